/**
 * Turns an intent request into the hashed sparse feature vector the model reads. Training and
 * inference both go through `extractFeatures`, so what the model learnt is what it sees.
 */
import { prepareEmail } from '#domain/text/email';
import {
  classifySignatureLine,
  isClosingPhrase,
  isSignatureDelimiter,
} from '#domain/text/signature';
import { type CueMatch, findCues } from './cue-matcher';
import { DAEMON_SENDER, NOREPLY_SENDER } from './cues';
import { fold, hashString, type Token, tokenize } from './text';
import type { IntentInput } from './types';

export const FEATURE_VERSION = 2;

/** Bounds that keep a 5 MB body or 10,000 quoted lines inside the latency budget. */
const MAX_CONTENT_CHARS = 12_000;
const MAX_ATTACHMENT_CHARS = 4_000;
const MAX_HISTORY_CHARS = 1_500;
const MAX_ATTACHMENTS = 20;
const MAX_CHAR_NGRAM_TOKENS = 600;

const REPLY_PREFIX = /^\s*((re|aw|sv|antw|rif|r|rv|ref)\s*(\[\d+\])?\s*:\s*)+/i;
const FORWARD_PREFIX = /^\s*((fwd?|wg|tr|rv|i)\s*:\s*)+/i;

export interface IntentDocument {
  subject: string;
  /** Subject without reply/forward prefixes. */
  subjectCore: string;
  content: string;
  hadQuoted: boolean;
  attachmentNames: string[];
  attachmentText: string;
  historyText: string;
  /** Quoted earlier messages of the body: thread context only, never read for the request's cues. */
  quotedText: string;
  /**
   * The body says nothing of its own (empty, 'see attached', a mobile signature) and an attachment
   * has text: the attachment is read as the message (SPEC 4.2 rule 1).
   */
  attachmentDecides: boolean;
  sender: string;
  headers: Record<string, string>;
  isReply: boolean;
  isForward: boolean;
  /**
   * The new text turns to another matter ('separate thing:', 'anderes Thema:'): the subject and
   * what precedes the turn belong to the thread, and were moved to the quoted context.
   */
  topicSwitch: boolean;
  /**
   * The courtesy closing and name cut from the end of the new text ('Grazie e scusate / Luigi'):
   * not read for the intent, but their words still tell the language of a short message.
   */
  signOff: string;
}

function bounded(text: unknown, limit: number): string {
  return typeof text === 'string' ? text.slice(0, limit) : '';
}

/** At most this many words of its own, and a body only points at its attachment. */
const ATTACHMENT_ONLY_MAX_WORDS = 6;
const ATTACHMENT_MIN_WORDS = 5;
const MAX_QUOTED_CHARS = 2_000;

function wordCount(text: string, limit: number): number {
  let count = 0;
  for (const word of text.slice(0, 2_000).split(/\s+/)) {
    if (/\p{L}{2,}/u.test(word) && ++count > limit) break;
  }
  return count;
}

/**
 * Phrases that turn a reply to a new matter, in six languages (folded, checked against the new
 * text's first characters). Alternatives of literals only: linear.
 */
const TOPIC_SWITCH =
  /\b(?:separate +(?:thing|question|matter|topic|request)|(?:different|another) +(?:topic|matter|subject|question|thing)|new +(?:topic|matter|subject|question)|unrelated +to +(?:this|that|the +above)|on +another +note|while +i +have +you|(?:noch +)?(?:was|etwas) +anderes|(?:ganz +)?anderes +thema|andere +sache|neues +thema|unabhangig +davon|autre +(?:chose|sujet|question|demande)|rien +a +voir|sans +rapport +avec|changement +de +sujet|nada +que +ver|otro +tema|otra +cosa|aparte +de +esto|cambiando +de +tema|altra +cosa|altro +argomento|cambiando +argomento|non +c +entra|a +parte +questo|iets +anders|ander +onderwerp|los +daarvan|andere +vraag|ander +punt)\b/;
const TOPIC_SWITCH_WINDOW = 1_500;
/**
 * Only a reply turns: what precedes the turn must be a short word on the thread (thanks, the goods
 * arrived), not a request of its own, which a second request after 'another thing:' would follow.
 */
