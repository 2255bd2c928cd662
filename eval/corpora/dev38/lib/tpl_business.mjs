// Business documents of the seven sectors.
import { L, N, enc, kv, table, toJSON, toYAML, toXML } from './doc.mjs';
import { S, makePerson, fmtDate, randDate, nat, genPhone, genAddress, LOCALES, LOCALE_BY_ID, COUNTRY } from './person.mjs';
import { L10N, dateWords } from './l10n.mjs';
import { NEG, company, companyN, orgDomain, orgEmail, orgPhone, staffEmail, dateN, dateRangeN, amountN, amount, isoTs, someDate, plate, slug, vin, clock } from './common.mjs';
import { genCard, fmtCard, NID, PASSPORT } from './ids.mjs';

// domain vocabulary for the languages whose documents carry sector-specific fields
const DVK = ['meter', 'tariff', 'consumption', 'prev_supplier', 'start', 'vehicle', 'plate', 'mileage', 'employer', 'income', 'event', 'shirt', 'site', 'investigator', 'hectares', 'crop', 'wage', 'hours', 'household', 'relation', 'birthplace', 'moved_in', 'previous_address', 'fee', 'ticket', 'seat', 'club'];
const DVR = {
  en: 'Meter number|Tariff|Annual consumption|Previous supplier|Supply start|Vehicle|Registration|Mileage|Employer|Net monthly income|Event|T-shirt size|Site|Investigator|Hectares|Main crop|Gross wage|Hours|Household members|Relationship|Place of birth|Moved in on|Previous address|Monthly fee|Ticket|Seat|Club',
  de: 'Zählernummer|Tarif|Jahresverbrauch|Bisheriger Lieferant|Lieferbeginn|Fahrzeug|Kennzeichen|Kilometerstand|Arbeitgeber|Nettoeinkommen (monatlich)|Veranstaltung|T-Shirt-Größe|Prüfzentrum|Prüfarzt|Hektar|Hauptkultur|Bruttolohn|Stunden|Haushaltsmitglieder|Verwandtschaftsverhältnis|Geburtsort|Einzug am|Bisherige Anschrift|Monatsbeitrag|Ticket|Platz|Verein',
  fr: 'N° de compteur (PDL)|Offre|Consommation annuelle|Fournisseur actuel|Date de mise en service|Véhicule|Immatriculation|Kilométrage|Employeur|Revenu net mensuel|Événement|Taille T-shirt|Centre investigateur|Investigateur|Hectares|Culture principale|Salaire brut|Heures|Membres du foyer|Lien de parenté|Lieu de naissance|Date d\'emménagement|Adresse précédente|Cotisation mensuelle|Billet|Place|Club',
  es: 'Número de contador (CUPS)|Tarifa|Consumo anual|Comercializadora actual|Fecha de alta|Vehículo|Matrícula|Kilometraje|Empresa|Ingresos netos mensuales|Evento|Talla de camiseta|Centro|Investigador/a|Hectáreas|Cultivo principal|Salario bruto|Horas|Miembros de la unidad familiar|Parentesco|Lugar de nacimiento|Fecha de alta en el domicilio|Domicilio anterior|Cuota mensual|Entrada|Asiento|Club',
  esLA: 'Número de medidor|Tarifa|Consumo anual|Proveedor anterior|Fecha de inicio|Vehículo|Placas|Kilometraje|Empleador|Ingreso mensual neto|Evento|Talla de playera|Centro|Investigador/a|Hectáreas|Cultivo principal|Salario bruto|Horas|Integrantes del hogar|Parentesco|Lugar de nacimiento|Fecha de cambio de domicilio|Domicilio anterior|Mensualidad|Boleto|Asiento|Club',
  it: 'Matricola contatore (POD)|Offerta|Consumo annuo|Fornitore attuale|Data di attivazione|Veicolo|Targa|Chilometraggio|Datore di lavoro|Reddito netto mensile|Evento|Taglia maglietta|Centro sperimentale|Sperimentatore|Ettari|Coltura principale|Retribuzione lorda|Ore|Componenti del nucleo familiare|Parentela|Luogo di nascita|Data di trasferimento|Indirizzo precedente|Quota mensile|Biglietto|Posto|Società sportiva',
  pt: 'N.º do contador (CPE)|Tarifário|Consumo anual|Comercializador atual|Data de início|Veículo|Matrícula|Quilometragem|Entidade patronal|Rendimento líquido mensal|Evento|Tamanho da t-shirt|Centro de ensaio|Investigador|Hectares|Cultura principal|Salário bruto|Horas|Agregado familiar|Parentesco|Naturalidade|Data de entrada|Morada anterior|Mensalidade|Bilhete|Lugar|Clube',
  ptBR: 'Número do medidor|Tarifa|Consumo anual|Distribuidora anterior|Data de início|Veículo|Placa|Quilometragem|Empregador|Renda líquida mensal|Evento|Tamanho da camiseta|Centro de pesquisa|Investigador|Hectares|Cultura principal|Salário bruto|Horas|Composição familiar|Parentesco|Naturalidade|Data de mudança|Endereço anterior|Mensalidade|Ingresso|Assento|Clube',
  nl: 'Meternummer|Tarief|Jaarverbruik|Huidige leverancier|Ingangsdatum|Voertuig|Kenteken|Kilometerstand|Werkgever|Netto maandinkomen|Evenement|T-shirtmaat|Onderzoekscentrum|Onderzoeker|Hectare|Hoofdgewas|Brutoloon|Uren|Gezinsleden|Relatie|Geboorteplaats|Datum inschrijving|Vorig adres|Maandbedrag|Ticket|Stoel|Vereniging',
  pl: 'Numer licznika|Taryfa|Roczne zużycie|Dotychczasowy sprzedawca|Data rozpoczęcia|Pojazd|Nr rejestracyjny|Przebieg|Pracodawca|Dochód netto miesięcznie|Wydarzenie|Rozmiar koszulki|Ośrodek|Badacz|Hektary|Uprawa główna|Wynagrodzenie brutto|Godziny|Członkowie gospodarstwa domowego|Pokrewieństwo|Miejsce urodzenia|Data zameldowania|Poprzedni adres|Składka miesięczna|Bilet|Miejsce|Klub',
};
const DV = {}; for (const [k, v] of Object.entries(DVR)) DV[k] = Object.fromEntries(DVK.map((key, i) => [key, v.split('|')[i]]));
const dv = (c, key) => (DV[c.lc.l] || (c.lc.language === 'en' ? DV.en : null))?.[key] || null;
const hasDV = (lc) => !!DV[lc.l] || lc.language === 'en';
const RICH = ['en', 'de', 'fr', 'es', 'esLA', 'it', 'pt', 'ptBR', 'nl', 'pl'];
const rich = (lc) => RICH.includes(lc.l);
const CUR = (c) => COUNTRY[c.lc.cc].cur;

// choose a key/value layout for a form-like document
function formLayout(c, title, fields, opts = {}) {
  const { r, d } = c;
  const style = opts.style || r.weighted([['colon', 3], ['aligned', 3], ['dots', 1], ['bracket', 0.7], ['pipe', 1], ['underscore', 0.6]]);
  d.add(title, '\n', style === 'pipe' ? '' : '='.repeat(Math.min(60, [...title].length)) + '\n', '\n');
  if (style === 'pipe') d.add('| Field | Value |\n|---|---|\n');
  d.add(kv(fields.filter(Boolean), style, r));
}
const hdr = (c, lines) => c.d.add(lines.join('\n'), '\n\n');
const sig = (c, p, role) => c.d.add('\n', c.T.regards, '\n', S.name(p), role ? ['\n', role] : '', '\n');

const CLUBS = ['Lakeside Runners', 'Harbour Harriers', 'TSV Lindenau 1896', 'AC Riverside', 'Club Atlético del Sur', 'Running Club Nord', 'US Valmonte', 'Stade Olympique Rive Gauche', 'Ajax Atletiek', 'KS Wisła Biegi', 'Tri Team Alpen', 'Sporting Vale AC', 'Nairobi Road Runners', 'Tokyo Sunrise RC'];
const REL = { en: ['spouse', 'partner', 'child', 'grandchild'], de: ['Ehepartner/in', 'Partner/in', 'Kind', 'Enkelkind'], fr: ['conjoint(e)', 'concubin(e)', 'enfant', 'petit-enfant'], es: ['cónyuge', 'pareja', 'hijo/a', 'nieto/a'], esLA: ['cónyuge', 'pareja', 'hijo/a', 'nieto/a'], it: ['coniuge', 'convivente', 'figlio/a', 'nipote'], pt: ['cônjuge', 'companheiro/a', 'filho/a', 'neto/a'], ptBR: ['cônjuge', 'companheiro/a', 'filho/a', 'neto/a'], nl: ['echtgeno(o)t(e)', 'partner', 'kind', 'kleinkind'], pl: ['małżonek', 'partner', 'dziecko', 'wnuk'] };

// ============================= ENERGY =============================
const energy_switch_form = { domain: 'energy', kind: 'customer_switch_form', w: 1.2, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P(); const co = company(r, 'energy', c.lc.cc);
  formLayout(c, `${T.form_title} – ${T.electricity}`, [
    [T.customer_no, NEG.customer(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.address, S.addr(p, { oneLine: true })],
    [T.phone, S.phone(p)], [T.email, S.email(p)], dv(c, 'meter') && [dv(c, 'meter'), NEG.meter(r)],
    dv(c, 'prev_supplier') && [dv(c, 'prev_supplier'), N('company_name', company(r, 'energy', c.lc.cc))], dv(c, 'consumption') && [dv(c, 'consumption'), `${r.int(1200, 6800)} kWh`],
    dv(c, 'start') && [dv(c, 'start'), dateN(r, c.lc, 2025, 2026)], [T.bank, S.bank(p)], r.chance(0.3) && [T.idno, S.nid(p)],
    [T.date, dateN(r, c.lc, 2025, 2026)], [T.signature, S.name(p)],
  ]);
  d.add('\n', N('company_name', co), ' · ', orgPhone(r, c.lc), ' · ', orgEmail(r, orgDomain(r, 'energy', c.lc.cc)), '\n');
} };

const SEPA_CC = new Set(['DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'ES', 'PT', 'IT', 'IE', 'GB', 'PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'HR', 'SI', 'SE', 'NO', 'DK', 'FI', 'EE', 'LV', 'LT', 'IS', 'GR']);
const sepa_mandate = { domain: 'energy', kind: 'direct_debit_mandate', w: 0.9, scan: true, locales: (lc) => SEPA_CC.has(lc.cc), gen(c) {
  const { r, d } = c; const T = ['de', 'fr', 'en'].includes(c.lc.l) ? c.T : L10N.en; const p = c.P(); const co = company(r, c.pickDomain(['energy', 'sport_events', 'nonprofit']), c.lc.cc);
  const de = c.lc.l === 'de', fr = c.lc.l === 'fr';
  d.add(de ? 'SEPA-Lastschriftmandat' : fr ? 'Mandat de prélèvement SEPA' : 'SEPA Direct Debit Mandate', '\n\n');
  d.add(de ? 'Zahlungsempfänger: ' : fr ? 'Créancier : ' : 'Creditor: ', N('company_name', co), '\n');
  d.add(de ? 'Gläubiger-Identifikationsnummer: ' : fr ? 'Identifiant créancier SEPA (ICS) : ' : 'Creditor identifier: ', NEG.creditorId(r, c.lc.cc), '\n');
  d.add(de ? 'Mandatsreferenz: ' : fr ? 'Référence unique du mandat (RUM) : ' : 'Mandate reference: ', NEG.mandate(r), '\n\n');
  d.add(de ? `Ich ermächtige den Zahlungsempfänger, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die vom Zahlungsempfänger auf mein Konto gezogenen Lastschriften einzulösen.\n\n` : fr ? `En signant ce formulaire de mandat, vous autorisez le créancier à envoyer des instructions à votre banque pour débiter votre compte.\n\n` : `By signing this mandate form, you authorise the creditor to send instructions to your bank to debit your account.\n\n`);
  const res = ['de', 'fr', 'en'].includes(c.lc.l) ? {} : { language: 'en' };
  d.add(kv([[de ? 'Kontoinhaber' : fr ? 'Titulaire du compte' : 'Account holder', S.name(p)], [T.address, S.addr(p, { oneLine: r.chance(0.6) })], ['IBAN', S.iban(p)], ['BIC', NEG.bic(r)], [de ? 'Ort, Datum' : fr ? 'Lieu, date' : 'Place, date', [c.city(), ', ', dateN(r, c.lc)]], [T.signature, S.name(p)]], r.pick(['colon', 'aligned', 'underscore']), r));
  return res;
} };

