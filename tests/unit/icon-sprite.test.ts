import { describe, expect, it } from 'vitest';
import { X } from 'lucide';
import { ICON_SPRITE_FILE, ICON_SPRITE_HREF, ICON_SPRITE_SVG, iconHref } from '../../src/components/shell/icon-sprite';
import { ICONS } from '../../src/components/shell/icons';
import { MENU, profileMenu } from '../../src/domain/menu';

describe('the icon sprite file', () => {
  it('defines one symbol per icon with the lucide viewBox and stroke attributes', () => {
    expect(ICON_SPRITE_SVG.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(ICON_SPRITE_SVG.match(/<symbol /g)).toHaveLength(Object.keys(ICONS).length);
    expect(ICON_SPRITE_SVG).toContain('<symbol id="bike" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"');
  });

  it('holds every shape element of an icon, as the lucide package draws it, with its attributes', () => {
    expect(ICONS['x']).toBe(X);
    for (const [tag, attrs] of X) {
      expect(ICON_SPRITE_SVG).toContain(`<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${value}"`).join('')}></${tag}>`);
    }
  });

  it('is named after its content, so browsers may keep it for good', () => {
    expect(ICON_SPRITE_FILE).toMatch(/^[0-9a-z]+\.svg$/);
    expect(ICON_SPRITE_HREF).toBe(`/icons/${ICON_SPRITE_FILE}`);
  });

  it('knows every icon the menu table and the profile menu name', () => {
    const named = [...MENU.flatMap((item) => [item.icon, ...('children' in item ? item.children.map((c) => c.icon) : [])]), ...profileMenu(new Set(['profile.update', 'consumer-voice.submit'])).map((e) => e.icon)];
    for (const name of named) expect(Object.hasOwn(ICONS, name), name).toBe(true);
  });
});

describe('iconHref', () => {
  it('points into the sprite file at the symbol of the name', () => {
    expect(iconHref('bike')).toBe(`${ICON_SPRITE_HREF}#bike`);
  });

  it('draws the grid icon for a name it does not know, inherited names included', () => {
    expect(iconHref('no-such-icon')).toBe(`${ICON_SPRITE_HREF}#layout-grid`);
    expect(iconHref('constructor')).toBe(`${ICON_SPRITE_HREF}#layout-grid`);
  });
});
