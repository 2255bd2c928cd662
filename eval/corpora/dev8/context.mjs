// Everything a document template needs: the language, a home country, people, and value makers
// bound to one random source.
import { lab, neg } from './doc.mjs';
import { L } from './lang.mjs';
import { person } from './names.mjs';
import { NATIONAL_IDS, PASSPORTS } from './ids.mjs';
import { COUNTRIES_BY_LANG, ORGS, address, phone, email, roleEmail, dateIn, fmtDate, dobLabel } from './contact.mjs';
import * as S from './secrets.mjs';
import { notDob, notName } from './lookalikes.mjs';

export class Ctx {
  constructor(r, lang) {
    this.r = r;
    this.lang = lang;
    this.L = L[lang];
    this.cc = r.pick(COUNTRIES_BY_LANG[lang]);
    this.org = r.pick(ORGS);
  }
  person() {
    const p = person(this.r, this.lang);
    p.dob = dateIn(this.r, 1946, 2005);
    return p;
  }
  /** The person's name as a label (soft when only a given name is shown, e.g. a greeting). */
  name(p, form = 'full') {
    if (form === 'given') return lab('person_name', 'given_name', p.given, true);
    if (form === 'latin') return lab('person_name', 'person_name', `${p.latinGiven} ${p.latinFamily}`);
    if (form === 'upper') return lab('person_name', 'person_name', `${p.latinFamily.toUpperCase()}, ${p.latinGiven}`);
    if (form === 'upper_family') return lab('person_name', 'person_name', `${p.latinGiven} ${p.latinFamily.toUpperCase()}`);
    if (form === 'family_first') return lab('person_name', 'person_name', `${p.latinFamily} ${p.latinGiven}`);
    return lab('person_name', 'person_name', p.full);
  }
  nationalId(p, cc = this.cc) {
    const gen = NATIONAL_IDS[cc] ?? NATIONAL_IDS[COUNTRIES_BY_LANG[this.lang].find((c) => NATIONAL_IDS[c])] ?? NATIONAL_IDS.US;
    const { type, value } = gen(this.r, p?.dob ?? dateIn(this.r, 1950, 2004));
    return lab('national_id', type, value);
  }
  passport(cc = this.cc) {
    const gen = PASSPORTS[cc] ?? PASSPORTS.US;
    return lab('passport', `passport_${(PASSPORTS[cc] ? cc : 'US').toLowerCase()}`, gen(this.r));
  }
  address(multiline = false, cc = this.cc) { return address(this.r, cc, multiline); }
  phone(cc = this.cc) { return phone(this.r, cc); }
  email(p, org = this.org) { return email(this.r, p, this.lang, org); }
  roleEmail(org = this.org) { return roleEmail(this.r, org); }
  dob(p, style) { return dobLabel(this.r, p.dob, this.lang, style); }
  date(y0 = 2023, y1 = 2026, style) { return fmtDate(this.r, dateIn(this.r, y0, y1), this.lang, style); }
  /** A date that is not a birth date (hire, issue, expiry, appointment, …). */
  otherDate(kind, y0 = 2019, y1 = 2027, style) { return notDob(kind, this.date(y0, y1, style)); }
  iban(cc = this.cc) { return S.iban(this.r, cc); }
  card(brand) { return S.card(this.r, brand); }
  /** The greeting of the language, punctuated as it is written before a sentence. */
  greet() { return /[,，、。.!！]$/.test(this.L.hello) ? this.L.hello : `${this.L.hello},`; }
  filler(n = 1) { return this.r.sample(this.L.s.filler, n).join(' '); }
  notName(kind) { return notName(this.r, kind); }
  orgName(org = this.org) { return neg('not_name.company', org[0]); }
  city() { return neg('not_name.place', this.r.pick(CITY_WORDS[this.lang] ?? CITY_WORDS.en)); }
}

const CITY_WORDS = {
  en: ['Manchester', 'Denver', 'Brighton', 'Sydney', 'Victoria', 'Charlotte', 'Florence'], de: ['Hamburg', 'Dresden', 'Graz', 'Basel', 'Paderborn'], fr: ['Lyon', 'Rennes', 'Genève', 'Namur'],
  es: ['Zaragoza', 'Valencia', 'Monterrey', 'Rosario'], pt: ['Braga', 'Campinas', 'Recife'], it: ['Torino', 'Bari', 'Verona'], nl: ['Utrecht', 'Eindhoven', 'Gent'], pl: ['Poznań', 'Lublin', 'Gdynia'],
  sv: ['Uppsala', 'Linköping', 'Umeå'], ja: ['大阪', '名古屋', '福岡'], zh: ['深圳', '杭州', '成都'], ko: ['부산', '인천', '대전'], ar: ['جدة', 'دبي', 'الدمام'], hi: ['पुणे', 'जयपुर', 'लखनऊ'], tr: ['İzmir', 'Bursa', 'Antalya'],
};
