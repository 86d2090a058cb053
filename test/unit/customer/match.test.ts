import { describe, expect, it } from 'vitest';
import {
  buildCustomerIndex,
  companyNameKey,
  genericDomainSet,
  matchCustomer,
  streetKeyTokens,
} from '#domain/customer/index';
import { fixtureIndex } from './fixtures';

const index = fixtureIndex();

describe('matchCustomer', () => {
  it('resolves an exact contact e-mail with its customer and contact', () => {
    const result = matchCustomer(index, {
      case_id: '1',
      sender: 'P.Schulz@acme-group.com',
      body: 'Bitte um Angebot für 10 Stück.\n\nMit freundlichen Grüßen\nPetra Schulz',
    });
    expect(result.customer_id).toBe('C-ACME-DE');
    expect(result.contact_id).toBe('K-1');
    expect(result.ship_to_id).toBe('S-ACME-DE-1');
    expect(result.raw_score).toBeGreaterThan(0.9);
    expect(result.rationale_signals.map((signal) => signal.signal)).toContain('contact_email');
  });

  it('picks the subsidiary named in the signature on a shared domain and lists the other', () => {
    const result = matchCustomer(index, {
      case_id: '2',
      sender: 'achats@acme-group.com',
      body: 'Bonjour, merci de nous faire une offre.\n\nCordialement\nService achats\nACME France S.A.S.\n69002 Lyon',
    });
    expect(result.customer_id).toBe('C-ACME-FR');
    expect(result.alternatives).toEqual([
      expect.objectContaining({ customer_id: 'C-ACME-DE', reason: 'subsidiary' }),
    ]);
    const single = matchCustomer(
      index,
      { case_id: '2', sender: 'achats@acme-group.com', body: 'Cordialement\nAcme France' },
      { disambiguation: 'single_best' },
    );
    expect(single.customer_id).toBe('C-ACME-FR');
    expect(single.alternatives).toEqual([]);
  });

  it("reads a forwarded customer's mail by its author when the sender is no customer", () => {
    // A rep of the distributor forwards it from an address the book does not know.
    const outlook = matchCustomer(index, {
      case_id: 'fw-1',
      sender: 'innendienst@haendler-beispiel.de',
      body: 'Bitte anbieten.\n\nVon: Anna Weber <a.weber@bauer-haustechnik.de>\nGesendet: Dienstag, 24. November 2026 10:12\nAn: Innendienst <innendienst@haendler-beispiel.de>\nBetreff: Anfrage\n\n20 Stk Kugelhahn DN25\n\nGruß\nAnna Weber',
    });
    expect(outlook.customer_id).toBe('C-BAU');
    expect(outlook.contact_id).toBe('K-4');
    const gmail = matchCustomer(index, {
      case_id: 'fw-2',
      sender: 'luca.b@gmail.com',
      body: 'vedi sotto\n\n---------- Forwarded message ---------\nFrom: Jan <jan@vdberg.nl>\nDate: Tue, 24 Nov 2026 at 10:00\nSubject: aanvraag\n\nGraag een offerte voor 10 kogelkranen.\n\nJan\nVan den Berg Installatietechniek',
    });
    expect(gmail.customer_id).toBe('C-VDB');
    // A customer's own address outweighs whoever wrote the message it answers.
    const reply = matchCustomer(index, {
      case_id: 'fw-3',
      sender: 'p.schulz@acme-group.com',
      body: 'Passt, bitte liefern.\n\nAm 20.11.2026 um 09:00 schrieb Jan <jan@vdberg.nl>:\n> Angebot anbei',
    });
    expect(reply.customer_id).toBe('C-ACME-DE');
    expect(reply.contact_id).toBe('K-1');
  });

  it('scores a bare shared domain lower than a domain plus a distinguishing signal', () => {
    const bare = matchCustomer(index, {
      case_id: '3',
      sender: 'info@acme-group.com',
      body: 'Hallo',
    });
    const named = matchCustomer(index, {
      case_id: '3',
      sender: 'info@acme-group.com',
      body: 'Hallo\n\nGrüße\nAcme Industrietechnik GmbH\nHauptstr. 5, 80331 München',
    });
    expect(bare.customer_id).not.toBe('');
    expect(bare.review_hints).toContain('ambiguous_alternatives_present');
    expect(named.customer_id).toBe('C-ACME-DE');
    expect(named.component_scores.customer).toBeGreaterThan(bare.component_scores.customer);
  });

  it('reads a sender written with a display name', () => {
    const result = matchCustomer(index, {
      case_id: '1b',
      sender: '"Anna Weber" <A.Weber@bauer-haustechnik.de>',
      body: 'Bitte um Angebot.',
    });
    expect(result.customer_id).toBe('C-BAU');
    expect(result.contact_id).toBe('K-4');
  });

  it('falls back to the phone in the signature for a generic mail domain', () => {
    const result = matchCustomer(index, {
      case_id: '4',
      sender: 'rossi.marco1975@gmx.de',
      body: 'Buongiorno, vi chiedo un preventivo.\n\nSaluti\nMarco\nTel. +39 347 123 4567',
    });
    expect(result.customer_id).toBe('C-ROSSI');
    expect(result.contact_id).toBe('K-5');
    expect(result.review_hints).toContain('generic_sender_domain');
    const domainSignal = result.rationale_signals.find(
      (signal) => signal.signal === 'sender_domain',
    );
    expect(domainSignal?.weight ?? 0).toBeLessThan(0.5);
  });

  it("reads a phone in a short mail's closing words as the sender's", () => {
    const result = matchCustomer(index, {
      case_id: '4a',
      sender: 'acquisti.milano77@libero.it',
      body: 'Buongiorno, ci serve un preventivo per 20 raccordi. Grazie! — Paolo, 02 1234 5678',
    });
    expect(result.customer_id).toBe('C-ROSSI');
  });

  it('falls back to the company name and address in the signature for a generic domain', () => {
    const result = matchCustomer(index, {
      case_id: '4b',
      sender: 'bauer.anna@web.de',
      body: 'Moin, bitte Angebot.\n\nGruß\nAnna Weber\nBauer Haustechnik KG\nWerftstraße 10, 20457 Hamburg',
    });
    expect(result.customer_id).toBe('C-BAU');
    expect(result.contact_id).toBe('K-4');
    const signals = result.rationale_signals.map((signal) => signal.signal);
    expect(signals).toEqual(expect.arrayContaining(['name_match', 'address_match']));
  });

  it('does not match on a generic domain alone', () => {
    const result = matchCustomer(index, {
      case_id: '5',
      sender: 'someone@gmx.de',
      body: 'Hallo, bitte ein Angebot über 20 Schrauben M8.',
    });
    expect(result.customer_id).toBe('');
    expect(result.unmatched_reason).toBe('generic_domain_no_other_signal');
    expect(result.raw_score).toBe(0);
  });

  it('drops a stale contact while the customer still resolves by domain', () => {
    const result = matchCustomer(index, {
      case_id: '6',
      sender: 'k.bauer@bauer-haustechnik.de',
      body: 'Moin, bitte Angebot.\n\nGruß\nKlaus Bauer',
    });
    expect(result.customer_id).toBe('C-BAU');
    expect(result.contact_id).toBe('');
    expect(result.review_hints).toContain('stale_contact');
  });

  it('infers the ship-to named in the body, else assumes the default with a lower score', () => {
    const named = matchCustomer(index, {
      case_id: '7',
      sender: 'a.weber@bauer-haustechnik.de',
      body: 'Bitte liefern Sie an unsere Baustelle in Lübeck, Mühlenstr. 20.\n\nGruß\nAnna Weber',
    });
    expect(named.ship_to_id).toBe('S-BAU-LUE');
    expect(named.contact_id).toBe('K-4');
    const fallback = matchCustomer(index, {
      case_id: '7',
      sender: 'a.weber@bauer-haustechnik.de',
      body: 'Bitte um Angebot.\n\nGruß\nAnna Weber',
    });
    expect(fallback.ship_to_id).toBe('S-BAU-HQ');
    expect(fallback.review_hints).toContain('default_ship_to_assumed');
    expect(fallback.raw_score).toBeLessThan(named.raw_score);
  });

  it('does not attribute a bounce to the customer it mentions', () => {
    const result = matchCustomer(index, {
      case_id: '8b',
      sender: 'MAILER-DAEMON@mx1.distributor.example',
      body: 'Your message could not be delivered to <a.weber@bauer-haustechnik.de>.\nBauer Haustechnik KG',
    });
    expect(result.customer_id).toBe('');
  });

  it('reads the head-office address as a delivery address only on a delivery line', () => {
    const local = buildCustomerIndex({
      customers: [
        {
          customer_id: 'C-HQ',
          name: 'Lorenz Stahlbau GmbH',
          domains: ['lorenz-stahlbau.de'],
          default_ship_to_id: 'S-WERK',
          address: { street: 'Gewerbestraße 92', postal_code: '04605', city: 'Leipzig' },
          status: 'active',
        },
      ],
      shipTos: [
        {
          ship_to_id: 'S-HQ',
          customer_id: 'C-HQ',
          name: 'Lorenz Stahlbau GmbH',
          address: { street: 'Gewerbestraße 92', postal_code: '04605', city: 'Leipzig' },
          is_default: false,
        },
        {
          ship_to_id: 'S-WERK',
          customer_id: 'C-HQ',
          name: 'Lorenz Stahlbau GmbH – Lager Nord',
          address: { street: 'Max-Planck-Straße 33', postal_code: '44110', city: 'Dortmund' },
          is_default: true,
        },
      ],
    });
    const signature =
      '\n\nFreundliche Grüße\nPetra Lorenz\nLorenz Stahlbau GmbH\nGewerbestraße 92\n04605 Leipzig';
    const plain = matchCustomer(local, {
      case_id: 'hq',
      sender: 'p@lorenz-stahlbau.de',
      body: `Bitte um Angebot.${signature}`,
    });
    expect(plain.ship_to_id).toBe('S-WERK');
    expect(plain.review_hints).toContain('default_ship_to_assumed');
    const delivery = matchCustomer(local, {
      case_id: 'hq',
      sender: 'p@lorenz-stahlbau.de',
      body: `Bitte an unsere Zentrale liefern: Gewerbestr. 92, 04605 Leipzig${signature}`,
    });
    expect(delivery.ship_to_id).toBe('S-HQ');
    const site = matchCustomer(local, {
      case_id: 'hq',
      sender: 'p@lorenz-stahlbau.de',
      body: `Die Ware bitte ins Lager Nord.${signature}`,
    });
    expect(site.ship_to_id).toBe('S-WERK');
    expect(site.review_hints).not.toContain('default_ship_to_assumed');
  });

  it('reports a new customer with no master-data match', () => {
    const result = matchCustomer(index, {
      case_id: '8',
      sender: 'einkauf@neue-firma-xyz.de',
      body: 'Guten Tag, wir sind neu und bitten um ein Angebot.\n\nNeue Firma XYZ GmbH\n01067 Dresden',
    });
    expect(result.customer_id).toBe('');
    expect(result.unmatched_reason).toBe('no_master_data_match');
    expect(result.review_hints).toContain('new_customer');
  });

  it('matches by company name and VAT id from a signature when the domain is unknown', () => {
    const byName = matchCustomer(index, {
      case_id: '9',
      sender: 'inkoop@vandenberg-install.nl',
      body: 'Graag een offerte.\n\nMet vriendelijke groet\nvan den Berg Installatietechniek BV',
    });
    expect(byName.customer_id).toBe('C-VDB');
    const byVat = matchCustomer(index, {
      case_id: '9',
      sender: 'x@unknown.example',
      body: 'Please quote.\nUSt-IdNr.: DE 123 456 789',
    });
    expect(byVat.customer_id).toBe('C-ACME-DE');
  });

  it('uses the prior-thread linkage from the case context', () => {
    const result = matchCustomer(index, {
      case_id: '10',
      sender: 'someone@gmx.de',
      body: 'Und noch 5 Stück dazu.',
      context: { customer_id: 'C-BAU' },
    });
    expect(result.customer_id).toBe('C-BAU');
    expect(result.match_rationale).toContain('prior_thread');
  });

  it('answers a normal unmatched result when the tenant has no master data', () => {
    const empty = buildCustomerIndex({ customers: [] });
    const result = matchCustomer(empty, { case_id: '11', sender: 'a@b.de', body: 'Hallo' });
    expect(result.customer_id).toBe('');
    expect(result.unmatched_reason).toBe('no_master_data');
  });
});

