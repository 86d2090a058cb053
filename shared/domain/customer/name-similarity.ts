/**
 * How well one of a customer's names is written in the text read by `name-reading.ts`: the share
 * of the name found (coverage) and the share of its line the name explains (line share).
 */
import type { CustomerIndex } from './customer-index';
import { GIVEN_NAMES } from './given-names';
import { GROUP_COMPANY_WORDS, WEAK_NAME_TOKENS } from './legal-forms';
import { NameCredit, type NameEvidence, nameTokenIdf, nameTokenWeight } from './name-reading';
import { contracts, numberValue, withinOneEdit } from './normalize';

/** A name of fewer letters ('IBM', 'Git') is read only as a company line of its own. */
const SHORT_NAME_LETTERS = 4;
/**
 * How a name's similarity is made (chosen on the demo-book name variants and the variants of
 * companies taken out of the book, see test/eval/customer-lookup.ts): half of it is the share of
 * the company line the name explains; a word the name lacks weighs at least half the highest
 * IDF; a name assembled from words on several lines counts at 0.7.
 */
const PRECISION_SHARE = 0.5;
const UNEXPLAINED_FLOOR = 0.5;
const SCATTERED = 0.7;

export interface NameScore {
  similarity: number;
  coverage: number;
  precision: number;
  /** The line share with business words the name lacks counted as distinctive words. */
  strictPrecision: number;
  /** `strictPrecision` with the words of the customer's own town explained ('…, Tux'). */
  strictPrecisionBesideTown: number;
  matchedWeight: number;
  /** The country the line the name is read on ends with ('Norge'), or ''. */
  country: string;
  /** A word of that line naming another company of a group that the name lacks, or '' (`GROUP_COMPANY_WORDS`). */
  groupCompanyWord: string;
}

export const NO_NAME_SCORE: NameScore = {
  similarity: 0,
  coverage: 0,
  precision: 0,
  strictPrecision: 0,
  strictPrecisionBesideTown: 0,
  matchedWeight: 0,
  country: '',
  groupCompanyWord: '',
};

/**
 * How well one of a customer's names is written in the text, in [0,1]: the weighted share of the
 * name's tokens found — in the whole text, or on one line with that line's own readings —
 * times how much of the line that holds them they explain, so that 'Stein Anlagenbau Nord' reads
 * as that customer rather than as 'Stein Anlagenbau'.
 */
