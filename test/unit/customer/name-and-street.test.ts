import { describe, expect, it } from 'vitest';
import { cityNamed } from '#domain/customer/address-signals';
import { extractClues, postalCodesWithTown } from '#domain/customer/clues';
import {
  buildCustomerIndex,
  companyNameKey,
  companyNameTokens,
  matchCustomer,
  streetKeyTokens,
} from '#domain/customer/index';
import {
  streetKeysInText,
  streetLineKeys,
  streetNamesInTokens,
  streetNumberKeys,
  tokenize,
  withoutBracketedAside,
} from '#domain/customer/normalize';
import type { CustomerRecord } from '#domain/master-data/schemas';

// Organisations as public lists write them: no legal form, a place in brackets to tell entries
// apart, street and city but no phone.
const organisation = (id: string, name: string, street: string, city: string): CustomerRecord => ({
  customer_id: id,
  name,
  status: 'active',
  country: 'US',
  address: { street, city, country: 'US' },
});
const book: CustomerRecord[] = [
  organisation('C-LESPINASSE', 'Lespinasse (New York City)', '2 E. 55th St.', 'New York City'),
  organisation('C-VIRGIL', "Virgil's Real BBQ", '152 W. 44th St.', 'New York City'),
  organisation('C-FENIX', 'Fenix at the Argyle', '8358 Sunset Blvd.', 'W. Hollywood'),
  organisation('C-PALM-LA', 'Palm, The (Los Angeles)', '9001 Santa Monica Blvd.', 'Los Angeles'),
  organisation('C-PALM-NY', 'Palm, The (New York City)', '837 Second Ave.', 'New York City'),
  organisation('C-JOJO', 'Jo Jo', '160 E. 64th St.', 'New York City'),
  organisation(
    'C-MORTONS-LV',
    "Morton's of Chicago (Las Vegas)",
    '3200 Las Vegas Blvd. S.',
    'Las Vegas',
  ),
  { customer_id: 'C-STEINBERG', name: 'Steinberg', status: 'active' },
  { customer_id: 'C-STEINBERG-YAMAHA', name: 'Steinberg (Yamaha)', status: 'active' },
  { customer_id: 'C-MUELLER-KG', name: 'Müller Antriebe KG', status: 'active' },
  { customer_id: 'C-MUELLER-GMBH', name: 'Müller Antriebe GmbH (Hamburg)', status: 'active' },
  {
    customer_id: 'C-JPL',
    name: 'California Institute of Technology - Jet Propulsion Laboratory',
    aliases: ['JPL'],
    status: 'active',
  },
];
const index = buildCustomerIndex({ customers: book });

const fromFreeMail = (signature: string) =>
  matchCustomer(index, {
    case_id: 'sig',
    sender: 'orders77@gmail.com',
    body: `Hello,\nplease send us a quote.\n\nKind regards,\n${signature}`,
  });

describe("a book name's bracketed aside", () => {
  it('is cut off as a whole', () => {
    expect(withoutBracketedAside('Lespinasse (New York City)')).toBe('Lespinasse');
    expect(withoutBracketedAside('Müller GmbH [Hamburg]')).toBe('Müller GmbH');
    expect(withoutBracketedAside('Lespinasse')).toBeUndefined();
    expect(withoutBracketedAside('(Hamburg)')).toBeUndefined();
  });

  it('may be left out by the sender', () => {
    expect(fromFreeMail('Lespinasse').customer_id).toBe('C-LESPINASSE');
  });

  it('leaves the street to tell apart the entries that differ only by it', () => {
    expect(fromFreeMail('The Palm\n9001 Santa Monica Blvd.\nLos Angeles').customer_id).toBe(
      'C-PALM-LA',
    );
    expect(fromFreeMail('The Palm\n837 Second Avenue\nNew York').customer_id).toBe('C-PALM-NY');
  });

  it('is no name when only its words are found (the place on the address lines)', () => {
    const result = fromFreeMail("Chin's\n3200 Las Vegas Blvd. S\nLas Vegas");
    expect(result.rationale_signals.map((signal) => signal.signal)).not.toContain('name_match');
  });

  it("leaves an alias without an aside whole: 'JPL' of the laboratory named after a dash", () => {
    expect(fromFreeMail('JPL').customer_id).toBe('C-JPL');
  });

  it('prefers the entry named whole to the one whose aside was left out', () => {
    const result = fromFreeMail('Steinberg');
    expect(result.customer_id).toBe('C-STEINBERG');
    expect(result.alternatives.map((alternative) => alternative.customer_id)).toContain(
      'C-STEINBERG-YAMAHA',
    );
  });

  it('does not hide the legal form written before it', () => {
    expect(fromFreeMail('Müller Antriebe GmbH').customer_id).toBe('C-MUELLER-GMBH');
  });
});

