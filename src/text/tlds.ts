// Top-level domains: the IANA root zone (the `tlds` package) and the names RFC 2606 reserves for
// documentation and tests. Shared by the e-mail validator and the revealed view's reversed-address
// reader, so both agree on what can end an address.

import { createRequire } from 'node:module';
import { domainToUnicode } from 'node:url';

// `tlds` ships a JSON main file; require() loads it without import attributes.
const TLDS: ReadonlySet<string> = new Set(createRequire(import.meta.url)('tlds') as string[]);

/** RFC 2606 §2: top-level names reserved for testing and documentation (RFC 6761 §6). */
const RESERVED_TLDS: ReadonlySet<string> = new Set(['example', 'test', 'invalid', 'localhost']);

/** Whether a top-level label exists in the IANA root zone or is reserved for tests (RFC 2606). */
export function tldKnown(label: string): boolean {
  const lower = label.toLowerCase();
  if (TLDS.has(lower) || RESERVED_TLDS.has(lower)) return true;
  return lower.startsWith('xn--') && TLDS.has(domainToUnicode(lower));
}
