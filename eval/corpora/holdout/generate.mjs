// Labelled evaluation corpus generator for PII / secret detection.
// Usage: node generate.mjs --seed 7 --count 600 --out corpus.jsonl
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';

// ---------------------------------------------------------------- args
const argv = process.argv.slice(2);
function arg(name, def) { const i = argv.indexOf('--' + name); return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def; }
const SEED = parseInt(arg('seed', '7'), 10);
const COUNT = parseInt(arg('count', '600'), 10);
const OUT = arg('out', 'corpus.jsonl');

// ---------------------------------------------------------------- PRNG (sfc32 seeded by splitmix32)
function splitmix32(a) { return () => { a |= 0; a = (a + 0x9e3779b9) | 0; let t = a ^ (a >>> 16); t = Math.imul(t, 0x21f0aaad); t ^= t >>> 15; t = Math.imul(t, 0x735a2d97); t ^= t >>> 15; return t >>> 0; }; }
function makeRng(seed, stream) {
  const sm = splitmix32((seed * 0x85ebca6b) ^ (stream * 0xc2b2ae35) ^ 0x5bd1e995);
  let a = sm(), b = sm(), c = sm(), d = sm();
  const f = () => { a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0; let t = (a + b) | 0; a = b ^ (b >>> 9); b = (c + (c << 3)) | 0; c = (c << 21) | (c >>> 11); d = (d + 1) | 0; t = (t + d) | 0; c = (c + t) | 0; return (t >>> 0) / 4294967296; };
  for (let i = 0; i < 15; i++) f();
  return f;
}
let R = makeRng(SEED, 0);
const ri = (a, b) => a + Math.floor(R() * (b - a + 1));
const pick = (arr) => arr[Math.floor(R() * arr.length)];
const chance = (p) => R() < p;
const shuffle = (arr) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(R() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
const sample = (arr, n) => shuffle(arr).slice(0, n);
const pad = (n, w) => String(n).padStart(w, '0');
const DIG = '0123456789', HEX = '0123456789abcdef', UPP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', LOW = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = UPP + LOW + DIG, B64 = ALNUM + '+/', B64U = ALNUM + '-_', B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const rs = (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(R() * alpha.length)]; return s; };
const digits = (n) => rs(DIG, n);
const hex = (n) => rs(HEX, n);
const rbytes = (n) => { const b = Buffer.alloc(n); for (let i = 0; i < n; i++) b[i] = Math.floor(R() * 256); return b; };
const b64 = (buf) => Buffer.from(buf).toString('base64');
const b64url = (buf) => Buffer.from(buf).toString('base64url');
const uuid = () => { const h = hex(32).split(''); h[12] = '4'; h[16] = '89ab'[ri(0, 3)]; const s = h.join(''); return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`; };
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------- fragments with spans
// A fragment is a list of parts: plain strings, labelled values {v, lab}, negatives {v, neg}.
const isFrag = (x) => x && x.__f === true;
function pushVal(parts, v) {
  if (v === null || v === undefined || v === false) return;
  if (Array.isArray(v)) { for (const x of v) pushVal(parts, x); return; }
  if (isFrag(v)) { for (const x of v.parts) parts.push(x); return; }
  if (typeof v === 'object' && (v.lab || v.neg)) { parts.push(v); return; }
  parts.push(String(v));
}
function T(strings, ...vals) { const parts = []; strings.forEach((s, i) => { if (s) parts.push(s); if (i < vals.length) pushVal(parts, vals[i]); }); return { __f: true, parts }; }
const F = (...xs) => { const parts = []; for (const x of xs) pushVal(parts, x); return { __f: true, parts }; };
function Jn(items, sep) { const parts = []; items.forEach((x, i) => { if (i) pushVal(parts, sep); pushVal(parts, x); }); return { __f: true, parts }; }
const L = (v, category, type, extra = {}) => ({ v: String(v), lab: { category, type, ...extra } });
const S = (v, category, type, extra = {}) => L(v, category, type, { ...extra, soft: true });
const N = (v, kind) => ({ v: String(v), neg: kind });
// apply a textual transform to a value (escaping); spans follow the transformed text
function mapv(x, fn) { if (typeof x === 'string') return fn(x); if (isFrag(x)) return { __f: true, parts: x.parts.map((p) => mapv(p, fn)) }; if (x && (x.lab || x.neg)) return { ...x, v: fn(x.v) }; return x; }
const jesc = (s) => JSON.stringify(s).slice(1, -1);
const xesc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const plain = (x) => { const p = []; pushVal(p, x); return p.map((q) => (typeof q === 'string' ? q : q.v)).join(''); };
function finalize(frag) {
  let text = ''; const labels = [], negatives = [];
  for (const p of frag.parts) {
    if (typeof p === 'string') { text += p; continue; }
    const start = text.length; text += p.v; const end = text.length;
    if (p.lab) { const o = { start, end, category: p.lab.category, type: p.lab.type, value: p.v }; if (p.lab.soft) o.soft = true; if (p.lab.encoding) o.encoding = p.lab.encoding; labels.push(o); }
    else negatives.push({ start, end, kind: p.neg, value: p.v });
  }
  return { text, labels, negatives };
}

// ---------------------------------------------------------------- checksums
function luhnCheck(body) { let sum = 0; const ds = body.split('').reverse().map(Number); ds.forEach((d, i) => { if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; } sum += d; }); return String((10 - (sum % 10)) % 10); }
const luhnValid = (num) => { const d = num.replace(/\D/g, ''); return luhnCheck(d.slice(0, -1)) === d.slice(-1); };
function mod97(str) { let r = 0; for (const ch of str) { const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch; for (const c of v) r = (r * 10 + Number(c)) % 97; } return r; }
const VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]];
const VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]];
const VINV = [0,4,3,2,1,5,6,7,8,9];
function verhoeffGen(num) { let c = 0; num.split('').reverse().map(Number).forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][d]]; }); return String(VINV[c]); }
function verhoeffOk(num) { let c = 0; num.split('').reverse().map(Number).forEach((d, i) => { c = VD[c][VP[i % 8][d]]; }); return c === 0; }
const sha256 = (b) => createHash('sha256').update(b).digest();
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function b58enc(buf) { let n = BigInt('0x' + (buf.toString('hex') || '0')); let s = ''; while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n; } for (const b of buf) { if (b === 0) s = '1' + s; else break; } return s; }
const b58check = (ver, payload) => { const body = Buffer.concat([Buffer.from([ver]), payload]); return b58enc(Buffer.concat([body, sha256(sha256(body)).subarray(0, 4)])); };
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function bechPolymod(values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const top = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i]; } return chk >>> 0; }
const hrpExp = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)];
function convertBits(data, from, to) { let acc = 0, bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv); } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out; }
function bech32Addr(hrp, ver, prog) { const data = [ver, ...convertBits([...prog], 8, 5)]; const mod = bechPolymod([...hrpExp(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1; const chk = []; for (let i = 0; i < 6; i++) chk.push((mod >>> (5 * (5 - i))) & 31); return hrp + '1' + [...data, ...chk].map((d) => BECH[d]).join(''); }
const bechOk = (addr) => { const i = addr.lastIndexOf('1'); const hrp = addr.slice(0, i); const data = [...addr.slice(i + 1)].map((c) => BECH.indexOf(c)); return bechPolymod([...hrpExp(hrp), ...data]) === 1; };

// ---------------------------------------------------------------- locales
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
const LOC = {
  US: { lang: 'en', first: ['James','Mary','Robert','Patricia','Michael','Jennifer','David','Linda','Daniel','Ashley','Kevin','Brittany','Marcus','Tanya','Carlos','Keisha'], last: ['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Wilson','Anderson','Thomas','Moore'], mail: ['gmail.com','yahoo.com','outlook.com','icloud.com','aol.com','hotmail.com'], cities: [['Columbus','OH','432'],['Austin','TX','787'],['Sacramento','CA','958'],['Raleigh','NC','276'],['Denver','CO','802'],['Tampa','FL','336']], streets: ['Maple Ave','Oak Street','Elm Dr','Washington Blvd','Pine Ridge Rd','Lakeview Ct','Cedar Ln'] },
  GB: { lang: 'en', first: ['Oliver','Amelia','Harry','Isla','George','Emily','Jack','Sophie','Callum','Niamh','Rhys','Priya'], last: ['Taylor','Evans','Thomas','Roberts','Walker','Wright','Hughes','Patel','Clarke','Turner','Hall','Morgan'], mail: ['gmail.com','btinternet.com','hotmail.co.uk','yahoo.co.uk','sky.com'], cities: [['Leeds','LS'],['Bristol','BS'],['Manchester','M'],['Cardiff','CF'],['Norwich','NR'],['Sheffield','S']], streets: ['Victoria Road','Church Lane','Station Road','Park Avenue','Mill Street','Queensway'] },
  DE: { lang: 'de', first: ['Lukas','Anna','Jonas','Lea','Felix','Sophie','Maximilian','Marie','Tobias','Katharina','Jürgen','Sabine'], last: ['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Hoffmann','Schäfer','Koch','Krüger'], mail: ['gmx.de','web.de','t-online.de','gmail.com','posteo.de','freenet.de'], cities: [['Berlin','10'],['München','80'],['Hamburg','20'],['Köln','50'],['Leipzig','04'],['Stuttgart','70']], streets: ['Hauptstraße','Bahnhofstraße','Lindenweg','Schillerstraße','Gartenstraße','Am Mühlbach'] },
  FR: { lang: 'fr', first: ['Camille','Louis','Manon','Hugo','Chloé','Lucas','Léa','Théo','Inès','Mathieu','Élodie','Nicolas'], last: ['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Lefèvre','Girard'], mail: ['orange.fr','free.fr','laposte.net','gmail.com','sfr.fr','wanadoo.fr'], cities: [['Lyon','69'],['Toulouse','31'],['Nantes','44'],['Lille','59'],['Bordeaux','33'],['Paris','75']], streets: ['rue de la République','avenue Jean Jaurès','rue Victor Hugo','boulevard Voltaire','impasse des Lilas','rue du Moulin'] },
  ES: { lang: 'es', first: ['Lucía','Hugo','Martina','Pablo','Sofía','Alejandro','Carmen','Javier','Paula','Diego','Marta','Sergio'], last: ['García','Fernández','González','Rodríguez','López','Martínez','Sánchez','Pérez','Gómez','Ruiz','Díaz','Moreno'], mail: ['gmail.com','hotmail.es','yahoo.es','telefonica.net','outlook.es'], cities: [['Madrid','28'],['Barcelona','08'],['Valencia','46'],['Sevilla','41'],['Zaragoza','50'],['Bilbao','48']], streets: ['Calle Mayor','Avenida de la Constitución','Calle del Sol','Paseo de Gracia','Calle Real','Avenida de América'] },
  IT: { lang: 'it', first: ['Giulia','Francesco','Chiara','Alessandro','Sara','Lorenzo','Martina','Matteo','Federica','Andrea','Valentina','Davide'], last: ['Rossi','Russo','Ferrari','Esposito','Bianchi','Romano','Colombo','Ricci','Marino','Greco','Bruno','Gallo'], mail: ['libero.it','virgilio.it','gmail.com','alice.it','tiscali.it'], cities: [['Roma','00','RM','H501'],['Milano','20','MI','F205'],['Napoli','80','NA','F839'],['Torino','10','TO','L219'],['Bologna','40','BO','A944'],['Firenze','50','FI','D612']], streets: ['Via Roma','Via Garibaldi','Corso Vittorio Emanuele','Via Dante','Piazza Mazzini','Via dei Mille'] },
  PT: { lang: 'pt', first: ['João','Maria','Tiago','Beatriz','Rui','Inês','Miguel','Carolina','Duarte','Leonor'], last: ['Silva','Santos','Ferreira','Pereira','Oliveira','Costa','Rodrigues','Martins','Sousa','Fernandes'], mail: ['sapo.pt','gmail.com','hotmail.com','netcabo.pt'], cities: [['Lisboa','1'],['Porto','4'],['Braga','4'],['Coimbra','3']], streets: ['Rua Augusta','Avenida da Liberdade','Rua de Santa Catarina','Travessa do Carmo','Rua das Flores'] },
  BR: { lang: 'pt', first: ['Ana','Lucas','Juliana','Gabriel','Fernanda','Rafael','Camila','Bruno','Larissa','Thiago','Patrícia','Felipe'], last: ['Silva','Souza','Oliveira','Lima','Pereira','Carvalho','Almeida','Ribeiro','Gomes','Barbosa','Araújo','Rocha'], mail: ['gmail.com','uol.com.br','bol.com.br','hotmail.com','terra.com.br'], cities: [['São Paulo','SP','01'],['Rio de Janeiro','RJ','20'],['Belo Horizonte','MG','30'],['Curitiba','PR','80'],['Recife','PE','50'],['Porto Alegre','RS','90']], streets: ['Rua das Acácias','Avenida Paulista','Rua XV de Novembro','Rua Sete de Setembro','Avenida Brasil','Rua Bela Cintra'] },
  NL: { lang: 'nl', first: ['Daan','Emma','Sem','Julia','Lars','Sanne','Bram','Fleur','Ruben','Lotte','Thijs','Anouk'], last: ['de Jong','Jansen','de Vries','van den Berg','Bakker','Visser','Smit','Meijer','de Boer','Mulder','Bos','Vos'], mail: ['ziggo.nl','kpnmail.nl','gmail.com','hotmail.nl','xs4all.nl'], cities: [['Amsterdam','10'],['Utrecht','35'],['Rotterdam','30'],['Eindhoven','56'],['Groningen','97']], streets: ['Kerkstraat','Dorpsstraat','Molenweg','Prinsengracht','Julianalaan','Stationsplein'] },
  PL: { lang: 'pl', first: ['Jakub','Zuzanna','Kacper','Julia','Szymon','Maja','Michał','Katarzyna','Tomasz','Agnieszka','Paweł','Magdalena'], last: ['Nowak','Kowalski','Wiśniewski','Wójcik','Kamiński','Lewandowski','Zieliński','Szymański','Woźniak','Dąbrowski','Kozłowska','Jankowska'], mail: ['wp.pl','o2.pl','onet.pl','interia.pl','gmail.com'], cities: [['Warszawa','0'],['Kraków','3'],['Wrocław','5'],['Poznań','6'],['Gdańsk','8'],['Łódź','9']], streets: ['ul. Marszałkowska','ul. Długa','ul. Piłsudskiego','al. Jerozolimskie','ul. Kwiatowa','ul. Mickiewicza'] },
  SE: { lang: 'sv', first: ['Erik','Elsa','Oscar','Maja','Axel','Alice','Lars','Ingrid','Johan','Karin','Nils','Astrid'], last: ['Andersson','Johansson','Karlsson','Nilsson','Eriksson','Larsson','Olsson','Persson','Svensson','Lindqvist','Berg','Holm'], mail: ['telia.com','gmail.com','hotmail.se','bredband.net','live.se'], cities: [['Stockholm','11'],['Göteborg','41'],['Malmö','21'],['Uppsala','75'],['Linköping','58']], streets: ['Storgatan','Drottninggatan','Kungsgatan','Skolvägen','Björkvägen','Sveavägen'] },
  FI: { lang: 'en', first: ['Mikko','Aino','Juha','Sanna','Antti','Laura','Ville','Johanna','Eero','Noora'], last: ['Virtanen','Korhonen','Mäkinen','Nieminen','Hämäläinen','Laine','Heikkinen','Koskinen','Järvinen','Lehtonen'], mail: ['gmail.com','luukku.com','elisanet.fi','outlook.com'], cities: [['Helsinki','00'],['Tampere','33'],['Espoo','02'],['Oulu','90'],['Turku','20']], streets: ['Mannerheimintie','Hämeenkatu','Aleksanterinkatu','Koulukatu','Rantatie'] },
  JP: { lang: 'ja', first: ['翔太','陽菜','大輝','美咲','健太','さくら','拓海','葵','直樹','由美'], last: ['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村','小林','加藤'], romaji: ['sato','suzuki','takahashi','tanaka','ito','watanabe','yamamoto','nakamura','kobayashi','kato'], mail: ['docomo.ne.jp','yahoo.co.jp','gmail.com','ezweb.ne.jp','softbank.ne.jp'], cities: [['東京都','新宿区','160'],['大阪府','大阪市北区','530'],['神奈川県','横浜市西区','220'],['愛知県','名古屋市中区','460'],['福岡県','福岡市博多区','812']], streets: ['西新宿','梅田','みなとみらい','栄','博多駅前'] },
  CN: { lang: 'zh', first: ['伟','芳','娜','敏','静','磊','洋','婷','强','军','晓明','丽华'], last: ['王','李','张','刘','陈','杨','黄','赵','周','吴','徐','孙'], romaji: ['wang','li','zhang','liu','chen','yang','huang','zhao','zhou','wu','xu','sun'], mail: ['qq.com','163.com','126.com','sina.com','foxmail.com'], cities: [['北京市','东城区','110101','100010'],['上海市','徐汇区','310104','200030'],['广东省深圳市','南山区','440305','518052'],['浙江省杭州市','西湖区','330106','310013'],['四川省成都市','武侯区','510107','610041']], streets: ['建国路','淮海中路','科技园南路','文三路','人民南路'] },
  IN: { lang: 'hi', first: ['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Kavya','Rahul','Pooja','Amit','Neha'], last: ['Sharma','Verma','Gupta','Singh','Kumar','Patel','Reddy','Iyer','Nair','Mehta','Joshi','Agarwal'], deva: { Aarav: 'आरव', Priya: 'प्रिया', Rohan: 'रोहन', Ananya: 'अनन्या', Vikram: 'विक्रम', Sneha: 'स्नेहा', Arjun: 'अर्जुन', Kavya: 'काव्या', Rahul: 'राहुल', Pooja: 'पूजा', Amit: 'अमित', Neha: 'नेहा', Sharma: 'शर्मा', Verma: 'वर्मा', Gupta: 'गुप्ता', Singh: 'सिंह', Kumar: 'कुमार', Patel: 'पटेल', Reddy: 'रेड्डी', Iyer: 'अय्यर', Nair: 'नायर', Mehta: 'मेहता', Joshi: 'जोशी', Agarwal: 'अग्रवाल' }, mail: ['gmail.com','rediffmail.com','yahoo.co.in','outlook.com'], cities: [['Mumbai','Maharashtra','400'],['Bengaluru','Karnataka','560'],['New Delhi','Delhi','110'],['Pune','Maharashtra','411'],['Hyderabad','Telangana','500'],['Chennai','Tamil Nadu','600']], streets: ['MG Road','Linking Road','Nehru Nagar','Park Street','Anna Salai','Koramangala 5th Block'] },
  TR: { lang: 'tr', first: ['Mehmet','Ayşe','Mustafa','Fatma','Emre','Zeynep','Burak','Elif','Can','Merve','Murat','Selin'], last: ['Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Aydın','Öztürk','Arslan','Doğan','Koç','Kurt'], mail: ['gmail.com','hotmail.com','yandex.com.tr','outlook.com.tr'], cities: [['İstanbul','Kadıköy','34'],['Ankara','Çankaya','06'],['İzmir','Karşıyaka','35'],['Bursa','Nilüfer','16'],['Antalya','Muratpaşa','07']], streets: ['Atatürk Caddesi','Cumhuriyet Mahallesi','İnönü Sokak','Bağdat Caddesi','Gazi Bulvarı'] },
  KR: { lang: 'en', first: ['Min-jun','Seo-yeon','Ji-ho','Ha-eun','Do-yun','Ji-woo','Seung-hyun','Yuna'], last: ['Kim','Lee','Park','Choi','Jung','Kang','Cho','Yoon'], mail: ['naver.com','daum.net','gmail.com','kakao.com'], cities: [['Seoul','Gangnam-gu','06'],['Busan','Haeundae-gu','48'],['Incheon','Yeonsu-gu','21']], streets: ['Teheran-ro','Gangnam-daero','Haeundae-ro','Songdo-dong'] },
  CA: { lang: 'en', first: ['Liam','Olivia','Noah','Charlotte','Ethan','Chloé','Owen','Avery','Mathis','Zoé'], last: ['Tremblay','Gagnon','Roy','Côté','MacDonald','Campbell','Wilson','Bouchard','Gauthier','Chen'], mail: ['gmail.com','sympatico.ca','rogers.com','shaw.ca','videotron.ca'], cities: [['Toronto','ON','M'],['Montréal','QC','H'],['Calgary','AB','T'],['Vancouver','BC','V'],['Ottawa','ON','K']], streets: ['Queen St W','Rue Sainte-Catherine','Bloor St','Jasper Ave','Granville St'] },
  AU: { lang: 'en', first: ['Jack','Charlotte','William','Ruby','Thomas','Matilda','Lachlan','Chloe','Cooper','Isabella'], last: ['Smith','Jones','Williams','Brown','Wilson','Nguyen','Kelly','Ryan','Murphy','Mitchell'], mail: ['bigpond.com','gmail.com','optusnet.com.au','outlook.com'], cities: [['Sydney','NSW','2'],['Melbourne','VIC','3'],['Brisbane','QLD','4'],['Perth','WA','6'],['Adelaide','SA','5']], streets: ['George Street','Collins Street','Beach Road','Princes Highway','Wattle Grove'] },
};
const LANG_LOCS = { en: ['US','GB','US','CA','AU','FI','KR','IN'], de: ['DE'], fr: ['FR','CA'], es: ['ES'], it: ['IT'], pt: ['PT','BR','BR'], nl: ['NL'], pl: ['PL'], sv: ['SE'], ja: ['JP'], zh: ['CN'], hi: ['IN'], tr: ['TR'] };
const LANGS = ['en','en','en','en','de','de','fr','es','it','pt','nl','pl','sv','ja','zh','hi','tr'];
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ğ/g, 'g').replace(/ç/g, 'c').replace(/[^A-Za-z0-9.-]/g, '');
const cjk = (cc) => cc === 'JP' || cc === 'CN';

function person(cc, opts = {}) {
  const loc = LOC[cc]; const i = ri(0, loc.last.length - 1);
  const first = pick(loc.first), last = loc.last[i];
  const female = chance(0.5);
  let full = cjk(cc) ? last + first : `${first} ${last}`;
  if (cc === 'IN' && opts.deva && loc.deva[first]) full = `${loc.deva[first]} ${loc.deva[last]}`;
  const lf = cjk(cc) ? ascii(loc.romaji[i]) : ascii(last.toLowerCase());
  const ff = cjk(cc) ? rs(LOW, ri(3, 5)) : ascii(first.toLowerCase());
  const byear = ri(1952, 2003), bmonth = ri(1, 12), bday = ri(1, 28);
  const local = pick([`${ff}.${lf}`, `${ff}${lf}${ri(1, 99)}`, `${ff[0]}${lf}`, `${lf}.${ff}`, `${ff}_${lf}${byear % 100}`, `${ff}${byear}`]);
  return { cc, first, last, full, ff, lf, female, byear, bmonth, bday, local, lang: loc.lang };
}
const COMPANIES = ['Nordwind Logistik GmbH','Brightwater Analytics','Acmeon Retail Ltd','Lumeo SAS','Tecnoservizi Adriatica S.r.l.','Viveiro Digital Lda','Grupo Solverde S.L.','Kaskad Systems AB','Polaris Fintech Sp. z o.o.','Hanabi Commerce K.K.','Tulipa Zorg B.V.','Anadolu Yazılım A.Ş.','Maplegrove Insurance Inc.','Southern Cross Freight Pty Ltd','Shenglong Trading Co.','Indus Cloudworks Pvt Ltd'];
const CDOM = ['nordwind-logistik.de','brightwater-analytics.com','acmeon.co.uk','lumeo.fr','tecnoservizi-adriatica.it','viveirodigital.pt','solverde.es','kaskadsystems.se','polarisfintech.pl','hanabi-commerce.jp','tulipazorg.nl','anadoluyazilim.com.tr','maplegrove-ins.ca','southerncrossfreight.com.au','shenglong-trading.cn','induscloudworks.in','quillpay.io','orbitcart.shop','fjordbase.dev','helixmed.health'];

// ---------------------------------------------------------------- PII values
function emailOf(p, work) { return work ? `${p.ff}.${p.lf}@${work}` : `${p.local}@${pick(LOC[p.cc].mail)}`; }
function phoneOf(cc) {
  switch (cc) {
    case 'US': { const a = `${ri(2, 9)}${ri(0, 8)}${ri(0, 9)}`, b = `${ri(2, 9)}${digits(2)}`, c = digits(4); return pick([`(${a}) ${b}-${c}`, `+1 ${a}-${b}-${c}`, `${a}.${b}.${c}`, `+1${a}${b}${c}`]); }
    case 'CA': { const a = pick(['416','514','403','604','613','647','438']), b = `${ri(2, 9)}${digits(2)}`, c = digits(4); return pick([`(${a}) ${b}-${c}`, `+1 ${a} ${b} ${c}`]); }
    case 'GB': { const m = `7${ri(4, 9)}${digits(2)}`, r = digits(6); return pick([`0${m} ${r}`, `+44 ${m} ${r}`, `+44 (0)${m} ${r.slice(0, 3)} ${r.slice(3)}`, `020 ${ri(7, 8)}${digits(3)} ${digits(4)}`]); }
    case 'DE': { const m = pick(['151','152','160','170','171','176','177']); return pick([`+49 ${m} ${digits(8)}`, `0${m} ${digits(4)} ${digits(4)}`, `030 ${digits(3)} ${digits(2)} ${digits(2)}`, `+49 (0)89 ${digits(4)}-${digits(3)}`]); }
    case 'FR': { const g = () => digits(2); return pick([`06 ${g()} ${g()} ${g()} ${g()}`, `+33 6 ${g()} ${g()} ${g()} ${g()}`, `07.${g()}.${g()}.${g()}.${g()}`, `+33 (0)1 ${g()} ${g()} ${g()} ${g()}`]); }
    case 'ES': return pick([`+34 6${digits(2)} ${digits(3)} ${digits(3)}`, `6${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`, `91 ${digits(3)} ${digits(2)} ${digits(2)}`]);
    case 'IT': return pick([`+39 3${ri(2, 9)}${digits(1)} ${digits(3)} ${digits(4)}`, `3${ri(2, 9)}${digits(1)} ${digits(7)}`, `02 ${digits(4)} ${digits(4)}`]);
    case 'PT': return pick([`+351 9${ri(1, 6)}${digits(1)} ${digits(3)} ${digits(3)}`, `9${ri(1, 6)}${digits(1)} ${digits(3)} ${digits(3)}`]);
    case 'BR': { const dd = pick(['11','21','31','41','51','81']); return pick([`+55 ${dd} 9${digits(4)}-${digits(4)}`, `(${dd}) 9${digits(4)}-${digits(4)}`, `+55 (${dd}) 9 ${digits(4)} ${digits(4)}`]); }
    case 'NL': return pick([`+31 6 ${digits(8)}`, `06-${digits(8)}`, `06 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`, `020 ${digits(3)} ${digits(4)}`]);
    case 'PL': return pick([`+48 ${ri(5, 8)}${digits(2)} ${digits(3)} ${digits(3)}`, `${ri(5, 8)}${digits(2)}-${digits(3)}-${digits(3)}`, `+48 22 ${digits(3)} ${digits(2)} ${digits(2)}`]);
    case 'SE': return pick([`070-${digits(3)} ${digits(2)} ${digits(2)}`, `+46 7${ri(0, 3)} ${digits(3)} ${digits(2)} ${digits(2)}`, `08-${digits(3)} ${digits(2)} ${digits(2)}`]);
    case 'FI': return pick([`+358 40 ${digits(3)} ${digits(4)}`, `050 ${digits(3)} ${digits(4)}`]);
    case 'JP': return pick([`090-${digits(4)}-${digits(4)}`, `080-${digits(4)}-${digits(4)}`, `+81 90 ${digits(4)} ${digits(4)}`, `03-${digits(4)}-${digits(4)}`]);
    case 'CN': return pick([`138 ${digits(4)} ${digits(4)}`, `+86 139${digits(8)}`, `186-${digits(4)}-${digits(4)}`, `010-${digits(8)}`]);
    case 'IN': return pick([`+91 9${digits(4)} ${digits(5)}`, `98${digits(3)}-${digits(5)}`, `+91-7${digits(9)}`, `022 ${digits(4)} ${digits(4)}`]);
    case 'TR': return pick([`+90 5${ri(0, 5)}${digits(1)} ${digits(3)} ${digits(2)} ${digits(2)}`, `0 (5${ri(0, 5)}${digits(1)}) ${digits(3)} ${digits(2)} ${digits(2)}`, `05${ri(0, 5)}${digits(1)} ${digits(3)} ${digits(4)}`]);
    case 'KR': return pick([`010-${digits(4)}-${digits(4)}`, `+82 10 ${digits(4)} ${digits(4)}`]);
    case 'AU': return pick([`04${digits(2)} ${digits(3)} ${digits(3)}`, `+61 4${digits(2)} ${digits(3)} ${digits(3)}`, `(02) ${digits(4)} ${digits(4)}`]);
  }
  return `+1 ${digits(3)} ${digits(3)} ${digits(4)}`;
}
function addressOf(cc, multiline = false) {
  const l = LOC[cc]; const c = pick(l.cities); const st = pick(l.streets); const n = ri(1, 180); const nl = multiline ? '\n' : ', ';
  switch (cc) {
    case 'US': return `${n * 10 + ri(0, 9)} ${st}${chance(0.3) ? ' Apt ' + ri(1, 40) : ''}${nl}${c[0]}, ${c[1]} ${c[2]}${digits(2)}`;
    case 'CA': return `${n} ${st}${nl}${c[0]} ${c[1]} ${c[2]}${ri(1, 9)}${pick(UPP)} ${ri(1, 9)}${pick(UPP)}${ri(1, 9)}`;
    case 'GB': return `${n} ${st}${nl}${c[0]}${nl}${c[1]}${ri(1, 19)} ${ri(1, 9)}${pick('ABDEFGHJLNPQRSTUWXYZ')}${pick('ABDEFGHJLNPQRSTUWXYZ')}`;
    case 'DE': case 'NL': case 'SE': case 'FI': case 'PL': case 'ES': case 'IT': case 'PT': {
      const plz = cc === 'PL' ? `${c[1]}${digits(1)}-${digits(3)}` : cc === 'NL' ? `${c[1]}${digits(2)} ${pick(UPP)}${pick(UPP)}` : cc === 'SE' ? `${c[1]}${digits(1)} ${digits(2)}` : cc === 'PT' ? `${c[1]}${digits(3)}-${digits(3)}` : `${c[1]}${digits(5 - c[1].length)}`;
      const line1 = cc === 'ES' ? `${st}, ${n}, ${ri(1, 8)}º ${pick('ABCD')}` : cc === 'IT' ? `${st} ${n}` : cc === 'PT' ? `${st}, ${n}, ${ri(1, 5)}º Esq.` : `${st} ${n}${cc === 'DE' && chance(0.2) ? pick(['a', 'b']) : ''}`;
      return `${line1}${nl}${plz} ${c[0]}${cc === 'IT' ? ' (' + c[2] + ')' : ''}`;
    }
    case 'FR': return `${n} ${st}${nl}${c[1]}${digits(3)} ${c[0]}`;
    case 'BR': return `${st}, ${n}${chance(0.4) ? ', apto ' + ri(11, 304) : ''} - ${pick(['Centro','Jardins','Pinheiros','Boa Viagem','Savassi'])}${nl}${c[0]} - ${c[1]}, ${c[2]}${digits(3)}-${digits(3)}`;
    case 'JP': return `〒${c[2]}-${digits(4)} ${c[0]}${c[1]}${l.streets[l.cities.indexOf(c)]}${ri(1, 4)}丁目${ri(1, 20)}-${ri(1, 15)}`;
    case 'CN': return `${c[0]}${c[1]}${l.streets[l.cities.indexOf(c)]}${ri(1, 300)}号${ri(1, 20)}栋${ri(101, 2405)}室`;
    case 'IN': return `Flat ${ri(1, 20)}${pick('ABCD')}-${ri(101, 905)}, ${st}${nl}${c[0]}, ${c[1]} ${c[2]}${digits(3)}`;
    case 'TR': return `${st} No:${n} D:${ri(1, 20)}${nl}${c[2]}${digits(3)} ${c[1]}/${c[0]}`;
    case 'KR': return `${n} ${st}, ${c[1]}${nl}${c[0]} ${c[2]}${digits(3)}`;
    case 'AU': return `${n} ${st}${nl}${c[0]} ${c[1]} ${c[2]}${digits(3)}`;
  }
  return `${n} ${st}, ${c[0]}`;
}
function dobOf(p, style) {
  const { byear: y, bmonth: m, bday: d } = p; const lang = p.lang === 'en' && p.cc !== 'US' ? 'en' : p.lang;
  const words = chance(0.5) && style !== 'num';
  if (p.lang === 'ja' || p.lang === 'zh') return words || style === 'words' ? `${y}年${m}月${d}日` : `${y}/${pad(m, 2)}/${pad(d, 2)}`;
  if (words || style === 'words') {
    const M = MONTHS[lang] || MONTHS.en;
    switch (lang) {
      case 'en': return p.cc === 'US' ? `${M[m - 1]} ${d}, ${y}` : `${d} ${M[m - 1]} ${y}`;
      case 'de': return `${d}. ${M[m - 1]} ${y}`;
      case 'es': case 'pt': return `${d} de ${M[m - 1]} de ${y}`;
      case 'fr': return `${d === 1 ? '1er' : d} ${M[m - 1]} ${y}`;
      default: return `${d} ${M[m - 1]} ${y}`;
    }
  }
  if (p.cc === 'US') return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
  if (['DE', 'PL', 'FI', 'TR'].includes(p.cc)) return `${pad(d, 2)}.${pad(m, 2)}.${y}`;
  if (['SE', 'CA', 'KR'].includes(p.cc)) return `${y}-${pad(m, 2)}-${pad(d, 2)}`;
  if (p.cc === 'NL') return `${pad(d, 2)}-${pad(m, 2)}-${y}`;
  return `${pad(d, 2)}/${pad(m, 2)}/${y}`;
}
// national ids --------------------------------------------------------
function ssn() { let a; do { a = ri(1, 899); } while (a === 666); return `${pad(a, 3)}-${pad(ri(1, 99), 2)}-${pad(ri(1, 9999), 4)}`; }
function nino() { const A = 'ABCEGHJKLMNOPRSTWXYZ', B = 'ABCEGHJKLMNPRSTWXYZ'; let pre; do { pre = pick(A) + pick(B); } while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)); const d = digits(6); return pick([`${pre}${d}${pick('ABCD')}`, `${pre} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${pick('ABCD')}`]); }
function steuerId() { const ds = shuffle([...DIG]); const nine = ds.slice(0, 9); const dup = pick(nine); let arr = shuffle([...nine, dup]); while (arr[0] === '0') arr = shuffle(arr); let prod = 10; for (const c of arr) { let s = (Number(c) + prod) % 10; if (s === 0) s = 10; prod = (s * 2) % 11; } let chk = 11 - prod; if (chk === 10) chk = 0; const v = arr.join('') + chk; return pick([v, `${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5, 8)} ${v.slice(8)}`]); }
function nir(p) { const sex = p.female ? 2 : 1; const dept = pick(['75', '69', '13', '31', '44', '59', '33', '92']); const body = `${sex}${pad(p.byear % 100, 2)}${pad(p.bmonth, 2)}${dept}${digits(3)}${digits(3)}`; const key = 97 - Number(BigInt(body) % 97n); return pick([`${body}${pad(key, 2)}`, `${body[0]} ${body.slice(1, 3)} ${body.slice(3, 5)} ${body.slice(5, 7)} ${body.slice(7, 10)} ${body.slice(10)} ${pad(key, 2)}`]); }
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE';
function dni() { const n = ri(10000000, 79999999); return `${n}${DNI_L[n % 23]}`; }
function nie() { const x = ri(0, 2); const n = digits(7); return `${'XYZ'[x]}${n}${DNI_L[Number(x + n) % 23]}`; }
function codiceFiscale(p) {
  const cons = (s) => ascii(s).toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, ''), vow = (s) => ascii(s).toUpperCase().replace(/[^AEIOU]/g, '');
  const sur = (cons(p.last) + vow(p.last) + 'XXX').slice(0, 3);
  let nc = cons(p.first); const nm = nc.length > 3 ? nc[0] + nc[2] + nc[3] : (nc + vow(p.first) + 'XXX').slice(0, 3);
  const day = p.bday + (p.female ? 40 : 0); const city = pick(LOC.IT.cities)[3];
  const body = `${sur}${nm}${pad(p.byear % 100, 2)}${'ABCDEHLMPRST'[p.bmonth - 1]}${pad(day, 2)}${city}`;
  const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let s = 0; [...body].forEach((ch, i) => { const idx = /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 65; s += i % 2 === 0 ? ODD[idx] : idx; });
  return body + UPP[s % 26];
}
function bsn() { for (;;) { const d = [ri(1, 9), ...[...digits(7)].map(Number)]; let s = 0; d.forEach((x, i) => { s += x * (9 - i); }); const last = s % 11; if (last <= 9) return d.join('') + last; } }
function pesel(p) { const y = p.byear; const m = p.bmonth + (y >= 2000 ? 20 : 0); const base = `${pad(y % 100, 2)}${pad(m, 2)}${pad(p.bday, 2)}${digits(3)}${p.female ? pick('02468') : pick('13579')}`; const W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let s = 0; [...base].forEach((c, i) => { s += Number(c) * W[i]; }); return base + ((10 - (s % 10)) % 10); }
function personnummer(p) { const b = `${pad(p.byear % 100, 2)}${pad(p.bmonth, 2)}${pad(p.bday, 2)}${digits(3)}`; const c = luhnCheck(b); return pick([`${b.slice(0, 6)}-${b.slice(6)}${c}`, `${String(p.byear).slice(0, 2)}${b.slice(0, 6)}-${b.slice(6)}${c}`, `${String(p.byear).slice(0, 2)}${b}${c}`]); }
function hetu(p) { const ind = pad(ri(2, 899), 3); const base = `${pad(p.bday, 2)}${pad(p.bmonth, 2)}${pad(p.byear % 100, 2)}`; const c = '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(base + ind) % 31]; return `${base}${p.byear >= 2000 ? 'A' : '-'}${ind}${c}`; }
function cpf() { let d; do { d = [...digits(9)].map(Number); } while (new Set(d).size === 1); const c1 = (() => { let s = 0; d.forEach((x, i) => { s += x * (10 - i); }); const r = s % 11; return r < 2 ? 0 : 11 - r; })(); const d2 = [...d, c1]; const c2 = (() => { let s = 0; d2.forEach((x, i) => { s += x * (11 - i); }); const r = s % 11; return r < 2 ? 0 : 11 - r; })(); const v = [...d2, c2].join(''); return pick([`${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`, v]); }
function aadhaar() { const b = `${ri(2, 9)}${digits(10)}`; const v = b + verhoeffGen(b); return pick([`${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`, v, `${v.slice(0, 4)}-${v.slice(4, 8)}-${v.slice(8)}`]); }
function pan() { return `${rs(UPP, 3)}P${pick(UPP)}${digits(4)}${pick(UPP)}`; }
function cnId(p) { const c = pick(LOC.CN.cities); const b = `${c[2]}${p.byear}${pad(p.bmonth, 2)}${pad(p.bday, 2)}${digits(2)}${p.female ? pick('02468') : pick('13579')}`; const W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let s = 0; [...b].forEach((x, i) => { s += Number(x) * W[i]; }); return b + '10X98765432'[s % 11]; }
function myNumber() { const b = `${ri(1, 9)}${digits(10)}`; let s = 0; for (let n = 1; n <= 11; n++) { const P = Number(b[11 - n]); const Q = n <= 6 ? n + 1 : n - 5; s += P * Q; } const r = s % 11; const v = b + (r <= 1 ? 0 : 11 - r); return pick([v, `${v.slice(0, 4)} ${v.slice(4, 8)} ${v.slice(8)}`]); }
function rrn(p) { const s = p.byear >= 2000 ? (p.female ? 4 : 3) : (p.female ? 2 : 1); const b = `${pad(p.byear % 100, 2)}${pad(p.bmonth, 2)}${pad(p.bday, 2)}${s}${digits(5)}`; const W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let t = 0; [...b].forEach((x, i) => { t += Number(x) * W[i]; }); return `${b.slice(0, 6)}-${b.slice(6)}${(11 - (t % 11)) % 10}`; }
function sin() { const b = `${pick('1234567')}${digits(7)}`; const v = b + luhnCheck(b); return pick([`${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`]); }
function tfn() { const W = [1, 4, 3, 7, 5, 8, 6, 9, 10]; for (;;) { const d = [...digits(8)].map(Number); let s = 0; d.forEach((x, i) => { s += x * W[i]; }); const last = (((11 - (s % 11)) % 11) * 10) % 11; if (last <= 9) { const v = d.join('') + last; return pick([`${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, v]); } } }
function tckn() { const d = [ri(1, 9), ...[...digits(8)].map(Number)]; const o = d[0] + d[2] + d[4] + d[6] + d[8], e = d[1] + d[3] + d[5] + d[7]; const d10 = (((o * 7 - e) % 10) + 10) % 10; const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10; return d.join('') + d10 + d11; }
function nip() { const W = [6, 5, 7, 2, 3, 4, 5, 6, 7]; for (;;) { const d = [ri(1, 9), ...[...digits(8)].map(Number)]; let s = 0; d.forEach((x, i) => { s += x * W[i]; }); if (s % 11 !== 10) { const v = d.join('') + (s % 11); return pick([v, `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6, 8)}-${v.slice(8)}`]); } } }
function ein() { return `${pick(['12', '20', '27', '36', '45', '46', '81', '94'])}-${digits(7)}`; }
function utr() { return `${ri(1, 9)}${digits(9)}`; }
function frSpi() { return `${ri(0, 3)}${digits(1)} ${digits(2)} ${digits(3)} ${digits(3)} ${digits(3)}`; }
// returns [value, category, type]
function nationalIdFor(p) {
  switch (p.cc) {
    case 'US': return [ssn(), 'national_id', 'us_ssn'];
    case 'GB': return [nino(), 'national_id', 'uk_nino'];
    case 'DE': return [steuerId(), 'tax_id', 'de_steuer_id'];
    case 'FR': return [nir(p), 'national_id', 'fr_nir'];
    case 'ES': return chance(0.7) ? [dni(), 'national_id', 'es_dni'] : [nie(), 'national_id', 'es_nie'];
    case 'IT': return [codiceFiscale(p), 'national_id', 'it_codice_fiscale'];
    case 'NL': return [bsn(), 'national_id', 'nl_bsn'];
    case 'PL': return [pesel(p), 'national_id', 'pl_pesel'];
    case 'SE': return [personnummer(p), 'national_id', 'se_personnummer'];
    case 'FI': return [hetu(p), 'national_id', 'fi_hetu'];
    case 'BR': case 'PT': return [cpf(), 'national_id', 'br_cpf'];
    case 'IN': return chance(0.6) ? [aadhaar(), 'national_id', 'in_aadhaar'] : [pan(), 'tax_id', 'in_pan'];
    case 'CN': return [cnId(p), 'national_id', 'cn_resident_id'];
    case 'JP': return [myNumber(), 'national_id', 'jp_my_number'];
    case 'KR': return [rrn(p), 'national_id', 'kr_rrn'];
    case 'CA': return [sin(), 'national_id', 'ca_sin'];
    case 'AU': return [tfn(), 'tax_id', 'au_tfn'];
    case 'TR': return [tckn(), 'national_id', 'tr_tckn'];
  }
  return [ssn(), 'national_id', 'us_ssn'];
}
const ID_NAME = { us_ssn: 'SSN', uk_nino: 'NI number', de_steuer_id: 'Steuer-ID', fr_nir: 'N° de sécurité sociale', es_dni: 'DNI', es_nie: 'NIE', it_codice_fiscale: 'Codice fiscale', nl_bsn: 'BSN', pl_pesel: 'PESEL', se_personnummer: 'Personnummer', fi_hetu: 'Henkilötunnus', br_cpf: 'CPF', in_aadhaar: 'Aadhaar', in_pan: 'PAN', cn_resident_id: '身份证号', jp_my_number: 'マイナンバー', kr_rrn: 'RRN', ca_sin: 'SIN', au_tfn: 'TFN', tr_tckn: 'T.C. Kimlik No' };
function taxIdFor(p) {
  switch (p.cc) { case 'DE': return [steuerId(), 'de_steuer_id']; case 'IN': return [pan(), 'in_pan']; case 'AU': return [tfn(), 'au_tfn']; case 'PL': return [nip(), 'pl_nip']; case 'FR': return [frSpi(), 'fr_numero_fiscal']; case 'GB': return [utr(), 'uk_utr']; case 'US': return [ein(), 'us_ein']; }
  return chance(0.5) ? [ein(), 'us_ein'] : [nip(), 'pl_nip'];
}
function passportFor(cc) {
  switch (cc) {
    case 'US': return pick([digits(9), `A${digits(8)}`]); case 'GB': return digits(9);
    case 'DE': return pick('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8);
    case 'FR': return `${digits(2)}${rs(UPP, 2)}${digits(5)}`; case 'IN': return `${pick('JKLMNPRSTUVWZ')}${digits(7)}`;
    case 'JP': return `${pick(['TK', 'TR', 'TZ', 'MZ'])}${digits(7)}`; case 'CN': return pick([`E${digits(8)}`, `EA${digits(7)}`]);
    case 'ES': return `${rs(UPP, 3)}${digits(6)}`; case 'IT': return `${rs(UPP, 2)}${digits(7)}`; case 'NL': return `${rs('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 6)}${digits(1)}`;
    case 'PL': return `${rs(UPP, 2)}${digits(7)}`; case 'BR': return `${rs(UPP, 2)}${digits(6)}`; case 'TR': return `U${digits(8)}`; case 'KR': return `M${digits(8)}`;
  }
  return `${rs(UPP, 2)}${digits(7)}`;
}
// cards, banks ---------------------------------------------------------
function cardNumber(fmt) {
  const brand = pick(['visa', 'visa', 'mastercard', 'mastercard', 'amex', 'discover', 'jcb', 'mastercard2']);
  let prefix, len;
  switch (brand) { case 'visa': prefix = '4' + digits(5); len = 16; break; case 'mastercard': prefix = `5${ri(1, 5)}${digits(4)}`; len = 16; break; case 'mastercard2': prefix = `2${ri(221, 720)}${digits(2)}`; len = 16; break; case 'amex': prefix = pick(['34', '37']) + digits(4); len = 15; break; case 'discover': prefix = '6011' + digits(2); len = 16; break; case 'jcb': prefix = '35' + ri(28, 89) + digits(2); len = 16; break; }
  const body = prefix + digits(len - 1 - prefix.length); const n = body + luhnCheck(body);
  return [formatCard(n, fmt), brand.replace('2', '')];
}
function formatCard(n, fmt = pick(['space', 'plain', 'dash', 'space'])) {
  if (fmt === 'plain') return n; const sep = fmt === 'dash' ? '-' : ' ';
  if (n.length === 15) return `${n.slice(0, 4)}${sep}${n.slice(4, 10)}${sep}${n.slice(10)}`;
  return n.match(/.{4}/g).join(sep);
}
function badCard() { for (;;) { const b = '4' + digits(15); if (!luhnValid(b)) return formatCard(b); } }
const IBAN_SPEC = { DE: 'n8n10', FR: 'n5n5c11n2', ES: 'n4n4n2n10', IT: 'a1n5n5c12', NL: 'a4n10', PL: 'n8n16', SE: 'n3n17', PT: 'n4n4n11n2', GB: 'a4n6n8', TR: 'n5n1c16', FI: 'n3n11', BE: 'n3n7n2', BR: 'n8n5n10a1c1', AT: 'n5n11', CH: 'n5c12' };
const BANKCODES = { GB: ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'], NL: ['INGB', 'ABNA', 'RABO', 'SNSB', 'TRIO'] };
function ibanFor(cc) {
  if (!IBAN_SPEC[cc]) cc = pick(['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT']);
  let bban = '';
  const parts = IBAN_SPEC[cc].match(/[anc]\d+/g);
  parts.forEach((p, idx) => { const t = p[0], n = Number(p.slice(1)); if (t === 'a' && idx === 0 && BANKCODES[cc]) bban += pick(BANKCODES[cc]); else bban += rs(t === 'n' ? DIG : t === 'a' ? UPP : UPP + DIG, n); });
  const chk = pad(98 - mod97(bban + cc + '00'), 2); const iban = cc + chk + bban;
  return [chance(0.6) ? iban.match(/.{1,4}/g).join(' ') : iban, cc];
}
const ibanOk = (s) => mod97((s.replace(/ /g, '').slice(4) + s.replace(/ /g, '').slice(0, 4))) === 1;
function abaRouting() { for (;;) { const d = [...`${pick(['0', '1', '2', '3'])}${digits(7)}`].map(Number); if (d[0] * 10 + d[1] > 32 || d[0] * 10 + d[1] === 0) continue; const s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]); const c = (10 - (s % 10)) % 10; return d.join('') + c; } }
function bankAccountFor(cc) {
  switch (cc) {
    case 'US': return [[`routing ${abaRouting()}`], digits(ri(9, 12)), 'us_account'];
    case 'GB': return [[`sort code ${digits(2)}-${digits(2)}-${digits(2)}`], digits(8), 'uk_account'];
    case 'BR': return [[`agência ${digits(4)}`], `${digits(5)}-${digits(1)}`, 'br_conta'];
    case 'IN': return [[`IFSC ${pick(['HDFC', 'SBIN', 'ICIC', 'UTIB'])}0${digits(6)}`], digits(ri(11, 14)), 'in_account'];
    case 'JP': return [[`${pick(['新宿', '渋谷', '梅田', '本店'])}支店 普通`], digits(7), 'jp_koza'];
    case 'CN': return [['开户行 招商银行'], `6225${digits(12)}`, 'cn_account'];
    case 'AU': return [[`BSB ${digits(3)}-${digits(3)}`], digits(9), 'au_account'];
    case 'CA': return [[`transit ${digits(5)}, institution ${digits(3)}`], digits(7), 'ca_account'];
    case 'KR': return [['국민은행'], `${digits(6)}-${digits(2)}-${digits(6)}`, 'kr_account'];
  }
  return [[`BSB ${digits(3)}-${digits(3)}`], digits(9), 'au_account'];
}
// network, crypto -------------------------------------------------------
function publicIPv4() { for (;;) { const a = ri(11, 223); if ([100, 127, 169, 172, 192, 198, 203].includes(a)) continue; return `${a}.${ri(0, 255)}.${ri(0, 255)}.${ri(1, 254)}`; } }
function ipv6() { return `${pick(['2a02', '2001', '2600', '2a01', '2806', '2409'])}:${hex(4)}:${hex(ri(1, 4))}:${hex(ri(1, 4))}::${hex(ri(1, 4))}`.replace(/:0+(?=[0-9a-f])/g, ':'); }
const privIP = () => pick([`10.${ri(0, 255)}.${ri(0, 255)}.${ri(1, 254)}`, `192.168.${ri(0, 20)}.${ri(2, 254)}`, `172.${ri(16, 31)}.${ri(0, 255)}.${ri(1, 254)}`]);
function wallet() {
  switch (pick(['btc_bech32', 'btc_legacy', 'eth', 'eth', 'ltc', 'trx', 'btc_p2sh'])) {
    case 'btc_bech32': return [bech32Addr('bc', 0, rbytes(20)), 'btc_bech32'];
    case 'btc_legacy': return [b58check(0, rbytes(20)), 'btc_p2pkh'];
    case 'btc_p2sh': return [b58check(5, rbytes(20)), 'btc_p2sh'];
    case 'ltc': return [b58check(0x30, rbytes(20)), 'ltc_p2pkh'];
    case 'trx': return [b58check(0x41, rbytes(20)), 'tron'];
    default: return ['0x' + hex(40), 'eth'];
  }
}

// ---------------------------------------------------------------- secrets
const VENDOR_KEYS = {
  aws_access_key_id: () => pick(['AKIA', 'AKIA', 'ASIA']) + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16),
  aws_secret_access_key: () => rs(ALNUM + '/+', 40),
  gcp_api_key: () => 'AIza' + rs(B64U, 35),
  azure_storage_key: () => b64(rbytes(64)),
  azure_client_secret: () => rs(ALNUM, 3) + '8Q~' + rs(ALNUM + '_-.~', 31),
  github_pat: () => 'ghp_' + rs(ALNUM, 36),
  github_fine_grained_pat: () => 'github_pat_11' + rs(UPP + DIG, 20) + '_' + rs(ALNUM, 59),
  github_oauth: () => 'gho_' + rs(ALNUM, 36),
  github_app_token: () => 'ghs_' + rs(ALNUM, 36),
  gitlab_pat: () => 'glpat-' + rs(B64U, 20),
  gitlab_runner_token: () => 'glrt-' + rs(B64U, 20),
  slack_bot_token: () => `xoxb-${digits(12)}-${digits(13)}-${rs(ALNUM, 24)}`,
  slack_user_token: () => `xoxp-${digits(12)}-${digits(12)}-${digits(13)}-${hex(32)}`,
  stripe_secret_key: () => 'sk_live_' + rs(ALNUM, 99),
  stripe_restricted_key: () => 'rk_live_' + rs(ALNUM, 99),
  twilio_auth_token: () => hex(32),
  twilio_api_key: () => 'SK' + hex(32),
  sendgrid_api_key: () => `SG.${rs(B64U, 22)}.${rs(B64U, 43)}`,
  openai_api_key: () => pick(['sk-proj-' + rs(B64U, 156), 'sk-' + rs(ALNUM, 20) + 'T3BlbkFJ' + rs(ALNUM, 20), 'sk-svcacct-' + rs(B64U, 120)]),
  anthropic_api_key: () => 'sk-ant-api03-' + rs(B64U, 93) + 'AA',
  huggingface_token: () => 'hf_' + rs(UPP + LOW, 34),
  npm_token: () => 'npm_' + rs(ALNUM, 36),
  pypi_token: () => 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, 150),
  dockerhub_pat: () => 'dckr_pat_' + rs(B64U, 27),
  shopify_access_token: () => 'shpat_' + hex(32),
  shopify_shared_secret: () => 'shpss_' + hex(32),
  datadog_api_key: () => hex(32),
  datadog_app_key: () => hex(40),
  mailgun_api_key: () => 'key-' + hex(32),
  mailchimp_api_key: () => hex(32) + '-us' + ri(1, 21),
  telegram_bot_token: () => `${ri(100000000, 7999999999)}:AA${rs(B64U, 33)}`,
  digitalocean_token: () => 'dop_v1_' + hex(64),
  linear_api_key: () => 'lin_api_' + rs(ALNUM, 40),
  postman_api_key: () => `PMAK-${hex(24)}-${hex(34)}`,
  atlassian_api_token: () => 'ATATT3xFfGF0' + rs(B64U, 180) + '=' + hex(8).toUpperCase(),
  notion_token: () => 'ntn_' + digits(11) + rs(ALNUM, 35),
  newrelic_user_key: () => 'NRAK-' + rs(UPP + DIG, 27),
  grafana_service_token: () => 'glsa_' + rs(ALNUM, 32) + '_' + hex(8),
  vault_token: () => 'hvs.' + rs(B64U, 90),
  terraform_cloud_token: () => `${rs(ALNUM, 14)}.atlasv1.${rs(ALNUM, 67)}`,
  square_access_token: () => 'EAAA' + rs(B64U, 60),
  mapbox_secret_token: () => `sk.eyJ1Ijoi${rs(ALNUM, 22)}.${rs(B64U, 22)}`,
  figma_pat: () => 'figd_' + rs(B64U, 40),
  pulumi_token: () => 'pul-' + hex(40),
  doppler_token: () => 'dp.st.' + rs(ALNUM, 43),
  alibaba_access_key: () => 'LTAI' + rs(ALNUM, 20),
  cloudflare_api_token: () => rs(B64U, 40),
  sentry_auth_token: () => 'sntrys_' + b64(rbytes(60)).replace(/=+$/, '') + '_' + rs(ALNUM, 43),
  algolia_admin_key: () => hex(32),
  okta_api_token: () => '00' + rs(B64U, 40),
  age_secret_key: () => 'AGE-SECRET-KEY-1' + rs('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58),
};
const VENDOR_LIST = Object.keys(VENDOR_KEYS);
const apiKey = (t) => { const type = t || pick(VENDOR_LIST); return L(VENDOR_KEYS[type](), 'api_key', type); };
function jwt(claims = {}) {
  const h = b64url(JSON.stringify({ alg: pick(['HS256', 'RS256']), typ: 'JWT', ...(chance(0.5) ? { kid: hex(16) } : {}) }));
  const now = 1764000000 + ri(-5e6, 5e5);
  const p = b64url(JSON.stringify({ sub: chance(0.5) ? uuid() : String(ri(1000, 999999)), iss: pick(['https://auth.fjordbase.dev', 'https://login.quillpay.io/', 'orbitcart-api', 'https://sso.helixmed.health/realms/staff']), iat: now, exp: now + pick([900, 3600, 86400]), scope: pick(['read write', 'orders:read', 'admin', 'openid profile email']), ...claims }));
  const sig = createHmac('sha256', rbytes(32)).update(`${h}.${p}`).digest('base64url') + (chance(0.3) ? rs(B64U, 300) : '');
  return `${h}.${p}.${sig}`;
}
const bearer = () => pick([() => jwt(), () => 'ya29.a0' + rs(B64U, 140), () => rs(ALNUM, 40), () => 'eyJ' + rs(B64U, 20) + '.' + rs(B64U, 60) + '.' + rs(B64U, 43), () => 'gho_' + rs(ALNUM, 36), () => 'EAAG' + rs(ALNUM, 180)])();
function password(kind) {
  const words = ['Sommer', 'Winter', 'tiger', 'Falcon', 'blue', 'Kaffee', 'sunflower', 'Dragon', 'maple', 'Quokka', 'orange', 'Pingwin', 'estrela', 'Gatto', 'hemlig', 'Kirsche'];
  const special = '!#$%*?@&+=';
  switch (kind || pick(['human', 'human', 'random', 'random', 'pass'])) {
    case 'human': return `${pick(words)}${pick(words).toLowerCase()}${ri(1, 2025)}${pick(special)}`;
    case 'urlsafe': return rs(ALNUM, ri(12, 24));
    case 'pass': return `${pick(words)}-${pick(words)}-${pick(words)}`.toLowerCase() + ri(1, 99);
    default: return rs(ALNUM + '!#%*@^', ri(14, 28)).replace(/^[!#%*@^]/, 'Q');
  }
}
const dbUser = () => pick(['app', 'admin', 'postgres', 'svc_orders', 'reporting_ro', 'root', 'billing', 'etl_user', 'webapp', 'sa']);
const HOSTS = ['db-prod-01.internal', 'pg-main.cluster-c9x2k.eu-central-1.rds.amazonaws.com', 'mysql.orbitcart.shop', 'cluster0.ab12c.mongodb.net', 'redis-master.cache.svc', 'rabbit.fjordbase.dev', 'sql-eu.database.windows.net', 'db.internal.lan', 'analytics-db.helixmed.health'];
function connString(scheme) {
  const s = scheme || pick(['postgres', 'postgresql', 'mysql', 'mongodb+srv', 'mongodb', 'redis', 'rediss', 'amqp', 'amqps', 'mssql', 'clickhouse']);
  const u = dbUser(), pw = password('urlsafe'), h = pick(HOSTS);
  const port = { postgres: 5432, postgresql: 5432, mysql: 3306, mongodb: 27017, redis: 6379, rediss: 6380, amqp: 5672, amqps: 5671, mssql: 1433, clickhouse: 8443 }[s];
  const db = pick(['orders', 'app_production', 'crm', 'analytics', 'shop', 'payroll', '0', 'vhost_main']);
  if (s === 'mongodb+srv') return [`mongodb+srv://${u}:${pw}@${h.replace(/^[^.]+/, 'cluster0')}/${db}?retryWrites=true&w=majority`, 'mongodb_uri'];
  if (s.startsWith('redis')) return [`${s}://${chance(0.5) ? 'default' : ''}:${pw}@${h}:${port}/${ri(0, 3)}`, 'redis_uri'];
  if (s.startsWith('amqp')) return [`${s}://${u}:${pw}@${h}:${port}/${db}`, 'amqp_uri'];
  return [`${s}://${u}:${pw}@${h}:${port}/${db}${chance(0.3) ? '?sslmode=require' : ''}`, `${{ postgresql: 'postgres', mongodb: 'mongodb' }[s] || s}_uri`];
}
function slackWebhook() { return `https://hooks.slack.com/services/T${rs(UPP + DIG, 8)}/B${rs(UPP + DIG, 10)}/${rs(ALNUM, 24)}`; }
function discordWebhook() { return `https://discord.com/api/webhooks/${ri(1, 1) + digits(18)}/${rs(B64U, 68)}`; }
function teamsWebhook() { const org = pick(['quillpay', 'nordwindlogistik', 'acmeon', 'helixmed']); return `https://${org}.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${hex(32)}/${uuid()}${chance(0.5) ? '/V2' + rs(B64U, 40) : ''}`; }
const webhook = () => { const k = pick(['slack', 'slack', 'discord', 'teams']); return L(k === 'slack' ? slackWebhook() : k === 'discord' ? discordWebhook() : teamsWebhook(), 'webhook_url', `${k}_webhook`); };
function pemBody(bytes, prefix) { const raw = prefix + b64(rbytes(bytes)).slice(prefix.length); return raw.match(/.{1,64}/g).join('\n'); }
function privateKey(kind) {
  switch (kind || pick(['rsa', 'pkcs8', 'ec', 'openssh', 'pgp', 'rsa'])) {
    case 'rsa': return [`-----BEGIN RSA PRIVATE KEY-----\n${pemBody(ri(0, 1) ? 1190 : 600, 'MIIEpAIBAAKCAQEA')}\n-----END RSA PRIVATE KEY-----`, 'rsa_pem'];
    case 'pkcs8': return [`-----BEGIN PRIVATE KEY-----\n${pemBody(1216, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ')}\n-----END PRIVATE KEY-----`, 'pkcs8_pem'];
    case 'ec': return [`-----BEGIN EC PRIVATE KEY-----\n${pemBody(121, 'MHcCAQEEI')}\n-----END EC PRIVATE KEY-----`, 'ec_pem'];
    case 'openssh': return [`-----BEGIN OPENSSH PRIVATE KEY-----\n${pemBody(ri(0, 1) ? 300 : 400, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW')}\n-----END OPENSSH PRIVATE KEY-----`, 'openssh'];
    default: return [`-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pemBody(ri(500, 800), 'lQVYBG')}\n=${rs(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`, 'pgp_private'];
  }
}

// ---------------------------------------------------------------- negatives
const gitSha = (n = 40) => hex(n);
const NEG = {
  uuid: () => N(uuid(), 'uuid'),
  git_sha: () => N(gitSha(chance(0.5) ? 40 : 7), 'git_commit'),
  sha256: () => N(hex(64), 'sha256'),
  md5: () => N(hex(32), 'md5_checksum'),
  version: () => N(pick([`${ri(0, 9)}.${ri(0, 30)}.${ri(0, 20)}`, `v${ri(1, 4)}.${ri(0, 20)}.${ri(0, 9)}-rc.${ri(1, 5)}`, `${ri(2019, 2026)}.${ri(1, 12)}.${ri(0, 9)}`]), 'version'),
  order: () => N(pick([`ORD-${ri(2024, 2026)}-${digits(6)}`, `#${digits(7)}`, `SO${digits(8)}`, `${digits(3)}-${digits(7)}-${digits(7)}`]), 'order_number'),
  invoice: () => N(pick([`INV-${ri(2023, 2026)}-${digits(5)}`, `RE-${digits(8)}`, `FA${ri(2024, 2026)}${digits(6)}`, `F-${digits(4)}/${ri(2024, 2026)}`]), 'invoice_number'),
  tracking: () => N(pick([`1Z${rs(UPP + DIG, 6)}${digits(10)}`, `${digits(12)}`, `JJD${digits(18)}`, `LX${digits(9)}DE`, `RR${digits(9)}CN`, `${digits(4)} ${digits(4)} ${digits(4)}`]), 'tracking_number'),
  timestamp: () => N(pick([`2026-${pad(ri(1, 11), 2)}-${pad(ri(1, 28), 2)}T${pad(ri(0, 23), 2)}:${pad(ri(0, 59), 2)}:${pad(ri(0, 59), 2)}.${digits(3)}Z`, String(1760000000 + ri(0, 4e6)), String(1760000000000 + ri(0, 4e9))]), 'timestamp'),
  placeholder: () => N(pick(['<your-api-key>', 'YOUR_TOKEN_HERE', '${DB_PASSWORD}', 'changeme', 'xxxx-xxxx-xxxx-xxxx', 'REPLACE_WITH_YOUR_SECRET', '<redacted>', '********', '{{ secrets.DEPLOY_KEY }}', '%(API_KEY)s', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', '$STRIPE_SECRET', 'REPLACE_ME', '<password>', 'dummy', 'TODO', 'os.environ["API_KEY"]', '{{ .Values.db.password }}', '[REDACTED]', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']), 'placeholder'),
  example: () => N(pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4111 1111 1111 1111', '4242424242424242', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'user@example.com', 'jane.doe@example.org', '123-45-6789', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', '198.51.100.23', '2001:db8::1', '+1 555 0100', 'postgres://user:password@localhost:5432/mydb']), 'documented_example'),
  bad_card: () => N(badCard(), 'luhn_invalid_number'),
  sku: () => N(pick([`SKU-${rs(UPP, 3)}-${digits(5)}`, `${rs(UPP, 2)}${digits(4)}-${pick(['BLK', 'WHT', 'RED', 'XL', 'M'])}`, `ART-${digits(8)}`, `EAN ${digits(13)}`]), 'sku'),
  build: () => N(pick([`build #${ri(100, 9999)}`, `${ri(2024, 2026)}${pad(ri(1, 12), 2)}${pad(ri(1, 28), 2)}.${ri(1, 40)}`, `b${digits(6)}`, `run ${digits(10)}`]), 'build_number'),
  path: () => N(pick(['/var/log/nginx/access.log', 'C:\\Program Files\\Contoso\\agent\\config.xml', '/home/runner/work/app/app/src/index.ts', '~/.aws/credentials', '/etc/ssl/private/server.key', '/usr/local/lib/python3.12/site-packages/requests/sessions.py', 'D:\\builds\\42\\s\\src\\Web.config', './secrets/.env.example']), 'file_path'),
  b64img: () => N('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA' + b64(rbytes(ri(40, 120))).replace(/=+$/, ''), 'base64_image'),
  css: () => N(pick(['#1f2937', '#ff5733', '#0a84ff', 'rgb(34, 197, 94)', '#fafafa', '#e11d48']), 'css_color'),
  dns_ip: () => N(pick(['8.8.8.8', '1.1.1.1', '9.9.9.9', '8.8.4.4', '1.0.0.1', '208.67.222.222']), 'public_dns_ip'),
  masked: () => N(pick([`**** **** **** ${digits(4)}`, `•••• ${digits(4)}`, `${pick(LOW)}***@${pick(['gmail.com', 'web.de', 'orange.fr'])}`, `+49 *** *** ${digits(2)}`, `XXX-XX-${digits(4)}`, `DE** **** **** **** **${digits(2)} ${digits(2)}`, `${pick(UPP)}*******${digits(2)}`]), 'masked_value'),
  request_id: () => N(pick([`req_${rs(ALNUM, 14)}`, `X-Request-Id ${hex(32)}`.slice(13), `trace-${hex(16)}`, `${hex(8)}-${hex(4)}`]), 'request_id'),
  image_digest: () => N('sha256:' + hex(64), 'image_digest'),
  ticket: () => N(pick([`INC${digits(7)}`, `JIRA-${ri(100, 9999)}`.replace('JIRA', pick(['OPS', 'SEC', 'PAY', 'CORE'])), `#${ri(10000, 99999)}`, `CS-${digits(6)}`]), 'ticket_id'),
  container: () => N(hex(12), 'container_id'),
  internal_id: () => N(pick([`EMP-${digits(6)}`, `CUST${digits(8)}`, `PO-${digits(5)}`, `case ${digits(8)}`.slice(5), `BATCH-${ri(2024, 2026)}-${digits(4)}`]), 'internal_id'),
  public_key: () => N(pick([`-----BEGIN PUBLIC KEY-----\n${pemBody(294, 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA')}\n-----END PUBLIC KEY-----`, `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(rbytes(32)).slice(0, 43)} deploy@ci`, `-----BEGIN CERTIFICATE-----\n${pemBody(700, 'MIIDdzCCAl+gAwIBAgIE')}\n-----END CERTIFICATE-----`]), 'public_key_or_cert'),
};
const negOf = (k) => NEG[k]();
const anyNeg = () => NEG[pick(Object.keys(NEG))]();