const TOPIC_SWITCH_MAX_WORDS_BEFORE = 30;

/**
 * Where the new matter starts in `content` (the start of the marker's sentence) and where the
 * marker phrase itself ends, or -1.
 */
function topicSwitchStart(
  content: string,
): { start: number; markerStart: number; markerEnd: number } | -1 {
  // Folding keeps a precomposed accented letter one character long, and punctuation is replaced
  // one for one, so a position in the folded line is (nearly always) the same in the line.
  const window = content.slice(0, TOPIC_SWITCH_WINDOW);
  const lines = window.split('\n');
  let offset = 0;
  for (const line of lines) {
    const folded = fold(line.slice(0, 400)).replace(/[^\p{L}\p{N}]/gu, ' ');
    const match = TOPIC_SWITCH.exec(folded);
    if (match) {
      // The turn must leave something to read, and not be the mail's very first words.
      if (offset === 0 && match.index === 0) return -1;
      const sentenceStart = lastSentenceBoundary(line, match.index);
      return {
        start: offset + sentenceStart,
        markerStart: offset + match.index,
        markerEnd: offset + match.index + match[0].length,
      };
    }
    offset += line.length + 1;
  }
  return -1;
}

/** Start of the sentence holding position `index` of `line`. */
function lastSentenceBoundary(line: string, index: number): number {
  const head = line.slice(0, Math.min(line.length, index + 1));
  const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  return stop >= 0 ? stop + 2 : 0;
}

const MAX_SIGNATURE_ONLY_LINES = 25;
const MAX_SIGNATURE_LINE_WORDS = 10;

/**
 * The text is only a sign-off: a closing ('Kind regards'), names, titles, a company, an address,
 * contact lines, a delimiter. The splitter keeps such a block as the message when nothing precedes
 * it; read as a message it is nothing of the sender's own, so its names and towns decide nothing.
 * At least one line must be a delimiter or a contact/address line: 'Thanks!' or 'Kind regards,
 * Tom' alone is left as written.
 */
export function isSignatureOnly(text: string): boolean {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  if (lines.length === 0 || lines.length > MAX_SIGNATURE_ONLY_LINES) return false;
  let marked = false;
  let contacts = 0;
  let notes = 0;
  for (const line of lines) {
    // A question or a long line is a sentence, whatever its numbers look like.
    if (line.includes('?') || line.split(/\s+/).length > MAX_SIGNATURE_LINE_WORDS) return false;
    if (isSignatureDelimiter(line)) {
      marked = true;
      continue;
    }
    // A closing alone ('Thanks!') is a message of its own: it marks no sign-off block.
    if (isClosingPhrase(line)) continue;
    const kind = classifySignatureLine(line);
    if (kind === 'prose') {
      // One short line that is no sentence may sit in a contact block (an address the splitter
      // does not know: 'Unit 14, Riverside Way, Sheffield S9 2RX').
      if (++notes > 1 || !isBlockNote(line)) return false;
      continue;
    }
    if (kind === 'contact' || kind === 'address') {
      marked = true;
      contacts++;
    }
  }
  return marked && (notes === 0 || contacts >= 2);
}

const MAX_BLOCK_NOTE_WORDS = 8;

function isBlockNote(line: string): boolean {
  return (
    line.split(/\s+/).length <= MAX_BLOCK_NOTE_WORDS &&
    !/[.?!:;]$/.test(line) &&
    !/^(?:[-*•]\s*)?\d+(?:[.,]\d+)?\s*(?:x\b|[×*])/i.test(line)
  );
}

/**
 * Words of a courtesy line that closes a message ('Thanks and sorry for the trouble', 'Grazie e
 * scusa', 'Merci et désolé pour le dérangement'), folded: a line made of these words only asks
 * for nothing. Alternatives of literals: linear.
 */
const COURTESY_WORD =
  '(?:thanks?|you|and|sorry|apologies|for|the|trouble|hassle|inconvenience|again|in|advance|very|much|many|a|lot|cheers|ta|danke|vielen|dank|und|sorry|entschuldigung|entschuldigen|sie|fur|die|umstande|muhe|nochmals|merci|et|desole|desolee|pour|le|derangement|encore|excusez|moi|nous|gracias|y|perdon|perdona|perdonen|disculpa|disculpen|disculpas|las|molestias|por|la|molestia|de|nuevo|grazie|e|scusa|scusate|scusi|il|disturbo|per|mille|ancora|bedankt|en|excuses|voor|het|ongemak|dank|je|u|wel|nogmaals|alvast)';
