// Returns: windows per reason, quantities against the delivery, photo counts, decisions, inputs.
import { describe, expect, it } from 'vitest';
import { canAddPhotos, canDecide, checkPhotoCount, checkReturnQuantities, isWithinWindow, longestWindow, openReasons, returnDeadline } from '../../src/domain/returns/return.rules';
import { returnCreateSchema } from '../../src/domain/returns/return.schema';

const windows = { damaged_in_transit: 10, wrong_item: 30, surplus: 14 };

describe('return windows', () => {
  it('ends damage returns 10 days after delivery, the last day included', () => {
    expect(returnDeadline('2026-11-01', 'damaged_in_transit', windows)).toBe('2026-11-11');
    expect(isWithinWindow('2026-11-01', 'damaged_in_transit', windows, '2026-11-11')).toBe(true);
    expect(isWithinWindow('2026-11-01', 'damaged_in_transit', windows, '2026-11-12')).toBe(false);
  });
  it('is closed before the delivery date and crosses month ends', () => {
    expect(isWithinWindow('2026-11-01', 'surplus', windows, '2026-10-31')).toBe(false);
    expect(returnDeadline('2026-12-25', 'wrong_item', windows)).toBe('2027-01-24');
  });
  it('offers only the reasons still open, and looks back as far as the longest window', () => {
    expect(openReasons('2026-11-01', windows, '2026-11-05')).toEqual(['damaged_in_transit', 'wrong_item', 'surplus']);
    expect(openReasons('2026-11-01', windows, '2026-11-12')).toEqual(['wrong_item', 'surplus']);
    expect(openReasons('2026-11-01', windows, '2026-11-20')).toEqual(['wrong_item']);
    expect(openReasons('2026-11-01', windows, '2026-12-02')).toEqual([]);
    expect(longestWindow(windows)).toBe(30);
  });
  it('follows the host: a longer damage window keeps damage open', () => {
    expect(isWithinWindow('2026-11-01', 'damaged_in_transit', { ...windows, damaged_in_transit: 20 }, '2026-11-15')).toBe(true);
  });
});

describe('checkReturnQuantities', () => {
  const delivered = [
    { articleCode: 'A', delivered: 5, returned: 2 },
    { articleCode: 'B', delivered: 1, returned: 0 },
  ];
  it('allows up to delivered minus already returned', () => {
    expect(checkReturnQuantities([{ articleCode: 'A', qty: 3 }, { articleCode: 'B', qty: 1 }], delivered)).toEqual([]);
  });
  it('refuses more than is left, naming the most that may still go back', () => {
    expect(checkReturnQuantities([{ articleCode: 'A', qty: 4 }], delivered)).toEqual([{ articleCode: 'A', messageKey: 'returns.qty_over', max: 3 }]);
  });
  it('refuses an article that was not in the delivery', () => {
    expect(checkReturnQuantities([{ articleCode: 'Z', qty: 1 }], delivered)).toEqual([{ articleCode: 'Z', messageKey: 'returns.line_not_delivered', max: 0 }]);
  });
  it('refuses everything once all was returned', () => {
    expect(checkReturnQuantities([{ articleCode: 'A', qty: 1 }], [{ articleCode: 'A', delivered: 2, returned: 2 }])[0]?.max).toBe(0);
  });
});

describe('photos and decisions', () => {
  it('needs a photo for damage only and at most six', () => {
    expect(checkPhotoCount('damaged_in_transit', 0)).toBe('returns.photos_required');
    expect(checkPhotoCount('damaged_in_transit', 1)).toBeNull();
    expect(checkPhotoCount('wrong_item', 0)).toBeNull();
    expect(checkPhotoCount('surplus', 7)).toBe('returns.photos_max');
  });
  it('decides a submitted return once, and takes photos only while submitted and in its window', () => {
    expect([canDecide('submitted'), canDecide('accepted'), canDecide('rejected')]).toEqual([true, false, false]);
    expect(canAddPhotos('submitted', '2026-11-01', 'damaged_in_transit', windows, '2026-11-10')).toBe(true);
    expect(canAddPhotos('submitted', '2026-11-01', 'damaged_in_transit', windows, '2026-11-12')).toBe(false);
    expect(canAddPhotos('accepted', '2026-11-01', 'damaged_in_transit', windows, '2026-11-02')).toBe(false);
  });
});

describe('returnCreateSchema', () => {
  const base = { doNumber: 'DO-1', reason: 'surplus', lines: [{ articleCode: 'A', qty: 1 }], submissionId: 'abcdefghijklmnop1234' };
  it('accepts a plain return and defaults note and photos', () => {
    expect(returnCreateSchema.parse(base)).toMatchObject({ note: '', photos: [] });
  });
  it('refuses an unknown reason, no lines, a zero quantity, the same article twice and a foreign photo id', () => {
    expect(returnCreateSchema.safeParse({ ...base, reason: 'changed_mind' }).error?.issues[0]?.message).toBe('returns.reason_required');
    expect(returnCreateSchema.safeParse({ ...base, lines: [] }).error?.issues[0]?.message).toBe('returns.lines_required');
    expect(returnCreateSchema.safeParse({ ...base, lines: [{ articleCode: 'A', qty: 0 }] }).success).toBe(false);
    expect(returnCreateSchema.safeParse({ ...base, lines: [{ articleCode: 'A', qty: 1 }, { articleCode: 'A', qty: 2 }] }).success).toBe(false);
    expect(returnCreateSchema.safeParse({ ...base, photos: ['../../etc/passwd'] }).error?.issues[0]?.message).toBe('returns.photo_unknown');
  });
});
