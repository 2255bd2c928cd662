// Source code in many languages with hard-coded credentials and personal test fixtures.
import { lab, neg, enc } from './ctx.mjs';
import { nameL, emailL, phoneL, addrL, idL, anyId } from './person.mjs';
import { token, jwt, webhook, pem, password, pwL, connString } from './secrets.mjs';
import { cardL, walletL } from './t_human.mjs';

const apiKey = (r) => token(r, r.pick(['stripe_secret_key', 'sendgrid_api_key', 'google_api_key', 'openai_api_key', 'anthropic_api_key', 'twilio_api_key', 'github_token', 'gitlab_token', 'slack_token', 'aws_access_key_id', 'mapbox_token', 'huggingface_token']));
/** secret or hard negative, so some snippets are clean */
function sec(c, kind, f) { return c.r.chance(0.18) ? c.N.placeholder(kind) : f(); }
function cm(c, p, e = '') { return c.r.chance(0.55) ? [p, ' ', c.s(c.r.pick(['cmt_creds', 'cmt_contact', 'cmt_test', 'cmt_todo'])), e, '\n'] : ''; }

const LANGS = {
  python: (c, P) => {
    const { r } = c;
    c.add('import paho.mqtt.client as mqtt\nimport psycopg2\n\n', cm(c, '#'));
    c.add('BROKER = "broker.fieldlink.io"\nMQTT_USER = "farm-gw-', String(r.int(1, 99)), '"\nMQTT_PASS = "', sec(c, 'password', () => pwL(password(r, 'random', true))), '"\n');
    c.add('DSN = "', sec(c, 'url', () => connString(r, 'postgres')), '"\n\n');
    c.add('TEST_FARMER = {\n    "name": "', nameL(P), '",\n    "email": "', emailL(P.emailPersonal), '",\n    "phone": "', phoneL(P.mobile), '",\n', r.chance(0.3) ? ['    "payout_wallet": "', walletL(c), '",\n'] : '', '}\n', r.chance(0.3) ? ['INVALID_IBAN = "', c.N.bad_iban(), '"  # must fail mod-97\n'] : '', '\n');
    c.add('client = mqtt.Client(client_id="', c.N.guid(), '")\nclient.username_pw_set(MQTT_USER, MQTT_PASS)\nclient.tls_set()\nclient.connect(BROKER, 8883)\n');
  },
  javascript: (c, P) => {
    const { r } = c;
    c.add("const sgMail = require('@sendgrid/mail');\n", cm(c, '//'), "sgMail.setApiKey('", sec(c, 'api_key', () => token(r, 'sendgrid_api_key')), "');\n\n");
    c.add("async function notifyVet(animalTag) {\n  await sgMail.send({\n    to: '", emailL(P.emailPersonal), "', // ", nameL(P), "\n    from: '", c.roleEmail(), "',\n    subject: `Herd alert ${animalTag}`,\n    text: 'Please call ", phoneL(P.mobile), "',\n  });\n}\nnotifyVet('", c.N.eartag(), "');\n");
  },
  typescript: (c, P) => {
    const { r } = c;
    c.add("import Stripe from 'stripe';\n\n", cm(c, '//'), "const stripe = new Stripe('", sec(c, 'api_key', () => token(r, 'stripe_secret_key')), "', { apiVersion: '2024-06-20' });\n\n");
    c.add('export const member: { name: string; iban: string; email: string } = {\n  name: "', nameL(P), '",\n  iban: "', lab(P.bank.value, P.bank.category, P.bank.type), '",\n  email: "', emailL(P.emailPersonal), '",\n};\n');
    if (r.chance(0.5)) c.add("export const WEBHOOK = '", webhook(r), "';\n");
    if (r.chance(0.4)) c.add("// Stripe test fixtures\nexport const CARD_OK = '", cardL(c), "';\nexport const CARD_BAD_LUHN = '", c.N.bad_card(), "';\n");
  },
  go: (c, P) => {
    const { r } = c;
    c.add('package main\n\nimport (\n\t"database/sql"\n\t_ "github.com/lib/pq"\n)\n\n', cm(c, '//'), 'const dsn = "', sec(c, 'url', () => connString(r, 'postgres')), '"\n\n');
    c.add('var operator = Operator{Name: "', nameL(P), '", Phone: "', phoneL(P.mobile), '", Email: "', c.workEmail(P), '"}\n\nfunc main() {\n\tdb, _ := sql.Open("postgres", dsn)\n\tdefer db.Close()\n}\n');
  },
  java: (c, P) => {
    const { r } = c;
    c.add('package com.plant3.historian;\n\npublic final class Config {\n', cm(c, '    //'), '    public static final String DB_URL = "jdbc:sqlserver://sql-historian.plant3.corp:1433;databaseName=hist";\n    public static final String DB_USER = "hist_rw";\n    public static final String DB_PASSWORD = "', sec(c, 'password', () => pwL(password(r, 'random', true))), '";\n');
    c.add('    public static final String ALERT_CONTACT = "', nameL(P), ' <', c.workEmail(P), '>";\n    public static final String BUILD = "', c.N.version(), '";\n}\n');
  },
  csharp: (c, P) => {
    const { r } = c;
    c.add('using Opc.Ua;\nusing Opc.Ua.Client;\n\nnamespace Plant3.Gateway\n{\n    internal static class Secrets\n    {\n', cm(c, '        //'), '        internal const string OpcUser = "engineer";\n        internal const string OpcPassword = "', sec(c, 'password', () => pwL(password(r, 'random', true))), '";\n        internal const string StorageConn = "', sec(c, 'url', () => connString(r, 'azure')), '";\n');
    c.add('        internal const string OnCall = "', phoneL(P.mobileIntl), '"; // ', nameL(P), '\n    }\n}\n');
  },
  rust: (c, P) => {
    const { r } = c;
    c.add('use rumqttc::{MqttOptions, QoS};\n\n', cm(c, '//'), 'const MQTT_PASSWORD: &str = "', sec(c, 'password', () => pwL(password(r, 'random', true))), '";\nconst OWNER_EMAIL: &str = "', emailL(P.emailPersonal), '";\n\nfn main() {\n    let mut opts = MqttOptions::new("', c.N.guid(), '", "broker.fieldlink.io", 8883);\n    opts.set_credentials("gateway", MQTT_PASSWORD);\n}\n');
  },
  ruby: (c, P) => {
    const { r } = c;
    c.add("require 'twilio-ruby'\n\n", cm(c, '#'), "client = Twilio::REST::Client.new('AC", r.hex(32), "', '", sec(c, 'api_key', () => token(r, 'twilio_auth_token')), "')\nclient.messages.create(\n  from: '", c.bizPhone(), "',\n  to: '", phoneL(P.mobileIntl), "', # ", nameL(P), "\n  body: 'Milk collection tomorrow 06:00'\n)\n");
  },
  php: (c, P) => {
    const { r } = c; const id = anyId(P);
    c.add("<?php\n", cm(c, '//'), "$pdo = new PDO('mysql:host=mysql.coop-grain.lan;dbname=coop', 'coop_portal', '", sec(c, 'password', () => pwL(password(r, 'random', true))), "');\n$member = [\n    'name' => '", enc(nameL(P), 'sql'), "',\n    'address' => '", enc(addrL(P.address[0]), 'sql'), "',\n");
    if (id) c.add("    'tax_no' => '", idL(id), "',\n");
    c.add("];\n$stmt = $pdo->prepare('INSERT INTO members (name, address) VALUES (?, ?)');\n");
  },
  kotlin: (c, P) => {
    const { r } = c;
    c.add('object ApiKeys {\n', cm(c, '    //'), '    const val MAPS = "', sec(c, 'api_key', () => token(r, 'google_api_key')), '"\n    const val BACKEND_JWT = "', jwt(r), '"\n}\n\nval demoFarmer = Farmer(name = "', nameL(P), '", phone = "', phoneL(P.mobile), '")\n');
  },
  swift: (c, P) => {
    const { r } = c;
    c.add('import Foundation\n\n', cm(c, '//'), 'let openAIKey = "', sec(c, 'api_key', () => token(r, 'openai_api_key')), '"\nlet previewUser = User(name: "', nameL(P), '", email: "', emailL(P.emailPersonal), '")\n');
  },
  cpp: (c, P) => {
    const { r } = c;
    c.add('#include <WiFi.h>\n#include <PubSubClient.h>\n\n', cm(c, '//'), 'const char* WIFI_SSID = "Stall-', String(r.int(1, 5)), '";\nconst char* WIFI_PASS = "', sec(c, 'password', () => pwL(password(r, 'human', true), 'wifi_password')), '";\nconst char* MQTT_USER = "silo-node-', String(r.int(1, 40)), '";\nconst char* MQTT_PASS = "', sec(c, 'password', () => pwL(password(r, 'random', true))), '";\n// alarm SMS -> ', phoneL(P.mobileIntl), '\n\nvoid setup() {\n  WiFi.begin(WIFI_SSID, WIFI_PASS);\n}\n');
  },
  bash: (c, P) => {
    const { r } = c;
    c.add('#!/usr/bin/env bash\nset -euo pipefail\n', cm(c, '#'), 'export PGPASSWORD=', sec(c, 'password', () => pwL(password(r, 'random', true))), '\npg_dump -h db.farmnet.internal -U herdbook herdbook | gzip > /backup/herdbook-$(date +%F).sql.gz\ncurl -s -X POST -H "Content-Type: application/json" -d \'{"text":"backup done"}\' ', sec(c, 'webhook', () => webhook(r, 'slack')), '\n# on failure call ', nameL(P), ' ', phoneL(P.mobile), '\n');
  },
  powershell: (c, P) => {
    const { r } = c;
    c.add('$ErrorActionPreference = "Stop"\n', cm(c, '#'), '$secure = ConvertTo-SecureString "', sec(c, 'password', () => pwL(password(r))), '" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ("PLANT3\\svc_wincc", $secure)\nSend-MailMessage -To "', c.workEmail(P), '" -From "', c.roleEmail(), '" -Subject "WinCC backup" -SmtpServer smtp.plant3.corp -Credential $cred\n');
  },
  r: (c, P) => {
    const { r } = c;
    c.add('library(DBI)\n', cm(c, '#'), 'con <- dbConnect(RPostgres::Postgres(), host = "lims-db.lab.local", dbname = "trial", user = "stat", password = "', sec(c, 'password', () => pwL(password(r, 'random', true))), '")\n# PI: ', nameL(P), ', ', c.workEmail(P), '\nplots <- dbGetQuery(con, "SELECT * FROM plots WHERE season = 2025")\n');
  },
  matlab: (c, P) => {
    const { r } = c;
    c.add('% spectrometer export script\n', cm(c, '%'), "conn = database('lims', 'lims_ro', '", sec(c, 'password', () => pwL(password(r, 'random', true))), "');\noperator = '", nameL(P), "';\ndata = fetch(conn, 'SELECT * FROM nir_scans');\n");
  },
  st: (c, P) => {
    const { r } = c;
    c.add('(* IEC 61131-3 Structured Text — grain dryer *)\n', cm(c, '//'), 'VAR_GLOBAL CONSTANT\n    HMI_ADMIN_PW : STRING := \'', sec(c, 'password', () => pwL(password(r, 'pin'))), '\';\n    MAINT_PHONE  : STRING := \'', phoneL(P.mobile), '\';\nEND_VAR\n\nIF rTempDryer > 85.0 THEN\n    bAlarm := TRUE;\nEND_IF;\n');
  },
  lua: (c, P) => {
    const { r } = c;
    c.add('-- node-mcu soil sensor\n', cm(c, '--'), 'local cfg = {\n  ssid = "Feld-Nord",\n  psk = "', sec(c, 'password', () => pwL(password(r, 'human', true), 'wifi_password')), '",\n  api_key = "', sec(c, 'api_key', () => token(r, 'datadog_api_key')), '",\n  owner = "', nameL(P), '",\n}\n');
  },
  scala: (c, P) => {
    const { r } = c;
    c.add('object KafkaSettings {\n', cm(c, '  //'), '  val saslJaas = "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"telemetry\\" password=\\"', sec(c, 'password', () => pwL(password(r, 'random', true))), '\\";"\n  val owner = "', c.workEmail(P), '"\n}\n');
  },
  julia: (c, P) => {
    const { r } = c;
    c.add('using HTTP, JSON3\n', cm(c, '#'), 'const HF_TOKEN = "', sec(c, 'api_key', () => token(r, 'huggingface_token')), '"\nheaders = ["Authorization" => "Bearer $HF_TOKEN"]\n# contact: ', nameL(P), '\n');
  },
};
export const CODE_LANGS = Object.keys(LANGS);
export function code(c) {
  const lang = c.r.pick(CODE_LANGS); c.codeLang = lang;
  const P = c.person();
  LANGS[lang](c, P);
  if (c.r.chance(0.25)) c.add('\n', c.r.pick(['# ', '// ', '-- ']), 'build ', c.N.short_sha(), ' ', c.N.version(), '\n');
}
