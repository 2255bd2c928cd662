// Further kinds: web pages, runbooks, reports and application forms where values stand in
// running text without a field label, and a few more configuration formats.
import { mrzTd3 } from './ids.mjs';

const pad = (n) => String(n).padStart(2, '0');

export const extraKinds = {
  html_contact_page(c, d) {
    const { r } = c;
    const staff = [c.person(), c.person(), c.person()].slice(0, r.int(2, 3));
    d.w`<section class="team">\n  <h2>${c.say({ en: 'Contact us', de: 'Kontakt', fr: 'Contact', es: 'Contacto', it: 'Contatti', nl: 'Contact', pl: 'Kontakt', sv: 'Kontakt', pt: 'Fale conosco' })}</h2>\n`;
    for (const p of staff) {
      const mail = c.emailText(p, c.companyDomain());
      const tel = c.phone(c.locale, true);
      d.w`  <div class="card">\n    <h3>${c.name(p)}</h3>\n    <a href="mailto:${c.rawLabel('email', 'email', mail)}">${c.rawLabel('email', 'email', mail)}</a>\n    <a href="tel:${c.rawLabel('phone', 'phone', tel.value.replace('(0)', '').replace(/^00/, '+').replace(/[^+\d]/g, ''))}">${tel}</a>\n  </div>\n`;
    }
    d.w`  <form><input type="email" name="email" placeholder="${c.neg('doc_email')}"></form>\n`;
    d.w`  <address>${c.bizAddr('<br>')}</address>\n  <script src="${c.neg('path_token')}" integrity="${c.neg('sri')}"></script>\n</section>\n`;
  },

  runbook_markdown(c, d) {
    const { r } = c;
    const pw = () => c.pw({ noSpace: false, noQuote: true });
    d.w`# Runbook: restore ${r.pick(['billing', 'crm', 'orders'])} database\n\nOwner: ${c.name(c.person())} · last reviewed ${c.neg('date')}\n\n1. Connect to the bastion (${c.ip(false)}).\n2. Dump:\n\n\`\`\`sh\nPGPASSWORD='${pw()}' pg_dump -h ${c.neg('private_ip')} -U backup orders > /tmp/orders.sql\nmysqldump --user=root --password="${pw()}" crm > crm.sql\npsql "${c.conn('postgres')}" -c 'select 1'\n\`\`\`\n\n`;
    d.w`3. Re-enable the service account:\n\n\`\`\`sh\nsshpass -p '${c.pw({ noSpace: true })}' ssh admin@${c.ip(false)}\ndocker login registry.${c.companyDomain()} -u ci -p ${c.pw({ noSpace: true, urlSafe: true })}\nnet user svc_backup ${c.pw({ noSpace: true, urlSafe: true })} /add\n\`\`\`\n\n`;
    d.w`Do **not** use the example password from the vendor docs (${c.neg('placeholder')}). Escalation: ${c.team()} / ${c.phone(c.locale, true)}.\n`;
  },

  incident_report(c, d) {
    const { r } = c;
    const a = c.person(), b = c.person(), e = c.person();
    d.w`${c.say({ en: 'Incident report', de: 'Störungsbericht', fr: "Rapport d'incident", es: 'Informe de incidente', it: 'Rapporto incidente', nl: 'Incidentrapport', pt: 'Relatório de incidente' })} ${c.neg('order_no')}\n\n`;
    d.w`${c.say({ en: 'At', de: 'Um', fr: 'À', es: 'A las', it: 'Alle', nl: 'Om', pt: 'Às' })} ${pad(r.int(0, 23))}:${pad(r.int(0, 59))} ${c.name(a)} ${c.say({ en: 'noticed failed logins from', de: 'bemerkte fehlgeschlagene Anmeldungen von', fr: 'a remarqué des connexions échouées depuis', es: 'detectó inicios de sesión fallidos desde', it: 'ha notato accessi falliti da', nl: 'zag mislukte logins vanaf', pt: 'notou logins com falha a partir de' })} ${c.ip()} ${c.say({ en: 'against the account of', de: 'auf das Konto von', fr: 'sur le compte de', es: 'contra la cuenta de', it: "sull'account di", nl: 'op het account van', pt: 'na conta de' })} ${c.name(e)}. `;
    d.w`${c.name(b)} ${c.say({ en: 'reset the password and called the customer on', de: 'setzte das Passwort zurück und rief den Kunden unter', fr: 'a réinitialisé le mot de passe et appelé le client au', es: 'restableció la contraseña y llamó al cliente al', it: 'ha reimpostato la password e chiamato il cliente al', nl: 'resette het wachtwoord en belde de klant op', pt: 'redefiniu a senha e ligou para o cliente no' })} ${c.phone()}${c.say({ de: ' an', en: '' })}.\n`;
    d.w`${c.say({ en: 'Affected build', de: 'Betroffener Build', fr: 'Build concerné', es: 'Build afectado' })}: ${c.neg('version')} (${c.neg('short_sha')}). ${c.say({ en: 'Vendor contacted', de: 'Hersteller kontaktiert', fr: 'Fournisseur contacté', es: 'Proveedor contactado' })}: ${c.neg('company_person_like')}.\n`;
  },

  delivery_route_notes(c, d) {
    const { r } = c;
    const stops = r.int(3, 6);
    d.w`${c.say({ en: 'Route', de: 'Tour', fr: 'Tournée', es: 'Ruta', it: 'Giro', nl: 'Rit', pl: 'Trasa', sv: 'Rutt', pt: 'Rota', tr: 'Rota', ja: 'ルート', zh: '路线', ko: '경로' })} ${r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${r.int(10, 99)} ${c.neg('date')}\n`;
    for (let i = 1; i <= stops; i++) {
      const who = c.person();
      d.w`${i}. ${c.addr()} — ${r.chance(0.6) ? c.name(who) : c.say({ en: 'leave at door', de: 'vor die Tür', fr: 'déposer devant la porte', es: 'dejar en la puerta', ja: '置き配', zh: '放门口', ko: '문 앞' })}${r.chance(0.4) ? [' · ', c.phone()] : ''} (${r.int(1, 4)} ${c.say({ en: 'parcels', de: 'Pakete', fr: 'colis', es: 'paquetes' })}, ${c.neg('tracking')})\n`;
    }
  },

  rental_application(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    d.w`${c.say({ en: 'RENTAL APPLICATION', de: 'MIETERSELBSTAUSKUNFT', fr: 'DOSSIER DE LOCATION', es: 'SOLICITUD DE ALQUILER', nl: 'HUURAANVRAAG', it: 'RICHIESTA DI LOCAZIONE' })}\n\n`;
    d.w`${c.say({ en: 'Applicant', de: 'Mietinteressent/in', fr: 'Candidat(e)', es: 'Solicitante', nl: 'Aanvrager', it: 'Richiedente' })}: ${c.name(p)}, ${P.born} ${c.dob(p)}\n`;
    d.w`${c.say({ en: 'Current address', de: 'Derzeitige Anschrift', fr: 'Adresse actuelle', es: 'Domicilio actual', nl: 'Huidig adres', it: 'Indirizzo attuale' })}: ${c.addr()}\n${c.say({ en: 'Previous address', de: 'Vorherige Anschrift', fr: 'Adresse précédente', es: 'Domicilio anterior', nl: 'Vorig adres', it: 'Indirizzo precedente' })}: ${c.addr()}\n`;
    d.w`${c.say({ en: 'Employer', de: 'Arbeitgeber', fr: 'Employeur', es: 'Empresa', nl: 'Werkgever', it: 'Datore di lavoro' })}: ${c.neg('company_person_like')}, ${c.say({ en: 'net income', de: 'Nettoeinkommen', fr: 'revenu net', es: 'ingresos netos' })} ${c.neg('amount')}\n${id.word}: ${id.label}\n${P.phone}: ${c.phone()} · ${P.email}: ${c.email(p)}\n`;
    d.w`${c.say({ en: 'Property', de: 'Objekt', fr: 'Logement', es: 'Vivienda', nl: 'Woning', it: 'Immobile' })}: ${c.addr()}\n`;
  },

  school_enrollment(c, d) {
    const { r, P } = c;
    const child = c.person(), parent = c.person();
    child.dob = { y: r.int(2012, 2020), m: r.int(1, 12), d: r.int(1, 28) };
    d.w`${c.say({ en: 'Enrolment form', de: 'Anmeldung Grundschule', fr: "Fiche d'inscription scolaire", es: 'Ficha de matrícula', it: 'Modulo di iscrizione', nl: 'Inschrijfformulier', pl: 'Karta zapisu', sv: 'Inskrivningsblankett', pt: 'Ficha de matrícula', tr: 'Okul kayıt formu', ja: '入学申込書', zh: '入学登记表', ko: '입학 신청서' })}\n\n`;
    d.w`${c.say({ en: 'Pupil', de: 'Kind', fr: 'Élève', es: 'Alumno/a', it: 'Alunno/a', nl: 'Leerling', pl: 'Uczeń', sv: 'Elev', pt: 'Aluno(a)', tr: 'Öğrenci', ja: '児童', zh: '学生', ko: '학생' })}: ${c.name(child)}\n${P.dob}: ${c.dob(child)}\n`;
    if (r.chance(0.5)) { const id = c.nid(child); d.w`${id.word}: ${id.label}\n`; }
    d.w`${c.say({ en: 'Parent / guardian', de: 'Erziehungsberechtigte/r', fr: 'Responsable légal', es: 'Padre / madre / tutor', it: 'Genitore', nl: 'Ouder / verzorger', pl: 'Rodzic', sv: 'Vårdnadshavare', pt: 'Responsável', tr: 'Veli', ja: '保護者', zh: '监护人', ko: '보호자' })}: ${c.name(parent)}, ${c.phone()}, ${c.email(parent)}\n${P.address}: ${c.addr()}\n`;
    d.w`${c.say({ en: 'Class', de: 'Klasse', fr: 'Classe', es: 'Curso' })}: ${r.int(1, 6)}${r.pick(['a', 'b', 'c'])} · ${c.say({ en: 'Form no.', de: 'Formular-Nr.', fr: 'Formulaire n°' })} ${c.neg('sku')}\n`;
  },

  insurance_claim(c, d) {
    const { r, P } = c;
    const p = c.person(), w = c.person();
    d.w`${c.say({ en: 'CLAIM FORM', de: 'SCHADENMELDUNG', fr: 'DÉCLARATION DE SINISTRE', es: 'PARTE DE SINIESTRO', it: 'DENUNCIA DI SINISTRO', nl: 'SCHADEFORMULIER', pt: 'PARTICIPAÇÃO DE SINISTRO' })} ${c.neg('order_no')}\n`;
    d.w`${c.say({ en: 'Policyholder', de: 'Versicherungsnehmer/in', fr: 'Assuré(e)', es: 'Tomador', it: 'Contraente', nl: 'Verzekeringnemer', pt: 'Segurado' })}: ${c.name(p)} (${P.dob.toLowerCase()} ${c.dob(p)})\n${P.address}: ${c.addr()}\n`;
    d.w`${c.say({ en: 'What happened', de: 'Hergang', fr: 'Circonstances', es: 'Descripción', it: 'Dinamica', nl: 'Toedracht', pt: 'Descrição' })}: ${c.say({ en: 'rear-ended at the junction near', de: 'Auffahrunfall an der Kreuzung bei', fr: 'accrochage au carrefour près de', es: 'alcance en el cruce cerca de', it: 'tamponamento all\'incrocio vicino a', nl: 'kop-staartbotsing bij', pt: 'colisão traseira perto de' })} ${c.neg('place_person_like')}; ${c.say({ en: 'witness', de: 'Zeuge', fr: 'témoin', es: 'testigo', it: 'testimone', nl: 'getuige', pt: 'testemunha' })} ${c.name(w)}, ${c.phone()}.\n`;
    d.w`${c.say({ en: 'Vehicle', de: 'Fahrzeug', fr: 'Véhicule', es: 'Vehículo' })}: ${c.rawNeg('place_or_brand', r.pick(['Ford Mustang', 'Alfa Romeo Giulia', 'Aston Martin DB11', 'Mercedes-Benz C 200', 'Citroën Jumper', 'Rolls-Royce Ghost', 'Lincoln Navigator']))}, VIN ${c.rawNeg('vin', r.chars(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'))}\n${c.say({ en: 'Pay to', de: 'Auszahlung an', fr: 'Règlement sur', es: 'Abonar en' })}: ${c.bankAccount()}\n`;
  },

  xml_soap_request(c, d) {
    const p = c.person();
    d.w`<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">\n  <soapenv:Header>\n    <wsse:Security><wsse:UsernameToken><wsse:Username>svc_crm</wsse:Username><wsse:Password>${c.pw({ noSpace: true, urlSafe: true })}</wsse:Password></wsse:UsernameToken></wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <CreateCustomer>\n`;
    d.w`      <FullName>${c.name(p)}</FullName>\n      <BirthDate>${c.rawLabel('date_of_birth', 'date_of_birth', `${p.dob.y}-${pad(p.dob.m)}-${pad(p.dob.d)}`)}</BirthDate>\n      <Email>${c.email(p)}</Email>\n      <Street>${c.addr()}</Street>\n      <CorrelationId>${c.neg('uuid')}</CorrelationId>\n    </CreateCustomer>\n  </soapenv:Body>\n</soapenv:Envelope>\n`;
  },

  appsettings_json(c, d) {
    d.w`{\n  "ConnectionStrings": {\n    "Default": "${c.conn('mssql')}"\n  },\n  "Smtp": { "User": "${c.team()}", "Password": "${c.pw({ noSpace: true, urlSafe: true })}" },\n  "Jwt": { "Issuer": "https://login.${c.companyDomain()}", "Key": "${c.secret()}" },\n  "Storage": "${c.conn('azure_storage')}",\n  "Build": "${c.neg('build_id')}"\n}\n`;
  },

  php_config(c, d) {
    d.w`<?php\n// wp-config.php (staging)\ndefine('DB_NAME', 'wp_shop');\ndefine('DB_USER', 'wp');\ndefine('DB_PASSWORD', '${c.pw({ noSpace: true })}');\ndefine('DB_HOST', '${c.neg('private_ip')}');\ndefine('AUTH_KEY', '${c.secret()}');\ndefine('SECURE_AUTH_SALT', '${c.secret()}');\n$mailgun_key = '${c.apiKey('mailgun')}';\n$queue_dsn = '${c.conn(c.r.pick(['amqp', 'redis']))}';\n$admin_email = '${c.email(c.person())}';\n`;
  },

  ansible_inventory(c, d) {
    const { r } = c;
    d.w`[web]\n${c.ip(false)} ansible_user=deploy ansible_password=${c.pw({ noSpace: true, urlSafe: true })}\n${c.neg('private_ip')} ansible_user=ops ansible_become_pass=${c.pw({ noSpace: true, urlSafe: true })}\n\n[db]\ndb1 ansible_host=${c.ip(false)} ansible_ssh_private_key_file=~/.ssh/id_${r.pick(['rsa', 'ed25519'])}\n\n[all:vars]\nvault_id=${c.neg('uuid')}\nnotify_email=${c.team()}\n`;
  },

  kubeconfig(c, d) {
    const { r } = c;
    d.w`apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ${c.rawNeg('certificate', r.bytes(r.int(300, 600)).toString('base64'))}\n    server: https://${c.ip(false)}:6443\n  name: prod\nusers:\n- name: ${c.r.pick(['admin', 'ci-bot'])}\n  user:\n    token: ${c.token(r.pick(['jwt', 'opaque_bearer']))}\ncontexts:\n- context: { cluster: prod, user: admin }\n  name: prod\ncurrent-context: prod\n`;
  },

  slack_export_json(c, d) {
    const { r } = c;
    const a = c.person(), b = c.person();
    d.w`[\n  {"type": "message", "user": "U${r.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}", "user_name": "${c.name(a)}", "ts": "${c.neg('timestamp')}", "text": "${c.say({ en: 'new laptop goes to', de: 'neuer Laptop geht an', fr: 'le nouveau portable part à', es: 'el portátil nuevo va a' })} ${c.addr()}"},\n`;
    d.w`  {"type": "message", "user_name": "${c.name(b)}", "text": "${c.say({ en: 'temp creds for the staging admin:', de: 'temporäre Zugangsdaten für Staging:', fr: 'identifiants temporaires pour le staging :', es: 'credenciales temporales de staging:' })} admin / ${c.pw({ noSpace: true, urlSafe: true })}"},\n`;
    d.w`  {"type": "message", "user_name": "${c.name(a)}", "text": "${c.say({ en: 'thanks! also my new number is', de: 'danke! meine neue Nummer:', fr: 'merci ! mon nouveau numéro :', es: '¡gracias! mi número nuevo es' })} ${c.phone()}", "files": [{"url_private": "https://files.slack.com/files-pri/T0${r.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${c.neg('short_sha')}/screenshot.png"}]}\n]\n`;
  },

  booking_confirmation_mrz(c, d) {
    const { r, P } = c;
    const p = c.person();
    const ctry = c.country(p.locale);
    const no = c.passportNo(ctry).slice(0, 9);
    const z = mrzTd3(r, { country: ctry, family: p.latinFamily, given: p.latinGiven, passport: no, sex: r.pick(['M', 'F']) });
    d.w`${c.say({ en: 'Your trip is confirmed', de: 'Ihre Reise ist bestätigt', fr: 'Votre voyage est confirmé', es: 'Tu viaje está confirmado', it: 'Il tuo viaggio è confermato', nl: 'Je reis is bevestigd', pl: 'Twoja podróż została potwierdzona', sv: 'Din resa är bekräftad', pt: 'Sua viagem está confirmada', tr: 'Seyahatiniz onaylandı', ja: 'ご旅行が確定しました', zh: '您的行程已确认', ko: '여행이 확정되었습니다', ar: 'تم تأكيد رحلتك', hi: 'आपकी यात्रा की पुष्टि हो गई है' })}, ${c.name(p)}!\n\n`;
    d.w`${P.booking}: ${r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}   ${P.flight} ${r.pick(['TK', 'LH', 'QR', 'EK'])}${r.int(10, 999)}   ${c.neg('date')}\n`;
    d.w`${c.say({ en: 'Travel document as scanned at check-in', de: 'Reisedokument (Scan beim Check-in)', fr: 'Document de voyage (lu au check-in)', es: 'Documento de viaje (leído en el check-in)' })}:\n`;
    const inZone = z.line1.slice(5).replace(/<+$/, '');
    d.w`${z.line1.slice(0, 5)}${c.rawLabel('person_name', 'mrz_name', inZone, true)}${z.line1.slice(5 + inZone.length)}\n`;
    const num = z.line2.slice(0, 9).replace(/<+$/, '');
    d.w`${c.rawLabel('passport', `passport_${ctry.toLowerCase()}`, num)}${z.line2.slice(num.length, 13)}${c.rawLabel('date_of_birth', 'mrz_date_of_birth', z.dob, true)}${z.line2.slice(19)}\n\n`;
    d.w`${P.email}: ${c.email(p)} · ${c.say({ en: 'Seat', de: 'Sitz', fr: 'Siège', es: 'Asiento' })} ${r.int(1, 45)}${r.pick(['A', 'C', 'D', 'F'])} · E-ticket ${c.neg('ticket_number')}\n`;
  },
};

