// The bash syntax tree lent to plugins: tree-sitter's bash grammar (tree-sitter-bash, compiled to
// WebAssembly and shipped in its npm package) run by web-tree-sitter, so parsing needs no native
// build and no download. The tree is copied into plain, frozen-shape objects so that plugins never
// hold WebAssembly memory: command and process substitutions, heredocs, $'…' strings, expansions
// and redirections are nodes, never text that input could imitate.

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Parser, Tree } from 'web-tree-sitter';

/** One node of the bash syntax tree; offsets are UTF-16 indices into the parsed script. */
export interface ShellNode {
  /** The grammar's node type (`command`, `word`, `string`, `command_substitution`, …) or, for anonymous nodes, the token (`|`, `&&`, `>`). */
  readonly type: string;
  /** False for anonymous tokens (operators, quotes, keywords). */
  readonly named: boolean;
  /** The field of the parent this node fills (`name`, `argument`, `redirect`, `destination`, `body`, …). */
  readonly field?: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly ShellNode[];
  /** Set on a node whose children were cut off at the nesting limit. */
  readonly truncated?: true;
}

export interface ShellSyntax {
  /** Parses a bash script. Never throws on malformed input: what the grammar cannot place becomes an `ERROR` node. */
  parse(script: string): ShellNode;
}

/** Deeper nesting than this is left unexpanded (a node marked `truncated`). */
const MAX_NESTING = 120;
/** Node budget per parse: a tree is copied only up to this many nodes. */
const MAX_NODES = 50_000;
/** Longer scripts are parsed in pieces of at most this many characters, cut at line ends where possible: the grammar's parser is fastest and safest on bounded input. */
const MAX_PIECE = 8 * 1024;
/**
 * A piece whose parse takes more than this many progress checks (the grammar's parser checks in
 * every hundred or so operations; an 8 KiB piece of ordinary commands takes about 120) is
 * abandoned and its node marked `truncated`. The budget counts work, not time, so the verdict on
 * an ordinary script does not depend on how busy the machine is.
 */
const PIECE_BUDGET_CHECKS = 300;
/**
 * A wall-clock bound as well, for input whose operations are each slow (a run of heredoc openers
 * costs over 1 ms per check): ordinary pieces take 0.5–60 ms, so only a machine slowed several
 * times over, or such input, reaches it.
 */
const PIECE_BUDGET_MS = 150;

const require = createRequire(import.meta.url);
const grammar = require.resolve('tree-sitter-bash/tree-sitter-bash.wasm');
const runtime = pathToFileURL(require.resolve('web-tree-sitter')).href;

type Runtime = typeof import('web-tree-sitter');
let generation = 0;
/** A fresh WebAssembly instance: a module URL the loader has not seen gets its own instance and memory. */
async function load(): Promise<Parser> {
  const wts = (await import(generation++ === 0 ? runtime : `${runtime}?instance=${generation}`)) as Runtime;
  await wts.Parser.init();
  const p = new wts.Parser();
  p.setLanguage(await wts.Language.load(grammar));
  return p;
}
let parser: Parser | undefined;
let loading: Promise<void> | undefined;
let reloading: Promise<void> | undefined;

/**
 * Loads the grammar, once. Not at import: the WebAssembly instance costs some 20 MiB before its
 * first parse and more after, which a service that never sees a command line should not pay. The
 * host awaits this before it runs a check on an agent action (see evaluate/run-check.ts).
 */
export function loadBashSyntax(): Promise<void> {
  return (loading ??= load().then(
    (p) => {
      parser ??= p;
    },
    (err: unknown) => {
      loading = undefined; // a later call tries again
      throw err;
    },
  ));
}

/** Whether the grammar is loaded (parses before that report `truncated`). */
export const bashSyntaxLoaded = (): boolean => parser !== undefined;

/** After the runtime aborts (its memory state is then unusable), parsing reports `truncated` until a fresh instance is ready. */
function recover(): void {
  parser = undefined;
  reloading ??= load()
    .then((p) => {
      parser = p;
    })
    .catch(() => undefined)
    .finally(() => {
      reloading = undefined;
    });
}

