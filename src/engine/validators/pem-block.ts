// `pem-block`: a PEM-encoded object (RFC 7468; RFC 1421 headers such as Proc-Type and
// DEK-Info allowed): matching BEGIN/END labels and a base64 body that decodes to at least
// 32 bytes. params.labels restricts the accepted labels (e.g. ["RSA PRIVATE KEY"]).

import { parseArmor, wrap } from './armor.js';
import { decodeBase64, encodeBase64, randomBytes } from './codecs.js';
import { paramBool, paramString, paramStringList } from './text.js';
import type { Validator } from './validator.js';

/** DER prefix of a 2048-bit RSA PKCS#8 PrivateKeyInfo, so samples start "MIIEvQIBADAN…". */
const PKCS8_RSA_PREFIX = [
  0x30, 0x82, 0x04, 0xbd, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7,
  0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa7, 0x30, 0x82, 0x04, 0xa3, 0x02, 0x01,
  0x00, 0x02, 0x82, 0x01, 0x01, 0x00,
];

export const pemBlock: Validator = {
  name: 'pem-block',
  description: 'PEM block: matching BEGIN/END labels, optional RFC 1421 headers, base64 body of >= 32 bytes.',
  references: [
    'https://www.rfc-editor.org/rfc/rfc7468',
    'https://www.rfc-editor.org/rfc/rfc1421#section-4.6',
  ],
  validate(value, params) {
    const armor = parseArmor(value);
    if (armor === null || armor.crc !== undefined) return false;
    const labels = paramStringList(params, 'labels');
    if (labels !== undefined && !labels.includes(armor.label)) return false;
    const bytes = decodeBase64(armor.body);
    return bytes !== null && bytes.length >= 32;
  },
  generate(rng, params) {
    const label = paramString(params, 'label') ?? 'PRIVATE KEY';
    // 1217 bytes: the DER length of the PKCS#8 structure announced by the prefix.
    const der = new Uint8Array(1217);
    der.set(PKCS8_RSA_PREFIX);
    der.set(randomBytes(rng, der.length - PKCS8_RSA_PREFIX.length), PKCS8_RSA_PREFIX.length);
    const text = `-----BEGIN ${label}-----\n${wrap(encodeBase64(der), 64)}\n-----END ${label}-----`;
    // JSON-embedded keys (service-account files, env dumps) carry "\n" escapes instead of newlines.
    return paramBool(params, 'escaped') === true ? text.replace(/\n/g, '\\n') : text;
  },
};
