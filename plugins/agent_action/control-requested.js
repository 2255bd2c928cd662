// @ts-check
// A protection the call opens, lowers or switches off, held against the user's request. Unlocking or holding a door
// open, disarming an alarm or leaving zones out of it, stopping a camera's recording, skipping a signature check:
// each is a family of settings.loweredControls, with the words by which a call does it (`unlock`, `hold open`,
// `bypass zones`, `no recording`) and the words by which a request asks for it in many languages (`unlock`,
// `aufschließen`, `déverrouille`, `解锁`, `열어`). A call doing one the request never asks for lowers a control
// nobody asked to lower: the user asked to arm the house, to check a lock, to delete old footage.

import { nameWords } from './tools.js';
import { requestSays, requestText } from './requested.js';

const MAX_FIELDS = 80;
const MAX_VALUE = 80;

/** Words a phrase's words may have between them within one part (`no camera recording` does `no recording`). */
const MAX_GAP = 2;
/** A switch named only by its state: it switches what the tool names (`camera.set_recording` with `enabled: false`). */
const GENERIC_SWITCH = /^(?:enabled?|active|on|status|state|value)$/;
/** Arguments of a generic setter that name the setting its generic switch sets (`key: lock_screen, value: none`). */
const SETTING_NAME_KEYS = ['key', 'setting', 'setting_name', 'setting_key', 'name', 'preference', 'tag', 'tag_name', 'point', 'address', 'variable', 'node_id'];
/** Setter verbs left off the tool's words when a generic switch names what it switches. */
const SETTERS = new Set(['set', 'update', 'toggle', 'configure', 'change', 'put', 'patch', 'write']);

/**
 * What the call does, as parts of words: the tool's name, then each argument as its key's words (and `no …` for a
 * switch set off, the value's words for a short string). A key set to false, empty or zero does not do what it names;
 * a generic switch (`enabled: false`) switches off what the tool names.
 * @param {string} tool @param {Record<string, unknown>} args
 * @returns {string[][]}
 */
export function callParts(tool, args) {
  const toolWords = nameWords(tool);
  const setting = toolWords.filter((w) => !SETTERS.has(w));
  const parts = [toolWords];
  /** @param {Record<string, unknown>} obj @param {number} depth */
  const walk = (obj, depth) => {
    for (const [k, v] of Object.entries(obj).slice(0, MAX_FIELDS)) {
      const key = nameWords(k);
      const off = v === false || v === 0 || (Array.isArray(v) && !v.length) || (typeof v === 'string' && /^(?:off|disabled?|false|none)$/i.test(v.trim()));
      if (off && depth === 0 && GENERIC_SWITCH.test(k.toLowerCase())) {
        parts.push(['no', ...setting]);
        // A generic setter naming its setting in an argument (`key: agent.require_confirmation, value: false`), or a
        // controller's tag or point (`tag: F3_PROTECTION_RELAY.OVERCURRENT_TRIP, value: DISABLED`), switches it off.
        const named = SETTING_NAME_KEYS.map((n) => obj[n]).find((x) => typeof x === 'string' && x.length <= MAX_VALUE);
        if (typeof named === 'string') {
          parts.push(['no', ...nameWords(named)]);
          // A controller's tag path (`FDR114.R-114.PROT_51G_ENABLE`): its last segment names the setting.
          const last = named.slice(named.lastIndexOf('.') + 1);
          if (last !== named && last.length) parts.push(['no', ...nameWords(last)]);
        }
      }
      else if (off) parts.push(['no', ...key]);
      else if (v === true || typeof v === 'number') parts.push(key);
      // A list of names says what it holds (`doors: ["ALL_DOORS", "server_room"]` reads `doors all doors`).
      else if (Array.isArray(v)) {
        parts.push(key);
        for (const x of v.slice(0, 20)) if (typeof x === 'string' && x.length <= MAX_VALUE) parts.push([...key, ...nameWords(x)]);
      }
      else if (typeof v === 'string') parts.push(v.length <= MAX_VALUE ? [...key, ...nameWords(v)] : key);
      else if (v && typeof v === 'object' && depth < 2) {
        parts.push(key);
        walk(/** @type {Record<string, unknown>} */ (v), depth + 1);
      }
    }
  };
  walk(args, 0);
  return parts;
}

