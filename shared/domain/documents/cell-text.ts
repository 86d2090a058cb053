import type { CellValue } from 'exceljs';

/*
 * Apart from spreadsheet.ts, so that code that only formats cells (the master-data .xlsx import)
 * can import it without importing exceljs: the workbook reader loads on the first workbook.
 */

function isoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** Cell value as text: numbers in canonical JS form ('1250.5'), dates as ISO, formulas by result. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((run) => run.text)
        .join('')
        .trim();
    }
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null) return '';
      if (typeof result === 'object' && 'error' in (result as object)) return '';
      return cellText(result as CellValue);
    }
    if ('hyperlink' in value && 'text' in value) return cellText(value.text as CellValue);
    if ('error' in value) return '';
  }
  return '';
}
