// The per-document toolbox: draws values for the document's language and wraps them as labelled
// fragments, so templates read like the documents they write.

import { L, N, sha256hex } from './lib.mjs';
import * as V from './values.mjs';
import { NAME_LOOKALIKES } from './names.mjs';

export const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ar', 'hi', 'tr'];
const CULTURE_OF = { en: 'en', de: 'de', fr: 'fr', es: 'es', pt: 'pt', it: 'it', nl: 'nl', pl: 'pl', sv: 'sv', ja: 'ja', zh: 'zh', ko: 'ko', ar: 'ar', hi: 'hi', tr: 'tr' };
const PHONE_OF = { en: ['us', 'gb', 'au', 'ng'], de: ['de'], fr: ['fr'], es: ['es', 'mx'], pt: ['pt'], it: ['it'], nl: ['nl'], pl: ['pl'], sv: ['se'], ja: ['ja'], zh: ['zh'], ko: ['ko'], ar: ['ar'], hi: ['hi'], tr: ['tr'] };
const ADDR_OF = { en: ['us', 'gb', 'in'], de: ['de'], fr: ['fr'], es: ['es'], pt: ['pt'], it: ['it'], nl: ['nl'], pl: ['pl'], sv: ['se'], tr: ['tr'], hi: ['in'] };
const IBAN_OF = { en: ['GB', 'IE'], de: ['DE', 'AT', 'CH'], fr: ['FR', 'BE', 'LU'], es: ['ES'], pt: ['PT', 'BR'], it: ['IT'], nl: ['NL', 'BE'], pl: ['PL'], sv: ['SE', 'FI', 'NO', 'DK'], tr: ['TR'], ar: ['SA'] };
export const LOCALE_OF = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', pt: 'pt-BR', it: 'it-IT', nl: 'nl-NL', pl: 'pl-PL', sv: 'sv-SE', ja: 'ja-JP', zh: 'zh-CN', ko: 'ko-KR', ar: 'ar-SA', hi: 'hi-IN', tr: 'tr-TR' };

