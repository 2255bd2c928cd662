// `eu-vat`: EU VAT identification numbers with their country prefix, each country's own check:
// AT (ATU, weighted digit sums), BE (mod 97), DE (ISO 7064 MOD 11,10), DK (mod 11), ES (NIF, NIE
// or CIF control character), FI (mod 11), FR (numeric key over the SIREN, or Luhn SIREN with a
// letter key), IT (Luhn), NL (mod 11 or the 2020 mod 97 form), PL (weighted mod 11), PT (mod 11),
// RO (the CUI: 2 to 10 digits, weights 7 5 3 2 1 7 5 3 2 over the body padded to nine, times ten
// mod 11) and SE (Luhn + "01"); outside the EU, the UK's GB (mod 97, gb-vat). Other prefixes are not
// accepted.

import { iso7064Mod11_10, luhnCheckDigit, luhnValid, modDecimal, weightedSum } from './checksum.js';
import { dniLetter } from './es-dni.js';
import { cifValid } from './es-cif.js';
import { gbVat } from './gb-vat.js';
import { nifCheckDigit } from './pt-nif.js';
import { digitAt, isDigits, num, randomDigits, SPACES, strip } from './text.js';
import type { Validator } from './validator.js';

export function plNipCheck(nine: string): number {
  return weightedSum(nine, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
}

function atCheck(seven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const p = digitAt(seven, i) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - ((sum + 4) % 10)) % 10;
}

/** Romanian CUI / CIF check digit over its body (1 to 9 digits, padded to nine on the left). */
export function roCuiCheck(body: string): number {
  return ((weightedSum(body.padStart(9, '0'), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10;
}

function esCheck(body: string): boolean {
  const first = body[0]!;
  const last = body[8]!;
  if (/^[0-9]{8}[A-Z]$/.test(body)) return dniLetter(body.slice(0, 8)) === last;
  if (/^[XYZ][0-9]{7}[A-Z]$/.test(body)) return dniLetter(String('XYZ'.indexOf(first)) + body.slice(1, 8)) === last;
  return cifValid(body);
}

function nlCheck(body: string): boolean {
  if (!/^[0-9]{9}B[0-9]{2}$/.test(body)) return false;
  const nine = body.slice(0, 9);
  const elevenProof = (weightedSum(nine, [9, 8, 7, 6, 5, 4, 3, 2]) - digitAt(nine, 8)) % 11 === 0;
  // Since 2020 sole traders get numbers checked with ISO 7064 MOD 97-10 over "NL" + body (N=23, L=21, B=11).
  const mod97 = modDecimal(`2321${nine}11${body.slice(10)}`, 97) === 1;
  return elevenProof || mod97;
}

const CHECKS: Record<string, (body: string) => boolean> = {
  AT: (b) => /^U[0-9]{8}$/.test(b) && atCheck(b.slice(1, 8)) === num(b[8]!),
  BE: (b) => /^[01][0-9]{9}$/.test(b) && 97 - (num(b.slice(0, 8)) % 97) === num(b.slice(8)),
  DE: (b) => /^[1-9][0-9]{8}$/.test(b) && iso7064Mod11_10(b.slice(0, 8)) === num(b[8]!),
  DK: (b) => /^[1-9][0-9]{7}$/.test(b) && weightedSum(b, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  ES: esCheck,
  FI: (b) => {
    if (!/^[0-9]{8}$/.test(b)) return false;
    const r = 11 - (weightedSum(b, [7, 9, 10, 5, 8, 4, 2]) % 11);
    return r !== 10 && (r === 11 ? 0 : r) === num(b[7]!);
  },
  FR: (b) => {
    if (!/^[0-9A-HJ-NP-Z]{2}[0-9]{9}$/.test(b)) return false;
    const siren = b.slice(2);
    if (isDigits(b.slice(0, 2))) return num(b.slice(0, 2)) === (12 + 3 * (num(siren) % 97)) % 97;
    return luhnValid(siren);
  },
  // The UK left the EU, but its VAT numbers keep the GB prefix on cross-border invoices.
  GB: (b) => gbVat.validate(b),
  IT: (b) => /^[0-9]{11}$/.test(b) && luhnValid(b),
  NL: nlCheck,
  PL: (b) => /^[0-9]{10}$/.test(b) && plNipCheck(b.slice(0, 9)) === num(b[9]!),
  PT: (b) => /^[1-9][0-9]{8}$/.test(b) && nifCheckDigit(b.slice(0, 8)) === b[8],
  RO: (b) => /^[1-9][0-9]{1,9}$/.test(b) && roCuiCheck(b.slice(0, -1)) === num(b[b.length - 1]!),
  SE: (b) => /^[0-9]{10}01$/.test(b) && luhnValid(b.slice(0, 10)),
};

export const euVat: Validator = {
  name: 'eu-vat',
  description: 'EU VAT number with its country prefix (AT, BE, DE, DK, ES, FI, FR, IT, NL, PL, PT, RO, SE; and GB), checked by that country\'s algorithm.',
  references: ['https://ec.europa.eu/taxation_customs/vies/', 'https://github.com/arthurdejong/python-stdnum/tree/master/stdnum'],
  validate(value) {
    if (value.length > 24) return false;
    const v = strip(value, `${SPACES}.-`).toUpperCase();
    const check = CHECKS[v.slice(0, 2)];
    return check !== undefined && check(v.slice(2));
  },
  generate(rng, params) {
    const country = typeof params?.['country'] === 'string' ? params['country'] : rng.pick(['IT', 'PL', 'NL', 'ES', 'FR']);
    for (;;) {
      if (country === 'RO') {
        const body = String(1 + rng.int(9)) + randomDigits(rng, 6 + rng.int(3));
        return `RO${body}${roCuiCheck(body)}`;
      }
      if (country === 'IT') {
        const ten = randomDigits(rng, 10);
        return `IT${ten}${luhnCheckDigit(ten)}`;
      }
      if (country === 'PL') {
        const nine = String(1 + rng.int(9)) + randomDigits(rng, 8);
        const c = plNipCheck(nine);
        if (c < 10) return `PL${nine}${c}`;
        continue;
      }
      if (country === 'NL') {
        const eight = String(1 + rng.int(9)) + randomDigits(rng, 7);
        const c = weightedSum(eight, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
        if (c < 10) return `NL${eight}${c}B01`;
        continue;
      }
      if (country === 'ES') {
        const eight = randomDigits(rng, 8);
        return `ES${eight}${dniLetter(eight)}`;
      }
      const siren = randomDigits(rng, 9);
      return `FR${String((12 + 3 * (num(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
    }
  },
};
