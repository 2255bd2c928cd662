// Value generators for the sensitive categories and for hard negatives. Everything random; formats follow
// the issuers' documented layouts; check digits computed by lib/checks.mjs.
import crypto from 'node:crypto';
import { luhnDigit, ibanCheck, mod97, crc32, crc24, b58check, b58encode, B58, B58_XRP, bech32Encode, to5bit, eip55, itCheckChar } from './checks.mjs';
import { asciiFold } from './locales.mjs';

const pad = (n, l) => String(n).padStart(l, '0');
const b64u = (buf) => buf.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const B64C = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URLC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const AN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

// ---------------------------------------------------------------- email
const FREEMAIL = { en: ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'hotmail.co.uk', 'proton.me', 'btinternet.com', 'bigpond.com'], de: ['web.de', 'gmx.de', 't-online.de', 'gmail.com', 'gmx.at', 'bluewin.ch', 'posteo.de'], fr: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'skynet.be'], es: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net', 'prodigy.net.mx'], it: ['libero.it', 'virgilio.it', 'gmail.com', 'tiscali.it', 'alice.it'], pt: ['uol.com.br', 'bol.com.br', 'gmail.com', 'sapo.pt', 'terra.com.br'], nl: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'telenet.be'], pl: ['wp.pl', 'onet.pl', 'o2.pl', 'interia.pl', 'gmail.com'], ru: ['yandex.ru', 'mail.ru', 'rambler.ru', 'bk.ru', 'gmail.com'], tr: ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com.tr'], ja: ['yahoo.co.jp', 'docomo.ne.jp', 'ezweb.ne.jp', 'gmail.com', 'nifty.com'], zh: ['qq.com', '163.com', '126.com', 'sina.com', 'foxmail.com'], ko: ['naver.com', 'daum.net', 'kakao.com', 'gmail.com', 'hanmail.net'], id: ['gmail.com', 'yahoo.co.id', 'ymail.com', 'outlook.co.id'], ar: ['gmail.com', 'hotmail.com', 'outlook.sa', 'yahoo.com'], hi: ['gmail.com', 'rediffmail.com', 'yahoo.co.in', 'outlook.in'] };
const CORP = ['nordwind-logistik.de', 'acme-retail.com', 'brightpath.io', 'kanzlei-berger.de', 'lumen-health.fr', 'azulmar.es', 'studio-ferri.it', 'verde-agro.com.br', 'tulpen-bv.nl', 'kraków-soft.pl'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), 'sibtech.ru', 'anatolia-yazilim.com.tr', 'hikari-shoji.co.jp', 'hengda-tech.cn', 'hanbit-soft.kr', 'nusantara-digital.co.id', 'alnoor-trading.sa', 'shakti-infotech.in', 'fjordline-consult.no'];
export function email(R, p, lang) {
  const fold = (s) => asciiFold(s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue')).toLowerCase().replace(/[^a-z0-9]+/g, '');
  const g = fold(p.latin.given), f = fold(p.latin.family.split(' ').pop());
  if (lang === 'zh' && R.chance(0.3)) return { v: `${R.int(10000, 3999999999)}@qq.com`, type: 'email_numeric' };
  const local = R.pick([`${g}.${f}`, `${g[0]}.${f}`, `${f}.${g}`, `${g}${f[0]}`, `${g}_${f}`, `${g}.${f}${R.int(1, 99)}`, `${g}${R.int(1960, 2005)}`, `${f}${g[0]}${R.int(1, 9)}`, `${g}.${f}+${R.pick(['shop', 'news', 'work'])}`]);
  const dom = R.chance(0.75) ? R.pick(FREEMAIL[lang] || FREEMAIL.en) : R.pick(CORP);
  return { v: `${local}@${dom}`, type: dom.includes('-') ? 'email_work' : 'email_personal' };
}

// ---------------------------------------------------------------- bank accounts
const IBAN_BBAN = {
  DE: (R) => R.digits(8) + R.digits(10), AT: (R) => R.digits(5) + R.digits(11), CH: (R) => R.digits(5) + R.digits(12),
  FR: (R) => { const b = R.digits(5), g = R.digits(5), c = R.digits(11); const k = 97 - Number((89n * BigInt(b) + 15n * BigInt(g) + 3n * BigInt(c)) % 97n); return b + g + c + pad(k, 2); },
  BE: (R) => { const p = R.digits(10); let c = mod97(p); if (c === 0) c = 97; return p + pad(c, 2); },
  ES: (R) => { const b = R.digits(4), o = R.digits(4), a = R.digits(10); const ws = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const dc = (s) => { let x = 11 - (ws.reduce((t, w, i) => t + w * +s[i], 0) % 11); return x === 11 ? 0 : x === 10 ? 1 : x; }; return b + o + dc('00' + b + o) + dc(a) + a; },
  IT: (R) => { const rest = R.digits(5) + R.digits(5) + R.digits(12); return itCheckChar(rest.length ? rest : '') /* placeholder replaced below */ && (cinIt(rest) + rest); },
  NL: (R) => { for (;;) { const a = R.digits(10); if (a.split('').reduce((t, d, i) => t + +d * (10 - i), 0) % 11 === 0) return R.pick(['ABNA', 'RABO', 'INGB', 'SNSB', 'TRIO', 'KNAB']) + a; } },
  PL: (R) => R.digits(8) + R.digits(16), PT: (R) => { const p = R.digits(19); return p + pad(98 - mod97(p + '00'), 2); },
  GB: (R) => R.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'MONZ']) + R.digits(6) + R.digits(8), IE: (R) => R.pick(['AIBK', 'BOFI', 'IPBS']) + R.digits(6) + R.digits(8),
  TR: (R) => R.digits(5) + '0' + R.digits(16), SA: (R) => R.digits(2) + R.digits(18), AE: (R) => R.digits(3) + R.digits(16),
  BR: (R) => R.digits(8) + R.digits(5) + R.digits(10) + 'C' + '1', NO: (R) => R.digits(11), SE: (R) => R.digits(20), FI: (R) => R.digits(14), DK: (R) => R.digits(14), IL: (R) => R.digits(19),
};
function cinIt(s22) { // Italian CIN over ABI+CAB+account (22 chars)
  return itCheckChar(s22).replace(/./, (c) => c) && (() => { const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]; let sum = 0; for (let i = 0; i < 22; i++) sum += i % 2 === 0 ? ODD[+s22[i]] : +s22[i]; return String.fromCharCode(65 + (sum % 26)); })();
}
export function iban(R, cc) { const g = IBAN_BBAN[cc] || IBAN_BBAN[R.pick(['DE', 'FR', 'ES', 'NL', 'IT'])]; const c2 = IBAN_BBAN[cc] ? cc : Object.keys(IBAN_BBAN).find((k) => IBAN_BBAN[k] === g); const bban = g(R); const s = c2 + ibanCheck(c2, bban) + bban; return { v: R.chance(0.45) ? s.match(/.{1,4}/g).join(' ') : s, type: `iban_${c2.toLowerCase()}`, compact: s }; }
export function abaRouting(R) { for (;;) { const p = pad(R.int(1, 32), 2) + R.digits(6); for (let c = 0; c <= 9; c++) { const s = p + c; if ([3, 7, 1, 3, 7, 1, 3, 7, 1].reduce((t, w, i) => t + w * +s[i], 0) % 10 === 0) return s; } } }
export function clabe(R) { const p = R.pick(['002', '012', '014', '021', '072']) + R.digits(3) + R.digits(11); const ws = [3, 7, 1]; let sum = 0; for (let i = 0; i < 17; i++) sum += (+p[i] * ws[i % 3]) % 10; return p + ((10 - (sum % 10)) % 10); }
function ruAccount(R, bik) { for (;;) { const a = '40817810' + '0' + R.digits(11); const s = bik.slice(-3) + a; const w = [7, 1, 3]; let sum = 0; for (let i = 0; i < 23; i++) sum += (+s[i] * w[i % 3]) % 10; const k = (sum * 3) % 10; return a.slice(0, 8) + k + a.slice(9); } }
// returns { parts: [{v, type, role}] } ; role: 'account' (hard label) or 'routing' (soft label)
export function bankAccount(R, cc) {
  const ibanCountries = new Set(Object.keys(IBAN_BBAN));
  if (cc === 'US' || (cc === 'CA' && R.chance(0.3))) return { parts: [{ v: abaRouting(R), type: 'us_aba_routing', role: 'routing' }, { v: R.digits(R.int(8, 12)), type: 'us_account', role: 'account' }] };
  if (cc === 'CA') return { parts: [{ v: `${R.digits(5)}-${R.pick(['001', '002', '003', '004', '006', '010'])}`, type: 'ca_transit', role: 'routing' }, { v: R.digits(7), type: 'ca_account', role: 'account' }] };
  if (cc === 'GB' && R.chance(0.6)) { const sc = `${R.digits(2)}-${R.digits(2)}-${R.digits(2)}`, ac = R.digits(8); return R.chance(0.5) ? { parts: [{ v: `${sc} ${ac}`, type: 'gb_sortcode_account', role: 'account' }] } : { parts: [{ v: sc, type: 'gb_sort_code', role: 'routing' }, { v: ac, type: 'gb_account', role: 'account' }] }; }
  if (cc === 'AU') return { parts: [{ v: `${R.pick(['06', '01', '03', '08'])}${R.digits(1)}-${R.digits(3)}`, type: 'au_bsb', role: 'routing' }, { v: R.digits(R.int(6, 9)), type: 'au_account', role: 'account' }] };
  if (cc === 'IN') return { parts: [{ v: `${R.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB'])}0${R.digits(6)}`, type: 'in_ifsc', role: 'routing' }, { v: R.digits(R.int(11, 16)), type: 'in_account', role: 'account' }] };
  if (cc === 'MX' && R.chance(0.7)) return { parts: [{ v: clabe(R), type: 'mx_clabe', role: 'account' }] };
  if (cc === 'JP') { const bank = R.pick(['みずほ銀行', '三菱UFJ銀行', '三井住友銀行', 'ゆうちょ銀行', 'りそな銀行']); const br = R.pick(['渋谷支店', '新宿支店', '梅田支店', '本店営業部', '横浜支店']); return { parts: [{ v: `${bank} ${br} ${R.pick(['普通', '当座'])} ${R.digits(7)}`, type: 'jp_bank_account', role: 'account' }] }; }
  if (cc === 'CN') return { parts: [{ v: `${R.pick(['6222', '6217', '6228', '6214'])}${R.digits(R.pick([12, 15]))}`, type: 'cn_bank_account', role: 'account' }] };
  if (cc === 'KR') return { parts: [{ v: `${R.digits(6)}-${R.digits(2)}-${R.digits(6)}`, type: 'kr_bank_account', role: 'account' }] };
  if (cc === 'ID') return { parts: [{ v: R.digits(10), type: 'id_bank_account', role: 'account' }] };
  if (cc === 'RU') { const bik = '04' + R.digits(7); return { parts: [{ v: bik, type: 'ru_bik', role: 'routing' }, { v: ruAccount(R, bik), type: 'ru_account', role: 'account' }] }; }
  if (cc === 'BR' && R.chance(0.5)) return { parts: [{ v: `${R.digits(4)}`, type: 'br_agencia', role: 'routing' }, { v: `${R.digits(R.int(5, 8))}-${R.int(0, 9)}`, type: 'br_conta', role: 'account' }] };
  if (cc === 'SG') return { parts: [{ v: `${R.digits(3)}-${R.digits(6)}-${R.digits(1)}`, type: 'sg_bank_account', role: 'account' }] };
  if (cc === 'ZA') return { parts: [{ v: R.digits(R.int(9, 11)), type: 'za_bank_account', role: 'account' }] };
  return { parts: [{ ...iban(R, ibanCountries.has(cc) ? cc : R.pick(['DE', 'FR', 'NL', 'ES'])), role: 'account' }] };
}
export const BIC = (R, cc) => `${R.upper(4)}${cc in IBAN_BBAN ? cc : 'DE'}${R.upper(2)}${R.chance(0.5) ? R.pick(['XXX', R.upper(3)]) : ''}`;

