// @ts-check
// The agent_action settings: the merge of every agent_action pack's `settings` (in order of
// `precedence`, then pack id: the operator policy pack declares a higher precedence so that it
// wins), over the fallbacks
// below, plus what the request's `context` adds: the workspace, the working directory, the home
// directory, allowed domains (which can only narrow the policy's), the environment, the user and
// the current git branch. The shipped values live in rules/agent-action-core.json and
// rules/agent-action-policy.json; the fallbacks only keep the check usable without them.

/** @typedef {import('screening-service/plugin-api').LoadedPack} LoadedPack */

/**
 * @typedef {object} Settings
 * @property {string[]} blockSeverities
 * @property {number} blockConfidence
 * @property {string[]} shellTools
 * @property {Record<string, string[]>} toolWords
 * @property {Record<string, string[]>} argumentKeys
 * @property {Record<string, string[]>} fileVerbs
 * @property {string[]} readCommands
 * @property {string[]} secretCategories
 * @property {string | undefined} workspaceRoot
 * @property {string[]} writableRoots
 * @property {string[] | undefined} allowedTools
 * @property {string[]} deniedTools
 * @property {string[]} allowedDomains
 * @property {boolean} trustPrivateNetworks
 * @property {string[]} protectedBranches
 * @property {number} paymentReviewAbove
 * @property {number | undefined} paymentBlockAbove
 * @property {boolean} [paymentBlockLiftedByApproval]  an approval record in the context (`change approved`) lifts the block limit, leaving the review limit (default false)
 * @property {number} [giftCardReviewAbove]  gift-card and voucher purchases worth at most this much (a bound on what the call buys) are ordinary
 * @property {Record<string, number>} [currencyUnitValues]  lower-cased currency code → the worth of one unit in the unit of paymentReviewAbove and paymentBlockAbove (currencies not listed count at face value)
 * @property {string[]} [classificationKeys]  context keys (exact) stating the data classification of the content a call handles
 * @property {string[]} [publicClassifications]  classification values that mean the content is public
 * @property {string[]} [payeeOnFileKeys]  context keys (substrings) saying the payee is known: on_file, whitelisted, address_book
 * @property {string[]} [payeeOnFileWordings]  wording of a platform-record context field (not free text, not a relayed claim) saying the destination is known: allow-listed, owned by the company
 * @property {string[]} [savedDestinations]  argument wording that names a stored destination: saved:, original payment method
 * @property {string[]} internalEmailDomains
 * @property {string[]} [publicAssetStoreWords]  words that, with `public`, name a bucket serving public web assets (website, assets, downloads)
 * @property {{ stores?: string[], vendors?: string[], verbs?: string[], objects?: string[], commands?: string[], loginStores?: string[] }} [secretStores]  what names a call that stores a value in a secret store, and which stores keep logins (a site address beside a user name) (standing.js)
 * @property {string[]} [requestStages]  words by which a user's request names a non-production stage to work in (intent.js)
 * @property {string[]} [purchaseRequests]  words by which a user's request asks to buy or order, in many languages (requested.js)
 * @property {string[]} [requestNegations]  whole words saying no before what a request names (`not`, `nicht`, `không`), and negations of unspaced scripts found anywhere in the clause (`しないで`) (requested.js)
 * @property {Array<{ item?: string[], request?: string[] }>} [everydayGoods]  everyday consumables: a catalogue's words for one (item) and the words naming it in requests of many languages (request) (requested.js)
 * @property {string[]} [cardCodeRequests]  words by which a user's request names a payment card's security code, in many languages (card-code-requested.js)
 * @property {string[]} [appConnectRequests]  words by which a user's request asks to connect, link or authorise an app, in many languages (account-access.js)
 * @property {{ factory?: string[], cancel?: string[], all?: string[], wipe?: string[] }} [wipeRequests]  words by which a user's request asks for a factory reset (factory; or wipe, beside the device the call names), or to cancel every booking or order (wipe-requested.js)
 * @property {{ mfa?: string[], quarantine?: string[], off?: string[] }} [controlOffRequests]  words by which a request asks to switch two-factor sign-in (mfa) or an app's quarantine flag (quarantine) off (off) (control-off-requested.js)
 * @property {{ nouns?: string[] }} [credentialRequests]  words for a password or a vault, besides secretStoreRequests.nouns, by which a request asks for the credential entry it names (credential-requested.js)
 * @property {{ approve?: string[], all?: string[] }} [bulkApprovalRequests]  words by which a user's request asks to approve or pay every pending item (bulk-requested.js)
 * @property {{ hooks?: string[], skip?: string[], discard?: string[], objects?: string[], history?: string[], repo?: string[] }} [gitStepRequests]  words by which a user's request asks to skip git hooks, discard work (and the work discarded) or rewrite a repository's history (git-requested.js)
 * @property {string[]} [adminRequests]  words by which a user's request names an administrator role, in many languages (requested.js)
 * @property {{ keys?: string[], adds?: string[] }} [keyRequests]  words by which a user's request asks to add (adds) an SSH login key (keys), in many languages (key-requested.js)
 * @property {{ verbs?: string[], nouns?: string[] }} [secretStoreRequests]  words by which a user's request asks to store (verbs) a token, key or password (nouns) in a secret store, in many languages (store-requested.js)
 * @property {string[]} [deliveryRequests]  words by which a user's request asks for something to be sent, mailed, exported, shared or forwarded, in many languages (views.js: export-mailbox-not-requested)
 * @property {{ verbs?: string[], nouns?: string[], requestVerbs?: string[] }} [secretReveal]  words of an argument name that switches on secret values in clear: a disclosing word (verbs) and a secret word (nouns); and the request's verbs asking to show or list something (requestVerbs) (secret-reveal.js)
 * @property {string[]} [tradeRequests]  words by which a user's request asks to sell a security, in many languages, besides purchaseRequests (trade-requested.js)
 * @property {string[]} [wholePositionRequests]  words by which a request says the whole of a holding (entire, whole, tutta, всю, tüm …), for an order of `quantity: all` (trade-requested.js)
 * @property {string[]} [forwardRequests]  words by which a user's request asks for mail to be forwarded or redirected, in many languages (standing.js)
 * @property {string[]} [removalRequests]  words by which a user's request asks to remove something, in many languages (requested.js)
 * @property {string[]} [emptyingRequests]  words by which a user's request asks to empty a table, in many languages, besides removalRequests (requested.js)
 * @property {{ leads?: string[], changes?: string[], forbids?: string[], asks?: string[], acts?: string[] }} [readOnlyRequests]  a user request that opens with a lead and holds no change word, that holds an asking word of another language (asks) and no change word of any (acts, changes), or that forbids changes in its own words, only asks to look (intent.js)
 * @property {{ currencies?: string[], unitBefore?: string[], unitAfter?: string[], whole?: string[], inStore?: string[], accountCredit?: string[] }} [moneyRequests]  currency signs, codes and names by which a request writes an amount; words making an amount a unit price (before or after it); words asking for the whole order back; refund means kept with the merchant (store credit, voucher) and those that stay on the customer's own account, in many languages (refund-requested.js)
 * @property {{ verbs?: string[], nouns?: string[], permanent?: string[], maxDays?: number }} [lastingGrants]  tool words of a call creating access, the request words asking for it to last, and the longest span that is no lasting access (grant-lifetime.js)
 * @property {Array<{ name?: string, call?: string[], request?: string[], except?: string[], reversals?: string[] }>} [loweredControls]  protections a call opens, lowers or switches off, the words by which a request asks for it (`…` between parts of a phrase), and words that turn such a phrase around (control-requested.js)
 * @property {string[]} [secretArgumentTags]  tags every secret found in the arguments carries, so that liftedBy applies to them
 * @property {Record<string, string[]>} [liftedBy]  rule tag → standing facts (standing.js) under which rules with the tag do not count
 * @property {'allow' | 'review'} [externalEmail]  whether every e-mail to an external domain is reviewed (default: judged by content)
 * @property {string[]} [personalMailDomains]  webmail domains of personal mailboxes (data exported there leaves the organisation)
 * @property {string[]} [extensionStores]  hosts of the browsers' extension stores (an extension installed from elsewhere is reviewed)
 * @property {number} bulkRecipients
 * @property {string[]} productionEnvironments
 * @property {string[]} [nonProductionEnvironments]  words of a context's stage or place naming a development, test or staging stage (standing.js)
 * @property {string[]} [disposableEnvironments]  words naming a place that exists to be thrown away: throwaway, ephemeral, sandbox
 * @property {string[]} productionCommands
 * @property {{ severity: string, confidenceBoost: number, tag: string }} productionEscalation
 * @property {string[]} [contextIgnoredKeys]  context fields that do not join the `action` view (where the call runs, who the user is)
 * @property {string[]} [intentKeys]  argument keys whose values describe the operation (the `action` view)
 * @property {string[]} [outgoingKeys]  argument keys holding text sent to others (the `outgoing` view)
 * @property {string[]} [channelKeys]  argument keys naming where it is sent
 * @property {string[]} [cliTools]  tool names that are command-line programs taking an argument list
 * @property {number[]} [publicWebPorts]  ports a public web front end opens to every address (ingress there is ordinary)
 */

