import { describe, expect, it } from 'vitest';
import { extractClues } from '#domain/customer/clues';
import { buildCustomerIndex, companyNameTokens, matchCustomer } from '#domain/customer/index';
import { legalFormKey, sameLegalForm } from '#domain/customer/legal-forms';
import {
  streetKeysInText,
  streetNumberKeys,
  tokenize,
  tradingNames,
} from '#domain/customer/normalize';
import type { CustomerRecord } from '#domain/master-data/schemas';

describe('company-name normalisation', () => {
  it('reads one legal form however it is written', () => {
    const key = (name: string) => legalFormKey(tokenize(name));
    expect(key('Müller Antriebe GmbH & Co. KG')).toBe('gmbhcokg');
    expect(key('Müller Antriebe GmbH u. Co. KG')).toBe('gmbhcokg');
    expect(key('Müller Antriebe Gesellschaft mbH')).toBe('gmbh');
    expect(key('Müller Antriebe G.m.b.H.')).toBe('gmbh');
    expect(key('Dupont Services S.à r.l.')).toBe('sarl');
    expect(key('Nowak Narzędzia Sp. z o.o.')).toBe('spzoo');
    expect(key('Rossi Impianti S.p.A.')).toBe(key('Rossi Impianti SpA'));
    expect(key('Smith Tools Limited')).toBe('ltd');
    expect(key('Smith Tools')).toBe('');
    expect(key('Castillo Mecanizados S..LU.')).toBe('slu');
    expect(key('Müller Antriebe GmbH & Co.KG')).toBe(key('Müller Antriebe GmbH & Co. KG'));
    expect(key('Grupo Bimbo S.A. de C.V.')).toBe(key('Grupo Bimbo SA de CV'));
    // Written out, in full or in part.
    expect(key('Bauer Pumpen Gesellschaft mit beschränkter Haftung')).toBe('gmbh');
    expect(key('Kovács Gépgyártó Korlátolt Felelősségű Társaság')).toBe('kft');
    expect(key('Mazur Instalacje Sanitarne spółka jawna')).toBe(key('Mazur Sp.j.'));
    expect(key('Podlaskie Palety sp.z o.o.')).toBe('spzoo');
    expect(key('Novák Elektro společnost s ručením omezeným')).toBe('sro');
    expect(key('Hudson River Engineering, P.C.')).toBe('pc');
    expect(companyNameTokens('PC Tools')).toEqual(['pc', 'tools']);
    expect(tokenize("AT&T Int'l")).toEqual(['att', 'intl']);
    expect(tokenize('Buy.com')).toEqual(['buy', 'com']);
    expect(sameLegalForm('kg', 'gmbhcokg')).toBe(true);
    expect(sameLegalForm('sas', 'sarl')).toBe(false);
  });

  it('cuts legal forms at the ends only, connectors anywhere, and writes abbreviations out', () => {
    expect(companyNameTokens('Vos Onderhoud V.O.F.')).toEqual(['vos', 'onderhoud']);
    expect(companyNameTokens('UAB Baltic Tools')).toEqual(['baltic', 'tools']);
    expect(companyNameTokens('Smith & Sons Intl. Mfg. Co.')).toEqual([
      'smith',
      'sons',
      'international',
      'manufacturing',
    ]);
    // Italian 'F.lli' without its stop, Dutch 'Diensten', a coöperatie's 'U.A.'.
    expect(companyNameTokens('Flli Bellandi S.p.A.')).toEqual(
      companyNameTokens('Fratelli Bellandi S.p.A.'),
    );
    expect(companyNameTokens('Blauwdruk IT Diensten B.V.')).toEqual(
      companyNameTokens('Blauwdruk IT Services B.V.'),
    );
    expect(companyNameTokens('Zuivelcoöperatie Noordland U.A.')).toEqual([
      'zuivelcooperatie',
      'noordland',
    ]);
    // 'Co-op', 'Co-operative' and 'Cooperative' are one word.
    expect(companyNameTokens('Lone Pine Dairy Co-op')).toEqual(
      companyNameTokens('Lone Pine Dairy Cooperative'),
    );
    expect(companyNameTokens('Murray River Dairy Co-operative')).toEqual(
      companyNameTokens('Murray River Dairy Co op'),
    );
    // 'Coop' is the name word 'Cooperative', not a legal form cut off.
    expect(companyNameTokens('Coastal Electric Coop')).toEqual(
      companyNameTokens('Coastal Electric Cooperative, Inc.'),
    );
    expect(companyNameTokens('v.d. Berg Elektrotechniek')).toEqual(
      companyNameTokens('Van den Berg Elektrotechniek B.V.'),
    );
    expect(companyNameTokens('Abraham Lincoln Centre - Donoghue')).toEqual(
      companyNameTokens('Abraham Lincoln Center Donoghue'),
    );
  });

  it('writes ordinals and numbers of two words in digits, cardinals alone as words', () => {
    expect(companyNameTokens('Twenty-First Century Plastics Corp')).toEqual(
      companyNameTokens('21st Century Plastics Corporation'),
    );
    expect(tokenize('Thirty Second Street')).toEqual(tokenize('32nd Street'));
    expect(tokenize('Forty two Tools')).toEqual(['42', 'tools']);
    // 'Ten One Design' is also 'TOD', 'Phase One' also 'PhaseOne'.
    expect(tokenize('Ten One Design')).toEqual(['ten', 'one', 'design']);
  });

  it('cuts a legal form written out the way registers write it, connectors and all', () => {
    const written = (name: string) => [companyNameTokens(name), legalFormKey(tokenize(name))];
    expect(written('GENTILE CHIMICA SOCIETÀ PER AZIONI')).toEqual([['gentile', 'chimica'], 'spa']);
    expect(
      written('Schouten Transportbanden Besloten Vennootschap met beperkte aansprakelijkheid'),
    ).toEqual([['schouten', 'transportbanden'], 'bv']);
    expect(written('FONDERIE CHEVALIER SOCIETE PAR ACTIONS SIMPLIFIEE')).toEqual([
      ['fonderie', 'chevalier'],
      'sas',
    ]);
    expect(written('ROSSI IMPIANTI SOCIETÀ A GARANZIA LIMITATA')).toEqual([
      ['rossi', 'impianti'],
      'sagl',
    ]);
    expect(written('Halvorsen Verktøy Aksjeselskap')).toEqual([['halvorsen', 'verktoy'], 'as']);
    expect(written('Carvalho Alimentar Sociedade Anónima')).toEqual([
      ['carvalho', 'alimentar'],
      'sa',
    ]);
    expect(written('Marsh Chemicals Public Limited Company')).toEqual([
      ['marsh', 'chemicals'],
      'plc',
    ]);
    expect(written('Jadran Servis Društvo s ograničenom odgovornošću')).toEqual([
      ['jadran', 'servis'],
      'doo',
    ]);
    expect(written('Ionescu Electro Societate cu Răspundere Limitată')).toEqual([
      ['ionescu', 'electro'],
      'srl',
    ]);
    expect(companyNameTokens('AKTIEBOLAGET GUSTAFSSON LIVSMEDELSTEKNIK')).toEqual([
      'gustafsson',
      'livsmedelsteknik',
    ]);
    // A connector joins a form's words only between two of them: 'Golf per Tutti' keeps its 'per'.
    expect(companyNameTokens('Golf per Tutti SpA')).toEqual(['golf', 'per', 'tutti']);
  });

  it('keys a street by house number and street word, written either way round', () => {
    expect(streetNumberKeys('Siemensstraße 116')).toEqual(['116 siemens']);
    expect(streetNumberKeys('67 N. Raymond Ave.')).toContain('67 raymond');
    expect(streetNumberKeys('Via Roma, 100')).toEqual(['100 roma']);
    const text = 'Kind regards\nJo Lee\n67 north raymond avenue\nPasadena';
    expect(streetKeysInText(text).has('67 raymond')).toBe(true);
  });
});

