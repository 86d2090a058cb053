/**
 * Hand-written mails for the cases real inboxes get wrong (issue 18): a new message whose words
 * belong to another intent (a chase that mentions the quote, a cancellation that names the order),
 * requests that never use the intent's usual word (tenders, call-offs, repeat orders), mail read
 * only through its attachment, and business-looking mail that asks for nothing (hard negatives).
 * `thread` quotes an earlier message of that intent below the new one, as mail clients do: the new
 * text decides, the quoted part is context only. Slots as in types.ts.
 */
import type { BaseIntent } from './generate';

export interface HardCase {
  intent: BaseIntent;
  subject: string;
  body: string;
  /** An earlier message of this intent quoted below the new text. */
  thread?: BaseIntent;
  /** The request is in the attachment; the body is empty or says only 'see attached'. */
  attachment?: { filename: string; text: string };
}

export const HARD_CASES: Record<string, HardCase[]> = {
  en: [
    {
      intent: 'order',
      subject: '',
      body: 'Sent from my iPhone',
      attachment: {
        filename: 'doc_{po}.pdf',
        text: 'PURCHASE ORDER {po}\nYour ref.: quotation {qref}\nSupplier account: 40021\nPos Qty Description Price\n1 {qty} {product} 8.70\nDelivery address: Goods receiving, Gate 2\nPayment 30 days net',
      },
    },
    {
      intent: 'other',
      subject: '',
      body: '',
      attachment: {
        filename: 'avis_{inv}.pdf',
        text: 'REMITTANCE ADVICE\nPayment date {date}\nInvoice {inv} 1,240.00\nTotal paid 1,240.00 by bank transfer',
      },
    },
    {
      intent: 'status',
      subject: 'RE: Price enquiry {product}',
      body: 'Still waiting on the quotation for the items below, sent last week. When will we have it? The project team needs numbers by Friday.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Chasing our enquiry',
      body: 'Any news on our request from {date}? We have not received your offer yet.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Order acknowledgement {po}?',
      body: 'We placed order {po} on {date} but never got an acknowledgement. Can you confirm you have it and give us a ship date?',
    },
    {
      intent: 'status',
      subject: 'Back-ordered lines on {po}',
      body: 'We received part of {po} yesterday. When will the outstanding {product} follow?',
    },
    {
      intent: 'update',
      subject: 'Cancellation {po}',
      body: 'Please cancel purchase order {po} entirely, the job has been called off. Confirm nothing ships.',
    },
    {
      intent: 'update',
      subject: 'New delivery address for {po}',
      body: 'Please send order {po} to our new warehouse instead: Unit 9, Riverside Park, Leeds LS10 1AB. Everything else stays the same.',
    },
    {
      intent: 'update',
      subject: 'Push back delivery {po}',
      body: 'Our site is not ready, can you hold order {po} and deliver on {date} instead of next week?',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'RE: Request for quotation {rfq}',
      body: 'Small change to the enquiry below before you price it: make the {product} {qty} instead, add 10 x {product} and drop line 3.',
      thread: 'quote',
    },
    {
      intent: 'update',
      subject: 'RE: Order confirmation {po}',
      body: 'Thanks for the confirmation. Please increase line 2 to {qty} pieces and leave the rest as is.',
      thread: 'order',
    },
    {
      intent: 'order',
      subject: 'RE: Your offer {qref}',
      body: 'We accept your offer {qref}. Please go ahead and deliver as quoted, our PO number is {po}.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Repeat order',
      body: 'Please send us the same again as on our order {po} of last month, same quantities and address.',
    },
    {
      intent: 'order',
      subject: 'Call-off {po}',
      body: 'Under our framework agreement please release the next call-off: {qty} x {product}, delivery by {date}.',
    },
    {
      intent: 'order',
      subject: 'URGENT order {po}',
      body: 'Urgent: machine down. Please dispatch {qty} x {product} today on our PO {po}, overnight courier.',
    },
    {
      intent: 'quote',
      subject: 'Order {product}',
      body: 'We would like to order {qty} {product}, but before we do please let us know your price and lead time.',
    },
    {
      intent: 'quote',
      subject: 'RE: Dispatch note {po}',
      body: 'Goods arrived, thanks. Different topic: could you price {qty} x {product} for us?',
      thread: 'status',
    },
    {
      intent: 'rfq',
      subject: 'Tender {rfq} - maintenance consumables',
      body: 'You are invited to submit a bid for tender {rfq}. Closing date {date}, 12:00. Prices fixed for 12 months, delivery DAP, payment 60 days. Use the response form attached; late submissions are not considered.',
    },
    {
      intent: 'rfq',
      subject: 'Sourcing event {rfq} is open',
      body: 'This is an automated message from the buyer portal. A new sourcing event {rfq} has been published for your company. Log in to view the lines and enter your bid before {date}. Do not reply to this e-mail.',
    },
    {
      intent: 'rfq',
      subject: 'RFP {rfq} spare parts',
      body: 'Please find our RFP {rfq} for annual supply of {product}. Responses due {date}; evaluation on price, lead time and quality.',
    },
    {
      intent: 'other',
      subject: 'This month only: 20% off {product}',
      body: 'Our new catalogue is out. {product} now from 4.90 each, order now online and get free shipping. Unsubscribe here.',
    },
    {
      intent: 'other',
      subject: 'Price adjustment from 1 {date}',
      body: 'Due to rising raw material costs our list prices will increase by 6% from {date}. Orders placed before that date are invoiced at current prices.',
    },
    {
      intent: 'other',
      subject: 'Remittance advice',
      body: 'Payment advice: we have transferred 4,820.00 EUR today settling invoices {inv}. This message was generated automatically by our accounts payable system.',
    },
    {
      intent: 'other',
      subject: 'Order confirmation {po}',
      body: 'Thank you for your order {po}. We confirm delivery of {qty} {product} to you on {date}. Our terms of sale apply.',
    },
    {
      intent: 'other',
      subject: 'Damaged delivery',
      body: 'Just to let you know we are very unhappy: the last two deliveries arrived damaged and the driver was rude. This is not the service we expect.',
    },
    {
      intent: 'other',
      subject: 'Certificates for {po}',
      body: 'For our quality file please send the material certificates 3.1 for the goods delivered on order {po}.',
    },
    {
      intent: 'order',
      subject: '',
      body: 'See attached.',
      attachment: {
        filename: 'PO_{po}.pdf',
        text: 'PURCHASE ORDER {po}\nDate: {date}\nQty Description Unit price\n{qty} {product} 12.40\nDeliver to: Goods In\nPlease confirm this order.',
      },
    },
    {
      intent: 'rfq',
      subject: '.',
      body: '',
      attachment: {
        filename: 'scan_{rfq}.pdf',
        text: 'REQUEST FOR QUOTATION {rfq}\nClosing date: {date}\nItem Qty Description\n1 {qty} {product}\nQuotations must be valid 90 days. Terms: DAP, 30 days.',
      },
    },
  ],
  de: [
    {
      intent: 'order',
      subject: '',
      body: 'Von meinem iPhone gesendet',
      attachment: {
        filename: 'doc_{po}.pdf',
        text: 'BESTELLUNG Nr. {po}\nIhr Angebot {qref} vom {date}\nLieferantennummer 40021\nPos Menge Bezeichnung Preis\n1 {qty} {product} 8,70\nLieferanschrift: Wareneingang Tor 2\nZahlung 30 Tage netto',
      },
    },
    {
      intent: 'other',
      subject: '',
      body: '',
      attachment: {
        filename: 'avis_{inv}.pdf',
        text: 'ZAHLUNGSAVIS\nZahlungsdatum {date}\nRechnung {inv} 1.240,00\nGesamtbetrag 1.240,00 per Überweisung',
      },
    },
    {
      intent: 'status',
      subject: 'AW: Anfrage {product}',
      body: 'Wie ist der Stand zu unserer Anfrage unten? Das Angebot fehlt uns noch, wir müssen bis Freitag entscheiden.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Nachfrage Angebot',
      body: 'Gibt es schon Neuigkeiten zu unserer Preisanfrage vom {date}? Bisher haben wir kein Angebot erhalten.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Auftragsbestätigung {po} fehlt',
      body: 'Zu unserer Bestellung {po} vom {date} liegt uns noch keine Auftragsbestätigung vor. Bitte bestätigen Sie den Eingang und den Liefertermin.',
    },
    {
      intent: 'status',
      subject: 'Restmenge {po}',
      body: 'Die Teillieferung zu {po} ist angekommen. Wann kommen die fehlenden Positionen?',
    },
    {
      intent: 'update',
      subject: 'Storno Bestellung {po}',
      body: 'Bitte stornieren Sie unsere Bestellung {po} komplett, das Projekt wurde gestoppt. Bitte kurz bestätigen.',
    },
    {
      intent: 'update',
      subject: 'Geänderte Lieferanschrift {po}',
      body: 'Bitte liefern Sie den Auftrag {po} an unser neues Lager: Industriestraße 12, 70565 Stuttgart. Sonst bleibt alles gleich.',
    },
    {
      intent: 'update',
      subject: 'Liefertermin verschieben {po}',
      body: 'Können Sie die Lieferung zu {po} bitte auf den {date} verschieben? Unsere Halle ist noch nicht fertig.',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'AW: Preisanfrage {rfq}',
      body: 'Kleine Änderung an der Anfrage unten: bei {product} bitte {qty} Stück rechnen, Position 3 entfällt und zusätzlich 5 Stück {product}.',
      thread: 'quote',
    },
    {
      intent: 'update',
      subject: 'AW: Auftragsbestätigung {po}',
      body: 'Danke für die Bestätigung. Bitte erhöhen Sie Position 1 auf {qty} Stück, der Rest bleibt.',
      thread: 'order',
    },
    {
      intent: 'order',
      subject: 'AW: Ihr Angebot {qref}',
      body: 'Hiermit nehmen wir Ihr Angebot {qref} an. Bitte liefern Sie wie angeboten, unsere Bestellnummer lautet {po}.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Nachbestellung',
      body: 'Bitte liefern Sie uns nochmals dasselbe wie mit Bestellung {po}, gleiche Mengen und gleiche Anschrift.',
    },
    {
      intent: 'order',
      subject: 'Abruf {po}',
      body: 'Aus dem Rahmenvertrag rufen wir ab: {qty} x {product}, Liefertermin {date}.',
    },
    {
      intent: 'order',
      subject: 'EILT: Bestellung {po}',
      body: 'Dringend, Anlage steht: bitte heute noch {qty} x {product} per Express versenden, Bestellnummer {po}.',
    },
    {
      intent: 'quote',
      subject: 'Bestellung {product}',
      body: 'Wir möchten gerne {qty} {product} bestellen, bitte nennen Sie uns vorher Preis und Lieferzeit.',
    },
    {
      intent: 'quote',
      subject: 'AW: Versandavis {po}',
      body: 'Ware ist da, danke. Anderes Thema: was kosten {qty} x {product}?',
      thread: 'status',
    },
    {
      intent: 'rfq',
      subject: 'Ausschreibung {rfq} Verbrauchsmaterial',
      body: 'Wir laden Sie ein, sich an der Ausschreibung {rfq} zu beteiligen. Abgabefrist {date}, 12 Uhr. Preisbindung 12 Monate, Lieferung DAP, Zahlung 60 Tage. Bitte das beigefügte Formular verwenden.',
    },
    {
      intent: 'rfq',
      subject: 'Neues Beschaffungsereignis {rfq}',
      body: 'Diese Nachricht wurde automatisch vom Lieferantenportal erzeugt. Für Ihr Unternehmen wurde das Ereignis {rfq} freigegeben. Bitte melden Sie sich an und geben Sie Ihr Gebot bis {date} ab. Bitte nicht auf diese E-Mail antworten.',
    },
    {
      intent: 'rfq',
      subject: 'Vergabe {rfq}',
      body: 'Vergabenummer {rfq}: Lieferung von {product} für zwei Jahre. Angebotsfrist {date}, Bindefrist 90 Tage, Zuschlag nach Preis und Lieferzeit.',
    },
    {
      intent: 'other',
      subject: 'Nur diese Woche: 20 % auf {product}',
      body: 'Der neue Katalog ist da. {product} jetzt ab 4,90 EUR, jetzt online bestellen und versandkostenfrei erhalten. Newsletter abbestellen.',
    },
    {
      intent: 'other',
      subject: 'Preisanpassung zum {date}',
      body: 'Aufgrund gestiegener Rohstoffkosten erhöhen wir unsere Listenpreise zum {date} um 6 %. Bestellungen bis dahin berechnen wir zu den bisherigen Preisen.',
    },
    {
      intent: 'other',
      subject: 'Zahlungsavis',
      body: 'Wir haben heute 4.820,00 EUR überwiesen zum Ausgleich der Rechnungen {inv}. Dieses Avis wurde maschinell erstellt.',
    },
    {
      intent: 'other',
      subject: 'Auftragsbestätigung {po}',
      body: 'Vielen Dank für Ihren Auftrag {po}. Wir bestätigen die Lieferung von {qty} {product} zum {date}. Es gelten unsere Verkaufsbedingungen.',
    },
    {
      intent: 'other',
      subject: 'Beschwerde',
      body: 'Ich möchte mich beschweren: die letzten Lieferungen kamen beschädigt an und niemand hat zurückgerufen. So geht das nicht.',
    },
    {
      intent: 'other',
      subject: 'Zeugnisse zu {po}',
      body: 'Für unsere Qualitätsdokumentation benötigen wir die Abnahmeprüfzeugnisse 3.1 zur gelieferten Ware aus Bestellung {po}.',
    },
    {
      intent: 'order',
      subject: '',
      body: 's. Anhang',
      attachment: {
        filename: 'Bestellung_{po}.pdf',
        text: 'BESTELLUNG {po}\nDatum: {date}\nMenge Bezeichnung Preis\n{qty} {product} 12,40\nLieferanschrift: Wareneingang\nBitte senden Sie uns eine Auftragsbestätigung.',
      },
    },
    {
      intent: 'quote',
      subject: '',
      body: '',
      attachment: {
        filename: 'Anfrage_{rfq}.pdf',
        text: 'PREISANFRAGE\nBitte bieten Sie uns an:\n{qty} {product}\nmit Lieferzeit und Versandkosten.',
      },
    },
  ],
  fr: [
    {
      intent: 'order',
      subject: '',
      body: 'Envoyé de mon iPhone',
      attachment: {
        filename: 'doc_{po}.pdf',
        text: 'COMMANDE N° {po}\nVotre devis {qref} du {date}\nCompte fournisseur 40021\nPos Qté Désignation Prix\n1 {qty} {product} 8,70\nAdresse de livraison : réception, porte 2\nPaiement 30 jours net',
      },
    },
    {
      intent: 'other',
      subject: '',
      body: '',
      attachment: {
        filename: 'avis_{inv}.pdf',
        text: 'AVIS DE PAIEMENT\nDate de paiement {date}\nFacture {inv} 1 240,00\nTotal réglé 1 240,00 par virement',
      },
    },
    {
      intent: 'status',
      subject: 'RE: Demande de prix {product}',
      body: 'Nous attendons toujours votre devis pour la demande ci-dessous. Quand pourrons-nous l’avoir ? Le chantier démarre lundi.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Relance devis',
      body: 'Avez-vous du nouveau concernant notre demande du {date} ? Nous n’avons pas encore reçu votre offre.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Accusé de réception {po} ?',
      body: 'Nous avons passé la commande {po} le {date} mais n’avons reçu aucun accusé de réception. Pouvez-vous confirmer et nous donner une date d’expédition ?',
    },
    {
      intent: 'status',
      subject: 'Reliquat {po}',
      body: 'Nous avons reçu une partie de la commande {po}. Quand le reste des {product} sera-t-il expédié ?',
    },
    {
      intent: 'update',
      subject: 'Annulation commande {po}',
      body: 'Merci d’annuler intégralement notre commande {po}, le projet est abandonné. Merci de confirmer.',
    },
    {
      intent: 'update',
      subject: 'Nouvelle adresse de livraison {po}',
      body: 'Merci de livrer la commande {po} à notre nouvel entrepôt : 14 rue des Forges, 69007 Lyon. Le reste est inchangé.',
    },
    {
      intent: 'update',
      subject: 'Report de livraison {po}',
      body: 'Pouvez-vous décaler la livraison de {po} au {date} ? Notre atelier n’est pas prêt.',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'RE: Demande de devis {rfq}',
      body: 'Petite modification avant chiffrage : passez les {product} à {qty}, ajoutez 5 {product} et supprimez la ligne 3.',
      thread: 'quote',
    },
    {
      intent: 'update',
      subject: 'RE: Confirmation de commande {po}',
      body: 'Merci pour la confirmation. Merci de passer la ligne 2 à {qty} pièces, le reste ne change pas.',
      thread: 'order',
    },
    {
      intent: 'order',
      subject: 'RE: Votre offre {qref}',
      body: 'Nous acceptons votre offre {qref}. Merci de livrer selon votre proposition, notre numéro de commande est {po}.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Même commande que la dernière fois',
      body: 'Merci de nous renvoyer la même chose que sur notre commande {po}, mêmes quantités, même adresse.',
    },
    {
      intent: 'order',
      subject: 'Appel de livraison {po}',
      body: 'Dans le cadre de notre accord-cadre, merci de livrer : {qty} x {product}, pour le {date}.',
    },
    {
      intent: 'order',
      subject: 'URGENT commande {po}',
      body: 'Urgent, machine à l’arrêt : merci d’expédier aujourd’hui {qty} x {product} sur notre commande {po}, en express.',
    },
    {
      intent: 'quote',
      subject: 'Commande {product}',
      body: 'Nous voudrions commander {qty} {product}, mais pouvez-vous d’abord nous indiquer le prix et le délai ?',
    },
    {
      intent: 'quote',
      subject: 'RE: Avis d’expédition {po}',
      body: 'Colis bien reçu, merci. Autre chose : quel serait votre prix pour {qty} x {product} ?',
      thread: 'status',
    },
    {
      intent: 'rfq',
      subject: 'Appel d’offres {rfq} consommables',
      body: 'Vous êtes invités à remettre une offre pour le marché {rfq}. Date limite de remise {date}, 12h. Prix fermes 12 mois, livraison DAP, paiement 60 jours. Utiliser le bordereau joint.',
    },
    {
      intent: 'rfq',
      subject: 'Nouvel événement de sourcing {rfq}',
      body: 'Message automatique de la plateforme achats. L’événement {rfq} a été publié pour votre société. Connectez-vous pour consulter les lignes et déposer votre réponse avant le {date}. Merci de ne pas répondre à ce message.',
    },
    {
      intent: 'rfq',
      subject: 'Marché {rfq}',
      body: 'Référence {rfq} : fourniture de {product} sur deux ans. Remise des plis avant le {date}, validité 90 jours, critères prix et délai.',
    },
    {
      intent: 'other',
      subject: 'Ce mois-ci : -20 % sur {product}',
      body: 'Notre nouveau catalogue est arrivé. {product} à partir de 4,90 €, commandez maintenant en ligne, livraison offerte. Se désabonner.',
    },
    {
      intent: 'other',
      subject: 'Hausse tarifaire au {date}',
      body: 'En raison de la hausse des matières premières, nos prix catalogue augmenteront de 6 % au {date}. Les commandes passées avant cette date restent au tarif actuel.',
    },
    {
      intent: 'other',
      subject: 'Avis de paiement',
      body: 'Nous avons effectué ce jour un virement de 4 820,00 € réglant les factures {inv}. Message généré automatiquement.',
    },
    {
      intent: 'other',
      subject: 'Confirmation de votre commande {po}',
      body: 'Nous vous remercions pour votre commande {po} et confirmons la livraison de {qty} {product} le {date}. Nos conditions générales de vente s’appliquent.',
    },
    {
      intent: 'other',
      subject: 'Mécontentement',
      body: 'Je tiens à vous dire notre mécontentement : les deux dernières livraisons sont arrivées abîmées. Ce n’est pas acceptable.',
    },
    {
      intent: 'other',
      subject: 'Certificats {po}',
      body: 'Pour notre dossier qualité, merci de nous transmettre les certificats matière 3.1 des produits livrés sur la commande {po}.',
    },
    {
      intent: 'order',
      subject: '',
      body: 'Envoyé de mon iPhone',
      attachment: {
        filename: 'BC_{po}.pdf',
        text: 'BON DE COMMANDE {po}\nDate : {date}\nQté Désignation PU\n{qty} {product} 12,40\nLivraison : magasin\nMerci de nous retourner un accusé de réception.',
      },
    },
    {
      intent: 'rfq',
      subject: '',
      body: 'Voir pièce jointe.',
      attachment: {
        filename: 'consultation_{rfq}.pdf',
        text: 'CONSULTATION {rfq}\nDate limite de réponse : {date}\nLot 1 : {qty} {product}\nOffre valable 90 jours, conditions de paiement 45 jours.',
      },
    },
  ],
  es: [
    {
      intent: 'order',
      subject: '',
      body: 'Enviado desde mi iPhone',
      attachment: {
        filename: 'doc_{po}.pdf',
        text: 'PEDIDO DE COMPRA Nº {po}\nSu oferta {qref} del {date}\nProveedor 40021\nPos Cant. Descripción Precio\n1 {qty} {product} 8,70\nDirección de entrega: recepción, puerta 2\nPago a 30 días',
      },
    },
    {
      intent: 'other',
      subject: '',
      body: '',
      attachment: {
        filename: 'avis_{inv}.pdf',
        text: 'AVISO DE PAGO\nFecha de pago {date}\nFactura {inv} 1.240,00\nTotal pagado 1.240,00 por transferencia',
      },
    },
    {
      intent: 'status',
      subject: 'RE: Petición de precio {product}',
      body: 'Seguimos sin recibir el presupuesto de la petición de abajo. ¿Cuándo lo tendremos? Lo necesitamos esta semana.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Seguimiento de nuestra solicitud',
      body: '¿Hay novedades sobre nuestra solicitud del {date}? Todavía no nos ha llegado vuestra oferta.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: '¿Confirmación del pedido {po}?',
      body: 'Enviamos el pedido {po} el {date} y no hemos recibido confirmación. ¿Podéis confirmar que lo tenéis y la fecha de envío?',
    },
    {
      intent: 'status',
      subject: 'Pendiente del pedido {po}',
      body: 'Recibimos parte del pedido {po}. ¿Cuándo saldrá el resto de {product}?',
    },
    {
      intent: 'update',
      subject: 'Anulación pedido {po}',
      body: 'Por favor, anulad el pedido {po} completo, el proyecto se ha cancelado. Confirmadnos que no sale nada.',
    },
    {
      intent: 'update',
      subject: 'Nueva dirección de entrega {po}',
      body: 'Por favor, entregad el pedido {po} en nuestro nuevo almacén: Calle Forja 8, 50014 Zaragoza. Lo demás sigue igual.',
    },
    {
      intent: 'update',
      subject: 'Retrasar entrega {po}',
      body: '¿Podéis retrasar la entrega del pedido {po} al {date}? La obra no está lista.',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'RE: Solicitud de presupuesto {rfq}',
      body: 'Un cambio antes de que lo valoréis: poned {qty} de {product}, añadid 5 {product} y quitad la línea 3.',
      thread: 'quote',
    },
    {
      intent: 'update',
      subject: 'RE: Confirmación de pedido {po}',
      body: 'Gracias por la confirmación. Por favor, subid la línea 2 a {qty} unidades, el resto igual.',
      thread: 'order',
    },
    {
      intent: 'order',
      subject: 'RE: Vuestra oferta {qref}',
      body: 'Aceptamos vuestra oferta {qref}. Podéis servir según lo ofertado, nuestro número de pedido es {po}.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Repetir pedido',
      body: 'Por favor, enviadnos lo mismo que en nuestro pedido {po} del mes pasado, mismas cantidades y dirección.',
    },
    {
      intent: 'order',
      subject: 'Entrega contra contrato marco {po}',
      body: 'Con cargo al contrato marco, solicitamos la siguiente entrega: {qty} x {product} para el {date}.',
    },
    {
      intent: 'order',
      subject: 'URGENTE pedido {po}',
      body: 'Urgente, máquina parada: enviad hoy mismo {qty} x {product} con nuestro pedido {po}, por urgente.',
    },
    {
      intent: 'quote',
      subject: 'Pedido {product}',
      body: 'Queremos pedir {qty} {product}, pero antes indicadnos precio y plazo de entrega, por favor.',
    },
    {
      intent: 'quote',
      subject: 'RE: Aviso de expedición {po}',
      body: 'Material recibido, gracias. Otra cosa: ¿qué precio tendrían {qty} x {product}?',
      thread: 'status',
    },
    {
      intent: 'rfq',
      subject: 'Licitación {rfq} consumibles',
      body: 'Le invitamos a presentar oferta en la licitación {rfq}. Fecha límite {date}, 12:00. Precios fijos 12 meses, entrega DAP, pago a 60 días. Utilice el formulario adjunto.',
    },
    {
      intent: 'rfq',
      subject: 'Nuevo evento de compra {rfq}',
      body: 'Mensaje automático del portal de proveedores. Se ha publicado el evento {rfq} para su empresa. Acceda para ver las líneas y presentar su oferta antes del {date}. No responda a este correo.',
    },
    {
      intent: 'rfq',
      subject: 'Expediente {rfq}',
      body: 'Expediente {rfq}: suministro de {product} durante dos años. Plazo de presentación {date}, validez 90 días, adjudicación por precio y plazo.',
    },
    {
      intent: 'other',
      subject: 'Solo este mes: 20 % en {product}',
      body: 'Ya está aquí el nuevo catálogo. {product} desde 4,90 €, compra ahora en nuestra tienda online con envío gratis. Darse de baja.',
    },
    {
      intent: 'other',
      subject: 'Actualización de tarifas {date}',
      body: 'Debido al aumento de las materias primas, nuestras tarifas subirán un 6 % a partir del {date}. Los pedidos anteriores se facturan al precio actual.',
    },
    {
      intent: 'other',
      subject: 'Aviso de pago',
      body: 'Hemos realizado hoy una transferencia de 4.820,00 € que liquida las facturas {inv}. Mensaje generado automáticamente.',
    },
    {
      intent: 'other',
      subject: 'Confirmación de su pedido {po}',
      body: 'Gracias por su pedido {po}. Confirmamos la entrega de {qty} {product} el {date}. Se aplican nuestras condiciones de venta.',
    },
    {
      intent: 'other',
      subject: 'Queja',
      body: 'Quiero dejar constancia de nuestro malestar: las dos últimas entregas llegaron dañadas. No es el servicio que esperamos.',
    },
    {
      intent: 'other',
      subject: 'Certificados {po}',
      body: 'Para nuestro archivo de calidad necesitamos los certificados 3.1 del material entregado con el pedido {po}.',
    },
    {
      intent: 'order',
      subject: '',
      body: 'Enviado desde mi móvil',
      attachment: {
        filename: 'pedido_{po}.pdf',
        text: 'PEDIDO {po}\nFecha: {date}\nCant. Descripción Precio\n{qty} {product} 12,40\nEntrega: almacén\nRogamos confirmación del pedido.',
      },
    },
    {
      intent: 'quote',
      subject: '',
      body: 'Adjunto.',
      attachment: {
        filename: 'solicitud.pdf',
        text: 'SOLICITUD DE PRECIO\nRogamos nos coticen:\n{qty} {product}\ncon plazo de entrega y portes.',
      },
    },
  ],
  it: [
    {
      intent: 'order',
      subject: '',
      body: 'Inviato da iPhone',
      attachment: {
        filename: 'doc_{po}.pdf',
        text: 'ORDINE D’ACQUISTO N. {po}\nRif. vostra offerta {qref} del {date}\nCodice fornitore 40021\nPos Qtà Descrizione Prezzo\n1 {qty} {product} 8,70\nLuogo di consegna: ricevimento merci, cancello 2\nPagamento 30 gg d.f.',
      },
    },
    {
      intent: 'other',
      subject: '',
      body: '',
      attachment: {
        filename: 'avis_{inv}.pdf',
        text: 'AVVISO DI PAGAMENTO\nData pagamento {date}\nFattura {inv} 1.240,00\nTotale pagato 1.240,00 con bonifico',
      },
    },
    {
      intent: 'status',
      subject: 'R: Richiesta prezzi {product}',
      body: 'Siamo ancora in attesa dell’offerta per la richiesta qui sotto. Quando potremo averla? Ci serve entro venerdì.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Sollecito richiesta',
      body: 'Ci sono novità sulla nostra richiesta del {date}? Non abbiamo ancora ricevuto il vostro preventivo.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Conferma ordine {po}?',
      body: 'Abbiamo inviato l’ordine {po} il {date} ma non abbiamo ricevuto conferma. Potete confermare e indicarci la data di spedizione?',
    },
    {
      intent: 'status',
      subject: 'Residuo ordine {po}',
      body: 'Abbiamo ricevuto parte dell’ordine {po}. Quando arriva il resto dei {product}?',
    },
    {
      intent: 'update',
      subject: 'Annullamento ordine {po}',
      body: 'Vi preghiamo di annullare completamente l’ordine {po}, il progetto è stato sospeso. Grazie di confermare.',
    },
    {
      intent: 'update',
      subject: 'Nuovo indirizzo di consegna {po}',
      body: 'Vi chiediamo di consegnare l’ordine {po} al nuovo magazzino: Via dell’Industria 21, 40138 Bologna. Il resto resta invariato.',
    },
    {
      intent: 'update',
      subject: 'Spostare consegna {po}',
      body: 'Potete posticipare la consegna dell’ordine {po} al {date}? Il cantiere non è pronto.',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'R: Richiesta di offerta {rfq}',
      body: 'Una modifica prima che quotiate: portate i {product} a {qty}, aggiungete 5 {product} e togliete la riga 3.',
      thread: 'quote',
    },
    {
      intent: 'update',
      subject: 'R: Conferma d’ordine {po}',
      body: 'Grazie della conferma. Vi chiediamo di aumentare la riga 2 a {qty} pezzi, il resto invariato.',
      thread: 'order',
    },
    {
      intent: 'order',
      subject: 'R: Vostra offerta {qref}',
      body: 'Accettiamo la vostra offerta {qref}. Procedete pure con la consegna come da offerta, il nostro numero d’ordine è {po}.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Riordino',
      body: 'Vi chiediamo di rimandarci lo stesso materiale dell’ordine {po} del mese scorso, stesse quantità e stesso indirizzo.',
    },
    {
      intent: 'order',
      subject: 'Richiamo su contratto quadro {po}',
      body: 'Nell’ambito del contratto quadro richiediamo la consegna di {qty} x {product} entro il {date}.',
    },
    {
      intent: 'order',
      subject: 'URGENTE ordine {po}',
      body: 'Urgente, macchina ferma: spedite oggi stesso {qty} x {product} sul nostro ordine {po}, con corriere espresso.',
    },
    {
      intent: 'quote',
      subject: 'Ordine {product}',
      body: 'Vorremmo ordinare {qty} {product}, ma prima ci indicate prezzo e tempi di consegna?',
    },
    {
      intent: 'quote',
      subject: 'R: Avviso di spedizione {po}',
      body: 'Merce arrivata, grazie. Altra cosa: che prezzo ci fate per {qty} x {product}?',
      thread: 'status',
    },
    {
      intent: 'rfq',
      subject: 'Gara {rfq} materiali di consumo',
      body: 'Siete invitati a presentare offerta per la procedura {rfq}. Termine ultimo {date}, ore 12. Prezzi fissi 12 mesi, resa DAP, pagamento 60 giorni. Utilizzare il modulo allegato.',
    },
    {
      intent: 'rfq',
      subject: 'Nuovo evento di acquisto {rfq}',
      body: 'Messaggio generato automaticamente dal portale fornitori. È stato pubblicato l’evento {rfq} per la vostra azienda. Accedete per vedere le righe e inserire la vostra offerta entro il {date}. Non rispondere a questa e-mail.',
    },
    {
      intent: 'rfq',
      subject: 'Procedura CIG {rfq}',
      body: 'CIG {rfq}: fornitura di {product} per due anni. Scadenza presentazione {date}, validità 90 giorni, aggiudicazione al prezzo più basso.',
    },
    {
      intent: 'other',
      subject: 'Solo questo mese: -20% su {product}',
      body: 'È uscito il nuovo catalogo. {product} da 4,90 €, ordina subito online con spedizione gratuita. Annulla l’iscrizione.',
    },
    {
      intent: 'other',
      subject: 'Aggiornamento listino dal {date}',
      body: 'A causa dell’aumento delle materie prime, dal {date} i nostri prezzi di listino aumenteranno del 6 %. Gli ordini precedenti restano ai prezzi attuali.',
    },
    {
      intent: 'other',
      subject: 'Avviso di pagamento',
      body: 'Oggi abbiamo disposto un bonifico di 4.820,00 € a saldo delle fatture {inv}. Messaggio generato automaticamente.',
    },
    {
      intent: 'other',
      subject: 'Conferma del vostro ordine {po}',
      body: 'Vi ringraziamo per l’ordine {po} e confermiamo la consegna di {qty} {product} il {date}. Valgono le nostre condizioni di vendita.',
    },
    {
      intent: 'other',
      subject: 'Reclamo',
      body: 'Vi scrivo per esprimere il nostro disappunto: le ultime due consegne sono arrivate danneggiate. Non è il servizio che ci aspettiamo.',
    },
    {
      intent: 'other',
      subject: 'Certificati {po}',
      body: 'Per la nostra documentazione qualità ci servono i certificati 3.1 del materiale consegnato con l’ordine {po}.',
    },
    {
      intent: 'order',
      subject: 'Scansione',
      body: '',
      attachment: {
        filename: 'Scan_{po}.pdf',
        text: 'ORDINE D’ACQUISTO {po}\ndel {date}\nQtà Descrizione Prezzo\n{qty} {product} 12,40\nConsegna: magazzino\nSi prega di inviare conferma d’ordine.',
      },
    },
    {
      intent: 'rfq',
      subject: '',
      body: 'In allegato.',
      attachment: {
        filename: 'RDO_{rfq}.pdf',
        text: 'RICHIESTA DI OFFERTA {rfq}\nScadenza: {date}\nLotto 1: {qty} {product}\nValidità offerta 90 giorni, pagamento 60 gg.',
      },
    },
  ],
  nl: [
    {
      intent: 'order',
      subject: '',
      body: 'Verzonden vanaf mijn iPhone',
      attachment: {
        filename: 'doc_{po}.pdf',
        text: 'INKOOPORDER {po}\nUw offerte {qref} van {date}\nLeveranciersnummer 40021\nPos Aantal Omschrijving Prijs\n1 {qty} {product} 8,70\nAfleveradres: goederenontvangst, poort 2\nBetaling 30 dagen netto',
      },
    },
    {
      intent: 'other',
      subject: '',
      body: '',
      attachment: {
        filename: 'avis_{inv}.pdf',
        text: 'BETALINGSADVIES\nBetaaldatum {date}\nFactuur {inv} 1.240,00\nTotaal betaald 1.240,00 per overboeking',
      },
    },
    {
      intent: 'status',
      subject: 'RE: Prijsaanvraag {product}',
      body: 'We wachten nog steeds op de offerte voor de aanvraag hieronder. Wanneer kunnen we die verwachten? We moeten vrijdag beslissen.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Herinnering aanvraag',
      body: 'Is er al nieuws over onze aanvraag van {date}? We hebben uw offerte nog niet ontvangen.',
      thread: 'quote',
    },
    {
      intent: 'status',
      subject: 'Orderbevestiging {po}?',
      body: 'We hebben order {po} op {date} geplaatst maar geen bevestiging ontvangen. Kunt u bevestigen en een verzenddatum geven?',
    },
    {
      intent: 'status',
      subject: 'Backorder {po}',
      body: 'Een deel van order {po} is binnen. Wanneer volgen de overige {product}?',
    },
    {
      intent: 'update',
      subject: 'Annulering order {po}',
      body: 'Wilt u order {po} volledig annuleren? Het project gaat niet door. Graag een bevestiging.',
    },
    {
      intent: 'update',
      subject: 'Nieuw afleveradres {po}',
      body: 'Graag order {po} leveren op ons nieuwe magazijn: Havenweg 14, 3089 JB Rotterdam. Verder blijft alles gelijk.',
    },
    {
      intent: 'update',
      subject: 'Levering {po} verschuiven',
      body: 'Kunt u de levering van order {po} uitstellen tot {date}? De bouwplaats is nog niet klaar.',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'RE: Offerteaanvraag {rfq}',
      body: 'Een wijziging voordat u gaat rekenen: {product} graag {qty} stuks, 5 {product} erbij en regel 3 vervalt.',
      thread: 'quote',
    },
    {
      intent: 'update',
      subject: 'RE: Orderbevestiging {po}',
      body: 'Bedankt voor de bevestiging. Wilt u regel 2 verhogen naar {qty} stuks? De rest blijft hetzelfde.',
      thread: 'order',
    },
    {
      intent: 'order',
      subject: 'RE: Uw offerte {qref}',
      body: 'Wij gaan akkoord met uw offerte {qref}. U mag leveren zoals aangeboden, ons ordernummer is {po}.',
      thread: 'quote',
    },
    {
      intent: 'order',
      subject: 'Nabestelling',
      body: 'Graag nogmaals hetzelfde leveren als op onze order {po} van vorige maand, zelfde aantallen en adres.',
    },
    {
      intent: 'order',
      subject: 'Afroep {po}',
      body: 'Op basis van de raamovereenkomst roepen wij af: {qty} x {product}, levering uiterlijk {date}.',
    },
    {
      intent: 'order',
      subject: 'SPOED order {po}',
      body: 'Spoed, machine staat stil: graag vandaag nog {qty} x {product} versturen op ons ordernummer {po}, per koerier.',
    },
    {
      intent: 'quote',
      subject: 'Bestelling {product}',
      body: 'We willen graag {qty} {product} bestellen, maar kunt u eerst prijs en levertijd doorgeven?',
    },
    {
      intent: 'quote',
      subject: 'RE: Verzendbericht {po}',
      body: 'Pakket is binnen, dank. Iets anders: wat kosten {qty} x {product}?',
      thread: 'status',
    },
    {
      intent: 'rfq',
      subject: 'Aanbesteding {rfq} verbruiksartikelen',
      body: 'U wordt uitgenodigd in te schrijven op aanbesteding {rfq}. Sluitingsdatum {date}, 12:00 uur. Vaste prijzen 12 maanden, levering DAP, betaling 60 dagen. Gebruik het bijgevoegde inschrijfformulier.',
    },
    {
      intent: 'rfq',
      subject: 'Nieuw inkoopevent {rfq}',
      body: 'Dit is een automatisch bericht van het leveranciersportaal. Event {rfq} is voor uw bedrijf gepubliceerd. Log in om de regels te bekijken en uw bod in te dienen voor {date}. Niet beantwoorden.',
    },
    {
      intent: 'rfq',
      subject: 'Kenmerk {rfq}',
      body: 'Kenmerk {rfq}: levering van {product} voor twee jaar. Inschrijven tot {date}, gestanddoening 90 dagen, gunning op prijs en levertijd.',
    },
    {
      intent: 'other',
      subject: 'Alleen deze maand: 20% op {product}',
      body: 'De nieuwe catalogus is uit. {product} al vanaf € 4,90, bestel nu online met gratis verzending. Afmelden.',
    },
    {
      intent: 'other',
      subject: 'Prijsaanpassing per {date}',
      body: 'Door gestegen grondstofkosten verhogen wij onze prijzen per {date} met 6%. Bestellingen daarvoor worden tegen de huidige prijzen gefactureerd.',
    },
    {
      intent: 'other',
      subject: 'Betalingsadvies',
      body: 'Vandaag hebben wij € 4.820,00 overgemaakt ter voldoening van facturen {inv}. Dit bericht is automatisch aangemaakt.',
    },
    {
      intent: 'other',
      subject: 'Bevestiging van uw order {po}',
      body: 'Hartelijk dank voor uw order {po}. Wij bevestigen levering van {qty} {product} op {date}. Onze verkoopvoorwaarden zijn van toepassing.',
    },
    {
      intent: 'other',
      subject: 'Klacht',
      body: 'Ik wil laten weten dat we ontevreden zijn: de laatste twee leveringen kwamen beschadigd aan. Dit is niet de service die we verwachten.',
    },
    {
      intent: 'other',
      subject: 'Certificaten {po}',
      body: 'Voor ons kwaliteitsdossier hebben wij de 3.1-certificaten nodig van de geleverde goederen op order {po}.',
    },
    {
      intent: 'order',
      subject: '',
      body: 'Zie bijlage',
      attachment: {
        filename: 'Inkooporder_{po}.pdf',
        text: 'INKOOPORDER {po}\nDatum: {date}\nAantal Omschrijving Prijs\n{qty} {product} 12,40\nAfleveren: magazijn\nGraag een orderbevestiging.',
      },
    },
    {
      intent: 'rfq',
      subject: '.',
      body: '',
      attachment: {
        filename: 'offerteaanvraag_{rfq}.pdf',
        text: 'OFFERTEAANVRAAG {rfq}\nSluitingsdatum: {date}\nPerceel 1: {qty} {product}\nGeldigheid 90 dagen, betaling 30 dagen.',
      },
    },
  ],
};
