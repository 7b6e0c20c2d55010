import { describe, expect, it } from 'vitest';
import { iconMarkup } from '../../src/components/shell/icon-markup';
import { ICONS } from '../../src/components/shell/icons';

describe('shell icon markup', () => {
  it('draws every shape element of the named icon with its attributes inside one hidden svg', () => {
    const markup = iconMarkup('bike', 22);
    expect(markup.startsWith('<svg class="icon" xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 24 24"')).toBe(true);
    expect(markup).toContain('aria-hidden="true" focusable="false"');
    for (const [tag, attrs] of ICONS['bike'] ?? []) {
      const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${value}"`).join('');
      expect(markup).toContain(`<${tag}${attributes}></${tag}>`);
    }
    expect(markup.endsWith('</svg>')).toBe(true);
  });

  it('adds the caller class after icon and escapes it', () => {
    expect(iconMarkup('bike', 16, 'go "now"')).toContain('class="icon go &quot;now&quot;"');
  });

  it('falls back to the grid icon for an unknown name', () => {
    expect(iconMarkup('no-such-icon', 20)).toBe(iconMarkup('layout-grid', 20));
  });

  it('returns the same markup for repeated calls with different sizes kept apart', () => {
    expect(iconMarkup('bike', 20)).toBe(iconMarkup('bike', 20));
    expect(iconMarkup('bike', 20)).not.toBe(iconMarkup('bike', 24));
  });
});
