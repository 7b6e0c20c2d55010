// Every status and type value the upstream contract allows has a label in every language: the
// test reads the values from the contract's own descriptions (upstream/schema.graphql), so a value
// added there without a label here fails. A value the portal does not know reads as words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type FieldDefinitionNode, type InputValueDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { invoiceState } from '../../src/domain/invoices';
import { LANGUAGES } from '../../src/domain/locales';
import { readableValue, statusLabelKey, STATUS_VOCABULARIES, type StatusVocabulary } from '../../src/domain/status-labels';
import { t } from '../../src/server/i18n';
import { statusLabel } from '../../src/server/status-label';

const root = join(import.meta.dirname, '../..');
const schema = parse(readFileSync(join(root, 'upstream/schema.graphql'), 'utf8'));
const locales = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(join(root, `locales/${lang}.json`), 'utf8')) as Record<string, string>]));

/** "a, b or c" and "OR (standard order), PO (pre-order) or CF (...)" give their values. */
function enumerated(description: string): string[] | null {
  const match = /^(.+) or ([^,]+)$/.exec(description.trim());
  if (!match?.[1] || !match[2]) return null;
  const values = [...match[1].split(', '), match[2]].map((v) => v.replace(/\s*\(.*\)$/, '').trim());
  return values.every((v) => /^[\w ]+$/.test(v)) ? values : null;
}

/** Status, type and kind fields of the contract whose description lists their values. */
function contractVocabularies(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const def of schema.definitions) {
    if (!('fields' in def) || !def.fields || !('name' in def) || !def.name) continue;
    for (const field of def.fields as readonly (FieldDefinitionNode | InputValueDefinitionNode)[]) {
      if (!/status|type|kind|^code$/i.test(field.name.value)) continue;
      const values = field.description ? enumerated(field.description.value) : null;
      if (values) found.set(`${def.name.value}.${field.name.value}`, values);
    }
  }
  return found;
}

/** Where each contract field's values get their label. */
const LABELLED_BY: Record<string, StatusVocabulary | 'invoice' | 'not shown'> = {
  'OpenOrderLine.status': 'orderLineStatus',
  'OrderStatus.code': 'orderStatus',
  'OrderFilter.status': 'orderStatus',
  'OrderPayment.paymentStatus': 'orderPaymentStatus',
  'OpenOrder.orderType': 'orderType',
  'Order.orderType': 'orderType',
  'DeliveryDetail.orderType': 'orderType',
  'Delivery.status': 'deliveryStatus',
  'PaymentRequest.paymentStatus': 'paymentRequestStatus',
  'RegisteredFrame.status': 'retailSalesStatus',
  'DownloadRequest.status': 'downloadStatus',
  'ThirdPartyOrderLine.status': 'thirdPartyLineStatus',
  'ThirdPartyOrder.status': 'thirdPartyOrderStatus',
  'ClickCollectOrder.status': 'clickCollectStatus',
  'ClaimDoc.docType': 'claimDocType',
  // InvoiceStatus.astro maps them through invoiceState to invoice.status_* keys.
  'ArInvoice.status': 'invoice',
  // Read by code, never shown as a word: the maintenance switch, stock levels (shown as
  // quantities), discount arithmetic, customer kinds, product categories (their own labels), terms
  // of payment (worded from their days by termText), refusal codes (their messages are shown).
  'ServerStatus.status': 'not shown',
  'ProductStock.status': 'not shown',
  'DiscountDetail.type': 'not shown',
  'Customer.custCategory': 'not shown',
  'Product.type': 'not shown',
  'CustomerPaymentTerm.kind': 'not shown',
  'PaymentTerm.kind': 'not shown',
  'ProductError.code': 'not shown',
  // Worded by src/server/payments/method-texts.ts (decision 0020); an unknown type reads as the ERP's description.
  'PaymentMethod.type': 'not shown',
};

describe('status labels against the upstream contract', () => {
  const vocabularies = contractVocabularies();

  it('finds the enumerated status fields of the contract', () => {
    expect(vocabularies.get('OpenOrderLine.status')).toEqual(['open', 'backorder', 'delivering', 'delivered', 'cancelled']);
    expect(vocabularies.get('Order.orderType')).toEqual(['OR', 'PO', 'CF', 'PRE']);
  });

  it('knows where every enumerated status, type and kind field is labelled', () => {
    expect([...vocabularies.keys()].filter((field) => !(field in LABELLED_BY))).toEqual([]);
  });

  it.each([...contractVocabularies()].filter(([field]) => typeof LABELLED_BY[field] === 'string' && LABELLED_BY[field] in STATUS_VOCABULARIES))(
    '%s: every value is in the vocabulary and has a text in every language',
    (field, values) => {
      const vocabulary = LABELLED_BY[field] as StatusVocabulary;
      expect(STATUS_VOCABULARIES[vocabulary].values).toEqual(expect.arrayContaining(values));
      for (const value of values) {
        const key = statusLabelKey(vocabulary, value);
        for (const lang of LANGUAGES) expect({ lang, key, text: locales[lang]?.[key] }).toEqual({ lang, key, text: expect.stringMatching(/\S/) });
      }
    },
  );

  it('labels every invoice status the contract allows through its own state', () => {
    for (const value of vocabularies.get('ArInvoice.status') ?? []) {
      const key = `invoice.status_${invoiceState(value)}`;
      expect(value.toLowerCase().replace(/ /g, '_')).toBe(invoiceState(value));
      for (const lang of LANGUAGES) expect(locales[lang]?.[key]).toMatch(/\S/);
    }
  });

  it('every vocabulary value has a text in every language, including values only the portal adds', () => {
    for (const vocabulary of Object.keys(STATUS_VOCABULARIES) as StatusVocabulary[]) {
      for (const value of STATUS_VOCABULARIES[vocabulary].values) {
        for (const lang of LANGUAGES) expect(locales[lang]?.[statusLabelKey(vocabulary, value)], `${lang} ${vocabulary} ${value}`).toMatch(/\S/);
      }
    }
  });
});

describe('statusLabel', () => {
  it('gives the text of a known value in the page language', () => {
    expect(statusLabel((key) => t('de', key), 'orderLineStatus', 'delivered')).toBe(locales['de']?.['orders.line_status.delivered']);
    expect(statusLabel((key) => t('en-us', key), 'orderStatus', 'on processing')).toBe('On processing');
  });

  it('reads an unknown value as words, never as a key', () => {
    const label = statusLabel((key) => t('en-us', key), 'orderLineStatus', 'partially_invoiced');
    expect(label).toBe('Partially invoiced');
    expect(readableValue('ZB')).toBe('ZB');
    expect(readableValue('on-hold')).toBe('On hold');
    expect(readableValue('  ')).toBe('–');
  });
});
