/**
 * Company-name variants of a customer book, as senders write their own company's name in a
 * signature: legal form dropped, spelt another way or written out; words swapped; long words
 * abbreviated ('Antriebstechnik' → 'Antriebst.', 'International' → 'Intl'); '&' for 'und' and back;
 * accents and hyphens lost; capitals; one typo. Seeded, so a run is reproducible; each variant applies
 * one to three rules and always differs from the book's own name and aliases.
 */
import type { CustomerRecord } from '#domain/master-data/schemas';
import { createRandom, type Random } from '#domain/util/random';

/** Other spellings of a legal form, as found in signatures and letterheads. */
const LEGAL_FORM_SPELLINGS: [RegExp, string[]][] = [
  [/\bGmbH & Co\. KG$/, ['GmbH & Co KG', 'GmbH u. Co. KG', 'GmbH + Co. KG', 'KG']],
  [/\bGmbH$/, ['Gmbh', 'G.m.b.H.', 'Gesellschaft mbH', 'GMBH']],
  [/\bAG$/, ['A.G.', 'Aktiengesellschaft']],
  [/\bKG$/, ['K.G.', 'Kommanditgesellschaft']],
  [/\bS\.p\.A\.$/, ['SpA', 'S.P.A.', 'spa']],
  [/\bS\.r\.l\.$/, ['Srl', 'SRL', 's.r.l']],
  [/\bS\.n\.c\.$/, ['Snc', 'SNC']],
  [/\bS\.L\.U?\.$/, ['SL', 'S.L', 'Sociedad Limitada']],
  [/\bS\.A\.$/, ['SA', 'S.A', 'Sociedad Anónima']],
  [/\bSAS$/, ['S.A.S.', 'sas']],
  [/\bSARL$/, ['S.à r.l.', 'Sàrl', 'S.A.R.L.']],
  [/\bSA$/, ['S.A.', 'Société Anonyme']],
  [/\bB\.V\.$/, ['BV', 'B.V', 'bv']],
  [/\bN\.V\.$/, ['NV', 'N.V']],
  [/\bLtd\.?$/, ['Limited', 'Ltd.', 'LTD']],
  [/\bPLC$/i, ['plc', 'P.L.C.']],
  [/\bInc\.?$/, ['Inc.', 'Incorporated']],
  [/\bLLC$/, ['L.L.C.']],
];

/** Ordinary abbreviations of business words; longer words are also cut at a syllable. */
const WORD_ABBREVIATIONS: Record<string, string[]> = {
  international: ['Intl', "Int'l"],
  manufacturing: ['Mfg'],
  industries: ['Ind.', 'Inds'],
  industrial: ['Ind.'],
  industriales: ['Ind.'],
  industrie: ['Ind.'],
  company: ['Co.'],
  brothers: ['Bros'],
  technik: ['Techn.'],
  technology: ['Tech'],
  service: ['Svc'],
  services: ['Svcs'],
  suministros: ['Sum.'],
  instalaciones: ['Inst.'],
  maintenance: ['Maint.'],
  engineering: ['Eng.'],
  systems: ['Sys.'],
  corporation: ['Corp', 'Corp.'],
  incorporated: ['Inc'],
  associates: ['Assoc.'],
  management: ['Mgmt'],
  national: ['Natl'],
};

const CONNECTORS: [RegExp, string[]][] = [
  [/ & /, [' und ', ' and ', ' + ', ' et ', ' y ']],
  [/ und /i, [' & ', ' u. ']],
  [/ and /i, [' & ']],
  [/ et /i, [' & ']],
  [/ y /i, [' & ']],
];

const LEGAL_TAIL =
  /\s+(?:GmbH & Co\. KG|GmbH|AG|KG|S\.p\.A\.|S\.r\.l\.|S\.n\.c\.|S\.L\.U?\.|S\.A\.|SAS|SARL|SA|B\.V\.|N\.V\.|Ltd\.?|PLC|Inc\.?|LLC)$/;

