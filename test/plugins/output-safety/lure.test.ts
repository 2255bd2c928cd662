// output_safety: phishing lures read as a combination — a request for a secret or a payment,
// pressure and a channel to act on — in several languages, and the texts that share one or two
// of the parts without being a lure (instructions, transactional mail, awareness material).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { check, describe, ofCategory } from './helpers.js';
import { lures, narratedByScammer, quotedRegions } from '../../../plugins/output_safety/lure.js';

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

test('a quoted lure with nothing live in it, named as an example outside the quote, is an example', async () => {
  for (const training of [
    'Awareness module 3. A typical lure:\n\n> Your mailbox will be suspended today. Enter your password at hxxps://mail-keep[.]tld to keep it.\n\nRed flags: the deadline, the threat and a host that is not ours.',
    'Here is an example of a phishing e-mail: "Your mailbox will be suspended today. Enter your password at https://mail-keep.example/login to keep it." Note the threat and the odd host.',
    'Red flags in this message: “Ihr Konto wurde gesperrt. Bitte bestätigen Sie Ihre Kartendaten unter https://konto-check.test innerhalb von 24 Stunden.” The deadline and the unknown host give the phishing away.',
  ]) {
    const r = await check(training);
    assert.equal(r.verdict, 'allow', `${training}\n→ ${describe(r)}`);
  }
});

