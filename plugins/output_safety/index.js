// @ts-check
// output_safety: what a model's answer could do to its reader or to downstream agents. Secrets
// and personal data leaking in the output (the pii_secrets packs), links and images that carry
// data to untrusted hosts, markup and script injection, hidden instructions, and dangerous
// commands offered to run. Detection patterns live in the output-safety-* packs; this module
// wires them to the text: it resolves URL sinks, skips markup inside Markdown code, reads hidden
// content, checks hosts against the trusted lists, and maps findings to a verdict with the
// thresholds in the pack settings.

import { codeRegions, comments, hiddenElements, htmlTags, inRegions, markdownUnseen, unseenAttributes } from './html.js';
import { invisibleFindings } from './hidden.js';
import { inQuotedExample, lures } from './lure.js';
import { personalRecords, personalRows, thirdPartyRecords } from './records.js';
import { personRosters, personTables } from './rosters.js';
import { loadSettings, SEVERITY_RANK } from './settings.js';
import { canonicalUrl, dataSignals, hostMatches, ipLiteral, nestedUrls, rawHost, schemeOf, urlMatches } from './urls.js';
import { dataSchema, settingsSchema } from './schema.js';

/** @typedef {import('screening-service/plugin-api').CheckPlugin} CheckPlugin */
/** @typedef {import('screening-service/plugin-api').FindingDraft} FindingDraft */
/** @typedef {import('screening-service/plugin-api').LoadedPack} LoadedPack */
/** @typedef {import('screening-service/plugin-api').MatchRecord} Match */
/** @typedef {import('./settings.js').Settings} Settings */
/** @typedef {import('./urls.js').DataSignal} DataSignal */
/** @typedef {{ kind: 'image' | 'frame' | 'link', start: number, end: number, match: Match, beacon?: boolean, inCode?: boolean }} Sink */

/** @type {CheckPlugin['meta']} */
export const meta = {
  id: 'output_safety',
  version: '1.1.0',
  apiVersion: '^2.1.0',
  input: 'text',
  description: 'Model output safety: leaked secrets and personal data, data-carrying links and images, markup injection, hidden instructions and dangerous commands.',
  consumes: ['output_safety', 'pii_secrets'],
  settingsSchema,
  dataSchema,
};

const HIDDEN = 'hidden_instructions';
/** The `data.personal` kind of pack rules that mark special-category terms (health, money, legal matters). */
const SPECIAL = 'special_category';
/** Someone other than the one asking, named as whose data follows (pack rule third-party-referent). */
const THIRD_PARTY = 'third_party';
/** The `data.personal` kind of pack rules that mark words for marks and pay: what a roster of people lists. */
const ROSTER_SUBJECT = 'roster_subject';

const SIGNAL_TEXT = /** @type {Record<string, string>} */ ({
  sensitive: 'a secret or personal data',
  encoded_text: 'encoded text',
  credential_param: 'a credential-named parameter',
  sentence: 'a sentence of text',
  data_param: 'a data-named parameter',
  opaque_blob: 'an opaque encoded blob',
  long_label: 'a long generated sub-domain label',
  credential_value: 'credential words',
  collector_host: 'a request-collecting or tunnel service',
  ip_host: 'a bare public IP address',
  css_beacon: 'a style sheet or CSS resource',
  personal_params: 'several personal fields',
});

/** A copy of the packs keeping only the rules `keep` accepts (to compile separate matchers). */
function splitPacks(/** @type {readonly LoadedPack[]} */ packs, /** @type {(r: { category: string }) => boolean} */ keep) {
  return packs
    .map((p) => ({ ...p, pack: { ...p.pack, rules: p.pack.rules.filter(keep) } }))
    .filter((p) => p.pack.rules.length > 0);
}

