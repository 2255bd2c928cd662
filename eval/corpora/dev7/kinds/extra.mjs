// Further kinds: git history, compose files, HTML forms, bank statements, calendar invites.
import { L, N } from '../doc.mjs';
import { lex, one, byLang } from '../lexicon.mjs';
import { nameL, dobL, addressL, passportL, idL, ibanL, phoneL, emailL, cardL, bankPieces, negativeLine, person, email, formatDate, randomDate, birthDate, passport, publicIPv4, privateIPv4, vendorKey, password } from '../pieces.mjs';
import { connStringWithout, yamlPasswordLine } from '../creds.mjs';
import { iban } from '../finance.mjs';
import { ascii } from '../contact.mjs';

const p2 = (n) => String(n).padStart(2, '0');

/** git log output: authors, co-authors and sign-offs are people; a secret in a diff. */
export const gitLog = {
  kind: 'git_log', weight: 3,
  make(r, lang, d) {
    for (let i = 0; i < r.int(2, 3); i++) {
      const a = person(r, lang, { native: r.chance(0.3) });
      d.line('commit ', N('git_sha', r.hex(40)));
      d.line('Author: ', L('person_name', a.culture, a.full), ' <', emailL(r, a), '>');
      d.line(`Date:   ${r.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} ${r.pick(['Mar', 'Jun', 'Sep', 'Nov'])} ${r.int(1, 28)} ${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))} 2026 +0${r.int(0, 2)}00`);
      d.line('');
      d.line('    ', r.pick(['Fix retry logic in payment worker', 'Bump ', 'Add KYC export job', 'Remove leaked credentials']), r.chance(0.3) ? N('package_version', `${r.pick(['axios', 'express', 'django'])}@${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}`) : '');
      if (r.chance(0.5)) { const c = person(r, lang, { native: false }); d.line('\n    Co-authored-by: ', L('person_name', c.culture, c.full), ' <', emailL(r, c), '>'); }
      if (r.chance(0.3)) d.line('    Signed-off-by: ', L('person_name', a.culture, a.full), ' <', emailL(r, a), '>');
      d.line('');
    }
    if (r.chance(0.6)) {
      const k = vendorKey(r);
      d.line(`diff --git a/config/${r.pick(['prod.env', 'settings.py', 'app.yml'])} b/config/${r.pick(['prod.env', 'settings.py', 'app.yml'])}`);
      d.line(`-${k.varName}=`, L('api_key', k.type, k.value));
      d.line(`+${k.varName}=`, N('placeholder', `\${${k.varName.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase()}}`));
    }
  },
};

/** docker-compose.yml with credentials in environment blocks. */
export const composeFile = {
  kind: 'docker_compose', weight: 3,
  make(r, lang, d) {
    d.line('services:\n  db:\n    image: ', r.pick(['postgres:16', 'mysql:8.4', 'mariadb:11']));
    d.line('    environment:');
    if (r.chance(0.5)) d.line('      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD=', L('password', 'compose', password(r, r.pick(['alnum', 'urlsafe', 'word']))));
    else d.line(...yamlPasswordLine(r, '      '));
    d.line('    ports:\n      - "', N('port', '5432'), ':5432"');
    d.line('  api:\n    image: registry.gitlab.com/acme/api@sha256:', N('image_digest', r.hex(64)));
    d.line('    environment:');
    d.line('      DATABASE_URL: "', connStringWithout(r, '"'), '"');
    const k = vendorKey(r);
    d.line(`      ${k.varName.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase()}: `, L('api_key', k.type, k.value));
    d.line('      SENTRY_DSN: ', L('api_key', 'sentry_dsn', `https://${r.hex(32)}@o${r.int(100000, 999999)}.ingest.sentry.io/${r.int(1000000, 9999999)}`, true));
    d.line('      ADMIN_PASSWORD: ', N('placeholder', r.pick(['${ADMIN_PASSWORD}', '${ADMIN_PASSWORD:?err}', 'changeme'])));
    if (r.chance(0.4)) d.line('    extra_hosts:\n      - "billing:', L('ip_address', 'ipv4', publicIPv4(r)), '"');
  },
};

