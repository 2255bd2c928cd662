import { phoneFrom, numDate, iso, money, pat } from './_util.mjs';
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const CITIES = { NL: [['Amsterdam', '10'], ['Rotterdam', '30'], ['Utrecht', '35'], ['Den Haag', '25'], ['Eindhoven', '56'], ['Groningen', '97'], ['Leiden', '23'], ['Haarlem', '20'], ['Nijmegen', '65'], ['Zwolle', '80']], BE: [['Antwerpen', '20'], ['Gent', '90'], ['Leuven', '30'], ['Brugge', '80'], ['Mechelen', '28'], ['Hasselt', '35']] };
const STREETS = { NL: ['Keizersgracht', 'Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Prinsengracht', 'Julianalaan', 'Lindenlaan', 'Beatrixstraat', 'Schoolstraat', 'Vondelstraat', 'Oranjestraat'], BE: ['Kerkstraat', 'Stationsstraat', 'Meir', 'Veldstraat', 'Molenstraat', 'Dorpsplein'] };
const PCL = 'ABCDEGHJKLMNPRSTVWXZ';
export default {
  lang: 'nl', locales: { 'nl-NL': 'NL', 'nl-BE': 'BE' }, sep: ' ',
  names: {
    m: ['Daan', 'Sem', 'Thijs', 'Jeroen', 'Pieter', 'Bram', 'Ruben', 'Joost', 'Maarten', 'Wouter', 'Sander', 'Koen', 'Lars', 'Stijn', 'Jan-Willem'],
    f: ['Emma', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Femke', 'Marloes', 'Eline', 'Ilse', 'Noor', 'Lieke', 'Sophie', 'Marieke', 'Annelies', 'Griet'],
    family: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van der Meer', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'van der Linden', 'Claes', 'Maes', 'Willems', 'El Amrani', 'Yilmaz'],
    order: 'gf', hyphen: 0.05,
    nick: { Pieter: 'Piet', Maarten: 'Maart', 'Jan-Willem': 'JW', Annelies: 'Anneke', Marieke: 'Mies', Joost: 'Joop' },
    titles: { m: ['meneer', 'dhr.', 'mr.', 'dr.'], f: ['mevrouw', 'mevr.', 'mr.', 'dr.'], pos: 'pre' },
    initials: (p) => `${p.given[0]}. ${p.family}`,
  },
  nidNames: { be_nn: 'rijksregisternummer' },
  emailDomains: ['gmail.com', 'hotmail.nl', 'ziggo.nl', 'kpnmail.nl', 'outlook.com', 'telenet.be', 'live.nl', 'xs4all.nl', 'planet.nl'], tlds: ['nl', 'be'],
  nids: { 'nl-NL': ['nl_bsn'], 'nl-BE': ['be_nn'], default: ['nl_bsn'] }, nidNative: ['nl_bsn'],
  passportCountries: { 'nl-NL': ['NL'], 'nl-BE': ['BE'], default: ['NL'] },
  phone: phoneFrom({
    NL: [['mobile', '06-########', 2], ['mobile', '06 ## ## ## ##'], ['intl', '+31 6 ########'], ['landline', '020-N######'], ['landline', '010 N## ####']],
    BE: [['mobile', '047# ## ## ##', 2], ['intl', '+32 48# ## ## ##'], ['landline', '03 N## ## ##'], ['landline', '09 N## ## ##']],
  }),
  address(r, c) {
    const st = r.pick(STREETS[c]); const [city, pre] = r.pick(CITIES[c]);
    if (c === 'NL') return `${st} ${r.int(1, 400)}${r.pick(['', '', '-II', 'A', ' hs'])}, ${pre}${pat(r, '##')} ${r.pick([...PCL])}${r.pick([...PCL])} ${city}`;
    return `${st} ${r.int(1, 200)}${r.chance(0.3) ? ` bus ${r.int(1, 12)}` : ''}, ${pre}${pat(r, '##')} ${city}`;
  },
  cityNames: (c) => (CITIES[c] || CITIES.NL).map((x) => x[0]),
  date(d, style, r) { if (style === 'iso') return iso(d); if (style === 'numeric') return numDate(d, 'dmy', r.pick(['-', '/'])); return `${d.d} ${MONTHS[d.m - 1]} ${d.y}`; },
  price: (r) => money(r, '€', { before: true }),
  supportLine: (r, c) => pat(r, c === 'NL' ? '0800-####' : '0800 ## ###'),
  emergency: { NL: '112', BE: '112' },
  weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  figures: ['Vincent van Gogh', 'Rembrandt van Rijn', 'Anne Frank', 'Johan Cruijff', 'Willem-Alexander', 'Mark Rutte', 'Max Verstappen', 'Erasmus', 'Eddy Merckx', 'Annie M.G. Schmidt', 'Hugo de Groot'],
  companies: ['Albert Heijn', 'bol.com', 'NS', 'KPN', 'PostNL', 'Rabobank', 'ING', 'Jumbo', 'HEMA', 'Coolblue', 'Delhaize', 'Proximus', 'Philips'],
  famousStreets: ['de Kalverstraat', 'de Coolsingel', 'de Meir', 'het Damrak', 'de Lange Voorhout', 'de Oudegracht', 'de Nieuwendijk'],
  words: { at: 'apenstaartje', dot: 'punt', underscore: 'underscore', digits: ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'] },
  bankFrames: {}, greet: { casual: ['Hoi {to_first},', 'Hé {to_first}!', 'Lieve {to_first},'], formal: ['Geachte {to_tname},', 'Geachte heer/mevrouw,', 'Beste {to_tname},'] },
  close: { casual: ['Groetjes,', 'Liefs,', 'Tot snel,'], formal: ['Met vriendelijke groet,', 'Hoogachtend,', 'Met vriendelijke groeten,'] },
  titles: {
    personal_email: ['Onderwerp: even bijpraten', 'Onderwerp: RE: weekend'], letter: ['{N_city}, {N_date}'], chat_family: ['Familie-app 🏡'], chat_colleagues: ['Teams – projectgroep'],
    meeting_minutes: ['Notulen van het overleg van {N_date}', 'Notulen ledenvergadering VvE'], customer_review: ['★☆☆☆☆ Nooit meer', '★★★★★ Top service'], forum_post: ['Re: Account gehackt, wat nu?'],
    legal_letter: ['Ons kenmerk: {N_case}', 'Zaaknummer {N_case}'], police_report: ['Proces-verbaal van aangifte {N_case}'], insurance_claim: ['Onderwerp: schademelding {N_claim} – waterschade'],
    medical_note: ['Verslag consult {N_date}'], rental_listing: ['Licht appartement bij {N_street}, {N_price} p/m', 'Kamer te huur in {N_city}'], school_letter: ['Ouderbrief – schoolreis naar {N_city}'],
    news_report: ['Man aangehouden in {N_city} voor cryptofraude'], diary_entry: ['{weekday} {N_date}'], voice_note: ['Spraakbericht (transcriptie)'],
    support_email: ['Onderwerp: probleem met bestelling {N_order}'], dev_chat: ['#backend'], github_issue: ['Verbinding geweigerd na upgrade naar {N_version} · Issue #{n}{n}'], so_question: ['{N_devtool}: "authentication failed" bij verbinden, waarom?'],
  },
  signoff: { meeting_minutes: ['Notulist: {other}'], police_report: ['Verbalisant: {tname}'] },
  codeIntro: ['Dit is het relevante deel van mijn config:', 'Het exacte commando:', 'Uit de .env:', 'Code:'],
  fill: {
    c: ['Hoop dat alles goed met jullie is!', 'Vertel ik je zaterdag wel.', 'Het regent al een week.', 'Ik ben kapot.', 'De kinderen zeggen hoi.', 'Nou ja.'],
    f: ['Wij zien uw reactie graag tegemoet.', 'Hieronder vindt u de details.', 'Verdere actie is op dit moment niet nodig.', 'Het punt is uitgebreid besproken.'],
    d: ['Node 20 op Ubuntu.', 'Iemand een idee?', 'Stacktrace staat hieronder.', 'Tot de deploy van gisteren werkte alles.', 'Pod herstarten hielp niet.'],
  },
  frames: {
    person_name: ['3|Ik heb gisteren met {name} gesproken, die lost het op.', 'f3|Graag {tname} in de cc.', 'c3|Raad eens wie ik bij de supermarkt tegenkwam? {name}!', 'f3|Getuige {full}, woonachtig in de naastgelegen woning, is gehoord.', 'd3|{handle} kun jij even kijken?', '3|{name} neemt het over van {other} tijdens de vakantie.', 'f3|Aanwezig: {full}, {other} en {tname}.'],
    email: ['Je kunt me mailen op {email}.', 'c|Mail me op {email_obf} (tegen spam).', 'c|Nieuw mailadres: {email}, de oude is gehackt.', 'f|Stuur het ondertekende exemplaar naar {email}.', '3|Het werkadres van {name} is {email}.', 'v|Mijn mail is {email_sp}, alles kleine letters.', 'd|Mijn commits komen binnen als {email} in plaats van mijn werkaccount.'],
    phone: ['Bel me op {phone} als er iets is.', 'c|nieuw nummer: {phone}', 'f|Verzoekster is telefonisch bereikbaar op {phone}.', '3|Het mobiele nummer van {name} is {phone}, eerst even appen.', 'v|Bel me terug op {phone_sp}, dat is mijn mobiel.', 'f[rental_listing]|Bezichtigingen op afspraak via {phone}.'],
    address: ['We zijn eindelijk verhuisd, het nieuwe adres is {addr}.', 'c|Stuur het pakketje naar {addr}, ik ben de hele week thuis.', 'f|Huurder staat ingeschreven op {addr}.', '3|{name} is afgelopen voorjaar verhuisd naar {addr}.', 'v|Het afleveradres is {addr}, bovenste bel.', 'f3[police_report,news_report]|Agenten gingen rond {time} naar {addr}, waar {full} opendeed.'],
    date_of_birth: ['f3|{full}, geboren op {dob_long}, is ter plaatse gehoord.', 'f3F[medical_note]|Patiënte {full}, geb. {dob_num}, komt met aanhoudende hoest.', 'c|Ik ben geboren op {dob_long}, dus ouder dan je denkt.', 'f3[school_letter]|Leerling {full} (geboren {dob_num}) is ingeschreven voor het nieuwe schooljaar.', 'v|mijn geboortedatum is {dob_long}', 'c|bouwjaar {dob_year} en trots erop'],
    national_id: ['f|Mijn {nid_name} is {nid}.', 'f3|{full} legitimeerde zich met {nid_name} {nid}.', 'c|ze vroegen telefonisch om mijn {nid_name} ({nid}), vond ik raar', 'v|{nid_name}: {nid}'],
    passport: ['c|Paspoortnummer voor de boeking is {passport}.', 'f3|{full} reisde op paspoort nr. {passport}.', 'f|De machineleesbare zone van het paspoort luidt:\n{mrz}\n', 'c|kun je mijn paspoortnummer op het hotelformulier zetten? {passport}'],
    bank_account: ['f|Gelieve de borg over te maken naar {bank}.', 'c|Maak het maar over naar mijn rekening: {bank}.', 'f|De vergoeding wordt overgemaakt naar {iban} t.n.v. {full}.', 'c|huur gaat vanaf nu naar {bank}'],
    credit_card: ['c|Ik heb met mijn creditcard {card} betaald en het is twee keer afgeschreven.', 'f|Graag het openstaande bedrag afschrijven van creditcard {card}, geldig tot 09/28.', '3|{name} betaalde bij het tankstation met kaart {card}.', 'v|het kaartnummer is {card_sp}'],
    ip_address: ['c|Mijn IP is {ip} en is zomaar geblokkeerd.', 'f|Er zijn inlogpogingen vanaf {ip} geregistreerd om {time}.', 'd|De server op {ip} weigert verbindingen op poort 22.', 'd|De interne machine zit op {ip_priv}.', 'f3|De anonieme berichten zijn herleid tot {ip}, de aansluiting van {full}.'],
    crypto_wallet: ['c|Donaties in {coin}: {wallet} 🙏', 'f|Het slachtoffer maakte het geld over naar het {coin}-adres {wallet}.', 'c|stuur de {coin} naar {wallet}, morgen betaal ik je terug', 'f|Rechercheurs koppelden wallet {wallet} aan de oplichters.'],
    password: ['c|wifi-wachtwoord is {pw}', 'c|Netflix: mijn mail en wachtwoord {pw}, niet veranderen!', 'd|Tijdelijk wachtwoord voor de staging-admin: {pw}, na de demo roteren.', 'f|De medewerker gaf toe dat het wachtwoord {pw} op een briefje stond.', 'v|wachtwoord is {pw}'],
    api_key: ['d|Hier de {vendor} van productie: {apikey}, niet committen.', 'd|{apikey} staat hardcoded in de repo, dat is onze {vendor}.', 'd|Kan iemand de {vendor} roteren? Die is in #algemeen geplakt: {apikey}', 'f|Uit de incidentanalyse bleek dat de {vendor} {apikey} in een openbare gist stond.'],
    access_token: ['d|De request werkt met dit bearer token: {token}, maar na een uur niet meer.', 'd|Dit JWT krijg ik terug van het login-endpoint: {jwt}', 'd|Ik heb mijn sessiecookie ({session}) in Postman geplakt en dan werkt het.', 'f|De aanvaller hergebruikte het sessietoken {token} uit de proxylogs.'],
    private_key: ['d|Hier de deploy key, voorzichtig:\n{pkey_block}\n', 'c|mijn wallet private key is {pkey_short}, de helpdesk zegt dat ze die nodig hebben', 'd|In de service-account-JSON staat "private_key": "{pkey_esc}", is dat normaal?', 'd|Key om te testen: {pkey}'],
    connection_string: ['d|De app verbindt met {conn} en krijgt een timeout.', 'd|Met {conn} krijg ik "authentication failed".', 'f|De productie-connection-string {conn} was zichtbaar op de gedeelde screenshot.'],
  },
  neg: ['Besteld op {N_date} (bestelnummer {N_order}) en nog steeds niet binnen.', 'Track & trace: {N_tracking}.', 'We spraken af op {N_street}.', 'In de trein naar {N_city} las ik een biografie van {N_figure}.', 'De klantenservice van {N_company} ({N_support}) hielp niets.', 'Factuur {N_invoice} bedraagt {N_price}.', 'Updaten naar {N_version} loste niets op.', 'd|De foute commit is {N_git_sha}.', 'd|Request-ID {N_uuid}.', 'd|In de docs gebruiken ze {N_doc_key} als voorbeeld, dus dat is het niet.', 'd|Op de screenshot staat alleen {N_masked_key}.', 'd|De publieke sleutel mag gedeeld worden: {N_pubkey}', 'd|Lokaal gebruik ik {N_ph_conn}.', 'Op de bon staat alleen {N_masked_card}.', 'f|Dossiernummer {N_case}.', 'f|Vermeld schadenummer {N_claim} bij alle correspondentie.', 'Het appartement is {N_area}, huur {N_price}.', 'cf|Bel bij nood {N_emergency}.', 'f|Btw-nummer: {N_vat}.', 'f|BIC: {N_bic}.', 'Privacyverzoeken naar {N_role_email}.', 'Het formulier gaf {N_ph_email} als voorbeeld.', 'c|We landden in {N_city} met {N_flight}.', '{N_company} presenteerde de {N_product} op {N_date}.', 'Ticket {N_ticket} staat nog open.', 'd|SHA-256: {N_sha256}.', 'f|Het voorbeeld-IBAN {N_doc_iban} in de folder is geen echte rekening.', 'd|De key wordt bij het opstarten uit {N_ph_key} gelezen.', 'f|Het oude nummer {N_masked_phone} is niet meer in gebruik.'],
};
