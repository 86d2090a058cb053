/**
 * Numbers as written in the sender's locale: "1.250,5" (de, fr, es, it, nl), "1,250.5" (en),
 * "1 250" (fr thin/normal space), "1'250" (ch). A lone separator followed by exactly three digits
 * ("1.250", "1,250") can be either; it is read per locale and flagged as ambiguous grouping.
 */
export type DecimalStyle = 'comma' | 'point' | 'unknown';

export interface ParsedNumber {
  value: number;
  /** True when a single separator with three digits after it could be decimal or grouping. */
  ambiguousGrouping: boolean;
}

const COMMA_LANGUAGES = new Set(['de', 'fr', 'es', 'it', 'nl', 'pt', 'da', 'sv', 'pl', 'fi']);
const POINT_COUNTRIES = new Set(['GB', 'UK', 'US', 'IE', 'CA', 'AU', 'CH', 'LI', 'MX']);
const COMMA_COUNTRIES = new Set([
  'DE',
  'AT',
  'FR',
  'BE',
  'ES',
  'IT',
  'NL',
  'LU',
  'PT',
  'DK',
  'SE',
  'PL',
  'FI',
]);

export function decimalStyleFor(
  language: string | null | undefined,
  country?: string | null,
): DecimalStyle {
  const upper = (country ?? '').toUpperCase();
  if (POINT_COUNTRIES.has(upper)) return 'point';
  if (COMMA_COUNTRIES.has(upper)) return 'comma';
  if (language === 'en') return 'point';
  if (language && COMMA_LANGUAGES.has(language)) return 'comma';
  return 'unknown';
}

/** Regex source for one number token as people write quantities. */
export const NUMBER_PATTERN = String.raw`\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;

export function parseLocaleNumber(raw: string, style: DecimalStyle): ParsedNumber | null {
  const text = raw.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (!/^\d[\d.,' ]*$/.test(text)) return null;
  const compact = text.replace(/[ ']/g, '');
  const groupedBySpace = /[ ']/.test(text);
  const commas = (compact.match(/,/g) ?? []).length;
  const points = (compact.match(/\./g) ?? []).length;

  if (commas === 0 && points === 0) return finite(Number(compact), false);
  if (commas > 0 && points > 0) {
    // Both present: the last one is the decimal separator.
    const decimal = compact.lastIndexOf(',') > compact.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    return finite(Number(compact.split(group).join('').replace(decimal, '.')), false);
  }
  const separator = commas > 0 ? ',' : '.';
  const count = commas + points;
  const parts = compact.split(separator);
  if (count > 1) {
    // "1.250.000": only grouping makes sense.
    if (parts.slice(1).every((part) => part.length === 3))
      return finite(Number(parts.join('')), false);
    return null;
  }
  const [whole = '', fraction = ''] = parts;
  // "1.000" / "2,000": nobody writes three zero decimals on a count; it groups thousands.
  if (fraction === '000' && whole !== '0' && !groupedBySpace) {
    return finite(Number(`${whole}${fraction}`), false);
  }
  if (fraction.length !== 3 || groupedBySpace || whole === '0') {
    return finite(Number(`${whole}.${fraction}`), false);
  }
  // "1.250" / "1,250": decimal or thousands, depending on the writer.
  const asGrouping = Number(`${whole}${fraction}`);
  const asDecimal = Number(`${whole}.${fraction}`);
  if (style === 'comma') return finite(separator === ',' ? asDecimal : asGrouping, false);
  if (style === 'point') return finite(separator === '.' ? asDecimal : asGrouping, false);
  return finite(asGrouping, true);
}

function finite(value: number, ambiguousGrouping: boolean): ParsedNumber | null {
  return Number.isFinite(value) ? { value, ambiguousGrouping } : null;
}

/** Written-out small numbers, for "zwei Kartons", "three boxes", "dix pièces". */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  twenty: 20,
  dozen: 12,
  // One and a half: "anderhalve kilo poetsdoeken", "anderthalb Meter".
  anderhalve: 1.5,
  anderhalf: 1.5,
  anderthalb: 1.5,
  eineinhalb: 1.5,
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  zwanzig: 20,
  dutzend: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  vingt: 20,
  douzaine: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  veinte: 20,
  docena: 12,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  dodici: 12,
  venti: 20,
  dozzina: 12,
  één: 1,
  een: 1,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  twintig: 20,
};

export function numberWord(word: string): number | null {
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .sort((left, right) => right.length - left.length)
  .join('|');

const COMMA_EVIDENCE = [/^\d{1,3}(?:\.\d{3})+,\d+$/, /^\d+,\d{1,2}$/, /^\d{1,3}(?:\.\d{3}){2,}$/];
const POINT_EVIDENCE = [/^\d{1,3}(?:,\d{3})+\.\d+$/, /^\d+\.\d{1,2}$/, /^\d{1,3}(?:,\d{3}){2,}$/];

/**
 * The decimal separator a document's own numbers show, as a person reads it off a file: whole
 * cells such as "42,5", "1.250,00" or "2.000.000" say comma, "0.85" or "1,250.00" say point;
 * "1.250" alone says nothing. null when there is no evidence or it points both ways.
 */
export function decimalStyleFromNumbers(cells: Iterable<string>): DecimalStyle | null {
  let comma = 0;
  let point = 0;
  let seen = 0;
  for (const raw of cells) {
    if (++seen > 5_000) break;
    const cell = raw.trim();
    if (cell.length > 20 || !/^\d/.test(cell)) continue;
    if (COMMA_EVIDENCE.some((pattern) => pattern.test(cell))) comma++;
    else if (POINT_EVIDENCE.some((pattern) => pattern.test(cell))) point++;
  }
  if (comma > 0 && point === 0) return 'comma';
  if (point > 0 && comma === 0) return 'point';
  return null;
}

/** A number written before a unit of measure ("2,5 kg", "1.250,5 m", "0.75 l"): a quantity. */
const MEASURED_NUMBER =
  /(?<![\p{L}\d.,])(\d{1,7}(?:[.,]\d{1,3}){0,4})\s?(?:kg|g|t|m|mm|cm|km|m²|m2|m³|m3|l|ml|cl|lb|lbs|oz|ft|gal)(?![\p{L}\d])/gu;
const MAX_PROSE_CHARS = 100_000;

/**
 * The decimal separator a mail's prose shows in its measured quantities: "2,5 kg" says comma
 * whatever language the mail is written in. Only numbers before a unit of measure count: grades,
 * versions and type codes ("12.9", "OK 46.00", "3G1,5") follow other conventions.
 */
export function decimalStyleFromProse(text: string): DecimalStyle | null {
  const numbers: string[] = [];
  for (const match of text.slice(0, MAX_PROSE_CHARS).matchAll(MEASURED_NUMBER)) {
    numbers.push(match[1] ?? '');
    if (numbers.length >= 200) break;
  }
  return decimalStyleFromNumbers(numbers);
}
