// Parser for PEM-style text armor (RFC 7468, RFC 4880 §6.2): BEGIN/END lines with matching
// labels, optional "Key: value" headers, a base64 body and (OpenPGP) a "=XXXX" CRC line.
// Tolerates JSON-escaped newlines (a literal backslash followed by n) and CRLF, and bodies
// flattened onto one line with spaces, as keys pasted into env files and JSON often are.

export interface Armor {
  readonly label: string;
  readonly headers: readonly string[];
  /** The body's base64 text with all whitespace removed. */
  readonly body: string;
  /** The OpenPGP checksum line without its '=' (4 base64 characters), if present. */
  readonly crc: string | undefined;
}

const DASHES = '-----';

function unescapeNewlines(s: string): string {
  return s.includes('\\') ? s.replace(/\\r\\n|\\n|\\r/g, '\n') : s;
}

/** Reads "-----<word> LABEL-----" starting at `at`; returns the label and end index. */
function marker(s: string, at: number, word: string): { label: string; end: number } | null {
  const open = DASHES + word + ' ';
  if (!s.startsWith(open, at)) return null;
  const close = s.indexOf(DASHES, at + open.length);
  if (close < 0) return null;
  const label = s.slice(at + open.length, close);
  // RFC 7468: printable ASCII except '-', single spaces between words.
  if (!/^[\x21-\x2c\x2e-\x7e]+(?: [\x21-\x2c\x2e-\x7e]+)*$/.test(label)) return null;
  return { label, end: close + DASHES.length };
}

export function parseArmor(value: string, maxLength = 256 * 1024): Armor | null {
  if (value.length > maxLength) return null;
  const s = unescapeNewlines(value).trim();
  const begin = marker(s, 0, 'BEGIN');
  if (begin === null) return null;
  const endAt = s.lastIndexOf(DASHES + 'END ');
  if (endAt < begin.end) return null;
  const end = marker(s, endAt, 'END');
  if (end === null || end.end !== s.length || end.label !== begin.label) return null;

  const lines = s.slice(begin.end, endAt).split(/\r?\n/).map((l) => l.trim());
  const headers: string[] = [];
  let i = 0;
  while (i < lines.length && lines[i] === '') i++;
  // Header lines ("Proc-Type: 4,ENCRYPTED", "Version: GnuPG v2") precede the body; a
  // header value may continue on lines that start with whitespace (already trimmed here).
  while (i < lines.length && /^[A-Za-z0-9-]+: /.test(lines[i] as string)) headers.push(lines[i++] as string);
  let crc: string | undefined;
  let body = '';
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith('=') && line.length === 5) {
      crc = line.slice(1);
      if (lines.slice(i + 1).some((l) => l !== '')) return null;
      break;
    }
    body += line.replace(/[ \t]+/g, '');
  }
  return body.length === 0 ? null : { label: begin.label, headers, body, crc };
}

/** Wraps base64 text at `width` columns, as PEM (64) and OpenSSH (70) writers do. */
export function wrap(text: string, width: number): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join('\n');
}
