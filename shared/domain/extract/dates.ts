/**
 * Dates in requests: chrono-node per language (day-month order from the locale), plus own rules
 * for calendar weeks ("KW 14", "semaine 14", "week 14", "semana 14", "settimana 14") and for
 * deadline words ("bis", "by", "avant le", "entro il", "antes del", "uiterlijk"). Relative dates
 * resolve against the request's received_at.
 *
 * A calendar week is read as its Friday (yyyy-Www-5): "by week 14" means delivered within that
 * working week. Weeks, weekdays and durations are windows, not stated dates (`isStatedDate`): they
 * tell how soon, not a date to report.
 */

import * as chrono from 'chrono-node';
import { unicodeWords } from '#domain/text/unicode-regex';

export interface FoundDate {
  /** ISO date YYYY-MM-DD. */
  date: string;
  text: string;
  index: number;
  /** A deadline word stands right before the date ("bis", "by", "avant le" …). */
  deadline: boolean;
  /** Day and month were written out (not inferred from a weekday or "next week"). */
  certain: boolean;
  calendarWeek: boolean;
  /** Day, month and year were all written: a stated deadline that holds even when past. */
  absolute?: boolean;
  /** Counted from the day the mail arrived ("within 3 weeks", "binnen 14 dagen"). */
  fromReceipt?: boolean;
  /**
   * The date closes a clause about the offer, not the goods ("please send your quotation by
   * 03/04/2026. Delivery required by 08/05/2026."): the offer is due then.
   */
  offerDeadline?: boolean;
}

/**
 * A date the writer named: day and month written out. A calendar week, a weekday, "tomorrow",
 * "end of April" or "within three weeks" are windows the rep reads off the mail; they are no
 * stated date (`requested_by` stays empty for them).
 */
export const isStatedDate = (date: FoundDate): boolean =>
  date.certain && !date.calendarWeek && !date.fromReceipt && !date.offerDeadline;

type ChronoParser = {
  parse: (text: string, ref: Date, option?: { forwardDate?: boolean }) => chrono.ParsedResult[];
};

const MONTH_FIRST_COUNTRIES = new Set(['US']);

function parserFor(language: string | null, country?: string | null): ChronoParser {
  switch (language) {
    case 'de':
      return chrono.de;
    case 'fr':
      return chrono.fr;
    case 'es':
      return chrono.es;
    case 'it':
      return chrono.it;
    case 'nl':
      return chrono.nl;
    default:
      // Outside the US, "04/05/2025" is 4 May.
      return MONTH_FIRST_COUNTRIES.has((country ?? '').toUpperCase()) ? chrono.en : chrono.en.GB;
  }
}

