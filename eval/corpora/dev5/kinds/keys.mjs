// Key material and tokens in the shapes they leak in: service-account JSON, pasted SSH keys,
// TLS bundles next to certificates, hex wallet keys in deploy configs, OAuth token responses and
// browser request exports.

import { f, L, N } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import * as sec from '../lib/secrets.mjs';
import { COMPANIES, anyone, filler, langOf, personOf, GREET } from './common.mjs';

const certPem = (r) => `-----BEGIN CERTIFICATE-----\n${Buffer.from(r.bytes(420)).toString('base64').match(/.{1,64}/g).join('\n')}\n-----END CERTIFICATE-----`;

export const service_account_json = {
  kind: 'service_account_json',
  make(r) {
    const key = sec.pemPrivateKey(r, 'PKCS8').value;
    const project = `${r.pick(['kestrel', 'norrvik', 'orbweaver'])}-${r.pick(['prod', 'data', 'ml'])}-${r.int(100, 999)}`;
    const body = f`{
  "type": "service_account",
  "project_id": "${project}",
  "private_key_id": "${N('key_id', r.hex(40))}",
  "private_key": "${L('private_key', 'pkcs8_json_escaped', key.split('\n').join('\\n'))}\\n",
  "client_email": "${N('service_account', `etl-runner@${project}.iam.gserviceaccount.com`)}",
  "client_id": "${N('client_id', r.digits(21))}",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
`;
    return { language: 'en', body };
  },
};

export const ssh_key_paste = {
  kind: 'ssh_key_paste',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'pl'], [1, 'nl'], [1, 'sv']]);
    const p = personOf(r, lang), it = anyone(r);
    const body = f`${GREET[lang]} ${v.nameL(it, 'given', true)},
${r.pick(['the deploy fails with "Permission denied (publickey)". Here is the key I am using, maybe it is the wrong one?', 'ich komme nicht auf den Server, hier mein Key:', 'je n’arrive pas à me connecter, voici ma clé :', 'can you add this key to the bastion?'])}

${v.pkL(r, r.pick(['OPENSSH', 'RSA', 'OPENSSH']))}

${r.pick(['and the public part:', 'public key:'])}
${N('public_key', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${sec.ALNUM.slice(0, 0)}${Buffer.from(r.bytes(32)).toString('base64').replace(/=+$/, '')}`)} ${v.emailL(p.email)}
fingerprint SHA256:${v.base64BlobN(r)}

${filler(r, lang, 1)}
${v.nameL(p)} · ${v.phoneL(p)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const tls_bundle = {
  kind: 'tls_bundle',
  make(r) {
    const body = f`# /etc/nginx/ssl/${r.pick(['shop', 'api', 'portal'])}.${r.pick(COMPANIES).domain}.pem — full chain + key
${N('certificate', certPem(r))}
${N('certificate', certPem(r))}
${v.pkL(r, r.pick(['RSA', 'EC', 'PKCS8']))}
# generated ${v.timestampN(r)}, serial ${v.hexBlobN(r)}
`;
    return { language: 'en', body };
  },
};

export const deploy_wallet_config = {
  kind: 'deploy_wallet_config',
  make(r) {
    const hex = r.hex(64);
    const hardhat = r.chance(0.5);
    const body = hardhat
      ? f`// hardhat.config.ts
import '@nomicfoundation/hardhat-toolbox';
export default {
  solidity: '0.8.${r.int(10, 26)}',
  networks: {
    sepolia: {
      url: 'https://eth-sepolia.g.alchemy.com/v2/${L('api_key', 'alchemy', r.chars(sec.ALNUM + '-_', 32))}',
      accounts: ['0x${L('private_key', 'eth_hex', hex)}'],
    },
  },
  etherscan: { apiKey: '${L('api_key', 'etherscan', r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 34))}' },
};
// deployer: ${v.walletL(r, 'eth')}  · last deploy tx ${v.txHashN(r)}
`
      : f`# .env for the payout bot
RPC_URL=https://mainnet.infura.io/v3/${L('api_key', 'infura', r.hex(32))}
PAYOUT_PRIVATE_KEY=${L('private_key', 'eth_hex', hex)}
PAYOUT_ADDRESS=${v.walletL(r, 'eth')}
TOKEN_CONTRACT_DEPLOY_TX=${v.txHashN(r)}
BOT_BUILD=${v.gitShaN(r, false)}
`;
    return { language: 'en', body };
  },
};

export const oauth_token_response = {
  kind: 'oauth_token_response',
  make(r) {
    const p = anyone(r);
    const body = f`POST /oauth/token HTTP/1.1
Host: auth.${r.pick(COMPANIES).domain}
Content-Type: application/x-www-form-urlencoded

grant_type=authorization_code&code=${r.chars(sec.ALNUM, 24)}&client_id=${N('client_id', r.hex(24))}&client_secret=${v.apiKeyL(r, 'generic_b64')}&redirect_uri=https%3A%2F%2Fapp.example.org%2Fcb

HTTP/1.1 200 OK
{"access_token":"${v.jwtL(r, { sub: p.email })}","token_type":"Bearer","expires_in":3600,"refresh_token":"${L('access_token', 'refresh_token', r.chars(sec.ALNUM, r.pick([40, 64])))}","id_token":"${v.jwtL(r)}","scope":"openid profile email"}
`;
    return { language: 'en', body };
  },
};

export const har_export = {
  kind: 'har_export',
  make(r) {
    const c = r.pick(COMPANIES), p = anyone(r);
    const body = f`{"log":{"version":"1.2","creator":{"name":"WebInspector","version":"537.36"},"entries":[
{"startedDateTime":"${v.timestampN(r)}","request":{"method":"GET","url":"https://app.${c.domain}/api/account","headers":[{"name":"Authorization","value":"Bearer ${v.tokenL(r)}"},{"name":"Cookie","value":"session=${L('access_token', 'session_cookie', r.chars(sec.ALNUM, 48), true)}; _ga=${`GA1.2.${r.digits(10)}.${r.digits(10)}`}"}]},"response":{"status":200,"content":{"text":"{\\"email\\":\\"${v.emailL(p.email)}\\",\\"phone\\":\\"${v.phoneL(p)}\\"}"}}},
{"startedDateTime":"${v.timestampN(r)}","request":{"method":"GET","url":"https://cdn.${c.domain}${v.pathTokenN(r)}","headers":[{"name":"If-None-Match","value":"${v.md5N(r)}"}]},"response":{"status":304}},
{"startedDateTime":"${v.timestampN(r)}","request":{"method":"POST","url":"https://app.${c.domain}/api/login","postData":{"text":"{\\"username\\":\\"${v.emailL(p.email)}\\",\\"password\\":\\"${v.pwL(r, { plain: true, spaces: false })}\\"}"}},"response":{"status":200}}
]}}
`;
    return { language: 'en', body };
  },
};
