// The payment information form (ACH or Credit Card) as one zod schema: the island checks it as the
// user types, the server re-checks it before anything reaches the upstream. Messages are locale keys.
import { z } from 'zod';
import { ACCOUNT_TYPES, CARD_TYPES, expiryInFuture, isRoutingNumber, matchesCardType, passesLuhn, securityCodeLength } from './payment-info.rules.ts';

const required = z.string({ error: 'validation.required' }).trim().min(1, 'validation.required');

export const achInformation = z.object({
  kind: z.literal('ACH'),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'validation.required' }),
  accountNumber: required.regex(/^\d{4,17}$/, 'payment.account_number_invalid'),
  routingNumber: required.refine(isRoutingNumber, 'payment.routing_number_invalid'),
  shouldSavePayment: z.boolean().default(false),
});

/** `now` is a parameter so a test (and the server) decides what "in the future" means. */
export function cardInformation(now: () => Date = () => new Date()) {
  return z
    .object({
      kind: z.literal('Credit Card'),
      creditCardType: z.enum(CARD_TYPES, { error: 'validation.required' }),
      creditCardNumber: required.refine(passesLuhn, 'payment.card_number_invalid'),
      expiredMonth: required.regex(/^(0?[1-9]|1[0-2])$/, 'payment.expiry_invalid'),
      expiredYear: required.regex(/^(\d{2}|\d{4})$/, 'payment.expiry_invalid'),
      securityCode: required.regex(/^\d{3,4}$/, 'payment.security_code_invalid'),
      shouldSavePayment: z.boolean().default(false),
    })
    .superRefine((card, ctx) => {
      if (passesLuhn(card.creditCardNumber) && !matchesCardType(card.creditCardNumber, card.creditCardType)) {
        ctx.addIssue({ code: 'custom', path: ['creditCardNumber'], message: 'payment.card_type_mismatch' });
      }
      if (/^\d+$/.test(card.expiredMonth) && /^\d+$/.test(card.expiredYear) && !expiryInFuture(Number(card.expiredMonth), Number(card.expiredYear), now())) {
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
