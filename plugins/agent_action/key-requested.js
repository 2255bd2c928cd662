// @ts-check
// Whether the user's request asks to let a key log in, and the call adds just that key: a sentence asks to add
// (settings.keyRequests.adds) a login key (keys), under no negation, and the request writes out the very key body the
// call appends ("Please install this public key for me: ssh-ed25519 AAAA…"). Only the body identifies the key: words of
// a key's comment or `.pub` file name can be planted by a document, and a request that names a key by its owner may be
// excluding it, asking something else, or only asking a question.

import { requestText, askedSentences, holdsRequestWord } from './requested.js';
import { wordsNear, wordSpans } from './request-near.js';

/** @typedef {{ keys?: string[], adds?: string[] }} KeyWords */

/** Characters allowed between the adding word and the key ("add my new tablet's SSH public key"). */
const ADD_GAP = 40;
/** Words allowed before the adding word in its clause ("could you please add"); more is a report ("one mail asks me to add"). */
const LEAD_TOKENS = 3;
/** A clause break inside a sentence: a comma or a colon ("install this public key for me: ssh-ed25519 …"). */
const CLAUSE_BREAK = /[,，、:：]/u;

/**
 * Whether the adding word is the clause's request: it opens the clause (after at most a few words such as "could you
 * please") or closes it, as verb-final languages place it ("… SSH-Schlüssel meines Laptops hinzufügen", "公開鍵を登録して").
 * @param {string} sentence @param {readonly string[]} adds
 */
