// Transforms: how a value is written in the text. Each single-span transform has an encoder and
// (where it can be undone) a decoder used by check.mjs to re-verify checksums.
import { LANGS } from './lang.mjs';

const ZW = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const HOMO = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і', A: 'А', B: 'В', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'Ο', P: 'Р', T: 'Т', X: 'Х', C: 'С' };
const HOMO_DIGIT = Object.fromEntries([...'0123456789'].map((d) => [d, String.fromCodePoint(0x1d7ce + +d)]));
const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const isMulti = (v) => v.includes('\n');
const digitShare = (v) => (v.match(/\d/g) || []).length / Math.max(1, v.replace(/[\s\-./()]/g, '').length);
const positions = (r, v, n) => { const ps = new Set(); for (let i = 0; i < n * 3 && ps.size < n; i++) ps.add(r.int(1, v.length - 1)); return [...ps].sort((a, b) => b - a); };
const insertAt = (v, ps, ch) => { let s = v; for (const p of ps) s = s.slice(0, p) + (typeof ch === 'function' ? ch() : ch) + s.slice(p); return s; };

// ---- single-span transforms: {ok(v,cat,lang), enc(r,v,lang,cat) -> string}
export const NATURAL = {
  plain: { ok: () => true, enc: (r, v) => v },
  nbsp: { ok: (v) => / /.test(v) && !isMulti(v), enc: (r, v) => v.replace(/ /g, () => r.pick(['\u00A0', '\u202F', '\u2009'])) },
  soft_hyphen: { ok: (v) => v.length >= 8 && !isMulti(v), enc: (r, v) => insertAt(v, positions(r, v, r.int(1, 2)), '\u00AD') },
  line_wrap: { ok: (v) => v.length >= 16 && !isMulti(v), enc: (r, v) => insertAt(v, [r.int(Math.floor(v.length / 3), Math.floor((2 * v.length) / 3))], r.pick(['\n', '\r\n', '-\n', '\n '])) },
  fullwidth: { ok: (v, c, l) => LANGS[l].cjk && /\d/.test(v) && !isMulti(v), enc: (r, v) => v.replace(/[0-9A-Za-z@.\-]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)) },
  native_digits: { ok: (v, c, l) => !!LANGS[l].native && /\d/.test(v) && !isMulti(v) && !['api_key', 'access_token', 'private_key', 'crypto_wallet', 'connection_string', 'password'].includes(c), enc: (r, v, l) => v.replace(/\d/g, (d) => LANGS[l].native[+d]) },
  html_markup: { ok: (v) => v.length >= 6 && !isMulti(v), enc: (r, v) => { const a = r.int(1, Math.floor(v.length / 2)); const b = r.int(a + 1, v.length - 1); const tag = r.pick(['b', 'span', 'wbr', 'font color="#333"']); if (tag === 'wbr') return v.slice(0, a) + '<wbr>' + v.slice(a); return `${v.slice(0, a)}<${tag}>${v.slice(a, b)}</${tag.split(' ')[0]}>${v.slice(b)}`; } },
  html_entity: { ok: (v) => /[@. &\-:/]/.test(v) && !isMulti(v), enc: (r, v) => v.replace(/[@. &\-:/]/g, (c) => ({ '@': r.pick(['&#64;', '&commat;', '&#x40;']), '.': r.pick(['&#46;', '.']), ' ': '&nbsp;', '&': '&amp;', '-': r.pick(['&#8209;', '-', '&shy;-']), ':': '&#58;', '/': '&#47;' })[c]) },
  quoted_printable: { ok: (v) => v.length >= 20 && !isMulti(v), enc: (r, v) => { const s = v.replace(/=/g, '=3D').replace(/[^\x00-\x7e]/g, (c) => [...Buffer.from(c)].map((b) => '=' + b.toString(16).toUpperCase().padStart(2, '0')).join('')); const p = r.int(8, s.length - 4); const q = s.slice(0, p).replace(/=[0-9A-F]?$/, ''); return q + '=\n' + s.slice(q.length); } },
  url_encoded: { ok: (v, c) => /[@:/+ !#&*?=]/.test(v) && !isMulti(v), enc: (r, v) => encodeURIComponent(v) },
  json_escaped: { ok: (v) => /[/\n"\u0080-\uffff@]/.test(v), enc: (r, v) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"').replace(/\//g, '\\/').replace(/[@\u0080-\uffff]/g, (c) => (r.chance(0.6) ? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0') : c)) },
  markdown: { ok: (v) => v.length >= 8 && !isMulti(v), enc: (r, v) => { const a = r.int(1, Math.floor(v.length / 2)); const b = r.int(a + 2, v.length - 1); const m = r.pick(['**', '*', '`', '~~', '__']); return v.slice(0, a) + m + v.slice(a, b) + m + v.slice(b); } },
  pem_collapsed: { ok: (v, c) => c === 'private_key' && isMulti(v), enc: (r, v) => v.replace(/\n/g, r.pick([' ', ''])) },
  truncated: { ok: (v, c) => ['api_key', 'access_token', 'private_key', 'connection_string'].includes(c) && v.length >= 32 && !isMulti(v), enc: (r, v) => v.slice(0, Math.ceil(v.length * r.pick([0.7, 0.8, 0.9]))) + r.pick(['…', '...', ' [truncated]', '…(+' + r.int(5, 60) + ' chars)']) },
};
export const EVASIVE = {
  spaced: { ok: (v) => v.length <= 48 && !isMulti(v), enc: (r, v) => [...v.replace(/ /g, '')].join(r.pick([' ', '  ', ' . ', '.', '-', ' - ', '_'])) },
  words_between: { ok: (v) => /\d{4,}/.test(v.replace(/\D/g, '')) && v.length <= 32 && !isMulti(v), enc: (r, v) => { const w = r.pick(['then', 'and', 'dash', 'next', 'x']); return v.replace(/[\s\-.]/g, '').replace(/(.{2,4})(?=.)/g, (m) => `${m} ${w} `); } },
  number_words: { ok: (v, c) => digitShare(v) >= 0.6 && v.replace(/\D/g, '').length >= 6 && v.length <= 40 && !isMulti(v), enc: (r, v, l) => { const W = LANGS[l].words.split(' '); return [...v.replace(/[\s\-.()/]/g, '')].map((ch) => (/\d/.test(ch) ? W[+ch] : ch)).join(r.pick([' ', ' ', '-', ', '])); } },
  at_dot: { ok: (v, c) => c === 'email', enc: (r, v, l) => { const L = LANGS[l]; const at = r.pick([L.at, 'at', '(at)', '[at]', ' AT ']).trim(); const dot = r.pick([L.dot, 'dot', '(dot)', '[dot]']); return v.replace('@', ` ${at} `).replace(/\./g, ` ${dot} `).replace(/ {2,}/g, ' '); } },
  zero_width: { ok: (v) => v.length >= 6, enc: (r, v) => insertAt(v, positions(r, v, r.int(2, 5)), () => r.pick(ZW)) },
  homoglyph: { ok: (v) => /[aeopcxyiABEHKMOPTXC0-9]/.test(v) && !isMulti(v), enc: (r, v) => [...v].map((ch) => (HOMO[ch] && r.chance(0.6) ? HOMO[ch] : HOMO_DIGIT[ch] && r.chance(0.35) ? HOMO_DIGIT[ch] : ch)).join('') },
  reversed: { ok: (v) => v.length <= 200 && !isMulti(v), enc: (r, v) => [...v].reverse().join('') },
  interleaved: { ok: (v) => v.length <= 60 && !isMulti(v), enc: (r, v) => { const f = r.pick(['#', '~', '|', '^']); return [...v].join(f); } },
  base64: { ok: (v) => v.length <= 400, enc: (r, v) => Buffer.from(v).toString('base64') },
  hex: { ok: (v) => v.length <= 80, enc: (r, v) => Buffer.from(v).toString('hex') },
  leetspeak: { ok: (v, c) => ['person_name', 'email', 'password', 'address'].includes(c) && /[aeiost]/.test(v) && !isMulti(v), enc: (r, v) => v.replace(/[aeiost]/g, (ch) => (r.chance(0.7) ? LEET[ch] : ch)) },
};
export const TRANSFORMS = { ...NATURAL, ...EVASIVE };

