// The demo accounts as `npm start` and `npm run dev:edge` print them: username, where to sign in, who.
import type { DemoAccount } from '../db/seed';

export function formatAccounts(rows: readonly DemoAccount[], siteOf: (account: DemoAccount) => string, heading = 'each on its own country site'): string {
  const table = [['username', 'sign in at', 'who'], ...rows.map((account) => [account.username, siteOf(account), account.description])];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const [header, ...body] = table;
  const passwords = [...new Set(rows.map((row) => row.password))].join(', ');
  return [`Demo accounts (password ${passwords}), ${heading}:`, line(header!), rule, ...body.map(line)].join('\n');
}
