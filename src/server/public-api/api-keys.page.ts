// The API keys page's form POSTs (zero JavaScript): create a key (its secret shown in this one
// answer, never again) or revoke one. A double-submitted create makes one key: the form carries a
// token that claims the portal's idempotency store like a checkout does.
import { apiKeyFormSchema, revokeFormSchema } from '../../domain/public-api/api-key.rules';
import type { AccessClaims } from '../auth/claims';
import { claimKey, completeKey, releaseKey } from '../cart/idempotency.repo';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { createApiKey, revokeApiKey } from './api-keys.service';

export type KeyFormOutcome =
  | { kind: 'created'; name: string; secret: string }
  | { kind: 'duplicate' }
  | { kind: 'revoked' }
  | { kind: 'invalid'; values: { name: string; access: string }; errors: Record<string, string> }
  | { kind: 'refused'; messageKey: string };

const FORM_TOKEN = /^[A-Za-z0-9_-]{16,80}$/;

/** A fresh token for the create form; the page renders it into a hidden field. */
export const newFormToken = (): string => crypto.randomUUID();

export async function handleKeyForm(services: Services, user: AccessClaims, request: Request): Promise<KeyFormOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'refused', messageKey: UNREADABLE_FORM_KEY };
  const { form } = read;
  const customer = user.salesActiveCustCode;
  if (!customer) return { kind: 'refused', messageKey: 'api_keys.not_allowed' };
  const actor = { userId: Number(user.sub), customer };
  if (formText(form, 'intent') === 'revoke') {
    const parsed = revokeFormSchema.safeParse({ keyId: formText(form, 'keyId') });
    // A key already revoked (a second click) or another customer's id: nothing to do, nothing told.
    if (parsed.success) await revokeApiKey(services.db, actor, parsed.data.keyId);
    return { kind: 'revoked' };
  }
  const values = { name: formText(form, 'name'), access: formText(form, 'access') };
  const parsed = apiKeyFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
    return { kind: 'invalid', values, errors };
  }
  const token = formText(form, 'formToken');
  if (!FORM_TOKEN.test(token)) return { kind: 'refused', messageKey: UNREADABLE_FORM_KEY };
  const scope = `api-key:${user.sub}:${customer.r3}`;
  const claim = await claimKey(services.db, scope, token, JSON.stringify([parsed.data.name, parsed.data.access]));
  if (claim.kind !== 'claimed') return { kind: 'duplicate' };
  const outcome = await createApiKey(services.db, { ...actor, scopes: user.scp }, parsed.data).catch(async (error: unknown) => {
    await releaseKey(services.db, scope, token);
    throw error;
  });
  if (outcome.kind === 'refused') {
    await releaseKey(services.db, scope, token);
    return { kind: 'refused', messageKey: outcome.messageKey };
  }
  await completeKey(services.db, scope, token, 201, JSON.stringify({ id: outcome.id }));
  return { kind: 'created', name: parsed.data.name, secret: outcome.secret };
}
