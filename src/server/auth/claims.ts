// What a signed access token says about its user. Built from the portal database at sign-in and
// refresh; read at the edge and by the API without touching the database.
import { isSalesUser } from '../../domain/user-kind';

export interface CustCode {
  r3: string;
  isr: string | null;
}

/** A user area in short form: [sorg, limitation, value]. */
export type CompactArea = [sorg: string | null, limitation: string, value: string];

export interface UserFlags {
  isSales: boolean;
  isCustomer: boolean;
  isCustVendor: boolean;
  hasCustCode: boolean;
}

/** The access token payload (JWT claims). */
export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id (sessions.id). */
  sid: string;
  name: string;
  lang: string;
  lim: string | null;
  scp: string[];
  areas: CompactArea[];
  flags: UserFlags;
  salesActiveCustCode: CustCode | null;
  iat: number;
  exp: number;
}

/** Everything the portal database knows about a user that goes into a token. */
export interface Identity {
  id: number;
  username: string;
  name: string;
  language: string;
  limitation: string | null;
  disabled: boolean;
  roles: string[];
  scopes: string[];
  areas: CompactArea[];
  customers: CustCode[];
}

export const CUSTOMER_VENDOR_ROLE = 'customer-vendor';

export function flagsOf(identity: Identity, active: CustCode | null): UserFlags {
  const isSales = isSalesUser(identity.roles);
  const isCustVendor = identity.roles.includes(CUSTOMER_VENDOR_ROLE);
  const isCustomer = !isSales && !isCustVendor && identity.customers.length > 0;
  return { isSales, isCustomer, isCustVendor, hasCustCode: active !== null };
}

/** Dealers and customer-vendors act for their own (first) customer; everybody else for the one they chose. */
export function defaultCustomer(identity: Identity): CustCode | null {
  if (isSalesUser(identity.roles)) return null;
  return identity.customers[0] ?? null;
}

export function sameCustomer(a: CustCode | null, b: CustCode | null): boolean {
  if (a === null || b === null) return a === b;
  return a.r3 === b.r3 && (a.isr ?? null) === (b.isr ?? null);
}

/** The code the spec shows and compares: ISR when present, else R3. */
export function custCodeId(code: CustCode | null): string {
  return code ? (code.isr ?? code.r3) : '';
}

export function buildClaims(identity: Identity, sessionId: string, active: CustCode | null, now: Date, ttlSeconds: number): AccessClaims {
  const iat = Math.floor(now.getTime() / 1000);
  return {
    sub: String(identity.id),
    sid: sessionId,
    name: identity.name,
    lang: identity.language,
    lim: identity.limitation,
    scp: identity.scopes,
    areas: identity.areas,
    flags: flagsOf(identity, active),
    salesActiveCustCode: active,
    iat,
    exp: iat + ttlSeconds,
  };
}
