// The shell's only always-loaded behaviour, plain DOM (pages without an island ship no
// framework, and the shell is on every page): submenu and disclosure toggles with aria-expanded, Escape and outside
// clicks, the phone drawer's state, the phone search toggle, and logout.
import { showPopup } from './popup-event';

// A menu group is a list item of the main menu's .rail holding a button (MainMenu.astro).
const GROUP = '.rail>li';

function closeSubmenus(except?: Element): void {
  for (const button of document.querySelectorAll(`${GROUP}>button[aria-expanded="true"]`)) {
    if (button !== except) button.setAttribute('aria-expanded', 'false');
  }
}

function closeDisclosures(except?: Element): void {
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[open]')) {
    if (!except || !details.contains(except)) details.open = false;
  }
}

function wireSubmenus(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`${GROUP}>button`)) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeSubmenus(button);
      button.setAttribute('aria-expanded', String(open));
      if (open) button.parentElement?.querySelector<HTMLAnchorElement>('div a')?.focus();
    });
    button.parentElement?.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (!next || !button.parentElement?.contains(next)) button.setAttribute('aria-expanded', 'false');
    });
  }
}

/**
 * A flyout or tooltip is fixed beside the rail at its item's static position. Two cases move it:
 * once the rail has scrolled (a window too short even for shrunken entries) Chromium keeps the
 * unscrolled position, so the item's place on screen is used; and a flyout of a low item would run
 * past the window's bottom, so it is lifted until it fits.
 */
function wireRailPlacement(): void {
  const rail = document.querySelector<HTMLElement>('.rail');
  if (!rail) return;
  const place = (event: Event) => {
    const item = (event.target as Element).closest<HTMLElement>(GROUP);
    if (!item) return;
    requestAnimationFrame(() => {
      for (const floating of item.querySelectorAll<HTMLElement>(':scope>div, :scope>a>span')) {
        floating.style.top = '';
        const box = floating.getBoundingClientRect();
        if (box.height === 0) continue;
        const wanted = rail.scrollTop > 0 ? item.getBoundingClientRect().top : box.top;
        const top = Math.max(0, Math.min(wanted, innerHeight - box.height));
        if (Math.abs(top - box.top) > 0.5) floating.style.top = `${top}px`;
      }
    });
  };
  for (const type of ['pointerover', 'focusin', 'click']) rail.addEventListener(type, place);
}

function wireToggles(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-toggle][aria-controls]')) {
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    button.addEventListener('click', () => {
      if (!target) return;
      target.hidden = !target.hidden;
      button.setAttribute('aria-expanded', String(!target.hidden));
      if (!target.hidden) target.querySelector<HTMLInputElement>('input')?.focus();
    });
  }
}

function wireDrawer(): void {
  const drawer = document.getElementById('mobile-drawer');
  if (!drawer) return;
  drawer.addEventListener('toggle', (event) => {
    const open = (event as ToggleEvent).newState === 'open';
    // The same element is the desktop rail (decision 0072): a dialog only while open as the drawer.
    if (open) {
      drawer.setAttribute('role', 'dialog');
      drawer.setAttribute('aria-modal', 'true');
      drawer.setAttribute('aria-labelledby', drawer.dataset['labelId'] ?? '');
    } else for (const name of ['role', 'aria-modal', 'aria-labelledby']) drawer.removeAttribute(name);
    for (const invoker of document.querySelectorAll('[popovertarget="mobile-drawer"]:not([popovertargetaction="hide"])')) {
      invoker.setAttribute('aria-expanded', String(open));
    }
  });
  // Closes on route change, also for in-page links that do not unload the document.
  drawer.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) drawer.hidePopover();
  });
}

function wireLogout(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-logout]')) return;
    event.preventDefault();
    showPopup({ kind: 'loading' });
    fetch(form.action, { method: 'POST', credentials: 'same-origin' })
      .catch(() => undefined)
      .finally(() => location.assign('/'));
  });
}

export function mountShell(): void {
  wireSubmenus();
  wireRailPlacement();
  wireToggles();
  wireDrawer();
  wireLogout();
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLButtonElement>(`${GROUP}>button[aria-expanded="true"]`);
    closeSubmenus();
    closeDisclosures();
    open?.focus();
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!target.closest(GROUP)) closeSubmenus();
    closeDisclosures(target);
  });
}
