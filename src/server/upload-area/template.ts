// The upload template: the columns the upload area reads, in the user's language, and one example.
import { UPLOAD_COLUMNS } from '../../domain/frames';
import type { Translate } from '../i18n';
import { writeXlsx } from '../spreadsheet/xlsx';

export function uploadTemplate(t: Translate, today: string): Promise<Uint8Array> {
  const header = UPLOAD_COLUMNS.map((column) => t(`upload_area.column.${column}`));
  const example = ['KE250000001', today, 'retail', 'Ria Rider', '0812345678', 'ria@example.com', 'Bandung', 'Jl. Merdeka 1'];
  return writeXlsx(t('upload_area.sheet_name'), [header, example]);
}
