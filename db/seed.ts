// Idempotent seed: creates what is missing by natural key (permission name, role name, group role
// description, username, announcement title + sorg, banner file), never updates existing rows, so a
// restart keeps what users changed. Three parts: the reference data every installation needs (scopes,
// roles, content markets and layouts; `npm run ops:migrate` applies it to a country's database), the
// demo accounts (local only), and the demo content with its files (`npm run ops:assets`).
import { eq } from 'drizzle-orm';
import { createAnnouncement, createBanner, createGroupRole, createLayout, createRole, createTargetMarket, createUser, ensurePermissions } from '../tests/factories';
import type { PortalDb } from './client';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from './seed-data/accounts';
import { bannerSvg, seedAnnouncements, SEED_BANNERS, SEED_LAYOUTS, SEED_TARGET_MARKETS } from './seed-data/content';
import { SEED_GROUP_ROLES, SEED_ROLES } from './seed-data/roles';
import { seedSalesDocuments } from './seed-sales-documents';
import { seedMarketingAndNews } from './seed-marketing';
import { ALL_SCOPES } from './seed-data/scopes';
import { announcements, banners, contentTargetMarkets, groupRoleRoles, groupRoles, layouts, permissions, rolePermissions, roles, users } from './schema';

export interface DemoAccount {
  username: string;
  password: string;
  name: string;
  language: string;
  description: string;
  sites: readonly string[];
}

/** What the seed needs of a blob store (the server's runtime BlobStore has it); db code imports no server code. */
export interface SeedBlobStore {
  get(key: string): Promise<unknown>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

export interface SeedOptions {
  /** When given, the banner images are written to it as `banners/<file>` (if missing). */
  blob?: SeedBlobStore;
  /** The day of seeding (YYYY-MM-DD): dated demo texts are placed around it. Today by default. */
  today?: string;
}

export async function seedPortal(db: PortalDb, options: SeedOptions = {}): Promise<DemoAccount[]> {
  await seedReferenceData(db);
  await seedUsers(db);
  await seedDemoContent(db, options);
  return SEED_ACCOUNTS.map(({ username, name, language, description, sites }) => ({ username, password: DEMO_PASSWORD, name, language, description, sites }));
}

/**
 * What every installation needs before anyone signs in: every scope, the standard roles and group
 * roles (`administrator` among them), the content target markets and layouts. A release's new scopes
 * go to the standard roles that hold them.
 */
export async function seedReferenceData(db: PortalDb): Promise<void> {
  const known = new Set((await db.select({ name: permissions.name }).from(permissions)).map((row) => row.name));
  await ensurePermissions(db, [...ALL_SCOPES]);
  await seedRoles(db);
  await grantNewScopes(db, known);
  await seedMarketsAndLayouts(db);
}

/** Announcements, banners, sales documents, marketing material and news; their files go to `options.blob`. */
export async function seedDemoContent(db: PortalDb, options: SeedOptions = {}): Promise<void> {
  await seedContent(db, options.today ?? new Date().toISOString().slice(0, 10));
  if (options.blob) await seedBannerImages(options.blob);
  await seedSalesDocuments(db, options.blob);
  await seedMarketingAndNews(db, options.blob);
}

async function seedRoles(db: PortalDb): Promise<void> {
  const existing = new Set((await db.select({ name: roles.name }).from(roles)).map((row) => row.name));
  for (const role of SEED_ROLES) {
    if (!existing.has(role.name)) await createRole(db, { name: role.name, description: role.description, scopes: [...role.scopes] });
  }
  const roleIds = new Map((await db.select().from(roles)).map((row) => [row.name, row.id]));
  const groups = new Set((await db.select({ description: groupRoles.description }).from(groupRoles)).map((row) => row.description));
  for (const group of SEED_GROUP_ROLES) {
    if (groups.has(group.description)) continue;
    const ids = group.roles.map((name) => roleIds.get(name)).filter((id): id is number => id !== undefined);
    await createGroupRole(db, group.description, ids);
  }
}

/**
 * A scope this data folder has never seen (a new release's) goes to the seeded roles that hold it, so
 * a folder from before the release can use the new pages. Scopes it knew are left as users set them.
 */
async function grantNewScopes(db: PortalDb, known: ReadonlySet<string>): Promise<void> {
  if (known.size === 0) return;
  const permissionIds = new Map((await db.select().from(permissions)).map((row) => [row.name, row.id]));
  const roleIds = new Map((await db.select().from(roles)).map((row) => [row.name, row.id]));
  const grants = SEED_ROLES.flatMap((role) =>
    role.scopes.filter((scope) => !known.has(scope)).map((scope) => ({ roleId: roleIds.get(role.name), permissionId: permissionIds.get(scope) })),
  ).filter((grant): grant is { roleId: number; permissionId: number } => grant.roleId !== undefined && grant.permissionId !== undefined);
  if (grants.length > 0) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}

async function seedUsers(db: PortalDb): Promise<void> {
  const existing = new Set((await db.select({ username: users.username }).from(users)).map((row) => row.username));
  const groupByRole = await groupOfRole(db);
  for (const account of SEED_ACCOUNTS) {
    if (existing.has(account.username)) continue;
    await createUser(db, {
      username: account.username,
      name: account.name,
      email: account.email,
      language: account.language,
      limitation: account.limitation,
      password: DEMO_PASSWORD,
      groupRoleId: groupByRole.get(account.roles[0] ?? '') ?? null,
      roles: [...account.roles],
      areas: [...account.areas],
      customers: [...account.customers],
    });
  }
}

async function groupOfRole(db: PortalDb): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: roles.name, groupRoleId: groupRoleRoles.groupRoleId })
    .from(groupRoleRoles)
    .innerJoin(roles, eq(roles.id, groupRoleRoles.roleId));
  return new Map(rows.map((row) => [row.role, row.groupRoleId]));
}

