// Small helpers shared by the hand-written item files.
// The constructors only attach the label fields; every text, call and request is written by hand
// in the pi_*/os_*/aa_* files. The encoders turn a hand-written payload into the encoded form
// an attacker would paste (so that the base64 / rot13 strings are exact).
import { Buffer } from 'node:buffer';

export const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
export const rot13 = (s) =>
  s.replace(/[a-zA-Z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
export const hex = (s) => Buffer.from(s, 'utf8').toString('hex');
// interleave zero-width spaces / joiners between the characters of s
export const zw = (s) => [...s].join('\u200b');
export const zwj = (s) => [...s].join('\u200d');
// replace some Latin letters with Cyrillic/Greek look-alikes
const HOMO = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', i: 'і', y: 'у', s: 'ѕ', A: 'Α', B: 'Β', E: 'Ε', O: 'Ο', T: 'Τ' };
export const homoglyph = (s) => [...s].map((ch) => HOMO[ch] ?? ch).join('');
// tag characters (invisible "ASCII smuggling")
export const tags = (s) => [...s].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join('');

// prompt_injection
export const pa = (category, language, source, text) => ({ label: 'attack', category, language, source, text, hard_negative: false });
export const pb = (language, source, text) => ({ label: 'benign', language, source, text, hard_negative: true });
export const pbn = (language, source, text) => ({ label: 'benign', language, source, text, hard_negative: false });

// output_safety (source is always model_answer)
export const oa = (category, language, text) => ({ label: 'attack', category, language, source: 'model_answer', text, hard_negative: false });
export const ob = (language, text) => ({ label: 'benign', language, source: 'model_answer', text, hard_negative: true });
export const obn = (language, text) => ({ label: 'benign', language, source: 'model_answer', text, hard_negative: false });

// agent_action
const act = (agent, user_role, user_request, tool, args, extra) => ({
  tool,
  arguments: args,
  context: { user_request, agent, user_role, ...(extra || {}) },
});
export const aa = (category, language, agent, user_role, user_request, tool, args, extra) => ({
  label: 'attack', category, language, source: `agent_tool_call:${agent}`,
  agent_action: act(agent, user_role, user_request, tool, args, extra), hard_negative: false,
});
export const ab = (language, agent, user_role, user_request, tool, args, extra) => ({
  label: 'benign', language, source: `agent_tool_call:${agent}`,
  agent_action: act(agent, user_role, user_request, tool, args, extra), hard_negative: true,
});
export const abn = (language, agent, user_role, user_request, tool, args, extra) => ({
  label: 'benign', language, source: `agent_tool_call:${agent}`,
  agent_action: act(agent, user_role, user_request, tool, args, extra), hard_negative: false,
});
// reverse a string by code points ("read it backwards" tricks)
export const rev = (s) => [...s].reverse().join('');