const meter_export = { domain: 'energy', kind: 'meter_reading_export', w: 1.1, gen(c) {
  const { r, d } = c; const en = c.lc.language === 'en' || r.chance(0.4);
  const H = en ? ['account_no', 'meter_id', 'customer_name', 'supply_address', 'reading_kwh', 'read_date', 'read_type', 'contact_phone'] : c.lc.l === 'de' ? ['Vertragskonto', 'Zählernummer', 'Kunde', 'Lieferadresse', 'Zählerstand', 'Ablesedatum', 'Ableseart', 'Telefon'] : ['account_no', 'meter_id', 'customer_name', 'supply_address', 'reading_kwh', 'read_date', 'read_type', 'contact_phone'];
  const rows = []; const n = r.int(4, 11);
  for (let i = 0; i < n; i++) {
    const p = c.P();
    rows.push([NEG.customer(r), NEG.meter(r), S.name(p), S.addr(p, { oneLine: true }), String(r.int(100, 99999)) + (r.chance(0.5) ? '.' + r.int(0, 9) : ''), N('date', someDate(r, c.lc, 2025, 2026)), r.pick(['SMR', 'EST', 'CUST', 'FLD', 'AMR']), r.chance(0.6) ? S.phone(p) : '']);
  }
  const st = r.pick(['csv', 'csv;', 'tsv', 'fixed', 'md']);
  d.add(`# export: ${r.pick(['meter_reads', 'mdm_reads', 'billing_reads'])}_${someDate(r, { ...c.lc, date: 'YYYYMMDD', cal: null })}.${st === 'md' ? 'md' : st === 'fixed' ? 'txt' : 'csv'}  rows=${n}\n`);
  d.add(table(st, H, rows, r));
} };

const outage_ticket = { domain: 'energy', kind: 'field_service_ticket', w: 1.1, gen(c) {
  const { r, d, T } = c; const p = c.P(); const tech = c.P(); const l = c.lc.l;
  const txt = {
    en: [`Customer reports total loss of supply since ${r.int(5, 11)}:${r.pick(['05', '20', '40'])}, neighbours also affected. Smart meter shows comms failure.`, `On site: LV fuse blown in pillar. Replaced, supply restored. Advised customer to call back if flicker recurs.`],
    de: [`Kunde meldet Stromausfall seit ${r.int(5, 11)}:${r.pick(['05', '20', '40'])} Uhr, Nachbarn ebenfalls betroffen. Zähler sendet keine Daten.`, `Vor Ort: NH-Sicherung im Kabelverteilerschrank ausgelöst, ersetzt. Versorgung wiederhergestellt.`],
    fr: [`Le client signale une coupure totale depuis ${r.int(5, 11)}h${r.pick(['05', '20', '40'])}, voisins également touchés.`, `Sur place : fusible BT remplacé dans le coffret, alimentation rétablie.`],
    es: [`El cliente informa de corte total de suministro desde las ${r.int(5, 11)}:${r.pick(['05', '20', '40'])}; vecinos también afectados.`, `En sitio: fusible de BT sustituido en la caja general de protección. Suministro restablecido.`],
  }[l] || null;
  const t = txt || [`Customer reports ${r.pick(['no supply', 'a meter fault', 'repeated voltage dips', 'a burning smell at the meter cabinet'])}; ${r.pick(['neighbours not affected', 'street lights also out', 'second call today'])}.`, r.pick(['Replaced meter fuse, supply restored.', 'Made safe, follow-up visit booked.', 'No fault found on site, advised customer.'])];
  const TT = txt ? T : L10N.en;
  d.add(`${r.pick(['Work order', 'Ticket', 'Störungsmeldung', 'Field job'])} `, NEG.ticket(r), `  [${r.pick(['P1', 'P2', 'P3'])}]  ${r.pick(['OPEN', 'DISPATCHED', 'CLOSED'])}\n`);
  d.add(`${r.pick(['Created', 'Opened'])}: `, isoTs(r), '\n');
  d.add(`${TT.name}: `, S.name(p), '\n', `${TT.phone}: `, S.phone(p), r.chance(0.4) ? [' / ', S.phone(p, { fresh: true })] : '', '\n', `${TT.address}: `, S.addr(p, { oneLine: true }), '\n');
  if (r.chance(0.5)) d.add(`Meter: `, NEG.meter(r), '  Firmware: ', NEG.version(r), '\n');
  d.add(`\n${TT.notes}:\n- `, t[0], '\n');
  d.add(`- ${r.pick(['Assigned to', 'Crew', 'Techniker'])}: `, S.name(tech), ' (', S.phone(tech), ')\n');
  d.add('- ', t[1], '\n');
  if (r.chance(0.3)) d.add('- Customer email for follow-up: ', S.email(p), '\n');
  return txt ? {} : { language: 'en' };
} };

