// Header search constants (docs/requirements.md#constants): minimum term length, debounce, suggestion count.
export const SUGGESTION_MIN_LENGTH = 3;
export const SUGGESTION_DEBOUNCE_MS = 650;
export const SUGGESTIONS_DESKTOP = 4;
export const SUGGESTIONS_PHONE = 2;

export function suggestionLimit(phone: boolean): number {
  return phone ? SUGGESTIONS_PHONE : SUGGESTIONS_DESKTOP;
}
