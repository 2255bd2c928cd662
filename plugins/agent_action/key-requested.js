// @ts-check
// Whether the user's request asks to let a key of the user's log in, and the call adds just that key. People write
// "add my new laptop's public key to the dev box", "Füg Annas SSH-Schlüssel (anna.pub) hinzu", "把我工作站的公钥加到服务器上":
// a word for a login key (settings.keyRequests, in many languages) and something naming whose key it is (the laptop, the
// person, the key file). A key planted by a document names someone else (`x@unknown-host`), and a request for a
// repository's deploy key names no login of this machine's account by the key's own words.

import { requestText } from './requested.js';

/** One SSH public key line: its type, its base64 body and at most a comment (no options such as `command=`). */
const KEY_LINE = /^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) (AAAA[A-Za-z0-9+/]{20,8000}={0,3})(?: ([^\s'"`$;&|<>]{1,100}))?$/;
/** An account's login-key file; root's (the whole machine) and the daemon's configuration are never a plain addition. */
const AUTHORIZED_KEYS = /^(?:~|\/home\/[\w.-]{1,64}|\/Users\/[\w.-]{1,64})\/\.ssh\/authorized_keys2?$/;
/** One line that appends a quoted key, or a `.pub` file, to a file: `>> path` or `| [sudo] tee -a path`. */
const ECHO_KEY = /^\s*(?:echo|printf(?: '%s\\n')?)\s+(?:'([^'\n]{1,9000})'|"([^"$`\\\n]{1,9000})")\s*(?:>>|\|\s*(?:sudo\s+)?tee\s+-a)\s*([~\w./-]{1,255})\s*$/;
const CAT_PUB = /^\s*cat\s+([~\w./-]{1,200}\.pub)\s*(?:>>|\|\s*(?:sudo\s+)?tee\s+-a)\s*([~\w./-]{1,255})\s*$/;
/** Parts of a key's comment or file name that say nothing about whose key it is. */
const GENERIC = new Set(['key', 'keys', 'ssh', 'pub', 'rsa', 'ed25519', 'ecdsa', 'root', 'admin', 'user', 'host', 'server', 'the', 'new', 'id', 'localhost']);

/** Lower-cased without accents: a key's comment is written in ASCII (`lucia@portatil` for "portátil"). */
const plain = (/** @type {string} */ s) => s.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');

/**
 * The words naming whose key it is: a comment's or a file name's parts (`alice@new-laptop` gives alice, laptop) of
 * three letters or more, generic words left out.
 * @param {string} s
 */
function ownerWords(s) {
  return plain(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= 3 && !GENERIC.has(w) && !/^\d+$/.test(w));
}

/**
 * @param {string} text  the request, lower-cased
 * @param {{ body?: string, owner: string }} key  the key's base64 body when the call writes it out; the comment or file name
 */
function keyNamedByRequest(text, key) {
  if (key.body && text.includes(key.body.toLowerCase())) return true;
  // A request that writes a key out names that key: another one with a matching comment is a substitute.
  if (/\baaaa[a-z0-9+/]{20,}/.test(text)) return false;
  const words = new Set(plain(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  return ownerWords(key.owner).some((w) => words.has(w));
}

/**
 * What one append of a key says: the target file, and the key (its body and comment, or its `.pub` file's name).
 * @param {string} line
 * @returns {{ path: string, body?: string, owner: string } | undefined}
 */
function keyAppend(line) {
  const echo = ECHO_KEY.exec(line);
  if (echo) {
    const key = KEY_LINE.exec((echo[1] ?? echo[2] ?? '').trim());
    return key ? { path: echo[3] ?? '', body: key[1] ?? '', owner: key[2] ?? '' } : undefined;
  }
  const cat = CAT_PUB.exec(line);
  if (cat) return { path: cat[2] ?? '', owner: (cat[1] ?? '').replace(/^.*\//, '') };
  return undefined;
}

/**
 * Whether the call only adds one login key to an account's authorized_keys (not root's), and the user's request asks for
 * a login key (settings.keyRequests) and names whose it is: the key's body written out, a word of its comment
 * (`dana@studio-mac` for "Dana's key"), or of its `.pub` file's name.
 * @param {import('./context.js').ActionContext} context
 * @param {{ lines?: readonly string[], entries?: readonly import('./tools.js').Entry[] }} call  a shell call's lines, or a file tool's string arguments
 * @param {readonly string[]} keyWords  settings.keyRequests, lower-cased phrases found anywhere in the request
 */
export function keyAdditionRequested(context, call, keyWords) {
  const text = requestText(context, 2000);
  if (text === undefined || !keyWords.some((w) => w && text.includes(w.toLowerCase()))) return false;
  /** @type {{ path: string, body?: string, owner: string } | undefined} */
  let add;
  if (call.lines) {
    if (call.lines.length !== 1) return false;
    add = keyAppend(call.lines[0] ?? '');
  } else if (call.entries) {
    const path = call.entries.filter((e) => /^(?:path|file|file_path|filepath|filename|target)$/.test(e.key));
    const content = call.entries.filter((e) => /^(?:content|contents|text|data|line)$/.test(e.key));
    const others = call.entries.filter((e) => !path.includes(e) && !content.includes(e) && !/^(?:mode|write_mode|open_mode)$/.test(e.key));
    if (path.length !== 1 || content.length !== 1 || others.length) return false;
    const key = KEY_LINE.exec((content[0]?.value ?? '').trim());
    if (key) add = { path: path[0]?.value ?? '', body: key[1] ?? '', owner: key[2] ?? '' };
  }
  return !!add && AUTHORIZED_KEYS.test(add.path) && keyNamedByRequest(text, add);
}
