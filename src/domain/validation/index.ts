export * from './field.rules';
export * from './phone.rules';
export * from './order-fields.rules';
export * from './date-range.rules';
export * from './consumer-voice.schema';
export * from './field-errors';
