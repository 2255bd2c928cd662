// Persons, names in many shapes, dates in local notation, emails, masks.
import { pad } from './rng.mjs';
import { IDS } from './ids.mjs';
import { LANG } from './langs.mjs';
const split = (s) => { const [n, l] = s.split('/'); return { n, l: l ?? n }; };
const MAILHOSTS = { BR: ['gmail.com', 'uol.com.br', 'hotmail.com', 'bol.com.br'], MX: ['gmail.com', 'hotmail.com', 'prodigy.net.mx'], DE: ['gmx.de', 'web.de', 't-online.de', 'gmail.com'], AT: ['gmx.at', 'aon.at'], FR: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'], IT: ['libero.it', 'virgilio.it', 'gmail.com'], PL: ['wp.pl', 'o2.pl', 'interia.pl', 'gmail.com'], CZ: ['seznam.cz', 'email.cz'], JP: ['yahoo.co.jp', 'docomo.ne.jp', 'gmail.com'], CN: ['qq.com', '163.com', '126.com'], KR: ['naver.com', 'daum.net', 'kakao.com'], RU: ['mail.ru', 'yandex.ru'], EE: ['hot.ee', 'mail.ee', 'gmail.com'], TR: ['gmail.com', 'hotmail.com', 'yandex.com.tr'], IN: ['gmail.com', 'rediffmail.com', 'yahoo.co.in'], NG: ['gmail.com', 'yahoo.com'], TW: ['yahoo.com.tw', 'gmail.com'], HK: ['yahoo.com.hk', 'gmail.com', 'netvigator.com'], VN: ['gmail.com', 'yahoo.com.vn'], SE: ['telia.com', 'gmail.com', 'hotmail.se'], NL: ['ziggo.nl', 'kpnmail.nl', 'gmail.com'], ES: ['gmail.com', 'hotmail.es', 'telefonica.net'] };
const TITLES = { en: ['Mr', 'Mrs', 'Ms', 'Dr'], de: ['Herr', 'Frau', 'Dr.'], fr: ['M.', 'Mme', 'Dr'], es: ['Sr.', 'Sra.', 'Dña.', 'D.'], pt: ['Sr.', 'Sra.', 'Dr.'], it: ['Sig.', 'Sig.ra', 'Dott.'], nl: ['dhr.', 'mevr.'], pl: ['Pan', 'Pani'], tr: ['Sayın'], ru: ['г-н', 'г-жа'], cs: ['pan', 'paní'], ro: ['dl.', 'dna.'], sv: [], nb: [], da: [], fi: [], et: [], el: ['κ.'], ar: ['السيد', 'السيدة'], he: ['מר', 'גב׳'], id: ['Bapak', 'Ibu'], ms: ['Encik', 'Puan'], hi: ['श्री', 'श्रीमती'], ur: ['جناب', 'محترمہ'], bn: ['জনাব'], th: ['นาย', 'นางสาว'], vi: ['Ông', 'Bà'], sw: ['Bw.', 'Bi.'] };
function genderFam(c, f, sex) {
  let n = f.n;
  if (c.cc === 'PL') n = sex === 'F' ? n.replace(/ski$/, 'ska').replace(/cki$/, 'cka') : n.replace(/ska$/, 'ski').replace(/cka$/, 'cki');
  if (c.cc === 'CZ') { if (sex === 'F') { if (/ý$/.test(n)) n = n.replace(/ý$/, 'á'); else if (!/á$/.test(n)) n = n.replace(/a$/, '') + 'ová'; } else { n = n.replace(/ová$/, 'a').replace(/ná$/, 'ný').replace(/rná$/, 'rný').replace(/á$/, 'ý'); } }
  if (c.cc === 'GR') { const m = { 'Βλάχου/Vlachou': ['Βλάχος', 'Vlachos'], 'Καραγιάννη/Karagianni': ['Καραγιάννης', 'Karagiannis'] }; if (sex === 'M' && m[f.n + '/' + f.l]) return { n: m[f.n + '/' + f.l][0], l: m[f.n + '/' + f.l][1] }; if (sex === 'F' && /ος$/.test(n)) return { n: n.replace(/ος$/, 'ου'), l: f.l.replace(/os$/, 'ou') }; if (sex === 'F' && /ης$/.test(n)) return { n: n.replace(/ης$/, 'η'), l: f.l.replace(/is$/, 'i') }; }
  return { n, l: c.cc === 'PL' || c.cc === 'CZ' ? n : f.l };
}
export function makePerson(r, c, opts = {}) {
  const sex = r.pick(['F', 'M']);
  const y = opts.child ? r.int(2010, 2020) : r.int(1948, 2004), m = r.int(1, 12), d = r.int(1, 28);
  const half = Math.ceil(c.given.length / 2);
  const gv = split(c.given[sex === 'F' ? r.int(0, half - 1) : r.int(half, c.given.length - 1)]); let fm = genderFam(c, split(r.pick(c.family)), sex); let fm2 = null;
  if (c.twoFam && r.chance(0.6)) fm2 = split(r.pick(c.family));
  const p = { sex, y, m, d, resident: r.chance(0.3), given: gv, family: fm, family2: fm2 };
  p.full = fullName(c, p, 'native'); p.latin = fullName(c, p, 'latin');
  return p;
}
function fullName(c, p, script) {
  const g = script === 'native' ? p.given.n : p.given.l; let f = script === 'native' ? p.family.n : p.family.l;
  if (p.family2) f += ' ' + (script === 'native' ? p.family2.n : p.family2.l);
  if (c.fgNative) return script === 'native' ? (c.noSpace ? f + g : f + ' ' + g) : (c.cc === 'VN' ? `${f} ${g}` : `${g} ${f}`);
  if (c.cc === 'HU') return `${f} ${g}`;
  return `${g} ${f}`;
}
// returns {pre, name, post, soft} – pre/post are unlabelled honorifics
export function nameShape(r, c, p, lang) {
  const T0 = TITLES[lang] ?? []; const FEM = /^(Mrs|Ms|Frau|Mme|Sra\.|Dña\.|Sig\.ra|mevr\.|Pani|г-жа|paní|dna\.|السيدة|גב׳|Ibu|Puan|श्रीमती|محترمہ|นางสาว|Bà|Bi\.)$/; const NEU = /^(Dr|Dr\.|Dott\.|Sayın|κ\.)$/; const T = T0.filter((t) => NEU.test(t) || (p.sex === 'F') === FEM.test(t));
  const fam = p.family2 ? `${p.family.l} ${p.family2.l}` : p.family.l;
  const shapes = [
    () => ({ name: p.full }), () => ({ name: p.full }),
    () => ({ name: p.latin }),
    () => (T.length ? { pre: r.pick(T) + ' ', name: p.full } : { name: p.full }),
    () => ({ name: `${fam.toUpperCase()}, ${p.given.l}` }),
    () => ({ name: `${p.given.l[0]}. ${fam}` }),
    () => (c.fgNative ? { name: `${p.family.l.toUpperCase()} ${p.given.l}` } : { name: `${p.given.l} ${fam.toUpperCase()}` }),
  ];
  const s = r.pick(shapes)();
  if (lang === 'ja' && r.chance(0.6)) s.post = '様';
  if (lang === 'ko' && r.chance(0.5)) s.post = ' 님';
  if (lang === 'zh' && r.chance(0.3)) s.post = '先生';
  return s;
}
const NUMS = { bn: '০১২৩৪৫৬৭৮৯', ar: '٠١٢٣٤٥٦٧٨٩', fa: '۰۱۲۳۴۵۶۷۸۹' };
const toScript = (s, set) => s.replace(/\d/g, (x) => set[+x]);
export function fmtDate(r, c, lang, dt) {
  const { y, m, d } = dt; const L = LANG[lang] ?? LANG.en; const mon = L.months[m - 1];
  const numeric = () => {
    switch (c.dfmt) {
      case 'dmy.': return `${pad(d)}.${pad(m)}.${y}`;
      case 'dmy-': return `${pad(d)}-${pad(m)}-${y}`;
      case 'mdy/': return `${pad(m)}/${pad(d)}/${y}`;
      case 'ymd-': return `${y}-${pad(m)}-${pad(d)}`;
      case 'ymd/': return `${y}/${pad(m)}/${pad(d)}`;
      case 'cn': return r.chance(0.5) ? `${y}年${m}月${d}日` : `${y}-${pad(m)}-${pad(d)}`;
      case 'jp': return r.chance(0.4) ? jpEra(y, m, d) : `${y}年${m}月${d}日`;
      case 'ko': return r.chance(0.5) ? `${y}년 ${m}월 ${d}일` : `${y}.${pad(m)}.${pad(d)}.`;
      default: return `${pad(d)}/${pad(m)}/${y}`;
    }
  };
  const long = () => {
    switch (lang) {
      case 'en': return c.dfmt === 'mdy/' ? `${mon} ${d}, ${y}` : `${d} ${mon} ${y}`;
      case 'de': case 'fi': case 'et': case 'cs': case 'nb': case 'da': return `${d}. ${mon} ${y}`;
      case 'es': case 'pt': return `${d} de ${mon} de ${y}`;
      case 'ru': return `${d} ${mon} ${y} г.`;
      case 'he': return `${d} ב${mon} ${y}`;
      case 'th': return `${d} ${mon} ${y + 543}`;
      case 'vi': return `ngày ${d} tháng ${m} năm ${y}`;
      case 'ja': return jpEra(y, m, d);
      case 'zh': return `${y}年${m}月${d}日`;
      case 'zh_t': return c.cc === 'TW' ? `民國${y - 1911}年${m}月${d}日` : `${y}年${m}月${d}日`;
      case 'ko': return `${y}년 ${m}월 ${d}일`;
      case 'bn': return toScript(`${d} ${mon} ${y}`, NUMS.bn);
      case 'ar': return r.chance(0.4) ? toScript(`${pad(d)}/${pad(m)}/${y}`, NUMS.ar) : `${d} ${mon} ${y}`;
      default: return `${d} ${mon} ${y}`;
    }
  };
  return r.chance(0.6) ? numeric() : long();
}
function jpEra(y, m, d) { if (y < 1989 || (y === 1989 && m === 1 && d < 8)) return `昭和${y - 1925}年${m}月${d}日`; if (y < 2019 || (y === 2019 && m < 5)) return `平成${y - 1988 === 1 ? '元' : y - 1988}年${m}月${d}日`; return `令和${y - 2018 === 1 ? '元' : y - 2018}年${m}月${d}日`; }
const translit = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/đ/gi, 'd').replace(/[^A-Za-z]/g, '').toLowerCase();
export function email(r, c, p) {
  const g = translit(p.given.l.split(' ')[0]) || 'user', f = translit(p.family.l.split(' ').pop()) || 'x';
  const host = r.chance(0.15) ? `${r.pick(['empresa', 'firma', 'corp', 'group', 'studio'])}-${r.letters(3).toLowerCase()}.${c.tld}` : r.pick(MAILHOSTS[c.cc] ?? ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com']);
  const local = r.pick([`${g}.${f}`, `${g}${f}${r.int(1, 99)}`, `${g[0]}${f}`, `${f}.${g}${String(p.y).slice(2)}`, `${g}_${f}`, `${c.cc === 'CN' ? r.digits(9) : g + r.int(100, 999)}`]);
  return `${local}@${host}`;
}
export function nationalId(r, c, p) { const [type, label] = r.pick(c.ids); const q = type === 'sa_nid' ? { ...p, resident: /الإقامة/.test(label) } : p; return { type, label, value: IDS[type].gen(r, q) }; }
export function mask(v, keep = 4, ch = '*') { const n = v.length; let seen = 0; return [...v].map((x, i) => (/[A-Za-z0-9]/.test(x) && i < n - keep && i > 1 ? ch : x)).join(''); }
export function otherDate(r) { return { y: r.int(2023, 2027), m: r.int(1, 12), d: r.int(1, 28) }; }
