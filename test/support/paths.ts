// Locations of the repository's folders as seen from compiled tests (dist/test/…).

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const rulesDir = path.join(repoRoot, 'rules');
export const pluginsDir = path.join(repoRoot, 'plugins');
