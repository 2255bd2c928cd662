// Correspondence: support tickets, e-mail threads with quoted replies and signatures, chat exports,
// meeting notes, CRM notes, HR letters and forum questions.

import { f, L, join } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { NAME_LIKE_NON_PERSONS } from '../lib/people.mjs';
import { COMPANIES, GREET, THANKS, anyone, filler, fld, langOf, paragraphs, personOf } from './common.mjs';

const teamMailbox = (r, c) => v.emailL(`${r.pick(['support', 'billing', 'hr', 'accounts', 'helpdesk', 'facturation', 'kundenservice', 'soporte'])}@${c.domain}`, 'team_mailbox');

function signature(r, p, c, lang) {
  const title = r.pick(['Customer Success Manager', 'Senior Accountant', 'Head of Operations', 'Teamleiterin Buchhaltung', 'Responsable RH', 'Ingeniera de soporte', 'Key Account Manager', 'Office Manager']);
  return f`--\n${v.nameL(p)}\n${title} | ${c.name}\n${r.chance(0.7) ? f`${r.pick(['Tel', 'T', 'Mob.', 'Phone', 'Direct'])}: ${v.phoneL(p)}\n` : ''}${v.emailL(p.workEmail(c.domain), 'work')}\n${r.chance(0.4) ? f`${v.addrL(p, r.pick([', ', ' · ']))}\n` : ''}${r.chance(0.3) ? 'This e-mail and any attachments are confidential. If you received it in error, please delete it.\n' : ''}`;
}

export const support_ticket = {
  kind: 'support_ticket',
  make(r) {
    const lang = langOf(r, [[2, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'pt'], [1, 'it'], [1, 'nl'], [1, 'pl'], [1, 'sv'], [1, 'ja'], [1, 'tr']]);
    const c = r.pick(COMPANIES), cust = personOf(r, lang), agent = anyone(r);
    const tid = `${r.pick(['TCK', 'SUP', 'CS', 'INC'])}-${r.int(10000, 99999)}`;
    const body = f`Ticket ${tid}  |  Priority: ${r.pick(['P2', 'P3', 'Normal', 'High'])}  |  Channel: ${r.pick(['web form', 'email', 'phone callback'])}
Requester: ${v.nameL(cust)} <${v.emailL(cust.email)}>
Order: ${v.orderN(r)}   Tracking: ${v.trackingN(r)}
Created: ${v.timestampN(r)}

--- customer message ---
${GREET[lang]},
${filler(r, lang, 2)}
${r.chance(0.6) ? f`${lang === 'en' ? 'Please ship the replacement to my new address:' : fld('address', lang) + ':'}\n${v.addrL(cust, '\n')}\n` : f`I moved last month, the parcel should go to ${v.addrL(cust)} instead of the old flat.\n`}
${r.chance(0.6) ? f`You can reach me on ${v.phoneL(cust)} after 5pm.` : f`Call me: ${v.phoneL(cust)}`} ${filler(r, lang, 1)}
${r.chance(0.4) ? f`${r.pick(['Charge it to my card', 'Just use this card', 'Card for the reshipping fee'])}: ${v.cardL(r)} (exp ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)})\n` : ''}${r.chance(0.35) ? f`(My account was created with my old work address ${v.emailL(cust.workEmail(r.pick(COMPANIES).domain), 'work')}.)\n` : ''}
--- internal note (${v.nameL(agent)}) ---
Checked the ${r.pick(NAME_LIKE_NON_PERSONS.length ? ['warehouse', 'carrier portal'] : [])}: parcel ${v.trackingN(r)} was scanned at hub ${r.pick(['FRA-3', 'LEJ-1', 'CDG-2', 'MAD-5'])}. Replacement SKU ${v.skuN(r)}.
Refund of ${r.int(12, 480)},${r.digits(2)} EUR approved; ref ${v.uuidN(r)}.
${r.chance(0.35) ? f`ID check: passport ${v.passL(cust.passport, cust.passportCountry)} matches the name on the order.\n` : ''}${r.chance(0.5) ? f`Customer verified identity with date of birth ${v.dobL(r, cust)}.` : f`Customer called from ${v.phoneL(cust, cust.phone)} — same number as on file.`}
${filler(r, 'en', 3)}

--- reply sent ---
${GREET[lang]} ${v.nameL(cust, 'given', true)},
${paragraphs(r, lang, r.int(2, 6))}
${THANKS[lang]},
${signature(r, agent, c, lang)}`;
    return { language: lang, locale: cust.locale, body };
  },
};

