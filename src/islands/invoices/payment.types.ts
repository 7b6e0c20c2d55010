// What the payment page hands the island: the open rows (encoded), the server-written selection
// tables (children), methods, saved payments, host settings and the already translated texts (so
// the browser bundle carries no locale files).
import type { ReactNode } from 'react';
import type { MoneyFormat } from '../../domain/money';

export interface MethodOption {
  readonly id: string;
  readonly type: string;
  readonly desc: string;
  readonly instruction: string;
  readonly discountPercent: number;
}

export interface SavedOption {
  readonly id: string;
  readonly display: string;
  readonly type: string;
  readonly paymentId: string;
}

export interface PaymentFlowProps {
  readonly company: { code: string; name: string; currency: string };
  /** The company's open, non-zero rows in upstream order, as encodePayableRows writes them. */
  readonly rows: string;
  readonly methods: readonly MethodOption[];
  readonly saved: readonly SavedOption[];
  readonly rule: string;
  readonly allowPartial: boolean;
  readonly money: MoneyFormat;
  readonly locale: string;
  readonly openInvoicesHref: string;
  /** Translated texts by locale key; `{name}` placeholders are filled in the browser. */
  readonly texts: Readonly<Record<string, string>>;
  /** The selection tables (PaymentSelection.astro): a checkbox `sel-{row id}` per open row. */
  readonly children?: ReactNode;
}

export type Text = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export function textOf(texts: Readonly<Record<string, string>>): Text {
  return (key, params) => (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (params?.[name] === undefined ? whole : String(params[name])));
}
