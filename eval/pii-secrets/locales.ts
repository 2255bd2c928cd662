// Locale data for the evaluation corpus: names, postal addresses, phone regions, IBAN countries,
// national identifiers with the labels real documents print next to them, date formats, and
// hand-written prose templates per language. Template slots are written ⟦slot⟧ (a bracket no
// code, JSON or YAML template uses) and filled by contexts.ts.

import type { Rng } from '../../src/engine/examples/rng.js';
import { between, hasGenerator, randomDigits, UPPER, viaValidator } from './formats.js';

export interface NationalId {
  type: string;
  /** Labels printed before the number on forms, letters and payslips. */
  labels: readonly string[];
  gen(rng: Rng): string;
}

export interface Labels {
  name: string;
  email: string;
  phone: string;
  address: string;
  dob: string;
  iban: string;
  card: string;
  passport: string;
  order: string;
  invoice: string;
  tracking: string;
  hello: string;
  regards: string;
  thanks: string;
  employee: string;
  customer: string;
}

export interface Locale {
  code: string;
  lang: string;
  country: string;
  phoneRegion: string;
  ibanCountry: string;
  first: readonly string[];
  last: readonly string[];
  mailDomains: readonly string[];
  address(rng: Rng): string;
  ids: readonly NationalId[];
  labels: Labels;
  /** A date of birth as written locally. */
  date(rng: Rng, y: number, m: number, d: number): string;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function idsIf(list: Array<NationalId & { validator?: string }>): NationalId[] {
  return list.filter((x) => !x.validator || hasGenerator(x.validator));
}

const v = (name: string, params?: Record<string, unknown>) => (rng: Rng): string => viaValidator(name, rng, params);

const EN_LABELS: Labels = {
  name: 'Name', email: 'Email', phone: 'Phone', address: 'Address', dob: 'Date of birth', iban: 'IBAN',
  card: 'Card number', passport: 'Passport No.', order: 'Order', invoice: 'Invoice', tracking: 'Tracking number',
  hello: 'Hi', regards: 'Best regards', thanks: 'Thanks', employee: 'Employee', customer: 'Customer',
};

const usDate = (_r: Rng, y: number, m: number, d: number): string => `${pad2(m)}/${pad2(d)}/${y}`;
const euDate = (sep: string) => (_r: Rng, y: number, m: number, d: number): string => `${pad2(d)}${sep}${pad2(m)}${sep}${y}`;
const isoDate = (_r: Rng, y: number, m: number, d: number): string => `${y}-${pad2(m)}-${pad2(d)}`;

export const LOCALES: readonly Locale[] = [
  {
    code: 'en-US', lang: 'en', country: 'US', phoneRegion: 'US', ibanCountry: 'DE',
    first: ['James', 'Mary', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Linda', 'Tyler', 'Ashley', 'Marcus', 'Keisha'],
    last: ['Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Anderson', 'Thompson', 'Washington', 'Nguyen', 'Okafor'],
    mailDomains: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'comcast.net', 'hotmail.com'],
    address: (rng) =>
      `${between(rng, 10, 9899)} ${rng.pick(['Maple Ave', 'Oak Street', 'Pine Rd', 'Sunset Blvd', 'Lakeview Dr', 'Elm St', 'Washington Ave'])}${rng.int(3) === 0 ? `, Apt ${between(rng, 1, 40)}${rng.pick(['A', 'B', 'C'])}` : ''}, ${rng.pick(['Springfield, IL 62704', 'Austin, TX 78701', 'Portland, OR 97205', 'Columbus, OH 43215', 'Raleigh, NC 27601', 'Denver, CO 80202'])}`,
    ids: idsIf([
      { type: 'us_ssn', labels: ['SSN', 'Social Security Number', 'SSN#', 'Social Security No.'], gen: v('us-ssn') },
      { type: 'us_itin', labels: ['ITIN'], gen: v('us-itin'), validator: 'us-itin' },
    ]),
    labels: EN_LABELS,
    date: usDate,
  },
  {
    code: 'en-GB', lang: 'en', country: 'GB', phoneRegion: 'GB', ibanCountry: 'GB',
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Jack', 'Emily', 'Priya', 'Mohammed', 'Siobhan', 'Callum'],
    last: ['Smith', 'Jones', 'Taylor', 'Evans', 'Wilson', 'Davies', 'Patel', 'Khan', 'Hughes', 'Murphy', 'MacDonald', 'Clarke'],
    mailDomains: ['gmail.com', 'btinternet.com', 'hotmail.co.uk', 'outlook.com', 'yahoo.co.uk', 'sky.com'],
    address: (rng) =>
      `${between(rng, 1, 240)} ${rng.pick(['High Street', 'Church Lane', 'Victoria Road', 'Station Road', 'Mill Lane', 'Park Avenue'])}, ${rng.pick(['London SW1A 2AA', 'Manchester M1 1AE', 'Leeds LS1 4AP', 'Bristol BS1 5TR', 'Edinburgh EH1 1YZ', 'Cardiff CF10 1EP'])}`,
    ids: idsIf([
      { type: 'uk_nino', labels: ['National Insurance number', 'NI number', 'NINO', 'NI No.'], gen: v('uk-nino') },
      { type: 'uk_nhs_number', labels: ['NHS number', 'NHS No.'], gen: v('uk-nhs'), validator: 'uk-nhs' },
      { type: 'uk_utr', labels: ['UTR', 'Unique Taxpayer Reference'], gen: v('uk-utr'), validator: 'uk-utr' },
    ]),
    labels: { ...EN_LABELS, phone: 'Tel', regards: 'Kind regards' },
    date: euDate('/'),
  },
  {
    code: 'en-IN', lang: 'en', country: 'IN', phoneRegion: 'IN', ibanCountry: 'GB',
    first: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Divya'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Mehta', 'Banerjee', 'Kulkarni'],
    mailDomains: ['gmail.com', 'rediffmail.com', 'yahoo.co.in', 'outlook.com'],
    address: (rng) =>
      `Flat ${between(rng, 101, 905)}, ${rng.pick(['Shanti Apartments', 'Green Park Residency', 'Lotus Towers'])}, ${rng.pick(['MG Road, Bengaluru, Karnataka 560001', 'Andheri West, Mumbai, Maharashtra 400053', 'Sector 62, Noida, Uttar Pradesh 201309', 'T. Nagar, Chennai, Tamil Nadu 600017'])}`,
    ids: idsIf([
      { type: 'in_aadhaar', labels: ['Aadhaar', 'Aadhaar No.', 'Aadhaar number', 'UID'], gen: v('in-aadhaar') },
      // PAN: 5 letters (4th = holder type, P for a person), 4 digits, 1 letter (Income Tax Department).
      { type: 'in_pan', labels: ['PAN', 'PAN No.', 'Permanent Account Number'], gen: (rng) => rng.string(UPPER, 3) + 'P' + rng.string(UPPER, 1) + randomDigits(rng, 4) + rng.string(UPPER, 1) },
    ]),
    labels: { ...EN_LABELS, phone: 'Mobile', regards: 'Regards' },
    date: euDate('-'),
  },
  {
    code: 'en-CA', lang: 'en', country: 'CA', phoneRegion: 'CA', ibanCountry: 'FR',
    first: ['Liam', 'Olivia', 'Noah', 'Charlotte', 'Ethan', 'Chloé', 'Lucas', 'Maya'],
    last: ['Tremblay', 'Roy', 'Gagnon', 'MacLeod', 'Wong', 'Campbell', 'Bouchard', 'Singh'],
    mailDomains: ['gmail.com', 'rogers.com', 'shaw.ca', 'videotron.ca', 'outlook.com'],
    address: (rng) => `${between(rng, 10, 2999)} ${rng.pick(['Queen St W', 'Rue Sainte-Catherine', 'Granville St', 'Jasper Ave'])}, ${rng.pick(['Toronto, ON M5V 2A2', 'Montréal, QC H3B 1A7', 'Vancouver, BC V6Z 1L2', 'Edmonton, AB T5J 0N3'])}`,
    ids: idsIf([{ type: 'ca_sin', labels: ['SIN', 'Social Insurance Number', 'SIN #'], gen: v('ca-sin') }]),
    labels: EN_LABELS,
    date: isoDate,
  },
  {
    code: 'de-DE', lang: 'de', country: 'DE', phoneRegion: 'DE', ibanCountry: 'DE',
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Sophie', 'Maximilian', 'Marie', 'Elif', 'Tobias', 'Katharina', 'Deniz'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Yılmaz', 'Krüger'],
    mailDomains: ['web.de', 'gmx.de', 't-online.de', 'gmail.com', 'posteo.de', 'freenet.de'],
    address: (rng) =>
      `${rng.pick(['Hauptstraße', 'Bahnhofstraße', 'Lindenallee', 'Schillerstr.', 'Goethestraße', 'Am Markt', 'Birkenweg'])} ${between(rng, 1, 140)}${rng.pick(['', '', 'a', 'b'])}, ${rng.pick(['10115 Berlin', '80331 München', '50667 Köln', '20095 Hamburg', '60311 Frankfurt am Main', '04109 Leipzig'])}`,
    ids: idsIf([
      { type: 'de_steuer_id', labels: ['Steuer-ID', 'Steueridentifikationsnummer', 'Steuerliche Identifikationsnummer', 'IdNr.'], gen: v('de-steuer-id') },
    ]),
    labels: {
      name: 'Name', email: 'E-Mail', phone: 'Telefon', address: 'Anschrift', dob: 'Geburtsdatum', iban: 'IBAN', card: 'Kartennummer',
      passport: 'Reisepassnummer', order: 'Bestellnummer', invoice: 'Rechnungsnummer', tracking: 'Sendungsnummer', hello: 'Hallo',
      regards: 'Mit freundlichen Grüßen', thanks: 'Danke', employee: 'Mitarbeiter', customer: 'Kunde',
    },
    date: euDate('.'),
  },
  {
    code: 'de-CH', lang: 'de', country: 'CH', phoneRegion: 'CH', ibanCountry: 'CH',
    first: ['Luca', 'Mia', 'Noah', 'Lara', 'Nico', 'Lena', 'Jan', 'Selina'],
    last: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Brunner', 'Gerber'],
    mailDomains: ['bluewin.ch', 'gmx.ch', 'gmail.com', 'sunrise.ch'],
    address: (rng) => `${rng.pick(['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse', 'Kramgasse'])} ${between(rng, 1, 99)}, ${rng.pick(['8001 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern'])}`,
    ids: idsIf([{ type: 'ch_ahv', labels: ['AHV-Nr.', 'AHV-Nummer', 'Sozialversicherungsnummer', 'AVS'], gen: v('ch-ahv') }]),
    labels: {
      name: 'Name', email: 'E-Mail', phone: 'Tel.', address: 'Adresse', dob: 'Geburtsdatum', iban: 'IBAN', card: 'Kartennummer',
      passport: 'Passnummer', order: 'Bestellnummer', invoice: 'Rechnungsnummer', tracking: 'Sendungsnummer', hello: 'Grüezi',
      regards: 'Freundliche Grüsse', thanks: 'Merci', employee: 'Mitarbeitende', customer: 'Kunde',
    },
    date: euDate('.'),
  },
  {
    code: 'fr-FR', lang: 'fr', country: 'FR', phoneRegion: 'FR', ibanCountry: 'FR',
    first: ['Lucas', 'Emma', 'Hugo', 'Chloé', 'Louis', 'Léa', 'Gabriel', 'Manon', 'Yanis', 'Camille', 'Inès', 'Mathis'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Benali'],
    mailDomains: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'wanadoo.fr'],
    address: (rng) =>
      `${between(rng, 1, 120)}${rng.pick(['', '', ' bis'])} ${rng.pick(['rue de la Paix', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas', 'place de la République', 'chemin des Vignes'])}, ${rng.pick(['75002 Paris', '69003 Lyon', '13001 Marseille', '31000 Toulouse', '33000 Bordeaux', '59800 Lille'])}`,
    ids: idsIf([
      { type: 'fr_nir', labels: ['N° de sécurité sociale', 'numéro de sécurité sociale', 'NIR', 'N° SS'], gen: v('fr-nir') },
    ]),
    labels: {
      name: 'Nom', email: 'E-mail', phone: 'Téléphone', address: 'Adresse', dob: 'Date de naissance', iban: 'IBAN', card: 'Numéro de carte',
      passport: 'N° de passeport', order: 'Commande', invoice: 'Facture', tracking: 'Numéro de suivi', hello: 'Bonjour',
      regards: 'Cordialement', thanks: 'Merci', employee: 'Salarié', customer: 'Client',
    },
    date: euDate('/'),
  },
  {
    code: 'es-ES', lang: 'es', country: 'ES', phoneRegion: 'ES', ibanCountry: 'ES',
    first: ['Hugo', 'Lucía', 'Martín', 'Sofía', 'Pablo', 'Martina', 'Alejandro', 'Carmen', 'Javier', 'Nerea'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Navarro'],
    mailDomains: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net', 'outlook.es'],
    address: (rng) =>
      `${rng.pick(['Calle Mayor', 'Avenida de la Constitución', 'Calle de Alcalá', 'Paseo de Gracia', 'Calle Real'])} ${between(rng, 1, 150)}, ${between(rng, 1, 8)}º ${rng.pick(['A', 'B', 'izq.', 'dcha.'])}, ${rng.pick(['28013 Madrid', '08007 Barcelona', '41001 Sevilla', '46002 Valencia', '48001 Bilbao'])}`,
    ids: idsIf([
      { type: 'es_dni', labels: ['DNI', 'DNI/NIF', 'NIF'], gen: v('es-dni') },
      { type: 'es_nie', labels: ['NIE'], gen: v('es-nie') },
    ]),
    labels: {
      name: 'Nombre', email: 'Correo', phone: 'Teléfono', address: 'Dirección', dob: 'Fecha de nacimiento', iban: 'IBAN', card: 'Número de tarjeta',
      passport: 'N.º de pasaporte', order: 'Pedido', invoice: 'Factura', tracking: 'Número de seguimiento', hello: 'Hola',
      regards: 'Un saludo', thanks: 'Gracias', employee: 'Empleado', customer: 'Cliente',
    },
    date: euDate('/'),
  },
  {
    code: 'it-IT', lang: 'it', country: 'IT', phoneRegion: 'IT', ibanCountry: 'IT',
    first: ['Leonardo', 'Sofia', 'Francesco', 'Giulia', 'Alessandro', 'Aurora', 'Lorenzo', 'Chiara', 'Matteo', 'Francesca'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
    mailDomains: ['libero.it', 'virgilio.it', 'gmail.com', 'tiscali.it', 'alice.it'],
    address: (rng) =>
      `${rng.pick(['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Piazza Duomo', 'Via Mazzini'])} ${between(rng, 1, 200)}, ${rng.pick(['00184 Roma RM', '20121 Milano MI', '80133 Napoli NA', '10121 Torino TO', '50123 Firenze FI'])}`,
    ids: idsIf([{ type: 'it_codice_fiscale', labels: ['Codice fiscale', 'C.F.', 'Cod. Fiscale'], gen: v('it-codice-fiscale') }]),
    labels: {
      name: 'Nome', email: 'Email', phone: 'Telefono', address: 'Indirizzo', dob: 'Data di nascita', iban: 'IBAN', card: 'Numero carta',
      passport: 'N. passaporto', order: 'Ordine', invoice: 'Fattura', tracking: 'Numero di tracciamento', hello: 'Ciao',
      regards: 'Cordiali saluti', thanks: 'Grazie', employee: 'Dipendente', customer: 'Cliente',
    },
    date: euDate('/'),
  },
  {
    code: 'pt-PT', lang: 'pt', country: 'PT', phoneRegion: 'PT', ibanCountry: 'PT',
    first: ['João', 'Maria', 'Tiago', 'Beatriz', 'Rodrigo', 'Inês', 'Duarte', 'Leonor'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins'],
    mailDomains: ['sapo.pt', 'gmail.com', 'hotmail.com', 'iol.pt'],
    address: (rng) => `${rng.pick(['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo'])} ${between(rng, 1, 250)}, ${rng.pick(['1100-053 Lisboa', '4000-443 Porto', '3000-150 Coimbra', '8000-138 Faro'])}`,
    ids: idsIf([{ type: 'pt_nif', labels: ['NIF', 'Número de contribuinte', 'N.º contribuinte'], gen: v('pt-nif') }]),
    labels: {
      name: 'Nome', email: 'E-mail', phone: 'Telemóvel', address: 'Morada', dob: 'Data de nascimento', iban: 'IBAN', card: 'Número do cartão',
      passport: 'N.º do passaporte', order: 'Encomenda', invoice: 'Fatura', tracking: 'Número de seguimento', hello: 'Olá',
      regards: 'Com os melhores cumprimentos', thanks: 'Obrigado', employee: 'Colaborador', customer: 'Cliente',
    },
    date: euDate('/'),
  },
  {
    code: 'pt-BR', lang: 'pt', country: 'BR', phoneRegion: 'BR', ibanCountry: 'PT',
    first: ['Miguel', 'Helena', 'Arthur', 'Alice', 'Gael', 'Laura', 'Heitor', 'Valentina'],
    last: ['Silva', 'Souza', 'Oliveira', 'Lima', 'Carvalho', 'Gomes', 'Ribeiro', 'Almeida'],
    mailDomains: ['gmail.com', 'hotmail.com', 'uol.com.br', 'bol.com.br', 'terra.com.br'],
    address: (rng) => `${rng.pick(['Rua das Flores', 'Avenida Paulista', 'Rua XV de Novembro', 'Rua da Consolação'])}, ${between(rng, 10, 2500)}, ${rng.pick(['Centro, São Paulo - SP, 01001-000', 'Bela Vista, São Paulo - SP, 01310-100', 'Centro, Curitiba - PR, 80020-310', 'Copacabana, Rio de Janeiro - RJ, 22070-011'])}`,
    ids: idsIf([{ type: 'br_cpf', labels: ['CPF', 'CPF nº', 'Nº do CPF'], gen: v('br-cpf') }]),
    labels: {
      name: 'Nome', email: 'E-mail', phone: 'Celular', address: 'Endereço', dob: 'Data de nascimento', iban: 'IBAN', card: 'Número do cartão',
      passport: 'Nº do passaporte', order: 'Pedido', invoice: 'Nota fiscal', tracking: 'Código de rastreio', hello: 'Oi',
      regards: 'Atenciosamente', thanks: 'Obrigado', employee: 'Funcionário', customer: 'Cliente',
    },
    date: euDate('/'),
  },
  {
    code: 'nl-NL', lang: 'nl', country: 'NL', phoneRegion: 'NL', ibanCountry: 'NL',
    first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Mila', 'Finn', 'Tess', 'Bram', 'Sanne'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer'],
    mailDomains: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'xs4all.nl'],
    address: (rng) => `${rng.pick(['Keizersgracht', 'Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Molenstraat'])} ${between(rng, 1, 400)}, ${rng.pick(['1015 CJ Amsterdam', '3011 AD Rotterdam', '2511 BT Den Haag', '3511 LK Utrecht', '5611 AZ Eindhoven'])}`,
    ids: idsIf([{ type: 'nl_bsn', labels: ['BSN', 'Burgerservicenummer', 'BSN-nummer'], gen: v('nl-bsn') }]),
    labels: {
      name: 'Naam', email: 'E-mail', phone: 'Telefoon', address: 'Adres', dob: 'Geboortedatum', iban: 'IBAN', card: 'Kaartnummer',
      passport: 'Paspoortnummer', order: 'Bestelling', invoice: 'Factuur', tracking: 'Trackingcode', hello: 'Hoi',
      regards: 'Met vriendelijke groet', thanks: 'Bedankt', employee: 'Medewerker', customer: 'Klant',
    },
    date: euDate('-'),
  },
  {
    code: 'pl-PL', lang: 'pl', country: 'PL', phoneRegion: 'PL', ibanCountry: 'PL',
    first: ['Jakub', 'Zuzanna', 'Antoni', 'Julia', 'Jan', 'Maja', 'Szymon', 'Lena', 'Piotr', 'Agnieszka'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowska', 'Zielińska', 'Szymański', 'Dąbrowska'],
    mailDomains: ['wp.pl', 'onet.pl', 'interia.pl', 'gmail.com', 'o2.pl'],
    address: (rng) => `ul. ${rng.pick(['Marszałkowska', 'Długa', 'Polna', 'Lipowa', 'Mickiewicza'])} ${between(rng, 1, 120)}${rng.int(2) === 0 ? ` m. ${between(rng, 1, 60)}` : ''}, ${rng.pick(['00-514 Warszawa', '30-001 Kraków', '80-831 Gdańsk', '50-077 Wrocław', '61-758 Poznań'])}`,
    ids: idsIf([{ type: 'pl_pesel', labels: ['PESEL', 'nr PESEL', 'numer PESEL'], gen: v('pl-pesel') }]),
    labels: {
      name: 'Imię i nazwisko', email: 'E-mail', phone: 'Telefon', address: 'Adres', dob: 'Data urodzenia', iban: 'IBAN', card: 'Numer karty',
      passport: 'Nr paszportu', order: 'Zamówienie', invoice: 'Faktura', tracking: 'Numer przesyłki', hello: 'Dzień dobry',
      regards: 'Z poważaniem', thanks: 'Dziękuję', employee: 'Pracownik', customer: 'Klient',
    },
    date: euDate('.'),
  },
  {
    code: 'sv-SE', lang: 'sv', country: 'SE', phoneRegion: 'SE', ibanCountry: 'SE',
    first: ['William', 'Alice', 'Liam', 'Maja', 'Hugo', 'Elsa', 'Oscar', 'Astrid', 'Erik', 'Ebba'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Lindqvist', 'Berg'],
    mailDomains: ['telia.com', 'gmail.com', 'hotmail.se', 'bredband.net', 'outlook.com'],
    address: (rng) => `${rng.pick(['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Vasagatan', 'Skolgatan'])} ${between(rng, 1, 90)}, ${rng.pick(['111 21 Stockholm', '411 06 Göteborg', '211 22 Malmö', '753 20 Uppsala'])}`,
    ids: idsIf([{ type: 'se_personnummer', labels: ['Personnummer', 'Personnr', 'pnr'], gen: (rng) => viaValidator('se-personnummer', rng, { long: rng.int(2) === 0 }) }]),
    labels: {
      name: 'Namn', email: 'E-post', phone: 'Telefon', address: 'Adress', dob: 'Födelsedatum', iban: 'IBAN', card: 'Kortnummer',
      passport: 'Passnummer', order: 'Order', invoice: 'Faktura', tracking: 'Kollinummer', hello: 'Hej',
      regards: 'Med vänliga hälsningar', thanks: 'Tack', employee: 'Anställd', customer: 'Kund',
    },
    date: isoDate,
  },
  {
    code: 'da-DK', lang: 'da', country: 'DK', phoneRegion: 'DK', ibanCountry: 'DK',
    first: ['Noah', 'Ida', 'Oscar', 'Freja', 'Victor', 'Clara', 'Magnus', 'Sofie'],
    last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen'],
    mailDomains: ['gmail.com', 'hotmail.dk', 'mail.dk', 'jubii.dk'],
    address: (rng) => `${rng.pick(['Nørregade', 'Vestergade', 'Østerbrogade', 'Strandvejen'])} ${between(rng, 1, 150)}, ${between(rng, 1, 5)}. ${rng.pick(['th.', 'tv.', 'mf.'])}, ${rng.pick(['1165 København K', '8000 Aarhus C', '5000 Odense C', '9000 Aalborg'])}`,
    ids: idsIf([{ type: 'dk_cpr', labels: ['CPR-nr.', 'CPR-nummer', 'CPR'], gen: v('dk-cpr') }]),
    labels: {
      name: 'Navn', email: 'E-mail', phone: 'Telefon', address: 'Adresse', dob: 'Fødselsdato', iban: 'IBAN', card: 'Kortnummer',
      passport: 'Pasnummer', order: 'Ordre', invoice: 'Faktura', tracking: 'Forsendelsesnummer', hello: 'Hej',
      regards: 'Med venlig hilsen', thanks: 'Tak', employee: 'Medarbejder', customer: 'Kunde',
    },
    date: euDate('-'),
  },
  {
    code: 'fi-FI', lang: 'fi', country: 'FI', phoneRegion: 'FI', ibanCountry: 'FI',
    first: ['Eino', 'Aino', 'Väinö', 'Helmi', 'Leo', 'Sofia', 'Onni', 'Ella'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen'],
    mailDomains: ['gmail.com', 'luukku.com', 'elisanet.fi', 'hotmail.fi'],
    address: (rng) => `${rng.pick(['Mannerheimintie', 'Aleksanterinkatu', 'Hämeenkatu', 'Kauppakatu'])} ${between(rng, 1, 80)} ${rng.pick(['A', 'B', 'C'])} ${between(rng, 1, 40)}, ${rng.pick(['00100 Helsinki', '33100 Tampere', '20100 Turku', '90100 Oulu'])}`,
    ids: idsIf([{ type: 'fi_hetu', labels: ['Henkilötunnus', 'HETU', 'Hetu'], gen: v('fi-hetu') }]),
    labels: {
      name: 'Nimi', email: 'Sähköposti', phone: 'Puhelin', address: 'Osoite', dob: 'Syntymäaika', iban: 'IBAN', card: 'Kortin numero',
      passport: 'Passin numero', order: 'Tilaus', invoice: 'Lasku', tracking: 'Lähetystunnus', hello: 'Hei',
      regards: 'Ystävällisin terveisin', thanks: 'Kiitos', employee: 'Työntekijä', customer: 'Asiakas',
    },
    date: (_r, y, m, d) => `${d}.${m}.${y}`,
  },
  {
    code: 'nb-NO', lang: 'nb', country: 'NO', phoneRegion: 'NO', ibanCountry: 'NO',
    first: ['Jakob', 'Nora', 'Emil', 'Emma', 'Filip', 'Ingrid', 'Aksel', 'Sara'],
    last: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Berg'],
    mailDomains: ['online.no', 'gmail.com', 'hotmail.no', 'live.no'],
    address: (rng) => `${rng.pick(['Karl Johans gate', 'Storgata', 'Kirkegata', 'Bryggen'])} ${between(rng, 1, 60)}, ${rng.pick(['0159 Oslo', '5003 Bergen', '7011 Trondheim', '4006 Stavanger'])}`,
    ids: idsIf([{ type: 'no_fodselsnummer', labels: ['Fødselsnummer', 'F.nr.', 'Personnummer'], gen: v('no-fodselsnummer') }]),
    labels: {
      name: 'Navn', email: 'E-post', phone: 'Telefon', address: 'Adresse', dob: 'Fødselsdato', iban: 'IBAN', card: 'Kortnummer',
      passport: 'Passnummer', order: 'Ordre', invoice: 'Faktura', tracking: 'Sporingsnummer', hello: 'Hei',
      regards: 'Med vennlig hilsen', thanks: 'Takk', employee: 'Ansatt', customer: 'Kunde',
    },
    date: euDate('.'),
  },
];

export function localeByCode(code: string): Locale {
  const l = LOCALES.find((x) => x.code === code);
  if (!l) throw new Error(`unknown locale ${code}`);
  return l;
}

/**
 * Prose templates per language. Slots: ⟦name⟧ (after an explicit label or "my name is"),
 * ⟦sname⟧ (a name in a greeting or signature: soft), ⟦email⟧ ⟦phone⟧ ⟦nphone⟧ (national format)
 * ⟦iban⟧ ⟦card⟧ ⟦nid⟧ (renders "<label> <number>") ⟦passport⟧ (likewise) ⟦dob⟧ (the date only;
 * the template carries the words) ⟦address⟧ ⟦ip⟧ ⟦wallet⟧; hard negatives: ⟦order⟧ ⟦invoice⟧
 * ⟦tracking⟧ ⟦date⟧ ⟦version⟧ ⟦amount⟧ ⟦luhnbad⟧ ⟦isbn⟧ ⟦sku⟧ ⟦ticket⟧ ⟦uuid⟧ ⟦ipver⟧.
 */
export const PROSE: Readonly<Record<string, { pos: readonly string[]; neg: readonly string[] }>> = {
  en: {
    pos: [
      'My name is ⟦name⟧ and I was charged twice on ⟦order⟧. You can reach me at ⟦phone⟧ or ⟦email⟧.',
      'Please update my payroll details: IBAN ⟦iban⟧. My ⟦nid⟧ has not changed.',
      'For the background check we need your date of birth (⟦dob⟧ on file?) and your ⟦passport⟧.',
      'I moved last month, my new address is ⟦address⟧. Phone stays the same: ⟦nphone⟧.',
      'The refund should go back to the card ending in the number I used, ⟦card⟧, not to PayPal.',
      'Login alert: new sign-in to your account from ⟦ip⟧. If this was not you, call ⟦phone⟧.',
      'Send the deposit to my wallet ⟦wallet⟧ once the invoice ⟦invoice⟧ is approved.',
      'Applicant: ⟦name⟧, born ⟦dob⟧, ⟦nid⟧, contact ⟦email⟧.',
    ],
    neg: [
      'Your order ⟦order⟧ shipped on ⟦date⟧; tracking number ⟦tracking⟧.',
      'Release ⟦version⟧ fixes the crash reported in ⟦ticket⟧.',
      'The book (ISBN ⟦isbn⟧) costs ⟦amount⟧ including shipping.',
      'Reference ⟦uuid⟧ was created at ⟦date⟧ and closed without changes.',
      'The number ⟦luhnbad⟧ printed on the mock-up is not a real card; the checksum fails.',
      'Part ⟦sku⟧ is back in stock; firmware ⟦ipver⟧ ships with it.',
    ],
  },
  de: {
    pos: [
      'Hallo, mein Name ist ⟦name⟧. Bitte überweisen Sie die Erstattung auf mein Konto, IBAN ⟦iban⟧.',
      'Für die Lohnabrechnung fehlt noch Ihre ⟦nid⟧. Geburtsdatum laut Personalakte: ⟦dob⟧.',
      'Sie erreichen mich tagsüber unter ⟦nphone⟧ oder per Mail an ⟦email⟧.',
      'Meine neue Anschrift lautet: ⟦address⟧. Bitte ändern Sie das auch für die Rechnung ⟦invoice⟧.',
      'Die Kreditkarte ⟦card⟧ wurde gestern gesperrt, bitte buchen Sie nicht mehr davon ab.',
      'Zur Identitätsprüfung habe ich meine ⟦passport⟧ hochgeladen. Rückruf bitte unter ⟦phone⟧.',
      'Die Auszahlung bitte an meine Wallet-Adresse ⟦wallet⟧, nicht aufs Konto.',
    ],
    neg: [
      'Ihre Bestellung ⟦order⟧ vom ⟦date⟧ wurde versandt, Sendungsnummer ⟦tracking⟧.',
      'Version ⟦version⟧ behebt den Fehler aus Ticket ⟦ticket⟧.',
      'Der Betrag von ⟦amount⟧ wurde mit Rechnung ⟦invoice⟧ verrechnet.',
      'Artikelnummer ⟦sku⟧ ist ab ⟦date⟧ wieder lieferbar.',
      'Die Nummer ⟦luhnbad⟧ auf dem Muster ist ungültig (Prüfziffer falsch).',
    ],
  },
  fr: {
    pos: [
      'Bonjour, je m’appelle ⟦name⟧ et je souhaite modifier mes coordonnées bancaires : IBAN ⟦iban⟧.',
      'Merci de me rappeler au ⟦nphone⟧ ou de m’écrire à ⟦email⟧.',
      'Pour le dossier, voici mon ⟦nid⟧, date de naissance ⟦dob⟧.',
      'Ma nouvelle adresse est ⟦address⟧ depuis le ⟦date⟧.',
      'J’ai payé avec la carte ⟦card⟧ mais la commande ⟦order⟧ n’est jamais arrivée.',
      'Pièce d’identité : ⟦passport⟧, téléphone ⟦phone⟧.',
      'Pour le remboursement en crypto, mon adresse de portefeuille est ⟦wallet⟧.',
    ],
    neg: [
      'Votre commande ⟦order⟧ a été expédiée le ⟦date⟧, numéro de suivi ⟦tracking⟧.',
      'La version ⟦version⟧ corrige le bug signalé dans ⟦ticket⟧.',
      'Montant de la facture ⟦invoice⟧ : ⟦amount⟧.',
      'Référence article ⟦sku⟧, ISBN ⟦isbn⟧.',
    ],
  },
  es: {
    pos: [
      'Hola, me llamo ⟦name⟧ y necesito cambiar la cuenta de domiciliación: IBAN ⟦iban⟧.',
      'Mi ⟦nid⟧ y mi fecha de nacimiento es ⟦dob⟧.',
      'Pueden llamarme al ⟦nphone⟧ o escribirme a ⟦email⟧.',
      'Nueva dirección de envío: ⟦address⟧.',
      'Pagué con la tarjeta ⟦card⟧ y el pedido ⟦order⟧ sigue sin llegar.',
      'Adjunto copia del pasaporte, ⟦passport⟧. Teléfono de contacto ⟦phone⟧.',
      'Mi dirección de billetera para el reembolso es ⟦wallet⟧.',
    ],
    neg: [
      'Su pedido ⟦order⟧ salió el ⟦date⟧ con número de seguimiento ⟦tracking⟧.',
      'La versión ⟦version⟧ ya está disponible.',
      'Factura ⟦invoice⟧ por importe de ⟦amount⟧.',
      'Referencia del producto ⟦sku⟧.',
    ],
  },
  it: {
    pos: [
      'Buongiorno, sono ⟦name⟧ e vorrei aggiornare l’IBAN per l’accredito: ⟦iban⟧.',
      'Il mio ⟦nid⟧, data di nascita ⟦dob⟧.',
      'Potete contattarmi al ⟦nphone⟧ oppure scrivere a ⟦email⟧.',
      'Il nuovo indirizzo di spedizione è ⟦address⟧.',
      'Ho pagato con la carta ⟦card⟧ ma l’ordine ⟦order⟧ risulta annullato.',
      'Documento: ⟦passport⟧, cellulare ⟦phone⟧.',
      'Il mio indirizzo del wallet è ⟦wallet⟧, accesso da ⟦ip⟧.',
    ],
    neg: [
      'Il tuo ordine ⟦order⟧ è stato spedito il ⟦date⟧, numero di tracciamento ⟦tracking⟧.',
      'La versione ⟦version⟧ risolve il problema ⟦ticket⟧.',
      'Fattura ⟦invoice⟧ di ⟦amount⟧.',
    ],
  },
  pt: {
    pos: [
      'Olá, chamo-me ⟦name⟧ e quero alterar o IBAN para reembolso: ⟦iban⟧.',
      'O meu ⟦nid⟧, nascido a ⟦dob⟧.',
      'Podem ligar-me para o ⟦nphone⟧ ou enviar e-mail para ⟦email⟧.',
      'Nova morada: ⟦address⟧.',
      'Paguei com o cartão ⟦card⟧ e a encomenda ⟦order⟧ não chegou.',
      'Passaporte: ⟦passport⟧. Contacto ⟦phone⟧.',
    ],
    neg: [
      'A sua encomenda ⟦order⟧ foi enviada a ⟦date⟧, código de rastreio ⟦tracking⟧.',
      'A versão ⟦version⟧ já está disponível.',
      'Fatura ⟦invoice⟧ no valor de ⟦amount⟧.',
    ],
  },
  nl: {
    pos: [
      'Hallo, mijn naam is ⟦name⟧. Wilt u de terugbetaling op IBAN ⟦iban⟧ storten?',
      'Mijn ⟦nid⟧, geboortedatum ⟦dob⟧.',
      'U kunt mij bellen op ⟦nphone⟧ of mailen naar ⟦email⟧.',
      'Mijn nieuwe adres is ⟦address⟧.',
      'Ik heb betaald met creditcard ⟦card⟧ maar bestelling ⟦order⟧ is niet geleverd.',
    ],
    neg: [
      'Uw bestelling ⟦order⟧ is op ⟦date⟧ verzonden, trackingcode ⟦tracking⟧.',
      'Versie ⟦version⟧ lost ⟦ticket⟧ op.',
      'Factuur ⟦invoice⟧ van ⟦amount⟧ is betaald.',
    ],
  },
  pl: {
    pos: [
      'Dzień dobry, nazywam się ⟦name⟧. Proszę o zwrot na konto IBAN ⟦iban⟧.',
      'Mój ⟦nid⟧, data urodzenia ⟦dob⟧.',
      'Proszę o kontakt pod numerem ⟦nphone⟧ lub mailowo: ⟦email⟧.',
      'Nowy adres do korespondencji: ⟦address⟧.',
      'Zapłaciłem kartą ⟦card⟧, a zamówienie ⟦order⟧ nie dotarło.',
    ],
    neg: [
      'Zamówienie ⟦order⟧ zostało wysłane ⟦date⟧, numer przesyłki ⟦tracking⟧.',
      'Wersja ⟦version⟧ jest już dostępna.',
      'Faktura ⟦invoice⟧ na kwotę ⟦amount⟧.',
    ],
  },
  sv: {
    pos: [
      'Hej, jag heter ⟦name⟧ och vill byta konto för återbetalningen: IBAN ⟦iban⟧.',
      'Mitt ⟦nid⟧.',
      'Ring mig på ⟦nphone⟧ eller mejla ⟦email⟧.',
      'Min nya adress är ⟦address⟧.',
      'Jag betalade med kort ⟦card⟧ men order ⟦order⟧ har inte kommit.',
    ],
    neg: [
      'Din order ⟦order⟧ skickades ⟦date⟧, kollinummer ⟦tracking⟧.',
      'Version ⟦version⟧ finns nu att ladda ner.',
      'Faktura ⟦invoice⟧ på ⟦amount⟧ är betald.',
    ],
  },
  da: {
    pos: [
      'Hej, mit navn er ⟦name⟧. Refusionen bedes sendt til IBAN ⟦iban⟧.',
      'Mit ⟦nid⟧.',
      'Ring på ⟦nphone⟧ eller skriv til ⟦email⟧.',
      'Min nye adresse er ⟦address⟧.',
    ],
    neg: [
      'Din ordre ⟦order⟧ blev sendt ⟦date⟧, forsendelsesnummer ⟦tracking⟧.',
      'Version ⟦version⟧ er nu tilgængelig.',
    ],
  },
  fi: {
    pos: [
      'Hei, nimeni on ⟦name⟧. Palautus tilille IBAN ⟦iban⟧, kiitos.',
      'Minun ⟦nid⟧.',
      'Soita numeroon ⟦nphone⟧ tai lähetä sähköpostia osoitteeseen ⟦email⟧.',
      'Uusi osoitteeni on ⟦address⟧.',
    ],
    neg: [
      'Tilauksesi ⟦order⟧ lähetettiin ⟦date⟧, lähetystunnus ⟦tracking⟧.',
      'Versio ⟦version⟧ on nyt saatavilla.',
    ],
  },
  nb: {
    pos: [
      'Hei, jeg heter ⟦name⟧. Refusjonen kan sendes til IBAN ⟦iban⟧.',
      'Mitt ⟦nid⟧.',
      'Ring meg på ⟦nphone⟧ eller send e-post til ⟦email⟧.',
      'Ny adresse: ⟦address⟧.',
    ],
    neg: [
      'Ordren din ⟦order⟧ ble sendt ⟦date⟧, sporingsnummer ⟦tracking⟧.',
      'Versjon ⟦version⟧ er nå tilgjengelig.',
    ],
  },
};