describe("a book name's department after a dash", () => {
  const organisations = buildCustomerIndex({
    customers: [
      organisation(
        'C-WRU',
        'University of West Riding – School of Engineering',
        '1 Mill Rd',
        'Leeds',
      ),
      organisation('C-KASSEL', 'Stadt Kassel – Amt für Straßen', 'Obere Königsstraße 8', 'Kassel'),
      organisation('C-OSP', "Ospedale Sant'Eusebio di Brescia", 'Via Roma 1', 'Brescia'),
      organisation('C-PAR', 'Paroisse Sainte-Aurélie de Strasbourg', '3 rue du Dôme', 'Strasbourg'),
      organisation('C-VOLT', 'Voltana Antriebstechnik GmbH', 'Hafenstraße 3', 'Hamburg'),
      organisation('C-PETERS', 'Peters Industriemontagen GmbH', 'Am Hafen 9', 'Bremen'),
      organisation(
        'C-LAUSD',
        'Los Angeles Unified School District',
        '333 S Beaudry Ave',
        'Los Angeles',
      ),
      organisation('C-OZARK', 'Ozark Mountain Welding Supply', '12 Mill St', 'Springfield'),
      organisation('C-MMU', 'Manchester Metropolitan University', 'All Saints', 'Manchester'),
      organisation('C-TREMBLAY', 'Les Entreprises Tremblay Ltée', '12 rue Racine', 'Québec'),
      organisation('C-PATEL', 'Patel & Associates Engineering, PLLC', '4 Main St', 'Edison'),
    ],
  });
  const signed = (signature: string) =>
    matchCustomer(organisations, {
      case_id: 'dept',
      sender: 'inkoop77@gmail.com',
      body: `Hello,\nplease send us a quote.\n\nKind regards,\n${signature}`,
    });

  it('is cut off as a whole', () => {
    expect(withoutBracketedAside('Stad Mechelen – Technische Diensten')).toBe('Stad Mechelen');
    expect(withoutBracketedAside('Coca-Cola Beverages')).toBeUndefined();
  });

  it('may be left out by the sender, and its organisation abbreviated', () => {
    expect(signed('Univ. of West Riding').customer_id).toBe('C-WRU');
    expect(signed('Osp. S. Eusebio – Brescia').customer_id).toBe('C-OSP');
    expect(signed('Paroisse Ste-Aurélie, Strasbourg').customer_id).toBe('C-PAR');
  });

  it('is read apart where the sender writes the branch they are at after the name', () => {
    expect(signed('Voltana Antriebstechnik – Niederlassung Düsseldorf').customer_id).toBe('C-VOLT');
    expect(signed('Voltana Antriebstechnik, Werk Ulm-Donautal').customer_id).toBe('C-VOLT');
  });

  it('is read apart where the sender writes their own name before it on one line', () => {
    const from = (sender: string, signature: string) =>
      matchCustomer(organisations, {
        case_id: 'same-line',
        sender,
        body: `Hello,\nplease send us a quote.\n\nKind regards,\n${signature}`,
      }).customer_id;
    expect(from('jandevries.zwolle@gmail.com', 'Jan de Vries | Voltana Antriebstechnik')).toBe(
      'C-VOLT',
    );
    expect(from('l.alonso@gmail.com', 'Luis Alonso (Voltana Antriebstechnik)')).toBe('C-VOLT');
  });

  it('is read without the department or role the sender writes beside it', () => {
    expect(signed('Facilities, Los Angeles Unified School District').customer_id).toBe('C-LAUSD');
    // An initialism before a department, or as a segment of its own, is read alone.
    const lines = (signature: string) =>
      extractClues(
        { case_id: 'role', sender: 'ops@gmail.com', body: `Hello,\n\nRegards,\n${signature}` },
        new Set(),
      ).nameLines.map((tokens) => tokens.join(' '));
    expect(lines('LAUSD Maintenance & Operations')).toContain('lausd');
    expect(lines('Purchasing – LAUSD')).toContain('lausd');
    expect(lines('BKM Tilburg')).toContain('bkm');
    // Departments in the book's languages.
    const name = (written: string) => companyNameTokens(written).join(' ');
    expect(lines('Aebischer SA – Ufficio Tecnico')).toContain(name('Aebischer SA'));
    expect(lines('Responsable des achats – Librairie Vasseur SARL')).toContain(
      name('Librairie Vasseur'),
    );
    expect(lines('Stores Supervisor – Elektro Solberg')).toContain(name('Elektro Solberg'));
    expect(lines('Inkoop & Logistiek – Hoekstra Hijstechniek BV')).toContain(
      name('Hoekstra Hijstechniek BV'),
    );
    expect(lines('Stein Anlagenbau, Nord')).not.toContain('stein anlagenbau');
    // A role before the company, with a slash or a preposition, or signing for it.
    expect(lines('Materialwirtschaft / Installateur Winkler')).toContain(
      name('Installateur Winkler'),
    );
    expect(lines('Responsable de compras en Restaurante La Bodeguilla')).toContain(
      name('Restaurante La Bodeguilla'),
    );
    expect(lines('Responsabile acquisti presso Comune di Modena')).toContain(
      name('Comune di Modena'),
    );
    expect(lines('i. A. Einkauf Sportunion Steyr')).toContain(name('Sportunion Steyr'));
    // One word after role words may be the rest of a name.
    expect(lines('Labs Creative')).not.toContain(name('Creative'));
  });

  it('is read on its own where the sender, a role and the company share a line, in any language', () => {
    expect(signed('Andrei Oprea / Șef mentenanță / Voltana Antriebstechnik').customer_id).toBe(
      'C-VOLT',
    );
    expect(
      signed('Pierre Mallet - Responsable des achats - Ozark Mountain Welding Supply').customer_id,
    ).toBe('C-OZARK');
  });

  it('is read through the abbreviations senders write', () => {
    expect(signed('Ozark Mtn. Welding Supply').customer_id).toBe('C-OZARK');
    expect(signed('Technician, Manchester Met Uni').customer_id).toBe('C-MMU');
    // Legal forms of Canada and of US professions are no name words.
    expect(signed('Entreprises Tremblay').customer_id).toBe('C-TREMBLAY');
    expect(signed('Patel and Associates Engineering').customer_id).toBe('C-PATEL');
  });

  it('is one word where the sender writes it in two with a hyphen', () => {
    // 'Industrie' is read as 'industries' before the two are joined.
    expect(signed('Peters Industrie-Montagen').customer_id).toBe('C-PETERS');
  });

  it('names no other organisation of the place the line names', () => {
    const result = signed('Wasserverband Kassel-Stadt\nKönigstor 3, 34117 Kassel');
    expect(result.customer_id).not.toBe('C-KASSEL');
  });
});

