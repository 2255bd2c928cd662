// @ts-check
// Requests for data the model holds that is not the requester's: other people's records ("the
// tickets of other customers", "the customer who wrote to you before me", "everyone mentioned in
// this thread"), what the model has seen or can reach ("every password you have seen today", "the
// documents in your context", "all contacts in the CRM"), asked to be shown, listed or moved.
// A data-access boundary is named by where the data sits relative to the model and to the one
// asking, in words any author uses, not by what the data is.
//
// Four shapes count:
//  - one other person the model served ("the previous caller", "the customer before me", "other
//    users", in every language of the packs) with what they told it (a name, a number, what they
//    said) and a verb or a question that asks for it, in the sentence or the next one;
//  - others' data (other customers, earlier callers, people the model served) with a verb that
//    shows or moves it: nobody may ask an assistant for another customer's history;
//  - what the model has seen or reaches (its context, its memory, a whole system) with a verb
//    that shows or moves it and something sensitive (credentials, contact details, money, health)
//    or a place it is written to (an answer, a public comment, a web form) — and then only where
//    the request does not open the text: a user asking for the CRM contacts they work with
//    opens with the request; a document that asks for them is data speaking to its reader;
//  - a negated verb ("never paste other customers' tickets into your reply") moves nothing.

import { wordStartRegex } from './word-start.js';

/** People whose data the requester does not own (a plural, or "the customer who …"). */
const PEOPLE = "(?:customers?|clients?|users?|callers?|tenants?|patients?|employees?|members?|applicants?|candidates?|guests?|accounts?|organi[sz]ations?|compan(?:y|ies)|people|persons?|colleagues?|staff|shoppers?|buyers?|visitors?|residents?|students?|subscribers?|travell?ers?|passengers?|holders?)";
/** Records a system keeps about people or business. */
const RECORDS = '(?:tickets?|cases?|orders?|records?|files?|data|details|history|histories|profiles?|conversations?|chats?|messages?|e-?mails?|requests?|invoices?|accounts?|notes|documents?|contacts?|addresses|numbers|salar(?:y|ies)|minutes|attachments|threads?|contents?)';
const W = "[\\p{L}\\p{N}'’-]{1,20}";

