// How much one order line may hold (decision 0017). No zod here: islands import it for `max`.

/**
 * The most one order line may hold, whatever the product's own order limit: far above a real
 * dealer order, far below the contract's 32-bit Int. A sum of lines counts too.
 */
export const MAX_LINE_QTY = 99_999;

/** The most a line may reach: the product's order limit when it has one, never past MAX_LINE_QTY. */
export function lineQtyLimit(orderLimit: number | null | undefined): number {
  return orderLimit != null && orderLimit > 0 ? Math.min(orderLimit, MAX_LINE_QTY) : MAX_LINE_QTY;
}
