/**
 * Evidence about how an extracted item was read, for its score: things the reader knows (or can
 * cheaply see on the item's line) that predict a wrong item on mail nobody here wrote. None of
 * it changes what is extracted; `weighItemEvidence` in scoring.ts turns it into the raw score.
 *
 * Vocabulary is matched on lower-cased word tokens, never by patterns over the whole text, so
 * every reading stays linear in the line's length.
 */
import type { DocumentLine } from '#domain/documents/types';

/** Where the item was read. */
export const ItemOrigin = {
  /** The sender's own message. */
  body: 'body',
  /** A message the sender forwards (read when the sender's own note names no items). */
  forwarded: 'forwarded',
  /** An attachment's table row or labelled field block. */
  attachmentTable: 'attachment_table',
  /** An attachment's free text (a line outside any recognised table). */
  attachmentText: 'attachment_text',
} as const;
export type ItemOrigin = (typeof ItemOrigin)[keyof typeof ItemOrigin];

/** Binary evidence about one item; each name is a signal `evidence_<name>` in the rationale. */
export interface ItemEvidence {
  /** Read from a forwarded message, not from what the sender wrote. */
  forwardedMessage: boolean;
  /** Read from an attachment's free text rather than from its table. */
  attachmentProse: boolean;
  /**
   * The mail is in no language the reader has words for (or in none it could tell): its unit,
   * request and joining words go unrecognised, and what is left may be no item at all.
   */
  unreadLanguage: boolean;
  /** The count stands after or inside the description, not before it ("Handschuhe, Gr. L, 10"). */
  countAfterDescription: boolean;
  /** No unit was written: the count's unit is the default. */
  unitNotStated: boolean;
  /** The description holds a measured content ("sacs de 25 kg", "Flasche 500 ml"): count what? */
  measureInDescription: boolean;
  /** The count is glued to a size or specification ("M12x60", "3x2,5", "DN25", "4,8 x 200"). */
  countInSpecification: boolean;
  /** The description itself holds a dimension ("Kabelbinder 4,8 x 200"): its numbers compete. */
  dimensionInDescription: boolean;
  /** Other bare numbers on the item's line compete with the count for being it. */
  competingNumbers: boolean;
  /** Three or more such numbers: a line of figures where the count is easy to take wrong. */
  manyCompetingNumbers: boolean;
  /** At least half the description's words are function words ("de la", "es ab", "per"). */
  functionWordDescription: boolean;
  /** The description is one word: nothing to tell the article apart from what was said about it. */
  singleWordDescription: boolean;
  /** The line asks (a question mark, or wording about a price or stock) rather than orders. */
  questionLine: boolean;
  /** The line makes the count conditional ("falls", "if", "si", "se", "als", "maybe"). */
  conditionalLine: boolean;
  /** The line offers alternatives ("oder", "or", "ou", "oppure"). */
  eitherOrLine: boolean;
  /** The line corrects or cancels something ("actually", "statt", "en vez de", "anziché"). */
  correctionLine: boolean;
  /** The line refers back to something said before ("davon", "extra", "PS", "of those"). */
  backReferenceLine: boolean;
  /** Another line of the mail corrects or refers back to this item by its words. */
  namedAgainElsewhere: boolean;
  /** The table row has two or more code-like cells: which code is the article is a guess. */
  severalCodeCells: boolean;
  /** The table row has three or more numeric cells besides its count. */
  severalNumericCells: boolean;
}

export type ItemEvidenceName = keyof ItemEvidence;

/** The evidence names in a fixed order: the order of the fitted coefficients and the signals. */
export const ITEM_EVIDENCE_NAMES: readonly ItemEvidenceName[] = [
  'forwardedMessage',
  'attachmentProse',
  'unreadLanguage',
  'countAfterDescription',
  'unitNotStated',
  'measureInDescription',
  'countInSpecification',
  'dimensionInDescription',
  'competingNumbers',
  'manyCompetingNumbers',
  'functionWordDescription',
  'singleWordDescription',
  'questionLine',
  'conditionalLine',
  'eitherOrLine',
  'correctionLine',
  'backReferenceLine',
  'namedAgainElsewhere',
  'severalCodeCells',
  'severalNumericCells',
];

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Articles, prepositions, pronouns and particles of the corpus languages: words naming no article. */
const FUNCTION_WORDS = words(
  'a an the of for to in on at by with from per and or but if as is are be it its we you they this that these those there their our your my me us some any each every more most other such same so also too not no just only very still then than de der die das den dem des ein eine einen einem einer und oder aber für mit von zu zum zur im in an am auf aus bei nach vor es er sie wir ihr uns euch ist sind sein noch nur auch ab bis je pro le la les un une du des et ou mais pour avec par sur dans en au aux ce cette ces il elle nous vous ils on est sont se ne pas plus y el los las uno una unos unas del al con por para sin sobre entre es son lo su sus nos que como más pero o il lo gli i un uno una di da del della delle dei degli al alla alle ai agli con su per tra fra che non è sono e ed o ma anche het een van voor met op aan bij uit naar tot om te is zijn er wij we ze hij zij dat die deze dit en of maar ook nog wel niet geen zo als dan',
);

