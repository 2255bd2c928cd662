// Discovers check plugins: every sub-folder of a plugins directory with an entry module that
// exports `meta` and `create`. Built-in and third-party checks take this same path. The entry is
// imported with a token of the folder's content in its URL, and resolution hooks
// (plugin-hooks.ts) carry that token to every relative import inside the folder, so a reload
// runs the edited code of any file of the plugin, not only of its entry module.

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { pluginMetaSchema } from '../schemas/plugin-meta.js';
import { HOST_API_VERSION, type CheckPlugin, type PluginMeta } from './plugin-api.js';
import type { LoadProblem } from './errors.js';
import { registryAjv } from './ajv.js';

const validateMeta = registryAjv.compile<PluginMeta>(pluginMetaSchema);

export interface LoadedPlugin {
  readonly plugin: CheckPlugin;
  readonly dir: string;
  readonly entry: string;
  /** Changes whenever a file of the plugin folder changes. */
  readonly token: string;
}

export interface PluginFolderResult {
  dir: string;
  loaded?: LoadedPlugin;
  problems: LoadProblem[];
}

export async function listPluginFolders(dir: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => path.join(dir, e.name)).sort();
}

async function findEntry(dir: string): Promise<string | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as { main?: unknown };
    if (typeof manifest.main === 'string') return path.resolve(dir, manifest.main);
  } catch {
    // no package.json: fall through to the conventional names
  }
  for (const name of ['index.js', 'index.mjs']) {
    try {
      await fs.access(path.join(dir, name));
      return path.join(dir, name);
    } catch {
      // try the next name
    }
  }
  return undefined;
}

/** sha256 over the folder's files (paths and bytes), node_modules and dot-files excepted. */
export async function folderToken(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (d: string): Promise<void> => {
    for (const e of (await fs.readdir(d, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) hash.update(`${path.relative(dir, p)}\0`).update(await fs.readFile(p)).update('\0');
    }
  };
  await walk(dir);
  return hash.digest('hex').slice(0, 16);
}

let hooksRegistered = false;
/** Plugin folders this thread has imported at least once. */
const imported = new Set<string>();

/**
 * Registers the resolution hooks (once per thread) before a folder is imported again. A first
 * import needs no hooks: nothing of the folder is cached yet. Registering them costs a loader
 * thread for the life of the process, so a service that never reloads a plugin never pays it.
 */
function ensureHooks(dir: string): void {
  if (hooksRegistered || !imported.has(dir)) return;
  register(new URL('./plugin-hooks.js', import.meta.url));
  hooksRegistered = true;
}

/** Whether the host API satisfies the plugin's semver range (^2.0.0, >=2.1 <4, 2.x, …). */
export function apiVersionAccepted(range: string, host = HOST_API_VERSION): boolean {
  return semver.validRange(range) !== null && semver.satisfies(host, range);
}

/** What went wrong in an import, without the query strings the loader adds to module URLs. */
function importFailure(err: Error & { code?: string }): string {
  const message = err.message.replace(/\?plugin-version=[^'"\s)]*/g, '');
  if (err.code === 'ERR_MODULE_NOT_FOUND' && /Cannot find package/.test(message)) {
    const pkg = /Cannot find package '([^']+)'/.exec(message)?.[1] ?? 'a package';
    return `import failed: the plugin imports the package "${pkg}", which cannot be resolved from its folder. Install it in the plugin folder's own node_modules, or use what the host toolkit (setup.host) offers`;
  }
  return `import failed: ${message}`;
}

export async function loadPluginFolder(dir: string, previousToken?: string, previous?: LoadedPlugin): Promise<PluginFolderResult> {
  const entry = await findEntry(dir);
  if (!entry) return { dir, problems: [{ code: 'PLUGIN_NO_ENTRY', file: dir, path: '', message: 'no index.js, index.mjs or package.json "main"' }] };
  const token = await folderToken(dir);
  if (previous && token === previousToken) return { dir, loaded: previous, problems: [] };
  let mod: Record<string, unknown>;
  try {
    ensureHooks(dir);
    imported.add(dir);
    const url = new URL(pathToFileURL(entry).href);
    url.searchParams.set('plugin-version', token);
    url.searchParams.set('plugin-root', pathToFileURL(dir).pathname);
    mod = (await import(url.href)) as Record<string, unknown>;
  } catch (err) {
    return { dir, problems: [{ code: 'PLUGIN_IMPORT_FAILED', file: entry, path: '', message: importFailure(err as Error & { code?: string }) }] };
  }
  const problems: LoadProblem[] = [];
  const meta = mod['meta'];
  if (!validateMeta(meta)) {
    for (const e of validateMeta.errors ?? [])
      problems.push({ code: 'PLUGIN_BAD_META', file: entry, path: `/meta${e.instancePath}`, message: e.keyword === 'additionalProperties' ? `unknown property "${String(e.params['additionalProperty'])}"` : (e.message ?? 'invalid') });
  } else if (!apiVersionAccepted(meta.apiVersion)) {
    const why = semver.validRange(meta.apiVersion) === null ? `"${meta.apiVersion}" is not a semver range` : `plugin wants API ${meta.apiVersion}, host provides ${HOST_API_VERSION}`;
    problems.push({ code: 'PLUGIN_API_MISMATCH', file: entry, path: '/meta/apiVersion', message: why });
  }
  if (typeof mod['create'] !== 'function') problems.push({ code: 'PLUGIN_NO_CREATE', file: entry, path: '/create', message: 'export a function create(setup)' });
  if (problems.length) return { dir, problems };
  return { dir, loaded: { plugin: { meta: meta as PluginMeta, create: mod['create'] as CheckPlugin['create'] }, dir, entry, token }, problems };
}
