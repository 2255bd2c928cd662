// Per-document structural checks shared by the generator (to reject bad drafts) and check.mjs.
export const CATEGORIES = ['email', 'phone_number', 'credit_card', 'iban', 'bank_account', 'national_id', 'tax_id', 'passport_number', 'ip_address', 'crypto_wallet', 'date_of_birth', 'street_address', 'person_name', 'api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url'];
export function docProblems(d) {
  const p = [];
  if (typeof d.id !== 'string' || typeof d.text !== 'string' || !Array.isArray(d.labels) || !Array.isArray(d.negatives)) return ['bad shape'];
  for (const k of ['kind', 'locale', 'language']) if (typeof d[k] !== 'string') p.push(`missing ${k}`);
  const spans = [];
  for (const l of d.labels) {
    if (!CATEGORIES.includes(l.category)) p.push(`unknown category ${l.category}`);
    if (!Number.isInteger(l.start) || !Number.isInteger(l.end) || l.start >= l.end) p.push(`bad offsets ${l.start}-${l.end}`);
    if (d.text.slice(l.start, l.end) !== l.value) p.push(`label span mismatch at ${l.start}: ${JSON.stringify(l.value).slice(0, 40)}`);
    if (l.value !== l.value.trim()) p.push(`label has surrounding whitespace: ${JSON.stringify(l.value).slice(0, 40)}`);
    if (typeof l.type !== 'string' || !l.type) p.push('label without type');
    spans.push([l.start, l.end, 'L:' + l.category]);
  }
  for (const n of d.negatives) {
    if (d.text.slice(n.start, n.end) !== n.value) p.push(`negative span mismatch at ${n.start}: ${JSON.stringify(n.value).slice(0, 40)}`);
    if (typeof n.kind !== 'string' || !n.kind) p.push('negative without kind');
    spans.push([n.start, n.end, 'N:' + n.kind]);
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < spans.length; i++) if (spans[i][0] < spans[i - 1][1]) p.push(`overlap ${spans[i - 1][2]}@${spans[i - 1][0]} / ${spans[i][2]}@${spans[i][0]}`);
  // every occurrence of a labelled value must itself be labelled (otherwise a correct detector would be penalised)
  const covered = new Set(d.labels.map((l) => `${l.start}:${l.end}`));
  for (const l of d.labels) {
    let i = -1;
    while ((i = d.text.indexOf(l.value, i + 1)) >= 0) {
      if (covered.has(`${i}:${i + l.value.length}`)) continue;
      const inside = d.labels.some((o) => o.start <= i && o.end >= i + l.value.length);
      if (!inside) p.push(`unlabelled copy of ${l.category} value ${JSON.stringify(l.value).slice(0, 30)} at ${i}`);
    }
  }
  const lines = d.text.split('\n').length;
  if (lines < 2 || lines > 40) p.push(`line count ${lines}`);
  const distinct = new Set(d.labels.map((l) => l.category + '|' + l.value)).size;
  if (distinct < 1 || distinct > 5) p.push(`distinct labelled values ${distinct}`);
  return p;
}
