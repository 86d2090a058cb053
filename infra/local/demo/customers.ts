import { foldText } from '#domain/text/fold';
import type { Random } from '#domain/util/random';
import type { Catalogue } from './catalogue';
import {
  Branches,
  type Country,
  CountryLanguage,
  landline,
  mobile,
  randomAddress,
  vatId,
} from './geography';
import { pad, slug } from './text';
import type {
  BranchOverrideRecord,
  ContactRecord,
  CustomerRecord,
  Language,
  OrderHistoryRecord,
  ShipToRecord,
} from './types';

/**
 * Seeded generator of the demo tenant's customers: legal entities in six countries, subsidiaries
 * sharing one domain, small firms on generic mail domains, ship-tos, contacts (some stale) and the
 * order history that gives some customers clear SKU preferences.
 */

export const CustomerType = {
  oem: 'oem',
  maintenance: 'maintenance',
  reseller: 'reseller',
  construction: 'construction',
  workshop: 'workshop',
} as const;
export type CustomerTypeValue = (typeof CustomerType)[keyof typeof CustomerType];

export const GenericMailDomains: Record<Country, string[]> = {
  DE: ['gmx.de', 'web.de', 't-online.de', 'gmail.com', 'freenet.de'],
  FR: ['orange.fr', 'free.fr', 'laposte.net', 'wanadoo.fr', 'gmail.com'],
  ES: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net'],
  IT: ['libero.it', 'alice.it', 'virgilio.it', 'gmail.com', 'tiscali.it'],
  NL: ['ziggo.nl', 'kpnmail.nl', 'hotmail.com', 'gmail.com', 'planet.nl'],
  GB: ['btinternet.com', 'gmail.com', 'outlook.com', 'yahoo.co.uk', 'sky.com'],
};

const Tld: Record<Country, string> = {
  DE: 'de',
  FR: 'fr',
  ES: 'es',
  IT: 'it',
  NL: 'nl',
  GB: 'co.uk',
};

const Surnames: Record<Country, string[]> = {
  DE: [
    'Hofmann',
    'Berger',
    'Krämer',
    'Lindner',
    'Brandt',
    'Seidel',
    'Vogt',
    'Kuhn',
    'Haas',
    'Roth',
    'Engel',
    'Pohl',
    'Franke',
    'Ludwig',
    'Scholz',
    'Winkler',
    'Lorenz',
    'Baumann',
    'Albrecht',
    'Göbel',
    'Reuter',
    'Jäger',
    'Sauer',
    'Kessel',
    'Hartmann',
    'Böhm',
    'Wolff',
    'Stein',
  ],
  FR: [
    'Martin',
    'Bernard',
    'Dubois',
    'Lefèvre',
    'Moreau',
    'Girard',
    'Fontaine',
    'Rousseau',
    'Chevalier',
    'Gauthier',
    'Perrin',
    'Mercier',
    'Faure',
    'Blanc',
    'Guérin',
    'Boyer',
    'Garnier',
    'Lemaire',
    'Roussel',
    'Marchand',
  ],
  ES: [
    'García',
    'Martínez',
    'López',
    'Sánchez',
    'Romero',
    'Navarro',
    'Torres',
    'Ruiz',
    'Iglesias',
    'Ortega',
    'Castillo',
    'Delgado',
    'Morales',
    'Herrera',
    'Domínguez',
    'Vidal',
    'Serrano',
    'Molina',
  ],
  IT: [
    'Rossi',
    'Bianchi',
    'Colombo',
    'Ricci',
    'Marino',
    'Greco',
    'Bruno',
    'Galli',
    'Conti',
    'Mancini',
    'Lombardi',
    'Moretti',
    'Barbieri',
    'Fontana',
    'Santoro',
    'Rinaldi',
    'Caruso',
    'Ferri',
    'Gatti',
    'Pellegrini',
  ],
  NL: [
    'de Vries',
    'Jansen',
    'Bakker',
    'Visser',
    'Smit',
    'Meijer',
    'de Boer',
    'Mulder',
    'Bos',
    'Vos',
    'Peters',
    'Hendriks',
    'van Dijk',
    'Dekker',
    'Brouwer',
    'van Leeuwen',
    'Verhoeven',
    'Kok',
  ],
  GB: [
    'Smith',
    'Taylor',
    'Brown',
    'Wilson',
    'Evans',
    'Thomas',
    'Roberts',
    'Walker',
    'Wright',
    'Hughes',
    'Green',
    'Hall',
    'Clarke',
    'Turner',
    'Harrison',
    'Cooper',
    'Ward',
    'Morris',
  ],
};

