import { describe, expect, it } from 'vitest';
import { buildCustomerIndex, companyNameTokens, matchCustomer } from '#domain/customer/index';
import type { CustomerRecord } from '#domain/master-data/schemas';

/** Customers of these names, `${prefix}-1`, `${prefix}-2`, … in order. */
const bookOf = (prefix: string, names: readonly string[]): CustomerRecord[] =>
  names.map((name, at) => ({ customer_id: `${prefix}-${at + 1}`, name, status: 'active' }));

/** The customer a free-mail mail whose signature ends with `line` is matched to ('' for new). */
function signedWith(customers: readonly CustomerRecord[], greeting: string) {
  const index = buildCustomerIndex({ customers: [...customers] });
  return (line: string): string =>
    matchCustomer(index, {
      case_id: 'signed',
      sender: 'buyer.ops@outlook.com',
      body: `${greeting}\n${line}`,
    }).customer_id;
}

const names = [
  'Kaspersky Lab',
  'Eurotalk',
  'Eurotalk Interactive',
  'Kanguru Solutions',
  'Rubbermaid',
  'Trendnet',
  'Trend Micro',
  'Diamond Multimedia',
  'Lotus Development Corp',
  'Acme Widgets',
  'Checkmark Software',
  'Mulder Hydrauliek',
  'Hydro Systems',
  'I-tec Electronics',
  'E B C Marketing',
  'C Line',
  'Macsoft',
  'Grade A',
  'Northwind Traders',
];
const book: CustomerRecord[] = names.map((name, at) => ({
  customer_id: `C-${at + 1}`,
  name,
  status: 'active',
}));
const index = buildCustomerIndex({ customers: book });
const idOf = (name: string) => book.find((customer) => customer.name === name)?.customer_id;

const companyLine = (line: string) =>
  matchCustomer(index, {
    case_id: 'abbreviated',
    sender: 'info42@gmail.com',
    body: `Hello,\nplease quote the attached list.\n\nBest regards\nAnna Weber\n${line}`,
  }).customer_id;

describe('a name word cut short', () => {
  it('reads a stop-marked word of four letters that only one book word starts with', () => {
    expect(companyLine('Kasp. Lab')).toBe(idOf('Kaspersky Lab'));
    expect(companyLine('Rubb.')).toBe(idOf('Rubbermaid'));
  });

  it('reads such a word without its stop too, as the company line of its own', () => {
    expect(companyLine('RUBBER')).toBe(idOf('Rubbermaid'));
    expect(companyLine('Macso')).toBe(idOf('Macsoft'));
  });

  it('does not read a stop-marked start that several book words share', () => {
    expect(companyLine('Tren.')).toBe('');
  });
});

describe('a name word both cut short and misspelt beside the rest of the name', () => {
  it.each([
    ['Eurotalk Intear.', 'Eurotalk Interactive'],
    ['Kanguru Soloti.', 'Kanguru Solutions'],
    ['Diamond Mltim', 'Diamond Multimedia'],
    ['Lotus Dvelo. Corp', 'Lotus Development Corp'],
  ])('reads %s as %s', (line, name) => {
    expect(companyLine(line)).toBe(idOf(name));
  });

  it('reads a start that lost its stop when only one book word starts so', () => {
    expect(companyLine('Chec Software')).toBe(idOf('Checkmark Software'));
    // 'Hydr' starts two book words: another company's 'Mulder Logistiek' stays new.
    expect(companyLine('HYDR. MULDER LOGISTIEK')).toBe('');
  });

  it('is no name word when nothing else of the name is on the line', () => {
    expect(companyLine('Intear.')).toBe('');
    expect(companyLine('Acme Intear.')).not.toBe(idOf('Eurotalk Interactive'));
  });
});

describe('initials of a name that starts with a letter that is also a connector', () => {
  it.each([
    ['ITE', 'I-tec Electronics'],
    ['EBCM', 'E B C Marketing'],
  ])('reads %s as %s', (line, name) => {
    expect(companyLine(line)).toBe(idOf(name));
  });
});

