// Locale data: name pool, name order, address format, phone numbering plan, date style, e-mail providers,
// national/tax identifiers, passport shape and bank account scheme.
import { NAMES } from './names.mjs';
import { UPPER } from './prng.mjs';

const S = (s) => s.split('|');
const p2 = (n) => String(n).padStart(2, '0');
const grp = (d, g) => { const o = []; let i = 0; for (const n of g) { o.push(d.slice(i, i + n)); i += n; } if (i < d.length) o.push(d.slice(i)); return o.filter(Boolean); };

// ---------- phones ----------
// cc country code, tr trunk prefix, pre mobile/landline prefixes, n subscriber digits, g grouping, ps separator after prefix
const PH = {
  US: { cc: '1', nanp: 1, pre: S('212|312|415|617|713|206|305|404|503|512|702|646|917|718|773') },
  CA: { cc: '1', nanp: 1, pre: S('416|514|604|613|403|780|902|647|438') },
  GB: { cc: '44', tr: '0', pre: S('7911|7723|7845|7400|7561|7984|7392|20|161|131'), n: 6, g: [3, 3], fix: (p, s) => p.length === 2 ? [p, s.slice(0, 4) + ' ' + s.slice(4)] : null, nl: { 20: 8, 161: 7, 131: 7 } },
  IE: { cc: '353', tr: '0', pre: S('83|85|86|87|89|1'), n: 7, g: [3, 4] },
  AU: { cc: '61', tr: '0', pre: S('412|413|423|431|438|450|466|2|3'), n: 6, g: [3, 3], nl: { 2: 8, 3: 8 }, lg: [4, 4] },
  ZA: { cc: '27', tr: '0', pre: S('82|83|72|73|84|21|11'), n: 7, g: [3, 4] },
  SG: { cc: '65', tr: '', pre: S('8|9|6'), n: 7, g: [3, 4], glue: 1 },
  IN: { cc: '91', tr: '0', pre: S('98|99|97|96|93|90|88|70'), n: 8, g: [3, 5], glue: 1 },
  DE: { cc: '49', tr: '0', pre: S('151|152|160|170|171|172|175|176|177|179|157|30|40|89|69|221'), n: 7, g: [7], nl: { 30: 8, 40: 8, 89: 8, 69: 8, 221: 7 }, slash: 1 },
  AT: { cc: '43', tr: '0', pre: S('664|660|676|699|650|1|316|512'), n: 7, g: [7], nl: { 1: 7, 316: 6, 512: 6 }, slash: 1 },
  CH: { cc: '41', tr: '0', pre: S('79|78|76|77|44|31|61|22'), n: 7, g: [3, 2, 2] },
  FR: { cc: '33', tr: '0', pre: S('6|7|1|4|5'), n: 8, g: [2, 2, 2, 2], pairs: 1 },
  BE: { cc: '32', tr: '0', pre: S('470|471|472|475|476|477|478|479|486|2|3|9'), n: 6, g: [2, 2, 2], nl: { 2: 7, 3: 7, 9: 7 }, lg: [3, 2, 2] },
  NL: { cc: '31', tr: '0', pre: S('6|20|10|70|30'), n: 8, g: [8], nl: { 20: 7, 10: 7, 70: 7, 30: 7 }, dash: 1 },
  ES: { cc: '34', tr: '', pre: S('6|7|91|93'), n: 8, g: [2, 3, 3], glue: 1, nl: { 91: 7, 93: 7 }, lg: [1, 2, 2, 2] },
  PT: { cc: '351', tr: '', pre: S('91|92|93|96|21|22'), n: 7, g: [1, 3, 3], glue: 1 },
  IT: { cc: '39', tr: '', pre: S('320|328|333|335|338|340|347|348|349|366|06|02'), n: 7, g: [3, 4], nl: { '06': 8, '02': 8 }, lg: [4, 4] },
  PL: { cc: '48', tr: '', pre: S('501|502|504|510|512|530|600|601|602|660|690|730|790|22'), n: 6, g: [3, 3], nl: { 22: 7 }, lg: [3, 2, 2] },
  CZ: { cc: '420', tr: '', pre: S('601|602|603|604|605|606|607|608|702|720|731|775|777|2'), n: 6, g: [3, 3], nl: { 2: 8 }, lg: [2, 3, 3] },
  SK: { cc: '421', tr: '0', pre: S('903|905|907|910|911|915|940|944|948|2'), n: 6, g: [3, 3], nl: { 2: 8 }, lg: [4, 4] },
  SE: { cc: '46', tr: '0', pre: S('70|72|73|76|79|8|31'), n: 7, g: [3, 2, 2], dash: 1 },
  NO: { cc: '47', tr: '', pre: S('4|9'), n: 7, g: [2, 2, 3], glue: 1 },
  DK: { cc: '45', tr: '', pre: S('20|21|22|26|28|30|31|40|42|50|60'), n: 6, g: [2, 2, 2] },
  FI: { cc: '358', tr: '0', pre: S('40|41|44|45|50|9'), n: 7, g: [3, 4] },
  GR: { cc: '30', tr: '', pre: S('690|693|694|695|697|698|699|210|2310'), n: 7, g: [3, 4], nl: { 2310: 6 }, lg: [6] },
  RU: { cc: '7', tr: '8', pre: S('916|915|903|905|925|926|977|985|495|812'), n: 7, ru: 1 },
  UA: { cc: '380', tr: '0', pre: S('50|66|67|68|73|93|95|97|98|44'), n: 7, g: [3, 2, 2] },
  TR: { cc: '90', tr: '0', pre: S('530|532|533|535|536|542|544|505|506|212|216|312'), n: 7, g: [3, 2, 2] },
  SA: { cc: '966', tr: '0', pre: S('50|53|54|55|56|59|11'), n: 7, g: [3, 4] },
  AE: { cc: '971', tr: '0', pre: S('50|52|54|55|56|58|4|2'), n: 7, g: [3, 4] },
  EG: { cc: '20', tr: '0', pre: S('100|101|106|109|111|112|114|120|122|127|2'), n: 7, g: [3, 4], nl: { 2: 8 }, lg: [4, 4] },
  IL: { cc: '972', tr: '0', pre: S('50|52|53|54|55|58|3|2'), n: 7, g: [3, 4], dash: 1 },
  TH: { cc: '66', tr: '0', pre: S('81|82|86|89|61|62|63|64|65|2'), n: 7, g: [3, 4] },
  CN: { cc: '86', tr: '', pre: S('130|131|135|136|137|138|139|150|151|158|159|186|187|188|189'), n: 8, g: [4, 4] },
  TW: { cc: '886', tr: '0', pre: S('912|921|928|933|937|955|963|972|988|2'), n: 6, g: [3, 3], nl: { 2: 8 }, lg: [4, 4], dash: 1 },
  JP: { cc: '81', tr: '0', pre: S('90|80|70|3|6'), n: 8, g: [4, 4], dash: 1 },
  KR: { cc: '82', tr: '0', pre: S('10|2'), n: 8, g: [4, 4], dash: 1 },
  VN: { cc: '84', tr: '0', pre: S('90|91|93|96|97|98|86|88|32|70'), n: 7, g: [3, 2, 2] },
  ID: { cc: '62', tr: '0', pre: S('811|812|813|821|822|852|856|857|878|895|21'), n: 8, g: [4, 4], dash: 1 },
  MY: { cc: '60', tr: '0', pre: S('12|13|16|17|19|11|3'), n: 7, g: [3, 4], dash: 1 },
  BR: { cc: '55', tr: '0', br: 1, pre: S('11|21|31|41|51|61|71|81|85|19') },
  MX: { cc: '52', tr: '', pre: S('55|33|81|222|442|664|998'), n: 8, g: [4, 4], nl: { 222: 7, 442: 7, 664: 7, 998: 7 }, lg: [3, 4] },
  AR: { cc: '54', tr: '0', ar: 1, pre: S('11|351|341|261') },
  CL: { cc: '56', tr: '', pre: S('9|2'), n: 8, g: [4, 4] },
  CO: { cc: '57', tr: '', pre: S('300|301|310|311|312|313|315|316|317|320|321|350'), n: 7, g: [3, 4] },
  RO: { cc: '40', tr: '0', pre: S('722|723|724|726|740|744|745|751|755|766|21'), n: 6, g: [3, 3], nl: { 21: 7 }, lg: [3, 2, 2] },
  HU: { cc: '36', tr: '06', trSp: 1, pre: S('20|30|70|1'), n: 7, g: [3, 4] },
  BG: { cc: '359', tr: '0', pre: S('87|88|89|98|2'), n: 7, g: [3, 4] },
  HR: { cc: '385', tr: '0', pre: S('91|92|95|97|98|99|1'), n: 7, g: [3, 4] },
  SI: { cc: '386', tr: '0', pre: S('31|40|41|51|64|70|1'), n: 6, g: [3, 3] },
  EE: { cc: '372', tr: '', pre: S('5|6'), n: 7, g: [3, 4], glue: 1 },
  LT: { cc: '370', tr: '8', trSp: 1, pre: S('6|5'), n: 7, g: [2, 5], glue: 1 },
  LV: { cc: '371', tr: '', pre: S('2|6'), n: 7, g: [3, 4], glue: 1 },
};
// returns { nat, intl, e164, i00 } and the chosen written form
export function genPhone(r, cc) {
  const P = PH[cc];
  if (P.nanp) {
    const a = r.pick(P.pre); let x = r.int(2, 9) + r.digits(2); while (x === '555') x = r.int(2, 9) + r.digits(2); const s = r.digits(4);
    const forms = [`(${a}) ${x}-${s}`, `${a}-${x}-${s}`, `${a}.${x}.${s}`, `+1 ${a} ${x} ${s}`, `+1 (${a}) ${x}-${s}`, `1-${a}-${x}-${s}`, `+1${a}${x}${s}`];
    return { forms, e164: `+1${a}${x}${s}` };
  }
  if (P.ru) {
    const a = r.pick(P.pre); const s = r.digits(7);
    return { forms: [`8 (${a}) ${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`, `+7 ${a} ${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`, `+7 (${a}) ${s.slice(0, 3)} ${s.slice(3, 5)} ${s.slice(5)}`, `8${a}${s}`, `+7${a}${s}`], e164: `+7${a}${s}` };
  }
  if (P.br) {
    const a = r.pick(P.pre); const s = '9' + r.digits(8);
    return { forms: [`(${a}) ${s.slice(0, 5)}-${s.slice(5)}`, `+55 ${a} ${s.slice(0, 5)}-${s.slice(5)}`, `+55 (${a}) ${s.slice(0, 5)}-${s.slice(5)}`, `${a} ${s}`, `0xx${a} ${s.slice(0, 5)}-${s.slice(5)}`, `+55${a}${s}`], e164: `+55${a}${s}` };
  }
  if (P.ar) {
    const a = r.pick(P.pre); const s = r.digits(10 - a.length);
    const h = Math.ceil(s.length / 2);
    return { forms: [`+54 9 ${a} ${s.slice(0, s.length - 4)}-${s.slice(-4)}`, `0${a} 15-${s.slice(0, s.length - 4)}-${s.slice(-4)}`, `(0${a}) 15 ${s.slice(0, h)}-${s.slice(h)}`, `+549${a}${s}`], e164: `+549${a}${s}` };
  }
  const pre = r.pick(P.pre); const n = (P.nl && P.nl[pre]) || P.n; const g = (P.nl && P.nl[pre] && P.lg) || P.g;
  let sub = r.digits(n); if (/^0/.test(sub)) sub = r.int(1, 9) + sub.slice(1);
  const gs = grp(sub, g);
  const tr = P.tr || '';
  const e164 = `+${P.cc}${pre}${sub}`;
  const forms = [];
  if (P.pairs) { const all = tr + pre + sub; forms.push(all.match(/.{2}/g).join(' '), all.match(/.{2}/g).join('.'), `+${P.cc} ${pre} ${grp(sub, g).join(' ')}`, `+${P.cc} (0)${pre} ${gs.join(' ')}`); }
  else {
    const body = P.glue ? `${pre}${gs[0]} ${gs.slice(1).join(' ')}` : `${pre} ${gs.join(' ')}`;
    forms.push(`${tr}${P.trSp ? ' ' : ''}${body}`);
    if (P.slash) forms.push(`${tr}${pre}/${sub}`);
    if (P.dash) forms.push(`${tr}${pre}-${gs.join(P.g.length > 1 ? ' ' : '')}`.replace(/ /g, cc === 'JP' || cc === 'KR' || cc === 'TW' || cc === 'ID' ? '-' : ' '));
    forms.push(`+${P.cc} ${body}`);
    forms.push(`00${P.cc} ${body}`);
    if (cc === 'GB' || cc === 'DE' || cc === 'AT' || cc === 'CH') forms.push(`+${P.cc} (0)${body}`);
    forms.push(`${tr}${pre}${sub}`);
  }
  forms.push(e164);
  return { forms, e164 };
}
export const PHONE_COUNTRIES = Object.keys(PH);

