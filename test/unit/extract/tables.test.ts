import { describe, expect, it } from 'vitest';
import { columnRole } from '#domain/documents/headers';
import { extractQuote } from '#domain/extract/index';
import { readCorpusAttachment } from '../../eval/harness/corpus-render';

const items = (body: string) =>
  (extractQuote({ body, received_at: '2026-03-30T08:00:00Z' }).line_items ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    sku: item.sku,
    manufacturer: item.manufacturer,
  }));

describe('tables keep description, manufacturer and part number together', () => {
  it('reads a pipe table with a rule under its header and separate MPN columns', () => {
    const body = [
      'Please quote:',
      '',
      'Ln | Description                       | Manufacturer | Mfr part no. | Qty | UoM',
      '---+-----------------------------------+--------------+--------------+-----+----',
      '1  | Deep groove ball bearing 25x52x15 | SKF          | 6205-2RSH/C3 | 40  | EA',
      '2  | Timing belt PowerGrip GT3         | Gates        | 8MGT-1200-30 | 4   | EA',
    ].join('\n');
    expect(items(body)).toEqual([
      {
        description: 'Deep groove ball bearing 25x52x15 SKF 6205-2RSH/C3',
        quantity: 40,
        unit: 'pcs',
        sku: '6205-2RSH/C3',
        manufacturer: 'SKF',
      },
      {
        description: 'Timing belt PowerGrip GT3 Gates 8MGT-1200-30',
        quantity: 4,
        unit: 'pcs',
        sku: '8MGT-1200-30',
        manufacturer: 'Gates',
      },
    ]);
  });

  it('reads a space-aligned German table by its columns (dimensions are not quantities)', () => {
    const body = [
      'bitte um Angebot:',
      '',
      'Pos  Bezeichnung                    Hersteller   Artikel-Nr.   Menge  ME',
      '1    Rillenkugellager 25x52x15      SKF          6205-2RSH     50     Stk',
      '2    Spannhülse                     SKF          H 310         4      Stk',
    ].join('\n');
    const read = items(body);
    expect(read.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Rillenkugellager 25x52x15 SKF 6205-2RSH', 50, 'pcs'],
      ['Spannhülse SKF H 310', 4, 'pcs'],
    ]);
  });

  it('takes the columns of a markdown table whose position column is headed "#"', () => {
    const body = [
      '| # | Item | Make | Part number | Qty | Unit |',
      '|---|------|------|-------------|-----|------|',
      '| 1 | Hydraulic hose 1/2" 2SN | Parker | 302-8 | 25 | m |',
    ].join('\n');
    expect(items(body)).toEqual([
      {
        description: 'Hydraulic hose 1/2" 2SN Parker 302-8',
        quantity: 25,
        unit: 'm',
        sku: '302-8',
        manufacturer: 'Parker',
      },
    ]);
  });

  it('reads ERP headers with underscores, unit codes and German thousands in a CSV', async () => {
    const document = await readCorpusAttachment({
      filename: 'export.csv',
      content_type: 'text/csv',
      text: [
        'CODE_ART;LIBELLE;FABRICANT;REF_FAB;QTE;UNITE',
        'EPI0102;GANT ANTI-COUPURE T9;ANSELL;HYFLEX 11-542;1.200;PAI',
        'EPI0411;LUNETTES SECURITE;UVEX;9190275;80;PCE',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Bonjour, ci-joint.', attachments: [document] }).line_items;
    expect(read?.map((item) => [item.description, item.quantity, item.unit, item.sku])).toEqual([
      ['GANT ANTI-COUPURE T9 ANSELL HYFLEX 11-542', 1200, 'pair', 'HYFLEX 11-542'],
      ['LUNETTES SECURITE UVEX 9190275', 80, 'pcs', '9190275'],
    ]);
  });

  it('never glues a PDF line position to its quantity', async () => {
    const document = await readCorpusAttachment({
      filename: 'rfq.pdf',
      content_type: 'application/pdf',
      text: [
        'Item  Qty  Unit  Description                 Manufacturer / Part No.',
        '1     2    EA    Cordless rotary hammer      Hilti TE 6-22',
        '2     150  EA    Injection mortar 500 ml     Hilti HIT-HY 200-A 500/2',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'see attached', attachments: [document] }).line_items;
    expect(read?.map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Cordless rotary hammer Hilti TE 6-22', 2, 'pcs'],
      ['Injection mortar 500 ml Hilti HIT-HY 200-A 500/2', 150, 'pcs'],
    ]);
  });
});

describe('printed purchase orders: merged header cells, prices and counts set close', () => {
  const pdfItems = async (lines: string[]) => {
    const document = await readCorpusAttachment({
      filename: 'po.pdf',
      content_type: 'application/pdf',
      text: lines.join('\n'),
    });
    return (extractQuote({ body: 'see attached', attachments: [document] }).line_items ?? []).map(
      (item) => [item.quantity, item.unit],
    );
  };

  it('splits a unit header merged with "Unit price", and reads a count printed onto the description', async () => {
    expect(
      await pdfItems([
        'Pos  Material  Description                    Qty   UoM  Unit price   Total',
        '10   100234    V-belt SPZ 1250                10    PC   4.20         42.00',
        '40   100412    Loctite 243 threadlocker 50ml  6     PC   14.95        89.70',
        '50   100530    Roller chain 08B-1 simplex     15    M    6.10         91.50',
      ]),
    ).toEqual([
      [10, 'pcs'],
      [6, 'pcs'],
      [15, 'm'],
    ]);
  });

  it('splits a line-number word merged with a role two words name ("Ln Part number")', async () => {
    expect(
      await pdfItems([
        'Ln  Part number     Description                          Qty  UOM   Unit price    Net',
        '1   FLT-HY-10-25    Hydraulic return filter element 10 µm   6   EA       38.00   228.00',
        '2   HOSE-R2-08      Hydraulic hose 2SN DN 8, cut to length  25   M         7.40   185.00',
      ]),
    ).toEqual([
      [6, 'pcs'],
      [25, 'm'],
    ]);
  });

  it('splits "Cant. Ud. Precio" and "Unité P.U. HT" one piece per role', async () => {
    expect(
      await pdfItems([
        'Línea  Código     Descripción                    Cant.  Ud.  Precio    Importe',
        '1      JT-DN80    Junta EPDM DN80 clamp            20    ud   2,35      47,00',
        '3      TI-316-51  Tubo inox AISI 316 51x1,5 mm     18    m    22,60     406,80',
      ]),
    ).toEqual([
      [20, 'pcs'],
      [18, 'm'],
    ]);
    expect(
      await pdfItems([
        'Ligne  Référence   Désignation                  Qté   Unité  P.U. HT   Montant HT',
        '1      6204-2RS    Roulement 6204-2RS C3        10    U      3,85      38,50',
        '5      EL-25       Électrodes rutile 2,5 mm     5     kg     9,80      49,00',
      ]),
    ).toEqual([
      [10, 'pcs'],
      [5, 'kg'],
    ]);
    expect(columnRole('Unit price')).toBe('unit_price');
  });

  it('splits a count and a price set close into one cell ("n. 4 conf.  27,50")', async () => {
    expect(
      await pdfItems([
        'Pos.  Codice     Descrizione                               Q.tà        Prezzo   Importo',
        '1     EL-7018    Elettrodi basici E7018 Ø 3,2 mm             kg 20      4,90     98,00',
        '2     DT-230     Dischi da taglio 230x2 acciaio              n. 4 conf.  27,50    110,00',
      ]),
    ).toEqual([
      [20, 'kg'],
      [4, 'pack'],
    ]);
  });

  it('splits "Pos  Item" and "Lín.  Artículo" set close, and reads no item from the taxable base', async () => {
    expect(columnRole('Lín.')).toBe('position');
    expect(
      await pdfItems([
        'Pos  Item      Description                                 Qty   UoM   Unit price     Amount',
        '20   100877    Taper lock bush 2012 x 25mm                   4   EA         11.95      47.80',
        '40   100552    Nylon cable ties 300 x 4.8 black (pk 100)    15   PK          3.10      46.50',
      ]),
    ).toEqual([
      [4, 'pcs'],
      [15, 'pack'],
    ]);
    expect(
      await pdfItems([
        'Lín.  Artículo      Descripción                                   Cantidad  UM    Precio    Importe',
        '1     LC1D18P7      Contactor Schneider TeSys D 18 A 230 V AC            5   UD     32,40     162,00',
        '5     BR-200-48     Bridas nylon 200 x 4,8 negras (bolsa 100)           10   BOL     2,95      29,50',
        '                                           Base imponible                          945,00',
      ]),
    ).toEqual([
      [5, 'pcs'],
      [10, 'pack'],
    ]);
  });

  it("reads unit codes of a unit column: 'Ring' and 'COUR' coils, 'PA' pairs in Italian and German", async () => {
    expect(
      await pdfItems([
        'Pos. Codice       Descrizione                                   Q.tà   UM   Prezzo   Importo',
        '40   GC-10        Guanti in crosta per saldatore tg. 10            30   PA    3,20     96,00',
        '50   SG2-08-15    Filo MIG SG2 Ø 0,8 mm bobina 15 kg                4   PZ   38,50    154,00',
        '                                           Imponibile                      250,00',
      ]),
    ).toEqual([
      [30, 'pair'],
      [4, 'pcs'],
    ]);
    const csv = async (text: string) =>
      (
        extractQuote({
          body: 'anbei',
          attachments: [
            await readCorpusAttachment({ filename: 'b.csv', content_type: 'text/csv', text }),
          ],
        }).line_items ?? []
      ).map((item) => [item.quantity, item.unit]);
    expect(
      await csv(
        'Artikelnummer;Bezeichnung;Menge;Einheit\n4015098123452;Mantelleitung NYM-J 3x1,5 mm² Ring 100 m;3;Ring',
      ),
    ).toEqual([[3, 'roll']]);
    expect(
      await csv(
        'Référence;Désignation;Quantité;Unité\nICTA-20-100;Gaine ICTA Ø 20 mm couronne 100 m;5,00;COUR',
      ),
    ).toEqual([[5, 'roll']]);
  });

  it('aligns a row whose code and description arrive as one cell by its value columns, from the right', async () => {
    expect(
      await pdfItems([
        'Regel  Artikel    Omschrijving                                  Aantal  Eenh.  Prijs    Bedrag',
        '1      VS-S3-44   Veiligheidsschoen S3 maat 44                       4  PR     54,00   216,00',
        '2      WH-NIT-10  Werkhandschoen nitril maat 10                     12  PR      2,40    28,80',
        '4      MK-FFP2    Stofmasker FFP2 zonder ventiel (doos 20)           5  DS     14,90    74,50',
      ]),
    ).toEqual([
      [4, 'pair'],
      [12, 'pair'],
      [5, 'box'],
    ]);
  });

  it("dates delivery by its own line, never by the supplier's field beside the order date ('Leverancier', 'SERVICE')", async () => {
    const document = await readCorpusAttachment({
      filename: 'io.pdf',
      content_type: 'application/pdf',
      text: [
        'INKOOPORDER 4500-2231',
        'Orderdatum: 26-03-2026                Leverancier: 30412 Techniek Groothandel Zuid',
        'Leverdatum: 16-04-2026',
      ].join('\n'),
    });
    const result = extractQuote({
      body: 'Bijgaand onze order.',
      attachments: [document],
      received_at: '2026-03-30T08:00:00Z',
    });
    expect(result.delivery_requirements?.requested_by).toBe('2026-04-16');
    const french = await readCorpusAttachment({
      filename: 'bc.pdf',
      content_type: 'application/pdf',
      text: [
        'BON DE COMMANDE N° BC-26-00412',
        'Date : 26/03/2026                Fournisseur : INDUSTRIE SERVICE LOIRE',
        'Date de livraison : 20/04/2026',
      ].join('\n'),
    });
    expect(
      extractQuote({
        body: 'Veuillez trouver ci-joint notre bon de commande.',
        attachments: [french],
        received_at: '2026-03-30T08:00:00Z',
      }).delivery_requirements?.requested_by,
    ).toBe('2026-04-20');
  });

  it('reads "Rif." as the line-number column, so "Rif.  Codice" set close splits in two', async () => {
    expect(columnRole('Rif.')).toBe('position');
    expect(
      await pdfItems([
        'Rif.  Codice     Descrizione                               Q.tà        Prezzo   Importo',
        '1     EL-7018    Elettrodi basici E7018 Ø 3,2 mm             kg 20      4,90     98,00',
        '3     BU-2080    Bulloni TE M20x80 8.8 zincati               n. 100     0,85     85,00',
        '5     TQ-4040    Tubo quadro 40x40x3 (barre da 6 m)          mt 36      4,20     151,20',
      ]),
    ).toEqual([
      [20, 'kg'],
      [100, 'pcs'],
      [36, 'm'],
    ]);
  });
});

describe('request forms with empty price columns and rows that break', () => {
  it('takes the columns before the empty price columns in order, and a broken row goes on below', async () => {
    const document = await readCorpusAttachment({
      filename: 'anfrage.pdf',
      content_type: 'application/pdf',
      text: [
        'Pos.  Art.-Nr.       Bezeichnung                 Menge  ME    Preis/ME  Betrag',
        '2     NJ 309 ECP     Zylinderrollenlager 45x100x25, SKF      4      Stk',
        '3     TMFT 36        Montagewerkzeugsatz für Lager,          1      Satz',
        '                     10-50 mm Bohrung',
        '4     LOCTITE 638    Adesivo per bloccaggio cuscinetti,      5      Stk',
        '                     flacone 50 ml',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'siehe Anhang', attachments: [document] }).line_items;
    expect(read?.map((item) => [item.quantity, item.unit, item.description])).toEqual([
      [4, 'pcs', 'Zylinderrollenlager 45x100x25, SKF NJ 309 ECP'],
      [1, 'set', 'Montagewerkzeugsatz für Lager TMFT 36 10-50 mm Bohrung'],
      [5, 'pcs', 'Adesivo per bloccaggio cuscinetti LOCTITE 638 flacone 50 ml'],
    ]);
  });
});

describe('column roles from the values when the header words do not say', () => {
  it('reads an unnamed text column as the description and an unnamed code column as the part number', () => {
    const body = [
      'Lfd | Goederen                    | Kode         | Aantal | Eenheid',
      '1   | Groefkogellager 25x52x15    | 6205-2RSH    | 50     | st',
      '2   | Spanbus met moer            | H 310        | 4      | st',
    ].join('\n');
    expect(items(body).map((item) => [item.description, item.quantity, item.sku])).toEqual([
      ['Groefkogellager 25x52x15 6205-2RSH', 50, '6205-2RSH'],
      ['Spanbus met moer H 310', 4, 'H 310'],
    ]);
  });

  it('leaves a column that holds the same value on every row (a plant) out of the description', () => {
    const body = [
      'Material | Kurztext                | Menge | ME  | Werk',
      '400112   | Schnittschutzhandschuh  | 240   | PAA | 1000',
      '400113   | Schutzbrille klar       | 120   | ST  | 1000',
    ].join('\n');
    expect(items(body).map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Schnittschutzhandschuh 400112', 240, 'pair'],
      ['Schutzbrille klar 400113', 120, 'pcs'],
    ]);
  });
});

describe('locale numbers in CSV are read by the file’s own evidence', () => {
  it('reads German thousands and decimal commas in a CSV sent with an English mail', async () => {
    const document = await readCorpusAttachment({
      filename: 'lines.csv',
      content_type: 'text/csv',
      text: [
        'Pos;Description;Part no.;Qty;Unit',
        '1;Control cable 3G1,5;1119303;1.250;m',
        '2;Hydraulic hose DN 12;302-8;42,5;m',
        '3;Hex bolt M8x25;0057 808 25;2.000;pcs',
      ].join('\n'),
    });
    const read = extractQuote({
      body: 'Hello, please quote the attached lines. Thanks',
      attachments: [document],
    }).line_items;
    expect(read?.map((item) => [item.quantity, item.unit])).toEqual([
      [1250, 'm'],
      [42.5, 'm'],
      [2000, 'pcs'],
    ]);
  });
});

describe('tables whose header does not name the quantity, or that have no header', () => {
  it('reads a Spanish tab table whose count column is headed "Uds."', () => {
    const body = [
      'Ref.\tDescripción\tMarca\tUds.',
      '6205-2RSH\tRodamiento rígido de bolas\tSKF\t40',
      'QS-8\tRacor recto\tFesto\t1.200',
    ].join('\n');
    expect(items(body).map((item) => [item.description, item.quantity, item.unit])).toEqual([
      ['Rodamiento rígido de bolas SKF 6205-2RSH', 40, 'pcs'],
      ['Racor recto Festo QS-8', 1200, 'pcs'],
    ]);
  });

  it('reads a CSV without a header row by its values, never a part number as the count', async () => {
    const document = await readCorpusAttachment({
      filename: 'lines.csv',
      content_type: 'text/csv',
      text: '6205-2RSH;Rillenkugellager 25x52x15;SKF;50;Stk\n22210 EK;Pendelrollenlager;SKF;4;Stk\n',
    });
    const read = extractQuote({ body: 'Guten Tag, anbei.', attachments: [document] }).line_items;
    expect(read?.map((item) => [item.description, item.quantity, item.unit, item.sku])).toEqual([
      ['Rillenkugellager 25x52x15 6205-2RSH', 50, 'pcs', '6205-2RSH'],
      ['Pendelrollenlager 22210 EK', 4, 'pcs', '22210 EK'],
    ]);
  });
});

describe('which column is the quantity, and which rows are no items', () => {
  it('reads the count header words of six languages and leaves prices, stock and pack sizes', () => {
    const roles = (headers: string[]) => headers.map((header) => columnRole(header));
    expect(roles(['Units', 'Stuks', 'Pezzi', 'Unidades', 'Stk.', "Req'd", 'No. of packs'])).toEqual(
      Array(7).fill('quantity'),
    );
    expect(roles(['Preis/Stück (2025)', 'EUR/pcs', 'Unit price/pcs'])).toEqual(
      Array(3).fill('unit_price'),
    );
    expect(roles(['Cant. en almacén', 'Lagerbestand', 'Pack size', 'VPE'])).toEqual(
      Array(4).fill('note'),
    );
  });

  it('takes the count to order, not the count in stock beside it', () => {
    const body = [
      'Código\tDescripción\tCant. en almacén\tCant. a pedir\tUnidad',
      'TR-0412\tTornillo hexagonal DIN 933 M8x25\t35\t200\tud',
      'CI-1050\tCinta americana gris 50 mm x 50 m\t2\t10\trollo',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit, item.sku])).toEqual([
      [200, 'pcs', 'TR-0412'],
      [10, 'roll', 'CI-1050'],
    ]);
  });

  it('reads no item from a total row, wherever its label stands', async () => {
    const body = [
      'Pos | Artikel | Bezeichnung | Pezzi | Preis',
      '1 | SKF 6205-2RS | Rillenkugellager | 20 | 3,40',
      '2 | SKF 6206-2RS | Rillenkugellager | 10 | 4,10',
      ' | Grand total | | 30 | ',
    ].join('\n');
    expect(items(body).map((item) => item.quantity)).toEqual([20, 10]);
    const sheet = await readCorpusAttachment({
      filename: 'anfrage.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      text: [
        'Pos\tMenge\tEinheit\tBezeichnung',
        '1\t2\tStück\tFrequenzumrichter 0,75 kW',
        '2\t6\tPaar\tSchnittschutzhandschuhe Gr. 9',
        '\t8\t\tGesamtsumme',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Anbei.', attachments: [sheet] }).line_items;
    expect(read?.map((item) => [item.quantity, item.unit])).toEqual([
      [2, 'pcs'],
      [6, 'pair'],
    ]);
  });

  it('reads two labelled fields set side by side on one line of a form', () => {
    const body = [
      'Description: Butterfly valve, wafer type, DN100 PN16',
      'Part No.: F990-100-EPDM',
      'Quantity: 6      Unit: EA',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit, item.sku])).toEqual([
      [6, 'pcs', 'F990-100-EPDM'],
    ]);
  });
});

