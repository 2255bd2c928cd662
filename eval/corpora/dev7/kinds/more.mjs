// More kinds: credential dotfiles, vCards, payment instructions, CI logs, insurance letters,
// OCR'd application forms, JSON-lines exports.
import { L, N, Nest } from '../doc.mjs';
import { lex, one, byLang } from '../lexicon.mjs';
import { nameL, dobL, addressL, passportL, idL, ibanL, phoneL, emailL, cardL, bankPieces, nationalAccountPieces, negativeLine, person, email, address, phone, formatDate, randomDate, birthDate, publicIPv4, vendorKey, accessToken, password, bic } from '../pieces.mjs';
import { urlPassword, jwt } from '../secrets.mjs';
import { connStringWithout, connStringNoSecret } from '../creds.mjs';
import { nationalAccount, clabe, iban } from '../finance.mjs';
import { privateKeyPieces } from './machine.mjs';

const p2 = (n) => String(n).padStart(2, '0');

/** Credential files people keep in their home directory. */
export const dotfile = {
  kind: 'dotfile', weight: 4,
  make(r, lang, d) {
    const which = r.pick(['netrc', 'pgpass', 'git_credentials', 'aws', 'npmrc', 'pypirc', 'ssh_config', 'docker']);
    switch (which) {
      case 'netrc':
        d.line('# ~/.netrc');
        for (let i = 0; i < r.int(1, 3); i++) d.line(`machine ${r.pick(['ftp.hanseatic-freight.de', 'api.heroku.com', 'files.tidewater.co.uk', 'nexus.polder-it.nl'])} login ${r.pick(['deploy', 'k.meyer', 'backup'])} password `, L('password', 'netrc', urlPassword(r)));
        break;
      case 'pgpass':
        d.line('# ~/.pgpass  hostname:port:database:username:password');
        for (let i = 0; i < r.int(1, 3); i++) d.line(`${r.pick(['db-prod-01.internal', 'localhost', '*'])}:5432:${r.pick(['orders', '*', 'crm'])}:${r.pick(['app_rw', 'postgres', 'reporting'])}:`, L('password', 'pgpass', urlPassword(r)));
        break;
      case 'git_credentials':
        d.line('# ~/.git-credentials');
        d.line(`https://${r.pick(['kmeyer', 'jlaurent', 'oauth2'])}:`, L('api_key', 'github_pat', vendorKey(r, 'github_pat').value), '@github.com');
        d.line(`https://${r.pick(['deploy', 'ci'])}:`, L('password', 'git_credentials', urlPassword(r)), `@${r.pick(['git.internal.io', 'bitbucket.org'])}`);
        break;
      case 'aws':
        d.line('[default]');
        d.line('aws_access_key_id = ', L('api_key', 'aws_access_key_id', vendorKey(r, 'aws_access_key_id').value));
        d.line('aws_secret_access_key = ', L('api_key', 'aws_secret_access_key', vendorKey(r, 'aws_secret_access_key').value));
        d.line('region = eu-central-1\n\n[profile example]');
        d.line('aws_access_key_id = ', N('documented_example', 'AKIAIOSFODNN7EXAMPLE'));
        d.line('aws_secret_access_key = ', N('documented_example', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'));
        break;
      case 'npmrc':
        d.line('registry=https://registry.npmjs.org/');
        d.line('//registry.npmjs.org/:_authToken=', L('api_key', 'npm', vendorKey(r, 'npm').value));
        d.line('//npm.pkg.github.com/:_authToken=', r.chance(0.5) ? N('placeholder', '${GITHUB_TOKEN}') : L('api_key', 'github_pat', vendorKey(r, 'github_pat').value));
        break;
      case 'pypirc':
        d.line('[distutils]\nindex-servers = pypi private\n\n[pypi]\nusername = __token__');
        d.line('password = ', L('api_key', 'pypi', vendorKey(r, 'pypi').value));
        d.line('\n[private]\nrepository = https://pypi.internal.io/simple\nusername = ', r.pick(['deploy', 'ci']), '\npassword = ', L('password', 'pypirc', urlPassword(r)));
        break;
      case 'ssh_config':
        d.line('Host bastion\n  HostName ', L('ip_address', 'ipv4', publicIPv4(r)), '\n  User ', r.pick(['ubuntu', 'ops']), '\n  IdentityFile ', N('file_path', '~/.ssh/id_ed25519'));
        d.line('# key pasted here by mistake:');
        d.line(privateKeyPieces(r, 'pem').piece);
        break;
      case 'docker':
        d.line('{\n  "auths": {\n    "', r.pick(['registry.gitlab.com', 'ghcr.io', 'harbor.internal']), '": {\n      "username": "deploy",');
        d.line('      "password": "', L('password', 'docker_config', urlPassword(r)), '"\n    }\n  },');
        d.line('  "credsStore": ', N('placeholder', '"desktop"'), '\n}');
        break;
    }
  },
};

/** vCard address-book entries: BDAY is a birth date by definition. */
export const vcard = {
  kind: 'vcard', weight: 3,
  make(r, lang, d) {
    for (let i = 0; i < r.int(1, 2); i++) {
      const p = person(r, lang);
      const a = address(r, lang);
      const dob = birthDate(r);
      d.line('BEGIN:VCARD\nVERSION:', r.pick(['3.0', '4.0']));
      d.line('N:', L('person_name', p.culture, p.family, true), ';', L('person_name', p.culture, p.given, true), ';;;');
      d.line('FN:', L('person_name', p.culture, p.latin ? `${p.given} ${p.family}` : p.full));
      d.line('TEL;TYPE=cell:', phoneL(r, lang));
      d.line('EMAIL;TYPE=home:', emailL(r, p));
      // ADR fields are separated by semicolons; the label spans street to country as written
      d.line('ADR;TYPE=home:;;', L('address', `vcard_${a.country}`, a.lines.join(';')));
      d.line('BDAY:', L('date_of_birth', 'vcard', r.chance(0.5) ? `${dob.y}${p2(dob.m)}${p2(dob.d)}` : `${dob.y}-${p2(dob.m)}-${p2(dob.d)}`));
      d.line('REV:', N('timestamp', `2026${p2(r.int(1, 12))}${p2(r.int(1, 28))}T${p2(r.int(0, 23))}${p2(r.int(0, 59))}00Z`));
      d.line('END:VCARD');
    }
  },
};

/** A payment instruction with the account written the local way. */
export const paymentInstruction = {
  kind: 'payment_instruction', weight: 4,
  make(r, lang, d) {
    const payee = nameL(r, lang, { plain: true });
    d.line(byLang(r, lang, { en: ['Wire instructions', 'Please pay the deposit to:'], de: 'Bitte überweisen Sie an:', fr: 'Merci d\'effectuer le virement sur :', es: 'Datos para la transferencia:', pt: 'Dados para transferência:', it: 'Coordinate per il bonifico:', nl: 'Gegevens voor de overboeking:', pl: 'Dane do przelewu:', sv: 'Betalningsuppgifter:', ja: '振込先：', zh: '汇款信息：', ko: '입금 계좌 안내:', ar: 'بيانات التحويل:', hi: 'भुगतान विवरण:', tr: 'Havale bilgileri:' }));
    d.line(byLang(r, lang, { en: 'Beneficiary', de: 'Empfänger', fr: 'Bénéficiaire', es: 'Beneficiario', pt: 'Favorecido', it: 'Beneficiario', nl: 'Begunstigde', pl: 'Odbiorca', sv: 'Mottagare', ja: '受取人', zh: '收款人', ko: '예금주', ar: 'المستفيد', hi: 'लाभार्थी', tr: 'Alıcı' }), ': ', payee.piece);
    const how = r.pick(['national', 'national', 'iban', 'clabe', 'mixed']);
    if (how === 'national') d.line(...nationalAccountPieces(r, lang === 'en' ? 'en' : lang, '\n'));
    else if (how === 'iban') { const b = iban(r, lang); d.line('IBAN: ', L('bank_account', `iban_${b.country}`, b.value)); d.line('SWIFT: ', N('bic', bic(r, b.country))); }
    else if (how === 'clabe') d.line('CLABE: ', L('bank_account', 'mx_clabe', clabe(r)), '  Banco: ', r.pick(['BBVA México', 'Banorte', 'Santander']));
    else { const b = iban(r, lang); d.line('Account / IBAN: ', L('bank_account', `iban_${b.country}`, b.compact), ' (', byLang(r, lang, { en: 'old account no.', de: 'alte Kontonummer', fr: 'ancien n° de compte' }), ' ', L('bank_account', 'legacy_account', r.digits(10)), ')'); }
    d.line(byLang(r, lang, { en: 'Reference', de: 'Verwendungszweck', fr: 'Référence', es: 'Concepto', ja: '振込名義' }), ': ', N('payment_reference', `${r.upper(3)}-${r.digits(6)}`), ' · ', N('amount', `${r.int(100, 20000)}.${r.digits(2)}`));
    if (r.chance(0.5)) d.line(...negativeLine(r));
  },
};

/** CI job output: secrets echoed by mistake next to masked ones. */
export const ciLog = {
  kind: 'ci_log', weight: 4,
  make(r, lang, d) {
    d.line(`Run #${r.int(1000, 9999)} · ${r.pick(['deploy-prod', 'release', 'nightly-backup'])} · commit `, N('git_sha', r.hex(40)));
    d.line('$ echo "Logging in to registry"');
    d.line('$ docker login -u deploy -p ', N('masked_secret', '***'), ' registry.gitlab.com');
    d.line('WARNING! Using --password via the CLI is insecure. Use --password-stdin.');
    for (let i = 0; i < r.int(2, 4); i++) {
      const what = r.pick(['key', 'tok', 'tok', 'conn', 'pw', 'neg']);
      if (what === 'key') { const k = vendorKey(r); d.line(`+ export ${k.varName.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase()}=`, L('api_key', k.type, k.value)); }
      if (what === 'tok') { const t = accessToken(r); d.line('> curl -H "Authorization: Bearer ', L('access_token', t.type, t.value), '" https://api.brightfield.io/v1/deploy'); }
      if (what === 'conn') d.line('Running migrations against ', r.chance(0.7) ? connStringWithout(r, '"') : connStringNoSecret(r));
      if (what === 'pw') d.line('+ ansible-vault view --vault-password ', L('password', 'cli', urlPassword(r)), ' group_vars/prod.yml');
      if (what === 'neg') d.line('Step ', N('version', `${r.int(1, 9)}.${r.int(0, 9)}.${r.int(0, 99)}`), ' done in ', N('measurement', `${r.int(1, 300)}.${r.digits(1)}s`), ' (', N('masked_secret', '[MASKED]'), ')');
    }
    d.line('Job succeeded');
  },
};

export const insuranceLetter = {
  kind: 'insurance_letter', weight: 3,
  make(r, lang, d) {
    const x = lex(lang);
    const ins = nameL(r, lang, { plain: true });
    d.line(byLang(r, lang, { en: 'Claim acknowledgement', de: 'Eingangsbestätigung Ihrer Schadenmeldung', fr: 'Accusé de réception de votre déclaration de sinistre', es: 'Acuse de recibo del siniestro', it: 'Conferma di ricezione del sinistro', nl: 'Ontvangstbevestiging schademelding', pl: 'Potwierdzenie zgłoszenia szkody', tr: 'Hasar bildirimi alındı' }));
    d.line(byLang(r, lang, { en: 'Policy no.', de: 'Versicherungsschein-Nr.', fr: 'N° de contrat', es: 'Nº de póliza', it: 'N. polizza', nl: 'Polisnummer', pl: 'Nr polisy', tr: 'Poliçe no' }), ' ', N('policy_number', `${r.upper(2)}-${r.digits(9)}`), '   ', byLang(r, lang, { en: 'Claim', de: 'Schaden-Nr.', fr: 'Sinistre', es: 'Siniestro' }), ' ', N('claim_number', `${r.digits(4)}/${r.digits(6)}`));
    d.line('');
    d.line(addressL(r, lang, '\n'));
    d.line('');
    d.line(x.hello, ' ', ins.piece, ',');
    d.line(byLang(r, lang, { en: 'we have registered the claim for the insured person ', de: 'wir haben den Schaden für die versicherte Person ', fr: 'nous avons enregistré le sinistre pour l\'assuré ', es: 'hemos registrado el siniestro del asegurado ' }), ins.piece, ' (', one(r, x.dob), ' ', dobL(r, lang).piece, ')', byLang(r, lang, { en: ' dated ', de: ' vom ', fr: ' du ', es: ' del ' }), N('non_birth_date', formatDate(r, lang, randomDate(r, 2026, 2026))), '.');
    if (r.chance(0.9)) { const nid = idL(r, lang); d.line(nid.id.label, ': ', nid.piece); }
    d.line(byLang(r, lang, { en: 'The reimbursement will be paid to ', de: 'Die Erstattung erfolgt auf ', fr: 'Le remboursement sera versé sur ', es: 'El reembolso se abonará en ' }), ...bankPieces(r, lang, ', '), '.');
    d.line(byLang(r, lang, { en: 'Hotline', de: 'Hotline', fr: 'Service client' }), ': ', N('short_code', r.pick(['0800 123 456', '+49 800 1110000'])), ' · ', byLang(r, lang, { en: 'your adviser', de: 'Ihr Berater', fr: 'votre conseiller' }), ' ', nameL(r, lang, { plain: true }).piece, ', ', phoneL(r, lang));
  },
};

/** OCR of a scanned paper form: letter-spaced labels, broken columns, values split by spaces. */
export const ocrForm = {
  kind: 'ocr_form', weight: 4,
  make(r, lang, d) {
    const x = lex(lang);
    const spaced = (s) => (r.chance(0.4) ? s.split('').join(' ') : r.chance(0.3) ? s.toUpperCase() : s);
    const gap = () => r.pick([' ', '  ', '   ', ' : ', ': ', ' . ', '_ ']);
    d.line(spaced(byLang(r, lang, { en: 'APPLICATION FORM', de: 'ANTRAG', fr: 'FORMULAIRE DE DEMANDE', es: 'SOLICITUD', pt: 'REQUERIMENTO', it: 'DOMANDA', nl: 'AANVRAAGFORMULIER', pl: 'WNIOSEK', sv: 'ANSÖKAN', tr: 'BAŞVURU FORMU' })), '  ', N('form_code', `Form ${r.upper(2)}-${r.digits(3)} (${r.int(1, 12)}/20${r.int(19, 25)})`));
    const nm = nameL(r, lang, { native: false, plain: true });
    d.line('1. ', spaced(x.name), gap(), nm.piece);
    d.line('2. ', spaced(one(r, x.dob)), gap(), dobL(r, lang, r.pick(['numeric', 'words'])).piece);
    const pp = passportL(r, lang, { how: r.pick(['plain', 'spaced', 'lower', 'plain']) });
    d.line('3. ', spaced(r.chance(0.7) ? one(r, x.passport) : byLang(r, lang, { en: 'Document No.', de: 'Dokumentennummer', fr: 'N° du document', es: 'Nº documento' })), gap(), pp.piece, r.chance(0.4) ? ['   ', spaced(x.expiry), gap(), N('expiry_date', formatDate(r, lang, randomDate(r, 2027, 2035), 'numeric'))] : '');
    d.line('4. ', spaced(one(r, x.address)), gap(), addressL(r, lang, r.pick([', ', ' , ', '\n   '])));
    if (r.chance(0.7)) { const nid = idL(r, lang); d.line('5. ', spaced(nid.id.label), gap(), nid.piece); }
    d.line('6. ', spaced(one(r, x.phone)), gap(), phoneL(r, lang));
    d.line(spaced(byLang(r, lang, { en: 'Signature', de: 'Unterschrift', fr: 'Signature', es: 'Firma' })), ' ', '_'.repeat(r.int(5, 20)), '  ', N('non_birth_date', formatDate(r, lang, randomDate(r, 2026, 2026), 'numeric')));
  },
};

/** JSON-lines export of customer records with nested documents. */
export const jsonlExport = {
  kind: 'jsonl_export', weight: 3,
  make(r, lang, d) {
    for (let i = 0; i < r.int(2, 4); i++) {
      const p = person(r, lang);
      const pp = passportL(r, lang, { how: 'plain' });
      const dob = dobL(r, lang, 'iso');
      const jsonName = p.full.replace(/["\\]/g, '');
      d.w('{"id":', N('record_id', String(r.int(10000, 99999))), ',"name":{"given":"', L('person_name', p.culture, p.given, true), '","family":"', L('person_name', p.culture, p.family, true), '"},"display":"', L('person_name', p.culture, jsonName), '","birth":"', dob.piece, '","documents":[{"type":"', r.pick(['passport', 'PASSPORT', 'travel_document']), '","no":"', pp.piece, '","country":"', pp.pp.country, '"}');
      if (r.chance(0.5)) { const nid = idL(r, lang); d.w(',{"type":"national_id","no":"', nid.piece, '"}'); }
      d.line('],"kyc_level":', N('config_number', String(r.int(1, 3))), '}');
    }
  },
};
