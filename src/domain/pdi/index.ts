export * from './pdi.schema';
