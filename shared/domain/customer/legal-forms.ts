/**
 * The one list of company legal forms, connectors, honorifics and business abbreviations used to
 * compare company names. Entries are written as `tokenize` leaves them: lower case, accents
 * folded, dots dropped, runs of single letters joined ('S.à r.l.' → 'sarl', 'Sp. z o.o.' → 'sp',
 * 'zoo', 'B.V.' → 'bv'), umlaut transliterations collapsed ('Aktiengesellschaft' keeps its 'e'
 * only where no a/o/u precedes it).
 *
 * The product matcher's manufacturer keys drop the same legal forms (shared/domain/product/
 * normalise.ts imports `LEGAL_FORM_TOKENS`) and also group words such as 'group' and
 * 'international'; customer names keep those words at a low weight instead.
 */

/** Legal forms of the EU and EEA countries, Switzerland, the UK and North America. */
export const LEGAL_FORM_TOKENS: ReadonlySet<string> = new Set([
  // Germany, Austria, Switzerland, Liechtenstein
  'gmbh',
  'mbh',
  'ggmbh',
  'ag',
  'kg',
  'kgaa',
  'ohg',
  'gbr',
  'ug',
  'ek',
  'ekfr',
  'ekfm',
  'ev',
  'eg',
  'se',
  'co',
  'cokg',
  'gmbhcokg',
  'gesmbh',
  'haftungsbeschrankt',
  'gesellschaft',
  'beschrankter',
  'haftung',
  'aktiengesellschaft',
  'kommanditgesellschaft',
  'offene',
  'handelsgesellschaft',
  'eingetragener',
  'kaufmann',
  'verein',
  'genossenschaft',
  'sarl',
  // France, Belgium, Luxembourg
  'sa',
  'sas',
  'sasu',
  'eurl',
  'snc',
  'sca',
  'scs',
  'sci',
  'scop',
  'scp',
  'sel',
  'selarl',
  'cie',
  'sprl',
  'srl',
  'scrl',
  'sc',
  'asbl',
  'gie',
  'societe',
  'anonyme',
  'simplifiee',
  'responsabilite',
  'limitee',
  // Italy
  'spa',
  'srls',
  'sapa',
  'scarl',
  'scpa',
  'ss',
  'sas',
  'societa',
  'responsabilita',
  'limitata',
  'azioni',
  'semplificata',
  'cooperativa',
  // Spain, Portugal
  'sl',
  'slu',
  'sll',
  'slne',
  'sau',
  'sal',
  'coop',
  'lda',
  'ltda',
  'sgps',
  'sociedad',
  'limitada',
  'anonima',
  'unipessoal',
  'unipersonal',
  'responsabilidad',
  // Netherlands, Belgium (Dutch)
  'bv',
  'nv',
  'vof',
  'cv',
  'bvba',
  'cvba',
  'commv',
  'vzw',
  'besloten',
  'naamloze',
  'vennootschap',
  'beperkte',
  'aansprakelijkheid',
  // UK, Ireland, North America, Commonwealth
  'ltd',
  'limited',
  'plc',
  'llp',
  'lp',
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'company',
  'pty',
  'pvt',
  // 'Limited Liability Company' written out
  'liability',
  // Japan (signatures of subsidiaries: 'Sony K.K.', 'Kabushiki Kaisha')
  'kk',
  'kabushiki',
  'kaisha',
  'dac',
  'uc',
  'cic',
  // Nordic countries
  'ab',
  'publ',
  'as',
  'asa',
  'aps',
  'amba',
  'ivs',
  'oy',
  'oyj',
  'ky',
  'hf',
  'ehf',
  'sf',
  'ans',
  'aktiebolag',
  'aktieselskab',
  'anpartsselskab',
  'osakeyhtio',
  'handelsbolag',
  'hb',
  'kb',
  // Poland, Czechia, Slovakia, Hungary, Slovenia, Croatia
  'sp',
  'zoo',
  'spzoo',
  'sk',
  'ska',
  'spolka',
  'ograniczona',
  'odpowiedzialnoscia',
  'akcyjna',
  'sro',
  'spol',
  'vos',
  'ks',
  'kft',
  'zrt',
  'nyrt',
  'bt',
  'kkt',
  'doo',
  'dd',
  'dno',
  'jdoo',
  // Baltics, Romania, Bulgaria, Greece, Cyprus, Malta
  'ou',
  'uab',
  'ab',
  'sia',
  'ad',
  'ood',
  'eood',
  'ead',
  'et',
  'ae',
  'epe',
  'ike',
  'oe',
  'ee',
]);

/** Legal forms written before the name: Baltic and Nordic usage ('UAB Baltic Tools', 'AB Volvo'). */
export const LEADING_LEGAL_FORM_TOKENS: ReadonlySet<string> = new Set([
  'uab',
  'ab',
  'sia',
  'as',
  'ou',
  'oy',
]);

/**
 * Connectors and articles that carry no identity ('Müller & Söhne', 'Smith and Sons',
 * 'Hofmann u. Co.'); 'et' and 'ee' are also legal forms and dropped either way.
 */
export const NAME_STOP_TOKENS: ReadonlySet<string> = new Set([
  'and',
  'und',
  'u',
  'et',
  'en',
  'y',
  'e',
  'i',
  'the',
  'der',
  'die',
  'das',
  'des',
  'le',
  'la',
  'les',
  'il',
  'lo',
  'el',
  'los',
  'las',
  'of',
  'de',
  'van',
  'von',
  'di',
  'da',
  'do',
  'du',
]);

