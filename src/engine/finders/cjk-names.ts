// `cjk-names`: Chinese, Japanese and Korean person names, which are written without spaces
// between words, so a capitalised-word scan cannot see them. A candidate is a short run that
// starts with a known family name (the per-locale person data of @faker-js/faker, MIT) followed
// by a one- to three-character given name (Japanese given names may be kana, after a space). A
// short run starting with a family name is also an ordinary word often enough that the run must
// in addition stand where a name stands: after a label's colon, alone on its line (a signature),
// as a whole quoted value, after a title ("Dr. 鈴木 花子"), before an honorific, a greeting written
// after the name ("李俊杰您好") or an e-mail address in angle brackets or parentheses, or as the speaker
// of a time-stamped chat line ("[14:38] 吴建国: …").
// With params.givenNames, the given names of resources/name-supplement.json (common Korean, Japanese and
// Chinese given names) are evidence enough on their own: a family name joined to one is a name wherever
// it stands in running text, and so is a Korean family name alone before a title ("윤 과장님").
// Words that start with a family name's character but name a form's field or say something
// ("주소" address, "전화번호" phone number, "고마워" thanks) are listed by the rule (params.notNames), and so
// are labels whose value is a place (params.placeLabels: "出生地" birthplace, "출생지").

import { stringListParam, type Finder, type FinderSpan } from './finder.js';
import { figureKey, knownPersonTest, localeNames, supplementNames } from './name-resource.js';

const HAN = '\\p{Script=Han}';
const KANA = '[\\p{Script=Hiragana}\\p{Script=Katakana}ー]';
const HANGUL = '\\p{Script=Hangul}';
// Han or Hangul name, or Japanese "family given" with a space and a kana or Han given name.
const RUN = new RegExp(`(?<![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])(?:${HAN}{2,5}(?:[ 　](?:${HAN}{1,3}|${KANA}{2,4}))?|${HANGUL}{2,4})(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}])`, 'gu');
const ANY_CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;
/**
 * What may stand before a name: a label's colon or a key's "=" (with spaces), a line start with quote
 * marks or a list bullet, an opening quote (double or single, as code and config write values), a title (Dr., Prof., Mr., Mrs., Ms.), or "from" / "by" (a sender or
 * an actor: "a report from 刘丽娜 <…>", "changed by 王芳").
 */
