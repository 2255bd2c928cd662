// `email`: e-mail address in the practical subset of RFC 5321/5322: dot-atom local part of at
// most 64 octets, host name of at most 253 octets with LDH labels of 1-63 characters, and a
// top-level domain that exists in the IANA root zone (the `tlds` package) or is one of the four
// names RFC 2606 reserves for documentation and tests (.example, .test, .invalid, .localhost):
// test data, fixtures and anonymised exports put a person's mailbox under them
// (jane.roe@corp.example), and the pack's allowlist drops the pure placeholders there
// (user1@, test@, you@ …), so the validator only judges the form. The case of the
// domain says nothing: people type JDOE@GMAIL.COM and jdoe@ACME.COM alike, and a Kerberos
// principal (jdoe@CORP.ACME.COM) is recognised by the Kerberos tools on its line, in the pack.

import { paramString } from './text.js';
import type { Validator } from './validator.js';
import { tldKnown } from '../../text/tlds.js';

const ATEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const email: Validator = {
  name: 'email',
  description: 'E-mail address: RFC 5321 dot-atom local part (<= 64), host labels (<= 63, total <= 253), IANA TLD or an RFC 2606 reserved one.',
  references: [
    'https://www.rfc-editor.org/rfc/rfc5321#section-4.5.3.1',
    'https://www.rfc-editor.org/rfc/rfc5322#section-3.4.1',
    'https://data.iana.org/TLD/tlds-alpha-by-domain.txt',
    'https://www.rfc-editor.org/rfc/rfc2606#section-2',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length > 254) return false;
    const at = v.lastIndexOf('@');
    if (at < 1) return false;
    const local = v.slice(0, at);
    const domain = v.slice(at + 1);
    if (local.length > 64 || domain.length > 253) return false;
    for (const atom of local.split('.')) if (!ATEXT.test(atom)) return false;
    const labels = domain.split('.');
    if (labels.length < 2) return false;
    for (const label of labels) if (!LABEL.test(label)) return false;
    return tldKnown(labels[labels.length - 1] as string);
  },
  generate(rng, params) {
    const first = rng.pick(['anna', 'ben', 'carla', 'david', 'elif', 'farid', 'grace', 'hiro', 'ines', 'jonas', 'kofi', 'lena', 'mateo', 'nora', 'omar', 'priya']);
    const last = rng.pick(['schmidt', 'garcia', 'nguyen', 'kowalski', 'rossi', 'okafor', 'tanaka', 'silva', 'dubois', 'jensen', 'murphy', 'novak']);
    const local = rng.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}_${last}`, `${first}${10 + rng.int(90)}`, first]);
    const domain = paramString(params, 'domain') ??
      `${rng.pick(['acme', 'globex', 'initech', 'northwind', 'umbrella', 'hooli', 'vandelay', 'wayne-ent', 'stark-ind'])}.${rng.pick(['com', 'org', 'net', 'io', 'de', 'co.uk', 'fr', 'nl'])}`;
    return `${local}@${domain}`;
  },
};

/** The words people say or type for "@" and "." when they dictate or spell out an address. */
export const SPELLED_AT = ['at', 'ät', 'arroba', 'arobase', 'chiocciola', 'klammeraffe', 'małpa', 'malpa', 'snabel-a', 'apenstaartje', 'kukac', 'zavináč', 'собака', '골뱅이', 'آت', 'アットマーク', '艾特'];
export const SPELLED_DOT = ['dot', 'punto', 'ponto', 'point', 'punkt', 'kropka', 'punt', 'prikk', 'piste', 'nokta', 'tečka', 'точка', '점', 'نقطة', 'ドット', '点'];
const AT_WORDS: ReadonlySet<string> = new Set(SPELLED_AT);
const DOT_WORDS: ReadonlySet<string> = new Set(SPELLED_DOT);

/**
 * `email-spelled`: an address said or typed word by word ("anna dot berg at mail dot se",
 * "lena79 ät gmx Punkt de", "joao arroba sapo ponto pt"): the at-word and dot-words are read as
 * `@` and `.`, and the address they spell must pass `email` (a real top-level domain).
 */
export const emailSpelled: Validator = {
  name: 'email-spelled',
  description: 'E-mail address spelled out in words ("x dot y at host dot com", arroba/ponto, małpa/kropka, …): rebuilt, then checked as `email`.',
  references: ['https://www.rfc-editor.org/rfc/rfc5321#section-4.5.3.1'],
  validate(value) {
    if (value.length > 400) return false;
    const words = value.trim().split(/[ \t]+/);
    let address = '';
    let ats = 0;
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      const lower = w.toLowerCase();
      const between = i % 2 === 1;
      if (between) {
        if (AT_WORDS.has(lower)) {
          address += '@';
          ats++;
        } else if (DOT_WORDS.has(lower)) address += '.';
        else return false;
      } else address += w;
    }
    return ats === 1 && words.length % 2 === 1 && email.validate(address);
  },
  generate(rng) {
    const parts = email.generate!(rng).split('@');
    const local = (parts[0] as string).replace(/\./g, ' dot ');
    const domain = (parts[1] as string).replace(/\./g, ' dot ');
    return `${local} at ${domain}`;
  },
};
