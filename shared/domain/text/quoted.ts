/**
 * Splits an e-mail body into the new message and the earlier messages it quotes.
 * Rules cover reply headers, separators and header blocks in English, German, French,
 * Spanish, Italian and Dutch (plus a generic "<verb>:" header used by other mailers).
 */

export interface QuotedSplit {
  fresh: string;
  quoted: string;
  /**
   * When the earlier message is forwarded rather than answered: its own text, header fields and
   * the messages it quotes in turn left out. Empty otherwise.
   */
  forwarded: string;
  /**
   * The first earlier message's author as written: its From field ('Klaus Berger <k.berger@…>')
   * or the reply header that names them. Empty when nothing is quoted or no author is written.
   */
  earlierFrom: string;
}

const MAX_LINES = 20_000;
const MAX_HEADER_SPAN = 3;
const MAX_AUTHOR = 400;

const REPLY_HEADERS: readonly RegExp[] = [
  /^On\b.{0,250}\bwrote\s*:?$/i,
  /^Am\b.{0,250}\bschrieb\b.{0,250}:$/i,
  /^Am\b.{0,250}\bschrieb\s*:?$/i,
  /^Le\b.{0,250}\ba\s+écrit\s*:?$/i,
  /^El\b.{0,250}\bescribió\s*:?$/i,
  /^(?:Il|In data)\b.{0,250}\bha\s+scritto\s*:?$/i,
  /^Op\b.{0,250}\bschreef\b.{0,250}:?$/i,
  /^Den\b.{0,250}\bskrev\b.{0,250}:?$/i,
  /^(?=.*\d).{0,250}\b(?:wrote|schrieb|skrev|schreef|escribió|scritto|écrit)\b.{0,120}:$/i,
];

// Other mailers and languages: "<anything with a date or address> <verb>:".
const GENERIC_REPLY_HEADER =
  /^(?=.*(?:\d|@)).{0,250}\b(?:wrote|schrieb|écrit|escribió|scritto|schreef|skrev|kirjoitti|escreveu|napisał|написал)\s*:$|^.{0,250}\d.{0,250}\s(?:írta|написал\(а\))\s*:$/i;

/** The titles between dashes that open an answered and a forwarded message, in six languages. */
const ANSWERED_TITLES =
  "original message|ursprüngliche nachricht|originalnachricht|message d'origine|message original|mensaje original|messaggio originale|oorspronkelijk bericht|origineel bericht";
const FORWARDED_TITLES =
  'forwarded message|weitergeleitete nachricht|message transféré|mensaje reenviado|messaggio inoltrato|doorgestuurd bericht';
const titledRule = (titles: string): RegExp =>
  new RegExp(String.raw`^-{2,}\s*(?:${titles})\s*-{2,}$`, 'i');
const BEGIN_FORWARDED =
  /^(?:begin forwarded message|anfang der weitergeleiteten nachricht|début du message réenvoyé|inicio del mensaje reenviado|inizio messaggio inoltrato|begin doorgestuurd bericht)\s*:$/i;

const SEPARATORS: readonly RegExp[] = [
  titledRule(`${ANSWERED_TITLES}|${FORWARDED_TITLES}`),
  BEGIN_FORWARDED,
];
const FORWARD_SEPARATORS: readonly RegExp[] = [titledRule(FORWARDED_TITLES), BEGIN_FORWARDED];
// "Subject: FW: …", "Betreff: WG: …": the header block of a message forwarded by Outlook.
const FORWARDED_SUBJECT =
  /^\*?(?:subject|betreff|objet|asunto|oggetto|onderwerp|sujet)\s*:\*?\s*(?:fwd?|wg|tr|rv|i|doorst)\s*:/i;

const FROM_FIELD =
  /^\*?(?:from|von|de|da|van|desde|expéditeur|mittente|afzender|absender|fra)\s*:\*?\s*\S/i;
const OTHER_HEADER_FIELD =
  /^\*?(?:sent|date|to|cc|subject|gesendet|datum|an|betreff|envoyé|objet|à|a|enviado|fecha|para|asunto|inviato|data|oggetto|verzonden|verstuurd|aan|onderwerp|sujet|copie à|til|emne|dato)\s*:\*?/i;