describe("a company line's own initials in brackets", () => {
  it.each([
    ['The C Line (CL)', 'C Line'],
    ['GA (Grade A)', 'Grade A'],
  ])('are no other company’s word: %s', (line, name) => {
    expect(companyLine(line)).toBe(idOf(name));
  });

  it('only when they are the initials of words beside them', () => {
    expect(companyLine('Macsoft Zentrix (ZX)')).toBe('');
  });
});

describe('a name word cut short to some of its letters beside the rest of the name', () => {
  const shortBook: CustomerRecord[] = [
    'Davies Steel Fabrications Ltd',
    'Davies Steel Frames Ltd',
    'Hermanos García Montajes S.L.',
    'García Instalaciones S.L.',
    'Hudson River Engineering',
    'Hudson River Energy',
    'Industrial Supply Partners',
    'Bauer Technik GmbH',
    'Bauer Technische Dienste GmbH & Co. KG',
  ]
    .map((name, at): CustomerRecord => ({ customer_id: `S-${at + 1}`, name, status: 'active' }))
    .concat({
      customer_id: 'S-LYON',
      name: 'Dupont Électricité Industrielle SAS',
      status: 'active',
      address: { street: '5 rue Garibaldi', postal_code: '69007', city: 'Lyon', country: 'FR' },
    });
  const shortIndex = buildCustomerIndex({ customers: shortBook });
  const lineOf = (line: string) =>
    matchCustomer(shortIndex, {
      case_id: 'contracted',
      sender: 'buyer77@gmail.com',
      body: `Hello,\nplease quote 20 pcs of the attached.\n\nRegards\nTom Hale\n${line}`,
    }).customer_id;

  it.each([
    ['Davies Steel Fab Ltd', 'Davies Steel Fabrications Ltd'],
    ['Hnos. García Montajes', 'Hermanos García Montajes S.L.'],
    ['Hudson River Eng.', 'Hudson River Engineering'],
    // 'Techn.' is written out as 'Technik', and still stands for 'Technische'.
    ['Bauer Techn. Dienste GmbH & Co. KG', 'Bauer Technische Dienste GmbH & Co. KG'],
  ])('reads %s as %s', (line, name) => {
    expect(lineOf(line)).toBe(shortBook.find((customer) => customer.name === name)?.customer_id);
  });

  it('reads no word whose letters the name word lacks, nor a first name as a contraction', () => {
    expect(lineOf('Hudson River Elx')).toBe('');
    // 'Eric' holds the letters of 'Electricite' in order, but without a stop it is a name.
    expect(
      lineOf('Éric Dupont\nDupont Climatisation SARL\n12 rue Marcel Mérieux, 69007 Lyon'),
    ).toBe('');
  });
});

describe('initials written in capitals beside the rest of a name', () => {
  const initialsBook = bookOf('I', [
    'Rossi Quadri Elettrici S.r.l.',
    'Rossi Impianti S.r.l.',
    'Technische Dienste Rhein-Main GmbH',
    'Rhein-Main Logistik GmbH',
    'Kfz-Werkstatt Engel GmbH',
    'Lambert Travaux Publics SAS',
    'Lambert Menuiserie SAS',
  ]);
  const lineOf = signedWith(
    initialsBook,
    "Buongiorno,\nvi chiediamo un'offerta.\n\nSaluti\nLuca Rossi",
  );
  const idOf = (name: string) =>
    initialsBook.find((customer) => customer.name === name)?.customer_id;

  it.each([
    ['Rossi Q.E. Srl', 'Rossi Quadri Elettrici S.r.l.'],
    ['TD Rhein-Main GmbH', 'Technische Dienste Rhein-Main GmbH'],
    ['Lambert TP', 'Lambert Travaux Publics SAS'],
  ])('reads %s as %s', (line, name) => {
    expect(lineOf(line)).toBe(idOf(name));
  });

  it('reads no initials in a word cut short', () => {
    // 'We.' is no 'W. E.' of 'Werkstatt Engel'.
    expect(lineOf('Kfz-We.')).toBe('');
  });
});

