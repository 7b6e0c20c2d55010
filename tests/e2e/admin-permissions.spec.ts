// An administrator adds a permission for another system, grants it in a new role, and reads on the
// permissions list what every permission opens, in English and in German (decision 0106).
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { closePromotions, signInAs } from './support/sign-in';

test('an administrator creates a permission, grants it in a role and reads what each permission opens', async ({ page, baseURL }, info) => {
  const permission = `bi.export-${info.project.name}`;
  const role = `bi-viewer-${info.project.name}`;
  await signInAs(page, '/en-us', 'admin');

  await page.goto('/en-us/admin/permissions/create');
  await closePromotions(page);
  await page.getByLabel('Name').fill(permission);
  await page.getByLabel('Description').fill('Exports for the BI tool');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: permission })).toContainText('Exports for the BI tool');
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'page.claim', exact: true }) })).toContainText('Files and follows warranty claims');

  await page.goto('/en-us/admin/roles/create');
  await closePromotions(page);
  await page.getByLabel('Name').fill(role);
  const created = page.getByRole('checkbox', { name: new RegExp(`^${permission.replace('.', '\\.')} Exports for the BI tool`) });
  await expect(created).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: /^page\.claim Files and follows warranty claims/ })).toBeVisible();
  await created.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.getByRole('link', { name: `Edit ${role}` }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${permission.replace('.', '\\.')} `) })).toBeChecked();

  await signInAs(page, `${hostOrigin('de.localhost', baseURL)}/de`, 'admin');
  await page.goto(`${hostOrigin('de.localhost', baseURL)}/de/admin/permissions`);
  await closePromotions(page);
  await expect(page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: 'page.claim', exact: true }) })).toContainText('Erfasst Garantiefälle und verfolgt sie');
});
