// @ts-check
// The policy of output_safety as data: the settings of every output_safety pack merged over the
// defaults below (lists are concatenated, objects merged key by key, scalars overridden), so an
// operator's extra pack can add trusted hosts or move a threshold without touching code.

/** @typedef {import('screening-service/plugin-api').LoadedPack} LoadedPack */
/** @typedef {import('screening-service/plugin-api').Severity} Severity */

/**
 * @typedef {object} Settings
 * @property {string[]} trustedDomains hosts whose URLs are never exfiltration (operator-owned)
 * @property {string[]} knownHosts public content hosts: only secrets or personal data in their URLs count
 * @property {string[]} installerHosts vendors whose install scripts are piped to a shell (host or host/path-prefix)
 * @property {Severity} installerSeverity
 * @property {number} installerConfidence
 * @property {{ strengths: Record<string, number>, autoLoad: { strongSeverity: Severity, weakSeverity: Severity, minStrength: number }, link: { severity: Severity, minStrength: number, minSentenceWords: number }, strongAt: number, minDecodedLength: number, minSentenceWords: number, minOpaqueLength: number, minOpaqueEntropy: number, credentialParams: string, dataParams: string, personalParams?: string, minLabelLength?: number, credentialWords?: string, collectorHosts?: string[] }} exfiltration
 * @property {{ minSeverity: Severity, bulkCount: number, bulkSeverity: Severity, bulkConfidence: number, bulkCategories: string[], roleMailboxes: string, placeholderDomains: string[], testValues: string[], record: import('./records.js').RecordPolicy }} pii
 * @property {{ blockSeverities: Severity[], blockConfidence: number, reviewConfidence: number }} verdict
 * @property {{ zeroWidthMinCount: number, zeroWidthRunLength: number, tagMinLength: number }} hidden
 * @property {{ maxSinks: number, maxSegments: number, maxHiddenElements: number }} limits work caps for adversarial answers
 * @property {import('./lure.js').LurePolicy} lure how close the parts of a phishing lure must be, and what a lure is reported as
 */

/** @type {Settings} */
export const DEFAULTS = {
  trustedDomains: [],
  knownHosts: [],
  installerHosts: [],
  installerSeverity: 'low',
  installerConfidence: 0.5,
  exfiltration: {
    strengths: { sensitive: 0.95, encoded_text: 0.9, credential_param: 0.85, sentence: 0.8, data_param: 0.6, opaque_blob: 0.5 },
    autoLoad: { strongSeverity: 'high', weakSeverity: 'medium', minStrength: 0.45 },
    link: { severity: 'medium', minStrength: 0.75, minSentenceWords: 6 },
    strongAt: 0.75,
    minDecodedLength: 5,
    minSentenceWords: 4,
    minOpaqueLength: 32,
    minOpaqueEntropy: 4.2,
    credentialParams: '^(?:password|passwd|pwd|secret|token|api_?key|session|cookie|ssn)$',
    dataParams: '^(?:data|d|payload|q|msg|content|text)$',
  },
  pii: {
    minSeverity: 'high',
    bulkCount: 5,
    bulkSeverity: 'medium',
    bulkConfidence: 0.6,
    bulkCategories: ['email'],
    roleMailboxes: '^(?:info|support|sales|contact|noreply|no-reply)@',
    placeholderDomains: ['example.com', 'example.org', 'example.net', 'example', 'test', 'invalid', 'localhost'],
    testValues: [],
    record: {
      window: 300,
      identifiers: ['date_of_birth', 'passport_number', 'national_id', 'tax_id', 'identity_number'],
      weakIdentifiers: [],
      minRows: 0,
      persons: ['person_name'],
      severity: 'medium',
      confidence: 0.6,
      specialSeverity: 'high',
      specialConfidence: 0.8,
    },
  },
  verdict: { blockSeverities: ['high', 'critical'], blockConfidence: 0.75, reviewConfidence: 0.3 },
  hidden: { zeroWidthMinCount: 3, zeroWidthRunLength: 8, tagMinLength: 2 },
  limits: { maxSinks: 2000, maxSegments: 1000, maxHiddenElements: 2000 },
  lure: { window: 300, severity: 'medium', confidence: 0.7 },
};

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** @param {unknown} base @param {unknown} extra @returns {unknown} */
function merge(base, extra) {
  if (extra === undefined) return base;
  if (Array.isArray(base) && Array.isArray(extra)) return [...base, ...extra];
  if (isObject(base) && isObject(extra)) {
    /** @type {Record<string, unknown>} */
    const out = { ...base };
    for (const [k, v] of Object.entries(extra)) out[k] = k in base ? merge(base[k], v) : v;
    return out;
  }
  return extra;
}

/**
 * Lists in the defaults are replaced by the first pack that sets them and extended by later ones,
 * so the shipped pack is the single source of the shipped lists.
 * @param {readonly LoadedPack[]} packs
 * @returns {Settings}
 */
export function loadSettings(packs) {
  /** @type {unknown} */
  let acc = undefined;
  for (const p of packs) {
    const s = p.pack.settings;
    if (!isObject(s)) continue;
    acc = acc === undefined ? s : merge(acc, s);
  }
  return /** @type {Settings} */ (replaceLists(DEFAULTS, acc));
}

/** Like merge, but lists from `extra` replace those of `base`. @param {unknown} base @param {unknown} extra @returns {unknown} */
function replaceLists(base, extra) {
  if (extra === undefined) return base;
  if (isObject(base) && isObject(extra)) {
    /** @type {Record<string, unknown>} */
    const out = { ...base };
    for (const [k, v] of Object.entries(extra)) out[k] = k in base ? replaceLists(base[k], v) : v;
    return out;
  }
  return extra;
}

export const SEVERITY_RANK = /** @type {Record<Severity, number>} */ ({ low: 0, medium: 1, high: 2, critical: 3 });
