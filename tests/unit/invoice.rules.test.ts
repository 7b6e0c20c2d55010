import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  groupByInvoice,
  isSelected,
  paymentBlocker,
  paymentRuleViolation,
  selectedRows,
  selectionOf,
  splitInvoices,
  toggleInvoice,
  type InvoiceRow,
  type Selection,
} from '../../src/domain/invoices';

const row = (over: Partial<InvoiceRow> & Pick<InvoiceRow, 'id'>): InvoiceRow => ({
  invoiceNo: over.id,
  assignment: over.invoiceNo ?? over.id,
  status: 'Open',
  amount: 10_000,
  currency: 'USD',
  dueDate: '2026-12-01',
  overdue: false,
  installment: null,
  earlyPaymentDiscount: 0,
  freightAllowance: 0,
  ...over,
});

const A = row({ id: 'A', dueDate: '2026-10-01', overdue: true });
const B = row({ id: 'B', dueDate: '2026-10-20', overdue: true });
const C = row({ id: 'C', dueDate: '2026-12-01' });
const I1 = row({ id: 'I1', invoiceNo: 'INS', assignment: 'INS-1', dueDate: '2026-11-05', installment: { number: 1, count: 2 } });
const I2 = row({ id: 'I2', invoiceNo: 'INS', assignment: 'INS-2', dueDate: '2026-12-05', installment: { number: 2, count: 2 } });
const CN = row({ id: 'CN', amount: -2_000, dueDate: '2026-11-01' });
const PENDING = row({ id: 'P', status: 'Pending Payment', dueDate: '2026-09-01', overdue: true });
const WAITING = row({ id: 'W', status: 'Waiting For Payment' });
const ALL = [C, I2, A, CN, PENDING, I1, WAITING, B];

const sel = (positive: string[], negative: string[] = []): Selection => ({ positive, negative });

describe('splitInvoices', () => {
  it('lists open positive invoices by due date, deductions apart and pending or waiting ones apart', () => {
    const split = splitInvoices(ALL);
    expect(split.payable.map((r) => r.id)).toEqual(['A', 'B', 'I1', 'C', 'I2']);
    expect(split.deductions.map((r) => r.id)).toEqual(['CN']);
    expect(split.inPayment.map((r) => r.id)).toEqual(['P', 'W']);
  });

  it('groups instalments under their invoice number with the group total', () => {
    const groups = groupByInvoice([I1, A, I2]);
    expect(groups.map((g) => [g.invoiceNo, g.rows.length, g.total])).toEqual([['INS', 2, 20_000], ['A', 1, 10_000]]);
  });
});

describe('selection', () => {
  it('adds and removes a positive invoice by assignment and a deduction by invoice number', () => {
    let s = toggleInvoice(EMPTY_SELECTION, I1);
    s = toggleInvoice(s, CN);
    expect(s).toEqual({ positive: ['INS-1'], negative: ['CN'] });
    expect(isSelected(s, I2)).toBe(false);
    s = toggleInvoice(s, I1);
    s = toggleInvoice(s, CN);
    expect(s).toEqual(EMPTY_SELECTION);
  });

  it('ignores invoices in payment', () => {
    expect(toggleInvoice(EMPTY_SELECTION, PENDING)).toEqual(EMPTY_SELECTION);
    expect(toggleInvoice(EMPTY_SELECTION, WAITING)).toEqual(EMPTY_SELECTION);
  });

  it('returns only open rows the selection names and rebuilds the selection from rows', () => {
    const s = sel(['A', 'INS-2', 'P'], ['CN']);
    expect(selectedRows(ALL, s).map((r) => r.id)).toEqual(['I2', 'A', 'CN']);
    expect(selectionOf([A, I2, CN])).toEqual(sel(['A', 'INS-2'], ['CN']));
  });
});

describe('invoicePaymentRule', () => {
  it.each([
    ['oldest', ['A'], null],
    ['oldest', ['A', 'B'], null],
    ['oldest', ['B'], 'oldest'],
    ['oldest', ['A', 'B', 'INS-1', 'C', 'INS-2'], null],
    ['oldest', ['A', 'B', 'C'], 'oldest'],
    ['oldest', ['A', 'B', 'INS-1'], null],
    ['overdue', ['A'], null],
    ['overdue', ['B'], null],
    ['overdue', ['A', 'C'], 'overdue'],
    ['overdue', ['C'], 'overdue'],
    ['overdue', ['A', 'B', 'C'], null],
    ['overdue', ['A', 'B', 'INS-2'], null],
    ['none', ['C'], null],
    ['', ['INS-2'], null],
  ])('rule %s with %j selected gives %s', (rule, positive, expected) => {
    expect(paymentRuleViolation(rule, ALL, sel(positive))).toBe(expected);
  });

  it('does not count deductions or invoices in payment as unselected', () => {
    // P is overdue and older than all but is pending: it neither blocks `oldest` nor `overdue`.
    expect(paymentRuleViolation('oldest', ALL, sel(['A'], []))).toBeNull();
    expect(paymentRuleViolation('overdue', [PENDING, C], sel(['C']))).toBeNull();
    expect(paymentRuleViolation('oldest', [CN, C], sel(['C']))).toBeNull();
  });
});

describe('payment preconditions', () => {
  const base = { rule: 'overdue', rows: ALL, methodChosen: true };
  it('needs a positive invoice', () => {
    expect(paymentBlocker({ ...base, selection: sel([], ['CN']) })?.code).toBe('no_positive');
  });
  it('refuses a selection against the payment rule with its message key', () => {
    expect(paymentBlocker({ ...base, selection: sel(['C']) })).toMatchObject({ code: 'rule', key: 'invoice.rule_overdue' });
    expect(paymentBlocker({ ...base, rule: 'oldest', selection: sel(['B']) })).toMatchObject({ code: 'rule', key: 'invoice.rule_oldest' });
  });
  it('needs a combined total above 0', () => {
    const small = row({ id: 'S', amount: 1_500, dueDate: '2026-01-01', overdue: true });
    expect(paymentBlocker({ ...base, rows: [small, CN], selection: sel(['S'], ['CN']) })?.code).toBe('total');
  });
  it('needs a payment method, then lets the payment go', () => {
    expect(paymentBlocker({ ...base, methodChosen: false, selection: sel(['A', 'B']) })?.code).toBe('method');
    expect(paymentBlocker({ ...base, selection: sel(['A', 'B'], ['CN']) })).toBeNull();
  });
});
