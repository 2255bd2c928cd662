// @ts-check
// The setup lexicon of setup-request.js and setup-override.js in eight more languages: Indonesian,
// Vietnamese, Swahili, Tagalog, Bengali, Persian, Romanian and Hebrew. Each list names the same part of the move as
// its counterpart there: the noun for the model's instructions, what makes them the model's own (a
// receipt, "when you were set up", or a possessive that these languages put after the noun or glue
// to it), a faithful-copy cue, a verb that gets the text out, a cue that the setup has lapsed, and
// words that name the model's world. Scripts without ASCII letters take no word boundary, as in
// the Arabic and Hindi lists there.

// Bengali ya with nukta is written composed (U+09DF) or decomposed (U+09AF U+09BC).
const Y = '(?:\u09DF|\u09AF\u09BC)';

/** Nouns for the model's instructions, rules or configuration. */
export const NOUNS_MORE = [
  // id, vi, sw, tl
  '(?<![\\p{L}])(?:instruksi\\p{L}{0,3}|aturan(?:nya|mu)?|arahan(?:nya|mu)?|petunjuk(?:nya|mu)?|pedoman(?:nya|mu)?|konfigurasi(?:nya|mu)?|(?:prompt|pesan)\\s{1,2}(?:sistem|awal)|hướng\\s{1,2}dẫn|chỉ\\s{1,2}dẫn|chỉ\\s{1,2}thị|quy\\s{1,2}tắc|quy\\s{1,2}định|cấu\\s{1,2}hình|(?:lời\\s{1,2}nhắc|tin\\s{1,2}nhắn)\\s{1,2}hệ\\s{1,2}thống|maagizo|maelekezo|kanuni|miongozo|mipangilio|usanidi|ujumbe\\s{1,2}wa\\s{1,2}mfumo|tagubilin|panuto|patakaran|alituntunin)(?![\\p{L}])',
  // bn, fa
  // ro, he (Hebrew glues its article and prepositions to the noun: "ההוראות", "להנחיות")
  '(?<![\\p{L}])(?:instruc[țţ]iun\\p{L}{1,5}|regul\\p{L}{1,4}|configura[țţ]i\\p{L}{0,3}|(?:prompt|mesaj)(?:ul)?\\s{1,2}(?:de\\s{1,2})?sistem\\p{L}{0,3})(?![\\p{L}])|(?:הוראות|הנחיות|כללים|הגדרות|(?:פרומפט|הודעת)\\s{1,2}(?:ה)?מערכת)',
  `(?:নির্দেশনা|নির্দেশাবলী|নির্দেশ|নি${Y}মাবলী|নি${Y}ম|কনফিগারেশন|সিস্টেম\\s{1,2}(?:প্রম্পট|বার্তা|মেসেজ)|دستورالعمل|دستورات|دستورها|دستور|قوانین|تنظیمات|پیکربندی|(?:پرامپت|پیام)\\s{1,2}سیستم)`,
];

/** Literal stems of the nouns above, in lower case, for the cheap gates. */
export const NOUN_STEMS_MORE = ['instruksi', 'aturan', 'arahan', 'petunjuk', 'pedoman', 'konfigurasi', 'hướng dẫn', 'chỉ dẫn', 'chỉ thị', 'quy tắc', 'quy định', 'cấu hình', 'hệ thống', 'maagizo', 'maelekezo', 'kanuni', 'miongozo', 'mipangilio', 'usanidi', 'mfumo', 'tagubilin', 'panuto', 'patakaran', 'alituntunin', 'নির্দেশ', 'instrucțiun', 'instrucţiun', 'regul', 'configura', 'הוראות', 'הנחיות', 'כללים', 'הגדרות', 'নি\u09DFম', 'নি\u09AF\u09BCম', 'কনফিগারেশন', 'সিস্টেম', 'دستور', 'قوانین', 'تنظیمات', 'پیکربندی', 'سیستم'];

/** Nouns that only a model's setup has: a system prompt or message, a first prompt. */
export const SYSTEM_NOUNS_MORE = '(?:prompt|pesan)\\s{1,2}(?:sistem|awal)|(?:lời\\s{1,2}nhắc|tin\\s{1,2}nhắn)\\s{1,2}hệ\\s{1,2}thống|ujumbe\\s{1,2}wa\\s{1,2}mfumo|সিস্টেম\\s{1,2}(?:প্রম্পট|বার্তা|মেসেজ)|(?:پرامپت|پیام)\\s{1,2}سیستم';

