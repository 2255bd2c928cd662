// Per-country IBAN structure from the SWIFT IBAN Registry (release 101, 89 countries):
// total length and BBAN layout as runs of n (digits), a (upper-case letters) and
// c (alphanumerics). Source: https://www.swift.com/standards/data-standards/iban-international-bank-account-number
// (cross-checked against python-stdnum's iban.dat generated from the same registry).

export const IBAN_BBAN: Readonly<Record<string, string>> = {
  AD: '8n12c', AE: '19n', AL: '8n16c', AT: '16n', AZ: '4a20c', BA: '16n', BE: '12n',
  BG: '4a6n8c', BH: '4a14c', BI: '23n', BR: '23n1a1c', BY: '4c4n16c', CH: '5n12c',
  CR: '18n', CY: '8n16c', CZ: '20n', DE: '18n', DJ: '23n', DK: '14n', DO: '4c20n',
  EE: '16n', EG: '25n', ES: '20n', FI: '14n', FK: '2a12n', FO: '14n', FR: '10n11c2n',
  GB: '4a14n', GE: '2a16n', GI: '4a15c', GL: '14n', GR: '7n16c', GT: '4c20c', HN: '4a20n',
  HR: '17n', HU: '24n', IE: '4a14n', IL: '19n', IQ: '4a15n', IS: '22n', IT: '1a10n12c',
  JO: '4a4n18c', KW: '4a22c', KZ: '3n13c', LB: '4n20c', LC: '4a24c', LI: '5n12c',
  LT: '16n', LU: '3n13c', LV: '4a13c', LY: '21n', MC: '10n11c2n', MD: '2c18c', ME: '18n',
  MK: '3n10c2n', MN: '16n', MR: '23n', MT: '4a5n18c', MU: '4a19n3a', NI: '4a20n',
  NL: '4a10n', NO: '11n', OM: '3n16c', PK: '4a16c', PL: '24n', PS: '4a21c', PT: '21n',
  QA: '4a21c', RO: '4a16c', RS: '18n', RU: '14n15c', SA: '2n18c', SC: '4a20n3a', SD: '14n',
  SE: '20n', SI: '15n', SK: '20n', SM: '1a10n12c', SO: '19n', ST: '21n', SV: '4a20n',
  TL: '19n', TN: '20n', TR: '6n16c', UA: '6n19c', VA: '18n', VG: '4a16n', XK: '16n',
  YE: '4a4n18c',
};

export interface BbanRun {
  readonly count: number;
  readonly kind: 'n' | 'a' | 'c';
}

const cache = new Map<string, readonly BbanRun[]>();

/** Parses '4a14n' into runs; cached per country on first use. */
export function bbanRuns(country: string): readonly BbanRun[] | undefined {
  const cached = cache.get(country);
  if (cached) return cached;
  const spec = Object.prototype.hasOwnProperty.call(IBAN_BBAN, country) ? IBAN_BBAN[country] : undefined;
  if (spec === undefined) return undefined;
  const runs: BbanRun[] = [];
  let count = 0;
  for (const ch of spec) {
    if (ch >= '0' && ch <= '9') count = count * 10 + Number(ch);
    else {
      runs.push({ count, kind: ch as BbanRun['kind'] });
      count = 0;
    }
  }
  cache.set(country, runs);
  return runs;
}

export function ibanLength(country: string): number | undefined {
  const runs = bbanRuns(country);
  return runs === undefined ? undefined : 4 + runs.reduce((sum, r) => sum + r.count, 0);
}
