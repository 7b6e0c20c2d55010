export * from './claim-status';
export * from './attachment.rules';
export * from './claim.schema';