const book: CustomerRecord[] = [
  {
    customer_id: 'C-STEIN',
    name: 'Stein Anlagenbau GmbH',
    status: 'active',
    address: { street: 'Hafenstraße 12', postal_code: '28217', city: 'Bremen', country: 'DE' },
  },
  {
    customer_id: 'C-STEIN-NORD',
    name: 'Stein Anlagenbau Nord GmbH',
    status: 'active',
    address: { street: 'Kieler Str. 80', postal_code: '24768', city: 'Rendsburg', country: 'DE' },
  },
  { customer_id: 'C-BOYER-SAS', name: 'Industrie Boyer SAS', status: 'active' },
  { customer_id: 'C-BOYER-EURL', name: 'Industrie Boyer EURL', status: 'active' },
  {
    customer_id: 'C-KESSEL',
    name: 'Kessel Antriebstechnik AG',
    status: 'active',
  },
  {
    customer_id: 'C-YUJEAN',
    name: "Yujean Kang's",
    status: 'active',
    country: 'US',
    phones: ['+18185850855'],
    address: { street: '67 N. Raymond Ave.', city: 'Pasadena', country: 'US' },
  },
  {
    customer_id: 'C-CITRUS',
    name: 'Citrus',
    status: 'active',
    country: 'US',
    phones: ['+12138570034'],
    address: { street: '6703 Melrose Ave.', city: 'Los Angeles', country: 'US' },
  },
  { customer_id: 'C-IBM', name: 'International Business Machines Corp.', status: 'active' },
  { customer_id: 'C-GIT', name: 'Git Corp', status: 'active' },
  { customer_id: 'C-NOVA', name: 'Novastor Technologies Corporation', status: 'active' },
  { customer_id: 'C-ASPYR', name: 'Aspyr Media', status: 'active' },
  { customer_id: 'C-CA', name: 'Computer Associates', status: 'active' },
  { customer_id: 'C-ATT', name: 'American Telephone and Telegraph Company', status: 'active' },
  { customer_id: 'C-HRB', name: 'H & R Block', status: 'active' },
  { customer_id: 'C-MAJESCO', name: 'Majesco Entertainment', status: 'active' },
  { customer_id: 'C-HP', name: 'HP Inc.', status: 'active' },
];
const index = buildCustomerIndex({ customers: book });

const fromFreeMail = (signature: string) =>
  matchCustomer(index, {
    case_id: 'sig',
    sender: 'someone1984@gmail.com',
    body: `Hello,\nplease send us a quote.\n\nBest regards\nAnna Weber\n${signature}`,
  });

