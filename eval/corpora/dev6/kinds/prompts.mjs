// More prompts to an assistant: debugging requests that paste tokens, keys and payment data.
import { DocBuilder, L } from '../lib/doc.mjs';
import { P } from '../lib/lang.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { jwt, accessToken, opaqueToken, prefixedKey, vendorKey, privateKey, ip, publicIpv4, ipv6, wallet, password } from '../lib/secrets.mjs';
import { card } from '../lib/ids.mjs';

const ASK = {
  jwt: { en: 'Why does this token get a 401? Decode it for me:', de: 'Warum bekomme ich mit diesem Token 401? Dekodier ihn mal:', fr: 'Pourquoi ce jeton renvoie 401 ? Décode-le :', es: '¿Por qué este token da 401? Decodifícalo:', pt: 'Por que esse token dá 401? Decodifica pra mim:', it: 'Perché questo token restituisce 401? Decodificalo:', nl: 'Waarom geeft dit token een 401? Decodeer het even:', pl: 'Czemu ten token daje 401? Zdekoduj go:', sv: 'Varför ger den här token 401? Avkoda den:', ja: 'このトークンで401になるのはなぜ？デコードして：', zh: '为什么这个token返回401？帮我解码：', ko: '이 토큰으로 401이 나는 이유가 뭔가요? 디코딩해 주세요:', ar: 'لماذا يعطي هذا الرمز الخطأ 401؟ فك ترميزه:', hi: 'इस टोकन से 401 क्यों आ रहा है? इसे डिकोड करें:', tr: 'Bu token neden 401 veriyor? Çözer misin:' },
  curl: { en: 'This curl works locally but not from the server, any idea?', de: 'Der curl-Aufruf geht lokal, aber nicht vom Server – Ideen?', fr: 'Ce curl marche en local mais pas depuis le serveur, une idée ?', es: 'Este curl funciona en local pero no desde el servidor, ¿alguna idea?', pt: 'Esse curl funciona local mas não no servidor, alguma ideia?', it: 'Questo curl funziona in locale ma non dal server, idee?', nl: 'Deze curl werkt lokaal maar niet vanaf de server, idee?', pl: 'Ten curl działa lokalnie, ale nie z serwera, jakieś pomysły?', sv: 'Den här curlen funkar lokalt men inte från servern, idéer?', ja: 'このcurlはローカルでは動くのにサーバーからだと失敗します：', zh: '这个curl本地可以，服务器上不行，怎么回事？', ko: '이 curl이 로컬에서는 되는데 서버에서는 안 돼요:', ar: 'هذا الأمر curl يعمل محليا لكن ليس من الخادم:', hi: 'यह curl लोकल पर चलता है पर सर्वर से नहीं:', tr: 'Bu curl lokalde çalışıyor ama sunucudan çalışmıyor:' },
  key: { en: "ssh says 'invalid format' for my deploy key, what's wrong with it?", de: 'ssh meldet "invalid format" für meinen Deploy-Key, was stimmt nicht?', fr: 'ssh dit « invalid format » pour ma clé de déploiement, qu\'est-ce qui cloche ?', es: 'ssh dice "invalid format" con mi clave de despliegue, ¿qué le pasa?', pt: 'o ssh diz "invalid format" para a minha chave, o que está errado?', it: 'ssh dice "invalid format" per la mia chiave, cosa c\'è che non va?', nl: 'ssh zegt "invalid format" voor mijn deploy key, wat is er mis?', pl: 'ssh mówi "invalid format" dla mojego klucza, co jest nie tak?', sv: 'ssh säger "invalid format" om min nyckel, vad är fel?', ja: 'デプロイキーで ssh が invalid format と言います。どこが悪い？', zh: 'ssh 提示 invalid format，我的部署密钥哪里不对？', ko: 'ssh가 배포 키에 invalid format이라고 합니다. 뭐가 문제죠?', ar: 'يقول ssh إن صيغة مفتاحي غير صالحة، ما المشكلة؟', hi: 'ssh मेरी डिप्लॉय की को invalid format बताता है, क्या गलत है?', tr: 'ssh deploy anahtarım için invalid format diyor, sorun ne?' },
  card: { en: 'The checkout keeps rejecting my card, can you check the number?', de: 'Der Checkout lehnt meine Karte ab, kannst du die Nummer prüfen?', fr: 'Le paiement refuse ma carte, tu peux vérifier le numéro ?', es: 'El pago rechaza mi tarjeta, ¿puedes revisar el número?', pt: 'O checkout recusa o meu cartão, podes verificar o número?', it: 'Il checkout rifiuta la mia carta, puoi controllare il numero?', nl: 'De checkout weigert mijn kaart, kun je het nummer checken?', pl: 'Płatność odrzuca moją kartę, sprawdzisz numer?', sv: 'Kassan nekar mitt kort, kan du kolla numret?', ja: '決済でカードが拒否されます。番号を確認してもらえますか？', zh: '结账一直拒绝我的卡，帮我看看卡号？', ko: '결제에서 카드가 계속 거절돼요. 번호 좀 확인해 주세요:', ar: 'صفحة الدفع ترفض بطاقتي، هل يمكنك التحقق من الرقم؟', hi: 'चेकआउट मेरा कार्ड रिजेक्ट कर रहा है, नंबर चेक करेंगे?', tr: 'Ödeme sayfası kartımı reddediyor, numarayı kontrol eder misin?' },
  ip: { en: 'We are being scraped. Which of these addresses should I block?', de: 'Wir werden gescrapt. Welche dieser Adressen soll ich sperren?', fr: 'On se fait scraper. Quelles adresses dois-je bloquer ?', es: 'Nos están haciendo scraping. ¿Qué direcciones bloqueo?', pt: 'Estamos a ser alvo de scraping. Que endereços bloqueio?', it: 'Ci stanno facendo scraping. Quali indirizzi blocco?', nl: 'We worden gescraped. Welke adressen moet ik blokkeren?', pl: 'Ktoś nas scrapuje. Które adresy zablokować?', sv: 'Vi blir skrapade. Vilka adresser ska jag blockera?', ja: 'スクレイピングされています。どのアドレスをブロックすべき？', zh: '我们被爬了，该封哪些地址？', ko: '스크래핑을 당하고 있어요. 어떤 주소를 막아야 하나요?', ar: 'يتم كشط موقعنا. أي العناوين يجب أن أحظر؟', hi: 'हमारी साइट स्क्रेप हो रही है। कौन से पते ब्लॉक करूँ?', tr: 'Sitemiz kazınıyor. Hangi adresleri engellemeliyim?' },
};

