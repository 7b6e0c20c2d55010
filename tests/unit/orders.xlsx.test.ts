import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, writeXlsx } from '../../src/server/orders/xlsx';

const partsOf = (bytes: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));

describe('xlsx writer', () => {
  it('names columns like a spreadsheet does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a workbook whose parts a spreadsheet application needs, with the sheet named', () => {
    const parts = partsOf(writeXlsx('Open orders', [['SO number', 'Qty'], ['SO-1', 12]]));
    expect(Object.keys(parts).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(parts['xl/workbook.xml']).toContain('<sheet name="Open orders" sheetId="1" r:id="rId1"/>');
  });

  it('keeps numbers as numbers, strings as text and bolds only the header row', () => {
    const sheet = partsOf(writeXlsx('S', [['Qty'], [12], ['0012']]))['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Qty</t></is></c>');
    expect(sheet).toContain('<c r="A2"><v>12</v></c>');
    expect(sheet).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">0012</t></is></c>');
  });

  it('escapes markup and drops control characters that XML cannot hold', () => {
    const sheet = partsOf(writeXlsx('S', [['h'], ['<b>Müller & "Söhne"</b>\u0001']]))['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('&lt;b&gt;Müller &amp; &quot;Söhne&quot;&lt;/b&gt;</t>');
  });
});