const FirstNames: Record<Country, string[]> = {
  DE: [
    'Thomas',
    'Michael',
    'Andreas',
    'Stefan',
    'Sabine',
    'Claudia',
    'Markus',
    'Julia',
    'Katrin',
    'Jan',
    'Tobias',
    'Anja',
    'Frank',
    'Petra',
    'Lukas',
    'Jürgen',
  ],
  FR: [
    'Jean',
    'Pierre',
    'Nicolas',
    'Sophie',
    'Isabelle',
    'Julien',
    'Camille',
    'Laurent',
    'Nathalie',
    'Olivier',
    'Céline',
    'François',
    'Hélène',
    'Mathieu',
  ],
  ES: [
    'Javier',
    'Carlos',
    'María',
    'Lucía',
    'Antonio',
    'Elena',
    'Pablo',
    'Carmen',
    'Jorge',
    'Marta',
    'Sergio',
    'Raquel',
    'Íñigo',
  ],
  IT: [
    'Marco',
    'Luca',
    'Giulia',
    'Francesca',
    'Andrea',
    'Paolo',
    'Chiara',
    'Alessandro',
    'Silvia',
    'Davide',
    'Elena',
    'Matteo',
    'Federica',
  ],
  NL: [
    'Jeroen',
    'Sanne',
    'Pieter',
    'Lotte',
    'Bas',
    'Anouk',
    'Ruud',
    'Marieke',
    'Thijs',
    'Femke',
    'Joost',
    'Esther',
  ],
  GB: [
    'James',
    'Oliver',
    'Sarah',
    'Emma',
    'David',
    'Claire',
    'Paul',
    'Rachel',
    'Mark',
    'Helen',
    'Daniel',
    'Laura',
  ],
};

const Activities: Record<Country, string[]> = {
  DE: [
    'Maschinenbau',
    'Antriebstechnik',
    'Anlagenbau',
    'Metallbau',
    'Stahlbau',
    'Fördertechnik',
    'Elektrotechnik',
    'Industrieservice',
    'Landtechnik',
    'Haustechnik',
    'Werkzeugbau',
    'Kunststofftechnik',
    'Automation',
    'Blechbearbeitung',
  ],
  FR: [
    'Mécanique',
    'Industrie',
    'Maintenance Industrielle',
    'Chaudronnerie',
    'Usinage',
    'Électricité',
    'Hydraulique',
    'Automatismes',
    'Métallerie',
    'Levage',
  ],
  ES: [
    'Mecanizados',
    'Montajes Industriales',
    'Suministros Industriales',
    'Talleres',
    'Hidráulica',
    'Instalaciones Eléctricas',
    'Calderería',
    'Automatización',
  ],
  IT: [
    'Meccanica',
    'Officine',
    'Impianti',
    'Costruzioni Meccaniche',
    'Oleodinamica',
    'Automazione',
    'Carpenteria Metallica',
    'Manutenzioni',
  ],
  NL: [
    'Techniek',
    'Metaalbewerking',
    'Installatietechniek',
    'Machinebouw',
    'Constructie',
    'Hydrauliek',
    'Aandrijftechniek',
    'Onderhoud',
  ],
  GB: [
    'Engineering',
    'Fabrications',
    'Maintenance Services',
    'Hydraulics',
    'Electrical',
    'Precision Engineering',
    'Automation',
    'Plant Hire',
  ],
};

const LegalSuffixes: Record<Country, string[]> = {
  DE: ['GmbH', 'GmbH', 'GmbH', 'GmbH & Co. KG', 'AG', 'KG', 'e.K.', 'SE'],
  FR: ['SAS', 'SAS', 'SARL', 'SARL', 'SA', 'EURL'],
  ES: ['S.L.', 'S.L.', 'S.A.', 'S.L.U.'],
  IT: ['S.r.l.', 'S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.'],
  NL: ['B.V.', 'B.V.', 'B.V.', 'N.V.', 'V.O.F.'],
  GB: ['Ltd', 'Ltd', 'Limited', 'PLC', 'LLP'],
};

