// Short one-liners, documents with nothing to redact, and long bundles of several parts.

import { t, join, L, S, N } from './text.mjs';
import { LANGS, ALL_SCHEMES, SCHEME_NAME, nationalId } from './ctx.mjs';

const ONE_LINERS = {
  en: [(h, p) => t`Call me back on ${h.phone()} — ${h.name(p)}`, (h, p) => t`Ship it to ${h.addr(', ')} please`, (h, p) => t`I was born on ${h.dob(p, 'en')}, if you need it for the form`, (h) => t`passport number is ${h.passport('US')}, expires next year`, (h) => t`wire it to ${h.iban()}`, (h) => t`btw my SSN is ${h.nid(null, 'us_ssn')}`],
  de: [(h, p) => t`Bitte ruf mich unter ${h.phone()} zurück, ${h.name(p)}`, (h, p) => t`Ich bin am ${h.dob(p, 'de')} geboren.`, (h) => t`Überweisung bitte an ${h.iban('DE')}`],
  fr: [(h, p) => t`Je suis née le ${h.dob(p, 'fr')} à Lyon.`, (h) => t`Mon numéro : ${h.phone('FR')}`, (h, p) => t`Envoyez le colis à ${h.name(p)}, ${h.addr(', ')}`],
  es: [(h, p) => t`Nací el ${h.dob(p, 'es')}, mi DNI es ${h.nid(p, 'es_dni')}`, (h) => t`Mi móvil es ${h.phone('ES')}`],
  pt: [(h, p) => t`Meu CPF é ${h.nid(p, 'br_cpf')} e nasci em ${h.dob(p, 'pt')}`, (h) => t`Pode mandar no ${h.phone('BR')}`],
  it: [(h, p) => t`Il mio codice fiscale è ${h.nid(p, 'it_codice_fiscale')}`, (h, p) => t`Sono nata il ${h.dob(p, 'it')}`],
  nl: [(h, p) => t`Mijn BSN is ${h.nid(p, 'nl_bsn')}, geboren op ${h.dob(p, 'nl')}`],
  pl: [(h, p) => t`Mój PESEL to ${h.nid(p, 'pl_pesel')}`, (h) => t`Numer konta: ${h.iban('PL')}`],
  sv: [(h, p) => t`Mitt personnummer är ${h.nid(p, 'se_personnummer')}`, (h) => t`Ring mig på ${h.phone('SE')}`],
  ja: [(h, p) => t`${h.localName(p)}です。電話番号は${h.phone('JP')}です。`, (h, p) => t`生年月日：${h.dob(p, 'ja')}`],
  zh: [(h, p) => t`我的身份证号是${h.nid(p, 'cn_resident_id')}，电话${h.phone('CN')}`],
  ko: [(h, p) => t`${h.localName(p)} 고객님 연락처 ${h.phone('KR')}`, (h, p) => t`생년월일 ${h.dob(p, 'ko')}`],
  ar: [(h, p) => t`اسمي ${h.localName(p)} ورقم هاتفي ${h.phone('AE')}`],
  hi: [(h, p) => t`मेरा आधार नंबर ${h.nid(p, 'in_aadhaar')} है`, (h, p) => t`${h.localName(p)} का फ़ोन ${h.phone('IN')}`],
  tr: [(h, p) => t`TC kimlik numaram ${h.nid(p, 'tr_tckn')}, telefonum ${h.phone('TR')}`],
};

const FILLER = [
  'We reviewed the timeline with the on-call team and agreed on the next steps below.',
  'Nothing in this section needs action; it is kept for the audit trail.',
  'The vendor confirmed the change window and will send a summary afterwards.',
  'Totals were reconciled against the ledger; 14 line items differ by rounding only.',
  'Please keep this thread internal until legal has signed off.',
];

