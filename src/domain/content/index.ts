export * from './markets.rules';
export * from './soft-delete.rules';
export * from './tree.rules';
export * from './validity.rules';