export const DEADLINE_WORDS = unicodeWords(
  /(?:\b(?:bis(?:\s+(?:spätestens|zum|am|ende|zur))?|spätestens(?:\s+(?:am|bis))?|bis\s+zum|until|by|before|no\s+later\s+than|latest|due|avant(?:\s+le)?|d'ici(?:\s+le|\s+au)?|au\s+plus\s+tard(?:\s+le)?|pour\s+le|jusqu'au|entro(?:\s+(?:il|el|l'|la|le))?|prima\s+del|non\s+oltre(?:\s+il)?|antes\s+(?:del|de|el)|a\s+más\s+tardar(?:\s+el)?|para\s+el|hasta\s+el|uiterlijk(?:\s+op)?|vóór|voor|tot)\s*)$/i,
);

// "Lieferant", "Leverancier" name the supplier, "service", "servicio", "servizio" a department or a
// company ("Fournisseur : INDUSTRIE SERVICE LOIRE"), not a delivery; "servono", "ci serve" need.
// "si besoin", "if needed", "indien nodig" make a condition, not a need ("Je te confirme les
// quantités exactes lundi si besoin").
const DELIVERY_CONTEXT = unicodeWords(
  /\b(?:liefer(?!ant)\w*|deliver\w*|delivery|ship\w*|(?<!\bif\s)need(?:ed)?|required|livraison|livrer|livré\w*|entrega\w*|entregar|consegna\w*|consegnare|lever(?!ancier)\w*|zustellung|anlieferung|benötig\w*|brauchen|(?<!\b(?:si|au)\s)besoin|faut|necesit\w*|serv(?!ic|iz)\w+|(?<!\b(?:al|se\sc'è)\s)bisogno|(?<!\b(?:indien|zo|als|waar)\s)nodig|termin\w*|wunschtermin|plazo|délai|termine|levertijd|wanted|desired|requested|fecha\s+requerida|date\s+requise|data\s+richiesta|deseado|souhaité\w*|gewünscht\w*|gewenst\w*|desiderat\w*)\b/i,
);

/**
 * The deadline for submitting the offer ("Angebotsabgabe bis", "submit your offer no later than",
 * "Termine per la presentazione delle offerte") is not a delivery date.
 */
const OFFER_SUBMISSION = unicodeWords(
  /\b(?:angebot\w*|angebotsabgabe|offer|offers|offerta|offerte|offre|offres|oferta|ofertas|quotation|quote|devis|cotizaci\w+|preventiv\w+|bid|tender|submission|abgabe|répondre|réponse|reply|respond|response|antwort\w*|rückmeldung|risposta|rispondere|respuesta|responder|antwoord\w*|reageren|reactie)\b/i,
);
const STRONG_DELIVERY = unicodeWords(
  /\b(?:liefer\w*|deliver\w*|livraison|livrer|livré\w*|entrega\w*|consegn\w*|lever\w*|ship\w*|anlieferung|zustellung)\b/i,
);

/** A line about when the offer is due, not when the goods are. */
export function isOfferDeadline(text: string): boolean {
  return OFFER_SUBMISSION.test(text) && !STRONG_DELIVERY.test(text);
}

/** How far back from a date its clause is read for what the date is about. */
const CLAUSE_REACH = 160;
/**
 * A clause ends at a semicolon, question or exclamation mark, a line break, or a full stop after a
 * number or a word that is no abbreviation ("ca.", "gem.", "inkl." keep the clause going).
 */
const CLAUSE_END =
  /(?:[;!?]|(?:\d|(?<!\p{L})(?!(?:approx|inkl|incl|bzgl|eventl|evtl|zzgl|resp)\.)\p{L}{4,})\.)\s|\n/giu;

/**
 * Marks the dates whose own clause (from the clause start, or the date before, up to the date)
 * speaks of the offer and not of delivery: "Vs. offerta entro il 03/04/2026. Consegna richiesta:
 * entro il 08/05/2026." holds an offer deadline and a delivery date on one line.
 */
function markOfferDeadlines(text: string, dates: FoundDate[]): void {
  let previousEnd = 0;
  for (const date of dates) {
    const from = Math.max(previousEnd, date.index - CLAUSE_REACH, 0);
    const before = text.slice(from, date.index);
    let start = 0;
    for (const end of before.matchAll(CLAUSE_END)) start = (end.index ?? 0) + end[0].length;
    const clause = before.slice(start);
    if (isOfferDeadline(clause)) date.offerDeadline = true;
    previousEnd = Math.max(previousEnd, date.index + date.text.length);
  }
}

/** "now", "jetzt", "maintenant": chrono reads the moment as today's date; no one asks for that. */
const MOMENT = unicodeWords(
  /^(?:(?:right\s+)?now|jetzt|maintenant|ahora(?:\s+mismo)?|ora|adesso|nu)$/i,
);

/** French week abbreviation "S32" after a preposition ("en S32", "pour S14", "fin S9"). */
const FRENCH_WEEK = unicodeWords(
  /\b(?:en|pour|avant|d'ici|dès|fin|semaine|la)\s+S\s?(\d{1,2})\b/gi,
);

const CALENDAR_WEEK = unicodeWords(
  /\b(?:KW|kw|Kalenderwoche|CW|calendar\s+week|week|wk|semaine|sem\.|semana|settimana|sett\.|weeknummer)\s*(?:\.\s*)?(\d{1,2})(?:\s*[/.-]\s*(\d{2,4}))?\b/gi,
);

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isoWeekFriday(year: number, week: number): string {
  const monday = new Date(`${isoWeekMonday(year, week)}T00:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + 4);
  return iso(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}

/** Monday of ISO week `week` in ISO week-year `year`. */
export function isoWeekMonday(year: number, week: number): string {
  const january4 = new Date(Date.UTC(year, 0, 4));
  const weekday = january4.getUTCDay() || 7;
  const monday = new Date(
    january4.getTime() - (weekday - 1) * 86_400_000 + (week - 1) * 7 * 86_400_000,
  );
  return iso(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}

function isoWeekOf(date: Date): { year: number; week: number } {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = target.getUTCDay() || 7;
  target.setUTCDate(target.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(target.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((target.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { year: target.getUTCFullYear(), week };
}

function precededByDeadlineWord(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  return DEADLINE_WORDS.test(
    `${before
      .replace(/\s+$/, ' ')
      .replace(/[(:,]\s*$/, ' ')
      .trimEnd()} `,
  );
}

export function hasDeliveryContext(text: string): boolean {
  return DELIVERY_CONTEXT.test(text);
}

/** A date further from the reference than this is a misread ("10 de septiembre de 202"). */
const MAX_YEARS_AWAY = 10;

/** Words that make chrono count a date from the reference ("within three weeks", "tomorrow"). */
const COUNTED_FROM_TODAY = unicodeWords(
  /\b(?:today|tonight|tomorrow|yesterday|gestern|vorgestern|hier|ayer|anteayer|ieri|gisteren|eergisteren|within|next|this|days?|weeks?|months?|heute|morgen|übermorgen|nächste[nmrs]?|diese[nmrs]?|tagen?|wochen?|monate?n?|aujourd'hui|demain|prochaine?|cette|jours?|semaines?|mois|hoy|mañana|próxim[oa]s?|est[ea]|días?|semanas?|mes(?:es)?|oggi|domani|prossim[oa]|questa|giorni|settiman[ae]|mesi?|vandaag|overmorgen|volgende|deze|dagen|weken|maand(?:en)?)\b/i,
);

/** Numeric-only matches must look like full dates: "1/2" is an inch size, "10" a quantity. */
function isPlausibleDateText(text: string, deadline: boolean, delivery: boolean): boolean {
  const trimmed = text.trim();
  // "100 m", "2 h": quantities with short units, not relative times.
  if (/^(?:in\s+)?\d+(?:[.,]\d+)?\s*\p{L}{1,3}\.?$/u.test(trimmed)) return false;
  if (/\p{L}/u.test(trimmed)) return true;
  // One separator throughout: "2.5-10" is a part number's size range, not 2 May 2010.
  if (/\b\d{1,2}([./-])\d{1,2}\1\d{2,4}\b/.test(trimmed)) return true;
  if (/\b\d{4}-\d{2}-\d{2}\b/.test(trimmed)) return true;
  if (deadline && /^\d{1,2}\.\d{1,2}\.?$/.test(trimmed)) return true;
  return (deadline || delivery) && isDayAndMonth(trimmed);
}

/**
 * "15/04", "15.04.", "3.4.": a day and month without the year. Only zero-padded or past the
 * twelfth, or closed by a full stop, so that the inch sizes "1/2" and "3/4" stay sizes.
 */
function isDayAndMonth(text: string): boolean {
  const match = /^(\d{1,2})([./-])(\d{1,2})(\.?)$/.exec(text);
  if (!match) return false;
  const day = Number(match[1]);
  const month = Number(match[3]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return false;
  const dotted = match[2] === '.' && match[4] === '.';
  return dotted || (match[3] ?? '').length === 2 || day > 12;
}

/** "Liefertermin: 15.04.", "bis zum 15.4.": day and month with full stops, as German writes them. */
const DOTTED_DAY_MONTH = /(?<![\d.,/])(\d{1,2})\.(\d{1,2})\.(?!\d)/g;
/** How far before a date a delivery word makes it the delivery date ("livraison le 15/04"). */
const DELIVERY_WORD_REACH = 40;

function deliveryBefore(text: string, index: number): boolean {
  return DELIVERY_CONTEXT.test(text.slice(Math.max(0, index - DELIVERY_WORD_REACH), index));
}

/** All dates in a text, in order of appearance. Never throws. */
export function findDates(
  text: string,
  language: string | null,
  reference: Date,
  country?: string | null,
): FoundDate[] {
  const bounded = text.slice(0, 20_000);
  const found: FoundDate[] = [];
  const weekSpans: Array<[number, number]> = [];
  for (const match of [...bounded.matchAll(CALENDAR_WEEK), ...bounded.matchAll(FRENCH_WEEK)]) {
    const week = Number(match[1]);
    if (week < 1 || week > 53) continue;
    const current = isoWeekOf(reference);
    let year = match[2] ? Number(match[2].length === 2 ? `20${match[2]}` : match[2]) : current.year;
    if (!match[2] && week < current.week - 8) year += 1;
    const index = match.index ?? 0;
    weekSpans.push([index, index + match[0].length]);
    found.push({
      date: isoWeekFriday(year, week),
      text: match[0],
      index,
      deadline: precededByDeadlineWord(bounded, index),
      certain: true,
      calendarWeek: true,
    });
  }
  for (const { result, index } of chronoDates(bounded, parserFor(language, country), reference)) {
    const start = result.start;
    if (MOMENT.test(result.text.trim())) continue;
    if (weekSpans.some(([from, to]) => index < to && index + result.text.length > from)) continue;
    // Bare times and lone numbers are not delivery dates.
    if (!start.isCertain('day') && !start.isCertain('weekday') && !start.isCertain('month'))
      continue;
    if (
      !isPlausibleDateText(
        result.text,
        precededByDeadlineWord(bounded, index),
        deliveryBefore(bounded, index),
      )
    )
      continue;
    // "GR-SKZ-965-1-5-20", "AB12/03/24": digits glued to a part number are not a date.
    if (/^\d/.test(result.text) && /[\p{L}\p{N}/.-]/u.test(bounded.charAt(index - 1))) continue;
    if (/^(?:[\p{N}/-]|\.\p{N})/u.test(bounded.slice(index + result.text.length))) continue;
    const year = start.get('year');
    const month = start.get('month');
    const day = start.get('day');
    if (!year || !month || !day) continue;
    // "10 de septiembre de 202" (a cell cut short): no delivery is decades away either way.
    if (Math.abs(year - reference.getUTCFullYear()) > MAX_YEARS_AWAY) continue;
    const surrounding = bounded.slice(Math.max(0, index - 20), index + result.text.length + 20);
    const fromReceipt = COUNTED_FROM_TODAY.test(result.text);
    found.push({
      date: nextWeekdayDate(iso(year, month, day), surrounding, reference),
      text: result.text,
      index,
      deadline: precededByDeadlineWord(bounded, index),
      certain: start.isCertain('day') && start.isCertain('month'),
      calendarWeek: false,
      absolute:
        !fromReceipt &&
        start.isCertain('day') &&
        start.isCertain('month') &&
        start.isCertain('year'),
      ...(fromReceipt ? { fromReceipt } : {}),
    });
  }
  // chrono's German reads no "15.04." without a year: the writer's own day and month.
  for (const match of bounded.matchAll(DOTTED_DAY_MONTH)) {
    const index = match.index ?? 0;
    if (found.some((date) => index < date.index + date.text.length && date.index <= index))
      continue;
    const deadline = precededByDeadlineWord(bounded, index);
    if (!deadline && !deliveryBefore(bounded, index)) continue;
    const day = Number(match[1]);
    const month = Number(match[2]);
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    // The next such day from the reference, as chrono's forward dates.
    let year = reference.getUTCFullYear();
    if (Date.UTC(year, month - 1, day) < reference.getTime() - 86_400_000) year += 1;
    // "30.2." names no day.
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) continue;
    found.push({
      date: iso(year, month, day),
      text: match[0],
      index,
      deadline,
      certain: true,
      calendarWeek: false,
    });
  }
  for (const match of bounded.matchAll(WITHIN_DURATION)) {
    const amount = Number(match[1]);
    const unit = (match[2] ?? '').toLowerCase();
    if (!Number.isFinite(amount) || amount <= 0 || amount > 365) continue;
    const weeks = /^(?:woche|week|semaine|semana|settiman|wek|sem)/.test(unit);
    const target = new Date(reference.getTime());
    target.setUTCDate(target.getUTCDate() + amount * (weeks ? 7 : 1));
    found.push({
      date: iso(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate()),
      text: match[0],
      index: match.index ?? 0,
      deadline: true,
      certain: true,
      calendarWeek: false,
      fromReceipt: true,
    });
  }
  found.sort((left, right) => left.index - right.index);
  markOfferDeadlines(bounded, found);
  return found;
}

/**
 * chrono-node's patterns slow down quadratically on long runs (of spaces, of "1 1 1 …"), so it
 * reads the text in windows of at most CHRONO_WINDOW_CHARS that end at a line break or a space and
 * overlap by CHRONO_OVERLAP_CHARS: a date cut by one window's end starts within the overlap and is
 * read whole by the next window. Of readings that overlap, the first window's stands, unless the
 * next one read more from the same place.
 */
const CHRONO_WINDOW_CHARS = 500;
const CHRONO_OVERLAP_CHARS = 80;

function chronoDates(
  text: string,
  parser: ChronoParser,
  reference: Date,
): Array<{ result: chrono.ParsedResult; index: number }> {
  const found: Array<{ result: chrono.ParsedResult; index: number }> = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(text.length, start + CHRONO_WINDOW_CHARS);
    if (end < text.length) {
      const lineBreak = text.lastIndexOf('\n', end);
      const space = text.lastIndexOf(' ', end);
      const breakAt = lineBreak > start + CHRONO_WINDOW_CHARS / 2 ? lineBreak : space;
      if (breakAt > start + CHRONO_WINDOW_CHARS / 2) end = breakAt + 1;
    }
    let results: chrono.ParsedResult[] = [];
    try {
      results = parser.parse(text.slice(start, end), reference, { forwardDate: true });
    } catch {
      // A window chrono cannot read has no date for us.
    }
    for (const result of results) {
      const index = start + result.index;
      const overlapping = found.findIndex(
        (known) =>
          index < known.index + known.result.text.length &&
          known.index < index + result.text.length,
      );
      const known = found[overlapping];
      if (!known) found.push({ result, index });
      else if (known.index === index && result.text.length > known.result.text.length)
        found[overlapping] = { result, index };
    }
    if (end >= text.length) break;
    // The next window starts after a space inside the overlap, so its first word is whole.
    const space = text.indexOf(' ', end - CHRONO_OVERLAP_CHARS);
    start = space >= start && space < end - 1 ? space + 1 : end;
  }
  return found;
}

/** "innerhalb von 10 Tagen", "within 2 weeks", "sous 5 jours", "en 7 días", "entro 10 giorni", "binnen 3 dagen". */
const WITHIN_DURATION = unicodeWords(
  /\b(?:innerhalb(?:\s+von)?|binnen|within|in\s+the\s+next|sous|dans\s+les|d'ici|en\s+(?:los\s+próximos\s+)?|dentro\s+de|entro|nel\s+giro\s+di|in)\s+(\d{1,3})\s+(tagen|tage|wochen|woche|days?|weeks?|jours?|semaines?|días|dias|semanas?|giorni|settimane|settimana|dagen|dag|weken|week)\b/gi,
);

const NEXT_WEEKDAY = unicodeWords(
  /\b(?:(?:nächsten|kommenden|next|prochain|próximo|prossimo|volgende)\s+(?:montag|dienstag|mittwoch|donnerstag|freitag|monday|tuesday|wednesday|thursday|friday|lunes|martes|miércoles|jueves|viernes|lunedì|martedì|mercoledì|giovedì|venerdì|maandag|dinsdag|woensdag|donderdag|vrijdag)|(?:lundi|mardi|mercredi|jeudi|vendredi|lunes|martes|miércoles|jueves|viernes|lunedì|martedì|mercoledì|giovedì|venerdì)\s+(?:prochain|próximo|prossimo))\b/i,
);

/** "next Thursday" means the Thursday of next week, not the coming one in this week. */
function nextWeekdayDate(date: string, text: string, reference: Date): string {
  if (!NEXT_WEEKDAY.test(text)) return date;
  const referenceDay = reference.getUTCDay() || 7;
  const nextMonday = Date.UTC(
    reference.getUTCFullYear(),
    reference.getUTCMonth(),
    reference.getUTCDate() + (8 - referenceDay),
  );
  const candidate = Date.parse(`${date}T00:00:00Z`);
  if (candidate >= nextMonday) return date;
  const shifted = new Date(candidate + 7 * 86_400_000);
  return iso(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole days from reference to an ISO date (negative in the past). */
export function daysUntil(date: string, reference: Date): number {
  const target = Date.parse(`${date}T00:00:00Z`);
  const start = Date.UTC(
    reference.getUTCFullYear(),
    reference.getUTCMonth(),
    reference.getUTCDate(),
  );
  return Math.round((target - start) / 86_400_000);
}