const BEFORE = /(?:[:：=][ \t　]{0,3}|(?:^|\n)(?:[ \t]*>)*[ \t]*(?:[•·*-][ \t]+)?|["'“「『(（]|(?<![\p{L}])(?:Dr|Prof|Mr|Mrs|Ms)\.?[ ]|(?<![\p{L}])(?:[Ff]rom|[Bb]y)[ ])$/u;
/**
 * The speaker slot of a time-stamped chat or transcript line: the time at the line start before
 * the run, a colon after it ("[14:38] 吴建国: …", "2024-05-01 09:12 김민준: …").
 */
const CHAT_BEFORE = /^[ \t]{0,4}[[(]?(?:[0-9]{4}-[0-9]{2}-[0-9]{2}[ T])?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?[\])]?[ \t]{1,3}(?:[-–—][ \t]{1,2})?$/u;
const CHAT_AFTER = /^[ \t]?[:：]/u;
/**
 * A cell delimiter of a record (";", "|", tab, SQL quote) is weaker evidence: cells hold cities
 * and words too, so a run there must have three or more characters.
 */
const CELL_BEFORE = /(?:[;|\t][ ]?'?|, ')$/u;
/**
 * What may follow: end of line, a closing quote, an e-mail in angle brackets or parentheses, an honorific, a
 * comma, a form's gap before the next field (two or more spaces), or a dash before a list item's
 * date. A cell delimiter after the run is weaker evidence, like one before it.
 */
const AFTER = /^(?:[ \t]*(?:\r?\n|$)|["'”」』)）]|[ \t]*(?:<[^>\s]+|\([^)\s]+)@|[ \t]?(?:様|さま|さん|君|くん|氏|先生|殿|女士|小姐|先生|老师|님|씨|선생님|您好|你好)|[,，、][ \t]*\S|[ 　]{2,}\S|[ \t]+[—–-][ \t])/u;
const CELL_AFTER = /^[ ]?[;|\t']/u;
/**
 * A Japanese name before an honorific inside a sentence, where a particle written in hiragana stands
 * right before it and more kana follow ("会議では佐藤 美咲さんが…", "森田拓海様との…"): the honorific is
 * the evidence. The name is a family name and a given name (Han, or kana after a space), delimited
 * before by anything but Han and katakana.
 */
const BEFORE_JA_HONORIFIC = /(?<![\p{Script=Han}\p{Script=Katakana}ー々])(?:\p{Script=Han}{2,3}[ 　](?:\p{Script=Han}{1,3}|\p{Script=Hiragana}{2,4})|\p{Script=Han}{3,5})(?=さん|さま|様|くん|君|ちゃん|氏|殿)/gu;
const KANA_TEXT = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

interface Surnames {
  han: Set<string>;
  hangul: Set<string>;
  /** Known given names (resources/name-supplement.json: ja, zh, ko), Han and Hangul. */
  givenHan: Set<string>;
  givenHangul: Set<string>;
}

let cache: Surnames | undefined;

function loadSurnames(): Surnames {
  if (cache) return cache;
  const han = new Set<string>();
  const hangul = new Set<string>();
  const givenHan = new Set<string>();
  const givenHangul = new Set<string>();
  const supplement = ['ja', 'zh', 'ko'].map(supplementNames);
  for (const person of [...localeNames(['ja', 'zh_CN', 'zh_TW', 'ko']), ...supplement]) {
    for (const n of person.surnames) (/^\p{Script=Hangul}+$/u.test(n) ? hangul : han).add(n);
  }
  for (const person of supplement) for (const n of person.given) (/^\p{Script=Hangul}+$/u.test(n) ? givenHangul : givenHan).add(n);
  return (cache = { han, hangul, givenHan, givenHangul });
}

/** Length of the known family name `run` starts with (longest first), or 0. */
function surnameLength(run: string, known: Set<string>): number {
  for (let n = Math.min(3, run.length - 1); n >= 1; n--) if (known.has(run.slice(0, n))) return n;
  return 0;
}

function plausible(run: string, s: Surnames): boolean {
  // A Korean given name has one or two syllables: four syllables are a two-syllable family name's
  // ("남궁민수"), and after a one-syllable one they are a word ("한빛전력", "주민번호", "지점코드").
  if (/^\p{Script=Hangul}/u.test(run)) {
    const family = surnameLength(run, s.hangul);
    const given = run.length - family;
    return run.length >= 2 && run.length <= 4 && family >= 1 && given >= 1 && given <= 2;
  }
  const space = run.search(/[ 　]/u);
  const family = space < 0 ? run : run.slice(0, space);
  if (space >= 0) return family.length <= 3 && s.han.has(family); // "伊藤 蓮", "伊藤 さくら"
  if (s.han.has(family)) return false; // a family name alone ("田中様", "欧阳")
  const n = surnameLength(family, s.han);
  const given = family.length - n;
  return n > 0 && given >= 1 && given <= 3;
}

/**
 * Runs whose shape says they are no name, whatever family name's character they start with: a place
 * ending in an administrative division ("苏州市", "横浜市", "창원시"), a word said twice ("谢谢") or a
 * sentence closed by a modal particle ("谢啦", "好吧"). Town and village words (町, 镇, 村) also end
 * given names ("小町", "志镇"): such a place is known only by its label (params.placeLabels).
 */
const PLACE_SUFFIX = /(?:\p{Script=Han}[市区區県縣县省郡]|\p{Script=Hangul}{2}시)$/u;
const MODAL_END = /\p{Script=Han}[啦吧呢吗嗎嘛哦啊咯喔]$/u;
export function notNameShaped(run: string): boolean {
  const chars = [...run];
  return PLACE_SUFFIX.test(run) || MODAL_END.test(run) || (chars.length === 2 && chars[0] === chars[1]);
}

/** Particles a Korean name takes joined to it in running text: 은/는, 이/가, 의, 을/를, 에게, 께서, 님, 씨, 아/야, … */
const KO_PARTICLES: ReadonlySet<string> = new Set(['은', '는', '이', '가', '의', '을', '를', '에게', '에게서', '께', '께서', '도', '만', '와', '과', '랑', '이랑', '한테', '님', '씨', '아', '야', '이가', '이는', '이를', '이의', '이와', '이에게', '이도', '이야', '이다', '입니다', '에', '로', '으로']);
/** A title written after a Korean family name alone ("윤 과장님", "한 씨", "신 님께"). */
const KO_TITLE_AFTER = /^[ ](?:님|씨|선생님|과장님|대리님|부장님|팀장님|사장님|교수님|변호사님|기자님|실장님|차장님|이사님|원장님|주임님)(?:께|께서|에게|은|는|이|의|을|를|도)?(?![\p{Script=Hangul}])/u;
const HAN_RUNS = /\p{Script=Han}+/gu;
const HANGUL_WORDS = /\p{Script=Hangul}+/gu;

/**
 * Names in running text, wherever they stand: a known family name joined to a given name the
 * supplement lists. Korean: the word is the name, or the name and a particle ("조민준은", "김하은의").
 * Chinese and Japanese: a run of Han characters is the name, or starts with a family name and a
 * given name of two characters or more ("周子涵在…"). A Korean family name alone before a title
 * ("윤 과장님") is a name too. Each word or run is read once, by set lookups: linear.
 */
function findProse(text: string, s: Surnames, notNames: ReadonlySet<string>): FinderSpan[] {
  const out: FinderSpan[] = [];
  for (const m of text.matchAll(HAN_RUNS)) {
    const run = m[0];
    for (let n = Math.min(3, run.length - 1); n >= 1; n--) {
      if (!s.han.has(run.slice(0, n))) continue;
      const rest = run.slice(n);
      let given = 0;
      for (let g = Math.min(3, rest.length); g >= 1 && given === 0; g--) if (s.givenHan.has(rest.slice(0, g)) && (g >= 2 || rest.length === 1)) given = g;
      if (given > 0 && !notNames.has(run.slice(0, n + given))) {
        out.push({ start: m.index, end: m.index + n + given });
        break;
      }
    }
  }
  for (const m of text.matchAll(HANGUL_WORDS)) {
    const word = m[0];
    for (let n = Math.min(2, word.length); n >= 1; n--) {
      if (!s.hangul.has(word.slice(0, n))) continue;
      if (word.length === n) {
        if (KO_TITLE_AFTER.test(text.slice(m.index + n, m.index + n + 12))) out.push({ start: m.index, end: m.index + n });
        break;
      }
      const rest = word.slice(n);
      if (s.givenHangul.has(rest.slice(0, 2)) && (rest.length === 2 || KO_PARTICLES.has(rest.slice(2))) && !notNames.has(word.slice(0, n + 2))) {
        out.push({ start: m.index, end: m.index + n + 2 });
        break;
      }
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

/**
 * The text from the start of `at`'s line to `at`, when at most `max` characters long; looked for
 * only that far back, so a long line without a line break costs no more than a short one.
 */
function linePrefix(text: string, at: number, max: number): string | undefined {
  const head = text.slice(Math.max(0, at - max - 1), at);
  const nl = head.lastIndexOf('\n');
  if (nl >= 0) return head.slice(nl + 1);
  return at <= max ? head : undefined;
}

export const cjkNames: Finder = {
  name: 'cjk-names',
  description:
    'Chinese, Japanese and Korean person names: a known family name followed by a short given name, standing after a label or a title, alone on a line, as a quoted value, as the speaker of a chat line, or before an honorific, a greeting or an e-mail address.',
  references: ['https://github.com/faker-js/faker', 'https://en.wikipedia.org/wiki/Chinese_name', 'https://en.wikipedia.org/wiki/Japanese_name'],
  prepare(params) {
    const surnames = loadSurnames();
    const notNames = new Set(stringListParam(params, 'notNames') ?? []);
    // Labels whose value is a place ("出生地: 成都", "출생지: 부산"): a city there starts with a family name's character too.
    const placeLabels = stringListParam(params, 'placeLabels') ?? [];
    const prose = params?.['givenNames'] === true;
    // Well-known public and historical persons (resources/public-figures.json), as a whole run: not
    // reported in running text or after a label; a chat line's speaker still is.
    // Fictional characters (params.fictionalCharacters) only where the line speaks of fiction.
    const known = knownPersonTest(params);
    const figure = (text: string, s: FinderSpan): boolean => known !== undefined && known(figureKey(text.slice(s.start, s.end)), text, s.start, s.end);
    return (text) => {
      const out: FinderSpan[] = [];
      if (!ANY_CJK.test(text)) return out; // most texts hold no CJK character: one cheap pass
      const known = prose ? findProse(text, surnames, notNames).filter((s) => !figure(text, s)) : [];
      out.push(...known);
      // The runs below come in text order, as the names found above do: one pointer walks them.
      let next = 0;
      const taken = (start: number, end: number): boolean => {
        while (next < known.length && known[next]!.end <= start) next++;
        return next < known.length && known[next]!.start < end;
      };
      if (KANA_TEXT.test(text)) {
        for (const m of text.matchAll(BEFORE_JA_HONORIFIC)) {
          const run = m[0];
          const span = { start: m.index, end: m.index + run.length };
          if (notNames.has(run) || !plausible(run, surnames) || notNameShaped(run) || taken(span.start, span.end) || figure(text, span)) continue;
          out.push(span);
        }
        if (out.length > known.length) {
          out.sort((x, y) => x.start - y.start);
          known.splice(0, known.length, ...out);
          next = 0;
        }
      }
      RUN.lastIndex = 0;
      for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
        const start = m.index;
        let run = m[0];
        // Korean writes the honorific joined to the name ("김민준님"): it is the evidence, not the name.
        // Japanese and Chinese honorifics written in Han join the run too ("田中翔太様").
        // A Chinese greeting joins the name the same way ("李俊杰您好"): the greeting is the evidence.
        const greeting = /^\p{Script=Han}{4,}$/u.test(run) && /(?:您好|你好)$/u.test(run);
        const honorific = greeting || (/^\p{Script=Hangul}{3,}$/u.test(run) && /[님씨]$/u.test(run)) || (/^\p{Script=Han}{3,}$/u.test(run) && /(?:様|氏|殿|君)$/u.test(run));
        if (honorific) run = run.slice(0, greeting ? -2 : -1);
        const end = start + run.length;
        if (notNames.has(run) || !plausible(run, surnames)) continue;
        const before = text.slice(Math.max(0, start - 8), start);
        const after = text.slice(end, end + 80);
        if (taken(start, end)) continue;
        if (CHAT_AFTER.test(after) && CHAT_BEFORE.test(linePrefix(text, start, 40) ?? '\n')) {
          out.push({ start, end });
          continue;
        }
        if (figure(text, { start, end }) || notNameShaped(run)) continue;
        const strongBefore = BEFORE.test(before);
        if (strongBefore && placeLabels.length && /[:：][ \t　]{0,3}$/u.test(before)) {
          const label = text.slice(Math.max(0, start - 24), start).replace(/[:：][ \t　]{0,3}$/u, '').trimEnd();
          if (placeLabels.some((p) => label.endsWith(p))) continue;
        }
        if (!honorific && !strongBefore && !(run.length >= 3 && CELL_BEFORE.test(before))) continue;
        const strongAfter = AFTER.test(after);
        if (!honorific && !strongAfter && !(run.length >= 3 && CELL_AFTER.test(after))) continue;
        out.push({ start, end });
      }
      return out;
    };
  },
};
