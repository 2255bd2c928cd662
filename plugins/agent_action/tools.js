// @ts-check
// Tool calls other than shell commands. A tool is classified from the words of its name (MCP
// prefixes such as `filesystem__`, `mcp__github__` or `server.` removed; snake, kebab and camel
// case split) and from its argument names, using the word lists in the pack settings; then its
// arguments say which files it reads or writes (and how), which URLs it requests with which method,
// what it uploads, whom it e-mails or messages, which amounts it pays, which SQL it runs, which
// shell or code it executes and which git branches it deletes or force-updates.

import { looksLikeSql } from './sql.js';
import { paymentOf } from './payments.js';

export { parseAmount } from './payments.js';

const MAX_STRINGS = 2000;
/** Tool-name words of tools that send data to the URL they are given rather than fetch it. */
const SENDER_WORDS = new Set(['upload', 'export', 'deliver', 'delivery', 'webhook', 'webhooks', 'hook', 'hooks', 'callback', 'subscription', 'subscribe', 'sync', 'backup', 'mirror', 'replicate', 'replication', 'forward', 'push', 'sink']);
/** Argument keys that name where data goes. */
/** Crypto verbs that only buy: coins bought on an exchange stay in the buyer's account there. */
const BUY_VERBS = new Set(['buy', 'purchase', 'order']);
/**
 * A wallet address as a value of its own: EVM, Bitcoin and Litecoin (bech32 and base58), Tron, XRP, Solana. The one
 * list of wallet shapes of the plugin (payee.js reads it too).
 */
export const WALLET_ADDRESS = /^(?:0x[0-9a-fA-F]{40}|(?:bc1|ltc1|tb1)[02-9ac-hj-np-z]{11,87}|[13LM][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33}|r[1-9A-HJ-NP-Za-km-z]{24,34}|[1-9A-HJ-NP-Za-km-z]{32,44})$/;
/** A value that names where coins or money would go: a wallet address, an ENS name, an e-mail, an IBAN. */
const OUTSIDE_DESTINATION = new RegExp(`${WALLET_ADDRESS.source}|^(?:[a-z0-9-]{1,63}\\.eth|[^@\\s]{1,64}@[^@\\s]{1,253}|[A-Z]{2}\\d{2}[A-Z0-9 ]{10,32})$`);
/** Argument keys naming another party to pay or send to. */
const OUTSIDE_KEY = /(?:^|_)(?:to|recipient|payee|beneficiary|address|wallet_?address|destination_?address|counterparty|iban)(?:_|$)/;
/**
 * A crypto call that only buys coins into the buyer's own exchange account: its crypto verbs are all buying verbs and
 * no argument names another party or a wallet address (`crypto.buy { asset: BTC, spend: "$40", destination:
 * exchange_wallet }`). Asked for in the user's request at that amount, it is a purchase weighed by its amount, not a
 * transfer of coins to someone (views.js).
 * @param {readonly string[]} words @param {readonly string[]} cryptoVerbs @param {readonly Entry[]} all
 */
export function buysIntoOwnAccount(words, cryptoVerbs, all) {
  const verbs = words.filter((w) => cryptoVerbs.includes(w));
  if (!verbs.length || !verbs.every((w) => BUY_VERBS.has(w))) return false;
  return !all.some((e) => OUTSIDE_KEY.test(e.key.toLowerCase()) || OUTSIDE_DESTINATION.test(e.value.trim()));
}
/** A request body that is `@` and a file path (`@/srv/app/.env`, `@./report.json`, `@~/notes.txt`, `@data.csv`, `@.env`): the file is sent. */
const BODY_FILE_REFERENCE = /^@(?:(?:\/|\.{1,2}\/|~\/)[^\s]{1,1024}|\.?[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}\.[A-Za-z0-9]{1,10}|\.[A-Za-z0-9_-][A-Za-z0-9_-]{0,100})$/;
const DESTINATION_KEY = /(?:^|_)(?:to|dest|destination|deliver|delivery|upload|export|sink|remote|push)(?:_url|_uri|_to)?$/;
const MAX_DEPTH = 16;

