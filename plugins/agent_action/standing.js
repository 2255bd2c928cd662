// @ts-check
// Standing facts: what the request context and the call's own structure establish about a call,
// beyond what the views say of it. A rule tagged with a tag that the `liftedBy` setting maps to one
// of these facts does not count for a call where that fact stands (index.js):
//   change approved         the context holds an approval record: an approval field (`approved_by`,
//                           `approval_status`, `approved: true`, `approvals: 2`) with a positive value,
//                           or a ticket field that says the change was approved (`ticket: IT-1 approved
//                           by the CISO`). A negative value (`none`, `pending`, `skipped`) or an
//                           approval said to come through a message or a call (`per e-mail`) is none.
//   destination on file     the platform knows where the money goes (payee.js)
//   content classified public  the context classifies the content as public (classification.js)
//   public asset store      a storage tool (not a shell) acts on a bucket or container whose name
//                           says it serves public web assets (`fernhill-public-static-assets`): a name
//                           with a word of publicAssetStoreWords besides `public`
//   forward target internal every address a forwarding argument sends mail to is in an internal
//                           domain: internalEmailDomains, the user's own domain, the context's
//                           `org_domain`, or the domain of the mailbox the rule is set on (`mailbox`,
//                           `user`, the `to` of the filter's criteria), or a context field about the
//                           forward target that calls it internal (`forward_target: internal AP mailbox`;
//                           not a free-text field, nor a claim relayed by a message or a call)
//   non-production environment  the context says where the call runs, and every field that says so
//                           names a non-production stage (`environment: staging`, `host: pg-qa-2`,
//                           `database: dev`): a word of nonProductionEnvironments and none of
//                           productionEnvironments; nothing in the call names production either. The
//                           call's own arguments never state the stage (the agent chooses them)
//   secret stored           the call stores a value in a secret store, the place secrets belong: a tool
//                           whose name is a store (secretStores.stores, after an optional vendor) and
//                           nothing but a storing verb and what is stored (`gcp.secretmanager.add_version`,
//                           `vault.kv_put`, `1password.create_item`; not `vault.token.create` nor
//                           `password_manager.export_vault`), or shell commands that are all such stores
//                           (`kubectl create secret …`, secretStores.commands)
//   disposable environment  the same, and the place is one that exists to be thrown away
//                           (`environment: sandbox container`, `disposable preview database`): a word of
//                           disposableEnvironments
//   operation grants nothing  the tool (not a shell) only reads, or only takes away: the words of its
//                           name and of its operation argument hold a read-only verb (toolWords.readOnly:
//                           `list_group_members`, `iam_get_policy_bindings`) or a revoking verb
//                           (`remove_group_member`, `revoke_role`, `detach_policy`), and no verb that adds,
//                           sets or changes anything; what it reads or removes is no restriction (a deny
//                           rule, a block, a condition, a lock, a boundary, a quarantine …: removing one
//                           widens access), and every action/op/operation/verb argument opens with a
//                           reading or revoking verb. An administrators group or a `*` principal named in
//                           its arguments is what it reads or removes, not what it grants
//   selection narrowed      the call selects what it acts on by a search query, filter or id list
//                           (`query`, `filter`, `where`, `message_ids`) that names items in a way an
//                           all-selecting query cannot: a `field:value` term (`from:x@y.test`), an equality
//                           or membership test against a literal constant (`status = 'spam'`; not a range,
//                           `now()`, `1=1`, `true`, `*`),
//                           or a list of literal ids. Free words (`backup`) narrow nothing, and any argument
//                           that says all (`targets: all`) keeps the rule, except one naming where to look:
//                           a scope (`scope: all_mailboxes`) says where the selected items are searched for
// The same reading of mailbox domains gives the `mailbox-delegate-external` fact, and the shape of
// an automation that calls a web address gives `automation-web-action` (views.js).

import { requestText, holdsRequestWord, escapeRegex } from './requested.js';
import { firstFields, userRequest } from './context.js';
import { readTexts } from './injected.js';
import { parseUrl, normalizeHost } from './net.js';
import { nameWords } from './tools.js';
import { statementReadsOnly } from './sql.js';

const APPROVAL_KEY = /approv|sign_?off/;
/** Approval limits and thresholds are amounts, not approvals (limits.js reads them). */
const LIMIT_KEY = /(?:^|_)(?:limit|threshold|cap|ceiling|max|maximum|required|needed|requirement)(?:_|$)/;
const TICKET_KEY = /ticket|change_?request|^cr$|^chg$/;
const NEGATIVE = /^(?:false|no\b|none|null|not\b|never|pending|missing|unknown|n\/a|skipped|skip|bypass|waived|rejected|denied|declined|required|requested|awaiting|0$)/i;
/** An approval said to come through a channel anyone can fake is a claim, not a record. */
const CLAIMED = /e-?mail|\bsms\b|\btext(?:ed)?\b|whats ?app|telegram|\bchat\b|slack message|\bcall(?:ed)?\b|phone|voice|verbal|\bsaid\b|\bsays\b|claim|\bper\b|according to|forwarded/i;
/** An approval by the agent itself or by the person the call serves is none. */
const SELF_APPROVED = /\b(?:assistant|agent|bot|ai|self|myself|requester|the user)\b/i;
const APPROVED_WORD = /\bapproved\b/i;
/**
 * A claim relayed by a channel or a document (`per the vendor's e-mail`, `as stated in the attached
 * letter`): what someone said, not what the platform holds. It lifts no rule.
 */
