// `fi-hetu`: Finnish personal identity code (henkilötunnus) DDMMYYCZZZQ: the century sign C
// (+ 1800s; - Y X W V U 1900s; A B C D E F 2000s, the extra signs since 2023), individual
// number ZZZ 002-999, and check character = "0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYZZZ mod 31].

import { isValidDate, randomBirthDate } from './calendar.js';
import { between, isDigits, num, pad } from './text.js';
import type { Validator } from './validator.js';

const CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY';

function century(sign: string): number | null {
  if (sign === '+') return 1800;
  if ('-YXWVU'.includes(sign)) return 1900;
  if ('ABCDEF'.includes(sign)) return 2000;
  return null;
}

export function hetuCheck(dateAndIndividual: string): string {
  return CHECK[num(dateAndIndividual) % 31] as string;
}

export const fiHetu: Validator = {
  name: 'fi-hetu',
  description: 'Finnish henkilötunnus: birth date with century sign, individual number, mod-31 check character.',
  references: [
    'https://dvv.fi/en/personal-identity-code',
    'https://en.wikipedia.org/wiki/National_identification_number#Finland',
  ],
  validate(value) {
    const v = value.trim().toUpperCase();
    if (v.length !== 11) return false;
    const dmy = v.slice(0, 6);
    const individual = v.slice(7, 10);
    const c = century(v[6] as string);
    if (c === null || !isDigits(dmy) || !isDigits(individual) || num(individual) < 2) return false;
    if (!isValidDate(c + num(dmy.slice(4, 6)), num(dmy.slice(2, 4)), num(dmy.slice(0, 2)))) return false;
    return v[10] === hetuCheck(dmy + individual);
  },
  generate(rng) {
    const { y, m, d } = randomBirthDate(rng);
    const dmy = pad(d, 2) + pad(m, 2) + pad(y % 100, 2);
    const individual = pad(between(rng, 2, 899), 3);
    return dmy + (y >= 2000 ? 'A' : '-') + individual + hetuCheck(dmy + individual);
  },
};
