/**
 * Multilingual domain lexicon for industrial and MRO products. Each concept is a
 * language-neutral id with its names in English, German, French, Spanish, Italian and Dutch, so
 * that descriptions in any of the six languages meet on the same concept tokens in the index.
 * Concepts may name a broader parent (a hex bolt is a screw), which lets a vague request such as
 * `Schraube M8x30` still reach hex bolts. Written by hand for this project.
 */
import { foldText } from './normalise';

export interface LexiconConcept {
  id: string;
  parent?: string;
  /**
   * Concepts a compound word stands for (`krachtdop` = impact + socket). An entry with `implies`
   * and `alias: true` is only a spelling: its own id never reaches the index.
   */
  implies?: string[];
  alias?: boolean;
  en: string[];
  de: string[];
  fr: string[];
  es: string[];
  it: string[];
  nl: string[];
}

export const LEXICON: readonly LexiconConcept[] = [
  // Fasteners
  {
    id: 'screw',
    en: ['screw', 'bolt'],
    de: ['schraube', 'bolzen'],
    fr: ['vis', 'boulon'],
    es: ['tornillo', 'perno'],
    it: ['vite', 'bullone'],
    nl: ['schroef', 'bout'],
  },
  {
    id: 'hex_bolt',
    parent: 'screw',
    en: [
      'hex bolt',
      'hex head bolt',
      'hexagon bolt',
      'hexagon head bolt',
      'hex screw',
      'hex head screw',
      'hexagon head screw',
      'hex cap screw',
      'hexagon screw',
    ],
    de: [
      'sechskantschraube',
      'sechskant schraube',
      'sechskantkopfschraube',
      'sechskant kopfschraube',
      'sechskantbolzen',
    ],
    fr: [
      'vis a tete hexagonale',
      'vis tete hexagonale',
      'vis hexagonale',
      'boulon hexagonal',
      'vis th',
      'vis tete hex',
    ],
    es: [
      'tornillo hexagonal',
      'tornillo cabeza hexagonal',
      'tornillo de cabeza hexagonal',
      'perno hexagonal',
    ],
    it: [
      'vite a testa esagonale',
      'vite testa esagonale',
      'vite esagonale',
      'bullone esagonale',
      'vite te',
    ],
    nl: ['zeskantbout', 'zeskant bout', 'zeskantschroef', 'zeskant schroef', 'zeskantkopbout'],
  },
  {
    id: 'socket_cap_screw',
    parent: 'screw',
    en: [
      'socket cap screw',
      'socket head cap screw',
      'socket head screw',
      'allen screw',
      'allen bolt',
      'hex socket screw',
      'cap screw',
      'shcs',
    ],
    de: [
      'zylinderschraube',
      'zylinderkopfschraube',
      'innensechskantschraube',
      'inbusschraube',
      'imbusschraube',
      'zylinderschraube mit innensechskant',
    ],
    fr: [
      'vis chc',
      'vis a tete cylindrique',
      'vis tete cylindrique',
      'vis six pans creux',
      'vis cylindrique',
      'vis 6 pans creux',
    ],
    es: [
      'tornillo allen',
      'tornillo cilindrico',
      'tornillo cabeza cilindrica',
      'tornillo de cabeza cilindrica',
      'tornillo hexagono interior',
    ],
    it: [
      'vite tcei',
      'vite a testa cilindrica',
      'vite testa cilindrica',
      'vite brugola',
      'vite cilindrica',
      'brugola',
    ],
    nl: [
      'cilinderkopschroef',
      'inbusbout',
      'imbusbout',
      'binnenzeskantbout',
      'cilinderschroef',
      'inbusschroef',
    ],
  },
  {
    id: 'countersunk_screw',
    implies: ['q_countersunk'],
    parent: 'screw',
    en: ['countersunk screw', 'countersunk head screw', 'flat head screw', 'csk screw'],
    de: ['senkschraube', 'senkkopfschraube'],
    fr: ['vis a tete fraisee', 'vis tete fraisee', 'vis fraisee', 'vis tf'],
    es: ['tornillo avellanado', 'tornillo cabeza avellanada', 'tornillo de cabeza avellanada'],
    it: ['vite a testa svasata', 'vite testa svasata', 'vite svasata', 'vite tsp'],
    nl: ['verzonken schroef', 'verzonkenkopschroef', 'platkopschroef', 'verzonken bout'],
  },
  {
    id: 'pan_head_screw',
    parent: 'screw',
    en: [
      'pan head screw',
      'cheese head screw',
      'button head screw',
      'round head screw',
      'pan screw',
    ],
    de: [
      'linsenkopfschraube',
      'flachkopfschraube',
      'linsenschraube',
      'halbrundschraube',
      'flachrundschraube',
    ],
    fr: [
      'vis a tete cylindrique bombee',
      'vis tete bombee',
      'vis a tete ronde',
      'vis tete ronde',
      'vis bombee',
    ],
    es: [
      'tornillo cabeza redonda',
      'tornillo de cabeza redonda',
      'tornillo cabeza alomada',
      'tornillo alomado',
    ],
    it: ['vite a testa bombata', 'vite testa bombata', 'vite testa tonda', 'vite a testa tonda'],
    nl: ['bolkopschroef', 'cilinderkop bolschroef', 'lenskopschroef', 'panhead schroef'],
  },
  {
    id: 'set_screw',
    parent: 'screw',
    en: ['set screw', 'grub screw', 'setscrew'],
    de: ['gewindestift', 'madenschraube', 'wurmschraube'],
    fr: ['vis sans tete', 'vis pointeau', 'vis de pression'],
    es: ['tornillo prisionero', 'esparrago prisionero', 'tornillo sin cabeza'],
    it: ['grano', 'grano filettato', 'vite senza testa'],
    nl: ['stelschroef', 'tapeind stelschroef', 'wormschroef'],
  },
  {
    id: 'wood_screw',
    parent: 'screw',
    en: ['wood screw', 'chipboard screw', 'timber screw'],
    de: ['holzschraube', 'spanplattenschraube', 'spax'],
    fr: ['vis a bois', 'vis bois', 'vis agglomere', 'vis pour bois'],
    es: ['tornillo para madera', 'tornillo madera', 'tornillo aglomerado'],
    it: ['vite per legno', 'vite legno', 'vite truciolare'],
    nl: ['houtschroef', 'spaanplaatschroef'],
  },
  {
    id: 'self_tapping_screw',
    parent: 'screw',
    en: [
      'self tapping screw',
      'self-tapping screw',
      'sheet metal screw',
      'tapping screw',
      'self drilling screw',
      'tek screw',
    ],
    de: ['blechschraube', 'bohrschraube', 'gewindeformende schraube', 'selbstschneidende schraube'],
    fr: ['vis autotaraudeuse', 'vis a tole', 'vis tole', 'vis autoperceuse'],
    es: [
      'tornillo autorroscante',
      'tornillo rosca chapa',
      'tornillo autoperforante',
      'tornillo para chapa',
    ],
    it: ['vite autofilettante', 'vite per lamiera', 'vite autoperforante'],
    nl: ['plaatschroef', 'zelftappende schroef', 'boorschroef', 'zelfborende schroef'],
  },
  {
    id: 'threaded_rod',
    en: ['threaded rod', 'threaded bar', 'all thread', 'stud bar', 'threaded stud'],
    de: ['gewindestange', 'gewindebolzen', 'stiftschraube'],
    fr: ['tige filetee', 'goujon filete', 'goujon'],
    es: ['varilla roscada', 'barra roscada', 'esparrago'],
    it: ['barra filettata', 'asta filettata', 'prigioniero'],
    nl: ['draadstang', 'draadeind', 'tapeind'],
  },
  {
    id: 'nut',
    en: ['nut'],
    de: ['mutter'],
    fr: ['ecrou'],
    es: ['tuerca'],
    it: ['dado'],
    nl: ['moer'],
  },
  {
    id: 'hex_nut',
    parent: 'nut',
    en: ['hex nut', 'hexagon nut', 'hex full nut'],
    de: ['sechskantmutter', 'sechskant mutter'],
    fr: ['ecrou hexagonal', 'ecrou hex', 'ecrou hu'],
    es: ['tuerca hexagonal'],
    it: ['dado esagonale', 'dado esagono'],
    nl: ['zeskantmoer', 'zeskant moer'],
  },
  {
    id: 'lock_nut',
    parent: 'nut',
    en: ['lock nut', 'locknut', 'nyloc nut', 'nylon insert nut', 'self locking nut', 'nylock nut'],
    de: ['sicherungsmutter', 'stoppmutter', 'selbstsichernde mutter', 'kontermutter'],
    fr: ['ecrou frein', 'ecrou nylstop', 'ecrou autobloquant', 'ecrou indesserrable'],
    es: ['tuerca autoblocante', 'tuerca de seguridad', 'tuerca con inserto de nylon'],
    it: ['dado autobloccante', 'dado di sicurezza'],
    nl: ['borgmoer', 'zelfborgende moer', 'nylonborgmoer'],
  },
  {
    id: 'flange_nut',
    parent: 'nut',
    en: ['flange nut', 'serrated flange nut'],
    de: ['flanschmutter', 'bundmutter'],
    fr: ['ecrou a embase', 'ecrou embase'],
    es: ['tuerca con brida', 'tuerca brida'],
    it: ['dado flangiato'],
    nl: ['flensmoer'],
  },
  {
    id: 'wing_nut',
    parent: 'nut',
    en: ['wing nut', 'butterfly nut'],
    de: ['flugelmutter'],
    fr: ['ecrou papillon', 'ecrou a oreilles'],
    es: ['tuerca mariposa', 'tuerca de mariposa'],
    it: ['dado ad alette', 'dado a farfalla'],
    nl: ['vleugelmoer'],
  },
  {
    id: 'cap_nut',
    parent: 'nut',
    en: ['cap nut', 'acorn nut', 'dome nut'],
    de: ['hutmutter'],
    fr: ['ecrou borgne', 'ecrou capuchon'],
    es: ['tuerca ciega', 'tuerca de sombrerete'],
    it: ['dado cieco'],
    nl: ['dopmoer'],
  },
  {
    id: 'washer',
    en: ['washer', 'flat washer', 'plain washer'],
    de: [
      'unterlegscheibe',
      'beilagscheibe',
      'scheibe',
      'unterlegscheiben',
      'u-scheibe',
      'flachscheibe',
    ],
    fr: ['rondelle', 'rondelle plate'],
    es: ['arandela', 'arandela plana'],
    it: ['rondella', 'rondella piana', 'rosetta'],
    nl: ['sluitring', 'onderlegring', 'vlakke ring', 'ring'],
  },
  {
    id: 'spring_washer',
    parent: 'washer',
    en: ['spring washer', 'lock washer', 'split washer', 'split lock washer'],
    de: ['federring', 'federscheibe', 'sprengring'],
    fr: ['rondelle grower', 'rondelle ressort', 'rondelle frein', 'rondelle elastique'],
    es: ['arandela grower', 'arandela elastica', 'arandela de presion'],
    it: ['rondella grower', 'rondella elastica', 'rosetta elastica'],
    nl: ['veerring', 'borgring veer'],
  },
  {
    id: 'fender_washer',
    parent: 'washer',
    en: ['fender washer', 'large washer', 'penny washer', 'body washer', 'repair washer'],
    de: ['karosseriescheibe', 'grosse unterlegscheibe'],
    fr: ['rondelle large', 'rondelle carrosserie'],
    es: ['arandela ancha', 'arandela carrocero'],
    it: ['rondella larga', 'rondella maggiorata'],
    nl: ['carrosseriering', 'brede sluitring'],
  },
  {
    id: 'anchor',
    en: ['anchor', 'wall plug', 'rawlplug', 'dowel', 'plug anchor', 'expansion anchor'],
    de: ['dubel', 'spreizdubel', 'anker', 'schwerlastanker', 'bolzenanker'],
    fr: ['cheville', 'cheville a expansion', 'goujon d ancrage'],
    es: ['taco', 'taco de expansion', 'anclaje'],
    it: ['tassello', 'tassello ad espansione', 'ancorante'],
    nl: ['plug', 'pluggen', 'keilbout', 'anker'],
  },
  {
    id: 'rivet',
    en: ['rivet', 'blind rivet', 'pop rivet'],
    de: ['niet', 'blindniet', 'popniet'],
    fr: ['rivet', 'rivet aveugle', 'rivet pop'],
    es: ['remache', 'remache ciego', 'remache pop'],
    it: ['rivetto', 'rivetto a strappo'],
    nl: ['klinknagel', 'popnagel', 'blindklinknagel'],
  },
  {
    id: 'circlip',
    en: ['circlip', 'retaining ring', 'snap ring'],
    de: ['sicherungsring', 'seegerring', 'seeger ring'],
    fr: ['circlips', 'anneau elastique', 'circlip'],
    es: ['anillo de retencion', 'circlip', 'anillo seeger'],
    it: ['anello seeger', 'seeger', 'anello elastico'],
    nl: ['borgring', 'seegerring'],
  },
  {
    id: 'pin',
    en: ['pin', 'dowel pin', 'split pin', 'cotter pin', 'spring pin', 'roll pin'],
    de: ['stift', 'zylinderstift', 'splint', 'spannstift', 'spannhulse'],
    fr: ['goupille', 'goupille fendue', 'goupille elastique'],
    es: ['pasador', 'chaveta', 'pasador elastico'],
    it: ['spina', 'copiglia', 'spina elastica'],
    nl: ['pen', 'splitpen', 'spanstift', 'paspen'],
  },
  // Bearings and transmission
  {
    id: 'bearing',
    en: ['bearing', 'ball bearing', 'deep groove ball bearing', 'roller bearing'],
    de: ['lager', 'kugellager', 'rillenkugellager', 'walzlager', 'rollenlager'],
    fr: ['roulement', 'roulement a billes', 'roulement rigide a billes', 'roulement a rouleaux'],
    es: ['rodamiento', 'rodamiento de bolas', 'rodamiento rigido de bolas', 'cojinete'],
    it: ['cuscinetto', 'cuscinetto a sfere', 'cuscinetto radiale a sfere', 'cuscinetto a rulli'],
    nl: ['lager', 'kogellager', 'groefkogellager', 'rollager'],
  },
  {
    id: 'v_belt',
    en: ['v-belt', 'v belt', 'drive belt', 'timing belt'],
    de: ['keilriemen', 'zahnriemen', 'antriebsriemen'],
    fr: ['courroie', 'courroie trapezoidale', 'courroie crantee'],
    es: ['correa', 'correa trapezoidal', 'correa dentada'],
    it: ['cinghia', 'cinghia trapezoidale', 'cinghia dentata'],
    nl: ['v-snaar', 'v snaar', 'snaar', 'tandriem', 'aandrijfriem'],
  },
  {
    id: 'chain',
    en: ['chain', 'roller chain'],
    de: ['kette', 'rollenkette'],
    fr: ['chaine', 'chaine a rouleaux'],
    es: ['cadena', 'cadena de rodillos'],
    it: ['catena', 'catena a rulli'],
    nl: ['ketting', 'rollenketting'],
  },
  {
    id: 'seal',
    en: ['seal', 'o-ring', 'o ring', 'oil seal', 'shaft seal', 'gasket'],
    de: [
      'dichtung',
      'o-ring',
      'dichtring',
      'wellendichtring',
      'simmerring',
      'radialwellendichtring',
    ],
    fr: ['joint', 'joint torique', 'bague d etancheite', 'joint spi'],
    es: ['junta', 'junta torica', 'reten', 'anillo torico'],
    it: ['guarnizione', 'o-ring', 'anello di tenuta', 'paraolio'],
    nl: ['afdichting', 'o-ring', 'pakking', 'keerring', 'dichting'],
  },
  // Cable management and electrical
  {
    id: 'cable_tie',
    en: ['cable tie', 'zip tie', 'tie wrap', 'cable strap'],
    de: ['kabelbinder'],
    fr: ['collier de serrage', 'collier rilsan', 'serre cable', 'collier nylon', 'rilsan'],
    es: ['brida', 'brida de nylon', 'brida para cables', 'abrazadera plastica', 'cincho'],
    it: ['fascetta', 'fascetta stringicavo', 'fascetta di cablaggio', 'fascette'],
    nl: ['kabelbinder', 'tiewrap', 'bundelband'],
  },
  {
    id: 'cable',
    en: ['cable', 'wire', 'electrical cable'],
    de: ['kabel', 'leitung', 'draht'],
    fr: ['cable', 'fil electrique', 'fil'],
    es: ['cable', 'hilo'],
    it: ['cavo', 'filo'],
    nl: ['kabel', 'draad', 'snoer'],
  },
  {
    id: 'connector',
    en: [
      'connector',
      'terminal',
      'crimp terminal',
      'cable lug',
      'wire connector',
      'wire end ferrule',
      'ferrule',
    ],
    de: ['verbinder', 'klemme', 'kabelschuh', 'aderendhulse', 'stecker'],
    fr: ['connecteur', 'borne', 'cosse', 'embout de cablage'],
    es: ['conector', 'borne', 'terminal'],
    it: ['connettore', 'morsetto', 'capocorda'],
    nl: ['connector', 'klem', 'kabelschoen', 'adereindhuls'],
  },
  {
    id: 'fuse',
    en: ['fuse'],
    de: ['sicherung', 'schmelzsicherung'],
    fr: ['fusible'],
    es: ['fusible'],
    it: ['fusibile'],
    nl: ['zekering'],
  },
  {
    id: 'battery',
    en: ['battery', 'batteries', 'rechargeable battery'],
    de: ['batterie', 'akku'],
    fr: ['pile', 'batterie', 'accumulateur'],
    es: ['pila', 'bateria'],
    it: ['batteria', 'pila'],
    nl: ['batterij', 'accu'],
  },
  {
    id: 'lamp',
    en: ['lamp', 'bulb', 'light bulb', 'led lamp', 'work light', 'flashlight', 'torch'],
    de: ['lampe', 'leuchtmittel', 'glubirne', 'arbeitsleuchte', 'taschenlampe', 'leuchte'],
    fr: ['lampe', 'ampoule', 'baladeuse', 'lampe torche'],
    es: ['lampara', 'bombilla', 'linterna'],
    it: ['lampada', 'lampadina', 'torcia'],
    nl: ['lamp', 'gloeilamp', 'werklamp', 'zaklamp'],
  },
  {
    id: 'heat_shrink',
    en: ['heat shrink', 'heat shrink tube', 'shrink tubing'],
    de: ['schrumpfschlauch'],
    fr: ['gaine thermoretractable'],
    es: ['tubo termorretractil', 'termorretractil'],
    it: ['guaina termorestringente'],
    nl: ['krimpkous'],
  },
  // Personal protective equipment
  {
    id: 'glove',
    en: ['glove', 'gloves', 'work glove', 'safety glove'],
    de: ['handschuh', 'handschuhe', 'arbeitshandschuh', 'schutzhandschuh'],
    fr: ['gant', 'gants', 'gant de travail', 'gant de protection'],
    es: ['guante', 'guantes', 'guante de trabajo', 'guante de proteccion'],
    it: ['guanto', 'guanti', 'guanto da lavoro', 'guanto di protezione'],
    nl: ['handschoen', 'handschoenen', 'werkhandschoen', 'veiligheidshandschoen'],
  },
  {
    id: 'cut_resistant',
    en: ['cut resistant', 'cut-resistant', 'cut protection'],
    de: ['schnittschutz', 'schnittfest'],
    fr: ['anti coupure', 'anti-coupure', 'resistant aux coupures'],
    es: ['anticorte', 'anti corte', 'resistente al corte'],
    it: ['antitaglio', 'anti taglio'],
    nl: ['snijbestendig', 'snijvast'],
  },
  {
    id: 'disposable',
    en: ['disposable', 'single use'],
    de: ['einweg', 'einmal'],
    fr: ['jetable', 'usage unique'],
    es: ['desechable', 'de un solo uso'],
    it: ['monouso', 'usa e getta'],
    nl: ['wegwerp', 'disposable', 'eenmalig'],
  },
  {
    id: 'safety_glasses',
    en: ['safety glasses', 'safety goggles', 'protective eyewear', 'goggles', 'safety spectacles'],
    de: ['schutzbrille', 'arbeitsschutzbrille', 'vollsichtbrille'],
    fr: ['lunettes de protection', 'lunettes de securite', 'lunettes-masque', 'lunettes'],
    es: ['gafas de seguridad', 'gafas de proteccion', 'gafas'],
    it: ['occhiali di protezione', 'occhiali di sicurezza', 'occhiali protettivi', 'occhiali'],
    nl: ['veiligheidsbril', 'beschermbril', 'stofbril'],
  },
  {
    id: 'ear_protection',
    en: ['ear plugs', 'earplugs', 'ear defenders', 'ear muffs', 'hearing protection'],
    de: ['gehorschutz', 'gehorschutzstopsel', 'ohrstopsel', 'kapselgehorschutz'],
    fr: ['bouchons d oreille', 'bouchons d oreilles', 'protection auditive', 'casque antibruit'],
    es: ['tapones para los oidos', 'tapones auditivos', 'protector auditivo', 'orejeras'],
    it: ['tappi auricolari', 'inserti auricolari', 'protezione udito', 'cuffie antirumore'],
    nl: ['oordoppen', 'gehoorbescherming', 'oorkappen'],
  },
  {
    id: 'respirator',
    en: ['respirator', 'dust mask', 'face mask', 'ffp2 mask', 'ffp3 mask', 'mask'],
    de: ['atemschutzmaske', 'staubmaske', 'atemschutz', 'feinstaubmaske', 'maske'],
    fr: ['masque', 'masque respiratoire', 'masque anti poussiere', 'masque ffp2'],
    es: ['mascarilla', 'mascara', 'mascarilla ffp2', 'respirador'],
    it: ['mascherina', 'maschera', 'facciale filtrante', 'respiratore'],
    nl: ['stofmasker', 'mondmasker', 'adembescherming', 'masker'],
  },
  {
    id: 'helmet',
    en: ['helmet', 'hard hat', 'safety helmet'],
    de: ['schutzhelm', 'helm', 'bauhelm'],
    fr: ['casque', 'casque de chantier', 'casque de protection'],
    es: ['casco', 'casco de seguridad', 'casco de obra'],
    it: ['elmetto', 'casco', 'elmetto di protezione'],
    nl: ['helm', 'veiligheidshelm', 'bouwhelm'],
  },
  {
    id: 'safety_shoe',
    en: ['safety shoe', 'safety shoes', 'safety boots', 'work boots', 'work shoes'],
    de: [
      'sicherheitsschuh',
      'sicherheitsschuhe',
      'arbeitsschuh',
      'arbeitsschuhe',
      'sicherheitsstiefel',
    ],
    fr: ['chaussure de securite', 'chaussures de securite', 'chaussure de travail'],
    es: [
      'calzado de seguridad',
      'zapato de seguridad',
      'zapatos de seguridad',
      'bota de seguridad',
    ],
    it: ['scarpa antinfortunistica', 'scarpe antinfortunistiche', 'scarpe di sicurezza'],
    nl: ['veiligheidsschoen', 'veiligheidsschoenen', 'werkschoenen'],
  },
  {
    id: 'high_visibility',
    en: ['high visibility', 'hi-vis', 'hi vis', 'safety vest', 'reflective vest'],
    de: ['warnweste', 'warnschutz', 'signalweste'],
    fr: ['gilet haute visibilite', 'haute visibilite', 'gilet de signalisation'],
    es: ['chaleco reflectante', 'alta visibilidad', 'chaleco de alta visibilidad'],
    it: ['gilet alta visibilita', 'alta visibilita', 'giubbotto catarifrangente'],
    nl: ['veiligheidshesje', 'hesje', 'signalisatievest', 'fluohesje'],
  },
  {
    id: 'coverall',
    en: ['coverall', 'overall', 'boiler suit', 'workwear', 'work jacket', 'work trousers'],
    de: ['overall', 'arbeitsanzug', 'schutzanzug', 'arbeitsjacke', 'arbeitshose'],
    fr: ['combinaison', 'bleu de travail', 'veste de travail', 'pantalon de travail'],
    es: ['mono', 'mono de trabajo', 'buzo', 'chaqueta de trabajo', 'pantalon de trabajo'],
    it: ['tuta', 'tuta da lavoro', 'giacca da lavoro', 'pantaloni da lavoro'],
    nl: ['overall', 'werkoverall', 'werkjas', 'werkbroek'],
  },
  // Pipes, fittings, hoses, valves
  {
    id: 'fitting',
    en: ['fitting', 'pipe fitting', 'adapter', 'nipple', 'connector fitting'],
    de: [
      'fitting',
      'rohrverbinder',
      'verschraubung',
      'nippel',
      'fitting',
      'adapter',
      'steckverbinder',
      'rohrfitting',
    ],
    fr: ['raccord', 'raccord de tuyauterie', 'mamelon', 'adaptateur'],
    es: ['racor', 'accesorio', 'conexion', 'niple', 'adaptador'],
    it: ['raccordo', 'nipplo', 'adattatore'],
    nl: ['fitting', 'koppelstuk', 'nippel', 'verloopstuk', 'knelkoppeling'],
  },
  {
    id: 'elbow',
    parent: 'fitting',
    en: ['elbow', 'bend', '90 degree elbow'],
    de: ['winkel', 'bogen', 'winkelverschraubung', 'rohrbogen'],
    fr: ['coude'],
    es: ['codo'],
    it: ['gomito', 'curva'],
    nl: ['knie', 'bocht', 'haakse koppeling', 'haaks', 'haakse', 'hoek'],
  },
  {
    id: 'tee',
    parent: 'fitting',
    en: ['tee', 'teepiece', 't-piece', 'tee fitting', 'tee connector'],
    de: ['t-stuck', 't stuck', 'abzweig'],
    fr: ['raccord en te', 'te egal', 'raccord te'],
    es: ['racor en te', 'te igual', 'racor te'],
    it: ['raccordo a t', 'tee', 'raccordo t'],
    nl: ['t-stuk', 't stuk'],
  },
  {
    id: 'coupling',
    parent: 'fitting',
    en: ['coupling', 'quick coupling', 'quick connector'],
    de: ['kupplung', 'schnellkupplung', 'muffe'],
    fr: ['coupleur', 'manchon'],
    es: ['acoplamiento', 'acople rapido', 'manguito'],
    it: ['innesto rapido', 'giunto', 'manicotto'],
    nl: ['koppeling', 'snelkoppeling', 'mof'],
  },
  {
    id: 'hose',
    en: ['hose', 'tube', 'tubing', 'air hose', 'garden hose', 'hydraulic hose'],
    de: ['schlauch', 'druckluftschlauch', 'wasserschlauch', 'hydraulikschlauch'],
    fr: ['tuyau', 'flexible', 'tuyau d air', 'tuyau souple'],
    es: ['manguera', 'tubo flexible', 'manguera de aire'],
    it: ['tubo', 'tubo flessibile', 'manichetta'],
    nl: ['slang', 'luchtslang', 'tuinslang', 'hydraulische slang'],
  },
  {
    id: 'hose_clamp',
    en: ['hose clamp', 'hose clip', 'jubilee clip', 'worm drive clamp'],
    de: ['schlauchschelle', 'schlauchklemme'],
    fr: ['collier de serrage a vis', 'collier de durite', 'collier a vis sans fin'],
    es: ['abrazadera', 'abrazadera de manguera', 'abrazadera sin fin'],
    it: ['fascetta stringitubo', 'fascetta a vite', 'fascetta per tubi'],
    nl: ['slangklem', 'slangenklem'],
  },
  {
    id: 'pipe',
    en: ['pipe', 'tube pipe', 'copper pipe', 'steel pipe'],
    de: ['rohr', 'kupferrohr', 'stahlrohr'],
    fr: ['tube', 'tuyau rigide', 'conduite'],
    es: ['tuberia', 'caneria'],
    it: ['tubazione', 'condotto'],
    nl: ['buis', 'pijp', 'leiding'],
  },
  {
    id: 'valve',
    en: ['valve', 'ball valve', 'check valve', 'gate valve', 'water tap', 'faucet'],
    de: ['ventil', 'kugelhahn', 'ruckschlagventil', 'absperrhahn', 'hahn', 'schieber'],
    fr: ['vanne', 'robinet', 'vanne a boisseau spherique', 'clapet', 'clapet anti retour'],
    es: ['valvula', 'valvula de bola', 'llave de paso', 'grifo', 'valvula antirretorno'],
    it: ['valvola', 'valvola a sfera', 'rubinetto', 'valvola di ritegno'],
    nl: ['kraan', 'kogelkraan', 'afsluiter', 'klep', 'terugslagklep'],
  },
  {
    id: 'filter',
    en: ['filter', 'filter cartridge', 'air filter', 'oil filter'],
    de: ['filter', 'filterpatrone', 'luftfilter', 'olfilter'],
    fr: ['filtre', 'cartouche filtrante', 'filtre a air', 'filtre a huile'],
    es: ['filtro', 'cartucho filtrante', 'filtro de aire', 'filtro de aceite'],
    it: ['filtro', 'cartuccia filtrante', 'filtro aria', 'filtro olio'],
    nl: ['filter', 'filterpatroon', 'luchtfilter', 'oliefilter'],
  },
  // Abrasives and cutting
  {
    id: 'disc',
    en: ['disc', 'disk', 'wheel'],
    de: ['scheibe', 'scheiben'],
    fr: ['disque', 'meule'],
    es: ['disco', 'muela'],
    it: ['disco', 'mola'],
    nl: ['schijf', 'schijven'],
  },
  {
    id: 'cutting_disc',
    parent: 'disc',
    en: [
      'cutting disc',
      'cut off wheel',
      'cut-off wheel',
      'cutting wheel',
      'cut off disc',
      'cutting disk',
    ],
    de: ['trennscheibe', 'trennscheiben', 'schneidscheibe'],
    fr: ['disque a tronconner', 'disque de coupe', 'disque a couper', 'disque tronconnage'],
    es: ['disco de corte', 'disco de corte metal', 'disco corte'],
    it: ['disco da taglio', 'disco taglio', 'mola da taglio'],
    nl: ['doorslijpschijf', 'slijpschijf doorslijp', 'snijschijf', 'doorslijpschijven'],
  },
  {
    id: 'grinding_disc',
    parent: 'disc',
    en: ['grinding disc', 'grinding wheel', 'grinding disk'],
    de: ['schruppscheibe', 'schleifscheibe'],
    fr: ['disque a ebarber', 'meule a ebarber', 'disque de meulage'],
    es: ['disco de desbaste', 'muela de desbaste', 'disco desbaste'],
    it: ['disco da sbavo', 'mola da sbavo', 'disco sbavo', 'disco abrasivo'],
    nl: ['afbraamschijf', 'slijpschijf', 'bramschijf'],
  },
  {
    id: 'flap_disc',
    parent: 'disc',
    en: ['flap disc', 'flap wheel', 'flap disk'],
    de: ['facherschleifscheibe', 'facherscheibe', 'lamellenschleifscheibe', 'lamellenscheibe'],
    fr: ['disque a lamelles', 'disque lamelles', 'disque a lamelle'],
    es: ['disco de laminas', 'disco laminado', 'disco flap', 'disco lijas'],
    it: ['disco lamellare', 'disco a lamelle', 'mola lamellare'],
    nl: ['lamellenschijf', 'lamellen schuurschijf', 'flapschijf'],
  },
  {
    id: 'sanding',
    en: [
      'sandpaper',
      'sanding paper',
      'abrasive paper',
      'sanding disc',
      'sanding sheet',
      'abrasive',
    ],
    de: [
      'schleifpapier',
      'schleifscheibe klett',
      'schleifblatt',
      'schleifmittel',
      'schmirgelpapier',
      'schleifband',
      'klettschleifscheibe',
    ],
    fr: ['papier abrasif', 'papier de verre', 'disque abrasif', 'abrasif', 'feuille abrasive'],
    es: ['papel de lija', 'lija', 'disco de lija', 'abrasivo'],
    it: ['carta abrasiva', 'carta vetrata', 'disco abrasivo velcro', 'abrasivo'],
    nl: ['schuurpapier', 'schuurschijf', 'schuurvel', 'schuurmiddel'],
  },
  {
    id: 'drill_bit',
    en: ['drill bit', 'drill', 'twist drill', 'masonry drill', 'hss drill'],
    de: ['bohrer', 'spiralbohrer', 'steinbohrer', 'metallbohrer', 'hss bohrer', 'betonbohrer'],
    fr: ['foret', 'meche', 'foret helicoidal', 'foret beton', 'foret metal'],
    es: ['broca', 'broca helicoidal', 'broca para metal', 'broca hormigon'],
    it: ['punta', 'punta elicoidale', 'punta per metallo', 'punta trapano', 'punta muro'],
    nl: ['boor', 'spiraalboor', 'metaalboor', 'steenboor', 'betonboor'],
  },
  {
    id: 'saw_blade',
    en: ['saw blade', 'jigsaw blade', 'hacksaw blade', 'circular saw blade', 'bandsaw blade'],
    de: ['sageblatt', 'stichsageblatt', 'kreissageblatt', 'metallsageblatt'],
    fr: ['lame de scie', 'lame scie sauteuse', 'lame de scie circulaire'],
    es: ['hoja de sierra', 'disco de sierra', 'hoja de sierra de calar'],
    it: ['lama per sega', 'lama seghetto', 'lama sega circolare', 'lama'],
    nl: ['zaagblad', 'decoupeerzaagblad', 'cirkelzaagblad'],
  },
  {
    id: 'tap_die',
    en: ['threading tap', 'thread tap', 'tap and die', 'threading die'],
    de: ['gewindebohrer', 'schneideisen'],
    fr: ['taraud', 'filiere'],
    es: ['macho de roscar', 'terraja'],
    it: [
      'maschio a macchina',
      'maschio a mano',
      'filiera',
      'maschio per filettare',
      'maschio filettatore',
    ],
    nl: ['draadtap', 'snijplaat'],
  },
  {
    id: 'bit',
    en: ['screwdriver bit', 'bit', 'bit set', 'torx bit', 'phillips bit'],
    de: ['bit', 'schrauberbit', 'bitsatz', 'bits'],
    fr: ['embout', 'embout de vissage', 'coffret d embouts'],
    es: ['punta de atornillar', 'puntas', 'punta phillips'],
    it: ['inserto', 'inserti', 'inserto avvitatore'],
    nl: ['bit', 'schroefbit', 'bitset'],
  },
  // Hand tools
  {
    id: 'screwdriver',
    en: ['screwdriver'],
    de: ['schraubendreher', 'schraubenzieher'],
    fr: ['tournevis'],
    es: ['destornillador'],
    it: ['cacciavite', 'giravite'],
    nl: ['schroevendraaier'],
  },
  {
    id: 'wrench',
    en: ['wrench', 'spanner', 'open end wrench', 'ring spanner', 'socket wrench'],
    de: ['schlussel', 'schraubenschlussel', 'maulschlussel', 'ringschlussel', 'gabelschlussel'],
    fr: ['cle', 'cle plate', 'cle a oeil'],
    es: ['llave', 'llave fija', 'llave inglesa'],
    it: ['chiave', 'chiave fissa', 'chiave inglese'],
    nl: ['sleutel', 'steeksleutel', 'ringsleutel'],
  },
  {
    id: 'combination_spanner',
    parent: 'wrench',
    en: ['combination spanner', 'combination wrench', 'combi spanner'],
    de: ['ringmaulschlussel', 'ring maulschlussel', 'kombischlussel'],
    fr: ['cle mixte', 'cles mixtes', 'cle combinee'],
    es: ['llave combinada', 'llaves combinadas', 'llave mixta'],
    it: ['chiave combinata', 'chiavi combinate', 'chiave mista'],
    nl: ['ringsteeksleutel', 'combinatiesleutel', 'ring steeksleutel'],
  },
  {
    id: 'hex_key',
    en: ['hex key', 'allen key', 'allen wrench', 'hex wrench'],
    de: ['inbusschlussel', 'sechskantschlussel', 'winkelschraubendreher', 'stiftschlussel'],
    fr: ['cle allen', 'cle hexagonale', 'cle 6 pans', 'cle male'],
    es: ['llave allen', 'llave hexagonal'],
    it: ['chiave a brugola', 'chiave esagonale', 'chiave maschio'],
    nl: ['inbussleutel', 'imbussleutel', 'zeskantsleutel'],
  },
  {
    id: 'pliers',
    en: ['pliers', 'cutter', 'side cutter', 'wire cutter', 'crimping tool'],
    de: ['zange', 'kombizange', 'seitenschneider', 'crimpzange', 'wasserpumpenzange'],
    fr: ['pince', 'pince coupante', 'pince universelle', 'pince a sertir'],
    es: ['alicate', 'alicates', 'alicate de corte', 'crimpadora'],
    it: ['pinza', 'pinze', 'tronchese', 'pinza crimpatrice'],
    nl: ['tang', 'combinatietang', 'zijkniptang', 'krimptang'],
  },
  {
    id: 'hammer',
    en: ['hammer', 'mallet'],
    de: ['hammer', 'schonhammer', 'fausthammer'],
    fr: ['marteau', 'maillet', 'massette'],
    es: ['martillo', 'maza', 'mazo'],
    it: ['martello', 'mazzuola', 'mazza'],
    nl: ['hamer', 'moker', 'kunststofhamer'],
  },
  {
    id: 'knife',
    en: ['knife', 'utility knife', 'cutter knife', 'blade', 'blades', 'snap-off blade'],
    de: ['messer', 'cuttermesser', 'teppichmesser', 'klinge', 'abbrechklinge'],
    fr: ['couteau', 'cutter', 'lame', 'lames'],
    es: ['cuchillo', 'cuter', 'cutter', 'cuchilla'],
    it: ['coltello', 'taglierino', 'cutter', 'lama a spezzare'],
    nl: ['mes', 'afbreekmes', 'stanleymes', 'mesje', 'afbreekmesje'],
  },
  {
    id: 'tape_measure',
    en: ['tape measure', 'measuring tape', 'folding rule'],
    de: ['massband', 'rollmassband', 'zollstock', 'gliedermassstab'],
    fr: ['metre ruban', 'metre', 'metre pliant', 'ruban a mesurer'],
    es: ['cinta metrica', 'flexometro', 'metro plegable'],
    it: ['metro a nastro', 'flessometro', 'metro pieghevole'],
    nl: ['rolmaat', 'meetlint', 'duimstok'],
  },
  {
    id: 'brush',
    en: ['brush', 'wire brush', 'paint brush'],
    de: ['burste', 'drahtburste', 'pinsel'],
    fr: ['brosse', 'brosse metallique', 'pinceau'],
    es: ['cepillo', 'cepillo de alambre', 'brocha', 'pincel'],
    it: ['spazzola', 'spazzola metallica', 'pennello'],
    nl: ['borstel', 'staalborstel', 'kwast', 'penseel'],
  },
  // Chemicals
  {
    id: 'adhesive',
    en: [
      'adhesive',
      'glue',
      'threadlocker',
      'thread locker',
      'superglue',
      'epoxy',
      'assembly adhesive',
    ],
    de: [
      'klebstoff',
      'kleber',
      'schraubensicherung',
      'sekundenkleber',
      'montagekleber',
      'epoxidharz',
    ],
    fr: [
      'colle',
      'adhesif',
      'frein filet',
      'freinfilet',
      'colle cyanoacrylate',
      'colle de montage',
    ],
    es: ['adhesivo', 'pegamento', 'fijador de roscas', 'cola', 'pegamento instantaneo'],
    it: ['adesivo', 'colla', 'frenafiletti', 'colla istantanea'],
    nl: ['lijm', 'kleefstof', 'schroefborging', 'secondelijm', 'montagelijm'],
  },
  {
    id: 'sealant',
    en: ['sealant', 'silicone', 'silicone sealant', 'caulk', 'sealing compound', 'joint sealant'],
    de: ['dichtstoff', 'silikon', 'dichtmasse', 'fugendichtstoff', 'acryl dichtstoff'],
    fr: ['mastic', 'silicone', 'mastic silicone', 'joint silicone'],
    es: ['sellador', 'silicona', 'masilla', 'sellante'],
    it: ['sigillante', 'silicone', 'mastice'],
    nl: ['kit', 'siliconenkit', 'afdichtingskit', 'voegkit', 'siliconen'],
  },
  {
    id: 'tape',
    en: [
      'tape',
      'adhesive tape',
      'duct tape',
      'insulating tape',
      'electrical tape',
      'masking tape',
      'ptfe tape',
      'teflon tape',
    ],
    de: [
      'klebeband',
      'isolierband',
      'gewebeband',
      'abdeckband',
      'kreppband',
      'teflonband',
      'gewindedichtband',
      'band',
    ],
    fr: [
      'ruban adhesif',
      'scotch',
      'ruban isolant',
      'adhesif toile',
      'ruban de masquage',
      'ruban teflon',
    ],
    es: [
      'cinta adhesiva',
      'cinta aislante',
      'cinta americana',
      'cinta de carrocero',
      'cinta de teflon',
      'cinta',
    ],
    it: [
      'nastro adesivo',
      'nastro isolante',
      'nastro americano',
      'nastro di carta',
      'nastro teflon',
      'nastro',
    ],
    nl: ['tape', 'plakband', 'isolatietape', 'ducttape', 'afplaktape', 'teflontape'],
  },
  {
    id: 'lubricant',
    en: ['lubricant', 'grease', 'oil', 'multi-purpose oil', 'penetrating oil', 'lubricating spray'],
    de: ['schmiermittel', 'fett', 'schmierfett', 'ol', 'kriechol', 'multifunktionsol', 'schmierol'],
    fr: ['lubrifiant', 'graisse', 'huile', 'degrippant', 'huile multifonction'],
    es: ['lubricante', 'grasa', 'aceite', 'aflojatodo', 'aceite multiusos'],
    it: ['lubrificante', 'grasso', 'olio', 'sbloccante', 'olio multiuso'],
    nl: ['smeermiddel', 'vet', 'smeervet', 'olie', 'kruipolie', 'multispray'],
  },
  {
    id: 'cleaner',
    en: ['cleaner', 'degreaser', 'brake cleaner', 'detergent', 'hand cleaner', 'cleaning spray'],
    de: ['reiniger', 'entfetter', 'bremsenreiniger', 'handreiniger', 'reinigungsmittel'],
    fr: ['nettoyant', 'degraissant', 'nettoyant freins', 'savon mains', 'detergent'],
    es: ['limpiador', 'desengrasante', 'limpiador de frenos', 'detergente', 'limpiamanos'],
    it: ['pulitore', 'sgrassatore', 'detergente', 'pulitore freni', 'lavamani'],
    nl: ['reiniger', 'ontvetter', 'remmenreiniger', 'handreiniger', 'reinigingsmiddel'],
  },
  {
    id: 'paint',
    en: ['paint', 'spray paint', 'primer', 'marking paint', 'coating spray'],
    de: ['farbe', 'lack', 'spruhlack', 'grundierung', 'markierspray', 'zinkspray'],
    fr: ['peinture', 'peinture aerosol', 'primaire', 'apprêt', 'bombe de peinture'],
    es: ['pintura', 'pintura en spray', 'imprimacion', 'spray de pintura'],
    it: ['vernice', 'pittura', 'vernice spray', 'primer', 'fondo'],
    nl: ['verf', 'lak', 'spuitlak', 'grondverf', 'primer'],
  },
  {
    id: 'spray',
    en: ['spray', 'aerosol', 'spray can'],
    de: ['spray', 'spraydose', 'sprühdose', 'spruhdose'],
    fr: ['aerosol', 'bombe', 'spray'],
    es: ['spray', 'aerosol'],
    it: ['spray', 'bomboletta'],
    nl: ['spray', 'spuitbus'],
  },
  // Cleaning and workplace consumables
  {
    id: 'wipes',
    en: ['wipes', 'cloth', 'cleaning cloth', 'rag', 'paper towel', 'paper towels', 'wiping paper'],
    de: [
      'tuch',
      'tucher',
      'putztuch',
      'putztucher',
      'reinigungstucher',
      'papiertucher',
      'putzpapier',
      'putzlappen',
    ],
    fr: ['chiffon', 'lingette', 'lingettes', 'essuie-tout', 'papier essuyage', 'essuyage'],
    es: ['trapo', 'panos', 'toallitas', 'papel secamanos', 'bayeta', 'papel de limpieza'],
    it: ['panno', 'panni', 'salviette', 'carta asciugamani', 'stracci', 'carta industriale'],
    nl: [
      'doek',
      'doeken',
      'poetsdoek',
      'poetsdoeken',
      'reinigingsdoekjes',
      'papierrol',
      'poetspapier',
    ],
  },
  {
    id: 'absorbent',
    en: ['absorbent', 'absorbent pad', 'oil absorbent', 'spill kit'],
    de: ['bindemittel', 'olbindemittel', 'saugmatte', 'olbinder'],
    fr: ['absorbant', 'feuille absorbante', 'kit antipollution'],
    es: ['absorbente', 'kit antiderrames', 'material absorbente'],
    it: ['assorbente', 'panno assorbente', 'kit antisversamento'],
    nl: ['absorbens', 'absorptiemat', 'olieabsorbent', 'absorptiekorrels'],
  },
  {
    id: 'bin_bag',
    en: ['bin bag', 'rubbish bag', 'garbage bag', 'trash bag', 'refuse sack', 'waste bag'],
    de: ['mullsack', 'mullbeutel', 'abfallsack', 'mullsacke'],
    fr: ['sac poubelle', 'sac a dechets', 'sacs poubelle'],
    es: ['bolsa de basura', 'bolsas de basura'],
    it: ['sacco immondizia', 'sacchi spazzatura', 'sacco rifiuti'],
    nl: ['vuilniszak', 'afvalzak', 'vuilniszakken'],
  },
  {
    id: 'rope',
    en: ['rope', 'cord', 'strap', 'ratchet strap', 'lashing strap', 'sling'],
    de: ['seil', 'schnur', 'spanngurt', 'zurrgurt', 'hebeband', 'rundschlinge'],
    fr: ['corde', 'cordage', 'sangle', 'sangle a cliquet', 'elingue'],
    es: ['cuerda', 'soga', 'cincha', 'eslinga', 'cinta de amarre'],
    it: ['corda', 'fune', 'cinghia di ancoraggio', 'fascia di sollevamento', 'braca'],
    nl: ['touw', 'koord', 'spanband', 'sjorband', 'hijsband'],
  },
  {
    id: 'spring',
    en: ['spring', 'compression spring', 'tension spring'],
    de: ['feder', 'druckfeder', 'zugfeder'],
    fr: ['ressort', 'ressort de compression', 'ressort de traction'],
    es: ['muelle', 'resorte'],
    it: ['molla', 'molla a compressione'],
    nl: ['veer', 'drukveer', 'trekveer'],
  },
  {
    id: 'welding',
    en: ['welding rod', 'welding wire', 'electrode', 'welding electrode'],
    de: ['schweissdraht', 'schweisselektrode', 'elektrode', 'elektroden'],
    fr: ['fil de soudure', 'electrode', 'baguette de soudure', 'fil a souder'],
    es: ['hilo de soldadura', 'electrodo', 'varilla de soldadura'],
    it: ['filo per saldatura', 'elettrodo', 'filo saldatura'],
    nl: ['lasdraad', 'laselektrode', 'elektrode'],
  },
  // Modifiers that distinguish otherwise similar products
  {
    id: 'full_thread',
    en: ['full thread', 'fully threaded'],
    de: ['vollgewinde', 'gewinde bis kopf'],
    fr: ['filetage total', 'entierement filetee', 'filetee jusqu a la tete'],
    es: ['rosca total', 'rosca completa'],
    it: ['filetto totale', 'tutto filetto', 'interamente filettata'],
    nl: ['volledig draad', 'draad tot kop', 'geheel draad'],
  },
  {
    id: 'partial_thread',
    en: ['partial thread', 'partially threaded', 'half thread'],
    de: ['teilgewinde', 'schaft'],
    fr: ['filetage partiel', 'partiellement filetee'],
    es: ['rosca parcial'],
    it: ['filetto parziale', 'parzialmente filettata'],
    nl: ['gedeeltelijk draad', 'deeldraad'],
  },
  {
    id: 'powder_free',
    en: ['powder free', 'powder-free'],
    de: ['puderfrei'],
    fr: ['non poudre', 'sans poudre'],
    es: ['sin polvo'],
    it: ['senza polvere', 'non talcato'],
    nl: ['poedervrij'],
  },
  {
    id: 'sealed',
    en: ['sealed', 'rubber sealed', 'shielded'],
    de: ['abgedichtet', 'gedichtet', 'beidseitig abgedichtet', 'deckscheiben'],
    fr: ['etanche', 'joints', 'flasques'],
    es: ['sellado', 'obturado', 'blindado'],
    it: ['schermato', 'tenuta stagna', 'sigillato'],
    nl: ['afgedicht', 'afgeschermd'],
  },
  {
    id: 'color_black',
    en: ['black'],
    de: ['schwarz'],
    fr: ['noir', 'noire'],
    es: ['negro', 'negra'],
    it: ['nero', 'nera'],
    nl: ['zwart'],
  },
  {
    id: 'color_white',
    en: ['white'],
    de: ['weiss'],
    fr: ['blanc', 'blanche'],
    es: ['blanco', 'blanca'],
    it: ['bianco', 'bianca'],
    nl: ['wit', 'witte'],
  },
  {
    id: 'color_transparent',
    en: ['transparent', 'clear'],
    de: ['transparent', 'durchsichtig', 'farblos'],
    fr: ['transparent', 'incolore'],
    es: ['transparente', 'incoloro'],
    it: ['trasparente', 'incolore'],
    nl: ['transparant', 'doorzichtig', 'kleurloos'],
  },
  {
    id: 'color_blue',
    en: ['blue'],
    de: ['blau'],
    fr: ['bleu', 'bleue'],
    es: ['azul'],
    it: ['blu', 'azzurro'],
    nl: ['blauw'],
  },
  {
    id: 'color_red',
    en: ['red'],
    de: ['rot'],
    fr: ['rouge'],
    es: ['rojo', 'roja'],
    it: ['rosso', 'rossa'],
    nl: ['rood'],
  },
  {
    id: 'color_yellow',
    en: ['yellow'],
    de: ['gelb'],
    fr: ['jaune'],
    es: ['amarillo', 'amarilla'],
    it: ['giallo', 'gialla'],
    nl: ['geel'],
  },
  {
    id: 'color_green',
    en: ['green'],
    de: ['grun'],
    fr: ['vert', 'verte'],
    es: ['verde'],
    it: ['verde'],
    nl: ['groen'],
  },
  {
    id: 'color_orange',
    en: ['orange'],
    de: ['orange'],
    fr: ['orange'],
    es: ['naranja'],
    it: ['arancione'],
    nl: ['oranje'],
  },
  {
    id: 'color_grey',
    en: ['grey', 'gray'],
    de: ['grau'],
    fr: ['gris', 'grise'],
    es: ['gris'],
    it: ['grigio', 'grigia'],
    nl: ['grijs'],
  },
  {
    id: 'plastic',
    en: ['plastic'],
    de: ['kunststoff', 'plastik'],
    fr: ['plastique'],
    es: ['plastico'],
    it: ['plastica'],
    nl: ['kunststof', 'plastic'],
  },
  {
    id: 'rubber',
    en: ['rubber'],
    de: ['gummi'],
    fr: ['caoutchouc'],
    es: ['goma', 'caucho'],
    it: ['gomma'],
    nl: ['rubber'],
  },
  {
    id: 'metric',
    en: ['metric'],
    de: ['metrisch'],
    fr: ['metrique'],
    es: ['metrico', 'metrica'],
    it: ['metrico', 'metrica'],
    nl: ['metrisch'],
  },
  // Qualifiers: the words that tell neighbouring variants of one product apart (a ratchet
  // spanner from a plain one, a straight push-in fitting from an elbow, paper backing from mesh).
  // They carry no parent except where the qualifier alone names the product (a ratchet).
  {
    id: 'ratchet',
    parent: 'wrench',
    en: ['ratchet', 'ratcheting'],
    de: ['ratsche', 'knarre', 'mit ratsche', 'ratschen'],
    fr: ['cliquet', 'a cliquet', 'cle a cliquet'],
    es: ['carraca', 'con carraca', 'trinquete'],
    it: ['cricchetto', 'a cricchetto'],
    nl: ['ratel', 'met ratel'],
  },
  {
    id: 'socket_tool',
    en: ['socket'],
    de: ['steckschlusseleinsatz', 'stecknuss', 'nuss', 'steckschlussel'],
    fr: ['douille'],
    es: ['vaso', 'llave de vaso'],
    it: ['bussola', 'chiave a bussola'],
    nl: ['dop', 'dopsleutel'],
  },
  {
    id: 'impact_socket_word',
    alias: true,
    implies: ['socket_tool', 'q_impact'],
    en: ['impact socket'],
    de: ['kraftnuss', 'kraft nuss', 'kraftsteckschlusseleinsatz'],
    fr: ['douille a chocs', 'douille a choc'],
    es: ['vaso de impacto'],
    it: ['bussola a impulsi', 'bussola ad impulsi'],
    nl: ['krachtdop', 'kracht dop'],
  },
  {
    id: 'push_in',
    parent: 'fitting',
    en: ['push-in fitting', 'push-in', 'push-in connector', 'instant fitting'],
    de: ['steckverschraubung', 'steckanschluss', 'steckverbinder pneumatik', 'steckfitting'],
    fr: ['raccord instantane', 'instantane'],
    es: ['racor rapido', 'racor instantaneo', 'conector rapido'],
    it: ['raccordo rapido', 'raccordo istantaneo', 'raccordo automatico'],
    nl: ['insteekkoppeling', 'insteekfitting', 'steekkoppeling'],
  },
  {
    id: 'push_in_tee_word',
    alias: true,
    implies: ['push_in', 'tee'],
    en: ['push-in tee', 'push-in tee connector', 'push-in t connector'],
    de: ['t-steckverschraubung', 'steckverschraubung t', 't-steckverbinder'],
    fr: ['raccord instantane t', 'raccord instantane te', 'instantane t'],
    es: ['racor rapido t', 'racor rapido te'],
    it: ['raccordo rapido t', 'raccordo rapido tee'],
    nl: ['insteekkoppeling t', 't-insteekkoppeling', 'insteek t-stuk'],
  },
  {
    id: 'q_impact',
    en: ['impact'],
    de: ['kraft', 'schlagschrauber'],
    fr: ['a chocs', 'chocs', 'choc'],
    es: ['de impacto', 'impacto'],
    it: ['a impulsi', 'impulsi', 'impatto'],
    nl: ['kracht'],
  },
  {
    id: 'q_six_point',
    en: ['6-point', '6 point', 'six point', 'hexagonal socket 6-point'],
    de: ['6-kant', '6kant', 'sechskant nuss'],
    fr: ['6 pans', 'six pans'],
    es: ['6 caras', 'seis caras', 'hexagonal 6 caras'],
    it: ['6 lati', 'sei lati', 'esagonale 6 lati'],
    nl: ['6-kant', 'zeskant dop'],
  },
  {
    id: 'q_countersunk',
    en: ['countersunk', 'countersunk head', 'csk', 'flat head'],
    de: ['senkkopf', 'senk'],
    fr: ['tete fraisee', 'fraisee', 'tete fraisee bombee'],
    es: ['cabeza avellanada', 'avellanada', 'avellanado'],
    it: ['testa svasata', 'svasata', 'svasato', 'testa piana'],
    nl: ['verzonken kop', 'verzonken', 'platverzonken'],
  },
  {
    id: 'q_pan_head',
    en: ['pan head', 'round head', 'button head'],
    de: ['linsenkopf', 'halbrundkopf', 'flachkopf', 'rundkopf'],
    fr: ['tete cylindrique', 'tete bombee', 'tete ronde', 'tete cylindrique bombee'],
    es: ['cabeza alomada', 'cabeza redonda', 'cabeza cilindrica', 'cabeza plana redonda'],
    it: ['testa bombata', 'testa tonda', 'testa cilindrica', 'testa a goccia'],
    nl: ['bolkop', 'cilinderkop', 'lenskop', 'ronde kop'],
  },
  {
    id: 'q_straight',
    en: ['straight', 'straight union', 'straight connector'],
    de: ['gerade', 'gerader', 'gerades', 'gerade verschraubung'],
    fr: ['droit', 'droite', 'union droite', 'raccord droit'],
    es: ['recto', 'recta', 'union recta'],
    it: ['diritto', 'diritta', 'dritto', 'dritta', 'rettilineo', 'diritto intermedio'],
    nl: ['recht', 'rechte', 'rechte koppeling'],
  },
  {
    id: 'q_bulkhead',
    en: ['bulkhead', 'bulkhead union', 'panel mount'],
    de: ['schott', 'schottverschraubung', 'schottverbinder'],
    fr: ['traversee de cloison', 'traversee cloison', 'passe cloison', 'passe-cloison'],
    es: ['pasamuros', 'pasatabiques', 'pasa muros'],
    it: ['passaparete', 'passa parete', 'passapannello'],
    nl: ['schotdoorvoer', 'schot doorvoer', 'doorvoer'],
  },
  {
    id: 'q_y_shape',
    // The letter itself is spelled out as `ypiece` by the text analysis (`y` is a stop word).
    en: ['ypiece', 'wye'],
    de: ['ypiece'],
    fr: ['ypiece'],
    es: ['ypiece'],
    it: ['ypiece'],
    nl: ['ypiece'],
  },
  {
    id: 'q_male',
    en: ['male', 'male thread', 'external thread'],
    de: ['aussengewinde', 'ag', 'mit aussengewinde'],
    fr: ['male', 'filetage male', 'filete male'],
    es: ['macho', 'rosca macho'],
    it: ['maschio', 'filettatura maschio', 'filetto maschio'],
    nl: ['buitendraad', 'met buitendraad', 'mannelijk'],
  },
  {
    id: 'q_female',
    en: ['female', 'female thread', 'internal thread'],
    de: ['innengewinde', 'ig', 'mit innengewinde'],
    fr: ['femelle', 'filetage femelle'],
    es: ['hembra', 'rosca hembra'],
    it: ['femmina', 'filettatura femmina', 'filetto femmina'],
    nl: ['binnendraad', 'met binnendraad', 'vrouwelijk'],
  },
  {
    id: 'q_backing_paper',
    en: ['paper', 'paper backing'],
    de: ['papier', 'papierunterlage'],
    fr: ['papier', 'support papier'],
    es: ['papel', 'soporte de papel'],
    it: ['carta', 'supporto carta'],
    nl: ['papier'],
  },
  {
    id: 'q_backing_film',
    en: ['film', 'film backing'],
    de: ['folie', 'folienunterlage'],
    fr: ['film', 'support film'],
    es: ['film', 'pelicula'],
    it: ['film', 'pellicola'],
    nl: ['folie', 'film'],
  },
  {
    id: 'q_backing_mesh',
    en: ['mesh', 'net', 'net backing'],
    de: ['netz', 'gitter', 'schleifgitter'],
    fr: ['maille', 'grille', 'filet'],
    es: ['malla'],
    it: ['rete', 'retina'],
    nl: ['gaas', 'net'],
  },
  {
    id: 'q_grain_ceramic',
    en: ['ceramic', 'ceramic grain', 'ceramic alumina'],
    de: ['keramik', 'keramikkorn', 'keramisch'],
    fr: ['ceramique', 'grain ceramique'],
    es: ['ceramico', 'ceramica', 'grano ceramico'],
    it: ['ceramico', 'ceramica', 'grana ceramica'],
    nl: ['keramisch', 'keramiek'],
  },
  {
    id: 'q_grain_zirconia',
    en: ['zirconia', 'zirconia alumina', 'zirconium'],
    de: ['zirkonkorund', 'zirkon', 'zirkonium'],
    fr: ['zirconium', 'zircone', 'corindon zircone'],
    es: ['circonio', 'zirconio', 'circonita'],
    it: ['zirconio', 'zirconia'],
    nl: ['zirkonium', 'zirkoon', 'zirconium'],
  },
  {
    id: 'q_grain_aluminium_oxide',
    en: ['aluminium oxide', 'aluminum oxide', 'alox', 'corundum'],
    de: ['korund', 'normalkorund', 'edelkorund', 'aluminiumoxid'],
    fr: ['oxyde d aluminium', 'corindon', 'oxyde aluminium'],
    es: ['oxido de aluminio', 'corindon', 'oxido aluminio'],
    it: ['ossido di alluminio', 'corindone', 'ossido alluminio'],
    nl: ['aluminiumoxide', 'korund'],
  },
  {
    id: 'q_conical',
    en: ['conical', 'tapered'],
    de: ['konisch', 'gekropft'],
    fr: ['conique'],
    es: ['conico', 'conica'],
    it: ['conico', 'conica'],
    nl: ['conisch', 'tapsvormig'],
  },
  {
    id: 'q_flat',
    en: ['flat'],
    de: ['flach', 'plan'],
    fr: ['plat', 'plate', 'plane'],
    es: ['plano', 'plana'],
    it: ['piano', 'piana', 'piatto', 'piatta'],
    nl: ['vlak', 'plat'],
  },
  {
    id: 'q_wet_and_dry',
    en: ['waterproof', 'wet and dry', 'wet dry', 'wet or dry'],
    de: ['wasserfest', 'nassschleif', 'nass und trocken', 'wasserfestes'],
    // `à l'eau` and `al agua` keep only their last word once stop words are dropped.
    fr: ['eau', 'waterproof'],
    es: ['agua', 'impermeable'],
    it: ['all acqua', 'all acqua abrasiva'],
    nl: ['waterproof', 'waterbestendig', 'nat en droog', 'watervast'],
  },
  {
    id: 'q_tinted',
    en: ['tinted', 'tinted lens', 'smoke lens', 'dark lens'],
    de: ['getont', 'getonte', 'getontes', 'getonte scheibe'],
    fr: ['teinte', 'teintee', 'oculaire teinte', 'fume'],
    es: ['tintada', 'tintado', 'lente tintada', 'ahumada'],
    it: ['colorata', 'colorato', 'lente colorata', 'fume'],
    nl: ['getint', 'getinte', 'getinte lens', 'donkere lens'],
  },
  {
    id: 'q_through_hole',
    en: ['through hole', 'through-hole', 'straight flute'],
    de: ['durchgangsloch', 'durchgangsbohrung', 'durchgangsgewinde'],
    fr: ['trou debouchant', 'trous debouchants'],
    es: ['agujero pasante', 'agujeros pasantes', 'pasante'],
    it: ['foro passante', 'fori passanti', 'passante'],
    nl: ['doorlopend gat', 'doorgaand gat', 'doorgaande gaten'],
  },
  {
    id: 'q_blind_hole',
    en: ['blind hole', 'blind-hole'],
    de: ['sackloch', 'grundloch', 'sacklochgewinde'],
    fr: ['trou borgne', 'trous borgnes'],
    es: ['agujero ciego', 'agujeros ciegos'],
    it: ['foro cieco', 'fori ciechi'],
    nl: ['blind gat', 'blinde gaten'],
  },
  {
    id: 'q_spiral_flute',
    en: ['spiral', 'spiral flute', 'spiral fluted'],
    de: ['spiralgenutet', 'spiralnut', 'drall'],
    fr: ['helicoidal', 'helicoidale', 'goujure helicoidale'],
    es: ['helicoidal', 'ranura helicoidal'],
    it: ['elicoidale', 'scanalatura elicoidale'],
    nl: ['spiraal', 'spiraalgroef', 'spiraalgegroefd'],
  },
  {
    id: 'q_forming',
    en: ['forming', 'thread forming', 'fluteless'],
    de: ['gewindeformer', 'formend', 'former'],
    fr: ['taraud a refouler', 'refouler', 'refoulement'],
    es: ['laminacion', 'laminador', 'macho laminador'],
    it: ['rullare', 'a rullare', 'rullatura'],
    nl: ['vormtap', 'vormend', 'draadvormend'],
  },
];

