/**
 * Every public function that runs regular expressions over text a caller sends, with the words
 * that lead its patterns into their slow paths. The regex-safety test feeds each one long runs of
 * adversarial characters after each prefix. A function added to a module that reads caller text
 * belongs here: one line, a name, a call and its trigger words.
 */

import {
  companyNameKey,
  extractClues,
  parseRequestPhone,
  streetKeyTokens,
} from '#domain/customer/index';
import { cellText } from '#domain/documents/cell-text';
import { parseCsv } from '#domain/documents/csv';
import { columnRole, isHeaderRow } from '#domain/documents/headers';
import { findDates, hasDeliveryContext, isOfferDeadline } from '#domain/extract/dates';
import { distributedItemsAt } from '#domain/extract/distributive';
import { extractQuote } from '#domain/extract/extract';
import { fieldBlockItems } from '#domain/extract/field-blocks';
import { parseItemLine, parseQuantityCell } from '#domain/extract/items';
import { guessLanguage } from '#domain/extract/language-hint';
import { countMarkedRows } from '#domain/extract/marked-rows';
import { calledOffItems } from '#domain/extract/mentions';
import { decimalStyleFromProse, parseLocaleNumber } from '#domain/extract/numbers';
import { headerFromLine, parseTableRow } from '#domain/extract/tables';
import {
  assessUrgency,
  findPaymentTerms,
  findShipTo,
  findSpecialConditions,
} from '#domain/extract/terms';
import { findCues } from '#domain/intent/cue-matcher';
import { decodeHeader, emlToIntentInput } from '#domain/intent/eml';
import { loadIntentClassifier } from '#domain/intent/index';
import { tokenize } from '#domain/intent/text';
import { toE164 } from '#domain/master-data/phone';
import {
  extractAttributes,
  extractPackSize,
  foldText,
  normaliseManufacturer,
  normalisePartNumber,
} from '#domain/product/normalise';
import { prepareEmail } from '#domain/text/email';
import { htmlToText, looksLikeHtml } from '#domain/text/html';
import { languageBearingText } from '#domain/text/language';
import { splitQuoted } from '#domain/text/quoted';
import { splitSignature } from '#domain/text/signature';

export interface CallerTextFunction {
  name: string;
  run: (text: string) => unknown;
  /** Words that start this function's patterns; the empty prefix is always tried too. */
  prefixes?: readonly string[];
}

const reference = new Date('2026-11-16T09:00:00Z');
const itemContext = {
  style: 'comma' as const,
  language: 'de',
  reference,
  defaultUnit: 'pcs' as const,
};
const intentClassifier = loadIntentClassifier();

/** Words that start the extraction patterns: terms, ship-to, items, dates, sizes. */
const EXTRACT_PREFIXES = [
  'Lieferadresse: a',
  'net',
  '2%',
  '30 Tage',
  'Skonto 2%',
  'Lieferung an Werk',
  '10 Stk M8',
  'KW',
  'M8x',
  'DN',
  'kg 3,5 ',
  'hätten wir gern 500 ',
  'Set (doos 100) x ',
];
const PRODUCT_PREFIXES = ['M8', '10x', 'DN', 'K', 'P', 'G1/', '1/2', 'Ø', 'M8x30', '24 V'];

