// More places personal data and secrets turn up: voicemail transcripts, Ansible inventories, SOAP
// payloads, subject access requests, vCards, raw mail headers, WordPress configs, prompts sent to
// language models, issue trackers and payroll tax forms.

import { f, L, N, join, padEnd } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import * as id from '../lib/ids.mjs';
import * as sec from '../lib/secrets.mjs';
import { MONTHS } from '../lib/people.mjs';
import { COMPANIES, GREET, THANKS, anyone, filler, fld, langOf, paragraphs, personOf } from './common.mjs';

const ORD = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth'];
const DIG = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

export const voicemail_transcript = {
  kind: 'voicemail_transcript',
  make(r) {
    const p = personOf(r, 'en'), c = r.pick(COMPANIES);
    const digits = p.phone.replace(/\D/g, '').slice(-10);
    const spoken = digits.match(/.{1,3}/g).map((g) => [...g].map((d) => (d === '0' && r.chance(0.5) ? 'oh' : DIG[d])).join(' ')).join(', ');
    const dob = `the ${ORD[p.birth.d - 1]} of ${MONTHS.en[p.birth.m - 1]} ${p.birth.y}`;
    const body = f`Voicemail transcript (auto-generated, confidence ${r.int(71, 97)}%) — ${v.timestampN(r)} — line ${c.name} billing

"Hi, this is ${v.nameL(p)}, um, calling about the invoice ${v.invoiceNoN(r)}. I was charged twice, I think. My date of birth is ${L('date_of_birth', 'dob_spoken', dob)} if you need it for security${r.chance(0.4) ? f`, and my card is ${v.cardL(r)}` : ''}. You can call me back on ${L('phone', 'spoken_digits', spoken, true)}, or, uh, the landline is ${v.phoneL(p)}. The account is under my old email, ${L('email', 'spoken', p.email.replace('@', ' at ').replace(/\./g, ' dot '), true)}. ${filler(r, 'en', 1)} Thanks, bye."

[Agent note] Called back ${v.dateN(r, 'en')}, no answer. Order total ${v.amountN(r)} (reported in ${r.pick(['IDR', 'VND', 'KRW'])}).
`;
    return { language: 'en', locale: p.locale, body };
  },
};

export const ansible_inventory = {
  kind: 'ansible_inventory',
  make(r) {
    const body = f`# inventories/prod/hosts.yml
all:
  vars:
    ansible_user: deploy
    ansible_become_pass: ${v.pwL(r, { spaces: false, plain: true })}
  children:
    db:
      hosts:
        db1.${r.pick(COMPANIES).domain}:
          ansible_host: ${v.ipL(r, false)}
          mysql_root_password: "${v.pwL(r, { plain: true })}"
        db2.internal:
          ansible_host: ${v.privateIpN(r)}
    web:
      hosts:
        web1:
          ansible_host: ${v.ipL(r, false)}
          ansible_ssh_pass: '${v.pwL(r, { plain: true, spaces: false })}'
          letsencrypt_email: ${v.emailL(`${r.pick(['webmaster', 'ops', 'infra'])}@${r.pick(COMPANIES).domain}`, 'team_mailbox')}
    vault:
      vars:
        vault_token: ${v.placeholderN(r)}
        # encrypted with ansible-vault, not a secret in clear:
        api_secret: !vault |
          $ANSIBLE_VAULT;1.1;AES256
          ${v.hexBlobN(r)}
`;
    return { language: 'en', body };
  },
};

export const soap_xml = {
  kind: 'soap_xml',
  make(r) {
    const p = anyone(r), c = r.pick(COMPANIES);
    const body = f`<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username>${r.pick(['B2B_GATEWAY', 'svc-partner', 'crm_sync'])}</wsse:Username>
        <wsse:Password Type="PasswordText">${L('password', 'password', sec.password(r, { plain: true, spaces: false }).replace(/[<>&]/g, 'x'))}</wsse:Password>
        <wsse:Nonce>${v.base64BlobN(r)}</wsse:Nonce>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <ns:CreatePolicyHolder xmlns:ns="urn:${c.domain}:policy:v2">
      <ns:RequestId>${v.uuidN(r)}</ns:RequestId>
      <ns:Holder>
        <ns:FullName>${v.nameL(p, 'latin')}</ns:FullName>
        <ns:BirthDate>${L('date_of_birth', 'dob', `${p.birth.y}-${String(p.birth.m).padStart(2, '0')}-${String(p.birth.d).padStart(2, '0')}`)}</ns:BirthDate>
        <ns:TaxId>${v.nidL(p)}</ns:TaxId>
        <ns:Street>${L('address', p.cc.toLowerCase(), p.addressLines[0])}</ns:Street>
        <ns:City>${L('address', p.cc.toLowerCase() + '_city', p.addressLines[p.addressLines.length - 1], true)}</ns:City>
        <ns:Email>${v.emailL(p.email)}</ns:Email>
        <ns:Mobile>${v.phoneL(p)}</ns:Mobile>
        <ns:Account>${p.iban ? L('bank_account', 'iban', p.iban) : v.ibanL(r, 'DE', false)}</ns:Account>
      </ns:Holder>
    </ns:CreatePolicyHolder>
  </soapenv:Body>
</soapenv:Envelope>
`;
    return { language: 'en', locale: p.locale, body };
  },
};

