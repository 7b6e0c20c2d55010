export * from './visit.rules';
export * from './visit-list.rules';
export * from './sales-area.rules';