/** @type {Settings} */
export const FALLBACK = {
  blockSeverities: ['critical', 'high'],
  blockConfidence: 0.75,
  shellTools: ['shell', 'bash', 'sh', 'terminal', 'exec', 'execute', 'run', 'run_command', 'execute_command', 'run_shell_command', 'run_terminal_cmd', 'command', 'cmd', 'powershell', 'pwsh'],
  toolWords: {},
  argumentKeys: {},
  fileVerbs: {},
  readCommands: [],
  secretCategories: ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url', 'secret', 'credential', 'access_token', 'token'],
  workspaceRoot: undefined,
  writableRoots: ['/tmp', '/var/tmp', '/dev/null', '/dev/stdout', '/dev/stderr', '/dev/tty', '/dev/fd', '/dev/shm'],
  allowedTools: undefined,
  deniedTools: [],
  allowedDomains: [],
  trustPrivateNetworks: true,
  protectedBranches: ['main', 'master'],
  paymentReviewAbove: 0,
  paymentBlockAbove: undefined,
  paymentBlockLiftedByApproval: false,
  internalEmailDomains: [],
  externalEmail: 'allow',
  bulkRecipients: 20,
  productionEnvironments: ['production', 'prod', 'prd', 'live'],
  productionCommands: ['kubectl', 'helm', 'terraform', 'tofu', 'terragrunt', 'pulumi', 'aws', 'gcloud', 'az', 'eksctl'],
  productionEscalation: { severity: 'critical', confidenceBoost: 0.2, tag: 'production-sensitive' },
};