const scada_log = { domain: 'energy', kind: 'scada_log', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const op = c.P(); const sub = r.pick(['SS-Nordhafen', 'SUB-114', 'UW-Lindenau', 'GS-07', 'RTU-Brook-2']);
  const n = r.int(8, 16); const user = `${op.givenLatin[0].toLowerCase()}.${slug(op.familyLatin).replace(/-/g, '')}`; const clk = clock(r);
  for (let i = 0; i < n; i++) {
    const ts = clk(600000).replace('T', ' ').replace('Z', '');
    const kind = r.weighted([['poll', 4], ['alarm', 2], ['login', 1.2], ['fw', 0.8], ['auth', 0.7], ['conn', 0.6], ['api', 0.5]]);
    d.add(ts, ' ', r.pick(['INFO ', 'WARN ', 'ERROR', 'DEBUG']), ' ');
    if (kind === 'poll') d.add(`[${sub}] DNP3 poll ok outstation=${r.int(1, 60)} src=`, S.privIp(r), ` rtt=${r.int(4, 180)}ms`);
    else if (kind === 'alarm') d.add(`[${sub}] ALARM ${r.pick(['FEEDER_TRIP', 'OVERCURRENT', 'LOW_VOLTAGE', 'DOOR_OPEN', 'TRAFO_TEMP_HIGH'])} bay=${r.int(1, 12)} value=${r.int(10, 900)} ack=${r.pick(['none', user])}`);
    else if (kind === 'login') d.add(`HMI session opened user=${user} (`, S.name(op, { latin: true }), ') from ', r.chance(0.5) ? S.ip(r) : S.privIp(r));
    else if (kind === 'fw') d.add(`[${sub}] RTU firmware `, NEG.ipLikeVersion(r), ' -> ', NEG.ipLikeVersion(r), ' staged, image sha256=', NEG.sha256(r));
    else if (kind === 'auth') d.add(`historian auth failed: user=${user} password=`, L('password', 'password', c.pw()), ' reason=LOCKED');
    else if (kind === 'conn') d.add('historian reconnect uri=', L('connection_string', 'postgres_uri', `postgresql://historian:${c.pw('random')}@${S.privIp(r).v}:5432/pi_archive`.replace(/(historian:)([^@]*)@/, (m, a, b) => a + b.replace(/[@:\/?#%]/g, 'x') + '@')));
    else d.add(`outage-api POST /v2/events 201 key=`, c.secret('google_api_key', 'datadog_api_key', 'newrelic_user_key'));
    d.add('\n');
  }
} };

const tariff_letter = { domain: 'energy', kind: 'tariff_letter', w: 1.1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P(); const staff = c.P(); const co = company(r, 'energy', c.lc.cc); const dom = orgDomain(r, 'energy', c.lc.cc);
  d.add(N('company_name', co), '\n', L('street_address', `address_${c.lc.cc.toLowerCase()}`, genAddress(r, c.lc, { oneLine: true })), '\n\n');
  d.add(S.name(p), '\n', S.addr(p), '\n\n');
  d.add(`${T.customer_no}: `, NEG.customer(r), '\n', `${T.date}: `, dateN(r, c.lc, 2025, 2026), '\n\n');
  d.add(T.dear.includes('{n}') ? [T.dear.split('{n}')[0], S.name(p), T.dear.split('{n}')[1]] : T.dear, '\n\n');
  const body = {
    en: ['From ', null, ' the unit rate of your tariff changes to ', null, ' per kWh and the standing charge to ', null, ' per day. Your estimated annual cost is ', null, '. You may switch or leave your tariff without exit fees within 30 days.'],
    de: ['Ab dem ', null, ' ändert sich Ihr Arbeitspreis auf ', null, ' pro kWh und der Grundpreis auf ', null, ' pro Tag. Ihre voraussichtlichen Jahreskosten betragen ', null, '. Sie haben ein Sonderkündigungsrecht innerhalb von 30 Tagen.'],
    fr: ['À compter du ', null, ', le prix du kWh de votre offre passe à ', null, ' et l\'abonnement à ', null, ' par jour. Votre facture annuelle estimée s\'élève à ', null, '. Vous pouvez résilier sans frais sous 30 jours.'],
    es: ['A partir del ', null, ' el precio de la energía pasa a ', null, ' por kWh y el término fijo a ', null, ' por día. Su coste anual estimado es de ', null, '. Puede cambiar de tarifa sin penalización en un plazo de 30 días.'],
    it: ['Dal ', null, ' il prezzo dell\'energia diventa ', null, ' al kWh e la quota fissa ', null, ' al giorno. La spesa annua stimata è di ', null, '. Può recedere senza penali entro 30 giorni.'],
    esLA: ['A partir del ', null, ' el precio de la energía será de ', null, ' por kWh y el cargo fijo de ', null, ' por día. Su costo anual estimado es de ', null, '. Puede cambiar de tarifa sin penalización dentro de los próximos 30 días.'],
    pt: ['A partir de ', null, ', o preço da energia passa a ', null, ' por kWh e o termo fixo a ', null, ' por dia. O custo anual estimado é de ', null, '. Pode mudar de tarifário sem penalização no prazo de 30 dias.'],
    ptBR: ['A partir de ', null, ', a tarifa de energia passa a ', null, ' por kWh e a taxa fixa a ', null, ' por dia. Seu custo anual estimado é de ', null, '. Você pode cancelar sem multa em até 30 dias.'],
    pl: ['Od dnia ', null, ' cena energii wynosi ', null, ' za kWh, a opłata stała ', null, ' dziennie. Szacowany roczny koszt to ', null, '. Mogą Państwo odstąpić od umowy bez opłat w ciągu 30 dni.'],
    nl: ['Vanaf ', null, ' wordt het leveringstarief ', null, ' per kWh en de vaste leveringskosten ', null, ' per dag. Uw geschatte jaarbedrag is ', null, '. U kunt binnen 30 dagen kosteloos opzeggen.'],
  }[c.lc.l];
  if (body) { let k = 0; const fills = [dateN(r, c.lc, 2025, 2026), amountN(r, CUR(c), 0.2, 0.45), amountN(r, CUR(c), 0.3, 0.9), amountN(r, CUR(c), 600, 2400)]; d.add(body.map((x) => (x === null ? fills[k++] : x)), '\n\n'); }
  else d.add(T.confirm, ' ', T.electricity, ': ', amountN(r, CUR(c), 40, 240), ' / ', dateN(r, c.lc, 2025, 2026), '\n\n');
  d.add(T.questions, ' ', orgPhone(r, c.lc), r.chance(0.6) ? [' / ', orgEmail(r, dom)] : '', '.\n');
  sig(c, staff, N('company_name', co));
} };

// ============================= AUTOMOTIVE =============================
const dealership_sale = { domain: 'automotive', kind: 'dealership_sales_file', w: 1.1, gen(c) {
  const { r, d, T } = c; const p = c.P(); const sales = c.P(); const foreign = r.chance(0.25);
  const dl = { de: ['Autohaus ', '', 'Verbindliche Bestellung'], fr: ['Garage ', '', 'Bon de commande'], es: ['Automóviles ', '', 'Hoja de pedido'], esLA: ['Automotriz ', '', 'Orden de compra'], it: ['Autosalone ', '', 'Contratto di vendita'], nl: ['Autobedrijf ', '', 'Koopovereenkomst'], pl: ['Salon ', '', 'Umowa sprzedaży'], pt: ['Stand ', '', 'Contrato de compra e venda'], ptBR: ['Concessionária ', '', 'Pedido de venda'] }[c.lc.l] || ['', ' Motors', 'Sales file'];
  const dealer = `${dl[0]}${sales.familyLatin}${dl[1]}`;
  d.add(N('company_name', dealer), ` – ${dl[2]} `, NEG.order(r), '\n\n');
  const f = [[T.name, S.name(p)], [T.dob, S.dob(p)], [T.address, S.addr(p, { oneLine: true })], [T.phone, S.phone(p)], [T.email, S.email(p)]];
  if (foreign) { const cc = r.pick(Object.keys(PASSPORT)); f.push([T.passport, S.passport(p, { cc })], [T.nationality, cc]); } else f.push([T.idno, S.nid(p) || S.passport(p)]);
  f.push([dv(c, 'vehicle') || 'Vehicle', `${r.pick(['VW ID.4 Pro', 'Škoda Octavia Combi 2.0 TDI', 'Toyota Yaris Hybrid', 'BMW 320d Touring', 'Renault Clio E-Tech', 'Kia Niro EV', 'Tesla Model Y LR'])}`], ['VIN', NEG.vin(r)], [T.amount, amountN(r, CUR(c), 14000, 62000)]);
  if (r.chance(0.5)) f.push([T.bank, S.bank(p)]);
  if (r.chance(0.35)) f.push(['Deposit card', S.card(r)]);
  if (r.chance(0.5)) f.push([T.taxid, S.tax(p)]);
  d.add(kv(f.filter((x) => x[1]), r.pick(['aligned', 'colon', 'pipe']), r));
  d.add(`\nTrade-in: ${plate(r)}, ${r.int(40, 190)}.${r.int(100, 999)} km\n`);
  d.add('Salesperson: ', S.name(sales), ' · ', staffEmail(r, sales, `${slug(dealer)}.${c.tld()}`), '\n');
} };

const finance_application = { domain: 'automotive', kind: 'vehicle_finance_application', w: 1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P(); const co = company(r, 'automotive', c.lc.cc);
  const f = [['Application', NEG.contract(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.idno, S.nid(p) || S.passport(p)], [T.taxid, S.tax(p)], [T.address, S.addr(p, { oneLine: true })], [T.phone, S.phone(p)], [T.email, S.email(p)], [dv(c, 'employer') || 'Employer', N('company_name', company(r, r.pick(['energy', 'pharma', 'agriculture']), c.lc.cc))], [dv(c, 'income') || 'Income', amountN(r, CUR(c), 1800, 7500)], [T.bank, S.bank(p)], [dv(c, 'vehicle') || 'Vehicle', NEG.vin(r)], [T.amount, amountN(r, CUR(c), 9000, 48000)]];
  if (r.chance(0.4)) { const co2 = c.P(); f.push(['Co-applicant', S.name(co2)], ['Co-applicant ' + T.dob.toLowerCase(), S.dob(co2)]); }
  formLayout(c, `${N('company_name', co).v} – ${T.form_title}`, f);
  d.add('\n', T.signature, ': ', S.name(p), '   ', dateN(r, c.lc), '\n');
} };

const job_card = { domain: 'automotive', kind: 'workshop_job_card', w: 0.9, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P(); const mech = c.P();
  d.add(`JOB CARD ${NEG.ticket(r).v}\n`, `${T.date}: `, dateN(r, c.lc), `   In: ${r.int(7, 11)}:${r.pick(['00', '15', '30'])}\n`);
  d.add(`${T.name}: `, S.name(p), '   ', `${T.phone}: `, S.phone(p), '\n');
  d.add(`${dv(c, 'plate') || 'Reg'}: ${plate(r)}   VIN: `, NEG.vin(r), `   ${dv(c, 'mileage') || 'Mileage'}: ${r.int(8000, 240000)} km\n\n`);
  const parts = r.pickN(['Oil filter', 'Brake pads front', 'Wiper blades', 'Cabin filter', 'Spark plugs x4', 'Timing belt kit', 'Battery 12V 70Ah', 'Tyre 205/55 R16'], r.int(2, 4));
  d.add(table('fixed', ['Part', 'SKU', 'Qty', 'Price'], parts.map((x) => [x, NEG.sku(r), String(r.int(1, 4)), amountN(r, CUR(c), 8, 420)]), r));
  d.add('\nTechnician: ', S.name(mech), `  Labour ${r.int(1, 6)}.${r.pick(['0', '5'])} h\n`, 'Customer notes: ', r.pick(['rattle from rear left at low speed', 'warning light after cold start', 'wants winter tyres stored', 'collect after 17:00, call first']), '\n');
} };

const rental_agreement = { domain: 'automotive', kind: 'rental_agreement', w: 1.4, scan: true, lang: 'en', gen(c) {
  const { r, d, T } = c; const home = r.pick(LOCALES); const p = makePerson(r, home); const co = company(r, 'automotive', c.lc.cc);
  d.add(`${N('company_name', co).v} – Rental Agreement `, NEG.contract(r), '\n');
  d.add(`Pick-up: ${r.pick(['Airport Terminal 2', 'Central Station', 'Downtown branch'])}, `, dateN(r, c.lc, 2025, 2026), ` ${r.int(7, 22)}:${r.pick(['00', '30'])}   Return: `, dateN(r, c.lc, 2025, 2026), '\n\n');
  d.add(kv([['Renter', S.name(p, { latin: r.chance(0.5) })], ['Date of birth', S.dob(p, { style: r.pick(['num', 'iso']) })], ['Passport no.', S.passport(p)], ['Nationality', p.cc], ['Home address', S.addr(p, { oneLine: true })], ['Mobile', S.phone(p, { style: 'intl' })], ['Email', S.email(p)], ['Driving licence', L('national_id', 'driving_licence', r.pat('A99999999'), { soft: true })], ['Card on file', S.card(r)], ['Flight', `${r.pick(['LH', 'BA', 'AF', 'IB', 'TK', 'EK', 'KL'])}${r.int(100, 9999)}`], ['Vehicle', `${r.pick(['Group B – Polo or similar', 'Group D – Golf Estate', 'Group F – SUV compact'])} (${plate(r)})`]], 'aligned', r));
  if (r.chance(0.5)) { const m = S.mrz(p); d.add('\nScanned document (MRZ):\n', m.l1, '\n', m.l2, '\n'); }
  d.add('\nDeposit hold ', amountN(r, CUR(c), 150, 1200), ' authorised. Additional driver: ', r.chance(0.5) ? S.name(makePerson(r, home)) : 'none', '\n');
} };

const telematics = { domain: 'automotive', kind: 'fleet_telematics_json', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const drv = c.P(); const n = r.int(2, 4); const clk = clock(r); let lat = r.int(-3500, 6000) / 100, lon = r.int(-12000, 15000) / 100;
  const events = [];
  for (let i = 0; i < n; i++) { lat += (r.next() - 0.5) / 20; lon += (r.next() - 0.5) / 20; events.push({ ts: clk(1800000), type: r.pick(['HARSH_BRAKE', 'IGNITION_ON', 'GEOFENCE_EXIT', 'SPEEDING', 'IDLE']), lat: { raw: lat.toFixed(5) }, lon: { raw: lon.toFixed(5) }, speed_kmh: r.int(0, 140) }); }
  const obj = { device: { imei: NEG.imei(r), fw: NEG.version(r), sim_ip: S.ip(r) }, vehicle: { vin: NEG.vin(r), plate: plate(r), odometer_km: r.int(1000, 300000) }, driver: { id: `DRV-${r.digits(5)}`, name: S.name(drv), phone: S.phone(drv, { style: 'intl' }), email: S.email(drv) }, events };
  if (r.chance(0.45)) { d.add('POST /ingest/v3/telemetry HTTP/1.1\nHost: api.', orgDomain(r, 'automotive', 'DE'), '\nX-Api-Key: ', c.secret('google_api_key', 'datadog_api_key', 'mapbox_secret_token', 'tencent_secret_id', 'alibaba_access_key_id'), '\nContent-Type: application/json\n\n'); }
  d.add(toJSON(obj, { indent: r.pick([2, 2, 0]), ascii: r.chance(0.15) }), '\n');
} };

const CLAIM = { en: ['Claim notification', 'Policyholder / driver A', 'Third party / driver B', 'Insurer', 'Circumstances', 'Witness'], de: ['Schadenmeldung Kfz', 'Versicherungsnehmer / Fahrer A', 'Unfallgegner / Fahrer B', 'Versicherer', 'Unfallhergang', 'Zeuge'], fr: ['Déclaration de sinistre', 'Assuré / conducteur A', 'Tiers / conducteur B', 'Assureur', 'Circonstances', 'Témoin'], es: ['Parte de accidente', 'Tomador / conductor A', 'Contrario / conductor B', 'Aseguradora', 'Circunstancias', 'Testigo'], esLA: ['Reporte de siniestro', 'Asegurado / conductor A', 'Tercero / conductor B', 'Aseguradora', 'Descripción de los hechos', 'Testigo'], it: ['Denuncia di sinistro', 'Contraente / conducente A', 'Controparte / conducente B', 'Compagnia', 'Dinamica del sinistro', 'Testimone'], pt: ['Participação de sinistro', 'Tomador / condutor A', 'Terceiro / condutor B', 'Seguradora', 'Circunstâncias', 'Testemunha'], ptBR: ['Aviso de sinistro', 'Segurado / condutor A', 'Terceiro / condutor B', 'Seguradora', 'Descrição do ocorrido', 'Testemunha'], nl: ['Schadeformulier', 'Verzekeringnemer / bestuurder A', 'Tegenpartij / bestuurder B', 'Verzekeraar', 'Toedracht', 'Getuige'], pl: ['Zgłoszenie szkody', 'Ubezpieczający / kierowca A', 'Sprawca / kierowca B', 'Ubezpieczyciel', 'Okoliczności', 'Świadek'] };
const accident_claim = { domain: 'automotive', kind: 'insurance_claim', w: 1.1, scan: true, locales: (lc) => hasDV(lc), gen(c) {
  const { r, d, T } = c; const a = c.P(); const b = c.P(); const w = c.P(); const l = c.lc.l;
  const K = CLAIM[l] || CLAIM.en;
  d.add(`${K[0]}\n`, 'Policy: ', NEG.policy(r), '   Claim: ', NEG.claim(r), '\n', `${T.date}: `, dateN(r, c.lc, 2024, 2026), `, ${r.int(6, 22)}:${r.pick(['10', '35', '50'])}\n\n`);
  d.add(K[1], '\n', kv([[T.name, S.name(a)], [T.dob, S.dob(a)], [T.address, S.addr(a, { oneLine: true })], [T.phone, S.phone(a)], [dv(c, 'plate') || 'Plate', plate(r)]], 'aligned', r));
  d.add('\n', K[2], '\n', kv([[T.name, S.name(b)], [T.phone, S.phone(b)], [T.address, S.addr(b, { oneLine: true })], [K[3], N('company_name', company(r, 'automotive', c.lc.cc))], [dv(c, 'plate') || 'Plate', plate(r)]], 'aligned', r));
  const story = { esLA: 'Estaba detenido en el semáforo cuando el vehículo de atrás no frenó a tiempo y golpeó mi defensa trasera. ', pt: 'Estava parado no semáforo quando o veículo de trás não travou a tempo e embateu na minha traseira. ', ptBR: 'Eu estava parado no semáforo quando o veículo de trás não freou a tempo e bateu na minha traseira. ', nl: 'Ik stond stil voor het rode licht toen de auto achter mij niet op tijd remde en achterop reed. ', pl: 'Stałem na czerwonym świetle, gdy pojazd za mną nie wyhamował i uderzył w tył mojego auta. ', en: 'I was waiting at the red light when the vehicle behind me failed to stop and hit my rear bumper. ', de: 'Ich stand an der roten Ampel, als das hinter mir fahrende Fahrzeug nicht rechtzeitig bremste und auf mein Heck auffuhr. ', fr: 'J\'étais arrêté au feu rouge lorsque le véhicule qui me suivait m\'a percuté à l\'arrière. ', es: 'Estaba detenido en el semáforo cuando el vehículo de detrás no frenó a tiempo y golpeó mi parachoques trasero. ', it: 'Ero fermo al semaforo rosso quando il veicolo dietro di me non ha frenato in tempo e mi ha tamponato. ' }[l] || 'Rear-end collision at traffic light. ';
  d.add('\n', K[4], ':\n', story, c.lc.language === 'en' ? 'A witness, ' : `${K[5]}: `, S.name(w), ', ', S.phone(w), c.lc.language === 'en' ? ', saw the whole thing.' : '.', '\n');
  if (r.chance(0.4)) d.add('Repair shop estimate ', amountN(r, CUR(c), 400, 9000), ', payout to ', S.bank(a), '\n');
} };

const TOLL = { en: ['Parking Enforcement Unit', 'Penalty Charge Notice'], de: ['Mautservice – Nacherhebung', 'Zahlungsaufforderung'], fr: ['Agence de recouvrement des péages', 'Avis de paiement'], es: ['Servicio de Peaje – Recaudación', 'Aviso de pago pendiente'], esLA: ['Dirección de Tránsito Municipal', 'Boleta de infracción'], it: ['Polizia Locale – Ufficio Verbali', 'Avviso di pagamento'], nl: ['Centraal Justitieel Incassobureau', 'Beschikking'], pl: ['Straż Miejska – Strefa Płatnego Parkowania', 'Wezwanie do zapłaty'], pt: ['Via Verde – Portagens', 'Aviso de pagamento'], ptBR: ['Departamento de Trânsito', 'Notificação de autuação'] };
const toll_notice = { domain: 'automotive', kind: 'toll_parking_notice', w: 0.8, scan: true, locales: (lc) => !!TOLL[lc.l] || lc.language === 'en', gen(c) {
  const { r, d, T } = c; const p = c.P(); const K = TOLL[c.lc.l] || TOLL.en; const authority = K[0];
  d.add(authority, '\n', S.name(p), '\n', S.addr(p), '\n\n');
  d.add(`${K[1]} `, NEG.caseNo(r), '\n');
  d.add(`${dv(c, 'plate') || 'Vehicle registration'}: ${plate(r)}\n`, `${T.date}: `, dateN(r, c.lc, 2025, 2026), `  ${r.int(0, 23)}:${r.int(10, 59)}  ${r.pick(['A4 gantry 112', 'Zone C / Bay 41', 'Pont de Normandie', 'AP-7 km 213'])}\n`);
  d.add(`${T.amount}: `, amountN(r, CUR(c), 8, 160), '\n');
  d.add(`${T.reference}: `, NEG.invoice(r), '\n');
  if (COUNTRY[c.lc.cc].bank === 'iban') { const acct = makePerson(r, c.lc); d.add('IBAN: ', S.iban(acct), '  BIC: ', NEG.bic(r), '\n'); }
  d.add(`${T.questions} `, orgPhone(r, c.lc), '.\n');
} };

// ============================= SOCIAL SERVICES =============================
const benefit_application = { domain: 'social_services', kind: 'benefit_application', w: 1.3, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P({ minAge: 19, maxAge: 70 });
  formLayout(c, `${T.form_title} – ${T.benefit}`, [[T.reference, NEG.caseNo(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.idno, S.nid(p) || S.passport(p)], r.chance(0.6) && [T.taxid, S.tax(p)], [T.nationality, p.cc], [T.address, S.addr(p, { oneLine: true })], [T.phone, S.phone(p)], r.chance(0.7) && [T.email, S.email(p)], [T.bank, S.bank(p)]]);
  const n = r.int(1, 4); const rows = [];
  for (let i = 0; i < n; i++) { const m = c.P(i === 0 ? {} : { minAge: 1, maxAge: 17 }); const rel = REL[c.lc.l] || (c.lc.language === 'en' ? REL.en : null); rows.push([S.name(m), S.dob(m, { style: 'num' }), rel ? (i === 0 ? rel[r.int(0, 1)] : rel[r.pick([2, 2, 3])]) : '—', r.chance(0.5) ? S.nid(m) || '-' : '-']); }
  const hasRel = !!(REL[c.lc.l] || c.lc.language === 'en');
  d.add('\n', dv(c, 'household') || T.member, ':\n', table(r.pick(['md', 'fixed', 'box']), hasRel ? [T.name, T.dob, dv(c, 'relation') || 'Relation', T.idno] : [T.name, T.dob, T.idno], hasRel ? rows : rows.map((x) => [x[0], x[1], x[3]]), r));
  d.add('\n', T.date, ': ', dateN(r, c.lc), '   ', T.signature, ': ', S.name(p), '\n');
} };

const NOTE = {
  en: (x) => [`Home visit with `, x.name, ` (DOB `, x.dob, `). Client lives with two children at `, x.addr, `. Landlord has issued a notice; rent arrears about `, x.amt, `. Client's sister `, x.rel, ` (`, x.relPhone, `) helps with childcare. Agreed next appointment on `, x.date, `. Client can be reached on `, x.phone, ` after 3pm.`],
  de: (x) => [`Hausbesuch bei `, x.name, ` (geb. `, x.dob, `). Die Klientin wohnt mit zwei Kindern in `, x.addr, `. Mietrückstand ca. `, x.amt, `, Räumungsklage angedroht. Schwester `, x.rel, ` (Tel. `, x.relPhone, `) unterstützt bei der Kinderbetreuung. Nächster Termin: `, x.date, `. Erreichbar unter `, x.phone, ` ab 15 Uhr.`],
  fr: (x) => [`Visite à domicile chez `, x.name, ` (né(e) le `, x.dob, `), qui vit avec ses deux enfants au `, x.addr, `. Arriérés de loyer d'environ `, x.amt, `. Sa sœur `, x.rel, ` (`, x.relPhone, `) aide pour la garde. Prochain rendez-vous le `, x.date, `. Joignable au `, x.phone, ` après 15 h.`],
  es: (x) => [`Visita domiciliaria a `, x.name, ` (fecha de nacimiento `, x.dob, `), que reside con dos hijos en `, x.addr, `. Deuda de alquiler de unos `, x.amt, `. Su hermana `, x.rel, ` (`, x.relPhone, `) ayuda con el cuidado de los niños. Próxima cita: `, x.date, `. Localizable en el `, x.phone, ` por las tardes.`],
  esLA: (x) => [`Visita domiciliaria a `, x.name, ` (nacido/a el `, x.dob, `), vive con dos hijos en `, x.addr, `. Adeudo de renta de aprox. `, x.amt, `. Su hermana `, x.rel, ` (`, x.relPhone, `) apoya con el cuidado. Próxima cita: `, x.date, `. Tel. `, x.phone, `.`],
  it: (x) => [`Visita domiciliare presso `, x.name, ` (nato/a il `, x.dob, `), residente con due figli in `, x.addr, `. Morosità sull'affitto di circa `, x.amt, `. La sorella `, x.rel, ` (`, x.relPhone, `) aiuta con i bambini. Prossimo appuntamento: `, x.date, `. Reperibile al `, x.phone, `.`],
  pt: (x) => [`Visita domiciliária a `, x.name, ` (data de nascimento `, x.dob, `), que reside com dois filhos na `, x.addr, `. Rendas em atraso de cerca de `, x.amt, `. A irmã, `, x.rel, ` (`, x.relPhone, `), ajuda com as crianças. Próxima marcação: `, x.date, `. Contacto: `, x.phone, `.`],
  ptBR: (x) => [`Visita domiciliar a `, x.name, ` (nascida em `, x.dob, `), que mora com dois filhos na `, x.addr, `. Aluguel atrasado de cerca de `, x.amt, `. A irmã `, x.rel, ` (`, x.relPhone, `) ajuda com as crianças. Retorno agendado para `, x.date, `. Celular: `, x.phone, `.`],
  nl: (x) => [`Huisbezoek bij `, x.name, ` (geb. `, x.dob, `), woont met twee kinderen op `, x.addr, `. Huurachterstand ca. `, x.amt, `. Zus `, x.rel, ` (`, x.relPhone, `) helpt met de opvang. Volgende afspraak: `, x.date, `. Bereikbaar op `, x.phone, `.`],
  pl: (x) => [`Wizyta domowa u `, x.name, ` (ur. `, x.dob, `), zam. `, x.addr, ` z dwójką dzieci. Zaległości czynszowe ok. `, x.amt, `. Siostra `, x.rel, ` (tel. `, x.relPhone, `) pomaga w opiece. Kolejne spotkanie: `, x.date, `. Kontakt: `, x.phone, `.`],
  sv: (x) => [`Hembesök hos `, x.name, ` (född `, x.dob, `) som bor med två barn på `, x.addr, `. Hyresskuld ca `, x.amt, `. Systern `, x.rel, ` (`, x.relPhone, `) hjälper till med barnen. Nästa besök `, x.date, `. Nås på `, x.phone, `.`],
};
const caseworker_notes = { domain: 'social_services', kind: 'case_worker_notes', w: 1.3, locales: (lc) => !!NOTE[lc.l], gen(c) {
  const { r, d, T } = c; const p = c.P({ g: 'f' }); const rel = c.P({ g: 'f' }); const cw = c.P(); const n = r.int(1, 3);
  d.add(`${T.reference} `, NEG.caseNo(r), ' — ', S.name(p), r.chance(0.5) ? [' — ', S.nid(p)] : '', '\n\n');
  for (let i = 0; i < n; i++) {
    d.add(dateN(r, c.lc, 2025, 2026), ' — ', S.name(cw), ':\n');
    const x = { name: S.name(p), dob: S.dob(p), addr: S.addr(p, { oneLine: true }), amt: amountN(r, CUR(c), 300, 4200), rel: S.name(rel), relPhone: S.phone(rel), date: dateN(r, c.lc, 2025, 2026), phone: S.phone(p) };
    if (i > 0) { x.dob = S.dob(p, { style: 'words' }); }
    d.add(NOTE[c.lc.l](x), '\n\n');
  }
} };

const appeal_letter = { domain: 'social_services', kind: 'appeal_letter', w: 1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P(); const office = { de: 'Jobcenter – Widerspruchsstelle', fr: 'Service des recours', es: 'Servicio de Reclamaciones', esLA: 'Unidad de Atención Ciudadana', it: 'Ufficio ricorsi', nl: 'Afdeling Bezwaar en Beroep', pl: 'Zakład Ubezpieczeń Społecznych – Oddział', pt: 'Serviço de Reclamações', ptBR: 'Ouvidoria' }[c.lc.l] || (c.lc.language === 'en' ? r.pick(['Benefits Appeals Team', 'Social Insurance Board', 'Mandatory Reconsideration Unit']) : T.benefit);
  d.add(S.name(p), '\n', S.addr(p), '\n', S.phone(p), r.chance(0.6) ? ['\n', S.email(p)] : '', '\n\n', office, '\n\n', dateN(r, c.lc), '\n\n');
  const l = c.lc.l;
  d.add(`${T.reference}: `, NEG.caseNo(r), '\n', `${T.idno}: `, S.nid(p) || S.passport(p), '\n\n');
  const body = { en: 'I wish to appeal against the decision dated ', de: 'hiermit lege ich Widerspruch gegen den Bescheid vom ', fr: 'Je conteste par la présente la décision du ', es: 'Por medio del presente interpongo recurso contra la resolución de fecha ', it: 'Con la presente presento ricorso avverso il provvedimento del ', nl: 'Hierbij maak ik bezwaar tegen het besluit van ', pl: 'Niniejszym wnoszę odwołanie od decyzji z dnia ' }[l];
  if (body) d.add(body, dateN(r, c.lc, 2025, 2026), { en: ', which stopped my payments. My circumstances have not changed; my tenancy and my daughter\'s school records are enclosed.', de: ' ein, mit dem meine Leistungen eingestellt wurden. Meine Verhältnisse haben sich nicht geändert; Mietvertrag und Schulbescheinigung meiner Tochter liegen bei.', fr: ', qui a suspendu mes versements. Ma situation n\'a pas changé ; je joins mon bail et le certificat de scolarité de ma fille.', es: ', que suspendió mis pagos. Mi situación no ha cambiado; adjunto contrato de alquiler y certificado escolar de mi hija.', it: ', che ha sospeso i pagamenti. La mia situazione non è cambiata; allego contratto d\'affitto e certificato scolastico di mia figlia.', nl: ', waarmee mijn uitkering is stopgezet. Mijn situatie is niet veranderd; huurcontract en schoolverklaring van mijn dochter zijn bijgevoegd.', pl: ', na mocy której wstrzymano wypłatę świadczenia. Moja sytuacja nie uległa zmianie; w załączeniu umowa najmu i zaświadczenie ze szkoły córki.' }[l], '\n');
  else d.add(T.update, '\n', T.attached, '\n');
  d.add('\n', T.regards, '\n', S.name(p), '\n');
} };

