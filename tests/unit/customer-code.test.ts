import { describe, expect, it } from 'vitest';
import { chipState, chipText, customerId, customerLabel, displayCode } from '../../src/domain/customer-code';
import { trimText } from '../../src/domain/text';

describe('customer codes', () => {
  it('prefers the ISR code over the R3 code', () => {
    expect(customerId({ r3: '0002000456', isr: 'I002000456' })).toBe('I002000456');
    expect(customerId({ r3: '0001000123', isr: null })).toBe('0001000123');
    expect(customerId({ r3: '0001000123', isr: '  ' })).toBe('0001000123');
    expect(customerId({})).toBeNull();
  });

  it('shows codes starting with I or 0 as their last 6 characters', () => {
    expect(displayCode('0001000123')).toBe('000123');
    expect(displayCode('I002000456')).toBe('000456');
    expect(displayCode('S10025')).toBe('S10025');
    expect(displayCode('1234567890')).toBe('1234567890');
    expect(displayCode('0123')).toBe('0123');
  });

  it('writes the chip as shown code and name', () => {
    expect(chipText({ r3: '0001000123', custName: 'Pedal Pushers Bike Shop' })).toBe('000123 - Pedal Pushers Bike Shop');
  });

  it('trims a long chip at 36 characters plus an ellipsis', () => {
    const text = chipText({ r3: '0003000789', custName: 'Velo Nusantara Distribusi Surabaya Timur' });
    expect(text).toBe('000789 - Velo Nusantara Distribusi S...');
    expect(Array.from(text.replace('...', '')).length).toBe(36);
  });

  it('says please wait while loading and select customer when none is chosen', () => {
    expect(chipState(true, { r3: '1', custName: 'x' })).toEqual({ kind: 'loading', labelKey: 'customer.please_wait' });
    expect(chipState(false, null)).toEqual({ kind: 'none', labelKey: 'customer.select_customer' });
    expect(chipState(false, { r3: '0002000456', isr: 'I002000456', custName: 'Radhaus Müller GmbH' })).toEqual({
      kind: 'selected',
      code: '000456',
      text: '000456 - Radhaus Müller GmbH',
    });
  });
});

describe('trimText', () => {
  it('leaves text of 36 characters or fewer alone', () => {
    const exact = 'x'.repeat(36);
    expect(trimText(exact)).toBe(exact);
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '🚲'.repeat(40);
    expect(trimText(emoji)).toBe('🚲'.repeat(36) + '...');
  });

  it('drops spaces before the ellipsis', () => {
    expect(trimText('abc def', 4)).toBe('abc...');
  });
});

describe('customerLabel', () => {
  it('names a customer with the shortened code wherever a code starting with 0 or I is shown', () => {
    expect(customerLabel('Pedal Pushers Bike Shop', '0001000123')).toBe('Pedal Pushers Bike Shop (000123)');
    expect(customerLabel('Radhaus Müller GmbH', 'I002000456')).toBe('Radhaus Müller GmbH (000456)');
    expect(customerLabel('Velo Partner', 'V123456789')).toBe('Velo Partner (V123456789)');
  });
});
