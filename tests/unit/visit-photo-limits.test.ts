// The visit form's photo limits are said as they are: under 100 MB as taken (made smaller on the
// device), at most 8 MB per photo as the server receives it, 88 MB per visit form, and the visit
// routes are the multipart file routes body-limits.ts leaves to that form limit (decision 0037).
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_ORIGINAL_MB, PHOTO_MAX_SENT_BYTES, PHOTO_MAX_SENT_MB, PHOTO_SLOTS, sentPhotoCheck } from '../../src/domain/visits';
import { isFileRoute, JSON_BODY_MAX_BYTES } from '../../src/server/api/body-limits';
import { t } from '../../src/server/i18n';
import { VISIT_BODY_MAX_BYTES } from '../../src/server/visits/visit-form';

const MB = 1024 * 1024;

describe('visit photo limits', () => {
  it('names the limits that apply in every message, in English and German', () => {
    for (const locale of ['en-us', 'de'] as const) {
      expect(t(locale, 'visits.error.photo_too_large')).toContain(`${PHOTO_MAX_ORIGINAL_MB} MB`);
      expect(t(locale, 'visits.error.photo_too_large_sent')).toContain(`${PHOTO_MAX_SENT_MB} MB`);
      expect(t(locale, 'visits.error.photo_too_large_sent')).toContain(`${PHOTO_MAX_ORIGINAL_MB} MB`);
      expect(t(locale, 'visits.error.photos_too_large_total')).toContain(`${Math.floor(VISIT_BODY_MAX_BYTES / MB)} MB`);
      expect(t(locale, 'visits.photos_hint_no_script')).toContain(`${PHOTO_MAX_SENT_MB} MB`);
    }
  });

  it('refuses a photo past the sent limit with the message naming it, and takes one at the limit', () => {
    const jpeg = (size: number) => Object.assign(new Uint8Array(size), { 0: 0xff, 1: 0xd8, 2: 0xff });
    expect(sentPhotoCheck(jpeg(PHOTO_MAX_SENT_BYTES))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(sentPhotoCheck(jpeg(PHOTO_MAX_SENT_BYTES + 1))).toEqual({ ok: false, problem: 'visits.error.photo_too_large_sent' });
  });

  it('bounds the whole form by eleven photos at the sent limit, past the JSON limit, on the file routes only', () => {
    expect(VISIT_BODY_MAX_BYTES).toBeGreaterThanOrEqual(PHOTO_SLOTS.length * PHOTO_MAX_SENT_BYTES);
    expect(VISIT_BODY_MAX_BYTES).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    expect(isFileRoute('POST', '/api/visits/polygon')).toBe(true);
    expect(isFileRoute('PUT', '/api/visits/wim/12')).toBe(true);
    expect(isFileRoute('DELETE', '/api/visits/wim/12')).toBe(false);
  });
});
