// The home's dashboard cards as strings: invoices that need paying, credit, waiting claims, this
// week's shipments and back-orders. As template parts they cost more than the text they write, and
// each is drawn from a read every caller shares unchanged, so it is drawn once per read, host and
// language (issue 19). Escaped as Astro escapes a template: the same bytes as the components were.
import { addAttribute, unescapeHTML } from 'astro/compiler-runtime';
import { balanceLabelKey, blockReasonKey } from '../../domain/credit.rules';
import { daysLate, ROWS_SHOWN, type InvoiceAttention } from '../../domain/home/attention.rules';
import type { BackorderLine } from '../../domain/orders/backorder.rules';
import type { Formatter } from '../../domain/format';
import { localizedPath, type Locale } from '../../domain/locales';
import type { ClaimRow } from '../../server/claims/claims.service';
import type { HomeDashboardProps } from '../../server/home/home.page';
import type { HomeInvoice } from '../../server/home/home.service';
import type { Translate } from '../../server/i18n';
import type { Delivery } from '../../server/orders/orders.reads';
import type { CompanyCredit } from '../../server/shell/shell.reads';
import { drawnOnce, escapeText as text, type Markup } from '../markup-text';
import { promotionsMarkup } from './promotions-markup';

/** The dashboard after the restock notices, each card drawn once per read it shows, host and language. */
export function dashboardMarkup(props: Omit<HomeDashboardProps, 'restock'>): Markup {
  const { t, locale, host, format, dashboard, promotions, today, canPay } = props;
  const { invoices, credit, shipped, backorders, claims } = dashboard;
  const key = `${host.key}\0${locale}`;
  let html = '';
  if (invoices) {
    html += drawnOnce(invoices, `${key}\0${today}\0${canPay}`, () => invoicesMarkup(t, locale, format, invoices, today, canPay)) ?? '';
    if (invoices.overdue.length === 0 && invoices.dueSoon.length === 0) html += allClearMarkup(t);
  }
  if (credit && credit.length > 0) html += drawnOnce(credit, key, () => creditMarkup(t, format, credit, host.openToBuyWording)) ?? '';
  if (claims) html += drawnOnce(claims, key, () => claimsMarkup(t, locale, format, claims)) ?? '';
  if (shipped) html += drawnOnce(shipped, key, () => shippedMarkup(t, locale, format, shipped)) ?? '';
  if (backorders) html += drawnOnce(backorders, key, () => backordersMarkup(t, locale, format, backorders)) ?? '';
  html += promotionsMarkup(promotions, locale, t, format, 3);
  return unescapeHTML(html);
}

const ordersLink = (locale: Locale) => `<p class="home-card__actions"><a${addAttribute(localizedPath(locale, 'order'), 'href')}>`;

/** Overdue and soon-due invoices: how many, how much, the oldest few, and a way to pay them. */
export function invoicesMarkup(t: Translate, locale: Locale, format: Formatter, invoices: InvoiceAttention<HomeInvoice>, today: string, canPay: boolean): string {
  const sums = (totals: readonly { currency: string; amount: number }[]) => totals.map((s) => format.money(s.amount, s.currency)).join(' + ');
  const sections = [
    { id: 'overdue', title: t('home.overdue_title'), rows: invoices.overdue, summary: t('home.invoices_summary', { count: invoices.overdue.length, amount: sums(invoices.overdueTotals) }) },
    { id: 'due-soon', title: t('home.due_soon_title'), rows: invoices.dueSoon, summary: t('home.invoices_summary', { count: invoices.dueSoon.length, amount: sums(invoices.dueSoonTotals) }) },
  ].filter((s) => s.rows.length > 0);
  const allInvoices = `<a${addAttribute(localizedPath(locale, 'invoice/open-invoice'), 'href')}>${text(t('home.all_invoices'))}</a>`;
  return sections
    .map((section) => {
      const overdue = section.id === 'overdue';
      const rows = section.rows.slice(0, ROWS_SHOWN).map((row) => {
        const when = overdue ? t('home.days_late', { days: daysLate(row, today), date: format.date(row.dueDate) }) : t('home.due_on', { date: format.date(row.dueDate) });
        return (
          `<li><span><strong>${text(row.assignment)}</strong><span class="muted"> · ${text(row.companyName)}</span><br><span class="muted">${text(when)}</span></span>` +
          `<span class="home-rows__amount">${text(format.money(row.amount, row.currency))}</span></li>`
        );
      });
      const pay = canPay
        ? [...new Set(section.rows.map((r) => r.sorg))].map((sorg) => {
            const company = section.rows.find((r) => r.sorg === sorg)?.companyName ?? sorg;
            const href = `${localizedPath(locale, 'payment/invoice')}?company=${encodeURIComponent(sorg)}`;
            return `<a class="button"${addAttribute(href, 'href')}>${text(t('home.pay', { company }))}</a>`;
          })
        : [];
      return (
        `<section class="card home-card${overdue ? ' home-card--alert' : ''}" aria-labelledby="home-${section.id}"><h3 id="home-${section.id}">${text(section.title)}</h3>` +
        `<p class="home-card__lead">${text(section.summary)}</p><ul class="home-rows">${rows.join('')}</ul><p class="home-card__actions">${pay.join('')}${allInvoices}</p></section>`
      );
    })
    .join('');
}

