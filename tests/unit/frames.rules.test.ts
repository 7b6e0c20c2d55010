// Frame registration rules: frame number form, sold date, the consumer, and the period and quota
// rules of the download area.
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_DAILY_QUOTA, quotaLeft, reportFileName } from '../../src/domain/download-area';
import { FRAME_MAX_LENGTH, frameNumber, registerFrameSchema, soldDateProblem } from '../../src/domain/frames';
import { downloadPeriod } from '../../src/domain/validation';

describe('frameNumber', () => {
  it('normalises spaces and case', () => {
    expect(frameNumber.parse(' ke25 0000 001 ')).toBe('KE250000001');
  });
  it(`refuses more than ${FRAME_MAX_LENGTH} characters with the frame-too-long message`, () => {
    expect(frameNumber.safeParse('A'.repeat(FRAME_MAX_LENGTH)).success).toBe(true);
    const long = frameNumber.safeParse('A'.repeat(FRAME_MAX_LENGTH + 1));
    expect(long.success ? null : long.error.issues[0]?.message).toBe('retail_sales.error.frame_too_long');
  });
  it('refuses markup and empty input', () => {
    expect(frameNumber.safeParse('<b>1</b>').success).toBe(false);
    expect(frameNumber.safeParse('   ').success).toBe(false);
  });
});

describe('soldDateProblem', () => {
  it('accepts today and earlier, refuses the future and non-dates', () => {
    expect(soldDateProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(soldDateProblem('2026-03-02', '2026-03-01')).toBe('retail_sales.error.date_future');
    expect(soldDateProblem('2026-02-30', '2026-03-01')).toBe('retail_sales.error.bad_date');
    expect(soldDateProblem('01/03/2026', '2026-03-01')).toBe('retail_sales.error.bad_date');
  });
});

describe('registerFrameSchema', () => {
  it('needs the rider unless the account data is used', () => {
    expect(registerFrameSchema.safeParse({ frameNumber: 'KE1', soldDate: '2026-01-01', useAccountData: true }).success).toBe(true);
    expect(registerFrameSchema.safeParse({ frameNumber: 'KE1', soldDate: '2026-01-01', useAccountData: false }).success).toBe(false);
    const withRider = registerFrameSchema.parse({ frameNumber: 'KE1', soldDate: '2026-01-01', useAccountData: false, customer: { name: 'Ria', email: '' } });
    expect(withRider.customer).toEqual({ name: 'Ria', email: undefined });
    expect(withRider.type).toBe('retail');
  });
});

describe('download period', () => {
  it('refuses From after To with the spec’s message key', () => {
    const r = downloadPeriod.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('validation.from_to');
  });
  it('allows a whole calendar year and nothing that crosses into the next', () => {
    expect(downloadPeriod.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    const across = downloadPeriod.safeParse({ from: '2025-12-31', to: '2026-01-01' });
    expect(across.success ? null : across.error.issues[0]?.message).toBe('validation.range_same_year');
  });
});

describe('download quota', () => {
  it('counts down to zero and never below', () => {
    expect(quotaLeft(0)).toBe(DOWNLOAD_DAILY_QUOTA);
    expect(quotaLeft(DOWNLOAD_DAILY_QUOTA - 1)).toBe(1);
    expect(quotaLeft(DOWNLOAD_DAILY_QUOTA + 3)).toBe(0);
    expect(quotaLeft(2, 2)).toBe(0);
  });
  it('names a report by module, period and request', () => {
    expect(reportFileName('retail-sales', '2026-01-01', '2026-03-31', 7)).toBe('retail-sales_2026-01-01_2026-03-31_7.xlsx');
  });
});
