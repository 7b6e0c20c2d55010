// The `spoke:popup` DOM event: any script (the http wrapper, islands) asks the shell's PopupHost
// for one of the spec's popup kinds (docs/requirements.md#popups). Browser-only helper, no framework.
import type { PopupIcon, PopupKind } from '../../domain/popup';

export const POPUP_EVENT = 'spoke:popup';

export interface PopupEventDetail {
  readonly kind: PopupKind | 'close';
  /** A locale key the PopupHost knows (popup.*, customer.*, consumer_voice.*, language.*). */
  readonly key?: string;
  /** Already translated text; wins over `key`. */
  readonly text?: string;
  readonly icon?: PopupIcon;
  /** Question popups: called with true on confirm, false on cancel. */
  readonly resolve?: (confirmed: boolean) => void;
}

export function showPopup(detail: PopupEventDetail): void {
  document.dispatchEvent(new CustomEvent<PopupEventDetail>(POPUP_EVENT, { detail }));
}

/** Asks a question popup and waits for the answer. */
export function askPopup(detail: Omit<PopupEventDetail, 'kind' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => showPopup({ ...detail, kind: 'question', resolve }));
}
