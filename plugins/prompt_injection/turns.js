// @ts-check
// Who speaks in a transcript. A chat export or a pasted dialogue labels its lines by speaker
// ("User: …", "Assistant: …"): an assistant's label there opens the assistant's own turn, not a
// note that turns to the AI reader, and a user's line is the user asking, not the data speaking of
// itself. A text is a transcript when a line opens with a user's label in one of the packs' languages.

// "Customer: …", "User: …", "Q: …".
const USER_LABEL = '(?:user|human|customer|client|me|q|question|kunde|nutzer|benutzer|usuario|utilisateur|utente|usuário|gebruiker|użytkownik|kullanıcı|пользователь|用户|用戶|ユーザー|사용자|المستخدم|उपयोगकर्ता)';
// "Assistant: …", "AI: …", "Bot: …" and the assistant's name in the packs' languages.
const ASSISTANT_LABEL = '(?:assistant|ai|bot|chatbot|model|gpt|asistente|assistente|assistent|asystent|asistan|ассистент|помощник|助手|助理|アシスタント|어시스턴트|المساعد|सहायक)';
const TRANSCRIPT = new RegExp(`(?:^|\\n)[ \\t]*${USER_LABEL}[ \\t]*[:：]`, 'iu');
const OPENS_USER_TURN = new RegExp(`^[ \\t]*${USER_LABEL}[ \\t]*[:：]`, 'iu');
const OPENS_ASSISTANT_TURN = new RegExp(`^[ \\t]*${ASSISTANT_LABEL}[ \\t]*[:：]`, 'iu');

/** Whether some line of `text` opens with a user's label: the text is a transcript. */
export function isTranscript(/** @type {string} */ text) {
  return TRANSCRIPT.test(text);
}

/** The line of `text` that holds offset `at`, from its start to `at`'s line end. */
function lineAt(/** @type {string} */ text, /** @type {number} */ at) {
  const start = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
  const end = text.indexOf('\n', at);
  return { start, line: text.slice(start, end < 0 ? text.length : end) };
}

/**
 * Whether the span starting at `start` begins with the label of an assistant's turn in a
 * transcript ("Assistant: Sure, here is the recap …" after "Human: …"): the assistant speaking.
 * @param {string} text
 * @param {number} start
 */
export function assistantTurnLabel(text, start) {
  const { start: lineStart, line } = lineAt(text, start);
  const label = OPENS_ASSISTANT_TURN.exec(line);
  return label !== null && start - lineStart <= label[0].length && isTranscript(text);
}

/**
 * Whether offset `at` lies in a line that opens with a user's label: the user speaking to the
 * assistant ("User: Can you summarise this article?").
 * @param {string} text
 * @param {number} at
 */
export function inUserTurn(text, at) {
  return OPENS_USER_TURN.test(lineAt(text, at).line);
}

/**
 * `part` of a transcript without the assistant's own lines: there "my rules" is the model
 * speaking of its setup, not the user's own rules (a text that is no transcript is returned whole).
 * @param {string} text the whole text
 * @param {string} part a stretch of it
 */
export function withoutAssistantLines(text, part) {
  if (!isTranscript(text) && !JSON_USER_ROLE.test(text)) return part;
  const lines = part.split('\n');
  // A chat-API message list names the assistant's role on the line of its content or the one before.
  return lines.filter((line, i) => !OPENS_ASSISTANT_TURN.test(line) && !(JSON_ASSISTANT_ROLE.test(line) && !JSON_USER_ROLE.test(line)) && !JSON_ASSISTANT_ROLE.test(lines[i - 1] ?? '')).join('\n');
}

const JSON_USER_ROLE = /["']role["']\s*:\s*["']user["']/;
const JSON_ASSISTANT_ROLE = /["']role["']\s*:\s*["']assistant["']/;
