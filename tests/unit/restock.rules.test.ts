// Restock alerts: who may ask, and which waiting alerts an arrival closes (one notice per alert).
import { describe, expect, it } from 'vitest';
import { ARTICLE_CODE, canAskRestock, dueAlerts, stockKey } from '../../src/domain/catalog/restock.rules';

const alert = (id: number, articleCode: string, sorg = 'US01', notifiedAt: Date | null = null) => ({ id, sorg, articleCode, notifiedAt });

describe('asking for a restock alert', () => {
  it('is offered only while nothing is available', () => {
    expect(canAskRestock(0)).toBe(true);
    expect(canAskRestock(-2)).toBe(true);
    expect(canAskRestock(1)).toBe(false);
    expect(canAskRestock(null)).toBe(false);
    expect(canAskRestock(undefined)).toBe(false);
  });

  it('takes ERP article codes and refuses anything else', () => {
    for (const ok of ['E2E-TUBE-1', 'PAA100234', 'a.b/c_d']) expect(ARTICLE_CODE.test(ok)).toBe(true);
    for (const bad of ['', '-X', '<script>', 'a b', 'x'.repeat(41)]) expect(ARTICLE_CODE.test(bad)).toBe(false);
  });
});

describe('alerts an arrival closes', () => {
  it('closes the waiting alerts of an article that has stock again, in their own sales organisation', () => {
    const alerts = [alert(1, 'A'), alert(2, 'B'), alert(3, 'A', 'DE01'), alert(4, 'A')];
    const available = new Map([[stockKey('US01', 'A'), 3], [stockKey('US01', 'B'), 0], [stockKey('DE01', 'A'), 0]]);
    expect(dueAlerts(alerts, available).map((a) => a.id)).toEqual([1, 4]);
  });

  it('never closes an alert twice, and leaves an article the upstream did not answer for waiting', () => {
    const alerts = [alert(1, 'A', 'US01', new Date()), alert(2, 'C')];
    expect(dueAlerts(alerts, new Map([[stockKey('US01', 'A'), 9]]))).toEqual([]);
  });
});
