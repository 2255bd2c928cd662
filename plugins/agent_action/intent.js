// @ts-check
// What a tool call asks for, in words, for tools that are not shells: the `action` view joins the
// tool name's words with the words of the arguments that describe the operation (action, method,
// scope, filter, visibility, notes, …) and the switches that are set (`skip_review: true` reads
// "skip review", `notify: false` reads "no notify"), so that rules can judge capability × scope ×
// stealth whatever the tool is called. The `outgoing` view is the text a sending or publishing tool
// puts in front of other people, with its channel. Which argument keys count is a pack setting
// (intentKeys, outgoingKeys, channelKeys).

import { userRequest, REQUEST_KEYS } from './context.js';
import { UNSPACED, escapeRegex, holdsRequestWord } from './requested.js';
import { withoutNotesToAgent } from './injected.js';

/** @typedef {{ target: string, text: string }} View */

const MAX_TEXT = 4096;
const MAX_ITEMS = 400;
/** Arguments naming the operation a generic tool performs, and the shape of such a name (`set_member_role`, `create-user`, `addUserToGroup`). */
const OPERATION_KEYS = ['action', 'operation', 'op'];
const OPERATION = /^[A-Za-z][A-Za-z0-9]*(?:[_ .-][A-Za-z0-9]+){0,4}$/;
/** An argument adding to a grant (`add_groups`, `grant_roles`, `new_permissions`): the group is what it names. */
const GRANTED_KEY = /^(?:add|adds|grant|assign|new|extra|additional)_(groups?|roles?|permissions?|scopes?|privileges?)$/;
/** A tool name that sets something: the verb, then what it sets. */
const SETTER = /^(?:set|update|toggle|configure|change|put|patch)\s+(?=[a-z])/;
/** A setting value that lifts a confinement rather than naming a choice. */
const RELAXED_WORD = /^(?:unconfined|unrestricted|permissive|privileged|insecure)$/i;
/** A tool name that is only a setting verb. */
const BARE_SETTER = /^(?:set|update|toggle|configure|change|put|patch)$/;
/** Arguments naming the setting another argument switches. */
const SETTING_NAME_KEYS = ['setting', 'setting_name', 'settingName', 'feature', 'policy_name', 'policy', 'rule_name', 'control'];
/** A switch value that turns something off. */
const OFF_WORD = /^(?:disabled?|off|false|deactivated?|inactive|none)$/i;
/** Keys naming a money or risk limit (`spending_limit`, `daily_withdrawal_limit`, `max_position`, `loss_cap`). */
const LIMIT_KEY = /(?:^|_)(?:spend(?:ing)?|daily|weekly|monthly|withdrawal|transfer|transaction|payment|payout|card|atm|loss|trading|velocity|credit|overdraft)_(?:limit|limits|cap)(?:_|$)|(?:^|_)(?:max_position|max_order_value|max_notional)(?:_|$)/;
/** A limit's value saying there is none. */
const NO_LIMIT = /^(?:none|null|unlimited|no[ _-]?limit|infinite|infinity|disabled?|off|-1)$/i;
/** Keys that name a switch without saying what it switches. */
const GENERIC_SWITCH = /^(?:status|state|enabled?|is_?enabled|active|mode|setting|value|on)$/;
/** What the other views may state at the end of the action view (views.js); the arguments never state it. */
const KNOWN_MARKS = ['destination on file', 'content classified public', 'gift cards within limit', 'gift cards requested'];
/** Context fields that describe the request in words. */
const CONTEXT_KEYS = ['user_request', 'request', 'note', 'notes', 'reason', 'task', 'instruction', 'instructions', 'purpose'];

/** Verbs that name a tool's operation: a tool name that holds one after a service word (`iam_create_access_key`, `org_policy_reset`) reads verb first. */
const OPERATION_VERB = /^(?:get|list|describe|read|show|search|fetch|retrieve|create|add|delete|remove|update|upsert|put|patch|set|modify|change|edit|attach|detach|grant|revoke|assign|unassign|enable|disable|reset|restore|rotate|issue|schedule|terminate|stop|start|suspend|purge|drop|truncate|wipe|erase|destroy|export|import|extract|dump|copy|transfer|share|send|invite|run|execute|exec|invoke|apply|deploy|close|dismiss|suppress|exclude|allow|deny|approve|publish|upload|download|move|replace|write|insert|merge|promote|register|deregister|deactivate|activate|uninstall|install|archive|unarchive|encrypt|decrypt|sign|impersonate|assume|generate|cancel|clear|flush|empty)$/;

/**
 * A tool name's words with its operation verb first: `iam create access key` → `create access key iam`,
 * `org policy reset` → `reset org policy`. The service words that led the name follow what it does,
 * as a namespace does. A name that opens with a verb or an adverb of one, or holds no verb in its first four words, is as given.
 * @param {string} w  the name's words, space-separated
 */
export function verbFirst(w) {
  const list = w.split(' ');
  // A name that opens with how it acts (`permanently_delete`, `bulk_update`, `force_push`) reads as given.
  if (!list[0] || OPERATION_VERB.test(list[0]) || /^(?:[a-z]+ly|bulk|mass|batch|hard|soft|force|auto)$/.test(list[0])) return w;
  const at = list.slice(1, 4).findIndex((x) => OPERATION_VERB.test(x));
  if (at < 0) return w;
  return [...list.slice(at + 1), ...list.slice(0, at + 1)].join(' ');
}

