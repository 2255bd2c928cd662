// Holds the current snapshot of loaded rule packs and check instances, and builds new ones.
// A build validates every pack and plugin; what fails is reported and its last good version
// keeps serving. Swaps are atomic: a request takes the snapshot once and finishes on it.

import type { Logger } from '../observability/logger.js';
import { detectorVersion } from './detector-version.js';
import { formatProblem, type LoadProblem } from './errors.js';
import { createHostToolkit } from './host-toolkit.js';
import { MatcherCache } from './matcher-cache.js';
import { listPackFiles, loadPackFile } from './load-packs.js';
import { listPluginFolders, loadPluginFolder, type LoadedPlugin } from './load-plugins.js';
import type { CheckInstance, LoadedPack, PluginMeta } from './plugin-api.js';
import { flushRegexCache } from './regex-safety.js';

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
  pluginsDir: string;
  trustedDomains: readonly string[];
  logger: Logger;
  onBuilt?: (snapshot: Snapshot, ok: boolean) => void;
}

export class Registry {
  private snapshot: Snapshot | undefined;
  private building: Promise<Snapshot> | undefined;
  private rebuildQueued = false;
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

  /** Builds a new snapshot; concurrent calls coalesce into one extra build. */
  async reload(): Promise<Snapshot> {
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
    const packFiles = await listPackFiles(this.options.rulesDir);
    for (const file of [...this.goodPacks.keys()]) if (!packFiles.includes(file)) this.goodPacks.delete(file);
    for (const file of packFiles) {
      const result = await loadPackFile(file, this.goodPacks.get(file));
      if (result.pack) this.goodPacks.set(file, result.pack);
      else problems.push(...result.problems);
    }
    flushRegexCache();
    const packs = this.uniquePacks(problems);

    const folders = await listPluginFolders(this.options.pluginsDir);
    for (const dir of [...this.goodPlugins.keys()]) if (!folders.includes(dir)) this.goodPlugins.delete(dir);
    const previous = this.snapshot;
    const checks = new Map<string, LoadedCheck>();
    for (const dir of folders) {
      const prior = this.goodPlugins.get(dir);
      const result = await loadPluginFolder(dir, prior?.token, prior);
      if (result.loaded) this.goodPlugins.set(dir, result.loaded);
      else problems.push(...result.problems);
      const source = result.loaded ?? prior;
      if (!source) continue;
      const check = await this.instantiate(source, packs, previous, problems);
      if (!check) continue;
      if (checks.has(check.meta.id)) {
        problems.push({ code: 'PLUGIN_DUPLICATE_ID', file: source.entry, path: '/meta/id', message: `check "${check.meta.id}" is already provided by ${checks.get(check.meta.id)!.source.entry}` });
        continue;
      }
      checks.set(check.meta.id, check);
    }
    this.matchers.retain(packs);
    const snapshot: Snapshot = { version: detectorVersion(packs), packs, checks, builtAt: new Date(), problems };
    for (const p of problems) logger.error({ code: p.code, file: p.file, path: p.path, rule: p.ruleId }, `rejected: ${formatProblem(p)}`);
    this.snapshot = snapshot;
    this.retire(previous, snapshot);
    logger.info({ detector_version: snapshot.version, packs: packs.length, checks: [...checks.keys()], problems: problems.length }, 'registry built');
    this.options.onBuilt?.(snapshot, problems.length === 0);
    return snapshot;
  }

  private uniquePacks(problems: LoadProblem[]): LoadedPack[] {
    const byId = new Map<string, LoadedPack>();
    for (const p of this.goodPacks.values()) {
      const other = byId.get(p.pack.id);
      if (other) problems.push({ code: 'RULES_DUPLICATE_PACK', file: p.file, path: '/id', message: `pack id "${p.pack.id}" is also declared by ${other.file}` });
      else byId.set(p.pack.id, p);
    }
    return [...byId.values()];
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

function samePacks(a: readonly LoadedPack[], b: readonly LoadedPack[]): boolean {
  return a.length === b.length && a.every((p, i) => p.hash === b[i]?.hash && p.file === b[i]?.file);
}
