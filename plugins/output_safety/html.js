// @ts-check
// The markup that a renderer would act on in a model's answer: code regions (fenced blocks and
// inline code spans, which a Markdown renderer shows as text and never executes), HTML tags and
// their attributes (character references decoded by the host's decoder), comments and elements styled to be invisible. Linear
// scans with bounded look-ahead, so a 200 KB answer stays cheap.

/** @typedef {import('screening-service/plugin-api').Decoders} Decoders */

/**
 * Spans of fenced code blocks (``` or ~~~, closed by the same fence or the end of the text) and
 * inline code spans (a backtick run closed by a run of the same length in the same paragraph).
 * @returns {Array<[number, number]>} sorted, non-overlapping
 */
export function codeRegions(/** @type {string} */ text) {
  /** @type {Array<[number, number]>} */
  const regions = [];
  const fence = /^[ \t]{0,3}(`{3,}|~{3,})[^\n]*$/gm;
  let pos = 0;
  /** @type {Array<[number, number]>} */
  const fences = [];
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    if (m.index < pos) continue;
    const marker = m[1] ?? '```';
    const close = new RegExp(`^[ \\t]{0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`, 'gm');
    close.lastIndex = m.index + m[0].length;
    const c = close.exec(text);
    const end = c ? c.index + c[0].length : text.length;
    fences.push([m.index, end]);
    pos = end;
    fence.lastIndex = end;
  }
  let f = 0;
  let i = 0;
  while (i < text.length) {
    const nextFence = fences[f];
    if (nextFence && i >= nextFence[0]) {
      regions.push(nextFence);
      i = nextFence[1];
      f++;
      continue;
    }
    const tick = text.indexOf('`', i);
    if (tick < 0 || (nextFence && tick >= nextFence[0])) {
      if (!nextFence) break;
      i = nextFence[0];
      continue;
    }
    let run = tick;
    while (text[run] === '`') run++;
    const len = run - tick;
    const limit = Math.min(text.length, nextFence ? nextFence[0] : text.length, run + 4000);
    let j = run;
    let closed = -1;
    while (j < limit) {
      const k = text.indexOf('`', j);
      if (k < 0 || k >= limit) break;
      if (text.slice(j, k).includes('\n\n')) break;
      let e = k;
      while (text[e] === '`') e++;
      if (e - k === len) {
        closed = e;
        break;
      }
      j = e;
    }
    if (closed > 0 && !text.slice(run, closed).includes('\n\n')) {
      regions.push([tick, closed]);
      i = closed;
    } else i = run;
  }
  return regions;
}

/** True when [start, end) lies inside one of the sorted regions. */
export function inRegions(/** @type {ReadonlyArray<[number, number]>} */ regions, /** @type {number} */ start, /** @type {number} */ end) {
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = /** @type {[number, number]} */ (regions[mid]);
    if (r[1] <= start) lo = mid + 1;
    else if (r[0] > start) hi = mid - 1;
    else return end <= r[1];
  }
  return false;
}

/**
 * @typedef {{ name: string, value: string, start: number, end: number }} Attribute value = decoded; start/end = the raw value's span
 * @typedef {{ name: string, start: number, end: number, attrs: Attribute[] }} Tag
 */

