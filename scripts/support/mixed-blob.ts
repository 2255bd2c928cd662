// A deterministic mixed text for engine benchmarks: log lines, config files, source code, prose,
// CSV rows and chat, with one planted (fake, generated) secret or personal value about every
// 10 KiB, and many values that only look like one (hashes, ids, versions, dates, amounts).

import { createRng, type Rng } from '../../src/engine/examples/rng.js';

const HEX = '0123456789abcdef';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A card number that passes Luhn, from a test-card prefix. */
function luhnNumber(rng: Rng, prefix: string, length: number): string {
  let digits = prefix;
  while (digits.length < length - 1) digits += String(rng.int(10));
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

function filler(rng: Rng): Array<() => string> {
  const hex = (n: number): string => rng.string(HEX, n);
  const ts = (): string => `2026-11-${String(rng.int(28) + 1).padStart(2, '0')}T${String(rng.int(24)).padStart(2, '0')}:${String(rng.int(60)).padStart(2, '0')}:${String(rng.int(60)).padStart(2, '0')}Z`;
  return [
    // logs
    () => `${ts()} INFO request id=${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)} status=200 latency_ms=${rng.int(900)} bytes=${rng.int(99999)}`,
    () => `${ts()} WARN retrying upstream=payments attempt=${rng.int(5)} backoff_ms=${rng.int(3000)} trace=${hex(32)}`,
    () => `10.${rng.int(255)}.${rng.int(255)}.${rng.int(255)} - - [21/Nov/2026:12:${rng.int(60)}:${rng.int(60)} +0000] "GET /api/v1/items?page=${rng.int(40)}&sort=price HTTP/1.1" 200 ${rng.int(90000)} "-" "Mozilla/5.0 (X11; Linux x86_64)"`,
    () => `${ts()} ERROR worker-${rng.int(16)} job ${rng.int(999999)} failed: timeout after ${rng.int(60)}s (queue=emails, retries=${rng.int(4)})`,
    () => `commit ${hex(40)}\nAuthor: Build Bot <ci@builds.invalid>\n\n    Merge pull request #${rng.int(9999)} from feature/login`,
    // config
    () => `  "integrity": "sha512-${rng.string(B64, 86)}==",`,
    () => `[server]\nhost = "0.0.0.0"\nport = ${1000 + rng.int(60000)}\nworkers = ${rng.int(16) + 1}\ntimeout_ms = ${rng.int(30000)}`,
    () => `services:\n  web:\n    image: registry.example.com/web:${rng.int(9)}.${rng.int(20)}.${rng.int(9)}\n    ports:\n      - "${rng.int(9000)}:80"\n    environment:\n      LOG_LEVEL: info`,
    () => `LOG_LEVEL=debug\nCACHE_TTL=${rng.int(3600)}\nFEATURE_FLAGS=search,checkout,beta-${rng.int(9)}`,
    // code
    () => `const total = items.reduce((sum, item) => sum + item.price * ${rng.int(10)}, 0);`,
    () => `def handler(event, context):\n    records = event.get("Records", [])\n    for r in records:\n        process(r["body"], retries=${rng.int(5)})\n    return {"statusCode": 200}`,
    () => `export function parse${rng.string(ALNUM, 5)}(input: string): number[] {\n  return input.split(',').map((x) => Number.parseInt(x, 10)).filter((n) => !Number.isNaN(n));\n}`,
    () => `SELECT id, name, created_at FROM orders WHERE customer_id = ${rng.int(99999)} AND status = 'shipped' ORDER BY created_at DESC LIMIT ${rng.int(100)};`,
    // prose
    () => `The quarterly report (version 2.${rng.int(20)}.${rng.int(9)}) is due on ${rng.int(28) + 1}.11.2026; ask the finance team for the figures before the meeting.`,
    () => `We reviewed the migration plan on Tuesday. The rollout will start with ${rng.int(10)} percent of traffic and expand once the error rate stays below ${rng.int(5)} per mille for a day.`,
    () => `Ich habe die Rechnung ${rng.int(99999)} erhalten und überweise den Betrag bis Freitag. Vielen Dank für die schnelle Bearbeitung.`,
    () => `Le comité se réunira le ${rng.int(28) + 1} décembre pour valider le budget ${2026 + rng.int(3)} et la feuille de route du produit.`,
    // CSV
    () => `order_id,sku,quantity,unit_price,currency\n${rng.int(999999)},SKU-${hex(6)},${rng.int(20)},${rng.int(500)}.${rng.int(100)},EUR\n${rng.int(999999)},SKU-${hex(6)},${rng.int(20)},${rng.int(500)}.${rng.int(100)},USD`,
    // chat
    () => `[${rng.int(24)}:${rng.int(60)}] alice: can you re-run the pipeline for build #${rng.int(99999)}? the flaky test is back`,
  ];
}

function planted(rng: Rng): Array<() => string> {
  return [
    () => `aws_access_key_id = AKIA${rng.string(UPPER32, 16)}\naws_secret_access_key = ${rng.string(B64.slice(0, 62), 40)}`,
    () => `export GITHUB_TOKEN=ghp_${rng.string(ALNUM, 36)}`,
    () => `STRIPE_SECRET_KEY=sk_live_${rng.string(ALNUM, 24)}`,
    () => `slack_token: "xoxb-${rng.int(9e11) + 1e11}-${rng.int(9e11) + 1e11}-${rng.string(ALNUM, 24)}"`,
    () => `DATABASE_URL=postgres://app:${rng.string('abcdefghijkmnpqrstuvwxyz23456789', 20)}@db.internal:5432/app`,
    () => `Please charge card ${luhnNumber(rng, '4111', 16)} (exp 12/29) for the renewal.`,
    () => `Contact: jane.doe${rng.int(999)}@mail.acme-corp.com, phone +1 415 555 ${String(rng.int(10000)).padStart(4, '0')}`,
    () => `Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${rng.string(ALNUM, 40)}.${rng.string(ALNUM, 43)}`,
    () => `password: "${rng.string(ALNUM, 18)}!"`,
    () => `My SSN is ${100 + rng.int(600)}-${String(10 + rng.int(89))}-${String(1000 + rng.int(8999))}, please keep it private.`,
  ];
}

/** About `bytes` UTF-16 code units of mixed text (deterministic for a seed). */
export function mixedBlob(bytes: number, seed = 11): string {
  const rng = createRng(seed);
  const fill = filler(rng);
  const secrets = planted(rng);
  const parts: string[] = [];
  let size = 0;
  let nextSecret = 10 * 1024;
  while (size < bytes) {
    let piece = fill[rng.int(fill.length)]!();
    if (size >= nextSecret) {
      piece = secrets[rng.int(secrets.length)]!();
      nextSecret += 8 * 1024 + rng.int(4 * 1024);
    }
    parts.push(piece);
    size += piece.length + 1;
  }
  return parts.join('\n').slice(0, bytes);
}
