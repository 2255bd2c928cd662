// @ts-check
// Text a reader cannot see but a downstream model reads: Unicode tag characters (invisible
// ASCII), runs of zero-width characters (binary steganography: two distinct invisible characters
// as 0 and 1), zero-width characters sprinkled inside words to split them past filters, and
// bidirectional overrides that make the displayed order differ from the logical one.

import { asText } from './urls.js';

/** @typedef {import('screening-service/plugin-api').FindingDraft} FindingDraft */
/** @typedef {import('./html.js').Segment} Segment */
/** @typedef {{ kind: string, start: number, end: number, decoded?: string }} HiddenRun */

/**
 * The bits of a run of exactly two distinct invisible characters, read as 8-bit ASCII in both
 * assignments of 0 and 1; the one that reads as text wins.
 */
export function decodeZeroWidthBinary(/** @type {string} */ run) {
  const chars = [...run];
  const distinct = [...new Set(chars)];
  if (distinct.length !== 2 || chars.length < 16) return undefined;
  for (const zero of distinct) {
    const bits = chars.map((c) => (c === zero ? 0 : 1));
    const bytes = new Uint8Array(Math.floor(bits.length / 8));
    for (let i = 0; i < bytes.length; i++) {
      let b = 0;
      for (let k = 0; k < 8; k++) b = (b << 1) | (bits[i * 8 + k] ?? 0);
      bytes[i] = b;
    }
    const text = asText(bytes, 2);
    if (text) return text;
  }
  return undefined;
}

const BIDI_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Findings for invisible characters, and the hidden text they carry (for the hidden-target rules).
 * @param {string} text
 * @param {readonly HiddenRun[]} runs
 * @param {{ zeroWidthMinCount: number, zeroWidthRunLength: number, tagMinLength: number }} limits
 * @returns {{ findings: FindingDraft[], segments: Segment[] }}
 */
export function invisibleFindings(text, runs, limits) {
  /** @type {FindingDraft[]} */
  const findings = [];
  /** @type {Segment[]} */
  const segments = [];
  /** @type {HiddenRun[]} */
  const scattered = [];
  for (const run of runs) {
    if (run.kind === 'unicode_tag') {
      const decoded = run.decoded ?? '';
      if (decoded.trim().length < limits.tagMinLength) continue;
      findings.push({
        ruleId: 'output_safety/unicode-tag-text',
        category: 'hidden_instructions',
        type: 'unicode_tag_smuggling',
        severity: 'high',
        confidence: 0.9,
        reason: 'Invisible Unicode tag characters carry text a reader cannot see',
        start: run.start,
        end: run.end,
      });
      segments.push({ start: run.start, end: run.end, text: decoded, how: 'Unicode tag characters' });
    } else if (run.kind === 'zero_width' || run.kind === 'other_invisible') {
      const raw = text.slice(run.start, run.end);
      const count = [...raw].length;
      if (count >= limits.zeroWidthRunLength) {
        const decoded = decodeZeroWidthBinary(raw);
        findings.push({
          ruleId: 'output_safety/zero-width-encoded-text',
          category: 'hidden_instructions',
          type: 'zero_width_steganography',
          severity: decoded ? 'high' : 'medium',
          confidence: decoded ? 0.9 : 0.6,
          reason: decoded ? 'A run of zero-width characters encodes hidden text' : 'A long run of invisible characters (possible hidden encoding)',
          start: run.start,
          end: run.end,
        });
        if (decoded) segments.push({ start: run.start, end: run.end, text: decoded, how: 'zero-width encoding' });
      } else scattered.push(run);
    } else if (run.kind === 'bidi_control' && BIDI_OVERRIDE.test(text.slice(run.start, run.end))) {
      findings.push({
        ruleId: 'output_safety/bidi-override',
        category: 'hidden_instructions',
        type: 'bidi_override',
        severity: 'medium',
        confidence: 0.5,
        reason: 'Bidirectional override characters make the displayed text differ from what is processed',
        start: run.start,
        end: run.end,
      });
    }
  }
  const inside = scattered.filter((r) => /[\p{L}\p{N}]/u.test(text[r.start - 1] ?? '') && /[\p{L}\p{N}]/u.test(text[r.end] ?? ''));
  if (inside.length >= limits.zeroWidthMinCount) {
    const first = /** @type {HiddenRun} */ (inside[0]);
    findings.push({
      ruleId: 'output_safety/zero-width-split-words',
      category: 'hidden_instructions',
      type: 'zero_width_obfuscation',
      severity: 'medium',
      confidence: 0.55,
      reason: `Zero-width characters split ${inside.length} words, hiding them from filters`,
      start: first.start,
      end: first.end,
    });
  }
  return { findings, segments };
}
