// Two classes of text the PII packs must tell apart: a four-part number after a version, form or
// document label (not an address) versus an address in a log line, and an e-mail address spelled
// out word by word versus a company named in an ordinary sentence ("the team at … dot com").

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTextCheck } from '../support/checks.js';

const test = suite('pii: version labels and spelled-out addresses');

const found = async (text: string, category: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings.filter((f) => f.category === category).map((f) => text.slice(f.utf16_start, f.utf16_end));

const LABELLED = [
  'Release notes: version 6.2.91.140 adds dark mode.',
  'Router firmware 11.3.52.208 fixes the Wi-Fi drop.',
  'Laden Sie Vordruck 4.7.19.83 herunter und unterschreiben Sie ihn.',
  'Softwarestand 7.5.33.121 ist auf allen Kassen installiert.',
  'Le formulaire 5.9.40.77 remplace l’ancienne version.',
  'Consulte la plantilla 3.14.66.92 antes de enviar.',
  'Compila il modulo 8.1.27.150 entro lunedì.',
  'Vul formulier 2.16.73.99 volledig in.',
  'Wypełnij formularz 9.3.51.188 w dwóch egzemplarzach.',
  'Yeni sürüm 4.22.61.137 yarın yayınlanacak.',
  'Phiên bản 5.8.34.176 đã được phát hành.',
  'Редакция 6.11.29.144 вступает в силу с июля.',
  'नया संस्करण 7.4.58.163 उपलब्ध है।',
  'تم نشر الإصدار 3.18.47.129 اليوم.',
  'バージョン 2.9.85.131 を適用しました。',
  '서식 4.6.72.158 을 사용하세요.',
];

const ADDRESSES = [
  'Failed login from 81.2.69.160 at 03:12',
  'The server at 81.2.69.161 refused the connection',
  'Observer 81.2.69.142 connected twice in a minute',
  'Anmeldung von 81.2.69.143 um 08:05, Formular 2.1 ausgefüllt',
];

test('a four-part number right after a version, form or document label is not an IPv4 address', async () => {
  for (const t of LABELLED) assert.equal(await found(t, 'ip_address'), [], t);
});

test('addresses in logs are still reported, also after words containing a label (server, observer)', async () => {
  for (const t of ADDRESSES) assert.ok((await found(t, 'ip_address')).length > 0, t);
});

const SPELLED = [
  ['My email is bramwell at outlook dot com, lower case.', 'bramwell at outlook dot com'],
  ['e-mail: hollis at proton dot me', 'hollis at proton dot me'],
  ['Please write to greta at posteo dot de if the email bounces.', 'greta at posteo dot de'],
  ['Reach me by email, nadia dot okafor at zoho dot com', 'nadia dot okafor at zoho dot com'],
  ['Mi correo es andres_p arroba gmail punto com', 'andres_p arroba gmail punto com'],
  ['Mon courriel est amelie arobase orange point fr', 'amelie arobase orange point fr'],
  ['Meine Mail ist jonas ät web punkt de', 'jonas ät web punkt de'],
  ['Напишите на ivan собака yandex точка ru, почта проверяется вечером.', 'ivan собака yandex точка ru'],
] as const;

const SENTENCES = [
  'Send an email to the support desk at Contoso dot com before Friday.',
  'Emails from subscribers at Yahoo dot com keep landing in spam.',
  'I read the email from recruiters at Google dot com yesterday.',
  'Forward the email to the editors at Reuters dot com.',
  'Our email newsletter reached readers at Outlook dot com first.',
  'Mandé un correo a los chicos arroba empresa punto com',
  'Il a envoyé un mail aux collègues arobase orange point fr hier.',
  'Die Mail an die Kollegen ät firma punkt de kam nie an.',
];

test('an address spelled out word by word is reported', async () => {
  for (const [t, v] of SPELLED) assert.ok((await found(t, 'email')).includes(v), t);
});

test('a company named after an ordinary noun and "at … dot com" is not an address', async () => {
  for (const t of SENTENCES) assert.equal(await found(t, 'email'), [], t);
});

test.run();
