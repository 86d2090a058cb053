import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Random } from '#domain/util/random';
import { pad } from './text';
import type { Address, Language } from './types';

/** Countries, branches, addresses and phone numbering plans of the demo tenant. */

export const Countries = ['DE', 'FR', 'ES', 'IT', 'NL', 'GB'] as const;
export type Country = (typeof Countries)[number];

export const CountryLanguage: Record<Country, Language> = {
  DE: 'de',
  FR: 'fr',
  ES: 'es',
  IT: 'it',
  NL: 'nl',
  GB: 'en',
};

export interface Branch {
  branch_id: string;
  country: Country;
  city: string;
}

export const Branches: readonly Branch[] = [
  { branch_id: 'DE-HAM', country: 'DE', city: 'Hamburg' },
  { branch_id: 'DE-MUC', country: 'DE', city: 'München' },
  { branch_id: 'DE-DUS', country: 'DE', city: 'Düsseldorf' },
  { branch_id: 'DE-STR', country: 'DE', city: 'Stuttgart' },
  { branch_id: 'FR-PAR', country: 'FR', city: 'Paris' },
  { branch_id: 'FR-LYO', country: 'FR', city: 'Lyon' },
  { branch_id: 'ES-MAD', country: 'ES', city: 'Madrid' },
  { branch_id: 'ES-BCN', country: 'ES', city: 'Barcelona' },
  { branch_id: 'IT-MIL', country: 'IT', city: 'Milano' },
  { branch_id: 'IT-BLQ', country: 'IT', city: 'Bologna' },
  { branch_id: 'NL-RTM', country: 'NL', city: 'Rotterdam' },
  { branch_id: 'GB-BHM', country: 'GB', city: 'Birmingham' },
];

interface CityInfo {
  city: string;
  /** Leading digits of the postal code (DE/FR/ES/IT/NL) or outward area letters (GB). */
  postal: string;
  /** National area code used for landlines, without the trunk prefix. */
  area: string;
}

export const Cities: Record<Country, CityInfo[]> = {
  DE: [
    { city: 'Hamburg', postal: '22', area: '40' },
    { city: 'Bremen', postal: '28', area: '421' },
    { city: 'Hannover', postal: '30', area: '511' },
    { city: 'Dortmund', postal: '44', area: '231' },
    { city: 'Düsseldorf', postal: '40', area: '211' },
    { city: 'Köln', postal: '50', area: '221' },
    { city: 'Frankfurt am Main', postal: '60', area: '69' },
    { city: 'Stuttgart', postal: '70', area: '711' },
    { city: 'Heilbronn', postal: '74', area: '7131' },
    { city: 'München', postal: '80', area: '89' },
    { city: 'Augsburg', postal: '86', area: '821' },
    { city: 'Nürnberg', postal: '90', area: '911' },
    { city: 'Leipzig', postal: '04', area: '341' },
    { city: 'Berlin', postal: '12', area: '30' },
  ],
  FR: [
    { city: 'Paris', postal: '75', area: '1' },
    { city: 'Saint-Denis', postal: '93', area: '1' },
    { city: 'Lyon', postal: '69', area: '4' },
    { city: 'Villeurbanne', postal: '69', area: '4' },
    { city: 'Grenoble', postal: '38', area: '4' },
    { city: 'Marseille', postal: '13', area: '4' },
    { city: 'Lille', postal: '59', area: '3' },
    { city: 'Strasbourg', postal: '67', area: '3' },
    { city: 'Nantes', postal: '44', area: '2' },
    { city: 'Toulouse', postal: '31', area: '5' },
    { city: 'Bordeaux', postal: '33', area: '5' },
  ],
  ES: [
    { city: 'Madrid', postal: '28', area: '91' },
    { city: 'Getafe', postal: '28', area: '91' },
    { city: 'Barcelona', postal: '08', area: '93' },
    { city: 'Sabadell', postal: '08', area: '93' },
    { city: 'Valencia', postal: '46', area: '96' },
    { city: 'Zaragoza', postal: '50', area: '976' },
    { city: 'Bilbao', postal: '48', area: '94' },
    { city: 'Sevilla', postal: '41', area: '95' },
  ],
  IT: [
    { city: 'Milano', postal: '201', area: '02' },
    { city: 'Monza', postal: '209', area: '039' },
    { city: 'Bergamo', postal: '241', area: '035' },
    { city: 'Brescia', postal: '251', area: '030' },
    { city: 'Torino', postal: '101', area: '011' },
    { city: 'Bologna', postal: '401', area: '051' },
    { city: 'Modena', postal: '411', area: '059' },
    { city: 'Verona', postal: '371', area: '045' },
    { city: 'Padova', postal: '351', area: '049' },
  ],
  NL: [
    { city: 'Rotterdam', postal: '30', area: '10' },
    { city: 'Amsterdam', postal: '10', area: '20' },
    { city: 'Utrecht', postal: '35', area: '30' },
    { city: 'Eindhoven', postal: '56', area: '40' },
    { city: 'Den Haag', postal: '25', area: '70' },
    { city: 'Tilburg', postal: '50', area: '13' },
    { city: 'Breda', postal: '48', area: '76' },
  ],
  GB: [
    { city: 'Birmingham', postal: 'B', area: '121' },
    { city: 'Coventry', postal: 'CV', area: '24' },
    { city: 'Manchester', postal: 'M', area: '161' },
    { city: 'Leeds', postal: 'LS', area: '113' },
    { city: 'Sheffield', postal: 'S', area: '114' },
    { city: 'Bristol', postal: 'BS', area: '117' },
    { city: 'Leicester', postal: 'LE', area: '116' },
    { city: 'Nottingham', postal: 'NG', area: '115' },
  ],
};