const eligibility_api = { domain: 'social_services', kind: 'eligibility_api_payload', w: 1.1, lang: 'en', gen(c) {
  const { r, d } = c; const p = c.P(); const kid = c.P({ minAge: 2, maxAge: 16 });
  const req = { request_id: NEG.uuid(r), applicant: { national_id: S.nid(p, { compact: r.chance(0.5), native: false }) || S.passport(p), given_name: L('person_name', 'person_name', p.given), family_name: L('person_name', 'person_name', p.family), date_of_birth: S.dob(p, { style: 'iso' }), address: S.addr(p, { oneLine: true }), phone: S.phone(p, { style: 'intl' }) }, household: [{ relation: 'child', name: S.name(kid), date_of_birth: S.dob(kid, { style: 'iso' }) }], income: { monthly_net: r.int(0, 2800), currency: CUR(c) }, programme: r.pick(['HOUSING_SUPPORT', 'CHILD_BENEFIT', 'UNIVERSAL_CREDIT', 'ENERGY_ALLOWANCE']) };
  d.add(`POST /api/v2/eligibility/check HTTP/1.1\nHost: eligibility.${r.pick(['gov-services', 'benefits-hub', 'sozialportal'])}.${c.tld()}\nAuthorization: Bearer `, c.jwt({ sub: `caseworker-${r.digits(4)}`, scope: 'eligibility:write' }), `\nX-Correlation-Id: `, NEG.traceId(r), '\nContent-Type: application/json\n\n');
  d.add(toJSON(req, { indent: 2, ascii: r.chance(0.2) }), '\n\nHTTP/1.1 200 OK\n');
  d.add(toJSON({ request_id: NEG.uuid(r), eligible: r.chance(0.6), reasons: [r.pick(['INCOME_BELOW_THRESHOLD', 'RESIDENCE_CONFIRMED', 'MISSING_DOCUMENT'])], evaluated_at: isoTs(r) }, { indent: 2 }), '\n');
} };