const SmallFirmTrades: Record<Country, string[]> = {
  DE: ['Schlosserei', 'Kfz-Werkstatt', 'Elektro', 'Sanitär', 'Landmaschinen', 'Metallbau'],
  FR: ['Atelier', 'Garage', 'Électricité', 'Plomberie', 'Serrurerie'],
  ES: ['Taller', 'Electricidad', 'Fontanería', 'Cerrajería'],
  IT: ['Officina', 'Elettricista', 'Idraulica', 'Carpenteria'],
  NL: ['Klusbedrijf', 'Installatiebedrijf', 'Garagebedrijf', 'Smederij'],
  GB: ['Plumbing', 'Electrical Services', 'Motor Repairs', 'Welding'],
};

const SubsidiaryQualifiers: Record<Country, string[]> = {
  DE: ['Service', 'Süd', 'Nord', 'Ost', 'Logistik', 'Montage'],
  FR: ['Services', 'Sud', 'Nord', 'Est', 'Logistique'],
  ES: ['Servicios', 'Norte', 'Levante', 'Logística'],
  IT: ['Servizi', 'Nord', 'Sud', 'Logistica'],
  NL: ['Service', 'Noord', 'Zuid', 'Logistiek'],
  GB: ['Services', 'North', 'South', 'Logistics'],
};

const SiteNames: Record<Country, string[]> = {
  DE: [
    'Werk 2',
    'Lager Nord',
    'Zentrallager',
    'Werk Süd',
    'Baustelle Hafencity',
    'Montagehalle 3',
    'Außenlager',
  ],
  FR: [
    'Usine 2',
    'Entrepôt Nord',
    'Site de production',
    'Atelier B',
    'Chantier Confluence',
    'Dépôt Sud',
  ],
  ES: ['Planta 2', 'Almacén Norte', 'Nave 4', 'Obra Valdebebas', 'Centro logístico'],
  IT: ['Stabilimento 2', 'Magazzino Nord', 'Capannone B', 'Cantiere Porta Nuova', 'Deposito Sud'],
  NL: ['Vestiging 2', 'Magazijn Noord', 'Hal 3', 'Bouwplaats Zuidas', 'Distributiecentrum'],
  GB: ['Plant 2', 'North Warehouse', 'Unit 7', 'Site Office', 'Distribution Centre'],
};

export interface CustomerMeta {
  language: Language;
  country: Country;
  genericDomain: boolean;
  /** Group members sharing the e-mail domain (including this customer). */
  sharedDomainWith: string[];
  preferredProducts: string[];
  customerPartNumbers: Map<string, string>;
}

export interface CustomerBook {
  customers: CustomerRecord[];
  shipTos: ShipToRecord[];
  contacts: ContactRecord[];
  orderHistory: OrderHistoryRecord[];
  branchOverrides: BranchOverrideRecord[];
  meta: Map<string, CustomerMeta>;
}

export interface CustomerOptions {
  customers: number;
  branchOverridesPerBranch: number;
}

export const DefaultCustomerOptions: CustomerOptions = {
  customers: 2_100,
  branchOverridesPerBranch: 40,
};

const CountryWeights: [Country, number][] = [
  ['DE', 0.3],
  ['FR', 0.17],
  ['ES', 0.13],
  ['IT', 0.14],
  ['NL', 0.12],
  ['GB', 0.14],
];

function pickCountry(random: Random): Country {
  let roll = random.next();
  for (const [country, weight] of CountryWeights) {
    roll -= weight;
    if (roll < 0) return country;
  }
  return 'DE';
}

function fold(value: string): string {
  return foldText(value).replace(/[^a-z]/g, '');
}

function emailLocalPart(random: Random, first: string, last: string): string {
  const f = fold(first);
  const l = fold(last);
  switch (random.int(0, 4)) {
    case 0:
      return `${f}.${l}`;
    case 1:
      return `${f.slice(0, 1)}.${l}`;
    case 2:
      return `${f.slice(0, 1)}${l}`;
    case 3:
      return `${l}`;
    default:
      return `${f}.${l}`;
  }
}

function customerTypeFor(random: Random, activity: string): CustomerTypeValue {
  if (/bau|constr|obra|cantier|bouw|plant hire|montag/i.test(activity)) {
    return random.chance(0.7) ? CustomerType.construction : CustomerType.maintenance;
  }
  if (/suministros|handel|levage/i.test(activity)) return CustomerType.reseller;
  return random.pick([
    CustomerType.oem,
    CustomerType.oem,
    CustomerType.maintenance,
    CustomerType.maintenance,
    CustomerType.reseller,
  ]);
}

