export * from './preseason.rules';
export * from './preseason.schema';
