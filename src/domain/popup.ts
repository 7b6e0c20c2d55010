// Popup kinds and the messages of the spec's error catalogue (docs/requirements.md#popups).

export type PopupKind =
  /** Icon, text and an OK button. */
  | 'info'
  | 'loading'
  /** Confirm and cancel. */
  | 'question'
  /** Confirm reloads the page. */
  | 'error';

export type PopupIcon = 'success' | 'error' | 'warning' | 'info';

export interface Popup {
  readonly kind: PopupKind;
  /** Locale key of the text. */
  readonly messageKey: string;
  readonly icon?: PopupIcon;
}

/** A network error: "connection failed, please refresh" with a refresh (reload) button. */
export const CONNECTION_FAILED: Popup = { kind: 'error', messageKey: 'popup.connection_failed', icon: 'error' };

/** A failed data load that was not cancelled: offline or not. */
export function loadFailedPopup(online: boolean): Popup {
  return { kind: 'error', messageKey: online ? 'popup.something_wrong' : 'popup.connection_error', icon: 'error' };
}

export const LOADING: Popup = { kind: 'loading', messageKey: 'popup.loading' };
export const CHANGE_CUSTOMER_FAILED: Popup = { kind: 'info', messageKey: 'customer.change_failed', icon: 'error' };
export const CONSUMER_VOICE_CONFIRM: Popup = { kind: 'question', messageKey: 'consumer_voice.confirm', icon: 'info' };
export const CONSUMER_VOICE_SENT: Popup = { kind: 'info', messageKey: 'consumer_voice.success', icon: 'success' };
export const CONSUMER_VOICE_FAILED: Popup = { kind: 'info', messageKey: 'consumer_voice.failed', icon: 'error' };
export const LANGUAGE_CHANGED: Popup = { kind: 'info', messageKey: 'language.success_change_language', icon: 'success' };
export const LANGUAGE_CHANGE_FAILED: Popup = { kind: 'info', messageKey: 'language.failed_change_language', icon: 'error' };
export const UNSAVED_CHANGES: Popup = { kind: 'question', messageKey: 'popup.leave_confirm', icon: 'warning' };

/** A failed chunk load reloads the page, at most once per this many milliseconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
