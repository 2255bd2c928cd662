// PII entity factory for a locale. Each returns {v, cat, type, soft?}.
import { GEN, BANK, cardGen, cardFmt, CARDS, WALLETS, ibanMake } from './ids.mjs';
import { bban, fmtDate } from './locales.mjs';
const LATIN = ['alex','sam','kim','robin','noor','chris','eli','mika','jo','lou'];
const DOMAINS = ['gmail.com','outlook.com','gmx.de','yahoo.co.jp','naver.com','qq.com','posteo.de','orange.fr','libero.it','seznam.cz','mail.ru','icloud.com','proton.me','wp.pl','hotmail.es','uol.com.br'];
const asciiish = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
export function makeEntities(r, l) {
  const E = {};
  E.given = () => r.pick(l.g); E.family = () => r.pick(l.fam);
  E.name = (g = E.given(), f = E.family()) => ({ v: l.famFirst ? (l.nosp ? f + g : `${f} ${g}`) : `${g} ${f}`, cat: 'person_name', type: 'full_name', g, f });
  E.first = () => ({ v: E.given(), cat: 'person_name', type: 'given_name', soft: true });
  E.email = (n) => { let a = n ? asciiish(n.g) : ''; let b = n ? asciiish(n.f) : ''; if (a.length < 2) a = r.pick(LATIN); if (b.length < 2) b = r.pick(LATIN) + r.int(1, 99); return { v: `${a}${r.pick(['.','_',''])}${b}${r.chance(.4) ? r.int(1, 999) : ''}@${r.pick(DOMAINS)}`, cat: 'email', type: 'personal_email' }; };
  E.roleEmail = (org) => ({ v: `${r.pick(['reservations','bookings','info','events','frontdesk','donations','office'])}@${org}`, cat: 'email', type: 'role_mailbox', soft: true });
  E.phone = () => ({ v: r.pat(r.pick(l.ph)), cat: 'phone_number', type: 'mobile_or_personal' });
  E.bizPhone = () => ({ v: r.pat(r.pick(l.ph)), cat: 'phone_number', type: 'business_phone', soft: true });
  E.address = (soft) => { const [c, reg, pc] = r.pick(l.ct); return { v: l.f.replace('{s}', r.pick(l.st)).replace('{n}', String(r.int(1, 180))).replace('{p}', r.pat(pc)).replace('{c}', c).replace('{r}', reg).replace(/#/g, () => String(r.int(0, 9))), cat: 'street_address', type: soft ? 'business_address' : 'home_address', soft: !!soft }; };
  E.dobRaw = () => ({ y: r.int(1938, 2006), m: r.int(1, 12), d: r.int(1, 28) });
  E.dob = (d = E.dobRaw()) => ({ v: fmtDate(r, l, d), cat: 'date_of_birth', type: 'date_of_birth' });
  E.nid = (d) => { const t = r.pick(l.nid); return { v: GEN[t](r, d), cat: 'national_id', type: t }; };
  E.tax = (d) => { const t = r.pick(l.tax); return { v: GEN[t](r, d), cat: 'tax_id', type: t }; };
  E.vat = () => ({ v: l.cc + r.digits(9), cat: 'tax_id', type: 'company_vat_number', soft: true });
  E.passport = () => ({ v: r.pat(r.pick(l.pp)), cat: 'passport_number', type: `${l.cc.toLowerCase()}_passport` });
  E.iban = () => { if (!l.iban) return null; const s = ibanMake(l.cc, bban(r, l)); return { v: r.chance(.6) ? s.match(/.{1,4}/g).join(' ') : s, cat: 'iban', type: 'iban' }; };
  E.bank = () => {
    switch (l.bank || (l.iban ? 'iban' : 'generic')) {
      case 'us': return [{ v: BANK.aba_routing(r), cat: 'bank_account', type: 'aba_routing', soft: true }, { v: r.digits(r.int(9, 12)), cat: 'bank_account', type: 'us_account_number' }];
      case 'gb': return [{ v: `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`, cat: 'bank_account', type: 'uk_sort_code', soft: true }, { v: r.digits(8), cat: 'bank_account', type: 'uk_account_number' }];
      case 'au': return [{ v: `${r.digits(3)}-${r.digits(3)}`, cat: 'bank_account', type: 'au_bsb', soft: true }, { v: r.digits(r.int(8, 9)), cat: 'bank_account', type: 'au_account_number' }];
      case 'ca': return [{ v: `${r.digits(5)}-${r.pick(['001','002','003','004','006'])}`, cat: 'bank_account', type: 'ca_transit_institution', soft: true }, { v: r.digits(7), cat: 'bank_account', type: 'ca_account_number' }];
      case 'nz': return [{ v: `${r.pick(['01','02','06','12'])}-${r.digits(4)}-${r.digits(7)}-${r.digits(2)}`, cat: 'bank_account', type: 'nz_bank_account' }];
      case 'mx': return [{ v: BANK.mx_clabe(r), cat: 'bank_account', type: 'mx_clabe' }];
      case 'ar': return [{ v: BANK.ar_cbu(r), cat: 'bank_account', type: 'ar_cbu' }];
      case 'in': return [{ v: r.pat('AAAA0XXXXXX').replace(/X/g, () => r.int(0, 9)), cat: 'bank_account', type: 'in_ifsc', soft: true }, { v: r.digits(r.int(11, 14)), cat: 'bank_account', type: 'in_account_number' }];
      case 'jp': return [{ v: `${r.pick(['普通','当座'])} ${r.digits(7)}`, cat: 'bank_account', type: 'jp_bank_account' }];
      case 'ru': return [{ v: '40817810' + r.digits(12), cat: 'bank_account', type: 'ru_account_number' }];
      case 'cn': return [{ v: '6222' + r.digits(15), cat: 'bank_account', type: 'cn_bank_account' }];
      case 'iban': return [E.iban()];
      default: return [{ v: r.digits(r.int(10, 14)), cat: 'bank_account', type: 'account_number' }];
    }
  };
  E.card = () => { const b = r.pick(Object.keys(CARDS)); return { v: cardFmt(r, cardGen(r, b)), cat: 'credit_card', type: b }; };
  E.wallet = () => { const t = r.pick(Object.keys(WALLETS)); return { v: WALLETS[t](r), cat: 'crypto_wallet', type: t }; };
  E.ip = () => r.pick([
    () => ({ v: `${r.pick([31, 46, 77, 85, 91, 109, 151, 178, 188, 203, 212])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, cat: 'ip_address', type: 'ipv4' }),
    () => ({ v: `2a0${r.int(0, 9)}:${r.str(4, '0123456789abcdef')}:${r.str(3, '123456789abcdef')}:${r.int(1, 9)}::${r.str(4, '0123456789abcdef')}`, cat: 'ip_address', type: 'ipv6_compressed' }),
    () => ({ v: Array.from({ length: 8 }, (_, i) => i === 0 ? '2001' : r.str(4, '0123456789abcdef')).join(':'), cat: 'ip_address', type: 'ipv6_full' }),
    () => ({ v: `::ffff:${r.int(80, 220)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, cat: 'ip_address', type: 'ipv4_mapped_ipv6' }),
  ])();
  return E;
}