async function seedContent(db: PortalDb, today: string): Promise<void> {
  const existing = await db.select().from(announcements);
  const translations = new Set(existing.map((row) => `${row.translationKey ?? ''}|${row.language}`));
  for (const { sorg, title, content, url, language, translationKey, validFrom, validTo } of seedAnnouncements(today)) {
    if (translations.has(`${translationKey}|${language}`)) continue;
    // A data folder seeded before announcements had languages holds the row without its key.
    const earlier = existing.find((row) => row.translationKey === null && (row.sorg ?? null) === sorg && row.title === title);
    if (earlier) await db.update(announcements).set({ language, translationKey }).where(eq(announcements.id, earlier.id));
    else await createAnnouncement(db, { type: 'home_page', sorg, title, content, url, language, translationKey, validFrom, validTo });
  }
  const files = new Set((await db.select({ file: banners.bannerFile }).from(banners)).map((row) => row.file));
  for (const { sorg, bannerFile, link, validFrom, validTo } of SEED_BANNERS) {
    if (!files.has(bannerFile)) await createBanner(db, { sorg, bannerFile, link, validFrom, validTo });
  }
}

async function seedMarketsAndLayouts(db: PortalDb): Promise<void> {
  const markets = new Set((await db.select().from(contentTargetMarkets)).map((row) => `${row.type}|${row.marketName}`));
  for (const market of SEED_TARGET_MARKETS) {
    if (!markets.has(`${market.type}|${market.marketName}`)) await createTargetMarket(db, market);
  }
  const layoutKeys = new Set((await db.select().from(layouts)).map((row) => `${row.type}|${row.description}`));
  for (const layout of SEED_LAYOUTS) {
    if (!layoutKeys.has(`${layout.type}|${layout.description}`)) await createLayout(db, layout);
  }
}

async function seedBannerImages(blob: SeedBlobStore): Promise<void> {
  for (const banner of SEED_BANNERS) {
    const key = `banners/${banner.bannerFile}`;
    if (await blob.get(key)) continue;
    await blob.put(key, new TextEncoder().encode(bannerSvg(banner)), 'image/svg+xml');
  }
}
