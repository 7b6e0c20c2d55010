// Payment methods per company: immediate types (ACH, Credit Card) and bank transfer, with the
// merchants (gateways) that collect them and their discounts for paying in full.
import type { ledgerPaymentMerchants, ledgerPaymentMethods } from '../../db/schema/ledger';

type MethodRow = typeof ledgerPaymentMethods.$inferInsert;
type MerchantRow = typeof ledgerPaymentMerchants.$inferInsert;

interface MethodSpec {
  sorg: string;
  type: 'ACH' | 'Credit Card' | 'Bank Transfer';
  desc: string;
  merchants: { key: string; instruction: string; gateway: string; discount: number }[];
}

const SPECS: MethodSpec[] = [
  { sorg: 'US01', type: 'ACH', desc: 'ACH bank debit', merchants: [{ key: 'STRIPE', instruction: 'Debited from your checking or savings account in 3 to 5 business days.', gateway: 'stripe-ach', discount: 0.5 }] },
  { sorg: 'US01', type: 'Credit Card', desc: 'Credit card', merchants: [{ key: 'STRIPE', instruction: 'Visa, MasterCard, American Express or Discover. Charged immediately.', gateway: 'stripe-card', discount: 0 }] },
  { sorg: 'US01', type: 'Bank Transfer', desc: 'Wire transfer', merchants: [{ key: 'WIRE', instruction: 'Wire to Spoke Distribution USA Inc., quoting the reference shown. Invoices stay reserved for 24 hours.', gateway: 'wire-us', discount: 0 }] },
  { sorg: 'ID01', type: 'Bank Transfer', desc: 'Virtual account', merchants: [
    { key: 'BCA', instruction: 'Bayar ke nomor Virtual Account BCA yang tertera dalam 24 jam.', gateway: 'xendit-bca', discount: 0 },
    { key: 'MANDIRI', instruction: 'Bayar ke nomor Virtual Account Mandiri yang tertera dalam 24 jam.', gateway: 'xendit-mandiri', discount: 0 },
  ] },
  { sorg: 'ID01', type: 'Credit Card', desc: 'Kartu kredit', merchants: [{ key: 'XENDIT', instruction: 'Visa atau MasterCard, diproses segera.', gateway: 'xendit-card', discount: 0 }] },
  { sorg: 'DE01', type: 'ACH', desc: 'SEPA-Lastschrift', merchants: [{ key: 'ADYEN', instruction: 'Einzug per SEPA-Lastschrift vom hinterlegten Konto.', gateway: 'adyen-sepa', discount: 1 }] },
  { sorg: 'DE01', type: 'Credit Card', desc: 'Kreditkarte', merchants: [{ key: 'ADYEN', instruction: 'Visa oder MasterCard, sofortige Belastung.', gateway: 'adyen-card', discount: 0 }] },
  { sorg: 'DE01', type: 'Bank Transfer', desc: 'Überweisung', merchants: [{ key: 'SEPA', instruction: 'Überweisung mit dem angegebenen Verwendungszweck.', gateway: 'sepa-de', discount: 0 }] },
  { sorg: 'NL01', type: 'ACH', desc: 'SEPA-incasso', merchants: [{ key: 'ADYEN', instruction: 'Automatische incasso van uw rekening.', gateway: 'adyen-sepa', discount: 1 }] },
  { sorg: 'NL01', type: 'Credit Card', desc: 'Creditcard', merchants: [{ key: 'ADYEN', instruction: 'Visa of MasterCard, direct afgeschreven.', gateway: 'adyen-card', discount: 0 }] },
  { sorg: 'NL01', type: 'Bank Transfer', desc: 'Bankoverschrijving', merchants: [{ key: 'SEPA', instruction: 'Overschrijving met de vermelde referentie.', gateway: 'sepa-nl', discount: 0 }] },
];

const TYPE_CODE = { ACH: 'ACH', 'Credit Card': 'CC', 'Bank Transfer': 'BT' } as const;

export function methodId(sorg: string, type: MethodSpec['type']): string {
  return `${sorg}-${TYPE_CODE[type]}`;
}

export function paymentMethodRows(): { methods: MethodRow[]; merchants: MerchantRow[] } {
  const methods: MethodRow[] = [];
  const merchants: MerchantRow[] = [];
  for (const spec of SPECS) {
    const id = methodId(spec.sorg, spec.type);
    methods.push({ id, sorg: spec.sorg, type: spec.type, description: spec.desc });
    for (const m of spec.merchants) {
      merchants.push({ id: `${id}-${m.key}`, methodId: id, instruction: m.instruction, extPaymentGatewayId: m.gateway, paymentDiscount: m.discount });
    }
  }
  return { methods, merchants };
}

/** The first merchant of a method type in a company, if the company offers it. */
export function merchantOf(sorg: string, type: MethodSpec['type']): string | null {
  const spec = SPECS.find((s) => s.sorg === sorg && s.type === type);
  const first = spec?.merchants[0];
  return spec && first ? `${methodId(sorg, spec.type)}-${first.key}` : null;
}
