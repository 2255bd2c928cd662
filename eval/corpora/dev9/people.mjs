// Fake people: given and family names of many cultures (in their own scripts where they have one),
// with particles, and how each culture orders them.
export const NAMES = {
  en: { given: ['Harriet', 'Declan', 'Imogen', 'Tobias', 'Maisie', 'Rowan', 'Beatrix', 'Callum', 'Esme', 'Jasper', 'Delphine', 'Otis', 'Priscilla', 'Wesley', 'Marlowe', 'Tamsin'], family: ['Ashcombe', 'Pritchard', 'Hollingsworth', 'Kettering', 'Wainwright', 'Fairbairn', 'Lockhart', 'Ormsby', 'Treadwell', 'Bramley', 'Cadwallader', 'Pemberton', 'Huxtable', 'Marchbank'] },
  de: { given: ['Henrike', 'Volker', 'Friederike', 'Ansgar', 'Wiebke', 'Jörg', 'Mechthild', 'Lutz', 'Annegret', 'Björn', 'Gesine', 'Detlef'], family: ['Kleinschmidt', 'Haberkorn', 'Rößler', 'Oberländer', 'Wendelin', 'Brückner', 'Tiedemann', 'Grünewald', 'Pfeiffer', 'Zimmerle'], particle: ['von', 'von der', 'zu'] },
  fr: { given: ['Aurélien', 'Margaux', 'Thibault', 'Solène', 'Gwenaël', 'Clémence', 'Édouard', 'Maëlys', 'Benoît', 'Inès'], family: ['Lefèbvre', 'Chassagne', 'Roussel', 'Marchetti', 'Delacroix', 'Vautrin', 'Beaumont', 'Giraudeau', 'Peyrefitte'], particle: ['de', 'de la', 'du'] },
  es: { given: ['Ximena', 'Rodrigo', 'Itziar', 'Gonzalo', 'Begoña', 'Ignacio', 'Remedios', 'Álvaro', 'Nerea', 'Santiago'], family: ['Echeverría', 'Villalobos', 'Quintana', 'Arrieta', 'Zubiaurre', 'Olmedo', 'Carrasco', 'Bustamante', 'Montalbán'], particle: ['de', 'del', 'de la'] },
  pt: { given: ['Joaquim', 'Conceição', 'Thiago', 'Leonor', 'Vinícius', 'Graça', 'Rui', 'Iolanda'], family: ['Magalhães', 'Figueiredo', 'Azevedo', 'Brandão', 'Loureiro', 'Quaresma', 'Sampaio'], particle: ['dos', 'da', 'de'] },
  it: { given: ['Ludovica', 'Gianmarco', 'Ornella', 'Ettore', 'Benedetta', 'Corrado', 'Annalisa', 'Raffaele'], family: ['Squillaci', 'Bonfiglio', 'Cavalcanti', 'Lombardo', 'Pellegrini', 'Tornabuoni', 'Scarpelli'], particle: ['Di', 'De', 'Lo'] },
  nl: { given: ['Femke', 'Joris', 'Sanne', 'Maarten', 'Lieke', 'Thijs', 'Anouk', 'Gijs'], family: ['Dijkstra', 'Verhoeven', 'Kuipers', 'Brouwer', 'Hoekstra', 'Meulenbelt'], particle: ['van', 'van der', 'de', 'van den', 'ter'] },
  pl: { given: ['Krzysztof', 'Wojciech', 'Przemysław', 'Grzegorz'], family: ['Szczepański', 'Kowalczyk', 'Żółkiewski', 'Dąbrowski', 'Nowak'] },
  pl_f: { given: ['Małgorzata', 'Agnieszka', 'Bożena', 'Jadwiga'], family: ['Wiśniewska', 'Kowalczyk', 'Brzozowska', 'Dąbrowska', 'Nowak'] },
  sv: { given: ['Linnéa', 'Håkan', 'Sigrid', 'Torbjörn', 'Ebba', 'Gustav', 'Märta', 'Anders'], family: ['Lindqvist', 'Bergström', 'Sjöberg', 'Åkesson', 'Wikström', 'Nyberg'] },
  ja: { given: ['陽菜', '蓮', '結衣', '大翔', '美咲', '悠真'], family: ['佐々木', '高橋', '渡辺', '小林', '山口', '松本'], order: 'family', sep: '' },
  ja_latn: { given: ['Haruka', 'Kenta', 'Yui', 'Sota', 'Misaki', 'Ren'], family: ['Takahashi', 'Watanabe', 'Kobayashi', 'Yamaguchi', 'Matsumoto', 'Inoue'] },
  zh: { given: ['伟', '秀英', '子涵', '浩然', '静怡', '志强'], family: ['王', '李', '张', '刘', '陈', '欧阳'], order: 'family', sep: '' },
  zh_latn: { given: ['Wei', 'Xiuying', 'Zihan', 'Haoran', 'Jingyi', 'Zhiqiang'], family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Ouyang'], order: 'family' },
  ko: { given: ['지훈', '서연', '민준', '하은', '도윤', '수빈'], family: ['김', '이', '박', '최', '정', '강'], order: 'family', sep: '' },
  ko_latn: { given: ['Ji-hoon', 'Seo-yeon', 'Min-jun', 'Ha-eun', 'Do-yun'], family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung'] },
  ar: { given: ['يوسف', 'فاطمة', 'خالد', 'مريم', 'عمر', 'ليلى'], family: ['الحربي', 'المنصوري', 'العتيبي', 'الشمري', 'القحطاني'] },
  ar_latn: { given: ['Youssef', 'Fatima', 'Khalid', 'Mariam', 'Omar', 'Layla', 'Tariq'], family: ['Al-Harbi', 'El-Mansouri', 'Al-Otaibi', 'Haddad', 'Bin Saeed', 'Abu Zaid'] },
  hi: { given: ['अनन्या', 'राहुल', 'प्रिया', 'विक्रम', 'कविता'], family: ['शर्मा', 'वर्मा', 'गुप्ता', 'अय्यर', 'चौधरी'] },
  hi_latn: { given: ['Ananya', 'Rahul', 'Priyanka', 'Vikram', 'Kavitha', 'Siddharth', 'Lakshmi'], family: ['Venkataraman', 'Chaudhary', 'Iyer', 'Banerjee', 'Deshpande', 'Nair'] },
  tr: { given: ['Elif', 'Mehmet', 'Zeynep', 'Burak', 'Şeyma', 'Oğuz', 'Gülşen', 'Çağrı'], family: ['Yılmaz', 'Öztürk', 'Çelik', 'Kaya', 'Aydın', 'Şahin'] },
  ru_f: { given: ['Анастасия', 'Екатерина', 'Людмила', 'Ольга', 'Дарья'], family: ['Смирнова', 'Воробьёва', 'Лебедева', 'Белоусова', 'Кузнецова'], patronymic: ['Андреевна', 'Павловна', 'Игоревна'] },
  ru_m: { given: ['Дмитрий', 'Игорь', 'Святослав', 'Алексей', 'Тимур'], family: ['Кузнецов', 'Соколов', 'Белоусов', 'Воробьёв', 'Лебедев'], patronymic: ['Сергеевич', 'Олегович', 'Андреевич'] },
  ru_latn: { given: ['Anastasia', 'Dmitry', 'Yekaterina', 'Igor', 'Lyudmila'], family: ['Smirnova', 'Kuznetsov', 'Vorobyova', 'Sokolov', 'Lebedeva'] },
  yo: { given: ['Oluwaseun', 'Adebayo', 'Chiamaka', 'Ngozi', 'Olumide', 'Folasade'], family: ['Adeyemi', 'Okonkwo', 'Babatunde', 'Nwachukwu', 'Ogunleye'] },
  vi: { given: ['Thị Lan', 'Văn Minh', 'Thu Hà', 'Quốc Bảo'], family: ['Nguyễn', 'Trần', 'Phạm', 'Lê', 'Võ'], order: 'family' },
  el: { given: ['Eleftheria', 'Stavros', 'Katerina', 'Nikolaos'], family: ['Papadopoulou', 'Georgiou', 'Karamanlis', 'Konstantinidis'] },
};

/** Which name pools a document in a language draws from (a Japanese chat also has a Takahashi). */
const POOLS = {
  en: ['en', 'en', 'en', 'hi_latn', 'yo', 'zh_latn', 'ar_latn', 'ko_latn', 'el', 'vi', 'ja_latn', 'es'], de: ['de', 'de', 'tr', 'pl', 'pl_f', 'en'], fr: ['fr', 'fr', 'ar_latn', 'yo', 'vi'], es: ['es', 'es', 'pt'],
  pt: ['pt', 'pt', 'es'], it: ['it', 'it', 'fr'], nl: ['nl', 'nl', 'tr', 'ar_latn'], pl: ['pl', 'pl_f', 'pl', 'pl_f', 'ru_latn', 'ru_m'], sv: ['sv', 'sv', 'ar_latn'], ja: ['ja', 'ja', 'ja_latn', 'en'],
  zh: ['zh', 'zh', 'zh_latn'], ko: ['ko', 'ko', 'ko_latn'], ar: ['ar', 'ar', 'ar_latn'], hi: ['hi', 'hi_latn', 'hi_latn'], tr: ['tr', 'tr', 'de'], ru: ['ru_f', 'ru_m', 'ru_latn'],
};

/** A person whose name is printed in Latin letters (passport data pages, MRZ). */
export function personLatin(r, lang) {
  const latn = NAMES[`${lang}_latn`] ? `${lang}_latn` : null;
  for (let i = 0; i < 10; i++) {
    const p = person(r, lang, latn);
    if (p.latin) return p;
  }
  return person(r, 'en');
}

export function person(r, lang, forcedPool = null) {
  const poolName = forcedPool ?? r.pick(POOLS[lang] ?? POOLS.en);
  const p = NAMES[poolName];
  const given = r.pick(p.given);
  let family = r.pick(p.family);
  if (p.particle && r.chance(0.3)) family = `${r.pick(p.particle)} ${family}`;
  const sep = p.sep ?? ' ';
  const full = p.order === 'family' ? `${family}${sep}${given}` : p.patronymic && r.chance(0.4) ? `${family} ${given} ${r.pick(p.patronymic)}` : `${given}${sep}${family}`;
  const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ø/g, 'o').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ı/g, 'i');
  const latin = /^[\p{Script=Latin} '\-]+$/u.test(full);
  const handle = latin ? ascii(`${given.split(' ')[0]}.${family.split(' ').pop()}`).toLowerCase().replace(/[^a-z.\-]/g, '') : `${r.pick(['user', 'kunde', 'member', 'id'])}${r.int(10, 9999)}`;
  return { given, family, full, handle, latin, pool: poolName, initials: latin ? `${given[0]}. ${family}` : full };
}

/** Capitalised words that are not people: places, firms, products, ships, diseases and laws named after people. */
export const NOT_NAMES = [
  ['place', 'San Francisco'], ['place', 'Santa Clara'], ['place', 'Port Elizabeth'], ['place', 'St. Gallen'], ['place', 'Mont Saint-Michel'], ['place', 'Alexanderplatz'], ['place', 'Washington Heights'], ['place', 'Victoria Falls'],
  ['company', 'Johnson & Johnson'], ['company', 'Ernst & Young'], ['company', 'Procter & Gamble'], ['company', 'Siemens Healthineers'], ['company', 'Abbott Laboratories'], ['company', 'Morgan Stanley'], ['company', 'Hewlett Packard Enterprise'],
  ['product', 'Jira Service Management'], ['product', 'Adobe Acrobat'], ['product', 'Dyson V15'], ['product', 'Tesla Model Y'], ['product', 'Baileys Irish Cream'],
  ['street', 'Martin Luther King Jr Blvd'], ['street', 'Rue Victor Hugo'], ['street', 'Karl-Marx-Allee'],
  ['ship', 'Queen Mary 2'], ['ship', 'MS Hamburg'], ['ship', 'Ever Given'],
  ['disease', "Parkinson's disease"], ['disease', "Alzheimer's"], ['disease', "Crohn's disease"], ['disease', 'Hodgkin lymphoma'], ['disease', 'Asperger syndrome'], ['disease', 'Guillain-Barré syndrome'],
  ['law', 'Sarbanes-Oxley Act'], ['law', 'Dodd-Frank Act'], ['law', 'Gramm-Leach-Bliley Act'], ['law', "Megan's Law"],
  ['unit', 'Newton metres'], ['award', 'Nobel Prize'], ['brand', 'Mercedes-Benz'], ['brand', 'Ben & Jerry\'s'], ['theorem', 'Pythagorean theorem'],
];