const COURTESY_LINE = new RegExp(`^(?:${COURTESY_WORD} +){0,9}${COURTESY_WORD}$`);
/** A name or department line at the very end ('Marco', 'Kev', 'Goods In'): at most three words. */
const MAX_SIGN_NAME_WORDS = 3;

function isCourtesyLine(line: string): boolean {
  const folded = fold(line.slice(0, 200))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded.length > 0 && COURTESY_LINE.test(folded);
}

function isSignName(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length <= MAX_SIGN_NAME_WORDS &&
    !/[\d?:]/.test(line) &&
    !/^[-*•]/.test(line) &&
    classifySignatureLine(line) === 'nameish'
  );
}

/**
 * The new text and the courtesy closing and name the splitter left at its end ('Grazie e scusa /
 * Marco', 'Kev / Goods In'), cut apart: they say nothing of what is asked, yet their rare words can
 * outweigh a short request. Only trailing lines go, and only while a line of the message remains.
 */
export function splitTrailingSignOff(content: string): { content: string; signOff: string } {
  const lines = content.split('\n');
  let end = lines.length;
  let removed = 0;
  while (end > 1 && removed < 4) {
    const line = (lines[end - 1] ?? '').trim();
    if (line === '') {
      end--;
      continue;
    }
    if (!isCourtesyLine(line) && !isSignName(line)) break;
    end--;
    removed++;
  }
  const kept = lines.slice(0, end).join('\n').trim();
  return removed > 0 && /\p{L}{2,}/u.test(kept)
    ? { content: kept, signOff: lines.slice(end).join('\n').trim() }
    : { content, signOff: '' };
}

const BUSINESS_CUE_INTENTS: ReadonlySet<string> = new Set([
  'quote',
  'order',
  'update',
  'status',
  'rfq',
]);

function hasBusinessCue(text: string): boolean {
  return /\p{L}/u.test(text) && findCues(text).some((cue) => BUSINESS_CUE_INTENTS.has(cue.intent));
}

/** Every line of the body is the name of an attached file ('PO_88213.pdf'). */
function namesOnlyAttachments(content: string, attachments: IntentInput['attachments']): boolean {
  if (content.length === 0 || !Array.isArray(attachments) || attachments.length === 0) return false;
  const names = new Set(
    attachments
      .slice(0, MAX_ATTACHMENTS)
      .map((attachment) => bounded(attachment?.filename, 300).trim().toLowerCase()),
  );
  const lines = content
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length > 0);
  return lines.length > 0 && lines.every((line) => names.has(line));
}

/** A forwarder's note longer than this is a message of its own. */
const PASS_ALONG_MAX_WORDS = 40;

/**
 * The note above a forwarded message only passes it on ('see below from our site team, can you
 * make sure this gets to the right person?'): short, and no cue of a business intent of its own,
 * or only cues that name what the forwarded message is ('ti giro l'ordine di Rossi, gestisci tu',
 * 'anbei die Bestellung von Werk 2, bitte bearbeiten': the forwarded message orders too).
 */
function isPassAlongNote(note: string, forwarded: string): boolean {
  if (!/\p{L}{2,}/u.test(forwarded)) return false;
  if (wordCount(note, PASS_ALONG_MAX_WORDS) > PASS_ALONG_MAX_WORDS) return false;
  const noteIntents = businessCueIntents(note);
  if (noteIntents.size === 0) return true;
  const forwardedIntents = businessCueIntents(forwarded);
  return [...noteIntents].every((intent) => forwardedIntents.has(intent));
}

/** The business intents whose cue phrases a text carries. */
function businessCueIntents(text: string): Set<string> {
  if (!/\p{L}/u.test(text)) return new Set();
  return new Set(
    findCues(text)
      .map((cue) => cue.intent)
      .filter((intent) => BUSINESS_CUE_INTENTS.has(intent)),
  );
}

