// More document kinds: payments and wallets, identity paperwork, credentials pasted into tickets.

const pad = (n) => String(n).padStart(2, '0');

export const moreKinds = {
  crypto_payment_request(c, d) {
    const { r, P } = c;
    const p = c.person();
    const k = c.walletKind();
    d.w`${P.invoice} ${c.neg('order_no')} — ${c.coin(k)}\n${P.customer}: ${c.name(p)}\n\n${c.say({ en: 'Send exactly', de: 'Bitte genau', fr: 'Envoyez exactement', es: 'Envíe exactamente', it: 'Invia esattamente' })} ${r.int(1, 900) / 100} ${c.coin(k)} ${c.say({ en: 'to', de: 'an', fr: 'à', es: 'a' })}:\n${c.wallet(k)}\n\n`;
    d.w`${c.say({ en: 'Previous payment', de: 'Letzte Zahlung', fr: 'Paiement précédent' })}: tx ${c.neg(k === 'eth' || k === 'tron' ? 'tx_hash' : 'btc_txid')} (${r.int(1, 60)} confirmations, block ${c.rawNeg('count', String(r.int(800000, 21000000)))})\n`;
    if (r.chance(0.5)) d.w`Contract data: ${c.neg('hex_blob')}\n`;
    const token = r.pick([['USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7'], ['USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'], ['WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2']]);
    if (r.chance(0.4)) d.w`${c.say({ en: 'Token contract', de: 'Token-Vertrag', fr: 'Contrat du jeton', es: 'Contrato del token' })} (${token[0]}): ${c.rawNeg('contract_address', token[1])}\n`;
    if (r.chance(0.3)) d.w`${c.say({ en: 'Receipt NFT metadata', de: 'Beleg-NFT Metadaten', fr: 'Métadonnées du reçu NFT', es: 'Metadatos del recibo NFT' })}: ${c.neg('ipfs_cid')}\n`;
    if (r.chance(0.4)) d.w`${c.say({ en: 'Refund address', de: 'Rückerstattung an', fr: 'Remboursement vers' })}: ${c.wallet()}\n`;
  },

  exchange_support_ticket(c, d) {
    const { r, P } = c;
    const p = c.person();
    const k = c.walletKind();
    d.w`${P.ticket} #${r.digits(7)}  ${c.neg('timestamp')}\n${c.name(p)} (${c.email(p)}):\n`;
    d.w`${c.say({ en: 'My withdrawal has been pending for 3 days.', de: 'Meine Auszahlung hängt seit 3 Tagen.', es: 'Mi retiro lleva 3 días pendiente.', ja: '出金が3日間保留中です。', zh: '提现已经三天没有到账。' })}\n`;
    d.w`${c.say({ en: 'Destination', de: 'Ziel', es: 'Destino', ja: '送金先', zh: '目标地址' })}: ${c.wallet(k)}\nTxID: ${c.neg(k === 'eth' ? 'tx_hash' : k === 'sol' ? 'sol_signature' : 'btc_txid')}\n`;
    if (r.chance(0.5)) d.w`${c.say({ en: 'Deposit address shown in app', de: 'Einzahlungsadresse laut App', es: 'Dirección de depósito en la app' })}: ${c.wallet(k)}\n`;
    d.w`\nAgent: ${r.pick(['verified with ID', 'KYC passed'])}, ${P.passport} ${c.passport()}, ${P.dob} ${c.dob(p)}\n`;
  },

  card_payment_form(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'PAYMENT DETAILS', de: 'ZAHLUNGSDATEN', fr: 'PAIEMENT', es: 'DATOS DE PAGO', ja: 'お支払い情報' })}\n${c.say({ en: 'Cardholder', de: 'Karteninhaber', fr: 'Titulaire', es: 'Titular' })}: ${c.name(p)}\n${c.say({ en: 'Card number', de: 'Kartennummer', fr: 'N° de carte', es: 'Número de tarjeta' })}: ${c.card()}\n`;
    d.w`${c.say({ en: 'Expiry', de: 'Gültig bis', fr: 'Expiration' })}: ${pad(r.int(1, 12))}/${r.int(27, 31)}   CVC: ${r.digits(3)}\n${P.billTo}: ${c.addr()}\n${c.say({ en: 'Transaction', de: 'Vorgang', fr: 'Transaction', es: 'Operación' })}: ${c.neg('uuid')}   ${P.total}: ${c.neg('amount')}\n`;
    if (r.chance(0.3)) d.w`${c.say({ en: 'Test card from the docs', de: 'Testkarte laut Doku', fr: 'Carte de test de la doc', es: 'Tarjeta de prueba de la documentación' })}: ${c.neg('test_card')}\n`;
  },

  chargeback_email(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.subject}: ${c.say({ en: 'Unauthorized charge', de: 'Unberechtigte Abbuchung', fr: 'Débit non autorisé', es: 'Cargo no reconocido' })}\n\n${P.hi},\n`;
    const [card, date, amount] = [c.card(), c.neg('date'), c.neg('amount')];
    d.w`${c.say({
      en: ['I see a charge I did not make on my card ', card, ' on ', date, ' for ', amount, '.'],
      de: ['auf meiner Karte ', card, ' wurde am ', date, ' ein Betrag von ', amount, ' abgebucht, den ich nicht kenne.'],
      fr: ['un débit de ', amount, ' du ', date, ' apparaît sur ma carte ', card, ', je ne l\'ai pas effectué.'],
      es: ['en mi tarjeta ', card, ' aparece un cargo de ', amount, ' del ', date, ' que no reconozco.'],
      it: ['sulla mia carta ', card, ' risulta un addebito di ', amount, ' del ', date, ' che non ho fatto.'],
      nl: ['op mijn kaart ', card, ' staat op ', date, ' een afschrijving van ', amount, ' die ik niet herken.'],
      pt: ['no meu cartão ', card, ' aparece uma cobrança de ', amount, ' em ', date, ' que não reconheço.'],
      pl: ['na mojej karcie ', card, ' widzę obciążenie ', amount, ' z dnia ', date, ', którego nie robiłem.'],
      sv: ['på mitt kort ', card, ' finns en dragning på ', amount, ' den ', date, ' som jag inte känner igen.'],
      tr: ['kartımdan ', card, ' ', date, ' tarihinde ', amount, ' tutarında tanımadığım bir çekim yapılmış.'],
    })}\n`;
    d.w`${c.say({ en: 'Please send the new card to', de: 'Bitte schicken Sie die neue Karte an', fr: 'Merci d\'envoyer la nouvelle carte au', es: 'Envíen la nueva tarjeta a', it: 'Inviate la nuova carta a', nl: 'Stuur de nieuwe kaart naar', pt: 'Enviem o novo cartão para', pl: 'Proszę wysłać nową kartę na adres', sv: 'Skicka det nya kortet till', tr: 'Yeni kartı şu adrese gönderin:' })} ${c.addr()}.\n\n${c.name(p)}\n${c.phone()}\n`;
  },

  service_account_json(c, d) {
    const { r } = c;
    const proj = r.pick(['kestrel-prod-3321', 'analytics-eu', 'brightwater-ml']);
    const key = c.pkey();
    d.w`{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "${c.rawNeg('key_id', r.hex(40))}",\n  "private_key": "${c.rawLabel('private_key', key.type, key.value.replace(/\n/g, '\\n'))}",\n`;
    d.w`  "client_email": "${c.rawLabel('email', 'service_account', `${r.pick(['etl-runner', 'ci-deploy', 'backup'])}@${proj}.iam.gserviceaccount.com`, true)}",\n  "client_id": "${c.rawNeg('client_id', r.digits(21))}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
  },

  ssh_key_ticket(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.ticket} ${c.neg('order_no')}: ${c.say({ en: 'cannot ssh into build box', de: 'SSH-Zugang geht nicht', fr: 'accès SSH refusé' })}\n${c.name(p)} ${c.say({ en: 'wrote', de: 'schrieb', fr: 'a écrit' })}:\n`;
    d.w`${c.say({ en: 'here is my key so you can check it:', de: 'hier mein Schlüssel:', fr: 'voici ma clé :' })}\n\n${c.pkey()}\n\n${c.say({ en: 'fingerprint', de: 'Fingerabdruck', fr: 'empreinte' })} SHA256:${c.rawNeg('key_fingerprint', r.bytes(32).toString('base64').replace(/=+$/, ''))}\n`;
    d.w`host ${c.ip(false)}, ${c.neg('private_ip')} internally\n`;
  },

  oauth_token_response(c, d) {
    const { r } = c;
    const p = c.person();
    d.w`< HTTP/2 200\n< content-type: application/json\n<\n{"access_token":"${c.token(r.pick(['jwt', 'google_oauth', 'opaque_bearer']))}","token_type":"Bearer","expires_in":3600,"refresh_token":"${c.rawLabel('access_token', 'refresh_token', r.chars(r.pick([43, 64]), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'))}",`;
    d.w`"id_token":"${c.token('jwt', { email: c.emailText(p), name: p.latinGiven + ' ' + p.latinFamily })}","scope":"openid email"}\n`;
  },

  http_request_dump(c, d) {
    const { r } = c;
    d.w`POST /api/v1/session HTTP/1.1\nHost: app.${c.companyDomain()}\nAuthorization: Bearer ${c.token()}\nCookie: _ga=GA1.2.${r.digits(10)}.${r.digits(10)}; session=${c.rawLabel('access_token', 'session_cookie', r.chars(48, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'))}\nX-Forwarded-For: ${c.ip()}, ${c.neg('private_ip')}\nX-Request-ID: ${c.neg('uuid')}\nIf-None-Match: "${c.neg('md5')}"\n\n`;
    d.w`{"username":"${c.email(c.person())}","password":"${c.pw({ noSpace: true })}"}\n`;
  },

  visa_application(c, d) {
    const { r, P } = c;
    const p = c.person();
    const ctry = c.country();
    d.w`${c.say({ en: 'VISA APPLICATION FORM', de: 'ANTRAG AUF ERTEILUNG EINES VISUMS', fr: 'DEMANDE DE VISA', es: 'SOLICITUD DE VISADO', zh: '签证申请表' })}\n\n1. ${P.name}: ${c.name(p)}\n2. ${P.dob}: ${c.dob(p)}\n3. ${c.say({ en: 'Place of birth', de: 'Geburtsort', fr: 'Lieu de naissance', es: 'Lugar de nacimiento' })}: ${c.neg('place_person_like')}\n`;
    d.w`4. ${P.nationality}: ${ctry}\n5. ${c.say({ en: 'Travel document number', de: 'Nummer des Reisedokuments', fr: 'Numéro du document de voyage' })}: ${c.passport(ctry)}\n6. ${c.say({ en: 'Date of issue', de: 'Ausstellungsdatum', fr: 'Date de délivrance', es: 'Fecha de expedición' })}: ${c.neg('date')}\n`;
    d.w`7. ${P.address}: ${c.addr()}\n8. ${P.email} / ${P.phone}: ${c.email(p)} / ${c.phone(c.locale, true)}\n`;
    if (r.chance(0.6)) { const id = c.nid(p); d.w`9. ${id.word}: ${id.label}\n`; }
    d.w`10. ${c.say({ en: 'Inviting person', de: 'Einladende Person', fr: 'Personne invitante', es: 'Persona que invita' })}: ${c.name(c.person('en-GB'))}, ${c.addr(', ', 'en-GB')}\n`;
  },

  hotel_registration(c, d) {
    const { r, P } = c;
    const guests = r.int(1, 3);
    d.w`${c.say({ en: 'GUEST REGISTRATION', de: 'MELDESCHEIN', fr: 'FICHE DE POLICE', es: 'PARTE DE ENTRADA DE VIAJEROS', ja: '宿泊者名簿' })} — ${r.pick(['Hotel Alpenrose', 'Hôtel du Parc', 'Hostal Mirador'])} — ${c.neg('date')}\n`;
    for (let i = 0; i < guests; i++) {
      const p = c.person(r.chance(0.7) ? c.locale : r.pick(['en-US', 'de-DE', 'ja-JP', 'pt-BR', 'ko-KR']));
      const ctry = c.country(p.locale);
      d.w`${i + 1}) ${c.name(p)} | ${c.dob(p)} | ${ctry} | ${r.pick(['PP ', 'Passport ', 'Pass ', 'Passeport ', '', ''])}${c.passport(ctry)} | ${c.addr(', ', p.locale)}\n`;
    }
    if (r.chance(0.6)) d.w`${c.say({ en: 'Guarantee card', de: 'Garantiekarte', fr: 'Carte de garantie', es: 'Tarjeta de garantía' })}: ${c.card()}  ${pad(r.int(1, 12))}/${r.int(27, 31)}\n`;
    d.w`${c.say({ en: 'Room', de: 'Zimmer', fr: 'Chambre', es: 'Habitación' })} ${r.int(101, 640)}  ${c.say({ en: 'Nights', de: 'Nächte' })} ${r.int(1, 9)}  Folio ${c.neg('order_no')}\n`;
  },

  boarding_pass(c, d) {
    const { r, P } = c;
    const p = c.person();
    const upper = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ı/g, 'i').toUpperCase().replace(/[^A-Z]/g, '');
    const fam = upper(p.latinFamily), giv = upper(p.latinGiven);
    d.w`BOARDING PASS  ${P.flight} ${r.pick(['LH', 'TK', 'KE', 'QR'])}${r.int(10, 999)}  SEAT ${r.int(1, 45)}${r.pick(['A', 'C', 'F', 'K'])}\n${P.passenger}: ${c.rawLabel('person_name', 'full_name', `${fam}/${giv}`)}\n`;
    d.w`APIS: ${c.passport()} / ${c.country()} / ${c.dob(p)}\nBCBP: M1${c.rawLabel('person_name', 'bcbp_name', `${fam}/${giv}`.slice(0, 20), true)}${' '.repeat(Math.max(1, 20 - `${fam}/${giv}`.slice(0, 20).length))}E${r.chars(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ')} FRAIST TK 1590 ${r.int(100, 365)}Y0${r.int(10, 45)}A0${r.digits(3)} 100\n`;
    d.w`E-TKT ${c.rawNeg('ticket_number', r.digits(13))}\n`;
  },

  passport_chat(c, d) {
    const { r } = c;
    const p = c.person();
    const lines = {
      en: ['btw my passport number is', 'passport no for the booking:', 'new passport came, number'], de: ['meine Passnummer ist', 'Reisepass-Nr. für die Buchung:'], fr: ['mon numéro de passeport :', 'passeport n°'],
      es: ['mi pasaporte es el', 'número de pasaporte:'], pt: ['meu passaporte:', 'número do passaporte'], it: ['numero di passaporto', 'il mio passaporto è'], nl: ['mijn paspoortnummer is'], pl: ['numer paszportu:'], sv: ['mitt passnummer är'],
      ja: ['パスポート番号は'], zh: ['我的护照号是'], ko: ['여권번호는'], ar: ['رقم جوازي'], hi: ['मेरा पासपोर्ट नंबर'], tr: ['pasaport numaram'],
    }[c.lang] ?? ['passport:'];
    d.w`${c.name(p)}: ${r.pick(lines)} ${c.passport()}${r.pick(['', ' 🙏', '.', ' – valid till 2031'])}\n`;
    const q = c.person();
    d.w`${c.name(q)}: ${c.say({ en: 'thx', de: 'danke', fr: 'merci', es: 'gracias', pt: 'valeu', it: 'grazie', nl: 'dank je', pl: 'dzięki', sv: 'tack', ja: 'ありがとう', zh: '谢谢', ko: '고마워', ar: 'شكراً', hi: 'धन्यवाद', tr: 'sağ ol' })}${r.chance(0.6) ? [' — ', c.say({ en: 'mine is', de: 'meiner:', fr: 'le mien :', es: 'el mío:', pt: 'o meu:', it: 'il mio:', nl: 'de mijne:', pl: 'mój:', sv: 'mitt:', ja: '私のは', zh: '我的是', ko: '내 거는', ar: 'رقمي', hi: 'मेरा', tr: 'benimki' }), ' ', c.passport(r.pick(['USA', 'GBR', 'FRA', 'ESP', 'ITA', 'IND', 'JPN']))] : ''}\n`;
    d.w`${c.name(p)}: ${c.say({ en: 'also born', de: 'geb.', fr: 'née le', es: 'nací el', pt: 'nasci em', it: 'nata il', nl: 'geboren', pl: 'ur.', sv: 'född', ja: '生年月日', zh: '出生日期', ko: '생일', ar: 'تاريخ ميلادي', hi: 'जन्म', tr: 'doğum' })} ${c.dob(p)}, ${c.say({ en: 'booking', de: 'Buchung', fr: 'résa', es: 'reserva', pt: 'reserva', it: 'prenotazione', nl: 'boeking', pl: 'rezerwacja', sv: 'bokning', ja: '予約', zh: '订单', ko: '예약', ar: 'الحجز', hi: 'बुकिंग', tr: 'rezervasyon' })} ${c.neg('order_no')}\n`;
  },

  pdf_form_columns(c, d) {
    const { r, P } = c;
    const p = c.person();
    const id = c.nid(p);
    // Two-column layout flattened by a PDF extractor: labels on one line, values on the next.
    d.w`${c.say({ en: 'APPLICATION FOR ACCOUNT', de: 'KONTOERÖFFNUNGSANTRAG', fr: "DEMANDE D'OUVERTURE DE COMPTE", es: 'SOLICITUD DE APERTURA' })}          Page 1 of 2\n\n`;
    d.w`${P.name.padEnd(36)}${P.dob}\n${c.name(p)}${' '.repeat(r.int(4, 14))}${c.dob(p)}\n\n`;
    d.w`${P.address}\n${c.addr('\n')}\n\n${id.word.padEnd(36)}${P.passport}\n${id.label}${' '.repeat(r.int(6, 16))}${c.passport()}\n\n`;
    d.w`${P.phone.padEnd(36)}${P.email}\n${c.phone()}${' '.repeat(r.int(6, 16))}${c.email(p)}\n\n${c.say({ en: 'Form', de: 'Formular', fr: 'Formulaire', es: 'Formulario' })} ${c.neg('sku')} rev ${c.neg('version')}\n`;
  },

  payroll_tsv(c, d) {
    const { r } = c;
    const header = r.chance(0.4);
    if (header) d.w`employee\tiban\ttax_id\tgross\tperiod\n`;
    for (let i = r.int(3, 7); i > 0; i--) {
      const p = c.person();
      d.w`${c.name(p)}\t${c.iban()}\t${c.nid(p).label}\t${c.neg('amount')}\t${r.int(2025, 2026)}-${pad(r.int(1, 12))}\n`;
    }
  },

  password_manager_export(c, d) {
    const { r } = c;
    d.w`name,url,username,password,note\n`;
    for (let i = r.int(3, 7); i > 0; i--) {
      const site = r.pick(['Netflix', 'Online banking', 'Amazon', 'Router', 'Work VPN', 'Steuer Online', 'impots.gouv', 'Gmail']);
      const pw = c.pwText({ noSpace: r.chance(0.5) });
      const needsQuote = /[,"]/.test(pw);
      d.w`${site},https://${r.pick(['login', 'www', 'secure'])}.${c.companyDomain()}/,${c.emailText(c.person())},${needsQuote ? '"' : ''}${c.rawLabel('password', 'password', needsQuote ? pw.replace(/"/g, '""') : pw)}${needsQuote ? '"' : ''},${r.pick(['', '2FA on phone', 'shared with family'])}\n`;
    }
  },

  git_log(c, d) {
    const { r } = c;
    for (let i = r.int(2, 5); i > 0; i--) {
      const p = c.person();
      d.w`commit ${c.neg('git_sha')}\nAuthor: ${c.name(p)} <${c.email(p)}>\nDate:   ${r.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])} Nov ${r.int(1, 28)} ${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))} 2026 +0100\n\n    ${r.pick(['Fix rounding in invoice totals', 'Bump deps', 'Remove leaked key from config', 'Merge branch main'])} (${c.neg('version')})\n\n`;
    }
  },

  address_change_letter(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.dear} ${c.say({ en: 'Sir or Madam', de: 'Damen und Herren', fr: 'Madame, Monsieur', es: 'señores' })},\n\n${c.say({ en: 'please note that from', de: 'bitte beachten Sie, dass ich ab', fr: 'veuillez noter qu\'à partir du', es: 'les informo que desde el' })} ${c.neg('date')} ${c.say({ en: 'I no longer live at', de: 'nicht mehr in', fr: 'je n\'habite plus au', es: 'ya no vivo en' })} ${c.addr()} ${c.say({ en: 'but at', de: 'sondern in', fr: 'mais au', es: 'sino en' })} ${c.addr()}.\n`;
    d.w`${c.say({ en: 'My customer number', de: 'Meine Kundennummer', fr: 'Mon numéro client', es: 'Mi número de cliente' })}: ${c.neg('order_no')}.\n\n${P.regards}\n${c.name(p)}\n`;
  },

  github_issue(c, d) {
    const { r } = c;
    d.w`### Bug: ${r.pick(['upload fails with 403', 'webhook not firing', 'crash on startup'])}\n\n**Version:** ${c.neg('version')}\n**Commit:** ${c.neg('short_sha')}\n\nSteps: run with the config below (redacted most of it, sorry if I missed something)\n\n\`\`\`yaml\nstorage:\n  connection: "${c.conn('azure_storage')}"\nnotify:\n  slack: ${c.apiKey('slack_webhook')}\n  email: ${c.email(c.person())}\n\`\`\`\n\n`;
    d.w`Log:\n\`\`\`\n${c.neg('timestamp')} ERROR upload ${c.neg('path_token')} failed for user ${c.neg('uuid')}\n\`\`\`\n${r.chance(0.5) ? ['cc @', r.pick(['maint-bot', 'core-team']), ' pinned ', c.neg('pkg_spec')] : ''}\n`;
  },

  ldif_export(c, d) {
    for (let i = c.r.int(2, 4); i > 0; i--) {
      const p = c.person();
      d.w`dn: uid=${c.r.chars(6, 'abcdefghijklmnopqrstuvwxyz')},ou=people,dc=${c.r.pick(['kestrel', 'aldergrove'])},dc=com\ncn: ${c.name(p)}\nmail: ${c.email(p)}\ntelephoneNumber: ${c.phone(c.locale, true)}\npostalAddress: ${c.addr(' $ ')}\nuserPassword: ${c.pw({ noSpace: true })}\nentryUUID: ${c.neg('uuid')}\n\n`;
    }
  },
};

