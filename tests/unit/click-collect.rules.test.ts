// Click and collect: every article needs a shipment choice before the one-time submit, and the
// moves the upstream allows.
import { describe, expect, it } from 'vitest';
import { canChooseShipments, canMoveCc, CC_CHOOSE_ALL_MESSAGE, CC_STATUSES, checkShipments, nextCcStatuses, statusAfterShipments } from '../../src/domain/click-collect';
import { ccListQuery, ccShipmentsSchema } from '../../src/domain/click-collect/click-collect.schema';

describe('checkShipments', () => {
  it('refuses with the spec’s words while an article has no choice', () => {
    const check = checkShipments(['a', 'b'], new Map([['a', 'order_to_hq']]));
    expect(check).toEqual({ ok: false, message: CC_CHOOSE_ALL_MESSAGE, missing: ['b'] });
    expect(CC_CHOOSE_ALL_MESSAGE).toBe('All item need to choose (Order To HQ / Ready To Pickup).');
  });

  it('ignores unknown choices and articles of another order', () => {
    expect(checkShipments(['a'], new Map([['a', 'courier'], ['x', 'order_to_hq']])).ok).toBe(false);
    const check = checkShipments(['a'], new Map([['a', 'ready_to_pickup'], ['x', 'order_to_hq']]));
    expect(check.ok && [...check.choices]).toEqual([['a', 'ready_to_pickup']]);
  });
});

describe('status after the submit and other moves', () => {
  it('follows the choices', () => {
    expect(statusAfterShipments(['ready_to_pickup', 'ready_to_pickup'])).toBe('ready_to_pickup');
    expect(statusAfterShipments(['order_to_hq'])).toBe('processing_by_hq');
    // Nothing has shipped when the choices are submitted: HQ works on the rest, the order is not partially shipped.
    expect(statusAfterShipments(['order_to_hq', 'ready_to_pickup'])).toBe('processing_by_hq');
  });

  it('allows choices only while the order needs confirmation, and ends at complete', () => {
    expect(CC_STATUSES.filter(canChooseShipments)).toEqual(['need_confirmation']);
    expect(canMoveCc('ready_to_pickup', 'complete')).toBe(true);
    expect(canMoveCc('complete', 'open')).toBe(false);
    expect(canMoveCc('need_confirmation', 'ready_to_pickup')).toBe(false);
    expect(nextCcStatuses('lost')).toEqual([]);
    for (const status of CC_STATUSES) expect(nextCcStatuses(status).every((s) => CC_STATUSES.includes(s))).toBe(true);
  });
});

describe('inputs', () => {
  it('needs the confirmation and known choices; reads a status list from the query', () => {
    expect(ccShipmentsSchema.safeParse({ shipment: [{ detailId: 'a', shipment: 'order_to_hq' }] }).success).toBe(false);
    expect(ccShipmentsSchema.safeParse({ shipment: [{ detailId: 'a', shipment: 'order_to_hq' }], confirm: true }).success).toBe(true);
    expect(ccListQuery.parse({ status: 'open,complete' }).status).toEqual(['open', 'complete']);
    expect(ccListQuery.parse({}).status).toEqual([]);
    expect(ccListQuery.safeParse({ status: 'open,lost' }).success).toBe(false);
  });
});
