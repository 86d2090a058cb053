import type { Random } from '#domain/util/random';
import { Branches } from './geography';
import {
  AttributeTerms,
  ColourTerms,
  type Localised,
  MaterialTerms,
  ProductNames,
  WordTerms,
} from './terms';
import { gtinCheckDigit, normalisePartNumber, pad } from './text';
import type { CrossReferenceRecord, Language, ProductRecord } from './types';

/**
 * Seeded generator of an industrial/MRO catalogue. Variants (a norm, size and material, a bearing
 * designation, a hose diameter …) are enumerated per product family, given to manufacturers of
 * that family, and numbered with each manufacturer's own part-number style.
 */

export const Category = {
  fasteners: 'fasteners',
  bearings: 'bearings',
  electrical: 'electrical',
  pneumatics: 'pneumatics',
  hydraulics: 'hydraulics',
  ppe: 'ppe',
  tools: 'tools',
  adhesives: 'adhesives',
  abrasives: 'abrasives',
} as const;
export type CategoryValue = (typeof Category)[keyof typeof Category];

type MpnStyle = 'spaced' | 'dashed' | 'numeric' | 'dotted' | 'slashed' | 'bearing';

export interface Manufacturer {
  name: string;
  code: string;
  categories: CategoryValue[];
  style: MpnStyle;
  /** GS1 company prefix digits (9) used for the GTINs of this manufacturer. */
  gs1Prefix: string;
  /** Spellings seen in e-mails (umlauts folded, upper case, short forms). */
  aliases: string[];
}

export const Manufacturers: readonly Manufacturer[] = [
  m('Brennwald Befestigungstechnik', 'BRW', ['fasteners'], 'spaced', ['Brennwald', 'BRENNWALD']),
  m('Gröner Verbindungstechnik', 'GRO', ['fasteners'], 'dashed', ['Groener', 'GRÖNER', 'Groner']),
  m('Norvik Fasteners', 'NVK', ['fasteners'], 'numeric', ['Norvik', 'NORVIK']),
  m('Vitelli Viterie', 'VIT', ['fasteners'], 'dotted', ['Vitelli', 'VITELLI']),
  m('Kessler & Voss', 'KEV', ['fasteners', 'tools'], 'slashed', [
    'Kessler+Voss',
    'Kessler und Voss',
    'K&V',
  ]),
  m('Lumaro Bearings', 'LUM', ['bearings'], 'bearing', ['Lumaro', 'LUMARO']),
  m('Rotafin', 'ROT', ['bearings'], 'bearing', ['ROTAFIN', 'Rota-Fin']),
  m('Kugeltec', 'KGT', ['bearings'], 'bearing', ['KUGELTEC', 'Kugel-Tec']),
  m('Sferix', 'SFX', ['bearings'], 'bearing', ['SFERIX']),
  m('Elvora Electric', 'ELV', ['electrical'], 'dashed', ['Elvora', 'ELVORA']),
  m('Kabelmann', 'KBM', ['electrical'], 'numeric', ['KABELMANN', 'Kabelmann GmbH']),
  m('Pneumacor', 'PNC', ['pneumatics'], 'dotted', ['PNEUMACOR', 'Pneuma-Cor']),
  m('Aerflux', 'AFX', ['pneumatics'], 'dashed', ['AERFLUX', 'Aer-Flux']),
  m('Hydronord', 'HYN', ['hydraulics'], 'slashed', ['HYDRONORD', 'Hydro Nord']),
  m('Fluidan', 'FLD', ['hydraulics'], 'spaced', ['FLUIDAN']),
  m('Sekura Safety', 'SEK', ['ppe'], 'dashed', ['Sekura', 'SEKURA']),
  m('Protexa', 'PTX', ['ppe'], 'numeric', ['PROTEXA']),
  m('Werkmeister Tools', 'WMT', ['tools'], 'spaced', ['Werkmeister', 'WERKMEISTER']),
  m('Utensili Brescianini', 'UBR', ['tools'], 'dotted', ['Brescianini', 'BRESCIANINI']),
  m('Adhesa', 'ADH', ['adhesives'], 'numeric', ['ADHESA']),
  m('Bondix', 'BDX', ['adhesives'], 'dashed', ['BONDIX']),
  m('Abrasit', 'ABR', ['abrasives'], 'spaced', ['ABRASIT']),
  m('Schleifwerk Ostra', 'SWO', ['abrasives'], 'slashed', [
    'Ostra',
    'OSTRA',
    'Schleifwerk Ostra GmbH',
  ]),
];

/** Competitor brands that the distributor does not stock; their part numbers are cross-referenced. */
export const CompetitorManufacturers = [
  'Fixaro',
  'Vantell',
  'Stahlhaus Direkt',
  'Quimbel',
  'Duravis',
  'Ostmark Industriebedarf',
] as const;

function m(
  name: string,
  code: string,
  categories: CategoryValue[],
  style: MpnStyle,
  aliases: string[],
): Manufacturer {
  let digits = '';
  for (const char of code) digits += pad(char.charCodeAt(0) - 55, 2);
  return { name, code, categories, style, gs1Prefix: `40${digits.slice(0, 7)}`, aliases };
}

/** A description fragment: a literal (same in every language) or a localised term. */
type Part = string | Localised;

export interface Variant {
  family: string;
  category: CategoryValue;
  name: Localised;
  parts: Part[];
  attributes: Record<string, string>;
  unit: string;
  packSize: number;
  /** Short numeric codes the structured part-number styles are built from. */
  codes: number[];
  /** Key that identifies the technical specification independently of the manufacturer. */
  specKey: string;
}

export interface ProductMeta {
  family: string;
  name: Localised;
  parts: Part[];
  specKey: string;
  /** Number of active products sharing the specification (1 = a description identifies it). */
  specShare: number;
}

export interface Catalogue {
  products: ProductRecord[];
  crossReferences: CrossReferenceRecord[];
  meta: Map<string, ProductMeta>;
  byId: Map<string, ProductRecord>;
}

export interface CatalogueOptions {
  /** Active SKUs to produce (≥ 20,000 for the demo tenant; tests use a few hundred). */
  activeProducts: number;
  discontinuedProducts: number;
  crossReferences: number;
  noEquivalentCrossReferences: number;
}

export const DefaultCatalogueOptions: CatalogueOptions = {
  activeProducts: 20_400,
  discontinuedProducts: 320,
  crossReferences: 3_000,
  noEquivalentCrossReferences: 400,
};

const Threads = [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24] as const;
const StandardLengths = [
  6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100, 110, 120, 130, 140,
  150, 160, 180, 200,
];
const MaterialCodes: Record<keyof typeof MaterialTerms, string> = {
  zinc88: '8.8 zinc-plated',
  plain88: '8.8 plain',
  black109: '10.9 black',
  black129: '12.9 black',
  a2: 'A2-70',
  a4: 'A4-80',
  hdg88: '8.8 hot-dip galvanised',
  zincFlake109: '10.9 zinc flake',
  yellow88: '8.8 yellow zinc-plated',
  yellowZinc: 'steel yellow zinc-plated',
  brass: 'brass',
  zinc4: '4.8 zinc-plated',
  zinc8: 'class 8 zinc-plated',
  zincSteel: 'steel zinc-plated',
  brassNickel: 'nickel-plated brass',
  stainless316: 'stainless 316',
  polymer: 'technopolymer',
  steelZnNi: 'steel zinc-nickel',
};
type MaterialKey = keyof typeof MaterialTerms;

interface LengthFamily {
  key: keyof typeof ProductNames;
  norm: string;
  iso?: string;
  normCode: number;
  threads: readonly number[];
  materials: MaterialKey[];
  maxLength?: number;
  minLengthFactor?: number;
}

