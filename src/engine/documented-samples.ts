// Worked examples that specifications and vendor documentation print: whoever pastes one pasted
// the documentation, not a credential. A JWT sample is known by its claims, not its bytes: jwt.io's
// debugger lets the reader edit the name or the secret, so the signature and the other claims vary.

import { decodeBase64Url, decodeUtf8 } from '../text/bytes.js';

// Stripe's published test key, printed verbatim across its API reference.
const DOCUMENTED_KEYS: ReadonlySet<string> = new Set(['sk_test_4eC39HqLyjWDarjtT1zdp7dc']);

// Claim pairs of the documented JWT samples: jwt.io's default token, and the example of
// RFC 7519 §3.1 / RFC 7515 appendix A.1.
const DOCUMENTED_CLAIMS: ReadonlyArray<Readonly<Record<string, string | number>>> = [
  { sub: '1234567890', iat: 1516239022 },
  { iss: 'joe', exp: 1300819380 },
];

// A documented sample's payload is a few short claims; a longer segment is no sample.
const MAX_PAYLOAD = 1024;

function jwtClaims(token: string): Record<string, unknown> | null {
  if (!token.startsWith('eyJ')) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const payload = parts[1]!;
  if (payload.length === 0 || payload.length > MAX_PAYLOAD) return null;
  const bytes = decodeBase64Url(payload);
  const text = bytes === undefined ? undefined : decodeUtf8(bytes);
  if (text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The value (trimmed) is a documented sample key or a JWT carrying a documented sample's claims. */
export function isDocumentedSample(value: string): boolean {
  if (DOCUMENTED_KEYS.has(value)) return true;
  const claims = jwtClaims(value);
  return claims !== null && DOCUMENTED_CLAIMS.some((sample) => Object.entries(sample).every(([k, want]) => claims[k] === want));
}