// One-line snippets: a value in a sentence of a few words, as pasted into a search box or a prompt.
export const snippetKinds = {
  one_liner(c, d) {
    const { r, P } = c;
    const p = c.person();
    switch (r.int(0, 9)) {
      case 0: d.w`${P.callMe} ${c.phone()}`; break;
      case 1: d.w`${P.email}: ${c.email(p)}`; break;
      case 2: d.w`${c.name(p)}, ${P.born} ${c.dob(p)}`; break;
      case 3: d.w`${P.password}: ${c.pw()}`; break;
      case 4: { const id = c.nid(p); d.w`${id.word} ${id.label}`; break; }
      case 5: d.w`${P.passport} ${c.passport()}`; break;
      case 6: { const k = c.walletKind(); d.w`${c.coin(k)} ${c.wallet(k)}`; break; }
      case 7: d.w`${c.addr()}`; break;
      case 8: d.w`${c.name(p)} <${c.email(p)}>`; break;
      default: d.w`${c.say({ en: 'tracking', de: 'Sendungsnummer', fr: 'suivi', es: 'seguimiento' })} ${c.neg('tracking')}, ${P.order.toLowerCase()} ${c.neg('order_no')}`;
    }
    d.put('\n');
  },
};

// Credential dotfiles developers leave in home directories and repositories.
export const dotfileKinds = {
  credential_dotfiles(c, d) {
    const { r } = c;
    const user = c.emailText(c.person()).split('@')[0].replace(/[^a-z0-9._-]/gi, '');
    const parts = r.sample(['npmrc', 'netrc', 'pypirc', 'gitcreds', 'docker', 'maven', 'sentry'], r.int(2, 4));
    for (const part of parts) {
      if (part === 'npmrc') d.w`# ~/.npmrc\n//registry.npmjs.org/:_authToken=${c.apiKey('npm_token')}\n@acme:registry=https://npm.pkg.github.com/\n\n`;
      if (part === 'netrc') d.w`# ~/.netrc\nmachine ${r.pick(['api.github.com', 'gitlab.kestrel-freight.com', 'ftp.aldergrove.io'])} login ${user} password ${r.chance(0.5) ? c.apiKey(r.pick(['github_pat', 'gitlab_pat'])) : c.pw({ noSpace: true })}\n\n`;
      if (part === 'pypirc') d.w`# ~/.pypirc\n[pypi]\nusername = __token__\npassword = ${c.apiKey('pypi_token')}\n\n`;
      if (part === 'gitcreds') d.w`# ~/.git-credentials\nhttps://${user}:${c.apiKey('github_pat')}@github.com\n\n`;
      if (part === 'docker') {
        const pw = c.pwText({ noSpace: true });
        d.w`# ~/.docker/config.json\n{"auths": {"registry.${c.companyDomain()}": {"auth": "${c.rawLabel('password', 'basic_auth_base64', Buffer.from(`${user}:${pw}`).toString('base64'), true)}"}}}\n\n`;
      }
      if (part === 'maven') d.w`<!-- ~/.m2/settings.xml -->\n<server><id>releases</id><username>${user}</username><password>${c.pw({ noSpace: true, urlSafe: true })}</password></server>\n\n`;
      if (part === 'sentry') d.w`# .sentryclirc / app config\nSENTRY_DSN=${c.softKey('sentry_dsn')}\nLINEAR_API_KEY=${c.apiKey(r.pick(['linear', 'notion', 'figma', 'postman', 'newrelic', 'grafana_sa', 'atlassian', 'square', 'discord_bot']))}\n\n`;
    }
  },
};

