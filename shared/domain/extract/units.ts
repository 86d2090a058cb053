/**
 * Unit vocabulary of extracted line items. Every unit word found in a request is mapped to one
 * of these codes; the original text is kept beside it (`unit_text`).
 *
 * | code   | meaning                | examples                                            |
 * |--------|------------------------|-----------------------------------------------------|
 * | pcs    | piece, each            | Stk, Stück, St., pcs, pieces, pièces, pz, uds, stuks, nos |
 * | box    | box, carton            | Karton, box, boîte, carton, caja, scatola, doos      |
 * | pack   | pack, packet, bag, VE  | Pack, Packung, VE, paquet, confezione, Beutel, zak   |
 * | roll   | roll, coil             | Rolle, roll, rouleau, couronne, rollo, matassa, rol  |
 * | pair   | pair                   | Paar, pair, paire, par, paio, paar                   |
 * | set    | set, kit               | Set, Satz, jeu, coffret, kit, juego, kit             |
 * | pallet | pallet                 | Palette, pallet, palette, palé, bancale              |
 * | sheet  | sheet                  | Blatt, Bogen, sheet, feuille, hoja, foglio, vel      |
 * | m      | metre                  | m, Meter, lfm, mètre, metro, meter, mt               |
 * | m2     | square metre           | m², qm, m2                                           |
 * | m3     | cubic metre            | m³, cbm, m3                                          |
 * | kg     | kilogram               | kg, Kilo                                             |
 * | g      | gram                   | g, Gramm                                             |
 * | t      | tonne                  | t, Tonne, tonne, tonelada                            |
 * | l      | litre                  | l, lt, Liter, litre, litro                           |
 * | ml     | millilitre             | ml                                                   |
 */
/** Units whose quantities are whole numbers: a decimal there is more likely a grouping separator. */
const COUNTED_UNITS = ['pcs', 'box', 'pack', 'roll', 'pair', 'set', 'pallet', 'sheet'] as const;

export const UNITS = [...COUNTED_UNITS, 'm', 'm2', 'm3', 'kg', 'g', 't', 'l', 'ml'] as const;
export type Unit = (typeof UNITS)[number];

export const COUNTABLE_UNITS: ReadonlySet<Unit> = new Set(COUNTED_UNITS);