function customerPartNumber(random: Random, style: number, index: number): string {
  switch (style) {
    case 0:
      return `KD-${random.int(1000, 9999)}-${pad(index + random.int(1, 30), 3)}`;
    case 1:
      return `ART-${random.int(10_000, 99_999)}`;
    case 2:
      return `MAT ${random.int(100, 999)}-${random.int(100, 999)}`;
    default:
      return `${random.int(100, 999)}.${pad(random.int(0, 99), 2)}.${random.int(100, 999)}`;
  }
}

export function generateCustomers(
  random: Random,
  catalogue: Catalogue,
  options: CustomerOptions,
): CustomerBook {
  const customers: CustomerRecord[] = [];
  const shipTos: ShipToRecord[] = [];
  const contacts: ContactRecord[] = [];
  const orderHistory: OrderHistoryRecord[] = [];
  const meta = new Map<string, CustomerMeta>();
  const usedNames = new Set<string>();
  const usedDomains = new Set<string>();
  const usedEmails = new Set<string>();
  let shipToNumber = 0;
  let contactNumber = 0;

  const branchFor = (country: Country): string =>
    random.pick(Branches.filter((branch) => branch.country === country)).branch_id;

  const addContacts = (customer: CustomerRecord, domain: string | null, country: Country): void => {
    const count = random.int(1, 4);
    const stale = random.chance(0.25) ? 1 : 0;
    for (let i = 0; i < count + stale; i++) {
      const first = random.pick(FirstNames[country]);
      const last = random.pick(Surnames[country]);
      let email = '';
      for (let attempt = 0; attempt < 20; attempt++) {
        const local =
          emailLocalPart(random, first, last) +
          (attempt > 0 ? String(attempt + random.int(1, 80)) : '');
        const host = domain ?? random.pick(GenericMailDomains[country]);
        email = `${local}@${host}`;
        if (!usedEmails.has(email)) break;
      }
      usedEmails.add(email);
      contactNumber += 1;
      const phones = [mobile(random, country)];
      if (random.chance(0.6)) phones.unshift(landline(random, country, customer.address.city));
      contacts.push({
        contact_id: `CT${pad(contactNumber, 6)}`,
        customer_id: customer.customer_id,
        name: `${first} ${last}`,
        email,
        phones,
        active: i < count,
      });
    }
  };

  const addShipTos = (customer: CustomerRecord, country: Country): void => {
    const count = random.int(1, 4);
    const sites = random.shuffle([...SiteNames[country]]);
    const defaultIndex = random.chance(0.8) ? 0 : random.int(0, count - 1);
    for (let i = 0; i < count; i++) {
      shipToNumber += 1;
      const ship_to_id = `ST${pad(shipToNumber, 6)}`;
      const address = i === 0 ? { ...customer.address } : randomAddress(random, country);
      const site = i === 0 ? '' : ` – ${sites[i - 1] ?? `Site ${i + 1}`}`;
      shipTos.push({
        ship_to_id,
        customer_id: customer.customer_id,
        name: `${customer.name}${site}`,
        address,
        is_default: i === defaultIndex,
      });
      if (i === defaultIndex) customer.default_ship_to_id = ship_to_id;
    }
  };

  const createCustomer = (
    name: string,
    aliases: string[],
    domains: string[],
    country: Country,
    customerType: CustomerTypeValue,
    parent: string | null,
  ): CustomerRecord => {
    const customer_id = `C${pad(100_001 + customers.length, 6)}`;
    const address = randomAddress(random, country);
    const customer: CustomerRecord = {
      customer_id,
      name,
      aliases,
      domains,
      country,
      branch_id: branchFor(country),
      customer_type: customerType,
      parent_customer_id: parent,
      default_ship_to_id: '',
      phones: [landline(random, country, address.city)],
      vat_id: vatId(random, country),
      address,
      status: random.chance(0.03) ? 'inactive' : 'active',
    };
    customers.push(customer);
    meta.set(customer_id, {
      language: CountryLanguage[country],
      country,
      genericDomain: domains.length === 0,
      sharedDomainWith: [customer_id],
      preferredProducts: [],
      customerPartNumbers: new Map(),
    });
    addShipTos(customer, country);
    addContacts(customer, domains[0] ?? null, country);
    return customer;
  };

  const uniqueName = (draw: () => string): string => {
    let name = draw();
    for (let attempt = 0; attempt < 30 && usedNames.has(name); attempt++) name = draw();
    usedNames.add(name);
    return name;
  };

  while (customers.length < options.customers) {
    const country = pickCountry(random);
    const roll = random.next();
    if (roll < 0.12) {
      // Small firm on a generic mail provider: no domain of its own.
      const trade = random.pick(SmallFirmTrades[country]);
      const owner = random.pick(Surnames[country]);
      const name = uniqueName(() =>
        country === 'GB'
          ? `${owner} ${trade}`
          : `${trade} ${owner}${random.chance(0.3) ? ` ${random.pick(LegalSuffixes[country])}` : ''}`,
      );
      createCustomer(name, [`${trade} ${owner}`], [], country, CustomerType.workshop, null);
      continue;
    }
    const root = random.pick(Surnames[country]);
    const activity = random.pick(Activities[country]);
    const suffix = random.pick(LegalSuffixes[country]);
    const base =
      country === 'FR' || country === 'ES' || country === 'IT'
        ? random.chance(0.5)
          ? `${activity} ${root}`
          : `${root} ${activity}`
        : `${root} ${activity}`;
    const name = uniqueName(() => `${base} ${suffix}`);
    if (name !== `${base} ${suffix}`) continue;
    let domain = `${slug(base)}.${Tld[country]}`;
    if (usedDomains.has(domain))
      domain = `${slug(root)}-${slug(activity).split('-')[0]}-${random.int(2, 99)}.${Tld[country]}`;
    if (usedDomains.has(domain)) continue;
    usedDomains.add(domain);
    const initials = base
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .toUpperCase();
    const aliases = [base, ...(random.chance(0.4) ? [initials] : [])];
    const domains = random.chance(0.1) ? [domain, `${slug(root)}-group.com`] : [domain];
    const parent = createCustomer(
      name,
      aliases,
      domains,
      country,
      customerTypeFor(random, activity),
      null,
    );
    if (roll < 0.24 && customers.length < options.customers - 3) {
      // A group: subsidiaries that write from the parent's domain.
      const group = [parent.customer_id];
      const qualifiers = random.shuffle([...SubsidiaryQualifiers[country]]);
      const count = random.int(1, 3);
      for (let i = 0; i < count; i++) {
        const qualifier = qualifiers[i] ?? `Nr. ${i + 2}`;
        const subName = uniqueName(
          () => `${base} ${qualifier} ${random.pick(LegalSuffixes[country])}`,
        );
        const sub = createCustomer(
          subName,
          [`${base} ${qualifier}`],
          [...domains],
          country,
          customerTypeFor(random, activity),
          parent.customer_id,
        );
        group.push(sub.customer_id);
      }
      for (const id of group) {
        const entry = meta.get(id);
        if (entry) entry.sharedDomainWith = [...group];
      }
    }
  }

  addOrderHistory(random, catalogue, customers, meta, orderHistory);
  const branchOverrides = generateBranchOverrides(
    random,
    catalogue,
    options.branchOverridesPerBranch,
  );
  return { customers, shipTos, contacts, orderHistory, branchOverrides, meta };
}

