// The options of one filter facet as one string. A catalogue list draws up to 180 of them, each a
// label, a checkbox and a count; as template parts they were a twentieth of the page's CPU (issue
// 19). The groups come memoised per cached filter options (panelGroups), so their markup is built
// once per group and locale, with Astro's own attribute and text escaping: the same bytes as before.
import { addAttribute, unescapeHTML } from 'astro/compiler-runtime';
import type { PanelGroup } from '../../domain/catalog/filter-panel';
import { escapeText as text } from '../markup-text';

const markupOf = new WeakMap<PanelGroup, Map<string, ReturnType<typeof unescapeHTML>>>();

export function optionsMarkup(group: PanelGroup, locale: string, number: (n: number) => string): ReturnType<typeof unescapeHTML> {
  let byLocale = markupOf.get(group);
  if (!byLocale) markupOf.set(group, (byLocale = new Map()));
  let markup = byLocale.get(locale);
  if (markup === undefined) {
    const labels = group.options.map(
      (o) =>
        `<label><input type="checkbox"${addAttribute(group.field, 'name')}${addAttribute(o.id, 'value')}${addAttribute(o.checked, 'checked')}${addAttribute(o.disabled, 'disabled')}> ${text(o.name)} <small>${text(number(o.count))}</small></label>`,
    );
    markup = unescapeHTML(labels.join(''));
    byLocale.set(locale, markup);
  }
  return markup;
}