export const email_thread = {
  kind: 'email_thread',
  make(r) {
    const lang = langOf(r);
    const c = r.pick(COMPANIES), a = personOf(r, lang), b = anyone(r), cc = anyone(r);
    const date1 = v.dateN(r, 'en'), subject = r.pick(['Re: onboarding documents', 'AW: Vertrag und Unterlagen', 'RE: facture en attente', 'Re: acceso al portal', 'Fwd: visa letter', 'Re: payroll change']);
    const quoted = (frag) => { const lines = frag.text.split('\n'); return frag; };
    const inner = f`On ${date1}, ${v.nameL(b)} <${v.emailL(b.email)}> wrote:
> ${filler(r, 'en', 1)}
> For the payroll change I need your new bank details and your ${fld('id', a.lang)}.
> ${r.chance(0.5) ? f`My direct line is ${v.phoneL(b)}.` : 'Thanks in advance.'}
>
> ${v.nameL(b, 'given', true)}`;
    const body = f`From: ${v.nameL(a)} <${v.emailL(a.workEmail(c.domain), 'work')}>
To: ${v.nameL(b)} <${v.emailL(b.email)}>
Cc: ${teamMailbox(r, c)}${r.chance(0.5) ? f`, ${v.nameL(cc)} <${v.emailL(cc.workEmail(c.domain), 'work')}>` : ''}
Subject: ${subject}
Message-ID: <${v.uuidN(r)}@mail.${c.domain}>

${GREET[lang]} ${v.nameL(b, 'given', true)},

${paragraphs(r, lang, r.int(2, 5))}
${r.chance(0.6) ? f`${r.pick(['Since last month I live at', 'We moved to', 'Post now goes to', 'New home since June:'])} ${v.addrL(a, r.pick([', ', ' · ']))}. ` : ''}${filler(r, lang, 1)}
${fld('iban', lang)}: ${v.ibanL(r, r.pick(['DE', 'FR', 'ES', 'NL', 'IT', 'PL', 'SE', 'GB', 'TR']))}
${fld('id', a.lang)}: ${v.nidL(a)}
${r.chance(0.5) ? f`${fld('address', lang)}: ${v.addrL(a)}\n` : ''}${filler(r, lang, 1)}

${THANKS[lang]}
${v.nameL(a)}
${r.chance(0.6) ? f`${v.phoneL(a)}\n` : ''}
${inner}
`;
    return { language: lang, locale: a.locale, body };
  },
};

