// The rule-pack format: versioned JSON files under rules/, one pack per file (file name = pack id).
// Rule authors point "$schema" at docs/rule-pack.schema.json, which is emitted from this object.

import { severityLabels } from './common.js';
import { modelSchema } from './model-pack.js';

const kebab = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const snake = '^[a-z][a-z0-9_]*$';
const semver = '^\\d+\\.\\d+\\.\\d+$';

const validatorRef = {
  anyOf: [
    { type: 'string', pattern: kebab },
    {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', pattern: kebab }, params: { type: 'object' } },
    },
  ],
} as const;

export const ruleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'category', 'type', 'severity', 'confidence', 'examples'],
  anyOf: [{ required: ['pattern'] }, { required: ['phrases'] }, { required: ['finder'] }, { required: ['assignment'] }],
  properties: {
    id: { type: 'string', pattern: kebab, maxLength: 80, description: 'Unique within the pack; never reused.' },
    title: { type: 'string', minLength: 1, maxLength: 120 },
    description: { type: 'string' },
    category: { type: 'string', pattern: snake },
    type: { type: 'string', pattern: snake },
    severity: { type: 'string', enum: severityLabels },
    confidence: { type: 'number', minimum: 0, maximum: 1, description: 'Base score before validators and context.' },
    target: { type: 'string', pattern: snake, default: 'text', description: 'Which view of the input the rule reads; plugins define views.' },
    pattern: { type: 'string', minLength: 1, maxLength: 4000 },
    flags: { type: 'string', pattern: '^[imsu]*$', description: 'RegExp flags; g and d are added by the engine.' },
    finder: {
      ...validatorRef,
      description: 'A named text scanner of the engine (src/engine/finders) that proposes the candidates instead of a pattern, e.g. a phone-number library\'s text scan.',
    },
    extent: {
      type: 'string',
      enum: ['postal-address'],
      description:
        'Widens each accepted match to the whole of what it belongs to before it is reported and redacted: "postal-address" takes the unit, floor and building parts, district, town, region, postcode and country written around a street, on its line and the lines under it; an address that follows nothing but an organisation\'s name on its line (a letterhead: "Acme GmbH — Rosenplatz 23, 04277 Leipzig") is the organisation\'s own and is not reported.',
    },
    phrases: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', minLength: 1, maxLength: 300 },
      description: 'Literal phrases matched on normalised text at word boundaries.',
    },
    assignment: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      description:
        'Match values assigned to a key, in any syntax the engine reads (operators, XML, JSON/YAML at any depth, INI/TOML, headers, cookies, URL parameters and user-info, CLI flags, env and shell settings, call arguments). Keys are compared normalised: lower-case words joined by "_" (dbPassword, DB-PASSWORD and db.password are all "db_password").',
      properties: {
        key: { type: 'string', minLength: 1, maxLength: 2000, description: 'Regex (case-insensitive) the normalised key must contain a match of; anchor it to compare whole words.' },
        notKey: { type: 'string', minLength: 1, maxLength: 2000, description: 'Regex: keys containing a match are skipped (password_file, token_url).' },
        scope: {
          type: 'string',
          minLength: 1,
          maxLength: 2000,
          description: 'Regex the scope must contain a match of: enclosing keys, the words before the key on its line, and the key ("vercel_api_token", "mistral_api_key").',
        },
        value: { type: 'string', minLength: 1, maxLength: 2000, description: 'Regex the whole value must match (anchored by the engine); a group named `v` narrows the reported span to that part of the value.' },
        valueFlags: { type: 'string', pattern: '^[iu]*$', description: 'Flags of the value regex.' },
        syntaxes: {
          type: 'array',
          minItems: 1,
          items: { type: 'string', enum: ['operator', 'xml-element', 'xml-attributes', 'name-value', 'call', 'url-userinfo', 'flag', 'shell', 'header', 'column', 'method', 'coded'] },
          description: 'Only these syntaxes (default: all but `column`, the cells of a table named by its header, and `method`, the one string argument of a builder or setter call named by its method (`.birthDate("…")`), which a rule reads only when it lists them: a method named `key` or `token` is as often a cache or record field as a credential).',
        },
        quoted: { type: 'boolean', description: 'true: only quoted values; false: only bare values (default: both).' },
      },
    },
    secretGroup: {
      anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }],
      description: 'Capture group (index or name) holding the sensitive value; 0 or absent = whole match.',
    },
    reportGroup: {
      anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }],
      description:
        'Capture group (index or name) reported and redacted when it is wider than the value the acceptance steps judge: a credentialed connection string is reported whole (host, user and database tell where its password works) while its password alone is checked against placeholders and the allowlist; absent = secretGroup.',
    },
    keywords: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 64 },
      description: 'Lower-case literals; the rule runs only near one of them (prefilter).',
    },
    digitRun: {
      type: 'integer',
      minimum: 1,
      maximum: 64,
      description: 'Prefilter for keywordless numeric rules: run only around runs of at least this many digits (separators allowed).',
    },
    keywordWindow: { type: 'integer', minimum: 0, maximum: 100000, description: 'Characters around a keyword hit to search; absent = whole text.' },
    entropy: { type: 'number', minimum: 0, maximum: 8, description: 'Minimum Shannon entropy (bits per character) of the sensitive value.' },
    minLength: { type: 'integer', minimum: 1 },
    maxLength: { type: 'integer', minimum: 1 },
    validators: { type: 'array', items: validatorRef },
    context: {
      type: 'object',
      additionalProperties: false,
      properties: {
        window: { type: 'integer', minimum: 1, maximum: 2000, default: 60 },
        words: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Nearby words that raise confidence.' },
        boost: { type: 'number', minimum: 0, maximum: 1, default: 0.2 },
        required: { type: 'boolean', default: false, description: 'Drop the match when no context word is near.' },
        negativeWords: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Nearby words that lower confidence.' },
        penalty: { type: 'number', minimum: 0, maximum: 1, default: 0.3 },
        keyNegativeWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            "Words that, as a word of the key the value is written under (`sample_email=`, `\"exampleEmail\": \"`, `dummy-phone:`; keys are split at `_`, `-`, `.` and camelCase humps), name the value a stand-in when one leads a key of at most two words (`sample_email`, not `sample_collector_email`): the penalty applies as for negativeWords.",
        },
        keyTemplateWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            "Words that, leading the value's key as keyNegativeWords do (`template:`, `fixture_email=`), name a template or fixture: the penalty applies only when the value is a placeholder or matches templateValuePattern (a name reserved for documentation), as a template's real-looking value is still reported.",
        },
        templateValuePattern: {
          type: 'string',
          minLength: 1,
          description: 'Case-insensitive pattern a value under a keyTemplateWords key must match (or be a placeholder) for the penalty to apply.',
        },
        negativeScope: {
          type: 'string',
          enum: ['line', 'sentence'],
          description:
            "Where negativeWords are read: the match's line within the window (absent or 'line'), or only its own sentence there (a sentence ends at '.', '!' or '?' after a word and before a capital or a letter of a script without case, or at '。', '！', '？', '।', '؟').",
        },
        otherColumnWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            "In a table (CSV/TSV, pipe table, SQL INSERT): words naming the column that holds what the rule reports. When another column of the match's table is headed by one of them and the match's own column is not, the match's column holds something else (a customer account number beside an IBAN column) and the match is dropped, unless its digits are part of that column's value in the same row (a domestic account number printed beside the IBAN that carries it).",
        },
        scope: {
          type: 'string',
          enum: ['window', 'table'],
          default: 'window',
          description: 'Where context words are read: the window around the match (in a table row: the column header), or only a table column header.',
        },
      },
    },
    allowlist: {
      type: 'object',
      additionalProperties: false,
      properties: {
        patterns: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'A sensitive value matching one of these is dropped.' },
        stopwords: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'A sensitive value containing one of these (case-insensitive) is dropped.' },
        values: { type: 'array', items: { type: 'string' }, description: "Exact values to drop (documented example keys, placeholder names); an entry '@name' stands for the pack's word list of that name." },
        placeholders: { type: 'boolean', default: true, description: 'Drop template variables, hints and repeated or sequential values.' },
        knownPersons: {
          type: 'boolean',
          description:
            'Absent = false. Drop a person name that, with the title word before it ("Captain Ahab", "Professor Moriarty") or alone when it has two words or more, is a listed fictional character or public figure (resources/fictional-characters.json, resources/public-figures.json).',
        },
        mailDomainOrganisations: {
          type: 'boolean',
          description:
            'Absent = false. Drop a name that the text gives its own mail domain ("Sakura Inn <ops@sakurainn.example>": the display name, run together, is a label of the address\'s domain and no word of it is in the mailbox), and every other mention of that name in the text: it names the organisation that owns the domain. A display name the names resource reads as a person (a known given name and surname) is kept.',
        },
      },
    },
    decode: { type: 'boolean', default: true, description: 'Also search inside decoded base64/percent/escape payloads.' },
    examples: {
      type: 'object',
      additionalProperties: false,
      required: ['positive', 'negative'],
      properties: {
        positive: { type: 'array', minItems: 1, items: { type: 'string' } },
        negative: { type: 'array', minItems: 1, items: { type: 'string' } },
        todoPositive: { type: 'array', items: { type: 'string' }, description: 'Known misses: reported, never failing.' },
        todoNegative: { type: 'array', items: { type: 'string' }, description: 'Known false alarms: reported, never failing.' },
      },
    },
    references: { type: 'array', items: { type: 'string' } },
    since: { type: 'string', pattern: semver },
    deprecated: { anyOf: [{ type: 'boolean' }, { type: 'string' }] },
    tags: {
      type: 'array',
      items: { type: 'string' },
      description: 'Free labels (e.g. "generic"). "labelled": the match includes a label naming the value\'s type, so it wins an overlap against a rule whose checksum merely fits.',
    },
    data: { type: 'object', description: "Check-specific settings the consuming plugin reads, validated against that check's meta.dataSchema." },
  },
} as const;

