// Fake given and family names of many cultures, written for this corpus. A drawn name is a
// combination that belongs to no one in particular.

export const CULTURES = {
  en: { given: ['Harriet', 'Desmond', 'Imogen', 'Calvin', 'Rosalind', 'Fergus', 'Maisie', 'Barnaby', 'Tamsin', 'Wendell', 'Lorna', 'Everett', 'Juniper', 'Clive', 'Odette', 'Rupert'], family: ['Ashdown', 'Pemberton', 'Whitlock', 'Harrowgate', 'Fairbairn', 'Cotterill', 'Langridge', "O'Halloran", 'McKellar', 'Brightwell', 'Thistlewood', 'Garside', 'Okafor-Reid', 'Blakemore'] },
  de: { given: ['Jörg', 'Friederike', 'Ansgar', 'Wiebke', 'Lutz', 'Hannelore', 'Detlef', 'Gesine', 'Korbinian', 'Mareike', 'Till', 'Roswitha', 'Götz', 'Almut'], family: ['Brückner', 'Oberländer', 'Schimmelpfennig', 'Weißgerber', 'Kettler', 'Rautenberg', 'von Stetten', 'Hufnagel', 'Lindqvist-Bauer', 'Pfisterer', 'Dörrbecker', 'Ehlers'] },
  fr: { given: ['Sidonie', 'Gaëtan', 'Clémence', 'Anatole', 'Maëlys', 'Thibault', 'Solène', 'Aurélien', 'Bérénice', 'Léandre', 'Ophélie', 'Jean-Baptiste', 'Marie-Hélène'], family: ['Delacourt', 'Fauconnier', 'Lemarchand', 'de Villeneuve', 'Roussel-Marin', 'Beaumanoir', "d'Arcangues", 'Pelletier', 'Vasseur', 'Courtois', 'Lefebvre-Dumas'] },
  es: { given: ['Itziar', 'Rodrigo', 'Macarena', 'Iñigo', 'Consuelo', 'Álvaro', 'Begoña', 'Fermín', 'Remedios', 'Baltasar', 'Nuria', 'Ximena'], family: ['Echeverría Solís', 'Villalobos', 'Urquiza', 'de la Fuente', 'Montalbán Ruiz', 'Carvajal', 'Ibarra Etxeberria', 'Sepúlveda', 'Quintanilla', 'Arrieta'] },
  pt: { given: ['Joaquim', 'Leonor', 'Thiago', 'Iracema', 'Anselmo', 'Graça', 'Rui', 'Benedita', 'Caetano', 'Luíza', 'Wellington', 'Fernanda'], family: ['Magalhães', 'da Conceição', 'Figueiredo', 'dos Santos Brandão', 'Albuquerque', 'Tavares', 'Quaresma', 'Loureiro', 'Nogueira Pinto', 'Vasconcelos'] },
  it: { given: ['Ludovica', 'Corrado', 'Ottavia', 'Gianluca', 'Benedetta', 'Ermanno', 'Rosalba', 'Tancredi', 'Vittoria', 'Achille', 'Donatella'], family: ['Lombardini', 'Scarpellini', 'Di Benedetto', 'Guerrazzi', 'Castellucci', 'Dell\'Acqua', 'Mancuso', 'Pellegrino', 'Squarcialupi', 'Fontanarosa'] },
  nl: { given: ['Maarten', 'Femke', 'Joost', 'Annelies', 'Sjoerd', 'Marieke', 'Wouter', 'Ilse', 'Gijs', 'Lieke'], family: ['van der Hoeven', 'de Groot-Smeets', 'Verhulst', 'van Dijkhuizen', 'Bakhuis', 'ter Horst', 'Oosterbeek', 'Wijnands', 'van \'t Zand'] },
  pl: { given: ['Grzegorz', 'Małgorzata', 'Przemysław', 'Jadwiga', 'Bożena', 'Wojciech', 'Agnieszka', 'Zbigniew', 'Katarzyna', 'Mieczysław'], family: ['Wróblewski', 'Szczepańska', 'Kaczmarczyk', 'Żółkiewska', 'Brzozowski', 'Grabowska-Nowak', 'Pietrzak', 'Chmielewski', 'Dąbrowska'] },
  sv: { given: ['Ingegerd', 'Torbjörn', 'Solveig', 'Måns', 'Linnéa', 'Håkan', 'Ebba', 'Björn', 'Agneta', 'Ludvig'], family: ['Lindgren', 'Åkesson', 'Bergqvist', 'Sjöberg', 'Hägglund', 'Nordström', 'Öhman', 'Ekdahl', 'Wallin'] },
  tr: { given: ['Gülşen', 'Oğuzhan', 'Şebnem', 'Tarık', 'Ayşegül', 'Barış', 'Nilüfer', 'Çağlar', 'Elif', 'Kâzım'], family: ['Yıldırımoğlu', 'Karaca', 'Özdemir', 'Şahinbaş', 'Çelikkaya', 'Ertuğrul', 'Gündoğdu', 'Aksoy', 'Kılıçarslan'] },
  ja: { given: ['陽菜', '大翔', '美咲', '健太郎', '結衣', '颯', '千尋', '直樹'], family: ['高橋', '渡部', '小野寺', '藤原', '松永', '菅野', '西園寺', '川口'], latinGiven: ['Haruna', 'Kentaro', 'Misaki', 'Naoki', 'Chihiro', 'Sota', 'Yui'], latinFamily: ['Takahashi', 'Watabe', 'Onodera', 'Fujiwara', 'Matsunaga', 'Sugano'], familyFirst: true, noSpace: true },
  zh: { given: ['伟华', '静怡', '子轩', '梦琪', '建国', '雨桐', '浩然', '晓燕'], family: ['王', '陈', '欧阳', '刘', '赵', '黄', '司马', '周'], latinGiven: ['Weihua', 'Jingyi', 'Zixuan', 'Mengqi', 'Haoran', 'Xiaoyan'], latinFamily: ['Wang', 'Chen', 'Ouyang', 'Liu', 'Zhao', 'Huang'], familyFirst: true, noSpace: true },
  ko: { given: ['서연', '민준', '지우', '하은', '도윤', '수빈', '예준'], family: ['김', '박', '이', '최', '정', '강', '윤'], latinGiven: ['Seoyeon', 'Minjun', 'Jiwoo', 'Haeun', 'Doyun', 'Subin'], latinFamily: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang'], familyFirst: true, noSpace: true },
  ar: { given: ['خالد', 'فاطمة', 'يوسف', 'نورة', 'عمر', 'ليلى', 'سلمان', 'ريم'], family: ['العتيبي', 'الحربي', 'بن سعيد', 'الزهراني', 'الشمري', 'المنصوري'], latinGiven: ['Khalid', 'Fatima', 'Youssef', 'Noura', 'Omar', 'Layla', 'Salman', 'Reem'], latinFamily: ['Al-Otaibi', 'Al Harbi', 'bin Saeed', 'Al-Zahrani', 'El-Mansoury', 'Haddad'] },
  hi: { given: ['अनन्या', 'राहुल', 'प्रिया', 'विक्रम', 'सुनीता', 'अर्जुन', 'कविता'], family: ['शर्मा', 'वर्मा', 'अग्रवाल', 'चौधरी', 'मिश्रा', 'पटेल'], latinGiven: ['Ananya', 'Rahul', 'Priya', 'Vikram', 'Sunita', 'Arjun', 'Kavitha', 'Venkatesh'], latinFamily: ['Sharma', 'Venkataraman', 'Agarwal', 'Chaudhary', 'Mishra', 'Iyer', 'Banerjee', 'Reddy'] },
  ng: { given: ['Chiamaka', 'Oluwaseun', 'Ngozi', 'Babatunde', 'Adaeze', 'Emeka', 'Folasade'], family: ['Adeyemi', 'Okonkwo', 'Nwachukwu', 'Balogun', 'Eze', 'Oyelaran'] },
  vi: { given: ['Thị Lan', 'Văn Minh', 'Ngọc Anh', 'Quang Huy', 'Thu Trang'], family: ['Nguyễn', 'Trần', 'Phạm', 'Lê', 'Hoàng'], familyFirst: true },
  ru: { given: ['Светлана', 'Дмитрий', 'Ольга', 'Игорь', 'Екатерина'], family: ['Воронцова', 'Соколов', 'Белова', 'Кузнецов'], latinGiven: ['Svetlana', 'Dmitri', 'Olga', 'Igor', 'Yekaterina'], latinFamily: ['Vorontsova', 'Sokolov', 'Belova', 'Kuznetsov'] },
  el: { given: ['Ελένη', 'Σταύρος', 'Δέσποινα', 'Κωνσταντίνος'], family: ['Παπαδοπούλου', 'Καραμήτσος', 'Γεωργίου', 'Θεοδωράκη'], latinGiven: ['Eleni', 'Stavros', 'Despina', 'Konstantinos'], latinFamily: ['Papadopoulou', 'Karamitsos', 'Georgiou', 'Theodoraki'] },
  he: { given: ['נועה', 'איתי', 'תמר', 'יונתן'], family: ['כהן-לוי', 'ברקוביץ', 'אזולאי', 'שפירא'], latinGiven: ['Noa', 'Itai', 'Tamar', 'Yonatan'], latinFamily: ['Cohen-Levi', 'Berkovich', 'Azoulay', 'Shapira'] },
  th: { given: ['สมชาย', 'กมลวรรณ', 'ธนากร', 'พิมพ์ชนก'], family: ['ศรีสุวรรณ', 'วงศ์ทองดี', 'จันทร์เพ็ญ'], latinGiven: ['Somchai', 'Kamonwan', 'Thanakorn', 'Pimchanok'], latinFamily: ['Srisuwan', 'Wongthongdee', 'Chanpen'] },
  fa: { given: ['مریم', 'آرش', 'نگار', 'کاوه'], family: ['رضایی', 'حسینی‌نژاد', 'کاظمی'], latinGiven: ['Maryam', 'Arash', 'Negar', 'Kaveh'], latinFamily: ['Rezaei', 'Hosseininejad', 'Kazemi'] },
  hu: { given: ['Zsófia', 'Levente', 'Katalin', 'Bence'], family: ['Kovács', 'Szabó-Nagy', 'Tóth', 'Horváth'], familyFirst: true },
  is: { given: ['Guðrún', 'Sigurður', 'Þóra', 'Kristján'], family: ['Jónsdóttir', 'Magnússon', 'Einarsdóttir', 'Þórsson'] },
  ph: { given: ['Maricel', 'Jerome', 'Rowena', 'Dante'], family: ['dela Cruz', 'Bautista', 'Macapagal-Reyes', 'de los Santos'] },
  ke: { given: ['Wanjiru', 'Otieno', 'Achieng', 'Kiprono'], family: ['Mwangi', 'Odhiambo', 'Kamau', 'Chebet'] },
};

const LANG_CULTURE = { en: ['en', 'en', 'ng', 'hi', 'ar', 'vi', 'el', 'zh', 'ru', 'he', 'th', 'fa', 'ph', 'ke'], de: ['de', 'de', 'tr', 'pl', 'hu'], fr: ['fr', 'fr', 'ar', 'ng'], es: ['es', 'es', 'pt'], pt: ['pt', 'pt', 'es'], it: ['it', 'it'], nl: ['nl', 'nl', 'tr'], pl: ['pl', 'pl'], sv: ['sv', 'sv', 'ar', 'is'], ja: ['ja'], zh: ['zh'], ko: ['ko'], ar: ['ar'], hi: ['hi'], tr: ['tr'] };

/**
 * A person: given, family, full (as the culture writes it), latin (a romanised full name), and
 * initial forms. native: use the native script where the culture has one.
 */
export function person(r, lang, opts = {}) {
  const pool = LANG_CULTURE[lang] ?? ['en'];
  const code = opts.culture ?? (r.chance(0.75) ? r.pick(pool) : r.pick(Object.keys(CULTURES)));
  const c = CULTURES[code];
  const native = opts.native ?? (c.latinGiven ? (['ja', 'zh', 'ko', 'ar', 'hi', 'ru'].includes(lang) ? r.chance(0.8) : r.chance(0.15)) : true);
  const useLatin = c.latinGiven && !native;
  const given = useLatin ? r.pick(c.latinGiven) : r.pick(c.given);
  const family = useLatin ? r.pick(c.latinFamily) : r.pick(c.family);
  let full;
  if (c.familyFirst && !useLatin) full = c.noSpace ? family + given : `${family} ${given}`;
  else if (c.familyFirst && useLatin && r.chance(0.4)) full = `${family.toUpperCase()} ${given}`;
  else full = `${given} ${family}`;
  // occasional middle name or initial for Latin-script names
  if (!c.noSpace && !c.familyFirst && !c.latinGiven && r.chance(0.12)) {
    const mid = r.pick(c.given);
    if (mid !== given) full = r.chance(0.5) ? `${given} ${mid[0]}. ${family}` : `${given} ${mid} ${family}`;
  }
  return { given, family, full, culture: code, latin: !c.latinGiven || useLatin };
}

/** Ways of writing a name in a list or record: "Family, Given", initials, upper case. */
export function nameVariant(r, p) {
  if (!p.latin) return p.full;
  return r.weighted([
    [6, p.full],
    [2, `${p.family}, ${p.given}`],
    [1, `${p.given[0]}. ${p.family}`],
    [1, `${p.family.toUpperCase()}, ${p.given}`],
    [1, p.full.toUpperCase()],
  ]);
}

/** Words that look like names but name a place, product, company, month or program. */
export const NAME_LOOKALIKES = [
  ['place', 'Santa Monica'], ['place', 'Port Elizabeth'], ['place', 'San José'], ['place', 'Alexandria'], ['place', 'Victoria Station'], ['place', 'St. Petersburg'], ['place', 'Mount Morgan'], ['place', 'Charlotte Amalie'],
  ['product', 'Jenkins'], ['product', 'Ubuntu Jammy'], ['product', 'Ruby on Rails'], ['product', 'Apache Cassandra'], ['product', 'Grafana Loki'], ['product', 'Tesla Model S'], ['product', 'Jack Daniel\'s'],
  ['company', 'Morgan Stanley'], ['company', 'Johnson & Johnson'], ['company', 'Ernst & Young'], ['company', 'Marks & Spencer'], ['company', 'Dr. Oetker'], ['company', 'Hugo Boss'], ['company', 'Ben & Jerry\'s'],
  ['street', 'Martin Luther King Jr. Blvd'], ['street', 'Karl-Marx-Allee'], ['street', 'Avenue Victor Hugo'], ['street', 'Via Giuseppe Verdi'],
  ['month', 'August'], ['month', 'June'], ['weekday', 'Friday'],
  ['software', 'Jupyter'], ['software', 'Django'], ['software', 'Kubernetes'], ['software', 'Apache Kafka'], ['software', 'Alexa'], ['software', 'Siri'],
];
