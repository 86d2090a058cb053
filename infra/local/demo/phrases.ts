import type { Language, TableHeaders } from './types';

/**
 * Phrase bank for the generated e-mails, per supported language. Placeholders in braces
 * ({ref}, {date}, {po}, {name} …) are filled by the case generator. Several variants per slot keep
 * the classifier from learning one sentence per intent.
 */

export type UnitWord = 'pcs' | 'box' | 'pack' | 'roll' | 'm' | 'pair';

export interface Phrases {
  greetings: string[];
  greetingsNamed: string[];
  closings: string[];
  quoteSubjects: string[];
  quoteOpeners: string[];
  quoteSingle: string[];
  rfqSubjects: string[];
  rfqOpeners: string[];
  rfqDeadline: string[];
  orderSubjects: string[];
  orderOpeners: string[];
  orderAgainstQuote: string[];
  updateSubjects: string[];
  updateBodies: string[];
  updateItemLine: string[];
  statusSubjects: string[];
  statusBodies: string[];
  secondaryStatus: string[];
  seeAttachment: string[];
  attachmentOpeners: Record<'quote' | 'order', string[]>;
  deliveryBy: string[];
  deliveryWeek: string[];
  relativeNextWeekday: string[];
  relativeInDays: string[];
  urgentHigh: string[];
  urgentCritical: string[];
  paymentNet: string[];
  paymentDiscount: string[];
  shipTo: string[];
  special: Record<string, string[]>;
  units: Record<UnitWord, [string, string]>;
  weekdays: string[];
  months: string[];
  fewBoxes: string[];
  genericRequest: string[];
  customerPartNumber: string[];
  quotedHeader: string[];
  distributorReply: string[];
  autoReplySubjects: string[];
  autoReplyBodies: string[];
  autoAckSubjects: string[];
  autoAckBodies: string[];
  newsletterSubjects: string[];
  newsletterBodies: string[];
  invoiceSubjects: string[];
  invoiceBodies: string[];
  complaintSubjects: string[];
  complaintBodies: string[];
  miscSubjects: string[];
  miscBodies: string[];
  tableHeaders: TableHeaders;
  legal: string[];
  titles: string[];
}

