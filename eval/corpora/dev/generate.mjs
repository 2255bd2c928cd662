#!/usr/bin/env node
// Labelled evaluation corpus generator for PII / secrets detection.
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
// All values are synthetic and generated at run time from the seed.
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const arg = (n, d) => { const i = argv.indexOf('--' + n); return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : d; };
const SEED = parseInt(arg('seed', '7'), 10) >>> 0;
const COUNT = parseInt(arg('count', '600'), 10);
const OUT = arg('out', 'corpus.jsonl');

// ---------- seeded PRNG (splitmix32 -> sfc32) ----------
function splitmix32(a) { return () => { a = (a + 0x9e3779b9) | 0; let t = a ^ (a >>> 16); t = Math.imul(t, 0x21f0aafd); t ^= t >>> 15; t = Math.imul(t, 0x735a2d97); return (t ^ (t >>> 15)) >>> 0; }; }
let rnd;
function seedRng(s) {
  const sm = splitmix32(s); let a = sm(), b = sm(), c = sm(), d = sm();
  rnd = () => { a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0; let t = (a + b) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); d = (d + 1) | 0; t = (t + d) | 0; c = (c + t) | 0; return (t >>> 0) / 4294967296; };
  for (let i = 0; i < 12; i++) rnd();
}
const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const chance = (p) => rnd() < p;
const shuffle = (arr) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
const sample = (arr, n) => shuffle(arr).slice(0, n);
const pad = (n, w) => String(n).padStart(w, '0');
const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', LO = 'abcdefghijklmnopqrstuvwxyz', DIG = '0123456789';
const ALNUM = UP + LO + DIG, HEX = '0123456789abcdef', B64 = ALNUM + '+/', B64URL = ALNUM + '-_';
const rs = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rnd() * alpha.length)]; return s; };
const hex = (n) => rs(HEX, n);
const digits = (n) => rs(DIG, n);
const rbytes = (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = ri(0, 255); return b; };
const b64url = (buf) => Buffer.from(buf).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[łŁ]/g, 'l').replace(/ı/g, 'i').replace(/ø/g, 'o').replace(/æ/g, 'ae');

// ---------- fragments: text with attached labels / negatives ----------
class Frag { constructor(text = '', labels = [], negs = []) { this.text = text; this.labels = labels; this.negs = negs; } }
function cat(...parts) {
  let text = ''; const labels = [], negs = [];
  const add = (p) => {
    if (p === null || p === undefined || p === false) return;
    if (Array.isArray(p)) { p.forEach(add); return; }
    if (p instanceof Frag) {
      const o = text.length; text += p.text;
      for (const l of p.labels) labels.push({ ...l, start: l.start + o, end: l.end + o });
      for (const n of p.negs) negs.push({ ...n, start: n.start + o, end: n.end + o });
      return;
    }
    text += String(p);
  };
  parts.forEach(add);
  return new Frag(text, labels, negs);
}
const T = (strs, ...vals) => { const parts = []; strs.forEach((s, i) => { parts.push(s); if (i < vals.length) parts.push(vals[i]); }); return cat(parts); };
const joinF = (arr, sep) => { const out = []; arr.forEach((x, i) => { if (i) out.push(sep); out.push(x); }); return cat(out); };
// label: category, type, opts {soft, encoding}
function L(value, category, type, opts = {}) { value = String(value); const l = { start: 0, end: value.length, category, type, value }; if (opts.soft) l.soft = true; if (opts.encoding) l.encoding = opts.encoding; return new Frag(value, [l], []); }
function N(value, kind) { value = String(value); return new Frag(value, [], [{ start: 0, end: value.length, kind, value }]); }
const txt = (f) => (f instanceof Frag ? f.text : String(f));

// ---------- checksum helpers ----------
function luhnCheck(body) { let s = 0, dbl = true; for (let i = body.length - 1; i >= 0; i--) { let d = +body[i]; if (dbl) { d *= 2; if (d > 9) d -= 9; } s += d; dbl = !dbl; } return (10 - (s % 10)) % 10; }
const luhnValid = (num) => luhnCheck(num.slice(0, -1)) === +num.slice(-1);
function mod97(str) { let r = 0; for (const ch of str) { r = (r * 10 + +ch) % 97; } return r; }
function iso7064_11_10(ds) { let p = 10; for (const ch of ds) { let s = (+ch + p) % 10; if (s === 0) s = 10; p = (s * 2) % 11; } const c = 11 - p; return c === 10 ? 0 : c; }
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
function verhoeff(num) { let c = 0; const a = num.split('').reverse().map(Number); for (let i = 0; i < a.length; i++) c = VD[c][VP[(i + 1) % 8][a[i]]]; return VINV[c]; }
const sha256 = (b) => createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58(buf) { let n = BigInt('0x' + buf.toString('hex')); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = '1' + s; else break; } return s; }
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bech32Polymod(v) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const x of v) { const b = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ x; for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
function bech32Encode(hrp, data) { const hx = [...hrp].map(c => c.charCodeAt(0) >> 5).concat([0], [...hrp].map(c => c.charCodeAt(0) & 31)); const pm = bech32Polymod(hx.concat(data, [0,0,0,0,0,0])) ^ 1; const cs = []; for (let i = 0; i < 6; i++) cs.push((pm >>> (5 * (5 - i))) & 31); return hrp + '1' + data.concat(cs).map(d => BECH[d]).join(''); }
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >>> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }

// ---------- people ----------
const NAMES = {
  en: { f: ['Mary','Patricia','Jennifer','Linda','Elizabeth','Sarah','Emily','Jessica','Laura','Megan','Rachel','Hannah','Olivia','Grace','Chloe'], m: ['James','Robert','John','Michael','David','Daniel','Chris','Kevin','Brian','Ryan','Thomas','Oliver','Jack','Harry','Nathan'], l: ['Smith','Johnson','Williams','Brown','Jones','Miller','Davis','Wilson','Anderson','Taylor','Moore','Martin','Jackson','Thompson','White','Harris','Clark','Lewis','Walker','Hughes','Wright','Evans','Turner','Collins'] },
  de: { f: ['Anna','Lena','Laura','Sophie','Katharina','Sabine','Claudia','Julia','Miriam','Ute','Franziska','Jana'], m: ['Lukas','Jonas','Felix','Maximilian','Tobias','Jürgen','Matthias','Stefan','Florian','Andreas','Uwe','Sebastian'], l: ['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Schröder','Neumann','Braun','Krüger'] },
  fr: { f: ['Camille','Léa','Manon','Chloé','Élodie','Amélie','Juliette','Sophie','Margaux','Inès'], m: ['Louis','Hugo','Théo','Julien','Nicolas','Mathieu','Antoine','Pierre','Lucas','Baptiste'], l: ['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Lefèvre','Garnier','Rousseau','Fontaine'] },
  es: { f: ['Lucía','Martina','Sofía','Carmen','Elena','Marta','Paula','Alba','Nuria','Irene'], m: ['Hugo','Pablo','Alejandro','Javier','Diego','Sergio','Álvaro','Manuel','Raúl','Adrián'], l: ['García','Fernández','González','Rodríguez','López','Martínez','Sánchez','Pérez','Gómez','Ruiz','Jiménez','Moreno','Navarro','Torres'] },
  it: { f: ['Giulia','Chiara','Sofia','Martina','Federica','Giorgia','Alessia','Elisa','Francesca','Valentina'], m: ['Francesco','Alessandro','Lorenzo','Matteo','Andrea','Davide','Marco','Luca','Simone','Giuseppe'], l: ['Rossi','Russo','Ferrari','Esposito','Bianchi','Romano','Colombo','Ricci','Marino','Greco','Bruno','Gallo','Conti','Costa'] },
  pt: { f: ['Ana','Beatriz','Mariana','Juliana','Fernanda','Inês','Larissa','Camila','Rita','Joana'], m: ['João','Pedro','Lucas','Gabriel','Rafael','Tiago','Bruno','Rodrigo','Miguel','Diogo'], l: ['Silva','Santos','Oliveira','Souza','Pereira','Costa','Rodrigues','Almeida','Nascimento','Ferreira','Carvalho','Gomes','Ribeiro','Martins'] },
  nl: { f: ['Emma','Julia','Sanne','Fleur','Lotte','Anouk','Eva','Sophie','Lieke','Noor'], m: ['Daan','Sem','Lucas','Bram','Thijs','Ruben','Jesse','Lars','Niels','Joost'], l: ['de Jong','Jansen','de Vries','van den Berg','van Dijk','Bakker','Visser','Smit','Meijer','de Boer','Mulder','Bos','Vermeulen','Peters'] },
  pl: { f: ['Zuzanna','Julia','Maja','Agnieszka','Katarzyna','Magdalena','Anna','Joanna','Natalia','Ewa'], m: ['Jakub','Kacper','Szymon','Michał','Tomasz','Piotr','Paweł','Krzysztof','Marcin','Łukasz'], l: ['Nowak','Kowalski','Wiśniewski','Wójcik','Kowalczyk','Kamiński','Lewandowski','Zieliński','Szymański','Woźniak','Dąbrowski','Mazur','Krawczyk','Zając'] },
  sv: { f: ['Anna','Karin','Maria','Elsa','Ingrid','Maja','Astrid','Linnea','Ebba','Sofia'], m: ['Erik','Lars','Johan','Oskar','Nils','Axel','Gustav','Henrik','Viktor','Anders'], l: ['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson','Olsson','Persson','Svensson','Gustafsson','Lindqvist','Berg','Lindberg','Holm'] },
  fi: { f: ['Aino','Sanna','Laura','Emilia','Helmi','Minna'], m: ['Mikko','Juha','Antti','Ville','Eero','Janne'], l: ['Virtanen','Korhonen','Mäkinen','Nieminen','Mäkelä','Hämäläinen','Laine','Heikkinen'] },
  ja: { f: [['陽菜','Hina'],['さくら','Sakura'],['美咲','Misaki'],['結衣','Yui'],['彩','Aya'],['優子','Yuko']], m: [['翔太','Shota'],['大輔','Daisuke'],['健太','Kenta'],['拓也','Takuya'],['直樹','Naoki'],['蓮','Ren']], l: [['佐藤','Sato'],['鈴木','Suzuki'],['高橋','Takahashi'],['田中','Tanaka'],['伊藤','Ito'],['渡辺','Watanabe'],['山本','Yamamoto'],['中村','Nakamura'],['小林','Kobayashi'],['加藤','Kato']] },
  zh: { f: [['芳','fang'],['娜','na'],['秀英','xiuying'],['静','jing'],['艳','yan'],['婷','ting']], m: [['伟','wei'],['强','qiang'],['磊','lei'],['洋','yang'],['军','jun'],['浩然','haoran']], l: [['王','wang'],['李','li'],['张','zhang'],['刘','liu'],['陈','chen'],['杨','yang'],['黄','huang'],['赵','zhao'],['周','zhou'],['吴','wu']] },
  hi: { f: ['Priya','Ananya','Sneha','Kavya','Pooja','Neha','Divya','Aishwarya'], m: ['Aarav','Rohan','Vikram','Arjun','Rahul','Amit','Karan','Siddharth'], l: ['Sharma','Verma','Patel','Gupta','Singh','Iyer','Reddy','Nair','Joshi','Mehta','Kulkarni','Banerjee'] },
  tr: { f: ['Ayşe','Fatma','Zeynep','Elif','Merve','Büşra','Esra','Selin'], m: ['Mehmet','Mustafa','Emre','Burak','Can','Murat','Oğuz','Kerem'], l: ['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Yıldırım','Öztürk','Aydın','Özdemir','Arslan','Doğan'] },
  ko: { f: [['서연','Seoyeon'],['지민','Jimin'],['하은','Haeun']], m: [['민준','Minjun'],['도윤','Doyun'],['지호','Jiho']], l: [['김','Kim'],['이','Lee'],['박','Park'],['최','Choi'],['정','Jung']] },
};
const COUNTRY_OF = { en: () => pick(['US','US','GB','CA','AU']), de: () => pick(['DE','DE','DE','AT']), fr: () => 'FR', es: () => 'ES', it: () => 'IT', pt: () => pick(['BR','BR','PT']), nl: () => 'NL', pl: () => 'PL', sv: () => 'SE', fi: () => 'FI', ja: () => 'JP', zh: () => 'CN', hi: () => 'IN', tr: () => 'TR', ko: () => 'KR' };
const MAIL_DOMAINS = { US: ['gmail.com','yahoo.com','outlook.com','icloud.com','hotmail.com','aol.com'], GB: ['gmail.com','btinternet.com','outlook.com','yahoo.co.uk'], DE: ['gmx.de','web.de','t-online.de','gmail.com','posteo.de'], AT: ['gmx.at','aon.at','gmail.com'], FR: ['orange.fr','free.fr','laposte.net','gmail.com','sfr.fr'], ES: ['gmail.com','hotmail.es','yahoo.es','telefonica.net'], IT: ['libero.it','gmail.com','virgilio.it','tiscali.it'], BR: ['gmail.com','uol.com.br','bol.com.br','hotmail.com'], PT: ['sapo.pt','gmail.com','hotmail.com'], NL: ['ziggo.nl','kpnmail.nl','gmail.com','hotmail.nl'], PL: ['wp.pl','onet.pl','o2.pl','gmail.com','interia.pl'], SE: ['telia.com','gmail.com','hotmail.se','bredband.net'], FI: ['gmail.com','elisanet.fi'], JP: ['yahoo.co.jp','docomo.ne.jp','gmail.com','ezweb.ne.jp'], CN: ['qq.com','163.com','126.com','sina.com'], IN: ['gmail.com','rediffmail.com','yahoo.co.in'], TR: ['gmail.com','hotmail.com','yandex.com.tr'], KR: ['naver.com','daum.net','gmail.com'], CA: ['gmail.com','rogers.com','shaw.ca'], AU: ['bigpond.com','gmail.com','optusnet.com.au'] };
const COMPANIES = [['Acme Logistics','acme-logistics.com'],['Northwind Traders','northwind-traders.io'],['Blue Harbor Health','blueharborhealth.org'],['Kestrel Analytics','kestrel-analytics.com'],['Lindqvist & Berg AB','lindqvistberg.se'],['Brightpath Learning','brightpath.edu'],['Müller Maschinenbau GmbH','mueller-maschinenbau.de'],['Café Lumière SARL','cafe-lumiere.fr'],['Tidewater Insurance','tidewater-ins.com'],['Orbital Retail','orbitalretail.co.uk'],['Pinecone Payments','pineconepay.com'],['Sakura Systems','sakura-sys.co.jp'],['Costa Verde Imóveis','costaverde.com.br'],['Polaris Fintech','polarisfin.pl'],['Helix Biolabs','helixbio.nl'],['Zenith Travel','zenith-travel.es'],['Redwood Dental','redwooddental.com'],['Quokka Cloud','quokka.cloud']];

function person(lang = 'en', country) {
  const d = NAMES[lang] || NAMES.en; const g = chance(0.5) ? 'f' : 'm';
  let first = pick(d[g]), last = pick(d.l); let full, fr, lr;
  country = country || COUNTRY_OF[lang]();
  if (Array.isArray(first)) { fr = first[1]; lr = last[1]; if (lang === 'ko') full = last[0] + first[0]; else full = last[0] + (lang === 'ja' && chance(0.5) ? ' ' : '') + first[0]; first = first[0]; last = last[0]; }
  else { if (lang === 'pl' && g === 'f') last = last.replace(/ski$/, 'ska').replace(/cki$/, 'cka'); fr = ascii(first); lr = ascii(last).replace(/ /g, ''); full = first + ' ' + last; }
  const loc = pick([`${fr}.${lr}`, `${fr}${lr}`, `${fr[0]}${lr}`, `${fr}_${lr}`, `${fr}.${lr}${ri(1, 99)}`, `${lr}.${fr}`, `${fr}${ri(70, 99)}`]).toLowerCase();
  const fl = fr.toLowerCase(), ll = lr.toLowerCase();
  const workLocal = pick([`${fl}.${ll}`, `${fl[0]}${ll}`, fl, `${fl}.${ll}`, `${fl}_${ll}`]);
  return { first, last, full, g, lang, country, fr: fl, lr: ll, emailLocal: loc, workLocal };
}
const personalEmail = (p) => L(`${p.emailLocal}@${pick(MAIL_DOMAINS[p.country] || MAIL_DOMAINS.US)}`, 'email', 'personal_email');
const workEmail = (p, dom) => L(`${p.workLocal}@${dom}`, 'email', 'work_email');
const genericEmail = (dom) => L(`${pick(['info','support','contact','hello','billing','kontakt','service'])}@${dom}`, 'email', 'generic_company_email', { soft: true });
const nameL = (p, type = 'full_name') => L(p.full, 'person_name', type);
const firstL = (p) => L(p.first, 'person_name', 'first_name', { soft: true });

