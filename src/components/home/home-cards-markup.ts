// The home's list cards (waiting claims, this week's shipments, back-orders) as strings: each is a
// list of a few rows with a link, a name and a date, and as template parts they cost more than the
// text they write (issue 19). Escaped as Astro escapes a template: the same bytes as the components.
import { addAttribute, unescapeHTML } from 'astro/compiler-runtime';
import type { BackorderLine } from '../../domain/orders/backorder.rules';
import type { Formatter } from '../../domain/format';
import { localizedPath, type Locale } from '../../domain/locales';
import type { ClaimRow } from '../../server/claims/claims.service';
import type { Translate } from '../../server/i18n';
import type { Delivery } from '../../server/orders/orders.reads';
import { escapeText as text, type Markup } from '../markup-text';

export function claimsMarkup(t: Translate, locale: Locale, format: Formatter, claims: { rows: readonly ClaimRow[]; total: number }): Markup {
  if (claims.total <= 0) return unescapeHTML('');
  const rows = claims.rows.map((c) => {
    const meta = t('home.claim_meta', { article: c.frameNumber ? `${c.articleName} · ${c.frameNumber}` : c.articleName, date: format.date(c.updatedAt) });
    return `<li class="home-rows__stack"><a${addAttribute(localizedPath(locale, `claim/${c.id}`), 'href')}><strong>${text(c.referenceNo)}</strong></a><span class="muted">${text(meta)}</span></li>`;
  });
  return unescapeHTML(
    `<section class="card home-card" aria-labelledby="home-claims"><h3 id="home-claims">${text(t('home.claims_title'))}</h3><ul class="home-rows">${rows.join('')}</ul>` +
      `<p class="home-card__actions"><a${addAttribute(localizedPath(locale, 'claim'), 'href')}>${text(t('home.claims_all', { count: format.number(claims.total) }))}</a></p></section>`,
  );
}

export function deliveriesMarkup(
  t: Translate,
  locale: Locale,
  format: Formatter,
  shipped: readonly Delivery[] | null,
  backorders: { lines: readonly BackorderLine[]; total: number } | null,
): Markup {
  const ordersLink = `<p class="home-card__actions"><a${addAttribute(localizedPath(locale, 'order'), 'href')}>`;
  let html = '';
  if (shipped) {
    const body =
      shipped.length === 0
        ? `<p class="muted">${text(t('home.shipped_none'))}</p>`
        : `<ul class="home-rows">${shipped
            .slice(0, 5)
            .map((d) => {
              const on = t('home.shipped_on', { date: format.date(d.deliveryDate?.date ?? d.estimatedDeliveryDate.date), lines: d.detail.length });
              const tracking = d.trackingNo ? `<span class="muted">${text(d.trackingNo)}</span>` : '';
              return `<li><span><strong>${text(d.doNumber)}</strong><br><span class="muted">${text(on)}</span></span>${tracking}</li>`;
            })
            .join('')}</ul>`;
    html += `<section class="card home-card" aria-labelledby="home-shipped"><h3 id="home-shipped">${text(t('home.shipped_title'))}</h3>${body}${ordersLink}${text(t('home.open_orders'))}</a></p></section>`;
  }
  if (backorders && backorders.total > 0) {
    const rows = backorders.lines.map((line) => {
      const expected = line.expectedArrival ? t('home.expected', { date: format.date(line.expectedArrival) }) : t('home.expected_unknown');
      return `<li><span><strong>${text(line.articleCode)}</strong><span class="muted"> · ${text(line.orderNumber)}</span><br><span class="muted">${text(expected)}</span></span><span class="home-rows__amount">${text(format.number(line.openQty))}</span></li>`;
    });
    html += `<section class="card home-card" aria-labelledby="home-backorders"><h3 id="home-backorders">${text(t('home.backorders_title'))}</h3><ul class="home-rows">${rows.join('')}</ul>${ordersLink}${text(t('home.backorders_all', { count: backorders.total }))}</a></p></section>`;
  }
  return unescapeHTML(html);
}