describe('matching a free-mail signature', () => {
  // Company line as written → the customer it names.
  it.each([
    ['one more word is another name', 'Stein Anlagenbau GmbH', 'C-STEIN'],
    ['one more word is another name', 'Stein Anlagenbau Nord GmbH', 'C-STEIN-NORD'],
    ['the legal form written breaks a tie', 'Industrie Boyer EURL', 'C-BOYER-EURL'],
    ['the legal form written breaks a tie', 'INDUSTRIE BOYER S.A.S.', 'C-BOYER-SAS'],
    ['a legal form inside the line breaks a tie', 'Boyer EURL Industrie', 'C-BOYER-EURL'],
    ['a typo and an abbreviation', 'Kesel Antriebst. AG', 'C-KESSEL'],
    ['a legal form written out', 'KESSEL ANTRIEBSTECHNIK AKTIENGESELLSCHAFT', 'C-KESSEL'],
    ['a legal form cut short, a business word abbreviated', 'Novastor Tech. Corporat.', 'C-NOVA'],
    ['a misspelt legal form, the singular', 'Novastor Technology Compny', 'C-NOVA'],
    ['a typo in a business word', 'Novastor Technolgies', 'C-NOVA'],
    ['two words written as one', 'KesselAntriebstechnik AG', 'C-KESSEL'],
    ['two words written as one, an o and an e meeting', 'MajescoEntertainment', 'C-MAJESCO'],
    ['a word written together with a business word', 'NovastorTechnologies', 'C-NOVA'],
    ['one word written as two', 'Nova Stor Technologies', 'C-NOVA'],
    ['the branch country after the name', 'Kessel Antriebstechnik Deutschland', 'C-KESSEL'],
    ['a region of two words after the name', 'Kessel Antriebstechnik (North America)', 'C-KESSEL'],
    ['a web address for the name', 'Novastor.com', 'C-NOVA'],
    ['a web address without its dot', 'NOVASTORCOM', 'C-NOVA'],
    ['a legal form the book does not write', 'Kessel Antriebstechnik K.K.', 'C-KESSEL'],
    ['a legal form written out', 'Git Limited Liability Company', 'C-GIT'],
    ['a contraction of a business word', "Novastor Techs Int'l", 'C-NOVA'],
    ['what the company does left out', 'Aspyr Inc.', 'C-ASPYR'],
    ['a name made of generic words', 'Computer Associates Ltd', 'C-CA'],
  ])('reads the company line (%s): %s', (_rule, line, customerId) => {
    expect(fromFreeMail(line).customer_id).toBe(customerId);
  });

  it('reads initials and names of two or three letters only as a company line of their own', () => {
    expect(fromFreeMail('IBM').customer_id).toBe('C-IBM');
    expect(fromFreeMail('GIT CORP.').customer_id).toBe('C-GIT');
    expect(fromFreeMail('AT&T').customer_id).toBe('C-ATT');
    expect(fromFreeMail('HRB').customer_id).toBe('C-HRB');
    expect(fromFreeMail('The HP Company').customer_id).toBe('C-HP');
    const inProse = matchCustomer(index, {
      case_id: 'prose',
      sender: 'someone1984@gmail.com',
      body: 'Hello,\nwe use git and IBM servers, please quote the list.\n5 HP motors\n\nAnna Weber',
    });
    expect(inProse.customer_id).toBe('');
  });

  it('does not read a job title one letter from a name as that customer', () => {
    const result = matchCustomer(index, {
      case_id: 'buyer',
      sender: 'mia.keller@sintec.example',
      body: 'Buongiorno,\nofferta per 20 viti.\n\nMia Keller\nBuyer\nSintec S.r.l.',
    });
    expect(result.customer_id).toBe('');
  });

  it('matches street, city and a phone written without its country code', () => {
    const result = fromFreeMail(
      "Yujean Kang's Gourmet Chinese Cuisine\n67 N. Raymond Ave.\nLos Angeles\n818/585-0855",
    );
    expect(result.customer_id).toBe('C-YUJEAN');
    const signals = result.rationale_signals.map((signal) => signal.signal);
    expect(signals).toContain('phone_customer');
    expect(signals).toContain('street_match');
  });

  it('finds a customer by street and city alone, but not the same street under another postal code', () => {
    const byAddress = fromFreeMail('6703 Melrose Avenue\nLos Angeles, CA');
    expect(byAddress.customer_id).toBe('C-CITRUS');
    const elsewhere = matchCustomer(index, {
      case_id: 'other-building',
      sender: 'x@gmail.com',
      body: 'Grüße\nNeue Firma\nHafenstraße 12\n28219 Bremen',
    });
    expect(elsewhere.rationale_signals.map((signal) => signal.signal)).not.toContain(
      'street_match',
    );
  });
});

describe('company line labels and dataset records', () => {
  it('reads a labelled company line as the name alone', () => {
    const result = fromFreeMail('Firma: Stein Anlagenbau Nord GmbH');
    expect(result.customer_id).toBe('C-STEIN-NORD');
    const signal = result.rationale_signals.find((entry) => entry.signal === 'name_match');
    expect(signal?.evidence?.line_share).toBe(1);
  });
});

