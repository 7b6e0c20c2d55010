// Inputs of the click-and-collect API and page forms.
import { z } from 'zod';
import { CC_SHIPMENTS, CC_STATUSES } from './click-collect.rules';

export const ccOrderId = z.string().trim().regex(/^[A-Za-z0-9-]{1,30}$/);

/** `?status=open,confirmed` (or repeated); empty means every status. */
export const ccListQuery = z.object({
  status: z
    .string()
    .max(300)
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter((s) => s !== '') : []))
    .pipe(z.array(z.enum(CC_STATUSES)).max(CC_STATUSES.length)),
});

export const ccStatusSchema = z.object({ status: z.enum(CC_STATUSES) });

export const ccShipmentsSchema = z.object({
  shipment: z.array(z.object({ detailId: z.string().trim().min(1).max(40), shipment: z.enum(CC_SHIPMENTS) })).min(1).max(200),
  /** The dealer confirmed that the submit cannot be undone. */
  confirm: z.literal(true, { error: 'click_collect.confirm_required' }),
});
export type CcShipmentsInput = z.infer<typeof ccShipmentsSchema>;
