// Date rendering per locale: numeric orders and dates in words (incl. Thai Buddhist era, Japanese era names).
import { LANG } from './lang.mjs';
const p2 = (n) => String(n).padStart(2, '0');
const NUM = {
  US: (d) => `${p2(d.m)}/${p2(d.d)}/${d.y}`, CA: (d) => `${d.y}-${p2(d.m)}-${p2(d.d)}`, SE: (d) => `${d.y}-${p2(d.m)}-${p2(d.d)}`, LT: (d) => `${d.y}-${p2(d.m)}-${p2(d.d)}`,
  DE: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, AT: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, CH: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, PL: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, NO: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, DK: (d) => `${p2(d.d)}-${p2(d.m)}-${d.y}`,
  FI: (d) => `${d.d}.${d.m}.${d.y}`, CZ: (d) => `${d.d}. ${d.m}. ${d.y}`, RO: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, RU: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, UA: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, TR: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`, IL: (d) => `${p2(d.d)}.${p2(d.m)}.${d.y}`,
  HU: (d) => `${d.y}. ${p2(d.m)}. ${p2(d.d)}.`, NL: (d) => `${p2(d.d)}-${p2(d.m)}-${d.y}`, CN: (d) => `${d.y}-${p2(d.m)}-${p2(d.d)}`, TW: (d) => `${d.y}/${p2(d.m)}/${p2(d.d)}`, JP: (d) => `${d.y}/${p2(d.m)}/${p2(d.d)}`, KR: (d) => `${d.y}. ${p2(d.m)}. ${p2(d.d)}.`,
  TH: (d) => `${p2(d.d)}/${p2(d.m)}/${d.y + 543}`, ID: (d) => `${p2(d.d)}-${p2(d.m)}-${d.y}`,
};
export function dateNum(cc, d) { return (NUM[cc] || ((x) => `${p2(x.d)}/${p2(x.m)}/${x.y}`))(d); }
export function dateIso(d) { return `${d.y}-${p2(d.m)}-${p2(d.d)}`; }
export function dateWords(r, lang, cc, d) {
  const M = LANG[lang].M;
  const mon = M[d.m - 1];
  switch (lang) {
    case 'en': return cc === 'US' ? `${mon} ${d.d}, ${d.y}` : r.chance(0.5) ? `${d.d} ${mon} ${d.y}` : `${d.d}${d.d % 10 === 1 && d.d !== 11 ? 'st' : d.d % 10 === 2 && d.d !== 12 ? 'nd' : d.d % 10 === 3 && d.d !== 13 ? 'rd' : 'th'} of ${mon} ${d.y}`;
    case 'de': case 'nb': case 'da': case 'fi': case 'cs': return `${d.d}. ${mon} ${d.y}`;
    case 'es': case 'pt': return `${d.d} de ${mon} de ${d.y}`;
    case 'hu': return `${d.y}. ${mon} ${d.d}.`;
    case 'ru': return `${d.d} ${mon} ${d.y} г.`;
    case 'uk': return `${d.d} ${mon} ${d.y} р.`;
    case 'he': return `${d.d} ${mon} ${d.y}`;
    case 'th': return `${d.d} ${mon} ${d.y + 543}`;
    case 'zh': return `${d.y}年${d.m}月${d.d}日`;
    case 'ja': if (r.chance(0.4)) { const era = d.y >= 1989 ? ['平成', d.y - 1988] : ['昭和', d.y - 1925]; return `${era[0]}${era[1] === 1 ? '元' : era[1]}年${d.m}月${d.d}日`; } return `${d.y}年${d.m}月${d.d}日`;
    case 'ko': return `${d.y}년 ${d.m}월 ${d.d}일`;
    case 'vi': return `ngày ${d.d} tháng ${d.m} năm ${d.y}`;
    case 'ar': return r.chance(0.3) ? `${d.d} ${mon} ${d.y}`.replace(/\d/g, (c) => '٠١٢٣٤٥٦٧٨٩'[c]) : `${d.d} ${mon} ${d.y}`;
    default: return `${d.d} ${mon} ${d.y}`;
  }
}
export function dateAny(r, lang, cc, d) { const x = r.float(); return x < 0.5 ? dateNum(cc, d) : x < 0.85 ? dateWords(r, lang, cc, d) : dateIso(d); }
export function randDate(r, y0 = 2024, y1 = 2025) { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }
export function timestamp(r, y = 2025) { const d = randDate(r, y, y); return `${dateIso(d)}T${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}${r.chance(0.5) ? '.' + r.digits(3) : ''}Z`; }