const DSAR = {
  en: ['Subject access request under Article 15 GDPR', 'Please send me a copy of all personal data you hold about me. To identify me:'],
  de: ['Auskunftsersuchen nach Art. 15 DSGVO', 'Bitte teilen Sie mir mit, welche personenbezogenen Daten Sie über mich speichern. Zur Identifizierung:'],
  fr: ['Demande d’accès (article 15 du RGPD)', 'Je vous prie de me communiquer l’ensemble des données me concernant. Pour m’identifier :'],
  es: ['Solicitud de acceso (art. 15 RGPD)', 'Les ruego me faciliten copia de todos mis datos personales. Para identificarme:'],
  it: ['Richiesta di accesso ai sensi dell’art. 15 GDPR', 'Vi chiedo copia di tutti i dati personali che mi riguardano. Per identificarmi:'],
  nl: ['Inzageverzoek op grond van artikel 15 AVG', 'Graag ontvang ik een overzicht van alle persoonsgegevens die u van mij verwerkt. Ter identificatie:'],
  pl: ['Wniosek o dostęp do danych (art. 15 RODO)', 'Proszę o kopię wszystkich moich danych osobowych. Dane identyfikacyjne:'],
  sv: ['Begäran om registerutdrag enligt artikel 15 GDPR', 'Jag begär en kopia av alla personuppgifter ni behandlar om mig. För identifiering:'],
};
export const dsar_request = {
  kind: 'dsar_request',
  make(r) {
    const lang = r.pick(Object.keys(DSAR)); const t = DSAR[lang];
    const p = personOf(r, lang), c = r.pick(COMPANIES);
    const body = f`${v.nameL(p)}
${v.addrL(p, '\n')}
${v.emailL(p.email)}

${c.name}
${L('email', 'team_mailbox', `privacy@${c.domain}`)}

${v.dateN(r, lang)}

${t[0]}

${GREET[lang]},

${t[1]}
- ${fld('name', lang)}: ${v.nameL(p)}
- ${fld('dob', lang)}: ${v.dobL(r, p)}
- ${fld('email', lang)}: ${v.emailL(p.email)}
- ${fld('phone', lang)}: ${v.phoneL(p)}
${r.chance(0.6) ? f`- ${fld('id', lang)}: ${v.nidL(p)}\n` : ''}- ${r.pick(['Customer no.', 'Kundennummer', 'N° client', 'Nº cliente'])}: ${N('customer_id', r.digits(8))}

${paragraphs(r, lang, r.int(1, 3))}

${THANKS[lang]}
${v.nameL(p)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const vcard_export = {
  kind: 'vcard_export',
  make(r) {
    const cards = Array.from({ length: r.int(2, 4) }, () => anyone(r));
    const body = f`${cards.map((p) => f`BEGIN:VCARD
VERSION:3.0
N:${L('person_name', 'vcard_n', `${p.familyLatin};${p.givenLatin}`, true)};;;
FN:${v.nameL(p, 'latin')}
ORG:${r.pick(COMPANIES).name}
TEL;TYPE=CELL:${v.phoneL(p)}
EMAIL;TYPE=INTERNET:${v.emailL(p.email)}
ADR;TYPE=HOME:;;${L('address', 'vcard_adr', p.addressLines.join(';'))};;
BDAY:${L('date_of_birth', 'dob', `${p.birth.y}-${String(p.birth.m).padStart(2, '0')}-${String(p.birth.d).padStart(2, '0')}`)}
UID:${v.uuidN(r)}
REV:${v.timestampN(r)}
END:VCARD
`)}`;
    return { language: 'en', body };
  },
};

export const raw_email_headers = {
  kind: 'raw_email_headers',
  make(r) {
    const p = anyone(r), q = anyone(r), c = r.pick(COMPANIES);
    const body = f`Return-Path: <${v.emailL(p.email)}>
Received: from mail-${r.pick(['ej1', 'wr1', 'pl1'])}-f${r.int(40, 99)}.${r.pick(['mailhost.net', 'outbound.example-relay.com'])} (${N('mail_server', `mx${r.int(1, 9)}.relay.net`)} [${v.ipL(r, false)}])
        by mx.${c.domain} with ESMTPS id ${N('queue_id', r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 12))}
        for <${v.emailL(q.workEmail(c.domain), 'work')}>; ${v.timestampN(r)}
Received: from [${v.privateIpN(r)}] (${v.ipL(r)}) by smtp.${r.pick(['mailhost.net', 'gmx.net'])}
X-Originating-IP: [${v.ipL(r, false)}]
DKIM-Signature: v=1; a=rsa-sha256; d=${r.pick(['gmail.com', 'web.de', 'outlook.com'])}; s=${r.pick(['20230601', 's1', 'selector2'])}; bh=${v.base64BlobN(r)}; b=${N('base64_blob', Buffer.from(r.bytes(96)).toString('base64'))}
Message-ID: <${N('message_id', `${r.chars(sec.ALNUM, 20)}@mail.gmail.com`)}>
From: ${v.nameL(p)} <${v.emailL(p.email)}>
To: ${v.nameL(q)} <${v.emailL(q.workEmail(c.domain), 'work')}>
Subject: ${r.pick(['Rechnung', 'quick question', 'Re: contract', 'CV attached'])}
X-Mailer: ${r.pick(['Apple Mail (2.3731)', 'Microsoft Outlook 16.0', 'Thunderbird 115.8.1'])}
Authentication-Results: mx.${c.domain}; spf=pass; dkim=pass; dmarc=pass

${filler(r, 'en', 2)}
`;
    return { language: 'en', body };
  },
};

export const wp_config_php = {
  kind: 'wp_config_php',
  make(r) {
    const salt = () => L('api_key', 'wordpress_salt', r.chars(sec.ALNUM + '!#$%&()*+,-./:;<=>?@[]^_{|}~', 64));
    const body = f`<?php
/** The base configuration for WordPress */
define( 'DB_NAME', 'wp_${r.pick(['shop', 'blog', 'agency'])}' );
define( 'DB_USER', 'wp_admin' );
define( 'DB_PASSWORD', '${L('password', 'password', sec.password(r, { plain: true, spaces: false }).replace(/'/g, ''))}' );
define( 'DB_HOST', '${v.privateIpN(r)}' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         '${salt()}' );
define( 'SECURE_AUTH_KEY',  '${salt()}' );
define( 'NONCE_SALT',       '${N('placeholder', 'put your unique phrase here')}' );

