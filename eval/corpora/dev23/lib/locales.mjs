// Locale data: names, addresses, phones, dates, amounts, schemes per locale.
const sp = (s) => s.split('|');
const pad = (n, w) => String(n).padStart(w, '0');

export const NAMES = {
  en: { m: sp('James|Oliver|Ethan|Liam|Henry|Samuel|Owen|Caleb|Declan|Rowan|Felix|Tobias|Elliot|Marcus'), f: sp('Olivia|Amelia|Harper|Chloe|Isla|Maya|Nora|Freya|Hazel|Imogen|Clara|Ivy|Rosalind|Tamsin'), fam: sp('Whitaker|Thornton|Ashby|Kendrick|Harlow|Pemberton|Okafor|Lindqvist|Caldwell|Brennan|Fairclough|Delaney|Hartigan|Oyelaran|Mbeki-Shaw|Castellano|Nguyen-Ruiz|Abernethy') },
  de: { m: sp('Lukas|Jonas|Felix|Tobias|Matthias|Florian|Niklas|Sebastian|Moritz|Henrik|Jannik|Benedikt'), f: sp('Lena|Hannah|Johanna|Katharina|Miriam|Franziska|Annika|Leonie|Theresa|Svenja|Carolin|Vanessa'), fam: sp('Brandstätter|Kühnel|Oberhuber|Wendland|Zimmermann|Hofbauer|Lindemann|Schäfer|Vogelsang|Rautenberg|Eichhorn|Kessler|Pfeiffer|Dreßler|Yılmaz-Becker|Nowitzki') },
  fr: { m: sp('Julien|Mathieu|Antoine|Théo|Baptiste|Quentin|Rémi|Clément|Étienne|Maxime|Karim|Yannick'), f: sp('Camille|Léa|Chloé|Manon|Élise|Margaux|Inès|Juliette|Aurélie|Solène|Nadia|Océane'), fam: sp('Lefèvre|Garnier|Rousseau|Fontaine|Chevalier|Marchand|Lemaire|Giraud|Bonnet|Perrin|Caron|Dufresne|Benali|Nguyen|Le Goff|Mercier') },
  nl: { m: sp('Daan|Sem|Bram|Thijs|Joris|Ruben|Jeroen|Wouter|Sander|Koen'), f: sp('Sanne|Femke|Lotte|Anouk|Eline|Maaike|Noor|Fleur|Iris|Marloes'), fam: sp('de Vries|van Dijk|Bakker|Visser|Smit|Meijer|de Groot|Mulder|van den Berg|Hendriks|Dekker|Verhoeven|Peeters|Claes|Janssens|Wouters') },
  es: { m: sp('Alejandro|Pablo|Javier|Diego|Sergio|Álvaro|Iker|Mateo|Gonzalo|Rodrigo|Emiliano|Santiago'), f: sp('Lucía|Carmen|Elena|Marta|Paula|Nerea|Irene|Claudia|Alba|Ximena|Valentina|Guadalupe'), fam: sp('García|Fernández|Navarro|Ortega|Serrano|Molina|Castillo|Iglesias|Medina|Herrera|Delgado|Guerrero|Cortés|Vázquez|Ibarra|Zamora') },
  it: { m: sp('Lorenzo|Matteo|Alessandro|Davide|Riccardo|Tommaso|Federico|Gabriele|Niccolò|Edoardo'), f: sp('Giulia|Chiara|Francesca|Martina|Sara|Elisa|Beatrice|Alessia|Ginevra|Serena'), fam: sp('Esposito|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|Costa|Mancini|Lombardi|Moretti|Barbieri|De Luca|Fontana') },
  pt: { m: sp('João|Tiago|Rafael|Gonçalo|Diogo|Rodrigo|Thiago|Gustavo|Leonardo|Vinícius|Caio|Duarte'), f: sp('Beatriz|Mariana|Inês|Carolina|Leonor|Luíza|Camila|Larissa|Gabriela|Francisca|Yasmin|Matilde'), fam: sp('Silva|Santos|Ferreira|Pereira|Oliveira|Costa|Rodrigues|Martins|Almeida|Carvalho|Ribeiro|Sousa|Gomes|Barbosa|Teixeira|Moura') },
  pl: { m: sp('Piotr|Krzysztof|Tomasz|Paweł|Michał|Marcin|Łukasz|Grzegorz|Wojciech|Bartosz'), f: sp('Agnieszka|Katarzyna|Magdalena|Joanna|Aleksandra|Monika|Natalia|Zofia|Weronika|Karolina'), fam: sp('Wiśniewski/Wiśniewska|Wójcik/Wójcik|Kamiński/Kamińska|Lewandowski/Lewandowska|Zieliński/Zielińska|Szymański/Szymańska|Dąbrowski/Dąbrowska|Kozłowski/Kozłowska|Jankowski/Jankowska|Mazur/Mazur|Krawczyk/Krawczyk|Pawlak/Pawlak|Sikora/Sikora|Grabowski/Grabowska') },
  cs: { m: sp('Jiří|Petr|Tomáš|Martin|Lukáš|Ondřej|Jakub|Vojtěch|Radek|Filip'), f: sp('Lucie|Tereza|Kateřina|Veronika|Barbora|Markéta|Eliška|Klára|Zuzana|Adéla'), fam: sp('Svoboda/Svobodová|Dvořák/Dvořáková|Černý/Černá|Procházka/Procházková|Kučera/Kučerová|Veselý/Veselá|Horák/Horáková|Němec/Němcová|Pokorný/Pokorná|Marek/Marková|Fiala/Fialová|Sedláček/Sedláčková') },
  tr: { m: sp('Emre|Burak|Mert|Can|Oğuz|Kerem|Serkan|Barış|Volkan|Cem|Tolga|Onur'), f: sp('Elif|Zeynep|Ayşe|Merve|Ece|Damla|Selin|Büşra|Gizem|İrem|Defne|Tuğba'), fam: sp('Yıldız|Kaya|Demir|Şahin|Çelik|Aydın|Öztürk|Arslan|Doğan|Kılıç|Aslan|Çetin|Kurt|Özdemir|Erdem|Polat') },
  ru: { m: sp('Дмитрий|Алексей|Сергей|Андрей|Максим|Артём|Никита|Илья|Павел|Кирилл'), f: sp('Анна|Мария|Екатерина|Ольга|Татьяна|Юлия|Дарья|Ксения|Полина|Виктория'), fam: sp('Смирнов/Смирнова|Кузнецов/Кузнецова|Попов/Попова|Соколов/Соколова|Лебедев/Лебедева|Новиков/Новикова|Морозов/Морозова|Волков/Волкова|Фёдоров/Фёдорова|Егоров/Егорова|Белоусов/Белоусова|Громов/Громова'), pat: sp('Александрович/Александровна|Сергеевич/Сергеевна|Игоревич/Игоревна|Викторович/Викторовна|Олегович/Олеговна') },
  uk: { m: sp('Олександр|Андрій|Дмитро|Максим|Богдан|Остап|Назар|Юрій|Віталій|Ярослав'), f: sp('Оксана|Олена|Ірина|Наталія|Соломія|Дарина|Христина|Ганна|Вікторія|Ярина'), fam: sp('Коваленко/Коваленко|Бондаренко/Бондаренко|Ткаченко/Ткаченко|Кравченко/Кравченко|Олійник/Олійник|Шевчук/Шевчук|Поліщук/Поліщук|Мельник/Мельник|Бойко/Бойко|Лисенко/Лисенко|Гнатюк/Гнатюк|Савчук/Савчук'), pat: sp('Петрович/Петрівна|Іванович/Іванівна|Миколайович/Миколаївна|Васильович/Василівна') },
  ja: { m: sp('翔太|大輔|健一|拓海|陽斗|蓮|悠真|直樹|和也|亮介'), f: sp('美咲|陽菜|結衣|さくら|由美|愛子|七海|彩花|真由|千尋'), fam: sp('佐藤|鈴木|高橋|田中|伊藤|渡辺|中村|小林|加藤|吉田|山口|松本|井上|木村|清水|森') },
  zh: { m: sp('伟|强|磊|洋|勇|军|杰|涛|明|超|建华|晓东|子轩|浩然|志远'), f: sp('芳|娜|敏|静|丽|艳|娟|秀英|雨涵|欣怡|梦瑶|思琪'), fam: sp('王|李|刘|陈|杨|黄|赵|吴|周|徐|马|朱|胡|郭|何|罗') },
  ko: { m: sp('민준|지호|도윤|예준|현우|서준|시우|준혁|태윤|건우'), f: sp('서연|하은|수빈|지민|유진|채원|지우|서윤|다은|예린'), fam: sp('김|이|박|최|정|강|조|윤|장|임|한|오|서|신') },
  ar: { m: sp('محمد|أحمد|خالد|عمر|يوسف|فيصل|سعود|عبدالله|طارق|ماجد|راشد|سلطان'), f: sp('فاطمة|نورة|سارة|ريم|مريم|هند|لطيفة|عائشة|شيخة|جواهر'), fam: sp('العتيبي|القحطاني|الشمري|الحربي|الزهراني|المطيري|الدوسري|الغامدي|الكعبي|المنصوري|النعيمي|السويدي') },
  he: { m: sp('יוסי|אבי|דניאל|איתי|עומר|נועם|אורי|רון|עידו|אלון'), f: sp('נועה|מיכל|שירה|תמר|יעל|רותם|הילה|ליאת|מאיה|עדי'), fam: sp('כהן|לוי|מזרחי|פרץ|ביטון|אברהם|פרידמן|אזולאי|דהן|שפירא|גולן|רוזנברג') },
  hi: { m: sp('राहुल|अमित|विकास|संजय|अर्जुन|रोहित|आदित्य|करण|सौरभ|मनीष'), f: sp('प्रिया|अंजलि|नेहा|पूजा|कविता|स्नेहा|दीपिका|रिया|श्वेता|मेघा'), fam: sp('शर्मा|वर्मा|गुप्ता|सिंह|पटेल|मिश्रा|यादव|जोशी|अग्रवाल|चौहान|त्रिपाठी|सक्सेना') },
  inl: { m: sp('Rahul|Amit|Vikram|Sanjay|Arjun|Rohit|Aditya|Karan|Saurabh|Manish'), f: sp('Priya|Ananya|Neha|Pooja|Kavya|Sneha|Divya|Riya|Shweta|Megha'), fam: sp('Sharma|Iyer|Gupta|Reddy|Nair|Mishra|Chatterjee|Joshi|Agarwal|Menon|Kulkarni|Banerjee') },
};