// ---------------------------------------------------------------- phrases
const PH = {
  en: { hi: 'Hi', dear: 'Dear', regards: pick0(['Best regards', 'Kind regards', 'Thanks', 'Cheers']), re: 'Re:', fw: 'Fwd:', wrote: (d, n) => F('On ', d, ', ', n, ' wrote:'), f: { name: 'Name', email: 'Email', phone: 'Phone', addr: 'Address', dob: 'Date of birth', iban: 'IBAN', card: 'Card number', id: 'ID number', pass: 'Passport no.' }, login: "I can't log into my account since this morning, the reset link never arrives.", charged: 'I was charged twice for the same order and nobody answers my emails.', update: 'Could you please update my details on file? They changed last month.', refund: 'Please refund the amount to the following account:', thanks: 'Thanks in advance', team: 'the support team', hr: 'We are pleased to confirm your employment under the following terms.', med: 'Patient intake form', claim: 'Insurance claim', angry: 'This is the third time I am writing about this. Absolutely unacceptable service.', notes: 'Meeting notes', att: 'Attendees', act: 'Action items', born: 'born', bot: 'Please see the details below.' },
  de: { hi: 'Hallo', dear: 'Sehr geehrte Damen und Herren,', regards: 'Viele Grüße', re: 'AW:', fw: 'WG:', wrote: (d, n) => F('Am ', d, ' schrieb ', n, ':'), f: { name: 'Name', email: 'E-Mail', phone: 'Telefon', addr: 'Anschrift', dob: 'Geburtsdatum', iban: 'IBAN', card: 'Kartennummer', id: 'Ausweisnummer', pass: 'Reisepassnr.' }, login: 'ich kann mich seit heute früh nicht mehr in mein Konto einloggen, der Link zum Zurücksetzen kommt nie an.', charged: 'mir wurde dieselbe Bestellung zweimal abgebucht und niemand antwortet auf meine Mails.', update: 'bitte aktualisieren Sie meine Daten, ich bin letzten Monat umgezogen.', refund: 'Bitte erstatten Sie den Betrag auf folgendes Konto:', thanks: 'Vielen Dank im Voraus', team: 'Kundenservice', hr: 'wir freuen uns, Ihnen Ihre Einstellung zu folgenden Bedingungen zu bestätigen.', med: 'Patientenaufnahmebogen', claim: 'Schadensmeldung', angry: 'Ich schreibe jetzt zum dritten Mal. Das ist völlig inakzeptabel.', notes: 'Protokoll', att: 'Teilnehmende', act: 'Aufgaben', born: 'geboren am', bot: 'Details siehe unten.' },
  fr: { hi: 'Bonjour', dear: 'Madame, Monsieur,', regards: 'Cordialement', re: 'RE :', fw: 'TR :', wrote: (d, n) => F('Le ', d, ', ', n, ' a écrit :'), f: { name: 'Nom', email: 'Courriel', phone: 'Téléphone', addr: 'Adresse', dob: 'Date de naissance', iban: 'IBAN', card: 'N° de carte', id: 'N° de sécurité sociale', pass: 'N° de passeport' }, login: "je n'arrive plus à me connecter à mon compte depuis ce matin, le lien de réinitialisation n'arrive jamais.", charged: "j'ai été débité deux fois pour la même commande et personne ne répond.", update: "pourriez-vous mettre à jour mes coordonnées ? J'ai déménagé le mois dernier.", refund: 'Merci de rembourser le montant sur le compte suivant :', thanks: "Merci d'avance", team: 'Service client', hr: "nous avons le plaisir de vous confirmer votre embauche aux conditions suivantes.", med: "Fiche d'admission patient", claim: 'Déclaration de sinistre', angry: "C'est la troisième fois que j'écris. Service totalement inacceptable.", notes: 'Compte rendu de réunion', att: 'Participants', act: 'Actions', born: 'né(e) le', bot: 'Voir le détail ci-dessous.' },
  es: { hi: 'Hola', dear: 'Estimados señores:', regards: 'Saludos cordiales', re: 'RE:', fw: 'RV:', wrote: (d, n) => F('El ', d, ', ', n, ' escribió:'), f: { name: 'Nombre', email: 'Correo', phone: 'Teléfono', addr: 'Dirección', dob: 'Fecha de nacimiento', iban: 'IBAN', card: 'Tarjeta', id: 'DNI/NIE', pass: 'Pasaporte' }, login: 'no puedo entrar en mi cuenta desde esta mañana y el enlace de recuperación no llega.', charged: 'me han cobrado dos veces el mismo pedido y nadie contesta.', update: 'por favor actualicen mis datos, me mudé el mes pasado.', refund: 'Por favor, devuelvan el importe a esta cuenta:', thanks: 'Gracias de antemano', team: 'Atención al cliente', hr: 'nos complace confirmarle su contratación en las siguientes condiciones.', med: 'Ficha de ingreso del paciente', claim: 'Parte de siniestro', angry: 'Es la tercera vez que escribo. Un servicio inaceptable.', notes: 'Acta de reunión', att: 'Asistentes', act: 'Tareas', born: 'nacido el', bot: 'Ver detalles abajo.' },
  it: { hi: 'Ciao', dear: 'Gentile cliente,', regards: 'Cordiali saluti', re: 'R:', fw: 'I:', wrote: (d, n) => F('Il giorno ', d, ' ', n, ' ha scritto:'), f: { name: 'Nome', email: 'Email', phone: 'Telefono', addr: 'Indirizzo', dob: 'Data di nascita', iban: 'IBAN', card: 'Carta', id: 'Codice fiscale', pass: 'Passaporto' }, login: 'da stamattina non riesco ad accedere al mio account e il link di reset non arriva.', charged: 'mi avete addebitato due volte lo stesso ordine e nessuno risponde.', update: 'potete aggiornare i miei dati? Mi sono trasferito il mese scorso.', refund: "Vi prego di rimborsare l'importo sul seguente conto:", thanks: 'Grazie in anticipo', team: 'Assistenza clienti', hr: "siamo lieti di confermarle l'assunzione alle seguenti condizioni.", med: 'Scheda di accettazione paziente', claim: 'Denuncia di sinistro', angry: 'È la terza volta che scrivo. Servizio inaccettabile.', notes: 'Verbale riunione', att: 'Partecipanti', act: 'Azioni', born: 'nato il', bot: 'Dettagli qui sotto.' },
  pt: { hi: 'Olá', dear: 'Prezados,', regards: 'Atenciosamente', re: 'RES:', fw: 'ENC:', wrote: (d, n) => F('Em ', d, ', ', n, ' escreveu:'), f: { name: 'Nome', email: 'E-mail', phone: 'Telefone', addr: 'Endereço', dob: 'Data de nascimento', iban: 'IBAN', card: 'Cartão', id: 'CPF', pass: 'Passaporte' }, login: 'não consigo acessar minha conta desde hoje cedo, o link de redefinição nunca chega.', charged: 'fui cobrado duas vezes pelo mesmo pedido e ninguém responde.', update: 'por favor atualizem meus dados, mudei de endereço no mês passado.', refund: 'Por favor, reembolsem o valor na seguinte conta:', thanks: 'Desde já agradeço', team: 'Equipe de suporte', hr: 'temos o prazer de confirmar a sua contratação nas seguintes condições.', med: 'Ficha de admissão do paciente', claim: 'Aviso de sinistro', angry: 'É a terceira vez que escrevo. Atendimento inaceitável.', notes: 'Ata de reunião', att: 'Participantes', act: 'Ações', born: 'nascido em', bot: 'Detalhes abaixo.' },
  nl: { hi: 'Hoi', dear: 'Geachte heer/mevrouw,', regards: 'Met vriendelijke groet', re: 'Re:', fw: 'Doorst:', wrote: (d, n) => F('Op ', d, ' schreef ', n, ':'), f: { name: 'Naam', email: 'E-mail', phone: 'Telefoon', addr: 'Adres', dob: 'Geboortedatum', iban: 'IBAN', card: 'Kaartnummer', id: 'BSN', pass: 'Paspoortnummer' }, login: 'ik kan sinds vanochtend niet meer inloggen en de resetlink komt niet aan.', charged: 'dezelfde bestelling is twee keer afgeschreven en niemand reageert.', update: 'kunnen jullie mijn gegevens aanpassen? Ik ben vorige maand verhuisd.', refund: 'Graag het bedrag terugstorten op:', thanks: 'Alvast bedankt', team: 'Klantenservice', hr: 'met genoegen bevestigen wij uw indiensttreding onder de volgende voorwaarden.', med: 'Intakeformulier patiënt', claim: 'Schadeformulier', angry: 'Dit is de derde keer dat ik mail. Onacceptabel.', notes: 'Notulen', att: 'Aanwezig', act: 'Actiepunten', born: 'geboren op', bot: 'Zie details hieronder.' },
  pl: { hi: 'Dzień dobry', dear: 'Szanowni Państwo,', regards: 'Pozdrawiam', re: 'Odp:', fw: 'PD:', wrote: (d, n) => F('W dniu ', d, ' ', n, ' napisał(a):'), f: { name: 'Imię i nazwisko', email: 'E-mail', phone: 'Telefon', addr: 'Adres', dob: 'Data urodzenia', iban: 'Nr konta', card: 'Nr karty', id: 'PESEL', pass: 'Nr paszportu' }, login: 'od rana nie mogę zalogować się na konto, link do resetu hasła nie przychodzi.', charged: 'zostałem obciążony dwa razy za to samo zamówienie i nikt nie odpowiada.', update: 'proszę o aktualizację moich danych, w zeszłym miesiącu się przeprowadziłem.', refund: 'Proszę o zwrot na rachunek:', thanks: 'Z góry dziękuję', team: 'Dział obsługi klienta', hr: 'z przyjemnością potwierdzamy zatrudnienie na następujących warunkach.', med: 'Karta przyjęcia pacjenta', claim: 'Zgłoszenie szkody', angry: 'Piszę już trzeci raz. To niedopuszczalne.', notes: 'Notatka ze spotkania', att: 'Obecni', act: 'Zadania', born: 'ur.', bot: 'Szczegóły poniżej.' },
  sv: { hi: 'Hej', dear: 'Hej,', regards: 'Med vänliga hälsningar', re: 'SV:', fw: 'VB:', wrote: (d, n) => F('Den ', d, ' skrev ', n, ':'), f: { name: 'Namn', email: 'E-post', phone: 'Telefon', addr: 'Adress', dob: 'Födelsedatum', iban: 'IBAN', card: 'Kortnummer', id: 'Personnummer', pass: 'Passnummer' }, login: 'jag kan inte logga in sedan i morse och återställningslänken kommer aldrig.', charged: 'jag har blivit debiterad två gånger för samma order och ingen svarar.', update: 'kan ni uppdatera mina uppgifter? Jag flyttade förra månaden.', refund: 'Vänligen återbetala beloppet till:', thanks: 'Tack på förhand', team: 'Kundtjänst', hr: 'vi bekräftar härmed din anställning på följande villkor.', med: 'Inskrivningsformulär', claim: 'Skadeanmälan', angry: 'Det här är tredje gången jag skriver. Helt oacceptabelt.', notes: 'Mötesanteckningar', att: 'Närvarande', act: 'Åtgärder', born: 'född', bot: 'Se detaljer nedan.' },
  ja: { hi: 'お世話になっております。', dear: 'ご担当者様', regards: 'よろしくお願いいたします。', re: 'Re:', fw: 'Fw:', wrote: (d, n) => F(d, ' ', n, ' さんは書きました:'), f: { name: '氏名', email: 'メール', phone: '電話番号', addr: '住所', dob: '生年月日', iban: 'IBAN', card: 'カード番号', id: 'マイナンバー', pass: '旅券番号' }, login: '今朝からアカウントにログインできません。パスワード再設定のメールも届きません。', charged: '同じ注文で二重に請求されています。問い合わせにも返信がありません。', update: '先月引っ越しましたので、登録情報の変更をお願いします。', refund: '以下の口座へ返金をお願いします。', thanks: '何卒よろしくお願いいたします', team: 'サポート窓口', hr: '下記の条件にて採用が決定しましたのでお知らせいたします。', med: '問診票', claim: '保険金請求書', angry: '問い合わせは三回目です。対応があまりにもひどいです。', notes: '議事録', att: '出席者', act: 'TODO', born: '生まれ', bot: '詳細は以下の通りです。' },
  zh: { hi: '您好，', dear: '尊敬的客户：', regards: '此致 敬礼', re: '回复：', fw: '转发：', wrote: (d, n) => F(n, ' 于 ', d, ' 写道：'), f: { name: '姓名', email: '邮箱', phone: '手机', addr: '地址', dob: '出生日期', iban: 'IBAN', card: '银行卡号', id: '身份证号', pass: '护照号' }, login: '从今天早上开始我无法登录账户，重置密码的邮件一直收不到。', charged: '同一个订单被扣款两次，客服一直没有回复。', update: '我上个月搬家了，请帮我更新资料。', refund: '请将款项退回以下账户：', thanks: '先谢谢了', team: '客服团队', hr: '我们很高兴地通知您，您已被录用，具体条款如下。', med: '患者登记表', claim: '理赔申请', angry: '这已经是我第三次反映了，服务太差。', notes: '会议纪要', att: '参会人', act: '待办事项', born: '出生于', bot: '详情如下。' },
  hi: { hi: 'नमस्ते', dear: 'प्रिय ग्राहक,', regards: 'धन्यवाद', re: 'Re:', fw: 'Fwd:', wrote: (d, n) => F(d, ' को ', n, ' ने लिखा:'), f: { name: 'नाम', email: 'ईमेल', phone: 'फ़ोन', addr: 'पता', dob: 'जन्म तिथि', iban: 'खाता संख्या', card: 'कार्ड नंबर', id: 'आधार', pass: 'पासपोर्ट नंबर' }, login: 'आज सुबह से मैं अपने खाते में लॉग इन नहीं कर पा रहा हूँ, रीसेट लिंक भी नहीं आ रहा।', charged: 'एक ही ऑर्डर के लिए मुझसे दो बार पैसे काटे गए और कोई जवाब नहीं दे रहा।', update: 'कृपया मेरा विवरण अपडेट करें, पिछले महीने पता बदल गया है।', refund: 'कृपया राशि इस खाते में वापस करें:', thanks: 'अग्रिम धन्यवाद', team: 'सहायता टीम', hr: 'हमें आपको निम्नलिखित शर्तों पर नियुक्ति की पुष्टि करते हुए प्रसन्नता हो रही है।', med: 'रोगी पंजीकरण फ़ॉर्म', claim: 'बीमा दावा', angry: 'मैं तीसरी बार लिख रहा हूँ। यह बिल्कुल अस्वीकार्य है।', notes: 'बैठक के नोट्स', att: 'उपस्थित', act: 'कार्य बिंदु', born: 'जन्म', bot: 'विवरण नीचे है।' },
  tr: { hi: 'Merhaba', dear: 'Sayın yetkili,', regards: 'Saygılarımla', re: 'YNT:', fw: 'İLT:', wrote: (d, n) => F(d, ' tarihinde ', n, ' şunu yazdı:'), f: { name: 'Ad Soyad', email: 'E-posta', phone: 'Telefon', addr: 'Adres', dob: 'Doğum tarihi', iban: 'IBAN', card: 'Kart no', id: 'TC Kimlik No', pass: 'Pasaport no' }, login: 'bu sabahtan beri hesabıma giriş yapamıyorum, sıfırlama bağlantısı da gelmiyor.', charged: 'aynı sipariş için iki kez ücret alındı ve kimse cevap vermiyor.', update: 'geçen ay taşındım, bilgilerimi güncelleyebilir misiniz?', refund: 'Lütfen tutarı şu hesaba iade edin:', thanks: 'Şimdiden teşekkürler', team: 'Müşteri Hizmetleri', hr: 'işe alımınızı aşağıdaki koşullarla onaylamaktan memnuniyet duyarız.', med: 'Hasta kayıt formu', claim: 'Hasar bildirimi', angry: 'Üçüncü kez yazıyorum. Kabul edilemez bir hizmet.', notes: 'Toplantı notları', att: 'Katılımcılar', act: 'Aksiyonlar', born: 'doğum', bot: 'Detaylar aşağıda.' },
};
function pick0(a) { return a[0]; }
const LORDER = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'hi', 'tr'];
const lp = (arr) => { const i = LORDER.indexOf(C.lang); return i >= 0 && i < arr.length ? arr[i] : arr[0]; };