/**
 * @typedef {{ key: string, path: string[], value: string, denied?: boolean }} Entry
 * @typedef {import('./payments.js').Payment} Payment
 * @typedef {object} ToolEffects
 * @property {Set<string>} kinds
 * @property {Array<{ op: string, path: string }>} access
 * @property {Array<{ method: string, url: string }>} requests
 * @property {Array<{ dest: string, source: string }>} uploads  dest is a URL here
 * @property {string[]} urls
 * @property {string[]} recipients
 * @property {string[]} attachments
 * @property {Payment[]} payments
 * @property {string[]} sql
 * @property {Array<{ script: string, windows: boolean, guess?: boolean }>} shell
 * @property {Array<{ lang: string, code: string }>} code
 * @property {string[]} deleteBranches
 * @property {string[]} forceBranches
 * @property {string[]} apiCalls  `METHOD /endpoint role=…` of API tools that name a method and an endpoint path
 * @property {string[]} mailboxDeliveries  e-mail addresses an export, backup or report tool delivers its data to
 * @property {string[]} grantees  e-mail addresses a sharing, inviting or granting tool gives access to
 * @property {Entry[]} entries  every string argument
 */

/**
 * @param {string} tool
 * @returns {{ full: string, last: string, words: string[] }}
 */
export function toolName(tool) {
  const full = String(tool).trim().toLowerCase();
  const segments = String(tool).trim().split(/__|[./:]/).filter(Boolean);
  const lastRaw = segments[segments.length - 1] ?? String(tool);
  const last = lastRaw.toLowerCase();
  return { full, last, words: nameWords(lastRaw) };
}

/**
 * The lower-case words of a name or an operation: camelCase humps and every run of other characters
 * part them (`iamCreateAccessKey`, `create-access_key` → create, access, key).
 * @param {string} s
 * @returns {string[]}
 */