function splitLegalForm(name: string): { core: string; legal: string } {
  const match = LEGAL_TAIL.exec(name);
  return match
    ? { core: name.slice(0, match.index), legal: match[0].trim() }
    : { core: name, legal: '' };
}

function stripAccents(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

type Rule = (name: string, random: Random) => string;

/** Legal forms a sender adds to a name the book holds without one ('Sony' → 'Sony Corporation'). */
const ADDED_LEGAL_FORMS = [
  ' Inc.',
  ', Inc.',
  ' Inc',
  ' Corp.',
  ' Corporation',
  ' Co.',
  ' Company',
  ' & Co.',
  ' LLC',
  ' Ltd',
  ' Limited',
  ', Ltd.',
  ' Co., Ltd.',
  ' Pty Ltd',
  ' GmbH',
  ' AG',
  ' S.A.',
  ' plc',
  ' K.K.',
];

/** The words of `ADDED_LEGAL_FORMS` and their other lengths, which initials leave out. */
const ADDED_LEGAL_FORM_WORDS =
  /^(?:inc|incorporated|corp|corporation|co|company|llc|ltd|limited|pty|gmbh|ag|s\.a|plc|k\.k)[.,]*$/i;

/** A legal form written out or cut short: 'Corp' ↔ 'Corporation', 'Co' ↔ 'Company' … */
const LEGAL_FORM_LENGTHS: [RegExp, string[]][] = [
  [/\bCorporation$/i, ['Corp', 'Corp.', 'CORP']],
  [/\bCorp\.?$/i, ['Corporation']],
  [/\bIncorporated$/i, ['Inc', 'Inc.']],
  [/,?\s*Inc\.?$/i, [' Incorporated', ', Inc.', ' INC']],
  [/\bCompany$/i, ['Co.', 'Co']],
  [/\bCo\.?$/i, ['Company']],
  [/\bLimited$/i, ['Ltd', 'Ltd.']],
  [/\bLtd\.?$/i, ['Limited']],
  [/\bL\.?L\.?C\.?$/i, ['Limited Liability Company', 'L.L.C.']],
];

/**
 * Abbreviations of business words as company lists and letterheads write them ('Kaspersky Labs',
 * 'Nuance Comms', 'Electronic Arts Ent.'): contractions and stop-marked cuts.
 */
const BUSINESS_ABBREVIATIONS: Record<string, string[]> = {
  software: ['Sftwr', 'Softw.'],
  communications: ['Comm.', 'Comms', 'Commun.'],
  entertainment: ['Ent.', 'Entmt'],
  laboratories: ['Labs', 'Lab.'],
  laboratory: ['Lab.'],
  products: ['Prods', 'Prod.'],
  publishing: ['Publ.', 'Pub.'],
  electronics: ['Elec.', 'Electr.'],
  electric: ['Elec.'],
  systems: ['Sys.', 'Syst.'],
  technologies: ['Tech.', 'Techs', 'Technol.'],
  technology: ['Tech.'],
  international: ['Intl', "Int'l", 'Internat.'],
  manufacturing: ['Mfg'],
  american: ['Amer.'],
  associates: ['Assoc.', 'Assocs'],
  association: ['Assn', 'Assoc.'],
  national: ['Natl', "Nat'l"],
  services: ['Svcs', 'Servs.'],
  management: ['Mgmt'],
  marketing: ['Mktg'],
  development: ['Dev.', 'Devel.'],
  industries: ['Inds', 'Ind.'],
  financial: ['Finl', 'Fin.'],
  group: ['Grp'],
  holdings: ['Hldgs'],
  brothers: ['Bros'],
  distribution: ['Distr.', 'Dist.'],
  equipment: ['Equip.'],
  engineering: ['Eng.', 'Engg'],
  computer: ['Comp.'],
  computers: ['Comp.'],
  interactive: ['Interact.'],
  solutions: ['Solns', 'Sol.'],
  networks: ['Ntwks', 'Netw.'],
  digital: ['Dgtl', 'Dig.'],
  accessories: ['Accs', 'Access.'],
  innovations: ['Innov.'],
  professional: ['Prof.'],
  supply: ['Sply'],
  supplies: ['Supp.'],
  consumer: ['Cons.'],
  corporation: ['Corp.'],
  company: ['Co.'],
  incorporated: ['Inc.'],
};

/** Words that say what a company does rather than which one it is; senders leave them out. */
const BUSINESS_WORDS = new Set([
  ...Object.keys(BUSINESS_ABBREVIATIONS),
  'media',
  'entertainment',
  'games',
  'studios',
  'audio',
  'video',
  'mobile',
  'design',
  'labs',
  'lab',
  'company',
  'corporation',
  'incorporated',
]);

/** Where a sender's branch or country is written after the name ('Sony Europe', 'IBM (UK)'). */
const PLACES = [
  'USA',
  'UK',
  'Europe',
  'Deutschland',
  'Germany',
  'France',
  'Italia',
  'España',
  'Nederland',
  'Japan',
  'Canada',
  'America',
  'North America',
  'Schweiz',
  'Austria',
];

const RULES: Record<string, Rule> = {
  legal_form_dropped: (name) => splitLegalForm(name).core,
  legal_form_respelt: (name, random) => {
    for (const [pattern, spellings] of LEGAL_FORM_SPELLINGS) {
      if (pattern.test(name)) return name.replace(pattern, random.pick(spellings));
    }
    return name;
  },
  words_swapped: (name, random) => {
    const { core, legal } = splitLegalForm(name);
    const words = core.split(' ');
    if (words.length < 2) return name;
    const index = random.int(0, words.length - 2);
    [words[index], words[index + 1]] = [words[index + 1] ?? '', words[index] ?? ''];
    return [words.join(' '), legal].filter(Boolean).join(' ');
  },
  word_abbreviated: (name, random) => {
    const { core, legal } = splitLegalForm(name);
    const words = core.split(' ');
    const known = words.findIndex((word) => WORD_ABBREVIATIONS[word.toLowerCase()]);
    if (known >= 0) {
      words[known] = random.pick(WORD_ABBREVIATIONS[words[known]?.toLowerCase() ?? ''] ?? []);
    } else {
      const long = words.map((word, index) => ({ word, index })).filter((w) => w.word.length >= 9);
      if (long.length === 0) return name;
      const { word, index } = random.pick(long);
      words[index] = `${word.slice(0, random.int(4, Math.min(8, word.length - 3)))}.`;
    }
    return [words.join(' '), legal].filter(Boolean).join(' ');
  },
  connector_changed: (name, random) => {
    for (const [pattern, replacements] of CONNECTORS) {
      if (pattern.test(name)) return name.replace(pattern, random.pick(replacements));
    }
    return name;
  },
  accents_and_punctuation_lost: (name) =>
    stripAccents(name)
      .replace(/[-.,']/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  capitals: (name) => name.toUpperCase(),
  // 'Coca Cola' → 'CocaCola' or 'Coca-Cola'; 'Wal-Mart' → 'WalMart' (two adjacent words joined).
  words_joined: (name, random) => {
    const { core, legal } = splitLegalForm(name);
    const words = core.split(/[\s-]+/).filter(Boolean);
    if (words.length < 2) return name;
    const at = random.int(0, words.length - 2);
    const joiner = random.pick(['', '-']);
    words.splice(at, 2, `${words[at]}${joiner}${words[at + 1]}`);
    return [words.join(' '), legal].filter(Boolean).join(' ');
  },
  // 'International Business Machines Corp.' → 'IBM' (names of three to five words).
  initialism: (name) => {
    const words = splitLegalForm(name)
      .core.split(/[\s-]+/)
      .filter((word) => /^\p{L}/u.test(word) && !/^(?:and|of|the|&|und|et|de|van)$/i.test(word));
    if (words.length < 3 || words.length > 5) return name;
    return words.map((word) => word[0]?.toUpperCase() ?? '').join('');
  },
  // The public-list forms below are drawn only when asked for (`PublicFormRules`).
  // 'Sony' → 'Sony Corporation', 'Kodak' → 'Kodak Co.' (the book holds the name without one).
  legal_form_added: (name, random) =>
    splitLegalForm(name).legal || LEGAL_FORM_LENGTHS.some(([pattern]) => pattern.test(name))
      ? name
      : name + random.pick(ADDED_LEGAL_FORMS),
  // 'Corp' ↔ 'Corporation', 'Inc' ↔ 'Incorporated', 'Co' ↔ 'Company', 'Ltd' ↔ 'Limited'.
  legal_form_length: (name, random) => {
    for (const [pattern, spellings] of LEGAL_FORM_LENGTHS) {
      if (pattern.test(name)) {
        const spelling = random.pick(spellings);
        return name.replace(
          pattern,
          spelling.startsWith(',') ? spelling : ` ${spelling}`.trimEnd(),
        );
      }
    }
    return name;
  },
  // 'The Joy Factory' ↔ 'Joy Factory' or 'Joy Factory, The', as lists sort it.
  the_article: (name, random) => {
    if (/^the\s/i.test(name)) {
      const bare = name.replace(/^the\s+/i, '');
      return random.pick([bare, `${bare}, The`]);
    }
    return `The ${name}`;
  },
  // Punctuation left out without a space: 'Kimberly-Clark' → 'KimberlyClark', 'A.T. Cross' →
  // 'AT Cross', "Macy's" → 'Macys'.
  punctuation_dropped: (name) => name.replace(/[-.,'’]/g, '').replace(/\s+/g, ' '),
  // A branch or country after the name: 'Sony Europe', 'Sony (UK)', 'Sony, Japan'.
  place_added: (name, random) => {
    const place = random.pick(PLACES);
    const { core, legal } = splitLegalForm(name);
    return random.pick([
      `${core} ${place}${legal ? ` ${legal}` : ''}`,
      `${name} (${place})`,
      `${name}, ${place}`,
    ]);
  },
  // 'Buy' ↔ 'Buy.com'.
  dot_com: (name) => {
    const { core, legal } = splitLegalForm(name);
    const bare = core.replace(/\.com$/i, '');
    return [bare === core ? `${core}.com` : bare, legal].filter(Boolean).join(' ');
  },
  lower_case: (name) => name.toLowerCase(),
  // The initials in brackets beside the name: 'Electronic Arts (EA)', 'SPDE (Sony Pictures …)'.
  initials_in_brackets: (name, random) => {
    // Initials of the name the other rules left, without the legal form or place they added.
    const places = new Set(PLACES.flatMap((place) => place.toLowerCase().split(' ')));
    const words = splitLegalForm(name)
      .core.split(/[\s-]+/)
      .map((word) => word.replace(/[(),]/g, ''))
      .filter(
        (word) =>
          /^\p{L}/u.test(word) &&
          !/^(?:and|of|the|&|und|et|de|van)$/i.test(word) &&
          !places.has(word.toLowerCase()),
      );
    while (words.length > 0 && ADDED_LEGAL_FORM_WORDS.test(words[words.length - 1] ?? '')) {
      words.pop();
    }
    if (words.length < 2 || words.length > 5) return name;
    const initials = words.map((word) => word[0]?.toUpperCase() ?? '').join('');
    return random.pick([`${name} (${initials})`, `${initials} (${name})`]);
  },
  // A business word left out: 'Avanquest Software' → 'Avanquest', 'Adobe Systems Inc' → 'Adobe Inc'.
  business_word_dropped: (name, random) => {
    const { core, legal } = splitLegalForm(name);
    const words = core.split(' ');
    if (words.length < 2) return name;
    const generic = words
      .map((word, index) => ({ word, index }))
      .filter(({ word }) => BUSINESS_WORDS.has(word.toLowerCase()));
    if (generic.length === 0 || generic.length === words.length) return name;
    words.splice(random.pick(generic).index, 1);
    return [words.join(' '), legal].filter(Boolean).join(' ');
  },
  // A business word as lists abbreviate it: 'Kaspersky Labs', 'Nuance Comms', 'Aspyr Ent.'.
  business_word_abbreviated: (name, random) => {
    const words = name.split(' ');
    const known = words
      .map((word, index) => ({ index, forms: BUSINESS_ABBREVIATIONS[word.toLowerCase()] }))
      .filter((entry) => entry.forms !== undefined);
    if (known.length === 0) return name;
    const { index, forms } = random.pick(known);
    words[index] = random.pick(forms ?? []);
    return words.join(' ');
  },
  typo: (name, random) => {
    const words = name.split(' ');
    const long = words.map((word, index) => ({ word, index })).filter((w) => w.word.length >= 6);
    if (long.length === 0) return name;
    const { word, index } = random.pick(long);
    const at = random.int(1, word.length - 2);
    const kind = random.int(0, 2);
    words[index] =
      kind === 0
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 1
          ? word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2)
          : word.slice(0, at) + random.pick([...'aeinorstu']) + word.slice(at + 1);
    return words.join(' ');
  },
};

/**
 * Forms a public list of company-name variants holds that the rules above do not make: a legal
 * form added to a name without one or written at another length, 'The' added or dropped,
 * punctuation left out, a place after the name, '.com', lower case, business words abbreviated
 * as lists abbreviate them or left out, the initials in brackets beside the name.
 */
export const PublicFormRules = [
  'legal_form_added',
  'legal_form_length',
  'the_article',
  'punctuation_dropped',
  'place_added',
  'dot_com',
  'lower_case',
  'business_word_abbreviated',
  'business_word_dropped',
  'initials_in_brackets',
];

/**
 * The rules drawn at random by default; initialisms, joined words and the public-list forms are
 * asked for explicitly (`options.rules`, `options.pool`).
 */
export const VariantRules = Object.keys(RULES).filter(
  (rule) => rule !== 'initialism' && rule !== 'words_joined' && !PublicFormRules.includes(rule),
);

const WRAPPING_RULES = new Set(['initials_in_brackets']);

export interface NameVariant {
  customer_id: string;
  name: string;
  variant: string;
  rules: string[];
}

/** `count` variants of distinct customers' names (or fewer when the book is smaller). */
export function nameVariants(
  customers: readonly CustomerRecord[],
  options: {
    seed: number;
    count: number;
    /** Exactly these rules, in this order. */
    rules?: readonly string[];
    /** One to three rules drawn from these (default `VariantRules`). */
    pool?: readonly string[];
  },
): NameVariant[] {
  const random = createRandom(options.seed);
  const pool = random.shuffle(customers.filter((customer) => customer.status !== 'inactive'));
  const variants: NameVariant[] = [];
  for (const customer of pool) {
    if (variants.length >= options.count) break;
    const known = new Set([customer.name, ...(customer.aliases ?? [])].map((n) => n.toLowerCase()));
    for (let attempt = 0; attempt < 5; attempt++) {
      const rules = options.rules
        ? [...options.rules]
        : random.shuffle([...(options.pool ?? VariantRules)]).slice(0, random.int(1, 3));
      let variant = customer.name;
      // A rule that wraps the whole name ('… (EA)') comes after those that respell it.
      const ordered = [
        ...rules.filter((rule) => !WRAPPING_RULES.has(rule)),
        ...rules.filter((rule) => WRAPPING_RULES.has(rule)),
      ];
      for (const rule of ordered) variant = RULES[rule]?.(variant, random) ?? variant;
      variant = variant.replace(/\s+/g, ' ').trim();
      if (variant && !known.has(variant.toLowerCase())) {
        variants.push({ customer_id: customer.customer_id, name: customer.name, variant, rules });
        break;
      }
    }
  }
  return variants;
}
