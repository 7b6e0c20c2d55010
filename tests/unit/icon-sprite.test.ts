import { describe, expect, it } from 'vitest';
import { ICON_SPRITE_FILE, ICON_SPRITE_HREF, ICON_SPRITE_SVG } from '../../src/components/shell/icon-sprite';
import { ICONS } from '../../src/components/shell/icons';

describe('the icon sprite file', () => {
  it('defines one symbol per icon with the lucide viewBox and stroke attributes', () => {
    expect(ICON_SPRITE_SVG.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(ICON_SPRITE_SVG.match(/<symbol /g)).toHaveLength(Object.keys(ICONS).length);
    expect(ICON_SPRITE_SVG).toContain('<symbol id="bike" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"');
  });

  it('holds every shape element of an icon with its attributes', () => {
    for (const [tag, attrs] of ICONS['x'] ?? []) {
      expect(ICON_SPRITE_SVG).toContain(`<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${value}"`).join('')}></${tag}>`);
    }
  });

  it('is named after its content, so browsers may keep it for good', () => {
    expect(ICON_SPRITE_FILE).toMatch(/^[0-9a-z]+\.svg$/);
    expect(ICON_SPRITE_HREF).toBe(`/icons/${ICON_SPRITE_FILE}`);
  });
});
