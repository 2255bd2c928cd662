// Per-document context: language, persons, value factory with corpus-wide uniqueness, labels.
import { LOCALES, LOCALE_IDS, personName, isNonLatin } from './locales.mjs';
import { LABELS, P } from './lang.mjs';
import * as VV from './values.mjs';
import * as S from './secrets.mjs';
import { negative } from './negatives.mjs';

export const PII = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name'];
export const SECRETS = ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
export const ALL_CATS = [...PII, ...SECRETS];

export class Ctx {
  constructor(rng, loc, used, opts = {}) {
    this.rng = rng; this.loc = loc; this.lang = LOCALES[loc].lang; this.P = P[this.lang]; this.used = used; this.newly = [];
    this.lang2 = opts.lang2 || null; this.P2 = this.lang2 ? P[this.lang2] : null;
    this.negs = []; this.negKinds = []; this.xb = false; this.langs = new Set([this.lang]); if (this.lang2) this.langs.add(this.lang2);
    this.main = this.person(opts.crossBorder ? this.foreignLoc() : loc);
  }
  foreignLoc() { let l; do { l = this.rng.pick(LOCALE_IDS); } while (l === this.loc); return l; }
  uniq(gen, tries = 40) { for (let i = 0; i < tries; i++) { const v = gen(); const k = v.category + '|' + v.value; if (!this.used.has(k)) { this.used.add(k); this.newly.push(k); return v; } } throw new Error('RETRY'); }
  person(loc) {
    const latin = isNonLatin(loc) ? LOCALES[loc].lang !== this.lang && this.rng.chance(0.9) : false;
    for (let i = 0; i < 60; i++) { const p = personName(this.rng, loc, latin); const k = 'person_name|' + p.full; if (!this.used.has(k)) return { loc, p, latin, nameItem: null }; }
    throw new Error('RETRY');
  }
  nameOf(who) { if (!who.nameItem) { const k = 'person_name|' + who.p.full; if (this.used.has(k)) throw new Error('RETRY'); this.used.add(k); this.newly.push(k); who.nameItem = { category: 'person_name', type: isNonLatin(who.loc) && !who.latin ? `${who.loc.slice(0, 2)}_name_native` : `${who.loc.slice(0, 2)}_name_latin`, value: who.p.full }; } return who.nameItem; }
  make(cat, who = this.main, opt = {}) {
    const r = this.rng, vl = who.loc;
    if (vl !== this.loc && !['ip_address', 'crypto_wallet', ...SECRETS].includes(cat)) this.xb = true;
    if ((cat === 'tax_id' && !VV.TAX_LOCALES.includes(vl)) || (cat === 'iban' && !VV.hasIban(vl)) || (cat === 'bank_account' && !VV.BANK_LOCALES.includes(vl))) this.xb = true;
    switch (cat) {
      case 'person_name': return this.nameOf(who);
      case 'email': return this.uniq(() => VV.emailFor(r, who.p, vl, opt.corp));
      case 'phone_number': return this.uniq(() => VV.phoneValue(r, vl, this.lang));
      case 'street_address': return this.uniq(() => VV.addressValue(r, vl, this.lang));
      case 'date_of_birth': return this.uniq(() => (opt.iso ? VV.isoDob(r) : VV.dobValue(r, this.lang, this.loc)));
      case 'national_id': return this.uniq(() => VV.nationalIdValue(r, vl));
      case 'tax_id': return this.uniq(() => VV.taxIdValue(r, VV.TAX_LOCALES.includes(vl) ? vl : r.pick(VV.TAX_LOCALES), who.p));
      case 'passport_number': return this.uniq(() => VV.passportValue(r, vl));
      case 'iban': return this.uniq(() => VV.ibanValue(r, VV.hasIban(vl) ? vl : r.pick(VV.IBAN_COUNTRIES)));
      case 'bank_account': return this.uniq(() => VV.bankAccountValue(r, VV.BANK_LOCALES.includes(vl) ? vl : r.pick(VV.BANK_LOCALES)));
      case 'credit_card': return this.uniq(() => VV.cardValue(r, vl));
      case 'ip_address': return this.uniq(() => (opt.public ? (() => { let v; do { v = VV.ipValue(r); } while (v.soft); return v; })() : VV.ipValue(r)));
      case 'crypto_wallet': return this.uniq(() => VV.walletValue(r));
      case 'api_key': case 'auth_token': return this.uniq(() => S.tokenValue(r, cat, opt.type));
      case 'password': return this.uniq(() => S.passwordValue(r, opt.urlSafe));
      case 'connection_string': return this.uniq(() => S.connValue(r));
      case 'webhook_url': return this.uniq(() => S.webhookValue(r));
      case 'private_key': return this.uniq(() => S.privateKeyValue(r, opt.escaped));
    }
    throw new Error('no maker for ' + cat);
  }
  // label for a PII item in this document's language (sometimes the scheme's own name, an English or foreign label)
  label(item, lang = this.lang, vloc = null) {
    const r = this.rng;
    if (item.scheme && r.chance(0.6)) return item.scheme;
    if (item.category === 'iban') return 'IBAN';
    let L = LABELS[lang];
    const x = r.float();
    if (x < 0.15 && lang !== 'en') L = LABELS.en;
    else if (x < 0.25 && vloc) L = LABELS[LOCALES[vloc].lang];
    const arr = L[item.category] || LABELS.en[item.category] || [item.category];
    return r.pick(arr);
  }
  neg(kind) { return negative(this.rng, kind, this.lang, this.loc); }
}