describe('a city written with or without a generic word', () => {
  const named = (city: string, text: string) => cityNamed(tokenize(city), new Set(tokenize(text)));

  it('is the same city', () => {
    expect(named('New York City', 'new york')).toBe(true);
    expect(named('W. Hollywood', 'hollywood')).toBe(true);
    expect(named('St. Louis', 'saint louis')).toBe(true);
    expect(named('Fort Worth', 'ft. worth')).toBe(true);
  });

  it('is the same town with the words joining it to its river written short or left out', () => {
    expect(named('St. Georgen an der Gusen', 'Haider Bau, St. Georgen/Gusen')).toBe(true);
    expect(named('Chalon-sur-Saône', 'ZI Nord, Chalon s/ Saône')).toBe(true);
    expect(named('Frankfurt am Main', 'Frankfurt (Oder)')).toBe(false);
    expect(named('Frankfurt an der Oder', 'Frankfurt am Main')).toBe(false);
  });

  it('is the same city written as its initials, either side', () => {
    expect(cityNamed(tokenize('New York City'), new Set(tokenize('NYC')))).toBe(true);
    expect(cityNamed(tokenize('LA'), new Set(tokenize('Los Angeles')), new Set(['la']))).toBe(true);
    expect(cityNamed(tokenize('LA'), new Set(tokenize('Las Vegas')), new Set(['lv']))).toBe(false);
  });

  it('is another city when a distinctive word differs or only generic words agree', () => {
    expect(named('Bad Homburg', 'homburg')).toBe(false);
    expect(named('New York City', 'york')).toBe(false);
    expect(named('West City', 'west city')).toBe(false);
  });

  it('confirms the street beside it', () => {
    // Street and house number with the city: enough without the name.
    expect(fromFreeMail('152 W. 44th St.\nNew York').customer_id).toBe('C-VIRGIL');
  });
});

describe('a partial name beside the customer’s own street and house number', () => {
  it('is joint evidence enough without the city', () => {
    expect(fromFreeMail("Virgil's\n152 W. 44th St.").customer_id).toBe('C-VIRGIL');
    expect(fromFreeMail('Fenix\n8358 Sunset Blvd. West').customer_id).toBe('C-FENIX');
  });

  it('reads a name of a short word written twice', () => {
    expect(fromFreeMail('Jo Jo\n160 E. 64th St.').customer_id).toBe('C-JOJO');
  });

  it('reads a street with its ordinal written out or as a number, its words apart or together', () => {
    expect(streetNumberKeys('837 Second Ave.')).toEqual(streetNumberKeys('837 2nd Avenue'));
    // Two words written as one, either side.
    expect(streetNumberKeys('804 North Point St.')).toContain('804 northpoint');
    expect([...streetKeysInText('Chez Michel\n804 Northpoint\nSan Francisco')]).toContain(
      '804 northpoint',
    );
    expect([...streetKeysInText('181 Peach Tree Road')]).toContain('181 peachtree');
    expect(fromFreeMail('The Palm\n837 2nd Avenue\nNew York').customer_id).toBe('C-PALM-NY');
  });

  it('reads the name on its own when name, street and city are written on one line', () => {
    const oneLine = fromFreeMail('Lespinasse, 5th Ave. at 55th St., New York');
    expect(oneLine.customer_id).toBe('C-LESPINASSE');
    // Two segments are a name with an aside, not a name beside an address.
    expect(fromFreeMail('Lespinasse, Cuisine Moderne Française').customer_id).toBe('');
  });

  it('needs both: the street with another name, or the name at another number, is not enough', () => {
    expect(fromFreeMail('Carnegie Deli\n152 W. 44th St.').customer_id).toBe('');
    expect(fromFreeMail("Virgil's\n154 W. 44th St.").customer_id).toBe('');
  });
});