const LengthFamilies: LengthFamily[] = [
  {
    key: 'hexScrew',
    norm: 'DIN 933',
    iso: 'ISO 4017',
    normCode: 933,
    threads: Threads,
    materials: ['zinc88', 'plain88', 'black109', 'a2', 'a4', 'hdg88', 'zincFlake109', 'yellow88'],
  },
  {
    key: 'hexBoltPartial',
    norm: 'DIN 931',
    iso: 'ISO 4014',
    normCode: 931,
    threads: Threads.slice(2),
    materials: ['zinc88', 'plain88', 'black109', 'a2', 'a4', 'hdg88', 'zincFlake109', 'yellow88'],
    minLengthFactor: 4,
  },
  {
    key: 'socketCap',
    norm: 'DIN 912',
    iso: 'ISO 4762',
    normCode: 912,
    threads: Threads,
    materials: ['black129', 'zinc88', 'a2', 'a4', 'zincFlake109', 'black109'],
  },
  {
    key: 'lowHeadCap',
    norm: 'DIN 7984',
    normCode: 7984,
    threads: Threads.slice(0, 11),
    materials: ['zinc88', 'a2'],
    maxLength: 100,
  },
  {
    key: 'countersunkSocket',
    norm: 'DIN 7991',
    iso: 'ISO 10642',
    normCode: 7991,
    threads: Threads.slice(0, 11),
    materials: ['black109', 'zinc88', 'a2', 'a4', 'zincFlake109'],
    maxLength: 120,
  },
  {
    key: 'buttonHead',
    norm: 'ISO 7380',
    normCode: 7380,
    threads: Threads.slice(0, 9),
    materials: ['black109', 'zinc88', 'a2', 'a4'],
    maxLength: 60,
  },
  {
    key: 'panHeadPhillips',
    norm: 'DIN 7985',
    iso: 'ISO 7045',
    normCode: 7985,
    threads: Threads.slice(0, 5),
    materials: ['zinc4', 'a2', 'a4'],
    maxLength: 60,
  },
  {
    key: 'countersunkPhillips',
    norm: 'DIN 965',
    iso: 'ISO 7046',
    normCode: 965,
    threads: Threads.slice(0, 5),
    materials: ['zinc4', 'a2', 'a4'],
    maxLength: 60,
  },
  {
    key: 'setScrew',
    norm: 'DIN 913',
    iso: 'ISO 4026',
    normCode: 913,
    threads: Threads.slice(0, 11),
    materials: ['black109', 'a2', 'a4'],
    maxLength: 60,
  },
  {
    key: 'flangeBolt',
    norm: 'DIN 6921',
    normCode: 6921,
    threads: Threads.slice(2, 9),
    materials: ['zinc88', 'black109', 'a2', 'zincFlake109'],
    maxLength: 100,
  },
  {
    key: 'threadForming',
    norm: 'DIN 7500',
    normCode: 7500,
    threads: Threads.slice(0, 6),
    materials: ['zinc4', 'a2'],
    maxLength: 50,
  },
  {
    key: 'torxCheese',
    norm: 'ISO 14580',
    normCode: 14580,
    threads: Threads.slice(0, 6),
    materials: ['zinc88', 'a2', 'a4'],
    maxLength: 80,
  },
  {
    key: 'carriageBolt',
    norm: 'DIN 603',
    normCode: 603,
    threads: Threads.slice(2, 9),
    materials: ['zinc4', 'hdg88', 'a2', 'a4'],
    minLengthFactor: 2,
  },
];

interface PlainFamily {
  key: keyof typeof ProductNames;
  norm: string;
  iso?: string;
  normCode: number;
  materials: MaterialKey[];
}

const NutWasherFamilies: PlainFamily[] = [
  {
    key: 'hexNut',
    norm: 'DIN 934',
    iso: 'ISO 4032',
    normCode: 934,
    materials: ['zinc8', 'a2', 'a4', 'hdg88'],
  },
  {
    key: 'lockNut',
    norm: 'DIN 985',
    iso: 'ISO 10511',
    normCode: 985,
    materials: ['zinc8', 'a2', 'a4'],
  },
  { key: 'flangeNut', norm: 'DIN 6923', normCode: 6923, materials: ['zinc8', 'a2'] },
  { key: 'capNut', norm: 'DIN 1587', normCode: 1587, materials: ['zinc8', 'a2', 'a4'] },
  {
    key: 'washer',
    norm: 'DIN 125',
    iso: 'ISO 7089',
    normCode: 125,
    materials: ['zincSteel', 'a2', 'a4', 'hdg88'],
  },
  {
    key: 'largeWasher',
    norm: 'DIN 9021',
    iso: 'ISO 7093',
    normCode: 9021,
    materials: ['zincSteel', 'a2', 'a4'],
  },
  { key: 'springWasher', norm: 'DIN 127', normCode: 127, materials: ['zincSteel', 'a2', 'a4'] },
  { key: 'wingNut', norm: 'DIN 315', normCode: 315, materials: ['zincSteel', 'a2', 'brass'] },
  { key: 'couplingNut', norm: 'DIN 6334', normCode: 6334, materials: ['zincSteel', 'a2', 'a4'] },
  {
    key: 'thinNut',
    norm: 'DIN 439',
    iso: 'ISO 4035',
    normCode: 439,
    materials: ['zinc8', 'a2', 'a4', 'brass'],
  },
];

function lengthRange(thread: number): [number, number] {
  const table: Record<number, [number, number]> = {
    3: [6, 30],
    4: [6, 40],
    5: [8, 50],
    6: [8, 80],
    8: [10, 100],
    10: [12, 120],
    12: [16, 150],
    14: [20, 150],
    16: [20, 200],
    18: [30, 200],
    20: [30, 200],
    22: [40, 200],
    24: [40, 200],
  };
  return table[thread] ?? [10, 100];
}

function fastenerPack(thread: number, length: number): number {
  if (thread <= 5 && length <= 30) return 200;
  if (thread <= 8 && length <= 60) return 100;
  if (thread <= 12) return 50;
  if (thread <= 16) return 25;
  return 10;
}

function fastenerVariants(): Variant[] {
  const variants: Variant[] = [];
  for (const family of LengthFamilies) {
    family.materials.forEach((material, materialIndex) => {
      for (const thread of family.threads) {
        const [min, max] = lengthRange(thread);
        const minLength = Math.max(min, (family.minLengthFactor ?? 0) * thread);
        const maxLength = Math.min(max, family.maxLength ?? 200);
        for (const length of StandardLengths) {
          if (length < minLength || length > maxLength) continue;
          const norms = family.iso ? `${family.norm} / ${family.iso}` : family.norm;
          variants.push({
            family: family.key,
            category: Category.fasteners,
            name: ProductNames[family.key],
            parts: [norms, `M${thread}x${length}`, MaterialTerms[material]],
            attributes: {
              norm: family.norm,
              ...(family.iso ? { iso_norm: family.iso } : {}),
              thread: `M${thread}`,
              length_mm: String(length),
              material: MaterialCodes[material],
            },
            unit: 'box',
            packSize: fastenerPack(thread, length),
            codes: [family.normCode, materialIndex, thread, length],
            specKey: `${family.norm}|M${thread}x${length}|${material}`,
          });
        }
      }
    });
  }
  const rodMaterials: MaterialKey[] = ['zinc4', 'zinc88', 'a2', 'a4', 'hdg88'];
  rodMaterials.forEach((material, materialIndex) => {
    for (const thread of Threads) {
      for (const length of [1000, 2000, 3000]) {
        variants.push({
          family: 'threadedRod',
          category: Category.fasteners,
          name: ProductNames.threadedRod,
          parts: ['DIN 976', `M${thread} x ${length} mm`, MaterialTerms[material]],
          attributes: {
            norm: 'DIN 976',
            thread: `M${thread}`,
            length_mm: String(length),
            material: MaterialCodes[material],
          },
          unit: 'pcs',
          packSize: 1,
          codes: [976, materialIndex, thread, length / 100],
          specKey: `DIN 976|M${thread}x${length}|${material}`,
        });
      }
    }
  });
  for (const family of NutWasherFamilies) {
    family.materials.forEach((material, materialIndex) => {
      for (const thread of Threads) {
        const norms = family.iso ? `${family.norm} / ${family.iso}` : family.norm;
        const isWasher = family.key.toLowerCase().includes('washer');
        variants.push({
          family: family.key,
          category: Category.fasteners,
          name: ProductNames[family.key],
          parts: [
            norms,
            isWasher ? `${thread + (thread <= 5 ? 0.2 : 0.4)} mm (M${thread})` : `M${thread}`,
            MaterialTerms[material],
          ],
          attributes: {
            norm: family.norm,
            ...(family.iso ? { iso_norm: family.iso } : {}),
            thread: `M${thread}`,
            material: MaterialCodes[material],
          },
          unit: 'box',
          packSize: thread <= 6 ? 200 : thread <= 12 ? 100 : 50,
          codes: [family.normCode, materialIndex, thread, 0],
          specKey: `${family.norm}|M${thread}|${material}`,
        });
      }
    });
  }
  return [...variants, ...woodAndSheetScrewVariants(), ...anchorVariants()];
}