/**
 * The mail as the intent model reads it: the subject without reply and forward prefixes, the
 * sender's own words (the forwarded text when there are none), quoted text, attachment names and
 * text, and the last message of the thread, each bounded.
 */
export function intentDocumentOf(input: IntentInput): IntentDocument {
  const subject = bounded(input.subject, 1_000).trim();
  const prepared = prepareEmail(bounded(input.body, 2_000_000));
  let content = prepared.content.trim();
  if (content.length === 0) content = prepared.fresh.trim();
  // Only a sign-off of its own ('Kind regards / name / company / phone'): nothing is asked.
  const signOffOnly = content.length > 0 && isSignatureOnly(content);
  if (signOffOnly) content = '';
  // A forward without text of its own: the forwarded message is what is asked.
  // A reply with only a sign-off above the thread asks nothing: the thread stays context.
  const forwardedOnly =
    content.length === 0 &&
    !(
      signOffOnly &&
      (prepared.quoted.trim().length === 0 || REPLY_PREFIX.test(input.subject ?? ''))
    );
  if (forwardedOnly) content = prepared.text.trim();
  // A body that only names the attached file ('PO_88213.pdf') says nothing the name does not.
  if (namesOnlyAttachments(content, input.attachments)) content = '';
  // A forwarder's short note that asks for nothing ('see below, can you pass this on?') hands
  // over the forwarded message: that is what is asked.
  // Under a forward's subject ('WG:', 'I:', 'Fwd:') the history below an Outlook separator
  // ('-----Ursprüngliche Nachricht-----') is the forwarded message.
  const forwarded =
    prepared.forwarded.trim().length > 0 || !FORWARD_PREFIX.test(subject)
      ? prepared.forwarded
      : prepared.quoted;
  const passAlong = !forwardedOnly && content.length > 0 && isPassAlongNote(content, forwarded);
  if (passAlong) content = `${content}\n\n${forwarded.trim()}`;
  let signOff = '';
  if (!forwardedOnly) ({ content, signOff } = splitTrailingSignOff(content));
  const attachments = Array.isArray(input.attachments)
    ? input.attachments.slice(0, MAX_ATTACHMENTS)
    : [];
  const attachmentNames = attachments
    .map((attachment) => bounded(attachment?.filename, 300))
    .filter((name) => name.length > 0);
  const attachmentText = attachments
    .map((attachment) => bounded(attachment?.text, MAX_ATTACHMENT_CHARS))
    .join('\n')
    .slice(0, MAX_ATTACHMENT_CHARS);
  const history = Array.isArray(input.thread_history) ? input.thread_history : [];
  const last = history[history.length - 1];
  const historyText = last
    ? `${bounded(last.subject, 300)}\n${prepareEmail(bounded(last.body, 20_000)).content}`.slice(
        0,
        MAX_HISTORY_CHARS,
      )
    : '';
  let subjectCore = subject.replace(REPLY_PREFIX, '').replace(FORWARD_PREFIX, '').trim();
  let quotedText = forwardedOnly || passAlong ? '' : prepared.quoted;
  const inThread = REPLY_PREFIX.test(subject) || prepared.quoted.trim().length > 0;
  const turn = inThread && !forwardedOnly && !passAlong ? topicSwitchStart(content) : -1;
  let switchAt = turn === -1 ? -1 : turn.start;
  if (
    switchAt > 0 &&
    wordCount(content.slice(0, switchAt), TOPIC_SWITCH_MAX_WORDS_BEFORE) >
      TOPIC_SWITCH_MAX_WORDS_BEFORE
  ) {
    switchAt = -1;
  }
  if (switchAt > 0 && turn !== -1) {
    quotedText = `${subjectCore}\n${content.slice(0, switchAt)}\n${quotedText}`;
    subjectCore = '';
    // The marker ('separate thing:', 'on another note,') says a new matter follows, not which:
    // its words are not read as the new matter's (they were a price request's in most mail).
    const before = content.slice(switchAt, turn.markerStart);
    const after = content.slice(turn.markerEnd).replace(/^[^\p{L}\p{N}]+/u, '');
    content = `${before}${after}`.trim();
  }
  // A short body that asks for something itself ('pls quote attached', 'PO attached') decides;
  // the attachment only holds the items.
  const attachmentDecides =
    wordCount(content, ATTACHMENT_ONLY_MAX_WORDS) <= ATTACHMENT_ONLY_MAX_WORDS &&
    wordCount(attachmentText, ATTACHMENT_MIN_WORDS) >= ATTACHMENT_MIN_WORDS &&
    !hasBusinessCue(content);
  const headers: Record<string, string> = {};
  if (input.headers && typeof input.headers === 'object') {
    for (const [name, value] of Object.entries(input.headers).slice(0, 200)) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value.slice(0, 500);
    }
  }
  return {
    subject,
    subjectCore,
    content: content.slice(0, MAX_CONTENT_CHARS),
    hadQuoted: prepared.quoted.trim().length > 0,
    attachmentNames,
    attachmentText,
    historyText,
    quotedText: quotedText.slice(0, MAX_QUOTED_CHARS),
    attachmentDecides,
    sender: bounded(input.sender, 500),
    headers,
    isReply: REPLY_PREFIX.test(subject),
    isForward: FORWARD_PREFIX.test(subject),
    topicSwitch: switchAt > 0,
    signOff: signOff.slice(0, 500),
  };
}

