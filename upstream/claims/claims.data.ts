// Fixed reference data of the warranty desk: statuses with categories, who may move a claim where
// (product category × customer category × from → to; decision 0033), the problem list per product
// type and the PDI checklists per merchandise.
import { CLAIM_STATUS as S, CLAIM_STATUS_CATEGORY, CLAIM_STATUS_IDS, type ClaimCapability, type ClaimProductCategory } from '../../src/domain/claims/claim-status';

const DESCRIPTIONS: Record<number, string> = {
  1: 'Submitted', 2: 'In review', 3: 'Waiting for dealer', 4: 'Approved', 5: 'Parts shipped', 6: 'Credited', 7: 'Rejected', 8: 'Closed',
};

export const claimStatusRows = CLAIM_STATUS_IDS.map((id) => ({ id, description: DESCRIPTIONS[id] ?? String(id), category: CLAIM_STATUS_CATEGORY[id] }));

const COMMON: [number, number][] = [
  [S.submitted, S.inReview], [S.submitted, S.rejected],
  [S.inReview, S.waitingForDealer], [S.inReview, S.approved], [S.inReview, S.rejected],
  [S.waitingForDealer, S.inReview],
  [S.approved, S.credited],
  [S.partsShipped, S.closed], [S.credited, S.closed],
];

function capabilities(productCategory: ClaimProductCategory, customerCategory: string, moves: readonly [number, number][]): ClaimCapability[] {
  return moves.map(([fromStatus, toStatus]) => ({ productCategory, customerCategory, fromStatus, toStatus }));
}

/** Bikes get a replacement part shipped; parts and accessories are credited (or swapped) as a whole. */
export const claimCapabilityRows: ClaimCapability[] = [
  ...capabilities('bike', '*', [...COMMON, [S.approved, S.partsShipped]]),
  ...capabilities('paa', 'dealer', [...COMMON, [S.approved, S.partsShipped]]),
  // A customer-vendor resells: its accessory claims are only credited, never swapped.
  ...capabilities('paa', 'customer_vendor', COMMON),
];

export interface ProblemRow {
  id: string;
  part: string;
  description: string;
}

const BIKE_PROBLEMS: ProblemRow[] = [
  { id: 'FR-CRACK', part: 'Frame', description: 'Crack in the frame' },
  { id: 'FR-PAINT', part: 'Frame', description: 'Paint or decal defect' },
  { id: 'FK-PLAY', part: 'Fork', description: 'Play or noise in the fork' },
  { id: 'WH-TRUE', part: 'Wheel', description: 'Wheel out of true or broken spoke' },
  { id: 'DR-SHIFT', part: 'Drivetrain', description: 'Shifting fails or skips' },
  { id: 'BR-POWER', part: 'Brakes', description: 'Weak braking or leaking brake' },
  { id: 'EL-BATT', part: 'Battery', description: 'Battery does not charge or hold charge' },
  { id: 'EL-MOTOR', part: 'Motor', description: 'Motor noise or no assistance' },
];

const PAA_PROBLEMS: ProblemRow[] = [
  { id: 'PA-BROKEN', part: 'Product', description: 'Broken in normal use' },
  { id: 'PA-MISSING', part: 'Product', description: 'Part missing from the box' },
  { id: 'PA-FINISH', part: 'Finish', description: 'Surface or finish defect' },
  { id: 'PA-FIT', part: 'Fit', description: 'Does not fit as specified' },
];

export function problemsFor(productType: string): ProblemRow[] {
  return productType === 'Bike' ? BIKE_PROBLEMS : PAA_PROBLEMS;
}

export const ALL_PROBLEMS: readonly ProblemRow[] = [...BIKE_PROBLEMS, ...PAA_PROBLEMS];

export interface ChecklistRow {
  id: string;
  description: string;
  sorting: number;
}

const BASE_CHECKLIST = [
  'Frame and fork free of damage', 'Headset adjusted, no play', 'Wheels true, spokes tensioned', 'Tyres inflated to the marked pressure',
  'Brakes adjusted and tested', 'Gears indexed through every gear', 'Bolts torqued to specification', 'Saddle and bar set for the rider',
  'Lights and reflectors fitted', 'Test ride done',
];
const E_BIKE_CHECKLIST = ['Battery charged and locked', 'Motor firmware up to date', 'Display shows no error'];

/** The checklist of a merchandise category: electric bikes add their own checks after the common ones. */
export function checklistFor(merchandise: string): ChecklistRow[] {
  const electric = /e-|electric|ebike/i.test(merchandise);
  const items = electric ? [...BASE_CHECKLIST, ...E_BIKE_CHECKLIST] : BASE_CHECKLIST;
  return items.map((description, i) => ({ id: `CK${String(i + 1).padStart(2, '0')}`, description, sorting: (i + 1) * 10 }));
}

/** The distributor's delivery number of a shipped frame (the ERP derives it from the shipment). */
export function deliveryNoOf(frameNumber: string, shippedAt: string): string {
  let hash = 0;
  for (const ch of frameNumber) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `80${shippedAt.slice(2, 4)}${String(hash % 1_000_000).padStart(6, '0')}`;
}
