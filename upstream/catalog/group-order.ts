// ORDER BY for model groups: a model sorts where its first matching variant sorts in the article
// list (productOrder). Each article gets one scalar key that orders exactly like productOrder;
// a model's key is the min (or max) of its variants' keys, so one GROUP BY replaces numbering
// every matching row with a window function.

/** Article ids stay below 2^24 and prices below 2^37 minor units, so keys fit in 63 bits. */
const ID_SPAN = 16_777_216;
const PRICE_SPAN = 137_438_953_472;
const UNPRICED = 4_611_686_018_427_387_904;
/** Added to an id (below ID_SPAN) to give it a fixed 8 digits as text, cheaper than printf. */
const ID_DIGITS = 10_000_000;

const idAsc = 'p.id';
const idDesc = `${ID_SPAN - 1} - p.id`;
/** Text key: the column, a separator below every printable character, then the fixed-width id. */
const textKey = (column: string, id: string): string => `${column} || char(1) || (${ID_DIGITS} + ${id})`;

export interface GroupOrder {
  /** Aggregate over a model's matching variants, used as `ORDER BY <aggregate>`. */
  sql: string;
}

function priceKey(desc: boolean): string {
  const price = desc ? `(${PRICE_SPAN} - pr.dealer_price)` : 'pr.dealer_price';
  return `min(CASE WHEN pr.dealer_price IS NULL THEN ${UNPRICED} + pr.product_id ELSE ${price} * ${ID_SPAN} + pr.product_id END)`;
}

/** Same cases and defaults as productOrder; ties between variants break on the lower id. */
export function groupOrder(field: string | null | undefined, order: string | null | undefined): GroupOrder {
  const desc = (order ?? '').toLowerCase() === 'desc';
  switch ((field ?? 'price').toLowerCase()) {
    case 'name':
      return { sql: desc ? `max(${textKey('p.name', idDesc)}) DESC` : `min(${textKey('p.name', idAsc)})` };
    case 'newest':
    case 'released':
      return { sql: desc || !order ? `max(${textKey('p.released_on', idDesc)}) DESC` : `min(${textKey('p.released_on', idAsc)})` };
    case 'modelyear':
      // SQLite sorts NULL first ascending and last descending; key 0 below every year does both.
      return { sql: desc ? `max(coalesce(p.model_year + 1, 0) * ${ID_SPAN} + ${idDesc}) DESC` : `min(coalesce(p.model_year + 1, 0) * ${ID_SPAN} + p.id)` };
    case 'recommended':
    case 'bestseller':
      return { sql: `min(printf('%d%012d', p.best_seller_rank IS NULL, coalesce(p.best_seller_rank, 0)) || ${textKey('p.name', idAsc)})` };
    default:
      return { sql: priceKey(desc) };
  }
}
