import { describe, expect, it } from 'vitest';
import { bodyTableLine } from '#domain/extract/tables';
import { prepareEmail } from '#domain/text/email';
import { htmlToText, looksLikeHtml } from '#domain/text/html';
import { splitQuoted } from '#domain/text/quoted';
import { classifySignatureLine, splitSignature } from '#domain/text/signature';

describe('htmlToText', () => {
  it('keeps table rows as lines with cells joined by " | " and drops scripts and styles', () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><p>Bitte um Angebot:</p>' +
      '<table><tr><th>Pos.</th><th>Menge</th><th>Bezeichnung</th></tr>' +
      '<tr><td>1</td><td>10</td><td>Schraube M8</td></tr></table>' +
      '<script>alert(1)</script></body></html>';
    const text = htmlToText(html);
    expect(text).toContain('Pos. | Menge | Bezeichnung');
    expect(text).toContain('1 | 10 | Schraube M8');
    expect(text).not.toContain('alert');
    expect(text).not.toContain('color');
  });

  it('keeps the cells of an Outlook table row (<td><p class=MsoNormal>) on one line', () => {
    const cell = (text: string) =>
      `<td valign=top><p class=MsoNormal><span style='font-size:10.0pt'>${text}<o:p></o:p></span></p></td>`;
    const html =
      '<div class=WordSection1><p class=MsoNormal>Bitte anbieten:<o:p></o:p></p>' +
      `<table class=MsoTableGrid><tr>${cell('Pos.')}${cell('Menge')}${cell('Bezeichnung')}</tr>` +
      `<tr>${cell('1')}${cell('8')}${cell('Kugelhahn DN 25')}</tr></table></div>`;
    const lines = htmlToText(html).split('\n');
    expect(lines).toContain('Pos. | Menge | Bezeichnung');
    expect(lines).toContain('1 | 8 | Kugelhahn DN 25');
  });

  it('leaves out struck-through text: a row struck through is no row', () => {
    const html =
      '<table><tr><th>Art.</th><th>Qty</th></tr>' +
      '<tr><td>Ball valve 3/4"</td><td>6</td></tr>' +
      '<tr><td><s>Pressure switch 0-10 bar</s></td><td><s>2</s></td></tr>' +
      '<tr><td><del>Relief valve 1/2"</del></td><td><strike>1</strike></td></tr></table>' +
      '<p>I struck out the switch.</p>';
    const lines = htmlToText(html).split('\n');
    expect(lines).toContain('Ball valve 3/4" | 6');
    expect(lines.join(' ')).not.toMatch(/Pressure switch|Relief valve/);
  });

  it('reads a line break inside a table cell as a space', () => {
    const html =
      '<table><tr><th>#</th><th>Description</th><th>Qty</th></tr>' +
      '<tr><td>3</td><td>Nylon tubing 12 mm OD, black,<br>30 m coil</td><td>4</td></tr></table>';
    expect(htmlToText(html).split('\n')).toContain(
      '3 | Nylon tubing 12 mm OD, black, 30 m coil | 4',
    );
  });

  it('keeps every cell in its column when the first cell is empty or a cell spans columns', () => {
    const html =
      '<table><tr><th>Código</th><th>Descripción</th><th>Cantidad</th><th>Unidad</th></tr>' +
      '<tr><td>AC 2901</td><td>Kit GA 30</td><td>2</td><td>juego</td></tr>' +
      '<tr><td>&nbsp;</td><td>Aceite, garrafa 20 l</td><td>3</td><td>ud</td></tr>' +
      '<tr><td colspan="2">Total</td><td>5</td><td></td></tr>' +
      '<tr><td></td><td></td><td></td><td></td></tr></table>';
    const rows = htmlToText(html)
      .split('\n')
      .map((line, index) => bodyTableLine(line, index))
      .map((row) =>
        row && row !== 'rule' ? row.cells?.map((cell) => `${cell.bbox.x}:${cell.text}`) : row,
      );
    expect(rows).toEqual([
      ['0:Código', '1:Descripción', '2:Cantidad', '3:Unidad'],
      ['0:AC 2901', '1:Kit GA 30', '2:2', '3:juego'],
      ['1:Aceite, garrafa 20 l', '2:3', '3:ud'],
      ['0:Total', '2:5'],
    ]);
  });

  it('gives a layout table its text as it is: paragraphs, a nested table, a signature cell', () => {
    const html =
      '<table><tr><td><p>Hello Anna,</p><p>please quote:</p>' +
      '<table><tr><th>Qty</th><th>Item</th></tr><tr><td>2</td><td>Valve<br>DN 25</td></tr></table>' +
      '<p>Regards<br>Tom</p></td></tr></table>' +
      '<table><tr><td><img src="logo.png"></td><td>John Smith<br>Purchasing<br>Tel +49 1234</td></tr></table>';
    expect(htmlToText(html)).toBe(
      'Hello Anna,\n\nplease quote:\n\nQty | Item\n2 | Valve DN 25\n\nRegards\nTom\n' +
        'John Smith\nPurchasing\nTel +49 1234',
    );
  });

  it('recognises HTML but not plain text with a stray angle bracket', () => {
    expect(looksLikeHtml('<div>Hallo</div><p>Welt</p>')).toBe(true);
    expect(looksLikeHtml('Menge < 10 und > 5 Stück')).toBe(false);
  });
});