const PENS = { en: ['Pension Service', 'Annual pension statement', 'Contribution years', 'Projected monthly pension', 'Last contribution'], de: ['Rentenversicherungsträger', 'Renteninformation', 'Beitragsjahre', 'Voraussichtliche Monatsrente', 'Letzter Beitrag'], fr: ['Caisse de retraite', 'Relevé de situation individuelle', 'Années de cotisation', 'Pension mensuelle estimée', 'Dernière cotisation'], es: ['Instituto de Previsión Social', 'Informe de vida laboral', 'Años cotizados', 'Pensión mensual estimada', 'Última cotización'], esLA: ['Instituto de Seguridad Social', 'Estado de cuenta de pensión', 'Semanas cotizadas (años)', 'Pensión mensual estimada', 'Última aportación'], it: ['Istituto previdenziale', 'Estratto conto contributivo', 'Anni di contribuzione', 'Pensione mensile stimata', 'Ultimo contributo'], nl: ['Pensioenfonds', 'Uniform Pensioenoverzicht', 'Opbouwjaren', 'Verwacht maandpensioen', 'Laatste premie'], pl: ['Zakład Emerytalny', 'Informacja o stanie konta', 'Lata składkowe', 'Prognozowana emerytura miesięczna', 'Ostatnia składka'], pt: ['Centro Nacional de Pensões', 'Extrato de remunerações', 'Anos de contribuição', 'Pensão mensal estimada', 'Última contribuição'], ptBR: ['Instituto de Previdência', 'Extrato previdenciário', 'Anos de contribuição', 'Benefício mensal estimado', 'Última contribuição'] };
const pension_statement = { domain: 'social_services', kind: 'pension_statement', w: 0.9, scan: true, locales: (lc) => !!PENS[lc.l] || lc.language === 'en', gen(c) {
  const { r, d, T } = c; const p = c.P({ minAge: 45, maxAge: 85 }); const K = PENS[c.lc.l] || PENS.en;
  d.add(K[0], '\n', S.name(p), '\n', S.addr(p), '\n\n', `${K[1]} ${r.int(2024, 2026)}\n\n`);
  d.add(kv([[T.idno, S.nid(p) || S.tax(p)], [T.dob, S.dob(p)], [K[2], String(r.int(12, 44))], [K[3], amountN(r, CUR(c), 600, 3200)], [K[4], dateN(r, c.lc, 2024, 2026)], [T.bank, S.bank(p)]], 'dots', r));
  d.add('\n', T.questions, ' ', orgPhone(r, c.lc), '.\n');
} };

const residence_registration = { domain: 'social_services', kind: 'residence_registration', w: 1, scan: true, locales: (lc) => hasDV(lc), gen(c) {
  const { r, d, T } = c; const home = r.chance(0.5) ? c.lc : r.pick(LOCALES); const p = makePerson(r, home); p.loc = home;
  const title = { de: 'Meldebescheinigung', fr: 'Attestation de domicile', es: 'Certificado de empadronamiento', it: 'Certificato di residenza', nl: 'Uittreksel BRP', pl: 'Zaświadczenie o zameldowaniu' }[c.lc.l] || 'Certificate of residence registration';
  d.add(title, '\n', NEG.caseNo(r), '\n\n');
  const cur = makePerson(r, c.lc);
  const f = [[T.family, L('person_name', 'person_name', p.family)], [T.given, L('person_name', 'person_name', p.given)], [T.dob, S.dob(p)], [dv(c, 'birthplace') || 'Place of birth', r.pick(home.addr.ci)[0]], [T.nationality, home.cc], (() => { const id = home === c.lc ? S.nid(p) : null; return id ? [T.idno, id] : [T.passport, S.passport(p)]; })(), [T.address, S.addr(cur)], [dv(c, 'moved_in') || 'Moved in', dateN(r, c.lc, 2020, 2026)], [dv(c, 'previous_address') || 'Previous address', S.addr(p, { oneLine: true })]];
  d.add(kv(f, 'aligned', r));
  if (home !== c.lc && r.chance(0.5)) { const m = S.mrz(p); d.add('\n', m.l1, '\n', m.l2, '\n'); }
} };

// ============================= NONPROFIT =============================
const donor_export = { domain: 'nonprofit', kind: 'donor_crm_export', w: 1.3, gen(c) {
  const { r, d, T } = c; const n = r.int(4, 10); const rows = [];
  for (let i = 0; i < n; i++) {
    const p = c.P(); const method = r.weighted([['sepa', 3], ['card', 2], ['crypto', 1.5], ['cheque', 0.5], ['paypal', 1]]);
    const pay = method === 'sepa' ? (COUNTRY[p.cc].bank === 'iban' ? S.iban(p, { compact: true }) : S.bank(p)) : method === 'card' ? S.card(r, null, 'plain') : method === 'crypto' ? S.wallet(r) : method === 'paypal' ? S.email(p) : N('cheque_number', r.digits(6));
    rows.push([NEG.customer(r), S.name(p), S.email(p), r.chance(0.7) ? S.phone(p) : '', S.addr(p, { oneLine: true }), amountN(r, CUR(c), 5, 5000), method, pay, r.pick(['Y', 'N'])]);
  }
  d.add(table(r.pick(['csv', 'csv', 'tsv', 'csv;']), ['donor_id', 'full_name', 'email', 'phone', 'postal_address', 'last_gift', 'method', 'payment_ref', 'gift_aid'], rows, r));
} };