// ---------- locales ----------
const L = {};
const def = (code, o) => { L[code] = { code, ...o }; };
const num = (r, a, b) => r.int(a, b);

def('en-US', { lang: 'en', cc: 'US', pool: 'en_us', date: 'MDY/', mail: S('gmail.com|yahoo.com|outlook.com|icloud.com|aol.com|comcast.net|hotmail.com'), ids: S('us_ssn|us_itin'), bank: 'us', legal: S('Inc.|LLC|Corp.'),
  addr: (r) => { const c = r.pick([['Springfield', 'IL', '627'], ['Austin', 'TX', '787'], ['Seattle', 'WA', '981'], ['Brooklyn', 'NY', '112'], ['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Denver', 'CO', '802'], ['Oakland', 'CA', '946']]); const u = r.chance(0.4) ? ` ${r.pick(['Apt', 'Unit', 'Ste', '#'])} ${r.int(1, 30)}${r.pick(['', 'A', 'B', 'C'])}` : ''; return [`${r.int(100, 9899)} ${r.pick(S('Maple Ave|Oak St|Pine Street|Cedar Ln|Elm Dr|Washington Blvd|Lakeview Rd|Sunset Ave|Hillcrest Dr|2nd St|W 14th St'))}${u}`, `${c[0]}, ${c[1]} ${c[2]}${r.digits(2)}`]; } });
def('en-GB', { lang: 'en', cc: 'GB', pool: 'en_gb', date: 'DMY/', mail: S('gmail.com|hotmail.co.uk|btinternet.com|yahoo.co.uk|outlook.com|sky.com'), ids: S('gb_nino|gb_nhs_number'), bank: 'gb', legal: S('Ltd|plc|LLP'),
  addr: (r) => { const c = r.pick([['Leeds', 'LS'], ['Manchester', 'M'], ['Bristol', 'BS'], ['London', 'SE'], ['Glasgow', 'G'], ['Cardiff', 'CF'], ['Norwich', 'NR'], ['Sheffield', 'S']]); const pc = `${c[1]}${r.int(1, 28)} ${r.int(1, 9)}${r.str('ABDEFGHJLNPQRSTUWXYZ', 2)}`; const f = r.chance(0.3) ? `Flat ${r.int(1, 24)}, ` : ''; return [`${f}${r.int(1, 220)} ${r.pick(S('Church Lane|High Street|Station Road|Victoria Road|Mill Lane|Queens Road|Park Avenue|Manor Way|Grove Terrace'))}`, c[0], pc]; } });
