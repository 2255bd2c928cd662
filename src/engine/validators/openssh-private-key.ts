// `openssh-private-key`: OpenSSH's own private key format (PROTOCOL.key): armor labelled
// OPENSSH PRIVATE KEY whose base64 body decodes to the magic "openssh-key-v1\0".

import { Buffer } from 'node:buffer';
import { parseArmor, wrap } from './armor.js';
import { decodeBase64, encodeBase64, randomBytes } from './codecs.js';
import { paramBool } from './text.js';
import type { Validator } from './validator.js';

const MAGIC = 'openssh-key-v1\0';

function sshString(data: Uint8Array | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(bytes.length);
  return Buffer.concat([len, bytes]);
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

export const opensshPrivateKey: Validator = {
  name: 'openssh-private-key',
  description: 'OpenSSH private key block: OPENSSH PRIVATE KEY armor whose body starts with "openssh-key-v1\\0".',
  references: [
    'https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key',
    'https://www.rfc-editor.org/rfc/rfc4716',
  ],
  validate(value) {
    const armor = parseArmor(value);
    if (armor === null || armor.label !== 'OPENSSH PRIVATE KEY' || armor.crc !== undefined) return false;
    const bytes = decodeBase64(armor.body);
    return bytes !== null && bytes.length > MAGIC.length && Buffer.from(bytes.subarray(0, MAGIC.length)).toString('latin1') === MAGIC;
  },
  generate(rng, params) {
    // An unencrypted ed25519 key laid out as ssh-keygen writes it; key bytes are random.
    const pub = randomBytes(rng, 32);
    const publicBlob = Buffer.concat([sshString('ssh-ed25519'), sshString(pub)]);
    const check = uint32(rng.int(0x100000000));
    let priv = Buffer.concat([
      check, check, sshString('ssh-ed25519'), sshString(pub),
      sshString(Buffer.concat([Buffer.from(randomBytes(rng, 32)), Buffer.from(pub)])), sshString('user@host'),
    ]);
    const padding: number[] = [];
    for (let i = 1; (priv.length + padding.length) % 8 !== 0; i++) padding.push(i);
    priv = Buffer.concat([priv, Buffer.from(padding)]);
    const blob = Buffer.concat([
      Buffer.from(MAGIC, 'latin1'), sshString('none'), sshString('none'), sshString(''), uint32(1),
      sshString(publicBlob), sshString(priv),
    ]);
    const text = `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(encodeBase64(blob), 70)}\n-----END OPENSSH PRIVATE KEY-----`;
    return paramBool(params, 'escaped') === true ? text.replace(/\n/g, '\\n') : text;
  },
};
