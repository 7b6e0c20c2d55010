// What /new-customer-inquiry does: a plain form POST (no JavaScript needed) that either shows the
// cities of another country, answers with the field messages, or sends and shows the confirmation.
import { HONEYPOT_FIELD, INQUIRY_FIELDS } from '../../domain/inquiry/inquiry.rules';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import { readCities, readCountries, sendInquiry, type InquiryDeps, type InquiryHost } from './inquiry.service';

export type InquiryPage =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; status: number; sent: boolean; countries: { id: string; name: string }[]; cities: { id: string; name: string }[];
      values: Record<string, string>; errors: Record<string, string>; error: string | null };

const pick = (form: FormData) => Object.fromEntries([...INQUIRY_FIELDS, HONEYPOT_FIELD].map((f) => [f, formText(form, f)]));

export async function runInquiryPage(deps: InquiryDeps, host: InquiryHost & { countryId: string }, request: Request, url: URL, address: string): Promise<InquiryPage> {
  let values: Record<string, string> = {};
  let errors: Record<string, string> = {};
  let error: string | null = null;
  let status = 200;
  if (request.method === 'POST') {
    const read = await readPageForm(request);
    if (!read.ok) {
      error = UNREADABLE_FORM_KEY;
      status = 400;
    } else {
      values = pick(read.form);
      // "Show cities" re-renders the form for the chosen country; nothing is sent.
      if (formText(read.form, 'step') !== 'cities') {
        const outcome = await sendInquiry(deps, host, address, values);
        if (outcome.kind === 'sent') return { kind: 'redirect', to: `${url.pathname}?sent=1` };
        status = outcome.kind === 'rate_limited' ? 429 : outcome.kind === 'failed' ? 502 : 400;
        if (outcome.kind === 'invalid') errors = outcome.errors;
        error = outcome.kind === 'rate_limited' ? 'inquiry.rate_limited' : outcome.kind === 'failed' ? 'inquiry.failed' : 'account.check_input';
      }
    }
  }
  const sent = request.method === 'GET' && url.searchParams.get('sent') === '1';
  if (sent) return { kind: 'render', status, sent, countries: [], cities: [], values, errors, error };
  const countries = await readCountries(deps);
  const country = countries.find((c) => c.id === values['custCountry'])?.id ?? countries.find((c) => c.id === host.countryId)?.id ?? countries[0]?.id ?? '';
  values['custCountry'] = country;
  const cities = country ? (await readCities(deps, country)).map((c) => ({ id: c.id, name: c.name })) : [];
  return { kind: 'render', status, sent, countries: countries.map((c) => ({ id: c.id, name: c.name })), cities, values, errors, error };
}
