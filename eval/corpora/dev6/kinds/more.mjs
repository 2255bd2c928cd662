// More variety: names and addresses in running prose, support transcripts, diffs that remove
// secrets, API responses, credential files, error reports.
import { DocBuilder, L, N } from '../lib/doc.mjs';
import { P, ERR } from '../lib/lang.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { password, SHELL_UNSAFE, vendorKey, prefixedKey, genericSecret, connectionString, accessToken, jwt, ip, publicIpv4, urlSafePassword, privateKey } from '../lib/secrets.mjs';
import { fmtDate, addressText, ADDRESS_COUNTRY } from '../lib/contact.mjs';
import { card } from '../lib/ids.mjs';

const PROSE = {
  en: ['{a} and {b} will run the migration on Thursday; meet them at {place} at 10.', 'Please deliver the parcel to {addr} — ring twice.', 'Ask {a}, she set up the billing export last year.'],
  de: ['{a} und {b} übernehmen die Migration am Donnerstag; Treffpunkt {place} um 10.', 'Bitte das Paket an {addr} liefern, zweimal klingeln.', 'Frag {a}, die hat den Export letztes Jahr gebaut.'],
  fr: ['{a} et {b} feront la migration jeudi ; rendez-vous à {place} à 10 h.', 'Merci de livrer le colis au {addr}, sonnez deux fois.', 'Demande à {a}, elle a monté l\'export l\'an dernier.'],
  es: ['{a} y {b} harán la migración el jueves; quedamos en {place} a las 10.', 'Entregad el paquete en {addr}, llamad dos veces.', 'Pregúntale a {a}, montó la exportación el año pasado.'],
  pt: ['{a} e {b} fazem a migração na quinta; encontro em {place} às 10.', 'Entreguem a encomenda em {addr}, toquem duas vezes.', 'Pergunta à {a}, foi ela que montou a exportação.'],
  it: ['{a} e {b} faranno la migrazione giovedì; ci vediamo a {place} alle 10.', 'Consegnate il pacco in {addr}, suonate due volte.', 'Chiedi a {a}, ha impostato lei l\'export l\'anno scorso.'],
  nl: ['{a} en {b} doen donderdag de migratie; we zien elkaar bij {place} om 10 uur.', 'Lever het pakket af op {addr}, twee keer bellen.', 'Vraag het {a}, zij heeft vorig jaar de export gebouwd.'],
  pl: ['{a} i {b} robią migrację w czwartek; spotkanie przy {place} o 10.', 'Proszę dostarczyć paczkę na adres {addr}, dzwonić dwa razy.', 'Zapytaj {a}, to ona robiła eksport w zeszłym roku.'],
  sv: ['{a} och {b} kör migreringen på torsdag; vi ses vid {place} kl. 10.', 'Leverera paketet till {addr}, ring två gånger.', 'Fråga {a}, hon byggde exporten förra året.'],
  ja: ['{a}さんと{b}さんが木曜に移行作業をします。10時に{place}で集合です。', '荷物は{addr}まで届けてください。', '{a}さんに聞いてください。去年エクスポートを作った人です。'],
  zh: ['{a}和{b}周四做迁移，十点在{place}集合。', '请把包裹送到{addr}。', '去问{a}，去年的导出是她做的。'],
  ko: ['{a} 님과 {b} 님이 목요일에 마이그레이션을 진행합니다. 10시에 {place}에서 만나요.', '택배는 {addr}로 보내 주세요.', '{a} 님께 물어보세요. 작년에 내보내기를 만든 분이에요.'],
  ar: ['سيقوم {a} و{b} بالترحيل يوم الخميس؛ اللقاء عند {place} الساعة العاشرة.', 'يرجى توصيل الطرد إلى {addr}.', 'اسأل {a}، فهي من أعدت التصدير العام الماضي.'],
  hi: ['{a} और {b} गुरुवार को माइग्रेशन करेंगे; 10 बजे {place} पर मिलते हैं।', 'कृपया पार्सल {addr} पर पहुँचाएँ।', '{a} से पूछिए, पिछले साल एक्सपोर्ट उन्होंने बनाया था।'],
  tr: ['{a} ve {b} perşembe günü taşımayı yapacak; saat 10\'da {place} önünde buluşalım.', 'Lütfen paketi {addr} adresine teslim edin.', '{a}\'ya sor, geçen yıl dışa aktarımı o kurdu.'],
};

