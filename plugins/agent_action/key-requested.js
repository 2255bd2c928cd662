// @ts-check
// Whether the user's request asks to let a key of the user's log in, and the call adds just that key. People write
// "put the SSH key from Mira's workstation on this box", "Hinterleg den öffentlichen Schlüssel von Bens Tablet",
// "把 kiosk 终端的公钥添加进来": a sentence that asks to add (settings.keyRequests.adds) a login key (keys), under no
// negation, and names whose key it is (the key's body, or a word of its comment or `.pub` file name). The owner is read
// only where the sentence names it: not in the destination ("… to the deploy user on stage-7"), not in the account whose
// file receives the key, and a request that only mentions a key ("one mail is about an SSH key expiry", "don't add any
// key") asks for none. A key planted by a document names someone else (`x@unknown-host`).

import { requestText, askedSentences, holdsRequestWord } from './requested.js';
import { wordsNear, wordSpans } from './request-near.js';

/** @typedef {{ keys?: string[], adds?: string[], destinations?: string[] }} KeyWords */

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

/** Characters allowed between the receiving account's name and the key word when that name says whose key it is. */
const OWNER_GAP = 12;

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
 * The sentence without its destination phrases: from a destination word ("to", "auf", "sur", "do", "на") to the next
 * key word after it, or to the sentence's end ("add Lena's key *to the deploy user on stage-7*").
 * @param {string} sentence @param {KeyWords} words
 */
function withoutDestinations(sentence, words) {
  const keys = wordSpans(sentence, words.keys ?? []).map(([s]) => s);
  const cuts = wordSpans(sentence, words.destinations ?? []).map(([s]) => [s, keys.find((k) => k > s) ?? sentence.length]);
  let out = sentence;
  for (const [s, e] of cuts.sort((x, y) => (y[0] ?? 0) - (x[0] ?? 0))) out = `${out.slice(0, s)} ${out.slice(e)}`;
  return out;
}

/**
 * Whether the request asks to add this key: a sentence asks for a login key with an adding word beside it and no
 * negation, and the request writes the key's body out, or that sentence names whose key it is by a word of the key's
 * comment or file name outside its destination (the receiving account's name only right beside the key word).
 * @param {string} text  the request, lower-cased
 * @param {{ path: string, body?: string, owner: string }} key
 * @param {KeyWords} words @param {readonly string[]} negations
 */
function keyNamedByRequest(text, key, words, negations) {
  // The negation governs the adding word ("do not add", "füg keinen … hinzu"), which must stand beside a key word.
  const asking = askedSentences(text, words.adds ?? [], negations).filter((s) => wordsNear(s, words.adds ?? [], words.keys ?? [], ADD_GAP) && addingClause(s, words.adds ?? []));
  if (!asking.length) return false;
  if (key.body && text.includes(key.body.toLowerCase())) return true;
  // A request that writes a key out names that key: another one with a matching comment is a substitute.
  if (/\baaaa[a-z0-9+/]{20,}/.test(text)) return false;
  const account = new Set(ownerWords(key.path));
  const owners = ownerWords(key.owner);
  return asking.some((s) => {
    const rest = withoutDestinations(s, words);
    const named = new Set(plain(rest).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
    // The receiving account's name ("for the builder login") names whose key it is only beside the key word itself
    // ("Alice's public key", "la clé publique de Farid").
    return owners.some((w) => named.has(w) && (!account.has(w) || wordsNear(plain(rest), [w], words.keys ?? [], OWNER_GAP)));
  });
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
 * to add a login key (settings.keyRequests) and names whose it is: the key's body written out, a word of its comment
 * (`dana@studio-mac` for "Dana's key"), or of its `.pub` file's name.
 * @param {import('./context.js').ActionContext} context
 * @param {{ lines?: readonly string[], entries?: readonly import('./tools.js').Entry[] }} call  a shell call's lines, or a file tool's string arguments
 * @param {KeyWords} words  settings.keyRequests
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function keyAdditionRequested(context, call, words, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  /** @type {{ path: string, body?: string, owner: string } | undefined} */
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
    if (key) add = { path: path[0]?.value ?? '', body: key[1] ?? '', owner: key[2] ?? '' };
  }
  return !!add && AUTHORIZED_KEYS.test(add.path) && keyNamedByRequest(text, add, words, negations);
}