describe('a street address in the signature that is not the customer’s', () => {
  it('is read from lines that are a street address of their own', () => {
    expect([...streetLineKeys(['3000 W. Paradise Rd.'])]).toContain('3000 paradise');
    expect([...streetLineKeys(['Hafenstraße 12'])]).toContain('12 hafen');
    expect(streetLineKeys(['20 x Lager 6204', 'please quote 20 units', 'Kessel AG']).size).toBe(0);
    // An item of a list, or a line with an order's units, is an order line ('st.' is 'stuks').
    expect(streetLineKeys(['- 240 mm² M12: 60 st.', '4 kg Fett Str. 3']).size).toBe(0);
  });

  it('weighs against a customer named by its name alone', () => {
    const plain = fromFreeMail("Virgil's Real BBQ");
    const elsewhere = fromFreeMail("Virgil's Real BBQ\n12 Ocean Drive\nMiami");
    expect(plain.customer_id).toBe('C-VIRGIL');
    expect(elsewhere.rationale_signals.map((signal) => signal.signal)).toContain(
      'address_mismatch',
    );
    expect(elsewhere.raw_score).toBeLessThan(plain.raw_score);
    // A delivery address is where the goods go, not where the sender is.
    const delivery = fromFreeMail("Virgil's Real BBQ\nPlease deliver to:\n12 Ocean Drive\nMiami");
    expect(delivery.rationale_signals.map((signal) => signal.signal)).not.toContain(
      'address_mismatch',
    );
    // Its town named beside another street: the street still disagrees.
    const otherStreet = fromFreeMail("Virgil's Real BBQ\n12 Ocean Drive\nNew York City");
    expect(otherStreet.rationale_signals.map((signal) => signal.signal)).toContain(
      'address_mismatch',
    );
    expect(otherStreet.raw_score).toBeLessThan(plain.raw_score);
    // With nothing but the name for it, in another town, another company of that name is as
    // likely as a branch; one town holds a company's sites on several streets.
    expect(elsewhere.raw_score).toBeLessThanOrEqual(plain.raw_score * 0.5);
    expect(otherStreet.raw_score).toBeGreaterThan(plain.raw_score * 0.5);
    // Its own street, wherever the sender writes it, is no disagreement.
    const own = fromFreeMail("Virgil's Real BBQ\n152 West 44th Street\nNew York");
    expect(own.rationale_signals.map((signal) => signal.signal)).not.toContain('address_mismatch');
    // Nor on one line with the name, its parts apart ('Name | Street | Town', 'Street · Town').
    for (const signature of [
      "Virgil's Real BBQ | 12 Ocean Drive | Miami, FL 33139",
      "Virgil's Real BBQ\n12 Ocean Drive · Miami, FL 33139",
    ])
      expect(fromFreeMail(signature).rationale_signals.map((signal) => signal.signal)).toContain(
        'address_mismatch',
      );
    expect(
      fromFreeMail("Virgil's Real BBQ | 152 West 44th Street | New York").rationale_signals.map(
        (signal) => signal.signal,
      ),
    ).not.toContain('address_mismatch');
  });

  it("reads a city's initials that are also an article only where they are written alone", () => {
    const losAngeles = ['los', 'angeles'];
    const text = new Set(['mariscos', 'la', 'playa', 'fresno', 'ca']);
    expect(cityNamed(losAngeles, text, undefined, undefined, new Set(['fresno']))).toBe(false);
    expect(cityNamed(losAngeles, text, undefined, undefined, new Set(['la']))).toBe(true);
    const alone = (signature: string) =>
      extractClues(
        { case_id: 'alone', sender: 'ops@gmail.com', body: `Hello,\n\nRegards,\n${signature}` },
        new Set(),
      ).placeWordsAlone;
    expect(alone('Mariscos La Playa\n1455 N Blackstone Ave, Fresno CA 93703')).not.toContain('la');
    expect(alone('Philippe the Original\n1001 N. Alameda St., LA')).toContain('la');
  });

  it('keeps a branch the book does not hold new when the name is read without its aside', () => {
    expect(fromFreeMail('Lespinasse\n3342 Peachtree Rd.\nAtlanta').customer_id).toBe('');
  });
});

