export * from './recall.rules';
