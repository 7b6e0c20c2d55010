// Error texts of the retail-sales, upload and download areas: a date parameter (the frame's shipped
// date) reads in the page's date style, on the pages and in the API envelope's English message.
import { describe, expect, it } from 'vitest';
import { framesError, framesMessage } from '../../src/server/retail-sales/retail-sales.errors';

describe('frames error texts', () => {
  it('shows the shipped date in the page locale date style, never as an ISO value', () => {
    expect(framesMessage('de', 'retail_sales.error.sold_before_shipped', { date: '2026-11-07' })).toBe('Das Verkaufsdatum liegt vor der Lieferung des Rahmens (07.11.2026).');
    expect(framesMessage('en-us', 'retail_sales.error.sold_before_shipped', { date: '2026-11-07' })).toBe('The sold date is before the frame was shipped (Nov 7, 2026).');
  });

  it('writes the English envelope message with the same date style', () => {
    expect(framesError('FRAME_INVALID', 'retail_sales.error.sold_before_shipped', { date: '2026-11-07' }).message).toContain('(Nov 7, 2026)');
  });

  it('passes text that is no locales key through as it is', () => {
    expect(framesMessage('de', 'Zeile 3: unbekannt')).toBe('Zeile 3: unbekannt');
  });
});
