// Claim inputs (docs/requirements.md#claims): the claim form, status changes and comments.
// One schema per input; islands reuse them for instant feedback, the server re-checks.
import { z } from 'zod';
import { consumerSchema, frameNumber } from '../frames/frame.rules';
import { email, isoDate, phone, text } from '../validation';
import { ATTACHMENT_KINDS, attachmentIssues, type AttachmentCounts } from './attachment.rules';

export const CLAIM_DESCRIPTION_MAX = 1_000;
export const CLAIM_COMMENT_MAX = 1_000;
export const CLAIM_PAGE_SIZES = [10, 20] as const;

/**
 * What people write about a fault and to each other on a claim (docs/decisions/0098): letters,
 * digits, spaces, line breaks and ordinary punctuation, including ; ? ! ( ) [ ] quotes, % + # @ * =
 * and typographic dashes and quotes. Refused: < > { } \ | ^ ` ~ and control characters.
 */
export const CLAIM_TEXT = /^[\p{L}\p{M}\p{N}\s.,;:?!\-–—/&()[\]'"‘’“”%+#@*=_°×·€$£…]*$/u;

export const claimDescription = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CLAIM_DESCRIPTION_MAX, { error: 'claims.error.description_too_long' })
  .regex(CLAIM_TEXT, { error: 'claims.error.description_text' });

/** A comment, a problem's notes or a status reason: the claim text rule with the comment message. */
const claimText = z.string({ error: 'validation.required' }).regex(CLAIM_TEXT, { error: 'claims.error.comment_text' });

const blank = z.literal('').transform(() => undefined);
const optional = <T extends z.ZodType>(schema: T) => z.union([blank, schema]).optional();

/** Every consumer field is optional on a claim; a consumer counts as filled once any field is. */
export const claimConsumerSchema = z.object({
  name: optional(text.trim().max(80)),
  phone: optional(phone),
  city: optional(text.max(60)),
  address: consumerSchema.shape.address,
  email: optional(email),
});
export type ClaimConsumer = z.infer<typeof claimConsumerSchema>;

export const consumerFilled = (consumer: ClaimConsumer | undefined): boolean =>
  !!consumer && Object.values(consumer).some((v) => typeof v === 'string' && v.trim() !== '');

export const claimProblemSchema = z.object({
  problemId: z.string().trim().min(1, { error: 'validation.required' }).max(40),
  notes: optional(claimText.max(300)),
});

export const claimFileRef = z.object({ id: z.uuid(), kind: z.enum(ATTACHMENT_KINDS) });

export const claimFormSchema = z
  .object({
    purchaseDate: isoDate,
    consumer: claimConsumerSchema.optional(),
    problems: z.array(claimProblemSchema, { error: 'validation.required' }).min(1, { error: 'validation.required' }).max(10),
    description: claimDescription,
    qty: z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).min(1, { error: 'validation.min_qty' }).max(99),
    files: z.array(claimFileRef).max(14),
    /** One per form load: a second submit of the same form finds the first claim. */
    submissionId: z.uuid(),
  })
  .superRefine((input, ctx) => {
    const counts: AttachmentCounts = {};
    for (const f of input.files) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
    for (const issue of attachmentIssues(counts, consumerFilled(input.consumer))) ctx.addIssue({ code: 'custom', message: issue.message, path: ['files', issue.kind] });
  });

export const createBikeClaimSchema = claimFormSchema.and(z.object({ frameNumber }));
export const createPaaClaimSchema = claimFormSchema.and(z.object({ articleCode: z.string().trim().min(1, { error: 'validation.required' }).max(40) }));
export type ClaimFormInput = z.infer<typeof claimFormSchema>;
export type CreateBikeClaimInput = z.infer<typeof createBikeClaimSchema>;
export type CreatePaaClaimInput = z.infer<typeof createPaaClaimSchema>;

export const claimStatusChangeSchema = z.object({
  statusId: z.coerce.number().int().min(1).max(99),
  reason: optional(claimText.trim().max(500)),
});

export const claimCommentSchema = z.object({
  comment: claimText.trim().min(1, { error: 'validation.not_empty' }).max(CLAIM_COMMENT_MAX),
  internal: z.boolean().default(false),
});

export const claimListQuery = z.object({
  search: z.string().trim().max(64).optional(),
  status: z.coerce.number().int().min(1).max(99).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (CLAIM_PAGE_SIZES as readonly number[]).includes(n), { error: 'claims.error.page_size' })
    .default(10),
});
export type ClaimListQuery = z.infer<typeof claimListQuery>;