// Documentation and templates: nearly everything in them is a documented example or a
// placeholder (negatives); now and then a real value slipped in.
export const docKinds = {
  api_docs_markdown(c, d) {
    const { r } = c;
    d.w`## Authentication\n\nSend your key in the \`Authorization\` header. Keys look like \`${c.rawNeg('placeholder', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX')}\`; in the sandbox use \`${c.rawNeg('documented_example', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')}\`.\n\n`;
    d.w`\`\`\`http\nPOST /v1/customers HTTP/1.1\nAuthorization: Bearer ${c.neg('placeholder')}\n\n{"email": "${c.neg('doc_email')}", "card": "${c.neg('test_card')}", "ip": "${c.rawNeg('documented_example', r.pick(['192.0.2.44', '198.51.100.7', '203.0.113.19', '2001:db8::1']))}"}\n\`\`\`\n\n`;
    d.w`AWS example credentials from the SDK docs: \`${c.rawNeg('documented_example', 'AKIAIOSFODNN7EXAMPLE')}\` / \`${c.rawNeg('documented_example', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}\`.\n`;
    d.w`Test IBAN: ${c.rawNeg('documented_example', r.pick(['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606']))}. Install with \`npm i ${c.neg('pkg_spec')}\`, clone \`${c.neg('git_remote')}\`.\n`;
    if (r.chance(0.5)) d.w`\n> Note from ${c.name(c.person())}: the staging key \`${c.apiKey(r.pick(['stripe_secret', 'sendgrid', 'openai']))}\` is still live, rotate it after the workshop.\n`;
  },

  env_example(c, d) {
    const { r } = c;
    d.w`# .env.example — copy to .env and fill in\nDATABASE_URL=postgres://${c.rawNeg('placeholder', 'USER:PASSWORD@HOST')}:5432/app\nSECRET_KEY=${c.neg('placeholder')}\nSTRIPE_API_KEY=${c.rawNeg('placeholder', 'sk_live_...')}\nADMIN_EMAIL=${c.neg('doc_email')}\nADMIN_PASSWORD=${c.rawNeg('placeholder', r.pick(['changeme', '<choose-a-password>', 'CHANGE_ME']))}\n`;
    d.w`SENTRY_DSN=${c.rawNeg('placeholder', 'https://<key>@o0.ingest.sentry.io/0')}\nAPP_VERSION=${c.neg('version')}\n`;
    if (r.chance(0.35)) d.w`# left over from local testing:\nMAILGUN_KEY=${c.apiKey('mailgun')}\n`;
  },
};