describe('splitQuoted', () => {
  const cases: Array<[string, string]> = [
    ['en', 'Please quote 5 valves.\n\nOn Mon, 3 Mar 2025 at 10:00, Anna <a@x.com> wrote:\n> old'],
    ['de', 'Bitte 5 Ventile anbieten.\n\nAm 03.03.2025 um 10:00 schrieb Anna <a@x.de>:\n> alt'],
    [
      'fr',
      'Merci de chiffrer 5 vannes.\n\nLe lun. 3 mars 2025 à 10:00, Anna <a@x.fr> a écrit :\n> ancien',
    ],
    [
      'es',
      'Coticen 5 válvulas.\n\nEl lun, 3 mar 2025 a las 10:00, Ana (<a@x.es>) escribió:\n> viejo',
    ],
    [
      'it',
      'Quotate 5 valvole.\n\nIl giorno lun 3 mar 2025 alle ore 10:00 Anna <a@x.it> ha scritto:\n> vecchio',
    ],
    [
      'nl',
      'Graag offerte voor 5 kleppen.\n\nOp ma 3 mrt 2025 om 10:00 schreef Anna <a@x.nl>:\n> oud',
    ],
  ];
  for (const [language, body] of cases) {
    it(`drops the earlier message after a ${language} reply header`, () => {
      const { fresh, quoted } = splitQuoted(body);
      expect(fresh.split('\n')).toHaveLength(1);
      expect(quoted).toMatch(/^(On|Am|Le|El|Il|Op)\b/);
    });
  }

  it('keeps the own text of a forwarded message apart, and none of an answered one', () => {
    const forward =
      'FYI, see below.\n\n---------- Forwarded message ---------\nDe : Gilles <g@x.fr>\nDate: mer. 12 juin 2024\nSubject: Demande de prix\n\nBonjour,\nmerci de nous faire un prix pour 10 roulements 6308-2RS.\n\nLe mar. 11 juin 2024, Anna a écrit :\n> ancien';
    expect(splitQuoted(forward).forwarded).toBe(
      'Bonjour,\nmerci de nous faire un prix pour 10 roulements 6308-2RS.',
    );
    const outlookForward =
      'Bitte anbieten.\n\nVon: Max <max@x.de>\nGesendet: Montag, 3. März 2025 10:00\nAn: Erika\nBetreff: WG: Anfrage\n\n20 Kugellager 6205';
    expect(splitQuoted(outlookForward).forwarded).toBe('20 Kugellager 6205');
    expect(
      splitQuoted(
        'Danke.\n\nOn Mon, 3 Mar 2025 at 10:00, Anna <a@x.com> wrote:\n> 20 bearings 6205',
      ).forwarded,
    ).toBe('');
  });

  it("names the earlier message's author as written: From field or reply header", () => {
    expect(
      splitQuoted(
        'FYI\n\n---------- Forwarded message ---------\nDe : Gilles <g@x.fr>\nDate: mer. 12 juin 2024\n\nBonjour',
      ).earlierFrom,
    ).toBe('Gilles <g@x.fr>');
    expect(
      splitQuoted(
        'Bitte anbieten.\n\nVon: Max Berger [mailto:max@x.de]\nGesendet: Montag, 3. März 2025 10:00\nAn: Erika\nBetreff: Anfrage\n\n20 Kugellager',
      ).earlierFrom,
    ).toBe('Max Berger [mailto:max@x.de]');
    expect(
      splitQuoted('Danke.\n\nOn Mon, 3 Mar 2025 at 10:00, Anna <a@x.com> wrote:\n> 20 bearings')
        .earlierFrom,
    ).toBe('On Mon, 3 Mar 2025 at 10:00, Anna <a@x.com> wrote:');
    expect(splitQuoted('Just a message.\n\nBest,\nAnna').earlierFrom).toBe('');
  });

  it('splits at an Outlook header block and an original-message separator', () => {
    const outlook =
      'Neue Nachricht\n\nVon: Max <max@x.de>\nGesendet: Montag, 3. März 2025 10:00\nAn: Erika\nBetreff: Anfrage\n\nAlter Text';
    expect(splitQuoted(outlook).fresh).toBe('Neue Nachricht');
    const separator = 'Nuevo\n\n-----Mensaje original-----\nDe: Ana\nviejo';
    expect(splitQuoted(separator).fresh).toBe('Nuevo');
  });

  it('keeps the answers of an inline reply and drops only the quoted lines', () => {
    const body =
      'On Dec 15, 2024, at 2:00 PM, Jane <jane@example.com> wrote:\n> Option A?\n\nYes, A.\n\n> Option B?\n\nNo.\n\n> Option C?\n\nMaybe.';
    const { fresh } = splitQuoted(body);
    expect(fresh).toContain('Yes, A.');
    expect(fresh).toContain('Maybe.');
    expect(fresh).not.toContain('Option');
  });

  it('does not treat sentences starting with "On" as headers', () => {
    const body = 'On the surface this is fine.\n\nOn average, it works.';
    expect(splitQuoted(body).quoted).toBe('');
  });
});