// ---------- phones ----------
function phone(country) {
  const d = (n) => digits(n); const nz = () => ri(2, 9);
  switch (country) {
    case 'US': case 'CA': { const a = pick(['212','312','415','617','206','512','303','404','646','702','416','604','305','971']); const e = `${nz()}${d(2)}`, l = d(4); return pick([`(${a}) ${e}-${l}`, `+1 ${a}-${e}-${l}`, `${a}.${e}.${l}`, `+1 (${a}) ${e} ${l}`, `${a}-${e}-${l}`]); }
    case 'GB': { const m = `7${ri(4, 9)}${d(2)}`; const r = d(6); return pick([`0${m} ${r}`, `+44 ${m} ${r}`, `+44 (0)${m} ${r.slice(0, 3)} ${r.slice(3)}`, `020 ${ri(7, 8)}${d(3)} ${d(4)}`]); }
    case 'DE': case 'AT': { const m = pick(['151','160','170','171','176','152','157']); return pick([`+49 ${m} ${d(8)}`, `0${m} ${d(4)} ${d(4)}`, `+49 (0)30 ${d(8)}`, `089 ${d(3)} ${d(4)}`, `+49 ${m}-${d(7)}`]); }
    case 'FR': { const g = () => d(2); return pick([`+33 ${ri(6, 7)} ${g()} ${g()} ${g()} ${g()}`, `0${ri(6, 7)} ${g()} ${g()} ${g()} ${g()}`, `0${ri(1, 5)}.${g()}.${g()}.${g()}.${g()}`]); }
    case 'ES': return pick([`+34 6${d(2)} ${d(3)} ${d(3)}`, `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `+34 91 ${d(3)} ${d(2)} ${d(2)}`]);
    case 'IT': return pick([`+39 3${ri(2, 9)}${d(1)} ${d(3)} ${d(4)}`, `3${ri(2, 9)}${d(1)} ${d(7)}`, `+39 02 ${d(4)} ${d(4)}`]);
    case 'BR': return pick([`+55 11 9${d(4)}-${d(4)}`, `(21) 9${d(4)}-${d(4)}`, `+55 (31) 9${d(4)}-${d(4)}`]);
    case 'PT': return pick([`+351 9${ri(1, 6)}${d(1)} ${d(3)} ${d(3)}`, `9${ri(1, 6)}${d(1)} ${d(3)} ${d(3)}`]);
    case 'NL': return pick([`+31 6 ${d(8)}`, `06-${d(8)}`, `+31 (0)20 ${d(3)} ${d(4)}`, `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`]);
    case 'PL': return pick([`+48 ${ri(5, 8)}${d(2)} ${d(3)} ${d(3)}`, `${ri(5, 8)}${d(2)}-${d(3)}-${d(3)}`, `+48 22 ${d(3)} ${d(2)} ${d(2)}`]);
    case 'SE': return pick([`+46 7${pick(['0','2','3','6'])} ${d(3)} ${d(2)} ${d(2)}`, `07${pick(['0','2','3','6'])}-${d(3)} ${d(2)} ${d(2)}`, `08-${d(3)} ${d(2)} ${d(2)}`]);
    case 'FI': return pick([`+358 4${ri(0, 5)} ${d(7)}`, `04${ri(0, 5)} ${d(3)} ${d(4)}`]);
    case 'JP': return pick([`0${pick(['90','80','70'])}-${d(4)}-${d(4)}`, `+81 ${pick(['90','80'])}-${d(4)}-${d(4)}`, `03-${d(4)}-${d(4)}`]);
    case 'CN': return pick([`+86 1${pick(['38','39','86','58','77'])} ${d(4)} ${d(4)}`, `1${pick(['38','39','86','58','77'])}${d(8)}`, `010-${d(8)}`]);
    case 'IN': return pick([`+91 ${ri(7, 9)}${d(4)} ${d(5)}`, `0${ri(7, 9)}${d(4)}${d(5)}`, `+91-${ri(7, 9)}${d(9)}`]);
    case 'TR': return pick([`+90 5${ri(3, 5)}${d(1)} ${d(3)} ${d(2)} ${d(2)}`, `05${ri(3, 5)}${d(1)} ${d(3)} ${d(2)} ${d(2)}`, `0212 ${d(3)} ${d(2)} ${d(2)}`]);
    case 'KR': return pick([`010-${d(4)}-${d(4)}`, `+82 10-${d(4)}-${d(4)}`]);
    case 'AU': return pick([`04${d(2)} ${d(3)} ${d(3)}`, `+61 4${d(2)} ${d(3)} ${d(3)}`, `(02) ${ri(8, 9)}${d(3)} ${d(4)}`]);
    default: return `+1 ${ri(201, 989)}-${nz()}${d(2)}-${d(4)}`;
  }
}
const phoneL = (country, type) => L(phone(country), 'phone_number', type || (country.toLowerCase() + '_phone'));

// ---------- addresses ----------
const STREETS = {
  US: ['Maple Avenue','Oak Street','Pine Road','Cedar Lane','Elm Street','Washington Blvd','Lakeview Drive','Sunset Avenue','Willow Court','Highland Avenue'],
  GB: ['Station Road','High Street','Church Lane','Victoria Road','Mill Lane','Park Avenue','Kings Road','Queensway'],
  DE: ['Lindenstraße','Hauptstraße','Bahnhofstraße','Schillerstraße','Gartenweg','Goethestraße','Am Mühlbach','Bergstraße','Kastanienallee'],
  AT: ['Mariahilfer Straße','Landstraßer Hauptstraße','Wiedner Gürtel'],
  FR: ['rue des Lilas','avenue Victor Hugo','boulevard Voltaire','rue de la République','chemin des Vignes','rue Pasteur','place du Marché'],
  ES: ['Calle Mayor','Calle de Alcalá','Avenida de la Constitución','Calle del Sol','Paseo de Gracia','Calle Real'],
  IT: ['Via Garibaldi','Via Roma','Corso Vittorio Emanuele II','Via Dante','Via Mazzini','Viale dei Pini'],
  BR: ['Rua das Flores','Avenida Paulista','Rua Augusta','Rua XV de Novembro','Avenida Atlântica'],
  PT: ['Rua Augusta','Avenida da Liberdade','Rua de Santa Catarina','Rua do Almada'],
  NL: ['Kerkstraat','Prinsengracht','Dorpsstraat','Molenweg','Stationsplein','Lindenlaan'],
  PL: ['ul. Długa','ul. Marszałkowska','ul. Kwiatowa','ul. Polna','al. Jerozolimskie','ul. Lipowa'],
  SE: ['Storgatan','Drottninggatan','Kungsgatan','Skolgatan','Björkvägen','Vasagatan'],
  FI: ['Mannerheimintie','Hämeenkatu','Aleksanterinkatu','Koivukuja'],
  TR: ['Atatürk Cad.','İstiklal Cad.','Bağdat Cad.','Cumhuriyet Mah. Gül Sok.'],
  IN: ['MG Road','Nehru Nagar','Linking Road','Park Street','Anna Salai'],
  CA: ['Queen Street West','Rue Sainte-Catherine','Granville Street'], AU: ['George Street','Collins Street','Beach Road'],
};
const CITIES = {
  US: [['Springfield','IL','627'],['Austin','TX','787'],['Portland','OR','972'],['Columbus','OH','432'],['Denver','CO','802'],['Raleigh','NC','276'],['Madison','WI','537']],
  GB: [['Leeds','LS1 '],['Bristol','BS8 '],['Manchester','M14 '],['London','SE15 '],['Glasgow','G12 ']],
  DE: [['Berlin','10'],['Hamburg','22'],['München','80'],['Köln','50'],['Leipzig','04'],['Freiburg im Breisgau','79']],
  AT: [['Wien','1'],['Graz','8']], FR: [['Lyon','6900'],['Paris','750'],['Toulouse','310'],['Nantes','440'],['Lille','590']],
  ES: [['Madrid','280'],['Barcelona','080'],['Valencia','460'],['Sevilla','410']], IT: [['Milano','201'],['Roma','001'],['Torino','101'],['Bologna','401'],['Napoli','801']],
  BR: [['São Paulo','SP'],['Rio de Janeiro','RJ'],['Belo Horizonte','MG'],['Curitiba','PR']], PT: [['Lisboa','1'],['Porto','4']],
  NL: [['Amsterdam','10'],['Utrecht','35'],['Rotterdam','30'],['Groningen','97']], PL: [['Warszawa','0'],['Kraków','3'],['Gdańsk','8'],['Wrocław','5']],
  SE: [['Stockholm','11'],['Göteborg','41'],['Malmö','21'],['Uppsala','75']], FI: [['Helsinki','00'],['Tampere','33']], TR: [['Kadıköy/İstanbul','347'],['Çankaya/Ankara','066'],['Konak/İzmir','352']],
  IN: [['Bengaluru','560'],['Mumbai','400'],['Chennai','600'],['Pune','411']], CA: [['Toronto','ON','M5V'],['Montréal','QC','H2X'],['Vancouver','BC','V6B']], AU: [['Sydney','NSW','2000'],['Melbourne','VIC','3000']],
};
function address(country, multiline = false) {
  const st = pick(STREETS[country] || STREETS.US); const c = pick(CITIES[country] || CITIES.US); const n = ri(1, 240); const nl = multiline ? '\n' : ', ';
  switch (country) {
    case 'US': return `${ri(12, 9800)} ${st}${chance(0.3) ? `, Apt ${ri(1, 40)}${pick(['A','B',''])}` : ''}${nl}${c[0]}, ${c[1]} ${c[2]}${pad(ri(1, 99), 2)}`;
    case 'GB': return `${n} ${st}${nl}${c[0]} ${c[1]}${ri(1, 9)}${pick(UP)}${pick(['A','B','D','E','F','G','H','J','L','N','P'])}`;
    case 'DE': return `${st} ${ri(1, 120)}${chance(0.2) ? pick(['a','b']) : ''}${nl}${c[1]}${digits(3)} ${c[0]}`;
    case 'AT': return `${st} ${n}/${ri(1, 20)}${nl}${c[1]}${pad(ri(10, 230), 3)} ${c[0]}`;
    case 'FR': return `${n}${chance(0.2) ? ' bis' : ''} ${st}${nl}${(c[1] + digits(5)).slice(0, 5)} ${c[0]}`;
    case 'ES': return `${st} ${n}, ${ri(1, 8)}º ${pick(['A','B','C','D'])}${nl}${c[1]}${pad(ri(1, 99), 2)} ${c[0]}`;
    case 'IT': return `${st} ${n}${nl}${c[1]}${pad(ri(0, 99), 2)} ${c[0]}`;
    case 'BR': return `${st}, ${n} - ${pick(['Jardim Paulista','Centro','Copacabana','Savassi','Batel'])}${nl}${c[0]} - ${c[1]}, ${digits(5)}-${digits(3)}`;
    case 'PT': return `${st} ${n}, ${ri(1, 5)}º ${pick(['Esq.','Dto.'])}${nl}${c[1]}${digits(3)}-${digits(3)} ${c[0]}`;
    case 'NL': return `${st} ${n}${nl}${c[1]}${digits(2)} ${pick(UP)}${pick(UP)} ${c[0]}`;
    case 'PL': return `${st} ${n}${chance(0.6) ? '/' + ri(1, 80) : ''}${nl}${c[1]}${ri(0, 9)}-${digits(3)} ${c[0]}`;
    case 'SE': return `${st} ${n}${nl}${c[1]}${ri(1, 9)} ${digits(2)} ${c[0]}`;
    case 'FI': return `${st} ${n} ${pick(['A','B','C'])} ${ri(1, 40)}${nl}${c[1]}${digits(3)} ${c[0]}`;
    case 'TR': return `${st} No: ${n} D: ${ri(1, 20)}${nl}${c[1]}${digits(2)} ${c[0]}`;
    case 'IN': return `Flat ${ri(1, 9)}0${ri(1, 9)}, ${pick(['Sai Residency','Green Park Apartments','Lotus Towers','Shanti Niwas'])}, ${st}${nl}${c[0]} ${c[1]}${digits(3)}`;
    case 'CA': return `${ri(10, 2500)} ${st}${nl}${c[0]}, ${c[1]} ${c[2]} ${ri(1, 9)}${pick(UP)}${ri(1, 9)}`;
    case 'AU': return `${n} ${st}${nl}${c[0]} ${c[1]} ${c[2]}`;
    case 'JP': return `〒${digits(3)}-${digits(4)} ${pick(['東京都渋谷区神南','東京都新宿区西新宿','大阪府大阪市北区梅田','神奈川県横浜市西区みなとみらい','京都府京都市中京区'])}${ri(1, 5)}-${ri(1, 20)}-${ri(1, 30)}${chance(0.4) ? ` ${pick(['グランドハイツ','メゾン桜','サンライズ'])}${ri(1, 9)}0${ri(1, 9)}号室` : ''}`;
    case 'CN': return `${pick(['北京市朝阳区建国路','上海市徐汇区漕溪北路','广东省深圳市南山区科技园路','四川省成都市武侯区人民南路','浙江省杭州市西湖区文三路'])}${ri(1, 300)}号${chance(0.5) ? `${ri(1, 20)}栋${ri(1, 30)}0${ri(1, 9)}室` : ''}`;
    case 'KR': return `서울특별시 ${pick(['강남구 테헤란로','마포구 월드컵북로','송파구 올림픽로'])} ${ri(1, 400)}`;
    default: return `${n} ${st}, ${c[0]}`;
  }
}
const coAddrL = (country, ml = false) => L(address(country, ml), 'street_address', 'business_address', { soft: true });
const addrL = (country, ml = false) => L(address(country, ml), 'street_address', country.toLowerCase() + '_address');

// ---------- dates of birth ----------
const MONTHS = {
  en: ['January','February','March','April','May','June','July','August','September','October','November','December'],
  de: ['Januar','Februar','März','April','Mai','Juni','Juli','August','September','Oktober','November','Dezember'],
  fr: ['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre'],
  es: ['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'],
  it: ['gennaio','febbraio','marzo','aprile','maggio','giugno','luglio','agosto','settembre','ottobre','novembre','dicembre'],
  pt: ['janeiro','fevereiro','março','abril','maio','junho','julho','agosto','setembro','outubro','novembro','dezembro'],
  nl: ['januari','februari','maart','april','mei','juni','juli','augustus','september','oktober','november','december'],
  pl: ['stycznia','lutego','marca','kwietnia','maja','czerwca','lipca','sierpnia','września','października','listopada','grudnia'],
  sv: ['januari','februari','mars','april','maj','juni','juli','augusti','september','oktober','november','december'],
  tr: ['Ocak','Şubat','Mart','Nisan','Mayıs','Haziran','Temmuz','Ağustos','Eylül','Ekim','Kasım','Aralık'],
  hi: ['जनवरी','फ़रवरी','मार्च','अप्रैल','मई','जून','जुलाई','अगस्त','सितंबर','अक्टूबर','नवंबर','दिसंबर'],
};
function birth() { return { y: ri(1948, 2004), m: ri(1, 12), d: ri(1, 28) }; }
function dobText(b, lang) {
  const { y, m, d } = b; const M = MONTHS[lang] || MONTHS.en;
  switch (lang) {
    case 'en': return pick([`${MONTHS.en[m - 1]} ${d}, ${y}`, `${pad(m, 2)}/${pad(d, 2)}/${y}`, `${d} ${MONTHS.en[m - 1]} ${y}`, `${y}-${pad(m, 2)}-${pad(d, 2)}`, `${pad(d, 2)}/${pad(m, 2)}/${y}`]);
    case 'de': return pick([`${pad(d, 2)}.${pad(m, 2)}.${y}`, `${d}. ${M[m - 1]} ${y}`, `${d}.${m}.${y}`]);
    case 'fr': return pick([`${pad(d, 2)}/${pad(m, 2)}/${y}`, `${d === 1 ? '1er' : d} ${M[m - 1]} ${y}`]);
    case 'es': case 'pt': return pick([`${pad(d, 2)}/${pad(m, 2)}/${y}`, `${d} de ${M[m - 1]} de ${y}`]);
    case 'it': return pick([`${pad(d, 2)}/${pad(m, 2)}/${y}`, `${d} ${M[m - 1]} ${y}`]);
    case 'nl': return pick([`${pad(d, 2)}-${pad(m, 2)}-${y}`, `${d} ${M[m - 1]} ${y}`]);
    case 'pl': return pick([`${pad(d, 2)}.${pad(m, 2)}.${y}`, `${d} ${M[m - 1]} ${y} r.`]);
    case 'sv': return pick([`${y}-${pad(m, 2)}-${pad(d, 2)}`, `${d} ${M[m - 1]} ${y}`]);
    case 'ja': case 'zh': return pick([`${y}年${m}月${d}日`, `${y}/${pad(m, 2)}/${pad(d, 2)}`]);
    case 'hi': return pick([`${d} ${M[m - 1]} ${y}`, `${pad(d, 2)}-${pad(m, 2)}-${y}`]);
    case 'tr': return pick([`${pad(d, 2)}.${pad(m, 2)}.${y}`, `${d} ${M[m - 1]} ${y}`]);
    default: return `${y}-${pad(m, 2)}-${pad(d, 2)}`;
  }
}
const dobL = (b, lang) => L(dobText(b, lang), 'date_of_birth', 'dob_' + lang);

// ---------- national IDs (valid check digits) ----------
function ssn() { let a; do { a = ri(1, 899); } while (a === 666); return `${pad(a, 3)}-${pad(ri(1, 99), 2)}-${pad(ri(1, 9999), 4)}`; }
function nino() { const A = 'ABCEGHJKLMNOPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let p; do { p = pick(A) + pick(B); } while (['BG','GB','KN','NK','NT','TN','ZZ'].includes(p)); const d = digits(6); return chance(0.5) ? `${p} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${pick('ABCD')}` : `${p}${d}${pick('ABCD')}`; }
function steuerId() { const ds = sample([...DIG], 9); ds.push(pick(ds)); let a; do { a = shuffle(ds); } while (a[0] === '0'); const b = a.join(''); const s = b + iso7064_11_10(b); return chance(0.5) ? `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}` : s; }
function nir(p, b) { const sex = p && p.g === 'f' ? 2 : 1; const yy = pad((b ? b.y : ri(1950, 2000)) % 100, 2), mm = pad(b ? b.m : ri(1, 12), 2); const dep = pad(ri(1, 95), 2), com = pad(ri(1, 990), 3), ord = pad(ri(1, 999), 3); const n = `${sex}${yy}${mm}${dep}${com}${ord}`; const key = pad(97 - Number(BigInt(n) % 97n), 2); return chance(0.6) ? `${sex} ${yy} ${mm} ${dep} ${com} ${ord} ${key}` : n + key; }
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
function dni() { const n = ri(10000000, 79999999); return `${n}${chance(0.3) ? '-' : ''}${DNI_L[n % 23]}`; }
function nie() { const p = ri(0, 2); const n = ri(0, 9999999); return `${'XYZ'[p]}${pad(n, 7)}${DNI_L[(p * 10000000 + n) % 23]}`; }
function codiceFiscale(p, b) {
  const cons = (s) => s.replace(/[^B-DF-HJ-NP-TV-Z]/g, ''), vow = (s) => s.replace(/[^AEIOU]/g, '');
  const S = ascii(p.last).toUpperCase().replace(/[^A-Z]/g, ''), F = ascii(p.first).toUpperCase().replace(/[^A-Z]/g, '');
  const sc = (cons(S) + vow(S) + 'XXX').slice(0, 3); const fc0 = cons(F); const fc = fc0.length >= 4 ? fc0[0] + fc0[2] + fc0[3] : (fc0 + vow(F) + 'XXX').slice(0, 3);
  b = b || birth(); const day = b.d + (p.g === 'f' ? 40 : 0);
  const body = sc + fc + pad(b.y % 100, 2) + 'ABCDEHLMPRST'[b.m - 1] + pad(day, 2) + pick(['F205','H501','L219','F839','A944','G273','D612']);
  const ODD = [1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23];
  let s = 0; for (let i = 0; i < 15; i++) { const c = body[i]; const v = /\d/.test(c) ? +c : c.charCodeAt(0) - 65; s += i % 2 === 0 ? ODD[v] : v; }
  return body + UP[s % 26];
}
function bsn() { for (;;) { const d = [ri(1, 9), ...digits(7).split('').map(Number)]; let s = 0; for (let i = 0; i < 8; i++) s += d[i] * (9 - i); const c = s % 11; if (c < 10) return d.join('') + c; } }
function pesel(p, b) { b = b || birth(); const mm = b.m + (b.y >= 2000 ? 20 : 0); const base = pad(b.y % 100, 2) + pad(mm, 2) + pad(b.d, 2) + digits(3) + (p && p.g === 'f' ? pick('02468') : pick('13579')); const w = [1,3,7,9,1,3,7,9,1,3]; let s = 0; for (let i = 0; i < 10; i++) s += +base[i] * w[i]; return base + ((10 - (s % 10)) % 10); }
function personnummer(b) { b = b || birth(); const yymmdd = pad(b.y % 100, 2) + pad(b.m, 2) + pad(b.d, 2); const nnn = digits(3); const c = luhnCheck(yymmdd + nnn); return chance(0.7) ? `${yymmdd}-${nnn}${c}` : `${b.y}${pad(b.m, 2)}${pad(b.d, 2)}-${nnn}${c}`; }
function hetu(b) { b = b || birth(); const dd = pad(b.d, 2) + pad(b.m, 2) + pad(b.y % 100, 2); const ind = pad(ri(2, 899), 3); const c = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(BigInt(dd + ind) % 31n)]; return `${dd}${b.y >= 2000 ? 'A' : '-'}${ind}${c}`; }
function cpf() { const d = digits(9).split('').map(Number); let s = 0; for (let i = 0; i < 9; i++) s += d[i] * (10 - i); let c1 = (s * 10) % 11 % 10; d.push(c1); s = 0; for (let i = 0; i < 10; i++) s += d[i] * (11 - i); d.push((s * 10) % 11 % 10); const x = d.join(''); return chance(0.8) ? `${x.slice(0, 3)}.${x.slice(3, 6)}.${x.slice(6, 9)}-${x.slice(9)}` : x; }
function aadhaar() { const b = ri(2, 9) + digits(10); const x = b + verhoeff(b); return chance(0.7) ? `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}` : x; }
function pan(p) { const ln = ascii(p ? p.last : pick(NAMES.hi.l)).toUpperCase()[0]; return rs(UP, 3) + 'P' + ln + digits(4) + pick(UP); }
function cnId(b) { b = b || birth(); const base = pick(['110101','310104','440305','510107','330106','320102']) + b.y + pad(b.m, 2) + pad(b.d, 2) + digits(3); const w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; let s = 0; for (let i = 0; i < 17; i++) s += +base[i] * w[i]; return base + '10X98765432'[s % 11]; }
function myNumber() { const b = digits(11); let s = 0; for (let n = 1; n <= 11; n++) { const P = +b[11 - n]; const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const r = s % 11; const x = b + (r <= 1 ? 0 : 11 - r); return chance(0.6) ? `${x.slice(0, 4)} ${x.slice(4, 8)} ${x.slice(8)}` : x; }
function krRrn(p, b) { b = b || birth(); const sx = b.y >= 2000 ? (p && p.g === 'f' ? 4 : 3) : (p && p.g === 'f' ? 2 : 1); const base = pad(b.y % 100, 2) + pad(b.m, 2) + pad(b.d, 2) + sx + digits(5); const w = [2,3,4,5,6,7,8,9,2,3,4,5]; let s = 0; for (let i = 0; i < 12; i++) s += +base[i] * w[i]; const c = (11 - (s % 11)) % 10; return `${base.slice(0, 6)}-${base.slice(6)}${c}`; }
function sin() { const b = pick('1234567') + digits(7); const x = b + luhnCheck(b); return chance(0.6) ? `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}` : `${x.slice(0, 3)}-${x.slice(3, 6)}-${x.slice(6)}`; }
function tfn() { const w = [1,4,3,7,5,8,6,9,10]; for (;;) { const b = digits(8); for (let c = 0; c <= 9; c++) { const x = b + c; let s = 0; for (let i = 0; i < 9; i++) s += +x[i] * w[i]; if (s % 11 === 0) return `${x.slice(0, 3)} ${x.slice(3, 6)} ${x.slice(6)}`; } } }
// national id by country: returns [value, type, local label]
function nationalId(country, p, b) {
  switch (country) {
    case 'US': return [ssn(), 'us_ssn', 'SSN'];
    case 'GB': return [nino(), 'uk_nino', 'National Insurance No.'];
    case 'DE': return [steuerId(), 'de_steuer_id', 'Steuer-ID'];
    case 'AT': return [steuerId(), 'de_steuer_id', 'Steuer-ID'];
    case 'FR': return [nir(p, b), 'fr_nir', 'N° de sécurité sociale'];
    case 'ES': return chance(0.7) ? [dni(), 'es_dni', 'DNI'] : [nie(), 'es_nie', 'NIE'];
    case 'IT': return [codiceFiscale(p, b), 'it_codice_fiscale', 'Codice fiscale'];
    case 'NL': return [bsn(), 'nl_bsn', 'BSN'];
    case 'PL': return [pesel(p, b), 'pl_pesel', 'PESEL'];
    case 'SE': return [personnummer(b), 'se_personnummer', 'Personnummer'];
    case 'FI': return [hetu(b), 'fi_hetu', 'Henkilötunnus'];
    case 'BR': case 'PT': return [cpf(), 'br_cpf', 'CPF'];
    case 'IN': return chance(0.6) ? [aadhaar(), 'in_aadhaar', 'Aadhaar'] : [pan(p), 'in_pan', 'PAN'];
    case 'CN': return [cnId(b), 'cn_resident_id', '身份证号'];
    case 'JP': return [myNumber(), 'jp_my_number', 'マイナンバー'];
    case 'KR': return [krRrn(p, b), 'kr_rrn', '주민등록번호'];
    case 'CA': return [sin(), 'ca_sin', 'SIN'];
    case 'AU': return [tfn(), 'au_tfn', 'TFN'];
    case 'TR': { // TC Kimlik No
      const d = [ri(1, 9), ...digits(8).split('').map(Number)]; const o = d[0] + d[2] + d[4] + d[6] + d[8], e = d[1] + d[3] + d[5] + d[7]; const c10 = ((o * 7 - e) % 10 + 10) % 10; d.push(c10); const c11 = d.reduce((a, x) => a + x, 0) % 10; d.push(c11); return [d.join(''), 'tr_tckn', 'T.C. Kimlik No'];
    }
    default: return [ssn(), 'us_ssn', 'SSN'];
  }
}
const natIdL = (country, p, b) => { const [v, t, lab] = nationalId(country, p, b); return { f: L(v, 'national_id', t), label: lab }; };
// tax ids
function taxId(country) {
  switch (country) {
    case 'US': { let pfx; do { pfx = ri(10, 99); } while ([17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89].includes(pfx)); return [`${pfx}-${digits(7)}`, 'us_ein', 'EIN']; }
    case 'DE': case 'AT': { const b = ri(1, 9) + digits(7); return [`DE${b}${iso7064_11_10(b)}`, 'de_vat_id', 'USt-IdNr.']; }
    case 'FR': { const b = digits(8); const siren = b + luhnCheck(b); const k = pad((12 + 3 * (Number(siren) % 97)) % 97, 2); return [`FR${k}${chance(0.5) ? ' ' : ''}${siren}`, 'fr_vat_id', 'N° TVA intracommunautaire']; }
    case 'GB': return [digits(5) + ' ' + digits(5), 'uk_utr', 'UTR'];
    case 'IT': { const b = digits(10); return [`IT${b}${luhnCheck(b)}`, 'it_partita_iva', 'Partita IVA']; }
    case 'PL': { for (;;) { const b = digits(9); const w = [6,5,7,2,3,4,5,6,7]; let s = 0; for (let i = 0; i < 9; i++) s += +b[i] * w[i]; const c = s % 11; if (c < 10) { const x = b + c; return [`${x.slice(0, 3)}-${x.slice(3, 6)}-${x.slice(6, 8)}-${x.slice(8)}`, 'pl_nip', 'NIP']; } } }
    case 'NL': return [`NL${digits(9)}B${pad(ri(1, 19), 2)}`, 'nl_vat_id', 'btw-id'];
    case 'ES': { const n = ri(10000000, 99999999); return [`ES${n}${DNI_L[n % 23]}`, 'es_nif', 'NIF']; }
    case 'IN': return [pan(), 'in_pan', 'PAN'];
    case 'BR': return [`${digits(2)}.${digits(3)}.${digits(3)}/0001-${digits(2)}`, 'br_cnpj', 'CNPJ'];
    default: return [`${ri(10, 99)}-${digits(7)}`, 'us_ein', 'EIN'];
  }
}
const taxL = (country) => { const [v, t, lab] = taxId(country); return { f: L(v, 'tax_id', t), label: lab }; };
function passport(country) {
  switch (country) {
    case 'US': return chance(0.5) ? digits(9) : pick('ACEFGHJ') + digits(8);
    case 'DE': case 'AT': return pick('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8);
    case 'GB': return String(ri(1, 9)) + digits(8);
    case 'FR': return digits(2) + rs(UP, 2) + digits(5);
    case 'ES': return rs(UP, 3) + digits(6);
    case 'IT': return rs(UP, 2) + digits(7);
    case 'IN': return pick('JKLMNPRSTUVZ') + digits(7);
    case 'JP': return pick(['TK','TR','MZ','TZ']) + digits(7);
    case 'CN': return 'E' + digits(8);
    case 'BR': return rs(UP, 2) + digits(6);
    case 'NL': return rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2) + rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6) + ri(1, 9);
    case 'PL': return rs(UP, 2) + digits(7);
    case 'TR': return 'U' + digits(8);
    default: return rs(UP, 2) + digits(7);
  }
}
const passL = (c) => L(passport(c), 'passport_number', c.toLowerCase() + '_passport');

// ---------- payment ----------
function cardNumber(brand) {
  brand = brand || pick(['visa','visa','mastercard','mastercard','amex','discover','jcb','unionpay']);
  let pfx, len = 16;
  if (brand === 'visa') pfx = '4' + digits(5);
  else if (brand === 'mastercard') pfx = chance(0.7) ? String(ri(51, 55)) + digits(4) : String(ri(2221, 2720)) + digits(2);
  else if (brand === 'amex') { pfx = pick(['34','37']) + digits(4); len = 15; }
  else if (brand === 'discover') pfx = '6011' + digits(2);
  else if (brand === 'jcb') pfx = String(ri(3528, 3589)) + digits(2);
  else { pfx = '62' + digits(4); len = chance(0.5) ? 16 : 19; }
  const body = pfx + digits(len - 1 - pfx.length); const num = body + luhnCheck(body);
  return { num, brand };
}
function fmtCard(num, sep) {
  if (sep === undefined) sep = pick([' ', ' ', '-', '']);
  if (num.length === 15) return [num.slice(0, 4), num.slice(4, 10), num.slice(10)].join(sep);
  return num.match(/.{1,4}/g).join(sep);
}
const cardL = (brand, sep) => { const c = cardNumber(brand); return L(fmtCard(c.num, sep), 'credit_card', c.brand); };
function badCard() { const c = cardNumber('visa'); const last = (+c.num.slice(-1) + ri(1, 9)) % 10; return fmtCard(c.num.slice(0, -1) + last, pick([' ', '-'])); }
const IBAN_SPEC = { DE: () => digits(8) + digits(10), FR: () => '30004' + digits(5) + digits(11) + digits(2), GB: () => pick(['NWBK','BARC','LOYD','HBUK','MIDL']) + digits(6) + digits(8), ES: () => pick(['2100','0049','0182','2085']) + digits(16), IT: () => pick(UP) + digits(10) + digits(12), NL: () => pick(['ABNA','INGB','RABO','TRIO','SNSB']) + digits(10), PL: () => digits(24), SE: () => digits(20), PT: () => '0035' + digits(17), TR: () => digits(5) + '0' + digits(16), BE: () => digits(12), AT: () => digits(16), CH: () => digits(17), FI: () => digits(14) };
function iban(country) {
  if (!IBAN_SPEC[country]) country = pick(['DE','FR','ES','IT','NL','GB']);
  const bban = IBAN_SPEC[country]();
  const num = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const ck = pad(98 - mod97(num), 2); const ib = country + ck + bban;
  return chance(0.6) ? ib.match(/.{1,4}/g).join(' ') : ib;
}
const acctL = (c) => (IBAN_SPEC[c] ? ibanL(c) : bankAccount(c));
const ibanL = (c) => L(iban(c), 'iban', 'iban_' + (IBAN_SPEC[c] ? c.toLowerCase() : 'eu'));
function abaRouting() { for (;;) { const d = digits(8); for (let c = 0; c <= 9; c++) { const x = d + c; const s = 3 * (+x[0] + +x[3] + +x[6]) + 7 * (+x[1] + +x[4] + +x[7]) + (+x[2] + +x[5] + +x[8]); if (s % 10 === 0 && +x[0] <= 3) return x; } } }
// bank account (non-IBAN): returns frag
function bankAccount(country) {
  switch (country) {
    case 'US': case 'CA': return T`Routing: ${L(abaRouting(), 'bank_account', 'us_routing_number', { soft: true })}  Account: ${L(digits(ri(9, 12)), 'bank_account', 'us_account_number')}`;
    case 'GB': return T`Sort code ${L(`${digits(2)}-${digits(2)}-${digits(2)}`, 'bank_account', 'uk_sort_code', { soft: true })}, account no. ${L(digits(8), 'bank_account', 'uk_account_number')}`;
    case 'IN': return T`A/c No. ${L(digits(ri(11, 14)), 'bank_account', 'in_account_number')}, IFSC ${pick(['SBIN','HDFC','ICIC','UTIB'])}0${digits(6)}`;
    case 'JP': return T`${pick(['三菱UFJ銀行','みずほ銀行','三井住友銀行'])} ${pick(['渋谷','新宿','梅田'])}支店 普通 ${L(digits(7), 'bank_account', 'jp_account_number')}`;
    case 'BR': return T`Agência ${digits(4)}-${ri(0, 9)} Conta corrente ${L(`${digits(ri(5, 8))}-${ri(0, 9)}`, 'bank_account', 'br_account_number')}`;
    case 'AU': return T`BSB ${L(`${digits(3)}-${digits(3)}`, 'bank_account', 'au_bsb', { soft: true })} Account ${L(digits(9), 'bank_account', 'au_account_number')}`;
    default: return T`Account: ${L(digits(10), 'bank_account', 'account_number')}`;
  }
}

// ---------- network / crypto ----------
function publicIPv4() { for (;;) { const a = ri(2, 223), b = ri(0, 255); if ([10, 127, 100, 169, 172, 192, 198, 203, 8, 1, 9].includes(a)) continue; return `${a}.${b}.${ri(0, 255)}.${ri(1, 254)}`; } }
function publicIPv6() { const g = () => hex(4).replace(/^0+(?=.)/, ''); return `${pick(['2a02','2a01','2600','2804','2409','240e','2a00','2603'])}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}:${g()}`; }
const ipL = () => chance(0.85) ? L(publicIPv4(), 'ip_address', 'ipv4_public') : L(publicIPv6(), 'ip_address', 'ipv6_public');
const privIpL = () => L(pick([`10.${ri(0, 255)}.${ri(0, 255)}.${ri(1, 254)}`, `192.168.${ri(0, 20)}.${ri(2, 254)}`, `172.${ri(16, 31)}.${ri(0, 255)}.${ri(1, 254)}`]), 'ip_address', 'ipv4_private', { soft: true });
function btcLegacy() { const pl = Buffer.concat([Buffer.from([chance(0.7) ? 0 : 5]), rbytes(20)]); const ck = sha256(sha256(pl)).subarray(0, 4); return base58(Buffer.concat([pl, ck])); }
function btcBech32() { return bech32Encode('bc', [0].concat(convertBits([...rbytes(20)], 8, 5))); }
const ethAddr = () => '0x' + hex(40);
function walletL() { const r = rnd(); if (r < 0.35) return L(btcLegacy(), 'crypto_wallet', 'btc_base58'); if (r < 0.65) return L(btcBech32(), 'crypto_wallet', 'btc_bech32'); return L(ethAddr(), 'crypto_wallet', 'eth_address'); }

// ---------- secrets ----------
// Each returns { env, value, cat, type }
const A_Z2_7 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SECRET_GENS = {
  aws_access_key_id: () => ({ env: 'AWS_ACCESS_KEY_ID', value: pick(['AKIA', 'AKIA', 'ASIA']) + rs(A_Z2_7, 16) }),
  aws_secret_access_key: () => ({ env: 'AWS_SECRET_ACCESS_KEY', value: rs(B64, 40) }),
  gcp_api_key: () => ({ env: pick(['GOOGLE_API_KEY', 'GOOGLE_MAPS_API_KEY', 'FIREBASE_API_KEY']), value: 'AIza' + rs(B64URL, 35) }),
  gcp_oauth_client_secret: () => ({ env: 'GOOGLE_CLIENT_SECRET', value: 'GOCSPX-' + rs(B64URL, 28) }),
  azure_storage_key: () => ({ env: 'AZURE_STORAGE_KEY', value: rs(B64, 86) + '==' }),
  azure_client_secret: () => ({ env: 'AZURE_CLIENT_SECRET', value: rs(ALNUM, 3) + '8Q~' + rs(ALNUM + '_.~-', 34) }),
  github_pat: () => ({ env: pick(['GITHUB_TOKEN', 'GH_TOKEN', 'GITHUB_PAT']), value: 'ghp_' + rs(ALNUM, 36) }),
  github_fine_grained_pat: () => ({ env: 'GH_TOKEN', value: 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(ALNUM, 59) }),
  github_app_token: () => ({ env: 'GITHUB_APP_TOKEN', value: pick(['ghs_', 'gho_', 'ghu_']) + rs(ALNUM, 36) }),
  gitlab_pat: () => ({ env: pick(['GITLAB_TOKEN', 'CI_JOB_TOKEN_OVERRIDE', 'GL_TOKEN']), value: 'glpat-' + rs(B64URL, 20) }),
  slack_bot_token: () => ({ env: 'SLACK_BOT_TOKEN', value: `xoxb-${digits(ri(10, 12))}-${digits(ri(12, 13))}-${rs(ALNUM, 24)}` }),
  slack_user_token: () => ({ env: 'SLACK_USER_TOKEN', value: `xoxp-${digits(11)}-${digits(12)}-${digits(13)}-${hex(32)}` }),
  stripe_secret_key: () => ({ env: 'STRIPE_SECRET_KEY', value: pick(['sk_live_', 'sk_live_', 'rk_live_', 'sk_test_']) + rs(ALNUM, pick([24, 99])) }),
  stripe_webhook_secret: () => ({ env: 'STRIPE_WEBHOOK_SECRET', value: 'whsec_' + rs(ALNUM, 32) }),
  twilio_auth_token: () => ({ env: 'TWILIO_AUTH_TOKEN', value: hex(32) }),
  twilio_api_key: () => ({ env: 'TWILIO_API_KEY', value: 'SK' + hex(32) }),
  sendgrid_api_key: () => ({ env: 'SENDGRID_API_KEY', value: `SG.${rs(B64URL, 22)}.${rs(B64URL, 43)}` }),
  openai_api_key: () => ({ env: 'OPENAI_API_KEY', value: chance(0.6) ? 'sk-proj-' + rs(B64URL, 74) + 'T3BlbkFJ' + rs(B64URL, 74) : 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20) }),
  anthropic_api_key: () => ({ env: 'ANTHROPIC_API_KEY', value: 'sk-ant-api03-' + rs(B64URL, 93) + 'AA' }),
  huggingface_token: () => ({ env: pick(['HF_TOKEN', 'HUGGING_FACE_HUB_TOKEN']), value: 'hf_' + rs(UP + LO, 34) }),
  npm_token: () => ({ env: 'NPM_TOKEN', value: 'npm_' + rs(ALNUM, 36) }),
  pypi_token: () => ({ env: 'PYPI_API_TOKEN', value: 'pypi-AgEIcHlwaS5vcmc' + rs(B64URL, ri(140, 170)) }),
  dockerhub_pat: () => ({ env: 'DOCKERHUB_TOKEN', value: 'dckr_pat_' + rs(B64URL, 27) }),
  shopify_access_token: () => ({ env: 'SHOPIFY_ACCESS_TOKEN', value: pick(['shpat_', 'shpca_', 'shppa_']) + hex(32) }),
  shopify_shared_secret: () => ({ env: 'SHOPIFY_API_SECRET', value: 'shpss_' + hex(32) }),
  datadog_api_key: () => ({ env: 'DD_API_KEY', value: hex(32) }),
  datadog_app_key: () => ({ env: 'DD_APP_KEY', value: hex(40) }),
  mailgun_api_key: () => ({ env: 'MAILGUN_API_KEY', value: chance(0.5) ? 'key-' + hex(32) : `${hex(32)}-${hex(8)}-${hex(8)}` }),
  digitalocean_token: () => ({ env: 'DIGITALOCEAN_TOKEN', value: 'dop_v1_' + hex(64) }),
  cloudflare_api_token: () => ({ env: 'CLOUDFLARE_API_TOKEN', value: rs(B64URL, 40) }),
  newrelic_user_key: () => ({ env: 'NEW_RELIC_API_KEY', value: 'NRAK-' + rs(UP + DIG, 27) }),
  atlassian_api_token: () => ({ env: 'JIRA_API_TOKEN', value: 'ATATT3xFfGF0' + rs(B64URL, 170) + '=' + hex(8).toUpperCase() }),
  telegram_bot_token: () => ({ env: 'TELEGRAM_BOT_TOKEN', value: `${ri(1000000000, 7999999999)}:AA${rs(B64URL, 33)}` }),
  okta_api_token: () => ({ env: 'OKTA_API_TOKEN', value: '00' + rs(B64URL, 40) }),
  linear_api_key: () => ({ env: 'LINEAR_API_KEY', value: 'lin_api_' + rs(ALNUM, 40) }),
  postman_api_key: () => ({ env: 'POSTMAN_API_KEY', value: `PMAK-${hex(24)}-${hex(34)}` }),
};
const API_KEY_TYPES = Object.keys(SECRET_GENS);
function apiKey(type) { type = type || pick(API_KEY_TYPES); const s = SECRET_GENS[type](); return { ...s, cat: 'api_key', type }; }
function jwt(alg) {
  alg = alg || pick(['HS256', 'RS256', 'HS256', 'ES256']);
  const now = ri(1730000000, 1765000000);
  const head = { alg, typ: 'JWT' }; if (alg !== 'HS256') head.kid = hex(16);
  const body = pick([
    { sub: String(ri(10000, 9999999)), iat: now, exp: now + pick([900, 3600, 86400]), scope: pick(['read:orders write:orders', 'openid profile', 'admin']) },
    { iss: pick(['https://auth.' + pick(COMPANIES)[1], 'https://login.microsoftonline.com/' + uuid() + '/v2.0']), aud: pick(['api://default', 'account', 'web-client']), sub: uuid(), iat: now, exp: now + 3600, roles: [pick(['user', 'admin', 'support'])] },
    { user_id: ri(1000, 999999), session: hex(16), iat: now, exp: now + 7200 },
  ]);
  const h = b64url(Buffer.from(JSON.stringify(head))), p = b64url(Buffer.from(JSON.stringify(body)));
  const sig = alg === 'HS256' ? b64url(createHmac('sha256', rbytes(32)).update(h + '.' + p).digest()) : b64url(rbytes(alg === 'ES256' ? 64 : 256));
  return `${h}.${p}.${sig}`;
}
function authToken(kind) {
  kind = kind || pick(['jwt', 'jwt', 'opaque', 'google_oauth', 'session', 'refresh']);
  switch (kind) {
    case 'jwt': return { value: jwt(), type: 'jwt' };
    case 'opaque': return { value: rs(B64URL, pick([32, 40, 43, 64])), type: 'bearer_token' };
    case 'google_oauth': return { value: 'ya29.' + rs(B64URL, ri(120, 180)), type: 'google_oauth_access_token' };
    case 'refresh': return { value: '1//0' + rs(B64URL, 99), type: 'oauth_refresh_token' };
    case 'session': return { value: rs(LO + DIG, 32), type: 'session_id' };
  }
}
const jwtL = () => L(jwt(), 'auth_token', 'jwt');
const bearerL = () => { const t = authToken(pick(['jwt', 'opaque', 'google_oauth'])); return L(t.value, 'auth_token', t.type); };
function pemBody(n) { return rs(B64, n); }
function wrap(s, w) { return s.match(new RegExp(`.{1,${w}}`, 'g')).join('\n'); }
function privateKey(kind) {
  kind = kind || pick(['rsa', 'rsa', 'rsa4096', 'pkcs8', 'ec', 'openssh', 'pgp']);
  let hdr, body;
  switch (kind) {
    case 'rsa': hdr = 'RSA PRIVATE KEY'; body = 'MIIEpAIBAAKCAQEA' + pemBody(1572) + '=='; break;
    case 'rsa4096': hdr = 'RSA PRIVATE KEY'; body = 'MIIJKAIBAAKCAgEA' + pemBody(3152); kind = 'rsa'; break;
    case 'pkcs8': hdr = 'PRIVATE KEY'; body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + pemBody(1570); break;
    case 'ec': hdr = 'EC PRIVATE KEY'; body = 'MHcCAQEEI' + pemBody(51) + 'oAoGCCqGSM49AwEHoUQDQgAE' + pemBody(86) + '=='; break;
    case 'openssh': hdr = 'OPENSSH PRIVATE KEY'; body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + 'QyNTUxOQAAACD' + pemBody(310); break;
    case 'pgp': { const b = 'lQOYBG' + pemBody(1300); return { value: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${wrap(b, 64)}\n=${rs(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`, type: 'pgp_private_key' }; }
  }
  const w = kind === 'openssh' ? 70 : 64;
  return { value: `-----BEGIN ${hdr}-----\n${wrap(body, w)}\n-----END ${hdr}-----`, type: kind + '_private_key' };
}
const WORDS = ['sunflower','Kobold','tiger','maple','Falcon','river','Pinguin','orange','Sommer','winter','galaxy','Lotus','marmot','harbor','Zebra','copper','Nebel','raven','mango','Tornado','pixel','Bergamo','quartz','Oslo','velvet'];
function password(kind) {
  kind = kind || pick(['human', 'human', 'strong', 'strong', 'passphrase', 'db']);
  switch (kind) {
    case 'human': return pick([cap(pick(WORDS)) + ri(1970, 2025) + pick(['!', '#', '?', '$', '']), pick(WORDS) + pick(['_', '.', '@']) + ri(10, 999), cap(pick(WORDS)).replace(/o/g, '0').replace(/a/g, '@') + ri(1, 99) + '!']);
    case 'strong': return rs(ALNUM + '!@#%^&*-_=+', ri(14, 24));
    case 'passphrase': return sample(WORDS.map((w) => w.toLowerCase()), 4).join(pick(['-', '.', ' ']));
    case 'db': return rs(ALNUM, ri(16, 32));
  }
}
const pwL = (kind) => L(password(kind), 'password', kind === 'passphrase' ? 'passphrase' : 'password');
const urlSafePw = () => rs(ALNUM, ri(12, 24)) + pick(['', '', '%21', '%40' + rs(ALNUM, 3)]);
const DBHOSTS = () => pick([`db-prod-${pad(ri(1, 9), 2)}.internal.${pick(COMPANIES)[1]}`, `${pick(['orders', 'billing', 'users', 'analytics'])}-db.${hex(12)}.${pick(['eu-west-1', 'us-east-1', 'eu-central-1'])}.rds.amazonaws.com`, `pg-${hex(6)}.postgres.database.azure.com`, 'postgres', 'mysql', `10.${ri(0, 9)}.${ri(0, 255)}.${ri(2, 250)}`, `cluster0.${rs(LO + DIG, 5)}.mongodb.net`]);
function connString(kind) {
  kind = kind || pick(['postgres', 'postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'jdbc', 'mssql_url']);
  const user = pick(['app', 'admin', 'svc_orders', 'postgres', 'root', 'billing_rw', 'etl_user', 'reporting']); const pw = urlSafePw(); const db = pick(['orders', 'app_production', 'crm', 'payments', 'warehouse', 'shop']);
  switch (kind) {
    case 'postgres': return { value: `${pick(['postgres', 'postgresql'])}://${user}:${pw}@${DBHOSTS()}:5432/${db}${chance(0.4) ? '?sslmode=require' : ''}`, type: 'postgres_url' };
    case 'mysql': return { value: `mysql://${user}:${pw}@${DBHOSTS()}:3306/${db}`, type: 'mysql_url' };
    case 'mongodb': return { value: `mongodb+srv://${user}:${pw}@cluster0.${rs(LO + DIG, 5)}.mongodb.net/${db}?retryWrites=true&w=majority`, type: 'mongodb_url' };
    case 'redis': return { value: `redis${chance(0.5) ? 's' : ''}://${chance(0.5) ? 'default' : ''}:${pw}@${pick(['redis-' + ri(10000, 19999) + '.c' + ri(1, 300) + '.eu-west-1-2.ec2.cloud.redislabs.com', 'cache.internal', 'redis'])}:${pick([6379, 6380, ri(10000, 19999)])}/0`, type: 'redis_url' };
    case 'amqp': return { value: `amqp${chance(0.5) ? 's' : ''}://${user}:${pw}@${pick(['rabbitmq', 'mq.internal', 'b-' + uuid() + '.mq.eu-west-1.amazonaws.com'])}:${pick([5672, 5671])}/${pick(['%2F', 'prod', 'events'])}`, type: 'amqp_url' };
    case 'jdbc': return { value: `jdbc:postgresql://${DBHOSTS()}:5432/${db}?user=${user}&password=${pw}`, type: 'jdbc_url' };
    case 'mssql_url': return { value: `mssql://${user}:${pw}@${pick(['sql-prod.database.windows.net', 'mssql', 'sqlsrv01.corp.local'])}:1433/${db}`, type: 'mssql_url' };
  }
}
const connL = (kind) => { const c = connString(kind); return L(c.value, 'connection_string', c.type); };
function webhook(kind) {
  kind = kind || pick(['slack', 'slack', 'discord', 'teams']);
  if (kind === 'slack') return { value: `https://hooks.slack.com/services/T${rs(UP + DIG, ri(8, 10))}/B${rs(UP + DIG, ri(8, 10))}/${rs(ALNUM, 24)}`, type: 'slack_webhook' };
  if (kind === 'discord') return { value: `https://${pick(['discord.com', 'discordapp.com'])}/api/webhooks/${ri(1, 1) ? '1' + digits(18) : ''}/${rs(B64URL, 68)}`, type: 'discord_webhook' };
  return { value: `https://${pick(['contoso', 'fabrikam', 'northwindtraders', 'acmelogistics'])}.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${hex(32)}/${uuid()}/V2${rs(B64URL, 43)}`, type: 'teams_webhook' };
}
const hookL = (kind) => { const w = webhook(kind); return L(w.value, 'webhook_url', w.type); };
// a labelled secret of any category, for configs. returns {env, f (Frag), cat}
function anySecret(pref) {
  const r = pref || pick(['api', 'api', 'api', 'api', 'token', 'password', 'password', 'conn', 'hook']);
  if (r === 'api') { const k = apiKey(); const soft = false; return { env: k.env, f: L(k.value, 'api_key', k.type, { soft }), cat: 'api_key', raw: k.value }; }
  if (r === 'token') { const t = authToken(pick(['jwt', 'opaque', 'refresh'])); return { env: pick(['AUTH_TOKEN', 'API_BEARER_TOKEN', 'SERVICE_TOKEN', 'REFRESH_TOKEN', 'ACCESS_TOKEN']), f: L(t.value, 'auth_token', t.type), cat: 'auth_token', raw: t.value }; }
  if (r === 'password') { const p = password(pick(['strong', 'db', 'human'])); return { env: pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'SMTP_PASSWORD', 'REDIS_PASSWORD', 'ADMIN_PASSWORD', 'LDAP_BIND_PASSWORD', 'KEYSTORE_PASSWORD']), f: L(p, 'password', 'config_password'), cat: 'password', raw: p }; }
  if (r === 'conn') { const c = connString(); return { env: { mongodb_url: 'MONGO_URI', redis_url: 'REDIS_URL', amqp_url: 'BROKER_URL', jdbc_url: 'JDBC_URL' }[c.type] || pick(['DATABASE_URL', 'DB_DSN', 'DATABASE_URL']), f: L(c.value, 'connection_string', c.type), cat: 'connection_string', raw: c.value }; }
  const w = webhook(); return { env: w.type === 'slack_webhook' ? 'SLACK_WEBHOOK_URL' : w.type === 'discord_webhook' ? 'DISCORD_WEBHOOK_URL' : 'TEAMS_WEBHOOK_URL', f: L(w.value, 'webhook_url', w.type), cat: 'webhook_url', raw: w.value };
}

