// Hard negatives: look like sensitive values but are not (by this corpus's conventions).
import { fmtDob, companyDomain, countryOf } from './values.mjs';
import { uuid } from './secrets.mjs';

const W = {
  en: ['Order no.', 'Tracking number', 'Invoice', 'Amount', 'Customer service', 'Appointment on', 'Reference'],
  de: ['Bestellnummer', 'Sendungsnummer', 'Rechnung', 'Betrag', 'Kundenservice', 'Termin am', 'Aktenzeichen'],
  fr: ['N° de commande', 'N° de suivi', 'Facture', 'Montant', 'Service client', 'Rendez-vous le', 'Référence'],
  es: ['Nº de pedido', 'Nº de seguimiento', 'Factura', 'Importe', 'Atención al cliente', 'Cita el', 'Referencia'],
  pt: ['Nº do pedido', 'Código de rastreio', 'Fatura', 'Valor', 'SAC', 'Agendado para', 'Protocolo'],
  it: ['N. ordine', 'N. spedizione', 'Fattura', 'Importo', 'Servizio clienti', 'Appuntamento il', 'Rif.'],
  nl: ['Bestelnummer', 'Trackingnummer', 'Factuur', 'Bedrag', 'Klantenservice', 'Afspraak op', 'Kenmerk'],
  pl: ['Nr zamówienia', 'Nr przesyłki', 'Faktura', 'Kwota', 'Infolinia', 'Termin', 'Sygnatura'],
  sv: ['Ordernummer', 'Kollinummer', 'Faktura', 'Belopp', 'Kundtjänst', 'Möte den', 'Referens'],
  tr: ['Sipariş no', 'Kargo takip no', 'Fatura', 'Tutar', 'Müşteri hizmetleri', 'Randevu', 'Referans'],
  ja: ['注文番号', '追跡番号', '請求書番号', '金額', 'カスタマーセンター', '予約日', '受付番号'],
  zh: ['订单号', '快递单号', '发票号', '金额', '客服热线', '预约日期', '编号'],
  ar: ['رقم الطلب', 'رقم التتبع', 'الفاتورة', 'المبلغ', 'خدمة العملاء', 'الموعد', 'المرجع'],
};
const IDX = { order_number: 0, tracking_number: 1, invoice_number: 2, amount: 3, customer_service_number: 4, date_not_dob: 5, reference_number: 6 };
export function negWord(lang, kind) { return (W[lang] || W.en)[IDX[kind]]; }