export function makeCtx(r, lang) {
  const c = {
    r,
    lang,
    /** A person of the document's culture, or now and then of another one. */
    person: (culture) => V.person(r, culture ?? (r.chance(0.75) ? CULTURE_OF[lang] : r.pick(Object.keys(CULTURE_OF).concat(['ng', 'vi'])))),
    name: (p, type = 'full', soft = false) => L('person_name', type, type === 'given' ? p.given : type === 'family' ? p.family : p.full, soft),
    email: (p, domain) => L('email', 'personal', V.email(r, p, domain)),
    phone: (country) => { const ph = V.phone(r, country ?? (r.chance(0.8) ? r.pick(PHONE_OF[lang]) : undefined)); return L('phone', ph.type, ph.value); },
    card: () => { const cc = V.creditCard(r); return L('credit_card', cc.type, cc.value); },
    iban: () => { const b = V.iban(r, r.chance(0.8) && IBAN_OF[lang] ? r.pick(IBAN_OF[lang]) : undefined); return L('bank_account', b.type, b.value); },
    account: () => { const a = V.nationalAccount(r); return [L('bank_account', a.type, a.value), a.context ? ` (${a.context})` : '']; },
    nid: (type) => { const id = type ? { type, value: V.NATIONAL_IDS[type](r) } : V.nationalId(r, lang); return { label: V.ID_LABELS[id.type], frag: L('national_id', id.type, id.value) }; },
    passport: () => { const p = V.passport(r, lang); return { ...p, frag: L('passport', p.type, p.value) }; },
    dob: (style, dateLang) => L('date_of_birth', 'dob', V.formatDate(r, V.birthDate(r), dateLang ?? lang, style)),
    date: (style) => N('date_not_birth', V.formatDate(r, V.otherDate(r), lang, style)),
    address: (multiline = false) => {
      if (!ADDR_OF[lang] || r.chance(0.15)) return !['ja', 'zh', 'ko', 'ar', 'hi'].includes(lang) ? L('address', 'street', V.address(r, undefined, multiline).value) : L('address', `address_${lang}`, V.nativeAddress(r, lang));
      return L('address', 'street', V.address(r, r.pick(ADDR_OF[lang]), multiline).value);
    },
    ip: () => L('ip_address', 'ipv4', V.publicIPv4(r)),
    ip6: () => L('ip_address', 'ipv6', V.ipv6(r)),
    privIp: () => N('private_ip', V.privateIPv4(r)),
    wallet: (type) => { const w = V.wallet(r, type); return L('crypto_wallet', w.type, w.value); },
    chainNeg: () => { const n = V.chainLookalike(r); return N(n.kind, n.value); },
    key: (type) => { const k = V.apiKey(r, type); return { ...k, frag: L('api_key', k.type, k.value) }; },
    token: (p) => { const t = V.accessToken(r, p); return L('access_token', t.type, t.value); },
    pem: () => { const k = V.privateKey(r); return { ...k, frag: L('private_key', k.type, k.pem) }; },
    /** A PEM block written inside a JSON or env string, newlines escaped. */
    pemEscaped: () => { const k = V.privateKey(r); return L('private_key', `${k.type}_escaped`, k.pem.replace(/\n/g, '\\n')); },
    pw: () => { const p = V.password(r); return L('password', p.type, p.value); },
    pwAwkward: () => L('password', 'with_symbols', V.awkwardPassword(r)),
    conn: () => { const s = V.connectionString(r); return L('connection_string', s.type, s.value); },
    uuid: () => N('uuid', V.uuid(r)),
    sha: (short) => N('git_sha', V.gitSha(r, short)),
    hash: () => { const h = V.hash(r); return N(h.kind, h.value); },
    order: () => N('order_number', V.orderNo(r)),
    tracking: () => N('tracking_number', V.tracking(r)),
    isbn: () => N('isbn', V.isbn13(r)),
    sku: () => N('sku', V.sku(r)),
    version: () => N('version', V.version(r)),
    placeholder: (v) => N('placeholder', v ?? V.placeholder(r)),
    amount: () => N('amount', r.pick([`${r.int(1, 99)},${r.digits(3)}.${r.digits(2)}`, `${r.int(100, 99999)}.${r.digits(2)}`, `${r.int(1, 9)} ${r.digits(3)} ${r.digits(3)}`])),
    count: () => N('count', `${r.int(10, 999)} ${r.digits(3)} ${r.digits(3)}`),
    ts: () => N('timestamp', `${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`),
    epoch: () => N('unix_timestamp', String(r.int(1700000000, 1790000000))),
    lookalikeName: () => N('place_or_product_name', r.pick(NAME_LOOKALIKES)),
    companyDomain: () => r.pick(V.COMPANY_DOMAINS),
    /** Addresses nobody needs redacted: message ids, git remotes, package specs, docs placeholders. */
    emailNeg: () => r.pick([
      () => N('message_id', `<${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 20)}.${r.digits(6)}@mail.${r.pick(V.COMPANY_DOMAINS)}>`),
      () => N('git_remote', `git@${r.pick(['github.com', 'gitlab.com', 'bitbucket.org'])}:${r.pick(['acme', 'platform-team', 'infra'])}/${r.pick(['api', 'billing-service', 'web'])}.git`),
      () => N('package_spec', `${r.pick(['lodash', 'react', 'express', '@types/node', 'typescript'])}@${V.version(r)}`),
      () => N('placeholder_email', r.pick(['user@example.com', 'you@example.org', 'name@domain.tld', 'firstname.lastname@example.com', 'email@example.net', 'test@test.invalid'])),
      () => N('docker_digest', `${r.pick(['node', 'nginx', 'postgres'])}@sha256:${sha256hex(r.chars('abc', 8))}`),
      () => N('at_mention', `@${r.pick(['devops-oncall', 'platform', 'here', 'channel', 'sre-team'])}`),
      () => N('ssh_login', `${r.pick(['ubuntu', 'ec2-user', 'deploy', 'root'])}@${V.privateIPv4(r)}`),
      () => N('decorator', r.pick(['@app.route', '@Override', '@pytest.fixture', '@Injectable', '@media'])),
    ])(),
    messageId: () => N('message_id', `<${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 20)}.${r.digits(6)}@mail.${r.pick(V.COMPANY_DOMAINS)}>`),
    /** Role and system mailboxes of a company: no person behind them, a judgement call. */
    roleEmail: () => L('email', 'role', `${r.pick(['support', 'billing', 'noreply', 'privacy', 'careers', 'info', 'no-reply', 'notifications'])}@${r.pick(V.COMPANY_DOMAINS)}`, true),
  };
  return c;
}
