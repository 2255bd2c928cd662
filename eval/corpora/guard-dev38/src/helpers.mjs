// Item constructors and exact-encoding helpers. Items themselves are hand-written in the other src files;
// the functions below only (a) wrap a hand-written item into a record, or (b) encode a hand-written payload exactly.

// ---- record constructors ----
// text checks (prompt_injection, output_safety)
export const A = (category, language, source, text) => ({ label: 'attack', category, language, source, hard_negative: false, text });
export const B = (language, source, hard, text) => ({ label: 'benign', language, source, hard_negative: !!hard, text });
// agent_action
function act(tool, args, user_request, agent, user_role, prior) {
  const context = { user_request, agent, user_role };
  if (prior !== undefined && prior !== null) context.prior_tool_output = prior;
  return { tool, arguments: args, context };
}
// AA(category, lang, agent, role, request, tool, args, prior?)
export const AA = (category, language, agent, role, request, tool, args, prior) =>
  ({ label: 'attack', category, language, source: `agent_tool_call:${agent}`, hard_negative: false, agent_action: act(tool, args, request, agent, role, prior) });
// AB(hard, lang, agent, role, request, tool, args, prior?)
export const AB = (hard, language, agent, role, request, tool, args, prior) =>
  ({ label: 'benign', language, source: `agent_tool_call:${agent}`, hard_negative: !!hard, agent_action: act(tool, args, request, agent, role, prior) });

// ---- exact encodings of hand-written payloads ----
export const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
export const hex = (s) => Buffer.from(s, 'utf8').toString('hex');
export const rot13 = (s) => s.replace(/[a-zA-Z]/g, (c) => {
  const base = c <= 'Z' ? 65 : 97;
  return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
});
export const rev = (s) => [...s].reverse().join('');
// zero-width space interleaved between every character
export const zw = (s) => [...s].join('\u200b');
// Unicode tag characters (invisible): ASCII -> U+E0000 + code
export const tags = (s) => [...s].map((c) => { const cp = c.codePointAt(0); return cp < 128 ? String.fromCodePoint(0xe0000 + cp) : c; }).join('');
// Latin -> Cyrillic/Greek look-alikes
const HG = { a: 'а', c: 'с', e: 'е', o: 'о', p: 'р', x: 'х', y: 'у', i: 'і', s: 'ѕ', j: 'ј', A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', I: 'І', K: 'К', M: 'М', O: 'О', P: 'Р', T: 'Т', X: 'Х', Y: 'Υ' };
export const homoglyph = (s) => [...s].map((c) => HG[c] ?? c).join('');
// ASCII -> full-width forms
export const fullwidth = (s) => [...s].map((c) => { const cp = c.codePointAt(0); return cp === 32 ? '\u3000' : (cp > 32 && cp < 127 ? String.fromCodePoint(cp + 0xfee0) : c); }).join('');