const CategoriesByType: Record<string, string[]> = {
  oem: ['fasteners', 'bearings', 'pneumatics', 'hydraulics', 'electrical'],
  maintenance: ['bearings', 'fasteners', 'tools', 'adhesives', 'ppe', 'abrasives', 'pneumatics'],
  reseller: ['fasteners', 'tools', 'ppe', 'abrasives', 'adhesives', 'electrical'],
  construction: ['fasteners', 'ppe', 'abrasives', 'tools', 'electrical'],
  workshop: ['fasteners', 'tools', 'abrasives', 'adhesives', 'ppe'],
};

function addOrderHistory(
  random: Random,
  catalogue: Catalogue,
  customers: CustomerRecord[],
  meta: Map<string, CustomerMeta>,
  orderHistory: OrderHistoryRecord[],
): void {
  const activeByCategory = new Map<string, string[]>();
  for (const product of catalogue.products) {
    if (product.status !== 'active') continue;
    const list = activeByCategory.get(product.category) ?? [];
    list.push(product.product_id);
    activeByCategory.set(product.category, list);
  }
  const start = Date.UTC(2024, 10, 1);
  const span = Date.UTC(2026, 9, 31) - start;
  for (const customer of customers) {
    const entry = meta.get(customer.customer_id);
    if (!entry || !random.chance(0.45)) continue;
    const categories = CategoriesByType[customer.customer_type] ?? ['fasteners'];
    const preferred = new Set<string>();
    const wanted = random.int(3, 12);
    for (let i = 0; i < wanted * 3 && preferred.size < wanted; i++) {
      const pool = activeByCategory.get(random.pick(categories)) ?? [];
      const candidate = pool.length > 0 ? random.pick(pool) : undefined;
      const product = candidate ? catalogue.byId.get(candidate) : undefined;
      if (product?.branch_ids.includes(customer.branch_id)) preferred.add(product.product_id);
    }
    entry.preferredProducts = [...preferred];
    const usesPartNumbers =
      customer.customer_type === 'oem' ? random.chance(0.6) : random.chance(0.15);
    const style = random.int(0, 3);
    entry.preferredProducts.forEach((productId, index) => {
      if (usesPartNumbers)
        entry.customerPartNumbers.set(productId, customerPartNumber(random, style, index));
    });
    const orders = random.int(5, 40);
    const ordered = new Set<string>();
    for (let i = 0; i < orders; i++) {
      const productId = random.pick(
        entry.preferredProducts.length > 0 ? entry.preferredProducts : [''],
      );
      if (!productId) break;
      const orderedAt = new Date(start + Math.floor(random.next() * span));
      orderedAt.setUTCHours(random.int(6, 17), random.int(0, 59), 0, 0);
      ordered.add(productId);
      orderHistory.push({
        customer_id: customer.customer_id,
        product_id: productId,
        ordered_at: orderedAt.toISOString(),
        quantity: random.pick([1, 2, 3, 4, 5, 10, 12, 20, 25, 50, 100]),
        customer_part_number: entry.customerPartNumbers.get(productId) ?? null,
      });
    }
    // A preference the cases rely on must show in the history, or no matcher could know it. These
    // orders draw nothing from the random stream, so the rest of the data stays as it was.
    entry.preferredProducts.forEach((productId, index) => {
      if (ordered.has(productId)) return;
      orderHistory.push({
        customer_id: customer.customer_id,
        product_id: productId,
        ordered_at: new Date(start + Math.floor(((index + 1) * span) / 13)).toISOString(),
        quantity: 1,
        customer_part_number: entry.customerPartNumbers.get(productId) ?? null,
      });
    });
  }
  orderHistory.sort(
    (a, b) =>
      a.customer_id.localeCompare(b.customer_id) || a.ordered_at.localeCompare(b.ordered_at),
  );
}

