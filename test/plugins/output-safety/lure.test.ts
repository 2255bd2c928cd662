// output_safety: phishing lures read as a combination — a request for a secret or a payment,
// pressure and a channel to act on — in several languages, and the texts that share one or two
// of the parts without being a lure (instructions, transactional mail, awareness material).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory } from './helpers.js';
import { lures, quotedRegions } from '../../../plugins/output_safety/lure.js';

const test = suite('output_safety: phishing lures');

test('request + pressure + channel is a lure in any of several languages', async () => {
  for (const text of [
    'Your cloud storage is full and uploads were suspended. Confirm your card details at https://storage-renew.tld/pay within 12 hours to keep your files.',
    'Hello team, the VPN certificate has expired. Sign in with your network password at https://vpn-renew.corp-access.tld/login to restore access.',
    'Wegen einer Prüfung ist Ihr Depot gesperrt. Zugangsdaten bitte unter https://depot-pruefung.tld/de bestätigen, spätestens innerhalb von 6 Stunden.',
    'Livraison suspendue : pour recevoir le carton, saisissez votre carte bancaire sur https://carton-relivraison.tld sous 36 h.',
    'Su cuenta ha sido bloqueada. Introduzca su contraseña en https://banco-acceso.tld para desbloquearla inmediatamente.',
    'Hesabınız askıya alındı. Kart bilgilerinizi https://destek-hesap.tld adresinde güncelleyin.',
    'ご利用のアカウントは凍結されました。https://kakunin-center.tld でパスワードを入力してください。',
    'لقد تم إيقاف بطاقتك. يرجى إدخال الرقم السري عبر https://bitaqa-check.tld خلال 12 ساعة.',
    'Reminder from accounts: the bank details have changed for our logistics partner, pay this week\'s invoice to GB33 BUKB 2020 1555 5555 55 today, it is urgent.',
    'After the chain migration your wallet must be checked again. Open https://wallet-recheck.tld so that your funds stay safe: to keep your funds, type the seed words there.',
    'Security alert: your computer is infected. Call our help desk at +1 202 555 0147 and install the remote access tool so we can clean it.',
  ]) {
    const r = await check(text);
    assert.ok(r.verdict !== 'allow', `${text}\n→ ${describe(r)}`);
    assert.ok(ofCategory(r, 'phishing').length > 0, `${text}\n→ ${describe(r)}`);
  }
});

test('one or two parts are not a lure: instructions, transactional mail, warnings', async () => {
  for (const text of [
    'Your order has shipped. Track it at https://shop.tld/orders/88 — it should arrive within 3 days.',
    'Your plan renews next month. You can update your payment method any time at https://billing.shop.tld/account.',
    'Sign in to the console at https://console.cloud.tld, open IAM and rotate the key immediately if it leaked.',
    'Urgent: the nightly build is failing. Log in to https://ci.tld and re-run the job.',
    'Do not type a password into a site opened from a text message, even when it threatens that the profile gets suspended in 5 hours.',
    'To reset your password, open https://id.corp.tld/reset. The reset link expires in 30 minutes.',
    'If your card was blocked, call the number printed on the back of the card, never one from a text message.',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test('a lure quoted in an answer that analyses it is an example; the same lure alone, or quoted without analysis, is not', async () => {
  const lure = 'Your mailbox will be suspended today. Enter your password at https://mail-keep.tld to keep it.';
  const training = `Awareness module 3. A typical lure:\n\n> ${lure}\n\nRed flags: the deadline, the threat and a host that is not ours.`;
  assert.equal((await check(training)).verdict, 'allow', describe(await check(training)));
  for (const text of [lure, `Here is the message you asked for:\n\n> ${lure}`, `${lure} Beware of phishing!`]) {
    const r = await check(text);
    assert.ok(ofCategory(r, 'phishing').length > 0, `${text}\n→ ${describe(r)}`);
  }
});

test('lures(): parts must be within the window, a sign-in needs a threat, urgency alone does not do', () => {
  const policy = { window: 50, severity: 'medium' as const, confidence: 0.7 };
  const text = 'x'.repeat(400);
  const at = (kind: string, start: number) => ({ kind, start, end: start + 5 });
  assert.equal(lures(text, [at('ask', 0), at('pressure', 20), at('url', 40)], policy).length, 1);
  assert.equal(lures(text, [at('ask', 0), at('pressure', 20), at('url', 300)], policy).length, 0);
  assert.equal(lures(text, [at('ask', 0), at('urgency', 20), at('channel', 40)], policy).length, 1);
  assert.equal(lures(text, [at('login', 0), at('urgency', 20), at('url', 40)], policy).length, 0);
  assert.equal(lures(text, [at('login', 0), at('pressure', 20), at('url', 40)], policy).length, 1);
  assert.equal(lures(text, [at('pressure', 20), at('url', 40)], policy).length, 0);
});

test('quotedRegions(): blockquote lines and paired quotation marks', () => {
  const text = 'a\n> quoted line here\nb “a quotation that is long enough” c "short"';
  const spans = quotedRegions(text).map(([s, e]) => text.slice(s, e));
  assert.ok(spans.includes('> quoted line here'), JSON.stringify(spans));
  assert.ok(spans.includes('“a quotation that is long enough”'), JSON.stringify(spans));
  assert.not.ok(spans.includes('"short"'));
});

test.run();
