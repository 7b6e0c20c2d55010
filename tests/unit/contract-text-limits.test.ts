// Every text argument whose length the upstream contract limits ("At most N characters." in
// upstream/schema.graphql) is checked by the portal's own schema first, at the same number: such
// input is a 400 in the portal's envelope, never an upstream user error turned into a 502.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkoutSchema } from '../../src/domain/cart/cart.schema';
import { consumerVoiceSchema } from '../../src/domain/validation/consumer-voice.schema';

const schema = parse(readFileSync(join(import.meta.dirname, '../../upstream/schema.graphql'), 'utf8'));

function limitedArguments(): Map<string, number> {
  const found = new Map<string, number>();
  for (const def of schema.definitions) {
    if (!('fields' in def) || !def.fields || !('name' in def) || !def.name) continue;
    for (const field of def.fields) {
      // Arguments of a query or mutation, and fields of an input type.
      const inputs = 'arguments' in field ? (field.arguments ?? []).map((arg) => ({ name: `${field.name.value}.${arg.name.value}`, description: arg.description })) : [{ name: field.name.value, description: field.description }];
      for (const input of inputs) {
        const max = /At most ([\d,]+) characters/.exec(input.description?.value ?? '')?.[1];
        if (max) found.set(`${def.name.value}.${input.name}`, Number(max.replace(/,/g, '')));
      }
    }
  }
  return found;
}

/** The portal schema and field that take each limited argument from the user. */
const CHECKED_BY: Record<string, { schema: z.ZodObject; field: string; base: Record<string, unknown> }> = {
  'Mutation.sendCustomerFeedback.message': { schema: consumerVoiceSchema, field: 'message', base: {} },
  'Mutation.checkout.poNumber': { schema: checkoutSchema, field: 'poNumber', base: { shipto: 'ST-1', paymentId: 'TOP' } },
  'Mutation.checkout.notes': { schema: checkoutSchema, field: 'notes', base: { shipto: 'ST-1', paymentId: 'TOP' } },
};

describe('text limits of the upstream contract', () => {
  const limits = limitedArguments();

  it('are found in the contract', () => {
    expect(Object.fromEntries(limits)).toMatchObject({ 'Mutation.sendCustomerFeedback.message': 2000, 'Mutation.checkout.poNumber': 35, 'Mutation.checkout.notes': 100 });
  });

  it('each have a portal schema that checks them', () => {
    expect([...limits.keys()].filter((arg) => !(arg in CHECKED_BY))).toEqual([]);
  });

  it.each([...limitedArguments()])('%s: takes %i characters and refuses one more', (arg, max) => {
    const check = CHECKED_BY[arg];
    if (!check) throw new Error(`${arg} is not checked by the portal`);
    const accepted = check.schema.safeParse({ ...check.base, [check.field]: 'a'.repeat(max) });
    const refused = check.schema.safeParse({ ...check.base, [check.field]: 'a'.repeat(max + 1) });
    expect(accepted.success).toBe(true);
    expect(refused.success).toBe(false);
  });
});