export const MISC = {
  one_liner: { langs: LANGS, weight: 4, make(h) {
    const p = h.person();
    return h.r.pick(ONE_LINERS[h.lang])(h, p);
  } },

  checksums: { langs: ['en'], weight: 1, make(h) {
    const { r } = h;
    return t`# SHA256SUMS for release ${h.neg('version')}
${h.neg('sha256')}  app-linux-amd64.tar.gz
${h.neg('sha256')}  app-darwin-arm64.tar.gz
# md5 (legacy mirrors)
${h.neg('md5')}  app-windows.zip
Build ${h.neg('uuid')} at ${h.neg('timestamp')}, ${r.int(1200, 9800)} files, ${h.neg('amount')} bytes, ${h.neg('phone_like')} rows indexed`;
  } },

  defaults_doc: { langs: ['en'], weight: 1, make(h) {
    return t`| setting | default | notes |
|---|---|---|
| \`admin.password\` | \`${N('changeme', 'placeholder')}\` | must be changed on first start |
| \`api.key\` | \`${h.placeholder('api_key')}\` | issue one in the console |
| \`db.password\` | \`${h.placeholder('password')}\` | read from the environment |
| \`aws.accessKeyId\` | \`${h.docExample()}\` | the AWS documentation example |
| \`token\` | \`${N('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'placeholder')}\` | |
Order support line (toll free, not a person): ${S('1-800-555-0199', 'phone', 'company_phone')}`;
  } },

  order_confirmation: { langs: ['en', 'de', 'fr', 'es', 'it', 'nl'], weight: 2, make(h) {
    const { r } = h;
    const p = h.person();
    return t`${h.lex.hello} ${h.given(p)},
Order ${h.neg('order')} (${h.otherDate()}) — ${r.int(1, 6)} items, total ${h.neg('amount')}.
${h.neg('sku')} · ${h.nameLike()} edition · ISBN ${h.neg('isbn')}
Delivery to: ${h.addr(', ')}
Tracking: ${h.neg('tracking')}`;
  } },

  incident_bundle: { langs: ['en'], weight: 2, make(h, makeKind) {
    const { r } = h;
    const parts = r.sample(['support_ticket', 'log_jsonl', 'env_file', 'email_thread', 'stack_trace', 'shell_history', 'chat_slack', 'access_log', 'csv_customers', 'sql_insert'], r.int(3, 5));
    const p = h.person('en');
    return t`INCIDENT ${N(`INC-${r.digits(6)}`, 'incident_number')} — ${r.pick(['credential exposure', 'data export review', 'payment outage'])}
Owner: ${h.name(p)} <${h.email(p)}>
${r.pick(FILLER)}

${join(parts.map((k) => t`----- attachment: ${k} -----\n${makeKind(k, h.r)}\n${r.pick(FILLER)}`), '\n\n')}`;
  } },
};

const COINS = ['btc', 'btc_segwit', 'btc_taproot', 'eth', 'ltc', 'xrp', 'sol', 'trx', 'doge', 'xmr', 'bch'];

