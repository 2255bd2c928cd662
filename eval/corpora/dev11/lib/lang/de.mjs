import { phoneFrom, numDate, iso, money, pat } from './_util.mjs';
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_AT = MONTHS.map((m, i) => (i === 0 ? 'Jänner' : m));
const CITIES = {
  DE: [['Berlin', '10'], ['Hamburg', '22'], ['München', '80'], ['Köln', '50'], ['Leipzig', '04'], ['Freiburg im Breisgau', '79'], ['Münster', '48'], ['Dresden', '01'], ['Bremen', '28'], ['Nürnberg', '90'], ['Kassel', '34']],
  AT: [['Wien', '1'], ['Graz', '8'], ['Linz', '4'], ['Salzburg', '5'], ['Innsbruck', '6']],
  CH: [['Zürich', '80'], ['Bern', '30'], ['Basel', '40'], ['Luzern', '60'], ['St. Gallen', '90']],
};
const STREETS = {
  DE: ['Lindenstraße', 'Gartenweg', 'Am Mühlbach', 'Goethestraße', 'Schillerplatz', 'Birkenallee', 'Hauptstraße', 'Kirchgasse', 'Rosenweg', 'Bahnhofstraße', 'Ahornring', 'Auf dem Kamp'],
  AT: ['Hauptstraße', 'Mariahilfer Gürtel', 'Schulgasse', 'Feldweg', 'Lindengasse', 'Kirchenplatz'],
  CH: ['Bahnhofstrasse', 'Dorfstrasse', 'Seestrasse', 'Kirchweg', 'Rosenbergstrasse', 'Rütistrasse'],
};
export default {
  lang: 'de', locales: { 'de-DE': 'DE', 'de-AT': 'AT', 'de-CH': 'CH' }, sep: ' ',
  names: {
    m: ['Lukas', 'Jonas', 'Maximilian', 'Felix', 'Tobias', 'Stefan', 'Matthias', 'Jürgen', 'Florian', 'Niklas', 'Sebastian', 'Dieter', 'Andreas', 'Moritz', 'Benedikt', 'Kai', 'Uwe', 'Henrik'],
    f: ['Anna', 'Lena', 'Sophie', 'Katharina', 'Julia', 'Sabine', 'Stefanie', 'Ursula', 'Marie', 'Johanna', 'Franziska', 'Birgit', 'Theresa', 'Leonie', 'Annika', 'Charlotte', 'Helga', 'Mia'],
    family: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Zimmermann', 'Krüger', 'Hartmann', 'Lange', 'Huber', 'Gruber', 'Brunner', 'von Bülow', 'von der Heide', 'Ottenbacher', 'Yılmaz', 'Nowak', 'Kessler', 'Baumgartner', 'Steiner'],
    order: 'gf', hyphen: 0.08,
    nick: { Stefanie: 'Steffi', Katharina: 'Kathi', Franziska: 'Franzi', Maximilian: 'Max', Sebastian: 'Basti', Matthias: 'Matze', Johanna: 'Hanna', Benedikt: 'Bene', Theresa: 'Resi', Tobias: 'Tobi' },
    titles: { m: ['Herr', 'Herrn', 'Dr.', 'Herr Dr.'], f: ['Frau', 'Frau Dr.', 'Prof. Dr.'], pos: 'pre' },
    initials: (p) => `${p.given[0]}. ${p.family}`,
  },
  emailDomains: ['web.de', 'gmx.de', 't-online.de', 'gmail.com', 'posteo.de', 'gmx.at', 'bluewin.ch', 'outlook.de', 'mailbox.org', 'freenet.de'], tlds: ['de', 'at', 'ch'],
  nids: { 'de-DE': ['de_steuer_id', 'de_id_card', 'de_steuer_id'], 'de-AT': ['at_svnr'], 'de-CH': ['ch_ahv'], default: ['de_steuer_id'] },
  nidNative: ['de_steuer_id', 'de_id_card', 'at_svnr', 'ch_ahv'],
  passportCountries: { 'de-DE': ['DE'], 'de-AT': ['AT'], 'de-CH': ['CH'], default: ['DE'] },
  phone: phoneFrom({
    DE: [['mobile', '01N# ########', 2], ['mobile', '015# #######'], ['intl', '+49 1N# ########'], ['landline', '030 N#######'], ['landline', '089 N######'], ['landline', '040/N#######'], ['intl', '+49 (0)221 N######']],
    AT: [['mobile', '0664 ### ## ##', 2], ['intl', '+43 676 #######'], ['landline', '01 N## ## ##'], ['landline', '0316 N#####']],
    CH: [['mobile', '079 ### ## ##', 2], ['intl', '+41 78 ### ## ##'], ['landline', '044 N## ## ##'], ['landline', '031 N## ## ##']],
  }),
  address(r, c) {
    const st = r.pick(STREETS[c]); const [city, pre] = r.pick(CITIES[c]);
    if (c === 'DE') return `${st} ${r.int(1, 140)}${r.pick(['', '', 'a', 'b'])}, ${pre}${pat(r, '###')} ${city}`;
    if (c === 'AT') return `${st} ${r.int(1, 90)}${r.chance(0.5) ? `/${r.int(1, 20)}` : ''}, ${pre}${pat(r, '#N0')} ${city}`;
    return `${st} ${r.int(1, 120)}, ${pre}${pat(r, '##')} ${city}`;
  },
  cityNames: (c) => (CITIES[c] || CITIES.DE).map((x) => x[0]),
  date(d, style, r, c) {
    if (style === 'iso') return iso(d);
    if (style === 'numeric') return numDate(d, 'dmy', '.', r.chance(0.8));
    return `${d.d}. ${(c === 'AT' ? MONTHS_AT : MONTHS)[d.m - 1]} ${d.y}`;
  },
  price: (r, c) => (c === 'CH' ? money(r, 'CHF', { before: true, dec: '.', thou: "'" }) : money(r, '€')),
  supportLine: (r, c) => pat(r, c === 'DE' ? '0800 ### ####' : c === 'AT' ? '0800 ### ###' : '0800 ### ###'),
  emergency: { DE: '110', AT: '133', CH: '117' },
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  figures: ['Angela Merkel', 'Johann Wolfgang von Goethe', 'Albert Einstein', 'Konrad Adenauer', 'Ludwig van Beethoven', 'Helene Fischer', 'Friedrich Schiller', 'Sigmund Freud', 'Wolfgang Amadeus Mozart', 'Roger Federer', 'Olaf Scholz', 'Karl Marx'],
  companies: ['Deutsche Bahn', 'Telekom', 'Sparkasse', 'Siemens', 'Aldi Süd', 'Lidl', 'dm', 'Bosch', 'ÖBB', 'Migros', 'Swisscom', 'Volkswagen', 'Hermes'],
  famousStreets: ['Kurfürstendamm', 'Unter den Linden', 'Königsallee', 'Reeperbahn', 'Zeil', 'Kärntner Straße', 'Bahnhofstrasse in Zürich', 'Maximilianstraße', 'Friedrichstraße'],
  words: { at: 'ät', dot: 'Punkt', underscore: 'Unterstrich', digits: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'] },
  bankFrames: {}, greet: { casual: ['Hallo {to_first},', 'Hi {to_first}!', 'Liebe Grüße vorab, {to_first} —', 'Servus {to_first},'], formal: ['Sehr geehrte Damen und Herren,', 'Sehr geehrte/r {to_tname},', 'Guten Tag {to_tname},'] },
  close: { casual: ['Liebe Grüße', 'LG', 'Bis bald', 'Dein/e'], formal: ['Mit freundlichen Grüßen', 'Freundliche Grüße', 'Hochachtungsvoll'] },
  titles: {
    personal_email: ['Betreff: Kurzes Update', 'Betreff: AW: Wochenende'], letter: ['{N_city}, den {N_date}'], chat_family: ['Familienchat 👨‍👩‍👧'], chat_colleagues: ['Teams – Projektgruppe'],
    meeting_minutes: ['Protokoll der Teamsitzung vom {N_date}', 'Protokoll Eigentümerversammlung'], customer_review: ['★☆☆☆☆ Nie wieder!', '★★★★☆ Im Großen und Ganzen zufrieden'], forum_post: ['Re: Konto gehackt – was tun?', 'Re: Betrugsmasche?'],
    legal_letter: ['Unser Zeichen: {N_case}', 'Az. {N_case}'], police_report: ['Strafanzeige – Vorgangsnummer {N_case}'], insurance_claim: ['Betreff: Schadenmeldung {N_claim} – Wasserschaden'],
    medical_note: ['Arztbrief vom {N_date}'], rental_listing: ['Helle 3-Zimmer-Wohnung nahe {N_street}, {N_price} warm', 'WG-Zimmer in {N_city} frei'], school_letter: ['Elternbrief – Klassenfahrt nach {N_city}'],
    news_report: ['Betrüger erbeuten Tausende mit falschen Krypto-Angeboten in {N_city}'], diary_entry: ['{weekday}, {N_date}'], voice_note: ['Sprachnachricht (Transkript)'],
    support_email: ['Betreff: Problem mit Bestellung {N_order}'], dev_chat: ['#backend'], github_issue: ['Verbindung schlägt nach Update auf {N_version} fehl · Issue #{n}{n}'], so_question: ['{N_devtool}: „authentication failed“ beim Verbinden – warum?'],
  },
  signoff: { meeting_minutes: ['Protokoll: {other}'], police_report: ['Sachbearbeitung: {tname}'] },
  codeIntro: ['Hier der relevante Teil meiner Config:', 'So sieht mein Aufruf aus:', 'Auszug aus der .env:', 'Code:'],
  fill: {
    c: ['Hoffe, euch geht’s gut!', 'Mehr erzähle ich dir beim Essen.', 'Das Wetter ist seit Tagen furchtbar.', 'Bin total platt.', 'Die Kinder lassen grüßen.', 'Naja, egal.'],
    f: ['Wir bitten um Rückmeldung bis Monatsende.', 'Die Einzelheiten entnehmen Sie bitte der Anlage.', 'Weitere Maßnahmen sind derzeit nicht erforderlich.', 'Der Sachverhalt wurde ausführlich besprochen.'],
    d: ['Läuft auf Ubuntu 22.04 mit Node 20.', 'Hat jemand eine Idee?', 'Stacktrace unten.', 'Bis zum Deploy gestern lief alles.', 'Pod neu starten hat nichts gebracht.'],
  },
  frames: {
    person_name: ['3|Ich habe gestern mit {name} gesprochen, die Sache wird geklärt.', 'f3|Bitte setzen Sie {tname} in Kopie.', 'c3|Rate mal, wen ich beim Bäcker getroffen hab – {name}!', 'f3|Als Zeuge wurde {full} vernommen, wohnhaft in der Nachbarwohnung.', 'd3|{handle} kannst du mal drüberschauen?', '3|{name} übernimmt die Vertretung für {other}.', 'f3|Anwesend: {full}, {other}, {tname}.'],
    email: ['Du erreichst mich unter {email}.', 'c|Schreib mir an {email_obf} (wegen Spam so geschrieben).', 'c|Neue Mailadresse übrigens: {email}, die alte wurde gehackt.', 'f|Bitte senden Sie die unterschriebene Fassung an {email}.', '3|Die Dienstadresse von {name} ist {email}.', 'v|Meine Mail ist {email_sp}, alles klein.', 'd|Die Commits laufen unter {email} statt unter meiner Firmenadresse.'],
    phone: ['Ruf mich einfach unter {phone} an.', 'c|neue Nummer: {phone}', 'f|Die Antragstellerin ist telefonisch unter {phone} erreichbar.', '3|{name} hat die Handynummer {phone}, bitte vorher schreiben.', 'v|Ruf mich zurück unter {phone_sp}, das ist mein Handy.', 'f[rental_listing]|Besichtigungen nach Vereinbarung unter {phone}.'],
    address: ['Wir sind endlich umgezogen, die neue Adresse ist {addr}.', 'c|Schick das Paket bitte an {addr}, ich bin die ganze Woche da.', 'f|Der Mieter ist derzeit unter der Anschrift {addr} gemeldet.', '3|{name} ist letzten Frühling umgezogen, neue Anschrift: {addr}.', 'v|Lieferadresse ist {addr}, oberste Klingel.', 'f3[police_report,news_report]|Die Beamten trafen gegen {time} Uhr an der Anschrift {addr} ein, wo {full} öffnete.'],
    date_of_birth: ['f3|{full}, geboren am {dob_long}, wurde vor Ort befragt.', 'f3F[medical_note]|Die Patientin {full}, geb. {dob_num}, stellt sich mit anhaltendem Husten vor.', 'c|Ich bin am {dob_long} geboren, also älter als du denkst.', 'c3|{first} ist am {dob_long} geboren, merk dir das endlich!', 'c|Jahrgang {dob_year}, und stolz drauf', 'f3F[school_letter]|Die Schülerin {full} (geb. {dob_num}) wird zum Schuljahresbeginn aufgenommen.', 'v|mein Geburtsdatum ist der {dob_long}'],
    national_id: ['f|Meine {nid_name} lautet {nid}.', 'f3|{full} wies sich mit {nid_name} {nid} aus.', 'c|die wollten am Telefon meine {nid_name} ({nid}), fand ich komisch', 'v|{nid_name}: {nid}'],
    passport: ['c|Passnummer für die Buchung ist {passport}.', 'f3|{full} reiste mit dem Reisepass Nr. {passport} ein.', 'f|Die maschinenlesbare Zone des Passes lautet:\n{mrz}\n', 'c|kannst du meine Passnummer ins Hotelformular eintragen? {passport}'],
    bank_account: ['f|Bitte überweisen Sie die Kaution auf {bank}.', 'c|Überweis es einfach auf mein Konto: {bank}.', 'f|Die Entschädigung wird auf das Konto {iban} (Inhaber: {full}) überwiesen.', 'c|Miete geht ab jetzt auf {bank}, der Vermieter hat die Bank gewechselt'],
    credit_card: ['c|Ich hab mit meiner Karte {card} bezahlt und wurde doppelt belastet.', 'f|Bitte belasten Sie den offenen Betrag der Kreditkarte {card}, gültig bis 09/28.', '3|{name} hat an der Tankstelle mit der Karte {card} bezahlt.', 'v|Kartennummer ist {card_sp}'],
    ip_address: ['c|Meine IP ist {ip} und wurde einfach gesperrt.', 'f|Anmeldungen von {ip} wurden um {time} Uhr protokolliert.', 'd|Der Server unter {ip} lehnt Verbindungen auf Port 22 ab.', 'd|Die interne Kiste hat {ip_priv}, nichts Öffentliches.', 'f3|Die anonymen Nachrichten wurden zu {ip} zurückverfolgt, dem Anschluss von {full}.'],
    crypto_wallet: ['c|Spenden gerne in {coin} an {wallet} 🙏', 'f|Die Geschädigte überwies an die {coin}-Adresse {wallet}.', 'c|schick die {coin} an {wallet}, ich zahl’s dir morgen zurück', 'f|Die Ermittler ordneten die Wallet {wallet} den Tätern zu.'],
    password: ['c|WLAN-Passwort ist {pw}', 'c|Netflix: meine Mail und Passwort {pw}, bitte nicht ändern!', 'd|Temporäres Passwort für den Staging-Admin: {pw}, nach der Demo rotieren.', 'f|Der Mitarbeiter räumte ein, dass das Passwort {pw} auf einem Zettel am Monitor klebte.', 'v|Passwort ist {pw}, erster Buchstabe groß'],
    api_key: ['d|Hier der {vendor} aus Prod: {apikey} – bitte nicht committen.', 'd|Im Repo steht {apikey} hart codiert, das ist unser {vendor}.', 'd|Kann jemand den {vendor} rotieren? Der wurde in #allgemein gepostet: {apikey}', 'f|Im Incident-Review stellte sich heraus, dass der {vendor} {apikey} in einem öffentlichen Gist stand.'],
    access_token: ['d|Mit diesem Bearer-Token klappt der Request: {token}, aber nach einer Stunde nicht mehr.', 'd|Das JWT vom Login-Endpunkt: {jwt}', 'd|Ich hab meinen Session-Cookie ({session}) in Postman kopiert, damit geht es.', 'f|Der Angreifer nutzte das Session-Token {token} aus den Proxy-Logs.'],
    private_key: ['d|Hier der Deploy-Key, vorsichtig damit:\n{pkey_block}\n', 'c|mein Wallet-Private-Key ist {pkey_short}, der Support meinte, sie brauchen ihn', 'd|Im Service-Account-JSON steht "private_key": "{pkey_esc}" – ist das normal?', 'd|Key zum Testen: {pkey}'],
    connection_string: ['d|Die App verbindet sich mit {conn} und läuft in einen Timeout.', 'd|Mit {conn} kommt „authentication failed“.', 'f|Der Produktiv-Connection-String {conn} war im geteilten Screenshot zu sehen.'],
  },
  neg: ['Bestellt am {N_date} (Bestellnummer {N_order}), bis heute nichts angekommen.', 'Sendungsnummer {N_tracking}, falls das hilft.', 'Treffpunkt war {N_street}, direkt vor dem Kino.', 'Im Zug nach {N_city} habe ich eine Biografie über {N_figure} gelesen.', 'Die Hotline von {N_company} ({N_support}) war keine Hilfe.', 'Die Rechnung {N_invoice} beläuft sich auf {N_price}.', 'Das Update auf {N_version} hat nichts gebracht.', 'd|Der fehlerhafte Commit ist {N_git_sha}.', 'd|Request-ID {N_uuid}, falls das hilft.', 'd|In der Doku steht {N_doc_key} als Beispiel, das ist es also nicht.', 'd|Im Screenshot sieht man nur {N_masked_key}.', 'd|Der Public Key darf geteilt werden: {N_pubkey}', 'd|Lokal nehme ich einfach {N_ph_conn}.', 'd|In der Beispielkonfiguration steht als Passwort {N_ph_pw}.', 'Auf dem Beleg steht nur {N_masked_card}.', 'f|Aktenzeichen {N_case}.', 'f|Bitte geben Sie bei Rückfragen die Schadennummer {N_claim} an.', 'Die Wohnung hat {N_area}, Miete {N_price}.', 'cf|Im Notfall {N_emergency} wählen.', 'f|Unsere USt-IdNr. lautet {N_vat}.', 'f|BIC der Bank: {N_bic}.', 'Datenschutzanfragen bitte an {N_role_email}.', 'Im Formular stand {N_ph_email} als Beispiel.', 'c|Wir sind mit {N_flight} in {N_city} gelandet.', '{N_company} hat das {N_product} am {N_date} vorgestellt.', 'Ticket {N_ticket} ist noch offen.', 'd|Prüfsumme: {N_sha256}.', 'f|Die Muster-IBAN {N_doc_iban} im Flyer ist kein echtes Konto.', 'd|Der Key wird beim Start aus {N_ph_key} gelesen.', 'f|Die alte Nummer {N_masked_phone} ist nicht mehr vergeben.'],
};