export function nameSimilarity(
  index: CustomerIndex,
  variant: readonly string[],
  evidence: NameEvidence,
  /** The words of the customer's own town, as the reading writes them. */
  ownTown: ReadonlySet<string> = new Set(),
): NameScore {
  // A name made only of generic words ('Computer Associates', 'Global Marketing') is told apart
  // by those words: they weigh in full there.
  const generic = variant.every((token) => WEAK_NAME_TOKENS.has(token));
  const tokenWeights = variant.map((token) =>
    generic ? nameTokenIdf(index, token) : nameTokenWeight(index, token),
  );
  const floor = UNEXPLAINED_FLOOR * Math.log(1 + index.customers.length);
  let total = 0;
  let matched = 0;
  variant.forEach((token, at) => {
    total += tokenWeights[at] ?? 0;
    matched += (tokenWeights[at] ?? 0) * (evidence.credits.get(token) ?? 0);
  });
  if (total === 0) return NO_NAME_SCORE;
  let bestCredits: readonly number[] = [];
  let best = {
    matched: 0,
    precision: 0,
    strictPrecision: 0,
    strictPrecisionBesideTown: 0,
    country: '',
    groupCompanyWord: '',
  };
  const holding = new Set<number>();
  for (const token of variant) for (const at of evidence.linesOf.get(token) ?? []) holding.add(at);
  const short = variant.join('').length < SHORT_NAME_LETTERS;
  // The name's initials beside it on its line ('Electronic Arts (EA)', 'SPDE (Sony Pictures …)')
  // are part of the name, not another company's word.
  const initials = variant.length >= 2 ? variant.map((token) => token[0] ?? '').join('') : '';
  for (const at of holding) {
    const line = evidence.lines[at];
    if (!line || (short && !line.companyLine)) continue;
    const nameCredits = variant.map((token) => {
      let credit = 0;
      for (const reading of line.readings) credit = Math.max(credit, reading.get(token) ?? 0);
      return credit;
    });
    if (nameCredits.every((credit) => credit === 0) || line.total === 0) continue;
    const lineCredits = cutShortAndMisspelt(
      variant,
      nameCredits,
      line.companyLineTokens,
      line.readings,
      evidence.abbreviations,
    );
    readInitialledRuns(variant, nameCredits, lineCredits, line, evidence.capitalWords);
    readInitialledNames(variant, nameCredits, line.initialled);
    readDroppedGivenName(variant, nameCredits, line);
    readNumbersWrittenOtherwise(variant, nameCredits, lineCredits, line.companyLineTokens);
    const lineMatched = nameCredits.reduce(
      (sum, credit, at) => sum + (tokenWeights[at] ?? 0) * credit,
      0,
    );
    let explained = 0;
    let lineTotal = 0;
    let strictTotal = 0;
    let townExplained = 0;
    let groupCompanyWord = '';
    line.readings.forEach((reading, at) => {
      const written = line.companyLineTokens[at] ?? '';
      let credit = initials !== '' && written === initials ? 1 : 0;
      credit = Math.max(credit, lineCredits[at] ?? 0);
      for (const token of variant) credit = Math.max(credit, reading.get(token) ?? 0);
      if (credit === 0 && GROUP_COMPANY_WORDS.has(written)) groupCompanyWord = written;
      const weight = line.weights[at] ?? 0;
      explained += weight * credit;
      // A word the name lacks says 'another company' however common it is ('Nord', 'Sud'),
      // unless it is a generic business word or a legal form (weight 0).
      const unexplained = weight > 0 && !line.weak[at] ? Math.max(weight, floor) : weight;
      lineTotal += weight * credit + unexplained * (1 - credit);
      // Strictly, a business word the name lacks is another company's too ('Media Sony'); a
      // place is the sender's branch ('Sony Europe').
      const strictUnexplained = weight > 0 && !line.place[at] ? Math.max(weight, floor) : weight;
      strictTotal += weight * credit + strictUnexplained * (1 - credit);
      if (ownTown.has(written)) townExplained += strictUnexplained * (1 - credit);
    });
    const precision = lineTotal > 0 ? Math.min(1, explained / lineTotal) : 0;
    const strictPrecision = strictTotal > 0 ? Math.min(1, explained / strictTotal) : 0;
    const strictPrecisionBesideTown =
      strictTotal > 0 ? Math.min(1, (explained + townExplained) / strictTotal) : 0;
    if (
      lineMatched > best.matched + 1e-9 ||
      (Math.abs(lineMatched - best.matched) <= 1e-9 && precision > best.precision)
    ) {
      bestCredits = nameCredits;
      best = {
        matched: lineMatched,
        precision,
        strictPrecision,
        strictPrecisionBesideTown,
        country: line.country,
        groupCompanyWord,
      };
    }
  }
  // Words of a name scattered over several lines ('Levage' on the company line, 'Dubois' in the
  // sender's own name) are weaker evidence than the name on one line.
  const textWeight = short ? best.matched : Math.max(SCATTERED * matched, best.matched);
  if (textWeight === 0) return NO_NAME_SCORE;
  // The mailbox name adds to a company line the name explains whole (with the customer's own town
  // beside it), through a word of the name that is not the town's: 'Schneider et Fils Menuiserie'
  // from 'schneider.freres.colmar@' is another company than 'Schneider Frères Menuiserie', and
  // 'Bad Segeberg' names the town whatever the mailbox says.
  const mailboxAdds =
    evidence.mailboxWords.length > 0 &&
    best.strictPrecisionBesideTown >= MAILBOX_LINE_SHARE &&
    variant.some((token, at) => (bestCredits[at] ?? 0) > 0 && !ownTown.has(token));
  const matchedWeight =
    textWeight + (mailboxAdds ? mailboxWeight(variant, tokenWeights, bestCredits, evidence) : 0);
  const coverage = Math.min(1, matchedWeight / total);
  return {
    similarity: coverage * (1 - PRECISION_SHARE + PRECISION_SHARE * best.precision),
    coverage,
    precision: best.precision,
    strictPrecision: best.strictPrecision,
    strictPrecisionBesideTown: best.strictPrecisionBesideTown,
    groupCompanyWord: best.groupCompanyWord,
    matchedWeight,
    country: best.country,
  };
}

