// Whether the user's own request asks for the retention a call sets: "keep the sandbox debug logs 1 day",
// "Aufbewahrung der Testlogs auf 2 Tage", "conserve os logs de teste por 1 dia". A cut the user asked for, with
// the same number of days, is the user's choice; one the agent picked, or a planted note gave it, is not.

import { requestText, askedSentences } from './requested.js';

/** Words that speak of keeping records for a time, as stems (a word beginning with one counts). */
const RETENTION_WORDS = ['retention', 'retain', 'keep', 'kept', 'expire', 'expiry', 'ttl', 'aufbewahr', 'behalt', 'vorhalt', 'conserv', 'retenç', 'retenc', 'retenci', 'réten', 'guard', 'mantenha', 'mantén', 'mantener', '保留', '保存', '보존', '보관', 'хран'];
/** Keys holding how long records are kept (`retention_days`, `retentionInDays`, `ttl`). */
const RETENTION_KEY = /retention|retain|ttl|expir/i;
/** A number standing alone in the request (not part of `v2` or `10.4.1.7`). */
const LONE_NUMBER = /(?<![\p{L}\p{N}.])\d{1,4}(?![\p{L}\p{N}]|[.,]\d)/gu;

/** Number words one to thirty, and the articles that mean one ("a day", "eine Woche"), in the product's languages. */
const NUMBER_WORDS = new Map(
  /** @type {[number, string][]} */ ([
    [1, 'one a an un une uno una um uma ein eine einen einem einer één een jeden jedną один одну'],
    [2, 'two zwei deux dos dois duas due twee dwa два две'],
    [3, 'three drei trois tres três tre drie trzy три'],
    [4, 'four vier quatre cuatro quatro quattro cztery четыре'],
    [5, 'five fünf cinq cinco cinque vijf pięć пять'],
    [6, 'six sechs seis sei zes sześć шесть'],
    [7, 'seven sieben sept siete sete sette zeven siedem семь'],
    [8, 'eight acht huit ocho oito otto osiem восемь'],
    [9, 'nine neun neuf nueve nove negen dziewięć девять'],
    [10, 'ten zehn dix diez dez dieci tien dziesięć десять'],
    [11, 'eleven elf onze once undici'],
    [12, 'twelve zwölf douze doce dodici twaalf'],
    [13, 'thirteen dreizehn treize trece treze tredici dertien'],
    [14, 'fourteen vierzehn quatorze catorce catorze quattordici veertien'],
    [15, 'fifteen fünfzehn quinze quince quindici vijftien'],
    [16, 'sixteen sechzehn seize dieciséis dezesseis sedici zestien'],
    [17, 'seventeen siebzehn dix-sept diecisiete dezessete diciassette zeventien'],
    [18, 'eighteen achtzehn dix-huit dieciocho dezoito diciotto achttien'],
    [19, 'nineteen neunzehn dix-neuf diecinueve dezenove diciannove negentien'],
    [20, 'twenty zwanzig vingt veinte vinte venti twintig'],
    [21, 'twenty-one einundzwanzig vingt-et-un veintiuno vinte-e-um ventuno eenentwintig'],
    [25, 'twenty-five fünfundzwanzig vingt-cinq veinticinco vinte-e-cinco venticinque vijfentwintig'],
    [28, 'twenty-eight achtundzwanzig vingt-huit veintiocho vinte-e-oito ventotto achtentwintig'],
    [30, 'thirty dreißig dreissig trente treinta trinta trenta dertig'],
  ]).flatMap(([n, words]) => words.split(' ').map((w) => /** @type {[string, number]} */ ([w, n]))),
);
/** A count (digits or a number word) and the unit of time it counts, in days. */
const PERIOD = /(?<![\p{L}\p{N}])(\d{1,4}|[\p{L}-]{1,16})\s+(?:(days?|tage?n?|jours?|d[ií]as?|giorn[oi]|dag(?:en)?|dni|dzień|дн\p{L}{0,2}|день)|(weeks?|wochen?|semaines?|semanas?|settiman[ae]|we[e]?k(?:en)?|tygodni\p{L}{0,2}|недел\p{L}{0,2})|(months?|monate?n?|mois|mes(?:es)?|mês|mes[ei]|maand(?:en)?|miesi\p{L}{1,5}|месяц\p{L}{0,2}))(?![\p{L}\p{N}])/giu;

/**
 * The periods a sentence names, in days: "3 days", "three days", "a week", "zwei Wochen", "un mois".
 * @param {string} sentence
 */
function periodsIn(sentence) {
  /** @type {Set<string>} */
  const out = new Set();
  for (const m of sentence.toLowerCase().matchAll(PERIOD)) {
    const word = m[1] ?? '';
    const count = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.get(word);
    if (count === undefined) continue;
    out.add(String(count * (m[2] ? 1 : m[3] ? 7 : 30)));
  }
  return out;
}

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly import('./tools.js').Entry[]} entries  the call's string and number arguments
 * @param {readonly string[]} negations  settings.requestNegations
 */
export function retentionCutRequested(context, entries, negations) {
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  const periods = entries.filter((e) => RETENTION_KEY.test(e.key) && /^\d{1,4}$/.test(e.value.trim())).map((e) => String(Number(e.value.trim())));
  if (!periods.length) return false;
  return askedSentences(text, RETENTION_WORDS, negations).some((sentence) => {
    const numbers = new Set([...[...sentence.matchAll(LONE_NUMBER)].map((m) => String(Number(m[0]))), ...periodsIn(sentence)]);
    return periods.every((p) => numbers.has(p));
  });
}
