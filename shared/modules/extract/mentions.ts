/**
 * Item mentions in prose, read the way a rep reads a request: a sentence can name several items
 * ("Please quote 40 pcs SKF 6205-2RS and 20 m cable H07RN-F 3G2.5"). A mention is a quantity
 * phrase (number, number word, range, "a few", "2x"), a unit or an implicit piece, and a
 * description that reaches the next mention boundary (a conjunction or comma before a new
 * quantity, a semicolon, the end of the sentence). A quantity after its description
 * ("SKF 6205-2RS, 40 pieces", "(4 boxes)") closes the span before it.
 *
 * Everything works on a bounded token list: one pass to tokenise, one pass to find quantity
 * phrases, one pass to cut spans. No regular expression runs over more than one token.
 */

import type { ParseContext } from './items';
import { numberWord, parseLocaleNumber } from './numbers';
import { COUNTABLE_UNITS, normaliseUnit, type Unit } from './units';

/** Longer paragraphs are not read as item prose (they are cut before tokenising). */
export const MAX_MENTION_LINE_CHARS = 1_500;
const MAX_TOKENS = 400;
const MAX_MENTIONS_PER_LINE = 30;
/** "a few boxes" with no number anywhere: read as three (two is the other reading). */
const VAGUE_ESTIMATE = 3;

export interface QuantityReading {
  quantity: number | null;
  unit: Unit;
}

export const MentionShape = {
  /** The quantity opens the mention: "40 pcs SKF 6205-2RS". */
  leading: 'leading',
  /** The quantity closes it: "SKF 6205-2RS, 40 pieces". */
  trailing: 'trailing',
} as const;
export type MentionShape = (typeof MentionShape)[keyof typeof MentionShape];

export interface Mention {
  description: string;
  quantity: number | null;
  unit: Unit;
  unitText: string | null;
  unitStated: boolean;
  shape: MentionShape;
  ambiguityReasons: string[];
  alternatives: QuantityReading[];
  /** The product came from the item before ("… size 8 and 60 pairs in size 10"). */
  inherited: boolean;
  /** The description holds a conjunction: it may have swallowed a second item. */
  crossedConjunction: boolean;
  /** Longest token that looks like a part number (letters and digits, or digit groups). */
  partNumber: string | null;
  /** Other sentences of the line also held mentions. */
  mentionsInLine: number;
}

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

// A word runs over letters, digits and the joiners of part numbers; it ends on a letter or digit.
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}.,'’/+\-_²³°]*[\p{L}\p{N}+²³°])?|\S/gu;

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase(),
      start,
      end: start + match[0].length,
    });
    if (tokens.length >= MAX_TOKENS) break;
  }
  return tokens;
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Words that join two mentions. */
const CONJUNCTIONS = words(
  'and und et y e en plus sowie ferner außerdem ausserdem zudem dazu also further furthermore additionally aussi également ainsi más además también inoltre nonché anche verder ook bovendien evenals alsmede then as well',
);
/** Multi-word joiners, matched on lower-cased token sequences. */
const CONJUNCTION_PHRASES: ReadonlyArray<readonly string[]> = [
  ['as', 'well', 'as'],
  ['ainsi', 'que'],
  ['as', 'well'],
  ['de', 'plus'],
  ['así', 'como'],
  ['oltre', 'a'],
];
/** After these words a number names a thing (a line, a size, a site), never a quantity. */
const IDENTIFIER_BEFORE = words(
  'line linie ligne línea linea lijn presse press werk plant usine planta stabilimento fabriek halle hall hal zone zona nave n° no nr nº kw cw week woche semaine semana settimana size größe grösse taille talla taglia maat misura gr grano grit körnung type typ tipo dn ng pn version model modell modèle modelo modello serie series baureihe stage stufe level klasse class tx sw art pos position item page seite ext durchwahl postfach postbus bp cp apdo apartado casella box gate dock tor building gebäude bâtiment edificio raum room floor etage bay rack lot batch charge lote lotto partij order bestellung commande pedido ordine bestelling ticket case fall dossier expediente pratica dossier no. tel fax phone telefon téléphone teléfono telefono telefoon mobile mobil handy portable móvil cellulare mobiel ref rif réf referenz reference referencia riferimento referentie din iso astm ansi ral ip nema uni nf bs jis vde ul csa at um las alle om ore classe clase grade grado güte categoria catégorie kategorie cat día dia day tag jour giorno dag regel zeile riga fila row rij the der die das le la el il lo het den am op',
);
/** After the number these make it a measure, a time or money, not a count. */
const NON_COUNT_FOLLOWERS = words(
  '% € $ £ eur euro euros usd chf gbp mm cm µm um bar mbar psi v kv w kw a ma ah mah hz khz rpm nm °c °f ° h std hr hrs min sec s uhr days day tage tag tagen jours jour días día dias dia giorni giorno dagen dag weeks week wochen woche semaines semaine semanas semana settimane settimana weken months month monate monat mois meses mes mesi mese maanden maand years year jahre jahr ans an años año anni anno jaar jaren times mal fois veces volte keer x% pct percent prozent pour-cent por ciento per cento procent o’clock am pm',
);
const MONTHS = words(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet août septembre octobre novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre januari februari maart mei augustus mrt okt dez déc ene gen',
);
const APPROX_WORDS = words(
  'ca ca. circa approx approx. approximately about around roughly env env. environ aprox aprox. aproximadamente unos unas ongeveer etwa rund ungefähr zirka so some',
);
const VAGUE_PHRASES: ReadonlyArray<readonly string[]> = [
  ['a', 'few'],
  ['a', 'couple', 'of'],
  ['several'],
  ['einige'],
  ['ein', 'paar'],
  ['mehrere'],
  ['quelques'],
  ['plusieurs'],
  ['unas', 'cuantas'],
  ['unos', 'cuantos'],
  ['algunas'],
  ['algunos'],
  ['varias'],
  ['varios'],
  ['alcune'],
  ['alcuni'],
  ['qualche'],
  ['diverse'],
  ['diversi'],
  ['enkele'],
  ['een', 'paar'],
  ['meerdere'],
];
/** Articles read as one when a measure or a unit follows ("a 20 m roll", "une pince"). */
const ARTICLES = words("a an un une ein eine einen een uno una un’ un'");
const OF_WORDS = words('of de d du des van von da di del della dei à a x');
const RANGE_JOINERS = words('- – to bis à a tot o or oder ou of');
const ALTERNATIVE_WORDS = words('or oder ou o of oppure');
/** Quantities are read before these as the start of a mention ("Please quote 40 …"). */
const SEPARATORS = words(', ; : ( – - • * · / =');
/** Words after which the description inherits the previous item's product. */
const VARIANT_WORDS = words(
  'size sizes größe grösse taille talla taglia maat misura colour color farbe couleur color colore kleur version ausführung variante variant more weitere mehr altri altre meer otros otras autres',
);
/** Request verbs and prepositions after which a bare number is a count ("quote 12 …", "pour 24 …"). */
const COUNT_INTRODUCERS = words(
  'for of on über für von vom pour de d du des per di da del della dei voor van para con met mit need needs needed require required order quote like want add also auch aussi también anche ook brauche brauchen bräuchten benötige benötigen bestellen faut vite besoin voudrais voudrions necesito necesitamos necesitaría añade añadir servono servirebbero serve ordinare nodig graag bitte please noch wir we us me nos ci mir uns nous hebben habe haben tenemos abbiamo avons have get send senden schicken envoyer enviar inviare sturen dazu añade añadir aggiungi voeg with avec chiffrer coter',
);
/** Company figures in signatures and footers ("5 sites, 420 employees", "3 Standorte"). */
const FIGURE_NOUNS = words(
  'site sites location locations branch branches plant plants employee employees staff people generation generations year years standort standorte niederlassung niederlassungen werke mitarbeiter mitarbeiterin mitarbeiterinnen mitarbeitende beschäftigte generationen jahre site sites implantation implantations établissement établissements usine usines collaborateur collaborateurs salarié salariés employés générations ans sede sedes planta plantas centro centros empleado empleados trabajadores generaciones años sede sedi stabilimento stabilimenti filiale filiali dipendente dipendenti collaboratori generazioni anni vestiging vestigingen locatie locaties fabriek fabrieken medewerker medewerkers werknemers generaties jaar jaren countries länder pays países paesi landen',
);
/** A certificate is a document to send, not an item ("ein Ursprungszeugnis beilegen"). */
const DOCUMENT_WORD =
  /(?:zertifikat|zeugnis|certificate|certificat|certificado|certificato|certificaat|declaration|erklärung|déclaration|declaración|dichiarazione|verklaring)/iu;
