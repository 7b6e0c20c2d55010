export * from './identity';
export * from './auth';
export * from './content';
export * from './files';
export * from './platform';