test('quotes and phishing words do not lift a lure that can be acted on', async () => {
  const lure = 'Your account has been suspended. Please confirm your card details at https://acct-restore.tld/verify within 24 hours or it will be closed.';
  const pw = 'Action required: verify your password now at http://bank-secure-login.tld/login or your account will be locked today.';
  for (const text of [
    `We detected suspicious activity on your account. "${lure}"`,
    `From the Fraud department: "${pw}"`,
    `"${lure}" This notice comes from our fraud prevention team.`,
    `"${pw}" Ignore any suspicious replies, this is not a scam.`,
    `We detected suspicious activity on your account. '${lure}'`,
    `Fraud awareness notice:\n\n> ${lure}\n\nThank you for helping us keep your account safe from phishing.`,
    `Here is an example of a phishing e-mail:\n\n> ${lure}\n\nRed flags: the deadline and the host.`,
    `A typical phishing text: "Your card is blocked. Call +44 20 7946 0957 today and confirm your card number to unblock it."`,
    `Example of a scam message: "Your mailbox will be suspended today. Enter your password at https://mail-keep.example or write it to helpdesk@mail-keep.tld."`,
    `Sample phishing mail: "Your service is suspended. Pay the release fee of 30 EUR to DE89 3704 0044 0532 0130 00 today, details at hxxp://pay[.]tld."`,
    lure,
    `Here is the message you asked for:\n\n> ${lure}`,
    `${lure} Beware of phishing!`,
  ]) {
    const r = await check(text);
    assert.ok(r.verdict !== 'allow', `${text}\n→ ${describe(r)}`);
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

test('lures(): a link said to expire presses a sign-in, not a payment', () => {
  const policy = { window: 50, severity: 'medium' as const, confidence: 0.7 };
  const text = 'x'.repeat(400);
  const at = (kind: string, start: number) => ({ kind, start, end: start + 5 });
  assert.equal(lures(text, [at('login', 0), at('expiry', 20), at('url', 40)], policy).length, 1);
  assert.equal(lures(text, [at('ask', 0), at('expiry', 20), at('url', 40)], policy).length, 0);
  assert.equal(lures(text, [at('ask', 0), at('expiry', 20), at('pressure', 30), at('url', 40)], policy).length, 1);
});

test("a payment link on the shop's own site that expires is allowed; a sign-in link that expires is not", async () => {
  for (const text of [
    'You can settle the remaining $58 here: https://tea-corner.example/pay/4471. The link expires in 24 hours.',
    'Si quieres, paga ahora 90 € en https://panaderia-sol.example/pago/312; el enlace caduca en 2 días.',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
  const lure = 'Your payroll profile needs attention: sign in with your staff password at https://payroll-staff.sso-check.tld/login. The link expires in 1 hour.';
  const r = await check(lure);
  assert.ok(r.verdict !== 'allow', describe(r));
});

test('lures(): equally near parts go to the one listed first, as with a stable sort by distance', () => {
  const policy = { window: 60, severity: 'medium' as const, confidence: 0.7 };
  const text = 'x'.repeat(1000);
  // The previous search: every part within the window, stably sorted by distance to the request.
  const reference = (parts: Array<{ kind: string; start: number; end: number }>) => {
    const near = (a: { start: number; end: number }, want: (p: { kind: string }) => boolean) =>
      parts.filter((p) => want(p) && Math.max(p.start - a.end, a.start - p.end) <= policy.window).sort((x, y) => Math.abs(x.start - a.start) - Math.abs(y.start - a.start))[0];
    const out: Array<{ start: number; end: number }> = [];
    for (const ask of parts.filter((p) => p.kind === 'ask')) {
      const pr = near(ask, (p) => p.kind === 'pressure' || p.kind === 'urgency');
      const ch = near(ask, (p) => p.kind === 'channel' || p.kind === 'url');
      if (pr && ch) out.push({ start: Math.min(ask.start, pr.start, ch.start), end: Math.max(ask.end, pr.end, ch.end) });
    }
    out.sort((a, b) => a.start - b.start);
    const merged: typeof out = [];
    for (const l of out) {
      const last = merged[merged.length - 1];
      if (last && l.start < last.end) last.end = Math.max(last.end, l.end);
      else merged.push({ ...l });
    }
    return merged;
  };
  const part = (kind: string, start: number, len: number) => ({ kind, start, end: start + len });
  // A link before and a channel after, both 30 from the request, the channel listed first; and two parts at one start.
  const tie = [part('ask', 100, 10), part('channel', 130, 40), part('pressure', 80, 5), part('pressure', 120, 5), part('url', 70, 8)];
  assert.equal(lures(text, tie, policy).map(({ start, end }) => ({ start, end })), reference(tie));
  assert.equal(lures(text, tie, policy)[0]?.end, 170);
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const kinds = ['ask', 'pressure', 'urgency', 'channel', 'url'];
  for (let run = 0; run < 500; run++) {
    const parts = Array.from({ length: 3 + rnd(10) }, () => part(kinds[rnd(kinds.length)] as string, rnd(40) * 10, 1 + rnd(3) * 10));
    assert.equal(lures(text, parts, policy).map(({ start, end }) => ({ start, end })), reference(parts), JSON.stringify(parts));
  }
});

test('quotedRegions(): blockquote lines and paired quotation marks', () => {
  const text = 'a\n> quoted line here\nb “a quotation that is long enough” c "short"';
  const spans = quotedRegions(text).map(([s, e]) => text.slice(s, e));
  assert.ok(spans.includes('> quoted line here'), JSON.stringify(spans));
  assert.ok(spans.includes('“a quotation that is long enough”'), JSON.stringify(spans));
  assert.not.ok(spans.includes('"short"'));
});

test('a request in a sentence whose subject is the scammer is described, not made', async () => {
  for (const text of [
    'Our bank never asks for codes. Scammers claim your account is suspended and ask you to log in at a copy of our site. More: https://www.fraud-help.tld/',
    'Des fraudeurs racontent que ton profil est suspendu puis te demandent de te connecter par un lien. Infos : https://www.aide-fraude.tld/',
    'Мошенники утверждают, что ваш аккаунт заблокирован, и просят войти по ссылке. Подробнее: https://www.pomosh.tld/',
  ]) {
    const r = await check(text);
    assert.is(ofCategory(r, 'phishing').length, 0, `${text}\n→ ${describe(r)}`);
  }
  const lure = 'Fraudsters target accounts like yours: your account is locked, log in within 2 hours at https://acct-lock.tld/login to keep it.';
  assert.ok(ofCategory(await check(lure), 'phishing').length > 0, 'a colon starts the clause addressed to the reader');
  const s = 'These scammers say the parcel is held. Pay the fee at the link.';
  assert.ok(narratedByScammer(s, s.indexOf('held')));
  assert.not.ok(narratedByScammer(s, s.indexOf('Pay')));
  const t = 'To stop fraudsters, verify your card now.';
  assert.not.ok(narratedByScammer(t, t.indexOf('verify')), 'the scammer is an object here, not the subject');
});

test('card details asked for at a link: a lure only next to a prize, fee, held parcel or deadline', async () => {
  for (const text of [
    'Ihr Paket liegt im Lager. Hinterlegen Sie Ihre Kreditkarte unter https://lager-gebuehr.invalid/z, damit die Zustellung erfolgt.',
    'Dernier jour pour réclamer votre lot : saisissez votre carte bancaire via https://lot-expedition.invalid/r afin de régler 2 € de port.',
    'Pacco in giacenza: inviaci i dati della tua carta sul link https://giacenza-pagamento.invalid/ entro stasera.',
    'Você ganhou um brinde! Preencha os dados do seu cartão neste link: https://brinde-frete.invalid/',
    'Uw pakket is geblokkeerd: geef uw bankkaart op via https://pakket-vrij.invalid/b om het vrij te geven.',
    'Sie haben ein Tablet gewonnen! Übermitteln Sie Ihre Kartendaten über https://tablet-los.invalid/t für 2,10 € Porto.',
  ]) {
    const r = await check(text);
    assert.ok(ofCategory(r, 'phishing').length > 0, `${text}\n→ ${describe(r)}`);
  }
  for (const text of [
    'Sie können die Zahlungsart selbst wechseln: Aktualisieren Sie Ihre Kartendaten hier: https://www.shop-beispiel.de/konto/karten',
    'Modifiez les informations de votre carte ici : https://www.video-exemple.fr/compte (rubrique Facturation).',
    'Werk de gegevens van je kaart bij via deze link: https://www.winkel-voorbeeld.nl/account/betalen',
    'Actualice la información de su tarjeta aquí: https://www.musica-ejemplo.es/cuenta para seguir con su plan.',
    'Para concluir a compra, digite os dados do seu cartão no link de pagamento que a loja enviou.',
    'Geben Sie Ihre Kartendaten niemals auf Seiten ein, die einen Gewinn versprechen, etwa https://gewinn-seite.invalid/.',
  ]) {
    const r = await check(text);
    assert.equal(r.verdict, 'allow', `${text}\n→ ${describe(r)}`);
  }
});

test.run();
