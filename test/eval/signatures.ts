/**
 * Measures the shared e-mail text rules on public reply fixtures (read by path, never copied):
 *   npx tsx test/eval/signatures.ts [--data ../shared/datasets/email-replies]
 * - talon signature set: exact signature match and line-level precision/recall;
 * - crisp/github reply fixtures: quoted-reply split (fresh text equals the known first paragraph,
 *   no reply header or '>' line left in the content);
 * - line items extracted from the prepared content of every fixture whose line comes from a
 *   signature (must be zero).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractQuote } from '#domain/extract/extract';
import { type ParseContext, parseItemLine } from '#domain/extract/items';
import { prepareEmail } from '#domain/text/email';
import { splitQuoted } from '#domain/text/quoted';
import { splitSignature } from '#domain/text/signature';

const argIndex = process.argv.indexOf('--data');
const dataRoot = resolve(
  argIndex >= 0
    ? (process.argv[argIndex + 1] ?? '')
    : // `../shared` beside the repository (this file is two folders deep).
      fileURLToPath(new URL('../../../shared/datasets/email-replies', import.meta.url)),
);

function read(path: string): string {
  return readFileSync(path, 'utf8').replace(/\r\n?/g, '\n');
}

function normalisedLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^#sig#/, '').trim())
    .filter((line) => line !== '');
}

function talonSignatures(): void {
  const dir = join(dataRoot, 'talon/tests/fixtures/signature/emails/stripped');
  if (!existsSync(dir)) {
    console.log(`talon signature set: skipped (${dir} absent)`);
    return;
  }
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('_body'))
    .map((name) => name.slice(0, -'_body'.length));
  let exact = 0;
  let truePositive = 0;
  let predicted = 0;
  let gold = 0;
  for (const name of names) {
    const body = read(join(dir, `${name}_body`))
      .split('\n')
      .map((line) => line.replace(/^#sig#/, ''))
      .join('\n');
    const expected = normalisedLines(read(join(dir, `${name}_signature`)));
    const actual = normalisedLines(splitSignature(body).signature);
    const expectedSet = new Set(expected);
    truePositive += actual.filter((line) => expectedSet.has(line)).length;
    predicted += actual.length;
    gold += expected.length;
    const same = expected.join('\n') === actual.join('\n');
    if (same) exact++;
    else
      console.log(`  talon miss ${name}: expected ${expected.length} lines, got ${actual.length}`);
  }
  const precision = predicted === 0 ? 1 : truePositive / predicted;
  const recall = gold === 0 ? 1 : truePositive / gold;
  console.log(
    `talon signatures: ${exact}/${names.length} exact; line precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
  );
}

const ITEM_CONTEXT: ParseContext = {
  style: 'point',
  language: 'en',
  reference: new Date('2026-01-05T09:00:00Z'),
  defaultUnit: 'pcs',
};

/** Signature lines read one by one as if the splitter had missed them (the worst case). */
function itemsFromLines(lines: readonly string[]): string[] {
  return lines.filter((line) => parseItemLine(line, ITEM_CONTEXT).length > 0);
}

/**
 * Line items made from signature lines: on talon's marked signatures (full extraction, and each
 * signature line parsed on its own), and on every reply fixture (each line of the detected
 * signature parsed on its own; every item the full extraction returns is listed for review).
 */
function signatureItems(): void {
  let fromPipeline = 0;
  let fromLines = 0;
  let signatureLines = 0;
  const stripped = join(dataRoot, 'talon/tests/fixtures/signature/emails/stripped');
  if (existsSync(stripped)) {
    for (const name of readdirSync(stripped).filter((entry) => entry.endsWith('_body'))) {
      const base = name.slice(0, -'_body'.length);
      const body = read(join(stripped, name))
        .split('\n')
        .map((line) => line.replace(/^#sig#/, ''))
        .join('\n');
      const truth = new Set(normalisedLines(read(join(stripped, `${base}_signature`))));
      signatureLines += truth.size;
      const items = extractQuote({ body }).line_items ?? [];
      const bad = items.filter((item) => truth.has(item.source.line_text.trim()));
      fromPipeline += bad.length;
      for (const item of bad)
        console.log(`  item from talon signature ${base}: ${item.source.line_text}`);
      const lineItems = itemsFromLines([...truth]);
      fromLines += lineItems.length;
      for (const line of lineItems) console.log(`  signature line read as item (${base}): ${line}`);
    }
  }
  let listed = 0;
  const dirs = [
    'crisp-email-reply-parser/test/fixtures',
    'github-email_reply_parser/test/emails',
    'talon/tests/fixtures/standard_replies',
  ].map((relative) => join(dataRoot, relative));
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const raw = read(join(dir, name));
      const prepared = prepareEmail(raw);
      const lines = normalisedLines(prepared.signature);
      signatureLines += lines.length;
      const lineItems = itemsFromLines(lines);
      fromLines += lineItems.length;
      for (const line of lineItems) console.log(`  signature line read as item (${name}): ${line}`);
      for (const item of extractQuote({ body: raw }).line_items ?? []) {
        listed++;
        console.log(`  item in reply fixture ${name} (review): ${item.source.line_text}`);
      }
    }
  }
  console.log(
    `line items from signature lines: ${fromPipeline} (talon, full extraction); ${fromLines} of ${signatureLines} signature lines read as items line by line; ${listed} items in reply fixtures listed above for review`,
  );
}

const KNOWN_FIRST_PARAGRAPH = /^Fusce bibendum[\s\S]*?nec nec nibh\./;

const HEADER_LEAK =
  /^(?:>|On\b.*wrote:?$|Am\b.*schrieb|Le\b.*a écrit|El\b.*escribió|.*ha scritto:?$|Op\b.*schreef|-+\s*(?:original message|ursprüngliche nachricht)|(?:From|Von|De|Van|Da):\s.*@)/im;

function replyFixtures(): void {
  const sets = [
    'crisp-email-reply-parser/test/fixtures',
    'github-email_reply_parser/test/emails',
  ].map((relative) => join(dataRoot, relative));
  let total = 0;
  let withKnownParagraph = 0;
  let knownParagraphExact = 0;
  let leaks = 0;
  for (const dir of sets) {
    if (!existsSync(dir)) {
      console.log(`reply fixtures: skipped ${dir} (absent)`);
      continue;
    }
    for (const name of readdirSync(dir).sort()) {
      const raw = read(join(dir, name));
      total++;
      const prepared = prepareEmail(raw);
      const known = raw.match(KNOWN_FIRST_PARAGRAPH);
      if (known) {
        withKnownParagraph++;
        const fresh = splitQuoted(raw).fresh;
        const onlyParagraph = prepared.content.trim() === known[0].trim();
        const freshStartsRight = fresh.startsWith(known[0]);
        if (onlyParagraph && freshStartsRight) knownParagraphExact++;
        else console.log(`  split differs: ${name}`);
      }
      if (HEADER_LEAK.test(prepared.content)) {
        leaks++;
        console.log(`  header/quote left in content: ${name}`);
      }
    }
  }
  console.log(
    `reply fixtures: ${total} files; content equals the known new paragraph in ${knownParagraphExact}/${withKnownParagraph}; quote header or '>' left in content: ${leaks}/${total}`,
  );
}

function main(): void {
  const started = performance.now();
  console.log(`data: ${dataRoot}`);
  talonSignatures();
  replyFixtures();
  signatureItems();
  console.log(`elapsed ${(performance.now() - started).toFixed(0)} ms`);
}

main();