def('en-IE', { lang: 'en', cc: 'IE', pool: 'en_gb', date: 'DMY/', mail: S('gmail.com|eircom.net|hotmail.com|yahoo.ie|outlook.ie'), ids: S('ie_pps'), iban: 'IE', legal: S('Ltd|DAC|Teoranta'),
  addr: (r) => { const c = r.pick([['Dublin 6', 'D06'], ['Cork', 'T12'], ['Galway', 'H91'], ['Limerick', 'V94'], ['Dublin 8', 'D08']]); return [`${r.int(1, 140)} ${r.pick(S('Main Street|Ranelagh Road|Oliver Plunkett Street|Shop Street|Clanbrassil Street|Grange Road'))}`, c[0], `${c[1]} ${r.str('ACDEFHKNPRTVWXY0123456789', 4)}`]; } });
def('en-AU', { lang: 'en', cc: 'AU', pool: 'en_au', date: 'DMY/', mail: S('gmail.com|bigpond.com|outlook.com.au|icloud.com|optusnet.com.au'), ids: S('au_tfn|au_medicare'), bank: 'au', legal: S('Pty Ltd|Pty. Ltd.'),
  addr: (r) => { const c = r.pick([['Parramatta', 'NSW', '2150'], ['Fitzroy', 'VIC', '3065'], ['Fortitude Valley', 'QLD', '4006'], ['Fremantle', 'WA', '6160'], ['Glenelg', 'SA', '5045']]); const u = r.chance(0.4) ? `Unit ${r.int(1, 40)}, ` : ''; return [`${u}${r.int(1, 300)} ${r.pick(S('George St|Brunswick St|King Street|Smith St|Beach Rd|Railway Pde'))}`, `${c[0]} ${c[1]} ${c[2]}`]; } });
def('en-CA', { lang: 'en', cc: 'CA', pool: 'en_us', date: 'YMD-', mail: S('gmail.com|rogers.com|shaw.ca|sympatico.ca|outlook.com'), ids: S('ca_sin'), bank: 'ca', legal: S('Inc.|Ltd.|Corp.'),
  addr: (r) => { const c = r.pick([['Toronto', 'ON', 'M5V'], ['Vancouver', 'BC', 'V6B'], ['Calgary', 'AB', 'T2P'], ['Ottawa', 'ON', 'K1P'], ['Halifax', 'NS', 'B3H']]); const u = r.chance(0.35) ? `${r.int(101, 2405)}-` : ''; return [`${u}${r.int(10, 999)} ${r.pick(S('Queen St W|King St E|Granville St|Bank St|Spring Garden Rd|Bloor St W'))}`, `${c[0]} ${c[1]} ${c[2]} ${r.int(1, 9)}${r.str('ABCEGHJKLMNPRSTVWXYZ', 1)}${r.int(0, 9)}`]; } });
def('en-IN', { lang: 'en', cc: 'IN', pool: 'en_in', date: 'DMY/', mail: S('gmail.com|yahoo.co.in|rediffmail.com|outlook.com'), ids: S('in_aadhaar|in_pan'), bank: 'in', legal: S('Pvt. Ltd.|Private Limited|LLP'),
  addr: (r) => { const c = r.pick([['Bengaluru', '5600'], ['Mumbai', '4000'], ['Pune', '4110'], ['Chennai', '6000'], ['Hyderabad', '5000']]); return [`Flat ${r.int(1, 20)}${r.pick(['A', 'B', 'C', '0' + r.int(1, 9)])}, ${r.pick(S('Shanti Apartments|Prestige Towers|Sai Residency|Green Glen Layout|Sobha Dew Flower'))}`, `${r.pick(S('MG Road|100 Feet Road|Linking Road|Anna Salai|Baner Road|Jubilee Hills Road No. 36'))}, ${c[0]} ${c[1]}${r.digits(2)}`]; } });
def('en-ZA', { lang: 'en', cc: 'ZA', pool: 'en_za', date: 'YMD/', mail: S('gmail.com|webmail.co.za|mweb.co.za|telkomsa.net'), ids: S('za_id'), bank: 'za', legal: S('(Pty) Ltd'),
  addr: (r) => [`${r.int(1, 250)} ${r.pick(S('Long Street|Jan Smuts Avenue|Florida Road|Main Road|Rivonia Road'))}`, r.pick(S('Gardens, Cape Town, 8001|Rosebank, Johannesburg, 2196|Morningside, Durban, 4001|Sandton, 2196|Hatfield, Pretoria, 0083'))] });
def('en-SG', { lang: 'en', cc: 'SG', pool: 'en_sg', date: 'DMY/', mail: S('gmail.com|singnet.com.sg|yahoo.com.sg|hotmail.com'), ids: S('sg_nric'), bank: 'sg', legal: S('Pte. Ltd.'), famFirst: 1,
  addr: (r) => [`Blk ${r.int(100, 999)} ${r.pick(S('Ang Mo Kio Ave 3|Tampines St 21|Jurong West St 42|Bedok North Rd|Toa Payoh Lor 1'))}, #${p2(r.int(2, 25))}-${r.int(10, 999)}`, `Singapore ${r.int(310, 680)}${r.digits(3)}`] });
def('de-DE', { lang: 'de', cc: 'DE', pool: 'de', date: 'DMY.', mail: S('web.de|gmx.de|t-online.de|gmail.com|posteo.de|freenet.de|outlook.de'), ids: S('de_steuer_id|de_id_card'), iban: 'DE', legal: S('GmbH|AG|GmbH & Co. KG|e.K.'),
  addr: (r) => { const c = r.pick([['10115', 'Berlin'], ['20457', 'Hamburg'], ['80331', 'München'], ['50667', 'Köln'], ['60311', 'Frankfurt am Main'], ['28195', 'Bremen'], ['04109', 'Leipzig'], ['70173', 'Stuttgart']]); return [`${r.pick(S('Hauptstraße|Bahnhofstraße|Gartenweg|Schillerstraße|Lindenallee|Am Sandtorkai|Goethestraße|Bergstraße|Rosenweg'))} ${r.int(1, 140)}${r.pick(['', '', 'a', 'b'])}`, `${c[0].slice(0, 2)}${r.digits(3)} ${c[1]}`]; } });
def('de-AT', { lang: 'de', cc: 'AT', pool: 'de_at', date: 'DMY.', mail: S('gmx.at|aon.at|chello.at|gmail.com|a1.net|drei.at'), ids: S('at_svnr'), iban: 'AT', legal: S('GmbH|AG|KG'),
  addr: (r) => { const c = r.pick([['1', 'Wien'], ['8010', 'Graz'], ['4020', 'Linz'], ['5020', 'Salzburg'], ['6020', 'Innsbruck']]); const pc = c[0] === '1' ? `1${p2(r.int(1, 23))}0` : c[0]; return [`${r.pick(S('Mariahilfer Straße|Landstraßer Hauptstraße|Herrengasse|Getreidegasse|Maria-Theresien-Straße|Favoritenstraße'))} ${r.int(1, 120)}${r.chance(0.6) ? '/' + r.int(1, 24) : ''}`, `${pc} ${c[1]}`]; } });
def('de-CH', { lang: 'de', cc: 'CH', pool: 'de_ch', date: 'DMY.', mail: S('bluewin.ch|gmx.ch|sunrise.ch|gmail.com|hispeed.ch'), ids: S('ch_ahv'), iban: 'CH', legal: S('AG|GmbH'),
  addr: (r) => [`${r.pick(S('Bahnhofstrasse|Seestrasse|Dorfstrasse|Kramgasse|Limmatquai|Freie Strasse'))} ${r.int(1, 90)}`, r.pick(S('8001 Zürich|3011 Bern|4051 Basel|6003 Luzern|9000 St. Gallen|8400 Winterthur'))] });