// ---------------------------------------------------------------- per-document context
let C; // current context
function newCtx(lang, pos) {
  const cc = pick(LANG_LOCS[lang]);
  const ph = PH[lang];
  C = { lang, pos, cc, ph, density: pos ? 0.55 + R() * 0.4 : 0 };
  C.p = person(cc); C.p2 = person(chance(0.7) ? cc : pick(Object.keys(LOC))); C.p3 = person(cc);
  C.company = pick(COMPANIES); C.dom = pick(CDOM);
  return C;
}
const real = () => C.pos && chance(C.density);
const ROLE = { en: ['Support Team', 'Customer Care', 'IT Service Desk', 'Billing Department', 'On-call SRE'], de: ['Kundenservice', 'IT-Support', 'Buchhaltung'], fr: ['Service client', 'Support technique', 'Service RH'], es: ['Atención al cliente', 'Soporte técnico'], it: ['Assistenza clienti', 'Ufficio HR'], pt: ['Equipe de suporte', 'Atendimento'], nl: ['Klantenservice', 'Servicedesk'], pl: ['Dział obsługi klienta', 'Helpdesk'], sv: ['Kundtjänst', 'IT-support'], ja: ['サポート窓口', 'カスタマーセンター'], zh: ['客服团队', '技术支持'], hi: ['सहायता टीम', 'ग्राहक सेवा'], tr: ['Müşteri Hizmetleri', 'Destek Ekibi'] };
const role = () => pick(ROLE[C.lang] || ROLE.en);
const HANDLES = ['deploy-bot', 'oncall', 'ci-runner', 'grafana', 'pagerduty', 'release-train', 'sre-rotation', 'jira-bot', 'github', 'statuspage'];
function keyPlaceholder(type) {
  const env = type ? type.toUpperCase() : 'API_KEY';
  const opts = ['<your-api-key>', 'YOUR_API_KEY_HERE', '${' + env + '}', 'REPLACE_WITH_' + env, '********', '[REDACTED]', '{{ secrets.' + env + ' }}'];
  if (type) { const sample = VENDOR_KEYS[type](); const m = sample.match(/^([A-Za-z]+[_-](?:[a-z]+[_-])?)/); if (m && m[1].length < 12) opts.push(m[1] + 'x'.repeat(Math.min(32, sample.length - m[1].length))); }
  if (type === 'aws_access_key_id') opts.push('AKIAIOSFODNN7EXAMPLE'); if (type === 'aws_secret_access_key') opts.push('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
  const v = pick(opts); return N(v, v.includes('EXAMPLE') ? 'documented_example' : 'placeholder');
}
function connPlaceholder(scheme) {
  const s = scheme || pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp']); const port = { postgres: 5432, postgresql: 5432, mysql: 3306, redis: 6379, rediss: 6380, amqp: 5672, amqps: 5671, mongodb: 27017, 'mongodb+srv': '' }[s] ?? 5432;
  const host = s === 'mongodb+srv' ? 'cluster0.example.mongodb.net' : `localhost:${port}`;
  return pick([() => N(`${s}://app:\${DB_PASSWORD}@${host}/app`, 'placeholder'), () => N(`${s}://<user>:<password>@${host}/<db>`, 'placeholder'), () => N(`${s}://${host}/app`, 'connection_string_without_credentials'), () => N(`${s}://user:password@${host}/test`, 'documented_example')])();
}
// value slots: real value when the context is positive and the dice say so, otherwise a hard negative
const V = {
  name: (p = C.p, force) => (force ?? C.pos) ? L(p.full, 'person_name', 'full_name') : role(),
  first: (p = C.p) => C.pos ? S(p.first, 'person_name', 'first_name') : pick(['team', 'all', 'there', 'everyone']),
  handle: (p = C.p) => C.pos ? L(cjk(p.cc) ? p.full : `${p.first} ${p.last}`, 'person_name', 'display_name') : pick(HANDLES),
  email: (p = C.p, work, force) => (force ?? real()) ? L(emailOf(p, work ? C.dom : null), 'email', work ? 'work_email' : 'personal_email') : chance(0.5) ? N(`${pick(LOW)}${'*'.repeat(ri(3, 6))}@${pick(LOC[p.cc].mail)}`, 'masked_value') : N(pick(['user@example.com', 'jane.doe@example.org', 'test@example.net', 'max.mustermann@example.de', 'someone@example.invalid']), 'documented_example'),
  genericEmail: () => C.pos ? S(`${pick(['info', 'support', 'contact', 'billing', 'hr'])}@${C.dom}`, 'email', 'role_address') : N(`noreply@example.com`, 'documented_example'),
  phone: (p = C.p, force) => (force ?? real()) ? L(phoneOf(p.cc), 'phone_number', 'phone') : N(pick(['+00 000 000 000', '[phone removed]', '(xxx) xxx-xxxx', '***-***-' + digits(4)]), 'masked_value'),
  addr: (p = C.p, ml = false, force) => (force ?? real()) ? L(addressOf(p.cc, ml), 'street_address', 'postal_address') : N(pick(['[address redacted]', '<street>, <postcode> <city>', '***']), 'placeholder'),
  dob: (p = C.p, style, force) => (force ?? real()) ? L(dobOf(p, style), 'date_of_birth', 'dob') : N(pick(['**/**/****', '[DOB removed]', 'XX.XX.XXXX']), 'masked_value'),
  nid: (p = C.p, force) => { if (force ?? real()) { const [v, cat, type] = nationalIdFor(p); return L(v, cat, type); } return N(pick([`XXX-XX-${digits(4)}`, `${pick(UPP)}*******${digits(2)}`, '[ID on file]', `•••••••${digits(3)}`, '—']), 'masked_value'); },
  tax: (p = C.p) => { if (real()) { const [v, type] = taxIdFor(p); return L(v, 'tax_id', type); } return negOf('masked'); },
  passport: (p = C.p) => real() ? L(passportFor(p.cc), 'passport_number', `${p.cc.toLowerCase()}_passport`) : N('<passport no.>', 'placeholder'),
  card: (force) => { if (force ?? real()) { const [v, b] = cardNumber(); return L(v, 'credit_card', b); } return pick([() => negOf('bad_card'), () => N(pick([`**** **** **** ${digits(4)}`, `•••• ${digits(4)}`, `XXXX-XXXX-XXXX-${digits(4)}`, `${digits(6)}******${digits(4)}`]), 'masked_value'), () => N(pick(['4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444']), 'documented_example')])(); },
  iban: (cc = C.p.cc, force) => { if (force ?? real()) { const [v, c] = ibanFor(cc); return L(v, 'iban', `${c.toLowerCase()}_iban`); } return pick([() => N(`${cc.length === 2 && IBAN_SPEC[cc] ? cc : 'DE'}** **** **** **** **${digits(2)} ${digits(2)}`, 'masked_value'), () => N('DE89 3704 0044 0532 0130 00', 'documented_example'), () => N('XX00 0000 0000 0000 0000 00', 'placeholder')])(); },
  bank: (p = C.p) => (['US', 'GB', 'IN', 'AU', 'CA', 'BR', 'JP', 'CN', 'KR'].includes(p.cc) ? V.acct(p.cc) : V.iban(p.cc)),
  acct: (cc = C.p.cc) => { const [pre, num, type] = bankAccountFor(cc); return F(pre[0], ', ', real() ? L(num, 'bank_account', type) : N('x'.repeat(4) + digits(4), 'masked_value')); },
  ip: (force) => (force ?? real()) ? L(chance(0.8) ? publicIPv4() : ipv6(), 'ip_address', 'public_ip') : pick([() => negOf('dns_ip'), () => N(`203.0.113.${ri(1, 254)}`, 'documented_example'), () => N(`198.51.100.${ri(1, 254)}`, 'documented_example')])(),
  privip: () => C.pos ? S(privIP(), 'ip_address', 'private_ip') : N('127.0.0.1', 'loopback_ip'),
  wallet: (force) => { if (force ?? real()) { const [v, t] = wallet(); return L(v, 'crypto_wallet', t); } return N(pick(['0x0000000000000000000000000000000000000000', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', '<wallet address>']), pick(['documented_example'])); },
  key: (type, force) => (force ?? real()) ? apiKey(type) : keyPlaceholder(type),
  token: (force) => (force ?? real()) ? L(bearer(), 'auth_token', 'bearer_token') : N(pick(['<token>', '$ACCESS_TOKEN', '${TOKEN}', '[REDACTED]', '{{access_token}}', 'YOUR_TOKEN_HERE']), 'placeholder'),
  jwt: (force) => (force ?? real()) ? L(jwt(), 'auth_token', 'jwt') : N(pick(['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', '<jwt>', '$ACCESS_TOKEN']), 'documented_example'),
  pw: (kind, force) => (force ?? real()) ? L(password(kind), 'password', 'password') : N(pick(['changeme', '${DB_PASSWORD}', '<password>', '********', 'REPLACE_ME', '{{ .Values.db.password }}', '%(DB_PASS)s', 'CHANGE_ME_IN_PROD', '$(PASSWORD)', '[REDACTED]', 'xxxxxxxx']), 'placeholder'),
  conn: (scheme, force) => { if (force ?? real()) { const [v, t] = connString(scheme); return L(v, 'connection_string', t); } return connPlaceholder(scheme); },
  hook: (force) => (force ?? real()) ? webhook() : N(pick(['https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX', '${SLACK_WEBHOOK_URL}', 'https://discord.com/api/webhooks/<id>/<token>']), 'placeholder'),
  pk: (kind, force) => { if (force ?? real()) { const [v, t] = privateKey(kind); return L(v, 'private_key', t); } return negOf('public_key'); },
  cookie: (force) => (force ?? real()) ? L(pick([hex(32), rs(ALNUM, 32), 's%3A' + rs(B64U, 32) + '.' + rs(B64U, 43).replace(/-/g, '%2F')]), 'auth_token', 'session_cookie', {}) : N('deleted', 'placeholder'),
};

// ---------------------------------------------------------------- helpers for documents
const isoTs = (o = 0) => { const d = new Date(Date.UTC(2026, ri(0, 10), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59)) + o); return d.toISOString(); };
let CLOCK = 0;
const tick = () => { CLOCK += ri(50, 90000); return new Date(Date.UTC(2026, 9, 14, 8, 0, 0) + CLOCK); };
const hhmm = (d) => `${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}`;
const mailDate = () => { const d = new Date(Date.UTC(2026, ri(0, 10), ri(1, 28), ri(6, 20), ri(0, 59))); return d.toUTCString().replace('GMT', '+0000'); };
const localDate = () => { const d = ri(1, 28), m = ri(1, 11); switch (C.lang) { case 'en': return `${pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}, ${MONTHS.en[m - 1].slice(0, 3)} ${d}, 2026 at ${ri(1, 12)}:${pad(ri(0, 59), 2)} ${pick(['AM', 'PM'])}`; case 'ja': case 'zh': return `2026年${m}月${d}日 ${ri(8, 19)}:${pad(ri(0, 59), 2)}`; default: return `${pad(d, 2)}.${pad(m, 2)}.2026 ${ri(8, 19)}:${pad(ri(0, 59), 2)}`; } };
const reg = () => { const alt = { en: ['Best regards', 'Kind regards', 'Thanks', 'Cheers', 'Many thanks'], de: ['Viele Grüße', 'Mit freundlichen Grüßen', 'Beste Grüße', 'LG'], fr: ['Cordialement', 'Bien à vous', 'Merci'], es: ['Saludos', 'Un saludo', 'Atentamente'], it: ['Cordiali saluti', 'Saluti', 'Grazie'], pt: ['Atenciosamente', 'Abraços', 'Obrigado'], nl: ['Met vriendelijke groet', 'Groetjes', 'Mvg'], pl: ['Pozdrawiam', 'Z poważaniem'], sv: ['Med vänliga hälsningar', 'Mvh', 'Hälsningar'] }; return pick(alt[C.lang] || [C.ph.regards]); };
function signature(p = C.p, work = true) {
  const lines = [F(V.name(p)), F(pick(['Senior Account Manager', 'Head of Operations', 'DevOps Engineer', 'Office Manager', 'Customer Success', 'Finance Controller', 'Product Owner'])), C.company];
  if (chance(0.8)) lines.push(F(pick(['T ', 'Tel. ', 'M: ', 'Mobile: ', '📞 ']), V.phone(p)));
  if (chance(0.6)) lines.push(F(V.email(p, work)));
  if (chance(0.3)) lines.push(`www.${C.dom}`);
  return Jn(lines, '\n');
}
const prob = () => pick(['payment failed', 'account locked', 'wrong delivery address', 'invoice missing', 'refund not received', 'SSO login loop', '2FA device lost', 'VPN drops every 10 min']);
const sepLine = () => pick(['-----Original Message-----', '________________________________', '---------- Forwarded message ---------', '> ']);

// ---------------------------------------------------------------- document kinds: prose and chat
const K = {};
K.support_ticket = () => {
  const p = C.p, ph = C.ph, f = ph.f; const id = negOf('ticket');
  const head = pick([
    () => F('Ticket ', id, ' | ', pick(['Priority: High', 'Prio: P2', 'Severity 3']), ' | ', pick(['Status: Open', 'Status: Pending customer', 'Status: New']), '\n', 'Channel: ', pick(['Web form', 'Email', 'Phone callback', 'Chat']), '\n', 'Requester: ', V.name(p), ' <', V.email(p), '>\n\n'),
    () => F('[', id, '] ', pick([prob(), ph.charged.slice(0, 40)]), '\nOpened ', negOf('timestamp'), ' via web portal\n\n'),
    () => F('#', pick(['', 'helpdesk/']), id, '\n', f.name, ': ', V.name(p), '\n', f.email, ': ', V.email(p), '\n', f.phone, ': ', V.phone(p), '\n\n'),
  ])();
  const body = F(ph.hi, chance(0.5) ? ',' : ' ' + ph.team + ',', '\n\n', cap(pick([ph.login, ph.charged, ph.update])), ' ',
    chance(0.7) ? F(f.card, ': ', V.card(), '. ') : '',
    chance(0.5) ? F('\n', ph.refund, '\n', f.iban, ' ', V.iban(), '\n') : '',
    chance(0.5) ? F('\n', f.addr, ':\n', V.addr(p, true), '\n') : '',
    chance(0.4) ? F(f.dob, ': ', V.dob(p), '\n') : '',
    chance(0.2) ? F(f.pass, ': ', V.passport(p), '\n') : '',
    chance(0.5) ? F(f.id, ': ', V.nid(p), '\n') : '',
    '\n', ph.thanks, '\n', V.name(p), '\n');
  const agent = chance(0.6) ? F('\n--- ', pick(['Internal note', 'Agent reply', 'Interne Notiz', 'Public reply']), ' (', C.pos ? S(C.p3.first, 'person_name', 'first_name') : role(), ') ', negOf('timestamp'), ' ---\n', pick(['Verified caller, escalated to billing L2.', 'Duplicate of ', 'Customer asked for callback after 5pm.', 'Refund approved, ref ']), chance(0.5) ? negOf('invoice') : negOf('order'), '\n') : '';
  return F(head, body, agent);
};
K.chat_slack = () => {
  const ppl = [C.p, C.p2, C.p3]; const lines = []; CLOCK = 0;
  const handle = (p) => C.pos ? L(`${p.ff}.${p.lf}`, 'person_name', 'chat_handle') : pick(HANDLES);
  const hdr = pick(['#incident-2231', '#ops-payments', '#dev-backend', '#help-infra', '#kundenservice', '#team-eu-support']);
  lines.push(F(hdr, chance(0.5) ? ' (thread)' : ''));
  const msgs = [
    () => F('anyone seen the ', pick(['checkout', 'login', 'export', 'webhook']), ' errors since ', negOf('version'), ' went out?'),
    () => F('here is the env from the broken pod, sorry for the wall of text\n```\nDATABASE_URL=', V.conn(), '\nSTRIPE_KEY=', V.key('stripe_secret_key'), '\nNODE_ENV=production\n```'),
    () => F('temporary admin creds until SSO is fixed: user `', pick(['admin', 'ops', 'root']), '` pw `', V.pw(), '`'),
    () => F('customer on the phone is ', V.name(C.p2), ', callback ', V.phone(C.p2)),
    () => F('pls rotate this, I pasted it in the wrong channel :facepalm: ', V.key()),
    () => F('commit ', negOf('git_sha'), ' reverts it, build ', negOf('build'), ' is green'),
    () => F('alert webhook is ', V.hook(), ' if you want to test'),
    () => F(':white_check_mark: done, ticket ', negOf('ticket')),
    () => F('lol no. use the vault path, never paste secrets here'),
    () => F('the request id is ', negOf('request_id'), ', trace shows ', V.ip(), ' hammering /login'),
    () => F('@', C.pos ? S(C.p.first.toLowerCase(), 'person_name', 'first_name') : 'here', ' can you check the refund for order ', negOf('order'), '?'),
  ];
  const n = ri(4, 9);
  for (let i = 0; i < n; i++) { const t = tick(); const p = pick(ppl); lines.push(F(pick([F(handle(p), '  ', hhmm(t)), F('[', hhmm(t), '] ', handle(p), ':')]), '\n', pick(msgs)())); }
  return Jn(lines, '\n');
};
K.chat_teams = () => {
  const lines = []; CLOCK = 0; const ppl = [C.p, C.p2];
  lines.push(F(lp([pick(['Chat with ', 'Meeting chat: ']), 'Besprechungschat: ', 'Conversation : ', 'Chat de reunión: ', 'Chat riunione: ', 'Chat da reunião: ', 'Vergaderchat: ', 'Czat spotkania: ', 'Mötesschatt: ', '会議チャット: ', '会议聊天：', 'मीटिंग चैट: ', 'Toplantı sohbeti: ']), pick(['Quarterly close', 'Onboarding ', 'Vendor payment run', 'Migration Sync']), '\n'));
  const msgs = [
    () => F(C.ph.bot, ' ', C.ph.f.iban, ': ', V.iban(), ' (', lp(['new supplier', 'neuer Lieferant', 'nouveau fournisseur', 'nuevo proveedor', 'nuovo fornitore', 'novo fornecedor', 'nieuwe leverancier', 'nowy dostawca', 'ny leverantör', '新規取引先', '新供应商', 'नया आपूर्तिकर्ता', 'yeni tedarikçi']), ')'),
    () => F(C.ph.f.email, ': ', V.email(C.p2, false)),
    () => F('VPN ', lp(['password', 'Passwort', 'mot de passe', 'contraseña', 'password', 'senha', 'wachtwoord', 'hasło', 'lösenord', 'パスワード', '密码', 'पासवर्ड', 'şifre']), ': ', V.pw('human')),
    () => F('invoice ', negOf('invoice'), ' approved ✅'),
    () => F(pick(['Reacted 👍', 'Seen', 'ok']), ''),
    () => F(C.ph.f.phone, ' ', V.phone(C.p2)),
    () => F('Recording: ', negOf('path')),
  ];
  const day = localDate().replace(/(\s+at)?\s+\d+:\d+.*/, ''); for (let i = 0; i < ri(3, 7); i++) { const t = tick(); const p = pick(ppl); lines.push(F(V.handle(p), '  ', day, ' ', hhmm(t), '\n', pick(msgs)(), '\n')); }
  return Jn(lines, '\n');
};
K.chat_discord = () => {
  const lines = []; CLOCK = 0; const nick = (p) => C.pos ? L(`${p.ff}${ri(1, 999)}`, 'person_name', 'chat_handle', { soft: true }) : pick(['xX_gh0st_Xx', 'modbot', 'NightOwl', 'pixelpusher', 'kernelpanic']);
  lines.push(pick(['#bot-dev', '#help', '#self-hosting', '#general']));
  const msgs = [
    () => F('my bot wont start, here is my config.json\n```json\n{\n  "token": "', V.key('telegram_bot_token'), '",\n  "prefix": "!",\n  "owner": "', negOf('internal_id'), '"\n}\n```'),
    () => F('bro you just leaked your token lmao, reset it in the dev portal'),
    () => F('logs webhook: ', V.hook()),
    () => F('donations: ', V.wallet()),
    () => F('running ', negOf('version'), ' on a pi, ', negOf('dns_ip'), ' as dns'),
    () => F('did you `git pull`? fixed in ', negOf('git_sha')),
    () => F('my server ip is ', V.ip(), ' port 25565 if u wanna join'),
  ];
  for (let i = 0; i < ri(3, 7); i++) { const t = tick(); lines.push(F(nick(pick([C.p, C.p2, C.p3])), ' — ', pick(['Today at ', 'Yesterday at ', '']), hhmm(t), '\n', pick(msgs)())); }
  return Jn(lines, '\n');
};
K.email_thread = () => {
  const a = C.p, b = C.p2, ph = C.ph; const subj = pick(['Contract renewal', 'Your order ', 'Zugangsdaten', 'Facture', 'Payroll update', 'Onboarding docs', 'Re-issue card', 'Datos bancarios']);
  const hdr = F('From: ', V.name(a), ' <', V.email(a), '>\nTo: ', pick([F(V.genericEmail()), F(V.email(b, true))]), '\nDate: ', mailDate(), '\nSubject: ', ph.re, ' ', subj, chance(0.5) ? F(' ', negOf('order')) : '', '\n', chance(0.3) ? F('Message-ID: <', negOf('uuid'), '@mail.', C.dom, '>\n') : '', '\n');
  const body = F(ph.hi, chance(0.5) ? F(' ', V.first(b)) : '', ',\n\n', cap(pick([ph.update, ph.charged, ph.login])), '\n\n',
    chance(0.6) ? F(ph.f.addr, ': ', V.addr(a), '\n') : '', chance(0.5) ? F(ph.f.phone, ': ', V.phone(a), '\n') : '', chance(0.35) ? F(ID_NAME[nationalIdFor(a)[2]] || ph.f.id, ': ', V.nid(a), '\n') : '', chance(0.4) ? F(ph.refund, ' ', V.iban(), '\n') : '', '\n', reg(), ',\n', V.name(a), '\n');
  const quote = F('\n', ph.wrote(localDate(), V.name(b)), '\n', Jn(['> ' + ph.bot, F('> ', lp(['Please confirm', 'Bitte bestätigen Sie', 'Merci de confirmer', 'Confirme por favor', 'Confermi per favore', 'Por favor confirme', 'Graag bevestigen', 'Proszę potwierdzić', 'Vänligen bekräfta', 'ご確認ください', '请确认', 'कृपया पुष्टि करें', 'Lütfen onaylayın']), ' ', ph.f.dob.toLowerCase(), ' + ', ph.f.id, '.'), '>', F('> ', signatureLine(b))], '\n'), '\n');
  const footer = chance(0.4) ? F('\n', lp(['This e-mail may contain confidential information. If you are not the intended recipient, please delete it.', 'Diese E-Mail kann vertrauliche Informationen enthalten. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte sofort den Absender.', 'Ce message et ses pièces jointes sont confidentiels.', 'Este mensaje es confidencial.', 'Questo messaggio è riservato.', 'Esta mensagem é confidencial.', 'Dit bericht is vertrouwelijk.', 'Ta wiadomość jest poufna.', 'Detta meddelande är konfidentiellt.', '本メールは機密情報を含みます。', '本邮件含有保密信息。', 'यह ईमेल गोपनीय है।', 'Bu e-posta gizlidir.']), '\n') : '';
  return F(hdr, body, chance(0.7) ? quote : '', chance(0.6) ? F('\n-- \n', signature(a, false)) : '', footer);
};
function signatureLine(p) { return F(V.name(p), ' | ', C.company, ' | ', V.phone(p)); }
K.forum_post = () => {
  const svc = pick(['nginx + gunicorn', 'Spring Boot', 'Laravel', 'Next.js', 'Home Assistant', 'Nextcloud', 'Airflow']);
  const title = pick([`[HELP] ${svc} can't connect to database after upgrade`, `${svc}: 502 Bad Gateway after moving to docker`, `Connection refused with ${svc}, config inside`, `Auth error 401 ${svc} (newbie)`]);
  const cfg = pick([
    () => F('DB_HOST=', pick(['db', 'localhost', 'postgres']), '\nDB_USER=', dbUser(), '\nDB_PASS=', V.pw(), '\nSECRET_KEY=', V.key(pick(['openai_api_key', 'sendgrid_api_key', 'mailgun_api_key'])), '\n'),
    () => F('spring.datasource.url=jdbc:postgresql://', pick(HOSTS), ':5432/app\nspring.datasource.username=', dbUser(), '\nspring.datasource.password=', V.pw(), '\n'),
    () => F('mongo:\n  uri: "', V.conn('mongodb+srv'), '"\n  pool: 20\n'),
  ])();
  return F(title, '\n', pick(['Posted by ', 'Asked by ', '']), C.pos ? S(`${C.p.ff}_${pick(['dev', 'ops', '88', 'x'])}`, 'person_name', 'forum_handle') : pick(['anon42', 'newbie_dev', 'selfhoster']), ' · ', pick(['2 hours ago', 'yesterday', '3 days ago']), '\n\n',
    pick(['Hi all, first post here.', 'Been stuck on this for two days.', 'Sorry if this is a dumb question.', 'Hallo zusammen,']), ' After upgrading to ', negOf('version'), ' I get:\n\n```\n', pick(['FATAL: password authentication failed for user', 'Connection refused (os error 111)', 'MongoServerSelectionError: getaddrinfo ENOTFOUND', 'java.net.SocketTimeoutException: connect timed out']), '\n```\n\nMy config:\n```\n', cfg, '```\n', chance(0.5) ? F('\nI already set DNS to ', negOf('dns_ip'), ' and restarted.\n') : '',
    '\n', pick(['**Reply** · ', '— accepted answer — ']), pick(['Please remove your password from the post and rotate it! Then check pg_hba.conf.', 'Your host should be the service name, not localhost.', 'Use env vars like ']), chance(0.5) ? negOf('placeholder') : '', '\n');
};
K.meeting_notes = () => {
  const ph = C.ph; const att = [C.p, C.p2, C.p3];
  return F('# ', ph.notes, ' – ', pick(['Payments sync', 'Incident review', 'Q3 planning', 'Vendor onboarding', 'HR weekly']), ' ', `2026-${pad(ri(1, 11), 2)}-${pad(ri(1, 28), 2)}`, '\n\n**', ph.att, ':** ', Jn(att.map((p) => V.name(p)), ', '), '\n\n',
    '## ', lp(['Discussion', 'Notizen', 'Points abordés', 'Temas', 'Punti discussi', 'Pauta', 'Besproken', 'Omówione', 'Diskussion', '議題', '讨论', 'चर्चा', 'Gündem']), '\n', '- ', pick(['Release ', 'Hotfix ', 'Migration to ']), negOf('version'), ' ', pick(['slipped by a week', 'is on track', 'needs a rollback plan']), '\n',
    '- ', pick(['New contractor bank details for payment run: ', 'Supplier changed IBAN, verify by phone: ']), V.iban(), '\n',
    chance(0.5) ? F('- ', pick(['Contact at the vendor: ', 'Escalation contact: ']), V.name(C.p2), ', ', V.phone(C.p2), '\n') : '',
    chance(0.4) ? F('- Shared staging login (rotate after demo!): `demo-admin` / `', V.pw('human'), '`\n') : '',
    '- Dashboards: colour scheme ', negOf('css'), ' approved\n\n## ', ph.act, '\n',
    Jn(att.slice(0, ri(2, 3)).map((p) => F('- [ ] ', C.pos ? S(p.first, 'person_name', 'first_name') : role(), ': ', pick(['follow up with legal', 'update runbook', 'close ', 'rotate keys']), chance(0.4) ? negOf('ticket') : '')), '\n'), '\n');
};
K.hr_letter = () => {
  const p = C.p, ph = C.ph, f = ph.f;
  return F(C.company, '\n', lp(['Human Resources', 'Personalabteilung', 'Ressources humaines', 'Recursos Humanos', 'Risorse Umane', 'Recursos Humanos', 'HR-afdeling', 'Dział Kadr', 'HR-avdelningen', '人事部', '人力资源部', 'मानव संसाधन विभाग', 'İnsan Kaynakları']), '\n\n', V.name(p, undefined, C.pos), '\n', V.addr(p, true), '\n\n', localDate().replace(/\s\d+:\d+.*$/, '').replace(/ at$/, ''), '\n\n',
    ph.dear, chance(0.5) ? F(' ', V.name(p)) : '', '\n\n', cap(ph.hr), '\n\n',
    f.name, ': ', V.name(p), '\n', f.dob, ': ', V.dob(p, 'words'), '\n', ID_NAME[nationalIdFor(p)[2]] || f.id, ': ', V.nid(p), '\n',
    !['US', 'GB', 'IN', 'AU', 'CA', 'BR', 'JP', 'CN', 'KR'].includes(p.cc) ? F(f.iban, ': ', V.iban(p.cc), '\n') : F(lp(['Salary account', 'Gehaltskonto', 'Compte salaire', 'Cuenta nómina', 'Conto stipendio', 'Conta salário', 'Salarisrekening', 'Konto', 'Lönekonto', '給与振込口座', '工资账户', 'वेतन खाता', 'Maaş hesabı']), ': ', V.acct(p.cc), '\n'),
    chance(0.3) ? F(f.pass, ': ', V.passport(p), '\n') : '',
    lp(['Start date', 'Eintrittsdatum', "Date d'entrée", 'Fecha de inicio', 'Data di inizio', 'Data de início', 'Startdatum', 'Data rozpoczęcia', 'Startdatum', '入社日', '入职日期', 'प्रारंभ तिथि', 'Başlangıç tarihi']), ': ', `${pad(ri(1, 28), 2)}.${pad(ri(1, 12), 2)}.2027`, '\n',
    lp(['Gross annual salary', 'Bruttojahresgehalt', 'Salaire annuel brut', 'Salario bruto anual', 'RAL', 'Salário bruto anual', 'Bruto jaarsalaris', 'Wynagrodzenie roczne brutto', 'Årslön', '年収', '年薪', 'वार्षिक वेतन', 'Yıllık brüt maaş']), ': ', `${ri(38, 120)}.${ri(0, 9)}00 EUR`, '\n', lp(['Employee no.', 'Personalnummer', 'Matricule', 'N.º de empleado', 'Matricola', 'N.º de colaborador', 'Personeelsnummer', 'Nr ewidencyjny', 'Anställningsnr', '社員番号', '工号', 'कर्मचारी संख्या', 'Sicil no']), ': ', negOf('internal_id'), '\n\n',
    reg(), '\n\n', V.name(C.p2), '\n', lp(['HR Business Partner', 'Leitung Personal', 'DRH', 'Directora de RR. HH.', 'Responsabile HR', 'Diretora de RH', 'HR-manager', 'Kierownik Działu Kadr', 'HR-chef', '人事部長', '人力资源经理', 'एचआर प्रबंधक', 'İK Müdürü']), '\n');
};
K.medical_form = () => {
  const p = C.p, f = C.ph.f;
  const ins = pick([`${rs(UPP, 1)}${digits(9)}`, `${digits(3)}-${digits(3)}-${digits(3)}`, `${digits(10)}`]);
  return F('=== ', pick([C.ph.med, C.ph.claim]), ' ===\n', lp(['Clinic', 'Praxis', 'Clinique', 'Clínica', 'Ospedale', 'Hospital', 'Ziekenhuis', 'Szpital', 'Vårdcentral', '病院', '医院', 'अस्पताल', 'Hastane']), ': ', pick(['St. Mary', 'Helios', 'Saint-Louis', 'San Raffaele', 'Albert Einstein', 'Karolinska']), '\n\n',
    f.name, ':\t', V.name(p), '\n', f.dob, ':\t', V.dob(p), '\n', f.addr, ':\t', V.addr(p), '\n', f.phone, ':\t', V.phone(p), '\n',
    lp(['Member ID', 'Versichertennummer', "N° d'assuré", 'N.º de afiliación', 'Tessera sanitaria', 'N.º de utente', 'Polisnummer', 'Nr ubezpieczenia', 'Försäkringsnummer', '保険者番号', '医保卡号', 'बीमा संख्या', 'Sigorta no']), ':\t', real() ? L(ins, 'national_id', 'health_insurance_id', { soft: true }) : N('—', 'placeholder'), '\n',
    f.id, ':\t', V.nid(p), '\n', lp(['Emergency contact', 'Notfallkontakt', 'Personne à prévenir', 'Contacto de emergencia', 'Contatto di emergenza', 'Contato de emergência', 'Contactpersoon', 'Kontakt alarmowy', 'Anhörig', '緊急連絡先', '紧急联系人', 'आपातकालीन संपर्क', 'Acil durum kişisi']), ':\t', V.name(C.p2), ' ', V.phone(C.p2), '\n\n',
    lp(['Reason for visit', 'Grund', 'Motif', 'Motivo', 'Motivo', 'Motivo', 'Reden', 'Powód', 'Orsak', '受診理由', '就诊原因', 'कारण', 'Başvuru nedeni']), ': ', lp([pick(['follow-up, hypertension', 'annual check-up', 'knee pain after fall', 'allergy test']), pick(['Kontrolle Bluthochdruck', 'Vorsorgeuntersuchung', 'Knieschmerzen nach Sturz']), pick(['suivi hypertension', 'bilan annuel']), 'revisión anual', 'controllo annuale', 'check-up anual', 'jaarlijkse controle', 'badanie kontrolne', 'årlig kontroll', '定期健診', '年度体检', 'वार्षिक जांच', 'yıllık kontrol']), '\n', lp(['Claim ref', 'Aktenzeichen', 'Réf. dossier', 'Ref. expediente', 'Rif. pratica', 'Ref. processo', 'Dossiernummer', 'Nr sprawy', 'Ärendenr', '受付番号', '案件编号', 'संदर्भ', 'Dosya no']), ': ', negOf('internal_id'), '\n', lp(['Form version', 'Formular', 'Version du formulaire', 'Versión', 'Versione modulo', 'Versão', 'Formulierversie', 'Wersja formularza', 'Version', '様式', '表单版本', 'फ़ॉर्म संस्करण', 'Form sürümü']), ' ', negOf('version'), '\n');
};
K.customer_complaint = () => {
  const p = C.p, ph = C.ph;
  return F(lp(['Complaint', 'Beschwerde', 'Réclamation', 'Reclamación', 'Reclamo', 'Reclamação', 'Klacht', 'Reklamacja', 'Klagomål', '苦情', '投诉', 'शिकायत', 'Şikayet']), ' – ', negOf('order'), '\n\n',
    ph.dear, '\n\n', ph.angry, ' ', cap(ph.charged), '\n',
    lp(['Order', 'Bestellung', 'Commande', 'Pedido', 'Ordine', 'Pedido', 'Bestelling', 'Zamówienie', 'Order', '注文番号', '订单', 'ऑर्डर', 'Sipariş']), ': ', negOf('order'), ', ', lp(['tracking', 'Sendungsnr.', 'suivi', 'seguimiento', 'tracciamento', 'rastreio', 'track & trace', 'nr przesyłki', 'kolli-id', '追跡番号', '运单号', 'ट्रैकिंग', 'kargo takip']), ' ', negOf('tracking'), '\n',
    ph.f.card, ': ', V.card(), '\n', chance(0.5) ? F(ph.refund, ' ', V.iban(), '\n') : '',
    '\n', reg(), '\n', V.name(p), '\n', V.addr(p, true), '\n', V.phone(p), '\n', chance(0.5) ? F(V.email(p), '\n') : '');
};
K.llm_transcript = () => {
  const p = C.p;
  const asks = [
    () => F('Can you format this customer list as a markdown table?\n\n', Jn([C.p, C.p2, C.p3].map((q) => F(V.name(q), ', ', V.email(q), ', ', V.phone(q))), '\n')),
    () => F('why does this fail? ', '\n```python\nimport openai\nclient = openai.OpenAI(api_key="', V.key('openai_api_key'), '")\nprint(client.models.list())\n```\nerror: 429 insufficient_quota'),
    () => F('write a polite letter to my landlord. my details: ', V.name(p), ', ', V.addr(p), ', born ', V.dob(p), '. My ', ID_NAME[nationalIdFor(p)[2]] || 'ID', ' is ', V.nid(p), ' if needed.'),
    () => F('Translate into English: "', C.ph.update, ' ', C.ph.f.addr, ': ', V.addr(p), '"'),
    () => F('Is this key format valid? ', V.key(), ' (got it from the dashboard)'),
    () => F('parse this JWT and tell me when it expires: ', V.jwt()),
  ];
  const answers = ['Sure! Here is the formatted version:', 'It looks like you included a live secret. Please revoke it immediately and load it from an environment variable instead, e.g. `os.environ["OPENAI_API_KEY"]`.', 'Here is a draft you can adapt:', 'I can help with that. Note: avoid sharing identity numbers in chats.'];
  const turns = []; for (let i = 0; i < ri(1, 3); i++) { turns.push(F(pick(['User: ', '**You:** ', '>>> user\n', 'Human: ']), pick(asks)())); turns.push(F(pick(['Assistant: ', '**ChatGPT:** ', '>>> assistant\n', 'AI: ']), pick(answers), chance(0.3) ? F(' (conversation ', negOf('uuid'), ')') : '')); }
  return Jn(turns, '\n\n');
};
K.incident_postmortem = () => {
  return F('# Postmortem: ', pick(['Leaked credential in public repo', 'Payment webhook outage', 'PII in application logs', 'Expired TLS certificate']), ' (', negOf('ticket'), ')\n\n',
    '**Status:** ', pick(['Draft', 'Final', 'In review']), '  \n**Incident commander:** ', V.name(C.p), '  \n**Date:** ', `2026-${pad(ri(1, 11), 2)}-${pad(ri(1, 28), 2)}`, '\n\n## Summary\n',
    pick(['A developer pushed a .env file to a public fork. The following value was exposed for ~40 minutes before revocation:', 'Verbose logging in ', 'Our alerting missed the failure because the webhook was disabled.']), ' ',
    pick([() => F('`', V.key(), '`'), () => F('commit ', negOf('git_sha'), ' of release ', negOf('version')), () => F('the Slack alert hook ', V.hook())])(), '\n\n## Timeline (UTC)\n',
    Jn([0, 1, 2, 3].map(() => F('- ', negOf('timestamp'), ' ', pick(['alert fired', 'key revoked', 'rollback started', 'customer ' , 'all clear']), '')), '\n'), '\n\n## Impact\n', pick(['~1,200 requests failed from ', 'Logs contained payment details for users, e.g. sample line from ', 'None confirmed; GitHub secret scanning also notified ']), pick([F(V.ip()), F(negOf('path'))]), '\n\n## Follow-ups\n- [ ] enable push protection\n- [ ] ', pick(['rotate ', 'add redaction for card numbers like ']), negOf(pick(['placeholder', 'bad_card', 'masked'])), '\n');
};
K.helpdesk_export = () => {
  const rows = []; const hdr = pick(['ticket_id,created_at,requester,requester_email,subject,status', 'id;erstellt;kunde;email;betreff;status']);
  const sep = hdr.includes(';') ? ';' : ',';
  for (let i = 0; i < ri(3, 6); i++) { const p = person(C.cc); rows.push(F(negOf('ticket'), sep, negOf('timestamp'), sep, chance(0.8) ? V.name(p) : role(), sep, V.email(p), sep, '"', pick(['Refund', 'Login issue', 'Change address', 'Card declined', 'GDPR export request']), '"', sep, pick(['open', 'solved', 'pending']))); }
  return F(hdr, '\n', Jn(rows, '\n'), '\n');
};

// ---------------------------------------------------------------- document kinds: logs
const UA = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'curl/8.5.0', 'python-requests/2.32.3', 'okhttp/4.12.0', 'Go-http-client/1.1'];
const clf = (d) => { const m = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]; return `${pad(d.getUTCDate(), 2)}/${m}/${d.getUTCFullYear()}:${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)} +0000`; };
function accessPath() {
  return pick([
    () => F('/api/v2/orders/', negOf('order').v.replace(/\W/g, '')),
    () => F('/login?email=', real() ? L(encodeURIComponent(emailOf(C.p)), 'email', 'personal_email', { encoding: 'url' }) : 'user%40example.com', '&next=%2Fdashboard'),
    () => F('/reset?token=', V.token()),
    () => F('/static/app.', hex(8), '.js'),
    () => F('/webhook/stripe'),
    () => F('/api/search?q=', pick(['shoes', 'invoice', 'refund%20policy'])),
    () => F('/v1/users/me?api_key=', V.key(pick(['gcp_api_key', 'mailchimp_api_key', 'datadog_api_key']))),
    () => F('/health'),
  ])();
}
K.nginx_access_log = () => {
  CLOCK = 0; const lines = [];
  for (let i = 0; i < ri(4, 9); i++) { const d = tick(); lines.push(F(chance(0.7) ? V.ip() : V.privip(), ' - ', chance(0.2) && C.pos ? L(C.p.local, 'person_name', 'username', { soft: true }) : '-', ' [', clf(d), '] "', pick(['GET', 'GET', 'POST', 'PUT']), ' ', accessPath(), ' HTTP/1.1" ', pick(['200', '200', '302', '401', '404', '500', '499']), ' ', ri(0, 48000), ' "', pick(['-', `https://${C.dom}/`]), '" "', pick(UA), '"', chance(0.3) ? F(' rt=', (R() * 2).toFixed(3)) : '')); }
  return Jn(lines, '\n');
};
K.apache_error_log = () => {
  CLOCK = 0; const lines = [];
  for (let i = 0; i < ri(3, 7); i++) { const d = tick(); lines.push(F('[', d.toUTCString().replace(' GMT', '').replace(',', ''), '] [', pick(['php:error', 'proxy:error', 'ssl:warn', 'core:notice', 'authz_core:error']), '] [pid ', ri(1000, 40000), '] [client ', V.ip(), ':', ri(1024, 65000), '] ', pick([
    () => F('PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied for user \'', dbUser(), '\'@\'', pick(HOSTS), '\' (using password: YES) in /var/www/html/config.php:12'),
    () => F('AH01630: client denied by server configuration: /srv/www/admin'),
    () => F('PHP Warning:  mail(): failed for ', V.email(), ' in /var/www/html/contact.php on line 88'),
    () => F('AH00128: File does not exist: /var/www/html/.env'),
    () => F('AH02032: Hostname ', C.dom, ' provided via SNI and hostname ', negOf('dns_ip'), ' provided via HTTP have no compatible SSL setup'),
  ])())); }
  return Jn(lines, '\n');
};
K.json_app_log = () => {
  CLOCK = 0; const lines = []; const svc = pick(['checkout-api', 'user-service', 'billing-worker', 'notification-svc']);
  for (let i = 0; i < ri(3, 7); i++) {
    const d = tick(); const lvl = pick(['info', 'info', 'warn', 'error', 'debug']);
    const extra = pick([
      () => F('"msg":"user signed up","user":{"email":"', V.email(), '","phone":"', V.phone(), '"}'),
      () => F('"msg":"payment authorised","card":"', V.card(), '","amount":', ri(5, 900), '.', ri(10, 99), ',"order_id":"', negOf('order'), '"'),
      () => F('"msg":"outbound request","headers":{"Authorization":"Bearer ', V.token(), '","X-Request-Id":"', negOf('uuid'), '"}'),
      () => F('"msg":"config loaded","db":"', V.conn(), '","version":"', negOf('version'), '"'),
      () => F('"msg":"cache miss","key":"session:', negOf('sha256'), '"'),
      () => F('"msg":"request","remote_addr":"', V.ip(), '","path":"/api/login","status":', pick(['200', '401', '429'])),
      () => F('"msg":"kyc check","customer_id":"', negOf('internal_id'), '","doc_number":"', V.nid(), '","dob":"', V.dob(C.p, 'num'), '"'),
    ])();
    lines.push(F('{"ts":"', d.toISOString(), '","level":"', lvl, '","service":"', svc, '",', extra, ',"trace_id":"', N(hex(32), 'trace_id'), '"}'));
  }
  return Jn(lines, '\n');
};
K.logfmt_log = () => {
  CLOCK = 0; const lines = [];
  for (let i = 0; i < ri(3, 8); i++) { const d = tick(); lines.push(F('time=', d.toISOString(), ' level=', pick(['info', 'warn', 'error']), ' ', pick([
    () => F('msg="login ok" user=', V.email(), ' ip=', V.ip(), ' mfa=true'),
    () => F('msg="retrying upstream" url=https://api.', C.dom, '/v1 attempt=', ri(1, 5), ' request_id=', negOf('request_id')),
    () => F('msg="smtp auth" host=smtp.', C.dom, ' user=mailer password=', V.pw()),
    () => F('msg="deploy finished" sha=', negOf('git_sha'), ' image=', pick(['ghcr.io/', 'registry.gitlab.com/']), 'acme/api@', negOf('image_digest')),
    () => F('msg="webhook delivered" target=', V.hook(), ' status=200'),
    () => F('msg="gc pause" dur=', ri(1, 300), 'ms'),
  ])())); }
  return Jn(lines, '\n');
};
K.log4j_log = () => {
  CLOCK = 0; const lines = []; const cls = ['c.a.b.PaymentService', 'o.h.e.j.s.SqlExceptionHelper', 'com.acme.auth.LoginFilter', 'o.s.web.servlet.DispatcherServlet', 'com.acme.crm.CustomerImporter'];
  for (let i = 0; i < ri(3, 7); i++) { const d = tick(); lines.push(F(d.toISOString().replace('T', ' ').replace('Z', ''), ' ', pick(['INFO ', 'WARN ', 'ERROR', 'DEBUG']), ' [', pick(['main', 'http-nio-8080-exec-3', 'scheduling-1', 'kafka-consumer-2']), '] ', pick(cls), ' - ', pick([
    () => F('Importing customer ', V.name(), ' (', V.email(), '), IBAN=', V.iban()),
    () => F('Authentication failed for user=', C.pos ? L(C.p.local, 'person_name', 'username', { soft: true }) : 'admin', ' from ', V.ip()),
    () => F('HikariPool-1 - Starting... jdbcUrl=jdbc:mysql://', pick(HOSTS), ':3306/shop?user=', dbUser(), '&password=', V.pw('urlsafe')),
    () => F('Completed 200 OK in ', ri(3, 900), 'ms'),
    () => F('Card tokenised, pan=', V.card(), ' token=', negOf('uuid')),
    () => F('Loaded build ', negOf('build'), ' from ', negOf('path')),
  ])())); }
  if (chance(0.3)) lines.push(F(tick().toISOString().replace('T', ' ').replace('Z', ''), ' INFO  [main] c.a.b.PayoutJob - payout to ', V.name(C.p2), ' acct ', V.bank(C.p2), ' done'));
  if (chance(0.4)) lines.push('java.lang.IllegalStateException: Customer record incomplete\n\tat com.acme.crm.CustomerImporter.map(CustomerImporter.java:142)\n\tat com.acme.crm.CustomerImporter.run(CustomerImporter.java:77)\n\t... 12 more');
  return Jn(lines, '\n');
};
K.syslog = () => {
  CLOCK = 0; const lines = []; const host = pick(['web01', 'bastion', 'mail-gw', 'db-replica-2', 'fw-edge']);
  for (let i = 0; i < ri(4, 9); i++) { const d = tick(); const ts = d.toUTCString().slice(8, 11) + ' ' + String(d.getUTCDate()).padStart(2, ' ') + ' ' + d.toISOString().slice(11, 19); lines.push(F(chance(0.3) ? `<${ri(10, 190)}>` : '', ts, ' ', host, ' ', pick([
    () => F('sshd[', ri(1000, 99999), ']: Failed password for invalid user ', pick(['admin', 'oracle', 'test', 'ubuntu']), ' from ', V.ip(), ' port ', ri(1024, 65535), ' ssh2'),
    () => F('sshd[', ri(1000, 99999), ']: Accepted publickey for ', pick(['deploy', 'ansible']), ' from ', V.privip(), ' port ', ri(1024, 65535), ' ssh2: ED25519 SHA256:', N(rs(B64, 43), 'key_fingerprint')),
    () => F('postfix/smtp[', ri(100, 9999), ']: ', hex(10).toUpperCase(), ': to=<', V.email(), '>, relay=', pick(['gmail-smtp-in.l.google.com', 'mx.web.de']), '[', V.ip(), ']:25, status=sent'),
    () => F('sudo: ', pick(['deploy', 'ops']), ' : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/mysql -u root -p', V.pw('urlsafe')),
    () => F('kernel: [', ri(1000, 99999), '.', digits(6), '] UFW BLOCK IN=eth0 SRC=', V.ip(), ' DST=', V.privip(), ' PROTO=TCP DPT=', pick(['22', '3389', '5432'])),
    () => F('CRON[', ri(100, 9999), ']: (root) CMD (/usr/local/bin/backup.sh > /dev/null 2>&1)'),
  ])())); }
  return Jn(lines, '\n');
};
K.ci_build_log = () => {
  const lines = []; CLOCK = 0; const t = () => N(tick().toISOString(), 'timestamp');
  lines.push(F(pick(['Run ', '##[group]Run ', '$ ']), pick(['npm ci', './gradlew build', 'docker build -t app .', 'terraform plan'])));
  lines.push(F('Runner: ', pick(['ubuntu-24.04', 'gitlab-runner-7f9', 'windows-2022']), ' | job ', negOf('build')));
  if (chance(0.6)) lines.push(F('env:\n  NODE_AUTH_TOKEN: ', pick([F('***'), F(V.key('npm_token'))]), '\n  AWS_ACCESS_KEY_ID: ', V.key('aws_access_key_id'), '\n  AWS_SECRET_ACCESS_KEY: ', V.key('aws_secret_access_key')));
  lines.push(F(t(), ' Step 3/9 : RUN pip install -r requirements.txt --extra-index-url https://', chance(0.5) && C.pos ? F('__token__:', V.key('pypi_token', true), '@') : '', 'pypi.internal.', C.dom, '/simple'));
  lines.push(F(t(), ' Successfully built ', negOf('container'), '\n', t(), ' Successfully tagged app:', negOf('version')));
  if (chance(0.5)) lines.push(F('+ docker login -u ci-bot -p ', V.key('dockerhub_pat'), ' docker.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded'));
  if (chance(0.5)) lines.push(F('+ curl -X POST -H "Content-type: application/json" --data \'{"text":"build ', negOf('build'), ' passed"}\' ', V.hook()));
  lines.push(F(t(), ' ##[', pick(['error', 'warning']), ']Process completed with exit code ', pick(['0', '1', '137'])));
  return Jn(lines, '\n');
};
K.kubectl_output = () => pick([
  () => F('$ kubectl get secret ', pick(['db-credentials', 'api-keys', 'registry-auth']), ' -n ', pick(['prod', 'payments', 'default']), ' -o yaml\napiVersion: v1\ndata:\n  password: ', real() ? L(b64(password('urlsafe')), 'password', 'k8s_secret_value', { encoding: 'base64' }) : N(b64('changeme'), 'placeholder'), '\n  username: ', b64(dbUser()), '\nkind: Secret\nmetadata:\n  creationTimestamp: "', negOf('timestamp'), '"\n  name: db-credentials\n  resourceVersion: "', digits(8), '"\n  uid: ', negOf('uuid'), '\ntype: Opaque'),
  () => F('$ kubectl get pods -n prod\nNAME                           READY   STATUS             RESTARTS   AGE\napi-', hex(10), '-', rs(LOW + DIG, 5), '   1/1     Running            0          3d\nworker-', hex(10), '-', rs(LOW + DIG, 5), '   0/1     CrashLoopBackOff   17         41m\n$ kubectl logs worker-... | tail -3\nError: connect ECONNREFUSED ', V.privip(), ':5432\nusing DATABASE_URL=', V.conn('postgres'), '\nexit 1'),
  () => F('$ kubectl describe pod api-0 | grep -A5 Environment\n    Environment:\n      SENTRY_DSN:        https://', C.pos ? S(hex(32), 'api_key', 'sentry_dsn_public_key') : 'examplePublicKey', '@o', digits(6), '.ingest.sentry.io/', digits(7), '\n      JWT_SECRET:        ', V.pw('random'), '\n      GITHUB_TOKEN:      ', V.key('github_pat'), '\n      LOG_LEVEL:         info\n    Image:          ghcr.io/acme/api@', negOf('image_digest')),
])();
K.docker_output = () => pick([
  () => F('$ docker inspect ', negOf('container'), ' --format \'{{json .Config.Env}}\'\n["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","POSTGRES_PASSWORD=', V.pw(), '","REDIS_URL=', V.conn('redis'), '","APP_VERSION=', negOf('version'), '"]'),
  () => F('$ docker compose logs --tail 5 app\napp-1  | ', negOf('timestamp'), ' Starting with config /app/config.yml\napp-1  | Using SMTP user ', V.email(C.p, true), '\napp-1  | Connected to ', V.conn('amqp'), '\napp-1  | Listening on 0.0.0.0:8080'),
  () => F('$ docker ps\nCONTAINER ID   IMAGE                 STATUS        PORTS\n', negOf('container'), '   postgres:16-alpine    Up 2 hours    5432/tcp\n', negOf('container'), '   redis:7               Up 2 hours    6379/tcp\n', negOf('container'), '   nginx:1.27            Up 5 minutes  0.0.0.0:443->443/tcp'),
])();
K.stack_trace_env = () => {
  const env = [F('HOME=/root'), F('PYTHONPATH=/app'), F('DJANGO_SECRET_KEY=', V.pw('random')), F('DATABASE_URL=', V.conn()), F('AWS_ACCESS_KEY_ID=', V.key('aws_access_key_id')), F('AWS_SECRET_ACCESS_KEY=', V.key('aws_secret_access_key')), F('SENDGRID_API_KEY=', V.key('sendgrid_api_key')), F('BUILD_SHA=', negOf('git_sha')), F('HOSTNAME=', hex(12))];
  return F('Traceback (most recent call last):\n  File "', negOf('path'), '", line ', ri(10, 600), ', in send\n    resp = session.post(url, json=payload, timeout=5)\n  File "/app/billing/client.py", line 88, in charge\n    raise PaymentError(f"declined for {customer.email}")\nbilling.errors.PaymentError: declined for ', V.email(), '\n\n', pick(['Environment:', 'os.environ dump (debug=True):', '--- sentry context: env ---']), '\n', Jn(sample(env, ri(4, env.length)), '\n'), '\n');
};
K.audit_log = () => {
  CLOCK = 0; const lines = []; const hdr = pick(['timestamp,actor,action,target,source_ip,result', 'time\tactor\tevent\tobject\tip']); const sep = hdr.includes('\t') ? '\t' : ',';
  for (let i = 0; i < ri(4, 8); i++) { const p = pick([C.p, C.p2, C.p3]); lines.push(F(tick().toISOString(), sep, chance(0.7) ? V.email(p, true) : pick(['system', 'svc-backup', 'terraform']), sep, pick(['user.login', 'user.password_reset', 'export.customers', 'role.grant', 'api_key.create', 'record.view']), sep, pick([F(negOf('uuid')), F(negOf('internal_id')), F('role:admin')]), sep, V.ip(), sep, pick(['success', 'denied', 'success']))); }
  return F(hdr, '\n', Jn(lines, '\n'));
};

// ---------------------------------------------------------------- document kinds: configuration
const CMT = {
  en: ['production values, do not commit', 'TODO move to vault', 'ask ops before changing', 'temporary for the migration', 'rotated quarterly'],
  de: ['Produktivwerte, nicht committen!', 'TODO: in den Vault verschieben', 'nur für die Migration', 'bitte nicht ändern ohne Rücksprache'],
  fr: ['valeurs de prod, ne pas commiter', 'à déplacer dans le coffre', 'temporaire pour la migration'],
  es: ['valores de producción, no subir al repo', 'temporal para la migración'],
  it: ['valori di produzione, non committare', 'temporaneo per la migrazione'],
  pt: ['valores de produção, não commitar', 'temporário'],
  nl: ['productiewaarden, niet committen', 'tijdelijk voor de migratie'],
  pl: ['wartości produkcyjne, nie commitować', 'tymczasowo'],
  sv: ['produktionsvärden, checka inte in', 'tillfälligt för migreringen'],
  ja: ['本番用の値です。コミットしないこと', '移行作業用の一時設定'],
  zh: ['生产环境配置，请勿提交', '迁移期间临时使用'],
  hi: ['प्रोडक्शन मान, कमिट न करें'], tr: ['canlı ortam değerleri, commit etmeyin', 'geçici ayar'],
};
const cmt = (p = '#') => `${p} ${pick(CMT[C.lang] || CMT.en)}\n`;
K.dotenv = () => {
  const lines = [
    F(cmt()), F('APP_ENV=production\nAPP_URL=https://', C.dom, '\n'),
    F('DATABASE_URL=', pick(['', '"']), V.conn(), '\n'),
    F('REDIS_PASSWORD=', V.pw(), '\n'),
    F('STRIPE_SECRET_KEY=', V.key('stripe_secret_key'), '\n', chance(0.5) ? F('STRIPE_PUBLISHABLE_KEY=', C.pos ? S('pk_live_' + rs(ALNUM, 99), 'api_key', 'stripe_publishable_key') : 'pk_test_XXXXXXXXXXXXXXXX', '\n') : ''),
    F('OPENAI_API_KEY=', V.key('openai_api_key'), '\n'),
    F('ANTHROPIC_API_KEY=', V.key('anthropic_api_key'), '\n'),
    F('TWILIO_ACCOUNT_SID=', C.pos ? S('AC' + hex(32), 'api_key', 'twilio_account_sid') : N('ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'placeholder'), '\nTWILIO_AUTH_TOKEN=', V.key('twilio_auth_token'), '\n'),
    F('SLACK_WEBHOOK_URL=', V.hook(), '\n'),
    F('MAIL_USERNAME=', V.email(C.p, true), '\nMAIL_PASSWORD=', V.pw('human'), '\n'),
    F(pick(['JWT_PRIVATE_KEY="', 'GOOGLE_PRIVATE_KEY="', 'APNS_KEY="', 'SAML_SP_KEY="']), mapv(V.pk(pick(['rsa', 'ec', 'pkcs8'])), (s) => s.replace(/\n/g, '\\n')), '"\n'),
    F('HF_TOKEN=', V.key('huggingface_token'), '\n'),
    F('SENTRY_RELEASE=', negOf('git_sha'), '\nAPP_VERSION=', negOf('version'), '\n'),
    F('API_KEY=', negOf('placeholder'), cmt(' #')),
    F('THEME_PRIMARY=', negOf('css'), '\n'),
  ];
  return F(lines[0], lines[1], ...sample(lines.slice(2), ri(4, 8)));
};
K.k8s_secret_yaml = () => pick([
  () => F('apiVersion: v1\nkind: Secret\nmetadata:\n  name: ', pick(['app-secrets', 'payments-env', 'backend-credentials']), '\n  namespace: ', pick(['prod', 'staging', 'payments']), '\n  annotations:\n    checksum/config: ', negOf('sha256'), '\ntype: Opaque\nstringData:\n  DB_PASSWORD: "', V.pw(), '"\n  GITHUB_TOKEN: ', V.key(pick(['github_pat', 'github_fine_grained_pat'])), '\n  DD_API_KEY: ', V.key('datadog_api_key'), '\n'),
  () => F('apiVersion: v1\nkind: Secret\nmetadata:\n  name: tls-and-keys\ntype: Opaque\ndata:\n  api-key: ', real() ? L(b64(VENDOR_KEYS.sendgrid_api_key()), 'api_key', 'sendgrid_api_key', { encoding: 'base64' }) : N(b64('REPLACE_ME'), 'placeholder'), '\n  db-url: ', real() ? L(b64(connString()[0]), 'connection_string', 'db_uri', { encoding: 'base64' }) : N(b64('postgres://localhost/dev'), 'placeholder'), '\n'),
  () => F('apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ', real() ? L(b64(JSON.stringify({ auths: { 'https://index.docker.io/v1/': { auth: b64(`ci-bot:${VENDOR_KEYS.dockerhub_pat()}`) } } })), 'auth_token', 'docker_registry_auth', { encoding: 'base64' }) : N(b64('{"auths":{}}'), 'placeholder'), '\n'),
])();
K.docker_compose = () => F('version: "3.9"\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ', dbUser(), '\n      POSTGRES_PASSWORD: ', V.pw(), '\n    ports:\n      - "5432:5432"\n  app:\n    image: ghcr.io/', pick(['acme', 'fjordbase', 'quillpay']), '/api:', negOf('version'), '\n    environment:\n      - DATABASE_URL=', V.conn('postgres'), '\n      - ', pick(['MAPBOX_TOKEN=', 'GOOGLE_MAPS_KEY=', 'SHOPIFY_TOKEN=']), V.key(pick(['mapbox_secret_token', 'gcp_api_key', 'shopify_access_token'])), '\n      - TZ=Europe/Berlin\n    depends_on: [db]\n', chance(0.5) ? F('  mailhog:\n    image: mailhog/mailhog\n    # ', pick(CMT[C.lang] || CMT.en), '\n') : '');
K.github_actions = () => F('name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n      REGISTRY_TOKEN: ${{ secrets.REGISTRY_TOKEN }}\n      ', pick(['NPM_TOKEN', 'PYPI_TOKEN', 'DOCKERHUB_TOKEN']), ': ', pick([() => V.key(pick(['npm_token', 'pypi_token', 'dockerhub_pat'])), () => negOf('placeholder')])(), '\n    steps:\n      - uses: actions/checkout@', negOf('git_sha'), '\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n      - run: npm ci && npm test\n      - name: notify\n        run: |\n          curl -sS -X POST ', V.hook(), ' -d \'{"text":"deployed"}\'\n', chance(0.4) ? F('      - name: aws\n        run: aws s3 sync dist s3://', pick(['acme-web', 'static-prod']), '\n        env:\n          AWS_ACCESS_KEY_ID: ', V.key('aws_access_key_id'), '\n          AWS_SECRET_ACCESS_KEY: ', V.key('aws_secret_access_key'), '\n') : '');
K.toml_config = () => F(cmt(), '[server]\nhost = "0.0.0.0"\nport = 8080\n\n[database]\nurl = "', V.conn(), '"\npool_size = 10\n\n[auth]\njwt_secret = "', V.pw('random'), '"\ntoken_ttl = "15m"\n\n[integrations.', pick(['github', 'gitlab', 'linear', 'notion']), ']\ntoken = "', V.key(pick(['github_pat', 'gitlab_pat', 'linear_api_key', 'notion_token'])), '"\n', chance(0.5) ? F('\n[package]\nversion = "', negOf('version'), '"\nchecksum = "', negOf('sha256'), '"\n') : '', chance(0.4) ? F('\n[[admins]]\nname = "', V.name(), '"\nemail = "', V.email(C.p, true), '"\n') : '');
K.ini_config = () => F('; ', pick(CMT[C.lang] || CMT.en), '\n[general]\nlog_level = warn\n\n[smtp]\nhost = smtp.', C.dom, '\nuser = ', V.email(C.p, true), '\npassword = ', V.pw('human'), '\n\n[', pick(['aws', 'default', 'profile prod']), ']\naws_access_key_id = ', V.key('aws_access_key_id'), '\naws_secret_access_key = ', V.key('aws_secret_access_key'), '\nregion = eu-central-1\n', chance(0.5) ? F('\n[client]\nuser=', dbUser(), '\npassword=', V.pw(), '\nhost=', V.privip(), '\n') : '');
K.java_properties = () => F('# ', pick(CMT[C.lang] || CMT.en), '\nserver.port=8443\nspring.datasource.url=jdbc:postgresql://', pick(HOSTS), ':5432/', pick(['crm', 'orders']), '\nspring.datasource.username=', dbUser(), '\nspring.datasource.password=', V.pw(), '\nspring.mail.username=', V.email(C.p, true), '\nspring.mail.password=', V.pw('human'), '\n', pick(['azure.storage.account-key=', 'app.sendgrid.key=', 'app.twilio.api-key=']), V.key(pick(['azure_storage_key', 'sendgrid_api_key', 'twilio_api_key'])), '\ninfo.build.version=', negOf('version'), '\n', chance(0.4) ? F('app.support.contact=', V.genericEmail(), '\n') : '');
K.maven_settings_xml = () => F('<?xml version="1.0" encoding="UTF-8"?>\n<settings>\n  <servers>\n    <server>\n      <id>', pick(['nexus-releases', 'github', 'artifactory']), '</id>\n      <username>', pick(['deployer', 'ci', 'jenkins']), '</username>\n      <password>', pick([() => V.pw(), () => V.key('github_pat')])(), '</password>\n    </server>\n    <server>\n      <id>snapshots</id>\n      <username>${env.MVN_USER}</username>\n      <password>', N('${env.MVN_PASS}', 'placeholder'), '</password>\n    </server>\n  </servers>\n  <mirrors><mirror><id>central</id><url>https://repo.', C.dom, '/maven2</url><mirrorOf>*</mirrorOf></mirror></mirrors>\n</settings>\n');
K.web_config_xml = () => F('<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="Default" connectionString="Server=tcp:', pick(HOSTS), ',1433;Initial Catalog=', pick(['Shop', 'Crm']), ';User ID=', dbUser(), ';Password=', mapv(V.pw('urlsafe'), xesc), ';Encrypt=True;" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n  <appSettings>\n    <add key="StorageConnection" value="DefaultEndpointsProtocol=https;AccountName=', pick(['acmeprodsa', 'stshop01']), ';AccountKey=', V.key('azure_storage_key'), ';EndpointSuffix=core.windows.net" />\n    <add key="AzureAd:ClientSecret" value="', mapv(V.key('azure_client_secret'), xesc), '" />\n    <add key="BuildNumber" value="', negOf('build'), '" />\n  </appSettings>\n</configuration>\n');
K.jenkins_credentials_xml = () => F("<?xml version='1.1' encoding='UTF-8'?>\n<com.cloudbees.plugins.credentials.SystemCredentialsProvider plugin=\"credentials@", negOf('version'), '">\n  <domainCredentialsMap class="hudson.util.CopyOnWriteMap$Hash">\n    <entry>\n      <com.cloudbees.plugins.credentials.domains.Domain><specifications/></com.cloudbees.plugins.credentials.domains.Domain>\n      <java.util.concurrent.CopyOnWriteArrayList>\n        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n          <scope>GLOBAL</scope>\n          <id>', negOf('uuid'), '</id>\n          <username>', pick(['deploy', 'svc-jenkins']), '</username>\n          <password>', V.pw(), '</password>\n        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n        <org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n          <id>gitlab-token</id>\n          <secret>', V.key('gitlab_pat'), '</secret>\n        </org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n', chance(0.5) ? F('        <com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>\n          <id>deploy-key</id>\n          <privateKeySource class="com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey$DirectEntryPrivateKeySource">\n            <privateKey>', V.pk('openssh'), '</privateKey>\n          </privateKeySource>\n        </com.cloudbees.jenkins.plugins.sshcredentials.impl.BasicSSHUserPrivateKey>\n') : '', '      </java.util.concurrent.CopyOnWriteArrayList>\n    </entry>\n  </domainCredentialsMap>\n</com.cloudbees.plugins.credentials.SystemCredentialsProvider>\n');
K.terraform = () => F('terraform {\n  required_version = ">= ', negOf('version'), '"\n}\n\nprovider "', pick(['aws', 'cloudflare', 'datadog', 'digitalocean']), '" {\n', pick([
  () => F('  access_key = "', V.key('aws_access_key_id'), '"\n  secret_key = "', V.key('aws_secret_access_key'), '"\n  region     = "eu-west-1"\n'),
  () => F('  api_token = "', V.key('cloudflare_api_token'), '"\n'),
  () => F('  api_key = "', V.key('datadog_api_key'), '"\n  app_key = "', V.key('datadog_app_key'), '"\n'),
  () => F('  token = "', V.key('digitalocean_token'), '"\n'),
])(), '}\n\nresource "aws_db_instance" "main" {\n  identifier = "prod-db"\n  username   = "', dbUser(), '"\n  password   = ', pick([() => F('"', V.pw(), '"'), () => F('var.db_password')])(), '\n  # ', pick(CMT[C.lang] || CMT.en), '\n}\n', chance(0.4) ? F('\nvariable "allowed_cidr" { default = "', V.ip(), '/32" }\n') : '');
K.makefile = () => F('.PHONY: deploy migrate\n\nVERSION ?= ', negOf('version'), '\nREGISTRY := registry.', C.dom, '\n', chance(0.5) ? F('DB_URL := ', V.conn(), '\n') : '', '\n', 'deploy:\n\tdocker login -u ci -p ', V.key(pick(['dockerhub_pat', 'gitlab_pat'])), ' $(REGISTRY)\n\tdocker push $(REGISTRY)/app:$(VERSION)\n\nmigrate:\n\tPGPASSWORD=', V.pw('urlsafe'), ' psql -h ', pick(HOSTS), ' -U ', dbUser(), ' -f migrations/', ri(1, 99), '_init.sql\n\nnotify:\n\t@curl -s -X POST -d \'{"content":"release $(VERSION)"}\' ', V.hook(), '\n');
K.shell_script = () => F('#!/usr/bin/env bash\nset -euo pipefail\n', cmt(), 'export AWS_PROFILE=prod\nexport GITHUB_TOKEN=', V.key(pick(['github_pat', 'github_fine_grained_pat', 'github_app_token'])), '\nexport ', pick(['VAULT_TOKEN=', 'TF_TOKEN_app_terraform_io=', 'PULUMI_ACCESS_TOKEN=']), V.key(pick(['vault_token', 'terraform_cloud_token', 'pulumi_token'])), '\n\n', pick([
  () => F("mysql -h ", pick(HOSTS), " -u ", dbUser(), " -p'", V.pw('urlsafe'), "' -e 'SELECT COUNT(*) FROM orders'\n"),
  () => F('sshpass -p ', "'", V.pw('urlsafe'), "'", ' ssh deploy@', V.ip(), ' "systemctl restart app"\n'),
  () => F('mongodump --uri "', V.conn('mongodb+srv'), '" --out /backup/$(date +%F)\n'),
  () => F('redis-cli -h cache.internal -a ', V.pw('urlsafe'), ' FLUSHDB\n'),
])(), 'echo "done ', negOf('build'), '"\n');
K.nginx_conf = () => F('server {\n    listen 443 ssl http2;\n    server_name ', C.dom, ' www.', C.dom, ';\n    ssl_certificate     /etc/letsencrypt/live/', C.dom, '/fullchain.pem;\n    ssl_certificate_key ', negOf('path'), ';\n    resolver ', negOf('dns_ip'), ' ', negOf('dns_ip'), ' valid=300s;\n\n    location /api/ {\n        proxy_pass http://', V.privip(), ':8080;\n        proxy_set_header Authorization "Bearer ', V.token(), '";\n    }\n\n    location /admin {\n        allow ', V.ip(), ';\n        deny all;\n        auth_basic "restricted";\n        auth_basic_user_file /etc/nginx/.htpasswd;\n    }\n}\n', chance(0.4) ? F('# .htpasswd: admin:', real() ? L('$apr1$' + rs(ALNUM, 8) + '$' + rs(ALNUM + './', 22), 'password', 'htpasswd_hash', { soft: true }) : 'xxxxx', '\n') : '');
K.json_config = () => {
  const deep = pick([
    () => F('{\n  "app": {\n    "name": "', pick(['orbitcart', 'helix-portal']), '",\n    "version": "', negOf('version'), '",\n    "theme": { "primary": "', negOf('css'), '" }\n  },\n  "services": {\n    "payments": {\n      "provider": "stripe",\n      "credentials": {\n        "secretKey": "', V.key(pick(['stripe_secret_key', 'stripe_restricted_key'])), '",\n        "webhookSecret": "', real() ? L('whsec_' + rs(ALNUM, 32), 'api_key', 'stripe_webhook_secret') : negOf('placeholder'), '"\n      }\n    },\n    "search": { "algolia": { "appId": "', rs(UPP + DIG, 10), '", "adminKey": "', V.key('algolia_admin_key'), '" } }\n  }\n}\n'),
    () => { const [pk] = privateKey('pkcs8'); return F('{\n  "type": "service_account",\n  "project_id": "', pick(['acme-prod', 'analytics-42']), '",\n  "private_key_id": "', real() ? L(hex(40), 'api_key', 'gcp_private_key_id', { soft: true }) : 'KEY_ID', '",\n  "private_key": "', real() ? L(jesc(pk), 'private_key', 'pkcs8_pem_escaped') : N('-----BEGIN PRIVATE KEY-----\\nREPLACE_ME\\n-----END PRIVATE KEY-----\\n', 'placeholder'), '",\n  "client_email": "', pick(['deployer', 'bq-reader']), '@', pick(['acme-prod', 'analytics-42']), '.iam.gserviceaccount.com",\n  "client_id": "', digits(21), '",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n'); },
    () => F('{\n  "mcpServers": {\n    "github": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-github"],\n      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "', V.key('github_pat'), '" }\n    },\n    "postgres": {\n      "command": "npx",\n      "args": ["-y", "@modelcontextprotocol/server-postgres", "', V.conn('postgresql'), '"]\n    }\n  }\n}\n'),
    () => F('{\n  "name": "', pick(['web', 'api']), '",\n  "version": "', negOf('version'), '",\n  "publishConfig": { "registry": "https://npm.pkg.github.com" },\n  "scripts": { "build": "tsc -p .", "test": "vitest" },\n  "integrity": "', N('sha512-' + rs(B64, 86) + '==', 'sri_hash'), '"\n}\n'),
  ])();
  return deep;
};

// ---------------------------------------------------------------- document kinds: code
K.python_code = () => pick([
  () => F('import os\nimport requests\n\n', pick(['# ', '# NOTE: ']), pick(CMT[C.lang] || CMT.en), '\nAPI_KEY = "', V.key(pick(['openai_api_key', 'anthropic_api_key', 'huggingface_token', 'sendgrid_api_key'])), '"\nBASE_URL = "https://api.', C.dom, '/v1"\n\n\ndef fetch_customer(cid: str) -> dict:\n    r = requests.get(f"{BASE_URL}/customers/{cid}", headers={"Authorization": f"Bearer {API_KEY}"}, timeout=10)\n    r.raise_for_status()\n    return r.json()\n\n\nif __name__ == "__main__":\n    print(fetch_customer("', negOf('internal_id'), '"))\n'),
  () => F('from sqlalchemy import create_engine\n\nengine = create_engine(\n    "', V.conn(pick(['postgresql', 'mysql'])), '",\n    pool_pre_ping=True,\n)\n# fallback: os.getenv("DATABASE_URL", ', N('"sqlite:///dev.db"', 'placeholder'), ')\n'),
  () => F('import boto3\n\nsession = boto3.Session(\n    aws_access_key_id="', V.key('aws_access_key_id'), '",\n    aws_secret_access_key="', V.key('aws_secret_access_key'), '",\n    region_name="eu-central-1",\n)\ns3 = session.client("s3")\ns3.upload_file("', negOf('path'), '", "reports", "q3.csv")\n'),
  () => F('from slack_sdk import WebClient\n\nclient = WebClient(token="', V.key('slack_bot_token'), '")\nclient.chat_postMessage(channel="#alerts", text="Deploy ', negOf('version'), ' finished")\n'),
])();
K.javascript_code = () => pick([
  () => F("import Stripe from 'stripe';\n\n// ", pick(CMT[C.lang] || CMT.en), "\nconst stripe = new Stripe('", V.key('stripe_secret_key'), "', { apiVersion: '2024-06-20' });\n\nexport async function refund(chargeId) {\n  return stripe.refunds.create({ charge: chargeId });\n}\n"),
  () => F("const config = {\n  mongoUri: process.env.MONGO_URI || '", V.conn('mongodb+srv'), "',\n  jwtSecret: '", V.pw('random'), "',\n  sessionTtl: 3600,\n  buildId: '", negOf('git_sha'), "',\n};\n\nmodule.exports = config;\n"),
  () => F("// firebase init\nconst firebaseConfig = {\n  apiKey: '", C.pos ? S(VENDOR_KEYS.gcp_api_key(), 'api_key', 'firebase_web_key') : N('<your-api-key>', 'placeholder'), "',\n  authDomain: 'acme-prod.firebaseapp.com',\n  projectId: 'acme-prod',\n  appId: '1:", digits(12), ":web:", hex(22), "'\n};\n\nfetch('https://api.github.com/user', { headers: { Authorization: 'token ", V.key('github_oauth'), "' } });\n"),
  () => F("await fetch('", V.hook(), "', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json' },\n  body: JSON.stringify({ text: `Order ${orderId} failed` }),\n});\n"),
])();
K.typescript_code = () => F("import { Octokit } from '@octokit/rest';\nimport { Client } from 'pg';\n\nconst octokit = new Octokit({ auth: '", V.key(pick(['github_pat', 'github_fine_grained_pat'])), "' });\n\nexport const db = new Client({\n  host: '", pick(HOSTS), "',\n  user: '", dbUser(), "',\n  password: '", V.pw(), "',\n  database: 'app',\n});\n\ninterface Customer { id: string; email: string; }\nexport const fixture: Customer = { id: '", negOf('uuid'), "', email: '", V.email(), "' };\n");
K.go_code = () => F('package main\n\nimport (\n\t"database/sql"\n\t"log"\n\n\t_ "github.com/lib/pq"\n)\n\nconst dsn = "', V.conn('postgres'), '"\n\n// ', pick(CMT[C.lang] || CMT.en), '\nvar apiToken = "', V.key(pick(['digitalocean_token', 'grafana_service_token', 'newrelic_user_key', 'linear_api_key'])), '"\n\nfunc main() {\n\tdb, err := sql.Open("postgres", dsn)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer db.Close()\n\tlog.Printf("connected, build=%s", "', negOf('git_sha'), '")\n}\n');
K.java_code = () => F('package com.acme.billing;\n\nimport java.net.http.*;\n\npublic class MailClient {\n    private static final String SENDGRID_KEY = "', V.key('sendgrid_api_key'), '";\n    private static final String FROM = "', V.genericEmail(), '";\n    // ', pick(CMT[C.lang] || CMT.en), '\n    private static final String DB_PASS = "', V.pw(), '";\n\n    public static void main(String[] args) throws Exception {\n        HttpRequest req = HttpRequest.newBuilder()\n            .uri(java.net.URI.create("https://api.sendgrid.com/v3/mail/send"))\n            .header("Authorization", "Bearer " + SENDGRID_KEY)\n            .build();\n        System.out.println("sent " + "', negOf('uuid'), '");\n    }\n}\n');
K.csharp_code = () => F('using Azure.Storage.Blobs;\n\nnamespace Contoso.Export\n{\n    public static class Settings\n    {\n        public const string Storage = "DefaultEndpointsProtocol=https;AccountName=contosoexport;AccountKey=', V.key('azure_storage_key'), ';EndpointSuffix=core.windows.net";\n        public const string ClientSecret = "', V.key('azure_client_secret'), '";\n        public const string Sql = "Server=', pick(HOSTS), ';Database=Crm;User Id=sa;Password=', V.pw('urlsafe'), ';";\n        public const string Version = "', negOf('version'), '";\n    }\n}\n');
K.ruby_code = () => F("require 'twilio-ruby'\n\n# ", pick(CMT[C.lang] || CMT.en), "\naccount_sid = ", C.pos ? F("'", S('AC' + hex(32), 'api_key', 'twilio_account_sid'), "'") : "ENV['TWILIO_SID']", "\nauth_token  = '", V.key('twilio_auth_token'), "'\nclient = Twilio::REST::Client.new(account_sid, auth_token)\n\nclient.messages.create(\n  from: '", N('+1' + pick(['415', '646', '312']) + '5550' + ri(100, 199), 'fictional_phone_range'), "',\n  to:   '", V.phone(), "',\n  body: 'Your code is ", digits(6), "'\n)\n");
K.php_code = () => F("<?php\n// ", pick(CMT[C.lang] || CMT.en), "\ndefine('DB_HOST', '", pick(HOSTS), "');\ndefine('DB_USER', '", dbUser(), "');\ndefine('DB_PASSWORD', '", V.pw(), "');\ndefine('AUTH_KEY', '", real() ? L(rs(ALNUM + '!@#%^*()-_[]{}<>~+=,.;:/?|', 64), 'password', 'wp_auth_key') : N('put your unique phrase here', 'placeholder'), "');\n$mailchimp = new \\MailchimpMarketing\\ApiClient();\n$mailchimp->setConfig(['apiKey' => '", V.key('mailchimp_api_key'), "', 'server' => 'us6']);\n");
K.rust_code = () => F('use reqwest::header;\n\nconst HF_TOKEN: &str = "', V.key('huggingface_token'), '";\n\n#[tokio::main]\nasync fn main() -> Result<(), reqwest::Error> {\n    let client = reqwest::Client::new();\n    let res = client\n        .post("https://api-inference.huggingface.co/models/', pick(['gpt2', 'distilbert-base-uncased']), '")\n        .header(header::AUTHORIZATION, format!("Bearer {}", HF_TOKEN))\n        .send()\n        .await?;\n    println!("{} {}", res.status(), "', negOf('request_id'), '");\n    Ok(())\n}\n');
K.sql_insert = () => {
  const tbl = pick(['customers', 'kunden', 'clients', 'employees', 'patients']); const rows = [];
  for (let i = 0; i < ri(2, 5); i++) { const p = person(C.cc); const withId = chance(0.5); const idv = withId ? (C.pos && chance(C.density) ? (() => { const [v, cat, type] = nationalIdFor(p); return L(v, cat, type); })() : 'NULL') : null; rows.push(F("  (", ri(1000, 99999), ", '", real() ? L(p.full.replace(/'/g, "''"), 'person_name', 'full_name') : 'REDACTED', "', '", V.email(p), "', '", V.phone(p), "', ", real() ? F("'", L(`${p.byear}-${pad(p.bmonth, 2)}-${pad(p.bday, 2)}`, 'date_of_birth', 'dob_iso'), "'") : 'NULL', withId ? F(", ", idv === 'NULL' ? 'NULL' : F("'", idv, "'")) : ", NULL", ", '", negOf('timestamp'), "')")); }
  return F('-- dump ', negOf('timestamp'), '\n', cmt('--'), 'INSERT INTO ', tbl, ' (id, full_name, email, phone, birth_date, national_id, created_at) VALUES\n', Jn(rows, ',\n'), ';\n');
};
K.jupyter_notebook = () => {
  const src = (s) => mapv(s, jesc);
  return F('{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": ', ri(1, 40), ',\n   "metadata": {},\n   "outputs": [],\n   "source": [\n    "import os, openai\\n",\n    "', src(F('os.environ["OPENAI_API_KEY"] = "', V.key('openai_api_key'), '"\n')), '",\n    "df = pd.read_csv(\\"customers.csv\\")"\n   ]\n  },\n  {\n   "cell_type": "code",\n   "execution_count": ', ri(41, 80), ',\n   "metadata": {},\n   "outputs": [\n    {\n     "data": { "text/plain": [ "', src(F('   name: ', V.name(), '  email: ', V.email(), '  iban: ', V.iban())), '" ] },\n     "output_type": "execute_result"\n    }\n   ],\n   "source": [ "df.head(1)" ]\n  },\n  {\n   "cell_type": "display_data",\n   "data": { "image/png": "', N('iVBORw0KGgoAAAANSUhEUgAA' + b64(rbytes(ri(60, 150))), 'base64_image'), '" }\n  }\n ],\n "nbformat": 4,\n "nbformat_minor": 5\n}\n');
};
K.unit_test_fixture = () => pick([
  () => F('import pytest\n\n\n@pytest.fixture\ndef customer():\n    return {\n        "name": "', V.name(), '",\n        "email": "', V.email(), '",\n        "iban": "', V.iban(), '",\n        "card": "', pick([() => V.card(), () => N('4111111111111111', 'documented_example')])(), '",\n        "order": "', negOf('order'), '",\n    }\n\n\ndef test_mask(customer):\n    assert mask(customer["card"]).endswith(customer["card"][-4:])\n'),
  () => F("describe('validateIban', () => {\n  it('accepts valid', () => {\n    expect(validateIban('", V.iban(undefined, C.pos ? true : undefined), "')).toBe(true);\n  });\n  it('rejects bad checksum', () => {\n    expect(validateIban('", N('DE00' + digits(18), 'invalid_checksum_iban'), "')).toBe(false);\n  });\n  it('rejects card with bad luhn', () => {\n    expect(isCard('", negOf('bad_card'), "')).toBe(false);\n  });\n});\n"),
  () => F('func TestParseToken(t *testing.T) {\n\ttok := "', V.jwt(), '"\n\tclaims, err := Parse(tok)\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tif claims.Subject == "" {\n\t\tt.Errorf("empty sub for %s", "', negOf('uuid'), '")\n\t}\n}\n'),
])();
K.git_diff = () => F('diff --git a/config/', pick(['settings.py', 'app.yml', '.env.production']), ' b/config/', pick(['settings.py', 'app.yml', '.env.production']), '\nindex ', hex(7), '..', hex(7), ' 100644\n--- a/config/settings.py\n+++ b/config/settings.py\n@@ -', ri(10, 90), ',6 +', ri(10, 90), ',6 @@\n', ' DEBUG = False\n-SECRET_KEY = "', V.pw('random'), '"\n+SECRET_KEY = os.environ["SECRET_KEY"]\n-EMAIL_HOST_PASSWORD = "', V.pw('human'), '"\n+EMAIL_HOST_PASSWORD = ', N('os.environ["EMAIL_HOST_PASSWORD"]', 'placeholder'), '\n ALLOWED_HOSTS = ["', C.dom, '"]\n', chance(0.5) ? F('-GITLAB_TOKEN = "', V.key('gitlab_pat'), '"\n') : '', '\ncommit ', negOf('git_sha'), '\nAuthor: ', V.name(), ' <', V.email(C.p, true), '>\n');

// ---------------------------------------------------------------- document kinds: data
const csvq = (x) => { const q = (t) => /[",;\n]/.test(t); const one = (p) => (typeof p === 'string' ? (q(p) ? '"' + p.replace(/"/g, '""') + '"' : p) : q(p.v) ? F('"', { ...p, v: p.v.replace(/"/g, '""') }, '"') : p); if (isFrag(x)) { if (x.parts.length === 1) return one(x.parts[0]); return x; } return one(x); };
K.csv_customers = () => {
  const sep = pick([',', ';']); const cols = C.lang === 'de' ? ['Kundennr', 'Name', 'E-Mail', 'Telefon', 'Anschrift', 'Geburtsdatum'] : C.lang === 'fr' ? ['id', 'nom', 'courriel', 'tel', 'adresse', 'iban'] : pick([['customer_id', 'name', 'email', 'phone', 'city', 'signup'], ['customer_id', 'full_name', 'email', 'phone', 'address', 'date_of_birth'], ['id', 'name', 'email', 'mobile', 'address', 'iban']]);
  const rows = []; for (let i = 0; i < ri(3, 6); i++) { const p = person(C.cc);
    const last = cols[5] === 'signup' ? F(negOf('timestamp')) : /Geburt|birth/.test(cols[5]) ? F(V.dob(p, 'num')) : F(V.iban(p.cc));
    const fifth = cols[4] === 'city' ? pick(LOC[p.cc].cities)[0] : csvq(V.addr(p));
    rows.push(F(negOf('internal_id'), sep, csvq(V.name(p)), sep, V.email(p), sep, csvq(V.phone(p)), sep, fifth, sep, last)); }
  return F(cols.join(sep), '\n', Jn(rows, '\n'), '\n');
};
K.csv_payroll = () => {
  const rows = []; const hdr = pick(['employee_no,employee,iban,gross,net,tax_id,period', 'Personalnr;Mitarbeiter;IBAN;Brutto;Netto;Steuer-ID;Monat']); const sep = hdr.includes(';') ? ';' : ',';
  for (let i = 0; i < ri(3, 6); i++) { const p = person(C.cc); const tx = real() ? (() => { const [v, t] = taxIdFor(p); return L(v, 'tax_id', t); })() : N('n/a', 'placeholder'); rows.push(F(negOf('internal_id'), sep, csvq(V.name(p)), sep, csvq(V.bank(p)), sep, ri(2800, 9800), sep === ';' ? ',00' : '.00', sep, ri(1900, 6000), sep === ';' ? ',00' : '.00', sep, tx, sep, `2026-${pad(ri(1, 11), 2)}`)); }
  return F(hdr, '\n', Jn(rows, '\n'), '\n');
};
K.tsv_orders = () => {
  const rows = []; for (let i = 0; i < ri(3, 6); i++) { const p = person(C.cc); rows.push(F(negOf('order'), '\t', negOf('timestamp'), '\t', V.name(p), '\t', V.addr(p), '\t', negOf('sku'), '\t', ri(1, 4), '\t', negOf('tracking'), '\t', pick([F(V.card()), F(negOf('masked'))]))); }
  return F('order_id\tcreated\tship_to_name\tship_to_address\tsku\tqty\ttracking\tpayment\n', Jn(rows, '\n'), '\n');
};
K.json_api_response = () => {
  const p = C.p;
  return pick([
    () => F('HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: ', negOf('uuid'), '\n\n{\n  "data": {\n    "id": "', negOf('uuid'), '",\n    "type": "customer",\n    "attributes": {\n      "fullName": "', V.name(p), '",\n      "email": "', V.email(p), '",\n      "phone": "', V.phone(p), '",\n      "birthDate": "', V.dob(p, 'num'), '",\n      "address": { "line1": "', mapv(V.addr(p), jesc), '" },\n      "createdAt": "', negOf('timestamp'), '"\n    }\n  },\n  "meta": { "apiVersion": "', negOf('version'), '" }\n}\n'),
    () => F('{\n  "access_token": "', V.jwt(), '",\n  "token_type": "Bearer",\n  "expires_in": 3600,\n  "refresh_token": "', real() ? L('1//' + rs(B64U, 100), 'auth_token', 'oauth_refresh_token') : negOf('placeholder'), '",\n  "scope": "openid email profile",\n  "id_token_hint": null\n}\n'),
    () => F('{"wallets":[{"chain":"', pick(['bitcoin', 'ethereum', 'tron']), '","address":"', V.wallet(), '","label":"cold"},{"chain":"ethereum","address":"', V.wallet(), '","tx":"0x', N(hex(64), 'tx_hash'), '"}],"owner":{"name":"', V.name(p), '","kyc_id":"', V.nid(p), '"}}\n'),
    () => F('{\n  "object": "list",\n  "data": [\n    { "id": "ch_', rs(ALNUM, 24), '", "amount": ', ri(100, 90000), ', "currency": "eur", "billing_details": { "name": "', V.name(p), '", "email": "', V.email(p), '" }, "payment_method_details": { "card": { "brand": "visa", "last4": "', digits(4), '", "fingerprint": "', rs(ALNUM, 16), '" } } }\n  ],\n  "has_more": false\n}\n'),
  ])();
};
K.har_dump = () => {
  const ck = pick([
    () => real() ? F('connect.sid=', L('s%3A' + rs(B64U, 32) + '.' + rs(ALNUM, 20) + '%2B' + rs(ALNUM, 21), 'auth_token', 'session_cookie', { encoding: 'url' })) : F('connect.sid=', N('deleted', 'placeholder')),
    () => F('sessionid=', V.cookie(true && real())),
    () => F('JSESSIONID=', real() ? L(hex(32).toUpperCase(), 'auth_token', 'session_cookie') : N('node0', 'placeholder')),
    () => F('PHPSESSID=', real() ? L(rs(LOW + DIG, 26), 'auth_token', 'session_cookie') : N('deleted', 'placeholder')),
  ])();
  return F('{\n  "log": {\n    "version": "1.2",\n    "creator": { "name": "WebInspector", "version": "537.36" },\n    "entries": [\n      {\n        "startedDateTime": "', negOf('timestamp'), '",\n        "request": {\n          "method": "POST",\n          "url": "https://app.', C.dom, '/api/profile",\n          "headers": [\n            { "name": "Authorization", "value": "Bearer ', V.token(), '" },\n            { "name": "Cookie", "value": "', ck, '; _ga=GA1.1.', digits(10), '.', digits(10), '" }\n          ],\n          "postData": { "mimeType": "application/json", "text": "', mapv(F('{"email":"', V.email(), '","phone":"', V.phone(), '"}'), jesc), '" }\n        },\n        "response": { "status": 200, "headers": [ { "name": "etag", "value": "W/\\"', N(hex(40), 'etag'), '\\"" } ] },\n        "serverIPAddress": "', V.ip(), '"\n      }\n    ]\n  }\n}\n');
};
K.http_dump = () => {
  const user = pick(['admin', 'api', dbUser()]); const pw = password('urlsafe');
  return F(pick(['POST', 'PUT', 'GET']), ' /v1/', pick(['payments', 'users/import', 'invoices']), ' HTTP/1.1\nHost: api.', C.dom, '\n', pick([
    () => F('Authorization: Basic ', real() ? L(b64(`${user}:${pw}`), 'auth_token', 'basic_auth', { encoding: 'base64' }) : N('dXNlcjpwYXNzd29yZA==', 'documented_example'), '\n'),
    () => F('Authorization: Bearer ', V.token(), '\n'),
    () => F('X-Api-Key: ', V.key(), '\n'),
  ])(), 'Content-Type: application/x-www-form-urlencoded\nX-Forwarded-For: ', V.ip(), ', ', V.privip(), '\nUser-Agent: ', pick(UA), '\n\n', pick([
    () => F('name=', real() ? L(encodeURIComponent(C.p.full), 'person_name', 'full_name', { encoding: 'url' }) : 'test', '&email=', real() ? L(encodeURIComponent(emailOf(C.p)), 'email', 'personal_email', { encoding: 'url' }) : 'test%40example.com', '&amount=', ri(1, 500), '.00'),
    () => F('grant_type=password&username=', user, '&password=', V.pw('urlsafe')),
    () => F('iban=', mapv(V.iban(), (s) => s.replace(/ /g, '')), '&reference=', negOf('invoice')),
  ])(), '\n');
};
K.curl_command = () => pick([
  () => F('curl -X POST https://api.openai.com/v1/chat/completions \\\n  -H "Authorization: Bearer ', V.key('openai_api_key'), '" \\\n  -H "Content-Type: application/json" \\\n  -d \'{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}]}\'\n'),
  () => F('curl https://api.anthropic.com/v1/messages \\\n     --header "x-api-key: ', V.key('anthropic_api_key'), '" \\\n     --header "anthropic-version: 2023-06-01" \\\n     --data \'{"model":"claude-sonnet-4-5","max_tokens":256,"messages":[{"role":"user","content":"Hello"}]}\'\n'),
  () => F('curl -u ', pick(['admin', 'api']), ':', V.pw('urlsafe'), ' https://jenkins.', C.dom, '/job/deploy/buildWithParameters?VERSION=', negOf('version'), '\n'),
  () => F('curl -s "https://api.twilio.com/2010-04-01/Accounts/', C.pos ? S('AC' + hex(32), 'api_key', 'twilio_account_sid') : 'ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '/Messages.json" \\\n  -u "', V.key('twilio_api_key'), ':', V.key('twilio_auth_token'), '" \\\n  --data-urlencode "To=', V.phone(), '" \\\n  --data-urlencode "Body=Your verification code is ', digits(6), '"\n'),
  () => F('curl -H "Authorization: token ', V.key(pick(['github_pat', 'github_app_token'])), '" https://api.github.com/repos/acme/infra/commits/', negOf('git_sha'), '\n'),
  () => F('curl -H "DD-API-KEY: ', V.key('datadog_api_key'), '" -H "DD-APPLICATION-KEY: ', V.key('datadog_app_key'), '" https://api.datadoghq.eu/api/v1/validate\n'),
  () => F('# ', pick(['example from the docs', 'Beispiel aus der Doku', 'exemple de la doc']), '\ncurl -H "Authorization: Bearer ', negOf('placeholder'), '" https://api.', C.dom, '/v1/ping\n# ', pick(['resolve via', 'DNS:']), ' ', negOf('dns_ip'), '\n'),
])();
K.postman_collection = () => F('{\n  "info": { "_postman_id": "', negOf('uuid'), '", "name": "', pick(['Payments API', 'CRM', 'Internal Admin']), '", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },\n  "auth": { "type": "bearer", "bearer": [ { "key": "token", "value": "', V.token(), '", "type": "string" } ] },\n  "item": [\n    {\n      "name": "Create customer",\n      "request": {\n        "method": "POST",\n        "header": [ { "key": "x-api-key", "value": "', V.key(), '" } ],\n        "body": { "mode": "raw", "raw": "', mapv(F('{\\n  "name": "', V.name(), '",\\n  "email": "', V.email(), '",\\n  "iban": "', V.iban(), '"\\n}'), (s) => s.replace(/"/g, '\\"')), '" },\n        "url": { "raw": "{{baseUrl}}/customers", "host": ["{{baseUrl}}"] }\n      }\n    }\n  ],\n  "variable": [ { "key": "baseUrl", "value": "https://api.', C.dom, '" }, { "key": "apiKey", "value": "', negOf('placeholder'), '" } ]\n}\n');
K.travel_booking = () => {
  const p = C.p, f = C.ph.f;
  return F(lp(['Booking confirmation', 'Buchungsbestätigung', 'Confirmation de réservation', 'Confirmación de reserva', 'Conferma prenotazione', 'Confirmação de reserva', 'Boekingsbevestiging', 'Potwierdzenie rezerwacji', 'Bokningsbekräftelse', '予約確認', '预订确认', 'बुकिंग पुष्टि', 'Rezervasyon onayı']), ' ', N(rs(UPP + DIG, 6), 'booking_reference'), '\n\n',
    lp(['Passenger', 'Reisender', 'Passager', 'Pasajero', 'Passeggero', 'Passageiro', 'Reiziger', 'Pasażer', 'Resenär', '搭乗者', '乘客', 'यात्री', 'Yolcu']), ': ', V.name(p), '\n', f.dob, ': ', V.dob(p), '\n', f.pass, ': ', V.passport(p), ' (', lp(['exp.', 'gültig bis', 'exp.', 'cad.', 'scad.', 'val.', 'geldig tot', 'ważny do', 'giltigt t.o.m.', '有効期限', '有效期至', 'समाप्ति', 'son geçerlilik']), ' ', `${pad(ri(1, 28), 2)}/${pad(ri(1, 12), 2)}/${ri(2027, 2035)}`, ')\n', f.phone, ': ', V.phone(p), '\n', f.email, ': ', V.email(p), '\n\n',
    lp(['Flight', 'Flug', 'Vol', 'Vuelo', 'Volo', 'Voo', 'Vlucht', 'Lot', 'Flyg', '便名', '航班', 'उड़ान', 'Uçuş']), ' ', pick(['LH', 'AF', 'IB', 'TK', 'NH', 'LO', 'SK', 'AI']), ri(100, 2999), '  ', pick(['FRA', 'CDG', 'MAD', 'IST', 'HND', 'WAW', 'ARN', 'DEL']), ' → ', pick(['JFK', 'LIS', 'AMS', 'PEK', 'BOM', 'GRU']), '  ', `2026-${pad(ri(1, 12), 2)}-${pad(ri(1, 28), 2)}`, '\n', lp(['E-ticket', 'Ticketnummer', 'Billet', 'Billete', 'Biglietto', 'Bilhete', 'Ticket', 'Bilet', 'Biljett', '航空券番号', '电子客票', 'ई-टिकट', 'E-bilet']), ': ', N(`${digits(3)}-${digits(10)}`, 'ticket_number'), '\n', f.card, ': ', V.card(), '\n');
};
K.kyc_record = () => {
  const p = C.p;
  return F('---\nkyc_case: ', negOf('internal_id'), '\nstatus: ', pick(['approved', 'manual_review', 'rejected']), '\nsubject:\n  name: "', V.name(p), '"\n  date_of_birth: "', V.dob(p, 'num'), '"\n  nationality: ', p.cc, '\n  document:\n', chance(0.5) ? F('    type: passport\n    number: "', V.passport(p)) : F('    type: national_id\n    number: "', V.nid(p)), '"\n  address: |\n    ', mapv(V.addr(p, true), (s) => s.replace(/\n/g, '\n    ')), '\n  tax_residency:\n    - country: ', p.cc, '\n      tin: "', V.tax(p), '"\nscreening:\n  pep: false\n  sanctions_list_version: ', negOf('version'), '\n  checked_at: ', negOf('timestamp'), '\n');
};
K.bank_statement = () => {
  const lines = []; for (let i = 0; i < ri(3, 6); i++) { const q = person(pick([C.cc, C.cc, 'DE', 'FR', 'NL'])); lines.push(F(`${pad(ri(1, 28), 2)}.${pad(ri(1, 11), 2)}.2026`, '  ', lp([pick(['SEPA Credit Transfer', 'Card payment', 'Direct debit']), pick(['SEPA-Überweisung', 'Lastschrift', 'Kartenzahlung']), pick(['Virement SEPA', 'Prélèvement']), 'Transferencia SEPA', 'Bonifico SEPA', 'Transferência SEPA', pick(['SEPA-overboeking', 'Incasso']), 'Przelew SEPA', 'Överföring']), '  ', V.name(q), '  ', pick([F(V.iban(q.cc)), F('REF ', negOf('invoice'))]), '  ', pick(['-', '+']), ri(5, 2400), ',', pad(ri(0, 99), 2), ' EUR')); }
  return F(lp(['Account statement', 'Kontoauszug', 'Relevé de compte', 'Extracto de cuenta', 'Estratto conto', 'Extrato bancário', 'Rekeningafschrift', 'Wyciąg z konta', 'Kontoutdrag', '取引明細', '账户对账单', 'खाता विवरण', 'Hesap özeti']), ' ', `${ri(1, 12)}/2026`, '\n', C.ph.f.name, ': ', V.name(C.p), '\n', C.ph.f.iban, ': ', V.iban(C.p.cc), '\nBIC: ', pick(['COBADEFFXXX', 'INGBNL2A', 'BNPAFRPP', 'UNCRITMM', 'BSCHESMM']), '\n\n', Jn(lines, '\n'), '\n');
};
K.crypto_support = () => F(C.ph.hi, ',\n', lp([pick(['I sent funds to the wrong address, can you help?', 'my withdrawal has been stuck for 3 days']), 'ich habe an die falsche Adresse gesendet.', "j'ai envoyé des fonds à la mauvaise adresse.", 'envié fondos a una dirección equivocada.', 'ho inviato fondi all’indirizzo sbagliato.', 'enviei fundos para o endereço errado.', 'ik heb naar het verkeerde adres gestuurd.', 'wysłałem środki na zły adres.', 'jag skickade till fel adress.', '誤ったアドレスに送金してしまいました。', '我转错地址了，请帮忙。', 'मैंने गलत पते पर भेज दिया।', 'yanlış adrese gönderdim.']), '\n', lp(['From', 'Von', 'De', 'De', 'Da', 'De', 'Van', 'Z', 'Från', '送金元', '转出地址', 'से', 'Gönderen']), ': ', V.wallet(), '\n', lp(['To', 'An', 'À', 'A', 'A', 'Para', 'Naar', 'Do', 'Till', '送金先', '收款地址', 'को', 'Alıcı']), ': ', V.wallet(), '\nTxID: ', N(hex(64), 'tx_hash'), '\n', lp(['Amount', 'Betrag', 'Montant', 'Importe', 'Importo', 'Valor', 'Bedrag', 'Kwota', 'Belopp', '金額', '金额', 'राशि', 'Tutar']), ': ', (R() * 3).toFixed(6), ' ', pick(['BTC', 'ETH', 'USDT']), '\n', C.ph.f.email, ': ', V.email(), '\n', reg(), ', ', V.name(), '\n');
K.sms_export = () => {
  CLOCK = 0; const rows = [];
  for (let i = 0; i < ri(3, 6); i++) { const t = tick(); rows.push(F(t.toISOString().slice(0, 16).replace('T', ' '), ' | ', pick([F(V.phone()), F('VERIFY'), F(pick(['72345', '83300', 'INFO', 'DHL']))]), ' | ', pick([
    () => F('Your code is ', digits(6), '. Do not share it.'),
    () => F(C.ph.f.iban, ' ', V.iban()),
    () => F(lp(['wifi pw: ', 'WLAN-Passwort: ', 'mot de passe wifi : ', 'clave wifi: ', 'password wifi: ', 'senha do wifi: ', 'wifi-wachtwoord: ', 'hasło do wifi: ', 'wifi-lösen: ', 'Wi-Fiパスワード: ', 'WiFi密码：', 'वाईफाई पासवर्ड: ', 'wifi şifresi: ']), V.pw('human')),
    () => F(lp(['Parcel ', 'Paket ', 'Colis ', 'Paquete ', 'Pacco ', 'Encomenda ', 'Pakket ', 'Paczka ', 'Paket ', '荷物 ', '包裹 ', 'पार्सल ', 'Kargo ']), negOf('tracking'), lp([' delivered', ' zugestellt', ' livré', ' entregado', ' consegnato', ' entregue', ' bezorgd', ' doręczona', ' levererat', ' 配達済み', ' 已签收', ' वितरित', ' teslim edildi'])),
    () => F('ok, ', V.name(C.p2), ' ', V.phone(C.p2)),
  ])())); }
  return Jn(rows, '\n');
};

// ---------------------------------------------------------------- more kinds
K.ssh_key_help = () => F(pick(['Permission denied (publickey) when deploying', 'ssh: handshake failed, key looks fine?', 'GitLab runner cannot clone, key attached']), '\n\n', pick(['Hi, ', 'Hey folks, ', 'Moin, ']), 'my deploy key stopped working after the server move to ', V.ip(), '. Here is the key file (', negOf('path'), '):\n\n```\n', V.pk(pick(['openssh', 'rsa', 'ec'])), '\n```\n\n', pick(['ssh -vvv output says "no mutual signature algorithm".', 'The server runs OpenSSH ' + ri(7, 9) + '.' + ri(0, 9) + '.', 'Fingerprint: SHA256:']), chance(0.5) ? N(rs(B64, 43), 'key_fingerprint') : '', '\n\n> **Reply:** never post private keys. Generate a new one (`ssh-keygen -t ed25519`) and remove this one from authorized_keys.\n');
K.helm_values = () => {
  const ind = (x) => mapv(x, (t) => t.replace(/\n/g, '\n    '));
  return F('# values-prod.yaml\nimage:\n  repository: registry.', C.dom, '/api\n  tag: "', negOf('version'), '"\n\ningress:\n  enabled: true\n  hosts: [api.', C.dom, ']\n\ntls:\n  crt: |\n    ', N('-----BEGIN CERTIFICATE-----\n    ' + pemBody(500, 'MIIDdzCCAl+gAwIBAgIE').replace(/\n/g, '\n    ') + '\n    -----END CERTIFICATE-----', 'public_key_or_cert'), '\n  key: |\n    ', ind(V.pk(pick(['rsa', 'pkcs8', 'ec']))), '\n\npostgresql:\n  auth:\n    username: ', dbUser(), '\n    password: ', V.pw(), '\n', chance(0.5) ? F('\nsmtp:\n  password: ', V.pw('human'), '\n') : '');
};
K.ansible_inventory = () => pick([
  () => F('[web]\n', Jn([0, 1, 2].slice(0, ri(1, 3)).map((i) => F('web0', i + 1, ' ansible_host=', V.ip(), ' ansible_user=deploy')), '\n'), '\n\n[db]\ndb01 ansible_host=', V.privip(), ' ansible_user=root ansible_password=', V.pw('urlsafe'), '\n\n[all:vars]\nansible_become_pass=', V.pw(), '\nansible_python_interpreter=/usr/bin/python3\n'),
  () => F('all:\n  vars:\n    ansible_user: ubuntu\n    vault_api_token: ', V.key('vault_token'), '\n  hosts:\n    bastion:\n      ansible_host: ', V.ip(), '\n    mail:\n      ansible_host: ', V.ip(), '\n      smtp_relay_password: "', V.pw('human'), '"\n'),
])();
K.gitlab_ci = () => F('stages: [build, deploy]\n\nvariables:\n  DOCKER_DRIVER: overlay2\n  SENTRY_AUTH_TOKEN: ', V.key('sentry_auth_token'), '\n  GIT_DEPTH: "10"\n\nbuild:\n  stage: build\n  image: node:20\n  script:\n    - echo "//registry.npmjs.org/:_authToken=', V.key('npm_token'), '" > .npmrc\n    - npm ci && npm run build\n\ndeploy:\n  stage: deploy\n  script:\n    - curl -X POST -F token=', real() ? L('glptt-' + hex(40), 'api_key', 'gitlab_trigger_token') : keyPlaceholder('gitlab_pat'), ' -F ref=main https://gitlab.', C.dom, '/api/v4/projects/', ri(10, 999), '/trigger/pipeline\n  only: [main]\n');
K.shell_history = () => {
  const cmds = [
    () => F('export OPENAI_API_KEY=', V.key('openai_api_key')),
    () => F("psql '", V.conn('postgresql'), "'"),
    () => F('git log --oneline | head -3'),
    () => F('git checkout ', negOf('git_sha')),
    () => F('mysql -u root -p', V.pw('urlsafe'), ' shop < dump.sql'),
    () => F('aws configure set aws_secret_access_key ', V.key('aws_secret_access_key')),
    () => F('ssh deploy@', V.ip()),
    () => F('dig @', negOf('dns_ip'), ' ', C.dom),
    () => F('htop'),
    () => F('gh auth login --with-token <<< ', V.key('github_pat')),
    () => F('docker pull ghcr.io/acme/api@', negOf('image_digest')),
    () => F('echo ', V.key('huggingface_token'), ' | huggingface-cli login --token -'),
    () => F('cd ', negOf('path')),
  ];
  return F(Jn(Array.from({ length: ri(6, 12) }, (_, i) => F(chance(0.5) ? `  ${ri(100, 999) + i}  ` : '', pick(cmds)())), '\n'), '\n');
};
K.vcard_export = () => {
  const cards = []; for (let i = 0; i < ri(1, 3); i++) { const p = person(C.cc); const org = pick(COMPANIES); cards.push(F('BEGIN:VCARD\nVERSION:3.0\nN:', real() ? L(cjk(p.cc) ? `${p.last};${p.first}` : `${p.last};${p.first};;;`, 'person_name', 'vcard_n') : ';;;;', '\nFN:', V.name(p), '\nORG:', org, '\nTEL;TYPE=CELL:', V.phone(p), '\nEMAIL;TYPE=INTERNET:', V.email(p), '\nADR;TYPE=HOME:;;', mapv(V.addr(p), (t) => t.replace(/, /g, ';')), '\n', chance(0.4) ? F('BDAY:', real() ? L(`${p.byear}-${pad(p.bmonth, 2)}-${pad(p.bday, 2)}`, 'date_of_birth', 'dob_iso') : '--0101', '\n') : '', 'UID:', negOf('uuid'), '\nEND:VCARD')); }
  return Jn(cards, '\n');
};
K.visa_application = () => {
  const p = C.p, f = C.ph.f;
  return F(lp(['Visa application – applicant data', 'Visumantrag – Angaben zur Person', 'Demande de visa – données du demandeur', 'Solicitud de visado – datos del solicitante', 'Domanda di visto – dati del richiedente', 'Pedido de visto – dados do requerente', 'Visumaanvraag – gegevens aanvrager', 'Wniosek wizowy – dane wnioskodawcy', 'Visumansökan – sökandens uppgifter', '査証申請書 – 申請者情報', '签证申请 – 申请人信息', 'वीज़ा आवेदन – आवेदक विवरण', 'Vize başvurusu – başvuru sahibi bilgileri']), '\n', lp(['Application no.', 'Antragsnr.', 'N° de demande', 'N.º de solicitud', 'N. domanda', 'N.º do pedido', 'Aanvraagnr.', 'Nr wniosku', 'Ärendenr', '申請番号', '申请编号', 'आवेदन संख्या', 'Başvuru no']), ': ', negOf('internal_id'), '\n\n1. ', f.name, ': ', V.name(p, C.pos ? true : undefined), '\n2. ', f.dob, ': ', V.dob(p), '\n3. ', f.pass, ': ', V.passport(p), '\n4. ', f.addr, ': ', V.addr(p), '\n5. ', f.phone, ' / ', f.email, ': ', V.phone(p), ' / ', V.email(p), '\n6. ', f.id, ': ', V.nid(p), '\n7. ', lp(['Purpose of travel', 'Reisezweck', 'Motif du voyage', 'Motivo del viaje', 'Scopo del viaggio', 'Motivo da viagem', 'Reisdoel', 'Cel podróży', 'Syfte', '渡航目的', '出行目的', 'यात्रा का उद्देश्य', 'Seyahat amacı']), ': ', pick(['business / conference', 'tourism', 'family visit']), '\n\n', lp(['Submitted', 'Eingereicht', 'Soumis le', 'Enviado', 'Inviato', 'Enviado', 'Ingediend', 'Złożono', 'Inskickad', '提出日', '提交时间', 'जमा', 'Gönderildi']), ': ', negOf('timestamp'), '\n');
};
K.wire_instructions = () => {
  const p = C.p2; const cc = pick(['US', 'GB', 'IN', 'AU', 'CA', 'BR', 'JP', C.p.cc]);
  return F(C.ph.hi, ' ', V.first(C.p), ',\n\n', lp([pick(['Please find our updated remittance details for invoice ', 'As discussed, payment for invoice ', 'Our bank details changed; kindly use the following for invoice ']), 'anbei unsere neue Bankverbindung für die Rechnung ', 'voici nos nouvelles coordonnées bancaires pour la facture ', 'le enviamos nuestros datos bancarios actualizados para la factura ', 'di seguito le nuove coordinate bancarie per la fattura ', 'seguem os novos dados bancários para a fatura ', 'hierbij onze nieuwe bankgegevens voor factuur ', 'przesyłamy nowe dane do przelewu za fakturę ', 'här är våra nya bankuppgifter för faktura ']), negOf('invoice'), ':\n\n', 'Beneficiary: ', chance(0.5) ? C.company : V.name(p), '\nBank: ', { US: 'JPMorgan Chase', GB: 'HSBC UK', IN: 'HDFC Bank', AU: 'Commonwealth Bank', CA: 'RBC Royal Bank', BR: 'Itaú Unibanco', JP: 'MUFG Bank', CN: '招商银行', KR: 'KB Kookmin Bank' }[cc] || 'Deutsche Bank', '\n', V.acct(cc), '\n', chance(0.5) ? F('IBAN: ', V.iban(pick(['GB', 'DE', 'NL', 'FR']))) : F('SWIFT: ', pick(['CHASUS33', 'HBUKGB4B', 'HDFCINBB', 'CTBAAU2S', 'ROYCCAT2'])), '\n', 'Reference: ', negOf('invoice'), '\n\n', lp([pick(['Please confirm by phone before sending: ', 'Questions? Call me on ']), 'Rückfragen gerne telefonisch: ', 'Pour toute question : ', 'Para cualquier duda: ', 'Per domande: ', 'Dúvidas: ', 'Vragen? Bel ', 'Pytania: ', 'Frågor? Ring ']), V.phone(p), '\n\n', reg(), '\n', V.name(p), '\n');
};
K.tax_form = () => {
  const p = C.p;
  const title = { US: 'Form W-9 (Rev. March 2024) – Request for Taxpayer Identification Number', DE: 'Anlage N – Einkommensteuererklärung 2025', FR: 'Déclaration des revenus 2025 – formulaire 2042', GB: 'Self Assessment – SA100', IN: 'Form 16 – Certificate under section 203', AU: 'Tax file number declaration', PL: 'PIT-37 za rok 2025', IT: 'Modello 730/2026', ES: 'Modelo 100 – IRPF 2025', BR: 'Declaração IRPF 2026', NL: 'Aangifte inkomstenbelasting 2025', SE: 'Inkomstdeklaration 1', JP: '給与所得者の扶養控除等（異動）申告書', CN: '个人所得税年度汇算', TR: 'Yıllık Gelir Vergisi Beyannamesi', CA: 'T1 General 2025', FI: 'Tax return 2025', KR: 'Year-end tax settlement 2025' }[p.cc] || 'Tax declaration 2025';
  const [tv, tt] = taxIdFor(p); const nidIsTax = nationalIdFor(p)[1] === 'tax_id'; const ibanLand = !['US', 'GB', 'IN', 'AU', 'CA', 'BR', 'JP', 'CN', 'KR'].includes(p.cc);
  return F(title, '\n', '='.repeat(Math.min(60, title.length)), '\n', C.ph.f.name, ': ', V.name(p), '\n', C.ph.f.addr, ': ', V.addr(p), '\n', ID_NAME[nationalIdFor(p)[2]] || 'ID', ': ', V.nid(p), '\n', p.cc === 'US' ? F('Employer EIN: ', real() ? L(ein(), 'tax_id', 'us_ein', { soft: true }) : N('XX-XXXXXXX', 'placeholder'), '\n') : nidIsTax ? '' : F('TIN: ', real() ? L(tv, 'tax_id', tt) : N('—', 'placeholder'), '\n'), C.ph.f.dob, ': ', V.dob(p), '\n', lp(['Refund account', 'Erstattungskonto', 'Compte de remboursement', 'Cuenta de devolución', 'Conto per rimborso', 'Conta para restituição', 'Rekening teruggave', 'Rachunek do zwrotu', 'Konto för återbetalning']), ': ', ibanLand ? V.iban(p.cc) : V.acct(p.cc), '\n', lp(['Form version', 'Vordruckversion', 'Version', 'Versión', 'Versione', 'Versão', 'Versie', 'Wersja', 'Version']), ' ', negOf('version'), '\n');
};
K.soap_xml = () => F('<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:cus="http://', C.dom, '/ws/customer">\n  <soapenv:Header>\n    <wsse:Security><wsse:UsernameToken><wsse:Username>', pick(['ws_partner', 'crm_sync']), '</wsse:Username><wsse:Password>', mapv(V.pw(), xesc), '</wsse:Password></wsse:UsernameToken></wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <cus:UpdateCustomer>\n      <cus:CustomerId>', negOf('internal_id'), '</cus:CustomerId>\n      <cus:Name>', V.name(), '</cus:Name>\n      <cus:BirthDate>', real() ? L(`${C.p.byear}-${pad(C.p.bmonth, 2)}-${pad(C.p.bday, 2)}`, 'date_of_birth', 'dob_iso') : '1900-01-01', '</cus:BirthDate>\n      <cus:NationalId>', V.nid(), '</cus:NationalId>\n      <cus:Card>', V.card(), '</cus:Card>\n      <cus:CorrelationId>', negOf('uuid'), '</cus:CorrelationId>\n    </cus:UpdateCustomer>\n  </soapenv:Body>\n</soapenv:Envelope>\n');
K.call_transcript = () => {
  const p = C.p; const ag = C.pos ? S(C.p3.first, 'person_name', 'first_name') : 'Agent';
  return F(pick(['Call transcript', 'Auto-transcription', 'Gesprächsprotokoll (automatisch)']), ' – ', negOf('ticket'), ' – ', negOf('timestamp'), '\n\n', ag, ': ', pick(['Thanks for calling, who am I speaking with?', 'Can I have your full name please?']), '\n', pick(['Caller', 'Customer']), ': ', pick(['Yes hi, it\'s ', 'This is ', 'My name is ']), V.name(p), '.\n', ag, ': ', 'And your date of birth for verification?\n', pick(['Caller', 'Customer']), ': ', V.dob(p, 'words'), '.\n', ag, ': ', 'Which card is affected?\n', pick(['Caller', 'Customer']), ': ', 'The one ending ', N(digits(4), 'card_last4'), ', actually let me read the whole thing, it\'s ', V.card(), '.\n', ag, ': ', 'Please don\'t read out the full number. I\'ve noted the postcode; is your address still ', V.addr(p), '?\n', pick(['Caller', 'Customer']), ': ', 'Yes. You can also reach me on ', V.phone(p), '.\n');
};

K.payment_debug_log = () => {
  CLOCK = 0; const lines = [];
  for (let i = 0; i < ri(3, 6); i++) { const t = tick(); const exp = `${pad(ri(1, 12), 2)}/${ri(27, 31)}`; lines.push(F(t.toISOString(), ' DEBUG PaymentGateway - ', pick([
    () => F('authorize request pan=', V.card(), ' exp=', exp, ' amount=', ri(5, 800), '.00 currency=EUR order=', negOf('order')),
    () => F('3DS challenge for cardholder="', V.name(), '" email=', V.email()),
    () => F('gateway response code=05 ref=', negOf('request_id'), ' masked=', negOf('masked')),
    () => F('token created tok_', rs(ALNUM, 24), ' for card ', V.card(), ' bin=', digits(6)),
    () => F('refund to ', V.iban(), ' invoice=', negOf('invoice')),
  ])())); }
  return Jn(lines, '\n');
};
K.hotel_checkin = () => {
  const p = C.p, f = C.ph.f;
  return F(lp(['Guest registration card', 'Meldeschein', "Fiche d'hôtel", 'Parte de entrada de viajeros', 'Scheda di notifica', 'Ficha de hóspede', 'Nachtregister', 'Karta meldunkowa', 'Gästregistrering', '宿泊者名簿', '住宿登记', 'अतिथि पंजीकरण', 'Konaklama kayıt formu']), ' – ', pick(['Hotel Seeblick', 'Hôtel du Parc', 'Hotel Miramar', 'Grand Hotel Roma', 'Pousada do Sol', 'Hotel Centraal']), '\n', lp(['Room', 'Zimmer', 'Chambre', 'Habitación', 'Camera', 'Quarto', 'Kamer', 'Pokój', 'Rum', '部屋', '房间', 'कमरा', 'Oda']), ' ', ri(101, 712), ' · ', `${pad(ri(1, 28), 2)}.${pad(ri(1, 12), 2)}.2026`, '\n\n', f.name, ': ', V.name(p, C.pos ? true : undefined), '\n', f.dob, ': ', V.dob(p), '\n', f.pass, ': ', V.passport(p), '\n', f.addr, ': ', V.addr(p), '\n', f.card, ' (', lp(['guarantee', 'Garantie', 'garantie', 'garantía', 'garanzia', 'garantia']), '): ', V.card(), '\n', lp(['Reservation', 'Reservierung', 'Réservation', 'Reserva', 'Prenotazione', 'Reserva', 'Reservering']), ': ', N(rs(UPP + DIG, 8), 'booking_reference'), '\n');
};
K.crypto_exchange_csv = () => {
  const rows = []; for (let i = 0; i < ri(3, 6); i++) rows.push(F(negOf('timestamp'), ',', pick(['deposit', 'withdrawal']), ',', pick(['BTC', 'ETH', 'USDT', 'LTC', 'TRX']), ',', (R() * 5).toFixed(8), ',', V.wallet(), ',', N(hex(64), 'tx_hash'), ',', pick(['completed', 'pending'])));
  return F('# account: ', V.email(), '\ndate,type,asset,amount,address,txid,status\n', Jn(rows, '\n'), '\n');
};
K.employee_onboarding = () => {
  const p = C.p, f = C.ph.f; const [accPre, accNum, accType] = bankAccountFor(p.cc);
  return F('## ', lp(['New hire checklist', 'Onboarding-Checkliste', "Checklist d'intégration", 'Lista de incorporación', 'Checklist onboarding', 'Checklist de integração', 'Onboarding-checklist', 'Lista onboardingowa', 'Introduktionschecklista', '入社手続きチェックリスト', '入职清单', 'नए कर्मचारी की चेकलिस्ट', 'İşe alım kontrol listesi']), ': ', V.name(p, C.pos ? true : undefined), '\n\n- [x] ', f.dob, ': ', V.dob(p), '\n- [x] ', ID_NAME[nationalIdFor(p)[2]] || f.id, ': ', V.nid(p), '\n- [x] ', lp(['Payroll bank', 'Gehaltskonto', 'Compte salaire', 'Cuenta nómina', 'Conto stipendio', 'Conta salário', 'Salarisrekening', 'Konto do wynagrodzeń', 'Lönekonto']), ': ', ['US', 'GB', 'IN', 'AU', 'CA', 'BR', 'JP', 'CN', 'KR'].includes(p.cc) ? F(accPre[0], ' / ', real() ? L(accNum, 'bank_account', accType) : negOf('masked')) : V.iban(p.cc), '\n- [x] ', f.addr, ': ', V.addr(p), '\n- [ ] ', lp(['Laptop', 'Laptop', 'Ordinateur', 'Portátil']), ' ', negOf('sku'), '\n- [ ] ', lp(['Temporary password', 'Initialpasswort', 'Mot de passe provisoire', 'Contraseña temporal', 'Password temporanea', 'Senha provisória', 'Tijdelijk wachtwoord', 'Hasło tymczasowe', 'Tillfälligt lösenord', '仮パスワード', '临时密码', 'अस्थायी पासवर्ड', 'Geçici şifre']), ': ', V.pw('human'), '\n- [ ] ', lp(['Emergency contact', 'Notfallkontakt', 'Personne à prévenir', 'Contacto de emergencia', 'Contatto di emergenza', 'Contato de emergência', 'Contactpersoon', 'Kontakt alarmowy', 'Anhörig', '緊急連絡先', '紧急联系人', 'आपातकालीन संपर्क', 'Acil durum kişisi']), ': ', V.name(C.p2), ', ', V.phone(C.p2), '\n');
};
K.pem_file = () => F(pick(['$ cat ~/.ssh/id_rsa\n', '$ cat /etc/ssl/private/server.key\n', '==> secrets/jwt-signing.pem <==\n', '# key.pem (do not commit)\n', '$ kubectl get secret tls-prod -o jsonpath="{.data.tls\\.key}" | base64 -d\n']), V.pk(undefined, C.pos ? true : undefined), '\n', chance(0.5) ? F('$ ssh-keygen -lf ~/.ssh/id_rsa.pub\n', ri(2048, 4096) === 3000 ? '' : pick(['3072', '4096', '256']), ' SHA256:', N(rs(B64, 43), 'key_fingerprint'), ' deploy@build (', pick(['RSA', 'ED25519', 'ECDSA']), ')\n') : '', chance(0.5) ? F(negOf('public_key'), '\n') : '');

// ---------------------------------------------------------------- registry and main
const ALL = Object.keys(LANGS.reduce((a, l) => ((a[l] = 1), a), {}));
const PROSE = new Set(['support_ticket', 'email_thread', 'customer_complaint', 'hr_letter', 'medical_form', 'meeting_notes', 'travel_booking', 'sms_export', 'crypto_support', 'chat_teams', 'helpdesk_export', 'bank_statement', 'kyc_record', 'llm_transcript', 'csv_customers', 'csv_payroll', 'visa_application', 'wire_instructions', 'tax_form', 'vcard_export', 'call_transcript', 'hotel_checkin', 'employee_onboarding']);
function chooseLang(kind) {
  if (PROSE.has(kind)) return pick(LANGS);
  return chance(0.7) ? 'en' : pick(ALL);
}
// independent validators used by the self-check
const ID_OK = {
  nl_bsn: (v) => { const d = [...v].map(Number); let t = 0; for (let i = 0; i < 8; i++) t += d[i] * (9 - i); return v.length === 9 && (t - d[8]) % 11 === 0; },
  pl_pesel: (v) => { const W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]; let t = 0; [...v].forEach((c, i) => { t += Number(c) * W[i]; }); return v.length === 11 && t % 10 === 0; },
  br_cpf: (v) => { const d = v.replace(/\D/g, '').split('').map(Number); const c = (n) => { let t = 0; for (let i = 0; i < n; i++) t += d[i] * (n + 1 - i); const r = (t * 10) % 11; return r === 10 ? 0 : r; }; return d.length === 11 && c(9) === d[9] && c(10) === d[10]; },
  cn_resident_id: (v) => { const W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]; let t = 0; for (let i = 0; i < 17; i++) t += Number(v[i]) * W[i]; return '10X98765432'[t % 11] === v[17]; },
  fr_nir: (v) => { const d = v.replace(/ /g, ''); return 97 - Number(BigInt(d.slice(0, 13)) % 97n) === Number(d.slice(13)); },
  es_dni: (v) => DNI_L[Number(v.slice(0, 8)) % 23] === v[8],
  tr_tckn: (v) => { const d = [...v].map(Number); return d[9] === ((((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10) + 10) % 10 && d[10] === d.slice(0, 10).reduce((a, b) => a + b, 0) % 10; },
  se_personnummer: (v) => { const d = v.replace(/\D/g, ''); return luhnValid(d.slice(-10)); },
  fi_hetu: (v) => '0123456789ABCDEFHJKLMNPRSTUVWXY'[Number(v.slice(0, 6) + v.slice(7, 10)) % 31] === v[10],
  au_tfn: (v) => { const W = [1, 4, 3, 7, 5, 8, 6, 9, 10]; let t = 0; [...v.replace(/ /g, '')].forEach((c, i) => { t += Number(c) * W[i]; }); return t % 11 === 0; },
  kr_rrn: (v) => { const d = v.replace('-', ''); const W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]; let t = 0; for (let i = 0; i < 12; i++) t += Number(d[i]) * W[i]; return (11 - (t % 11)) % 10 === Number(d[12]); },
};
function checkDoc(d) {
  const fail = (m) => { throw new Error(`${d.id} (${d.kind}): ${m}`); };
  for (const l of d.labels) {
    if (d.text.slice(l.start, l.end) !== l.value) fail(`label slice mismatch ${JSON.stringify(l)}`);
    if (!l.value.length) fail('empty label');
    if (l.category === 'credit_card' && !luhnValid(l.value)) fail(`bad luhn ${l.value}`);
    if (l.category === 'iban' && !ibanOk(l.value)) fail(`bad iban ${l.value}`);
    if (l.type === 'in_aadhaar' && !verhoeffOk(l.value.replace(/\D/g, ''))) fail(`bad aadhaar ${l.value}`);
    if (l.type === 'btc_bech32' && !bechOk(l.value)) fail(`bad bech32 ${l.value}`);
    if (l.type === 'ca_sin' && !luhnValid(l.value)) fail(`bad sin ${l.value}`);
    if (ID_OK[l.type] && !ID_OK[l.type](l.value)) fail(`bad ${l.type} ${l.value}`);
  }
  for (const n of d.negatives) if (d.text.slice(n.start, n.end) !== n.value) fail(`negative slice mismatch ${JSON.stringify(n)}`);
  const spans = [...d.labels, ...d.negatives].sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) if (spans[i].start < spans[i - 1].end) fail('overlapping spans');
}
function main() {
  const kinds = Object.keys(K); const docs = [];
  let cycle = [];
  for (let i = 0; i < COUNT; i++) {
    R = makeRng(SEED, i + 1);
    if (!cycle.length) cycle = shuffle(kinds);
    const kind = cycle.pop();
    const pos = R() >= 1 / 3;
    let doc = null;
    for (let attempt = 0; attempt < 40 && !doc; attempt++) {
      const lang = chooseLang(kind); newCtx(lang, pos); CLOCK = 0;
      const { text, labels, negatives } = finalize(K[kind]());
      const hard = labels.filter((l) => !l.soft).length;
      if (text.length < 100 || text.length > 4096) continue;
      if (pos && hard === 0) continue;
      if (!pos && labels.length) throw new Error(`negative document with labels in ${kind}`);
      doc = { id: `doc-${pad(i + 1, 4)}`, kind, language: lang, text, labels, negatives };
    }
    if (!doc) throw new Error(`could not generate ${kind} (pos=${pos})`);
    docs.push(doc);
  }
  // self-check: every span must match the text exactly
  for (const d of docs) checkDoc(d);
  writeFileSync(OUT, docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
  const cat = {}, neg = {}, kd = {}; let nolab = 0;
  for (const d of docs) { kd[d.kind] = (kd[d.kind] || 0) + 1; if (!d.labels.length) nolab++; for (const l of d.labels) cat[l.category + (l.soft ? ' (soft)' : '')] = (cat[l.category + (l.soft ? ' (soft)' : '')] || 0) + 1; for (const n of d.negatives) neg[n.kind] = (neg[n.kind] || 0) + 1; }
  process.stderr.write(`wrote ${docs.length} documents to ${OUT}; ${nolab} without labels; ${Object.keys(kd).length} kinds\n`);
  if (argv.includes('--stats')) process.stderr.write(JSON.stringify({ labels: cat, negatives: neg, kinds: kd }, null, 1) + '\n');
}
main();