const RELAYED = /\b(?:in|from|on|per|by|via)\s+(?:the\s+|an?\s+|their\s+|his\s+|her\s+|its\s+)?(?:attached\s+|vendor'?s?\s+|sender'?s?\s+|client'?s?\s+)?(?:message|document|letter|invoice|memo|attachment|note|ticket comment)\b|\bquot(?:e|ed|es|ing)\b|\bwr(?:ote|ites)\b|\bstated\b|\bstates that\b|\btold\b|\bmentioned\b/i;
/** @param {string} s */
export const relayedClaim = (s) => CLAIMED.test(s) || RELAYED.test(s);
/**
 * Context keys of free text (a note, an e-mail's text, instructions): what they say of a
 * destination, a forward target or a file is a claim, never a record of the platform.
 */
export const FREE_TEXT_KEY = /note|comment|e_?mail|mail_?(?:text|body)|message|msg|body|instruction|text|descr|remark|memo|summary|reason|request|chat|transcript|subject|context|prompt|task|quote/;
const NOT_APPROVED = /\b(?:not|un|never|no longer)[\s-]*approved\b|\bapproval (?:pending|missing|required)\b/i;

/** Verbs of a tool that add, set or change something: a tool with one of them may grant. */
const GRANTING_VERB = /^(?:add|adds|create|creates|grant|grants|assign|assigns|attach|set|put|patch|update|upsert|modify|change|edit|enable|invite|promote|elevate|apply|insert|import|write|share|make|new|register|provision|join|reset|restore|replace|copy|transfer|move|post|run|exec|execute|invoke|call|send|submit|approve|link|bind|impersonate|assume|generate|issue|rotate|allow|open|extend|elevated|upload|sync|merge|override|configure|toggle)$/;
/** Verbs of a tool that only take a grant or a member away. */
const REVOKING_VERB = /^(?:remove|revoke|detach|unassign|unlink|unbind|kick|deprovision|disassociate|unshare|leave)$/;

/**
 * Words of a restriction: taking one away or detaching it widens access (`remove_deny_rule`,
 * `remove_iam_condition`, `remove_public_access_block`), so the operation may grant.
 */
const RESTRICTION_WORD = /^(?:deny|denies|denial|block|blocks|blocking|blocklist|blacklist|denylist|condition|conditions|conditional|restriction|restrictions|restrict|restricted|protection|protections|protect|protected|lock|locks|lockout|boundary|boundaries|ban|bans|quarantine|quarantined|exclusion|exclusions|exclude|guardrail|guardrails|guard|fence|firewall|limit|limits|limitation|suspension|suspend|hold|holds|retention|mfa|2fa|sandbox|isolation|prevention|constraint|constraints|scp)$/;
/** Arguments that name the operation a tool performs. */
const OPERATION_KEYS = ['action', 'operation', 'op', 'verb'];
/** Arguments that name what the operation acts on (`type: deny_policy`). */
const OBJECT_KEY = /^(?:type|kind|resource|resource_?type|object|object_?type|rule|rule_?type|policy_?type|target_?type|what|item)$/;


/**
 * @param {readonly string[]} toolWords  the words of the tool's own name (its last segment)
 * @param {Record<string, unknown>} args  the call's arguments
 * @param {readonly string[]} readOnly  toolWords.readOnly
 * @returns {boolean} the operation reads or takes away, what it reads or takes away is no restriction,
 *   and no operation argument names anything else
 */
export function grantsNothing(toolWords, args, readOnly) {
  /** @param {string} w */
  const readsOrRevokes = (w) => readOnly.includes(w) || REVOKING_VERB.test(w);
  const opWords = [];
  for (const k of Object.keys(args)) {
    if (!OPERATION_KEYS.includes(k.toLowerCase())) continue;
    const v = args[k];
    if (v === undefined || v === null) continue;
    // An operation given as anything but a string cannot be read: it may name anything.
    if (typeof v !== 'string') return false;
    const words = nameWords(v);
    // The operation argument must itself read or revoke: an unknown verb (`enroll`, `delegate`) may grant.
    if (!words.length || !readsOrRevokes(words[0] ?? '')) return false;
    opWords.push(...words);
  }
  const objectWords = Object.keys(args).filter((k) => OBJECT_KEY.test(k.toLowerCase())).flatMap((k) => (typeof args[k] === 'string' ? nameWords(/** @type {string} */ (args[k])) : []));
  const all = [...toolWords, ...opWords];
  if (!all.length || all.some((w) => GRANTING_VERB.test(w))) return false;
  if ([...all, ...objectWords].some((w) => RESTRICTION_WORD.test(w))) return false;
  return all.some(readsOrRevokes);
}

/**
 * Whether a call only reads: every SQL statement it runs reads (sql.js `statementReadsOnly`), or, running none, its tool's name holds
 * a reading verb (`toolWords.readOnly`: get, list, search, read, …), no verb that grants, changes, ends or revokes, and
 * no operation argument names another operation.
 * @param {readonly string[]} statements  the call's sql view texts (lower case)
 * @param {readonly string[]} toolWords  the words of the tool's name
 * @param {Record<string, unknown>} args
 * @param {readonly string[]} readOnly  settings.toolWords.readOnly
 */
export function callReadsOnly(statements, toolWords, args, readOnly) {
  if (statements.length) return statements.length <= 20 && statements.every(statementReadsOnly);
  if (Object.keys(args).some((k) => OPERATION_KEYS.includes(k.toLowerCase()))) return false;
  return toolWords.some((w) => readOnly.includes(w)) && !toolWords.some((w) => GRANTING_VERB.test(w) || REVOKING_VERB.test(w) || ENDING_VERBS.has(w) || STOPPING_VERBS.has(w));
}

/** Arguments that select records by what they hold (a search query, a filter, a list of ids). */
const SELECTOR_KEY = /^(?:query|q|search|filter|filters|where|criteria|match|selector|message_?ids?|ids|record_?ids?)$/;
/** Selectors that list the ids of the items themselves. */
const ID_LIST_KEY = /^(?:message_?ids?|ids|record_?ids?)$/;
/** Arguments that name where to look, not what is taken (`scope: all_mailboxes`). */
const LOCATION_KEY = /^(?:scope|search_?scope|mailbox(?:es)?|folders?|locations?|regions?|across)$/;
/** A word for all, alone or leading a value (`*`, `all`, `everything`, `all messages`, `all_items`). */
const ALL_WORD = /^\s*(?:\*|%|all|any|every(?:thing|one)?|entire|whole|true)(?:$|[\s_\-:.,)])/i;
/** A literal an all-selecting query cannot be: a quoted string, a number, a date or a plain name. */
const LITERAL = String.raw`(?:"[^"*%]+"|'[^'*%]+'|-?\d[\w.:\-/]*|[a-z][\w.@\-/+]*)`;
/** A `field:value` term (`from:a@b.test`, `subject:"..."`, `label:spam`). */
const FIELD_TERM = new RegExp(String.raw`(?:^|[\s(])[a-z][\w.]*:${LITERAL}(?=$|[\s)])`, 'i');
/**
 * An equality or membership test of a field against a literal constant (`status = 'spam'`,
 * `id in (4, 7)`). A range (`id > 0`, `sent_at < '2999-01-01'`) can take every row, so it narrows nothing.
 */
