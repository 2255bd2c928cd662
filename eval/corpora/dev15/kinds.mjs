// Document kinds: developer artefacts rendered from a plan of labelled values and negatives.
import { A, b64, hexOf, jsonEsc } from './core.mjs';
import { LOCALE } from './locales.mjs';

// ---------- key naming ----------
const words = (k) => k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
export const K = {
  upper: (k) => words(k).join('_').toUpperCase(), snake: (k) => words(k).join('_'), kebab: (k) => words(k).join('-'), dot: (k) => words(k).join('.'),
  camel: (k) => words(k).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join(''), pascal: (k) => words(k).map((w) => w[0].toUpperCase() + w.slice(1)).join(''),
};

// ---------- presentation of a value (label or negative) ----------
// Returns pieces (strings, value objects, nested arrays). Value objects are copied when transformed.
function tf(v, value, enc) { return { ...v, value, encoding: v.encoding ? v.encoding + '+' + enc : enc }; }
export function present(ctx, v, o = {}) {
  const out = present0(ctx, v, o);
  if (!o.json2) return out;
  return out.map((x) => (typeof x === 'string' ? jsonEsc(x) : jsonEsc(x.value) === x.value ? x : tf(x, jsonEsc(x.value), 'json_escaped')));
}
function present0(ctx, v, o) {
  const r = ctx.rng; let x = v;
  const ml = x.value.includes('\n');
  if (ml) {
    const m = o.ml || 'escape';
    if (m === 'escape') x = tf(x, x.value.replace(/\n/g, '\\n'), 'escaped_newlines');
    else if (m === 'collapse') x = tf(x, x.value.replace(/\n/g, ' '), 'collapsed');
    else if (m.startsWith('indent:')) x = tf(x, x.value.replace(/\n/g, '\n' + m.slice(7)), 'indented');
    else if (m === 'json') x = tf(x, jsonEsc(x.value), 'json_escaped');
    else if (m === 'b64') x = tf(x, b64(x.value), 'base64');
    // 'raw' keeps newlines
    if (o.xml && /[&<>]/.test(x.value)) x = tf(x, x.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'), 'xml_escaped');
    return [x];
  }
  if (!v.neg && o.enc !== false && !o.noEnc) {
    const roll = r.f();
    if (roll < 0.05 && v.cat !== 'person_name' && v.cat !== 'address') return [tf(x, b64(x.value), 'base64')];
    if (roll < 0.075 && ['api_key', 'access_token', 'password', 'credit_card'].includes(v.cat)) return [tf(x, hexOf(x.value), 'hex')];
    if (roll < 0.16 && o.concat && x.value.length > 16 && ['api_key', 'access_token', 'password', 'connection_string'].includes(v.cat)) {
      const cut = r.int(4, x.value.length - 4); const [q, j0] = o.concat; // quote char, joiner
      const j = r.chance(0.4) ? j0.trimEnd() + '\n        ' : j0; // sometimes split over two lines
      return [tf(x, x.value.slice(0, cut) + q + j + q + x.value.slice(cut), 'concatenated')];
    }
    if (roll < 0.24 && !o.xml && ['api_key', 'access_token'].includes(v.cat) && !x.value.includes('&')) {
      const host = r.pick(['https://maps.googleapis.com/maps/api/geocode/json?address=Main+St&key=', 'https://api.vendor-gateway.com/v1/orders?limit=50&api_key=', 'https://hooks.internal.acme-corp.net/notify?token=', 'wss://stream.shopline.io/socket?access_token=']);
      return [host, x, r.pick(['', '&format=json', '&page=2'])];
    }
  }
  if (o.json) { const e = jsonEsc(x.value); if (e !== x.value) x = tf(x, e, 'json_escaped'); }
  else if (o.xml && /[&<>]/.test(x.value)) x = tf(x, x.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'), 'xml_escaped');
  else if (x.value.includes('"')) x = tf(x, x.value.replace(/"/g, '\\"'), 'escaped_quotes');
  return [x];
}

// ---------- syntaxes for key/value lines ----------
const Q = (q, ...p) => [q, ...p, q];
export const SYN = {
  env: { key: K.upper, cm: '#', line(ctx, k, v) { const r = ctx.rng; const q = r.pick(['', '"', "'", '"']); return [r.chance(0.25) ? 'export ' : '', k, '=', Q(q, present(ctx, v, { ml: q === "'" || q === '' ? 'escape' : r.pick(['escape', 'raw']) }))]; } },
  yaml: { key: K.snake, cm: '#', line(ctx, k, v, ind = '') { const r = ctx.rng; if (v.value.includes('\n')) return [k, ': |\n', ind + '  ', present(ctx, v, { ml: 'indent:' + ind + '  ' })]; let q = r.pick(['', '"', "'"]); if (q === '' && !/^[A-Za-z0-9][^#:]*$/.test(v.value)) q = '"'; if (q === "'" && v.value.includes("'")) q = '"'; return [k, ': ', Q(q, present(ctx, v, { json: q === '"' }))]; } },
  toml: { key: K.snake, cm: '#', line(ctx, k, v) { if (v.value.includes('\n')) return [k, ' = """\n', present(ctx, v, { ml: 'raw' }), '"""']; const q = ctx.rng.pick(['"', "'"]); return [k, ' = ', Q(q, present(ctx, v, {}))]; } },
  ini: { key: K.snake, cm: ';', line(ctx, k, v) { return [k, ctx.rng.pick([' = ', '=']), present(ctx, v, { ml: 'escape' })]; } },
  properties: { key: K.dot, cm: '#', line(ctx, k, v) { return [k, ctx.rng.pick(['=', ' = ', ': ']), present(ctx, v, { ml: 'escape' })]; } },
  xml: { key: K.camel, cm: null, line(ctx, k, v) { return ctx.rng.chance(0.5) ? ['<add key="', k, '" value="', present(ctx, v, { ml: 'escape', xml: true }), '" />'] : ['<', k, '>', present(ctx, v, { ml: 'raw', xml: true }), '</', k, '>']; } },
  json: { key: K.camel, cm: null, line(ctx, k, v) { return ['"', k, '": "', present(ctx, v, { ml: 'json', json: true }), '"']; } },
  json5: { key: K.camel, cm: '//', line(ctx, k, v) { return [k, ": '", present(ctx, v, { ml: 'escape' }), "'"]; } },
  hcl: { key: K.snake, cm: '#', line(ctx, k, v) { if (v.value.includes('\n')) return [k, ' = <<EOT\n', present(ctx, v, { ml: 'raw' }), '\nEOT']; return [k, ' = "', present(ctx, v, {}), '"']; } },
  python: { key: K.upper, cm: '#', line(ctx, k, v) { if (v.value.includes('\n')) return [k, ' = """', present(ctx, v, { ml: 'raw' }), '"""']; const q = ctx.rng.pick(['"', "'"]); return [k, ' = ', Q(q, present(ctx, v, { concat: [q, ctx.rng.pick([' ', ' + '])] }))]; } },
  js: { key: K.camel, cm: '//', line(ctx, k, v) { const d = ctx.rng.pick(['const ', 'export const ', 'let ']); if (v.value.includes('\n')) return [d, k, ' = `', present(ctx, v, { ml: 'raw' }), '`;']; const q = ctx.rng.pick(['"', "'", '`']); return [d, k, ' = ', Q(q, present(ctx, v, { concat: q === '`' ? null : [q, ' + '] })), ';']; } },
  ts: { key: K.camel, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['export const ', k, ': string = `', present(ctx, v, { ml: 'raw' }), '`;']; const q = ctx.rng.pick(['"', "'"]); return ['export const ', k, ': string = ', Q(q, present(ctx, v, { concat: [q, ' + '] })), ';']; } },
  go: { key: K.camel, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['\t', k, ' = `', present(ctx, v, { ml: 'raw' }), '`']; return ['\t', k, ' = "', present(ctx, v, { concat: ['"', ' + '] }), '"']; } },
  java: { key: K.upper, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['    private static final String ', k, ' = """\n', present(ctx, v, { ml: 'raw' }), '""";']; return ['    private static final String ', k, ' = "', present(ctx, v, { concat: ['"', ' + '] }), '";']; } },
  kotlin: { key: K.camel, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['    const val ', k, ' = """', present(ctx, v, { ml: 'raw' }), '"""']; return ['    const val ', k, ' = "', present(ctx, v, { concat: ['"', ' + '] }), '"']; } },
  csharp: { key: K.pascal, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['        private const string ', k, ' = @"', present(ctx, v, { ml: 'raw' }), '";']; return ['        private const string ', k, ' = "', present(ctx, v, { concat: ['"', ' + '] }), '";']; } },
  php: { key: K.upper, cm: '//', line(ctx, k, v) { const q = ctx.rng.pick(["'", '"']); return ctx.rng.chance(0.5) ? ["define('", k, "', ", Q(q, present(ctx, v, { ml: 'escape', concat: [q, ' . '] })), ');'] : ["$config['", K.snake(k), "'] = ", Q(q, present(ctx, v, { ml: 'escape', concat: [q, ' . '] })), ';']; } },
  ruby: { key: K.upper, cm: '#', line(ctx, k, v) { if (v.value.includes('\n')) return [k, ' = <<~KEY\n', present(ctx, v, { ml: 'raw' }), '\nKEY']; const q = ctx.rng.pick(["'", '"']); return [k, ' = ', Q(q, present(ctx, v, { concat: [q, ' + '] })), ctx.rng.chance(0.4) ? '.freeze' : '']; } },
  rust: { key: K.upper, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['const ', k, ': &str = r#"', present(ctx, v, { ml: 'raw' }), '"#;']; return ['const ', k, ': &str = "', present(ctx, v, {}), '";']; } },
  swift: { key: K.camel, cm: '//', line(ctx, k, v) { if (v.value.includes('\n')) return ['    static let ', k, ' = """\n', present(ctx, v, { ml: 'raw' }), '\n"""']; return ['    static let ', k, ' = "', present(ctx, v, { concat: ['"', ' + '] }), '"']; } },
  shell: { key: K.upper, cm: '#', line(ctx, k, v) { if (v.value.includes('\n')) return ['cat > ~/.secrets/', K.snake(k), " <<'EOF'\n", present(ctx, v, { ml: 'raw' }), '\nEOF']; const q = ctx.rng.pick(['"', "'", '']); return ['export ', k, '=', Q(q, present(ctx, v, {}))]; } },
  powershell: { key: K.pascal, cm: '#', line(ctx, k, v) { if (v.value.includes('\n')) return ['$', k, " = @'\n", present(ctx, v, { ml: 'raw' }), "\n'@"]; return ctx.rng.chance(0.5) ? ['$env:', K.upper(k), ' = "', present(ctx, v, {}), '"'] : ['$', k, " = '", present(ctx, v, { concat: ["'", ' + '] }), "'"]; } },
  systemd: { key: K.upper, cm: '#', line(ctx, k, v) { return ['Environment="', k, '=', present(ctx, v, { ml: 'escape', noEnc: true }), '"']; } },
  makefile: { key: K.upper, cm: '#', line(ctx, k, v) { return [k, ctx.rng.pick([' ?= ', ' := ', ' = ']), present(ctx, v, { ml: 'escape' })]; } },
  dockerfile: { key: K.upper, cm: '#', line(ctx, k, v) { return [ctx.rng.pick(['ENV ', 'ARG ']), k, '=', Q(ctx.rng.pick(['', '"']), present(ctx, v, { ml: 'escape' }))]; } },
  nginx: { key: K.snake, cm: '#', line(ctx, k, v) { return ['    set $', k, ' "', present(ctx, v, { ml: 'escape' }), '";']; } },
  apache: { key: K.upper, cm: '#', line(ctx, k, v) { return ['    SetEnv ', k, ' "', present(ctx, v, { ml: 'escape' }), '"']; } },
  plist: { key: K.pascal, cm: null, line(ctx, k, v) { return ['\t<key>', k, '</key>\n\t<string>', present(ctx, v, { ml: 'raw', xml: true }), '</string>']; } },
};
const COMMENT_OPEN = { xml: ['<!-- ', ' -->'], json: null, plist: ['<!-- ', ' -->'] };
export function comment(syn, text) { const s = SYN[syn]; if (s.cm) return `${s.cm} ${text}`; const c = COMMENT_OPEN[syn]; return c ? c[0] + text + c[1] : null; }

// ---------- record (person row) renderers ----------
function fieldKey(e, style) { return (K[style] || K.snake)(e.key); }
const recSyn = {
  python: (ctx, rec) => ['    {', sepJoin(rec.map((e) => ['"', fieldKey(e, 'snake'), '": "', present(ctx, e, { ml: 'escape', json: true }), '"']), ', '), '},'],
  js: (ctx, rec) => ['  {', sepJoin(rec.map((e) => [' ', fieldKey(e, 'camel'), ": '", present(ctx, e, { ml: 'escape' }), "'"]), ','), ' },'],
  ts: (ctx, rec) => ['  {', sepJoin(rec.map((e) => [' ', fieldKey(e, 'camel'), ': "', present(ctx, e, { ml: 'escape', json: true }), '"']), ','), ' },'],
  go: (ctx, rec) => ['\t{', sepJoin(rec.map((e) => [fieldKey(e, 'pascal'), ': "', present(ctx, e, { ml: 'escape', json: true }), '"']), ', '), '},'],
  java: (ctx, rec) => ['        Customer.builder()', rec.map((e) => ['\n            .', fieldKey(e, 'camel'), '("', present(ctx, e, { ml: 'escape', json: true }), '")']), '\n            .build(),'],
  kotlin: (ctx, rec) => ['    Customer(', sepJoin(rec.map((e) => [fieldKey(e, 'camel'), ' = "', present(ctx, e, { ml: 'escape', json: true }), '"']), ', '), '),'],
  csharp: (ctx, rec) => ['            new Customer {', sepJoin(rec.map((e) => [' ', fieldKey(e, 'pascal'), ' = "', present(ctx, e, { ml: 'escape', json: true }), '"']), ','), ' },'],
  php: (ctx, rec) => ['    [', sepJoin(rec.map((e) => ["'", fieldKey(e, 'snake'), "' => '", present(ctx, e, { ml: 'escape' }), "'"]), ', '), '],'],
  ruby: (ctx, rec) => ['  create(:customer, ', sepJoin(rec.map((e) => [fieldKey(e, 'snake'), ": '", present(ctx, e, { ml: 'escape' }), "'"]), ', '), ')'],
  rust: (ctx, rec) => ['    Customer {', sepJoin(rec.map((e) => [' ', fieldKey(e, 'snake'), ': "', present(ctx, e, { ml: 'escape', json: true }), '".into()']), ','), ' },'],
  swift: (ctx, rec) => ['    Customer(', sepJoin(rec.map((e) => [fieldKey(e, 'camel'), ': "', present(ctx, e, { ml: 'escape', json: true }), '"']), ', '), '),'],
  json: (ctx, rec) => ['    {', sepJoin(rec.map((e) => ['"', fieldKey(e, 'snake'), '": "', present(ctx, e, { ml: 'json', json: true }), '"']), ', '), '}'],
  yaml: (ctx, rec) => sepJoin(rec.map((e, i) => [i ? '    ' : '  - ', fieldKey(e, 'snake'), ': ', Q(ctx.rng.pick(['', '"']), present(ctx, e, { ml: 'escape', json: true }))]), '\n'),
};
function sepJoin(arr, sep) { const out = []; arr.forEach((a, i) => { if (i) out.push(sep); out.push(a); }); return out; }

// ---------- helpers for assembling ----------
const nl = (arr) => sepJoin(arr, '\n');
function kvBlock(ctx, syn, entries, ind = '') { return nl(entries.map((e) => [ind, SYN[syn].line(ctx, SYN[syn].key(e.key), e, ind)])); }
function ocomment(ctx, syn) { const d = LOCALE[ctx.lang]; const c = comment(syn, ctx.rng.pick(d.comment)); return c ? [c, '\n'] : []; }
function mixAll(ctx) { return ctx.rng.shuffle([...ctx.kv, ...ctx.negs]); }
function flatRecs(ctx) { return ctx.records.flatMap((rec, i) => rec.map((e) => ({ ...e, key: (ctx.records.length > 1 ? `customer_${i + 1}_` : 'customer_') + e.key }))); }

// ---------- kinds ----------
const CODE = {
  python: { ext: 'py', head: (c) => ['import os\nimport requests\n\n'], rec: ['CUSTOMERS = [\n', ']\n'] },
  js: { ext: 'js', head: () => ["'use strict';\nconst axios = require('axios');\n\n"], rec: ['const customers = [\n', '];\n'] },
  ts: { ext: 'ts', head: () => ["import { Client } from './client';\n\n"], rec: ['export const customers: Customer[] = [\n', '];\n'] },
  go: { ext: 'go', head: () => ['package config\n\nconst (\n'], tail: ')\n', rec: ['var seedCustomers = []Customer{\n', '}\n'] },
  java: { ext: 'java', head: () => ['package com.acme.billing.config;\n\npublic final class Secrets {\n'], tail: '}\n', rec: ['    static final List<Customer> FIXTURES = List.of(\n', '\n    );\n'] },
  kotlin: { ext: 'kt', head: () => ['package com.acme.app\n\nobject BuildSecrets {\n'], tail: '}\n', rec: ['val testCustomers = listOf(\n', ')\n'] },
  csharp: { ext: 'cs', head: () => ['namespace Acme.Payments\n{\n    internal static class Settings\n    {\n'], tail: '    }\n}\n', rec: ['        public static readonly List<Customer> Seed = new()\n        {\n', '        };\n'] },
  php: { ext: 'php', head: () => ['<?php\n\n'], rec: ['$customers = [\n', '];\n'] },
  ruby: { ext: 'rb', head: () => ["# frozen_string_literal: true\n\n"], rec: ['FactoryBot.define do\n', 'end\n'] },
  rust: { ext: 'rs', head: () => ['//! build-time configuration\n\n'], rec: ['pub fn fixtures() -> Vec<Customer> {\n    vec![\n', '    ]\n}\n'] },
  swift: { ext: 'swift', head: () => ['import Foundation\n\nenum AppSecrets {\n'], tail: '}\n', rec: ['let previewCustomers = [\n', ']\n'] },
  shell: { ext: 'sh', head: () => ['#!/usr/bin/env bash\nset -euo pipefail\n\n'] },
  powershell: { ext: 'ps1', head: () => ['Set-StrictMode -Version Latest\n\n'] },
};
const BYTES = {
  go: (k, b) => ['\t', k, 'Bytes = []byte{', b, '}'],
  java: (k, b) => ['    private static final byte[] ', k, '_BYTES = new byte[] {', b, '};'],
  csharp: (k, b) => ['        private static readonly byte[] ', k, 'Bytes = { ', b, ' };'],
  rust: (k, b) => ['const ', k, '_BYTES: &[u8] = &[', b, '];'],
  python: (k, b) => [k, '_BYTES = bytes([', b, '])'],
  kotlin: (k, b) => ['    val ', k, 'Bytes = byteArrayOf(', b, ')'],
};
function byteArray(v) { return { ...v, value: [...Buffer.from(v.value)].map((c) => '0x' + c.toString(16).padStart(2, '0')).join(', '), encoding: 'byte_array' }; }
function codeLines(ctx, syn, entries) {
  return nl(entries.map((e) => (BYTES[syn] && !e.neg && !e.value.includes('\n') && ['api_key', 'access_token', 'password'].includes(e.cat) && ctx.rng.chance(0.12)
    ? BYTES[syn](SYN[syn].key(e.key), byteArray(e)) : SYN[syn].line(ctx, SYN[syn].key(e.key), e))));
}
function codeKind(syn) {
  return (ctx) => {
    const c = CODE[syn]; const out = [c.head(ctx), ocomment(ctx, syn)];
    const all = mixAll(ctx);
    const recs = recSyn[syn] ? ctx.records : []; const loose = recSyn[syn] ? all : [...flatRecs(ctx), ...all];
    out.push(codeLines(ctx, syn, loose), '\n');
    if (c.tail) out.push(c.tail);
    if (recs.length) { out.push('\n', c.rec[0], sepJoin(recs.map((r) => recSyn[syn](ctx, r)), '\n'), '\n', c.rec[1]); }
    if (syn === 'shell' && ctx.rng.chance(0.6)) out.push('\ncurl -fsSL "https://api.internal.example/v1/health" -H "X-Request-Id: ', neg1(ctx, 'uuid'), '"\n');
    return out;
  };
}
function neg1(ctx, kind) { const v = ctx.mkNeg(kind); return v; }

function cfgKind(syn, header = [], footer = [], ind = '') {
  return (ctx) => [header, ocomment(ctx, syn), kvBlock(ctx, syn, [...flatRecs(ctx), ...mixAll(ctx)], ind), '\n', footer];
}
const yamlRecords = (ctx) => ctx.records.length ? ['customers:\n', sepJoin(ctx.records.map((r) => recSyn.yaml(ctx, r)), '\n'), '\n'] : [];

export const KINDS = {
  src_python: codeKind('python'), src_javascript: codeKind('js'), src_typescript: codeKind('ts'), src_go: codeKind('go'), src_java: codeKind('java'),
  src_kotlin: codeKind('kotlin'), src_csharp: codeKind('csharp'), src_php: codeKind('php'), src_ruby: codeKind('ruby'), src_rust: codeKind('rust'),
  src_swift: codeKind('swift'), src_shell: codeKind('shell'), src_powershell: codeKind('powershell'),
  env_file: cfgKind('env'), ini_config: cfgKind('ini', ['[database]\n']), toml_config: cfgKind('toml', ['[service]\n']),
  properties_file: cfgKind('properties', ['# application-prod.properties\n']),
  xml_config: cfgKind('xml', ['<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n'], ['  </appSettings>\n</configuration>\n'], '    '),
  plist_file: cfgKind('plist', ['<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'], ['</dict>\n</plist>\n']),
  json5_config: cfgKind('json5', ['{\n'], ['}\n'], '  '),
  hcl_tfvars: cfgKind('hcl'), systemd_unit: cfgKind('systemd', ['[Unit]\nDescription=Order worker\nAfter=network.target\n\n[Service]\nUser=app\nExecStart=/opt/app/bin/worker --config /etc/app/worker.toml\n'], ['Restart=on-failure\n\n[Install]\nWantedBy=multi-user.target\n']),
  makefile: cfgKind('makefile', [], ['\ndeploy:\n\t./scripts/deploy.sh --env $(ENV)\n']),
  dockerfile: cfgKind('dockerfile', ['FROM node:20-alpine\nWORKDIR /app\n'], ['COPY . .\nRUN npm ci --omit=dev\nCMD ["node", "server.js"]\n']),
  nginx_conf: cfgKind('nginx', ['server {\n    listen 443 ssl;\n    server_name shop.acme-corp.net;\n'], ['    location /api/ {\n        proxy_pass http://127.0.0.1:8080;\n    }\n}\n']),
  apache_conf: cfgKind('apache', ['<VirtualHost *:443>\n    ServerName intranet.acme-corp.net\n'], ['</VirtualHost>\n']),
  appsettings_json: (ctx) => ['{\n  "Logging": { "LogLevel": { "Default": "Information" } },\n', kvBlock(ctx, 'json', [...flatRecs(ctx), ...mixAll(ctx)], '  ').flatMap((p, i) => (p === '\n' ? [',\n'] : [p])), '\n}\n'],
  yaml_config: (ctx) => [ocomment(ctx, 'yaml'), 'app:\n', kvBlock(ctx, 'yaml', mixAll(ctx), '  '), '\n', yamlRecords(ctx)],
  helm_values: (ctx) => ['replicaCount: 2\nimage:\n  repository: registry.acme-corp.net/orders\n  tag: "', ctx.mkNeg('version'), '"\nenv:\n', kvBlock(ctx, 'yaml', [...flatRecs(ctx), ...mixAll(ctx)], '  '), '\n'],
  ansible_vars: (ctx) => ['---\n', ocomment(ctx, 'yaml'), kvBlock(ctx, 'yaml', mixAll(ctx)), '\n', yamlRecords(ctx)],
  docker_compose: (ctx) => ["services:\n  api:\n    image: ghcr.io/acme/api@", ctx.mkNeg('docker_digest'), '\n    environment:\n', ((lst) => nl([...flatRecs(ctx), ...mixAll(ctx)].map((e) => lst ? ['      - ', K.upper(e.key), '=', present(ctx, e, { ml: 'escape' })] : ['      ', K.upper(e.key), ': "', present(ctx, e, { ml: 'escape', json: true }), '"'])))(ctx.rng.chance(0.5)), '\n    ports:\n      - "8080:8080"\n'],
  github_actions: (ctx) => ['name: deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n', kvBlock(ctx, 'yaml', [...flatRecs(ctx), ...mixAll(ctx)].map((e) => ({ ...e, key: K.upper(e.key) })), '      '), '\n    steps:\n      - uses: actions/checkout@', ctx.mkNeg('git_sha'), '\n      - run: ./deploy.sh\n'],
  gitlab_ci: (ctx) => ['stages: [test, deploy]\nvariables:\n', kvBlock(ctx, 'yaml', [...flatRecs(ctx), ...mixAll(ctx)].map((e) => ({ ...e, key: K.upper(e.key) })), '  '), '\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh\n'],
  jenkinsfile: (ctx) => ['pipeline {\n  agent any\n  environment {\n', nl([...flatRecs(ctx), ...mixAll(ctx)].map((e) => ['    ', K.upper(e.key), " = '", present(ctx, e, { ml: 'escape' }), "'"])), "\n    REGISTRY_CREDS = credentials('registry-creds')\n  }\n  stages {\n    stage('Deploy') { steps { sh './deploy.sh' } }\n  }\n}\n"],
  k8s_secret: (ctx) => { const data = ctx.rng.chance(0.5); const ents = [...flatRecs(ctx), ...mixAll(ctx)]; return ['apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\n  namespace: prod\ntype: Opaque\n', data ? 'data:\n' : 'stringData:\n', nl(ents.map((e) => ['  ', K.snake(e.key), ': ', data && !e.neg ? tf(e, b64(e.value), 'base64') : Q('"', present(ctx, e, { ml: 'escape', noEnc: true, json: true }))])), '\n']; },
  sql_seed: (ctx) => sqlSeed(ctx), csv_fixture: (ctx) => csvFixture(ctx), json_fixture: (ctx) => jsonFixture(ctx),
  rails_fixture: (ctx) => railsFixture(ctx),
  diff_patch: (ctx) => diffPatch(ctx), git_log: (ctx) => gitLog(ctx), review_comment: (ctx) => reviewComment(ctx), notebook: (ctx) => notebook(ctx),
  postman_collection: (ctx) => postman(ctx), openapi_spec: (ctx) => openapi(ctx), android_strings: (ctx) => androidStrings(ctx), ios_strings: (ctx) => iosStrings(ctx),
  i18n_json: (ctx) => i18nJson(ctx), shell_history: (ctx) => shellHistory(ctx), ci_log: (ctx) => ciLog(ctx), readme: (ctx) => readme(ctx),
  dotfiles: (ctx) => dotfiles(ctx), author_header: (ctx) => authorHeader(ctx),
};

function sqlVal(ctx, e) { return ["'", present(ctx, e, { ml: 'escape', noEnc: true }), "'"]; }
function sqlSeed(ctx) {
  const r = ctx.rng; const out = ['-- migration: ', ctx.mkNeg('non_dob_date'), ' seed customers\n', ocomment(ctx, 'ini').length ? ['-- ', r.pick(LOCALE[ctx.lang].comment), '\n'] : []];
  if (ctx.records.length) {
    const cols = ctx.records[0].map((e) => K.snake(e.key));
    out.push('CREATE TABLE IF NOT EXISTS customers (\n  id SERIAL PRIMARY KEY,\n', cols.map((c) => `  ${c} TEXT`).join(',\n'), '\n);\n\nINSERT INTO customers (', cols.join(', '), ') VALUES\n');
    out.push(sepJoin(ctx.records.map((rec) => ['  (', sepJoin(rec.map((e) => sqlVal(ctx, e)), ', '), ')']), ',\n'), ';\n\n');
  }
  const rest = mixAll(ctx);
  for (const e of rest) {
    if (!e.neg && e.cat === 'password' && r.chance(0.6)) out.push(r.pick([["CREATE USER app_rw WITH PASSWORD '", e, "';\n"], ["ALTER USER 'report'@'%' IDENTIFIED BY '", e, "';\n"], ["CREATE LOGIN etl WITH PASSWORD = '", e, "';\n"]]));
    else out.push("INSERT INTO settings (name, value) VALUES ('", K.snake(e.key), "', ", sqlVal(ctx, e), ');\n');
  }
  return out;
}
function csvFixture(ctx) {
  const recs = ctx.records.length ? ctx.records : []; const out = [];
  if (recs.length) {
    out.push(recs[0].map((e) => K.snake(e.key)).join(','), ',created_at\n');
    for (const rec of recs) out.push(sepJoin(rec.map((e) => (/[,"\n]/.test(e.value) ? ['"', present(ctx, e, { ml: 'escape', noEnc: true }), '"'] : present(ctx, e, { ml: 'escape', noEnc: true }))), ','), ',', ctx.mkNeg('non_dob_date'), '\n');
  }
  if (ctx.kv.length || ctx.negs.length) { out.push('\nkey,value\n'); for (const e of mixAll(ctx)) out.push(K.snake(e.key), ',"', present(ctx, e, { ml: 'escape', noEnc: true }), '"\n'); }
  return out;
}
function jsonFixture(ctx) {
  const out = ['{\n  "fixtures": [\n', sepJoin(ctx.records.map((r) => recSyn.json(ctx, r)), ',\n'), '\n  ]'];
  const rest = mixAll(ctx); if (rest.length) out.push(',\n  "config": {\n', sepJoin(rest.map((e) => ['    ', SYN.json.line(ctx, K.camel(e.key), e)]), ',\n'), '\n  }');
  out.push('\n}\n'); return out;
}
function railsFixture(ctx) {
  const out = ['# test/fixtures/customers.yml\n'];
  ctx.records.forEach((rec, i) => out.push(`customer_${i + 1}:\n`, nl(rec.map((e) => ['  ', SYN.yaml.line(ctx, K.snake(e.key), e, '  ')])), '\n'));
  const rest = mixAll(ctx); if (rest.length) out.push('\n# config/credentials (decrypted)\n', kvBlock(ctx, 'yaml', rest), '\n');
  return out;
}
// Diff: inner lines rendered in a config/code syntax; each line gets a prefix later (prefixLines).
function diffPatch(ctx) {
  const r = ctx.rng; const syn = r.pick(['env', 'yaml', 'python', 'js', 'properties', 'go', 'hcl', 'json5']);
  const file = { env: '.env.production', yaml: 'config/settings.yml', python: 'app/settings.py', js: 'src/config.js', properties: 'src/main/resources/application.properties', go: 'internal/config/keys.go', hcl: 'infra/prod.tfvars', json5: 'config/app.json5' }[syn];
  ctx.post = { type: 'diff', mode: r.pick(['new', 'mod', 'mod', 'removed']) };
  return ['diff --git a/', file, ' b/', file, '\nindex ', ctx.mkNeg('short_sha'), '..', ctx.mkNeg('short_sha'), ' 100644\n--- a/', file, '\n+++ b/', file, '\n@@ -1,', String(r.int(3, 9)), ' +1,', String(r.int(4, 12)), ' @@\n', { mark: 'body' }, kvBlock(ctx, syn, [...flatRecs(ctx), ...mixAll(ctx)]), '\n'];
}
function person0(ctx) { return ctx.authors.shift(); }
function gitLog(ctx) {
  const r = ctx.rng; const out = [];
  const secrets = mixAll(ctx); const recs = ctx.records.slice();
  const n = Math.max(1, ctx.authors.length);
  for (let i = 0; i < n; i++) {
    const a = person0(ctx);
    out.push('commit ', ctx.mkNeg('git_sha'), '\n');
    if (a) out.push('Author: ', a[0], ' <', a[1], '>\n'); else out.push('Author: ', ctx.mkNeg('example_email'), '\n');
    out.push('Date:   ', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][r.int(0, 4)], ' Mar ', String(r.int(1, 28)), ' ', `${r.int(10, 23)}:${r.int(10, 59)}:${r.int(10, 59)}`, ' 2026 +0100\n\n');
    out.push('    ', r.pick(['Rotate credentials after incident', 'Fix flaky billing test', 'Add seed data for staging', 'Remove hard-coded token', 'chore: update fixtures']), '\n');
    const chunk = secrets.splice(0, Math.ceil(secrets.length / (n - i)));
    for (const e of chunk) out.push('    ', !e.neg && ['api_key', 'access_token', 'password', 'private_key', 'connection_string'].includes(e.cat) ? r.pick(['old value: ', 'was: ', 'leaked ', `${K.upper(e.key)}=`]) : `${K.snake(e.key)}: `, present(ctx, e, { ml: 'escape', noEnc: true }), '\n');
    if (i === 0) for (const rec of recs) out.push('    fixture: ', sepJoin(rec.map((e) => present(ctx, e, { ml: 'escape', noEnc: true })), ' / '), '\n');
    if (i === n - 1 && r.chance(0.4)) out.push('\n    Inspired by a talk by ', ctx.mkNeg('famous_person'), '.\n');
    out.push('\n');
  }
  return out;
}
function reviewComment(ctx) {
  const r = ctx.rng; const a = ctx.authors[0]; const out = ['**', r.pick(['Review', 'Requested changes', 'Comment']), '** on `', r.pick(['config/prod.yml', 'src/client.ts', 'tests/fixtures.py', 'deploy/values.yaml']), '` line ', String(r.int(3, 200)), '\n\n'];
  for (const e of mixAll(ctx)) out.push('> ', r.pick(['+', '-', ' ']), ' ', K.snake(e.key), ': "', present(ctx, e, { ml: 'escape', noEnc: true }), '"\n');
  out.push('\n', r.pick(['This looks like a live credential — please move it to the secret store and rotate it.', 'Please do not commit customer data in fixtures, use the faker factory instead.', 'nit: placeholder values are fine here, but the key above is real.']), '\n');
  for (const rec of ctx.records) out.push('\nThe fixture row for ', sepJoin(rec.map((e) => ['`', present(ctx, e, { ml: 'escape', noEnc: true }), '`']), ', '), ' comes from the support ticket; anonymise it.\n');
  if (a) out.push('\n— ', a[0], ' (', a[1], ')\n');
  return out;
}
function nbLine(pieces) { return ['    "', pieces, '\\n",\n']; }
function notebook(ctx) {
  const r = ctx.rng; const src = [];
  for (const e of mixAll(ctx)) { const k = K.upper(e.key); src.push(nbLine([k, ' = \\"', present(ctx, e, { ml: 'escape', json: true, json2: true }), '\\"'])); }
  src.push('    "client = connect(API_KEY)"\n');
  const out = ['{\n "cells": [\n  {\n   "cell_type": "code",\n   "execution_count": ', String(r.int(1, 40)), ',\n   "metadata": {},\n   "outputs": [\n'];
  if (ctx.records.length) {
    out.push('    {\n     "name": "stdout",\n     "output_type": "stream",\n     "text": [\n      "', ctx.records[0].map((e) => K.snake(e.key)).join('\\t'), '\\n",\n');
    out.push(sepJoin(ctx.records.map((rec) => ['      "', sepJoin(rec.map((e) => present(ctx, e, { ml: 'json', json: true, noEnc: true })), '\\t'), '\\n"']), ',\n'), '\n     ]\n    }\n');
  }
  out.push('   ],\n   "source": [\n', src, '   ]\n  }\n ],\n "metadata": {"kernelspec": {"name": "python3"}},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n');
  return out;
}
function postman(ctx) {
  const r = ctx.rng; const items = [];
  const ents = mixAll(ctx);
  for (const e of ents) {
    const k = K.camel(e.key);
    if (!e.neg && (e.cat === 'access_token' || e.cat === 'api_key') && r.chance(0.5)) items.push(['        {"key": "Authorization", "value": "Bearer ', present(ctx, e, { noEnc: true, json: true }), '", "type": "text"}']);
    else items.push(['        {"key": "', k, '", "value": "', present(ctx, e, { ml: 'json', json: true, noEnc: true }), '", "type": "text"}']);
  }
  const body = ctx.records.length ? ['{\\n', sepJoin(ctx.records[0].map((e) => ['  \\"', K.camel(e.key), '\\": \\"', present(ctx, e, { noEnc: true, json: true, ml: 'json' }), '\\"']), ',\\n'), '\\n}'] : ['{}'];
  return ['{\n  "info": {"name": "Orders API", "_postman_id": "', ctx.mkNeg('uuid'), '", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},\n  "item": [{\n    "name": "Create customer",\n    "request": {\n      "method": "POST",\n      "header": [\n', sepJoin(items, ',\n'), '\n      ],\n      "body": {"mode": "raw", "raw": "', body, '"},\n      "url": "https://api.shopline.io/v2/customers"\n    }\n  }]\n}\n'];
}
function openapi(ctx) {
  const out = ['openapi: 3.0.3\ninfo:\n  title: Customer API\n  version: ', ctx.mkNeg('version'), '\n  contact:\n'];
  const a = ctx.authors[0]; if (a) out.push('    name: ', a[0], '\n    email: ', a[1], '\n');
  out.push('paths:\n  /customers:\n    post:\n      requestBody:\n        content:\n          application/json:\n            example:\n');
  for (const rec of ctx.records) out.push(nl(rec.map((e) => ['              ', K.snake(e.key), ': "', present(ctx, e, { ml: 'escape', json: true, noEnc: true }), '"'])), '\n');
  out.push('components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n  examples:\n');
  for (const e of mixAll(ctx)) out.push('    ', K.camel(e.key), ':\n      value: "', present(ctx, e, { ml: 'escape', json: true, noEnc: true }), '"\n');
  return out;
}
function androidStrings(ctx) {
  const out = ['<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">', ctx.mkNeg('product'), '</string>\n'];
  for (const e of [...flatRecs(ctx), ...mixAll(ctx)]) out.push('    <string name="', K.snake(e.key), '"', e.neg ? '' : ' translatable="false"', '>', present(ctx, e, { ml: 'escape', noEnc: true, xml: true }), '</string>\n');
  out.push('</resources>\n'); return out;
}
function iosStrings(ctx) {
  const out = ['/* Localizable.strings (', ctx.lang, ') */\n'];
  for (const e of [...flatRecs(ctx), ...mixAll(ctx)]) out.push('"', K.snake(e.key), '" = "', present(ctx, e, { ml: 'escape', json: true, noEnc: true }), '";\n');
  return out;
}
function i18nJson(ctx) {
  const ents = [...flatRecs(ctx), ...mixAll(ctx)];
  return ['{\n  "', ctx.lang, '": {\n    "support": {\n', sepJoin(ents.map((e) => ['      "', K.camel(e.key), '": "', present(ctx, e, { ml: 'json', json: true, noEnc: true }), '"']), ',\n'), '\n    }\n  }\n}\n'];
}
function shellHistory(ctx) {
  const r = ctx.rng; const out = [];
  let n = r.int(100, 900);
  const L = (...p) => { out.push(`  ${n++}  `, ...p, '\n'); };
  L('cd ~/src/', r.pick(['api', 'billing', 'infra']));
  for (const e of mixAll(ctx)) {
    const v = present(ctx, e, { ml: 'escape', noEnc: true });
    if (e.neg) { L('echo ', v); continue; }
    switch (e.cat) {
      case 'password': L(r.pick([['mysql -u root -p', v, ' -h db.internal'], ['sshpass -p \'', v, '\' ssh deploy@bastion'], ['PGPASSWORD=', v, ' psql -h db -U app'], ['htpasswd -b .htpasswd admin ', v]])); break;
      case 'connection_string': L(r.pick([['psql "', v, '"'], ['mongosh "', v, '"'], ['redis-cli -u ', v]])); break;
      case 'access_token': L('curl -H "Authorization: Bearer ', v, '" https://api.shopline.io/v2/me'); break;
      case 'api_key': L(r.pick([['curl "https://api.vendor-gateway.com/v1/items?api_key=', v, '&limit=20"'], ['export ', K.upper(e.key), '=', v], ['gh auth login --with-token <<< ', v], ['./cli --token ', v, ' deploy']])); break;
      case 'private_key': L("echo '", v, "' > ~/.ssh/id_deploy"); break;
      default: L('echo "', K.snake(e.key), '=', v, '" >> notes.txt');
    }
  }
  for (const rec of ctx.records) L('./manage.py create_customer ', sepJoin(rec.map((e) => ['--', K.kebab(e.key), '="', present(ctx, e, { ml: 'escape', noEnc: true }), '"']), ' '));
  L('history -c');
  return out;
}
function ciLog(ctx) {
  const r = ctx.rng; const out = []; let t = r.int(0, 50);
  const ts = () => `2026-0${r.int(1, 9)}-1${r.int(0, 9)}T0${r.int(0, 9)}:${r.int(10, 59)}:${String(t++).padStart(2, '0')}.${r.digits(7)}Z `;
  out.push(ts(), '##[group]Run ./scripts/print-env.sh\n', ts(), 'Build ', ctx.mkNeg('build_id'), '\n');
  for (const e of [...flatRecs(ctx), ...mixAll(ctx)]) out.push(ts(), K.upper(e.key), '=', present(ctx, e, { ml: 'escape', noEnc: true }), '\n');
  out.push(ts(), 'AWS_SECRET_ACCESS_KEY=***\n', ts(), '##[endgroup]\n');
  return out;
}
function readme(ctx) {
  const r = ctx.rng; const out = ['# ', ctx.mkNeg('product'), ' client\n\n## Quick start\n\n```bash\n'];
  for (const e of mixAll(ctx)) out.push(r.chance(0.5) ? ['export ', K.upper(e.key), '="', present(ctx, e, { ml: 'escape', noEnc: true }), '"\n'] : ['./bin/client --', K.kebab(e.key), ' ', present(ctx, e, { ml: 'escape', noEnc: true }), '\n']);
  out.push('```\n\n');
  if (ctx.records.length) { out.push('## Sample data\n\n| ', ctx.records[0].map((e) => K.snake(e.key)).join(' | '), ' |\n|', ctx.records[0].map(() => '---|').join(''), '\n'); for (const rec of ctx.records) out.push('| ', sepJoin(rec.map((e) => present(ctx, e, { ml: 'escape', noEnc: true })), ' | '), ' |\n'); }
  if (ctx.authors.length) { out.push('\n## Maintainers\n\n'); for (const a of ctx.authors) out.push('- ', a[0], ' <', a[1], '>\n'); }
  return out;
}
function dotfiles(ctx) {
  const r = ctx.rng; const out = []; const plain = [];
  for (const e of [...flatRecs(ctx), ...mixAll(ctx)]) {
    const v = present(ctx, e, { ml: 'escape', noEnc: true });
    if (!e.neg && e.cat === 'password') out.push(r.pick([['# ~/.netrc\nmachine api.heroku.com login deploy password ', v, '\n'], ['# ~/.pgpass\ndb.internal:5432:orders:app:', v, '\n'], ['# ~/.pypirc\n[pypi]\nusername = __token__\npassword = ', v, '\n']]));
    else if (!e.neg && e.cat === 'api_key' && r.chance(0.5)) out.push(r.pick([['# ~/.npmrc\n//registry.npmjs.org/:_authToken=', v, '\n'], ['# ~/.git-credentials\nhttps://ci-bot:', v, '@github.com\n']]));
    else plain.push([K.snake(e.key), ' = ', v, '\n']);
  }
  if (plain.length) out.push('# ~/.config/app/credentials\n[default]\n', plain);
  if (r.chance(0.5)) { const pw = ctx.mkLabel('password'); const user = r.pick(['ci-bot', 'deploy', 'acme']); out.push('# ~/.docker/config.json\n{"auths": {"registry.acme-corp.net": {"auth": "', { ...pw, value: b64(`${user}:${pw.value}`), type: 'docker_auth', encoding: 'base64' }, '"}}}\n'); }
  return out;
}
function authorHeader(ctx) {
  const r = ctx.rng; const style = r.pick(['py', 'js', 'cargo', 'pkg', 'pom']); const out = [];
  const as = ctx.authors.length ? ctx.authors : [];
  if (style === 'py') { out.push('# -*- coding: utf-8 -*-\n'); for (const a of as) out.push('# Author: ', a[0], ' <', a[1], '>\n'); out.push('# Based on an idea by ', ctx.mkNeg('famous_person'), '\n"""', r.pick(LOCALE[ctx.lang].comment), '"""\n\n'); out.push(kvBlock(ctx, 'python', [...flatRecs(ctx), ...mixAll(ctx)]), '\n'); }
  else if (style === 'js') { out.push('/**\n'); for (const a of as) out.push(' * @author ', a[0], ' <', a[1], '>\n'); out.push(' * @license MIT\n */\n'); out.push(kvBlock(ctx, 'js', [...flatRecs(ctx), ...mixAll(ctx)]), '\n'); }
  else if (style === 'cargo') { out.push('[package]\nname = "acme-sdk"\nversion = "', ctx.mkNeg('version'), '"\nauthors = [', sepJoin(as.map((a) => ['"', a[0], ' <', a[1], '>"']), ', '), ']\n\n[package.metadata.secrets]\n'); out.push(kvBlock(ctx, 'toml', [...flatRecs(ctx), ...mixAll(ctx)]), '\n'); }
  else if (style === 'pkg') { out.push('{\n  "name": "@acme/web",\n  "version": "', ctx.mkNeg('version'), '",\n  "author": '); out.push(as[0] ? ['"', as[0][0], ' <', as[0][1], '>"'] : ['"', ctx.mkNeg('company'), '"']); out.push(',\n  "contributors": [', sepJoin(as.slice(1).map((a) => ['{"name": "', a[0], '", "email": "', a[1], '"}']), ', '), '],\n  "config": {\n', sepJoin([...flatRecs(ctx), ...mixAll(ctx)].map((e) => ['    "', K.camel(e.key), '": "', present(ctx, e, { ml: 'json', json: true }), '"']), ',\n'), '\n  }\n}\n'); }
  else { out.push('<project>\n  <developers>\n'); for (const a of as) out.push('    <developer>\n      <name>', a[0], '</name>\n      <email>', a[1], '</email>\n    </developer>\n'); out.push('  </developers>\n  <properties>\n'); for (const e of [...flatRecs(ctx), ...mixAll(ctx)]) out.push('    <', K.dot(e.key), '>', present(ctx, e, { ml: 'raw', xml: true }), '</', K.dot(e.key), '>\n'); out.push('  </properties>\n</project>\n'); }
  return out;
}
