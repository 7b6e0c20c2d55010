// The edit-profile page's form POST (zero JavaScript): validate, save, renew the session's tokens
// so the header shows the new name at once, then redirect (post/redirect/get).
import { refresh } from '../auth/auth.service';
import { requestCredentials, serializeCookie, tokenCookies } from '../auth/cookies';
import { sessionSecret } from '../auth/secret';
import type { Services } from '../services';
import { profileSchema } from './profile.schema';
import { updateProfile, type Profile, type ProfileRequester } from './profile.service';
import { formText as text, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';

export type FormValues = Record<'name' | 'email' | 'language', string>;

export type FormOutcome =
  | { kind: 'saved'; response: Response }
  | { kind: 'invalid'; values: FormValues; errors: Record<string, string> }
  | { kind: 'unreadable'; messageKey: typeof UNREADABLE_FORM_KEY };

async function renewedCookies(services: Services, headers: Headers): Promise<string[]> {
  const { refreshToken } = requestCredentials(headers);
  if (!refreshToken) return [];
  try {
    const tokens = await refresh({ db: services.db, upstream: services.upstream, secret: sessionSecret() }, refreshToken);
    return tokenCookies(tokens.accessToken, tokens.refreshToken).map(serializeCookie);
  } catch {
    // The change is saved; the name in the header follows with the next regular refresh.
    return [];
  }
}

export async function handleProfileForm(services: Services, who: ProfileRequester, request: Request, savedUrl: string): Promise<FormOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'unreadable', messageKey: UNREADABLE_FORM_KEY };
  const { form } = read;
  const values: FormValues = { name: text(form, 'name'), email: text(form, 'email'), language: text(form, 'language') };
  const parsed = profileSchema.safeParse({ ...values, currentPassword: text(form, 'currentPassword'), newPassword: text(form, 'newPassword'), confirmPassword: text(form, 'confirmPassword') });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
    return { kind: 'invalid', values, errors };
  }
  const result = await updateProfile(services.db, who, parsed.data);
  if (!result.ok) return { kind: 'invalid', values, errors: { [result.field ?? 'name']: result.messageKey } };
  const headers = new Headers({ Location: savedUrl, 'Cache-Control': 'no-store' });
  for (const cookie of await renewedCookies(services, request.headers)) headers.append('Set-Cookie', cookie);
  return { kind: 'saved', response: new Response(null, { status: 303, headers }) };
}

export function formValuesOf(profile: Profile): FormValues {
  return { name: profile.name, email: profile.email, language: profile.language };
}
