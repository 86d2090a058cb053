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

// Thanks said before a closing ("Grazie, cordiali saluti", "Thanks and best regards").
const THANKS_BEFORE = String.raw`(?:(?:many |a lot of )?thanks?(?: you)?(?: (?:very much|so much|in advance|again))?|merci(?: beaucoup| d'avance| par avance)?|danke(?: schön| sehr| im voraus)?|vielen dank(?: im voraus)?|besten dank|(?:muchas )?gracias(?: de antemano| por adelantado)?|grazie(?: mille| in anticipo)?|bedankt|alvast bedankt|dank je(?: wel)?|dank u(?: wel)?|hartelijk dank)[,!.]?\s+(?:(?:and|&|und|et|y|e|en)\s+)?`;

// Wishes that close a message on their own or after a closing ("Cordiali saluti e buon lavoro").
// Wishes that also open one ("Good day!", "Buen día") count only after a closing.
const WISHES_ALONE = [
  // en
  'have a (?:nice|good|great|lovely) (?:day|weekend|week|evening)',
  'all the best',
  'take care',
  '(?:speak|talk) soon',
  // de
  '(?:einen )?schönen tag(?: noch)?',
  '(?:ein )?schönes wochenende',
  '(?:einen )?guten start in die woche',
  // fr
  'bonne (?:journée|soirée|fin de journée|semaine|fin de semaine|continuation)',
  'bon (?:week-end|weekend|après-midi)',
  'à bientôt',
  // es
  'feliz (?:día|fin de semana)',
  'buen fin de semana',
  // it
  'buon (?:lavoro|proseguimento|fine settimana|pomeriggio)',
  'buona (?:giornata|serata|settimana)',
  // nl
  '(?:nog )?(?:een )?(?:fijne|prettige) (?:dag|avond|week|weekend)(?: nog)?',
  '(?:nog )?(?:een )?(?:fijn|prettig) weekend',
];
const WISHES = [
  ...WISHES_ALONE,
  '(?:a )?(?:nice|good|great|lovely) (?:day|weekend|week)',
  'buen día',
  'buena (?:jornada|semana|tarde)',
];

// Greetings from a place: "Viele Grüße aus Hamburg", "Saludos desde Valencia".
const FROM_PLACE = String.raw`\s+(?:aus|from|de|desde|da|dalla|dal|uit|vanuit)\s+[\p{L}.'-]+(?:\s+[\p{L}.'-]+){0,2}`;

// Closings that end a message; anything (name, company, disclaimer) may follow them.
const CLOSINGS = [
  // en
  '(?:with\\s+)?(?:(?:best|kind|kindest|warm|warmest|sincere|friendly|many|good)\\s+)?regards',
  '(?:with\\s+)?(?:best|kind|kindest|warm|warmest|sincere|friendly|many|good)\\s+(?:wishes|greetings)',
  'yours sincerely',
  'sincerely(?: yours)?',
  'yours faithfully',
  'yours truly',
  'respectfully(?: yours)?',
  'best',
  'cheers',
  'b?rgds',
  'br',
  'kr',
  // de
  '(?:mit\\s+)?(?:(?:freundlichen|freundliche|freundlichem|freundlicher|besten|beste|bestem|bester|herzlichen|herzliche|herzlichem|lieben|liebe|liebem|schönen|schöne|viele|vielen|sonnigen|sonnige|kollegialen|kollegiale|kollegialem)\\s+)?gr(?:u|ü|ue)(?:ß|ss)(?:e|en)?',
  'hochachtungsvoll',
  'mfg',
  'lg',
  'vg',
  // fr
  '(?:bien |très |bien bien )?cordialement',
  '(?:(?:avec|recevez|veuillez recevoir) )?(?:(?:mes|nos) )?(?:(?:meilleures?|sincères|cordiales|respectueuses|bien cordiales|amicales) )?salutations(?: (?:distinguées|cordiales|respectueuses|les meilleures|amicales))?',
  'bien à (?:vous|toi)',
  '(?:bien )?amicalement',
  'respectueusement',
  'sincèrement',
  'cdlt',
  'veuillez agréer.{0,120}',
  'je vous prie d.agréer.{0,120}',
  // es
  '(?:(?:reciba|reciban|recibe|le envío|les envío|le mando|les mando)\\s+)?(?:(?:un|muchos)\\s+)?(?:(?:cordial|cordiales|afectuoso|fuerte|atento|atentos|cariñoso)\\s+)?saludos?(?:\\s+(?:cordial(?:es)?|atentos?|afectuosos?))?',
  '(?:muy |le saluda |les saluda )?atentamente',
  'afectuosamente',
  'un abrazo',
  // it
  '(?:(?:un|i|con i|molti|tanti|porgo|porgiamo)\\s+)?(?:(?:cordiali|distinti|migliori|cordiale|caro|cari)\\s+)?salut[io](?:\\s+(?:cordiali|distinti))?',
  'cordialmente',
  'cordialità',
  'in fede',
  'a presto',
  // nl
  '(?:met\\s+)?(?:(?:vriendelijke|hartelijke|collegiale|beste|lieve|hartelijk)\\s+)?groet(?:en|jes)?',
  'hoogachtend',
  'mvg',
  // Customers beyond the six languages close their mail too (da, sv, no, pl, cs, pt).
  '(?:med\\s+)?(?:venlig|vennlig|venleg)(?:e)?\\s+hilsen?',
  'mvh',
  '(?:med\\s+)?(?:vänliga|bästa)\\s+hälsningar',
  'hälsningar',
  'z\\s+(?:wyrazami\\s+szacunku|poważaniem)',
  'pozdrawiam(?:\\s+serdecznie)?',
  's\\s+(?:přátelským\\s+)?pozdravem',
  '(?:com\\s+os\\s+)?(?:melhores\\s+)?cumprimentos',
  'atenciosamente',
  ...WISHES_ALONE,
];