def('fr-FR', { lang: 'fr', cc: 'FR', pool: 'fr', date: 'DMY/', mail: S('orange.fr|free.fr|laposte.net|gmail.com|sfr.fr|wanadoo.fr|hotmail.fr'), ids: S('fr_nir|fr_nif'), iban: 'FR', legal: S('SAS|SARL|SA'),
  addr: (r) => { const c = r.pick([['75011', 'Paris'], ['69003', 'Lyon'], ['13008', 'Marseille'], ['31000', 'Toulouse'], ['33000', 'Bordeaux'], ['44000', 'Nantes'], ['59000', 'Lille']]); return [`${r.int(1, 180)}${r.pick(['', '', ' bis'])} ${r.pick(S('rue de la République|avenue Jean Jaurès|boulevard Voltaire|rue Victor Hugo|rue des Lilas|place de la Mairie|chemin des Vignes'))}`, `${c[0]} ${c[1]}`]; } });
def('fr-BE', { lang: 'fr', cc: 'BE', pool: 'fr_be', date: 'DMY/', mail: S('skynet.be|gmail.com|hotmail.be|proximus.be|telenet.be'), ids: S('be_nn'), iban: 'BE', legal: S('SRL|SA|SPRL'),
  addr: (r) => [`${r.pick(S('Rue Neuve|Avenue Louise|Chaussée de Wavre|Rue du Midi|Boulevard d\'Avroy'))} ${r.int(1, 240)}${r.chance(0.3) ? ' bte ' + r.int(1, 12) : ''}`, r.pick(S('1000 Bruxelles|1050 Ixelles|4000 Liège|5000 Namur|6000 Charleroi'))] });
def('fr-CA', { lang: 'fr', cc: 'CA', pool: 'fr_ca', date: 'YMD-', mail: S('videotron.ca|gmail.com|hotmail.com|sympatico.ca'), ids: S('ca_sin'), bank: 'ca', legal: S('inc.|ltée'),
  addr: (r) => [`${r.int(100, 9999)}, ${r.pick(S('rue Sainte-Catherine Ouest|boulevard Saint-Laurent|avenue du Mont-Royal Est|rue Saint-Jean|chemin Sainte-Foy'))}${r.chance(0.4) ? ', app. ' + r.int(1, 30) : ''}`, `${r.pick(S('Montréal (Québec)|Québec (Québec)|Laval (Québec)|Gatineau (Québec)'))} ${r.pick(['H2X', 'H3B', 'G1R', 'H7N', 'J8X'])} ${r.int(1, 9)}${r.str('ABCEGHJKLMNPRSTVWXYZ', 1)}${r.int(0, 9)}`] });
def('nl-NL', { lang: 'nl', cc: 'NL', pool: 'nl', date: 'DMY-', mail: S('gmail.com|ziggo.nl|kpnmail.nl|hotmail.com|live.nl|xs4all.nl'), ids: S('nl_bsn'), iban: 'NL', legal: S('B.V.|N.V.|V.O.F.'),
  addr: (r) => { const c = r.pick([['10', 'Amsterdam'], ['30', 'Rotterdam'], ['35', 'Utrecht'], ['25', '\'s-Gravenhage'], ['56', 'Eindhoven'], ['97', 'Groningen']]); return [`${r.pick(S('Keizersgracht|Kerkstraat|Dorpsstraat|Molenweg|Stationsplein|Prinsengracht|Nieuwe Binnenweg'))} ${r.int(1, 400)}${r.pick(['', '', '-II', 'A', '-hs'])}`, `${c[0]}${r.int(10, 99)} ${r.str('ABCDEGHJKLMNPRSTVWXZ', 2)} ${c[1]}`]; } });
def('nl-BE', { lang: 'nl', cc: 'BE', pool: 'nl_be', date: 'DMY/', mail: S('telenet.be|skynet.be|gmail.com|hotmail.com|proximus.be'), ids: S('be_nn'), iban: 'BE', legal: S('BV|NV|CommV'),
  addr: (r) => [`${r.pick(S('Meir|Veldstraat|Bondgenotenlaan|Kortrijksesteenweg|Grote Markt|Nationalestraat'))} ${r.int(1, 200)}${r.chance(0.3) ? ' bus ' + r.int(1, 20) : ''}`, r.pick(S('2000 Antwerpen|9000 Gent|3000 Leuven|8000 Brugge|3500 Hasselt'))] });
def('es-ES', { lang: 'es', cc: 'ES', pool: 'es', date: 'DMY/', mail: S('gmail.com|hotmail.es|yahoo.es|telefonica.net|outlook.es'), ids: S('es_dni|es_nie'), iban: 'ES', legal: S('S.L.|S.A.|S.L.U.'),
  addr: (r) => { const c = r.pick([['28', 'Madrid'], ['08', 'Barcelona'], ['46', 'Valencia'], ['41', 'Sevilla'], ['48', 'Bilbao'], ['29', 'Málaga']]); return [`${r.pick(S('Calle Mayor|C/ Alcalá|Avda. de la Constitución|Calle de Serrano|Carrer de Mallorca|Paseo de Gracia|Calle Larios'))}, ${r.int(1, 200)}, ${r.int(1, 8)}º ${r.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}`, `${c[0]}${r.digits(3)} ${c[1]}`]; } });
def('es-MX', { lang: 'es', cc: 'MX', pool: 'es_mx', date: 'DMY/', mail: S('gmail.com|hotmail.com|yahoo.com.mx|outlook.com|prodigy.net.mx'), ids: S('mx_curp|mx_rfc'), bank: 'mx', legal: S('S.A. de C.V.|S. de R.L. de C.V.'),
  addr: (r) => [`${r.pick(S('Av. Insurgentes Sur|Calle Durango|Av. Revolución|Calle Hidalgo|Av. Vallarta|Calz. de Tlalpan'))} ${r.int(10, 3999)}${r.chance(0.4) ? ', Int. ' + r.int(1, 40) : ''}, Col. ${r.pick(S('Del Valle|Roma Norte|Condesa|Centro|Narvarte|Americana'))}`, `${r.pick(['03100', '06700', '06140', '44160', '64000', '03020'])} ${r.pick(S('Ciudad de México, CDMX|Guadalajara, Jal.|Monterrey, N.L.'))}`] });
def('es-AR', { lang: 'es', cc: 'AR', pool: 'es_ar', date: 'DMY/', mail: S('gmail.com|hotmail.com|yahoo.com.ar|fibertel.com.ar|outlook.com'), ids: S('ar_dni|ar_cuil'), bank: 'ar', legal: S('S.A.|S.R.L.|S.A.S.'),
  addr: (r) => [`${r.pick(S('Av. Corrientes|Av. Santa Fe|Av. Rivadavia|Lavalle|Av. Cabildo|Bv. San Juan'))} ${r.int(100, 5999)}${r.chance(0.5) ? `, piso ${r.int(1, 14)} dto. ${r.pick(['A', 'B', 'C', 'D'])}` : ''}`, r.pick(S('C1043AAZ CABA|C1425BGN Ciudad Autónoma de Buenos Aires|X5000 Córdoba|S2000 Rosario, Santa Fe'))] });
