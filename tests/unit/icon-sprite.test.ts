import { describe, expect, it } from 'vitest';
import { iconMarkup } from '../../src/components/shell/icon-markup';
import { iconSpriteOf, registerIconSprite, shellIconNames } from '../../src/components/shell/icon-sprite';
import { ICONS } from '../../src/components/shell/icons';
import type { ProfileMenuEntry, VisibleMenuItem } from '../../src/domain/menu';

const menu: VisibleMenuItem[] = [
  { kind: 'entry', id: 'catalog', href: '/catalog', labelKey: 'menu.catalog', icon: 'book-open' },
  {
    kind: 'group',
    id: 'invoice',
    labelKey: 'menu.invoice',
    icon: 'receipt',
    children: [
      { kind: 'entry', id: 'open', href: '/invoice/open-invoice', labelKey: 'menu.open_invoice', icon: 'receipt' },
      { kind: 'entry', id: 'list', href: '/invoice/invoice-list', labelKey: 'menu.invoice_list', icon: 'list' },
    ],
  },
];
const profile: ProfileMenuEntry[] = [{ id: 'logout', labelKey: 'menu.logout', icon: 'log-out', href: null }];

describe('the page icon sprite', () => {
  it('holds home, every menu entry, group and child icon, and the profile icons, once each', () => {
    expect(shellIconNames(menu, profile)).toEqual(['book-open', 'house', 'list', 'log-out', 'receipt']);
  });

  it('defines one symbol per name with the lucide viewBox, stroke attributes and shapes, hidden from assistive tech', () => {
    const sprite = registerIconSprite({}, ['bike', 'x']);
    expect(sprite.startsWith('<svg class="icon-sprite" aria-hidden="true" focusable="false">')).toBe(true);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="icon-bike" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"');
    for (const [tag, attrs] of ICONS['x'] ?? []) {
      expect(sprite).toContain(`<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${value}"`).join('')}></${tag}>`);
    }
  });

  it('is known for the request that registered it only', () => {
    const request = {};
    expect(iconSpriteOf(request)).toBeUndefined();
    registerIconSprite(request, ['bike']);
    expect([...(iconSpriteOf(request) ?? [])]).toEqual(['bike']);
    expect(iconSpriteOf({})).toBeUndefined();
  });

  it('draws an icon the sprite holds with <use> at the asked size and class, any other inline', () => {
    const sprite = new Set(['bike']);
    expect(iconMarkup('bike', 22, 'go', sprite)).toBe(
      '<svg class="icon go" width="22" height="22" aria-hidden="true" focusable="false"><use href="#icon-bike"></use></svg>',
    );
    expect(iconMarkup('x', 22, undefined, sprite)).toBe(iconMarkup('x', 22));
    expect(iconMarkup('x', 22)).toContain('viewBox="0 0 24 24"');
  });
});