describe('a word the book writes cut short, written in full', () => {
  const registry = bookOf('R', [
    'MCCARTHY FOOD PROCESSING EQUIP. LTD',
    'McCarthy Food Services Ltd',
    'Rowlands Mech. Services Limited',
    'Rowlands Logistics Limited',
    'Novastor Corp.',
  ]);
  const lineOf = signedWith(
    registry,
    'Hello,\nplease quote 12 pcs of the attached.\n\nRegards\nSean Doyle',
  );

  it.each([
    ['McCarthy Food Processing Equipment Ltd', 'R-1'],
    ['Rowlands Mechanical Services Ltd', 'R-3'],
    // A legal form the book writes short is no abbreviation of a name word.
    ['Corporation Novastor', 'R-5'],
  ])('reads %s as %s', (line, id) => {
    expect(lineOf(line)).toBe(id);
  });
});

describe('a word the book writes contracted, written in full', () => {
  const registry = bookOf('K', [
    'STG. KINDEROPVANG DE KLIMOP',
    'Kinderopvang De Klimop Noord',
    'HNOS. VICENTE CB',
    'Vicente Transportes SL',
    'BOUL.-PAT. COUSIN',
    'Cousin Traiteur SARL',
    'Tpts Morel SA',
    'Morel Plomberie SARL',
  ]);
  const lineOf = signedWith(
    registry,
    'Goedemiddag,\ngraag een offerte voor 20 stuks.\n\nMet vriendelijke groet\nAnna de Vries',
  );

  it.each([
    // First and last letters kept, the others in order.
    ['Stichting Kinderopvang De Klimop', 'K-1'],
    ['Hermanos Vicente CB', 'K-3'],
    // Cut short, with its stop.
    ['Boulangerie-Pâtisserie Cousin', 'K-5'],
    // A word of no vowel is a contraction without its stop.
    ['Transports Morel SA', 'K-7'],
  ])('reads %s as %s', (line, id) => {
    expect(lineOf(line)).toBe(id);
  });
});

describe('a name the ERP cut at the length of its field', () => {
  const registry = bookOf('T', [
    // 30 characters: the last word cut.
    'UNIVERSITY OF MID-ANGLIA - DEP',
    'University of Mid-Anglia Press',
    'Anglia Print Services Ltd',
  ]);
  const lineOf = signedWith(
    registry,
    'Hello,\nplease quote 12 pcs of the attached.\n\nRegards\nJoan Baker',
  );

  it('reads its last word as the start of the word written in full', () => {
    expect(lineOf('University of Mid-Anglia Department')).toBe('T-1');
  });
});

describe("'Ind.'", () => {
  it("stands for the adjective too, in every book language ('Industrieel', 'Industriale')", () => {
    for (const name of [
      'Prins Industrieel Onderhoud',
      'Prins Industriale Onderhoud',
      'Prins Ind.li Onderhoud',
    ]) {
      expect(companyNameTokens(name)).toEqual(companyNameTokens('Prins Ind. Onderhoud'));
    }
  });
});

describe('a street in a name', () => {
  it("is read alike written in full or short ('Quay St. Oyster Bar', 'Vine St. BBQ')", () => {
    expect(companyNameTokens('Quay St. Oyster Bar')).toEqual(
      companyNameTokens('Quay Street Oyster Bar'),
    );
    expect(companyNameTokens('Vine St. BBQ')).toEqual(companyNameTokens('Vine Street Barbecue'));
    expect(companyNameTokens('Grand Ave Creamery')).toEqual(
      companyNameTokens('Grand Avenue Creamery'),
    );
    expect(companyNameTokens('Mill Rd Bakery')).toEqual(companyNameTokens('Mill Road Bakery'));
  });
});

describe("a title before the owner's name in the book's name", () => {
  const titled = bookOf('T', [
    'Dipl.-Ing. H. Seidel Rohrleitungsbau GmbH',
    'Seidel Logistik GmbH',
    'Cav. Pellegrini Sollevamento S.r.l.',
    'Pellegrini Trasporti S.r.l.',
    // The rest of a book, so that the names' words weigh as they do in one.
    'Bauer Pumpen GmbH',
    'Keller Druckluft GmbH',
    'Hofmann Antriebe AG',
    'Rossi Impianti S.r.l.',
    'Fontana Costruzioni S.p.A.',
    'Nordtech AB',
    'Janssen Staalbouw B.V.',
    'Lambert Menuiserie SAS',
    'Dupont Climatisation SARL',
    'Castillo Mecanizados S.L.',
    'Weber Armaturen GmbH',
    'Schäfer Industrieservice GmbH',
  ]);
  const lineOf = signedWith(titled, 'Hallo,\nbitte um ein Angebot.\n\nGruß\nUwe Pagel');

  it('is left out by senders', () => {
    expect(lineOf('Seidel Rohrleitungsbau')).toBe('T-1');
    expect(lineOf('Pellegrini Sollevamento')).toBe('T-3');
  });
});