export const chat_export = {
  kind: 'chat_export',
  make(r) {
    const lang = langOf(r, [[2, 'en'], [1, 'de'], [1, 'es'], [1, 'pt'], [1, 'tr'], [1, 'zh'], [1, 'it'], [1, 'fr'], [1, 'ko'], [1, 'ja'], [1, 'hi'], [1, 'ar'], [1, 'nl']]);
    const a = personOf(r, lang), b = anyone(r), c = r.pick(COMPANIES);
    let minute = r.int(8 * 60, 17 * 60); // messages run forward in time through one day
    const hh = () => { minute += r.int(0, 25); return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`; };
    const wa = r.chance(0.5);
    const day = v.dateN(r, 'en');
    const line = (who, msg) => () => (wa ? f`[${day.text}, ${hh()}] ${v.nameL(who)}: ${msg}\n` : f`${hh()}  ${v.nameL(who, 'latin')}  ${msg}\n`);
    const msgs = [
      line(a, r.pick(['can you log into the staging box?', 'vpn is down again', 'need the creds for the reporting db', '¿me pasas la clave del wifi de la oficina?', 'kannst du mir kurz das Passwort schicken?'])),
      line(b, f`${r.pick(['sure, user is', 'yes —', 'ok:'])} ${r.pick(['admin', 'ops', 'reporting'])} / ${v.pwL(r)}`),
      line(a, r.pick(['thx', 'got it', 'merci', 'danke!', '👍'])),
      line(b, f`${r.pick(['also the new wifi pw is', 'guest wifi:', 'wifi password ->'])} ${v.pwL(r, { spaces: false })}`),
      line(a, f`btw my new number is ${v.phoneL(a)}`),
      line(b, f`${r.pick(['send me your passport number for the hotel booking', 'HR needs your passport no.', 'for the visa form I need your passport'])}`),
      line(a, f`${r.pick(['it is', 'here:', ''])} ${v.passL(a.passport, a.passportCountry)}${r.chance(0.5) ? f`, born ${v.dobL(r, a, 'words')}` : ''}`),
      line(b, f`and your home address for the courier?`),
      line(a, f`${v.addrL(a)}`),
      line(b, f`${r.pick(['company card for the booking:', 'use the team card', 'card no'])} ${v.cardL(r)}`),
      line(b, f`deploy ${v.gitShaN(r)} is out, build ${v.versionN(r)}`),
      line(a, f`the order ${v.orderN(r)} total was ${v.amountN(r)} ${r.pick(['IDR', 'KRW', 'JPY'])} btw`),
    ];
    const keep = new Set(r.sample(msgs.map((_, i) => i), r.int(8, msgs.length)));
    const body = f`${wa ? f`WhatsApp Chat — ${day}` : `#${r.pick(['ops', 'team-berlin', 'support-escalations', 'random'])} — export`} with ${c.name}\n${r.chance(0.5) ? 'Messages and calls are end-to-end encrypted.\n' : ''}\n${msgs.filter((_, i) => keep.has(i)).map((m) => m())}`;
    return { language: lang, locale: a.locale, body };
  },
};

export const meeting_notes = {
  kind: 'meeting_notes',
  make(r) {
    const lang = langOf(r, [[2, 'en'], [1, 'de'], [1, 'sv'], [1, 'nl'], [1, 'fr'], [1, 'pl'], [1, 'ja'], [1, 'es']]);
    const ppl = Array.from({ length: r.int(3, 6) }, () => anyone(r));
    const place = v.nameLikeN(r, NAME_LIKE_NON_PERSONS);
    const body = f`# ${r.pick(['Weekly sync', 'Quarterly planning', 'Incident review', 'Vendor evaluation', 'Hiring committee'])} — ${v.dateN(r, lang)}

Attendees: ${join(ppl.map((p) => v.nameL(p)), ', ')}
Location: ${place} office, room ${r.int(1, 5)}.${r.int(10, 40)}

## Notes
${paragraphs(r, lang, r.int(2, 5))}

- ${v.nameL(ppl[0])} walked through the Q${r.int(1, 4)} numbers: ${r.int(10, 99)}% of tickets closed within SLA. ${filler(r, 'en', 1)}
- ${v.nameL(ppl[1])} raised the ${v.nameLikeN(r, ['Franklin Templeton', 'Morgan Stanley', 'Kelly Services', 'Wells Fargo'])} ${r.pick(['renewal', 'integration', 'audit'])} — still blocked on legal.
- Candidate ${v.nameL(ppl[2])} (${v.emailL(ppl[2].email)}, ${v.phoneL(ppl[2])}) moves to the final round; ${filler(r, 'en', 1)}
- Release ${v.versionN(r)} goes out after ${v.dateN(r, 'en')}; ${filler(r, lang, 1)}
${ppl[3] ? f`- ${v.nameL(ppl[3])} is on parental leave until ${v.dateN(r, 'en')}; cover by ${v.nameL(ppl[0])}.\n` : ''}
## Action items
| Owner | Item | Due |
|---|---|---|
${ppl.slice(0, 3).map((p) => f`| ${v.nameL(p, 'given', true)} | ${r.pick(['send contract draft', 'update runbook', 'book travel', 'rotate shared credentials', 'close Jira epic'])} | ${v.dateN(r, 'en')} |\n`)}
`;
    return { language: lang, body };
  },
};

export const crm_note = {
  kind: 'crm_note',
  make(r) {
    const lang = langOf(r, [[1, 'en'], [1, 'es'], [1, 'pt'], [1, 'it'], [1, 'tr'], [1, 'zh'], [1, 'ko']]);
    const p = personOf(r, lang), rep = anyone(r);
    const body = f`Account: ${v.nameLikeN(r, ['Hamilton Beach', 'Sherwin-Williams', 'Dr. Martens', 'Walt Disney World'])} — ${r.pick(['Lead', 'Opportunity', 'Renewal'])} #${r.int(10000, 99999)}
Contact: ${v.nameL(p, r.chance(0.5) ? 'full' : 'latin')}, ${r.pick(['Procurement', 'CFO', 'IT Director', 'Einkauf', 'Compras'])}
${r.chance(0.5) ? f`Mobile ${v.phoneL(p)} · ${v.emailL(p.email)}` : f`${v.emailL(p.email)} / ${v.phoneL(p)}`}
Owner: ${v.nameL(rep)}

${v.dateN(r, 'en')} — call with ${v.nameL(p, 'given', true)}. ${filler(r, lang, 2)} Wants a quote for ${r.int(20, 400)} seats before ${v.dateN(r, lang)}.
${r.chance(0.4) ? f`For the site visit badge she gave passport no. ${v.passL(p.passport, p.passportCountry)}.\n` : ''}${r.chance(0.5) ? f`Sent the DPA to the postal address she gave: ${v.addrL(p)}.` : f`Birthday coming up (${v.dobL(r, p, 'words', true)}) — send the usual card.`}
${paragraphs(r, lang, r.int(1, 3))}
Next step: demo with their ${r.pick(['Ruby on Rails', 'Da Vinci Resolve', 'Tesla Model Y'])} team.`;
    return { language: lang, locale: p.locale, body };
  },
};

const HR = {
  de: (r, p, c, hrp) => f`${c.name} · Personalabteilung
${v.nameL(p)}
${v.addrL(p, '\n')}

${v.dateN(r, 'de')}

Bestätigung des Arbeitsverhältnisses

Sehr geehrte Damen und Herren,

hiermit bestätigen wir, dass ${v.nameL(p)}, ${r.pick(['geboren am', 'geb.'])} ${v.dobL(r, p)}, seit dem ${v.dateN(r, 'de')} bei uns als ${r.pick(['Softwareentwicklerin', 'Lagerist', 'Buchhalterin', 'Projektleiter'])} in Vollzeit beschäftigt ist. ${filler(r, 'de', 2)}

${paragraphs(r, 'de', r.int(1, 4))}
Steuer-ID: ${v.nidL(p)}   Personalnummer: ${v.orderN(r)}
Gehaltskonto: ${p.iban ? f`${v.ibanL(r, 'DE')}` : f`${v.ibanL(r, 'DE')}`} (${v.bicN(r)})

Mit freundlichen Grüßen
${v.nameL(hrp)}, Personalreferentin · ${v.phoneL(hrp)}`,
  fr: (r, p, c, hrp) => f`${c.name} — Ressources humaines

Objet : attestation employeur

Madame, Monsieur,

Nous attestons que ${v.nameL(p)}, né(e) le ${v.dobL(r, p, 'words')}, demeurant ${v.addrL(p)}, est salarié(e) de notre société depuis le ${v.dateN(r, 'fr')}. ${filler(r, 'fr', 2)}

${paragraphs(r, 'fr', r.int(1, 4))}
N° de sécurité sociale : ${v.nidL(p)}
RIB / IBAN : ${v.ibanL(r, 'FR', true)}

Fait pour servir et valoir ce que de droit.
${v.nameL(hrp)}, DRH — ${v.emailL(hrp.workEmail(c.domain), 'work')}`,
  es: (r, p, c, hrp) => f`${c.name} — Departamento de Personas

Certificado de empresa

Por la presente se certifica que D./Dña. ${v.nameL(p)}, con ${p.nationalId.type === 'es_nie' ? 'NIE' : 'DNI'} ${v.nidL(p)}, nacido/a el ${v.dobL(r, p)}, con domicilio en ${v.addrL(p)}, presta servicios en esta empresa desde el ${v.dateN(r, 'es')}. ${filler(r, 'es', 2)}

${paragraphs(r, 'es', r.int(1, 4))}
Cuenta de abono: ${v.ibanL(r, 'ES', true)}

Atentamente,
${v.nameL(hrp)} · ${v.phoneL(hrp)}`,
  nl: (r, p, c, hrp) => f`${c.name} — HR

Werkgeversverklaring

Hierbij verklaren wij dat ${v.nameL(p)}, geboren op ${v.dobL(r, p)}, BSN ${v.nidL(p)}, wonende te ${v.addrL(p)}, sinds ${v.dateN(r, 'nl')} bij ons in dienst is. ${filler(r, 'nl', 2)}

${paragraphs(r, 'nl', r.int(1, 4))}
Salaris wordt gestort op ${v.ibanL(r, 'NL')}.

Met vriendelijke groet,
${v.nameL(hrp)}`,
  pl: (r, p, c, hrp) => f`${c.name} — Dział Kadr

ZAŚWIADCZENIE O ZATRUDNIENIU

Zaświadcza się, że Pan/Pani ${v.nameL(p)}, PESEL ${v.nidL(p)}, zamieszkały/a: ${v.addrL(p)}, data urodzenia: ${v.dobL(r, p, 'words')}, jest zatrudniony/a od ${v.dateN(r, 'pl')}. ${filler(r, 'pl', 2)}

${paragraphs(r, 'pl', r.int(1, 4))}
Rachunek: ${v.ibanL(r, 'PL', true)}

${v.nameL(hrp)}, specjalista ds. kadr, tel. ${v.phoneL(hrp)}`,
  sv: (r, p, c, hrp) => f`${c.name} — Personalavdelningen

Anställningsintyg

Härmed intygas att ${v.nameL(p)}, personnummer ${v.nidL(p)}, ${v.addrL(p)}, är tillsvidareanställd sedan ${v.dateN(r, 'sv')}. ${filler(r, 'sv', 2)}

${paragraphs(r, 'sv', r.int(1, 4))}
Lönekonto: ${v.ibanL(r, 'SE')}

${v.nameL(hrp)}, HR-partner, ${v.emailL(hrp.workEmail(c.domain), 'work')}`,
  it: (r, p, c, hrp) => f`${c.name} — Ufficio del Personale

Dichiarazione di servizio

Si dichiara che ${v.nameL(p)}, nato/a il ${v.dobL(r, p)}, codice fiscale ${v.nidL(p)}, residente in ${v.addrL(p)}, è dipendente dal ${v.dateN(r, 'it')}. ${filler(r, 'it', 2)}

${paragraphs(r, 'it', r.int(1, 4))}
IBAN per l'accredito: ${v.ibanL(r, 'IT')}

${v.nameL(hrp)}`,
  en: (r, p, c, hrp) => f`${c.name} — People Team

${v.dateN(r, 'en')}

To whom it may concern,

This letter confirms that ${v.nameL(p)} (date of birth ${v.dobL(r, p, 'words')}) has been employed by ${c.name} as a ${r.pick(['Data Analyst', 'Site Reliability Engineer', 'Office Manager', 'Payroll Specialist'])} since ${v.dateN(r, 'en')}. ${filler(r, 'en', 3)}

${paragraphs(r, 'en', r.int(1, 4))}
Home address on file: ${v.addrL(p)}
${p.cc === 'US' ? 'SSN' : p.cc === 'GB' ? 'National Insurance number' : 'National ID'}: ${v.nidL(p)}

Sincerely,
${v.nameL(hrp)}, HR Business Partner
${v.emailL(hrp.workEmail(c.domain), 'work')} | ${v.phoneL(hrp)}`,
};
export const hr_letter = {
  kind: 'hr_letter',
  make(r) {
    const lang = r.pick(Object.keys(HR));
    const loc = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL', pl: 'pl-PL', sv: 'sv-SE', it: 'it-IT', en: r.pick(['en-US', 'en-GB']) }[lang];
    const p = personOf(r, null); const q = personOf(r, lang);
    const subject = loc === q.locale ? q : p;
    const c = r.pick(COMPANIES);
    return { language: lang, locale: subject.locale, body: HR[lang](r, subject.locale === loc ? subject : q, c, anyone(r)) };
  },
};

export const forum_question = {
  kind: 'forum_question',
  make(r) {
    const p = anyone(r);
    const shape = r.pick(['regex', 'smtp', 'db', 'jwt']);
    if (shape === 'jwt') {
      return { language: 'en', body: f`Title: jsonwebtoken sign() throws "secretOrPrivateKey must be an asymmetric key when using RS256"

I load the key like this and still get the error (key regenerated for this post, don't worry):

\`\`\`js
const privateKey = \`${v.pkL(r, r.pick(['RSA', 'PKCS8']))}\`;
const token = jwt.sign({ sub: '${v.uuidN(r)}' }, privateKey, { algorithm: 'RS256' });
\`\`\`

The token I get with HS256 instead looks like ${v.jwtL(r)} — is that right?
jsonwebtoken ${v.versionN(r)}, Node ${v.versionN(r)}` };
    }
    const body = shape === 'regex'
      ? f`Title: Regex to validate e-mail addresses rejects valid ones

I'm validating sign-up e-mails with this pattern, but addresses like ${v.docEmailN(r)} pass while ${v.docEmailN(r)} doesn't:

    /^[\\w.+-]+@[\\w-]+\\.[\\w.]+$/

What am I missing? Input is e.g. \`${v.docEmailN(r)}\`. Tried in Node ${v.versionN(r)}.

Edit: a user from the real data set, ${v.emailL(p.email)}, also fails — name has an umlaut in the display part, not sure that matters.
Posted by ${r.pick(['devnull_42', 'tinkerbeast', 'q_wanderer'])} · ${r.int(2, 40)} answers`
      : shape === 'smtp'
        ? f`Title: SMTP auth fails with 535 after password change

\`\`\`python
server = smtplib.SMTP("smtp.${r.pick(['mailhost.net', 'sendbox.io'])}", 587)
server.starttls()
server.login("${v.emailL(p.email)}", "${v.pwL(r, { plain: true, spaces: false })}")
\`\`\`

Traceback (most recent call last):
  File "/home/${r.pick(['dev', 'ubuntu', 'pi'])}/mailer.py", line 14, in <module>
smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted')

(yes I know the password is in the snippet, it's a throwaway account — will rotate)
Using the documented test host ${v.docIpN(r)} works fine.`
        : f`Title: psycopg2 OperationalError: password authentication failed

My settings.py has:

DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "shop", "USER": "shop", "PASSWORD": "${v.pwL(r, { plain: true, spaces: false })}", "HOST": "${v.privateIpN(r)}"}}

and the DSN in the worker is ${v.connL(r)}
Docs say to use ${v.placeholderN(r)} but that obviously doesn't work. Commit ${v.gitShaN(r, false)}.`;
    return { language: 'en', body };
  },
};
