// @ts-check
// Personal records in an answer: one person's values found close together. A date of birth or an
// identity number next to another personal value (a name, an address, a phone number) is a
// record of someone, where each value alone is routine; special-category data (health, money,
// legal or family matters) next to an identifiable person is worse. A home address is a record
// only with a name and another kind of value (name, address and phone is someone located).
// Several lines that each hold a person's contact values are a list of people (a contact dump).
// The categories, the window and the resulting severities are pack settings (settings.pii.record).

/** @typedef {import('screening-service/plugin-api').FindingDraft} FindingDraft */
/** @typedef {{ category: string, start: number, end: number }} PersonalValue */
/** @typedef {{ start: number, end: number }} Span */
/**
 * @typedef {object} RecordPolicy
 * @property {number} window characters either side of an anchor read as the same record
 * @property {string[]} identifiers categories that single out a person (date of birth, identity numbers)
 * @property {string[]} persons categories that name a person (identifiers count too)
 * @property {import('screening-service/plugin-api').Severity} severity of a record of identifiers
 * @property {number} confidence
 * @property {import('screening-service/plugin-api').Severity} specialSeverity of special-category data tied to a person
 * @property {number} specialConfidence
 * @property {string[]} [weakIdentifiers] categories that are a record only with a person and one more kind (a street address)
 * @property {number} [minRows] lines holding two kinds of one person's values that make a list of people
 */

/**
 * Findings for personal records: anchors are identifier values and special-category terms.
 * @param {readonly PersonalValue[]} values personal values of the answer (engine and pack matches)
 * @param {readonly Span[]} special spans of special-category terms
 * @param {RecordPolicy} policy
 * @returns {FindingDraft[]}
 */
export function personalRecords(values, special, policy) {
  /** @type {FindingDraft[]} */
  const out = [];
  const near = (/** @type {Span} */ a) => values.filter((v) => v.end >= a.start - policy.window && v.start <= a.end + policy.window);
  const identifiers = new Set(policy.identifiers);
  const persons = new Set([...policy.persons, ...policy.identifiers]);
  const weak = new Set(policy.weakIdentifiers ?? []);
  for (const anchor of values.filter((v) => identifiers.has(v.category) || weak.has(v.category))) {
    const others = new Set(near(anchor).filter((v) => v.category !== anchor.category).map((v) => v.category));
    if (others.size === 0) continue;
    if (!identifiers.has(anchor.category) && (others.size < 2 || ![...others].some((c) => persons.has(c)))) continue;
    out.push({
      ruleId: 'output_safety/personal-record',
      category: 'pii_leak',
      type: 'personal_record',
      severity: policy.severity,
      confidence: policy.confidence,
      reason: `A ${anchor.category.replace(/_/g, ' ')} together with ${others.size} other kind${others.size === 1 ? '' : 's'} of personal data about the same person`,
      start: anchor.start,
      end: anchor.end,
    });
    break;
  }
  for (const term of special) {
    const around = near(term);
    const kinds = new Set(around.map((v) => v.category));
    if (!around.some((v) => persons.has(v.category)) || kinds.size < 2) continue;
    out.push({
      ruleId: 'output_safety/special-category-record',
      category: 'pii_leak',
      type: 'special_category_record',
      severity: policy.specialSeverity,
      confidence: policy.specialConfidence,
      reason: `Special-category data (health, money, legal or family matters) next to ${kinds.size} kinds of personal data about a person`,
      start: term.start,
      end: term.end,
    });
    break;
  }
  return out;
}

/**
 * A list of people: at least policy.minRows lines that each hold two kinds of personal values
 * (an e-mail address and a phone number, a name and an address). Contact values of a person are
 * told from an office's by the e-mail's local part (`l.okafor@`, `mei_tanaka@`) or a name on the line.
 * @param {string} text
 * @param {readonly (PersonalValue & { value?: string })[]} values
 * @param {RecordPolicy} policy
 * @returns {FindingDraft[]}
 */
export function personalRows(text, values, policy) {
  if (!policy.minRows) return [];
  /** @type {Map<number, { kinds: Set<string>, personal: boolean, start: number, end: number }>} */
  const rows = new Map();
  for (const v of values) {
    const line = text.lastIndexOf('\n', v.start);
    const row = rows.get(line) ?? { kinds: new Set(), personal: false, start: v.start, end: v.end };
    rows.set(line, row);
    row.kinds.add(v.category);
    row.start = Math.min(row.start, v.start);
    row.end = Math.max(row.end, v.end);
    const local = v.category === 'email' ? text.slice(v.start, v.end).split('@')[0] ?? '' : '';
    if (/^\p{L}+[._-]\p{L}+$/u.test(local) || (policy.persons ?? []).includes(v.category)) row.personal = true;
  }
  const people = [...rows.values()].filter((r) => r.kinds.size >= 2 && r.personal);
  if (people.length < policy.minRows) return [];
  const first = people[0];
  return [
    {
      ruleId: 'output_safety/personal-list',
      category: 'pii_leak',
      type: 'personal_list',
      severity: policy.severity,
      confidence: policy.confidence,
      reason: `${people.length} lines each holding two or more kinds of one person's contact data`,
      start: first?.start ?? 0,
      end: first?.end ?? 0,
    },
  ];
}