describe('a pack column that names the unit, and a date after a question', () => {
  it("reads a row holding a count beside an article code as a row, whatever header words it holds ('cod.', 'pz.')", () => {
    const body = [
      'Cod.               Descrizione                                     Q.tà    U.M.',
      'cod. ART/5521-B    Vite TCEI ISO 4762 M6x20 inox A2                 200     pz.',
      'cod. ART/7710-C    Catena a rulli 08B-1 semplice                    5       mt',
      'cod. ART/9012-D    Pasta lavamani 4 kg                              6       pz.',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit])).toEqual([
      [200, 'pcs'],
      [5, 'm'],
      [6, 'pcs'],
    ]);
  });

  it("reads a column of 'boxes of 100', 'each' as the unit, and the delivery date after a question", () => {
    const body = [
      'Could you please quote and supply the following PPE? We need it on site before 3rd April 2026 as the contractors start the Monday after.',
      '',
      'Item | Brand / code | Qty | Pack',
      'Nitrile gloves, powder free, size L | Ansell TouchNTuff 92-600 | 20 | boxes of 100',
      'Disposable coverall type 5/6, XL | 3M 4540+ | 50 | each',
      'FFP3 valved respirator | 3M 8833 | 10 | boxes (10 per box)',
    ].join('\n');
    const result = extractQuote({ body, received_at: '2026-03-30T08:00:00Z' });
    expect(result.line_items?.map((item) => [item.quantity, item.unit])).toEqual([
      [20, 'box'],
      [50, 'pcs'],
      [10, 'box'],
    ]);
    expect(result.delivery_requirements?.requested_by).toBe('2026-04-03');
  });
});

