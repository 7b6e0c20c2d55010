// Saved order lists: who sees and edits a list, merging, quantity edits, chosen lines, inputs.
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from '../../src/domain/cart/line-qty';
import { applyQtyEdits, canEditList, canSeeList, chosenLines, mergeListLines } from '../../src/domain/order-lists/order-list.rules';
import { orderListCreateSchema, orderListUpdateSchema } from '../../src/domain/order-lists/order-list.schema';

const owner = { userId: 1, custR3: '0001000123' };
const colleague = { userId: 2, custR3: '0001000123' };
const stranger = { userId: 3, custR3: '0002000456' };

describe('canSeeList and canEditList', () => {
  it('shows a private list to its owner only', () => {
    const list = { custR3: '0001000123', ownerUserId: 1, shared: false };
    expect([canSeeList(list, owner), canSeeList(list, colleague), canSeeList(list, stranger)]).toEqual([true, false, false]);
  });
  it('shows a shared list to every user of the same customer, never to another customer', () => {
    const list = { custR3: '0001000123', ownerUserId: 1, shared: true };
    expect([canSeeList(list, owner), canSeeList(list, colleague), canSeeList(list, stranger)]).toEqual([true, true, false]);
  });
  it('lets only the owner, acting for the list customer, change it', () => {
    const list = { custR3: '0001000123', ownerUserId: 1, shared: true };
    expect([canEditList(list, owner), canEditList(list, colleague), canEditList(list, { userId: 1, custR3: '0002000456' })]).toEqual([true, false, false]);
  });
});

describe('mergeListLines', () => {
  it('sums the same article per sales organisation and keeps first-seen order', () => {
    const merged = mergeListLines([
      { articleCode: 'A', sorg: 'US01', qty: 2 },
      { articleCode: 'B', sorg: 'US01', qty: 1 },
      { articleCode: 'A', sorg: 'US01', qty: 3 },
      { articleCode: 'A', sorg: 'DE01', qty: 1 },
    ]);
    expect(merged).toEqual([
      { articleCode: 'A', sorg: 'US01', qty: 5 },
      { articleCode: 'B', sorg: 'US01', qty: 1 },
      { articleCode: 'A', sorg: 'DE01', qty: 1 },
    ]);
  });
  it('never sums past what one order line may hold', () => {
    expect(mergeListLines([{ articleCode: 'A', sorg: 'US01', qty: MAX_LINE_QTY }, { articleCode: 'A', sorg: 'US01', qty: 5 }])[0]?.qty).toBe(MAX_LINE_QTY);
  });
});

describe('applyQtyEdits and chosenLines', () => {
  const lines = [
    { articleCode: 'A', sorg: 'US01', qty: 2 },
    { articleCode: 'B', sorg: 'US01', qty: 1 },
  ];
  it('sets quantities, removes a line at 0 and ignores unknown lines', () => {
    expect(applyQtyEdits(lines, [{ articleCode: 'A', sorg: 'US01', qty: 7 }, { articleCode: 'B', sorg: 'US01', qty: 0 }, { articleCode: 'Z', sorg: 'US01', qty: 4 }])).toEqual([{ articleCode: 'A', sorg: 'US01', qty: 7 }]);
  });
  it('takes all lines without a choice, and only known chosen ones with one', () => {
    expect(chosenLines(lines, undefined)).toEqual(lines);
    expect(chosenLines(lines, [{ articleCode: 'B', sorg: 'US01' }, { articleCode: 'Z', sorg: 'US01' }])).toEqual([lines[1]]);
  });
});

describe('list inputs', () => {
  const base = { name: 'Workshop weekly', submissionId: 'abcdefghijklmnop1234', source: { from: 'cart' } };
  it('accepts a named list from the cart and refuses an empty or long name', () => {
    expect(orderListCreateSchema.safeParse(base).success).toBe(true);
    expect(orderListCreateSchema.safeParse({ ...base, name: '  ' }).error?.issues[0]?.message).toBe('validation.required');
    expect(orderListCreateSchema.safeParse({ ...base, name: 'x'.repeat(61) }).error?.issues[0]?.message).toBe('order_lists.name_max');
  });
  it('refuses an unknown source, a short token and lines with a bad quantity', () => {
    expect(orderListCreateSchema.safeParse({ ...base, source: { from: 'wishlist' } }).success).toBe(false);
    expect(orderListCreateSchema.safeParse({ ...base, submissionId: 'short' }).success).toBe(false);
    expect(orderListCreateSchema.safeParse({ ...base, source: { from: 'lines', lines: [{ articleCode: 'A', sorg: 'US01', qty: 0 }] } }).success).toBe(false);
  });
  it('needs at least one change in an update and allows 0 to remove a line', () => {
    expect(orderListUpdateSchema.safeParse({}).success).toBe(false);
    expect(orderListUpdateSchema.safeParse({ lines: [{ articleCode: 'A', sorg: 'US01', qty: 0 }] }).success).toBe(true);
    expect(orderListUpdateSchema.safeParse({ lines: [{ articleCode: 'A', sorg: 'US01', qty: -1 }] }).success).toBe(false);
  });
});
