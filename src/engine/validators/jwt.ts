// `jwt`: JSON Web Token in JWS compact serialization (RFC 7519 §3, RFC 7515 §7.1): three
// base64url segments; the header is a JSON object with a string "alg", the payload a JSON
// object (the claims set), and the signature is empty only for "alg": "none" (RFC 7519 §6).

import { decodeBase64, encodeBase64, randomBytes } from './codecs.js';
import { between, DIGITS, paramString } from './text.js';
import type { Validator } from './validator.js';

const MAX_LENGTH = 64 * 1024;

function jsonObject(segment: string): Record<string, unknown> | null {
  if (segment.length === 0 || segment.includes('=')) return null;
  const bytes = decodeBase64(segment, true);
  if (bytes === null) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const SIGNATURE_BYTES: Readonly<Record<string, number>> = {
  HS256: 32, HS384: 48, HS512: 64, RS256: 256, PS256: 256, ES256: 64, ES384: 96, EdDSA: 64, none: 0,
};

export const jwt: Validator = {
  name: 'jwt',
  description: 'JWT (JWS compact): base64url header with string alg, JSON-object payload, signature unless alg is none.',
  references: [
    'https://www.rfc-editor.org/rfc/rfc7519',
    'https://www.rfc-editor.org/rfc/rfc7515#section-7.1',
  ],
  validate(value) {
    const v = value.trim();
    if (v.length > MAX_LENGTH) return false;
    const parts = v.split('.');
    if (parts.length !== 3) return false;
    const [h, p, s] = parts as [string, string, string];
    const header = jsonObject(h);
    if (header === null || typeof header.alg !== 'string' || jsonObject(p) === null) return false;
    if (s.length === 0) return header.alg === 'none';
    return !s.includes('=') && decodeBase64(s, true) !== null;
  },
  generate(rng, params) {
    const alg = paramString(params, 'alg') ?? 'HS256';
    const header = { alg, typ: 'JWT' };
    const iat = between(rng, 1_600_000_000, 1_760_000_000);
    const payload = {
      sub: rng.string(DIGITS, 10),
      name: rng.pick(['Alice Example', 'Bob Sample', 'Carol Test', 'Dan Demo']),
      iat,
      exp: iat + rng.pick([900, 3600, 86400]),
    };
    const enc = (o: object): string => encodeBase64(new TextEncoder().encode(JSON.stringify(o)), true);
    const signature = encodeBase64(randomBytes(rng, SIGNATURE_BYTES[alg] ?? 32), true);
    return `${enc(header)}.${enc(payload)}.${signature}`;
  },
};
