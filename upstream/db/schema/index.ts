export * from './sales';
export * from './catalog';
export * from './cart';
export * from './status';
export * from './ledger';
export * from './payment-terms';
export * from './frames';
export * from './sales-overview';