def('es-CO', { lang: 'es', cc: 'CO', pool: 'es_co', date: 'DMY/', mail: S('gmail.com|hotmail.com|yahoo.es|outlook.com'), ids: S('co_cedula|co_nit'), bank: 'co', legal: S('S.A.S.|S.A.|Ltda.'),
  addr: (r) => [`${r.pick(['Calle', 'Carrera', 'Cra.', 'Cl.', 'Av. Calle', 'Transversal'])} ${r.int(1, 140)}${r.pick(['', 'A', 'B', ' Bis'])} # ${r.int(1, 99)}-${r.int(1, 99)}${r.chance(0.5) ? ', Apto ' + r.int(101, 1504) : ''}`, r.pick(S('Bogotá, D.C.|Medellín, Antioquia|Cali, Valle del Cauca|Barranquilla, Atlántico'))] });
def('es-CL', { lang: 'es', cc: 'CL', pool: 'es_cl', date: 'DMY-', mail: S('gmail.com|hotmail.com|vtr.net|yahoo.es'), ids: S('cl_run'), bank: 'cl', legal: S('SpA|S.A.|Ltda.'),
  addr: (r) => [`${r.pick(S('Av. Providencia|Av. Apoquindo|Calle Huérfanos|Av. Libertador Bernardo O\'Higgins|Av. Irarrázaval'))} ${r.int(100, 6999)}${r.chance(0.5) ? ', depto. ' + r.int(101, 2208) : ''}`, r.pick(S('Providencia, Santiago|Las Condes, Santiago|Ñuñoa, Santiago|Viña del Mar, Valparaíso'))] });
def('pt-PT', { lang: 'pt', cc: 'PT', pool: 'pt', date: 'DMY/', mail: S('sapo.pt|gmail.com|hotmail.com|netcabo.pt|outlook.pt'), ids: S('pt_nif'), iban: 'PT', legal: S('Lda.|S.A.|Unipessoal Lda.'),
  addr: (r) => [`${r.pick(S('Rua Augusta|Av. da Liberdade|Rua de Santa Catarina|Rua do Almada|Av. dos Aliados|Travessa do Carmo'))}, ${r.int(1, 300)}${r.chance(0.5) ? ', ' + r.int(1, 8) + 'º ' + r.pick(['Esq.', 'Dto.', 'Frente']) : ''}`, `${r.pick(['1100', '1250', '4000', '4050', '3000', '8000'])}-${r.digits(3)} ${r.pick(S('Lisboa|Porto|Coimbra|Faro'))}`] });
def('pt-BR', { lang: 'pt', cc: 'BR', pool: 'pt_br', date: 'DMY/', mail: S('gmail.com|hotmail.com|uol.com.br|bol.com.br|terra.com.br|yahoo.com.br'), ids: S('br_cpf'), bank: 'br', legal: S('Ltda.|S.A.|ME|EIRELI'),
  addr: (r) => [`${r.pick(S('Rua das Flores|Av. Paulista|Rua Augusta|Av. Atlântica|Rua XV de Novembro|Rua Oscar Freire|Av. Sete de Setembro'))}, ${r.int(10, 3999)}${r.chance(0.5) ? ' - apto ' + r.int(11, 184) : ''}`, `${r.pick(S('Pinheiros, São Paulo - SP|Copacabana, Rio de Janeiro - RJ|Centro, Curitiba - PR|Savassi, Belo Horizonte - MG|Moinhos de Vento, Porto Alegre - RS'))}`, `${r.digits(5)}-${r.digits(3)}`] });
def('it-IT', { lang: 'it', cc: 'IT', pool: 'it', date: 'DMY/', mail: S('libero.it|gmail.com|alice.it|virgilio.it|tiscali.it|hotmail.it'), ids: S('it_codice_fiscale'), iban: 'IT', legal: S('S.r.l.|S.p.A.|S.n.c.'),
  addr: (r) => { const c = r.pick([['00184', 'Roma', 'RM'], ['20121', 'Milano', 'MI'], ['80133', 'Napoli', 'NA'], ['10121', 'Torino', 'TO'], ['40125', 'Bologna', 'BO'], ['50122', 'Firenze', 'FI']]); return [`${r.pick(S('Via Roma|Via Garibaldi|Corso Vittorio Emanuele II|Via Dante|Piazza Cavour|Viale Mazzini|Via dei Mille'))} ${r.int(1, 180)}${r.pick(['', '', '/A', '/B'])}`, `${c[0]} ${c[1]} ${c[2]}`]; } });
def('pl-PL', { lang: 'pl', cc: 'PL', pool: 'pl', date: 'DMY.', mail: S('wp.pl|onet.pl|interia.pl|gmail.com|o2.pl|op.pl'), ids: S('pl_pesel|pl_nip'), iban: 'PL', legal: S('Sp. z o.o.|S.A.|sp.j.'),
  addr: (r) => [`ul. ${r.pick(S('Marszałkowska|Piotrkowska|Długa|Świętokrzyska|Grunwaldzka|Mickiewicza|Kościuszki'))} ${r.int(1, 150)}${r.chance(0.6) ? '/' + r.int(1, 80) : ''}`, r.pick(S('00-026 Warszawa|90-102 Łódź|31-042 Kraków|80-830 Gdańsk|50-077 Wrocław|61-814 Poznań'))] });
def('cs-CZ', { lang: 'cs', cc: 'CZ', pool: 'cs', date: 'DMYs', mail: S('seznam.cz|email.cz|centrum.cz|gmail.com|volny.cz'), ids: S('cz_rodne_cislo'), iban: 'CZ', legal: S('s.r.o.|a.s.'),
  addr: (r) => [`${r.pick(S('Vinohradská|Národní|Husova|Masarykova|Palackého|Karlova'))} ${r.int(100, 2999)}/${r.int(1, 80)}`, r.pick(S('120 00 Praha 2|110 00 Praha 1|602 00 Brno|702 00 Ostrava|301 00 Plzeň'))] });
def('sk-SK', { lang: 'sk', cc: 'SK', pool: 'sk', date: 'DMYs', mail: S('azet.sk|zoznam.sk|gmail.com|centrum.sk|post.sk'), ids: S('sk_rodne_cislo'), iban: 'SK', legal: S('s.r.o.|a.s.'),
  addr: (r) => [`${r.pick(S('Obchodná|Hlavná|Štúrova|Hviezdoslavovo nám.|Mlynské nivy|Námestie SNP'))} ${r.int(1, 90)}`, r.pick(S('811 06 Bratislava|040 01 Košice|010 01 Žilina|974 01 Banská Bystrica'))] });
def('sv-SE', { lang: 'sv', cc: 'SE', pool: 'sv', date: 'YMD-', mail: S('telia.com|gmail.com|hotmail.se|outlook.com|bredband.net'), ids: S('se_personnummer'), iban: 'SE', legal: S('AB|HB'),
  addr: (r) => [`${r.pick(S('Storgatan|Drottninggatan|Kungsgatan|Sveavägen|Linnégatan|Vasagatan'))} ${r.int(1, 120)}${r.chance(0.3) ? ', lgh ' + r.int(1001, 1702) : ''}`, `${r.pick(['114', '411', '211', '753', '113'])} ${r.digits(2)} ${r.pick(S('Stockholm|Göteborg|Malmö|Uppsala'))}`] });
def('nb-NO', { lang: 'nb', cc: 'NO', pool: 'nb', date: 'DMY.', mail: S('online.no|gmail.com|hotmail.no|live.no|getmail.no'), ids: S('no_fodselsnummer'), iban: 'NO', legal: S('AS|ASA'),
  addr: (r) => [`${r.pick(S('Storgata|Karl Johans gate|Bogstadveien|Thorvald Meyers gate|Kongens gate|Strandgaten'))} ${r.int(1, 120)}${r.pick(['', '', ' A', ' B'])}`, r.pick(S('0155 Oslo|0361 Oslo|5003 Bergen|7011 Trondheim|4006 Stavanger'))] });