export function jwtPrompt(r, lang) {
  const b = new DocBuilder();
  b.t(ASK.jwt[lang]).t(r.pick(['\n\n', ' ', '\n'])).put(jwt(r));
  if (r.chance(0.5)) b.t('\n\n').t(r.pick(['iat was ', 'server time: '])).put(NEG.timestamp(r)).t(', kid ').put(NEG.hex_blob(r));
  if (r.chance(0.4)) b.t('\nThe refresh call used ').put(opaqueToken(r));
  return { kind: 'prompt_debug_token', doc: b };
}

export function curlPrompt(r, lang) {
  const b = new DocBuilder();
  b.t(ASK.curl[lang]).t('\n\n```\ncurl -sS ').t(r.pick(['-X POST ', ''])).t(`https://api.${r.pick(['kestrelpay.io', 'zephyrlabs.dev', 'openai.com', 'anthropic.com'])}/v1/${r.pick(['charges', 'messages', 'chat/completions', 'orders'])} \\\n  -H "`);
  if (r.chance(0.5)) b.t('Authorization: Bearer ').put(accessToken(r));
  else b.t(r.pick(['x-api-key: ', 'Authorization: Bearer ', 'api-key: '])).put(prefixedKey(r));
  b.t('" \\\n  -H "X-Request-Id: ').put(NEG.uuid(r)).t('" \\\n  --resolve api:443:').put(NEG.private_ip(r)).t('\n```\n');
  b.t(r.pick(['response: ', 'got: '])).t(`{"error":"${r.pick(['invalid_api_key', 'expired_token', 'ip_not_allowed'])}","source_ip":"`).put(publicIpv4(r)).t('"}');
  return { kind: 'prompt_debug_curl', doc: b };
}