describe("a long book word written as another book word's typo", () => {
  const typoBook = bookOf('L', [
    'Mulder Logistiek B.V.',
    'Mulder Bouw B.V.',
    'Bauer Logistik GmbH',
    'Keller Druckluft GmbH',
    'Hofmann Antriebe AG',
    'Rossi Impianti S.r.l.',
    'Janssen Staalbouw B.V.',
    'Lambert Menuiserie SAS',
  ]);
  const lineOf = signedWith(typoBook, 'Hallo,\ngraag een offerte.\n\nGroet\nKim Mulder');

  it('reads the name it completes', () => {
    // 'Logistik' is Bauer's word as written and Mulder's 'Logistiek' with a letter left out.
    expect(lineOf('Mulder Logistik B.V.')).toBe('L-1');
    expect(lineOf('Bauer Logistik GmbH')).toBe('L-3');
  });
});

describe("'Cie' and contractions around a stop", () => {
  it("reads 'Cie' first in a name as 'Compagnie', and ending it as the legal form", () => {
    expect(companyNameTokens("Cie Normande d'Emballage")).toEqual(
      companyNameTokens("Compagnie Normande d'Emballage SA"),
    );
    expect(companyNameTokens('Dupont Frères & Cie')).toEqual(['dupont', 'brothers']);
  });

  it("reads 'F.lli' as the name word whose letters it keeps", () => {
    const lineOf = signedWith(
      bookOf('F', [
        'Fratelli Ferrari Meccanica S.r.l.',
        'Ferrari Trasporti S.r.l.',
        'Rossi Impianti S.r.l.',
        'Fontana Costruzioni S.p.A.',
        'Bianchi Utensili S.r.l.',
        'Gallo Automazione S.r.l.',
      ]),
      'Buongiorno,\nvi chiediamo un preventivo.\n\nSaluti\nTitolare',
    );
    expect(lineOf('F.lli Ferrari Meccanica\nModena')).toBe('F-1');
  });
});

describe('a book word that starts a longer word of the name', () => {
  it("reads as the compound cut short ('Elektro' for 'Elektrotechnik')", () => {
    const lineOf = signedWith(
      bookOf('E', [
        'Suter Elektrotechnik AG',
        'Suter Holzbau AG',
        'Lutz Elektro GmbH',
        'Keller Druckluft GmbH',
        'Hofmann Antriebe AG',
        'Weber Armaturen GmbH',
      ]),
      'Grüezi,\nbitte um eine Offerte.\n\nMit freundlichen Grüssen\nBeat Suter',
    );
    expect(lineOf('Suter Elektro AG')).toBe('E-1');
  });
});

describe("an owner's given name written as its initial", () => {
  const owners = bookOf('O', [
    'Heinrich Müller Stahlbau e.K.',
    'Müller Logistik GmbH',
    'Heinrich Müller GmbH',
    'Franz Mayer Antriebstechnik GmbH',
    'Mayer Elektro GmbH',
    // The rest of a book, so that the names' words weigh as they do in one.
    'Bauer Pumpen GmbH',
    'Keller Druckluft GmbH',
    'Hofmann Antriebe AG',
    'Rossi Impianti S.r.l.',
    'Fontana Costruzioni S.p.A.',
    'Janssen Staalbouw B.V.',
    'Lambert Menuiserie SAS',
    'Weber Armaturen GmbH',
    'Schäfer Industrieservice GmbH',
  ]);
  const lineOf = signedWith(owners, 'Hallo,\nbitte um ein Angebot.\n\nGruß\nPetra Sommer\nBüro');

  it('reads the initial as the name where the rest of the name is read beside it', () => {
    expect(lineOf('H. Müller Stahlbau')).toBe('O-1');
    expect(lineOf('F. Mayer Antriebstechnik')).toBe('O-4');
  });

  it("reads no company in a person's name alone", () => {
    expect(lineOf('H. Müller')).toBe('');
  });

  it('reads a line without the given name as the company named after its founder', () => {
    expect(lineOf('Mayer Antriebstechnik')).toBe('O-4');
    expect(lineOf('Müller Stahlbau')).toBe('O-1');
    // Another initial or another given name is another founder's company.
    expect(lineOf('K. Mayer Antriebstechnik')).toBe('');
    expect(lineOf('Karl Mayer Antriebstechnik')).toBe('');
  });
});