const HOTLINE = { US: (r) => `1-800-${r.int(200, 999)}-${r.digits(4)}`, GB: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`, DE: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`, FR: (r) => `0 800 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, ES: (r) => `900 ${r.digits(3)} ${r.digits(3)}`, BR: (r) => `0800 ${r.digits(3)} ${r.digits(4)}`, IT: (r) => `800 ${r.digits(3)} ${r.digits(3)}`, NL: (r) => `0800-${r.digits(4)}`, PL: (r) => `801 ${r.digits(3)} ${r.digits(3)}`, SE: (r) => `020-${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`, TR: (r) => `444 ${r.digits(2)} ${r.digits(2)}`, JP: (r) => `0120-${r.digits(3)}-${r.digits(3)}`, CN: (r) => `400-${r.digits(3)}-${r.digits(4)}`, SA: (r) => `9200 ${r.digits(5)}` };
const AMOUNT = { US: (r) => `$${r.int(1, 9)},${r.digits(3)}.${r.digits(2)}`, GB: (r) => `£${r.int(10, 999)}.${r.digits(2)}`, DE: (r) => `${r.int(1, 9)}.${r.digits(3)},${r.digits(2)} €`, FR: (r) => `${r.int(1, 9)} ${r.digits(3)},${r.digits(2)} €`, ES: (r) => `${r.int(1, 9)}.${r.digits(3)},${r.digits(2)} €`, BR: (r) => `R$ ${r.int(1, 9)}.${r.digits(3)},${r.digits(2)}`, IT: (r) => `€ ${r.int(1, 9)}.${r.digits(3)},${r.digits(2)}`, NL: (r) => `€ ${r.int(10, 999)},${r.digits(2)}`, PL: (r) => `${r.int(1, 9)} ${r.digits(3)},${r.digits(2)} zł`, SE: (r) => `${r.int(1, 9)} ${r.digits(3)},${r.digits(2)} kr`, TR: (r) => `₺${r.int(1, 9)}.${r.digits(3)},${r.digits(2)}`, JP: (r) => `¥${r.int(1, 999)},${r.digits(3)}`, CN: (r) => `¥${r.int(1, 99)},${r.digits(3)}.00`, SA: (r) => `${r.int(1, 9)},${r.digits(3)}.${r.digits(2)} ر.س` };
const PUBLIC = ['Marie Curie', 'Albert Einstein', 'Ada Lovelace', 'Alan Turing', 'Frida Kahlo', 'Pelé', 'Ayrton Senna', 'Astrid Lindgren', 'Johann Sebastian Bach', 'Wolfgang Amadeus Mozart', 'Mustafa Kemal Atatürk', '夏目漱石', '鲁迅', 'نجيب محفوظ', 'Leonardo da Vinci', 'Victor Hugo', 'Miguel de Cervantes', 'Fryderyk Chopin', 'Vincent van Gogh', 'Grace Hopper'];
const FICTION = ['Sherlock Holmes', 'Harry Potter', 'Pippi Långstrump', 'Asterix', 'Don Quijote', 'Hercule Poirot', 'Bilbo Baggins', 'Lara Croft', 'Mario', 'Doraemon', '孙悟空'];
const PLACEHOLDER_NAMES = { US: 'John Doe', GB: 'Joe Bloggs', DE: 'Max Mustermann', FR: 'Jean Dupont', ES: 'Fulano de Tal', BR: 'Fulano de Tal', IT: 'Mario Rossi', NL: 'Jan Jansen', PL: 'Jan Kowalski', SE: 'Medelsvensson', TR: 'Ahmet Yılmaz', JP: '山田太郎', CN: '张三', SA: 'فلان الفلاني' };
const BRANDS = ['Deutsche Bahn', 'Zalando', 'Mercado Livre', 'Rakuten', 'Alibaba', 'Vodafone', 'IKEA', 'Spotify', 'Allegro', 'Trendyol', 'Carrefour', 'Telefónica', 'Salesforce', 'Jira', 'PagerDuty', 'Shopify'];
const CITIES = ['Frankfurt', 'São Paulo', 'Lyon', 'Sevilla', 'Kraków', 'Göteborg', 'İzmir', '大阪', '深圳', 'جدة', 'Rotterdam', 'Bologna', 'Manchester', 'Denver'];
const ROLE = ['support', 'noreply', 'info', 'billing', 'security', 'hr', 'kontakt', 'service', 'no-reply', 'privacy', 'abuse', 'devops-alerts'];

export function makeNeg(rng, kind, locale) {
  const cc = countryOf(locale);
  switch (kind) {
    case 'order_number': return rng.pick([`${rng.digitsNZ(rng.int(9, 12))}`, `ORD-${rng.digits(8)}`, `#${rng.digits(7)}`, `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`]);
    case 'tracking_number': return rng.pick([`1Z${rng.str('0123456789ABCDEFGHJKLMNPRSTVWXYZ', 16)}`, `00340434${rng.digits(12)}`, `JJD${rng.digits(18)}`, `${rng.upper(2)}${rng.digits(9)}${rng.pick(['DE', 'CN', 'BR', 'SE', 'PL'])}`]);
    case 'invoice_number': return rng.pick([`INV-${rng.int(2022, 2026)}-${rng.digits(6)}`, `RE-${rng.int(2022, 2026)}${rng.digits(5)}`, `F${rng.digits(10)}`]);
    case 'reference_number': return rng.pick([`${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`, `REF${rng.digits(11)}`, `${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}`]);
    case 'luhn_invalid_number': { let d; do { d = rng.digitsNZ(16); } while (luhnOk(d)); return d.replace(/(\d{4})(?=\d)/g, '$1 '); }
    case 'amount': return AMOUNT[cc](rng);
    case 'customer_service_number': return HOTLINE[cc](rng);
    case 'date_not_dob': return fmtDob(rng, locale, { y: rng.int(2023, 2026), m: rng.int(1, 12), d: rng.int(1, 28) }).value;
    case 'version': return rng.pick([`v${rng.int(1, 4)}.${rng.int(0, 30)}.${rng.int(0, 9)}`, `${rng.int(1, 9)}.${rng.int(0, 9)}.${rng.int(0, 9)}.${rng.int(100, 9999)}`, `${rng.int(1, 20)}.${rng.int(0, 12)}.${rng.int(0, 40)}`]);
    case 'hash': return rng.pick([rng.hex(40), rng.hex(64), rng.hex(32), `sha256:${rng.hex(64)}`]);
    case 'uuid': return uuid(rng);
    case 'masked_value': return rng.pick([`**** **** **** ${rng.digits(4)}`, `XXXX-XXXX-XXXX-${rng.digits(4)}`, `${rng.pick(['DE', 'FR', 'NL'])}${rng.digits(2)} **** **** **** ${rng.digits(2)}`, `***-**-${rng.digits(4)}`, `+${rng.int(30, 49)} *** *** ${rng.digits(2)}`, `${rng.lower(1)}***@${rng.pick(['gmail.com', 'web.de', 'qq.com'])}`, `sk_live_****${rng.alnum(4)}`, '••••••••']);
    case 'placeholder': return rng.pick(['YOUR_API_KEY_HERE', '<password>', 'changeme', '${DB_PASSWORD}', 'xxxxxxxxxxxxxxxx', '<your-token>', '{{ secrets.API_KEY }}', 'REPLACE_ME', '********', 'sk-...']);
    case 'example_key': return rng.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4111 1111 1111 1111', '4242 4242 4242 4242', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', '078-05-1120', '5555 5555 5555 4444', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c']);
    case 'public_figure': return rng.pick(PUBLIC);
    case 'fictional_character': return rng.pick(FICTION);
    case 'placeholder_name': return PLACEHOLDER_NAMES[cc];
    case 'brand': return rng.pick(BRANDS);
    case 'city': return rng.pick(CITIES);
    case 'role_mailbox': return `${rng.pick(ROLE)}@${companyDomain(rng, locale)}`;
    case 'doc_ip': return rng.pick([`192.0.2.${rng.int(1, 254)}`, `198.51.100.${rng.int(1, 254)}`, `203.0.113.${rng.int(1, 254)}`, `2001:db8::${rng.hex(rng.int(1, 4))}`, `2001:db8:${rng.hex(3)}::${rng.int(1, 99)}`]);
    case 'local_ip': return rng.pick(['127.0.0.1', '0.0.0.0', '::1', 'localhost']);
    case 'bic_code': return rng.pick(['DEUTDEFFXXX', 'COBADEFFXXX', 'BNPAFRPP', 'CAIXESBBXXX', 'BCITITMM', 'INGBNL2A', 'NDEASESS', 'TGBATRIS', 'BOFAUS3N', 'NWBKGB2L', 'ITAUBRSP', 'RJHISARI']);
    case 'credless_connection': return null;
  }
  throw new Error('unknown neg ' + kind);
}
function luhnOk(d) { let s = 0, dbl = false; for (let i = d.length - 1; i >= 0; i--) { let x = +d[i]; if (dbl) { x *= 2; if (x > 9) x -= 9; } s += x; dbl = !dbl; } return s % 10 === 0; }

// Kinds that read naturally inside prose/ticket text in any language.
export const PROSE_NEG = ['order_number', 'tracking_number', 'invoice_number', 'amount', 'customer_service_number', 'date_not_dob', 'reference_number', 'masked_value', 'public_figure', 'fictional_character', 'placeholder_name', 'brand', 'city', 'role_mailbox', 'luhn_invalid_number', 'example_key'];
export const TECH_NEG = ['version', 'hash', 'uuid', 'placeholder', 'example_key', 'doc_ip', 'local_ip', 'masked_value', 'role_mailbox'];
