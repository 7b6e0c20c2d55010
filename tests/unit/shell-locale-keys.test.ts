// Every locale key the shell rules in src/domain hand out must exist in all five languages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_REASON_KEYS, CREDIT_USAGE_FIELDS, balanceLabelKey } from '../../src/domain/credit.rules';
import { chipState } from '../../src/domain/customer-code';
import { MENU, profileMenu } from '../../src/domain/menu';
import * as popups from '../../src/domain/popup';
import { NOT_FOUND_ROUTE, ROUTES } from '../../src/domain/routes';

const root = join(import.meta.dirname, '..', '..');
const LANGS = ['en', 'de', 'fr', 'id', 'ms'];
const locale = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(root, 'locales', `${lang}.json`), 'utf8'));

/** Keys written as string literals in the validation rules (messages are locale keys). */
function validationKeys(): string[] {
  const dir = join(root, 'src', 'domain', 'validation');
  const source = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  return [...source.matchAll(/'((?:validation|account)\.[a-z0-9_]+)'/g)].map((m) => m[1] ?? '');
}

function popupKeys(): string[] {
  const values: unknown[] = [...Object.values(popups), popups.loadFailedPopup(true), popups.loadFailedPopup(false)];
  return values.flatMap((v) => (typeof v === 'object' && v !== null && 'messageKey' in v ? [String(v.messageKey)] : []));
}

function shellKeys(): string[] {
  return [
    ...[...ROUTES, NOT_FOUND_ROUTE].map((r) => r.titleKey),
    ...MENU.flatMap((i) => [i.labelKey, ...('children' in i ? i.children.map((c) => c.labelKey) : [])]),
    ...profileMenu(['profile.update', 'consumer-voice.submit']).map((e) => e.labelKey),
    ...Object.values(BLOCK_REASON_KEYS),
    ...CREDIT_USAGE_FIELDS.map((f) => f.labelKey),
    balanceLabelKey(true),
    balanceLabelKey(false),
    ...[chipState(true, null), chipState(false, null)].flatMap((s) => ('labelKey' in s ? [s.labelKey] : [])),
    ...validationKeys(),
    ...popupKeys(),
  ];
}

describe('shell locale keys', () => {
  it('finds the keys the rules refer to', () => {
    expect(shellKeys().length).toBeGreaterThan(ROUTES.length + 40);
  });

  it.each(LANGS)('has a non-empty %s text for every key', (lang) => {
    const texts = locale(lang);
    const missing = [...new Set(shellKeys())].filter((key) => !texts[key]?.trim());
    expect(missing).toEqual([]);
  });
});
