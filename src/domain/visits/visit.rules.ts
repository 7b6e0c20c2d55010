// Store-visit form rules shared by the form's script and the server (docs/requirements.md#store-visits,
// 5 and 9): the two brand forms, the eleven photo slots, photo sizes and the fields. Messages are
// locale keys.
import { z } from 'zod';
import { CLAIM_TEXT } from '../claims/claim.schema';
import { text } from '../validation';

export * from './photo.rules';
import { VISIT_BRANDS, type VisitBrand } from './photo.rules';

const short = (max: number) => text.trim().max(max, { error: 'visits.error.too_long' });
/**
 * What the visitor writes about the shop (notes, descriptions): the claim text rule of
 * docs/decisions/0098-claim-comment-text-rule.md, so "_", "?" or quotes pass and only markup and
 * escape characters are refused. Names of series keep the text rule.
 */
const prose = (max: number) => z.string({ error: 'validation.required' }).trim().max(max, { error: 'visits.error.too_long' }).regex(CLAIM_TEXT, { error: 'visits.error.free_text' });
const choice = z.string().trim().min(1).max(60).regex(/^[a-z0-9_-]+$/, { error: 'validation.alphanumeric' });
const count = z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).min(0, { error: 'validation.numeric' }).max(100_000, { error: 'validation.numeric' });

export const seriesBrandSchema = z.object({ brand: short(40).min(1, { error: 'validation.required' }), series: short(60).min(1, { error: 'validation.required' }) });

/** The fields of a visit (photos travel beside them). Required: customer, brand display, the two quantities. */
export const visitFieldsSchema = z.object({
  custCode: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(20).regex(/^[A-Za-z0-9]*$/, { error: 'validation.alphanumeric' }),
  otherMidrange: z.array(choice).max(20).default([]),
  otherMidrangeDescription: prose(200).default(''),
  brandDomination: z.boolean({ error: 'validation.required' }),
  qtyPlgGrp: count,
  qtyNonPlgGrp: count,
  brandDisplay: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).pipe(choice),
  brandDisplayDescription: prose(200).default(''),
  seriesList: z.array(choice).max(40).default([]),
  seriesBrand: z.array(seriesBrandSchema).max(5).default([]),
  otherSeriesList: z.array(short(60).min(1)).max(20).default([]),
  equipment: z.array(choice).max(20).default([]),
  equipmentText: prose(200).default(''),
  notes: prose(1000).default(''),
});
export type VisitFields = z.infer<typeof visitFieldsSchema>;

/** Idempotency key of one visit as the device created it (a retry sends the same). */
export const visitKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.alphanumeric' });

/** Comma-separated free text as a list (other series). */
export const splitList = (value: string): string[] => value.split(',').map((s) => s.trim()).filter((s) => s !== '');

/** User areas of limitation `visit_form` name the forms a user files; without any, both (as the menu shows them). */
export function visitFormsOf(areas: readonly { limitation: string; value: string }[]): VisitBrand[] {
  const named = areas.filter((a) => a.limitation === 'visit_form').map((a) => a.value.toLowerCase());
  return named.length === 0 ? [...VISIT_BRANDS] : VISIT_BRANDS.filter((b) => named.includes(b));
}
