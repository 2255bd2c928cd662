// @ts-check
// JSON Schemas of what agent_action packs may hold: their `settings` (merged by settings.js)
// and nothing in rule `data`. Declared in meta, so the host rejects a misspelt setting at load
// with the file and JSON pointer instead of the check silently using a fallback.

const strings = { type: 'array', items: { type: 'string' } };
const severity = { type: 'string', enum: ['low', 'medium', 'high', 'critical'] };
const unit = { type: 'number', minimum: 0, maximum: 1 };
/** @param {Record<string, object>} properties */
const closed = (properties) => ({ type: 'object', additionalProperties: false, properties });
/** @param {string[]} keys */
const lists = (keys) => closed(Object.fromEntries(keys.map((k) => [k, strings])));

export const settingsSchema = closed({
  precedence: { type: 'number', description: 'Merge order: packs with a higher precedence are merged later and win.' },
  blockSeverities: { type: 'array', items: severity },
  blockConfidence: unit,
  shellTools: strings,
  toolWords: lists(['shell', 'shellVerbs', 'code', 'sql', 'documentStores', 'file', 'http', 'uploadWords', 'email', 'message', 'sendVerbs', 'drafts', 'payment', 'paymentExclude', 'paymentRails', 'paymentVerbs', 'readOnly', 'crypto', 'cryptoVerbs', 'git', 'grantVerbs', 'revokeVerbs', 'sitePaths']),
  argumentKeys: lists(['shell', 'notShell', 'code', 'codeAlways', 'path', 'source', 'destination', 'url', 'sql', 'content', 'body', 'recipients', 'attachments', 'amount', 'currency', 'branch', 'method', 'uploadFile']),
  fileVerbs: lists(['move', 'copy', 'delete', 'append', 'edit', 'write', 'upload', 'download', 'list', 'read']),
  readCommands: strings,
  secretCategories: strings,
  workspaceRoot: { type: ['string', 'null'] },
  writableRoots: strings,
  allowedTools: { anyOf: [strings, { type: 'null' }] },
  deniedTools: strings,
  allowedDomains: strings,
  trustPrivateNetworks: { type: 'boolean' },
  protectedBranches: strings,
  paymentReviewAbove: { type: 'number', minimum: 0 },
  paymentBlockAbove: { type: ['number', 'null'], minimum: 0 },
  paymentBlockLiftedByApproval: { type: 'boolean' },
  giftCardReviewAbove: { type: 'number', minimum: 0 },
  currencyUnitValues: { type: 'object', additionalProperties: { type: 'number', exclusiveMinimum: 0 }, description: 'Lower-cased currency code → the worth of one unit in the unit of the payment limits; currencies not listed count at face value.' },
  payeeOnFileKeys: strings,
  payeeOnFileWordings: strings,
  savedDestinations: strings,
  classificationKeys: strings,
  publicClassifications: strings,
  internalEmailDomains: strings,
  publicAssetStoreWords: strings,
  secretStores: lists(['stores', 'vendors', 'verbs', 'objects', 'commands', 'loginStores']),
  secretArgumentTags: strings,
  readOnlyRequests: lists(['leads', 'changes', 'forbids', 'asks', 'acts']),
  moneyRequests: lists(['currencies', 'unitBefore', 'unitAfter', 'whole', 'inStore', 'accountCredit']),
  lastingGrants: closed({ verbs: strings, nouns: strings, permanent: strings, maxDays: { type: 'integer', minimum: 1 } }),
  loweredControls: { type: 'array', items: closed({ name: { type: 'string' }, call: strings, request: strings, except: strings, reversals: strings }), description: 'Protections a call opens, lowers or switches off: the words by which a call does it (call), words of a call that make it another thing (except: an account, not a door), the words by which a request asks for it in many languages (request; `…` marks words that may stand between), and words that no such gap may hold because they turn it around (reversals: `on`, `ein`).' },
  removalRequests: strings,
  emptyingRequests: strings,
  forwardRequests: strings,
  tradeRequests: strings,
  wholePositionRequests: strings,
  keyRequests: lists(['keys', 'adds']),
  secretStoreRequests: lists(['verbs', 'nouns']),
  deliveryRequests: strings,
  secretReveal: lists(['verbs', 'nouns', 'requestVerbs']),
  gitStepRequests: lists(['hooks', 'skip', 'discard', 'objects', 'history', 'repo']),
  bulkApprovalRequests: lists(['approve', 'all']),
  wipeRequests: lists(['factory', 'cancel', 'all', 'wipe']),
  credentialRequests: lists(['nouns']),
  controlOffRequests: lists(['mfa', 'quarantine', 'off']),
  appConnectRequests: strings,
  cardCodeRequests: strings,
  adminRequests: strings,
  purchaseRequests: strings,
  requestNegations: strings,
  everydayGoods: { type: 'array', items: closed({ item: strings, request: strings }), description: 'Everyday consumables: catalogue words of an item (item) and the words by which requests in many languages name it (request).' },
  requestStages: strings,
  liftedBy: { type: 'object', additionalProperties: strings, description: 'Rule tag → standing facts (standing.js): a rule with the tag does not count where one of the facts stands.' },
  personalMailDomains: strings,
  extensionStores: strings,
  externalEmail: { type: 'string', enum: ['allow', 'review'] },
  intentKeys: strings,
  outgoingKeys: strings,
  channelKeys: strings,
  contextIgnoredKeys: strings,
  cliTools: strings,
  publicWebPorts: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 65535 } },
  bulkRecipients: { type: 'integer', minimum: 1 },
  productionEnvironments: strings,
  nonProductionEnvironments: strings,
  disposableEnvironments: strings,
  productionCommands: strings,
  productionEscalation: closed({ severity, confidenceBoost: unit, tag: { type: 'string' } }),
});

/** agent_action rules carry no check-specific data. */
export const dataSchema = { type: 'object', additionalProperties: false, properties: {} };
