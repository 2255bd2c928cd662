// Source code and developer traces: code in several languages, shell history, curl commands,
// notebooks and diffs, where secrets sit next to hashes, versions and placeholders.

import { f, L, N, join } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { COMPANIES, anyone } from './common.mjs';

export const source_python = {
  kind: 'source_python',
  make(r) {
    const p = anyone(r), c = r.pick(COMPANIES);
    const body = f`"""Nightly sync of ${c.name} contacts into the warehouse."""
import hashlib
import io
import os

import paramiko
import psycopg2
import requests

API_BASE = "https://api.${c.domain}/v3"
API_KEY = os.environ.get("CRM_API_KEY", "${v.apiKeyL(r, r.pick(['generic_hex', 'mailgun', 'sendgrid', 'twilio']))}")  # TODO remove fallback
SEED_HASH = "${v.sha256N(r)}"
conn = psycopg2.connect(host="${v.privateIpN(r)}", dbname="crm", user="etl", password="${v.pwL(r, { plain: true, spaces: false })}")

TEST_CONTACT = {
    "name": "${v.nameL(p, 'latin')}",
    "email": "${v.emailL(p.email)}",
    "phone": "${v.phoneL(p)}",
}
PLACEHOLDER = {"email": "${v.docEmailN(r)}", "token": "${v.placeholderN(r)}"}
${r.chance(0.5) ? f`\n# SFTP drop for the partner export (key pasted here until the vault is set up)\nSFTP_KEY = paramiko.RSAKey.from_private_key(io.StringIO(\"\"\"${v.pkL(r, 'RSA')}\"\"\"))\n` : ''}


def fetch(page: int) -> list[dict]:
    resp = requests.get(f"{API_BASE}/contacts?page={page}", headers={"X-Api-Key": API_KEY}, timeout=30)
    resp.raise_for_status()
    return resp.json()["items"]


def fingerprint(row: dict) -> str:
    return hashlib.sha1(row["email"].encode()).hexdigest()  # e.g. ${v.gitShaN(r, false)}
`;
    return { language: 'en', body };
  },
};

export const source_js = {
  kind: 'source_js',
  make(r) {
    const p = anyone(r);
    const body = f`// payments/client.ts
import Stripe from 'stripe';
import { createHash } from 'node:crypto';

const stripe = new Stripe(process.env.STRIPE_KEY ?? '${v.apiKeyL(r, 'stripe_secret')}', { apiVersion: '2024-06-20' });
const firebaseConfig = {
  apiKey: '${v.apiKeyL(r, 'google_api_key')}',
  projectId: 'kestrel-pay-prod',
  appId: '1:${N('firebase_app_id', r.digits(12))}:web:${r.hex(22)}',
};

export const fixtures = [
  { id: '${v.uuidN(r)}', name: '${v.nameL(p, 'latin')}', email: '${v.emailL(p.email)}', card: '${v.testCardN(r)}' },
  { id: '${v.uuidN(r)}', name: 'Test User', email: '${v.docEmailN(r)}', card: '${v.testCardN(r)}' },
];

const WEBHOOK_SECRET = '${L('api_key', 'webhook_secret', 'whsec_' + r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 32))}';
const ASSET = '${v.pathTokenN(r)}';
export const etag = (b: Buffer) => createHash('md5').update(b).digest('hex'); // "${v.md5N(r)}"
`;
    return { language: 'en', body };
  },
};

export const source_go_java = {
  kind: 'source_go_java',
  make(r) {
    const go = r.chance(0.5);
    const body = go
      ? f`package main

import (
	"database/sql"
	_ "github.com/lib/pq"
)

const dsn = "${v.connL(r)}"
const buildID = "${v.gitShaN(r, false)}"

var privKey = []byte(\`${v.pkL(r, r.pick(['EC', 'RSA', 'PKCS8']))}\`)

var pubKey = []byte(\`${v.publicKeyN(r)}\`)

func open() (*sql.DB, error) { return sql.Open("postgres", dsn) }
`
      : f`package com.kestrelpay.ledger;

public final class Settings {
    public static final String DB_URL = "${v.connL(r)}";
    public static final String DB_PASSWORD = "${v.pwL(r, { plain: true, spaces: false })}";
    public static final String MAILGUN_KEY = "${v.apiKeyL(r, 'mailgun')}";
    public static final String TWILIO_KEY = "${v.apiKeyL(r, 'twilio')}";
    public static final String SCHEMA_VERSION = "${v.versionN(r)}";
    public static final String TRACE_SALT = "${v.hexBlobN(r)}";
    private Settings() {}
}
`;
    return { language: 'en', body };
  },
};

export const shell_history = {
  kind: 'shell_history',
  make(r) {
    const c = r.pick(COMPANIES), p = anyone(r);
    const cmds = [
      f`ssh deploy@${v.ipL(r, false)}`,
      f`git clone ${v.nonEmailAtN(r)}`,
      f`mysql -h ${v.privateIpN(r)} -u root -p'${v.pwL(r, { spaces: r.chance(0.4), plain: true })}' shop`,
      f`export GITHUB_TOKEN=${v.apiKeyL(r, 'github_pat')}`,
      f`psql "${v.connL(r)}" -c 'select count(*) from orders'`,
      f`git log --oneline | head   # ${v.gitShaN(r)}`,
      f`docker login -u ci --password ${v.pwL(r, { spaces: false, plain: true })} registry.${c.domain}`,
      f`aws configure set aws_secret_access_key ${v.apiKeyL(r, 'aws_secret_access_key')}`,
      f`sha256sum release.tar.gz   # ${v.sha256N(r)}`,
      f`echo "${v.pwL(r, { spaces: false, plain: true })}" | sudo -S systemctl restart nginx`,
      f`htpasswd -b /etc/nginx/.htpasswd ${v.nameL(p, 'given', true)} ${v.pwL(r, { spaces: false, plain: true })}`,
      f`npm i ${v.nonEmailAtN(r)}`,
      f`kubectl create secret generic mailer --from-literal=SMTP_PASSWORD='${v.pwL(r, { plain: true })}'`,
      f`cat ~/.ssh/id_ed25519.pub`,
      f`openssl rand -hex 32`,
      f`ls -la /var/backups/${v.timestampN(r)}`,
    ];
    const picked = r.sample(cmds, r.int(8, cmds.length));
    const body = f`${picked.map((cmd, i) => f`${String(r.int(100, 999) + i).padStart(5, ' ')}  ${cmd}\n`)}`;
    return { language: 'en', body };
  },
};

export const curl_commands = {
  kind: 'curl_commands',
  make(r) {
    const c = r.pick(COMPANIES), p = anyone(r);
    const body = f`# reproduce the 401 from the ticket
curl -sS https://api.${c.domain}/v1/me \\
  -H "Authorization: Bearer ${v.tokenL(r)}" \\
  -H "X-Request-Id: ${v.uuidN(r)}"

curl -u ${r.pick(['admin', 'api', 'ops'])}:${v.pwL(r, { spaces: false, plain: true })} https://jenkins.${c.domain}/job/deploy/build

curl https://api.openai.com/v1/chat/completions -H "Authorization: Bearer ${v.apiKeyL(r, 'openai')}" -d '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"Summarise the complaint from ${v.nameL(p, 'latin')} (${v.emailL(p.email)})"}]}'

curl -X POST https://api.${c.domain}/v1/sms -d to=${L('phone', p.cc.toLowerCase(), p.phone.replace(/[^\d+]/g, ''))} -d body="code ${r.digits(6)}"

# docs example, harmless:
curl -H "x-api-key: ${v.placeholderN(r)}" https://api.${c.domain}/v1/ping
`;
    return { language: 'en', body };
  },
};

export const notebook = {
  kind: 'notebook',
  make(r) {
    const rows = Array.from({ length: r.int(3, 6) }, () => anyone(r));
    const key = v.apiKeyL(r, r.pick(['openai', 'huggingface', 'anthropic']));
    const body = f`{
 "cells": [
  { "cell_type": "markdown", "source": ["# Churn model — exploratory\\n", "Data pulled ${v.dateN(r, 'en')}"] },
  { "cell_type": "code", "execution_count": ${r.int(1, 40)}, "source": ["import pandas as pd\\n", "API_KEY = \\"${key}\\"\\n", "df = pd.read_parquet('s3://lake/churn/${v.md5N(r)}.parquet')\\n", "df.head()"],
   "outputs": [{ "output_type": "execute_result", "data": { "text/plain": [
     "   name  email  birth_date  churned\\n",
${join(rows.map((p, i) => f`     "${i}  ${v.nameL(p, 'latin')}  ${v.emailL(p.email)}  ${L('date_of_birth', 'dob', `${p.birth.y}-${String(p.birth.m).padStart(2, '0')}-${String(p.birth.d).padStart(2, '0')}`)}  ${r.int(0, 1)}\\n"`), ',\n')}
   ] } }] },
  { "cell_type": "code", "execution_count": ${r.int(41, 80)}, "source": ["model.fit(X, y)  # seed ${v.hexBlobN(r)}"] }
 ],
 "metadata": { "kernelspec": { "name": "python3" } }, "nbformat": 4
}
`;
    return { language: 'en', body };
  },
};

/** A key as a deleted file in a diff: every line carries the '-' marker, so the label is soft. */
function diffKey(r) {
  const key = v.pkL(r, r.pick(['RSA', 'OPENSSH'])).text;
  return L('private_key', 'pem_in_diff', key.split('\n').join('\n-'), true);
}

export const git_diff = {
  kind: 'git_diff',
  make(r) {
    const p = anyone(r);
    const body = f`commit ${v.gitShaN(r, false)}
Author: ${v.nameL(p, 'latin')} <${v.emailL(p.email)}>
Date:   ${v.timestampN(r)}

    move credentials to the vault (finally)

diff --git a/config/settings.yml b/config/settings.yml
index ${v.gitShaN(r, true)}..${v.gitShaN(r, true)} 100644
--- a/config/settings.yml
+++ b/config/settings.yml
@@ -12,9 +12,9 @@ database:
   host: ${v.privateIpN(r)}
   user: app
-  password: ${v.pwL(r, { spaces: false })}
+  password: ${v.placeholderN(r)}
 mail:
-  api_key: ${v.apiKeyL(r, r.pick(['sendgrid', 'mailgun']))}
+  api_key: \${MAIL_API_KEY}
 integrity: ${v.sha256N(r)}
diff --git a/keys/deploy.pem b/keys/deploy.pem
deleted file mode 100644
--- a/keys/deploy.pem
+++ /dev/null
@@ -1,1 +0,0 @@
-${diffKey(r)}
`;
    return { language: 'en', body };
  },
};

export const terminal_session = {
  kind: 'terminal_session',
  make(r) {
    const c = r.pick(COMPANIES), p = anyone(r);
    const user = r.pick(['ubuntu', 'deploy', 'ec2-user', 'ops']);
    const prompt = f`${N('not_an_email', `${user}@${r.pick(['bastion', 'web-01', 'ci-runner-3'])}`)}:~$ `;
    const body = f`${prompt}ls -la ~/.ssh
total 24
-rw------- 1 ${user} ${user}  ${r.int(400, 3400)} ${r.pick(['Mar', 'Oct'])} ${r.int(1, 28)} 09:${r.int(10, 59)} id_ed25519
-rw-r--r-- 1 ${user} ${user}   ${r.int(90, 120)} ${r.pick(['Mar', 'Oct'])} ${r.int(1, 28)} 09:${r.int(10, 59)} id_ed25519.pub
${prompt}cat ~/.ssh/id_ed25519
${v.pkL(r, 'OPENSSH')}
${prompt}env | grep -i -E 'token|key|pass'
GITHUB_TOKEN=${v.apiKeyL(r, 'github_pat')}
PGPASSWORD=${v.pwL(r, { spaces: false })}
GPG_KEY_ID=${N('key_id', r.hex(16).toUpperCase())}
HISTFILE_HASH=${v.md5N(r)}
${prompt}kubectl get secret mailer -o jsonpath='{.data.SMTP_PASSWORD}' | base64 -d
${v.pwL(r, { spaces: false })}
${prompt}git config user.email
${v.emailL(p.email)}
${prompt}uname -a
Linux ${r.pick(['bastion', 'web-01'])} 6.8.0-${r.int(30, 60)}-generic #${r.int(30, 70)}-Ubuntu SMP x86_64 GNU/Linux
`;
    return { language: 'en', body };
  },
};
