// The public new-customer inquiry: countries and cities, and the inquiry itself, sent to the
// upstream's public endpoint and mailed to the host's sales address. A honeypot, a per-address
// rate limit and the size limit of every field keep abuse out without bothering people.
import { HONEYPOT_FIELD, INQUIRY_FIELDS, INQUIRY_RATE_LIMIT, INQUIRY_RATE_WINDOW_SECONDS, inquirySchema, type InquiryInput } from '../../domain/inquiry/inquiry.rules';
import type { HostConfig } from '../../domain/hosts.types';
import type { Cache, Mailer } from '../runtime/types';
import type { UpstreamClient } from '../upstream';
import { CountriesDocument, CreateCustomerInquiryDocument, InquiryCitiesDocument } from '../upstream/generated';
import { getPublicUpstream } from '../upstream/public-client';

export interface InquiryDeps {
  publicUpstream?: UpstreamClient | undefined;
  cache: Cache;
  mail: Mailer;
}

export type InquiryOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'rate_limited' }
  | { kind: 'failed' };

export type InquiryHost = Pick<HostConfig, 'key' | 'telpCode' | 'emailSupport' | 'webTitle'>;

/** The hosts whose login page offers the inquiry (login.astro reads the same two settings). */
export function offersInquiry(host: Pick<HostConfig, 'allowNewCustomerInquiry' | 'hideNewCustomerInquiry'>): boolean {
  return host.allowNewCustomerInquiry && !host.hideNewCustomerInquiry;
}

const upstreamOf = (deps: Pick<InquiryDeps, 'publicUpstream'>) => deps.publicUpstream ?? getPublicUpstream();

export async function readCountries(deps: Pick<InquiryDeps, 'publicUpstream'>) {
  return (await upstreamOf(deps).request(CountriesDocument, {})).countries;
}

export async function readCities(deps: Pick<InquiryDeps, 'publicUpstream'>, countryId: string) {
  return (await upstreamOf(deps).request(InquiryCitiesDocument, { countries: [countryId] })).cities;
}

/** True while the address is under its hourly allowance; counts this attempt. */
async function withinRate(cache: Cache, address: string): Promise<boolean> {
  const key = `inquiry-rate:${address}`;
  const used = (await cache.get<number>(key)) ?? 0;
  if (used >= INQUIRY_RATE_LIMIT) return false;
  await cache.set(key, used + 1, INQUIRY_RATE_WINDOW_SECONDS);
  return true;
}

function mailText(input: InquiryInput, city: string, country: string): string {
  return [
    `Reason: ${input.reason}`, `Goal: ${input.goal}`, `Company: ${input.custName}`, `Address: ${input.custAddress}`, `State: ${input.custState}`,
    `Postal code: ${input.custPostalCode ?? '-'}`, `City: ${city}`, `Country: ${country}`, `E-mail: ${input.custEmail}`, `Phone: ${input.custPhone}`, `Website: ${input.custWeb ?? '-'}`,
  ].join('\n');
}

export async function sendInquiry(deps: InquiryDeps, host: InquiryHost, address: string, raw: Record<string, unknown>): Promise<InquiryOutcome> {
  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD] !== '') return { kind: 'sent' };
  const values = Object.fromEntries(INQUIRY_FIELDS.map((f) => [f, typeof raw[f] === 'string' ? raw[f] : undefined]));
  const parsed = inquirySchema(host.telpCode).safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    return { kind: 'invalid', errors };
  }
  const input = parsed.data;
  const [countries, cities] = await Promise.all([readCountries(deps), readCities(deps, input.custCountry)]);
  const country = countries.find((c) => c.id === input.custCountry);
  const city = cities.find((c) => c.id === input.custCity);
  if (!country) return { kind: 'invalid', errors: { custCountry: 'validation.required' } };
  if (!city) return { kind: 'invalid', errors: { custCity: 'validation.required' } };
  if (!(await withinRate(deps.cache, address))) return { kind: 'rate_limited' };
  const { createCustomerInquiry: out } = await upstreamOf(deps).request(CreateCustomerInquiryDocument, {
    input: { host: host.key, ...input, custPostalCode: input.custPostalCode ?? null, custWeb: input.custWeb ?? null },
  });
  if (!out.message.status) {
    const errors = Object.fromEntries(out.userErrors.map((e) => [e.field ?? '', 'inquiry.check_field']));
    return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'failed' };
  }
  await deps.mail.send({ to: host.emailSupport, subject: `New customer inquiry (${host.webTitle}): ${input.custName}`, text: mailText(input, city.name, country.name) });
  return { kind: 'sent' };
}
