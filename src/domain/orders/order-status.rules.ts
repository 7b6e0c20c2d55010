// Order and payment statuses the spec names, for filters and badges.

export const ORDER_STATUSES = ['complete', 'pending', 'failed', 'void', 'on processing'] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['waiting', 'uploaded', 'failed', 'voided', 'completed'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number];

/** Receipts may change only while the payment is still open. */
export const canChangeReceipts = (status: string): boolean => status === 'waiting' || status === 'uploaded' || status === 'failed';
export const canApprove = (status: string): boolean => status === 'waiting' || status === 'uploaded';
export const canVoid = canChangeReceipts;
