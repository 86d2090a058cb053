/** Payment terms, special conditions, urgency wording and ship-to hints, six languages. */
import { trimTrailing } from '#domain/text/bounded';
import { unicodeWords } from '#domain/text/unicode-regex';
import type { PaymentBasis, SpecialConditionType, Urgency } from './types';

const DAYS = String.raw`(?:tage?n?|days?|jours?|días?|dias?|giorni|gg\.?|dagen?|d)`;
const NET = String.raw`(?:netto|netti|netta|netos?|netas?|nette?|net|rein|sans\s+escompte|sin\s+descuento)`;

export interface FoundPaymentTerms {
  raw: string;
  net_days: number | null;
  discount_percent: number | null;
  discount_days: number | null;
  basis: PaymentBasis | null;
  lineIndex: number;
}

const PAYMENT_CONTEXT = unicodeWords(
  /\b(?:zahlung\w*|zahlungsziel|zahlungsbedingung\w*|payment|pay|terms|paiement|règlement|conditions?\s+de\s+paiement|pago|forma\s+de\s+pago|pagamento|condizioni\s+di\s+pagamento|betaling\w*|betalingstermijn|skonto|escompte|descuento|sconto|korting|netto|net|neto|fdm|eom|condiciones|condizioni|voorwaarden|überweisung|virement|lcr|traite|transferencia|giro|bonifico|riba|ri\.?ba\.?|rimessa\s+diretta|overschrijving|vorkasse|vorauskasse|prepayment|contrassegno|pro[-\s]?forma)\b/i,
);