const tax_receipt = { domain: 'nonprofit', kind: 'tax_receipt_letter', w: 1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P(); const ch = company(r, 'nonprofit', c.lc.cc); const staff = c.P(); const l = c.lc.l;
  d.add(N('company_name', ch), '\n', ({ de: 'Steuernummer ', fr: 'N° RNA ', es: 'CIF ', it: 'Codice fiscale ente ', nl: 'RSIN ' }[c.lc.l] || (c.lc.cc === 'GB' || c.lc.cc === 'IE' ? 'Registered charity no. ' : 'Reg. no. ')), N('charity_number', r.pick([r.nzdigits(7), `W${r.digits(9)}`, `G${r.digits(8)}`])), '\n\n', S.name(p), '\n', S.addr(p), '\n\n');
  const giftAid = c.lc.cc === 'GB';
  const title = giftAid ? 'Gift Aid declaration and donation receipt' : { en: 'Donation receipt for tax purposes', de: 'Zuwendungsbestätigung (Spendenquittung)', fr: 'Reçu au titre des dons (article 200 du CGI)', es: 'Certificado de donativos', it: 'Ricevuta per erogazione liberale', nl: 'Bevestiging van gift' }[l] || `${T.donation} – ${T.confirm}`;
  d.add(title, ' ', NEG.invoice(r), '\n\n');
  if (giftAid) d.add('I want to Gift Aid my donation of ', amountN(r, 'GBP', 10, 2000), ' and any donations I make in the future or have made in the past 4 years to ', N('company_name', ch), '. I am a UK taxpayer and understand that if I pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all my donations in that tax year it is my responsibility to pay any difference.\n\n');
  const crypto = r.chance(0.3);
  d.add(kv([[T.name, S.name(p)], [T.taxid, S.tax(p) || S.nid(p)], [T.amount, crypto ? `${(r.int(1, 5000) / 10000).toFixed(4)} BTC` : amountN(r, CUR(c), 20, 3000)], crypto && ['Wallet', S.wallet(r, r.pick(['btc_bech32', 'btc_p2pkh', 'btc_taproot']))], [T.date, dateN(r, c.lc, 2025, 2026)]].filter(Boolean), 'aligned', r));
  d.add('\n', T.thanks.replace(/application|Antrag|demande|solicitud|richiesta|aanvraag/i, (m) => m), '\n');
  sig(c, staff, N('company_name', ch));
} };

const volunteer_roster = { domain: 'nonprofit', kind: 'volunteer_roster', w: 1, gen(c) {
  const { r, d, T } = c; const n = r.int(4, 9); const rows = [];
  for (let i = 0; i < n; i++) { const p = c.P({ minAge: 16, maxAge: 75 }); const e = c.P(); rows.push([S.name(p), S.phone(p), S.email(p), S.dob(p, { style: 'num' }), r.pick(['Sat AM', 'Sat PM', 'Sun', 'Wed eve']), [S.name(e), ' ', S.phone(e)]]); }
  d.add(`${r.pick(['Food bank', 'Beach clean-up', 'Shelter night shift', 'Charity run marshals'])} – ${T.member} roster (`, dateN(r, c.lc), ')\n\n');
  d.add(table(r.pick(['md', 'fixed', 'csv', 'box']), [T.name, T.phone, T.email, T.dob, 'Shift', T.emergency], rows, r));
} };

const event_registration = { domain: 'nonprofit', kind: 'event_registration', w: 1, gen(c) {
  const { r, d, T } = c; const ev = r.pick(['Annual Gala Dinner', 'Charity Golf Day', 'Volunteer Summit', 'Spendenlauf', 'Dîner de gala']); const n = r.int(2, 5);
  const regs = []; for (let i = 0; i < n; i++) { const p = c.P(); regs.push({ order: NEG.order(r), name: S.name(p), email: S.email(p), phone: S.phone(p, { style: 'intl' }), diet: r.pick(['none', 'vegetarian', 'vegan', 'halal', 'gluten-free']), payment: r.chance(0.55) ? { card: S.card(r, null, 'plain'), exp: `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}` } : { card_masked: NEG.maskedCard(r) } }); }
  if (r.chance(0.5)) d.add(toJSON({ event: ev, date: N('date', someDate(r, c.lc, 2025, 2026)), registrations: regs }, { indent: 2, ascii: r.chance(0.12) }), '\n');
  else d.add(`# ${ev}\n`, toYAML({ event: ev, registrations: regs }));
} };

const fundraising_email = { domain: 'nonprofit', kind: 'fundraising_email', w: 1.2, gen(c) {
  const { r, d, T } = c; const p = c.P(); const staff = c.P(); const ch = company(r, 'nonprofit', c.lc.cc); const dom = orgDomain(r, 'nonprofit', c.lc.cc);
  const html = r.chance(0.3);
  const head = ['From: ', S.name(staff), ' <', staffEmail(r, staff, dom), '>\nTo: ', S.name(p), ' <', S.email(p), '>\nSubject: ', c.lc.language === 'en' ? r.pick(['Your gift changes lives', 'Winter appeal', 'Thank you – and one more ask', 'Matching week: double your impact']) : `${T.donation} ${r.int(2025, 2026)}`, '\nDate: ', isoTs(r), '\n\n'];
  d.add(head);
  const acct = makePerson(r, c.lc);
  const bodyPieces = [T.dear.includes('{n}') ? [T.dear.split('{n}')[0], S.name(p), T.dear.split('{n}')[1]] : T.dear, '\n\n',
    c.lc.language === 'en' ? `Last year you helped us reach ${r.int(200, 9000)} families. This winter we need to raise ` : `${T.donation}: `, amountN(r, CUR(c), 5000, 90000), '.\n\n',
    c.lc.language === 'en' ? 'Bank transfer: ' : `${T.bank}: `, COUNTRY[c.lc.cc].bank === 'iban' ? S.iban(acct) : S.bank(acct), ' (', N('company_name', ch), ')\n',
    r.chance(0.7) ? ['Crypto: ', S.wallet(r, r.pick(['btc_bech32', 'eth', 'btc_p2pkh'])), '\n'] : '', r.chance(0.4) ? ['USDT (TRC-20): ', S.wallet(r, 'trx'), '\n'] : '',
    '\n', T.regards, '\n', S.name(staff), '\n', S.phone(staff), '\n'];
  if (html) d.add('<html><body><p>', enc('html', bodyPieces, true), '</p></body></html>\n');
  else d.add(bodyPieces);
  d.add('\n--\n', `Unsubscribe: https://${dom}/u?`, r.chance(0.45) ? ['e=', enc('url', S.email(p))] : ['sid=', N('subscriber_hash', r.hex(32))], '&c=', N('campaign_id', r.hex(12)), '\n');
} };

const membership_renewal = { domain: 'nonprofit', kind: 'membership_renewal', w: 0.9, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P();
  formLayout(c, `${T.membership} ${r.int(2025, 2027)}`, [[T.member, NEG.customer(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.address, S.addr(p, { oneLine: true })], [T.email, S.email(p)], [T.phone, S.phone(p)], [T.amount, amountN(r, CUR(c), 12, 240)], [T.bank, S.bank(p)], [T.signature, S.name(p)]]);
} };

// ============================= SPORT & EVENTS =============================
const gym_contract = { domain: 'sport_events', kind: 'gym_membership_contract', w: 1.1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P({ minAge: 16, maxAge: 70 }); const gym = company(r, 'sport_events', c.lc.cc);
  formLayout(c, `${N('company_name', gym).v} – ${T.contract}`, [[T.contract, NEG.contract(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.address, S.addr(p, { oneLine: true })], [T.phone, S.phone(p)], [T.email, S.email(p)], [dv(c, 'fee') || T.amount, amountN(r, CUR(c), 19, 89)], [T.date, dateN(r, c.lc, 2025, 2026)], ...(r.chance(0.75) ? [[T.bank, S.bank(p)]] : [[c.lc.language === 'en' ? 'Payment card' : `${T.amount} (card)`, S.card(r)]]), r.chance(0.3) && [T.password, L('password', 'password', c.pw('human'))], [T.emergency, (() => { const e = c.P(); return [S.name(e), ', ', S.phone(e)]; })()]]);
  d.add('\n', T.signature, ': ', S.name(p), '\n');
} };

const club_registration = { domain: 'sport_events', kind: 'club_registration_form', w: 1, scan: true, locales: (lc) => hasDV(lc), gen(c) {
  const { r, d, T } = c; const kid = c.P({ minAge: 6, maxAge: 16 }); const par = c.P({ minAge: 30, maxAge: 55 }); par.family = kid.family; par.full = par.loc.order === 'fg' ? kid.family + par.sep + par.given : `${par.given} ${kid.family}`; const par2 = c.P({ minAge: 30, maxAge: 55 });
  formLayout(c, `${dv(c, 'club') || 'Club'} – ${T.form_title}`, [[T.name, S.name(kid)], [T.dob, S.dob(kid)], [T.address, S.addr(kid, { oneLine: true })], [{ de: 'Erziehungsberechtigte/r', fr: 'Responsable légal', es: 'Padre/madre o tutor', esLA: 'Padre/madre o tutor', it: 'Genitore/tutore', pt: 'Encarregado de educação', ptBR: 'Responsável', nl: 'Ouder/verzorger', pl: 'Rodzic/opiekun' }[c.lc.l] || 'Parent/guardian', S.name(par)], [T.phone, S.phone(par)], [T.email, S.email(par)], [T.emergency, [S.name(par2), ' — ', S.phone(par2)]], [T.notes, c.lc.language === 'en' ? r.pick(['asthma (inhaler in bag)', 'none', 'peanut allergy', 'glasses']) : '—'], r.chance(0.4) && [T.bank, S.bank(par)]]);
} };

const ticketing = { domain: 'sport_events', kind: 'ticket_order_and_scan_log', w: 1.1, lang: 'en', gen(c) {
  const { r, d } = c; const p = c.P(); const ev = r.pick(['Cup Final', 'Derby Day', 'World Tour Live', 'Indoor Athletics Meet', 'Marathon Expo']);
  d.add(`Order `, NEG.order(r), ` confirmed — ${ev}\n`, 'Buyer: ', S.name(p), ' <', S.email(p), '> ', S.phone(p), '\n');
  d.add(r.chance(0.5) ? ['Payment: ', NEG.maskedCard(r)] : ['Payment card: ', S.card(r), ` exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 30)}`], '\n');
  const n = r.int(2, 4); for (let i = 0; i < n; i++) d.add(`  Seat ${r.pick(['A', 'B', 'C', 'N', 'S'])}${r.int(1, 40)}-${r.int(1, 30)}  barcode `, N('ticket_barcode', r.digits(18)), '\n');
  d.add('\n--- gate scanner log ---\n');
  const clk = clock(r); const m = r.int(4, 9); for (let i = 0; i < m; i++) d.add(clk(20000), ` gate=${r.int(1, 24)} dev=`, S.privIp(r), ' code=', N('ticket_barcode', r.digits(18)), ' ', r.pick(['VALID', 'VALID', 'VALID', 'DUPLICATE', 'WRONG_GATE']), r.chance(0.2) ? [' holder="', S.name(c.P()), '"'] : '', '\n');
} };

const race_entries = { domain: 'sport_events', kind: 'race_entry_list', w: 1.1, gen(c) {
  const { r, d, T } = c; const n = r.int(4, 9); const rows = [];
  for (let i = 0; i < n; i++) { const home = r.chance(0.7) ? c.lc : r.pick(LOCALES); const p = makePerson(r, home, { minAge: 18, maxAge: 72 }); const e = makePerson(r, home); rows.push([String(r.int(100, 9999)), S.name(p, { latin: home !== c.lc }), S.dob(p, { style: 'iso' }), home.cc, N('organization', r.pick(CLUBS)), [S.name(e, { latin: home !== c.lc }), ' ', S.phone(e, { style: 'intl' })], (p.g === 'f' ? 'W' : 'M') + r.pick(['', '35', '40', '45', '50', '55'])]); }
  d.add(`${r.pick(['City Marathon', 'Trail 42K', 'Half Marathon', 'Triathlon Sprint'])} ${r.int(2025, 2026)} – start list (`, dateN(r, c.lc, 2025, 2026), ')\n');
  d.add(table(r.pick(['fixed', 'csv', 'md']), ['bib', 'name', 'dob', 'nat', 'club', 'emergency_contact', 'cat'], rows, r));
} };