export function nameWords(s) {
  // An acronym before a capitalised word is a word of its own (`AWSSecretsManager`, `IAMPolicy`); one capital
  // before another word is not (`OAuth`).
  return s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]{2,})([A-Z][a-z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * Every string (and number) in the arguments with the key it sits under; array items take the
 * array's key. Bounded in count and depth; own properties only. A value inside a policy statement
 * whose `Effect` is `Deny` is marked `denied`: such a statement takes access away (a TLS-only
 * guard-rail names every principal), so its principals and actions grant nothing; a statement
 * nested in it with an effect of its own is read by that effect.
 * @param {unknown} value
 * @returns {Entry[]}
 */
export function entries(value) {
  /** @type {Entry[]} */
  const out = [];
  /** @param {unknown} v @param {string[]} path @param {number} depth @param {boolean} denied */
  const walk = (v, path, depth, denied) => {
    if (out.length >= MAX_STRINGS || depth > MAX_DEPTH) return;
    const key = (path[path.length - 1] ?? '').toLowerCase();
    const mark = denied ? { denied: true } : {};
    if (typeof v === 'string') out.push({ key, path, value: v, ...mark });
    else if (typeof v === 'number' && Number.isFinite(v)) out.push({ key, path, value: String(v), ...mark });
    else if (Array.isArray(v)) for (const item of v.slice(0, MAX_STRINGS)) walk(item, path, depth + 1, denied);
    else if (v && typeof v === 'object') {
      const record = /** @type {Record<string, unknown>} */ (v);
      const keys = Object.keys(record).slice(0, MAX_STRINGS);
      const effect = keys.find((k) => k.toLowerCase() === 'effect');
      const inner = effect !== undefined && typeof record[effect] === 'string' ? String(record[effect]).trim().toLowerCase() === 'deny' : denied;
      for (const k of keys) walk(record[k], [...path, k], depth + 1, inner);
    }
  };
  walk(value, [], 0, false);
  return out;
}

/**
 * @typedef {object} ToolSettings
 * @property {Record<string, string[]>} toolWords  word lists: shell, shellVerbs, code, sql, documentStores (namespaces whose shell runs queries), file, http, email, message, sendVerbs, drafts, payment, paymentExclude, paymentRails (namespaces that move money), paymentVerbs, crypto, cryptoVerbs, readOnly, git, sitePaths (CDN tools whose paths are a site's URLs)
 * @property {Record<string, string[]>} argumentKeys  key lists: shell, code, path, source, destination, url, sql, recipients, attachments, amount, currency, branch, method, body, uploadFile (a file sent as a request body)
 * @property {Record<string, string[]>} fileVerbs  op → verbs
 * @property {string[]} shellTools  exact tool names that run shell commands
 */

const SHELL_LANGS = ['bash', 'sh', 'shell', 'zsh'];
const CODE_LANGS = ['python', 'javascript', 'js', 'node', 'ruby', 'r', 'bash', 'sh', 'shell'];
/** Namespace words of a notebook, whose cells run in a kernel (IPython unless the call declares another language). */
const NOTEBOOK_WORDS = ['notebook', 'jupyter', 'ipython', 'colab'];

/**
 * The shell commands of a notebook cell: IPython runs a line that starts with `!` (or `%sx`,
 * `%system`) as a command line, and the body of a `%%bash`, `%%sh` or `%%script bash` cell as a
 * shell script. Undefined when the cell has none.
 * @param {string} cell
 * @returns {string | undefined}
 */
export function notebookShell(cell) {
  const lines = cell.split('\n');
  if (/^\s*%%(?:bash|sh|script\s+(?:ba|z)?sh)\b/.test(lines[0] ?? '')) return lines.slice(1).join('\n');
  const escaped = lines.map((l) => /^\s*(?:!|%(?:sx|system)\s)\s*(.+)$/.exec(l)?.[1]).filter((l) => l !== undefined);
  return escaped.length ? escaped.join('\n') : undefined;
}

/** Arguments naming the site a CDN tool acts on (toolWords.sitePaths). */
const SITE_KEY = /^(?:zone|zone_?id|zone_?name|distribution|distribution_?id|domain|domain_?name|hostname|site|site_?id|service_?id|property|property_?id)$/;

/** Arguments naming the data a tool exports: its tables, datasets, databases or collections. */
const DATA_SOURCE_KEY = /^(?:source_?)?(?:tables?|datasets?|databases?|dbs?|collections?|schemas?|indexe?s|indices|source|from|resource(?:_?type)?)(?:_?names?)?$/;

/**
 * @param {string} tool
 * @param {Record<string, unknown>} args
 * @param {ToolSettings} settings
 * @returns {ToolEffects}
 */
export function toolEffects(tool, args, settings) {
  const { words, last } = toolName(tool);
  const W = settings.toolWords;
  const K = settings.argumentKeys;
  const has = (/** @type {string} */ list) => (W[list] ?? []).some((w) => words.includes(w));
  const keyIn = (/** @type {string} */ list, /** @type {string} */ key) => (K[list] ?? []).includes(key);
  const all = entries(args);
  const keys = new Set(all.map((e) => e.key));
  const anyKey = (/** @type {string} */ list) => (K[list] ?? []).some((k) => keys.has(k));

  /** @type {Set<string>} */
  const kinds = new Set();
  const readOnly = has('readOnly');
  // A generic tool (stripe, bank_api) says what it does in its action/operation argument.
  const described = nameWords(String(args['action'] ?? args['operation'] ?? args['op'] ?? ''));
  const actionIs = (/** @type {string} */ list) => described.length > 0 && (W[list] ?? []).some((w) => described.includes(w)) && !(W['readOnly'] ?? []).some((w) => described.includes(w));
  // `sql.execute`, `postgres__run`: a generic run verb under a database namespace runs SQL, not a shell.
  const namespace = toolName(tool).full.split(/__|[./:]/).slice(0, -1).flatMap((s) => s.split(/[^a-z0-9]+/));
  const sqlNamespace = !has('shell') && (W['sql'] ?? []).some((w) => namespace.includes(w));
  // `zelle.send`, `ach.originate_batch`, `stripe.transfers.create`: the payment rail is the namespace, the verb moves money.
  const paymentNamespace = (W['paymentRails'] ?? []).some((w) => namespace.includes(w)) && has('paymentVerbs');
  // `mongo.shell`, `mongodb.console`: a document store's own shell runs its query language (JavaScript), not operating-system commands.
  const storeShell = words.every((w) => (W['shell'] ?? []).includes(w)) && (W['documentStores'] ?? []).some((w) => namespace.includes(w));
  // `notebook.execute` with `language: python`, `python.run`: a generic run verb under a code namespace runs code in
  // the language the call declares; its shell-named arguments (`command`, `script`) and the shell escapes of a
  // notebook cell are still command lines. Without a declared language the arguments are read as a shell would
  // run them (`sandbox.run {command: …}` is a command line).
  // A namespace that is a language's runtime names the language (`node.exec {code}`). A notebook's cell without a
  // declared language may be its kernel's code (IPython's by default) or a command line: it is read both ways, and its
  // shell reading failing to parse says nothing (`notebook.execute {cell}`).
  const notebook = namespace.some((w) => NOTEBOOK_WORDS.includes(w));
  const declaredLang = String(args['language'] ?? args['lang'] ?? [...words, ...namespace].find((w) => CODE_LANGS.includes(w)) ?? '').toLowerCase();
  const codeNamespace = declaredLang !== '' && !SHELL_LANGS.includes(declaredLang) && !has('shell') && !sqlNamespace && ((W['code'] ?? []).some((w) => namespace.includes(w)) || namespace.some((w) => CODE_LANGS.includes(w) && !SHELL_LANGS.includes(w))) && words.every((w) => (W['shellVerbs'] ?? []).includes(w));
  if (codeNamespace) kinds.add('code');
  if (!sqlNamespace && !storeShell && !codeNamespace && (settings.shellTools.includes(last) || has('shell') || (words.every((w) => (W['shellVerbs'] ?? []).includes(w)) && anyKey('shell')))) kinds.add('shell');
  if (/(?:^|_)(?:powershell|pwsh|cmd)(?:_|$)/.test(last)) kinds.add('windows');
  if (has('code')) kinds.add('code');
  if (has('sql') || sqlNamespace) kinds.add('sql');
  // `email.send`, `sms.send`: a bare send verb under a mail or messaging namespace sends mail or messages
  // (`outlook.forward_all` forwards a folder: an export, read as one).
  const bareSend = words.length > 0 && words.every((w) => (W['sendVerbs'] ?? []).includes(w));
  const named = (/** @type {string} */ list) => has(list) || (bareSend && (W[list] ?? []).some((w) => namespace.includes(w)));
  if (named('email') && has('sendVerbs') && !has('drafts') && !readOnly) kinds.add('email');
  else if (named('message') && has('sendVerbs') && !has('drafts') && !readOnly) kinds.add('message');
  // `coinbase.send`, `wallet.transfer`: a wallet or exchange namespace with a verb that moves coins.
  const cryptoNamespace = (W['crypto'] ?? []).some((w) => namespace.includes(w)) && has('cryptoVerbs');
  if ((has('crypto') || cryptoNamespace) && has('cryptoVerbs') && !readOnly) {
    kinds.add('payment');
    kinds.add('crypto');
  } else if ((has('payment') || actionIs('payment') || paymentNamespace) && !has('paymentExclude') && !readOnly) kinds.add('payment');
  if (has('http') || anyKey('url')) kinds.add('http');
  if (has('file') || anyKey('path')) kinds.add('file');
  if (has('git')) kinds.add('git');

  /** @type {ToolEffects} */
  const fx = { kinds, access: [], requests: [], uploads: [], urls: [], recipients: [], attachments: [], payments: [], sql: [], shell: [], code: [], deleteBranches: [], forceBranches: [], apiCalls: [], mailboxDeliveries: [], grantees: [], entries: all };

  const codeLang = String(args['language'] ?? args['lang'] ?? (words.find((w) => CODE_LANGS.includes(w)) ?? (codeNamespace ? declaredLang : 'python'))).toLowerCase();

  // Shell: the shell keys of any tool, nested up to three levels (a `command` argument is a command
  // line), and every top-level string of a shell tool.
  const commandWithArgs = storeShell ? undefined : shellWithArgs(args, K);
  // The environment the call sets for its command (`env: { STEP: "make package" }`) is assigned
  // before it, so that `sh -c "$STEP"` is read as the command it runs.
  const envPrefix = storeShell ? '' : shellEnvPrefix(args);
  for (const e of storeShell ? [] : all) {
    const isShellKey = keyIn('shell', e.key) && e.path.length <= 3;
    if (commandWithArgs && (e.key === 'args' || e.key === 'arguments' || e.key === 'argv')) continue;
    if (isShellKey || (kinds.has('shell') && e.path.length === 1 && !keyIn('notShell', e.key) && !keyIn('path', e.key))) {
      if (commandWithArgs && isShellKey) continue;
      if (/^-?\d+(?:\.\d+)?$/.test(e.value)) continue;
      // The cell or code of a code tool (`notebook.execute`, `sandbox.run`) is read below as code in its language.
      if (!isShellKey && codeNamespace && keyIn('code', e.key)) continue;
      // The `script` of a code tool (execute_js, run_python) is code in that language, not a command line.
      if (kinds.has('code') && !kinds.has('shell') && !['bash', 'sh', 'shell', 'zsh'].includes(codeLang)) {
        fx.code.push({ lang: codeLang, code: e.value });
        continue;
      }
      // An undeclared notebook cell: read as IPython code too, and as a command line whose failing parse says nothing.
      const cellGuess = notebook && declaredLang === '' && !isShellKey && keyIn('code', e.key);
      if (cellGuess) fx.code.push({ lang: 'python', code: e.value });
      fx.shell.push({ script: isShellKey && e.path.length === 1 && !kinds.has('windows') ? `${envPrefix}${e.value}` : e.value, windows: kinds.has('windows'), ...(cellGuess ? { guess: true } : {}) });
      // A cell read as a script may still carry IPython escapes (`!cmd`), which a shell parse reads as other words.
      const escaped = keyIn('code', e.key) ? notebookShell(e.value) : undefined;
      if (escaped) fx.shell.push({ script: escaped, windows: false });
    }
  }
  if (commandWithArgs) fx.shell.push({ script: kinds.has('windows') ? commandWithArgs : `${envPrefix}${commandWithArgs}`, windows: kinds.has('windows') });
  if (storeShell) for (const e of all) if (e.path.length === 1 && !keyIn('path', e.key) && !/^-?\d+(?:\.\d+)?$/.test(e.value)) fx.code.push({ lang: 'javascript', code: e.value });

  // Code.
  const lang = codeLang;
  for (const e of all) {
    if (!keyIn('code', e.key) || e.path.length > 2) continue;
    if (SHELL_LANGS.includes(lang)) fx.shell.push({ script: e.value, windows: false });
    else if (kinds.has('code') || keyIn('codeAlways', e.key)) {
      fx.code.push({ lang, code: e.value });
      const escaped = notebookShell(e.value);
      if (escaped) fx.shell.push({ script: escaped, windows: false });
    }
  }

  // SQL: the SQL keys of SQL tools, and any argument that is unmistakably SQL.
  for (const e of all) {
    // File contents and message bodies are not run: writing a migration is not running it.
    if (keyIn('content', e.key)) continue;
    if ((kinds.has('sql') && (keyIn('sql', e.key) || looksLikeSql(e.value))) || (!kinds.has('shell') && looksLikeSql(e.value))) fx.sql.push(e.value);
  }

  // Files. A CDN tool acting on a site (`cdn.purge` with a `zone`, `cloudfront.create_invalidation` with a
  // `distribution_id`) names paths of that site's URLs, not files of this machine.
  const op = fileOp(words, args, settings);
  const sitePaths = nameWords(String(tool)).some((w) => (W['sitePaths'] ?? []).includes(w)) && all.some((e) => e.path.length === 1 && SITE_KEY.test(e.key));
  const pathEntries = sitePaths ? [] : all.filter((e) => keyIn('path', e.key) && e.value.length < 4096);
  if (kinds.has('file') || pathEntries.length) {
    for (const e of pathEntries) {
      if (/^[a-z][a-z0-9+.-]*:\/\//i.test(e.value) && !/^file:/i.test(e.value)) continue;
      if (keyIn('attachments', e.key)) continue;
      let entryOp = op;
      if (op === 'move' || op === 'copy') entryOp = keyIn('destination', e.key) ? 'write' : op;
      else if (op === 'download') entryOp = 'write';
      else if (keyIn('destination', e.key) && (op === 'arg' || op === 'upload')) entryOp = op === 'upload' ? 'arg' : 'write';
      fx.access.push({ op: entryOp, path: e.value });
    }
  }
  for (const e of all) if (keyIn('attachments', e.key) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(e.value) && !/^[A-Za-z0-9+/=]{200,}$/.test(e.value)) {
    fx.attachments.push(e.value);
    fx.access.push({ op: 'upload', path: e.value });
  }

  // HTTP.
  const urlEntries = all.filter((e) => keyIn('url', e.key));
  for (const e of urlEntries) fx.urls.push(e.value);
  if (kinds.has('http') && urlEntries.length) {
    const explicit = String(args['method'] ?? args['http_method'] ?? args['verb'] ?? '').toUpperCase();
    const verb = words.find((w) => ['get', 'post', 'put', 'patch', 'delete', 'head', 'upload'].includes(w));
    const hasBody = all.some((e) => keyIn('body', e.key) && e.path.length <= 2);
    const method = /^[A-Z]{3,7}$/.test(explicit) ? explicit : verb === 'upload' ? 'POST' : verb ? verb.toUpperCase() : hasBody ? 'POST' : 'GET';
    const primary = urlEntries[0];
    if (primary) {
      fx.requests.push({ method, url: primary.value });
      // Files sent with the request: attachments and file fields of any non-GET request, every path of an upload tool.
      const uploadTool = verb === 'upload' || has('uploadWords');
      const files = all.filter((e) => (keyIn('attachments', e.key) || ['file', 'files', 'upload', 'filename'].includes(e.key) || keyIn('uploadFile', e.key) || (uploadTool && keyIn('path', e.key))) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(e.value) && e.value.length < 4096);
      if (method !== 'GET' && method !== 'HEAD') {
        // A body given as `@` and a path is that file's content (curl's convention, which HTTP tools follow).
        const bodyFiles = all.filter((e) => keyIn('body', e.key) && e.path.length <= 2 && BODY_FILE_REFERENCE.test(e.value)).map((e) => ({ value: e.value.slice(1) }));
        for (const f of [...files, ...bodyFiles]) {
          fx.uploads.push({ dest: primary.value, source: f.value });
          if (!uploadTool) fx.access.push({ op: 'upload', path: f.value });
        }
      }
    }
  }

  // Data sent to a URL that is not fetched: an upload, export or delivery tool's destination
  // (destination, deliver_to, export_to, …), or the endpoint a webhook or subscription will post to.
  const sender = words.some((w) => SENDER_WORDS.has(w));
  // A reading tool told where to deliver what it reads (`export_to`, `upload_url`) sends it there: the read becomes an export.
  const deliveredRead = readOnly && all.some((e) => DESTINATION_KEY.test(e.key) && /^[a-z][a-z0-9+.-]*:\/\//i.test(e.value));
  const destUrls = all.filter((e) => /^[a-z][a-z0-9+.-]*:\/\//i.test(e.value) && e.value.length < 4096 && !/^file:/i.test(e.value) && (readOnly ? DESTINATION_KEY.test(e.key) : keyIn('destination', e.key) || DESTINATION_KEY.test(e.key) || (sender && keyIn('url', e.key))));
  if (destUrls.length && (!readOnly || deliveredRead)) {
    const sources = all.filter((e) => keyIn('path', e.key) && !keyIn('destination', e.key) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(e.value) && e.value.length < 4096);
    for (const d of destUrls) {
      if (!fx.urls.includes(d.value)) fx.urls.push(d.value);
      if (fx.uploads.some((u) => u.dest === d.value)) continue;
      // Without a file, what is sent is the data the tool names (`data:export_employees`), and the
      // tables or datasets its arguments name (`bigquery.extract` of `table: prod.users` reads `data:extract.prod.users`).
      const named = all.filter((e) => DATA_SOURCE_KEY.test(e.key) && e.value.length <= 200).slice(0, 4).map((e) => (e.value.trim() === '*' ? 'all' : e.value.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.+|\.+$/g, ''))).filter(Boolean);
      const data = `data:${deliveredRead ? 'export_' : ''}${last.replace(/[^a-z0-9_.-]+/g, '_').slice(0, 80)}${named.length ? `.${named.join('.').slice(0, 120)}` : ''}`;
      for (const src of sources.length ? sources.map((e) => e.value) : [data]) fx.uploads.push({ dest: d.value, source: src });
    }
  }

  // An export, backup or report tool that names an e-mail address sends its data to that mailbox.
  if ((sender || words.includes('report') || words.includes('reports')) && !kinds.has('email') && !kinds.has('message') && !readOnly)
    for (const e of all) {
      if (e.value.length > 2048) continue;
      for (const addr of e.value.match(/[^@\s<>"',;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi) ?? []) fx.mailboxDeliveries.push(addr.toLowerCase());
    }

  // A tool that shares, invites or grants (`drive.share`, `github.add_collaborator`) gives the addresses it names access.
  if (has('grantVerbs') && !has('revokeVerbs') && !readOnly && !kinds.has('email') && !kinds.has('message'))
    for (const e of all) {
      if (e.value.length > 2048 || keyIn('content', e.key)) continue;
      for (const addr of e.value.match(/[^@\s<>"',;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi) ?? []) fx.grantees.push(addr.toLowerCase());
    }

  // REST-style API tools (github_api, gitlab, admin APIs): the method with the endpoint path, plus
  // the role or permission the call grants, so rules read the call like a request line.
  const explicitMethod = String(args['method'] ?? args['http_method'] ?? '').toUpperCase();
  const endpoint = ['endpoint', 'path', 'route', 'resource_path', 'api_path'].map((k) => args[k]).find((v) => typeof v === 'string' && v.startsWith('/'));
  if (/^(?:GET|POST|PUT|PATCH|DELETE)$/.test(explicitMethod) && typeof endpoint === 'string' && endpoint.length < 2048) {
    const grant = all.find((e) => ['permission', 'role', 'access_level', 'permissions'].includes(e.key) && e.value.length < 64);
    fx.apiCalls.push(`${explicitMethod} ${endpoint.replace(/\s+/g, '%20')}${grant ? ` role=${grant.value.toLowerCase().replace(/\s+/g, '_')}` : ''}`);
  }

  // E-mail and messages.
  if (kinds.has('email') || kinds.has('message')) {
    for (const e of all) {
      if (!keyIn('recipients', e.key)) continue;
      for (const part of e.value.split(/[,;]+/)) {
        const emails = part.match(/[^@\s<>"',;]+@[^@\s<>"',;]+\.[a-z]{2,}/gi);
        if (emails) fx.recipients.push(...emails.map((x) => x.toLowerCase()));
        else {
          const phone = part.replace(/[\s().-]/g, '');
          if (/^\+?\d{7,15}$/.test(phone)) fx.recipients.push(phone);
        }
      }
    }
  }

  // Payments.
  if (kinds.has('payment')) fx.payments.push(paymentOf(args, K, toolName(tool).full.split(/[^a-z0-9]+/), kinds.has('crypto')));

  // Git hosting tools: branch deletions and forced ref updates.
  if (kinds.has('git') || /(?:^|_)(?:branch|ref|refs)(?:_|$)/.test(last)) {
    const branches = all.filter((e) => keyIn('branch', e.key)).map((e) => e.value.replace(/^refs\/heads\//, ''));
    if (words.includes('delete') || words.includes('remove')) fx.deleteBranches.push(...branches);
    // `force: true`, or a tool whose name says it forces (`github.force_push`, `force_update_ref`).
    if (args['force'] === true || args['force'] === 'true' || words.includes('force')) fx.forceBranches.push(...branches);
  }
  return fx;
}

/**
 * {command: "git", args: ["push", "-f"]}: the command and its argument list, quoted into one line.
 * @param {Record<string, unknown>} args
 * @param {Record<string, string[]>} K
 */
function shellWithArgs(args, K) {
  const command = (K['shell'] ?? []).map((k) => args[k]).find((v) => typeof v === 'string');
  const list = args['args'] ?? args['arguments'] ?? args['argv'];
  if (typeof command !== 'string' || !Array.isArray(list) || !list.every((x) => typeof x === 'string' || typeof x === 'number')) return undefined;
  return [command, ...list.map((x) => quote(String(x)))].join(' ');
}

const ENV_KEYS = ['env', 'environment', 'env_vars', 'envVars', 'environment_variables'];
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/**
 * `NAME='value'; ` for each variable an environment argument sets (at most 50, each up to 8 KiB).
 * @param {Record<string, unknown>} args
 */
function shellEnvPrefix(args) {
  const env = ENV_KEYS.map((k) => args[k]).find((v) => v && typeof v === 'object' && !Array.isArray(v));
  if (!env) return '';
  return Object.entries(/** @type {Record<string, unknown>} */ (env))
    .slice(0, 50)
    .filter(([k, v]) => ENV_NAME.test(k) && (typeof v === 'string' || typeof v === 'number') && String(v).length <= 8192)
    .map(([k, v]) => `${k}=${quote(String(v))}; `)
    .join('');
}

function quote(/** @type {string} */ w) {
  return /^[A-Za-z0-9_@%+=:,./~-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`;
}

/**
 * The file operation a file tool's name implies (read_file → read, write_file → write, …).
 * @param {string[]} words
 * @param {Record<string, unknown>} args
 * @param {ToolSettings} settings
 */
function fileOp(words, args, settings) {
  // str_replace_based_edit_tool / str_replace_editor: the operation is the `command` argument.
  const sub = typeof args['command'] === 'string' ? args['command'].toLowerCase() : '';
  if (words.includes('editor') || (words.includes('edit') && words.includes('tool')) || (words.includes('str') && words.includes('replace'))) {
    if (sub === 'view') return 'read';
    if (sub === 'create') return 'write';
    if (sub) return 'edit';
  }
  for (const [op, verbs] of Object.entries(settings.fileVerbs)) if (verbs.some((v) => words.includes(v))) {
    if (op === 'delete' && (args['recursive'] === true || words.includes('directory') || words.includes('dir') || words.includes('folder'))) return args['recursive'] === false ? 'delete' : 'delete-recursive';
    return op;
  }
  return 'arg';
}
