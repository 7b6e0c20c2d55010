export * from './third-party.rules';
export * from './batches.rules';
export * from './stock-upload.rules';
