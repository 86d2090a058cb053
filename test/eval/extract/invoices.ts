/**
 * Line-item recall and quantity accuracy on the public invoice2data invoices that carry lines
 * with a quantity (read by path, never copied):
 *   npx tsx test/eval/extract/invoices.ts [--data ../shared/datasets/invoices-invoice2data]
 * Invoices are not quote requests; this measures the table reader on documents nobody here wrote.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { disposeWorker, readAttachment } from '#domain/documents/index';
import { extractQuote } from '#domain/extract/extract';
import { invoiceLineDescription, invoicesWithLines } from '../harness/invoice2data';
import { descriptionOverlap } from './evaluate';

async function main(): Promise<void> {
  const position = process.argv.indexOf('--data');
  const root = resolve(
    position >= 0
      ? (process.argv[position + 1] ?? '')
      : // `../shared` beside the repository (this file is three folders deep).
        fileURLToPath(
          new URL('../../../../shared/datasets/invoices-invoice2data', import.meta.url),
        ),
  );
  const dir = join(root, 'tests/compare');
  if (!existsSync(dir)) {
    console.log(`invoice2data: skipped (${dir} absent)`);
    return;
  }
  let truthLines = 0;
  let found = 0;
  let quantityRight = 0;
  for (const { name, pdfPath, lines } of invoicesWithLines(dir)) {
    const document = await readAttachment({
      filename: name.replace(/\.json$/, '.pdf'),
      bytes: new Uint8Array(readFileSync(pdfPath)),
    });
    const result = extractQuote({ body: '', attachments: [document] });
    const items = result.line_items ?? [];
    let fileFound = 0;
    for (const line of lines) {
      truthLines++;
      const wanted = invoiceLineDescription(line);
      const match = items.find((item) => descriptionOverlap(wanted, item.description ?? '') >= 0.6);
      if (!match) continue;
      found++;
      fileFound++;
      if (match.quantity === line.qty) quantityRight++;
    }
    console.log(
      `  ${name}: ${fileFound}/${lines.length} lines found (${document.status}, ${document.language ?? '?'})`,
    );
  }
  await disposeWorker();
  console.log(
    `invoice2data: line recall ${truthLines === 0 ? 'n/a' : (found / truthLines).toFixed(3)} (${found}/${truthLines}); quantity accuracy on found ${found === 0 ? 'n/a' : (quantityRight / found).toFixed(3)}`,
  );
}

if (process.argv[1]?.endsWith('invoices.ts')) {
  void main();
}