describe('normalisation', () => {
  it('removes legal suffixes across languages and ignores accents, punctuation and order', () => {
    const pairs: [string, string][] = [
      ['Müller GmbH & Co. KG', 'MUELLER'],
      ['Rossi Impianti S.p.A.', 'rossi impianti spa'],
      ['Rossi Impianti S.r.l.', 'Impianti Rossi SRL'],
      ['Société Générale de Câbles SARL', 'societe generale de cables S.A.R.L.'],
      ['Dupont Électricité S.A.S.', 'DUPONT ELECTRICITE SAS'],
      ['García Suministros S.L.', 'Suministros Garcia, S. L.'],
      ['Van den Berg B.V.', 'van den berg'],
      ['Janssens N.V.', 'Janssens'],
      ['Smith & Sons Ltd.', 'Smith and Sons Limited'],
      ['Acme Inc', 'ACME, LLC'],
      ['Nordlicht SE', 'Nordlicht AG'],
    ];
    for (const [left, right] of pairs) expect(companyNameKey(left)).toBe(companyNameKey(right));
    expect(companyNameKey('Bauer Haustechnik')).not.toBe(companyNameKey('Bauer Elektro'));
  });

  it('normalises street abbreviations', () => {
    expect(streetKeyTokens('Hauptstr. 5')).toEqual(streetKeyTokens('Hauptstraße 5'));
    const rue = streetKeyTokens('12 Rue de la République');
    expect(rue).toEqual(streetKeyTokens('12, rue de la Republique'));
    expect(rue).toHaveLength(2);
    expect(streetKeyTokens('C/ Mayor 3')).toEqual(streetKeyTokens('Calle Mayor 3'));
    expect(streetKeyTokens('Kerkstraat 1')).toEqual(streetKeyTokens('Kerkstr. 1'));
  });

  it('ships at least 200 generic mail domains including European providers', () => {
    const generic = genericDomainSet();
    expect(generic.size).toBeGreaterThanOrEqual(200);
    for (const domain of [
      'gmx.de',
      'web.de',
      't-online.de',
      'orange.fr',
      'free.fr',
      'laposte.net',
    ]) {
      expect(generic.has(domain)).toBe(true);
    }
    for (const domain of ['libero.it', 'virgilio.it', 'ziggo.nl', 'kpnmail.nl', 'telefonica.net']) {
      expect(generic.has(domain)).toBe(true);
    }
  });
});

