// Document kinds. Each kind is a function(c) that writes into c.d with tagged templates: c.d.w`text ${labelOrNeg} text`.
import { LANG } from './lang.mjs';
import { makePerson, NAME, fmtDob, ageAt, mrz } from './locales.mjs';
import { personalEmail, workEmail, roleMailbox, card, ipv4, ipv6, privateIp, wallet, API_KEYS, AUTH_TOKENS, basicAuth, password, connectionString, webhook, privateKey, ageKey, uuid, deaccent } from './values.mjs';
import { makeNeg } from './negatives.mjs';

export class Doc {
  constructor() { this.text = ''; this.labels = []; this.negatives = []; }
  add(v) {
    if (v == null || v === false) return;
    if (Array.isArray(v)) { v.forEach(x => this.add(x)); return; }
    if (typeof v === 'object') {
      const start = this.text.length; this.text += v.value; const end = this.text.length;
      if (v.neg) this.negatives.push({ start, end, kind: v.neg, value: v.value });
      else { const l = { start, end, category: v.category, type: v.type, value: v.value }; if (v.soft) l.soft = true; if (v.encoding) l.encoding = v.encoding; this.labels.push(l); }
      return;
    }
    this.text += String(v);
  }
  w(strings, ...vals) { strings.forEach((s, i) => { this.text += s; if (i < vals.length) this.add(vals[i]); }); return this; }
}
const T = (strings, ...vals) => { const out = []; strings.forEach((s, i) => { out.push(s); if (i < vals.length) out.push(vals[i]); }); return out; };

export function makeCtx(r, loc, want = {}) {
  const L = LANG[loc.lang]; const N = makeNeg(r, loc);
  const c = {
    r, loc, L, d: new Doc(), N, want: (cat) => want[cat] ?? 1,
    useNeg: r.chance(0.7),
    neg(kind) { return c.useNeg ? N[kind]() : null; },
    negAny(kinds) { return c.useNeg ? N[r.pick(kinds)]() : null; },
    f: (k) => r.pick(L.f[k]),
    person: (o) => makePerson(r, loc, o), name: (p, form) => NAME(p, form),
    dob: (p, style) => fmtDob(r, loc, p, style), phone: () => loc.phone(r), addr: () => loc.address(r),
    nid: (p) => loc.nationalId(r, p), tax: (p) => loc.taxId ? loc.taxId(r, p) : loc.nationalId(r, p),
    pp: () => loc.passport(r), iban: (style) => loc.iban(r, style), email: (p) => personalEmail(r, p),
    bank: () => { if (loc.localBank && (r.chance(0.85) || !loc.ibanCC)) { const b = loc.localBank(r); return b; } return { acct: loc.iban(r) }; },
    s: () => r.pick(L.s), title: (k) => L.title[k], hello: (p) => r.pick(L.hello).replace('{n}', p ? (p.loc.lang === 'ja' || p.loc.lang === 'ko' || p.loc.lang === 'zh' ? p.family : p.family) : ''),
    bye: () => r.pick(L.bye),
    agencyDomain: () => r.pick({ DE: ['stadt-musterhausen.example', 'ag-beispiel.justiz.example', 'jobcenter-nord.example'], GB: ['council.example.gov.uk', 'hmcts.example'], FR: ['tribunal-exemple.fr.example', 'mairie-exemple.example'] }[loc.country] || ['agency.example', 'courts.example', 'municipality.example']),
  };
  return c;
}
// bank helper: pushes code (soft) + account labels with captions
function bankLines(c, b) {
  const out = [];
  if (b.code) out.push(T`${b.code.cap}: ${b.code}\n`);
  out.push(T`${b.acct.cap || c.f('iban')}: ${b.acct}\n`);
  return out;
}
const capOf = (v, c) => v.cap || (v.category === 'iban' ? c.f('iban') : v.category === 'passport_number' ? c.f('passport') : v.type);