function woodAndSheetScrewVariants(): Variant[] {
  const variants: Variant[] = [];
  const chipboard: [number, number[]][] = [
    [3, [12, 16, 20, 25, 30, 35, 40]],
    [3.5, [12, 16, 20, 25, 30, 35, 40, 45, 50]],
    [4, [16, 20, 25, 30, 35, 40, 45, 50, 60, 70]],
    [4.5, [20, 25, 30, 35, 40, 45, 50, 60, 70, 80]],
    [5, [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 120]],
    [6, [40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200]],
  ];
  const heads = ['countersunk', 'panHead'] as const;
  const drives = ['PZ', 'TX'];
  const finishes: MaterialKey[] = ['yellowZinc', 'zincSteel', 'a2'];
  finishes.forEach((finish, finishIndex) => {
    heads.forEach((head, headIndex) => {
      drives.forEach((drive, driveIndex) => {
        for (const [diameter, lengths] of chipboard) {
          for (const length of lengths) {
            const size = `${String(diameter).replace('.', ',')} x ${length}`;
            variants.push({
              family: 'chipboardScrew',
              category: Category.fasteners,
              name: ProductNames.chipboardScrew,
              parts: [WordTerms[head], drive, size, MaterialTerms[finish]],
              attributes: {
                diameter_mm: String(diameter),
                length_mm: String(length),
                head,
                drive,
                material: MaterialCodes[finish],
              },
              unit: 'box',
              packSize: diameter <= 4 ? 1000 : diameter <= 5 ? 500 : 100,
              codes: [
                finishIndex * 4 + headIndex * 2 + driveIndex,
                Math.round(diameter * 10),
                length,
              ],
              specKey: `chipboard|${head}|${drive}|${size}|${finish}`,
            });
          }
        }
      });
    });
  });
  const tapping: [string, number[]][] = [
    ['ST2,9', [6.5, 9.5, 13, 16]],
    ['ST3,5', [6.5, 9.5, 13, 16, 19, 22]],
    ['ST3,9', [9.5, 13, 16, 19, 25]],
    ['ST4,2', [9.5, 13, 16, 19, 25, 32]],
    ['ST4,8', [13, 16, 19, 25, 32, 38]],
    ['ST6,3', [16, 19, 25, 32, 38, 50]],
  ];
  (['zincSteel', 'a2'] as MaterialKey[]).forEach((material, materialIndex) => {
    heads.forEach((head, _headIndex) => {
      tapping.forEach(([size, lengths], sizeIndex) => {
        for (const length of lengths) {
          const norm = head === 'panHead' ? 'DIN 7981' : 'DIN 7982';
          const lengthText = String(length).replace('.', ',');
          variants.push({
            family: 'selfTapping',
            category: Category.fasteners,
            name: ProductNames.selfTapping,
            parts: [norm, WordTerms[head], `${size} x ${lengthText}`, MaterialTerms[material]],
            attributes: {
              norm,
              size,
              length_mm: String(length),
              head,
              material: MaterialCodes[material],
            },
            unit: 'box',
            packSize: 500,
            codes: [
              head === 'panHead' ? 7981 : 7982,
              materialIndex,
              sizeIndex,
              Math.round(length * 10),
            ],
            specKey: `${norm}|${size}x${length}|${material}`,
          });
        }
      });
    });
  });
  (['zincSteel', 'hdg88', 'a2'] as MaterialKey[]).forEach((material, materialIndex) => {
    for (const diameter of [6, 8, 10, 12]) {
      for (const length of [30, 40, 50, 60, 70, 80, 100, 120, 140, 160, 180, 200]) {
        if (length < diameter * 4) continue;
        variants.push({
          family: 'woodScrewHex',
          category: Category.fasteners,
          name: ProductNames.woodScrewHex,
          parts: ['DIN 571', `${diameter} x ${length}`, MaterialTerms[material]],
          attributes: {
            norm: 'DIN 571',
            diameter_mm: String(diameter),
            length_mm: String(length),
            material: MaterialCodes[material],
          },
          unit: 'box',
          packSize: diameter <= 8 ? 100 : 50,
          codes: [571, materialIndex, diameter, length],
          specKey: `DIN 571|${diameter}x${length}|${material}`,
        });
      }
    }
  });
  return variants;
}

function anchorVariants(): Variant[] {
  const variants: Variant[] = [];
  (['zincSteel', 'hdg88', 'a4'] as MaterialKey[]).forEach((material, materialIndex) => {
    for (const thread of [6, 8, 10, 12, 16, 20]) {
      for (const length of [60, 75, 85, 100, 120, 140, 160, 200, 220]) {
        if (length < thread * 7 || length > thread * 16) continue;
        variants.push({
          family: 'wedgeAnchor',
          category: Category.fasteners,
          name: ProductNames.wedgeAnchor,
          parts: [`M${thread} x ${length}`, MaterialTerms[material]],
          attributes: {
            thread: `M${thread}`,
            length_mm: String(length),
            material: MaterialCodes[material],
          },
          unit: 'box',
          packSize: thread <= 10 ? 50 : 20,
          codes: [9001, materialIndex, thread, length],
          specKey: `wedge|M${thread}x${length}|${material}`,
        });
      }
    }
  });
  for (const diameter of [5, 6, 8, 10, 12, 14]) {
    for (const length of [25, 30, 40, 50, 60, 70]) {
      if (length < diameter * 4 || length > diameter * 8) continue;
      variants.push({
        family: 'wallPlug',
        category: Category.fasteners,
        name: ProductNames.wallPlug,
        parts: [`${diameter} x ${length} mm`],
        attributes: { diameter_mm: String(diameter), length_mm: String(length), material: 'PA6' },
        unit: 'box',
        packSize: diameter <= 8 ? 100 : 50,
        codes: [9002, 0, diameter, length],
        specKey: `plug|${diameter}x${length}`,
      });
    }
  }
  return variants;
}

function bearingBore(designation: number): number {
  const code = designation % 100;
  if (code === 0) return 10;
  if (code === 1) return 12;
  if (code === 2) return 15;
  if (code === 3) return 17;
  return code * 5;
}

export const BearingSuffixes = ['', '-ZZ', '-2RS', '-C3', '-ZZ-C3', '-2RS-C3'] as const;

function bearingVariants(): Variant[] {
  const variants: Variant[] = [];
  const series: [number, number][] = [
    [6000, 6010],
    [6200, 6212],
    [6300, 6310],
    [6800, 6810],
    [6900, 6910],
  ];
  for (const [from, to] of series) {
    for (let designation = from; designation <= to; designation++) {
      BearingSuffixes.forEach((suffix, suffixIndex) => {
        const seal = suffix.includes('2RS') ? '2RS' : suffix.includes('ZZ') ? 'ZZ' : 'open';
        variants.push({
          family: 'bearing',
          category: Category.bearings,
          name: ProductNames.bearing,
          parts: [`${designation}${suffix}`, `d=${bearingBore(designation)} mm`],
          attributes: {
            designation: String(designation),
            seal,
            clearance: suffix.includes('C3') ? 'C3' : 'CN',
            bore_mm: String(bearingBore(designation)),
          },
          unit: 'pcs',
          packSize: 1,
          codes: [designation, suffixIndex],
          specKey: `bearing|${designation}${suffix}`,
        });
      });
    }
  }
  return variants;
}

const AttributeByEnglish = new Map<string, Localised>(
  Object.values(AttributeTerms).map((term): [string, Localised] => [term.en, term]),
);

function counted(count: number, word: Localised): Localised {
  return {
    en: `${count} ${word.en}`,
    de: `${count} ${word.de}`,
    fr: `${count} ${word.fr}`,
    es: `${count} ${word.es}`,
    it: `${count} ${word.it}`,
    nl: `${count} ${word.nl}`,
  };
}