describe('a company name that is only part of the company line', () => {
  it('scores a name-only match lower when the line has distinctive words the name lacks', () => {
    const plain = fromFreeMail('Kessel Antriebstechnik AG');
    const longer = fromFreeMail('Kessel Antriebstechnik Verpackungsmaschinen Zimmermann AG');
    expect(plain.customer_id).toBe('C-KESSEL');
    expect(longer.raw_score).toBeLessThan(plain.raw_score * 0.5);
  });

  it('counts a business word the name lacks as another company', () => {
    const plain = fromFreeMail('Kessel Antriebstechnik AG');
    const longer = fromFreeMail('Kessel Antriebstechnik Industries AG');
    expect(plain.customer_id).toBe('C-KESSEL');
    expect(longer.raw_score).toBeLessThan(plain.raw_score * 0.9);
  });

  it("trusts a name alone less where the line adds a group company's word", () => {
    const plain = fromFreeMail('Kessel Antriebstechnik AG');
    const service = fromFreeMail('Kessel Antriebstechnik Service AG');
    expect(service.match_rationale).toContain('group_company_word=services');
    expect(service.raw_score).toBeLessThan(plain.raw_score * 0.6);
  });

  // Words on the line that are not another company's: the score of the plain line stays.
  it.each([
    ['a legal-form code with a typo ending the line', 'Kessel Antriebstechnik GmbhH'],
    ["the name's initials in brackets beside it", 'Kessel Antriebstechnik AG (KA)'],
  ])('reads %s as part of the name: %s', (_words, line) => {
    const plain = fromFreeMail('Kessel Antriebstechnik AG');
    const result = fromFreeMail(line);
    expect(result.customer_id).toBe('C-KESSEL');
    expect(result.raw_score).toBeGreaterThan(plain.raw_score * 0.9);
  });

  it('keeps the score when a phone corroborates the name', () => {
    const plain = fromFreeMail('Citrus\n213/857-0034');
    const longer = fromFreeMail('Citrus Media Publishing\n213/857-0034');
    expect(longer.customer_id).toBe('C-CITRUS');
    expect(longer.raw_score).toBeGreaterThan(plain.raw_score * 0.9);
  });
});

describe('a company named in running text', () => {
  const inBody = (sentence: string) =>
    matchCustomer(index, {
      case_id: 'body',
      sender: 'k.lehmann1975@gmail.com',
      body: `Guten Tag,\n\n${sentence}\n\nGruß\nKarl Lehmann`,
    });

  it('is read on its run of capitalised words, not against the whole sentence', () => {
    const result = inBody(
      'wir von der Kessel Antriebstechnik in Kiel brauchen 20 Kupplungen, bitte um ein Angebot.',
    );
    expect(result.customer_id).toBe('C-KESSEL');
    const signal = result.rationale_signals.find((entry) => entry.signal === 'name_match');
    expect(signal?.evidence?.line_share).toBe(1);
  });

  it('still counts a word of the run that the name lacks', () => {
    const result = inBody(
      'wir von der Kessel Antriebstechnik Zimmermann in Kiel brauchen 20 Kupplungen, bitte.',
    );
    const signal = result.rationale_signals.find((entry) => entry.signal === 'name_match');
    expect(Number(signal?.evidence?.line_share ?? 0)).toBeLessThan(1);
    expect(result.raw_score).toBeLessThan(0.5);
  });
});

describe('an organisation named after a lead-in', () => {
  const councils = buildCustomerIndex({
    customers: [
      { customer_id: 'C-FUNCHAL', name: 'Câmara Municipal de Funchal', status: 'active' },
      { customer_id: 'C-LISBOA', name: 'Câmara Municipal de Lisboa', status: 'active' },
      { customer_id: 'C-LYCEE', name: 'Lycée technique de Mondorf-les-Bains', status: 'active' },
      { customer_id: 'C-MUNICH', name: 'Stadtverwaltung München', status: 'active' },
      { customer_id: 'C-SMA', name: "Société Mécanique d'Alsace SARL", status: 'active' },
    ],
  });
  const inBody = (sentence: string) =>
    matchCustomer(councils, {
      case_id: 'lead-in',
      sender: 'a.teixeira77@gmail.com',
      body: `Bom dia,\n\n${sentence}\n\nCumprimentos,\nAna Teixeira`,
    }).customer_id;

  it('reads what a colon introduces, to the end of its sentence', () => {
    expect(
      inBody(
        'Escrevo em nome de: Câmara Municipal de Funchal. Quando podemos contar com a entrega?',
      ),
    ).toBe('C-FUNCHAL');
    expect(inBody('Besteller: Stadtverwaltung München\nHiermit bestellen wir 200 Stk.')).toBe(
      'C-MUNICH',
    );
  });

  it('reads what words saying for whom the sender buys introduce', () => {
    expect(
      inBody("Je m'occupe des achats pour Lycée technique de Mondorf-les-Bains. Merci de …"),
    ).toBe('C-LYCEE');
  });

  it('reads the company the sender writes from, named after its word for a company', () => {
    expect(
      inBody("Je vous contacte de la part de la société Société Mécanique d'Alsace. Merci."),
    ).toBe('C-SMA');
  });
});

