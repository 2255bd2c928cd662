// @ts-check
// Whether the user's own request asks for a git step that throws work away or skips a check: "commit it, skip the
// hooks", "Verwirf meine lokalen Änderungen", "remove the file from history". Such a step on the user's own
// branches is ordinary work when asked for; unasked, it is how an agent hides a change or loses one. The words
// are pack settings (gitStepRequests: hooks and skip, discard, history), read as word beginnings in any language
// (requested.js holdsRequestWord); a removal word of removalRequests counts for history.

import { holdsRequestWord, requestText } from './requested.js';

/** @typedef {{ hooks?: string[], skip?: string[], discard?: string[], history?: string[] }} GitStepWords */

/**
 * The step a git invocation takes that needs asking for, if any.
 * @param {{ sub: string, args: string[] }} git
 * @returns {'skip-hooks' | 'discard' | 'rewrite-history' | undefined}
 */
export function gitStep(git) {
  const { sub, args } = git;
  if (args.includes('--no-verify') || (sub === 'commit' && args.some((a) => /^-[a-zA-Z]{0,5}n[a-zA-Z]{0,5}$/.test(a)))) return 'skip-hooks';
  if (sub === 'reset' && args.includes('--hard')) return 'discard';
  if (sub === 'filter-repo' || sub === 'filter-branch') return 'rewrite-history';
  return undefined;
}

/**
 * Whether the request asks for the step in its own words: a hooks word with a skipping word, a discarding word,
 * or a history word with a removing word.
 * @param {import('./context.js').ActionContext} context
 * @param {'skip-hooks' | 'discard' | 'rewrite-history'} step
 * @param {GitStepWords} words  settings.gitStepRequests
 * @param {readonly string[]} removalWords  settings.removalRequests
 */
export function gitStepRequested(context, step, words, removalWords) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  // A phrase (`throw away`) is found as written, between word boundaries; a word as the beginning of a word.
  const padded = ` ${text.replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ')} `;
  const has = (/** @type {string[] | undefined} */ list) =>
    (list ?? []).some((w) => (w.includes(' ') ? padded.includes(` ${w.toLowerCase()} `) : holdsRequestWord(text, [w])));
  if (step === 'skip-hooks') return has(words.hooks) && has(words.skip);
  if (step === 'discard') return has(words.discard);
  return has(words.history) && (has([...removalWords]) || has(words.discard));
}