describe('a number of a name written the other way', () => {
  const numbered = [
    { customer_id: 'N-TRE', name: 'Tre Torri Meccanica S.r.l.', status: 'active' as const },
    { customer_id: 'N-FIVE', name: 'Five Ways Pneumatics Ltd', status: 'active' as const },
    { customer_id: 'N-MONROE', name: 'Monroe 1 BOCES', status: 'active' as const },
    {
      customer_id: 'N-DVA',
      name: 'de Vries Aandrijftechniek B.V.',
      aliases: ['DVA'],
      status: 'active' as const,
    },
    { customer_id: 'N-OTHER', name: 'Torri Logistica S.r.l.', status: 'active' as const },
  ];
  const lineOf = signedWith(numbered, 'Hello,\nplease quote 2 pumps.\n\nRegards\nAnna Weber');

  it('is read in digits or in words of any of the book languages', () => {
    expect(lineOf('3 Torri Meccanica S.r.l.')).toBe('N-TRE');
    expect(lineOf('5-Ways Pneumatics Ltd')).toBe('N-FIVE');
    expect(lineOf('Monroe One BOCES')).toBe('N-MONROE');
  });

  it('only beside another word of the name: a quantity is no initialism', () => {
    expect(lineOf('2')).toBe('');
  });
});

describe('initials of the parts of a compound word beside the rest of the name', () => {
  const signed = signedWith(
    bookOf('C', [
      'Landeskrankenhaus Wels',
      'Landeskrankenhaus Steyr',
      'Trachtenmusikkapelle Krems',
      'Feuerwehr Luzern',
      'Freiwillige Feuerwehr Bozen',
      'Lagerhaus Wels',
    ]),
    'Grüß Gott,\nbitte um ein Angebot.\n\nBeste Grüße\nM. Steiner',
  );

  it("reads 'LKH Wels', 'TMK Krems' and 'FW Luzern' as the one name they fit", () => {
    expect(signed('LKH Wels')).toBe('C-1');
    expect(signed('LKH Steyr')).toBe('C-2');
    expect(signed('TMK Krems')).toBe('C-3');
    expect(signed('FW Luzern')).toBe('C-4');
  });

  it('reads none whose letters the first word lacks in that order, nor a town no name holds', () => {
    expect(signed('KLH Wels')).toBe('');
    expect(signed('LKH Graz')).toBe('');
  });
});

describe('a word saying who runs a public body, left out', () => {
  const signed = signedWith(
    bookOf('P', [
      'Freiwillige Feuerwehr Bozen',
      'Freiwillige Feuerwehr Kaltern',
      'Staatliche Berufsschule Kiel',
      'Stedelijk Museum Anderlecht',
    ]),
    'Guten Tag,\nbitte um ein Angebot.\n\nGruß\nBarbara Pichler',
  );

  it("reads 'Feuerwehr Bozen' as the Freiwillige Feuerwehr of Bozen", () => {
    expect(signed('Feuerwehr Bozen')).toBe('P-1');
    expect(signed('Berufsschule Kiel')).toBe('P-3');
    expect(signed('Museum Anderlecht')).toBe('P-4');
  });
});

describe('initials of compound words', () => {
  const lineOf = signedWith(
    bookOf('K', [
      'Kunststoffwerk Eichhof GmbH',
      'Maschinenfabrik Lindenhof AG',
      'Drahtwerk Rosental GmbH',
    ]),
    'Guten Tag,\nbitte um Angebot für 20 Stück.\n\nGruß\nMonika Ebner\nDisposition',
  );

  it('reads each part of a compound with its own letter', () => {
    expect(lineOf('KWE')).toBe('K-1');
    expect(lineOf('MFL AG')).toBe('K-2');
    expect(lineOf('DWR')).toBe('K-3');
  });
});
