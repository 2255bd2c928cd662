// Identity numbers under a key: a key that names an identity number without naming its country
// (id_number, tax_id, nid …) takes only formats whose check digits a random number almost never
// passes; a key that names the scheme (pesel, so_cccd, eg_nid …) takes that scheme's structure; a
// key that says the value is the national identifier (national_id, citizen_no) takes any scheme.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTextCheck } from '../support/checks.js';
import { getValidator } from '../../src/engine/validators/index.js';
import { createRng } from '../../src/engine/examples/rng.js';

const test = suite('pii: national identifiers under a key');

const GENERIC_KEYS = ['id_number', 'tax_id', 'nid', 'idNo', 'personal_code', 'taxpayer_id', 'doc_id'];
/** Keys that say their value is a person's national identity number, whatever the scheme. */
const NATIONAL_KEYS = ['national_id', 'nationalId', 'citizen_no', 'national_id_number', 'idCardNumber'];

/** A seeded linear congruential generator: the same values on every run. */
function lcg(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** What the key-driven rules report (each country's own rule keeps its own context words). */
const nationalIds = async (text: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings
    .filter((f) => (f.rule_id ?? '').startsWith('pii-national-ids/national-id-assignment') && f.rule_id !== 'pii-national-ids/national-id-assignment-national-key')
    .map((f) => text.slice(f.utf16_start, f.utf16_end));

/** Any identity-number finding: where a country's own rule reads the value, its finding is the one kept. */
const anyId = async (text: string): Promise<string[]> =>
  (await runTextCheck('pii_secrets', text)).findings
    .filter((f) => f.category === 'national_id' || f.category === 'tax_id')
    .map((f) => text.slice(f.utf16_start, f.utf16_end));

test('random numbers of 6 to 14 digits under a generic identity key are almost never reported', async () => {
  const rnd = lcg(20261129);
  let values = 0;
  let flagged = 0;
  const perLength = new Map<number, number>();
  for (let batch = 0; batch < 36; batch++) {
    const records: string[] = [];
    for (let i = 0; i < 100; i++) {
      const len = 6 + Math.floor(rnd() * 9);
      let v = String(1 + Math.floor(rnd() * 9));
      while (v.length < len) v += String(Math.floor(rnd() * 10));
      const key = GENERIC_KEYS[Math.floor(rnd() * GENERIC_KEYS.length)] as string;
      records.push(`  {"row": ${i}, "${key}": "${v}"}`);
      values++;
    }
    const text = `[\n${records.join(',\n')}\n]`;
    for (const hit of await nationalIds(text)) {
      flagged++;
      const len = hit.replace(/\D/g, '').length;
      perLength.set(len, (perLength.get(len) ?? 0) + 1);
    }
  }
  const rate = flagged / values;
  assert.ok(rate <= 0.01, `${flagged} of ${values} random values reported (${(rate * 100).toFixed(2)}%): ${JSON.stringify([...perLength])}`);
});

test('under a key that names the national identifier, a number of any scheme is reported and a placeholder is not', async () => {
  const rnd = lcg(20261203);
  const records: string[] = [];
  const values: string[] = [];
  for (let i = 0; i < 60; i++) {
    const len = 6 + Math.floor(rnd() * 9);
    let v = String(1 + Math.floor(rnd() * 9));
    while (v.length < len) v += String(Math.floor(rnd() * 10));
    values.push(v);
    records.push(`  {"row": ${i}, "${NATIONAL_KEYS[i % NATIONAL_KEYS.length]}": "${v}"}`);
  }
  const found = new Set((await runTextCheck('pii_secrets', `[\n${records.join(',\n')}\n]`)).findings.filter((f) => f.category === 'national_id' || f.category === 'tax_id').map((f) => f.utf16_start));
  const text = `[\n${records.join(',\n')}\n]`;
  const missed = values.filter((v) => !found.has(text.indexOf(`"${v}"`) + 1));
  assert.equal(missed, [], 'every value under a national-identifier key');
  for (const placeholder of ['pending', 'XXXXXXX1234', '00000000000', '1234567890', '{{ applicant.national_id }}', 'N/A']) {
    assert.equal(await anyId(`{"national_id": "${placeholder}", "city": "Kano"}`), [], placeholder);
  }
});

test('a strong-checksum identity number under a generic key is reported', async () => {
  const v = (name: string, seed: number): string => getValidator(name)!.generate!(createRng(seed));
  for (const [key, name] of [['tax_id', 'de-steuer-id'], ['nid', 'no-fodselsnummer'], ['id_number', 'za-id'], ['national_id', 'be-national-number']] as const) {
    const value = v(name, 7);
    assert.ok(getValidator(name)!.validate(value), `${name} generated ${value}`);
    assert.ok((await anyId(`{"holder": "Mara Veldt", "${key}": "${value}"}`)).length > 0, `${key}: ${value}`);
  }
});

test('an Egyptian national number is read under an Egyptian key, not under a generic one', async () => {
  const value = '29807141201835'; // century 2, born 1998-07-14, governorate 12, serial 0183, final digit 5
  assert.ok(getValidator('eg-nid')!.validate(value));
  assert.equal(await nationalIds(`{"tax_id": "${value}"}`), []);
  assert.equal(await nationalIds(`{"id_number": "${value}", "city": "Tanta"}`), []);
  assert.ok((await anyId(`{"eg_nid": "${value}"}`)).length > 0, 'eg_nid');
  assert.ok((await anyId(`{"الرقم_القومي": "${value}"}`)).length > 0, 'الرقم_القومي');
});

test('structure-only formats stay under the key that names their scheme', async () => {
  const cccd = getValidator('vn-cccd')!.generate!(createRng(11));
  assert.equal(await nationalIds(`{"ho_ten": "Trần Văn Bình", "id_number": "${cccd}"}`), [], 'a CCCD under a generic key');
  assert.ok((await anyId(`{"ho_ten": "Trần Văn Bình", "so_cccd": "${cccd}"}`)).length > 0, 'the same value under so_cccd');
});

test.run();
