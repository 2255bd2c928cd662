// Holds the current snapshot of loaded rule packs and check instances, and builds new ones.
// A build loads the plugins first (their meta declares the schemas of the pack settings they
// own), then validates every pack, then creates the check instances; what fails is reported and
// its last good version keeps serving. Before a new snapshot is swapped in, `confirm` lets the
// check workers load exactly that snapshot. Swaps are atomic: a request takes the snapshot once
// and finishes on it.

import fs from 'node:fs/promises';
import type { Logger } from '../observability/logger.js';
import { detectorVersion } from './detector-version.js';
import { formatProblem, type LoadProblem } from './errors.js';
import { createHostToolkit } from './host-toolkit.js';
import { MatcherCache } from './matcher-cache.js';
import { listPackFiles, loadPackFile } from './load-packs.js';
import { listPluginFolders, loadPluginFolder, type LoadedPlugin } from './load-plugins.js';
import { pluginSchemas, settingsProblems, type PluginSchemas } from './pack-settings.js';
import type { CheckInstance, LoadedPack, PluginMeta } from './plugin-api.js';
import { flushRegexCache } from './regex-safety.js';
import { flushValidationCache } from './validation-cache.js';
import { markValidated } from './validated-rules.js';

export interface LoadedCheck {
  readonly meta: PluginMeta;
  readonly instance: CheckInstance;
  readonly packs: readonly LoadedPack[];
  readonly source: LoadedPlugin;
}

export interface Snapshot {
  readonly version: string;
  readonly packs: readonly LoadedPack[];
  readonly checks: ReadonlyMap<string, LoadedCheck>;
  readonly builtAt: Date;
  /** Problems found while building this snapshot (each already logged). */
  readonly problems: readonly LoadProblem[];
}

export interface RegistryOptions {
  rulesDir: string;
  /** More folders of packs, loaded after rulesDir (the CLI's --rules). */
  extraRulesDirs?: readonly string[];
  pluginsDir: string;
  /** Loads only the checks with these ids, and only the packs they consume (tools that need one check start faster). */
  onlyChecks?: readonly string[];
  trustedDomains: readonly string[];
  logger: Logger;
  onBuilt?: (snapshot: Snapshot, ok: boolean) => void;
  /** Runs before a new snapshot is swapped in (check workers load it and confirm its version). */
  confirm?: (snapshot: Snapshot) => Promise<void>;
}

export class Registry {
  private snapshot: Snapshot | undefined;
  private building: Promise<Snapshot> | undefined;
  private rebuildQueued = false;
  private givenPacks: readonly LoadedPack[] | undefined;
  /** Last good pack per file and plugin per folder, kept across builds. */
  private readonly goodPacks = new Map<string, LoadedPack>();
  private readonly goodPlugins = new Map<string, LoadedPlugin>();
  /** Matchers compiled in the latest build, shared by checks that scan with the same packs. */
  readonly matchers = new MatcherCache();

  constructor(private readonly options: RegistryOptions) {}

  /** The snapshot requests should use. Throws before the first build has finished. */
  current(): Snapshot {
    if (!this.snapshot) throw new Error('registry not loaded yet');
    return this.snapshot;
  }

  get ready(): boolean {
    return this.snapshot !== undefined;
  }

  /**
   * Builds a new snapshot; concurrent calls coalesce into one extra build. With `packs`, the
   * build uses these (already validated) packs instead of reading the rules directory: check
   * workers build from exactly the packs of the main thread's snapshot.
   */
  async reload(packs?: readonly LoadedPack[]): Promise<Snapshot> {
    if (packs) {
      // Validated by the thread that read them.
      markValidated(packs);
      this.givenPacks = packs;
    }
    if (this.building) {
      this.rebuildQueued = true;
      return this.building;
    }
    this.building = this.build().finally(() => {
      this.building = undefined;
    });
    const snap = await this.building;
    if (this.rebuildQueued) {
      this.rebuildQueued = false;
      return this.reload();
    }
    return snap;
  }

  private async build(): Promise<Snapshot> {
    const { logger } = this.options;
    const problems: LoadProblem[] = [];

    const folders = await listPluginFolders(this.options.pluginsDir);
    for (const dir of [...this.goodPlugins.keys()]) if (!folders.includes(dir)) this.goodPlugins.delete(dir);
    const sources: LoadedPlugin[] = [];
    for (const dir of folders) {
      const prior = this.goodPlugins.get(dir);
      const result = await loadPluginFolder(dir, prior?.token, prior);
      if (result.loaded) this.goodPlugins.set(dir, result.loaded);
      else problems.push(...result.problems);
      const source = result.loaded ?? prior;
      if (!source) continue;
      if (this.options.onlyChecks && !this.options.onlyChecks.includes(source.plugin.meta.id)) continue;
      sources.push(source);
    }
    // Given packs were validated by the thread that read them: their schemas are not needed here.
    const validators = new Map<string, PluginSchemas | undefined>();
    if (!this.givenPacks) for (const s of sources) if (!validators.has(s.plugin.meta.id)) validators.set(s.plugin.meta.id, pluginSchemas(s.plugin.meta, s.entry, s.token, problems));

    const packs = this.givenPacks ? [...this.givenPacks] : await this.loadPacks(validators, problems, this.options.onlyChecks && consumedChecks(sources));

    const previous = this.snapshot;
    const checks = new Map<string, LoadedCheck>();
    for (const source of sources) {
      const check = await this.instantiate(source, packs, previous, problems);
      if (!check) continue;
      if (checks.has(check.meta.id)) {
        problems.push({ code: 'PLUGIN_DUPLICATE_ID', file: source.entry, path: '/meta/id', message: `check "${check.meta.id}" is already provided by ${checks.get(check.meta.id)!.source.entry}` });
        continue;
      }
      checks.set(check.meta.id, check);
    }
    this.matchers.retain(packs);
    const fingerprints = [...checks.values()].map((c) => ({ id: c.meta.id, version: c.meta.version, token: c.source.token }));
    const snapshot: Snapshot = { version: detectorVersion(packs, fingerprints), packs, checks, builtAt: new Date(), problems };
    for (const p of problems) logger.error({ code: p.code, file: p.file, path: p.path, rule: p.ruleId }, `rejected: ${formatProblem(p)}`);
    if (this.options.confirm && previous) await this.options.confirm(snapshot);
    this.snapshot = snapshot;
    this.retire(previous, snapshot);
    logger.info({ detector_version: snapshot.version, packs: packs.length, checks: [...checks.keys()], problems: problems.length }, 'registry built');
    this.options.onBuilt?.(snapshot, problems.length === 0);
    return snapshot;
  }

