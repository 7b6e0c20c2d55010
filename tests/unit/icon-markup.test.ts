import { describe, expect, it } from 'vitest';
import { icon, iconMarkup } from '../../src/components/shell/icon-markup';
import { ICON_SPRITE_HREF } from '../../src/components/shell/icon-sprite';

describe('shell icon markup', () => {
  it('draws the named symbol of the sprite file at the asked size, hidden from assistive tech', () => {
    expect(iconMarkup('bike', 22)).toBe(`<svg class="icon" width="22" height="22" aria-hidden="true"><use href="${ICON_SPRITE_HREF}#bike"/></svg>`);
  });

  it('adds the caller class after icon and escapes it', () => {
    expect(iconMarkup('bike', 16, 'go "now"')).toContain('class="icon go &quot;now&quot;"');
  });

  it('falls back to the grid icon for an unknown name, also for names of Object.prototype', () => {
    expect(iconMarkup('no-such-icon', 20)).toBe(iconMarkup('layout-grid', 20));
    expect(iconMarkup('constructor', 20)).toBe(iconMarkup('layout-grid', 20));
  });

  it('leaves width, height and class to the CSS at size 0 (the main menu sizes its icons itself)', () => {
    expect(iconMarkup('bike', 0)).toBe(`<svg aria-hidden="true"><use href="${ICON_SPRITE_HREF}#bike"/></svg>`);
    expect(iconMarkup('bike', 0, 'go')).toBe(`<svg class="icon go" aria-hidden="true"><use href="${ICON_SPRITE_HREF}#bike"/></svg>`);
  });

  it('keeps sizes apart', () => {
    expect(iconMarkup('bike', 20)).not.toBe(iconMarkup('bike', 24));
  });

  it('gives templates the same markup, marked to be written as it is', () => {
    expect(String(icon('bike', 22, 'go'))).toBe(iconMarkup('bike', 22, 'go'));
    expect(icon('bike', 22, 'go')).toBe(icon('bike', 22, 'go'));
  });
});
