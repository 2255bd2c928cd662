// Byte codecs shared by the engine, the shell parser and the plugin toolkit, backed by
// @scure/base (audited, constant alphabet tables) and `entities` (the WHATWG named-reference
// table). Each decoder returns undefined for input that is not valid in its encoding.

import { base32, base32nopad, base64, base64nopad, base64url, base64urlnopad, hex } from '@scure/base';
import { decodeHTML } from 'entities';

const tryDecode = (f: () => Uint8Array): Uint8Array | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

/** RFC 4648 base32, case-insensitive, with or without padding, whitespace ignored. */
export function decodeBase32(text: string): Uint8Array | undefined {
  const s = text.replace(/\s+/g, '').toUpperCase();
  if (s.length === 0) return undefined;
  const bare = s.replace(/=+$/, '');
  // The codec wants whole 8-character blocks when padded; unpadded input may stop mid-block.
  return bare.length === s.length ? (tryDecode(() => base32nopad.decode(bare)) ?? tryDecode(() => base32.decode(s))) : tryDecode(() => base32.decode(s));
}

/** Standard base64, padding optional, whitespace ignored. */
export function decodeBase64(text: string): Uint8Array | undefined {
  const s = text.replace(/\s+/g, '');
  if (s.length === 0) return undefined;
  return s.endsWith('=') ? tryDecode(() => base64.decode(s)) : tryDecode(() => base64nopad.decode(s));
}

/** URL-safe base64 (RFC 4648 §5), padding optional. */
export function decodeBase64Url(text: string): Uint8Array | undefined {
  const s = text.replace(/\s+/g, '');
  if (s.length === 0) return undefined;
  return s.endsWith('=') ? tryDecode(() => base64url.decode(s)) : tryDecode(() => base64urlnopad.decode(s));
}

export function decodeHex(text: string): Uint8Array | undefined {
  const s = text.replace(/\s+/g, '').toLowerCase();
  return s.length === 0 ? undefined : tryDecode(() => hex.decode(s));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** HTML character references, decoded as a browser does in text content (legacy names included). */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}
