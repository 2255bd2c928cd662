// `armored-key-blocks`: a private key's armored block ("-----BEGIN … PRIVATE KEY[ BLOCK]-----")
// read as far as its key material goes, in the shapes files and payloads give it: lines joined by
// spaces (single-line pastes), escaped newlines in JSON or env strings, indented bodies (YAML block
// scalars, heredocs), "> " quote prefixes of e-mail replies, CRLF, armor headers ("Comment:",
// "Proc-Type:", "DEK-Info:") before the body, a CRC-24 line, and bodies cut off before the END line.
// A finder rather than a pattern: the body is read token by token, so each separator form is one
// alternative here instead of a factor in a nested regex, and every character is read once.

import type { Finder, FinderSpan } from './finder.js';

const BEGIN = /-----BEGIN ((?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?)-----/g;
/**
 * What may stand between two lines of a body: spaces, a line break (real or escaped once to three
 * times) with the next line's indentation and quote markers, or a string closed and reopened by
 * source-code concatenation.
 */
const SEPARATOR = /(?:[ \t]+|\r?\n[ \t]*(?:>[ \t>]*)?|\\{1,3}r|\\{1,3}n|["'][ \t]*\+?[ \t]*(?:\r?\n)?[ \t]*\+?[ \t]*["'](?=[A-Za-z0-9+/=-]))/y;
/** A run of characters between separators; it ends before quotes, markup and an armor line. */
const TOKEN = /[^\s\\"'`<>-]+(?:-(?!----)[^\s\\"'`<>-]*)*/y;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** The CRC-24 line of a PGP block, alone or joined to the last body line by re-wrapping. */
const CHECKSUM = /^(?:[A-Za-z0-9+/]+={0,2})?=[A-Za-z0-9+/]{4}$/;
/** A body line of at least this many characters starts the body; shorter tokens before it are armor headers. */
const BODY_LINE = 40;
const MAX_HEADER_TOKENS = 12;
const MAX_HEADER_TOKEN = 80;
const MAX_SEPARATOR = 48;
const MAX_BLOCK = 64_000;
/** Less key material than this is an example or a placeholder, not a key. */
const MIN_BODY = 64;
const MIN_DISTINCT = 16;
/**
 * The start of a key's own encoding: a DER SEQUENCE whose first member is the version INTEGER or
 * an inner SEQUENCE (PKCS#1, SEC1, PKCS#8 and its encrypted form: "MIIE…", "MIGHAgEA…",
 * "MHcCAQEE…", "MC4CAQAw…") or OpenSSH's "openssh-key-v1" magic. A body that opens this way is key
 * material even when shorter than MIN_BODY: a key cut off in a paste or a log line, or a short
 * curve key, not a placeholder.
 */
const KEY_ENCODING_START = /^(?:MII[A-Za-z0-9+/]{5}|MI[E-H][A-Za-z0-9+/](?:AgE|M[A-H])|M[A-P][A-Za-z0-9+/](?:CAQ|MA)|b3BlbnNzaC1rZXktdjE)/;
/**
 * The part of such an opening that is the same for every key of its kind: the DER lengths, version
 * and algorithm identifier of PKCS#8 RSA, EC P-256 and Ed25519 keys and PKCS#1 RSA keys, and
 * OpenSSH's unencrypted header ("none" cipher and KDF, one key, its length and type name). It is
 * not key material: documentation quotes it before an ellipsis, so the minimums count after it.
 */
const KEY_FIXED_HEADER = /^(?:MII[A-Za-z0-9+/]{3}IBADANBgkqhkiG9w0BAQEFAAS[A-Za-z0-9+/]{4}(?:wgg[A-Za-z0-9+/]{2}AgEAAo[A-Za-z0-9+/]{4})?|MII[A-Za-z0-9+/]{3}IBAAK[A-Za-z0-9+/]{5}|MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg|MC4CAQAwBQYDK2VwBCIEI|b3BlbnNzaC1rZXktdjEAAAAA(?:BG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA[A-Za-z0-9+/]{2}(?:AAAAC3NzaC1lZDI1NTE5AAAAI|AAAAtzc2gtZWQyNTUxOQAAAC[A-Za-z0-9+/]|AAAAB3NzaC1yc2E|AAAAdzc2gtcnNh)?)?)/;
const MIN_ENCODED_BODY = 32;
const MIN_ENCODED_MATERIAL = 24;
const MIN_ENCODED_DISTINCT = 12;

/** Reads the block that starts with a BEGIN line ending at `from`; returns its end, or -1 when it holds no key material. */
function readBlock(text: string, from: number, label: string): { end: number; scanned: number } {
  const endLine = `-----END ${label}-----`;
  const limit = Math.min(text.length, from + MAX_BLOCK);
  let pos = from;
  let end = -1;
  let bodyChars = 0;
  let previousWidth = 0;
  let closing = false;
  let sealed = false;
  let headerTokens = 0;
  let encodedStart = false;
  let fixedHeader = 0;
  const seen = new Set<string>();
  while (pos < limit) {
    SEPARATOR.lastIndex = pos;
    let gapEnd = pos;
    let breaks = 0;
    for (let m = SEPARATOR.exec(text); m !== null && gapEnd - pos <= MAX_SEPARATOR; m = SEPARATOR.exec(text)) {
      if (m[0].includes('\n') || m[0].endsWith('n')) breaks++;
      gapEnd = SEPARATOR.lastIndex;
    }
    if (gapEnd - pos > MAX_SEPARATOR) break;
    // A blank line after the body ends it (PGP's blank line after the headers comes before).
    if (breaks >= 2 && bodyChars > 0) break;
    if (text.startsWith('-----END ', gapEnd)) {
      if (text.startsWith(endLine, gapEnd) && bodyChars > 0) end = gapEnd + endLine.length;
      break;
    }
    TOKEN.lastIndex = gapEnd;
    const token = TOKEN.exec(text)?.[0];
    if (!token) break;
    const tokenEnd = gapEnd + token.length;
    if (bodyChars === 0 && !(BASE64.test(token) && token.length >= BODY_LINE)) {
      // Armor headers and their values come before the body.
      if (++headerTokens > MAX_HEADER_TOKENS || token.length > MAX_HEADER_TOKEN) break;
    } else if (CHECKSUM.test(token) && bodyChars > 0 && !sealed) {
      bodyChars += token.length - 5;
      end = tokenEnd;
      // Only the END line may follow a checksum.
      sealed = true;
    } else if (BASE64.test(token) && !sealed && (!closing || (token.length >= BODY_LINE && breaks > 0))) {
      // A full line on a new line after a short one: the body was re-wrapped at uneven widths.
      closing = false;
      if (bodyChars === 0) {
        encodedStart = KEY_ENCODING_START.test(token);
        fixedHeader = encodedStart ? (KEY_FIXED_HEADER.exec(token)?.[0].length ?? 0) : 0;
      }
      bodyChars += token.length;
      for (const c of token) seen.add(c);
      end = tokenEnd;
      // A line shorter than the one before is the body's last.
      if (previousWidth > 0 && token.length < previousWidth) closing = true;
      previousWidth = token.length;
    } else break;
    pos = tokenEnd;
  }
  const scanned = Math.max(pos, from);
  const enough = (bodyChars - fixedHeader >= MIN_BODY && seen.size >= MIN_DISTINCT) || (encodedStart && bodyChars >= MIN_ENCODED_BODY && bodyChars - fixedHeader >= MIN_ENCODED_MATERIAL && seen.size >= MIN_ENCODED_DISTINCT);
  return enough ? { end, scanned } : { end: -1, scanned };
}

export const armoredKeyBlocks: Finder = {
  name: 'armored-key-blocks',
  description: 'Private key blocks (PEM, OpenSSH, PGP) read to the end of their key material: single-line, escaped, indented, quoted, re-wrapped or truncated bodies, armor headers and checksum lines.',
  references: ['https://www.rfc-editor.org/rfc/rfc7468', 'https://www.rfc-editor.org/rfc/rfc4880#section-6.2'],
  prepare() {
    return (text) => {
      const out: FinderSpan[] = [];
      BEGIN.lastIndex = 0;
      for (let m = BEGIN.exec(text); m !== null; m = BEGIN.exec(text)) {
        const from = m.index + m[0].length;
        const block = readBlock(text, from, m[1]!);
        if (block.end > 0) out.push({ start: m.index, end: block.end });
        BEGIN.lastIndex = Math.max(from, block.end, block.scanned);
      }
      return out;
    };
  },
};
