// Helpers shared by language packs.
export const p2 = (n) => String(n).padStart(2, '0');
export function pat(r, s) { return s.replace(/[#N]/g, (c) => (c === '#' ? String(r.int(0, 9)) : String(r.int(2, 9)))); }
export function phoneFrom(table) {
  return (r, country) => { const t = table[country] || table[Object.keys(table)[0]]; const [type, p] = r.weighted(t.map((x) => [[x[0], x[1]], x[2] ?? 1])); return { v: pat(r, p), t: 'phone_' + type }; };
}
export function numDate(d, order, sep, pad = true) {
  const f = (n) => (pad ? p2(n) : String(n));
  if (order === 'dmy') return `${f(d.d)}${sep}${f(d.m)}${sep}${d.y}`;
  if (order === 'mdy') return `${f(d.m)}${sep}${f(d.d)}${sep}${d.y}`;
  return `${d.y}${sep}${p2(d.m)}${sep}${p2(d.d)}`;
}
export const iso = (d) => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
export function money(r, sym, { before = false, dec = ',', thou = '.', cents = true, space = true, min = 3, max = 2000 } = {}) {
  const v = r.int(min, max); const c = r.pick(['00', '99', '50', '90', '95']);
  const int = String(v).replace(/\B(?=(\d{3})+(?!\d))/g, thou);
  const num = cents ? `${int}${dec}${c}` : int;
  return before ? `${sym}${space ? ' ' : ''}${num}` : `${num}${space ? ' ' : ''}${sym}`;
}
