// --only / --exclude: which findings to keep. A selector names a category (api_key), a type
// (aws_access_key_id), a pack (secrets-aws) or a pack family (secrets, pii): the first word of
// the pack ids, so `--only secrets` keeps every secret and `--exclude pii` drops personal data.

import type { FindingDraft } from '../registry/plugin-api.js';

export interface Selection {
  readonly only?: readonly string[];
  readonly exclude?: readonly string[];
}

function matches(draft: Pick<FindingDraft, 'ruleId' | 'category' | 'type'>, selector: string): boolean {
  const s = selector.trim().toLowerCase();
  if (s === draft.category || s === draft.type) return true;
  const pack = draft.ruleId.split('/')[0] ?? '';
  return s === pack || s === pack.split('-')[0];
}

export function selected(draft: Pick<FindingDraft, 'ruleId' | 'category' | 'type'>, selection: Selection): boolean {
  if (selection.only?.length && !selection.only.some((s) => matches(draft, s))) return false;
  return !selection.exclude?.some((s) => matches(draft, s));
}

export function isEmptySelection(selection: Selection): boolean {
  return !selection.only?.length && !selection.exclude?.length;
}