// ---------- hard negatives ----------
function uuid() { const h = hex(32).split(''); h[12] = '4'; h[16] = '89ab'[ri(0, 3)]; const s = h.join(''); return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`; }
const uuidN = () => N(uuid(), 'uuid');
const shaN = () => N(hex(40), 'git_commit_sha');
const shortShaN = () => N(hex(7), 'git_commit_sha');
const sha256N = () => N(hex(64), 'sha256_digest');
const md5N = () => N(hex(32), 'md5_digest');
const versionN = () => N(pick([`${ri(0, 5)}.${ri(0, 30)}.${ri(0, 20)}`, `v${ri(1, 4)}.${ri(0, 30)}.${ri(0, 12)}`, `${ri(1, 3)}.${ri(0, 9)}.${ri(0, 9)}-rc.${ri(1, 5)}`, `${ri(2019, 2025)}.${ri(1, 12)}.${ri(0, 5)}`]), 'version_string');
const orderN = () => N(pick([`ORD-${ri(2022, 2025)}-${digits(6)}`, `#${ri(100000000, 999999999)}`, `${digits(3)}-${digits(7)}-${digits(7)}`, `SO${digits(8)}`]), 'order_number');
const invoiceN = () => N(pick([`INV-${ri(2023, 2025)}-${digits(5)}`, `RE-${digits(6)}`, `F${ri(2023, 2025)}${digits(5)}`, `FAC-${digits(4)}/${ri(2023, 2025)}`]), 'invoice_number');
const trackingN = () => N(pick([`1Z${rs(UP + DIG, 6)}${digits(10)}`, `JD${digits(18)}`, `${digits(12)}`, `LX${digits(9)}CN`, `00${digits(18)}`]), 'tracking_number');
function isoTs(base) { const t = base || ri(1735689600, 1764000000); return new Date(t * 1000 + ri(0, 999)).toISOString(); }
const tsN = (s) => N(s || isoTs(), 'timestamp');
const epochN = () => N(String(ri(1735689600, 1764000000)), 'timestamp');
const PLACEHOLDERS = ['<your-api-key>', 'YOUR_TOKEN_HERE', '${DB_PASSWORD}', 'changeme', 'xxxx-xxxx-xxxx-xxxx', 'REPLACE_WITH_YOUR_SECRET', '{{ secrets.NPM_TOKEN }}', '********', '<redacted>', '%(password)s', '$SECRET_KEY', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'your-password-here', '<API_TOKEN>', 'TODO', '${{ secrets.AWS_SECRET_ACCESS_KEY }}', 'REPLACE_ME', '{{ .Values.db.password }}', 'dummy', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '<PASSWORD>', 'insert-key-here', '${env:API_KEY}', 'os.environ["API_KEY"]', '[REDACTED]', 'secret'];
const phN = (v) => N(v || pick(PLACEHOLDERS), 'placeholder');
const EXAMPLES = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'jane.doe@example.com', 'user@example.org', 'john.doe@example.net', '4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', '078-05-1120', '123-45-6789', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'xoxb-not-a-real-token-this-will-not-work'];
const exN = (v) => N(v || pick(EXAMPLES), 'documented_example');
const badCardN = () => N(badCard(), 'luhn_invalid_number');
const skuN = () => N(pick([`SKU-${digits(5)}-${pick(['BLK', 'WHT', 'RED', 'NVY'])}-${pick(['S', 'M', 'L', 'XL'])}`, `B0${rs(UP + DIG, 8)}`, `${rs(UP, 3)}-${digits(4)}-${rs(UP, 2)}`, `${digits(13)}`]), 'product_sku');
const buildN = () => N(pick([`#${ri(1000, 99999)}`, `${ri(2024, 2025)}${pad(ri(1, 12), 2)}${pad(ri(1, 28), 2)}.${ri(1, 9)}`, `build-${ri(1000, 9999)}`, `${ri(1, 9)}.${ri(0, 9)}.${ri(1000, 9999)}`]), 'build_number');
const pathN = () => N(pick(['/var/lib/docker/overlay2/' + hex(64) + '/merged', '/usr/local/lib/python3.11/site-packages/requests/adapters.py', 'C:/ProgramData/' + pick(['Oracle', 'Microsoft Shared']) + '/config.xml', '/etc/nginx/conf.d/default.conf', '/opt/app/releases/' + ri(20240101, 20251231) + '/config/secrets.yml', '/home/runner/work/api/api/node_modules/.pnpm/lock.yaml', '~/.aws/credentials', '/run/secrets/db_password', 'src/main/resources/application.properties', '/srv/www/releases/' + hex(7) + '/public/index.php']), 'file_path');
const b64ImgN = () => N('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA' + rs(B64, ri(60, 200)) + '=', 'base64_image');
const cssN = () => N(pick(['#' + hex(6), '#' + hex(3), `rgb(${ri(0, 255)}, ${ri(0, 255)}, ${ri(0, 255)})`, `hsl(${ri(0, 359)}, ${ri(10, 90)}%, ${ri(10, 90)}%)`]), 'css_color');
const dnsN = () => N(pick(['8.8.8.8', '8.8.4.4', '1.1.1.1', '1.0.0.1', '9.9.9.9', '208.67.222.222', '2001:4860:4860::8888', '2606:4700:4700::1111']), 'public_dns_resolver_ip');
const docIpN = () => N(pick([`192.0.2.${ri(1, 254)}`, `198.51.100.${ri(1, 254)}`, `203.0.113.${ri(1, 254)}`, `2001:db8::${hex(2)}`]), 'documentation_ip');
const traceN = () => N(hex(32), 'trace_id');
const reqIdN = () => N(pick([`req_${rs(ALNUM, 14)}`, `${hex(8)}-${hex(4)}`, rs(UP + DIG, 20)]), 'request_id');
const pubKeyN = () => N(`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rs(B64, 43)} ${pick(['deploy@ci-runner', 'ansible@bastion', 'backup@nas01'])}`, 'public_key');
const integrityN = () => N('sha512-' + rs(B64, 86) + '==', 'integrity_hash');
const caseN = () => N(pick([`CASE-${digits(7)}`, `TCK-${digits(5)}`, `#${digits(6)}`, `SR${digits(9)}`]), 'ticket_number');
const imageDigestN = () => N('sha256:' + hex(64), 'sha256_digest');
const certN = () => N(`-----BEGIN CERTIFICATE-----\n${wrap('MIID' + rs(B64, 600), 64)}\n-----END CERTIFICATE-----`, 'certificate');

