export * from './download.rules';