// ---------------- generic administrative form (all languages) ----------------
const FORM_FIELDS = {
  fine: ['card', 'addr', 'dob', 'email', 'phone', 'iban', 'bank'], residence: ['dob', 'addr', 'nid', 'phone', 'email', 'pp', 'addr2', 'tax'], benefit: ['dob', 'nid', 'iban', 'phone', 'addr', 'tax', 'bank'],
  sar: ['dob', 'email', 'addr', 'nid', 'ip', 'phone', 'pp'], tax: ['tax', 'addr', 'iban', 'dob', 'email', 'bank'], incident: ['dob', 'phone', 'addr', 'pp', 'email', 'suspect', 'card', 'wallet'],
  poa: ['dob', 'addr', 'nid', 'agent', 'pp', 'phone', 'tax'], civil: ['dob', 'nid', 'parent', 'addr', 'pp'], debt: ['addr', 'iban', 'card', 'dob', 'tax', 'phone', 'bank', 'wallet'],
  callnote: ['phone', 'dob', 'nid', 'email', 'addr', 'card', 'pw', 'iban', 'tax', 'bank'], housing: ['addr', 'phone', 'email', 'tax', 'bank', 'dob'], complaint: ['email', 'phone', 'addr', 'dob', 'nid', 'ip', 'bank', 'tax'],
  pension: ['dob', 'nid', 'iban', 'addr', 'phone', 'bank', 'tax', 'pp'],
};
const FIELD_CAT = { dob: 'date_of_birth', addr: 'street_address', addr2: 'street_address', phone: 'phone_number', email: 'email', nid: 'national_id', tax: 'tax_id', pp: 'passport_number', iban: 'iban', bank: 'bank_account', card: 'credit_card', ip: 'ip_address', wallet: 'crypto_wallet', pw: 'password', suspect: 'person_name', agent: 'person_name', parent: 'person_name' };
function wsample(r, items, n, w) { const pool = items.slice(); const out = []; while (out.length < n && pool.length) { const x = r.weighted(pool.map(i => [i, w(i)])); out.push(x); pool.splice(pool.indexOf(x), 1); } return out; }
function form(c, kind) {
  const { r, d, L } = c; const p = c.person();
  const fields = wsample(r, FORM_FIELDS[kind], r.int(3, 4), (f) => c.want(FIELD_CAT[f]) ** 3);
  const layout = r.weighted([['colon', 5], ['table', 2], ['prose', 2]]);
  const sep = layout === 'table' ? ' | ' : ': ';
  d.w`${c.neg('organization') || ''}${c.useNeg ? '\n' : ''}${c.title(kind)}\n`;
  if (c.useNeg) d.w`${c.f('ref')}: ${c.N[r.pick(['case_number', 'ticket_number', 'customer_number'])]()}   ${c.f('date')}: ${c.N.non_birth_date()}\n`;
  d.w`\n`;
  const line = (cap, v) => { if (layout === 'table') d.w`| ${cap}${sep}${v} |\n`; else d.w`${cap}${sep}${v}\n`; };
  if (layout === 'prose') {
    d.w`${c.f('name')}: ${c.name(p)}`;
    for (const f of fields) {
      if (f === 'dob') { const dob = c.dob(p); d.w`, ${c.f('dob')} ${dob}${r.chance(0.3) ? ' ' + L.words.age(ageAt(p)) : ''}`; }
      else if (f === 'addr') d.w`, ${c.f('addr')} ${c.addr()}`;
      else if (f === 'phone') d.w`, ${c.f('phone')} ${c.phone()}`;
      else if (f === 'email') d.w`, ${c.f('email')} ${c.email(p)}`;
    }
    d.w`.\n`;
  } else line(c.f('name'), c.name(r.chance(0.2) ? p : p, r.chance(0.2) ? 'inverted' : 'full'));
  for (const f of fields) {
    if (layout === 'prose' && ['dob', 'addr', 'phone', 'email'].includes(f)) continue;
    switch (f) {
      case 'dob': { const dob = c.dob(p); if (r.chance(0.3)) line(c.f('dob'), [dob, ' ', L.words.age(ageAt(p))]); else line(c.f('dob'), dob); break; }
      case 'addr': line(c.f('addr'), c.addr()); break;
      case 'addr2': d.w`(${c.f('addr')} alt/previous: ${c.addr()})\n`; break;
      case 'phone': line(c.f('phone'), c.phone()); break;
      case 'email': line(c.f('email'), c.email(p)); break;
      case 'nid': { const v = c.nid(p); line(v.cap, v); break; }
      case 'tax': { const v = c.tax(p); line(v.cap, v); break; }
      case 'pp': { const v = c.pp(); line(v.cap, v); break; }
      case 'iban': if (c.loc.localBank && c.want('bank_account') > c.want('iban')) { const b = c.loc.localBank(r); if (b.code) line(b.code.cap, b.code); line(b.acct.cap || c.f('acct'), b.acct); } else line(c.f('iban'), c.iban()); break;
      case 'bank': { const b = c.bank(); if (b.code) line(b.code.cap, b.code); line(b.acct.cap || c.f('iban'), b.acct); break; }
      case 'card': line(c.f('card'), card(r)); break;
      case 'ip': d.w`IP: ${r.chance(0.7) ? ipv4(r) : ipv6(r)}  (${c.N.non_birth_date().value} ${r.int(0, 23)}:${String(r.int(0, 59)).padStart(2, '0')})\n`; break;
      case 'wallet': line('Wallet', wallet(r)); break;
      case 'pw': d.w`${r.pick(['PW', 'Passwort', 'password', 'mot de passe', 'contraseña', 'PIN/Passwort'])} (${c.N.product().value}): ${password(r, 'password_form')}\n`; break;
      case 'suspect': case 'agent': case 'parent': { const q = c.person(); if (c.want('person_name') < 0.8) { line('Ref.', c.N.customer_number()); break; } line(f === 'suspect' ? '⚠ ' + c.f('name') : c.f('name') + ' (2)', c.name(q)); break; }
    }
  }
  d.w`\n${c.s()}\n`;
  if (c.useNeg && r.chance(0.6)) d.w`${r.pick(['Info', 'Hotline', 'Tel.', '☎'])}: ${c.N.public_service_number()}\n`;
  if (c.useNeg && r.chance(0.5)) d.w`${c.N[r.pick(['amount', 'plate', 'legal_reference', 'month_weekday'])]()}\n`;
  const clerk = c.person();
  d.w`\n${c.bye()}\n${r.chance(0.4 * Math.min(1, c.want('person_name'))) ? c.name(clerk, r.chance(0.5) ? 'full' : 'initial') : '—'}${c.useNeg ? [', ', c.N.job_title()] : ''}\n`;
}

// ---------------- free-text kinds ----------------
const KINDS = {};
for (const k of Object.keys(FORM_FIELDS)) KINDS['form_' + k] = { langs: null, fn: (c) => form(c, k) };

KINDS.court_judgment = { langs: ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl'], fn(c) {
  const { r, d, loc } = c; const a = c.person(), b = c.person(), j = c.person();
  const cn = c.N.case_number(); const L = loc.lang;
  const H = { de: ['IM NAMEN DES VOLKES', 'Urteil', 'In dem Rechtsstreit', 'Kläger/in', 'gegen', 'Beklagte/r', 'wohnhaft', 'geboren am', 'hat die Zivilkammer durch die Richterin am Landgericht', 'für Recht erkannt:', 'Der Beklagte wird verurteilt, an die Klägerin', 'nebst Zinsen zu zahlen.'],
    en: ['IN THE COUNTY COURT', 'JUDGMENT', 'BETWEEN', 'Claimant', 'and', 'Defendant', 'of', 'born', 'Before District Judge', 'IT IS ORDERED THAT:', 'The Defendant shall pay the Claimant', 'plus interest.'],
    fr: ['RÉPUBLIQUE FRANÇAISE – AU NOM DU PEUPLE FRANÇAIS', 'JUGEMENT', 'ENTRE', 'Demandeur', 'ET', 'Défendeur', 'demeurant', 'né(e) le', 'Composition du tribunal : présidente', 'PAR CES MOTIFS, le tribunal :', 'Condamne le défendeur à payer au demandeur la somme de', 'avec intérêts au taux légal.'],
    es: ['JUZGADO DE PRIMERA INSTANCIA', 'SENTENCIA', 'En el procedimiento entre', 'Demandante', 'contra', 'Demandado', 'con domicilio en', 'nacido/a el', 'Magistrada-Juez', 'FALLO', 'Condeno al demandado a abonar a la actora', 'más los intereses legales.'],
    it: ['REPUBBLICA ITALIANA – IN NOME DEL POPOLO ITALIANO', 'SENTENZA', 'nella causa tra', 'Attore', 'contro', 'Convenuto', 'residente in', 'nato il', 'Il Giudice', 'P.Q.M.', 'condanna il convenuto al pagamento in favore dell’attore di', 'oltre interessi.'],
    nl: ['RECHTBANK', 'VONNIS', 'in de zaak van', 'eiser', 'tegen', 'gedaagde', 'wonende te', 'geboren op', 'mr.', 'BESLISSING', 'veroordeelt gedaagde om aan eiser te betalen', 'vermeerderd met de wettelijke rente.'],
    pl: ['WYROK W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ', 'Sąd Rejonowy', 'w sprawie z powództwa', 'powód', 'przeciwko', 'pozwany', 'zam.', 'ur.', 'Przewodniczący: sędzia', 'orzeka:', 'zasądza od pozwanego na rzecz powoda kwotę', 'wraz z odsetkami.'] }[L];
  d.w`${H[0]}\n${H[1]} – ${cn}\n${c.neg('organization') || ''}\n\n${H[2]}\n${c.name(a)}, ${H[7]} ${c.dob(a)}, ${H[6]} ${c.addr()}\n– ${H[3]} –\n${H[4]}\n${c.name(b)}, ${H[6]} ${c.addr()}\n– ${H[5]} –\n\n${H[8]} ${r.chance(0.3) ? c.name(j) : '…'}${c.useNeg ? [' (', c.N.job_title(), ')'] : ''}\n${H[9]}\n1. ${H[10]} ${c.N.amount()} ${H[11]}\n`;
  if (r.chance(0.5)) d.w`2. ${c.neg('legal_reference') || '—'}; ${c.neg('non_birth_date') || ''}\n`;
  if (r.chance(0.4)) d.w`${c.name(b, 'family')}: ${c.f('iban')} ${c.iban()}\n`;
} };