/**
 * Words that many companies carry and that therefore say little about which one is meant:
 * honorific prefixes ('Koninklijke', 'Royal') and generic business nouns. They stay in the name
 * but weigh a fraction of their book IDF.
 */
export const WEAK_NAME_TOKENS: ReadonlySet<string> = new Set([
  'koninklijke',
  'kon',
  'royal',
  'reale',
  'real',
  'konigliche',
  'kgl',
  'holding',
  'holdings',
  'group',
  'gruppe',
  'groupe',
  'grupo',
  'gruppo',
  'groep',
  'international',
  'internationale',
  'internacional',
  'internazionale',
  'industries',
  'industry',
  'industrie',
  'industrial',
  'industriales',
  'industriale',
  'industriel',
  'industrielle',
  'enterprises',
  'enterprise',
  'services',
  'service',
  'solutions',
  'systems',
  'technologies',
  'technology',
  'trading',
  'handel',
  'handels',
  'partners',
  'associates',
  'global',
  'europe',
  'european',
  'euro',
  'manufacturing',
  'products',
  'center',
  'centre',
  'centro',
]);

/**
 * Abbreviations that are not prefixes of the word they stand for, mapped to one canonical token
 * on both sides of a comparison ('Intl' = 'International', 'Mfg' = 'Manufacturing',
 * 'Centre' = 'Center'). Prefix abbreviations ('Ind.', 'Antriebst.') are matched as prefixes.
 */
export const NAME_ABBREVIATIONS: Readonly<Record<string, string>> = {
  intl: 'international',
  int: 'international',
  internat: 'international',
  natl: 'national',
  mfg: 'manufacturing',
  mfrs: 'manufacturers',
  mfr: 'manufacturer',
  bros: 'brothers',
  svc: 'services',
  svcs: 'services',
  grp: 'group',
  mgmt: 'management',
  assoc: 'associates',
  ctr: 'center',
  cntr: 'center',
  centre: 'center',
  cen: 'center',
  tech: 'technology',
  technologies: 'technology',
  system: 'systems',
  service: 'services',
  hldgs: 'holdings',
  hldg: 'holdings',
  holding: 'holdings',
  product: 'products',
  solution: 'solutions',
  enterprise: 'enterprises',
  techn: 'technik',
  engg: 'engineering',
  eng: 'engineering',
  dept: 'department',
  univ: 'university',
  bldg: 'building',
  sys: 'systems',
  ind: 'industries',
  inds: 'industries',
  industrie: 'industries',
  industry: 'industries',
  saint: 'st',
  sankt: 'st',
  mt: 'mount',
  ft: 'fort',
};

/** Written-out and respelt legal forms, as joined tokens, mapped to their short form. */
const LEGAL_FORM_SYNONYMS: Readonly<Record<string, string>> = {
  gesellschaftmbh: 'gmbh',
  gesmbh: 'gmbh',
  gesellschaftbeschrankterhaftung: 'gmbh',
  aktiengesellschaft: 'ag',
  kommanditgesellschaft: 'kg',
  offenehandelsgesellschaft: 'ohg',
  eingetragenerkaufmann: 'ek',
  limited: 'ltd',
  limitedliabilitycompany: 'llc',
  kabushikikaisha: 'kk',
  publiclimitedcompany: 'plc',
  incorporated: 'inc',
  corporation: 'corp',
  sociedadlimitada: 'sl',
  sociedadlimitadaunipersonal: 'slu',
  sociedadanonima: 'sa',
  societeanonyme: 'sa',
  societeresponsabilitelimitee: 'sarl',
  societaresponsabilitalimitata: 'srl',
  societaperazioni: 'spa',
  beslotenvennootschap: 'bv',
  naamlozevennootschap: 'nv',
  osakeyhtio: 'oy',
  aktiebolag: 'ab',
  aktieselskab: 'as',
  anpartsselskab: 'aps',
};

/**
 * The legal form a name ends with, in one spelling ('GmbH', 'G.m.b.H.' and 'Gesellschaft mbH' →
 * 'gmbh'; 'GmbH u. Co. KG' → 'gmbhcokg'), or '' when it has none. Takes `tokenize` output.
 */
export function legalFormKey(tokens: readonly string[]): string {
  let start = tokens.length;
  while (start > 0) {
    const token = tokens[start - 1] ?? '';
    if (!LEGAL_FORM_TOKENS.has(token) && !NAME_STOP_TOKENS.has(token)) break;
    start--;
  }
  // A name that is nothing but legal words has no legal form to compare.
  if (start === 0) return '';
  const joined = tokens
    .slice(start)
    .filter((token) => LEGAL_FORM_TOKENS.has(token))
    .join('');
  return LEGAL_FORM_SYNONYMS[joined] ?? joined;
}

/** Whether two legal-form keys name the same form ('GmbH & Co. KG' is also written 'KG'). */
export function sameLegalForm(left: string, right: string): boolean {
  if (left === '' || right === '') return false;
  if (left === right) return true;
  const pair = [left, right].sort().join(' ');
  return pair === 'gmbhcokg kg' || pair === 'gmbhcokg gmbh';
}
