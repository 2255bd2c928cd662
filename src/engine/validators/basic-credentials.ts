// `basic-credentials`: base64 of `user:password`, as sent in HTTP Basic (RFC 7617) and stored in
// Docker's config.json `auth`. The value must decode to text holding a colon, and the secret part
// must not be a documentation stand-in: `user:password`, `your_user:your_password`, `foo:bar`,
// `user:${PASSWORD}` are rejected. When the password is empty the user part is the credential
// (`curl -u sk_live_…:`) and is judged instead.

import type { Rng } from '../examples/rng.js';
import { isPlaceholder, isRepeatedOrSequential } from '../placeholders.js';
import type { Validator, ValidatorParams } from './validator.js';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;
/**
 * Decoded bytes read as text: no control characters besides tab and line breaks (a JSON key file
 * can be the password). Read byte by byte, so a password in any 8-bit or UTF-8 encoding passes
 * while random bytes almost never do.
 */
const TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Words documentation puts where the password goes, compared without case, spaces, `_`, `-`, `.`. */
const STAND_INS = new Set([
  'password', 'passwd', 'pass', 'pwd', 'secret', 'token', 'apikey', 'key', 'changeme', 'changeit',
  'test', 'demo', 'example', 'sample', 'dummy', 'bar', 'opensesame', 'pa55word', 'p4ssw0rd',
]);
/** A descriptive stand-in: a word or two naming the field (`my_password`, `db-password`, `your_token`). */
const NAMED_FIELD = /^(?:my|your|the|some|db|database|user|username|admin|random|sample|example|test|dummy|default|new|registry|docker)?(?:password|passwd|pass|pwd|secret|token|apikey)$/;

/**
 * The part of the decoded pair that is secret: the password, or the user when the password is
 * empty. Undefined when the value is not base64 of a text pair.
 */
function secretPart(value: string): string | undefined {
  const text = Buffer.from(value, 'base64').toString('latin1');
  if (!TEXT.test(text)) return undefined;
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const password = text.slice(colon + 1);
  return password.length > 0 ? password : text.slice(0, colon);
}

function standIn(secret: string): boolean {
  const folded = secret.toLowerCase().replace(/[\s_.-]+/g, '');
  return folded.length === 0 || STAND_INS.has(folded) || NAMED_FIELD.test(folded) || isPlaceholder(secret);
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const basicCredentials: Validator = {
  name: 'basic-credentials',
  description: 'base64 of user:password (HTTP Basic, Docker auth) whose password (or, when empty, user) is not a documentation stand-in such as password, my_password or ${VAR}.',
  references: ['https://www.rfc-editor.org/rfc/rfc7617#section-2', 'https://docs.docker.com/reference/cli/docker/login/#credential-stores'],
  validate(value: string): boolean {
    if (value.length < 8 || value.length > 8192 || !BASE64.test(value) || isRepeatedOrSequential(value)) return false;
    const secret = secretPart(value);
    return secret !== undefined && !standIn(secret);
  },
  /** `params.user` names the account (default `svc-deploy`); the password is 20 random characters. */
  generate(rng: Rng, params?: ValidatorParams): string {
    const user = typeof params?.['user'] === 'string' ? params['user'] : 'svc-deploy';
    return Buffer.from(`${user}:${rng.string(ALNUM, 20)}`, 'utf8').toString('base64');
  },
};