// Running text where names stand without any field label.
const digitWords = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
};
export const narrativeKinds = {
  meeting_transcript(c, d) {
    const { r } = c;
    const [a, b, e] = [c.person(), c.person(), c.person()];
    let t = r.int(0, 600);
    const stamp = () => { t += r.int(4, 90); return `[${pad(Math.floor(t / 3600))}:${pad(Math.floor(t / 60) % 60)}:${pad(t % 60)}]`; };
    d.w`${stamp()} ${c.name(a)}: ${c.say({ en: 'okay, let us start, is everyone here?', de: 'okay, fangen wir an, sind alle da?', fr: "bon, on commence, tout le monde est là ?", es: 'vale, empezamos, ¿estamos todos?' })}\n`;
    d.w`${stamp()} ${c.name(b)}: ${c.say({ en: 'yes, and I spoke to', de: 'ja, und ich habe mit', fr: "oui, et j'ai parlé avec", es: 'sí, y hablé con' })} ${c.name(e)} ${c.say({ en: 'this morning about the delivery to', de: 'heute früh wegen der Lieferung an', fr: 'ce matin pour la livraison au', es: 'esta mañana sobre la entrega en' })} ${c.addr()}.\n`;
    const words = digitWords[c.lang] ?? digitWords.en;
    const spoken = c.rawLabel('phone', 'phone_in_words', [...c.r.digits(1) + String(r.int(100000000, 999999999))].map((x) => words[Number(x)]).join(' '), true);
    d.w`${stamp()} ${c.name(a)}: ${c.say({ en: 'can you read me her number?', de: 'kannst du mir die Nummer vorlesen?', fr: 'tu peux me lire son numéro ?', es: '¿me lees su número?' })}\n${stamp()} ${c.name(b)}: ${spoken}\n`;
    d.w`${stamp()} ${c.name(a)}: ${c.say({ en: 'thanks. we shipped', de: 'danke. wir haben', fr: 'merci. on a expédié', es: 'gracias. enviamos' })} ${c.neg('count')} ${c.say({ en: 'units this year, so', de: 'Stück dieses Jahr verschickt, also', fr: 'unités cette année, donc', es: 'unidades este año, así que' })} ${c.neg('company_person_like')} ${c.say({ en: 'will want a discount.', de: 'will einen Rabatt.', fr: 'va vouloir une remise.', es: 'querrá un descuento.' })}\n`;
  },

  newsletter(c, d) {
    const { r } = c;
    const people = [c.person(), c.person(), c.person(), c.person()];
    d.w`${c.say({ en: 'Team news', de: 'Neues aus dem Team', fr: "Les nouvelles de l'équipe", es: 'Noticias del equipo', it: 'Notizie dal team', nl: 'Teamnieuws', pl: 'Wieści z zespołu', sv: 'Nytt från teamet', pt: 'Novidades da equipe', tr: 'Ekipten haberler' })} — ${c.neg('date')}\n\n`;
    d.w`${c.say({ en: 'Please welcome', de: 'Herzlich willkommen an', fr: 'Bienvenue à', es: 'Damos la bienvenida a', it: 'Diamo il benvenuto a', nl: 'Welkom aan', pl: 'Witamy', sv: 'Välkommen till', pt: 'Boas-vindas a', tr: 'Aramıza hoş geldiniz:' })} ${c.name(people[0])} ${c.say({ en: 'and', de: 'und', fr: 'et', es: 'y', it: 'e', nl: 'en', pl: 'i', sv: 'och', pt: 'e', tr: 've' })} ${c.name(people[1])}! `;
    d.w`${c.say({ en: 'Congratulations to', de: 'Glückwunsch an', fr: 'Félicitations à', es: 'Enhorabuena a', it: 'Complimenti a', nl: 'Gefeliciteerd', pl: 'Gratulacje dla', sv: 'Grattis till', pt: 'Parabéns a', tr: 'Tebrikler' })} ${c.name(people[2])}, ${c.say({ en: 'who turns 40 — born', de: 'die/der 40 wird — geboren am', fr: 'qui fête ses 40 ans — né(e) le', es: 'que cumple 40 — nacido/a el', it: 'che compie 40 anni — nato/a il', nl: 'die 40 wordt — geboren op', pl: 'który kończy 40 lat — ur.', sv: 'som fyller 40 — född', pt: 'que faz 40 anos — nascido(a) em', tr: '40 yaşına giriyor — doğum' })} ${c.dob({ ...people[2], dob: { ...people[2].dob, y: 1986 } })}.\n`;
    d.w`${c.name(people[3])} ${c.say({ en: 'moves to our office at', de: 'wechselt in unser Büro in der', fr: 'rejoint notre bureau au', es: 'se muda a nuestra oficina en', it: 'si trasferisce nel nostro ufficio in', nl: 'verhuist naar ons kantoor aan de', pl: 'przenosi się do biura przy', sv: 'flyttar till vårt kontor på', pt: 'vai para o nosso escritório na', tr: 'şu ofisimize geçiyor:' })} ${c.bizAddr()}. ${c.say({ en: 'Our visitors this quarter:', de: 'Besucher in diesem Quartal:', fr: 'Visiteurs ce trimestre :', es: 'Visitas este trimestre:' })} ${c.neg('count')}; ${c.say({ en: 'summer party at', de: 'Sommerfest am', fr: "fête d'été à", es: 'fiesta de verano en' })} ${c.neg('place_person_like')}.\n`;
  },
};