export function hasAnyContent(document: IntentDocument): boolean {
  return (
    document.subjectCore.length > 0 ||
    /[\p{L}\p{N}]/u.test(document.content) ||
    document.attachmentText.trim().length > 0 ||
    document.attachmentNames.length > 0
  );
}

/** Transport-level signs of an automatic message (RFC 3834 and common vendor headers). */
export function automationHeaders(headers: Record<string, string>): string[] {
  const found: string[] = [];
  const autoSubmitted = headers['auto-submitted']?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') found.push(`Auto-Submitted: ${autoSubmitted}`);
  const precedence = headers.precedence?.trim().toLowerCase();
  if (precedence === 'auto_reply') found.push(`Precedence: ${precedence}`);
  for (const name of ['x-autoreply', 'x-autorespond', 'x-autoresponder', 'x-apple-action']) {
    if (headers[name]) found.push(`${name}: ${headers[name]}`);
  }
  const contentType = headers['content-type']?.toLowerCase() ?? '';
  if (contentType.includes('multipart/report')) found.push('Content-Type: multipart/report');
  return found;
}

export interface FeatureSet {
  keys: string[];
  values: number[];
  /** For the rationale: which written words a character n-gram came from. */
  charSources: Map<string, string[]>;
  /** Written form of each folded word key. */
  surfaces: Map<string, string>;
  cues: CueMatch[];
  /** Intents whose cues appear only in the quoted history (what the thread started as). */
  threadIntents: string[];
  /** Words of the new text (subject, body or the attachment read as the message), as keys. */
  contentKeys: string[];
  automation: { headers: string[]; daemonSender: boolean; noreplySender: boolean };
}

class Accumulator {
  private readonly groups = new Map<string, Map<string, number>>();

  add(group: string, key: string, amount = 1): void {
    let entries = this.groups.get(group);
    if (!entries) {
      entries = new Map();
      this.groups.set(group, entries);
    }
    entries.set(key, (entries.get(key) ?? 0) + amount);
  }

  /** Sublinear term frequency, L2-normalised per group, scaled by the group's weight. */
  emit(
    weights: Record<string, number>,
    raw: ReadonlySet<string>,
  ): { keys: string[]; values: number[] } {
    const keys: string[] = [];
    const values: number[] = [];
    for (const [group, entries] of this.groups) {
      const weight = weights[group] ?? 1;
      if (raw.has(group)) {
        for (const [key, value] of entries) {
          keys.push(`${group}|${key}`);
          values.push(value * weight);
        }
        continue;
      }
      let norm = 0;
      const scaled: Array<[string, number]> = [];
      for (const [key, value] of entries) {
        const damped = 1 + Math.log(value > 0 ? value : 1);
        scaled.push([key, damped]);
        norm += damped * damped;
      }
      const divisor = Math.sqrt(norm) || 1;
      for (const [key, value] of scaled) {
        keys.push(`${group}|${key}`);
        values.push((value / divisor) * weight);
      }
    }
    return { keys, values };
  }
}

