// The payment information form (ACH or Credit Card) as one zod schema: the island checks it as the
// user types, the server re-checks it before anything reaches the upstream. Messages are locale keys.
import { z } from 'zod';
import { ACCOUNT_TYPES, CARD_TYPES, expiryInFuture, isRoutingNumber, matchesCardType, passesLuhn, securityCodeLength } from './payment-info.rules.ts';

const MONTH = /^(0?[1-9]|1[0-2])$/;
const YEAR = /^(\d{2}|\d{4})$/;
const required = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required');
/** Required first: an empty field reads "Required" only, not also the pattern's message. */
const matching = (pattern: RegExp, key: string) => required.pipe(z.string().regex(pattern, key));
const checked = (check: (value: string) => boolean, key: string) => required.pipe(z.string().refine(check, key));

export const achInformation = z.object({
  kind: z.literal('ACH'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'validation.required' }),
  accountNumber: matching(/^\d{4,17}$/, 'payment.account_number_invalid'),
  routingNumber: checked(isRoutingNumber, 'payment.routing_number_invalid'),
  shouldSavePayment: z.boolean().default(false),
});

/** `now` is a parameter so a test (and the server) decides what "in the future" means. */
export function cardInformation(now: () => Date = () => new Date()) {
  return z
    .object({
      kind: z.literal('Credit Card'),
      creditCardType: z.enum(CARD_TYPES, { error: 'validation.required' }),
      creditCardNumber: checked(passesLuhn, 'payment.card_number_invalid'),
      expiredMonth: matching(MONTH, 'payment.expiry_invalid'),
      expiredYear: matching(YEAR, 'payment.expiry_invalid'),
      securityCode: matching(/^\d{3,4}$/, 'payment.security_code_invalid'),
      shouldSavePayment: z.boolean().default(false),
    })
    .superRefine((card, ctx) => {
      if (passesLuhn(card.creditCardNumber) && !matchesCardType(card.creditCardNumber, card.creditCardType)) {
        ctx.addIssue({ code: 'custom', path: ['creditCardNumber'], message: 'payment.card_type_mismatch' });
      }
      if (MONTH.test(card.expiredMonth) && YEAR.test(card.expiredYear) && !expiryInFuture(Number(card.expiredMonth), Number(card.expiredYear), now())) {
        ctx.addIssue({ code: 'custom', path: ['expiredMonth'], message: 'payment.expiry_past' });
      }
      if (/^\d+$/.test(card.securityCode) && card.securityCode.length !== securityCodeLength(card.creditCardType)) {
        ctx.addIssue({ code: 'custom', path: ['securityCode'], message: 'payment.security_code_invalid' });
      }
    });
}

export function paymentInformation(now: () => Date = () => new Date()) {
  return z.discriminatedUnion('kind', [achInformation, cardInformation(now)]);
}

export type AchInformation = z.infer<typeof achInformation>;
export type CardInformation = z.infer<ReturnType<typeof cardInformation>>;
export type PaymentInformation = AchInformation | CardInformation;
