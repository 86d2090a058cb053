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
  'actions',
  'unipersonnelle',
  'privee',
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
  'sagl',
  'garanzia',
  'accomandita',
  'semplice',
  // Spain, Portugal
  'sl',
  'slu',
  'sll',
  'slne',
  'sau',
  'sal',
  'lda',
  'ltda',
  'sgps',
  'sociedad',
  'limitada',
  'anonima',
  'unipessoal',
  'unipersonal',
  'responsabilidad',
  'sociedade',
  'quotas',
  // Netherlands, Belgium (Dutch)
  'bv',
  'nv',
  'vof',
  'cv',
  // A Dutch coöperatie's liability: 'U.A.' (excluded), 'W.A.', 'B.A.'.
  'ua',
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
  'public',
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
  'pte',
  // A professional limited liability company or corporation ('Hudson River Engineering, P.C.'),
  // and the Canadian 'Limitée' written short ('Les Entreprises Tremblay Ltée'). Cut at the end
  // of a name only: 'PC Tools' keeps its 'PC' (written 'Tools PC', it is lost).
  'pllc',
  'pc',
  'ltee',
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
  'aktiebolaget',
  'publikt',
  'aksjeselskap',
  'allmennaksjeselskap',
  'julkinen',
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
  // 'sp.z o.o.' as tokenised
  'spz',
  'oo',
  'jawna',
  'spj',
  'komandytowa',
  'spk',
  'sro',
  'spol',
  // Czech and Hungarian forms written out ('společnost s ručením omezeným', 'korlátolt
  // felelősségű társaság', 'zártkörűen működő részvénytársaság')
  'spolecnost',
  'rucenim',
  'omezenym',
  'akciova',
  'korlatolt',
  'felelossegu',
  'tarsasag',
  'zartkoruen',
  'mukodo',
  'reszvenytarsasag',
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
  // Croatian, Slovenian and Slovak forms written out ('društvo s ograničenom odgovornošću',
  // 'družba z omejeno odgovornostjo', 'delniška družba', 'spoločnosť s ručením obmedzeným')
  'drustvo',
  'ogranicenom',
  'odgovornoscu',
  'dionicko',
  'druzba',
  'omejeno',
  'odgovornostjo',
  'delniska',
  'spolocnost',
  'obmedzenym',
  'beteti',
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
  // Romanian and Greek forms written out ('societate cu răspundere limitată', 'anonymi etaireia')
  'societate',
  'raspundere',
  'actiuni',
  'anonymi',
  'etaireia',
  'periorismenis',
  'evthynis',
  'ike',
  'oe',
  'ee',
]);

/**
 * Titles and honours written before an owner's name in a company's name ('Dipl.-Ing. H. Seidel
 * Rohrleitungsbau GmbH', 'Cav. Pellegrini Sollevamento S.r.l.'): senders leave them out.
 */
export const LEADING_TITLES: ReadonlySet<string> = new Set([
  'dipl',
  'ing',
  'dr',
  'prof',
  'mag',
  'cav',
  'geom',
  'rag',
  'dott',
  'comm',
]);

/** Legal forms written before the name: Baltic and Nordic usage ('UAB Baltic Tools', 'AB Volvo'). */
export const LEADING_LEGAL_FORM_TOKENS: ReadonlySet<string> = new Set([
  'aktiebolaget',
  'uab',
  'ab',
  'sia',
  'as',
  'ou',
  'oy',
]);

/**
 * Words that join the words of a legal form written out ('Società per Azioni', 'Besloten
 * Vennootschap met beperkte aansprakelijkheid', 'Société par actions simplifiée', 'societate cu
 * răspundere limitată'): part of the form only between two of its words.
 */
const LEGAL_FORM_CONNECTORS: ReadonlySet<string> = new Set([
  'per',
  'par',
  'met',
  'a',
  'in',
  'cu',
  'pe',
  'por',
  'z',
  's',
  'mit',
]);

/**
 * Connectors and articles that carry no identity ('Müller & Söhne', 'Smith and Sons',
 * 'Hofmann u. Co.'); 'et' and 'ee' are also legal forms and dropped either way.
 */