const allClearMarkup = (t: Translate) =>
  `<section class="card home-card" aria-labelledby="home-clear"><h3 id="home-clear">${text(t('home.all_clear_title'))}</h3><p class="muted">${text(t('home.all_clear'))}</p></section>`;

/** Credit per company as the dealer reads it before ordering: what is left, the limit, the open invoices and the average payment days. */
export function creditMarkup(t: Translate, format: Formatter, credit: readonly CompanyCredit[], openToBuyWording: boolean): string {
  const line = (label: string, value: string, bad = false) => `<div><dt>${text(label)}</dt><dd${bad ? ' class="home-bad"' : ''}>${text(value)}</dd></div>`;
  const companies = credit.map((c) => {
    const reason = blockReasonKey(c.reasonBlocked);
    return (
      `<dl class="home-credit"${addAttribute(c.company.name, 'aria-label')}>${credit.length > 1 ? `<dt class="home-credit__company">${text(c.company.name)}</dt>` : ''}` +
      line(t(balanceLabelKey(openToBuyWording)), format.money(c.balance, c.currency), c.balance < 0) +
      line(t('credit.limit'), format.money(c.creditLimit, c.currency)) +
      line(t('credit.open_invoice'), format.money(c.openInvoice, c.currency)) +
      line(t('home.avg_payment_days'), t('home.days', { days: c.averagePaymentDays })) +
      (reason ? `<div class="home-credit__block"><dt>${text(t('invoice.credit_block_reason'))}</dt><dd class="home-bad">${text(t(reason))}</dd></div>` : '') +
      '</dl>'
    );
  });
  return `<section class="card home-card" aria-labelledby="home-credit"><h3 id="home-credit">${text(t('home.credit_title'))}</h3>${companies.join('')}</section>`;
}

export function claimsMarkup(t: Translate, locale: Locale, format: Formatter, claims: { rows: readonly ClaimRow[]; total: number }): string {
  if (claims.total <= 0) return '';
  const rows = claims.rows.map((c) => {
    const meta = t('home.claim_meta', { article: c.frameNumber ? `${c.articleName} · ${c.frameNumber}` : c.articleName, date: format.date(c.updatedAt) });
    return `<li class="home-rows__stack"><a${addAttribute(localizedPath(locale, `claim/${c.id}`), 'href')}><strong>${text(c.referenceNo)}</strong></a><span class="muted">${text(meta)}</span></li>`;
  });
  return (
    `<section class="card home-card" aria-labelledby="home-claims"><h3 id="home-claims">${text(t('home.claims_title'))}</h3><ul class="home-rows">${rows.join('')}</ul>` +
    `<p class="home-card__actions"><a${addAttribute(localizedPath(locale, 'claim'), 'href')}>${text(t('home.claims_all', { count: format.number(claims.total) }))}</a></p></section>`
  );
}

export function shippedMarkup(t: Translate, locale: Locale, format: Formatter, shipped: readonly Delivery[]): string {
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
  return `<section class="card home-card" aria-labelledby="home-shipped"><h3 id="home-shipped">${text(t('home.shipped_title'))}</h3>${body}${ordersLink(locale)}${text(t('home.open_orders'))}</a></p></section>`;
}

export function backordersMarkup(t: Translate, locale: Locale, format: Formatter, backorders: { lines: readonly BackorderLine[]; total: number }): string {
  if (backorders.total <= 0) return '';
  const rows = backorders.lines.map((line) => {
    const expected = line.expectedArrival ? t('home.expected', { date: format.date(line.expectedArrival) }) : t('home.expected_unknown');
    return `<li><span><strong>${text(line.articleCode)}</strong><span class="muted"> · ${text(line.orderNumber)}</span><br><span class="muted">${text(expected)}</span></span><span class="home-rows__amount">${text(format.number(line.openQty))}</span></li>`;
  });
  return `<section class="card home-card" aria-labelledby="home-backorders"><h3 id="home-backorders">${text(t('home.backorders_title'))}</h3><ul class="home-rows">${rows.join('')}</ul>${ordersLink(locale)}${text(t('home.backorders_all', { count: backorders.total }))}</a></p></section>`;
}
