/**
 * The words the mention reader recognises, by role (joiners, identifier words, non-count
 * followers, vague and approximate quantities, request wording, company figures …), in the
 * languages the corpus speaks. Data only: the grammar that uses them lives beside it.
 */

import { unicodeWords } from '#domain/text/unicode-regex';
import type { Unit } from './units';

const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Words that join two mentions. */
export const CONJUNCTIONS = words(
  'and und et y e en plus sowie ferner außerdem ausserdem zudem dazu also further furthermore additionally aussi également ainsi más además también inoltre nonché anche poi verder ook bovendien evenals alsmede then as well enfin ensuite finally lastly schließlich zuletzt finalmente infine tenslotte',
);
/** Multi-word joiners, matched on lower-cased token sequences. */
export const CONJUNCTION_PHRASES: ReadonlyArray<readonly string[]> = [
  ['as', 'well', 'as'],
  ['ainsi', 'que'],
  ['as', 'well'],
  ['de', 'plus'],
  ['así', 'como'],
  ['oltre', 'a'],
];
/** After these words a number names a thing (a line, a size, a site), never a quantity. */
export const IDENTIFIER_BEFORE = words(
  'line linie ligne línea linea lijn presse press werk plant usine planta stabilimento fabriek halle hall hal zone zona nave n° no nr nº kw cw week woche semaine semana settimana size größe grösse taille talla taglia maat misura gr grano grit körnung type typ tipo dn ng pn version model modell modèle modelo modello serie series baureihe stage stufe level klasse class tx sw art pos position item page seite ext durchwahl postfach postbus bp cp apdo apartado casella box gate dock tor building gebäude bâtiment edificio raum room floor etage bay rack lot batch charge lote lotto partij order bestellung commande pedido ordine bestelling ticket case fall dossier expediente pratica dossier no. tel fax phone telefon téléphone teléfono telefono telefoon mobile mobil handy portable móvil cellulare mobiel ref rif réf referenz reference referencia riferimento referentie din iso astm ansi ral ip nema uni nf bs jis vde ul csa at um las alle om ore classe clase grade grado güte categoria catégorie kategorie cat día dia day tag jour giorno dag regel zeile riga fila row rij the der die das le la el il lo het den am op',
);
/** After the number these make it a measure, a time or money, not a count. */
export const NON_COUNT_FOLLOWERS = words(
  '% € $ £ eur euro euros usd chf gbp mm cm µm um bar mbar psi v kv w kw a ma ah mah hz khz rpm nm °c °f ° h std hr hrs hour hours stunde stunden betriebsstunden heure heures hora horas ore uur uren min sec s minute minutes minuten minuti minutos seconds sekunden secondes segundos secondi seconden uhr days day tage tag tagen jours jour días día dias dia giorni giorno dagen dag werkdagen werkdag arbeitstage arbeitstagen werktage werktagen working business weeks week wochen woche semaines semaine semanas semana settimane settimana weken months month monate monat mois meses mes mesi mese maanden maand years year jahre jahr ans an años año anni anno jaar jaren times mal fois veces volte keer x% pct percent prozent pour-cent por ciento per cento procent o’clock am pm pages seiten pagine páginas paginas bladzijden core cores adrig adrige aderig polig polige pole poles pôles polos poli polig files dateien fichiers archivos allegati bestanden attachments anlagen adjuntos bijlagen',
);
/**
 * After a measure these words make it a dimension of the item ("hoses 1.5 m long", "Kabel 2 m
 * lang", "sensor, 4 m range"), not a quantity of its own.
 */
