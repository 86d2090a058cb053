import { cellText } from '#domain/documents/cell-text';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows beyond this are not read: the import holds the parsed dataset in memory. */
const MAX_ROWS = 500_000;
const MAX_COLUMNS = 200;

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The first worksheet of an .xlsx workbook (a branch's override sheet, a customer list exported
 * from a spreadsheet) as CSV text with the same header-row conventions as a CSV import: row 1
 * holds the field names (dotted for nested fields), lists are `;`-separated in one cell. Row n of
 * the sheet is line n of the CSV, so rejected records point at the sheet row. exceljs is loaded on
 * the first workbook, not with the function.
 */
export async function xlsxToCsv(workbookBytes: Buffer): Promise<string> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(workbookBytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return '';
  const lines: string[] = [];
  const last = Math.min(sheet.rowCount, MAX_ROWS);
  const width = Math.min(sheet.columnCount, MAX_COLUMNS);
  for (let rowNumber = 1; rowNumber <= last; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) {
      cells.push(csvField(cellText(row.getCell(column).value)));
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
}