/**
 * Qualifier concepts that exclude each other within a group: a request for paper backing is not
 * answered by a mesh disc, an elbow is not a straight fitting. The semantic re-rank penalises a
 * candidate that carries another member of the group than the one asked for.
 */
export const QUALIFIER_GROUP: ReadonlyMap<string, string> = new Map([
  ['q_backing_paper', 'backing'],
  ['q_backing_film', 'backing'],
  ['q_backing_mesh', 'backing'],
  ['q_grain_ceramic', 'grain'],
  ['q_grain_zirconia', 'grain'],
  ['q_grain_aluminium_oxide', 'grain'],
  ['q_countersunk', 'head'],
  ['q_pan_head', 'head'],
  ['q_straight', 'shape'],
  ['elbow', 'shape'],
  ['tee', 'shape'],
  ['q_bulkhead', 'shape'],
  ['q_y_shape', 'shape'],
  ['q_impact', 'socket_type'],
  ['q_six_point', 'socket_type'],
  ['q_through_hole', 'hole'],
  ['q_blind_hole', 'hole'],
  ['q_conical', 'profile'],
  ['q_flat', 'profile'],
  ['hex_key', 'key_kind'],
  ['q_male', 'thread_gender'],
  ['q_female', 'thread_gender'],
  ['combination_spanner', 'key_kind'],
]);