export function proseNames(r, lang) {
  const b = new DocBuilder();
  const x = persona(r, lang), y = persona(r, lang);
  const country = r.pick(ADDRESS_COUNTRY[lang] ?? ['us']);
  const parts = r.shuffle(PROSE[lang]).slice(0, r.int(1, 3));
  for (const t of parts) {
    b.f(t, { a: x.name, b: y.name, place: NEG.place_name(r), addr: L('address', `address_${country}`, addressText(r, country)) }).t(' ');
  }
  if (r.chance(0.4)) b.t(P[lang].thanks);
  return { kind: 'chat_prose_names', doc: b };
}

const VERIFY = {
  en: ['Agent', 'Customer', 'For security, can you confirm your date of birth?', 'And the card you paid with?', 'Thanks, I can see the card ending in {last4}.'],
  de: ['Mitarbeiter', 'Kunde', 'Zur Sicherheit: Wie lautet Ihr Geburtsdatum?', 'Und mit welcher Karte haben Sie bezahlt?', 'Danke, ich sehe die Karte mit Endziffern {last4}.'],
  fr: ['Conseiller', 'Client', 'Par sécurité, pouvez-vous confirmer votre date de naissance ?', 'Et la carte utilisée ?', 'Merci, je vois la carte se terminant par {last4}.'],
  es: ['Agente', 'Cliente', 'Por seguridad, ¿me confirma su fecha de nacimiento?', '¿Y la tarjeta con la que pagó?', 'Gracias, veo la tarjeta que termina en {last4}.'],
  it: ['Operatore', 'Cliente', 'Per sicurezza, mi conferma la data di nascita?', 'E la carta usata per pagare?', 'Grazie, vedo la carta che termina con {last4}.'],
  nl: ['Medewerker', 'Klant', 'Kunt u voor de zekerheid uw geboortedatum bevestigen?', 'En met welke kaart heeft u betaald?', 'Dank u, ik zie de kaart eindigend op {last4}.'],
  pl: ['Konsultant', 'Klient', 'Dla bezpieczeństwa: proszę podać datę urodzenia.', 'A karta, którą Pan zapłacił?', 'Dziękuję, widzę kartę kończącą się na {last4}.'],
  tr: ['Temsilci', 'Müşteri', 'Güvenlik için doğum tarihinizi teyit eder misiniz?', 'Ödemeyi hangi kartla yaptınız?', 'Teşekkürler, {last4} ile biten kartı görüyorum.'],
};
export function supportTranscript(r, lang0) {
  const lang = VERIFY[lang0] ? lang0 : 'en';
  const T = VERIFY[lang];
  const b = new DocBuilder();
  const x = persona(r, lang);
  const c = card(r);
  let minute = r.int(8 * 60, 20 * 60);
  const tm = () => { minute += r.int(0, 3); return `[${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}] `; };
  b.t(tm() + T[0] + ': ' + T[2] + '\n' + tm() + T[1] + ': ').put(L('date_of_birth', 'dob', fmtDate(r, x.birth, lang))).t('\n');
  b.t(tm() + T[0] + ': ' + T[3] + '\n' + tm() + T[1] + ': ').put(c).t('\n');
  b.t(tm() + T[0] + ': ').f(T[4], { last4: { neg: 'card_last_four', value: c.value.replace(/\D/g, '').slice(-4) } }).t(' ').put(NEG.ticket_number(r)).t('\n');
  if (r.chance(0.5)) b.t(tm() + T[1] + ': ').put(x.email).t('\n');
  return { kind: 'support_transcript', lang, doc: b };
}

export function errorReport(r, lang) {
  const b = new DocBuilder();
  const x = persona(r, 'en');
  b.t(ERR[lang]).t('\n\n');
  b.t(`${r.pick(['ERROR', 'FATAL', 'Unhandled rejection'])} `).t(r.pick(['AuthError: token rejected for ', 'SMTPAuthenticationError for ', 'Forbidden: '])).put(x.workEmail(r.pick(['kestrelpay.io', 'lumenfield.de', 'corvane.fr']))).t('\n');
  b.t('  at request (client.js:').t(String(r.int(10, 900))).t(')\n  config: { baseURL: "https://api.internal", headers: { Authorization: "Bearer ').put(accessToken(r)).t('" } }\n');
  b.t('  remote: ').put(publicIpv4(r)).t(':').t(String(r.pick([443, 8443, 25, 587]))).t(' via ').put(NEG.private_ip(r)).t('\n');
  if (r.chance(0.4)) b.t('  env: DATABASE_URL=').put(connectionString(r)).t('\n');
  b.t('  node ').put(NEG.version(r)).t(', request id ').put(NEG.uuid(r)).t('\n');
  return { kind: 'error_report', doc: b };
}

