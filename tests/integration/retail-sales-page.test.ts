// The /retail-sales page's form posts (handleRetailSalesForm): field errors kept beside the echoed
// input, the spec's network failure when the upstream does not answer, and a register that works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRetailSalesForm } from '../../src/server/retail-sales/page-actions';
import { unreachableUpstream } from '../support/upstream';
import { openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

let w: OrdersWorld;
const customer = { r3: US_DEALER, isr: null };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  w = await openOrdersWorld();
}, 120_000);
afterAll(async () => w.close());

const post = (fields: Record<string, string>) =>
  new Request('http://127.0.0.1/en-us/retail-sales', { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('handleRetailSalesForm', () => {
  it('keeps the typed values and puts each problem beside its field', async () => {
    const outcome = await handleRetailSalesForm(w.t.services.upstream, customer, post({ action: 'register', frameNumber: 'A'.repeat(25), soldDate: 'soon', name: '' }));
    expect(outcome).toMatchObject({
      kind: 'error',
      fields: { frameNumber: 'retail_sales.error.frame_too_long', soldDate: 'validation.date', name: 'validation.required' },
      form: { frameNumber: 'A'.repeat(25), soldDate: 'soon' },
    });
  });

  it('registers with the account’s data and answers with the done state', async () => {
    const rs = await w.upstream.sql.execute({ sql: 'SELECT frame_number FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM frame_registrations) LIMIT 1', args: [US_DEALER] });
    const frame = String(rs.rows[0]?.['frame_number']);
    expect(await handleRetailSalesForm(w.t.services.upstream, customer, post({ action: 'register', frameNumber: frame, soldDate: today, useAccountData: 'on' }))).toEqual({ kind: 'done', done: 'registered' });
    const stored = await w.upstream.sql.execute({ sql: 'SELECT customer_name FROM frame_registrations WHERE frame_number = ?', args: [frame] });
    expect(stored.rows[0]?.['customer_name']).toBe('Pedal Pushers Bike Shop');
  });

  it('shows the network failure when the upstream does not answer', async () => {
    const outcome = await handleRetailSalesForm(unreachableUpstream(), customer, post({ action: 'reupload', id: '1' }));
    expect(outcome).toMatchObject({ kind: 'error', messageKey: 'retail_sales.error.network' });
  });

  it('answers a body that is not a form with the page’s own message', async () => {
    const request = new Request('http://127.0.0.1/en-us/retail-sales', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await handleRetailSalesForm(w.t.services.upstream, customer, request)).toMatchObject({ kind: 'error', messageKey: 'account.check_input' });
  });
});