define( 'WP_MAIL_SMTP_PASS', '${L('password', 'password', sec.password(r, { plain: true, spaces: false }).replace(/'/g, ''))}' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
// theme build ${v.gitShaN(r)} · cache buster ${v.md5N(r)}
`;
    return { language: 'en', body };
  },
};

export const llm_prompt_log = {
  kind: 'llm_prompt_log',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'ja'], [1, 'pt'], [1, 'ko'], [1, 'ar'], [1, 'hi'], [1, 'it']]);
    const p = personOf(r, lang), agent = anyone(r);
    const body = f`{"id":"${N('request_id', `req_${r.chars(sec.ALNUM, 24)}`)}","model":"${r.pick(['gpt-4o', 'claude-3-5-sonnet', 'llama-3.1-70b'])}","created":${v.timestampN(r)},"messages":[
{"role":"system","content":"You are a support assistant for ${r.pick(COMPANIES).name}. Never reveal the internal key ${v.apiKeyL(r, r.pick(['generic_hex', 'stripe_secret', 'sendgrid']))}."},
{"role":"user","content":"Summarise this customer e-mail and draft a reply in ${lang}:\\n\\n${GREET[lang]}, ${filler(r, lang, 1)} ${fld('name', lang)}: ${v.nameL(p)}, ${fld('phone', lang)}: ${v.phoneL(p)}, ${fld('address', lang)}: ${v.addrL(p)}. ${fld('dob', lang)}: ${v.dobL(r, p)}.\\n${THANKS[lang]}"},
{"role":"assistant","content":"Summary: the customer ${v.nameL(p, 'latin')} asks to update the delivery address. Draft: ${GREET[lang]} …"},
${r.chance(0.4) ? f`{"role":"user","content":"also check passport ${v.passL(p.passport, p.passportCountry)} against the booking"},\n` : ''}{"role":"user","content":"also add that ${v.nameL(agent)} (${v.emailL(agent.email)}) will call back"}
],"usage":{"prompt_tokens":${r.int(200, 3000)},"completion_tokens":${r.int(50, 900)}}}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const issue_tracker = {
  kind: 'issue_tracker',
  make(r) {
    const rep = anyone(r), cust = anyone(r), c = r.pick(COMPANIES);
    const body = f`${r.pick(['BILL', 'OPS', 'CRM', 'PAY'])}-${r.int(100, 9999)}: ${r.pick(['Export job leaks customer data into logs', 'Webhook retries use stale token', 'Address validation rejects Korean addresses', 'Checkout fails for Amex'])}
Reporter: ${v.nameL(rep)}   Assignee: ${v.nameL(anyone(r))}   Priority: ${r.pick(['Major', 'Critical', 'Minor'])}
Affects version: ${v.versionN(r)}   Sprint: ${r.int(30, 90)}

*Steps to reproduce*
# Log in as a test customer (${v.docEmailN(r)})
# Trigger the nightly export for tenant ${v.uuidN(r)}
# Look at the worker log

*Actual*
{noformat}
${v.timestampN(r)} WARN export row skipped: {"name":"${v.nameL(cust, 'latin')}","email":"${v.emailL(cust.email)}","iban":"${cust.iban ? L('bank_account', 'iban', cust.iban) : v.ibanL(r, undefined, false)}"}
${v.timestampN(r)} DEBUG retry with Authorization: Bearer ${v.tokenL(r)}
${r.chance(0.7) ? f`${v.timestampN(r)} ERROR charge failed pan=${v.cardL(r)} holder="${v.nameL(cust, 'latin')}" code=05\n` : ''}
{noformat}

*Expected*
No personal data in logs. ${filler(r, 'en', 2)}

Comment by ${v.nameL(anyone(r))}: reproduced on ${v.gitShaN(r)}; the token above is already revoked.
`;
    return { language: 'en', body };
  },
};