export const DIMENSION_WORDS = words(
  'range reach reichweite portée alcance portata bereik lengths length längen stangen lengtes tramos barres barras barre long wide high tall thick deep lang lange langes breit breite hoch hohe dick dicke tief tiefe stark starke lungo lunga lunghi lunghe largo larga largos largas ancho ancha anchos anchas alto alta altos altas spesso spessa breed brede hoog hoge dik dikke diep diepe',
);
export const MONTHS = words(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet août septembre octobre novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre januari februari maart mei augustus mrt okt dez déc ene gen',
);
export const APPROX_WORDS = words(
  'ca ca. circa approx approx. approximately about around roughly env env. environ aprox aprox. aproximadamente unos unas ongeveer etwa rund ungefähr zirka so some',
);
/**
 * Phrases of "about" before a number ("een stuk of 15 à 20", "somewhere around 40-50 m", "so um die
 * 30", "à peu près 20", "más o menos 10", "più o meno 8", "in the region of 500").
 */
export const APPROX_PHRASES: ReadonlyArray<readonly string[]> = [
  ['een', 'stuk', 'of'],
  ['een', 'stuk', 'or'],
  ['zo', 'ongeveer'],
  ['ongeveer', 'een'],
  ['somewhere', 'around'],
  ['somewhere', 'about'],
  ['something', 'like'],
  ['in', 'the', 'region', 'of'],
  ['so', 'um', 'die'],
  ['um', 'die'],
  ['à', 'peu', 'près'],
  ['plus', 'ou', 'moins'],
  ['más', 'o', 'menos'],
  ['mas', 'o', 'menos'],
  ['più', 'o', 'meno'],
  ['all’incirca'],
  ["all'incirca"],
];
/** "ongeveer 100 m, misschien 150 m": a second count after these is the other reading. */
/**
 * Containers sold by their contents' measure, no unit of ours ("500 g tins", "400 ml Kartuschen",
 * "5 l bidons"): a measure naming one of them after a comma is the size of the item before.
 */
export const CONTAINER_NOUNS = words(
  'tin tins can cans cartridge cartridges bucket buckets drum drums bottle bottles canister canisters jar jars pail pails aerosol aerosols dose dosen kartusche kartuschen tuben eimer fass fässer flasche flaschen kanister gebinde boîte boîtes cartouche cartouches seau seaux fût fûts flacon flacons bidon bidons bombe bombes lata latas cartucho cartuchos cubo cubos bidón bidones bote botes frasco frascos barattolo barattoli cartuccia cartucce tubetto tubetti secchio secchi fusto fusti flacone flaconi latta latte bussen blik blikken patroon patronen emmer emmers vat vaten fles flessen',
);
/** "500 loose", "20 pezzi sfusi", "lose", "en vrac", "sueltos", "los": single pieces, out of the pack. */
export const LOOSE_WORDS = words(
  'loose lose einzeln vrac sfusi sfuse sfuso sueltos sueltas suelto los',
);

export const MAYBE_WORDS = words(
  'maybe perhaps possibly misschien wellicht vielleicht eventuell evtl evtl. peut-être quizás quizá forse magari eventualmente',
);
/**
 * Bounds before a number ("at least 100", "bis zu 500"): the count is not settled. "max." and
 * "min." are left out: they bound specifications more often ("max. 10 bar", "max. 4 A4").
 */
export const BOUND_PHRASES: ReadonlyArray<readonly string[]> = [
  ['at', 'least'],
  ['up', 'to'],
  ['no', 'more', 'than'],
  ['bis', 'zu'],
  ['au', 'moins'],
  ['al', 'menos'],
  ['como', 'mínimo'],
  ['fino', 'a'],
  ['ten', 'minste'],
  ['tot', 'maximaal'],
  ...['mindestens', 'höchstens', "jusqu'à", 'hasta', 'almeno', 'minstens', "zo'n"].map((word) => [
    word,
  ]),
];
/** A count changed on an order: "from 20 to 35", "von 10 auf 25", "de 5 à 12", "van 10 naar 24". */
export const CHANGE_FROM = words('from von de da van desde');
export const CHANGE_TO = words('to auf à a naar tot hasta');
/** Words of a mail that changes a quantity, which makes "de 5 à 12" a change, not a range. */
export const CHANGE_WORDS = words(
  'change changed up increase increased raise reduce reduced decrease ändern ändert geändert erhöhen erhöht reduzieren reduziert verringern korrigieren passer modifier modifiez augmenter réduire diminuer cambia cambiar cambiad aumentar aumenta reducir porta portalo portare modificare modificate aumentare ridurre verhogen verhoog verlagen wijzigen wijzig aanpassen',
);
/** After a count, the count it replaces: "40 pezzi invece di 25", "12 rollen in plaats van 6". */
export const INSTEAD_PHRASES: ReadonlyArray<readonly string[]> = [
  ['instead', 'of'],
  ['rather', 'than'],
  ['statt'],
  ['anstatt'],
  ['anstelle', 'von'],
  ['au', 'lieu', 'de'],
  ['invece', 'di'],
  ['anziché'],
  ['en', 'vez', 'de'],
  ['en', 'lugar', 'de'],
  ['in', 'plaats', 'van'],
];
/**
 * Before a count, the count an order had ('instead of the 20 bearings, we need 30', 'en lugar de
 * los 20', 'al posto dei 20', 'statt der 20', 'au lieu des 20'), with the article that may follow.
 */