/** Paid before delivery: a basis of its own, with no period. */
const ADVANCE_PAYMENT =
  /\b(?:vorkasse|vorauskasse|prepayment|in\s+advance|pro[-\s]?forma|paiement\s+d'avance|pago\s+anticipado|pagamento\s+anticipato|vooruitbetaling)\b/i;

function toNumber(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function findPaymentTerms(lines: readonly string[]): FoundPaymentTerms | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!PAYMENT_CONTEXT.test(line)) continue;
    let netDays: number | null = null;
    let discountPercent: number | null = null;
    let discountDays: number | null = null;

    const compact = line.match(
      /\b(\d{1,2}(?:[.,]\d+)?)\s*\/\s*(\d{1,3})\s*(?:,\s*)?(?:net|n)\s*(?:\/\s*)?(\d{1,3})\b/i,
    );
    if (compact) {
      discountPercent = toNumber(compact[1]);
      discountDays = toNumber(compact[2]);
      netDays = toNumber(compact[3]);
    }
    const netBefore = line.match(new RegExp(String.raw`\b(\d{1,3})\s*${DAYS}\.?\s*${NET}\b`, 'i'));
    const netAfter = line.match(
      unicodeWords(
        new RegExp(
          String.raw`\b${NET}\s*(?:kasse\s*)?(?:(?:à|a|:|in|binnen|entro|innerhalb)\s*)?(\d{1,3})\s*${DAYS}?\b`,
          'i',
        ),
      ),
    );
    const within = line.match(
      unicodeWords(
        new RegExp(
          String.raw`\b(?:zahlbar\s+)?(?:innerhalb(?:\s+von)?|within|à|a|binnen|entro|payable\s+(?:at|in)|paiement\s+à|pago\s+a|pagamento\s+a|betaling\s+binnen|zahlungsziel)\s*(?::\s*)?(\d{1,3})\s*${DAYS}\b`,
          'i',
        ),
      ),
    );
    netDays ??= toNumber(netBefore?.[1] ?? netAfter?.[1] ?? undefined);
    // "30 gg data fattura", "60 days from invoice date", "30 jours fin de mois": a net period.
    const fromBasis = line.match(
      new RegExp(
        String.raw`\b(\d{1,3})\s*${DAYS}\.?\s*(?:(?:from|after|ab|nach|à\s+compter\s+de\s+la|desde\s+la|dalla|na)\s+)?(?:data\s+fattura|d\.?\s?f\.?|fine\s+mese|date\s+de\s+facture|fin\s+de\s+mois|fdm|fecha\s+(?:de\s+)?factura|fin\s+de\s+mes|rechnungsdatum|rechnungseingang|monatsende|invoice(?:\s+date)?|end\s+of\s+(?:the\s+)?month|eom|factuurdatum|einde\s+(?:van\s+de\s+)?maand)\b`,
        'i',
      ),
    );
    netDays ??= toNumber(fromBasis?.[1]);
    // "resto a 30 días", "altrimenti 30 giorni", "sonst 30 Tage netto", "otherwise 30 days".
    const remainder = line.match(
      new RegExp(
        String.raw`\b(?:resto|altrimenti|sonst|ansonsten|otherwise|else|sinon|autrement|anders|overigens|de\s+lo\s+contrario|saldo)\s*(?:,\s*)?(?:(?:a|à|in|entro|binnen|innerhalb(?:\s+von)?|within|net|netto|neto)\s*)?(?::\s*)?(\d{1,3})\s*${DAYS}\b`,
        'i',
      ),
    );
    if (remainder) netDays = toNumber(remainder[1]) ?? netDays;
    const discountWord = String.raw`(?:skonto|escompte|de\s+descuento|descuento|sconto|korting|discount|rabatt)`;
    // "14 Tage 2% Skonto" (days first) or "2% Skonto bei Zahlung innerhalb 10 Tagen" (percent first).
    const daysFirst = line.match(
      new RegExp(
        String.raw`(\d{1,3})\s*${DAYS}\.?\s*(?:[:\-–]\s*)?(\d{1,2}(?:[.,]\d+)?)\s*%\s*${discountWord}?`,
        'i',
      ),
    );
    const percentFirst = line.match(
      new RegExp(
        String.raw`(\d{1,2}(?:[.,]\d+)?)\s*%\s*${discountWord}?[^\d%]{0,40}?(\d{1,3})\s*${DAYS}\b(?!\.?\s*${NET})`,
        'i',
      ),
    );
    const reverse = line.match(
      new RegExp(
        String.raw`${discountWord}\s*(?::\s*)?(\d{1,2}(?:[.,]\d+)?)\s*%[^\d%]{0,40}?(\d{1,3})\s*${DAYS}\b(?!\.?\s*${NET})`,
        'i',
      ),
    );
    if (discountPercent === null) {
      if (
        daysFirst &&
        /%\s*(?:skonto|escompte|descuento|sconto|korting|discount|rabatt)/i.test(daysFirst[0])
      ) {
        discountDays = toNumber(daysFirst[1]);
        discountPercent = toNumber(daysFirst[2]);
      } else if (percentFirst ?? reverse) {
        const match = percentFirst ?? reverse;
        discountPercent = toNumber(match?.[1]);
        discountDays = toNumber(match?.[2]);
      }
    }
    if (netDays === null && within) {
      const days = toNumber(within[1]);
      if (days !== null && days !== discountDays) netDays = days;
    }
    // "Zahlungsziel wie gehabt 30 Tage", "RiBa 60 gg f.m.": a period in a payment line is the net one.
    if (netDays === null && discountPercent === null) {
      const periods = [...line.matchAll(new RegExp(String.raw`\b(\d{1,3})\s*${DAYS}\b`, 'gi'))];
      netDays = periods.length > 0 ? Math.max(...periods.map((match) => Number(match[1]))) : null;
    }
    const advance = ADVANCE_PAYMENT.test(line);
    if (netDays === null && discountPercent === null && !advance) continue;
    // "30 Tage, 14 Tage 2% Skonto": the net period is the longer one.
    if (netDays !== null && discountDays !== null && netDays === discountDays) {
      const all = [...line.matchAll(new RegExp(String.raw`(\d{1,3})\s*${DAYS}\b`, 'gi'))].map(
        (match) => Number(match[1]),
      );
      const longest = Math.max(...all);
      if (longest > discountDays) netDays = longest;
    }
    let basis: PaymentBasis | null = null;
    if (
      /\b(?:fin\s+de\s+mois|fdm|end\s+of\s+(?:the\s+)?month|eom|monatsende|ende\s+des\s+monats|fin\s+de\s+mes|fine\s+mese|f\.?m\.?|einde\s+(?:van\s+de\s+)?maand)\b/i.test(
        line,
      )
    ) {
      basis = 'end_of_month';
    } else if (advance) {
      basis = 'advance';
    } else if (
      /\b(?:nach\s+(?:erhalt\s+der\s+)?(?:lieferung|ware)|after\s+delivery|après\s+livraison|desde\s+la\s+entrega|dalla\s+consegna|na\s+levering)\b/i.test(
        line,
      )
    ) {
      basis = 'delivery';
    } else if (
      /\b(?:rechnungs(?:datum|eingang|stellung)|nach\s+rechnung|invoice\s+date|from\s+invoice|date\s+de\s+facture|fecha\s+(?:de\s+)?factura|data\s+fattura|factuurdatum)\b/i.test(
        line,
      )
    ) {
      basis = 'invoice_date';
    }
    return {
      raw: line.trim(),
      net_days: netDays,
      discount_percent: discountPercent,
      discount_days: discountDays,
      basis,
      lineIndex: index,
    };
  }
  return null;
}

