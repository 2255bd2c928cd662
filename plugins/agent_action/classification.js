// @ts-check
// The data classification the platform states for the content a call handles. A field named for a
// classification (`data_classification: "public"`, a pack setting) whose whole value is one of the
// public labels makes sharing that content with anyone ordinary publishing. Only the context counts
// (never an argument the model wrote), only a whole value (not a sentence that mentions "public"),
// and any classification field with another value (`confidential`) withdraws it.

import { firstFields } from './context.js';

/**
 * @param {import('./context.js').ActionContext} context  the request context (context.js)
 * @param {{ classificationKeys?: string[], publicClassifications?: string[] }} settings
 * @returns {boolean} the context classifies the content as public, and nothing in it says otherwise
 */
export function classifiedPublic(context, settings) {
  const { keys, labels } = lookups(settings);
  let isPublic = false;
  for (const { lower, value } of firstFields(context, 200)) {
    if (!keys.has(lower)) continue;
    if (typeof value !== 'string' || !labels.has(value.trim().toLowerCase())) return false;
    isPublic = true;
  }
  return isPublic;
}

/** @type {WeakMap<object, { keys: Set<string>, labels: Set<string> }>} */
const LOOKUPS = new WeakMap();

/**
 * The settings' key names and public labels, lower-cased, built once per settings object (the pack's
 * settings live as long as its snapshot) rather than on every call.
 * @param {{ classificationKeys?: string[], publicClassifications?: string[] }} settings
 */
function lookups(settings) {
  let found = LOOKUPS.get(settings);
  if (!found) {
    found = {
      keys: new Set((settings.classificationKeys ?? []).map((k) => k.toLowerCase())),
      labels: new Set((settings.publicClassifications ?? []).map((l) => l.toLowerCase())),
    };
    LOOKUPS.set(settings, found);
  }
  return found;
}