// ---------- localized phrases ----------
const P = {
  en: { hi: (n) => T`Hi ${n},`, hi0: 'Hello,', bye: pickF(['Best regards,', 'Kind regards,', 'Thanks,', 'Cheers,']), name: 'Name', dob: 'Date of birth', addr: 'Address', phone: 'Phone', email: 'Email', acct: 'IBAN', moved: 'I recently moved, please update my delivery address to', reach: 'You can reach me on', born: 'For verification: my date of birth is', refund: 'Please transfer the refund to my account', late: (o) => T`My order ${o} still hasn't arrived and nobody answers my e-mails.`, idv: (l) => `My ${l} is`, login: "I can't log in since yesterday's update.", pw: 'I even reset it, my password is now', thx: 'Thanks in advance!', crash: (i) => T`The app crashes every time I open invoice ${i}.`, ver: 'I am on version', subj: ['Problem with my order', 'Account locked', 'Change of address', 'Refund request', 'Login issue'], card: 'the card I used was', },
  de: { hi: (n) => T`Hallo ${n},`, hi0: 'Sehr geehrte Damen und Herren,', bye: pickF(['Viele Grüße', 'Mit freundlichen Grüßen', 'Beste Grüße']), name: 'Name', dob: 'Geburtsdatum', addr: 'Anschrift', phone: 'Telefon', email: 'E-Mail', acct: 'IBAN', moved: 'ich bin umgezogen, bitte ändern Sie meine Lieferadresse auf', reach: 'Sie erreichen mich unter', born: 'Zur Verifizierung: mein Geburtsdatum ist der', refund: 'Bitte überweisen Sie die Erstattung auf mein Konto', late: (o) => T`Meine Bestellung ${o} ist immer noch nicht angekommen.`, idv: (l) => `Meine ${l} lautet`, login: 'Seit dem letzten Update kann ich mich nicht mehr anmelden.', pw: 'Ich habe es schon zurückgesetzt, mein Passwort ist jetzt', thx: 'Vielen Dank im Voraus!', crash: (i) => T`Die App stürzt jedes Mal ab, wenn ich die Rechnung ${i} öffne.`, ver: 'Ich nutze Version', subj: ['Problem mit meiner Bestellung', 'Konto gesperrt', 'Adressänderung', 'Rückerstattung', 'Anmeldeproblem'], card: 'bezahlt habe ich mit der Karte' },
  fr: { hi: (n) => T`Bonjour ${n},`, hi0: 'Madame, Monsieur,', bye: pickF(['Cordialement,', 'Bien à vous,', 'Merci d\'avance,']), name: 'Nom', dob: 'Date de naissance', addr: 'Adresse', phone: 'Téléphone', email: 'Courriel', acct: 'IBAN', moved: "j'ai déménagé, merci de mettre à jour mon adresse de livraison :", reach: 'Vous pouvez me joindre au', born: 'Pour vérification, ma date de naissance est le', refund: 'Merci de rembourser le montant sur mon compte', late: (o) => T`Ma commande ${o} n'est toujours pas arrivée.`, idv: (l) => `Mon ${l} est le`, login: "Je n'arrive plus à me connecter depuis la mise à jour.", pw: "J'ai déjà réinitialisé, mon mot de passe est maintenant", thx: "Merci d'avance !", crash: (i) => T`L'application plante à chaque fois que j'ouvre la facture ${i}.`, ver: "J'utilise la version", subj: ['Problème de commande', 'Compte bloqué', "Changement d'adresse", 'Demande de remboursement'], card: "j'ai payé avec la carte" },
  es: { hi: (n) => T`Hola ${n}:`, hi0: 'Buenos días:', bye: pickF(['Saludos,', 'Un saludo,', 'Atentamente,']), name: 'Nombre', dob: 'Fecha de nacimiento', addr: 'Dirección', phone: 'Teléfono', email: 'Correo', acct: 'IBAN', moved: 'me he mudado, por favor actualicen mi dirección de envío a', reach: 'Pueden contactarme en el', born: 'Para verificar, mi fecha de nacimiento es el', refund: 'Por favor, hagan la devolución a mi cuenta', late: (o) => T`Mi pedido ${o} todavía no ha llegado.`, idv: (l) => `Mi ${l} es`, login: 'Desde la última actualización no puedo iniciar sesión.', pw: 'Ya la restablecí, mi contraseña ahora es', thx: '¡Gracias de antemano!', crash: (i) => T`La aplicación se cierra cada vez que abro la factura ${i}.`, ver: 'Uso la versión', subj: ['Problema con mi pedido', 'Cuenta bloqueada', 'Cambio de dirección', 'Solicitud de reembolso'], card: 'pagué con la tarjeta' },
  it: { hi: (n) => T`Ciao ${n},`, hi0: 'Buongiorno,', bye: pickF(['Cordiali saluti,', 'Saluti,', 'Grazie,']), name: 'Nome', dob: 'Data di nascita', addr: 'Indirizzo', phone: 'Telefono', email: 'Email', acct: 'IBAN', moved: 'mi sono trasferito, vi prego di aggiornare il mio indirizzo di consegna in', reach: 'Potete contattarmi al', born: 'Per la verifica, la mia data di nascita è il', refund: 'Vi prego di effettuare il rimborso sul mio conto', late: (o) => T`Il mio ordine ${o} non è ancora arrivato.`, idv: (l) => `Il mio ${l} è`, login: "Dall'ultimo aggiornamento non riesco più ad accedere.", pw: "L'ho già reimpostata, la mia password ora è", thx: 'Grazie in anticipo!', crash: (i) => T`L'app si chiude ogni volta che apro la fattura ${i}.`, ver: 'Uso la versione', subj: ["Problema con l'ordine", 'Account bloccato', 'Cambio indirizzo', 'Richiesta di rimborso'], card: 'ho pagato con la carta' },
  pt: { hi: (n) => T`Olá ${n},`, hi0: 'Bom dia,', bye: pickF(['Atenciosamente,', 'Obrigado,', 'Abraços,']), name: 'Nome', dob: 'Data de nascimento', addr: 'Endereço', phone: 'Telefone', email: 'E-mail', acct: 'IBAN', moved: 'mudei de endereço, por favor atualizem meu endereço de entrega para', reach: 'Podem me ligar no', born: 'Para verificação, minha data de nascimento é', refund: 'Por favor, façam o reembolso na minha conta', late: (o) => T`Meu pedido ${o} ainda não chegou.`, idv: (l) => `Meu ${l} é`, login: 'Desde a última atualização não consigo entrar.', pw: 'Já redefini, minha senha agora é', thx: 'Desde já agradeço!', crash: (i) => T`O app fecha toda vez que abro a fatura ${i}.`, ver: 'Estou na versão', subj: ['Problema com meu pedido', 'Conta bloqueada', 'Mudança de endereço', 'Pedido de reembolso'], card: 'paguei com o cartão' },
  nl: { hi: (n) => T`Hoi ${n},`, hi0: 'Beste klantenservice,', bye: pickF(['Met vriendelijke groet,', 'Groetjes,', 'Alvast bedankt,']), name: 'Naam', dob: 'Geboortedatum', addr: 'Adres', phone: 'Telefoon', email: 'E-mail', acct: 'IBAN', moved: 'ik ben verhuisd, willen jullie mijn bezorgadres wijzigen naar', reach: 'Ik ben bereikbaar op', born: 'Ter verificatie: mijn geboortedatum is', refund: 'Graag het bedrag terugstorten op mijn rekening', late: (o) => T`Mijn bestelling ${o} is nog steeds niet aangekomen.`, idv: (l) => `Mijn ${l} is`, login: 'Sinds de laatste update kan ik niet meer inloggen.', pw: 'Ik heb het al gereset, mijn wachtwoord is nu', thx: 'Alvast bedankt!', crash: (i) => T`De app crasht elke keer als ik factuur ${i} open.`, ver: 'Ik gebruik versie', subj: ['Probleem met bestelling', 'Account geblokkeerd', 'Adreswijziging', 'Terugbetaling'], card: 'ik heb betaald met kaart' },
  pl: { hi: (n) => T`Cześć ${n},`, hi0: 'Dzień dobry,', bye: pickF(['Pozdrawiam,', 'Z poważaniem,']), name: 'Imię i nazwisko', dob: 'Data urodzenia', addr: 'Adres', phone: 'Telefon', email: 'E-mail', acct: 'IBAN', moved: 'przeprowadziłem się, proszę zmienić mój adres dostawy na', reach: 'Można się ze mną skontaktować pod numerem', born: 'Do weryfikacji: moja data urodzenia to', refund: 'Proszę o zwrot pieniędzy na moje konto', late: (o) => T`Moje zamówienie ${o} nadal nie dotarło.`, idv: (l) => `Mój ${l} to`, login: 'Od ostatniej aktualizacji nie mogę się zalogować.', pw: 'Zresetowałem je, moje hasło to teraz', thx: 'Z góry dziękuję!', crash: (i) => T`Aplikacja zawiesza się przy otwieraniu faktury ${i}.`, ver: 'Używam wersji', subj: ['Problem z zamówieniem', 'Zablokowane konto', 'Zmiana adresu', 'Prośba o zwrot'], card: 'zapłaciłem kartą' },
  sv: { hi: (n) => T`Hej ${n},`, hi0: 'Hej,', bye: pickF(['Med vänliga hälsningar,', 'Hälsningar,', 'Tack på förhand,']), name: 'Namn', dob: 'Födelsedatum', addr: 'Adress', phone: 'Telefon', email: 'E-post', acct: 'IBAN', moved: 'jag har flyttat, uppdatera gärna min leveransadress till', reach: 'Ni når mig på', born: 'För verifiering: mitt födelsedatum är', refund: 'Vänligen betala tillbaka beloppet till mitt konto', late: (o) => T`Min beställning ${o} har fortfarande inte kommit.`, idv: (l) => `Mitt ${l} är`, login: 'Sedan senaste uppdateringen kan jag inte logga in.', pw: 'Jag har redan återställt det, mitt lösenord är nu', thx: 'Tack på förhand!', crash: (i) => T`Appen kraschar varje gång jag öppnar faktura ${i}.`, ver: 'Jag kör version', subj: ['Problem med beställning', 'Kontot låst', 'Adressändring', 'Återbetalning'], card: 'jag betalade med kortet' },
  ja: { hi: (n) => T`${n}様`, hi0: 'お世話になっております。', bye: pickF(['よろしくお願いいたします。', '以上、よろしくお願いします。']), name: '氏名', dob: '生年月日', addr: '住所', phone: '電話番号', email: 'メール', acct: '口座', moved: '引っ越しましたので、配送先住所を次の住所に変更してください：', reach: '連絡先は', born: '本人確認のため、生年月日は', refund: '返金は以下の口座にお願いします：', late: (o) => T`注文番号 ${o} の商品がまだ届いていません。`, idv: (l) => `${l}は`, login: '昨日のアップデート以降ログインできません。', pw: 'パスワードはリセット済みで、現在のパスワードは', thx: 'よろしくお願いいたします。', crash: (i) => T`請求書 ${i} を開くたびにアプリが落ちます。`, ver: 'バージョンは', subj: ['注文について', 'アカウントロック', '住所変更', '返金のお願い'], card: '支払いに使ったカードは' },
  zh: { hi: (n) => T`${n}，你好！`, hi0: '您好，', bye: pickF(['谢谢！', '此致敬礼']), name: '姓名', dob: '出生日期', addr: '地址', phone: '电话', email: '邮箱', acct: '银行账户', moved: '我搬家了，请把收货地址改为：', reach: '我的联系电话是', born: '身份验证：我的出生日期是', refund: '请将退款转到我的账户', late: (o) => T`我的订单 ${o} 到现在还没到。`, idv: (l) => `我的${l}是`, login: '更新之后我就无法登录了。', pw: '我已经重置过，现在的密码是', thx: '先谢谢了！', crash: (i) => T`每次打开发票 ${i} 应用就崩溃。`, ver: '我用的版本是', subj: ['订单问题', '账户被锁', '地址变更', '退款申请'], card: '我付款用的卡是' },
  hi: { hi: (n) => T`नमस्ते ${n},`, hi0: 'नमस्ते,', bye: pickF(['धन्यवाद,', 'सादर,']), name: 'नाम', dob: 'जन्म तिथि', addr: 'पता', phone: 'फ़ोन', email: 'ईमेल', acct: 'खाता', moved: 'मैंने घर बदल लिया है, कृपया मेरा डिलीवरी पता बदल दें:', reach: 'आप मुझसे इस नंबर पर संपर्क कर सकते हैं:', born: 'सत्यापन के लिए मेरी जन्म तिथि है', refund: 'कृपया रिफंड मेरे खाते में भेजें', late: (o) => T`मेरा ऑर्डर ${o} अभी तक नहीं आया है।`, idv: (l) => `मेरा ${l} नंबर है`, login: 'पिछले अपडेट के बाद से मैं लॉग इन नहीं कर पा रहा हूँ।', pw: 'मैंने रीसेट कर दिया है, मेरा पासवर्ड अब है', thx: 'धन्यवाद!', crash: (i) => T`इनवॉइस ${i} खोलते ही ऐप बंद हो जाता है।`, ver: 'मेरा वर्ज़न है', subj: ['ऑर्डर में समस्या', 'खाता लॉक', 'पता बदलना', 'रिफंड अनुरोध'], card: 'मैंने इस कार्ड से भुगतान किया' },
  tr: { hi: (n) => T`Merhaba ${n},`, hi0: 'Merhaba,', bye: pickF(['Saygılarımla,', 'İyi çalışmalar,']), name: 'Ad Soyad', dob: 'Doğum tarihi', addr: 'Adres', phone: 'Telefon', email: 'E-posta', acct: 'IBAN', moved: 'taşındım, lütfen teslimat adresimi şu şekilde güncelleyin:', reach: 'Bana şu numaradan ulaşabilirsiniz:', born: 'Doğrulama için doğum tarihim', refund: 'Lütfen iadeyi hesabıma yapın', late: (o) => T`${o} numaralı siparişim hâlâ gelmedi.`, idv: (l) => `${l} numaram`, login: 'Son güncellemeden beri giriş yapamıyorum.', pw: 'Sıfırladım, şifrem şimdi', thx: 'Şimdiden teşekkürler!', crash: (i) => T`${i} numaralı faturayı her açtığımda uygulama çöküyor.`, ver: 'Kullandığım sürüm', subj: ['Sipariş sorunu', 'Hesap kilitlendi', 'Adres değişikliği', 'İade talebi'], card: 'ödemeyi şu kartla yaptım' },
};
function pickF(arr) { return { toString() { return pick(arr); } }; }
const PROSE_LANGS = Object.keys(P);
const sp = (lang) => (lang === 'ja' || lang === 'zh' ? '' : ' ');
const end = (lang) => (lang === 'ja' || lang === 'zh' ? '。' : lang === 'hi' ? '।' : '.');

// ---------- document kinds ----------
const KINDS = {};
const kind = (name, group, gen, langs) => { KINDS[name] = { group, gen, langs: langs || ['en'] }; };
const AGENTS = () => pick(['Support Team', 'Customer Care', 'Kundenservice', 'Service client', 'Helpdesk']);
const company = () => pick(COMPANIES);
const dateStr = () => { const d = new Date(ri(1735689600, 1764000000) * 1000); return d; };
const rfc2822 = (d) => d.toUTCString().replace('GMT', '+0000');

function signature(p, co, lang, withPhone = true) {
  const title = pick(['Account Manager', 'Senior Backend Engineer', 'Head of Operations', 'Customer Success Lead', 'DevOps Engineer', 'Office Manager', 'HR Business Partner']);
  return T`--\n${L(p.full, 'person_name', 'signature_name')}\n${title} | ${co[0]}\n${withPhone ? T`${pick(['Tel', 'T', 'Mobile', 'Direct'])}: ${phoneL(p.country)}\n` : ''}${workEmail(p, co[1])}\n${chance(0.4) ? T`${addrL(p.country)}\n` : ''}`;
}

// support ticket
kind('support_ticket', 'prose', ({ lang, clean }) => {
  const D = P[lang]; const co = company(); const o = orderN(); const tk = caseN();
  const head = T`Ticket ${tk}\nPriority: ${pick(['Normal', 'High', 'Low', 'Urgent'])}\nChannel: ${pick(['Web form', 'E-mail', 'In-app chat'])}\nCreated: ${tsN()}\n`;
  if (clean) {
    return T`${head}From: ${pick(['Customer', 'Guest user', 'Anonymous'])} (account ${uuidN()})\nSubject: ${pick(D.subj)}\n\n${D.hi0}\n${D.crash(invoiceN())}${sp(lang)}${D.ver} ${versionN()} (build ${buildN()}).${sp(lang)}${D.late(o)}\n${D.thx}\n\n-- internal note --\nReproduced on ${versionN()}, see commit ${shortShaN()}. Tracking: ${trackingN()}\n`;
  }
  const p = person(lang); const b = birth(); const parts = [];
  const opts = shuffle(['moved', 'reach', 'born', 'refund', 'id', 'pw', 'card']).slice(0, ri(1, 3));
  for (const k of opts) {
    if (k === 'moved') parts.push(T`${cap(D.moved)} ${addrL(p.country)}${end(lang)}`);
    if (k === 'reach') parts.push(T`${D.reach} ${phoneL(p.country)}${end(lang)}`);
    if (k === 'born') parts.push(T`${D.born} ${dobL(b, lang)}${end(lang)}`);
    if (k === 'refund') parts.push(T`${D.refund}: ${acctL(p.country)}${end(lang)}`);
    if (k === 'id') { const id = natIdL(p.country, p, b); parts.push(T`${D.idv(id.label)} ${id.f}${end(lang)}`); }
    if (k === 'pw') parts.push(T`${D.login}${sp(lang)}${D.pw} ${pwL('human')}${end(lang)}`);
    if (k === 'card') { const c = cardNumber(); parts.push(T`${D.card} ${L(fmtCard(c.num), 'credit_card', c.brand)}, exp. ${pad(ri(1, 12), 2)}/${ri(26, 31)}${end(lang)}`); }
  }
  return T`${head}From: ${nameL(p)} <${personalEmail(p)}>\nSubject: ${pick(D.subj)} – ${o}\n\n${D.hi0}\n${D.late(orderN())}${sp(lang)}${joinF(parts, sp(lang))}\n\n${D.bye}\n${L(p.full, 'person_name', 'signature_name')}\n`;
}, PROSE_LANGS);

kind('customer_complaint', 'prose', ({ lang, clean }) => {
  const D = P[lang]; const co = company(); const o = orderN();
  if (clean) return T`${pick(D.subj)} (${o})\n\n${D.hi0}\n\n${D.late(o)}${sp(lang)}${D.crash(invoiceN())}\nTracking: ${trackingN()} · Artikel/SKU ${skuN()}\n${D.ver} ${versionN()}.\n\n${D.thx}\n`;
  const p = person(lang);
  const agent = person(lang);
  return T`${pick(D.subj)} (${o})\n\n${D.hi(firstL(agent))}\n\n${D.late(o)} ${lang === 'en' ? `This is the third time I am writing to ${co[0]}.` : ''}\n${D.refund}:\n${acctL(p.country)}\n\n${D.name}: ${nameL(p)}\n${D.addr}: ${addrL(p.country)}\n${D.phone}: ${phoneL(p.country)}\n${chance(0.35) ? T`${cap(D.card)}: ${cardL()}\n` : ''}SKU: ${skuN()}\n\n${D.bye}\n${L(p.full, 'person_name', 'signature_name')}\n`;
}, PROSE_LANGS);