const OBJECT_KEYS = new Set(['toolWords', 'argumentKeys', 'fileVerbs', 'currencyUnitValues']);

/**
 * @param {readonly LoadedPack[]} packs  agent_action packs
 * @returns {Settings}
 */
export function mergeSettings(packs) {
  const ordered = [...packs].sort((a, b) => rank(a) - rank(b) || (a.pack.id < b.pack.id ? -1 : 1));
  /** @type {Record<string, unknown>} */
  const merged = { ...FALLBACK };
  for (const p of ordered) {
    const s = /** @type {Record<string, unknown>} */ (p.pack.settings ?? {});
    for (const [k, v] of Object.entries(s)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype' || k === 'precedence') continue;
      if (OBJECT_KEYS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) merged[k] = { .../** @type {object} */ (merged[k] ?? {}), .../** @type {object} */ (v) };
      else if (v !== null) merged[k] = v;
      else merged[k] = undefined;
    }
  }
  return /** @type {Settings} */ (/** @type {unknown} */ (merged));
}

const rank = (/** @type {LoadedPack} */ p) => Number(/** @type {{ precedence?: unknown } | undefined} */ (p.pack.settings)?.precedence ?? 0);

/**
 * @typedef {object} CallContext
 * @property {string | undefined} workspace
 * @property {string | undefined} cwd
 * @property {string | undefined} home
 * @property {string[] | undefined} requestDomains  context.allowed_domains, when given
 * @property {string | undefined} environment
 * @property {string[]} userEmails
 * @property {string | undefined} branch
 */

/**
 * @param {Record<string, unknown> | undefined} context
 * @param {Record<string, unknown>} args
 * @param {Settings} settings
 * @returns {CallContext}
 */
export function readContext(context, args, settings) {
  const c = context && typeof context === 'object' ? context : {};
  const str = (/** @type {unknown} */ v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const pick = (/** @type {Record<string, unknown>} */ o, /** @type {string[]} */ keys) => {
    for (const k of keys) {
      const v = str(o[k]);
      if (v) return v;
    }
    return undefined;
  };
  const workspace = pick(c, ['workspace', 'workspace_root', 'workspaceRoot', 'project_root', 'projectRoot', 'root', 'repo_root']) ?? settings.workspaceRoot ?? undefined;
  const rawCwd = pick(args, ['cwd', 'working_directory', 'workingDirectory', 'workdir']) ?? pick(c, ['cwd', 'working_directory', 'workingDirectory']);
  // A relative working directory is relative to the workspace.
  const cwd = rawCwd && workspace && !/^(?:[/~\\]|[A-Za-z]:|\$)/.test(rawCwd) ? `${workspace.replace(/[/\\]+$/, '')}/${rawCwd}` : (rawCwd ?? workspace);
  const domains = c['allowed_domains'] ?? c['allowedDomains'];
  const requestDomains = Array.isArray(domains) ? domains.filter((d) => typeof d === 'string').slice(0, 500) : undefined;
  /** @type {string[]} */
  const userEmails = [];
  const user = c['user'];
  for (const v of [user, typeof user === 'object' && user ? /** @type {Record<string, unknown>} */ (user)['email'] : undefined, c['user_email'], c['userEmail'], c['email']]) {
    if (typeof v === 'string' && v.includes('@')) userEmails.push(v.trim().toLowerCase());
  }
  return {
    workspace,
    cwd,
    home: pick(c, ['home', 'home_dir', 'homeDir', 'HOME']),
    requestDomains,
    environment: pick(c, ['environment', 'env', 'stage', 'deployment_environment', 'target_environment'])?.toLowerCase(),
    userEmails,
    branch: pick(c, ['branch', 'git_branch', 'gitBranch', 'current_branch']),
  };
}