const UNIT_WORDS: ReadonlyArray<readonly [Unit, readonly string[]]> = [
  [
    'pcs',
    [
      'stk',
      'stk.',
      'stck',
      'stck.',
      'stück',
      'stueck',
      'st.',
      'st',
      'pcs',
      'pcs.',
      'pc',
      'pc.',
      'piece',
      'pieces',
      'pièce',
      'pièces',
      'piece(s)',
      'pce',
      'pces',
      'pz',
      'pz.',
      'pezzi',
      'pezzo',
      'piezas',
      'pieza',
      'pza',
      'pzas',
      'unidad',
      'unidades',
      'unid',
      'unid.',
      'ud',
      'ud.',
      'uds',
      'uds.',
      'stuks',
      'stuk',
      'ea',
      'each',
      'units',
      'unit',
      // "4 nos": numbers, the pieces of British and Indian purchase lists.
      'nos',
      'nos.',
      'unités',
      'unité',
      'unità',
      'x',
    ],
  ],
  [
    'box',
    [
      'karton',
      'kartons',
      'kart.',
      'box',
      'boxes',
      'boxen',
      'boîte',
      'boîtes',
      'boite',
      'boites',
      'carton',
      'cartons',
      'caja',
      'cajas',
      'scatola',
      'scatole',
      'cartone',
      'cartoni',
      'doos',
      'dozen',
      // Dutch diminutives ('2 doosjes wisselplaten'): still the box.
      'doosje',
      'doosjes',
      'kistje',
      'kistjes',
      'kiste',
      'kisten',
      'ctn',
      'case',
      'cases',
      'schachtel',
      'schachteln',
    ],
  ],
  [
    'pack',
    [
      'pack',
      'packs',
      'packung',
      'packungen',
      'pkg',
      'pkg.',
      'pck',
      'paket',
      'pakete',
      've',
      'package',
      'packages',
      'packet',
      'packets',
      'paquet',
      'paquets',
      'paquete',
      'paquetes',
      'confezione',
      'confezioni',
      'conf.',
      'pak',
      'pakken',
      'pakje',
      'pakjes',
      'verpakking',
      'verpakkingen',
    ],
  ],
  [
    // A bag of screws is sold as a pack: requests say "bag", catalogues "pack".
    'pack',
    [
      'sack',
      'säcke',
      'beutel',
      'bag',
      'bags',
      'sac',
      'sacs',
      'saco',
      'sacos',
      'sacco',
      'sacchi',
      'zak',
      'zakken',
      'zakje',
      'zakjes',
      'sacchetto',
      'sacchetti',
      'bolsa',
      'bolsas',
      'sachet',
      'sachets',
    ],
  ],
  [
    'roll',
    [
      'rolle',
      'rollen',
      'roll',
      'rolls',
      'rouleau',
      'rouleaux',
      'rollo',
      'rollos',
      'rotolo',
      'rotoli',
      'rol',
      'rollen.',
      'rolletje',
      'rolletjes',
      'coil',
      'coils',
      'couronne',
      'couronnes',
      'matassa',
      'matasse',
      'bobina',
      'bobinas',
      'bobine',
      'bobines',
      'haspel',
      'reel',
      'reels',
    ],
  ],
  [
    'pair',
    ['paar', 'pair', 'pairs', 'paire', 'paires', 'pares', 'pr', 'pr.', 'prs', 'paio', 'paia'],
  ],
  [
    'set',
    [
      'set',
      'sets',
      'satz',
      'sätze',
      'jeu',
      'jeux',
      'coffret',
      'coffrets',
      'kit',
      'kits',
      'juego',
      'juegos',
    ],
  ],
  [
    'pallet',
    [
      'palette',
      'paletten',
      'pallet',
      'pallets',
      'palettes',
      'palé',
      'palés',
      'palet',
      'palets',
      'bancale',
      'bancali',
      'pal.',
    ],
  ],
  [
    'sheet',
    [
      'blatt',
      'bogen',
      'sheet',
      'sheets',
      'feuille',
      'feuilles',
      'hoja',
      'hojas',
      'foglio',
      'fogli',
      'vel',
      'vellen',
      'tafel',
      'tafeln',
      'plaat',
      'platen',
    ],
  ],
  [
    'm',
    [
      'm',
      'meter',
      'metre',
      'metres',
      'meters',
      'mètre',
      'mètres',
      'metro',
      'metros',
      'metri',
      'lfm',
      'lfm.',
      'lfdm',
      'lm',
      'mtr',
      'mtr.',
      'mts',
      // Italian and Spanish lists: "60 mt", "mt 36".
      'mt',
      'mt.',
    ],
  ],
  ['m2', ['m2', 'm²', 'qm', 'sqm']],
  ['m3', ['m3', 'm³', 'cbm']],
  [
    'kg',
    [
      'kg',
      'kg.',
      'kilo',
      'kilos',
      'kilogramm',
      'kilogram',
      'kilograms',
      'kilogramme',
      'kilogrammes',
      'kilogramo',
      'kilogramos',
      'chilo',
      'chili',
      'kgs',
    ],
  ],
  [
    'g',
    ['g', 'gr', 'gr.', 'gramm', 'gram', 'grams', 'gramme', 'grammes', 'gramo', 'gramos', 'grammi'],
  ],
  [
    't',
    [
      't',
      'tonne',
      'tonnen',
      'tonnes',
      'ton',
      'tons',
      'tonelada',
      'toneladas',
      'tonnellata',
      'tonnellate',
    ],
  ],
  [
    'l',
    [
      'l',
      'lt',
      'lt.',
      'ltr',
      'ltr.',
      'liter',
      'litre',
      'litres',
      'liters',
      'litro',
      'litros',
      'litri',
    ],
  ],
  ['ml', ['ml']],
];

// Abbreviations seen in order-entry mails and exports.
const ABBREVIATIONS: ReadonlyArray<readonly [Unit, readonly string[]]> = [
  [
    'box',
    [
      'bx',
      'bte',
      'btes',
      'bt',
      'cj',
      'cj.',
      'sc',
      'sc.',
      'ds',
      'ds.',
      'kart',
      'kart.',
      'ktn',
      'krt',
    ],
  ],
  // "2 Btl." (Beutel), "5 Sach." (sachets), "6 verp." (verpakkingen).
  [
    'pack',
    [
      'pk',
      'pk.',
      'pkt',
      'pkt.',
      'paq',
      'paq.',
      'pak.',
      'conf',
      'btl',
      'btl.',
      'sach.',
      'verp',
      'verp.',
    ],
  ],
  ['roll', ['rl', 'rl.', 'rlx', 'rot.', 'rll', 'cour.']],
  ['pair', ['prs']],
];

const LOOKUP: ReadonlyMap<string, Unit> = new Map(
  [...UNIT_WORDS, ...ABBREVIATIONS].flatMap(([unit, words]) =>
    words.map((word) => [word, unit] as const),
  ),
);

/** Unit code for one word (case-insensitive), or null. */
export function normaliseUnit(word: string): Unit | null {
  const key = word.trim().toLowerCase();
  if (key === '') return null;
  return LOOKUP.get(key) ?? LOOKUP.get(key.replace(/\.$/, '')) ?? null;
}

/** Alternation of all unit words for regular expressions, longest first. */
export const UNIT_PATTERN = [...LOOKUP.keys()]
  .filter((word) => word !== 'x')
  .sort((left, right) => right.length - left.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