export const walletKinds = {
  donation_readme(c, d) {
    const { r } = c;
    d.w`## Support the project\n\nIf this tool saved you time, donations are welcome:\n\n`;
    for (const k of r.sample(['btc_bech32', 'btc_p2pkh', 'eth', 'ltc', 'doge', 'xrp', 'sol', 'tron', 'btc_taproot'], r.int(2, 4))) d.w`- ${c.coin(k)}: \`${c.wallet(k)}\`\n`;
    d.w`\nBuild: ${c.neg('short_sha')} · License MIT · Checksums: \`${c.neg('sha256')}\`\n`;
    if (r.chance(0.5)) d.w`Example from the BIP-173 text (not ours): ${c.rawNeg('documented_example', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')}\n`;
  },
  withdrawals_csv(c, d) {
    const { r } = c;
    const header = r.chance(0.6);
    if (header) d.w`date,user,asset,amount,to_address,tx_hash\n`;
    for (let i = r.int(3, 6); i > 0; i--) {
      const k = c.walletKind();
      d.w`${c.neg('date')},${c.email(c.person())},${c.coin(k)},${r.int(1, 99999) / 1000},${c.wallet(k)},${c.neg(k === 'eth' || k === 'tron' ? 'tx_hash' : 'btc_txid')}\n`;
    }
  },
  payments_sql(c, d) {
    const { r } = c;
    d.w`-- payments export ${c.neg('timestamp')}\nINSERT INTO payments (id, holder, pan, exp, amount, ref) VALUES\n`;
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) d.w`  (${r.int(1, 99999)}, '${c.name(c.sqlSafePerson())}', '${c.card()}', '${pad(r.int(1, 12))}/${r.int(27, 31)}', ${c.neg('amount').value.replace(/[ ,]/g, '').replace(/\.(?=.*\.)/g, '')}, '${c.neg('order_no')}')${i < n - 1 ? ',' : ';'}\n`;
  },
  tls_bundle(c, d) {
    const { r } = c;
    const cert = `-----BEGIN CERTIFICATE-----\n${r.bytes(r.int(500, 900)).toString('base64').match(/.{1,64}/g).join('\n')}\n-----END CERTIFICATE-----`;
    d.w`# /etc/nginx/ssl/${r.pick(['shop', 'api', 'mail'])}.pem — cert first, then key\n${c.rawNeg('certificate', cert)}\n${c.pkey()}\n`;
    d.w`# deployed ${c.neg('timestamp')} by ${c.name(c.person())}\n`;
  },
};