/** Attribute words written in English in the family tables are shown in each language. */
function simple(
  family: keyof typeof ProductNames,
  category: CategoryValue,
  rawParts: Part[],
  attributes: Record<string, string>,
  unit: string,
  packSize: number,
  codes: number[],
): Variant {
  const parts = rawParts.map((part) =>
    typeof part === 'string' ? (AttributeByEnglish.get(part) ?? part) : part,
  );
  const keyParts = parts.map((part) => (typeof part === 'string' ? part : part.en)).join('|');
  return {
    family,
    category,
    name: ProductNames[family],
    parts,
    attributes,
    unit,
    packSize,
    codes,
    specKey: `${family}|${keyParts}`,
  };
}

function electricalVariants(): Variant[] {
  const variants: Variant[] = [];
  const tieSizes: [number, number][] = [
    [100, 2.5],
    [140, 3.6],
    [150, 3.6],
    [160, 2.5],
    [200, 2.5],
    [200, 3.6],
    [200, 4.8],
    [250, 3.6],
    [280, 4.8],
    [290, 3.6],
    [300, 4.8],
    [370, 4.8],
    [430, 4.8],
    [360, 7.6],
    [540, 7.6],
    [750, 7.6],
    [780, 9],
    [1000, 9],
  ];
  tieSizes.forEach(([length, width], sizeIndex) => {
    const colours: [keyof typeof ColourTerms, string][] = [
      ['natural', 'PA66'],
      ['black', 'PA66 UV'],
      ['black', 'PA66 HS'],
    ];
    colours.forEach(([colour, material], colourIndex) => {
      variants.push(
        simple(
          'cableTie',
          Category.electrical,
          [`${length} x ${String(width).replace('.', ',')} mm`, material, ColourTerms[colour]],
          { length_mm: String(length), width_mm: String(width), material, colour },
          'pack',
          100,
          [sizeIndex, colourIndex],
        ),
      );
    });
  });
  const cableTypes = ['H05VV-F', 'H07RN-F', 'NYM-J', 'NYY-J', 'H05RR-F', 'LiYCY'];
  const sections = [0.75, 1, 1.5, 2.5, 4, 6, 10, 16];
  const cores = [2, 3, 4, 5, 7];
  cableTypes.forEach((type, typeIndex) => {
    for (const core of cores) {
      for (const section of sections) {
        if (core >= 7 && section > 2.5) continue;
        if (type === 'LiYCY' && section > 1.5) continue;
        for (const rollLength of [50, 100]) {
          const size = `${core}G${String(section).replace('.', ',')}`;
          variants.push(
            simple(
              'cable',
              Category.electrical,
              [
                type,
                `${core}x${String(section).replace('.', ',')} mm²`,
                WordTerms.roll,
                `${rollLength} m`,
              ],
              {
                cable_type: type,
                cores: String(core),
                cross_section_mm2: String(section),
                roll_length_m: String(rollLength),
                size,
              },
              'roll',
              rollLength,
              [typeIndex, core, Math.round(section * 10), rollLength],
            ),
          );
        }
      }
    }
  });
  [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25].forEach((section, sectionIndex) => {
    for (const length of [8, 10, 12, 18]) {
      variants.push(
        simple(
          'ferrule',
          Category.electrical,
          [`${String(section).replace('.', ',')} mm²`, `L=${length} mm`],
          { cross_section_mm2: String(section), length_mm: String(length) },
          'pack',
          section >= 10 ? 100 : 500,
          [sectionIndex, length],
        ),
      );
    }
  });
  const lugSections = [6, 10, 16, 25, 35, 50, 70, 95, 120];
  lugSections.forEach((section, sectionIndex) => {
    for (const stud of [5, 6, 8, 10, 12, 16]) {
      if (section <= 10 && stud > 10) continue;
      if (section >= 70 && stud < 8) continue;
      variants.push(
        simple(
          'cableLug',
          Category.electrical,
          [`${section} mm²`, `M${stud}`],
          { cross_section_mm2: String(section), stud: `M${stud}` },
          'pack',
          section >= 50 ? 25 : 100,
          [sectionIndex, stud],
        ),
      );
    }
  });
  return variants;
}

function pneumaticVariants(): Variant[] {
  const variants: Variant[] = [];
  const tubes = [4, 6, 8, 10, 12, 14, 16];
  const threads = ['M5', 'G1/8', 'G1/4', 'G3/8', 'G1/2', 'R1/8', 'R1/4', 'R3/8', 'R1/2'];
  const materials: MaterialKey[] = ['brassNickel', 'stainless316', 'polymer'];
  for (const family of ['pneuStraight', 'pneuElbow'] as const) {
    materials.forEach((material, materialIndex) => {
      for (const tube of tubes) {
        threads.forEach((thread, threadIndex) => {
          if (thread === 'M5' && tube > 6) return;
          if (thread.endsWith('1/2') && tube < 10) return;
          variants.push(
            simple(
              family,
              Category.pneumatics,
              [`Ø ${tube} mm`, thread, MaterialTerms[material]],
              { tube_od_mm: String(tube), thread, material: MaterialCodes[material] },
              'pcs',
              1,
              [family === 'pneuStraight' ? 1 : 2, materialIndex, tube, threadIndex],
            ),
          );
        });
      }
    });
  }
  for (const family of ['pneuTee', 'pneuUnion'] as const) {
    materials.forEach((material, materialIndex) => {
      for (const tube of tubes) {
        variants.push(
          simple(
            family,
            Category.pneumatics,
            [`Ø ${tube} mm`, MaterialTerms[material]],
            { tube_od_mm: String(tube), material: MaterialCodes[material] },
            'pcs',
            1,
            [family === 'pneuTee' ? 3 : 4, materialIndex, tube, 0],
          ),
        );
      }
    });
  }
  for (const family of ['pneuBulkhead', 'pneuY'] as const) {
    materials.forEach((material, materialIndex) => {
      for (const tube of tubes) {
        variants.push(
          simple(
            family,
            Category.pneumatics,
            [`Ø ${tube} mm`, MaterialTerms[material]],
            { tube_od_mm: String(tube), material: MaterialCodes[material] },
            'pcs',
            1,
            [family === 'pneuBulkhead' ? 6 : 7, materialIndex, tube, 0],
          ),
        );
      }
    });
  }
  (['brassNickel', 'stainless316'] as MaterialKey[]).forEach((material, materialIndex) => {
    ['G1/4', 'G3/8', 'G1/2', 'G3/4', 'G1', 'G1 1/4', 'G1 1/2', 'G2'].forEach(
      (thread, threadIndex) => {
        ['female/female', 'male/female'].forEach((ends, endsIndex) => {
          variants.push(
            simple(
              'ballValve',
              Category.pneumatics,
              [thread, ends, 'PN 40', MaterialTerms[material]],
              { thread, ends, pressure: 'PN 40', material: MaterialCodes[material] },
              'pcs',
              1,
              [8, materialIndex, threadIndex, endsIndex],
            ),
          );
        });
      },
    );
  });
  const hoses: [number, number][] = [
    [4, 2.5],
    [6, 4],
    [8, 6],
    [10, 7],
    [12, 9],
    [14, 10],
    [16, 12],
  ];
  const colours: (keyof typeof ColourTerms)[] = [
    'blue',
    'black',
    'natural',
    'red',
    'yellow',
    'transparent',
  ];
  ['PU', 'PA', 'PE'].forEach((material, materialIndex) => {
    for (const [od, id] of hoses) {
      colours.forEach((colour, colourIndex) => {
        for (const rollLength of [25, 50, 100]) {
          if (material !== 'PU' && rollLength === 25) continue;
          variants.push(
            simple(
              'pneuHose',
              Category.pneumatics,
              [
                material,
                `${od} x ${String(id).replace('.', ',')} mm`,
                ColourTerms[colour],
                `${rollLength} m`,
              ],
              {
                material,
                tube_od_mm: String(od),
                tube_id_mm: String(id),
                colour,
                roll_length_m: String(rollLength),
              },
              'roll',
              rollLength,
              [5, materialIndex, od, colourIndex * 1000 + rollLength],
            ),
          );
        }
      });
    }
  });
  return variants;
}

