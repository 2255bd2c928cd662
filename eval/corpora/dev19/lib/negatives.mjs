// Hard negatives: look-alikes that must NOT be reported. Each returns {kind, value, pre, post}
// where pre/post are the surrounding context words (not part of the negative span).
import { lang } from './lang.mjs';
import { HEX, UPPER, ALNUM } from './rng.mjs';
import { luhnDigit } from './checksums.mjs';

export const NEG_KINDS = ['order_number', 'tracking_number', 'amount', 'non_birth_date', 'timestamp', 'version_string', 'hash', 'uuid', 'masked_value', 'placeholder',
  'documented_example', 'test_card', 'public_figure_name', 'fictional_character_name', 'placeholder_name', 'brand_name', 'city_name', 'role_mailbox',
  'customer_service_number', 'documentation_ip', 'private_ip', 'publishable_key', 'isbn', 'dsn_without_secret'];

const PUBLIC = { en: ['Barack Obama', 'Taylor Swift', 'David Beckham', 'Serena Williams', 'Elon Musk'], de: ['Angela Merkel', 'Helene Fischer', 'Franz Beckenbauer'], fr: ['Kylian Mbappé', 'Emmanuel Macron', 'Zinédine Zidane'],
  es: ['Rafael Nadal', 'Rosalía', 'Frida Kahlo', 'Checo Pérez'], pt: ['Neymar', 'Pelé', 'Anitta', 'Ayrton Senna'], it: ['Sophia Loren', 'Valentino Rossi', 'Andrea Bocelli'], nl: ['Max Verstappen', 'Johan Cruijff', 'Vincent van Gogh'],
  pl: ['Robert Lewandowski', 'Iga Świątek', 'Maria Skłodowska-Curie'], sv: ['Zlatan Ibrahimović', 'Greta Thunberg', 'Astrid Lindgren'], tr: ['Tarkan', 'Orhan Pamuk', 'Mustafa Kemal Atatürk'],
  ru: ['Лев Толстой', 'Юрий Гагарин', 'Александр Пушкин'], ar: ['محمد صلاح', 'أم كلثوم', 'نجيب محفوظ'], hi: ['सचिन तेंदुलकर', 'शाहरुख़ ख़ान', 'महात्मा गांधी'], zh: ['姚明', '李白', '鲁迅'],
  ja: ['大谷翔平', '宮崎駿', '村上春樹'], ko: ['손흥민', '세종대왕', '이순신'] };
const FICTION = { en: ['Sherlock Holmes', 'Harry Potter', 'Homer Simpson', 'Darth Vader', 'Bilbo Baggins'], de: ['Pippi Langstrumpf', 'Biene Maja', 'Pumuckl'], fr: ['Astérix', 'Arsène Lupin', 'le Petit Prince'],
  es: ['Don Quijote', 'Mafalda', 'el Chavo del Ocho'], pt: ['Saci Pererê', 'Chico Bento', 'Mônica'], it: ['Pinocchio', 'il commissario Montalbano'], nl: ['Nijntje', 'Dikkie Dik'], pl: ['Geralt z Rivii', 'Reksio', 'Bolek i Lolek'],
  sv: ['Pippi Långstrump', 'Karlsson på taket', 'Emil i Lönneberga'], tr: ['Keloğlan', 'Nasreddin Hoca'], ru: ['Чебурашка', 'Шерлок Холмс', 'Винни-Пух'], ar: ['علاء الدين', 'شهرزاد', 'سندباد'],
  hi: ['छोटा भीम', 'मोगली'], zh: ['孙悟空', '哪吒', '猪八戒'], ja: ['ドラえもん', '名探偵コナン', 'ルフィ'], ko: ['뽀로로', '둘리'] };
const PH_NAME = { en: ['John Doe', 'Jane Doe', 'Joe Bloggs'], de: ['Max Mustermann', 'Erika Mustermann'], fr: ['Jean Dupont'], es: ['Fulano de Tal', 'Juan Pérez'], pt: ['Fulano de Tal', 'Beltrano'],
  it: ['Mario Rossi'], nl: ['Jan Jansen'], pl: ['Jan Kowalski'], sv: ['Sven Svensson'], tr: ['Ali Veli'], ru: ['Иван Иванов', 'Иванов Иван Иванович'], ar: ['فلان الفلاني'], hi: ['राम कुमार'], zh: ['张三', '李四'],
  ja: ['山田太郎', '山田花子'], ko: ['홍길동'] };
