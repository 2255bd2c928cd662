// Text builder with span bookkeeping, plus label/key helpers shared by all document kinds.
import { LANG } from './lang.mjs';

export class B {
  constructor() { this.text = ''; this.labels = []; this.negs = []; }
  t(s) { this.text += s; return this; }
  v(it) {
    const s = this.text.length; this.text += it.value;
    const l = { start: s, end: this.text.length, category: it.category, type: it.type, value: it.value };
    if (it.soft) l.soft = true; if (it.encoding) l.encoding = it.encoding;
    this.labels.push(l); if (it._src) it._src.placed = true; else it.placed = true; return this;
  }
  n(kind, value) { const s = this.text.length; this.text += value; this.negs.push({ start: s, end: this.text.length, kind, value }); return this; }
  // frame: string with {v} and optionally {L} (label) / {l} (lower-case label) / {n} (neg)
  f(frame, it, label) {
    const parts = frame.replace(/\{L\}/g, label ?? '').replace(/\{l\}/g, (label ?? '').toLowerCase()).split('{v}');
    this.t(parts[0]); this.v(it); this.t(parts.slice(1).join('')); return this;
  }
  // append another builder's content, prefixing every line (e.g. e-mail quoting); spans are remapped
  appendPrefixed(sub, prefix) {
    const map = []; let out = '';
    const src = sub.text; let atLineStart = true;
    for (let i = 0; i <= src.length; i++) {
      if (i < src.length && atLineStart) { out += prefix; atLineStart = false; }
      map[i] = this.text.length + out.length;
      if (i < src.length) { out += src[i]; if (src[i] === '\n') atLineStart = true; }
    }
    const base = this.text; this.text = base + out;
    for (const l of sub.labels) { const s = map[l.start], e = map[l.end]; const v = this.text.slice(s, e); const nl2 = { ...l, start: s, end: e, value: v }; if (v !== l.value) nl2.encoding = 'email_quoted'; this.labels.push(nl2); }
    for (const n of sub.negs) { const s = map[n.start], e = map[n.end]; this.negs.push({ ...n, start: s, end: e, value: this.text.slice(s, e) }); }
    return this;
  }
}

// JSON-escape a value for use inside a JSON string literal (private keys get "\n").
export function jsonEsc(it) { const e = JSON.stringify(it.value).slice(1, -1); if (e === it.value) return it; return { ...it, value: e, encoding: 'json_escaped', _src: it }; }
export function indentMulti(it, ind) { if (!it.value.includes('\n')) return it; return { ...it, value: it.value.replace(/\n/g, '\n' + ind), _src: it }; }
export function b64enc(it) { return { ...it, value: Buffer.from(it.value).toString('base64'), encoding: 'base64', _src: it }; }

const SECRET_CATS = new Set(['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url']);
export const isSecret = (c) => SECRET_CATS.has(c);

export function labelOf(rng, locale, it) {
  const L = LANG[locale];
  if (it.labels) return rng.pick(it.labels);
  switch (it.category) {
    case 'api_key': return rng.pick([`${it.vendor} API key`, 'API key', it.envKey, `${it.vendor} key`]);
    case 'auth_token': return rng.pick([`${it.vendor === 'generic' ? 'Bearer' : it.vendor} token`, 'Token', it.envKey, 'access token']);
    case 'private_key': return rng.pick(['Private key', 'SSH key', 'key']);
    case 'connection_string': return rng.pick(['Connection string', 'DB URL', 'DSN', 'DATABASE_URL']);
    case 'webhook_url': return rng.pick([`${cap(it.type.replace(/_webhook$/, '').replace('_', ' '))} webhook`, 'Webhook URL', 'Webhook']);
    default: return rng.pick(L.L[it.category]);
  }
}
const cap = (s) => s[0].toUpperCase() + s.slice(1);