/** Words that make the number an address ("75 rue du Commerce"). */
const STREET_WORDS = words(
  'rue via viale avenue av calle carrer straße strasse str weg laan straat plein platz chemin boulevard bd road rd street st lane allee gasse ring corso piazza plaza paseo',
);
/** A delivery address line names a street number and a postcode, never items. */
const ADDRESS_LABEL =
  /\b(?:lieferadresse|lieferanschrift|liefern\s*:|ship\s*to\b|deliver\s+to\b|delivery\s+address|adresse\s+de\s+livraison|dirección\s+de\s+entrega|entregar\s+en\b[^:]*:|indirizzo\s+di\s+consegna|consegnare\s+presso\b[^:]*:|afleveradres|leveradres|leveren\s+op\b[^:]*:|livrer\s+à\b[^:]*:)/iu;
/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION_END =
  /(?:nr|no|art|ref|réf|rif|pos|ca|env|approx|aprox|inkl|incl|bzw|ggf|evtl|usw|etc|vgl|ns|vs|cf|inh|dr|stk|tel|fax|conf|mat)$/i;
const VARIANT_PREPOSITIONS = words('in en de di im van the in der la el');
const HEDGE_WORDS = words(
  'creo think glaube crois penso denk vermutlich probably probablement probablemente forse misschien maybe vielleicht peut-être quizás',
);
/** Descriptions that are the request itself, not a product ("une offre pour …"). */
const REQUEST_NOUNS = words(
  'offer offre offerta oferta offerte angebot quote quotation price prices preis preise prix precio precios prezzo prezzi prijs prijzen cotización cotizacion devis presupuesto preventivo',
);
/** Unit words kept in the description: they name the container, which matching uses. */
const CONTAINER_UNITS: ReadonlySet<Unit> = new Set([
  'box',
  'pack',
  'roll',
  'set',
  'pallet',
  'sheet',
]);
/** German and Dutch compounds ending in a unit word: "Dichtungssätze", "montagesets". */
const UNIT_SUFFIXES: ReadonlyArray<readonly [string, Unit]> = [
  ['sätze', 'set'],
  ['satz', 'set'],
  ['sets', 'set'],
  ['kits', 'set'],
  ['rollen', 'roll'],
  ['kartons', 'box'],
  ['pakete', 'pack'],
  ['packungen', 'pack'],
];

const isPunct = (token: Token | undefined): boolean =>
  token !== undefined && /^[^\p{L}\p{N}]$/u.test(token.text);
const isWord = (token: Token | undefined): boolean =>
  token !== undefined && /^\p{L}/u.test(token.text);
const hasDigit = (text: string): boolean => /\d/.test(text);

/** Part-number shape: letters and digits mixed, or digit groups joined ("6205-2RS", "0330 R"). */
function looksLikePartNumber(text: string): boolean {
  if (text.length < 3 || text.length > 40) return false;
  if (!hasDigit(text)) return false;
  if (/^\d+$/.test(text)) return text.length >= 4;
  return /\p{L}/u.test(text) || /\d[-/.]\d/.test(text);
}

interface NumberValue {
  value: number;
  high: number | null;
  times: boolean;
}

