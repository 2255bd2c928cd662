// @ts-check
// JSON Schemas of what output_safety packs may hold: their `settings` (merged over DEFAULTS by
// settings.js) and the rule `data` index.js reads. Declared in meta, so the host rejects a
// misspelt setting at load with the file and JSON pointer.

const strings = { type: 'array', items: { type: 'string' } };
const severity = { type: 'string', enum: ['low', 'medium', 'high', 'critical'] };
const unit = { type: 'number', minimum: 0, maximum: 1 };
const count = { type: 'integer', minimum: 0 };
/** @param {Record<string, object>} properties */
const closed = (properties) => ({ type: 'object', additionalProperties: false, properties });

export const settingsSchema = closed({
  trustedDomains: strings,
  knownHosts: strings,
  installerHosts: strings,
  installerSeverity: severity,
  installerConfidence: unit,
  exfiltration: closed({
    strengths: closed(Object.fromEntries(['sensitive', 'encoded_text', 'credential_param', 'sentence', 'data_param', 'opaque_blob', 'long_label', 'credential_value', 'collector_host', 'ip_host', 'css_beacon', 'personal_params'].map((k) => [k, unit]))),
    autoLoad: closed({ strongSeverity: severity, weakSeverity: severity, minStrength: unit }),
    link: closed({ severity, minStrength: unit, minSentenceWords: count }),
    strongAt: unit,
    minDecodedLength: count,
    minSentenceWords: count,
    minOpaqueLength: count,
    minOpaqueEntropy: { type: 'number', minimum: 0, maximum: 8 },
    credentialParams: { type: 'string' },
    credentialWords: { type: 'string' },
    minLabelLength: count,
    dataParams: { type: 'string' },
    personalParams: { type: 'string' },
    collectorHosts: strings,
  }),
  pii: closed({
    minSeverity: severity,
    bulkCount: count,
    bulkSeverity: severity,
    bulkConfidence: unit,
    bulkCategories: strings,
    roleMailboxes: { type: 'string' },
    placeholderDomains: strings,
    testValues: strings,
    record: closed({ window: count, identifiers: strings, weakIdentifiers: strings, minRows: count, persons: strings, severity, confidence: unit, specialSeverity: severity, specialConfidence: unit }),
  }),
  verdict: closed({ blockSeverities: { type: 'array', items: severity }, blockConfidence: unit, reviewConfidence: unit }),
  hidden: closed({ zeroWidthMinCount: count, zeroWidthRunLength: count, tagMinLength: count }),
  limits: closed({ maxSinks: count, maxSegments: count, maxHiddenElements: count }),
  lure: closed({ window: count, severity, confidence: unit }),
});

export const dataSchema = closed({
  sink: { type: 'string', enum: ['image', 'link', 'definition', 'image-reference'] },
  beacon: { type: 'boolean' },
  sinks: { type: 'array', items: { type: 'string', enum: ['image', 'frame', 'link'] } },
  html: { type: 'boolean' },
  skipInCode: { type: 'boolean' },
  checksHost: { type: 'string' },
  installer: { type: 'boolean' },
  urlHost: { type: 'boolean' },
  requiresClosingTag: { type: 'string' },
  unlessAttribute: { type: 'string' },
  extendToLineEnd: { type: 'boolean' },
  extendToLineStart: { type: 'boolean' },
  lineMustMatch: { type: 'string' },
  requires: strings,
  signalOnly: { type: 'boolean' },
  lure: { type: 'string', enum: ['ask', 'login', 'pressure', 'urgency', 'expiry', 'channel', 'analysis'] },
  personal: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
  /** A third-party referent who is someone the one asking knows (a colleague, a neighbour): their work contact values alone are no leak. */
  acquaintance: { type: 'boolean' },
});