// The title between the dashes starts and ends with a letter, so the spaces around it belong to
// one quantifier only (overlapping ones make a long run of spaces quadratic).
const UNDERSCORE_RULE = /^(?:_{10,}|={4,}|-{4,}\s*\p{L}(?:[\p{L} ]{0,38}\p{L})?\s*-{4,})$/u;
// "<date>, <name> <address>:" as written by many webmail clients without a verb.
const BRACKETED_ADDRESS_HEADER = /^(?=.*\d).{0,200}<[^<>@\s]+@[^<>\s]+>\s*(?:\S{1,20}\s*)?:$/;

const MOBILE_FOOTER =
  /^(?:sent from my\b.{0,60}|sent from (?:outlook|mail|yahoo mail|gmail)\b.{0,60}|get outlook for \w+.{0,40}|gesendet von meinem\b.{0,60}|gesendet von (?:outlook|mail)\b.{0,60}|von meinem \w+ gesendet.{0,30}|envoyé de mon\b.{0,60}|envoyé (?:depuis|à partir de)\b.{0,60}|enviado desde mi\b.{0,60}|enviado desde\b.{0,60}|inviato da\b.{0,60}|verzonden (?:vanaf|met) mijn\b.{0,60}|verstuurd vanaf mijn\b.{0,60})$/i;

export function isMobileFooter(line: string): boolean {
  return MOBILE_FOOTER.test(line.trim());
}

function isQuotedLine(line: string): boolean {
  return /^\s*>/.test(line);
}

function stripQuoteMarks(line: string): string {
  return line.replace(/^(?:\s*>)+\s?/, '').trim();
}

function startsLikeHeader(line: string): boolean {
  return /^(?:On|Am|Le|El|Il|In data|Op|Den)\s/.test(stripQuoteMarks(line));
}

/** Number of lines (1..3) of the reply header starting at index, or 0. */
function headerSpan(lines: readonly string[], index: number): number {
  const first = stripQuoteMarks(lines[index] ?? '');
  if (first === '') return 0;
  let joined = '';
  for (let span = 0; span < MAX_HEADER_SPAN && index + span < lines.length; span++) {
    const part = stripQuoteMarks(lines[index + span] ?? '');
    if (part === '' && span > 0) break;
    joined = span === 0 ? part : `${joined} ${part}`;
    if (joined.length > 400) break;
    if (
      REPLY_HEADERS.some((pattern) => pattern.test(joined)) ||
      GENERIC_REPLY_HEADER.test(joined) ||
      BRACKETED_ADDRESS_HEADER.test(joined)
    ) {
      // "Hi,\nOn … wrote:" — the header starts on the later line, not on the greeting.
      for (let later = 1; later <= span; later++) {
        const line = lines[index + later] ?? '';
        if (startsLikeHeader(line) && headerSpan(lines, index + later) > 0) return 0;
      }
      return span + 1;
    }
  }
  return 0;
}

function headerAt(lines: readonly string[], index: number): boolean {
  return headerSpan(lines, index) > 0;
}

function separatorAt(lines: readonly string[], index: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (SEPARATORS.some((pattern) => pattern.test(line))) return true;
  if (UNDERSCORE_RULE.test(line)) {
    for (let next = index + 1; next < Math.min(lines.length, index + 4); next++) {
      const candidate = (lines[next] ?? '').trim();
      if (FROM_FIELD.test(candidate) || OTHER_HEADER_FIELD.test(candidate)) return true;
    }
  }
  return false;
}

function headerBlockAt(lines: readonly string[], index: number): boolean {
  const line = stripQuoteMarks(lines[index] ?? '');
  if (!FROM_FIELD.test(line)) return false;
  let fields = 0;
  for (let next = index + 1; next < Math.min(lines.length, index + 6); next++) {
    const candidate = stripQuoteMarks(lines[next] ?? '');
    if (OTHER_HEADER_FIELD.test(candidate)) fields++;
  }
  return fields >= 1;
}

function mobileFooterFollowedByText(lines: readonly string[], index: number): boolean {
  if (!isMobileFooter(lines[index] ?? '')) return false;
  return lines.slice(index + 1).some((line) => line.trim() !== '');
}

/** Index of the first line that belongs to earlier messages, or null. */
function findQuoteStart(lines: readonly string[]): number | null {
  for (let index = 0; index < lines.length; index++) {
    if (headerAt(lines, index) || separatorAt(lines, index) || headerBlockAt(lines, index)) {
      return index;
    }
    if (mobileFooterFollowedByText(lines, index)) return index + 1;
  }
  return null;
}

function trailingQuotedBlockStart(lines: readonly string[]): number | null {
  let start: number | null = null;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    if (!isQuotedLine(line)) break;
    start = index;
  }
  return start;
}

