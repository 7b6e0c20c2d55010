// Builds the visible navigation menu for one user on one host (docs/requirements.md#navigation-menu).
import { isFlagOn } from './feature-flags';
import { MENU, PREVIEW_PAGE_HREF } from './menu-table';
import type { MenuCondition, MenuContext, MenuEntryDef, MenuItemDef, MenuUserArea, VisibleEntry, VisibleGroup, VisibleMenuItem, VisitForm } from './menu.types';
import { hasScope } from './routes';
import { showsPreviewPage } from './visibility';

export { MENU, PREVIEW_PAGE_HREF };
export type * from './menu.types';

/** User areas of this limitation name the visit forms a user files; without any, both forms show. */
export const VISIT_FORM_LIMITATION = 'visit_form';

function visitFormAllowed(areas: readonly MenuUserArea[], form: VisitForm): boolean {
  const forms = areas.filter((a) => a.limitation === VISIT_FORM_LIMITATION).map((a) => a.value.toLowerCase());
  return forms.length === 0 || forms.includes(form);
}

function conditionHolds(when: MenuCondition | undefined, ctx: MenuContext): boolean {
  if (!when) return true;
  if (when.flagOn && !isFlagOn(ctx.flags, when.flagOn)) return false;
  if (when.flagOff && isFlagOn(ctx.flags, when.flagOff)) return false;
  if (when.store && !ctx.store[when.store]) return false;
  if (when.withScope && !hasScope(ctx.scopes, when.withScope)) return false;
  if (when.withoutScope && hasScope(ctx.scopes, when.withoutScope)) return false;
  if (when.visitForm && !visitFormAllowed(ctx.userAreas, when.visitForm)) return false;
  if (when.previewPage && !showsPreviewPage(ctx.flags, ctx.host)) return false;
  return true;
}

function visibleEntry(def: MenuEntryDef, ctx: MenuContext): VisibleEntry | null {
  if (def.permission !== undefined && !hasScope(ctx.scopes, def.permission)) return null;
  if (!conditionHolds(def.when, ctx)) return null;
  return { kind: 'entry', id: def.id, href: def.href, labelKey: def.labelKey, icon: def.icon };
}

function visibleItem(def: MenuItemDef, ctx: MenuContext): VisibleMenuItem | null {
  if (!('children' in def)) return visibleEntry(def, ctx);
  if (!conditionHolds(def.when, ctx)) return null;
  const children = def.children.map((c) => visibleEntry(c, ctx)).filter((c): c is VisibleEntry => c !== null);
  if (children.length === 0) return null;
  return { kind: 'group', id: def.id, labelKey: def.labelKey, icon: def.icon, children };
}

/** The groups and entries this user may see; a group shows when any of its entries does. */
export function buildMenu(ctx: MenuContext, menu: readonly MenuItemDef[] = MENU): VisibleMenuItem[] {
  return menu.map((item) => visibleItem(item, ctx)).filter((item): item is VisibleMenuItem => item !== null);
}

export interface ProfileMenuEntry {
  readonly id: 'edit_profile' | 'consumer_voice' | 'logout';
  readonly labelKey: `menu.${string}`;
  readonly icon: string;
  /** A page to open, or null for an action (dialog, logout). */
  readonly href: string | null;
}

/** Profile menu and mobile drawer extras: edit profile and consumer voice are permission-gated. */
export function profileMenu(scopes: MenuContext['scopes']): ProfileMenuEntry[] {
  const entries: ProfileMenuEntry[] = [];
  if (hasScope(scopes, 'profile.update')) entries.push({ id: 'edit_profile', labelKey: 'menu.edit_profile', icon: 'settings', href: '/user/edit-profile' });
  if (hasScope(scopes, 'consumer-voice.submit')) entries.push({ id: 'consumer_voice', labelKey: 'menu.consumer_voice', icon: 'message-square', href: null });
  entries.push({ id: 'logout', labelKey: 'menu.logout', icon: 'log-out', href: null });
  return entries;
}

export interface NamedEntry {
  entry: VisibleEntry;
  text: string;
}

/**
 * The menu's entries as one list (the home's quick links). Inside its group "Orders" is clear; in a
 * flat list beside the other "Orders" it is not, so an entry whose name repeats is named with its
 * group ("Third party · Orders"), unless the group bears the entry's own name.
 */
export function flatEntries(menu: readonly VisibleMenuItem[], name: (labelKey: string) => string): NamedEntry[] {
  const flat = menu.flatMap((item): { entry: VisibleEntry; group: VisibleGroup | null }[] => (item.kind === 'entry' ? [{ entry: item, group: null }] : item.children.map((entry) => ({ entry, group: item }))));
  const seen = new Map<string, number>();
  for (const { entry } of flat) seen.set(name(entry.labelKey), (seen.get(name(entry.labelKey)) ?? 0) + 1);
  return flat.map(({ entry, group }) => {
    const text = name(entry.labelKey);
    const groupName = group ? name(group.labelKey) : text;
    return { entry, text: groupName !== text && (seen.get(text) ?? 0) > 1 ? `${groupName} · ${text}` : text };
  });
}
