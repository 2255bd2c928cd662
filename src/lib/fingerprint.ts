// A finding's identity for baselines: rule, path and a hash of the value, so a finding keeps its
// fingerprint when lines move, and a new value at the same place gets a new one. Like
// detect-secrets' hashed secrets, it cannot be read back; a short, guessable value (a date, a
// 6-digit code) could still be found by hashing every candidate, so treat baselines as internal.

import { createHash } from 'node:crypto';

export function fingerprint(ruleId: string, path: string, value: string): string {
  return createHash('sha256').update(ruleId).update('\0').update(path).update('\0').update(value).digest('hex').slice(0, 32);
}
