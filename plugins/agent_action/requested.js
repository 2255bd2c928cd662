// @ts-check
// Whether the user's own request asks, in the user's language, for the removal a call makes. A user writes
// "Xóa nhánh release/2.4", "Udali papku ~/old", "ลบ VM ชื่อ build-7": a word that asks to remove something
// (settings.removalRequests, in many languages) and the very object, written as the call writes it. The
// words are read as word beginnings (`lösch` finds `löschen`, `удали` finds `удалите`), a word of three letters or
// fewer as a whole word (`sil`, `wis`); in scripts written without spaces between words (Chinese, Japanese, Thai) and in
// Korean, whose endings join the word, a word is found anywhere in the request.

import { userRequest } from './context.js';
import { numberWritten } from './payments.js';

/**
 * The user's request, lower-cased and in composed form (`xoá` typed with a combining accent is `xoá`).
 * @param {import('./context.js').ActionContext} context @param {number} max  characters read
 * @returns {string | undefined}
 */
export function requestText(context, max) {
  let byLength = readRequests.get(context);
  if (!byLength) readRequests.set(context, (byLength = new Map()));
  if (!byLength.has(max)) byLength.set(max, userRequest(context)?.slice(0, max).normalize('NFC').toLowerCase());
  return byLength.get(max);
}
/** The request as read for a call's context: a call's readers (removal, purchase, git steps, bulk approval, …) share it. */
const readRequests = /** @type {WeakMap<object, Map<number, string | undefined>>} */ (new WeakMap());

/** A word of a script written without spaces between words, or (Korean) with its endings joined to it (`삭제해`). */
export const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;

/** Lower case without diacritics: `Zseblámpa` and `zseblampa`, `Wi-Fi hesló` and `wi-fi heslo` compare equal. @param {string} s */
export const foldText = (s) => s.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC').toLowerCase();

/** A string with the characters special in a regular expression escaped, to match it literally. @param {string} s */
export const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the request (as requestText gives it) holds one of the words: as the beginning of one of its words, or
 * anywhere for a word of an unspaced script.
 * @param {string} text @param {readonly string[]} words  lower-cased
 */
export function holdsRequestWord(text, words) {
  // A word after an elided article or preposition (`d'administrateur`, `l'alarme`, `dell'account`) is a word too.
  const tokens = text.split(/[^\p{L}\p{M}\p{N}']+/u).filter(Boolean).flatMap((t) => {
    const at = t.lastIndexOf("'");
    return at > 0 && at <= 4 && at < t.length - 1 ? [t, t.slice(at + 1)] : [t];
  });
  let joined = '';
  return words.some((raw) => {
    const w = raw.normalize('NFC').toLowerCase();
    if (!w) return false;
    if (UNSPACED.test(w)) return text.includes(w);
    // A word of several (`chủ sở hữu`, `quản trị`, `satın al`): its words in a row, from the beginning of a word.
    if (w.includes(' ')) {
      joined ||= ` ${tokens.join(' ').normalize('NFC').toLowerCase()}`;
      return joined.includes(` ${w}`);
    }
    // A stem of three letters or fewer begins too many other words (`sil` in `silver`): only the word itself counts.
    if ([...w].length <= 3) return tokens.includes(w);
    if (tokens.some((t) => t.startsWith(w))) return true;
    // Arabic and Hebrew write a conjunction, a preposition or the article joined to the word (`كمالك`, `ולמחוק`).
    const clitics = ARABIC_WORD.test(w) ? ARABIC_CLITICS : HEBREW_WORD.test(w) ? HEBREW_CLITICS : undefined;
    return clitics !== undefined && tokens.some((t) => t.length > w.length && t.endsWith(w, t.indexOf(w) + w.length) && clitics.test(t.slice(0, t.indexOf(w))));
  });
}
const ARABIC_WORD = /^[\u0600-\u06ff]/u;
const HEBREW_WORD = /^[\u0590-\u05ff]/u;
/** Letters joined before an Arabic word: و ف (and), ب ل ك (with, for, as), and the article after them (`وال`, `بال`). */
const ARABIC_CLITICS = /^(?:[وف]?[بلك]?(?:ال)?|[وف]?لل)$/u;
/** Letters joined before a Hebrew word: ו ש (and, that), ב ל כ מ (in, to, as, from), ה (the). */
const HEBREW_CLITICS = /^[ושבלכמה]{1,3}$/u;