export const REPLACED_BEFORE: ReadonlyArray<readonly string[]> = [
  ...INSTEAD_PHRASES,
  ['anstelle'],
  ['au', 'lieu', 'des'],
  ['au', 'lieu', 'du'],
  ['invece', 'dei'],
  ['al', 'posto', 'di'],
  ['al', 'posto', 'dei'],
  ['al', 'posto', 'del'],
  ['al', 'posto', 'delle'],
  ['al', 'posto', 'degli'],
];
/**
 * Words that correct the count just written, right before the new one ("a pair … actually make
 * that 6 pairs", "ein Paar … nein, lieber 5 Paar", "3 pares … mejor que sean 5", "un paio … anzi,
 * facciamo 4 paia", "één paar … nee, doe maar 6 paar", "non, plutôt 6").
 */
export const CORRECTION_BEFORE: ReadonlyArray<readonly string[]> = [
  ['make', 'that'],
  ['make', 'it'],
  ['or', 'rather'],
  ['lieber'],
  ['besser'],
  ['plutôt'],
  ['mettez'],
  ['mejor'],
  ['que', 'sean'],
  ['ponme'],
  ['anzi'],
  ['facciamo'],
  ['meglio'],
  ['doe', 'maar'],
  ['liever'],
  ['maak', 'er'],
];
/**
 * Words that call off an item named after them ("forget the nitrile gloves", "streichen Sie die
 * …", "oubliez les …", "olvida los …", "lasci perdere i …", "schrap de …"), opening a clause.
 */
export const CANCEL_BEFORE: ReadonlyArray<readonly string[]> = [
  ['forget', 'about'],
  ['forget'],
  ['scratch'],
  ['drop'],
  ['cancel'],
  ['skip'],
  ['vergessen', 'sie'],
  ['streichen', 'sie'],
  ['stornieren', 'sie'],
  ['oubliez'],
  ['annulez'],
  ['supprimez'],
  ['laissez', 'tomber'],
  ['olvida'],
  ['olvide'],
  ['olvidad'],
  ['quita'],
  ['quite'],
  ['anula'],
  ['anule'],
  ['cancela'],
  ['cancele'],
  ['lascia', 'perdere'],
  ['lasci', 'perdere'],
  ['lasciate', 'perdere'],
  ['togli'],
  ['tolga'],
  ['annulla'],
  ['annulli'],
  ['vergeet'],
  ['schrap'],
  ['annuleer'],
];
/**
 * Words that call off the item named before them at the end of its clause ("de handschoenen mag
 * je schrappen", "i dischi lasci perdere", "die Handschuhe können Sie streichen").
 */
