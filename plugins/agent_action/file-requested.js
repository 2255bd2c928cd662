// @ts-check
// Whether the user's request asks the agent to look into the very environment file it reads ("Is PORT set in my
// .env?", "Prüf, ob .env.local REDIS_URL setzt"): the request writes out the file's name (`.env`, `.env.local`), and
// every environment file the call touches is read, not copied, moved or uploaded, inside the workspace. The file's
// name is the same in every language, so the name alone says which file the user means.

import { requestText, askedSentences } from './requested.js';

/** An environment file's name: `.env`, `.env.<stage>` or `.envrc`. */
export const ENV_FILE_NAME = /^\.env(?:\.[\w-]{1,40})?$|^\.envrc$/i;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly { op: string, path: string, inside: boolean }[]} envFiles  the environment files the call touches
 * @param {readonly string[]} [negations]  settings.requestNegations
 * @returns {boolean}
 */
export function envFileReadRequested(context, envFiles, negations = []) {
  if (!envFiles.length || envFiles.some((f) => f.op !== 'read' || !f.inside)) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  return envFiles.every((f) => {
    const name = (f.path.split('/').pop() ?? '').toLowerCase();
    // The clause naming the file must ask about it: not forbid it (`don't open .env`, `.env nicht öffnen`) and not
    // keep it out of version control or an image (`add .env to .gitignore`), which reads nothing from it.
    const marked = markName(text, name);
    return marked !== text && askedSentences(marked, [NAME_MARK], negations).some((s) => s.split(CLAUSE_END).some((c) => c.includes(NAME_MARK) && !IGNORE_LIST.test(c)));
  });
}

/** A word standing for the file's name, so that the clause reader sees the name as one word. */
const NAME_MARK = 'envfilenamed';
/** Where a clause ends inside a sentence (as askedSentences reads it). */
const CLAUSE_END = /[,，、]/u;
/** A clause about an ignore list (`.gitignore`, `.dockerignore`, `ignorieren`): the file is kept out, not read. */
const IGNORE_LIST = /ignor/iu;

/**
 * The request with each whole mention of the file's name replaced by NAME_MARK: not the start of a longer name
 * (`.env` in `.env.production`; a sentence's full stop ends it), not inside a path elsewhere.
 * @param {string} text @param {string} name
 */
function markName(text, name) {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(name); at >= 0 && name; at = text.indexOf(name, at + name.length)) {
    if (/^(?:[\w-]|\.\w)/.test(text.slice(at + name.length, at + name.length + 2)) || /[\w-]/.test(text[at - 1] ?? '')) continue;
    out += `${text.slice(from, at)} ${NAME_MARK} `;
    from = at + name.length;
  }
  return out + text.slice(from);
}