// ---------------------------------------------------------------- cards
const BRANDS = [['visa', () => '4', 16], ['mastercard', (R) => String(R.int(51, 55)), 16], ['mastercard', (R) => String(R.int(2221, 2720)), 16], ['amex', (R) => R.pick(['34', '37']), 15], ['discover', (R) => R.pick(['6011', '65']), 16], ['jcb', (R) => String(R.int(3528, 3589)), 16], ['unionpay', (R) => '62' + R.digits(2), 16], ['unionpay', (R) => '62' + R.digits(2), 19], ['diners', (R) => R.pick(['36', '38']), 14], ['maestro', (R) => R.pick(['6759', '5018', '6761']), 16], ['mir', (R) => '220' + R.int(0, 4), 16], ['troy', (R) => '9792', 16], ['rupay', (R) => R.pick(['6521', '6522', '508']), 16], ['elo', (R) => R.pick(['636368', '504175']), 16]];
const TEST_PANS = new Set(['4242424242424242', '4111111111111111', '5555555555554444', '378282246310005', '4000056655665556', '6011111111111117', '3530111333300000', '5105105105105100']);
export function card(R, brandHint) {
  let b = brandHint ? BRANDS.find((x) => x[0] === brandHint) || R.pick(BRANDS) : R.pick(BRANDS);
  let num; do { const pre = b[1](R); const p = pre + R.digits(b[2] - pre.length - 1); num = p + luhnDigit(p); } while (TEST_PANS.has(num));
  const st = R.int(0, 3); let v = num;
  if (st === 1) v = b[0] === 'amex' ? `${num.slice(0, 4)} ${num.slice(4, 10)} ${num.slice(10)}` : num.match(/.{1,4}/g).join(' ');
  if (st === 2 && b[2] === 16) v = num.match(/.{1,4}/g).join('-');
  return { v, type: `card_${b[0]}`, pan: num, brand: b[0] };
}
export const testCard = (R) => R.pick([...TEST_PANS]);
export function maskedCard(R) { const c = card(R).pan; return R.pick([`${c.slice(0, 6)}******${c.slice(-4)}`, `**** **** **** ${c.slice(-4)}`, `XXXX-XXXX-XXXX-${c.slice(-4)}`, `${c.slice(0, 4)} **** **** ${c.slice(-4)}`, `************${c.slice(-4)}`]); }