kind('email_thread', 'prose', ({ lang, clean }) => {
  const D = P[lang]; const co = company(); const d1 = dateStr(); const d2 = new Date(d1.getTime() + ri(600, 90000) * 1000);
  if (clean) {
    return T`From: ${co[0]} Notifications <${N('no-reply@' + co[1], 'system_noreply_address')}>\nTo: undisclosed-recipients:;\nDate: ${rfc2822(d2)}\nSubject: ${pick(['Release', 'Maintenance window', 'Deployment summary'])} ${versionN()}\nMessage-ID: <${uuidN()}@mail.${co[1]}>\n\n${D.hi0}\n\n${lang === 'en' ? 'The following changes were deployed to production:' : 'Changelog:'}\n  - ${shortShaN()} fix: retry on 503 from payment provider\n  - ${shortShaN()} chore: bump dependency to ${versionN()}\n  - ${shortShaN()} feat: export invoices as PDF (${invoiceN()})\n\nImage: registry.${co[1]}/web@${imageDigestN()}\nBuild: ${buildN()}\n\n-- \n${co[0]} Release Bot\n`;
  }
  const a = person(lang), b = person(lang);
  if (lang === 'en' && chance(0.5)) {
    const s = anySecret(pick(['api', 'password', 'conn', 'hook']));
    const body = T`${pick(['Here are the credentials for the staging integration as discussed', 'As requested, the key for the vendor sandbox', 'Use this for the migration tonight, please delete after'])}:\n\n    ${s.env}=${s.f}\n\n${pick(['Please do not forward this.', 'I will rotate it on Friday.', 'Ping me if it does not work.'])}`;
    const quoted = T`> Hi ${firstL(a)},\n> could you send me the ${s.env.toLowerCase().replace(/_/g, ' ')} for ${pick(['staging', 'the migration', 'the demo'])}? My mobile is ${phoneL(b.country)} if easier.\n> Thanks, ${firstL(b)}`;
    return T`From: ${nameL(a)} <${workEmail(a, co[1])}>\nTo: ${nameL(b)} <${workEmail(b, co[1])}>\nDate: ${rfc2822(d2)}\nSubject: Re: ${pick(['staging creds', 'access for migration', 'vendor sandbox'])}\n\nHi ${firstL(b)},\n\n${body}\n\n${signature(a, co, lang)}\nOn ${rfc2822(d1)}, ${L(b.full, 'person_name', 'quoted_name')} <${workEmail(b, co[1])}> wrote:\n${quoted}\n`;
  }
  const body = chance(0.5) ? T`${D.refund}: ${acctL(b.country)}${end(lang)}` : T`${cap(D.moved)} ${addrL(b.country)}${end(lang)}`;
  const quoted = T`> ${D.hi(firstL(b))}\n> ${pick(D.subj)} – ${caseN()}\n> ${P[lang].thx}\n> ${L(a.full, 'person_name', 'quoted_name')}\n> ${co[0]}`;
  return T`From: ${nameL(b)} <${personalEmail(b)}>\nTo: ${co[0]} <${workEmail(a, co[1])}>\nDate: ${rfc2822(d2)}\nSubject: Re: ${pick(D.subj)}\n\n${D.hi(firstL(a))}\n\n${body}\n\n${D.bye}\n${L(b.full, 'person_name', 'signature_name')}\n\n${rfc2822(d1)}, ${L(a.full, 'person_name', 'quoted_name')} <${workEmail(a, co[1])}>:\n${quoted}\n`;
}, PROSE_LANGS);

function chatLog(style, clean) {
  const ppl = [person('en'), person(pick(['en', 'de', 'fr', 'es', 'nl', 'sv', 'pl'])), person('en')];
  const t0 = ri(1735689600, 1764000000); let t = t0; const lines = [];
  const fmtT = () => { t += ri(20, 600); const d = new Date(t * 1000); return style === 'slack' ? `[${d.toISOString().slice(11, 16)}]` : style === 'teams' ? `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}` : `[${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}]`; };
  const handles = ppl.map((q) => q.fr + (chance(0.5) ? String(ri(10, 99)) : ''));
  const who = (i) => style === 'discord' ? L(handles[i], 'person_name', 'chat_handle', { soft: true }) : L(ppl[i].full, 'person_name', 'chat_display_name');
  const say = (i, msg) => lines.push(style === 'teams' ? T`${who(i)}  ${fmtT()}\n${msg}` : T`${fmtT()} ${who(i)}: ${msg}`);
  const bot = (msg) => lines.push(style === 'teams' ? T`Deploy Bot  ${fmtT()}\n${msg}` : T`${fmtT()} deploy-bot: ${msg}`);
  if (clean) {
    const bh = (n) => lines.push(T`${fmtT()} ${pick(['ci-bot', 'github', 'pagerduty', 'grafana'])}: ${n}`);
    bh(T`build ${buildN()} passed for ${shortShaN()} (${versionN()})`);
    bh(T`alert resolved: p95 latency back under 300ms, incident ${caseN()}`);
    bh(T`deployed ${versionN()} to staging — image digest ${imageDigestN()}`);
    bh(T`reminder: rotate secrets listed in ${pathN()} — set STRIPE_KEY=${phN()} locally`);
    return joinF(lines, '\n');
  }
  say(0, pick(['anyone know why staging checkout is 500ing?', 'hey, quick q about the payments sandbox', 'deploy is blocked, can someone help?', 'morning! the nightly export failed again']));
  say(1, pick(['looks like the env var is missing on the new pods', 'yeah the creds expired', 'checking now', 'probably the rotated key']));
  const s = anySecret();
  const bt = pick(['`', '']); say(1, T`${pick(['try this one', 'here, from my .env', 'use mine for now', 'this is what I have locally'])}: ${bt}${s.env}=${s.f}${bt}`);
  say(2, pick(['please don\'t paste secrets in channels 🙈', 'that\'s a live key btw, rotate it after', 'ok works now, thx', 'moving this to a DM']));
  if (chance(0.6)) say(0, T`also the customer called back, ${L(person('en').full, 'person_name', 'full_name')} at ${phoneL('US')}, wants a callback`);
  if (chance(0.5)) say(2, T`db is at ${privIpL()} if you need to tunnel, commit ${shortShaN()}`);
  bot(T`rolled out ${versionN()} (${shortShaN()}) to prod`);
  return joinF(lines, '\n');
}
kind('slack_chat', 'prose', ({ clean }) => T`#${pick(['eng-backend', 'ops', 'payments-team', 'support-escalations'])}\n${chatLog('slack', clean)}\n`);
kind('teams_chat', 'prose', ({ clean }) => T`${pick(['Platform Team', 'IT Helpdesk', 'Release Coordination'])} › General\n\n${chatLog('teams', clean)}\n`);
kind('discord_chat', 'prose', ({ clean }) => T`# ${pick(['help', 'self-hosting', 'bot-dev', 'general'])}\n${chatLog('discord', clean)}\n`);

kind('forum_post', 'prose', ({ clean }) => {
  const title = pick(['docker-compose: app can\'t connect to postgres', 'Webhook not firing in production', '401 Unauthorized from API even though key is correct', 'Celery worker won\'t connect to broker']);
  const user = pick(['devnoob42', 'm_k', 'sysadmin_jo', 'kettle', 'fullstackfred']);
  const items = configItems(clean, ri(3, 5));
  const cfg = renderEnv(items);
  const err = T`Error: connect ECONNREFUSED ${privIpL2(clean)}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:${ri(1000, 1700)}:${ri(10, 20)})`;
  const reply = clean ? T`Your DNS is pointing at ${dnsN()} inside the container; use the service name instead. Also never commit real values, keep ${phN()} in the example file.` : T`Heads up: you just posted live credentials. Revoke them now. Then check that the service name resolves.`;
  return T`[${pick(['Help', 'Question', 'Solved'])}] ${title}\nPosted by ${user} · ${tsN()}\n\nI'm on version ${versionN()} and get this:\n\n\`\`\`\n${err}\n\`\`\`\n\nMy .env:\n\n\`\`\`\n${cfg}\n\`\`\`\n\nAny idea? Thanks!\n\n---\nReply from ${pick(['moderator', 'core-team', 'helpful_hank'])}:\n${reply}\n`;
});
function privIpL2(clean) { return clean ? docIpN() : privIpL(); }

kind('meeting_notes', 'prose', ({ lang, clean }) => {
  const heading = { en: 'Meeting notes', de: 'Besprechungsprotokoll', fr: 'Compte rendu de réunion', es: 'Acta de reunión', nl: 'Notulen', sv: 'Mötesanteckningar' }[lang] || 'Meeting notes';
  if (clean) return T`# ${heading} – ${tsN(new Date(ri(1735689600, 1764000000) * 1000).toISOString().slice(0, 10))}\nAttendees: Platform team, Security, Support leads\n\n## Topics\n1. Release ${versionN()} – blocked by ${caseN()}\n2. Migrate DNS to ${dnsN()} / ${dnsN()} fallback\n3. Rotate credentials (template uses ${phN()})\n\n## Action items\n- [ ] Platform: tag ${shortShaN()} as stable\n- [ ] Support: close ${caseN()}\n`;
  const ps = [person(lang), person(lang), person(lang)];
  const cust = person(pick(['en', 'de', 'fr', 'es', 'it']));
  return T`# ${heading} – ${new Date(ri(1735689600, 1764000000) * 1000).toISOString().slice(0, 10)}\nAttendees: ${joinF(ps.slice(0, ri(2, 3)).map((p) => nameL(p)), ', ')}\n\n## Topics\n1. Escalation from ${nameL(cust)} (${personalEmail(cust)}) about ${orderN()} – ${pick(['duplicate charge', 'missing refund', 'data export request'])}\n2. Release ${versionN()}\n3. ${pick(['Vendor key leaked in logs', 'Onboarding', 'Budget'])}\n\n## Action items\n- [ ] ${L(ps[0].first, 'person_name', 'first_name', { soft: true })}: call customer back on ${phoneL(cust.country)}\n- [ ] ${nameL(ps[1])}: rotate the key ${(() => { const k = apiKey(); return L(k.value, 'api_key', k.type); })()} found in ${pathN()}\n- [ ] ${L(ps[2].first, 'person_name', 'first_name', { soft: true })}: update runbook\n`;
}, ['en', 'de', 'fr', 'es', 'nl', 'sv']);

const HR = {
  en: { t: 'Employment confirmation', intro: (n) => T`Dear ${n},\n\nwe are pleased to confirm your employment as of`, sal: 'Your salary will be paid monthly to the following account:', tax: 'Tax identification', clean: 'Dear colleagues,\n\nplease note that the new payroll system goes live on', cl2: 'No action is needed from you. Payslips will be available in the portal.' },
  de: { t: 'Arbeitsbestätigung', intro: (n) => T`Sehr geehrte/r ${n},\n\nhiermit bestätigen wir Ihre Anstellung zum`, sal: 'Ihr Gehalt wird monatlich auf folgendes Konto überwiesen:', tax: 'Steuerliche Identifikationsnummer', clean: 'Liebe Kolleginnen und Kollegen,\n\ndas neue Lohnabrechnungssystem geht live am', cl2: 'Sie müssen nichts tun. Gehaltsabrechnungen finden Sie im Portal.' },
  fr: { t: "Attestation d'emploi", intro: (n) => T`Madame, Monsieur ${n},\n\nnous confirmons votre embauche à compter du`, sal: 'Votre salaire sera versé mensuellement sur le compte suivant :', tax: 'Numéro fiscal', clean: 'Chers collègues,\n\nle nouveau système de paie sera en service le', cl2: "Aucune action n'est requise. Les bulletins seront disponibles sur le portail." },
  es: { t: 'Certificado de empleo', intro: (n) => T`Estimado/a ${n}:\n\nnos complace confirmar su contratación a partir del`, sal: 'Su salario se abonará mensualmente en la siguiente cuenta:', tax: 'NIF', clean: 'Estimados compañeros:\n\nel nuevo sistema de nóminas entra en funcionamiento el', cl2: 'No es necesario hacer nada. Las nóminas estarán en el portal.' },
  it: { t: 'Conferma di assunzione', intro: (n) => T`Gentile ${n},\n\nconfermiamo la sua assunzione a partire dal`, sal: 'Lo stipendio sarà accreditato mensilmente sul seguente conto:', tax: 'Codice fiscale', clean: 'Cari colleghi,\n\nil nuovo sistema paghe sarà attivo dal', cl2: 'Non è richiesta alcuna azione. Le buste paga saranno nel portale.' },
  nl: { t: 'Werkgeversverklaring', intro: (n) => T`Beste ${n},\n\nhierbij bevestigen wij je indiensttreding per`, sal: 'Je salaris wordt maandelijks overgemaakt naar:', tax: 'BSN', clean: 'Beste collega\'s,\n\nhet nieuwe salarissysteem gaat live op', cl2: 'Je hoeft niets te doen. Loonstroken staan in het portaal.' },
  pl: { t: 'Zaświadczenie o zatrudnieniu', intro: (n) => T`Szanowna Pani / Szanowny Panie ${n},\n\npotwierdzamy zatrudnienie od dnia`, sal: 'Wynagrodzenie będzie wypłacane na rachunek:', tax: 'PESEL', clean: 'Drodzy współpracownicy,\n\nnowy system płacowy zostanie uruchomiony', cl2: 'Nie musicie nic robić. Paski płacowe będą w portalu.' },
  sv: { t: 'Anställningsbevis', intro: (n) => T`Hej ${n},\n\nvi bekräftar härmed din anställning från och med`, sal: 'Lönen betalas månadsvis till följande konto:', tax: 'Personnummer', clean: 'Hej alla,\n\ndet nya lönesystemet tas i drift den', cl2: 'Ni behöver inte göra något. Lönebesked finns i portalen.' },
  tr: { t: 'Çalışma belgesi', intro: (n) => T`Sayın ${n},\n\nişe başlangıç tarihinizi onaylarız:`, sal: 'Maaşınız aylık olarak şu hesaba yatırılacaktır:', tax: 'T.C. Kimlik No', clean: 'Değerli çalışma arkadaşlarımız,\n\nyeni bordro sistemi şu tarihte devreye giriyor:', cl2: 'Herhangi bir işlem yapmanıza gerek yoktur.' },
};
kind('hr_letter', 'prose', ({ lang, clean }) => {
  const H = HR[lang]; const co = company(); const start = `${ri(1, 28)}.${pad(ri(1, 12), 2)}.${ri(2024, 2026)}`;
  if (clean) return T`${co[0]} – ${H.t}\nRef: HR-${digits(5)}\n\n${H.clean} ${start}.\n${H.cl2}\n\nPortal: https://hr.${co[1]}/payroll (release ${versionN()})\n`;
  const p = person(lang); const b = birth(); const id = natIdL(p.country, p, b); const hrp = person(lang);
  return T`${co[0]}\n${coAddrL(p.country, true)}\n\n${nameL(p)}\n${addrL(p.country, true)}\n\n${H.t}\nRef: HR-${digits(5)}\n\n${H.intro(nameL(p))} ${start}.\n\n${P[lang].dob}: ${dobL(b, lang)}\n${id.label}: ${id.f}\n\n${H.sal}\n${acctL(p.country)}\n\n${P[lang].bye}\n${L(hrp.full, 'person_name', 'signature_name')}\nHR, ${co[0]}\n`;
}, Object.keys(HR));

kind('medical_form', 'prose', ({ lang, clean }) => {
  const D = P[lang]; const L10 = { en: ['Patient intake form', 'Insurance ID', 'Emergency contact', 'Allergies', 'Reason for visit'], de: ['Patientenaufnahmebogen', 'Versichertennummer', 'Notfallkontakt', 'Allergien', 'Grund des Besuchs'], fr: ["Fiche d'admission patient", "N° d'assuré", "Contact d'urgence", 'Allergies', 'Motif de consultation'], es: ['Formulario de admisión', 'N.º de afiliación', 'Contacto de emergencia', 'Alergias', 'Motivo de la consulta'], it: ['Modulo di accettazione', 'Tessera sanitaria', 'Contatto di emergenza', 'Allergie', 'Motivo della visita'], nl: ['Intakeformulier', 'Verzekeringsnummer', 'Noodcontact', 'Allergieën', 'Reden van bezoek'] }[lang];
  const [title, ins, emer, all, why] = L10;
  if (clean) return T`${title} (template ${versionN()})\n\n${D.name}: ____________________\n${D.dob}: __ / __ / ____\n${D.addr}: ____________________\n${ins}: ${phN('xxxx-xxxx')}\n${all}: [ ] ${pick(['Penicillin', 'Latex', 'Nuts'])}  [ ] none\n${why}: ____________________\n\nForm ID ${uuidN()} · printed ${tsN()}\n`;
  const p = person(lang); const b = birth(); const e = person(lang); const id = natIdL(p.country, p, b);
  return T`${title}\n\n${D.name}: ${nameL(p)}\n${D.dob}: ${dobL(b, lang)}\n${D.addr}: ${addrL(p.country)}\n${D.phone}: ${phoneL(p.country)}\n${D.email}: ${personalEmail(p)}\n${id.label}: ${id.f}\n${ins}: ${L(pick(['A', 'K', 'M', 'X']) + digits(9), 'national_id', 'health_insurance_number', { soft: true })}\n${emer}: ${nameL(e)}, ${phoneL(e.country)}\n${all}: ${pick(['Penicillin', 'none', 'Pollen, Latex', '—'])}\n${why}: ${pick(['persistent cough', 'follow-up', 'Rückenschmerzen', 'contrôle annuel', 'dolor de cabeza'])}\n\nForm ID ${uuidN()}\n`;
}, ['en', 'de', 'fr', 'es', 'it', 'nl']);

kind('insurance_claim', 'prose', ({ clean }) => {
  const co = pick(COMPANIES.filter((c) => /Insurance|Health|Dental/.test(c[0])));
  const claim = N(`CLM-${ri(2024, 2025)}-${digits(6)}`, 'claim_reference');
  if (clean) return T`${co[0]} — Claim status notification\nClaim: ${claim}\nStatus: ${pick(['Received', 'Under review', 'Approved'])}\nUpdated: ${tsN()}\n\nDocuments received: ${pick(['2', '3', '5'])} (checksum ${sha256N()})\nNext review batch: ${buildN()}\n\nThis is an automated message from ${co[1]}. Do not reply.\n`;
  const p = person('en', pick(['US', 'GB', 'CA', 'AU'])); const b = birth(); const id = natIdL(p.country, p, b);
  return T`${co[0]} — First Notice of Loss\nClaim: ${claim}\n\nPolicyholder: ${nameL(p)}\nDate of birth: ${dobL(b, 'en')}\n${id.label}: ${id.f}\nMailing address:\n${addrL(p.country, true)}\nDaytime phone: ${phoneL(p.country)}\nEmail: ${personalEmail(p)}\n\nIncident description:\n${pick(['Water damage in kitchen after pipe burst on', 'Rear-end collision at intersection on', 'Laptop stolen from car on'])} ${new Date(ri(1735689600, 1764000000) * 1000).toISOString().slice(0, 10)}. Police report ${N(`PR-${digits(7)}`, 'case_reference')}.\n\nPayout method: direct deposit\n${bankAccount(p.country)}\n\nAdjuster: ${nameL(person('en'))}\n`;
});

