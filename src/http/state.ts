// What middleware puts on ctx.state for the handlers after it.

import type { Principal } from '../store/store.js';

export interface AppState {
  requestId: string;
  /** Route template for logs and metrics (never the raw URL, which could carry ids). */
  route?: string;
  principal?: Principal;
  /** Name and stack (no message) of an unexpected exception, for the access log. */
  failure?: { name: string; stack?: string };
  /** Units metered by this request, for the access log. */
  units?: number;
}
