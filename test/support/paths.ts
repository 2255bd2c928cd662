// Locations of the repository's folders. Tests run from the repository root (npm test), so the
// working directory is the root whichever directory the compiled tests were emitted to.

import path from 'node:path';

export const repoRoot = process.env['REPO_ROOT'] ?? process.cwd();
export const rulesDir = path.join(repoRoot, 'rules');
export const pluginsDir = path.join(repoRoot, 'plugins');