describe('a postal code and town in the signature that are not the customer’s', () => {
  const european: CustomerRecord[] = [
    {
      customer_id: 'C-MURPHY',
      name: 'Murphy Hydraulics Ltd',
      status: 'active',
      country: 'IE',
      address: { street: 'Dock Road', postal_code: 'V94 W2F3', city: 'Limerick', country: 'IE' },
    },
    {
      customer_id: 'C-JENSEN',
      name: 'Jensen Hydraulik A/S',
      status: 'active',
      country: 'DK',
      address: { street: 'Industrivej 18', postal_code: '8600', city: 'Silkeborg', country: 'DK' },
    },
    {
      customer_id: 'C-KELLER',
      name: 'Keller Sensorik GmbH',
      status: 'active',
      country: 'DE',
      address: {
        street: 'Emil-Figge-Straße 76',
        postal_code: '44227',
        city: 'Dortmund',
        country: 'DE',
      },
    },
  ];
  const europeanIndex = buildCustomerIndex({ customers: european });
  const signed = (signature: string) =>
    matchCustomer(europeanIndex, {
      case_id: 'sig',
      sender: 'service@gmail.com',
      body: `Hello,\nplease quote 12 filter elements.\n\nRegards\n${signature}`,
    });

  it('reads a postal code with its town, in every European shape, and not a phone’s area code nor a house number', () => {
    const codes = postalCodesWithTown([
      '23554 Lübeck',
      'Cork T23 E6F8',
      'Kvaglundvej 80, 6705 Esbjerg Ø',
      'Wiener Straße 450, 4030 Linz',
      '8358 Sunset Blvd. West',
      '7262 Industrial Pkwy, Erie, PA 16572',
      'PL-90-361 Łódź',
      '3000-150 Coimbra',
      '721 87 Västerås',
      '9747 AN Groningen',
      'Tel. 0451 4088150',
      'please quote 1000 pcs',
    ]);
    expect([...codes].sort()).toEqual([
      '16572',
      '23554',
      '3000150',
      '4030',
      '6705',
      '72187',
      '90361',
      '9747AN',
      'T23E6F8',
    ]);
    expect([...streetLineKeys(['Kvaglundvej 80'])]).toContain('80 kvaglund');
  });

  it('reads a postal code alone on its line under its town, and the parts of a one-line address', () => {
    expect([...postalCodesWithTown(['97 Brunswick Street', 'Derby', 'DE24 6XZ'])]).toEqual([
      'DE246XZ',
    ]);
    expect([...postalCodesWithTown(['Listowel', 'V31 EEWA'])]).toEqual(['V31EEWA']);
    // Under a line that is no town, a code alone stays unread.
    expect([...postalCodesWithTown(['Order 4471 of 12 May', 'DE24 6XZ'])]).toEqual([]);
    const clues = extractClues(
      {
        case_id: 'one-line',
        sender: 'a.blanchard@laposte.net',
        body: 'Bonjour,\nmerci de confirmer.\n\nCdlt,\nArnaud\nResponsable logistique - Boulangerie Lejeune - 141 bis r. Gustave Eiffel - 69800 Saint-Priest',
      },
      new Set(['laposte.net']),
    );
    expect([...clues.senderPostalCodes]).toEqual(['69800']);
  });

  it("reads 'St. Gallen' as a town after its code, a Dutch 'ln.' as 'laan' and 'Hnos' as 'Hermanos'", () => {
    expect([...postalCodesWithTown(['Feldstr. 102, 9000 St. Gallen'])]).toEqual(['9000']);
    expect(streetKeyTokens('Zuiderln. 92')).toEqual(streetKeyTokens('Zuiderlaan 92'));
    expect(companyNameKey('Ruiz Hnos S.L.')).toBe(companyNameKey('Ruiz Hermanos S.L.'));
  });

  it('keeps a sister company in another town new', () => {
    expect(
      signed('Liam Murphy\nMurphy Hydraulic Services Ltd\nKilbarry Business Park\nCork T23 E6F8')
        .customer_id,
    ).toBe('');
    expect(
      signed('Kasper Jensen\nJensen Hydraulik Service ApS\nKvaglundvej 80\n6705 Esbjerg Ø')
        .customer_id,
    ).toBe('');
  });

  it('keeps a company of the same name in another town new, unless the sender names a branch', () => {
    expect(
      signed('Kasper Jensen\nJensen Hydraulik A/S\nKvaglundvej 80\n6705 Esbjerg Ø').customer_id,
    ).toBe('');
    expect(
      signed('Kasper Jensen\nJensen Hydraulik A/S\nFilial Esbjerg\nKvaglundvej 80\n6705 Esbjerg Ø')
        .customer_id,
    ).toBe('C-JENSEN');
  });

  it('lets the customer’s own town, or a branch under its whole name, stand', () => {
    const own = signed('Liam Murphy\nMurphy Hydraulics Ltd\nDock Road\nLimerick');
    expect(own.customer_id).toBe('C-MURPHY');
    expect(own.rationale_signals.map((signal) => signal.signal)).not.toContain('address_mismatch');
    const branch = signed(
      'Tim Keller\nKeller Sensorik GmbH\nNiederlassung Süd\nLeitzstraße 45\n70469 Stuttgart',
    );
    expect(branch.customer_id).toBe('C-KELLER');
  });
});

describe('the address of a customer found by its name, without postal code or house number', () => {
  const organisations: CustomerRecord[] = [
    {
      customer_id: 'C-UCC',
      name: 'University College Cork',
      aliases: ['UCC'],
      status: 'active',
      country: 'IE',
      address: { street: 'College Road', postal_code: 'T12 K8AF', city: 'Cork', country: 'IE' },
    },
    {
      customer_id: 'C-UNIZAR',
      name: 'Universidad de Zaragoza',
      status: 'active',
      country: 'ES',
      address: { street: 'Calle Pedro Cerbuna 12', postal_code: '50009', city: 'Zaragoza' },
    },
    {
      customer_id: 'C-ESPOSITO',
      name: 'Esposito Impianti Elettrici S.r.l.',
      status: 'active',
      country: 'IT',
      address: { street: 'Via Argine 425', postal_code: '80147', city: 'Napoli' },
    },
  ];
  const organisationIndex = buildCustomerIndex({ customers: organisations });
  const signed = (signature: string) =>
    matchCustomer(organisationIndex, {
      case_id: 'sig',
      sender: 'workshop@gmail.com',
      body: `Hi,\nplease quote 10 sets of taps.\n\nThanks\n${signature}`,
    });
  const signal = (result: ReturnType<typeof signed>, name: string) =>
    result.rationale_signals.find((found) => found.signal === name);

  it('counts its street beside its town', () => {
    const result = signed('Engineering Workshop\nUCC School of Engineering\nCollege Rd, Cork');
    expect(result.customer_id).toBe('C-UCC');
    expect(signal(result, 'street_match')).toBeDefined();
  });

  it('counts its town alone weakly, and not when the town is a word of its name', () => {
    const town = signed('Ciro Esposito\nEsposito Impianti Elettrici\nNapoli');
    expect(signal(town, 'address_match')?.weight).toBeCloseTo(0.75);
    const inName = signed('Universidad de Zaragoza\nZaragoza');
    expect(signal(inName, 'address_match')).toBeUndefined();
  });
});