// PDF-to-text output where the extractor tore labels from their values.
export const pdfKinds = {
  pdf_form_stacked(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    const fields = [[P.name, c.name(p)], [P.dob, c.dob(p)], [id.word, id.label], [P.passport, c.passport()], [P.phone, c.phone()], [P.email, c.email(p)]];
    const chosen = r.sample(fields, r.int(4, 6));
    d.w`${c.say({ en: 'Application', de: 'Antrag', fr: 'Demande', es: 'Solicitud', it: 'Domanda', nl: 'Aanvraag', pl: 'Wniosek', sv: 'Ansökan', pt: 'Requerimento', tr: 'Başvuru', ja: '申請書', zh: '申请表', ko: '신청서' })} ${c.neg('order_no')}\n\n`;
    for (const [label] of chosen) d.w`${label}:\n`;
    d.put('\n');
    for (const [, value] of chosen) d.w`${value}\n`;
    d.w`\n${P.address}\n${c.addr('\n')}\n\n${c.say({ en: 'Page', de: 'Seite', fr: 'Page', es: 'Página' })} 1/${r.int(2, 4)}   ${c.neg('sku')}\n`;
  },

  tax_form(c, d) {
    const { r } = c;
    const p = c.person();
    if (c.locale === 'de-DE' || c.locale === 'de-AT' || c.locale === 'de-CH') {
      d.w`Ausdruck der elektronischen Lohnsteuerbescheinigung für ${r.int(2024, 2025)}\n\nIdentifikationsnummer: ${c.nidOf('de_steuer_id', p)}\nPersonalnummer: ${r.int(1000, 99999)}\n`;
      d.w`${c.name(p)}\n${c.addr('\n', 'de-DE')}\ngeboren am ${c.dob(p, 'de')}\n\nTransferticket: ${c.rawNeg('reference', `${r.chars(4, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(2)}${r.chars(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`)}\nArbeitgeber: ${c.neg('company_person_like')} GmbH, Steuernummer ${c.rawNeg('company_registration', `${r.digits(2)}/${r.digits(3)}/${r.digits(5)}`)}\n3. Bruttoarbeitslohn ${c.neg('amount')}\n`;
      return;
    }
    d.w`Form W-2 Wage and Tax Statement ${r.int(2024, 2025)}\n\na Employee's social security number\n${c.nidOf('us_ssn', p)}\nb Employer identification number (EIN)\n${c.rawNeg('company_registration', `${r.digits(2)}-${r.digits(7)}`)}\n`;
    d.w`c Employer's name, address, and ZIP code\n${c.neg('company_person_like')} Inc.\n${c.bizAddr('\n', 'en-US')}\ne Employee's first name and initial   Last name\n${c.name(p)}\nf Employee's address and ZIP code\n${c.addr('\n', 'en-US')}\n1 Wages, tips, other compensation  ${c.neg('amount')}\n`;
  },
};

// Text sent to and from language models: prompts with pasted records, tool calls with arguments.
export const llmKinds = {
  llm_prompt(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'Summarise this complaint and draft a polite reply. Keep the customer data out of the reply.', de: 'Fasse diese Beschwerde zusammen und entwirf eine höfliche Antwort. Keine Kundendaten in die Antwort.', fr: 'Résume cette réclamation et rédige une réponse polie, sans reprendre les données du client.', es: 'Resume esta queja y redacta una respuesta amable sin datos del cliente.', pt: 'Resuma esta reclamação e escreva uma resposta educada, sem dados do cliente.', it: 'Riassumi questo reclamo e scrivi una risposta cortese senza dati del cliente.', ja: 'この苦情を要約し、丁寧な返信案を作成してください。顧客情報は返信に含めないでください。', zh: '请总结这条投诉并起草一封礼貌的回复，回复中不要包含客户信息。' })}\n\n---\n`;
    d.w`${P.customer}: ${c.name(p)} (${c.email(p)}, ${c.phone()})\n${P.order} ${c.neg('order_no')}\n\n${r.pick([P.issue, ''])} `;
    d.w`${c.say({ en: 'The parcel never arrived at', de: 'Das Paket kam nie an bei', fr: "Le colis n'est jamais arrivé au", es: 'El paquete nunca llegó a', pt: 'O pacote nunca chegou em', it: 'Il pacco non è mai arrivato in', ja: '荷物が届きませんでした。住所：', zh: '包裹一直没有送到' })} ${c.addr()}. `;
    if (r.chance(0.5)) d.w`${c.say({ en: 'Refund to', de: 'Erstattung auf', fr: 'Remboursement sur', es: 'Reembolso a', pt: 'Reembolso para', it: 'Rimborso su' })} ${c.bankAccount()}.`;
    d.w`\n---\n`;
  },

  llm_tool_call(c, d) {
    const { r } = c;
    const p = c.person();
    const tool = r.pick(['send_email', 'create_ticket', 'update_customer']);
    d.w`{"role": "assistant", "tool_calls": [{"id": "call_${r.chars(24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}", "type": "function", "function": {"name": "${tool}", "arguments": {`;
    if (tool === 'send_email') d.w`"to": "${c.email(p)}", "subject": "${c.say({ en: 'Your new login', de: 'Ihr neuer Zugang', fr: 'Votre nouvel accès', es: 'Tu nuevo acceso' })}", "body": "${c.say({ en: 'Hi', de: 'Hallo', fr: 'Bonjour', es: 'Hola' })} ${c.name(p)}, ${c.say({ en: 'your temporary password is', de: 'Ihr vorläufiges Passwort lautet', fr: 'votre mot de passe provisoire est', es: 'tu contraseña temporal es' })} ${c.pw({ noSpace: true })}"`;
    else if (tool === 'create_ticket') d.w`"requester": "${c.name(p)}", "phone": "${c.phone(c.locale, true)}", "ip": "${c.ip()}", "trace": "${c.neg('uuid')}"`;
    else d.w`"customer_id": "${c.neg('uuid')}", "address": "${c.addr()}", "date_of_birth": "${c.rawLabel('date_of_birth', 'date_of_birth', `${p.dob.y}-${pad(p.dob.m)}-${pad(p.dob.d)}`)}", "card_last4": "${r.digits(4)}"`;
    d.w`}}}], "model": "${c.rawNeg('version', r.pick(['gpt-4o-2024-08-06', 'claude-3-5-sonnet-20241022', 'llama-3.1-70b-instruct']))}"}\n`;
  },
};
