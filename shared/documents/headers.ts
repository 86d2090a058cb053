import { unicodeWords } from '../text/unicode-regex';

/** Column roles of quote/order tables, recognised from header words in six languages. */
export const ColumnRole = {
  position: 'position',
  sku: 'sku',
  manufacturer: 'manufacturer',
  description: 'description',
  quantity: 'quantity',
  unit: 'unit',
  delivery: 'delivery',
  unitPrice: 'unit_price',
  total: 'total',
} as const;
export type ColumnRole = (typeof ColumnRole)[keyof typeof ColumnRole];

const RAW_ROLE_PATTERNS: ReadonlyArray<readonly [ColumnRole, RegExp]> = [
  [
    ColumnRole.position,
    /^(?:pos(?:ition)?\.?(?:\s*nr\.?)?|item|line|#|nr\.?|no\.?|n°|nº|ligne|línea|linea|riga|regel|lfd\.?\s*nr\.?)$/i,
  ],
  [
    ColumnRole.sku,
    /\b(?:art(?:ikel)?\.?\s*(?:-\s*)?n(?:r|o)\.?|artikelnummer|artikel|article\s*(?:no|n°|number|code)?|part\s*(?:no\.?|number|#)|p\/n|mpn|sku|item\s*(?:no\.?|code|number)|product\s*(?:code|no\.?|id)|material(?:nummer|\s*no\.?)?|mat\.?\s*(?:-\s*)?nr\.?|référence|reference|réf\.?|ref\.?|code\s*article|código|codigo|cod\.?\s*art(?:ículo|icolo)?\.?|codice(?:\s*articolo)?|cod\.?|artikelnr\.?|artikelcode|bestelnummer|bestellnummer|best\.?-?nr\.?|typ(?:e)?|order\s*code|ean|gtin)\b/i,
  ],
  [
    ColumnRole.manufacturer,
    /\b(?:hersteller|manufacturer|mfr|brand|marke|fabricant|marque|fabricante|marca|produttore|fabrikant|merk)\b/i,
  ],
  [
    ColumnRole.description,
    /\b(?:bezeichnung|beschreibung|artikelbezeichnung|benennung|description|désignation|designation|libellé|descripción|descripcion|denominación|concepto|descrizione|denominazione|omschrijving|beschrijving|product|produkt|produit|producto|prodotto|artikelomschrijving|text|item\s*description|material\s*description)\b/i,
  ],
  [
    ColumnRole.quantity,
    /\b(?:menge|anzahl|stückzahl|stk\.?\s*zahl|qty\.?|quantity|quantities|qté\.?|qte\.?|quantité|quantite|cantidad|cant\.?|quantità|quantita|q\.tà|qtà|aantal|hoeveelheid|amount|pcs|stück)\b/i,
  ],
  [
    ColumnRole.unit,
    /^(?:einheit|me|eh|unit|uom|u\.?m\.?|unité|unite|unidad|ud\.?|unità|u\.?m\.|eenheid)\.?$/i,
  ],
  [
    ColumnRole.delivery,
    /\b(?:liefertermin|lieferdatum|wunschtermin|liefer(?:ung|woche)|delivery(?:\s*date)?|required(?:\s*(?:by|date))?|requested(?:\s*date)?|due(?:\s*date)?|need(?:ed)?\s*by|termin|gewünscht|souhaitée?|deseada|richiesta|gewenst|date\s*de\s*livraison|livraison|délai|fecha\s*de\s*entrega|entrega|plazo|data\s*(?:di\s*)?consegna|consegna|leverdatum|levering|leveringsdatum|levertijd)\b/i,
  ],
  [
    ColumnRole.unitPrice,
    /\b(?:einzelpreis|ep|preis|unit\s*price|price|prix(?:\s*unitaire)?|p\.?u\.?|precio(?:\s*unitario)?|prezzo(?:\s*unitario)?|prijs|stukprijs)\b/i,
  ],
  [
    ColumnRole.total,
    /\b(?:gesamt(?:preis)?|summe|total|montant|importe|importo|totale|bedrag|totaal|amount\s*total|gp)\b/i,
  ],
];

const ROLE_PATTERNS: ReadonlyArray<readonly [ColumnRole, RegExp]> = RAW_ROLE_PATTERNS.map(
  ([role, pattern]) => [role, unicodeWords(pattern)] as const,
);

/** Role of one header cell, or null. Quantity beats description when both match ("Menge/Stück"). */
export function columnRole(header: string): ColumnRole | null {
  const text = header.trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > 60) return null;
  for (const role of [
    ColumnRole.quantity,
    ColumnRole.unit,
    ColumnRole.position,
    ColumnRole.sku,
    ColumnRole.manufacturer,
    ColumnRole.delivery,
    ColumnRole.unitPrice,
    ColumnRole.total,
    ColumnRole.description,
  ]) {
    const pattern = ROLE_PATTERNS.find(([candidate]) => candidate === role)?.[1];
    if (pattern?.test(text)) return role;
  }
  return null;
}

/** Maps each header cell to a role (first cell wins for duplicated roles). */
export function headerRoles(cells: readonly string[]): Array<ColumnRole | null> {
  const seen = new Set<ColumnRole>();
  return cells.map((cell) => {
    const role = columnRole(cell);
    if (role === null || seen.has(role)) return null;
    seen.add(role);
    return role;
  });
}

/** A header row names a quantity column and a description or article column. */
export function isHeaderRow(cells: readonly string[]): boolean {
  const roles = new Set(headerRoles(cells).filter((role) => role !== null));
  const numericCells = cells.filter((cell) => /^[\d.,\s]+$/.test(cell) && cell.trim() !== '');
  if (numericCells.length > 1) return false;
  return (
    roles.has(ColumnRole.quantity) &&
    (roles.has(ColumnRole.description) || roles.has(ColumnRole.sku))
  );
}