export function personName(r, group) {
  const g = NAMES[group]; const fem = r.chance(0.5);
  const given = r.pick(fem ? g.f : g.m);
  let fam = r.pick(g.fam); if (fam.includes('/')) fam = fam.split('/')[fem ? 1 : 0];
  if (group === 'es' && r.chance(0.7)) { let f2; do { f2 = r.pick(g.fam); } while (f2 === fam); fam = fam + ' ' + f2; }
  if (group === 'pt' && r.chance(0.6)) { let f2; do { f2 = r.pick(g.fam); } while (f2 === fam); fam = f2 + ' ' + fam; }
  if (group === 'en' && r.chance(0.2)) { const mid = r.pick(fem ? g.f : g.m); if (mid !== given) return { given, family: fam, full: `${given} ${mid[0]}. ${fam}`, fem }; }
  let full;
  if (group === 'ja') full = r.chance(0.6) ? `${fam} ${given}` : `${fam}${given}`;
  else if (group === 'zh' || group === 'ko') full = fam + given;
  else if ((group === 'ru' || group === 'uk') && r.chance(0.5)) { const p = r.pick(g.pat).split('/')[fem ? 1 : 0]; full = r.chance(0.5) ? `${fam} ${given} ${p}` : `${given} ${p} ${fam}`; }
  else full = `${given} ${fam}`;
  return { given, family: fam, full, fem };
}