export const Phrases: Record<Language, Phrases> = {
  de: {
    greetings: ['Sehr geehrte Damen und Herren,', 'Guten Tag,', 'Hallo zusammen,', 'Moin,'],
    greetingsNamed: ['Hallo {repFirst},', 'Guten Tag {repFirst} {rep},', 'Hallo {repFirst} {rep},'],
    closings: ['Mit freundlichen Grüßen', 'Freundliche Grüße', 'Viele Grüße', 'Beste Grüße', 'MfG'],
    quoteSubjects: [
      'Anfrage {ref}',
      'Preisanfrage',
      'Angebotsanfrage {company}',
      'Bitte um Angebot',
      'Anfrage Verbindungselemente',
      'Preis und Lieferzeit?',
    ],
    quoteOpeners: [
      'bitte senden Sie uns ein Angebot über folgende Positionen:',
      'wir bitten um Ihr bestes Angebot inkl. Lieferzeit für:',
      'könnten Sie uns bitte Preis und Verfügbarkeit für die folgenden Artikel nennen?',
      'für ein aktuelles Projekt benötigen wir ein Angebot über:',
      'bitte um Preis und Lieferzeit für nachstehende Artikel:',
    ],
    quoteSingle: [
      'bitte senden Sie uns ein Angebot über {qty} {unit} {item}.',
      'was kosten bei Ihnen {qty} {unit} {item}? Bitte mit Lieferzeit.',
      'wir bräuchten ein Angebot für {qty} {unit} {item}.',
    ],
    rfqSubjects: [
      'Anfrage Nr. {ref} – Angebotsabgabe bis {deadline}',
      'Ausschreibung {ref}',
      'RFQ {ref} Instandhaltungsmaterial',
      'Bedarfsanfrage {ref}',
    ],
    rfqOpeners: [
      'im Rahmen unserer Bedarfsanfrage {ref} bitten wir um Abgabe eines verbindlichen Angebots für die unten aufgeführten Positionen.',
      'anbei unsere Anfrage {ref}. Bitte bieten Sie die Positionen einzeln mit Preis, Lieferzeit und Herstellerangabe an.',
      'wir führen eine Lieferantenanfrage ({ref}) durch und laden Sie zur Angebotsabgabe ein.',
    ],
    rfqDeadline: [
      'Angebotsabgabe bitte bis {deadline}.',
      'Bitte reichen Sie Ihr Angebot bis spätestens {deadline} ein.',
    ],
    orderSubjects: [
      'Bestellung {po}',
      'Auftrag {po}',
      'Bestellung Nr. {po}',
      'Neue Bestellung {po}',
    ],
    orderOpeners: [
      'hiermit bestellen wir verbindlich:',
      'bitte liefern Sie gemäß unserer Bestellung {po}:',
      'wir bestellen folgende Artikel (Bestell-Nr. {po}):',
    ],
    orderAgainstQuote: [
      'Bezug: Ihr Angebot {quote} vom {quoteDate}.',
      'Gemäß Ihrem Angebot {quote} bestellen wir wie folgt.',
    ],
    updateSubjects: [
      'Änderung zu Bestellung {po}',
      'AW: Angebot {quote} – Mengenänderung',
      'Korrektur Auftrag {po}',
      'Terminänderung {po}',
    ],
    updateBodies: [
      'bitte ändern Sie in unserer Bestellung {po} die Menge wie folgt:',
      'zu Ihrem Angebot {quote}: wir benötigen eine geänderte Menge, bitte passen Sie an:',
      'kleine Korrektur zu Auftrag {po}, bitte neu:',
    ],
    updateItemLine: [
      'Der Liefertermin verschiebt sich, bitte erst in KW {week} liefern.',
      'Lieferadresse bleibt unverändert.',
    ],
    statusSubjects: [
      'Lieferstatus Bestellung {po}',
      'Wo bleibt unsere Bestellung {po}?',
      'Sachstand Angebot {quote}',
      'Rückfrage Liefertermin {po}',
    ],
    statusBodies: [
      'wann können wir mit der Lieferung zu unserer Bestellung {po} rechnen? Die Ware war für letzte Woche bestätigt.',
      'können Sie mir bitte den aktuellen Status unserer Bestellung {po} mitteilen? Gibt es eine Sendungsnummer?',
      'wir warten noch auf Ihr Angebot zu unserer Anfrage vom {quoteDate}. Bis wann können wir damit rechnen?',
      'ist die Bestellung {po} schon raus? Bitte um kurze Info zum Liefertermin.',
    ],
    secondaryStatus: [
      'Außerdem: wann kommt unsere offene Bestellung {po}?',
      'Nebenbei – ist die Bestellung {po} schon unterwegs?',
    ],
    seeAttachment: [
      'Die Positionen finden Sie in der Anlage.',
      'Details siehe Anhang.',
      'Anbei die Liste mit den benötigten Artikeln.',
    ],
    attachmentOpeners: {
      quote: [
        'anbei unsere Anfrage mit der Bitte um Ihr Angebot.',
        'bitte bieten Sie uns die Positionen aus der beigefügten Liste an.',
      ],
      order: [
        'anbei unsere Bestellung {po}.',
        'hiermit bestellen wir die Positionen gemäß Anlage (Bestellung {po}).',
      ],
    },
    deliveryBy: [
      'Liefertermin: {date}',
      'Wir benötigen die Ware bis {date}.',
      'Lieferung bitte bis spätestens {date}.',
    ],
    deliveryWeek: [
      'Lieferung in KW {week}.',
      'Wunschtermin KW {week}',
      'Bitte Lieferung bis KW {week}.',
    ],
    relativeNextWeekday: [
      'Wir brauchen die Teile bis nächsten {weekday}.',
      'Lieferung bitte bis spätestens nächsten {weekday}.',
    ],
    relativeInDays: ['Lieferung bitte innerhalb von {days} Tagen.'],
    urgentHigh: [
      'Bitte dringend bearbeiten!',
      'Eilt!',
      'Bitte um schnelle Rückmeldung, es ist dringend.',
    ],
    urgentCritical: [
      'Maschinenstillstand – wir brauchen die Teile sofort!',
      'Bei uns steht die Linie, bitte umgehend liefern!',
    ],
    paymentNet: ['Zahlungsbedingungen: {net} Tage netto.', 'Zahlungsziel {net} Tage netto.'],
    paymentDiscount: [
      'Zahlung: {days} Tage {percent}% Skonto, {net} Tage netto.',
      'Konditionen wie immer: {percent} % Skonto bei Zahlung innerhalb {days} Tagen, {net} Tage netto.',
    ],
    shipTo: ['Lieferadresse: {site}, {address}', 'Bitte an unser {site} liefern: {address}'],
    special: {
      hazmat: ['Hinweis: Gefahrgut nach ADR, bitte entsprechend verpacken.'],
      material_certificate: [
        'Bitte mit Abnahmeprüfzeugnis 3.1 nach EN 10204.',
        'Werkszeugnis EN 10204 3.1 erforderlich.',
      ],
      rohs: ['Alle Teile müssen RoHS-konform sein.'],
      reach: ['Bitte REACH-Konformitätserklärung beilegen.'],
      atex: ['Einsatz im Ex-Bereich, ATEX-Zulassung erforderlich.'],
      food_grade: ['Einsatz in der Lebensmittelindustrie – nur lebensmitteltaugliche Ausführung.'],
    },
    units: {
      pcs: ['Stück', 'Stück'],
      box: ['Karton', 'Kartons'],
      pack: ['Pack', 'Pack'],
      roll: ['Rolle', 'Rollen'],
      m: ['m', 'm'],
      pair: ['Paar', 'Paar'],
    },
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'],
    months: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
    fewBoxes: ['ein paar Kartons', 'einige Pakete'],
    genericRequest: [
      'Schrauben M8, verschiedene Längen',
      'Kabelbinder, gemischt',
      'Handschuhe für die Werkstatt',
      'diverse Dichtungen',
    ],
    customerPartNumber: [
      'unsere Mat.-Nr. {cpn}',
      'Art.-Nr. {cpn} (unsere Nummer)',
      'Sachnummer {cpn}',
    ],
    quotedHeader: [
      'Am {date} um {time} schrieb {name} <{email}>:',
      '-----Ursprüngliche Nachricht-----\nVon: {name} <{email}>\nGesendet: {date} {time}\nBetreff: {subject}',
    ],
    distributorReply: [
      'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:\n{qty} {unit} {item} à {price} EUR\nLieferzeit: {days} Arbeitstage.',
      'anbei unser Angebot {quote}:\nPos. 1: {qty} {unit} {item}, Preis {price} EUR netto\nGültig 30 Tage.',
    ],
    autoReplySubjects: [
      'Abwesenheitsnotiz: {subject}',
      'Automatische Antwort: {subject}',
      'Abwesend: {subject}',
    ],
    autoReplyBodies: [
      'Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich {date} nicht im Büro und habe keinen Zugriff auf meine E-Mails. In dringenden Fällen wenden Sie sich bitte an {colleague}.',
      'Ich befinde mich derzeit im Urlaub und bin ab dem {date} wieder erreichbar. Ihre E-Mail wird nicht weitergeleitet.',
    ],
    autoAckSubjects: ['Eingangsbestätigung: {subject}', 'Ihre Anfrage ist bei uns eingegangen'],
    autoAckBodies: [
      'Dies ist eine automatisch generierte Nachricht. Wir haben Ihre E-Mail erhalten und bearbeiten sie schnellstmöglich. Bitte antworten Sie nicht auf diese E-Mail.',
    ],
    newsletterSubjects: ['Newsletter {month}: Neuheiten und Aktionen', 'Einladung zur Hausmesse'],
    newsletterBodies: [
      'Entdecken Sie unsere Neuheiten im {month}! Jetzt 10 % Rabatt auf ausgewählte Artikel. Sie erhalten diesen Newsletter, weil Sie sich angemeldet haben. Abmelden: https://news.example.com/abmelden',
    ],
    invoiceSubjects: [
      'Rechnung {invoice}',
      'Ihre Rechnung Nr. {invoice}',
      'Zahlungserinnerung {invoice}',
    ],
    invoiceBodies: [
      'anbei erhalten Sie unsere Rechnung {invoice} über {amount} EUR. Zahlbar innerhalb von 30 Tagen ohne Abzug.',
      'unsere Buchhaltung vermisst den Ausgleich der Rechnung {invoice}. Bitte prüfen Sie den Zahlungseingang.',
    ],
    complaintSubjects: ['Reklamation Lieferschein {delivery}', 'Falschlieferung zu Auftrag {po}'],
    complaintBodies: [
      'mit der Lieferung {delivery} haben wir falsche Ware erhalten. Die Kartons waren beschädigt. Bitte holen Sie die Ware ab und schreiben Sie uns gut.',
      'leider ist die Lieferung zu Auftrag {po} unvollständig angekommen. Wie gehen wir weiter vor?',
    ],
    miscSubjects: ['Terminvorschlag', 'Neue Ansprechpartnerin', 'Geänderte Bankverbindung'],
    miscBodies: [
      'wir möchten Ihnen mitteilen, dass ab sofort Frau {colleague} Ihre Ansprechpartnerin im Einkauf ist.',
      'passt Ihnen ein Termin nächste Woche Dienstag um 10 Uhr für das Jahresgespräch?',
      'bitte beachten Sie unsere geänderte Bankverbindung ab dem 1. des Monats.',
    ],
    tableHeaders: {
      position: 'Pos.',
      article: 'Art.-Nr.',
      description: 'Bezeichnung',
      quantity: 'Menge',
      unit: 'ME',
      delivery: 'Liefertermin',
    },
    legal: [
      'Sitz der Gesellschaft: {city} · Registergericht: Amtsgericht {city} HRB {hrb} · Geschäftsführer: {manager}',
      'USt-IdNr.: {vat}',
    ],
    titles: [
      'Einkauf',
      'Leitung Einkauf',
      'Instandhaltung',
      'Arbeitsvorbereitung',
      'Technischer Einkauf',
    ],
  },
  en: {
    greetings: ['Hello,', 'Hi team,', 'Dear Sir or Madam,', 'Good morning,'],
    greetingsNamed: [
      'Hi {repFirst},',
      'Dear {repFirst} {rep},',
      'Hello {repFirst},',
      'Dear {repFirst},',
    ],
    closings: ['Kind regards', 'Best regards', 'Regards', 'Many thanks', 'Cheers'],
    quoteSubjects: [
      'Quote request {ref}',
      'Price request',
      'Request for quotation – {company}',
      'Pricing please',
      'Quote needed',
      'Price and lead time?',
    ],
    quoteOpeners: [
      'could you please send us a quotation for the following items:',
      'please quote your best price and lead time for:',
      'we would like a price for the items below:',
      'can you give us a quote on the following, please?',
      'please send pricing and availability for:',
    ],
    quoteSingle: [
      'could you quote us for {qty} {unit} {item}, please?',
      'what would {qty} {unit} {item} cost? Please include lead time.',
      'please send a quote for {qty} {unit} {item}.',
    ],
    rfqSubjects: [
      'RFQ {ref} – closing {deadline}',
      'Request for Quotation {ref}',
      'Tender {ref}: maintenance consumables',
      'RFQ-{ref}',
    ],
    rfqOpeners: [
      'under our request for quotation {ref} we invite you to submit a formal offer for the items listed below.',
      'please find our RFQ {ref} below. Quote each line separately with unit price, lead time and manufacturer.',
      'we are running a supplier tender ({ref}) and would welcome your bid.',
    ],
    rfqDeadline: [
      'Closing date for offers: {deadline}.',
      'Please submit your offer no later than {deadline}.',
    ],
    orderSubjects: ['Purchase order {po}', 'PO {po}', 'Order {po}', 'New order – PO {po}'],
    orderOpeners: [
      'please accept our purchase order {po} for:',
      'we would like to order the following (PO {po}):',
      'please supply against PO {po}:',
    ],
    orderAgainstQuote: [
      'Ref.: your quotation {quote} dated {quoteDate}.',
      'As per your quote {quote}, please book the order below.',
    ],
    updateSubjects: [
      'Change to PO {po}',
      'RE: Quote {quote} – revised quantities',
      'Amendment to order {po}',
      'PO {po} – new delivery date',
    ],
    updateBodies: [
      'please amend our order {po} as follows:',
      'regarding your quote {quote}: the quantities have changed, please revise:',
      'small correction to PO {po}, please change to:',
    ],
    updateItemLine: [
      'The delivery date moves, please deliver in week {week} instead.',
      'Delivery address unchanged.',
    ],
    statusSubjects: [
      'Status of PO {po}',
      'Where is our order {po}?',
      'Quote {quote} – any update?',
      'Delivery date for {po}?',
    ],
    statusBodies: [
      'could you let me know when order {po} will be delivered? It was confirmed for last week.',
      'can you give me an update on PO {po}? Is there a tracking number?',
      'we are still waiting for your quotation for our request of {quoteDate}. When can we expect it?',
      'has order {po} shipped yet? A quick update on the delivery date would help.',
    ],
    secondaryStatus: [
      'Also, any news on our open order {po}?',
      'By the way – has PO {po} shipped yet?',
    ],
    seeAttachment: [
      'Please see the attached list.',
      'Details are in the attachment.',
      'The items are listed in the attached file.',
    ],
    attachmentOpeners: {
      quote: [
        'please quote for the items on the attached list.',
        'attached is our enquiry, we look forward to your offer.',
      ],
      order: [
        'please find our purchase order {po} attached.',
        'we place order {po} for the attached items.',
      ],
    },
    deliveryBy: ['Required by {date}.', 'We need the goods by {date}.', 'Delivery date: {date}'],
    deliveryWeek: ['Delivery in week {week}, please.', 'Requested delivery: week {week}'],
    relativeNextWeekday: ['We need them by next {weekday}.', 'Delivery by next {weekday}, please.'],
    relativeInDays: ['Delivery within {days} days, please.'],
    urgentHigh: ['This is urgent, please.', 'Urgent – ASAP please.', 'Please treat as a priority.'],
    urgentCritical: [
      'Line down – we need these immediately!',
      'Machine breakdown, production has stopped. Critical!',
    ],
    paymentNet: ['Payment terms: net {net} days.', 'Terms: net {net}.'],
    paymentDiscount: [
      'Payment terms: {percent}% {days} days, net {net}.',
      'Terms {percent}/{days} net {net} as agreed.',
    ],
    shipTo: ['Ship to: {site}, {address}', 'Please deliver to our {site}: {address}'],
    special: {
      hazmat: ['Note: dangerous goods, ship according to ADR.'],
      material_certificate: [
        'EN 10204 3.1 material certificates required.',
        'Please supply 3.1 certs to EN 10204.',
      ],
      rohs: ['All parts must be RoHS compliant.'],
      reach: ['Please confirm REACH compliance.'],
      atex: ['For use in an ATEX zone – certified parts only.'],
      food_grade: ['Food-grade versions only, please.'],
    },
    units: {
      pcs: ['pc', 'pcs'],
      box: ['box', 'boxes'],
      pack: ['pack', 'packs'],
      roll: ['roll', 'rolls'],
      m: ['m', 'm'],
      pair: ['pair', 'pairs'],
    },
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    fewBoxes: ['a few boxes', 'a couple of packs'],
    genericRequest: [
      'M8 bolts, various lengths',
      'assorted cable ties',
      'gloves for the workshop',
      'some sealing rings',
    ],
    customerPartNumber: ['our part no. {cpn}', 'item {cpn} (our ref.)', 'part number {cpn}'],
    quotedHeader: [
      'On {date} at {time}, {name} <{email}> wrote:',
      '-----Original Message-----\nFrom: {name} <{email}>\nSent: {date} {time}\nSubject: {subject}',
    ],
    distributorReply: [
      'thank you for your enquiry. We are pleased to offer:\n{qty} {unit} {item} at {price} GBP each\nLead time: {days} working days.',
      'please find our quotation {quote}:\nItem 1: {qty} {unit} {item}, {price} EUR net\nValid for 30 days.',
    ],
    autoReplySubjects: [
      'Automatic reply: {subject}',
      'Out of Office: {subject}',
      'Auto-Reply: {subject}',
    ],
    autoReplyBodies: [
      'Thank you for your email. I am out of the office until {date} with limited access to email. For urgent matters please contact {colleague}.',
      'I am currently on annual leave and will return on {date}. Your message will not be forwarded.',
    ],
    autoAckSubjects: ['We have received your message: {subject}', 'Ticket received – {subject}'],
    autoAckBodies: [
      'This is an automated message. We have received your email and will respond as soon as possible. Please do not reply to this message.',
    ],
    newsletterSubjects: ['{month} newsletter: new products and offers', 'Join us at our open day'],
    newsletterBodies: [
      'See what is new in {month}! Save 10% on selected ranges this month. You are receiving this email because you subscribed. Unsubscribe: https://news.example.com/unsubscribe',
    ],
    invoiceSubjects: [
      'Invoice {invoice}',
      'Your invoice no. {invoice}',
      'Payment reminder {invoice}',
    ],
    invoiceBodies: [
      'please find attached invoice {invoice} for GBP {amount}, payable within 30 days.',
      'our accounts team shows invoice {invoice} as unpaid. Could you check the remittance?',
    ],
    complaintSubjects: ['Complaint – delivery note {delivery}', 'Wrong items on order {po}'],
    complaintBodies: [
      'delivery {delivery} contained the wrong items and two boxes were damaged. Please arrange collection and a credit note.',
      'order {po} arrived incomplete. How do you want to proceed?',
    ],
    miscSubjects: ['Meeting next week', 'New purchasing contact', 'Updated bank details'],
    miscBodies: [
      'please note that {colleague} is now your contact in purchasing.',
      'would Tuesday at 10am next week suit you for our annual review?',
      'please note our new bank details from the first of next month.',
    ],
    tableHeaders: {
      position: 'Item',
      article: 'Part no.',
      description: 'Description',
      quantity: 'Qty',
      unit: 'Unit',
      delivery: 'Required',
    },
    legal: [
      'Registered in England and Wales No. {hrb}. Registered office: {street}, {city}.',
      'VAT Reg. No. {vat}',
    ],
    titles: [
      'Purchasing',
      'Procurement Manager',
      'Maintenance Engineer',
      'Buyer',
      'Stores Supervisor',
    ],
  },
  fr: {
    greetings: ['Bonjour,', 'Madame, Monsieur,', 'Bonjour à tous,'],
    greetingsNamed: ['Bonjour {repFirst},', 'Bonjour {repFirst} {rep},'],
    closings: [
      'Cordialement',
      'Bien cordialement',
      'Meilleures salutations',
      'Bien à vous',
      'Salutations distinguées',
    ],
    quoteSubjects: [
      'Demande de prix {ref}',
      'Demande de devis',
      'Devis – {company}',
      'Cotation svp',
      'Prix et délai ?',
    ],
    quoteOpeners: [
      'merci de nous faire parvenir votre meilleure offre pour les articles suivants :',
      'pourriez-vous nous établir un devis pour :',
      'nous souhaiterions recevoir un devis avec délai de livraison pour :',
      'merci de nous communiquer prix et disponibilité pour :',
    ],
    quoteSingle: [
      'pourriez-vous nous faire un devis pour {qty} {unit} {item} ?',
      'quel serait votre prix pour {qty} {unit} {item} ? Merci d’indiquer le délai.',
    ],
    rfqSubjects: [
      'Appel d’offres {ref} – remise des offres le {deadline}',
      'Consultation {ref}',
      'RFQ {ref} fournitures de maintenance',
    ],
    rfqOpeners: [
      'dans le cadre de notre consultation {ref}, nous vous invitons à remettre une offre ferme pour les positions ci-dessous.',
      'veuillez trouver notre appel d’offres {ref}. Merci de chiffrer chaque ligne avec prix unitaire, délai et marque.',
    ],
    rfqDeadline: [
      'Date limite de remise des offres : {deadline}.',
      'Merci de nous répondre au plus tard le {deadline}.',
    ],
    orderSubjects: ['Commande {po}', 'Bon de commande {po}', 'Nouvelle commande n° {po}'],
    orderOpeners: [
      'veuillez enregistrer notre commande {po} :',
      'nous vous passons commande des articles suivants (n° {po}) :',
      'merci de livrer selon notre bon de commande {po} :',
    ],
    orderAgainstQuote: [
      'Réf. : votre devis {quote} du {quoteDate}.',
      'Suite à votre offre {quote}, nous commandons :',
    ],
    updateSubjects: [
      'Modification commande {po}',
      'RE: Devis {quote} – quantités modifiées',
      'Rectificatif commande {po}',
    ],
    updateBodies: [
      'merci de modifier notre commande {po} comme suit :',
      'concernant votre devis {quote}, les quantités changent :',
      'petite correction sur la commande {po}, nouvelle quantité :',
    ],
    updateItemLine: [
      'La date de livraison est décalée en semaine {week}.',
      'Adresse de livraison inchangée.',
    ],
    statusSubjects: [
      'Suivi commande {po}',
      'Où en est notre commande {po} ?',
      'Relance devis {quote}',
    ],
    statusBodies: [
      'pouvez-vous me dire quand la commande {po} sera livrée ? Elle était confirmée pour la semaine dernière.',
      'merci de m’indiquer le statut de la commande {po}. Avez-vous un numéro de suivi ?',
      'nous attendons toujours votre devis suite à notre demande du {quoteDate}. Quand pouvons-nous l’espérer ?',
    ],
    secondaryStatus: [
      'Par ailleurs, où en est notre commande {po} ?',
      'Au passage : la commande {po} est-elle partie ?',
    ],
    seeAttachment: [
      'Vous trouverez la liste en pièce jointe.',
      'Détail en PJ.',
      'Les articles sont listés dans le fichier joint.',
    ],
    attachmentOpeners: {
      quote: [
        'merci de nous faire une offre pour les articles de la liste jointe.',
        'veuillez trouver ci-joint notre demande de prix.',
      ],
      order: [
        'veuillez trouver ci-joint notre commande {po}.',
        'nous passons commande {po} des articles joints.',
      ],
    },
    deliveryBy: [
      'Livraison souhaitée le {date}.',
      'Nous en avons besoin avant le {date}.',
      'Date de livraison : {date}',
    ],
    deliveryWeek: ['Livraison semaine {week}.', 'Livraison souhaitée en S{week}.'],
    relativeNextWeekday: [
      'Il nous les faut pour {weekday} prochain.',
      'Livraison svp avant {weekday} prochain.',
    ],
    relativeInDays: ['Livraison sous {days} jours svp.'],
    urgentHigh: ['C’est urgent, merci.', 'Urgent svp !', 'Merci de traiter en priorité.'],
    urgentCritical: [
      'Arrêt de production – nous avons besoin des pièces immédiatement !',
      'Machine en panne, ligne arrêtée. Très urgent !',
    ],
    paymentNet: ['Conditions de paiement : {net} jours net.', 'Règlement à {net} jours net.'],
    paymentDiscount: [
      'Paiement : {percent}% {days} jours, {net} jours net.',
      'Escompte {percent} % à {days} jours, sinon {net} jours net.',
    ],
    shipTo: [
      'Adresse de livraison : {site}, {address}',
      'Merci de livrer à notre {site} : {address}',
    ],
    special: {
      hazmat: ['Attention : marchandise dangereuse, transport ADR.'],
      material_certificate: ['Certificat matière 3.1 selon EN 10204 exigé.'],
      rohs: ['Toutes les pièces doivent être conformes RoHS.'],
      reach: ['Merci de joindre la déclaration REACH.'],
      atex: ['Utilisation en zone ATEX, matériel certifié uniquement.'],
      food_grade: ['Qualité alimentaire exigée.'],
    },
    units: {
      pcs: ['pièce', 'pièces'],
      box: ['boîte', 'boîtes'],
      pack: ['paquet', 'paquets'],
      roll: ['rouleau', 'rouleaux'],
      m: ['m', 'm'],
      pair: ['paire', 'paires'],
    },
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'],
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    fewBoxes: ['quelques boîtes', 'quelques paquets'],
    genericRequest: [
      'vis M8, longueurs diverses',
      'colliers assortis',
      'gants pour l’atelier',
      'joints divers',
    ],
    customerPartNumber: [
      'notre réf. {cpn}',
      'article {cpn} (notre référence)',
      'code interne {cpn}',
    ],
    quotedHeader: [
      'Le {date} à {time}, {name} <{email}> a écrit :',
      '-----Message d’origine-----\nDe : {name} <{email}>\nEnvoyé : {date} {time}\nObjet : {subject}',
    ],
    distributorReply: [
      'merci pour votre demande. Nous vous proposons :\n{qty} {unit} {item} à {price} EUR HT\nDélai : {days} jours ouvrés.',
      'veuillez trouver notre offre {quote} :\nPos. 1 : {qty} {unit} {item}, {price} EUR net\nValable 30 jours.',
    ],
    autoReplySubjects: [
      'Réponse automatique : {subject}',
      'Absence du bureau : {subject}',
      'Absent : {subject}',
    ],
    autoReplyBodies: [
      'Merci pour votre message. Je suis absent(e) jusqu’au {date} inclus. Pour toute urgence, merci de contacter {colleague}.',
      'Je suis actuellement en congés et serai de retour le {date}. Votre message ne sera pas transféré.',
    ],
    autoAckSubjects: ['Accusé de réception : {subject}', 'Nous avons bien reçu votre demande'],
    autoAckBodies: [
      'Ceci est un message automatique. Votre e-mail a bien été reçu et sera traité dans les meilleurs délais. Merci de ne pas répondre.',
    ],
    newsletterSubjects: [
      'Newsletter de {month} : nouveautés et promotions',
      'Invitation à nos portes ouvertes',
    ],
    newsletterBodies: [
      'Découvrez nos nouveautés de {month} ! -10 % sur une sélection d’articles. Vous recevez cet e-mail car vous êtes inscrit. Se désinscrire : https://news.example.com/desinscription',
    ],
    invoiceSubjects: [
      'Facture {invoice}',
      'Votre facture n° {invoice}',
      'Relance facture {invoice}',
    ],
    invoiceBodies: [
      'veuillez trouver ci-joint notre facture {invoice} d’un montant de {amount} EUR.',
      'sauf erreur de notre part, la facture {invoice} reste impayée. Merci de vérifier.',
    ],
    complaintSubjects: ['Réclamation BL {delivery}', 'Erreur de livraison commande {po}'],
    complaintBodies: [
      'la livraison {delivery} ne correspond pas à notre commande et deux cartons étaient abîmés. Merci d’organiser l’enlèvement et un avoir.',
      'la commande {po} est arrivée incomplète. Comment procédons-nous ?',
    ],
    miscSubjects: ['Rendez-vous', 'Nouveau contact achats', 'Changement de coordonnées bancaires'],
    miscBodies: [
      'nous vous informons que {colleague} est désormais votre interlocuteur aux achats.',
      'seriez-vous disponible mardi prochain à 10h pour notre point annuel ?',
      'merci de noter nos nouvelles coordonnées bancaires.',
    ],
    tableHeaders: {
      position: 'Pos.',
      article: 'Référence',
      description: 'Désignation',
      quantity: 'Quantité',
      unit: 'Unité',
      delivery: 'Délai',
    },
    legal: [
      'SAS au capital de {capital} € – SIRET {siret} – RCS {city}',
      'N° TVA intracommunautaire : {vat}',
    ],
    titles: ['Service achats', 'Responsable achats', 'Maintenance', 'Acheteur', 'Magasinier'],
  },
  es: {
    greetings: ['Buenos días,', 'Hola,', 'Estimados señores:', 'Buenas tardes,'],
    greetingsNamed: ['Hola {repFirst},', 'Buenos días {repFirst},', 'Hola {repFirst} {rep}:'],
    closings: ['Saludos cordiales', 'Un saludo', 'Atentamente', 'Muchas gracias y un saludo'],
    quoteSubjects: [
      'Solicitud de oferta {ref}',
      'Petición de precio',
      'Presupuesto – {company}',
      'Precio y plazo?',
    ],
    quoteOpeners: [
      'les agradeceríamos nos enviaran su mejor oferta para los siguientes artículos:',
      '¿podrían enviarnos un presupuesto para:',
      'necesitamos precio y plazo de entrega de:',
      'por favor, coticen los siguientes materiales:',
    ],
    quoteSingle: [
      '¿nos podrían pasar precio de {qty} {unit} {item}?',
      'necesitamos presupuesto para {qty} {unit} {item}, con plazo de entrega.',
    ],
    rfqSubjects: [
      'Petición de oferta {ref} – plazo {deadline}',
      'Licitación {ref}',
      'RFQ {ref} material de mantenimiento',
    ],
    rfqOpeners: [
      'en el marco de nuestra petición de oferta {ref} les invitamos a presentar una oferta vinculante para las posiciones indicadas.',
      'adjuntamos nuestra solicitud {ref}. Indiquen precio unitario, plazo y fabricante por línea.',
    ],
    rfqDeadline: [
      'Fecha límite para la presentación de ofertas: {deadline}.',
      'Rogamos envíen su oferta antes del {deadline}.',
    ],
    orderSubjects: ['Pedido {po}', 'Orden de compra {po}', 'Nuevo pedido n.º {po}'],
    orderOpeners: [
      'les confirmamos el pedido {po}:',
      'por favor, suministren según nuestro pedido {po}:',
      'les pasamos pedido de los siguientes artículos (n.º {po}):',
    ],
    orderAgainstQuote: [
      'Ref.: su oferta {quote} del {quoteDate}.',
      'Según su presupuesto {quote}, pedimos lo siguiente.',
    ],
    updateSubjects: [
      'Modificación pedido {po}',
      'RE: Oferta {quote} – cambio de cantidades',
      'Corrección pedido {po}',
    ],
    updateBodies: [
      'por favor, modifiquen nuestro pedido {po} de la siguiente manera:',
      'respecto a su oferta {quote}, cambian las cantidades:',
      'pequeña corrección en el pedido {po}, la nueva cantidad es:',
    ],
    updateItemLine: [
      'La fecha de entrega se retrasa a la semana {week}.',
      'La dirección de entrega no cambia.',
    ],
    statusSubjects: [
      'Estado del pedido {po}',
      '¿Dónde está nuestro pedido {po}?',
      'Seguimiento oferta {quote}',
    ],
    statusBodies: [
      '¿podrían indicarme cuándo se entregará el pedido {po}? Estaba confirmado para la semana pasada.',
      '¿me pueden informar del estado del pedido {po}? ¿Hay número de seguimiento?',
      'seguimos esperando su oferta a nuestra petición del {quoteDate}. ¿Cuándo la podremos recibir?',
    ],
    secondaryStatus: [
      'Por cierto, ¿cómo va nuestro pedido {po}?',
      'Además: ¿ha salido ya el pedido {po}?',
    ],
    seeAttachment: ['Adjuntamos la lista de artículos.', 'Ver detalle en el archivo adjunto.'],
    attachmentOpeners: {
      quote: [
        'les rogamos nos coticen los artículos de la lista adjunta.',
        'adjuntamos nuestra solicitud de oferta.',
      ],
      order: [
        'adjuntamos nuestro pedido {po}.',
        'les pasamos el pedido {po} según el archivo adjunto.',
      ],
    },
    deliveryBy: [
      'Fecha de entrega: {date}.',
      'Lo necesitamos antes del {date}.',
      'Entrega como muy tarde el {date}.',
    ],
    deliveryWeek: ['Entrega en la semana {week}.', 'Plazo deseado: semana {week}.'],
    relativeNextWeekday: [
      'Lo necesitamos para el próximo {weekday}.',
      'Entrega como muy tarde el próximo {weekday}, por favor.',
    ],
    relativeInDays: ['Entrega en un plazo de {days} días, por favor.'],
    urgentHigh: ['Es urgente, gracias.', '¡Urgente!', 'Por favor, tramiten con prioridad.'],
    urgentCritical: [
      'Tenemos la línea parada, ¡necesitamos el material inmediatamente!',
      'Avería de máquina, producción parada. ¡Muy urgente!',
    ],
    paymentNet: ['Forma de pago: {net} días netos.', 'Pago a {net} días.'],
    paymentDiscount: [
      'Pago: {percent}% de descuento a {days} días, {net} días neto.',
      'Descuento por pronto pago {percent}% a {days} días, resto a {net} días.',
    ],
    shipTo: ['Dirección de entrega: {site}, {address}', 'Entregar en nuestra {site}: {address}'],
    special: {
      hazmat: ['Atención: mercancía peligrosa, transporte según ADR.'],
      material_certificate: ['Se requiere certificado 3.1 según EN 10204.'],
      rohs: ['Todas las piezas deben cumplir RoHS.'],
      reach: ['Por favor, adjunten la declaración REACH.'],
      atex: ['Uso en zona ATEX, solo material certificado.'],
      food_grade: ['Solo versiones aptas para uso alimentario.'],
    },
    units: {
      pcs: ['unidad', 'unidades'],
      box: ['caja', 'cajas'],
      pack: ['paquete', 'paquetes'],
      roll: ['rollo', 'rollos'],
      m: ['m', 'm'],
      pair: ['par', 'pares'],
    },
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes'],
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    fewBoxes: ['unas cuantas cajas', 'algunos paquetes'],
    genericRequest: [
      'tornillos M8 de varias longitudes',
      'bridas surtidas',
      'guantes para el taller',
      'juntas varias',
    ],
    customerPartNumber: [
      'nuestra ref. {cpn}',
      'artículo {cpn} (referencia interna)',
      'código {cpn}',
    ],
    quotedHeader: [
      'El {date} a las {time}, {name} <{email}> escribió:',
      '-----Mensaje original-----\nDe: {name} <{email}>\nEnviado: {date} {time}\nAsunto: {subject}',
    ],
    distributorReply: [
      'gracias por su consulta. Les ofrecemos:\n{qty} {unit} {item} a {price} EUR\nPlazo: {days} días laborables.',
      'adjuntamos nuestra oferta {quote}:\nPos. 1: {qty} {unit} {item}, {price} EUR neto\nValidez 30 días.',
    ],
    autoReplySubjects: ['Respuesta automática: {subject}', 'Fuera de la oficina: {subject}'],
    autoReplyBodies: [
      'Gracias por su mensaje. Estaré fuera de la oficina hasta el {date}. Para asuntos urgentes, contacte con {colleague}.',
      'Me encuentro de vacaciones y volveré el {date}. Su correo no será reenviado.',
    ],
    autoAckSubjects: ['Acuse de recibo: {subject}', 'Hemos recibido su solicitud'],
    autoAckBodies: [
      'Este es un mensaje automático. Hemos recibido su correo y lo atenderemos lo antes posible. Por favor, no responda a este mensaje.',
    ],
    newsletterSubjects: [
      'Boletín de {month}: novedades y ofertas',
      'Invitación a nuestra jornada de puertas abiertas',
    ],
    newsletterBodies: [
      '¡Descubra las novedades de {month}! 10 % de descuento en artículos seleccionados. Recibe este correo porque está suscrito. Darse de baja: https://news.example.com/baja',
    ],
    invoiceSubjects: [
      'Factura {invoice}',
      'Su factura n.º {invoice}',
      'Recordatorio de pago {invoice}',
    ],
    invoiceBodies: [
      'adjuntamos la factura {invoice} por importe de {amount} EUR.',
      'según nuestra contabilidad la factura {invoice} sigue pendiente de pago.',
    ],
    complaintSubjects: ['Reclamación albarán {delivery}', 'Error en el pedido {po}'],
    complaintBodies: [
      'en el albarán {delivery} recibimos material equivocado y dos cajas dañadas. Por favor, organicen la recogida y un abono.',
      'el pedido {po} llegó incompleto. ¿Cómo procedemos?',
    ],
    miscSubjects: ['Reunión', 'Nuevo contacto de compras', 'Cambio de datos bancarios'],
    miscBodies: [
      'les informamos de que {colleague} es ahora su contacto en compras.',
      '¿les vendría bien el martes a las 10 para la reunión anual?',
      'tomen nota de nuestros nuevos datos bancarios.',
    ],
    tableHeaders: {
      position: 'Pos.',
      article: 'Referencia',
      description: 'Descripción',
      quantity: 'Cantidad',
      unit: 'Unidad',
      delivery: 'Entrega',
    },
    legal: [
      'Inscrita en el Registro Mercantil de {city}, Tomo {hrb}, Folio 112 – CIF {vat}',
      'Aviso legal: este mensaje es confidencial.',
    ],
    titles: ['Compras', 'Responsable de compras', 'Mantenimiento', 'Jefe de taller'],
  },
  it: {
    greetings: ['Buongiorno,', 'Spett.le ditta,', 'Salve,', 'Gentili signori,'],
    greetingsNamed: ['Buongiorno {repFirst},', 'Ciao {repFirst},', 'Buongiorno {repFirst} {rep},'],
    closings: ['Cordiali saluti', 'Distinti saluti', 'Saluti', 'Grazie e buona giornata'],
    quoteSubjects: [
      'Richiesta di offerta {ref}',
      'Richiesta prezzi',
      'Preventivo – {company}',
      'Prezzo e consegna?',
    ],
    quoteOpeners: [
      'vi chiediamo cortesemente la vostra migliore offerta per i seguenti articoli:',
      'potete inviarci un preventivo per:',
      'avremmo bisogno di prezzo e tempi di consegna per:',
      'vi preghiamo di quotare il seguente materiale:',
    ],
    quoteSingle: [
      'potete farci un preventivo per {qty} {unit} {item}?',
      'quanto costano {qty} {unit} {item}? Indicate anche i tempi di consegna.',
    ],
    rfqSubjects: [
      'Richiesta di offerta formale {ref} – scadenza {deadline}',
      'Gara {ref}',
      'RFQ {ref} materiale di manutenzione',
    ],
    rfqOpeners: [
      'nell’ambito della nostra richiesta di offerta {ref} vi invitiamo a presentare un’offerta vincolante per le posizioni sotto elencate.',
      'in allegato la nostra RFQ {ref}. Quotate ogni riga con prezzo unitario, consegna e marca.',
    ],
    rfqDeadline: [
      'Termine per la presentazione delle offerte: {deadline}.',
      'Vi preghiamo di inviare l’offerta entro il {deadline}.',
    ],
    orderSubjects: ['Ordine {po}', 'Ordine d’acquisto {po}', 'Nuovo ordine n. {po}'],
    orderOpeners: [
      'con la presente vi ordiniamo:',
      'vi preghiamo di evadere il nostro ordine {po}:',
      'ordiniamo i seguenti articoli (ordine n. {po}):',
    ],
    orderAgainstQuote: [
      'Rif.: vostra offerta {quote} del {quoteDate}.',
      'Come da vostro preventivo {quote}, ordiniamo quanto segue.',
    ],
    updateSubjects: [
      'Modifica ordine {po}',
      'RE: Offerta {quote} – variazione quantità',
      'Rettifica ordine {po}',
    ],
    updateBodies: [
      'vi preghiamo di modificare il nostro ordine {po} come segue:',
      'in merito alla vostra offerta {quote}, le quantità cambiano:',
      'piccola correzione all’ordine {po}, nuova quantità:',
    ],
    updateItemLine: [
      'La consegna slitta alla settimana {week}.',
      'Indirizzo di consegna invariato.',
    ],
    statusSubjects: [
      'Stato ordine {po}',
      'Sollecito ordine {po}',
      'Offerta {quote} – aggiornamenti?',
    ],
    statusBodies: [
      'potete dirmi quando verrà consegnato l’ordine {po}? Era confermato per la settimana scorsa.',
      'mi potete aggiornare sullo stato dell’ordine {po}? C’è un numero di tracking?',
      'stiamo ancora aspettando la vostra offerta alla nostra richiesta del {quoteDate}. Quando possiamo riceverla?',
    ],
    secondaryStatus: [
      'Inoltre: a che punto è il nostro ordine {po}?',
      'Già che ci siamo, l’ordine {po} è partito?',
    ],
    seeAttachment: ['Trovate l’elenco in allegato.', 'Dettagli nel file allegato.'],
    attachmentOpeners: {
      quote: [
        'vi chiediamo un’offerta per gli articoli dell’elenco allegato.',
        'in allegato la nostra richiesta di offerta.',
      ],
      order: [
        'in allegato il nostro ordine {po}.',
        'vi trasmettiamo l’ordine {po} come da allegato.',
      ],
    },
    deliveryBy: [
      'Consegna richiesta entro il {date}.',
      'Ci serve il materiale entro il {date}.',
      'Data di consegna: {date}',
    ],
    deliveryWeek: ['Consegna in settimana {week}.', 'Consegna richiesta: settimana {week}.'],
    relativeNextWeekday: [
      'Ci servono entro {weekday} prossimo.',
      'Consegna entro {weekday} prossimo, grazie.',
    ],
    relativeInDays: ['Consegna entro {days} giorni, per favore.'],
    urgentHigh: ['È urgente, grazie.', 'Urgente!', 'Vi preghiamo di dare priorità.'],
    urgentCritical: [
      'Abbiamo il fermo macchina, ci servono subito!',
      'Linea ferma, produzione bloccata. Urgentissimo!',
    ],
    paymentNet: [
      'Pagamento: {net} gg data fattura.',
      'Condizioni di pagamento: {net} giorni netti.',
    ],
    paymentDiscount: [
      'Pagamento: sconto {percent}% a {days} giorni, {net} giorni netto.',
      'Sconto {percent}% per pagamento entro {days} giorni, altrimenti {net} giorni.',
    ],
    shipTo: [
      'Indirizzo di consegna: {site}, {address}',
      'Consegnare presso il nostro {site}: {address}',
    ],
    special: {
      hazmat: ['Attenzione: merce pericolosa, trasporto ADR.'],
      material_certificate: ['Richiesto certificato 3.1 secondo EN 10204.'],
      rohs: ['Tutti i componenti devono essere conformi RoHS.'],
      reach: ['Allegare dichiarazione REACH.'],
      atex: ['Utilizzo in zona ATEX, solo materiale certificato.'],
      food_grade: ['Solo esecuzioni idonee al contatto alimentare.'],
    },
    units: {
      pcs: ['pezzo', 'pezzi'],
      box: ['scatola', 'scatole'],
      pack: ['confezione', 'confezioni'],
      roll: ['rotolo', 'rotoli'],
      m: ['m', 'm'],
      pair: ['paio', 'paia'],
    },
    weekdays: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì'],
    months: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    fewBoxes: ['qualche scatola', 'alcune confezioni'],
    genericRequest: [
      'viti M8 di varie lunghezze',
      'fascette assortite',
      'guanti per l’officina',
      'guarnizioni varie',
    ],
    customerPartNumber: [
      'ns. codice {cpn}',
      'articolo {cpn} (nostro codice)',
      'cod. interno {cpn}',
    ],
    quotedHeader: [
      'Il giorno {date} alle {time} {name} <{email}> ha scritto:',
      '-----Messaggio originale-----\nDa: {name} <{email}>\nInviato: {date} {time}\nOggetto: {subject}',
    ],
    distributorReply: [
      'grazie per la richiesta. Vi offriamo:\n{qty} {unit} {item} a {price} EUR\nConsegna: {days} giorni lavorativi.',
      'in allegato la nostra offerta {quote}:\nPos. 1: {qty} {unit} {item}, {price} EUR netto\nValidità 30 giorni.',
    ],
    autoReplySubjects: ['Risposta automatica: {subject}', 'Fuori sede: {subject}'],
    autoReplyBodies: [
      'Grazie per il messaggio. Sarò fuori ufficio fino al {date} compreso. Per urgenze contattare {colleague}.',
      'Sono attualmente in ferie e rientrerò il {date}. La sua e-mail non verrà inoltrata.',
    ],
    autoAckSubjects: ['Conferma di ricezione: {subject}', 'Abbiamo ricevuto la sua richiesta'],
    autoAckBodies: [
      'Questo è un messaggio automatico. Abbiamo ricevuto la sua e-mail e la elaboreremo al più presto. Si prega di non rispondere.',
    ],
    newsletterSubjects: [
      'Newsletter di {month}: novità e promozioni',
      'Invito alla nostra open house',
    ],
    newsletterBodies: [
      'Scopri le novità di {month}! Sconto del 10% su una selezione di articoli. Ricevi questa e-mail perché sei iscritto. Annulla iscrizione: https://news.example.com/disiscrizione',
    ],
    invoiceSubjects: [
      'Fattura {invoice}',
      'Vostra fattura n. {invoice}',
      'Sollecito pagamento fattura {invoice}',
    ],
    invoiceBodies: [
      'in allegato la fattura {invoice} di {amount} EUR.',
      'dalla nostra contabilità risulta ancora aperta la fattura {invoice}. Potete verificare?',
    ],
    complaintSubjects: ['Reclamo DDT {delivery}', 'Consegna errata ordine {po}'],
    complaintBodies: [
      'con il DDT {delivery} abbiamo ricevuto merce sbagliata e due colli danneggiati. Organizzate il ritiro e una nota di credito.',
      'l’ordine {po} è arrivato incompleto. Come procediamo?',
    ],
    miscSubjects: ['Appuntamento', 'Nuovo referente acquisti', 'Variazione coordinate bancarie'],
    miscBodies: [
      'vi informiamo che {colleague} è il vostro nuovo referente acquisti.',
      'martedì prossimo alle 10 andrebbe bene per l’incontro annuale?',
      'prendete nota delle nostre nuove coordinate bancarie.',
    ],
    tableHeaders: {
      position: 'Pos.',
      article: 'Codice',
      description: 'Descrizione',
      quantity: 'Quantità',
      unit: 'UM',
      delivery: 'Consegna',
    },
    legal: [
      'P.IVA {vat} – REA {rea} – Cap. Soc. € {capital} i.v.',
      'Ai sensi del GDPR questa e-mail è riservata.',
    ],
    titles: ['Ufficio acquisti', 'Responsabile acquisti', 'Manutenzione', 'Buyer'],
  },
  nl: {
    greetings: ['Goedemorgen,', 'Beste,', 'Geachte heer/mevrouw,', 'Hallo,'],
    greetingsNamed: ['Beste {repFirst},', 'Hoi {repFirst},', 'Beste {repFirst} {rep},'],
    closings: [
      'Met vriendelijke groet',
      'Vriendelijke groeten',
      'Groet',
      'Met vriendelijke groeten',
    ],
    quoteSubjects: [
      'Offerteaanvraag {ref}',
      'Prijsaanvraag',
      'Offerte gevraagd – {company}',
      'Prijs en levertijd?',
    ],
    quoteOpeners: [
      'graag ontvangen wij een offerte voor de volgende artikelen:',
      'kunnen jullie ons een prijsopgave sturen voor:',
      'wij vragen prijs en levertijd voor:',
      'graag uw beste prijs voor onderstaande artikelen:',
    ],
    quoteSingle: [
      'kunnen jullie een offerte maken voor {qty} {unit} {item}?',
      'wat kosten {qty} {unit} {item}? Graag met levertijd.',
    ],
    rfqSubjects: [
      'Aanvraag {ref} – sluiting {deadline}',
      'Aanbesteding {ref}',
      'RFQ {ref} onderhoudsmaterialen',
    ],
    rfqOpeners: [
      'in het kader van onze aanvraag {ref} nodigen wij u uit een bindende offerte uit te brengen voor onderstaande posities.',
      'bijgaand onze RFQ {ref}. Graag per regel stukprijs, levertijd en fabrikant vermelden.',
    ],
    rfqDeadline: [
      'Uiterste datum voor offertes: {deadline}.',
      'Graag uw offerte uiterlijk {deadline}.',
    ],
    orderSubjects: ['Bestelling {po}', 'Inkooporder {po}', 'Nieuwe bestelling nr. {po}'],
    orderOpeners: [
      'hierbij bestellen wij:',
      'graag leveren volgens onze inkooporder {po}:',
      'wij bestellen de volgende artikelen (ordernr. {po}):',
    ],
    orderAgainstQuote: [
      'Ref.: uw offerte {quote} van {quoteDate}.',
      'Conform uw offerte {quote} bestellen wij het volgende.',
    ],
    updateSubjects: [
      'Wijziging order {po}',
      'RE: Offerte {quote} – aangepaste aantallen',
      'Correctie bestelling {po}',
    ],
    updateBodies: [
      'graag onze order {po} als volgt aanpassen:',
      'betreft uw offerte {quote}: de aantallen wijzigen, graag aanpassen:',
      'kleine correctie op bestelling {po}, nieuw aantal:',
    ],
    updateItemLine: [
      'De leverdatum schuift op naar week {week}.',
      'Afleveradres blijft hetzelfde.',
    ],
    statusSubjects: [
      'Status order {po}',
      'Waar blijft onze bestelling {po}?',
      'Offerte {quote} – stand van zaken?',
    ],
    statusBodies: [
      'wanneer wordt order {po} geleverd? Deze was bevestigd voor vorige week.',
      'kunt u mij de status van bestelling {po} laten weten? Is er een track-and-trace code?',
      'wij wachten nog op uw offerte op onze aanvraag van {quoteDate}. Wanneer kunnen we die verwachten?',
    ],
    secondaryStatus: [
      'Verder: hoe staat het met onze openstaande order {po}?',
      'Tussendoor – is order {po} al verzonden?',
    ],
    seeAttachment: ['Zie bijlage voor de lijst.', 'Details in de bijlage.'],
    attachmentOpeners: {
      quote: [
        'graag een offerte voor de artikelen in de bijgevoegde lijst.',
        'bijgaand onze aanvraag, wij zien uw offerte graag tegemoet.',
      ],
      order: [
        'bijgaand onze inkooporder {po}.',
        'wij bestellen volgens bijgaande lijst (order {po}).',
      ],
    },
    deliveryBy: [
      'Gewenste leverdatum: {date}.',
      'Wij hebben de goederen uiterlijk {date} nodig.',
      'Levering graag vóór {date}.',
    ],
    deliveryWeek: ['Levering in week {week}.', 'Gewenste levering: week {week}.'],
    relativeNextWeekday: [
      'We hebben het nodig vóór volgende week {weekday}.',
      'Levering graag uiterlijk volgende week {weekday}.',
    ],
    relativeInDays: ['Levering graag binnen {days} dagen.'],
    urgentHigh: ['Het is dringend.', 'Spoed a.u.b.!', 'Graag met voorrang behandelen.'],
    urgentCritical: [
      'Productiestilstand – we hebben de onderdelen direct nodig!',
      'Machine defect, lijn staat stil. Zeer dringend!',
    ],
    paymentNet: ['Betalingstermijn: {net} dagen netto.', 'Betaling binnen {net} dagen.'],
    paymentDiscount: [
      'Betaling: {percent}% korting bij betaling binnen {days} dagen, {net} dagen netto.',
      '{percent}% betalingskorting binnen {days} dagen, anders {net} dagen netto.',
    ],
    shipTo: ['Afleveradres: {site}, {address}', 'Graag leveren op onze {site}: {address}'],
    special: {
      hazmat: ['Let op: gevaarlijke stoffen, vervoer volgens ADR.'],
      material_certificate: ['3.1 certificaat volgens EN 10204 vereist.'],
      rohs: ['Alle onderdelen moeten RoHS-conform zijn.'],
      reach: ['Graag REACH-verklaring meesturen.'],
      atex: ['Gebruik in ATEX-zone, alleen gecertificeerd materiaal.'],
      food_grade: ['Alleen levensmiddelengeschikte uitvoering.'],
    },
    units: {
      pcs: ['stuk', 'stuks'],
      box: ['doos', 'dozen'],
      pack: ['pak', 'pakken'],
      roll: ['rol', 'rollen'],
      m: ['m', 'm'],
      pair: ['paar', 'paar'],
    },
    weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag'],
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    fewBoxes: ['een paar dozen', 'enkele pakken'],
    genericRequest: [
      'bouten M8 in diverse lengtes',
      'kabelbinders assorti',
      'handschoenen voor de werkplaats',
      'diverse pakkingen',
    ],
    customerPartNumber: ['ons artikelnr. {cpn}', 'art. {cpn} (onze code)', 'materiaalnr. {cpn}'],
    quotedHeader: [
      'Op {date} om {time} schreef {name} <{email}>:',
      '-----Oorspronkelijk bericht-----\nVan: {name} <{email}>\nVerzonden: {date} {time}\nOnderwerp: {subject}',
    ],
    distributorReply: [
      'bedankt voor uw aanvraag. Wij bieden u aan:\n{qty} {unit} {item} à {price} EUR\nLevertijd: {days} werkdagen.',
      'bijgaand onze offerte {quote}:\nPos. 1: {qty} {unit} {item}, {price} EUR netto\nGeldig 30 dagen.',
    ],
    autoReplySubjects: ['Automatisch antwoord: {subject}', 'Afwezig: {subject}'],
    autoReplyBodies: [
      'Bedankt voor uw bericht. Ik ben afwezig tot en met {date}. Voor dringende zaken kunt u contact opnemen met {colleague}.',
      'Ik ben met vakantie en vanaf {date} weer bereikbaar. Uw e-mail wordt niet doorgestuurd.',
    ],
    autoAckSubjects: ['Ontvangstbevestiging: {subject}', 'Wij hebben uw aanvraag ontvangen'],
    autoAckBodies: [
      'Dit is een automatisch bericht. Wij hebben uw e-mail ontvangen en behandelen deze zo snel mogelijk. Gelieve niet te antwoorden.',
    ],
    newsletterSubjects: ['Nieuwsbrief {month}: nieuwe producten en acties', 'Uitnodiging open dag'],
    newsletterBodies: [
      'Ontdek onze nieuwigheden in {month}! 10% korting op geselecteerde artikelen. U ontvangt deze e-mail omdat u zich heeft aangemeld. Afmelden: https://news.example.com/afmelden',
    ],
    invoiceSubjects: [
      'Factuur {invoice}',
      'Uw factuur nr. {invoice}',
      'Betalingsherinnering {invoice}',
    ],
    invoiceBodies: [
      'bijgaand onze factuur {invoice} ter waarde van {amount} EUR.',
      'volgens onze administratie staat factuur {invoice} nog open. Wilt u dit controleren?',
    ],
    complaintSubjects: ['Klacht pakbon {delivery}', 'Verkeerde levering order {po}'],
    complaintBodies: [
      'bij pakbon {delivery} hebben wij verkeerde artikelen ontvangen en twee dozen waren beschadigd. Graag ophalen en crediteren.',
      'order {po} is onvolledig aangekomen. Hoe gaan we verder?',
    ],
    miscSubjects: ['Afspraak', 'Nieuwe contactpersoon inkoop', 'Gewijzigde bankgegevens'],
    miscBodies: [
      'wij laten u weten dat {colleague} voortaan uw contactpersoon bij inkoop is.',
      'past dinsdag om 10 uur voor het jaargesprek?',
      'let op onze gewijzigde bankgegevens.',
    ],
    tableHeaders: {
      position: 'Pos.',
      article: 'Artikelnr.',
      description: 'Omschrijving',
      quantity: 'Aantal',
      unit: 'Eenheid',
      delivery: 'Leverdatum',
    },
    legal: [
      'KvK {kvk} | BTW {vat}',
      'Op al onze leveringen zijn onze algemene voorwaarden van toepassing.',
    ],
    titles: ['Inkoop', 'Hoofd inkoop', 'Onderhoud', 'Werkvoorbereiding'],
  },
};