const RAW_SPECIAL_CONDITIONS: ReadonlyArray<readonly [SpecialConditionType, RegExp]> = [
  [
    'hazmat',
    /\b(?:ADR|RID|IMDG|IATA\s*DGR|UN\s?\d{4}|gefahrgut\w*|gefahrstoff\w*|dangerous\s+goods|hazardous\s+(?:goods|materials?)|hazmat|matières?\s+dangereuses?|marchandises?\s+dangereuses?|mercanc[ií]as?\s+peligrosas?|materiales?\s+peligrosos?|merci\s+pericolose|sostanze\s+pericolose|gevaarlijke\s+(?:stoffen|goederen))\b/,
  ],
  [
    'export_control',
    /\b(?:export\s*(?:control|licen[cs]e|kontrolle)|exportkontrolle|ausfuhr(?:genehmigung|kontrolle|liste)|dual[-\s]?use|EAR99|ECCN|ITAR|BAFA|end[-\s]?user\s+(?:certificate|statement)|endverbleibserklärung|contrôle\s+(?:à\s+l'|des\s+)?exportations?|licence\s+d'exportation|biens?\s+à\s+double\s+usage|control\s+de\s+exportaci[oó]n|doble\s+uso|controllo\s+(?:delle\s+)?esportazioni|duplice\s+uso|exportcontrole|exportvergunning|tweeërlei\s+gebruik)\b/i,
  ],
  [
    'material_certificate',
    /\b(?:EN\s?10204(?:\s*(?:[-/]\s*)?(?:3\.1|3\.2|2\.2|2\.1))?|(?:APZ|abnahmeprüfzeugnis|werkszeugnis|werksprüfzeugnis|materialzeugnis|prüfzeugnis)(?:\s*3\.[12])?|3\.1\s*(?:certificate|zeugnis|certificat|certificado|certificato|certificaat)|mill\s+(?:test\s+)?certificate|material\s+(?:test\s+)?certificate|MTC|inspection\s+certificate|certificat\s+(?:matière|de\s+réception|matériau)|certificado\s+de\s+(?:material|inspecci[oó]n)|certificato\s+(?:di\s+)?(?:materiale|collaudo)|materiaalcertificaat|inspectiecertificaat)\b/i,
  ],
  [
    'certificate_of_conformity',
    /\b(?:certificate\s+of\s+conformity|CoC|konformitätserklärung|konformitätsbescheinigung|déclaration\s+de\s+conformité|certificat\s+de\s+conformité|declaraci[oó]n\s+de\s+conformidad|certificado\s+de\s+conformidad|dichiarazione\s+di\s+conformità|certificato\s+di\s+conformità|conformiteitsverklaring|conformiteitscertificaat)\b/i,
  ],
  [
    'certificate_of_origin',
    /\b(?:certificate\s+of\s+origin|(?:preferential|präferenzielle[rn]?|préférentielle|preferencial|preferenziale|preferentiële)\s+(?:origin|ursprung|origine|origen|oorsprong)|(?:origine|origen|oorsprong)\s+(?:préférentielle|preferencial|preferenziale|preferentiële)|ursprungszeugnis|ursprungserklärung|certificat\s+d'origine|certificado\s+de\s+origen|certificato\s+di\s+origine|certificaat\s+van\s+oorsprong|EUR\.?\s?1|Form\s+A)\b/i,
  ],
  ['rohs', /\bRoHS(?:[-\s]?(?:2|3|konform|compliant|conforme))?\b/i],
  ['reach', /\bREACH(?:[-\s]?(?:konform|compliant|conforme|SVHC))?\b|\bSVHC\b/],
  [
    'atex',
    /\b(?:ATEX|Ex[-\s]?(?:Schutz|geschützt|Zone|proof)|explosion[-\s]?proof|explosionsgeschützt|zone\s+(?:0|1|2|20|21|22)\b|antidéflagrant|antideflagrante|antideflagrante|explosieveilig|II\s?2G)\b/i,
  ],
  [
    'food_grade',
    /\b(?:lebensmittel(?:echt|tauglich|konform|geeignet|qualität|industrie|bereich|kontakt)\w*|food[-\s]?(?:grade|safe|contact)|NSF[-\s]?H[13]|FDA(?:[-\s]?(?:konform|compliant|approved))?|(?:EU|EG|VO)\s*(?:Nr\.?\s*)?1935\/2004|qualité\s+alimentaire|contact\s+alimentaire|apte\s+au\s+contact|grado\s+alimentario|apto\s+para\s+uso\s+alimentario|contacto\s+con\s+alimentos|per\s+uso\s+alimentare|idone[oaie]\s+(?:al\s+)?contatto\s+(?:con\s+(?:gli\s+)?)?aliment\w*|contatto\s+alimentare|uso\s+alimentare|apt[oa]s?\s+para\s+(?:el\s+)?uso\s+alimentario|uso\s+alimentario|food\s+approved|voedselveilig\w*|levensmiddelen(?:geschikt|industrie|contact)\w*|geschikt\s+voor\s+voedsel\w*|geschikt\s+voor\s+levensmiddelen|H1[-\s]registered)\b/i,
  ],
];

const REACH_OR_ROHS = unicodeWords(/\bREACH\b/);
const ROHS = unicodeWords(/\bRoHS\b/i);

const SPECIAL_CONDITIONS = RAW_SPECIAL_CONDITIONS.map(
  ([type, pattern]) => [type, unicodeWords(pattern)] as const,
);

export interface FoundCondition {
  type: SpecialConditionType;
  text: string;
  lineIndex: number;
}

export function findSpecialConditions(lines: readonly string[]): FoundCondition[] {
  const found: FoundCondition[] = [];
  const seen = new Set<SpecialConditionType>();
  lines.forEach((line, lineIndex) => {
    for (const [type, pattern] of SPECIAL_CONDITIONS) {
      if (seen.has(type)) continue;
      const match = line.match(pattern);
      if (!match) continue;
      // "REACH-Konformitätserklärung", "RoHS declaration of conformity": the REACH / RoHS
      // requirement itself, not a separate certificate of conformity.
      if (type === 'certificate_of_conformity' && (REACH_OR_ROHS.test(line) || ROHS.test(line)))
        continue;
      seen.add(type);
      found.push({ type, text: line.trim().slice(0, 300), lineIndex });
    }
  });
  return found;
}

const CRITICAL_WORDING = unicodeWords(
  /\b(?:produktionsstillstand|produktion\s+steht|bandstillstand|anlagenstillstand|maschinenstillstand|stillstand|notfallbestellung|line\s+down|production\s+(?:stop|stoppage|halt|down|is\s+down)|plant\s+(?:down|stop)|machine\s+down|emergency\s+(?:order|repair|shutdown(?!\s+(?:valves?|systems?|buttons?|switch(?:es)?|panels?|relays?|devices?)\b))|arrêt\s+de\s+(?:la\s+)?production|production\s+arrêtée|ligne\s+arrêtée|urgence\s+absolue|parada\s+de\s+(?:la\s+)?producci[oó]n|producci[oó]n\s+parada|l[ií]nea\s+parada|m[áa]quina\s+parada|fermo\s+(?:macchina|produzione|linea)|produzione\s+ferma|linea\s+ferma|macchina\s+ferma|produzione\s+bloccata|productiestilstand|productie\s+(?:ligt\s+)?stil|lijn\s+staat\s+stil|spoedeisend)\b/i,
);

const HIGH_WORDING = unicodeWords(
  /\b(?:dringend(?:st)?|eilig|eilt|eilauftrag|schnellstmöglich|so\s+schnell\s+wie\s+möglich|sofort|umgehend|asap|a\.s\.a\.p\.|urgent(?:ly)?|as\s+soon\s+as\s+possible|rush|expedite[d]?|immediately|high\s+priority|(?:as\s+a\s+)?priority|prioriti[sz]e|mit\s+priorität|vorrangig|bevorzugt|en\s+priorité|prioritaire|con\s+prioridad|prioritari[oa]|dare\s+priorità|con\s+priorità|met\s+voorrang|voorrang|prioriteit|inmediatamente|immediatamente|tout\s+de\s+suite|time[-\s]critical|urgence|au\s+plus\s+vite|dès\s+que\s+possible|rapidement|au\s+plus\s+tôt|urgente(?:mente)?|lo\s+antes\s+posible|cuanto\s+antes|lo\s+más\s+pronto\s+posible|con\s+urgencia|il\s+prima\s+possibile|quanto\s+prima|al\s+più\s+presto|con\s+urgenza|urgentissimo|spoed(?:ig)?|met\s+spoed|zo\s+snel\s+mogelijk|zsm|dringend\s+nodig)\b/gi,
);

const ESCALATION = unicodeWords(
  /\b(?:(?:zum\s+)?(?:zweiten|dritten|wiederholten)\s+mal|immer\s+noch\s+(?:keine?|nicht)|noch\s+immer\s+(?:keine?|nicht)|erinnerung|mahnung|inakzeptabel|nicht\s+akzeptabel|enttäuscht|beschwerde|eskalier\w*|(?:second|third|fourth)\s+(?:time|reminder|request)|still\s+(?:waiting|no|not)|(?:gentle\s+)?reminder|follow(?:ing)?[-\s]up\s+again|unacceptable|disappointed|complaint|escalat\w*|relance|toujours\s+(?:pas|aucune?|en\s+attente)|inacceptable|déçus?|réclamation|troisième\s+fois|deuxième\s+fois|recordatorio|todavía\s+(?:no|sin)|seguimos\s+esperando|inaceptable|reclamaci[oó]n|sollecito|ancora\s+(?:nessun|non)|inaccettabile|reclamo|herinnering|nog\s+steeds\s+(?:geen|niet)|onacceptabel|teleurgesteld|klacht)\b/i,
);

export interface UrgencyFinding {
  urgency: Urgency;
  wording: string[];
  escalation: boolean;
  critical: boolean;
}

/**
 * "not urgent", "pas urgent", "nicht dringend", "no es urgente", "niet dringend", "not a rush":
 * the opposite.
 */
const NEGATION_BEFORE = unicodeWords(
  /\b(?:not|no|non|pas|nicht|kein|keine|niet|geen|nessuna|ninguna)\s+(?:(?:a|an|ein|eine|un|une|una|een|so|very|really|sehr|très|muy|molto|erg|zo|es|è|is|ist|est)\s+){0,2}$/i,
);

const NEGATION_AFTER = /^\s+(?:nicht|niet)\b/i;

/**
 * Equipment named for emergencies is a product, not urgency: "Arrêt d'urgence", "bouton
 * d'urgence", "douche d'urgence", "éclairage d'urgence" (as "Not-Aus", "emergency stop",
 * "parada de emergencia", "pulsante di emergenza", "noodstop" are), and "priority valve".
 */
const EQUIPMENT_BEFORE = unicodeWords(
  /\b(?:arrêts?|arret|bouton|boutons|poussoirs?|coup[-\s]de[-\s]poing|douches?|lave[-\s]yeux|sorties?|éclairages?|eclairages?|blocs?|trousses?|kits?|interrupteurs?|freins?|portes?|issues?|sirènes?|alarmes?|feux|lampes?|tirettes?|câbles?|cordons?|boîtiers?|vannes?|signal|balisage|appel|numéro|coffrets?|armoires?|couvertures?)\s*(?:d['’]\s*|de\s+)$/i,
);
const EQUIPMENT_AFTER =
  /^\s*(?:valves?|switch(?:es)?|buttons?|stops?|lights?|lighting|lamps?|showers?|eyewash|kits?|exits?|doors?|brakes?)\b/i;

function namesEquipment(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  return EQUIPMENT_BEFORE.test(before) || EQUIPMENT_AFTER.test(text.slice(index + length));
}

export function assessUrgency(text: string, daysToDeadline: number | null): UrgencyFinding {
  const wording = new Set<string>();
  for (const match of text.matchAll(HIGH_WORDING)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0);
    if (NEGATION_BEFORE.test(before)) continue;
    // "Eilt nicht", "spoed niet nodig": a German or Dutch verb's negation follows it.
    const end = (match.index ?? 0) + match[0].length;
    if (NEGATION_AFTER.test(text.slice(end, end + 12))) continue;
    if (namesEquipment(text, match.index ?? 0, match[0].length)) continue;
    wording.add(match[0].toLowerCase());
  }
  const critical = text.match(CRITICAL_WORDING);
  if (critical) wording.add(critical[0].toLowerCase());
  const escalation = ESCALATION.test(text) || /!{3,}/.test(text);
  let urgency: Urgency = 'normal';
  // Urgency follows the customer's words; a near deadline alone is reported as the explicit
  // deadline, and only a same-day or next-day one raises the level by itself.
  if (critical) {
    urgency = 'critical';
  } else if (
    wording.size > 0 ||
    // A deadline already past is a date to review (deadline_in_past), not a rush.
    (daysToDeadline !== null && daysToDeadline >= 0 && daysToDeadline <= 1)
  ) {
    urgency = 'high';
  }
  return { urgency, wording: [...wording], escalation, critical: Boolean(critical) };
}

const SHIP_TO = unicodeWords(
  /\b(?:lieferadresse|lieferanschrift|lieferung\s+(?:an|nach|zu)|liefern\s+(?:an|nach)|warenempfänger|anlieferung\s+(?:an|in|nach)|ship[-\s]?to|deliver(?:y)?\s+(?:to|address|location)|shipping\s+address|send\s+to|adresse\s+de\s+livraison|lieu\s+de\s+livraison|livr(?:er|aison)\s+(?:à|au|chez|sur)|direcci[oó]n\s+de\s+entrega|lugar\s+de\s+entrega|entregar\s+en|enviar\s+a|indirizzo\s+di\s+consegna|luogo\s+di\s+consegna|consegna\s+(?:a|presso|in)|consegnare\s+(?:a|presso)|afleveradres|leveradres|leveren\s+(?:aan|op|in)|levering\s+(?:aan|op|in))\b\s*(?:[:\-–]\s*)?(?<rest>.*)/i,
);

export interface ShipToFinding {
  hint: string;
  lineIndex: number;
}

const SITE_WORDS = String.raw`(?:werk|standort|lager|halle|niederlassung|filiale|baustelle|plant|site|warehouse|branch|depot|usine|entrepôt|dépôt|agence|chantier|planta|almacén|sucursal|obra|stabilimento|magazzino|sede|cantiere|vestiging|magazijn|fabriek|bouwplaats)`;
const SITE_DESTINATION = unicodeWords(
  new RegExp(
    String.raw`\b(?:an|nach|zu[mr]?|ins|in\s+(?:das|die|den)|to|at|à\s+(?:l'|la|le)?|au|a(?:l)?|en|aan|naar|op|presso)\s*(?<rest>${SITE_WORDS}\b.*)`,
    'i',
  ),
);

export function findShipTo(lines: readonly string[]): ShipToFinding | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const match = line.match(SHIP_TO) ?? line.match(SITE_DESTINATION);
    if (!match) continue;
    let hint = trimTrailing(match.groups?.rest ?? '', '.').trim();
    // "Lieferadresse:" alone: the address is on the next lines.
    if (hint.length < 3) {
      const next = lines
        .slice(index + 1, index + 4)
        .map((candidate) => candidate.trim())
        .filter((candidate) => candidate !== '');
      hint = next.slice(0, 3).join(', ');
    }
    if (hint.length >= 3) return { hint: hint.slice(0, 200), lineIndex: index };
  }
  return null;
}