export function keyPrompt(r, lang) {
  const b = new DocBuilder();
  const form = r.pick(['single', 'escaped', 'pem', 'rewrapped', 'single']);
  b.t(ASK.key[lang]).t(form === 'pem' || form === 'rewrapped' ? '\n\n' : ' ');
  b.put(privateKey(r, form, r.pick(['OPENSSH', 'RSA', 'OPENSSH', 'EC', 'PGP'])));
  if (r.chance(0.5)) b.t('\n\npublic half: ').n('public_key', NEG.public_key(r).value);
  return { kind: 'prompt_private_key', doc: b };
}

export function cardPrompt(r, lang) {
  const b = new DocBuilder();
  const x = persona(r, lang);
  b.t(ASK.card[lang]).t(' ').put(x.card).t(r.pick([' exp ', ', ', ' / '])).t(`${String(r.int(1, 12)).padStart(2, '0')}/${r.int(27, 31)}`);
  if (r.chance(0.5)) b.t(' — ').put(x.name);
  if (r.chance(0.4)) b.t('. ').t(r.pick(['In staging ', 'Test mode uses '])).put(NEG.test_card(r)).t(r.pick([' and that one works.', ' fine.']));
  if (r.chance(0.4)) b.t(' Order ').put(NEG.order_number(r)).t(', ').put(NEG.amount(r));
  if (r.chance(0.3)) b.t('. Backup card: ').put(card(r));
  return { kind: 'prompt_payment_card', doc: b };
}

export function ipPrompt(r, lang) {
  const b = new DocBuilder();
  b.t(ASK.ip[lang]).t('\n\n');
  for (let i = 0; i < r.int(3, 6); i++) {
    const k = r.int(0, 4);
    if (k === 0) b.put(NEG.private_ip(r)).t(' (our load balancer)');
    else if (k === 1) b.put(ipv6(r));
    else b.put(publicIpv4(r));
    b.t(`  ${r.int(200, 90000)} req\n`);
  }
  if (r.chance(0.5)) b.t('Server build ').put(NEG.version(r)).t('\n');
  return { kind: 'prompt_ip_triage', doc: b };
}

export function serviceAccountPrompt(r, lang) {
  const b = new DocBuilder();
  const project = `${r.pick(['billing', 'orders', 'ml'])}-${r.pick(['prod', 'dev'])}-${r.int(100000, 999999)}`;
  b.t(P[lang].fix).t(' `invalid_grant: Invalid JWT Signature`\n\n{\n  "type": "service_account",\n  "project_id": "' + project + '",\n  "private_key_id": "').put(NEG.hex_blob(r)).t('",\n  "private_key": "').put(privateKey(r, 'escaped', 'PKCS8')).t('",\n  "client_email": "').put(L('email', 'service_account', `${r.pick(['deployer', 'etl-runner', 'ci'])}@${project}.iam.gserviceaccount.com`, true)).t('",\n  "client_id": "').t(r.num(21)).t('"\n}');
  return { kind: 'prompt_service_account', doc: b };
}