const OverrideJargon: Record<Language, string[]> = {
  de: [
    'Hausschraube',
    'Monteurspaket',
    'Notfallkiste',
    'Baustellenset',
    'Wartungssatz',
    'Kleinteilebox',
    'Hallenbedarf',
    'Standardbinder',
  ],
  fr: [
    'article maison',
    'kit chantier',
    'boîte dépannage',
    'lot atelier',
    'kit maintenance',
    'référence agence',
  ],
  es: [
    'artículo de la casa',
    'kit de obra',
    'caja de urgencia',
    'lote de taller',
    'kit de mantenimiento',
  ],
  it: [
    'articolo di sede',
    'kit cantiere',
    'scatola emergenza',
    'lotto officina',
    'kit manutenzione',
  ],
  nl: ['huisartikel', 'bouwplaatsset', 'noodkist', 'werkplaatspakket', 'onderhoudsset'],
  en: ['house item', 'site kit', 'breakdown box', 'workshop pack', 'maintenance kit'],
};

function generateBranchOverrides(
  random: Random,
  catalogue: Catalogue,
  perBranch: number,
): BranchOverrideRecord[] {
  const overrides: BranchOverrideRecord[] = [];
  for (const branch of Branches) {
    const language = CountryLanguage[branch.country];
    const available = catalogue.products.filter(
      (product) => product.status === 'active' && product.branch_ids.includes(branch.branch_id),
    );
    const used = new Set<string>();
    const chosen = random.shuffle([...available]).slice(0, perBranch);
    for (const product of chosen) {
      let text = '';
      for (let attempt = 0; attempt < 20; attempt++) {
        const code = `${branch.branch_id.slice(3)}-${pad(random.int(1, 999), 3)}`;
        text = `${random.pick(OverrideJargon[language])} ${code}`;
        if (!used.has(text.toLowerCase())) break;
      }
      used.add(text.toLowerCase());
      overrides.push({
        branch_id: branch.branch_id,
        match_text: text,
        product_id: product.product_id,
      });
    }
  }
  return overrides;
}
