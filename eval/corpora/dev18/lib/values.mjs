// Random-but-valid values per category. Each returns {v: display string, type, lang-neutral}.
import crypto from 'node:crypto';
import { CS, luhnCheckDigit, ibanFrom, abaCheck, mod1110, verhoeffCheck, mrzCheck, b58check, bech32Encode, toBits5, mod97 } from './core.mjs';
import { LANGS } from './lang.mjs';

const pad = (n, w = 2) => String(n).padStart(w, '0');

export function personName(r, lang, opts = {}) {
  const L = LANGS[lang];
  const native = !opts.latin || !L.given_lat;
  const G = native ? L.given : L.given_lat, F = native ? L.family : L.family_lat;
  const g = r.pick(G), f = r.pick(F);
  const shape = r.int(0, 9);
  if (L.cjk && native) { const s = f + (lang === 'zh' || lang === 'ko' ? '' : r.pick(['', ' ', '\u3000'])) + g; return { v: shape < 3 && L.titles.length ? s + r.pick(L.titles) : s, type: 'native_family_first' }; }
  if (L.familyFirst && !native) return { v: shape < 5 ? `${f.toUpperCase()} ${g}` : `${g} ${f}`, type: shape < 5 ? 'family_first_caps' : 'given_family' };
  if (lang === 'ru' && native && shape < 4) return { v: `${f} ${g} ${r.pick(L.patronymic)}`, type: 'family_given_patronymic' };
  if (shape === 0 && L.titles.length) return { v: `${r.pick(L.titles)} ${g} ${f}`, type: 'titled' };
  if (shape === 1) return { v: `${g[0]}. ${f}`, type: 'initial_family' };
  if (shape === 2 && L.particles.length) return { v: `${g} ${r.pick(L.particles)} ${f}`.replace("d' ", "d'"), type: 'with_particle' };
  if (shape === 3 && !native) return { v: `${f}, ${g}`, type: 'family_comma_given' };
  if (shape === 3) return { v: `${f}, ${g}`, type: 'family_comma_given' };
  if (shape === 4) return { v: `${g} ${r.pick(G.filter((x) => x !== g))[0]}. ${f}`, type: 'middle_initial' };
  return { v: `${g} ${f}`, type: 'given_family' };
}