const GROUP_WEIGHTS: Record<string, number> = {
  w: 1,
  b: 0.6,
  s: 0.8,
  f: 1,
  c: 1,
  a: 0.7,
  h: 0.5,
  snd: 0.6,
  cue: 0.5,
  st: 0.5,
  hdr: 1.5,
};
const RAW_GROUPS: ReadonlySet<string> = new Set(['cue', 'st', 'hdr', 'snd']);

function addWords(
  acc: Accumulator,
  group: string,
  tokens: Token[],
  amount: number,
  surfaces: Map<string, string>,
): void {
  for (const token of tokens) {
    acc.add(group, token.key, amount);
    if (!surfaces.has(token.key)) surfaces.set(token.key, token.surface);
  }
}

function addBigrams(acc: Accumulator, tokens: Token[], amount: number): void {
  for (let index = 1; index < tokens.length; index++) {
    const previous = tokens[index - 1];
    const current = tokens[index];
    if (previous && current) acc.add('b', `${previous.key} ${current.key}`, amount);
  }
}

function addCharGrams(
  acc: Accumulator,
  tokens: Token[],
  amount: number,
  sources: Map<string, string[]> | null,
): void {
  let count = 0;
  for (const token of tokens) {
    if (token.key.startsWith('#') || token.key.length < 2) continue;
    if (++count > MAX_CHAR_NGRAM_TOKENS) break;
    const padded = `<${token.key}>`;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= padded.length; start++) {
        const gram = padded.slice(start, start + size);
        acc.add('c', gram, amount);
        if (sources) {
          const list = sources.get(gram);
          if (!list) sources.set(gram, [token.key]);
          else if (list.length < 4 && !list.includes(token.key)) list.push(token.key);
        }
      }
    }
  }
}

const GREETING_LINE = /^[^.!?]{0,40}[,:!]?$/;

/** The first two lines with at least three words, skipping greetings such as 'Hello Anna,'. */
export function openingSentences(content: string): string {
  const picked: string[] = [];
  for (const line of content.split('\n').slice(0, 40)) {
    const trimmed = line.trim();
    const words = trimmed.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
    if (words < 3 || (words <= 4 && GREETING_LINE.test(trimmed) && /[,:!]$/.test(trimmed)))
      continue;
    picked.push(trimmed);
    if (picked.length === 2) break;
  }
  return picked.join(' ');
}

function senderLocalPart(sender: string): string {
  const address = /<([^>]+)>/.exec(sender)?.[1] ?? sender;
  return (address.split('@')[0] ?? '').toLowerCase();
}