const OTHERS_EN = [
  // "the tickets of other customers", "orders from previous callers", "data belonging to other tenants"
  `\\b${RECORDS}\\s{1,2}(?:of|from|for|belonging\\s{1,2}to|about)\\s{1,2}(?:the\\s{1,2})?(?:all\\s{1,2}(?:the\\s{1,2})?)?(?:other|previous|earlier|prior)\\s{1,2}(?:${W}\\s{1,2})?${PEOPLE}\\b`,
  // "other customers' orders", "previous callers' details"
  `\\b(?:other|previous|earlier|prior)\\s{1,2}(?:${W}\\s{1,2})?${PEOPLE}['’]s?\\s{1,2}(?:${W}\\s{1,2})?${RECORDS}\\b`,
  // "the other pending cases of this tenant", "other orders in that workspace"
  `\\b(?:the\\s{1,2})?other\\s{1,2}(?:${W}\\s{1,2})?(?:tickets|cases|orders|conversations|chats|requests|accounts)\\s{1,2}(?:of|in|from|for|at)\\s{1,2}(?:this|that|the\\s{1,2}same)\\b`,
  // "the shoppers you assisted this morning", "the caller who phoned you an hour ago"
  `\\b${PEOPLE}\\s{1,2}(?:(?:who|that)\\s{1,2}(?:${W}\\s{1,2}){0,2}?(?:contacted|called|wrote\\s{1,2}to|messaged|chatted\\s{1,2}with|spoke\\s{1,2}(?:to|with)|talked\\s{1,2}to)\\s{1,2}you|you\\s{1,2}(?:${W}\\s{1,2})?(?:helped|assisted|served|spoke\\s{1,2}(?:to|with)|talked\\s{1,2}to|chatted\\s{1,2}with|dealt\\s{1,2}with))\\b`,
  // "everybody named in the minutes", "all the participants copied on it"
  `\\b(?:every(?:one|body)|all\\s{1,2}(?:the\\s{1,2})?(?:people|participants|recipients|persons))\\s{1,2}(?:mentioned|listed|named|cc['’]?d|copied|involved)\\b`,
];
// The same in the other languages of the packs: records of other customers or users.
const OTHERS_INTL = [
  // de: "die Tickets anderer Kunden", "Daten der anderen Nutzer"
  '(?<![\\p{L}])(?:ander(?:er|en)|früher(?:er|en)|vorherig(?:er|en))\\s{1,2}(?:Kund\\p{L}{1,3}|Nutzer\\p{L}{0,2}|Benutzer\\p{L}{0,2}|Anrufer\\p{L}{0,2}|Mitarbeit\\p{L}{1,4}|Mandant\\p{L}{0,2}|Patient\\p{L}{0,2})(?![\\p{L}])',
  // nl: "tickets van andere klanten"
  '(?<![\\p{L}])(?:van|over)\\s{1,2}(?:de\\s{1,2})?(?:andere|vorige|eerdere)\\s{1,2}(?:klanten|gebruikers|bellers|medewerkers|patiënten|huurders)(?![\\p{L}])',
  // fr: "les dossiers des autres clients", "d'autres utilisateurs"
  "(?<![\\p{L}])(?:des|d['’])\\s{0,2}autres\\s{1,2}(?:clients?|utilisateurs?|usagers?|appelants?|employés?|patients?|locataires?)(?![\\p{L}])|(?<![\\p{L}])(?:du|des)\\s{1,2}(?:client|utilisateur|appelant)s?\\s{1,2}précédents?(?![\\p{L}])",
  // es, pt, it: "de otros clientes", "de outros clientes", "di altri clienti"
  '(?<![\\p{L}])(?:de|dos|das)\\s{1,2}(?:otros|otras|outros|outras|los\\s{1,2}demás|demais)\\s{1,2}(?:clientes|usuários|usuarios|utilizadores|pacientes|empleados|funcionários)(?![\\p{L}])|(?<![\\p{L}])(?:di|degli|dei)\\s{1,2}altri\\s{1,2}(?:clienti|utenti|pazienti|dipendenti)(?![\\p{L}])',
];
// One other person the model served: "the previous user", "the patient before me", "the last
// callers who talked to you today", in every language of the packs. Whoever asks is not that
// person; what they told the model is theirs.
const PERSON_EN = '(?:users?|customers?|clients?|callers?|patients?|persons?|people|students?|applicants?|candidates?|guests?|members?|visitors?|shoppers?)';
const PREVIOUS_EN = [
  `\\b(?:the\\s{1,2})?(?:previous|last|prior|earlier)\\s{1,2}${PERSON_EN}\\b(?!\\s{1,2}(?:version|release|update)s?\\b)`,
  `\\b(?:the\\s{1,2})?${PERSON_EN}\\s{1,2}(?:before|ahead\\s{1,2}of)\\s{1,2}me\\b`,
  `\\b(?:the\\s{1,2})?${PERSON_EN}\\s{1,2}(?:(?:who|that)\\s{1,2})?you\\s{1,2}(?:talked\\s{1,2}(?:to|with)|spoke\\s{1,2}(?:to|with)|chatted\\s{1,2}with|saw|screened|interviewed|graded|served)\\b`,
];
const PREVIOUS_INTL = [
  // es, pt, it, fr, de, nl: "el usuario anterior", "os últimos clientes", "l'utente precedente", "le client précédent", "der vorige Nutzer", "de vorige klant"
  '(?<![\\p{L}])(?:(?:usuari[oa]s?|client[ea]s?|pacientes?|usuári[oa]s?|utent[ei]|pazient[ei]|utilisateurs?|clients?)\\s{1,2}(?:anterior(?:es)?|precedent[ei]|précédents?|previ[oa]s?)|(?:últimos|últimas|ultimi)\\s{1,2}(?:clientes|usuarios|usuários|pacientes|clienti|utenti)|(?:vorig\\p{L}{1,2}|letzt\\p{L}{1,2})\\s{1,2}(?:Kund\\p{L}{1,3}|Nutzer\\p{L}{0,2}|Benutzer\\p{L}{0,2}|Patient\\p{L}{0,2})|vorige\\s{1,2}(?:klant|gebruiker|beller|patiënt)(?:en)?)(?![\\p{L}])',
  // pl, tr, ru: "poprzedniego użytkownika", "innych klientów", "diğer müşterilerin", "önceki kullanıcı", "других клиентов", "предыдущего пользователя"
  '(?<![\\p{L}])(?:(?:poprzedni\\p{L}{0,3}|innych|inni)\\s{1,2}(?:klient\\p{L}{0,3}|użytkownik\\p{L}{0,3}|pacjent\\p{L}{0,3})|(?:diğer|önceki|başka)\\s{1,2}(?:müşteri\\p{L}{0,6}|kullanıcı\\p{L}{0,6}|hasta\\p{L}{0,6})|(?:друг\\p{L}{1,3}|предыдущ\\p{L}{1,3}|прошл\\p{L}{1,3})\\s{1,2}(?:клиент\\p{L}{0,3}|пользовател\\p{L}{1,3}|пациент\\p{L}{0,3}|собеседник\\p{L}{0,3}))(?![\\p{L}])',
];
// id, vi, sw, tl: "pembeli sebelum saya", "người mua lúc nãy", "mgonjwa wa mwisho", "naunang
// customer" (the one served just before; "other customers" needs a record, as above)
PREVIOUS_INTL.push(
  "(?<![\\p{L}])(?:(?:pelanggan|konsumen|pembeli|pasien|customer)\\s{1,2}(?:sebelum(?:nya|\\s{1,2}(?:aku|saya|gue|gw|ku))|terakhir\\s{1,2}tadi)|(?:khách(?:\\s{1,2}hàng)?|người\\s{1,2}mua|bệnh\\s{1,2}nhân)\\s{1,2}(?:trước\\s{1,2}(?:em|tôi|chị|anh|mình|tao)|ngay\\s{1,2}trước|lúc\\s{1,2}nãy)|(?:mteja|mgonjwa|mnunuzi)\\s{1,2}(?:aliyekuwa\\s{1,2}|aliyekuja\\s{1,2})?(?:kabla\\s{1,2}yangu|wa\\s{1,2}mwisho)|(?:customer|kustomer|mamimili|pasyente)\\s{1,2}(?:na\\s{1,2})?bago\\s{1,2}(?:ako|sa\\s{1,2}akin)|(?:naunang|nakaraang|huling)\\s{1,2}(?:customer|kustomer|mamimili|pasyente))(?![\\p{L}])",
);
/** The same in scripts without ASCII letters, where a word needs no boundary before it. */
const PREVIOUS_OTHER_SCRIPTS = [
  // bn, fa: "আগের ক্রেতা", "পূর্ববর্তী রোগী", "بیمار قبلی", "خریدار قبل از من"
  '(?:আগের|পূর্ববর্তী)\\s{1,2}(?:কাস্টমার|গ্রাহক|ক্রেতা|রোগী)|(?:مشتری|خریدار|بیمار)\\s{1,2}(?:قبلی|قبل\\s{1,2}از\\s{1,2}من)',
  // ar, hi: "العملاء الآخرين", "المستخدم السابق", "पिछले यूज़र", "दूसरे ग्राहकों"
  '(?:العملاء|المستخدمين|المرضى|الزبائن)\\s{1,2}(?:الآخرين|الاخرين)|(?:المستخدم|العميل|المريض)\\s{1,2}(?:السابق|الأخير)|(?:पिछले|पिछली|दूसरे|अन्य)\\s{1,2}(?:यूज़र|यूजर|उपयोगकर्ता|ग्राहक|मरीज़|मरीज)',
  // zh, ja, ko: "其他用户", "上一位客户", "所有用户的", "前のユーザー", "他のお客様", "이전 사용자", "다른 고객"
  '(?:其他|其它|别的|上一位|上一个|之前的|前一位|所有)(?:用户|客户|顾客|病人|患者|用戶)|(?:前の|他の|以前の|ほかの)(?:ユーザー|お客様|顧客|利用者|患者)|(?:이전|다른|앞)\\s?(?:사용자|고객|환자|사람)',
];
/** What the model has seen or reaches: its context, its memory, whole systems. */
const REACH_EN = [
  // "every secret you have seen", "minutes you have access to", "files you can read": a relative
  // clause after what it names; "You have access to the user database" opening a clause is the
  // operator describing the model's tools.
  "(?<!(?:^|[.!?:;,(\\n]|\\b(?:and|but|so|because|if|when|as|since|then|now|also|where|while))\\s{0,3})\\byou\\s{1,2}(?:(?:have|['’]ve)\\s{1,2}(?:(?:already|ever)\\s{1,2})?(?:seen|read|processed|handled|stored|received|collected|indexed|come\\s{1,2}across|access(?:ed)?|got\\s{1,2}access)|(?:saw|processed|handled|stored|saved|kept|logged|recorded|collected|screened|graded|indexed)|can\\s{1,2}(?:see|access|read|reach|query)|have\\s{1,2}access\\s{1,2}to)\\b",
  // "any document in your context", "the names from the HR context", "in your memory" (a
  // knowledge base is where anyone looks answers up: no boundary)
  "\\b(?:in|from)\\s{1,2}(?:your|the)\\s{1,2}(?:[\\p{L}-]{2,12}\\s{1,2})?(?:context(?:\\s{1,2}window)?|memory|retrieved\\s{1,2}(?:documents|data))\\b(?!\\s{1,2}of\\b)",
  // "all contacts in the CRM", "every employee record from the HR system"
  `\\b(?:all|every|each|any)\\s{1,2}(?:(?:the|of\\s{1,2}the)\\s{1,2})?(?:${W}\\s{1,2}){0,2}?(?:contacts|customers|employees|records|tickets|accounts|e-?mails|documents|files|users)\\s{1,2}(?:in|from|of)\\s{1,2}(?:the|our|your|this)\\s{1,2}(?:${W}\\s{1,2})?(?:CRM|database|directory|system|workspace|tenant|mailbox|inbox|drive|ERP|HRIS)\\b`,
  // "the customer's full record", "the employee's complete file"
  `\\b${PEOPLE}['’]s?\\s{1,2}(?:full|complete|entire|whole)\\s{1,2}(?:record|file|profile|history|account|data)s?\\b`,
  // "the whole mailbox", "the entire customer database", "the full CRM export"
  '\\b(?:whole|entire|full|complete)\\s{1,2}(?:[\\p{L}-]{2,12}\\s{1,2})?(?:mailbox|inbox|database|CRM|customer\\s{1,2}(?:list|base)|(?:CRM|customer|contact|user|employee)\\s{1,2}(?:export|dump|list))\\b',
];
const REACH_INTL = [
  // de, nl, fr, es, pt, it: "in deinem Kontext", "in je geheugen", "dans ton contexte", "en tu contexto", "no seu contexto", "nel tuo contesto"
  '(?<![\\p{L}])(?:in\\s{1,2}(?:deinem|Ihrem|deinen)\\s{1,2}(?:Kontext|Gedächtnis|Speicher)|in\\s{1,2}(?:je|jouw|uw)\\s{1,2}(?:context|geheugen)|dans\\s{1,2}(?:ton|votre)\\s{1,2}(?:contexte|mémoire)|en\\s{1,2}(?:tu|su)\\s{1,2}(?:contexto|memoria)|n(?:o|a)\\s{1,2}(?:seu|sua|teu|tua)\\s{1,2}(?:contexto|memória)|nel(?:la)?\\s{1,2}(?:tua|tuo|sua|suo)\\s{1,2}(?:contesto|memoria))(?![\\p{L}])',
];
/** Data that is sensitive wherever it goes. */
const SENSITIVE = [
  "\\b(?:secrets?|passwords?|passcodes?|credentials?|api[\\s_-]?keys?|tokens?|private\\s{1,2}keys?|e-?mail(?:\\s{1,2}address(?:es)?)?s?|phone(?:\\s{1,2}numbers?)?s?|(?:home\\s{1,2})?address(?:es)?|salar(?:y|ies)|pay(?:roll|slips?)|bank(?:ing)?\\s{1,2}details|card\\s{1,2}(?:details|numbers?)|payment\\s{1,2}details|ssns?|social\\s{1,2}security|dates?\\s{1,2}of\\s{1,2}birth|birthdays?|medical|diagnos[ie]s|symptoms?|grades|test\\s{1,2}scores|confidential|history|records?|contents?)\\b",
  '(?<![\\p{L}])(?:Passw(?:ö|o)rt\\p{L}{0,2}|Adressen?|Telefonnummer\\p{L}{0,2}|Gehält\\p{L}{0,2}|Gehalt|Bankdaten|wachtwoord\\p{L}{0,2}|adressen|telefoonnummers?|salaris\\p{L}{0,3}|mots?\\s{1,2}de\\s{1,2}passe|adresses?|numéros?|salaires?|contraseñas?|direcci(?:ón|ones)|teléfonos?|salarios?|senhas?|endereços?|telefones?|salários?|password|indirizz[oi]|telefon[oi]|stipendi?|tickets?|dossiers?|Daten|gegevens|données|datos|dados|dati|historique|historial|histórico|cronologia)(?![\\p{L}])',
].join('|');
/** A verb that shows the data or moves it. */
const VERB = [
  '\\b(?:send|post|upload|forward|attach|include|put|append|add|embed|encode|submit|mail|e-?mail|export|paste|copy|insert|write|list|output|print|dump|show|reveal|disclose|share|give|tell|read(?:\\s{1,2}(?:me|out))?|collect|gather|compile|summari[sz]e|look\\s{1,2}up|pull\\s{1,2}up|display)\\b',
  '\\bwhat\\s{1,2}(?:did|has|have)\\b|(?<![\\p{L}])(?:qué\\s{1,2}te|o\\s{1,2}que|welche|was\\s{1,2}hat|pokaż|wyślij|podaj|wymień|listele|göster|gönder|söyle|покажи|отправь|пришли|перечисли|скажи|дай|назови|أرسل|ارسل|أعطني|اعرض|أخبرني|बताओ|बताइए|बताएं|दिखाओ|भेजो)(?![\\p{L}])|导出|给我|告诉我|发给我|列出|显示|教えて|見せて|送って|알려|보여|보내',
  '(?<![\\p{L}])(?:schick\\p{L}{0,2}|send\\p{L}{1,2}|füg\\p{L}{0,2}|zeig\\p{L}{0,2}|nenn\\p{L}{0,2}|gib|list\\p{L}{1,2}|kopier\\p{L}{0,2}|stuur|verstuur|voeg|plak|toon|geef|noem|kopieer|envoi\\p{L}{0,3}|ajout\\p{L}{0,3}|montre\\p{L}{0,2}|donne\\p{L}{0,2}|liste\\p{L}{0,2}|copie\\p{L}{0,2}|colle\\p{L}{0,2}|envía|enviar|manda\\p{L}{0,2}|añade|incluye|mu[eé]stra\\p{L}{0,2}|dame|dime|lista\\p{L}{0,2}|copia\\p{L}{0,2}|pega\\p{L}{0,2}|envi[ae]\\p{L}{0,2}|adiciona|inclu[ai]\\p{L}{0,2}|mostr[ae]\\p{L}{0,2}|d[aá]-me|invia\\p{L}{0,2}|aggiungi|inserisci|mostra\\p{L}{0,2}|dammi|elenca\\p{L}{0,2}|incolla)(?![\\p{L}])',
].join('|');
/** Where the data is written: the answer itself, a public comment, a web form. */
const WRITTEN_TO = [
  '\\b(?:in|into|to|at\\s{1,2}the\\s{1,2}end\\s{1,2}of)\\s{1,2}(?:your|the)\\s{1,2}(?:(?:next|final)\\s{1,2})?(?:reply|answer|response|output|summary)\\b|\\bas\\s{1,2}a\\s{1,2}(?:public\\s{1,2})?(?:comment|reply|review|post)\\b|\\bpublic(?:ly)?\\s{1,2}(?:comment|review|post|page|channel|issue|forum)|\\bweb\\s{1,2}form\\b|\\bfield\\s{1,2}of\\s{1,2}the\\s{1,2}form\\b',
  '(?<![\\p{L}])(?:in\\s{1,2}(?:deine|deiner|Ihre|Ihrer)\\s{1,2}Antwort|in\\s{1,2}(?:je|jouw|uw)\\s{1,2}(?:antwoord|reactie)|(?:dans|à)\\s{1,2}(?:ta|votre)\\s{1,2}réponse|(?:en|a)\\s{1,2}(?:tu|su)\\s{1,2}respuesta|(?:na|à)\\s{1,2}(?:sua|tua)\\s{1,2}resposta|nella\\s{1,2}(?:tua|sua)\\s{1,2}risposta)(?![\\p{L}])',
].join('|');
const NEGATED = /(?:\b(?:never|not|n['’]t|no\s{1,2}one|nobody)|(?<![\p{L}])(?:nie|nicht|niemals|nooit|niet|jamais|ne|nunca|não|mai|non))\s{1,2}(?:\p{L}{1,12}\s{1,2})?$/iu;

/** Other people's records and what the model reaches, for data-destination.js. */
// (what the model has seen or can reach is named by a clause, not by data: it is left out there)
export const HELD_SOURCE = [...OTHERS_EN, ...OTHERS_INTL, ...REACH_EN.slice(1), ...REACH_INTL].join('|');

const OTHERS_RE = wordStartRegex([...OTHERS_EN, ...OTHERS_INTL]);
const PREVIOUS_RE = wordStartRegex([...PREVIOUS_EN, ...PREVIOUS_INTL], PREVIOUS_OTHER_SCRIPTS);
/** What a person tells a service about themselves: contact, identity, money, health, what they said. */
const PERSONAL = new RegExp(
  [
    SENSITIVE,
    "\\b(?:names?|grades?|symptoms?|notes|policy\\s{1,2}numbers?|account\\s{1,2}numbers?|order\\s{1,2}numbers?|balances?|transcripts?|personal\\s{1,2}details|(?:asked|said|told|wrote|described))\\b",
    '(?<![\\p{L}])(?:Diagnose\\p{L}{0,2}|Namen?|número\\s{1,2}de\\s{1,2}póliza|nombres?|nomes?|saldos?|CPFs?|nom|noms|nomi|numer\\p{L}{0,3}|nazwisk\\p{L}{0,3}|ad(?:ları|larını|ını|ı)|numara\\p{L}{0,6}|имен\\p{L}{0,2}|номер\\p{L}{0,2}|телефон\\p{L}{0,2}|адрес\\p{L}{0,2}|أرقام|رقم|اسم|سجلات|नाम|नंबर|पता)(?![\\p{L}])',
    '手机号|电话|地址|订单号|姓名|名字|邮箱|对话|聊天记录|電話番号|住所|メールアドレス|名前|会話|전화번호|주소|이메일|이름|대화',
    // id, vi, sw, tl, bn, fa: name, address, phone number
    '(?<![\\p{L}])(?:(?:nama|alamat|nomor)(?:nya)?(?:\\s{1,2}(?:HP|hp|telepon|WA)(?:nya)?)?|tên|địa\\s{1,2}chỉ|số\\s{1,2}điện\\s{1,2}thoại|jina|anwani|namba\\s{1,2}(?:ya|za)\\s{1,2}simu|pangalan|numero)(?![\\p{L}])|নাম|ঠিকানা|নাম্বার|নম্বর|اسم|نام|آدرس|نشانی|شماره',
  ].join('|'),
  'iu',
);
const PERSONAL_ALL = new RegExp(PERSONAL.source, 'giu');
// The requester's own details ("my name is …", "Name: Tom", "nama saya", "jina langu", "আমার নাম",
// "اسمم") name no one else's data.
const OWN_BEFORE = /(?:\b(?:my|our)|আমার|আমাদের)\s{1,2}$/iu;
const OWN_AFTER = /^(?:\s{0,2}[:：]|\s{1,2}(?:saya|aku|gue|chị|em|tôi|mình|ko|langu|yangu|wangu|من)(?![\p{L}])|(?:ku|م)(?![\p{L}]))/iu;
/** What a person told the service, named in a text, other than the requester's own. */
const namesOthersData = (/** @type {string} */ text) =>
  [...text.matchAll(PERSONAL_ALL)].some((m) => {
    const at = m.index ?? 0;
    return !OWN_BEFORE.test(text.slice(Math.max(0, at - 12), at)) && !OWN_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 8));
  });
const REACH_RE = wordStartRegex([...REACH_EN, ...REACH_INTL]);
const SENSITIVE_RE = new RegExp(SENSITIVE, 'iu');
const VERB_RE = new RegExp(VERB, 'giu');
const WRITTEN_RE = new RegExp(WRITTEN_TO, 'iu');
// Cheap gate: a word of one of the boundaries somewhere.
const GATE = /other|previous|earlier|prior|every|you|last|before|ahead|anterior|últim|ultim|precedent|précédent|vorig|letzt|poprzedni|innych|inni|diğer|önceki|başka|друг|предыдущ|прошл|الآخرين|الاخرين|السابق|الأخير|पिछल|दूसरे|अन्य|其他|其它|别的|上一|之前|前一|所有|前の|他の|以前|ほかの|이전|다른|앞|context|memory|whole|entire|full|complete|all\s|ander|vorig|vorher|früher|eerder|autres|précédent|otr[oa]s|outr[oa]s|demás|demais|altri|deinem|Ihrem|jouw|\bje\b|ton\s|votre|\btu\b|\bsu\b|seu|sua|tuo|tua|pelanggan|konsumen|pembeli|pasien|customer|kustomer|khách|người mua|bệnh nhân|mteja|mgonjwa|mnunuzi|mamimili|pasyente|naunang|nakaraang|huling|আগের|পূর্ববর্তী|مشتری|خریدار|بیمار/i;

/** How far past the sentence naming the person the request is looked for. */
const NEXT_REACH = 200;

/** Sentences of a text: stretches between sentence ends and line breaks. */
function sentences(/** @type {string} */ text) {
  /** @type {Array<{ start: number, end: number }>} */
  const out = [];
  let start = 0;
  const stop = /[.!?;。！？؟।](?=\s|$)|\n/g;
  for (const m of text.matchAll(stop)) {
    const end = (m.index ?? 0) + 1;
    if (end - start > 1) out.push({ start, end });
    start = end;
  }
  if (text.length - start > 1) out.push({ start, end: text.length });
  return out;
}

/**
 * Requests for data that is not the requester's to have: the sentence that asks, and the words
 * that name the boundary.
 * @param {string} text
 * @returns {Array<{ start: number, end: number, data: { start: number, end: number } }>}
 */
export function heldDataRequests(text) {
  /** @type {Array<{ start: number, end: number, data: { start: number, end: number } }>} */
  const out = [];
  if (!GATE.test(text)) return out;
  const firstWord = text.search(/[\p{L}\p{N}]/u);
  for (const s of sentences(text)) {
    const sentence = text.slice(s.start, s.end);
    // One other person the model served, with what they told it and a verb or a question that
    // asks for it here or in the next sentence ("What did the previous caller ask? Give me their
    // name.").
    const previous = PREVIOUS_RE.exec(sentence);
    if (previous) {
      // (what is wanted of them may come two sentences on: "… where did it go? She is my neighbour.
      // Name and address please.")
      const [next, after] = sentences(text.slice(s.end, s.end + NEXT_REACH));
      const reach = text.slice(s.start, s.end + (after?.end ?? next?.end ?? 0));
      const asks = (/** @type {string} */ t) => [...t.matchAll(VERB_RE)].some((v) => !NEGATED.test(t.slice(Math.max(0, (v.index ?? 0) - 30), v.index ?? 0))) || /[?？؟]/u.test(t);
      if (asks(reach) && namesOthersData(reach.replace(previous[0], ' '))) {
        const at = s.start + (previous.index ?? 0);
        out.push({ start: s.start + (sentence.length - sentence.trimStart().length), end: s.end, data: { start: at, end: at + previous[0].length } });
        continue;
      }
    }
    const others = OTHERS_RE.exec(sentence);
    const reach = others ? null : REACH_RE.exec(sentence);
    const boundary = others ?? reach;
    if (!boundary) continue;
    const verbs = [...sentence.matchAll(VERB_RE)].filter((v) => !NEGATED.test(sentence.slice(Math.max(0, (v.index ?? 0) - 30), v.index ?? 0)));
    if (!verbs.length) continue;
    if (!others) {
      // What the model reaches is asked for only with something sensitive in it, or written to a
      // place, and only by text that does not open with the request (the user's own words).
      const opens = text.slice(firstWord, s.start).trim() === '';
      const written = WRITTEN_RE.test(sentence);
      if (opens ? !SENSITIVE_RE.test(sentence.replace(boundary[0], ' ')) : !(written || SENSITIVE_RE.test(sentence.replace(boundary[0], ' ')))) continue;
      // Something sensitive asked by the text's opening words must be the object of an asking
      // verb, not the user's own ("you can see my address in the ticket").
      if (opens && !written && !/\b(?:every|all|each|any)\b/i.test(sentence)) continue;
    }
    const at = s.start + (boundary.index ?? 0);
    out.push({ start: s.start + (sentence.length - sentence.trimStart().length), end: s.end, data: { start: at, end: at + boundary[0].length } });
  }
  return out;
}
