// Registered frames and retail-sales entries: list, check, register (one or many), reupload, delete.
import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import { customers } from '../db/schema/sales';
import { frameRegistrations, frames } from '../db/schema/frames';
import { failed, succeeded, type LedgerDb, type MutationOutcome } from '../ledger/db';
import { pageArgs, pageInfo } from '../resolvers';

export interface FrameFilter {
  custCode: string;
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  type?: string | null;
  status?: string | null;
  frameNumber?: string | null;
}

export interface RegisterInput {
  frameNumber: string;
  soldDate: string;
  useAccountData: boolean;
  type?: string | null;
  customer?: { name: string; phone?: string | null; email?: string | null; city?: string | null; address?: string | null } | null;
  dealer?: string | null;
}

type Registration = typeof frameRegistrations.$inferSelect;
type Frame = typeof frames.$inferSelect;

const dateFormatted = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function toView(r: Registration, f: Frame | undefined) {
  return {
    ...r, id: String(r.id), nonRetail: r.type === 'non-retail', brand: f?.brand ?? '', articleCode: f?.articleCode ?? '',
    articleDescription: f?.articleDescription ?? '', oldCode: f?.oldCode ?? null, soldDateFormatted: dateFormatted(r.soldDate),
  };
}

export async function listRegistrations(db: LedgerDb, f: FrameFilter) {
  const { page, limit, offset } = pageArgs(f.page, f.limit, 10);
  const term = f.search?.trim().toUpperCase();
  const where = and(
    eq(frameRegistrations.custCode, f.custCode),
    f.type ? eq(frameRegistrations.type, f.type) : undefined,
    f.status ? eq(frameRegistrations.status, f.status) : undefined,
    f.frameNumber ? eq(frameRegistrations.frameNumber, f.frameNumber) : undefined,
    term ? or(like(frameRegistrations.frameNumber, `%${term}%`), like(frameRegistrations.customerName, `%${f.search?.trim()}%`), like(frames.articleDescription, `%${f.search?.trim()}%`)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(frameRegistrations).leftJoin(frames, eq(frames.frameNumber, frameRegistrations.frameNumber)).where(where)
      .orderBy(desc(frameRegistrations.createdAt), desc(frameRegistrations.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(frameRegistrations).leftJoin(frames, eq(frames.frameNumber, frameRegistrations.frameNumber)).where(where),
  ]);
  return { data: rows.map((r) => toView(r.frame_registrations, r.frames ?? undefined)), info: pageInfo(page, limit, totals[0]?.n ?? 0) };
}

/** ok, unknown (not one of ours), not_shipped (shipped to someone else) or reported (registered already). */
export async function checkFrames(db: LedgerDb, custCode: string, numbers: readonly string[]) {
  const unique = [...new Set(numbers)];
  const known = new Map<string, Frame>();
  const reported = new Set<string>();
  // SQLite binds at most 32,766 parameters; uploads stay far below in chunks of 900.
  for (let i = 0; i < unique.length; i += 900) {
    const chunk = unique.slice(i, i + 900);
    for (const f of await db.select().from(frames).where(inArray(frames.frameNumber, chunk))) known.set(f.frameNumber, f);
    for (const r of await db.select({ n: frameRegistrations.frameNumber }).from(frameRegistrations).where(inArray(frameRegistrations.frameNumber, chunk))) reported.add(r.n);
  }
  return numbers.map((frameNumber) => {
    const f = known.get(frameNumber);
    const state = !f ? 'unknown' : f.custCode !== custCode ? 'not_shipped' : reported.has(frameNumber) ? 'reported' : 'ok';
    const visible = f && f.custCode === custCode;
    return { frameNumber, state, brand: visible ? f.brand : null, articleCode: visible ? f.articleCode : null, articleDescription: visible ? f.articleDescription : null, shippedAt: visible ? f.shippedAt : null };
  });
}

const STATE_TEXT: Record<string, string> = {
  unknown: 'frame not polygon',
  not_shipped: 'frame not shipped to this dealer',
  reported: 'frame already reported',
};

async function dealerOf(db: LedgerDb, custCode: string) {
  const rows = await db.select().from(customers).where(eq(customers.r3, custCode)).limit(1);
  return rows[0];
}

function rowOf(input: RegisterInput, dealer: Awaited<ReturnType<typeof dealerOf>>, custCode: string, now: Date): typeof frameRegistrations.$inferInsert {
  const consumer = input.useAccountData || !input.customer
    ? { name: dealer?.name ?? custCode, phone: dealer?.phone ?? null, email: dealer?.email ?? null, city: dealer?.city ?? null, address: dealer?.address ?? null }
    : input.customer;
  return {
    frameNumber: input.frameNumber, type: input.type === 'non-retail' ? 'non-retail' : 'retail', custCode, soldDate: input.soldDate,
    customerName: consumer.name, customerPhone: consumer.phone ?? null, customerEmail: consumer.email ?? null, customerCity: consumer.city ?? null,
    customerAddress: consumer.address ?? null, dealerName: input.dealer?.trim() || (dealer?.name ?? custCode), status: 'pending', createdAt: now.toISOString(),
  };
}

/** Checks every row first; writes all of them in one statement or none. */
export async function registerFrames(db: LedgerDb, custCode: string, inputs: readonly RegisterInput[], now: Date) {
  const checks = await checkFrames(db, custCode, inputs.map((i) => i.frameNumber));
  const seen = new Set<string>();
  const userErrors: { field: string | null; message: string }[] = [];
  checks.forEach((c, i) => {
    const input = inputs[i];
    if (c.state !== 'ok') userErrors.push({ field: String(i), message: STATE_TEXT[c.state] ?? c.state });
    else if (seen.has(c.frameNumber)) userErrors.push({ field: String(i), message: STATE_TEXT['reported'] ?? 'reported' });
    else if (input && c.shippedAt && input.soldDate < c.shippedAt) userErrors.push({ field: String(i), message: 'sold before the frame was shipped' });
    seen.add(c.frameNumber);
  });
  if (userErrors.length > 0) return { registered: 0, rows: [], message: { status: false, description: userErrors[0]?.message ?? null }, userErrors };
  const dealer = await dealerOf(db, custCode);
  const values = inputs.map((input) => rowOf(input, dealer, custCode, now));
  const rows: Registration[] = [];
  for (let i = 0; i < values.length; i += 500) rows.push(...(await db.insert(frameRegistrations).values(values.slice(i, i + 500)).returning()));
  const byFrame = new Map(checks.map((c) => [c.frameNumber, c]));
  const views = rows.map((r) => {
    const c = byFrame.get(r.frameNumber);
    return toView(r, c ? { frameNumber: r.frameNumber, brand: c.brand ?? '', articleCode: c.articleCode ?? '', articleDescription: c.articleDescription ?? '', oldCode: null, custCode, shippedAt: c.shippedAt ?? '' } : undefined);
  });
  return { registered: rows.length, rows: views, message: { status: true, description: `${rows.length} frames registered` }, userErrors: [] };
}

export async function reuploadEntry(db: LedgerDb, custCode: string, id: string): Promise<MutationOutcome> {
  const updated = await db.update(frameRegistrations).set({ status: 'pending' })
    .where(and(eq(frameRegistrations.id, Number(id)), eq(frameRegistrations.custCode, custCode), eq(frameRegistrations.status, 'failed'))).returning({ id: frameRegistrations.id });
  return updated.length > 0 ? succeeded('Entry sent again') : failed('Failed to reupload, please try again.', 'id');
}

export async function deleteRegistration(db: LedgerDb, custCode: string, frameNumber: string, type: string): Promise<MutationOutcome> {
  const deleted = await db.delete(frameRegistrations)
    .where(and(eq(frameRegistrations.frameNumber, frameNumber), eq(frameRegistrations.type, type), eq(frameRegistrations.custCode, custCode))).returning({ id: frameRegistrations.id });
  return deleted.length > 0 ? succeeded('Registration deleted') : failed('Registered frame not found', 'frameNumber');
}
