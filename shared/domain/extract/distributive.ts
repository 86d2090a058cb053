/**
 * One count for every item of a list — the distributive "each":
 *
 *   Please quote 10 pcs each of:        Bitte je 20 Stück von folgenden Lagern:
 *   - 6205-2RS                          6205-2RS
 *   - 6206-2RS                          6206-2RS
 *
 *   We need 12 each of the following: 6205-2RS, 6206-2RS and 6207-2RS.
 *   Bearings 6205-2RS, 6206-2RS, 6207-2RS - 10 of each
 *   Lager 6205, 6206 und 6207 – je 10 Stück
 *
 * Each entry of the list becomes an item with that count and unit. An entry that states a count of
 * its own is left to the line reader, which reads it as written.
 */
import { unicodeWords } from '#domain/text/unicode-regex';
import {
  cleanDescription,
  ItemPattern,
  isUsableDescription,
  itemFields,
  type ParseContext,
  type ParsedItem,
  parseItemLine,
  readQuantity,
  stripListMarker,
} from './items';
import { NUMBER_PATTERN } from './numbers';
import { COUNTABLE_UNITS, normaliseUnit, UNIT_PATTERN, type Unit } from './units';

// Digits only: 'Wil je een offerte' is 'you', not 'one each'.
const QTY = `(?:${NUMBER_PATTERN})`;
const UNIT = `(?:${UNIT_PATTERN})`;
/** "je 20 Stück", "jeweils 5", "van elk 4 stuks", "of each 10". */
const EACH_BEFORE = String.raw`(?:je|jeweils|van\s+elke?|of\s+each)`;
/** "10 each", "5 de chaque", "6 unidades de cada uno", "10 pezzi ciascuno", "4 stuks van elk". */
const EACH_AFTER = String.raw`(?:each(?:\s+of)?|of\s+each|apiece|de\s+chaque|de\s+chacune?|chacune?|de\s+cada\s+un[oa]|de\s+cada|cada\s+un[oa]|di\s+ciascun[oa]|per\s+ciascun[oa]|ciascun[oa]|van\s+elke?|elk|von\s+jede[mrs]|jeweils|je)`;

const COUNT_EACH = unicodeWords(
  new RegExp(
    String.raw`(?<![\p{L}\d.,])(?:(?<pre>${EACH_BEFORE})\s+(?<qty>${QTY})\s*(?:(?<unit>${UNIT})\.?(?![\p{L}\d]))?|(?<qty2>${QTY})\s*(?:(?<unit2>${UNIT})\.?(?![\p{L}\d]))?\s*(?<post>${EACH_AFTER}))\b`,
    'i',
  ),
);

/** What precedes a price, not a count ("at 5.20 each", "à 3 € chacun", "@ 12 each"). */
const PRICE_BEFORE = unicodeWords(
  /(?:\b(?:at|@|à|a|zu|je\s+preis|price|prix|preis|prezzo|precio|prijs|costs?|kostet|coûte|cuesta|costa|kost)|[€$£])\s*$/i,
);

/** Words that join the entries of an inline list (whitespace is one space by then). */
const LIST_JOINER = / ?[,;] ?| (?:and|und|sowie|et|y|e|en|&) /i;

const MAX_ENTRIES = 30;
const MAX_LINE = 600;
const MAX_ENTRY_CHARS = 120;
/** An unmarked line that long is prose, not a list entry. */
const MAX_UNMARKED_WORDS = 8;

const oneSpaced = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface DistributedItems {
  /** The items, each with the line its entry was read from. */
  items: Array<{ item: ParsedItem; line: number }>;
  /** Every line the list took: the count's own line and the entries' lines. */
  lines: number[];
}

interface Count {
  quantity: number;
  unit: Unit | null;
  unitText: string | null;
}

function countOf(groups: Record<string, string | undefined>, context: ParseContext): Count | null {
  const unitText = groups.unit ?? groups.unit2 ?? null;
  const unit = unitText ? normaliseUnit(unitText) : null;
  const read = readQuantity(groups.qty ?? groups.qty2, context, unit);
  if (read.value === null || read.value <= 0 || read.value > 1_000_000) return null;
  // "5.20 each" is a price; a count of pieces is whole.
  if (!Number.isInteger(read.value) && (!unit || COUNTABLE_UNITS.has(unit))) return null;
  return { quantity: read.value, unit, unitText };
}

/** An entry's description: usable text, or a bare code ("6205-2RS"). */
function entryDescription(raw: string): string | null {
  const { text } = stripListMarker(raw.trim());
  if (text.length === 0 || text.length > MAX_ENTRY_CHARS) return null;
  const description = cleanDescription(text);
  if (isUsableDescription(description)) return description;
  return /^[\p{L}\d][\p{L}\d/.-]{2,}$/u.test(description) && /\d/.test(description)
    ? description
    : null;
}

/** "Bearings 6205-2RS", "6206-2RS": the head words of the first entry go to bare codes after it. */
function withSharedHead(entries: string[]): string[] {
  const first = entries[0] ?? '';
  const words = first.split(' ');
  const codeAt = words.findIndex((word) => /\d/.test(word));
  if (codeAt <= 0) return entries;
  const head = words.slice(0, codeAt).join(' ');
  return entries.map((entry, index) =>
    index > 0 && !entry.includes(' ') && /\d/.test(entry) ? `${head} ${entry}` : entry,
  );
}

