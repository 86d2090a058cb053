/**
 * The public invoice2data invoices (read by path, never copied) that both the HTTP evaluation and the
 * in-process invoice check use: the ones whose gold JSON lists lines with a quantity, beside their PDF.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InvoiceLine {
  name?: string;
  desc?: string;
  qty?: number;
}

export interface InvoiceWithLines {
  /** The gold JSON's file name. */
  name: string;
  pdfPath: string;
  /** Only the lines with a quantity and a description. */
  lines: InvoiceLine[];
}

/** The invoices in `directory` (invoice2data's tests/compare), by file name. */
export function invoicesWithLines(directory: string): InvoiceWithLines[] {
  const invoices: InvoiceWithLines[] = [];
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const pdfPath = join(directory, name.replace(/\.json$/, '.pdf'));
    if (!existsSync(pdfPath)) continue;
    const parsed = JSON.parse(readFileSync(join(directory, name), 'utf8')) as unknown;
    const record = (Array.isArray(parsed) ? parsed[0] : parsed) as { lines?: InvoiceLine[] };
    const lines = (record?.lines ?? []).filter(
      (line) => typeof line.qty === 'number' && (line.name ?? line.desc),
    );
    if (lines.length > 0) invoices.push({ name, pdfPath, lines });
  }
  return invoices;
}

/** The first line of a gold line's description. */
export function invoiceLineDescription(line: InvoiceLine): string {
  return (line.name ?? line.desc ?? '').split('\n')[0] ?? '';
}
