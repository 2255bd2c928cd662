// Per-document context: value helpers returning labelled / negative parts.
import { H, S, N, Doc } from './util.mjs';
import { person, fmtDate, emailFor, bankDetails, nationalId, taxId, passportNo, drivingLicence, deacc, LOC } from './locales.mjs';
import { NID } from './ids.mjs';
import { cardNumber, fmtCard, iban, fmtIban } from './ids.mjs';
import * as X from './secrets.mjs';
import { tr } from './lang.mjs';

export class Ctx {
  constructor(r, loc, kind, wantFn) {
    this.r = r; this.loc = loc; this.t = tr(loc.lang); this.d = new Doc(kind, loc); this.language = loc.lang; this._want = wantFn;
  }
  want(cat) { return this._want(cat, this.r); }
  P(o) { return person(this.r, this.loc, o); }
  Pf(code, o) { return person(this.r, LOC[code], o); }
  // ---- PII parts
  name(p, form = 'full') {
    const v = { full: p.full, latin: p.latin, LATIN: p.LATIN, sur_given: p.sur_given, given: p.giv, family: p.fam, givenL: cap1(p.givL), famL: cap1(p.famL), UPPER: `${p.givL} ${p.famL}`.toUpperCase(), init: `${(p.givL[0] || 'X').toUpperCase()}. ${cap1(p.famL)}` }[form];
    const t = { full: 'full_name', latin: 'full_name_latin', LATIN: 'pnr_name', sur_given: 'surname_given', given: 'given_name_mention', family: 'surname_mention', givenL: 'given_name', famL: 'surname', UPPER: 'full_name_upper', init: 'initial_surname' }[form];
    return H(v, 'person_name', t);
  }
  dob(p, style) { return H(fmtDate(this.r, p.loc, p.dob, style), 'date_of_birth', 'dob' + (style ? '_' + style : '')); }
  addr(loc = this.loc) { return H(loc.addr(this.r), 'street_address', 'address_' + loc.code); }
  phone(intl, loc = this.loc) { const [l, i] = loc.phone(this.r); return H(intl === undefined ? (this.r.chance(0.5) ? i : l) : intl ? i : l, 'phone_number', 'phone_' + loc.cc.toLowerCase()); }
  email(p, domain) { return H(emailFor(this.r, p, domain), 'email', domain ? 'work_email' : 'personal_email'); }
  roleEmail(domain, local) { return S(`${local || this.r.pick(['reservations', 'bookings', 'noreply', 'support', 'claims', 'ops', 'frontdesk', 'no-reply', 'dispatch', 'customs'])}@${domain}`, 'email', 'role_mailbox'); }
  nid(p, which) { const x = nationalId(this.r, this.loc, p, which); return x ? H(x.v, 'national_id', x.t) : null; }
  tax(p) { const x = taxId(this.r, this.loc, p); return x ? H(x.v, 'tax_id', x.t) : null; }
  anyId(p) { return this.nid(p) || this.tax(p) || this.dl(p) || H(NID.us_ssn(this.r), 'national_id', 'us_ssn'); }
  pp(loc = this.loc) { return H(passportNo(this.r, loc), 'passport_number', 'passport_' + loc.iso3.toLowerCase()); }
  dl(p) { const x = drivingLicence(this.r, this.loc, p); return x ? H(x.v, 'national_id', x.t) : null; }
  card(style) { const c = cardNumber(this.r); return H(fmtCard(this.r, c.n, style), 'credit_card', c.scheme); }
  iban(cc) { const loc = this.loc; cc = cc || (loc.bank === 'iban' ? (loc.ibanCc || loc.cc) : loc.bank === 'pl' ? 'PL' : loc.bank === 'gb' ? 'GB' : this.r.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'GB', 'CH', 'AT', 'BE'])); const v = iban(this.r, cc); return H(fmtIban(v, this.r.chance(0.6)), 'iban', 'iban_' + cc.toLowerCase()); }
  // local bank account lines: array of [caption, part]
  bank() {
    const b = bankDetails(this.r, this.loc);
    if (b.iban && !b.local) return [['IBAN', H(b.ibanFmt, 'iban', 'iban_' + (this.loc.ibanCc || this.loc.cc).toLowerCase())]];
    return b.local.map(([cap, v, t, soft]) => [cap, soft ? S(v, 'bank_account', t) : H(v, 'bank_account', t)]);
  }
  ip() { return H(X.ipv4(this.r), 'ip_address', 'ipv4_public'); }
  ip6() { return H(X.ipv6(this.r), 'ip_address', 'ipv6_public'); }
  privIp() { return S(X.privIp(this.r), 'ip_address', 'ipv4_private'); }
  wallet() { const w = X.wallet(this.r); return H(w.v, 'crypto_wallet', w.t); }
  apiKey(type) { const t = type || this.r.pick(Object.keys(X.API_KEYS)); const [g, env] = X.API_KEYS[t]; return { part: H(g(this.r), 'api_key', t), env }; }
  token(type) { const t = type || this.r.pick(Object.keys(X.TOKENS)); const [g, env] = X.TOKENS[t]; return { part: H(g(this.r), 'auth_token', t), env }; }
  jwt(claims) { return H(X.jwt(this.r, claims), 'auth_token', 'jwt'); }
  basic(user, pass) { return H(X.basicAuth(this.r, user, pass), 'auth_token', 'http_basic_credentials', { encoding: 'base64' }); }
  pw() { return H(X.password(this.r), 'password', 'password'); }
  conn(user, pass) { const c = X.connString(this.r, user || this.r.pick(['app', 'pms_rw', 'booking_svc', 'admin', 'etl_user', 'fleet', 'svc_tracking']), pass || X.password(this.r).replace(/[@/:?#\s]/g, '')); return H(c.v, 'connection_string', c.t); }
  hook() { const h = X.webhook(this.r); return H(h.v, 'webhook_url', h.t); }
  pk(enc) {
    const k = X.privateKey(this.r);
    if (enc === 'json_escaped' || enc === 'escaped_newlines') return H(k.v.replace(/\n/g, '\\n'), 'private_key', k.t, { encoding: enc });
    if (enc === 'base64') return H(Buffer.from(k.v + '\n').toString('base64'), 'private_key', k.t, { encoding: 'base64' });
    return H(k.v, 'private_key', k.t);
  }
  // ---- negatives
  tdate(style, year) { const r = this.r; this.year = this.year || r.int(2024, 2026); return N(fmtDate(r, this.loc, { y: year || this.year, m: r.int(1, 12), d: r.int(1, 28) }, style), 'non_birth_date'); }
  trange(style) { const r = this.r; this.year = this.year || r.int(2024, 2026); const a = new Date(Date.UTC(this.year, r.int(0, 11), r.int(1, 28))); const b = new Date(a.getTime() + r.int(1, 16) * 86400000); const f = x => fmtDate(r, this.loc, { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() }, style || this._ds || (this._ds = r.pick(this.loc.dateStyles))); return [N(f(a), 'non_birth_date'), N(f(b), 'non_birth_date')]; }
  clock() { const r = this.r; if (this._clk === undefined) this._clk = r.int(6 * 60, 20 * 60); this._clk += r.int(0, 6); const h = Math.floor(this._clk / 60) % 24, m = this._clk % 60; return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`; }
  maskedCard() { const r = this.r; return N(r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`, `•••• ${r.digits(4)}`]), 'masked_value'); }
  pnr() { return N(X.pnr(this.r), 'booking_reference'); }
  etkt(code) { return N(X.eticket(this.r, code), 'eticket_number'); }
  flight() { return N(X.flightNo(this.r), 'flight_number'); }
  seat() { return N(X.seat(this.r), 'seat_number'); }
  bagtag() { return N(X.bagTag(this.r), 'baggage_tag'); }
  container() { return N(X.isoContainer(this.r), 'container_number'); }
  awb() { return N(X.awb(this.r), 'air_waybill'); }
  bol() { return N(X.bol(this.r), 'bill_of_lading'); }
  trk() { const t = X.tracking(this.r, this.loc.cc); return N(t.v, t.k); }
  hs() { return N(X.hsCode(this.r), 'hs_code'); }
  apt() { return N(X.airport(this.r), 'iata_code'); }
  loyal() { const l = X.loyalty(this.r); return N(l.v, l.k); }
  plate() { return N(X.plate(this.r, this.loc.cc), 'vehicle_plate'); }
  vin() { return N(X.vin(this.r), 'vin'); }
  hconf() { return N(X.hotelConf(this.r), 'hotel_confirmation'); }
  inv() { return N(X.invoiceNo(this.r), 'invoice_number'); }
  amt() { return N(X.amount(this.r, this.loc.cur), 'amount'); }
  ver() { return N(X.version(this.r), 'version_string'); }
  hash() { return N(X.hash(this.r), 'hash'); }
  uuid() { return N(X.uuid(this.r), 'uuid'); }
  masked() { return N(X.masked(this.r), 'masked_value'); }
  ph() { return N(this.r.pick(X.PASSWORD_PLACEHOLDERS), 'placeholder'); }
  docEx() { const [v, k] = this.r.pick(X.DOC_EXAMPLES); return N(v, k); }
  pubNum() { return N(this.r.pick(X.PUBLIC_NUMBERS), 'public_service_number'); }
  docIp() { return N(X.docIp(this.r), 'documentation_ip'); }
  credless() { return N(X.credlessConn(this.r), 'credentialless_connection_string'); }
  org() { return N(this.r.pick(X.ORGS), 'organisation'); }
  place() { return N(this.r.pick(this.loc.cities), 'place'); }
  pnamed(kind) { const l = kind ? X.PEOPLE_NAMED.filter(x => x[1].includes(kind)) : X.PEOPLE_NAMED; const [v, k] = this.r.pick(l); return N(v, k); }
  pubfig() { return N(this.r.pick(X.PUBLIC_FIGURES), 'public_figure'); }
  fict() { return N(this.r.pick(X.FICTIONAL), 'fictional_character'); }
  phName() { return N(this.r.pick(X.PLACEHOLDER_NAMES), 'placeholder_name'); }
  job() { return N(this.r.pick(X.JOB_TITLES), 'job_title'); }
  txh(eth) { return N(X.txHash(this.r, eth), 'transaction_hash'); }
  N(v, k) { return N(v, k); }
  H(v, c, t, x) { return H(v, c, t, x); }
  S(v, c, t, x) { return S(v, c, t, x); }
  time() { return `${String(this.r.int(6, 22)).padStart(2, '0')}:${this.r.pick(['00', '15', '30', '45', '05', '50'])}`; }
  // monotonic per-document timestamps (logs), one format per document
  ts() { const r = this.r; if (!this._t) { this._t = Date.UTC(r.int(2024, 2026), r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59)); this._tf = r.int(0, 2); } this._t += r.int(0, 90) * 1000 + r.int(0, 999);
    const iso = new Date(this._t).toISOString(); return this._tf === 0 ? iso : this._tf === 1 ? iso.slice(0, 19) + 'Z' : iso.replace('T', ' ').slice(0, 23); }
  logTs() { this.ts(); const iso = new Date(this._t).toISOString(); return `${iso.slice(5, 10)} ${iso.slice(11, 23)}`; }
  brand() { return this.r.pick(['Skyward Trips', 'Hotel Bellavista', 'NordRail Travel', 'Azur Holidays', 'CityHop Rentals', 'ParcelNet', 'Oceanic Cruises', 'TransLog Freight', 'GoRide', 'Pension Alpenblick', 'Sakura Inn', 'Rota Viagens', 'Ruta Sur Tours', 'Kyiv Transfer', 'Anatolia Tours', 'Nile Star Travel', 'Lotus Hostels', 'SwiftCargo', 'DriveNow Share', 'Palm Coast Resort']); }
  dom(b) { return (b || this.brand()).toLowerCase().replace(/[^a-z]/g, '') + this.r.pick(['.com', '.eu', '.travel', '.net', '.io']); }
}
const cap1 = s => s.split(/([ -])/).map(w => w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w).join('');
export { H, S, N, deacc, fmtDate };
