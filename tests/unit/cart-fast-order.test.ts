import { describe, expect, it } from 'vitest';
import { FAST_ORDER_MAX_LINES, parseFastOrder } from '../../src/domain/cart/fast-order.rules';

describe('parseFastOrder', () => {
  it('reads code and quantity separated by spaces, tabs, commas or semicolons and skips a header row', () => {
    const parsed = parseFastOrder('article_code;qty\n200001430 2\n200001431\t5\n"200001432",1\n\n200001433;3');
    expect(parsed.lines).toEqual([
      { lineNo: 2, articleCode: '200001430', qty: 2 },
      { lineNo: 3, articleCode: '200001431', qty: 5 },
      { lineNo: 4, articleCode: '200001432', qty: 1 },
      { lineNo: 6, articleCode: '200001433', qty: 3 },
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('reports a zero or broken quantity and a line with extra words', () => {
    const parsed = parseFastOrder('200001430 0\n200001431 1.5\nsome words here');
    expect(parsed.problems.map((p) => [p.lineNo, p.messageKey])).toEqual([
      [1, 'fast_order.bad_qty'],
      [2, 'fast_order.bad_qty'],
      [3, 'fast_order.bad_line'],
    ]);
  });

  it(`reads at most ${FAST_ORDER_MAX_LINES} lines and says so once`, () => {
    const text = Array.from({ length: FAST_ORDER_MAX_LINES + 20 }, (_, i) => `A${i} 1`).join('\n');
    const parsed = parseFastOrder(text);
    expect(parsed.lines).toHaveLength(FAST_ORDER_MAX_LINES);
    expect(parsed.problems).toEqual([expect.objectContaining({ lineNo: FAST_ORDER_MAX_LINES + 1, messageKey: 'fast_order.too_many' })]);
  });
});