KINDS.witness_statement = { langs: null, fn(c) {
  const { r, d, L } = c; const p = c.person(); const o = c.person();
  d.w`${L.words.witness.toUpperCase()}\n${c.f('ref')}: ${c.N.case_number()}\n\n${c.f('name')}: ${c.name(p)}\n${c.f('dob')}: ${c.dob(p)} ${L.words.age(ageAt(p))}\n`;
  if (r.chance(0.6)) d.w`${c.f('addr')}: ${c.addr()}\n`;
  if (r.chance(0.6)) d.w`${c.f('phone')}: ${c.phone()}\n`;
  d.w`\n${c.s()} ${c.neg(r.pick(['month_weekday', 'place', 'fictional_character', 'public_figure'])) || ''} ${c.s()}\n`;
  if (r.chance(0.5)) d.w`${c.name(o)} ${c.useNeg ? ['— ', c.N.plate()] : ''}\n`;
  d.w`\n${L.words.statement}\n${c.name(p, 'initial')}\n`;
} };

KINDS.custody_record = { langs: ['en', 'de'], fn(c) {
  const { r, d, loc } = c; const p = c.person(); const pp = c.pp(); const de = loc.lang === 'de';
  d.w`${de ? 'GEWAHRSAMSBUCH / Festnahmeprotokoll' : 'CUSTODY RECORD'} ${c.N.case_number()}\n${de ? 'Festgenommene Person' : 'Detained person'}: ${c.name(p, 'inverted')}\n${de ? 'Geb.' : 'DOB'}: ${c.dob(p)} ${c.L.words.age(ageAt(p))}\n${de ? 'Anschrift' : 'Address'}: ${r.chance(0.3) ? 'NFA / ' : ''}${c.addr()}\n`;
  if (r.chance(0.6)) { d.w`${de ? 'Ausweisdokument' : 'ID produced'}: passport ${pp}\n`; if (r.chance(0.5)) { const m = mrz(r, loc, p, pp.value); d.w`MRZ: ${m.l1}\n     `; d.add({ category: 'passport_number', type: pp.type, value: m.l2.slice(0, m.numLen) }); d.w`${m.l2.slice(m.numLen)}\n`; } }
  d.w`${de ? 'Effekten' : 'Property'}: ${de ? 'Geldbörse, Bankkarte' : 'wallet, bank card'} ${r.chance(0.85) ? card(r) : c.N.masked_card()}, ${de ? 'Mobiltelefon' : 'mobile phone'} IMEI ${c.N.imei()}\n`;
  if (r.chance(0.5)) d.w`${de ? 'Angehörige benachrichtigt' : 'Next of kin'}: ${c.phone()}\n`;
  d.w`${de ? 'Sachbearbeiter' : 'Custody officer'}: ${c.N.job_title()} ${c.name(c.person(), 'initial')} — ${c.N.non_birth_date()}\n`;
} };

KINDS.accident_report = { langs: null, fn(c) {
  const { r, d } = c; const a = c.person(), b = c.person();
  d.w`${c.title('incident')} — ${c.N.case_number()}\n${c.N.non_birth_date()}, ${c.N.place()}\n\nA) ${c.name(a)} — ${c.N.plate()} — ${c.f('phone')} ${c.phone()}\n   ${c.N.policy_number()} (${c.N.organization()})\nB) ${c.name(b)} — ${c.N.plate()}\n   ${c.f('dob')} ${c.dob(b)}${r.chance(0.5) ? [' · ', c.f('addr'), ' ', c.addr()] : ''}\n\n${c.s()}\n`;
} };

KINDS.foi_response = { langs: ['en', 'de', 'nl', 'sv', 'fr'], fn(c) {
  const { r, d } = c; const req = c.person(); const off = c.person(); const third = c.person();
  d.w`${c.title('sar').replace(/.*/, c.loc.lang === 'en' ? 'Freedom of Information response' : c.loc.lang === 'de' ? 'Antwort auf Ihren IFG-Antrag' : c.loc.lang === 'nl' ? 'Besluit op uw Woo-verzoek' : c.loc.lang === 'sv' ? 'Svar på begäran om allmän handling' : 'Réponse à votre demande CADA')} — ${c.N.ticket_number()}\n${c.hello(req)}\n\n${c.s()}\n\n> From: ${workEmail(r, off, c.agencyDomain())}\n> To: ${c.N.masked_id()}\n> ${c.f('subject')}: ${c.N.code_name()}\n> ${c.name(third)} ${c.f('phone')} ${r.chance(0.5) ? c.phone() : c.N.masked_id()}\n> ${c.N.masked_id()} / ${c.N.masked_id()}\n\n${c.bye()}\n${c.name(off)}, ${c.N.job_title()}\n${roleMailbox(r, c.agencyDomain(), c.loc.lang)}\n`;
} };

