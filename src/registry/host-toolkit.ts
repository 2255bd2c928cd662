// Builds the HostToolkit handed to every plugin's create(): the detection engine and the text
// tools, bound to the host's logger. Plugins use these instead of importing host modules.

import type { Logger } from '../observability/logger.js';
import { RuleMatcher } from '../engine/matcher.js';
import { findEncodedPayloads } from '../text/decode.js';
import { textVariants } from '../text/normalize.js';
import { identity, toOriginal } from '../text/offset-map.js';
import { stripInvisible } from '../text/invisible.js';
import { bashSyntax } from '../text/shell/bash-syntax.js';
import { HOST_API_VERSION, type HostToolkit } from './plugin-api.js';
import type { MatcherCache } from './matcher-cache.js';

export function createHostToolkit(logger: Logger, pluginId: string, matchers?: MatcherCache): HostToolkit {
  const log = logger.child({ plugin: pluginId });
  return {
    apiVersion: HOST_API_VERSION,
    compileRules: (packs, options) => {
      const compile = (): RuleMatcher => new RuleMatcher(packs, { decoder: (t) => findEncodedPayloads(t), ...options });
      // Only the default options can be shared: a plugin's own decoder is a function nobody can key.
      return matchers && options === undefined ? matchers.get(packs, compile) : compile();
    },
    draftFromMatch: (m, overrides) => ({
      ruleId: m.ruleId,
      category: m.rule.rule.category,
      type: m.rule.rule.type,
      severity: m.rule.rule.severity,
      confidence: m.score,
      reason: m.rule.rule.title,
      start: m.start,
      end: m.end,
      validated: m.validated,
      ...(m.encoding ? { encoding: m.encoding } : {}),
      ...overrides,
    }),
    textVariants: (text) => textVariants(text),
    toOriginal: (variant, start, end) => toOriginal(variant, start, end),
    findEncodedPayloads: (text) => findEncodedPayloads(text),
    // Only the invisible-character step: the full normalisation is not needed to find them.
    hiddenCharacters: (text) => stripInvisible(identity(text)).hidden,
    log: {
      warn: (msg, fields) => log.warn(fields ?? {}, msg),
      info: (msg, fields) => log.info(fields ?? {}, msg),
    },
    shell: bashSyntax,
  };
}