describe("the country of the sender's phone", () => {
  const twins = buildCustomerIndex({
    customers: [
      { customer_id: 'C-AT', name: 'Alpen Logistik GmbH', country: 'AT', status: 'active' },
      { customer_id: 'C-DE', name: 'Alpen Logistik GmbH', country: 'DE', status: 'active' },
    ],
  });
  const from = (signature: string) =>
    matchCustomer(twins, {
      case_id: 'twins',
      sender: 'dispo.alpen@gmail.com',
      body: `Grüß Gott,\nbitte um ein Angebot.\n\nLG\nMaria Huber\nAlpen Logistik GmbH\n${signature}`,
    });

  it('tells apart two customers of one name in two countries', () => {
    expect(from('Tel. +43 512 390 455').customer_id).toBe('C-AT');
    expect(from('Tel. +49 89 1234 5678').customer_id).toBe('C-DE');
  });

  it('says nothing where the number has no country code', () => {
    expect(from('Tel. 0512 390 455').unmatched_reason).toBe('ambiguous');
  });
});

describe("a sender's phone in another country than the one customer of the name", () => {
  const book = buildCustomerIndex({
    customers: [
      { customer_id: 'C-DE', name: 'Keller Druckluft GmbH', country: 'DE', status: 'active' },
      { customer_id: 'C-BE', name: 'Janssens Elektro BV', country: 'BE', status: 'active' },
    ],
  });
  const from = (company: string, phone: string) =>
    matchCustomer(book, {
      case_id: 'abroad',
      sender: 'einkauf.keller@gmx.net',
      body: `Guten Tag,\nbitte um ein Angebot.\n\nMfG\nEva Keller\n${company}\n${phone}`,
    }).customer_id;

  it('is another company of that name: the answer is a new customer', () => {
    expect(from('Keller Druckluft GmbH', 'Tel. +43 1 8071280')).toBe('');
    expect(from('Janssens Elektro B.V.', 'T: +31 118 848951')).toBe('');
  });

  it('leaves the customer of the same country matched', () => {
    expect(from('Keller Druckluft GmbH', 'Tel. +49 89 1234 5678')).toBe('C-DE');
  });
});