describe('a city with a word cut short', () => {
  const kongensLyngby = tokenize('Kongens Lyngby');
  it('is named beside a word written in full', () => {
    expect(
      cityNamed(kongensLyngby, new Set(tokenize('2800 Kgs. Lyngby')), undefined, new Set(['kgs'])),
    ).toBe(true);
  });
  it('is not named by the cut word alone, nor by letters out of order', () => {
    expect(cityNamed(kongensLyngby, new Set(tokenize('Kgs.')), undefined, new Set(['kgs']))).toBe(
      false,
    );
    expect(
      cityNamed(kongensLyngby, new Set(tokenize('Ksg. Lyngby')), undefined, new Set(['ksg'])),
    ).toBe(false);
  });
});

describe("the customer's street named in another town", () => {
  const practices = buildCustomerIndex({
    customers: [
      {
        customer_id: 'C-BERLIN',
        name: 'Zahnarztpraxis Dr. Weber',
        status: 'active',
        country: 'DE',
        address: { street: 'Hauptstraße 12', postal_code: '10827', city: 'Berlin', country: 'DE' },
      },
      {
        customer_id: 'C-HUBER',
        name: 'Bäckerei Huber',
        status: 'active',
        country: 'DE',
        address: {
          street: 'Bahnhofstraße 3',
          postal_code: '80335',
          city: 'München',
          country: 'DE',
        },
      },
    ],
  });
  const signedBy = (signature: string) =>
    matchCustomer(practices, {
      case_id: 'street-elsewhere',
      sender: 'praxis.weber@t-online.de',
      body: `Guten Tag,\nbitte ein Angebot über 20 Boxen Handschuhe.\n\nMit freundlichen Grüßen\nAnja Roth\n${signature}`,
    });

  it("is a street of that name in another town: the sender's town disagrees", () => {
    const elsewhere = signedBy('Zahnarztpraxis Dr. Weber\nHauptstraße 12\n51143 Köln');
    expect(elsewhere.raw_score).toBeLessThan(0.6);
    expect(elsewhere.rationale_signals.map((signal) => signal.signal)).toContain(
      'address_mismatch',
    );
  });

  it('names the customer beside the name where no other town is named', () => {
    expect(signedBy('Zahnarztpraxis Dr. Weber\nHauptstraße 12').raw_score).toBeGreaterThan(0.85);
    expect(
      signedBy('Zahnarztpraxis Dr. Weber\nHauptstraße 12\n10827 Berlin').raw_score,
    ).toBeGreaterThan(0.85);
  });
});

describe('a name written short beside the customer’s own town', () => {
  const utilities = buildCustomerIndex({
    customers: [
      {
        customer_id: 'C-WESSEX',
        name: 'Wessex Water Services Ltd – Operational Purchasing',
        status: 'active',
        country: 'GB',
        address: { street: 'Claverton Down Road', city: 'Bath', country: 'GB' },
      },
      {
        customer_id: 'C-QUICK',
        name: 'Stichting Voetbalvereniging Quick Boys Katwijk',
        status: 'active',
        country: 'NL',
        address: { street: 'Sportlaan 1', city: 'Katwijk', country: 'NL' },
      },
      {
        customer_id: 'C-LJUNGBERGS',
        name: 'Ljungbergs Pumpar och Brunnsborrning',
        status: 'active',
        country: 'SE',
        address: { street: 'Industrigatan 4', city: 'Hedemora', country: 'SE' },
      },
      {
        customer_id: 'C-SEVERN',
        name: 'Severn Trent Water Ltd',
        status: 'active',
        country: 'GB',
        address: { street: 'Abbey Lane', city: 'Coventry', country: 'GB' },
      },
    ],
  });
  const signed = (signature: string) =>
    matchCustomer(utilities, {
      case_id: 'short',
      sender: 'buyer.ops@gmail.com',
      body: `Hello,\n\nPlease quote 20 gate valves DN 100.\n\n${signature}`,
    });

  it('is read as the name where every word of the line is the name’s', () => {
    expect(signed('Operational Purchasing\nWessex Water, Bath').customer_id).toBe('C-WESSEX');
  });

  it('is read so with the town on the company line', () => {
    expect(signed('Ljungbergs Pumpar, Hedemora').customer_id).toBe('C-LJUNGBERGS');
    expect(signed('Ljungbergs Pumpar, Avesta').customer_id).toBe('');
  });

  it('is read so, found whole in a sentence that names the town', () => {
    const school = buildCustomerIndex({
      customers: [
        {
          customer_id: 'C-REGENBOOG-WAALWIJK',
          name: 'Basisschool De Regenboog',
          status: 'active',
          address: { street: 'Schoolstraat 2', city: 'Waalwijk', country: 'NL' },
        },
        {
          customer_id: 'C-REGENBOOG-ZWOLLE',
          name: 'Basisschool De Regenboog',
          status: 'active',
          address: { street: 'Kerkweg 9', city: 'Zwolle', country: 'NL' },
        },
        { customer_id: 'C-OTHER', name: 'Sportpark De Regenboog', status: 'active' },
      ],
    });
    const mail = (town: string) =>
      matchCustomer(school, {
        case_id: 'sentence',
        sender: 'i.vangils@ziggo.nl',
        body: `Goedemiddag,

Bij basisschool De Regenboog in ${town} willen we het schoolplein beter verlichten.

Met vriendelijke groet,
Ingrid van Gils, directeur`,
      });
    const waalwijk = mail('Waalwijk');
    expect(waalwijk.customer_id).toBe('C-REGENBOOG-WAALWIJK');
    expect(waalwijk.match_rationale).toContain('own_town=true');
    expect(mail('Tilburg').customer_id).toBe('');
  });

  it('is not where the town is another, or a word of the name', () => {
    expect(signed('Wessex Water, Exeter').customer_id).toBe('');
    expect(signed('Quick Boys, Katwijk').customer_id).toBe('');
  });
});

