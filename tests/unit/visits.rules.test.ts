// Visit form rules: required fields and their messages, answer codes, quantities, the eleven photo
// slots, photo sizes before and after compression, content-proven image types, the 30-day list
// range, and which brand forms a user's areas allow.
import { describe, expect, it } from 'vitest';
import {
  defaultVisitRange, originalPhotoProblem, PHOTO_MAX_ORIGINAL_BYTES, PHOTO_MAX_SENT_BYTES, PHOTO_SLOTS, sentPhotoCheck, sniffPhotoType, splitList,
  visitFieldsSchema, visitFormsOf, visitKeySchema, visitListQuery,
} from '../../src/domain/visits';

const valid = { custCode: '0001000123', brandDomination: true, qtyPlgGrp: '12', qtyNonPlgGrp: '3', brandDisplay: 'front' };
const messages = (input: unknown) => {
  const r = visitFieldsSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('visit fields', () => {
  it('accepts the required fields alone and fills the optional ones', () => {
    const r = visitFieldsSchema.parse(valid);
    expect(r).toMatchObject({ qtyPlgGrp: 12, qtyNonPlgGrp: 3, otherMidrange: [], notes: '', seriesBrand: [] });
  });

  it('requires the customer, brand domination, both quantities and the brand display', () => {
    expect(messages({})).toEqual({
      custCode: 'validation.required', brandDomination: 'validation.required', qtyPlgGrp: 'validation.numeric', qtyNonPlgGrp: 'validation.numeric', brandDisplay: 'validation.required',
    });
    expect(messages({ ...valid, brandDisplay: '' })).toEqual({ brandDisplay: 'validation.required' });
  });

  it('refuses negative, fractional or non-numeric quantities', () => {
    for (const qty of ['-1', '1.5', 'ten']) expect(messages({ ...valid, qtyPlgGrp: qty })).toEqual({ qtyPlgGrp: 'validation.numeric' });
  });

  it('takes what people write in notes and descriptions, refuses markup, and bounds the length', () => {
    expect(messages({ ...valid, otherMidrangeDescription: 'Cheap <script>' })).toEqual({ otherMidrangeDescription: 'visits.error.free_text' });
    expect(messages({ ...valid, equipmentText: 'a'.repeat(201) })).toEqual({ equipmentText: 'visits.error.too_long' });
    expect(visitFieldsSchema.parse({ ...valid, notes: 'Line one\nline two' }).notes).toBe('Line one\nline two');
    const written = 'stand_2 is full; "new" poster? (ask Anna @ shop) 50% – done…';
    expect(visitFieldsSchema.parse({ ...valid, notes: written, brandDisplayDescription: 'wall_left' }).notes).toBe(written);
    for (const refused of ['a < b', '{x}', 'back\\slash', 'a|b', '^', '`', '~']) expect(messages({ ...valid, notes: refused })).toEqual({ notes: 'visits.error.free_text' });
    expect(messages({ ...valid, notes: 'a'.repeat(1001) })).toEqual({ notes: 'visits.error.too_long' });
  });

  it('keeps the text rule for series names', () => {
    expect(messages({ ...valid, otherSeriesList: ['Marlin_7'] })).toEqual({ 'otherSeriesList.0': 'validation.text' });
  });

  it('takes answers as codes and series of other brands as brand and series pairs', () => {
    expect(messages({ ...valid, otherMidrange: ['Giant!'] })).toEqual({ 'otherMidrange.0': 'validation.alphanumeric' });
    expect(messages({ ...valid, seriesBrand: [{ brand: 'Giant', series: '' }] })).toEqual({ 'seriesBrand.0.series': 'validation.required' });
  });

  it('splits other series at commas and drops blanks', () => {
    expect(splitList(' Marlin, ,Rockhopper ,')).toEqual(['Marlin', 'Rockhopper']);
  });

  it('accepts a device key of 8 to 64 letters, digits and dashes', () => {
    expect(visitKeySchema.safeParse(crypto.randomUUID()).success).toBe(true);
    expect(visitKeySchema.safeParse('short').success).toBe(false);
    expect(visitKeySchema.safeParse('key with spaces!').success).toBe(false);
  });
});

describe('photos', () => {
  it('has the eleven slots of section 9', () => {
    expect(PHOTO_SLOTS.filter((s) => s.startsWith('frontShop'))).toHaveLength(4);
    expect(PHOTO_SLOTS.filter((s) => s.startsWith('displayShop'))).toHaveLength(4);
    expect(PHOTO_SLOTS.slice(8)).toEqual(['displayBanner', 'displayPoster', 'displayHangtagShimano']);
  });

  it('takes a photo from the device only under 100 MB and only an image', () => {
    expect(originalPhotoProblem({ size: PHOTO_MAX_ORIGINAL_BYTES - 1, type: 'image/jpeg' })).toBeNull();
    expect(originalPhotoProblem({ size: PHOTO_MAX_ORIGINAL_BYTES, type: 'image/jpeg' })).toBe('visits.error.photo_too_large');
    expect(originalPhotoProblem({ size: 10, type: 'application/pdf' })).toBe('visits.error.photo_not_image');
    expect(originalPhotoProblem({ size: 0, type: 'image/png' })).toBe('visits.error.photo_empty');
  });

  it('proves the type by content: JPEG, PNG and WebP pass, a renamed text file does not', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sentPhotoCheck(new TextEncoder().encode('not a photo'))).toEqual({ ok: false, problem: 'visits.error.photo_not_image' });
  });

  it('bounds a compressed photo as the server receives it', () => {
    const big = new Uint8Array(PHOTO_MAX_SENT_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(sentPhotoCheck(big)).toEqual({ ok: false, problem: 'visits.error.photo_too_large_sent' });
    expect(sentPhotoCheck(new Uint8Array())).toEqual({ ok: false, problem: 'visits.error.photo_empty' });
  });
});

describe('visit list filter', () => {
  it('defaults to the 30 days up to today', () => {
    expect(defaultVisitRange('2026-03-15')).toEqual({ from: '2026-02-13', to: '2026-03-15' });
  });

  it('allows at most 30 days and From not after To', () => {
    expect(visitListQuery.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    const long = visitListQuery.safeParse({ from: '2026-01-01', to: '2026-02-01' });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('validation.range_max_30_days');
    const reversed = visitListQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.success ? null : reversed.error.issues[0]?.message).toBe('validation.from_to');
  });

  it('pages by 10 or 20 only', () => {
    expect(visitListQuery.safeParse({ limit: '20' }).success).toBe(true);
    expect(visitListQuery.safeParse({ limit: '50' }).success).toBe(false);
  });
});

describe('brand forms of a user', () => {
  it('offers both forms without visit_form areas and only the named ones with them', () => {
    expect(visitFormsOf([{ limitation: 'salesman', value: 'S10025' }])).toEqual(['polygon', 'wim']);
    expect(visitFormsOf([{ limitation: 'visit_form', value: 'WIM' }])).toEqual(['wim']);
    expect(visitFormsOf([{ limitation: 'visit_form', value: 'other' }])).toEqual([]);
  });
});