/**
 * The weight of the name's words that the text does not hold and the sender's mailbox name does
 * ('Galli, Villa Guardia' from 'galli.stampi@…' for 'Galli Stampi S.r.l.'), as written, one typo
 * away, cut short ('renard.manut@' for 'Renard Manutention') or written together with other
 * words ('concellolugo@'), at `MAILBOX_SHARE` of their credit: a mailbox name is chosen once and
 * kept, a company line is written for the mail.
 */
function mailboxWeight(
  variant: readonly string[],
  tokenWeights: readonly number[],
  lineCredits: readonly number[],
  evidence: NameEvidence,
): number {
  let weight = 0;
  variant.forEach((token, at) => {
    const found = Math.max(lineCredits[at] ?? 0, evidence.credits.get(token) ?? 0);
    let credit = evidence.mailbox.get(token) ?? 0;
    if (
      credit < NameCredit.abbreviated &&
      token.length >= MIN_JOINED_MAILBOX_WORD &&
      evidence.mailboxWords.some((word) => word.length > token.length && word.includes(token))
    )
      credit = NameCredit.abbreviated;
    if (credit > found) weight += (tokenWeights[at] ?? 0) * (credit - found) * MAILBOX_SHARE;
  });
  return weight;
}

const MAILBOX_SHARE = 0.7;
const MAILBOX_LINE_SHARE = 0.9;
/** A name word this long is looked for inside the mailbox name's words ('lugo' in 'concellolugo'). */
const MIN_JOINED_MAILBOX_WORD = 4;

/** Whether the name word at `position` is read as written or with a typo. */
const readAsWritten = (nameCredits: readonly number[], position: number): boolean =>
  (nameCredits[position] ?? 0) >= NameCredit.typo;

/** Whether a word of the name other than those at `except` is read as written or with a typo. */
const readBeside = (nameCredits: readonly number[], ...except: number[]): boolean =>
  nameCredits.some(
    (_, position) => !except.includes(position) && readAsWritten(nameCredits, position),
  );

/** A name word cut short and misspelt ('Intear.' for 'Interactive', 'Mltim' for 'Multimedia'). */
const CUT_SHORT_AND_MISSPELT = NameCredit.abbreviated * NameCredit.typo;
const MIN_CUT_SHORT = 4;
/** 'Eng', 'Fab', 'Pac', 'Hnos', 'Sbg': shorter abbreviations name no word alone. */
const MIN_ABBREVIATION = 3;

/**
 * On a company line beside the rest of a name (another of its words read as written or with a
 * typo), a word cut short that only one book word starts is read as that word at typo credit,
 * with or without its stop ('Chec Software', 'Intrigu Development'); a word the book does not
 * know that is one typo from the start of a name word, at `CUT_SHORT_AND_MISSPELT` ('Eurotalk
 * Intear.' for 'Eurotalk Interactive', 'Kanguru Soloti.'); a word cut short, or contracted with
 * its stop ('Fab', 'Hnos.'), that the book's vocabulary did not read (too many words start so),
 * at `abbreviated` credit. Raises `nameCredits`; returns the credit of each line word. Only the candidate's own words are tried, so this costs a few
 * comparisons per candidate, not a search of the book's vocabulary. Company lines only (their
 * words are `lineTokens`; other lines pass none).
 */
