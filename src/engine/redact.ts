// Replaces matches with numbered placeholders `[CATEGORY_N]`: the same value gets the same
// number, N counts distinct values per category. Overlapping spans are merged first so no part of
// either survives; everything outside the spans is copied unchanged.

export interface RedactionSpan {
  start: number;
  end: number;
  category: string;
}

export interface Redaction {
  text: string;
  /** The placeholder covering each input span, in input order. */
  placeholders: string[];
}

/** Numbers handed out so far, per category and value; pass the same map to number a stream's pieces consistently. */
export type PlaceholderNumbering = Map<string, Map<string, number>>;

export function redact(text: string, spans: readonly RedactionSpan[], numbering: PlaceholderNumbering = new Map()): Redaction {
  const order = spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start || b.end - a.end);
  // Merge overlapping spans; the merged region takes the category of its first span.
  const regions: Array<{ start: number; end: number; category: string; members: number[] }> = [];
  for (const s of order) {
    const last = regions[regions.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      last.members.push(s.i);
    } else regions.push({ start: s.start, end: s.end, category: s.category, members: [s.i] });
  }
  const placeholders: string[] = new Array<string>(spans.length).fill('');
  let out = '';
  let cursor = 0;
  for (const r of regions) {
    const category = r.category.toUpperCase();
    const values = numbering.get(category) ?? new Map<string, number>();
    numbering.set(category, values);
    const value = text.slice(r.start, r.end);
    let n = values.get(value);
    if (n === undefined) {
      n = values.size + 1;
      values.set(value, n);
    }
    const token = `[${category}_${n}]`;
    out += text.slice(cursor, r.start) + token;
    cursor = r.end;
    for (const m of r.members) placeholders[m] = token;
  }
  out += text.slice(cursor);
  return { text: out, placeholders };
}