/** Words that make a count conditional or tentative. */
const CONDITIONAL_WORDS = words(
  'if unless whether maybe perhaps possibly optionally optional falls wenn sofern ggf gegebenenfalls eventuell vielleicht optional si éventuellement peut-être optionnel quizás quizá eventualmente opcional se caso magari forse opzionale als indien mocht eventueel misschien optioneel',
);

/** Words that offer an alternative. */
const EITHER_OR_WORDS = words(
  'or oder ou oppure ovvero alternativ alternatively alternativement alternativamente',
);

/** Words that correct or cancel what was said ('i.p.v.' = instead of; 'nee, sorry: 3 stuks'). */
const CORRECTION_WORDS = words(
  'actually instead correction corrected change changed cancel cancelled canceled scrap statt anstatt stattdessen korrektur korrigiert ändern ändert geändert storno stornieren streichen plutôt finalement annuler annulez annulé correction lugar cambiar cambio corrección anular cancelar anziché invece annullala annullare annulla correzione modifica cambiare plaats wijziging gewijzigd annuleren schrappen correctie toch i.p.v ipv sorry pardon oops',
);
/** Two-word corrections ("make it 30", "en vez de", "au lieu de", "in plaats van", "rather than"). */
const CORRECTION_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['make', 'it'],
  ['rather', 'than'],
  ['vez', 'de'],
  ['lieu', 'de'],
  ['posto', 'di'],
  ['plaats', 'van'],
];

/** Words that refer back to something named before or add to it. */
const BACK_REFERENCE_WORDS = words(
  'ps p.s pps nb davon dazu zusätzlich nochmal nochmals weitere extra additional another more those these them same supplémentaire supplémentaires encore même mêmes dont adicional adicionales además mismo mismos otros otras aggiuntivo aggiuntivi ancora stessi stesso altri altre daarvan erbij extra nog bovenop dezelfde zelfde',
);

/** Wording about a price or stock: a question about the article, not an order of it. */
const PRICE_OR_STOCK_WORDS = words(
  'kostet kosten price prices pricing cost costs charging preis preise prix coûte coûtent tarif precio precios cuesta cuestan prezzo prezzi costa costano prijs prijzen kost stock lager lagernd vorrätig verfügbar available availability disponible disponibles disponibilité disponibilidad disponibile disponibili disponibilità voorraad beschikbaar leverbaar lieferbar',
);

/** Units of measure that make the number before them a size, not a count. */
const MEASURE_AFTER = words('mm cm µm m² mm² kg g mg bar mbar psi v kv w kw a ma ah hz nm °c °');

/** Lower-cased word tokens (letters, figures, a few inner marks), for vocabulary look-ups. */
export function wordTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.'’²°µ]+/u)
    .map((token) => token.replace(/^[.'’]+|[.'’]+$/g, ''))
    .filter(Boolean);
}

interface NumberToken {
  /** The figures alone ("4,8" → "48"), to compare with a count whatever the separators. */
  digits: string;
  start: number;
  end: number;
}

/** The numbers in a text, each with where it stands. */
function numberTokens(text: string): NumberToken[] {
  const found: NumberToken[] = [];
  for (const match of text.matchAll(/\d[\d.,]*/g)) {
    const raw = match[0].replace(/[.,]+$/, '');
    found.push({
      digits: raw.replace(/[.,]/g, ''),
      start: match.index,
      end: match.index + raw.length,
    });
  }
  return found;
}

/** Figures of a count as the number tokens hold them: 5 → "5", 2.5 → "25", 1000 → "1000". */
function countDigits(quantity: number): string {
  return String(quantity).replace(/\D/g, '');
}

const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);
const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char);
const TIMES_SIGNS = new Set(['x', 'X', '×', '*']);

/** The first character before `at` that is not a space, with the one before it. */
function before(text: string, at: number): [string | undefined, string | undefined] {
  let index = at - 1;
  while (index >= 0 && text[index] === ' ') index--;
  let previous = index - 1;
  while (previous >= 0 && text[previous] === ' ') previous--;
  return [text[index], text[previous]];
}