/** An HTML form as saved from a browser, values filled in. */
export const htmlForm = {
  kind: 'html_form', weight: 3,
  make(r, lang, d) {
    const x = lex(lang);
    const nm = nameL(r, lang, { plain: true });
    const esc = (piece) => ({ ...piece, value: piece.value.replace(/&/g, '&amp;').replace(/"/g, '&quot;') });
    d.line('<form action="/apply" method="post">');
    d.line(`  <label for="name">${x.name}</label> <input id="name" name="full_name" value="`, esc(nm.piece), '">');
    d.line(`  <label>${one(r, x.dob)}</label> <input type="date" name="dob" value="`, dobL(r, lang, 'iso').piece, '">');
    const pp = passportL(r, lang, { how: 'plain' });
    d.line(`  <label>${one(r, x.passport)}</label> <input name="${r.pick(['passport', 'doc_no', 'passportNumber'])}" value="`, pp.piece, '">');
    if (r.chance(0.6)) { const nid = idL(r, lang); d.line(`  <label>${nid.id.label}</label> <input name="national_id" value="`, nid.piece, '">'); }
    d.line(`  <label>${one(r, x.address)}</label> <textarea name="address">`, addressL(r, lang, r.pick([', ', '\n'])), '</textarea>');
    d.line(`  <label>${one(r, x.email)}</label> <input type="email" name="email" value="`, emailL(r, nm.p), '" placeholder="', N('placeholder_email', 'name@example.com'), '">');
    d.line(`  <input type="password" name="password" value="`, L('password', 'html', password(r, r.pick(['alnum', 'word', 'urlsafe']))), '" placeholder="', N('placeholder', r.pick(['••••••••', 'Password', '********'])), '">');
    d.line('  <input type="hidden" name="csrf" value="', N('csrf_token', r.b64url(43)), '">');
    d.line('</form>');
  },
};

/** A bank statement extracted from a PDF: the holder's account, counterparties, references. */
export const bankStatement = {
  kind: 'bank_statement', weight: 3,
  make(r, lang, d) {
    const holder = nameL(r, lang, { plain: true });
    const own = iban(r, lang);
    d.line(byLang(r, lang, { en: 'Account statement', de: 'Kontoauszug', fr: 'Relevé de compte', es: 'Extracto de cuenta', it: 'Estratto conto', nl: 'Rekeningafschrift', pl: 'Wyciąg z rachunku', tr: 'Hesap özeti' }), ' ', N('statement_number', `${r.int(1, 12)}/${r.int(2025, 2026)}`));
    d.line(holder.piece, '\n', addressL(r, lang, '\n'));
    d.line('IBAN ', L('bank_account', `iban_${own.country}`, own.value), '   BIC ', N('bic', `${r.upper(4)}${own.country}${r.upper(2)}`));
    d.line('');
    for (let i = 0; i < r.int(3, 6); i++) {
      const date = `${p2(r.int(1, 28))}.${p2(r.int(1, 12))}.`;
      const what = r.pick(['sepa', 'card', 'salary', 'fee']);
      d.w(N('booking_date', date), '  ');
      if (what === 'sepa') { const cp = nameL(r, lang, { plain: true }); const b = iban(r, lang); d.line('SEPA ', cp.piece, ' ', L('bank_account', `iban_${b.country}`, b.compact), ' ', N('payment_reference', `EREF ${r.alnum(12).toUpperCase()}`), '  -', N('amount', `${r.int(10, 2000)},${r.digits(2)}`)); }
      if (what === 'card') d.line(r.pick(['Kartenzahlung ', 'Card payment ', 'Paiement CB ']), N('masked_card', `XXXX XXXX XXXX ${r.digits(4)}`), ' ', N('company', r.pick(['Marks & Spencer', 'Hugo Boss', 'Ben & Jerry\'s'])), '  -', N('amount', `${r.int(3, 300)},${r.digits(2)}`));
      if (what === 'salary') d.line(r.pick(['Gehalt ', 'Salary ', 'Salaire ']), N('company', r.pick(['Brightfield GmbH', 'Tidewater Ltd'])), ' ', N('payment_reference', `LOHN ${r.int(1, 12)}/2026`), '  +', N('amount', `${r.int(1800, 6000)},${r.digits(2)}`));
      if (what === 'fee') d.line(r.pick(['Kontoführung', 'Account fee', 'Frais de tenue']), '  -', N('amount', `${r.int(1, 15)},${r.digits(2)}`));
    }
    d.line(byLang(r, lang, { en: 'Closing balance', de: 'Neuer Saldo', fr: 'Nouveau solde' }), ' ', N('amount', `${r.int(100, 30000)},${r.digits(2)}`));
  },
};

/** A calendar invitation: organiser and attendees are people; the meeting date is not a birth date. */
export const calendarInvite = {
  kind: 'calendar_invite', weight: 2,
  make(r, lang, d) {
    const org = person(r, lang, { native: false });
    d.line('BEGIN:VCALENDAR\nBEGIN:VEVENT');
    d.line('UID:', N('uuid', `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`));
    d.line('DTSTART:', N('timestamp', `2026${p2(r.int(1, 12))}${p2(r.int(1, 28))}T${p2(r.int(7, 17))}0000Z`));
    d.line('SUMMARY:', r.pick(['Onboarding ', 'Interview ', '1:1 ']), L('person_name', org.culture, org.full));
    d.line('ORGANIZER;CN="', L('person_name', org.culture, org.full), '":mailto:', emailL(r, org));
    for (let i = 0; i < r.int(1, 3); i++) { const a = person(r, lang, { native: false }); d.line('ATTENDEE;CN="', L('person_name', a.culture, a.full), '";ROLE=REQ-PARTICIPANT:mailto:', emailL(r, a)); }
    d.line('LOCATION:', r.chance(0.5) ? addressL(r, lang, ', ') : N('room_number', `Room ${r.upper(1)}${r.int(100, 599)}`));
    d.line('DESCRIPTION:', r.pick(['Bring your passport for the ID check.', 'Dial-in PIN ']), r.chance(0.4) ? N('conference_pin', `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}#`) : '');
    d.line('END:VEVENT\nEND:VCALENDAR');
  },
};

/** A model's tool call and the tool's result, as agent transcripts log them. */
export const toolCall = {
  kind: 'tool_call', weight: 3,
  make(r, lang, d) {
    const nm = nameL(r, lang, { native: false, plain: true });
    const q = (piece) => ['"', piece, '"'];
    const tool = r.pick(['book_flight', 'create_customer', 'verify_identity', 'update_payroll']);
    const withId = tool === 'verify_identity' || tool === 'update_payroll';
    d.line('assistant → tool_call ', tool);
    d.w('{"name": "', tool, '", "arguments": {"traveller": ', ...q(L('person_name', nm.p.culture, nm.piece.value.replace(/["\\]/g, ''))));
    if (withId) { const nid = idL(r, lang); d.w(`, "${r.pick(['national_id', 'tax_id', 'id_number'])}": `, ...q(nid.piece)); }
    if (tool === 'update_payroll') d.w(', "iban": ', ...q(ibanL(r, lang).piece));
    else d.w(', "passport_number": ', ...q(passportL(r, lang, { how: 'plain' }).piece), ', "date_of_birth": ', ...q(dobL(r, lang, 'iso').piece));
    d.line(', "idempotency_key": ', ...q(N('uuid', `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`)), '}}');
    d.line('tool → result');
    d.line('{"status": "ok", "record_id": ', ...q(N('record_id', `cus_${r.alnum(14)}`)), ', "contact": ', ...q(emailL(r, nm.p)), ', "created": ', ...q(N('timestamp', `2026-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:00Z`)), '}');
    d.line('assistant: ', byLang(r, lang, { en: 'Done — the booking is confirmed for ', de: 'Erledigt – die Buchung ist bestätigt für ', fr: 'C\'est fait : la réservation est confirmée pour ', es: 'Listo: la reserva está confirmada para ', ja: '完了しました。予約者：' }), nm.piece, '.');
  },
};

/** A messenger chat export: the sender column carries display names. */
export const messengerExport = {
  kind: 'messenger_export', weight: 3,
  make(r, lang, d) {
    const a = person(r, lang), b = person(r, lang);
    const lines = r.int(3, 6);
    for (let i = 0; i < lines; i++) {
      const who = i % 2 ? b : a;
      d.w(`${p2(r.int(1, 28))}/${p2(r.int(1, 12))}/2026, ${p2(r.int(7, 23))}:${p2(r.int(0, 59))} - `, L('person_name', who.culture, who.full), ': ');
      const m = r.pick(['addr', 'pw', 'pp', 'dob', 'chat', 'phone']);
      if (m === 'addr') d.line(byLang(r, lang, { en: 'new address: ', de: 'neue Adresse: ', fr: 'nouvelle adresse : ', es: 'nueva dirección: ', ja: '新住所：', tr: 'yeni adres: ' }), addressL(r, lang, ', '));
      if (m === 'pw') d.line(byLang(r, lang, { en: 'netflix pw ', de: 'WLAN-Passwort: ', fr: 'code wifi : ', es: 'la clave del wifi: ', ja: 'Wi-Fiのパスワード ', tr: 'wifi şifresi: ' }), L('password', 'messenger', password(r, r.pick(['word', 'alnum', 'passphrase']))));
      if (m === 'pp') d.line(byLang(r, lang, { en: 'my passport no for the booking: ', de: 'meine Passnummer für die Buchung: ', fr: 'mon n° de passeport pour la résa : ', es: 'mi pasaporte para la reserva: ' }), passportL(r, lang).piece);
      if (m === 'dob') d.line(byLang(r, lang, { en: 'they need your date of birth — it\'s ', de: 'die brauchen dein Geburtsdatum – ', fr: 'ils veulent ta date de naissance : ', es: 'piden tu fecha de nacimiento: ' }), dobL(r, lang).piece, ' ', byLang(r, lang, { en: 'right?', de: 'oder?', fr: 'c\'est ça ?', es: '¿no?' }));
      if (m === 'chat') d.line(r.pick(['👍', 'ok', '<Media omitted>', '😂😂', 'see you at 7']));
      if (m === 'phone') d.line(byLang(r, lang, { en: 'call me on ', de: 'ruf mich an: ', fr: 'appelle-moi au ', es: 'llámame al ' }), phoneL(r, lang));
    }
  },
};

/** Text with look-alikes only: release notes and a config template. Nothing here is personal or secret. */
export const lookalikesOnly = {
  kind: 'release_notes', weight: 2,
  make(r, lang, d) {
    d.line('## ', N('version', `v${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`), ' (', N('non_birth_date', `2026-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}`), ')');
    d.line('- Upgrade ', N('package_version', `${r.pick(['pg', 'redis', 'express', 'django', 'spring-boot'])}@${r.int(1, 9)}.${r.int(0, 20)}.${r.int(0, 9)}`), ' (', N('git_sha', r.hex(7)), ')');
    d.line('- Example config now reads the key from ', N('placeholder', '${STRIPE_SECRET_KEY}'), ' instead of the sample ', N('documented_example', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'));
    d.line('- AWS sample credentials in the docs stay ', N('documented_example', 'AKIAIOSFODNN7EXAMPLE'), ' / ', N('documented_example', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'));
    d.line('- Fixed the ', N(...r.pick([['software', 'Jenkins'], ['software', 'Kubernetes'], ['product', 'Grafana Loki']])), ' integration on port ', N('port', String(r.pick([3000, 9090, 8443]))));
    d.line('- ', ...negativeLine(r));
    d.line('- ', ...negativeLine(r));
    d.line('```env\nDB_PASSWORD=', N('placeholder', r.pick(['<password>', 'changeme', '${DB_PASSWORD}'])), '\nAPI_KEY=', N('placeholder', r.pick(['your-api-key-here', 'xxxxxxxx', '<YOUR_API_KEY>'])), '\n```');
  },
};

/** System-generated mail: new accounts, resets, guest Wi-Fi vouchers. */
export const systemEmail = {
  kind: 'system_email', weight: 3,
  make(r, lang, d) {
    const p = person(r, lang, { native: false });
    const what = r.pick(['account', 'reset', 'wifi', 'vpn']);
    // a role mailbox of a company: an e-mail address, but nobody's; a judgement call
    d.line('From: ', L('email', 'role_mailbox', `no-reply@${r.pick(['brightfield.io', 'kestrel-health.de', 'tidewater.co.uk'])}`, true));
    d.line('To: ', emailL(r, p));
    if (what === 'account') {
      d.line('Subject: ', byLang(r, lang, { en: 'Your new account', de: 'Ihr neuer Zugang', fr: 'Votre nouveau compte', es: 'Tu nueva cuenta', ja: 'アカウント発行のお知らせ', tr: 'Yeni hesabınız' }), '\n');
      d.line(byLang(r, lang, { en: 'Dear ', de: 'Guten Tag ', fr: 'Bonjour ', es: 'Hola ', ja: '', tr: 'Sayın ' }), L('person_name', p.culture, p.full), ',');
      d.line(byLang(r, lang, { en: 'Username: ', de: 'Benutzername: ', fr: 'Identifiant : ', es: 'Usuario: ', ja: 'ユーザー名：', tr: 'Kullanıcı adı: ' }), `${ascii(p.given)[0]}${ascii(p.family)}`);
      d.line(byLang(r, lang, { en: 'Temporary password: ', de: 'Einmalpasswort: ', fr: 'Mot de passe temporaire : ', es: 'Contraseña temporal: ', ja: '仮パスワード：', tr: 'Geçici şifre: ' }), L('password', 'temporary', password(r, r.pick(['mixed', 'alnum', 'symbols']))));
      d.line(byLang(r, lang, { en: 'You will be asked to change it at first login.', de: 'Bitte ändern Sie es bei der ersten Anmeldung.', fr: 'Il devra être changé à la première connexion.' }));
    } else if (what === 'reset') {
      d.line('Subject: Password reset\n');
      d.line('Use the code ', L('password', 'reset_code', r.digits(6), true), ' or open ', N('url', `https://id.brightfield.io/reset?token=${r.alnum(8)}`), ' — it expires in 15 minutes.');
      d.line('If this was not you, ignore this message. Never share your password (we will never ask for it).');
    } else if (what === 'wifi') {
      d.line('Subject: Guest Wi-Fi\n');
      d.line('Network: ', r.pick(['Brightfield-Guest', 'KESTREL-VISITOR']), '\nPassword: ', L('password', 'wifi', `${r.pick(['Sommer', 'Welcome', 'Bienvenue'])}${r.int(2025, 2026)}!${r.upper(2)}`), '\nValid until ', N('non_birth_date', `${p2(r.int(1, 28))}.${p2(r.int(1, 12))}.2026`));
    } else {
      d.line('Subject: VPN access\n');
      d.line('Server: ', L('ip_address', 'ipv4', publicIPv4(r)), '  Group: staff');
      d.line('Pre-shared key: ', L('password', 'vpn_psk', r.alnum(24)));
      d.line('Your login is your e-mail and the password you chose; we will never send it by e-mail.');
    }
  },
};

/** A call-centre transcript: values read out, passport letters spaced one by one, birth dates in words. */
export const callTranscript = {
  kind: 'call_transcript', weight: 3,
  make(r, lang, d) {
    const caller = nameL(r, lang, { native: false, plain: true });
    const agent = person(r, 'en', { native: false });
    const pp = passport(r, lang);
    const spelled = pp.value.replace(/ /g, '').split('').join(r.pick([' ', ' ', '-', ', ']));
    const dob = birthDate(r);
    d.line('[00:00:03] ', L('person_name', agent.culture, agent.given, true), ' (agent): Thank you for calling, who am I speaking with?');
    d.line('[00:00:06] Caller: It\'s ', caller.piece, '.');
    d.line('[00:00:11] Agent: Can you confirm your date of birth?');
    d.line('[00:00:14] Caller: ', L('date_of_birth', 'spoken', formatDate(r, 'en', dob, 'words')), r.pick(['.', ', I think you have it on file.', '']));
    d.line('[00:00:20] Agent: And the passport number on the booking?');
    d.line('[00:00:24] Caller: ', L('passport', pp.country, spelled), '.');
    d.line('[00:00:40] Agent: Thanks. Best number to reach you?');
    d.line('[00:00:44] Caller: ', phoneL(r, lang), r.pick(['.', ', that\'s my mobile.']));
    if (r.chance(0.5)) d.line('[00:01:02] Caller: oh and the app password is ', L('password', 'spoken', password(r, r.pick(['word', 'passphrase', 'alnum']))), ' if you need it');
    if (r.chance(0.5)) d.line('[00:01:10] Agent: Please never tell us your password. Case ', N('case_number', `${r.int(2025, 2026)}-${r.digits(6)}`), ' is open.');
    d.line('[00:01:20] Agent: Shipping to ', addressL(r, lang, ', '), ', correct?');
  },
};
