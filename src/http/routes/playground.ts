// GET /playground: a page to try the guard in a browser. Three static files (HTML, CSS, script)
// read once at start-up from src/http/playground and served from this origin, under a CSP that
// allows nothing else: no inline code, no external assets, API calls to this origin only.

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type Router from '@koa/router';
import type { AppState } from '../state.js';

/** The sources, not the build output: the page needs no build step. */
const ASSETS = fileURLToPath(new URL('../../../../src/http/playground/', import.meta.url));

export const PLAYGROUND_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FILES = [
  { route: '/playground', file: 'index.html', type: 'text/html; charset=utf-8' },
  { route: '/playground/playground.css', file: 'playground.css', type: 'text/css; charset=utf-8' },
  { route: '/playground/playground.js', file: 'playground.js', type: 'text/javascript; charset=utf-8' },
  { route: '/playground/icon.svg', file: 'icon.svg', type: 'image/svg+xml' },
] as const;

export function playgroundRoutes(router: Router<AppState>): void {
  for (const { route, file, type } of FILES) {
    const body = fs.readFileSync(ASSETS + file);
    router.get(route, (ctx) => {
      ctx.set('content-security-policy', PLAYGROUND_CSP);
      ctx.set('cache-control', 'no-cache');
      ctx.type = type;
      ctx.body = body;
    });
  }
}