/** Words that carry no product meaning in any of the six languages. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'with',
  'and',
  'or',
  'in',
  'on',
  'to',
  'x',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'un',
  'une',
  'pour',
  'avec',
  'et',
  'ou',
  'en',
  'au',
  'aux',
  'el',
  'los',
  'las',
  'del',
  'para',
  'con',
  'y',
  'il',
  'lo',
  'gli',
  'di',
  'da',
  'per',
  'e',
  'ad',
  'al',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'mit',
  'fur',
  'und',
  'oder',
  'ein',
  'eine',
  'zu',
  'von',
  'het',
  'een',
  'van',
  'voor',
  'met',
  'en',
  'of',
  'bis',
  'aus',
  'sin',
  'senza',
  'zonder',
  'ohne',
  'sans',
  'without',
]);

/** Words whose stem would meet another concept's (`rete`, mesh, would become the seal `reten`). */
const UNSTEMMED: ReadonlySet<string> = new Set(['rete']);

/**
 * A light stemmer shared by lexicon and index: it only needs to make singular and plural forms
 * (Schraube/Schrauben, tornillo/tornillos, vite/viti, moer/moeren) meet, not to be linguistic.
 */
export function stemToken(token: string): string {
  if (UNSTEMMED.has(token)) return token;
  let stem = token;
  if (stem.length > 3) stem = stem.replace(/(?:es|s)$/, '');
  if (stem.length > 3) stem = stem.replace(/(?:en|e|n|i|o|a)$/, '');
  return stem;
}