describe('splitSignature', () => {
  const bodies: Array<[string, string, string]> = [
    [
      'de',
      'Bitte 10 Stück Kugelhahn DN25 anbieten.',
      'Mit freundlichen Grüßen\n\nHans Müller\nEinkauf\nMüller Armaturen GmbH\nHauptstraße 12\n70173 Stuttgart\nTel. +49 711 123456\nFax +49 711 123457\nSitz der Gesellschaft: Stuttgart, Amtsgericht Stuttgart HRB 12345',
    ],
    [
      'fr',
      'Merci de nous chiffrer 20 rouleaux de ruban adhésif.',
      'Cordialement,\nMarie Dupont\nService Achats\nDupont SAS - 12 rue de la Paix, 75002 Paris\nTél. : 01 23 45 67 89\nSIRET 123 456 789 00012 - RCS Paris',
    ],
    [
      'it',
      'Vi chiediamo un preventivo per 5 scatole di guanti.',
      'Cordiali saluti\nLuca Bianchi\nBianchi S.r.l.\nVia Roma 10, 20100 Milano\nTel. 02 1234567\nP.IVA 01234567890',
    ],
    [
      'es',
      'Necesitamos 100 metros de cable H07V-K.',
      'Saludos cordiales,\nJuan García\nGarcía S.L.\nCIF B12345678\nTel: +34 912 345 678',
    ],
    [
      'nl',
      'Graag een offerte voor 8 paar werkhandschoenen.',
      'Met vriendelijke groet,\n\nJan de Vries\nInkoop\nDe Vries B.V.\nPostbus 123\n1000 AB Amsterdam\nT: +31 20 123 4567\nKvK 12345678 | BTW NL123456789B01',
    ],
    [
      'en',
      'Please quote 3 boxes of nitrile gloves.',
      'Best regards,\nJohn Smith\nPurchasing Manager\nSmith Ltd\nPhone: +44 20 7946 0958\nVAT GB123456789',
    ],
  ];
  for (const [language, content, signature] of bodies) {
    it(`separates a ${language} signature with contact and legal lines`, () => {
      const result = splitSignature(`Hallo,\n\n${content}\n\n${signature}`);
      expect(result.content).toBe(`Hallo,\n\n${content}`);
      expect(result.signature).toBe(signature);
      expect(result.signatureStartLine).toBe(4);
    });
  }

  it('finds a bare contact block without a closing phrase', () => {
    const body =
      'Please send the offer today.\n\nGina Black\ngina@example.com\n(555) 346-9947\nwww.example.com';
    expect(splitSignature(body).signature).toBe(
      'Gina Black\ngina@example.com\n(555) 346-9947\nwww.example.com',
    );
  });

  it('finds a name and one number set apart at the end of the message', () => {
    const body = 'Ciao,\n\nmi servono altri 50 raccordi 22 mm.\n\nLuca\n051 633 2940';
    expect(splitSignature(body).signature).toBe('Luca\n051 633 2940');
    // A number in the last sentence is no signature.
    const inline = 'Hello,\n\nPlease call me back.\nMy number: 051 633 2940';
    expect(splitSignature(inline).signature).toBe('');
  });

  it('knows the usual closings of the six languages, with thanks before and wishes after', () => {
    const closings = [
      'Un saludo cordial',
      'Cordiales saludos,',
      'Reciba un afectuoso saludo.',
      'Cordiali saluti e buon lavoro',
      'Grazie, cordiali saluti',
      'Saluti cordiali',
      'Groetjes,',
      'Hartelijke groeten en een fijne dag',
      'Met collegiale groet,',
      'Salutations cordiales,',
      'Bien à vous,',
      'Merci et bonne journée',
      'Viele Grüße aus Hamburg',
      'Mit freundlichen Gruessen',
      'Danke und schönes Wochenende!',
      'Thanks and kind regards,',
      'With best wishes,',
      'Kind regards and have a nice weekend',
      // A closing ending in a letter beyond ASCII, and the closings of customers beyond the six.
      'Gruß',
      'Cordialità',
      'Med venlig hilsen',
      'Vänliga hälsningar',
      'Z poważaniem',
      'S pozdravem',
      'Com os melhores cumprimentos',
    ];
    for (const closing of closings) {
      const body = `Hello,\n\nPlease quote 3 bearings 6205.\n\n${closing}\nAnna Berg\nWerk Nord`;
      expect(splitSignature(body).signatureStartLine, closing).toBe(4);
    }
  });

  it('does not read an opening "Good day!" or "Buen día" as a closing', () => {
    for (const opener of ['Good day!', 'Buen día,', 'Greetings from Bosch!']) {
      const body = `Dear Anna,\n${opener}\nPlease quote 3 bearings 6205 and 2 seals.\nJohn`;
      expect(splitSignature(body).content, opener).toContain('6205');
    }
  });

  it('reads opening hours and street lines ending in a postcode as contact and address lines', () => {
    for (const line of [
      'Orari magazzino: lun–ven 8.00–12.00 / 13.30–17.00',
      'Openingstijden: ma t/m vr 7.30 - 16.30 uur',
      'ma t/m vr 7.30 - 16.30 uur',
      'Horario de descarga: L-V 8:00 a 14:00, muelle 4',
      'Horaires de réception : 8h00–11h30 / 13h30–16h00',
      'Warenannahme Mo–Fr 7–15 Uhr',
      'Mon–Fri 8:00–17:00',
      'Inscrita en el R.M. de Castellón, Tomo 1520, Libro 1082, Folio 44',
    ]) {
      expect(classifySignatureLine(line), line).toBe('contact');
    }
    for (const line of [
      'Via Radici in Piano 201 – 41049 Sassuolo (MO)',
      'Ctra. Castellón–Alcora km 7,5 – 12006 Castellón',
      'Industrieweg 14, 5531 AD Bladel',
    ]) {
      expect(classifySignatureLine(line), line).toBe('address');
    }
    for (const line of ['Bitte 20 Stück bis Freitag liefern', '2 x Relais 24 V, 8-16 A']) {
      expect(classifySignatureLine(line), line).not.toBe('contact');
    }
  });

  it('keeps a short note between contact lines in the contact block', () => {
    const signature =
      'Linda Hermans\nCarrosseriebouw Hermans B.V.\nIndustrieweg 14, 5531 AD Bladel\n' +
      'Openingstijden: ma t/m vr 7.30 - 16.30 uur\nLaadperron 3 (achterzijde)\nT 0497 38 12 00\nKvK 17045321';
    const body = `Hoi Mark,\n\nKun je me een prijs geven voor 3 rollen Tesa 4651?\n\n${signature}`;
    expect(splitSignature(body).signature).toBe(signature);
  });

  it('leaves item lists and sentences mentioning regards alone', () => {
    const body =
      'Please quote:\n\n1 L Male\n1 M Male\n10 x Schraube M8\n\nThanks a lot for your help with this!';
    expect(splitSignature(body).signature).toBe('');
    const sentence = 'I write with regards to the payment.\n\nAs regards the timeline, Friday.';
    expect(splitSignature(sentence).signature).toBe('');
  });
});

describe('prepareEmail', () => {
  it('converts HTML, drops the quote and the signature', () => {
    const body =
      '<div>Bonjour,</div><div>merci de chiffrer 50 pièces.</div><div>Cordialement,<br>Marie<br>Tél. 01 23 45 67 89</div>' +
      '<blockquote>Le 3 mars 2025 à 10:00, Paul &lt;p@x.fr&gt; a écrit :<br>ancien</blockquote>';
    const prepared = prepareEmail(body);
    expect(prepared.wasHtml).toBe(true);
    expect(prepared.content).toBe('Bonjour,\nmerci de chiffrer 50 pièces.');
    expect(prepared.signature).toContain('Cordialement');
    expect(prepared.quoted).toContain('ancien');
  });

  it('is bounded and never throws on empty input', () => {
    expect(prepareEmail('').content).toBe('');
    const huge = 'x'.repeat(3_000_000);
    expect(prepareEmail(huge).text.length).toBeLessThanOrEqual(1_000_000);
  });
});
