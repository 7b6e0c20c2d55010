// Month names in the page's language (Intl), built once per language and style.
const cache = new Map<string, string[]>();

export function monthNames(lang: string, style: 'short' | 'long' = 'short'): string[] {
  const key = `${lang}:${style}`;
  let names = cache.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 15))));
    cache.set(key, names);
  }
  return names;
}
