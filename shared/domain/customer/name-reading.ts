/**
 * Which book name tokens a text holds, and where: as written, one typo away, abbreviated, or
 * written together or apart, per line of the text. This is the costly part of name matching and
 * is done once per request; comparing it with each candidate's names is `name-similarity.ts`.
 */
import type { RequestClues } from './clues';
import { type CustomerIndex, oneLetterDeletions } from './customer-index';
import { legalTailStart, NAME_ABBREVIATIONS, WEAK_NAME_TOKENS } from './legal-forms';
import {
  canonicalNameToken,
  contracts,
  isLegalFormSpelling,
  isMisspeltLegalFormCode,
  tokenize,
  WEB_SUFFIX,
  withinOneEdit,
  writtenFormsOf,
} from './normalize';
import { countryEnding, placeNamePositions } from './place-names';

function idf(index: CustomerIndex, token: string): number {
  const documents = index.byNameToken.get(token)?.length ?? 0;
  return Math.log(1 + index.customers.length / (1 + documents));
}

/** A name token's IDF in the book. */
export const nameTokenIdf = idf;

/** A name token's weight: its IDF in the book, a fraction of it for generic business words. */
export function nameTokenWeight(index: CustomerIndex, token: string): number {
  return idf(index, token) * (WEAK_NAME_TOKENS.has(token) ? WEAK_WORD_SHARE : 1);
}

/** The share of its IDF a generic business word, honorific or place name weighs. */
const WEAK_WORD_SHARE = 0.3;

/** How much a book name token found in the text counts: as written, one typo away, abbreviated. */
export const NameCredit = { exact: 1, typo: 0.85, initials: 0.85, abbreviated: 0.7 } as const;

const LONG_NAME_ABBREVIATIONS = new Map(
  Object.entries(NAME_ABBREVIATIONS).filter(([spelling]) => spelling.length >= 6),
);

/** Book name tokens one typo away from a text token, through the deletion index. */
function typoNeighbours(index: CustomerIndex, token: string): string[] {
  const found = new Set<string>();
  for (const candidate of index.nameTokenDeletions.get(token) ?? []) found.add(candidate);
  for (const deletion of oneLetterDeletions(token)) {
    if (index.byNameToken.has(deletion) && deletion.length >= 4) found.add(deletion);
    for (const candidate of index.nameTokenDeletions.get(deletion) ?? []) found.add(candidate);
  }
  const neighbours = [...found].filter((candidate) => withinOneEdit(token, candidate));
  // Words the book holds only in their canonical form ('Teknologies' → 'technology').
  for (const [spelling, canonical] of LONG_NAME_ABBREVIATIONS) {
    if (withinOneEdit(token, spelling) && index.byNameToken.has(canonical)) {
      neighbours.push(canonical);
    }
  }
  return neighbours;
}

/**
 * Book name tokens that start with an abbreviation ('antriebst' → 'antriebstechnik'), and how many
 * book words start with it at all ('tren' → 'trendnet', and 'trend' too short to be its expansion).
 */