// ---------------------------------------------------------------- IPs
export function publicIPv4(R) { for (;;) { const a = R.int(1, 223); const b = R.int(0, 255); if (a === 10 || a === 127 || a === 0 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19 || b === 51)) || (a === 203 && b === 0)) continue; const v = `${a}.${b}.${R.int(0, 255)}.${R.int(1, 254)}`; if (['8.8.8.8', '1.1.1.1', '8.8.4.4'].includes(v)) continue; return v; } }
export function publicIPv6(R) { const pre = R.pick(['2a02', '2a01', '2001:4860'.slice(0, 4) === '2001' ? '2a00' : '2a00', '2600', '2406', '2804', '2409', '240e', '2a0d']); const groups = [pre, R.hex(4).replace(/^0+/, '') || '0', R.hex(4).replace(/^0+/, '') || '0', R.hex(3)]; const tail = [R.hex(4), R.hex(3), R.hex(4).replace(/^0+/, '') || '0', R.hex(2)]; return R.chance(0.5) ? `${groups.join(':')}::${tail.slice(2).join(':')}` : `${groups.join(':')}:${tail.join(':')}`; }
export function ip(R) { return R.chance(0.75) ? { v: publicIPv4(R), type: 'ipv4' } : { v: publicIPv6(R), type: 'ipv6' }; }
export function privateIP(R) { return R.pick([`10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`, `172.${R.int(16, 31)}.${R.int(0, 255)}.${R.int(1, 254)}`, `192.168.${R.int(0, 255)}.${R.int(1, 254)}`, '127.0.0.1', `100.${R.int(64, 127)}.${R.int(0, 255)}.${R.int(1, 254)}`, `fd${R.hex(2)}:${R.hex(4)}::${R.hex(2)}`, '::1']); }
export function docIP(R) { return R.pick([`192.0.2.${R.int(1, 254)}`, `198.51.100.${R.int(1, 254)}`, `203.0.113.${R.int(1, 254)}`, `2001:db8::${R.hex(2)}`, `2001:db8:${R.hex(4)}::1`]); }

