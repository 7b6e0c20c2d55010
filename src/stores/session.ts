// Who is signed in, as the page was rendered for; islands compare API answers against it.
import { atom } from 'nanostores';

export interface SessionState {
  userId: string | null;
  locale: string;
  scopes: readonly string[];
}

export const $session = atom<SessionState>({ userId: null, locale: 'en-us', scopes: [] });

export function setSession(state: SessionState): void {
  $session.set({ ...state, scopes: [...state.scopes] });
}

export function hasSessionScope(scope: string): boolean {
  return $session.get().scopes.includes(scope);
}

export function clearSession(): void {
  $session.set({ userId: null, locale: $session.get().locale, scopes: [] });
}