KINDS.land_registry = { langs: ['de', 'es', 'ja', 'fr', 'it', 'pl'], fn(c) {
  const { r, d, loc } = c; const o = c.person(), o2 = c.person();
  const H = { de: ['Grundbuch von', 'Blatt', 'Abteilung I – Eigentümer', 'Flurstück'], es: ['Registro de la Propiedad de', 'Finca n.º', 'Titularidad', 'Ref. catastral'], ja: ['登記事項証明書', '不動産番号', '権利部（甲区）所有者', '地番'], fr: ['Service de la publicité foncière de', 'Volume', 'Propriétaires', 'Section cadastrale'], it: ['Conservatoria dei RR.II. di', 'Foglio', 'Intestatari', 'Particella'], pl: ['Księga wieczysta', 'Nr KW', 'Dział II – Właściciel', 'Działka nr'] }[loc.lang];
  d.w`${H[0]} ${c.N.place()}, ${H[1]} ${{ neg: 'parcel_number', value: `${r.int(100, 9999)}` }}\n${H[3]}: ${{ neg: 'parcel_number', value: `${r.int(1, 999)}/${r.int(1, 99)}` }}\n${H[2]}:\n 1. ${c.name(o)}, ${c.f('dob')} ${c.dob(o)}, ${c.addr()}\n`;
  if (r.chance(0.6)) d.w` 2. ${c.name(o2)}${r.chance(0.5) ? [', ', c.tax(o2).cap, ' ', c.tax(o2)] : ''}\n`;
  d.w`${c.neg('amount') || ''} ${c.neg('non_birth_date') || ''}\n`;
} };

KINDS.notarial_deed = { langs: ['fr', 'it', 'es', 'pt', 'de', 'nl'], fn(c) {
  const { r, d, loc, L } = c; const a = c.person(), b = c.person(); const nid = c.nid(a);
  const H = { fr: ['PAR-DEVANT Maître', 'notaire à', 'A COMPARU', 'Lequel a, par les présentes, vendu à', 'Prix payé par virement sur le compte'], it: ['Avanti a me, Notaio', 'in', 'È PRESENTE', 'il quale vende a', 'Prezzo versato mediante bonifico su'], es: ['Ante mí,', 'Notario de', 'COMPARECE', 'quien vende a', 'Precio abonado mediante transferencia a'], pt: ['Perante mim,', 'Notário em', 'COMPARECEU', 'que vende a', 'Preço pago por transferência para'], de: ['Vor mir, dem Notar', 'in', 'ERSCHIEN', 'und verkauft an', 'Kaufpreis zahlbar auf'], nl: ['Heden verscheen voor mij, mr.', 'notaris te', 'VERSCHENEN', 'die verkoopt aan', 'Koopsom te voldoen op'] }[loc.lang];
  d.w`${H[0]} ${r.chance(0.3) ? c.name(c.person()) : c.N.placeholder_name()}, ${H[1]} ${c.N.place()}, ${c.N.non_birth_date()}\n\n${H[2]}:\n${c.name(a)}, ${c.dob(a, 'words')}, ${c.addr()}, ${nid.cap} ${nid}.\n\n${H[3]} ${c.name(b)}${r.chance(0.5) ? [', ', L.words.aged(ageAt(b))] : ''}.\n${H[4]} ${c.iban()} — ${c.N.amount()}\n`;
  if (c.useNeg) d.w`${c.N.org_named_after_person()}; ${c.N.legal_reference()}\n`;
} };

KINDS.will_inventory = { langs: ['en', 'de'], fn(c) {
  const { r, d, loc } = c; const de = loc.lang === 'de'; const x = c.person(); const h = c.person();
  d.w`${de ? 'Nachlassverzeichnis' : 'Probate inventory – estate of'} ${c.name(x)} (${de ? 'geb.' : 'b.'} ${c.dob(x)}, ${de ? 'verst.' : 'd.'} ${c.N.non_birth_date()})\n${de ? 'Erbin' : 'Beneficiary'}: ${c.name(h)}, ${c.addr()}\n\n${de ? 'Aktiva' : 'Assets'}:\n- ${de ? 'Girokonto' : 'Current account'} ${r.chance(0.6) ? c.iban() : c.bank().acct} — ${c.N.amount()}\n- ${r.pick(['Bitcoin', 'Ether', 'Krypto-Wallet', 'crypto wallet'])}: ${wallet(r)}\n`;
  if (r.chance(0.4)) d.w`- ${de ? 'Passwort Hardware-Wallet (Zettel im Safe)' : 'hardware wallet PIN/password noted by executor'}: ${password(r, 'password_note')}\n`;
  if (c.useNeg) d.w`- ${c.N.org_named_after_person()} ${c.N.policy_number()}\n`;
} };

KINDS.petition_csv = { langs: null, fn(c) {
  const { r, d } = c; const n = r.int(2, 3);
  d.w`# ${c.title('petition')} ${c.neg('code_name') || ''}\nname;email;city;signed_at;consent\n`;
  for (let i = 0; i < n; i++) { const p = c.person(); d.w`${c.name(p)};${i < 2 || r.chance(0.3) ? c.email(p) : ''};${c.N.place()};${c.N.non_birth_date()};yes\n`; }
  if (c.useNeg) d.w`${c.N.placeholder_name()};${c.N.example_key().value.includes('@') ? 'user@example.com' : ''};;;test row\n`;
} };

KINDS.parliamentary_question = { langs: ['en', 'de', 'nl', 'sv', 'fr'], fn(c) {
  const { r, d, L } = c; const p = c.person();
  const H = { en: ['Written question', 'To ask the Secretary of State, further to the letter from my constituent', 'of', 'whether'], de: ['Kleine Anfrage', 'Eine Bürgerin,', 'wohnhaft', 'schreibt uns:'], nl: ['Kamervragen', 'Een inwoner,', 'wonende', 'schreef ons:'], sv: ['Skriftlig fråga', 'En medborgare,', 'boende på', 'skriver:'], fr: ['Question écrite', 'Une administrée,', 'demeurant', 'nous écrit :'] }[c.loc.lang];
  d.w`${H[0]} ${c.N.ticket_number()} — ${c.N.month_weekday()}\n${H[1]} ${c.name(p)}, ${H[2]} ${c.addr()}, ${H[3]}\n"${c.s()}\n${c.f('phone')}: ${c.phone()}${r.chance(0.5) ? [', ', c.nid(p).cap, ' ', c.nid(p)] : ''}"\n\n${c.neg('organization') || '—'}\n${c.s()}\n`;
} };