export function gitDiff(r) {
  const b = new DocBuilder();
  const file = r.pick(['config/settings.py', 'deploy/.env.staging', 'src/main/resources/application.yml', 'scripts/backup.sh']);
  b.t(`commit `).put(NEG.git_sha(r)).t('\nAuthor: ');
  const x = persona(r, 'en');
  b.put(x.latinName).t(' <').put(x.workEmail('zephyrlabs.dev')).t('>\nDate:   ').put(NEG.other_date(r)).t('\n\n    Move credentials to the secret store\n\n');
  b.t(`diff --git a/${file} b/${file}\nindex `).put(NEG.git_sha(r)).t('..').put(NEG.git_sha(r)).t(` 100644\n--- a/${file}\n+++ b/${file}\n@@ -${r.int(1, 40)},6 +${r.int(1, 40)},6 @@\n`);
  const k = prefixedKey(r);
  b.t('-API_KEY = "').put(k).t('"\n+API_KEY = os.environ["API_KEY"]\n');
  b.t('-DB_PASSWORD = "').put(password(r)).t('"\n+DB_PASSWORD = "').put(NEG.placeholder_password(r)).t('"\n');
  if (r.chance(0.5)) b.t('-SENTRY_DSN = "https://').put(L('api_key', 'sentry_dsn_key', r.hex(32), true)).t(`@o${r.int(100000, 999999)}.ingest.sentry.io/${r.int(1000000, 9999999)}"\n+SENTRY_DSN = os.environ.get("SENTRY_DSN")\n`);
  return { kind: 'git_diff', doc: b };
}

export function apiResponse(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'de', 'fr', 'es', 'pt', 'ja', 'pl', 'nl']);
  const x = persona(r, lang);
  const p2 = (n) => String(n).padStart(2, '0');
  b.t('HTTP/1.1 200 OK\nContent-Type: application/json\nETag: W/"').put(NEG.hex_blob(r)).t('"\n\n{\n  "data": {\n    "id": "').put(NEG.uuid(r)).t('",\n    "displayName": "').put(x.name).t('",\n    "email": "').put(x.email).t('",\n    "phoneNumber": "').put(x.phone).t('",\n    "birthdate": "').put(L('date_of_birth', 'dob_iso', `${x.birth.y}-${p2(x.birth.m)}-${p2(x.birth.d)}`)).t('",\n    "address": { "formatted": "').put(x.address).t('" },\n    "lastLoginIp": "').put(ip(r)).t('",\n    "createdAt": "').put(NEG.other_date(r)).t('"\n  },\n  "meta": { "next_cursor": "').n('pagination_cursor', Buffer.from(`{"after":${r.int(1000, 99999)}}`).toString('base64')).t('", "api_version": "').put(NEG.version(r)).t('" }\n}\n');
  return { kind: 'api_response_json', lang, doc: b };
}