kind('llm_transcript', 'prose', ({ lang, clean }) => {
  if (clean) return T`User: Can you write a regex that matches emails like ${exN('jane.doe@example.com')}? Also what does ${phN('${DB_PASSWORD}')} mean in my compose file?\n\nAssistant: Sure. A pragmatic pattern is \`[^@\\s]+@[^@\\s]+\\.[^@\\s]+\`. The \`\${DB_PASSWORD}\` syntax is variable substitution: Compose reads the value from your shell or an .env file, so the file itself never contains the secret.\n\nUser: and the id ${uuidN()} in the logs?\n\nAssistant: That's a request UUID — safe to share.\n`;
  const rows = []; const ps = [person(lang), person(lang), person(lang)];
  for (const p of ps) rows.push(T`${nameL(p)};${personalEmail(p)};${phoneL(p.country)};${dobL(birth(), lang)}`);
  const mode = pick(['csv', 'error', 'letter']);
  if (mode === 'csv') return T`User: ${pick(['Clean up this list and sort by last name', 'Convert to JSON please', 'Find duplicates in this'])}:\n\n${joinF(rows, '\n')}\n\nAssistant: Here is the data as JSON. Note: this contains personal data — consider whether you need to share it here.\n\n[\n  ${joinF(ps.map((p) => T`{"name": "${nameL(p)}"}`), ',\n  ')}\n]\n`;
  if (mode === 'error') { const s = anySecret(pick(['api', 'conn', 'token'])); return T`User: why does this fail??\n\n\`\`\`\n$ ${s.env}=${s.f} python sync.py\nTraceback (most recent call last):\n  File "${pathN()}", line ${ri(10, 400)}, in send\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.${company()[1]}/v1/export?trace=${traceN()}\n\`\`\`\n\nAssistant: The 403 means the credential lacks the export scope. Also, you pasted a live secret — please revoke it and create a new one.\n`; }
  const p = ps[0]; const id = natIdL(p.country, p);
  return T`User: Write a formal letter to my bank. My details: ${nameL(p)}, ${addrL(p.country)}, account ${acctL(p.country)}, ${id.label} ${id.f}. I want to dispute a charge on ${orderN()}.\n\nAssistant: Certainly. Here is a draft:\n\nDear Sir or Madam,\n\nI, ${nameL(p)}, am writing to dispute a transaction...\n`;
}, ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv']);

// ---------- logs ----------
const UAS = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'curl/8.5.0', 'python-requests/2.32.3', 'Go-http-client/2.0', 'kube-probe/1.30'];
const PATHS = ['/api/v2/orders', '/healthz', '/static/js/main.8f3a2c.js', '/login', '/api/v1/users/me', '/checkout/confirm', '/favicon.ico', '/metrics'];
function clfTime(t) { const d = new Date(t * 1000); const M = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']; return `${pad(d.getUTCDate(), 2)}/${M[d.getUTCMonth()]}/${d.getUTCFullYear()}:${d.toISOString().slice(11, 19)} +0000`; }
function accessLog(clean, apache) {
  let t = ri(1735689600, 1764000000); const lines = []; const n = clean ? ri(4, 12) : ri(3, 6); let budget = clean ? 0 : ri(2, 3);
  for (let i = 0; i < n; i++) {
    t += ri(0, 30);
    const ip = clean ? docIpN() : (chance(0.7) ? ipL() : privIpL());
    let path = pick(PATHS); let extra = '';
    if (!clean && budget > 0 && chance(0.4)) {
      budget--; const r = pick(['email', 'token', 'key', 'reset']);
      if (r === 'email') { const p = person(pick(['en', 'de', 'fr'])); const e = `${p.emailLocal}@${pick(MAIL_DOMAINS[p.country] || MAIL_DOMAINS.US)}`; path = T`/api/v1/newsletter/subscribe?email=${L(encodeURIComponent(e), 'email', 'personal_email', { encoding: 'url' })}&src=footer`; }
      else if (r === 'token') path = T`/oauth/callback?code=${L(rs(B64URL, 20), 'auth_token', 'oauth_authorization_code', { soft: true })}&access_token=${L('ya29.' + rs(B64URL, 120), 'auth_token', 'google_oauth_access_token')}`;
      else if (r === 'key') { const k = apiKey(pick(['gcp_api_key', 'openai_api_key', 'sendgrid_api_key', 'mailgun_api_key'])); path = T`/v1/forward?api_key=${L(k.value, 'api_key', k.type)}`; }
      else path = T`/account/reset?user=${L(person('en').emailLocal + '@gmail.com', 'email', 'personal_email')}`;
    } else if (chance(0.2)) path = T`/api/v2/orders/${orderN()}`;
    else if (chance(0.15)) path = T`/assets/app.${shortShaN()}.css`;
    const status = pick([200, 200, 200, 304, 404, 401, 500, 302]);
    lines.push(T`${ip} - ${apache && !clean && chance(0.3) ? L(person('en').fr, 'person_name', 'http_auth_user', { soft: true }) : '-'} [${clfTime(t)}] "${pick(['GET', 'GET', 'POST'])} ${path} HTTP/1.1" ${status} ${ri(0, 50000)} "${pick(['-', 'https://www.' + company()[1] + '/'])}" "${pick(UAS)}"${apache ? '' : ` rt=${(rnd() * 2).toFixed(3)}`}`);
  }
  return joinF(lines, '\n');
}
kind('nginx_access_log', 'logs', ({ clean }) => T`${accessLog(clean, false)}\n`);
kind('apache_access_log', 'logs', ({ clean }) => T`${accessLog(clean, true)}\n`);

function appEvents(clean) {
  // returns array of {level, msg(Frag), fields:[[k, Frag]]}
  const ev = []; const svc = pick(['checkout', 'auth-service', 'billing-worker', 'notifier', 'user-api']);
  ev.push({ level: 'INFO', msg: T`starting ${svc} ${versionN()}`, fields: [['commit', shaN()]] });
  ev.push({ level: 'DEBUG', msg: 'loaded config', fields: [['path', pathN()], ['dns', dnsN()]] });
  if (!clean) {
    const p = person(pick(['en', 'de', 'fr', 'es', 'nl']));
    ev.push({ level: 'INFO', msg: 'user login', fields: [['user', personalEmail(p)], ['ip', ipL()], ['request_id', reqIdN()]] });
    const r = pick(['conn', 'token', 'card', 'phone', 'key']);
    if (r === 'conn') ev.push({ level: 'ERROR', msg: T`db connection failed`, fields: [['dsn', connL()], ['retry', String(ri(1, 5))]] });
    if (r === 'token') ev.push({ level: 'DEBUG', msg: 'outgoing request', fields: [['url', 'https://api.partner.example/v1/sync'], ['authorization', T`Bearer ${jwtL()}`]] });
    if (r === 'card') ev.push({ level: 'WARN', msg: 'payment declined', fields: [['card', cardL(undefined, '')], ['order', orderN()]] });
    if (r === 'phone') ev.push({ level: 'INFO', msg: 'sms sent', fields: [['to', phoneL(p.country)], ['template', 'otp_v2']] });
    if (r === 'key') { const k = apiKey(); ev.push({ level: 'DEBUG', msg: 'vendor client initialised', fields: [['vendor', k.type.split('_')[0]], ['key', L(k.value, 'api_key', k.type)]] }); }
  } else {
    ev.push({ level: 'INFO', msg: 'user login', fields: [['user_id', uuidN()], ['ip', docIpN()], ['request_id', reqIdN()]] });
    ev.push({ level: 'WARN', msg: 'payment declined', fields: [['card_last4', String(ri(1000, 9999))], ['order', orderN()]] });
  }
  ev.push({ level: 'INFO', msg: 'request completed', fields: [['trace_id', traceN()], ['status', '200'], ['duration_ms', String(ri(3, 900))]] });
  return { svc, ev };
}
kind('json_app_log', 'logs', ({ clean }) => {
  const { svc, ev } = appEvents(clean); let t = ri(1735689600, 1764000000);
  return T`${joinF(ev.map((e) => T`{"ts":"${tsN(isoTs(t += ri(0, 5)))}","level":"${e.level.toLowerCase()}","service":"${svc}","msg":"${e.msg}"${e.fields.map((f) => T`,"${f[0]}":"${f[1]}"`)}}`), '\n')}\n`;
});
kind('logfmt_log', 'logs', ({ clean }) => {
  const { svc, ev } = appEvents(clean); let t = ri(1735689600, 1764000000);
  return T`${joinF(ev.map((e) => T`time=${tsN(isoTs(t += ri(0, 5)))} level=${e.level.toLowerCase()} app=${svc} msg="${e.msg}"${e.fields.map((f) => T` ${f[0]}=${f[1]}`)}`), '\n')}\n`;
});
kind('log4j_log', 'logs', ({ clean }) => {
  const { ev } = appEvents(clean); let t = ri(1735689600, 1764000000);
  const cls = ['c.a.s.OrderService', 'o.h.e.j.s.SqlExceptionHelper', 'c.a.a.LoginController', 'o.s.w.s.DispatcherServlet'];
  return T`${joinF(ev.map((e) => T`${isoTs(t += ri(0, 5)).replace('T', ' ').replace('Z', '').replace('.', ',')} ${e.level.padEnd(5)} [${pick(['http-nio-8080-exec-' + ri(1, 10), 'main', 'scheduling-1'])}] ${pick(cls)} - ${e.msg}${e.fields.map((f) => T` ${f[0]}=${f[1]}`)}`), '\n')}\n`;
});
kind('syslog', 'logs', ({ clean }) => {
  const host = pick(['web01', 'bastion', 'mail-gw', 'db02']); let t = ri(1735689600, 1764000000); const lines = [];
  const pre = () => { t += ri(1, 120); const d = new Date(t * 1000); return `${d.toUTCString().slice(8, 11)} ${String(d.getUTCDate()).padStart(2)} ${d.toISOString().slice(11, 19)} ${host}`; };
  lines.push(T`${pre()} systemd[1]: Started Daily apt upgrade and clean activities.`);
  if (clean) {
    lines.push(T`${pre()} sshd[${ri(1000, 60000)}]: Accepted publickey for deploy from ${docIpN()} port ${ri(30000, 65000)} ssh2: ED25519 SHA256:${rs(B64, 43)}`);
    lines.push(T`${pre()} systemd-resolved[${ri(300, 900)}]: Using degraded feature set UDP instead of UDP+EDNS0 for DNS server ${dnsN()}.`);
    lines.push(T`${pre()} kernel: [${ri(100, 99999)}.${digits(6)}] EXT4-fs (sda1): re-mounted. Opts: errors=remount-ro`);
  } else {
    const u = person('en');
    lines.push(T`${pre()} sshd[${ri(1000, 60000)}]: Failed password for invalid user ${pick(['admin', 'oracle', 'test'])} from ${ipL()} port ${ri(30000, 65000)} ssh2`);
    lines.push(T`${pre()} sshd[${ri(1000, 60000)}]: Accepted password for ${L(u.fr, 'person_name', 'unix_username', { soft: true })} from ${ipL()} port ${ri(30000, 65000)} ssh2`);
    lines.push(T`${pre()} sudo[${ri(1000, 60000)}]: ${L(u.fr, 'person_name', 'unix_username', { soft: true })} : TTY=pts/0 ; PWD=/home/${L(u.fr, 'person_name', 'unix_username', { soft: true })} ; USER=root ; COMMAND=/usr/bin/mysql -u root -p${pwL('strong')} -e "SHOW DATABASES"`);
    lines.push(T`${pre()} postfix/smtpd[${ri(1000, 60000)}]: ${hex(10).toUpperCase()}: client=unknown[${ipL()}], sasl_method=LOGIN, sasl_username=${workEmail(person('en'), company()[1])}`);
  }
  lines.push(T`${pre()} CRON[${ri(1000, 60000)}]: (root) CMD (/usr/local/bin/backup.sh > /dev/null 2>&1)`);
  return T`${joinF(lines, '\n')}\n`;
});
kind('ci_build_log', 'logs', ({ clean }) => {
  let t = ri(1735689600, 1764000000); const ts = () => isoTs(t += ri(0, 20));
  const lines = [T`${ts()} ##[group]Run actions/checkout@v4`, T`${ts()} HEAD is now at ${shortShaN()} ${pick(['fix flaky test', 'bump deps', 'add retry', 'Merge pull request #' + ri(100, 3000)])}`, T`${ts()} ##[endgroup]`, T`${ts()} > npm ci`, T`${ts()} added ${ri(300, 1500)} packages in ${ri(5, 60)}s`];
  if (clean) {
    lines.push(T`${ts()} > echo "//registry.npmjs.org/:_authToken=${phN('${NPM_TOKEN}')}" > .npmrc`);
    lines.push(T`${ts()} AWS_SECRET_ACCESS_KEY: ***`);
    lines.push(T`${ts()} Pushing image registry.example.com/app:${versionN()} digest: ${imageDigestN()}`);
  } else {
    const s = anySecret(pick(['api', 'api', 'password', 'token'])); const s2 = apiKey(pick(['npm_token', 'dockerhub_pat', 'pypi_token', 'github_pat', 'gitlab_pat']));
    lines.push(T`${ts()} + export ${s.env}=${s.f}`);
    const s2f = L(s2.value, 'api_key', s2.type);
    lines.push({ npm_token: T`${ts()} + echo "//registry.npmjs.org/:_authToken=${s2f}" > .npmrc`, dockerhub_pat: T`${ts()} + echo ${s2f} | docker login -u ${pick(['acmebot', 'nwdeploy'])} --password-stdin`, pypi_token: T`${ts()} + twine upload -u __token__ -p ${s2f} dist/*`, github_pat: T`${ts()} + git clone https://x-access-token:${s2f}@github.com/${pick(['acme', 'northwind'])}/infra.git`, gitlab_pat: T`${ts()} + curl --header "PRIVATE-TOKEN: ${s2f}" https://gitlab.com/api/v4/projects`}[s2.type]);
    if (chance(0.5)) lines.push(T`${ts()} + docker login -u ${pick(['ci-bot', 'deploy'])} -p ${pwL('strong')} registry.${company()[1]}`);
  }
  { const nt = ri(10, 90); lines.push(T`${ts()} Test Suites: ${nt} passed, ${nt} total`); }
  lines.push(T`${ts()} Build ${buildN()} finished: SUCCESS`);
  return T`${joinF(lines, '\n')}\n`;
});
kind('kubectl_output', 'logs', ({ clean }) => {
  const pod = `${pick(['api', 'worker', 'web'])}-${hex(10)}-${rs(LO + DIG, 5)}`;
  const variant = pick(['describe', 'getsecret', 'env']);
  if (variant === 'getsecret') {
    const items = clean ? [['username', N(Buffer.from('app').toString('base64'), 'base64_non_secret')]] : [];
    if (!clean) { const pw = password('db'); items.push(['password', L(Buffer.from(pw).toString('base64'), 'password', 'k8s_secret_password', { encoding: 'base64' })]); const k = apiKey(); items.push(['api-key', L(Buffer.from(k.value).toString('base64'), 'api_key', k.type, { encoding: 'base64' })]); }
    else items.push(['password', phN('')]);
    return T`$ kubectl get secret ${pick(['app-secrets', 'db-credentials'])} -o yaml\napiVersion: v1\ndata:\n${items.map(([k, v]) => T`  ${k}: ${v}\n`)}kind: Secret\nmetadata:\n  creationTimestamp: "${tsN()}"\n  name: app-secrets\n  namespace: ${pick(['prod', 'default', 'payments'])}\n  resourceVersion: "${ri(100000, 9999999)}"\n  uid: ${uuidN()}\ntype: Opaque\n`;
  }
  if (variant === 'env') {
    const items = configItems(clean, ri(3, 5));
    return T`$ kubectl exec -it ${pod} -- env\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHOSTNAME=${pod}\n${renderEnv(items)}\nKUBERNETES_SERVICE_PORT=443\nHOME=/root\n`;
  }
  return T`$ kubectl describe pod ${pod}\nName:         ${pod}\nNamespace:    prod\nNode:         ip-10-0-${ri(0, 255)}-${ri(0, 255)}.eu-west-1.compute.internal/${clean ? docIpN() : privIpL()}\nStart Time:   ${tsN()}\nContainers:\n  app:\n    Image:          registry.example.com/api:${versionN()}\n    Image ID:       docker-pullable://registry.example.com/api@${imageDigestN()}\n    Environment:\n      LOG_LEVEL:     info\n      ${clean ? T`DB_PASSWORD:   <set to the key 'password' in secret 'db'>  Optional: false` : T`DB_PASSWORD:   ${pwL('db')}`}\n      ${clean ? T`API_URL:       https://api.example.com` : T`DATABASE_URL:  ${connL()}`}\nEvents:\n  Normal  Pulled  ${ri(1, 59)}m  kubelet  Successfully pulled image in ${(rnd() * 9).toFixed(3)}s\n`;
});
kind('docker_output', 'logs', ({ clean }) => {
  const v = pick(['inspect', 'ps_logs', 'history']);
  if (v === 'inspect') { const items = configItems(clean, ri(3, 5)); return T`$ docker inspect --format '{{json .Config.Env}}' ${pick(['api', 'worker_1', 'app-web-1'])}\n[${joinF(items.map((it) => T`"${it.key}=${it.f}"`), ',')},"PATH=/usr/local/bin:/usr/bin"]\n`; }
  if (v === 'history') return T`$ docker history registry.example.com/app:${versionN()}\nIMAGE          CREATED       CREATED BY                                      SIZE\n${N(hex(12), 'docker_image_id')}   ${ri(2, 9)} days ago    /bin/sh -c #(nop)  CMD ["node" "server.js"]      0B\n<missing>      ${ri(2, 9)} days ago    /bin/sh -c ${clean ? T`npm ci --omit=dev` : T`npm config set //registry.npmjs.org/:_authToken ${(() => { const k = apiKey('npm_token'); return L(k.value, 'api_key', k.type); })()} && npm ci`}   ${ri(50, 300)}MB\n<missing>      ${ri(2, 9)} days ago    /bin/sh -c #(nop) COPY dir:${sha256N()} in /app   ${ri(1, 20)}MB\n`;
  return T`$ docker ps\nCONTAINER ID   IMAGE                 STATUS          PORTS\n${N(hex(12), 'docker_image_id')}   postgres:${ri(13, 17)}           Up ${ri(2, 50)} hours    5432/tcp\n${N(hex(12), 'docker_image_id')}   app:${versionN()}       Up ${ri(2, 50)} hours    0.0.0.0:8080->8080/tcp\n\n$ docker logs app --tail 3\n${tsN()} listening on :8080\n${tsN()} ${clean ? T`connected to postgres://app:${phN('${POSTGRES_PASSWORD}')}@postgres:5432/app` : T`connected to ${connL('postgres')}`}\n${tsN()} GET /healthz 200\n`;
});
kind('stack_trace', 'logs', ({ clean }) => {
  const lang = pick(['python', 'java', 'node']);
  const items = configItems(clean, ri(2, 4));
  const envDump = T`Environment:\n${joinF(items.map((it) => T`  ${it.key} = ${it.f}`), '\n')}`;
  if (lang === 'python') return T`Traceback (most recent call last):\n  File "/app/worker/tasks.py", line ${ri(20, 300)}, in sync_customers\n    resp = client.post(url, json=payload)\n  File "/usr/local/lib/python3.12/site-packages/httpx/_client.py", line ${ri(1000, 2000)}, in post\nhttpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'https://api.${company()[1]}/v1/customers'\n\n${envDump}\n\nLocal variables:\n  payload = {${clean ? T`'id': '${uuidN()}'` : (() => { const p = person(pick(['en', 'de', 'es'])); return T`'name': '${nameL(p)}', 'email': '${personalEmail(p)}'`; })()}}\n`;
  if (lang === 'java') return T`Exception in thread "main" org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:${ri(1000, 2000)})\nCaused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:${ri(500, 800)})\n\n${envDump}\n`;
  return T`TypeError: Cannot read properties of undefined (reading 'id')\n    at handler (/srv/app/dist/routes/orders.js:${ri(10, 300)}:${ri(5, 40)})\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n\n${envDump}\nrelease: ${versionN()} (${shortShaN()})\n`;
});
kind('audit_log', 'logs', ({ clean }) => {
  let t = ri(1735689600, 1764000000); const rows = [];
  for (let i = 0; i < ri(3, 6); i++) {
    const actor = clean || chance(0.6) ? N(`svc-${pick(['terraform', 'backup', 'scim'])}@${pick(['system', 'automation'])}`, 'service_account_name') : workEmail(person(pick(['en', 'de', 'nl', 'fr'])), company()[1]);
    const ip = clean ? docIpN() : ipL();
    const action = pick(['user.login', 'role.assign', 'export.download', 'apikey.create', 'user.update']);
    let detail = T`"resource":"${uuidN()}"`;
    if (!clean && action === 'user.update' ) { const p = person('en'); detail = T`"changes":{"phone":"${phoneL(p.country)}","address":"${addrL(p.country)}"}`; }
    rows.push(T`{"time":"${tsN(isoTs(t += ri(1, 900)))}","actor":"${actor}","source_ip":"${ip}","action":"${action}",${detail}}`);
  }
  return T`${joinF(rows, '\n')}\n`;
});

// ---------- configuration ----------
const BENIGN = [
  () => ['NODE_ENV', 'production'], () => ['PORT', String(pick([3000, 8080, 8000, 5000]))], () => ['LOG_LEVEL', pick(['info', 'debug', 'warn'])], () => ['AWS_REGION', pick(['eu-central-1', 'us-east-1', 'eu-west-1'])],
  () => ['S3_BUCKET', `${pick(['acme', 'nw', 'kestrel'])}-${pick(['prod', 'staging'])}-assets`], () => ['TZ', pick(['Europe/Berlin', 'UTC', 'America/New_York'])], () => ['APP_VERSION', versionN()], () => ['GIT_SHA', shaN()],
  () => ['TENANT_ID', uuidN()], () => ['CACHE_TTL_SECONDS', String(pick([60, 300, 3600]))], () => ['FEATURE_NEW_CHECKOUT', pick(['true', 'false'])], () => ['UPLOAD_DIR', N(pick(['/var/lib/app/uploads', '/srv/data/incoming', '/tmp/uploads', './storage/app']), 'file_path')], () => ['BRAND_COLOR', cssN()],
  () => ['DNS_SERVER', dnsN()], () => ['MAX_CONNECTIONS', String(ri(5, 200))], () => ['API_BASE_URL', `https://api.${company()[1]}/v${ri(1, 3)}`], () => ['DB_HOST', pick(['db', 'postgres', 'localhost'])], () => ['DB_PORT', '5432'],
  () => ['DB_USER', pick(['app', 'postgres', 'svc_api'])], () => ['BUILD_NUMBER', buildN()], () => ['SENTRY_ENVIRONMENT', pick(['production', 'staging'])], () => ['CONFIG_CHECKSUM', sha256N()], () => ['SMTP_HOST', `smtp.${company()[1]}`], () => ['WORKERS', String(ri(2, 16))],
];
const PLACE_ENV = ['STRIPE_SECRET_KEY', 'DB_PASSWORD', 'OPENAI_API_KEY', 'GITHUB_TOKEN', 'JWT_SECRET', 'SENDGRID_API_KEY', 'AWS_SECRET_ACCESS_KEY', 'SLACK_WEBHOOK_URL', 'REDIS_PASSWORD'];
// item: {key, f, secret:boolean}
function configItems(clean, nSecrets, nBenign) {
  nBenign = nBenign === undefined ? ri(3, 6) : nBenign; const items = [];
  for (const g of sample(BENIGN, nBenign)) { const [k, v] = g(); items.push({ key: k, f: cat(v), secret: false }); }
  if (clean) {
    for (let i = 0; i < Math.max(1, nSecrets - 1); i++) { const k = pick(PLACE_ENV); items.push({ key: k, f: chance(0.85) ? phN() : exN(pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'])), secret: false }); }
  } else {
    for (let i = 0; i < nSecrets; i++) { const s = anySecret(); items.push({ key: s.env, f: s.f, secret: true, cat: s.cat }); }
    if (chance(0.3)) items.push({ key: pick(PLACE_ENV), f: phN(), secret: false });
    if (chance(0.1)) { const k = privateKey(pick(['rsa', 'pkcs8', 'ec'])); items.push({ key: pick(['JWT_PRIVATE_KEY', 'GITHUB_APP_PRIVATE_KEY', 'SAML_SP_PRIVATE_KEY', 'SIGNING_KEY']), f: L(k.value.replace(/\n/g, '\\n'), 'private_key', k.type + '_escaped'), secret: true, cat: 'private_key' }); }
  }
  return shuffle(items);
}
const lowerKey = (k) => k.toLowerCase();
const camelKey = (k) => k.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const dotKey = (k) => k.toLowerCase().replace(/_/g, '.');
const needsQuote = (f) => /[\s#:{}&*!|>'"%@`,\[\]]/.test(txt(f)) || /^[0-9.]+$/.test(txt(f));
const renderEnv = (items, q) => joinF(items.map((it) => (q || / /.test(txt(it.f)) || (chance(0.3) && !/"/.test(txt(it.f))) ? T`${it.key}="${it.f}"` : T`${it.key}=${it.f}`)), '\n');
const yamlVal = (f) => (needsQuote(f) ? T`"${f}"` : f);

kind('dotenv', 'config', ({ clean }) => {
  const items = configItems(clean, ri(2, 4));
  return T`# ${pick(['Production', 'Staging', 'Local dev'])} settings – ${pick(['do not commit', 'generated', 'copy to .env.local'])}\n${renderEnv(items)}\n${clean ? '' : ''}`;
});
kind('k8s_secret_yaml', 'config', ({ clean }) => {
  const items = configItems(clean, ri(2, 3), ri(1, 2)); const useData = chance(0.6);
  const body = items.map((it) => {
    if (useData) { const enc = Buffer.from(txt(it.f)).toString('base64'); if (it.secret) { const l = it.f.labels[0]; return T`  ${it.key}: ${L(enc, l.category, l.type, { encoding: 'base64' })}\n`; } return T`  ${it.key}: ${N(enc, 'base64_non_secret')}\n`; }
    return T`  ${it.key}: ${yamlVal(it.f)}\n`;
  });
  return T`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${pick(['api-secrets', 'worker-env', 'db-credentials'])}\n  namespace: ${pick(['prod', 'staging', 'payments'])}\n  labels:\n    app.kubernetes.io/version: "${versionN()}"\ntype: Opaque\n${useData ? 'data' : 'stringData'}:\n${body}`;
});
kind('docker_compose', 'config', ({ clean }) => {
  const items = configItems(clean, ri(1, 3), ri(2, 4)); const pgpw = clean ? phN(pick(['${POSTGRES_PASSWORD}', 'changeme', 'example'])) : pwL('db');
  return T`version: "3.9"\nservices:\n  app:\n    image: ghcr.io/${pick(['acme', 'northwind'])}/api:${versionN()}\n    ports:\n      - "8080:8080"\n    environment:\n${items.map((it) => T`      - ${it.key}=${it.f}\n`)}    depends_on: [db]\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${pgpw}\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nvolumes:\n  pgdata: {}\n`;
});
kind('github_actions', 'config', ({ clean }) => {
  const leak = !clean; const s = leak ? anySecret(pick(['api', 'api', 'hook', 'token'])) : null;
  return T`name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      AWS_REGION: eu-central-1\n      AWS_SECRET_ACCESS_KEY: ${phN('${{ secrets.AWS_SECRET_ACCESS_KEY }}')}\n${leak ? T`      ${s.env}: ${s.f}   # TODO move to secrets\n` : ''}    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n      - run: npm ci && npm test\n      - run: ./scripts/deploy.sh --tag ${versionN()}\n${leak && chance(0.5) ? T`      - run: curl -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' ${hookL('slack')}\n` : ''}`;
});
kind('toml_config', 'config', ({ clean }) => {
  const items = configItems(clean, ri(1, 3));
  return T`# ${pick(['app', 'service', 'worker'])}.toml\n[server]\nhost = "0.0.0.0"\nport = ${ri(3000, 9000)}\n\n[database]\n${clean ? T`url = "${phN('${DATABASE_URL}')}"` : T`url = "${connL()}"`}\npool_size = ${ri(5, 30)}\n\n[integrations]\n${joinF(items.map((it) => T`${lowerKey(it.key)} = "${it.f}"`), '\n')}\n`;
});
kind('ini_config', 'config', ({ clean }) => {
  const v = pick(['php', 'aws', 'odbc']);
  if (v === 'aws') { const a = apiKey('aws_access_key_id'), b = apiKey('aws_secret_access_key'); return clean ? T`[default]\naws_access_key_id = ${exN('AKIAIOSFODNN7EXAMPLE')}\naws_secret_access_key = ${exN('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}\nregion = us-east-1\n` : T`[default]\naws_access_key_id = ${L(a.value, 'api_key', a.type)}\naws_secret_access_key = ${L(b.value, 'api_key', b.type)}\nregion = ${pick(['eu-west-1', 'us-east-1'])}\n\n[profile ci]\nrole_arn = arn:aws:iam::${digits(12)}:role/ci-deploy\nsource_profile = default\n`; }
  if (v === 'odbc') return T`[${pick(['ReportingDB', 'ERP'])}]\nDriver=ODBC Driver 18 for SQL Server\nServer=${pick(['sql01.corp.local', 'erp-db.internal'])},1433\nDatabase=${pick(['Sales', 'HR'])}\nUID=${pick(['report_ro', 'sa'])}\nPWD=${clean ? phN('<PASSWORD>') : pwL('strong')}\nEncrypt=yes\n`;
  const items = configItems(clean, ri(1, 2));
  return T`; settings.ini\n[app]\nname = ${pick(['Storefront', 'Intranet'])}\nversion = ${versionN()}\n\n[mail]\nhost = smtp.${company()[1]}\nuser = ${clean ? 'mailer' : workEmail(person('en'), company()[1])}\npassword = ${clean ? phN() : pwL('human')}\n\n[secrets]\n${joinF(items.map((it) => T`${lowerKey(it.key)} = ${it.f}`), '\n')}\n`;
});
kind('java_properties', 'config', ({ clean }) => {
  const items = configItems(clean, ri(1, 3));
  return T`# application-${pick(['prod', 'staging'])}.properties\nspring.application.name=${pick(['order-service', 'billing'])}\nserver.port=8080\nspring.datasource.url=jdbc:postgresql://${pick(['db', 'pg-main.internal'])}:5432/${pick(['orders', 'billing'])}\nspring.datasource.username=app\nspring.datasource.password=${clean ? phN('${DB_PASSWORD}') : pwL('db')}\nmanagement.endpoints.web.exposure.include=health,info\n${joinF(items.map((it) => T`${dotKey(it.key)}=${it.f}`), '\n')}\n`;
});
kind('maven_settings_xml', 'config', ({ clean }) => {
  const s = clean ? null : apiKey(pick(['github_pat', 'gitlab_pat']));
  return T`<?xml version="1.0" encoding="UTF-8"?>\n<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">\n  <servers>\n    <server>\n      <id>${pick(['nexus-releases', 'github', 'artifactory'])}</id>\n      <username>${pick(['deploy', 'ci-bot'])}</username>\n      <password>${clean ? phN('${env.MAVEN_PASSWORD}') : pwL('strong')}</password>\n    </server>\n    <server>\n      <id>github-packages</id>\n      <username>ci-bot</username>\n      <password>${clean ? phN('${env.GITHUB_TOKEN}') : L(s.value, 'api_key', s.type)}</password>\n    </server>\n  </servers>\n  <mirrors>\n    <mirror><id>central</id><url>https://repo.${company()[1]}/maven2</url><mirrorOf>*</mirrorOf></mirror>\n  </mirrors>\n</settings>\n`;
});
kind('web_config_xml', 'config', ({ clean }) => {
  const srv = pick(['sql-prod.database.windows.net', 'SQL01\\SQLEXPRESS', 'db.corp.local']);
  const cs = clean ? T`Server=${srv};Database=${pick(['Shop', 'Crm'])};Integrated Security=True;` : T`Server=${srv};Database=${pick(['Shop', 'Crm'])};User Id=${pick(['sa', 'webapp'])};Password=${L(password('strong').replace(/[;=&]/g, 'x'), 'password', 'connection_string_password')};TrustServerCertificate=True;`;
  const k = clean ? null : apiKey(pick(['sendgrid_api_key', 'stripe_secret_key', 'azure_storage_key']));
  return T`<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="DefaultConnection" connectionString="${cs}" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n  <appSettings>\n    <add key="Environment" value="Production" />\n    <add key="BuildVersion" value="${versionN()}" />\n    <add key="${clean ? 'SendGridApiKey' : camelKey(k.env).replace(/^./, (c) => c.toUpperCase())}" value="${clean ? phN() : L(k.value, 'api_key', k.type)}" />\n  </appSettings>\n  <system.web>\n    <compilation debug="false" targetFramework="4.8" />\n    <machineKey validationKey="${clean ? phN('AutoGenerate,IsolateApps') : L(hex(128).toUpperCase(), 'api_key', 'aspnet_machine_key')}" validation="HMACSHA256" />\n  </system.web>\n</configuration>\n`;
});
kind('jenkins_credentials_xml', 'config', ({ clean }) => {
  const id = uuidN(); const k = clean ? null : privateKey(pick(['rsa', 'openssh']));
  const gk = clean ? null : apiKey('github_pat');
  return T`<?xml version='1.1' encoding='UTF-8'?>\n<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin="credentials@${versionN()}">\n  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">\n    <entry>\n      <java.util.concurrent.CopyOnWriteArrayList>\n        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n          <id>${id}</id>\n          <description>GitHub bot</description>\n          <username>ci-bot</username>\n          <password>${clean ? N('{AQAAABAAAAAQ' + rs(B64, 44) + '=}', 'jenkins_encrypted_secret') : L(gk.value, 'api_key', gk.type)}</password>\n        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n        <com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>\n          <id>deploy-key</id>\n          <username>deploy</username>\n          <privateKeySource class="com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey$DirectEntryPrivateKeySource">\n            <privateKey>${clean ? N('{AQAAABAAAAGg' + rs(B64, 120) + '=}', 'jenkins_encrypted_secret') : L(k.value, 'private_key', k.type)}</privateKey>\n          </privateKeySource>\n        </com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>\n      </java.util.concurrent.CopyOnWriteArrayList>\n    </entry>\n  </domainCredentialsMap>\n</com.cloudbees.plugins.credentials.SystemCredentialsProvider>\n`;
});
kind('terraform', 'config', ({ clean }) => {
  const a = apiKey('aws_access_key_id'), b = apiKey('aws_secret_access_key');
  const dbpw = clean ? T`var.db_password` : T`"${pwL('strong')}"`;
  return T`terraform {\n  required_version = ">= ${versionN()}"\n}\n\nprovider "aws" {\n  region     = "eu-central-1"\n${clean ? T`  # credentials come from the environment (AWS_PROFILE)\n` : T`  access_key = "${L(a.value, 'api_key', a.type)}"\n  secret_key = "${L(b.value, 'api_key', b.type)}"\n`}}\n\nresource "aws_db_instance" "main" {\n  identifier        = "orders-${pick(['prod', 'stg'])}"\n  engine            = "postgres"\n  instance_class    = "db.t3.medium"\n  username          = "app"\n  password          = ${dbpw}\n  allocated_storage = ${ri(20, 500)}\n}\n\nvariable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "${clean ? phN('REPLACE_ME') : pwL('db')}"\n}\n`;
});
kind('makefile', 'config', ({ clean }) => {
  const items = configItems(clean, ri(1, 2), ri(1, 2));
  return T`.PHONY: build push deploy\n\nVERSION ?= ${versionN()}\nREGISTRY = registry.${company()[1]}\n${joinF(items.map((it) => T`${it.key} ?= ${it.f}`), '\n')}\n\nbuild:\n\tdocker build -t $(REGISTRY)/app:$(VERSION) .\n\npush:\n\tdocker login -u deploy -p ${clean ? '$(REGISTRY_PASSWORD)' : pwL('strong')} $(REGISTRY)\n\tdocker push $(REGISTRY)/app:$(VERSION)\n\ndeploy:\n\thelm upgrade --install app ./chart --set image.tag=$(VERSION)\n`;
});
kind('shell_script', 'config', ({ clean }) => {
  const items = configItems(clean, ri(1, 3), ri(1, 3));
  const v = pick(['mysql', 'psql', 'curl', 'sshpass']); let cmd;
  if (v === 'mysql') cmd = T`mysqldump -h ${pick(['db.internal', '127.0.0.1'])} -u root ${clean ? '-p' : T`--password=${pwL('strong')}`} shop > /backup/shop-$(date +%F).sql`;
  else if (v === 'psql') cmd = clean ? T`PGPASSWORD="${phN('$PGPASSWORD')}" psql -h db -U app -c 'VACUUM ANALYZE'` : T`PGPASSWORD='${pwL('db')}' psql -h db -U app -c 'VACUUM ANALYZE'`;
  else if (v === 'curl') cmd = clean ? T`curl -fsS -H "Authorization: Bearer $API_TOKEN" https://api.example.com/v1/ping` : T`curl -fsS -u admin:${pwL('human')} https://${pick(['jenkins', 'grafana', 'nexus'])}.${company()[1]}/api/health`;
  else cmd = clean ? T`ssh -i ~/.ssh/id_ed25519 deploy@${docIpN()} 'sudo systemctl restart app'` : T`sshpass -p '${pwL('human')}' ssh deploy@${ipL()} 'sudo systemctl restart app'`;
  return T`#!/usr/bin/env bash\nset -euo pipefail\n\n# ${pick(['nightly backup', 'deploy helper', 'sync job'])}\n${joinF(items.map((it) => T`export ${it.key}=${txt(it.f).includes(' ') ? T`"${it.f}"` : it.f}`), '\n')}\n\necho "running ${versionN()}"\n${cmd}\n`;
});
kind('nginx_config', 'config', ({ clean }) => {
  const basic = clean ? null : Buffer.from(`${pick(['admin', 'ops', 'metrics'])}:${password('human')}`).toString('base64');
  return T`server {\n    listen 443 ssl http2;\n    server_name ${pick(['api', 'shop', 'grafana'])}.${company()[1]};\n    ssl_certificate     /etc/letsencrypt/live/site/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/site/privkey.pem;\n    resolver ${dnsN()} ${dnsN()} valid=300s;\n\n    location /api/ {\n        proxy_pass http://${clean ? 'upstream_api' : privIpL()}:8080;\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n${clean ? T`        proxy_set_header Authorization $http_authorization;\n` : T`        proxy_set_header Authorization "Basic ${L(basic, 'auth_token', 'basic_auth_header', { encoding: 'base64' })}";\n`}    }\n\n    location /static/ {\n        add_header X-Build ${buildN()};\n        expires 30d;\n    }\n${clean ? '' : T`\n    location /hooks/ {\n        proxy_pass ${hookL('slack')};\n    }\n`}}\n`;
});
function jsonConfigTree(clean) {
  const items = configItems(clean, ri(1, 3));
  const ind = (n) => '  '.repeat(n);
  const leaf = (it, d) => T`${ind(d)}"${camelKey(it.key)}": "${it.f}"`;
  const grp = shuffle(items); const a = grp.slice(0, Math.ceil(grp.length / 2)), b = grp.slice(Math.ceil(grp.length / 2));
  return T`{\n  "name": "${pick(['web', 'worker', 'gateway'])}",\n  "version": "${versionN()}",\n  "services": {\n    "primary": {\n      "settings": {\n${joinF(a.map((it) => leaf(it, 4)), ',\n')}\n      }\n    },\n    "fallback": {\n      "theme": { "accent": "${cssN()}" },\n      "options": [\n        {\n${joinF(b.map((it) => leaf(it, 5)), ',\n')}\n        }\n      ]\n    }\n  }\n}\n`;
}
kind('json_config', 'config', ({ clean }) => jsonConfigTree(clean));
kind('npmrc', 'config', ({ clean }) => {
  const k = apiKey('npm_token');
  return T`registry=https://registry.npmjs.org/\n@${pick(['acme', 'northwind'])}:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=${clean ? phN('${NPM_TOKEN}') : L(k.value, 'api_key', k.type)}\n//npm.pkg.github.com/:_authToken=${clean ? phN('${GITHUB_TOKEN}') : (() => { const g = apiKey('github_pat'); return L(g.value, 'api_key', g.type); })()}\nalways-auth=true\nengine-strict=true\n`;
});
kind('gcp_service_account_json', 'config', ({ clean }) => {
  const proj = `${pick(['acme', 'northwind', 'kestrel'])}-${pick(['prod', 'data', 'ml'])}-${ri(100000, 999999)}`;
  const k = privateKey('pkcs8'); const esc = k.value.replace(/\n/g, '\\n');
  return T`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "${clean ? phN('<KEY_ID>') : L(hex(40), 'api_key', 'gcp_private_key_id', { soft: true })}",\n  "private_key": "${clean ? phN('-----BEGIN PRIVATE KEY-----\\nREPLACE_WITH_KEY\\n-----END PRIVATE KEY-----\\n') : L(esc, 'private_key', 'pkcs8_private_key_escaped')}\\n",\n  "client_email": "${N(`${pick(['deployer', 'bq-loader', 'ci'])}@${proj}.iam.gserviceaccount.com`, 'service_account_email')}",\n  "client_id": "${N(digits(21), 'oauth_client_id')}",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
});

// ---------- code ----------
function codeSecret(clean, pref) { if (clean) return { env: pick(PLACE_ENV), f: phN(pick(['<your-api-key>', 'YOUR_TOKEN_HERE', 'REPLACE_WITH_YOUR_SECRET', 'xxxx-xxxx-xxxx-xxxx', 'dummy', 'insert-key-here', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX'])) }; return anySecret(pref); }
kind('python_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, pick(['api', 'conn', 'token'])); const s2 = codeSecret(clean, 'api');
  const v = pick(['client', 'script']);
  if (v === 'client') return T`import os\nimport requests\n\n# TODO: read from env before merging (${shortShaN()})\n${s.env} = "${s.f}"\nBASE_URL = "https://api.${company()[1]}/v2"\n\n\ndef fetch_orders(since: str) -> list[dict]:\n    resp = requests.get(\n        f"{BASE_URL}/orders",\n        params={"since": since, "limit": 100},\n        headers={"Authorization": f"Bearer {${s.env}}", "X-Request-Id": "${uuidN()}"},\n        timeout=10,\n    )\n    resp.raise_for_status()\n    return resp.json()["data"]\n\n\nif __name__ == "__main__":\n    print(len(fetch_orders("${tsN()}")))\n`;
  return T`#!/usr/bin/env python3\n"""Nightly sync between CRM and warehouse."""\nimport psycopg2\nimport boto3\n\nconn = psycopg2.connect(\n    host="${clean ? 'db.internal' : 'db-prod.internal'}",\n    dbname="crm",\n    user="etl",\n    password=${clean ? T`os.environ["${phN('PGPASSWORD')}"]` : T`"${pwL('db')}"`},\n)\ns3 = boto3.client("s3", aws_access_key_id=${clean ? T`"${exN('AKIAIOSFODNN7EXAMPLE')}"` : (() => { const a = apiKey('aws_access_key_id'); return T`"${L(a.value, 'api_key', a.type)}"`; })()}, aws_secret_access_key="${s2.f}")\nCHECKSUM = "${sha256N()}"\n`;
});
kind('javascript_code', 'code', ({ clean }) => {
  const s = codeSecret(clean);
  return T`const express = require('express');\nconst axios = require('axios');\n\nconst app = express();\nconst ${camelKey(s.env)} = process.env.${s.env} || '${s.f}';\n\napp.get('/api/forward', async (req, res) => {\n  const r = await axios.get('https://api.${company()[1]}/v1/items', {\n    headers: { Authorization: \`Bearer \${${camelKey(s.env)}}\`, 'X-Trace-Id': '${traceN()}' },\n  });\n  res.json({ version: '${versionN()}', items: r.data });\n});\n\n// brand colour ${cssN()}\napp.listen(process.env.PORT || 3000);\n`;
});
kind('typescript_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, pick(['api', 'hook']));
  return T`import { WebClient } from '@slack/web-api';\nimport Stripe from 'stripe';\n\nexport interface Config {\n  apiKey: string;\n  webhookUrl?: string;\n  region: 'eu' | 'us';\n}\n\nexport const config: Config = {\n  apiKey: '${s.f}',\n  region: 'eu',\n};\n\nexport async function notify(orderId: string): Promise<void> {\n  // e.g. orderId = '${orderN()}'\n  const client = new WebClient(process.env.SLACK_BOT_TOKEN);\n  await client.chat.postMessage({ channel: '#orders', text: \`Order \${orderId} shipped\` });\n}\n`;
});
kind('go_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, pick(['api', 'conn']));
  return T`package main\n\nimport (\n\t"database/sql"\n\t"log"\n\t"net/http"\n\n\t_ "github.com/lib/pq"\n)\n\nconst (\n\tversion = "${versionN()}"\n\tdsn     = "${clean ? phN('${DATABASE_URL}') : connL('postgres')}"\n\tapiKey  = "${s.f}"\n)\n\nfunc main() {\n\tdb, err := sql.Open("postgres", dsn)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer db.Close()\n\treq, _ := http.NewRequest("GET", "https://api.${company()[1]}/v1/ping", nil)\n\treq.Header.Set("X-API-Key", apiKey)\n\tlog.Printf("started %s", version)\n}\n`;
});
kind('java_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, 'api'); const pw = clean ? phN('changeme') : pwL('db');
  return T`package com.${pick(['acme', 'northwind'])}.billing;\n\nimport java.sql.Connection;\nimport java.sql.DriverManager;\n\npublic class BillingClient {\n    private static final String API_KEY = "${s.f}";\n    private static final String DB_URL = "jdbc:mysql://db:3306/billing";\n    private static final String DB_USER = "billing";\n    private static final String DB_PASS = "${pw}";\n    // build ${buildN()}\n\n    public Connection connect() throws Exception {\n        return DriverManager.getConnection(DB_URL, DB_USER, DB_PASS);\n    }\n}\n`;
});
kind('csharp_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, pick(['api', 'hook']));
  const cs = clean ? T`Server=localhost;Database=Shop;Trusted_Connection=True;` : T`Server=tcp:${pick(['shop-sql', 'crm-sql'])}.database.windows.net,1433;Initial Catalog=Shop;User ID=shopadmin;Password=${L(password('strong').replace(/[;=]/g, 'x'), 'password', 'connection_string_password')};Encrypt=True;`;
  return T`using System.Net.Http;\nusing Microsoft.Data.SqlClient;\n\nnamespace Shop.Integrations\n{\n    public static class Secrets\n    {\n        public const string ConnectionString = "${cs}";\n        public const string PartnerKey = "${s.f}";\n        public static readonly Guid TenantId = Guid.Parse("${uuidN()}");\n    }\n}\n`;
});
kind('ruby_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, 'api');
  return T`# config/initializers/integrations.rb\nRails.application.configure do\n  config.x.partner_api_key = ENV.fetch("${s.env}", "${s.f}")\n  config.x.release = "${versionN()}"\nend\n\nActionMailer::Base.smtp_settings = {\n  address: "smtp.${company()[1]}",\n  port: 587,\n  user_name: "${clean ? 'apikey' : 'mailer'}",\n  password: ${clean ? T`ENV["${phN('SMTP_PASSWORD')}"]` : T`"${pwL('human')}"`},\n  authentication: :plain\n}\n`;
});
kind('php_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, 'api');
  return T`<?php\n// wp-config.php (excerpt)\ndefine( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_${pick(['prod', 'site'])}' );\ndefine( 'DB_PASSWORD', '${clean ? phN('password_here') : pwL('strong')}' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '${clean ? phN('put your unique phrase here') : L(rs(ALNUM + '!@#%^&*()-_[]{}<>~+=,.;:/?|', 64), 'api_key', 'wordpress_salt')}' );\n$stripe = new \\Stripe\\StripeClient('${s.f}');\n$table_prefix = 'wp_';\n`;
});
kind('rust_code', 'code', ({ clean }) => {
  const s = codeSecret(clean, pick(['api', 'conn']));
  return T`use reqwest::Client;\n\nconst API_KEY: &str = "${s.f}";\nconst USER_AGENT: &str = "sync-agent/${versionN()}";\n\n#[tokio::main]\nasync fn main() -> Result<(), reqwest::Error> {\n    let client = Client::builder().user_agent(USER_AGENT).build()?;\n    let res = client\n        .get("https://api.${company()[1]}/v1/status")\n        .bearer_auth(API_KEY)\n        .send()\n        .await?;\n    println!("{}", res.status());\n    Ok(())\n}\n`;
});
function custRow(lang, clean, i) {
  if (clean) return { id: 1000 + i, name: N(`Customer ${pad(i + 1, 3)}`, 'pseudonymised_name'), email: N(`user${i + 1}@example.com`, 'example_email'), phone: N(`+1-555-01${pad(ri(0, 99), 2)}`, 'fictional_phone'), city: pick(['Berlin', 'Lyon', 'Austin']), sku: skuN() };
  const p = person(lang);
  return { id: 1000 + i, p, name: nameL(p), email: personalEmail(p), phone: phoneL(p.country), addr: addrL(p.country), dob: dobL(birth(), 'en'), city: '', iban: acctL(p.country), card: cardL() };
}
kind('sql_inserts', 'code', ({ lang, clean }) => {
  const n = clean ? ri(2, 5) : ri(1, 3); const rows = [];
  for (let i = 0; i < n; i++) { const r = custRow(lang, clean, i); rows.push(clean ? T`(${r.id}, '${r.name}', '${r.email}', '${r.phone}', '${r.city}', '${tsN()}')` : T`(${r.id}, '${r.name}', '${r.email}', '${r.phone}', '${L(r.addr.text.replace(/'/g, "''"), 'street_address', r.addr.labels[0].type)}', '${tsN()}')`); }
  return T`-- seed data ${clean ? '(synthetic)' : 'exported from prod'} ${tsN()}\nINSERT INTO customers (id, full_name, email, phone, address, created_at) VALUES\n${joinF(rows, ',\n')};\n\nINSERT INTO orders (id, customer_id, order_ref, total_cents) VALUES\n(${ri(1, 9999)}, 1000, '${orderN()}', ${ri(100, 99999)});\n`;
}, ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'pt', 'tr']);
kind('jupyter_notebook', 'code', ({ clean }) => {
  const s = codeSecret(clean, pick(['api', 'api', 'conn'])); const k = clean ? null : apiKey(pick(['openai_api_key', 'huggingface_token', 'anthropic_api_key']));
  const src = (lines) => joinF(lines.map((l) => T`"${l}\\n"`), ',\n    ');
  return T`{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": ${ri(1, 20)},\n   "metadata": {},\n   "outputs": [],\n   "source": [\n    ${src([T`import os`, T`os.environ['${clean ? 'OPENAI_API_KEY' : k.env}'] = '${clean ? phN('<your-api-key>') : L(k.value, 'api_key', k.type)}'`, T`${lowerKey(s.env)} = '${s.f}'`])}\n   ]\n  },\n  {\n   "cell_type": "code",\n   "execution_count": ${ri(21, 40)},\n   "metadata": {},\n   "outputs": [\n    {\n     "data": {\n      "image/png": "${N('iVBORw0KGgoAAAANSUhEUgAA' + rs(B64, ri(80, 200)) + '=', 'base64_image')}"\n     },\n     "output_type": "display_data"\n    }\n   ],\n   "source": ["df.plot()"]\n  }\n ],\n "metadata": {"kernelspec": {"name": "python3"}},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n`;
});
kind('unit_test', 'code', ({ clean }) => {
  const p = person('en');
  if (clean) return T`import { describe, it, expect } from 'vitest';\nimport { maskCard, isValidIban } from '../src/validators';\n\ndescribe('validators', () => {\n  it('masks the documented test card', () => {\n    expect(maskCard('${exN(pick(['4111 1111 1111 1111', '4242 4242 4242 4242']))}')).toBe('**** **** **** 1111');\n  });\n  it('rejects a number failing Luhn', () => {\n    expect(isValidCard('${badCardN()}')).toBe(false);\n  });\n  it('accepts the spec example IBAN', () => {\n    expect(isValidIban('${exN('DE89 3704 0044 0532 0130 00')}')).toBe(true);\n  });\n  it('uses a placeholder token', () => {\n    process.env.API_TOKEN = '${phN('YOUR_TOKEN_HERE')}';\n  });\n});\n`;
  return T`import pytest\n\n# fixture copied from a support case ${caseN()} – replace with synthetic data!\n@pytest.fixture\ndef customer():\n    return {\n        "name": "${nameL(p)}",\n        "email": "${personalEmail(p)}",\n        "phone": "${phoneL(p.country)}",\n        "card": "${cardL()}",\n        "ssn": "${L(ssn(), 'national_id', 'us_ssn')}",\n    }\n\n\ndef test_mask_card(customer):\n    assert mask(customer["card"]).endswith(customer["card"][-4:])\n\n\ndef test_luhn_rejects():\n    assert not luhn_ok("${badCardN()}")\n`;
});

// ---------- data ----------
function csvField(f, sep) { const t = txt(f); return (t.includes(sep) || t.includes('"') || t.includes('\n')) ? T`"${f}"` : f; }
function tableExport(lang, clean, sep) {
  const v = pick(['customers', 'payroll', 'orders']); const n = clean ? ri(3, 7) : ri(2, 3); const rows = [];
  if (v === 'customers') {
    rows.push(['customer_id', 'name', 'email', 'phone', clean ? 'segment' : 'date_of_birth', 'created_at'].join(sep));
    for (let i = 0; i < n; i++) { const r = custRow(lang, clean, i); rows.push(joinF([String(r.id), csvField(r.name, sep), csvField(r.email, sep), csvField(r.phone, sep), clean ? pick(['retail', 'b2b', 'vip']) : r.dob, tsN()], sep)); }
  } else if (v === 'payroll') {
    rows.push(['employee_no', 'name', 'bank_account', 'national_id', 'gross_eur', 'period'].join(sep));
    for (let i = 0; i < n; i++) {
      if (clean) { rows.push(joinF([`E${pad(ri(1, 9999), 5)}`, N(`Employee ${pad(i + 1, 3)}`, 'pseudonymised_name'), N('DE00 0000 0000 0000 0000 00', 'placeholder'), N('XXX-XX-XXXX', 'placeholder'), String(ri(2500, 9000)), '2025-0' + ri(1, 9)], sep)); continue; }
      const p = person(lang); const id = natIdL(p.country, p);
      rows.push(joinF([`E${pad(ri(1, 9999), 5)}`, csvField(nameL(p), sep), acctL(p.country), id.f, String(ri(2500, 9000)), '2025-0' + ri(1, 9)], sep));
    }
  } else {
    rows.push(['order_ref', 'sku', 'qty', 'ship_to', 'tracking', 'card'].join(sep));
    for (let i = 0; i < n; i++) {
      if (clean) { rows.push(joinF([orderN(), skuN(), String(ri(1, 5)), pick(['DE', 'FR', 'US']), trackingN(), N('**** ' + digits(4), 'masked_card')], sep)); continue; }
      const p = person(lang); rows.push(joinF([orderN(), skuN(), String(ri(1, 5)), csvField(addrL(p.country), sep), trackingN(), chance(0.5) ? N('**** ' + digits(4), 'masked_card') : cardL(undefined, '')], sep));
    }
  }
  return T`${joinF(rows, '\n')}\n`;
}
const TBL_LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'hi'];
kind('csv_export', 'data', ({ lang, clean }) => tableExport(lang, clean, ','), TBL_LANGS);
kind('tsv_export', 'data', ({ lang, clean }) => tableExport(lang, clean, '\t'), TBL_LANGS);
kind('json_api_response', 'data', ({ lang, clean }) => {
  if (clean) return T`{\n  "data": [\n    {"id": "${uuidN()}", "type": "product", "sku": "${skuN()}", "price": {"amount": ${ri(100, 99999)}, "currency": "EUR"}, "color": "${cssN()}"},\n    {"id": "${uuidN()}", "type": "product", "sku": "${skuN()}", "price": {"amount": ${ri(100, 99999)}, "currency": "EUR"}}\n  ],\n  "meta": {"request_id": "${reqIdN()}", "api_version": "${versionN()}", "generated_at": "${tsN()}"},\n  "links": {"next": "/v2/products?cursor=${N(b64url(Buffer.from('{"after":' + ri(1, 999) + '}')), 'pagination_cursor')}"}\n}\n`;
  const p = person(lang); const b = birth(); const id = natIdL(p.country, p, b);
  const wallet = chance(0.3);
  return T`{\n  "user": {\n    "id": "${uuidN()}",\n    "profile": {\n      "displayName": "${nameL(p)}",\n      "email": "${personalEmail(p)}",\n      "phone": "${phoneL(p.country)}",\n      "birthDate": "${L(`${b.y}-${pad(b.m, 2)}-${pad(b.d, 2)}`, 'date_of_birth', 'dob_iso')}",\n      "address": {"line1": "${addrL(p.country)}", "country": "${p.country}"}\n    },\n    "kyc": {"documentType": "${id.label}", "documentNumber": "${id.f}", "verifiedAt": "${tsN()}"},\n${wallet ? T`    "payoutWallet": "${walletL()}",\n` : ''}    "lastLoginIp": "${ipL()}"\n  },\n  "meta": {"request_id": "${reqIdN()}", "version": "${versionN()}"}\n}\n`;
}, ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'hi', 'tr']);
function httpExchange(clean) {
  const host = `api.${company()[1]}`; const auth = clean ? T`Bearer ${phN('<API_TOKEN>')}` : (chance(0.7) ? T`Bearer ${bearerL()}` : T`Basic ${L(Buffer.from(`${pick(['admin', 'svc', 'api'])}:${password('human')}`).toString('base64'), 'auth_token', 'basic_auth_header', { encoding: 'base64' })}`);
  const cookie = clean ? T`_ga=GA1.1.${digits(9)}.${digits(10)}; theme=dark` : T`sessionid=${L(rs(LO + DIG, 32), 'auth_token', 'session_id')}; csrftoken=${N(rs(ALNUM, 32), 'csrf_token')}; theme=dark`;
  return { host, auth, cookie };
}
kind('http_dump', 'data', ({ clean }) => {
  const { host, auth, cookie } = httpExchange(clean);
  const p = person('en');
  const bodyReq = clean ? T`{"sku":"${skuN()}","qty":${ri(1, 4)}}` : T`{"email":"${personalEmail(p)}","card":"${cardL(undefined, '')}","save_card":true}`;
  return T`POST /v1/checkout HTTP/1.1\nHost: ${host}\nUser-Agent: ${pick(UAS)}\nAuthorization: ${auth}\nCookie: ${cookie}\nContent-Type: application/json\nX-Request-ID: ${uuidN()}\n\n${bodyReq}\n\nHTTP/1.1 201 Created\nDate: ${rfc2822(dateStr())}\nContent-Type: application/json\nETag: "${md5N()}"\n${clean ? '' : T`Set-Cookie: sessionid=${L(rs(LO + DIG, 32), 'auth_token', 'session_id')}; HttpOnly; Secure; SameSite=Lax\n`}\n{"order":"${orderN()}","status":"created"}\n`;
});
kind('har_dump', 'data', ({ clean }) => {
  const { host, auth, cookie } = httpExchange(clean);
  return T`{\n  "log": {\n    "version": "1.2",\n    "creator": {"name": "WebInspector", "version": "537.36"},\n    "entries": [\n      {\n        "startedDateTime": "${tsN()}",\n        "request": {\n          "method": "GET",\n          "url": "https://${host}/v2/me?include=addresses",\n          "headers": [\n            {"name": "authorization", "value": "${auth}"},\n            {"name": "cookie", "value": "${cookie}"},\n            {"name": "x-client-version", "value": "${versionN()}"}\n          ]\n        },\n        "response": {\n          "status": 200,\n          "content": {"mimeType": "application/json", "text": "${clean ? T`{\\"id\\":\\"${uuidN()}\\"}` : (() => { const p = person(pick(['en', 'de', 'fr'])); return T`{\\"name\\":\\"${nameL(p)}\\",\\"phone\\":\\"${phoneL(p.country)}\\"}`; })()}"}\n        },\n        "timings": {"wait": ${ri(10, 900)}}\n      }\n    ]\n  }\n}\n`;
});
kind('curl_command', 'data', ({ clean }) => {
  const v = pick(['bearer', 'stripe', 'webhook', 'form']);
  if (clean) return T`# from the API docs\ncurl -X GET "https://api.example.com/v1/customers?limit=3" \\\n  -H "Authorization: Bearer ${phN(pick(['YOUR_TOKEN_HERE', '<your-api-key>', '$API_TOKEN']))}" \\\n  -H "Idempotency-Key: ${uuidN()}"\n\n# resolver check\ndig @${dnsN()} api.example.com +short\n`;
  if (v === 'stripe') { const k = apiKey('stripe_secret_key'); return T`curl https://api.stripe.com/v1/charges \\\n  -u ${L(k.value, 'api_key', k.type)}: \\\n  -d amount=${ri(100, 99999)} \\\n  -d currency=eur \\\n  -d "metadata[order]=${orderN()}"\n`; }
  if (v === 'webhook') return T`curl -X POST -H 'Content-Type: application/json' \\\n  -d '{"content": "Deploy ${versionN()} finished"}' \\\n  ${hookL(pick(['discord', 'slack', 'teams']))}\n`;
  if (v === 'form') { const p = person(pick(['en', 'de', 'fr', 'es'])); return T`curl -s -X POST https://${company()[1]}/api/signup \\\n  --data-urlencode "name=${nameL(p)}" \\\n  --data-urlencode "email=${personalEmail(p)}" \\\n  --data-urlencode "password=${pwL('human')}"\n`; }
  const k = anySecret(pick(['api', 'token'])); return T`curl -sS https://api.${company()[1]}/v1/reports/${uuidN()} \\\n  -H "Authorization: Bearer ${k.f}" \\\n  -H "Accept: application/json" | jq .\n`;
});
kind('postman_collection', 'data', ({ clean }) => {
  const k = clean ? null : apiKey(); const tok = clean ? null : authToken('jwt');
  return T`{\n  "info": {"_postman_id": "${uuidN()}", "name": "${pick(['Partner API', 'Billing', 'Internal Admin'])}", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},\n  "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "${clean ? phN('{{access_token}}') : L(tok.value, 'auth_token', tok.type)}", "type": "string"}]},\n  "variable": [\n    {"key": "baseUrl", "value": "https://api.${company()[1]}"},\n    {"key": "apiKey", "value": "${clean ? phN('{{apiKey}}') : L(k.value, 'api_key', k.type)}"}\n  ],\n  "item": [\n    {"name": "List orders", "request": {"method": "GET", "url": "{{baseUrl}}/v1/orders?since=${tsN()}"}}\n  ]\n}\n`;
});
kind('invoice_document', 'data', ({ lang, clean }) => {
  const co = company(); const c2 = pick(['DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'GB']); const tx = taxL(c2); const inv = invoiceN();
  const lines = T`  ${skuN()}  ${pick(['Consulting hours', 'Cloud hosting', 'Support plan'])}  ${ri(1, 40)} x ${ri(50, 200)}.00\n  ${skuN()}  ${pick(['Licence renewal', 'Setup fee'])}  1 x ${ri(100, 900)}.00\n`;
  if (clean) return T`${co[0]}\nINVOICE ${inv}  (template preview ${versionN()})\nOrder: ${orderN()}\n\n${lines}\nPayment to: ${exN('DE89 3704 0044 0532 0130 00')} (example)\nGenerated ${tsN()} · doc ${sha256N()}\n`;
  const p = person(lang); const iss = person(lang);
  return T`${co[0]}\n${coAddrL(c2, true)}\n${tx.label}: ${tx.f}\n\nINVOICE ${inv}    Date: ${new Date(ri(1735689600, 1764000000) * 1000).toISOString().slice(0, 10)}\nBill to: ${nameL(p)}\n${addrL(p.country, true)}\n\n${lines}\nPlease pay within 14 days to IBAN ${ibanL(c2)} quoting ${inv}.\nQuestions: ${nameL(iss)}, ${workEmail(iss, co[1])}\n`;
}, ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl']);
kind('crypto_payment_note', 'prose', ({ clean }) => {
  if (clean) return T`Donations page draft\n\nWe will publish our wallet once the multisig is set up. Until then, see the address format docs: bech32 starts with bc1, e.g. ${N('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'documented_example')} (BIP-173 test vector).\nTx explorer build ${buildN()}, last sync ${tsN()}.\n`;
  const p = person(pick(['en', 'de', 'es', 'tr', 'pt']));
  return T`Hey ${firstL(p)}, as agreed please send the ${pick(['0.05 BTC', '1.2 ETH', '250 USDT'])} to my wallet:\n\n${walletL()}\n\nTx fee on me. If anything goes wrong ping me at ${phoneL(p.country)}. Invoice ref ${invoiceN()}.\n`;
});
kind('private_key_paste', 'config', ({ clean }) => {
  if (clean) return T`# deploy key (public part only — safe to commit)\n${pubKeyN()}\n\n# CA bundle\n${certN()}\n`;
  const k = privateKey(pick(['rsa4096', 'rsa4096', 'rsa', 'openssh', 'pgp', 'ec', 'pkcs8'])); const where = { rsa_private_key: pick(['id_rsa', 'server.key']), pkcs8_private_key: pick(['deploy.pem', 'tls.key']), ec_private_key: 'ec-signing.pem', openssh_private_key: pick(['id_ed25519', 'deploy_key']), pgp_private_key: pick(['release-signing.asc', 'secret-key.asc']) }[k.type];
  return T`$ cat ~/.ssh/${where}\n${L(k.value, 'private_key', k.type)}\n${k.type === 'openssh_private_key' ? T`$ ssh-keygen -lf ~/.ssh/${where}.pub\n256 SHA256:${N(rs(B64, 43), 'key_fingerprint')} deploy@ci (ED25519)\n` : T`$ chmod 600 ~/.ssh/${where}\n$ ls -l ~/.ssh/${where}\n-rw------- 1 deploy deploy ${ri(200, 3500)} ${pick(['Mar', 'Jun', 'Oct'])} ${ri(1, 28)} 09:${ri(10, 59)} /home/deploy/.ssh/${where}\n`}`;
});

// ---------- identity-heavy documents ----------
const TRAVEL = {
  en: ['Booking confirmation', 'Passenger', 'Passport', 'Date of birth', 'Nationality', 'Contact'],
  de: ['Buchungsbestätigung', 'Reisender', 'Reisepass-Nr.', 'Geburtsdatum', 'Staatsangehörigkeit', 'Kontakt'],
  fr: ['Confirmation de réservation', 'Passager', 'N° de passeport', 'Date de naissance', 'Nationalité', 'Contact'],
  es: ['Confirmación de reserva', 'Pasajero', 'N.º de pasaporte', 'Fecha de nacimiento', 'Nacionalidad', 'Contacto'],
  it: ['Conferma di prenotazione', 'Passeggero', 'N. passaporto', 'Data di nascita', 'Nazionalità', 'Contatto'],
  ja: ['予約確認書', '搭乗者', '旅券番号', '生年月日', '国籍', '連絡先'],
  zh: ['预订确认', '乘客', '护照号码', '出生日期', '国籍', '联系方式'],
  pt: ['Confirmação de reserva', 'Passageiro', 'N.º do passaporte', 'Data de nascimento', 'Nacionalidade', 'Contato'],
  tr: ['Rezervasyon onayı', 'Yolcu', 'Pasaport No', 'Doğum tarihi', 'Uyruk', 'İletişim'],
  pl: ['Potwierdzenie rezerwacji', 'Pasażer', 'Nr paszportu', 'Data urodzenia', 'Obywatelstwo', 'Kontakt'],
};
kind('travel_booking', 'prose', ({ lang, clean }) => {
  const t = TRAVEL[lang]; const pnr = N(rs('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6), 'booking_reference');
  const fl = `${pick(['LH', 'AF', 'IB', 'AZ', 'NH', 'CA', 'TK', 'LO', 'TP', 'BA'])}${ri(100, 9999)}`;
  const seg = T`${fl}  ${pick(['FRA', 'CDG', 'MAD', 'FCO', 'HND', 'PEK', 'IST', 'WAW', 'LIS', 'LHR'])} → ${pick(['JFK', 'SIN', 'GRU', 'DXB', 'BCN', 'ARN', 'AMS'])}  ${new Date(ri(1764000000, 1790000000) * 1000).toISOString().slice(0, 16).replace('T', ' ')}`;
  if (clean) return T`${t[0]} ${pnr}\n\n${seg}\nFare basis: ${rs(UP, 4)}${ri(1, 9)}  Baggage: 1PC\nE-ticket: ${N(`${ri(100, 999)}-${digits(10)}`, 'ticket_number')}\n${t[2]}: ${phN('__________')}\n\nManage your booking at https://www.example-airline.com/manage (ref ${uuidN()})\n`;
  const p = person(lang); const b = birth(); const p2 = chance(0.4) ? person(lang) : null;
  const pax = (q, bb) => T`${t[1]}: ${nameL(q)}\n${t[2]}: ${passL(q.country)}  ${t[4]}: ${q.country}\n${t[3]}: ${dobL(bb, lang)}\n`;
  return T`${t[0]} ${pnr}\n\n${seg}\n\n${pax(p, b)}${p2 ? T`\n${pax(p2, birth())}` : ''}\n${t[5]}: ${phoneL(p.country)} / ${personalEmail(p)}\nE-ticket: ${N(`${ri(100, 999)}-${digits(10)}`, 'ticket_number')}\n`;
}, Object.keys(TRAVEL));
kind('kyc_form', 'data', ({ lang, clean }) => {
  const D = P[lang] || P.en;
  if (clean) return T`KYC checklist v${versionN()}\n[ ] ${D.name}\n[ ] ${D.dob}\n[ ] ${D.addr}\n[ ] Passport / ID (scan, max 5 MB)\n[ ] Tax residency\nApplicant ref: ${uuidN()}  Submitted: ${tsN()}\nPolicy: ${pathN()}\n`;
  const p = person(lang); const b = birth(); const id = natIdL(p.country, p, b); const tx = ['US', 'DE', 'FR', 'GB', 'IT', 'PL', 'ES', 'NL', 'IN', 'BR'].includes(p.country) ? taxL(p.country) : null;
  return T`=== KYC submission ${uuidN()} ===\n${D.name}: ${nameL(p)}\n${D.dob}: ${dobL(b, lang)}\n${D.addr}: ${addrL(p.country)}\n${D.phone}: ${phoneL(p.country)}\nPassport: ${passL(p.country)} (exp ${ri(2027, 2035)}-${pad(ri(1, 12), 2)})\n${id.label}: ${id.f}\n${tx ? T`${tx.label} (self-employed): ${tx.f}\n` : ''}${chance(0.5) ? T`Payout wallet: ${walletL()}\n` : T`Payout account: ${acctL(p.country)}\n`}Risk score: ${ri(1, 99)}  Reviewed: ${tsN()}\n`;
}, ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'hi', 'tr', 'ja', 'zh']);
kind('vendor_onboarding', 'data', ({ clean }) => {
  const c = pick(['US', 'DE', 'FR', 'GB', 'IT', 'PL', 'NL', 'ES', 'IN', 'BR']); const co = company();
  if (clean) return T`Supplier onboarding – draft\nLegal name: ${co[0]}\nVAT / Tax ID: ${phN('<to be provided>')}\nBank details: ${phN('xxxx-xxxx')}\nERP vendor id: ${N(`V-${digits(6)}`, 'vendor_id')}\nCreated: ${tsN()}\n`;
  const tx = taxL(c); const contact = person(pick(['en', 'de', 'fr', 'it', 'pl', 'nl', 'es']));
  return T`Supplier onboarding\nLegal name: ${co[0]}\nRegistered office: ${coAddrL(c)}\n${tx.label}: ${tx.f}\nBank: ${chance(0.5) ? acctL(c) : bankAccount(pick(['US', 'GB', 'IN', 'AU', 'JP', 'BR']))}\nContact: ${nameL(contact)}, ${workEmail(contact, co[1])}, ${phoneL(contact.country)}\nGeneral inbox: ${genericEmail(co[1])}\nERP vendor id: ${N(`V-${digits(6)}`, 'vendor_id')}\n`;
});

// ---------- main ----------
function buildDoc(i) {
  seedRng((SEED * 1000003 + i * 7919) >>> 0);
  const names = Object.keys(KINDS).flatMap((k) => (KINDS[k].langs.length > 1 ? [k, k] : [k]));
  const kname = names[(i + Math.floor(i / names.length) * 7) % names.length];
  const K = KINDS[kname];
  const lang = K.langs.includes('en') && chance(0.2) ? 'en' : pick(K.langs);
  const clean = chance(0.37);
  let f = K.gen({ lang, clean });
  // occasionally add a realistic preamble/trailer to vary lengths
  if (chance(0.15) && K.group === 'prose') f = cat(f, T`\n${'-'.repeat(20)}\nForwarded by ${pick(['ticket-router', 'log-shipper', 'mail-gateway'])} at ${tsN()} (msg ${uuidN()})\n`);
  const labels = f.labels.map((l) => { const o = { start: l.start, end: l.end, category: l.category, type: l.type, value: l.value }; if (l.soft) o.soft = true; if (l.encoding) o.encoding = l.encoding; return o; }).sort((a, b) => a.start - b.start);
  const negatives = f.negs.map((n) => ({ start: n.start, end: n.end, kind: n.kind, value: n.value })).sort((a, b) => a.start - b.start);
  return { id: `doc-${pad(i + 1, 4)}`, kind: kname, language: lang, text: f.text, labels, negatives, _clean: clean };
}

const CATS = new Set(['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url']);
const docs = []; for (let i = 0; i < COUNT; i++) docs.push(buildDoc(i));

// ---------- self-check ----------
const errors = [];
for (const d of docs) {
  for (const l of d.labels) {
    if (d.text.slice(l.start, l.end) !== l.value) errors.push(`${d.id}: label ${l.category} offset mismatch`);
    if (!CATS.has(l.category)) errors.push(`${d.id}: unknown category ${l.category}`);
    if (l.value.length === 0 || l.value !== l.value.trim()) errors.push(`${d.id}: label ${l.category} has empty/padded value`);
  }
  for (const n of d.negatives) if (d.text.slice(n.start, n.end) !== n.value) errors.push(`${d.id}: negative ${n.kind} offset mismatch`);
  const all = d.labels.concat(d.negatives.map((n) => ({ ...n, category: 'neg:' + n.kind }))).sort((a, b) => a.start - b.start || b.end - a.end);
  for (let k = 1; k < all.length; k++) if (all[k].start < all[k - 1].end) errors.push(`${d.id}: overlapping spans ${all[k - 1].category} / ${all[k].category}`);
  if (d._clean && d.labels.length) errors.push(`${d.id}: clean document has labels`);
}
if (errors.length) { console.error(`SELF-CHECK FAILED (${errors.length}):\n` + errors.slice(0, 40).join('\n')); process.exit(1); }

writeFileSync(OUT, docs.map((d) => { const { _clean, ...o } = d; return JSON.stringify(o); }).join('\n') + '\n');
const catCount = {}, negCount = {}, kindCount = {}, langCount = {}; let nClean = 0, nLab = 0;
for (const d of docs) {
  kindCount[d.kind] = (kindCount[d.kind] || 0) + 1; langCount[d.language] = (langCount[d.language] || 0) + 1;
  if (!d.labels.length) nClean++; else nLab++;
  for (const l of d.labels) catCount[l.category] = (catCount[l.category] || 0) + 1;
  for (const n of d.negatives) negCount[n.kind] = (negCount[n.kind] || 0) + 1;
}
console.log(`wrote ${docs.length} documents to ${OUT} (${nLab} with labels, ${nClean} without); self-check passed`);
if (argv.includes('--stats')) console.log(JSON.stringify({ categories: catCount, negatives: negCount, kinds: kindCount, languages: langCount }, null, 1));