const StreetNames: Record<Country, string[]> = {
  DE: [
    'Industriestraße',
    'Gewerbestraße',
    'Hafenstraße',
    'Am Kanal',
    'Siemensstraße',
    'Robert-Bosch-Straße',
    'Daimlerstraße',
    'Carl-Zeiss-Ring',
    'Werkstraße',
    'Im Gewerbepark',
    'Lise-Meitner-Straße',
    'Raiffeisenstraße',
    'Ahornweg',
    'Max-Planck-Straße',
  ],
  FR: [
    "rue de l'Industrie",
    'avenue de la République',
    'rue des Artisans',
    'boulevard Gambetta',
    'rue du Commerce',
    'allée des Forges',
    'rue Pasteur',
    'ZI des Peupliers',
    'rue Jean Jaurès',
    'chemin des Ateliers',
  ],
  ES: [
    'Calle de la Industria',
    'Avenida de Europa',
    'Calle Mayor',
    'Polígono Industrial Los Olivos, calle B',
    'Calle del Hierro',
    'Avenida de la Constitución',
    'Calle de los Metalúrgicos',
    'Ronda de Poniente',
  ],
  IT: [
    'Via Roma',
    'Via Industriale',
    "Via dell'Artigianato",
    'Viale Europa',
    'Via Giuseppe Garibaldi',
    'Via Galileo Galilei',
    'Via delle Officine',
    'Via Enrico Fermi',
    'Via Alessandro Volta',
  ],
  NL: [
    'Industrieweg',
    'Havenstraat',
    'Nijverheidsweg',
    'Ambachtsweg',
    'Energieweg',
    'Kanaaldijk',
    'Handelsweg',
    'Molenstraat',
  ],
  GB: [
    'Station Road',
    'Industrial Estate Road',
    'Mill Lane',
    'Canal Street',
    'Victoria Road',
    'Enterprise Way',
    'Foundry Lane',
    'Park Road',
  ],
};

export function postalCode(random: Random, country: Country, city: CityInfo): string {
  switch (country) {
    case 'NL':
      return `${city.postal}${pad(random.int(11, 99), 2)} ${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`;
    case 'GB':
      return `${city.postal}${random.int(1, 30)} ${random.int(1, 9)}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`;
    case 'IT':
      return `${city.postal}${pad(random.int(0, 99), 2)}`;
    default:
      return `${city.postal}${pad(random.int(0, 999), 3)}`;
  }
}