/**
 * Whether the request holds one of the words (as holdsRequestWord reads them) or one of the phrases of several words
 * (`turn off`, `let in`), each phrase read from the beginning of a word, or a gapped phrase (`schalt … alarm … aus`)
 * whose gaps hold none of the reversals (`turn on the alarm and switch the light off` says no `turn … alarm … off`).
 * @param {string} text  as requestText gives it @param {readonly string[]} words @param {readonly string[]} [reversals]
 */
export function requestSays(text, words, reversals = []) {
  const single = words.filter((w) => !w.includes(' '));
  if (holdsRequestWord(text, single)) return true;
  const spaced = ` ${text.replace(/[^\p{L}\p{M}\p{N}']+/gu, ' ')}`;
  if (words.some((w) => w.includes(' ') && !w.includes(GAP) && spaced.includes(` ${w.normalize('NFC').toLowerCase()}`))) return true;
  const gapped = words.filter((w) => w.includes(GAP));
  return gapped.length > 0 && sentencesOf(text).some((tokens) => gapped.some((w) => saysInOrder(tokens, w, reversals)));
}

/** Marks the words a phrase may have between its parts (`switch … alarm … off`, `schalt … alarm … aus`). */
const GAP = '…';
/** Most words between two parts of a gapped phrase: a verb and its particle around the object, within one sentence. */
const MAX_PHRASE_GAP = 10;