/** Folded, stemmed word tokens without stop words; the unit the lexicon is matched on. */
export function lexicalTokens(folded: string): string[] {
  const tokens: string[] = [];
  for (const raw of folded.split(/[^a-z0-9]+/)) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    tokens.push(stemToken(raw));
  }
  return tokens;
}

interface LexiconEntry {
  stems: string[];
  concept: string;
}

interface CompiledLexicon {
  /** First stem → entries starting with it, longest first. */
  byFirstStem: Map<string, LexiconEntry[]>;
  /** Single-stem terms long enough to be found as the tail of a German/Dutch compound word. */
  compoundTails: Map<string, string>;
  parents: Map<string, string>;
  implied: Map<string, string[]>;
  aliases: Set<string>;
}

function compileLexicon(concepts: readonly LexiconConcept[]): CompiledLexicon {
  const byFirstStem = new Map<string, LexiconEntry[]>();
  const compoundTails = new Map<string, string>();
  const parents = new Map<string, string>();
  const implied = new Map<string, string[]>();
  const aliases = new Set<string>();
  for (const concept of concepts) {
    if (concept.parent) parents.set(concept.id, concept.parent);
    if (concept.implies) implied.set(concept.id, concept.implies);
    if (concept.alias) aliases.add(concept.id);
    const terms = [
      ...concept.en,
      ...concept.de,
      ...concept.fr,
      ...concept.es,
      ...concept.it,
      ...concept.nl,
    ];
    for (const term of terms) {
      const stems = lexicalTokens(foldText(term));
      const first = stems[0];
      if (!first) continue;
      const list = byFirstStem.get(first) ?? [];
      if (!list.some((entry) => entry.stems.join(' ') === stems.join(' '))) {
        list.push({ stems, concept: concept.id });
      }
      byFirstStem.set(first, list);
      if (stems.length === 1 && first.length >= 5 && !compoundTails.has(first)) {
        compoundTails.set(first, concept.id);
      }
    }
  }
  for (const list of byFirstStem.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  return { byFirstStem, compoundTails, parents, implied, aliases };
}

const COMPILED = compileLexicon(LEXICON);

export interface ConceptMatch {
  /** Concept ids found, including the parents of specific concepts. */
  concepts: string[];
  /** Indexes of the input stems that a concept explained. */
  consumed: Set<number>;
}

function withParents(concept: string, into: Set<string>, depth = 0): void {
  for (const other of COMPILED.implied.get(concept) ?? []) {
    if (depth < 2) withParents(other, into, depth + 1);
  }
  if (COMPILED.aliases.has(concept)) return;
  let current: string | undefined = concept;
  let guard = 0;
  while (current && guard < 5) {
    into.add(current);
    current = COMPILED.parents.get(current);
    guard += 1;
  }
}

/**
 * Finds lexicon concepts in a list of stems (see `lexicalTokens`): longest phrase first, then two
 * adjacent words written as one (`Sechskant Schraube`), then compound tails (`Edelstahlmutter`).
 */
export function findConcepts(stems: readonly string[]): ConceptMatch {
  const concepts = new Set<string>();
  const consumed = new Set<number>();
  for (let index = 0; index < stems.length; index++) {
    const stem = stems[index];
    if (stem === undefined) continue;
    const entries = COMPILED.byFirstStem.get(stem) ?? [];
    let matchedLength = 0;
    for (const entry of entries) {
      if (entry.stems.every((part, offset) => stems[index + offset] === part)) {
        withParents(entry.concept, concepts);
        matchedLength = entry.stems.length;
        break;
      }
    }
    if (matchedLength === 0) {
      const next = stems[index + 1];
      const joined = next === undefined ? undefined : stemToken(`${stem}${next}`);
      const joinedConcept = joined === undefined ? undefined : COMPILED.compoundTails.get(joined);
      if (joinedConcept) {
        withParents(joinedConcept, concepts);
        matchedLength = 2;
      }
    }
    if (matchedLength === 0 && stem.length >= 7) {
      for (let start = 1; start <= stem.length - 5; start++) {
        const tailConcept = COMPILED.compoundTails.get(stem.slice(start));
        if (tailConcept) {
          withParents(tailConcept, concepts);
          matchedLength = 1;
          break;
        }
      }
    }
    for (let offset = 0; offset < matchedLength; offset++) consumed.add(index + offset);
    if (matchedLength > 1) index += matchedLength - 1;
  }
  return { concepts: [...concepts], consumed };
}