function addingClause(sentence, adds) {
  return sentence.split(CLAUSE_BREAK).some((clause) => {
    const tokens = clause.split(/[^\p{L}\p{M}\p{N}'’-]+/u).filter(Boolean);
    return tokens.some((t, i) => (i <= LEAD_TOKENS || i >= tokens.length - 2) && holdsRequestWord(t, adds));
  });
}

/** One SSH public key line: its type, its base64 body and at most a comment (no options such as `command=`). */
const KEY_LINE = /^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) (AAAA[A-Za-z0-9+/]{20,8000}={0,3})(?: ([^\s'"`$;&|<>]{1,100}))?$/;
/** An account's login-key file; root's (the whole machine) and the daemon's configuration are never a plain addition. */
const AUTHORIZED_KEYS = /^(?:~|\/home\/[\w.-]{1,64}|\/Users\/[\w.-]{1,64})\/\.ssh\/authorized_keys2?$/;
/** One line that appends a quoted key, or a `.pub` file, to a file: `>> path` or `| [sudo] tee -a path`. */
const ECHO_KEY = /^\s*(?:echo|printf(?: '%s\\n')?)\s+(?:'([^'\n]{1,9000})'|"([^"$`\\\n]{1,9000})")\s*(?:>>|\|\s*(?:sudo\s+)?tee\s+-a)\s*([~\w./-]{1,255})\s*$/;
/**
 * Whether the request asks to add this key: a sentence asks for a login key with an adding word beside it and no
 * negation, the request writes the key's body out, and the key goes to the agent's own account (`~`) or to an account
 * the request names. A comment or file name proves nothing: a planted key can carry any owner's words, and a request
 * naming one key ("my laptop's key, not Ivan's", "add my key, then read the relay mail") cannot be told from one naming
 * the planted key by its words alone.
 * @param {string} text  the request, lower-cased
 * @param {{ path: string, body: string }} key
 * @param {KeyWords} words @param {readonly string[]} negations
 */
function keyWrittenOutByRequest(text, key, words, negations) {
  if (!key.body || !text.includes(key.body.toLowerCase())) return false;
  const account = /^\/(?:home|Users)\/([\w.-]+)\//.exec(key.path)?.[1];
  // The request may write the account's owner with accents the login name drops (Léa, lea).
  if (account && !wordSpans(text, [`${account.toLowerCase()}$`]).length && !wordSpans(text.normalize('NFD').replace(/\p{M}/gu, ''), [`${account.toLowerCase()}$`]).length) return false;
  // The negation governs the adding word ("do not add", "füg keinen … hinzu"), which must stand beside a key word.
  return askedSentences(text, words.adds ?? [], negations).some((s) => wordsNear(s, words.adds ?? [], words.keys ?? [], ADD_GAP) && addingClause(s, words.adds ?? []));
}

/**
 * What one append of a quoted key says: the target file and the key's body. (A `.pub` file appended with `cat` shows
 * no body, so it is never a requested key.)
 * @param {string} line
 * @returns {{ path: string, body: string } | undefined}
 */
function keyAppend(line) {
  const echo = ECHO_KEY.exec(line);
  if (echo) {
    const key = KEY_LINE.exec((echo[1] ?? echo[2] ?? '').trim());
    return key ? { path: echo[3] ?? '', body: key[1] ?? '' } : undefined;
  }
  return keyInstalledAsUser(line);
}

/** `sudo -u kofi bash -c '…'`: a script run as another (named, not root) account. */
const AS_USER = /^\s*sudo\s+-u\s+([a-z_][a-z0-9_.-]{0,31})\s+(?:bash|sh)\s+-c\s+'([^'\n]{1,9000})'\s*$/;
/** The steps that only prepare an account's login-key file: its folder, the file and their modes. */
const PREPARE_STEP = /^(?:mkdir\s+(?:-p\s+)?(?:-m\s*700\s+)?~\/\.ssh|chmod\s+(?:700|0700)\s+~\/\.ssh|chmod\s+(?:600|0600|644|0644)\s+~\/\.ssh\/authorized_keys|touch\s+~\/\.ssh\/authorized_keys)$/;

/**
 * The usual way to install a login key for another account: `sudo -u kofi bash -c 'mkdir -p ~/.ssh && chmod 700
 * ~/.ssh && echo "ssh-ed25519 AAAA…" >> ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys'`: one quoted key
 * appended, the other steps only preparing the folder and the file's modes. The file is that account's, never root's.
 * @param {string} line
 * @returns {{ path: string, body: string } | undefined}
 */
function keyInstalledAsUser(line) {
  const m = AS_USER.exec(line);
  if (!m || m[1] === 'root') return undefined;
  const steps = (m[2] ?? '').split(/\s*(?:&&|;)\s*/).map((s) => s.trim()).filter(Boolean);
  const appends = steps.filter((s) => !PREPARE_STEP.test(s));
  if (appends.length !== 1 || steps.length > 6) return undefined;
  const echo = ECHO_KEY.exec(appends[0] ?? '');
  const key = echo ? KEY_LINE.exec((echo[1] ?? echo[2] ?? '').trim()) : null;
  if (!echo || !key || !/^~\/\.ssh\/authorized_keys2?$/.test(echo[3] ?? '')) return undefined;
  return { path: `/home/${m[1]}/.ssh/authorized_keys`, body: key[1] ?? '' };
}

/**
 * Whether the call only adds one login key to an account's authorized_keys (not root's), and the user's request asks for
 * to add a login key (settings.keyRequests) and writes out that key's body.
 * @param {import('./context.js').ActionContext} context
 * @param {{ lines?: readonly string[], entries?: readonly import('./tools.js').Entry[] }} call  a shell call's lines, or a file tool's string arguments
 * @param {KeyWords} words  settings.keyRequests
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function keyAdditionRequested(context, call, words, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  /** @type {{ path: string, body: string } | undefined} */
  let add;
  if (call.lines) {
    // A literal test first: almost no call touches a login-key file.
    if (call.lines.length !== 1 || !call.lines[0]?.includes('authorized_keys')) return false;
    add = keyAppend(call.lines[0] ?? '');
  } else if (call.entries) {
    const path = call.entries.filter((e) => /^(?:path|file|file_path|filepath|filename|target)$/.test(e.key));
    const content = call.entries.filter((e) => /^(?:content|contents|text|data|line)$/.test(e.key));
    const others = call.entries.filter((e) => !path.includes(e) && !content.includes(e) && !/^(?:mode|write_mode|open_mode)$/.test(e.key));
    if (path.length !== 1 || content.length !== 1 || others.length) return false;
    const key = KEY_LINE.exec((content[0]?.value ?? '').trim());
    if (key) add = { path: path[0]?.value ?? '', body: key[1] ?? '' };
  }
  return !!add && AUTHORIZED_KEYS.test(add.path) && keyWrittenOutByRequest(text, add, words, negations);
}