/** Documents that carry wallets, passports, private keys and tokens in their usual places. */
export const MORE = {
  wallet_withdrawals_csv: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    const rows = Array.from({ length: r.int(3, 6) }, () => {
      const coin = r.pick(COINS);
      return t`${h.neg('timestamp')},${h.email(h.person())},${coin.split('_')[0].toUpperCase()},${h.wallet(coin)},${(r.int(1, 500000) / 10000).toFixed(4)},${N(r.chars(64, '0123456789abcdef'), 'tx_hash')}`;
    });
    return t`requested_at,account,asset,destination,amount,txid\n${join(rows)}`;
  } },

  hotel_checkin: { langs: LANGS, weight: 5, make(h) {
    const { r, lex } = h;
    const p = h.person();
    const country = r.pick(['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'IN', 'JP', 'BR', 'NL', 'PL', 'KR', 'TR', 'CN']);
    return t`Guest registration · room ${r.int(101, 920)} · ${h.otherDate()}
${lex.name}: ${h.localName(p)}
${lex.passport}: ${h.passport(country)} (${country})
${lex.dob}: ${h.dob(p)}
${lex.address}: ${h.addr(', ')}
${lex.phone}: ${h.phone()}
Folio ${h.neg('invoice')}`;
  } },

  visa_application: { langs: ['en', 'de', 'fr', 'es'], weight: 2, make(h) {
    const { lex } = h;
    const p = h.person();
    return t`Visa application ${h.neg('uuid')}
Applicant: ${h.name(p)}
${lex.dob}: ${h.dob(p)}
${lex.passport}: ${h.passport(h.r.pick(['IN', 'CN', 'TR', 'BR', 'US', 'GB']))}, issued ${h.otherDate()}
${lex.email}: ${h.email(p)}
Sponsor: ${h.name(h.person())}, ${h.addr(', ')}`;
  } },

  oauth_token_response: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    return t`HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: ${h.neg('request_id')}

{"access_token":"${h.bearer()}","token_type":"Bearer","expires_in":${r.pick([3599, 3600, 86400])},"refresh_token":"${L(r.chars(r.int(40, 64), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), 'access_token', 'refresh_token')}","id_token":"${h.jwt({ email: h.email(h.person()).value })}","scope":"openid email"}`;
  } },

  http_request_dump: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    return t`> GET /api/v1/me HTTP/2
> Host: api.harborline.co
> Authorization: Bearer ${r.chance(0.6) ? h.jwt() : h.bearer()}
> Cookie: session=${h.jwt()}; theme=dark; _ga=${N(`GA1.2.${r.digits(10)}.${r.digits(10)}`, 'analytics_cookie')}
> X-Api-Key: ${h.key()}
> X-Request-Id: ${h.neg('uuid')}
>
< HTTP/2 200
< etag: W/"${h.neg('sha1')}"`;
  } },

  key_paste_chat: { langs: ['en', 'de', 'fr', 'es', 'nl'], weight: 5, make(h) {
    const { r } = h;
    const a = h.person(), b = h.person();
    const single = r.chance(0.4);
    return t`${h.name(a)}: ${h.lex.hello}, the deploy box only takes the key as one env line:
${h.name(a)}: ${single ? t`DEPLOY_KEY="${h.pem({ singleLine: true }, r.pick(['rsa', 'openssh', 'ec']))}"` : h.pem({}, r.pick(['openssh', 'rsa', 'pkcs8', 'ec', 'encrypted', 'pgp', 'dsa']))}
${h.name(b)}: got it, passphrase?
${h.name(a)}: ${h.pw()}
${h.name(b)}: fingerprint SHA256:${N(r.chars(43, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), 'key_fingerprint')} matches`;
  } },

  chargeback_form: { langs: ['en', 'de', 'fr', 'es', 'it', 'pt'], weight: 4, make(h) {
    const { r, lex } = h;
    const p = h.person();
    return t`Chargeback / dispute form ${h.neg('order')}
Cardholder: ${h.name(p)}
${lex.card}: ${h.card()}   exp ${N(`${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)}`, 'card_expiry')}
Disputed amount: ${h.neg('amount')} on ${h.otherDate()}
Merchant: ${h.nameLike()} · terminal ${N(`T${r.digits(8)}`, 'terminal_id')}
Previous card (replaced): ${r.chance(0.5) ? h.card() : t`ending ${N(r.digits(4), 'card_last4')}`}
${lex.phone}: ${h.phone()}`;
  } },

  id_verification_log: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    const rows = Array.from({ length: r.int(3, 6) }, () => {
      const scheme = r.pick(ALL_SCHEMES);
      const p = h.person();
      const pc = r.pick(['US', 'GB', 'DE', 'FR', 'IN', 'CN', 'BR', 'JP', 'TR', 'KR']);
      const doc = r.chance(0.3) ? t`passport/${pc} ${h.passport(pc)}` : t`${SCHEME_NAME[scheme]} ${L(nationalId(r, scheme, p).value, 'national_id', scheme)}`;
      return t`${h.neg('timestamp')}  ${h.name(p)}  ${doc}  result=${r.pick(['match', 'match', 'no_match', 'manual_review'])}  case=${h.neg('uuid')}`;
    });
    return t`identity-verification worker ${h.neg('version')} — batch ${h.neg('request_id')}
${join(rows)}`;
  } },

  ci_job_log: { langs: ['en'], weight: 3, make(h) {
    const { r } = h;
    return t`Run ${h.neg('uuid')} · runner ${r.pick(['ubuntu-22.04', 'self-hosted-arm64'])} · commit ${h.neg('git_sha')}
$ echo "$GCP_SA_KEY" | base64 -d > key.json
$ cat key.json
{"type":"service_account","private_key":"${mapPem(h)}"}
$ docker login -u _json_key --password-stdin https://eu.gcr.io < key.json
Login Succeeded
$ npm ci && npm publish --//registry.npmjs.org/:_authToken=${h.key('npm')}
+ @acme/sdk@${h.neg('version')}`;
  } },
};

import { mapValue } from './text.mjs';
const mapPem = (h) => mapValue(h.pem({}, h.r.pick(['pkcs8', 'rsa'])), (v) => v.replace(/\n/g, '\\n'));
