// The frame passport's rules (decision 0113): what the search box takes for a serial, the passport's
// path, and who may read a frame's passport.
import { describe, expect, it } from 'vitest';
import { mayReadPassport, passportPath, passportReaderOf, serialOf, type FrameParties } from '../../src/domain/frame-passport';
import { normaliseFrame } from '../../src/domain/frames';

describe('serialOf', () => {
  it.each([
    ['KE250000002', 'KE250000002'],
    ['ke25 0000002', 'KE250000002'],
    ['  no260000001 ', 'NO260000001'],
    ['WTU-123A45678', 'WTU-123A45678'],
    ['A1234567', 'A1234567'],
  ])('takes %j for the serial %s', (term, serial) => {
    expect(serialOf(term)).toBe(serial);
    expect(serialOf(term)).toBe(normaliseFrame(term));
  });

  it.each(['100000334', 'Shimano 105', 'XT M8100', 'kestrel dustline', 'KE25', 'A12345', `KE${'0'.repeat(19)}`, 'KE25000000<2', '-KE25000002'])(
    'leaves %j to the catalogue search',
    (term) => {
      expect(serialOf(term)).toBeNull();
    },
  );
});

describe('passportPath', () => {
  it('puts the normalised serial under the locale', () => {
    expect(passportPath('de', 'ke25 0000002')).toBe('/de/frame/KE250000002');
    expect(passportPath('en-us', 'A-1/2')).toBe('/en-us/frame/A-1%2F2');
  });
});

const frame: FrameParties = { shippedTo: '0001000123', registeredBy: null, salesOrgs: ['US01'] };
const dealer = (r3: string | null) => passportReaderOf({ lim: 'customer', areas: [], flags: { isCustomer: true, isCustVendor: false }, salesActiveCustCode: r3 ? { r3 } : null });
const rep = passportReaderOf({ lim: 'salesman', areas: [['ID01', 'salesman', 'S10025'], ['US01', 'salesman', 'S10025']], flags: { isCustomer: false, isCustVendor: false }, salesActiveCustCode: { r3: '0004105617' } });
const auditor = passportReaderOf({ lim: 'audit', areas: [[null, 'audit', 'DE01']], flags: { isCustomer: false, isCustVendor: false }, salesActiveCustCode: null });
const admin = passportReaderOf({ lim: null, areas: [], flags: { isCustomer: false, isCustVendor: false }, salesActiveCustCode: null });

describe('mayReadPassport', () => {
  it('admits the dealer the frame was shipped to, acting for that customer', () => {
    expect(mayReadPassport(dealer('0001000123'), frame)).toBe(true);
    expect(mayReadPassport(dealer('0002000456'), frame)).toBe(false);
    expect(mayReadPassport(dealer(null), frame)).toBe(false);
  });

  it('admits the dealer that registered it as sold', () => {
    expect(mayReadPassport(dealer('0004105617'), { ...frame, registeredBy: '0004105617' })).toBe(true);
  });

  it('admits staff of one of the frame’s sales organisations, whoever they act for', () => {
    expect(rep).toEqual({ administrator: false, customer: null, salesOrgs: ['ID01', 'US01'] });
    expect(mayReadPassport(rep, frame)).toBe(true);
    expect(mayReadPassport(rep, { ...frame, salesOrgs: ['DE01', 'NL01'] })).toBe(false);
    expect(mayReadPassport(auditor, { ...frame, salesOrgs: ['DE01', 'NL01'] })).toBe(true);
    expect(mayReadPassport(auditor, frame)).toBe(false);
  });

  it('admits administrators to every frame and nobody without a role in it', () => {
    expect(mayReadPassport(admin, { ...frame, salesOrgs: ['NL01'] })).toBe(true);
    expect(mayReadPassport(passportReaderOf({ lim: 'customer', areas: [], flags: { isCustomer: false, isCustVendor: false }, salesActiveCustCode: null }), frame)).toBe(false);
  });

  it('never takes a customer-vendor or dealer for staff, whatever areas they carry', () => {
    const vendor = passportReaderOf({ lim: 'customer', areas: [['US01', 'customer', 'x']], flags: { isCustomer: false, isCustVendor: true }, salesActiveCustCode: { r3: '0003000789' } });
    expect(vendor.salesOrgs).toEqual([]);
    expect(mayReadPassport(vendor, frame)).toBe(false);
  });
});
