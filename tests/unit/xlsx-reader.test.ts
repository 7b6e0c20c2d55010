import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseFastOrder } from '../../src/domain/cart/fast-order.rules';
import { writeXlsx } from '../../src/server/orders/xlsx';
import { isZip, readXlsx, xlsxToFastOrderText } from '../../src/server/catalog/xlsx-reader';

function workbook(sheetData: string, shared?: string): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="Order" sheetId="1"/></sheets></workbook>'),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet><sheetData>${sheetData}</sheetData></worksheet>`),
  };
  if (shared !== undefined) files['xl/sharedStrings.xml'] = strToU8(`<sst>${shared}</sst>`);
  return zipSync(files);
}

describe('readXlsx', () => {
  it('reads shared strings, rich text runs, inline strings and numbers by cell reference', () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>3</v></c></row>' +
      '<row r="4"><c r="A4" t="inlineStr"><is><t>200001431</t></is></c><c r="C4"><v>9</v></c></row>';
    const shared = '<si><t>Article</t></si><si><t>Qty</t></si><si><r><t>2000</t></r><r><t>01430</t></r><rPh><t>x</t></rPh></si>';
    const result = readXlsx(workbook(sheet, shared));
    expect(result).toEqual({ ok: true, rows: [['Article', 'Qty'], ['200001430', '3'], [], ['200001431', '', '9']] });
  });

  it('decodes XML entities in strings', () => {
    const result = readXlsx(workbook('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', '<si><t>A&amp;B &#x41;&#66;</t></si>'));
    expect(result).toEqual({ ok: true, rows: [['A&B AB']] });
  });

  it('reads back a workbook written by the portal xlsx writer', () => {
    const result = readXlsx(writeXlsx('Lines', [['Article', 'Quantity'], ['200001430', 2], ['PAA-17', 12]]));
    expect(result).toEqual({ ok: true, rows: [['Article', 'Quantity'], ['200001430', '2'], ['PAA-17', '12']] });
  });

  it('refuses content that is not a zip whatever the file is called, and a zip without a first sheet', () => {
    expect(isZip(strToU8('200001430,2'))).toBe(false);
    expect(readXlsx(strToU8('200001430,2'))).toEqual({ ok: false, reason: 'not_xlsx' });
    expect(readXlsx(zipSync({ 'word/document.xml': strToU8('<w/>') }))).toEqual({ ok: false, reason: 'not_xlsx' });
    expect(readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({ ok: false, reason: 'not_xlsx' });
  });

  it('refuses a sheet that inflates past the size cap', () => {
    const huge = `<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(9 * 1024 * 1024)}`;
    expect(readXlsx(workbook(huge))).toEqual({ ok: false, reason: 'too_large' });
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