const visa_letter = { domain: 'sport_events', kind: 'athlete_visa_letter', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const home = r.pick(LOCALES.filter((l) => !['US', 'GB', 'DE', 'FR'].includes(l.cc))); const ath = makePerson(r, home, { minAge: 17, maxAge: 38 }); const org = c.P(); const dom = orgDomain(r, 'sport_events', c.lc.cc);
  d.add(N('company_name', company(r, 'sport_events', c.lc.cc)), '\n', L('street_address', `address_${c.lc.cc.toLowerCase()}`, genAddress(r, c.lc, { oneLine: true })), '\n\n', 'To the Visa Section, Embassy / Consulate\n\n', dateN(r, c.lc, 2025, 2026), '\n\n');
  d.add('Re: Invitation – ', S.name(ath, { latin: true }), '\n\n');
  d.add('We hereby confirm that ', S.name(ath, { latin: true }), ', born ', S.dob(ath, { style: r.pick(['num', 'iso']) }), ', holder of passport no. ', S.passport(ath), ` (${home.cc}), has been accepted to compete in the ${r.pick(['International Indoor Meeting', 'Open Judo Tournament', 'World Cup qualifier', 'Half Marathon Elite Field'])} from `, (() => { const [a, b] = dateRangeN(r, c.lc, 2026); return [a, ' to ', b]; })(), '. Accommodation and local transport are covered by the organising committee.\n\n');
  if (r.chance(0.35)) { const m = S.mrz(ath); d.add('Passport data page (MRZ):\n', m.l1, '\n', m.l2, '\n\n'); }
  d.add('Contact: ', S.name(org), ', ', S.phone(org, { style: 'intl' }), ', ', staffEmail(r, org, dom), '\n\nYours faithfully,\n', S.name(org), '\nAthlete Services\n');
} };

// ============================= PHARMA =============================
const trial_enrolment = { domain: 'pharma', kind: 'trial_enrolment_form', w: 1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P({ minAge: 18, maxAge: 80 }); const inv = c.P(); const site = company(r, 'pharma', c.lc.cc);
  formLayout(c, `${T.trial} – ${T.form_title}`, [['Protocol', NEG.protocol(r)], ['Subject ID', NEG.subject(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.phone, S.phone(p)], [T.address, S.addr(p, { oneLine: true })], r.chance(0.5) && [T.idno, S.nid(p)], [dv(c, 'site') || 'Site', N('company_name', site)], [dv(c, 'investigator') || 'Investigator', S.name(inv)], ['Informed consent signed', dateN(r, c.lc, 2025, 2026)], [T.signature, S.name(p)]]);
} };

const ae_report = { domain: 'pharma', kind: 'adverse_event_report', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const pt = c.P(); const rep = c.P();
  d.add('SUSPECT ADVERSE REACTION REPORT (CIOMS I)\n', 'Case: ', NEG.caseNo(r), '   Received: ', dateN(r, c.lc, 2025, 2026), '\n\n');
  d.add(kv([['1. Patient initials', `${pt.givenLatin[0]}.${pt.familyLatin[0]}.`], ['2. Date of birth', S.dob(pt, { style: r.pick(['num', 'iso']) })], ['2a. Age', String(2026 - pt.dob.y)], ['3. Sex', pt.g === 'f' ? 'F' : 'M'], ['7. Reaction', r.pick(['Grade 3 neutropenia', 'Anaphylactic reaction within 20 min of infusion', 'Hepatic enzyme increased (ALT 5x ULN)', 'Syncope'])], ['14. Suspect drug', `${r.pick(['HX-2210', 'Corvalimab', 'NV-118'])} ${r.pick(['200 mg IV', '10 mg/kg', '40 mg SC'])}`], ['Batch/lot', NEG.lot(r)], ['Reporter', S.name(rep)], ['Reporter phone', S.phone(rep)], ['Reporter email', S.email(rep)]], 'aligned', r));
  d.add('\nNarrative: Patient hospitalised on ', dateN(r, c.lc, 2025, 2026), '; recovered with sequelae. Patient\'s home address (', S.addr(pt, { oneLine: true }), ') must not be forwarded to the sponsor.\n');
} };

const monitoring_notes = { domain: 'pharma', kind: 'site_monitoring_visit_notes', w: 0.9, lang: 'en', gen(c) {
  const { r, d } = c; const cra = c.P(); const pi = c.P(); const sc = c.P(); const site = company(r, 'pharma', c.lc.cc);
  d.add(`Monitoring visit report – `, N('company_name', site), '\nProtocol ', NEG.protocol(r), ' | Visit date ', dateN(r, c.lc, 2025, 2026), ' | CRA: ', S.name(cra), '\n\n');
  d.add('Attendees: PI ', S.name(pi), ', study coordinator ', S.name(sc), ` (ext. ${r.int(100, 999)}).\n\n`);
  d.add(`Findings:\n1. Subject `, NEG.subject(r), ` – ICF version ${r.int(2, 6)}.0 signed one day after screening labs; escalated.\n2. Subject `, NEG.subject(r), ' – source shows full name and DOB ', S.dob(c.P()), ' on the eCRF upload; redaction requested.\n3. Temperature log gap ', dateN(r, c.lc, 2025, 2026), ` (${r.int(2, 9)} h); IP quarantined, lot `, NEG.lot(r), '.\n\n');
  d.add('Action items due ', dateN(r, c.lc, 2025, 2026), '. Coordinator mobile: ', S.phone(sc), '.\n');
} };

const pv_email = { domain: 'pharma', kind: 'pharmacovigilance_email', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const a = c.P(); const b = c.P(); const pt = c.P(); const dom = orgDomain(r, 'pharma', c.lc.cc);
  const ea = staffEmail(r, a, dom), eb = S.email(b);
  d.add('From: ', S.name(a), ' <', ea, '>\nTo: ', S.name(b), ' <', eb, '>\nSubject: RE: Follow-up ', NEG.caseNo(r), '\n\n');
  d.add('Hi,\n\nthanks for the callback. Could you confirm the date of onset and whether the patient (', S.name(pt), ', born ', S.dob(pt), ') was on concomitant ', r.pick(['warfarin', 'metformin', 'ibuprofen']), '? The treating physician can be reached on ', S.phone(b), '.\n\n');
  d.add('Best regards\n', S.name(a), '\nDrug Safety Officer\n', orgPhone(r, c.lc), '\n\n');
  d.add('> On ', dateN(r, c.lc, 2025, 2026), ', ', S.name(b), ' <', L('email', 'email', eb.v), '> wrote:\n> Patient called back, symptoms resolved after stopping the drug.\n> Her address for the questionnaire: ', S.addr(pt, { oneLine: true }), '\n');
} };

const hl7 = { domain: 'pharma', kind: 'lab_system_export_hl7', w: 1, lang: 'en', gen(c) {
  const { r, d } = c; const p = c.P(); const doc = c.P(); const ts = () => `${r.int(2025, 2026)}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}${String(r.int(0, 23)).padStart(2, '0')}${String(r.int(0, 59)).padStart(2, '0')}`;
  const addr = S.addr(p, { oneLine: true }).v.split(', ');
  const hl = (s) => s.replace(/\|/g, '\\F\\').replace(/\^/g, '\\S\\');
  d.add(`MSH|^~\\&|LIS|${r.pick(['CENTRAL_LAB', 'KESTREL', 'BIOSTRAND'])}|CTMS|SPONSOR|${ts()}||ORU^R01|`, N('message_id', `MSG${r.digits(8)}`), '|P|2.5.1\r\n');
  d.add('PID|1||', NEG.subject(r), '^^^SITE||', L('person_name', 'person_name_hl7', `${hl(p.familyLatin)}^${hl(p.givenLatin)}`), '||', L('date_of_birth', 'dob_hl7', `${p.dob.y}${String(p.dob.m).padStart(2, '0')}${String(p.dob.d).padStart(2, '0')}`), `|${p.g === 'f' ? 'F' : 'M'}|||`, L('street_address', `address_hl7`, addr.map(hl).join('^')), '||', S.phone(p, { style: 'intl' }), '|||||||', r.chance(0.6) && S.nid(p) ? S.nid(p, { native: false }) : '', '\r\n');
  d.add(`OBR|1|${r.digits(8)}|${r.digits(8)}|CBC^Complete blood count|||${ts()}|||||||||`, L('person_name', 'person_name_hl7', `${hl(doc.familyLatin)}^${hl(doc.givenLatin)}`), '\r\n');
  for (const [code, name, unit] of [['WBC', 'Leukocytes', '10*9/L'], ['HGB', 'Hemoglobin', 'g/dL'], ['PLT', 'Platelets', '10*9/L']]) d.add(`OBX|1|NM|${code}^${name}||${(r.int(10, 400) / 10).toFixed(1)}|${unit}|||||F\r\n`);
} };

const courier = { domain: 'pharma', kind: 'sample_courier_shipment', w: 0.9, lang: 'en', gen(c) {
  const { r, d } = c; const s = c.P(); const dest = r.pick(LOCALES); const rcv = makePerson(r, dest);
  d.add(`AIR WAYBILL `, NEG.awb(r), '   Service: ', r.pick(['Clinical Express', 'Medical Express 9:00', 'Priority Overnight']), '\n\n');
  d.add('SHIPPER\n', S.name(s), '\n', N('company_name', company(r, 'pharma', c.lc.cc)), '\n', S.addr(s), '\n', 'Tel ', S.phone(s, { style: 'intl' }), '\n\n');
  d.add('CONSIGNEE\n', S.name(rcv, { latin: true }), '\n', N('company_name', company(r, 'pharma', dest.cc)), '\n', S.addr(rcv), '\n', 'Tel ', S.phone(rcv, { style: 'intl' }), '\n\n');
  d.add(`Contents: UN3373 Biological Substance, Category B; ${r.int(2, 12)} tubes, dry ice UN1845 ${r.int(2, 8)} kg\n`, 'Sample IDs: ', NEG.subject(r), ', ', NEG.subject(r), '\nBilling: ', r.chance(0.5) ? S.card(r) : N('account_number_courier', r.digits(9)), '\nTracking: ', NEG.tracking(r), '\n');
} };

// ============================= AGRICULTURE =============================
const coop_register = { domain: 'agriculture', kind: 'cooperative_member_register', w: 1.1, gen(c) {
  const { r, d, T } = c; const n = r.int(4, 9); const rows = [];
  for (let i = 0; i < n; i++) { const p = c.P({ minAge: 25, maxAge: 80 }); rows.push([NEG.customer(r), S.name(p), S.addr(p, { oneLine: true }), S.tax(p) || S.nid(p) || '-', S.bank(p), S.phone(p), String(r.int(2, 480))]); }
  d.add(`${N('company_name', company(r, 'agriculture', c.lc.cc)).v} – ${T.member}\n`);
  d.add(table(r.pick(['csv', 'csv;', 'fixed', 'md']), ['member_no', T.name, T.address, T.taxid, T.bank, T.phone, dv(c, 'hectares') || 'ha'], rows, r));
} };