const BRANDS = { en: ['Amazon', 'Tesco', 'Uber', 'Deliveroo', 'Apple'], de: ['Zalando', 'Deutsche Bahn', 'Lidl', 'DHL'], fr: ['Carrefour', 'SNCF', 'Leboncoin'], es: ['Mercado Libre', 'Renfe', 'El Corte Inglés', 'OXXO'],
  pt: ['Nubank', 'iFood', 'Magalu'], it: ['Trenitalia', 'Esselunga', 'Poste Italiane'], nl: ['Albert Heijn', 'bol.com', 'NS'], pl: ['Allegro', 'InPost', 'Biedronka'], sv: ['IKEA', 'Spotify', 'Klarna'],
  tr: ['Trendyol', 'Getir', 'Turkcell'], ru: ['Яндекс', 'Wildberries', 'Сбер'], ar: ['نون', 'جرير', 'STC'], hi: ['Flipkart', 'Paytm', 'Zomato'], zh: ['淘宝', '美团', '顺丰'], ja: ['楽天', 'メルカリ', 'ヤマト運輸'], ko: ['쿠팡', '카카오톡', '배달의민족'] };
const CITIES = { 'en-GB': ['Leeds', 'Brighton', 'York'], 'en-US': ['Chicago', 'Denver', 'Boston'], 'en-IN': ['Pune', 'Jaipur', 'Goa'], 'de-DE': ['Hamburg', 'Dresden', 'Köln'], 'fr-FR': ['Lyon', 'Nice', 'Lille'],
  'es-ES': ['Sevilla', 'Valencia', 'Bilbao'], 'es-MX': ['Oaxaca', 'Monterrey', 'Cancún'], 'pt-BR': ['Recife', 'Floripa', 'Curitiba'], 'it-IT': ['Napoli', 'Torino', 'Bari'], 'nl-NL': ['Utrecht', 'Zwolle', 'Haarlem'],
  'pl-PL': ['Gdańsk', 'Kraków', 'Lublin'], 'sv-SE': ['Göteborg', 'Malmö', 'Luleå'], 'tr-TR': ['İzmir', 'Bursa', 'Trabzon'], 'ru-RU': ['Казань', 'Сочи', 'Самара'], 'ar-SA': ['جدة', 'الدمام', 'أبها'],
  'hi-IN': ['वाराणसी', 'पुणे', 'शिमला'], 'zh-CN': ['成都', '杭州', '西安'], 'ja-JP': ['京都', '札幌', '福岡'], 'ko-KR': ['부산', '제주', '대구'] };