describe('what an organisation is, translated', () => {
  const organisations: CustomerRecord[] = [
    { customer_id: 'C-UPB', name: 'Universität Paderborn', status: 'active' },
    { customer_id: 'C-VAS', name: 'Västerås stad', status: 'active' },
    { customer_id: 'C-UNIGE', name: 'Università degli Studi di Genova', status: 'active' },
  ];
  const organisationIndex = buildCustomerIndex({ customers: organisations });
  const signed = (line: string) =>
    matchCustomer(organisationIndex, {
      case_id: 'org',
      sender: 'workshop77@gmail.com',
      body: `Hello,\nplease quote 30 door closers.\n\nRegards\nProperty Management\n${line}`,
    });
  const coverage = (line: string) =>
    signed(line).rationale_signals.find((entry) => entry.signal === 'name_match')?.evidence
      ?.coverage;

  it('is the same word in every EU language', () => {
    expect(companyNameTokens('Universität Paderborn')).toEqual(['university', 'paderborn']);
    expect(companyNameTokens('City of Västerås')).toEqual(['municipality', 'vasteras']);
    expect(coverage('Paderborn University')).toBe(1);
    expect(signed('City of Västerås').customer_id).toBe('C-VAS');
  });

  it("translates a family firm's and a trade's words", () => {
    expect(companyNameTokens('Martin and Sons')).toEqual(companyNameTokens('Martin & Fils'));
    expect(companyNameTokens('Gebrüder Arnold Kunststoffe')).toEqual([
      'brothers',
      'arnold',
      'plastics',
    ]);
    expect(companyNameTokens('HämeTekniikka Pumps')).toEqual(
      companyNameTokens('HämeTekniikka Pumput'),
    );
    expect(companyNameTokens('F.lli Rossi Utensili')).toEqual(['brothers', 'rossi', 'tools']);
  });

  it('leaves the articles inside a name out, as elsewhere', () => {
    expect(companyNameTokens('Università degli Studi di Genova')).toEqual([
      'university',
      'studi',
      'genova',
    ]);
  });
});

describe('VAT numbers in the text', () => {
  const clues = (body: string) =>
    extractClues({ case_id: 'vat', sender: '', body }, new Set()).vatIds;

  it('reads a VAT id with dots and spaces, not the words after a country code', () => {
    expect(
      clues('Please confirm the date.\n\nFor invoicing: VAT BE 0127.538.172\nKind regards'),
    ).toEqual(['BE0127538172']);
    expect(clues('Sidste levering af koblinger.')).toEqual([]);
  });

  it('reads the national numbers that are the VAT digits under their own label', () => {
    expect(clues('Med venlig hilsen\nBogholderiet\nCVR 29653305')).toEqual(['DK29653305']);
    expect(clues('Dział zakupów\nNIP 525-000-12-34')).toEqual(['PL5250001234']);
    expect(clues('Responsabile Acquisti\nPartita IVA: 00859103063')).toEqual(['IT00859103063']);
    expect(clues('Segreteria\nP.IVA/C.F. 03896466861')).toEqual(['IT03896466861']);
    expect(clues('Highways Depot\nVAT No. 532 8000 99')).toEqual(['GB532800099']);
    expect(clues('Manutenção\nNIF 531243226')).toEqual(['PT531243226']);
    expect(clues('Produktionsledare\nOrg.nr 556484-7894')).toEqual(['SE556484789401']);
    expect(clues('Innkjøp\nOrg.nr. 923 609 016')).toEqual(['NO923609016MVA']);
    expect(clues('Hankinta\nY-tunnus 1572860-0')).toEqual(['FI15728600']);
    // The French key is computed from the SIREN, as a SIRET holds it.
    expect(clues('Service achats\nSIRET 404 833 048 00022')).toEqual(['FR83404833048']);
  });
});

describe('a legal form written out at the end of the company line', () => {
  const legalBook: CustomerRecord[] = [
    { customer_id: 'C-BAUER', name: 'Bauer Pumpen GmbH', status: 'active' },
    { customer_id: 'C-UMWELT', name: 'Gesellschaft für Umwelttechnik mbH', status: 'active' },
    { customer_id: 'C-HAFTUNG', name: 'Haftung Logistik GmbH', status: 'active' },
  ];
  const legalIndex = buildCustomerIndex({ customers: legalBook });
  it("is the sender's legal form, even where book names hold its words", () => {
    const match = matchCustomer(legalIndex, {
      case_id: 'written-out',
      sender: 'j.lindner77@web.de',
      body: 'Guten Tag,\nbitte ein Angebot.\n\nViele Grüße\nJörg Lindner\nBauer Pumpen Gesellschaft mit beschränkter Haftung',
    });
    expect(match.customer_id).toBe('C-BAUER');
  });
});

describe('a compound written in two words', () => {
  it('is read as the book writes it, whatever form the reading gives the second word', () => {
    const book = buildCustomerIndex({
      customers: [
        { customer_id: 'ELBE', name: 'Elbe Kranservice GmbH', status: 'active' },
        { customer_id: 'ELBE-LOG', name: 'Elbe Logistik GmbH', status: 'active' },
      ],
    });
    const result = matchCustomer(book, {
      case_id: 'compound',
      sender: 'monika.schulz77@gmx.de',
      body: 'Hallo,\nbitte um ein Angebot.\n\nMfG\nMonika Schulz\nElbe Kran-Service GmbH',
    });
    expect(result.customer_id).toBe('ELBE');
    expect(result.match_rationale).toContain('line_share_strict=1');
  });
});

