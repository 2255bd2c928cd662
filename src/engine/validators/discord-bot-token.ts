// `discord-bot-token`: a Discord bot token is three base64url parts joined by dots: the bot's user
// id (a snowflake of 17 to 20 decimal digits) encoded as base64url, a timestamp and an HMAC. The
// first part decoding to a run of digits is a structural check that random base64 passes almost
// never (each decoded byte is a digit with odds 10/256), so the token is known without a vendor word.

import type { Rng } from '../examples/rng.js';
import type { Validator } from './validator.js';

const SHAPE = /^([MNO][A-Za-z0-9_-]{22,27})\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}$/;
const SNOWFLAKE = /^[1-9][0-9]{16,19}$/;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const discordBotToken: Validator = {
  name: 'discord-bot-token',
  description: 'Discord bot token: the first of three dot-separated base64url parts decodes to a 17-20 digit user id (snowflake).',
  references: ['https://discord.com/developers/docs/reference#authentication', 'https://discord.com/developers/docs/reference#snowflakes'],
  validate(value: string): boolean {
    const m = SHAPE.exec(value);
    if (!m) return false;
    const id = Buffer.from(m[1]!, 'base64url').toString('latin1');
    return SNOWFLAKE.test(id);
  },
  generate(rng: Rng): string {
    const id = rng.string('123456789', 1) + rng.string('0123456789', 17 + rng.int(2));
    return `${Buffer.from(id, 'latin1').toString('base64url')}.${rng.string(B64URL, 6)}.${rng.string(B64URL, 38)}`;
  },
};