KINDS.insolvency_filing = { langs: ['de', 'en', 'fr', 'es', 'nl', 'pl'], fn(c) {
  const { r, d } = c; const p = c.person(); const t = c.tax(p);
  d.w`${c.N.case_number()} — ${c.loc.lang === 'de' ? 'Antrag auf Eröffnung des Verbraucherinsolvenzverfahrens' : 'Insolvency / debt relief application'}\n${c.f('name')}: ${c.name(p)}\n${c.f('dob')}: ${c.dob(p)}\n${t.cap}: ${t}\n${c.f('addr')}: ${c.addr()}\n\nGläubiger / creditors:\n1. ${c.N.organization()} — ${c.N.amount()} (${c.N.invoice_number()})\n2. ${c.N.organization()} — ${c.N.amount()}\n${r.chance(0.5) ? ['Crypto: ', wallet(r), '\n'] : ''}${r.chance(0.5 * c.want('bank_account')) ? (() => { const b = c.bank(); return [b.acct.cap || 'Konto', ': ', b.acct, '\n']; })() : ''}${r.chance(0.4 * c.want('credit_card')) ? ['Card: ', card(r), '\n'] : ''}`;
} };

KINDS.email_thread = { langs: null, fn(c) {
  const { r, d, L } = c; const lawyer = c.person(), clerk = c.person(), client = c.person();
  const dom = `${deaccent(lawyer.family.split(' ')[0]).toLowerCase().replace(/[^a-z]/g, '') || 'kanzlei'}-${r.pick(['partner', 'legal', 'avocats', 'law'])}.example`;
  d.w`From: ${c.name(lawyer)} <${workEmail(r, lawyer, dom)}>\nTo: ${roleMailbox(r, c.agencyDomain(), c.loc.lang)}\n${c.f('subject')}: ${c.N.case_number()} ${c.name(client, 'family')}\n\n${c.hello(clerk)}\n${c.s()}\n`;
  const opt = r.sample(['dob', 'pp', 'phone', 'nid', 'addr'], r.int(1, 2));
  for (const o of opt) { if (o === 'dob') d.w`${c.f('dob')}: ${c.dob(client)}\n`; if (o === 'pp') { const v = c.pp(); d.w`${v.cap}: ${v}\n`; } if (o === 'phone') d.w`${c.f('phone')} (mobile, client): ${c.phone()}\n`; if (o === 'nid') { const v = c.nid(client); d.w`${v.cap} ${v}\n`; } if (o === 'addr') d.w`${c.f('addr')}: ${c.addr()}\n`; }
  d.w`\n${c.bye()}\n${c.name(lawyer, 'initial')}${c.useNeg ? ['\n', c.N.organization(), ' · ', c.N.job_title()] : ''}\n`;
} };

KINDS.chat_export = { langs: null, fn(c) {
  const { r, d } = c; const cl = c.person(), law = c.person(); const t = () => `[${c.N.non_birth_date().value}, ${r.int(7, 22)}:${String(r.int(0, 59)).padStart(2, '0')}]`;
  const cn = c.name(cl, 'given'), ln = c.name(law, 'family');
  d.w`${t()} ${cn}: ${c.s()}\n${t()} ${ln}: ok ✓\n`;
  const pick = r.sample(['iban', 'pw', 'card', 'nid', 'wallet'], r.int(1, 2));
  for (const x of pick) {
    if (x === 'iban') d.w`${t()} ${{ ...cn }}: ${c.f('iban')} ${c.iban(r.pick(['compact', 'print']))}\n`;
    if (x === 'pw') d.w`${t()} ${{ ...cn }}: ${c.N.product()} login ${c.email(cl)} pw ${password(r, 'password_chat')}\n`;
    if (x === 'card') d.w`${t()} ${{ ...cn }}: ${card(r)} exp ${r.int(1, 12)}/${r.int(26, 30)}\n`;
    if (x === 'nid') { const v = c.nid(cl); d.w`${t()} ${{ ...cn }}: ${v.cap} ${v}\n`; }
    if (x === 'wallet') d.w`${t()} ${{ ...cn }}: ${wallet(r)}\n`;
  }
  d.w`${t()} ${{ ...ln }}: ${c.bye()}\n`;
} };

KINDS.docket_csv = { langs: null, fn(c) {
  const { r, d } = c; const n = r.int(3, 4);
  d.w`# docket export ${c.N.organization()} ${c.N.non_birth_date()}\ncase_no,party,role,dob,counsel_email,next_hearing,status\n`;
  for (let i = 0; i < n; i++) { const p = c.person(); const q = c.person(); d.w`"${c.N.case_number()}","${c.name(p, 'inverted')}",${r.pick(['claimant', 'defendant', 'accused', 'applicant'])},${i === 0 || r.chance(0.3) ? c.dob(p, 'iso') : ''},${i === 0 ? workEmail(r, q, 'law.example') : ''},${c.N.non_birth_date()},${r.pick(['open', 'stayed', 'closed'])}\n`; }
} };

KINDS.efiling_json = { langs: null, fn(c) {
  const { r, d } = c; const p = c.person(); const a = c.addr(); const ip = r.chance(0.7) ? ipv4(r) : ipv6(r);
  d.w`{\n  "submissionId": "${c.N.uuid()}",\n  "court": "${c.N.organization()}",\n  "caseNumber": "${c.N.case_number()}",\n  "filedAt": "${c.N.non_birth_date()}",\n  "party": {\n    "name": "${c.name(p)}",\n    "birthDate": "${c.dob(p, r.pick(['iso', 'iso', c.loc.dob[0]]))}",\n    "address": "${a}"${r.chance(0.5) ? [',\n    "idNumber": "', c.nid(p), '"'] : ''}\n  },\n  "client": { "ip": "${ip}", "userAgent": "eFiling-Client/${c.N.version_string()}" },\n  "attachmentSha256": "${c.N.sha256()}"\n}\n`;
} };

KINDS.case_xml = { langs: null, fn(c) {
  const { r, d } = c; const p = c.person();
  d.w`<?xml version="1.0" encoding="UTF-8"?>\n<nachricht version="${c.N.version_string()}">\n  <aktenzeichen>${c.N.case_number()}</aktenzeichen>\n  <beteiligter rolle="${r.pick(['Kläger', 'Antragsteller', 'Beschuldigter'])}">\n    <vorname>${c.name(p, 'given')}</vorname><nachname>${c.name(p, 'family')}</nachname>\n    <geburtsdatum>${c.dob(p, 'iso')}</geburtsdatum>\n    <anschrift>${c.addr()}</anschrift>\n    ${r.chance(0.5) ? ['<telefon>', c.phone(), '</telefon>'] : ['<email>', c.email(p), '</email>']}\n  </beteiligter>\n  <dokument id="${c.N.uuid()}"/>\n</nachricht>\n`;
} };