const TAG = /<([a-zA-Z][a-zA-Z0-9:-]{0,30})(?=[\s/>])([^<>]{0,4000})>/g;
const ATTR = /([^\s"'<>/=]{1,60})(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Opening tags outside code, with their attributes (values decoded). */
export function htmlTags(/** @type {string} */ text, /** @type {ReadonlyArray<[number, number]>} */ code, /** @type {Decoders} */ decode) {
  /** @type {Tag[]} */
  const tags = [];
  if (!text.includes('<')) return tags;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    if (inRegions(code, m.index, m.index + 1)) continue;
    const name = (m[1] ?? '').toLowerCase();
    const body = m[2] ?? '';
    const bodyStart = m.index + 1 + (m[1] ?? '').length;
    /** @type {Attribute[]} */
    const attrs = [];
    ATTR.lastIndex = 0;
    for (let a = ATTR.exec(body); a; a = ATTR.exec(body)) {
      const raw = a[2] ?? a[3] ?? a[4];
      const rawStart = raw === undefined ? bodyStart + a.index : bodyStart + a.index + a[0].length - raw.length - (a[4] === undefined ? 1 : 0);
      attrs.push({ name: (a[1] ?? '').toLowerCase(), value: decode.htmlEntities(raw ?? ''), start: rawStart, end: rawStart + (raw ?? '').length });
    }
    tags.push({ name, start: m.index, end: m.index + m[0].length, attrs });
  }
  return tags;
}

/** Declarations that make an element invisible to a human reader while agents still read its text. */
const HIDING_STYLE =
  /display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(?:\.0+)?\s*(?:;|$|!)|font-size\s*:\s*0(?:\.0+)?(?:px|em|rem|pt|%)?\s*(?:;|$|!)|font-size\s*:\s*(?:0?\.\d+|1)(?:px|pt)\s*(?:;|$|!)|(?:^|;)\s*(?:max-)?(?:height|width)\s*:\s*0(?:px)?\s*(?:;|$|!)|(?:left|top|text-indent)\s*:\s*-\d{3,}|clip\s*:\s*rect\(\s*0|clip-path\s*:\s*inset\(\s*50%|transform\s*:\s*scale\(\s*0\s*\)/i;
const WHITE = /^(?:#fff(?:fff)?|white|rgba?\(\s*255\s*,\s*255\s*,\s*255\s*(?:,\s*1(?:\.0+)?\s*)?\)|transparent|rgba\([^)]*,\s*0\s*\))$/i;

/** Why a tag's element is hidden, or undefined. Colour equal to the background, or white/transparent text, counts. */
export function hidingReason(/** @type {Tag} */ tag) {
  const style = (tag.attrs.find((a) => a.name === 'style')?.value ?? '').replace(/\s*!important/gi, '');
  if (tag.attrs.some((a) => a.name === 'hidden') && tag.name !== 'input') return 'hidden attribute';
  // A chat renderer shows neither: <noscript> only without scripts, <template> never.
  if (tag.name === 'noscript' || tag.name === 'template') return 'element not rendered';
  if (HIDING_STYLE.test(style)) return 'invisible style';
  const color = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim();
  const background = /background(?:-color)?\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim();
  if (color && background && color.toLowerCase() === background.toLowerCase()) return 'text coloured like its background';
  if (color && WHITE.test(color) && !background) return 'white or transparent text';
  const fontColor = tag.name === 'font' ? tag.attrs.find((a) => a.name === 'color')?.value : undefined;
  if (fontColor && WHITE.test(fontColor.trim())) return 'white or transparent text';
  return undefined;
}

/**
 * @typedef {{ start: number, end: number, text: string, how: string }} Segment hidden content: span in the original and its text
 */

/** The content of hidden elements (up to its closing tag, at most 5000 characters), tags stripped; at most `max` elements. */
export function hiddenElements(/** @type {string} */ text, /** @type {readonly Tag[]} */ tags, /** @type {Decoders} */ decode, max = Infinity) {
  /** @type {Segment[]} */
  const out = [];
  for (const tag of tags) {
    if (out.length >= max) break;
    const how = hidingReason(tag);
    if (!how) continue;
    const rest = text.slice(tag.end, tag.end + 5000);
    const close = new RegExp(`</${tag.name}\\s*>`, 'i').exec(rest);
    const end = tag.end + (close ? close.index : Math.min(rest.length, 2000));
    const inner = text.slice(tag.end, end);
    out.push({ start: tag.end, end, text: decode.htmlEntities(inner.replace(/<[^<>]{0,500}>/g, ' ')), how });
  }
  return out;
}

/** Attributes whose text an agent reads but a reader rarely sees (shown only when an image fails, or on hover). */
const UNSEEN_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'aria-description']);

/** The text of unseen attributes (alt, title, aria-label, the value of a hidden input) of the tags; at most `max` attributes. */
export function unseenAttributes(/** @type {readonly Tag[]} */ tags, max = Infinity) {
  /** @type {Segment[]} */
  const out = [];
  for (const tag of tags)
    for (const a of tag.attrs) {
      if (out.length >= max) return out;
      const hiddenValue = a.name === 'value' && tag.name === 'input' && tag.attrs.some((t) => t.name === 'type' && t.value.trim().toLowerCase() === 'hidden');
      if ((UNSEEN_ATTRIBUTES.has(a.name) || hiddenValue) && a.value.trim()) out.push({ start: a.start, end: a.end, text: a.value, how: `${a.name} attribute` });
    }
  return out;
}

/**
 * Markdown text a reader does not see: link and image titles (shown only on hover), image alt text
 * (shown only when the image fails) and titles of reference definitions, outside code.
 */
export function markdownUnseen(/** @type {string} */ text, /** @type {ReadonlyArray<[number, number]>} */ code, max = Infinity) {
  /** @type {Segment[]} */
  const out = [];
  if (!text.includes('](') && !text.includes(']:')) return out;
  const push = (/** @type {number} */ start, /** @type {string} */ body, /** @type {string} */ how) => {
    if (out.length < max && body.trim() && !inRegions(code, start, start + 1)) out.push({ start, end: start + body.length, text: body, how });
  };
  const inline = /(!?)\[([^\]\n]{0,500})\]\([ \t]{0,10}(?:<[^<>\n]{0,2000}>|[^\s()]{1,2000})(?:[ \t]{1,10}(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})'|\(([^()\n]{1,1000})\)))?[ \t]{0,10}\)/g;
  for (let m = inline.exec(text); m; m = inline.exec(text)) {
    const title = m[3] ?? m[4] ?? m[5];
    if (title !== undefined) push(m.index + m[0].lastIndexOf(title), title, 'Markdown title');
    if (m[1] && m[2]) push(m.index + 2, m[2], 'Markdown image alt text');
  }
  const reference = /^[ ]{0,3}\[([^\]\n]{1,200})\]:[ \t]{0,10}(?!#|<>)(?:<[^<>\n]{0,2000}>|\S{1,2000})[ \t]{1,10}(?:"([^"\n]{1,1000})"|'([^'\n]{1,1000})'|\(([^()\n]{1,1000})\))[ \t]*$/gm;
  for (let m = reference.exec(text); m; m = reference.exec(text)) {
    const title = m[2] ?? m[3] ?? m[4] ?? '';
    push(m.index + m[0].lastIndexOf(title), title, 'Markdown title');
  }
  return out;
}

/** HTML comments, Markdown comment idioms (`[//]: # (…)`) and `%% … %%` comments (Obsidian, Mermaid), which renderers drop, outside code. */
export function comments(/** @type {string} */ text, /** @type {ReadonlyArray<[number, number]>} */ code) {
  /** @type {Segment[]} */
  const out = [];
  if (text.includes('<!--')) {
    const re = /<!--([\s\S]{0,10000}?)(?:-->|$)/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (inRegions(code, m.index, m.index + 1)) continue;
      out.push({ start: m.index + 4, end: m.index + 4 + (m[1] ?? '').length, text: m[1] ?? '', how: 'HTML comment' });
    }
  }
  if (text.includes(']:')) {
    const md = /^[ ]{0,3}\[(?:\/\/|comment|_|#|hidden|note)\]:[ \t]{0,10}(?:#|<>)[ \t]{0,10}(?:\(([^\n]{0,2000})\)|"([^"\n]{0,2000})"|'([^'\n]{0,2000})')/gim;
    for (let m = md.exec(text); m; m = md.exec(text)) {
      if (inRegions(code, m.index, m.index + 1)) continue;
      const body = m[1] ?? m[2] ?? m[3] ?? '';
      const start = m.index + m[0].length - body.length - 1;
      out.push({ start, end: start + body.length, text: body, how: 'Markdown comment' });
    }
  }
  if (text.includes('%%')) {
    // `%%bash` and other cell magics start with a letter, `100%%` is an escaped percent sign: neither opens a comment.
    const pct = /(?<![\w%])%%(?![\w%])([\s\S]{1,10000}?)(?<![\w%])%%(?![\w%])/g;
    for (let m = pct.exec(text); m; m = pct.exec(text)) {
      if (inRegions(code, m.index, m.index + 1)) continue;
      out.push({ start: m.index + 2, end: m.index + 2 + (m[1] ?? '').length, text: m[1] ?? '', how: '%% comment' });
    }
  }
  return out;
}
