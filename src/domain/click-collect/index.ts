export * from './click-collect.rules';