KINDS.dms_metadata = { langs: null, fn(c) {
  const { r, d } = c; const a = c.person(), s = c.person();
  d.w`# DMS export – metadata\ndocument_id: ${c.N.uuid()}\ntitle: "${c.title(r.pick(['benefit', 'housing', 'complaint', 'sar']))} – ${c.name(s)}"\nauthor: ${c.name(a)}\nowner_email: ${workEmail(r, a, c.agencyDomain())}\nchecksum_sha256: ${c.N.sha256()}\nlast_access_ip: ${r.chance(0.6) ? ipv4(r) : privateIp(r)}\nretention_until: ${c.N.non_birth_date()}\ntags: [${c.N.code_name()}, ${c.N.product()}]\n`;
} };

KINDS.portal_log = { langs: null, fn(c) {
  const { r, d } = c; const p = c.person(); const n = r.int(3, 6);
  const ip = r.chance(0.7) ? ipv4(r) : ipv6(r); const em = c.email(p); const tok = AUTH_TOKENS[r.pick(['jwt', 'bearer_opaque'])](r);
  for (let i = 0; i < n; i++) {
    const ts = `2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`;
    if (i === 0) d.w`${ts} INFO  auth.login user=${em} src=${ip} ua="Mozilla/5.0 Firefox/${c.N.version_string()}"\n`;
    else if (i === 1) d.w`${ts} DEBUG api.request POST /v2/claims Authorization: Bearer ${tok} src=${{ ...ip }}\n`;
    else if (i === 2 && c.useNeg) d.w`${ts} WARN  healthcheck from ${c.N.documentation_ip()} req=${c.N.uuid()}\n`;
    else d.w`${ts} INFO  ${r.pick(['upload.ok', 'case.view', 'session.refresh'])} sid=${c.N.md5()} src=${{ ...ip }}${r.chance(0.3) ? [' ref=', c.N.ticket_number()] : ''}\n`;
  }
} };

