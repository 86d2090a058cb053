import { unicodeWords } from '#domain/text/unicode-regex';

/**
 * Column roles of quote/order tables, recognised from header words in six languages. `sku` is an
 * article number in general (often the customer's own material number), `mpn` one the header says
 * is the manufacturer's ("Mfr part no.", "Herstellerteilenr.", "réf. fabricant", "Cod. produttore").
 */
export const ColumnRole = {
  position: 'position',
  sku: 'sku',
  mpn: 'mpn',
  manufacturer: 'manufacturer',
  description: 'description',
  quantity: 'quantity',
  unit: 'unit',
  delivery: 'delivery',
  unitPrice: 'unit_price',
  total: 'total',
  /** VAT rate or amount of a line (invoices, orders): never an item's quantity or text. */
  tax: 'tax',
  note: 'note',
} as const;
export type ColumnRole = (typeof ColumnRole)[keyof typeof ColumnRole];

// German compounds put the telling word last ("Bestellmenge", "Kurztext", "Herstellerteilenr."):
// those stems may follow other letters. Header cells are capped at 60 characters before matching.
const RAW_ROLE_PATTERNS: ReadonlyArray<readonly [ColumnRole, RegExp]> = [
  [
    ColumnRole.position,
    /^(?:pos(?:ition|izione|ición|icion)?\.?(?:\s*(?:nr|no)\.?)?|item|line|ln|#|nr\.?|no\.?|n°|nº|ligne|lig\.?|línea|linea|l[ií]n\.?|riga|regel|lfd\.?\s*nr\.?|rif\.?)$/iu,
  ],
  [
    ColumnRole.mpn,
    /\b(?:(?:mfr|mfg|manufacturer'?s?|vendor)\.?\s*(?:part|item|article|cat(?:alogue|alog)?)\.?\s*(?:no|nr|n°|number|#|code)?\.?|part\s*(?:no\.?|nr\.?|number|#|num\.?)|p\/n|mpn|hersteller\p{L}*\.?\s*(?:-\s*)?(?:art(?:ikel)?\.?\s*(?:-\s*)?)?(?:nr|nummer)\.?|herstellerteilenr\.?|herstellerartikel\p{L}*|teilenummer|typ(?:e)?(?:nummer|\s*nr\.?)?|model(?:o|lo|e)?|modèle|r[ée]f(?:[ée]rence)?\.?\s*(?:fabricant|constructeur)|ref(?:erencia)?\.?\s*(?:del\s*)?fabricante|c[óo]d(?:igo)?\.?\s*(?:del\s*)?fabricante|cod(?:ice)?\.?\s*(?:del\s*)?(?:produttore|costruttore)|fabrikant(?:en)?\s*(?:-\s*)?(?:nr|nummer|code|ref)\.?|fabrikantnummer|typenummer|onderdeelnummer|cat(?:alogue)?\.?\s*no\.?|bestell\s*(?:-\s*)?nr\.?|order\s*code)\b/iu,
  ],
  [
    ColumnRole.sku,
    /\b(?:art(?:ikel)?\.?\s*(?:-\s*)?n(?:r|o)\.?|artikelnummer|article\s*(?:no|n°|number|code)|item\s*(?:no\.?|code|number)|product\s*(?:code|no\.?|id)|material(?:nummer|\s*no\.?)?|mat\.?\s*(?:-\s*)?nr\.?|référence|reference|referencia|referência|riferimento|referentie|réf\.?|ref\.?|code\s*art(?:icle)?|código|codigo|cod\.?\s*art(?:ículo|icolo)?\.?|codice(?:\s*articolo)?|cod\.?|artikelnr\.?|artikelcode|bestelnummer|bestellnummer|best\.?-?nr\.?|our\s*(?:ref|code)|ean|gtin|sku)\b/iu,
  ],
  [
    ColumnRole.manufacturer,
    /\b(?:hersteller|manufacturer|mfr|mfg|make|brand|marke|fabricant|marque|fabricante|marca|produttore|costruttore|fabrikant|merk|leverancier\s*merk)\b/iu,
  ],
  [
    ColumnRole.description,
    /\b(?:\p{L}*bezeichnung|\p{L}*beschreibung|benennung|\p{L}*text|texto|testo|tekst|texte|description|désignation|designation|libellé|libelle|descripción|descripcion|denominación|concepto|descrizione|denominazione|\p{L}*omschrijving|beschrijving|benaming|omschr\.?|product|produkt|produit|producto|prodotto|artikel|article|artículo|articulo|articolo|item\s*description|material\s*description|size|größe|groesse|taille|talla|taglia|maat|farbe|colou?r|couleur|abmessung(?:en)?|dimensions?|dimensione|dimensión|dimensiones|afmetingen|afmeting|durchmesser|diameter|diamètre|diámetro|diametro|festigkeit\p{L}*|güte|grade|qualité|calidad|qualità|kwaliteit|material|werkstoff|matériau|materiale|oberfläche|ausführung|norm|norme|norma)\b/iu,
  ],
  [
    // Also the column of a price list where the customer writes what to order ('Bestellen'), and a
    // column of containers ('Packs', 'Cajas', 'Rollen'): how many of them, beside what each holds.
    ColumnRole.quantity,
    /\b(?:\p{L}*menge|anzahl|anz\.?|stückzahl|stk\.?\s*zahl|qty\.?|quantity|quantities|qté\.?|qte\.?|quantité|quantite|cantidad|cant\.?|quantità|quantita|q\.tà|qtà|qta\.?|aantal|hoeveelheid|amount|pcs|stück|stk\.?|stuks|pezzi|pz\.?|units|unidades|quant\.?|req'?d|no\.?\s*off|nb\.?|(?:no\.?|number|nombre|número|numero)\s+(?:of|de|di)\s+\p{L}+)\b|^(?:(?:to\s+)?order|bestellen|bestellung|(?:à\s+)?commander|commande|(?:a\s+)?pedir|pedido|(?:da\s+)?ordinare|ordine|bestelling)$|^(?:packs|packages|boxes|cartons|cases|rolls|pallets|bags|kartons|packungen|pakete|rollen|paletten|säcke|bo[iî]tes|paquets|rouleaux|palettes|sacs|cajas|paquetes|rollos|palets|sacos|scatole|confezioni|cartoni|rotoli|bancali|sacchi|doosjes|pakken|verpakkingen|zakken)\.?$/iu,
  ],
  [
    ColumnRole.unit,
    /^(?:einheit|einh\.?|me|eh|bme|mengeneinheit|u|unit|uom|u\.?o\.?m\.?|u\/m|u\.?m\.?|unité|unite|unidad|ud\.?|uds\.?|unità|un\.?|eenheid|eenh\.?)\.?$/iu,
  ],
  [
    ColumnRole.delivery,
    /\b(?:liefertermin|lieferdatum|wunschtermin|liefer(?:ung|woche)|deliv(?:ery|\.)?(?:\s*date)?|required(?:\s*(?:by|date))?|requested(?:\s*date)?|due(?:\s*date)?|need(?:ed)?\s*by|termin|gewünscht|souhaitée?|deseada|richiesta|gewenst|date\s*de\s*livraison|livraison|délai|fecha\s*de\s*entrega|entrega|plazo|data\s*(?:di\s*)?consegna|consegna|leverdatum|levering|leveringsdatum|levertijd)\b/iu,
  ],
  [
    ColumnRole.unitPrice,
    /\b(?:einzelpreis|\p{L}*preis|ep|unit\s*price|target\s*price|price|prix(?:\s*(?:unitaire|cible))?|p\.?u\.?|precio(?:\s*(?:unitario|objetivo))?|prezzo(?:\s*(?:unitario|obiettivo))?|\p{L}*prijs)\b/iu,
  ],
  [
    ColumnRole.tax,
    /^(?:mwst|ust|vat|tva|iva|btw|tax|steuer|mehrwertsteuer|umsatzsteuer|taxe|impuesto|imposta|tax\s*rate|vat\s*rate|taux\s*tva|btw\s*tarief)\.?(?:\s*%|\s*\(%\)|\s*-?satz)?$/iu,
  ],
  [
    ColumnRole.note,
    /\b(?:notes?|nota|notas|note\s*interne|bemerkung(?:en)?|anmerkung(?:en)?|hinweis(?:e)?|kommentar|remarks?|comments?|remarques?|commentaires?|observaci[óo]n(?:es)?|comentarios?|osservazioni|annotazioni|opmerking(?:en)?|toelichting)\b/iu,
  ],
  [
    ColumnRole.total,
    /\b(?:gesamt(?:preis)?|summe|total|montant|importe|importo|totale|bedrag|totaal|amount\s*total|gp)\b/iu,
  ],
];

const MANUFACTURER_WORD = unicodeWords(
  /\b(?:hersteller\p{L}*|herst|manufacturer'?s?|mfr|mfg|fabricant|fab|fabricante|produttore|costruttore|fabrikant)\b/iu,
);
const NUMBER_WORD = unicodeWords(
  /\b(?:n[º°o]|nr|num(?:ber|ero|éro|mer)?|nummer|part|pieza|pièce|teil\p{L}*|ref|réf|referen\p{L}*|r[ée]f[ée]rence|code|c[óo]d(?:igo|ice)?|art(?:ikel|icle)?)\b/iu,
);

/** The order roles are tried in: quantity beats description when both match ("Menge/Stück"). */
const ROLE_PRECEDENCE: readonly ColumnRole[] = [
  ColumnRole.quantity,
  ColumnRole.unit,
  ColumnRole.position,
  ColumnRole.mpn,
  ColumnRole.sku,
  ColumnRole.manufacturer,
  ColumnRole.delivery,
  ColumnRole.unitPrice,
  ColumnRole.total,
  ColumnRole.tax,
  ColumnRole.description,
  ColumnRole.note,
];

/** Each role's pattern, in precedence order, built once. */
const ROLE_PATTERNS: ReadonlyArray<readonly [ColumnRole, RegExp]> = ROLE_PRECEDENCE.flatMap(
  (role) => {
    const raw = RAW_ROLE_PATTERNS.find(([candidate]) => candidate === role)?.[1];
    return raw ? [[role, unicodeWords(raw)] as const] : [];
  },
);

/**
 * Words of a price ('Preis/Stück', 'EUR/pcs', 'Unit price/pcs', 'Prix HT'): a price per piece names
 * the piece too, and is still a price.
 */
const PRICE_WORD = unicodeWords(
  /\b(?:\p{L}*preis|price|prix|precio|prezzo|\p{L}*prijs|eur|euro|usd|chf|gbp|cost|kosten|coût|cout|coste|costo)\b|[€$£]/iu,
);
/**
 * What is on the shelf or in a pack, not what is asked for ('Cant. en almacén', 'Lagerbestand',
 * 'Stock', 'Pack size', 'VPE', 'Uds./caja', 'pcs per box'): a column of information beside the
 * quantity.
 */
const NOT_ORDERED_COUNT = unicodeWords(
  /\b(?:stock|lager\p{L}*|\p{L}*bestand|almac[ée]n|existencias|magazzino|giacenza|disponibil\p{L}*|voorraad|on\s*hand|available|verfügbar|inventory|pack\s*size|packing\s*unit|vpe|verpackungseinheit|colisage|conditionnement|embalaje|confezione|verpakkingseenheid|min(?:imum)?\.?\s*(?:order|qty|quantity)|mindest\p{L}*|moq)\b|^(?:uds?|units?|pcs|pieces|stk|st|stück|pz|pzs|pezzi|stuks|st\.|pc)\.?\s*(?:\/|per|por|par|pro|x)\s*\p{L}+\.?$/iu,
);

/** A header of stock or pack contents ('Cant. en almacén', 'Pack size'): one column, never two. */
export const namesStockOrPack = (header: string): boolean => NOT_ORDERED_COUNT.test(header);

/** Role of one header cell, or null. Quantity beats description when both match ("Menge/Stück"). */
export function columnRole(header: string): ColumnRole | null {
  // ERP exports write "REF_FAB", "CODE_ART": underscores separate words there.
  const text = header.replace(/_/g, ' ').trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > 60) return null;
  // The manufacturer's number in any wording: a manufacturer word beside a number word.
  if (MANUFACTURER_WORD.test(text) && NUMBER_WORD.test(text)) return ColumnRole.mpn;
  if (PRICE_WORD.test(text)) {
    const total = ROLE_PATTERNS.find(([role]) => role === ColumnRole.total)?.[1];
    return total?.test(text) &&
      !/\b(?:einzel|unit|unitaire|unitario|stück|piece|pièce)/iu.test(text)
      ? ColumnRole.total
      : ColumnRole.unitPrice;
  }
  if (NOT_ORDERED_COUNT.test(text)) return ColumnRole.note;
  for (const [role, pattern] of ROLE_PATTERNS) {
    if (pattern.test(text)) return role;
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

/** More than one cell holds only a number: a row of values, never a header. */
export function hasSeveralNumericCells(cells: readonly string[]): boolean {
  return cells.filter((cell) => /^[\d.,\s]+$/.test(cell) && cell.trim() !== '').length > 1;
}

/** A header row names a quantity column and a description or article column. */
export function isHeaderRow(cells: readonly string[]): boolean {
  if (hasSeveralNumericCells(cells)) return false;
  const roles = new Set(headerRoles(cells).filter((role) => role !== null));
  return (
    roles.has(ColumnRole.quantity) &&
    (roles.has(ColumnRole.description) || roles.has(ColumnRole.sku) || roles.has(ColumnRole.mpn))
  );
}