// ---- phones: each returns [type, value]
const d = (r, n) => r.digits(n);
const PHONES = {
  'en-US': (r) => { const a = r.pick(['212', '312', '415', '617', '713', '206', '303', '512']); const x = pad(r.int(100, 199), 4).replace(/^0/, '01'); const n = '01' + pad(r.int(0, 99), 2); return ['us_phone', r.pick([`(${a}) 555-${n}`, `${a}-555-${n}`, `+1 ${a} 555 ${n}`, `${a}.555.${n}`])]; },
  'en-CA': (r) => { const a = r.pick(['416', '604', '514', '403', '613']); const n = '01' + pad(r.int(0, 99), 2); return ['ca_phone', r.pick([`(${a}) 555-${n}`, `+1 ${a}-555-${n}`])]; },
  'en-GB': (r) => r.chance(0.6) ? ['uk_mobile', r.pick([`07700 900${d(r, 3)}`, `+44 7700 900${d(r, 3)}`, `+44 (0)7700 900 ${d(r, 3)}`])] : ['uk_landline', r.pick([`020 7946 0${d(r, 3)}`, `+44 20 7946 0${d(r, 3)}`, `0113 496 0${d(r, 3)}`, `0161 496 0${d(r, 3)}`])],
  'en-AU': (r) => ['au_landline', r.pick([`(02) 5550 ${d(r, 4)}`, `(03) 5550 ${d(r, 4)}`, `+61 7 5550 ${d(r, 4)}`, `08 5550 ${d(r, 4)}`])],
  'en-IN': (r) => { const n = r.pick(['98', '97', '99', '88', '70', '63']) + d(r, 8); return ['in_mobile', r.pick([`+91 ${n.slice(0, 5)} ${n.slice(5)}`, `0${n.slice(0, 5)} ${n.slice(5)}`, `+91-${n}`, n])]; },
  'de-DE': (r) => r.chance(0.6) ? ['de_mobile', (() => { const p = r.pick(['151', '152', '160', '162', '170', '171', '176', '157']); const n = d(r, r.int(7, 8)); return r.pick([`+49 ${p} ${n}`, `0${p} ${n}`, `0${p}/${n}`, `+49 (0)${p} ${n.slice(0, 3)} ${n.slice(3)}`]); })()] : ['de_landline', (() => { const p = r.pick(['30', '40', '89', '221', '69', '711', '351']); const n = d(r, 8 - p.length + 2); return r.pick([`0${p} ${n}`, `(0${p}) ${n}`, `+49 ${p} ${n}`, `0${p}-${n}`]); })()],
  'de-AT': (r) => { const p = r.pick(['664', '650', '676', '699']); const n = d(r, 7); return ['at_mobile', r.pick([`+43 ${p} ${n}`, `0${p}/${n}`, `0${p} ${n.slice(0, 3)} ${n.slice(3)}`])]; },
  'de-CH': (r) => { const p = r.pick(['76', '77', '78', '79']); const n = d(r, 7); return ['ch_mobile', r.pick([`+41 ${p} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`, `0${p} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`])]; },
  'fr-FR': (r) => { const p = r.pick(['01 99 00', '02 61 91', '03 53 01', '04 65 71', '05 36 49', '06 39 98']); const a = d(r, 2), b = d(r, 2); return ['fr_phone', r.pick([`${p} ${a} ${b}`, `+33 ${p.slice(1)} ${a} ${b}`, `${p.replace(/ /g, '.')}.${a}.${b}`])]; },
  'fr-BE': (r) => { const p = r.pick(['470', '471', '472', '475', '477', '486', '494']); const n = d(r, 6); return ['be_mobile', r.pick([`+32 ${p} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`, `0${p} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)}`, `0${p}/${n.slice(0, 2)}.${n.slice(2, 4)}.${n.slice(4)}`])]; },
  'nl-NL': (r) => { const n = d(r, 8); return ['nl_mobile', r.pick([`06-${n}`, `+31 6 ${n}`, `06 ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4, 6)} ${n.slice(6)}`, `+31 (0)6 ${n.slice(0, 4)} ${n.slice(4)}`])]; },
  'es-ES': (r) => { const n = r.pick(['6', '7']) + d(r, 8); return ['es_mobile', r.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+34 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`, n])]; },
  'es-MX': (r) => { const a = r.pick(['55', '33', '81']); const n = d(r, 8); return ['mx_phone', r.pick([`+52 ${a} ${n.slice(0, 4)} ${n.slice(4)}`, `${a} ${n.slice(0, 4)} ${n.slice(4)}`, `(${a}) ${n.slice(0, 4)}-${n.slice(4)}`])]; },
  'it-IT': (r) => r.chance(0.7) ? ['it_mobile', (() => { const n = r.pick(['320', '328', '333', '338', '347', '349', '366', '393']) + d(r, 7); return r.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+39 ${n.slice(0, 3)} ${n.slice(3)}`, `${n.slice(0, 3)}/${n.slice(3)}`]); })()] : ['it_landline', `0${r.pick(['2', '6', '11', '51', '55'])} ${d(r, 4)} ${d(r, 4)}`],
  'pt-PT': (r) => { const n = r.pick(['91', '92', '93', '96']) + d(r, 7); return ['pt_mobile', r.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+351 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+351 ${n}`])]; },
  'pt-BR': (r) => { const a = r.pick(['11', '21', '31', '41', '51', '61', '71', '81']); const n = '9' + d(r, 8); return ['br_mobile', r.pick([`(${a}) ${n.slice(0, 5)}-${n.slice(5)}`, `+55 ${a} ${n.slice(0, 5)}-${n.slice(5)}`, `+55 (${a}) ${n}`])]; },
  'pl-PL': (r) => { const n = r.pick(['50', '51', '53', '60', '66', '69', '72', '79', '88']) + d(r, 7); return ['pl_mobile', r.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+48 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `+48 ${n}`, `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`])]; },
  'cs-CZ': (r) => { const n = r.pick(['60', '72', '73', '77', '79']) + d(r, 7); return ['cz_mobile', r.pick([`+420 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`])]; },
  'tr-TR': (r) => { const n = '5' + r.pick(['30', '32', '33', '35', '42', '44', '05', '06']) + d(r, 7); return ['tr_mobile', r.pick([`0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `+90 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`, `0 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6)}`])]; },
  'ru-RU': (r) => { const p = r.pick(['903', '905', '915', '916', '925', '926', '977', '985']); const n = d(r, 7); return ['ru_mobile', r.pick([`+7 (${p}) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`, `8 ${p} ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`, `+7 ${p} ${n}`])]; },
  'uk-UA': (r) => { const p = r.pick(['50', '63', '66', '67', '68', '73', '93', '95', '97']); const n = d(r, 7); return ['ua_mobile', r.pick([`+380 ${p} ${n.slice(0, 3)} ${n.slice(3)}`, `0${p} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`, `+380 (${p}) ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`])]; },
  'ja-JP': (r) => r.chance(0.6) ? ['jp_mobile', (() => { const p = r.pick(['090', '080', '070']); const a = d(r, 4), b = d(r, 4); return r.pick([`${p}-${a}-${b}`, `+81 ${p.slice(1)}-${a}-${b}`, `${p}${a}${b}`]); })()] : ['jp_landline', r.pick([`03-${d(r, 4)}-${d(r, 4)}`, `06-${d(r, 4)}-${d(r, 4)}`, `045-${d(r, 3)}-${d(r, 4)}`])],
  'zh-CN': (r) => { const n = r.pick(['138', '139', '135', '186', '158', '177', '199']) + d(r, 8); return ['cn_mobile', r.pick([`${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, `+86 ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`, n, `${n.slice(0, 3)}-${n.slice(3, 7)}-${n.slice(7)}`])]; },
  'ko-KR': (r) => { const a = d(r, 4), b = d(r, 4); return ['kr_mobile', r.pick([`010-${a}-${b}`, `+82 10-${a}-${b}`, `010 ${a} ${b}`])]; },
  'ar-SA': (r) => { const n = '5' + r.pick(['0', '3', '4', '5', '6', '9']) + d(r, 7); return ['sa_mobile', r.pick([`+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `00966${n}`])]; },
  'ar-AE': (r) => { const n = '5' + r.pick(['0', '2', '4', '5', '6', '8']) + d(r, 7); return ['ae_mobile', r.pick([`+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`, `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`])]; },
  'he-IL': (r) => { const n = '5' + r.pick(['0', '2', '3', '4', '8']) + d(r, 7); return ['il_mobile', r.pick([`0${n.slice(0, 2)}-${n.slice(2)}`, `+972 ${n.slice(0, 2)}-${n.slice(2, 5)}-${n.slice(5)}`, `0${n.slice(0, 2)}-${n.slice(2, 5)}-${n.slice(5)}`])]; },
};
PHONES['hi-IN'] = PHONES['en-IN']; PHONES['nl-BE'] = PHONES['fr-BE'];

