// The server's field messages placed next to their fields, for a form a script sends to /api. The
// page renders the same thing when the form is posted without a script (a message under the
// control, tied to it by aria-describedby, the control marked invalid), so a refused field says why
// in the user's language either way. An issue whose field the form does not show is handed back
// for the form's general message, never dropped.

/** A field issue of the error envelope: its key, and the words in the user's language. */
export interface FieldIssue {
  path: string;
  message: string;
  text?: string | undefined;
}

/** What holds one field: its label, control(s) and message. The first one around the control wins. */
const FIELD_BOX = '[data-field], .field, .admin-field, .iq__field, .photo-slot, fieldset';
const MESSAGE = '[data-field-error]';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  return [...form.querySelectorAll<Control>(`[name="${CSS.escape(name)}"]`)].filter((el) => !(el instanceof HTMLInputElement && el.type === 'hidden'));
}

/** The issue's own control, else the nearest one up its path (`seriesBrand.1.brand` → `seriesBrand`). */
function controlsOf(form: HTMLFormElement, path: string): { name: string; controls: Control[] } | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const name = parts.slice(0, n).join('.');
    const controls = controlsNamed(form, name);
    if (controls.length > 0) return { name, controls };
  }
  return null;
}

function addToken(el: Element, attribute: string, token: string): void {
  const tokens = (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
  if (!tokens.includes(token)) el.setAttribute(attribute, [...tokens, token].join(' '));
}

function removeToken(el: Element, attribute: string, token: string): void {
  const tokens = (el.getAttribute(attribute) ?? '').split(/\s+/).filter((t) => t && t !== token);
  if (tokens.length > 0) el.setAttribute(attribute, tokens.join(' '));
  else el.removeAttribute(attribute);
}

function idFor(form: HTMLFormElement, name: string): string {
  const base = `${form.id || 'form'}-${name}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return `${base}-error`;
}

function release(form: HTMLFormElement, message: HTMLElement): void {
  for (const el of form.querySelectorAll(`[aria-describedby~="${CSS.escape(message.id)}"]`)) {
    removeToken(el, 'aria-describedby', message.id);
    el.removeAttribute('aria-invalid');
  }
  if (message.dataset['fieldError'] === 'script') message.remove();
  else {
    message.textContent = '';
    message.hidden = true;
  }
}

/** Empties every field message of the form and unmarks its controls. */
export function clearFieldIssues(form: HTMLFormElement): void {
  for (const message of form.querySelectorAll<HTMLElement>(MESSAGE)) release(form, message);
  for (const el of form.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
}

/** Empties the message of one field (a photo chosen again, a value corrected). */
export function clearFieldIssue(form: HTMLFormElement, path: string): void {
  const found = controlsOf(form, path);
  const box = found?.controls[0]?.closest(FIELD_BOX);
  const message = box?.querySelector<HTMLElement>(MESSAGE);
  if (message) release(form, message);
}

/**
 * Shows the issue's words under its field; returns the first control, or null when the form has no
 * such field. `keep`: a message already shown in the field's box stays (two controls of one group).
 */
export function showFieldIssue(form: HTMLFormElement, issue: FieldIssue, keep = false): Control | null {
  const found = controlsOf(form, issue.path);
  const control = found?.controls[0];
  if (!found || !control) return null;
  const box = control.closest(FIELD_BOX) ?? control.parentElement;
  if (!box || !form.contains(box)) return null;
  let message = box.querySelector<HTMLElement>(MESSAGE);
  if (!message) {
    message = document.createElement('p');
    message.className = 'field-error';
    message.dataset['fieldError'] = 'script';
    box.append(message);
  }
  message.id ||= idFor(form, found.name);
  if (!(keep && !message.hidden && message.textContent)) message.textContent = issue.text ?? issue.message;
  message.hidden = false;
  for (const el of found.controls) {
    el.setAttribute('aria-invalid', 'true');
    addToken(el, 'aria-describedby', message.id);
  }
  if (box instanceof HTMLFieldSetElement) addToken(box, 'aria-describedby', message.id);
  return control;
}

/**
 * Shows each issue under its field (the first issue per field wins), after clearing the last
 * answer's, and moves focus to the first field refused. Returns the issues no field could show.
 */
export function showFieldIssues(form: HTMLFormElement, issues: readonly FieldIssue[]): FieldIssue[] {
  clearFieldIssues(form);
  const shown = new Set<string>();
  const unplaced: FieldIssue[] = [];
  let first: Control | null = null;
  for (const issue of issues) {
    const name = controlsOf(form, issue.path)?.name;
    if (name !== undefined && shown.has(name)) continue;
    const control = showFieldIssue(form, issue, true);
    if (!control || name === undefined) {
      unplaced.push(issue);
      continue;
    }
    shown.add(name);
    first ??= control;
  }
  first?.focus();
  return unplaced;
}