function cutShortAndMisspelt(
  variant: readonly string[],
  nameCredits: number[],
  lineTokens: readonly string[],
  readings: readonly ReadonlyMap<string, number>[],
  stopMarked: ReadonlySet<string>,
): number[] {
  const lineCredits: number[] = [];
  // Read before this function raises any credit: a word it reads is no evidence for another.
  const asWritten = [...nameCredits];
  const restOfName = (except: number) => readBeside(asWritten, except);
  lineTokens.forEach((written, at) => {
    if (written.length < MIN_ABBREVIATION || /\d/.test(written)) return;
    const known = (readings[at]?.size ?? 0) > 0;
    const bookWord = readings[at]?.get(written) === NameCredit.exact;
    variant.forEach((token, position) => {
      const credit = nameCredits[position] ?? 0;
      if (credit >= NameCredit.typo || token.length <= written.length + 1) return;
      let reading = 0;
      // The only book word it starts ('Chec' → 'checkmark'); a start several share ('Hydr.',
      // 'Elec') stays an abbreviation.
      const sole = readings[at]?.size === 1 && readings[at]?.has(token) === true;
      if (token.startsWith(written) && sole && written.length >= MIN_CUT_SHORT)
        reading = NameCredit.typo;
      else if (
        !known &&
        credit === 0 &&
        written.length >= MIN_CUT_SHORT &&
        [written.length - 1, written.length, written.length + 1].some((length) =>
          withinOneEdit(written, token.slice(0, length)),
        )
      ) {
        reading = CUT_SHORT_AND_MISSPELT;
      } else if (
        (!bookWord || compoundStart(written, token)) &&
        (token.startsWith(written) || stopMarked.has(written)) &&
        contracts(written, token)
      ) {
        // Cut short ('Eng', 'Fab' for 'Engineering', 'Fabrications'), where a start many book
        // words share gave no reading; or contracted to some of its letters, first letter and
        // order kept, with its stop ('Hnos.' for 'Hermanos', 'Sbg.' for 'Salzburger') — without
        // the stop, a first name is no contraction ('Eric' of 'Electricite').
        reading = NameCredit.abbreviated;
      }
      if (reading <= credit || !restOfName(position)) return;
      nameCredits[position] = reading;
      lineCredits[at] = Math.max(lineCredits[at] ?? 0, reading);
    });
  });
  return lineCredits;
}

/** Initials of fewer words than this ('JP') stand for no run of a name's words. */
const MIN_INITIALLED_RUN = 2;
/** Nor initials of more: a longer word in capitals is a word ('HYDRAULIK'). */
const MAX_INITIALLED_RUN = 6;

/**
 * A word of a company line written in capitals that is the initials of a run of a name's words
 * (whether or not the book holds it, as an alias or another company's word) stands for those
 * words at `initials` credit: 'SGT Gas Tecnici' for 'Siciliana Gas Tecnici', 'Rossi Q.E.' for
 * 'Rossi Quadri Elettrici', 'TD Rhein-Main' for 'Technische Dienste Rhein-Main' ('Kfz-We.' holds
 * no initials of 'Werkstatt Engel': not in capitals). Raises `nameCredits` of the run's words and
 * `lineCredits` of the initials.
 */
function readInitialledRuns(
  variant: readonly string[],
  nameCredits: number[],
  lineCredits: number[],
  line: NameEvidence['lines'][number],
  capitalWords: ReadonlySet<string>,
): void {
  if (variant.length < MIN_INITIALLED_RUN) return;
  line.companyLineTokens.forEach((written, at) => {
    if (written.length < MIN_INITIALLED_RUN || written.length > MAX_INITIALLED_RUN) return;
    if (!capitalWords.has(written)) return;
    for (let start = 0; start + written.length <= variant.length; start++) {
      const run = variant.slice(start, start + written.length);
      if (run.some((token, offset) => token[0] !== written[offset])) continue;
      run.forEach((_, offset) => {
        const position = start + offset;
        nameCredits[position] = Math.max(nameCredits[position] ?? 0, NameCredit.initials);
      });
      lineCredits[at] = Math.max(lineCredits[at] ?? 0, NameCredit.initials);
      return;
    }
  });
}