function readNumberToken(token: Token, context: ParseContext): NumberValue | null {
  const text = token.text;
  const timesMatch = /^(\d{1,5})[x×]$/i.exec(text);
  if (timesMatch) return { value: Number(timesMatch[1]), high: null, times: true };
  const range = /^(\d{1,5})-(\d{1,5})$/.exec(text);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    return high > low ? { value: low, high, times: false } : null;
  }
  // "1'500 Stk." (Swiss): apostrophes group thousands.
  if (/^\d{1,3}(?:['’]\d{3})+$/.test(text)) {
    return { value: Number(text.replace(/['’]/g, '')), high: null, times: false };
  }
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text) || /^\d{1,6}(?:[.,]\d{1,3})?$/.test(text)) {
    // "1.000 uds": one separator before exactly three digits groups thousands, unless the
    // reading convention says point decimals (then counts are regrouped once their unit is known).
    const grouped = /^(\d{1,3})[.,](\d{3})$/.exec(text);
    if (grouped && context.style !== 'point') {
      return { value: Number(`${grouped[1]}${grouped[2]}`), high: null, times: false };
    }
    const parsed = parseLocaleNumber(text, context.style);
    if (!parsed) return null;
    return { value: parsed.value, high: null, times: false };
  }
  const word = numberWord(text);
  if (word !== null && !ARTICLES.has(token.lower)) return { value: word, high: null, times: false };
  return null;
}

function unitOf(token: Token | undefined): { unit: Unit; compound: boolean } | null {
  if (!token || !isWord(token)) return null;
  if (token.lower === 'x') return null;
  if (token.lower === 'off') return { unit: 'pcs', compound: false };
  const direct = normaliseUnit(token.text) ?? normaliseUnit(`${token.text}.`);
  if (direct) return { unit: direct, compound: false };
  for (const [suffix, unit] of UNIT_SUFFIXES) {
    if (token.lower.length > suffix.length + 2 && token.lower.endsWith(suffix)) {
      return { unit, compound: true };
    }
  }
  return null;
}

function phraseAt(
  tokens: readonly Token[],
  index: number,
  phrases: ReadonlyArray<readonly string[]>,
): number {
  for (const phrase of phrases) {
    if (phrase.every((word, offset) => tokens[index + offset]?.lower === word))
      return phrase.length;
  }
  return 0;
}

/** A quantity phrase: "40 pcs", "ca. 20–25", "2 x 50 m", "a few boxes", "a 20 m roll", "8 x". */
interface QuantityPhrase {
  start: number;
  end: number;
  value: number | null;
  high: number | null;
  unit: Unit | null;
  unitText: string | null;
  compoundUnit: boolean;
  approx: boolean;
  vague: boolean;
  /** "8 x 1896-S": N times a part. */
  times: boolean;
  /** "2 x 50 m": the second number and its unit. */
  multiplier: number | null;
  /** "a 20 m roll": the measure inside one container. */
  measure: { value: number; unit: Unit } | null;
  article: boolean;
  /** "box of 100?": a container named without a count. */
  implicitOne?: boolean;
}

function readQuantityPhrase(
  tokens: readonly Token[],
  index: number,
  context: ParseContext,
): QuantityPhrase | null {
  let cursor = index;
  let approx = false;
  const first = tokens[cursor];
  if (!first) return null;
  const vagueFirst = phraseAt(tokens, cursor, VAGUE_PHRASES) > 0;
  if (
    !vagueFirst &&
    APPROX_WORDS.has(first.lower) &&
    first.lower !== 'so' &&
    first.lower !== 'some'
  ) {
    approx = true;
    cursor += 1;
    if (tokens[cursor]?.text === '.') cursor += 1;
  } else if (
    (first.lower === 'so' || first.lower === 'some') &&
    tokens[cursor + 1] &&
    /^\d/.test(tokens[cursor + 1]?.text ?? '')
  ) {
    approx = true;
    cursor += 1;
  }
  const vagueLength = phraseAt(tokens, cursor, VAGUE_PHRASES);
  if (vagueLength > 0) {
    const unitToken = tokens[cursor + vagueLength];
    const unit = unitOf(unitToken);
    if (!unit || !unitToken) return null;
    return {
      start: index,
      end: cursor + vagueLength + 1,
      value: null,
      high: null,
      unit: unit.unit,
      unitText: unitToken.text,
      compoundUnit: unit.compound,
      approx: false,
      vague: true,
      times: false,
      multiplier: null,
      measure: null,
      article: false,
    };
  }
  const token = tokens[cursor];
  if (!token) return null;
  let value: NumberValue | null = null;
  let article = false;
  let measure: QuantityPhrase['measure'] = null;
  if (ARTICLES.has(token.lower)) {
    const next = tokens[cursor + 1];
    if (next && numberWord(next.text) === 12) {
      value = { value: 12, high: null, times: false };
      cursor += 1;
    } else if (next && /^\d{1,4}(?:[.,]\d{1,2})?$/.test(next.text)) {
      const measureUnit = unitOf(tokens[cursor + 2]);
      if (!measureUnit || COUNTABLE_UNITS.has(measureUnit.unit)) return null;
      const amount = parseLocaleNumber(next.text, context.style);
      if (!amount) return null;
      measure = { value: amount.value, unit: measureUnit.unit };
      value = { value: 1, high: null, times: false };
      cursor += 2;
    } else {
      value = { value: 1, high: null, times: false };
    }
    article = true;
  } else {
    value = readNumberToken(token, context);
  }
  if (!value || value.value <= 0) return null;
  cursor += 1;
  if (!article && !value.times && value.high === null) {
    const joined = spacedThousands(tokens, cursor - 1, context.style);
    if (joined !== null) {
      value = { value: joined, high: null, times: false };
      cursor += 1;
    }
  }
  let high = value.high;
  // "20–25", "3 à 4", "3 o 4"
  const joiner = tokens[cursor];
  if (high === null && !article && joiner && RANGE_JOINERS.has(joiner.lower)) {
    const second = tokens[cursor + 1];
    const secondValue = second ? readNumberToken(second, context) : null;
    if (
      secondValue &&
      !secondValue.times &&
      secondValue.value > value.value &&
      secondValue.high === null
    ) {
      high = secondValue.value;
      cursor += 2;
    }
  }
  let times = value.times;
  let unit: Unit | null = null;
  let unitText: string | null = null;
  let compoundUnit = false;
  const unitToken = tokens[cursor];
  const unitFound = times ? null : unitOf(unitToken);
  if (unitFound && unitToken) {
    unit = unitFound.unit;
    unitText = unitToken.text;
    compoundUnit = unitFound.compound;
    cursor += 1;
    cursor = afterUnitStop(tokens, cursor, unitToken);
  }
  if (measure) {
    // "a 20 m roll": the container is the unit when it is one, else a piece ("a 400 g tube").
    const container = unitOf(tokens[cursor]);
    if (container && COUNTABLE_UNITS.has(container.unit)) {
      unit = container.unit;
      unitText = tokens[cursor]?.text ?? null;
      cursor += 1;
    }
  }
  // "1.500 pcs" in English mail: whole pieces are never 1.5 written with three decimals.
  const written = tokens[cursor - (unit ? 2 : 1)]?.text ?? '';
  if (unit && COUNTABLE_UNITS.has(unit) && !Number.isInteger(value.value)) {
    const grouped = /^(\d{1,3})[.,](\d{3})$/.exec(
      tokens[index + (approx ? 1 : 0)]?.text ?? written,
    );
    if (grouped) value = { ...value, value: Number(`${grouped[1]}${grouped[2]}`) };
  }
  // "534-578", "2026-48004": a hyphenated pair is a range only with "ca." or a unit.
  if (value.high !== null && !approx && !unit) return null;
  let multiplier: number | null = null;
  const timesToken = tokens[cursor];
  if (!times && !measure && timesToken && /^[x×*]$/i.test(timesToken.text)) {
    times = true;
    cursor += 1;
  }
  if (times) {
    const next = tokens[cursor];
    let nextValue = next && /^\d/.test(next.text) ? readNumberToken(next, context) : null;
    const thousands = spacedThousands(tokens, cursor, context.style);
    if (thousands !== null) {
      nextValue = { value: thousands, high: null, times: false };
      cursor += 1;
    }
    const afterNext = tokens[cursor + 1];
    // "2 x 50 m", "3 x 100 Stk.": a multiplier of a measure or a pack, not a part number.
    if (
      nextValue &&
      !nextValue.times &&
      nextValue.high === null &&
      (!afterNext || unitOf(afterNext) || isPunct(afterNext) || !hasDigit(afterNext.text))
    ) {
      const measureUnit = unitOf(afterNext);
      if (measureUnit || thousands !== null || !looksLikePartNumber(next?.text ?? '')) {
        multiplier = nextValue.value;
        cursor += 1;
        if (measureUnit && afterNext) {
          unit = measureUnit.unit;
          unitText = afterNext.text;
          cursor = afterUnitStop(tokens, cursor + 1, afterNext);
        }
      }
    }
  }
  return {
    start: index,
    end: cursor,
    value: value.value,
    high,
    unit,
    unitText,
    compoundUnit,
    approx,
    vague: false,
    times,
    multiplier,
    measure,
    article,
  };
}

/**
 * "10 Rl. Pneumatikschlauch": the abbreviation's full stop belongs to the unit, unless a sentence
 * follows it ("50 ml. Ci può …").
 */
function afterUnitStop(tokens: readonly Token[], cursor: number, unitToken: Token): number {
  const stop = tokens[cursor]?.text === '.' && tokens[cursor + 1] !== undefined;
  if (!stop || sentenceFollows(tokens, cursor + 1)) return cursor;
  const capitalAfter = /^\p{Lu}/u.test(tokens[cursor + 2]?.text ?? 'A');
  return !capitalAfter || unitToken.text.length <= 4 ? cursor + 1 : cursor;
}

/** "1 000 pcs": a group of three digits after a short number, before a unit, is thousands. */
function spacedThousands(
  tokens: readonly Token[],
  index: number,
  style: ParseContext['style'] = 'comma',
): number | null {
  const first = tokens[index];
  const group = tokens[index + 1];
  if (!first || !group || !/^\d{1,3}$/.test(first.text)) return null;
  // "1 500 vis", "1 250,5 m de câble": French and Swiss writing group thousands with a space.
  if (!/^\d{3}(?:,\d{1,3})?$/.test(group.text)) return null;
  const after = tokens[index + 2];
  if (!unitOf(after) && !(after && /^\p{Ll}{2,}/u.test(after.text))) return null;
  const rest = parseLocaleNumber(group.text, style === 'point' ? 'comma' : style);
  if (!rest) return null;
  return Number(first.text) * 1000 + rest.value;
}

/** Index just after a pack phrase such as "à 20 l", "of 10", "van 500?", or the same index. */
function skipPackPhrase(tokens: readonly Token[], index: number): number {
  const of = tokens[index];
  const amount = tokens[index + 1];
  if (!of || !amount || !OF_WORDS.has(of.lower) || !/^\d/.test(amount.text)) return index;
  let cursor = index + 2;
  if (unitOf(tokens[cursor])) cursor += 1;
  if (tokens[cursor]?.text === '.') cursor += 1;
  if (tokens[cursor]?.text === '?') cursor += 1;
  return cursor;
}

/** "or" in the reader's language: Dutch "of" is "or", English "of" is content ("rolls of 50 m"). */
function isAlternativeWord(token: Token | undefined, language: string | null): boolean {
  if (!token) return false;
  if (token.lower === 'of') return language === 'nl';
  return ALTERNATIVE_WORDS.has(token.lower);
}

/** Index after "or 100 m" ("10 rolls or 100 m"), or the same index. */
function skipAlternative(tokens: readonly Token[], index: number, language: string | null): number {
  if (!isAlternativeWord(tokens[index], language)) return index;
  const amount = tokens[index + 1];
  if (!amount || !/^\d/.test(amount.text) || !unitOf(tokens[index + 2])) return index;
  return index + 3;
}

/** Index after a bounded parenthesised group starting at index, or the same index. */
function skipParenthesis(tokens: readonly Token[], index: number): number {
  if (tokens[index]?.text !== '(') return index;
  for (let cursor = index + 1; cursor < Math.min(tokens.length, index + 25); cursor += 1) {
    if (tokens[cursor]?.text === ')') return cursor + 1;
  }
  return index;
}

/** True when a joiner ("and", "ainsi que", "as well as") ends at index. */
/** "EN 166", "E 10": a capitalised short word is a code, not "en" or "e". */
const isCode = (token: Token | undefined): boolean =>
  token !== undefined &&
  token.text.length >= 2 &&
  token.text.length <= 3 &&
  token.text === token.text.toUpperCase();

function conjunctionEndsAt(tokens: readonly Token[], index: number): boolean {
  if (isCode(tokens[index])) return false;
  if (tokens[index] && CONJUNCTIONS.has(tokens[index].lower)) return true;
  return CONJUNCTION_PHRASES.some((phrase) =>
    phrase.every((word, offset) => tokens[index - phrase.length + 1 + offset]?.lower === word),
  );
}

function conjunctionLengthAt(tokens: readonly Token[], index: number): number {
  const phrase = phraseAt(tokens, index, CONJUNCTION_PHRASES);
  if (phrase > 0) return phrase;
  if (isCode(tokens[index])) return 0;
  return tokens[index] && CONJUNCTIONS.has(tokens[index].lower) ? 1 : 0;
}

/** True when a mention may end at index: the segment's end, a comma, a bracket or a joiner. */
function isBoundary(tokens: readonly Token[], index: number, segmentEnd: number): boolean {
  if (index >= segmentEnd) return true;
  const token = tokens[index];
  if (!token) return true;
  if ([',', ';', ')', '.', '!', '?', ':', '–', '-'].includes(token.text)) return true;
  const length = conjunctionLengthAt(tokens, index);
  if (length === 0) return false;
  // "… 100 paires en taille 8": a joiner ends a mention only before something new.
  const after = tokens[index + length];
  return !after || !(isWord(after) && /^\p{Ll}/u.test(after.text) && !ARTICLES.has(after.lower));
}

/** A number here starts a mention: the sentence starts, a separator, a joiner or a verb precede it. */
function leadingContext(
  tokens: readonly Token[],
  index: number,
  segmentStart: number,
  phrase: QuantityPhrase,
): boolean {
  if (index === segmentStart) return true;
  // "bei Ihnen 6 Kart. Langmutter": a counted unit makes a capitalised word before it harmless
  // (German capitalises pronouns and nouns); a measure there is a product's size ("Straw 450 ml").
  const countedUnit = phrase.unit !== null && COUNTABLE_UNITS.has(phrase.unit);
  const countedUnitFollows = countedUnit && !isCode(tokens[index - 1]);
  const previous = tokens[index - 1];
  if (!previous) return true;
  if (/^[x×*=/]$/i.test(previous.text)) return false;
  if (SEPARATORS.has(previous.text)) return true;
  if (IDENTIFIER_BEFORE.has(previous.lower)) return false;
  if (conjunctionEndsAt(tokens, index - 1)) return true;
  if (!isWord(previous) || hasDigit(previous.text)) return false;
  if (unitOf(previous) && !CONJUNCTIONS.has(previous.lower)) return false;
  // A capital inside a sentence is a brand or a model ("Cobra 87", "Presse 4"); at its start a word.
  const capital = /^\p{Lu}/u.test(previous.text);
  return !capital || index - 1 === segmentStart || countedUnitFollows;
}

/** "…, 28646 Bremen", "…, 5044 PY Tilburg": a postcode closing an address. */
function looksLikePostcode(tokens: readonly Token[], phrase: QuantityPhrase): boolean {
  const token = tokens[phrase.start];
  const next = tokens[phrase.end];
  if (!token || !next || !/^\d{4,5}$/.test(token.text)) return false;
  if (tokens[phrase.start - 1]?.text !== ',' || !/^\p{Lu}/u.test(next.text)) return false;
  const rest = tokens.slice(phrase.end + 1, phrase.end + 4);
  return rest.length <= 2 || rest.some((later) => isPunct(later));
}

/** A bare number or a number word needs more than a lowercase word before it. */
function strongLeadingContext(
  tokens: readonly Token[],
  index: number,
  segmentStart: number,
): boolean {
  if (index === segmentStart) return true;
  const previous = tokens[index - 1];
  if (!previous) return true;
  const wordNumber = !/^\d/.test(tokens[index]?.text ?? '');
  if (wordNumber && previous.text === '(') return false;
  if (SEPARATORS.has(previous.text) && previous.text !== '/' && previous.text !== '=') return true;
  if (conjunctionEndsAt(tokens, index - 1)) return true;
  if (COUNT_INTRODUCERS.has(previous.lower)) return true;
  // "Merci de nous coter 20 relais …": a lower-case verb, then a lower-case noun.
  const next = tokens[index + 1];
  return (
    /^\p{Ll}{3,}$/u.test(previous.text) &&
    !IDENTIFIER_BEFORE.has(previous.lower) &&
    !unitOf(previous) &&
    /^\d+$/.test(tokens[index]?.text ?? '') &&
    next !== undefined &&
    /^\p{Ll}{3,}/u.test(next.text) &&
    !unitOf(next)
  );
}

/** Index of the next comma, bracket or full stop after index (at most eight tokens on). */
function nextStop(tokens: readonly Token[], index: number, segmentEnd: number): number {
  const limit = Math.min(segmentEnd, index + 8);
  for (let cursor = index; cursor < limit; cursor += 1) {
    if ([',', ')', '(', '.', ';', ':'].includes(tokens[cursor]?.text ?? '')) return cursor;
  }
  return limit;
}

/** A product is named: a capital inside the text or a token with a digit ("une pince Knipex"). */
function namesProduct(tokens: readonly Token[], from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    const token = tokens[index];
    if (token && (looksLikePartNumber(token.text) || /^(?:\p{Lu}|\d+\p{L})/u.test(token.text))) {
      return true;
    }
  }
  return false;
}

function followerAllowsCount(tokens: readonly Token[], phrase: QuantityPhrase): boolean {
  const next = tokens[phrase.end];
  if (phrase.unit || phrase.times || phrase.vague || phrase.measure) {
    return !(next && NON_COUNT_FOLLOWERS.has(next.lower) && !phrase.unit);
  }
  if (!next) return phrase.approx || phrase.high !== null;
  if (NON_COUNT_FOLLOWERS.has(next.lower) || MONTHS.has(next.lower)) return false;
  if (STREET_WORDS.has(next.lower) || FIGURE_NOUNS.has(next.lower)) return false;
  if (looksLikePostcode(tokens, phrase)) return false;
  // "acero 8.8", "70662 Stuttgart": decimals and postcodes are not counts without a unit.
  if (phrase.value !== null && (!Number.isInteger(phrase.value) || phrase.value > 9_999))
    return false;
  if (next.text === '.' && MONTHS.has(tokens[phrase.end + 1]?.lower ?? '')) return false;
  if (OF_WORDS.has(next.lower) && MONTHS.has(tokens[phrase.end + 1]?.lower ?? '')) return false;
  // A year is not a count.
  const token = tokens[phrase.start];
  if (token && /^(?:19|20)\d{2}$/.test(token.text)) return false;
  if (isWord(next)) return true;
  return phrase.approx || phrase.high !== null;
}

interface Anchor {
  phrase: QuantityPhrase;
  shape: MentionShape;
  /** Token index where the mention's own tokens end (after a count noun or pack phrase). */
  end: number;
  /** Count noun right after the number in a trailing quantity ("– 12 cans"). */
  noun: Token | null;
}

/** "6 bidons de 5 l", "3 Kanister à 20 l", "2 matasse da 100 m": the content of each container. */
function isPackSize(
  tokens: readonly Token[],
  phrase: QuantityPhrase,
  last: Anchor | undefined,
): boolean {
  const of = tokens[phrase.start - 1];
  if (!of || !OF_WORDS.has(of.lower)) return false;
  if (of.lower === 'à') return true;
  if (!last) return false;
  const before = phrase.start - 2;
  if (before === last.phrase.end || before === last.phrase.end - 1 || before === last.end - 1) {
    return true;
  }
  // "12 flaconi di Loctite 243 da 50 ml", "4 juegos de brocas … de 19 piezas": the content of each.
  if (last.shape !== MentionShape.leading) return false;
  for (let index = last.end; index < phrase.start; index += 1) {
    if (conjunctionLengthAt(tokens, index) > 0 || tokens[index]?.text === ',') return false;
  }
  const measured = phrase.unit !== null && !COUNTABLE_UNITS.has(phrase.unit);
  const container = last.phrase.unit !== null && CONTAINER_UNITS.has(last.phrase.unit);
  return measured || container;
}

/** Trailing quantity: a separator before, nothing but a count noun or pack phrase after. */
function trailingAnchor(
  tokens: readonly Token[],
  phrase: QuantityPhrase,
  segmentStart: number,
  segmentEnd: number,
  language: string | null,
): Anchor | null {
  const previous = tokens[phrase.start - 1];
  if (phrase.start === segmentStart || !previous) return null;
  // "bearings x 4" counts; "M8 x 20" and "50 mm x 33 m" are dimensions.
  const before = tokens[phrase.start - 2];
  const times =
    /^[x×]$/i.test(previous.text) &&
    before !== undefined &&
    isWord(before) &&
    !hasDigit(before.text) &&
    !unitOf(before);
  const separated = SEPARATORS.has(previous.text) || times;
  const lineEnd = phrase.end >= segmentEnd;
  if (!separated && !(lineEnd && (phrase.unit || phrase.approx))) return null;
  // Without a separator the word before must read as the end of a description ("schwarz 50 m"),
  // not as a code ("ATEX II 3 G") or a pack word ("un bote de Loctite 577 de 250 ml").
  if (
    !separated &&
    (isCode(previous) || OF_WORDS.has(previous.lower) || !/^\p{Ll}|^\)$/u.test(previous.text))
  ) {
    return null;
  }
  if (phrase.article && !phrase.measure && !phrase.implicitOne) return null;
  let cursor = phrase.end;
  let noun: Token | null = null;
  const digits =
    !phrase.article &&
    tokens.slice(phrase.start, phrase.end).some((token) => /^\d/.test(token.text));
  if (!phrase.unit && !phrase.vague && !phrase.times && digits) {
    const next = tokens[cursor];
    if (
      next &&
      isWord(next) &&
      !CONJUNCTIONS.has(next.lower) &&
      !OF_WORDS.has(next.lower) &&
      !NON_COUNT_FOLLOWERS.has(next.lower)
    ) {
      if (FIGURE_NOUNS.has(next.lower)) return null;
      noun = next;
      cursor += 1;
    }
  }
  cursor = skipPackPhrase(tokens, cursor);
  cursor = skipAlternative(tokens, cursor, language);
  if (
    phrase.vague &&
    tokens[cursor]?.text === ',' &&
    /^\d{1,4}$/.test(tokens[cursor + 1]?.text ?? '')
  ) {
    // "een paar rollen, 3 à 4": the numbers that make the vague phrase concrete.
    cursor += 2;
    if (
      RANGE_JOINERS.has(tokens[cursor]?.lower ?? '') &&
      /^\d/.test(tokens[cursor + 1]?.text ?? '')
    ) {
      cursor += 2;
    }
  }
  cursor = skipParenthesis(tokens, cursor);
  if (!isBoundary(tokens, cursor, segmentEnd)) return null;
  if (looksLikePostcode(tokens, phrase)) return null;
  // "2:30 PM": a time.
  if (previous.text === ':' && /^\d/.test(tokens[phrase.start - 2]?.text ?? '')) return null;
  if (
    !phrase.unit &&
    !noun &&
    !phrase.vague &&
    !phrase.approx &&
    !phrase.times &&
    phrase.high === null
  ) {
    // A bare number after a comma ("…, 0–250 bar, NG 63, 2") is not a count without a unit.
    if (!/^[x×]$/i.test(previous.text)) return null;
  }
  if (tokens[cursor]?.text === ')' && previous.text === '(') cursor += 1;
  return { phrase, shape: MentionShape.trailing, end: cursor, noun };
}

/**
 * A leading quantity followed by a trailing one with no joiner between them name one item:
 * "Cutting disc 115 x 1 x 22,23 mm – 6 boxes" is six boxes (the first is a dimension);
 * "12 Kartuschen Klüberfood (400 g) sowie …" is twelve cartridges (the second is a pack size).
 */
function resolveConflicts(tokens: readonly Token[], anchors: Anchor[]): void {
  for (let position = anchors.length - 2; position >= 0; position -= 1) {
    const leading = anchors[position];
    const trailing = anchors[position + 1];
    if (leading?.shape !== MentionShape.leading || trailing?.shape !== MentionShape.trailing) {
      continue;
    }
    let joined = false;
    for (let index = leading.end; index < trailing.phrase.start; index += 1) {
      if (conjunctionLengthAt(tokens, index) > 0 || tokens[index]?.text === ';') joined = true;
    }
    if (joined) continue;
    const dimension = leading.phrase.multiplier !== null && !leading.phrase.unit;
    anchors.splice(dimension ? position : position + 1, 1);
  }
}

function sliceText(text: string, tokens: readonly Token[], from: number, to: number): string {
  const first = tokens[from];
  const last = tokens[to - 1];
  if (!first || !last || to <= from) return '';
  return text.slice(first.start, last.end);
}

/** Trim joiners, separators and request filler from both ends of a token span. */
function trimSpan(tokens: readonly Token[], from: number, to: number): [number, number] {
  let start = from;
  let end = to;
  for (let guard = 0; guard < 8 && start < end; guard += 1) {
    const length = conjunctionLengthAt(tokens, start);
    if (length > 0) start += length;
    else if (isPunct(tokens[start]) && tokens[start]?.text !== '(') start += 1;
    else break;
  }
  while (end > start && isPunct(tokens[end - 1]) && tokens[end - 1]?.text !== ')') end -= 1;
  while (end > start && conjunctionEndsAt(tokens, end - 1)) {
    const phrase = CONJUNCTION_PHRASES.find((words) =>
      words.every((word, offset) => tokens[end - words.length + offset]?.lower === word),
    );
    end -= phrase ? phrase.length : 1;
  }
  while (end > start && isPunct(tokens[end - 1]) && tokens[end - 1]?.text !== ')') end -= 1;
  // "bearings x 4": the multiplication sign belongs to the quantity.
  if (end > start + 1 && /^[x×]$/i.test(tokens[end - 1]?.text ?? '')) end -= 1;
  return [start, end];
}

/** The text after the last ':' of a span (a request verb phrase usually precedes it). */
function afterLastColon(tokens: readonly Token[], from: number, to: number): number {
  // The token right before `to` is the mention's own separator.
  for (let index = to - 2; index > from; index -= 1) {
    if (tokens[index]?.text === ':') return index + 1;
  }
  return from;
}

/** Request wording before the product: "Could you quote", "bitten wir um Ihr Angebot über". */
const REQUEST_LEAD =
  /^(?:.*?\b(?:quote|quotation|price\s+(?:on|for)|prices?\s+for|offer\s+for|need|needs|require|like|order|angebot\s+über|angebot\s+für|bräuchten\s+wir|brauchen\s+wir|benötigen\s+wir|brauche|benötige|bitte(?:\s+noch)?|offre\s+pour|prix\s+pour|faudrait|faut|besoin\s+de|voudrais|precio\s+(?:y\s+plazo\s+)?de|cotización\s+de|oferta\s+de|necesito|necesitamos|offerta\s+per|prezzo\s+per|servono|servirebbero|ordinare|offerte\s+voor|prijs\s+voor|nodig|graag)\b\s*)/iu;

function stripRequestLead(description: string): string {
  if (description.length > 300) return description;
  // "Necesitamos cotización de …": request wording can come in two pieces.
  const stripped = description.replace(REQUEST_LEAD, '').replace(REQUEST_LEAD, '');
  return stripped.length >= 2 ? stripped : description;
}

const DELIVERY_TAIL =
  /\s+(?:bis(?:\s+(?:zum|spätestens))?|spätestens|until|by|before|no\s+later\s+than|avant(?:\s+le)?|d'ici|au\s+plus\s+tard|entro(?:\s+il)?|antes\s+del?|uiterlijk|vóór|for\s+delivery|delivered)\s+(?:\d|\p{L}+\s+\d)[\s\S]*$/iu;

function finishDescription(raw: string): string {
  let description = raw.replace(/\s+/g, ' ').trim();
  description = description.replace(DELIVERY_TAIL, '');
  description = description.replace(/^[\s:,;.\-–]+|[\s:,;\-–]+$/g, '');
  return description.trim();
}

/** "12 Standorte", "420 employees": a line that states company figures (signatures, footers). */
export function statesCompanyFigures(line: string): boolean {
  const tokens = tokenise(line.slice(0, MAX_MENTION_LINE_CHARS));
  return tokens.some(
    (token, index) =>
      /^\d[\d.,]*$/.test(token.text) && FIGURE_NOUNS.has(tokens[index + 1]?.lower ?? ''),
  );
}

function figureOrDocument(description: string): boolean {
  const first = description.split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return FIGURE_NOUNS.has(first) || DOCUMENT_WORD.test(first);
}

function isRequestNoun(description: string): boolean {
  const first = description.split(/\s+/, 1)[0]?.toLowerCase() ?? '';
  return REQUEST_NOUNS.has(first);
}

/** "in size 10", "more in the grey-tinted version": a variant of the product named before. */
function isVariantPhrase(tokens: readonly Token[], from: number, to: number): boolean {
  let index = from;
  while (index < to && index < from + 2 && VARIANT_PREPOSITIONS.has(tokens[index]?.lower ?? '')) {
    index += 1;
  }
  return index < to && VARIANT_WORDS.has(tokens[index]?.lower ?? '');
}

/** The product of a description without its variant ("… 11-840 in Größe 9" → "… 11-840"). */
function productBase(description: string): string {
  const match = description.match(
    /^(.*?)(?:[\s,]+(?:in|en|de|di|im|van|the)?\s*(?:size|größe|grösse|taille|talla|taglia|maat|misura|colou?r|farbe|couleur|colore|kleur|version|ausführung)\b.*)$/iu,
  );
  return (match?.[1] ?? description).trim();
}

function readingsFor(
  phrase: QuantityPhrase,
  spanTokens: readonly Token[],
  tailTokens: readonly Token[],
  context: ParseContext,
): {
  quantity: number | null;
  unit: Unit | null;
  reasons: string[];
  alternatives: QuantityReading[];
} {
  const reasons: string[] = [];
  const alternatives: QuantityReading[] = [];
  let quantity = phrase.value;
  const unit = phrase.unit;
  const around = [...spanTokens, ...tailTokens];
  if (phrase.vague) {
    reasons.push('vague_quantity');
    // "een paar rollen, 3 à 4", "qualche scatola (direi 4, massimo 5)": the numbers they add,
    // after the phrase or in brackets, never a size or a pack content ("taglia 8", "de 100").
    let depth = 0;
    const stated: number[] = [];
    const tailStart = spanTokens.length;
    around.forEach((token, index) => {
      if (token.text === '(') depth += 1;
      if (token.text === ')') depth = Math.max(0, depth - 1);
      const before = around[index - 1]?.lower ?? '';
      if (!/^\d{1,4}$/.test(token.text) || OF_WORDS.has(before) || IDENTIFIER_BEFORE.has(before)) {
        return;
      }
      if (depth > 0 || index >= tailStart) stated.push(Number(token.text));
    });
    if (stated.length > 0) {
      quantity = stated[0] ?? null;
      for (const value of stated.slice(1, 3)) {
        alternatives.push({ quantity: value, unit: unit ?? context.defaultUnit });
      }
    } else {
      quantity = VAGUE_ESTIMATE;
      alternatives.push({ quantity: VAGUE_ESTIMATE - 1, unit: unit ?? context.defaultUnit });
    }
  }
  if (phrase.high !== null) {
    reasons.push(phrase.approx ? 'approximate_quantity' : 'quantity_range_or_alternative');
    alternatives.push({ quantity: phrase.high, unit: unit ?? context.defaultUnit });
  } else if (phrase.approx) {
    reasons.push('approximate_quantity');
  }
  if (phrase.multiplier !== null && phrase.value !== null) {
    reasons.push('multiplied_quantity');
    quantity = phrase.value * phrase.multiplier;
    const measured = unit !== null && !COUNTABLE_UNITS.has(unit);
    // "2 x 50 m": 100 m, or two rolls (or pieces) of 50 m; "3 x 100 Stk.": 300, or three packs.
    alternatives.push(
      ...(measured
        ? [
            { quantity: phrase.value, unit: 'roll' as Unit },
            { quantity: phrase.value, unit: 'pcs' as Unit },
          ]
        : [
            { quantity: phrase.value, unit: 'box' as Unit },
            { quantity: phrase.value, unit: 'pack' as Unit },
          ]),
    );
  }
  if (phrase.measure && unit && COUNTABLE_UNITS.has(unit) && unit !== 'pcs') {
    // "a 20 m roll": one roll, or 20 m cut from one.
    reasons.push('container_or_measure');
    alternatives.push({ quantity: phrase.measure.value, unit: phrase.measure.unit });
  }
  // "10 rolls or 100 m", "2 matasse da 100 m oppure 200 m": an alternative unit.
  for (let index = 0; index < around.length - 2; index += 1) {
    const word = around[index];
    const amount = around[index + 1];
    const alternativeUnit = unitOf(around[index + 2]);
    if (
      word &&
      amount &&
      alternativeUnit &&
      isAlternativeWord(word, context.language) &&
      /^\d/.test(amount.text)
    ) {
      const parsed = parseLocaleNumber(amount.text, context.style);
      if (parsed) {
        reasons.push('alternative_quantity');
        alternatives.push({ quantity: parsed.value, unit: alternativeUnit.unit });
        break;
      }
    }
  }
  // "(doos van 500?)", "box of 100?": a pack content the writer is unsure of.
  for (let index = 0; index < around.length - 2; index += 1) {
    const of = around[index];
    const amount = around[index + 1];
    let questionAt = index + 2;
    if (unitOf(around[questionAt])) questionAt += 1;
    if (
      of &&
      amount &&
      OF_WORDS.has(of.lower) &&
      /^\d{1,5}$/.test(amount.text) &&
      around[questionAt]?.text === '?'
    ) {
      reasons.push('pack_content_uncertain');
      alternatives.push({ quantity: (quantity ?? 1) * Number(amount.text), unit: 'pcs' });
      break;
    }
  }
  if (phrase.implicitOne) {
    // "box of 100?": one box, or the hundred pieces it holds.
    reasons.push('container_without_count');
    const content = tailTokens.find((token) => /^\d{1,5}$/.test(token.text));
    if (content) alternatives.push({ quantity: Number(content.text), unit: 'pcs' });
  }
  if (around.some((token) => HEDGE_WORDS.has(token.lower))) reasons.push('hedged_quantity');
  return {
    quantity,
    unit,
    reasons: [...new Set(reasons)],
    alternatives: dedupe(alternatives, quantity, unit),
  };
}

function dedupe(
  readings: QuantityReading[],
  quantity: number | null,
  unit: Unit | null,
): QuantityReading[] {
  const seen = new Set<string>([`${quantity}|${unit}`]);
  return readings.filter((reading) => {
    const key = `${reading.quantity}|${reading.unit}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "box of 100?", "Karton à 500?": a container without a count is one container. */
function containerWithoutCount(tokens: readonly Token[], index: number): QuantityPhrase | null {
  const unit = unitOf(tokens[index]);
  if (!unit || !CONTAINER_UNITS.has(unit.unit)) return null;
  const after = skipPackPhrase(tokens, index + 1);
  if (after === index + 1) return null;
  return {
    start: index,
    end: index + 1,
    value: 1,
    high: null,
    unit: unit.unit,
    unitText: tokens[index]?.text ?? null,
    compoundUnit: unit.compound,
    approx: false,
    vague: false,
    times: false,
    multiplier: null,
    measure: null,
    article: true,
    implicitOne: true,
  };
}

/** "… 50 ml. Ci può mandare": a capital followed by a lower-case word starts a sentence. */
function sentenceFollows(tokens: readonly Token[], index: number): boolean {
  const first = tokens[index];
  const second = tokens[index + 1];
  return (
    first !== undefined &&
    second !== undefined &&
    /^\p{Lu}\p{Ll}*$/u.test(first.text) &&
    /^\p{Ll}{2,}/u.test(second.text) &&
    !unitOf(second)
  );
}

function segmentsOf(tokens: readonly Token[]): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  let start = 0;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    const sentenceEnd =
      (token.text === '.' || token.text === '!' || token.text === '?') &&
      (!next || /^\p{Lu}/u.test(next.text)) &&
      // "2 Stk. Festo", "ca. 20": abbreviations do not end a sentence.
      !(
        previous &&
        ((unitOf(previous) && previous.text.length <= 4 && !sentenceFollows(tokens, index + 1)) ||
          APPROX_WORDS.has(previous.lower) ||
          /^\p{L}{1,2}$/u.test(previous.text) ||
          ABBREVIATION_END.test(previous.text))
      );
    if (token.text === ';' || sentenceEnd) {
      if (index > start) segments.push([start, index]);
      start = index + 1;
    }
  });
  if (start < tokens.length) segments.push([start, tokens.length]);
  return segments;
}

/**
 * The item mentions of one line of prose. Empty when the line holds no quantity in a mention
 * position: the caller then tries its older single-item patterns.
 */
export function findMentions(line: string, context: ParseContext): Mention[] {
  const text = line.slice(0, MAX_MENTION_LINE_CHARS);
  if (ADDRESS_LABEL.test(text)) return [];
  const tokens = tokenise(text);
  const mentions: Mention[] = [];
  let previous: { product: string; unit: Unit } | null = null;
  for (const [segmentStart, segmentEnd] of segmentsOf(tokens)) {
    const anchors: Anchor[] = [];
    for (let index = segmentStart; index < segmentEnd; index += 1) {
      const phrase =
        readQuantityPhrase(tokens, index, context) ??
        (tokens[index - 1] && SEPARATORS.has(tokens[index - 1]?.text ?? '')
          ? containerWithoutCount(tokens, index)
          : null);
      if (!phrase || phrase.end > segmentEnd) continue;
      if (isPackSize(tokens, phrase, anchors[anchors.length - 1])) continue;
      // "… oppure 200 m": the other reading of the mention before, not a new item.
      if (anchors.length > 0 && isAlternativeWord(tokens[index - 1], context.language)) continue;
      const trailing = trailingAnchor(tokens, phrase, segmentStart, segmentEnd, context.language);
      if (trailing) {
        anchors.push(trailing);
        index = trailing.end - 1;
        continue;
      }
      if (phrase.article && !phrase.measure && phrase.value !== 12) {
        // "une pince", "un bote": an article counts only right after a joiner or a comma.
        const before = tokens[index - 1];
        if (!before || !(conjunctionEndsAt(tokens, index - 1) || before.text === ',')) continue;
        if (!isWord(tokens[phrase.end])) continue;
      }
      if (
        !leadingContext(tokens, index, segmentStart, phrase) ||
        !followerAllowsCount(tokens, phrase)
      ) {
        continue;
      }
      const startToken = tokens[phrase.start];
      const wordNumber =
        phrase.article ||
        (startToken !== undefined &&
          !/\d/.test(startToken.text) &&
          !phrase.approx &&
          !phrase.vague);
      const bare = !phrase.unit && !phrase.times && !phrase.measure && !phrase.vague;
      if ((bare || wordNumber) && !strongLeadingContext(tokens, index, segmentStart)) continue;
      if (
        wordNumber &&
        !phrase.measure &&
        !namesProduct(tokens, phrase.end, nextStop(tokens, phrase.end, segmentEnd))
      ) {
        continue;
      }
      if (phrase.end >= segmentEnd || isBoundary(tokens, phrase.end, segmentEnd)) continue;
      anchors.push({ phrase, shape: MentionShape.leading, end: phrase.end, noun: null });
      index = phrase.end - 1;
    }
    resolveConflicts(tokens, anchors);
    let cursor = segmentStart;
    let head: [number, number] | null = null;
    anchors.forEach((anchor, position) => {
      if (mentions.length >= MAX_MENTIONS_PER_LINE) return;
      const next = anchors[position + 1];
      let spanFrom: number;
      let spanTo: number;
      let product: string | null = null;
      let inherited = false;
      if (anchor.shape === MentionShape.trailing) {
        [spanFrom, spanTo] = trimSpan(
          tokens,
          afterLastColon(tokens, cursor, anchor.phrase.start),
          anchor.phrase.start,
        );
        if (spanTo <= spanFrom) {
          cursor = anchor.end;
          return;
        }
        cursor = anchor.end;
      } else {
        head = cursor < anchor.phrase.start ? trimSpan(tokens, cursor, anchor.phrase.start) : null;
        spanFrom = anchor.end;
        let limit = next ? next.phrase.start : segmentEnd;
        if (next?.shape === MentionShape.trailing) {
          // The trailing quantity's own description starts after the last joiner before it.
          let boundary = -1;
          for (let index = next.phrase.start - 1; index > spanFrom; index -= 1) {
            if (conjunctionLengthAt(tokens, index) > 0 || tokens[index]?.text === ';') {
              boundary = index;
              break;
            }
          }
          if (boundary > 0) limit = boundary;
        }
        [spanFrom, spanTo] = trimSpan(tokens, spanFrom, limit);
        cursor = limit;
        if (spanTo <= spanFrom) return;
        if (isVariantPhrase(tokens, spanFrom, spanTo)) {
          const [headFrom, headTo] = head ?? [0, 0];
          const headText =
            headTo > headFrom
              ? finishDescription(
                  stripRequestLead(
                    sliceText(text, tokens, afterLastColon(tokens, headFrom, headTo), headTo),
                  ),
                )
              : '';
          product =
            headText && /\p{L}{2,}/u.test(headText) ? headText : (previous?.product ?? null);
          inherited = product !== null;
        } else if (
          head &&
          SEPARATORS.has(tokens[anchor.phrase.start - 1]?.text ?? '') &&
          !namesProduct(tokens, spanFrom, spanTo) &&
          namesProduct(tokens, head[0], head[1])
        ) {
          // "cavo Lapp ÖLFLEX (1119303), 2 matasse da 100 m oppure 200 m": the product is
          // named before the count; what follows only says how it is packed.
          const [headFrom, headTo] = head;
          product = finishDescription(
            stripRequestLead(
              sliceText(text, tokens, afterLastColon(tokens, headFrom, headTo + 1), headTo),
            ),
          );
        }
      }
      const spanTokens = tokens.slice(spanFrom, Math.min(spanTo + 3, segmentEnd));
      const tailTokens = tokens.slice(anchor.phrase.end, anchor.end);
      const readings = readingsFor(anchor.phrase, spanTokens, tailTokens, context);
      let unit = readings.unit;
      let unitInherited = false;
      // "two of the black/yellow 766i hazard tape": the unit of the item before.
      if (
        !unit &&
        previous &&
        OF_WORDS.has(tokens[spanFrom]?.lower ?? '') &&
        tokens[spanFrom + 1]?.lower === 'the'
      ) {
        unit = previous.unit;
        unitInherited = true;
      }
      let own = sliceText(text, tokens, spanFrom, spanTo);
      if (anchor.shape === MentionShape.trailing) own = stripRequestLead(own);
      // An abbreviated unit ("6 Kart.", "3 cj.") says nothing a catalogue would match.
      const abbreviated = tokens
        .slice(anchor.phrase.start, anchor.phrase.end + 1)
        .some(
          (token, offset, span) =>
            token.text === anchor.phrase.unitText && span[offset + 1]?.text === '.',
        );
      const keepUnitWord =
        anchor.phrase.unitText &&
        !abbreviated &&
        (anchor.phrase.compoundUnit ||
          (unit !== null && CONTAINER_UNITS.has(unit)) ||
          anchor.phrase.measure);
      // "of the", "de" before the product go, unless the container word stays in front of them.
      const prefixed = anchor.shape === MentionShape.leading && (keepUnitWord || anchor.noun);
      if (!prefixed) {
        own = own.replace(/^(?:(?:of|de|d'|du|des|di|del|della|van|von)\s+(?:the\s+)?)/iu, '');
      }
      if (inherited)
        own = own.replace(/^(?:more|weitere|mehr|de\s+plus|más|altri|altre|meer)\s+/iu, '');
      const containerWord = anchor.phrase.measure
        ? sliceText(text, tokens, anchor.phrase.start + 1, anchor.phrase.end)
        : keepUnitWord
          ? anchor.phrase.unitText
          : null;
      const noun = anchor.noun?.text ?? null;
      let description = finishDescription(product ? `${product} ${own}` : own);
      if (anchor.shape === MentionShape.leading) {
        const prefix = noun ?? containerWord;
        if (prefix && !anchor.phrase.measure) description = `${prefix} ${description}`;
        else if (anchor.phrase.measure) description = `${containerWord} ${description}`;
      } else if (noun || containerWord) {
        description = `${description} (${noun ?? containerWord})`;
      }
      description = finishDescription(description);
      const named = /\p{L}{2,}/u.test(description) || looksLikePartNumber(description);
      if (description.length < 2 || description.length > 300 || !named) return;
      if (isRequestNoun(description) || figureOrDocument(description)) return;
      const finalUnit = unit ?? context.defaultUnit;
      const partNumber =
        tokens
          .slice(spanFrom, spanTo)
          .map((token) => token.text)
          .filter(looksLikePartNumber)
          .sort((left, right) => right.length - left.length)[0] ?? null;
      let crossed = false;
      for (let index = spanFrom; index < spanTo; index += 1) {
        if (conjunctionLengthAt(tokens, index) > 0) crossed = true;
      }
      mentions.push({
        description,
        quantity: readings.quantity,
        unit: finalUnit,
        unitText: anchor.phrase.unitText ?? (unitInherited ? null : noun),
        unitStated: Boolean(unit) && !unitInherited,
        shape: anchor.shape,
        ambiguityReasons: readings.reasons,
        alternatives: readings.alternatives,
        inherited: inherited || unitInherited,
        crossedConjunction: crossed,
        partNumber,
        mentionsInLine: 0,
      });
      previous = {
        product: productBase(
          description.replace(/^(?:\S+\s+)?/u, (first) =>
            noun && first.trim() === noun ? '' : first,
          ),
        ),
        unit: finalUnit,
      };
    });
  }
  for (const mention of mentions) mention.mentionsInLine = mentions.length;
  return mentions;
}
