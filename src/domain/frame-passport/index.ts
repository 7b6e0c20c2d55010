export * from './passport.rules';
export * from './serial';