export function extractFeatures(
  document: IntentDocument,
  options: { explain: boolean },
): FeatureSet {
  const acc = new Accumulator();
  const surfaces = new Map<string, string>();
  const charSources = options.explain ? new Map<string, string[]>() : null;

  const subjectTokens = tokenize(document.subjectCore, 60);
  const contentTokens = tokenize(document.content);
  const attachmentTokens = tokenize(document.attachmentText, 600);
  // When the attachment is the message, it weighs as the body would.
  const attachmentWeight = document.attachmentDecides ? 1 : 0.5;

  addWords(acc, 'w', subjectTokens, 1, surfaces);
  addWords(acc, 'w', contentTokens, 1, surfaces);
  addWords(acc, 'w', attachmentTokens, attachmentWeight, surfaces);
  addWords(acc, 's', subjectTokens, 1, surfaces);
  addBigrams(acc, subjectTokens, 1);
  addBigrams(acc, contentTokens, 1);
  addBigrams(acc, attachmentTokens, attachmentWeight);
  addCharGrams(acc, subjectTokens, 1, charSources);
  addCharGrams(acc, contentTokens, 1, charSources);
  addCharGrams(acc, attachmentTokens, attachmentWeight, charSources);

  for (const name of document.attachmentNames) {
    const stem = name.replace(/\.[a-z0-9]{1,5}$/i, '');
    const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
    for (const token of tokenize(stem.replace(/[_-]+/g, ' '), 20)) acc.add('a', token.key);
    if (extension) acc.add('a', `.${extension}`);
  }

  // The opening sentence usually states what the mail is for; later ones add secondary requests.
  const opening = openingSentences(
    document.attachmentDecides ? document.attachmentText : document.content,
  );
  for (const token of tokenize(opening, 40)) acc.add('f', token.key);

  if (document.historyText.length > 0) {
    for (const token of tokenize(document.historyText, 80)) acc.add('h', token.key);
  }

  const local = senderLocalPart(document.sender);
  const daemonSender = DAEMON_SENDER.test(document.sender) || DAEMON_SENDER.test(local);
  const noreplySender = NOREPLY_SENDER.test(local);
  if (daemonSender) acc.add('snd', 'daemon');
  if (noreplySender) acc.add('snd', 'noreply');

  // A reply's subject names what the thread is about ('RE: Pedido N-889'), not what the new text
  // asks: its cues are the thread's.
  const cueText = [
    document.isReply ? '' : document.subjectCore,
    document.content.slice(0, 4_000),
    document.attachmentText.slice(0, document.attachmentDecides ? 4_000 : 1_000),
  ].join('\n');
  const cues = findCues(cueText);
  const cueCounts = new Map<string, number>();
  for (const cue of cues) cueCounts.set(cue.intent, (cueCounts.get(cue.intent) ?? 0) + 1);
  for (const [intent, count] of cueCounts) acc.add('cue', intent, Math.min(3, count) / 3);
  // Quoted history says what the thread started as ('thread was a quote request'), in features of
  // their own: its words never count as the new message's cues.
  const threadText = [document.isReply ? document.subjectCore : '', document.quotedText].join('\n');
  const quotedCues = threadText.trim().length > 0 ? findCues(threadText) : [];
  const threadIntents = [...new Set(quotedCues.map((cue) => cue.intent))];
  for (const intent of threadIntents) acc.add('st', `thread_${intent}`);

  const headers = automationHeaders(document.headers);
  for (const header of headers) acc.add('hdr', header.split(':')[0]?.toLowerCase() ?? 'header');

  if (document.isReply) acc.add('st', 'reply');
  if (document.isForward) acc.add('st', 'forward');
  // A turn to another matter says that a new matter follows, not which: it is no feature of its
  // own (read as one, it learnt that the new matter is a price request, which it usually is).
  if (document.hadQuoted) acc.add('st', 'quoted');
  if (document.historyText.length > 0) acc.add('st', 'history');
  if (document.content.length === 0) acc.add('st', 'no_body');
  else if (contentTokens.length < 12) acc.add('st', 'short_body');
  if (document.attachmentNames.length > 0) acc.add('st', 'attachment');
  if (document.attachmentDecides) acc.add('st', 'attachment_only');
  if (
    /^\s*(?:[-*•]\s*)?(?:pos\.?\s*\d+[:.]?\s*)?\d+(?:[.,]\d+)?\s*(?:x|pcs|pc|stk|st|stück|pz|pezzi|uds|unidades|pièces|stuks|units)\b/im.test(
      document.content,
    )
  ) {
    acc.add('st', 'item_lines');
  }

  const { keys, values } = acc.emit(GROUP_WEIGHTS, RAW_GROUPS);
  return {
    keys,
    values,
    charSources: charSources ?? new Map(),
    surfaces,
    cues,
    threadIntents,
    contentKeys: [
      ...subjectTokens,
      ...(document.attachmentDecides ? attachmentTokens : contentTokens),
    ].map((token) => token.key),
    automation: { headers, daemonSender, noreplySender },
  };
}

export interface HashedVector {
  indices: Int32Array;
  values: Float64Array;
}

/** Hashes feature keys into `dimension` buckets (a power of two), merging collisions. */
export function hashFeatures(
  keys: readonly string[],
  values: readonly number[],
  dimension: number,
): HashedVector {
  const mask = dimension - 1;
  const merged = new Map<number, number>();
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index];
    const value = values[index];
    if (key === undefined || value === undefined) continue;
    const bucket = hashString(key) & mask;
    merged.set(bucket, (merged.get(bucket) ?? 0) + value);
  }
  const ordered = [...merged.entries()].sort((a, b) => a[0] - b[0]);
  return {
    indices: Int32Array.from(ordered, ([bucket]) => bucket),
    values: Float64Array.from(ordered, ([, value]) => value),
  };
}
