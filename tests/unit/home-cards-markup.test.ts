// The home's list cards drawn as strings (home-cards-markup.ts): rows, links and escaping.
import { describe, expect, it } from 'vitest';
import { claimsMarkup, deliveriesMarkup } from '../../src/components/home/home-cards-markup';
import { formatterFor } from '../../src/domain/format';
import { resolveHost } from '../../src/content/hosts/index';
import { translator } from '../../src/server/i18n';
import type { Delivery } from '../../src/server/orders/orders.reads';
import type { ClaimRow } from '../../src/server/claims/claims.service';

const t = translator('en-us');
const format = formatterFor('en-us', resolveHost('us.localhost', 'us'));

describe('deliveriesMarkup', () => {
  it('lists this week’s deliveries with their date, line count and tracking number, escaped', () => {
    const shipped = [
      { doNumber: 'DO-1 <a>', deliveryDate: { date: '2026-11-24' }, estimatedDeliveryDate: { date: '2026-11-23' }, detail: [{}, {}], trackingNo: 'TRK & 9' },
      { doNumber: 'DO-2', deliveryDate: null, estimatedDeliveryDate: { date: '2026-11-25' }, detail: [{}], trackingNo: null },
    ] as unknown as Delivery[];
    const html = String(deliveriesMarkup(t, 'en-us', format, shipped, null));
    expect(html).toContain('<li><span><strong>DO-1 &lt;a&gt;</strong><br><span class="muted">');
    expect(html).toContain('<span class="muted">TRK &amp; 9</span></li>');
    expect(html).toContain('Nov 24, 2026');
    expect(html).toContain('Nov 25, 2026');
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('<a href="/en-us/order">');
  });

  it('says nothing shipped, and leaves out back-orders without lines', () => {
    const html = String(deliveriesMarkup(t, 'en-us', format, [], { lines: [], total: 0 }));
    expect(html).toContain(`<p class="muted">${t('home.shipped_none')}</p>`);
    expect(html).not.toContain('home-backorders');
    expect(String(deliveriesMarkup(t, 'en-us', format, null, null))).toBe('');
  });
});

describe('claimsMarkup', () => {
  it('links each waiting claim and names its article and frame', () => {
    const rows = [{ id: 7, referenceNo: 'CLM-7', articleName: 'Rift 29"', frameNumber: 'F1', updatedAt: '2026-11-02' }] as unknown as ClaimRow[];
    const html = String(claimsMarkup(t, 'en-us', format, { rows, total: 3 }));
    expect(html).toContain('<a href="/en-us/claim/7"><strong>CLM-7</strong></a>');
    expect(html).toContain('Rift 29&quot; · F1');
    expect(String(claimsMarkup(t, 'en-us', format, { rows: [], total: 0 }))).toBe('');
  });
});