const VISA = {
  en: ['Fill in this visa form for me:', 'Nationality', 'Passport number', 'Issued', 'Expires'],
  de: ['Füll bitte dieses Visumformular für mich aus:', 'Staatsangehörigkeit', 'Reisepassnummer', 'Ausgestellt', 'Gültig bis'],
  fr: ['Remplis ce formulaire de visa pour moi :', 'Nationalité', 'Numéro de passeport', 'Délivré le', 'Expire le'],
  es: ['Rellena este formulario de visado por mí:', 'Nacionalidad', 'Número de pasaporte', 'Expedido', 'Caduca'],
  pt: ['Preenche este formulário de visto por mim:', 'Nacionalidade', 'Número do passaporte', 'Emitido', 'Validade'],
  it: ['Compila questo modulo per il visto:', 'Cittadinanza', 'Numero di passaporto', 'Rilasciato', 'Scadenza'],
  nl: ['Vul dit visumformulier voor me in:', 'Nationaliteit', 'Paspoortnummer', 'Afgegeven', 'Geldig tot'],
  pl: ['Wypełnij za mnie ten wniosek wizowy:', 'Obywatelstwo', 'Numer paszportu', 'Wydany', 'Ważny do'],
  sv: ['Fyll i den här visumansökan åt mig:', 'Medborgarskap', 'Passnummer', 'Utfärdat', 'Giltigt till'],
  ja: ['このビザ申請書を代わりに記入してください：', '国籍', '旅券番号', '発行日', '有効期限'],
  zh: ['帮我填写这份签证申请表：', '国籍', '护照号码', '签发日期', '有效期至'],
  ko: ['이 비자 신청서를 작성해 주세요:', '국적', '여권번호', '발급일', '만료일'],
  ar: ['املأ نموذج التأشيرة هذا نيابة عني:', 'الجنسية', 'رقم الجواز', 'تاريخ الإصدار', 'تاريخ الانتهاء'],
  hi: ['मेरे लिए यह वीज़ा फ़ॉर्म भर दीजिए:', 'राष्ट्रीयता', 'पासपोर्ट नंबर', 'जारी', 'समाप्ति'],
  tr: ['Bu vize formunu benim için doldurur musun:', 'Uyruk', 'Pasaport numarası', 'Veriliş', 'Geçerlilik'],
};
export function visaPrompt(r, lang) {
  const b = new DocBuilder();
  const x = persona(r, lang);
  const T = VISA[lang];
  b.t(T[0]).t('\n');
  b.put(x.name).t(`, ${P[lang].fDob}: `).put(x.dob).t('\n');
  if (r.chance(0.6)) b.t(`${T[2]}: `).put(x.passport);
  else b.t(`${x.passport.country.toUpperCase()} `).put(x.passport); // no label: the country code and the form carry the meaning
  const issued = r.int(2017, 2025), mm = String(r.int(1, 12)).padStart(2, '0'), dd = String(r.int(1, 28)).padStart(2, '0');
  b.t(`, ${T[3]} `).n('other_date', `${issued}-${mm}-${dd}`).t(`, ${T[4]} `).n('other_date', `${issued + 10}-${mm}-${dd}`).t('\n');
  if (r.chance(0.5)) b.t('Hotel: ').put(NEG.place_name(r)).t(', booking ').put(NEG.order_number(r)).t('\n');
  if (r.chance(0.5)) b.put(x.phone).t(' / ').put(x.email);
  return { kind: 'prompt_visa_form', doc: b };
}


const ALLOW = {
  en: 'Please add my home IP {ip} to the VPN allowlist; the office one ({office}) is already there.',
  de: 'Bitte trag meine Heim-IP {ip} in die VPN-Allowlist ein; die Büro-IP ({office}) ist schon drin.',
  fr: 'Peux-tu ajouter mon IP perso {ip} à la liste blanche du VPN ? Celle du bureau ({office}) y est déjà.',
  es: 'Añade mi IP de casa {ip} a la lista blanca de la VPN; la de la oficina ({office}) ya está.',
  pt: 'Adiciona o IP de casa {ip} à allowlist da VPN; o do escritório ({office}) já lá está.',
  it: 'Aggiungi il mio IP di casa {ip} alla allowlist della VPN; quello dell\'ufficio ({office}) c\'è già.',
  nl: 'Zet mijn thuis-IP {ip} op de VPN-allowlist; die van kantoor ({office}) staat er al op.',
  pl: 'Dodaj moje domowe IP {ip} do allowlisty VPN; biurowe ({office}) już tam jest.',
  sv: 'Lägg till min hem-IP {ip} i VPN:ets tillåtna lista; kontorets ({office}) finns redan.',
  ja: '自宅のIP {ip} をVPNの許可リストに追加してください。オフィスの ({office}) は登録済みです。',
  zh: '请把我家里的IP {ip} 加到VPN白名单里，办公室的（{office}）已经加过了。',
  ko: '집 IP {ip}를 VPN 허용 목록에 추가해 주세요. 사무실 IP({office})는 이미 있습니다.',
  ar: 'يرجى إضافة عنوان IP المنزلي {ip} إلى قائمة السماح في VPN؛ عنوان المكتب ({office}) موجود بالفعل.',
  hi: 'कृपया मेरा घर का IP {ip} VPN allowlist में जोड़ दें; ऑफ़िस वाला ({office}) पहले से है।',
  tr: 'Lütfen ev IP\'mi {ip} VPN izin listesine ekle; ofisinki ({office}) zaten ekli.',
};
export function allowlistPrompt(r, lang) {
  const b = new DocBuilder();
  b.f(ALLOW[lang], { ip: ip(r), office: NEG.private_ip(r) });
  if (r.chance(0.5)) b.t(' — ').put(persona(r, lang).name);
  return { kind: 'prompt_ip_allowlist', doc: b };
}