const DOMAINS = ['gmail.com', 'outlook.com', 'web.de', 'gmx.net', 'orange.fr', 'libero.it', 'yahoo.co.jp', 'qq.com', 'naver.com', 'mail.ru', 'proton.me', 'icloud.com', 'fastmail.fm', 'kestrel-crm.io', 'nordlicht-log.de', 'helios-bank.eu'];
const TRANSLIT = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', é: 'e', è: 'e', ë: 'e', ç: 'c', ñ: 'n', á: 'a', í: 'i', ó: 'o', ú: 'u', ł: 'l', ś: 's', ń: 'n', ą: 'a', ę: 'e', ż: 'z', ź: 'z', ć: 'c', ı: 'i', ş: 's', ğ: 'g', å: 'a', ø: 'o', æ: 'ae', ã: 'a', â: 'a', ô: 'o', ê: 'e' };
export function email(r, lang) {
  const L = LANGS[lang];
  const g = (L.given_lat ? r.pick(L.given_lat) : r.pick(L.given)), f = (L.family_lat ? r.pick(L.family_lat) : r.pick(L.family));
  const clean = (s) => [...s.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('').replace(/[^a-z0-9]/g, '');
  const local = r.pick([`${clean(g)}.${clean(f)}`, `${clean(g)[0]}${clean(f)}${r.int(1, 99)}`, `${clean(f)}_${clean(g)}`, `${clean(g)}${r.digits(4)}`, `${clean(g)}+${r.pick(['shop', 'news', 'work'])}`]);
  const dom = r.pick(DOMAINS); return { v: `${local}@${dom}`, type: local.includes('+') ? 'email_subaddress' : /kestrel|nordlicht|helios/.test(dom) ? 'email_work' : 'email_personal' };
}

export function phone(r, lang) {
  const c = LANGS[lang].country;
  const d = r.digits.bind(r);
  const m = {
    GB: () => `+44 7${d(3)} ${d(6)}`, DE: () => r.pick([`+49 151 ${d(8)}`, `030 ${d(4)} ${d(4)}`, `+49 (0)89 ${d(7)}`]),
    FR: () => r.pick([`+33 6 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `06.${d(2)}.${d(2)}.${d(2)}.${d(2)}`]), ES: () => `+34 6${d(2)} ${d(3)} ${d(3)}`,
    IT: () => `+39 3${d(2)} ${d(3)} ${d(4)}`, BR: () => `+55 (11) 9${d(4)}-${d(4)}`, NL: () => `+31 6 ${d(8)}`, PL: () => `+48 5${d(2)} ${d(3)} ${d(3)}`,
    RU: () => `+7 (9${d(2)}) ${d(3)}-${d(2)}-${d(2)}`, TR: () => `+90 5${d(2)} ${d(3)} ${d(2)} ${d(2)}`, JP: () => `090-${d(4)}-${d(4)}`, CN: () => `+86 13${d(1)} ${d(4)} ${d(4)}`,
    KR: () => `010-${d(4)}-${d(4)}`, SA: () => `+966 5${d(1)} ${d(3)} ${d(4)}`, IN: () => `+91 9${d(4)} ${d(5)}`, SE: () => `070-${d(3)} ${d(2)} ${d(2)}`,
    DK: () => `+45 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, FI: () => `+358 40 ${d(3)} ${d(4)}`, US: () => `+1 (${r.int(201, 989)}) ${r.int(200, 999)}-${d(4)}`,
  };
  const cc = lang === 'en' && r.chance(0.5) ? 'US' : c;
  return { v: m[cc](), type: `phone_${cc.toLowerCase()}` };
}

const ADDR = {
  en: (r) => r.chance(0.5) ? `${r.int(2, 240)} ${r.pick(['Kingsley', 'Ashdown', 'Mercer', 'Holloway'])} ${r.pick(['Road', 'Lane', 'Close', 'Gardens'])}\n${r.pick(['Leeds', 'Bristol', 'Norwich'])} ${r.pick(['LS', 'BS', 'NR'])}${r.int(1, 19)} ${r.int(1, 9)}${r.str(2, 'ABDEFGHJLNPQRSTUWXYZ')}` : `${r.int(100, 9999)} ${r.pick(['Maple', 'Juniper', 'Cedar'])} ${r.pick(['St', 'Ave', 'Blvd'])}, Apt ${r.int(1, 40)}\n${r.pick(['Springfield, IL', 'Tacoma, WA', 'Dayton, OH'])} ${r.digits(5)}`,
  de: (r) => `${r.pick(['Lindenstraße', 'Am Mühlbach', 'Gartenweg', 'Schillerstr.'])} ${r.int(1, 120)}${r.pick(['', 'a', 'b'])}\n${r.digits(5)} ${r.pick(['Leipzig', 'Bamberg', 'Kassel'])}`,
  fr: (r) => `${r.int(1, 90)} ${r.pick(['rue des Tilleuls', 'avenue Jean-Jaurès', 'impasse du Moulin'])}\n${r.digits(5)} ${r.pick(['Rennes', 'Dijon', 'Angers'])}`,
  es: (r) => `C/ ${r.pick(['Mayor', 'del Olmo', 'Alcalá'])}, ${r.int(1, 200)}, ${r.int(1, 8)}º ${r.pick(['A', 'B', 'izq.'])}\n${r.digits(5)} ${r.pick(['Zaragoza', 'Murcia'])}`,
  it: (r) => `Via ${r.pick(['Garibaldi', 'dei Mille', 'Roma'])} ${r.int(1, 150)}\n${r.digits(5)} ${r.pick(['Parma', 'Bergamo'])} (${r.pick(['PR', 'BG'])})`,
  pt: (r) => `Rua ${r.pick(['das Acácias', 'Sete de Setembro', 'Padre Anchieta'])}, ${r.int(10, 2000)} - apto ${r.int(11, 99)}\n${r.digits(5)}-${r.digits(3)} ${r.pick(['Campinas - SP', 'Londrina - PR'])}`,
  nl: (r) => `${r.pick(['Lindelaan', 'Kerkstraat', 'Molenweg'])} ${r.int(1, 300)}\n${r.int(1000, 9999)} ${r.str(2, 'ABCDEGHJKLMNPRSTVWXZ')} ${r.pick(['Zwolle', 'Delft'])}`,
  pl: (r) => `ul. ${r.pick(['Lipowa', 'Słoneczna', 'Kościuszki'])} ${r.int(1, 99)}/${r.int(1, 40)}\n${r.digits(2)}-${r.digits(3)} ${r.pick(['Lublin', 'Toruń'])}`,
  ru: (r) => `ул. ${r.pick(['Садовая', 'Лесная', 'Гагарина'])}, д. ${r.int(1, 99)}, кв. ${r.int(1, 200)}\n${r.digits(6)} г. ${r.pick(['Самара', 'Пермь'])}`,
  tr: (r) => `${r.pick(['Atatürk Mah.', 'Cumhuriyet Mah.'])} ${r.pick(['Lale Sk.', 'Gül Sk.'])} No: ${r.int(1, 80)} D: ${r.int(1, 20)}\n${r.digits(5)} ${r.pick(['Kadıköy/İstanbul', 'Çankaya/Ankara'])}`,
  ja: (r) => `〒${r.digits(3)}-${r.digits(4)} ${r.pick(['東京都世田谷区', '大阪府吹田市', '神奈川県川崎市中原区'])}${r.pick(['桜丘', '緑町', '本町'])}${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)}`,
  zh: (r) => `${r.pick(['上海市徐汇区', '北京市海淀区', '广州市天河区'])}${r.pick(['建国路', '中山路', '学院路'])}${r.int(1, 999)}号${r.int(1, 30)}栋${r.int(101, 2808)}室`,
  ko: (r) => `${r.pick(['서울특별시 마포구', '경기도 성남시 분당구', '부산광역시 해운대구'])} ${r.pick(['월드컵로', '판교역로', '해운대로'])} ${r.int(1, 300)}, ${r.int(101, 1204)}호`,
  ar: (r) => `${r.pick(['حي النخيل', 'حي الروضة'])}، شارع ${r.pick(['الأمير سلطان', 'الملك عبدالعزيز'])}، مبنى ${r.int(1000, 9999)}\n${r.pick(['الرياض', 'جدة'])} ${r.digits(5)}`,
  hi: (r) => `${r.pick(['फ़्लैट', 'मकान'])} नं. ${r.int(1, 500)}, ${r.pick(['गांधी नगर', 'शिवाजी मार्ग'])}\n${r.pick(['पुणे', 'लखनऊ'])} - ${r.int(110, 899)}${r.digits(3)}`,
  sv: (r) => `${r.pick(['Storgatan', 'Björkvägen', 'Kyrkogatan'])} ${r.int(1, 90)}\n${r.digits(3)} ${r.digits(2)} ${r.pick(['Uppsala', 'Västerås'])}`,
  da: (r) => `${r.pick(['Skovvej', 'Vestergade'])} ${r.int(1, 90)}, ${r.int(1, 4)}. tv.\n${r.int(1000, 9999)} ${r.pick(['Vejle', 'Aalborg'])}`,
  fi: (r) => `${r.pick(['Koivukuja', 'Rantatie'])} ${r.int(1, 50)} ${r.pick(['A', 'B'])} ${r.int(1, 30)}\n${r.digits(5)} ${r.pick(['Turku', 'Espoo'])}`,
};
export const address = (r, lang) => ({ v: ADDR[lang](r), type: `address_${lang}` });

export function dob(r, lang) {
  const y = r.int(1940, 2006), m = r.int(1, 12), d = r.int(1, 28);
  const fmts = { en: r.pick([`${pad(d)}/${pad(m)}/${y}`, `${y}-${pad(m)}-${pad(d)}`, `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${d}, ${y}`]),
    de: `${pad(d)}.${pad(m)}.${y}`, fr: `${pad(d)}/${pad(m)}/${y}`, es: `${pad(d)}/${pad(m)}/${y}`, it: `${pad(d)}/${pad(m)}/${y}`, pt: `${pad(d)}/${pad(m)}/${y}`, nl: `${pad(d)}-${pad(m)}-${y}`, pl: `${pad(d)}.${pad(m)}.${y}`, ru: `${pad(d)}.${pad(m)}.${y}`, tr: `${pad(d)}.${pad(m)}.${y}`,
    ja: `${y}年${m}月${d}日`, zh: `${y}年${m}月${d}日`, ko: `${y}년 ${m}월 ${d}일`, ar: `${pad(d)}/${pad(m)}/${y}`, hi: `${pad(d)}-${pad(m)}-${y}`, sv: `${y}-${pad(m)}-${pad(d)}`, da: `${pad(d)}.${pad(m)}.${y}`, fi: `${d}.${m}.${y}` };
  return { v: fmts[lang], type: 'dob', y, m, d };
}

// ---- national ids (scheme -> generator). type = nid_<scheme>
const NID = {
  us_ssn: (r) => { let a; do a = r.int(1, 899); while (a === 666); return `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; },
  gb_nino: (r) => `${r.pick('ABCEGHJKLMNOPRSTWXYZ'.split(''))}${r.pick('ABCEGHJKLMNPRSTWXYZ'.split(''))} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.pick(['A', 'B', 'C', 'D'])}`,
  de_steuerid: (r) => { let b; do { b = String(r.int(1, 9)) + r.digits(9); } while (new Set(b).size < 8 || new Set(b).size > 9 || Math.max(...[...new Set(b)].map((c) => b.split(c).length - 1)) > 3); const s = b + mod1110(b); return `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`; },
  fr_nir: (r) => { const b = `${r.int(1, 2)}${pad(r.int(40, 99))}${pad(r.int(1, 12))}${pad(r.int(1, 95))}${r.digits(3)}${r.digits(3)}`; const k = 97 - Number(BigInt(b) % 97n); return `${b[0]} ${b.slice(1, 3)} ${b.slice(3, 5)} ${b.slice(5, 7)} ${b.slice(7, 10)} ${b.slice(10, 13)} ${pad(k)}`; },
  es_dni: (r) => { const n = r.digits(8); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]; },
  es_nie: (r) => { const p = r.int(0, 2); const n = r.digits(7); return 'XYZ'[p] + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(p + n) % 23]; },
  it_cf: (r) => { const U = CS.U; const s = r.str(6, 'BCDFGLMNPRSTVZ') + r.digits(2) + r.pick('ABCDEHLMPRST'.split('')) + pad(r.int(1, 71)) + r.pick('ADFHLM'.split('')) + r.digits(3); const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]; let t = 0; for (let i = 0; i < 15; i++) { const c = s[i]; const v = /\d/.test(c) ? +c : U.indexOf(c); t += i % 2 === 0 ? odd[v] : v; } return s + U[t % 26]; },
  nl_bsn: (r) => { for (;;) { const b = r.digits(8); let s = 0; for (let i = 0; i < 8; i++) s += (9 - i) * +b[i]; const c = s % 11; if (c < 10 && b[0] !== '0') return b + c; } },
  pl_pesel: (r) => { const y = r.int(1950, 2005), m = r.int(1, 12), d = r.int(1, 28); const mm = y >= 2000 ? m + 20 : m; const b = pad(y % 100) + pad(mm) + pad(d) + r.digits(4); const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let s = 0; for (let i = 0; i < 10; i++) s += w[i] * +b[i]; return b + (10 - (s % 10)) % 10; },
  se_pnr: (r) => { const b = pad(r.int(40, 99)) + pad(r.int(1, 12)) + pad(r.int(1, 28)) + r.digits(3); return `${b.slice(0, 6)}-${b.slice(6)}${luhnCheckDigit(b)}`; },
  tr_tckn: (r) => { const d = [r.int(1, 9), ...r.digits(8).split('').map(Number)]; const d10 = (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; },
  br_cpf: (r) => { const b = r.digits(9).split('').map(Number); const c1 = ((b.reduce((s, x, i) => s + x * (10 - i), 0) * 10) % 11) % 10; const c2 = (([...b, c1].reduce((s, x, i) => s + x * (11 - i), 0) * 10) % 11) % 10; const s = b.join('') + c1 + c2; return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`; },
  in_aadhaar: (r) => { const b = String(r.int(2, 9)) + r.digits(10); const s = b + verhoeffCheck(b); return `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}`; },
  cn_rid: (r) => { const b = r.pick(['110108', '310104', '440106', '510107']) + r.int(1950, 2005) + pad(r.int(1, 12)) + pad(r.int(1, 28)) + r.digits(3); const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let s = 0; for (let i = 0; i < 17; i++) s += w[i] * +b[i]; return b + '10X98765432'[s % 11]; },
  kr_rrn: (r) => { const b = pad(r.int(50, 99)) + pad(r.int(1, 12)) + pad(r.int(1, 28)) + r.int(1, 2) + r.digits(5); const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let s = 0; for (let i = 0; i < 12; i++) s += w[i] * +b[i]; const c = (11 - (s % 11)) % 10; return `${b.slice(0, 6)}-${b.slice(6)}${c}`; },
  jp_mynumber: (r) => { const b = r.digits(11); let s = 0; for (let n = 1; n <= 11; n++) { const p = +b[11 - n]; const q = n <= 6 ? n + 1 : n - 5; s += p * q; } const rem = s % 11; const c = rem <= 1 ? 0 : 11 - rem; const v = b + c; return `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`; },
  be_nn: (r) => { const b = pad(r.int(40, 99)) + pad(r.int(1, 12)) + pad(r.int(1, 28)) + pad(r.int(1, 997), 3); const c = 97 - Number(BigInt(b) % 97n); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6, 9)}.${pad(c)}`; },
  ru_snils: (r) => { for (;;) { const b = r.digits(9); if (b < '001001998') continue; let s = 0; for (let i = 0; i < 9; i++) s += +b[i] * (9 - i); let c = s < 100 ? s : s === 100 || s === 101 ? 0 : s % 101; if (c === 100) c = 0; return `${b.slice(0, 3)}-${b.slice(3, 6)}-${b.slice(6)} ${pad(c)}`; } },
  ca_sin: (r) => { const b = String(r.int(1, 7)) + r.digits(7); const s = b + luhnCheckDigit(b); return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; },
  sa_nid: (r) => { const b = String(r.int(1, 2)) + r.digits(8); return b + luhnCheckDigit(b); },
  fi_hetu: (r) => { const d = r.int(1, 28), m = r.int(1, 12), y = r.int(40, 99), n = r.int(2, 899); const num = Number(`${pad(d)}${pad(m)}${pad(y)}${pad(n, 3)}`); return `${pad(d)}${pad(m)}${pad(y)}-${pad(n, 3)}${'0123456789ABCDEFHJKLMNPRSTUVWXY'[num % 31]}`; },
  dk_cpr: (r) => `${pad(r.int(1, 28))}${pad(r.int(1, 12))}${pad(r.int(40, 99))}-${r.digits(4)}`,
  pt_nif: (r) => { const b = String(r.pick([1, 2, 5])) + r.digits(7); let s = 0; for (let i = 0; i < 8; i++) s += +b[i] * (9 - i); const c = 11 - (s % 11); return b + (c >= 10 ? 0 : c); },
};
const NID_BY_LANG = { en: ['us_ssn', 'gb_nino', 'ca_sin'], de: ['de_steuerid'], fr: ['fr_nir', 'be_nn'], es: ['es_dni', 'es_nie'], it: ['it_cf'], pt: ['br_cpf', 'pt_nif'], nl: ['nl_bsn', 'be_nn'], pl: ['pl_pesel'], ru: ['ru_snils'], tr: ['tr_tckn'], ja: ['jp_mynumber'], zh: ['cn_rid'], ko: ['kr_rrn'], ar: ['sa_nid'], hi: ['in_aadhaar'], sv: ['se_pnr'], da: ['dk_cpr'], fi: ['fi_hetu'] };
export const NID_SCHEMES = Object.keys(NID);
export function nationalId(r, lang) { const s = r.chance(0.15) ? r.pick(NID_SCHEMES) : r.pick(NID_BY_LANG[lang]); return { v: NID[s](r), type: `nid_${s}` }; }

// ---- passports
const PP = {
  US: (r) => r.digits(9), GB: (r) => r.digits(9), DE: (r) => 'C' + r.str(8, 'CFGHJKLMNPRTVWXYZ0123456789'), FR: (r) => r.digits(2) + r.str(2, CS.U) + r.digits(5),
  ES: (r) => r.str(3, CS.U) + r.digits(6), IT: (r) => r.str(2, CS.U) + r.digits(7), NL: (r) => r.str(2, 'ABCDEFGHIJKLMNPQRSTUVWXYZ') + r.str(6, 'ABCDEFGHIJKLMNPQRSTUVWXYZ0123456789') + r.digits(1),
  PL: (r) => r.str(2, CS.U) + r.digits(7), RU: (r) => r.digits(9), JP: (r) => r.pick(['TK', 'TR', 'MZ']) + r.digits(7), CN: (r) => 'E' + r.digits(8), KR: (r) => 'M' + r.digits(8),
  IN: (r) => r.str(1, 'ABCDEFGHJKLMNPRSTUVWZ') + r.digits(7), TR: (r) => 'U' + r.digits(8), SE: (r) => r.digits(8), BR: (r) => r.str(2, CS.U) + r.digits(6), SA: (r) => r.str(1, CS.U) + r.digits(8), DK: (r) => r.digits(9), FI: (r) => r.str(2, CS.U) + r.digits(7),
};
const ISO3 = { US: 'USA', GB: 'GBR', DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL', RU: 'RUS', JP: 'JPN', CN: 'CHN', KR: 'KOR', IN: 'IND', TR: 'TUR', SE: 'SWE', BR: 'BRA', SA: 'SAU', DK: 'DNK', FI: 'FIN' };
export const PASSPORT_COUNTRIES = Object.keys(PP);
export function passport(r, lang, opts = {}) {
  const c = r.chance(0.7) ? (LANGS[lang].country === 'GB' && r.chance(0.5) ? 'US' : LANGS[lang].country) : r.pick(PASSPORT_COUNTRIES);
  const num = PP[c](r);
  if (opts.mrz) {
    const L = LANGS[lang]; const sur = (L.family_lat ? r.pick(L.family_lat) : 'DOE').toUpperCase().replace(/[^A-Z]/g, '<'); const giv = (L.given_lat ? r.pick(L.given_lat) : 'ALEX').toUpperCase().replace(/[^A-Z]/g, '<');
    const latin = (s) => [...s].map((ch) => (TRANSLIT[ch.toLowerCase()] ?? ch).toUpperCase()).join('').replace(/[^A-Z<]/g, '<');
    const l1 = (`P<${ISO3[c]}${latin(sur)}<<${latin(giv)}`).padEnd(44, '<').slice(0, 44);
    const docn = num.padEnd(9, '<').slice(0, 9); const b = pad(r.int(40, 99)) + pad(r.int(1, 12)) + pad(r.int(1, 28)); const e = pad(r.int(27, 35)) + pad(r.int(1, 12)) + pad(r.int(1, 28));
    const sex = r.pick(['M', 'F']); const opt = '<'.repeat(14);
    const head = docn + mrzCheck(docn) + ISO3[c] + b + mrzCheck(b) + sex + e + mrzCheck(e) + opt + mrzCheck(opt);
    const comp = docn + mrzCheck(docn) + b + mrzCheck(b) + e + mrzCheck(e) + opt + mrzCheck(opt);
    return { v: `${l1}\n${head}${mrzCheck(comp)}`, type: `passport_mrz_${c.toLowerCase()}` };
  }
  return { v: num, type: `passport_${c.toLowerCase()}` };
}

// ---- bank
const IBAN_FMT = { DE: (r) => r.digits(18), FR: (r) => r.digits(10) + r.str(11, CS.UD) + r.digits(2), ES: (r) => r.digits(20), IT: (r) => r.str(1, CS.U) + r.digits(10) + r.str(12, CS.UD), NL: (r) => r.pick(['ABNA', 'RABO', 'INGB', 'TRIO']) + r.digits(10),
  PL: (r) => r.digits(24), GB: (r) => r.pick(['NWBK', 'BARC', 'LOYD', 'MIDL']) + r.digits(14), BE: (r) => r.digits(12), SE: (r) => r.digits(20), PT: (r) => r.digits(21), TR: (r) => r.digits(5) + '0' + r.str(16, CS.UD), SA: (r) => r.digits(2) + r.str(18, CS.UD), DK: (r) => r.digits(14), FI: (r) => r.digits(14), AT: (r) => r.digits(16), CH: (r) => r.digits(5) + r.str(12, CS.UD), NO: (r) => r.digits(11), BR: (r) => r.digits(23) + 'C' + r.str(1, CS.UD) };
const IBAN_BY_LANG = { en: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', pt: 'PT', nl: 'NL', pl: 'PL', ru: 'DE', tr: 'TR', ja: 'DE', zh: 'GB', ko: 'FR', ar: 'SA', hi: 'GB', sv: 'SE', da: 'DK', fi: 'FI' };
export const group4 = (s) => s.replace(/(.{4})(?=.)/g, '$1 ');
export function bank(r, lang) {
  const k = r.int(0, 9);
  if (k <= 5) { const cc = r.chance(0.7) ? IBAN_BY_LANG[lang] : r.pick(Object.keys(IBAN_FMT)); const ib = ibanFrom(cc, IBAN_FMT[cc](r)); return { v: r.chance(0.6) ? group4(ib) : ib, type: `iban_${cc.toLowerCase()}` }; }
  if (k === 6) { const b = r.pick(['0', '1', '2', '3']) + r.digits(7); return { pre: 'routing ', v: `${b + abaCheck(b)}, account ${r.digits(r.int(8, 12))}`, type: 'us_routing_account' }; }
  if (k === 7) return { pre: 'sort code ', v: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}, acc. ${r.digits(8)}`, type: 'gb_sortcode_account' };
  if (k === 8) return { pre: 'IFSC ', v: `${r.str(4, CS.U)}0${r.str(6, CS.UD)} A/c ${r.digits(r.int(11, 14))}`, type: 'in_ifsc_account' };
  return { v: lang === 'ja' ? `${r.pick(['みずほ銀行', '三井住友銀行'])} ${r.digits(3)}支店 普通 ${r.digits(7)}` : `${r.digits(3)}-${r.digits(3)} Acct ${r.digits(9)}`, pre: lang === 'ja' ? '' : 'BSB ', type: lang === 'ja' ? 'jp_branch_account' : 'au_bsb_account' };
}

