// Exports and machine output: CSV/TSV, SQL dumps, JSON responses, logs of several formats.

export const dataKinds = {
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
          case 'name': d.put(c.name(p)); break;
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

  log_jsonl(c, d) {
    const { r } = c;
    const n = r.chance(0.1) ? r.int(20, 35) : r.int(3, 7);
    for (let i = 0; i < n; i++) {
      const p = c.person();
      switch (r.int(0, 4)) {
        case 0: d.w`{"ts":"${c.neg('timestamp')}","level":"info","msg":"login ok","user":"${c.email(p)}","ip":"${c.ip()}","req":"${c.neg('uuid')}"}\n`; break;
        case 1: d.w`{"ts":"${c.neg('timestamp')}","level":"debug","msg":"outgoing request","headers":{"Authorization":"Bearer ${c.token()}"}}\n`; break;
        case 2: d.w`{"ts":"${c.neg('timestamp')}","level":"warn","msg":"signup validation failed","payload":{"name":"${c.name(p)}","phone":"${c.phone()}"},"commit":"${c.neg('git_sha')}"}\n`; break;
        case 3: d.w`{"ts":"${c.neg('timestamp')}","level":"error","msg":"db connect failed","dsn":"${c.conn(r.pick(['postgres', 'mysql', 'mongodb', 'redis']))}"}\n`; break;
        default: d.w`{"ts":"${c.neg('timestamp')}","level":"info","msg":"build","version":"${c.neg('version')}","image":"${c.neg('image_digest')}"}\n`;
      }
    }
  },

  logfmt(c, d) {
    const { r } = c;
    const n = r.chance(0.1) ? r.int(20, 35) : r.int(3, 7);
    for (let i = 0; i < n; i++) {
      const p = c.person();
      if (r.chance(0.5)) d.w`time=${c.neg('timestamp')} level=info method=POST path=/v1/checkout status=201 client_ip=${c.ip(false)} user_email=${c.email(p)} order=${c.neg('order_no')}\n`;
      else if (r.chance(0.5)) d.w`time=${c.neg('timestamp')} level=warn msg="retry with key" api_key=${c.apiKey(r.pick(['stripe_secret', 'sendgrid', 'mailgun', 'twilio_api_key']))} attempt=${r.int(1, 5)}\n`;
      else d.w`time=${c.neg('timestamp')} level=info msg="shipment created" name="${c.name(p)}" tracking=${c.neg('tracking')} upstream=${c.neg('private_ip')}\n`;
    }
  },

  syslog(c, d) {
    const { r } = c;
    const host = r.pick(['web-03', 'bastion', 'mail01', 'fw-edge']);
    const n = r.chance(0.1) ? r.int(20, 35) : r.int(3, 7);
    for (let i = 0; i < n; i++) {
      const ts = `${r.pick(['Jan', 'Feb', 'Mar', 'Oct', 'Nov'])} ${String(r.int(1, 28)).padStart(2, ' ')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
      switch (r.int(0, 3)) {
        case 0: d.w`${ts} ${host} sshd[${r.int(300, 60000)}]: Failed password for ${r.pick(['root', 'admin', 'deploy'])} from ${c.ip(false)} port ${r.int(1024, 65535)} ssh2\n`; break;
        case 1: d.w`${ts} ${host} sshd[${r.int(300, 60000)}]: Accepted publickey for deploy from ${c.ip()} port ${r.int(1024, 65535)} ssh2: ED25519 SHA256:${c.rawNeg('key_fingerprint', r.bytes(32).toString('base64').replace(/=+$/, ''))}\n`; break;
        case 2: d.w`${ts} ${host} postfix/smtpd[${r.int(300, 60000)}]: ${c.neg('short_sha').value.toUpperCase().slice(0, 10)}: client=unknown[${c.ip(false)}], sasl_username=${c.email(c.person())}\n`; break;
        default: d.w`${ts} ${host} kernel: [${r.int(1000, 99999)}.${r.digits(6)}] eth0: link up, MAC ${c.neg('mac')}\n`;
      }
    }
  },

  access_log(c, d) {
    const { r } = c;
    const n = r.chance(0.1) ? r.int(30, 50) : r.int(4, 10);
    for (let i = 0; i < n; i++) {
      const path = r.pick([['/login', ''], ['/api/orders', `?page=${r.int(1, 9)}`], ['/static/app.js', ''], ['/reset', `?token=`], ['/search', '?q=shoes'], ['/unsubscribe', '?email=']]);
      d.w`${c.ip()} - - [${String(r.int(1, 28)).padStart(2, '0')}/Nov/2026:${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} +0000] "GET ${path[0]}${path[1]}`;
      if (path[1] === '?token=') d.put(c.token('opaque_bearer'));
      // A URL-encoded address: a privacy team redacts it, a detector must decode it first (soft).
      if (path[1] === '?email=') d.put(c.rawLabel('email', 'email_url_encoded', c.emailText(c.person()).replace('@', '%40').replace(/\+/g, '%2B'), true));
      d.w` HTTP/1.1" ${r.pick([200, 200, 302, 404, 500])} ${r.int(200, 90000)} "-" "Mozilla/5.0 (X11; Linux x86_64)"\n`;
    }
  },

  stack_trace(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`Traceback (most recent call last):\n  File "/srv/app/billing/charge.py", line ${r.int(10, 400)}, in charge\n    resp = client.charge(card="${c.card()}", email="${c.email(p)}")\n`;
    d.w`  File "/srv/app/.venv/lib/python3.12/site-packages/payments/client.py", line ${r.int(10, 900)}, in charge\n    raise PaymentError(f"declined for {name}")\npayments.errors.PaymentError: declined for ${c.name(p)} (request ${c.neg('uuid')})\n`;
    d.w`\nLocals: api_key='${c.apiKey('stripe_secret')}' build=${c.neg('build_id')} commit=${c.neg('git_sha')}\n`;
    if (r.chance(0.6)) d.w`\nDuring handling of the above exception, another exception occurred:\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n[SQL: SELECT 1] (engine url: ${c.conn(r.pick(['postgres', 'mysql']))})\n`;
  },

  vcard(c, d) {
    const p = c.person();
    d.w`BEGIN:VCARD\nVERSION:3.0\nFN:${c.name(p)}\nN:${c.rawLabel('person_name', 'structured_name', `${p.family};${p.given};;;`, true)}\nTEL;TYPE=CELL:${c.phone(c.locale, true)}\nEMAIL;TYPE=INTERNET:${c.email(p)}\nADR;TYPE=HOME:;;${c.addr()}\nBDAY:${c.rawLabel('date_of_birth', 'date_of_birth', `${p.dob.y}-${String(p.dob.m).padStart(2, '0')}-${String(p.dob.d).padStart(2, '0')}`)}\nUID:${c.neg('uuid')}\nEND:VCARD\n`;
  },
};
