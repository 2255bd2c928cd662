// Machine output and terminals: logs of several formats, stack traces, git log, shell history.

const pad = (n) => String(n).padStart(2, '0');

export const logKinds = {
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

  git_log(c, d) {
    const { r } = c;
    for (let i = r.int(2, 5); i > 0; i--) {
      const p = c.person();
      d.w`commit ${c.neg('git_sha')}\nAuthor: ${c.name(p)} <${c.email(p)}>\nDate:   ${r.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} Nov ${r.int(1, 28)} ${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))} 2026 +0100\n\n    ${r.pick(['Fix rounding in invoice totals', 'Bump deps', 'Remove leaked key from config', 'Merge branch main'])} (${c.neg('version')})\n\n`;
    }
  },

  shell_history(c, d) {
    const { r } = c;
    let n = 0;
    const num = () => String(++n + r.int(100, 900)).padStart(5, ' ');
    d.w`${num()}  git clone ${c.neg('git_remote')} && cd billing-api\n${num()}  npm i ${c.neg('pkg_spec')}\n${num()}  mysql -u root -p'${c.pw({ noSpace: true, noQuote: true })}' -h ${c.neg('private_ip')} crm\n`;
    d.w`${num()}  export GITHUB_TOKEN=${c.apiKey('github_pat')}\n${num()}  psql "${c.conn('postgres')}"\n`;
    d.w`${num()}  ssh deploy@${c.ip(false)}\n${num()}  git checkout ${c.neg('short_sha')}\n${num()}  htpasswd -b /etc/nginx/.htpasswd admin ${c.pw({ noSpace: true })}\n`;
    if (r.chance(0.6)) d.w`${num()}  echo '${c.pkey()}' > ~/.ssh/id_deploy\n`;
  },

  terminal_session(c, d) {
    const { r } = c;
    const user = r.pick(['deploy', 'ubuntu', 'ops']), host = r.pick(['build-01', 'bastion', 'runner-7']);
    d.w`${user}@${host}:~$ ls ~/.ssh\nauthorized_keys  id_ed25519  id_ed25519.pub  known_hosts\n${user}@${host}:~$ cat ~/.ssh/id_ed25519.pub\n${c.neg('ssh_public_key')}\n`;
    d.w`${user}@${host}:~$ cat ~/.ssh/id_ed25519\n${c.pkey('openssh')}\n${user}@${host}:~$ sha256sum backup.tar.gz\n${c.neg('sha256')}  backup.tar.gz\n`;
  },
};