// ---------------- configuration / secrets ----------------
const ENV_NAMES = { aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', github_pat_classic: 'GITHUB_TOKEN', github_fine_grained_pat: 'GH_PAT', gitlab_pat: 'GITLAB_TOKEN', stripe_secret_key: 'STRIPE_SECRET_KEY', stripe_restricted_key: 'STRIPE_RK', google_api_key: 'GOOGLE_MAPS_API_KEY', google_oauth_client_secret: 'GOOGLE_CLIENT_SECRET', openai_api_key: 'OPENAI_API_KEY', anthropic_api_key: 'ANTHROPIC_API_KEY', sendgrid_api_key: 'SENDGRID_API_KEY', mailgun_api_key: 'MAILGUN_KEY', twilio_api_key: 'TWILIO_API_KEY', shopify_access_token: 'SHOPIFY_TOKEN', npm_token: 'NPM_TOKEN', pypi_token: 'TWINE_PASSWORD', digitalocean_pat: 'DO_TOKEN', atlassian_api_token: 'JIRA_API_TOKEN', huggingface_token: 'HF_TOKEN', linear_api_key: 'LINEAR_KEY', notion_token: 'NOTION_TOKEN', postman_api_key: 'POSTMAN_API_KEY', datadog_api_key: 'DD_API_KEY', square_access_token: 'SQUARE_ACCESS_TOKEN', mailchimp_api_key: 'MAILCHIMP_KEY', doppler_token: 'DOPPLER_TOKEN', cloudflare_api_token: 'CF_API_TOKEN', azure_ad_client_secret: 'AZURE_CLIENT_SECRET', dockerhub_pat: 'DOCKERHUB_TOKEN', newrelic_user_key: 'NEW_RELIC_API_KEY', grafana_service_account_token: 'GRAFANA_TOKEN', pulumi_token: 'PULUMI_ACCESS_TOKEN', terraform_cloud_token: 'TFE_TOKEN', sentry_auth_token: 'SENTRY_AUTH_TOKEN', slack_bot_token: 'SLACK_BOT_TOKEN', slack_user_token: 'SLACK_USER_TOKEN', discord_bot_token: 'DISCORD_TOKEN', telegram_bot_token: 'TELEGRAM_BOT_TOKEN', vault_token: 'VAULT_TOKEN', google_oauth_access_token: 'GOOGLE_ACCESS_TOKEN', dropbox_access_token: 'DROPBOX_TOKEN', github_oauth: 'GH_OAUTH_TOKEN', gitlab_runner_token: 'RUNNER_TOKEN', jwt: 'EFILING_SERVICE_JWT', bearer_opaque: 'REGISTRY_BEARER' };
let WANT = () => 1; export const setWant = (f) => { WANT = f; };
const secretFrom = (r, pool) => { const a = pool.filter(k => API_KEYS[k]), t = pool.filter(k => AUTH_TOKENS[k]); const useT = t.length && (!a.length || r.chance(WANT('auth_token') / (WANT('auth_token') + WANT('api_key')))); const k = r.pick(useT ? t : a); return (API_KEYS[k] || AUTH_TOKENS[k])(r); };
const ALL_SECRET_TYPES = [...Object.keys(API_KEYS), ...Object.keys(AUTH_TOKENS)];

KINDS.env_file = { langs: null, fn(c) {
  const { r, d } = c; const n = r.int(2, 4);
  d.w`# ${c.N.product()} e-filing connector – ${c.N.organization()}\n# version ${c.N.version_string()}\nNODE_ENV=production\nEFILING_BASE_URL=https://efiling.${c.agencyDomain()}/api\n`;
  for (let j = 0; j < n; j++) { const v = secretFrom(r, ALL_SECRET_TYPES); const k = Object.keys(ENV_NAMES).find(x => x === v.type) || v.type; d.w`${ENV_NAMES[k] || k.toUpperCase()}=${v}\n`; }
  if (r.chance(0.4 * c.want('connection_string') / c.want('password'))) d.w`DATABASE_URL=${connectionString(r)}\n`; else d.w`DB_PASSWORD=${password(r, 'password_config')}\n`;
  if (r.chance(0.5 * c.want('webhook_url'))) d.w`NOTIFY_WEBHOOK=${webhook(r)}\n`;
  if (r.chance(0.3 * c.want('private_key'))) d.w`SIGNING_KEY="${(() => { const k = privateKey(r, 'ec_pem'); return { ...k, value: k.value.replace(/\n/g, '\\n'), encoding: 'escaped_newlines' }; })()}"\n`;
  if (c.useNeg) d.w`# example: API_KEY=${c.N.example_key()}\nSMTP_PASSWORD=${c.N.placeholder_secret()}\nCACHE_URL=${c.N.credentialless_conn()}\n`;
} };

KINDS.k8s_manifest = { langs: null, fn(c) {
  const { r, d } = c; const pk = privateKey(r, r.pick(['ec_pem', 'pkcs8_pem'])); const b64 = Buffer.from(pk.value).toString('base64');
  d.w`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(['buergerportal', 'efiling-gw', 'melderegister-api'])}-secrets\n  namespace: ${r.pick(['prod', 'justiz-prod', 'portal'])}\n  annotations:\n    deployed-by: ${c.N.version_string()}\ntype: Opaque\nstringData:\n  DB_URL: "${connectionString(r)}"\n  ${r.chance(0.5) ? ['SMTP_PASSWORD: "', password(r, 'password_config'), '"'] : ['SLACK_WEBHOOK: "', webhook(r, 'slack_webhook'), '"']}\n`;
  if (r.chance(0.6)) d.w`data:\n  tls.key: ${{ category: 'private_key', type: pk.type, value: b64, encoding: 'base64' }}\n`;
  else d.w`  API_TOKEN: "${secretFrom(r, ALL_SECRET_TYPES)}"\n`;
  if (c.useNeg) d.w`  # image digest sha256:${c.N.sha256()}\n`;
} };

KINDS.ci_pipeline = { langs: null, fn(c) {
  const { r, d } = c; const gl = r.chance(0.5);
  if (gl) d.w`# .gitlab-ci.yml – ${c.N.organization()} supplier build\nvariables:\n  DOCKER_AUTH: "${API_KEYS.dockerhub_pat(r)}"\n  NPM_TOKEN: ${API_KEYS.npm_token(r)}\n  SONAR_HOST: https://sonar.supplier.example\ndeploy:\n  stage: deploy\n  script:\n    - curl -X POST -H 'Content-Type: application/json' -d '{"text":"deployed ${c.N.version_string()}"}' ${webhook(r, r.pick(['slack_webhook', 'teams_webhook', 'mattermost_webhook']))}\n`;
  else d.w`# .github/workflows/deploy.yml\nname: deploy-${r.pick(['portal', 'efiling', 'fines'])}\non: [push]\nenv:\n  REGISTRY_PASSWORD: ${password(r, 'password_config')}\n  AZURE_CLIENT_SECRET: ${API_KEYS.azure_ad_client_secret(r)}\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@${c.N.git_sha()}\n${r.chance(0.7 * c.want('webhook_url')) ? ['      - run: curl -s -X POST ', webhook(r), ' -d @status.json\n'] : ''}`;
  if (r.chance(0.5)) { const pk = privateKey(r, 'openssh'); d.w`      # deploy key (TODO move to secrets!)\n      - run: echo "${{ category: 'private_key', type: pk.type, value: pk.value.replace(/\n/g, '\\n'), encoding: 'escaped_newlines' }}" > ~/.ssh/id_ed25519\n`; }
  if (c.useNeg) d.w`      - run: echo "token=${c.N.placeholder_secret()}"\n`;
} };

KINDS.app_properties = { langs: null, fn(c) {
  const { r, d } = c;
  d.w`# application-prod.properties (${c.N.code_name()})\nspring.datasource.url=${connectionString(r)}\nspring.rabbitmq.password=${password(r, 'password_config')}\n`;
  if (r.chance(0.5)) d.w`spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="efiling" password="${password(r, 'password_config')}";\n`;
  if (r.chance(0.5)) d.w`registry.api.token=${secretFrom(r, ['vault_token', 'jwt', 'bearer_opaque', 'gitlab_pat', 'atlassian_api_token'])}\n`;
  if (r.chance(0.5 * c.want('private_key'))) { const k = privateKey(r, r.pick(['rsa_pem', 'pkcs8_pem', 'ec_pem'])); d.w`efiling.signing.private-key=${{ ...k, value: k.value.replace(/\n/g, '\\n'), encoding: 'escaped_newlines' }}\n`; }
  if (c.useNeg) d.w`management.server.address=${c.N.loopback_ip()}\nregistry.fallback=${c.N.credentialless_conn()}\n`;
} };

KINDS.credentials_note = { langs: null, fn(c) {
  const { r, d, loc } = c; const admin = c.person();
  const H = { de: ['Zugänge Kanzlei (NICHT weitergeben)', 'WLAN', 'NAS Admin', 'Postfach', 'Ansprechpartner IT'], fr: ['Accès cabinet (NE PAS DIFFUSER)', 'Wi-Fi', 'NAS admin', 'Boîte mail', 'Contact informatique'], es: ['Accesos despacho (NO COMPARTIR)', 'WiFi', 'NAS admin', 'Correo', 'Contacto informático'] }[loc.lang] || ['Office logins (do not share)', 'WiFi', 'NAS admin', 'Mailbox', 'IT contact'];
  d.w`${H[0]}\n---------------------------\n${H[1]}: ${c.N.code_name()} / ${password(r, 'password_note')}\n${H[2]}: admin / ${password(r, 'password_note')}\n`;
  if (r.chance(0.5)) d.w`${H[3]} ${workEmail(r, admin, 'kanzlei.example')}: ${password(r, 'password_note')}\n`;
  if (r.chance(0.6 * c.want('connection_string'))) d.w`Backup: ${connectionString(r)}\n`;
  if (r.chance(0.4)) d.w`M365 app secret: ${API_KEYS.azure_ad_client_secret(r)}\n`;
  if (r.chance(0.5 * c.want('private_key'))) d.w`VPN key:\n${privateKey(r, r.pick(['ec_pem', 'openssh', 'pkcs8_pem']))}\n`;
  d.w`${H[4]}: ${c.name(admin)} ${c.phone()}\n`;
  if (c.useNeg) d.w`Router: ${c.N.documentation_ip()} (${c.N.placeholder_secret()})\n`;
} };

KINDS.password_sheet = { langs: null, fn(c) {
  const { r, d } = c; const u = c.person();
  d.w`# export ${c.N.product()} ${c.N.non_birth_date()} – INTERN\n# bitte nicht per Mail verschicken / do not e-mail\nsystem;url;user;password;note\n${c.N.product()};https://portal.${c.agencyDomain()};${c.email(u)};${password(r, 'password_spreadsheet')};${c.N.non_birth_date()}\n${c.N.product()};https://${r.pick(['ebo', 'fachverfahren', 'archiv'])}.intern;${r.pick(['admin', 'sachb01', 'svc_import'])};${password(r, 'password_spreadsheet')};${c.neg('month_weekday') || ''}\n`;
  if (r.chance(0.5)) d.w`API;https://api.supplier.example;token;${secretFrom(r, ALL_SECRET_TYPES)};rotate ${c.N.non_birth_date()}\n`;
} };

KINDS.service_account_json = { langs: null, fn(c) {
  const { r, d } = c; const pk = privateKey(r, 'pkcs8_pem'); const proj = `${r.pick(['justiz', 'portal', 'fines'])}-${r.pick(['prod', 'int'])}-${r.int(100000, 999999)}`;
  d.w`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "${c.N.md5().value + r.hex(8)}",\n  "private_key": "${{ category: 'private_key', type: 'pkcs8_pem', value: pk.value.replace(/\n/g, '\\n') + '\\n', encoding: 'json_escaped' }}",\n  "client_email": "${{ category: 'email', type: 'service_account_email', value: `efiling-sync@${proj}.iam.gserviceaccount.com`, soft: true }}",\n  "client_id": "${r.digits(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
  if (r.chance(0.5)) d.w`// uploaded by ${c.name(c.person())} — ${c.N.ticket_number()}\n`;
  else d.w`// maps key: ${API_KEYS.google_api_key(r)}\n`;
} };

KINDS.ssh_handover = { langs: null, fn(c) {
  const { r, d } = c; const p = c.person(); const pk = r.chance(0.8) ? privateKey(r, r.pick(['rsa_pem', 'openssh', 'ec_pem', 'pgp_private_block'])) : ageKey(r);
  d.w`${c.hello(p)}\n${c.s()}\nServer ${r.chance(0.6) ? ipv4(r) : privateIp(r)} (${c.N.version_string()}), user deploy, key below:\n\n${pk}\n\n${c.bye()}\n${c.name(p)} · ${c.phone()}\n`;
} };

KINDS.webhook_settings = { langs: null, fn(c) {
  const { r, d } = c; const owner = c.person();
  d.w`{\n  "integration": "${c.N.product()}",\n  "owner": "${workEmail(r, owner, c.agencyDomain())}",\n  "notify": [\n    "${webhook(r)}",\n    "${webhook(r)}"\n  ],\n  "basicAuth": "${basicAuth(r, r.pick(['efiling', 'court-api', 'svc']), password(r).value)}",\n  "requestId": "${c.N.uuid()}"${r.chance(0.6 * c.want('connection_string')) ? [',\n  "queue": "', connectionString(r), '"'] : ''}\n}\n`;
} };

KINDS.crypto_seizure = { langs: ['en', 'de', 'nl', 'fr', 'es'], fn(c) {
  const { r, d } = c; const s = c.person();
  d.w`${c.title('incident')} — ${c.N.case_number()}\n${c.f('name')}: ${c.name(s)}, ${c.f('dob')} ${c.dob(s)}\nWallets: ${wallet(r)}\n         ${wallet(r)}\nTX: ${c.N.sha256()} (${c.N.amount()})\nExchange: ${c.N.organization()}\n${r.chance(0.6 * c.want('credit_card')) ? ['Top-up card: ', card(r), '\n'] : r.chance(0.6 * c.want('bank_account')) ? (() => { const b = c.bank(); return ['Payout: ', b.acct, '\n']; })() : ''}${r.chance(0.5) ? [c.f('email'), ': ', c.email(s), '\n'] : ''}`;
} };

KINDS.victim_referral = { langs: ['en', 'nl', 'de', 'sv', 'es'], fn(c) {
  const { r, d } = c; const v = c.person(), o = c.person();
  d.w`${r.pick(['Victim support referral', 'Slachtofferhulp – doorverwijzing', 'Opferhilfe – Vermittlung', 'Brottsofferjouren – remiss', 'Oficina de asistencia a víctimas – derivación'])} ${c.N.case_number()}\n${c.f('name')}: ${c.name(v)} ${c.L.words.age(ageAt(v))}\n${c.f('phone')}: ${c.phone()} (${r.pick(['safe to call after 6pm', 'only text', 'nicht vor 18 Uhr'])})\n${r.chance(0.5) ? [c.f('email'), ': ', c.email(v), '\n'] : [c.f('addr'), ': ', c.addr(), '\n']}${c.s()}\n${c.name(o, 'initial')}, ${c.N.job_title()}\n`;
} };

KINDS.probation_note = { langs: ['en', 'de', 'fr', 'nl'], fn(c) {
  const { r, d } = c; const p = c.person();
  d.w`${r.pick(['Bail conditions / probation contact note', 'Bewährungshilfe – Gesprächsvermerk', 'SPIP – note d’entretien', 'Reclassering – contactnotitie'])}\n${c.name(p)} (${c.dob(p)})\n${c.f('addr')}: ${c.addr()}\n${c.f('phone')}: ${c.phone()}\nEM tag IMEI ${c.N.imei()}, curfew 19:00–07:00, ${c.N.month_weekday()} reporting\n${c.s()}\n`;
} };

KINDS.consultation_submission = { langs: null, fn(c) {
  const { r, d } = c; const p = c.person();
  d.w`${c.title('petition').split(' ')[0]} / consultation ${c.N.code_name()} — submission ${c.N.ticket_number()}\n${c.f('name')}: ${c.name(p)}\n${c.f('email')}: ${c.email(p)}\n${r.chance(0.5) ? [c.f('addr'), ': ', c.addr(), '\n'] : ''}---\n${c.s()} ${c.neg(r.pick(['street_named_after_person', 'org_named_after_person', 'public_figure'])) || ''}\n---\nmeta: ip=${r.chance(0.6) ? ipv4(r) : ipv6(r)} submitted=${c.N.non_birth_date()}\n`;
} };

KINDS.callcentre_tech = { langs: null, fn(c) {
  const { r, d } = c; const p = c.person();
  d.w`${c.title('callnote')} ${c.N.ticket_number()}\n${c.f('date')}: ${c.N.non_birth_date()}\n${c.f('name')}: ${c.name(p)} | ${c.f('phone')}: ${c.phone()}\n${c.s()}\nCaller read out portal reset link + one-time code; also sent ${r.chance(0.5) ? ['card ', card(r)] : ['PW ', password(r, 'password_form')]} (!!) — deleted from CRM? ${c.N.product()}\n`;
} };

export { KINDS };