export const NAME_STOP_TOKENS: ReadonlySet<string> = new Set([
  'and',
  'und',
  // Swedish, Danish and Norwegian 'and' ('Uppsala Vatten och Avfall', 'Teknik og Miljø').
  'och',
  'og',
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
  'den',
  'ter',
  'het',
  // Dutch articles and particles cut short ('v.d. Berg', 'v.d.r. Linden').
  'vd',
  'vdr',
  'di',
  'da',
  'do',
  'du',
  'del',
  'della',
  'delle',
  'dello',
  'degli',
  'dei',
  // 'with' in legal forms written out: 'Gesellschaft mit beschränkter Haftung', 'společnost s
  // ručením omezeným', 'spółka z ograniczoną odpowiedzialnością'
  'mit',
  's',
  'z',
]);

/**
 * Business words that name another company of a group when the line adds them to a customer's
 * name ('Hofmann Pumpen Service AG' beside 'Hofmann Pumpen AG', 'Tessaro Oleodinamica Service
 * S.r.l.'): groups put their service, trading, holding, property and leasing arms in companies of
 * their own. Words that name a department as often ('Logistik', 'Sales', 'Finance') are not here.
 */
export const GROUP_COMPANY_WORDS: ReadonlySet<string> = new Set([
  // As the reading writes them (`NAME_ABBREVIATIONS`): 'Service' is 'services', 'Holding' 'holdings'.
  'services',
  'servizi',
  'servicios',
  'servicos',
  'handel',
  'handels',
  'trading',
  'holdings',
  'immobilien',
  'leasing',
  'consulting',
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
  // 'Industry', 'Industrie', 'Industrial' and the like are read as 'industries' (NAME_ABBREVIATIONS).
  'industries',
  'industriales',
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
  // What a company does rather than which one it is ('Checkmark Software', 'Aspyr Media'):
  // senders leave these words out as often as they write them.
  'software',
  'media',
  'multimedia',
  'publishing',
  'publishers',
  'entertainment',
  'interactive',
  'electronics',
  'design',
  'designs',
  'games',
  'studios',
  'laboratories',
  'digital',
  'communications',
  'networks',
  'computer',
  'computers',
  'productions',
  'consulting',
  'innovations',
  'concepts',
  'brands',
  'accessories',
  'distribution',
  'marketing',
  'development',
  'management',
  // Who runs a public body or a club ('Freiwillige Feuerwehr', 'Staatliche Berufsschule',
  // 'Stedelijk Museum', 'Kath. Pfarramt'): left out as often as written.
  'freiwillige',
  'staatliche',
  'stadtische',
  'stadtischer',
  'stadtisches',
  'kommunale',
  'stedelijk',
  'stedelijke',
  'gemeentelijk',
  'gemeentelijke',
  'kath',
  'katholische',
  'katholisches',
  'evangelische',
  'evangelisches',
  'municipale',
  'comunale',
  'municipal',
  'miejska',
  'miejski',
  'samodzielny',
  'publiczny',
  'publiczna',
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
  techs: 'technology',
  // Contractions company lists write ('Red Hat Sftwr', 'Kaspersky Labs', 'Nuance Comms').
  sftwr: 'software',
  mktg: 'marketing',
  prods: 'products',
  dgtl: 'digital',
  entmt: 'entertainment',
  servs: 'services',
  solns: 'solutions',
  ntwks: 'networks',
  accs: 'accessories',
  sply: 'supply',
  assocs: 'associates',
  assn: 'association',
  finl: 'financial',
  comms: 'communications',
  labs: 'laboratories',
  lab: 'laboratories',
  laboratory: 'laboratories',
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
  // Italian contractions around a stop: 'Ind.li' (industriali), 'Ind.le' (industriale).
  indli: 'industries',
  indle: 'industries',
  inds: 'industries',
  industrie: 'industries',
  industry: 'industries',
  // The adjective, in the languages of the book's countries: 'Ind.' stands for it as well.
  ...Object.fromEntries(
    [
      'industrial',
      'industriale',
      'industriali',
      'industriel',
      'industrielle',
      'industrielles',
      'industriels',
      'industrieel',
      'industriele',
      'industriell',
      'industria',
      'industrias',
    ].map((word) => [word, 'industries']),
  ),
  saint: 'st',
  // A street in a name is written short as often ('Quay St. Oyster Bar', 'Vine St. BBQ'): both
  // read as 'St', like a saint (tokenised 'avenue' is 'avenu').
  street: 'st',
  ave: 'avenu',
  rd: 'road',
  bbq: 'barbecu',
  sankt: 'st',
  sainte: 'st',
  ste: 'st',
  san: 'st',
  sant: 'st',
  santa: 'st',
  santo: 'st',
  sao: 'st',
  mt: 'mount',
  ft: 'fort',
  mtn: 'mountain',
  mtns: 'mountains',
  cdn: 'canadian',
  cty: 'county',
  cnty: 'county',
  coop: 'cooperative',
  uni: 'university',
  hosp: 'hospital',
  fab: 'fabrication',
  // Written first, 'Cie' is the company's name ('Cie Normande d'Emballage'); ending it, the
  // legal form ('Dupont & Cie'), cut before this reading.
  cie: 'compagnie',
  flli: 'brothers',
  hnos: 'brothers',
  diensten: 'services',
  metropolitan: 'metro',
  met: 'metro',
  // What an organisation is, in the languages of the EU: public lists and senders translate it
  // ('Paderborn University' for 'Universität Paderborn', 'City of Västerås' for 'Västerås stad').
  ...Object.fromEntries(
    [
      'universita',
      'universitat',
      'universite',
      'universiteit',
      'universitet',
      'universidad',
      'universidade',
      'uniwersytet',
      'univerzita',
      'yliopisto',
    ].map((word) => [word, 'university']),
  ),
  ...Object.fromEntries(
    [
      'gemeente',
      'gemeinde',
      'kommune',
      'kommun',
      'comune',
      'municipio',
      'ayuntamiento',
      'gmina',
      'kunta',
      'stad',
      'stadt',
      'city',
      'ville',
      'citta',
      'ciudad',
      'municipal',
      'mairie',
      'ajuntament',
    ].map((word) => [word, 'municipality']),
  ),
  ...Object.fromEntries(
    [
      'hospital',
      'ziekenhuis',
      'zkh',
      'ospedale',
      'osp',
      'hopital',
      'krankenhaus',
      'klinikum',
      'szpital',
      'nemocnice',
      'sjukhus',
      'sygehus',
    ].map((word) => [word, 'hospital']),
  ),
  ...Object.fromEntries(
    ['parish', 'paroisse', 'parrocchia', 'parroquia', 'pfarrei', 'pfarramt', 'parochie'].map(
      (word) => [word, 'parish'],
    ),
  ),
  // A family firm's and a trade's words, translated as senders write their name abroad
  // ('Martin and Sons' for 'Martin & Fils', 'Arnold Plastics' for 'Arnold Kunststoffe',
  // 'HämeTekniikka Pumps' for 'HämeTekniikka Pumput').
  ...translated('sons', 'sohne soehne sons fils figli hijos filhos zonen synowie'),
  ...translated('brothers', 'gebruder gebrueder brothers bros freres fratelli hermanos irmaos'),
  ...translated('brothers', 'gebroeders bracia bratri brodrene brodrena'),
  ...translated('plastics', 'kunststoff kunststoffe plastics plastique plastiques plastica'),
  ...translated('plastics', 'plastiche plasticos kunststof kunststoffen tworzywa muovi'),
  ...translated('pumps', 'pumpen pumps pompes pompe bombas pompen pompy pumput pumpar'),
  ...translated('steel', 'stahl steel acier acciaio acero staal stal teras'),
  ...translated('tools', 'werkzeuge tools tooling outillage outils utensili herramientas'),
  ...translated('tools', 'gereedschap gereedschappen narzedzia tyokalut verktyg'),
};

/** Each of a word's translations (`words`, space-separated) as that one word. */
function translated(word: string, words: string): Record<string, string> {
  return Object.fromEntries(words.split(' ').map((each) => [each, word]));
}

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
  societaazioni: 'spa',
  beslotenvennootschap: 'bv',
  naamlozevennootschap: 'nv',
  osakeyhtio: 'oy',
  aktiebolag: 'ab',
  spolkajawna: 'spj',
  spolkakomandytowa: 'spk',
  spolkaograniczonaodpowiedzialnoscia: 'spzoo',
  spolkaakcyjna: 'sa',
  societagaranzialimitata: 'sagl',
  societaaccomanditasemplice: 'sas',
  societeactions: 'sas',
  societeactionssimplifiee: 'sas',
  societeactionssimplifieeunipersonnelle: 'sasu',
  societepriveeresponsabilitelimitee: 'sprl',
  sociedadeanonima: 'sa',
  sociedadequotas: 'lda',
  sociedadresponsabilidadlimitada: 'sl',
  beslotenvennootschapbeperkteaansprakelijkheid: 'bv',
  aktiebolaget: 'ab',
  publiktaktiebolag: 'ab',
  aksjeselskap: 'as',
  allmennaksjeselskap: 'asa',
  julkinenosakeyhtio: 'oyj',
  drustvoogranicenomodgovornoscu: 'doo',
  druzbaomejenoodgovornostjo: 'doo',
  delniskadruzba: 'dd',
  dionickodrustvo: 'dd',
  spolocnostrucenimobmedzenym: 'sro',
  akciovaspolocnost: 'as',
  betetitarsasag: 'bt',
  societateraspunderelimitata: 'srl',
  societateactiuni: 'sa',
  anonymietaireia: 'ae',
  etaireiaperiorismenisevthynis: 'epe',
  spolecnostrucenimomezenym: 'sro',
  akciovaspolecnost: 'as',
  korlatoltfelelossegutarsasag: 'kft',
  zartkoruenmukodoreszvenytarsasag: 'zrt',
  aktieselskab: 'as',
  anpartsselskab: 'aps',
};

