export * from './identity.factory';
export * from './content.factory';
