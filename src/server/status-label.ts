// The label of a status or type value from the upstream: its locales text, or the value made
// readable when the contract gained a value the portal has no text for yet (never a raw key).
import { readableValue, statusLabelKey, type StatusVocabulary } from '../domain/status-labels';
import { isMessageKey, type Translate } from './i18n';

export function statusLabel(t: Translate, vocabulary: StatusVocabulary, value: string): string {
  const key = statusLabelKey(vocabulary, value);
  return isMessageKey(key) ? t(key) : readableValue(value);
}

/** statusLabel bound to one translator, for a component's markup. */
export const statusLabeller =
  (t: Translate) =>
  (vocabulary: StatusVocabulary, value: string): string =>
    statusLabel(t, vocabulary, value);