export const rulePackSchema = {
  $id: 'RulePack',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'formatVersion', 'check', 'description', 'rules'],
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: kebab, maxLength: 80 },
    version: { type: 'string', pattern: semver, description: 'patch = fix, minor = new rule, major = removed or renamed rule.' },
    formatVersion: { type: 'integer', const: 1 },
    check: { type: 'string', pattern: snake, description: 'The check that consumes this pack.' },
    description: { type: 'string', minLength: 1 },
    settings: { type: 'object', description: "Pack-level data for the consuming check (thresholds, policy), validated against that check's meta.settingsSchema." },
    tags: {
      type: 'array',
      items: { type: 'string', pattern: kebab },
      description: 'Tags every rule of the pack carries in addition to its own (e.g. "secret"); checks select rules by tag, never by pack id.',
    },
    wordLists: {
      type: 'object',
      propertyNames: { pattern: kebab },
      additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
      description: "Named word lists several rules share: an entry '@name' in a rule's context words, negativeWords, otherColumnWords or allowlist values stands for the whole list.",
    },
    fragments: {
      type: 'object',
      propertyNames: { pattern: kebab },
      additionalProperties: { type: 'string', minLength: 1, maxLength: 2000 },
      description:
        "Named pattern fragments several rules share: '(?&name)' in a rule's pattern stands for the fragment, in a non-capturing group (one definition of a sub-pattern, e.g. an exemption, instead of copies that drift apart).",
    },
    rules: { type: 'array', items: ruleSchema },
    model: { ...modelSchema, description: 'Weights of a learned component the consuming check combines with its rules (src/schemas/model-pack.ts).' },
  },
} as const;