def('da-DK', { lang: 'da', cc: 'DK', pool: 'da', date: 'DMY-', mail: S('gmail.com|hotmail.dk|mail.dk|outlook.dk|jubii.dk'), ids: S('dk_cpr'), iban: 'DK', legal: S('ApS|A/S|I/S'),
  addr: (r) => [`${r.pick(S('Nørregade|Vesterbrogade|Østerbrogade|Strøget|Jægersborggade|Søndergade'))} ${r.int(1, 180)}${r.chance(0.6) ? `, ${r.int(1, 5)}. ${r.pick(['th.', 'tv.', 'mf.'])}` : ''}`, r.pick(S('1165 København K|1620 København V|8000 Aarhus C|5000 Odense C|9000 Aalborg'))] });
def('fi-FI', { lang: 'fi', cc: 'FI', pool: 'fi', date: 'DMYfi', mail: S('gmail.com|hotmail.fi|luukku.com|suomi24.fi|elisanet.fi'), ids: S('fi_hetu'), iban: 'FI', legal: S('Oy|Oyj|Ky'),
  addr: (r) => [`${r.pick(S('Mannerheimintie|Hämeenkatu|Aleksanterinkatu|Itäinen Pitkäkatu|Kauppakatu'))} ${r.int(1, 80)}${r.chance(0.6) ? ` ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}` : ''}`, r.pick(S('00100 Helsinki|33100 Tampere|20100 Turku|90100 Oulu|40100 Jyväskylä'))] });
def('el-GR', { lang: 'el', cc: 'GR', pool: 'el', date: 'DMY/', mail: S('gmail.com|yahoo.gr|hotmail.gr|otenet.gr|windowslive.com'), ids: S('gr_amka|gr_afm'), iban: 'GR', legal: S('Α.Ε.|Ε.Π.Ε.|Ι.Κ.Ε.'),
  addr: (r) => [`${r.pick(S('Ερμού|Πανεπιστημίου|Λεωφ. Κηφισίας|Εγνατία|Τσιμισκή|Αγίου Νικολάου'))} ${r.int(1, 250)}`, r.pick(S('105 63 Αθήνα|106 79 Αθήνα|546 22 Θεσσαλονίκη|262 21 Πάτρα|712 02 Ηράκλειο'))] });
def('ru-RU', { lang: 'ru', cc: 'RU', pool: 'ru', date: 'DMY.', mail: S('mail.ru|yandex.ru|gmail.com|rambler.ru|bk.ru|inbox.ru'), ids: S('ru_snils|ru_inn'), bank: 'ru', legal: S('ООО|АО|ПАО'), pass: 'RU',
  addr: (r) => [`${r.pick(S('г. Москва|г. Санкт-Петербург|г. Казань|г. Новосибирск|г. Екатеринбург'))}, ${r.pick(S('ул. Тверская|Невский пр-т|ул. Баумана|ул. Ленина|ул. Малышева|Ленинградский пр-т'))}, д. ${r.int(1, 150)}${r.chance(0.3) ? ', корп. ' + r.int(1, 5) : ''}, кв. ${r.int(1, 300)}`, `${r.pick(['125', '191', '420', '630', '620'])}${r.digits(3)}`], oneLine: 1 });
def('uk-UA', { lang: 'uk', cc: 'UA', pool: 'uk', date: 'DMY.', mail: S('ukr.net|gmail.com|i.ua|meta.ua|outlook.com'), ids: S('ua_rntrc'), iban: 'UA', legal: S('ТОВ|ПАТ|ФОП'),
  addr: (r) => [`${r.pick(S('вул. Хрещатик|вул. Сумська|просп. Свободи|вул. Дерибасівська|вул. Велика Васильківська'))}, ${r.int(1, 120)}${r.chance(0.6) ? ', кв. ' + r.int(1, 200) : ''}`, `${r.pick(S('м. Київ, 01001|м. Харків, 61002|м. Львів, 79000|м. Одеса, 65026|м. Дніпро, 49000'))}`], oneLine: 1 });
def('tr-TR', { lang: 'tr', cc: 'TR', pool: 'tr', date: 'DMY.', mail: S('gmail.com|hotmail.com|yandex.com.tr|outlook.com|mynet.com'), ids: S('tr_tc_kimlik'), iban: 'TR', legal: S('A.Ş.|Ltd. Şti.'),
  addr: (r) => [`${r.pick(S('Atatürk Cad.|İstiklal Cad.|Bağdat Cad.|Cumhuriyet Mah. Gazi Sok.|Kızılay Mah. Ziya Gökalp Cad.|Alsancak Mah. Kıbrıs Şehitleri Cad.'))} No: ${r.int(1, 250)}${r.chance(0.6) ? ' D: ' + r.int(1, 30) : ''}`, r.pick(S('34710 Kadıköy/İstanbul|34433 Beyoğlu/İstanbul|06420 Çankaya/Ankara|35220 Konak/İzmir|16010 Osmangazi/Bursa'))] });
def('ar-SA', { lang: 'ar', cc: 'SA', pool: 'ar_gulf', date: 'DMY/', mail: S('gmail.com|hotmail.com|outlook.sa|yahoo.com'), ids: S('sa_national_id'), iban: 'SA', legal: S('شركة ذات مسؤولية محدودة|شركة مساهمة'), rtl: 1,
  addr: (r) => [`${r.int(1000, 9999)} ${r.pick(S('طريق الملك فهد|شارع التحلية|طريق الأمير محمد بن عبدالعزيز|شارع العليا العام|طريق الملك عبدالعزيز'))}، ${r.pick(S('حي العليا|حي الروضة|حي النخيل|حي الحمراء|حي الملز'))}`, `${r.pick(S('الرياض|جدة|الدمام|الخبر'))} ${r.pick(['12214', '12241', '23431', '32241', '34426'])}`], oneLine: 1 });
def('ar-AE', { lang: 'ar', cc: 'AE', pool: 'ar_gulf', date: 'DMY/', mail: S('gmail.com|hotmail.com|eim.ae|outlook.com'), ids: S('ae_emirates_id'), iban: 'AE', legal: S('ذ.م.م|ش.م.ع'), rtl: 1,
  addr: (r) => [`شقة ${r.int(101, 3505)}، ${r.pick(S('برج الأميرة|برج خليفة|مبنى السلام|برج المارينا|بناية الراشدية'))}`, `${r.pick(S('دبي مارينا، دبي|الخالدية، أبوظبي|البرشاء، دبي|النهدة، الشارقة'))}`], oneLine: 1 });
def('ar-EG', { lang: 'ar', cc: 'EG', pool: 'ar_eg', date: 'DMY/', mail: S('gmail.com|yahoo.com|hotmail.com|outlook.com'), ids: S('eg_national_id'), iban: 'EG', legal: S('ش.م.م'), rtl: 1,
  addr: (r) => [`${r.int(1, 120)} ${r.pick(S('شارع التحرير|شارع جامعة الدول العربية|شارع الهرم|شارع مصطفى النحاس|شارع 9'))}${r.chance(0.5) ? `، الدور ${r.int(1, 12)}، شقة ${r.int(1, 40)}` : ''}`, r.pick(S('الدقي، الجيزة|المهندسين، الجيزة|مدينة نصر، القاهرة|المعادي، القاهرة|سموحة، الإسكندرية'))], oneLine: 1 });