/** A few short messages in languages the service does not support (labelled language_unsupported). */
export const UnsupportedTexts: Record<string, { subject: string; body: string }[]> = {
  pl: [
    {
      subject: 'Zapytanie ofertowe',
      body: 'Dzień dobry,\nprosimy o przesłanie oferty na śruby sześciokątne M10x40 ocynkowane, 500 sztuk. Proszę podać cenę i termin dostawy.\nPozdrawiam serdecznie',
    },
    {
      subject: 'Zamówienie',
      body: 'Dzień dobry,\nzamawiamy łożyska 6204 w ilości 20 sztuk. Proszę o potwierdzenie zamówienia.\nZ poważaniem',
    },
    {
      subject: 'Status zamówienia',
      body: 'Witam,\nkiedy możemy spodziewać się dostawy naszego zamówienia? Czekamy już dwa tygodnie.\nDziękuję',
    },
  ],
  pt: [
    {
      subject: 'Pedido de orçamento',
      body: 'Bom dia,\nsolicitamos orçamento para 300 parafusos sextavados M8x30 zincados. Agradecemos indicação do prazo de entrega.\nCumprimentos',
    },
    {
      subject: 'Encomenda',
      body: 'Boa tarde,\nqueiram por favor fornecer 50 pares de luvas de trabalho tamanho 9. Aguardamos confirmação.\nObrigado',
    },
    {
      subject: 'Ponto de situação',
      body: 'Olá,\npodem informar quando será entregue a nossa encomenda? Ainda não recebemos nada.\nAtenciosamente',
    },
  ],
  sv: [
    {
      subject: 'Offertförfrågan',
      body: 'Hej,\nkan ni skicka en offert på 200 st sexkantskruvar M12x50 förzinkade? Vänligen ange leveranstid.\nMed vänliga hälsningar',
    },
    {
      subject: 'Beställning',
      body: 'Hej,\nvi vill beställa 10 rullar kabel enligt tidigare offert. Tack för snabb hantering.\nHälsningar',
    },
  ],
  tr: [
    {
      subject: 'Fiyat teklifi talebi',
      body: 'Merhaba,\nM8x30 galvaniz altıgen cıvata için 1000 adet fiyat teklifi rica ediyoruz. Teslim süresini de belirtir misiniz?\nSaygılarımızla',
    },
    {
      subject: 'Sipariş durumu',
      body: 'Merhaba,\nsiparişimiz ne zaman teslim edilecek? Bilgi verirseniz seviniriz.\nTeşekkürler',
    },
  ],
  cs: [
    {
      subject: 'Poptávka',
      body: 'Dobrý den,\nprosíme o cenovou nabídku na 400 ks šestihranných šroubů M10x30 pozinkovaných. Uveďte prosím také termín dodání.\nS pozdravem',
    },
    {
      subject: 'Objednávka',
      body: 'Dobrý den,\nobjednáváme 25 ks ložisek 6205 2RS. Prosíme o potvrzení objednávky.\nDěkuji',
    },
  ],
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}