export const keyKinds = {
  terminal_session(c, d) {
    const { r } = c;
    const user = r.pick(['deploy', 'ubuntu', 'ops']), host = r.pick(['build-01', 'bastion', 'runner-7']);
    d.w`${user}@${host}:~$ ls ~/.ssh\nauthorized_keys  id_ed25519  id_ed25519.pub  known_hosts\n${user}@${host}:~$ cat ~/.ssh/id_ed25519.pub\n${c.neg('ssh_public_key')}\n`;
    d.w`${user}@${host}:~$ cat ~/.ssh/id_ed25519\n${c.pkey('openssh')}\n${user}@${host}:~$ sha256sum backup.tar.gz\n${c.neg('sha256')}  backup.tar.gz\n`;
  },
  key_in_chat(c, d) {
    const { r } = c;
    const a = c.person(), b = c.person();
    d.w`${c.name(a)}  ${r.int(9, 18)}:${pad(r.int(0, 59))}\n${c.say({ en: 'can you add this to the runner? need it before the release', de: 'kannst du das auf dem Runner hinterlegen? brauche es vor dem Release', fr: 'tu peux ajouter ça sur le runner ? il me le faut avant la release', es: '¿puedes añadir esto al runner? lo necesito antes del release', ja: 'これをランナーに追加してもらえますか？リリース前に必要です', zh: '能把这个加到 runner 上吗？发布前要用' })}\n\`\`\`\n${c.pkey()}\n\`\`\`\n`;
    d.w`${c.name(b)}  ${r.int(9, 18)}:${pad(r.int(0, 59))}\n${c.say({ en: 'done. please rotate it, this channel is logged', de: 'erledigt. bitte rotieren, der Kanal wird protokolliert', fr: "c'est fait. pense à la changer, ce canal est journalisé", es: 'hecho. rótala, este canal queda registrado' })} (${c.neg('uuid')})\n`;
  },
};
