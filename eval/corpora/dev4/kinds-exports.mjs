// Exports and wire formats: CSV/TSV, SQL dumps, JSON responses, HTTP, SOAP, vCard, LDIF, HTML.

const pad = (n) => String(n).padStart(2, '0');

export const exportKinds = {
  csv_export(c, d) {
    const { r } = c;
    const header = r.chance(0.6);
    const sep = r.pick([',', ';', '\t']);
    const cols = r.sample(['name', 'email', 'phone', 'address', 'dob', 'iban', 'id', 'passport_no', 'customer_id', 'created_at'], r.int(4, 7));
    if (!cols.includes('name')) cols.unshift('name');
    if (header) d.w`${cols.join(sep)}\n`;
    const rows = r.chance(0.06) ? r.int(12, 20) : r.int(2, 5);
    for (let i = 0; i < rows; i++) {
      const p = c.person();
      cols.forEach((col, k) => {
        if (k) d.put(sep);
        const quote = sep === ',' && (col === 'address' || col === 'dob');
        if (quote) d.put('"');
        switch (col) {
          case 'name': d.put(c.listedName(p)); break;
          case 'email': d.put(c.email(p)); break;
          case 'phone': d.put(c.phone()); break;
          case 'address': d.put(c.addr()); break;
          case 'dob': d.put(c.dob(p)); break;
          case 'iban': d.put(c.iban()); break;
          case 'id': d.put(c.nid(p).label); break;
          case 'customer_id': d.put(c.neg('uuid')); break;
          case 'passport_no': d.put(c.passport(c.country(p.locale))); break;
          default: d.put(c.neg('timestamp'));
        }
        if (quote) d.put('"');
      });
      d.put('\n');
    }
  },

  payroll_tsv(c, d) {
    const { r } = c;
    const header = r.chance(0.4);
    if (header) d.w`employee\tiban\ttax_id\tgross\tperiod\n`;
    for (let i = r.int(3, 7); i > 0; i--) {
      const p = c.person();
      d.w`${c.listedName(p)}\t${c.iban()}\t${c.nid(p).label}\t${c.neg('amount')}\t${r.int(2025, 2026)}-${pad(r.int(1, 12))}\n`;
    }
  },

  withdrawals_csv(c, d) {
    const { r } = c;
    const header = r.chance(0.6);
    if (header) d.w`date,user,asset,amount,to_address,tx_hash\n`;
    for (let i = r.int(3, 6); i > 0; i--) {
      const k = c.walletKind();
      d.w`${c.neg('date')},${c.email(c.person())},${c.coin(k)},${r.int(1, 99999) / 1000},${c.wallet(k)},${c.neg(k === 'eth' || k === 'tron' ? 'tx_hash' : 'btc_txid')}\n`;
    }
  },

  password_manager_export(c, d) {
    const { r } = c;
    d.w`name,url,username,password,note\n`;
    for (let i = r.int(3, 7); i > 0; i--) {
      const site = r.pick(['Netflix', 'Online banking', 'Amazon', 'Router', 'Work VPN', 'Steuer Online', 'impots.gouv', 'Gmail']);
      const pw = c.pwText({ noSpace: r.chance(0.5) });
      const needsQuote = /[,"]/.test(pw);
      d.w`${site},https://${r.pick(['login', 'www', 'secure'])}.${c.companyDomain()}/,${c.emailText(c.person())},${needsQuote ? '"' : ''}${c.rawLabel('password', 'password', needsQuote ? pw.replace(/"/g, '""') : pw)}${needsQuote ? '"' : ''},${r.pick(['', '2FA on phone', 'shared with family'])}\n`;
    }
  },

  sql_insert(c, d) {
    const { r } = c;
    const table = r.pick(['customers', 'users', 'kunden', 'clients', 'employees']);
    d.w`-- dump ${c.neg('timestamp')} schema ${c.neg('version')}\nINSERT INTO ${table} (id, full_name, email, phone, birth_date, street_address, password_plain) VALUES\n`;
    const rows = r.int(2, 5);
    for (let i = 0; i < rows; i++) {
      const p = c.sqlSafePerson();
      const dob = { ...p.dob };
      d.w`  (${r.int(1000, 99999)}, '${c.name(p)}', '${c.email(p)}', '${c.phone()}', '${c.rawLabel('date_of_birth', 'date_of_birth', `${dob.y}-${String(dob.m).padStart(2, '0')}-${String(dob.d).padStart(2, '0')}`)}', '${c.addr()}', '${c.pw({ noSpace: true })}')${i < rows - 1 ? ',' : ';'}\n`;
    }
  },

  payments_sql(c, d) {
    const { r } = c;
    d.w`-- payments export ${c.neg('timestamp')}\nINSERT INTO payments (id, holder, pan, exp, amount, ref) VALUES\n`;
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) d.w`  (${r.int(1, 99999)}, '${c.name(c.sqlSafePerson())}', '${c.card()}', '${pad(r.int(1, 12))}/${r.int(27, 31)}', ${c.neg('amount').value.replace(/[ ,]/g, '').replace(/\.(?=.*\.)/g, '')}, '${c.neg('order_no')}')${i < n - 1 ? ',' : ';'}\n`;
  },

  json_api_response(c, d) {
    const { r } = c;
    const p = c.person();
    const pad = (n) => String(n).padStart(2, '0');
    d.w`HTTP/1.1 200 OK\nContent-Type: application/json\nX-Request-Id: ${c.neg('uuid')}\n\n{\n  "id": "${c.neg('uuid')}",\n  "name": "${c.name(p)}",\n  "email": "${c.email(p)}",\n  "phone": "${c.phone(c.locale, true)}",\n`;
    d.w`  "birthDate": "${c.rawLabel('date_of_birth', 'date_of_birth', `${p.dob.y}-${pad(p.dob.m)}-${pad(p.dob.d)}`)}",\n  "address": "${c.addr()}",\n`;
    if (r.chance(0.5)) d.w`  "payout": { "iban": "${c.iban()}" },\n`;
    if (r.chance(0.5)) { const k = c.walletKind(); d.w`  "wallet": { "chain": "${c.coin(k)}", "address": "${c.wallet(k)}", "lastTx": "${c.neg(k === 'eth' ? 'tx_hash' : 'btc_txid')}" },\n`; }
    d.w`  "lastLoginIp": "${c.ip()}",\n  "createdAt": "${c.neg('timestamp')}",\n  "etag": "${c.neg('md5')}"\n}\n`;
  },

  oauth_token_response(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`< HTTP/2 200\n< content-type: application/json\n<\n{"access_token":"${c.token(r.pick(['jwt', 'google_oauth', 'opaque_bearer']))}","token_type":"Bearer","expires_in":3600,"refresh_token":"${c.rawLabel('access_token', 'refresh_token', r.chars(r.pick([43, 64]), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'))}",`;
    d.w`"id_token":"${c.token('jwt', { email: c.emailText(p), name: p.latinGiven + ' ' + p.latinFamily })}","scope":"openid email"}\n`;
  },

  http_request_dump(c, d) {
    const { r } = c;
    d.w`POST /api/v1/session HTTP/1.1\nHost: app.${c.companyDomain()}\nAuthorization: Bearer ${c.token()}\nCookie: _ga=GA1.2.${r.digits(10)}.${r.digits(10)}; session=${c.rawLabel('access_token', 'session_cookie', r.chars(48, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'))}\nX-Forwarded-For: ${c.ip()}, ${c.neg('private_ip')}\nX-Request-ID: ${c.neg('uuid')}\nIf-None-Match: "${c.neg('md5')}"\n\n`;
    d.w`{"username":"${c.email(c.person())}","password":"${c.pw({ noSpace: true })}"}\n`;
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

  slack_export_json(c, d) {
    const { r } = c;
    const a = c.person(), b = c.person();
    d.w`[\n  {"type": "message", "user": "U${r.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}", "user_name": "${c.name(a)}", "ts": "${c.neg('timestamp')}", "text": "${c.say({ en: 'new laptop goes to', de: 'neuer Laptop geht an', fr: 'le nouveau portable part à', es: 'el portátil nuevo va a' })} ${c.addr()}"},\n`;
    d.w`  {"type": "message", "user_name": "${c.name(b)}", "text": "${c.say({ en: 'temp creds for the staging admin:', de: 'temporäre Zugangsdaten für Staging:', fr: 'identifiants temporaires pour le staging :', es: 'credenciales temporales de staging:' })} admin / ${c.pw({ noSpace: true, urlSafe: true })}"},\n`;
    d.w`  {"type": "message", "user_name": "${c.name(a)}", "text": "${c.say({ en: 'thanks! also my new number is', de: 'danke! meine neue Nummer:', fr: 'merci ! mon nouveau numéro :', es: '¡gracias! mi número nuevo es' })} ${c.phone()}", "files": [{"url_private": "https://files.slack.com/files-pri/T0${r.chars(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${c.neg('short_sha')}/screenshot.png"}]}\n]\n`;
  },

  xml_soap_request(c, d) {
    const p = c.person();
    d.w`<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">\n  <soapenv:Header>\n    <wsse:Security><wsse:UsernameToken><wsse:Username>svc_crm</wsse:Username><wsse:Password>${c.pw({ noSpace: true, urlSafe: true })}</wsse:Password></wsse:UsernameToken></wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <CreateCustomer>\n`;
    d.w`      <FullName>${c.name(p)}</FullName>\n      <BirthDate>${c.rawLabel('date_of_birth', 'date_of_birth', `${p.dob.y}-${pad(p.dob.m)}-${pad(p.dob.d)}`)}</BirthDate>\n      <Email>${c.email(p)}</Email>\n      <Street>${c.addr()}</Street>\n      <CorrelationId>${c.neg('uuid')}</CorrelationId>\n    </CreateCustomer>\n  </soapenv:Body>\n</soapenv:Envelope>\n`;
  },

  vcard(c, d) {
    const p = c.person();
    d.w`BEGIN:VCARD\nVERSION:3.0\nFN:${c.name(p)}\nN:${c.rawLabel('person_name', 'structured_name', `${p.family};${p.given};;;`, true)}\nTEL;TYPE=CELL:${c.phone(c.locale, true)}\nEMAIL;TYPE=INTERNET:${c.email(p)}\nADR;TYPE=HOME:;;${c.addr()}\nBDAY:${c.rawLabel('date_of_birth', 'date_of_birth', `${p.dob.y}-${String(p.dob.m).padStart(2, '0')}-${String(p.dob.d).padStart(2, '0')}`)}\nUID:${c.neg('uuid')}\nEND:VCARD\n`;
  },

  ldif_export(c, d) {
    for (let i = c.r.int(2, 4); i > 0; i--) {
      const p = c.person();
      d.w`dn: uid=${c.r.chars(6, 'abcdefghijklmnopqrstuvwxyz')},ou=people,dc=${c.r.pick(['kestrel', 'aldergrove'])},dc=com\ncn: ${c.name(p)}\nmail: ${c.email(p)}\ntelephoneNumber: ${c.phone(c.locale, true)}\npostalAddress: ${c.addr(' $ ')}\nuserPassword: ${c.pw({ noSpace: true })}\nentryUUID: ${c.neg('uuid')}\n\n`;
    }
  },

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

  donation_readme(c, d) {
    const { r } = c;
    d.w`## Support the project\n\nIf this tool saved you time, donations are welcome:\n\n`;
    for (const k of r.sample(['btc_bech32', 'btc_p2pkh', 'eth', 'ltc', 'doge', 'xrp', 'sol', 'tron', 'btc_taproot'], r.int(2, 4))) d.w`- ${c.coin(k)}: \`${c.wallet(k)}\`\n`;
    d.w`\nBuild: ${c.neg('short_sha')} · License MIT · Checksums: \`${c.neg('sha256')}\`\n`;
    if (r.chance(0.5)) d.w`Example from the BIP-173 text (not ours): ${c.rawNeg('documented_example', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')}\n`;
  },
};