/** The request's sentences as lower-cased words. @param {string} text @returns {string[][]} */
function sentencesOf(text) {
  return text.toLowerCase().split(/[.!?。！？;]+/u).slice(0, 40).map((t) => t.split(/[^\p{L}\p{M}\p{N}']+/u).filter(Boolean));
}

/** A word of a phrase matches a request word as a stem, or whole where it is three letters or fewer. @param {string} t @param {string} w */
const wordMatches = (t, w) => ([...w].length <= 3 ? t === w : t.startsWith(w));

/**
 * Whether the sentence holds the gapped phrase's parts in order, each part's words side by side, at most
 * MAX_PHRASE_GAP words between two parts (`schalte die Alarmanlage im Lager bis morgen aus` says `schalt … alarm … aus`).
 * @param {string[]} tokens @param {string} phrase @param {readonly string[]} reversals  words no gap may hold
 */
function saysInOrder(tokens, phrase, reversals) {
  const stops = reversals.map((r) => r.toLowerCase());
  const reversal = (/** @type {string} */ t) => stops.some((r) => wordMatches(t, r));
  const parts = phrase.normalize('NFC').toLowerCase().split(GAP).map((p) => p.trim().split(/\s+/).filter(Boolean)).filter((p) => p.length);
  /** @type {(part: number, start: number, last: number) => boolean} */
  const from = (part, start, last) => {
    const words = parts[part];
    if (!words) return true;
    const end = part === 0 ? tokens.length : Math.min(tokens.length, last + MAX_PHRASE_GAP + 1);
    for (let i = start; i < end; i++) {
      if (part > 0 && i > start && reversal(/** @type {string} */ (tokens[i - 1]))) return false;
      if (words.every((w, j) => tokens[i + j] !== undefined && wordMatches(/** @type {string} */ (tokens[i + j]), w)) && from(part + 1, i + words.length, i + words.length)) return true;
    }
    return false;
  };
  return from(0, 0, 0);
}

/** Where an identifier meets a word of a script that glues particles to it (`jiwoo.k를`, `demo-8を`). */
const SCRIPT_SEAM = /(?<=[\p{Script=Latin}\p{N}._\/-])(?=[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Thai}])|(?<=[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Thai}])(?=[\p{Script=Latin}\p{N}~\/.])/gu;

/**
 * The objects of a request as whole tokens: split at blanks and quotes, and where an identifier meets Korean, Japanese,
 * Chinese or Thai text, trailing sentence marks left off (also the Indic danda and the Arabic-script stops).
 */
export function requestTokens(/** @type {string} */ text) {
  return new Set(text.replace(SCRIPT_SEAM, ' ').split(/[\s,;()[\]{}'"`«»“”「」（）、，。：]+/u).map((t) => t.replace(/[.!?:।॥؟۔]+$/u, '')).filter(Boolean));
}

/** Commands that only move the working directory around a removal. */
const NEUTRAL_COMMANDS = new Set(['cd', 'pushd', 'popd']);
/** Programs that remove what they name. */
const REMOVING_PROGRAMS = new Set(['rm', 'rmdir', 'unlink', 'del', 'rd', 'remove-item', 'trash', 'trash-put']);
/** Words of a subcommand or a switch that remove what the command names (`terminate-instances`, `--delete`). */
const REMOVING_WORDS = new Set(['delete', 'remove', 'rm', 'terminate', 'destroy', 'purge', 'drop', 'erase', 'uninstall', 'deregister']);
/** Switches whose value says where a command runs, not what it removes (`--zone europe-north1-a`). */
const PLACE_FLAGS = new Set(['--zone', '--region', '--project', '--location', '--profile', '--context', '--namespace', '--subscription', '--output', '--format', '--query', '--cluster', '--account']);
/** An argument that names one object: it holds a digit or a separator (`build-7`, `release/2.4`, `i-0a1b`); a bare word may be a subcommand. */
const IDENTIFIER = /[0-9/._~:@-]/;
/**
 * Subcommands that take a machine out of service without removing it (`kubectl drain node-7`): the request asks for one
 * only by naming that very operation, which operators write in English in every language ("сделай drain", "drain 해 줘").
 */
const SERVICE_WORDS = new Set(['drain', 'cordon']);
/** Programs whose removal without an object acts on the directory they run in (`cd stacks/demo && terraform destroy`). */
const DIRECTORY_PROGRAMS = new Set(['terraform', 'tofu', 'pulumi', 'cdk', 'cdktf']);
/** A directory as a request writes it: `stacks/demo/` and `stacks/demo` are one place. */
const withoutTrailingSlash = (/** @type {string} */ dir) => dir.replace(/\/+$/, '');

/**
 * Whether every command of a shell call removes objects the user's request names, and the request asks for a
 * removal in its own words: each command (besides `cd`) is a removing program or has a removing subcommand or
 * switch, each argument after it that names one object (not a switch, not a switch's place value such as a zone)
 * is a token of the request, and there is at least one. A wildcard never counts: the request names objects, not
 * patterns. An infrastructure tool destroying its whole stack (`terraform destroy`, no object) destroys the directory
 * it runs in (`-chdir=`, or where the `cd` before it went), which the request must name; a node drained or cordoned
 * is asked for by the operation's own word (`drain`), the node named.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} commands  the call's shell_command view texts (argv joined by spaces)
 * @param {readonly string[]} removalWords  settings.removalRequests
 */
export function commandRemovalRequested(context, commands, removalWords) {
  if (!commands.length || commands.length > 4) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const removalAsked = requestSays(text, removalWords);
  const tokens = requestTokens(text);
  let removals = 0;
  /** The directory the last `cd` moved to, when it names one. */
  let here = '';
  for (const command of commands) {
    const argv = command.toLowerCase().split(' ').filter(Boolean);
    const program = (argv[0] ?? '').replace(/^.*\//, '');
    if (NEUTRAL_COMMANDS.has(program) && !/[<>|]/.test(command)) {
      here = program === 'cd' && argv.length === 2 ? withoutTrailingSlash(argv[1] ?? '') : '';
      continue;
    }
    // Where the removal is said: the program itself, or its first removing subcommand or switch. What comes before
    // it is the program's service and subcommands (`aws ec2`, `gcloud compute instances`), not objects. A node taken
    // out of service is asked for by that operation's own word.
    // (A drain's own switches, `--delete-emptydir-data`, are part of draining.)
    const service = SERVICE_WORDS.has(argv[1] ?? '') ? 1 : -1;
    const at = service > 0 ? -1 : REMOVING_PROGRAMS.has(program) ? 0 : argv.findIndex((a, i) => i > 0 && !a.includes('=') && a.replace(/^-+/, '').split(/[-_]/).some((w) => REMOVING_WORDS.has(w)));
    if (at < 0 && service < 0) return false;
    if (at >= 0 ? !removalAsked : !holdsRequestWord(text, [argv[1] ?? ''])) return false;
    if (argv.some((a) => /[*?<>|]/.test(a))) return false;
    /** @type {string[]} */
    const objects = [];
    for (let i = Math.max(at, service) + 1; i < argv.length; i++) {
      const a = argv[i] ?? '';
      // A switch's inline map or list (`--args '{schema: dbt_ci_pr_41}'`, one word with its spaces kept as no-break
      // spaces) names its values: each is an object, its keys (`schema:`) are not.
      if (/^[{[]/.test(a)) {
        for (const v of a.replace(/^[{[]+|[}\]]+$/g, '').split(/[\s\u00a0,]+/)) if (v && !v.endsWith(':') && IDENTIFIER.test(v)) objects.push(v.replace(/^["']|["']$/g, ''));
        continue;
      }
      if (a.startsWith('-')) {
        if (PLACE_FLAGS.has(a)) i++;
        // Where an infrastructure tool runs is what it destroys (`terraform -chdir=stacks/demo destroy`).
        else if (a.startsWith('-chdir=')) objects.push(withoutTrailingSlash(a.slice('-chdir='.length)));
        continue;
      }
      if (IDENTIFIER.test(a)) objects.push(a);
    }
    const chdir = argv.slice(1, Math.max(at, 1)).find((a) => a.startsWith('-chdir='));
    if (chdir) objects.push(withoutTrailingSlash(chdir.slice('-chdir='.length)));
    // A stack destroyed as a whole is the directory the command runs in, which the request must name.
    if (!objects.length && at >= 0 && DIRECTORY_PROGRAMS.has(program) && IDENTIFIER.test(here)) objects.push(here);
    if (!objects.length || !objects.every((o) => tokens.has(o))) return false;
    removals++;
  }
  return removals > 0;
}

const SHELL_NAME = /^(?:powershell|pwsh|bash|sh|zsh|cmd)(?:\.exe)?$/i;
/** The current user's Run key: what starts when that user logs in (not RunOnce, not the machine's key). */
const USER_RUN_KEY = /^"?(?:hkcu:?|hkey_current_user)\\software\\microsoft\\windows\\currentversion\\run"?$/i;
/** An installed program under Program Files, started with at most a few plain switches (`--minimized`, `/background`). */
const INSTALLED_PROGRAM = /^[a-z]:\\program files(?: \(x86\))?\\[^"'<>|&;%$`^\\]{1,80}(?:\\[^"'<>|&;%$`^\\]{1,80}){0,4}\.exe(?: (?:--?|\/)[a-z][a-z-]{0,30})*$/i;

/**
 * The words of one command line, double- and single-quoted words kept whole (a line joined by `;`, `&`, `|` or a
 * newline gives none: it does more than one thing).
 * @param {string} script
 */
function commandWords(script) {
  if (script.length > 1024 || /[;&|\n\r`]/.test(script.replace(/"[^"]*"|'[^']*'/g, ''))) return undefined;
  return [...script.trim().matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/**
 * Whether a shell call only makes an installed program start at the user's login, and the user's request names that
 * program (`Start Timesheet Pro when I log in to Windows`): one `reg add` or `New-ItemProperty` on the current user's
 * Run key whose value is an executable under Program Files (no interpreter, no script, no download) and whose entry
 * name or program name is a word of the request.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} scripts  the call's command lines, as given
 */
export function autostartRequested(context, scripts) {
  // A `shell: powershell` argument names the shell the line runs in, not a command of its own.
  const lines = scripts.filter((s) => !SHELL_NAME.test(s.trim()));
  if (lines.length !== 1) return false;
  const text = requestText(context, 2000);
  const words = commandWords(lines[0] ?? '');
  if (text === undefined || !words || words.length < 4) return false;
  /** @type {Record<string, string>} */
  const opts = {};
  const verb = `${words[0]} ${words[0]?.toLowerCase() === 'reg' || words[0]?.toLowerCase() === 'reg.exe' ? words[1] : ''}`.toLowerCase().trim();
  let key;
  if (verb === 'reg add' || verb === 'reg.exe add') {
    key = words[2];
    for (let i = 3; i < words.length; i++) {
      const w = (words[i] ?? '').toLowerCase();
      if (w === '/f') continue;
      if (!['/v', '/d', '/t'].includes(w) || i + 1 >= words.length) return false;
      opts[w] = words[++i] ?? '';
    }
    if (opts['/t'] !== undefined && opts['/t'].toLowerCase() !== 'reg_sz') return false;
  } else if (['new-itemproperty', 'set-itemproperty'].includes(String(words[0]).toLowerCase())) {
    for (let i = 1; i < words.length; i++) {
      const w = (words[i] ?? '').toLowerCase();
      if (w === '-force') continue;
      if (!['-path', '-name', '-value', '-propertytype', '-type'].includes(w) || i + 1 >= words.length) return false;
      opts[w] = words[++i] ?? '';
    }
    key = opts['-path'];
    const type = opts['-propertytype'] ?? opts['-type'];
    if (type !== undefined && type.toLowerCase() !== 'string') return false;
    opts['/v'] = opts['-name'] ?? '';
    opts['/d'] = opts['-value'] ?? '';
  } else return false;
  const name = opts['/v'] ?? '';
  const data = (opts['/d'] ?? '').trim();
  if (!key || !USER_RUN_KEY.test(key) || !name || !INSTALLED_PROGRAM.test(data)) return false;
  const exe = data.replace(/\.exe\b.*$/i, '').replace(/^.*\\/, '');
  const tokens = new Set(text.split(/[^\p{L}\p{M}\p{N}_-]+/u).filter(Boolean));
  return [name, exe].some((w) => w.length >= 3 && tokens.has(w.toLowerCase()));
}

/** What a purchase the request asks for may not buy without its price: stored value that turns into money elsewhere. */
const STORED_VALUE = /gift|voucher|prepaid|coupon|top[ -]?up|recharge|itunes|google ?play|steam|amazon card|crypto|bitcoin|btc|usdt|ether/i;
/** A quantity above this is no everyday order. */
const MAX_EVERYDAY_QUANTITY = 20;
const QUANTITY_KEY = /^(?:quantity|qty|count|units|amount_of_items)$/;

/** Keys naming what a purchase buys. */
const ITEM_KEY = /^(?:item|items|product|products|product_name|item_name|name|title|description|article|goods|sku)$/;

/**
 * Whether a purchase whose amount the call does not state is one the user's request asks for in its own words
 * (`Order the same copy paper as last time`; settings.purchaseRequests), naming what is bought, buying no stored value
 * (gift cards, vouchers, top-ups, crypto) and at most MAX_EVERYDAY_QUANTITY of anything: the shop prices it, the user
 * asked for it. A purchase word under a negation (`don't buy anything`) asks for nothing, and a request that names
 * other goods (`the status of my orders`, `toner` while the call buys laptops) did not ask for this one.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {unknown} args  the call's arguments as sent (numbers included)
 * @param {readonly string[]} purchaseWords  settings.purchaseRequests
 * @param {readonly string[]} negations  settings.requestNegations
 * @param {readonly { item?: string[], request?: string[] }[]} [goods]  settings.everydayGoods
 * @param {readonly string[]} [questionLeads]  settings.readOnlyRequests.leads: a question opening so asks about orders
 */
export function purchaseRequested(context, entries, args, purchaseWords, negations, goods = [], questionLeads = []) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  if (entries.length > 60 || entries.some((e) => STORED_VALUE.test(e.value.slice(0, 400)) || STORED_VALUE.test(e.key))) return false;
  // One group per bought line (a cart's entry): its name, title or SKU; one of them must be named. Entries of an array
  // share a path, so a key met again under the same path opens the next line.
  /** @type {Array<{ at: string, keys: Set<string>, names: string[] }>} */
  const lines = [];
  for (const e of entries) {
    if (!ITEM_KEY.test(e.key)) continue;
    const at = e.path.slice(0, -1).join('/');
    const line = lines.findLast((l) => l.at === at);
    if (line && !line.keys.has(e.key)) {
      line.keys.add(e.key);
      line.names.push(e.value.toLowerCase());
    } else lines.push({ at, keys: new Set([e.key]), names: [e.value.toLowerCase()] });
  }
  if (!lines.length || lines.length > 10) return false;
  return askedSentences(text, purchaseWords, negations).filter((s) => !leadQuestion(s, text, questionLeads)).some((s) => lines.every((l) => l.names.some((item) => itemNamed(item, s) || goodsNamed(item, s, goods)))) && quantitiesWithin(args, 0);
}

/** Catalogue words that say how an item comes, not what it is: naming one of them names no item (`black toner`, `black watch`). */
const GENERIC_ITEM_WORDS = new Set(['black', 'white', 'grey', 'gray', 'blue', 'green', 'silver', 'gold', 'large', 'small', 'medium', 'pack', 'pcs', 'pieces', 'units', 'with', 'for', 'and', 'the', 'new', 'premium', 'edition', 'standard', 'office', 'home', 'inch', 'sheets', 'count', 'size', 'model', 'original', 'compatible', 'set', 'box']);

/**
 * Whether one of an item's own words is a word of the request's sentence: a word of four letters or more, a short one
 * mixing letters and digits (`A5`, `2m`) or a number of three digits or more (`NC-700`), not a generic catalogue word,
 * equal to a word of the request or sharing its beginning with one (`toner`, `tonery`; `notebook`, `notebooks`).
 * @param {string} item  lower-cased @param {string} sentence
 */
function itemNamed(item, sentence) {
  const tokens = [...requestTokens(sentence)].flatMap((t) => t.split(/[^\p{L}\p{M}\p{N}]+/u)).filter(Boolean);
  const words = item.replace(SCRIPT_SEAM, ' ').split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => !GENERIC_ITEM_WORDS.has(w) && (UNSPACED.test(w) ? [...w].length >= 2 : (/\p{L}/u.test(w) && ([...w].length >= 4 || /\d/.test(w))) || /^\d{3,}$/.test(w)));
  return words.some((w) => {
    if (UNSPACED.test(w)) return sentence.includes(w);
    return tokens.some((t) => t === w || ([...t].length >= 4 && [...w].length >= 4 && (t.startsWith(w) || w.startsWith(t))));
  });
}

/**
 * Whether an item is an everyday consumable the request's sentence names in its own language (`ink cartridge` for
 * `インクを三つ注文して`, `notebook` for `دفتر بخر`): one of the item's words begins with a catalogue word of the group
 * (settings.everydayGoods) and the sentence holds one of the group's request words. A request in another script than
 * the catalogue's names its goods so.
 * @param {string} item  lower-cased @param {string} sentence @param {readonly { item?: string[], request?: string[] }[]} goods
 */
function goodsNamed(item, sentence, goods) {
  const words = item.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  return goods.some((g) => (g.item ?? []).some((c) => words.some((w) => w === c || ([...c].length >= 4 && w.startsWith(c)))) && holdsRequestWord(sentence, g.request ?? []));
}

/**
 * Whether a sentence of the request is a question opening with a lead that only asks to look (`where is my toner
 * order?`, `did the paper order ship?`): it asks about an order, not for one.
 * @param {string} sentence @param {string} text @param {readonly string[]} leads
 */
function leadQuestion(sentence, text, leads) {
  const at = text.indexOf(sentence);
  if (at < 0 || !/^\s*[?？؟]/.test(text.slice(at + sentence.length))) return false;
  const opening = sentence.trim();
  return leads.some((l) => opening === l || opening.startsWith(`${l} `));
}

/** Where a request's sentence ends (a dot inside a handle or a file name such as `noa.b` ends none). */
const SENTENCE_END = /[.!?;](?=\s|$)|[\n。！？；؟।॥۔]/u;
/** Where a clause ends inside a sentence: a comma (`read access only, not admin`). */
const CLAUSE_END = /[,，、]/u;

/**
 * The request's sentences that ask, in their own words, for what the words name: a clause holding one of the words
 * and no negation (`don't buy`, `kauf keinen`, `買わないで`). The negation may stand before or after the word, as the
 * language places it, so any in the clause counts (a two-letter one only opening the clause or just before the word).
 * @param {string} text  as requestText gives it
 * @param {readonly string[]} words @param {readonly string[]} negations  lower-cased
 */
export function askedSentences(text, words, negations) {
  return text.split(SENTENCE_END).filter((sentence) => sentence.split(CLAUSE_END).some((clause) => {
    if (!holdsRequestWord(clause, words)) return false;
    if (negations.some((n) => UNSPACED.test(n) && clause.includes(n))) return false;
    const tokens = clause.replace(/[’ʼ]/g, "'").split(/[^\p{L}\p{M}\p{N}']+/u).filter(Boolean);
    const asked = tokens.flatMap((t, i) => (holdsRequestWord(t, words) ? [i] : []));
    return !tokens.some((t, j) => {
      if (NEGATION_FORMS.test(t)) return true;
      if (!negations.includes(t)) return false;
      // A negation of two letters is also a preposition or a question word elsewhere (Portuguese `no repositório`,
      // Turkish `ne`): it says no only opening the clause (`no hagas a … admin`) or just before the word (`no admin`).
      return [...t].length > 2 || asked.some((i) => j < i && (j === 0 || i - j <= 2));
    });
  }));
}

/** Negations written with an apostrophe or glued to their verb (`don't`, `n'achète`, `won't`). */
const NEGATION_FORMS = /^(?:\p{L}+n't|n')/u;

/** @param {unknown} v @param {number} depth */
function quantitiesWithin(v, depth) {
  if (depth > 4 || !v || typeof v !== 'object') return true;
  for (const [k, x] of Object.entries(v).slice(0, 60)) {
    if (QUANTITY_KEY.test(k.toLowerCase()) && !(Number(x) > 0 && Number(x) <= MAX_EVERYDAY_QUANTITY)) return false;
    if (x && typeof x === 'object' && !quantitiesWithin(x, depth + 1)) return false;
  }
  return true;
}

/** Keys naming whom a call grants a role to. */
const GRANTEE_KEY = /^(?:user|username|user_name|login|member|members|email|user_email|user_id|principal|assignee|collaborator|invitee|account)$/;
/** Keys naming the role or permission granted. */
const ROLE_KEY = /^(?:role|roles|permission|permissions|access|access_level|level|group)$/;
/**
 * A role value that is an administrator's, scoped by at most two words of its own (`workspace_admin`, `APP_ADMIN`,
 * `jira-administrators`) or by the system it administers written after it (`ADMIN_SIMPEG`): the request must still ask for admin and name every grantee. A directory-wide top role
 * (`Domain Admins`, `Global Administrator`, `Super Admin`, `Enterprise Admins`) is no scoped role: asking for it is
 * itself the risk ("give the intern global admin, it's simpler"), so it stays reviewed however the request asks.
 */
const ADMIN_ROLE = /^(?!(?:not|non|no)[_ -])(?!(?:[a-z0-9]+[_ -]){0,2}?(?:global|super|domain|enterprise|schema|tenant|company|privileged|security|root|system|full|all)[_ -]?(?:admin|administrator|owner))(?:(?:[a-z][a-z0-9]{1,20}[_ -]){0,2}(?:admin|administrator|owner|maintainer)s?|(?:admin|administrator)[_ -](?!(?:global|super|domain|enterprise|tenant|root|system|full|all)$)[a-z][a-z0-9]{1,20})$/i;

/**
 * Whether a tool that is not a shell gives an administrator role to someone the user's request names, and the request
 * asks for that role in its own words (`Dá permissão de administrador pra rui.p`; settings.adminRequests): the user,
 * within their authority, chose who. Every grantee must be a token of the sentence that asks for the role (a handle, an
 * address, or the mailbox's own name: `priya@…` for "make Priya an admin"), the role word under no negation (`read access only, not admin`, `do not give admin to anyone`), and the
 * call must say the role in a role field.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string arguments
 * @param {readonly string[]} adminWords  settings.adminRequests
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function adminGrantRequested(context, entries, adminWords, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const grantees = entries.filter((e) => e.path.length <= 2 && GRANTEE_KEY.test(e.key)).map((e) => e.value.trim().toLowerCase());
  const roles = entries.filter((e) => ROLE_KEY.test(e.key)).map((e) => e.value.trim());
  if (!grantees.length || grantees.length > 5 || !roles.length || !roles.every((r) => ADMIN_ROLE.test(r))) return false;
  const named = (/** @type {string} */ g, /** @type {Set<string>} */ tokens) => g.length >= 3 && (tokens.has(g) || mailboxNamed(g, tokens) || handleNamed(g, tokens));
  // One grantee may be named in another sentence than the one asking for the role, when that one asks rather than
  // wonders ("Anna was elected secretary. Make her a club admin.", not "Invite mika.t. Who are the admins?").
  const whole = grantees.length === 1 ? requestTokens(text) : undefined;
  const questions = new Set((text.match(QUESTION) ?? []).map((q) => q.slice(0, -1).trim()));
  return askedSentences(text, adminWords, negations).some((sentence) => {
    const tokens = requestTokens(sentence);
    return grantees.every((g) => named(g, tokens) || (whole !== undefined && !questions.has(sentence.trim()) && named(g, whole)));
  });
}

/** A sentence that ends with a question mark. */
const QUESTION = /[^.!?;。！？；؟\n]+[?？؟]/gu;

/**
 * Whether an address's mailbox is named in a sentence by a name of its own (`priya` of `priya@…`, `fatima` of
 * `fatima.k@…`): a person the user names, whose address the agent looked up.
 * @param {string} address @param {Set<string>} tokens  the sentence's tokens
 */
function mailboxNamed(address, tokens) {
  const at = address.indexOf('@');
  if (at <= 0) return false;
  const fold = (/** @type {string} */ s) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  const words = new Set([...tokens].map(fold));
  return fold(address.slice(0, at)).split(/[._+-]+/).some((w) => /^\p{L}{3,}$/u.test(w) && words.has(w));
}

/** A user name made of a person's names (`anna.schmidt`, `karim.b`, `rina_s`): a login, not an address. */
const NAME_HANDLE = /^\p{L}[\p{L}\d]*(?:[._-][\p{L}\d]+)+$/u;

/**
 * Whether a user name made of a person's names is named in a sentence by one of them of three letters or more
 * (`karim.b` by "Karim devient coordinateur …"): the person the user names, whose login the agent looked up.
 * @param {string} handle @param {Set<string>} tokens  the sentence's tokens
 */
function handleNamed(handle, tokens) {
  return NAME_HANDLE.test(handle) && mailboxNamed(`${handle}@`, tokens);
}

/** A number as written in prose: digits, grouped or with a fraction by either mark (`1.250,50`, `2 000`, `49.99`). */
const WRITTEN_NUMBER = /\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?/g;

/**
 * Whether the user's request asks to buy (settings.purchaseRequests, in its own language) and writes the very amount
 * the call spends (`Kauf für 60 € Solana` for `spend: "€60"`).
 * @param {import('./context.js').ActionContext} context @param {number | undefined} amount @param {readonly string[]} purchaseWords
 */
export function amountRequested(context, amount, purchaseWords) {
  if (amount === undefined || !(amount > 0)) return false;
  const text = requestText(context, 2000);
  if (text === undefined || !holdsRequestWord(text, purchaseWords)) return false;
  return (text.match(WRITTEN_NUMBER) ?? []).slice(0, 50).some((n) => Math.abs(numberWritten(n) - amount) < 0.005);
}

const ADDRESS_IN_ARGUMENT = /[^@\s<>"',;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/**
 * Whether the user's request asks to buy a gift card worth what the call buys, written out (`Buy a 60 € gift card for
 * Lena and send it to lena@…`), and writes out every address the call sends the card to: the user chose the value
 * and the recipient.
 * @param {import('./context.js').ActionContext} context @param {number} value  what the call buys in all
 * @param {readonly import('./tools.js').Entry[]} entries @param {readonly string[]} purchaseWords
 */
export function giftCardRequested(context, value, entries, purchaseWords) {
  if (!amountRequested(context, value, purchaseWords)) return false;
  const text = requestText(context, 2000) ?? '';
  const addresses = entries.flatMap((e) => (e.value.length <= 2048 ? (e.value.match(ADDRESS_IN_ARGUMENT) ?? []) : []));
  return addresses.length <= 5 && addresses.every((a) => text.includes(a.toLowerCase()));
}

/** A statement that empties or removes whole tables: `truncate [table] a, b`, `delete from a` (no condition), `drop table [if exists] a`. */
const TABLE_REMOVAL = /^(truncate(?: table)?|delete from|drop table(?: if exists)?) ((?:[a-z0-9_.]{1,128})(?:, ?[a-z0-9_.]{1,128}){0,7});?$/;
/** A table name that reads as an identifier, not an everyday word (`cache_entries`, `tmp.run_7`, not `users`). */
const TABLE_IDENTIFIER = /[0-9_.]/;
/** A table's own name, without its schema, that still reads as an identifier (`stg_orders_tmp_0412`, not `orders`). */
const BARE_TABLE_IDENTIFIER = /^[a-z0-9_]*[0-9_][a-z0-9_]*$/;

/**
 * Whether the request names a schema-qualified table by its own name alone (`Drop my staging table stg_orders_tmp_0412`
 * for `analytics_sandbox.stg_orders_tmp_0412`): users name the table and leave its schema to the agent; the own name
 * must read as an identifier, so `orders` never stands for `prod.orders`.
 * @param {string} table  as the statement writes it (lower case)
 * @param {ReadonlySet<string>} tokens  the request's tokens (requestTokens)
 */
function bareTableNamed(table, tokens) {
  const dot = table.lastIndexOf('.');
  if (dot <= 0) return false;
  const bare = table.slice(dot + 1);
  return BARE_TABLE_IDENTIFIER.test(bare) && tokens.has(bare);
}

/**
 * Whether every SQL statement of the call empties or removes tables the user's request names, as the request asks
 * in its own words: a `truncate` or unconditional `delete` for a word asking to remove or to empty
 * (settings.removalRequests, settings.emptyingRequests: truncate, vacía, wyczyść, leere, 清空, …), a `drop table` for a
 * word asking to remove; each table written in the request as a word of its own and read as an identifier.
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} statements  the call's sql view texts (lower case, double quotes kept)
 * @param {readonly string[]} removalWords  settings.removalRequests
 * @param {readonly string[]} emptyingWords  settings.emptyingRequests
 */
export function tableRemovalRequested(context, statements, removalWords, emptyingWords) {
  if (!statements.length || statements.length > 4) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const tokens = requestTokens(text);
  const removal = requestSays(text, removalWords);
  const emptying = removal || requestSays(text, emptyingWords);
  return statements.every((statement) => {
    const m = TABLE_REMOVAL.exec(statement.trim().replace(/["`]/g, ''));
    if (!m || !(m[1]?.startsWith('drop') ? removal : emptying)) return false;
    return (m[2] ?? '').split(/, ?/).every((t) => TABLE_IDENTIFIER.test(t) && (tokens.has(t) || bareTableNamed(t, tokens)));
  });
}
