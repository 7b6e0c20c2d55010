// The options of one filter facet as one string. A catalogue list draws up to 180 of them, each a
// label, a checkbox and a count; as template parts they were a twentieth of the page's CPU (issue
// 19). The groups come memoised per cached filter options (panelGroups), so their markup is built
// once per group and locale, with Astro's own attribute and text escaping: the same bytes as before.
import { addAttribute } from 'astro/compiler-runtime';
import type { PanelGroup } from '../../domain/catalog/filter-panel';
import { drawnOnce, escapeText as text, type Markup } from '../markup-text';

export function optionsMarkup(group: PanelGroup, locale: string, number: (n: number) => string): Markup {
  return drawnOnce(group, locale, () =>
    group.options
      .map(
        (o) =>
          `<label><input type="checkbox"${addAttribute(group.field, 'name')}${addAttribute(o.id, 'value')}${addAttribute(o.checked, 'checked')}${addAttribute(o.disabled, 'disabled')}> ${text(o.name)} <small>${text(number(o.count))}</small></label>`,
      )
      .join(''),
  ) as Markup;
}
