/**
 * Finds the signature block at the end of a message: closing phrases, "--" delimiters,
 * mobile footers and contact/legal lines in English, German, French, Spanish, Italian and Dutch.
 */
import { isMobileFooter } from './quoted';

export interface SignatureSplit {
  content: string;
  signature: string;
  signatureStartLine: number | null;
}

const MAX_LINES = 20_000;
/** A signature never starts further up than this many lines from the end. */
const TAIL_LINES = 40;
const MAX_SIGNATURE_LINE_CHARS = 160;

// Closings that end a message; anything (name, company, disclaimer) may follow them.
const STRONG_CLOSING = new RegExp(
  `^(?:${[
    // en
    'best regards',
    'kind regards',
    'warm regards',
    'warmest regards',
    'regards',
    'best wishes',
    'kindest regards',
    'many thanks and (?:best|kind) regards',
    'thanks (?:and|&) (?:best |kind )?regards',
    'yours sincerely',
    'sincerely(?: yours)?',
    'yours faithfully',
    'yours truly',
    'best',
    'cheers',
    'rgds',
    'br',
    // de
    'mit freundlichen grüßen',
    'mit freundlichen grüssen',
    'mit freundlichem gruß',
    'mit freundlichem gruss',
    'mit besten grüßen',
    'mit besten grüssen',
    'mit herzlichen grüßen',
    'freundliche grüße',
    'freundliche grüsse',
    'beste grüße',
    'beste grüsse',
    'viele grüße',
    'viele grüsse',
    'liebe grüße',
    'liebe grüsse',
    'herzliche grüße',
    'schöne grüße',
    'grüße',
    'grüsse',
    'gruß',
    'gruss',
    'mfg',
    'lg',
    'vg',
    // fr
    'cordialement',
    'bien cordialement',
    'très cordialement',
    'bien à vous',
    'salutations',
    'meilleures salutations',
    'sincères salutations',
    'salutations distinguées',
    'meilleures? salutations distinguées',
    'bonne journée',
    'bonne fin de journée',
    'amicalement',
    'cdlt',
    'veuillez agréer.{0,120}',
    'je vous prie d.agréer.{0,120}',
    // es
    'saludos',
    'saludos cordiales',
    'un saludo',
    'un cordial saludo',
    'atentamente',
    'muchas gracias y saludos',
    'reciba un cordial saludo',
    // it
    'cordiali saluti',
    'distinti saluti',
    'saluti',
    'un saluto',
    'cordialmente',
    'a presto',
    // nl
    'met vriendelijke groet(?:en)?',
    'vriendelijke groet(?:en)?',
    'met hartelijke groet(?:en)?',
    'hartelijke groet(?:en)?',
    'met groet(?:en)?',
    'groet(?:en)?',
    'mvg',
  ].join('|')})\\b[\\s,.!:;\\-–—]*[^\\p{L}\\p{N}]*$`,
  'iu',
);

// Thanks-type closings only start a signature when nothing but names/contacts follow them.
const WEAK_CLOSING =
  /^(?:thanks?(?: you)?(?: (?:very much|so much|in advance|again))?|many thanks|thx|ty|merci(?: beaucoup| d'avance| par avance)?|danke(?: schön| sehr| im voraus)?|vielen dank(?: im voraus)?|besten dank|gracias(?: de antemano)?|muchas gracias|grazie(?: mille| in anticipo)?|bedankt|dank je(?: wel)?|dank u(?: wel)?|alvast bedankt|hartelijk dank)\b[\s,.!:;\-–—]*[^\p{L}\p{N}]*$/iu;

const DELIMITER = /^(?:--\s?|-{3,}|_{3,}|—+|–+|={3,}|\*{3,})$/;

// The label ends where no letter follows: "für unsere Linie 3 …" is no "f" (fax) label.
const CONTACT_LABEL =
  /^(?:tel|tél|tele?fon|telefono|teléfono|telefoon|téléphone|phone|ph|fon|fone|mobile?|mob|cell|handy|portable|port|móvil|movil|cellulare|cell|gsm|fax|telefax|direct|durchwahl|zentrale|switchboard|t|f|m|p|d|e|w|e-?mail|mail|courriel|correo|web|www|internet|skype|teams|linkedin)(?![\p{L}\p{N}_])\.?\s*(?:\([^)]*\))?\s*[:.]?\s*/iu;

const PHONE_NUMBER = /(?:\+|\b00)?\d[\d\s()./-]{6,}\d/;

// Company forms and register abbreviations are matched case-sensitively: "kg" is a unit, "sa" a word.
const COMPANY_FORM =
  /(?:^|[\s,(])(?:GmbH|gGmbH|AG|KG|OHG|UG|e\.K\.|mbH|Co\. KG|Ltd\.?|LTD|Limited|PLC|plc|LLC|Inc\.?|Corp\.?|SARL|S\.A\.R\.L\.|SAS|S\.A\.S\.|SA|S\.A\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|SRL|S\.L\.|SL|B\.V\.|BV|N\.V\.|NV|VOF|HRB|HRA|RCS|NAF|APE|REA|CIF|NIF|KvK|BTW|VAT|IBAN|BIC|SWIFT|TVA|C\.F\.)(?=$|[\s,.;:)|/-])/;
const LEGAL_WORDS =
  /\b(?:sitz der gesellschaft|amtsgericht|registergericht|handelsregister|geschäftsführer(?:in)?|geschäftsführung|vorstand|aufsichtsrat|ust-?id(?:nr)?\.?|ust\.?-?idnr|steuernummer|steuer-nr|siret|siren|capital social|au capital de|tva intracom(?:munautaire)?|n° tva|p\.\s?iva|partita iva|codice fiscale|registro mercantil|kamer van koophandel|btw-nummer|vat (?:no|number|reg)|company registration|registered office|registered in)\b/i;

function isLegalOrCompany(line: string): boolean {
  return COMPANY_FORM.test(line) || LEGAL_WORDS.test(line);
}

const URL_OR_EMAIL = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]+/i;

