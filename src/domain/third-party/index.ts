export * from './third-party.rules';
export * from './batches.rules';
export * from './maintenance-sheets.rules';
export * from './maintenance.schema';