/** Whether the phrase's words stand in one part, in order, at most MAX_GAP words apart. @param {string[][]} parts @param {readonly string[]} want */
function partsSay(parts, want) {
  if (!want.length) return false;
  // A part a switch set off reads `no …`: only a phrase that says `no …` is done by it (`include_unsubscribed: false`
  // does not include the unsubscribed).
  const switchedOff = want[0] !== 'no';
  return parts.some((p) => {
    if (switchedOff && p[0] === 'no') return false;
    for (let i = 0; i < p.length; i++) {
      if (p[i] !== want[0]) continue;
      let at = i;
      let ok = true;
      for (const w of want.slice(1)) {
        const next = p.indexOf(w, at + 1);
        if (next < 0 || next - at - 1 > MAX_GAP) { ok = false; break; }
        at = next;
      }
      if (ok) return true;
    }
    return false;
  });
}

/** @typedef {{ name: string, call: string[][], request: string[], except: string[], reversals: string[], always: boolean }} Family */
/** @typedef {{ families: Family[], byFirst: Map<string, Array<{ family: number, words: string[] }>> }} Prepared */
/** The families as read once per settings: each call phrase split into its words, and indexed by its first word. */
const prepared = /** @type {WeakMap<object, Prepared>} */ (new WeakMap());
/** @param {ReadonlyArray<{ name?: string, call?: string[], request?: string[], except?: string[], reversals?: string[] }>} families @returns {Prepared} */
function prepare(families) {
  let out = prepared.get(families);
  if (!out) {
    const list = families.map((f) => ({
      name: f.name ?? 'control',
      call: (f.call ?? []).map((w) => w.toLowerCase().split(' ').filter(Boolean)).filter((w) => w.length),
      request: f.request ?? [],
      except: f.except ?? [],
      reversals: f.reversals ?? [],
      always: !(f.request ?? []).length,
    }));
    /** @type {Prepared['byFirst']} */
    const byFirst = new Map();
    list.forEach((f, family) => {
      for (const words of f.call) {
        const first = words[0] ?? '';
        const at = byFirst.get(first);
        if (at) at.push({ family, words });
        else byFirst.set(first, [{ family, words }]);
      }
    });
    out = { families: list, byFirst };
    prepared.set(families, out);
  }
  return out;
}

/**
 * The families of settings.loweredControls the call does: `requested: false` where the request does not ask for it in
 * the family's request words (judged only where there is a request), and `always` for a family with no request words
 * (a safety system bypassed, outputs forced, a fire panel switched off: judged whatever the request says).
 * @param {string} tool @param {Record<string, unknown>} args
 * @param {import('./context.js').ActionContext} context
 * @param {ReadonlyArray<{ name?: string, call?: string[], request?: string[], except?: string[], reversals?: string[] }>} families
 * @returns {Array<{ name: string, always: boolean }>}
 */
export function controlsLowered(tool, args, context, families) {
  if (!families.length) return [];
  const { families: list, byFirst } = prepare(families);
  const parts = callParts(tool, args);
  const all = new Set(parts.flat());
  // Cheap first: only phrases whose words all stand in the call, found by their first word.
  /** @type {Map<number, string[][]>} */
  const candidates = new Map();
  for (const w of all) {
    for (const c of byFirst.get(w) ?? []) {
      if (!c.words.every((x) => all.has(x))) continue;
      const at = candidates.get(c.family);
      if (at) at.push(c.words);
      else candidates.set(c.family, [c.words]);
    }
  }
  if (!candidates.size) return [];
  const text = requestText(context, 2000);
  /** @type {Array<{ name: string, always: boolean }>} */
  const out = [];
  for (const [i, phrases] of [...candidates].sort((a, b) => a[0] - b[0])) {
    const f = list[i];
    if (!f || (!f.always && text === undefined)) continue;
    // A word of the call that makes it another thing (`unlock_account` unlocks an account, not a door).
    if (f.except.some((w) => all.has(w))) continue;
    if (!phrases.some((w) => partsSay(parts, w))) continue;
    if (f.always || !requestSays(text ?? '', f.request, f.reversals)) out.push({ name: f.name, always: f.always });
  }
  return out;
}