describe('initials of the first words of a name, with its other words or its town', () => {
  const book = buildCustomerIndex({
    customers: [
      {
        customer_id: 'C-AZ-MALLE',
        name: 'Algemeen Ziekenhuis Sint-Jozef Malle',
        status: 'active',
        address: { city: 'Malle', country: 'BE' },
      },
      {
        customer_id: 'C-AZ-KLINA',
        name: 'Algemeen Ziekenhuis Klina',
        status: 'active',
        address: { city: 'Brasschaat', country: 'BE' },
      },
      {
        customer_id: 'C-UVA',
        name: 'Uppsala Vatten och Avfall AB',
        status: 'active',
        address: { city: 'Uppsala', country: 'SE' },
      },
      {
        customer_id: 'C-BIR',
        name: 'Boulangerie Industrielle Romande SA',
        status: 'active',
        address: { city: 'Bussigny', country: 'CH' },
      },
    ],
  });
  const signed = (signature: string) =>
    matchCustomer(book, {
      case_id: 'initials',
      sender: 'achats.technique@gmail.com',
      body: `Bonjour,\n\nmerci de nous envoyer 10 filtres.\n\n${signature}`,
    }).customer_id;

  it('names the customer they fit alone', () => {
    expect(signed('AZ Malle')).toBe('C-AZ-MALLE');
    expect(signed('AZ Klina')).toBe('C-AZ-KLINA');
    expect(signed('UVA, Uppsala')).toBe('C-UVA');
    expect(signed('Service technique\nBIR SA, Bussigny')).toBe('C-BIR');
  });

  it('names none where the other words are neither its name’s nor its town', () => {
    expect(signed('AZ Gent')).toBe('');
    expect(signed('BIR SA, Lausanne')).toBe('');
  });
});

describe('a street named without its house number', () => {
  it('is read from running text, its street word after or before its name, or joined to it', () => {
    const streets = (text: string) => streetNamesInTokens(tokenize(text));
    expect(streets("Hi, this is Maria from Lupo's on Elm Street.")).toEqual([['elm']]);
    expect(streets('Servus, hier der Huber von der Metzgerei in der Schleißheimer Straße')).toEqual(
      [['schleissheimer']],
    );
    expect(streets("Bonjour, c'est Sylvie du Petit Bistrot de la rue du Commerce")).toEqual([
      ['commerce'],
    ]);
    expect(streets('Ilse van Bakkerij Van der Berg in de Weimarstraat')).toEqual([['weimar']]);
    expect(streets('Olivia at the Blue Door on N Clark St')).toEqual([['clark']]);
    expect(streets('please send a quote')).toEqual([]);
    // A street written with its house number is read with it, not as a street alone.
    expect(streets('3434 Peachtree Rd., Atlanta')).toEqual([]);
    expect(streets('Hafenstraße 12')).toEqual([]);
  });

  it('tells the entries of a chain apart beside the town, not where the street is the name', () => {
    const chain = buildCustomerIndex({
      customers: [
        organisation('C-GD-SF', 'Golden Dragon Restaurant', '816 Grant Avenue', 'San Francisco'),
        organisation('C-GD-GL', 'Golden Dragon', '14 Sauchiehall Lane', 'Glasgow'),
        organisation('C-GD-LI', 'Golden Dragon', '21 Nelson Street', 'Liverpool'),
        organisation('C-RL-CB', 'The Red Lion Inn', '20 Mill Road', 'Cambridge'),
        organisation('C-RL-YO', 'The Red Lion', '2 Merchantgate', 'York'),
        organisation('C-MRB', 'Mill Road Bakery', '142 Mill Road', 'Cambridge'),
        organisation('C-RMH', 'The Royal Melbourne Hospital', '300 Grattan Street', 'Parkville'),
        organisation('C-RMIT', 'RMIT University', '124 La Trobe Street', 'Melbourne'),
        organisation('C-PV', 'Persson Ventilation Syd AB', '12 Bronsgatan', 'Malmö'),
        organisation('C-PT', 'Perssons Tak och Fasad AB', 'Kopparbergsgatan 4', 'Malmö'),
      ],
    });
    const said = (body: string) =>
      matchCustomer(chain, { case_id: 'said', sender: 'peter.w@gmail.com', body }).customer_id;
    expect(
      said('Hi, Peter here from Golden Dragon on Grant Avenue in San Francisco. Order still late.'),
    ).toBe('C-GD-SF');
    expect(
      said('Ant here, chef at the Red Lion on Mill Road in Cambridge. Still waiting on the price.'),
    ).toBe('C-RL-CB');
    // Another's town read inside this one's name says nothing of where this one is.
    expect(said('We need 30 batteries.\n\nGrace\nRoyal Melbourne Hospital')).toBe('C-RMH');
    // A street named in the body is someone else's where the sender writes their own.
    expect(
      said(
        'Vi gör taket åt Persson Ventilation Syd AB på Bronsgatan.\n\nMvh\nPerssons Tak\nKopparbergsgatan 4, Malmö',
      ),
    ).toBe('C-PT');
  });

  it('reads no company from a street address line, whatever the street shares with a name', () => {
    const denver = buildCustomerIndex({
      customers: [
        {
          ...organisation('C-LSC', 'Larimer Street Chophouse', '1420 Larimer Street', 'Denver'),
          address: {
            street: '1420 Larimer Street',
            postal_code: '80202',
            city: 'Denver',
            country: 'US',
          },
        },
      ],
    });
    const found = (signature: string) =>
      matchCustomer(denver, {
        case_id: 'street',
        sender: 'bistro@comcast.net',
        body: `Hi, please quote 100 steak knives.\n${signature}`,
      }).customer_id;
    expect(found('Larimer Square Bistro\n1430 Larimer St, Denver CO 80202')).toBe('');
    expect(found('Larimer St. Chophouse\n1420 Larimer St, Denver CO 80202')).toBe('C-LSC');
  });

  it("reads one capitalised word between 'from' and 'on' as a name", () => {
    const lines = (body: string) =>
      extractClues({ case_id: 'from', sender: 'rudy@gmail.com', body }, new Set()).nameLines.map(
        (tokens) => tokens.join(' '),
      );
    expect(lines("Hey, Rudy from Garza's on Washington Ave. You sent the wrong cups.")).toContain(
      'garza',
    );
    expect(lines('Hey, Rudy here. We ordered on Monday and nothing came yet.')).not.toContain(
      'monday',
    );
  });
});