function item(
  description: string,
  count: Count,
  pattern: ParsedItem['pattern'],
  listMarker: boolean,
  context: ParseContext,
): ParsedItem {
  return {
    ...itemFields(
      {
        description,
        quantity: count.quantity,
        unit: count.unit,
        unitText: count.unitText,
        ambiguityReasons: [],
        ambiguousGrouping: false,
        requestedDelivery: null,
        sku: null,
      },
      context.defaultUnit,
    ),
    position: null,
    pattern,
    listMarker,
    alternatives: [],
  };
}

/**
 * The entries of an inline list, or null when it is not one: fewer than two usable entries, or an
 * entry with a count of its own ('… handschoenen: 40 paar in maat 9 en 60 paar in maat 10').
 */
function inlineEntries(text: string, context: ParseContext): string[] | null {
  // The text is a piece of the one-spaced count line.
  const parts = text
    .replace(/[.!] ?$/, '')
    .split(LIST_JOINER)
    .slice(0, MAX_ENTRIES + 1);
  if (parts.length < 2 || parts.length > MAX_ENTRIES) return null;
  if (parts.some((part) => parseItemLine(part, context).length > 0)) return null;
  const entries = parts.map(entryDescription);
  if (entries.some((entry) => entry === null)) return null;
  return withSharedHead(entries as string[]);
}

interface Entry {
  line: number;
  marker: boolean;
  /** The entry's text, which takes the list's count. */
  description?: string;
  /** Or the items of an entry that states its own count. */
  own?: ParsedItem[];
}

/**
 * The list a count line announces (its lines below), with the entries that take the count: list
 * lines, or short unmarked lines, up to a blank line or a line that is neither.
 */
function entriesBelow(lines: readonly string[], index: number, context: ParseContext): Entry[] {
  const entries: Entry[] = [];
  let next = index + 1;
  if ((lines[next] ?? '').trim() === '') next++;
  for (; next < lines.length && entries.length < MAX_ENTRIES; next++) {
    const line = lines[next] ?? '';
    if (line.trim() === '' || line.length > MAX_LINE) break;
    const { marker } = stripListMarker(line.trim());
    if (!marker && line.trim().split(/\s+/).length > MAX_UNMARKED_WORDS) break;
    if (line.trimEnd().endsWith(':')) break;
    // An entry with a count of its own keeps it.
    const own = parseItemLine(line, context);
    if (own.length > 0) {
      entries.push({ own, line: next, marker });
      continue;
    }
    const description = entryDescription(line);
    if (description === null) break;
    entries.push({ description, line: next, marker });
  }
  return entries;
}

/** The items of a distributive count on line `index`, or null when the line holds none. */
export function distributedItemsAt(
  lines: readonly string[],
  index: number,
  context: ParseContext,
): DistributedItems | null {
  const written = lines[index] ?? '';
  if (written.length > MAX_LINE) return null;
  // One space between words, so that no pattern below meets a run of spaces.
  const line = oneSpaced(written);
  if (line.length < 5) return null;
  const match = COUNT_EACH.exec(line);
  if (!match?.groups || match.index === undefined) return null;
  const before = line.slice(0, match.index);
  const after = line.slice(match.index + match[0].length);
  if (PRICE_BEFORE.test(before)) return null;
  const count = countOf(match.groups, context);
  if (!count) return null;

  // 'Bearings 6205-2RS, 6206-2RS - 10 of each': the list comes first.
  if (/^ ?[.!]? ?$/.test(after)) {
    const listText = stripListMarker(before.replace(/ ?[-–—:,] ?$/, '')).text;
    const entries = listText ? inlineEntries(listText, context) : null;
    if (entries) {
      const marker = stripListMarker(line).marker;
      return {
        items: entries.map((description) => ({
          item: item(description, count, ItemPattern.trailingQuantity, marker, context),
          line: index,
        })),
        lines: [index],
      };
    }
  }
  const colon = after.indexOf(':');
  if (colon < 0) return null;
  const rest = after.slice(colon + 1).trim();
  // '… each of the following: A, B and C'.
  if (rest !== '') {
    const entries = inlineEntries(rest, context);
    if (!entries) return null;
    return {
      items: entries.map((description) => ({
        item: item(description, count, ItemPattern.leadingQuantity, false, context),
        line: index,
      })),
      lines: [index],
    };
  }
  // 'Please quote 10 pcs each of:' and the list below.
  const below = entriesBelow(lines, index, context);
  if (below.filter((entry) => entry.description !== undefined).length < 2) return null;
  return {
    items: below.flatMap((entry) =>
      entry.description === undefined
        ? (entry.own ?? []).map((own) => ({ item: own, line: entry.line }))
        : [
            {
              item: item(
                entry.description,
                count,
                ItemPattern.leadingQuantity,
                entry.marker,
                context,
              ),
              line: entry.line,
            },
          ],
    ),
    lines: [index, ...below.map((entry) => entry.line)],
  };
}
