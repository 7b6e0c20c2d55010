export * from './bonus.rules';