export const CALLER_TEXT_FUNCTIONS: readonly CallerTextFunction[] = [
  { name: 'prepareEmail', run: prepareEmail, prefixes: ['> ', '-- ', 'Von: ', 'On Mon'] },
  { name: 'htmlToText', run: htmlToText, prefixes: ['<p>a', '<td>a'] },
  { name: 'looksLikeHtml', run: looksLikeHtml, prefixes: ['<p', '<!doctype'] },
  { name: 'splitQuoted', run: splitQuoted, prefixes: ['> ', 'Am ', 'On ', '-----'] },
  { name: 'splitSignature', run: splitSignature, prefixes: ['-- ', 'Tel', 'Mit freundlichen'] },
  { name: 'languageBearingText', run: languageBearingText },
  {
    name: 'extractQuote',
    run: (text) => extractQuote({ body: text, received_at: reference.toISOString() }),
    // The whole pipeline; the functions below take every trigger word one by one.
    prefixes: ['Lieferadresse: a', 'net', '10 Stk M8', 'KW'],
  },
  {
    name: 'countMarkedRows',
    run: (text) =>
      countMarkedRows(
        [
          {
            description: text.slice(0, 200),
            quantity: null,
            ambiguous: true,
            raw_score: 0.3,
            source: { document: 'sheet.xlsx', page: 1, line_text: '' },
            signals: [{ signal: 'quantity_marked', weight: 0 }],
          },
        ],
        [text],
      ),
    prefixes: ['llaves de 13 y de 17, 5 de cada', 'je 20'],
  },
  { name: 'calledOffItems', run: calledOffItems, prefixes: ['Actually, forget the ', 'De '] },
  { name: 'findPaymentTerms', run: (text) => findPaymentTerms([text]), prefixes: EXTRACT_PREFIXES },
  { name: 'findShipTo', run: (text) => findShipTo([text]), prefixes: EXTRACT_PREFIXES },
  {
    name: 'findSpecialConditions',
    run: (text) => findSpecialConditions([text]),
    prefixes: ['EN 10204', 'UN', 'export', 'RoHS'],
  },
  { name: 'assessUrgency', run: (text) => assessUrgency(text, null), prefixes: ['so schnell'] },
  {
    name: 'findDates',
    run: (text) => findDates(text, 'de', reference, 'DE'),
    prefixes: ['KW', 'bis', '12.', 'semaine'],
  },
  { name: 'isOfferDeadline', run: isOfferDeadline, prefixes: ['Angebot bis'] },
  { name: 'hasDeliveryContext', run: hasDeliveryContext, prefixes: ['Lieferung'] },
  {
    name: 'parseItemLine',
    run: (text) => parseItemLine(text, itemContext),
    prefixes: EXTRACT_PREFIXES,
  },
  {
    // Its count line and the list lines below it, each within the reader's line bound.
    name: 'distributedItemsAt',
    run: (text) =>
      distributedItemsAt(
        [
          `Please quote 10 pcs each of: ${text.slice(0, 500)}`,
          ...(text.match(/[\s\S]{1,500}/g) ?? []),
        ],
        0,
        itemContext,
      ),
    prefixes: ['- ', 'je 10 Stück ', '6205, '],
  },
  {
    name: 'headerFromLine',
    run: (text) => headerFromLine({ text, bbox: { x: 0, y: 0, w: 1, h: 1 } }),
    prefixes: ['Pos | Menge', 'Artikel', 'UoM Unit price', 'Cant. Ud. Precio ', 'Rif. Codice '],
  },
  {
    // A table row's cells by role: a comment cell that cancels the row ('ANULADA - no servir'),
    // a unit cell with its contents ('box/100', 'PK100').
    name: 'parseTableRow',
    run: (text) =>
      parseTableRow(
        {
          text,
          bbox: { x: 0, y: 0, w: 3, h: 1 },
          cells: [
            { text: '4', bbox: { x: 0, y: 0, w: 1, h: 1 } },
            { text, bbox: { x: 1, y: 0, w: 1, h: 1 } },
            { text, bbox: { x: 2, y: 0, w: 1, h: 1 } },
          ],
        },
        [
          { role: 'quantity', left: 0, right: 1 },
          { role: 'unit', left: 1, right: 2 },
          { role: 'note', left: 2, right: 3 },
        ],
        itemContext,
        false,
      ),
    prefixes: ['vervalt - ', 'box/', 'PK', 'ANULADA ', 'do not '],
  },
  {
    // A table's count cell ('n. 4 conf.', 'kg 20', 'ca. 20-25 Stk.').
    name: 'parseQuantityCell',
    run: (text) => parseQuantityCell(text, itemContext, false),
    prefixes: ['n. ', 'kg ', 'ca. ', '2 pakken à ', '2 '],
  },
  { name: 'parseLocaleNumber', run: (text) => parseLocaleNumber(text, 'comma'), prefixes: ['1'] },
  { name: 'decimalStyleFromProse', run: decimalStyleFromProse, prefixes: ['2,5 kg ', '1.2', '1,'] },
  {
    name: 'fieldBlockItems',
    run: (text) => fieldBlockItems(text.split('\n'), itemContext),
    prefixes: ['Description: a', 'Quantity: 1', 'Menge: ', 'Artikel:'],
  },
  { name: 'guessLanguage', run: guessLanguage },
  { name: 'foldText', run: foldText },
  { name: 'normalisePartNumber', run: normalisePartNumber, prefixes: PRODUCT_PREFIXES },
  { name: 'normaliseManufacturer', run: normaliseManufacturer, prefixes: ['Fa.', 'SKF'] },
  { name: 'extractAttributes', run: extractAttributes, prefixes: PRODUCT_PREFIXES },
  { name: 'extractPackSize', run: extractPackSize, prefixes: ['VE', 'pack of', '100 x'] },
  {
    name: 'extractClues',
    run: (text) =>
      extractClues({ case_id: 'c', sender: 'a@b.example', body: text } as never, new Set()),
    prefixes: ['Tel', 'Kd-Nr', 'USt-IdNr', '+49'],
  },
  { name: 'companyNameKey', run: companyNameKey, prefixes: ['GmbH'] },
  { name: 'streetKeyTokens', run: streetKeyTokens, prefixes: ['Str.'] },
  { name: 'parseRequestPhone', run: (text) => parseRequestPhone(text, 'DE'), prefixes: ['+49'] },
  { name: 'toE164', run: toE164, prefixes: ['+49'] },
  {
    name: 'classifyIntent',
    run: async (text) =>
      (await intentClassifier).classify({ subject: 'Anfrage', body: text, sender: 'a@b.example' }),
    prefixes: ['Angebot', 'Re: '],
  },
  {
    // A reply runs the topic-turn search over the new text's lines.
    name: 'classifyIntent (reply)',
    run: async (text) =>
      (await intentClassifier).classify({
        subject: 'AW: Anfrage',
        body: text,
        sender: 'a@b.example',
      }),
    prefixes: ['Danke. Anderes Thema: ', 'Thanks. Separate thing '],
  },
  { name: 'findCues', run: findCues, prefixes: ['bitte um', 'könnt ihr uns '] },
  { name: 'tokenize', run: (text) => tokenize(text) },
  { name: 'emlToIntentInput', run: emlToIntentInput, prefixes: ['Subject: ', 'Content-Type: '] },
  { name: 'decodeHeader', run: decodeHeader, prefixes: ['=?utf-8?q?'] },
  { name: 'parseCsv', run: (text) => parseCsv(text, 50_000, 1_000_000), prefixes: ['"'] },
  { name: 'isHeaderRow', run: (text) => isHeaderRow([text, 'Menge']) },
  { name: 'columnRole', run: columnRole, prefixes: ['Menge'] },
  { name: 'cellText', run: (text) => cellText(text) },
];

/**
 * Runs that make backtracking patterns slow: whitespace (ASCII, tab, NBSP), punctuation that
 * patterns make optional, digits, and pairs that alternate what patterns repeat.
 */
export const ADVERSARIAL_RUNS: readonly string[] = [
  ' ',
  '\t',
  '\u00a0',
  '.',
  ',',
  '-',
  '/',
  'x',
  '0',
  '1.',
  '1 ',
  '1,',
  '. ',
  'a ',
  'x1',
  ' x',
  '%',
];
