// Generation context shared by all templates.
import { Doc, lab, neg, soft, enc } from './doc.mjs';
import { LANG } from './lang.mjs';
import { LOCALES, ORGS } from './locales.mjs';
import { COUNTRIES, phone, routingCode } from './countries.mjs';
import { makePerson } from './person.mjs';
import { NEG } from './negs.mjs';
import { dateAny, dateNum, dateWords, dateIso, randDate, timestamp } from './dates.mjs';

const TLD = { US: 'com', GB: 'co.uk', IE: 'ie', AU: 'com.au', CA: 'ca', IN: 'in', ZA: 'co.za', NZ: 'co.nz', SG: 'com.sg', DE: 'de', AT: 'at', CH: 'ch', FR: 'fr', BE: 'be', ES: 'es', MX: 'com.mx', AR: 'com.ar', CL: 'cl', BR: 'com.br', PT: 'pt', IT: 'it', NL: 'nl', PL: 'pl', SE: 'se', NO: 'no', DK: 'dk', FI: 'fi', CZ: 'cz', RO: 'ro', HU: 'hu', GR: 'gr', RU: 'ru', UA: 'ua', TR: 'com.tr', SA: 'com.sa', AE: 'ae', EG: 'com.eg', IL: 'co.il', TH: 'co.th', CN: 'cn', TW: 'com.tw', JP: 'co.jp', KR: 'co.kr', VN: 'vn', ID: 'co.id' };
const STEMS = { agri: ['agrarhof', 'fieldcoop', 'greenvalley-agri', 'graintrade', 'herdcare-vet', 'seedline', 'fertiplus', 'dairy-union'], industry: ['northpress', 'castech', 'plant-automation', 'precision-parts', 'foundry-works', 'packline'], research: ['agrilab-institute', 'biolab-center', 'cropscience-uni', 'vetmed-research'], household: ['citywater', 'homes-rental', 'mutual-insure', 'school-portal', 'energy-direct'], dev: ['fieldlink', 'agrolab', 'plant3-ops', 'coop-grain', 'iot-core'] };
const GROUP = { herd_record: 'agri', email: 'agri', chat: 'agri', notice: 'agri', maintenance_ticket: 'industry', scada_log: 'industry', incident_report: 'industry', shift_roster: 'industry', supplier_onboarding: 'industry', instrument_log: 'research', consent_record: 'research', ethics_form: 'research', grant_application: 'research', hpc_config: 'research', letter: 'household', tax_return: 'household', school_form: 'household', insurance_claim: 'household', html_email: 'household' };
for (const k of ['env_file', 'yaml_config', 'terraform', 'k8s_secret', 'dockerfile', 'ci_log', 'code', 'git_diff', 'sql_dump', 'csv_export', 'tsv_export', 'log', 'iot_json', 'mqtt_config', 'opcua_config', 'markdown_table', 'changelog']) GROUP[k] = 'dev';
const ROLES = ['info', 'office', 'dispatch', 'lab-admin', 'hr', 'support', 'invoices', 'ethics', 'grants', 'service', 'orders', 'kontakt', 'noreply', 'it-helpdesk', 'safety'];
const PUB1 = [24, 31, 37, 46, 50, 62, 67, 68, 71, 73, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 93, 94, 95, 98, 99, 101, 104, 109, 110, 112, 113, 115, 118, 121, 124, 142, 162, 174, 176, 177, 178, 179, 180, 182, 185, 186, 188, 189, 190, 193, 195, 200, 201, 212, 213, 217];

export class Ctx {
  constructor(r, key, kind) {
    this.r = r; this.key = key; this.loc = LOCALES[key]; this.lang = this.loc.lang; this.cc = this.loc.cc; this.C = COUNTRIES[this.cc];
    this.L = LANG[this.lang]; this.d = new Doc(); this.d.noNeg = r.chance(0.2); this.kind = kind; this.N = {};
    for (const [k, f] of Object.entries(NEG)) this.N[k] = (...a) => f(r, ...(a.length ? a : k === 'hotline' || k === 'bad_iban' || k === 'eartag' ? [this.cc] : k === 'org' || k === 'figure' ? [this.lang] : []));
    const grp = GROUP[kind] || 'agri';
    this.domain = `${r.pick(STEMS[grp])}.${TLD[this.cc]}`;
  }
  person(opt = {}) { return makePerson(this.r, opt.key || this.key, opt); }
  get colon() { return this.lang === 'zh' || this.lang === 'ja' ? '：' : ': '; }
  F(k) { this.localized = true; return this.L.F[k]; }
  T(k) { this.localized = true; return this.L.T[k]; }
  S(k, slots = {}) { this.localized = true; this.d.f(this.L.S[k], slots); return this; }
  s(k) { this.localized = true; return this.L.S[k]; }
  w(strings, ...vals) { this.d.w(strings, ...vals); return this; }
  add(...x) { this.d.add(x); return this; }
  // ---- values ----
  dob(P, style) { const r = this.r; const s = style || r.wpick([['num', 5], ['words', 4], ['iso', 1]]); return lab(s === 'num' ? dateNum(this.cc, P.dob) : s === 'iso' ? dateIso(P.dob) : dateWords(r, this.lang, this.cc, P.dob), 'date_of_birth', 'date_of_birth'); }
  date(asNeg = true) { const s = dateAny(this.r, this.lang, this.cc, randDate(this.r)); return asNeg ? neg(s, 'date') : s; }
  dateNum() { return dateNum(this.cc, randDate(this.r)); }
  ts() { return neg(timestamp(this.r), 'timestamp'); }
  workEmail(P) { return lab(`${P.emailLocal}@${this.domain}`, 'email', 'email_address'); }
  roleEmail(domain = this.domain) { return soft(lab(`${this.r.pick(ROLES)}@${domain}`, 'email', 'email_address')); }
  bizPhone() { return soft(lab(phone(this.r, this.cc, 'land', this.r.chance(0.5) ? 'nat' : 'intl'), 'phone_number', 'phone_number')); }
  orgAddr() { return soft(lab(this.loc.adr(this.r)[0], 'street_address', 'street_address')); }
  orgAddrBlock() { return soft(lab(this.loc.adr(this.r)[1], 'street_address', 'street_address')); }
  routing() { const x = routingCode(this.r, this.cc); return x.value ? { label: x.label, m: soft(lab(x.value, 'bank_account', x.type)) } : null; }
  ip4() { const r = this.r; return lab(`${r.pick(PUB1)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, 'ip_address', 'ipv4'); }
  ip6() { const r = this.r; return lab(`${r.pick(['2a02', '2a01', '2003', '2600', '2405', '2804', '2a00'])}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(4).replace(/^0+/, '') || '0'}:${r.hex(3)}::${r.hex(r.int(1, 4)).replace(/^0+/, '') || '1'}`, 'ip_address', 'ipv6'); }
  privIp() { const r = this.r; return soft(lab(r.pick([`10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 250)}`, `192.168.${r.int(0, 20)}.${r.int(2, 250)}`, `172.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 250)}`]), 'ip_address', 'ipv4')); }
  orgName() { return neg(this.r.pick(ORGS[this.lang] || ORGS.en), 'org_name'); }
}
export { lab, neg, soft, enc };