export const CANCEL_AFTER: ReadonlyArray<readonly string[]> = [
  ['mag', 'je', 'schrappen'],
  ['kun', 'je', 'schrappen'],
  ['kunt', 'u', 'schrappen'],
  ['mogen', 'vervallen'],
  ['können', 'sie', 'streichen'],
  ['bitte', 'streichen'],
  ['bitte', 'stornieren'],
  ['lasci', 'perdere'],
  ['lascia', 'perdere'],
  ['può', 'annullare'],
  ['pouvez', 'annuler'],
  ['puedes', 'quitar'],
  ['puede', 'quitar'],
  ['can', 'go'],
];
/** Words that may stand before a calling-off verb in its clause ("Actually, forget …"). */
export const CANCEL_LEAD = words(
  'actually please just and but so also oh ah ok okay bitte und aber ach également et mais puis ah y pero pues ah e ma però allora poi ah en maar toch ook nou eigenlijk',
);
/**
 * Words that open the called-off name and say nothing of it ("the", "die", "les", "i" …), with
 * the Spanish, French, Italian and Dutch words for "all" among them (a Spanish line calling off
 * "all the saws" names the saws).
 */
export const CANCEL_DETERMINERS = words(
  'the those these that all my our die den das der diese les ces le la l tous toutes los las el esos esas esa ese todos todas i gli le il lo la quei quelle quegli tutti tutte de het die dat deze alle',
);
/** Words that end a called-off name ("the gloves from last week", "les gants que …"). */
export const CANCEL_NAME_ENDS = words(
  'from of for that which i we you he she it they please von für die ich wir sie den de du des pour que qui je nous vous de para que los las del di per che ci le van voor die dat we ik jullie je mag kun kunt mogen',
);
export const REPLACED_ARTICLES = words(
  'the der die das den dem le la les los las el il lo i gli het de',
);
/** After a number: "200 or so". */
export const ROUGHLY_AFTER: ReadonlyArray<readonly string[]> = [
  ['or', 'so'],
  ['oder', 'so'],
];
export const VAGUE_PHRASES: ReadonlyArray<readonly string[]> = [
  ['a', 'few'],
  ['a', 'couple', 'of'],
  ['several'],
  ['einige'],
  ['ein', 'paar'],
  ['mehrere'],
  ['quelques'],
  ['plusieurs'],
  ['unas', 'cuantas'],
  ['unos', 'cuantos'],
  ['algunas'],
  ['algunos'],
  ['varias'],
  ['varios'],
  ['alcune'],
  ['alcuni'],
  ['qualche'],
  ['diverse'],
  ['diversi'],
  ['enkele'],
  ['een', 'paar'],
  ['meerdere'],
];
/** Goods sold by the metre as well as by the piece: a bare count of them may be metres. */
export const LENGTH_GOODS = words(
  'chain chains kette ketten chaîne chaînes catena catene cadena cadenas ketting kettingen rope ropes seil seile corde cordes fune funi cuerda cuerdas touw hose hoses schlauch schläuche tuyau tuyaux manguera mangueras slang slangen tubing',
);
/** "un paio di", "un par de": a pair, or a couple of (Italian, Spanish). */
export const COUPLE_OR_PAIR_WORDS = words('paio par');
/** Stems of goods sold in pairs: "un paio di guanti" is one pair, "un paio di chiavi" two keys. */
export const PAIR_GOODS = [
  'guant',
  'scarp',
  'stival',
  'occhial',
  'calz',
  'tapp',
  'cuffi',
  'ginocchier',
  'zapat',
  'bota',
  'gafa',
  'calcet',
  'tapon',
  'orejer',
  'rodiller',
];
/** Articles read as one when a measure or a unit follows ("a 20 m roll", "une pince"). */
/** "ainsi qu'un aérosol": French elides the joiner's "que" onto the article. */
export const ARTICLES = words(
  "a an un une ein eine einen een uno una un’ un' qu'un qu'une qu’un qu’une",
);
/** Half a dozen, in six languages: six, written as a count. */
export const HALF_DOZEN_PHRASES: ReadonlyArray<readonly string[]> = [
  ['half', 'a', 'dozen'],
  ['a', 'half', 'dozen'],
  ['half', 'dozen'],
  ['½', 'dozen'],
  ['ein', 'halbes', 'dutzend'],
  ['halbes', 'dutzend'],
  ['une', 'demi-douzaine'],
  ['demi-douzaine'],
  ['media', 'docena'],
  ['una', 'mezza', 'dozzina'],
  ['mezza', 'dozzina'],
  ['een', 'half', 'dozijn'],
  ['half', 'dozijn'],
];
/** Twelve of a thing, after a count ("2 dozen"). */
export const DOZEN_WORDS = words(
  'dozen dozens dutzend dutzende douzaine douzaines docena docenas dozzina dozzine dozijn',
);
/**
 * Nouns of a round number, about that many after an article ("une vingtaine de colliers", "una
 * ventina di cuscinetti", "een tiental kranen"): a count that the mail itself calls approximate.
 */