/**
 * The legal form a name ends with, in one spelling ('GmbH', 'G.m.b.H.' and 'Gesellschaft mbH' →
 * 'gmbh'; 'GmbH u. Co. KG' → 'gmbhcokg'), or '' when it has none. Takes `tokenize` output.
 */
export function legalFormKey(tokens: readonly string[]): string {
  const start = legalTailStart(tokens);
  // A name that is nothing but legal words has no legal form to compare.
  if (start === 0) return '';
  const joined = tokens
    .slice(start)
    .filter((token) => LEGAL_FORM_TOKENS.has(token))
    .join('');
  return canonicalLegalForm(joined);
}

/**
 * Where the run of legal-form words and connectors that ends a name begins ('Bauer Pumpen
 * Gesellschaft mit beschränkter Haftung' → 2), `tokens.length` when none ends it; never before
 * `keep`. Takes `tokenize` output.
 */
export function legalTailStart(tokens: readonly string[], keep = 0): number {
  let start = tokens.length;
  while (start > keep) {
    const token = tokens[start - 1] ?? '';
    const joining =
      LEGAL_FORM_CONNECTORS.has(token) &&
      start < tokens.length &&
      LEGAL_FORM_TOKENS.has(tokens[start - 2] ?? '');
    if (!LEGAL_FORM_TOKENS.has(token) && !NAME_STOP_TOKENS.has(token) && !joining) break;
    start--;
  }
  return start;
}

/** A legal form's words, joined, in their one spelling ('limited' → 'ltd'). */
export function canonicalLegalForm(joined: string): string {
  return LEGAL_FORM_SYNONYMS[joined] ?? joined;
}

/** Whether two legal-form keys name the same form ('GmbH & Co. KG' is also written 'KG'). */
export function sameLegalForm(left: string, right: string): boolean {
  if (left === '' || right === '') return false;
  if (left === right) return true;
  const pair = [left, right].sort().join(' ');
  return pair === 'gmbhcokg kg' || pair === 'gmbhcokg gmbh';
}
