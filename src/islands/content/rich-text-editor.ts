// The admin rich-text editor: turns a `textarea[data-rich-text]` into a Tiptap editor (ProseMirror,
// no React binding: it needs no island runtime on the admin pages). The textarea stays in the form,
// hidden, and receives the editor's HTML on every change: without script the admin types HTML in it,
// with script the form posts the same field, and the server's sanitiser stays the only gate.
// The schema holds only what the sanitiser keeps (paragraphs, h3/h4, bold, italic, underline, lists,
// links), so what the admin sees is what readers get.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { safeHref } from '../../domain/content/safe-link';

export interface EditorTexts {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  heading: string;
  subheading: string;
  bulletList: string;
  orderedList: string;
  link: string;
  linkPrompt: string;
  linkInvalid: string;
  unlink: string;
  undo: string;
  redo: string;
}

/** A link the editor may set: the sanitiser's rule (http, https, mailto or a path on the portal). */
export function editorLink(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' ? null : safeHref(trimmed);
}

// Lucide-style strokes, drawn inline (no icon font or emoji font needed).
const svg = (d: string) => `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${d}</svg>`;
const LINK = '<path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"/><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"/>';
const ICONS: Partial<Record<keyof EditorTexts, string>> = {
  bulletList: svg('<path d="M9 6h11M9 12h11M9 18h11"/><circle cx="4" cy="6" r="1"/><circle cx="4" cy="12" r="1"/><circle cx="4" cy="18" r="1"/>'),
  orderedList: svg('<path d="M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1"/>'),
  link: svg(LINK),
  unlink: svg(`${LINK}<path d="M3 3l18 18"/>`),
  undo: svg('<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>'),
  redo: svg('<path d="m15 14 5-5-5-5"/><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/>'),
};

interface Tool {
  label: keyof EditorTexts;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const TOOLS: readonly Tool[] = [
  { label: 'bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'underline', text: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { label: 'heading', text: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'subheading', text: 'H4', run: (e) => e.chain().focus().toggleHeading({ level: 4 }).run(), active: (e) => e.isActive('heading', { level: 4 }) },
  { label: 'bulletList', text: '', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: 'orderedList', text: '', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: 'link', text: '', run: () => undefined, active: (e) => e.isActive('link') },
  { label: 'unlink', text: '', run: (e) => e.chain().focus().extendMarkRange('link').unsetLink().run() },
  { label: 'undo', text: '', run: (e) => e.chain().focus().undo().run() },
  { label: 'redo', text: '', run: (e) => e.chain().focus().redo().run() },
];

function askLink(editor: Editor, texts: EditorTexts): void {
  const current = (editor.getAttributes('link')['href'] as string | undefined) ?? 'https://';
  const answer = window.prompt(texts.linkPrompt, current);
  if (answer === null) return;
  if (answer.trim() === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  const href = editorLink(answer);
  if (!href) {
    window.alert(texts.linkInvalid);
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

function toolbar(texts: EditorTexts, controls: string): { bar: HTMLElement; buttons: Map<Tool, HTMLButtonElement> } {
  const bar = document.createElement('div');
  bar.className = 'rte__toolbar';
  bar.setAttribute('role', 'toolbar');
  bar.setAttribute('aria-label', texts.toolbar);
  bar.setAttribute('aria-controls', controls);
  const buttons = new Map<Tool, HTMLButtonElement>();
  for (const tool of TOOLS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'rte__button';
    const icon = ICONS[tool.label];
    if (icon) button.innerHTML = icon;
    else button.textContent = tool.text;
    button.title = texts[tool.label];
    button.setAttribute('aria-label', texts[tool.label]);
    button.dataset['tool'] = tool.label;
    if (tool.active) button.setAttribute('aria-pressed', 'false');
    bar.append(button);
    buttons.set(tool, button);
  }
  return { bar, buttons };
}

export function mountRichText(textarea: HTMLTextAreaElement, texts: EditorTexts): Editor {
  const wrapper = document.createElement('div');
  wrapper.className = 'rte';
  const surfaceId = `${textarea.id || textarea.name}-editor`;
  const { bar, buttons } = toolbar(texts, surfaceId);
  const surface = document.createElement('div');
  wrapper.append(bar, surface);
  textarea.after(wrapper);
  textarea.hidden = true;
  textarea.setAttribute('aria-hidden', 'true');
  textarea.tabIndex = -1;
  // The label names the editor instead of the hidden textarea (one labelled field, for assistive tech and tests alike).
  const label = textarea.id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(textarea.id)}"]`) : null;
  if (label) {
    label.id ||= `${surfaceId}-label`;
    label.removeAttribute('for');
  }

  const editor = new Editor({
    element: surface,
    content: textarea.value,
    // The portal's CSP allows no inline <style>: the editor's base styles are in RichTextEditor.astro.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: [], defaultProtocol: 'https', isAllowedUri: (url) => editorLink(url) !== null },
      }),
    ],
    editorProps: {
      attributes: {
        id: surfaceId,
        class: 'rte__surface',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': label.id } : {}),
        ...(textarea.getAttribute('aria-describedby') ? { 'aria-describedby': textarea.getAttribute('aria-describedby') ?? '' } : {}),
        ...(textarea.getAttribute('aria-invalid') ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });
  // A label without `for` no longer focuses anything by itself.
  label?.addEventListener('click', (event) => {
    event.preventDefault();
    editor.commands.focus();
  });

  const refresh = () => {
    for (const [tool, button] of buttons) if (tool.active) button.setAttribute('aria-pressed', String(tool.active(editor)));
  };
  editor.on('update', () => {
    textarea.value = editor.isEmpty ? '' : editor.getHTML();
    // Lets the leave-page guards see the change, as they would for typing in the textarea.
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    refresh();
  });
  editor.on('selectionUpdate', refresh);
  bar.addEventListener('mousedown', (event) => event.preventDefault());
  bar.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-tool]');
    const tool = TOOLS.find((t) => t.label === button?.dataset['tool']);
    if (!tool) return;
    if (tool.label === 'link') askLink(editor, texts);
    else tool.run(editor);
    refresh();
  });
  return editor;
}