export const APPROXIMATE_COUNT_NOUNS: ReadonlyMap<string, number> = new Map([
  ...(['dizaine', 'decina', 'decena', 'tiental'] as const).map((word) => [word, 10] as const),
  ...(['quinzaine', 'quindicina', 'quincena'] as const).map((word) => [word, 15] as const),
  ...(['vingtaine', 'ventina', 'veintena', 'twintigtal'] as const).map(
    (word) => [word, 20] as const,
  ),
  ...(['trentaine', 'trentina', 'treintena', 'dertigtal'] as const).map(
    (word) => [word, 30] as const,
  ),
  ...(['quarantaine', 'quarantina', 'cuarentena', 'veertigtal'] as const).map(
    (word) => [word, 40] as const,
  ),
  ...(['cinquantaine', 'cinquantina', 'cincuentena', 'vijftigtal'] as const).map(
    (word) => [word, 50] as const,
  ),
  ...(['centaine', 'centinaio', 'centenar', 'honderdtal'] as const).map(
    (word) => [word, 100] as const,
  ),
]);
/** Words a greeting opens with, in the six languages ("Hi", "Hola", "Buongiorno"). */
export const GREETING_OPENERS: readonly string[] = [
  'hi',
  'hello',
  'hey',
  'dear',
  'hallo',
  'moin',
  'servus',
  'bonjour',
  'salut',
  'hola',
  'buenos días',
  'ciao',
  'buongiorno',
  'goedemorgen',
  'goedemiddag',
];
/** The words of greetings that open a mail and of the forms of address inside them. */
export const GREETINGS = words(
  [
    ...GREETING_OPENERS,
    'grüezi guten morgen tag abend liebe lieber sehr geehrte geehrter bonsoir madame monsieur buenas tardes estimado estimada buonasera gentile salve goedendag beste geachte dag team all everyone',
  ].join(' '),
);
export const OF_WORDS = words('of de d du des van von da di del della dei à a x');
/** "between 500 and 1000" in the six languages: the word before a range and its joiner. */
export const BETWEEN_WORDS = words('between zwischen entre tra fra tussen');
export const BETWEEN_JOINERS = words('and und et y e en');
export const RANGE_JOINERS = words('- – to bis à a tot o or oder ou of');
export const ALTERNATIVE_WORDS = words('or oder ou o of oppure');
/** Quantities are read before these as the start of a mention ("Please quote 40 …"). */
export const SEPARATORS = words(', ; : ( [ – — → - • * · / =');
/** Words after which the description inherits the previous item's product. */
export const VARIANT_WORDS = words(
  'size sizes größe grösse taille talla taglia maat misura colour color farbe couleur color colore kleur version ausführung variante variant more weitere mehr altri altre meer otros otras autres gr gr.',
);
/** A quantity's label, which a description must not keep ("Bearing 6205-2RS qty 12"). */
export const QUANTITY_LABELS = words(
  'qty quantity menge anzahl stückzahl qté quantité cantidad cant quantità qtà aantal hoeveelheid',
);
/** Request verbs and prepositions after which a bare number is a count ("quote 12 …", "pour 24 …"). */
export const COUNT_INTRODUCERS: ReadonlySet<string> = new Set([
  ...QUANTITY_LABELS,
  ...words(
    'for of on über für von vom pour de d du des per di da del della dei voor van para con met mit need needs needed require required order quote like want add also auch aussi también anche ook brauche brauchen bräuchten benötige benötigen bestellen faut vite besoin voudrais voudrions necesito necesitamos necesitaría añade añadir servono servirebbero serve ordinare nodig graag bitte please noch wir we us me nos ci mir uns nous hebben habe haben tenemos abbiamo avons have get send senden schicken envoyer enviar inviare sturen dazu añade añadir aggiungi voeg with avec chiffrer coter quantities supply provide faudrait necesitaríamos livrer liefern deliver ship entregar enviar consegnare inviare leveren take nehmen nehme prenons prendrons tomaremos prendiamo prenderemo nemen',
  ),
]);
/**
 * Wishes after which a bare number is a count only when a part is named after it ("Wir möchten
 * 10 Schrauben M8x30", not "Wir möchten 2 Punkte klären").
 */
