// Country profiles: native names, local address / phone / date formats, id schemes, banks.
import * as I from './ids.mjs';
import { asciiDigits } from './checksums.mjs';

const pad = (n, w) => String(n).padStart(w, '0');
const sp = (s) => s.split('|');
const pairs = (s) => s.split('|').map((x) => x.split('/'));
export const toArabicDigits = (s) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[d]);
export const toDevanagariDigits = (s) => s.replace(/\d/g, (d) => '०१२३४५६७८९'[d]);
export const toFullWidth = (s) => s.replace(/[0-9A-Za-z-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

// ---------------------------------------------------------------- name pools
// Latin pools: given_m, given_f, family. Non-Latin pools use native/latin pairs.
const P = {
  en_us: { m: sp('James|Michael|Robert|David|Daniel|Christopher|Anthony|Kevin|Brian|Tyler|Marcus|Jordan'), f: sp('Jennifer|Jessica|Ashley|Emily|Sarah|Megan|Lauren|Rachel|Nicole|Hannah|Brianna|Kayla'), fam: sp("Miller|Davis|Garcia|Rodriguez|Wilson|Martinez|Anderson|Thomas|Moore|Jackson|Thompson|Harris|Clark|Lewis|Walker|Young|O'Connor|Nguyen|Kowalczyk|Washington") },
  en_gb: { m: sp('Oliver|Harry|George|Jack|Charlie|Thomas|Alfie|Callum|Rhys|Jamie'), f: sp('Amelia|Olivia|Isla|Poppy|Sophie|Charlotte|Niamh|Freya|Holly|Bethany'), fam: sp('Smith|Jones|Williams|Brown|Evans|Hughes|Roberts|Wright|Robinson|Walsh|Campbell|Patel|Khan|Fletcher|Ashworth|MacLeod') },
  en_ie: { m: sp('Seán|Ciarán|Conor|Darragh|Eoin|Pádraig'), f: sp('Niamh|Aoife|Siobhán|Orla|Caoimhe|Sinéad'), fam: sp("Murphy|Kelly|O'Sullivan|Walsh|O'Brien|Byrne|Ryan|Doyle|McCarthy|Ní Bhriain") },
  en_in: { m: sp('Rahul|Amit|Vikram|Arjun|Rohan|Sanjay|Karthik|Aditya'), f: sp('Priya|Ananya|Kavya|Neha|Pooja|Divya|Lakshmi|Shreya'), fam: sp('Sharma|Verma|Patel|Iyer|Reddy|Nair|Gupta|Menon|Banerjee|Chatterjee|Singh|Kulkarni|Deshpande') },
  en_au: { m: sp('Jack|Liam|Noah|Cooper|Lachlan|Hamish'), f: sp('Mia|Chloe|Zoe|Matilda|Isabella|Ruby'), fam: sp('Nguyen|Smith|Kelly|Wilson|Tran|Papadopoulos|Murray|Fitzgerald|Russo') },
  en_ca: { m: sp('Liam|Ethan|Logan|Owen|Nathan|Mathieu'), f: sp('Emma|Olivia|Chloé|Avery|Madison|Gabrielle'), fam: sp('Tremblay|Gagnon|Roy|MacDonald|Chen|Singh|Campbell|Bouchard|Fraser') },
  en_za: { m: sp('Thabo|Sipho|Pieter|Johan|Mandla|Kagiso'), f: sp('Lerato|Nomvula|Annelie|Zanele|Thandiwe|Marike'), fam: sp('Nkosi|Dlamini|Mokoena|van der Merwe|Botha|Naidoo|Khumalo|Pretorius|Ndlovu') },
  en_se: { m: sp('Erik|Lars|Anders|Johan|Oskar|Nils'), f: sp('Karin|Ingrid|Maja|Elin|Astrid|Linnea'), fam: sp('Andersson|Johansson|Karlsson|Nilsson|Lindqvist|Bergström|Sjöberg') },
  en_dk: { m: sp('Mads|Rasmus|Søren|Frederik|Mikkel'), f: sp('Freja|Ida|Mette|Sofie|Line'), fam: sp('Jensen|Nielsen|Hansen|Pedersen|Christensen|Sørensen|Rasmussen') },
  en_fi: { m: sp('Mikko|Juha|Antti|Ville|Eero'), f: sp('Aino|Eeva|Sanna|Laura|Kaisa'), fam: sp('Virtanen|Korhonen|Mäkinen|Nieminen|Hämäläinen|Laine|Heikkinen') },
  en_no: { m: sp('Ole|Sindre|Magnus|Henrik|Even'), f: sp('Ingrid|Solveig|Nora|Marte|Silje'), fam: sp('Hansen|Johansen|Olsen|Larsen|Haugen|Bakke|Solberg') },
  de: { m: sp('Lukas|Jonas|Felix|Maximilian|Tobias|Jürgen|Klaus|Stefan|Florian|Dieter'), f: sp('Anna|Lena|Katharina|Sabine|Jana|Lea|Ursula|Marie|Birgit|Johanna'), fam: sp('Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Hoffmann|Schäfer|Koch|Richter|Klein|Wolf|Schröder|Neumann|Zimmermann|Krüger|Hartmann|Lange'), part: sp('von|von der|zu') },
  de_at: { m: sp('Lukas|Florian|Markus|Andreas|Georg|Sebastian'), f: sp('Anna|Theresa|Magdalena|Katharina|Verena|Elisabeth'), fam: sp('Gruber|Huber|Bauer|Wagner|Pichler|Steiner|Moser|Hofer|Leitner|Berger') },
  de_ch: { m: sp('Luca|Reto|Urs|Beat|Matthias|Noah'), f: sp('Mia|Sandra|Nicole|Corinne|Regula|Seraina'), fam: sp('Meier|Keller|Brunner|Baumann|Frei|Gerber|Widmer|Schneider|Zürcher') },
  fr: { m: sp('Jean|Pierre|Nicolas|Julien|Antoine|Mathieu|Louis|Hugo|Jean-Pierre|Jean-Baptiste'), f: sp('Marie|Camille|Léa|Chloé|Manon|Céline|Élodie|Sophie|Marie-Claire|Anne-Sophie'), fam: sp('Martin|Bernard|Dubois|Thomas|Robert|Richard|Petit|Durand|Leroy|Moreau|Simon|Laurent|Lefèvre|Michel|Fournier|Girard|Bonnet|Mercier|Rousseau|Benali'), part: sp('de|de la|du|d’') },
  fr_be: { m: sp('Maxime|Thomas|Arnaud|Benoît|Olivier'), f: sp('Laura|Charlotte|Aurélie|Justine|Pauline'), fam: sp('Dupont|Lambert|Dubois|Renard|Lejeune|Martin|Leclercq|Mertens') },
  fr_ca: { m: sp('Mathieu|Étienne|Gabriel|Samuel|Félix'), f: sp('Gabrielle|Émilie|Catherine|Geneviève|Léa'), fam: sp('Tremblay|Gagnon|Côté|Bouchard|Gauthier|Lavoie|Bélanger|Pelletier') },
  es: { m: sp('José|Antonio|Manuel|Javier|Alejandro|Pablo|Sergio|Diego|Juan Carlos|José Luis'), f: sp('María|Carmen|Lucía|Laura|Marta|Paula|Elena|Sofía|María José|Ana Belén'), fam: sp('García|Fernández|González|Rodríguez|López|Martínez|Sánchez|Pérez|Gómez|Ruiz|Díaz|Moreno|Álvarez|Romero|Navarro|Torres'), part: sp('de la|del|de') },
  es_mx: { m: sp('Alejandro|Luis|Jorge|Ricardo|Eduardo|Fernando'), f: sp('Guadalupe|Mariana|Daniela|Valeria|Ximena|Fernanda'), fam: sp('Hernández|Ramírez|Flores|Cruz|Reyes|Morales|Jiménez|Vázquez|Castillo|Ortiz') },
  es_cl: { m: sp('Matías|Benjamín|Cristóbal|Felipe|Tomás'), f: sp('Constanza|Francisca|Javiera|Catalina|Antonia'), fam: sp('Muñoz|Rojas|Soto|Contreras|Silva|Araya|Sepúlveda|Fuentes') },
  es_ar: { m: sp('Santiago|Facundo|Nicolás|Martín|Gonzalo'), f: sp('Florencia|Agustina|Micaela|Lucía|Camila'), fam: sp('Fernández|Romero|Sosa|Benítez|Acosta|Gómez|Medina|Herrera') },
  it: { m: sp('Giuseppe|Marco|Luca|Alessandro|Francesco|Matteo|Andrea|Davide|Gianluca|Pierpaolo'), f: sp('Giulia|Francesca|Chiara|Sara|Martina|Valentina|Elisa|Federica|Maria Grazia|Anna Maria'), fam: sp("Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Costa|Giordano|Mancini|Rizzo|Lombardi|Di Stefano|D'Amico") },
  pt: { m: sp('João|Tiago|Rui|Miguel|Duarte|Gonçalo|Nuno'), f: sp('Ana|Inês|Beatriz|Mariana|Catarina|Sofia|Rita'), fam: sp('Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Sousa|Fernandes|Gonçalves|Lopes|Marques'), part: sp('da|dos|de|das') },
  pt_br: { m: sp('Lucas|Gabriel|Matheus|Rafael|Thiago|João Pedro|Carlos Eduardo'), f: sp('Juliana|Fernanda|Larissa|Camila|Letícia|Ana Clara|Maria Eduarda'), fam: sp('Souza|Lima|Carvalho|Almeida|Ribeiro|Araújo|Barbosa|Nascimento|Oliveira|Santos|Rocha'), part: sp('da|dos|de') },
  nl: { m: sp('Jan|Pieter|Daan|Sem|Bram|Thijs|Sander|Joost|Ruud|Wouter'), f: sp('Emma|Sanne|Lotte|Fleur|Anouk|Sophie|Femke|Marieke|Ilse|Noor'), fam: sp('de Vries|van den Berg|Jansen|de Jong|Bakker|Visser|Smit|Meijer|de Boer|Mulder|van Dijk|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|van der Linden') },
  nl_be: { m: sp('Wout|Pieter-Jan|Jens|Bart|Stijn'), f: sp('Lien|Sofie|Elke|Hanne|Griet'), fam: sp('Peeters|Janssens|Maes|Jacobs|Mertens|Willems|Claes|Goossens|Wouters|De Smet|Van Damme|Vermeulen') },
  pl: { m: sp('Piotr|Krzysztof|Tomasz|Paweł|Michał|Marcin|Jakub|Łukasz|Grzegorz'), f: sp('Anna|Katarzyna|Magdalena|Agnieszka|Joanna|Małgorzata|Zofia|Aleksandra|Ewa'), famPl: pairs('Nowak/Nowak|Kowalski/Kowalska|Wiśniewski/Wiśniewska|Wójcik/Wójcik|Kowalczyk/Kowalczyk|Kamiński/Kamińska|Lewandowski/Lewandowska|Zieliński/Zielińska|Szymański/Szymańska|Woźniak/Woźniak|Dąbrowski/Dąbrowska|Kozłowski/Kozłowska|Mazur/Mazur|Krawczyk/Krawczyk|Grabowski/Grabowska') },
  ru: { m: pairs('Иван/Ivan|Алексей/Aleksei|Дмитрий/Dmitry|Сергей/Sergei|Андрей/Andrei|Михаил/Mikhail|Никита/Nikita|Артём/Artyom'), f: pairs('Ольга/Olga|Анна/Anna|Екатерина/Ekaterina|Мария/Maria|Наталья/Natalya|Татьяна/Tatiana|Юлия/Yulia|Дарья/Daria'), fam: pairs('Орлов/Orlov|Смирнов/Smirnov|Кузнецов/Kuznetsov|Попов/Popov|Васильев/Vasiliev|Петров/Petrov|Соколов/Sokolov|Михайлов/Mikhailov|Новиков/Novikov|Фёдоров/Fedorov|Морозов/Morozov|Волков/Volkov|Лебедев/Lebedev|Козлов/Kozlov|Егоров/Egorov'), pat: pairs('Сергеевич/Сергеевна|Александрович/Александровна|Игоревич/Игоревна|Викторович/Викторовна|Андреевич/Андреевна|Олегович/Олеговна') },
  tr: { m: sp('Mehmet|Mustafa|Ahmet|Emre|Burak|Can|Murat|Hakan|Oğuz'), f: sp('Ayşe|Fatma|Zeynep|Elif|Merve|Büşra|Ceren|Gülşen|Özlem'), fam: sp('Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Yıldırım|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Aslan|Çetin|Koç|Kurt|Özkan') },
  ja: { fam: pairs('佐藤/Sato|鈴木/Suzuki|高橋/Takahashi|田中/Tanaka|伊藤/Ito|渡辺/Watanabe|山本/Yamamoto|中村/Nakamura|小林/Kobayashi|加藤/Kato|吉田/Yoshida|山田/Yamada|佐々木/Sasaki|松本/Matsumoto|井上/Inoue|木村/Kimura'), m: pairs('翔太/Shota|大輔/Daisuke|健太/Kenta|拓也/Takuya|悠真/Yuma|蓮/Ren|直樹/Naoki|和也/Kazuya'), f: pairs('陽菜/Hina|美咲/Misaki|結衣/Yui|さくら/Sakura|愛/Ai|奈々/Nana|由美子/Yumiko|彩花/Ayaka'), kana: pairs('サトウ/タナカ|スズキ/ヤマダ|タカハシ/イトウ'), given_kana: sp('ショウタ|ユイ|ケンタ|ミサキ') },
  zh: { fam: pairs('王/Wang|李/Li|张/Zhang|刘/Liu|陈/Chen|杨/Yang|黄/Huang|赵/Zhao|吴/Wu|周/Zhou|徐/Xu|孙/Sun|马/Ma|朱/Zhu|胡/Hu|郭/Guo|林/Lin|欧阳/Ouyang'), m: pairs('伟/Wei|磊/Lei|洋/Yang|勇/Yong|军/Jun|杰/Jie|浩然/Haoran|宇轩/Yuxuan|建国/Jianguo|志强/Zhiqiang'), f: pairs('芳/Fang|娜/Na|敏/Min|静/Jing|艳/Yan|婷婷/Tingting|子涵/Zihan|欣怡/Xinyi|秀英/Xiuying|雨桐/Yutong'), eng: sp('Kevin|Vivian|Jason|Cindy|Tony|Grace|Eric|Amy') },
  ko: { fam: pairs('김/Kim|이/Lee|박/Park|최/Choi|정/Jung|강/Kang|조/Cho|윤/Yoon|장/Jang|임/Lim|한/Han|오/Oh|서/Seo|신/Shin'), m: pairs('민준/Min-jun|서준/Seo-jun|도윤/Do-yun|지호/Ji-ho|현우/Hyun-woo|성민/Sung-min|준혁/Jun-hyuk'), f: pairs('서연/Seo-yeon|지우/Ji-woo|하은/Ha-eun|수빈/Su-bin|지민/Ji-min|예린/Ye-rin|민지/Min-ji') },
  id: { m: sp('Budi|Agus|Andi|Rizky|Fajar|Dimas|Hendra|Wahyu|Yusuf'), f: sp('Siti|Rina|Putri|Ayu|Nur|Indah|Fitri|Wulan|Ratna'), fam: sp('Santoso|Wijaya|Pratama|Saputra|Hidayat|Kusuma|Nugroho|Setiawan|Gunawan|Halim|Susanto|Siregar|Nasution|Simanjuntak|Rahmawati'), mono: sp('Suharti|Sutrisno|Mulyadi|Sumarni|Wagiman|Paijo') },
  ar: { m: pairs('محمد/Mohammed|أحمد/Ahmed|عبدالله/Abdullah|خالد/Khalid|عمر/Omar|يوسف/Youssef|فهد/Fahad|سعيد/Saeed|طارق/Tarek|سلطان/Sultan'), f: pairs('فاطمة/Fatima|نورة/Noura|مريم/Maryam|سارة/Sara|ريم/Reem|هند/Hind|ليلى/Layla|منى/Mona|دانة/Dana'), fam: pairs('العتيبي/Al-Otaibi|الزهراني/Al-Zahrani|القحطاني/Al-Qahtani|الشمري/Al-Shammari|الحربي/Al-Harbi|المنصوري/Al-Mansouri|الكعبي/Al-Kaabi|حسن/Hassan|عبد الرحمن/Abdelrahman|إبراهيم/Ibrahim|مصطفى/Mostafa|السيد/El-Sayed|النجار/El-Naggar|الدوسري/Al-Dosari') },
  hi: { m: pairs('राहुल/Rahul|अमित/Amit|विकास/Vikas|सुरेश/Suresh|अर्जुन/Arjun|रोहित/Rohit|संजय/Sanjay|मनोज/Manoj'), f: pairs('प्रिया/Priya|अंजलि/Anjali|नेहा/Neha|पूजा/Pooja|सुनीता/Sunita|कविता/Kavita|दिव्या/Divya|रेखा/Rekha'), fam: pairs('शर्मा/Sharma|वर्मा/Verma|गुप्ता/Gupta|सिंह/Singh|यादव/Yadav|कुमार/Kumar|मिश्रा/Mishra|पाण्डेय/Pandey|जोशी/Joshi|चौहान/Chauhan|अग्रवाल/Agarwal|तिवारी/Tiwari') },
};

const TITLES = { en: sp('Mr.|Mrs.|Ms.|Dr.|Prof.'), de: sp('Herr|Frau|Dr.|Prof. Dr.'), fr: sp('M.|Mme|Dr|Me'), es: sp('Sr.|Sra.|D.|Dña.|Dr.'), it: sp('Sig.|Sig.ra|Dott.|Dott.ssa|Avv.'), pt: sp('Sr.|Sra.|Dr.|Dra.'), nl: sp('dhr.|mevr.|dr.|mr.'), pl: sp('Pan|Pani|dr|mgr'), ru: sp('г-н|г-жа'), tr: sp('Sn.|Dr.|Av.'), id: sp('Bapak|Ibu|Pak|Bu|dr.'), ar: sp('السيد|السيدة|د.|الأستاذ'), hi: sp('श्री|श्रीमती|डॉ.'), ja: [], zh: [], ko: [] };
const SUFFIX = { ja: sp('さん|様|先生|くん'), zh: sp('先生|女士|老师'), ko: sp('님|씨|선생님'), hi: sp('जी') };

// Returns { full, given, family, latin, shape, lang, sex } ; full is what is written in the text.
export function makeName(r, poolKey, lang, opts = {}) {
  const p = P[poolKey]; const sex = r.chance(0.5) ? 'm' : 'f';
  const shapes = opts.shapes || null;
  const pickPair = (arr) => { const x = r.pick(arr); return Array.isArray(x) ? x : [x, x]; };
  let [g, gl] = pickPair(p[sex]); let f, fl;
  if (p.famPl) { const x = r.pick(p.famPl); f = fl = sex === 'm' ? x[0] : x[1]; } else if (p.fam) { [f, fl] = pickPair(p.fam); }
  if (poolKey === 'ru' && sex === 'f') { f = f + 'а'; fl = fl + 'a'; }
  const latin = `${gl} ${fl}`;
  const roll = shapes ? r.pick(shapes) : null;
  const mk = (full, shape, extra = {}) => ({ full, given: g, family: f, givenLatin: gl, familyLatin: fl, latin, shape, sex, lang, ...extra });
  const native = ['ja', 'zh', 'ko'].includes(poolKey);
  if (native) {
    const s = roll || r.weighted([['native', 5], ['native_spaced', poolKey === 'ja' ? 3 : 0.5], ['romanized_fg', 1.5], ['romanized_gf', 1.5], ['english', poolKey === 'zh' ? 1 : 0]]);
    if (s === 'native') return mk(f + g, 'family_first_native');
    if (s === 'native_spaced') return mk(`${f} ${g}`, 'family_first_native');
    if (s === 'romanized_fg') return mk(poolKey === 'ja' && r.chance(0.4) ? `${fl.toUpperCase()} ${gl}` : `${fl} ${gl}`, 'romanized_family_first');
    if (s === 'english') return mk(`${r.pick(p.eng)} ${fl}`, 'english_given_name');
    return mk(`${gl} ${fl}`, 'romanized');
  }
  if (poolKey === 'ru') {
    const pat = r.pick(p.pat)[sex === 'm' ? 0 : 1];
    const s = roll || r.weighted([['gf', 3], ['fg', 2], ['gpf', 1.5], ['fgp', 1.5], ['initials', 1], ['latin', 1.5]]);
    if (s === 'gf') return mk(`${g} ${f}`, 'given_family');
    if (s === 'fg') return mk(`${f} ${g}`, 'family_first');
    if (s === 'gpf') return mk(`${g} ${pat} ${f}`, 'with_patronymic');
    if (s === 'fgp') return mk(`${f} ${g} ${pat}`, 'family_first_patronymic');
    if (s === 'initials') return mk(`${f} ${g[0]}. ${pat[0]}.`, 'initials');
    return mk(latin, 'transliterated');
  }
  if (poolKey === 'ar' || poolKey === 'hi') {
    const s = roll || r.weighted([['native', 5], ['latin', 2], ['bin', poolKey === 'ar' ? 1.5 : 0], ['initial', poolKey === 'hi' ? 1 : 0]]);
    if (s === 'native') return mk(`${g} ${f}`, 'native');
    if (s === 'bin') { const fa = pickPair(p.m); return mk(`${g} ${sex === 'm' ? 'بن' : 'بنت'} ${fa[0]} ${f}`, 'with_nasab'); }
    if (s === 'initial') return mk(`${gl[0]}. ${fl}`, 'initial');
    return mk(latin, 'transliterated');
  }
  if (poolKey === 'id' && r.chance(0.2)) { const m = r.pick(p.mono); return { ...mk(m, 'mononym'), given: m, family: '', givenLatin: m, familyLatin: m, latin: m }; }
  const s = roll || r.weighted([['gf', 6], ['initial', 1], ['hyphen', 1], ['particle', p.part ? 1.2 : 0], ['upper', lang === 'fr' ? 1 : 0.2], ['two', ['es', 'pt'].includes(lang) ? 2 : 0], ['fg_comma', 0.6], ['middle', lang === 'en' ? 0.8 : 0]]);
  if (s === 'initial') return mk(`${g[0]}. ${f}`, 'initial_family');
  if (s === 'hyphen') { let f2; do f2 = p.famPl ? r.pick(p.famPl)[sex === 'm' ? 0 : 1] : pickPair(p.fam)[0]; while (f2 === f); return mk(`${g} ${f}-${f2}`, 'hyphenated', { family: `${f}-${f2}` }); }
  if (s === 'particle') { const pa = r.pick(p.part); const fam = pa.endsWith('’') ? pa + f : `${pa} ${f}`; return mk(`${g} ${fam}`, 'particle', { family: fam }); }
  if (s === 'upper') return mk(`${f.toUpperCase()} ${g}`, 'family_upper_first');
  if (s === 'two') { let f2; do f2 = pickPair(p.fam)[0]; while (f2 === f); const conn = lang === 'pt' && r.chance(0.4) ? ` ${r.pick(p.part || ['da'])} ` : ' '; return mk(`${g} ${f}${conn}${f2}`, 'two_surnames'); }
  if (s === 'fg_comma') return mk(`${f}, ${g}`, 'family_comma_given');
  if (s === 'middle') return mk(`${g} ${String.fromCharCode(65 + r.int(0, 25))}. ${f}`, 'middle_initial');
  return mk(`${g} ${f}`, 'given_family');
}
export const titleFor = (r, lang) => (TITLES[lang] && TITLES[lang].length ? r.pick(TITLES[lang]) : '');
export const suffixFor = (r, lang) => (SUFFIX[lang] ? r.pick(SUFFIX[lang]) : '');
export const givenOnly = (r, poolKey) => { const p = P[poolKey]; const x = r.pick(p[r.chance(0.5) ? 'm' : 'f']); return Array.isArray(x) ? x[0] : x; };

// ---------------------------------------------------------------- helpers for addresses / phones
const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const dg = (r, n) => r.digits(n);
const nz = (r, n) => String(r.int(1, 9)) + r.digits(n - 1);
function ukPostcode(r, area) { return `${area}${r.int(1, 20)} ${r.int(1, 9)}${r.str(2, 'ABDEFGHJLNPQRSTUWXYZ')}`; }
function caPostcode(r, first) { const A = 'ABCEGHJKLMNPRSTVWXYZ'; return `${first}${r.int(0, 9)}${r.pick([...A])} ${r.int(0, 9)}${r.pick([...A])}${r.int(0, 9)}`; }

// Each country: lang, locale, pool, phone(), address() -> {full, parts:[...]} , dob(date), nid[], pp, bank(), price(), support(), emergency, cities, streets
const months = {
  en: sp('January|February|March|April|May|June|July|August|September|October|November|December'),
  de: sp('Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember'),
  fr: sp('janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'),
  es: sp('enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre'),
  it: sp('gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre'),
  pt: sp('janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'),
  nl: sp('januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december'),
  pl: sp('stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia'),
  ru: sp('января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря'),
  tr: sp('Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık'),
  id: sp('Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember'),
  ar: sp('يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر'),
  hi: sp('जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर'),
};
// date formatter used for both birth dates (labels) and other dates (negatives)
export function fmtDate(r, lang, cc, d) {
  const D = pad(d.d, 2), M = pad(d.m, 2), Y = String(d.y);
  const styles = {
    en: cc === 'US' ? [`${M}/${D}/${Y}`, `${d.m}/${d.d}/${Y}`, `${months.en[d.m - 1]} ${d.d}, ${Y}`, `${Y}-${M}-${D}`] : [`${D}/${M}/${Y}`, `${d.d} ${months.en[d.m - 1]} ${Y}`, `${Y}-${M}-${D}`, `${D}.${M}.${Y}`],
    de: [`${D}.${M}.${Y}`, `${d.d}. ${months.de[d.m - 1]} ${Y}`, `${D}.${M}.${Y.slice(2)}`], fr: [`${D}/${M}/${Y}`, `${d.d} ${months.fr[d.m - 1]} ${Y}`],
    es: [`${D}/${M}/${Y}`, `${d.d} de ${months.es[d.m - 1]} de ${Y}`, `${D}-${M}-${Y}`], it: [`${D}/${M}/${Y}`, `${d.d} ${months.it[d.m - 1]} ${Y}`],
    pt: [`${D}/${M}/${Y}`, `${d.d} de ${months.pt[d.m - 1]} de ${Y}`], nl: [`${D}-${M}-${Y}`, `${d.d} ${months.nl[d.m - 1]} ${Y}`], pl: [`${D}.${M}.${Y}`, `${d.d} ${months.pl[d.m - 1]} ${Y}`, `${D}.${M}.${Y} r.`],
    ru: [`${D}.${M}.${Y}`, `${d.d} ${months.ru[d.m - 1]} ${Y} г.`], tr: [`${D}.${M}.${Y}`, `${d.d} ${months.tr[d.m - 1]} ${Y}`, `${D}/${M}/${Y}`],
    ja: [`${Y}年${d.m}月${d.d}日`, `${Y}/${M}/${D}`, `昭和${d.y - 1925}年${d.m}月${d.d}日`].slice(0, d.y >= 1926 && d.y <= 1988 ? 3 : 2), zh: [`${Y}年${d.m}月${d.d}日`, `${Y}-${M}-${D}`, `${Y}.${M}.${D}`],
    ko: [`${Y}년 ${d.m}월 ${d.d}일`, `${Y}.${M}.${D}`, `${Y.slice(2)}${M}${D}`], id: [`${D}-${M}-${Y}`, `${d.d} ${months.id[d.m - 1]} ${Y}`, `${D}/${M}/${Y}`],
    ar: [`${D}/${M}/${Y}`, toArabicDigits(`${D}/${M}/${Y}`), `${toArabicDigits(String(d.d))} ${months.ar[d.m - 1]} ${toArabicDigits(Y)}`], hi: [`${D}/${M}/${Y}`, `${D}-${M}-${Y}`, `${d.d} ${months.hi[d.m - 1]} ${Y}`],
  };
  return r.pick(styles[lang] || styles.en);
}

const CITY = {
  US: [['Columbus', 'OH', '432'], ['Austin', 'TX', '787'], ['Denver', 'CO', '802'], ['Portland', 'OR', '972'], ['Madison', 'WI', '537'], ['Raleigh', 'NC', '276'], ['Tucson', 'AZ', '857'], ['Sacramento', 'CA', '958'], ['Albany', 'NY', '122']],
  GB: [['Leeds', 'LS'], ['Bristol', 'BS'], ['Manchester', 'M'], ['Sheffield', 'S'], ['Nottingham', 'NG'], ['Cardiff', 'CF'], ['Glasgow', 'G'], ['Brighton', 'BN'], ['Norwich', 'NR']],
  DE: [['Berlin', '10'], ['Hamburg', '22'], ['München', '80'], ['Köln', '50'], ['Leipzig', '04'], ['Freiburg im Breisgau', '79'], ['Münster', '48'], ['Kassel', '34'], ['Bremen', '28'], ['Dresden', '01']],
  FR: [['Lyon', '6900'], ['Toulouse', '3100'], ['Nantes', '4400'], ['Lille', '5900'], ['Bordeaux', '3300'], ['Rennes', '3500'], ['Montpellier', '3400'], ['Strasbourg', '6700']],
  ES: [['Madrid', '280'], ['Barcelona', '080'], ['Valencia', '460'], ['Sevilla', '410'], ['Zaragoza', '500'], ['Málaga', '290'], ['Bilbao', '480']],
  IT: [['Roma', '001', 'RM'], ['Milano', '201', 'MI'], ['Torino', '101', 'TO'], ['Bologna', '401', 'BO'], ['Napoli', '801', 'NA'], ['Firenze', '501', 'FI'], ['Bari', '701', 'BA']],
  PT: [['Lisboa', '1'], ['Porto', '4'], ['Braga', '47'], ['Coimbra', '30'], ['Faro', '80']],
  BR: [['São Paulo', 'SP', '0'], ['Rio de Janeiro', 'RJ', '2'], ['Belo Horizonte', 'MG', '3'], ['Curitiba', 'PR', '8'], ['Porto Alegre', 'RS', '9'], ['Recife', 'PE', '5']],
  NL: [['Amsterdam', '10'], ['Utrecht', '35'], ['Rotterdam', '30'], ['Den Haag', '25'], ['Groningen', '97'], ['Eindhoven', '56'], ['Haarlem', '20']],
  PL: [['Warszawa', '0'], ['Kraków', '3'], ['Wrocław', '5'], ['Poznań', '6'], ['Gdańsk', '80'], ['Łódź', '9'], ['Lublin', '20']],
  RU: [['Москва', '1'], ['Санкт-Петербург', '19'], ['Казань', '420'], ['Екатеринбург', '620'], ['Новосибирск', '630'], ['Нижний Новгород', '603']],
  TR: [['İstanbul', 'Kadıköy', '347'], ['İstanbul', 'Beşiktaş', '343'], ['Ankara', 'Çankaya', '066'], ['İzmir', 'Karşıyaka', '355'], ['Bursa', 'Nilüfer', '161'], ['Antalya', 'Muratpaşa', '070']],
  JP: [['東京都', '渋谷区', '150'], ['東京都', '世田谷区', '154'], ['大阪府', '大阪市北区', '530'], ['神奈川県', '横浜市中区', '231'], ['愛知県', '名古屋市中区', '460'], ['福岡県', '福岡市博多区', '812'], ['京都府', '京都市左京区', '606']],
  CN: [['北京市', '朝阳区'], ['上海市', '浦东新区'], ['广东省深圳市', '南山区'], ['浙江省杭州市', '西湖区'], ['四川省成都市', '武侯区'], ['湖北省武汉市', '洪山区']],
  KR: [['서울특별시', '강남구', '역삼동'], ['서울특별시', '마포구', '서교동'], ['부산광역시', '해운대구', '우동'], ['경기도 성남시', '분당구', '정자동'], ['인천광역시', '연수구', '송도동']],
  ID: [['Jakarta Selatan', '12'], ['Bandung', '40'], ['Surabaya', '60'], ['Yogyakarta', '55'], ['Medan', '20'], ['Denpasar', '80']],
  SA: [['الرياض', 'Riyadh', '1'], ['جدة', 'Jeddah', '2'], ['الدمام', 'Dammam', '3']], AE: [['دبي', 'Dubai'], ['أبوظبي', 'Abu Dhabi'], ['الشارقة', 'Sharjah']], EG: [['القاهرة', 'Cairo', '11'], ['الجيزة', 'Giza', '12'], ['الإسكندرية', 'Alexandria', '21']],
  IN: [['Bengaluru', 'Karnataka', '560', 'बेंगलुरु'], ['Pune', 'Maharashtra', '411', 'पुणे'], ['New Delhi', 'Delhi', '110', 'नई दिल्ली'], ['Lucknow', 'Uttar Pradesh', '226', 'लखनऊ'], ['Jaipur', 'Rajasthan', '302', 'जयपुर'], ['Chennai', 'Tamil Nadu', '600', 'चेन्नई']],
  AU: [['Brunswick', 'VIC', '3056'], ['Newtown', 'NSW', '2042'], ['Fremantle', 'WA', '6160'], ['Paddington', 'QLD', '4064'], ['Glenelg', 'SA', '5045']],
  CA: [['Toronto', 'ON', 'M'], ['Ottawa', 'ON', 'K'], ['Vancouver', 'BC', 'V'], ['Montréal', 'QC', 'H'], ['Calgary', 'AB', 'T'], ['Halifax', 'NS', 'B']],
  IE: [['Dublin 8', 'D08'], ['Cork', 'T12'], ['Galway', 'H91'], ['Limerick', 'V94']],
  ZA: [['Johannesburg', '2193'], ['Cape Town', '8001'], ['Durban', '4001'], ['Pretoria', '0083']],
  SE: [['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75']], DK: [['København Ø', '2100'], ['Aarhus C', '8000'], ['Odense C', '5000']], FI: [['Helsinki', '00'], ['Tampere', '33'], ['Turku', '20']], NO: [['Oslo', '0'], ['Bergen', '50'], ['Trondheim', '70']],
  AT: [['Wien', '1'], ['Graz', '80'], ['Linz', '40'], ['Salzburg', '50'], ['Innsbruck', '60']], CH: [['Zürich', '80'], ['Bern', '30'], ['Basel', '40'], ['Luzern', '60'], ['Genève', '12'], ['Lausanne', '10']],
  BE: [['Gent', '9000'], ['Antwerpen', '2000'], ['Leuven', '3000'], ['Liège', '4000'], ['Namur', '5000'], ['Bruxelles', '1000']], BE_nl: [['Gent', '9000'], ['Antwerpen', '2000'], ['Leuven', '3000'], ['Brugge', '8000'], ['Mechelen', '2800']],
  MX: [['Ciudad de México', 'CDMX', '0'], ['Guadalajara', 'Jal.', '44'], ['Monterrey', 'N.L.', '64'], ['Puebla', 'Pue.', '72']], CL: [['Santiago', 'Providencia'], ['Santiago', 'Ñuñoa'], ['Valparaíso', 'Valparaíso'], ['Concepción', 'Concepción']], AR: [['CABA', 'C1'], ['Córdoba', 'X50'], ['Rosario', 'S20'], ['Mendoza', 'M55']],
};
export const STREETS = {
  US: sp('Maple Ave|Oak Street|Pine Ridge Rd|Cedar Lane|Elm Street|Lakeview Dr|Sunset Blvd|Willow Court|Highland Ave|Meadowbrook Ln'),
  GB: sp('Hawthorn Road|Church Lane|Mill Lane|Park Avenue|Queens Road|Station Road|Albert Terrace|Beech Grove|Kingsway|Orchard Close'),
  DE: sp('Hauptstraße|Bahnhofstraße|Gartenweg|Lindenallee|Schillerstraße|Goethestraße|Am Mühlbach|Rosenweg|Birkenweg|Kirchgasse|Friedrichstraße|Sonnenstraße'),
  AT: sp('Mariahilfer Straße|Herrengasse|Landstraße|Schulgasse|Kaiserstraße|Annenstraße'), CH: sp('Bahnhofstrasse|Seestrasse|Dorfstrasse|Rue de Lausanne|Kirchweg|Rue du Marché'),
  FR: sp('rue des Lilas|rue Victor Hugo|avenue de la République|boulevard Voltaire|impasse des Roses|chemin du Moulin|rue de la Paix|allée des Tilleuls|rue Pasteur|place du Marché'),
  BE: sp('Kerkstraat|Stationsstraat|Rue de la Station|Avenue Louise|Dorpstraat|Rue Haute'), CA: sp('Rue Saint-Denis|Maple Crescent|Queen Street West|Rue Sherbrooke Est|Elgin Street|Main Street'),
  ES: sp('Calle Mayor|C/ de Balmes|Avenida de la Constitución|Calle del Sol|Paseo de Gracia|Calle Real|Calle de Alcalá|Plaza España'), MX: sp('Av. Insurgentes Sur|Calle Durango|Av. Revolución|Calle Morelos|Av. Juárez'), CL: sp('Av. Providencia|Calle Irarrázaval|Av. Grecia|Los Leones'), AR: sp('Av. Corrientes|Av. Santa Fe|Calle Florida|Av. Rivadavia|Calle Defensa'),
  IT: sp('Via Roma|Via Garibaldi|Corso Vittorio Emanuele II|Via Mazzini|Via dei Mille|Piazza Dante|Via Verdi|Viale Europa'),
  PT: sp('Rua Augusta|Rua do Carmo|Avenida da Liberdade|Rua de Santa Catarina|Travessa do Fala-Só|Rua das Flores'), BR: sp('Rua das Flores|Av. Paulista|Rua Oscar Freire|Rua Augusta|Av. Brasil|Rua XV de Novembro'),
  NL: sp('Kerkstraat|Oudegracht|Prinsengracht|Dorpsstraat|Molenweg|Stationsweg|Lange Nieuwstraat|Schoolstraat'),
  PL: sp('ul. Marszałkowska|ul. Długa|ul. Polna|ul. Kwiatowa|ul. Ogrodowa|al. Jerozolimskie|ul. Lipowa|ul. Słoneczna'),
  RU: sp('ул. Профсоюзная|ул. Садовая|ул. Гагарина|пр. Мира|ул. Пушкина|ул. Лесная|Кронверкский пр.|ул. Школьная'),
  TR: sp('Bahariye Cad.|Atatürk Cad.|Cumhuriyet Cad.|Gül Sok.|Lale Sok.|İstiklal Cad.|Çiçek Sok.'),
  JP: [], CN: sp('建国路|科技园南路|世纪大道|人民路|解放路|中山路|文一路'), KR: sp('테헤란로|월드컵북로|해운대로|정자일로|센트럴로'),
  ID: sp('Jl. Merdeka|Jl. Sudirman|Jl. Diponegoro|Jl. Melati|Jl. Kenanga|Jl. Gatot Subroto|Gg. Mawar'),
  SA: pairs('شارع العروبة/Al Urubah Rd|شارع التحلية/Tahlia St|شارع الأمير سلطان/Prince Sultan St|شارع التخصصي/Takhassusi St'), AE: pairs('شارع الشيخ زايد/Sheikh Zayed Rd|شارع الوصل/Al Wasl Rd|شارع الخليج/Al Khaleej St'), EG: pairs('شارع التحرير/El Tahrir St|شارع الهرم/Al Haram St|شارع جامعة الدول العربية/Gameat El Dewal St'),
  IN: sp('14th Cross, Indiranagar|MG Road|Lajpat Nagar|FC Road, Shivajinagar|Gomti Nagar|Anna Salai'),
  AU: sp('Banksia Street|Sydney Road|King Street|Ocean Parade|Wattle Avenue'), IE: sp('Main Street|Oliver Plunkett Street|Shop Street|Church Road|Strand Road'), ZA: sp('Jacaranda Ave|Long Street|Florida Road|Church Street'),
  SE: sp('Storgatan|Kungsgatan|Drottninggatan|Skolgatan'), DK: sp('Nørregade|Vestergade|Strandvejen|Søndergade'), FI: sp('Mannerheimintie|Hämeenkatu|Aurakatu|Koulukatu'), NO: sp('Storgata|Kirkeveien|Strandgaten|Bygdøy allé'),
};
export function makeAddress(r, cc, lang) {
  const c = r.pick((cc === 'BE' && lang === 'nl' ? CITY.BE_nl : CITY[cc]) || CITY.US); const st = () => r.pick(STREETS[cc] || STREETS.US); const n = r.int(1, 180);
  const A = (street, city, sep = ', ') => ({ full: street + sep + city, street, city });
  switch (cc) {
    case 'US': { const s = `${r.int(100, 9899)} ${st()}${r.chance(0.3) ? `, Apt ${r.int(1, 30)}${r.pick(['A', 'B', 'C', ''])}` : ''}`; return A(s, `${c[0]}, ${c[1]} ${c[2]}${dg(r, 2)}`); }
    case 'GB': return A(`${r.chance(0.2) ? `Flat ${r.int(1, 12)}, ` : ''}${n} ${st()}`, `${c[0]} ${ukPostcode(r, c[1])}`);
    case 'IE': return A(`${n} ${st()}`, `${c[0]}, ${c[1]} ${r.str(4, 'ACDEFHKNPRTVWXY0123456789')}`);
    case 'IN': { if (lang === 'hi') return A(`मकान नं. ${n}, गली नं. ${r.int(1, 20)}, ${r.pick(['लाजपत नगर', 'राजाजी पुरम', 'मालवीय नगर', 'शास्त्री नगर'])}`, `${c[3]} - ${c[2]}${dg(r, 3)}`); return A(`${r.pick(['Flat', 'House No.', '#'])} ${r.int(1, 999)}, ${r.pick(['Sai Residency', 'Green Park Apts', 'Lotus Enclave', 'Shanti Nivas'])}, ${st()}`, `${c[0]}, ${c[1]} ${c[2]}${dg(r, 3)}`); }
    case 'AU': return A(`${r.chance(0.3) ? `Unit ${r.int(1, 20)}/` : ''}${n} ${st()}`, `${c[0]} ${c[1]} ${c[2]}`);
    case 'CA': return A(`${r.int(10, 4999)} ${st()}${r.chance(0.3) ? `, app. ${r.int(1, 40)}` : ''}`, `${c[0]}, ${c[1]} ${caPostcode(r, c[2])}`);
    case 'ZA': return A(`${n} ${st()}, ${r.pick(['Parkhurst', 'Observatory', 'Morningside', 'Hatfield'])}`, `${c[0]}, ${c[1]}`);
    case 'SE': return A(`${st()} ${n}`, `${c[1]}${r.int(1, 9)} ${dg(r, 2)} ${c[0]}`);
    case 'DK': return A(`${st()} ${n}, ${r.int(1, 5)}. ${r.pick(['th.', 'tv.', 'mf.'])}`, `${c[1]} ${c[0]}`);
    case 'FI': return A(`${st()} ${n} ${r.pick(['A', 'B', 'C'])} ${r.int(1, 40)}`, `${c[1]}${dg(r, 3)} ${c[0]}`);
    case 'NO': return A(`${st()} ${n}`, `${c[1]}${dg(r, 4 - c[1].length)} ${c[0]}`);
    case 'DE': return A(`${st()} ${n}${r.pick(['', '', 'a', 'b'])}`, `${c[1]}${dg(r, 3)} ${c[0]}`, r.chance(0.35) ? '\n' : ', ');
    case 'AT': return A(`${st()} ${n}${r.chance(0.5) ? `/${r.int(1, 30)}` : ''}`, `${c[1]}${dg(r, 4 - c[1].length)} ${c[0]}`);
    case 'CH': return A(`${st()} ${n}`, `${c[1]}${dg(r, 2)} ${c[0]}`);
    case 'FR': return A(`${r.chance(0.2) ? `Appt ${r.int(1, 60)}, ` : ''}${n}${r.pick(['', '', ' bis', ' ter'])} ${st()}`, `${c[1]}${r.int(1, 9)} ${c[0]}`, r.chance(0.35) ? '\n' : ', ');
    case 'BE': return A(`${lang === 'nl' ? r.pick(['Kerkstraat', 'Stationsstraat', 'Dorpstraat', 'Molenstraat']) : r.pick(['Rue de la Station', 'Avenue Louise', 'Rue Haute', 'Chaussée de Louvain'])} ${n}${r.chance(0.3) ? (lang === 'nl' ? ` bus ${r.int(1, 20)}` : ` boîte ${r.int(1, 20)}`) : ''}`, `${c[1]} ${c[0]}`);
    case 'ES': return A(`${st()} ${n}, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'C', 'D', '1ª', '2ª', 'izda.', 'dcha.'])}`, `${c[1]}${dg(r, 2)} ${c[0]}`);
    case 'MX': return A(`${st()} ${r.int(10, 3999)}${r.chance(0.4) ? `, Int. ${r.int(1, 20)}` : ''}, Col. ${r.pick(['Del Valle', 'Roma Norte', 'Condesa', 'Centro', 'Americana'])}`, `${c[2]}${dg(r, 5 - c[2].length)} ${c[0]}, ${c[1]}`);
    case 'CL': return A(`${st()} ${r.int(100, 3999)}${r.chance(0.5) ? `, depto. ${r.int(11, 2005)}` : ''}`, `${c[1]}, ${c[0]}`);
    case 'AR': return A(`${st()} ${r.int(100, 5999)}${r.chance(0.5) ? `, piso ${r.int(1, 12)} dto. ${r.pick(['A', 'B', 'C'])}` : ''}`, `${c[1]}${dg(r, 5 - c[1].length)} ${c[0]}`);
    case 'IT': return A(`${st()} ${n}${r.chance(0.2) ? `, int. ${r.int(1, 20)}` : ''}`, `${c[1]}${dg(r, 2)} ${c[0]} ${c[2]}`);
    case 'PT': return A(`${st()} ${n}${r.chance(0.5) ? `, ${r.int(1, 8)}.º ${r.pick(['Esq.', 'Dto.', 'Frente'])}` : ''}`, `${c[1]}${dg(r, 4 - c[1].length)}-${dg(r, 3)} ${c[0]}`);
    case 'BR': return A(`${st()}, ${r.int(10, 3999)}${r.chance(0.5) ? `, apto ${r.int(11, 1504)}` : ''} - ${r.pick(['Pinheiros', 'Centro', 'Copacabana', 'Savassi', 'Moinhos de Vento', 'Boa Viagem'])}`, `${c[0]} - ${c[1]}, ${c[2]}${dg(r, 4)}-${dg(r, 3)}`);
    case 'NL': return A(`${st()} ${n}${r.pick(['', '', '-bis', 'A', ' II'])}`, `${c[1]}${dg(r, 2)} ${r.str(2, 'ABCDEGHJKLMNPRSTVWXZ')} ${c[0]}`);
    case 'PL': return A(`${st()} ${n}${r.chance(0.6) ? `/${r.int(1, 120)}` : ''}`, `${(c[1] + dg(r, 2)).slice(0, 2)}-${dg(r, 3)} ${c[0]}`);
    case 'RU': { const idx = c[1] + dg(r, 6 - c[1].length); return r.chance(0.5) ? A(`${st()}, д. ${n}, кв. ${r.int(1, 250)}`, `г. ${c[0]}, ${idx}`) : { full: `${idx}, г. ${c[0]}, ${st()}, д. ${n}${r.chance(0.3) ? `, корп. ${r.int(1, 5)}` : ''}, кв. ${r.int(1, 250)}`, street: null, city: null }; }
    case 'TR': return A(`${r.pick(['Moda', 'Caferağa', 'Bahçelievler', 'Atatürk', 'Yeni'])} Mah. ${st()} No:${n} D:${r.int(1, 30)}`, `${c[2]}${dg(r, 2)} ${c[1]}/${c[0]}`);
    case 'JP': { const pc = `${c[2]}-${dg(r, 4)}`; const a = `${c[0]}${c[1]}${r.pick(['神宮前', '桜丘町', '梅田', '本町', '栄', '中洲', '北白川'])}${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)}`; const b = r.chance(0.5) ? ` ${r.pick(['メゾン', 'コーポ', 'ハイツ', 'パークハウス'])}${r.pick(['青葉', '桜', '緑が丘', 'リバーサイド'])}${r.int(1, 9)}0${r.int(1, 9)}` : ''; return { full: `〒${pc} ${a}${b}`, street: a + b, city: `〒${pc}` }; }
    case 'CN': return { full: `${c[0]}${c[1]}${st()}${r.int(1, 999)}号${r.chance(0.7) ? `${r.int(1, 30)}栋${r.int(1, 4)}单元${r.int(1, 33)}0${r.int(1, 8)}室` : ''}`, street: null, city: null };
    case 'KR': return { full: `${c[0]} ${c[1]} ${st()} ${r.int(1, 500)}${r.chance(0.6) ? `, ${r.int(101, 120)}동 ${r.int(1, 25)}0${r.int(1, 6)}호` : `, ${r.int(2, 15)}층`} (${c[2]})`, street: null, city: null };
    case 'ID': return A(`${st()} No. ${n}, RT ${pad(r.int(1, 15), 3)}/RW ${pad(r.int(1, 12), 3)}, Kel. ${r.pick(['Menteng', 'Cihapit', 'Gubeng', 'Kotabaru', 'Petisah', 'Sanur'])}`, `${c[0]} ${c[1]}${dg(r, 3)}`);
    case 'SA': { const s = r.pick(STREETS.SA); const b = String(r.int(1000, 9999)); const zip = c[2] + dg(r, 4); return lang === 'ar' ? { full: `${toArabicDigits(b)} ${s[0]}، حي ${r.pick(['العليا', 'السليمانية', 'الروضة', 'النزهة'])}، ${c[0]} ${toArabicDigits(zip)}`, street: null, city: null } : A(`Building ${b}, ${s[1]}`, `${c[1]} ${zip}`); }
    case 'AE': { const s = r.pick(STREETS.AE); const apt = String(r.int(101, 3405)); return lang === 'ar' ? { full: `شقة ${toArabicDigits(apt)}، برج ${r.pick(['الياسمين', 'النخيل', 'الريم'])}، ${s[0]}، ${c[0]}`, street: null, city: null } : A(`Apt ${apt}, ${r.pick(['Al Yasmeen Tower', 'Marina Heights', 'Palm View'])}, ${s[1]}`, c[1]); }
    case 'EG': { const s = r.pick(STREETS.EG); const no = String(r.int(1, 120)); return lang === 'ar' ? { full: `${toArabicDigits(no)} ${s[0]}، ${r.pick(['الدقي', 'المهندسين', 'مدينة نصر', 'سموحة'])}، ${c[0]}`, street: null, city: null } : A(`${no} ${s[1]}, ${r.pick(['Dokki', 'Mohandessin', 'Nasr City', 'Smouha'])}`, `${c[1]} ${c[2]}${dg(r, 3)}`); }
  }
  return A(`${n} ${st()}`, c[0]);
}
export const cityName = (r, cc, lang) => { const c = r.pick(CITY[cc] || CITY.US); if (['SA', 'AE', 'EG'].includes(cc)) return lang === 'ar' ? c[0] : c[1]; if (cc === 'IN' && lang === 'hi') return c[3]; if (cc === 'JP') return c[0] === '東京都' ? '東京' : c[1].replace(/市.*$/, '').replace(/区$/, ''); if (cc === 'CN') return c[0].replace(/^.*省/, '').replace(/市$/, ''); if (cc === 'KR') return c[0].replace(/(특별시|광역시)$/, '').replace(/^경기도 /, '').replace(/시$/, ''); if (cc === 'TR') return c[0]; return c[0]; };

// phones: returns string in local style
export function makePhone(r, cc, lang) {
  const area = { US: ['614', '512', '303', '503', '608', '919', '520', '916', '518'], CA: ['416', '613', '604', '514', '403', '902'] };
  const x = (n) => dg(r, n);
  switch (cc) {
    case 'US': case 'CA': { const a = r.pick(area[cc]); const e = String(r.int(2, 9)) + x(2); const l = x(4); return r.pick([`(${a}) ${e}-${l}`, `${a}-${e}-${l}`, `+1 ${a} ${e} ${l}`, `${a}.${e}.${l}`, `+1 (${a}) ${e}-${l}`]); }
    case 'GB': { const m = '7' + r.pick(['4', '5', '7', '8', '9']) + x(2); const rest = x(6); return r.pick([`0${m} ${rest}`, `+44 ${m} ${rest}`, `+44 (0)${m} ${rest.slice(0, 3)} ${rest.slice(3)}`]); }
    case 'IE': { const p = r.pick(['83', '85', '86', '87', '89']); return r.pick([`0${p} ${x(3)} ${x(4)}`, `+353 ${p} ${x(3)} ${x(4)}`]); }
    case 'IN': { const a = String(r.int(6, 9)) + x(4), b = x(5); const v = r.pick([`+91 ${a} ${b}`, `${a} ${b}`, `0${a}-${b}`, `+91-${a}${b}`]); return lang === 'hi' && r.chance(0.3) ? toDevanagariDigits(v) : v; }
    case 'AU': { const m = '4' + x(2); return r.pick([`0${m} ${x(3)} ${x(3)}`, `+61 ${m} ${x(3)} ${x(3)}`]); }
    case 'ZA': { const p = r.pick(['72', '73', '76', '82', '83', '84']); return r.pick([`0${p} ${x(3)} ${x(4)}`, `+27 ${p} ${x(3)} ${x(4)}`]); }
    case 'SE': { const p = r.pick(['70', '72', '73', '76']); return r.pick([`0${p}-${x(3)} ${x(2)} ${x(2)}`, `+46 ${p} ${x(3)} ${x(2)} ${x(2)}`]); }
    case 'DK': return r.pick([`+45 ${r.pick(['20', '22', '26', '30', '31', '42', '50', '60'])} ${x(2)} ${x(2)} ${x(2)}`, `${r.pick(['20', '28', '40', '53'])} ${x(2)} ${x(2)} ${x(2)}`]);
    case 'FI': { const p = r.pick(['40', '44', '45', '50']); return r.pick([`0${p} ${x(3)} ${x(4)}`, `+358 ${p} ${x(3)} ${x(4)}`]); }
    case 'NO': { const p = r.pick(['4', '9']) + x(2); return r.pick([`+47 ${p} ${x(2)} ${x(3)}`, `${p} ${x(2)} ${x(3)}`]); }
    case 'DE': { const p = r.pick(['151', '152', '157', '160', '162', '170', '171', '172', '176', '177', '179']); const n = x(r.int(7, 8)); return r.pick([`0${p} ${n}`, `+49 ${p} ${n}`, `0${p}/${n}`, `+49 (0)${p} ${n.slice(0, 3)} ${n.slice(3)}`, `0${p}-${n}`, `+49 30 ${x(8)}`]); }
    case 'AT': { const p = r.pick(['650', '660', '664', '676', '699']); return r.pick([`0${p} ${x(7)}`, `+43 ${p} ${x(7)}`, `+43 ${p} ${x(3)} ${x(4)}`]); }
    case 'CH': { const p = r.pick(['76', '77', '78', '79']); return r.pick([`0${p} ${x(3)} ${x(2)} ${x(2)}`, `+41 ${p} ${x(3)} ${x(2)} ${x(2)}`]); }
    case 'FR': { const p = r.pick(['6', '7']); const n = [x(2), x(2), x(2), x(2)]; return r.pick([`0${p} ${n.join(' ')}`, `+33 ${p} ${n.join(' ')}`, `0${p}.${n.join('.')}`, `0${p}${n.join('')}`]); }
    case 'BE': { const p = r.pick(['470', '471', '472', '475', '478', '485', '496']); return r.pick([`0${p} ${x(2)} ${x(2)} ${x(2)}`, `+32 ${p} ${x(2)} ${x(2)} ${x(2)}`, `0${p}/${x(2)}.${x(2)}.${x(2)}`]); }
    case 'ES': { const p = r.pick(['6', '7']) + x(2); return r.pick([`${p} ${x(2)} ${x(2)} ${x(2)}`, `+34 ${p} ${x(3)} ${x(3)}`, `${p}${x(6)}`]); }
    case 'MX': { const a = r.pick(['55', '33', '81']); return r.pick([`${a} ${x(4)} ${x(4)}`, `+52 ${a} ${x(4)} ${x(4)}`, `+52 1 ${a} ${x(4)} ${x(4)}`]); }
    case 'CL': return r.pick([`+56 9 ${x(4)} ${x(4)}`, `9 ${x(4)} ${x(4)}`]);
    case 'AR': return r.pick([`+54 9 11 ${x(4)}-${x(4)}`, `11 15-${x(4)}-${x(4)}`, `+54 9 351 ${x(3)}-${x(4)}`]);
    case 'IT': { const p = '3' + r.pick(['20', '28', '33', '38', '39', '40', '47', '49', '66', '93']); return r.pick([`${p} ${x(3)} ${x(4)}`, `+39 ${p} ${x(7)}`, `${p}/${x(7)}`, `+39 ${p} ${x(3)} ${x(4)}`]); }
    case 'PT': { const p = '9' + r.pick(['1', '2', '3', '6']) + x(1); return r.pick([`${p} ${x(3)} ${x(3)}`, `+351 ${p} ${x(3)} ${x(3)}`]); }
    case 'BR': { const a = r.pick(['11', '21', '31', '41', '51', '81']); return r.pick([`(${a}) 9${x(4)}-${x(4)}`, `+55 ${a} 9${x(4)}-${x(4)}`, `+55 (${a}) 9 ${x(4)}-${x(4)}`]); }
    case 'NL': return r.pick([`06-${x(8)}`, `+31 6 ${x(8)}`, `06 ${x(2)} ${x(2)} ${x(2)} ${x(2)}`, `+31 (0)6 ${x(4)} ${x(4)}`]);
    case 'PL': { const p = r.pick(['5', '6', '7', '8']) + x(2); return r.pick([`${p} ${x(3)} ${x(3)}`, `+48 ${p} ${x(3)} ${x(3)}`, `${p}-${x(3)}-${x(3)}`]); }
    case 'RU': { const p = '9' + x(2); return r.pick([`+7 (${p}) ${x(3)}-${x(2)}-${x(2)}`, `8 ${p} ${x(3)} ${x(2)} ${x(2)}`, `+7${p}${x(7)}`, `8-${p}-${x(3)}-${x(2)}-${x(2)}`]); }
    case 'TR': { const p = '5' + r.pick(['05', '30', '32', '33', '35', '42', '44', '52', '55']); return r.pick([`0${p} ${x(3)} ${x(2)} ${x(2)}`, `+90 ${p} ${x(3)} ${x(2)} ${x(2)}`, `0 (${p}) ${x(3)} ${x(2)} ${x(2)}`]); }
    case 'JP': { const p = r.pick(['090', '080', '070']); const v = r.pick([`${p}-${x(4)}-${x(4)}`, `+81 ${p.slice(1)}-${x(4)}-${x(4)}`, `${p}${x(8)}`, `03-${x(4)}-${x(4)}`]); return r.chance(0.2) ? toFullWidth(v) : v; }
    case 'CN': { const p = '1' + r.pick(['38', '39', '50', '58', '86', '88', '35', '77']); return r.pick([`${p} ${x(4)} ${x(4)}`, `${p}${x(8)}`, `+86 ${p}-${x(4)}-${x(4)}`, `+86 ${p} ${x(4)} ${x(4)}`]); }
    case 'KR': return r.pick([`010-${x(4)}-${x(4)}`, `+82 10-${x(4)}-${x(4)}`, `010 ${x(4)} ${x(4)}`, `01${x(9)}`.slice(0, 3) === '010' ? `010${x(8)}` : `010${x(8)}`]);
    case 'ID': { const p = '8' + r.pick(['11', '12', '13', '21', '22', '52', '56', '57', '77', '78']); return r.pick([`0${p}-${x(4)}-${x(4)}`, `+62 ${p}-${x(4)}-${x(4)}`, `0${p}${x(8)}`, `+62 ${p} ${x(4)} ${x(4)}`]); }
    case 'SA': { const p = '5' + r.pick(['0', '3', '4', '5', '6', '9']); const v = r.pick([`+966 ${p} ${x(3)} ${x(4)}`, `0${p} ${x(3)} ${x(4)}`, `0${p}${x(7)}`]); return lang === 'ar' && r.chance(0.35) ? toArabicDigits(v) : v; }
    case 'AE': { const p = '5' + r.pick(['0', '2', '4', '5', '6', '8']); const v = r.pick([`+971 ${p} ${x(3)} ${x(4)}`, `0${p} ${x(3)} ${x(4)}`]); return lang === 'ar' && r.chance(0.3) ? toArabicDigits(v) : v; }
    case 'EG': { const p = '1' + r.pick(['0', '1', '2', '5']); const v = r.pick([`+20 ${p} ${x(4)} ${x(4)}`, `0${p} ${x(4)} ${x(4)}`, `0${p}${x(8)}`]); return lang === 'ar' && r.chance(0.35) ? toArabicDigits(v) : v; }
  }
  return `+1 ${x(3)} ${x(3)} ${x(4)}`;
}
// public company support lines / hotlines (negatives)
export function supportLine(r, cc) {
  const x = (n) => dg(r, n);
  const m = { US: `1-800-${x(3)}-${x(4)}`, CA: `1-888-${x(3)}-${x(4)}`, GB: `0800 ${x(3)} ${x(4)}`, IE: `1800 ${x(3)} ${x(3)}`, IN: `1800-${x(3)}-${x(4)}`, AU: `1300 ${x(3)} ${x(3)}`, ZA: `0860 ${x(3)} ${x(3)}`, SE: `020-${x(2)} ${x(2)} ${x(2)}`, DK: `70 ${x(2)} ${x(2)} ${x(2)}`, FI: `0800 ${x(5)}`, NO: `800 ${x(2)} ${x(3)}`, DE: `0800 ${x(3)} ${x(4)}`, AT: `0800 ${x(3)} ${x(3)}`, CH: `0800 ${x(3)} ${x(3)}`, FR: `0 800 ${x(2)} ${x(2)} ${x(2)}`, BE: `0800 ${x(2)} ${x(3)}`, ES: `900 ${x(3)} ${x(3)}`, MX: `800 ${x(3)} ${x(4)}`, CL: `600 ${x(3)} ${x(4)}`, AR: `0800-${x(3)}-${x(4)}`, IT: `800 ${x(3)} ${x(3)}`, PT: `800 ${x(3)} ${x(3)}`, BR: `0800 ${x(3)} ${x(4)}`, NL: `0800-${x(4)}`, PL: `800 ${x(3)} ${x(3)}`, RU: `8 800 ${x(3)}-${x(2)}-${x(2)}`, TR: `444 ${x(2)} ${x(2)}`, JP: `0120-${x(3)}-${x(3)}`, CN: `400-${x(3)}-${x(4)}`, KR: `1588-${x(4)}`, ID: `1500-${x(3)}`, SA: `9200${x(5)}`, AE: `800 ${x(4)}`, EG: `19${x(3)}` };
  return m[cc] || m.US;
}
export const EMERGENCY = { US: '911', CA: '911', GB: '999', IE: '112', IN: '112', AU: '000', ZA: '10111', SE: '112', DK: '112', FI: '112', NO: '113', DE: '110', AT: '133', CH: '117', FR: '15', BE: '112', ES: '112', MX: '911', CL: '131', AR: '911', IT: '118', PT: '112', BR: '190', NL: '112', PL: '997', RU: '112', TR: '112', JP: '119', CN: '120', KR: '119', ID: '112', SA: '997', AE: '999', EG: '122' };

const CUR = { US: (v) => `$${v}`, CA: (v) => `$${v} CAD`, GB: (v) => `£${v}`, IE: (v) => `€${v}`, IN: (v) => `₹${v}`, AU: (v) => `A$${v}`, ZA: (v) => `R ${v}`, SE: (v) => `${v} kr`, DK: (v) => `${v} kr.`, FI: (v) => `${v} €`, NO: (v) => `${v} kr`, DE: (v) => `${v} €`, AT: (v) => `€ ${v}`, CH: (v) => `CHF ${v}.–`, FR: (v) => `${v} €`, BE: (v) => `${v} €`, ES: (v) => `${v} €`, MX: (v) => `$${v} MXN`, CL: (v) => `$${v}.000`, AR: (v) => `$${v}.000`, IT: (v) => `€ ${v}`, PT: (v) => `${v} €`, BR: (v) => `R$ ${v},00`, NL: (v) => `€ ${v},-`, PL: (v) => `${v} zł`, RU: (v) => `${v} ₽`, TR: (v) => `${v} TL`, JP: (v) => `¥${v},${r3()}`, CN: (v) => `¥${v}`, KR: (v) => `${v},000원`, ID: (v) => `Rp ${v}.000`, SA: (v) => `${v} ر.س`, AE: (v) => `AED ${v}`, EG: (v) => `${v} ج.م` };
let _r3 = '000'; const r3 = () => _r3;
export function price(r, cc) { _r3 = String(r.int(0, 9)) + '80'; return (CUR[cc] || CUR.US)(String(r.int(5, 950))); }

// bank account presentations: returns array of {type, value, soft?} pieces plus caption
export function bankAccount(r, cc, lang) {
  if (I.IBAN_COUNTRIES.includes(cc) && !['BR'].includes(cc)) { const iban = I.genIban(r, cc); return [{ type: 'iban', value: r.chance(0.6) ? I.ibanGroup(iban) : iban, cap: 'IBAN' }]; }
  switch (cc) {
    case 'US': return [{ type: 'us_routing', value: I.abaRouting(r), cap: 'Routing', soft: true }, { type: 'us_account', value: r.digits(r.int(9, 12)), cap: 'Account' }];
    case 'CA': return [{ type: 'ca_transit_institution', value: `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '006', '010'])}`, cap: 'Transit/Inst.', soft: true }, { type: 'ca_account', value: r.digits(7), cap: 'Account' }];
    case 'IN': return [{ type: 'in_ifsc', value: r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'PUNB', 'KKBK']) + '0' + r.digits(6), cap: 'IFSC', soft: true }, { type: 'in_account', value: r.digits(r.int(11, 16)), cap: lang === 'hi' ? 'खाता संख्या' : 'A/c No.' }];
    case 'AU': return [{ type: 'au_bsb', value: `${r.pick(['062', '033', '082', '013', '732'])}-${r.digits(3)}`, cap: 'BSB', soft: true }, { type: 'au_account', value: r.digits(r.int(8, 9)), cap: 'Account' }];
    case 'ZA': return [{ type: 'za_account', value: r.digits(r.int(10, 11)), cap: 'Acc no' }];
    case 'MX': return [{ type: 'mx_clabe', value: I.clabe(r), cap: 'CLABE' }];
    case 'AR': return [{ type: 'ar_cbu', value: I.cbu(r), cap: 'CBU' }];
    case 'CL': return [{ type: 'cl_cuenta', value: r.digits(r.int(8, 12)), cap: 'Cuenta RUT / Cta. Cte.' }];
    case 'BR': return [{ type: 'br_agencia', value: r.digits(4), cap: 'Agência', soft: true }, { type: 'br_conta', value: `${r.digits(r.int(5, 8))}-${r.int(0, 9)}`, cap: 'Conta' }];
    case 'RU': { const x = I.ruAccount(r); return [{ type: 'ru_account', value: x.acc, cap: 'Р/с' }, { type: 'ru_bik', value: x.bik, cap: 'БИК', soft: true }]; }
    case 'JP': return [{ type: 'jp_account', value: r.digits(7), cap: `${r.pick(['三菱UFJ銀行', 'みずほ銀行', '三井住友銀行', 'ゆうちょ銀行', '楽天銀行'])} ${r.pick(['渋谷', '新宿', '梅田', '本店営業部'])}支店 普通` }];
    case 'CN': { const n = I.genCard(r, 'unionpay'); return [{ type: 'cn_bank_card', value: r.chance(0.5) ? n.replace(/(.{4})/g, '$1 ').trim() : n, cap: `${r.pick(['工商银行', '建设银行', '招商银行', '农业银行', '中国银行'])}卡号` }]; }
    case 'KR': { const b = r.pick([['국민은행', [6, 2, 6]], ['신한은행', [3, 3, 6]], ['우리은행', [4, 3, 6]], ['카카오뱅크', [4, 2, 7]], ['하나은행', [3, 6, 5]]]); return [{ type: 'kr_account', value: b[1].map((k) => r.digits(k)).join('-'), cap: b[0] }]; }
    case 'ID': { const b = r.pick([['BCA', 10], ['Mandiri', 13], ['BRI', 15], ['BNI', 10]]); return [{ type: 'id_account', value: r.digits(b[1]), cap: `Rek. ${b[0]}` }]; }
  }
  return [{ type: 'iban', value: I.genIban(r, 'DE'), cap: 'IBAN' }];
}

