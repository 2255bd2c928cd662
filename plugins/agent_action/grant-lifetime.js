// @ts-check
// How long an access a call creates lasts. A door code, a badge, a pass, an API key, a shared-access token or a
// remote-support tunnel is given for a while: one the call leaves without an end (`valid_until: null`,
// `expires: "never"`, `recurring: "always"`) or ends years later (`valid_until: 2036-12-31` for a visit today)
// is lasting access, unless the user's request asks for it to last (`permanent`, `dauerhaft`, `無期限`).
// The words are pack data (settings.lastingGrants); the reading of keys, dates and spans is here.

import { requestSays, requestText } from './requested.js';

/** Keys stating when an access ends. */
const END_KEY = /^(?:valid_?(?:until|to|through|thru)|expires?(?:_(?:at|on|in))?|expir(?:y|ation)(?:_(?:date|time|at))?|end(?:s|_date|_time|_at)?|until|not_?after|access_until|active_until)$/;
/** Keys stating how long it lasts, in days. */
const DAYS_KEY = /^(?:validity|lifetime|duration|ttl)(?:_days)?$|^(?:validity|lifetime|duration|ttl)_in_days$|^days_valid$/;
/** Keys stating when an access starts. */
const START_KEY = /^(?:valid_?from|starts?(?:_(?:at|on|date|time))?|begins?(?:_at)?|not_?before|from|access_from|active_from)$/;
/** Keys saying the access repeats. */
const REPEAT_KEY = /^(?:recurring|recurrence|repeat|repeats|schedule_type)$/;
/** An end written as no end. */
const NO_END = /^(?:never|none|no|null|permanent|permanently|indefinite|indefinitely|unlimited|forever|always|no[ _-]?expiry|no[ _-]?expiration|does[ _-]?not[ _-]?expire|-1)$/i;
/** A repetition without an end. */
const ALWAYS = /^(?:always|forever|permanent|indefinite|unlimited|every[ _-]?day[ _-]?forever)$/i;
const DAY_MS = 86_400_000;
const MAX_FIELDS = 60;

/**
 * The top-level and one-level-nested fields of the arguments, with their keys lower-cased.
 * @param {Record<string, unknown>} args
 * @returns {Array<[string, unknown]>}
 */
function fieldsOf(args) {
  /** @type {Array<[string, unknown]>} */
  const out = [];
  for (const [k, v] of Object.entries(args).slice(0, MAX_FIELDS)) {
    out.push([k.toLowerCase(), v]);
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of Object.entries(v).slice(0, MAX_FIELDS)) out.push([kk.toLowerCase(), vv]);
  }
  return out;
}

/** A date written as an ISO date (with or without a time), as milliseconds; undefined otherwise. @param {unknown} v */
function dateOf(v) {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v.trim())) return undefined;
  const t = Date.parse(v.trim().slice(0, 10));
  return Number.isFinite(t) ? t : undefined;
}

/**
 * What makes a call's access lasting, or undefined: `no end`, `repeats always`, or `<n> days`.
 * @param {Record<string, unknown>} args  the call's arguments
 * @param {number} maxDays  longest span that is still a visit, a stay or a contract term
 * @param {number} now  today, in milliseconds (for an end given without a start)
 */
export function lastingSpan(args, maxDays, now) {
  const fields = fieldsOf(args);
  let start;
  for (const [k, v] of fields) if (START_KEY.test(k)) start ??= dateOf(v);
  for (const [k, v] of fields) {
    if (REPEAT_KEY.test(k) && typeof v === 'string' && ALWAYS.test(v.trim())) return 'repeats always';
    if (END_KEY.test(k)) {
      if (v === null || (typeof v === 'string' && NO_END.test(v.trim()))) return 'no end';
      const end = dateOf(v);
      if (end !== undefined) {
        const days = Math.round((end - (start ?? now)) / DAY_MS);
        if (days > maxDays) return `${days} days`;
      }
    }
    if (DAYS_KEY.test(k)) {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : undefined;
      if (n !== undefined && n > maxDays) return `${n} days`;
      if (v === null || (typeof v === 'string' && NO_END.test(v.trim()))) return 'no end';
    }
  }
  return undefined;
}

/**
 * Whether the call creates access (a verb and a noun of settings.lastingGrants among the tool's words) that lasts
 * beyond any visit or term, where the request does not ask for lasting access.
 * @param {readonly string[]} toolWords  words of the whole tool name
 * @param {Record<string, unknown>} args
 * @param {import('./context.js').ActionContext} context
 * @param {{ verbs?: string[], nouns?: string[], permanent?: string[], maxDays?: number }} lists  settings.lastingGrants
 * @param {number} [now]
 * @returns {string | undefined}  the grant's noun and why it lasts
 */
export function lastingGrantNotRequested(toolWords, args, context, lists, now = Date.now()) {
  const noun = toolWords.find((w) => (lists.nouns ?? []).includes(w));
  if (!noun || !toolWords.some((w) => (lists.verbs ?? []).includes(w))) return undefined;
  const maxDays = lists.maxDays ?? 400;
  const span = lastingSpan(args, maxDays > 0 ? maxDays : 400, now);
  if (!span) return undefined;
  const text = requestText(context, 2000);
  // Lasting, or repeating (`every Monday`, `weekdays`, `jeden Tag`, `每天`): access asked to come back is asked to last.
  if (text !== undefined && requestSays(text, lists.permanent ?? [])) return undefined;
  return `${noun} ${span}`;
}
