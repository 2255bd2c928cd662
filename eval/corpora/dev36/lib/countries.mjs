// Per-country data: phone numbering, identifiers, passports, bank accounts, hotlines.
import { ID, ibanFor, abaRouting, clabe, cbu, BBAN } from './ids.mjs';

const P = (cc, trunk, mob, land) => ({ cc, trunk, mob, land });
export const COUNTRIES = {
  US: { phone: P('1', '', ['### ### ####'], ['### ### ####']), nanp: ['515', '785', '559', '608', '402', '406', '208', '701', '319', '563', '309', '217'], nid: ['us_ssn', 'SSN'], tax: ['us_itin', 'ITIN'], pass: 'N########', bank: 'us', hot: ['911', '1-800-222-1222', '988'], mail: ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com', 'comcast.net'] },
  CA: { phone: P('1', '', ['### ### ####'], ['### ### ####']), nanp: ['306', '403', '519', '204', '418', '604', '780', '450'], nid: ['ca_sin', 'SIN'], pass: 'AA######', bank: 'ca', hot: ['911', '811'], mail: ['gmail.com', 'outlook.com', 'videotron.ca', 'shaw.ca', 'sympatico.ca'] },
  GB: { phone: P('44', '0', ['7### ######'], ['1### ######', '20 #### ####', '113 ### ####']), nid: ['uk_nino', 'National Insurance number'], pass: '#########', iban: 'GB', hot: ['999', '111', '101'], mail: ['gmail.com', 'btinternet.com', 'hotmail.co.uk', 'outlook.com', 'yahoo.co.uk', 'sky.com'] },
  IE: { phone: P('353', '0', ['83 ### ####', '85 ### ####', '86 ### ####', '87 ### ####', '89 ### ####'], ['1 ### ####', '21 ### ####', '44 ### ####']), nid: ['ie_pps', 'PPS number'], pass: 'AA#######', iban: 'IE', hot: ['999', '112'], mail: ['gmail.com', 'eircom.net', 'outlook.ie', 'hotmail.com'] },
  AU: { phone: P('61', '0', ['4## ### ###'], ['2 #### ####', '3 #### ####', '7 #### ####', '8 #### ####']), nid: ['au_medicare', 'Medicare number'], tax: ['au_tfn', 'TFN'], pass: 'PA#######', bank: 'au', hot: ['000', '13 11 14'], mail: ['gmail.com', 'bigpond.com', 'outlook.com.au', 'optusnet.com.au'] },
  NZ: { phone: P('64', '0', ['21 ### ####', '27 ### ####', '22 ### ####'], ['9 ### ####', '3 ### ####', '7 ### ####']), tax: ['nz_ird', 'IRD number'], pass: 'LA######', bank: 'nz', hot: ['111', '0800 611 116'], mail: ['gmail.com', 'xtra.co.nz', 'outlook.co.nz'] },
  IN: { phone: P('91', '0', ['98### #####', '97### #####', '88### #####', '70### #####', '63### #####'], ['20 #### ####', '80 #### ####', '161 ### ####']), nid: ['in_aadhaar', 'Aadhaar'], tax: ['in_pan', 'PAN'], pass: 'A#######', bank: 'in', hot: ['112', '108', '1800-180-1551'], mail: ['gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com'] },
  ZA: { phone: P('27', '0', ['82 ### ####', '72 ### ####', '83 ### ####', '61 ### ####'], ['21 ### ####', '12 ### ####', '51 ### ####']), nid: ['za_id', 'ID number'], pass: 'A########', bank: 'za', hot: ['10111', '10177'], mail: ['gmail.com', 'mweb.co.za', 'telkomsa.net', 'webmail.co.za'] },
  SG: { phone: P('65', '', ['9### ####', '8### ####'], ['6### ####']), nid: ['sg_nric', 'NRIC'], pass: 'K#######A', bank: 'sg', hot: ['995', '999', '1777'], mail: ['gmail.com', 'singnet.com.sg', 'yahoo.com.sg'] },
  DE: { phone: P('49', '0', ['151 ########', '160 #######', '171 #######', '176 ########', '152 ########'], ['30 ########', '4441 #####', '581 ######', '89 ########', '351 #######']), nid: ['de_id_card', 'Personalausweisnummer'], tax: ['de_steuer_id', 'Steuer-ID'], pass: 'C########', iban: 'DE', hot: ['112', '110', '116 117'], mail: ['web.de', 'gmx.de', 't-online.de', 'gmail.com', 'posteo.de', 'freenet.de'] },
  AT: { phone: P('43', '0', ['664 #######', '676 #######', '650 #######', '699 ########'], ['1 #######', '732 ######', '316 ######', '2742 ######']), nid: ['at_svnr', 'Sozialversicherungsnummer'], pass: 'P#######', iban: 'AT', hot: ['144', '133', '1450'], mail: ['gmx.at', 'aon.at', 'gmail.com', 'chello.at'] },
  CH: { phone: P('41', '0', ['79 ### ## ##', '78 ### ## ##', '76 ### ## ##'], ['44 ### ## ##', '31 ### ## ##', '61 ### ## ##', '34 ### ## ##']), nid: ['ch_ahv', 'AHV-Nr.'], pass: 'X#######', iban: 'CH', hot: ['144', '117', '1414'], mail: ['bluewin.ch', 'gmx.ch', 'gmail.com', 'sunrise.ch'] },
  FR: { phone: P('33', '0', ['6 ## ## ## ##', '7 ## ## ## ##'], ['1 ## ## ## ##', '2 ## ## ## ##', '3 ## ## ## ##', '5 ## ## ## ##']), nid: ['fr_nir', 'n° de sécurité sociale'], pass: '##AA#####', iban: 'FR', hot: ['15', '18', '112', '3114'], mail: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com', 'sfr.fr', 'wanadoo.fr'] },
  BE: { phone: P('32', '0', ['47# ## ## ##', '49# ## ## ##', '48# ## ## ##'], ['2 ### ## ##', '9 ### ## ##', '4 ### ## ##', '81 ## ## ##']), nid: ['be_nrn', 'numéro de registre national'], pass: 'AA######', iban: 'BE', hot: ['112', '1733'], mail: ['skynet.be', 'telenet.be', 'gmail.com', 'proximus.be'] },
  ES: { phone: P('34', '', ['6## ## ## ##', '6## ### ###', '7## ### ###'], ['91# ### ###', '96# ### ###', '976 ### ###', '95# ### ###']), nid: ['es_dni', 'DNI'], nid2: ['es_nie', 'NIE'], pass: 'AAA######', iban: 'ES', hot: ['112', '061'], mail: ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'] },
  MX: { phone: P('52', '', ['55 #### ####', '33 #### ####', '81 #### ####', '461 ### ####'], ['55 #### ####', '442 ### ####']), nid: ['mx_curp', 'CURP'], pass: 'G########', bank: 'mx', hot: ['911', '089'], mail: ['gmail.com', 'hotmail.com', 'prodigy.net.mx', 'yahoo.com.mx'] },
  AR: { phone: P('54', '0', ['9 11 ####-####', '9 351 ###-####', '9 341 ###-####'], ['11 ####-####', '351 ###-####']), nid: ['ar_dni', 'DNI'], tax: ['ar_cuil', 'CUIL'], pass: 'AAA######', bank: 'ar', hot: ['911', '107'], mail: ['gmail.com', 'hotmail.com.ar', 'fibertel.com.ar', 'yahoo.com.ar'] },
  CL: { phone: P('56', '', ['9 #### ####'], ['2 #### ####', '71 ### ####']), nid: ['cl_rut', 'RUT'], pass: 'F########', bank: 'cl', hot: ['131', '133'], mail: ['gmail.com', 'vtr.net', 'hotmail.cl'] },
  BR: { phone: P('55', '0', ['11 9####-####', '43 9####-####', '16 9####-####', '64 9####-####'], ['11 ####-####', '43 ####-####']), tax: ['br_cpf', 'CPF'], pass: 'AA######', iban: 'BR', hot: ['192', '190', '193'], mail: ['gmail.com', 'uol.com.br', 'bol.com.br', 'hotmail.com', 'terra.com.br'] },
  PT: { phone: P('351', '', ['91# ### ###', '93# ### ###', '96# ### ###'], ['21# ### ###', '22# ### ###', '266 ### ###']), tax: ['pt_nif', 'NIF'], pass: 'A######', iban: 'PT', hot: ['112', '808 24 24 24'], mail: ['sapo.pt', 'gmail.com', 'netcabo.pt', 'hotmail.com'] },
  IT: { phone: P('39', '', ['3## ### ####', '3## #######'], ['0521 ######', '045 #######', '06 ########', '02 ########']), nid: ['it_id_card', 'carta d’identità'], tax: ['it_codice_fiscale', 'codice fiscale'], pass: 'AA#######', iban: 'IT', hot: ['112', '118', '1500'], mail: ['libero.it', 'gmail.com', 'virgilio.it', 'tiscali.it', 'alice.it'] },
  NL: { phone: P('31', '0', ['6 ########', '6-########'], ['20 ### ####', '50 ### ####', '317 ### ###']), nid: ['nl_bsn', 'BSN'], pass: 'AA#######', iban: 'NL', hot: ['112', '0900-8844'], mail: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl', 'xs4all.nl'] },
  PL: { phone: P('48', '', ['5## ### ###', '6## ### ###', '7## ### ###', '8## ### ###'], ['22 ### ## ##', '61 ### ## ##', '56 ### ## ##']), nid: ['pl_pesel', 'PESEL'], tax: ['pl_nip', 'NIP'], pass: 'AA#######', iban: 'PL', hot: ['112', '999', '997'], mail: ['wp.pl', 'onet.pl', 'interia.pl', 'gmail.com', 'o2.pl'] },
  SE: { phone: P('46', '0', ['70-### ## ##', '72-### ## ##', '73-### ## ##'], ['8-### ### ##', '18-## ## ##', '31-## ## ##']), nid: ['se_personnummer', 'personnummer'], pass: '########', iban: 'SE', hot: ['112', '1177'], mail: ['telia.com', 'gmail.com', 'hotmail.se', 'bredband.net'] },
  NO: { phone: P('47', '', ['4## ## ###', '9## ## ###'], ['22 ## ## ##', '62 ## ## ##', '73 ## ## ##']), nid: ['no_fodselsnummer', 'fødselsnummer'], pass: 'FA#######', iban: 'NO', hot: ['113', '112', '116 117'], mail: ['online.no', 'gmail.com', 'hotmail.no', 'altibox.no'] },
  DK: { phone: P('45', '', ['2# ## ## ##', '3# ## ## ##', '4# ## ## ##', '5# ## ## ##'], ['8# ## ## ##', '3# ## ## ##']), nid: ['dk_cpr', 'CPR-nummer'], pass: '#########', iban: 'DK', hot: ['112', '1813'], mail: ['mail.dk', 'gmail.com', 'hotmail.dk', 'stofanet.dk'] },
  FI: { phone: P('358', '0', ['40 ### ####', '50 ### ####', '44 ### ####'], ['9 ### ####', '3 ### ####', '6 ### ####']), nid: ['fi_hetu', 'henkilötunnus'], pass: 'AA#######', iban: 'FI', hot: ['112', '116 117'], mail: ['gmail.com', 'luukku.com', 'elisanet.fi', 'outlook.com'] },
  CZ: { phone: P('420', '', ['6## ### ###', '7## ### ###'], ['2## ### ###', '38# ### ###', '56# ### ###']), nid: ['cz_rodne_cislo', 'rodné číslo'], pass: '########', iban: 'CZ', hot: ['155', '112', '158'], mail: ['seznam.cz', 'email.cz', 'centrum.cz', 'gmail.com'] },
  RO: { phone: P('40', '0', ['7## ### ###'], ['21 ### ####', '264 ### ###', '232 ### ###']), nid: ['ro_cnp', 'CNP'], pass: '########', iban: 'RO', hot: ['112'], mail: ['yahoo.com', 'gmail.com', 'yahoo.ro', 'rdslink.ro'] },
  HU: { phone: P('36', '06', ['20 ### ####', '30 ### ####', '70 ### ####'], ['1 ### ####', '62 ### ###', '52 ### ###']), nid: ['hu_taj', 'TAJ-szám'], tax: ['hu_adoazonosito', 'adóazonosító jel'], pass: 'AA#######', iban: 'HU', hot: ['112', '104'], mail: ['freemail.hu', 'gmail.com', 'citromail.hu', 't-online.hu'] },
  GR: { phone: P('30', '', ['69# ### ####'], ['21# ### ####', '231 ### ####', '241 ### ####']), nid: ['gr_amka', 'ΑΜΚΑ'], tax: ['gr_afm', 'ΑΦΜ'], pass: 'AA#######', iban: 'GR', hot: ['112', '166', '1565'], mail: ['gmail.com', 'otenet.gr', 'yahoo.gr', 'hotmail.com'] },
  RU: { phone: P('7', '8', ['9## ###-##-##'], ['495 ###-##-##', '473 ###-##-##', '861 ###-##-##']), nid: ['ru_snils', 'СНИЛС'], tax: ['ru_inn', 'ИНН'], pass: '## ## ######', bank: 'ru', hot: ['112', '103', '8-800-2000-122'], mail: ['mail.ru', 'yandex.ru', 'gmail.com', 'rambler.ru', 'bk.ru'] },
  UA: { phone: P('380', '0', ['50 ### ## ##', '67 ### ## ##', '63 ### ## ##', '97 ### ## ##', '93 ### ## ##'], ['44 ### ## ##', '532 ## ## ##', '432 ## ## ##']), nid: ['ua_id_card', 'номер ID-картки'], tax: ['ua_rnokpp', 'РНОКПП'], pass: 'AA######', iban: 'UA', hot: ['112', '103', '101'], mail: ['ukr.net', 'gmail.com', 'i.ua', 'meta.ua'] },
  TR: { phone: P('90', '0', ['5## ### ## ##'], ['212 ### ## ##', '312 ### ## ##', '332 ### ## ##']), nid: ['tr_tckn', 'T.C. Kimlik No'], pass: 'U########', iban: 'TR', hot: ['112', '155', '184'], mail: ['gmail.com', 'hotmail.com', 'yandex.com.tr', 'outlook.com'] },
  SA: { phone: P('966', '0', ['5# ### ####'], ['11 ### ####', '12 ### ####', '13 ### ####']), nid: ['sa_national_id', 'رقم الهوية الوطنية'], pass: 'A########', iban: 'SA', hot: ['997', '911', '937'], mail: ['gmail.com', 'hotmail.com', 'outlook.sa', 'yahoo.com'] },
  AE: { phone: P('971', '0', ['50 ### ####', '55 ### ####', '52 ### ####'], ['4 ### ####', '2 ### ####', '6 ### ####']), nid: ['ae_emirates_id', 'رقم الهوية الإماراتية'], pass: 'AA#######', iban: 'AE', hot: ['999', '998', '800 342'], mail: ['gmail.com', 'eim.ae', 'hotmail.com', 'emirates.net.ae'] },
  EG: { phone: P('20', '0', ['10 #### ####', '11 #### ####', '12 #### ####', '15 #### ####'], ['2 #### ####', '50 ### ####', '40 ### ####']), nid: ['eg_national_id', 'الرقم القومي'], pass: 'A########', iban: 'EG', hot: ['123', '122', '180'], mail: ['gmail.com', 'yahoo.com', 'hotmail.com'] },
  IL: { phone: P('972', '0', ['5#-###-####'], ['3-###-####', '2-###-####', '4-###-####', '8-###-####']), nid: ['il_teudat_zehut', 'ת"ז'], pass: '########', iban: 'IL', hot: ['101', '100', '*2580'], mail: ['gmail.com', 'walla.co.il', 'bezeqint.net', 'hotmail.com'] },
  TH: { phone: P('66', '0', ['8#-###-####', '9#-###-####', '6#-###-####'], ['2-###-####', '53-###-###', '43-###-###']), nid: ['th_national_id', 'เลขประจำตัวประชาชน'], pass: 'AA#######', bank: 'th', hot: ['1669', '191', '1111'], mail: ['gmail.com', 'hotmail.com', 'yahoo.co.th'] },
  CN: { phone: P('86', '0', ['13# #### ####', '15# #### ####', '18# #### ####', '17# #### ####'], ['10-########', '21-########', '536-#######']), nid: ['cn_resident_id', '身份证号'], pass: 'E########', bank: 'cn', hot: ['120', '110', '12345'], mail: ['qq.com', '163.com', '126.com', 'sina.com', 'foxmail.com'] },
  TW: { phone: P('886', '0', ['9##-###-###'], ['2-####-####', '4-####-####', '7-###-####']), nid: ['tw_national_id', '身分證字號'], pass: '#########', bank: 'tw', hot: ['119', '110', '1999'], mail: ['gmail.com', 'yahoo.com.tw', 'hinet.net', 'pchome.com.tw'] },
  JP: { phone: P('81', '0', ['90-####-####', '80-####-####', '70-####-####'], ['3-####-####', '11-###-####', '155-##-####', '263-##-####']), nid: ['jp_my_number', 'マイナンバー'], pass: 'AA#######', bank: 'jp', hot: ['119', '110', '#7119'], mail: ['gmail.com', 'yahoo.co.jp', 'docomo.ne.jp', 'ezweb.ne.jp', 'icloud.com'] },
  KR: { phone: P('82', '0', ['10-####-####'], ['2-####-####', '31-###-####', '41-###-####', '63-###-####']), nid: ['kr_rrn', '주민등록번호'], pass: 'M########', bank: 'kr', hot: ['119', '112', '1339'], mail: ['naver.com', 'daum.net', 'gmail.com', 'hanmail.net', 'kakao.com'] },
  VN: { phone: P('84', '0', ['9## ### ###', '3## ### ###', '8## ### ###'], ['24 #### ####', '28 #### ####', '292 ### ####']), nid: ['vn_cccd', 'Số CCCD'], pass: 'C#######', bank: 'vn', hot: ['115', '113', '114'], mail: ['gmail.com', 'yahoo.com', 'outlook.com.vn'] },
  ID: { phone: P('62', '0', ['812-####-####', '813-####-####', '857-####-####', '878-####-####'], ['21-####-####', '22-###-####', '274-######']), nid: ['id_nik', 'NIK'], pass: 'A#######', bank: 'id', hot: ['112', '119', '110'], mail: ['gmail.com', 'yahoo.co.id', 'outlook.co.id'] },
};

// extra id kinds without a check digit
ID.it_id_card = (r) => r.pat('CA#####AA');
ID.ua_id_card = (r) => r.digits(9);

// ---------- phone ----------
/** kind: 'mob' | 'land'; form: 'nat' | 'intl' | 'intl00' | 'e164' */
export function phone(r, cc, kind = 'mob', form = 'nat') {
  const C = COUNTRIES[cc], p = C.phone;
  if (p.cc === '1') {
    const area = r.pick(C.nanp), ex = r.int(2, 9) + r.digits(2), ln = r.digits(4);
    if (form === 'e164') return `+1${area}${ex}${ln}`;
    if (form === 'intl' || form === 'intl00') return r.pick([`+1 ${area}-${ex}-${ln}`, `+1 (${area}) ${ex}-${ln}`, `+1 ${area} ${ex} ${ln}`]);
    return r.pick([`(${area}) ${ex}-${ln}`, `${area}-${ex}-${ln}`, `${area}.${ex}.${ln}`]);
  }
  let core = r.pat(r.pick(kind === 'mob' ? p.mob : p.land));
  if (cc === 'RU') { const [a, b] = [core.slice(0, 3), core.slice(4)]; if (form === 'nat') return r.pick([`8 (${a}) ${b}`, `8-${a}-${b}`, `8${a}${b.replace(/-/g, '')}`]); if (form === 'e164') return `+7${a}${b.replace(/-/g, '')}`; return r.pick([`+7 (${a}) ${b}`, `+7 ${a} ${b}`]); }
  if (cc === 'AR' && kind === 'mob') { const rest = core.slice(2); if (form === 'nat') { const [area, num] = [rest.split(' ')[0], rest.split(' ')[1]]; return `0${area} 15-${num}`; } }
  if (cc === 'CN' && kind === 'mob' && form === 'nat') return r.chance(0.5) ? core : core.replace(/ /g, '');
  if (cc === 'BR' && form === 'nat') { const [ddd, num] = core.split(' '); return `(${ddd}) ${num}`; }
  if (form === 'e164') return `+${p.cc}${core.replace(/[^\d]/g, '')}`;
  if (form === 'intl') return `+${p.cc} ${core}`;
  if (form === 'intl00') return `00${p.cc} ${core}`;
  return p.trunk + (p.trunk === '06' ? ' ' : '') + core;
}

// ---------- bank accounts ----------
/** returns {category, type, value} — IBAN where the country uses one, otherwise a domestic account number */
export function bankAccount(r, cc, style) {
  const C = COUNTRIES[cc];
  if (C.iban) return { category: 'iban', type: 'iban', value: ibanFor(r, C.iban, style || (r.chance(0.75) ? 'spaced' : 'plain')) };
  const pat = { ru: '40817810############', in: null, jp: '#######', cn: null, kr: '###-######-##-###', us: '##########', ca: '#######', au: '########', nz: '##-####-#######-00', za: '##########', sg: '###-#####-#', th: '###-#-#####-#', tw: '##############', vn: '#############', id: '##########', cl: '########' }[C.bank];
  switch (C.bank) {
    case 'mx': return { category: 'bank_account', type: 'mx_clabe', value: clabe(r) };
    case 'ar': return { category: 'bank_account', type: 'ar_cbu', value: cbu(r) };
    case 'in': return { category: 'bank_account', type: 'bank_account_number', value: r.ndigits(r.pick([11, 12, 14])) };
    case 'cn': return { category: 'bank_account', type: 'bank_account_number', value: r.pick(['6222', '6217', '6228']) + ' ' + r.digits(4) + ' ' + r.digits(4) + ' ' + r.digits(4) + ' ' + r.digits(3) };
    default: return { category: 'bank_account', type: 'bank_account_number', value: r.pat(pat || '##########') };
  }
}
/** routing / sort / branch code (soft) */
export function routingCode(r, cc) {
  switch (cc) {
    case 'US': return { type: 'us_routing_number', value: abaRouting(r), label: 'Routing number' };
    case 'GB': return { type: 'uk_sort_code', value: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, label: 'Sort code' };
    case 'AU': return { type: 'au_bsb', value: `${r.pick(['06', '03', '08', '01'])}${r.digits(1)}-${r.digits(3)}`, label: 'BSB' };
    case 'IN': return { type: 'in_ifsc', value: `${r.pick(['SBIN', 'HDFC', 'ICIC', 'PUNB'])}0${r.digits(6)}`, label: 'IFSC' };
    case 'CA': return { type: 'ca_transit_number', value: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '815'])}`, label: 'Transit/institution' };
    case 'NZ': return { type: 'bank_account_number', value: null };
    default: return { type: 'bic', value: r.pick(['COBADEFF', 'DEUTDEFF', 'BNPAFRPP', 'INGBNL2A', 'RABONL2U', 'NDEAFIHH', 'ESSESESS', 'UNCRITMM', 'BKAUATWW', 'GIBACZPX', 'PKOPPLPW', 'OTPVHUHB', 'ETHNGRAA', 'TCZBTR2A', 'NCBKSAJE', 'NBADAEAA', 'POALILIT', 'BCOMPTPL', 'CAIXESBB', 'BBRUBEBB']) + r.pick(['', 'XXX']), label: 'BIC' };
  }
}
export function passport(r, cc) { return r.pat(COUNTRIES[cc].pass); }
export { ID };
