// Payment, banking, tax and key-management kinds (boost the rarer categories).
import { L, N, S } from './prng.mjs';
import * as SEC from './secrets.mjs';
import * as I from './ids.mjs';
const K = [];
const kind = (id, build, loc = 'all') => K.push({ id, build, loc, family: 'finance' });
const SEPA = ['GB', 'DE', 'FR', 'ES', 'IT', 'PT', 'NL', 'PL', 'SE', 'DK', 'FI', 'CZ', 'TR', 'AT', 'BE', 'IE', 'HU', 'CH'];
const cc = (c) => (SEPA.includes(c.loc.cc) ? c.loc.cc : c.r.pick(['DE', 'FR', 'NL', 'GB', 'IE', 'AT', 'BE', 'CH']));

kind('sepa_direct_debit_mandate', (c) => {
  const { V, r, d } = c; c.title(`SEPA — ${V.T_bill}`);
  d.ln('Creditor ID: ', N(`${cc(c)}${r.digits(2)}ZZZ${r.digits(11)}`, 'sepa_creditor_id'), ' · Mandate ref: ', N(`MND-${r.digits(8)}`, 'mandate_reference'));
  c.f(V.name, c.name()); c.f(V.addr, c.addr()); c.f('IBAN', c.iban(cc(c))); c.f('BIC', N(`${r.upper(4)}${cc(c)}${r.upper(2)}${r.chance(0.5) ? 'XXX' : ''}`, 'bic'));
  c.f(V.policy, c.policyNo()); c.f(V.signed, c.date('signature_date'));
  if (r.chance(0.5)) c.f(`${V.bank} (2)`, c.iban(r.pick(SEPA)));
});
kind('card_payment_chat', (c) => {
  const { V, r, d } = c;
  d.ln(c.given(), ': ', V.chatQ); d.ln('Pharmacy: ', V.chatA); d.ln(c.given(), ': ', c.dob(), ' · ', c.addr());
  d.ln('Pharmacy: ', V.amount, ' ', c.money(), ' — ', V.card, '?');
  d.ln(c.given(), ': ', c.card(), ' ', `${r.int(1, 12)}/${r.int(26, 31)}`, ' cvv ', N(r.digits(3), 'card_security_code'));
  if (r.chance(0.7)) d.ln(c.given(), ': ', V.card, ' (2): ', c.card());
  d.ln('Pharmacy: ', V.thanks, ' ', c.orderId());
});
kind('billing_csv_export', (c) => {
  const { r, d } = c; d.ln('invoice,patient,service_date,amount,method,account');
  for (let i = 0; i < r.int(3, 6); i++) {
    const p = c.person(); const m = r.pick(['card', 'card', 'iban', 'bank', 'test']);
    d.ln(c.orderId(), ',', c.name(p), ',', c.date('service_date'), ',', c.money(), ',', m, ',', m === 'card' ? c.card() : m === 'iban' ? c.iban(cc(c)) : m === 'bank' ? c.bank() : c.testCard());
  }
});
kind('clinician_payroll_csv', (c) => {
  const { r, d } = c; d.ln('staff_no,name,tax_id,bank,gross');
  for (let i = 0; i < r.int(3, 5); i++) { const p = c.clinician(); d.ln(N(`E${r.digits(5)}`, 'staff_number'), ',', c.name(p), ',', c.taxId(p), ',', c.bank(), ',', c.money()); }
});
kind('medical_expense_tax_receipt', (c) => {
  const { V, r, d } = c; c.title(`${V.T_bill} — ${V.taxId}`);
  c.f(V.name, c.name()); c.f(V.taxId, c.taxId()); c.f(V.addr, c.addr());
  c.f('Provider', c.practice()); c.f(`${V.taxId} (provider)`, c.taxId(c.C)); c.f(V.amount, c.money()); c.f('Invoice', c.orderId());
  c.f(V.appt, c.date('service_date'));
  if (r.chance(0.5)) c.f(V.card, c.card());
});
kind('travel_vaccination_form', (c) => {
  const { V, r, d } = c; c.title(V.T_vacc);
  c.f(V.name, c.name()); c.f(V.dob, c.dob()); c.f(V.passport, c.passport()); c.f(V.phone, c.phone());
  c.f('→', r.pick(['Kenya', 'Peru', 'Vietnam', 'Ghana', 'India', 'Brazil'])); c.f(V.appt, c.date('departure_date'));
  for (let i = 0; i < r.int(1, 3); i++) d.ln(r.pick(['Yellow fever (Stamaril)', 'Typhim Vi', 'Havrix', 'Rabipur', 'Dukoral']), ' — ', c.lot(), ' — ', c.date('vaccination_date'));
  if (r.chance(0.5)) { const p2 = c.person(); d.ln(V.emergency, ': ', c.name(p2), ', ', c.passport()); }
});
kind('fundraiser_donation_page', (c) => {
  const { r, d } = c; const p = c.person({ minor: r.chance(0.5) });
  d.ln(({ de: 'Hilfe für ', fr: 'Aidez ', es: 'Ayuda para ', it: 'Aiutiamo ', pt: 'Ajudem ', nl: 'Help ', pl: 'Pomoc dla ', sv: 'Hjälp ', da: 'Hjælp ', fi: 'Auta ', cs: 'Pomozte ', tr: 'Yardım: ', ru: 'Помогите: ', hi: 'मदद करें: ', ja: '支援のお願い：', zh: '请帮助', ko: '도와주세요: ' })[c.lang] || 'Help ', c.given(p), '!'); d.ln();
  d.ln(c.eponym(), ' — ', c.eponymPlace()); d.ln('BTC: ', c.wallet(r.pick(['btc_bech32', 'btc_p2pkh', 'btc_taproot'])));
  d.ln('ETH/USDT (ERC-20): ', c.wallet('eth')); d.ln('LTC: ', c.wallet('ltc')); if (r.chance(0.5)) d.ln('TRX: ', c.wallet('tron'));
  d.ln('IBAN: ', c.iban(cc(c))); d.ln('Contact: ', c.email(), ' · ', c.phone());
});
kind('vet_crypto_invoice', (c) => {
  const { V, r, d } = c; c.title(`${V.T_vet} — ${V.T_bill}`);
  c.f(V.owner, c.name()); c.f(V.pet, r.pick(['Nala', 'Oscar', 'Kiwi', 'Bruno'])); c.f(V.amount, c.money());
  c.f('BTC', c.wallet()); c.f('ETH', c.wallet('eth')); if (r.chance(0.7)) c.f('XRP', c.wallet('xrp')); if (r.chance(0.5)) c.f('DOGE', c.wallet('doge'));
  c.f(V.card, c.testCard());
});
kind('tls_key_rotation_runbook', (c) => {
  const { r, d } = c; d.ln('# ', c.V.cfg); d.ln('## Rotate the FHIR gateway certificate (', c.date('rotation_date'), ')'); d.ln();
  d.ln('1. Old key (revoke after cut-over):'); d.ln('```'); d.ln(c.pkey(r.pick(['rsa', 'ec', 'pkcs8']))); d.ln('```');
  d.ln('2. Deploy key for the backup host ', c.privIp(), ':'); d.ln('```'); d.ln(c.pkey(r.pick(['openssh', 'ec', 'pgp']))); d.ln('```');
  { d.ln('3. Signing key for e-prescriptions (PGP):'); d.ln('```'); d.ln(c.pkey('pgp')); d.ln('```'); }
  d.ln('3. Notify ', c.hook());
});
kind('ansible_vault_plaintext', (c) => {
  const { r, d } = c; d.ln('# ', c.V.cfg); d.ln('---');
  d.ln('pharmacy_db_password: "', c.pw(), '"'); d.ln('smtp_relay_password: ', c.pw('words'));
  const s = c.secret(r.pick(['sendgrid', 'mailgun', 'postmark', 'twilio_auth_token', 'vonage'])); d.ln(s.env.toLowerCase(), ': ', s.m);
  const k = SEC.privateKey(r, r.pick(['rsa', 'ec', 'openssh']));
  d.ln('tls_key: "', L(JSON.stringify(k.value).slice(1, -1), 'private_key', k.type, { encoding: 'json_escaped' }), '"');
  d.ln('vault_password_file: ', c.placeholder());
});

export const FINANCE_KINDS = K;