function expansions(
  vocabulary: readonly string[],
  prefix: string,
  limit: number,
): { found: string[]; sharedBy: number } {
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((vocabulary[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  let sharedBy = 0;
  for (let at = low; at < vocabulary.length; at++) {
    const word = vocabulary[at] ?? '';
    if (!word.startsWith(prefix)) break;
    if (found.length >= limit) return { found: [], sharedBy: found.length };
    sharedBy++;
    if (word.length > prefix.length + 1) found.push(word);
  }
  return { found, sharedBy };
}

export interface NameEvidence {
  /** Book name token → best credit any text token gives it, wherever it stands. */
  credits: Map<string, number>;
  /**
   * Per text line: its tokens' book readings (with the readings only a company line earns) and
   * weights, for the share of a name found on one line and the share of the line it explains.
   */
  lines: {
    readings: Map<string, number>[];
    weights: number[];
    weak: boolean[];
    /** Country and region names: the sender's branch, not another company's word. */
    place: boolean[];
    /**
     * The country a company line ends with ('Nordic Drives Norge AS': NO), as an ISO code, unless
     * its word reads as another book word ('Servie' for 'Service'); '' when none.
     */
    country: string;
    total: number;
    /** Short enough to be a company line (`COMPANY_LINE_TOKENS`). */
    companyLine: boolean;
    /**
     * A company line's words as written, empty for other lines: compared with a name's initials
     * ('SPDE' beside 'Sony Pictures …') and with its words cut short ('Chec' for 'Checkmark').
     */
    companyLineTokens: readonly string[];
    /** A company line's name words written after a single initial, with it ('muller' → 'h'). */
    initialled: ReadonlyMap<string, string>;
  }[];
  /** Book name token → the lines that hold a reading of it. */
  linesOf: Map<string, number[]>;
  /** Company lines of one word that no book word reads ('IBM'): possible initialisms. */
  soleWords: string[];
  /** Words written with a full stop after them ('Hnos.'): abbreviations, not names. */
  abbreviations: ReadonlySet<string>;
  /** Words of two to six capitals ('SGT'): initials, where a name's words begin with them. */
  capitalWords: ReadonlySet<string>;
  /**
   * Book name token → credit the words of the sender's mailbox name give it, on a generic mail
   * domain ('galli.stampi@gmail.com'): read as words of a company line are.
   */
  mailbox: ReadonlyMap<string, number>;
  /** The mailbox name's long words, which may hold name words written together ('concellolugo'). */
  mailboxWords: readonly string[];
}

const NONE_INITIALLED: ReadonlyMap<string, string> = new Map();
const MAX_TYPO_LOOKUPS = 400;

/** A book word this long on a company line is also read as the book words one typo from it. */
const MIN_KNOWN_WORD_TYPO = 8;
/** The shortest abbreviation the book writes that a word written in full is read as. */
const MIN_BOOK_ABBREVIATION = 3;
/** The shortest word written in full that a contraction of the book ('Stg.') is read in. */
const MIN_CONTRACTED_WORD = 5;

/** Per-index cache of the book's stop-marked abbreviations by their first and last letters. */
const contractionsByEnds = new WeakMap<CustomerIndex, Map<string, string[]>>();

/**
 * The book's stop-marked abbreviations that contract a word written in full: the same first and
 * last letters, the others in order ('stg' in 'stichting', 'hnos' in 'hermanos'), two letters
 * shorter at least.
 */
function bookContractionsOf(index: CustomerIndex, word: string): string[] {
  let byEnds = contractionsByEnds.get(index);
  if (!byEnds) {
    byEnds = new Map();
    for (const short of index.nameAbbreviations) {
      if (short.length < 2) continue;
      const ends = `${short[0]}${short[short.length - 1]}`;
      const same = byEnds.get(ends);
      if (same) same.push(short);
      else byEnds.set(ends, [short]);
    }
    contractionsByEnds.set(index, byEnds);
  }
  const candidates = byEnds.get(`${word[0]}${word[word.length - 1]}`) ?? [];
  return candidates.filter((short) => short.length <= word.length - 2 && contracts(short, word));
}
/** A line of at most this many name tokens may be a company line ('Kessel Automat AG'). */
const COMPANY_LINE_TOKENS = 6;

/**
 * Which book name tokens the text holds: as written, one typo away (words of six letters or more)
 * or abbreviated with a full stop ('Antriebst.'), anywhere; on a short line that may be the
 * company line, also short words with a typo ('Jnsen') and abbreviations whose stop was lost
 * ('AANDR'). Those count only together with the rest of the name on that line, so that a job
 * title ('Buyer') far from any name does not read as a customer ('Boyer').
 */
export function readNameTokens(index: CustomerIndex, clues: RequestClues): NameEvidence {
  const readingsOf = new Map<string, Map<string, number>>();
  const lineReadingsOf = new Map<string, Map<string, number>>();
  let typoLookups = 0;
  const typos = (token: string, into: Map<string, number>) => {
    if (/\d/.test(token) || typoLookups++ >= MAX_TYPO_LOOKUPS) return;
    let neighbours = typoNeighbours(index, token);
    const written = clues.spellings.get(token);
    if (neighbours.length === 0 && written) neighbours = typoNeighbours(index, written);
    for (const neighbour of neighbours) {
      if (!into.has(neighbour)) into.set(neighbour, NameCredit.typo);
    }
  };
  const prefixes = (token: string, into: Map<string, number>) => {
    const { found, sharedBy } = expansions(index.nameVocabulary, token, 12);
    // A start of four letters or more that only one book word has ('Univer.', 'Kasp.', and on a
    // company line without its stop: 'Crysta', 'MANH') is as sure as a typo; shorter or shared
    // ones ('Ind.', 'Tren.' for 'Trend' and 'Trendnet') less so.
    const credit = sharedBy === 1 && token.length >= 4 ? NameCredit.typo : NameCredit.abbreviated;
    for (const expansion of found) {
      if (!into.has(expansion)) into.set(expansion, credit);
    }
  };
  // A stop-marked abbreviation the reading writes out ('Techn.' as 'technik', 'Ind.' as
  // 'industries') still stands for any book word it starts ('Technische', 'Industriale').
  const writtenOut = new Map<string, string>();
  for (const written of clues.abbreviations) {
    const canonical = canonicalNameToken(written);
    if (canonical !== written) writtenOut.set(canonical, written);
  }
  const read = (token: string): Map<string, number> => {
    let readings = readingsOf.get(token);
    if (readings) return readings;
    readings = new Map<string, number>();
    if (index.byNameToken.has(token)) readings.set(token, NameCredit.exact);
    else if (token.length >= 6) typos(token, readings);
    if (clues.abbreviations.has(token)) prefixes(token, readings);
    const abbreviation = writtenOut.get(token);
    if (abbreviation !== undefined) prefixes(abbreviation, readings);
    // A word the book writes cut short with its stop ('EQUIP.', 'Serv.', 'Stadt.'), written in
    // full: of four letters or more as sure as a typo.
    const bookAbbreviates = index.nameAbbreviations.size > 0;
    for (let end = MIN_BOOK_ABBREVIATION; bookAbbreviates && end <= token.length - 2; end++) {
      const start = token.slice(0, end);
      if (index.nameAbbreviations.has(start) && !readings.has(start)) {
        readings.set(start, end >= 4 ? NameCredit.typo : NameCredit.abbreviated);
      }
    }
    // Or contracted with its stop, first and last letters kept ('Stg.' for 'Stichting', 'Hnos.'
    // for 'Hermanos', 'Dpto.' for 'Departamento').
    if (bookAbbreviates && token.length >= MIN_CONTRACTED_WORD && !/\d/.test(token)) {
      for (const short of bookContractionsOf(index, token)) {
        if (!readings.has(short)) readings.set(short, NameCredit.abbreviated);
      }
    }
    readingsOf.set(token, readings);
    return readings;
  };
  const readOnCompanyLine = (token: string): Map<string, number> => {
    let readings = lineReadingsOf.get(token);
    if (readings) return readings;
    readings = new Map(read(token));
    if (readings.size === 0 && token.length >= 4) {
      if (token.length < 6) typos(token, readings);
      prefixes(token, readings);
    } else if (token.length >= MIN_KNOWN_WORD_TYPO && readings.get(token) === NameCredit.exact) {
      // A long book word may be another's with a typo ('Logistik' for 'Logistiek',
      // 'Elektrotechnik' for 'Elektrotechniek'): both readings stand, the name decides.
      typos(token, readings);
    }
    lineReadingsOf.set(token, readings);
    return readings;
  };
  const credits = new Map<string, number>();
  for (const token of clues.nameTokens) {
    if (token.length < 2) continue;
    for (const [bookToken, credit] of read(token)) {
      if ((credits.get(bookToken) ?? 0) < credit) credits.set(bookToken, credit);
    }
  }
  const unknownWeight = Math.log(1 + index.customers.length);
  // Asked once per distinct word: a long text repeats its words on many lines.
  const spellingOf = new Map<string, boolean>();
  const legalFormSpelling = (token: string) => {
    const known = spellingOf.get(token);
    if (known !== undefined) return known;
    const found = isLegalFormSpelling(token);
    spellingOf.set(token, found);
    return found;
  };
  const lines = clues.nameLines.map((written, lineAt) => {
    const ownInitials = clues.nameLineInitials[lineAt];
    const companyLine = written.length <= COMPANY_LINE_TOKENS;
    const tokens = companyLine ? rejoinWords(index, written, clues.spellings) : written;
    const readings = tokens.map(companyLine ? readOnCompanyLine : read);
    // The legal form that ends a company line is the sender's, whatever book names hold its
    // words ('Gesellschaft' of 'Gesellschaft für Umwelttechnik mbH').
    const legalTail = companyLine ? legalTailStart(tokens, 1) : tokens.length;
    // A country or region after the name ('Sony Europe', 'Zotac (UK)', 'Canon North America')
    // is the sender's branch, and a generic business word the sender's wording: on the line
    // they weigh a fraction of a name word, whether or not the book reads them (as written,
    // or as the start of a longer book word: 'Europe' → 'Europort').
    const place = placeNamePositions(tokens);
    const generic = tokens.map((token, at) => place[at] === true || WEAK_NAME_TOKENS.has(token));
    const weights = readings.map((reading, at) => {
      const token = tokens[at] ?? '';
      // The line's own initials ('Da Lite (DL)') are no other company's word.
      if (ownInitials?.has(token) || at >= legalTail) return 0;
      if (generic[at])
        return WEAK_WORD_SHARE * (reading.has(token) ? idf(index, token) : unknownWeight);
      let weight = 0;
      for (const bookToken of reading.keys()) {
        weight = Math.max(weight, nameTokenWeight(index, bookToken));
      }
      if (reading.size > 0) return weight;
      // Inside a line, a legal form the book's names do not use is the sender's legal form,
      // however it is spelt ('Corp', 'Corporat.', 'Compny'; at the end also 'S.puA.').
      const misspeltCode = at === tokens.length - 1 && at > 0 && isMisspeltLegalFormCode(token);
      return misspeltCode || legalFormSpelling(token) ? 0 : unknownWeight;
    });
    const weak = readings.map(
      (reading, at) =>
        generic[at] === true ||
        (reading.size > 0 && [...reading.keys()].every((token) => WEAK_NAME_TOKENS.has(token))),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const companyLineTokens = companyLine ? tokens : [];
    const last = tokens.length - 1;
    const lastReading = readings[last];
    const misread =
      lastReading !== undefined && lastReading.size > 0 && !lastReading.has(tokens[last] ?? '');
    const country =
      companyLine && place[last] === true && !misread ? (countryEnding(tokens) ?? '') : '';
    const initialled = (companyLine && clues.nameLineInitialled[lineAt]) || NONE_INITIALLED;
    return {
      readings,
      weights,
      weak,
      place,
      country,
      total,
      companyLine,
      companyLineTokens,
      initialled,
    };
  });
  const linesOf = new Map<string, number[]>();
  lines.forEach((line, at) => {
    for (const reading of line.readings) {
      for (const bookToken of reading.keys()) {
        const list = linesOf.get(bookToken);
        if (list === undefined) linesOf.set(bookToken, [at]);
        else if (list[list.length - 1] !== at) list.push(at);
      }
    }
  });
  const soleWords = clues.nameLines
    .filter((tokens, at) => tokens.length === 1 && lines[at]?.readings[0]?.size === 0)
    .map((tokens) => tokens[0] ?? '');
  // A small firm's address at a generic mail provider is often its name ('bos.staalbouw@',
  // 'renard.manut@'): its words are read as a company line's. They only ever add to a name the
  // text itself names (`nameSimilarity`).
  const mailbox = new Map<string, number>();
  const mailboxWords: string[] = [];
  if (clues.senderDomainIsGeneric) {
    const local = clues.senderEmail.slice(0, Math.max(0, clues.senderEmail.indexOf('@')));
    for (const token of tokenize(local.replace(/[^a-z]+/gi, ' '), MAX_MAILBOX_WORDS)) {
      if (token.length < MIN_MAILBOX_WORD) continue;
      for (const [bookToken, credit] of readOnCompanyLine(token)) {
        if ((mailbox.get(bookToken) ?? 0) < credit) mailbox.set(bookToken, credit);
      }
      mailboxWords.push(token);
    }
  }
  return {
    credits,
    lines,
    linesOf,
    soleWords,
    abbreviations: clues.abbreviations,
    capitalWords: clues.capitalWords,
    mailbox,
    mailboxWords,
  };
}

/** A mailbox name's words shorter than this ('jk', 'bv') are initials or a form, not a name. */
const MIN_MAILBOX_WORD = 3;
const MAX_MAILBOX_WORDS = 6;

/**
 * A company line with words written together or apart as the book writes them ('CocaCola' or
 * 'Coca Cola' for 'Coca-Cola'; 'Wal Mart' for 'Walmart'): a token that is two adjacent book
 * name tokens becomes those two, two adjacent tokens that make one book token become it.
 */
function rejoinWords(
  index: CustomerIndex,
  tokens: readonly string[],
  spellings: ReadonlyMap<string, string>,
): string[] {
  const result: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] ?? '';
    const next = tokens[at + 1];
    const known = index.byNameToken.has(token);
    // Joined where one of the two is no book word ('Industrie-Montagen' for 'Industriemontagen'),
    // as read or as written (the reading writes 'Industrie' as 'industries').
    const joinable = !known || (next !== undefined && !index.byNameToken.has(next));
    // Either word as written too: the reading writes 'Service' of 'Kran-Service' as 'services'.
    const joined =
      joinable && next !== undefined
        ? [token, ...writtenFormsOf(token)]
            .flatMap((first) => [next, ...writtenFormsOf(next)].map((second) => first + second))
            .find((word) => index.byNameToken.has(word))
        : undefined;
    if (joined) {
      result.push(joined);
      at++;
      continue;
    }
    // Looked up as written too: joining 'Majesco' and 'Entertainment' made an 'oe' that the
    // transliteration folded ('majescontertainment').
    const writtenAs = spellings.get(token);
    const pair = known
      ? undefined
      : (index.joinedPairs.get(token) ??
        (writtenAs === undefined ? undefined : index.joinedPairs.get(writtenAs)));
    const web = token.endsWith(WEB_SUFFIX) ? token.slice(0, -WEB_SUFFIX.length) : '';
    if (pair) result.push(...pair);
    // 'Amazoncom', 'Buycom': a web address written without its dot.
    else if (!known && web.length >= 3 && index.byNameToken.has(web)) result.push(web);
    else result.push(token);
  }
  return result;
}
