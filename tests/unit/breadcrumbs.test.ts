import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '../../src/domain/breadcrumbs';

describe('breadcrumbs', () => {
  it('builds one crumb per segment with route titles and disables the last', () => {
    expect(breadcrumbs('/claim/42/edit')).toEqual([
      { href: '/claim', labelKey: 'route.claim', text: 'claim', disabled: false },
      { href: '/claim/42', labelKey: null, text: '42', disabled: false },
      { href: '/claim/42/edit', labelKey: 'route.claim_edit', text: 'edit', disabled: true },
    ]);
  });

  it('disables segments that no route answers', () => {
    const crumbs = breadcrumbs('/admin/users/7/edit');
    expect(crumbs.map((c) => c.disabled)).toEqual([true, false, true, true]);
    expect(crumbs[0]).toMatchObject({ href: null, labelKey: null, text: 'admin' });
    expect(crumbs[1]).toMatchObject({ href: '/admin/users', labelKey: 'route.admin_users' });
  });

  it('gives a route with an optional parameter one crumb, with or without it', () => {
    const crumbs = breadcrumbs('/admin/roles/edit/1');
    expect(crumbs.map((c) => c.href)).toEqual([null, '/admin/roles', '/admin/roles/edit/1']);
    expect(crumbs.at(-1)).toMatchObject({ labelKey: null, text: '1', disabled: true });
    expect(breadcrumbs('/admin/roles/edit').map((c) => c.labelKey)).toEqual([null, 'route.admin_roles', 'route.admin_roles_edit']);
  });

  it('gives no crumbs for the home page and decodes segments', () => {
    expect(breadcrumbs('/')).toEqual([]);
    expect(breadcrumbs('/news/caf%C3%A9').at(-1)).toMatchObject({ text: 'café', labelKey: null, disabled: true });
  });
});