/**
 * A name word the company line writes as its initial before the next word of the name ('H.
 * Müller Stahlbau' for 'Heinrich Müller Stahlbau', 'F. Mayer Antriebstechnik'): read at
 * `initials` credit where another word of the name is read beside them, so that a person's name
 * alone ('H. Müller') is not read as the company named after one.
 */
function readInitialledNames(
  variant: readonly string[],
  nameCredits: number[],
  initialled: ReadonlyMap<string, string>,
): void {
  if (initialled.size === 0 || variant.length < 3) return;
  for (let position = 0; position + 1 < variant.length; position++) {
    const letter = initialled.get(variant[position + 1] ?? '');
    if (letter === undefined || (nameCredits[position] ?? 0) > 0) continue;
    if (!readAsWritten(nameCredits, position + 1) || variant[position]?.[0] !== letter) continue;
    if (readBeside(nameCredits, position, position + 1)) {
      nameCredits[position] = NameCredit.initials;
    }
  }
}

/**
 * A founder's given name that starts a name and that the company line leaves out ('Berthier
 * Plasturgie' for 'Louis Berthier Plasturgie EURL'): read at `abbreviated` credit where the line
 * starts with the surname and another word of the name is read beside it. A line that writes
 * an initial before the surname says which given name it means (`readInitialledNames`).
 */
function readDroppedGivenName(
  variant: readonly string[],
  nameCredits: number[],
  line: NameEvidence['lines'][number],
): void {
  if (variant.length < 3 || (nameCredits[0] ?? 0) > 0) return;
  if (!GIVEN_NAMES.has(variant[0] ?? '')) return;
  const surname = variant[1] ?? '';
  if (!readAsWritten(nameCredits, 1) || line.initialled.has(surname)) return;
  if (!line.readings[0]?.has(surname)) return;
  if (readBeside(nameCredits, 0, 1)) nameCredits[0] = NameCredit.abbreviated;
}

/**
 * A number of a name that the company line writes the other way, in digits or in words of any
 * of the book's languages ('3 Torri Meccanica' for 'Tre Torri Meccanica', '5-Ways Pneumatics' for
 * 'Five Ways Pneumatics', 'Monroe One BOCES' for 'Monroe 1 BOCES'): read as written where another
 * word of the name is read beside it, so that a quantity ('2') is no initialism ('DVA').
 */
function readNumbersWrittenOtherwise(
  variant: readonly string[],
  nameCredits: number[],
  lineCredits: number[],
  lineTokens: readonly string[],
): void {
  if (variant.length < 2) return;
  variant.forEach((token, position) => {
    const value = (nameCredits[position] ?? 0) === 0 ? numberValue(token) : undefined;
    if (value === undefined || !readBeside(nameCredits, position)) return;
    const at = lineTokens.findIndex(
      (written) => written !== token && numberValue(written) === value,
    );
    if (at < 0) return;
    nameCredits[position] = NameCredit.exact;
    lineCredits[at] = Math.max(lineCredits[at] ?? 0, NameCredit.exact);
  });
}

/** A word this long that starts a longer name word may be its compound cut short. */
const MIN_COMPOUND_START = 5;
/** The rest of the compound: a word of its own ('Elektro' + 'technik'). */
const MIN_COMPOUND_REST = 4;

/**
 * A book word that starts a longer word of the name, a word of its own left ('Elektro' for
 * 'Elektrotechnik', 'Metall' for 'Metallwaren'): read as that word cut short.
 */
const compoundStart = (written: string, token: string): boolean =>
  written.length >= MIN_COMPOUND_START &&
  token.startsWith(written) &&
  token.length - written.length >= MIN_COMPOUND_REST;