function hydraulicVariants(): Variant[] {
  const variants: Variant[] = [];
  const light = [6, 8, 10, 12, 15, 18, 22, 28, 35, 42];
  const heavy = [6, 8, 10, 12, 14, 16, 20, 25, 30, 38];
  const bspp = ['G1/8', 'G1/4', 'G3/8', 'G1/2', 'G3/4', 'G1', 'G1 1/4', 'G1 1/2'];
  const metric = [
    'M10x1',
    'M12x1,5',
    'M14x1,5',
    'M16x1,5',
    'M18x1,5',
    'M22x1,5',
    'M26x1,5',
    'M27x2',
    'M33x2',
    'M42x2',
    'M48x2',
  ];
  const materials: MaterialKey[] = ['steelZnNi', 'stainless316'];
  for (const family of ['hydStraight', 'hydElbow'] as const) {
    materials.forEach((material, materialIndex) => {
      for (const [series, tubes] of [
        ['L', light],
        ['S', heavy],
      ] as const) {
        tubes.forEach((tube, tubeIndex) => {
          const around = Math.min(
            bspp.length - 2,
            Math.floor((tubeIndex * bspp.length) / tubes.length),
          );
          const threadOptions = [
            bspp[Math.max(0, around - 1)],
            bspp[around],
            bspp[around + 1],
            metric[Math.min(metric.length - 1, tubeIndex)],
          ];
          threadOptions.forEach((thread, threadIndex) => {
            if (!thread) return;
            variants.push(
              simple(
                family,
                Category.hydraulics,
                [`${tube}${series}`, thread, MaterialTerms[material]],
                { series, tube_od_mm: String(tube), thread, material: MaterialCodes[material] },
                'pcs',
                1,
                [
                  family === 'hydStraight' ? 1 : 2,
                  materialIndex * 2 + (series === 'L' ? 0 : 1),
                  tube,
                  threadIndex,
                ],
              ),
            );
          });
        });
      }
      for (const [series, tubes] of [
        ['L', light],
        ['S', heavy],
      ] as const) {
        for (const tube of tubes) {
          if (family !== 'hydStraight') continue;
          variants.push(
            simple(
              'hydTee',
              Category.hydraulics,
              [`${tube}${series}`, MaterialTerms[material]],
              { series, tube_od_mm: String(tube), material: MaterialCodes[material] },
              'pcs',
              1,
              [3, materialIndex * 2 + (series === 'L' ? 0 : 1), tube, 0],
            ),
          );
        }
      }
    });
  }
  ['1SN', '2SN', '4SP'].forEach((type, typeIndex) => {
    [6, 8, 10, 12, 16, 19, 25, 31, 38, 51].forEach((dn) => {
      variants.push(
        simple(
          'hydHose',
          Category.hydraulics,
          [`EN 853 ${type}`, `DN ${dn}`],
          { type, dn: String(dn) },
          'm',
          1,
          [4, typeIndex, dn, 0],
        ),
      );
    });
  });
  return variants;
}

function ppeVariants(): Variant[] {
  const variants: Variant[] = [];
  const gloveModels: [Localised, string][] = [
    [AttributeTerms.nitrileFoam, 'NF'],
    [AttributeTerms.puPalm, 'PU'],
    [AttributeTerms.latexCrinkle, 'LX'],
    [AttributeTerms.leatherRigger, 'LR'],
    [AttributeTerms.winterNitrile, 'WN'],
    [AttributeTerms.chemicalNitrile, 'CN'],
    [AttributeTerms.antiVibration, 'AV'],
    [AttributeTerms.cutB, 'CB'],
    [AttributeTerms.cutC, 'CC'],
    [AttributeTerms.cutD, 'CD'],
    [AttributeTerms.cutF, 'CF'],
    [AttributeTerms.weldingGauntlet, 'WG'],
    [AttributeTerms.oilGrip, 'OG'],
    [AttributeTerms.assembly, 'AN'],
    [AttributeTerms.mechanic, 'ML'],
    [AttributeTerms.heatResistant, 'HR'],
  ];
  gloveModels.forEach(([model, code], modelIndex) => {
    for (const size of [6, 7, 8, 9, 10, 11]) {
      variants.push(
        simple(
          'gloves',
          Category.ppe,
          [model, WordTerms.size, String(size)],
          { model: code, size: String(size) },
          'pair',
          1,
          [modelIndex, size],
        ),
      );
      if (modelIndex % 3 === 0) {
        variants.push(
          simple(
            'gloves',
            Category.ppe,
            [model, WordTerms.size, String(size), AttributeTerms.pairsPack],
            { model: code, size: String(size), pairs_per_pack: '12' },
            'pack',
            12,
            [modelIndex, size + 50],
          ),
        );
      }
    }
  });
  ([0.1, 0.12, 0.2] as const).forEach((thickness, thicknessIndex) => {
    (['blue', 'black', 'white'] as const).forEach((colour, colourIndex) => {
      ['S', 'M', 'L', 'XL'].forEach((size, sizeIndex) => {
        variants.push(
          simple(
            'disposableGloves',
            Category.ppe,
            [
              `${String(thickness).replace('.', ',')} mm`,
              ColourTerms[colour],
              WordTerms.size,
              size,
            ],
            { thickness_mm: String(thickness), colour, size },
            'box',
            100,
            [thicknessIndex, colourIndex, sizeIndex],
          ),
        );
      });
    });
  });
  [
    'Vista',
    'Arca',
    'Falco',
    'Linea',
    'Orbit',
    'Kite',
    'Zenit',
    'Polar',
    'Strato',
    'Nexa',
    'Duna',
    'Raya',
  ].forEach((model, modelIndex) => {
    (['clear', 'tinted'] as const).forEach((lens, lensIndex) => {
      variants.push(
        simple(
          'glasses',
          Category.ppe,
          [model, 'EN 166', WordTerms[lens]],
          { model, lens, norm: 'EN 166' },
          'pcs',
          1,
          [modelIndex, lensIndex],
        ),
      );
    });
  });
  [
    ['foam 37 dB', 200],
    ['foam 33 dB', 200],
    ['reusable corded 30 dB', 50],
    ['detectable corded 34 dB', 100],
  ].forEach(([model, pack], modelIndex) => {
    variants.push(
      simple(
        'earPlugs',
        Category.ppe,
        [String(model), 'EN 352-2'],
        { model: String(model) },
        'box',
        Number(pack),
        [modelIndex],
      ),
    );
  });
  return variants;
}