/** The first character from `at` on that is not a space, with the one after it. */
function after(text: string, at: number): [string | undefined, string | undefined] {
  let index = at;
  while (index < text.length && text[index] === ' ') index++;
  let next = index + 1;
  while (next < text.length && text[next] === ' ') next++;
  return [text[index], text[next]];
}

/**
 * A number bound into a size or code: a factor of "3x2,5" or "4,8 x 200", or glued to the
 * letters before it ("M12", "DN25"); "x10" (ten of) is a count, not a size.
 */
function inSize(text: string, token: NumberToken): boolean {
  const letterBefore = text[token.start - 1];
  const glued =
    isLetter(letterBefore) &&
    !(TIMES_SIGNS.has(letterBefore ?? '') && !isDigit(text[token.start - 2]));
  const [previous, beforePrevious] = before(text, token.start);
  const [next, afterNext] = after(text, token.end);
  const factorAfter = TIMES_SIGNS.has(next ?? '') && isDigit(afterNext);
  const factorBefore = TIMES_SIGNS.has(previous ?? '') && isDigit(beforePrevious);
  return glued || factorAfter || factorBefore;
}

/** A number followed by a unit of measure ("25 kg", "12mm", "400 V"): a size, not a count. */
function measured(text: string, token: NumberToken): boolean {
  const word = wordTokens(text.slice(token.end, token.end + 6))[0] ?? '';
  return MEASURE_AFTER.has(word.replace(/\d/g, ''));
}

const DIMENSION = /\d\s?[x×*]\s?\d/i;

/** Whether the tokens hold one of the two-word phrases. */
function holdsPhrase(
  tokens: readonly string[],
  phrases: ReadonlyArray<readonly [string, string]>,
): boolean {
  return tokens.some((token, index) =>
    phrases.some(([first, second]) => token === first && tokens[index + 1] === second),
  );
}

/** Whether a line corrects, cancels or refers back: the cues `namedAgainElsewhere` looks for. */
export function correctsOrRefersBack(line: string): boolean {
  const tokens = wordTokens(line);
  return (
    tokens.some((token) => CORRECTION_WORDS.has(token) || BACK_REFERENCE_WORDS.has(token)) ||
    holdsPhrase(tokens, CORRECTION_PHRASES)
  );
}

export interface LineEvidenceInput {
  origin: ItemOrigin;
  /** The line (or table row's text) the item was read from. */
  line: string;
  description: string;
  quantity: number | null;
  /** How the count was found: before the description, after it, inside it, or in a column. */
  pattern: 'leading_quantity' | 'trailing_quantity' | 'embedded_quantity' | 'table_row';
  unitStated: boolean;
  /** A table row's cells; absent for lines read as text. */
  cells?: DocumentLine['cells'];
}

/** A cell that looks like an article code: one word holding figures and letters or marks. */
function codeLike(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= 3 &&
    !trimmed.includes(' ') &&
    /\d/.test(trimmed) &&
    /[\p{L}\-/.]/u.test(trimmed) &&
    !/^\d[\d.,]*$/.test(trimmed)
  );
}

const numericCell = (text: string) => /^[\d.,\s€$£%-]+$/.test(text.trim()) && /\d/.test(text);

