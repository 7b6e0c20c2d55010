import { describe, expect, it } from 'vitest';
import { balanceColour, balanceLabelKey, blockReasonKey } from '../../src/domain/credit.rules';

describe('credit block reasons', () => {
  it.each([
    ['limit_exceeded', 'credit.limit_exceeded'],
    ['overdue_over_limit', 'credit.overdue_over_limit'],
    ['oldest_ar_blocked', 'credit.oldest_ar_blocked'],
    ['other_company_blocked', 'credit.other_company_blocked'],
  ])('maps %s to its message key', (reason, key) => {
    expect(blockReasonKey(reason)).toBe(key);
  });

  it('gives no message for other values', () => {
    for (const reason of ['', null, undefined, 'unknown', 'toString', 'LIMIT_EXCEEDED']) expect(blockReasonKey(reason)).toBeNull();
  });
});

describe('balance colour', () => {
  it('is red when any company has a block reason', () => {
    expect(balanceColour([{ reasonBlocked: '' }, { reasonBlocked: 'overdue_over_limit' }], true)).toBe('red');
  });

  it('is green when no company is blocked', () => {
    expect(balanceColour([{ reasonBlocked: null }, { reasonBlocked: ' ' }, {}], true)).toBe('green');
    expect(balanceColour([], true)).toBe('green');
  });

  it('has no colour when the host does not show block reasons', () => {
    expect(balanceColour([{ reasonBlocked: 'limit_exceeded' }], false)).toBeNull();
  });

  it('is called open to buy on hosts that use that wording', () => {
    expect(balanceLabelKey(true)).toBe('credit.open_to_buy');
    expect(balanceLabelKey(false)).toBe('credit.balance');
  });
});
