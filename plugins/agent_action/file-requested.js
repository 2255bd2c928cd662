// @ts-check
// Whether the user's request asks the agent to look into the very environment file it reads ("Is PORT set in my
// .env?", "Prüf, ob .env.local REDIS_URL setzt"): the request writes out the file's name (`.env`, `.env.local`), and
// every environment file the call touches is read, not copied, moved or uploaded, inside the workspace. The file's
// name is the same in every language, so the name alone says which file the user means.

import { requestText } from './requested.js';

/** An environment file's name: `.env`, `.env.<stage>` or `.envrc`. */
export const ENV_FILE_NAME = /^\.env(?:\.[\w-]{1,40})?$|^\.envrc$/i;

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly { op: string, path: string, inside: boolean }[]} envFiles  the environment files the call touches
 * @returns {boolean}
 */
export function envFileReadRequested(context, envFiles) {
  if (!envFiles.length || envFiles.some((f) => f.op !== 'read' || !f.inside)) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  return envFiles.every((f) => {
    const name = (f.path.split('/').pop() ?? '').toLowerCase();
    const at = text.indexOf(name);
    // The name whole: not the start of a longer one (`.env` in `.env.production`; a sentence's full stop ends it),
    // not inside a path elsewhere.
    return at >= 0 && !/^(?:[\w-]|\.\w)/.test(text.slice(at + name.length, at + name.length + 2)) && !/[\w-]/.test(text[at - 1] ?? '');
  });
}
