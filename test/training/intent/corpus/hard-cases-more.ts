/**
 * More hand-written mails of the kinds issue 18 lists, in other words than `hard-cases.ts`: public
 * invitations to quote and portal events that never say RFQ, edits to a request still being priced
 * (sent without the original below), replies that turn to a new matter, 'we would order, price
 * first', chases of part deliveries and missing acknowledgements, and carrier notices, job
 * applications and shop newsletters that ask for nothing. Same shape and slots as `hard-cases.ts`.
 */
import type { HardCase } from './hard-cases';

export const MORE_HARD_CASES: Record<string, HardCase[]> = {
  en: [
    {
      intent: 'rfq',
      subject: 'ITQ {rfq} - supply of {product} to the county depots',
      body: 'The Council invites suitably experienced suppliers to quote for the supply of {product} over 24 months. Return the completed pricing schedule through the e-tendering portal by {date}, 14:00. Evaluation: 70% price, 30% quality. Late returns cannot be considered.',
    },
    {
      intent: 'rfq',
      subject: 'You have been invited: event {rfq}',
      body: 'Your company has been invited to respond to sourcing event {rfq} ({product}, estimated {qty} units a year). Bidding closes {date} 16:00 CET. Log in to the supplier portal to download the documents and place your sealed bid. This mailbox is not monitored.',
    },
    {
      intent: 'update',
      subject: 'Further to my enquiry this morning',
      body: 'Two tweaks to the enquiry I sent you earlier, please, before you work it up:\n- make the {product} {qty} off, not 4\n- take off the last line, we have it in stock\nEverything else unchanged.',
    },
    {
      intent: 'quote',
      subject: 'RE: Invoice {inv}',
      body: 'Thanks, the credit note is fine. On a different matter: can you give me a figure for {qty} x {product}, delivered next week?',
      thread: 'other',
    },
    {
      intent: 'quote',
      subject: 'Order for {product}',
      body: 'We are about to order {qty} {product} but need your price and delivery time first; if it suits, the PO follows straight away.',
    },
    {
      intent: 'status',
      subject: 'Short delivery on {po}',
      body: 'Only half of order {po} turned up today, the {product} were missing from the pallet and the delivery note says nothing about a back order. When can we expect the balance?',
    },
    {
      intent: 'other',
      subject: 'Your delivery from {company} is on its way',
      body: 'Good news: your parcel {tracking} is out for delivery today between 10:00 and 12:00. Not in? Change your delivery day with the link below. Please do not reply to this message.',
    },
    {
      intent: 'other',
      subject: 'Application - internal sales role',
      body: 'I am writing to apply for the internal sales position advertised on your website. For six years I have handled price requests, quotations and customer orders for an industrial distributor. My CV is attached and I would welcome an interview.',
    },
    {
      intent: 'other',
      subject: 'Summer deals: {product} from 3.99',
      body: 'View in browser. This week only: {product} at trade prices, free delivery over 150.00. Order online before 4pm for next-day dispatch. You receive this mail as a registered trade customer. Unsubscribe.',
    },
  ],
  de: [
    {
      intent: 'rfq',
      subject: 'Aufforderung zur Angebotsabgabe {rfq}',
      body: 'Die Stadtwerke beabsichtigen die Beschaffung von {product} für die Jahre 2025 und 2026. Die Vergabeunterlagen mit Preisblatt finden Sie auf der Vergabeplattform. Angebote sind bis {date}, 10:00 Uhr elektronisch einzureichen; verspätete Angebote werden nicht berücksichtigt.',
    },
    {
      intent: 'rfq',
      subject: 'Einladung zum Ereignis {rfq}',
      body: 'Sie wurden eingeladen, an der Ausschreibungsrunde {rfq} für {product} teilzunehmen. Gebotsabgabe bis {date}, 17:00 Uhr, ausschließlich über das Lieferantenportal. Dies ist eine automatisch versendete Nachricht.',
    },
    {
      intent: 'update',
      subject: 'Nachtrag zu meiner Anfrage',
      body: 'Zu meiner Anfrage von gestern bitte folgende Korrekturen, bevor Sie kalkulieren:\n- {product}: {qty} statt 20 Stück\n- zusätzlich 4 St. Befestigungssatz\n- die letzte Position fällt weg\nDer Rest bleibt wie angefragt.',
    },
    {
      intent: 'quote',
      subject: 'AW: Lieferschein {po}',
      body: 'Danke, alles vollständig angekommen. Ganz anderes Thema: was würde uns {qty} x {product} kosten, und wie schnell könnten Sie liefern?',
      thread: 'status',
    },
    {
      intent: 'quote',
      subject: 'Bestellung {product}',
      body: 'Wir hätten vor, {qty} {product} bei Ihnen zu bestellen. Bevor wir das tun, bräuchten wir bitte Ihren Preis und die Lieferzeit, dann geht die Bestellung sofort raus.',
    },
    {
      intent: 'status',
      subject: 'Teillieferung {po}',
      body: 'Zu unserer Bestellung {po} kam heute nur ein Teil an, die {product} fehlen noch und auf dem Lieferschein steht kein Rückstand. Bis wann kommt der Rest?',
    },
    {
      intent: 'status',
      subject: 'Eingang unserer Bestellung {po}?',
      body: 'Letzte Woche haben wir Ihnen die Bestellung {po} geschickt, eine Bestätigung haben wir bis heute nicht bekommen. Ist sie bei Ihnen eingegangen, und wann wird geliefert?',
    },
    {
      intent: 'other',
      subject: 'Ihr Paket kommt heute',
      body: 'Ihre Sendung {tracking} wird heute zwischen 12:00 und 14:00 Uhr zugestellt. Nicht zu Hause? Ändern Sie Ihren Zustelltermin online. Diese Nachricht wurde automatisch erstellt.',
    },
    {
      intent: 'other',
      subject: 'Bewerbung als Mitarbeiter Innendienst',
      body: 'hiermit bewerbe ich mich um die ausgeschriebene Stelle im Vertriebsinnendienst. In meiner bisherigen Tätigkeit habe ich Angebote erstellt und Aufträge abgewickelt. Meinen Lebenslauf finden Sie im Anhang.',
    },
  ],
  fr: [
    {
      intent: 'rfq',
      subject: 'Consultation {rfq} - fourniture de {product}',
      body: 'La communauté de communes vous invite à remettre une offre pour la fourniture de {product} pendant deux ans. Le dossier de consultation et le bordereau de prix sont disponibles sur la plateforme. Date limite de remise des offres : {date} à 12h00. Les offres hors délai ne seront pas ouvertes.',
    },
    {
      intent: 'rfq',
      subject: 'Invitation à l’événement {rfq}',
      body: 'Votre société est invitée à participer à l’événement d’achat {rfq} ({product}). Clôture des offres le {date} à 17h. Connectez-vous au portail fournisseurs pour déposer votre réponse. Merci de ne pas répondre à ce message.',
    },
    {
      intent: 'update',
      subject: 'Complément à ma demande d’hier',
      body: 'Concernant ma demande de prix d’hier, merci de corriger avant de chiffrer :\n- {product} : {qty} au lieu de 6\n- rajoutez 3 kits de fixation\n- enlevez la dernière ligne, nous l’avons trouvée en stock\nLe reste ne change pas.',
    },
    {
      intent: 'quote',
      subject: 'RE: Facture {inv}',
      body: 'Merci pour l’avoir, c’est réglé. Autre chose : pourriez-vous me faire un prix pour {qty} x {product} ?',
      thread: 'other',
    },
    {
      intent: 'quote',
      subject: 'Commande {product}',
      body: 'Nous souhaitons vous commander {qty} {product}, mais avant de passer commande il nous faut votre prix et votre délai.',
    },
    {
      intent: 'status',
      subject: 'Livraison incomplète {po}',
      body: 'Nous avons reçu ce matin une partie de la commande {po} seulement, les {product} manquent. Pour quand est prévu le solde ?',
    },
    {
      intent: 'other',
      subject: 'Votre colis arrive aujourd’hui',
      body: 'Votre colis {tracking} est en cours de livraison, créneau prévu 9h-11h. Absent ? Modifiez la date de livraison en ligne. Ceci est un message automatique.',
    },
    {
      intent: 'other',
      subject: 'Candidature - assistant commercial',
      body: 'Je vous adresse ma candidature pour le poste d’assistant commercial. Depuis cinq ans je traite des demandes de devis et je suis les commandes des clients. Vous trouverez mon CV en pièce jointe.',
    },
    {
      intent: 'other',
      subject: 'Semaine pro : -25 % sur {product}',
      body: 'Version en ligne. Cette semaine seulement : {product} à prix réduit, livraison offerte dès 150 € HT. Commandez avant 15h, expédié le jour même. Pour vous désinscrire, cliquez ici.',
    },
  ],
  es: [
    {
      intent: 'rfq',
      subject: 'Invitación a ofertar - expediente {rfq}',
      body: 'El Ayuntamiento les invita a presentar oferta para el suministro de {product} durante un año. Los pliegos y el modelo de proposición económica están en la plataforma de contratación. Plazo de recepción: hasta el {date} a las 14:00. Las ofertas fuera de plazo no serán admitidas.',
    },
    {
      intent: 'rfq',
      subject: 'Nuevo evento de compra {rfq}',
      body: 'Su empresa ha sido invitada al evento de compra {rfq} ({product}). El plazo para pujar termina el {date} a las 17:00. Acceda al portal de proveedores para ver las posiciones. Este correo se envía automáticamente, no responda.',
    },
    {
      intent: 'update',
      subject: 'Cambio en mi solicitud de ayer',
      body: 'Sobre la solicitud de precio que te mandé ayer, antes de que la valores:\n- {product}: {qty} en vez de 8\n- suma 4 juegos de fijación\n- quita la última línea, ya la tenemos\nLo demás igual.',
    },
    {
      intent: 'quote',
      subject: 'RE: Factura {inv}',
      body: 'Gracias, el abono ya está. Otro tema: ¿me puedes pasar precio de {qty} x {product} con plazo de entrega?',
      thread: 'other',
    },
    {
      intent: 'quote',
      subject: 'Pedido {product}',
      body: 'Queremos haceros un pedido de {qty} {product}, pero antes de pedir necesitamos saber precio y plazo.',
    },
    {
      intent: 'status',
      subject: 'Entrega incompleta {po}',
      body: 'Del pedido {po} solo ha llegado una parte, faltan los {product} y el albarán no indica nada pendiente. ¿Para cuándo el resto?',
    },
    {
      intent: 'other',
      subject: 'Tu envío llega hoy',
      body: 'Tu envío {tracking} está en reparto y llegará hoy entre las 10:00 y las 13:00. ¿No estarás? Cambia la entrega desde el enlace. Mensaje automático, no responda.',
    },
    {
      intent: 'other',
      subject: 'Candidatura comercial interno',
      body: 'Les escribo para presentar mi candidatura al puesto de comercial interno. Llevo cuatro años preparando presupuestos y gestionando pedidos de clientes industriales. Adjunto mi currículum.',
    },
    {
      intent: 'other',
      subject: 'Ofertas de la semana: {product}',
      body: 'Ver en el navegador. Solo esta semana: {product} con un 20 % de descuento, portes gratis desde 150 €. Compra ahora en nuestra tienda online. Darse de baja.',
    },
  ],
  it: [
    {
      intent: 'rfq',
      subject: 'Invito a presentare preventivo - {rfq}',
      body: 'Questa Amministrazione intende affidare la fornitura di {product} per l’anno in corso. Il preventivo, con prezzo unitario e tempi di consegna, va inviato via PEC entro le ore 12:00 del {date}, insieme al DGUE. Le offerte pervenute oltre il termine non saranno accettate.',
    },
    {
      intent: 'rfq',
      subject: 'Evento di acquisto {rfq}',
      body: 'La vostra azienda è stata invitata all’evento di acquisto {rfq} ({product}). Le offerte si chiudono il {date} alle 17:00 e vanno inserite solo nel portale fornitori. Messaggio automatico, non rispondere.',
    },
    {
      intent: 'update',
      subject: 'Correzione alla richiesta di ieri',
      body: 'Sulla richiesta di prezzo di ieri, prima di quotare ti chiedo di cambiare:\n- {product}: {qty} invece di 6\n- aggiungi 3 kit di fissaggio\n- togli l’ultima riga, ce l’abbiamo già\nIl resto uguale.',
    },
    {
      intent: 'quote',
      subject: 'R: Fattura {inv}',
      body: 'Grazie, la nota di credito è a posto. Altra cosa: quanto mi costerebbero {qty} x {product}? Li avete a magazzino?',
      thread: 'other',
    },
    {
      intent: 'quote',
      subject: 'Ordine {product}',
      body: 'Vorremmo ordinarvi {qty} {product}, ma prima di fare l’ordine ci servono prezzo e tempi di consegna.',
    },
    {
      intent: 'status',
      subject: 'Consegna parziale {po}',
      body: 'Dell’ordine {po} è arrivata solo una parte, mancano i {product} e la bolla non riporta residui. Entro quando arriva il resto?',
    },
    {
      intent: 'other',
      subject: 'Il tuo pacco arriva oggi',
      body: 'Il pacco {tracking} è in consegna oggi, fascia oraria 14:00 – 17:00. Non ci sei? Cambia giorno di consegna dal link. Messaggio automatico, non rispondere.',
    },
    {
      intent: 'other',
      subject: 'Candidatura addetto vendite interno',
      body: 'Vi invio la mia candidatura per il ruolo di addetto alle vendite interno. Da cinque anni preparo offerte e seguo gli ordini dei clienti. In allegato il mio curriculum.',
    },
    {
      intent: 'other',
      subject: 'Promo della settimana: {product}',
      body: 'Visualizza online. Solo questa settimana {product} scontati del 20 %, spedizione gratuita sopra 150 €. Ordina ora sul nostro shop. Annulla iscrizione.',
    },
  ],
  nl: [
    {
      intent: 'rfq',
      subject: 'Uitnodiging tot inschrijving {rfq}',
      body: 'De gemeente nodigt u uit een offerte in te dienen voor de levering van {product} gedurende twee jaar. De aanbestedingsdocumenten en het prijzenblad staan op het platform. Inschrijvingstermijn tot {date}, 12:00 uur. Te late inschrijvingen worden niet in behandeling genomen.',
    },
    {
      intent: 'rfq',
      subject: 'Nieuw inkoopevent {rfq}',
      body: 'Uw bedrijf is uitgenodigd voor inkoopevent {rfq} ({product}). Biedingen sluiten op {date} om 17:00 uur, alleen via het leveranciersportaal. Dit is een automatisch bericht, niet beantwoorden.',
    },
    {
      intent: 'update',
      subject: 'Correctie op mijn aanvraag van gisteren',
      body: 'Over mijn prijsaanvraag van gisteren, graag nog aanpassen voordat je rekent:\n- {product}: {qty} in plaats van 6\n- voeg 3 bevestigingssets toe\n- de laatste regel mag eraf\nDe rest blijft.',
    },
    {
      intent: 'quote',
      subject: 'RE: Factuur {inv}',
      body: 'Bedankt, de creditnota is binnen. Iets anders: wat kost {qty} x {product} bij jullie, en hebben jullie het op voorraad?',
      thread: 'other',
    },
    {
      intent: 'quote',
      subject: 'Bestelling {product}',
      body: 'We willen {qty} {product} bij jullie bestellen, maar voordat we bestellen graag eerst prijs en levertijd.',
    },
    {
      intent: 'status',
      subject: 'Deellevering {po}',
      body: 'Van order {po} is vandaag maar een deel binnengekomen, de {product} ontbreken en op de pakbon staat geen backorder. Wanneer komt de rest?',
    },
    {
      intent: 'other',
      subject: 'Je pakket komt vandaag',
      body: 'Je pakket {tracking} wordt vandaag tussen 13:00 en 15:00 uur bezorgd. Niet thuis? Wijzig je bezorgmoment via de link. Dit is een automatisch bericht.',
    },
    {
      intent: 'other',
      subject: 'Sollicitatie binnendienst verkoop',
      body: 'Hierbij solliciteer ik naar de functie van medewerker binnendienst verkoop. Ik maak al vijf jaar offertes en volg klantorders op. Mijn cv zit in de bijlage.',
    },
    {
      intent: 'other',
      subject: 'Weekactie: {product}',
      body: 'Bekijk online. Alleen deze week {product} met 20 % korting, gratis verzending vanaf 150 euro. Bestel nu in onze webshop. Uitschrijven.',
    },
  ],
};