def('he-IL', { lang: 'he', cc: 'IL', pool: 'he', date: 'DMY.', mail: S('gmail.com|walla.co.il|012.net.il|hotmail.com|bezeqint.net'), ids: S('il_teudat_zehut'), iban: 'IL', legal: S('בע"מ'), rtl: 1,
  addr: (r) => [`${r.pick(S('רחוב הרצל|שדרות רוטשילד|רחוב דיזנגוף|רחוב יפו|רחוב בן יהודה|רחוב ויצמן'))} ${r.int(1, 200)}${r.chance(0.5) ? ', דירה ' + r.int(1, 40) : ''}`, `${r.pick(S('תל אביב-יפו|ירושלים|חיפה|רמת גן|באר שבע'))} ${r.int(61, 99)}${r.digits(5)}`], oneLine: 1 });
def('hi-IN', { lang: 'hi', cc: 'IN', pool: 'hi', date: 'DMY/', mail: S('gmail.com|yahoo.co.in|rediffmail.com'), ids: S('in_aadhaar|in_pan'), bank: 'in', legal: S('प्राइवेट लिमिटेड'),
  addr: (r) => [`मकान नं. ${r.int(1, 999)}, ${r.pick(S('गांधी नगर|लाजपत नगर|सेक्टर 15|मालवीय नगर|शास्त्री नगर'))}`, `${r.pick(S('नई दिल्ली|जयपुर|लखनऊ|भोपाल|पटना'))} - ${r.pick(['110024', '302017', '226010', '462003', '800001'])}`], oneLine: 1 });
def('th-TH', { lang: 'th', cc: 'TH', pool: 'th', date: 'DMYth', mail: S('gmail.com|hotmail.com|outlook.co.th|yahoo.co.th'), ids: S('th_national_id'), bank: 'th', legal: S('บริษัท จำกัด'),
  addr: (r) => [`${r.int(1, 999)}/${r.int(1, 99)} ${r.pick(S('ถนนสุขุมวิท|ถนนพหลโยธิน|ถนนสีลม|ถนนรัชดาภิเษก|ถนนนิมมานเหมินท์'))}`, r.pick(S('แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110|แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500|แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310|ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200'))], oneLine: 1 });
def('zh-CN', { lang: 'zh', cc: 'CN', pool: 'zh', date: 'YMD-', mail: S('qq.com|163.com|126.com|sina.com|foxmail.com'), ids: S('cn_resident_id'), bank: 'cn', legal: S('有限公司|股份有限公司'), famFirst: 1, noSpace: 1,
  addr: (r) => [`${r.pick(S('北京市朝阳区建国路|上海市浦东新区世纪大道|广东省深圳市南山区科技园南路|浙江省杭州市西湖区文三路|四川省成都市武侯区人民南路'))}${r.int(1, 999)}号${r.chance(0.6) ? `${r.int(1, 30)}栋${r.int(101, 2806)}室` : ''}`], oneLine: 1 });
def('zh-TW', { lang: 'zh', cc: 'TW', pool: 'zh_tw', date: 'YMD/', mail: S('gmail.com|yahoo.com.tw|hotmail.com|hinet.net'), ids: S('tw_national_id'), bank: 'tw', legal: S('股份有限公司|有限公司'), famFirst: 1, noSpace: 1, phr: 'zh-TW',
  addr: (r) => [`${r.pick(S('臺北市大安區忠孝東路四段|臺北市信義區松仁路|新北市板橋區文化路一段|臺中市西屯區臺灣大道三段|高雄市前鎮區中山二路'))}${r.int(1, 500)}號${r.chance(0.6) ? r.int(2, 20) + '樓' : ''}`], oneLine: 1 });
def('ja-JP', { lang: 'ja', cc: 'JP', pool: 'ja', date: 'YMD/', mail: S('docomo.ne.jp|ezweb.ne.jp|softbank.ne.jp|gmail.com|yahoo.co.jp|icloud.com'), ids: S('jp_my_number'), bank: 'jp', legal: S('株式会社|合同会社'), famFirst: 1, jaSpace: 1,
  addr: (r) => [`〒${r.pick(['150', '160', '530', '460', '810', '060'])}-${r.digits(4)}`, `${r.pick(S('東京都渋谷区渋谷|東京都新宿区西新宿|大阪府大阪市北区梅田|愛知県名古屋市中区栄|福岡県福岡市中央区天神|北海道札幌市中央区北一条西'))}${r.int(1, 4)}-${r.int(1, 30)}-${r.int(1, 20)}${r.chance(0.5) ? ` ${r.pick(['コーポ', 'メゾン', 'パークハイツ'])}${r.pick(['桜', '青山', '緑が丘'])}${r.int(101, 905)}号室` : ''}`], oneLine: 1 });
def('ko-KR', { lang: 'ko', cc: 'KR', pool: 'ko', date: 'YMDko', mail: S('naver.com|daum.net|gmail.com|hanmail.net|kakao.com'), ids: S('kr_rrn'), bank: 'kr', legal: S('주식회사|(주)'), famFirst: 1, noSpace: 1,
  addr: (r) => [`${r.pick(S('서울특별시 강남구 테헤란로|서울특별시 마포구 월드컵북로|부산광역시 해운대구 센텀중앙로|경기도 성남시 분당구 판교역로|인천광역시 연수구 송도과학로'))} ${r.int(1, 500)}${r.chance(0.6) ? `, ${r.int(101, 120)}동 ${r.int(101, 2504)}호` : ''} (${r.digits(5)})`], oneLine: 1 });
def('vi-VN', { lang: 'vi', cc: 'VN', pool: 'vi', date: 'DMY/', mail: S('gmail.com|yahoo.com.vn|outlook.com|hotmail.com'), ids: S('vn_cccd'), bank: 'vn', legal: S('Công ty TNHH|Công ty Cổ phần'), famFirst: 1,
  addr: (r) => [`Số ${r.int(1, 300)} ${r.pick(S('Nguyễn Huệ|Lê Lợi|Trần Hưng Đạo|Hai Bà Trưng|Điện Biên Phủ'))}, ${r.pick(S('Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh|Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội|Phường 6, Quận 3, TP. Hồ Chí Minh|Phường Hải Châu 1, Quận Hải Châu, Đà Nẵng'))}`], oneLine: 1 });
def('id-ID', { lang: 'id', cc: 'ID', pool: 'id', date: 'DMY-', mail: S('gmail.com|yahoo.co.id|yahoo.com|outlook.com'), ids: S('id_nik'), bank: 'id', legal: S('PT|CV'),
  addr: (r) => [`Jl. ${r.pick(S('Jend. Sudirman|Gatot Subroto|Diponegoro|Malioboro|Asia Afrika|Pemuda'))} No. ${r.int(1, 200)}, RT ${p2(r.int(1, 12)).padStart(3, '0')}/RW ${p2(r.int(1, 12)).padStart(3, '0')}`, r.pick(S('Kel. Karet, Kec. Setiabudi, Jakarta Selatan 12920|Kel. Braga, Kec. Sumur Bandung, Bandung 40111|Kel. Sosromenduran, Kec. Gedong Tengen, Yogyakarta 55271|Kel. Embong Kaliasin, Kec. Genteng, Surabaya 60271'))] });
def('ms-MY', { lang: 'ms', cc: 'MY', pool: 'ms', date: 'DMY/', mail: S('gmail.com|yahoo.com|hotmail.my|outlook.com'), ids: S('my_nric'), bank: 'my', legal: S('Sdn. Bhd.|Bhd.'),
  addr: (r) => [`No. ${r.int(1, 120)}, ${r.pick(S('Jalan Ampang|Jalan Bukit Bintang|Jalan SS 2/24|Lorong Maarof|Jalan Tun Razak'))}`, r.pick(S('50450 Kuala Lumpur|47300 Petaling Jaya, Selangor|10200 George Town, Pulau Pinang|80000 Johor Bahru, Johor'))] });