export function card(r) {
  const t = r.pick(['visa', 'mc', 'mc2', 'amex', 'discover', 'jcb', 'unionpay', 'diners']);
  const pre = { visa: '4' + r.digits(5), mc: String(r.int(51, 55)) + r.digits(4), mc2: String(r.int(2221, 2720)) + r.digits(2), amex: r.pick(['34', '37']) + r.digits(4), discover: '6011' + r.digits(2), jcb: String(r.int(3528, 3589)) + r.digits(2), unionpay: '62' + r.digits(4), diners: '36' + r.digits(4) }[t];
  const len = t === 'amex' ? 15 : t === 'diners' ? 14 : 16;
  const body = pre + r.digits(len - 1 - pre.length); const n = body + luhnCheckDigit(body);
  const g = t === 'amex' ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : t === 'diners' ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : r.chance(0.8) ? group4(n) : n;
  return { v: r.chance(0.25) ? g.replace(/ /g, '-') : g, type: `card_${t.replace('2', '')}` };
}

export function ip(r) {
  if (r.chance(0.25)) { const h = () => r.int(0, 0xffff).toString(16); return { v: `2a0${r.int(0, 9)}:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}:${h()}`, type: 'ipv6' }; }
  let a; do a = r.int(11, 223); while ([127, 169, 172, 192, 198, 203, 100].includes(a));
  return { v: `${a}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, type: 'ipv4' };
}

export function wallet(r) {
  const k = r.int(0, 7);
  if (k === 0) return { v: b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)])), type: 'btc_p2pkh' };
  if (k === 1) return { v: b58check(Buffer.concat([Buffer.from([5]), r.bytes(20)])), type: 'btc_p2sh' };
  if (k === 2) return { v: bech32Encode('bc', [0, ...toBits5(r.bytes(20))]), type: 'btc_bech32' };
  if (k === 3) return { v: '0x' + r.bytes(20).toString('hex'), type: 'eth' };
  if (k === 4) return { v: b58check(Buffer.concat([Buffer.from([0x30]), r.bytes(20)])), type: 'ltc' };
  if (k === 5) return { v: b58check(Buffer.concat([Buffer.from([0x41]), r.bytes(20)])), type: 'tron' };
  if (k === 6) return { v: b58check(Buffer.concat([Buffer.from([0x1e]), r.bytes(20)])), type: 'doge' };
  return { v: b58check(Buffer.concat([Buffer.from([0]), r.bytes(20)]), 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'), type: 'xrp' };
}

const PW_WORDS = ['falcon', 'Tulpe', 'marzipan', 'Orion', 'kettle', 'Vesuvio', 'nebula', 'Quokka', 'saffron', 'Zephyr'];
export function password(r) {
  const k = r.int(0, 3);
  if (k === 0) return { v: r.str(r.int(12, 20), CS.AN + '!#$%&*+-=?@^_~'), type: 'random' };
  if (k === 1) return { v: `${r.pick(PW_WORDS)}${r.pick(['!', '#', '$', '_', '.'])}${r.pick(PW_WORDS)}${r.digits(r.int(2, 4))}`, type: 'passphrase' };
  if (k === 2) return { v: `${r.pick(PW_WORDS)}-${r.pick(PW_WORDS).toLowerCase()}-${r.pick(PW_WORDS).toLowerCase()}-${r.digits(2)}`, type: 'diceware' };
  return { v: r.str(4, CS.U) + r.str(4, CS.L) + r.digits(3) + r.pick(['!', '%', '&', '?']) + r.str(3, CS.AN), type: 'mixed' };
}

const A = CS.AN, H = CS.HEX;
export const API_KEYS = {
  aws_access_key_id: (r) => r.pick(['AKIA', 'ASIA']) + r.str(16, CS.U + '234567'),
  aws_secret_access_key: (r) => r.str(40, CS.U + CS.L + CS.D + '+/'),
  github_pat: (r) => r.pick(['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']) + r.str(36, A),
  github_fine_grained: (r) => 'github_pat_11' + r.str(20, CS.UD) + '_' + r.str(59, A),
  gitlab_pat: (r) => 'glpat-' + r.str(20, A + '-_'),
  slack_bot: (r) => `xox${r.pick(['b', 'p', 'a'])}-${r.digits(11)}-${r.digits(13)}-${r.str(24, A)}`,
  slack_webhook: (r) => `https://hooks.slack.com/services/T${r.str(8, CS.UD)}/B${r.str(10, CS.UD)}/${r.str(24, A)}`,
  stripe_secret: (r) => r.pick(['sk_live_', 'rk_live_']) + r.str(r.pick([24, 99]), A),
  openai: (r) => r.chance(0.5) ? 'sk-proj-' + r.str(156, A + '-_') : 'sk-' + r.str(20, A) + 'T3BlbkFJ' + r.str(20, A),
  anthropic: (r) => 'sk-ant-api03-' + r.str(93, A + '-_') + 'AA',
  google_api: (r) => 'AIza' + r.str(35, A + '-_'),
  sendgrid: (r) => 'SG.' + r.str(22, A + '-_') + '.' + r.str(43, A + '-_'),
  twilio_api_key: (r) => 'SK' + r.str(32, H),
  mailgun: (r) => 'key-' + r.str(32, H),
  npm: (r) => 'npm_' + r.str(36, A),
  pypi: (r) => 'pypi-AgEIcHlwaS5vcmc' + r.str(r.int(70, 120), A + '-_'),
  shopify: (r) => r.pick(['shpat_', 'shpss_', 'shpca_']) + r.str(32, H),
  digitalocean: (r) => r.pick(['dop_v1_', 'doo_v1_']) + r.str(64, H),
  huggingface: (r) => 'hf_' + r.str(34, CS.U + CS.L),
  telegram_bot: (r) => `${r.int(100000000, 9999999999)}:AA${r.str(33, A + '-_')}`,
  square: (r) => 'sq0atp-' + r.str(22, A + '-_'),
  linear: (r) => 'lin_api_' + r.str(40, A),
  doppler: (r) => 'dp.pt.' + r.str(43, A),
  postman: (r) => `PMAK-${r.str(24, H)}-${r.str(34, H)}`,
  grafana_sa: (r) => `glsa_${r.str(32, A)}_${r.str(8, H)}`,
  newrelic: (r) => 'NRAK-' + r.str(27, CS.UD),
  databricks: (r) => 'dapi' + r.str(32, H),
  pulumi: (r) => 'pul-' + r.str(40, H),
  vault: (r) => 'hvs.' + r.str(90, A + '-_'),
  azure_storage: (r) => r.str(86, CS.B64) + '==',
  atlassian: (r) => 'ATATT3xFfGF0' + r.str(170, A + '-_') + '=' + r.str(8, H.toUpperCase()),
  mapbox: (r) => 'sk.eyJ1Ijoi' + r.str(60, A) + '.' + r.str(22, A + '-_'),
};
export function apiKey(r) { const t = r.pick(Object.keys(API_KEYS)); return { v: API_KEYS[t](r), type: t }; }

const b64u = (x) => Buffer.from(x).toString('base64url');
export function accessToken(r) {
  const k = r.int(0, 6);
  if (k <= 2) {
    const hdr = { alg: r.pick(['HS256', 'RS256', 'ES256']), typ: 'JWT' }; if (hdr.alg !== 'HS256') hdr.kid = r.str(8, H);
    const now = 1790000000 + r.int(0, 9000000);
    const pl = { sub: r.str(10, A), iss: r.pick(['https://auth.kestrel-crm.io/', 'https://login.helios-bank.eu', 'accounts.tyrell.dev']), aud: r.pick(['api', 'web', 'mobile']), iat: now, exp: now + 3600, scope: r.pick(['read write', 'openid profile email', 'payments:write']) };
    const h = b64u(JSON.stringify(hdr)), p = b64u(JSON.stringify(pl));
    const sig = hdr.alg === 'HS256' ? crypto.createHmac('sha256', r.bytes(32)).update(`${h}.${p}`).digest('base64url') : r.bytes(hdr.alg === 'RS256' ? 256 : 64).toString('base64url');
    return { v: `${h}.${p}.${sig}`, type: 'jwt' };
  }
  if (k === 3) return { v: 'ya29.' + r.str(r.int(100, 160), A + '-_'), type: 'google_oauth_access' };
  if (k === 4) return { v: '1//0' + r.str(r.int(80, 100), A + '-_'), type: 'google_oauth_refresh' };
  if (k === 5) return { v: r.pick(['EAAG', 'EAAB']) + r.str(r.int(150, 190), A), type: 'facebook_access' };
  return { v: r.str(r.int(32, 64), A + '-._~'), type: 'opaque_bearer' };
}

const wrap64 = (s) => s.replace(/(.{64})(?=.)/g, '$1\n');
export function privateKey(r) {
  const k = r.int(0, 6);
  if (k === 0) return { v: `-----BEGIN RSA PRIVATE KEY-----\n${wrap64('MII' + r.str(r.int(380, 900), CS.B64) + '==')}\n-----END RSA PRIVATE KEY-----`, type: 'pem_rsa' };
  if (k === 1) return { v: `-----BEGIN PRIVATE KEY-----\n${wrap64('MIIE' + r.str(r.int(300, 700), CS.B64) + '=')}\n-----END PRIVATE KEY-----`, type: 'pem_pkcs8' };
  if (k === 2) return { v: `-----BEGIN EC PRIVATE KEY-----\n${wrap64('MHcCAQEEI' + r.str(151, CS.B64) + '==')}\n-----END EC PRIVATE KEY-----`, type: 'pem_ec' };
  if (k === 3) return { v: `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap64('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + r.str(r.int(250, 400), CS.B64))}\n-----END OPENSSH PRIVATE KEY-----`, type: 'openssh' };
  if (k === 4) return { v: 'AGE-SECRET-KEY-1' + r.str(58, CS.U.replace(/[BIO]/g, '') + '023456789'), type: 'age_secret' };
  if (k === 5) return { v: Buffer.concat([Buffer.from([0x80]), r.bytes(32), Buffer.from([1])]).length && b58check(Buffer.concat([Buffer.from([0x80]), r.bytes(32), Buffer.from([1])])), type: 'btc_wif' };
  return { v: r.bytes(32).toString('base64'), type: 'wireguard_private' };
}

export function connString(r, lang) {
  const user = r.pick(['app', 'svc_orders', 'admin', 'reporting', 'etl_user', 'deploy']); const pw = r.str(r.int(10, 18), A + '!*-_');
  const pwU = encodeURIComponent(pw);
  const host = r.pick(['db-prod-2.internal.kestrel-crm.io', `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(2, 250)}`, 'orders.cluster-c9x.eu-west-1.rds.amazonaws.com', 'mongo0.helios-bank.eu', 'cache-01.tyrell.dev']);
  const k = r.int(0, 8);
  const m = [
    () => [`postgres://${user}:${pwU}@${host}:5432/${r.pick(['orders', 'crm', 'billing'])}`, 'postgres_url'],
    () => [`postgresql://${user}:${pwU}@${host}/app?sslmode=require`, 'postgres_url'],
    () => [`mysql://${user}:${pwU}@${host}:3306/shop`, 'mysql_url'],
    () => [`mongodb+srv://${user}:${pwU}@cluster0.${r.str(5, CS.L + CS.D)}.mongodb.net/?retryWrites=true&w=majority`, 'mongodb_srv'],
    () => [`redis://:${pwU}@${host}:6379/0`, 'redis_url'],
    () => [`amqp://${user}:${pwU}@${host}:5672/%2F`, 'amqp_url'],
    () => [`Server=tcp:${host},1433;Database=Billing;User ID=${user};Password=${pw.replace(/;/g, '')};Encrypt=True;`, 'mssql_ado'],
    () => [`jdbc:postgresql://${host}:5432/crm?user=${user}&password=${pwU}`, 'jdbc'],
    () => [`smtp://${user}:${pwU}@smtp.${r.pick(['mailrelay.eu', 'kestrel-crm.io'])}:587`, 'smtp_url'],
  ][k]();
  return { v: m[0], type: m[1] };
}

export const GEN = { person_name: personName, email, phone, address, date_of_birth: dob, national_id: nationalId, passport, bank_account: bank, credit_card: card, ip_address: ip, crypto_wallet: wallet, password, api_key: apiKey, access_token: accessToken, private_key: privateKey, connection_string: connString };
export const CATEGORIES = Object.keys(GEN);
