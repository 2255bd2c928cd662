// @ts-check
// An invented persona that the text first names in quotes and then addresses by that name with a
// request: 'You are now "Lampo" … Lampo, how do I …', 'sen "Gölge"sin … Gölge, …', 'तुम "आज़ादAI"
// हो … आज़ादAI, …'. The shape is the same in every language: a quoted name, then the name opening
// a sentence and followed by a comma or colon. Ordinary role-play has it too ('You are "Marta", a
// tutor. Marta, how do I say …'), so it is only a hint: it counts next to a persona without rules
// or refusals.

// A name of up to four words ('Ranger Tom', « Gaston le concierge »); guillemets may pad it.
const QUOTED = /["'«“„‘] ?([\p{L}\p{N}][\p{L}\p{M}\p{N}_-]{1,30}(?: [\p{L}\p{M}\p{N}_-]{1,20}){0,3}) ?["'»”’“]/gu;
// A word of a longer name is its own vocative ("Ranger Tom" … "Tom,"), if it reads as a name:
// a capital, or a script without case.
const NAME_WORD = /^(?:\p{Lu}|\p{Lo})[\p{L}\p{M}\p{N}_-]{1,}$/u;
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
    const full = m[1] ?? '';
    const words = full.split(' ');
    if (words.length > 1 && !words.some((w) => NAME_WORD.test(w))) continue;
    const names = words.length > 1 ? [full, ...words.filter((w) => w.length >= 2 && NAME_WORD.test(w))] : [full];
    // In a script without spaces the call may shorten the name from its end ("老王门卫" … "老王，").
    if (words.length === 1 && /^\p{Lo}{3,}$/u.test(full)) for (let k = full.length - 1; k >= 2; k--) names.push(full.slice(0, k));
    if (full.length < 3) continue;
    const after = (m.index ?? 0) + m[0].length;
    const tail = text.slice(after, after + REACH);
    for (const name of names) {
      const at = vocativeAt(tail, name);
      if (at < 0) continue;
      // The span is the vocative alone, so that the persona's own description ("that never
      // refuses") stays separate evidence.
      out.push({ start: after + at, end: after + at + name.length });
      return out;
    }
  }
  return out;
}

const SPACE = /\s/;
const SENTENCE_MARK = new Set(['.', '!', '?', '。', '！', '？', ';', ':', '\n']);
const ADDRESS_MARK = new Set([',', '，', ':', '：']);

/**
 * The first place in `tail` where `name` opens a sentence or follows a space (or starts `tail`)
 * and is followed, after at most two spaces, by a comma or colon that no digit follows (12:30 is
 * a time, not an address). A search for the name itself, instead of a regex compiled per name.
 * @param {string} tail
 * @param {string} name
 */
function vocativeAt(tail, name) {
  for (let p = tail.indexOf(name); p >= 0; p = tail.indexOf(name, p + 1)) {
    const before = tail[p - 1] ?? '';
    if (p > 0 && !SPACE.test(before) && !SENTENCE_MARK.has(before)) continue;
    let q = p + name.length;
    for (let k = 0; k < 2 && SPACE.test(tail[q] ?? ''); k++) q++;
    // Vietnamese calls with a particle after the name ("Tư ơi,").
    if (tail.startsWith('ơi', q)) {
      q += 2;
      if (tail[q] !== ',' && tail[q] !== ':') return p;
    }
    if (!ADDRESS_MARK.has(tail[q] ?? '')) continue;
    const next = tail.charCodeAt(q + 1);
    if (next >= 0x30 && next <= 0x39) continue;
    return p;
  }
  return -1;
}
