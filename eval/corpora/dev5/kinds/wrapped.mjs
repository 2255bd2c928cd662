// Text that has been reflowed: narrow PDF columns that break values over lines, forwarded mail
// whose every line carries quote markers, and long tokens hard-wrapped by a mail client.

import { f, L, N, quoteLines, wrapLines } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import * as sec from '../lib/secrets.mjs';
import { COMPANIES, GREET, THANKS, anyone, fld, langOf, paragraphs, personOf } from './common.mjs';

const SUBJECT = { en: 'Confirmation of your details', de: 'Bestätigung Ihrer Angaben', fr: 'Confirmation de vos coordonnées', es: 'Confirmación de sus datos', it: 'Conferma dei suoi dati', nl: 'Bevestiging van uw gegevens', pt: 'Confirmação dos seus dados', pl: 'Potwierdzenie danych', sv: 'Bekräftelse av dina uppgifter' };

export const pdf_narrow_column_letter = {
  kind: 'pdf_narrow_column_letter',
  make(r) {
    const lang = r.pick(Object.keys(SUBJECT));
    const p = personOf(r, lang), clerk = anyone(r), c = r.pick(COMPANIES);
    const ibanCc = p.iban ? p.iban.slice(0, 2) : 'DE';
    const letter = f`${c.name} · ${SUBJECT[lang]} · ${v.dateN(r, lang)} · ${v.invoiceNoN(r)}

${GREET[lang]} ${v.nameL(p)}, ${paragraphs(r, lang, 1)} ${fld('address', lang)}: ${v.addrL(p)}. ${fld('phone', lang)}: ${v.phoneL(p)}. ${fld('email', lang)}: ${v.emailL(p.email)}. ${fld('iban', lang)}: ${v.ibanL(r, ibanCc, true)}. ${fld('id', lang)}: ${v.nidL(p)}. ${fld('dob', lang)}: ${v.dobL(r, p, 'words')}.

${paragraphs(r, lang, r.int(1, 3))}

${THANKS[lang]}, ${v.nameL(clerk)} · ${v.phoneL(clerk)}
${r.chance(0.5) ? f`Portal: https://portal.${c.domain}/activate?token=${v.jwtL(r)}` : ''}
`;
    return { language: lang, locale: p.locale, body: wrapLines(letter, r.pick([38, 44, 52, 60])) };
  },
};

export const forwarded_email_chain = {
  kind: 'forwarded_email_chain',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'nl'], [1, 'it'], [1, 'pt'], [1, 'sv']]);
    const a = personOf(r, lang), b = anyone(r), c = anyone(r), co = r.pick(COMPANIES);
    const original = f`From: ${v.nameL(a)} <${v.emailL(a.email)}>
Sent: ${v.dateN(r, 'en')}
Subject: ${r.pick(['login for the supplier portal', 'Zugangsdaten', 'accès au portail', 'acceso proveedor'])}

${GREET[lang]},
${paragraphs(r, lang, 1)}
${r.pick(['Username', 'Benutzer', 'Identifiant', 'Usuario'])}: ${v.emailL(a.workEmail(co.domain), 'work')}
${r.pick(['Password', 'Passwort', 'Mot de passe', 'Contraseña'])}: ${v.pwL(r)}
${fld('phone', lang)}: ${v.phoneL(a)}
${r.chance(0.5) ? f`${fld('address', lang)}: ${v.addrL(a)}\n` : ''}API: ${v.apiKeyL(r)}
`;
    const once = f`From: ${v.nameL(b)} <${v.emailL(b.workEmail(co.domain), 'work')}>
Subject: FW: ${original.text.split('\n')[2].replace(/^Subject: /, '')}

${paragraphs(r, 'en', 1)}

${quoteLines(original, '> ')}`;
    const twice = f`From: ${v.nameL(c)} <${v.emailL(c.workEmail(co.domain), 'work')}>
To: ${v.emailL(`it-security@${co.domain}`, 'team_mailbox')}
Subject: FW: FW: please rotate

${r.pick(['Found this in a shared mailbox — please rotate the password and the key.', 'Reporting: credentials sent in clear text, see below.'])}
Ticket ${v.uuidN(r)}

${quoteLines(once, '> ')}`;
    return { language: lang, locale: a.locale, body: twice };
  },
};

export const hard_wrapped_mail = {
  kind: 'hard_wrapped_mail',
  make(r) {
    const p = anyone(r), c = r.pick(COMPANIES);
    const key = sec.apiKey(r, r.pick(['openai', 'anthropic', 'github_fine_grained', 'pypi', 'digitalocean']));
    const mail = f`Date: ${v.timestampN(r)}
From: ${v.nameL(p)} <${v.emailL(p.workEmail(c.domain), 'work')}>
Content-Type: text/plain; format=fixed

Here is the token for the staging integration, my mail client will probably break it into several lines, just join them: ${L('api_key', key.type, key.value)}

And the bearer token the vendor gave us for the sandbox: ${v.tokenL(r)}

Checksum of the export: ${v.sha256N(r)} (SHA-256), build ${v.gitShaN(r, false)}.
${paragraphs(r, 'en', r.int(1, 2))}
`;
    return { language: 'en', locale: p.locale, body: wrapLines(mail, 72) };
  },
};
