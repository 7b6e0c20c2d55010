// Click and collect (docs/requirements.md#click-and-collect): statuses, the shipment choice of each article and the
// moves the upstream allows (decision 0047). Shared by the embedded upstream, server and pages.

export const CC_STATUSES = [
  'need_confirmation',
  'open',
  'shipped',
  'processing_by_hq',
  'confirmed',
  'shipment_from_hq',
  'partially_shipped',
  'ready_to_pickup',
  'complete',
] as const;
export type CcStatus = (typeof CC_STATUSES)[number];

export const CC_SHIPMENTS = ['order_to_hq', 'ready_to_pickup'] as const;
export type CcShipment = (typeof CC_SHIPMENTS)[number];

/** The spec's exact words when an article has no choice yet. */
export const CC_CHOOSE_ALL_MESSAGE = 'All item need to choose (Order To HQ / Ready To Pickup).';

export function isCcStatus(value: string): value is CcStatus {
  return (CC_STATUSES as readonly string[]).includes(value);
}

/** Status changes other than the shipment submit; complete is final. */
const MOVES: Readonly<Record<CcStatus, readonly CcStatus[]>> = {
  need_confirmation: [],
  open: ['confirmed'],
  confirmed: ['ready_to_pickup'],
  processing_by_hq: ['shipment_from_hq'],
  shipment_from_hq: ['ready_to_pickup'],
  partially_shipped: ['shipment_from_hq', 'ready_to_pickup'],
  shipped: ['complete'],
  ready_to_pickup: ['complete'],
  complete: [],
};

export function nextCcStatuses(from: string): readonly CcStatus[] {
  return isCcStatus(from) ? MOVES[from] : [];
}

export function canMoveCc(from: string, to: string): boolean {
  return nextCcStatuses(from).includes(to as CcStatus);
}

/** Shipment choices are made once, while the order still needs confirmation. */
export function canChooseShipments(status: string): boolean {
  return status === 'need_confirmation';
}

export type ShipmentCheck = { ok: true; choices: Map<string, CcShipment> } | { ok: false; message: typeof CC_CHOOSE_ALL_MESSAGE; missing: string[] };

/** Every article of the order must carry a choice, and only its own articles. */
export function checkShipments(lineIds: readonly string[], chosen: ReadonlyMap<string, string>): ShipmentCheck {
  const choices = new Map<string, CcShipment>();
  const missing: string[] = [];
  for (const id of lineIds) {
    const value = chosen.get(id);
    if (value === 'order_to_hq' || value === 'ready_to_pickup') choices.set(id, value);
    else missing.push(id);
  }
  return missing.length === 0 ? { ok: true, choices } : { ok: false, message: CC_CHOOSE_ALL_MESSAGE, missing };
}

/**
 * Where an order goes once its choices are submitted: ready when the shop holds every article, else
 * HQ is working on it. Nothing has shipped at that moment, so never Partially Shipped: that status
 * names an order of which some quantity, not all, has shipped (decision 0108).
 */
export function statusAfterShipments(choices: Iterable<CcShipment>): CcStatus {
  return [...choices].every((c) => c === 'ready_to_pickup') ? 'ready_to_pickup' : 'processing_by_hq';
}