// ---------------------------------------------------------------- crypto wallets
export function wallet(R) {
  const t = R.pickW([['btc_p2pkh', 2], ['btc_p2sh', 1], ['btc_bech32', 2], ['btc_taproot', 1], ['eth', 3], ['ltc', 1], ['doge', 1], ['trx', 1], ['xrp', 1], ['sol', 1], ['ltc_bech32', 1]]);
  const h = R.bytes(20);
  switch (t) {
    case 'btc_p2pkh': return { v: b58check(Buffer.concat([Buffer.from([0]), h])), type: t };
    case 'btc_p2sh': return { v: b58check(Buffer.concat([Buffer.from([5]), h])), type: t };
    case 'btc_bech32': return { v: bech32Encode('bc', [0, ...to5bit(h)]), type: t };
    case 'btc_taproot': return { v: bech32Encode('bc', [1, ...to5bit(R.bytes(32))], true), type: t };
    case 'ltc_bech32': return { v: bech32Encode('ltc', [0, ...to5bit(h)]), type: t };
    case 'eth': return { v: R.chance(0.7) ? eip55(h.toString('hex')) : '0x' + h.toString('hex'), type: t };
    case 'ltc': return { v: b58check(Buffer.concat([Buffer.from([0x30]), h])), type: t };
    case 'doge': return { v: b58check(Buffer.concat([Buffer.from([0x1e]), h])), type: t };
    case 'trx': return { v: b58check(Buffer.concat([Buffer.from([0x41]), h])), type: t };
    case 'xrp': return { v: b58check(Buffer.concat([Buffer.from([0]), h]), B58_XRP), type: t };
    case 'sol': return { v: b58encode(R.bytes(32)), type: t };
  }
}