/**
 * The intent key an argument key stands for: as written (`enddatetime`), or written out in snake case
 * (`SecretId`, `groupId` → `secret_id`, `group_id`); a key ending in `_action` or `_mode`
 * (`default_action`, `set_all_rules_action`, `prevention_mode`) says how a control acts and is read as one.
 * @param {string} key @param {ReadonlySet<string>} intentKeys
 */
export function intentKeyOf(key, intentKeys) {
  const k = key.toLowerCase();
  if (intentKeys.has(k)) return k;
  const snake = words(key).replace(/ /g, '_');
  if (intentKeys.has(snake)) return snake;
  if (/_(?:action|mode)$/.test(snake)) return INTENT_ACTION_KEY;
  return k;
}
/** The intent key that keys naming how a control acts (`…_action`, `…_mode`) are read as. */
const INTENT_ACTION_KEY = 'action';

/** @param {unknown} v */
function isEmptyObject(v) {
  return v === null || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
}

/**
 * `deleteAllRepositories`, `delete_all_repositories`, `MassDeleteUsers` → `delete all repositories`.
 * @param {string} s
 */
export function words(s) {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[_\-./:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * @param {{ tool: string, arguments: Record<string, unknown>, context?: Record<string, unknown> }} action
 * @param {{ intentKeys?: string[], outgoingKeys?: string[], channelKeys?: string[], publicWebPorts?: number[], contextIgnoredKeys?: string[] }} settings
 * @param {Set<string>} kinds  the tool's kinds from tools.js (email, message, http, …)
 * @param {import('./context.js').ActionContext} context  the request context (context.js)
 * @param {string[]} [known]  what the other views established about the call (`destination on file`)
 * @returns {View[]}
 */
export function intentViews(action, settings, kinds, context, known = []) {
  const intentKeys = new Set((settings.intentKeys ?? []).map((k) => k.toLowerCase()));
  const outgoingKeys = new Set((settings.outgoingKeys ?? []).map((k) => k.toLowerCase()));
  const channelKeys = new Set((settings.channelKeys ?? []).map((k) => k.toLowerCase()));
  const segments = String(action.tool ?? '').split(/__|[./:]/).filter(Boolean);
  const tool = segments.pop() ?? '';
  // The namespace says what the operation acts on (`hr.export_employees`, `aws.iam.create_access_key`);
  // it follows the operation's own words so that rules reading the verb first keep reading it first.
  const namespace = words(segments.join(' '));
  // A generic tool told what to do by an operation argument (`directory_api` with `operation: set_member_role`)
  // does what that argument names, as `directory.set_member_role` would: its words lead the view, so that
  // rules reading the verb first read them.
  const args0 = /** @type {Record<string, unknown>} */ (action.arguments ?? {});
  const operation = OPERATION_KEYS.map((k) => args0[k]).find((v) => typeof v === 'string' && OPERATION.test(v.trim()));
  const opFirst = verbFirst(words(tool));
  const head = namespace ? `${opFirst} ${namespace}` : opFirst;
  /** @type {string[]} */
  const parts = [typeof operation === 'string' ? `${words(operation.trim())} ${head}` : head];
  /** @type {string[]} */
  const outgoing = [];
  /** @type {string[]} */
  const channels = [];
  let items = 0;
  // What a setter tool sets: its name without the setting verb (`set_secret_scanning` sets `secret scanning`).
  // A bare setter verb under a namespace (`content_filter.set`, `ratelimit.update`) sets what the namespace names.
  const settingOf = SETTER.test(opFirst) ? opFirst.replace(SETTER, '').trim() : BARE_SETTER.test(opFirst) ? namespace : '';
  /** @param {unknown} v @param {string} key @param {number} depth @param {string} [parent] the key of the object holding it */
  const walk = (v, key, depth, parent = '') => {
    if (items++ > MAX_ITEMS || depth > 8) return;
    const k = intentKeyOf(key, intentKeys);
    // A switch named only `status`, `enabled` or `state` is the switch of the object holding it
    // (`secret_scanning: { status: "disabled" }` reads `no secret scanning status`).
    // At the top level it is the switch of what the tool sets (`set_secret_scanning` with `enabled: false` reads
    // `no secret scanning enabled`).
    const switchName = GENERIC_SWITCH.test(k) ? (parent ? `${parent} ${key}` : settingOf ? `${settingOf} ${key}` : key) : key;
    if (typeof v === 'boolean') {
      if (k) parts.push(v ? words(switchName) : `no ${words(switchName)}`);
      return;
    }
    // A limit cleared or set to none (`spending_limit: null`, `daily_loss_limit: "unlimited"`) leaves no limit.
    if (k && LIMIT_KEY.test(k) && (v === null || (typeof v === 'string' && NO_LIMIT.test(v.trim())))) {
      parts.push(`no ${words(key)}`);
      return;
    }
    if (typeof v === 'string' || typeof v === 'number') {
      const s = String(v).slice(0, MAX_TEXT);
      if (intentKeys.has(k)) {
        parts.push(`${words(key)} ${words(s)}`);
        // A bare `*` (`events: ["*"]`) also reads as `all`, as it does under any other key.
        if (s.trim() === '*') parts.push(`${words(key)} all`);
      }
      // `device_id: "ALL"`, `records: "all"`, `service: "*"`, `scope: "entire_org"`: the call targets every record
      // (who is notified of it, `send_updates: "all"`, is not what it acts on).
      else if (k && !/notif|updates?$|^send_?/.test(k) && /^(?:\*|all(?:[_ -][a-z]{1,12})?|every(?:thing|one)?|entire[_ -](?:org|organi[sz]ation|company|tenant))$/i.test(s.trim())) parts.push(`${words(key)} all`);
      // An empty prefix or filter string (`prefix: ""`) matches every object.
      else if (/(?:^|_)(?:prefix|filter|query|pattern)$/.test(k) && s.trim() === '') parts.push(`${words(key)} all`);
      // A status or kind filter set to `any` selects whatever the status (`filter: { status: "any" }`).
      if (/^(?:status|state|type|kind|category|stage)$/.test(k) && /^any$/i.test(s.trim())) parts.push(`${words(key)} all`);
      // What a grant adds is named as what it is (`add_groups: [admins]` reads `groups admins`).
      const granted = intentKeys.has(k) ? undefined : GRANTED_KEY.exec(k)?.[1];
      if (granted && intentKeys.has(granted)) parts.push(`${granted} ${words(s)}`);
      // An isolation setting opened up in words (`seccomp: "unconfined"`, `network: "unrestricted"`) says so.
      else if (k && RELAXED_WORD.test(s.trim())) parts.push(`${words(key)} ${s.trim().toLowerCase()}`);
      // A switch set off in words (`secret_scanning: "disabled"`, `audit_log: "off"`) reads as `false` does.
      if (k && /^(?:disabled?|off|false|deactivated?|inactive|turned[ _-]?off|switched[ _-]?off)$/i.test(s.trim())) parts.push(`no ${words(switchName)}`);
      if (outgoingKeys.has(k)) outgoing.push(s);
      if (channelKeys.has(k)) channels.push(s);
      return;
    }
    if (Array.isArray(v)) {
      // An emptied list clears what it held (`strongAuthenticationRequirements: []`, `ip_restrictions: []`).
      if (!v.length && k) parts.push(`no ${words(key)}`);
      for (const x of v.slice(0, 100)) walk(x, key, depth + 1, parent);
      return;
    }
    if (v && typeof v === 'object') {
      const fields = Object.entries(v);
      // A choice written as an object with one empty member (`DefaultAction: { Allow: {} }`) names that choice.
      const [only] = fields;
      if (fields.length === 1 && only && intentKeys.has(k) && isEmptyObject(only[1])) {
        parts.push(`${words(key)} ${words(only[0])}`);
        return;
      }
      // An empty filter or query object (`{"filter": {}}`) selects every record.
      if (!fields.length && intentKeys.has(k)) parts.push(`${words(key)} all`);
      // A described object (`direct_deposit: { routing, account }`) names what is being changed.
      else if (fields.length && intentKeys.has(k)) parts.push(words(key));
      // Files given as a map of name to content (a gist, a paste, a commit): their names say what is published.
      if (k === 'files' && fields.length) parts.push(`files ${fields.slice(0, 50).map(([name]) => words(name)).join(' ')}`);
      for (const [kk, x] of fields.slice(0, 100)) walk(x, kk, depth + 1, key);
    }
  };
  walk(action.arguments ?? {}, '', 0);
  // A setting named by one argument and switched off by another (`setting: 2sv_enforcement, value: off`).
  const named = SETTING_NAME_KEYS.map((k) => args0[k]).find((v) => typeof v === 'string' && /^[A-Za-z0-9]+(?:[_ .-][A-Za-z0-9]+){0,5}$/.test(v.trim()));
  const value = ['value', 'state', 'status', 'mode', 'enabled'].map((k) => args0[k]).find((v) => v !== undefined);
  if (typeof named === 'string' && (value === false || (typeof value === 'string' && OFF_WORD.test(value.trim())))) parts.push(`no ${words(named.trim())}`);
  // A deletion over a window of dates states how long the window is (`time_min` … `time_max`, `range: { from, to }`).
  if (/^(?:[a-z0-9]+ ){0,2}?(?:delete|remove|cancel|purge|wipe|clear|erase)\b/.test(head)) {
    const days = dateWindowDays(args0);
    if (days !== undefined) parts.push(`window ${days} days`);
  }
  // A discount, coupon or promotion states how much it takes off: `percent_off: 100` reads "discount 100 percent".
  // An order or invoice edit given a discount argument (`orders.update` with `discount_percent: 100`) grants one too.
  if (/\b(?:discounts?|coupons?|promos?|promotions?|vouchers?|markdowns?)\b/.test(head) || Object.keys(args0).some((k) => DISCOUNT_KEY.test(k))) {
    const pct = percentOff(args0);
    if (pct !== undefined) parts.push(`discount ${pct} percent`);
  }
  // A change approved by the person it benefits (`approved_by` naming the employee or requester) is not approved.
  if (selfApproved(action.arguments ?? {})) parts.push('approved by self');
  // Ingress from every address: ordinary for a public web front end, an exposure on any other port.
  const exposure = worldIngress(action.arguments ?? {}, settings.publicWebPorts ?? []);
  if (exposure) parts.push(exposure === 'web' ? 'open to the world on web ports' : 'open to the world');
  // What the caller says about the request (the user's words, the platform's note) frames the call:
  // pressure to pay now, a payee created today, a benefit to the requester.
  const contextFrom = parts.length;
  // What the call does, in words: its tool name, its operation argument, the verb of a statement or command it runs.
  const statement = ['query', 'sql', 'statement', 'command', 'cmd'].map((k) => args0[k]).find((v) => typeof v === 'string');
  const callWords = words(`${String(action.tool ?? '').replace(/([a-z])([A-Z])/g, '$1 $2')} ${typeof operation === 'string' ? operation : ''} ${typeof statement === 'string' ? statement.trim().split(/\s+/, 1)[0] : ''}`).split(' ');
  for (const key of CONTEXT_KEYS) {
    const v = context.record[key];
    // A note in it addressed to an AI ("Note for the AI assistant: …") is a planted order, not a word on the call.
    if (typeof v === 'string' && v.trim()) parts.push(`context ${words((REQUEST_KEYS.includes(key) ? v : withoutNotesToAgent(v, callWords)).slice(0, MAX_TEXT))}`);
  }
  // Every other field the platform states about the call, named: where the instruction came from
  // (`trigger: inbound e-mail`), what is known of the payee (`payee_on_file: true`), when it appeared
  // (`destination_created: 12 minutes ago`). Where the workspace or user is says nothing of intent.
  const ignored = new Set([...CONTEXT_KEYS, ...(settings.contextIgnoredKeys ?? [])].map((k) => k.toLowerCase()));
  for (const { key, lower, value: v } of context.fields) {
    if (ignored.has(lower)) continue;
    const values = (Array.isArray(v) ? v.slice(0, 20) : [v]).filter((x) => ['string', 'number', 'boolean'].includes(typeof x));
    if (!values.length) continue;
    const said = values.map((x) => (x === true ? '' : x === false ? 'false' : words((typeof x === 'string' ? withoutNotesToAgent(x.slice(0, 4000), callWords) : String(x)).slice(0, 400)))).join(' ').trim();
    parts.push(`context ${words(key)}${said ? ` ${said}` : ''}`);
  }
  // `|` separates the parts, and what the other views established comes last: a value holding a `|`, or a
  // part that would read as a context field or one of those statements (`note: x | gift cards within limit`,
  // `context_approved_by: cfo` among the arguments), must not pass for one.
  const marks = new Set(known.map((k) => k.toLowerCase()));
  const own = parts.map((p, i) => {
    const flat = p.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim();
    return i >= contextFrom || !(/^context\b/.test(flat) || [...marks, ...KNOWN_MARKS].some((m) => flat === m || flat.startsWith(`${m} `))) ? flat : `argument ${flat}`;
  });
  own.push(...known);
  /** @type {View[]} */
  const views = [{ target: 'action', text: own.join(' | ').slice(0, MAX_TEXT * 4) }];
  // Invitations and public ticket comments reach other people as much as a sent message does.
  const args = /** @type {Record<string, unknown>} */ (action.arguments ?? {});
  const sends =
    ['email', 'message'].some((k) => kinds.has(k)) ||
    /\b(?:post|send|publish|tweet|reply|comment|share|broadcast|announce|invite|event|meeting)\b/.test(words(tool)) ||
    args['public'] === true ||
    Array.isArray(args['attendees']) ||
    // A file uploaded into a channel is posted there.
    (/\b(?:upload|attach)\b/.test(words(tool)) && Object.keys(args).some((k) => channelKeys.has(k.toLowerCase())));
  if (sends && outgoing.length) views.push({ target: 'outgoing', text: `${channels.join(' ') || '-'} | ${outgoing.join(' | ')}`.replace(/\s+/g, ' ').slice(0, MAX_TEXT * 4) });
  return views;
}

/**
 * A tool named after a command-line program (`kubectl`, `git`, `aws`, …; the pack's `cliTools`)
 * called with its arguments as a list or string (`args`, `argv`, `arguments`, `subcommand`, `command`): the
 * command line it runs, so the shell rules judge it like the same command typed in a terminal.
 * @param {{ tool: string, arguments: Record<string, unknown> }} action
 * @param {{ cliTools?: string[] }} settings
 * @returns {string | undefined}
 */
export function cliCommandLine(action, settings) {
  const segments = String(action.tool ?? '').split(/__|[./:]/).filter(Boolean).map((s) => s.toLowerCase());
  const last = segments[segments.length - 1] ?? '';
  // A program's generic entry point (`redis.command`, `psql.exec`) runs the program its namespace names.
  const namespaced = GENERIC_ENTRY.test(last) && segments.length > 1 ? cliProgram(segments[segments.length - 2] ?? '', settings.cliTools ?? []) : undefined;
  let name = cliProgram(last, settings.cliTools ?? []) ?? namespaced;
  // A tool named for a program and its subcommand (`docker_run`, `kubectl-apply`) runs that subcommand.
  let sub = '';
  if (!name) {
    const m = /^([a-z0-9]+)[_-]([a-z]+)$/.exec(last);
    if (m && (settings.cliTools ?? []).includes(m[1] ?? '')) [name, sub] = [m[1], m[2] ?? ''];
  }
  // A tool under a program's namespace named for one of its subcommands (`terraform.apply`, `kubernetes.delete`)
  // runs that subcommand; a platform's own name stands for its command-line program (PLATFORM_PROGRAMS).
  if (!name && segments.length > 1 && /^[a-z]{2,20}$/.test(last) && !GENERIC_ENTRY.test(last)) {
    const space = segments[segments.length - 2] ?? '';
    const program = cliProgram(space, settings.cliTools ?? []) ?? PLATFORM_PROGRAMS[space];
    if (program && (settings.cliTools ?? []).includes(program)) [name, sub] = [program, last];
  }
  if (!name) return undefined;
  const head = sub ? `${name} ${sub}` : name;
  const a = action.arguments ?? {};
  const raw = a['args'] ?? a['argv'] ?? a['arguments'] ?? a['subcommand'] ?? a['cmd_args'] ?? a['command'];
  /** @type {string[]} */
  let list = [];
  if (Array.isArray(raw)) list = raw.filter((x) => typeof x === 'string' || typeof x === 'number').map(String);
  else if (typeof raw === 'string') return raw.trim().toLowerCase().startsWith(`${head} `) ? raw : `${head} ${raw}`;
  // `kubernetes.delete` with `{ kind, name, namespace, cluster }`: the kubectl command those fields make.
  if (!list.length && name === 'kubectl' && sub) list = kubectlOperands(a);
  if (!list.length) return undefined;
  return [head, ...list.map((w) => (/^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, "'\\''")}'`))].join(' ');
}

/** Platforms whose tools stand for a command-line program of `cliTools` (`kubernetes.delete` is `kubectl delete`). */
const PLATFORM_PROGRAMS = /** @type {Record<string, string>} */ ({ kubernetes: 'kubectl', k8s: 'kubectl', kube: 'kubectl' });

/**
 * The operands and flags of a kubectl subcommand given as named fields: the kind and name, `-n` for the
 * namespace, `--context` for the cluster or context, `-o` for the output format, `--all` when every object is meant.
 * @param {Record<string, unknown>} a
 * @returns {string[]}
 */
function kubectlOperands(a) {
  const text = (/** @type {unknown} */ v) => (typeof v === 'string' && v.trim() && !/\s/.test(v.trim()) ? v.trim() : undefined);
  const kind = text(a['kind'] ?? a['resource'] ?? a['resource_type'] ?? a['type']);
  if (!kind) return [];
  /** @type {string[]} */
  const out = [kind];
  const name = text(a['name'] ?? a['resource_name']);
  if (name) out.push(name);
  const ns = text(a['namespace'] ?? a['ns']);
  if (ns) out.push('-n', ns);
  const context = text(a['context'] ?? a['cluster'] ?? a['kube_context']);
  if (context) out.push('--context', context);
  const output = text(a['output'] ?? a['format'] ?? a['output_format']);
  if (output) out.push('-o', output);
  if (a['all'] === true || a['all_namespaces'] === true) out.push(ns || a['all'] === true ? '--all' : '-A');
  return out;
}

/** Last segments of a tool name that only say "run it" (`redis.command`). */
const GENERIC_ENTRY = /^(?:command|cmd|cli|exec|execute|run|raw|raw_command|run_command|execute_command)$/;

/**
 * The program a tool name stands for: the name itself, or the name with a wrapper's word around it
 * (`aws_cli`, `kubectl-tool`, `run_gcloud`, `helm_command`), or a program whose own name adds `-cli`
 * (`redis` for `redis-cli`).
 * @param {string} name  lower-case last segment of the tool name
 * @param {readonly string[]} programs
 */
function cliProgram(name, programs) {
  const bare = name.replace(/^(?:run|exec|execute|invoke)[_-]/, '').replace(/[_-]?(?:cli|command|cmd|tool|exec|runner)$/, '');
  return [name, bare, `${bare}-cli`].find((n) => n !== '' && programs.includes(n));
}

/** Keys opening and closing a window of dates. */
const WINDOW_START = /^(?:time_?min|start(?:_?(?:date|time))?|from(?:_?date)?|since|after|min_?date|begin)$/i;
const WINDOW_END = /^(?:time_?max|end(?:_?(?:date|time))?|to(?:_?date)?|until|before|max_?date)$/i;

/**
 * Days between the start and end dates an object (or one object inside it) gives, when both are dates.
 * @param {Record<string, unknown>} args
 * @returns {number | undefined}
 */
function dateWindowDays(args) {
  const date = (/** @type {unknown} */ v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v.trim()) ? Date.parse(v.trim().slice(0, 10)) : NaN);
  /** @param {Record<string, unknown>} o */
  const span = (o) => {
    const entries = Object.entries(o).slice(0, 100);
    const start = entries.filter(([k]) => WINDOW_START.test(k)).map(([, v]) => date(v)).find(Number.isFinite);
    const end = entries.filter(([k]) => WINDOW_END.test(k)).map(([, v]) => date(v)).find(Number.isFinite);
    return start !== undefined && end !== undefined && end >= start ? Math.round((end - start) / 86_400_000) : undefined;
  };
  const own = span(args);
  if (own !== undefined) return own;
  for (const v of Object.values(args).slice(0, 100)) if (v && typeof v === 'object' && !Array.isArray(v)) {
    const inner = span(/** @type {Record<string, unknown>} */ (v));
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** Top-level argument keys that grant a discount (`discount_percent`, `discountPct`, `percent_off`). */
const DISCOUNT_KEY = /discount|percent_?off|rabatt|descuento|desconto|remise|indirim|diskon/i;

/** Keys holding a percentage taken off (`percent_off`, `discount_pct`, `percentage`). */
const PERCENT_KEY = /^(?:percent(?:age)?(?:_?off)?|pct(?:_?off)?|[a-z]{0,20}_(?:percent(?:age)?|pct))$/i;

/**
 * The largest percentage a discount's arguments take off: a number under a percentage key, or a `value`
 * whose sibling `value_type`/`type` says percentage.
 * @param {Record<string, unknown>} args
 * @returns {number | undefined}
 */
function percentOff(args) {
  /** @type {number | undefined} */
  let best;
  const num = (/** @type {unknown} */ v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,3}(?:\.\d+)?\s*%?\s*$/.test(v) ? parseFloat(v) : NaN);
  const visit = (/** @type {Record<string, unknown>} */ o, /** @type {number} */ depth) => {
    const percentType = ['value_type', 'type', 'discount_type', 'kind'].some((k) => typeof o[k] === 'string' && /percent/i.test(String(o[k])));
    for (const [k, v] of Object.entries(o).slice(0, 100)) {
      if (v && typeof v === 'object' && !Array.isArray(v) && depth < 2) visit(/** @type {Record<string, unknown>} */ (v), depth + 1);
      const n = PERCENT_KEY.test(k) || (percentType && /^(?:value|amount)$/i.test(k)) ? num(v) : NaN;
      if (Number.isFinite(n) && n >= 0 && n <= 100 && (best === undefined || n > best)) best = n;
    }
  };
  visit(args, 0);
  return best;
}

/**
 * The approver named in the arguments (`approved_by`, `approver`) is the employee, user or requester
 * the same call names, or the arguments say "self".
 * @param {Record<string, unknown>} args
 */
function selfApproved(args) {
  const approver = ['approved_by', 'approver', 'approvedBy'].map((k) => args[k]).find((v) => typeof v === 'string');
  if (typeof approver !== 'string') return false;
  if (/^(?:self|me|myself|requester|the requester)$/.test(approver.trim().toLowerCase())) return true;
  // `ryan.patel`, `Ryan Patel` and `RYAN_PATEL` name the same person.
  const person = (/** @type {string} */ s) => s.toLowerCase().replace(/@.*$/, '').replace(/[^\p{L}\p{N}]+/gu, '');
  const a = person(approver);
  return a !== '' && ['employee_id', 'user_id', 'requester', 'requested_by', 'requester_id', 'employee', 'user', 'beneficiary', 'payee'].some((k) => typeof args[k] === 'string' && person(String(args[k])) === a);
}

const WORLD_SOURCE_KEY = /^(?:source_?ranges?|source_?cidrs?|cidr|cidrs|cidr_?blocks?|cidr_?ip|cidr_?ipv6|source_?address(?:_?prefix)?(?:es)?|ip_?ranges?|remote_?ip_?prefix|allowed_?ips|ingress_?cidrs?|from_?cidr)$/i;
const GENERIC_SOURCE_KEY = /^(?:source|src|from|source_?ip|src_?ip|remote|remote_?ip|origin|allow_?from|sources)$/i;
const PORT_KEY = /^(?:ports?|from_?port|to_?port|port_?ranges?|destination_?port_?ranges?|dst_?ports?)$/i;

/**
 * 'web' when the arguments open ingress from every address to web ports only, 'world' when to
 * any other or unnamed port, undefined when no source is the whole internet.
 * @param {Record<string, unknown>} args
 * @param {number[]} webPorts
 * @returns {'web' | 'world' | undefined}
 */
function worldIngress(args, webPorts) {
  let world = false;
  /** @type {string[]} */
  const ports = [];
  let items = 0;
  /** @param {unknown} v @param {string} key @param {number} depth */
  const walk = (v, key, depth) => {
    if (items++ > MAX_ITEMS || depth > 8) return;
    if (Array.isArray(v)) for (const x of v.slice(0, 100)) walk(x, key, depth + 1);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v).slice(0, 100)) walk(x, k, depth + 1);
    else if (typeof v === 'string' || typeof v === 'number') {
      // Only the values of source and port keys are read (not a file's content under another key).
      const source = WORLD_SOURCE_KEY.test(key);
      // A generic source key (`source`, `src`, `from`) of a firewall rule names the whole internet only by its CIDR;
      // `*` or `any` there may be a wildcard of something else.
      const generic = !source && GENERIC_SOURCE_KEY.test(key);
      const port = PORT_KEY.test(key);
      if (!source && !generic && !port) return;
      const s = String(v).trim().toLowerCase();
      if (source && /^(?:0\.0\.0\.0\/0|::\/0|\*|any|internet)$/.test(s)) world = true;
      if (generic && /^(?:0\.0\.0\.0\/0|::\/0)$/.test(s)) world = true;
      if (port) ports.push(s);
    }
  };
  walk(args, '', 0);
  if (!world) return undefined;
  // `443`, `"80"`, `"443-443"`: each named port, or range of one port, must be a web port.
  const web = ports.length > 0 && ports.every((p) => {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(p);
    return m !== null && (m[2] === undefined || m[2] === m[1]) && webPorts.includes(Number(m[1]));
  });
  return web ? 'web' : 'world';
}

/** A subject pronoun, at most an adverb of time or habit, then the verb it governs (dropped from the change words). */
const DESCRIBED_VERB = / (we|i|they|he|she)(?: (?:currently|now|already|usually|normally|still|actually|really|typically))? \p{L}+(?= )/gu;

/** A request that, after describing a routine, asks for it now (`…each quarter, so do it now`): its verbs are asked for. */
const ASKS_FOR_DESCRIBED = / (?:do (?:it|that|this|so|the same)|go ahead|same again|run it|carry (?:it|that) out)(?: |$)/;

/** The phrases of readOnlyRequests.forbids as one pattern, built once per list: a spaced phrase from the beginning of a word, one of an unspaced script anywhere. */
const NONE = /** @type {readonly string[]} */ ([]);
const forbidLists = /** @type {WeakMap<readonly string[], RegExp | null>} */ (new WeakMap());
/** @param {readonly string[]} words */
function forbidding(words) {
  let re = forbidLists.get(words);
  if (re === undefined) {
    const phrases = words.map((w) => w.normalize('NFC').toLowerCase().trim()).filter(Boolean);
    const spaced = phrases.filter((w) => !UNSPACED.test(w)).map(escapeRegex);
    const unspaced = phrases.filter((w) => UNSPACED.test(w)).map(escapeRegex);
    const alternatives = [...(spaced.length ? [` (?:${spaced.join('|')})`] : []), ...(unspaced.length ? [`(?:${unspaced.join('|')})`] : [])];
    re = alternatives.length ? new RegExp(alternatives.join('|'), 'u') : null;
    forbidLists.set(words, re);
  }
  return re;
}
const POLITE = /^(?:(?:please|pls|kindly|hey|hi|ok|okay)\b[ ,]*|(?:can|could|would|will) you (?:please )?)+/;

/**
 * Whether the user's request only asks to look (`Give me a recap of yesterday's on-call notes`, `Check whether SSO is
 * enabled`, `How many sessions are active?`): it opens with a word of `leads` and no word or phrase of
 * `changes` (`delete`, `check in`) appears anywhere in it. A call that changes something then does more than was asked (the
 * `request-reads-only` fact, views.js).
 * @param {import('./context.js').ActionContext} context
 * @param {{ leads?: string[], changes?: string[], forbids?: string[], asks?: string[], acts?: string[] }} lists  settings.readOnlyRequests
 * @returns {boolean}
 */
export function requestReadsOnly(context, lists) {
  // The views ask twice per call (the request-reads-only fact, the business's own sites): read the request once.
  const known = readOnlyAnswers.get(context);
  if (known && known.lists === lists) return known.answer;
  const answer = readsOnly(context, lists);
  readOnlyAnswers.set(context, { lists, answer });
  return answer;
}
const readOnlyAnswers = /** @type {WeakMap<object, { lists: object, answer: boolean }>} */ (new WeakMap());

/**
 * Whether the user's request, in any of the product's languages, asks only to know or to see something: by a word
 * anywhere in it (`asks`, whole words or phrases: ¿cuál es…?, riassumi, сверь, ne kadar, bao nhiêu, เท่าไหร่, kitna,
 * כמה), since questions and verbs stand last in many languages, with no word of a change in any language (`acts`,
 * `changes`, read from a word's beginning) left once those asking words are set aside. Wider than requestReadsOnly,
 * so it feeds only the `request-asks-only` fact, which rules read for calls that move money, grant access, close
 * controls or export keys (views.js).
 * @param {import('./context.js').ActionContext} context
 * @param {{ leads?: string[], changes?: string[], forbids?: string[], asks?: string[], acts?: string[] }} lists  settings.readOnlyRequests
 */
export function requestAsksOnly(context, lists) {
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const asks = (lists.asks ?? []).map((w) => w.normalize('NFC').toLowerCase().trim()).filter(Boolean);
  if (!asks.length) return false;
  const text = request.slice(0, 1000).normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ').trim();
  const padded = ` ${text} `;
  if (!asks.some((a) => (UNSPACED.test(a) ? text.includes(a) : padded.includes(` ${a} `)))) return false;
  const changes = [...(lists.acts ?? []), ...(lists.changes ?? [])].map((w) => w.normalize('NFC').toLowerCase().trim()).filter(Boolean);
  return !holdsRequestWord(withoutAsks(text, asks), changes);
}

/** @param {import('./context.js').ActionContext} context @param {{ leads?: string[], changes?: string[], forbids?: string[], asks?: string[], acts?: string[] }} lists */
function readsOnly(context, lists) {
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const text = request.slice(0, 1000).normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ').trim().replace(POLITE, '');
  // A request that forbids changes in its own words (`just check, don't change anything`, `nichts ändern`, `別改任何東西`)
  // only asks to look, whatever it opens with.
  const padded0 = ` ${text.replace(/[’ʼ]/g, "'")} `;
  if (forbidding(lists.forbids ?? NONE)?.test(padded0)) return true;
  const leads = (lists.leads ?? []).map((w) => w.toLowerCase().trim()).filter(Boolean);
  if (!leads.some((l) => text === l || text.startsWith(`${l} `))) return false;
  // A change is a word (`delete`) or a phrase (`check in`) of its own in the request; a verb after a subject of its
  // own describes what someone does (`see how it stacks up against what they charge us`), it asks for nothing.
  const spaced = ` ${text} `;
  const padded = ASKS_FOR_DESCRIBED.test(spaced) ? spaced : spaced.replace(DESCRIBED_VERB, ' $1 ');
  return !(lists.changes ?? []).some((w) => padded.includes(` ${w.toLowerCase().trim()} `));
}

/**
 * The request with its asking words taken out (a phrase where it stands, a word of a spaced script as a whole word), so
 * that `resume el rendimiento` (Spanish: sum up) is not read as the English change `resume`.
 * @param {string} text  lower-cased, punctuation as spaces @param {readonly string[]} asks
 */
function withoutAsks(text, asks) {
  let out = ` ${text} `;
  for (const a of asks) {
    if (UNSPACED.test(a)) out = out.split(a).join(' ');
    else out = out.split(` ${a} `).join('  ');
  }
  return out.trim();
}

const ADDRESS = /[^@\s<>"'`,;:()[\]{}«»“”]+@[^@\s<>"'`,;:()[\]{}«»“”]+\.[a-z]{2,}/gi;

/**
 * The domains of a message's recipients that the user's request does not account for, when the request names its
 * recipients by address (`Forward the notes to lena@supplier.example: …`). A recipient is accounted for when the request holds
 * its address or its domain, or when a word of its mailbox name (three letters or more) is a word of the request
 * outside the addresses it names and their domains (`cc my manager` → manager@…). The caller's own addresses and internal domains are left to the other facts. A request
 * that names nobody by address says nothing here: whom "the team" or "my assistant" means is not in it.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} recipients  lower-cased recipient addresses of the call
 * @param {(domain: string) => boolean} ownDomain  whether a domain is the organisation's or the user's
 * @returns {string[]}
 */
export function recipientsNotRequested(context, recipients, ownDomain) {
  const request = userRequest(context);
  if (typeof request !== 'string') return [];
  const text = request.slice(0, 2000).toLowerCase();
  /** @type {string[]} */
  const named = [...(text.match(ADDRESS) ?? [])];
  if (named.length === 0) return [];
  const domains = new Set(named.map((a) => a.split('@')[1] ?? ''));
  // The words the request says of its own: the addresses it names are taken out, and a word of a named domain
  // (`ops@parcel-hub.example` → parcel, hub) speaks of that domain, not of a mailbox elsewhere.
  const domainWords = new Set([...domains].flatMap((d) => d.split(/[^\p{L}\p{N}]+/u)));
  const requestWords = new Set(text.replace(ADDRESS, ' ').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !domainWords.has(w)));
  /** @type {Set<string>} */
  const out = new Set();
  for (const r of recipients) {
    const at = r.lastIndexOf('@');
    if (at < 1) continue;
    const domain = r.slice(at + 1);
    if (named.includes(r) || domains.has(domain) || ownDomain(domain)) continue;
    const local = r.slice(0, at).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
    if (local.some((w) => requestWords.has(w))) continue;
    out.add(domain);
  }
  return [...out];
}

/**
 * Whether the user's request names a non-production stage to work in (`Roll the new build out to staging only`, a word of
 * `requestStages`) and names production nowhere (`productionEnvironments`). A call that acts on production then works
 * somewhere the user did not send it (the `production-not-requested` fact, views.js).
 * @param {import('./context.js').ActionContext} context
 * @param {{ requestStages?: readonly string[], productionEnvironments?: readonly string[] }} settings
 */
export function requestNamesStageOnly(context, settings) {
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const lower = request.slice(0, 2000).toLowerCase();
  const tokens = new Set(lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  // A stage word must stand on its own: inside an identifier (`stg_payments`, dbt's staging-model prefix; `dev_orders`)
  // it names an object, not where to work. Production counts anywhere, so the reading errs towards allowing.
  const words = new Set(lower.split(/[^\p{L}\p{N}_]+/u).filter(Boolean));
  const stages = (settings.requestStages ?? []).map((w) => String(w).toLowerCase());
  const production = (settings.productionEnvironments ?? []).map((w) => String(w).toLowerCase());
  return stages.some((w) => words.has(w)) && !production.some((w) => tokens.has(w));
}

/** A channel named with its sign in a request (`#ops-night`, `#rollout`); `&#39;` and `C#` are not channels. */
const CHANNEL_NAME = /(?<![\p{L}\p{N}_&])#([\p{L}\p{N}][\p{L}\p{N}_.-]{1,79})/gu;
/** Argument keys naming the channel a message or invitation goes to. */
const CHANNEL_ARG_KEYS = new Set(['channel', 'channel_name', 'channels', 'conversation', 'room']);

/**
 * The channels a call posts or invites to that the user's request does not name, when the request names its
 * channels with their sign (`Add Ana to #project-x`). Only a channel the request names is the one asked for: a name
 * that continues a named one (`#campaign` → `campaign-guests`) is another channel, with other members.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly { key: string, value: string }[]} entries  the call's string arguments
 * @returns {string[]}
 */
export function channelsNotRequested(context, entries) {
  const request = userRequest(context);
  if (typeof request !== 'string') return [];
  const named = [...request.slice(0, 2000).toLowerCase().matchAll(CHANNEL_NAME)].map((m) => (m[1] ?? '').replace(/[.-]+$/, ''));
  if (named.length === 0) return [];
  /** @type {Set<string>} */
  const out = new Set();
  for (const e of entries) {
    if (!CHANNEL_ARG_KEYS.has(e.key.toLowerCase())) continue;
    const channel = e.value.trim().toLowerCase().replace(/^#/, '');
    if (!channel || !/^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,79}$/u.test(channel)) continue;
    if (named.includes(channel)) continue;
    out.add(channel);
  }
  return [...out];
}
