// Every permission the portal checks says what it opens, in every language (decision 0106); an
// administrator's own words win; a created permission is any administrator's to grant.
import { describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../db/seed-data/scopes';
import { LOCALES } from '../../src/domain/locales';
import { adminReach, mayGrantScope } from '../../src/domain/admin/reach.rules';
import { isBuiltInScope, permissionDescription, scopeDescriptionKey } from '../../src/server/admin/built-in-scopes';
import { isMessageKey, translator } from '../../src/server/i18n';

describe('permission descriptions', () => {
  it('has a catalogue description for every built-in scope', () => {
    const missing = ALL_SCOPES.filter((scope) => !isMessageKey(scopeDescriptionKey(scope)));
    expect(missing).toEqual([]);
  });

  it('describes a seeded permission (no description stored, or its name) in the user’s language', () => {
    for (const locale of LOCALES) {
      const text = permissionDescription(translator(locale), { name: 'page.claim', description: '' });
      expect(text, locale).not.toBe('');
      expect(text, locale).not.toMatch(/admin\.permissions/);
    }
    expect(permissionDescription(translator('en-us'), { name: 'page.claim', description: 'page.claim' })).toBe('Files and follows warranty claims');
    expect(permissionDescription(translator('de'), { name: 'page.claim', description: '' })).toBe('Erfasst Garantiefälle und verfolgt sie');
  });

  it('keeps the words an administrator wrote, and shows none for a created permission without them', () => {
    expect(permissionDescription(translator('de'), { name: 'page.claim', description: 'Reklamationen' })).toBe('Reklamationen');
    expect(permissionDescription(translator('en-us'), { name: 'bi.export', description: 'BI exports' })).toBe('BI exports');
    expect(permissionDescription(translator('en-us'), { name: 'bi.export', description: '' })).toBe('');
  });
});

describe('granting a created permission', () => {
  it('lets an administrator grant a scope the portal never checks, and keeps a role with it in reach', () => {
    const held = new Set(['page.user-management', 'page.catalog']);
    expect(isBuiltInScope('page.dashboard')).toBe(true);
    expect(mayGrantScope(held, 'page.dashboard', isBuiltInScope)).toBe(false);
    expect(mayGrantScope(held, 'bi.export', isBuiltInScope)).toBe(true);
    const roles = [{ id: 1, scopes: ['page.catalog', 'bi.export'] }, { id: 2, scopes: ['page.dashboard'] }];
    expect([...adminReach([...held], roles, [], isBuiltInScope).roleIds]).toEqual([1]);
    // Without telling built-in from created, every scope counts as the portal's (decision 0030 alone).
    expect([...adminReach([...held], roles, []).roleIds]).toEqual([]);
  });
});