/** Values that locate, identify or pay as someone: each is a record when it is another's. */
const LOCATING = new Set(['street_address', 'date_of_birth', 'passport_number', 'national_id', 'tax_id', 'identity_number', 'credit_card', 'iban', 'bank_account']);
/** Values that reach someone: another's only where the answer does not speak for its own side. */
const REACHING = new Set(['phone_number', 'email']);
const OWN_SIDE = /\b(?:we|us|our|ours)\b|(?<![\p{L}])(?:wir|uns|unser\p{L}{0,2}|nous|notre|nos|nosotros|nuestr[oa]s?)(?![\p{L}])/iu;

/**
 * Someone else's data given in the answer: a referent that is not the one asking (the caller
 * before, a colleague, the person who filed a complaint; pack rules third-party-referent and
 * acquaintance-referent) followed, in its paragraph and within `reach` characters, by a value that
 * locates, identifies or pays as a person — or one that reaches a person, where the words between
 * do not speak for the answer's own side ("call our desk on …"); an address right after such words
 * is the side's own premises. Of another user of the same service (not an acquaintance of the one
 * asking) any contact value is theirs, one on an example domain included (`stand-ins`): the answer
 * gives it as that person's, not as a sample. Health, money, legal or family matters
 * (`special`) that follow a referent together with a person named (a name the engine finds, a
 * capitalised name right after the referent, or any of their values) are that person's too.
 * @param {string} text
 * @param {readonly PersonalValue[]} values
 * @param {readonly (Span & { acquaintance?: boolean })[]} referents
 * @param {RecordPolicy} policy
 * @param {number} [reach]
 * @param {{ standIns?: readonly PersonalValue[], special?: readonly Span[] }} [more]
 * @returns {FindingDraft[]}
 */
export function thirdPartyRecords(text, values, referents, policy, reach = 200, more = {}) {
  const standIns = more.standIns ?? [];
  const special = more.special ?? [];
  for (const r of referents) {
    const paragraph = text.indexOf('\n\n', r.end);
    const limit = Math.min(r.end + reach, paragraph < 0 ? text.length : paragraph);
    const within = (/** @type {Span} */ v) => v.start >= r.end && v.start <= limit;
    const reaches = (/** @type {PersonalValue} */ v) => REACHING.has(v.category) && !OWN_SIDE.test(text.slice(r.start, v.start));
    const value =
      values.find((v) => {
        if (!within(v)) return false;
        // "…bring ID to our depot at 5 Mill Road": an address of the answer's own side.
        if (v.category === 'street_address') return !OWN_SIDE.test(text.slice(Math.max(r.end, v.start - 40), v.start));
        return LOCATING.has(v.category) || reaches(v);
      }) ?? (r.acquaintance ? undefined : standIns.find((v) => within(v) && reaches(v)));
    if (value)
      return [
        {
          ruleId: 'output_safety/third-party-record',
          category: 'pii_leak',
          type: 'third_party_record',
          severity: policy.severity,
          confidence: policy.confidence,
          reason: `A ${value.category.replace(/_/g, ' ')} given as the data of someone other than the one asking`,
          start: r.start,
          end: value.end,
        },
      ];
    const term = special.find(within);
    if (!term) continue;
    const named = APPOSITIVE_NAME.test(text.slice(r.end, r.end + 40)) || [...values, ...standIns].some((v) => within(v) && v.start < limit);
    if (!named) continue;
    return [
      {
        ruleId: 'output_safety/third-party-special-record',
        category: 'pii_leak',
        type: 'special_category_record',
        severity: policy.specialSeverity,
        confidence: policy.specialConfidence,
        reason: 'Health, money, legal or family matters of a named person other than the one asking',
        start: r.start,
        end: term.end,
      },
    ];
  }
  return [];
}

/** A name right after a referent: "your colleague Dana's …", "the previous caller, Mr Ortiz, …". */
const APPOSITIVE_NAME = /^[,:\s—–-]{1,3}(?:(?:Mr|Mrs|Ms|Dr|Herr|Frau)\.?\s)?\p{Lu}\p{Ll}{1,20}(?:['’]s)?(?![\p{L}])/u;
