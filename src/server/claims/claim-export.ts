// The claim list as an .xlsx (every claim the filters find, up to EXPORT_MAX) and one claim's
// printable summary as a PDF, both in the user's language.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { CLAIM_STATUS_CODE, isClaimStatusId, type ClaimListQuery } from '../../domain/claims';
import { customerLabel } from '../../domain/customer-code';
import { formatDate, formatDateTime } from '../../domain/format';
import { htmlLangOf, type Locale } from '../../domain/locales';
import type { Translate } from '../i18n';
import { writeXlsx, type SheetRow } from '../spreadsheet/xlsx';
import type { Services } from '../services';
import { statusLabel } from '../status-label';
import { ClaimsV3Document } from '../upstream/generated';
import { claimReach, type ClaimUser } from './claim-reach';
import { problemDescription, problemPart } from './claim-texts';
import type { ClaimComment, ClaimDetail } from './claims.service';

export const EXPORT_MAX = 5_000;
const BATCH = 200;
const label = (t: Translate, s: { id: number; description: string }) => (isClaimStatusId(s.id) ? statusLabel(t, 'claimStatus', CLAIM_STATUS_CODE[s.id]) : s.description);

export async function exportClaims(deps: Pick<Services, 'upstream'>, user: ClaimUser, q: ClaimListQuery, t: Translate, locale: Locale): Promise<Uint8Array> {
  const reach = await claimReach(deps.upstream, user);
  const rows: SheetRow[] = [[t('claims.reference'), t('claims.created_at'), t('claims.customer'), t('claims.frame_number'), t('claims.article_code'), t('claims.article'), t('claims.qty'), t('claims.status')]];
  for (let page = 1; reach.kind !== 'none' && rows.length <= EXPORT_MAX; page++) {
    const { claimsV3 } = await deps.upstream.request(ClaimsV3Document, {
      page, limit: BATCH, filter: { search: q.search || null, statusId: q.status ?? null, from: q.from ?? null, to: q.to ?? null },
      custCode: reach.kind === 'customer' ? reach.custCode : null, custCodes: reach.kind === 'customers' ? reach.custCodes : null,
    });
    for (const c of claimsV3.data) rows.push([c.referenceNo, formatDate(locale, c.createdAt.slice(0, 10)), c.custName, c.frameNumber ?? '', c.articleCode, c.articleName, c.qty, label(t, c.status)]);
    if (page >= claimsV3.info.pageTotal) break;
  }
  return writeXlsx(t('route.claim'), rows.slice(0, EXPORT_MAX + 1));
}

const winAnsi = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€•]/g, '?');

export async function claimSummaryPdf(claim: ClaimDetail, comments: readonly ClaimComment[], t: Translate, locale: Locale, webTitle: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]);
  let y = 790;
  const line = (text: string, f: PDFFont = font, size = 10, x = 50) => {
    if (y < 60) {
      page = doc.addPage([595, 842]);
      y = 790;
    }
    page.drawText(winAnsi(text).slice(0, 110), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
    y -= size + 6;
  };
  const title = t('claims.detail_title', { reference: claim.referenceNo });
  doc.setTitle(title);
  doc.setLanguage(htmlLangOf(locale));
  line(webTitle, bold, 12);
  line(title, bold, 18);
  const facts: [string, string | null | undefined][] = [
    [t('claims.status'), label(t, claim.status)], [t('claims.created_at'), formatDate(locale, claim.createdAt.slice(0, 10))],
    [t('claims.customer'), customerLabel(claim.custName, claim.custCode)], [t('claims.frame_number'), claim.frameNumber], [t('claims.shipped_delivery'), claim.frameShippedDelvNo],
    [t('claims.article'), `${claim.articleName} (${claim.articleCode})`], [t('claims.brand'), claim.brandName], [t('claims.model'), claim.model],
    [t('claims.purchase_date'), formatDate(locale, claim.purchaseDate)], [t('claims.qty'), String(claim.qty)], [t('claims.consumer_name'), claim.consumer?.name],
    [t('claims.credit_note'), claim.creditNote], [t('claims.reason_rejection'), claim.reasonRejection],
  ];
  for (const [k, v] of facts) if (v) line(`${k}: ${v}`);
  line(`${t('claims.description')}: ${claim.description.replace(/\s+/g, ' ')}`);
  line(t('claims.problems'), bold, 12);
  for (const p of claim.problems) line(`• ${problemPart(locale, p.part).text}: ${problemDescription(locale, p).text}${p.notes ? ` – ${p.notes}` : ''}`);
  line(t('claims.history'), bold, 12);
  for (const h of claim.histories) line(`${formatDateTime(locale, h.createdAt)}  ${label(t, h.status)}${h.reason ? ` – ${h.reason}` : ''}`);
  line(t('claims.comments'), bold, 12);
  for (const c of comments) line(`${formatDateTime(locale, c.createdAt)}  ${c.displayName}: ${c.comment.replace(/\s+/g, ' ')}`);
  return doc.save();
}