export function streetLine(random: Random, country: Country): string {
  const street = random.pick(StreetNames[country]);
  const number = random.int(1, 180);
  switch (country) {
    case 'FR':
    case 'GB':
      return `${number} ${street}`;
    case 'ES':
      return `${street}, ${number}`;
    case 'IT':
      return `${street}, ${number}`;
    default:
      return `${street} ${number}`;
  }
}

export function randomAddress(random: Random, country: Country, cityName?: string): Address {
  const cities = Cities[country];
  const city = cities.find((candidate) => candidate.city === cityName) ?? random.pick(cities);
  return {
    street: streetLine(random, country),
    postal_code: postalCode(random, country, city),
    city: city.city,
    country,
  };
}

export function cityInfo(country: Country, city: string): CityInfo | undefined {
  return Cities[country].find((candidate) => candidate.city === city);
}

const digits = (random: Random, count: number, firstMin = 0): string => {
  let out = String(random.int(firstMin, 9));
  for (let i = 1; i < count; i++) out += String(random.int(0, 9));
  return out;
};

/** A landline in E.164 on a valid numbering pattern of the city's area. */
function landlineCandidate(random: Random, country: Country, city: string): string {
  const info = cityInfo(country, city) ?? Cities[country][0];
  const area = info?.area ?? '30';
  switch (country) {
    case 'DE':
      return `+49${area}${digits(random, area.length <= 2 ? 8 : area.length === 3 ? 7 : 6, 2)}`;
    case 'FR':
      return `+33${area}${digits(random, 8, 1)}`;
    case 'ES':
      return `+34${area}${digits(random, 9 - area.length, 2)}`;
    case 'IT':
      return `+39${area}${digits(random, area.length === 2 ? 8 : 7, 2)}`;
    case 'NL':
      return `+31${area}${digits(random, 9 - area.length, 2)}`;
    case 'GB':
      return area.length === 2
        ? `+44${area}${digits(random, 8, 7)}`
        : `+44${area}${digits(random, 7, 2)}`;
  }
}

function mobileCandidate(random: Random, country: Country): string {
  switch (country) {
    case 'DE':
      return `+49${random.pick(['151', '152', '157', '160', '170', '171', '176', '177'])}${digits(random, 8, 1)}`;
    case 'FR':
      return `+33${random.pick(['6', '7'])}${digits(random, 8, 1)}`;
    case 'ES':
      return `+34${random.pick(['6', '7'])}${digits(random, 8, 1)}`;
    case 'IT':
      return `+393${random.pick(['20', '28', '33', '35', '38', '40', '47', '49'])}${digits(random, 7)}`;
    case 'NL':
      return `+316${digits(random, 8, 1)}`;
    case 'GB':
      return `+447${random.pick(['400', '700', '800', '900', '500'])}${digits(random, 6)}`;
  }
}

/** How a phone number is printed in a signature of that country (national format). */
export function nationalFormat(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatNational() ?? phone;
}

export function internationalFormat(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

export function vatId(random: Random, country: Country): string {
  switch (country) {
    case 'DE':
      return `DE${digits(random, 9, 1)}`;
    case 'FR':
      return `FR${digits(random, 2)}${digits(random, 9, 1)}`;
    case 'ES':
      return `ESB${digits(random, 8)}`;
    case 'IT':
      return `IT${digits(random, 11)}`;
    case 'NL':
      return `NL${digits(random, 9, 1)}B01`;
    case 'GB':
      return `GB${digits(random, 9, 1)}`;
  }
}

/** Draws until the number is valid in libphonenumber's full metadata, so matchers can rely on it. */
function validNumber(draw: () => string): string {
  let candidate = draw();
  for (let attempt = 0; attempt < 50 && !isValidPhoneNumber(candidate); attempt++)
    candidate = draw();
  return candidate;
}

export function landline(random: Random, country: Country, city: string): string {
  return validNumber(() => landlineCandidate(random, country, city));
}

export function mobile(random: Random, country: Country): string {
  return validNumber(() => mobileCandidate(random, country));
}