/** What makes the setup the model's own: given to it, received by it, set when it was set up. */
export const RECEIPT_MORE = [
  // id: "diberikan kepada anda", "yang anda terima", "saat kamu dikonfigurasi", "di awal percakapan"
  '(?<![\\p{L}])(?:(?:di)?(?:kasih|kasi|beri|berikan)\\s{1,2}(?:ke|kepada|buat|untuk)\\s{1,2}(?:kamu|anda|kau|lu|lo)|yang\\s{1,2}(?:kamu|anda|kau)\\s{1,2}(?:terima|dapat(?:kan)?|dapet)|(?:waktu|saat|ketika|pas)\\s{1,2}(?:kamu|anda|kau|lu|lo)\\s{1,2}(?:pertama\\s{1,2}(?:kali\\s{1,2})?)?(?:di-?setting|di-?set(?:\\s{1,2}up)?|di-?setup|diatur|dikonfigurasi|dipasang|diprogram|dibuat)|(?:di\\s{1,2})?awal\\s{1,2}(?:percakapan|obrolan|chat))(?![\\p{L}])',
  // vi: "giao cho bạn", "bạn đã nhận được", "lúc bạn được thiết lập", "từ đầu cuộc trò chuyện"
  '(?<![\\p{L}])(?:(?:giao|đưa|cài|cấp|viết|dặn)\\s{1,2}(?:sẵn\\s{1,2})?cho\\s{1,2}(?:bạn|em|mày|cậu)|(?:bạn|em|mày|cậu)\\s{1,2}(?:đã\\s{1,2})?(?:nhận\\s{1,2}được|được\\s{1,2}(?:giao|cài|cài\\s{1,2}đặt|thiết\\s{1,2}lập|cấu\\s{1,2}hình|lập\\s{1,2}trình))|lúc\\s{1,2}(?:bạn|em)\\s{1,2}(?:được\\s{1,2})?(?:cài|tạo|thiết\\s{1,2}lập)|(?:từ|ở)\\s{1,2}đầu\\s{1,2}(?:cuộc\\s{1,2})?(?:trò\\s{1,2}chuyện|hội\\s{1,2}thoại|chat))(?![\\p{L}])',
  // sw: "ulizopewa", "ulizopokea", "ulipoanzishwa", "mwanzoni mwa mazungumzo"
  '(?<![\\p{L}])(?:uli(?:yo|zo|lo|o)?pewa|uli(?:yo|zo|lo|o)?ambiwa|uli(?:yo|zo|lo)pokea|ulipo(?:wekwa|undwa|anzishwa|tengenezwa|pangwa|sanidiwa)|mwanzoni\\s{1,2}mwa\\s{1,2}(?:mazungumzo|gumzo))(?![\\p{L}])',
  // tl: "ibinigay sa iyo", "natanggap mo", "noong na-set up ka", "sa simula ng usapan"
  "(?<![\\p{L}])(?:i?binigay\\s{1,2}(?:sa\\s{0,2}['’]?yo|sa\\s{1,2}iyo|sayo)|natanggap\\s{1,2}mo|(?:nung|noong|nang)\\s{1,2}(?:i?sinet-?up|na-?set\\s{0,2}up|in-?setup|ni-?set\\s{0,2}up|kinonfigure|ginawa)\\s{1,2}(?:ka|kita)|sa\\s{1,2}(?:simula|umpisa)\\s{1,2}ng\\s{1,2}(?:usapan|chat))(?![\\p{L}])",
  // ro: "primite", "pe care le-ai primit", "date ție", "la începutul conversației"; he: "שקיבלת", "שניתנו לך", "בתחילת השיחה"
  '(?<![\\p{L}])(?:primit[ea]|le-?ai\\s{1,2}primit|(?:date|oferite|transmise)\\s{1,2}(?:ție|ţie|[țţ]i)|la\\s{1,2}(?:[îi]nceputul|startul)\\s{1,2}(?:conversa[țţ]iei|discu[țţ]iei|chatului))(?![\\p{L}])|שקיבלת|שניתנ(?:ו|ה)\\s{1,2}לך|שנתנו\\s{1,2}לך|בתחילת\\s{1,2}(?:ה)?שיחה',
  // bn: "আপনাকে … দেওয়া", "সেট আপ করার সময়", "কথোপকথনের শুরুতে"; fa: "به تو دادند", "موقع نصب", "اول چت"
  `(?:(?:তোমাকে|আপনাকে|তোকে)[^।\\n]{0,30}?(?:দেও|দে)${Y}া|সেটআপের\\s{1,2}সম${Y}|সেট\\s{0,2}আপ\\s{1,2}করার\\s{1,2}সম${Y}|কথোপকথনের\\s{1,2}শুরুতে|(?:بهت|به\\s{1,2}تو|به\\s{1,2}شما|بهتون)\\s{1,2}(?:[^\\s.،!؟]{1,12}\\s{1,2})?(?:دادن|دادند|داده‌?اند|داده\\s{1,2}شده|گفتن|گفتند)|موقع\\s{1,2}(?:تنظیم|راه‌?\\s?اندازی|ساخت|نصب)|(?:اول|ابتدای)\\s{1,2}(?:گفتگو|چت))`,
].join('|');

