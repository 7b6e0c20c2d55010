// The dealer's e-mail on every status change: to each user of the claim's customer who asked for
// warranty mail (sendEmailWarranty), in that user's language. A failed send never undoes the change.
import { and, eq, isNull } from 'drizzle-orm';
import { userCustomers, users } from '../../../db/schema/identity';
import { CLAIM_STATUS_CODE, isClaimStatusId } from '../../domain/claims';
import { isLocale, type Locale } from '../../domain/locales';
import { t, type MessageKey } from '../i18n';
import type { Services } from '../services';
import type { ClaimDetailFieldsFragment } from '../upstream/generated';

const LOCALE_OF: Record<string, Locale> = { en: 'en-us', de: 'de', fr: 'fr', id: 'id-id', ms: 'ms-my' };

export function statusLabel(locale: Locale, id: number, fallback: string): string {
  return isClaimStatusId(id) ? t(locale, `claims.status.${CLAIM_STATUS_CODE[id]}` as MessageKey) : fallback;
}

export function renderStatusMail(locale: Locale, claim: ClaimDetailFieldsFragment, reason: string | null, site: string) {
  const status = statusLabel(locale, claim.status.id, claim.status.description);
  const lines = [t(locale, 'claims.mail.body', { reference: claim.referenceNo, status }), ...(reason ? [t(locale, 'claims.mail.reason', { reason })] : [])];
  return { subject: t(locale, 'claims.mail.subject', { site, reference: claim.referenceNo, status }), text: lines.join('\n') };
}

export async function mailStatusChange(deps: Pick<Services, 'db' | 'mail'>, claim: ClaimDetailFieldsFragment, reason: string | null, site: string): Promise<number> {
  const rows = await deps.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
    .where(and(eq(userCustomers.r3, claim.custCode), eq(users.sendEmailWarranty, true), eq(users.isFakeEmail, false), isNull(users.disabledAt)));
  let sent = 0;
  for (const row of rows) {
    const locale = LOCALE_OF[row.language] ?? 'en-us';
    try {
      await deps.mail.send({ to: row.email, ...renderStatusMail(isLocale(locale) ? locale : 'en-us', claim, reason, site) });
      sent += 1;
    } catch (cause) {
      console.warn('[claims] status mail not sent', cause);
    }
  }
  return sent;
}