/** The evidence one line holds about the item read from it (all but `namedAgainElsewhere`). */
export function lineEvidence(input: LineEvidenceInput): ItemEvidence {
  const { line, description, quantity, origin } = input;
  const tokens = wordTokens(line);
  const has = (vocabulary: ReadonlySet<string>) => tokens.some((token) => vocabulary.has(token));
  const numbers = numberTokens(line);
  const count = quantity !== null ? countDigits(quantity) : null;
  const countTokens = numbers.filter((token) => token.digits === count);
  // The description's own numbers (sizes, codes) are accounted for by `dimensionInDescription`.
  const describedNumbers = new Set(numberTokens(description).map((token) => token.digits));
  const competing = numbers.filter(
    (token) =>
      token.digits !== count &&
      !describedNumbers.has(token.digits) &&
      !inSize(line, token) &&
      !measured(line, token),
  );
  const descriptionWords = wordTokens(description).filter((token) => /\p{L}/u.test(token));
  const functionWords = descriptionWords.filter((token) => FUNCTION_WORDS.has(token)).length;
  const cells = input.cells ?? [];
  const countCells = cells.filter((cell) => numericCell(cell.text));
  return {
    forwardedMessage: origin === ItemOrigin.forwarded,
    attachmentProse: origin === ItemOrigin.attachmentText,
    unreadLanguage: false,
    countAfterDescription:
      input.pattern === 'trailing_quantity' || input.pattern === 'embedded_quantity',
    unitNotStated: !input.unitStated,
    measureInDescription: numberTokens(description).some((token) => measured(description, token)),
    countInSpecification:
      countTokens.length > 0 && countTokens.every((token) => inSize(line, token)),
    dimensionInDescription: DIMENSION.test(description),
    competingNumbers: competing.length >= 1,
    manyCompetingNumbers: competing.length >= 3,
    functionWordDescription:
      descriptionWords.length > 0 && functionWords * 2 >= descriptionWords.length,
    singleWordDescription: descriptionWords.length <= 1,
    questionLine: line.includes('?') || has(PRICE_OR_STOCK_WORDS),
    conditionalLine: has(CONDITIONAL_WORDS),
    eitherOrLine: has(EITHER_OR_WORDS),
    correctionLine: has(CORRECTION_WORDS) || holdsPhrase(tokens, CORRECTION_PHRASES),
    backReferenceLine: has(BACK_REFERENCE_WORDS),
    namedAgainElsewhere: false,
    severalCodeCells: cells.filter((cell) => codeLike(cell.text)).length >= 2,
    severalNumericCells: countCells.length >= 4,
  };
}

/** The languages the reader's vocabulary (units, request words, joiners) is written for. */
const READER_LANGUAGES: ReadonlySet<string> = new Set(['en', 'de', 'fr', 'es', 'it', 'nl']);

/** Whether the reader has words for the mail's language (a language it cannot tell: no). */
export function readsLanguage(language: string | null): boolean {
  return language !== null && READER_LANGUAGES.has(language.toLowerCase().slice(0, 2));
}

/**
 * Words that mark a mail in a language the reader has no words for: customers in Scandinavia,
 * Poland, Czechia, Portugal, Turkey, Hungary and Finland write to European distributors too. The
 * number and date conventions are still chosen from the six; these only say the reading is a guess.
 */
const OTHER_LANGUAGE_WORDS: ReadonlyArray<ReadonlySet<string>> = [
  'och att det som är på för av till vi ni kan har inte hej vänliga hälsningar tack skicka offert behöver gärna leverans',
  'og at det som er på af til vi kan har ikke hej venlig hilsen tak sende tilbud gerne levering vores',
  'og å det som er på av til vi kan har ikke hei vennlig hilsen takk tilbud gjerne levering',
  'w na z do się nie jest że prosimy proszę dzień dobry pozdrawiam oferta ofertę dla od',
  'v na se s z do je že prosím dobrý den pozdravem nabídku pro od děkuji',
  'que em os as não uma um boa tarde obrigado obrigada cumprimentos fornecer queiram aguardamos orçamento pares',
  've bir bu için ile merhaba teşekkürler saygılarımızla adet fiyat teklifi rica ediyoruz misiniz',
  'és az egy hogy nem van kérem köszönöm üdvözlettel ajánlatot',
  'ja on ei että kiitos terveisin tarjous',
].map((list) => new Set(list.split(' ')));

/**
 * Whether a mail reads as written in another language than the six: more of one other language's
 * words than of the guessed language's (two at least). The guess itself is made from the six only.
 */
export function writtenInOtherLanguage(text: string, ownWords: number): boolean {
  const tokens = wordTokens(text.slice(0, 5_000));
  return OTHER_LANGUAGE_WORDS.some((words) => {
    const found = tokens.filter((token) => words.has(token)).length;
    return found >= 2 && found > ownWords;
  });
}

/** A word's stem for finding the item again ("Sluitring" in "sluitringen"). */
const stem = (word: string) => word.slice(0, Math.max(4, word.length - 2));

/**
 * Whether another line that corrects or refers back names the item: one of its words of five
 * letters or more (a word that names an article, not "the" or "size") stands in that line.
 */
export function namedAgainIn(
  description: string,
  ownLine: string,
  correctingLines: readonly string[],
): boolean {
  const stems = wordTokens(description)
    .filter((token) => token.length >= 5 && /^\p{L}+$/u.test(token) && !FUNCTION_WORDS.has(token))
    .map(stem);
  if (stems.length === 0) return false;
  const own = ownLine.trim();
  return correctingLines.some((line) => {
    if (line.trim() === own) return false;
    const lineTokens = wordTokens(line);
    return stems.some((wanted) => lineTokens.some((token) => token.startsWith(wanted)));
  });
}
