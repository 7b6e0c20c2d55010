// The main menu's list (MainMenu.astro) and the home's quick links as strings. A sales rep's or an
// administrator's menu has some fifty entries, each a link, an icon and a name: as template parts
// they were the largest share of the shell's rendering. The markup depends only on the visible menu
// (one array per set of entries, shell-context.ts), the language and, for the list, the current
// entry, so it is built once for each of them, with Astro's own attribute and text escaping.
import { addAttribute } from 'astro/compiler-runtime';
import { flatEntries, type VisibleEntry, type VisibleMenuItem } from '../../domain/menu';
import { localizedPath, type Locale } from '../../domain/locales';
import { translator } from '../../server/i18n';
import { drawnOnce, escapeText, type Markup } from '../markup-text';
import { iconMarkup } from './icon-markup';
import { label } from './labels';

/** The `<ul class="rail">` of `menu` in `locale`, `activeHref` marked as the current page. */
export function railMarkup(menu: readonly VisibleMenuItem[], locale: Locale, activeHref: string | null): Markup {
  return drawnOnce(menu, `rail\0${locale}\0${activeHref ?? ''}`, () => drawRail(menu, locale, activeHref)) as Markup;
}

/** The home's quick links (the `<li>`s of its list): every entry of the menu; null when it has none. */
export function quickLinksMarkup(menu: readonly VisibleMenuItem[], locale: Locale): Markup | null {
  return drawnOnce(menu, `quick\0${locale}`, () => {
    const t = translator(locale);
    const links = flatEntries(menu, (key) => label(t, key));
    if (links.length === 0) return null;
    return links
      .map(({ entry, text }) => `<li><a class="card"${addAttribute(localizedPath(locale, entry.href.slice(1)), 'href')}><span class="quick-links__icon">${iconMarkup(entry.icon, 22)}</span><span>${escapeText(text)}</span>${iconMarkup('chevron-right', 18, 'quick-links__go')}</a></li>`)
      .join('');
  });
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