// ---------------------------------------------------------------- country table
const C0 = (lang, locale, pool, nid, extra = {}) => ({ lang, locale, pool, nid, ...extra });
export const COUNTRIES = {
  US: C0('en', 'en-US', 'en_us', ['us_ssn']), GB: C0('en', 'en-GB', 'en_gb', ['gb_nino']), IN: C0('en', 'en-IN', 'en_in', ['in_aadhaar', 'in_pan']), AU: C0('en', 'en-AU', 'en_au', ['au_tfn']),
  CA: C0('en', 'en-CA', 'en_ca', ['ca_sin']), IE: C0('en', 'en-IE', 'en_ie', ['ie_ppsn']), ZA: C0('en', 'en-ZA', 'en_za', ['za_id']), SE: C0('en', 'en-SE', 'en_se', ['se_personnummer']),
  DK: C0('en', 'en-DK', 'en_dk', ['dk_cpr']), FI: C0('en', 'en-FI', 'en_fi', ['fi_hetu']), NO: C0('en', 'en-NO', 'en_no', ['no_fnr']),
  DE: C0('de', 'de-DE', 'de', ['de_steuer_id']), AT: C0('de', 'de-AT', 'de_at', ['at_svnr']), CH: C0('de', 'de-CH', 'de_ch', ['ch_ahv']),
  FR: C0('fr', 'fr-FR', 'fr', ['fr_nir']), BE: C0('fr', 'fr-BE', 'fr_be', ['be_nn']), CA_FR: C0('fr', 'fr-CA', 'fr_ca', ['ca_sin'], { cc: 'CA' }),
  ES: C0('es', 'es-ES', 'es', ['es_dni', 'es_nie']), MX: C0('es', 'es-MX', 'es_mx', ['mx_curp']), CL: C0('es', 'es-CL', 'es_cl', ['cl_rut']), AR: C0('es', 'es-AR', 'es_ar', ['ar_cuil']),
  IT: C0('it', 'it-IT', 'it', ['it_cf']), PT: C0('pt', 'pt-PT', 'pt', ['pt_nif']), BR: C0('pt', 'pt-BR', 'pt_br', ['br_cpf']),
  NL: C0('nl', 'nl-NL', 'nl', ['nl_bsn']), BE_NL: C0('nl', 'nl-BE', 'nl_be', ['be_nn'], { cc: 'BE' }), PL: C0('pl', 'pl-PL', 'pl', ['pl_pesel']),
  RU: C0('ru', 'ru-RU', 'ru', ['ru_snils', 'ru_inn', 'ru_internal_passport']), TR: C0('tr', 'tr-TR', 'tr', ['tr_tckn']), JP: C0('ja', 'ja-JP', 'ja', ['jp_mynumber']),
  CN: C0('zh', 'zh-CN', 'zh', ['cn_ric']), KR: C0('ko', 'ko-KR', 'ko', ['kr_rrn']), ID: C0('id', 'id-ID', 'id', ['id_nik']),
  SA: C0('ar', 'ar-SA', 'ar', ['sa_nid']), AE: C0('ar', 'ar-AE', 'ar', ['ae_eid']), EG: C0('ar', 'ar-EG', 'ar', ['eg_nid']), IN_HI: C0('hi', 'hi-IN', 'hi', ['in_aadhaar', 'in_pan'], { cc: 'IN' }),
};
for (const [k, v] of Object.entries(COUNTRIES)) v.cc = v.cc || k;
export const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'tr', 'ja', 'zh', 'ko', 'id', 'ar', 'hi'];
export const countriesFor = (lang) => Object.entries(COUNTRIES).filter(([, v]) => v.lang === lang).map(([k]) => k);
