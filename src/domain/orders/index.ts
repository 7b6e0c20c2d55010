export * from './backorder.rules';
export * from './open-orders.rules';
export * from './order-status.rules';
export * from './receipt.rules';
export * from './money';