describe("a signature's landline in another town's area", () => {
  const hotels = buildCustomerIndex({
    customers: [
      {
        customer_id: 'C-KRONE',
        name: 'Hotel Krone',
        status: 'active',
        country: 'CH',
        address: {
          street: 'Sonnenbergstrasse 84',
          postal_code: '8400',
          city: 'Winterthur',
          country: 'CH',
        },
        phones: ['+41524355559'],
      },
    ],
  });
  const signedWith = (phone: string) =>
    matchCustomer(hotels, {
      case_id: 'phone',
      sender: 'h.frei@bluewin.ch',
      body: `Guten Tag\nBitte um ein Angebot.\n\nLiebe Grüsse\nHansruedi Frei | Hotel Krone | ${phone}`,
    });
  const signals = (phone: string) =>
    signedWith(phone).rationale_signals.map((signal) => signal.signal);

  it('weighs against the customer of that name as another town does', () => {
    const elsewhere = signedWith('+41 (0) 27 / 3855312');
    expect(signals('+41 (0) 27 / 3855312')).toContain('address_mismatch');
    expect(elsewhere.raw_score).toBeLessThan(signedWith('').raw_score);
  });

  it('not for a line of the same area, a mobile number or the customer’s own number', () => {
    expect(signals('+41 52 212 34 56')).not.toContain('address_mismatch');
    expect(signals('+41 79 385 53 12')).not.toContain('address_mismatch');
    expect(signals('+41 52 435 55 59')).not.toContain('address_mismatch');
  });
});

describe('a name placed in another town of the book', () => {
  const inns = buildCustomerIndex({
    customers: [
      organisation('C-DEER', 'The Deer Creek Inn', '890 Union Blvd', 'Sacramento'),
      organisation('C-RICH', 'Riverside Library', '12 Main St', 'Richmond'),
      organisation('C-HAAG', 'Verpleeghuis De Schakel', 'Oranjestraat 49A', 'Leiden'),
      organisation('C-DH', 'Stadsbibliotheek', 'Spui 68', 'Den Haag'),
    ],
  });
  const from = (body: string) =>
    matchCustomer(inns, { case_id: 'p', sender: 'greg.h@gmail.com', body });

  it('is a namesake there, not the customer of that name elsewhere', () => {
    expect(
      from('Hi,\nplease quote 20 towels.\n\nThanks,\nGreg\nThe Deer Creek Inn, Richmond, Virginia')
        .customer_id,
    ).toBe('');
    expect(
      from(
        'Hallo,\nik doe de inkoop voor Verpleeghuis De Schakel in Den Haag. Prijs voor 5 pakken?',
      ).customer_id,
    ).toBe('');
  });

  it('is the customer where the town is its own, or no town of the book', () => {
    expect(
      from('Hi,\nplease quote 20 towels.\n\nThanks,\nGreg\nThe Deer Creek Inn, Sacramento, CA')
        .customer_id,
    ).toBe('C-DEER');
    expect(
      from('Hi,\nplease quote 20 towels.\n\nThanks,\nGreg\nThe Deer Creek Inn, Guest Services')
        .customer_id,
    ).toBe('C-DEER');
  });
});
