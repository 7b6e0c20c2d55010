export * from './invoice.types.ts';
export * from './invoice-status.ts';
export * from './selection.ts';
export * from './payment-rule.ts';
export * from './payment-summary.ts';
export * from './partial-payment.ts';
export * from './payment-preconditions.ts';
