// @ts-check
// Whether the user's own request asks for a git step that throws work away or skips a check: "commit it, skip the
// hooks", "Verwirf meine lokalen Änderungen", "remove dump.sql from the repo history". Such a step on the user's own
// branches is ordinary work when asked for; unasked, it is how an agent hides a change or loses one. The words are
// pack settings (gitStepRequests), and the verb must govern git's object: it stands next to it in one clause
// (request-near.js). "Fix the password reset form" or "the hook … renders without flicker" ask for nothing of git.

import { requestText } from './requested.js';
import { wordsNear } from './request-near.js';

/** @typedef {{ hooks?: string[], skip?: string[], discard?: string[], objects?: string[], history?: string[], repo?: string[] }} GitStepWords */

/** Characters allowed between a skipping word and the hooks ("skip the husky pre-commit hooks"). */
const HOOK_GAP = 16;
/** Characters allowed between a discarding word and what it discards ("throw away the experiment on my branch"). */
const OBJECT_GAP = 24;
/** Characters allowed between a removing word and the history ("remove dump.sql from the shared repository history"). */
const HISTORY_GAP = 40;
/** A file named in the request (`dump.sql`, `.env.local`): the thing taken out of a repository's history. */
const FILE_NAME = /(?:^|[\s/"'`])[\w.-]{0,60}\.[a-z][a-z0-9]{0,5}(?=$|[\s"'`,;:)])/;

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
 * Whether the request asks for the step in its own words: a skipping word next to a hooks word, a discarding word
 * next to what git discards (changes, a branch, commits), or a removing word next to a history word of a repository.
 * @param {import('./context.js').ActionContext} context
 * @param {'skip-hooks' | 'discard' | 'rewrite-history'} step
 * @param {GitStepWords} words  settings.gitStepRequests
 * @param {readonly string[]} removalWords  settings.removalRequests
 */
export function gitStepRequested(context, step, words, removalWords) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  if (step === 'skip-hooks') return wordsNear(text, words.skip ?? [], words.hooks ?? [], HOOK_GAP);
  if (step === 'discard') return wordsNear(text, words.discard ?? [], words.objects ?? [], OBJECT_GAP);
  // History is rewritten to take something out of a repository: the request names the repository or a file.
  if (!wordsNear(text, [...removalWords, ...(words.discard ?? [])], words.history ?? [], HISTORY_GAP)) return false;
  return FILE_NAME.test(text) || wordsNear(text, words.repo ?? [], words.history ?? [], HISTORY_GAP);
}
