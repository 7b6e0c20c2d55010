export * from './frame.rules';
export * from './upload.rules';
