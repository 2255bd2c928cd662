// Cryptocurrency documents: exchange support tickets, payout exports, explorer pastes and chats,
// where wallet addresses stand next to transaction hashes, block hashes and hex payloads.

import { f, L, N, join, padEnd } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { COMPANIES, GREET, THANKS, anyone, filler, langOf, personOf } from './common.mjs';

const coinOf = (type) => ({ bitcoin: 'BTC', ethereum: 'ETH', litecoin: 'LTC', tron: 'USDT (TRC-20)', dogecoin: 'DOGE', solana: 'SOL', ripple: 'XRP' })[type] ?? 'BTC';
const hashFor = (r, type) => (type === 'ethereum' || type === 'tron' ? v.txHashN(r) : v.btcTxidN(r));

export const crypto_exchange_ticket = {
  kind: 'crypto_exchange_ticket',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'tr'], [1, 'ko'], [1, 'ja'], [1, 'es'], [1, 'pt'], [1, 'ar'], [1, 'hi']]);
    const p = personOf(r, lang), agent = anyone(r);
    const w1 = v.walletL(r), w2 = v.walletL(r, r.pick(['eth', 'trx', 'btc_bech32', 'sol']));
    const t1 = w1.labels[0].type, t2 = w2.labels[0].type;
    const body = f`Case #${r.int(1000000, 9999999)} — Withdrawal not received (${coinOf(t1)})
From: ${v.nameL(p)} <${v.emailL(p.email)}>

${GREET[lang]},
${filler(r, lang, 1)}
I withdrew ${r.int(1, 90)}.${r.digits(4)} ${coinOf(t1)} to my wallet ${w1} on ${v.dateN(r, 'en')} but it never arrived.
The explorer shows tx ${hashFor(r, t1)} as confirmed (block ${N('block_height', String(r.int(800000, 21000000)))}), but my balance is unchanged.
${r.chance(0.6) ? f`Please send the remaining funds to my other address instead:\n${w2}\n` : f`My ${coinOf(t2)} deposit address is ${w2}, if that helps.\n`}
${THANKS[lang]}, ${v.nameL(p, 'given', true)}

--- agent notes (${v.nameL(agent)}) ---
Network fee paid: ${r.int(1, 99)} gwei; internal transfer id ${v.uuidN(r)}.
Hot wallet batch hash ${v.txHashN(r)} · payload ${v.hexBlobN(r)}
Verified KYC level 2: DOB ${v.dobL(r, p)}, phone ${v.phoneL(p)}.
${filler(r, 'en', 2)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

export const wallet_payout_export = {
  kind: 'wallet_payout_export',
  make(r) {
    const header = r.chance(0.6);
    const rows = Array.from({ length: r.int(3, 6) }, () => anyone(r));
    const body = f`${header ? 'affiliate,email,coin,payout_address,amount,status,txid\n' : ''}${rows.map((p) => {
      const w = v.walletL(r);
      const t = w.labels[0].type;
      return f`${v.nameL(p, 'latin')},${v.emailL(p.email)},${coinOf(t).split(' ')[0]},${w},${r.int(0, 9)}.${r.digits(6)},${r.pick(['sent', 'pending', 'failed'])},${r.chance(0.7) ? hashFor(r, t) : ''}\n`;
    })}`;
    return { language: 'en', body };
  },
};

export const explorer_paste = {
  kind: 'explorer_paste',
  make(r) {
    const eth = r.chance(0.6);
    const from = v.walletL(r, eth ? 'eth' : 'btc_bech32'), to = v.walletL(r, eth ? r.pick(['eth', 'eth_lower']) : r.pick(['btc_p2pkh', 'btc_p2sh', 'btc_taproot']));
    const body = eth
      ? f`Transaction Details
Transaction Hash:   ${v.txHashN(r)}
Status:             Success
Block:              ${N('block_height', String(r.int(18000000, 21900000)))}   ${r.int(2, 900)} Block Confirmations
Timestamp:          ${r.int(2, 59)} mins ago (${v.timestampN(r)})
From:               ${from}
To:                 ${to}
Value:              ${r.int(0, 40)}.${r.digits(6)} ETH ($${r.int(10, 99)},${r.digits(3)}.${r.digits(2)})
Transaction Fee:    0.000${r.digits(6)} ETH
Gas Price:          ${r.int(5, 80)}.${r.digits(3)} Gwei
Nonce:              ${r.int(0, 3000)}
Input Data:         0x${v.hexBlobN(r)}
Block Hash:         ${v.ethContractN(r)}
`
      : f`Bitcoin Transaction ${v.btcTxidN(r)}
Included in block ${N('block_height', String(r.int(800000, 880000)))} (hash ${v.btcTxidN(r)})
Inputs
  ${from}   ${r.int(0, 3)}.${r.digits(8)} BTC
Outputs
  ${to}   ${r.int(0, 3)}.${r.digits(8)} BTC
  OP_RETURN ${v.hexBlobN(r)}
Fee ${r.int(1000, 90000)} sat (${r.int(2, 90)} sat/vB) · weight ${r.int(400, 4000)} WU
`;
    return { language: 'en', body: f`${body}\n${r.chance(0.5) ? `(pasted by a user asking whether the funds were stolen)\n` : ''}` };
  },
};

export const crypto_chat = {
  kind: 'crypto_chat',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'ko'], [1, 'tr'], [1, 'pt'], [1, 'es'], [1, 'zh'], [1, 'ja']]);
    const a = personOf(r, lang), b = anyone(r);
    const msg = (who, m) => f`<${v.nameL(who, 'latin')}> ${m}\n`;
    const lines = [
      msg(a, f`send the ${r.pick(['USDT', 'ETH', 'BTC', 'SOL'])} here: ${v.walletL(r)}`),
      msg(b, f`done, tx ${v.txHashN(r)}`),
      msg(a, f`that ${v.ethContractN(r)} is the tx hash, not an address lol. my wallet again: ${v.walletL(r)}`),
      msg(b, f`my cold wallet is ${v.walletL(r)} if you want to send the rest`),
      msg(a, f`${filler(r, lang, 1)}`),
      msg(b, f`airdrop claim code ${v.md5N(r)} expires ${v.dateN(r, 'en')}`),
      msg(a, f`also my ledger backup pw is ${v.pwL(r)} don't lose it 😅`),
    ];
    return { language: lang, locale: a.locale, body: f`Telegram export — ${r.pick(['OTC desk', 'NFT mint crew', 'family'])}\n${r.sample(lines, r.int(5, 7))}` };
  },
};
