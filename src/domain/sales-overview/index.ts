export * from './sales-overview.types';
export * from './aggregate.rules';
export * from './filter.rules';
export * from './month-names';