export function makeNegatives(rng, V) {
  const R = rng; const d = (n) => R.digits(n);
  const neg = (kind, value, pre = '', post = '') => ({ kind, value, pre, post });
  const uuid = () => { const h = R.str(HEX, 32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[R.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; };
  const gen = {
    order_number: (loc, Lg) => { const v = R.pick([`${d(3)}-${d(7)}-${d(7)}`, `${d(4)} ${d(4)} ${d(3)}`, d(R.int(8, 11)), `${R.str(UPPER, 2)}${d(8)}`, `${d(3)}-${d(4)}-${d(4)}`]); return neg('order_number', v, R.pick(Lg.N.order)); },
    tracking_number: (loc, Lg) => { const v = R.pick([`1Z${R.str(UPPER + '0123456789', 6)}${d(10)}`, d(10), `${R.str(UPPER, 2)}${d(9)}${R.pick(['GB', 'DE', 'CN', 'NL', 'SE'])}`, `3S${R.str(UPPER, 4)}${d(9)}`, `${d(4)}-${d(4)}-${d(4)}`, `YT${d(16)}`]); return neg('tracking_number', v, R.pick(Lg.N.tracking)); },
    amount: (loc, Lg) => { const n = R.int(5, 98000); const c = (n / 100).toFixed(2);
      const v = { 'en-GB': `£${c}`, 'en-US': `$${Number(c).toLocaleString('en-US', { minimumFractionDigits: 2 })}`, 'en-IN': `₹${n.toLocaleString('en-IN')}`, 'de-DE': `${c.replace('.', ',')} €`, 'fr-FR': `${c.replace('.', ',')} €`, 'es-ES': `${c.replace('.', ',')} €`, 'es-MX': `$${c} MXN`,
        'pt-BR': `R$ ${c.replace('.', ',')}`, 'it-IT': `€ ${c.replace('.', ',')}`, 'nl-NL': `€ ${c.replace('.', ',')}`, 'pl-PL': `${c.replace('.', ',')} zł`, 'sv-SE': `${n} kr`, 'tr-TR': `${n.toLocaleString('de-DE')} TL`, 'ru-RU': `${n.toLocaleString('de-DE').replace('.', ' ')} ₽`,
        'ar-SA': `${n} ر.س`, 'hi-IN': `₹${n.toLocaleString('en-IN')}`, 'zh-CN': `¥${c}`, 'ja-JP': `${n.toLocaleString('en-US')}円`, 'ko-KR': `${(n * 10).toLocaleString('en-US')}원` }[loc.id];
      return neg('amount', v, R.pick(Lg.N.amount) + ' '); },
    non_birth_date: (loc, Lg) => { const b = { y: R.int(2023, 2027), m: R.int(1, 12), d: R.int(1, 28) }; return neg('non_birth_date', V.fmtDate(loc, b), R.pick(Lg.N.date) + ' '); },
    timestamp: () => neg('timestamp', `${R.int(2024, 2026)}-${String(R.int(1, 12)).padStart(2, '0')}-${String(R.int(1, 28)).padStart(2, '0')}T${String(R.int(0, 23)).padStart(2, '0')}:${String(R.int(0, 59)).padStart(2, '0')}:${String(R.int(0, 59)).padStart(2, '0')}Z`),
    version_string: () => neg('version_string', R.pick([`v${R.int(0, 9)}.${R.int(0, 30)}.${R.int(0, 20)}`, `${R.int(1, 5)}.${R.int(0, 12)}.${R.int(0, 9)}-rc.${R.int(1, 4)}`, `${R.int(10, 24)}.${R.int(1, 12)}.${R.int(100, 9999)}`, `${R.int(1, 9)}.${R.int(0, 9)}.${R.int(0, 9)}.${R.int(1000, 9999)}`]), R.pick(['version ', 'build ', 'upgraded to ', 'app ', ''])),
    hash: () => R.pick([() => neg('hash', R.str(HEX, 40), 'commit '), () => neg('hash', R.str(HEX, 7), '(', ')'), () => neg('hash', R.str(HEX, 64), 'sha256: '), () => neg('hash', '0x' + R.str(HEX, 64), 'tx '), () => neg('hash', R.str(HEX, 32), 'md5 ')])(),
    uuid: () => neg('uuid', uuid(), R.pick(['request_id=', 'session ', 'id: ', 'trace '])),
    masked_value: () => R.pick([() => neg('masked_value', `**** **** **** ${d(4)}`, 'card '), () => neg('masked_value', `•••• ${d(4)}`), () => neg('masked_value', `XXX-XX-${d(4)}`, 'SSN '), () => neg('masked_value', `DE** **** **** **** **${d(2)} ${d(2)}`, 'IBAN '),
      () => neg('masked_value', `+44 7*** ***${d(3)}`), () => neg('masked_value', `${R.str('abcdefghjkmnprst', 1)}***@${R.pick(['gmail.com', 'web.de', 'yandex.ru', 'qq.com'])}`), () => neg('masked_value', '********', 'pw: '), () => neg('masked_value', `sk_live_****${R.str(ALNUM, 4)}`)])(),
    placeholder: () => R.pick([() => neg('placeholder', 'YOUR_API_KEY', 'API_KEY='), () => neg('placeholder', '<your-token-here>', 'Authorization: Bearer '), () => neg('placeholder', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx'), () => neg('placeholder', '${DB_PASSWORD}', 'password: '),
      () => neg('placeholder', 'user@example.com'), () => neg('placeholder', 'name@domain.com', 'e.g. '), () => neg('placeholder', 'xxx-xx-xxxx'), () => neg('placeholder', '0000 0000 0000 0000'), () => neg('placeholder', 'AKIAXXXXXXXXXXXXXXXX'),
      () => neg('placeholder', 'postgres://user:password@localhost:5432/mydb', 'e.g. '), () => neg('placeholder', '+1 (555) 000-0000', 'format: '), () => neg('placeholder', 'process.env.STRIPE_SECRET_KEY'), () => neg('placeholder', 'changeme', 'default pw ')])(),
    documented_example: () => R.pick([() => neg('documented_example', 'AKIAIOSFODNN7EXAMPLE'), () => neg('documented_example', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'aws docs: '), () => neg('documented_example', 'DE89 3704 0044 0532 0130 00', 'sample IBAN '),
      () => neg('documented_example', 'GB82 WEST 1234 5698 7654 32', 'example: '), () => neg('documented_example', '078-05-1120'), () => neg('documented_example', 'QQ 12 34 56 C', 'e.g. '), () => neg('documented_example', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'genesis addr '),
      () => neg('documented_example', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'jwt.io sample '), () => neg('documented_example', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'stripe docs ')])(),
    test_card: () => neg('test_card', R.pick(['4111 1111 1111 1111', '4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0566 5566 5556', '3782 822463 10005', '4111111111111111', '5105 1051 0510 5100']), R.pick(['test card ', 'sandbox: ', 'use '])),
    public_figure_name: (loc, Lg) => neg('public_figure_name', R.pick(PUBLIC[loc.lang]), '', R.pick([' 🔥', '!!', ' lol', '?', ''])),
    fictional_character_name: (loc) => neg('fictional_character_name', R.pick(FICTION[loc.lang]), '', R.pick([' 😂', '', '!'])),
    placeholder_name: (loc) => neg('placeholder_name', R.pick(PH_NAME[loc.lang]), R.pick(['e.g. ', '', 'z.B. ', 'ex: '])),
    brand_name: (loc) => neg('brand_name', R.pick(BRANDS[loc.lang])),
    city_name: (loc) => neg('city_name', R.pick(CITIES[loc.id])),
    role_mailbox: (loc) => neg('role_mailbox', `${R.pick(['support', 'info', 'noreply', 'billing', 'careers', 'kontakt', 'contact', 'help'])}@${V.companyDomain(loc.id)}`),
    customer_service_number: (loc, Lg) => { const v = { 'en-GB': `0808 157 0${d(3)}`, 'en-US': `1-800-${d(3)}-${d(4)}`, 'de-DE': `0800 ${d(3)} ${d(4)}`, 'fr-FR': `0 800 ${d(2)} ${d(2)} ${d(2)}`, 'es-ES': `900 ${d(3)} ${d(3)}`, 'it-IT': `800 ${d(3)} ${d(3)}`,
      'nl-NL': `0800-${d(4)}`, 'pl-PL': `801 ${d(3)} ${d(3)}`, 'sv-SE': `020-${d(2)} ${d(2)} ${d(2)}`, 'tr-TR': `444 ${d(2)} ${d(2)}`, 'ru-RU': `8 800 ${d(3)}-${d(2)}-${d(2)}`, 'ar-SA': `9200${d(5)}`, 'zh-CN': `400-${d(3)}-${d(4)}`, 'ja-JP': `0120-${d(3)}-${d(3)}`, 'ko-KR': `1588-${d(4)}`,
      'en-IN': `1800 ${d(3)} ${d(4)}`, 'hi-IN': `1800 ${d(3)} ${d(4)}`, 'es-MX': `800 ${d(3)} ${d(4)}`, 'pt-BR': `0800 ${d(3)} ${d(4)}` }[loc.id]; return neg('customer_service_number', v, R.pick(Lg.N.hotline) + ' '); },
    documentation_ip: () => neg('documentation_ip', R.pick([`192.0.2.${R.int(1, 254)}`, `198.51.100.${R.int(1, 254)}`, `203.0.113.${R.int(1, 254)}`, `2001:db8::${R.str(HEX, 3)}`, `2001:db8:${R.str(HEX, 4)}::1`]), R.pick(['e.g. ', 'example ', 'test from '])),
    private_ip: () => neg('private_ip', R.pick([`10.${R.int(0, 255)}.${R.int(0, 255)}.${R.int(1, 254)}`, `192.168.${R.int(0, 20)}.${R.int(1, 254)}`, `172.${R.int(16, 31)}.${R.int(0, 255)}.${R.int(1, 254)}`, '127.0.0.1']), R.pick(['router ', 'LAN ', 'gateway ', 'localhost '])),
    publishable_key: () => neg('publishable_key', `pk_live_${R.str(ALNUM, 24)}`, 'publishable key '),
    isbn: () => { const p = '978' + d(9); let s = 0; for (let i = 0; i < 12; i++) s += +p[i] * (i % 2 ? 3 : 1); const c = (10 - (s % 10)) % 10; return neg('isbn', `${p.slice(0, 3)}-${p.slice(3, 4)}-${p.slice(4, 7)}-${p.slice(7, 12)}-${c}`, 'ISBN '); },
    dsn_without_secret: () => neg('dsn_without_secret', R.pick([`postgres://localhost:5432/app_dev`, `redis://127.0.0.1:6379/0`, `mongodb://localhost:27017/test`, `mysql://localhost/dev`]), 'local: '),
  };
  void luhnDigit;
  return { make(kind, locId) { const loc = { id: locId, lang: locId.split('-')[0] === 'en' ? 'en' : locId.split('-')[0] }; return gen[kind](loc, lang(loc.lang)); } };
}