export const payroll_tax_form = {
  kind: 'payroll_tax_form',
  make(r) {
    const us = r.chance(0.5);
    const p = personOf(r, us ? null : 'de');
    const emp = r.pick(COMPANIES);
    const body = us
      ? f`Form W-2 Wage and Tax Statement ${r.int(2022, 2025)}          Copy B—To Be Filed With Employee's FEDERAL Tax Return
a Employee's social security number          b Employer identification number (EIN)
  ${L('national_id', 'us_ssn', id.usSsn(r))}                                 ${N('employer_ein', `${r.int(10, 99)}-${r.digits(7)}`)}
c Employer's name, address, and ZIP code
  ${emp.name}, ${L('address', 'business', `${r.int(100, 999)} Commerce Way, Austin, TX 787${r.digits(2)}`, true)}
e Employee's first name and initial    Last name
  ${L('person_name', 'given_name', p.givenLatin, true)}                                ${L('person_name', 'family_name', p.familyLatin, true)}
f Employee's address and ZIP code
  ${L('address', 'us', `${r.int(12, 9899)} ${r.pick(['Harmon St', 'Lakeview Dr', 'Pine Hollow Rd'])}, ${r.pick(['Round Rock, TX 786', 'Plano, TX 750', 'Tulsa, OK 741'])}${r.digits(2)}`)}
1 Wages, tips, other compensation   2 Federal income tax withheld
  ${r.int(30, 240)},${r.digits(3)}.${r.digits(2)}                          ${r.int(3, 40)},${r.digits(3)}.${r.digits(2)}
`
      : f`Ausdruck der elektronischen Lohnsteuerbescheinigung für ${r.int(2022, 2025)}
Arbeitnehmer:  ${v.nameL(p)}
               ${v.addrL(p, '\n               ')}
Geburtsdatum:  ${v.dobL(r, p, 'num')}
Identifikationsnummer: ${v.nidL(p)}       eTIN: ${N('etin', `${p.familyLatin.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 6)}${r.digits(2)}${r.chars('ABCDEFGHIJKL', 1)}${r.digits(2)}${r.chars('ABCDEFGHIJKL', 1)}`)}
Personalnummer: ${N('employee_number', r.digits(6))}
Arbeitgeber: ${emp.name}, Steuernummer ${N('employer_tax_number', `${r.digits(2)}/${r.digits(3)}/${r.digits(5)}`)}
3. Bruttoarbeitslohn                          ${r.int(20, 120)}.${r.digits(3)},${r.digits(2)} EUR
4. Einbehaltene Lohnsteuer                    ${r.int(2, 30)}.${r.digits(3)},${r.digits(2)} EUR
`;
    return { language: us ? 'en' : 'de', locale: us ? 'en-US' : p.locale, body };
  },
};