export const WISH_INTRODUCERS = words(
  'möchten möchte hätten hätte gerne gern wünschen wünsche quisiéramos quisiera queremos querríamos vorremmo vorrei desideriamo willen wil zouden wensen souhaitons souhaiterions aimerions',
);
/**
 * Words that name a thing before a number but are request verbs after these ("we would like to
 * order 10 …" against "order 4711").
 */
export const VERB_USE_BEFORE: Readonly<Record<string, ReadonlySet<string>>> = {
  order: words('to please pls kindly we i will would shall also and then'),
};
/**
 * Words that close a request after its items: thanks and urgency, and the verb a German or Dutch
 * request ends in ("Wir möchten 10 Schrauben M8 bestellen", "… willen bestellen", "… nodig").
 */
export const TRAILING_FILLER = unicodeWords(
  /[\s,]*(?:\b(?:anbieten|liefern|bestellen|benötigt|benötigen|brauchen|anfragen|kaufen|beziehen|erhalten|bekommen|zusenden|zu\s+liefern|(?:haben\s+)?(?:möchten|wollen)|gerne?|können|lassen|leveren|kopen|ontvangen|aanbieden|offreren|(?:te\s+)?(?:leveren|bestellen)|willen|kunnen|hebben|quote|please|thanks|thank\s+you|needed|required|svp|s'il\s+vous\s+plaît|merci|por\s+favor|gracias|per\s+favore|grazie|nodig|graag|bedankt|bitte|asap|urgent|dringend|urgente|spoed)\b[\s,.!]*)+$/i,
);
/** Company figures in signatures and footers ("5 sites, 420 employees", "3 Standorte"). */
export const FIGURE_NOUNS = words(
  'site sites location locations branch branches plant plants employee employees staff people generation generations year years standort standorte niederlassung niederlassungen filialen werke mitarbeiter mitarbeiterin mitarbeiterinnen mitarbeitende beschäftigte generationen jahre site sites implantation implantations établissement établissements succursale succursales agence agences usine usines collaborateur collaborateurs salarié salariés employés générations ans sede sedes planta plantas centro centros sucursal sucursales delegación delegaciones empleado empleados trabajadores generaciones años sede sedi stabilimento stabilimenti filiale filiali dipendente dipendenti collaboratori generazioni anni vestiging vestigingen locatie locaties fabriek fabrieken medewerker medewerkers werknemers generaties jaar jaren countries länder pays países paesi landen customers clients kunden kundinnen clientes clienti klanten suppliers lieferanten fournisseurs proveedores fornitori leveranciers users nutzer utilisateurs usuarios utenti gebruikers members mitglieder membres miembros soci leden',
);
/** A certificate is a document to send, not an item ("ein Ursprungszeugnis beilegen"). */
export const DOCUMENT_WORD =
  /(?:zertifikat|zeugnis|certificate|certificat|certificado|certificato|certificaat|declaration|erklärung|déclaration|declaración|dichiarazione|verklaring)/iu;
/** Words that make the number an address ("75 rue du Commerce"). */
export const STREET_WORDS = words(
  'rue via viale avenue av calle carrer straße strasse str weg laan straat plein platz chemin boulevard bd road rd street st lane allee gasse ring corso piazza plaza paseo',
);
/** Words that end a street's name and name no product ('Canal Road'; not 'Ring', 'Way'). */
export const STREET_NAME_ENDINGS = words(
  'road rd street avenue ave lane straße strasse str allee gasse weg laan straat steenweg boulevard',
);
/** A delivery address line names a street number and a postcode, never items. */
export const ADDRESS_LABEL =
  /\b(?:lieferadresse|lieferanschrift|liefern\s*:|ship\s*to\b|deliver\s+to\b|delivery\s+address|adresse\s+de\s+livraison|dirección\s+de\s+entrega|entregar\s+en\b[^:]*:|indirizzo\s+di\s+consegna|consegnare\s+presso\b[^:]*:|afleveradres|leveradres|leveren\s+op\b[^:]*:|livrer\s+à\b[^:]*:)/iu;
/** Abbreviations whose full stop does not end a sentence. */
export const ABBREVIATION_END =
  /(?:nr|no|art|ref|réf|rif|pos|ca|env|approx|aprox|inkl|incl|bzw|ggf|evtl|usw|etc|vgl|ns|vs|cf|inh|dr|stk|tel|fax|conf|mat)$/i;
export const VARIANT_PREPOSITIONS = words('in en de di im van the in der la el');
export const HEDGE_WORDS = words(
  'creo think glaube crois penso denk vermutlich probably probablement probablemente forse misschien maybe vielleicht peut-être quizás',
);
/**
 * Words that alone name no article: again, too, I think ('davon nochmal 10 Stück', '100 stuks
 * (geloof ik)'): a description made of these only is what was said around a count.
 */
export const NON_ARTICLE_WORDS = words(
  'nochmal nochmals noch mal wieder erneut again once more too also as well encore aussi également otra vez de nuevo también ancora anche di nuovo nog eens nogmaals weer ook i ik ich je yo io we wir nous wij noi nosotros geloof believe think glaube crois creo credo penso denk' +
    // Asking about a count, not naming an article: 'bei 1.500 m sollte da doch noch was gehen',
    // 'per 1.500 pezzi confermate lo stesso?', 'for 500 the same price?'.
    ' sollte sollten könnte müsste da doch was es das geht gehen bleibt gleich derselbe dasselbe' +
    ' should could would it that same the still stays confirm' +
    ' confermate confermi confermare lo la il stesso stessa stessi vale ancora' +
    ' confirmez confirmer le même reste toujours' +
    ' confirmáis confirmar lo mismo misma sigue' +
    ' bevestigen het dat zelfde hetzelfde dezelfde blijft nog',
);
/** Descriptions that are the request itself, not a product ("une offre pour …"). */
export const REQUEST_NOUNS = words(
  'offer offre offerta oferta offerte angebot quote quotation price prices preis preise prix precio precios prezzo prezzi prijs prijzen cotización cotizacion devis presupuesto preventivo',
);
/** Unit words kept in the description: they name the container, which matching uses. */
export const CONTAINER_UNITS: ReadonlySet<Unit> = new Set([
  'box',
  'pack',
  'roll',
  'set',
  'pallet',
  'sheet',
]);
/** German and Dutch compounds ending in a unit word: "Dichtungssätze", "montagesets". */
export const UNIT_SUFFIXES: ReadonlyArray<readonly [string, Unit]> = [
  ['sätze', 'set'],
  ['satz', 'set'],
  ['sets', 'set'],
  ['kits', 'set'],
  ['rollen', 'roll'],
  ['kartons', 'box'],
  ['pakete', 'pack'],
  ['packungen', 'pack'],
];

/** "a few", "einige", "quelques" with no number: read as three (two the other reading), flagged. */
export const VAGUE_QUANTITY_ESTIMATE = 3;