// ---- addresses
const ADDR = {
  'en-US': (r) => `${r.int(12, 9890)} ${r.pick(['Maple Avenue', 'Oak Street', 'Cedar Lane', 'Willow Drive', 'Sycamore Court', 'Hawthorne Road'])}${r.chance(0.4) ? `, Apt ${r.int(1, 20)}${r.pick('ABCD')}` : ''}, ${r.pick(['Springfield, IL 627', 'Portland, OR 972', 'Austin, TX 787', 'Columbus, OH 432', 'Madison, WI 537'])}${d(r, 2)}`,
  'en-CA': (r) => `${r.int(10, 990)} ${r.pick(['Queen St W', 'Bloor Street East', 'Rue Sainte-Catherine', 'Granville Street'])}, ${r.pick(['Toronto, ON M5H', 'Vancouver, BC V6B', 'Ottawa, ON K1P'])} ${r.int(1, 9)}${r.pick('ABCEGHJ')}${r.int(1, 9)}`,
  'en-GB': (r) => `${r.int(1, 240)} ${r.pick(['Kingsley Road', 'Ashgrove Terrace', 'Elmfield Crescent', 'Station Approach', 'Holloway Lane', 'Beechwood Avenue'])}, ${r.pick(['Leeds LS6', 'Bristol BS7', 'Manchester M20', 'York YO31', 'Norwich NR2'])} ${r.int(1, 9)}${r.pick('ABDEFGHJLNPQRSTUWXYZ')}${r.pick('ABDEFGHJLNPQRSTUWXYZ')}`,
  'en-AU': (r) => `${r.pick(['', `Unit ${r.int(1, 30)}/`])}${r.int(1, 300)} ${r.pick(['Wattle Street', 'Banksia Road', 'Jacaranda Avenue', 'Ironbark Crescent'])}, ${r.pick(['Surry Hills NSW 2010', 'Fitzroy VIC 3065', 'Paddington QLD 4064', 'Fremantle WA 6160'])}`,
  'en-IN': (r) => `Flat ${r.int(101, 1204)}, ${r.pick(['Shanti Apartments', 'Lotus Residency', 'Green Park Towers', 'Sai Krupa Heights'])}, ${r.pick(['MG Road', 'Linking Road', 'Anna Salai', 'Park Street'])}, ${r.pick(['Bengaluru 5600', 'Mumbai 4000', 'Chennai 6000', 'Kolkata 7000'])}${d(r, 2)}`,
  'hi-IN': (r) => `फ्लैट ${r.int(101, 1204)}, ${r.pick(['शांति अपार्टमेंट', 'कमल रेजीडेंसी', 'ग्रीन पार्क टावर्स'])}, ${r.pick(['एमजी रोड', 'लिंक रोड', 'सिविल लाइंस'])}, ${r.pick(['नई दिल्ली 1100', 'जयपुर 3020', 'लखनऊ 2260', 'भोपाल 4620'])}${d(r, 2)}`,
  'de-DE': (r) => `${r.pick(['Lindenstraße', 'Am Mühlbach', 'Goethestraße', 'Kastanienallee', 'Birkenweg', 'Schillerplatz', 'Hauptstraße'])} ${r.int(1, 140)}${r.pick(['', '', 'a', 'b'])}, ${r.pick(['10', '20', '80', '50', '60', '70', '01'])}${d(r, 3)} ${r.pick(['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Dresden'])}`,
  'de-AT': (r) => `${r.pick(['Mariahilfer Straße', 'Landstraßer Hauptstraße', 'Herrengasse', 'Lindengasse'])} ${r.int(1, 120)}/${r.int(1, 20)}, ${r.pick(['1060 Wien', '1030 Wien', '8010 Graz', '5020 Salzburg', '6020 Innsbruck'])}`,
  'de-CH': (r) => `${r.pick(['Bahnhofstrasse', 'Seefeldstrasse', 'Rosenweg', 'Kirchgasse'])} ${r.int(1, 90)}, ${r.pick(['8004 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern'])}`,
  'fr-FR': (r) => `${r.int(1, 120)}${r.pick(['', '', ' bis'])} ${r.pick(['rue des Lilas', 'avenue Jean-Jaurès', 'boulevard Voltaire', 'rue de la Paix', 'impasse des Tilleuls', 'chemin du Moulin'])}, ${r.pick(['75011 Paris', '69003 Lyon', '13006 Marseille', '31000 Toulouse', '44000 Nantes', '67000 Strasbourg'])}`,
  'fr-BE': (r) => `${r.pick(['Rue de la Station', 'Avenue Louise', 'Chaussée de Wavre', 'Rue du Marché'])} ${r.int(1, 200)}, ${r.pick(['1000 Bruxelles', '4000 Liège', '5000 Namur', '6000 Charleroi'])}`,
  'nl-BE': (r) => `${r.pick(['Kerkstraat', 'Meir', 'Veldstraat', 'Stationsstraat'])} ${r.int(1, 200)}, ${r.pick(['2000 Antwerpen', '9000 Gent', '3000 Leuven', '8000 Brugge'])}`,
  'nl-NL': (r) => `${r.pick(['Kerkstraat', 'Prinsengracht', 'Dorpsstraat', 'Molenweg', 'Lindelaan'])} ${r.int(1, 300)}${r.pick(['', '', '-II', 'A'])}, ${r.int(1011, 9999)} ${r.pick('ABCDEGHJKLMNPRSTVWXZ')}${r.pick('ABCDEGHJKLMNPRSTVWXZ')} ${r.pick(['Amsterdam', 'Utrecht', 'Rotterdam', 'Groningen', 'Eindhoven'])}`,
  'es-ES': (r) => `${r.pick(['Calle de Alcalá', 'Calle Mayor', 'Avenida de la Constitución', 'Calle del Pez', 'Paseo de Gracia'])} ${r.int(1, 250)}, ${r.int(1, 9)}º ${r.pick('ABCD')}, ${r.pick(['28009 Madrid', '08007 Barcelona', '41001 Sevilla', '46002 Valencia', '48001 Bilbao'])}`,
  'es-MX': (r) => `${r.pick(['Av. Insurgentes Sur', 'Calle Durango', 'Av. Revolución', 'Calle Morelos'])} ${r.int(10, 2500)}${r.chance(0.4) ? ` Int. ${r.int(1, 40)}` : ''}, Col. ${r.pick(['Roma Norte', 'Del Valle', 'Condesa', 'Narvarte'])}, ${pad(r.int(1000, 16999), 5)} ${r.pick(['Ciudad de México, CDMX', 'Guadalajara, Jal.', 'Monterrey, N.L.'])}`,
  'it-IT': (r) => `${r.pick(['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via dei Mille', 'Piazza Cavour'])} ${r.int(1, 200)}, ${r.pick(['20121 Milano MI', '00184 Roma RM', '10121 Torino TO', '40126 Bologna BO', '80132 Napoli NA'])}`,
  'pt-PT': (r) => `${r.pick(['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Travessa do Carmo'])} ${r.int(1, 300)}, ${r.int(1, 8)}.º ${r.pick(['Esq.', 'Dto.'])}, ${r.pick(['1100', '1250', '4000', '3000'])}-${pad(r.int(1, 999), 3)} ${r.pick(['Lisboa', 'Porto', 'Coimbra'])}`,
  'pt-BR': (r) => `${r.pick(['Rua das Flores', 'Avenida Paulista', 'Rua Augusta', 'Rua XV de Novembro'])}, ${r.int(10, 2500)}${r.chance(0.5) ? `, apto ${r.int(11, 204)}` : ''} - ${r.pick(['Bela Vista, São Paulo - SP', 'Centro, Curitiba - PR', 'Copacabana, Rio de Janeiro - RJ'])}, ${d(r, 5)}-${d(r, 3)}`,
  'pl-PL': (r) => `ul. ${r.pick(['Kwiatowa', 'Polna', 'Długa', 'Marszałkowska', 'Lipowa', 'Ogrodowa'])} ${r.int(1, 120)}${r.chance(0.6) ? '/' + r.int(1, 60) : ''}, ${r.pick(['00-', '30-', '50-', '80-', '60-'])}${d(r, 3)} ${r.pick(['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'])}`,
  'cs-CZ': (r) => `${r.pick(['Dlouhá', 'Vinohradská', 'Masarykova', 'Na Příkopě', 'Husova'])} ${r.int(100, 2999)}/${r.int(1, 80)}, ${r.pick(['110 00 Praha 1', '120 00 Praha 2', '602 00 Brno', '301 00 Plzeň', '779 00 Olomouc'])}`,
  'tr-TR': (r) => `${r.pick(['Bağdat Cad.', 'Atatürk Bulvarı', 'Cumhuriyet Mah. Gül Sok.', 'İstiklal Cad.'])} No: ${r.int(1, 300)} D: ${r.int(1, 30)}, ${r.pick(['34710 Kadıköy/İstanbul', '06420 Çankaya/Ankara', '35220 Konak/İzmir', '16050 Nilüfer/Bursa'])}`,
  'ru-RU': (r) => `${r.pick(['ул. Садовая', 'пр-т Мира', 'ул. Гагарина', 'Ленинградский пр-т', 'ул. Лесная'])}, д. ${r.int(1, 150)}${r.chance(0.3) ? `, корп. ${r.int(1, 5)}` : ''}, кв. ${r.int(1, 300)}, ${r.pick(['г. Москва, 1250', 'г. Санкт-Петербург, 1900', 'г. Казань, 4200', 'г. Новосибирск, 6300'])}${d(r, 2)}`,
  'uk-UA': (r) => `${r.pick(['вул. Хрещатик', 'просп. Перемоги', 'вул. Сагайдачного', 'вул. Зелена'])}, ${r.int(1, 150)}, кв. ${r.int(1, 200)}, ${r.pick(['м. Київ, 010', 'м. Львів, 790', 'м. Одеса, 650', 'м. Харків, 610'])}${d(r, 2)}`,
  'ja-JP': (r) => `〒${d(r, 3)}-${d(r, 4)} ${r.pick(['東京都渋谷区神南', '東京都世田谷区太子堂', '大阪府大阪市北区梅田', '神奈川県横浜市中区山下町', '京都府京都市左京区北白川'])}${r.int(1, 5)}-${r.int(1, 30)}-${r.int(1, 20)}${r.chance(0.5) ? ` ${r.pick(['グリーンハイツ', 'メゾン桜', 'パークサイド'])}${r.int(101, 905)}号室` : ''}`,
  'zh-CN': (r) => `${r.pick(['北京市朝阳区建国路', '上海市浦东新区世纪大道', '广州市天河区体育西路', '成都市武侯区人民南路', '杭州市西湖区文三路'])}${r.int(1, 300)}号${r.int(1, 20)}栋${r.int(1, 4)}单元${r.int(1, 30)}0${r.int(1, 6)}室`,
  'ko-KR': (r) => `${r.pick(['서울특별시 강남구 테헤란로', '서울특별시 마포구 월드컵북로', '부산광역시 해운대구 센텀중앙로', '경기도 성남시 분당구 판교역로'])} ${r.int(1, 500)}, ${r.int(101, 120)}동 ${r.int(1, 25)}0${r.int(1, 6)}호`,
  'ar-SA': (r) => `${r.pick(['شارع الملك فهد', 'طريق الأمير محمد بن عبدالعزيز', 'شارع التحلية', 'شارع العليا العام'])}، مبنى ${r.int(1000, 9999)}، ${r.pick(['حي العليا، الرياض 122', 'حي الروضة، جدة 234', 'حي الشاطئ، الدمام 324'])}${d(r, 2)}`,
  'ar-AE': (r) => `${r.pick(['فيلا', 'شقة'])} ${r.int(1, 90)}، ${r.pick(['شارع 24', 'شارع الوصل', 'شارع المنخول', 'شارع حمدان'])}، ${r.pick(['البرشاء 2، دبي', 'جميرا 1، دبي', 'الخالدية، أبوظبي', 'النهدة، الشارقة'])}`,
  'he-IL': (r) => `${r.pick(['רחוב הרצל', 'שדרות רוטשילד', 'רחוב ויצמן', 'רחוב הנביאים', 'רחוב אלנבי'])} ${r.int(1, 150)}, דירה ${r.int(1, 40)}, ${r.pick(['תל אביב-יפו 6', 'חיפה 3', 'ירושלים 9', 'באר שבע 8'])}${d(r, 6)}`,
};

