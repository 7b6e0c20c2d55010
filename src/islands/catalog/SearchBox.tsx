// Header search with suggestions: 3 characters, 650 ms debounce, 4 suggestions (2 on phones), and
// a new keystroke cancels the request still in flight. Submitting opens /catalog/list?search=.
// A term shaped like a frame's serial offers (and on submit opens) the frame passport instead
// (decision 0113), without asking the server whether the frame exists.
import { memo, type FormEvent, useEffect, useRef, useState } from 'react';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH, suggestionLimit } from '../../domain/catalog/search.rules';
import { passportPath, serialOf } from '../../domain/frame-passport/serial';

interface Suggestion {
  name: string;
  articleCode: string;
  slug: string;
  type: string;
}

export interface SearchBoxProps {
  locale: string;
  label: string;
  placeholder: string;
  /** The option that opens a frame's passport: "Frame passport", followed by the serial. */
  passportLabel: string;
  initial?: string;
  phone?: boolean;
}

function hrefOf(locale: string, s: Suggestion): string {
  const base = s.type === 'Bike' ? 'catalog/bike' : s.type === 'PAA' ? 'catalog/paa' : 'catalog';
  return `/${locale}/${base}/${s.slug}`;
}

function SearchBox({ locale, label, placeholder, passportLabel, initial = '', phone = false }: SearchBoxProps) {
  const [term, setTerm] = useState(initial);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  // Escape closes the list, the passport option too, until the term changes.
  const [closed, setClosed] = useState(false);
  // A fixed id, not useId(): islands are rendered with renderToString (decision 0094), which takes
  // no identifierPrefix, so a generated id would differ from the one the browser hydrates with.
  const listId = phone ? 'catalog-search-list-phone' : 'catalog-search-list';
  const inFlight = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Hydration starts on the first interaction: keep what was typed into the server-rendered box.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initial) setTerm(typed);
  }, [initial]);

  const serial = serialOf(term);
  const offered = serial !== null && !closed;

  useEffect(() => {
    const trimmed = term.trim();
    if (trimmed.length < SUGGESTION_MIN_LENGTH || trimmed === initial || serialOf(trimmed)) {
      setItems([]);
      return;
    }
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const onPhone = phone || window.matchMedia('(max-width: 640px)').matches;
      const query = new URLSearchParams({ term: trimmed, limit: String(suggestionLimit(onPhone)) });
      fetch(`/api/catalog/suggestions?${query.toString()}`, { credentials: 'same-origin', signal: controller.signal })
        .then(async (res) => (res.ok ? ((await res.json()) as { data: Suggestion[] }).data : []))
        .then((data) => {
          setItems(data);
          setActive(-1);
        })
        .catch(() => undefined);
    }, SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, phone, initial]);

  const shown = serial ? [] : items;
  const submit = (event: FormEvent) => {
    const chosen = shown[active];
    const href = serial ? passportPath(locale, serial) : chosen && hrefOf(locale, chosen);
    if (href) {
      event.preventDefault();
      window.location.assign(href);
    }
  };

  const onKey = (key: string) => {
    if (key === 'ArrowDown') setActive((i) => Math.min(shown.length - (serial ? 0 : 1), i + 1));
    else if (key === 'ArrowUp') setActive((i) => Math.max(-1, i - 1));
    else if (key === 'Escape') {
      setItems([]);
      setClosed(true);
    }
  };

  return (
    <form className="search" role="search" action={`/${locale}/catalog/list`} method="get" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        name="search"
        aria-label={label}
        placeholder={placeholder}
        value={term}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown.length > 0 || offered}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setTerm(e.target.value);
          setClosed(false);
        }}
        onKeyDown={(e) => onKey(e.key)}
      />
      <ul id={listId} role="listbox" hidden={shown.length === 0 && !offered}>
        {offered && serial && (
          <li id={`${listId}-0`} role="option" aria-selected={active === 0}>
            <a href={passportPath(locale, serial)}>
              {passportLabel} <small>{serial}</small>
            </a>
          </li>
        )}
        {shown.map((s, i) => (
          <li key={s.articleCode} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
            <a href={hrefOf(locale, s)}>
              {s.name} <small>{s.articleCode}</small>
            </a>
          </li>
        ))}
      </ul>
    </form>
  );
}

// A memo object is known to Astro's React renderer as React at once; a plain function is rendered
// once more on every request just to find that out (docs/decisions/0094-react-islands-on-astros-terms.md).
export default memo(SearchBox);