const STRONG_CLOSING = new RegExp(
  `^(?:${THANKS_BEFORE})?(?:${CLOSINGS.join('|')})(?:${FROM_PLACE}|,?\\s+(?:(?:and|&|und|et|y|e|en)\\s+)?(?:${WISHES.join('|')}))?(?![\\p{L}\\p{N}])[\\s,.!:;\\-–—]*[^\\p{L}\\p{N}]*$`,
  'iu',
);

// Thanks-type closings only start a signature when nothing but names/contacts follow them.
const WEAK_CLOSING =
  /^(?:thanks?(?: you)?(?: (?:very much|so much|in advance|again))?|many thanks|thx|ty|merci(?: beaucoup| d'avance| par avance)?|danke(?: schön| sehr| im voraus)?|vielen dank(?: im voraus)?|besten dank|gracias(?: de antemano)?|muchas gracias|grazie(?: mille| in anticipo)?|bedankt|dank je(?: wel)?|dank u(?: wel)?|alvast bedankt|hartelijk dank)\b[\s,.!:;\-–—]*[^\p{L}\p{N}]*$/iu;

const DELIMITER = /^(?:--\s?|-{3,}|_{3,}|—+|–+|={3,}|\*{3,})$/;

/** A signature delimiter line ('--', '____', '***'). */
export const isSignatureDelimiter = (line: string): boolean => DELIMITER.test(line.trim());

// The label ends where no letter follows: "für unsere Linie 3 …" is no "f" (fax) label.
const CONTACT_LABEL =
  /^(?:tel|tél|tele?fon|telefono|teléfono|telefoon|téléphone|phone|ph|fon|fone|mobile?|mob|cell|handy|portable|port|móvil|movil|cellulare|cell|gsm|fax|telefax|direct|durchwahl|zentrale|switchboard|t|f|m|p|d|e|w|e-?mail|mail|courriel|correo|web|www|internet|skype|teams|linkedin)(?![\p{L}\p{N}_])\.?\s*(?:\([^)]*\))?\s*[:.]?\s*/iu;

const PHONE_NUMBER = /(?:\+|\b00)?\d[\d\s()./-]{6,}\d/;

// Company forms and register abbreviations are matched case-sensitively: "kg" is a unit, "sa" a word.
const COMPANY_FORM =
  /(?:^|[\s,(])(?:GmbH|gGmbH|AG|KG|OHG|UG|e\.K\.|mbH|Co\. KG|Ltd\.?|LTD|Limited|PLC|plc|LLC|Inc\.?|Corp\.?|SARL|S\.A\.R\.L\.|SAS|S\.A\.S\.|SA|S\.A\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|SRL|S\.L\.|SL|B\.V\.|BV|N\.V\.|NV|VOF|HRB|HRA|RCS|NAF|APE|REA|CIF|NIF|KvK|BTW|VAT|IBAN|BIC|SWIFT|TVA|C\.F\.)(?=$|[\s,.;:)|/-])/;
const LEGAL_WORDS =
  /\b(?:sitz der gesellschaft|amtsgericht|registergericht|handelsregister|geschäftsführer(?:in)?|geschäftsführung|vorstand|aufsichtsrat|ust-?id(?:nr)?\.?|ust\.?-?idnr|steuernummer|steuer-nr|siret|siren|capital social|au capital de|tva intracom(?:munautaire)?|n° tva|p\.\s?iva|partita iva|codice fiscale|registro mercantil|inscrita en el|r\.\s?m\. de|tomo \d+|cap\.\s?soc\.|capitale sociale|iscritta al|kamer van koophandel|btw-nummer|vat (?:no|number|reg)|company registration|registered office|registered in)\b/i;

function isLegalOrCompany(line: string): boolean {
  return COMPANY_FORM.test(line) || LEGAL_WORDS.test(line);
}

const URL_OR_EMAIL = /(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.-]+/i;

// A place before its postcode is one to three words ("Den Haag 2500"); a longer run of words
// before a number is a sentence ending in a part number ("Vorremmo una ventina di cuscinetti 6205").
const POSTAL_LINE =
  /^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{Lu}[\p{L}.' -]{1,40}$|^\p{Lu}[\p{L}.'-]{0,30}(?: [\p{L}.'-]{1,30}){0,2},?\s+\d{4,5}$|^\d{4}\s?[A-Z]{2}\s+\p{Lu}[\p{L} -]{1,40}$/u;
// A street line may end in the postcode and place: "Industrieweg 14, 5531 AD Bladel",
// "Via Radici in Piano 201 – 41049 Sassuolo (MO)".
const POSTCODE_PLACE = String.raw`(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{L}[\p{L}.' ()-]{1,40}`;
const STREET_LINE = new RegExp(
  String.raw`^(?:\p{L}[\p{L}.' -]{1,40}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|laan|straat|weg|plein|gracht|kade)\s*\d+\s*\p{L}?(?:\s*[,–—·|-]?\s*${POSTCODE_PLACE})?|\d{1,4},?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|allée|place|impasse|route|quai)\b.{1,50}|(?:via|viale|piazza|corso|calle|c/|avenida|avda\.|plaza|paseo|carrer|rua|ctra\.|carretera|camino|ronda|polígono|pol\.)\s?.{1,50}\d+(?:\/?\p{L})?(?:.{0,10}|\s*[,–—·|-]\s*${POSTCODE_PLACE})|(?:postfach|bp|b\.p\.|postbus|casella postale|apartado)\s*\d+.*)$`,
  'iu',
);

// "113 Enterprise Way", "Unit 7, 42 Canal Road", "Sheffield S5 4PZ": house number first (after
// a unit or suite), or a UK postcode at the end.
const ENGLISH_ADDRESS =
  /^(?:(?:Unit|Suite|Flat|Building|Block)\s+[\dA-Z]{1,4},?\s+)?\d{1,4}[a-z]?,?\s+(?:[\p{Lu}][\p{L}'.-]*\s+){0,4}(?:Road|Rd\.?|Street|St\.?|Avenue|Ave\.?|Lane|Ln\.?|Way|Drive|Dr\.?|Close|Park|Estate|Place|Pl\.?|Court|Ct\.?|Crescent|Boulevard|Blvd\.?|Square|Terrace|Row|Gardens|Hill|Green)$|^[\p{L} .'-]{2,40}\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/u;

const JOB_TITLE =
  /\b(?:manager|director|engineer|sales|purchasing|procurement|buyer|einkauf|einkäufer(?:in)?|vertrieb|leiter(?:in)?|sachbearbeiter(?:in)?|assistant|assistent(?:in)?|acheteur|acheteuse|achats|responsable|directeur|directrice|commercial|compras|comprador(?:a)?|jefe|acquisti|responsabile|ufficio|inkoop|inkoper|verkoop|president|ceo|cfo|cto|coo|owner|inhaber(?:in)?|i\.\s?a\.|i\.\s?v\.|ppa\.)\b/i;

// Opening hours: "Mo–Fr 7–15 Uhr", "Orari magazzino: lun–ven 8.00–12.00", "ma t/m vr 7.30 - 16.30 uur".
const WEEKDAY =
  '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lun(?:di|es|edì)?|mar(?:di|tes|tedì)?|mer(?:credi|coledì)?|mié(?:rcoles)?|jeu(?:di)?|jue(?:ves)?|gio(?:vedì)?|ven(?:dredi|erdì)?|vie(?:rnes)?|sam(?:edi)?|sáb(?:ado)?|sab(?:ato)?|dim(?:anche)?|dom(?:ingo|enica)?|ma(?:andag)?|din(?:sdag)?|wo(?:ensdag)?|don(?:derdag)?|vr(?:ijdag)?|za(?:terdag)?|zo(?:ndag)?|l|v)';
const WEEKDAY_RANGE = new RegExp(
  String.raw`(?<![\p{L}\d])${WEEKDAY}\.?(?:\s*[-–—]\s*|\s+(?:to|bis|à|a|al|au|t/m|tot|through|thru|till)\s+)${WEEKDAY}\.?(?![\p{L}\d])`,
  'iu',
);
const CLOCK = String.raw`\d{1,2}(?:[:.h]\d{2}|\s?h(?![\p{L}\d])|\s?(?:uhr|uur|hrs?)(?![\p{L}\d]))`;
const TIME_RANGE = new RegExp(
  String.raw`(?<![\d.,])\d{1,2}(?:[:.h]\d{2})?(?:\s*[-–—/]\s*|\s+(?:to|bis|à|a|al|alle|tot|till|until)\s+)${CLOCK}`,
  'iu',
);
const HOURS_LABEL =
  /^(?:(?:opening|office|business|delivery|receiving)\s+hours|hours|öffnungszeiten|geschäftszeiten|bürozeiten|sprechzeiten|servicezeiten|warenannahme|anlieferzeiten|annahmezeiten|horaires?|heures d['’]ouverture|horarios?|orari|orario|openingstijden|openingsuren|kantoortijden|bereikbaar)(?![\p{L}\d])/iu;

function isOpeningHours(line: string): boolean {
  const days = WEEKDAY_RANGE.test(line);
  const label = HOURS_LABEL.test(line);
  return (TIME_RANGE.test(line) && (days || label)) || (days && label);
}

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
  if (isOpeningHours(line)) return 'contact';
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
    if (!isSignatureDelimiter(line) && !/^--\s?$/.test(line)) continue;
    const after = lines.slice(index + 1);
    const kinds = after.map(classifyLine).filter((kind) => kind !== 'blank');
    if (kinds.length === 0 || kinds.length > 25) continue;
    const proseLines = kinds.filter((kind) => kind === 'prose').length;
    // "--" is the standard delimiter; a plain rule needs contact-like lines after it.
    if (/^--\s?$/.test(line) || proseLines <= kinds.length / 2) return index;
  }
  return null;
}

/** Words and characters of a short note between contact lines ("Laadperron 3 (achterzijde)"). */
const MAX_NOTE_WORDS = 8;
const MAX_NOTE_CHARS = 60;

/**
 * A short line that is no sentence, with a contact or address line below and above it, is a
 * note inside the contact block ("Bâtiment 3, porte 12", "Laadperron 3 (achterzijde)").
 */
function isNoteInBlock(lines: readonly string[], index: number): boolean {
  const line = (lines[index] ?? '').trim();
  if (line.length > MAX_NOTE_CHARS || /[.?!:;]$/.test(line)) return false;
  if (line.split(/\s+/).length > MAX_NOTE_WORDS) return false;
  for (let above = index - 1; above >= 0 && index - above <= 3; above--) {
    const kind = classifyLine(lines[above] ?? '');
    if (kind === 'blank') continue;
    return kind === 'contact' || kind === 'address';
  }
  return false;
}

/** Bottom block of contact/legal/address lines with the name lines just above it. */
function contactBlockStart(lines: readonly string[]): number | null {
  let strong = 0;
  let start: number | null = null;
  let pendingNames: number[] = [];
  let lastWasNote = false;
  for (let index = lines.length - 1; index >= 0 && lines.length - index <= TAIL_LINES; index--) {
    const kind = classifyLine(lines[index] ?? '');
    if (kind === 'blank') continue;
    if (kind === 'prose') {
      // One short note between contact lines stays in the block; anything else ends it.
      const note =
        !lastWasNote && start !== null && pendingNames.length === 0 && isNoteInBlock(lines, index);
      if (!note) break;
      lastWasNote = true;
      continue;
    }
    lastWasNote = false;
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
  const firstName = pendingNames.at(-1);
  // "Luca / 051 633 2940" after the message, set apart by a blank line: a name and one number.
  const nameAndNumber =
    strong === 1 && firstName !== undefined && (lines[firstName - 1] ?? '').trim() === '';
  if (strong < 2 && !mobileOnly && !nameAndNumber) return null;
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