describe("a group's companies told apart by their own identifiers", () => {
  const group: CustomerRecord[] = [
    { customer_id: 'SG', name: 'Sangiorgi S.p.A.', country: 'IT', status: 'active' },
    {
      customer_id: 'SG-RID',
      name: 'Sangiorgi Riduttori S.r.l.',
      country: 'IT',
      parent_customer_id: 'SG',
      phones: ['+390523985143'],
      status: 'active',
    },
    {
      customer_id: 'WG',
      name: 'Wennerholm Gjuteri AB',
      country: 'SE',
      vat_id: 'SE556366555901',
      status: 'active',
    },
    {
      customer_id: 'WG-BORAS',
      name: 'Wennerholm Gjuteri AB – Fabrik Borås',
      country: 'SE',
      parent_customer_id: 'WG',
      status: 'active',
    },
    { customer_id: 'OTHER-1', name: 'Bauer Pumpen GmbH', country: 'DE', status: 'active' },
    { customer_id: 'OTHER-2', name: 'Rossi Impianti S.r.l.', country: 'IT', status: 'active' },
  ];
  const groupIndex = buildCustomerIndex({ customers: group });
  const signed = (signature: string) =>
    matchCustomer(groupIndex, {
      case_id: 'group',
      sender: 'buyer1984@hotmail.it',
      body: `Buongiorno,\nvi chiediamo un'offerta.\n\nSaluti\nMatteo Colombo\n${signature}`,
    }).customer_id;

  it("reads the group's name beside a subsidiary's own phone as that subsidiary", () => {
    expect(signed('Sangiorgi\nTel: +39 0523 985143')).toBe('SG-RID');
    expect(signed('Sangiorgi S.p.A.')).toBe('SG');
  });

  it("reads the VAT id of a plant's company for the plant named on the line", () => {
    expect(signed('Wennerholm Gjuteri AB, Fabrik Borås\nVAT SE556366555901')).toBe('WG-BORAS');
    expect(signed('Wennerholm Gjuteri AB\nVAT SE556366555901')).toBe('WG');
  });
});

describe("the sender's mailbox name on a generic mail domain", () => {
  const firm = (id: string, name: string, street: string, code: string, city: string) =>
    ({
      customer_id: id,
      name,
      status: 'active',
      country: 'IT',
      address: { street, postal_code: code, city, country: 'IT' },
    }) as CustomerRecord;
  const index = buildCustomerIndex({
    customers: [
      firm('C-STAMPI', 'Galli Stampi S.r.l.', 'Via Varesina 122', '22079', 'Villa Guardia'),
      firm('C-SERRAMENTI', 'Galli Serramenti S.r.l.', 'Via Milano 4', '25126', 'Brescia'),
      firm(
        'C-STADTWERKE',
        'Stadtwerke Bad Segeberg GmbH',
        'Kurhausstraße 60',
        '23795',
        'Bad Segeberg',
      ),
      firm(
        'C-MENUISERIE',
        'Schneider Frères Menuiserie',
        '4 rue des Vosges',
        '67200',
        'Strasbourg',
      ),
    ],
  });
  const mail = (sender: string, signature: string) =>
    matchCustomer(index, {
      case_id: 'c',
      sender,
      body: `Buongiorno,\n\nvi inviamo il nostro ordine.\n\n${signature}`,
    }).customer_id;

  it('names the words of the company a short signature leaves out', () => {
    expect(mail('galli.stampi@gmail.com', 'Galli, Villa Guardia')).toBe('C-STAMPI');
    expect(mail('m.rossi@gmail.com', 'Galli, Villa Guardia')).toBe('');
  });

  it('adds nothing to a town, nor to a company line with words the name lacks', () => {
    expect(mail('stadtwerke.segeberg.netz@gmail.com', 'Wasserverband Segeberg\nBad Segeberg')).toBe(
      '',
    );
    expect(mail('schneider.freres.colmar@gmail.com', 'Schneider et Fils Menuiserie\nColmar')).toBe(
      '',
    );
  });
});

describe('a name the customer trades under', () => {
  it('is read apart from the registered name, and the registered name too', () => {
    expect(tradingNames('D. & M. Harrison Ltd trading as Harrison Sheet Metal')).toEqual([
      'D. & M. Harrison Ltd',
      'Harrison Sheet Metal',
    ]);
    expect(tradingNames('Kurt Pfeiffer Handelsgesellschaft mbH handelnd als PROTEC')).toEqual([
      'Kurt Pfeiffer Handelsgesellschaft mbH',
      'PROTEC',
    ]);
    expect(tradingNames('Maas Metaalhandel B.V. h.o.d.n. MetaalMaas')).toHaveLength(2);
    expect(tradingNames('Müller Antriebe GmbH')).toEqual([]);
  });

  it('names the customer in a signature that writes only the trading name', () => {
    const index = buildCustomerIndex({
      customers: [
        {
          customer_id: 'C-HARRISON',
          name: 'D. & M. Harrison Ltd trading as Harrison Sheet Metal',
          status: 'active',
          address: { street: '12 Ampthill Road', city: 'Bedford', country: 'GB' },
        },
        {
          customer_id: 'C-PLUMBING',
          name: 'Harrison Plumbing Ltd',
          status: 'active',
          address: { street: '3 High Street', city: 'Luton', country: 'GB' },
        },
      ],
    });
    const result = matchCustomer(index, {
      case_id: 'c',
      sender: 'harrison.bedford@btinternet.com',
      body: 'Hi,\n\nQuote for 10 sheets of 2 mm aluminium, please.\n\nHarrison Sheet Metal\nBedford',
    });
    expect(result.customer_id).toBe('C-HARRISON');
  });
});