function pieces(script: string): Array<{ offset: number; text: string }> {
  const out: Array<{ offset: number; text: string }> = [];
  let at = 0;
  while (at < script.length) {
    let end = Math.min(script.length, at + MAX_PIECE);
    if (end < script.length) {
      const nl = script.lastIndexOf('\n', end);
      if (nl > at + MAX_PIECE / 2) end = nl + 1;
    }
    out.push({ offset: at, text: script.slice(at, end) });
    at = end;
  }
  return out;
}

function parse(script: string): ShellNode {
  const children: ShellNode[] = [];
  let truncated = false;
  for (const piece of script.length ? pieces(script) : [{ offset: 0, text: '' }]) {
    const root = parsePiece(piece.text, piece.offset, script);
    if (!root) {
      truncated = true;
      children.push({ type: 'ERROR', named: true, start: piece.offset, end: piece.offset + piece.text.length, text: piece.text, children: [], truncated: true });
      continue;
    }
    if (root.truncated) truncated = true;
    children.push(...root.children);
  }
  return { type: 'program', named: true, start: 0, end: script.length, text: script, children, ...(truncated ? { truncated: true as const } : {}) };
}

/** Named-ness per node type id, per grammar instance (a reloaded runtime brings a new Language). */
const namedTypes = new WeakMap<object, Map<number, boolean>>();
function isNamed(language: { nodeTypeIsNamed(id: number): boolean }, typeId: number): boolean {
  let table = namedTypes.get(language);
  if (!table) namedTypes.set(language, (table = new Map()));
  let named = table.get(typeId);
  if (named === undefined) table.set(typeId, (named = language.nodeTypeIsNamed(typeId)));
  return named;
}

function parsePiece(text: string, offset: number, script: string): ShellNode | undefined {
  const active = parser;
  if (!active) {
    // Called before anything awaited loadBashSyntax(): this parse is cut off (`truncated`, which
    // callers treat as unparsed), and the grammar loads for the next one.
    if (!reloading) loadBashSyntax().catch(() => undefined);
    return undefined;
  }
  const deadline = performance.now() + PIECE_BUDGET_MS;
  let checks = 0;
  let tree: Tree | null;
  try {
    tree = active.parse(text, null, { progressCallback: () => ++checks > PIECE_BUDGET_CHECKS || performance.now() > deadline });
  } catch {
    recover();
    return undefined;
  }
  if (!tree) {
    active.reset();
    return undefined;
  }
  try {
    const cursor = tree.walk();
    const language = tree.language;
    let budget = MAX_NODES;
    const copy = (depth: number): ShellNode => {
      const start = cursor.startIndex + offset;
      const end = cursor.endIndex + offset;
      // One call for the type id; its name and named-ness come from per-language tables.
      const typeId = cursor.nodeTypeId;
      const fieldId = cursor.currentFieldId;
      const field = fieldId ? language.fields[fieldId] : undefined;
      const children: ShellNode[] = [];
      let truncated = false;
      if (cursor.gotoFirstChild()) {
        if (depth >= MAX_NESTING || budget <= 0) truncated = true;
        else
          do {
            budget--;
            children.push(copy(depth + 1));
          } while (budget > 0 && cursor.gotoNextSibling());
        cursor.gotoParent();
      }
      return {
        type: language.types[typeId] || 'ERROR',
        named: isNamed(language, typeId),
        ...(field ? { field } : {}),
        start,
        end,
        text: script.slice(start, end),
        children,
        ...(truncated ? { truncated: true as const } : {}),
      };
    };
    const root = copy(0);
    cursor.delete();
    return root;
  } catch {
    recover();
    return undefined;
  } finally {
    try {
      tree.delete();
    } catch {
      // The runtime already failed; recover() has replaced it.
    }
  }
}

export const bashSyntax: ShellSyntax = { parse };