/** @type {CheckPlugin['create']} */
export function create({ packs, host, options }) {
  const ownPacks = packs.filter((p) => p.pack.check === 'output_safety');
  const settings = loadSettings(ownPacks);
  const main = host.compileRules(splitPacks(ownPacks, (r) => r.category !== HIDDEN));
  /** Each rule's place in the packs, the order a scan reports equal spans in. */
  const ruleOrder = new Map(main.ruleIds.map((id, i) => [id, i]));
  const hidden = host.compileRules(splitPacks(ownPacks, (r) => r.category === HIDDEN));
  const sensitive = host.compileRules(packs.filter((p) => p.pack.check === 'pii_secrets'));
  const trusted = [...options.trustedDomains, ...settings.trustedDomains];
  const ex = settings.exfiltration;
  const credentialParams = new RegExp(ex.credentialParams, 'i');
  const dataParams = new RegExp(ex.dataParams, 'i');
  const personalParams = ex.personalParams ? new RegExp(ex.personalParams, 'i') : undefined;
  const credentialWords = ex.credentialWords ? new RegExp(ex.credentialWords, 'i') : undefined;
  const roleMailbox = new RegExp(settings.pii.roleMailboxes, 'i');
  const bulkCategories = new Set(settings.pii.bulkCategories);
  const testValues = new Set(settings.pii.testValues.map((v) => v.replace(/[\s-]/g, '')));

  /** Secret (any confidence the engine keeps) or confident personal data inside a URL. */
  const holdsSensitive = (/** @type {string} */ s) =>
    sensitive.scan(s).some((m) => (isSecret(m) ? true : m.score >= 0.6 && !isTestValue(s.slice(m.start, m.end))));
  const isSecret = (/** @type {Match} */ m) => m.tags.includes('secret');
  const isTestValue = (/** @type {string} */ v) => testValues.has(v.replace(/[\s-]/g, ''));

  /** The strongest data signal of an http(s) sink URL; undefined for other schemes and relative URLs. */
  function analyseSink(/** @type {string} */ url, /** @type {'image' | 'frame' | 'link'} */ kind, beacon = false) {
    const scheme = schemeOf(url);
    if (!(scheme === 'http' || scheme === 'https' || (scheme === '' && url.startsWith('//')))) return undefined;
    const signal = strongestSignal(url, kind);
    if (signal || !beacon) return signal;
    // Answers have no use for style sheets from elsewhere: loading one tells its host the answer was shown.
    const h = rawHost(url);
    return h && !hostMatches(h, trusted) && !hostMatches(h, settings.knownHosts) ? { kind: 'css_beacon', strength: ex.strengths.css_beacon ?? 0, part: 'host' } : undefined;
  }

  /**
   * @param {string} url canonical http(s) or protocol-relative URL
   * @param {'image' | 'frame' | 'link'} kind
   * @param {number} [depth] nesting level of this URL inside another one's query
   * @returns {DataSignal | undefined}
   */
  function strongestSignal(url, kind, depth = 0) {
    const h = rawHost(url);
    if (!h || depth > 3) return undefined;
    /** @type {DataSignal[]} */
    const found = [];
    if (!hostMatches(h, trusted)) {
      // Services that exist to collect requests, and bare public addresses, are destinations in themselves.
      const bare = /^(?:https?:)?\/\/[^/?#]*\/?$/i.test(url);
      if (hostMatches(h, ex.collectorHosts ?? []) && (kind !== 'link' || !bare)) found.push({ kind: 'collector_host', strength: ex.strengths.collector_host ?? 0, part: 'host' });
      if (ipLiteral(h) === 'public') found.push({ kind: 'ip_host', strength: ex.strengths.ip_host ?? 0, part: 'host' });
      found.push(
        ...dataSignals(url, {
          sensitive: holdsSensitive,
          known: hostMatches(h, settings.knownHosts),
          strengths: ex.strengths,
          credentialParams,
          dataParams,
          ...(personalParams ? { personalParams } : {}),
          minDecodedLength: ex.minDecodedLength,
          minSentenceWords: kind === 'link' ? ex.link.minSentenceWords : ex.minSentenceWords,
          minOpaqueLength: ex.minOpaqueLength,
          minOpaqueEntropy: ex.minOpaqueEntropy,
          tools: host,
          ...(ex.minLabelLength ? { minLabelLength: ex.minLabelLength } : {}),
          ...(credentialWords ? { credentialWords } : {}),
        }),
      );
    }
    // Redirectors, image proxies and badge endpoints fetch the URL they are given.
    for (const inner of nestedUrls(url)) {
      const s = strongestSignal(canonicalUrl(inner, host), kind, depth + 1);
      if (s) found.push({ ...s, part: `nested URL ${s.part}` });
    }
    return found.sort((a, b) => b.strength - a.strength)[0];
  }

  return {
    run(input, ctx) {
      if (input.kind !== 'text') return { status: 'skipped', reason: 'output_safety reads text' };
      const text = input.text;
      const code = codeRegions(text);
      /** @type {Map<string, FindingDraft>} */
      const found = new Map();
      const add = (/** @type {FindingDraft} */ f) => {
        const key = `${f.ruleId}:${f.start}:${f.end}`;
        const prior = found.get(key);
        if (!prior || prior.confidence < f.confidence) found.set(key, f);
      };

      /** @type {Map<string, number>} */
      const closing = new Map();
      /** Offset of the last `</name>` in the text, -1 when there is none (one pass per tag name). */
      const lastClosingTag = (/** @type {string} */ name) => {
        let at = closing.get(name);
        if (at === undefined) {
          at = -1;
          const re = new RegExp(`</${name}\\s*>`, 'gi');
          for (let c = re.exec(text); c; c = re.exec(text)) at = c.index;
          closing.set(name, at);
        }
        return at;
      };

      // 1. Patterns on the text as sent: URL sinks, markup, commands.
      /** @type {Sink[]} */
      const sinks = [];
      /** @type {Array<{ label: string, match: Match }>} */
      const definitions = [];
      const imageLabels = new Set();
      /** @type {Array<import('./records.js').PersonalValue & { acquaintance?: boolean }>} personal values, special-category terms and referents found by the packs */
      const personalHits = [];
      /** @type {Array<import('./lure.js').Part & { match?: Match }>} parts of phishing lures: requests, pressure, channels, analysis */
      const lureParts = [];
      /** @type {import('./lure.js').Part[]} untrusted link targets: a lure's other kind of channel */
      const lureLinks = [];
      for (const m of main.scan(text, { keepOverlaps: true, decode: false })) {
        const rule = m;
        const data =
          /** @type {{ lure?: string, urlHost?: boolean, sink?: string, beacon?: boolean, html?: boolean, skipInCode?: boolean, checksHost?: string, installer?: boolean, requiresClosingTag?: string, unlessAttribute?: string, extendToLineEnd?: boolean, extendToLineStart?: boolean, lineMustMatch?: string, personal?: string, acquaintance?: boolean, signalOnly?: boolean } | undefined} */ (
            rule.data
          ) ?? {};
        if (data.personal) personalHits.push({ category: data.personal, start: m.start, end: m.end, ...(data.acquaintance ? { acquaintance: true } : {}) });
        if (data.lure && !inRegions(code, m.start, m.end)) lureParts.push({ kind: data.lure, start: m.start, end: m.end, match: m });
        if (data.signalOnly) continue;
        if (data.sink) {
          if (inRegions(code, m.start, m.end)) {
            // Shown as code, an image loads nothing where fences are honoured; it keeps a person's data or a
            // secret in its URL for every client that ignores them, and for whoever copies it (reviewed below).
            if (data.sink === 'image' && !data.html) sinks.push({ kind: 'image', start: m.start, end: m.end, match: m, inCode: true });
            continue;
          }
          if (data.sink === 'definition') {
            const line = text.slice(text.lastIndexOf('\n', m.start) + 1, m.start);
            const label = /\[([^\]]+)\]:/.exec(line)?.[1];
            if (label) definitions.push({ label: normLabel(label), match: m });
          } else if (data.sink === 'image-reference') {
            const ref = /^!\[([^\]]*)\](?:\[([^\]]*)\])?/.exec(text.slice(m.start, m.end));
            if (ref) imageLabels.add(normLabel(ref[2] || ref[1] || ''));
          } else {
            let end = m.end;
            if (m.id === 'bare-url') while (end > m.start && /[.,;:!?*_~]/.test(text[end - 1] ?? '')) end--;
            sinks.push({ kind: data.sink !== 'image' ? 'link' : data.html ? resourceKind(text, m.start) : 'image', start: m.start, end, match: m, ...(data.beacon ? { beacon: true } : {}) });
          }
          continue;
        }
        if (data.skipInCode && inRegions(code, m.start, m.end)) continue;
        // A request quoted as an example of a scam or an attack is shown to the reader, not made of them.
        if (m.category === 'phishing' && inQuotedExample(text, m.start, m.end, settings.lure.window)) continue;
        const tag = tagText(text, m.start);
        if (data.requiresClosingTag && !(data.unlessAttribute && attributeUrl(tag, data.unlessAttribute) !== undefined)) {
          // An opening tag with nothing after it is a mention in prose, not code a renderer would run.
          if (lastClosingTag(data.requiresClosingTag) < m.end) continue;
        }
        const start = data.extendToLineStart || data.lineMustMatch ? lineStart(text, m.start) : m.start;
        if (data.lineMustMatch && !cachedRegex(data.lineMustMatch).test(text.slice(start, m.start))) continue;
        const end = data.extendToLineEnd ? lineEnd(text, m.end) : m.end;
        let draft = host.draftFromMatch(m, { start: data.extendToLineStart ? start : m.start, end });
        if (data.checksHost) {
          const value = attributeUrl(tag, data.checksHost);
          const h = value ? rawHost(canonicalUrl(value, host)) : undefined;
          if (h && hostMatches(h, trusted)) continue;
          if (h && hostMatches(h, settings.knownHosts)) draft = { ...draft, severity: 'medium', confidence: Math.min(draft.confidence, 0.5), reason: `${rule.title} (well-known host)` };
        }
        if (data.urlHost) {
          // The URL the match names (a formula's fetch target): trusted and well-known hosts are not destinations.
          const url = /https?:\/\/[^\s"'<>]+/i.exec(text.slice(m.start, m.end))?.[0];
          const h = url ? rawHost(url) : undefined;
          if (h && (hostMatches(h, trusted) || hostMatches(h, settings.knownHosts))) continue;
        }
        if (data.installer) {
          const url = /(?:https?:)?\/\/[^\s|'"`;)\\]+/i.exec(text.slice(lineStart(text, m.start), lineEnd(text, m.end)))?.[0];
          if (url && urlMatches(url, trusted)) continue;
          if (url && urlMatches(url, settings.installerHosts))
            draft = { ...draft, severity: settings.installerSeverity, confidence: settings.installerConfidence, reason: `${rule.title} (known installer host)` };
        }
        add(draft);
      }
      for (const d of definitions) sinks.push({ kind: imageLabels.has(d.label) ? 'image' : 'link', start: d.match.start, end: d.match.end, match: d.match });

      // 2. Every URL sink: script schemes, then data on its way to an untrusted host.
      const isBare = (/** @type {Sink} */ x) => x.match.id === 'bare-url';
      sinks.sort((a, b) => a.start - b.start || b.end - a.end || Number(isBare(a)) - Number(isBare(b)));
      /** @type {Sink[]} */
      const unique = [];
      let claimedEnd = -1;
      for (const sink of sinks) {
        // A bare URL inside a link or attribute already handled is the same URL.
        if (isBare(sink) && sink.start < claimedEnd) continue;
        claimedEnd = Math.max(claimedEnd, sink.end);
        unique.push(sink);
      }
      // Sinks that load by themselves first, so padding an answer with links cannot push an image past the cap.
      unique.sort((a, b) => Number(a.kind === 'link') - Number(b.kind === 'link') || a.start - b.start);
      /** @type {Map<string, DataSignal | undefined>} */
      const signals = new Map();
      for (const sink of unique) {
        if (ctx.signal.aborted) break;
        const url = canonicalUrl(text.slice(sink.start, sink.end), host);
        const target = /^(?:https?:)?\/\//i.test(url) ? rawHost(url) : undefined;
        if (!sink.inCode && target && !hostMatches(target, trusted) && !hostMatches(target, settings.knownHosts)) lureLinks.push({ kind: 'url', start: sink.start, end: sink.end, host: target });
        const memoKey = `${sink.kind}${sink.beacon ? ' css' : ''} ${url}`;
        if (!signals.has(memoKey)) {
          if (signals.size >= settings.limits.maxSinks) {
            add(capFinding('too-many-urls', 'exfiltration_link', `More than ${settings.limits.maxSinks} distinct URLs; the rest were not analysed`, sink.start, sink.end));
            break;
          }
          signals.set(memoKey, analyseSink(url, sink.kind, sink.beacon));
        }
        // Script schemes run only where the link is rendered: not in code.
        if (!sink.inCode) {
          for (const m of main.scan(url, { target: 'url', decode: false })) {
            const allowed = /** @type {{ sinks?: string[] } | undefined} */ (m.data)?.sinks;
            if (allowed && !allowed.includes(sink.kind)) continue;
            add(host.draftFromMatch(m, { start: sink.start, end: sink.end }));
          }
        }
        const signal = signals.get(memoKey);
        if (!signal) continue;
        const rule = sink.match;
        if (sink.inCode) {
          if (signal.kind !== 'sensitive') continue;
          add({
            ruleId: rule.ruleId,
            category: 'exfiltration_link',
            type: rule.type,
            severity: ex.autoLoad.weakSeverity,
            confidence: Math.min(signal.strength, ex.strongAt - 0.05),
            reason: `${rule.title}: ${SIGNAL_TEXT[signal.kind] ?? signal.kind} in the ${signal.part} of a URL on an untrusted host, shown as code`,
            start: sink.start,
            end: sink.end,
          });
          continue;
        }
        const autoLoad = sink.kind !== 'link';
        if (autoLoad ? signal.strength < ex.autoLoad.minStrength : signal.strength < ex.link.minStrength) continue;
        const severity = autoLoad ? (signal.strength >= ex.strongAt ? ex.autoLoad.strongSeverity : ex.autoLoad.weakSeverity) : ex.link.severity;
        const what = sink.kind === 'image' ? 'loads automatically' : sink.kind === 'frame' ? 'is framed automatically' : 'is sent on a click';
        add({
          ruleId: sink.match.ruleId,
          category: 'exfiltration_link',
          type: rule.type,
          severity,
          confidence: signal.strength,
          reason: `${rule.title}: ${SIGNAL_TEXT[signal.kind] ?? signal.kind} in the ${signal.part} of a URL on an untrusted host, which ${what}`,
          start: sink.start,
          end: sink.end,
        });
      }

      // 2b. Phishing lures: a request for a secret or a payment, pressure and a channel together.
      // A lure needs a channel (a contact the channel rule finds, or an untrusted link): the word
      // lists of its other parts (rules with target "lure", most of the pack's patterns) are read
      // only in an answer that has one. Their parts join the channel finds in the order one scan
      // of all of them gives (by span, then by rule), so the lures found do not depend on the split.
      if (lureParts.length > 0 || lureLinks.length > 0) {
        for (const m of main.scan(text, { target: 'lure', keepOverlaps: true, decode: false })) {
          const kind = /** @type {{ lure?: string } | undefined} */ (m.data)?.lure;
          if (kind && !inRegions(code, m.start, m.end)) lureParts.push({ kind, start: m.start, end: m.end, match: m });
        }
        lureParts.sort((a, b) => a.start - b.start || a.end - b.end || (ruleOrder.get(a.match?.ruleId ?? '') ?? 0) - (ruleOrder.get(b.match?.ruleId ?? '') ?? 0));
      }
      lureParts.push(...lureLinks);
      for (const l of lures(text, lureParts, settings.lure)) {
        const ask = lureParts.find((p) => p === l.ask)?.match;
        if (!ask) continue;
        add(
          host.draftFromMatch(ask, {
            start: l.start,
            end: l.end,
            category: 'phishing',
            type: 'phishing_lure',
            severity: settings.lure.severity,
            confidence: settings.lure.confidence,
            reason: 'A request for credentials, card data or a payment, with a deadline or threat, and a link or contact to act on',
          }),
        );
      }

      // 3. Secrets and personal data in the answer.
      /** @type {Array<{ m: Match, value: string }>} */
      const minorPii = [];
      /** @type {FindingDraft[]} secrets the engine recognised: the packs' own reading of the same value is not repeated */
      const engineSecrets = [];
      const personal = personalHits.filter((h) => h.category !== SPECIAL && h.category !== THIRD_PARTY && h.category !== ROSTER_SUBJECT);
      /** @type {import('./records.js').PersonalValue[]} contact values on example domains: a person's only where the answer says whose they are */
      const standIns = [];
      for (const m of leakMatches(sensitive.scan(text, { keepOverlaps: true }), isSecret)) {
        const rule = m;
        if (isSecret(m)) {
          const draft = host.draftFromMatch(m, { category: 'secret_leak', type: rule.type, reason: `${rule.title} in the output` });
          add(draft);
          engineSecrets.push(draft);
          continue;
        }
        const value = text.slice(m.start, m.end);
        if (isTestValue(value)) continue;
        if (!isPlaceholderContact(value, roleMailbox, settings.pii.placeholderDomains)) personal.push({ category: m.category, start: m.start, end: m.end });
        else if (!roleMailbox.test(value.toLowerCase())) standIns.push({ category: m.category, start: m.start, end: m.end });
        if (SEVERITY_RANK[rule.severity] >= SEVERITY_RANK[settings.pii.minSeverity])
          add(host.draftFromMatch(m, { category: 'pii_leak', type: rule.type, reason: `${rule.title} in the output` }));
        else if (!isPlaceholderContact(value, roleMailbox, settings.pii.placeholderDomains)) minorPii.push({ m, value });
      }
      // Bulk is counted on personal e-mail addresses (settings.pii.bulkCategories): a list of office
      // phone numbers is a directory, a list of people's addresses is a dump.
      const distinct = new Set(minorPii.filter((p) => bulkCategories.has(p.m.category)).map((p) => p.value.toLowerCase()));
      if (distinct.size >= settings.pii.bulkCount)
        for (const { m } of minorPii)
          add(
            host.draftFromMatch(m, {
              category: 'pii_leak',
              type: m.type,
              severity: settings.pii.bulkSeverity,
              confidence: settings.pii.bulkConfidence,
              reason: `${m.title} in the output, one of ${distinct.size} personal values`,
            }),
          );

      const special = personalHits.filter((h) => h.category === SPECIAL);
      for (const f of personalRecords(personal, special, settings.pii.record)) add(f);
      for (const f of personalRows(text, personal, settings.pii.record)) add(f);
      for (const f of personTables(text, settings.pii.record)) add(f);
      for (const f of personRosters(text, personal, personalHits.filter((h) => h.category === SPECIAL || h.category === ROSTER_SUBJECT), settings.pii.record)) add(f);
      const referents = personalHits.filter((h) => h.category === THIRD_PARTY);
      if (referents.length) for (const f of thirdPartyRecords(text, personal, referents, settings.pii.record, undefined, { standIns, special })) add(f);

      // 4. Hidden text: invisible characters, comments, invisible elements, unseen attributes and Markdown
      // titles; AI-addressed notes anywhere.
      // Only the normalised view: the leet and spaced-letter variants are not read here.
      const normalised = host.normalizedText(text);
      // The normalised variant already lists the invisible runs; reuse them instead of a second pass.
      const runs = /** @type {{ hidden?: ReturnType<typeof host.hiddenCharacters> } | undefined} */ (normalised)?.hidden ?? host.hiddenCharacters(text);
      const invisible = invisibleFindings(text, runs, settings.hidden);
      for (const f of invisible.findings) add(f);
      const tags = text.includes('<') ? htmlTags(text, code, host.decode) : [];
      const elements = hiddenElements(text, tags, host.decode, settings.limits.maxHiddenElements + 1);
      const extra = elements[settings.limits.maxHiddenElements];
      if (extra) add(capFinding('too-many-hidden-elements', 'hidden_instructions', `More than ${settings.limits.maxHiddenElements} hidden elements; the rest were not read`, extra.start, extra.end));
      const segments = [...comments(text, code), ...elements.slice(0, settings.limits.maxHiddenElements), ...unseenAttributes(tags, settings.limits.maxHiddenElements), ...markdownUnseen(text, code, settings.limits.maxHiddenElements), ...invisible.segments];
      /** @type {Map<string, Array<{ m: Match, local: { start: number, end: number } }>>} */
      const readSegments = new Map();
      for (const seg of segments) {
        if (ctx.signal.aborted) break;
        if (!/\p{L}{2}/u.test(seg.text)) continue;
        // The same hidden text is read once; distinct texts are capped, and past the cap the answer is reviewed.
        let hits = readSegments.get(seg.text);
        if (!hits) {
          if (readSegments.size >= settings.limits.maxSegments) {
            add(capFinding('too-many-hidden-segments', 'hidden_instructions', `More than ${settings.limits.maxSegments} distinct hidden segments; the rest were not read`, seg.start, seg.end));
            break;
          }
          const variant = host.normalizedText(seg.text);
          hits = variant
            ? combined(hidden.scan(variant.text, { target: 'hidden', keepOverlaps: true, decode: false })).map((m) => ({ m, local: host.toOriginal(variant, m.start, m.end) }))
            : [];
          readSegments.set(seg.text, hits);
        }
        const direct = text.slice(seg.start, seg.end) === seg.text;
        for (const { m, local } of hits) {
          // Co-occurrence rules describe the whole hidden segment, not one word of it.
          const whole = !direct || /** @type {{ requires?: string[] } | undefined} */ (m.data)?.requires;
          const span = whole ? { start: seg.start, end: seg.end } : { start: seg.start + local.start, end: seg.start + local.end };
          add(host.draftFromMatch(m, { ...span, reason: `${m.title} (${seg.how})` }));
        }
      }
      if (normalised)
        for (const m of combined(hidden.scan(normalised.text, { keepOverlaps: true, decode: false }))) {
          const span = host.toOriginal(normalised, m.start, m.end);
          const split = runs.some((r) => r.start >= span.start && r.end <= span.end);
          add(
            host.draftFromMatch(m, {
              ...span,
              ...(split ? { confidence: Math.min(1, m.score + 0.15), reason: `${m.title} (split with invisible characters)` } : {}),
            }),
          );
        }

      // 5. Verdict from the pack thresholds.
      const v = settings.verdict;
      const overlaps = (/** @type {FindingDraft} */ a, /** @type {FindingDraft} */ b) => a.start !== undefined && a.end !== undefined && b.start !== undefined && b.end !== undefined && a.start < b.end && b.start < a.end;
      const restated = (/** @type {FindingDraft} */ f) => f.category === 'secret_leak' && !engineSecrets.includes(f) && engineSecrets.some((e) => overlaps(e, f));
      const findings = [...found.values()].filter((f) => f.confidence >= v.reviewConfidence && !restated(f));
      const block = findings.some((f) => f.confidence >= v.blockConfidence && v.blockSeverities.includes(f.severity));
      const verdict = findings.length === 0 ? 'allow' : block ? 'block' : 'review';
      if (!ctx?.explain) return { status: 'ok', verdict, findings };
      /** @type {import('screening-service/plugin-api').ExplanationDraft} */
      const explanation = {
        signals: [...found.values()].map((f) => ({
          name: f.ruleId,
          category: f.category,
          weight: f.confidence,
          counted: f.confidence >= v.reviewConfidence,
          detail: f.confidence >= v.reviewConfidence ? `${f.reason} (${f.severity})` : `${f.reason}: below the review confidence of ${v.reviewConfidence}`,
          ...(f.start !== undefined ? { start: f.start, end: f.end } : {}),
        })),
        steps: [
          { step: 'policy', detail: `review at confidence ≥ ${v.reviewConfidence}; block when a ${v.blockSeverities.join(' or ')} severity finding has confidence ≥ ${v.blockConfidence}` },
          { step: 'verdict', detail: `${findings.length} finding${findings.length === 1 ? '' : 's'}: ${verdict}` },
        ],
      };
      return { status: 'ok', verdict, findings, explanation };
    },
  };
}

