/**
 * Further phrasings per language and intent, merged into the pools of the language files. Written
 * to widen the ways people ask the same thing (questions, imperatives, terse notes).
 */
type Pools = Partial<
  Record<
    'quote' | 'rfq' | 'order' | 'update' | 'status' | 'other',
    { subjects?: string[]; openers: string[] }
  >
>;

export const MORE_PHRASES: Record<string, Pools> = {
  en: {
    status: {
      subjects: [
        'Delivery date for {po}?',
        'Follow-up on order {po}',
        'Order {po} - still open?',
        'Missing delivery {po}',
      ],
      openers: [
        'Has order {po} been shipped yet?',
        'Could you please check when we can expect the goods for {po}?',
        'We are still missing the delivery for our PO {po}.',
        'Is PO {po} on schedule for delivery on {date}?',
        'Please advise the delivery date for our order {po}.',
        'The parts from order {po} have not arrived yet, what happened?',
        'Do you have an ETA for the remaining items of {po}?',
        'Can you confirm the order {po} is in production?',
        'Our order {po} is overdue, please let us know the new date.',
      ],
    },
    update: {
      openers: [
        'Change of plans: please deliver order {po} on {date} instead.',
        'Please reduce the quantity of {product} on PO {po} to {qty}.',
        'Kindly correct the ship-to address on order {po}.',
        'We need to cancel order {po} completely, sorry.',
        'Please split the delivery of {po} into two shipments.',
        'Can you bring forward the delivery of order {po} to {date}?',
      ],
    },
    order: {
      openers: [
        'Please book this order: {qty} {product}.',
        'Order attached, please confirm.',
        'We confirm our order for {qty} {product} at the quoted price.',
        'Please enter the attached order in your system.',
        'Kindly accept our order no. {po}.',
        'You may ship the items below, PO {po}.',
        'Could you send us {qty} {product}, please?',
        'Can you send us {qty} {product} this week? Usual account.',
        'Would you deliver {qty} {product} to our site on {date}?',
        'We need {qty} {product} sent over, please put them on our account.',
      ],
    },
    quote: {
      openers: [
        'What is your best price for {product}?',
        'Please send pricing for {qty} {product}.',
        'Could you quote us for the items in the attached list?',
        'Do you have {product} in stock and at what price?',
        'Requesting a quotation for {qty} {product}.',
      ],
    },
    rfq: {
      openers: [
        'Please submit your quotation for RFQ {rfq} via our supplier portal by {date}.',
        'RFQ {rfq} is open for bids until {date}; see the attached documents.',
      ],
    },
    other: {
      openers: [
        'Please find our quality survey attached.',
        'Our new catalogue is now online.',
        'We moved to a new office address.',
        'Could you send us your W-9 form?',
      ],
    },
  },
  de: {
    status: {
      subjects: [
        'Liefertermin {po}?',
        'Nachfrage zu Bestellung {po}',
        'Bestellung {po} offen?',
        'Fehlende Lieferung {po}',
      ],
      openers: [
        'Ist die Bestellung {po} schon verschickt?',
        'Können Sie bitte prüfen, wann die Ware zu {po} bei uns ankommt?',
        'Uns fehlt noch die Lieferung zur Bestellung {po}.',
        'Bleibt es beim Liefertermin {date} für den Auftrag {po}?',
        'Bitte teilen Sie uns den Liefertermin für Bestellung {po} mit.',
        'Die Teile aus Auftrag {po} sind noch nicht eingetroffen, was ist passiert?',
        'Haben Sie einen voraussichtlichen Termin für die Restmenge aus {po}?',
        'Können Sie bestätigen, dass der Auftrag {po} in Produktion ist?',
        'Unsere Bestellung {po} ist überfällig, bitte nennen Sie uns den neuen Termin.',
      ],
    },
    update: {
      openers: [
        'Planänderung: bitte liefern Sie den Auftrag {po} erst am {date}.',
        'Bitte reduzieren Sie die Menge {product} in Bestellung {po} auf {qty}.',
        'Bitte korrigieren Sie die Lieferadresse in Auftrag {po}.',
        'Wir müssen die Bestellung {po} leider komplett stornieren.',
        'Bitte teilen Sie die Lieferung zu {po} in zwei Sendungen auf.',
        'Können Sie die Lieferung des Auftrags {po} auf den {date} vorziehen?',
      ],
    },
    order: {
      openers: [
        'Bitte buchen Sie folgenden Auftrag: {qty} {product}.',
        'Bestellung anbei, bitte bestätigen.',
        'Wir bestätigen unsere Bestellung über {qty} {product} zum angebotenen Preis.',
        'Bitte erfassen Sie die beigefügte Bestellung in Ihrem System.',
        'Bitte nehmen Sie unseren Auftrag Nr. {po} an.',
        'Können Sie uns {qty} {product} schicken?',
        'Könnten Sie uns bitte {qty} {product} liefern?',
        'Schicken Sie uns bitte {qty} {product} auf unser Konto.',
        'Wir brauchen {qty} {product}, bitte an unsere Adresse liefern.',
      ],
    },
    quote: {
      openers: [
        'Was ist Ihr bester Preis für {product}?',
        'Bitte senden Sie uns Preise für {qty} {product}.',
        'Haben Sie {product} auf Lager und zu welchem Preis?',
        'Wir benötigen ein Angebot über {qty} {product}.',
      ],
    },
    rfq: {
      openers: [
        'Bitte geben Sie Ihr Angebot zur RFQ {rfq} bis zum {date} über unser Lieferantenportal ab.',
        'Die Ausschreibung {rfq} läuft bis {date}; die Unterlagen finden Sie im Anhang.',
      ],
    },
    other: {
      openers: [
        'Anbei unser Fragebogen zur Lieferantenbewertung.',
        'Unser neuer Katalog ist jetzt online.',
        'Wir sind an eine neue Adresse umgezogen.',
      ],
    },
  },
  fr: {
    status: {
      subjects: [
        'Date de livraison {po} ?',
        'Relance commande {po}',
        'Commande {po} toujours en attente',
        'Livraison manquante {po}',
      ],
      openers: [
        'La commande {po} est-elle déjà partie ?',
        'Pouvez-vous vérifier quand nous recevrons la marchandise de la commande {po} ?',
        'Il nous manque toujours la livraison de la commande {po}.',
        'La livraison du {date} pour la commande {po} est-elle maintenue ?',
        'Merci de nous communiquer la date de livraison de la commande {po}.',
        "Les pièces de la commande {po} ne sont pas encore arrivées, que s'est-il passé ?",
        'Avez-vous une date pour le reliquat de la commande {po} ?',
        'Pouvez-vous confirmer que la commande {po} est en production ?',
        'Notre commande {po} est en retard, merci de nous donner une nouvelle date.',
      ],
    },
    update: {
      openers: [
        'Changement de programme : merci de livrer la commande {po} le {date}.',
        'Merci de réduire la quantité de {product} sur la commande {po} à {qty}.',
        "Merci de corriger l'adresse de livraison de la commande {po}.",
        'Nous devons malheureusement annuler entièrement la commande {po}.',
        'Merci de scinder la livraison de la commande {po} en deux envois.',
        'Pouvez-vous avancer la livraison de la commande {po} au {date} ?',
      ],
    },
    order: {
      openers: [
        'Merci d’enregistrer la commande suivante : {qty} {product}.',
        'Commande ci-jointe, merci de confirmer.',
        'Nous confirmons notre commande de {qty} {product} au prix proposé.',
        'Merci de saisir la commande jointe dans votre système.',
        'Pourriez-vous nous envoyer {qty} {product} ?',
        'Pouvez-vous nous livrer {qty} {product} pour le {date} ?',
        'Merci de nous expédier {qty} {product} sur notre compte.',
        'Tu peux nous envoyer {qty} {product} ?',
      ],
    },
    quote: {
      openers: [
        'Quel est votre meilleur prix pour {product} ?',
        'Merci de nous transmettre vos tarifs pour {qty} {product}.',
        'Avez-vous des {product} en stock et à quel prix ?',
        'Nous avons besoin d’un devis pour {qty} {product}.',
      ],
    },
    rfq: {
      openers: [
        'Merci de déposer votre offre pour la RFQ {rfq} sur notre portail fournisseurs avant le {date}.',
      ],
    },
    other: {
      openers: [
        'Veuillez trouver ci-joint notre questionnaire qualité.',
        'Notre nouveau catalogue est en ligne.',
        'Nous avons déménagé à une nouvelle adresse.',
      ],
    },
  },
  es: {
    status: {
      subjects: [
        '¿Fecha de entrega {po}?',
        'Seguimiento del pedido {po}',
        'Pedido {po} pendiente',
        'Entrega pendiente {po}',
      ],
      openers: [
        '¿Ya se ha enviado el pedido {po}?',
        '¿Pueden comprobar cuándo recibiremos la mercancía del pedido {po}?',
        'Todavía nos falta la entrega del pedido {po}.',
        '¿Se mantiene la entrega del {date} para el pedido {po}?',
        'Por favor, indíquennos la fecha de entrega del pedido {po}.',
        'Las piezas del pedido {po} aún no han llegado, ¿qué ha pasado?',
        '¿Tienen fecha para el resto del pedido {po}?',
        '¿Pueden confirmar que el pedido {po} está en producción?',
        'Nuestro pedido {po} va con retraso, indíquennos la nueva fecha.',
      ],
    },
    update: {
      openers: [
        'Cambio de planes: entreguen el pedido {po} el {date}, por favor.',
        'Por favor, reduzcan la cantidad de {product} del pedido {po} a {qty}.',
        'Corrijan la dirección de envío del pedido {po}, por favor.',
        'Lamentablemente tenemos que anular el pedido {po} por completo.',
        'Por favor, dividan la entrega del pedido {po} en dos envíos.',
        '¿Pueden adelantar la entrega del pedido {po} al {date}?',
      ],
    },
    order: {
      openers: [
        'Por favor, registren el siguiente pedido: {qty} {product}.',
        'Adjunto pedido, por favor confirmen.',
        'Confirmamos nuestro pedido de {qty} {product} al precio ofertado.',
        'Les pasamos el pedido adjunto para que lo den de alta.',
        '¿Nos podéis enviar {qty} {product}?',
        '¿Pueden enviarnos {qty} {product} para el {date}?',
        'Envíennos {qty} {product} a la dirección de siempre.',
        'Mandadnos {qty} {product}, por favor.',
      ],
    },
    quote: {
      openers: [
        '¿Cuál es su mejor precio para {product}?',
        'Por favor, envíennos precios para {qty} {product}.',
        '¿Tienen {product} en stock y a qué precio?',
        'Necesitamos un presupuesto de {qty} {product}.',
      ],
    },
    rfq: {
      openers: [
        'Presenten su oferta para la RFQ {rfq} en nuestro portal de proveedores antes del {date}.',
      ],
    },
    other: {
      openers: [
        'Adjuntamos nuestro cuestionario de calidad.',
        'Nuestro nuevo catálogo ya está disponible en línea.',
        'Nos hemos trasladado a una nueva dirección.',
      ],
    },
  },
  it: {
    status: {
      subjects: [
        'Data di consegna {po}?',
        'Sollecito ordine {po}',
        'Ordine {po} ancora aperto',
        'Consegna mancante {po}',
      ],
      openers: [
        "L'ordine {po} è già stato spedito?",
        "Potete verificare quando riceveremo la merce dell'ordine {po}?",
        "Ci manca ancora la consegna dell'ordine {po}.",
        "È confermata la consegna del {date} per l'ordine {po}?",
        "Vi preghiamo di comunicarci la data di consegna dell'ordine {po}.",
        "I pezzi dell'ordine {po} non sono ancora arrivati, cosa è successo?",
        "Avete una data per il residuo dell'ordine {po}?",
        "Potete confermare che l'ordine {po} è in produzione?",
        'Il nostro ordine {po} è in ritardo, indicateci la nuova data.',
      ],
    },
    update: {
      openers: [
        "Cambio di programma: consegnate l'ordine {po} il {date}.",
        "Vi preghiamo di ridurre la quantità di {product} nell'ordine {po} a {qty}.",
        "Correggete l'indirizzo di spedizione dell'ordine {po}, per favore.",
        "Purtroppo dobbiamo annullare completamente l'ordine {po}.",
        "Dividete la consegna dell'ordine {po} in due spedizioni, per favore.",
        "Potete anticipare la consegna dell'ordine {po} al {date}?",
      ],
    },
    order: {
      openers: [
        'Vi preghiamo di registrare il seguente ordine: {qty} {product}.',
        'Ordine in allegato, vi prego di confermare.',
        "Confermiamo l'ordine di {qty} {product} al prezzo offerto.",
        "Inserite l'ordine allegato nel vostro sistema.",
        'Potete spedirci {qty} {product}?',
        'Ci mandate {qty} {product} entro il {date}?',
        'Vi chiediamo di consegnarci {qty} {product}.',
        'Inviateci {qty} {product} al solito indirizzo.',
      ],
    },
    quote: {
      openers: [
        'Qual è il vostro miglior prezzo per {product}?',
        'Inviateci i prezzi per {qty} {product}.',
        'Avete {product} a magazzino e a che prezzo?',
        'Ci serve un preventivo per {qty} {product}.',
      ],
    },
    rfq: {
      openers: [
        'Presentate la vostra offerta per la RFQ {rfq} sul nostro portale fornitori entro il {date}.',
      ],
    },
    other: {
      openers: [
        'In allegato il nostro questionario qualità.',
        'Il nostro nuovo catalogo è online.',
        'Ci siamo trasferiti in una nuova sede.',
      ],
    },
  },
  nl: {
    status: {
      subjects: [
        'Leverdatum {po}?',
        'Navraag order {po}',
        'Order {po} nog open',
        'Ontbrekende levering {po}',
      ],
      openers: [
        'Is order {po} al verzonden?',
        'Kunt u nagaan wanneer wij de goederen van order {po} ontvangen?',
        'Wij missen nog steeds de levering van order {po}.',
        'Blijft de levering van {date} voor order {po} staan?',
        'Graag de leverdatum van onze bestelling {po} doorgeven.',
        'De onderdelen van order {po} zijn nog niet binnen, wat is er gebeurd?',
        'Heeft u een datum voor de restlevering van {po}?',
        'Kunt u bevestigen dat order {po} in productie is?',
        'Onze order {po} is te laat, graag de nieuwe datum.',
      ],
    },
    update: {
      openers: [
        'Wijziging in planning: graag order {po} pas op {date} leveren.',
        'Graag het aantal {product} in order {po} verlagen naar {qty}.',
        'Graag het afleveradres van order {po} corrigeren.',
        'Helaas moeten wij order {po} volledig annuleren.',
        'Graag de levering van {po} in twee zendingen splitsen.',
        'Kunt u de levering van order {po} vervroegen naar {date}?',
      ],
    },
    order: {
      openers: [
        'Graag de volgende order boeken: {qty} {product}.',
        'Order in de bijlage, graag bevestigen.',
        'Wij bevestigen onze bestelling van {qty} {product} tegen de geoffreerde prijs.',
        'Graag de bijgevoegde order in uw systeem invoeren.',
        'Kunnen jullie ons {qty} {product} sturen?',
        'Kunt u ons {qty} {product} leveren op {date}?',
        'Stuur ons {qty} {product} op rekening.',
        'Willen jullie {qty} {product} naar ons magazijn sturen?',
      ],
    },
    quote: {
      openers: [
        'Wat is uw beste prijs voor {product}?',
        'Graag prijzen voor {qty} {product}.',
        'Heeft u {product} op voorraad en tegen welke prijs?',
        'Wij hebben een offerte nodig voor {qty} {product}.',
      ],
    },
    rfq: {
      openers: ['Dien uw aanbieding voor RFQ {rfq} voor {date} in via ons leveranciersportaal.'],
    },
    other: {
      openers: [
        'Bijgaand onze kwaliteitsvragenlijst.',
        'Onze nieuwe catalogus staat online.',
        'Wij zijn verhuisd naar een nieuw adres.',
      ],
    },
  },
};