function toolVariants(): Variant[] {
  const variants: Variant[] = [];
  const diameters: number[] = [];
  for (let tenth = 10; tenth <= 130; tenth++) diameters.push(tenth / 10);
  const drillTypes: [string, string][] = [
    ['HSS-G', 'DIN 338'],
    ['HSS-Co5', 'DIN 338'],
    ['HSS-Co8', 'DIN 338'],
    ['HSS-TiN', 'DIN 338'],
    ['HSS-G stub', 'DIN 1897'],
    ['HSS-G long', 'DIN 340'],
    ['solid carbide', 'DIN 6537'],
  ];
  drillTypes.forEach(([type, norm], typeIndex) => {
    for (const diameter of diameters) {
      const text = diameter.toFixed(1).replace('.', ',');
      variants.push(
        simple(
          'drill',
          Category.tools,
          [norm, type, `Ø ${text} mm`],
          { norm, type, diameter_mm: diameter.toFixed(1) },
          diameter <= 5 ? 'pack' : 'pcs',
          diameter <= 5 ? 10 : 1,
          [typeIndex, Math.round(diameter * 10)],
        ),
      );
    }
  });
  for (const diameter of [4, 5, 5.5, 6, 6.5, 7, 8, 10, 12, 14, 16, 18, 20, 22, 24, 25, 26, 28]) {
    for (const length of [110, 160, 210, 260, 310, 450]) {
      if (diameter <= 6 && length > 260) continue;
      if (diameter >= 16 && length < 210) continue;
      variants.push(
        simple(
          'masonryDrill',
          Category.tools,
          [`Ø ${String(diameter).replace('.', ',')} x ${length} mm`],
          { diameter_mm: String(diameter), length_mm: String(length) },
          'pcs',
          1,
          [Math.round(diameter * 10), length],
        ),
      );
    }
  }
  for (const diameter of [
    14, 16, 17, 19, 20, 21, 22, 24, 25, 27, 29, 30, 32, 33, 35, 37, 38, 40, 41, 43, 44, 46, 48, 51,
    52, 54, 57, 60, 64, 65, 67, 68, 70, 73, 76, 79, 83, 86, 89, 92, 95, 98, 102, 105, 108, 111, 114,
    121, 127, 133, 140, 152,
  ]) {
    variants.push(
      simple(
        'holeSaw',
        Category.tools,
        [`Ø ${diameter} mm`],
        { diameter_mm: String(diameter) },
        'pcs',
        1,
        [diameter],
      ),
    );
  }
  for (const tip of [
    'PH1',
    'PH2',
    'PH3',
    'PZ1',
    'PZ2',
    'PZ3',
    'TX10',
    'TX15',
    'TX20',
    'TX25',
    'TX30',
    'TX40',
    'SW3',
    'SW4',
    'SW5',
    'SW6',
  ]) {
    for (const length of [25, 50, 90]) {
      variants.push(
        simple(
          'bit',
          Category.tools,
          [tip, `${length} mm`],
          { tip, length_mm: String(length) },
          'pack',
          length === 25 ? 10 : 5,
          [length, tip.length * 100 + tip.charCodeAt(1) + Number(tip.replace(/\D/g, ''))],
        ),
      );
    }
  }
  ['through hole', 'blind hole spiral', 'forming'].forEach((type, typeIndex) => {
    ['HSS-E', 'HSS-E-PM'].forEach((steel, steelIndex) => {
      for (const thread of Threads) {
        variants.push(
          simple(
            'tap',
            Category.tools,
            [`M${thread}`, type, steel],
            { thread: `M${thread}`, type, steel },
            'pcs',
            1,
            [typeIndex * 2 + steelIndex, thread],
          ),
        );
      }
    });
  });
  for (let size = 6; size <= 32; size++) {
    ['', 'ratchet'].forEach((type, typeIndex) => {
      variants.push(
        simple(
          'spanner',
          Category.tools,
          [type, `${size} mm`].filter(Boolean),
          { size_mm: String(size), type: type || 'standard' },
          'pcs',
          1,
          [typeIndex, size],
        ),
      );
    });
  }
  const drives: [string, number, number][] = [
    ['1/4"', 4, 14],
    ['3/8"', 6, 22],
    ['1/2"', 8, 32],
  ];
  drives.forEach(([drive, from, to], driveIndex) => {
    for (let size = from; size <= to; size++) {
      ['6-point', 'impact'].forEach((type, typeIndex) => {
        variants.push(
          simple(
            'socket',
            Category.tools,
            [drive, type, `${size} mm`],
            { drive, type, size_mm: String(size) },
            'pcs',
            1,
            [driveIndex * 2 + typeIndex, size],
          ),
        );
      });
    }
  });
  [1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10, 12, 14, 17, 19].forEach((size) => {
    ['ball end', 'L-key'].forEach((type, typeIndex) => {
      variants.push(
        simple(
          'hexKey',
          Category.tools,
          [type, `${String(size).replace('.', ',')} mm`],
          { type, size_mm: String(size) },
          'pcs',
          1,
          [typeIndex, Math.round(size * 10)],
        ),
      );
    });
  });
  const tips = [
    ...[2, 2.5, 3, 3.5, 4, 5.5, 6.5, 8, 10].map((width) => `SL ${String(width).replace('.', ',')}`),
    ...['PH0', 'PH1', 'PH2', 'PH3', 'PZ1', 'PZ2', 'PZ3'],
    ...['TX8', 'TX10', 'TX15', 'TX20', 'TX25', 'TX27', 'TX30', 'TX40'],
  ];
  tips.forEach((tip, tipIndex) => {
    [false, true].forEach((insulated, typeIndex) => {
      variants.push(
        simple(
          'screwdriver',
          Category.tools,
          insulated ? [tip, WordTerms.insulated] : [tip],
          { tip, insulated: String(insulated) },
          'pcs',
          1,
          [typeIndex, tipIndex],
        ),
      );
    });
  });
  return variants;
}

function adhesiveVariants(): Variant[] {
  const variants: Variant[] = [];
  (['low', 'medium', 'high'] as const).forEach((strength, strengthIndex) => {
    for (const volume of [10, 50, 250]) {
      variants.push(
        simple(
          'threadlocker',
          Category.adhesives,
          [WordTerms[strength], `${volume} ml`],
          { strength, volume_ml: String(volume) },
          'pcs',
          1,
          [strengthIndex, volume],
        ),
      );
    }
  });
  ['general purpose', 'rubber', 'low odour', 'gel'].forEach((type, typeIndex) => {
    for (const weight of [20, 50]) {
      variants.push(
        simple(
          'instantAdhesive',
          Category.adhesives,
          [type, `${weight} g`],
          { type, weight_g: String(weight) },
          'pcs',
          1,
          [typeIndex, weight],
        ),
      );
    }
  });
  ['sanitary', 'neutral cure', 'high temperature'].forEach((type, typeIndex) => {
    (['white', 'transparent', 'black', 'grey'] as const).forEach((colour, colourIndex) => {
      variants.push(
        simple(
          'sealant',
          Category.adhesives,
          [type, ColourTerms[colour], '310 ml'],
          { type, colour, volume_ml: '310' },
          'pcs',
          1,
          [typeIndex, colourIndex],
        ),
      );
    });
  });
  return variants;
}

function abrasiveVariants(): Variant[] {
  const variants: Variant[] = [];
  ['ceramic', 'zirconia', 'aluminium oxide'].forEach((grain, grainIndex) => {
    for (const diameter of [115, 125, 150, 178]) {
      for (const grit of [40, 60, 80, 120]) {
        ['flat', 'conical'].forEach((shape, shapeIndex) => {
          variants.push(
            simple(
              'flapDisc',
              Category.abrasives,
              [`${diameter} mm`, grain, `P${grit}`, shape],
              { diameter_mm: String(diameter), grain, grit: `P${grit}`, shape },
              'box',
              10,
              [grainIndex * 2 + shapeIndex, diameter, grit],
            ),
          );
        });
      }
    }
  });
  const targets = ['forSteel', 'forInox', 'forStone', 'forAluminium'] as const;
  for (const diameter of [115, 125, 150, 180, 230]) {
    [1, 1.6, 2, 2.5, 3].forEach((thickness) => {
      targets.forEach((target, targetIndex) => {
        variants.push(
          simple(
            'cuttingDisc',
            Category.abrasives,
            [`${diameter} x ${String(thickness).replace('.', ',')} x 22,23 mm`, WordTerms[target]],
            {
              diameter_mm: String(diameter),
              thickness_mm: String(thickness),
              bore_mm: '22.23',
              for: target,
            },
            'box',
            25,
            [targetIndex, diameter, Math.round(thickness * 10)],
          ),
        );
      });
    });
    [6, 8].forEach((thickness) => {
      (['forSteel', 'forInox'] as const).forEach((target, targetIndex) => {
        variants.push(
          simple(
            'grindingDisc',
            Category.abrasives,
            [`${diameter} x ${thickness} x 22,23 mm`, WordTerms[target]],
            { diameter_mm: String(diameter), thickness_mm: String(thickness), for: target },
            'box',
            10,
            [targetIndex, diameter, thickness],
          ),
        );
      });
    });
  }
  for (const diameter of [115, 125, 180]) {
    for (const grit of [24, 36, 40, 60, 80, 120]) {
      ['aluminium oxide', 'zirconia', 'ceramic'].forEach((grain, grainIndex) => {
        variants.push(
          simple(
            'fibreDisc',
            Category.abrasives,
            [`${diameter} mm`, grain, `P${grit}`],
            { diameter_mm: String(diameter), grain, grit: `P${grit}` },
            'box',
            25,
            [grainIndex, diameter, grit],
          ),
        );
      });
    }
  }
  for (const diameter of [125, 150]) {
    for (const holes of [0, 6, 8, 15]) {
      for (const grit of [40, 60, 80, 100, 120, 150, 180, 240, 320, 400]) {
        ['paper', 'film', 'mesh'].forEach((backing, backingIndex) => {
          variants.push(
            simple(
              'sandingDisc',
              Category.abrasives,
              [`${diameter} mm`, counted(holes, AttributeTerms.holes), `P${grit}`, backing],
              { diameter_mm: String(diameter), holes: String(holes), grit: `P${grit}`, backing },
              'box',
              50,
              [backingIndex * 100 + holes, diameter, grit],
            ),
          );
        });
      }
    }
  }
  const belts: [number, number][] = [
    [10, 330],
    [13, 457],
    [20, 520],
    [40, 620],
    [50, 686],
    [75, 457],
    [75, 533],
    [75, 2000],
    [100, 610],
    [100, 915],
    [150, 2000],
  ];
  belts.forEach(([width, length]) => {
    for (const grit of [40, 60, 80, 100, 120, 180, 240]) {
      ['aluminium oxide', 'zirconia', 'ceramic'].forEach((grain, grainIndex) => {
        variants.push(
          simple(
            'sandingBelt',
            Category.abrasives,
            [`${width} x ${length} mm`, grain, `P${grit}`],
            { width_mm: String(width), length_mm: String(length), grain, grit: `P${grit}` },
            'box',
            10,
            [grainIndex * 10_000 + width, length, grit],
          ),
        );
      });
    }
  });
  for (const grit of [40, 60, 80, 100, 120, 150, 180, 220, 240, 320, 400, 600, 800, 1000]) {
    ['paper', 'wet and dry', 'cloth'].forEach((backing, backingIndex) => {
      variants.push(
        simple(
          'sandingSheet',
          Category.abrasives,
          ['230 x 280 mm', backing, `P${grit}`],
          { size: '230 x 280 mm', backing, grit: `P${grit}` },
          'pack',
          50,
          [backingIndex, 230, grit],
        ),
      );
    });
  }
  for (const width of [25, 38, 50, 100, 115]) {
    for (const grit of [40, 60, 80, 120, 180, 240]) {
      variants.push(
        simple(
          'abrasiveRoll',
          Category.abrasives,
          [`${width} mm x 50 m`, `P${grit}`],
          { width_mm: String(width), grit: `P${grit}`, roll_length_m: '50' },
          'roll',
          50,
          [width, grit],
        ),
      );
    }
  }
  return variants;
}

