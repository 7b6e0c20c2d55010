// The island's calls to /api/invoice-payments through spokeFetch (refresh once on 401, sign out on 403).
import { spokeFetch } from '../lib/http';

export interface ApiFailure {
  readonly message: string;
  readonly messageKey: string;
  readonly issues: readonly { path: string; message: string }[];
}

export interface CreatedRequest {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly methodType: string;
  readonly merchant: string;
  readonly virtualAccountNo: string | null;
  readonly expiredDate: string;
}

async function failureOf(res: Response): Promise<ApiFailure> {
  const body = (await res.json().catch(() => null)) as { error?: Partial<ApiFailure> } | null;
  return { message: body?.error?.message ?? res.statusText, messageKey: body?.error?.messageKey ?? '', issues: body?.error?.issues ?? [] };
}

export async function submitPayment(body: unknown, key: string, locale: string): Promise<{ ok: true; request: CreatedRequest } | { ok: false; failure: ApiFailure }> {
  const res = await spokeFetch(`/api/invoice-payments?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  if (!res.ok) return { ok: false, failure: await failureOf(res) };
  return { ok: true, request: ((await res.json()) as { data: CreatedRequest }).data };
}

export async function deleteSaved(id: string, locale: string): Promise<boolean> {
  const res = await spokeFetch(`/api/invoice-payments/saved/${encodeURIComponent(id)}?locale=${locale}`, { method: 'DELETE' });
  return res.ok;
}

export async function voidRequest(company: string, merchant: string, locale: string): Promise<boolean> {
  const res = await spokeFetch(`/api/invoice-payments/void?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company, merchant }),
  });
  return res.ok;
}

/** One key per intended payment: a retry or double click reuses it; a reset makes a new one. */
export function newIdempotencyKey(): string {
  return `pay-${crypto.randomUUID()}`;
}
