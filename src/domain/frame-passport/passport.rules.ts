// Who may read a frame's passport (decision 0113): the dealer that received or registered the frame,
// staff of its sales organisations, administrators. Pure: the page and the API share it.

/** A signed-in user as the passport's rule sees them. */
export interface PassportReader {
  /** No limitation and not a customer's user: every frame. */
  administrator: boolean;
  /** The customer a dealer (or customer-vendor) user acts for; null for staff. */
  customer: string | null;
  /** The sales organisations a staff user works in (their user areas). */
  salesOrgs: readonly string[];
}

/** Whom a frame belongs to: the dealer it was shipped to, the one that registered it, its sales organisations. */
export interface FrameParties {
  shippedTo: string;
  registeredBy: string | null;
  salesOrgs: readonly string[];
}

/** A user area in short form: [sorg, limitation, value] (audit areas name the sales organisation as their value). */
type Area = readonly [sorg: string | null, limitation: string, value: string];

export function passportReaderOf(user: {
  lim: string | null;
  areas: readonly Area[];
  flags: { isCustomer: boolean; isCustVendor: boolean };
  salesActiveCustCode: { r3: string } | null;
}): PassportReader {
  const dealer = user.flags.isCustomer || user.flags.isCustVendor;
  if (dealer) return { administrator: false, customer: user.salesActiveCustCode?.r3 ?? null, salesOrgs: [] };
  const salesOrgs = new Set<string>();
  for (const [sorg, limitation, value] of user.areas) {
    const named = sorg ?? (limitation === 'audit' ? value : null);
    if (named) salesOrgs.add(named);
  }
  return { administrator: user.lim === null, customer: null, salesOrgs: [...salesOrgs] };
}

/**
 * The dealer that received or registered the frame, staff of one of its sales organisations, and
 * administrators read the passport; anyone else is answered as if the frame did not exist.
 */
export function mayReadPassport(reader: PassportReader, frame: FrameParties): boolean {
  if (reader.administrator) return true;
  if (reader.customer !== null) return reader.customer === frame.shippedTo || reader.customer === frame.registeredBy;
  return reader.salesOrgs.some((sorg) => frame.salesOrgs.includes(sorg));
}