  /** Reads the rules directory: each pack file validated, then its settings and data under its check's schemas. */
  private async loadPacks(validators: ReadonlyMap<string, PluginSchemas | undefined>, problems: LoadProblem[], wanted?: ReadonlySet<string>): Promise<LoadedPack[]> {
    const packFiles: string[] = [];
    for (const dir of [this.options.rulesDir, ...(this.options.extraRulesDirs ?? [])]) packFiles.push(...(await listPackFiles(dir)));
    for (const file of [...this.goodPacks.keys()]) if (!packFiles.includes(file)) this.goodPacks.delete(file);
    for (const file of packFiles) {
      if (wanted) {
        const check = await packCheck(file);
        if (check !== undefined && !wanted.has(check)) continue;
      }
      const prior = this.goodPacks.get(file);
      const result = await loadPackFile(file, prior);
      if (!result.pack) {
        problems.push(...result.problems);
        continue;
      }
      const validator = validators.get(result.pack.pack.check);
      const invalid = settingsProblems(result.pack, validator);
      if (invalid.length === 0) this.goodPacks.set(file, result.pack);
      else {
        problems.push(...invalid);
        // The last good version keeps serving, if it still satisfies the schema.
        if (prior && prior !== result.pack && settingsProblems(prior, validator).length === 0) continue;
        this.goodPacks.delete(file);
      }
    }
    flushRegexCache();
    flushValidationCache();
    // A pack's id equals its file name (RULES_ID_MISMATCH otherwise), so ids are unique here.
    return [...this.goodPacks.values()];
  }

  private async instantiate(source: LoadedPlugin, packs: readonly LoadedPack[], previous: Snapshot | undefined, problems: LoadProblem[]): Promise<LoadedCheck | undefined> {
    const meta = source.plugin.meta;
    const consumes = new Set(meta.consumes ?? [meta.id]);
    const mine = packs.filter((p) => consumes.has(p.pack.check));
    const prior = previous?.checks.get(meta.id);
    // Nothing the check depends on changed: keep the instance (and its compiled rules).
    if (prior && prior.source === source && samePacks(prior.packs, mine)) return prior;
    try {
      const instance = await source.plugin.create({
        meta,
        packs: mine,
        options: { trustedDomains: this.options.trustedDomains },
        host: createHostToolkit(this.options.logger, meta.id, this.matchers),
      });
      if (!instance || typeof instance.run !== 'function') throw new Error('create() must return an object with a run(input, ctx) function');
      return { meta, instance, packs: mine, source };
    } catch (err) {
      problems.push({ code: 'PLUGIN_CREATE_FAILED', file: source.entry, path: '', message: `create() failed: ${(err as Error).message}` });
      return prior;
    }
  }

  /** Disposes instances the new snapshot no longer uses, after in-flight requests had time to finish. */
  private retire(previous: Snapshot | undefined, next: Snapshot): void {
    if (!previous) return;
    const live = new Set([...next.checks.values()].map((c) => c.instance));
    const stale = [...previous.checks.values()].filter((c) => !live.has(c.instance));
    if (stale.length === 0) return;
    setTimeout(() => stale.forEach((c) => c.instance.dispose?.()), 60_000).unref();
  }
}

/** The pack `check` values that the given checks consume (meta.consumes, default their own id). */
/** The checks whose packs the given plugins read (meta.consumes, default their own id). */
function consumedChecks(sources: readonly LoadedPlugin[]): Set<string> {
  return new Set(sources.flatMap((s) => s.plugin.meta.consumes ?? [s.plugin.meta.id]));
}

/** A pack file's `check`, read without validating it (a broken file is loaded, so its problems are reported). */
async function packCheck(file: string): Promise<string | undefined> {
  try {
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as { check?: unknown };
    return typeof json.check === 'string' ? json.check : undefined;
  } catch {
    return undefined;
  }
}

function samePacks(a: readonly LoadedPack[], b: readonly LoadedPack[]): boolean {
  return a.length === b.length && a.every((p, i) => p.hash === b[i]?.hash && p.file === b[i]?.file);
}
