// Text about formats rather than people: regex requests, form specimens and test fixtures, whose
// sample values are placeholders a privacy team leaves alone, and passwords that are not given.
import { DocBuilder, N } from '../lib/doc.mjs';
import { P } from '../lib/lang.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';

const PLACEHOLDER_NAMES = { en: ['John Doe', 'Jane Doe', 'John Smith'], de: ['Max Mustermann', 'Erika Mustermann'], fr: ['Jean Dupont', 'Marie Dupont'], es: ['Juan Pérez', 'Fulano de Tal'], pt: ['Fulano de Tal', 'João da Silva'], it: ['Mario Rossi'], nl: ['Jan Jansen'], pl: ['Jan Kowalski'], sv: ['Sven Svensson'], ja: ['山田太郎', '山田花子'], zh: ['张三', '李四'], ko: ['홍길동'], ar: ['فلان الفلاني'], hi: ['राम कुमार'], tr: ['Ahmet Yılmaz'] };
const REGEX_ASK = {
  en: 'Write a regex that matches e-mails like {email} and phone numbers like {phone}, for the signup form. Sample user: {name}.',
  de: 'Schreib mir eine Regex für E-Mails wie {email} und Telefonnummern wie {phone}. Beispielnutzer: {name}.',
  fr: 'Écris une regex pour des e-mails comme {email} et des numéros comme {phone}. Utilisateur exemple : {name}.',
  es: 'Escribe una regex para correos como {email} y teléfonos como {phone}. Usuario de ejemplo: {name}.',
  pt: 'Escreve uma regex para e-mails como {email} e telefones como {phone}. Utilizador de exemplo: {name}.',
  it: 'Scrivi una regex per email come {email} e numeri come {phone}. Utente di esempio: {name}.',
  nl: 'Schrijf een regex voor e-mails zoals {email} en nummers zoals {phone}. Voorbeeldgebruiker: {name}.',
  pl: 'Napisz regex dla maili typu {email} i numerów typu {phone}. Przykładowy użytkownik: {name}.',
  sv: 'Skriv ett regex för e-post som {email} och nummer som {phone}. Exempelanvändare: {name}.',
  ja: '{email}のようなメールと{phone}のような電話番号に一致する正規表現を書いて。サンプルユーザー：{name}',
  zh: '写一个正则，匹配{email}这样的邮箱和{phone}这样的电话。示例用户：{name}',
  ko: '{email} 같은 이메일과 {phone} 같은 전화번호를 잡는 정규식을 써 주세요. 예시 사용자: {name}',
  ar: 'اكتب تعبيرا نمطيا يطابق بريدا مثل {email} وأرقاما مثل {phone}. مستخدم تجريبي: {name}',
  hi: '{email} जैसे ईमेल और {phone} जैसे नंबर के लिए regex लिखिए। सैंपल यूज़र: {name}',
  tr: '{email} gibi e-postalar ve {phone} gibi numaralar için bir regex yaz. Örnek kullanıcı: {name}',
};
const FICTIONAL_PHONES = ['555-0100', '(555) 555-0123', '+1 202-555-0147', '01632 960123', '+44 20 7946 0958', '+61 491 570 156'];

export function regexPrompt(r, lang) {
  const b = new DocBuilder();
  b.f(REGEX_ASK[lang], {
    email: NEG.example_email_domain(r),
    phone: N('fictional_phone_range', r.pick(FICTIONAL_PHONES)),
    name: N('placeholder_name', r.pick(PLACEHOLDER_NAMES[lang])),
  });
  if (r.chance(0.5)) b.t('\n').t(r.pick(['It must reject ', 'Should not match '])).put(NEG.package_at_version(r)).t(' or ').put(NEG.decorator(r)).t('.');
  return { kind: 'prompt_regex', doc: b };
}

export function specimenForm(r, lang) {
  const b = new DocBuilder();
  const ph = P[lang];
  b.t(r.pick(['<!-- specimen -->\n', 'Muster / Specimen\n', 'EXAMPLE — do not submit\n']));
  b.t(`${ph.fName}: `).n('placeholder_name', r.pick(PLACEHOLDER_NAMES[lang])).t('\n');
  b.t(`${ph.fEmail}: `).put(NEG.example_email_domain(r)).t('\n');
  b.t(`${ph.fPhone}: `).n('fictional_phone_range', r.pick(FICTIONAL_PHONES)).t('\n');
  b.t('IBAN: ').put(NEG.example_iban(r)).t('\n');
  b.t(`${ph.fPass}: `).n('placeholder', r.pick(['C01X00T47', 'XX0000000', '123456789', 'L898902C3'])).t('\n');
  b.t('\n').t(r.pick(['Filled in by: ', 'Reviewed by: ', 'Form owner: '])).put(persona(r, lang).name).t('\n');
  return { kind: 'form_specimen', doc: b };
}

const NOT_HERE = {
  en: ["I won't paste the password here, it's in the vault under {path}; the template only has {old}.", 'Password: {ph} (ask {name} on Signal)'],
  de: ['Das Passwort poste ich hier nicht, es liegt im Tresor unter {path}; in der Vorlage steht nur {old}.', 'Passwort: {ph} (frag {name} per Signal)'],
  fr: ['Je ne colle pas le mot de passe ici, il est dans le coffre sous {path} ; le modèle ne contient que {old}.', 'Mot de passe : {ph} (demande à {name} sur Signal)'],
  es: ['No pego la contraseña aquí, está en el gestor en {path}; la plantilla solo tiene {old}.', 'Contraseña: {ph} (pregunta a {name} por Signal)'],
};
export function passwordWithheld(r, lang0) {
  const lang = NOT_HERE[lang0] ? lang0 : 'en';
  const b = new DocBuilder();
  const t = r.pick(NOT_HERE[lang]);
  b.f(t, { path: `${r.pick(['infra', 'team-payments', 'ops'])}/${r.pick(['prod-db', 'vpn', 'grafana-admin'])}`, old: NEG.placeholder_password(r), ph: NEG.placeholder_password(r), name: persona(r, lang).name });
  return { kind: 'chat_password_withheld', lang, doc: b };
}

export const EXAMPLE_KINDS = [[1, regexPrompt], [0.8, specimenForm], [0.8, passwordWithheld]];
