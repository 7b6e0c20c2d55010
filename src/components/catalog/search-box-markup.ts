// The catalogue search box as SearchBox renders it on the server (no suggestions yet): a catalogue
// page writes it as a string and mount-search.ts hydrates it on the first interaction, so the page
// needs neither Preact's server render nor Astro's inline island runtime (~5 KB, issue 19).
// tests/unit/search-box-markup.test.tsx holds it to the island's own output.
import type { SearchBoxProps } from '../../islands/catalog/SearchBox';
import { escapePreact as escape } from '../markup-text';

export function searchBoxMarkup(props: SearchBoxProps & { listId: string }): string {
  const action = escape(`/${props.locale}/catalog/list`);
  const value = props.initial ?? '';
  return (
    `<form role="search" action="${action}" method="get" class="search">` +
    `<input type="search" name="search" aria-label="${escape(props.label)}" placeholder="${escape(props.placeholder)}" ${value === '' ? 'value' : `value="${escape(value)}"`} autocomplete="off" role="combobox" aria-expanded="false" aria-controls="${escape(props.listId)}"/>` +
    `<ul id="${escape(props.listId)}" role="listbox" hidden></ul></form>`
  );
}
