import type { FeatureFlag, FeatureFlags } from './feature-flags';
import type { ScopeEntry } from './route.types';
import type { PreviewHost } from './visibility';

export type StoreFlag = 'hasSubMenuBike' | 'hasSubMenuPAA' | 'hasSubMenuGroupset';
export type VisitForm = 'polygon' | 'wim';

/** Extra conditions beside the permission; every one given must hold. */
export interface MenuCondition {
  readonly flagOn?: FeatureFlag;
  readonly flagOff?: FeatureFlag;
  readonly store?: StoreFlag;
  /** Shown only with this scope (admin variant of a content area). */
  readonly withScope?: string;
  /** Shown only without this scope (dealer variant of a content area). */
  readonly withoutScope?: string;
  readonly visitForm?: VisitForm;
  readonly previewPage?: true;
}

export interface MenuEntryDef {
  readonly id: string;
  readonly href: string;
  readonly labelKey: `menu.${string}`;
  readonly icon: string;
  /** A single scope or an any-of list; none = always shown. */
  readonly permission?: ScopeEntry;
  readonly when?: MenuCondition;
}

export interface MenuGroupDef {
  readonly id: string;
  readonly labelKey: `menu.${string}`;
  /** Lucide icon name. */
  readonly icon: string;
  readonly when?: MenuCondition;
  readonly children: readonly MenuEntryDef[];
}

export type MenuItemDef = MenuEntryDef | MenuGroupDef;

export interface MenuUserArea {
  readonly limitation: string;
  readonly value: string;
  readonly sorg?: string | null;
}

export interface MenuContext {
  readonly scopes: readonly string[] | ReadonlySet<string>;
  readonly flags: FeatureFlags;
  readonly host: PreviewHost;
  readonly store: Readonly<Record<StoreFlag, boolean>>;
  readonly userAreas: readonly MenuUserArea[];
}

export interface VisibleEntry {
  readonly kind: 'entry';
  readonly id: string;
  readonly href: string;
  readonly labelKey: `menu.${string}`;
  readonly icon: string;
}

export interface VisibleGroup {
  readonly kind: 'group';
  readonly id: string;
  readonly labelKey: `menu.${string}`;
  readonly icon: string;
  readonly children: readonly VisibleEntry[];
}

export type VisibleMenuItem = VisibleEntry | VisibleGroup;