let variantCache: readonly Variant[] | undefined;

/** Every technical variant the demo catalogue can hold, in a fixed order (built once, read-only). */
export function allVariants(): readonly Variant[] {
  variantCache ??= buildVariants();
  return variantCache;
}

function buildVariants(): Variant[] {
  return [
    ...fastenerVariants(),
    ...bearingVariants(),
    ...electricalVariants(),
    ...pneumaticVariants(),
    ...hydraulicVariants(),
    ...ppeVariants(),
    ...toolVariants(),
    ...adhesiveVariants(),
    ...abrasiveVariants(),
  ];
}

const BearingSealCodes: Record<string, Record<string, string>> = {
  LUM: {
    '': '',
    '-ZZ': '-2Z',
    '-2RS': '-2RS1',
    '-C3': '/C3',
    '-ZZ-C3': '-2Z/C3',
    '-2RS-C3': '-2RS1/C3',
  },
  ROT: {
    '': '',
    '-ZZ': '.ZZ',
    '-2RS': '.2RS',
    '-C3': '.C3',
    '-ZZ-C3': '.ZZ.C3',
    '-2RS-C3': '.2RS.C3',
  },
  KGT: {
    '': '',
    '-ZZ': ' ZZ',
    '-2RS': ' 2RSR',
    '-C3': ' C3',
    '-ZZ-C3': ' ZZ C3',
    '-2RS-C3': ' 2RSR C3',
  },
  SFX: {
    '': '',
    '-ZZ': '-ZZE',
    '-2RS': '-DDU',
    '-C3': '-C3',
    '-ZZ-C3': '-ZZE-C3',
    '-2RS-C3': '-DDU-C3',
  },
};

const FamilyAbbreviations: Record<string, string> = {
  hexScrew: 'SKS',
  hexBoltPartial: 'SKT',
  socketCap: 'ZYL',
  lowHeadCap: 'ZYN',
  countersunkSocket: 'SEN',
  buttonHead: 'LIN',
  panHeadPhillips: 'LKS',
  countersunkPhillips: 'SKZ',
  setScrew: 'GST',
  flangeBolt: 'FLS',
  carriageBolt: 'FRS',
  threadedRod: 'GWS',
  hexNut: 'MU',
  lockNut: 'SMU',
  flangeNut: 'FMU',
  capNut: 'HMU',
  washer: 'US',
  largeWasher: 'USG',
  springWasher: 'FR',
  wingNut: 'FLM',
  couplingNut: 'LMU',
  thinNut: 'FMS',
  chipboardScrew: 'SPS',
  selfTapping: 'BLS',
  woodScrewHex: 'HLS',
  threadForming: 'GFS',
  torxCheese: 'ZTX',
  wedgeAnchor: 'BZA',
  wallPlug: 'DUE',
};

function mpnFor(manufacturer: Manufacturer, variant: Variant, sequence: number): string {
  const codes = variant.codes;
  const c = (index: number): number => codes[index] ?? 0;
  const familyCode =
    FamilyAbbreviations[variant.family] ?? variant.family.slice(0, 3).toUpperCase();
  switch (manufacturer.style) {
    case 'bearing': {
      const designation = variant.attributes.designation ?? '6204';
      const suffix = BearingSuffixes[c(1)] ?? '';
      return `${designation}${BearingSealCodes[manufacturer.code]?.[suffix] ?? suffix}`;
    }
    case 'spaced':
      // 0933 1 008 030: norm with leading zero, material digit, thread and length zero-padded.
      return `${pad(c(0) % 100_000, 5)} ${pad(c(1) % 100, 2)} ${pad(c(2) % 1000, 3)} ${pad(c(3) % 1000, 3)}`;
    case 'dashed':
      return `${manufacturer.code.slice(0, 2)}-${familyCode}-${codes.map((code) => String(code)).join('-')}`;
    case 'numeric':
      return pad(sequence, 8);
    case 'dotted':
      return `${pad(c(0) % 10_000, 4)}.${pad(c(1) % 100, 2)}.${pad(c(2) % 1000, 3)}.${pad(c(3) % 10_000, 4)}`;
    case 'slashed':
      return c(3) === 0
        ? `${manufacturer.code.slice(0, 2)} ${c(0)}/${c(1)}/${c(2)}`
        : `${manufacturer.code.slice(0, 2)} ${c(0)}/${c(1)}/${c(2)}x${c(3)}`;
  }
}

function gtinFor(manufacturer: Manufacturer, itemReference: number): string {
  const first12 = `${manufacturer.gs1Prefix}${pad(itemReference % 1000, 3)}`.slice(0, 12);
  return `${first12}${gtinCheckDigit(first12)}`;
}

const AllBranchIds = Branches.map((branch) => branch.branch_id);
const AllCountries = [...new Set(Branches.map((branch) => branch.country))];

function availability(random: Random): { branch_ids: string[]; countries: string[] } {
  if (random.chance(0.85)) return { branch_ids: [...AllBranchIds], countries: [...AllCountries] };
  const countries = random
    .shuffle([...AllCountries])
    .slice(0, random.int(1, 3))
    .sort();
  const branch_ids = Branches.filter((branch) => countries.includes(branch.country)).map(
    (branch) => branch.branch_id,
  );
  return { branch_ids, countries };
}

function describe(name: Localised, parts: Part[], language: Language): string {
  return [
    name[language],
    ...parts.map((part) => (typeof part === 'string' ? part : part[language])),
  ]
    .filter((piece) => piece.length > 0)
    .join(' ');
}

export function describeProduct(meta: ProductMeta, language: Language): string {
  return describe(meta.name, meta.parts, language);
}

const OtherLanguages: Language[] = ['fr', 'es', 'it', 'nl'];

