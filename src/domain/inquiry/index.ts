export * from './inquiry.rules';
