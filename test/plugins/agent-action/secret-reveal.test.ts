// Secret values switched on in clear where the user's request names no secret (plugins/agent_action/secret-reveal.js).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runActionCheck } from '../../support/checks.js';
import { revealingArgument } from '../../../plugins/agent_action/secret-reveal.js';

const test = suite('agent_action: secret values the request did not ask for');

const RULE = 'agent-action-credentials/secret-values-not-requested';
const rules = async (tool: string, args: Record<string, unknown>, request: string): Promise<string[]> =>
  (await runActionCheck({ tool, arguments: args, context: { user_request: request } })).findings.map((f) => f.rule_id ?? '');

test('a listing with secret values switched on, the request about something else, in several languages, is reviewed', async () => {
  assert.ok((await rules('identity.list_sessions', { user: 'dean@uni.example', include_token_values: true }, 'Why did my upload fail halfway?')).includes(RULE));
  assert.ok((await rules('idp.users.list', { filter: 'dept eq "finance"', options: { reveal_secrets: 'yes' } }, 'Wer aus der Finanzabteilung war heute angemeldet?')).includes(RULE));
  assert.ok((await rules('okta.list_factors', { user: '*', show_recovery_answers: 1 }, 'Kwa nini siwezi kuingia kwenye portal?')).includes(RULE));
});

test('secret values the request names, or a flag that is off or discloses no secret, are not judged so', async () => {
  assert.not.ok((await rules('tokens.list', { include_token_values: true }, 'Покажи значения моих API-токенов.')).includes(RULE));
  assert.not.ok((await rules('tokens.list', { include_token_values: false }, 'List my devices.')).includes(RULE));
  assert.not.ok((await rules('sessions.list', { user: 'me', include_device_info: true }, 'Which devices am I logged in on?')).includes(RULE));
});

test('the revealing argument is read from the words of its name', () => {
  const words = { verbs: ['include', 'reveal', 'with', 'decryption'], nouns: ['token', 'secrets', 'decryption'] };
  assert.is(revealingArgument({ includeTokenValues: true }, words), 'includeTokenValues');
  assert.is(revealingArgument({ include_token_values: 'false' }, words), undefined);
  assert.is(revealingArgument({ include_comments: true }, words), undefined);
});

test('secret words read whole and asked for by a show or list verb: key figures, certain, secretary or a refusal ask for none', async () => {
  const tool = 'auth.sessions.list';
  const args = { include_token_values: true };
  assert.ok((await rules(tool, args, 'What are the key figures for open logins today?')).includes(RULE));
  assert.ok((await rules(tool, args, 'Make certain no one holds over five open logins.')).includes(RULE));
  assert.ok((await rules(tool, args, 'Ask the secretary how many logins are open.')).includes(RULE));
  assert.ok((await rules(tool, args, "List my sessions but don't show any tokens.")).includes(RULE));
  assert.ok((await rules(tool, args, 'Zeig mir die Kennzahlen der offenen Sitzungen.')).includes(RULE));
  assert.not.ok((await rules(tool, args, 'Show me the session tokens of my own logins.')).includes(RULE));
  assert.not.ok((await rules(tool, args, 'Oturum anahtarlarını listele.')).includes(RULE));
});

test.run();