const NID_WORDS = { us_ssn: ['ssn'], uk_nino: ['ni', 'number'], de_personalausweis: ['ausweis', 'nr'], fr_nir: ['nir'], es_dni: ['dni'], es_nie: ['nie'], br_cpf: ['cpf'], it_cie: ['cie', 'number'], nl_bsn: ['bsn'], pl_pesel: ['pesel'], se_personnummer: ['personnummer'], tr_tckn: ['tc', 'kimlik', 'no'], jp_my_number: ['my', 'number'], cn_resident_id: ['id', 'card', 'no'], sa_national_id: ['national', 'id'], sa_iqama: ['iqama', 'no'] };
const CS_WORDS = { postgres: ['database', 'url'], mysql: ['database', 'url'], mongodb_srv: ['mongo', 'uri'], mongodb: ['mongodb', 'uri'], redis: ['redis', 'url'], amqp: ['amqp', 'url'], jdbc_postgres: ['jdbc', 'url'], jdbc_mysql: ['jdbc', 'url'], jdbc_sqlserver: ['jdbc', 'url'], sqlserver_ado: ['connection', 'string'], azure_storage: ['azure', 'storage', 'connection', 'string'], azure_service_bus: ['service', 'bus', 'connection'], clickhouse: ['clickhouse', 'dsn'], mqtt: ['mqtt', 'url'], nats: ['nats', 'url'], smtp_url: ['smtp', 'url'], ftp_url: ['ftp', 'url'], oracle_ado: ['oracle', 'connection', 'string'] };
const PII_WORDS = { email: [['email'], ['contact', 'email'], ['user', 'email'], ['billing', 'email']], phone_number: [['phone'], ['mobile'], ['phone', 'number'], ['contact', 'phone']], credit_card: [['card', 'number'], ['cc', 'number'], ['pan']], iban: [['iban'], ['payout', 'iban'], ['bank', 'iban']], bank_account: [['account', 'number'], ['bank', 'account']], tax_id: [['tax', 'id'], ['vat', 'id'], ['tax', 'number']], passport_number: [['passport', 'no'], ['passport', 'number']], ip_address: [['client', 'ip'], ['remote', 'addr'], ['ip']], crypto_wallet: [['wallet', 'address'], ['payout', 'address']], date_of_birth: [['dob'], ['birth', 'date'], ['date', 'of', 'birth']], street_address: [['address'], ['street', 'address'], ['shipping', 'address']], person_name: [['name'], ['full', 'name'], ['customer', 'name'], ['contact', 'name']], password: [['password'], ['db', 'password'], ['smtp', 'password'], ['admin', 'password'], ['redis', 'password']] };
export function keyWords(rng, it) {
  if (it.envKey) return it.envKey.toLowerCase().split('_');
  if (it.category === 'national_id') return NID_WORDS[it.type] || ['national', 'id'];
  if (it.category === 'connection_string') return CS_WORDS[it.type] || ['connection', 'string'];
  if (it.category === 'webhook_url') return [it.type.replace(/_webhook$/, '').split('_')[0], 'webhook', 'url'];
  if (it.category === 'private_key') return { wireguard_private_key: ['private', 'key'], eth_private_key: ['deployer', 'private', 'key'], btc_wif: ['wallet', 'wif'], age_secret_key: ['age', 'identity'] }[it.type] || rng.pick([['private', 'key'], ['ssh', 'private', 'key'], ['tls', 'key']]);
  return rng.pick(PII_WORDS[it.category]);
}
export function fmtKey(words, style) {
  switch (style) {
    case 'env': return words.join('_').toUpperCase();
    case 'snake': return words.join('_');
    case 'camel': return words[0] + words.slice(1).map(cap).join('');
    case 'kebab': return words.join('-');
    case 'dot': return words.join('.');
    case 'pascal': return words.map(cap).join('');
  }
}
export const keyOf = (rng, it, style) => { if (!it._key) it._key = keyWords(rng, it); return fmtKey(it._key, style); };
