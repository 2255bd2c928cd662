// @ts-check
// SQL text → one normalised line per statement, so that rules can tell `DELETE FROM t` from
// `DELETE FROM t WHERE id = 1`: statements are split at top-level semicolons, comments removed,
// string literals (including PostgreSQL dollar quoting) replaced by '?', parenthesised
// sub-expressions folded to (…) so that only the statement's own clauses remain, whitespace
// collapsed and everything lower-cased.

const MAX_STATEMENTS = 200;

/** Whether a text is SQL rather than prose: it starts with a statement keyword and its usual continuation. */
export function looksLikeSql(/** @type {string} */ text) {
  const t = stripLeadingComments(text).slice(0, 400);
  return /^(?:select\s[\s\S]*\bfrom\b|with\s+\w+\s+as\s*\(|insert\s+(?:ignore\s+)?into\s|update\s+[\w."`[\]]+\s+(?:as\s+\w+\s+)?set\s|delete\s+(?:from\s|\w+\s+from\s)|drop\s+(?:temporary\s+)?(?:table|database|schema|view|index|user|role|function|procedure|trigger|sequence|materialized|keyspace|collection|owned)\b|truncate\s|alter\s+(?:table|user|role|database|schema|login|server)\b|grant\s|revoke\s|create\s+(?:or\s+replace\s+)?(?:user|role|login|table|database|function|procedure|trigger)\b|merge\s+into\s|copy\s|exec(?:ute)?\s|load\s+data\s|replace\s+into\s|call\s+\w|vacuum\b|set\s+password\b)/i.test(t);
}

/** The verb of a normalised statement that changes data or the schema. */
const CHANGE_VERB = /^(delete|update|drop|truncate|alter|grant|revoke|insert|merge|create)\b/;
/**
 * A normalised statement that only reads: `select`, `show`, `describe`, but not `select … into` nor one calling a function
 * that acts (`pg_terminate_backend`, `set_config`, `lo_export`, `setval`). A `with` query is not counted: its
 * sub-queries are folded to (…), so a data-modifying one (`with t as (delete … returning *) select …`) cannot be seen.
 */
const READ_ONLY = /^(?:select|show|describe|desc)\b(?![^;]{0,4000}\b(?:into|pg_terminate_backend|pg_cancel_backend|set_config|lo_export|lo_import|pg_write_file|pg_reload_conf|nextval|setval|dblink_exec)\b)/;

/** The verb (`delete`, `drop`, `grant`, …) of a normalised statement (sqlStatements) that changes data or the schema. */
export function statementChangeVerb(/** @type {string} */ statement) {
  return CHANGE_VERB.exec(statement)?.[1];
}

/** Whether a normalised statement (sqlStatements) only reads. */
export function statementReadsOnly(/** @type {string} */ statement) {
  return READ_ONLY.test(statement);
}

function stripLeadingComments(/** @type {string} */ text) {
  let t = text.trimStart();
  for (let guard = 0; guard < 50; guard++) {
    if (t.startsWith('--')) t = t.slice(t.indexOf('\n') < 0 ? t.length : t.indexOf('\n') + 1).trimStart();
    else if (t.startsWith('/*')) t = t.slice(t.indexOf('*/') < 0 ? t.length : t.indexOf('*/') + 2).trimStart();
    else break;
  }
  return t;
}

/**
 * @param {string} sql
 * @returns {string[]} normalised statements
 */
export function sqlStatements(sql) {
  /** @type {string[]} */
  const out = [];
  let cur = '';
  let depth = 0;
  const text = String(sql).slice(0, 256 * 1024);
  const n = text.length;
  const flush = () => {
    const s = cur.replace(/\s+/g, ' ').replace(/\s*\(\s*/g, ' (').replace(/\s*\)/g, ')').replace(/\s*,\s*/g, ', ').trim().toLowerCase();
    if (s && out.length < MAX_STATEMENTS) out.push(s.replace(/^\(/, '(').trim());
    cur = '';
    depth = 0;
  };
  for (let i = 0; i < n; i++) {
    const c = text[i] ?? '';
    const two = text.slice(i, i + 2);
    if (two === '--') {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? n : nl;
      cur += ' ';
      continue;
    }
    if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 1;
      cur += ' ';
      continue;
    }
    if (c === "'" || (c === 'e' && text[i + 1] === "'" && !/\w/.test(text[i - 1] ?? ''))) {
      let j = c === 'e' ? i + 2 : i + 1;
      for (; j < n; j++) {
        if (text[j] === '\\' && c === 'e') j++;
        else if (text[j] === "'" && text[j + 1] === "'") j++;
        else if (text[j] === "'") break;
      }
      if (depth === 0) cur += "'?'";
      i = j;
      continue;
    }
    if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length - 1;
        if (depth === 0) cur += "'?'";
        continue;
      }
    }
    if (c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      const end = text.indexOf(close, i + 1);
      if (c !== '[' || (end > i && end - i < 130)) {
        const stop = end < 0 ? n - 1 : end;
        if (depth === 0) cur += text.slice(i + 1, stop);
        i = stop;
        continue;
      }
    }
    if (c === '(') {
      if (depth === 0) cur += '(…';
      depth++;
      continue;
    }
    if (c === ')') {
      if (depth > 0) depth--;
      if (depth === 0) cur += ')';
      continue;
    }
    if (c === ';' && depth === 0) {
      flush();
      continue;
    }
    if (depth === 0) cur += c;
  }
  flush();
  return out;
}