/**
 * Matches of one scanned text after the co-occurrence rules: a rule whose data.requires lists
 * other rules of its pack is kept only when they matched too; signal-only rules are never kept.
 * @param {Match[]} matches
 */
function combined(matches) {
  const seen = new Set(matches.map((m) => m.id));
  return matches.filter((m) => {
    const data = /** @type {{ requires?: string[], signalOnly?: boolean } | undefined} */ (m.data);
    if (data?.signalOnly) return false;
    return !data?.requires || data.requires.every((id) => seen.has(id));
  });
}

/**
 * The leak findings among overlapping engine matches. Secrets win over personal data they
 * overlap (the user@host of a connection string is not an e-mail address), a secret inside a
 * longer secret match is dropped unless it scores higher, and personal data keeps the best of
 * overlapping matches.
 * @param {Match[]} matches
 * @param {(m: Match) => boolean} isSecret
 */
function leakMatches(matches, isSecret) {
  const overlap = (/** @type {Match} */ a, /** @type {Match} */ b) => a.start < b.end && b.start < a.end;
  const byScore = [...matches].sort((a, b) => b.score - a.score || Number(a.generic) - Number(b.generic) || b.end - b.start - (a.end - a.start));
  /** @type {Match[]} */
  const secrets = [];
  for (const m of byScore.filter(isSecret)) {
    if (secrets.some((s) => s.start <= m.start && s.end >= m.end)) continue;
    secrets.push(m);
  }
  /** @type {Match[]} */
  const pii = [];
  for (const m of byScore.filter((x) => !isSecret(x))) {
    if (secrets.some((s) => overlap(s, m)) || pii.some((p) => overlap(p, m))) continue;
    pii.push(m);
  }
  return [...secrets, ...pii];
}

