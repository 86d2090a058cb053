/**
 * Mail whose intent hides behind its grammar or among other topics: a delivery moved or a quantity
 * changed, asked as a question ('could we have it a week later?'); a cancellation that is one
 * point of a list of housekeeping (receipt confirmed, a forecast coming, a certificate wanted),
 * and the same list with no change in it; a price request that promises the order only if the
 * price suits ('if the price is fine we send the PO today'); a chase for the confirmation of an
 * order sent earlier, and its look-alike that sends the order with the mail; goods no longer needed sent back for
 * a credit note; a callback request; an informal chase; another supplier's lower price held against our quote;
 * thanks for an order confirmation (nothing asked); a chase of a quote request that names the
 * quote ('is the quote we asked for ready?'); a supplier's price list or a marketing pitch full of
 * offer and order words; a delivery address or a quantity changed in plain words, also inside a
 * chatty mail; an order held back on the price being in line with the last one. Same shape and slots as
 * `hard-cases.ts`; every fifth case of a language (counted over all hard-case files) is held out.
 */
import type { HardCase } from './hard-cases';

export const HIDDEN_HARD_CASES: Record<string, HardCase[]> = {
  en: [
    {
      intent: 'update',
      subject: 'PO {po}',
      body: 'Small favour on PO {po}: is there any chance we could take delivery the week after instead? Our stores are being re-racked and there is nowhere to put it until then.',
    },
    {
      intent: 'update',
      subject: 'A few things',
      body: 'Morning, a few bits:\n1. The pallets from your delivery note {inv} came in fine, thanks.\n2. I will send our usage forecast for next quarter on {date}.\n3. Please cancel order {po}, the project it was for has been scrapped.\n4. Our accounts contact is now Jane in finance, please use her address for statements.',
    },
    {
      intent: 'other',
      subject: 'A few things',
      body: 'Morning, a few bits:\n1. The pallets from your delivery note {inv} came in fine, thanks.\n2. I will send our usage forecast for next quarter on {date}.\n3. Our accounts contact is now Jane in finance, please use her address for statements.',
    },
    {
      intent: 'quote',
      subject: '{product} pricing',
      body: 'What would {qty} {product} come to? If your price is okay we will raise a purchase order this week.',
    },
    {
      intent: 'status',
      subject: 'Our PO {po} - received?',
      body: 'We emailed you PO {po} on {date} and have had no order confirmation back so far. Could you confirm you received it?',
    },
    {
      intent: 'order',
      subject: 'PO {po}',
      body: 'Please find our purchase order {po} attached for {qty} {product}. Kindly confirm receipt and the delivery date.',
      attachment: {
        filename: 'PO_{po}.pdf',
        text: 'PURCHASE ORDER {po}\nQty Description\n{qty} {product}\nDelivery: {date}\nInvoice address as per account',
      },
    },
    {
      intent: 'other',
      subject: 'Goods returned',
      body: 'We are sending back {qty} {product} that we no longer need, unused and still boxed. Your driver can collect them on Tuesday. Please credit them to our account.',
    },
    {
      intent: 'other',
      subject: '',
      body: 'Can you give me a ring when you get a minute? Cheers',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Any news on {po}? It was meant to be here yesterday and the fitters are standing around. Let me know what is happening.',
    },
    {
      intent: 'quote',
      subject: 'Your quote {qref}',
      body: 'We have a competing offer for the {product} that comes in well below your quote {qref}. Can you look at your price again? We would prefer to buy from you.',
    },
    {
      intent: 'update',
      subject: 'Order {po}',
      body: 'On order {po}, could we make it {qty} instead of what we ordered? Everything else as it is.',
    },
    {
      intent: 'update',
      subject: 'Three things',
      body: 'Hi, three things. The invoice copy you sent is fine now, thanks. PO {po} can be cancelled, the job has been called off. And could you send the declaration of conformity for the hoses you delivered in May?',
    },
    {
      intent: 'other',
      subject: 'Three things',
      body: 'Hi, three things. The invoice copy you sent is fine now, thanks. Our goods-in hours change to 7 till 3 from next month. And could you send the declaration of conformity for the hoses you delivered in May?',
    },
    {
      intent: 'other',
      subject: 'RE: Order confirmation {po}',
      body: 'Thanks for the order confirmation on {po}, everything matches our copy.',
    },
    {
      intent: 'status',
      subject: 'RE: Prices for {product}',
      body: 'Sorry to chase, we asked for prices on {qty} {product} last week and have not had anything back. Is anyone working on it? Our buyer needs the figures by Friday.',
    },
    {
      intent: 'other',
      subject: 'Rank higher on Google',
      body: 'Hello, we noticed your website is missing from the first page of Google. We are pleased to offer you a free SEO review and a tailored proposal. More visitors, more enquiries, more orders!',
    },
    {
      intent: 'quote',
      subject: '{product}',
      body: 'Could you price {qty} {product} for me? If it is in line with last time we will place the order straight away.',
    },
  ],
  de: [
    {
      intent: 'update',
      subject: 'AW: Ihre Auftragsbestätigung {po}',
      body: 'Hallo, wäre es möglich, die Lieferung zu Auftrag {po} zwei Wochen später zu bringen? Bei uns wird die Halle gestrichen und wir können nichts annehmen.',
      thread: 'order',
    },
    {
      intent: 'update',
      subject: 'Mehrere Punkte',
      body: 'Guten Morgen, kurz gesammelt:\n1. Die Ware zum Lieferschein {inv} ist vollständig angekommen, danke.\n2. Unsere Bedarfsvorschau fürs nächste Quartal schicke ich Ihnen am {date}.\n3. Die Bestellung {po} bitte stornieren, der Kunde hat abgesagt.\n4. Vom 22.12. bis 2.1. ist unser Wareneingang geschlossen.',
    },
    {
      intent: 'other',
      subject: 'Mehrere Punkte',
      body: 'Guten Morgen, kurz gesammelt:\n1. Die Ware zum Lieferschein {inv} ist vollständig angekommen, danke.\n2. Unsere Bedarfsvorschau fürs nächste Quartal schicke ich Ihnen am {date}.\n3. Vom 22.12. bis 2.1. ist unser Wareneingang geschlossen.',
    },
    {
      intent: 'quote',
      subject: 'Preis {product}',
      body: 'Bitte nennen Sie mir Ihren Preis für {qty} {product}. Falls die Konditionen stimmen, bekommen Sie von uns diese Woche die Bestellung.',
    },
    {
      intent: 'status',
      subject: 'Unsere Bestellung {po} – angekommen?',
      body: 'unsere Bestellung {po} ging am {date} per Mail an Sie raus, eine Auftragsbestätigung haben wir bis heute nicht. Ist sie bei Ihnen angekommen?',
    },
    {
      intent: 'order',
      subject: 'Bestellung {po}',
      body: 'anbei unsere Bestellung {po} über {qty} {product}. Bitte bestätigen Sie uns den Eingang und den Liefertermin.',
      attachment: {
        filename: 'Bestellung_{po}.pdf',
        text: 'BESTELLUNG {po}\nMenge Bezeichnung\n{qty} {product}\nLiefertermin: {date}\nRechnung an die Zentrale',
      },
    },
    {
      intent: 'other',
      subject: 'Rücksendung',
      body: 'die {qty} {product} brauchen wir nicht mehr, sie sind unbenutzt und originalverpackt. Ihr Fahrer kann sie am Dienstag mitnehmen. Bitte erstellen Sie uns dafür eine Gutschrift.',
    },
    {
      intent: 'other',
      subject: '',
      body: 'Kannst du mich kurz zurückrufen? Gruß',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Gibt es was Neues zu {po}? Die Ware sollte gestern hier sein und die Monteure stehen rum. Sag mir bitte, was los ist.',
    },
    {
      intent: 'quote',
      subject: 'Ihr Angebot {qref}',
      body: 'Für die {product} liegt uns ein Wettbewerbsangebot vor, das deutlich unter Ihrem Angebot {qref} liegt. Können Sie Ihren Preis noch einmal prüfen? Wir würden lieber bei Ihnen kaufen.',
    },
    {
      intent: 'update',
      subject: 'Bestellung {po}',
      body: 'Könnten wir bei Bestellung {po} die Menge auf {qty} erhöhen? Sonst bleibt alles wie bestellt.',
    },
    {
      intent: 'update',
      subject: 'Drei Sachen',
      body: 'Hallo, drei Sachen: Die Rechnungskopie passt jetzt, danke. Die Bestellung {po} können Sie stornieren, das Projekt ist abgesagt. Und schicken Sie uns bitte die Konformitätserklärung zu den Schläuchen aus der Mai-Lieferung?',
    },
    {
      intent: 'other',
      subject: 'Drei Sachen',
      body: 'Hallo, drei Sachen: Die Rechnungskopie passt jetzt, danke. Unser Wareneingang hat ab nächstem Monat von 7 bis 15 Uhr geöffnet. Und schicken Sie uns bitte die Konformitätserklärung zu den Schläuchen aus der Mai-Lieferung?',
    },
    {
      intent: 'other',
      subject: 'AW: Auftragsbestätigung {po}',
      body: 'Danke für die Auftragsbestätigung, passt alles so.',
    },
    {
      intent: 'update',
      subject: 'Bestellung {po} Anlieferung',
      body: 'die Ware zu Bestellung {po} bitte nicht wie angegeben nach Werk 2 schicken, sondern an unsere Niederlassung in Kiel. Alles andere bleibt wie bestellt.',
    },
    {
      intent: 'update',
      subject: 'Bestellung {po}',
      body: 'Bei Bestellung {po} bitte die Menge {product} auf {qty} Stück erhöhen, Preis wie gehabt. Falls das nicht auf einmal geht, gerne in zwei Lieferungen.',
    },
    {
      intent: 'status',
      subject: 'Anfrage {product}',
      body: 'Unsere Anfrage vom {date} zu {qty} {product} ist noch offen, wir haben noch keine Rückmeldung. Sind Sie schon dazu gekommen?',
    },
    {
      intent: 'other',
      subject: 'Neue Preisliste',
      body: 'Sehr geehrte Partner, anbei unsere neue Preisliste ab 1. Mai sowie unsere Sonderaktion auf alle Kugellager. Bestellungen bis 12 Uhr verlassen noch am selben Tag das Haus.',
    },
  ],
  fr: [
    {
      intent: 'update',
      subject: 'Commande {po}',
      body: 'Bonjour, serait-il possible de nous livrer la commande {po} une semaine plus tard que prévu ? Notre atelier est en travaux et nous ne pouvons rien réceptionner avant.',
    },
    {
      intent: 'update',
      subject: 'Plusieurs points',
      body: 'Bonjour, quelques points :\n1. La marchandise du bon de livraison {inv} est bien arrivée, merci.\n2. Je vous envoie nos prévisions du trimestre prochain le {date}.\n3. Merci d’annuler la commande {po}, le chantier a été abandonné.\n4. Notre réception sera fermée du 4 au 22 août.',
    },
    {
      intent: 'other',
      subject: 'Plusieurs points',
      body: 'Bonjour, quelques points :\n1. La marchandise du bon de livraison {inv} est bien arrivée, merci.\n2. Je vous envoie nos prévisions du trimestre prochain le {date}.\n3. Notre réception sera fermée du 4 au 22 août.',
    },
    {
      intent: 'quote',
      subject: 'Prix {product}',
      body: 'Combien nous coûteraient {qty} {product} ? Si votre prix est correct, nous passerons la commande cette semaine.',
    },
    {
      intent: 'status',
      subject: 'Notre commande {po} – bien reçue ?',
      body: 'Notre commande {po} vous est partie par mail le {date} et nous n’avons pas reçu de confirmation de commande. Est-elle bien arrivée chez vous ?',
    },
    {
      intent: 'order',
      subject: 'Commande {po}',
      body: 'Veuillez trouver ci-joint notre commande {po} pour {qty} {product}. Merci de nous en accuser réception avec la date de livraison.',
      attachment: {
        filename: 'Commande_{po}.pdf',
        text: 'BON DE COMMANDE {po}\nQté Désignation\n{qty} {product}\nLivraison : {date}\nFacturation au siège',
      },
    },
    {
      intent: 'other',
      subject: 'Retour marchandise',
      body: 'Nous n’avons plus besoin des {qty} {product}, ils sont neufs et dans leur emballage. Votre chauffeur peut les reprendre mardi. Merci de nous établir un avoir.',
    },
    {
      intent: 'other',
      subject: '',
      body: 'Tu peux me rappeler quand tu as deux minutes ? Merci',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Du nouveau sur la {po} ? Elle devait arriver hier et les monteurs attendent. Tu me dis ce qu’il se passe ?',
    },
    {
      intent: 'quote',
      subject: 'Votre offre {qref}',
      body: 'Nous avons une offre concurrente pour les {product}, nettement sous votre offre {qref}. Pouvez-vous revoir votre prix ? Nous préférerions acheter chez vous.',
    },
    {
      intent: 'update',
      subject: 'Commande {po}',
      body: 'Sur la commande {po}, pourrions-nous passer à {qty} pièces au lieu de la quantité commandée ? Le reste ne change pas.',
    },
    {
      intent: 'update',
      subject: 'Trois choses',
      body: 'Bonjour, trois choses : la copie de facture est bonne maintenant, merci. Vous pouvez annuler la commande {po}, le projet est abandonné. Et pouvez-vous nous envoyer la déclaration de conformité des flexibles livrés en mai ?',
    },
    {
      intent: 'other',
      subject: 'Trois choses',
      body: 'Bonjour, trois choses : la copie de facture est bonne maintenant, merci. Notre réception ouvrira de 7 h à 15 h à partir du mois prochain. Et pouvez-vous nous envoyer la déclaration de conformité des flexibles livrés en mai ?',
    },
    {
      intent: 'other',
      subject: 'RE: Confirmation de commande {po}',
      body: 'Merci pour la confirmation de commande, tout est conforme.',
    },
    {
      intent: 'status',
      subject: 'Demande de prix {product}',
      body: 'Avez-vous pu regarder notre demande de prix du {date} pour {qty} {product} ? Nous n avons pas eu de retour.',
    },
    {
      intent: 'other',
      subject: 'Offre spéciale printemps',
      body: 'Madame, Monsieur, vous trouverez ci-joint notre nouveau tarif 2026 ainsi que notre offre spéciale sur les roulements. Les commandes reçues avant midi partent le jour même.',
    },
    {
      intent: 'update',
      subject: 'Commande {po}',
      body: 'Suite à l arrêt du chantier, nous annulons notre commande {po}. Merci de nous indiquer les frais éventuels pour ce qui est déjà préparé.',
    },
    {
      intent: 'other',
      subject: 'RE: Devis {qref}',
      body: 'Merci, devis bien reçu. Nous l étudions et revenons vers vous.',
    },
  ],
  es: [
    {
      intent: 'update',
      subject: 'Pedido {po}',
      body: 'Hola, ¿sería posible recibir el pedido {po} una semana más tarde? Estamos reformando el almacén y no tenemos dónde dejar la mercancía.',
    },
    {
      intent: 'update',
      subject: 'Varias cosas',
      body: 'Buenos días, te comento varias cosas:\n1. La mercancía del albarán {inv} llegó bien, gracias.\n2. El {date} te paso nuestras previsiones para el próximo trimestre.\n3. Por favor anulad el pedido {po}, la obra se ha cancelado.\n4. Del 4 al 22 de agosto el almacén estará cerrado por vacaciones.',
    },
    {
      intent: 'other',
      subject: 'Varias cosas',
      body: 'Buenos días, te comento varias cosas:\n1. La mercancía del albarán {inv} llegó bien, gracias.\n2. El {date} te paso nuestras previsiones para el próximo trimestre.\n3. Del 4 al 22 de agosto el almacén estará cerrado por vacaciones.',
    },
    {
      intent: 'quote',
      subject: 'Precio {product}',
      body: '¿Cuánto nos saldrían {qty} {product}? Si nos cuadra el precio, esta semana os pasamos la orden de compra.',
    },
    {
      intent: 'status',
      subject: 'Nuestro pedido {po} – ¿recibido?',
      body: 'El pedido {po} os lo mandamos por correo el {date} y seguimos sin confirmación de pedido. ¿Os ha llegado?',
    },
    {
      intent: 'order',
      subject: 'Pedido {po}',
      body: 'Adjuntamos nuestro pedido {po} de {qty} {product}. Por favor confirmen la recepción y la fecha de entrega.',
      attachment: {
        filename: 'Pedido_{po}.pdf',
        text: 'PEDIDO {po}\nCant. Descripción\n{qty} {product}\nEntrega: {date}\nFacturar a la central',
      },
    },
    {
      intent: 'other',
      subject: 'Devolución',
      body: 'Los {qty} {product} ya no los necesitamos, están sin usar y en su embalaje. Vuestro chófer puede recogerlos el martes. Hacednos un abono, por favor.',
    },
    {
      intent: 'other',
      subject: '',
      body: '¿Me puedes llamar cuando tengas un momento? Gracias',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: '¿Alguna novedad del {po}? Tenía que llegar ayer y los montadores están parados. ¿Qué pasa con él?',
    },
    {
      intent: 'quote',
      subject: 'Vuestra oferta {qref}',
      body: 'Tenemos una oferta de la competencia para los {product} bastante por debajo de vuestra oferta {qref}. ¿Podéis revisar el precio? Preferimos compraros a vosotros.',
    },
    {
      intent: 'update',
      subject: 'Pedido {po}',
      body: '¿Podríamos dejar el pedido {po} en {qty} unidades en vez de las que pedimos? Lo demás igual.',
    },
    {
      intent: 'update',
      subject: 'Tres cosas',
      body: 'Hola, tres cosas: la copia de la factura ya está bien, gracias. El pedido {po} lo podéis cancelar, el proyecto se ha caído. ¿Y nos mandáis el certificado de conformidad de las mangueras que nos servisteis en mayo?',
    },
    {
      intent: 'other',
      subject: 'Tres cosas',
      body: 'Hola, tres cosas: la copia de la factura ya está bien, gracias. Desde el mes que viene el almacén recibe de 7 a 15 h. ¿Y nos mandáis el certificado de conformidad de las mangueras que nos servisteis en mayo?',
    },
    {
      intent: 'other',
      subject: 'RE: Confirmación de pedido {po}',
      body: 'Gracias por la confirmación del pedido {po}, todo correcto.',
    },
    {
      intent: 'status',
      subject: 'Solicitud de presupuesto',
      body: 'Hola, ¿está ya listo el presupuesto que os pedimos el {date} para {qty} {product}? Nos lo reclama la obra.',
    },
    {
      intent: 'update',
      subject: 'Pedido {po}',
      body: 'Buenos días, del pedido {po} necesitamos más: aumentad la cantidad de {product} a {qty} unidades. Lo demás igual.',
    },
    {
      intent: 'update',
      subject: 'Un par de cosas',
      body: 'Hola, ¿cómo va todo? Os cuento dos cosas. Gracias por la visita del otro día, muy útil. Y del pedido {po}, reducid la cantidad de {product} a {qty}, por favor; el resto del pedido igual. Un saludo',
    },
    {
      intent: 'other',
      subject: 'Nueva tarifa y promoción',
      body: 'Estimado cliente: les adjuntamos nuestra nueva tarifa y la oferta especial de verano en {product}. Los pedidos antes de las 12 h salen el mismo día.',
    },
    {
      intent: 'update',
      subject: 'Tres cosas',
      body: 'Hola, tres cosas: gracias por la entrega de ayer, todo correcto. El pedido {po} anuladlo, ya no lo necesitamos. Y ¿me mandáis el certificado de materiales de las bridas del mes pasado?',
    },
    {
      intent: 'update',
      subject: 'Algunos puntos',
      body: 'Buenas, algunos puntos:\n1. Recibido el material del albarán {inv}, todo bien.\n2. Os paso el consumo previsto del trimestre la semana que viene.\n3. El pedido {po} anuladlo, por favor, el cliente ya no lo quiere.\n4. ¿Nos enviáis el certificado de conformidad de las válvulas?',
    },
    {
      intent: 'other',
      subject: 'Tres cosas',
      body: 'Hola, tres cosas: gracias por la entrega de ayer, todo correcto. A partir de junio recibimos de 8 a 14 h. Y ¿me mandáis el certificado de materiales de las bridas del mes pasado?',
    },
  ],
  it: [
    {
      intent: 'update',
      subject: 'Ordine {po}',
      body: 'Buongiorno, sarebbe possibile ricevere l’ordine {po} con una settimana di ritardo? Stiamo rifacendo il magazzino e non abbiamo spazio per la merce.',
    },
    {
      intent: 'update',
      subject: 'Alcuni punti',
      body: 'Buongiorno, vi scrivo per alcune cose:\n1. La merce del DDT {inv} è arrivata tutta, grazie.\n2. Il {date} vi mando le previsioni del prossimo trimestre.\n3. L’ordine {po} annullatelo per favore, il cliente ha rinunciato.\n4. Dal 4 al 22 agosto il magazzino resta chiuso per ferie.',
    },
    {
      intent: 'other',
      subject: 'Alcuni punti',
      body: 'Buongiorno, vi scrivo per alcune cose:\n1. La merce del DDT {inv} è arrivata tutta, grazie.\n2. Il {date} vi mando le previsioni del prossimo trimestre.\n3. Dal 4 al 22 agosto il magazzino resta chiuso per ferie.',
    },
    {
      intent: 'quote',
      subject: 'Prezzo {product}',
      body: 'Quanto verrebbero {qty} {product}? Se l’offerta è in linea, vi passiamo l’ordine questa settimana.',
    },
    {
      intent: 'status',
      subject: 'Ns. ordine {po} – ricevuto?',
      body: 'L’ordine {po} ve l’abbiamo mandato il {date} e ci risulta ancora senza conferma d’ordine da parte vostra. Potete verificare che sia arrivato?',
    },
    {
      intent: 'order',
      subject: 'Ordine {po}',
      body: 'In allegato il nostro ordine {po} per {qty} {product}. Vi preghiamo di confermarne la ricezione e la data di consegna.',
      attachment: {
        filename: 'Ordine_{po}.pdf',
        text: 'ORDINE {po}\nQtà Descrizione\n{qty} {product}\nConsegna: {date}\nFatturazione alla sede',
      },
    },
    {
      intent: 'other',
      subject: 'Reso merce',
      body: 'I {qty} {product} non ci servono più, sono nuovi e imballati. Il vostro autista può ritirarli martedì. Ci fate una nota di credito?',
    },
    {
      intent: 'other',
      subject: '',
      body: 'Mi richiami quando hai un attimo? Grazie',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Novità sul {po}? Doveva arrivare ieri e i montatori sono fermi. Cosa succede?',
    },
    {
      intent: 'quote',
      subject: 'Vs. offerta {qref}',
      body: 'Abbiamo un’offerta della concorrenza per i {product} ben sotto la vostra offerta {qref}. Potete rivedere il prezzo? Preferiremmo comprare da voi.',
    },
    {
      intent: 'update',
      subject: 'Ordine {po}',
      body: 'Sull’ordine {po} potremmo passare a {qty} pezzi invece di quelli ordinati? Il resto invariato.',
    },
    {
      intent: 'update',
      subject: 'Tre cose',
      body: "Ciao, tre cose: la copia della fattura adesso è corretta, grazie. L'ordine {po} potete annullarlo, il progetto è saltato. E ci mandi la dichiarazione di conformità dei tubi consegnati a maggio?",
    },
    {
      intent: 'other',
      subject: 'Tre cose',
      body: 'Ciao, tre cose: la copia della fattura adesso è corretta, grazie. Dal mese prossimo il magazzino riceve dalle 7 alle 15. E ci mandi la dichiarazione di conformità dei tubi consegnati a maggio?',
    },
    {
      intent: 'other',
      subject: 'R: Conferma d ordine {po}',
      body: 'Grazie per la conferma d ordine {po}, tutto a posto.',
    },
    {
      intent: 'other',
      subject: 'Il tuo sito su Google',
      body: 'Gentile cliente, vi offriamo una consulenza SEO gratuita: il Vostro sito nella prima pagina di Google. Più contatti, più ordini!',
    },
    {
      intent: 'quote',
      subject: '{product}',
      body: 'Mi mandi il prezzo per {qty} {product}? Se è in linea con il listino procediamo con l ordine.',
    },
    {
      intent: 'status',
      subject: 'Offerta {product}',
      body: 'È già pronta l offerta per {qty} {product} che vi abbiamo chiesto il {date}? Non abbiamo avuto riscontro.',
    },
  ],
  nl: [
    {
      intent: 'update',
      subject: 'Order {po}',
      body: 'Hoi, zou de levering van order {po} een week later kunnen? Ons magazijn wordt verbouwd en we kunnen de goederen nergens neerzetten.',
    },
    {
      intent: 'update',
      subject: 'Paar punten',
      body: 'Goedemorgen, even een paar dingen:\n1. De goederen van pakbon {inv} zijn goed aangekomen, dank.\n2. Op {date} stuur ik onze prognose voor het volgende kwartaal.\n3. Order {po} mag geannuleerd worden, de klant heeft afgezegd.\n4. Van 4 tot 22 augustus is ons magazijn dicht in verband met de vakantie.',
    },
    {
      intent: 'other',
      subject: 'Paar punten',
      body: 'Goedemorgen, even een paar dingen:\n1. De goederen van pakbon {inv} zijn goed aangekomen, dank.\n2. Op {date} stuur ik onze prognose voor het volgende kwartaal.\n3. Van 4 tot 22 augustus is ons magazijn dicht in verband met de vakantie.',
    },
    {
      intent: 'quote',
      subject: 'Prijs {product}',
      body: 'Wat zouden {qty} {product} kosten? Als jullie prijs klopt, krijgen jullie deze week onze bestelling.',
    },
    {
      intent: 'status',
      subject: 'Onze order {po} – ontvangen?',
      body: 'Onze order {po} is op {date} per mail naar jullie gegaan en we hebben nog steeds geen orderbevestiging. Is hij wel aangekomen?',
    },
    {
      intent: 'order',
      subject: 'Order {po}',
      body: 'In de bijlage onze order {po} voor {qty} {product}. Graag een ontvangstbevestiging met de leverdatum.',
      attachment: {
        filename: 'Order_{po}.pdf',
        text: 'INKOOPORDER {po}\nAantal Omschrijving\n{qty} {product}\nLevering: {date}\nFactuur naar hoofdkantoor',
      },
    },
    {
      intent: 'other',
      subject: 'Retourzending',
      body: 'De {qty} {product} hebben we niet meer nodig, ze zijn ongebruikt en nog verpakt. Jullie chauffeur kan ze dinsdag meenemen. Graag een creditnota daarvoor.',
    },
    {
      intent: 'other',
      subject: '',
      body: 'Kun je me straks even terugbellen? Groet',
    },
    {
      intent: 'status',
      subject: '{po}',
      body: 'Nieuws over {po}? Het zou gisteren komen en de monteurs staan stil. Wat is er aan de hand?',
    },
    {
      intent: 'quote',
      subject: 'Jullie offerte {qref}',
      body: 'We hebben een concurrerende aanbieding voor de {product} die flink onder jullie offerte {qref} zit. Kunnen jullie nog eens naar de prijs kijken? We kopen liever bij jullie.',
    },
    {
      intent: 'update',
      subject: 'Order {po}',
      body: 'Kunnen we bij order {po} naar {qty} stuks gaan in plaats van het bestelde aantal? De rest blijft zo.',
    },
    {
      intent: 'update',
      subject: 'Drie dingen',
      body: 'Hoi, drie dingen: de factuurkopie klopt nu, dank. Order {po} mogen jullie annuleren, het project gaat niet door. En kun je de conformiteitsverklaring sturen van de slangen die in mei geleverd zijn?',
    },
    {
      intent: 'other',
      subject: 'Drie dingen',
      body: 'Hoi, drie dingen: de factuurkopie klopt nu, dank. Vanaf volgende maand ontvangt ons magazijn van 7 tot 15 uur. En kun je de conformiteitsverklaring sturen van de slangen die in mei geleverd zijn?',
    },
    {
      intent: 'other',
      subject: 'RE: Orderbevestiging {po}',
      body: 'Bedankt voor de orderbevestiging van {po}, alles klopt.',
    },
    {
      intent: 'status',
      subject: 'Order {po}',
      body: 'Hoe staat het ervoor met order {po}? Is er al zicht op een leverdatum? Onze voorraad is bijna op.',
    },
    {
      intent: 'status',
      subject: 'Aanvraag {product}',
      body: 'Hebben jullie al naar onze aanvraag voor {qty} {product} kunnen kijken? We hadden de prijzen al verwacht.',
    },
    {
      intent: 'other',
      subject: 'Nieuwe prijslijst',
      body: 'Beste klant, hierbij onze nieuwe prijslijst en een speciale aanbieding op {product}. Bestellingen voor 12 uur gaan dezelfde dag de deur uit.',
    },
    {
      intent: 'other',
      subject: 'RE: Offerte {qref}',
      body: 'Dank je, offerte ontvangen. We kijken ernaar en laten het je weten.',
    },
  ],
};