def('ro-RO', { lang: 'ro', cc: 'RO', pool: 'ro', date: 'DMY.', mail: S('yahoo.com|gmail.com|yahoo.ro|hotmail.com'), ids: S('ro_cnp'), iban: 'RO', legal: S('S.R.L.|S.A.'),
  addr: (r) => [`Str. ${r.pick(S('Victoriei|Republicii|Mihai Eminescu|Unirii|Memorandumului'))} nr. ${r.int(1, 150)}${r.chance(0.5) ? `, bl. ${r.pick(['A', 'B', 'C'])}${r.int(1, 9)}, ap. ${r.int(1, 60)}` : ''}`, r.pick(S('010061 București|400001 Cluj-Napoca|700028 Iași|300011 Timișoara|500030 Brașov'))] });
def('hu-HU', { lang: 'hu', cc: 'HU', pool: 'hu', date: 'YMD.', mail: S('gmail.com|freemail.hu|citromail.hu|t-online.hu|hotmail.com'), ids: S('hu_adoazonosito|hu_taj'), iban: 'HU', legal: S('Kft.|Zrt.|Bt.'), famFirst: 1,
  addr: (r) => [`${r.pick(S('1052 Budapest|1061 Budapest|4024 Debrecen|6720 Szeged|7621 Pécs'))}, ${r.pick(S('Váci utca|Andrássy út|Piac utca|Kárász utca|Király utca'))} ${r.int(1, 120)}.${r.chance(0.5) ? ` ${r.int(1, 6)}/${r.int(1, 20)}.` : ''}`], oneLine: 1 });
def('bg-BG', { lang: 'bg', cc: 'BG', pool: 'bg', date: 'DMY.', mail: S('abv.bg|gmail.com|mail.bg|yahoo.com'), ids: S('bg_egn'), iban: 'BG', legal: S('ЕООД|ООД|АД'),
  addr: (r) => [`${r.pick(S('ул. „Витоша“|бул. „Витоша“|ул. „Граф Игнатиев“|бул. „Мария Луиза“|ул. „Шипка“'))} ${r.int(1, 150)}${r.chance(0.5) ? `, ет. ${r.int(1, 8)}, ап. ${r.int(1, 30)}` : ''}`, r.pick(S('1000 София|4000 Пловдив|9000 Варна|8000 Бургас'))] });
def('hr-HR', { lang: 'hr', cc: 'HR', pool: 'hr', date: 'DMY.dot', mail: S('gmail.com|net.hr|t-com.hr|yahoo.com'), ids: S('hr_oib'), iban: 'HR', legal: S('d.o.o.|d.d.'),
  addr: (r) => [`${r.pick(S('Ilica|Vukovarska|Savska cesta|Marmontova|Korzo'))} ${r.int(1, 250)}`, r.pick(S('10000 Zagreb|21000 Split|51000 Rijeka|31000 Osijek'))] });
def('sl-SI', { lang: 'sl', cc: 'SI', pool: 'sl', date: 'DMYs', mail: S('gmail.com|siol.net|t-2.net|amis.net'), ids: S('si_emso'), iban: 'SI', legal: S('d.o.o.|d.d.|s.p.'),
  addr: (r) => [`${r.pick(S('Slovenska cesta|Trubarjeva cesta|Partizanska cesta|Prešernova ulica|Celovška cesta'))} ${r.int(1, 150)}`, r.pick(S('1000 Ljubljana|2000 Maribor|3000 Celje|4000 Kranj'))] });
def('et-EE', { lang: 'et', cc: 'EE', pool: 'et', date: 'DMY.', mail: S('gmail.com|hot.ee|mail.ee|online.ee'), ids: S('ee_isikukood'), iban: 'EE', legal: S('OÜ|AS'),
  addr: (r) => [`${r.pick(S('Narva mnt|Pärnu mnt|Tartu mnt|Rüütli|Pikk'))} ${r.int(1, 150)}${r.chance(0.6) ? '-' + r.int(1, 60) : ''}`, r.pick(S('10117 Tallinn|10141 Tallinn|51004 Tartu|80010 Pärnu'))] });
def('lt-LT', { lang: 'lt', cc: 'LT', pool: 'lt', date: 'YMD-', mail: S('gmail.com|one.lt|inbox.lt|zebra.lt'), ids: S('lt_asmens_kodas'), iban: 'LT', legal: S('UAB|AB|MB'),
  addr: (r) => [`${r.pick(S('Gedimino pr.|Laisvės al.|Vilniaus g.|Savanorių pr.|Taikos pr.'))} ${r.int(1, 150)}${r.chance(0.6) ? '-' + r.int(1, 80) : ''}`, r.pick(S('LT-01103 Vilnius|LT-44240 Kaunas|LT-92235 Klaipėda|LT-76353 Šiauliai'))] });
def('lv-LV', { lang: 'lv', cc: 'LV', pool: 'lv', date: 'DMY.', mail: S('inbox.lv|gmail.com|apollo.lv|one.lv'), ids: S('lv_personas_kods'), iban: 'LV', legal: S('SIA|AS'),
  addr: (r) => [`${r.pick(S('Brīvības iela|Elizabetes iela|Tērbatas iela|Lāčplēša iela|Krišjāņa Barona iela'))} ${r.int(1, 150)}${r.chance(0.6) ? '-' + r.int(1, 60) : ''}`, r.pick(S('Rīga, LV-1010|Rīga, LV-1050|Jelgava, LV-3001|Liepāja, LV-3401'))] });

export const LOCALES = L;
export const LOCALE_CODES = Object.keys(L);

// ---------- people ----------
export function makePerson(r, loc, opts = {}) {
  const N = NAMES[loc.pool];
  const sex = opts.sex || (r.chance(0.5) ? 'm' : 'f');
  const cap = (x) => x.replace(/(^|[\s-])(\p{Ll})/gu, (m, a, b) => a + b.toUpperCase());
  const split = (s) => { const [nat, lat] = s.split('/'); return { nat, lat: lat ? cap(lat) : nat }; };
  const given = split(r.pick(sex === 'm' ? N.m : N.f));
  const fam = split(r.pick(N.fam || (sex === 'm' ? N.famM : N.famF)));
  const pat = (sex === 'm' ? N.patM : N.patF) ? r.pick(sex === 'm' ? N.patM : N.patF) : null;
  const y = opts.minor ? r.int(2008, 2016) : r.int(1948, 2004); const m = r.int(1, 12); const d = r.int(1, [31, y % 4 ? 28 : 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]);
  let full;
  if (loc.famFirst && loc.noSpace) full = fam.nat + given.nat;
  else if (loc.jaSpace) full = r.chance(0.5) ? `${fam.nat} ${given.nat}` : fam.nat + given.nat;
  else if (loc.famFirst) full = `${fam.nat} ${given.nat}`;
  else if (loc.pool === 'ar_gulf' && pat && r.chance(0.4)) full = `${given.nat} ${pat} ${fam.nat}`;
  else full = `${given.nat} ${fam.nat}`;
  const formal = (loc.lang === 'ru' || loc.lang === 'uk') && pat ? `${fam.nat} ${given.nat} ${pat}` : full;
  const latGiven = given.lat.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
  const latFam = fam.lat.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
  return { sex, given: given.nat, family: fam.nat, givenLatin: given.lat, familyLatin: fam.lat, full, formal, latGiven, latFam, dob: { y, m, d } };
}
export function emailFor(r, p, loc) {
  const dom = r.pick(loc.mail);
  const g = p.latGiven || 'user', f = p.latFam || 'mail';
  const local = r.pick([`${g}.${f}`, `${g}${f}`, `${g[0]}${f}`, `${f}.${g}`, `${g}_${f}${r.int(1, 99)}`, `${g}.${f}${p.dob.y % 100}`, `${f}${g[0]}${r.int(1, 9)}`, `${g}${p.dob.y}`]);
  return `${local}@${dom}`;
}