/**
 * Past a work cap the answer is not fully analysed; say so for review rather than allow it
 * (padding an answer with thousands of harmless URLs must not hide the one that is not).
 */
function capFinding(/** @type {string} */ id, /** @type {string} */ category, /** @type {string} */ reason, /** @type {number} */ start, /** @type {number} */ end) {
  return /** @type {FindingDraft} */ ({ ruleId: `output_safety/${id}`, category, type: 'analysis_limit', severity: 'medium', confidence: 0.5, reason, start, end });
}

/** @type {Map<string, RegExp>} */
const regexCache = new Map();
/** A pack-supplied pattern, compiled once (case-insensitive). */
function cachedRegex(/** @type {string} */ source) {
  let re = regexCache.get(source);
  if (!re) regexCache.set(source, (re = new RegExp(source, 'i')));
  return re;
}

/** Reference labels match case-insensitively with whitespace collapsed (CommonMark). */
function normLabel(/** @type {string} */ label) {
  return label.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Frames and plugins load a document; everything else an html-resource rule finds loads like an image. */
function resourceKind(/** @type {string} */ text, /** @type {number} */ at) {
  const lt = text.lastIndexOf('<', at);
  const name = lt >= 0 && at - lt <= 2100 ? /^<([a-z]+)/i.exec(text.slice(lt, lt + 12))?.[1]?.toLowerCase() : undefined;
  return name === 'iframe' || name === 'frame' || name === 'object' || name === 'embed' ? 'frame' : 'image';
}

/** The tag that starts at `start`, up to its '>' (bounded). */
function tagText(/** @type {string} */ text, /** @type {number} */ start) {
  if (text[start] !== '<') return '';
  const close = text.indexOf('>', start);
  return text.slice(start, close < 0 || close - start > 4000 ? start + 4000 : close + 1);
}

/** Start of the command line that contains `at`: after the previous newline or opening backtick, at most 500 characters back. */
function lineStart(/** @type {string} */ text, /** @type {number} */ at) {
  let i = at;
  const limit = Math.max(0, at - 500);
  while (i > limit && text[i - 1] !== '\n' && text[i - 1] !== '`') i--;
  while (i < at && /\s/.test(text[i] ?? '')) i++;
  return i;
}

/** End of the command line that starts before `at`: the next newline or closing backtick, at most 500 characters on. */
function lineEnd(/** @type {string} */ text, /** @type {number} */ at) {
  let i = at;
  const limit = Math.min(text.length, at + 500);
  while (i < limit && text[i] !== '\n' && text[i] !== '`') i++;
  while (i > at && /\s/.test(text[i - 1] ?? '')) i--;
  return i;
}

/** The value of attribute `name` in a matched tag. */
function attributeUrl(/** @type {string} */ tag, /** @type {string} */ name) {
  const m = new RegExp(`[\\s/"']${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Contact data that is no one's personal data: role mailboxes and reserved example domains. */
function isPlaceholderContact(/** @type {string} */ value, /** @type {RegExp} */ role, /** @type {readonly string[]} */ domains) {
  const v = value.toLowerCase();
  if (role.test(v)) return true;
  const at = v.lastIndexOf('@');
  return at > 0 && hostMatches(v.slice(at + 1), domains);
}
