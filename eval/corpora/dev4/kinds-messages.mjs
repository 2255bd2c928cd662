// What people write to one another: tickets, e-mail threads, chats, notes, transcripts,
// newsletters, questions on forums, prompts to a language model, one-line snippets.

const pad = (n) => String(n).padStart(2, '0');

export const messageKinds = {
  support_ticket(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.ticket} ${c.neg('order_no')} — ${P.subject}: ${c.say({ en: r.pick(['Login', 'Account locked']), de: 'Zugang gesperrt', fr: 'Connexion', es: 'Acceso', pt: 'Acesso', it: 'Accesso', nl: 'Inloggen', pl: 'Logowanie', sv: 'Inloggning', ja: 'アカウント', zh: '账户', ko: '로그인', ar: 'تسجيل الدخول', hi: 'लॉगिन', tr: 'Hesap' })}\n`;
    d.w`${P.customer}: ${c.name(p)} <${c.email(p)}>\n\n`;
    d.w`${P.hi},\n${P.issue} `;
    if (r.chance(0.5)) d.w`${P.username}: ${c.emailText(p).split('@')[0]}, ${P.password.toLowerCase()}: ${c.pw({ noSpace: true })}\n`;
    if (r.chance(0.6)) d.w`${P.callMe} ${c.phone()}.\n`;
    if (r.chance(0.4)) d.w`${P.moved} ${c.addr()}.\n`;
    d.w`\n${P.thanks}\n${c.name(p)}\n\n--\nAgent note (${c.neg('timestamp')}): ${r.pick(['reset sent', 'verified identity via DOB', 'escalated to L2'])}`;
    if (r.chance(0.4)) d.w`; DOB on file ${c.dob(p)}`;
    if (r.chance(0.15)) d.w`; card ${c.card()} ${c.say({ en: 'flagged', de: 'gesperrt', fr: 'bloquée', es: 'bloqueada' })}`;
    if (r.chance(0.3)) { const id = c.nid(p); d.w`; ${id.word} ${id.label}`; }
    d.w`. Trace id ${c.neg('uuid')}\n`;
  },

  email_thread(c, d) {
    const { r, P } = c;
    const a = c.person(), b = c.person();
    const dom = c.companyDomain();
    const aMail = c.emailText(a), bMail = c.emailText(b, dom);
    const mail = (text) => c.rawLabel('email', 'email', text);
    const say = chatLines[c.lang] ?? chatLines.en;
    d.w`From: ${c.name(a)} <${mail(aMail)}>\nTo: ${c.name(b)} <${mail(bMail)}>\n${r.chance(0.4) ? ['Cc: ', c.team(dom), '\n'] : ''}${P.subject}: Re: ${P.order} ${c.neg('order_no')}\nDate: ${c.neg('timestamp')}\n\n`;
    d.w`${P.hi} ${c.given(b)},\n\n`;
    d.w`${r.pick([P.moved, P.callMe])} ${r.chance(0.5) ? c.addr() : c.phone()}.\n`;
    if (r.chance(0.5)) d.w`${c.say({ en: 'Bank details', de: 'Bankverbindung', fr: 'Coordonnées bancaires', es: 'Datos bancarios', pt: 'Dados bancários', it: 'Coordinate bancarie', nl: 'Bankgegevens', pl: 'Dane do przelewu', sv: 'Bankuppgifter', ja: '振込先', zh: '收款账户', ko: '입금 계좌', ar: 'الحساب البنكي', hi: 'बैंक विवरण', tr: 'Banka bilgileri' })}: ${c.bankAccount()}\n`;
    d.w`\n${P.regards}\n${c.name(a)}\n${r.chance(0.5) ? [c.phone(c.locale, true), '\n'] : ''}`;
    d.w`\n${P.wrote === 'wrote' ? 'On ' : ''}${c.neg('date')}, ${c.name(b)} <${mail(bMail)}> ${P.wrote}:\n`;
    d.w`> ${P.hi} ${c.given(a)},\n> ${say.confirm}\n> \n> ${c.name(b)}\n`;
    d.w`> ${say.team} | ${c.phone(c.locale, true)} | ${c.addr(', ', c.locale)}\n`;
    if (r.chance(0.3)) {
      // An older message quoted twice, and the company footer that long threads carry.
      d.w`> \n> ${P.wrote === 'wrote' ? 'On ' : ''}${c.neg('date')}, ${c.name(a)} <${mail(aMail)}> ${P.wrote}:\n>> ${P.issue}\n>> ${P.dob}: ${c.dob(a)} · ${P.address}: ${c.addr()}\n>> ${c.name(a)}\n`;
      d.w`> \n> --\n> ${c.neg('company_person_like')} GmbH · ${c.bizAddr(' · ', 'de-DE')} · ${c.rawNeg('company_registration', `HRB ${r.int(10000, 250000)}`)} · USt-IdNr. ${c.rawNeg('company_registration', `DE${r.digits(9)}`)}\n`;
      d.w`> ${c.say({ en: 'This e-mail may contain confidential information. If you are not the intended recipient, please notify the sender and delete it.', de: 'Diese E-Mail kann vertrauliche Informationen enthalten. Wenn Sie nicht der richtige Adressat sind, informieren Sie bitte den Absender und löschen Sie diese E-Mail.', fr: 'Ce message peut contenir des informations confidentielles. Si vous n’en êtes pas le destinataire, merci de prévenir l’expéditeur et de le supprimer.', es: 'Este mensaje puede contener información confidencial. Si no es el destinatario, avise al remitente y bórrelo.' })}\n`;
    }
  },

  chat_export(c, d) {
    const { r, P } = c;
    const say = chatLines[c.lang] ?? chatLines.en;
    const a = c.person(), b = c.person();
    const t = () => `[${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/2026, ${r.int(7, 23)}:${String(r.int(0, 59)).padStart(2, '0')}]`;
    const lines = r.chance(0.1) ? r.int(16, 28) : r.int(4, 8);
    for (let i = 0; i < lines; i++) {
      const who = i % 2 ? b : a;
      d.w`${t()} ${c.name(who)}: `;
      switch (r.int(0, 8)) {
        case 0: d.w`${say.wifi} ${c.pw({ noQuote: false })}\n`; break;
        case 1: d.w`${P.callMe} ${c.phone()}\n`; break;
        case 2: d.w`${say.sendTo} ${c.addr()}\n`; break;
        case 3: d.w`${say.myMail}: ${c.email(who)}\n`; break;
        case 4: d.w`${say.login}: ${c.pw()} ${r.pick(['😅', '🙏', '', '🤫'])}\n`; break;
        case 5: d.w`${say.ok} ${r.chance(0.5) ? c.neg('amount') : ''}\n`; break;
        case 6: { const k = c.walletKind(); d.w`${say.pay} ${c.coin(k)}: ${c.wallet(k)}\n`; break; }
        case 7: if (r.chance(0.5)) { d.w`${c.say({ en: 'card for the booking', de: 'Karte:', fr: 'la carte :', es: 'tarjeta:', pt: 'cartão:' })} ${c.card()} ${pad(r.int(1, 12))}/${r.int(27, 31)}\n`; break; }
        // falls through
        default: d.w`${say.meet} ${c.neg('place_person_like')} ${say.at7}\n`;
      }
    }
  },

  meeting_notes(c, d) {
    const { r, P } = c;
    const people = [c.person(), c.person(), c.person()];
    d.w`# ${P.notes} — ${c.neg('date')}\n\n${P.attendees}: `;
    people.forEach((p, i) => d.w`${c.name(p)}${i < 2 ? ', ' : '\n'}`);
    d.w`\n- ${r.pick(['Q3 roadmap', 'vendor onboarding', 'office move', 'migration plan'])}: ${r.pick(['agreed', 'postponed', 'open'])}\n`;
    d.w`- ${c.name(people[1])} ${c.say({ en: 'will send the contract to', de: 'schickt den Vertrag an', fr: 'enverra le contrat à' })} ${c.email(people[2])}\n`;
    if (r.chance(0.5)) d.w`- New hire ${c.name(c.person())} starts ${c.neg('date')}; laptop ship to ${c.addr()}\n`;
    d.w`- Budget: ${c.neg('amount')} (${c.neg('company_person_like')} account)\n`;
    d.w`\n## ${P.actions}\n- [ ] ${c.name(people[0])}: ${r.pick(['rotate the shared admin password (currently', 'update the vault entry (now'] )} ${c.pw({ noSpace: true })})\n- [ ] ${c.given(people[2])}: ${P.callMe.toLowerCase()} ${c.phone()}\n`;
  },

  crm_note(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'Call log', de: 'Kontaktnotiz', fr: 'Note client', es: 'Nota de llamada', pl: 'Notatka' })} ${c.neg('timestamp')} — ${c.name(p)}\n`;
    d.w`${c.say({ en: 'Spoke with', de: 'Rückruf von', fr: 'Échange avec', es: 'Hablé con' })} ${c.name(p)} ${c.say({ en: 'about renewal.', de: 'wegen Verlängerung.', fr: 'au sujet du renouvellement.', es: 'sobre la renovación.' })} `;
    d.w`${P.phone}: ${c.phone()}. ${P.dob}: ${c.dob(p)}. `;
    if (r.chance(0.7)) { const id = c.nid(p); d.w`${id.word}: ${id.label}. `; }
    if (r.chance(0.3)) d.w`${c.say({ en: 'Card on file', de: 'Hinterlegte Karte', fr: 'Carte enregistrée' })}: ${c.card()}. `;
    d.w`${c.say({ en: 'Lead source', de: 'Quelle', fr: 'Source' })}: ${c.neg('company_person_like')}. Deal ${c.neg('order_no')}, ${c.neg('amount')}.\n`;
    if (r.chance(0.4)) d.w`${P.address}: ${c.addr()}\n`;
  },

  password_reset_email(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.subject}: ${c.say({ en: 'Your account', de: 'Ihr Zugang', fr: 'Votre compte', es: 'Tu cuenta', ja: 'アカウント情報', zh: '账户信息', ko: '계정 안내', tr: 'Hesabınız' })}\nTo: ${c.email(p)}\n\n${P.hi} ${c.given(p)},\n\n`;
    d.w`${P.username}: ${c.emailText(p).split('@')[0]}\n${P.tempPw} ${r.chance(0.5) ? '' : '"'}${c.pw({ noSpace: r.chance(0.5) })}${r.chance(0.5) ? '' : '"'}\n`;
    d.w`${c.say({ en: 'Link expires', de: 'Gültig bis', fr: 'Expire le' })}: ${c.neg('timestamp')}\nhttps://portal.${c.companyDomain()}/reset?token=${c.token('opaque_bearer')}\n${c.say({ en: 'Logo', de: 'Logo', fr: 'Logo' })}: https://cdn.${c.companyDomain()}${c.neg('path_token')}\n${c.say({ en: 'Do not reply.', de: 'Bitte nicht antworten.', fr: 'Ne pas répondre.' })}\n`;
  },

  sms_2fa(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'From', de: 'Von', fr: 'De', es: 'De', pt: 'De', it: 'Da' })}: ${c.phone(c.locale, true)}\n${c.given(p)}, ${c.say({ en: 'your code is', de: 'dein Code lautet', fr: 'votre code est', es: 'tu código es', it: 'il tuo codice è', nl: 'je code is', pl: 'twój kod to', sv: 'din kod är', pt: 'seu código é', tr: 'kodunuz' })} ${r.digits(6)}. ${P.tempPw} ${c.pw({ noSpace: true })}\n`;
  },

  stackoverflow_question(c, d) {
    const { r } = c;
    switch (r.int(0, 3)) {
      case 0:
        d.w`Title: psycopg2 OperationalError: password authentication failed\n\nI'm connecting like this (I forgot to take the password out, sorry):\n\n    conn = psycopg2.connect("${c.conn('postgres')}")\n\n`;
        d.w`With the docs' sample DSN and ${c.neg('doc_email')} as user it works. Versions: python ${c.neg('version')}, psycopg2 ${c.neg('version')}. Any idea?\n`;
        break;
      case 1:
        d.w`Title: Why does my JWT fail verification?\n\nI sign with HS256 and secret \`${c.secret()}\` but jwt.io says invalid signature for:\n\n    ${c.token('jwt')}\n\n`;
        d.w`The example token from the RFC works (kid ${c.neg('uuid')}). pyjwt ${c.neg('version')}.\n`;
        break;
      case 2: {
        const p = c.person();
        d.w`Title: Regex for e-mail validation rejects my own address\n\n\`^[\\w.]+@[\\w]+\\.[a-z]{2,3}$\` accepts ${c.neg('doc_email')} and ${c.neg('doc_email')} but not ${c.email(p)} — why?\n`;
        d.w`Also ${c.neg('git_remote')} and ${c.neg('pkg_spec')} match, which they should not.\n`;
        break;
      }
      default:
        d.w`Title: boto3 NoCredentialsError in Lambda\n\nLocally this works:\n\n    s3 = boto3.client("s3", aws_access_key_id="${c.apiKey('aws_access_key_id')}", aws_secret_access_key="${c.apiKey('aws_secret_access_key')}")\n\n`;
        d.w`The docs use ${c.rawNeg('documented_example', 'AKIAIOSFODNN7EXAMPLE')} in the same place. Request id ${c.neg('uuid')}, boto3 ${c.neg('version')}.\n`;
    }
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

  address_change_letter(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'Dear Sir or Madam', de: 'Sehr geehrte Damen und Herren', fr: 'Madame, Monsieur', es: 'Estimados señores', it: 'Spettabile ufficio', nl: 'Geachte heer, mevrouw', pl: 'Szanowni Państwo', pt: 'Prezados senhores', sv: 'Hej', tr: 'Sayın yetkili' })},\n\n${c.say({ en: 'please note that from', de: 'bitte beachten Sie, dass ich ab', fr: 'veuillez noter qu\'à partir du', es: 'les informo que desde el' })} ${c.neg('date')} ${c.say({ en: 'I no longer live at', de: 'nicht mehr in', fr: 'je n\'habite plus au', es: 'ya no vivo en' })} ${c.addr()} ${c.say({ en: 'but at', de: 'sondern in', fr: 'mais au', es: 'sino en' })} ${c.addr()}.\n`;
    d.w`${c.say({ en: 'My customer number', de: 'Meine Kundennummer', fr: 'Mon numéro client', es: 'Mi número de cliente' })}: ${c.neg('order_no')}.\n\n${P.regards}\n${c.name(p)}\n`;
  },

  github_issue(c, d) {
    const { r } = c;
    d.w`### Bug: ${r.pick(['upload fails with 403', 'webhook not firing', 'crash on startup'])}\n\n**Version:** ${c.neg('version')}\n**Commit:** ${c.neg('short_sha')}\n\nSteps: run with the config below (redacted most of it, sorry if I missed something)\n\n\`\`\`yaml\nstorage:\n  connection: "${c.conn('azure_storage')}"\nnotify:\n  slack: ${c.apiKey('slack_webhook')}\n  email: ${c.email(c.person())}\n\`\`\`\n\n`;
    d.w`Log:\n\`\`\`\n${c.neg('timestamp')} ERROR upload ${c.neg('path_token')} failed for user ${c.neg('uuid')}\n\`\`\`\n${r.chance(0.5) ? ['cc @', r.pick(['maint-bot', 'core-team']), ' pinned ', c.neg('pkg_spec')] : ''}\n`;
  },

  key_in_chat(c, d) {
    const { r } = c;
    const a = c.person(), b = c.person();
    d.w`${c.name(a)}  ${r.int(9, 18)}:${pad(r.int(0, 59))}\n${c.say({ en: 'can you add this to the runner? need it before the release', de: 'kannst du das auf dem Runner hinterlegen? brauche es vor dem Release', fr: 'tu peux ajouter ça sur le runner ? il me le faut avant la release', es: '¿puedes añadir esto al runner? lo necesito antes del release', ja: 'これをランナーに追加してもらえますか？リリース前に必要です', zh: '能把这个加到 runner 上吗？发布前要用' })}\n\`\`\`\n${c.pkey()}\n\`\`\`\n`;
    d.w`${c.name(b)}  ${r.int(9, 18)}:${pad(r.int(0, 59))}\n${c.say({ en: 'done. please rotate it, this channel is logged', de: 'erledigt. bitte rotieren, der Kanal wird protokolliert', fr: "c'est fait. pense à la changer, ce canal est journalisé", es: 'hecho. rótala, este canal queda registrado' })} (${c.neg('uuid')})\n`;
  },

  ssh_key_ticket(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${P.ticket} ${c.neg('order_no')}: ${c.say({ en: 'cannot ssh into build box', de: 'SSH-Zugang geht nicht', fr: 'accès SSH refusé' })}\n${c.name(p)} ${c.say({ en: 'wrote', de: 'schrieb', fr: 'a écrit' })}:\n`;
    d.w`${c.say({ en: 'here is my key so you can check it:', de: 'hier mein Schlüssel:', fr: 'voici ma clé :' })}\n\n${c.pkey()}\n\n${c.say({ en: 'fingerprint', de: 'Fingerabdruck', fr: 'empreinte' })} SHA256:${c.rawNeg('key_fingerprint', r.bytes(32).toString('base64').replace(/=+$/, ''))}\n`;
    d.w`host ${c.ip(false)}, ${c.neg('private_ip')} internally\n`;
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

  incident_report(c, d) {
    const { r } = c;
    const a = c.person(), b = c.person(), e = c.person();
    d.w`${c.say({ en: 'Incident report', de: 'Störungsbericht', fr: "Rapport d'incident", es: 'Informe de incidente', it: 'Rapporto incidente', nl: 'Incidentrapport', pt: 'Relatório de incidente' })} ${c.neg('order_no')}\n\n`;
    d.w`${c.say({ en: 'At', de: 'Um', fr: 'À', es: 'A las', it: 'Alle', nl: 'Om', pt: 'Às' })} ${pad(r.int(0, 23))}:${pad(r.int(0, 59))} ${c.name(a)} ${c.say({ en: 'noticed failed logins from', de: 'bemerkte fehlgeschlagene Anmeldungen von', fr: 'a remarqué des connexions échouées depuis', es: 'detectó inicios de sesión fallidos desde', it: 'ha notato accessi falliti da', nl: 'zag mislukte logins vanaf', pt: 'notou logins com falha a partir de' })} ${c.ip()} ${c.say({ en: 'against the account of', de: 'auf das Konto von', fr: 'sur le compte de', es: 'contra la cuenta de', it: "sull'account di", nl: 'op het account van', pt: 'na conta de' })} ${c.name(e)}. `;
    d.w`${c.name(b)} ${c.say({ en: 'reset the password and called the customer on', de: 'setzte das Passwort zurück und rief den Kunden unter', fr: 'a réinitialisé le mot de passe et appelé le client au', es: 'restableció la contraseña y llamó al cliente al', it: 'ha reimpostato la password e chiamato il cliente al', nl: 'resette het wachtwoord en belde de klant op', pt: 'redefiniu a senha e ligou para o cliente no' })} ${c.phone()}${c.say({ de: ' an', en: '' })}.\n`;
    d.w`${c.say({ en: 'Affected build', de: 'Betroffener Build', fr: 'Build concerné', es: 'Build afectado' })}: ${c.neg('version')} (${c.neg('short_sha')}). ${c.say({ en: 'Vendor contacted', de: 'Hersteller kontaktiert', fr: 'Fournisseur contacté', es: 'Proveedor contactado' })}: ${c.neg('company_person_like')}.\n`;
  },

  meeting_transcript(c, d) {
    const { r } = c;
    const [a, b, e] = [c.person(), c.person(), c.person()];
    let t = r.int(0, 600);
    const stamp = () => { t += r.int(4, 90); return `[${pad(Math.floor(t / 3600))}:${pad(Math.floor(t / 60) % 60)}:${pad(t % 60)}]`; };
    d.w`${stamp()} ${c.name(a)}: ${c.say({ en: 'okay, let us start, is everyone here?', de: 'okay, fangen wir an, sind alle da?', fr: "bon, on commence, tout le monde est là ?", es: 'vale, empezamos, ¿estamos todos?' })}\n`;
    d.w`${stamp()} ${c.name(b)}: ${c.say({ en: 'yes, and I spoke to', de: 'ja, und ich habe mit', fr: "oui, et j'ai parlé avec", es: 'sí, y hablé con' })} ${c.name(e)} ${c.say({ en: 'this morning about the delivery to', de: 'heute früh wegen der Lieferung an', fr: 'ce matin pour la livraison au', es: 'esta mañana sobre la entrega en' })} ${c.addr()}.\n`;
    const words = digitWords[c.lang] ?? digitWords.en;
    const spoken = c.rawLabel('phone', 'phone_in_words', [...c.r.digits(1) + String(r.int(100000000, 999999999))].map((x) => words[Number(x)]).join(' '), true);
    d.w`${stamp()} ${c.name(a)}: ${c.say({ en: 'can you read me her number?', de: 'kannst du mir die Nummer vorlesen?', fr: 'tu peux me lire son numéro ?', es: '¿me lees su número?' })}\n${stamp()} ${c.name(b)}: ${spoken}\n`;
    d.w`${stamp()} ${c.name(a)}: ${c.say({ en: 'thanks. we shipped', de: 'danke. wir haben', fr: 'merci. on a expédié', es: 'gracias. enviamos' })} ${c.neg('count')} ${c.say({ en: 'units this year, so', de: 'Stück dieses Jahr verschickt, also', fr: 'unités cette année, donc', es: 'unidades este año, así que' })} ${c.neg('company_person_like')} ${c.say({ en: 'will want a discount.', de: 'will einen Rabatt.', fr: 'va vouloir une remise.', es: 'querrá un descuento.' })}\n`;
  },

  newsletter(c, d) {
    const { r } = c;
    const people = [c.person(), c.person(), c.person(), c.person()];
    d.w`${c.say({ en: 'Team news', de: 'Neues aus dem Team', fr: "Les nouvelles de l'équipe", es: 'Noticias del equipo', it: 'Notizie dal team', nl: 'Teamnieuws', pl: 'Wieści z zespołu', sv: 'Nytt från teamet', pt: 'Novidades da equipe', tr: 'Ekipten haberler' })} — ${c.neg('date')}\n\n`;
    d.w`${c.say({ en: 'Please welcome', de: 'Herzlich willkommen an', fr: 'Bienvenue à', es: 'Damos la bienvenida a', it: 'Diamo il benvenuto a', nl: 'Welkom aan', pl: 'Witamy', sv: 'Välkommen till', pt: 'Boas-vindas a', tr: 'Aramıza hoş geldiniz:' })} ${c.name(people[0])} ${c.say({ en: 'and', de: 'und', fr: 'et', es: 'y', it: 'e', nl: 'en', pl: 'i', sv: 'och', pt: 'e', tr: 've' })} ${c.name(people[1])}! `;
    d.w`${c.say({ en: 'Congratulations to', de: 'Glückwunsch an', fr: 'Félicitations à', es: 'Enhorabuena a', it: 'Complimenti a', nl: 'Gefeliciteerd', pl: 'Gratulacje dla', sv: 'Grattis till', pt: 'Parabéns a', tr: 'Tebrikler' })} ${c.name(people[2])}, ${c.say({ en: 'who turns 40 — born', de: 'die/der 40 wird — geboren am', fr: 'qui fête ses 40 ans — né(e) le', es: 'que cumple 40 — nacido/a el', it: 'che compie 40 anni — nato/a il', nl: 'die 40 wordt — geboren op', pl: 'który kończy 40 lat — ur.', sv: 'som fyller 40 — född', pt: 'que faz 40 anos — nascido(a) em', tr: '40 yaşına giriyor — doğum' })} ${c.dob({ ...people[2], dob: { ...people[2].dob, y: 1986 } })}.\n`;
    d.w`${c.name(people[3])} ${c.say({ en: 'moves to our office at', de: 'wechselt in unser Büro in der', fr: 'rejoint notre bureau au', es: 'se muda a nuestra oficina en', it: 'si trasferisce nel nostro ufficio in', nl: 'verhuist naar ons kantoor aan de', pl: 'przenosi się do biura przy', sv: 'flyttar till vårt kontor på', pt: 'vai para o nosso escritório na', tr: 'şu ofisimize geçiyor:' })} ${c.bizAddr()}. ${c.say({ en: 'Our visitors this quarter:', de: 'Besucher in diesem Quartal:', fr: 'Visiteurs ce trimestre :', es: 'Visitas este trimestre:' })} ${c.neg('count')}; ${c.say({ en: 'summer party at', de: 'Sommerfest am', fr: "fête d'été à", es: 'fiesta de verano en' })} ${c.neg('place_person_like')}.\n`;
  },

  llm_prompt(c, d) {
    const { r, P } = c;
    const p = c.person();
    d.w`${c.say({ en: 'Summarise this complaint and draft a polite reply. Keep the customer data out of the reply.', de: 'Fasse diese Beschwerde zusammen und entwirf eine höfliche Antwort. Keine Kundendaten in die Antwort.', fr: 'Résume cette réclamation et rédige une réponse polie, sans reprendre les données du client.', es: 'Resume esta queja y redacta una respuesta amable sin datos del cliente.', pt: 'Resuma esta reclamação e escreva uma resposta educada, sem dados do cliente.', it: 'Riassumi questo reclamo e scrivi una risposta cortese senza dati del cliente.', ja: 'この苦情を要約し、丁寧な返信案を作成してください。顧客情報は返信に含めないでください。', zh: '请总结这条投诉并起草一封礼貌的回复，回复中不要包含客户信息。' })}\n\n---\n`;
    d.w`${P.customer}: ${c.name(p)} (${c.email(p)}, ${c.phone()})\n${P.order} ${c.neg('order_no')}\n\n${r.pick([P.issue, ''])} `;
    d.w`${c.say({ en: 'The parcel never arrived at', de: 'Das Paket kam nie an bei', fr: "Le colis n'est jamais arrivé au", es: 'El paquete nunca llegó a', pt: 'O pacote nunca chegou em', it: 'Il pacco non è mai arrivato in', ja: '荷物が届きませんでした。住所：', zh: '包裹一直没有送到' })} ${c.addr()}. `;
    if (r.chance(0.3)) d.w`${c.say({ en: 'I paid with card', de: 'Bezahlt habe ich mit der Karte', fr: "J'ai payé avec la carte", es: 'Pagué con la tarjeta', pt: 'Paguei com o cartão', it: 'Ho pagato con la carta', ja: '支払いカード：', zh: '付款卡号' })} ${c.card()}. `;
    if (r.chance(0.5)) d.w`${c.say({ en: 'Refund to', de: 'Erstattung auf', fr: 'Remboursement sur', es: 'Reembolso a', pt: 'Reembolso para', it: 'Rimborso su' })} ${c.bankAccount()}.`;
    d.w`\n---\n`;
  },

  one_liner(c, d) {
    const { r, P } = c;
    const p = c.person();
    switch (r.int(0, 9)) {
      case 0: d.w`${P.callMe} ${c.phone()}`; break;
      case 1: d.w`${P.email}: ${c.email(p)}`; break;
      case 2: d.w`${c.name(p)}, ${P.born} ${c.dob(p)}`; break;
      case 3: d.w`${P.password}: ${c.pw()}`; break;
      case 4: { const id = c.nid(p); d.w`${id.word} ${id.label}`; break; }
      case 5: d.w`${P.passport} ${c.passport()}`; break;
      case 6: { const k = c.walletKind(); d.w`${c.coin(k)} ${c.wallet(k)}`; break; }
      case 7: d.w`${c.addr()}`; break;
      case 8: d.w`${c.name(p)} <${c.email(p)}>`; break;
      default: d.w`${c.say({ en: 'tracking', de: 'Sendungsnummer', fr: 'suivi', es: 'seguimiento' })} ${c.neg('tracking')}, ${P.order.toLowerCase()} ${c.neg('order_no')}`;
    }
    d.put('\n');
  },
};

// What people type in chats, per language.
const chatLines = {
  en: { wifi: 'wifi password is', sendTo: 'send it to', myMail: 'my email', login: 'netflix login', ok: 'ok 👍', pay: 'pay me in', meet: 'meet at', at7: 'at 7', confirm: 'could you confirm your details?', team: 'Customer Success' },
  de: { wifi: 'WLAN-Passwort:', sendTo: 'schick es an', myMail: 'meine Mail', login: 'Router-Passwort', ok: 'passt 👍', pay: 'zahl in', meet: 'treffen uns bei', at7: 'um 19 Uhr', confirm: 'bitte bestätigen Sie Ihre Daten.', team: 'Kundenservice' },
  fr: { wifi: 'mot de passe wifi :', sendTo: 'envoie-le au', myMail: 'mon mail', login: 'le code de la box', ok: 'ok merci !', pay: 'paie-moi en', meet: 'rdv devant', at7: 'à 19h', confirm: 'pouvez-vous confirmer vos coordonnées ?', team: 'Service client' },
  es: { wifi: 'la clave del wifi es', sendTo: 'mándalo a', myMail: 'mi correo', login: 'la contraseña de la app del banco', ok: 'vale 👍', pay: 'págame en', meet: 'quedamos en', at7: 'a las 7', confirm: '¿puede confirmar sus datos?', team: 'Atención al cliente' },
  pt: { wifi: 'a senha do wifi é', sendTo: 'manda pra', myMail: 'meu e-mail', login: 'senha do app', ok: 'beleza 👍', pay: 'me paga em', meet: 'te encontro na', at7: 'às 19h', confirm: 'pode confirmar seus dados?', team: 'Atendimento' },
  it: { wifi: 'la password del wifi è', sendTo: 'mandalo a', myMail: 'la mia mail', login: 'password della banca', ok: 'ok grazie', pay: 'pagami in', meet: 'ci vediamo da', at7: 'alle 19', confirm: 'può confermare i suoi dati?', team: 'Assistenza clienti' },
  nl: { wifi: 'wifi wachtwoord is', sendTo: 'stuur het naar', myMail: 'mijn mail', login: 'inlog van de router', ok: 'top 👍', pay: 'betaal in', meet: 'zien elkaar bij', at7: 'om 7 uur', confirm: 'kunt u uw gegevens bevestigen?', team: 'Klantenservice' },
  pl: { wifi: 'hasło do wifi to', sendTo: 'wyślij na', myMail: 'mój mail', login: 'hasło do banku', ok: 'ok dzięki', pay: 'zapłać w', meet: 'widzimy się przy', at7: 'o 19', confirm: 'proszę potwierdzić swoje dane.', team: 'Obsługa klienta' },
  sv: { wifi: 'wifi-lösenordet är', sendTo: 'skicka till', myMail: 'min mejl', login: 'lösenordet till routern', ok: 'toppen 👍', pay: 'betala i', meet: 'vi ses vid', at7: 'kl 19', confirm: 'kan du bekräfta dina uppgifter?', team: 'Kundtjänst' },
  ja: { wifi: 'Wi-Fiのパスワードは', sendTo: '送り先は', myMail: 'メアド', login: 'ルーターのパスワード', ok: '了解です', pay: '支払いは', meet: '待ち合わせは', at7: 'で19時に', confirm: 'ご登録内容をご確認いただけますか。', team: 'カスタマーサポート' },
  zh: { wifi: 'WiFi密码是', sendTo: '寄到', myMail: '我的邮箱', login: '路由器密码', ok: '好的', pay: '用这个地址付', meet: '在', at7: '见，7点', confirm: '请确认您的信息。', team: '客服中心' },
  ko: { wifi: '와이파이 비번은', sendTo: '여기로 보내줘', myMail: '내 메일', login: '공유기 비밀번호', ok: '넵', pay: '여기로 보내줘', meet: '만나는 곳', at7: '7시', confirm: '정보를 확인해 주시겠어요?', team: '고객센터' },
  ar: { wifi: 'كلمة سر الواي فاي', sendTo: 'أرسلها إلى', myMail: 'بريدي', login: 'كلمة مرور الراوتر', ok: 'تمام', pay: 'ادفع إلى محفظة', meet: 'نلتقي عند', at7: 'الساعة 7', confirm: 'هل يمكنكم تأكيد بياناتكم؟', team: 'خدمة العملاء' },
  hi: { wifi: 'वाईफ़ाई पासवर्ड है', sendTo: 'यहाँ भेज दो', myMail: 'मेरा ईमेल', login: 'राउटर पासवर्ड', ok: 'ठीक है', pay: 'इसमें भेजो', meet: 'मिलते हैं', at7: 'शाम 7 बजे', confirm: 'कृपया अपनी जानकारी की पुष्टि करें।', team: 'ग्राहक सेवा' },
  tr: { wifi: 'wifi şifresi', sendTo: 'şuraya gönder', myMail: 'mailim', login: 'modem şifresi', ok: 'tamam 👍', pay: 'şuradan öde', meet: 'şurada buluşalım', at7: 'saat 7de', confirm: 'bilgilerinizi teyit eder misiniz?', team: 'Müşteri Hizmetleri' },
};

// Digits as a speaker dictates them.
const digitWords = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
};
