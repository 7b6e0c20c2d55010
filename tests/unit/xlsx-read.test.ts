import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseFastOrder } from '../../src/domain/cart/fast-order.rules';
import { xlsxToFastOrderText } from '../../src/server/catalog/fast-order-input';
import { isZip, readXlsx, writeXlsx } from '../../src/server/spreadsheet/xlsx';
import { unzipXlsxParts } from '../../src/server/spreadsheet/xlsx-unzip';
import { zipBomb } from '../support/zip-bomb';

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook with the given sheets in tab order; each sheet is `<sheetData>` content. */
function workbook(sheets: { name: string; rows: string; hidden?: boolean }[], shared?: string): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    '_rels/.rels': strToU8(`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook ${MAIN} xmlns:r="${REL}"><sheets>${sheets
        .map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}"${s.hidden ? ' state="hidden"' : ''} r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('')}</Relationships>`,
    ),
  };
  sheets.forEach((s, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(`<?xml version="1.0"?><worksheet ${MAIN}><sheetData>${s.rows}</sheetData></worksheet>`);
  });
  if (shared !== undefined) files['xl/sharedStrings.xml'] = strToU8(`<sst ${MAIN}>${shared}</sst>`);
  return zipSync(files);
}

const oneCell = (text: string) => `<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`;

describe('readXlsx', () => {
  it('reads shared strings, rich text runs, inline strings and numbers, keeping row numbers', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>3</v></c></row>' +
      '<row r="4"><c r="A4" t="inlineStr"><is><t>200001431</t></is></c><c r="C4"><v>9</v></c></row>';
    const shared = '<si><t>Article</t></si><si><t>Qty</t></si><si><r><t>2000</t></r><r><t>01430</t></r></si>';
    const result = await readXlsx(workbook([{ name: 'Order', rows: sheet }], shared));
    expect(result).toEqual({ ok: true, rows: [['Article', 'Qty'], ['200001430', '3'], [], ['200001431', '', '9']] });
  });

  it('decodes XML entities in strings', async () => {
    const result = await readXlsx(workbook([{ name: 'Order', rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' }], '<si><t>A&amp;B &#x41;&#66;</t></si>'));
    expect(result).toEqual({ ok: true, rows: [['A&B AB']] });
  });

  it('reads back a workbook written by the portal xlsx writer', async () => {
    const result = await readXlsx(await writeXlsx('Lines', [['Article', 'Quantity'], ['200001430', 2], ['PAA-17', 12]]));
    expect(result).toEqual({ ok: true, rows: [['Article', 'Quantity'], ['200001430', '2'], ['PAA-17', '12']] });
  });

  it('reads the sheet it is asked for by name, wherever its tab is', async () => {
    const file = workbook([
      { name: 'Notes', rows: oneCell('read me') },
      { name: 'Articles', rows: oneCell('200001430') },
    ]);
    expect(await readXlsx(file, 'articles')).toEqual({ ok: true, rows: [['200001430']] });
  });

  it('reads the first visible sheet when the named one is missing or none is named', async () => {
    const file = workbook([
      { name: 'Lookup', rows: oneCell('hidden'), hidden: true },
      { name: 'Order', rows: oneCell('shown') },
    ]);
    expect(await readXlsx(file)).toEqual({ ok: true, rows: [['shown']] });
    expect(await readXlsx(file, 'Articles')).toEqual({ ok: true, rows: [['shown']] });
  });

  it('refuses content that is not a zip whatever the file is called, and a zip that is no workbook', async () => {
    expect(isZip(strToU8('200001430,2'))).toBe(false);
    expect(await readXlsx(strToU8('200001430,2'))).toEqual({ ok: false, reason: 'not_xlsx' });
    expect(await readXlsx(zipSync({ 'word/document.xml': strToU8('<w/>') }))).toEqual({ ok: false, reason: 'not_xlsx' });
    expect(await readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({ ok: false, reason: 'not_xlsx' });
  });

  it('refuses a workbook whose parts inflate past the limit', async () => {
    const huge = `<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(21 * 1024 * 1024)}`;
    expect(await readXlsx(workbook([{ name: 'Order', rows: huge }]))).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('a zip bomb', () => {
  it('of 5 GB declaring 1,000 bytes is refused counting bytes as they inflate, while timers keep running', async () => {
    const bomb = zipBomb(5 * 1024 ** 3, 1_000);
    expect(bomb.length).toBeLessThan(6 * 1024 * 1024);
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const result = await unzipXlsxParts(bomb);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(result).toEqual({ ok: false, reason: 'too_large' });
    // Bounds that catch a freeze on a loaded machine; the budgets are `npm run bench:zip-bomb`'s.
    expect(took).toBeLessThan(10_000);
    expect(longest).toBeLessThan(500);
  });

  it('is refused by the reader the uploads use', async () => {
    expect(await readXlsx(zipBomb(256 * 1024 * 1024))).toEqual({ ok: false, reason: 'too_large' });
  });
});

describe('xlsxToFastOrderText', () => {
  it('keeps sheet row numbers so fast-order problems point at the right row', () => {
    const text = xlsxToFastOrderText([['Article', 'Qty'], ['200001430', '3'], [], ['bad code!', '1', 'note']]);
    const parsed = parseFastOrder(text);
    expect(parsed.lines).toEqual([{ lineNo: 2, articleCode: '200001430', qty: 3 }]);
    expect(parsed.problems.map((p) => p.lineNo)).toEqual([4]);
  });
});