describe('an organisation the mail names that its signature does not', () => {
  const customer = (
    id: string,
    name: string,
    street: string,
    postalCode: string,
    city: string,
    domains: string[] = [],
  ): CustomerRecord => ({
    customer_id: id,
    name,
    status: 'active',
    country: 'DE',
    domains,
    address: { street, postal_code: postalCode, city, country: 'DE' },
  });
  const index = buildCustomerIndex({
    customers: [
      customer('C-LEHMANN', 'Lehmann Feinmechanik GmbH & Co. KG', 'Am Anger 3', '99084', 'Erfurt'),
      customer('C-HAAS', 'Haas Stahlbau GmbH', 'Hafenstraße 12', '34117', 'Kassel', [
        'haas-stahlbau.de',
      ]),
      customer('C-REUTER', 'Otto Reuter & Söhne GmbH', 'Lindenweg 8', '33330', 'Gütersloh'),
      customer(
        'C-SCHUMACHER',
        'Schumacher & Haas Werkzeugbau AG',
        'Industriestraße 4',
        '72770',
        'Reutlingen',
      ),
      customer(
        'C-LIBRARY',
        'Leeds City Council - Central Library',
        '84 Victoria Road',
        'LS8 8ZR',
        'Leeds',
      ),
    ],
  });
  const mail = (sender: string, body: string) =>
    matchCustomer(index, { case_id: 'named', sender, body });

  it('is an end customer or a delivery site, not the sender', () => {
    const endCustomer = mail(
      'ralf.mueller@outlook.de',
      'Guten Tag,\n\nbitte um Angebot für 6 Gleitringdichtungen. Wir montieren das Ganze bei Lehmann Feinmechanik GmbH & Co. KG in Erfurt.\n\nGruß\nRalf Müller, Einkauf\nKolb Gießerei GmbH & Co. KG\nAm Bahnhof 57\n09111 Chemnitz',
    );
    expect(endCustomer.customer_id).toBe('');
    expect(endCustomer.rationale_signals.map((signal) => signal.signal)).toContain(
      'signed_by_other_company',
    );
    // The sender the book knows, delivering to another customer of the book.
    const delivery = mail(
      'einkauf@gmx.de',
      'Hallo,\n\nwir bestellen 2 O-Ringe 80x4. Lieferung an:\nLehmann Feinmechanik GmbH & Co. KG\nAm Anger 3\n99084 Erfurt\n\nMit freundlichen Grüßen\nPetra Pfeiffer\nOtto Reuter & Söhne GmbH\nLindenweg 8\n33330 Gütersloh',
    );
    expect(delivery.customer_id).toBe('C-REUTER');
    // A signature written on one line.
    expect(
      mail(
        'b.haider@gmx.at',
        'Guten Tag,\n\nbitte liefern Sie direkt zu unserem Kunden:\nLehmann Feinmechanik GmbH & Co. KG\nAm Anger 3\n99084 Erfurt\n\nGruß\nBernhard Haider\nReiter Transporte GmbH & Co KG, 5020 Salzburg',
      ).customer_id,
    ).toBe('');
  });

  it('reads a registered office as none of its branches', () => {
    const branch = (signature: string) =>
      extractClues(
        {
          case_id: 'branch',
          sender: 'laura@libero.it',
          body: `Buongiorno,\n\nSaluti\n${signature}`,
        },
        new Set(),
      ).branchNamed;
    expect(
      branch('Palumbo & Costa S.r.l. – Sede legale: Via Antonio Meucci 59 – 50123 Firenze'),
    ).toBe(false);
    expect(branch('Palumbo & Costa S.r.l. – Sede di Ravenna')).toBe(true);
  });

  it("reads no line about another company as the signing company's", () => {
    const signing = (signature: string) =>
      extractClues(
        { case_id: 'member', sender: 'uwe.becker@gmail.com', body: `Hallo,\n\nGruß\n${signature}` },
        new Set(),
      ).senderCompanyLines.nameLines;
    expect(
      signing(
        'Uwe Becker\nGorvia Energietechnik\nEingetragen im Installateurverzeichnis der Dresdener Netz GmbH\nMitglied der Elektro-Einkaufsverbund Süd eG\nEin Unternehmen der Talra Holding AG',
      ),
    ).toEqual([['gorvia', 'energietechnik']]);
    // An initial before the name is no article.
    expect(signing('Uwe Becker\nA. Becker Elektro GmbH')).toEqual([['becker', 'elektro']]);
  });

  it("reads no count as a signing company's legal form", () => {
    const signing = (body: string) =>
      extractClues({ case_id: 'count', sender: 'jana@seznam.cz', body }, new Set())
        .senderCompanyLines.nameLines;
    expect(
      signing('Potřebujeme urgentně 20 ks – stahovací pásky 4,8x300.\n\nHezký den\nJana'),
    ).toEqual([]);
    expect(signing('Hezký den\nJana\nNovák Elektro s.r.o.\n779 00 Olomouc')).toEqual([
      ['novak', 'elektro'],
    ]);
  });

  it('is the author of a message forwarded by another company', () => {
    const forwarded = mail(
      'andrea.fischer37@t-online.de',
      'Hallo Sandra,\n\nanbei die Anfrage unseres Kunden. Können Sie uns ein Angebot machen?\n\nMit freundlichen Grüßen\nAndrea Fischer\nKarl Hesse & Söhne GmbH & Co. KG\n49074 Osnabrück\n\n\nVon: Matthias Böhm <mboehm@haas-stahlbau.de>\nGesendet: Do., 22. Mai 2025 um 07:37 Uhr\nAn: Andrea Fischer <andrea.fischer37@t-online.de>\nBetreff: Anfrage\n\nBitte um Angebot für 20 Keilriemen SPZ 987.\n\nViele Grüße\nMatthias Böhm\nHaas Stahlbau GmbH\nHafenstraße 12\n34117 Kassel',
    );
    expect(forwarded.customer_id).toBe('');
  });

  it("is the sender when the tenant's own staff forward its mail", () => {
    // The tenant's rep forwards a customer's request; the rep signs with the tenant's company.
    const body =
      'Hallo Team,\n\nbitte die Anfrage unten anbieten.\n\nGruß\nPeter Hansen\nInnendienst\nVantero Industriebedarf GmbH\nIndustriestraße 5\n20095 Hamburg\nTel. +49 40 1234567\n\n\nVon: Matthias Böhm <mboehm@haas-stahlbau.de>\nGesendet: Do., 22. Mai 2025 um 07:37 Uhr\nAn: Peter Hansen <p.hansen@vantero.de>\nBetreff: Anfrage\n\nBitte um Angebot für 20 Keilriemen SPZ 987.\n\nViele Grüße\nMatthias Böhm\nHaas Stahlbau GmbH\nHafenstraße 12\n34117 Kassel';
    const request = { case_id: 'staff', sender: 'p.hansen@vantero.de', body };
    // Without the tenant's domains configured, the rep's company signs: another company.
    expect(matchCustomer(index, request).customer_id).toBe('');
    const staff = matchCustomer(index, request, { ownDomains: ['vantero.de'] });
    expect(staff.customer_id).toBe('C-HAAS');
    expect(staff.match_rationale).not.toContain('signed_by_other_company');
  });

  it("trusts the group's address less beside another arm's name", () => {
    const plain = mail(
      'stahlbau.einkauf@gmail.com',
      'Hallo,\nbitte um Angebot.\n\nGruß\nHaas Stahlbau GmbH\nHafenstraße 12\n34117 Kassel',
    );
    const service = mail(
      'stahlbau.einkauf@gmail.com',
      'Hallo,\nbitte um Angebot.\n\nGruß\nHaas Stahlbau Service GmbH\nHafenstraße 12\n34117 Kassel',
    );
    expect(plain.customer_id).toBe('C-HAAS');
    expect(service.match_rationale).toContain('group_company_word=services');
    expect(service.raw_score).toBeLessThanOrEqual(plain.raw_score * 0.5);
  });

  it('is signed by a company written under the sender without a legal form', () => {
    // A stranger's mail naming a book customer as its end customer.
    const stranger = mail(
      'martini.silvia@gmail.com',
      'Salve,\n\nvi preghiamo di fornirci 4 fascette. Il materiale è per il nostro cliente Lehmann Feinmechanik GmbH & Co. KG, ma va consegnato e fatturato a noi.\n\nBuona giornata\nSilvia Martini\nZanella & Barbieri',
    );
    expect(stranger.customer_id).toBe('');
    expect(stranger.match_rationale).toContain('signed_by_other_company');
    // A line of the customer's own name's words signs as it: its site.
    const site = mail(
      'stuartjackson74@hotmail.co.uk',
      "Hi there,\n\nI'm writing from our Central Library site (Leeds City Council). Please put through an order for 30 cans of disinfectant spray.\n\nKind regards,\nStuart Jackson\nCentral Library\n84 Victoria Road\nLeeds LS8 8ZR",
    );
    expect(site.customer_id).toBe('C-LIBRARY');
    // A role under the name signs nothing ('Leitung Instandhaltung').
    const role = mail(
      'kellert7@gmail.com',
      'Hallo,\n\nich melde mich im Auftrag der Firma Haas Stahlbau GmbH. Bitte um Angebot für 20 Keilriemen.\n\nmfg\nTobias Keller\nLeitung Instandhaltung',
    );
    expect(role.customer_id).toBe('C-HAAS');
  });

  it('reads the signing company written short as the one customer whose name explains it', () => {
    const short = mail(
      'nrichter@gmail.com',
      'Moin,\n\nbitte um Angebot für 20 Pneumatikzylinder.\n\nFreundliche Grüße\nNicole Richter\nSchumacher Werkzeugbau',
    );
    expect(short.customer_id).toBe('C-SCHUMACHER');
    // The same words in the body are a partial name, read as such.
    const inBody = mail(
      'nrichter@gmail.com',
      'Moin,\n\nwir liefern an Schumacher Werkzeugbau. Bitte um Angebot.\n\nFreundliche Grüße\nNicole Richter',
    );
    expect(inBody.customer_id).toBe('');
  });

  it('signs as the name the company had before, where the mail says so', () => {
    expect(
      mail(
        'f.horn@web.de',
        'Guten Tag,\n\nbitte um Angebot für Lehmann Feinmechanik in Erfurt. Seit dem 01.01. firmieren wir als Anton Lorenz GmbH (vormals Otto Reuter & Söhne GmbH).\n\nGruß\nF. Horn\nAnton Lorenz GmbH\n33330 Gütersloh',
      ).customer_id,
    ).toBe('C-REUTER');
  });

  it('signs as the customer with a typo or without its legal form', () => {
    expect(
      mail(
        'r.mueller@web.de',
        'Guten Tag,\n\nbitte um Angebot für Lehmann Feinmechanik in Erfurt.\n\nGruß\nRalf Müller\nOtto Reuter & Soehne G.m.b.H.\n33330 Gütersloh',
      ).customer_id,
    ).toBe('C-REUTER');
  });
});