// ---------------------------------------------------------------- passwords
const PWWORDS = { en: ['summer', 'Dragon', 'monkey', 'Liverpool', 'sunshine', 'Princess'], de: ['Sommer', 'Schatz', 'Fussball', 'Hallo', 'Passwort', 'Mausi'], fr: ['Soleil', 'chouchou', 'Marseille', 'doudou', 'Bonjour'], es: ['Verano', 'futbol', 'Barcelona', 'cariño', 'Tequiero'], it: ['Juventus', 'amore', 'Estate', 'Ciao', 'Napoli'], pt: ['Flamengo', 'saudade', 'Verao', 'amor', 'Brasil'], nl: ['Zomer', 'Ajax', 'welkom', 'Lente', 'Fiets'], pl: ['Wiosna', 'kochanie', 'Legia', 'haslo', 'Zima'], ru: ['Privet', 'solnce', 'Spartak', 'qwerty', 'Leto'], tr: ['Galatasaray', 'sevgilim', 'Istanbul', 'Yaz', 'Fenerbahce'], ja: ['sakura', 'Tokyo', 'doraemon', 'Natsu', 'pokemon'], zh: ['woaini', 'Beijing', 'Shanghai', 'aini', 'Xiaoming'], ko: ['saranghae', 'Seoul', 'hangul', 'Busan', 'dubu'], id: ['Rahasia', 'Jakarta', 'sayang', 'Garuda', 'Merdeka'], ar: ['Riyadh', 'habibi', 'Falcon', 'Dubai', 'Noor'], hi: ['Mumbai', 'krishna', 'Cricket', 'Ganesh', 'Dilli'] };
export function password(R, lang) {
  const st = R.int(0, 4);
  if (st === 0) return { v: `${R.pick(PWWORDS[lang] || PWWORDS.en)}${R.int(1960, 2025)}${R.pick(['!', '#', '?', '$', '', '*'])}`, type: 'password_human' };
  if (st === 1) return { v: R.str(R.int(12, 20), AN + '!@#$%^&*_-+=?'), type: 'password_random' };
  if (st === 2) return { v: [0, 1, 2, 3].map(() => R.pick(['copper', 'lantern', 'quiet', 'orbit', 'maple', 'violet', 'tundra', 'pepper', 'harbor', 'falcon', 'cactus', 'nimbus'])).join(R.pick(['-', '.', '_'])) + R.int(1, 99), type: 'password_passphrase' };
  if (st === 3) { const w = R.pick(PWWORDS[lang] || PWWORDS.en).replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1'); return { v: w + R.digits(Math.max(R.int(2, 4), 8 - w.length)) + R.pick(['!', '.', '']), type: 'password_leet' }; }
  return { v: R.str(R.int(16, 32), AN), type: 'password_generated' };
}

// ---------------------------------------------------------------- API keys (vendor formats)
const ghToken = (R, pre) => { const body = R.str(30, AN); let n = crc32(Buffer.from(body)); let c = ''; while (n > 0) { c = B62[n % 62] + c; n = Math.floor(n / 62); } return pre + body + c.padStart(6, '0'); };
export const API_KEYS = [
  ['aws_access_key_id', (R) => R.pick(['AKIA', 'AKIA', 'ASIA']) + R.str(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')],
  ['aws_secret_access_key', (R) => R.str(40, AN + '/+')],
  ['github_pat', (R) => ghToken(R, 'ghp_')], ['github_fine_grained_pat', (R) => `github_pat_11${R.str(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}_${R.str(59, AN)}`],
  ['gitlab_pat', (R) => 'glpat-' + R.str(20, URLC)], ['gitlab_runner_token', (R) => 'glrt-' + R.str(20, URLC)],
  ['slack_bot_token', (R) => `xoxb-${R.digits(R.int(10, 13))}-${R.digits(R.int(10, 13))}-${R.str(24, AN)}`], ['slack_user_token', (R) => `xoxp-${R.digits(11)}-${R.digits(11)}-${R.digits(13)}-${R.hex(32)}`],
  ['slack_webhook_url', (R) => `https://hooks.slack.com/services/T${R.str(R.int(8, 10), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${R.str(R.int(8, 10), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${R.str(24, AN)}`],
  ['stripe_secret_key', (R) => R.pick(['sk_live_', 'sk_live_', 'rk_live_', 'sk_test_']) + R.str(R.pick([24, 99]), AN)], ['stripe_webhook_secret', (R) => 'whsec_' + R.str(32, AN)],
  ['twilio_api_key', (R) => 'SK' + R.hex(32)], ['sendgrid_api_key', (R) => `SG.${R.str(22, URLC)}.${R.str(43, URLC)}`], ['mailgun_api_key', (R) => 'key-' + R.hex(32)],
  ['mailchimp_api_key', (R) => `${R.hex(32)}-us${R.int(1, 21)}`], ['google_api_key', (R) => 'AIza' + R.str(35, URLC)],
  ['openai_api_key', (R) => R.chance(0.7) ? `sk-proj-${R.str(74, URLC)}T3BlbkFJ${R.str(74, URLC)}` : `sk-${R.str(20, AN)}T3BlbkFJ${R.str(20, AN)}`],
  ['anthropic_api_key', (R) => `sk-ant-api03-${R.str(93, URLC)}AA`], ['npm_token', (R) => 'npm_' + R.str(36, AN)], ['pypi_token', (R) => 'pypi-AgEIcHlwaS5vcmc' + R.str(R.int(60, 120), URLC)],
  ['shopify_access_token', (R) => R.pick(['shpat_', 'shpca_', 'shppa_', 'shpss_']) + R.hex(32)], ['square_access_token', (R) => R.chance(0.5) ? 'EAAA' + R.str(60, URLC) : 'sq0atp-' + R.str(22, URLC)],
  ['digitalocean_token', (R) => R.pick(['dop_v1_', 'doo_v1_']) + R.hex(64)], ['vault_token', (R) => 'hvs.' + R.str(R.int(24, 90), AN)], ['postman_api_key', (R) => `PMAK-${R.hex(24)}-${R.hex(34)}`],
  ['atlassian_api_token', (R) => `ATATT3xFfGF0${R.str(170, URLC)}=${R.HEX(8)}`], ['linear_api_key', (R) => 'lin_api_' + R.str(40, AN)], ['notion_token', (R) => R.chance(0.5) ? 'secret_' + R.str(43, AN) : 'ntn_' + R.digits(11) + R.str(35, AN)],
  ['telegram_bot_token', (R) => `${R.int(100000000, 7999999999)}:AA${R.str(33, URLC)}`], ['discord_bot_token', (R) => `${b64u(Buffer.from(String(R.int(100000000000000000, 999999999999999999))))}.${R.str(6, URLC)}.${R.str(38, URLC)}`],
  ['azure_storage_key', (R) => R.bytes(64).toString('base64')], ['cloudflare_api_token', (R) => R.str(40, URLC)], ['datadog_api_key', (R) => R.hex(32)],
  ['newrelic_user_key', (R) => 'NRAK-' + R.str(27, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')], ['huggingface_token', (R) => 'hf_' + R.str(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')],
  ['replicate_token', (R) => 'r8_' + R.str(37, AN)], ['groq_api_key', (R) => 'gsk_' + R.str(52, AN)], ['databricks_token', (R) => 'dapi' + R.hex(32) + (R.chance(0.5) ? '-' + R.int(2, 3) : '')],
  ['pulumi_token', (R) => 'pul-' + R.hex(40)], ['doppler_token', (R) => 'dp.pt.' + R.str(43, AN)], ['grafana_service_account_token', (R) => `glsa_${R.str(32, AN)}_${R.hex(8)}`],
  ['figma_token', (R) => 'figd_' + R.str(40, URLC)], ['supabase_token', (R) => 'sbp_' + R.hex(40)], ['planetscale_token', (R) => 'pscale_tkn_' + R.str(43, URLC)],
  ['alibaba_access_key_id', (R) => 'LTAI' + R.str(20, AN)], ['tencent_secret_id', (R) => 'AKID' + R.str(32, AN)], ['okta_api_token', (R) => '00' + R.str(40, URLC)],
  ['sentry_auth_token', (R) => 'sntryu_' + R.hex(64)], ['airtable_pat', (R) => `pat${R.str(14, AN)}.${R.hex(64)}`], ['jfrog_api_key', (R) => 'AKCp' + R.str(69, AN)],
  ['heroku_api_key', (R) => R.uuid()], ['algolia_admin_key', (R) => R.hex(32)], ['mapbox_secret_token', (R) => `sk.${b64u(Buffer.from(`{"u":"${R.lower(8)}","a":"${R.lower(12)}"}`))}.${R.str(22, URLC)}`],
  ['firebase_server_key', (R) => `AAAA${R.str(7, AN)}:APA91b${R.str(134, URLC)}`], ['age_x25519_recipient_secret', null],
].filter((x) => x[1]);
export function apiKey(R, typeHint) { const e = typeHint ? API_KEYS.find((x) => x[0] === typeHint) : R.pick(API_KEYS); return { v: e[1](R), type: e[0] }; }
// env-style variable names matching a key type
export const KEY_VARS = { aws_access_key_id: 'AWS_ACCESS_KEY_ID', aws_secret_access_key: 'AWS_SECRET_ACCESS_KEY', github_pat: 'GITHUB_TOKEN', github_fine_grained_pat: 'GH_TOKEN', gitlab_pat: 'GITLAB_TOKEN', gitlab_runner_token: 'RUNNER_TOKEN', slack_bot_token: 'SLACK_BOT_TOKEN', slack_user_token: 'SLACK_TOKEN', slack_webhook_url: 'SLACK_WEBHOOK_URL', stripe_secret_key: 'STRIPE_SECRET_KEY', stripe_webhook_secret: 'STRIPE_WEBHOOK_SECRET', twilio_api_key: 'TWILIO_API_KEY', sendgrid_api_key: 'SENDGRID_API_KEY', mailgun_api_key: 'MAILGUN_API_KEY', mailchimp_api_key: 'MAILCHIMP_KEY', google_api_key: 'GOOGLE_MAPS_API_KEY', openai_api_key: 'OPENAI_API_KEY', anthropic_api_key: 'ANTHROPIC_API_KEY', npm_token: 'NPM_TOKEN', pypi_token: 'TWINE_PASSWORD', shopify_access_token: 'SHOPIFY_ADMIN_TOKEN', square_access_token: 'SQUARE_ACCESS_TOKEN', digitalocean_token: 'DIGITALOCEAN_TOKEN', vault_token: 'VAULT_TOKEN', postman_api_key: 'POSTMAN_API_KEY', atlassian_api_token: 'JIRA_API_TOKEN', linear_api_key: 'LINEAR_API_KEY', notion_token: 'NOTION_TOKEN', telegram_bot_token: 'TELEGRAM_BOT_TOKEN', discord_bot_token: 'DISCORD_TOKEN', azure_storage_key: 'AZURE_STORAGE_KEY', cloudflare_api_token: 'CF_API_TOKEN', datadog_api_key: 'DD_API_KEY', newrelic_user_key: 'NEW_RELIC_API_KEY', huggingface_token: 'HF_TOKEN', replicate_token: 'REPLICATE_API_TOKEN', groq_api_key: 'GROQ_API_KEY', databricks_token: 'DATABRICKS_TOKEN', pulumi_token: 'PULUMI_ACCESS_TOKEN', doppler_token: 'DOPPLER_TOKEN', grafana_service_account_token: 'GRAFANA_TOKEN', figma_token: 'FIGMA_TOKEN', supabase_token: 'SUPABASE_ACCESS_TOKEN', planetscale_token: 'PLANETSCALE_SERVICE_TOKEN', alibaba_access_key_id: 'ALIBABA_CLOUD_ACCESS_KEY_ID', tencent_secret_id: 'TENCENTCLOUD_SECRET_ID', okta_api_token: 'OKTA_API_TOKEN', sentry_auth_token: 'SENTRY_AUTH_TOKEN', airtable_pat: 'AIRTABLE_TOKEN', jfrog_api_key: 'ARTIFACTORY_API_KEY', heroku_api_key: 'HEROKU_API_KEY', algolia_admin_key: 'ALGOLIA_ADMIN_KEY', mapbox_secret_token: 'MAPBOX_SECRET_TOKEN', firebase_server_key: 'FCM_SERVER_KEY' };

// ---------------------------------------------------------------- access tokens
export function jwt(R, claims = {}) {
  const alg = R.pick(['HS256', 'RS256', 'ES256']);
  const now = R.int(1700000000, 1760000000);
  const header = { alg, typ: 'JWT', ...(alg !== 'HS256' ? { kid: R.hex(16) } : {}) };
  const payload = { sub: R.chance(0.5) ? R.uuid() : String(R.int(10000, 9999999)), iss: R.pick(['https://auth.example-idp.com/', 'https://login.microsoftonline.com/' + R.uuid() + '/v2.0', 'https://accounts.google.com', 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_' + R.alnum(9)]), aud: R.pick(['api', 'web-client', R.alnum(24)]), iat: now, exp: now + R.pick([300, 900, 3600, 86400]), ...claims };
  const h = b64u(Buffer.from(JSON.stringify(header))), p = b64u(Buffer.from(JSON.stringify(payload)));
  const sig = alg === 'HS256' ? b64u(crypto.createHmac('sha256', R.bytes(32)).update(`${h}.${p}`).digest()) : b64u(R.bytes(alg === 'RS256' ? 256 : 64));
  return `${h}.${p}.${sig}`;
}
export function accessToken(R, typeHint) {
  const t = typeHint || R.pickW([['jwt', 5], ['google_oauth', 2], ['google_refresh', 1], ['facebook', 1], ['github_oauth', 2], ['opaque_bearer', 2], ['aws_session_token', 1], ['dropbox', 1], ['azure_refresh', 1], ['slack_refresh', 1]]);
  switch (t) {
    case 'jwt': return { v: jwt(R), type: 'jwt' };
    case 'google_oauth': return { v: 'ya29.' + R.str(R.int(120, 180), URLC), type: 'google_oauth_access_token' };
    case 'google_refresh': return { v: '1//0' + R.pick(['g', 'e', '3']) + R.str(R.int(90, 100), URLC), type: 'google_refresh_token' };
    case 'facebook': return { v: 'EAA' + R.pick(['B', 'G', 'J']) + R.str(R.int(140, 190), AN), type: 'facebook_access_token' };
    case 'github_oauth': return { v: ghToken(R, R.pick(['gho_', 'ghu_', 'ghs_', 'ghr_'])), type: 'github_oauth_token' };
    case 'opaque_bearer': return { v: R.str(R.pick([32, 40, 48, 64]), AN), type: 'bearer_opaque' };
    case 'aws_session_token': return { v: 'IQoJb3JpZ2luX2Vj' + R.str(R.int(280, 360), B64C) + '=', type: 'aws_session_token' };
    case 'dropbox': return { v: 'sl.' + R.str(R.int(130, 140), URLC), type: 'dropbox_access_token' };
    case 'azure_refresh': return { v: '0.A' + R.str(R.int(200, 260), URLC), type: 'azure_refresh_token' };
    case 'slack_refresh': return { v: `xoxe-1-${R.str(R.int(140, 150), AN)}`, type: 'slack_refresh_token' };
  }
}
export function sessionCookie(R) {
  const t = R.int(0, 6);
  if (t === 0) return { name: 'JSESSIONID', v: R.HEX(32) + (R.chance(0.3) ? '.node' + R.int(1, 4) : ''), type: 'session_jsessionid' };
  if (t === 1) return { name: 'PHPSESSID', v: R.str(26, '0123456789abcdefghijklmnopqrstuv'), type: 'session_phpsessid' };
  if (t === 2) return { name: 'connect.sid', v: `s%3A${R.str(32, URLC)}.${R.str(43, AN + '%2B').replace(/%2B/g, '')}`, type: 'session_express' };
  if (t === 3) return { name: `_${R.pick(['shop', 'portal', 'crm'])}_session`, v: `${R.str(R.int(120, 200), B64C).replace(/\+/g, '%2B').replace(/\//g, '%2F')}--${R.hex(40)}`, type: 'session_rails' };
  if (t === 4) return { name: '.AspNetCore.Identity.Application', v: 'CfDJ8' + R.str(R.int(180, 260), URLC), type: 'session_aspnet' };
  if (t === 5) return { name: 'sessionid', v: R.str(32, 'abcdefghijklmnopqrstuvwxyz0123456789'), type: 'session_django' };
  return { name: 'laravel_session', v: 'eyJpdiI6' + R.str(R.int(200, 280), AN) + '%3D%3D', type: 'session_laravel' };
}

// ---------------------------------------------------------------- private keys
const wrap = (s, n = 64) => s.match(new RegExp(`.{1,${n}}`, 'g')).join('\n');
export function privateKey(R, typeHint) {
  const t = typeHint || R.pickW([['ec', 3], ['pkcs8_ed25519', 2], ['openssh', 3], ['rsa', 2], ['pkcs8_rsa', 1], ['pgp', 1], ['putty', 1], ['wireguard', 1], ['age', 1], ['eth_hex', 1], ['btc_wif', 1], ['jwk', 1]]);
  switch (t) {
    case 'ec': { const der = Buffer.concat([Buffer.from('30770201010420', 'hex'), R.bytes(32), Buffer.from('a00a06082a8648ce3d030107a144034200', 'hex'), Buffer.from([4]), R.bytes(64)]); return { v: `-----BEGIN EC PRIVATE KEY-----\n${wrap(der.toString('base64'))}\n-----END EC PRIVATE KEY-----`, type: 'pem_ec' }; }
    case 'pkcs8_ed25519': return { v: `-----BEGIN PRIVATE KEY-----\n${Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), R.bytes(32)]).toString('base64')}\n-----END PRIVATE KEY-----`, type: 'pem_pkcs8' };
    case 'openssh': { const pub = R.bytes(32); const body = Buffer.concat([Buffer.from('openssh-key-v1\0', 'latin1'), Buffer.from('000000046e6f6e65000000046e6f6e650000000000000001000000330000000b7373682d6564323535313900000020', 'hex'), pub, Buffer.from('00000088', 'hex'), R.bytes(4), R.bytes(4), Buffer.from('0000000b7373682d6564323535313900000020', 'hex'), pub, Buffer.from('00000040', 'hex'), R.bytes(32), pub, Buffer.from('0000000e', 'hex'), Buffer.from(`${R.lower(5)}@${R.lower(6)}`.slice(0, 14).padEnd(14, 'x')), Buffer.from('0102030405', 'hex')]); return { v: `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(body.toString('base64'), 70)}\n-----END OPENSSH PRIVATE KEY-----`, type: 'openssh_private_key' }; }
    case 'rsa': { const body = Buffer.concat([Buffer.from('308204a40201000282010100', 'hex'), R.bytes(R.pick([600, 1180]))]); return { v: `-----BEGIN RSA PRIVATE KEY-----\n${wrap(body.toString('base64'))}\n-----END RSA PRIVATE KEY-----`, type: 'pem_rsa' }; }
    case 'pkcs8_rsa': { const body = Buffer.concat([Buffer.from('308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100', 'hex'), R.bytes(R.pick([560, 900]))]); return { v: `-----BEGIN PRIVATE KEY-----\n${wrap(body.toString('base64'))}\n-----END PRIVATE KEY-----`, type: 'pem_pkcs8' }; }
    case 'pgp': { const body = Buffer.concat([Buffer.from('9503', 'hex'), R.bytes(R.pick([300, 520]))]); const c = crc24(body); const crc = Buffer.from([(c >> 16) & 255, (c >> 8) & 255, c & 255]).toString('base64'); return { v: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap(body.toString('base64'))}\n=${crc}\n-----END PGP PRIVATE KEY BLOCK-----`, type: 'pgp_private_key' }; }
    case 'putty': { const pub = Buffer.concat([Buffer.from('0000000b7373682d6564323535313900000020', 'hex'), R.bytes(32)]).toString('base64'); const priv = Buffer.concat([Buffer.from('00000020', 'hex'), R.bytes(32)]).toString('base64'); return { v: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ${R.pick(['deploy', 'backup', 'ci'])}-key\nPublic-Lines: 2\n${wrap(pub)}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${R.hex(64)}`, type: 'putty_private_key' }; }
    case 'wireguard': return { v: R.bytes(32).toString('base64'), type: 'wireguard_private_key' };
    case 'age': return { v: bech32Encode('age-secret-key-', to5bit(R.bytes(32))).toUpperCase(), type: 'age_secret_key' };
    case 'eth_hex': return { v: (R.chance(0.5) ? '0x' : '') + R.hex(64), type: 'eth_private_key_hex' };
    case 'btc_wif': return { v: b58check(Buffer.concat([Buffer.from([0x80]), R.bytes(32), Buffer.from([1])])), type: 'btc_wif' };
    case 'jwk': return { v: b64u(R.bytes(32)), type: 'jwk_private_d' };
  }
}
export function publicPem(R) { return R.chance(0.5) ? `-----BEGIN PUBLIC KEY-----\n${wrap(Buffer.concat([Buffer.from('3059301306072a8648ce3d020106082a8648ce3d03010703420004', 'hex'), R.bytes(64)]).toString('base64'))}\n-----END PUBLIC KEY-----` : `-----BEGIN CERTIFICATE-----\n${wrap(Buffer.concat([Buffer.from('308201', 'hex'), R.bytes(300)]).toString('base64'))}\n-----END CERTIFICATE-----`; }
export function sshPublicKey(R) { return `ssh-ed25519 ${Buffer.concat([Buffer.from('0000000b7373682d6564323535313900000020', 'hex'), R.bytes(32)]).toString('base64')} ${R.pick(['deploy@ci', 'backup@nas', 'ops-bastion'])}`; }

// ---------------------------------------------------------------- connection strings
const penc = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
export function dbHost(R) { return R.pick([`db-${R.lower(4)}.internal`, `${R.lower(6)}.c${R.alnum(8).toLowerCase()}.eu-central-1.rds.amazonaws.com`, `pg-${R.int(1, 9)}.prod.svc.cluster.local`, `mysql-primary.${R.lower(5)}.local`, `cluster0.${R.lower(5)}.mongodb.net`, `${R.lower(7)}.redis.cache.windows.net`, `10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(2, 254)}`, `rabbit-${R.int(1, 3)}.mq.internal`]); }
export function connString(R, user, pw) {
  const u = user || R.pick(['app', 'svc_orders', 'report_ro', 'admin', 'etl_loader', 'billing', 'postgres', 'root', 'crm_app']);
  const p = pw || R.str(R.int(12, 24), AN + '!$*_-.');
  const db = R.pick(['orders', 'crm', 'billing', 'app_prod', 'analytics', 'customers', 'ledger']);
  const h = dbHost(R);
  const t = R.int(0, 13);
  switch (t) {
    case 0: return { v: `postgres://${u}:${penc(p)}@${h}:5432/${db}${R.chance(0.4) ? '?sslmode=require' : ''}`, type: 'postgres_url' };
    case 1: return { v: `postgresql+psycopg2://${u}:${penc(p)}@${h}/${db}`, type: 'sqlalchemy_url' };
    case 2: return { v: `mysql://${u}:${penc(p)}@${h}:3306/${db}`, type: 'mysql_url' };
    case 3: return { v: `mongodb+srv://${u}:${penc(p)}@cluster0.${R.lower(5)}.mongodb.net/${db}?retryWrites=true&w=majority`, type: 'mongodb_srv_url' };
    case 4: return { v: `mongodb://${u}:${penc(p)}@mongo-0.${R.lower(4)}:27017,mongo-1.${R.lower(4)}:27017/${db}?replicaSet=rs0&authSource=admin`, type: 'mongodb_url' };
    case 5: return { v: `${R.pick(['redis', 'rediss'])}://${R.chance(0.5) ? 'default' : ''}:${penc(p)}@${h}:${R.pick([6379, 6380])}/${R.int(0, 3)}`, type: 'redis_url' };
    case 6: return { v: `amqp${R.pick(['', 's'])}://${u}:${penc(p)}@${h}:${R.pick([5672, 5671])}/${R.pick(['%2F', 'prod', 'orders'])}`, type: 'amqp_url' };
    case 7: return { v: `Server=tcp:${R.lower(8)}.database.windows.net,1433;Initial Catalog=${db};Persist Security Info=False;User ID=${u};Password=${p.replace(/;/g, '')};MultipleActiveResultSets=False;Encrypt=True;`, type: 'mssql_ado' };
    case 8: return { v: `jdbc:${R.pick(['postgresql', 'mysql'])}://${h}:${R.pick([5432, 3306])}/${db}?user=${u}&password=${penc(p)}`, type: 'jdbc_url' };
    case 9: return { v: `DefaultEndpointsProtocol=https;AccountName=${R.lower(10)};AccountKey=${R.bytes(64).toString('base64')};EndpointSuffix=core.windows.net`, type: 'azure_storage_connection_string' };
    case 10: return { v: `Endpoint=sb://${R.lower(8)}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${R.bytes(32).toString('base64')}`, type: 'azure_servicebus_connection_string' };
    case 11: return { v: `Driver={ODBC Driver 18 for SQL Server};Server=${h};Database=${db};Uid=${u};Pwd=${p.replace(/[;{}]/g, '')};`, type: 'odbc_connection_string' };
    case 12: return { v: `${u}/${p.replace(/[@/]/g, '')}@//${h}:1521/${db.toUpperCase()}PDB`, type: 'oracle_ezconnect' };
    case 13: return { v: `${R.pick(['smtp', 'smtps', 'ftp', 'sftp'])}://${u}:${penc(p)}@${R.pick(['smtp.', 'mail.', 'files.'])}${R.lower(6)}.com:${R.pick([587, 465, 21, 22])}`, type: 'service_url_with_credentials' };
  }
}
export function credlessUrl(R) { return R.pick([`postgres://${dbHost(R)}:5432/${R.pick(['app', 'orders'])}`, `redis://cache:6379/0`, `mongodb://localhost:27017/test`, `amqp://rabbitmq:5672/`, `mysql://${dbHost(R)}:3306/reporting`, `jdbc:postgresql://localhost:5432/app`]); }
export function maskedConn(R) { return R.pick([`postgres://app:****@${dbHost(R)}:5432/orders`, `mysql://report:[REDACTED]@${dbHost(R)}/crm`, `mongodb+srv://svc:<password>@cluster0.${R.lower(5)}.mongodb.net/app`, `redis://:******@cache:6379/0`, `Server=${dbHost(R)};Database=crm;User Id=app;Password=${'*'.repeat(8)};`]); }