/** A first or original setup ("pedoman asli", "quy tắc gốc", "kanuni za awali", "প্রাথমিক", "اصلی"). */
export const INITIAL_MORE = '(?<![\\p{L}])(?:awal|asli|ban\\s{1,2}đầu|(?:ya|za)\\s{1,2}(?:mwanzo|awali)|unang|orihinal|ini[țţ]iale|originale)(?![\\p{L}])|প্রথম|প্রাথমিক|اولیه|اصلی|המקוריות|הראשוניות|ההתחלתיות';

/** An earlier setup: the one before this message ("ya awali", "naunang", "আগের", "anterioare", "הקודמות"). */
export const PRIOR_MORE = '(?<![\\p{L}])(?:sebelumnya|trước\\s{1,2}đó|(?:ya|za|la|wa)\\s{1,2}(?:awali|zamani|mwanzo)|(?:zilizo|yaliyo|uliyo)pita|nauna(?:ng)?|dati(?:ng)?|lumang|anterioare|precedente|vechile|ini[țţ]iale)(?![\\p{L}])|আগের|পূর্ববর্তী|পুরোনো|পুরনো|قبلی|הקודמות|הקודמים|הקודמת|הישנות|הישנים';

/**
 * A message that puts itself in the setup's place, as the verb that does it ("replaces",
 * "inachukua nafasi ya", "papalit sa", "জা\u09DFগা নেবে", "înlocuiește", "מחליפה").
 */
export const SUPERSEDES_MORE = [
  '(?<![\\p{L}])(?:menggantikan|thay\\s{1,2}thế(?:\\s{1,2}cho)?|(?:i|u|zi|li|ya)nachukua\\s{1,2}nafasi\\s{1,2}(?:ya|za)|(?:i|u|zi|li|ya)nafuta|(?:papalit|pumapalit|pinapalitan|ipinapalit)(?:\\s{1,2}sa)?|[îi]nlocuie[șş]te|[îi]nlocuiesc|anuleaz[ăa])(?![\\p{L}])',
  `জা${Y}গা\\s{1,2}(?:নেবে|নিল|নি${Y}েছে)|বদলে\\s{1,2}দেবে|جایگزین\\s{1,2}(?:می‌?کند|میشه|می\\s{1,2}شود)|מחליפ(?:ה|ים|ות)?(?=\\s)|מבטל(?:ת|ים|ות)?(?=\\s)`,
].join('|');

