/**
 * Mail whose grammar points away from its intent: orders asked as a favour with no PO ('could you
 * let us have …? to the usual gate'), one-line acceptances of a quote ('OK, go'), a price request
 * under an order subject ('if the price suits we order'), complaints that ask for the right goods
 * (a complaint, not an order), and carrier notices that call themselves automatic (a notice, not
 * an auto-reply); against them, questions that stay what they look like: availability (a price
 * request), 'received, will come back' in a quote thread (other) and polite chases (status). Same
 * shape and slots as `hard-cases.ts`; every fifth case of a language (counted over all hard-case
 * files) is held out.
 */
import type { HardCase } from './hard-cases';

export const ASKED_HARD_CASES: Record<string, HardCase[]> = {
  en: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Could you let us have {qty} {product} and a couple of spare packs? Drop them at the usual gate, no hurry, any day this week works.',
    },
    {
      intent: 'other',
      subject: 'Wrong goods on delivery {po}',
      body: 'Today’s delivery had {qty} of the wrong item in it, the label says {product} but the box holds something else. Please send the correct ones and have the wrong ones picked up.',
    },
    {
      intent: 'order',
      subject: 'RE: Your quotation {qref}',
      body: 'OK, go.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} for the workshop',
      body: 'Would you mind sending {qty} {product} over to our workshop? Same account as always.',
    },
    {
      intent: 'quote',
      subject: 'Order {product}',
      body: 'Give me your sharpest price on {qty} {product}. If it works for us we’ll place the order this week.',
    },
    {
      intent: 'other',
      subject: 'Your shipment {tracking} is on its way',
      body: 'Great news! Your shipment from {company} is on its way. Expected delivery: {date}, 08:00–12:00. Track it with {tracking}. This is an automatic message, replies are not read.',
    },
    {
      intent: 'other',
      subject: 'Damaged {product}',
      body: 'Half of the {product} from order {po} arrived crushed and cannot be used. Photos attached. Please send replacements and let us know how you want the damaged ones returned.',
    },
    {
      intent: 'order',
      subject: 'Re: Quote {qref}',
      body: 'Fine, go for it.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} again',
      body: 'Can you get {qty} {product} out to us like last month? Deliver to stores as usual.',
    },
    {
      intent: 'order',
      subject: '{product}',
      body: 'Could you send us {qty} {product} with your next van? Same account as before.',
    },
    {
      intent: 'quote',
      subject: 'stock?',
      body: 'Have you got {qty} {product} on the shelf? We would need them first thing tomorrow.',
    },
    {
      intent: 'other',
      subject: 'RE: Quotation {qref}',
      body: 'Thanks, received. I will run it past the engineer and get back to you next week.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Could you let us know when {po} leaves you? Site wants a day.',
    },
    {
      intent: 'status',
      subject: 'Order {po}',
      body: 'Would you tell us where {po} is? It was due on {date}.',
    },
  ],
  de: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Würden Sie uns bitte {qty} {product} zukommen lassen? Anlieferung wie gehabt an Halle 3, eilt nicht.',
    },
    {
      intent: 'other',
      subject: 'Falsche Ware geliefert – Lieferschein {po}',
      body: 'In der heutigen Lieferung waren {qty} falsche Artikel, bestellt hatten wir {product}. Bitte schicken Sie die richtigen und lassen Sie die falschen wieder abholen.',
    },
    {
      intent: 'order',
      subject: 'AW: Ihr Angebot {qref}',
      body: 'Passt, machen wir so.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} für die Werkstatt',
      body: 'Könntet ihr uns {qty} {product} in die Werkstatt schicken? Wie immer auf unser Kundenkonto.',
    },
    {
      intent: 'quote',
      subject: 'Bestellung {product}',
      body: 'Nennen Sie mir bitte Ihren besten Preis für {qty} {product}. Wenn der Preis stimmt, bestellen wir noch diese Woche.',
    },
    {
      intent: 'other',
      subject: 'Ihr Paket {tracking} ist unterwegs',
      body: 'Gute Nachrichten! Ihr Paket von {company} ist unterwegs. Voraussichtliche Zustellung: {date}, 8–12 Uhr. Sendung verfolgen: {tracking}. Dies ist eine automatische Nachricht, Antworten werden nicht gelesen.',
    },
    {
      intent: 'other',
      subject: 'Beschädigte {product}',
      body: 'Die Hälfte der {product} aus Auftrag {po} kam zerdrückt an und ist unbrauchbar. Fotos anbei. Bitte Ersatz schicken und sagen Sie uns, wie die kaputten zurückgehen sollen.',
    },
    {
      intent: 'order',
      subject: 'AW: Angebot {qref}',
      body: 'Ok, geht klar so.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Nochmal {product}',
      body: 'Können Sie uns wie letzten Monat {qty} {product} liefern? An das Lager wie immer.',
    },
    {
      intent: 'quote',
      subject: 'Lager?',
      body: 'Haben Sie {qty} {product} am Lager? Wir bräuchten sie morgen früh.',
    },
    {
      intent: 'other',
      subject: 'AW: Angebot {qref}',
      body: 'Danke, ist angekommen. Ich gebe es an die Technik weiter und melde mich nächste Woche.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Könnten Sie uns sagen, wann {po} bei Ihnen rausgeht? Die Baustelle braucht einen Tag.',
    },
    {
      intent: 'status',
      subject: 'Bestellung {po}',
      body: 'Würden Sie uns sagen, wo {po} bleibt? Sie war für {date} zugesagt.',
    },
  ],
  fr: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Auriez-vous la gentillesse de nous envoyer {qty} {product} ? Livraison au quai habituel, rien d’urgent.',
    },
    {
      intent: 'other',
      subject: 'Erreur de livraison BL {po}',
      body: 'La livraison de ce matin contenait {qty} mauvais articles, nous avions commandé {product}. Merci de nous envoyer les bons et de faire reprendre les autres.',
    },
    {
      intent: 'order',
      subject: 'RE: Votre devis {qref}',
      body: 'OK pour nous, allez-y.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} pour l’atelier',
      body: 'Tu pourrais nous faire parvenir {qty} {product} à l’atelier ? Sur notre compte comme d’habitude.',
    },
    {
      intent: 'quote',
      subject: 'Commande {product}',
      body: 'Donnez-moi votre meilleur prix pour {qty} {product}. Si le prix nous convient, nous passerons commande cette semaine.',
    },
    {
      intent: 'other',
      subject: 'Votre envoi {tracking} est en route',
      body: 'Bonne nouvelle ! Votre envoi de {company} est en route. Livraison prévue : {date}, entre 8h et 12h. Suivi : {tracking}. Ceci est un message automatique, les réponses ne sont pas lues.',
    },
    {
      intent: 'other',
      subject: '{product} abîmés',
      body: 'La moitié des {product} de la commande {po} est arrivée écrasée, inutilisable. Photos jointes. Merci d’envoyer un remplacement et de nous dire comment retourner les pièces abîmées.',
    },
    {
      intent: 'order',
      subject: 'Re: Devis {qref}',
      body: 'C’est bon, on y va.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Encore des {product}',
      body: 'Vous pouvez nous livrer {qty} {product} comme le mois dernier ? Au magasin, comme d’habitude.',
    },
    {
      intent: 'quote',
      subject: 'Stock ?',
      body: 'Vous avez {qty} {product} en stock ? Il nous les faudrait demain matin.',
    },
    {
      intent: 'other',
      subject: 'RE: Devis {qref}',
      body: 'Merci, bien reçu. Je le transmets au bureau d’études et je reviens vers vous la semaine prochaine.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Pourriez-vous nous dire quand {po} part de chez vous ? Le chantier veut une date.',
    },
    {
      intent: 'status',
      subject: 'Commande {po}',
      body: 'Vous pouvez nous dire où en est {po} ? Elle était prévue pour le {date}.',
    },
  ],
  es: [
    {
      intent: 'order',
      subject: '{product}',
      body: '¿Nos haríais el favor de mandar {qty} {product}? Descarga en el muelle de siempre, sin prisa.',
    },
    {
      intent: 'other',
      subject: 'Material equivocado albarán {po}',
      body: 'En la entrega de hoy venían {qty} artículos que no son, habíamos pedido {product}. Por favor enviad los correctos y pasad a recoger los otros.',
    },
    {
      intent: 'order',
      subject: 'RE: Vuestro presupuesto {qref}',
      body: 'Vale, adelante.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} para el taller',
      body: '¿Podríais enviarnos {qty} {product} al taller? A nuestra cuenta como siempre.',
    },
    {
      intent: 'quote',
      subject: 'Pedido {product}',
      body: 'Pasadme vuestro mejor precio para {qty} {product}. Si el precio encaja, hacemos el pedido esta semana.',
    },
    {
      intent: 'other',
      subject: 'Tu envío {tracking} está en camino',
      body: '¡Buenas noticias! Tu envío de {company} está en camino. Entrega prevista: {date}, de 8:00 a 12:00. Seguimiento: {tracking}. Este es un mensaje automático, no se leen las respuestas.',
    },
    {
      intent: 'other',
      subject: '{product} dañados',
      body: 'La mitad de los {product} del pedido {po} llegó aplastada y no sirve. Adjunto fotos. Enviad reposición y decidnos cómo devolver los dañados.',
    },
    {
      intent: 'order',
      subject: 'Re: Oferta {qref}',
      body: 'Ok, tirad para adelante.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Otra vez {product}',
      body: '¿Nos podéis servir {qty} {product} como el mes pasado? Al almacén de siempre.',
    },
    {
      intent: 'quote',
      subject: '¿stock?',
      body: '¿Tenéis {qty} {product} en almacén? Los necesitaríamos mañana a primera hora.',
    },
    {
      intent: 'other',
      subject: 'RE: Presupuesto {qref}',
      body: 'Gracias, recibido. Se lo paso al técnico y os digo algo la semana que viene.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: '¿Nos podríais decir cuándo sale {po}? La obra quiere una fecha.',
    },
    {
      intent: 'status',
      subject: 'Pedido {po}',
      body: '¿Me decís dónde está el {po}? Estaba previsto para el {date}.',
    },
  ],
  it: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Ci fareste la cortesia di mandarci {qty} {product}? Scarico alla solita baia, nessuna fretta.',
    },
    {
      intent: 'other',
      subject: 'Merce sbagliata DDT {po}',
      body: 'Nella consegna di oggi c’erano {qty} articoli sbagliati, avevamo ordinato {product}. Per favore mandate quelli giusti e fate ritirare gli altri.',
    },
    {
      intent: 'order',
      subject: 'R: Vostro preventivo {qref}',
      body: 'Ok, andate avanti.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} per l’officina',
      body: 'Potreste mandarci {qty} {product} in officina? Sul nostro conto come sempre.',
    },
    {
      intent: 'quote',
      subject: 'Ordine {product}',
      body: 'Mi fate il vostro miglior prezzo per {qty} {product}? Se il prezzo è giusto, ordiniamo entro la settimana.',
    },
    {
      intent: 'other',
      subject: 'La tua spedizione {tracking} è in viaggio',
      body: 'Buone notizie! La tua spedizione da {company} è in viaggio. Consegna prevista: {date}, 8:00–12:00. Tracciamento: {tracking}. Questo è un messaggio automatico, le risposte non vengono lette.',
    },
    {
      intent: 'other',
      subject: '{product} danneggiati',
      body: 'Metà dei {product} dell’ordine {po} è arrivata schiacciata, inutilizzabile. Foto in allegato. Mandateci la sostituzione e diteci come rendere quelli danneggiati.',
    },
    {
      intent: 'order',
      subject: 'Re: Offerta {qref}',
      body: 'Va bene, procedete.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Ancora {product}',
      body: 'Ci potete consegnare {qty} {product} come il mese scorso? Al magazzino di sempre.',
    },
    {
      intent: 'quote',
      subject: 'magazzino?',
      body: 'Avete {qty} {product} a magazzino? Ci servirebbero domattina presto.',
    },
    {
      intent: 'other',
      subject: 'R: Preventivo {qref}',
      body: 'Grazie, ricevuto. Lo giro all’ufficio tecnico e vi faccio sapere la settimana prossima.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Potreste dirci quando parte {po}? Il cantiere vuole una data.',
    },
    {
      intent: 'status',
      subject: 'Ordine {po}',
      body: 'Ci dite a che punto è {po}? Era previsto per il {date}.',
    },
  ],
  nl: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Zouden jullie {qty} {product} naar ons willen sturen? Lossen bij de gewone dock, geen haast.',
    },
    {
      intent: 'other',
      subject: 'Verkeerde artikelen pakbon {po}',
      body: 'In de levering van vandaag zaten {qty} verkeerde artikelen, wij hadden {product} besteld. Graag de juiste sturen en de andere laten ophalen.',
    },
    {
      intent: 'order',
      subject: 'RE: Uw offerte {qref}',
      body: 'Prima, ga je gang.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: '{product} voor de werkplaats',
      body: 'Kun je ons {qty} {product} naar de werkplaats sturen? Op onze rekening zoals altijd.',
    },
    {
      intent: 'quote',
      subject: 'Bestelling {product}',
      body: 'Geef me jullie scherpste prijs voor {qty} {product}. Als de prijs klopt, bestellen we deze week nog.',
    },
    {
      intent: 'other',
      subject: 'Je pakket {tracking} is onderweg',
      body: 'Goed nieuws! Je pakket van {company} is onderweg. Verwachte levering: {date}, tussen 8:00 en 12:00. Volgen via {tracking}. Dit is een automatisch bericht, reacties worden niet gelezen.',
    },
    {
      intent: 'other',
      subject: 'Beschadigde {product}',
      body: 'De helft van de {product} van order {po} kwam geplet aan en is onbruikbaar. Foto’s bijgevoegd. Stuur vervanging en laat weten hoe we de kapotte terugsturen.',
    },
    {
      intent: 'order',
      subject: 'Re: Offerte {qref}',
      body: 'Akkoord, ga maar door.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Weer {product}',
      body: 'Kunnen jullie ons {qty} {product} leveren zoals vorige maand? Naar het magazijn zoals altijd.',
    },
    {
      intent: 'quote',
      subject: 'voorraad?',
      body: 'Hebben jullie {qty} {product} op voorraad? We zouden ze morgenvroeg nodig hebben.',
    },
    {
      intent: 'other',
      subject: 'RE: Offerte {qref}',
      body: 'Dank je, ontvangen. Ik leg het voor aan de technische dienst en laat volgende week iets weten.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Kunnen jullie ons laten weten wanneer {po} bij jullie vertrekt? De bouwplaats wil een dag.',
    },
    {
      intent: 'status',
      subject: 'Order {po}',
      body: 'Kun je ons vertellen waar {po} blijft? Die stond voor {date}.',
    },
  ],
};
