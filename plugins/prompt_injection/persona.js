// @ts-check
// An invented persona that the text first names in quotes and then addresses by that name with a
// request: 'You are now "Lampo" … Lampo, how do I …', 'sen "Gölge"sin … Gölge, …', 'तुम "आज़ादAI"
// हो … आज़ादAI, …'. The shape is the same in every language: a quoted name, then the name opening
// a sentence and followed by a comma or colon. Ordinary role-play has it too ('You are "Marta", a
// tutor. Marta, how do I say …'), so it is only a hint: it counts next to a persona without rules
// or refusals.

const QUOTED = /["'«“„‘]([\p{L}\p{N}][\p{L}\p{M}\p{N}_-]{2,30})["'»”’]/gu;
const REACH = 400;

/**
 * The named personas of a text that are then addressed by name.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function addressedPersonas(text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  if (!/["'«“„‘]/.test(text)) return out;
  for (const m of text.matchAll(QUOTED)) {
    const name = m[1] ?? '';
    const after = (m.index ?? 0) + m[0].length;
    const tail = text.slice(after, after + REACH);
    const vocative = new RegExp(`(?<=^|[.!?。！？;:\\n]\\s{0,3}|\\s)${escapeRe(name)}(?=\\s{0,2}[,，:：](?!\\d))`, 'u').exec(tail);
    if (!vocative) continue;
    // The span is the vocative alone, so that the persona's own description ("that never refuses")
    // stays separate evidence.
    out.push({ start: after + vocative.index, end: after + vocative.index + name.length });
    break;
  }
  return out;
}

const escapeRe = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
