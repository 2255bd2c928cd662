// Finds encoded payloads (base64, hex, percent, escapes, HTML entities, rot13) in the text the
// caller sent, decodes them, and scans the decoded text again up to maxDepth, so an instruction
// or secret hidden as base64-inside-base64 is still found. Every payload's span is the encoded
// text in the original — for nested payloads the outermost one, since that is what the caller
// sent. Work is bounded: every scanner is a linear pass with explicit loops (no backtracking
// regex), and the decoded output kept, which is all that gets rescanned, is capped.

import { scanBase64 } from './decoders/base64.js';
import { scanEscapes } from './decoders/escapes.js';
import { scanHex } from './decoders/hex.js';
import { scanHtmlEntities } from './decoders/html.js';
import { scanMimeWords } from './decoders/mime-words.js';
import { scanPercent } from './decoders/percent.js';
import { scanRot13, type Rot13Mode } from './decoders/rot13.js';
import type { Candidate, Encoding } from './decoders/types.js';

export type { Encoding } from './decoders/types.js';
export type { Rot13Mode } from './decoders/rot13.js';

export interface DecodedPayload {
  encoding: Encoding;
  /** UTF-16 span of the ENCODED text in the original (the outermost payload's, when nested). */
  start: number;
  end: number;
  decoded: string;
  /** 1 for text found in the original, 2 for text found inside a depth-1 payload, … */
  depth: number;
  /** Encodings from the outermost to this one, e.g. ['base64', 'percent']. */
  chain: Encoding[];
  /** Where context appended to the decoded text starts (MIME words: the rest of the header line); nothing from there on is reported. */
  contextFrom?: number;
}

export interface DecodeOptions {
  /** How many layers to peel (default 2). */
  maxDepth?: number;
  /** Minimum run length for base64 characters and hex digits (default 16). */
  minLength?: number;
  /** Stop after this many payloads (default 32). */
  maxPayloads?: number;
  /** Cap on the UTF-8 size of all decoded text kept (default 256 KiB). */
  maxDecodedBytes?: number;
  /** ROT13: only after a "rot13" marker (default), over the whole text, or never. */
  rot13?: Rot13Mode;
}

const DEFAULTS = {
  maxDepth: 2,
  minLength: 16,
  maxPayloads: 32,
  maxDecodedBytes: 256 * 1024,
  rot13: 'marker' as Rot13Mode,
};

// Plain JSON escapes (\n, \") are common in ordinary documents; the rest are rarely innocent,
// so they are kept first when the payload cap bites.
function priority(e: Encoding): number {
  return e === 'json_escape' ? 1 : 0;
}

function scanAll(text: string, minLength: number, rot13: Rot13Mode, parent: Encoding | null): Candidate[] {
  const found = [
    ...scanBase64(text, minLength),
    ...scanHex(text, minLength),
    ...scanPercent(text),
    ...scanEscapes(text),
    ...scanHtmlEntities(text),
    ...scanMimeWords(text),
    // rot13 of rot13 is the text itself.
    ...(parent === 'rot13' ? [] : scanRot13(text, rot13)),
  ];
  return found.sort((a, b) => priority(a.encoding) - priority(b.encoding) || a.start - b.start || a.end - b.end);
}

interface Pending {
  text: string;
  outer: { start: number; end: number } | null;
  chain: Encoding[];
}

export function findEncodedPayloads(original: string, options: DecodeOptions = {}): DecodedPayload[] {
  const maxDepth = Math.max(0, Math.floor(options.maxDepth ?? DEFAULTS.maxDepth));
  const minLength = Math.max(4, Math.floor(options.minLength ?? DEFAULTS.minLength));
  const maxPayloads = Math.max(0, Math.floor(options.maxPayloads ?? DEFAULTS.maxPayloads));
  const rot13 = options.rot13 ?? DEFAULTS.rot13;
  let budget = options.maxDecodedBytes ?? DEFAULTS.maxDecodedBytes;

  const out: DecodedPayload[] = [];
  const seen = new Set<string>();
  let queue: Pending[] = [{ text: original, outer: null, chain: [] }];
  // Breadth first, so shallow payloads are kept before the caps are reached by nested ones.
  for (let depth = 1; depth <= maxDepth && queue.length > 0 && out.length < maxPayloads; depth++) {
    const next: Pending[] = [];
    for (const item of queue) {
      const parent = item.chain[item.chain.length - 1] ?? null;
      for (const c of scanAll(item.text, minLength, rot13, parent)) {
        if (out.length >= maxPayloads) break;
        const span = item.outer ?? { start: c.start, end: c.end };
        const key = `${span.start}:${span.end}:${c.encoding}:${c.decoded}`;
        if (seen.has(key)) continue;
        const bytes = Buffer.byteLength(c.decoded, 'utf8');
        if (bytes > budget) continue;
        budget -= bytes;
        seen.add(key);
        const chain = [...item.chain, c.encoding];
        out.push({ encoding: c.encoding, start: span.start, end: span.end, decoded: c.decoded, depth, chain, ...(c.contextFrom !== undefined ? { contextFrom: c.contextFrom } : {}) });
        // Appended context is plain text already scanned: only the decoded part is peeled further.
        next.push({ text: c.contextFrom !== undefined ? c.decoded.slice(0, c.contextFrom) : c.decoded, outer: span, chain });
      }
    }
    queue = next;
  }
  return out.sort((a, b) => a.start - b.start || a.depth - b.depth || a.end - b.end);
}
