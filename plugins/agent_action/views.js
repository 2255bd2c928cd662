// @ts-check
// The views of a tool call that agent_action rules read, each tagged with its rule `target`:
// `tool` (the tool name), `shell_command` (one per parsed simple command, argv joined by spaces),
// `path`, `url`, `sql`, and `argument_value` (every string argument, for secret scanning).

import { splitCommands } from './shell.js';

/** @typedef {{ target: string, text: string }} View */

const DEFAULTS = {
  shellTools: ['shell', 'bash', 'sh', 'terminal', 'exec', 'execute', 'run_command', 'execute_command', 'run_shell_command', 'run_terminal_cmd', 'command', 'cmd', 'powershell', 'computer'],
  shellArgumentKeys: ['command', 'cmd', 'script', 'commands', 'code', 'input'],
  pathArgumentKeys: ['path', 'file', 'file_path', 'filepath', 'filename', 'target', 'target_file', 'destination', 'dest', 'source', 'src', 'directory', 'dir', 'cwd'],
  sqlArgumentKeys: ['query', 'sql', 'statement'],
};
const MAX_STRINGS = 2000;
const MAX_DEPTH = 16;

/**
 * @param {{ tool: string, arguments: Record<string, unknown>, context?: Record<string, unknown> }} action
 * @param {Record<string, unknown>} policy
 * @returns {View[]}
 */
export function collectViews(action, policy) {
  const shellTools = new Set(/** @type {string[]} */ (policy['shellTools'] ?? DEFAULTS.shellTools));
  const shellKeys = new Set(/** @type {string[]} */ (policy['shellArgumentKeys'] ?? DEFAULTS.shellArgumentKeys));
  const pathKeys = new Set(/** @type {string[]} */ (policy['pathArgumentKeys'] ?? DEFAULTS.pathArgumentKeys));
  const sqlKeys = new Set(/** @type {string[]} */ (policy['sqlArgumentKeys'] ?? DEFAULTS.sqlArgumentKeys));
  const tool = action.tool.toLowerCase();
  /** @type {View[]} */
  const views = [{ target: 'tool', text: tool }];
  const isShellTool = shellTools.has(tool) || /(^|_)(shell|bash|terminal|exec|command)(_|$)/.test(tool);
  const isSqlTool = /(^|_)(sql|query|database|db|postgres|mysql|sqlite)(_|$)/.test(tool);
  for (const { key, value } of strings(action.arguments)) {
    views.push({ target: 'argument_value', text: value });
    if (isShellTool && (shellKeys.has(key) || key === '')) {
      for (const argv of splitCommands(value)) views.push({ target: 'shell_command', text: argv.join(' ') });
    }
    if (pathKeys.has(key)) views.push({ target: 'path', text: value });
    if (sqlKeys.has(key) || (isSqlTool && key !== '')) views.push({ target: 'sql', text: value.replace(/\s+/g, ' ').trim() });
    for (const url of value.match(/\b(?:https?|ftp|wss?):\/\/[^\s"'<>]+/gi) ?? []) views.push({ target: 'url', text: url });
  }
  return views;
}

/**
 * Every string in the arguments with the key it sits under ('' for array items of a keyed array
 * take the array's key), bounded in count and depth.
 * @param {unknown} value
 * @returns {Array<{ key: string, value: string }>}
 */
function strings(value) {
  /** @type {Array<{ key: string, value: string }>} */
  const out = [];
  /** @param {unknown} v @param {string} key @param {number} depth */
  const walk = (v, key, depth) => {
    if (out.length >= MAX_STRINGS || depth > MAX_DEPTH) return;
    if (typeof v === 'string') out.push({ key: key.toLowerCase(), value: v });
    else if (Array.isArray(v)) for (const item of v) walk(item, key, depth + 1);
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, k, depth + 1);
  };
  walk(value, '', 0);
  return out;
}