/** "Your" after the noun, glued to it or after a word or two ("kanuni zako", "quy tắc gốc của bạn", "قوانینت", "اصلی‌ات"). */
export const POSSESSIVE_AFTER_RE = /^(?:(?:\s{1,2}[\p{L}\p{M}'’-]{1,20}){0,3}?\s{1,2}(?:yako|zako|wako|lako|kamu|anda|mu|lo|lu|kau|của\s{1,2}(?:bạn|em|mày|cậu)|mo|niyo)(?![\p{L}])|\u200c?(?:ات|ت)(?![\p{L}])|\s{1,2}[\p{L}\p{M}]{1,12}\u200c(?:ات|ت)(?![\p{L}]))/u;
/** "Your" before the noun in Bengali, and glued to it in Indonesian ("instruksimu"). */
export const POSSESSIVE_MORE = '(?:তোমার|আপনার|তোর)';
export const GLUED_POSSESSIVE_RE = /^(?:instruksi|aturan|arahan|petunjuk|pedoman|konfigurasi)mu$/iu;

/** Faithful-copy cues: word for word, exactly, unchanged, nothing left out. */
export const FAITHFUL_MORE = [
  '(?<![\\p{L}])(?:kata\\s{1,2}(?:per|demi)\\s{1,2}kata|persis|apa\\s{1,2}adanya|tanpa\\s{1,2}(?:diubah|diedit|disingkat|dikurangi)|(?:teks|isi)\\s{1,2}(?:lengkap|utuh)|nguyên\\s{1,2}văn|từng\\s{1,2}(?:chữ|câu|dòng)|y\\s{1,2}nguyên|toàn\\s{1,2}văn|không\\s{1,2}(?:sửa|bỏ\\s{1,2}sót|lược)|neno\\s{1,2}kwa\\s{1,2}neno|kama\\s{1,2}(?:yalivyo|ilivyo|zilivyo)|bila\\s{1,2}kubadilisha|maandishi\\s{1,2}kamili|usiache|salita\\s{1,2}(?:sa|por)\\s{1,2}salita|eksakto(?:ng)?|walang\\s{1,2}(?:binago|babaguhin|labis|kulang))(?![\\p{L}])',
  // ro, he
  '(?<![\\p{L}])(?:cuv[âa]nt\\s{1,2}cu\\s{1,2}cuv[âa]nt|[îi]ntocmai|textul\\s{1,2}(?:complet|integral))(?![\\p{L}])|מילה\\s{1,2}במילה|כלשונ(?:ן|ם|ו|ה)|במלואן|במלואם|במלואו',
  'হুবহু|শব্দে\\s{1,2}শব্দে|অবিকল|বাদ\\s{1,2}দিও\\s{1,2}না|কিছু\\s{1,2}বাদ\\s{1,2}না|کلمه\\s{1,2}به\\s{1,2}کلمه|متن\\s{1,2}(?:دقیق|کامل)|بدون\\s{1,2}تغییر|عیناً|عینا|مو\\s{1,2}به\\s{1,2}مو|از\\s{1,2}خط\\s{1,2}اول',
].join('|');

/** Verbs and formats that copy, show or transform a text. */
export const OUT_MORE = [
  '(?<![\\p{L}])(?:tempel(?:kan|in)?|salin(?:kan)?|ulang(?:i|in)|tulis(?:kan|in)?|tampilkan|tunjukkan|tunjukin|terjemah(?:kan|in)?|ringkas(?:kan)?|rangkum|cetak|sebutkan|bocorkan|kasih\\s{1,2}(?:tau|tahu|liat|lihat)|beritahu(?:kan)?|dán|chép|lặp\\s{1,2}lại|viết\\s{1,2}ra|in\\s{1,2}ra|hiển\\s{1,2}thị|cho\\s{1,2}(?:xem|biết)|dịch(?!\\s{1,2}vụ)|tóm\\s{1,2}tắt|liệt\\s{1,2}kê|khối\\s{1,2}code|(?:u|ni|tu|ku)?(?:bandik|nakil|ambi|rudi[ae]|andik|onyesh|tafsiri|fupish|orodhesh)\\p{L}{0,4}|i-?paste|ulitin|isulat|ipakita|isalin|i-?translate|i-?summarize|ilista|i-?type)(?![\\p{L}])',
  // ro, he
  '(?<![\\p{L}])(?:scrie(?:-mi)?|copiaz[ăa](?:-mi)?|lipe[șş]te(?:-mi)?|repet[ăa]|afi[șş]eaz[ăa]|arat[ăa](?:-mi)?|tradu|rezum[ăa])(?![\\p{L}])|הדבק|העתק|תכתוב|כתוב|חזור\\s{1,2}על|הצג|תרגם|סכם',
  'পেস্ট|কপি|লেখো|লিখে\\s{1,2}দাও|লিখো|দেখাও|অনুবাদ|সংক্ষেপ|পুনরাবৃত্তি|تکرار|بنویس|بذار|بگذار|کپی|ترجمه|خلاصه|نشون\\s{1,2}بده|نشان\\s{1,2}بده|بلوک\\s{1,2}کد',
].join('|');

/** Cues that the setup no longer holds: not valid any more, replaced, cancelled, out of date. */
export const LAPSED_MORE = [
  '(?<![\\p{L}])(?:(?:sudah|udah|sdh)\\s{1,2}(?:tidak|nggak|gak|ga|tak)\\s{1,2}berlaku|tidak\\s{1,2}berlaku\\s{1,2}lagi|(?:sudah|udah)\\s{1,2}(?:diganti|dicabut|dibatalkan|kedaluwarsa|kadaluarsa|usang)|diganti(?:kan)?\\s{1,2}(?:dengan|oleh)|không\\s{1,2}còn\\s{1,2}(?:hiệu\\s{1,2}lực|áp\\s{1,2}dụng|giá\\s{1,2}trị)|không\\s{1,2}áp\\s{1,2}dụng|hết\\s{1,2}hiệu\\s{1,2}lực|đã\\s{1,2}(?:bị\\s{1,2})?(?:hủy|huỷ|thay\\s{1,2}thế|thay\\s{1,2}đổi)|lỗi\\s{1,2}thời|hayatumiki|hazitumiki|hayana\\s{1,2}nguvu|hazina\\s{1,2}nguvu|(?:yame|zime)(?:futwa|badilishwa)|si\\s{1,2}halali\\s{1,2}tena|luma\\s{1,2}na|(?:hindi|di)\\s{1,2}na\\s{1,2}(?:valid|applicable|epektibo|umiiral)|pinalitan|binawi|wala\\s{1,2}nang\\s{1,2}bisa)(?![\\p{L}])',
  // ro, he: no longer valid, cancelled, replaced, out of date
  '(?<![\\p{L}])(?:nu\\s{1,2}mai\\s{1,2}(?:sunt\\s{1,2}valabile|este\\s{1,2}valabil\\p{L}{0,2}|se\\s{1,2}aplic[ăa]|[îi]n\\s{1,2}vigoare)|(?:au\\s{1,2}fost|sunt)\\s{1,2}(?:anulate|[îi]nlocuite|suspendate|revocate|ridicate)|[îi]nvechit\\p{L}{0,3}|expirat\\p{L}{0,2})(?![\\p{L}])|בוטל(?:ו|ה)?(?![\\p{L}])|מבוטל(?:ות|ים)|(?:כבר\\s{1,2})?לא\\s{1,2}(?:תקפ(?:ות|ים|ה)|בתוקף|חל(?:ות|ים))|מיושנ(?:ות|ים|ת|ה)|פג\\s{1,2}תוקפ\\p{L}{0,2}',
  `আর\\s{1,2}(?:চলবে|খাটবে)\\s{1,2}না|আর\\s{1,2}(?:প্রযোজ্য|কার্যকর|বৈধ)\\s{1,2}ন${Y}|বাতিল|বদলে\\s{1,2}(?:গেছে|দি${Y}েছে|ফেলেছে)|(?:دیگه|دیگر)\\s{1,2}(?:اعتبار|معتبر|قبول)|اعتبار\\s{1,2}(?:نداره|ندارد)|باطل|لغو\\s{1,2}شد|منسوخ|جایگزین\\s{1,2}شد`,
].join('|');

/** Words that put the stretch in the model's world: a bot or an assistant, the time it was set up. */
export const MODEL_WORLD_MORE = [
  '(?<![\\p{L}])(?:asisten|trợ\\s{1,2}lý|msaidizi|roboti|(?:waktu|saat|pas)\\s{1,2}(?:kamu\\s{1,2})?(?:di-?)?(?:setup|setting|set\\s{1,2}up)|disetting|(?:lúc\\s{1,2}(?:bạn|em)\\s{1,2}được\\s{1,2})?cài\\s{1,2}(?:đặt\\s{1,2})?cho\\s{1,2}(?:bạn|em)|ulipowekwa|ulipoundwa|ulipoanzishwa|(?:i?sinet-?up|na-?set\\s{0,2}up|in-?setup)\\s{1,2}ka)(?![\\p{L}])',
  // ro, he
  '(?<![\\p{L}])(?:asistent\\p{L}{0,4}|bot(?:ul|ului|ii)?|model(?:ul)?\\s{1,2}de\\s{1,2}limbaj|inteligen[țţ]\\p{L}{1,2}\\s{1,2}artificial\\p{L}{0,2})(?![\\p{L}])|בוט|העוזר|הצ\'אט|מודל\\s{1,2}(?:ה)?שפה|בינה\\s{1,2}מלאכותית',
  `বট|সেটআপের\\s{1,2}সম${Y}|ربات|چت‌?بات|موقع\\s{1,2}(?:تنظیم|راه‌?\\s?اندازی)`,
].join('|');
