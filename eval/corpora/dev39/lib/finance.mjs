// Bank accounts, IBANs, payment cards, crypto wallets (all generated, with check digits).
import { fill, A_UP } from './prng.mjs';
import { ibanCheck, luhnCheck, mod97, wsum, d, b58check, bech32Segwit, eip55, B58_XRP, B58 } from './checksums.mjs';
export const IBAN_BBAN = { DE: '##################', AT: '################', CH: '#################', FR: 'FR', BE: 'BE', NL: 'NL', LU: '###^^^^^^^^^^^^^', IT: '@##########^^^^^^^^^^^^', ES: 'ES', PT: 'PT', PL: '########################', SE: '####################', NO: 'NO', DK: '##############', FI: '##############', IS: '######################', EE: '################', LT: '################', LV: 'LV', CZ: '####################', SK: '####################', HU: '########################', RO: 'RO', BG: 'BG', HR: '#################', SI: '###############', GR: '#######################', TR: '#####0################', IL: '###################', SA: '####################', AE: '###################', EG: '#########################', IR: '0#####################', PK: 'PK', KZ: '################', UA: '#########################', GB: 'GB', IE: 'IE' };
export const IBAN_LEN = { DE: 22, AT: 20, CH: 21, FR: 27, BE: 16, NL: 18, LU: 20, IT: 27, ES: 24, PT: 25, PL: 28, SE: 24, NO: 15, DK: 18, FI: 18, IS: 26, EE: 20, LT: 20, LV: 21, CZ: 24, SK: 24, HU: 28, RO: 24, BG: 22, HR: 21, SI: 19, GR: 27, TR: 26, IL: 23, SA: 24, AE: 23, EG: 29, IR: 26, PK: 24, KZ: 20, UA: 29, GB: 22, IE: 22 };
const BANKS4 = { NL: ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'KNAB', 'BUNQ'], GB: ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'MONZ'], IE: ['AIBK', 'BOFI', 'IPBS'], LV: ['HABA', 'UNLA', 'PARX'], RO: ['BTRL', 'RZBR', 'BRDE', 'INGB'], BG: ['UNCR', 'STSA', 'FINV'], PK: ['HABB', 'MUCB', 'UNIL', 'MEZN'] };
const frLetters = s => s.replace(/[A-Z]/g, c => String('123456789123456789234567890'.charAt(c.charCodeAt(0) - 65)));
function bban(r, cc) {
  const pat = IBAN_BBAN[cc];
  switch (pat) {
    case 'FR': { const bank = fill(r, '#####'), br = fill(r, '#####'), acc = fill(r, '###########'); const key = String(97 - (89 * Number(bank) + 15 * Number(br) + 3 * Number(frLetters(acc))) % 97).padStart(2, '0'); return bank + br + acc + key; }
    case 'BE': { const b = fill(r, '##########'); const c = Number(b) % 97 || 97; return b + String(c).padStart(2, '0'); }
    case 'ES': { const bank = fill(r, '####'), br = fill(r, '####'), acc = fill(r, '##########'); const W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; const cd = s => { const v = 11 - wsum(d(s), W) % 11; return v === 11 ? 0 : v === 10 ? 1 : v; }; return bank + br + cd('00' + bank + br) + cd(acc) + acc; }
    case 'PT': { const b = fill(r, '###################'); const c = 98 - mod97(b + '00'); return b + String(c).padStart(2, '0'); }
    case 'NO': { for (;;) { const b = fill(r, '##########'); const v = 11 - wsum(d(b), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11; if (v === 10) continue; return b + (v === 11 ? 0 : v); } }
    case 'NL': case 'GB': case 'IE': case 'LV': case 'RO': case 'BG': case 'PK': {
      const bk = r.pick(BANKS4[pat]); const rest = { NL: '##########', GB: '##############', IE: '##############', LV: '#############', RO: '################', BG: '##############', PK: '################' }[pat]; return bk + fill(r, rest);
    }
    default: return fill(r, pat);
  }
}
export function iban(r, cc) { const b = bban(r, cc); const e = cc + ibanCheck(cc, b) + b; return { electronic: e, printed: e.replace(/(.{4})/g, '$1 ').trim() }; }
export const ibanCountries = Object.keys(IBAN_BBAN);
// ---- local bank accounts: returns {parts:[{k,value,type,soft}], combined:{value,type}} ----
function aba(r) { for (;;) { const b = String(r.pick([r.int(1, 12), r.int(21, 32)])).padStart(2, '0') + fill(r, '######'); for (let c = 0; c < 10; c++) { const x = d(b + c); if ((3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 === 0) return b + c; } } }
export const abaValid = s => { const x = d(s.replace(/\D/g, '')); return x.length === 9 && (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 === 0; };
export function clabe(r) { const b = r.pick(['002', '012', '014', '021', '072', '127']) + fill(r, '###') + fill(r, '###########'); const W = [3, 7, 1]; let s = 0; for (let i = 0; i < 17; i++) s += (Number(b[i]) * W[i % 3]) % 10; return b + (10 - s % 10) % 10; }
export const clabeValid = s => { const x = s.replace(/\D/g, ''); if (x.length !== 18) return false; const W = [3, 7, 1]; let t = 0; for (let i = 0; i < 17; i++) t += (Number(x[i]) * W[i % 3]) % 10; return (10 - t % 10) % 10 === Number(x[17]); };
export function cbu(r) { const b1 = r.pick(['007', '011', '014', '017', '072', '285']) + fill(r, '####'); const c1 = (10 - wsum(d(b1), [7, 1, 3, 9, 7, 1, 3]) % 10) % 10; const b2 = fill(r, '#############'); const c2 = (10 - wsum(d(b2), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10; return b1 + c1 + b2 + c2; }
export const cbuValid = s => { const x = s.replace(/\D/g, ''); return x.length === 22 && (10 - wsum(d(x.slice(0, 7)), [7, 1, 3, 9, 7, 1, 3]) % 10) % 10 === Number(x[7]) && (10 - wsum(d(x.slice(8, 21)), [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10 === Number(x[21]); };
export function nuban(r) { const bank = r.pick(['058', '044', '033', '011', '057', '232']); const ser = fill(r, '#########'); const s = wsum(d(bank + ser), [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]); return { bank, acct: ser + (10 - s % 10) % 10 }; }
export function localBank(r, kind) {
  const P = (value, type, k, soft) => ({ value, type, k, soft });
  switch (kind) {
    case 'us': { const rt = aba(r), ac = fill(r, '%' + '#'.repeat(r.int(7, 11))); return { parts: [P(rt, 'us_aba_routing', 'routing', 1), P(ac, 'us_bank_account', 'account')] }; }
    case 'gb': { const sc = fill(r, '##-##-##'), ac = fill(r, '########'); return { parts: [P(sc, 'gb_sort_code', 'sort code', 1), P(ac, 'gb_account_number', 'account')], combined: P(`${sc} ${ac}`, 'gb_sort_code_account') }; }
    case 'au': { const bsb = fill(r, r.pick(['06#-###', '03#-###', '08#-###', '73#-###'])), ac = fill(r, '#'.repeat(r.int(6, 9))); return { parts: [P(bsb, 'au_bsb', 'BSB', 1), P(ac, 'au_account_number', 'account')], combined: P(`${bsb} ${ac}`, 'au_bsb_account') }; }
    case 'nz': return { combined: P(fill(r, r.pick(['01', '02', '06', '12', '38']) + '-####-#######-0#'), 'nz_bank_account') };
    case 'ca': { const t = fill(r, '#####'), inst = r.pick(['001', '002', '003', '004', '006', '815']), ac = fill(r, '#######'); return { parts: [P(`${t}-${inst}`, 'ca_transit_institution', 'transit/institution', 1), P(ac, 'ca_account_number', 'account')], combined: P(`${inst}-${t}-${ac}`, 'ca_bank_account') }; }
    case 'in': { const ifsc = r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK', 'PUNB']) + '0' + fill(r, '######'), ac = fill(r, '%' + '#'.repeat(r.int(9, 15))); return { parts: [P(ifsc, 'in_ifsc', 'IFSC', 1), P(ac, 'in_bank_account', 'account')] }; }
    case 'za': { const bc = r.pick(['250655', '632005', '051001', '470010', '198765']), ac = fill(r, '%#########'); return { parts: [P(bc, 'za_branch_code', 'branch code', 1), P(ac, 'za_bank_account', 'account')] }; }
    case 'ng': { const n = nuban(r); return { parts: [P(n.acct, 'ng_nuban', 'account')], bankName: { '058': 'GTBank', '044': 'Access Bank', '033': 'UBA', '011': 'First Bank', '057': 'Zenith Bank', '232': 'Sterling Bank' }[n.bank] }; }
    case 'ke': return { combined: P(fill(r, '%############'), 'ke_bank_account') };
    case 'sg': return { combined: P(fill(r, '###-#####-#'), 'sg_bank_account') };
    case 'ph': return { combined: P(fill(r, '%###-####-##'), 'ph_bank_account') };
    case 'ru': return { combined: P('40817810' + fill(r, '############'), 'ru_bank_account'), bik: '04' + fill(r, '#######') };
    case 'bd': return { combined: P(fill(r, '%############'), 'bd_bank_account') };
    case 'cn': return { combined: P(fill(r, r.pick(['0200 #### #### #### ###', '1109 #### #### #### ###', '3100########'])), 'cn_bank_account') };
    case 'hk': return { combined: P(fill(r, r.pick(['004-###-######-###', '024-###-###-###', '012-###-#-######'])), 'hk_bank_account') };
    case 'tw': return { combined: P(fill(r, '###-##-######-#'), 'tw_bank_account') };
    case 'jp': { const br = fill(r, '%##'), ac = fill(r, '#######'); return { parts: [P(br, 'jp_branch_code', '支店番号', 1), P(ac, 'jp_bank_account', '口座番号')], bankName: r.pick(['三菱UFJ銀行', 'みずほ銀行', '三井住友銀行', 'ゆうちょ銀行']) }; }
    case 'kr': return { combined: P(fill(r, r.pick(['###-######-##-###', '1002-###-######', '###-##-######-#'])), 'kr_bank_account'), bankName: r.pick(['국민은행', '신한은행', '우리은행', '하나은행']) };
    case 'th': return { combined: P(fill(r, '###-#-#####-#'), 'th_bank_account'), bankName: r.pick(['ธนาคารกสิกรไทย', 'ธนาคารกรุงเทพ', 'ธนาคารไทยพาณิชย์']) };
    case 'vn': return { combined: P(fill(r, '%#########' + '#'.repeat(r.int(0, 3))), 'vn_bank_account'), bankName: r.pick(['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank']) };
    case 'id': return { combined: P(fill(r, '%#########'), 'id_bank_account'), bankName: r.pick(['BCA', 'Bank Mandiri', 'BRI', 'BNI']) };
    case 'my': return { combined: P(fill(r, '%###########'), 'my_bank_account'), bankName: r.pick(['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank']) };
    case 'mx': return { combined: P(clabe(r), 'mx_clabe') };
    case 'ar': return { combined: P(cbu(r), 'ar_cbu') };
    case 'br': { const ag = fill(r, '%###'), cc = fill(r, '%####-#'); return { parts: [P(ag, 'br_agencia', 'agência', 1), P(cc, 'br_conta', 'conta')], combined: P(`Ag. ${ag} C/C ${cc}`, 'br_agencia_conta'), bankName: r.pick(['Banco do Brasil', 'Itaú', 'Bradesco', 'Caixa', 'Nubank']) };
    }
    case 'cl': return { combined: P(fill(r, '%#-###-#####-##'), 'cl_bank_account') };
    case 'co': return { combined: P(fill(r, '%##-######-##'), 'co_bank_account') };
    case 'pe': return { combined: P(fill(r, '0##-###-############-##'), 'pe_cci') };
    case 'ec': return { combined: P(fill(r, '22########'), 'ec_bank_account') };
    case 've': return { combined: P(fill(r, '01##-####-##-##########'), 've_bank_account') };
    case 'uy': return { combined: P(fill(r, '%########'), 'uy_bank_account') };
    default: return { combined: P(fill(r, '%#########'), 'bank_account') };
  }
}
export function bic(r, cc) { const KNOWN = { DE: ['DEUTDEFF', 'COBADEFFXXX', 'GENODEF1S10', 'SSKMDEMMXXX'], FR: ['BNPAFRPP', 'SOGEFRPPXXX', 'CRLYFRPP'], GB: ['NWBKGB2L', 'BARCGB22', 'HBUKGB4B'], NL: ['ABNANL2A', 'INGBNL2A', 'RABONL2U'], CH: ['UBSWCHZH80A', 'POFICHBEXXX'], AT: ['BKAUATWW', 'GIBAATWWXXX', 'RZOOAT2L'], ES: ['CAIXESBBXXX', 'BSCHESMM'], IT: ['UNCRITMM', 'BCITITMM'] }; return KNOWN[cc] ? r.pick(KNOWN[cc]) : r.str(A_UP, 4) + (cc || 'XX') + r.str(A_UP + '0123456789', 2) + (r.chance(0.4) ? 'XXX' : ''); }
// ---- cards ----
export const CARD_BRANDS = [['visa', ['4'], 16], ['mastercard', ['51', '52', '53', '54', '55', '2221', '2720', '23'], 16], ['amex', ['34', '37'], 15], ['discover', ['6011', '65'], 16], ['jcb', ['3528', '3566', '3589'], 16], ['unionpay', ['62'], 16], ['diners', ['36', '38'], 14], ['maestro', ['6759', '5018', '5020'], 16], ['mir', ['2200', '2202', '2204'], 16], ['rupay', ['6521', '6082', '8172'], 16], ['elo', ['636368', '504175', '650031'], 16], ['troy', ['9792'], 16]];
export function card(r, brand) {
  const b = brand ? CARD_BRANDS.find(x => x[0] === brand) : r.weighted(CARD_BRANDS.map(x => [x, x[0] === 'visa' || x[0] === 'mastercard' ? 5 : 1]));
  const pre = r.pick(b[1]); const body = pre + r.digits(b[2] - 1 - pre.length); const num = body + luhnCheck(body);
  let shown;
  const sep = r.pick([' ', ' ', '-', '']);
  if (b[2] === 15) shown = sep ? `${num.slice(0, 4)}${sep}${num.slice(4, 10)}${sep}${num.slice(10)}` : num;
  else if (b[2] === 14) shown = sep ? `${num.slice(0, 4)}${sep}${num.slice(4, 10)}${sep}${num.slice(10)}` : num;
  else shown = sep ? num.match(/.{1,4}/g).join(sep) : num;
  return { brand: b[0], value: shown, digits: num };
}
export const TEST_CARDS = ['4242 4242 4242 4242', '4111 1111 1111 1111', '5555 5555 5555 4444', '4000 0566 5566 5556', '3782 822463 10005', '6011 1111 1111 1117', '5105 1051 0510 5100', '4012888888881881', '4000000000000002', '3530 1113 3330 0000'];
// ---- crypto wallets ----
export const WALLETS = [
  ['btc_p2pkh', r => b58check([0], r.bytes(20))],
  ['btc_p2sh', r => b58check([5], r.bytes(20))],
  ['btc_bech32', r => bech32Segwit('bc', 0, Array.from(r.bytes(20)))],
  ['eth_address', r => eip55(r.hex(40))],
  ['ltc_address', r => b58check([0x30], r.bytes(20))],
  ['doge_address', r => b58check([0x1e], r.bytes(20))],
  ['trx_address', r => b58check([0x41], r.bytes(20))],
  ['xrp_address', r => b58check([0], r.bytes(20), B58_XRP)],
  ['usdt_trc20_address', r => b58check([0x41], r.bytes(20))],
  ['sol_address', r => { for (;;) { const s = b58encRaw(r.bytes(32)); if (s.length >= 43) return s; } }],
];
import { b58enc } from './checksums.mjs';
const b58encRaw = b => b58enc(b, B58);
export function wallet(r, type) { const w = type ? WALLETS.find(x => x[0] === type) : r.pick(WALLETS); return { type: w[0], value: w[1](r) }; }