const PM = ['The alert fired at 02:14 UTC when the error budget burn rate crossed 14x.', 'The on-call engineer acknowledged within four minutes and paged the database owner.', 'Rollback was attempted first but the migration was not reversible.', 'Customer impact: checkout requests failed for roughly 38 minutes in two regions.', 'The root cause was a connection pool sized for the old instance class.', 'A contributing factor was that the canary did not receive production-shaped traffic.', 'We did not lose data; all failed payments were retried idempotently.', 'Monitoring covered latency but not saturation of the pool.', 'The status page was updated at 02:31 and again at 03:02.', 'Support received 212 tickets; macros were prepared within the hour.', 'Dashboards will now show pool wait time next to request latency.', 'This document is blameless; names appear only to record who did what.'];
export const incident_postmortem = {
  kind: 'incident_postmortem',
  make(r) {
    const team = Array.from({ length: r.int(3, 5) }, () => anyone(r));
    const cust = anyone(r);
    const para = () => r.sample(PM, r.int(3, 6)).join(' ');
    const body = f`# Postmortem: ${r.pick(['checkout outage', 'payment webhook backlog', 'login failures after certificate rotation', 'data export leak'])} (${v.dateN(r, 'en')})

Status: final · Severity: SEV-${r.int(1, 3)} · Document owner: ${v.nameL(team[0])}

## Summary
${para()}

## Timeline (UTC)
| time | event |
|---|---|
| 02:14 | alert \`CheckoutErrorRate\` fires (${v.uuidN(r)}) |
| 02:18 | ${v.nameL(team[1])} acknowledges, opens incident channel |
| 02:26 | ${v.nameL(team[2])} identifies pool exhaustion on \`orders-db\` (${v.privateIpN(r)}) |
| 02:40 | config change ${v.gitShaN(r)} deployed |
| 02:52 | error rate back to baseline |

## Impact
${para()}
A customer (${v.emailL(cust.email)}) reported the double charge on ${v.dateN(r, 'en')}; refunded under ${v.orderN(r)}.

## Root cause
${para()}

Log excerpt (secrets not yet scrubbed when this was written — rotated since):
\`\`\`
${v.timestampN(r)} ERROR pool: timeout acquiring connection dsn=${v.connL(r)}
${v.timestampN(r)} WARN  retrying webhook with token ${v.apiKeyL(r, r.pick(['stripe_secret', 'github_pat', 'slack_bot']))}
${v.timestampN(r)} INFO  build ${v.versionN(r)} sha ${v.gitShaN(r, false)}
\`\`\`

## What went well
${para()}

## What went badly
${para()}

## Action items
${team.map((p) => f`- [ ] ${r.pick(['add pool saturation alert', 'make migrations reversible', 'load-test canary', 'scrub DSNs from logs', 'rotate webhook secret'])} — ${v.nameL(p)}\n`)}
## Appendix
${para()}
${para()}
`;
    return { language: 'en', body };
  },
};

export const meeting_transcript = {
  kind: 'meeting_transcript',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'es'], [1, 'fr'], [1, 'pt'], [1, 'nl'], [1, 'ja']]);
    const ppl = Array.from({ length: r.int(2, 4) }, () => personOf(r, r.chance(0.6) ? lang : null));
    const turns = [];
    let t = 0;
    const ts = () => { t += r.int(5, 80); return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`; };
    for (let i = 0, n = r.int(8, 16); i < n; i++) {
      const sp = ppl[i % ppl.length];
      const extra = r.weighted([
        [10, () => ''],
        [1, () => f` My mobile is ${v.phoneL(sp)}, just text me.`],
        [1, () => f` The shared login for the dashboard is admin and ${v.pwL(r)}.`],
        [1, () => f` Send the contract to ${v.emailL(sp.email)}.`],
        [1, () => f` I'm moving to ${v.addrL(sp)} next month.`],
      ])();
      turns.push(f`[${ts()}] ${v.nameL(sp, 'latin')}: ${filler(r, lang, r.int(1, 3))}${extra}\n`);
    }
    const body = f`Transcript — ${r.pick(['Vendor sync', 'Project kickoff', 'Quarterly review', 'Hiring debrief'])} (${v.dateN(r, 'en')}), recorded with consent
Speakers: ${join(ppl.map((p) => v.nameL(p, 'latin')), ', ')}

${turns}
[end of recording]
`;
    return { language: lang, body };
  },
};
