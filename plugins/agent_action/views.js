// @ts-check
// The views of a tool call that agent_action rules read. Each view is a `{ target, text }` pair;
// a rule reads the views whose target equals its own. The texts are plain data, documented in
// docs/checks/agent-action.md:
//   tool            the tool name, and its last segment for MCP-style names
//   shell_command   one per simple command, `argv` joined by spaces (global options of kubectl,
//                   helm, docker, terraform, aws, gcloud and az moved to the end; redirections
//                   appended as `> target`), and one per wrapper (`sudo -u root bash`)
//   privileged_command  a command run through a privilege wrapper: the wrapper's name, then the
//                   whole wrapped command (`sudo find . -exec /bin/sh -p ;`)
//   exposed_command the same text for commands whose output is not captured by $(…) or <(…)
//   shell_pipeline  the stages of a pipeline joined by ` | `
//   shell_env       NAME=value assignments
//   shell_script    each shell script as given, whitespace collapsed
//   code            inline interpreter code
//   git             `git <subcommand> <args>` without global options; `git config k v` for -c
//   file_access     `<op> <path>`, op = read | write | append | edit | delete | delete-recursive |
//                   delete-matching | delete-aged | move | copy | link | mode | mode-recursive | list | exec | use |
//                   upload | arg; path normalised (paths.js)
//   path            every normalised path
//   url, host       normalised URLs and hosts contacted or named
//   http_request    `<METHOD> <url>`
//   api_request     `<METHOD> /endpoint[ role=<granted role>]` of API tools given a method and a path
//   sql             normalised statements (sql.js)
//   email           each recipient address
//   argument_named  `key: value` for every string argument
//   action          tool-name words plus the words of the arguments describing the operation (intent.js)
//   outgoing        channel and text of a sending or publishing tool (intent.js)
//   fact            policy facts computed from the settings and the context (see FACTS in the doc)

import { commandEffects } from './effects.js';
import { normalizePath, inferHome, isInside, isAncestorOrSelf } from './paths.js';
import { parseUrl, normalizeHost, embeddedAddress, isLocalHost, hostAllowed, findUrls, siteOf } from './net.js';
import { sqlStatements, statementChangeVerb } from './sql.js';
import { gitCommand, gitFacts, branchMatcher } from './git.js';
import { gitStep, gitStepRequested } from './git-requested.js';
import { bulkApprovalRequested } from './bulk-requested.js';
import { wipeRequested } from './wipe-requested.js';
import { cardCodeRequested } from './card-code-requested.js';
import { toolEffects, toolName, nameWords, buysIntoOwnAccount } from './tools.js';
import { readContext } from './settings.js';
import { refundDestinationNotRequested, amountAboveRequest, isRefund } from './refund-requested.js';
import { lastingGrantNotRequested } from './grant-lifetime.js';
import { exportDelivery, deliveryNamedByRequest, exportMailboxes } from './export-destination.js';
import { controlsLowered } from './control-requested.js';
import { intentViews, cliCommandLine, requestReadsOnly, requestAsksOnly, recipientsNotRequested, requestNamesStageOnly, channelsNotRequested } from './intent.js';
import { payeeEvidence } from './payee.js';
import { giftCardValueBound } from './payments.js';
import { classifiedPublic } from './classification.js';
import { amountLimitFacts } from './limits.js';
import { followsToolOutput, requestDefersToToolText, plantedOrderKinds } from './injected.js';
import { obeysAddressedText } from './addressed-text.js';
import { readActionContext } from './context.js';
import { requestText, holdsRequestWord, requestSays, commandRemovalRequested, tableRemovalRequested, autostartRequested, purchaseRequested, adminGrantRequested, amountRequested, giftCardRequested } from './requested.js';
import { keyAdditionRequested } from './key-requested.js';
import { secretStoreRequested } from './store-requested.js';
import { credentialReadRequested } from './credential-requested.js';
import { mfaOffRequested, quarantineRemovalRequested } from './control-off-requested.js';
import { envFileReadRequested, ENV_FILE_NAME } from './file-requested.js';
import { mailboxRequested } from './mailbox-requested.js';
import { revealingArgument, revealNotRequested } from './secret-reveal.js';
import { retentionCutRequested } from './retention-requested.js';
import { ownAccountTransfer } from './own-transfer.js';
import { accountsPaid, accountsNotInRequest } from './account-requested.js';
import { ownSites, hostNotRequested, dnsRecordNotRequested, scriptHosts, hookHosts, hookMirrors, hostFromReadText, sendToAddresses, postedHost, postsContactList, postsPersonalFields } from './business-destinations.js';
import { plainAliasesOnly } from './aliases.js';
import { walletDictated } from './payee.js';
import { tradeRequested } from './trade-requested.js';
import { amountWritten, referenceAsked, documentApproved, pointsDictated, stagedForApproval } from './payment-dictated.js';
import { encodedPersonalData } from './query-data.js';
import { appGrantNotRequested, extensionOutsideStore, addressesNotInRequest } from './account-access.js';
import { approvalRecord, callbackRecorded, grantsNothing, callReadsOnly, narrowSelection, oneRecordWhole, publicAssetStore, forwardTargetInternal, forwardTargetRequested, handoverWithinOrganisation, externalDelegates, automationWebAction, contentDescribedPublic, operationRequestedByName, contentDictated, shellLineDictated, environmentStanding, secretStoreWrite, foreignSecretStore } from './standing.js';

/** Words of a tool's name that say it holds secrets, and verbs that read one out (not `list`, which gives names). */
const SECRET_STORE_WORD = /^(?:vault|vaults|keyvault|keychain|credential|credentials|password|passwords|secretsmanager)$/;
const SECRET_READ_VERB = /^(?:read|get|fetch|retrieve|reveal|show|export|dump|access|view)$/;

/** Words of a tool that collects money from a customer (`create_payment_link`, `checkout.sessions.create`). */
const COLLECTING_WORDS = new Set(['link', 'links', 'checkout', 'paylink', 'collect']);

