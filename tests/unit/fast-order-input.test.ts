import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../src/server/spreadsheet/xlsx';
import { FAST_ORDER_MAX_FILE_BYTES, fastOrderInput } from '../../src/server/catalog/fast-order-input';

function form(lines: string, file?: { bytes: BlobPart; name: string; type?: string }): FormData {
  const data = new FormData();
  data.set('lines', lines);
  if (file) data.set('file', new File([file.bytes], file.name, { type: file.type ?? '' }));
  return data;
}

describe('fastOrderInput', () => {
  it('takes the pasted lines when no file is sent', async () => {
    expect(await fastOrderInput(form('200001430 2'))).toEqual({ ok: true, text: '200001430 2', fromFile: false });
  });

  it('reads a workbook by its content even when it is named .csv', async () => {
    const bytes = await writeXlsx('Order', [['Article', 'Qty'], ['200001430', 4]]);
    const input = await fastOrderInput(form('ignored 1', { bytes: new Uint8Array(bytes), name: 'order.csv', type: 'text/csv' }));
    expect(input).toEqual({ ok: true, text: 'Article\tQty\n200001430\t4', fromFile: true });
  });

  it('reads CSV text named .xlsx as text', async () => {
    expect(await fastOrderInput(form('', { bytes: '200001430;3\n', name: 'order.xlsx' }))).toEqual({ ok: true, text: '200001430;3\n', fromFile: true });
  });

  it('refuses binary files that are not workbooks and files over the size limit', async () => {
    const legacyXls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await fastOrderInput(form('', { bytes: legacyXls, name: 'order.xls' }))).toEqual({ ok: false, messageKey: 'fast_order.bad_file' });
    const big = 'x'.repeat(FAST_ORDER_MAX_FILE_BYTES + 1);
    expect(await fastOrderInput(form('', { bytes: big, name: 'order.csv' }))).toEqual({ ok: false, messageKey: 'fast_order.file_too_large' });
  });
});