export function generateCatalogue(random: Random, options: CatalogueOptions): Catalogue {
  const variants = allVariants();
  const byCategory = new Map<CategoryValue, Manufacturer[]>();
  for (const manufacturer of Manufacturers) {
    for (const category of manufacturer.categories) {
      const list = byCategory.get(category) ?? [];
      list.push(manufacturer);
      byCategory.set(category, list);
    }
  }
  const manufacturersOf = (variant: Variant): Manufacturer[] =>
    byCategory.get(variant.category) ?? [];

  // Bearings are multi-brand by nature; every other variant has one primary maker and the
  // catalogue is topped up with second-source makers until the requested size is reached.
  type Slot = { variant: Variant; manufacturer: Manufacturer };
  const primary: Slot[] = [];
  const secondary: Slot[] = [];
  for (const variant of variants) {
    const makers = manufacturersOf(variant);
    if (variant.category === Category.bearings) {
      const brands = random.shuffle([...makers]).slice(0, random.int(2, makers.length));
      for (const manufacturer of brands) primary.push({ variant, manufacturer });
      continue;
    }
    const order = random.shuffle([...makers]);
    const first = order[0];
    if (!first) continue;
    primary.push({ variant, manufacturer: first });
    for (const other of order.slice(1)) secondary.push({ variant, manufacturer: other });
  }
  random.shuffle(secondary);
  let slots: Slot[];
  if (options.activeProducts <= primary.length) {
    slots = random.shuffle([...primary]).slice(0, options.activeProducts);
  } else {
    slots = [...primary, ...secondary.slice(0, options.activeProducts - primary.length)];
  }
  // Keep catalogue order readable: by category and family, as a distributor's ERP would list it.
  const variantIndex = new Map(variants.map((variant, index) => [variant, index]));
  slots.sort(
    (a, b) =>
      (variantIndex.get(a.variant) ?? 0) - (variantIndex.get(b.variant) ?? 0) ||
      a.manufacturer.code.localeCompare(b.manufacturer.code),
  );

  const products: ProductRecord[] = [];
  const meta = new Map<string, ProductMeta>();
  const usedMpns = new Set<string>();
  const sequences = new Map<string, number>();
  const gtinSequences = new Map<string, number>();
  const specCounts = new Map<string, number>();
  for (const slot of slots) {
    specCounts.set(slot.variant.specKey, (specCounts.get(slot.variant.specKey) ?? 0) + 1);
  }

  const nextSequence = (code: string): number => {
    const value = (sequences.get(code) ?? random.int(10_000, 400_000)) + random.int(1, 7);
    sequences.set(code, value);
    return value;
  };
  const uniqueMpn = (manufacturer: Manufacturer, candidate: string): string => {
    let mpn = candidate;
    let attempt = 1;
    while (usedMpns.has(`${manufacturer.code}|${normalisePartNumber(mpn)}`)) {
      attempt += 1;
      mpn = `${candidate}-${attempt}`;
    }
    usedMpns.add(`${manufacturer.code}|${normalisePartNumber(mpn)}`);
    return mpn;
  };
  const nextGtin = (manufacturer: Manufacturer): string => {
    const reference = (gtinSequences.get(manufacturer.code) ?? 0) + 1;
    gtinSequences.set(manufacturer.code, reference);
    // Nine-digit company prefixes only leave 1,000 item references; large makers use several.
    const block = Math.floor(reference / 1000);
    const prefix = `${manufacturer.gs1Prefix.slice(0, 7)}${pad((Number(manufacturer.gs1Prefix.slice(7)) + block * 7) % 100, 2)}`;
    return gtinFor({ ...manufacturer, gs1Prefix: prefix }, reference);
  };

  const createProduct = (
    variant: Variant,
    manufacturer: Manufacturer,
    productNumber: number,
    mpn: string,
  ): ProductRecord => {
    const descriptions: Record<string, string> = {
      en: describe(variant.name, variant.parts, 'en'),
      de: describe(variant.name, variant.parts, 'de'),
    };
    for (const language of random
      .shuffle([...OtherLanguages])
      .slice(0, random.int(1, 4))
      .sort()) {
      descriptions[language] = describe(variant.name, variant.parts, language);
    }
    const product_id = `P${pad(productNumber, 6)}`;
    meta.set(product_id, {
      family: variant.family,
      name: variant.name,
      parts: variant.parts,
      specKey: variant.specKey,
      specShare: specCounts.get(variant.specKey) ?? 1,
    });
    return {
      product_id,
      description: descriptions.en ?? '',
      manufacturer: manufacturer.name,
      mpn,
      descriptions,
      category: variant.category,
      unit: variant.unit,
      pack_size: variant.packSize,
      status: 'active',
      successor_product_id: null,
      ...availability(random),
      gtin: nextGtin(manufacturer),
      attributes: { ...variant.attributes },
    };
  };

  slots.forEach((slot, index) => {
    const mpn = uniqueMpn(
      slot.manufacturer,
      mpnFor(slot.manufacturer, slot.variant, nextSequence(slot.manufacturer.code)),
    );
    products.push(createProduct(slot.variant, slot.manufacturer, index + 1, mpn));
  });

  // Discontinued SKUs: an older part number of the same specification, replaced by the active one.
  const successorCandidates = random
    .shuffle(
      products.flatMap((product, index) => (product.category === Category.bearings ? [] : [index])),
    )
    .slice(0, options.discontinuedProducts)
    .sort((a, b) => a - b);
  const manufacturerByName = new Map(Manufacturers.map((maker) => [maker.name, maker]));
  const activeCount = products.length;
  successorCandidates.forEach((productIndex, offset) => {
    const successor = products[productIndex];
    const slot = slots[productIndex];
    const manufacturer = manufacturerByName.get(successor?.manufacturer ?? '');
    if (!successor || !slot || !manufacturer) return;
    const oldMpn = uniqueMpn(
      manufacturer,
      `${pad(nextSequence(`${manufacturer.code}-old`) % 10_000_000, 7)}-A`,
    );
    const discontinued = createProduct(
      slot.variant,
      manufacturer,
      activeCount + offset + 1,
      oldMpn,
    );
    discontinued.status = 'discontinued';
    discontinued.successor_product_id = successor.product_id;
    const successorMeta = meta.get(discontinued.product_id);
    if (successorMeta) successorMeta.specShare = 1;
    products.push(discontinued);
  });

  const crossReferences = generateCrossReferences(random, products, options);
  const byId = new Map(products.map((product) => [product.product_id, product]));
  return { products, crossReferences, meta, byId };
}

function competitorMpn(random: Random, competitor: string): string {
  switch (competitor) {
    case 'Fixaro':
      return `FX-${random.int(100, 999)}-${pad(random.int(0, 9999), 4)}`;
    case 'Vantell':
      return `${pad(random.int(0, 99_999_999), 8)}`;
    case 'Stahlhaus Direkt':
      return `SD ${random.int(1000, 9999)} ${pad(random.int(0, 999), 3)}`;
    case 'Quimbel':
      return `Q.${random.int(10, 99)}.${pad(random.int(0, 99_999), 5)}`;
    case 'Duravis':
      return `DV${random.int(10_000, 99_999)}/${random.int(1, 99)}`;
    default:
      return `OI-${pad(random.int(0, 999_999), 6)}`;
  }
}

function generateCrossReferences(
  random: Random,
  products: ProductRecord[],
  options: CatalogueOptions,
): CrossReferenceRecord[] {
  const active = products.filter((product) => product.status === 'active');
  const references: CrossReferenceRecord[] = [];
  const used = new Set<string>();
  const add = (reference: Omit<CrossReferenceRecord, 'mpn'>): void => {
    let mpn = competitorMpn(random, reference.manufacturer);
    while (used.has(`${reference.manufacturer}|${normalisePartNumber(mpn)}`)) {
      mpn = competitorMpn(random, reference.manufacturer);
    }
    used.add(`${reference.manufacturer}|${normalisePartNumber(mpn)}`);
    references.push({
      manufacturer: reference.manufacturer,
      mpn,
      product_id: reference.product_id,
      relation: reference.relation,
    });
  };
  const targets = random
    .shuffle([...active])
    .slice(0, Math.min(options.crossReferences, active.length));
  for (const product of targets) {
    add({
      manufacturer: random.pick(CompetitorManufacturers),
      product_id: product.product_id,
      relation: random.chance(0.82) ? 'equivalent' : 'substitute',
    });
  }
  for (let i = 0; i < options.noEquivalentCrossReferences; i++) {
    add({
      manufacturer: random.pick(CompetitorManufacturers),
      product_id: null,
      relation: 'equivalent',
    });
  }
  return references;
}