/** Tool name words that set a record rather than carry out a payment, and the account nouns such a record holds. */
const ACCOUNT_SETTING_VERBS = new Set(['set', 'update', 'change', 'edit', 'replace']);
const ACCOUNT_NOUNS = new Set(['account', 'accounts', 'iban', 'bank', 'details']);
/** An argument stating an amount of money. */
const AMOUNT_KEY = /^(?:amount|amounts|total|sum|value|price|spend|max_amount|max_price|quantity|qty)$|_amount$/i;
/** Tool name words of a shop's buying step (a refund or a transfer is no purchase). */
/** A word by which a call's own argument selects everything (`delete_all`, `scope: entire mailbox`). */
const SCOPE_ALL = /(?:^|[^a-z])(?:all|every|everything|entire|whole|any)(?:[^a-z]|$)|^\*$/i;
/** Argument keys naming who a call gives access to, whatever its verb (`share_with`, `invitees`, `grant_to`). */
const GRANTEE_KEY = /^(?:share_?with|shared_?with|grant_?to|granted_?to|grantees?|invitees?|collaborators?|delegates?|delegate_?email|members_?to_?add)$/i;
/** An access argument that hands over everything (`access: full`, `role: owner`, `permission: send_as`), and a path that is the whole drive. */
const ACCESS_KEY = /^(?:access|access_?level|role|permission|permissions|level)$/i;
const WHOLE_ACCESS = /^(?:full|full_?access|owner|admin|administrator|all|send_?as|send_?on_?behalf|read_?write_?all)$/i;
const ROOT_PATH_KEY = /^(?:path|folder|folder_?path|root)$/i;
const toolWordsOf = (/** @type {unknown} */ tool) => String(tool ?? '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const ADDRESS_IN_VALUE = /[^@\s<>"',;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** Tool words that change what they name: with one of them, a tool is no read-only lookup whatever else it names. */
const CHANGING_WORDS = new Set(['update', 'set', 'change', 'add', 'create', 'edit', 'modify', 'replace', 'patch', 'put', 'upsert', 'save', 'register', 'pay', 'send', 'transfer']);
const BUYING_WORDS = new Set(['purchase', 'buy', 'order', 'checkout', 'cart', 'reorder']);

/** A URL literal in code: quoted, with a scheme that fetches. */
const CODE_URL = /['"\x60]((?:https?|ftp):\/\/[^'"\x60\s]{1,2000})['"\x60]/g;
/** Code that runs what it fetches: exec/eval of a download's body (Python urllib/requests/httpx, JavaScript fetch). */
const CODE_FETCH_EXEC =
  /\b(?:exec|eval|execfile|new\s{1,3}Function)\s{0,3}\(\s{0,3}(?:(?:urllib\.request\.|urllib2\.|request\.)?urlopen|requests\.get|httpx\.get|(?:await\s{1,3})?fetch)\s{0,3}\(\s{0,3}['"\x60]([^'"\x60\s]{4,2000})['"\x60]/g;

/** @typedef {{ target: string, text: string }} View */
/** Commands that delete the files named on their command line (`xargs rm` deletes what its input names). */
const FILE_REMOVERS = new Set(['rm', 'shred', 'unlink', 'srm']);
/** @typedef {import('./settings.js').Settings} Settings */
/** @typedef {import('screening-service/plugin-api').ShellCommand} Command */
/** @typedef {import('screening-service/plugin-api').ShellScript} ParsedScript */
/** @typedef {import('screening-service/plugin-api').ShellParser} ShellParser */

const MAX_VIEWS = 5000;
const MAX_TEXT = 16 * 1024;
const WRITE_OPS = new Set(['write', 'append', 'edit', 'delete', 'delete-recursive', 'delete-matching', 'delete-aged', 'move', 'mode', 'mode-recursive']);
const DELETE_OPS = new Set(['delete-recursive', 'delete-matching', 'delete-aged', 'move']);
const DOWNLOADERS = new Set(['curl', 'wget', 'fetch', 'aria2c', 'http', 'https', 'xh', 'iwr', 'invoke-webrequest', 'irm', 'invoke-restmethod', 'lwp-request', 'get', 'lynx', 'links', 'ftp', 'tftp', 'nc', 'ncat', 'netcat', 'socat', 'openssl', 'certutil', 'bitsadmin', 'start-bitstransfer', 'gsutil', 'aws']);
/** Commands of these origins run in the caller's shell, so their `cd` moves it (subshells and remote commands do not). */
const CWD_ORIGINS = new Set(['top', 'shell-c', 'eval', 'decoded', 'stdin-script', 'alias']);
const PRIVILEGE_WRAPPERS = new Set(['sudo', 'doas', 'pkexec', 'run0', 'su']);
const DECODERS = new Set(['base64', 'base32', 'basenc', 'xxd', 'openssl', 'rev', 'tr', 'gunzip', 'zcat', 'gzip', 'bzip2', 'bunzip2', 'xz', 'unxz', 'uudecode', 'certutil', 'iconv']);

/** Global options that come before the subcommand; they are moved to the end of the view text. */
/** @type {Record<string, { value: string[], pairs?: boolean, flags?: string[] }>} */
const GLOBAL_OPTIONS = {
  kubectl: { value: ['--context', '--cluster', '--user', '-n', '--namespace', '--kubeconfig', '-s', '--server', '--token', '--as', '--as-group', '--certificate-authority', '--client-certificate', '--client-key', '--request-timeout', '-v', '--v', '--cache-dir', '--tls-server-name', '--username', '--password', '--profile'] },
  helm: { value: ['--kube-context', '-n', '--namespace', '--kubeconfig', '--registry-config', '--repository-cache', '--repository-config', '--kube-apiserver', '--kube-token', '--burst-limit', '--kube-as-user'] },
  docker: { value: ['-H', '--host', '--context', '-c', '--config', '-l', '--log-level', '--tlscacert', '--tlscert', '--tlskey'] },
  terraform: { value: [] },
  aws: { value: [], pairs: true, flags: ['--debug', '--no-verify-ssl', '--no-paginate', '--no-sign-request', '--no-cli-pager', '--cli-auto-prompt', '--no-cli-auto-prompt'] },
  gcloud: { value: [], pairs: true, flags: ['--quiet', '-q', '--verbosity', '--log-http', '--no-user-output-enabled'] },
  az: { value: [], pairs: true, flags: ['--only-show-errors', '--debug', '--verbose', '-y', '--yes'] },
};
GLOBAL_OPTIONS['oc'] = GLOBAL_OPTIONS['kubectl'] ?? { value: [] };
GLOBAL_OPTIONS['podman'] = GLOBAL_OPTIONS['docker'] ?? { value: [] };
GLOBAL_OPTIONS['nerdctl'] = GLOBAL_OPTIONS['docker'] ?? { value: [] };
GLOBAL_OPTIONS['tofu'] = GLOBAL_OPTIONS['terraform'] ?? { value: [] };
GLOBAL_OPTIONS['terragrunt'] = GLOBAL_OPTIONS['terraform'] ?? { value: [] };

class Views {
  constructor() {
    /** @type {View[]} */
    this.list = [];
    /** @type {Set<string>} */
    this.seen = new Set();
  }

  /** @param {string} target @param {string | undefined} text */
  add(target, text) {
    if (text === undefined || text === '' || this.list.length >= MAX_VIEWS) return;
    const t = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
    const key = `${target}\u0000${t}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push({ target, text: t });
  }

  /** The texts of one target's views, in the order they were added. @param {string} target */
  texts(target) {
    return this.list.filter((v) => v.target === target).map((v) => v.text);
  }
}

/** argv joined by spaces; whitespace inside one argument becomes a no-break space so tokens stay tokens. */
export function joinArgv(/** @type {readonly string[]} */ argv) {
  return argv.map((a) => a.replace(/\s+/g, '\u00a0')).join(' ');
}

/** @param {Command} cmd */
export function commandText(cmd) {
  const argv = hoist(cmd.argv);
  const redirects = cmd.redirects.map((r) => `${r.op} ${r.target.replace(/\s+/g, '\u00a0')}`);
  return [joinArgv(argv), ...redirects].join(' ');
}

/** @param {string[]} argv */
function hoist(argv) {
  const name = argv[0] ?? '';
  const spec = GLOBAL_OPTIONS[name];
  if (!spec) return argv;
  /** @type {string[]} */
  const hoisted = [];
  let k = 1;
  while (k < argv.length && (argv[k] ?? '').startsWith('-')) {
    const a = argv[k] ?? '';
    if (a.includes('=') || (spec.flags ?? []).includes(a)) {
      hoisted.push(a);
      k++;
    } else if (spec.value.includes(a) || (spec.pairs && argv[k + 1] !== undefined && !(argv[k + 1] ?? '').startsWith('-'))) {
      hoisted.push(a, argv[k + 1] ?? '');
      k += 2;
    } else {
      hoisted.push(a);
      k++;
    }
  }
  return [name, ...argv.slice(k), ...hoisted];
}

/** A tool's words that record a debt as settled (`invoices.mark_paid`, `setBillSettled`). */
const SETTLING_VERB = /\b(?:mark|set|flag|record)(?:s|ed)? (?:[a-z0-9]+ ){0,3}?(?:as )?(?:paid|settled)\b/;
/** Words naming what is owed: invoices, bills, payables, receivables. */
const PAYABLE_WORD = /^(?:invoices?|bills?|payables?|receivables?)(?:_ids?|_numbers?)?$/;
/** Words of an argument naming the payment that settled a debt. */
const PAYMENT_EVIDENCE = /(?<![a-z])(?:reference|ref|transaction|txn|receipt|remittance|utr|payment_id|payment id)(?![a-z])/i;

/**
 * @param {{ tool: string, arguments: Record<string, unknown>, context?: Record<string, unknown> }} action
 * @param {Settings} settings
 * @param {ShellParser} shell  the host's shell parser (setup.host.shell)
 * @param {{ trustedDomains?: readonly string[], registrableDomain?: (host: string) => string | undefined }} [options]
 * @returns {{ views: View[], production: boolean, entries: import('./tools.js').Entry[], standing: Set<string> }}
 */
export function collectViews(action, settings, shell, options = {}) {
  const views = new Views();
  const args = action.arguments && typeof action.arguments === 'object' ? action.arguments : {};
  const ctx = readContext(action.context, args, settings);
  const home = inferHome(ctx.home, ctx.workspace);
  const ownDirs = /** @type {string[]} */ ([ctx.workspace, home].filter((d) => typeof d === 'string' && d.startsWith('/')));
  const norm = (/** @type {string} */ raw, /** @type {string | undefined} */ cwd) => normalizePath(raw, { home, cwd, ownDirs });
  const workspace = ctx.workspace ? norm(ctx.workspace, undefined)?.display : undefined;
  const writable = (settings.writableRoots ?? []).map((r) => norm(r, undefined)?.display).filter((r) => r !== undefined);
  const fact = (/** @type {string} */ text) => views.add('fact', text);

  // The tool.
  const name = toolName(action.tool);
  views.add('tool', name.full);
  if (name.last !== name.full) views.add('tool', name.last);
  const toolMatches = (/** @type {readonly string[]} */ list) => list.some((p) => globMatch(String(p).toLowerCase(), name.full) || globMatch(String(p).toLowerCase(), name.last));
  if (toolMatches(settings.deniedTools ?? [])) fact(`tool-denied ${name.full}`);
  if (Array.isArray(settings.allowedTools) && !toolMatches(settings.allowedTools)) fact(`tool-not-allowed ${name.full}`);

  const tfx = toolEffects(action.tool, args, {
    toolWords: settings.toolWords ?? {},
    argumentKeys: settings.argumentKeys ?? {},
    fileVerbs: settings.fileVerbs ?? {},
    shellTools: settings.shellTools ?? [],
  });
  // A deny statement's principals and actions take access away (tools.js, entries): no argument rule reads them as a grant.
  for (const e of tfx.entries) if (!e.denied) views.add('argument_named', `${e.key}: ${e.value.slice(0, 2048)}`);
  for (const call of tfx.apiCalls) views.add('api_request', call);
  // A tool named for a program (`redis_command`, `docker_run`) runs that program even when its
  // arguments look like a shell command of their own (`command: FLUSHDB ASYNC`).
  const cli = cliCommandLine(action, settings);
  const program = cli?.split(' ')[0]?.toLowerCase() ?? '';
  if (cli && !(tfx.kinds.has('shell') && tfx.shell.some((s) => s.script.trim().toLowerCase().startsWith(`${program} `)))) tfx.shell.push({ script: cli, windows: false });
  // A shell tool's words are its command; an `action`-style argument still says what it is asked to do.
  const described = Object.keys(args).some((k) => ['action', 'operation', 'op'].includes(k.toLowerCase()));
  // What the platform knows of a payment's destination (payee.js): named in the action view and the payment facts.
  // The request context's fields, listed once for the three readings that walk them.
  const context = readActionContext(action.context);
  // Secret values switched on in clear where the request names no secret (secret-reveal.js).
  const revealing = revealingArgument(args, settings.secretReveal ?? {});
  if (revealing && revealNotRequested(context, settings.secretStoreRequests?.nouns ?? [], settings.secretReveal?.requestVerbs ?? [], settings.requestNegations ?? [])) fact(`secret-values-not-requested ${revealing.toLowerCase().slice(0, 64)}`);
  const payee = payeeEvidence(context, tfx.entries, settings);
  // A crypto transfer to the address the request writes out whole, of the amount it writes out: the user chose both,
  // as with a payee on file (payee.js).
  if (!payee.known && !payee.changed && tfx.kinds.has('crypto') && walletDictated(context, tfx.entries, tfx.payments.map((p) => p.amount))) payee.known = true;
  // What the platform states about the content (classification.js): public content may be shared with anyone.
  const known = [...(payee.known ? ['destination on file'] : []), ...(classifiedPublic(context, settings) ? ['content classified public'] : [])];
  // A gift-card purchase worth at most giftCardReviewAbove (a bound on what the call buys, payments.js).
  const giftBound = settings.giftCardReviewAbove === undefined ? undefined : giftCardValueBound(String(action.tool ?? ''), action.arguments, settings.argumentKeys?.['amount'] ?? []);
  if (giftBound !== undefined && settings.giftCardReviewAbove !== undefined && giftBound <= settings.giftCardReviewAbove) known.push('gift cards within limit');
  // A gift card the user's request asks to buy, writing its value and every address the card goes to (requested.js).
  else if (giftBound !== undefined && giftCardRequested(context, giftBound, tfx.entries, settings.purchaseRequests ?? [])) known.push('gift cards requested');
  /** Whether the user's request only looks (`reads`) or only asks (`asks`), where the call was read for it. */
  let requestOnly = /** @type {'reads' | 'asks' | undefined} */ (undefined);
  if (!tfx.kinds.has('shell') || described) {
    const intent = intentViews(action, settings, tfx.kinds, context, known);
    for (const v of intent) views.add(v.target, v.text);
    // A user who only asked to look, and a call whose operation (the action view's head) may change things.
    const head = intent.find((v) => v.target === 'action')?.text.split(' | ')[0];
    // The narrow English reading and, failing it, the same in any language read more widely (intent.js): only
    // rules for money, access, controls and keys read the wider one. Each is read once.
    const readOnly = head ? (requestReadsOnly(context, settings.readOnlyRequests ?? {}) ? 'reads' : requestAsksOnly(context, settings.readOnlyRequests ?? {}) ? 'asks' : undefined) : undefined;
    if (readOnly) fact(`request-${readOnly}-only ${head}`);
    requestOnly = readOnly;
    // A secret store read while the user only asked about something else: the request names no token, key, password
    // or secret (secretStoreRequests.nouns, many languages), yet the call reads one out.
    const headWords = head?.split(' ') ?? [];
    const readsSecretStore = headWords.some((w) => SECRET_STORE_WORD.test(w)) && SECRET_READ_VERB.test(headWords[0] ?? '');
    if (readOnly && readsSecretStore && !holdsRequestWord(requestText(context, 2000) ?? '', (settings.secretStoreRequests?.nouns ?? []).map((w) => w.toLowerCase()))) fact(`secret-read-unasked ${head}`);
  }
  // Standing facts (standing.js): rules tagged for a fact in the liftedBy setting do not count where it stands.
  const standing = new Set(known);
  if (approvalRecord(context)) standing.add('change approved');
  if (callbackRecorded(tfx.entries, context)) standing.add('change verified by call-back');
  if (!tfx.kinds.has('shell') && !cli) {
    // One booking, order or invoice named by its reference, all of whose parts go (`pnr: ZQMU39, scope: all_segments`).
    if (oneRecordWhole(tfx.entries)) standing.add('selection narrowed');
    if (narrowSelection(tfx.entries)) {
      standing.add('selection narrowed');
      // Nothing of the call itself says all: what it removes is what its query names, whatever words the request used.
      if (!tfx.entries.some((e) => SCOPE_ALL.test(e.key) || SCOPE_ALL.test(e.value.slice(0, 400)))) standing.add('call narrows its selection');
    }
  }
  if (!tfx.kinds.has('shell') && !cli && grantsNothing(name.words, args, settings.toolWords?.['readOnly'] ?? [])) standing.add('operation grants nothing');
  if (contentDescribedPublic(context)) standing.add('content described public');
  // A tool that marks invoices or bills paid closes a debt in the books; where no argument names the payment that
  // settled it (a reference, a transaction, a receipt, a remittance), no money moved and the debt is written off unseen.
  const settling = nameWords(String(action.tool ?? ''));
  if (SETTLING_VERB.test(settling.join(' ')) && [...settling, ...tfx.entries.map((e) => e.key)].some((w) => PAYABLE_WORD.test(w)) && !tfx.entries.some((e) => PAYMENT_EVIDENCE.test(`${e.key} ${e.value.slice(0, 400)}`))) fact('settlement-unevidenced');
  // The user's request asks for this operation on the objects the call names (standing.js).
  const removalWords = settings.removalRequests ?? [];
  if (!tfx.kinds.has('shell') && !cli && operationRequestedByName(context, name.words, tfx.entries, removalWords)) standing.add('operation requested by name');
  // A file tool only adds plain aliases to the user's own shell start-up file (aliases.js).
  if (!tfx.kinds.has('shell') && !cli && plainAliasesOnly(tfx.entries)) standing.add('plain aliases only');
  // A file tool writes what the user's request dictates, where it says (standing.js).
  if (!tfx.kinds.has('shell') && !cli && tfx.access.some((x) => x.op === 'write' || x.op === 'append' || x.op === 'edit') && contentDictated(context, tfx.entries)) standing.add('content dictated by the user');
  // A shell line that only echoes the dictated text into the file the user named.
  // A shell tool's other top-level strings (`host: dev-01`, `user: deploy`) are read as lines too; a single plain word runs nothing.
  // A tool named for a program (`ssh.exec`) also adds its command as that program's line (`ssh echo …`): the same line.
  const lines = [...new Set(tfx.shell.map((s) => s.script.trim()).map((t) => (cli && t.startsWith(`${program} `) ? t.slice(program.length + 1) : t)))].filter((t) => !/^[\w.@-]{1,100}$/.test(t));
  if (tfx.kinds.has('shell') && lines.length === 1 && shellLineDictated(context, lines[0] ?? '')) standing.add('content dictated by the user');
  // One login key of the user's added to an account's authorized_keys, as the request asks (key-requested.js).
  const keyWords = settings.keyRequests ?? {};
  const negations = settings.requestNegations ?? [];
  if (tfx.kinds.has('shell') ? keyAdditionRequested(context, { lines }, keyWords, negations) : !cli && keyAdditionRequested(context, { entries: tfx.entries }, keyWords, negations)) standing.add('key addition requested');
  // A CLI tool's one command names its buckets by URL (`gsutil cp … gs://quillmoor-public-downloads/`).
  const cliBuckets = cli && !tfx.kinds.has('shell') ? [...cli.matchAll(/(?:^|\s)(?:s3|gs):\/\/([^\s/]{1,255})/g)].map((m) => ({ key: 'bucket', value: m[1] ?? '', path: ['bucket'] })) : [];
  if (!tfx.kinds.has('shell') && publicAssetStore([...tfx.entries, ...cliBuckets], settings.publicAssetStoreWords ?? [])) standing.add('public asset store');
  const ownDomains = [...(settings.internalEmailDomains ?? []), ...ctx.userEmails.map((e) => e.split('@')[1] ?? '')].filter(Boolean);
  if (forwardTargetInternal(tfx.entries, ownDomains, context)) standing.add('forward target internal');
  if (forwardTargetRequested(tfx.entries, context, settings.forwardRequests ?? [], settings.personalMailDomains ?? [], ownDomains)) standing.add('forward target requested');
  // Mailbox delegation outside the mailbox's domain, and automations that call a web address (standing.js).
  const toolNameWords = [...new Set([...name.words, ...name.full.split(/[^a-z0-9]+/)])];
  if (handoverWithinOrganisation(toolNameWords, tfx.entries, settings.personalMailDomains ?? [], ownDomains, context)) standing.add('ownership kept in the organisation');
  for (const d of externalDelegates(toolNameWords, tfx.entries, ownDomains, context)) fact(`mailbox-delegate-external ${d}`);
  const automation = automationWebAction(toolNameWords, tfx.entries);
  // A password, one-time code or card code entered into a form on another site than the page the user is on.
  const elsewhere = credentialFormElsewhere(toolNameWords, tfx.entries, context, options.registrableDomain);
  if (elsewhere) fact(`credential-form-other-site ${elsewhere}`);
  if (automation) fact(`automation-web-action ${automation}`);

  /** @type {Array<{ op: string, raw: string, cwd: string | undefined }>} */
  const accesses = [];
  /** @type {Array<{ method: string, url: string }>} */
  const requests = [...tfx.requests];
  /** @type {Array<{ dest: string, source: string, cwd: string | undefined }>} */
  const uploads = tfx.uploads.map((u) => ({ dest: parseUrl(u.dest)?.host ?? u.dest, source: u.source, cwd: ctx.cwd }));
  /** @type {string[]} */
  const hosts = [];
  /** @type {string[]} */
  const urls = [...tfx.urls];
  /** @type {Array<{ url: string, file: string }>} */
  const downloads = [];
  /** @type {string[]} */
  const execs = [];
  /** @type {string[]} */
  const sql = [...tfx.sql];
  const recipients = [...tfx.recipients];
  const attachments = [...tfx.attachments];
  let cwd = ctx.cwd;

  /** @param {ParsedScript} parsed @param {boolean} [guess]  a text that may not be a command line at all (an undeclared notebook cell) */
  const processParsed = (parsed, guess = false) => {
    for (const note of parsed.notes) {
      if (note === 'decoded-script' || (guess && note === 'unparsed')) continue;
      fact(note === 'encoded-command' ? 'encoded-command powershell' : `shell-${note}`);
    }
    for (const cmd of parsed.commands) {
      views.add('shell_command', commandText(cmd));
      // Output captured by $(…) flows into another command instead of reaching the agent.
      if (cmd.origin !== 'substitution' && cmd.origin !== 'process-substitution') views.add('exposed_command', commandText(cmd));
      for (const w of cmd.wrappers) views.add('shell_command', joinArgv(w));
      const privileged = cmd.wrappers.find((w) => PRIVILEGE_WRAPPERS.has(w[0] ?? ''));
      if (privileged) views.add('privileged_command', `${privileged[0]} ${commandText(cmd)}`);
      if (cmd.obfuscatedName) fact(`command-name-obfuscated ${cmd.raw0.replace(/\s+/g, '\u00a0').slice(0, 200)}`);
      if (cmd.argv[0] === 'git') gitViews(cmd.argv);
      const fx = commandEffects(cmd, { readCommands: settings.readCommands });
      const here = cwd;
      for (const a of fx.access) accesses.push({ op: a.op, raw: a.path, cwd: here });
      requests.push(...fx.requests);
      for (const u of fx.uploads) uploads.push({ dest: u.dest, source: u.source, cwd: here });
      hosts.push(...fx.hosts);
      urls.push(...fx.urls);
      for (const d of fx.downloads) downloads.push({ url: d.url, file: norm(d.file, here)?.display ?? d.file });
      for (const x of fx.execs) execs.push(norm(x, here)?.display ?? x);
      for (const r of fx.remoteExec) fact(`remote-exec ${parseUrl(r)?.url ?? r}`);
      for (const s of fx.substitutedDestinations) fact(`substitution-in-destination ${cmd.argv[0]} ${s.replace(/\s+/g, '\u00a0').slice(0, 300)}`);
      sql.push(...fx.sql);
      recipients.push(...fx.recipients.map((r) => r.toLowerCase()));
      attachments.push(...fx.attachments);
      if (fx.cd !== undefined && CWD_ORIGINS.has(cmd.origin)) cwd = fx.cd === '-' ? undefined : (norm(fx.cd, cwd)?.display ?? cwd);
    }
    for (const p of parsed.pipelines) {
      views.add('shell_pipeline', p.stages.map(commandText).join(' | '));
      // `find … | xargs rm`: the files find selects are deleted, as `find … -delete` deletes them.
      p.stages.forEach((stage, j) => {
        if (!FILE_REMOVERS.has(stage.argv[0] ?? '') || !stage.wrappers.some((w) => w[0] === 'xargs')) return;
        for (const producer of p.stages.slice(0, j)) {
          if (producer.argv[0] !== 'find' || producer.argv.includes('-delete')) continue;
          for (const a of commandEffects({ ...producer, argv: [...producer.argv, '-delete'] }, { readCommands: settings.readCommands }).access) accesses.push({ op: a.op, raw: a.path, cwd });
        }
      });
      p.stages.forEach((stage, j) => {
        if (!stage.scriptFromStdin) return;
        for (const producer of p.stages.slice(0, j)) {
          const pname = producer.argv[0] ?? '';
          if (DOWNLOADERS.has(pname)) {
            const url = producer.argv.slice(1).map((a) => parseUrl(a)?.url).find((u) => u !== undefined);
            fact(`remote-exec ${url ?? pname}`);
          }
          if (DECODERS.has(pname) && (pname !== 'tr' || producer.argv.length > 1)) fact(`decode-exec ${pname}`);
        }
      });
    }
    for (const a of parsed.codeAccess) accesses.push({ op: a.op, raw: a.path, cwd });
    for (const a of parsed.assignments) views.add('shell_env', a);
    for (const c of parsed.code) addCode(c.code);
  };

  /**
   * Inline code, as one view; the web addresses it names (`requests.get('http://…')`) are contacted as a command's
   * arguments are, and code that runs what it fetches (`exec(urlopen(url).read())`,
   * `eval(requests.get(url).text)`) runs remote code as `curl … | sh` does.
   * @param {string} code
   */
  const addCode = (code) => {
    const text = code.slice(0, MAX_TEXT * 2);
    views.add('code', text.replace(/\s+/g, ' ').trim());
    for (const m of text.matchAll(CODE_URL)) if (urls.length < 200) urls.push(m[1] ?? '');
    for (const m of text.matchAll(CODE_FETCH_EXEC)) fact(`remote-exec ${parseUrl(m[1] ?? '')?.url ?? m[1]}`);
  };

  /** Whether the request asks for each git step that throws work away or skips a check, in the order met. */
  /** @type {boolean[]} */
  const gitSteps = [];
  /** @param {string[]} argv */
  const gitViews = (argv) => {
    const git = gitCommand(argv);
    if (!git) return;
    // A step that throws work away or skips a check, and whether the user's request asks for it (git-requested.js).
    const step = gitStep(git);
    if (step) gitSteps.push(gitStepRequested(context, step, settings.gitStepRequests ?? {}, settings.removalRequests ?? []));
    views.add('git', `git ${joinArgv([git.sub, ...git.args])}`);
    for (const kv of git.config) views.add('git', `git config ${kv.replace('=', ' ')}`);
    for (const f of gitFacts(git, isProtected, ctx.branch)) fact(f);
  };
  const isProtected = protectedBranches(settings.protectedBranches);

  for (const s of tfx.shell) {
    views.add('shell_script', s.script.slice(0, MAX_TEXT * 2).replace(/\s+/g, ' ').trim());
    processParsed(shell.parse(s.script, s.windows ? { windows: true } : {}), s.guess === true);
  }
  for (const c of tfx.code) {
    addCode(c.code);
    processParsed(shell.parseCode(c.lang, c.code));
  }
  for (const a of tfx.access) accesses.push({ op: a.op, raw: a.path, cwd: ctx.cwd });
  for (const b of tfx.deleteBranches) if (isProtected(b)) fact(`git-delete-protected-branch ${b}`);
  for (const b of tfx.forceBranches) if (isProtected(b)) fact(`git-force-push-protected ${b}`);

  // Files, and where they lie relative to the workspace.
  const roots = workspace ? [workspace, ...writable] : [];
  /** @type {{ op: string, path: string, inside: boolean }[]} */
  const envFiles = [];
  for (const a of accesses) {
    if (/^\$\((?!pwd\))|^<\(/.test(a.raw)) continue;
    const p = norm(a.raw, a.cwd);
    if (!p) continue;
    const path = p.display;
    const shown = path.replace(/\s/g, '\u00a0');
    views.add('file_access', `${a.op} ${shown}`);
    views.add('path', shown);
    if (p.alias) fact(`path-alias ${shown}`);
    if (ENV_FILE_NAME.test(path.split('/').pop() ?? '')) envFiles.push({ op: a.op, path, inside: workspace !== undefined && isInside(path, workspace) });
    if (!workspace || path.startsWith('.')) continue;
    const inside = roots.some((r) => isInside(path, r));
    // A new file put in a folder kept for backups (`/var/backups`, `/mnt/backups`, `D:/backup`) is the backup the admin
    // takes, not a change to the system; removing or rewriting what lies there is still reviewed.
    const backupCopy = a.op === 'write' && BACKUP_FOLDER.test(path.slice(0, path.lastIndexOf('/') + 1));
    if (WRITE_OPS.has(a.op) && !inside && !backupCopy && !path.startsWith('$')) fact(`write-outside-workspace ${shown}`);
    if (p.escapes && !isInside(path, workspace) && !writable.some((r) => isInside(path, r))) fact(`path-escape ${shown}`);
    if (a.op === 'link' && !inside) fact(`symlink-outside-workspace ${shown}`);
    if (DELETE_OPS.has(a.op) || a.op === 'delete') {
      if (/\/\*$/.test(path) && path.slice(0, -2) === workspace && a.op !== 'delete-matching' && a.op !== 'delete-aged') fact(`delete-workspace-contents ${shown}`);
      else if ((a.op === 'delete-recursive' || a.op === 'move') && isAncestorOrSelf(path, workspace)) fact(`delete-workspace-root ${shown}`);
    }
  }

  // Downloaded files that are then run.
  for (const d of downloads) if (execs.includes(d.file)) fact(`remote-exec ${d.url}`);

  // Network.
  const trustPrivate = settings.trustPrivateNetworks !== false;
  const base = [...(settings.allowedDomains ?? []), ...(options.trustedDomains ?? [])];
  const narrowed = ctx.requestDomains ? (settings.allowedDomains?.length ? ctx.requestDomains.filter((d) => hostAllowed(normalizeHost(d.replace(/^\*\./, '')) ?? d, settings.allowedDomains)) : ctx.requestDomains) : base;
  const allowlistInEffect = ctx.requestDomains !== undefined || (settings.allowedDomains?.length ?? 0) > 0;
  const approved = (/** @type {string} */ host) => isLocalHost(host, trustPrivate) || hostAllowed(host, narrowed);
  /** @type {Set<string>} */
  const contacted = new Set();
  const addHost = (/** @type {string} */ h) => {
    const host = normalizeHost(h);
    if (!host) return;
    views.add('host', host);
    const inner = embeddedAddress(host);
    if (inner) views.add('host', inner);
    contacted.add(host);
  };
  for (const r of requests) {
    const u = parseUrl(r.url);
    if (!u) continue;
    views.add('http_request', `${r.method.toUpperCase()} ${u.url}`);
    views.add('url', u.url);
    addHost(u.host);
    if (!approved(u.host) && encodedPersonalData(u.url)) fact(`url-query-encoded-personal-data ${u.host}`);
  }
  for (const raw of urls) {
    for (const candidate of /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? [raw] : findUrls(raw).length ? findUrls(raw) : [raw]) {
      const u = parseUrl(candidate);
      if (!u) continue;
      views.add('url', u.url);
      addHost(u.host);
      // Personal data sent out encoded in the query of an address not approved (query-data.js).
      if (!approved(u.host) && encodedPersonalData(u.url)) fact(`url-query-encoded-personal-data ${u.host}`);
    }
  }
  for (const h of hosts) addHost(h);
  for (const u of uploads) {
    const host = normalizeHost(u.dest) ?? u.dest;
    if (normalizeHost(u.dest)) addHost(host);
    if (approved(host)) continue;
    const source = u.source === 'stdin' || u.source === 'data' || u.source.startsWith('data:') ? u.source : (norm(u.source, u.cwd)?.display ?? u.source);
    fact(`upload-unapproved ${host} ${source.replace(/\s+/g, '\u00a0')}`);
    // Without an allowlist a named host is the user's own choice; with one, leaving it is a policy matter.
    if (allowlistInEffect) fact(`upload-outside-allowlist ${host} ${source.replace(/\s+/g, '\u00a0')}`);
  }
  if (allowlistInEffect) for (const host of contacted) if (!approved(host)) fact(`request-unapproved ${host}`);
  // Data uploaded to a host the request never names, where the request asks for nothing to be sent, uploaded,
  // shared, synced or deployed (deliveryRequests, in many languages): "check the survey folder" sends nothing.
  // Only commands and code are read so: a tool's own destination argument (a bucket, a hook) is judged by its own facts.
  const uploadRequest = uploads.length && (tfx.kinds.has('shell') || tfx.kinds.has('code') || cli) ? requestText(context, 2000) : undefined;
  if (uploadRequest !== undefined && !requestSays(uploadRequest, settings.deliveryRequests ?? [])) {
    for (const u of uploads) {
      const host = normalizeHost(u.dest);
      if (host && !approved(host) && hostNotRequested(host, context, ownSites(context, options.registrableDomain), options.registrableDomain)) {
        fact(`upload-not-requested ${host}`);
        break;
      }
    }
  }
  // An environment file the request names, only read in the workspace by a call that contacts no host (file-requested.js).
  if (!contacted.size && !uploads.length && envFileReadRequested(context, envFiles, settings.requestNegations ?? [])) standing.add('env file requested');

  // SQL.
  for (const s of sql) for (const statement of sqlStatements(s)) views.add('sql', statement);
  // A request that only looks or asks (how many, show me) answered by a statement that changes data: the statement's
  // verb is the call's operation, which a generic tool's name (`postgres.execute`, `db.query`) does not say.
  if (requestOnly) {
    const verbs = new Set(views.texts('sql').slice(0, 20).map(statementChangeVerb).filter(Boolean));
    for (const verb of verbs) fact(`request-${requestOnly}-only ${verb} sql`);
  }

  // E-mail and messages.
  const internal = [...(settings.internalEmailDomains ?? []), ...ctx.userEmails.map((e) => e.split('@')[1] ?? '')].filter(Boolean);
  /** @type {Set<string>} */
  const external = new Set();
  let phones = 0;
  for (const r of recipients) {
    views.add('email', r);
    if (ctx.userEmails.includes(r)) continue;
    const domain = r.includes('@') ? (r.split('@')[1] ?? '') : undefined;
    if (domain === undefined) {
      phones++;
      continue;
    }
    if (!hostAllowed(domain, internal)) external.add(domain);
  }
  // An e-mail outside the organisation is ordinary unless the policy asks to review each one.
  const reviewExternal = settings.externalEmail === 'review';
  if (reviewExternal) for (const d of external) fact(`email-external ${d}`);
  if (phones && reviewExternal) fact(`message-external ${phones}`);
  if (recipients.length >= (settings.bulkRecipients ?? 20)) fact(`email-bulk ${recipients.length}`);
  if (reviewExternal && attachments.length && external.size) fact(`email-attachment-external ${[...external][0]}`);
  // Recipients the user's request, which names its recipients by address, does not account for (a hidden copy added
  // to a message the user dictated).
  const ownRecipient = (/** @type {string} */ domain) => hostAllowed(domain, internal);
  // The same for the people a sharing or inviting tool gives access to (a folder shared with the agency the user named, and
  // with another address besides).
  const grantees = tfx.grantees.filter((r) => !ctx.userEmails.includes(r) && !recipients.includes(r));
  for (const d of recipientsNotRequested(context, [...recipients.filter((r) => !ctx.userEmails.includes(r)), ...grantees], ownRecipient)) fact(`recipient-not-requested ${d}`);
  // Access or data handed to an address the user's request does not account for (account-access.js): the people a
  // sharing argument names (`share_with`, `invitees`) whatever the tool's verb, and the mailbox an export delivers to.
  const shareKeyGrantees = tfx.entries.filter((e) => GRANTEE_KEY.test(e.key) && e.value.length <= 2048).flatMap((e) => (e.value.match(ADDRESS_IN_VALUE) ?? []).map((a) => a.toLowerCase()));
  // A tool that makes someone a delegate or an authorized user of the account gives every address it names that access.
  const accountAccessTool = toolWordsOf(action.tool).some((w) => /^delegat|^authori[sz]ed$/.test(w));
  const toolGrantees = accountAccessTool ? tfx.entries.filter((e) => e.value.length <= 2048).flatMap((e) => (e.value.match(ADDRESS_IN_VALUE) ?? []).map((a) => a.toLowerCase())) : [];
  const handedTo = [...new Set([...grantees, ...shareKeyGrantees, ...toolGrantees])].filter((r) => !ctx.userEmails.includes(r));
  const wholeAccount = accountAccessTool || tfx.entries.some((e) => (ACCESS_KEY.test(e.key) && WHOLE_ACCESS.test(e.value.trim())) || (ROOT_PATH_KEY.test(e.key) && /^\/?$/.test(e.value.trim())));
  for (const d of addressesNotInRequest(context, handedTo, ownRecipient, wholeAccount)) fact(`grantee-not-requested ${d}`);
  for (const d of addressesNotInRequest(context, tfx.mailboxDeliveries.filter((r) => !ctx.userEmails.includes(r)), ownRecipient, false)) fact(`delivery-not-requested ${d}`);
  // An app given the account's mail, contacts or files, and an extension from outside the stores (account-access.js).
  const toolAllWords = [...new Set([...name.words, ...name.full.split(/[^a-z0-9]+/)])];
  if (appGrantNotRequested(toolAllWords, tfx.entries, context, settings.appConnectRequests ?? [], settings.requestNegations ?? []) !== undefined) fact('app-grant-not-requested');
  const extensionHost = extensionOutsideStore(toolAllWords, tfx.entries, settings.extensionStores ?? [], context);
  if (extensionHost) fact(`extension-outside-store ${extensionHost}`);
  // A channel other than the one the request names with its sign.
  for (const c of channelsNotRequested(context, tfx.entries)) fact(`channel-not-requested ${c}`);
  // A value of the call that only a tool's text addressed to the agent names (injected.js); where the
  // user sent the agent to that text ("as the mail says") the order may be the user's own.
  if (followsToolOutput(context, tfx.entries)) fact(`${requestDefersToToolText(context) ? 'follows-tool-output-as-asked' : 'follows-tool-output'} ${name.last}`);
  // An operation a text others wrote orders the agent to carry out, which the user's request names no verb of (injected.js).
  if (!tfx.kinds.has('shell') && !cli && !requestDefersToToolText(context)) {
    const operationWords = ['action', 'operation', 'op'].flatMap((k) => (typeof args[k] === 'string' ? nameWords(/** @type {string} */ (args[k])) : []));
    for (const kind of plantedOrderKinds(context, [...name.words, ...operationWords], settings.removalRequests ?? [])) fact(`obeys-planted-order ${kind} ${name.last}`);
  }
  // Values of the call that only a text calling the agent supplies (a quoted pop-up, a shared note, another agent's reply).
  if (!requestDefersToToolText(context) && obeysAddressedText(context, tfx.entries, () => !tfx.kinds.has('shell') && !cli && callReadsOnly(views.texts('sql'), name.words, args, settings.toolWords?.['readOnly'] ?? []))) fact(`obeys-addressed-text ${name.last}`);

  // Files attached to a message for a personal webmail mailbox leave the organisation's control.
  const personalRecipients = recipients.filter((r) => r.includes('@') && !ctx.userEmails.includes(r) && hostAllowed(r.split('@')[1] ?? '', settings.personalMailDomains ?? []));
  if (personalRecipients.length) for (const file of attachments.slice(0, 20)) fact(`attachment-to-personal-mailbox ${personalRecipients[0]?.split('@')[1]} ${file.replace(/\s+/g, '\u00a0').slice(0, 300)}`);

  // Exports delivered to a personal webmail mailbox leave the organisation's control.
  for (const addr of tfx.mailboxDeliveries) {
    const domain = addr.split('@')[1] ?? '';
    if (ctx.userEmails.includes(addr) || hostAllowed(domain, internal)) continue;
    if (hostAllowed(domain, settings.personalMailDomains ?? [])) fact(`export-personal-mailbox ${domain}`);
  }

  // Payments. A destination the platform has on file is named in the fact; one that differs from
  // the account on file is a fact of its own.
  if (payee.changed) fact('payee-account-differs-from-file');
  // A book transfer between the payer's own accounts (own-transfer.js) pays no one else: like a payee on file, it lifts the review.
  const onFile = payee.known ? ' payee-on-file' : ownAccountTransfer(action.arguments) ? ' own-account' : '';
  // The limits are in the unit of the main currencies; an amount in a currency whose unit is worth
  // far less (currencyUnitValues) is weighed at its worth in that unit.
  const unitValues = settings.currencyUnitValues ?? {};
  // Coins bought into the user's own exchange account at the amount the request asks to spend (tools.js, requested.js).
  const ownBuy = tfx.kinds.has('crypto') && buysIntoOwnAccount(name.words, settings.toolWords?.['cryptoVerbs'] ?? [], tfx.entries);
  // A payment the user's request settles (payment-dictated.js): the amount written out with the account it goes to or
  // with the reference of the payment asked to be paid; or a payee on file paid for an invoice the request asks to pay
  // and the platform records as approved. The limits weigh payments the agent sizes or routes itself.
  const paidEarly = tfx.payments.length ? accountsPaid(tfx.entries) : [];
  const unrequestedEarly = tfx.payments.length ? accountsNotInRequest(context, paidEarly) : { unwritten: 0, fromRead: 0 };
  const refAsked = tfx.payments.length > 0 && referenceAsked(context, tfx.entries, settings.bulkApprovalRequests?.approve ?? [], settings.requestNegations ?? []);
  const accountWritten = paidEarly.length > 0 && !unrequestedEarly.unwritten && !requestReadsOnly(context, settings.readOnlyRequests ?? {});
  const approvedInvoice = payee.known && !payee.changed && refAsked && documentApproved(context);
  // A tool that only records where money will be paid (`setPayoutAccount`, `update_refund_account`: a setting verb and
  // an account noun in its name, no amount among its arguments) pays nothing now: its amount is not unknown, and where
  // every account it sets is one the user's request writes out, the destination is the user's choice
  // (`payout-destination-change` judges the others).
  const setsAccountOnly = name.words.some((w) => ACCOUNT_SETTING_VERBS.has(w)) && name.words.some((w) => ACCOUNT_NOUNS.has(w)) && !tfx.entries.some((e) => AMOUNT_KEY.test(e.key));
  // A payment or order held back for a person's approval (`release: false`, `route_for_approval`) moves no money itself.
  const staged = tfx.payments.length > 0 && stagedForApproval(action.arguments) ? ' staged-for-approval' : '';
  for (const p of tfx.payments) {
    const settled = amountWritten(context, p.amount) && (accountWritten || refAsked) ? ' user-dictated' : approvedInvoice ? ' approved-payment' : '';
    const amount = p.amount === undefined ? 'unknown' : String(Math.round(p.amount * 100) / 100);
    const currency = p.currency ?? '';
    const unit = !p.crypto && currency && Object.hasOwn(unitValues, currency) ? Number(unitValues[currency]) : 1;
    const worth = p.amount === undefined ? undefined : p.amount * (Number.isFinite(unit) && unit > 0 ? unit : 1);
    if (p.crypto && !(ownBuy && amountRequested(context, p.amount, settings.purchaseRequests ?? []))) fact(`${`crypto-transfer ${amount} ${currency}`.trim()}${onFile}`);
    else if (worth === undefined) { if (!(setsAccountOnly && accountWritten) && !pointsDictated(context, tfx.entries)) fact(`payment-unknown-amount ${name.last}${onFile}${staged}`); }
    // The block limit is the operator's hard limit: an approval record (which may approve some other change) lifts it
    // only where the operator says so (paymentBlockLiftedByApproval), and then the review limit alone applies.
    else if (settings.paymentBlockAbove !== undefined && settings.paymentBlockAbove !== null && worth > settings.paymentBlockAbove && !(settings.paymentBlockLiftedByApproval === true && standing.has('change approved'))) fact(`${`payment-block ${amount} ${currency}`.trim()}${onFile}${settled}`);
    else if (worth > (settings.paymentReviewAbove ?? 0)) fact(`${`payment-review ${amount} ${currency}`.trim()}${onFile}${settled}${staged}`);
  }
  // Bank accounts the call pays or settles to that the user's request does not write out (account-requested.js): taken
  // from an invoice, a notice or a message, not from the user. Accounts the request writes out are the user's choice.
  const readOnlyVerbs = settings.toolWords?.['readOnly'] ?? [];
  // A word such as `details` or `status` makes a tool read-only only where no word of it changes anything (`update_bank_details`).
  const paidAccounts = name.words.some((w) => readOnlyVerbs.includes(w)) && !name.words.some((w) => CHANGING_WORDS.has(w)) ? [] : accountsPaid(tfx.entries);
  // A call collecting money from a customer (a payment link, a checkout) settles to the merchant's account on file:
  // one it names is another's.
  const unrequested = accountsNotInRequest(context, paidAccounts);
  const collects = [...name.words, ...name.full.split(/[^a-z0-9]+/)].some((w) => COLLECTING_WORDS.has(w));
  if (unrequested.fromRead || (collects && unrequested.unwritten)) fact(`account-not-requested ${name.last}${unrequested.fromRead ? ' from read text' : ''}`);
  else if (paidAccounts.length && !unrequested.unwritten && requestText(context, 2000) !== undefined) standing.add('account dictated by the user');
  // Where a DNS record, a script in the site's pages or a webhook sends the business's traffic, mail, visitors or
  // events, when the owner's request names neither that target nor the business's own site (business-destinations.js).
  const allToolWords = [...new Set([...name.words, ...name.full.split(/[^a-z0-9]+/)])].filter(Boolean);
  const dnsType = tfx.kinds.has('shell') || cli ? undefined : dnsRecordNotRequested(allToolWords, /** @type {Record<string, unknown>} */ (action.arguments ?? {}), context);
  if (dnsType) fact(`dns-record-not-requested ${dnsType}`);
  if (!tfx.kinds.has('shell') && !cli && !tfx.access.length) {
    // The business's own sites, where the context states them: a look-only request, a mailbox or a post is judged
    // only where they tell the business's own hosts from others'. A planted host, code reading visitors' data and a
    // hook mirroring everything need them not.
    const own = ownSites(context, options.registrableDomain);
    // Owners name a service by brand or by what it does and its setup supplies the host, so a host the request does
    // not write is flagged only where the request only asks to look, a text others wrote supplies the host, the code
    // reads visitors' cookies or fields or hides in an attribute, or the hook mirrors every event or customer message.
    // The owner who only asked to look asked for no lasting change at all.
    const looks = own.length > 0 && requestReadsOnly(context, settings.readOnlyRequests ?? {});
    for (const { host: h, readsVisitor } of scriptHosts(allToolWords, tfx.entries)) if (hostNotRequested(h, context, own, options.registrableDomain) && (readsVisitor || looks || hostFromReadText(context, h))) { fact(`site-script-not-requested ${h}`); break; }
    for (const h of hookHosts(allToolWords, tfx.entries)) if (hostNotRequested(h, context, own, options.registrableDomain) && (hookMirrors(tfx.entries, context) || looks || hostFromReadText(context, h))) { fact(`webhook-not-requested ${h}`); break; }
    // What a tool that is no mail tool sends to a mailbox outside the business (a new token, a transfer code, a
    // scheduled export), and a body posted to another site, where the request names neither.
    if (own.length && !tfx.kinds.has('email') && !tfx.kinds.has('message')) {
      const outside = sendToAddresses(tfx.entries).filter((a) => hostNotRequested(a.split('@').pop() ?? '', context, own, options.registrableDomain));
      for (const d of addressesNotInRequest(context, outside, ownRecipient, true)) fact(`delivery-not-requested ${d}`);
      const posted = postedHost(/** @type {Record<string, unknown>} */ (action.arguments ?? {}));
      // An integration call (a carrier, a payment or accounting API) posts data where the owner's task needs it: only
      // a post the owner's request did not ask for at all (it only asks to look), one carrying a list of people's
      // contacts or selecting people's records by their fields, or one to a host a text others wrote supplies.
      if (posted && !approved(posted) && hostNotRequested(posted, context, own, options.registrableDomain) && (postsContactList(tfx.entries) || postsPersonalFields(tfx.entries) || looks || hostFromReadText(context, posted))) fact(`data-post-not-requested ${posted}`);
    } else if (!tfx.kinds.has('email') && !tfx.kinds.has('message')) {
      // Without sites of its own on record, a body that selects people's records by their fields (`fields: [name,
      // dni, iban]`) posted to a host the request never names is an export nobody asked for.
      const posted = postedHost(/** @type {Record<string, unknown>} */ (action.arguments ?? {}));
      if (posted && !approved(posted) && hostNotRequested(posted, context, own, options.registrableDomain) && postsPersonalFields(tfx.entries)) fact(`data-post-not-requested ${posted}`);
    }
  }
  // Money held against the request (refund-requested.js): a refund sent to a card or account of its own, and an
  // amount above what the request writes with its currency.
  if (!tfx.kinds.has('shell') && !cli) {
    if (refundDestinationNotRequested(allToolWords, tfx.entries, context, settings.savedDestinations ?? [], settings.moneyRequests ?? {})) fact(`refund-destination-not-requested ${name.last}`);
    const paidMost = Math.max(0, ...tfx.payments.map((p) => p.amount ?? 0));
    const asked = paidMost > 0 && (tfx.payments.length || isRefund(allToolWords)) ? amountAboveRequest(context, paidMost, settings.moneyRequests?.currencies ?? [], settings.moneyRequests ?? {}) : undefined;
    if (asked !== undefined) fact(`amount-above-request ${Math.round(paidMost * 100) / 100} ${Math.round(asked * 100) / 100}`);
    // Access created to last (grant-lifetime.js), and protections lowered that the request never asks for (control-requested.js).
    const lasting = lastingGrantNotRequested(allToolWords, args, context, settings.lastingGrants ?? {});
    if (lasting) fact(`grant-lasting-not-requested ${lasting}`);
    // An export delivered to a web address the request names neither by host nor by site (export-destination.js).
    const delivery = exportDelivery(allToolWords, tfx.entries);
    const exportHost = delivery?.host;
    if (delivery && exportHost && !approved(exportHost) && hostNotRequested(exportHost, context, ownSites(context, options.registrableDomain), options.registrableDomain) && !deliveryNamedByRequest(delivery.url, exportHost, context)) fact(`export-destination-not-requested ${exportHost}`);
    // An export mailed outside the organisation that the request does not send there (export-destination.js):
    // "draw up a timetable from the class list" asks for nothing to leave.
    const request = requestText(context, 2000);
    const outside = exportMailboxes(allToolWords, tfx.entries).filter((a) => !ctx.userEmails.includes(a) && !hostAllowed(a.split('@')[1] ?? '', internal));
    const unasked = request === undefined ? undefined : outside.find((a) => !mailboxRequested(a, request, ctx.userEmails.length > 0, settings.deliveryRequests ?? []));
    if (unasked) fact(`export-mailbox-not-requested ${unasked.split('@')[1]}`);
    for (const c of controlsLowered(String(action.tool ?? ''), args, context, settings.loweredControls ?? [])) fact(`${c.always ? 'safety-control-defeated' : 'control-lowered-not-requested'} ${c.name}`);
  }
  // Amounts against the limit or original charge the context states (limits.js).
  for (const f of amountLimitFacts(context, tfx.entries, tfx.payments, [...name.words, ...name.full.split(/[^a-z0-9]+/)], settings.argumentKeys?.['amount'] ?? [])) fact(f);

  const production = isProduction(ctx.environment, views.list, tfx.entries, settings);
  // The user sent the work to a staging or development stage, and the call acts on production.
  if (production && requestNamesStageOnly(context, settings)) fact('production-not-requested');
  // A stage the context names (standing.js) stands only when nothing in the call names production.
  // Only the caller's context states the stage: the call's own arguments (`host: localhost`,
  // `database: test`) are the agent's to choose and never establish one.
  const place = production || namesProduction(views.list, settings) ? undefined : environmentStanding(context, settings);
  if (place) standing.add('non-production environment');
  if (place === 'disposable') standing.add('disposable environment');
  const toolWords = nameWords(String(action.tool ?? ''));
  const commands = views.texts('shell_command');
  // A command line that removes just what the user's request names, asked for in the request's own words
  // (requested.js); production work stays reviewed however it was asked for.
  if (!production && (tfx.kinds.has('shell') || cli) && commandRemovalRequested(context, commands, removalWords)) standing.add('operation requested by name');
  const offWords = settings.controlOffRequests ?? {};
  if (tfx.kinds.has('shell') && commands.length === 1 && quarantineRemovalRequested(context, commands[0] ?? '', offWords, settings.requestNegations ?? [])) standing.add('quarantine removal requested');
  if (!tfx.kinds.has('shell') && !cli && mfaOffRequested(context, String(action.tool ?? ''), tfx.entries, offWords, settings.requestNegations ?? [])) standing.add('mfa off requested');
  // SQL that empties or drops just the tables the user's request names, asked for in its own words (requested.js).
  const statements = views.texts('sql');
  if (!production && !tfx.kinds.has('shell') && !cli && tableRemovalRequested(context, statements, removalWords, settings.emptyingRequests ?? [])) standing.add('operation requested by name');
  // A purchase the user's request asks for, of everyday goods (requested.js): the shop prices it.
  if (tfx.kinds.has('payment') && !tfx.kinds.has('crypto') && name.words.some((w) => BUYING_WORDS.has(w)) && purchaseRequested(context, tfx.entries, action.arguments, settings.purchaseRequests ?? [], settings.requestNegations ?? [], settings.everydayGoods ?? [], settings.readOnlyRequests?.leads ?? [])) standing.add('purchase requested');
  // A securities order for the instrument and quantity the user's request writes out, asked for in its words (trade-requested.js).
  if (tfx.kinds.has('payment') && !tfx.kinds.has('crypto') && tradeRequested(context, toolWords, tfx.entries, [...(settings.purchaseRequests ?? []), ...(settings.tradeRequests ?? [])], settings.requestNegations ?? [], settings.wholePositionRequests ?? [])) standing.add('purchase requested');
  // An administrator role given to someone the user's request names, as the request asks (requested.js).
  if (!tfx.kinds.has('shell') && !cli && adminGrantRequested(context, tfx.entries, settings.adminRequests ?? [], settings.requestNegations ?? [])) standing.add('admin grant requested');
  // A log retention the user's own request sets, to the same number of days (retention-requested.js).
  if (!tfx.kinds.has('shell') && !cli && retentionCutRequested(context, tfx.entries, settings.requestNegations ?? [])) standing.add('retention requested');
  // An installed program set to start at the user's login, the program named in the request (requested.js).
  if (tfx.kinds.has('shell') && autostartRequested(context, tfx.shell.map((s) => s.script))) standing.add('autostart requested');
  // A store counts only when it is the organisation's own: a call naming another server, address or
  // repository owner, in its arguments, flags or environment, stores the value somewhere else (standing.js).
  const ownStoreHost = (/** @type {string} */ host) => approved(host) || hostAllowed(host, ownDomains);
  const joinedWords = ` ${toolWords.join(' ')} `;
  const loginStore = !commands.length && (settings.secretStores?.loginStores ?? []).some((w) => joinedWords.includes(` ${w.toLowerCase()} `));
  if (secretStoreWrite(toolWords, commands, settings.secretStores ?? {}) && !foreignSecretStore(tfx.entries, [...commands, ...views.texts('shell_env')], ownStoreHost, context, loginStore)) {
    standing.add('secret stored');
    // The user's request asks to store a secret there: even a vendor's token is the user's to keep (index.js).
    if (secretStoreRequested(context, settings.secretStoreRequests ?? {}, settings.secretStores?.stores ?? [], settings.requestNegations ?? [])) standing.add('secret store requested');
  }
  // Every such git step is one the user's request asks for.
  if (gitSteps.length && gitSteps.every(Boolean)) standing.add('git step requested');
  // The request asks to approve or pay every pending item (bulk-requested.js).
  if (!tfx.kinds.has('shell') && !cli && cardCodeRequested(context, nameWords(name.full), settings.cardCodeRequests ?? [], settings.requestNegations ?? [])) standing.add('card code requested');
  if (!tfx.kinds.has('shell') && !cli && credentialReadRequested(context, tfx.entries, [...(settings.secretStoreRequests?.nouns ?? []), ...(settings.credentialRequests?.nouns ?? [])], settings.requestNegations ?? [])) standing.add('credential read requested');
  if (!tfx.kinds.has('shell') && !cli && wipeRequested(context, nameWords(name.full), settings.wipeRequests ?? {}, settings.requestNegations ?? [], tfx.entries)) standing.add('wipe requested');
  if (!tfx.kinds.has('shell') && !cli && bulkApprovalRequested(context, settings.bulkApprovalRequests ?? {})) standing.add('bulk approval requested');
  return { views: views.list, production, entries: tfx.entries, standing };
}

/** A folder kept for backups: a path component that is the word itself (`backups/`, not `backup-db.conf`). */
const BACKUP_FOLDER = /(?:^|\/)(?:backups?|sicherungen|sauvegardes?|respaldos?)\//i;

/** The views a call acts through (commands, SQL, requests, arguments) name a production word anywhere. */
const PLACE_TARGETS = new Set(['shell_command', 'sql', 'url', 'host', 'http_request', 'api_request', 'argument_named', 'git', 'code', 'shell_script']);
/**
 * @param {View[]} views
 * @param {Settings} settings
 */
function namesProduction(views, settings) {
  const words = new Set((settings.productionEnvironments ?? []).map((w) => String(w).toLowerCase()));
  return views.some((v) => PLACE_TARGETS.has(v.target) && v.text.toLowerCase().split(/[^a-z0-9]+/).some((t) => words.has(t)));
}

/**
 * Production: the context says so, or a cloud CLI in the call names a production context,
 * namespace, profile or workspace (a token such as `prod` in its arguments).
 * @param {string | undefined} environment
 * @param {View[]} views
 * @param {import('./tools.js').Entry[]} entries
 * @param {Settings} settings
 */
function isProduction(environment, views, entries, settings) {
  const words = new Set((settings.productionEnvironments ?? []).map((w) => String(w).toLowerCase()));
  if (environment && (words.has(environment) || environment.split(/[^a-z0-9]+/).some((t) => words.has(t)))) return true;
  const commands = new Set(settings.productionCommands ?? []);
  for (const v of views) {
    if (v.target !== 'shell_command') continue;
    const [head = '', ...rest] = v.text.split(' ');
    if (!commands.has(head)) continue;
    if (rest.join(' ').toLowerCase().split(/[\s\u00a0=:/,.@_-]+/).some((t) => words.has(t))) return true;
  }
  return entries.some((e) => ['environment', 'env', 'stage', 'database', 'db', 'cluster', 'context', 'namespace', 'project', 'account'].includes(e.key) && e.value.toLowerCase().split(/[^a-z0-9]+/).some((t) => words.has(t)));
}

/** The protected-branch test of a settings list, built once per list rather than once per call. */
/** @type {WeakMap<readonly string[], (branch: string) => boolean>} */
const branchTests = new WeakMap();
const NO_BRANCHES = branchMatcher([]);
function protectedBranches(/** @type {readonly string[] | undefined} */ patterns) {
  if (!patterns) return NO_BRANCHES;
  let test = branchTests.get(patterns);
  if (!test) branchTests.set(patterns, (test = branchMatcher(patterns)));
  return test;
}

/** Compiled `github__delete_*` patterns (settings hold a handful). */
/** @type {Map<string, RegExp>} */
const globs = new Map();

/** `github__delete_*` style patterns. */
function globMatch(/** @type {string} */ pattern, /** @type {string} */ name) {
  if (!pattern.includes('*')) return pattern === name;
  let re = globs.get(pattern);
  if (!re) {
    re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (globs.size < 1000) globs.set(pattern, re);
  }
  return re.test(name);
}


/** Tool-name words of a tool that enters values into a page. */
const FORM_WORDS = new Set(['fill', 'type', 'submit', 'form', 'autofill', 'login', 'signin', 'enter', 'input']);
/** Argument keys of a value that proves who one is or pays: a password, a one-time code, a card's code. */
const CREDENTIAL_FIELD = /^(?:password|passwd|pass|passcode|passphrase|pin|otp|totp|one_?time_?code|mfa_?code|2fa_?code|verification_?code|cvv|cvc|cvv2|security_?code|card_?number)$/i;
/** Argument keys naming the page a form is entered on. */
const PAGE_KEYS = new Set(['url', 'page', 'page_url', 'pageurl', 'target_url', 'form_url', 'site', 'href']);
/** Context keys naming the page the user is on. */
const CURRENT_PAGE_KEYS = new Set(['current_url', 'currenturl', 'page_url', 'active_url', 'tab_url', 'current_page']);

/**
 * The host of a form page that receives a password, one-time code or card code when the context names the page the
 * user is on and the form's page is on another site; undefined otherwise.
 * @param {readonly string[]} toolWords
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {import('./context.js').ActionContext} context
 * @param {((host: string) => string | undefined) | undefined} registrable  the host's Public Suffix List lookup
 */
function credentialFormElsewhere(toolWords, entries, context, registrable) {
  if (!toolWords.some((w) => FORM_WORDS.has(w))) return undefined;
  if (!entries.some((e) => CREDENTIAL_FIELD.test(e.key) && e.value.trim() !== '')) return undefined;
  const page = entries.find((e) => PAGE_KEYS.has(e.key.toLowerCase()) && e.path.length === 1);
  const current = context.fields.find((f) => CURRENT_PAGE_KEYS.has(f.lower) && typeof f.value === 'string');
  if (!page || !current) return undefined;
  const target = parseUrl(page.value)?.host;
  const here = parseUrl(String(current.value))?.host;
  if (!target || !here) return undefined;
  return siteOf(target, registrable) === siteOf(here, registrable) ? undefined : siteOf(target, registrable);
}
