/**
 * Polite orders and call-offs worded as a request to send ('would you send us …', 'vi chiediamo di
 * inviarci …', 'willen jullie ons … sturen'), and replies that turn from the thread to a new order or a chase (not only to a price request). Same
 * shape and slots as `hard-cases.ts`.
 */
import type { HardCase } from './hard-cases';

export const POLITE_HARD_CASES: Record<string, HardCase[]> = {
  en: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Would you send us {qty} {product} by Friday? Our PO is {po}.',
    },
    {
      intent: 'order',
      subject: 'Call-off {po}',
      body: 'Against our blanket order {po}, kindly send us {qty} {product} this week. Framework prices apply.',
    },
    {
      intent: 'order',
      subject: 'RE: Where is {po}?',
      body: 'Cheers, all here now. On another note, can you also send {qty} {product} against our new order {po}? Usual site.',
      thread: 'status',
    },
    {
      intent: 'status',
      subject: 'RE: Quotation {qref}',
      body: 'Thanks for the prices, we will come back on those. Separate thing: order {po} was due on Monday and has not arrived. Can you check where it is?',
      thread: 'quote',
    },
  ],
  de: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Könnten Sie uns bitte {qty} {product} schicken, wie beim letzten Mal? Bestellnummer {po}.',
    },
    {
      intent: 'order',
      subject: 'Abruf {po}',
      body: 'Aus unserem Rahmenvertrag bitten wir um Lieferung von {qty} {product} bis {date}. Preise laut Vertrag.',
    },
    {
      intent: 'order',
      subject: 'AW: Lieferung {po}',
      body: 'Danke, ist heute angekommen. Was anderes: schicken Sie uns bitte noch {qty} {product} auf die neue Bestellung {po}.',
      thread: 'status',
    },
    {
      intent: 'status',
      subject: 'AW: Angebot {qref}',
      body: 'Danke für das Angebot. Anderes Thema: unsere Bestellung {po} sollte Montag kommen, bis heute nichts da. Wo bleibt sie?',
      thread: 'quote',
    },
  ],
  fr: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Merci de nous envoyer {qty} {product}, comme la dernière fois. Notre référence de commande : {po}.',
    },
    {
      intent: 'order',
      subject: 'Appel de livraison {po}',
      body: 'Dans le cadre de notre contrat cadre, merci de bien vouloir livrer {qty} {product} avant le {date}. Prix du contrat.',
    },
    {
      intent: 'order',
      subject: 'RE: Livraison {po}',
      body: 'Merci, bien reçu ce matin. Autre chose : pouvez-vous nous livrer encore {qty} {product} sur une nouvelle commande {po} ?',
      thread: 'status',
    },
    {
      intent: 'status',
      subject: 'RE: Devis {qref}',
      body: 'Merci pour le devis, on revient vers vous. Autre sujet : notre commande {po} devait arriver lundi et toujours rien. Où en est-elle ?',
      thread: 'quote',
    },
  ],
  es: [
    {
      intent: 'order',
      subject: '{product}',
      body: '¿Nos podéis enviar {qty} {product}, como la última vez? Nuestro número de pedido es {po}.',
    },
    {
      intent: 'order',
      subject: 'Entrega {po}',
      body: 'Con cargo a nuestro pedido abierto, les rogamos que sirvan {qty} {product} antes del {date}. Precios del contrato.',
    },
    {
      intent: 'order',
      subject: 'RE: Envío {po}',
      body: 'Gracias, ha llegado esta mañana. Otra cosa: enviadnos {qty} {product} más con el pedido nuevo {po}.',
      thread: 'status',
    },
    {
      intent: 'status',
      subject: 'RE: Oferta {qref}',
      body: 'Gracias por la oferta, os decimos algo. Otro tema: el pedido {po} tenía que llegar el lunes y seguimos sin nada. ¿Dónde está?',
      thread: 'quote',
    },
  ],
  it: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Vi chiediamo di inviarci {qty} {product} entro venerdì, con riferimento d’ordine {po}.',
    },
    {
      intent: 'order',
      subject: 'Richiamo {po}',
      body: 'A valere sul contratto aperto {po} vi preghiamo di consegnare {qty} {product} entro il {date}.',
    },
    {
      intent: 'order',
      subject: 'R: Spedizione {po}',
      body: 'Grazie, arrivato stamattina. Altra cosa: inviateci altri {qty} {product} sul nuovo ordine {po}.',
      thread: 'status',
    },
    {
      intent: 'status',
      subject: 'R: Offerta {qref}',
      body: 'Grazie per l’offerta, vi facciamo sapere. Altro argomento: l’ordine {po} doveva arrivare lunedì e non si è visto niente. Dove si trova?',
      thread: 'quote',
    },
  ],
  nl: [
    {
      intent: 'order',
      subject: '{product}',
      body: 'Willen jullie ons deze week {qty} {product} sturen? Ons ordernummer is {po}.',
    },
    {
      intent: 'order',
      subject: 'Afroep {po}',
      body: 'Uit ons raamcontract graag {qty} {product} leveren voor {date}. Prijzen volgens contract.',
    },
    {
      intent: 'order',
      subject: 'RE: Levering {po}',
      body: 'Bedankt, vanochtend binnen. Iets anders: stuur ons nog {qty} {product} op de nieuwe order {po}.',
      thread: 'status',
    },
    {
      intent: 'status',
      subject: 'RE: Offerte {qref}',
      body: 'Bedankt voor de offerte, we komen erop terug. Ander punt: order {po} zou maandag komen en we hebben nog niets. Waar blijft die?',
      thread: 'quote',
    },
  ],
};
