// The main menu's list (MainMenu.astro) as one string. A sales rep's or an administrator's menu has
// some fifty entries, each a link, an icon and a name: as template parts they were the largest share
// of the shell's rendering. The markup depends only on the visible menu (one array per set of entries,
// shell-context.ts), the language and the current entry, so it is built once for each of them, with
// Astro's own attribute and text escaping: the same bytes the template wrote.
import { addAttribute, unescapeHTML } from 'astro/compiler-runtime';
import type { VisibleEntry, VisibleMenuItem } from '../../domain/menu';
import { localizedPath, type Locale } from '../../domain/locales';
import { translator } from '../../server/i18n';
import { escapeText } from '../markup-text';
import { iconMarkup } from './icon-markup';
import { label } from './labels';

type Markup = ReturnType<typeof unescapeHTML>;

const markupOf = new WeakMap<readonly VisibleMenuItem[], Map<string, Markup>>();

/** The `<ul class="rail">` of `menu` in `locale`, `activeHref` marked as the current page. */
export function railMarkup(menu: readonly VisibleMenuItem[], locale: Locale, activeHref: string | null): Markup {
  let byPage = markupOf.get(menu);
  if (!byPage) markupOf.set(menu, (byPage = new Map()));
  const key = `${locale}\0${activeHref ?? ''}`;
  let markup = byPage.get(key);
  if (markup === undefined) {
    markup = unescapeHTML(drawRail(menu, locale, activeHref));
    byPage.set(key, markup);
  }
  return markup;
}

function drawRail(menu: readonly VisibleMenuItem[], locale: Locale, activeHref: string | null): string {
  const t = translator(locale);
  const link = (href: string) => `${addAttribute(localizedPath(locale, href.slice(1)), 'href')}${addAttribute(href === activeHref ? 'page' : undefined, 'aria-current')}`;
  const name = (item: VisibleMenuItem | VisibleEntry) => escapeText(label(t, item.labelKey));
  const items = menu.map((item) => {
    if (item.kind === 'entry') return `<li><a${link(item.href)}>${iconMarkup(item.icon, 0)}<span>${name(item)}</span></a></li>`;
    // The flyout on a desktop; on a phone the group's section, its title a heading.
    const children = item.children.map((child) => `<li><a${link(child.href)}>${iconMarkup(child.icon, 0)}${name(child)}</a></li>`).join('');
    const id = `submenu-${item.id}`;
    return `<li><button type="button" aria-expanded="false"${addAttribute(id, 'aria-controls')}>${iconMarkup(item.icon, 0)}<span>${name(item)}</span></button><div${addAttribute(id, 'id')}><h2>${name(item)}</h2><ul>${children}</ul></div></li>`;
  });
  const home = `<li><a${link('/')}>${iconMarkup('house', 0)}<span>${escapeText(t('route.home'))}</span></a></li>`;
  return `<ul class="rail">${home}${items.join('')}</ul>`;
}