describe('a town beside a name of which a distinctive word differs', () => {
  const names = [
    'Westside Family Clinic',
    'Eastside Dental Group',
    'Pico Hardware',
    'Sunset Bakery',
    'Lakeside Family Practice',
    'Westwood Animal Hospital',
  ];
  // One ZIP code for all: a town and postal code say little about which of them wrote.
  const neighbours = buildCustomerIndex({
    customers: names.map((name, at) => ({
      customer_id: `C-${at}`,
      name,
      status: 'active' as const,
      address: {
        street: `${11600 + at * 10} W Pico Blvd`,
        postal_code: '90064',
        city: 'Los Angeles',
        country: 'US',
      },
    })),
  });
  const fromSignature = (signature: string) =>
    matchCustomer(neighbours, {
      case_id: 'neighbours',
      sender: 'frontdesk.wfd@gmail.com',
      body: `Hi,\nplease quote 20 boxes of gloves.\n\nThanks,\nRay Cho\n${signature}`,
    });

  it('does not vouch for the name: another practice of the same ZIP code may have written', () => {
    const other = fromSignature(
      'Westside Family Dental\n11701 W. Pico Blvd.\nLos Angeles, CA 90064',
    );
    expect(other.raw_score).toBeLessThan(0.25);
  });

  it('leaves the whole name beside its town, or a street, as sure as before', () => {
    expect(
      fromSignature('Westside Family Clinic\nLos Angeles, CA 90064').raw_score,
    ).toBeGreaterThan(0.85);
    const own = fromSignature('Westside Family Clinic\n11600 W. Pico Blvd.\nLos Angeles, CA 90064');
    expect(own.customer_id).toBe('C-0');
    expect(own.raw_score).toBeGreaterThan(0.85);
  });
});

