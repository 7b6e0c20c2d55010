// The catalogue search box is written as a string on the server (search-box-markup.ts) and hydrated
// by the island: the two must stay the same markup, whatever the texts hold.
import { h, type ComponentType } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { searchBoxMarkup } from '../../src/components/catalog/search-box-markup';
import SearchBox, { type SearchBoxProps } from '../../src/islands/catalog/SearchBox';

const Box = SearchBox as unknown as ComponentType<SearchBoxProps>;

describe('the catalogue search box written on the server', () => {
  it.each([
    { locale: 'en-us', label: 'Search products', placeholder: 'Name, article code, brand or series', initial: '', listId: 'catalog-search-list' },
    { locale: 'de', label: 'Produkte suchen', placeholder: 'Name, Artikelnummer, Marke oder Serie', initial: 'marin rift', listId: 'catalog-search-list' },
    { locale: 'en-us', label: 'A & B <c> "d"', placeholder: "l’atelier O'Neil", initial: '"Tubes" & <Tyres>', listId: 'x-1' },
  ])('is what the island renders: $locale $initial', (props) => {
    expect(searchBoxMarkup(props)).toBe(renderToString(h(Box, props)));
  });
});
