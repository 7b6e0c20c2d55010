export * from './frame.rules';
export * from './upload.rules';
export * from './download.rules';
