// Further kinds: payments, crypto, identity checks, VPN/SAML configs, landlord tax forms.
import { soft, L, N, ALNUM, UP, DG } from './core.mjs';
import { K } from './kinds_docs.mjs';
const def = (name, w, fn, opt = {}) => { K[name] = { name, w, fn, ...opt }; };
const slug = (s) => s.toLowerCase().replace(/[^a-z]/g, '');
const line = (cap, ...v) => [cap, ': ', ...v, '\n'];

def('ivr_payment_debug_log', 1.4, (c, d) => {
  const { r } = c;
  d.add(c.tsv(), ' ivr[', r.int(100, 999), '] call=', c.uuid(), ' ani=', c.e164(), ' state=COLLECT_PAN\n');
  d.add(c.tsv(), ' ivr DEBUG dtmf_buffer="', c.card(), '" exp="', c.expiry(), '" (masking disabled!)\n');
  d.add(c.tsv(), ' ivr gateway auth ok ref=', c.order(), ' display=', c.masked(), '\n');
});
def('card_update_email', 1.5, (c, d) => {
  const { r, V } = c; const p = c.person(), ag = c.person();
  d.add('From: ', c.email(p), '\n\n', V.greet2[0], c.tr({ en: 'team', de: 'Team', fr: 'l’équipe', es: 'equipo', it: 'team' }, V.agent), V.greet2[1], '\n', c.tr({ en: ['Please update the card on my account to ', 'My old card expired, new one: '], de: 'Bitte hinterlegen Sie folgende neue Karte: ', fr: 'Merci de mettre à jour ma carte : ', es: 'Por favor actualicen mi tarjeta: ', it: 'Vi prego di aggiornare la carta: ', nl: 'Graag mijn nieuwe kaart registreren: ', pl: 'Proszę zaktualizować kartę: ' }, V.card + ': '), c.card(), ' ', c.expiry(), '.\n', V.account, ' ', c.acct(), '\n', c.name(p), '\n\n> ', c.name(ag), ': ', V.s_thanks, '\n');
});
def('crypto_refund_ticket', 1.3, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add(V.ticket, ' ', c.ticket(), ' — ', c.tr({ en: 'Refund of overpayment', de: 'Erstattung Guthaben', fr: 'Remboursement du trop-perçu', es: 'Devolución de saldo', it: 'Rimborso credito' }, V.amount), '\n', line(V.customer, c.name(p)), line(V.email, c.email(p)), line(V.amount, c.amount()), c.tr({ en: 'Customer asks for the refund to be paid to wallet ', de: 'Kunde wünscht Auszahlung auf Wallet ', fr: 'Le client demande un remboursement sur le wallet ', es: 'El cliente solicita la devolución a la wallet ' }, 'Wallet: '), c.wallet(), '\n', r.chance(0.4) ? ['Previous payment tx ', N('tx_hash', r.hex(64)), '\n'] : '');
});
def('payment_gateway_config', 1.2, (c, d) => {
  const { r } = c;
  d.add('crypto_payments:\n  enabled: true\n  provider_api_key: ', L('api_key', 'nowpayments_api_key', [r.str(UP + DG, 7), r.str(UP + DG, 7), r.str(UP + DG, 7), r.str(UP + DG, 7)].join('-')), '\n  settlement:\n    btc: ', c.wallet(), '\n    eth: ', L('crypto_wallet', 'eth', '0x' + r.hex(40)), '\n  ipn_secret: ', L('password', 'ipn_secret', r.str(ALNUM, 32)), '\n  sandbox_wallet: ', N('placeholder', '0x0000000000000000000000000000000000000000'), '\n');
});
def('right_to_rent_check', 1.2, (c, d) => {
  const { r, V } = c; const p = c.person(), ag = c.person();
  d.add(c.tr({ en: ['Right to Rent check', 'Tenant ID verification'], de: 'Identitätsprüfung Mietinteressent', fr: 'Vérification d’identité du locataire', es: 'Verificación de identidad del inquilino', it: 'Verifica identità conduttore' }, V.tenant + ' — ID'), '\n', line(V.name, c.name(p)), line(V.dob, c.dob(p)), line(c.tr({ en: 'Passport number', de: 'Reisepassnummer', fr: 'N° de passeport', es: 'Nº de pasaporte', it: 'N. passaporto' }, 'Passport'), c.passport()), line(c.tr({ en: 'Nationality' }, 'Nat.'), c.loc.natl));
  if (r.chance(0.5)) d.add(line(c.nidCap(), c.nid(p)));
  if (c.loc.cc === 'GB' || r.chance(0.2)) d.add('Share code: ', N('share_code', `${r.str(UP + DG, 3)} ${r.str(UP + DG, 3)} ${r.str(UP + DG, 3)}`), '\n');
  d.add(line(c.tr({ en: 'Checked by' }, V.agent), c.name(ag)), line(V.date, c.ndate()));
});
def('vpn_client_config', 1.1, (c, d) => {
  const { r } = c;
  d.add('# field-engineer VPN profile\nclient\ndev tun\nproto udp\nremote vpn.', slug(c.co()), '.net 1194\nremote ', c.docip(), ' 1194\nauth-user-pass creds.txt\n<ca>\n', c.cert(), '\n</ca>\n<key>\n', c.pem(r.pick(['pkcs8', 'rsa', 'ec'])), '\n</key>\n# creds.txt: fieldeng / ', c.pw(), '\n');
});
def('saml_idp_config', 0.9, (c, d) => {
  const { r } = c;
  d.add('<!-- tenant portal SSO -->\n<SPConfig entityID="https://portal.', slug(c.co()), '.net/saml">\n  <SigningCertificate>', c.cert(), '</SigningCertificate>\n  <SigningKey>\n', c.pem(r.pick(['pkcs8', 'rsa'])), '\n  </SigningKey>\n  <AdminContact>', c.workEmail(c.person()), '</AdminContact>\n</SPConfig>\n');
});
def('rental_income_statement', 1.1, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add(c.tr({ en: ['Rental income statement', 'Non-resident landlord return'], de: 'Anlage V — Einkünfte aus Vermietung', fr: 'Déclaration des revenus fonciers (2044)', es: 'Rendimientos del capital inmobiliario', it: 'Redditi da locazione — quadro RB', nl: 'Box 3 — verhuurde woning', pl: 'Przychody z najmu — PIT-28' }, V.rent), ' ', r.int(2023, 2025), '\n', line(V.landlord, c.name(p)), line(c.taxCap(), c.tax(p)), line(V.address, c.addr()));
  for (let i = 0, n = r.int(1, 3); i < n; i++) d.add('  • ', c.addr(), ' — ', c.amount(), '\n');
  d.add(line(V.bank, c.bank()));
});
def('sim_registration_form', 1.2, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add(c.tr({ en: 'Prepaid SIM registration', de: 'Prepaid-Registrierung (§ 172 TKG)', fr: 'Identification carte prépayée', es: 'Registro de tarjeta prepago', it: 'Registrazione SIM prepagata', tr: 'Ön ödemeli hat kaydı', ru: 'Регистрация SIM-карты', ar: 'تسجيل شريحة مسبقة الدفع', ja: 'プリペイドSIM本人確認', zh: '预付费SIM卡实名登记' }, 'SIM'), '\n', line(V.name, c.name(p)), line(V.dob, c.dob(p)));
  if (r.chance(0.5)) d.add(line('Passport', c.passport())); else d.add(line(c.nidCap(), c.nid(p)));
  if (r.chance(0.4) || c.loc.cc === 'IT') d.add(line(c.taxCap(), c.tax(p)));
  d.add(line(V.address, c.addr()), line('MSISDN', c.msisdn()), line('ICCID', c.iccid()), line(V.date, c.ndate()));
});
def('phone_order_transcript', 1.4, (c, d) => {
  const { r, V } = c; const p = c.person(), ag = c.person();
  const A = `${V.agent}: `, C = `${V.customer}: `;
  d.add(c.tr({ en: 'Call transcript — broadband sales', de: 'Gesprächsprotokoll — Vertrieb', fr: 'Transcription d’appel — vente fibre', es: 'Transcripción de llamada — ventas', it: 'Trascrizione chiamata — vendite', nl: 'Gesprekstranscript — verkoop', pl: 'Transkrypcja rozmowy — sprzedaż' }, V.agent + ' / ' + V.customer), ' (', c.ts(), ')\n');
  d.add(A, c.tr({ en: 'Can I take your full name?', de: 'Ihr vollständiger Name bitte?', fr: 'Votre nom complet ?', es: '¿Su nombre completo?', it: 'Il suo nome completo?' }, V.name + '?'), '\n', C, c.name(p), '\n');
  d.add(A, V.address, '?\n', C, c.addr(), '\n', A, V.card, '?\n', C, c.card(), ', ', c.expiry(), '\n');
  d.add(A, V.email, '?\n', C, c.email(p), '\n', A, V.s_thanks, ' ', V.contract, ' ', c.contract(), '. — ', c.name(ag), '\n');
});
def('refund_bank_details_form', 1.3, (c, d) => {
  const { r, V } = c; const p = c.person();
  d.add(c.tr({ en: ['Refund request — bank details', 'Credit balance refund form'], de: 'Erstattungsantrag — Bankverbindung', fr: 'Demande de remboursement — coordonnées bancaires', es: 'Solicitud de reembolso — datos bancarios', it: 'Richiesta di rimborso — coordinate bancarie', nl: 'Terugbetaling — bankgegevens', pl: 'Wniosek o zwrot nadpłaty', pt: 'Pedido de reembolso — dados bancários', sv: 'Återbetalning — bankuppgifter', cs: 'Žádost o vrácení přeplatku', ro: 'Cerere de rambursare', el: 'Αίτηση επιστροφής ποσού', tr: 'İade talebi — banka bilgileri', ru: 'Заявление на возврат переплаты', ja: '返金口座届', zh: '退款账户信息', ar: 'طلب استرداد — بيانات الحساب', hi: 'रिफंड अनुरोध — बैंक विवरण' }), '\n', line(V.customer, c.name(p)), line(V.account, c.acct()), line(V.address, c.addr()), line(V.bank, c.bank()), line(V.amount, c.amount()), line(V.date, c.ndate()));
  if (r.chance(0.3)) d.add(line(V.email, c.email(p)));
});
