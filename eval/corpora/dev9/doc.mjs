// The document builder: text is appended piece by piece and every labelled value or hard negative
// records its own span as it is written, so spans are exact by construction. Noise (OCR confusions,
// hyphenation) is applied to the surrounding words only, never to a value.
import { fmtDate } from './locale.mjs';

export class Doc {
  constructor(r, lang, kind) {
    this.r = r; this.lang = lang; this.kind = kind;
    this.text = ''; this.labels = []; this.negatives = [];
    this.noise = null;
  }
  /** Surrounding text (passes through the document's noise, if any). */
  t(s) { this.text += this.noise ? this.noise(s) : s; return this; }
  /** Text written verbatim even in a noisy document. */
  raw(s) { this.text += s; return this; }
  v(category, type, value, soft = false) {
    const start = this.text.length;
    this.text += value;
    const label = { start, end: start + value.length, category, type, value };
    if (soft) label.soft = true;
    this.labels.push(label);
    return this;
  }
  n(kind, value) {
    const start = this.text.length;
    this.text += value;
    this.negatives.push({ start, end: start + value.length, kind, value });
    return this;
  }
  name(p, soft = false) { return this.v('person_name', p.latin ? 'person_name' : 'person_name_native', p.full, soft); }
  dob(parts, soft = false) { return this.v('date_of_birth', 'date_of_birth', fmtDate(this.r, this.lang, parts), soft); }
  addr(a, sep = '\n') { return this.v('address', a.type, a.lines.join(sep)); }
  toJSON(id, locale) {
    return { id, kind: this.kind, language: this.lang, locale, text: this.text, labels: this.labels, negatives: this.negatives };
  }
}

const OCR_SWAP = { l: '1', I: 'l', O: '0', o: '0', S: '5', B: '8', e: 'c', m: 'rn', i: 'í', a: 'à', t: 'f' };
/** Scanner noise on words: l/1, O/0 style confusions, dropped or doubled spaces. */
export function ocrNoise(r, level = 0.05) {
  return (s) => {
    let out = '';
    const chars = [...s];
    chars.forEach((ch, i) => {
      // the characters at either end of a piece touch a value: they stay as they are
      if (i === 0 || i === chars.length - 1) out += ch;
      else if (OCR_SWAP[ch] && r.chance(level)) out += OCR_SWAP[ch];
      else if (ch === ' ' && r.chance(level)) out += r.pick(['  ', '', '   ']);
      else out += ch;
    });
    return out;
  };
}
/** "PASSPORT NO" → "P A S S P O R T  N O" as scanned labels often come out. */
export const letterSpace = (s) => s.split(' ').map((w) => [...w].join(' ')).join('   ');

/** PDF-to-text of a paragraph: words hyphenated across lines at a fixed width. */
export function hyphenate(r, text, width = 68) {
  const words = text.split(' ');
  let line = '', out = '';
  for (const w of words) {
    if ((line + ' ' + w).length > width) {
      if (w.length > 7 && /^[\p{L}]+$/u.test(w) && r.chance(0.7)) {
        const cut = r.int(3, w.length - 3);
        out += `${line} ${w.slice(0, cut)}-\n`;
        line = w.slice(cut);
      } else { out += line + '\n'; line = w; }
    } else line = line ? `${line} ${w}` : w;
  }
  return out + line;
}

const DIGIT_WORDS = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
  nl: ['nul', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
};
/** How a caller dictates a value: letters spelled out, digits as words, "double" for repeats. */
export function dictate(r, lang, value) {
  const words = DIGIT_WORDS[lang] ?? DIGIT_WORDS.en;
  const chars = [...value.replace(/[\s\-./()]/g, '')];
  const out = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === '+') out.push(({ es: 'más', pt: 'mais', it: 'più' })[lang] ?? 'plus');
    else if (/\d/.test(c)) {
      if (lang === 'en' && chars[i + 1] === c && r.chance(0.5)) { out.push(`double ${words[c]}`); i++; }
      else out.push(c === '0' && lang === 'en' && r.chance(0.4) ? 'oh' : words[c]);
    } else out.push(c.toUpperCase());
  }
  return out.join(r.pick([' ', ' ', ', ']));
}
