// @ts-check
// prompt_injection: instructions aimed at overriding the model, read from text as users, documents
// and tool results deliver it. Rules match every normalised variant of the text (NFKC, homoglyphs
// folded, de-leeted, de-spaced) and decoded payloads; the signals combine into one score, and the
// pack settings decide the review and block thresholds.

/** @typedef {import('../../src/registry/plugin-api.js').CheckPlugin} CheckPlugin */
/** @typedef {import('../../src/registry/plugin-api.js').FindingDraft} FindingDraft */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'prompt_injection',
  version: '1.0.0',
  apiVersion: '^1.0.0',
  input: 'text',
  description: 'Prompt injection and jailbreak attempts: instruction overrides, role-play jailbreaks, system prompt extraction, fake role markers, hidden or encoded instructions, tool hijacking and exfiltration requests.',
};

const DEFAULT_THRESHOLDS = { review: 0.5, block: 0.8 };

/** @param {readonly import('../../src/registry/plugin-api.js').LoadedPack[]} packs */
function thresholds(packs) {
  let t = { ...DEFAULT_THRESHOLDS };
  for (const p of packs) {
    const s = /** @type {{ thresholds?: { review?: number, block?: number } } | undefined} */ (p.pack.settings);
    if (s?.thresholds) t = { review: s.thresholds.review ?? t.review, block: s.thresholds.block ?? t.block };
  }
  return t;
}

/** Independent signals combine like probabilities: 1 − Π(1 − cᵢ), taking each rule once. */
export function combine(/** @type {readonly FindingDraft[]} */ findings) {
  const best = new Map();
  for (const f of findings) best.set(f.ruleId, Math.max(best.get(f.ruleId) ?? 0, f.confidence));
  let miss = 1;
  for (const c of best.values()) miss *= 1 - c;
  return 1 - miss;
}

/** @type {CheckPlugin['create']} */
export function create({ packs, host }) {
  const matcher = host.compileRules(packs);
  const limits = thresholds(packs);
  return {
    run(input) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'prompt_injection reads text' };
      const text = input.text;
      /** @type {Map<string, FindingDraft>} */
      const found = new Map();
      const add = (/** @type {FindingDraft} */ f) => {
        const key = `${f.ruleId}:${f.start}:${f.end}`;
        const prior = found.get(key);
        if (!prior || prior.confidence < f.confidence) found.set(key, f);
      };
      for (const variant of host.textVariants(text)) {
        for (const m of matcher.scan(variant.text, { keepOverlaps: true })) {
          const span = m.encoding ? { start: m.start, end: m.end } : host.toOriginal(variant, m.start, m.end);
          add(host.draftFromMatch(m, { start: span.start, end: span.end }));
        }
      }
      for (const run of host.hiddenCharacters(text)) {
        if (run.kind === 'unicode_tag' || run.kind === 'bidi_control')
          add({
            ruleId: `prompt_injection/hidden-${run.kind.replace('_', '-')}`,
            category: 'obfuscation',
            type: run.kind === 'unicode_tag' ? 'unicode_tag_smuggling' : 'bidi_control',
            severity: run.kind === 'unicode_tag' ? 'high' : 'medium',
            confidence: run.kind === 'unicode_tag' ? 0.85 : 0.4,
            reason: run.kind === 'unicode_tag' ? 'Invisible Unicode tag characters carrying hidden text' : 'Bidirectional control characters that reorder what a reader sees',
            start: run.start,
            end: run.end,
          });
      }
      const findings = [...found.values()];
      const score = combine(findings);
      const verdict = score >= limits.block ? 'block' : score >= limits.review ? 'review' : 'allow';
      return { status: 'ok', verdict, findings: verdict === 'allow' ? [] : findings };
    },
  };
}
