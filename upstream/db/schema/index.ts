export * from './sales';
export * from './catalog';
export * from './cart';
export * from './status';
export * from './ledger';
export * from './payment-terms';
