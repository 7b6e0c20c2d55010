// The upload area's per-row checks: header skipped, blank rows ignored, each problem reported on
// the spreadsheet's own line number, duplicates and date serials.
import { describe, expect, it } from 'vitest';
import { checkUploadRows, uploadDate } from '../../src/domain/frames';

const HEADER = ['Frame number', 'Sold date', 'Type', 'Consumer name', 'Phone', 'Email', 'City', 'Address'];
const TODAY = '2026-06-30';

describe('checkUploadRows', () => {
  it('passes good rows and reports each bad one with its line and every problem', () => {
    const checks = checkUploadRows([
      HEADER,
      ['ke25 0000001', '2026-06-01', '', 'Ria Rider', '0812 345', 'ria@example.com', 'Bandung', 'Jl. 1'],
      [],
      ['KE250000002', '2026-07-01', 'retail', 'Sam', '', 'not-an-email', '', ''],
      ['KE250000001', '2026-06-02', 'non retail', 'Jo', '', '', '', ''],
      ['X'.repeat(21), 'soon', 'gift', '', '', '', '', ''],
    ], TODAY);
    expect(checks).toHaveLength(4);
    expect(checks[0]).toEqual({ ok: true, row: { line: 2, frameNumber: 'KE250000001', soldDate: '2026-06-01', type: 'retail', consumer: { name: 'Ria Rider', phone: '0812345', email: 'ria@example.com', city: 'Bandung', address: 'Jl. 1' } } });
    expect(checks[1]).toEqual({ ok: false, line: 4, frameNumber: 'KE250000002', problems: ['retail_sales.error.date_future', 'validation.email'] });
    expect(checks[2]).toMatchObject({ ok: false, line: 5, problems: ['retail_sales.error.duplicate_row'] });
    expect(checks[3]).toMatchObject({ ok: false, line: 6, problems: ['retail_sales.error.frame_too_long', 'retail_sales.error.bad_date', 'retail_sales.error.bad_type', 'validation.required'] });
  });

  it('refuses markup in the name (text rule) but keeps an address cell as the plain text it is', () => {
    const [name] = checkUploadRows([HEADER, ['KE1', '2026-06-01', '', '<script>alert(1)</script>']], TODAY);
    expect(name).toMatchObject({ ok: false, problems: ['validation.text'] });
    const [address] = checkUploadRows([HEADER, ['KE1', '2026-06-01', '', 'Ria', '', '', '', '<script>alert(1)</script>']], TODAY);
    expect(address).toMatchObject({ ok: true, row: { consumer: { address: '<script>alert(1)</script>' } } });
  });
});

describe('uploadDate', () => {
  it('reads ISO text and spreadsheet date serials', () => {
    expect(uploadDate('2026-06-01')).toBe('2026-06-01');
    expect(uploadDate('46174')).toBe('2026-06-01');
    expect(uploadDate('01.06.2026')).toBe('01.06.2026');
  });
});