// ---- locales
const L = (id, lang, names, o) => ({ id, lang, names, phone: PHONES[id], address: ADDR[id], ...o });
export const LOCALES = {
  'en-US': L('en-US', 'en', 'en', { order: 'MDY', sep: '/', nid: ['us_ssn'], tax: ['us_itin'], pass: ['us_passport'], bank: ['us_bank_account'], iban: null, cur: 'USD', bankId: (r) => ['Routing number', abaRouting(r)], hot: (r) => `1-800-${r.int(200, 999)}-${d(r, 4)}`, card: ['visa', 'mastercard', 'amex', 'discover'] }),
  'en-CA': L('en-CA', 'en', 'en', { order: 'YMD', sep: '-', nid: ['ca_sin'], tax: ['ca_sin'], pass: ['us_passport'], bank: ['us_bank_account'], iban: null, cur: 'CAD', bankId: (r) => ['Transit/Institution', `${d(r, 5)}-${d(r, 3)}`], hot: (r) => `1-888-${r.int(200, 999)}-${d(r, 4)}`, card: ['visa', 'mastercard', 'amex'] }),
  'en-GB': L('en-GB', 'en', 'en', { order: 'DMY', sep: '/', nid: ['uk_nino'], tax: ['uk_utr'], pass: ['uk_passport'], bank: ['uk_account_number'], iban: 'GB', cur: 'GBP', bankId: (r) => ['Sort code', `${d(r, 2)}-${d(r, 2)}-${d(r, 2)}`], hot: (r) => `0345 ${d(r, 3)} ${d(r, 4)}`, card: ['visa', 'mastercard', 'amex', 'maestro'] }),
  'en-AU': L('en-AU', 'en', 'en', { order: 'DMY', sep: '/', nid: ['au_medicare'], tax: ['au_tfn'], pass: ['uk_passport'], bank: ['au_account'], iban: null, cur: 'AUD', bankId: (r) => ['BSB', `${d(r, 3)}-${d(r, 3)}`], hot: (r) => `13 ${d(r, 2)} ${d(r, 2)}`, card: ['visa', 'mastercard', 'amex'] }),
  'en-IN': L('en-IN', 'en', 'inl', { order: 'DMY', sep: '-', nid: ['in_aadhaar'], tax: ['in_pan'], pass: ['in_passport'], bank: ['in_account'], iban: null, cur: 'INR', bankId: (r) => ['IFSC', r.pick(['SBIN', 'HDFC', 'ICIC', 'UTIB', 'KKBK']) + '0' + d(r, 6)], hot: (r) => `1800 ${d(r, 3)} ${d(r, 4)}`, card: ['visa', 'mastercard'] }),
  'hi-IN': L('hi-IN', 'hi', 'hi', { order: 'DMY', sep: '/', nid: ['in_aadhaar'], tax: ['in_pan'], pass: ['in_passport'], bank: ['in_account'], iban: null, cur: 'INR', bankId: (r) => ['IFSC', r.pick(['SBIN', 'PUNB', 'BARB', 'CNRB']) + '0' + d(r, 6)], hot: (r) => `1800 ${d(r, 3)} ${d(r, 4)}`, card: ['visa', 'mastercard'] }),
  'de-DE': L('de-DE', 'de', 'de', { order: 'DMY', sep: '.', nid: ['de_id_card'], tax: ['de_steuer_id'], pass: ['de_passport'], bank: ['de_kontonummer'], iban: 'DE', cur: 'EUR', bankId: (r) => ['BLZ', `${r.int(100, 860)} ${d(r, 3)} ${d(r, 2)}`], hot: (r) => `0800 ${d(r, 3)} ${d(r, 4)}`, card: ['visa', 'mastercard', 'amex'] }),
  'de-AT': L('de-AT', 'de', 'de', { order: 'DMY', sep: '.', nid: ['at_svnr'], tax: ['at_steuernummer'], pass: ['de_passport'], bank: ['de_kontonummer'], iban: 'AT', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['BKAUATWW', 'GIBAATWW', 'RZBAATWW', 'OBKLAT2L'])], hot: (r) => `0800 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'de-CH': L('de-CH', 'de', 'de', { order: 'DMY', sep: '.', nid: ['ch_ahv'], tax: ['ch_ahv'], pass: ['de_passport'], bank: ['de_kontonummer'], iban: 'CH', cur: 'CHF', bankId: (r) => ['Clearing-Nr.', d(r, 4)], hot: (r) => `0848 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'fr-FR': L('fr-FR', 'fr', 'fr', { order: 'DMY', sep: '/', nid: ['fr_nir'], tax: ['fr_spi'], pass: ['fr_passport'], bank: ['fr_rib'], iban: 'FR', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['BNPAFRPP', 'SOGEFRPP', 'CRLYFRPP', 'AGRIFRPP', 'CCBPFRPP'])], hot: (r) => `09 69 ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`, card: ['visa', 'mastercard'] }),
  'fr-BE': L('fr-BE', 'fr', 'fr', { order: 'DMY', sep: '/', nid: ['be_nrn'], tax: ['be_nrn'], pass: ['fr_passport'], bank: ['fr_rib'], iban: 'BE', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['GEBABEBB', 'BBRUBEBB', 'KREDBEBB'])], hot: (r) => `078 ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`, card: ['visa', 'mastercard'] }),
  'nl-BE': L('nl-BE', 'nl', 'nl', { order: 'DMY', sep: '/', nid: ['be_nrn'], tax: ['be_nrn'], pass: ['nl_passport'], bank: ['fr_rib'], iban: 'BE', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['KREDBEBB', 'GEBABEBB'])], hot: (r) => `078 ${d(r, 2)} ${d(r, 2)} ${d(r, 2)}`, card: ['visa', 'mastercard'] }),
  'nl-NL': L('nl-NL', 'nl', 'nl', { order: 'DMY', sep: '-', nid: ['nl_bsn'], tax: ['nl_bsn'], pass: ['nl_passport'], bank: ['de_kontonummer'], iban: 'NL', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['ABNANL2A', 'INGBNL2A', 'RABONL2U'])], hot: (r) => `0900-${d(r, 4)}`, card: ['visa', 'mastercard'] }),
  'es-ES': L('es-ES', 'es', 'es', { order: 'DMY', sep: '/', nid: ['es_dni', 'es_nie'], tax: ['es_nif'], pass: ['es_passport'], bank: ['es_ccc'], iban: 'ES', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['CAIXESBB', 'BSCHESMM', 'BBVAESMM'])], hot: (r) => `900 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'es-MX': L('es-MX', 'es', 'es', { order: 'DMY', sep: '/', nid: ['mx_curp'], tax: ['mx_rfc'], pass: ['es_passport'], bank: ['mx_clabe'], iban: null, cur: 'MXN', bankId: (r) => ['Sucursal', d(r, 4)], hot: (r) => `800 ${d(r, 3)} ${d(r, 4)}`, card: ['visa', 'mastercard', 'amex'] }),
  'it-IT': L('it-IT', 'it', 'it', { order: 'DMY', sep: '/', nid: ['it_cie'], tax: ['it_codice_fiscale'], pass: ['it_passport'], bank: ['de_kontonummer'], iban: 'IT', cur: 'EUR', bankId: (r) => ['ABI/CAB', `${d(r, 5)}/${d(r, 5)}`], hot: (r) => `800 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard', 'maestro'] }),
  'pt-PT': L('pt-PT', 'pt', 'pt', { order: 'DMY', sep: '/', nid: ['pt_civil_id'], tax: ['pt_nif'], pass: ['br_passport'], bank: ['pt_nib'], iban: 'PT', cur: 'EUR', bankId: (r) => ['BIC', r.pick(['CGDIPTPL', 'BCOMPTPL', 'TOTAPTPL'])], hot: (r) => `707 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'pt-BR': L('pt-BR', 'pt', 'pt', { order: 'DMY', sep: '/', nid: ['br_rg'], tax: ['br_cpf'], pass: ['br_passport'], bank: ['br_conta'], iban: 'BR', cur: 'BRL', bankId: (r) => ['Agência', `${d(r, 4)}-${r.int(0, 9)}`], hot: (r) => `0800 ${d(r, 3)} ${d(r, 4)}`, card: ['visa', 'mastercard', 'diners'] }),
  'pl-PL': L('pl-PL', 'pl', 'pl', { order: 'DMY', sep: '.', nid: ['pl_pesel', 'pl_id_card'], tax: ['pl_nip'], pass: ['pl_passport'], bank: ['pl_nrb'], iban: 'PL', cur: 'PLN', bankId: (r) => ['BIC', r.pick(['BPKOPLPW', 'PKOPPLPW', 'INGBPLPW'])], hot: (r) => `801 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'cs-CZ': L('cs-CZ', 'cs', 'cs', { order: 'DMY', sep: '. ', nid: ['cz_birth_number'], tax: ['cz_dic'], pass: ['cz_passport'], bank: ['cz_account'], iban: 'CZ', cur: 'CZK', bankId: (r) => ['BIC', r.pick(['GIBACZPX', 'KOMBCZPP', 'CEKOCZPP'])], hot: (r) => `800 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'tr-TR': L('tr-TR', 'tr', 'tr', { order: 'DMY', sep: '.', nid: ['tr_tckn'], tax: ['tr_tckn'], pass: ['tr_passport'], bank: ['tr_account'], iban: 'TR', cur: 'TRY', bankId: (r) => ['Şube Kodu', d(r, 4)], hot: (r) => `444 ${r.int(0, 9)} ${d(r, 3)}`, card: ['visa', 'mastercard', 'amex'] }),
  'ru-RU': L('ru-RU', 'ru', 'ru', { order: 'DMY', sep: '.', nid: ['ru_snils'], tax: ['ru_inn'], pass: ['ru_passport'], bank: ['ru_account'], iban: null, cur: 'RUB', bankId: (r) => ['БИК', r.pick(['044525225', '044525974', '044525593', '046577964', '044030653'])], hot: (r) => `8 800 ${d(r, 3)}-${d(r, 2)}-${d(r, 2)}`, card: ['mir', 'visa', 'mastercard'] }),
  'uk-UA': L('uk-UA', 'uk', 'uk', { order: 'DMY', sep: '.', nid: ['ua_id_card'], tax: ['ua_rnokpp'], pass: ['ua_passport'], bank: ['ua_iban_local'], iban: 'UA', cur: 'UAH', bankId: (r) => ['МФО', d(r, 6)], hot: (r) => `0 800 ${d(r, 3)} ${d(r, 3)}`, card: ['visa', 'mastercard'] }),
  'ja-JP': L('ja-JP', 'ja', 'ja', { order: 'YMD', sep: '/', nid: ['jp_my_number'], tax: ['jp_my_number'], pass: ['jp_passport'], bank: ['jp_account'], iban: null, cur: 'JPY', bankId: (r) => ['支店番号', d(r, 3)], hot: (r) => `0120-${d(r, 3)}-${d(r, 3)}`, card: ['jcb', 'visa', 'mastercard', 'amex'] }),
  'zh-CN': L('zh-CN', 'zh', 'zh', { order: 'YMD', sep: '-', nid: ['cn_resident_id'], tax: ['cn_resident_id'], pass: ['cn_passport'], bank: ['unionpay_acct'], iban: null, cur: 'CNY', bankId: (r) => ['联行号', '10' + d(r, 10)], hot: (r) => `400-${d(r, 3)}-${d(r, 4)}`, card: ['unionpay', 'visa', 'mastercard'] }),
  'ko-KR': L('ko-KR', 'ko', 'ko', { order: 'YMD', sep: '.', nid: ['kr_rrn'], tax: ['kr_rrn'], pass: ['kr_passport'], bank: ['kr_account'], iban: null, cur: 'KRW', bankId: (r) => ['지점코드', d(r, 4)], hot: (r) => `1588-${d(r, 4)}`, card: ['visa', 'mastercard', 'amex'] }),
  'ar-SA': L('ar-SA', 'ar', 'ar', { order: 'DMY', sep: '/', nid: ['sa_national_id'], tax: ['sa_national_id'], pass: ['sa_passport'], bank: ['sa_iban_only'], iban: 'SA', cur: 'SAR', bankId: (r) => ['رمز السويفت', r.pick(['NCBKSAJE', 'RJHISARI', 'SABBSARI'])], hot: (r) => `9200 ${d(r, 5)}`, card: ['visa', 'mastercard'] }),
  'ar-AE': L('ar-AE', 'ar', 'ar', { order: 'DMY', sep: '/', nid: ['ae_emirates_id'], tax: ['ae_emirates_id'], pass: ['sa_passport'], bank: ['sa_iban_only'], iban: 'AE', cur: 'AED', bankId: (r) => ['رمز السويفت', r.pick(['EBILAEAD', 'NBADAEAA', 'ADCBAEAA'])], hot: (r) => `800 ${d(r, 4)}`, card: ['visa', 'mastercard'] }),
  'he-IL': L('he-IL', 'he', 'he', { order: 'DMY', sep: '/', nid: ['il_teudat_zehut'], tax: ['il_teudat_zehut'], pass: ['il_passport'], bank: ['il_account'], iban: 'IL', cur: 'ILS', bankId: (r) => ['מספר סניף', d(r, 3)], hot: (r) => `*${r.int(2000, 9999)}`, card: ['visa', 'mastercard', 'diners'] }),
};
export const LOCALE_IDS = Object.keys(LOCALES);
// taxes that are really national ids in those countries: callers use `tax` only where the locale has a distinct tax scheme
export const HAS_DISTINCT_TAX = (loc) => LOCALES[loc].tax[0] !== LOCALES[loc].nid[0];
export const HAS_LOCAL_BANK = (loc) => !['ua_iban_local', 'unionpay_acct', 'sa_iban_only'].includes(LOCALES[loc].bank[0]);

function abaRouting(r) { for (;;) { const b = r.pick(['0', '1', '2', '3']) + d(r, 7); for (let c = 0; c < 10; c++) { const x = b + c; const s = 3 * (+x[0] + +x[3] + +x[6]) + 7 * (+x[1] + +x[4] + +x[7]) + (+x[2] + +x[5] + +x[8]); if (s % 10 === 0) return x; } } }

// ---- dates
export function fmtDate(r, dt, loc, style) {
  const { y, m, d: dd } = dt; const lc = LOCALES[loc]; const lang = lc.lang;
  if (!style) style = r.pick(['num', 'num', 'words']);
  if (style === 'iso') return `${y}-${pad(m, 2)}-${pad(dd, 2)}`;
  if (style === 'num') {
    const sep = lc.sep; const zp = r.chance(0.8);
    const D = zp ? pad(dd, 2) : String(dd), M = zp ? pad(m, 2) : String(m);
    if (lc.order === 'MDY') return `${M}/${D}/${r.chance(0.85) ? y : pad(y % 100, 2)}`;
    if (lc.order === 'YMD') return lang === 'ko' && r.chance(0.5) ? `${y}. ${m}. ${dd}.` : `${y}${sep}${pad(m, 2)}${sep}${pad(dd, 2)}`;
    return `${D}${sep}${M}${sep}${y}`;
  }
  // words
  const { LANG } = WORDS;
  const L = LANG[lang]; const mn = L.months[m - 1], mg = L.monthsGen[m - 1];
  switch (lang) {
    case 'en': return loc === 'en-US' ? `${mn} ${dd}, ${y}` : r.pick([`${dd} ${mn} ${y}`, `${dd} ${mn.slice(0, 3)} ${y}`]);
    case 'de': return `${dd}. ${mn} ${y}`;
    case 'fr': return `${dd === 1 ? '1er' : dd} ${mn} ${y}`;
    case 'es': return `${dd} de ${mn} de ${y}`;
    case 'pt': return `${dd} de ${mn} de ${y}`;
    case 'it': case 'nl': case 'tr': return `${dd} ${mn} ${y}`;
    case 'pl': case 'ru': case 'uk': return `${dd} ${mg} ${y}`;
    case 'cs': return `${dd}. ${mg} ${y}`;
    case 'ja': if (r.chance(0.4)) { const era = y >= 1989 ? ['平成', y - 1988] : ['昭和', y - 1925]; return `${era[0]}${era[1] === 1 ? '元' : era[1]}年${m}月${dd}日`; } return `${y}年${m}月${dd}日`;
    case 'zh': return `${y}年${m}月${dd}日`;
    case 'ko': return `${y}년 ${m}월 ${dd}일`;
    case 'ar': return `${dd} ${mn} ${y}`;
    case 'he': return `${dd} ב${mn} ${y}`;
    case 'hi': return `${dd} ${mn} ${y}`;
  }
}
export const WORDS = { LANG: null };

const CUR = { USD: ['$', 'pre'], CAD: ['CA$', 'pre'], GBP: ['£', 'pre'], AUD: ['A$', 'pre'], INR: ['₹', 'pre'], EUR: ['€', 'post'], CHF: ['CHF', 'prefix'], MXN: ['MXN', 'post'], BRL: ['R$', 'prefix'], PLN: ['zł', 'post'], CZK: ['Kč', 'post'], TRY: ['TL', 'post'], RUB: ['₽', 'post'], UAH: ['грн', 'post'], JPY: ['円', 'postnospace'], CNY: ['元', 'postnospace'], KRW: ['원', 'postnospace'], SAR: ['ر.س', 'post'], AED: ['درهم', 'post'], ILS: ['₪', 'post'] };
export function fmtAmount(r, loc, max = 5000) {
  const lc = LOCALES[loc]; const [sym, pos] = CUR[lc.cur];
  const whole = r.int(3, max); const cents = pad(r.int(0, 99), 2);
  const commaDec = !['en', 'ja', 'zh', 'ko', 'he', 'hi', 'ar'].includes(lc.lang) && lc.id !== 'es-MX';
  const group = (n, s) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, s);
  if (['JPY', 'KRW'].includes(lc.cur)) return `${group(whole * 100, ',')}${sym}`;
  const num = commaDec ? `${group(whole, lc.lang === 'fr' || lc.lang === 'cs' || lc.lang === 'pl' || lc.lang === 'ru' || lc.lang === 'uk' ? '\u00a0' : '.')},${cents}` : `${group(whole, ',')}.${cents}`;
  if (pos === 'pre') return `${sym}${num}`;
  if (pos === 'prefix') return `${sym} ${num}`;
  if (pos === 'postnospace') return `${num}${sym}`;
  return `${num} ${sym}`;
}