export function credentialFiles(r) {
  const b = new DocBuilder();
  const host = r.pick(['db.internal', 'pg-main.lumenfield.de', 'ftp.atlasgrove.co.uk']);
  switch (r.int(0, 7)) {
    case 4:
      b.t('# ~/.aws/credentials\n[default]\naws_access_key_id = ').put(vendorKey(r, 'aws_access_key_id')).t('\naws_secret_access_key = ').put(vendorKey(r, 'aws_secret_access_key')).t(`\nregion = ${r.pick(['eu-west-1', 'us-east-1', 'ap-northeast-1'])}\n\n[sandbox]\naws_access_key_id = `).put(N('documented_example_key', 'AKIAIOSFODNN7EXAMPLE')).t('\naws_secret_access_key = ').n('documented_example_key', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY').t('\n');
      return { kind: 'aws_credentials_file', doc: b };
    case 5:
      b.t(`# .npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=`).put(vendorKey(r, 'npm')).t('\n@zephyrlabs:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=').put(vendorKey(r, 'github_pat')).t('\nalways-auth=true\n');
      return { kind: 'npmrc', doc: b };
    case 6:
      b.t('# ~/.git-credentials\nhttps://').t(r.pick(['oauth2', 'x-access-token', persona(r, 'en').p.latinGiven.toLowerCase().replace(/[^a-z]/g, '')])).t(':').put(vendorKey(r, r.pick(['github_pat', 'gitlab_pat']))).t('@').t(r.pick(['github.com', 'gitlab.com'])).t('\nhttps://ci-bot:').put(urlSafePassword(r)).t('@git.lumenfield.de\n');
      return { kind: 'git_credentials', doc: b };
    case 7:
      b.t('# ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    internal\n\n[pypi]\nusername = __token__\npassword = ').put(vendorKey(r, 'pypi')).t('\n\n[internal]\nrepository = https://pypi.corvane.fr/\nusername = deploy\npassword = ').put(password(r, false, 'password', /[\s%]/)).t('\n');
      return { kind: 'pypirc', doc: b };
    case 0:
      b.t('# ~/.netrc\nmachine api.heroku.com\n  login ').put(L('email', 'personal', persona(r, 'en').email.value)).t('\n  password ').put(vendorKey(r, 'heroku')).t(`\nmachine ${host}\n  login deploy\n  password `).put(password(r, false, 'netrc_password', SHELL_UNSAFE)).t('\n');
      return { kind: 'netrc', doc: b };
    case 1:
      b.t(`# ~/.pgpass\n${host}:5432:orders:app:`).put(password(r, false, 'pgpass_password', /[:\\\s]/)).t(`\n${host}:5432:*:readonly:`).put(NEG.placeholder_password(r)).t('\n');
      return { kind: 'pgpass', doc: b };
    case 2:
      b.t('# .htpasswd (hashes, not passwords)\nadmin:').n('password_hash', `$2y$10$${r.from('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53)}`).t('\nci:').n('password_hash', `$apr1$${r.alnum(8)}$${r.from('./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 22)}`).t('\n# the staging one, plain for now: ci2 / ').put(password(r, false, 'password', /[\s]/)).t('\n');
      return { kind: 'htpasswd', doc: b };
    default:
      b.t('version: "3.9"\nservices:\n  db:\n    image: ').put(NEG.docker_digest(r)).t('\n    environment:\n      POSTGRES_PASSWORD: "').put(password(r)).t('"\n      PGADMIN_DEFAULT_EMAIL: ').put(persona(r, 'en').workEmail('brightmoor-logistics.com')).t('\n  worker:\n    environment:\n      - BROKER_URL=').put(connectionString(r)).t('\n      - REGISTRY_URL=https://robot:').put(urlSafePassword(r)).t('@registry.').t(r.pick(['lumenfield.de', 'corvane.fr'])).t('\n    ports:\n      - "').put(NEG.port_list(r).value.split(',')[0]).t(':80"\n');
      return { kind: 'docker_compose', doc: b };
  }
}

export function docsSnippet(r) {
  const b = new DocBuilder();
  b.t('## Quick start\n\nSet your key, then call the API:\n\n```sh\nexport API_KEY=').put(NEG.placeholder_key(r)).t('\ncurl -H "Authorization: Bearer $API_KEY" https://api.zephyrlabs.dev/v1/ping\n```\n\nThe provider\'s docs use ').put(NEG.documented_example_key(r)).t(' as their example; contact ').put(NEG.example_email_domain(r)).t(' style addresses are placeholders too. Test with card ').put(NEG.test_card(r)).t(' and IBAN ').put(NEG.example_iban(r)).t('.\nSee ISBN ').put(NEG.isbn(r)).t(' for the protocol.\n');
  if (r.chance(0.5)) b.t('\nMaintainer: ').put(persona(r, 'en').latinName).t(' (').put(L('email', 'work', persona(r, 'en').workEmail('zephyrlabs.dev').value)).t(')\n');
  return { kind: 'readme_docs', doc: b };
}

export const MORE_SHORT = [[2, proseNames], [1.6, supportTranscript], [1.4, errorReport]];
export const MORE_MACHINE = [[1, gitDiff], [1, apiResponse], [1.2, credentialFiles], [0.6, docsSnippet]];
