// The words the seed stores for the portal's own records (role descriptions, group roles, card
// layouts, document groups) read in the user's language while nobody changed them; an
// administrator's own words are shown as written.
import { describe, expect, it } from 'vitest';
import { SEED_LAYOUTS } from '../../db/seed-data/content';
import { SEED_GROUP_ROLES, SEED_ROLES } from '../../db/seed-data/roles';
import { SEED_DOCUMENT_GROUPS } from '../../db/seed-data/sales-documents';
import { documentGroupName, groupRoleName, layoutName, roleDescription } from '../../src/server/portal-text';

describe('seeded names', () => {
  it('are the catalogue’s English words, so English pages show them unchanged', () => {
    for (const role of SEED_ROLES) expect(roleDescription('en-us', role), role.name).toBe(role.description);
    for (const group of SEED_GROUP_ROLES) expect(groupRoleName('en-uk', group.description)).toBe(group.description);
    for (const layout of SEED_LAYOUTS) expect(layoutName('en-us', layout.description)).toBe(layout.description);
    for (const group of SEED_DOCUMENT_GROUPS) expect(documentGroupName('en-us', group.name)).toBe(group.name);
  });

  it('read in German on the German site', () => {
    for (const role of SEED_ROLES) expect(roleDescription('de', role), role.name).not.toBe(role.description);
    expect(roleDescription('de', { name: 'dealer', description: 'Dealer: orders, invoices and services for its own customer' })).toBe('Händler: Bestellungen, Rechnungen und Services für den eigenen Kunden');
    expect(SEED_GROUP_ROLES.map((g) => groupRoleName('de', g.description))).toEqual(['Händler', 'Vertriebsteam', 'Zentrale']);
    for (const layout of SEED_LAYOUTS) expect(layoutName('de', layout.description)).not.toBe(layout.description);
    expect(SEED_DOCUMENT_GROUPS.map((g) => documentGroupName('de', g.name))).toEqual(['Preislisten', 'Werkstatthandbücher']);
  });

  it('leave what an administrator wrote as written', () => {
    expect(roleDescription('de', { name: 'dealer', description: 'Händler mit Werkstatt' })).toBe('Händler mit Werkstatt');
    expect(roleDescription('de', { name: 'night-shift', description: 'Night shift' })).toBe('Night shift');
    expect(groupRoleName('de', 'Workshop partners')).toBe('Workshop partners');
  });
});