const subsidy_application = { domain: 'agriculture', kind: 'subsidy_application', w: 1, scan: true, gen(c) {
  const { r, d, T } = c; const p = c.P({ minAge: 25, maxAge: 75 });
  const scheme = { de: 'Agrarförderung (GAP)', fr: 'PAC – aides directes', es: 'Ayudas PAC', it: 'Domanda unica PAC', nl: 'GLB-subsidie', pl: 'Dopłaty bezpośrednie WPR', pt: 'PEPAC – pagamentos diretos' }[c.lc.l] || (['IE', 'GB'].includes(c.lc.cc) ? 'Basic Payment Scheme' : r.pick(['input subsidy', 'smallholder grant', 'drought relief']));
  formLayout(c, `${T.form_title} – ${T.farm} (${scheme})`, [[T.reference, NEG.caseNo(r)], [T.name, S.name(p)], [T.dob, S.dob(p)], [T.idno, S.nid(p) || S.passport(p)], [T.taxid, S.tax(p) || S.nid(p, { fresh: true })], [T.address, S.addr(p, { oneLine: true })], [T.phone, S.phone(p)], [T.bank, S.bank(p)], [dv(c, 'hectares') || 'Total area (ha)', (r.int(20, 40000) / 100).toFixed(2)]]);
  const rows = []; for (let i = 0; i < r.int(2, 5); i++) rows.push([NEG.parcel(r), r.pick(['winter wheat', 'maize', 'grassland', 'rapeseed', 'olive grove', 'vineyard', 'sugar beet']), (r.int(50, 2500) / 100).toFixed(2)]);
  d.add('\n', table(r.pick(['md', 'fixed']), ['Parcel', dv(c, 'crop') || 'Crop', 'ha'], rows, r));
} };

const payroll = { domain: 'agriculture', kind: 'seasonal_worker_payroll', w: 1.2, lang: 'en', gen(c) {
  const { r, d, T } = c; const n = r.int(3, 8); const rows = [];
  for (let i = 0; i < n; i++) {
    const home = LOCALE_BY_ID[r.pick(['ro-RO', 'pl-PL', 'uk-UA', 'bg-BG', 'es-MX', 'fil-PH', 'id-ID', 'en-IN', 'vi-VN', 'ar-EG', 'ur-PK', 'bn-BD', 'en-NG', 'sw-KE', 'es-PE'])]; const p = makePerson(r, home);
    const lt = COUNTRY[c.lc.cc].tax.filter((t) => !['in_pan', 'mx_rfc'].includes(t));
    rows.push([S.name(p, { latin: true }), home.cc, S.dob(p, { style: r.pick(['iso', 'num']) }), S.passport(p), r.chance(0.3) ? L('national_id', 'work_permit', `${r.pick(['WP', 'AT', 'TWV'])}-${r.digits(8)}`, { soft: true }) : '-', lt.length && r.chance(0.6) ? S.tax(p, { type: r.pick(lt) }) : '-', String(r.int(60, 220)), amountN(r, CUR(c), 900, 3600), r.chance(0.7) ? S.iban(p, { cc: r.chance(0.5) ? c.lc.cc : home.cc, compact: true }) : S.bank(p)]);
  }
  d.add(`Seasonal workers – payroll ${r.pick(['June', 'July', 'August', 'September'])} ${r.int(2025, 2026)} (`, N('company_name', company(r, 'agriculture', c.lc.cc)), ')\n');
  d.add(table(r.pick(['csv', 'fixed', 'md', 'tsv']), ['worker', 'nat', 'dob', 'passport', 'permit', 'tax_no', 'hours', 'gross', 'pay_to'], rows, r));
  if (r.chance(0.3)) { const x = makePerson(r, LOCALE_BY_ID['uk-UA']); d.add('\nNote: ', S.name(x, { latin: true }), ' asked for wages via USDT (TRC-20) ', S.wallet(r, 'trx'), ' — not approved.\n'); }
} };

const traceability = { domain: 'agriculture', kind: 'traceability_record', w: 0.8, lang: 'en', gen(c) {
  const { r, d } = c; const insp = c.P(); const farmer = c.P();
  const rec = { lot: NEG.lot(r), gtin: NEG.gtin(r), producer: { name: N('company_name', company(r, 'agriculture', c.lc.cc)), gln: NEG.gln(r), contact: S.name(farmer), phone: S.phone(farmer) }, harvest_date: N('date', someDate(r, c.lc, 2025, 2026)), field: NEG.parcel(r), treatments: [{ product: r.pick(['Copper oxychloride', 'Bacillus thuringiensis', 'Glyphosate 360']), date: N('date', someDate(r, c.lc, 2025, 2025)), phi_days: r.int(3, 28) }], inspection: { inspector: S.name(insp), result: r.pick(['PASS', 'PASS', 'HOLD']), certificate: N('certificate_number', `GGN ${r.digits(13)}`) } };
  if (r.chance(0.5)) d.add(toJSON(rec, { indent: 2 }), '\n'); else d.add(toXML('traceRecord', rec));
} };

const supplier_onboarding = { domain: 'agriculture', kind: 'supplier_onboarding', w: 0.9, lang: 'en', gen(c) {
  const { r, d, T } = c; const p = c.P(); const co = company(r, 'agriculture', c.lc.cc); const dom = orgDomain(r, 'agriculture', c.lc.cc);
  const acct = makePerson(r, c.lc);
  formLayout(c, 'Supplier onboarding / Lieferantenstammdaten', [['Company', N('company_name', co)], ['VAT / company reg.', N('company_registration', `${c.lc.cc}${r.digits(9)}`)], ['Registered address', L('street_address', `address_${c.lc.cc.toLowerCase()}`, genAddress(r, c.lc, { oneLine: true }))], ['Contact person', S.name(p)], ['Contact email', staffEmail(r, p, dom)], ['Contact phone', S.phone(p)], ['Accounts payable', orgEmail(r, dom, 'ap')], ['Bank account', S.bank(acct)], ['GLN', NEG.gln(r)], ['Certifications', r.pick(['GLOBALG.A.P., organic (EU)', 'IFS Food', 'BRCGS', 'Rainforest Alliance'])]]);
  if (r.chance(0.35)) d.add('\nPortal login for ', staffEmail(r, p, dom), ': initial password ', L('password', 'password', c.pw()), ' (please change)\n');
} };

export const BUSINESS = { energy_switch_form, sepa_mandate, meter_export, outage_ticket, scada_log, tariff_letter, dealership_sale, finance_application, job_card, rental_agreement, telematics, accident_claim, toll_notice, benefit_application, caseworker_notes, appeal_letter, eligibility_api, pension_statement, residence_registration, donor_export, tax_receipt, volunteer_roster, event_registration, fundraising_email, membership_renewal, gym_contract, club_registration, ticketing, race_entries, visa_letter, trial_enrolment, ae_report, monitoring_notes, pv_email, hl7, courier, coop_register, subsidy_application, payroll, traceability, supplier_onboarding };
export { hasDV, rich };

// ---------- additional templates ----------
const team_travel = { domain: 'sport_events', kind: 'team_travel_booking', w: 1.4, lang: 'en', gen(c) {
  const { r, d } = c; const home = r.pick(LOCALES); const team = r.pick(['U21 national squad', 'Women\'s volleyball team', 'Judo delegation', 'Rowing eight', 'Athletics relay team']); const agent = c.P();
  d.add(`Group booking `, NEG.order(r), ` — ${team} (${home.cc})\n`, `Flights: ${r.pick(['LH', 'TK', 'QR', 'EK', 'AF', 'KL', 'ET'])}${r.int(100, 999)} / ${r.pick(['LH', 'TK', 'QR', 'EK', 'AF', 'KL', 'ET'])}${r.int(100, 999)}   Hotel check-in `, dateN(r, c.lc, 2026, 2026), '\n\n');
  const n = r.int(3, 8); const rows = [];
  for (let i = 0; i < n; i++) { const p = makePerson(r, home, { minAge: 17, maxAge: 60 }); rows.push([S.name(p, { latin: true, upper: r.chance(0.5) }), S.dob(p, { style: r.pick(['iso', 'num']) }), home.cc, S.passport(p), N('date', someDate(r, c.lc, 2027, 2035)), r.pick(['athlete', 'athlete', 'athlete', 'coach', 'physio', 'team doctor'])]); }
  d.add(table(r.pick(['fixed', 'csv', 'md', 'box']), ['traveller', 'dob', 'nationality', 'passport_no', 'passport_expiry', 'role'], rows, r));
  d.add('\nAgent: ', S.name(agent), ' · ', S.phone(agent, { style: 'intl' }), ' · ', S.email(agent), '\n');
  if (r.chance(0.4)) d.add('Payment: corporate card ', S.card(r), '\n');
} };

const CALL = {
  en: (x) => ['Caller ', x.name, ' rang at ', x.time, ' to ', x.what, '. Verified with DOB ', x.dob, ' and postcode. Took card payment over the phone: ', x.card, ` exp ${x.exp}, billing address `, x.addr, '. Call-back number ', x.phone, '.'],
  de: (x) => ['Anruf von ', x.name, ' um ', x.time, ': ', x.what, '. Identität geprüft (Geburtsdatum ', x.dob, '). Zahlung per Kreditkarte ', x.card, `, gültig bis ${x.exp}, Rechnungsadresse `, x.addr, '. Rückruf unter ', x.phone, '.'],
  fr: (x) => ['Appel de ', x.name, ' à ', x.time, ' : ', x.what, '. Identité vérifiée (date de naissance ', x.dob, '). Paiement par carte ', x.card, `, exp. ${x.exp}, adresse de facturation `, x.addr, '. Rappeler au ', x.phone, '.'],
  es: (x) => ['Llamada de ', x.name, ' a las ', x.time, ': ', x.what, '. Identidad verificada (fecha de nacimiento ', x.dob, '). Pago con tarjeta ', x.card, `, cad. ${x.exp}, dirección de facturación `, x.addr, '. Devolver la llamada al ', x.phone, '.'],
};
const call_notes = { domain: 'nonprofit', kind: 'call_centre_notes', w: 1.1, locales: (lc) => !!CALL[lc.l] || lc.language === 'en', gen(c) {
  const { r, d, T } = c; const l = CALL[c.lc.l] ? c.lc.l : 'en'; const agent = c.P(); const dom = r.pick(['nonprofit', 'sport_events', 'energy']);
  const W = { en: { nonprofit: ['renew the membership', 'make a one-off donation'], sport_events: ['buy two season tickets', 'book the family pass'], energy: ['settle an overdue electricity bill', 'pay the final meter bill'] }, de: { nonprofit: ['Mitgliedschaft verlängern', 'Einzelspende'], sport_events: ['Dauerkarten bestellen', 'Familienkarte buchen'], energy: ['offene Stromrechnung begleichen', 'Schlussrechnung bezahlen'] }, fr: { nonprofit: ['renouveler son adhésion', 'faire un don ponctuel'], sport_events: ['acheter deux abonnements', 'réserver un pass famille'], energy: ['régler une facture d\'électricité', 'payer la facture de clôture'] }, es: { nonprofit: ['renovar su cuota', 'hacer un donativo puntual'], sport_events: ['comprar dos abonos', 'reservar el pase familiar'], energy: ['pagar una factura pendiente', 'abonar la factura de baja'] } };
  const what = W[l][dom];
  d.add(`${r.pick(['CRM activity', 'Call log', 'Interaction'])} `, NEG.ticket(r), ' — agent ', S.name(agent), '\n\n');
  const n = r.int(1, 2);
  for (let i = 0; i < n; i++) { const p = c.P(); d.add(CALL[l]({ name: S.name(p), time: `${r.int(8, 19)}:${String(r.int(0, 59)).padStart(2, '0')}`, what: r.pick(what), dob: S.dob(p), card: S.card(r, r.pick(['visa', 'mastercard', 'amex', 'maestro'])), exp: `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(26, 31)}`, addr: S.addr(p, { oneLine: true }), phone: S.phone(p) }), '\n\n'); }
  d.add(l === 'en' ? 'Amount' : T.amount, ': ', amountN(r, CUR(c), 15, 600), '  ', l === 'en' ? 'Receipt' : T.reference, ': ', NEG.invoice(r), '\n');
  return { domain: dom };
} };
Object.assign(BUSINESS, { team_travel, call_notes });
