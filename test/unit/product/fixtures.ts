import type { CatalogueInput, ProductRecordInput } from '#domain/product/index';

const product = (
  record: Partial<ProductRecordInput> & { product_id: string; description: string },
) =>
  ({
    manufacturer: '',
    mpn: '',
    unit: 'pcs',
    pack_size: 1,
    status: 'active',
    category: 'fasteners',
    ...record,
  }) satisfies ProductRecordInput;

/** A small catalogue written for the tests: neighbours differ by one attribute on purpose. */
export function sampleCatalogue(): CatalogueInput {
  return {
    products: [
      product({
        product_id: 'P-HEX-M8x30',
        description: 'Hex head bolt DIN 933 M8x30 steel 8.8 zinc plated',
        manufacturer: 'Würth',
        mpn: '0057 08 30',
      }),
      product({
        product_id: 'P-HEX-M8x40',
        description: 'Hex head bolt DIN 933 M8x40 steel 8.8 zinc plated',
        manufacturer: 'Würth',
        mpn: '0057 08 40',
      }),
      product({
        product_id: 'P-HEX-M10x30',
        description: 'Hex head bolt DIN 933 M10x30 steel 8.8 zinc plated',
        manufacturer: 'Würth',
        mpn: '0057 10 30',
      }),
      product({
        product_id: 'P-HEX-M8x30-A2',
        description: 'Hex head bolt ISO 4017 M8x30 stainless steel A2',
        manufacturer: 'Bossard',
        mpn: 'BN 56-M8x30-A2',
      }),
      product({
        product_id: 'P-SHCS-M6x20',
        description: 'Socket head cap screw ISO 4762 M6x20 12.9 black',
        manufacturer: 'Bossard',
        mpn: 'BN 610-M6x20',
      }),
      product({
        product_id: 'P-NUT-M8',
        description: 'Hex nut ISO 4032 M8 steel 8 zinc plated',
        category: 'fasteners',
      }),
      product({
        product_id: 'P-WASHER-8',
        description: 'Flat washer ISO 7089 8.4 mm zinc plated',
        unit: 'box',
        pack_size: 100,
      }),
      product({
        product_id: 'P-BRG-6204-OLD',
        description: 'Deep groove ball bearing 6204-2RS',
        manufacturer: 'SKF',
        mpn: '6204-2RS1',
        category: 'bearings',
        status: 'discontinued',
        successor_product_id: 'P-BRG-6204-NEW',
      }),
      product({
        product_id: 'P-BRG-6204-NEW',
        description: 'Deep groove ball bearing 6204-2RSH',
        manufacturer: 'SKF',
        mpn: '6204-2RSH',
        category: 'bearings',
      }),
      product({
        product_id: 'P-BRG-6205',
        description: 'Deep groove ball bearing 6205-2RSH',
        manufacturer: 'SKF',
        mpn: '6205-2RSH',
        category: 'bearings',
      }),
      product({
        product_id: 'P-TIE-200',
        description: 'Cable tie 4.8x200 mm black polyamide',
        category: 'electrical',
        unit: 'pack',
        pack_size: 100,
        descriptions: { de: 'Kabelbinder 4,8x200 mm schwarz' },
      }),
      product({
        product_id: 'P-GLOVE-NIT-9',
        description: 'Nitrile disposable gloves size 9 blue',
        category: 'ppe',
        unit: 'box',
        pack_size: 100,
      }),
      product({
        product_id: 'P-GLOVE-NIT-10',
        description: 'Nitrile disposable gloves size 10 blue',
        category: 'ppe',
        unit: 'box',
        pack_size: 100,
      }),
      product({
        product_id: 'P-HOSE-ROLL',
        description: 'Compressed air hose 8 mm, roll of 100 m',
        category: 'pneumatics',
        unit: 'roll',
        pack_size: 100,
      }),
      product({
        product_id: 'P-DISC-125',
        description: 'Cutting disc 125x1.0x22.23 for stainless steel',
        category: 'abrasives',
        branch_ids: ['BR-NORTH'],
      }),
      product({
        product_id: 'P-GLUE-BLUE',
        description: 'Threadlocker medium strength 50 ml',
        category: 'chemicals',
        countries: ['DE'],
      }),
      product({
        product_id: 'P-SPECIAL',
        description: 'Special part assortment tray type B',
        category: 'misc',
      }),
    ],
    crossReferences: [
      {
        manufacturer: 'Fabory',
        mpn: '01200.080.030',
        product_id: 'P-HEX-M8x30',
        relation: 'equivalent',
      },
      { manufacturer: 'FAG', mpn: '6205-2RSR', product_id: 'P-BRG-6205', relation: 'substitute' },
      { manufacturer: 'Timken', mpn: 'X-99-ZZ', product_id: null, relation: 'equivalent' },
    ],
    orderHistory: [
      {
        customer_id: 'C-1',
        product_id: 'P-GLOVE-NIT-10',
        ordered_at: '2026-03-01',
        quantity: 5,
        customer_part_number: 'KD-4711',
      },
      {
        customer_id: 'C-2',
        product_id: 'P-SPECIAL',
        ordered_at: '2026-02-01',
        quantity: 1,
        customer_part_number: 'ZX-0815',
      },
    ],
    branchOverrides: [
      { branch_id: 'BR-NORTH', match_text: 'blaue Kiste', product_id: 'P-SPECIAL' },
    ],
  };
}