describe('a company line that ends with a country', () => {
  const book = buildCustomerIndex({
    customers: [
      { customer_id: 'C-HANSA', name: 'Hansa Fluidtechnik GmbH', country: 'DE', status: 'active' },
      {
        customer_id: 'C-SMIT',
        name: 'Smit Machinebouw Service B.V.',
        country: 'NL',
        status: 'active',
      },
    ],
  });
  const from = (company: string) =>
    matchCustomer(book, {
      case_id: 'country-word',
      sender: 'zakupy.hansa@wp.pl',
      body: `Hello,\nplease quote 4 pumps.\n\nRegards\nAnna Nowak\n${company}`,
    }).customer_id;

  it("names another company of the group where the country is not the customer's", () => {
    expect(from('Hansa Fluidtechnik Polska Sp. z o.o.')).toBe('');
  });

  it("is the customer where the country is its own, or the word is another one's typo", () => {
    expect(from('Hansa Fluidtechnik Deutschland GmbH')).toBe('C-HANSA');
    expect(from('Smit Machinebouw Servie B.V')).toBe('C-SMIT');
  });
});

describe("a sender's postal code of a shape the customer's country has not", () => {
  const book = buildCustomerIndex({
    customers: [
      { customer_id: 'C-RICHTER', name: 'Richter Systems GmbH', country: 'DE', status: 'active' },
    ],
  });
  const from = (town: string) =>
    matchCustomer(book, {
      case_id: 'postal-shape',
      sender: 'richter.einkauf@gmx.net',
      body: `Guten Tag,\nbitte um ein Angebot.\n\nMfG\nKarl Richter\nRichter Systems GmbH\n${town}`,
    }).customer_id;

  it('was written from another country: another company of the name', () => {
    expect(from('6850 Dornbirn')).toBe('');
  });

  it("leaves the customer matched where the code can be its country's", () => {
    expect(from('80331 München')).toBe('C-RICHTER');
    expect(from('D-80331 München')).toBe('C-RICHTER');
  });

  it("reads the country written before a code, and the shapes of the US, Canada and Britain's codes", () => {
    const abroad = buildCustomerIndex({
      customers: [
        {
          customer_id: 'C-KERRIGAN',
          name: 'Kerrigan Controls Corp.',
          country: 'US',
          status: 'active',
        },
        {
          customer_id: 'C-ALDERTON',
          name: 'Alderton Industrial Supply Inc.',
          country: 'CA',
          status: 'active',
        },
      ],
    });
    const signed = (signature: string) =>
      matchCustomer(abroad, {
        case_id: 'postal-country',
        sender: 'buyer.ops@outlook.com',
        body: `Hello,\nplease quote 4 valves.\n\nRegards\nAmanda Miller\n${signature}`,
      }).customer_id;
    // A German code has the shape of an American ZIP code; its 'D-' says where it was written.
    expect(signed('Kerrigan Controls\nMühlenweg 18\nD-70535 Stuttgart')).toBe('');
    expect(signed('Kerrigan Controls\n7262 Industrial Pkwy, Erie, PA 16572')).toBe('C-KERRIGAN');
    expect(signed('Alderton Industrial Supply\nSpokane, WA 99239')).toBe('');
    expect(signed('Alderton Industrial Supply\nCalgary, AB T2P 1J9')).toBe('C-ALDERTON');
  });
});