/**
 * A reply header followed by '>' lines with the writer's answers between or after them is an
 * inline reply: the answers are new text, only the '>' lines are earlier messages.
 */
function isInlineReply(lines: readonly string[], headerIndex: number): boolean {
  const span = headerSpan(lines, headerIndex);
  if (span === 0) return false;
  let index = headerIndex + span;
  while (index < lines.length && !isQuotedLine(lines[index] ?? '')) {
    if ((lines[index] ?? '').trim() !== '') {
      // Multi-line headers end within two lines; anything else means a plain top-post.
      return false;
    }
    index++;
  }
  if (index >= lines.length) return false;
  let answers = 0;
  for (let next = index; next < lines.length; next++) {
    const line = lines[next] ?? '';
    if (isQuotedLine(line) || line.trim() === '') continue;
    if (headerAt(lines, next) || separatorAt(lines, next) || headerBlockAt(lines, next))
      return false;
    answers++;
  }
  return answers >= 3;
}

function joinTrimmed(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether the earlier messages starting at index are forwarded, not answered. */
function forwardAt(lines: readonly string[], index: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (FORWARD_SEPARATORS.some((pattern) => pattern.test(line))) return true;
  for (let next = index; next < Math.min(lines.length, index + 8); next++) {
    if (FORWARDED_SUBJECT.test(stripQuoteMarks(lines[next] ?? ''))) return true;
  }
  return false;
}

/**
 * The first earlier message: its own text after its separator, reply header or header fields, up
 * to the messages it quotes in turn; and its author as written (the From field, or the reply
 * header that names them).
 */
function earlierMessage(after: readonly string[]): { text: string; from: string } {
  // The forward separators are separators too; an Outlook block starts with its header fields.
  const header = headerSpan(after, 0);
  let index = header > 0 ? header : separatorAt(after, 0) ? 1 : 0;
  let from = after.slice(0, header).map(stripQuoteMarks).join(' ').slice(0, MAX_AUTHOR);
  for (let guard = 0; guard < 12 && index < after.length; guard++) {
    const line = stripQuoteMarks(after[index] ?? '');
    if (FROM_FIELD.test(line)) {
      from ||= line.slice(line.indexOf(':') + 1, MAX_AUTHOR).replace(/^\*?\s*/, '');
      index++;
    } else if (line === '' || OTHER_HEADER_FIELD.test(line)) index++;
    else break;
  }
  const own = after.slice(index).map(stripQuoteMarks);
  const nested = findQuoteStart(own);
  return { text: joinTrimmed(nested === null ? own : own.slice(0, nested)), from };
}

export function splitQuoted(text: string): QuotedSplit {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').slice(0, MAX_LINES);
  let quoteStart = findQuoteStart(lines);
  const trailingStart = trailingQuotedBlockStart(lines);
  if (trailingStart !== null && (quoteStart === null || trailingStart < quoteStart)) {
    quoteStart = trailingStart;
  }

  const before = quoteStart === null ? lines : lines.slice(0, quoteStart);
  const after = quoteStart === null ? [] : lines.slice(quoteStart);

  const greetingOnly =
    before.filter((line) => line.trim() !== '' && !isQuotedLine(line)).length <= 1 &&
    before.every((line) => line.trim().length <= 40);
  if (quoteStart !== null && greetingOnly && isInlineReply(lines, quoteStart)) {
    const span = headerSpan(lines, quoteStart);
    const answers = after.slice(span).filter((line) => !isQuotedLine(line));
    const quotedLines = [
      ...after.slice(0, span),
      ...after.slice(span).filter((line) => isQuotedLine(line)),
    ];
    return {
      fresh: joinTrimmed([...before.filter((line) => !isQuotedLine(line)), ...answers]),
      quoted: joinTrimmed([...before.filter((line) => isQuotedLine(line)), ...quotedLines]),
      forwarded: '',
      earlierFrom: '',
    };
  }

  const freshLines = before.filter((line) => !isQuotedLine(line));
  const inlineQuoted = before.filter((line) => isQuotedLine(line));
  const earlier =
    quoteStart === null
      ? undefined
      : { ...earlierMessage(after), forward: forwardAt(lines, quoteStart) };
  return {
    fresh: joinTrimmed(freshLines),
    quoted: joinTrimmed([...inlineQuoted, ...after]),
    forwarded: earlier?.forward ? earlier.text : '',
    earlierFrom: earlier?.from ?? '',
  };
}