const DSR = {
  en: ['Subject: Request to delete my data', 'Under Article 17 GDPR I ask you to erase all personal data you hold about me. To identify me:', 'Name', 'Date of birth', 'Address', 'Customer no.', 'Please confirm in writing.'],
  de: ['Betreff: Antrag auf Löschung meiner Daten', 'Gemäß Art. 17 DSGVO bitte ich um Löschung aller über mich gespeicherten Daten. Zur Identifikation:', 'Name', 'Geburtsdatum', 'Anschrift', 'Kundennummer', 'Bitte bestätigen Sie die Löschung schriftlich.'],
  fr: ['Objet : demande d\'effacement de mes données', 'Conformément à l\'article 17 du RGPD, je vous demande d\'effacer toutes les données me concernant. Pour m\'identifier :', 'Nom', 'Date de naissance', 'Adresse', 'N° client', 'Merci de me confirmer l\'effacement par écrit.'],
  es: ['Asunto: solicitud de supresión de datos', 'Conforme al artículo 17 del RGPD, solicito la supresión de todos mis datos personales. Para identificarme:', 'Nombre', 'Fecha de nacimiento', 'Dirección', 'N.º de cliente', 'Ruego confirmación por escrito.'],
  it: ['Oggetto: richiesta di cancellazione dei dati', 'Ai sensi dell\'art. 17 GDPR chiedo la cancellazione di tutti i miei dati personali. Per identificarmi:', 'Nome', 'Data di nascita', 'Indirizzo', 'Codice cliente', 'Vi prego di confermare per iscritto.'],
  nl: ['Onderwerp: verzoek tot verwijdering van mijn gegevens', 'Op grond van artikel 17 AVG verzoek ik u al mijn persoonsgegevens te wissen. Ter identificatie:', 'Naam', 'Geboortedatum', 'Adres', 'Klantnummer', 'Graag schriftelijke bevestiging.'],
  pl: ['Temat: wniosek o usunięcie danych', 'Na podstawie art. 17 RODO wnoszę o usunięcie wszystkich moich danych osobowych. Dane do identyfikacji:', 'Imię i nazwisko', 'Data urodzenia', 'Adres', 'Nr klienta', 'Proszę o pisemne potwierdzenie.'],
};
/** a data subject's erasure request: the person lists the very data they want erased */
export function erasureRequest(r, lang0) {
  const lang = DSR[lang0] ? lang0 : 'en';
  const T = DSR[lang];
  const b = new DocBuilder();
  const x = persona(r, lang);
  b.t(T[0] + '\n\n' + T[1] + '\n');
  b.t(`- ${T[2]}: `).put(x.name).t(`\n- ${T[3]}: `).put(x.dob).t(`\n- ${T[4]}: `).put(x.address).t(`\n- ${T[5]}: `).put(r.chance(0.5) ? NEG.order_number(r) : NEG.contract_number(r)).t('\n- E-mail: ').put(x.email).t('\n\n' + T[6] + '\n').put(x.name).t('\n');
  return { kind: 'gdpr_erasure_request', lang, doc: b };
}
export const PROMPT_KINDS = [[3.6, jwtPrompt], [2.2, curlPrompt], [6, keyPrompt], [3.2, cardPrompt], [1.2, ipPrompt], [1, serviceAccountPrompt], [2.5, visaPrompt], [1.2, allowlistPrompt], [1, erasureRequest]];