// A place before its postcode is one to three words ("Den Haag 2500"); a longer run of words
// before a number is a sentence ending in a part number ("Vorremmo una ventina di cuscinetti 6205").
const POSTAL_LINE =
  /^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.' -]{1,40}$|^\p{Lu}[\p{L}.'-]{0,30}(?: [\p{L}.'-]{1,30}){0,2},?\s+\d{4,5}$|^\d{4}\s?[A-Z]{2}\s+\p{Lu}[\p{L} -]{1,40}$/u;
const STREET_LINE =
  /^(?:\p{L}[\p{L}.' -]{1,40}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|laan|straat|weg|plein|gracht|kade)\s*\d+\s*\p{L}?|\d{1,4},?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|allée|place|impasse|route|quai)\b.{1,50}|(?:via|viale|piazza|corso|calle|avenida|avda\.|plaza|paseo|carrer|rua)\s.{1,50}\d+.{0,10}|(?:postfach|bp|b\.p\.|postbus|casella postale|apartado)\s*\d+.*)$/iu;

// "113 Enterprise Way", "Sheffield S5 4PZ": house number first, or a UK postcode at the end.
const ENGLISH_ADDRESS =
  /^\d{1,4}[a-z]?,?\s+(?:[\p{Lu}][\p{L}'.-]*\s+){0,4}(?:Road|Rd\.?|Street|St\.?|Avenue|Ave\.?|Lane|Ln\.?|Way|Drive|Dr\.?|Close|Park|Estate|Place|Pl\.?|Court|Ct\.?|Crescent|Boulevard|Blvd\.?|Square|Terrace|Row|Gardens|Hill|Green)$|^[\p{L} .'-]{2,40}\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/u;

const JOB_TITLE =
  /\b(?:manager|director|engineer|sales|purchasing|procurement|buyer|einkauf|einkäufer(?:in)?|vertrieb|leiter(?:in)?|sachbearbeiter(?:in)?|assistant|assistent(?:in)?|acheteur|acheteuse|achats|responsable|directeur|directrice|commercial|compras|comprador(?:a)?|jefe|acquisti|responsabile|ufficio|inkoop|inkoper|verkoop|president|ceo|cfo|cto|coo|owner|inhaber(?:in)?|i\.\s?a\.|i\.\s?v\.|ppa\.)\b/i;

export type LineKind = 'blank' | 'contact' | 'address' | 'nameish' | 'prose';

function classifyLine(raw: string): LineKind {
  const line = raw.trim();
  if (line === '') return 'blank';
  if (line.length > MAX_SIGNATURE_LINE_CHARS) return 'prose';
  if (CONTACT_LABEL.test(line) && PHONE_NUMBER.test(line)) return 'contact';
  if (/^[+(\d][\d\s()./-]{6,}\d$/.test(line)) return 'contact';
  if (URL_OR_EMAIL.test(line) && line.split(/\s+/).length <= 6) return 'contact';
  if (/^(?:e-?mail|web|skype|www|internet|linkedin)\s*[:.]/i.test(line)) return 'contact';
  if (isLegalOrCompany(line) && line.length <= 140) return 'contact';
  if (isMobileFooter(line) || /^via (?:mobile|phone|iphone|android)$/i.test(line)) return 'contact';
  if (POSTAL_LINE.test(line) || STREET_LINE.test(line) || ENGLISH_ADDRESS.test(line))
    return 'address';
  if (isNameish(line)) return 'nameish';
  return 'prose';
}

/** Short lines that read like a name, a title or a company, not like a sentence or an item. */
function isNameish(line: string): boolean {
  if (line.length > 60) return false;
  if (/[?!]$/.test(line) || /:$/.test(line)) return false;
  if (/\d/.test(line) && !JOB_TITLE.test(line)) return false;
  const words = line.split(/\s+/);
  // "Bitte REACH-Erklärung beilegen.": a sentence with lower-case words, not a name.
  if (words.length >= 3 && /\.$/.test(line) && words.some((word) => /^\p{Ll}{3,}/u.test(word)))
    return false;
  if (words.length > 7) return false;
  if (JOB_TITLE.test(line)) return true;
  const capitalised = words.filter((word) => /^[\p{Lu}(&]/u.test(word)).length;
  return capitalised >= Math.ceil(words.length / 2);
}

/** Kind of one line as the signature rules see it. */
export function classifySignatureLine(line: string): LineKind {
  return classifyLine(line);
}

export function isClosingPhrase(line: string): boolean {
  const trimmed = line.trim();
  return STRONG_CLOSING.test(trimmed) || WEAK_CLOSING.test(trimmed);
}

function nonBlankCount(lines: readonly string[]): number {
  return lines.filter((line) => line.trim() !== '').length;
}

function closingStart(lines: readonly string[], tailStart: number): number | null {
  for (let index = tailStart; index < lines.length; index++) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.length > 80) continue;
    const after = lines.slice(index + 1);
    if (STRONG_CLOSING.test(line)) {
      if (nonBlankCount(after) <= 30) return index;
      continue;
    }
    if (WEAK_CLOSING.test(line)) {
      const afterKinds = after.map(classifyLine).filter((kind) => kind !== 'blank');
      if (afterKinds.length <= 8 && afterKinds.every((kind) => kind !== 'prose')) return index;
    }
  }
  return null;
}

function delimiterStart(lines: readonly string[], tailStart: number): number | null {
  for (let index = tailStart; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!DELIMITER.test(line.trim()) && !/^--\s?$/.test(line)) continue;
    const after = lines.slice(index + 1);
    const kinds = after.map(classifyLine).filter((kind) => kind !== 'blank');
    if (kinds.length === 0 || kinds.length > 25) continue;
    const proseLines = kinds.filter((kind) => kind === 'prose').length;
    // "--" is the standard delimiter; a plain rule needs contact-like lines after it.
    if (/^--\s?$/.test(line) || proseLines <= kinds.length / 2) return index;
  }
  return null;
}

/** Bottom block of contact/legal/address lines with the name lines just above it. */
function contactBlockStart(lines: readonly string[]): number | null {
  let strong = 0;
  let start: number | null = null;
  let pendingNames: number[] = [];
  for (let index = lines.length - 1; index >= 0 && lines.length - index <= TAIL_LINES; index--) {
    const kind = classifyLine(lines[index] ?? '');
    if (kind === 'blank') continue;
    if (kind === 'prose') break;
    // The closing phrase is the top of the block: lines above it belong to the message.
    if (isClosingPhrase(lines[index] ?? '') && start !== null) {
      pendingNames = [index];
      break;
    }
    if (kind === 'nameish') {
      pendingNames.push(index);
      if (pendingNames.length > 4) break;
      continue;
    }
    if (kind === 'contact') strong++;
    start = index;
    pendingNames = [];
  }
  if (start === null) return null;
  const mobileOnly = strong >= 1 && isMobileLine(lines, start);
  if (strong < 2 && !mobileOnly) return null;
  const firstName = pendingNames.at(-1);
  return firstName !== undefined ? Math.min(firstName, start) : start;
}

function isMobileLine(lines: readonly string[], start: number): boolean {
  return lines
    .slice(start)
    .some((line) => isMobileFooter(line) || /^via (?:mobile|phone)/i.test(line.trim()));
}

export function splitSignature(text: string): SignatureSplit {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').slice(0, MAX_LINES);
  const firstContentLine = lines.findIndex((line) => line.trim() !== '');
  if (firstContentLine === -1) return { content: '', signature: '', signatureStartLine: null };
  const tailStart = Math.max(firstContentLine + 1, lines.length - TAIL_LINES);

  const candidates = [
    closingStart(lines, tailStart),
    delimiterStart(lines, tailStart),
    contactBlockStart(lines),
  ].filter((index): index is number => index !== null && index > firstContentLine);

  if (candidates.length === 0) {
    return { content: text.trim(), signature: '', signatureStartLine: null };
  }
  const start = Math.min(...candidates);
  return {
    content: lines.slice(0, start).join('\n').trim(),
    signature: lines.slice(start).join('\n').trim(),
    signatureStartLine: start,
  };
}
