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
//                           says it serves public web assets (`acme-public-website-assets`): a name
//                           with a word of publicAssetStoreWords besides `public`
//   forward target internal every address a forwarding argument sends mail to is in an internal
//                           domain: internalEmailDomains, the user's own domain, the context's
//                           `org_domain`, or the domain of the mailbox the rule is set on (`mailbox`,
//                           `user`, the `to` of the filter's criteria)

import { firstFields } from './context.js';

const APPROVAL_KEY = /approv|sign_?off/;
/** Approval limits and thresholds are amounts, not approvals (limits.js reads them). */
const LIMIT_KEY = /(?:^|_)(?:limit|threshold|cap|ceiling|max|maximum|required|needed|requirement)(?:_|$)/;
const TICKET_KEY = /ticket|change_?request|^cr$|^chg$/;
const NEGATIVE = /^(?:false|no\b|none|null|not\b|never|pending|missing|unknown|n\/a|skipped|skip|bypass|waived|rejected|denied|declined|required|requested|awaiting|0$)/i;
/** An approval said to come through a channel anyone can fake is a claim, not a record. */
const CLAIMED = /e-?mail|\bsms\b|\btext(?:ed)?\b|whats ?app|telegram|\bchat\b|slack message|\bcall(?:ed)?\b|phone|voice|verbal|\bsaid\b|\bsays\b|claim|\bper\b|according to|forwarded/i;
const APPROVED_WORD = /\bapproved\b/i;
const NOT_APPROVED = /\b(?:not|un|never|no longer)[\s-]*approved\b|\bapproval (?:pending|missing|required)\b/i;

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
        if (!CLAIMED.test(s)) approved = true;
      }
    } else if (TICKET_KEY.test(k) && typeof v === 'string' && APPROVED_WORD.test(v) && !NOT_APPROVED.test(v) && !CLAIMED.test(v)) approved = true;
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

/**
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {readonly string[]} internal  internal e-mail domains (settings and the user's own)
 * @param {import('./context.js').ActionContext} context
 */
export function forwardTargetInternal(entries, internal, context) {
  const domain = (/** @type {string} */ s) => EMAIL.exec(s.trim())?.[1]?.toLowerCase();
  const forwarding = (/** @type {import('./tools.js').Entry} */ e) => e.path.some((p) => FORWARD_KEY.test(p));
  const targets = entries.filter(forwarding).map((e) => domain(e.value));
  if (!targets.length || targets.some((d) => d === undefined)) return false;
  const own = new Set(internal.map((d) => d.toLowerCase()));
  const org = context.record['org_domain'];
  if (typeof org === 'string' && org.trim()) own.add(org.trim().toLowerCase());
  for (const e of entries) {
    if (!MAILBOX_KEYS.has(e.key) || forwarding(e)) continue;
    const d = domain(e.value);
    if (d) own.add(d);
  }
  return targets.every((d) => d !== undefined && [...own].some((o) => d === o || d.endsWith(`.${o}`)));
}
