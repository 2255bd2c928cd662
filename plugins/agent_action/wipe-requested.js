// @ts-check
// Whether the user's own request asks for the wipe the call makes: a device put back to its factory state ("reset it
// to factory settings", "auf Werkseinstellungen zurücksetzen", "configurações de fábrica", "出厂设置"), or every
// booking or order cancelled ("cancel everything I booked", "storniere alle Buchungen", "全部キャンセルして"). Users
// name a factory reset by the factory state, not by the tool's verb, so the request's word for that state is enough
// for a factory-reset tool; a cancellation of everything needs a cancelling word beside a word for all in one clause
// (request-near.js). A request may also say to wipe or erase the device ("I'm selling my old Pixel 6, wipe it
// completely", "wis hem helemaal"): a wiping word with the device the call names, by a word of its own, in one sentence.
// A negated clause ("don't reset it to factory defaults") asks for nothing. The words are pack settings
// (wipeRequests: factory, wipe, cancel, all).

import { requestText, askedSentences } from './requested.js';
import { wordsNear } from './request-near.js';

/** @typedef {{ factory?: string[], wipe?: string[], cancel?: string[], all?: string[] }} WipeWords */

/** Characters allowed between the cancelling word and the word for all ("cancel all of my upcoming bookings"). */
const GAP = 30;
const FACTORY_TOOL = new Set(['factory', 'reset', 'restore', 'wipe', 'erase']);

/**
 * @param {import('./context.js').ActionContext} context
 * @param {readonly string[]} toolWords  the tool name's words
 * @param {WipeWords} words  settings.wipeRequests
 * @param {readonly string[]} negations  settings.requestNegations
 * @param {readonly import('./tools.js').Entry[]} [entries]  the call's arguments: the device it wipes
 */
export function wipeRequested(context, toolWords, words, negations, entries = []) {
  const factoryTool = toolWords.includes('factory') || (toolWords.some((w) => FACTORY_TOOL.has(w)) && toolWords.includes('device'));
  const cancelTool = toolWords.includes('cancel');
  if (!factoryTool && !cancelTool) return false;
  const text = requestText(context, 2000);
  if (text === undefined) return false;
  if (factoryTool && askedSentences(text, words.factory ?? [], negations).length) return true;
  if (factoryTool && askedSentences(text, words.wipe ?? [], negations).some((s) => namesDevice(s, entries))) return true;
  return cancelTool && askedSentences(text, words.cancel ?? [], negations).some((s) => wordsNear(s, words.cancel ?? [], words.all ?? [], GAP));
}

/** A key naming the device a call wipes. */
const DEVICE_KEY = /^(?:device|device_id|device_name|phone|computer|laptop|tablet|target)$/i;

/**
 * Whether a sentence names the device of the call by a word of three letters or more of its name (`old_pixel_6` by
 * "my old Pixel 6").
 * @param {string} sentence @param {readonly import('./tools.js').Entry[]} entries
 */
function namesDevice(sentence, entries) {
  const words = new Set(sentence.split(/[^\p{L}\p{N}]+/u));
  return entries
    .filter((e) => DEVICE_KEY.test(e.key))
    .some((e) => e.value.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => [...w].length >= 3 && !['old', 'new', 'the', 'my'].includes(w) && words.has(w)));
}
