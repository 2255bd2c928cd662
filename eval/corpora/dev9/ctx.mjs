// Per-document helpers shared by the document kinds: localised labels, fresh people and values.
import { L, fmtDate } from './locale.mjs';
import { person, personLatin } from './people.mjs';
import { SCHEMES, SCHEMES_BY_LANG, WANDERING, birthParts, resplit } from './national-ids.mjs';
import { writeNeg, writePlace, writeExampleName, NEG_KINDS } from './negatives.mjs';
import * as V from './values.mjs';
import { address } from './addresses.mjs';

const IBAN_SHARE = { en: 0.45, ja: 0.2, zh: 0.2, ko: 0.3, hi: 0.2, ru: 0.4, pt: 0.5, es: 0.6 };
const BRANCH_CODE = { routing: 'Routing no.', sort: 'Sort code', bsb: 'BSB', ifsc: 'IFSC', agencia: 'Agência', branch: '支店番号', transit: 'Transit/Institution', bik: 'БИК' };

export function makeCtx(d) {
  const { r, lang } = d;
  const Lx = L[lang];
  const c = {
    r, lang, Lx,
    lab: (k) => { const v = Lx[k]; return Array.isArray(v) ? r.pick(v) : v; },
    person: () => person(r, lang),
    personLatin: () => personLatin(r, lang),
    birth: () => birthParts(r),
    date: (parts) => fmtDate(r, lang, parts),
    /** A national id of a scheme this language's documents carry; sometimes re-split. */
    nid: (split = 0.2) => {
      const id = r.chance(0.8) ? r.pick(SCHEMES_BY_LANG[lang]) : r.pick(r.chance(0.5) ? WANDERING : Object.keys(SCHEMES));
      const s = SCHEMES[id];
      let value = s.make(r);
      if (r.chance(split)) value = resplit(r, value);
      return { value, type: id, label: r.pick(s.labels), cc: s.cc };
    },
    passport: (cc) => V.passport(r, lang, cc),
    homePassport: () => r.pick(V.PASSPORT_BY_LANG[lang]),
    addr: () => address(r, lang),
    phone: () => V.phone(r, lang),
    email: (p) => V.email(r, p),
    iban: () => V.iban(r, lang),
    account: () => V.nationalAccount(r, lang),
    card: () => V.card(r),
    ip: () => (r.chance(0.8) ? V.ipv4(r) : V.ipv6(r)),
    wallet: () => V.wallet(r),
    apiKey: () => V.apiKey(r),
    jwt: (p) => V.jwt(r, p),
    bearer: () => V.bearer(r),
    pkey: () => V.privateKey(r),
    renderKey: (k, form) => V.renderKey(r, k, form),
    pw: () => V.password(r),
    conn: (pw) => V.connString(r, pw),
    neg: (group) => writeNeg(d, group ?? r.pick(NEG_KINDS), (p) => fmtDate(r, lang, p)),
    /** The look-alike value alone, for a slot whose label is already written. */
    negPlace: () => writePlace(d),
    exampleName: () => writeExampleName(d),
    negValue: (group) => writeNeg(d, group, (p) => fmtDate(r, lang, p), false),
    /** Writes a localised "label: value" field. */
    field: (label, cat, type, value, sep = ': ', soft = false) => { d.t(label + sep); d.v(cat, type, value, soft); },
    /** Fills in a phrase such as "my password is {}". */
    phrase: (tpl, cat, type, value, soft = false) => { const [a, b] = tpl.split('{}'); d.t(a); d.v(cat, type, value, soft); d.t(b ?? ''); },
    age: (parts) => 2026 - parts[0],
    /** Bank details as the language's documents give them: an IBAN, or a national account with its branch code. */
    bankField: (sep = ': ') => {
      if (r.chance(IBAN_SHARE[lang] ?? 0.85)) { const i = V.iban(r, lang); d.t(c.lab('iban') + sep); d.v('bank_account', i.type, i.value); return; }
      const a = V.nationalAccount(r, lang);
      const codes = Object.entries(a.ctx).map(([k, v]) => `${BRANCH_CODE[k]} ${v}`);
      if (codes.length && r.chance(0.5)) d.t(`${codes.join(', ')}, `);
      d.t(c.lab('account') + sep); d.v('bank_account', a.type, a.value, a.soft);
      if (codes.length && !d.text.includes(codes[0])) d.t(`  ${codes.join('  ')}`);
    },
  };
  return c;
}