const COMPARISON = new RegExp(String.raw`(?:^|[\s(])[a-z_][\w.]*\s*(?:==?|\s(?:in|like)\s)\s*(?:\(\s*${LITERAL}(?:\s*,\s*${LITERAL})*\s*\)|${LITERAL})(?=$|[\s);,])`, 'i');
/** What makes a comparison select all: a function of now, a field against itself, a bare truth or a wildcard. */
const TAUTOLOGY = /\b(?:now|current_(?:date|timestamp|time)|sysdate|getdate|localtimestamp|today|true|null)\b|(?:^|[\s(])(\w+)\s*=\s*\1(?:$|[\s)])|\bor\b|[*%]|\bnot\b|!=|<>/i;

/** A term that takes everything: a bare wildcard, or a field term whose value is a word for all (`in:anywhere`). */
const ALL_TERM = /(?:^|[\s(])[*%](?:$|[\s)])|:\s*["']?(?:\*|%|all|any(?:where)?|every(?:thing|where)?)["']?(?=$|[\s)])|\b1\s*=\s*1\b/i;
/** @param {string} v  one alternative of a selector */
const narrowsTerm = (v) => !ALL_TERM.test(v) && (FIELD_TERM.test(v) || (COMPARISON.test(v) && !TAUTOLOGY.test(v)));
/** @param {string} v  a selector narrows when each of its alternatives (`a OR b`) does */
const narrows = (v) => v.split(/\s+or\s+|\|\|/i).every(narrowsTerm);
/** @param {string} v  an id list item: a literal that names one item */
const literalId = (v) => /^[\w.:@\-/]{3,}$/.test(v.trim()) && !ALL_WORD.test(v);

/** Arguments that name one record by its own reference (a booking's PNR, an order, a reservation, an invoice). */
const RECORD_KEY = /^(?:pnr|record_?locator|booking(?:_?(?:id|ref|reference|code|number|no))?|reservation(?:_?(?:id|ref|number|code))?|order(?:_?(?:id|ref|number|no))?|confirmation(?:_?(?:code|number|id))?|itinerary(?:_?id)?|invoice(?:_?(?:id|number|no))?|subscription(?:_?id)?)$/;
/** All the parts of one record (`all_segments` of a booking, `all_items` of an order): the record is the scope. */
const ALL_PARTS = /^\s*(?:all|every|entire|whole)[\s_-](?:segments?|legs?|flights?|sectors?|items?|lines?|line[\s_-]?items?|passengers?|pax|travell?ers?|guests?|nights?|rooms?|tickets?|coupons?|parts?)\s*$/i;

/**
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @returns {boolean} the call names one record by its own reference (`pnr: ZQMU39`) and every word for all in its
 *   arguments takes the parts of that record (`scope: all_segments`), not every record
 */
export function oneRecordWhole(entries) {
  const top = entries.filter((e) => e.path.length === 1);
  const records = top.filter((e) => RECORD_KEY.test(e.key));
  if (records.length !== 1 || !literalId(records[0]?.value ?? '')) return false;
  const alls = entries.filter((e) => ALL_WORD.test(e.value) || ALL_TERM.test(e.value));
  return alls.length > 0 && alls.every((e) => ALL_PARTS.test(e.value));
}

/**
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @returns {boolean} the call names what it acts on by a selector that narrows it (a `field:value` term,
 *   a comparison against a literal constant, or a list of literal ids), every selector narrows, and no
 *   argument but one naming where to look says all
 */
export function narrowSelection(entries) {
  const top = entries.filter((e) => e.path.length === 1);
  const selectors = top.filter((e) => SELECTOR_KEY.test(e.key));
  if (!selectors.length) return false;
  if (top.some((e) => !LOCATION_KEY.test(e.key) && ALL_WORD.test(e.value))) return false;
  return selectors.every((e) => ID_LIST_KEY.test(e.key)
    ? e.value.split(/[\s,;]+/).filter(Boolean).every(literalId) && e.value.trim() !== ''
    : !ALL_WORD.test(e.value) && narrows(e.value));
}

/**
 * @param {import('./context.js').ActionContext} context
 * @returns {boolean} the context holds an approval record
 */
export function approvalRecord(context) {
  let approved = false;
  for (const { lower: k, value: v } of firstFields(context, 200)) {
    if (APPROVAL_KEY.test(k) && !LIMIT_KEY.test(k)) {
      if (v === false || v === null || v === 0) return false;
      if (v === true || (typeof v === 'number' && v > 0)) approved = true;
      else if (typeof v === 'string') {
        const s = v.trim();
        if (!s || NEGATIVE.test(s) || NOT_APPROVED.test(s)) return false;
        if (!CLAIMED.test(s) && !SELF_APPROVED.test(s)) approved = true;
      }
    } else if (TICKET_KEY.test(k) && typeof v === 'string' && APPROVED_WORD.test(v) && !NOT_APPROVED.test(v) && !CLAIMED.test(v) && !SELF_APPROVED.test(v)) approved = true;
  }
  return approved;
}

const BUCKET_KEYS = new Set(['bucket', 'bucket_name', 'bucketname', 'container', 'container_name', 'containername', 'storage_container']);

/**
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {readonly string[]} words  publicAssetStoreWords, lower-cased
 */
export function publicAssetStore(entries, words) {
  if (!words.length) return false;
  const names = entries.filter((e) => BUCKET_KEYS.has(e.key)).map((e) => e.value.toLowerCase().replace(/^(?:s3|gs|az):\/\//, '').split('/')[0] ?? '');
  if (!names.length) return false;
  return names.every((n) => {
    const parts = n.split(/[^a-z0-9]+/).filter(Boolean);
    return parts.includes('public') && parts.some((p) => words.includes(p));
  });
}

const EMAIL = /^(?:smtp:)?[^\s@]{1,128}@([a-z0-9.-]{1,253}\.[a-z]{2,24})$/i;
const FORWARD_KEY = /forward|redirect/i;
/** Argument keys naming the mailbox a rule is set on (the `to` of a filter's criteria included). */
const MAILBOX_KEYS = new Set(['mailbox', 'user', 'userid', 'user_id', 'user_email', 'useremail', 'owner', 'identity', 'account', 'email', 'to', 'sent_to', 'sentto', 'delivered_to']);

const emailDomain = (/** @type {string} */ s) => EMAIL.exec(s.trim())?.[1]?.toLowerCase();
/** Keys of the address a rule acting by `action: forward` sends to. */
const FORWARD_TO_KEY = /^(?:to|address|recipients?|email|target|destination)$/i;
const underForward = (/** @type {import('./tools.js').Entry} */ e) => e.path.some((p) => FORWARD_KEY.test(p));
const underDelegate = (/** @type {import('./tools.js').Entry} */ e) => e.path.some((p) => /delegat/i.test(p));

/**
 * The organisation's own mail domains as far as the call shows them: the configured internal
 * domains, the user's, the context's `org_domain`, and the domain of the mailbox a rule or a
 * delegation is set on (arguments named for a mailbox or user, the `to` of a filter's criteria).
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {readonly string[]} internal
 * @param {import('./context.js').ActionContext} context
 */
function ownDomains(entries, internal, context) {
  const own = new Set(internal.map((d) => d.toLowerCase()));
  const org = context.record['org_domain'];
  if (typeof org === 'string' && org.trim()) own.add(org.trim().toLowerCase());
  for (const e of entries) {
    if (!MAILBOX_KEYS.has(e.key) || underForward(e) || underDelegate(e)) continue;
    const d = emailDomain(e.value);
    if (d) own.add(d);
  }
  return own;
}
const inDomains = (/** @type {string} */ d, /** @type {Set<string>} */ own) => [...own].some((o) => d === o || d.endsWith(`.${o}`));

/**
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {readonly string[]} internal  internal e-mail domains (settings and the user's own)
 * @param {import('./context.js').ActionContext} context
 */
export function forwardTargetInternal(entries, internal, context) {
  const targets = entries.filter(underForward).map((e) => emailDomain(e.value));
  if (!targets.length || targets.some((d) => d === undefined)) return false;
  // The platform may say so: a context field about the forward target that calls it internal (not
  // free text, and not a claim relayed from a message or a call).
  for (const { lower, value } of firstFields(context, 200)) {
    if (!/forward|redirect/.test(lower) || FREE_TEXT_KEY.test(lower) || typeof value !== 'string' || relayedClaim(value)) continue;
    if (/\binternal\b/i.test(value) && !/\b(?:not|non|no)[\s-]*internal\b|\bexternal\b/i.test(value)) return true;
  }
  const own = ownDomains(entries, internal, context);
  return targets.every((d) => d !== undefined && inDomains(d, own));
}

/** An e-mail address inside free text. */
/** Words of a script written without spaces glued before an address (`アドレスana@x.example`), up to the last such character: they are not its mailbox name. */
export const GLUED_TO_ADDRESS = /^.{0,128}[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\u3000-\u303f\u30fc\uff00-\uffef]/u;
const ADDRESS_IN_TEXT = /[^\s@<>"'`,;:()[\]{}«»“”（）：]{1,128}@[a-z0-9.-]{1,253}\.[a-z]{2,24}/gi;

/**
 * Whether every address a forwarding argument sends mail to is written in the user's own request (`Forward invoices
 * with attachments to my accountant: desk@ledgerhouse.example`): the user chose where the mail goes. An address that
 * only a tool's output, a note or the agent names does not count.
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} [forwardWords]  settings.forwardRequests @param {readonly string[]} [personalDomains]  settings.personalMailDomains
 * @param {readonly string[]} [internal]  internal e-mail domains (settings and the user's own)
 */
export function forwardTargetRequested(entries, context, forwardWords = [], personalDomains = [], internal = []) {
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  // A rule whose action says forward (`action: forward, to: …`) forwards to its `to`.
  const forwarding = entries.some((e) => e.path.length <= 2 && /^(?:action|actions|operation|type)$/i.test(e.key) && /^forward/i.test(e.value.trim()));
  const targets = entries.filter((e) => underForward(e) || (forwarding && e.path.length <= 2 && FORWARD_TO_KEY.test(e.key))).map((e) => e.value.trim().toLowerCase().replace(/^smtp:/, ''));
  if (!targets.length || targets.some((t) => emailDomain(t) === undefined)) return false;
  const lower = request.slice(0, 4000).toLowerCase();
  const named = new Set((lower.match(ADDRESS_IN_TEXT) ?? []).map((a) => a.replace(/[.]+$/, '').replace(GLUED_TO_ADDRESS, '')));
  // A colleague named by first and last name in a request that asks for mail to be forwarded ("Forward my inbox to
  // Tom Becker while I'm away", "Leite mein Postfach an Sabine Wolf weiter"): a mailbox whose name is those two names
  // (`tom.becker@…`, `becker_tom@…`) is the one meant when its domain is the organisation's own or one the request
  // writes out; not on any other domain (a look-alike `northwind-mail.example` for `northwind.example`), nor a personal
  // webmail box, nor an address a text others wrote names.
  const own = ownDomains(entries, internal, context);
  const writesDomain = (/** @type {string} */ d) => {
    const at = lower.indexOf(d);
    return at >= 0 && !/[\p{L}\p{N}.-]/u.test(lower[at - 1] ?? '') && !/[\p{L}\p{N}-]/u.test(lower[at + d.length] ?? '');
  };
  const tokens = new Set(lower.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean));
  const asked = forwardWords.length > 0 && holdsRequestWord(lower, forwardWords.map((w) => w.toLowerCase()));
  const byName = (/** @type {string} */ t) => {
    const [local = '', domain = ''] = t.split('@');
    const parts = local.split(/[._-]+/);
    // Where the platform names no domain of the organisation (no user, no mailbox, no internalEmailDomains), the
    // colleague's mailbox is the one the agent looked up; a personal webmail box or an address a text others wrote
    // names still does not count.
    if (!domain || !(own.size ? inDomains(domain, own) : true) && !writesDomain(domain)) return false;
    return parts.length === 2 && parts.every((p) => /^\p{L}{2,}$/u.test(p) && tokens.has(p)) && !inDomains(domain, new Set(personalDomains.map((x) => x.toLowerCase()))) && !readTexts(context).some((x) => x.toLowerCase().includes(t));
  };
  return targets.every((t) => named.has(t) || (asked && byName(t)));
}

/**
 * Mailbox delegation to an address outside the mailbox's own domain (and the organisation's): the
 * delegate reads and sends as the mailbox for as long as the grant stands. Only tools named for
 * delegation, and only when the call shows which domain is the mailbox's.
 * @param {readonly string[]} toolWords  words of the tool's name
 * @param {readonly import('./tools.js').Entry[]} entries
 * @param {readonly string[]} internal
 * @param {import('./context.js').ActionContext} context
 * @returns {string[]} the outside domains delegated to
 */
export function externalDelegates(toolWords, entries, internal, context) {
  if (!toolWords.some((w) => /^delegat/.test(w))) return [];
  const own = ownDomains(entries, internal, context);
  if (!own.size) return [];
  /** @type {string[]} */
  const out = [];
  for (const e of entries) {
    if (!underDelegate(e)) continue;
    const d = emailDomain(e.value);
    if (d && !inDomains(d, own) && !out.includes(d)) out.push(d);
  }
  return out;
}

const AUTOMATION_NOUNS = new Set(['zap', 'zaps', 'automation', 'automations', 'flow', 'flows', 'applet', 'applets', 'recipe', 'recipes', 'workflow', 'workflows', 'rule', 'rules', 'scenario', 'scenarios']);
const WEB_ACTION = /^https?:\/\/|\bweb ?hooks?\b|\bweb ?requests?\b|\bhttp ?(?:post|request|call)\b/;
const MAIL_TRIGGER = /\b(?:e ?mails?|gmail|outlook|inbox|mailbox|mail)\b/;
const EVERY = /^(?:\*|all|any|everything|all [a-z]+|\(any\))$|\(any\)$/;

/**
 * An automation (a zap, a flow, an automation rule) whose action calls a web address: what it is
 * fired by. `mail` when its trigger is incoming mail, `all` when it fires on everything (`scope: all
 * projects`, `filter: any`), `other` otherwise; undefined when the call creates no such automation.
 * @param {readonly string[]} toolWords  words of the tool's name
 * @param {readonly import('./tools.js').Entry[]} entries
 * @returns {'mail' | 'all' | 'other' | undefined}
 */
export function automationWebAction(toolWords, entries) {
  if (!toolWords.some((w) => AUTOMATION_NOUNS.has(w))) return undefined;
  if (!toolWords.some((w) => ['create', 'add', 'new', 'update', 'set', 'register', 'put', 'enable'].includes(w))) return undefined;
  const folded = entries.slice(0, 200).map((e) => ({ key: e.key, path: e.path, text: e.value.slice(0, 400).toLowerCase().replace(/[_.:-]+/g, ' ').replace(/\s+/g, ' ').trim() }));
  if (!folded.some((e) => WEB_ACTION.test(e.text) || /^https?:\/\//i.test(e.text))) return undefined;
  const triggerish = (/** @type {{ path: string[] }} */ e) => /trigger|^when$|^on$|source|^events?$/i.test(e.path[0] ?? '');
  if (folded.some((e) => triggerish(e) && MAIL_TRIGGER.test(e.text))) return 'mail';
  if (folded.some((e) => EVERY.test(e.text))) return 'all';
  return 'other';
}

/** Context fields that describe the content a call handles. */
const CONTENT_KEYS = new Set(['content', 'file', 'document', 'asset', 'material', 'item']);
/**
 * The context describes the content as public (`content: press kit, public`, `file: Public brand
 * guidelines PDF`); `not public`, `non-public` and `internal` do not count, nor a description relayed
 * from a message or a call (`public, per the sender's e-mail`).
 * @param {import('./context.js').ActionContext} context
 */
export function contentDescribedPublic(context) {
  let described = false;
  for (const { lower, value } of firstFields(context, 200)) {
    if (!CONTENT_KEYS.has(lower) || typeof value !== 'string') continue;
    if (/\b(?:not|non|no|never)[\s-]*public\b|\b(?:internal|confidential|private|restricted|secret)\b/i.test(value)) return false;
    if (/\bpublic\b/i.test(value) && !relayedClaim(value)) described = true;
  }
  return described;
}

/** Context fields that say where a call runs: its stage, or the machine, database or tenant it acts on. */
// An account, project or subscription names who or what a call serves, often in free text: not a place.
const PLACE_KEYS = new Set(['environment', 'env', 'stage', 'tier', 'deployment_environment', 'target_environment', 'host', 'hostname', 'server', 'machine', 'vm', 'instance', 'database', 'db', 'cluster', 'tenant']);
/** Fields that must name a stage when they are present at all. */
const STAGE_KEYS = new Set(['environment', 'env', 'stage', 'tier', 'deployment_environment', 'target_environment']);

/**
 * Where the call runs as the context states it, when that is not production: `disposable` when the
 * place exists to be thrown away (a sandbox container, a disposable preview database), `non-production` when it
 * is a development, test or staging stage; undefined when the context says nothing of it, names
 * production anywhere, or names a place of neither kind (every such field must name a stage).
 * The call's own production reading (a production namespace or database in the arguments) is the
 * caller's to add: this reads the context only.
 * @param {import('./context.js').ActionContext} context
 * @param {{ productionEnvironments?: readonly string[], nonProductionEnvironments?: readonly string[], disposableEnvironments?: readonly string[] }} settings
 * @returns {'disposable' | 'non-production' | undefined}
 */
export function environmentStanding(context, settings) {
  const production = new Set((settings.productionEnvironments ?? []).map((w) => String(w).toLowerCase()));
  const stages = new Set((settings.nonProductionEnvironments ?? []).map((w) => String(w).toLowerCase()));
  const disposable = new Set((settings.disposableEnvironments ?? []).map((w) => String(w).toLowerCase()));
  if (!stages.size) return undefined;
  let named = false;
  let thrownAway = false;
  /** @type {Array<{ lower: string, value: unknown }>} */
  const places = [];
  for (const { lower, value } of firstFields(context, 200)) {
    // Tags or labels of one resource (`instance_tags: { env: test }`) say nothing of a call that may act on many.
    if (PLACE_KEYS.has(lower)) places.push({ lower, value });
  }
  for (const { lower, value } of places) {
    if (typeof value !== 'string' || relayedClaim(value)) return undefined;
    const tokens = value.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    if (tokens.some((t) => production.has(t))) return undefined;
    if (!tokens.some((t) => stages.has(t) || disposable.has(t))) {
      // A stage field must name a stage; a machine or database name that names none says nothing.
      if (STAGE_KEYS.has(lower)) return undefined;
      continue;
    }
    named = true;
    if (tokens.some((t) => disposable.has(t))) thrownAway = true;
  }
  return named ? (thrownAway ? 'disposable' : 'non-production') : undefined;
}

/**
 * Whether the call stores a value in a secret store (see `secret stored` above).
 * @param {readonly string[]} toolWords  every word of the tool's name, in order
 * @param {readonly string[]} commands  the call's shell commands (`shell_command` views)
 * @param {{ stores?: string[], vendors?: string[], verbs?: string[], objects?: string[], commands?: string[] }} lists  settings.secretStores
 * @returns {boolean}
 */
export function secretStoreWrite(toolWords, commands, lists) {
  if (commands.length) {
    const prefixes = (lists.commands ?? []).map((c) => `${c.toLowerCase().trim()} `);
    return prefixes.length > 0 && commands.every((c) => prefixes.some((p) => `${c.toLowerCase()} `.startsWith(p)));
  }
  const joined = ` ${toolWords.join(' ')} `;
  // The longest store named wins: `key vault` is one store, not `vault` after a stray `key`.
  const store = (lists.stores ?? []).map((w) => w.toLowerCase()).filter((w) => joined.includes(` ${w} `)).sort((a, b) => b.length - a.length)[0];
  if (!store) return false;
  const rest = joined.replace(` ${store} `, ' ').trim().split(' ').filter(Boolean);
  const verbs = new Set((lists.verbs ?? []).map((w) => w.toLowerCase()));
  const allowed = new Set([...verbs, ...(lists.objects ?? []), ...(lists.vendors ?? [])].map((w) => w.toLowerCase()));
  return rest.some((w) => verbs.has(w)) && rest.every((w) => allowed.has(w));
}

/** Argument keys and CLI flags that say which store, server or repository a value goes to. */
const STORE_HOST_KEY = /(?:^|[_-])(?:address|addr|server|endpoint|url|uri|host|hostname)$/;
const STORE_OWNER_KEY = /^(?:repo|repository|owner|org|organization|organisation)$/;
/** Keys of a saved login: the account name beside it, and the site it signs in to. */
const LOGIN_NAME_KEY = /^(?:username|user_?name|login|user|email|account)$/;
const LOGIN_SITE_KEY = /^(?:url|uri|website|site|login_?url|site_?url)$/;
/** Context keys naming the organisation's own repository or account on a code host. */
const OWN_OWNER_KEY = /^(?:repo|repository|github_repo|org|organization|organisation|github_org|owner|repo_owner)$/;

/**
 * Whether a store call names a store, server or repository the organisation cannot be shown to
 * own: an address, server, endpoint or host argument (or `--server`, `-address`, `--endpoint-url`,
 * `VAULT_ADDR=` in a command) whose host is not an own or allowed one, a repository of another
 * owner (`--repo someone/else`), or a kubeconfig file (it can name any server). Such a store is not
 * where the organisation's secrets belong.
 * @param {readonly import('./tools.js').Entry[]} entries  the call's arguments
 * @param {readonly string[]} commands  the call's shell commands
 * @param {(host: string) => boolean} ownHost  the host is local, internal or allowed
 * @param {import('./context.js').ActionContext} context
 * @param {boolean} [loginStore]  the store is a password manager (settings.secretStores.loginStores), whose items are logins
 * @returns {boolean}
 */
export function foreignSecretStore(entries, commands, ownHost, context, loginStore = false) {
  // A login saved in a password manager names the site it signs in to (`url` beside `username`):
  // that is what the item is for, not where the store lives.
  const loginParents = new Set();
  if (loginStore) for (const e of entries) if (LOGIN_NAME_KEY.test(e.key.toLowerCase())) loginParents.add(e.path.slice(0, -1).join('\u0000'));
  const siteOfLogin = (/** @type {import('./tools.js').Entry} */ e) => LOGIN_SITE_KEY.test(e.key.toLowerCase()) && loginParents.has(e.path.slice(0, -1).join('\u0000'));
  const owners = new Set();
  for (const { lower: k, value: v } of firstFields(context, 200)) {
    if (OWN_OWNER_KEY.test(k) && typeof v === 'string' && v.trim()) owners.add(v.trim().toLowerCase().split('/')[0]);
  }
  const hostForeign = (/** @type {string} */ raw) => {
    const text = raw.trim().replace(/^["']|["']$/g, '');
    if (!text) return false;
    const host = parseUrl(text)?.host ?? normalizeHost(text.split(/[/\s]/)[0] ?? '');
    return !host || !ownHost(host);
  };
  const ownerForeign = (/** @type {string} */ key, /** @type {string} */ raw) => {
    const text = raw.trim().replace(/^["']|["']$/g, '').toLowerCase();
    if (!text) return false;
    // A repository named without its owner is the current one; a URL names its host and owner.
    const url = parseUrl(text);
    if (url && /:\/\//.test(text)) {
      if (!ownHost(url.host)) return true;
    }
    const path = url && /:\/\//.test(text) ? text.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*\/?/, '') : text;
    const owner = path.includes('/') ? path.split('/')[0] : /^(?:repo|repository)$/.test(key) ? undefined : path;
    return owner !== undefined && !owners.has(owner);
  };
  for (const e of entries) {
    const key = e.key.toLowerCase();
    if (STORE_HOST_KEY.test(key) && !siteOfLogin(e) && hostForeign(e.value)) return true;
    if (STORE_OWNER_KEY.test(key) && ownerForeign(key, e.value)) return true;
  }
  for (const command of commands) {
    // Views join argv with spaces and keep spaces inside one argument as no-break spaces (joinArgv),
    // which \s would split on.
    const tokens = command.split(/ +/).filter(Boolean);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] ?? '';
      const env = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(token);
      if (env && !token.startsWith('-')) {
        if (STORE_HOST_KEY.test((env[1] ?? '').toLowerCase()) && hostForeign(env[2] ?? '')) return true;
        continue;
      }
      const flag = /^--?([A-Za-z][A-Za-z0-9-]*)(?:=(.*))?$/.exec(token);
      if (!flag) continue;
      const name = (flag[1] ?? '').toLowerCase();
      const value = flag[2] ?? tokens[i + 1] ?? '';
      if (name === 'kubeconfig') return true;
      if ((name === 's' || STORE_HOST_KEY.test(name)) && hostForeign(value)) return true;
      if ((name === 'r' || STORE_OWNER_KEY.test(name)) && ownerForeign(name === 'r' ? 'repo' : name, value)) return true;
    }
  }
  return false;
}

/** Verbs of an operation that removes or ends something, as a tool's name spells them. */
const ENDING_VERBS = new Set(['delete', 'terminate', 'drop', 'destroy', 'purge', 'remove', 'erase', 'reset', 'archive', 'deactivate', 'uninstall', 'cancel']);
/** Further verbs of a tool's name that stop, clear or silence something: with ENDING_VERBS, no call of theirs only reads. */
const STOPPING_VERBS = new Set(['deletes', 'drops', 'wipe', 'truncate', 'clear', 'disable', 'stop', 'suspend', 'pause', 'close', 'kill', 'unpublish', 'mute', 'silence']);
/** The ending verbs after which the object is gone: a request asking in its own language to remove it asks for any of them. */
const REMOVING_VERBS = new Set(['delete', 'terminate', 'drop', 'destroy', 'purge', 'remove', 'erase', 'uninstall']);

/**
 * The inflections of a verb a request may use (`drop`, `drops`, `dropped`, `dropping`; `delete`, `deleting`).
 * @param {string} verb
 */
function verbForms(verb) {
  const stem = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  const last = verb.slice(-1);
  return new Set([verb, `${verb}s`, `${verb}es`, `${stem}ed`, `${stem}ing`, `${verb}${last}ed`, `${verb}${last}ing`]);
}

/** Kinds of object a tool's name or a request may name, each with its one canonical spelling. */
const OBJECT_KINDS = new Map(Object.entries({
  database: 'database', db: 'database', table: 'table', schema: 'schema', collection: 'collection', index: 'index',
  bucket: 'bucket', object: 'object', file: 'file', folder: 'folder', directory: 'folder', dir: 'folder',
  instance: 'instance', vm: 'instance', server: 'instance', cluster: 'cluster', node: 'node', pod: 'pod',
  volume: 'volume', disk: 'volume', snapshot: 'snapshot', backup: 'backup', image: 'image', container: 'container',
  repository: 'repository', repo: 'repository', branch: 'branch', tag: 'tag', user: 'user', account: 'account',
  project: 'project', namespace: 'namespace', deployment: 'deployment', service: 'service', queue: 'queue',
  topic: 'topic', key: 'key', secret: 'secret', domain: 'domain', zone: 'zone', record: 'record', channel: 'channel',
  group: 'group', role: 'role', subscription: 'subscription', order: 'order', invoice: 'invoice', webhook: 'webhook',
}));

/**
 * The kind a word names, singular or plural (`tables` → table, `repositories` → repository).
 * @param {string} word
 */
function kindOf(word) {
  const forms = [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];
  for (const f of forms) { const k = OBJECT_KINDS.get(f); if (k) return k; }
  return undefined;
}

/**
 * Keys that say where the object lives (`region: eu-west-1`, `datacenter: tarim-dc`), not which object the call acts on:
 * the request that names the bucket or the machine need not name its region.
 */
const RESOURCE_PLACE_KEY = /^(?:region|zone|availability_?zone|az|datacenter|data_?center|dc)$/;

/** Keys whose value is the agent's own prose about the call, not an object it acts on. */
const NOTE_KEY = /^(?:reason|note|notes|comment|comments|description|message|justification|summary|memo|why)$/;

/**
 * Whether the user's request asks for this very operation on these very objects (`Please delete the branch
 * feature-old-7, it is merged`): the request holds the verb of the tool's name (`delete_branch`) as a whole word or
 * one of its inflections, every value the call acts on (each identifier, name or path, each item of a list; only
 * prose under a note key such as `reason` is left aside) as a word of its own, and, where both the tool's name and
 * the request name a kind of object, the same kind (a request about a table does not ask for `drop_database`).
 * Only the caller's request counts: a reason or note among the arguments is the agent's to write.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} toolWords  the tool name's words
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {readonly string[]} [removalWords]  settings.removalRequests: words asking to remove, in many languages (requested.js)
 */
export function operationRequestedByName(context, toolWords, entries, removalWords = []) {
  const verbs = toolWords.filter((w) => ENDING_VERBS.has(w));
  if (!verbs.length) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const wordSet = new Set(words);
  // The verb itself, or, for a verb that makes its object gone, a word of the request's own language asking to remove.
  const named = verbs.some((v) => [...verbForms(v)].some((f) => wordSet.has(f)));
  if (!named && !(verbs.some((v) => REMOVING_VERBS.has(v)) && holdsRequestWord(text, removalWords))) return false;
  const toolKinds = new Set(toolWords.map(kindOf).filter(Boolean));
  const requestKinds = new Set(words.map(kindOf).filter(Boolean));
  if (toolKinds.size && requestKinds.size && ![...toolKinds].some((k) => requestKinds.has(k))) return false;
  const tokens = new Set(text.split(/[\s,;:()[\]{}'"`«»“”、，。：（）「」]+/u).map((t) => t.replace(/[.!?]+$/, '')).filter(Boolean));
  const objects = entries.filter((e) => !NOTE_KEY.test(e.key) && !RESOURCE_PLACE_KEY.test(e.key)).map((e) => e.value.trim().toLowerCase()).filter(Boolean);
  if (!objects.length) return false;
  return objects.every((v) => (/\s/.test(v) ? v.length <= 200 && ` ${text} `.includes(` ${v} `) : tokens.has(v)));
}

/** Content long enough that finding it in the request means the user wrote it out (a key, a line of config). */
const MIN_DICTATED = 20;

/**
 * Whether a file tool writes what the user dictated where the user said (`Add my laptop key to ~/.ssh/authorized_keys:
 * ssh-ed25519 AAAA… me@laptop`): every value of the call (the path, the content, any mode) is found whole in the user's
 * request, and one of them, the content, is at least MIN_DICTATED characters. Only the caller's request counts, and
 * only a tool that is not a shell: a shell line may do more than the words it quotes.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 */
export function contentDictated(context, entries) {
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const text = request.slice(0, 4000).toLowerCase();
  // How the tool writes (`mode: append`) is the tool's manner, not a value the user dictates.
  const values = entries.filter((e) => !NOTE_KEY.test(e.key) && !(WRITE_MODE_KEY.test(e.key) && WRITE_MODES.has(e.value.trim().toLowerCase()))).map((e) => ({ key: e.key, value: e.value.trim().toLowerCase() })).filter((e) => e.value);
  if (!values.some((e) => e.value.length >= MIN_DICTATED)) return false;
  // A public key the user wrote out goes where an account lists its login keys: the request need not name that file.
  const keyDictated = values.some((e) => SSH_PUBLIC_KEY_LINE.test(e.value) && text.includes(e.value));
  return values.every(
    (e) => e.value.length <= 4000 && (text.includes(e.value) || ownFileNamed(e.key, e.value, text) || (keyDictated && PATH_KEY.test(e.key) && OWN_AUTHORIZED_KEYS.test(e.value))),
  );
}

/**
 * One shell line that only writes a quoted text to a file (`echo 'ssh-ed25519 AAAA… me@laptop' >> ~/.ssh/authorized_keys`):
 * the text in single quotes, or in double quotes with nothing bash would expand, and one plain target path.
 */
const ECHO_TO_FILE = /^\s*(?:echo|printf(?: '%s\\n')?)\s+(?:'([^'\n]{1,4000})'|"([^"$`\\\n]{1,4000})")\s*>>?\s*([~\w./-]{1,255})\s*;?\s*$/;

/**
 * Whether a shell line does nothing but write the text the user dictated into a file the user named (the shell form of
 * contentDictated): the text is found whole in the request and is at least MIN_DICTATED characters, and the path is
 * written out in the request or, in the agent's own home, named by its file name. A second command, a substitution or
 * any other text keeps the rules.
 * @param {import('./context.js').ActionContext} context @param {string} script  the call's only shell line
 */
export function shellLineDictated(context, script) {
  if (script.length > 4400) return false;
  const m = ECHO_TO_FILE.exec(script);
  if (!m) return false;
  const content = (m[1] ?? m[2] ?? '').trim();
  const target = m[3] ?? '';
  if (content.length < MIN_DICTATED) return false;
  return contentDictated(context, [
    { key: 'content', path: ['content'], value: content },
    { key: 'path', path: ['path'], value: target },
  ]);
}

/** One SSH public key line, lower-cased: its type, its base64 body and at most a comment (no options such as `command=`). */
const SSH_PUBLIC_KEY_LINE = /^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) aaaa[a-z0-9+/]{20,8000}={0,3}(?: [^\s'"`$;&|<>]{1,100})?$/;
/** The login-key file of the account the call runs as (the home as `~`). */
const OWN_AUTHORIZED_KEYS = /^~\/\.ssh\/authorized_keys$/;

/** Keys saying how a file tool writes, and the values that only say so. */
export const WRITE_MODE_KEY = /^(?:mode|write_mode|open_mode)$/;
const WRITE_MODES = new Set(['append', 'a', 'write', 'w', 'overwrite', 'create', 'replace']);
/** Keys naming the file a file tool writes. */
export const PATH_KEY = /^(?:path|file|file_path|filepath|filename|target|target_file|target_path)$/;

/**
 * A path in the agent's own home that the request names by its file name (`add my key to authorized_keys` for
 * `~/.ssh/authorized_keys`): the user's own account's file, named as people name it.
 * @param {string} key @param {string} value  lower-cased @param {string} text  the request, lower-cased
 */
function ownFileNamed(key, value, text) {
  if (!PATH_KEY.test(key) || !value.startsWith('~/') || value.includes('..')) return false;
  const base = value.slice(value.lastIndexOf('/') + 1);
  return base.length >= 6 && text.split(/[\s,;:()[\]{}'"`«»“”]+/u).some((t) => t.replace(/[.!?]+$/, '') === base);
}

/** Arguments naming whom a handover takes from, and whom it gives to (`from_user`/`to_user`, `old_owner`/`new_owner`). */
const HANDOVER_FROM = /^(?:from|old|current|previous|prior|source|departing|leaver)_?(?:user|owner|email|account|user_?email|owner_?email)$|^(?:previous_?owner|leaver|departing)$/;
const HANDOVER_TO = /^(?:to|new|target|destination|receiving|successor)_?(?:user|owner|email|account|user_?email|owner_?email)$|^successor$/;

/**
 * Whether an ownership handover keeps what it moves in the organisation: the call names the owner it takes from and
 * the one it gives to by address (`from_user`/`to_user`; a bare `from` or `source` key is no owner), both in the same
 * domain, that domain is the organisation's own (`internalEmailDomains`, the user's, `org_domain`) and no personal
 * webmail one (a leaver's files handed to their manager or to the records archive, as offboarding does). A handover
 * between two addresses of an outside domain does not count.
 * @param {readonly string[]} toolWords @param {readonly import('./tools.js').Entry[]} entries @param {readonly string[]} personalDomains
 * @param {readonly string[]} internal  internal e-mail domains (settings and the user's own) @param {import('./context.js').ActionContext} context
 */
export function handoverWithinOrganisation(toolWords, entries, personalDomains, internal, context) {
  if (!toolWords.some((w) => /^(?:transfer|handover|reassign|owner|ownership)$/.test(w))) return false;
  const domainOf = (/** @type {string} */ v) => emailDomain(v.trim().toLowerCase());
  const from = entries.filter((e) => HANDOVER_FROM.test(e.key.toLowerCase())).map((e) => domainOf(e.value));
  const to = entries.filter((e) => HANDOVER_TO.test(e.key.toLowerCase())).map((e) => domainOf(e.value));
  if (from.length !== 1 || !to.length || from[0] === undefined) return false;
  const personal = new Set(personalDomains.map((d) => d.toLowerCase()));
  const own = ownDomains(entries, internal, context);
  return own.size > 0 && inDomains(from[0], own) && !inDomains(from[0], personal) && to.every((d) => d === from[0]);
}

/** Keys of a call-back or out-of-band verification record (`callback_ticket`, `call_back_ref`, `verification_ticket`). */
const CALLBACK_KEY = /^(?:call_?back|verification|verify|out_?of_?band|oob)(?:_?(?:ticket|ref|reference|id|case|record|number|no))?$/;
/** A reference of a record: letters, digits and separators, holding a digit (`CB-156885`, `VER/2024/77`). */
const RECORD_REF = /^(?=[^\s]*\d)[A-Za-z0-9][A-Za-z0-9._/-]{3,39}$/;

/**
 * Whether a change of bank details was verified by a call-back on record: a context field named for a call-back or
 * verification record holds a reference (`callback_ticket: CB-156885`: the platform's record), or an argument so
 * named holds one that the user's own request writes out whole ("I called them back, call-back ticket CB-156885").
 * A reference only the call holds may have been copied from the very message that asks for the change; an empty or
 * negative one (`null`, `pending`) is none.
 * @param {readonly import('./tools.js').Entry[]} entries  the call's arguments
 * @param {import('./context.js').ActionContext} context
 */
export function callbackRecorded(entries, context) {
  const isRef = (/** @type {string} */ v) => RECORD_REF.test(v) && !NEGATIVE.test(v);
  if (firstFields(context, 200).some((f) => CALLBACK_KEY.test(f.lower) && typeof f.value === 'string' && isRef(f.value.trim()))) return true;
  const request = userRequest(context);
  if (typeof request !== 'string') return false;
  const refs = entries.filter((e) => CALLBACK_KEY.test(e.key)).map((e) => e.value.trim()).filter(isRef);
  const text = request.slice(0, 2000).toLowerCase();
  return refs.some((r) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(r.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u').test(text));
}