// ---- multi-span splits: return pieces (each labelled separately; see README)
export function splitPieces(r, v, n) {
  const clean = v;
  if (/ /.test(clean) && clean.split(' ').length >= n && !isMulti(clean)) {
    const toks = clean.split(' '); const per = Math.ceil(toks.length / n); const out = [];
    for (let i = 0; i < toks.length; i += per) out.push(toks.slice(i, i + per).join(' '));
    return out;
  }
  const out = []; const L = clean.length; let pos = 0;
  for (let i = 0; i < n; i++) { const end = i === n - 1 ? L : Math.max(pos + 1, Math.round(((i + 1) * L) / n) + r.int(-1, 1)); out.push(clean.slice(pos, end)); pos = end; }
  return out.filter((p) => p.trim().length > 0 && p.trim() === p);
}

// ---- decoders for the checker (undo what can be undone)
const FW = (s) => s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
const NATIVE = (s) => s.replace(/[٠-٩]/g, (c) => String(c.charCodeAt(0) - 0x660)).replace(/[०-९]/g, (c) => String(c.charCodeAt(0) - 0x966));
const UNHOMO = Object.fromEntries(Object.entries(HOMO).map(([k, v]) => [v, k]));
export function decode(enc, s, lang) {
  switch (enc) {
    case undefined: case 'plain': case 'split': return s;
    case 'nbsp': return s.replace(/[\u00A0\u202F\u2009]/g, ' ');
    case 'soft_hyphen': return s.replace(/\u00AD/g, '');
    case 'line_wrap': return s.replace(/-?\r?\n ?/g, '');
    case 'fullwidth': return FW(s);
    case 'native_digits': return NATIVE(s);
    case 'html_markup': return s.replace(/<[^>]+>/g, '');
    case 'html_entity': return s.replace(/&shy;/g, '').replace(/&#x([0-9a-f]+);/gi, (m, h) => String.fromCharCode(parseInt(h, 16))).replace(/&#(\d+);/g, (m, d) => (d === '8209' ? '-' : String.fromCharCode(+d))).replace(/&commat;/g, '@').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
    case 'quoted_printable': { const t = s.replace(/=\n/g, ''); const bytes = []; for (let i = 0; i < t.length; i++) { if (t[i] === '=' && /^[0-9A-F]{2}$/.test(t.slice(i + 1, i + 3))) { bytes.push(parseInt(t.slice(i + 1, i + 3), 16)); i += 2; } else bytes.push(...Buffer.from(t[i])); } return Buffer.from(bytes).toString(); }
    case 'url_encoded': return decodeURIComponent(s);
    case 'json_escaped': return JSON.parse('"' + s + '"');
    case 'markdown': return s.replace(/\*\*|__|~~|[*`]/g, '');
    case 'zero_width': return s.replace(/[\u200B\u200C\u200D\u2060\uFEFF]/g, '');
    case 'homoglyph': return [...s].map((c) => UNHOMO[c] ?? c).join('').normalize('NFKC');
    case 'reversed': return [...s].reverse().join('');
    case 'interleaved': return s.replace(/[#~|^]/g, '');
    case 'base64': return Buffer.from(s, 'base64').toString();
    case 'hex': return Buffer.from(s, 'hex').toString();
    case 'number_words': { const W = LANGS[lang].words.split(' '); return s.split(/[\s,\-]+/).map((t) => { const i = W.indexOf(t); return i >= 0 ? String(i) : t; }).join(''); }
    case 'spaced': return s.replace(/[\s._\-]/g, '');
    case 'words_between': return s.replace(/ (then|and|dash|next|x) /g, '');
    default: return null; // not reversible for checksum purposes (truncated, leetspeak, at_dot, pem_collapsed …)
  }
}