describe('headers that name the articles by "Item", totals in the part column, units in the count header', () => {
  it('reads a table headed "Item | Units | Price | Amount" and leaves its total', () => {
    const body = [
      'Item                                   | Units | Price £ | Amount £',
      'Cylindrical roller bearing NU 2210 ECP |    12 |   86.40 | 1,036.80',
      'Adapter sleeve H 310                   |     4 |   19.80 |    79.20',
      '                                       |       | Total   | 1,116.00',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.description])).toEqual([
      [12, 'Cylindrical roller bearing NU 2210 ECP'],
      [4, 'Adapter sleeve H 310'],
    ]);
    const seals = [
      '| Part no.          | Description        | Qty |',
      '|-------------------|--------------------|-----|',
      '| CR 35x52x7 HMSA10 | Radial shaft seal  | 16  |',
      '| Grand total       |                    | 16  |',
    ].join('\n');
    expect(items(seals).map((item) => item.quantity)).toEqual([16]);
  });

  it('keeps size and strength columns in the description', () => {
    const body = [
      '| Art.-Nr. | Bezeichnung | Abmessung | Festigkeit | Menge (Stk.) |',
      '|---|---|---|---|---|',
      '| 0057 8 30 | Sechskantschraube DIN 933 | M8x30 | 8.8 verzinkt | 1.000 |',
    ].join('\n');
    expect(items(body)[0]?.description).toContain('M8x30');
    expect(items(body)[0]?.description).toContain('8.8 verzinkt');
  });

  it('reads a count cell written sign or unit first ("n. 100", "kg 20", "mt 36")', () => {
    const body = [
      'Codice | Descrizione | Q.tà',
      'BU-2080 | Bulloni TE M20x80 8.8 zincati | n. 100',
      'EL-7018 | Elettrodi basici E7018 | kg 20',
      'TQ-4040 | Tubo quadro 40x40x3 | mt 36',
      'DT-230 | Dischi da taglio 230x2 | n. 4 conf.',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit])).toEqual([
      [100, 'pcs'],
      [20, 'kg'],
      [36, 'm'],
      [4, 'pack'],
    ]);
  });

  it('reads no total from an article code that starts with a total word ("NET-ALC-20")', async () => {
    const document = await readCorpusAttachment({
      filename: 'besoin.csv',
      content_type: 'text/csv',
      text: [
        'Code;Désignation;Quantité;Unité',
        'NET-ALC-20;Nettoyant alcalin chloré 20 L;4;bidon',
        'BOT-42;Bottes PVC blanches T42;8;paire',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'ci-joint', attachments: [document] }).line_items;
    expect(read?.map((item) => [item.quantity, item.unit])).toEqual([
      [4, 'pcs'],
      [8, 'pair'],
    ]);
  });

  it('reads a price list sent back with its order column filled in: only the rows with a count', async () => {
    const document = await readCorpusAttachment({
      filename: 'price-list.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      text: [
        'Code\tDescription\tPack\tPrice GBP\tOrder qty',
        'PPE-101\tSafety glasses clear anti-fog EN166\t1 pc\t3.20\t',
        'PPE-110\tEar defenders SNR 30\t1 pc\t11.90\t6',
        'CLN-210\tAlcohol sanitiser 5 l\t1 pc\t18.50\t',
        'CLN-211\tFood-safe degreaser 5 l\t1 pc\t21.00\t4',
      ].join('\n'),
    });
    const read = extractQuote({
      body: 'See attached, order qty filled in.',
      attachments: [document],
    }).line_items;
    expect(read?.map((item) => [item.sku, item.quantity])).toEqual([
      ['PPE-110', 6],
      ['CLN-211', 4],
    ]);
  });

  it("reads a price list's pack column as the unit: 'box', 'roll', and '1 pc' on unordered rows", async () => {
    const document = await readCorpusAttachment({
      filename: 'tarif.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      text: [
        'Code\tText\tPack\tNet price\tOrder qty',
        'WB-10\tWiping rags white (box 10 kg)\tbox\t14.20\t3',
        'TP-55\tMasking tape 38 mm x 50 m\troll\t2.15\t',
        'SC-02\tScraper blade 25 mm\t1 pc\t1.10\t',
        'LB-20\tLabel tape yellow 12 mm\troll\t6.40\t12',
        'GR-40\tGrease gun 400 g\t1 pc\t19.90\t2',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Order column filled in.', attachments: [document] });
    expect(read.line_items?.map((item) => [item.sku, item.quantity, item.unit])).toEqual([
      ['WB-10', 3, 'box'],
      ['LB-20', 12, 'roll'],
      ['GR-40', 2, 'pcs'],
    ]);
  });

  it("reads 'Lig.' as the line-number column of a French order form set close to its neighbour", async () => {
    const document = await readCorpusAttachment({
      filename: 'commande.pdf',
      content_type: 'application/pdf',
      text: [
        'BON DE COMMANDE 77-104',
        'Lig. Réf. fourn.   Libellé                               Qté  Unité  PU HT   Total HT',
        '1   JT-PLAT-40     Joint plat fibre DN 40                  12   pce    0,80     9,60',
        '2   COL-SER-25     Collier de serrage 20-32 mm             40   pce    0,35    14,00',
        '3   GAI-TH-10      Gaine thermo 10 mm noire                 6   rlx     4,10    24,60',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Commande ci-jointe.', attachments: [document] });
    expect(read.line_items?.map((item) => [item.sku, item.quantity, item.unit])).toEqual([
      ['JT-PLAT-40', 12, 'pcs'],
      ['COL-SER-25', 40, 'pcs'],
      ['GAI-TH-10', 6, 'roll'],
    ]);
  });

  it('splits a unit word printed close before the description under a merged header', async () => {
    const document = await readCorpusAttachment({
      filename: 'auftrag.pdf',
      content_type: 'application/pdf',
      text: [
        'Pos. Menge ME   Bezeichnung                                   Preis/ME   Gesamt',
        '1      6   St   Kugelhahn 1/2" PN 40 mit Hebel                     7,10     42,60',
        '2      3   Satz Bohrersatz HSS 1-10 mm (19-tlg.)                  24,00     72,00',
        '3     12   Pack Kabelbinder 200 x 4,8 mm (à 100 St)               3,90     46,80',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Anbei der Auftrag.', attachments: [document] });
    const firstWord = (text: string | undefined) => text?.split(' ')[0];
    expect(
      read.line_items?.map((item) => [item.quantity, item.unit, firstWord(item.description)]),
    ).toEqual([
      [6, 'pcs', 'Kugelhahn'],
      [3, 'set', 'Bohrersatz'],
      [12, 'pack', 'Kabelbinder'],
    ]);
  });

  it('reads the rows a price list marks with X as ordered, their counts from the mail', async () => {
    const document = await readCorpusAttachment({
      filename: 'preisliste.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      text: [
        'Art.-Nr.\tBezeichnung\tEinheit\tPreis EUR\tBestellen',
        'SP-08\tSpiralbohrer HSS 8 mm\tStk\t2,10\tX',
        'SP-10\tSpiralbohrer HSS 10 mm\tStk\t2,90\tX',
        'SP-12\tSpiralbohrer HSS 12 mm\tStk\t3,80\t',
        'GW-20\tGewindebohrer-Satz M3-M12\tSatz\t39,00\tX',
        'SH-01\tSchutzhandschuhe Leder\tPaar\t4,20\tX',
      ].join('\n'),
    });
    const read = extractQuote({
      body: 'Hallo, angekreuzt was wir brauchen. Von den Spiralbohrern 8 und 10 je 20; Gewindebohrer-Satz 3.',
      attachments: [document],
    }).line_items;
    expect(read?.map((item) => [item.sku, item.quantity, item.unit, item.ambiguous])).toEqual([
      ['SP-08', 20, 'pcs', false],
      ['SP-10', 20, 'pcs', false],
      ['GW-20', 3, 'set', false],
      // Marked, but no count in the mail: an item whose count is to be asked for.
      ['SH-01', null, 'pair', true],
    ]);
    // A count read across the sheet and the mail is not auto-accepted.
    expect(read?.every((item) => item.raw_score <= 0.3)).toBe(true);
  });

  it('reads no item from a row counted zero, nor from its cells as prose', async () => {
    const document = await readCorpusAttachment({
      filename: 'monthly.csv',
      content_type: 'text/csv',
      text: [
        'Line;Part No;Description;Qty;Unit;Notes',
        '1;WD-400;Penetrating oil 400 ml;12;each;',
        '4;GR-DSC-125;Grinding disc 125x6.0x22.23 steel;0;box;not this month',
        '3;TP-50-19;PVC tape 19 mm x 20 m;10;roll;',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Our monthly order.', attachments: [document] });
    expect(read.line_items?.map((item) => [item.sku, item.quantity, item.unit])).toEqual([
      ['WD-400', 12, 'pcs'],
      ['TP-50-19', 10, 'roll'],
    ]);
  });

  it("reads the Italian ERP unit code 'RT' (rotolo) as a roll", () => {
    const body = [
      'Cod.Art.    Descrizione                       UM    Q.tà',
      'GUA-TER-6   Guaina termorestringente 6 mm     RT      3',
      'NAS-IS-19   Nastro isolante 19 mm nero        NR     20',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit])).toEqual([
      [3, 'roll'],
      [20, 'pcs'],
    ]);
  });

  it('reads no item from a row its comment cell says is cancelled', async () => {
    const document = await readCorpusAttachment({
      filename: 'bestelling.csv',
      content_type: 'text/csv',
      text: [
        'artikel;omschrijving;aantal;eenheid;opmerking',
        'KB-300;Kabelbinder 300 x 4,8 mm zwart;5;doos;',
        'KB-200;Kabelbinder 200 x 3,6 mm zwart;2;doos;geannuleerd',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Bijgaand de bestelling.', attachments: [document] });
    expect(read.line_items?.map((item) => [item.quantity, item.unit])).toEqual([[5, 'box']]);
  });

  it('reads no item from a row whose comment cell cancels it with a reason or says not to deliver', async () => {
    const document = await readCorpusAttachment({
      filename: 'pedido.csv',
      content_type: 'text/csv',
      text: [
        'Código,Descripción,Cantidad,Unidad,Observaciones',
        'GA-300,Guantes de trabajo piel,12,par,',
        'CI-50,Cinta de embalar marrón 50 mm,6,rollo,ANULADO: ya recibido',
        'MA-20,Mascarilla FFP3 con válvula,4,caja,no enviar',
        'SE-01,Señal de salida de emergencia,3,ud,Cancelled - wrong size',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'Adjunto el pedido.', attachments: [document] });
    expect(read.line_items?.map((item) => [item.quantity, item.unit])).toEqual([[12, 'pair']]);
  });

  it("names the seller's number first where a table has the customer's too ('Our ref', 'Supplier part')", async () => {
    const document = await readCorpusAttachment({
      filename: 'needs.csv',
      content_type: 'text/csv',
      text: [
        'Our ref,Supplier part,Description,Qty,UoM',
        'MX-0017,BRG-6205-ZZ,Ball bearing 25x52x15 shielded,8,EA',
        'MX-0031,VB-A42,V-belt section A length 42 in,3,EA',
      ].join('\n'),
    });
    const read = extractQuote({ body: 'List attached.', attachments: [document] });
    expect(read.line_items?.map((item) => [item.sku, item.quantity])).toEqual([
      ['BRG-6205-ZZ', 8],
      ['VB-A42', 3],
    ]);
    expect(read.line_items?.[0]?.description).not.toContain('MX-0017');
  });

  it("reads a container code with its contents ('box/50', 'PK200', 'BX25') as the container", () => {
    const body = [
      'Pos  Part No.        Description                 Qty   UoM',
      '1    SCR-M5-16       Pan head screw M5x16        12    box/50',
      '2    RIV-4-10        Blind rivet 4x10 alu        3     PK200',
      '3    WSH-M10         Plain washer M10            7     BX25',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit])).toEqual([
      [12, 'box'],
      [3, 'pack'],
      [7, 'box'],
    ]);
  });

  it("names the column where a price list's customer writes what to order", () => {
    for (const header of ['Order', 'To order', 'Bestellen', 'Commander', 'Pedir', 'Da ordinare'])
      expect(columnRole(header)).toBe('quantity');
    expect(columnRole('Order no.')).toBeNull();
  });

  it("reads 'ml' as linear metres in French, Spanish and Italian, and 'Cour.', 'Btl.' as units", () => {
    const body = [
      'Réf.           Désignation                                   Qté    Unité',
      'H07V-K 2,5     Fil souple H07V-K 2,5 mm² bleu, couronne 100m 3      Cour.',
      'GU-EPDM-9      Joint EPDM 9 mm noir                          200    ml',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit])).toEqual([
      [3, 'roll'],
      [200, 'm'],
    ]);
    const french = extractQuote({
      body: "Bonjour, pour l'arrêt il nous faudrait 15 ML de chaîne à rouleaux 12B-1. Merci",
    }).line_items;
    expect(french?.map((item) => [item.quantity, item.unit])).toEqual([[15, 'm']]);
    const german = extractQuote({
      body: 'Hallo, bitte 2 Btl. Steckverschraubung QSL-1/8-8 anbieten.',
    }).line_items;
    expect(german?.map((item) => [item.quantity, item.unit])).toEqual([[2, 'pack']]);
  });

  it("reads a count cell that adds what each holds ('2 pakken à 10', '2 vaten van 208 l')", () => {
    const body = [
      'Omschrijving | Type | Hoeveelheid',
      'Vlakke pakking DN 50 PN 16 | KLS-50 | 2 pakken à 10',
      'Hydraulische olie HLP 46 | Azolla ZS 46 | 2 vaten van 208 l',
      'Inserto CNMG 120408 | Sandvik | 5 confezioni da 10',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit])).toEqual([
      [2, 'pack'],
      [2, 'pcs'],
      [5, 'pack'],
    ]);
  });

  it('reads a column of containers as the count, in that unit, beside what each holds', () => {
    // Written by hand in the shape of blind probe mail: pack contents, then the packs ordered.
    const spaced = [
      'Item  Description                          Pack  Packs  Price/pack',
      '1     Hex bolt M12x60 8.8 zinc plated       50    4      9.80',
      '2     Hex nut M12 class 8 zinc              100   2      4.20',
    ].join('\n');
    expect(items(spaced).map((item) => [item.quantity, item.unit, item.description])).toEqual([
      [4, 'pack', 'Hex bolt M12x60 8.8 zinc plated'],
      [2, 'pack', 'Hex nut M12 class 8 zinc'],
    ]);
    const markdown = [
      '| Ref.   | Descripción                         | Uds./caja | Cajas | Precio caja |',
      '|--------|-------------------------------------|-----------|-------|-------------|',
      '| PRE-16 | Fleje de poliéster 16 mm x 1.000 m  | 1         | 4     | 56,00 €     |',
      '| CAN-50 | Cantonera de cartón 50x50x1.200 mm  | 250       | 2     | 87,50 €     |',
    ].join('\n');
    expect(items(markdown).map((item) => [item.quantity, item.unit, item.sku])).toEqual([
      [4, 'box', 'PRE-16'],
      [2, 'box', 'CAN-50'],
    ]);
    const dutch = [
      'Art.nr.\tOmschrijving\tVerp.\tAantal verp.\tPrijs/verp.',
      'HS-NIT-XL\tWegwerphandschoen nitril blauw XL\t100\t20\t6,90',
    ].join('\n');
    expect(items(dutch).map((item) => [item.quantity, item.unit])).toEqual([[20, 'pack']]);
    expect(
      ['Packs', 'Cajas', 'Rollen', 'Scatole', 'No. of packs'].map((cell) => columnRole(cell)),
    ).toEqual(Array(5).fill('quantity'));
    expect(['Uds./caja', 'pcs per box', 'Stk./Karton'].map((cell) => columnRole(cell))).toEqual(
      Array(3).fill('note'),
    );
  });

  it('takes the unit a count header names when the row names none', () => {
    const body = [
      'SKU\tDescription\tPack size\tNo. of packs',
      'WUR-0955-1\tHex bolt M10x40 A2 DIN 933\t100\t2',
      'WUR-0710-3\tFlat washer M10 A2 DIN 125\t200\t1',
    ].join('\n');
    expect(items(body).map((item) => [item.quantity, item.unit, item.sku])).toEqual([
      [2, 'pack', 'WUR-0955-1'],
      [1, 'pack', 'WUR-0710-3'],
    ]);
    const cable = [
      'Bezeichnung\tMenge (m)',
      'Kabel NYM-J 3x1,5\t100',
      'Kabel NYM-J 5x2,5\t50',
    ].join('\n');
    expect(items(cable).map((item) => [item.quantity, item.unit])).toEqual([
      [100, 'm'],
      [50, 'm'],
    ]);
  });
});
