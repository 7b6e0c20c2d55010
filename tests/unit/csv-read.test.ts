// CSV as spreadsheet programs write it: quoting, a BOM, German Excel's semicolons and Windows-1252,
// pasted tab-separated cells, blank lines kept for line numbers, and the row limit.
import { describe, expect, it } from 'vitest';
import { csvText, readCsv } from '../../src/server/spreadsheet/csv-read';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

describe('readCsv', () => {
  it('reads quoted fields holding the delimiter, a line break and doubled quotes', async () => {
    const text = 'frame,address,note\r\nKE1,"Jl. 1, Bandung","say ""hi""\r\nand bye"\r\nKE2,plain,\r\n';
    expect(await readCsv(text, 100)).toEqual([
      ['frame', 'address', 'note'],
      ['KE1', 'Jl. 1, Bandung', 'say "hi"\r\nand bye'],
      ['KE2', 'plain', ''],
    ]);
  });

  it('drops a byte order mark, so the first header cell reads as typed', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('frame_number;sold_date\nKE1;2026-06-01')]);
    expect(await readCsv(csvText(bytes), 100)).toEqual([['frame_number', 'sold_date'], ['KE1', '2026-06-01']]);
  });

  it('tells the semicolons German Excel writes from the decimal commas in its cells', async () => {
    const text = 'Rahmennummer;Betrag;Name;Ort\nKE1;1,5;"Müller; Hans";Köln\nKE2;12,75;Schmidt, Eva;München\n';
    expect(await readCsv(text, 100)).toEqual([
      ['Rahmennummer', 'Betrag', 'Name', 'Ort'],
      ['KE1', '1,5', 'Müller; Hans', 'Köln'],
      ['KE2', '12,75', 'Schmidt, Eva', 'München'],
    ]);
  });

  it('reads a file Excel saved as plain "CSV" in Windows-1252', async () => {
    expect(await readCsv(csvText(latin1('Name;Ort\nJürgen Weiß;Düsseldorf\n')), 100)).toEqual([['Name', 'Ort'], ['Jürgen Weiß', 'Düsseldorf']]);
  });

  it('reads cells pasted from a spreadsheet program, separated by tabs, whatever commas they hold', async () => {
    expect(await readCsv('name\tusername\r\nMüller, Hans\tmh\r\n', 100)).toEqual([['name', 'username'], ['Müller, Hans', 'mh']]);
  });

  it('keeps blank lines so rows keep their line numbers, and gives nothing for an empty file', async () => {
    expect(await readCsv('a,b\n\n1,2', 100)).toEqual([['a', 'b'], [''], ['1', '2']]);
    expect(await readCsv('', 100)).toEqual([]);
    expect(await readCsv('\uFEFF', 100)).toEqual([]);
  });

  it('stops at the first non-blank row past the limit, blank rows not counted', async () => {
    const text = ['h', ...Array.from({ length: 50 }, (_, i) => (i % 2 ? '' : `r${i}`))].join('\n');
    const rows = await readCsv(text, 11);
    expect(rows.filter((r) => r[0] !== '')).toHaveLength(12);
    expect(rows.at(-1)).toEqual(['r20']);
    expect(await readCsv('h\nr1\n\nr2', 3)).toEqual([['h'], ['r1'], [''], ['r2']]);
  });

  it('reads a long file across the pieces it is parsed in, quoted line breaks at their ends included', async () => {
    const rows: string[][] = [['frame', 'name', 'address']];
    for (let i = 0; rows.length < 20_000; i++) rows.push([`KE${i}`, `Name "${i}"; x`, `Street ${i}\nFloor ${i % 7}`.repeat(1 + (i % 5))]);
    const text = rows.map((r) => r.map(quoted).join(';')).join('\r\n');
    expect(text.length).toBeGreaterThan(1024 * 1024);
    expect(await readCsv(text, 100_000)).toEqual(rows);
  });

  it('refuses a 5 MB upload at its row limit quickly while timers keep running', async () => {
    const cell = 'x'.repeat(330);
    const text = Array.from({ length: 5_300 }, (_, i) => [`KE${i}`, quoted(`${cell}, "${i}"`), quoted(`${cell}\n${i}`), cell].join(';')).join('\r\n');
    expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const rows = await readCsv(text, 5_001);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(rows).toHaveLength(5_002);
    expect(rows[5_001]?.[1]).toBe(`${cell}, "5001"`);
    expect(took).toBeLessThan(1_000);
    expect(longest).toBeLessThan(100);
  });
});
