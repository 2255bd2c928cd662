// Fake people: given and family names from many cultures, written fresh for this corpus. Names in
// non-Latin scripts carry a romanised form for e-mail local parts.

const split = (s) => s.split(/\s*,\s*/);

/** Latin-script cultures: given names, family names. */
const LATIN = {
  en: [split('Olivia, Harriet, Jonah, Marcus, Priya, Declan, Imogen, Tobias, Rosalind, Wendell, Clementine, Garrett, Maeve, Desmond, Felicity, Rupert, Tamsin, Everett, Nadine, Corbin, Lorna, Ambrose'),
    split('Thistlewood, Pemberton, Ashcombe, Farrow, Whitlock, Haverford, Cutler, Brannigan, Oakes, Radcliffe, Mulvaney, Kettering, Draycott, Lindqvist-Hale, Okafor, Sutcliffe, Penhaligon, Marchetti-Ross, Wolcott, Fairbairn')],
  de: [split('Annika, Jörg, Friederike, Malte, Henrike, Sönke, Wiebke, Till, Gesine, Ansgar, Jannik, Ottilie, Rüdiger, Svenja, Lorenz, Hedwig, Kai-Uwe, Mareike'),
    split('Brinkhoff, Schwertfeger, Oltmanns, Kürschner, Hollerbach, Wendtland, Pfisterer, Grabowski, Ruhnau, Meyerhöfer, Stöckl, Dreesen, Lautenschläger, Bäumler, Vogelsang, Tiedemann')],
  fr: [split('Margaux, Aurélien, Solène, Thibault, Clémence, Gaspard, Ondine, Baptiste, Maëlle, Édouard, Apolline, Quentin, Bérénice, Lucien, Anaïs, Honoré'),
    split('Delacroix-Martin, Fournier, Lebrun, Carpentier, Vasseur, Guillemot, Rousselet, Marchal, Lefèvre, Boissonnet, Chauvin, Dumoulin, Perrault, Giraudeau, Texier')],
  es: [split('Ximena, Rodrigo, Itziar, Gonzalo, Maite, Íñigo, Lucía, Fermín, Araceli, Joaquín, Remedios, Teodoro, Nerea, Bartolomé, Pilar, Eusebio'),
    split('Echeverría, Valdivieso, Arriaga, Montalbán, Quintanilla, Zubizarreta, Carvajal, Iturbide, Benavente, Olmedo, Sepúlveda, Urquijo, Castañeda, Villalobos')],
  pt: [split('Inês, Gonçalo, Leonor, Tiago, Beatriz, Duarte, Conceição, Rui, Mafalda, Thiago, Luana, Caio, Iara, Vinícius, Jussara, Anderson'),
    split('Magalhães, Figueiredo, Brandão, Albuquerque, Cavaco, Sampaio, Nogueira, Quaresma, Damasceno, Valadares, Assunção, Pestana, Bittencourt, Loureiro')],
  it: [split('Ludovica, Gianmarco, Ilaria, Tommaso, Benedetta, Pierluigi, Ginevra, Arturo, Carlotta, Edoardo, Serena, Vittorio, Marzia, Ottavio'),
    split('Santangelo, Bonfiglio, Carducci, Fontanella, Martinelli, Pellegrini, Scalzi, Tagliaferri, Zanetti, Monteverdi, Ruggiero, Bellandi, Ferraresi')],
  nl: [split('Femke, Joost, Sanne, Maarten, Lieke, Bram, Marieke, Thijs, Anouk, Gert-Jan, Fleur, Wouter, Ilse, Sjoerd'),
    split('van Dijkhuizen, de Groot-Hesseling, Verhoeven, Brouwer, Kuipers, van der Meulen, Hoogendoorn, Bakhuis, Smeets, Wijnands, ter Horst, Oosterbeek')],
  pl: [split('Małgorzata, Przemysław, Agnieszka, Grzegorz, Zofia, Wojciech, Katarzyna, Bartłomiej, Jadwiga, Szymon, Dorota, Łukasz, Halina, Mirosław'),
    split('Wiśniewska, Szczepański, Zielińska, Kaczmarek, Wróblewski, Jankowska, Pawłowski, Dąbrowska, Kowalczyk, Grabowska, Michalski, Sobczak')],
  sv: [split('Linnea, Gustav, Ebba, Hampus, Saga, Viktor, Maja, Oskar, Ingrid, Johan, Elsa, Nils, Astrid, Sixten'),
    split('Lindqvist, Bergström, Holmgren, Sjöberg, Åkesson, Nyström, Ekdahl, Wallin, Forsberg, Hedlund, Lundgren, Öberg')],
  tr: [split('Elif, Emre, Zeynep, Barış, Ayşegül, Oğuz, Derya, Kerem, Şule, Tolga, Gülşen, Çağlar, İpek, Serkan'),
    split('Yılmaz, Öztürk, Karaca, Aydoğan, Çelik, Kurtuluş, Demirci, Erdoğdu, Taşkıran, Güneş, Bozkurt, Şahin')],
  ng: [split('Chiamaka, Oluwaseun, Ngozi, Tunde, Adaeze, Emeka, Folasade, Ikenna, Yetunde, Chukwuemeka'),
    split('Okonkwo, Adeyemi, Nwosu, Balogun, Eze, Ogunleye, Obi, Adebayo, Chukwu, Afolabi')],
  vi: [split('Linh, Minh, Thảo, Quang, Hương, Tuấn, Ngọc, Đức'), split('Nguyễn, Trần, Lê, Phạm, Hoàng, Vũ, Đặng, Bùi')],
  ru: [split('Yekaterina, Dmitri, Anastasia, Vsevolod, Olga, Timofey, Ksenia, Arkady'), split('Volkonskaya, Rybakov, Zhukova, Lebedev, Sokolova, Morozov, Belyaeva, Kuznetsov')],
  gr: [split('Eleni, Nikos, Theodora, Stavros, Katerina, Giorgos'), split('Papadimitriou, Karagiannis, Vlachou, Oikonomou, Christodoulou, Antonopoulos')],
  fi: [split('Aino, Eero, Helmi, Juho, Kaisa, Lauri'), split('Virtanen, Mäkinen, Heikkilä, Koskinen, Järvinen, Laaksonen')],
  in: [split('Aarav, Ishita, Vikram, Ananya, Rohan, Kavya, Siddharth, Meera, Arjun, Deepika'), split('Raghunathan, Chatterjee, Deshpande, Iyer, Malhotra, Venkatesan, Bhattacharya, Kulkarni, Reddy, Sandhu')],
  ar: [split('Layla, Omar, Yasmin, Khalid, Noor, Tariq, Huda, Faisal, Rania, Samir'), split('Al-Haddad, Mansour, El-Sayed, Haddad, Al-Qahtani, Khoury, Nasser, Al-Mutairi, Barakat, Hamdan')],
};

/** Non-Latin scripts: [native given, native family, romanised given, romanised family]. */
const NATIVE = {
  ja: [['陽菜', '高橋', 'Hina', 'Takahashi'], ['蓮', '佐々木', 'Ren', 'Sasaki'], ['美咲', '山口', 'Misaki', 'Yamaguchi'], ['大翔', '松本', 'Hiroto', 'Matsumoto'],
    ['結衣', '井上', 'Yui', 'Inoue'], ['悠真', '木村', 'Yuma', 'Kimura'], ['さくら', '林', 'Sakura', 'Hayashi'], ['健太', '清水', 'Kenta', 'Shimizu'], ['真由美', '森田', 'Mayumi', 'Morita'], ['拓海', '石川', 'Takumi', 'Ishikawa']],
  zh: [['子涵', '王', 'Zihan', 'Wang'], ['浩然', '李', 'Haoran', 'Li'], ['雨桐', '张', 'Yutong', 'Zhang'], ['俊杰', '刘', 'Junjie', 'Liu'], ['欣怡', '陈', 'Xinyi', 'Chen'],
    ['宇轩', '杨', 'Yuxuan', 'Yang'], ['诗涵', '黄', 'Shihan', 'Huang'], ['志强', '赵', 'Zhiqiang', 'Zhao'], ['慧敏', '周', 'Huimin', 'Zhou'], ['建国', '吴', 'Jianguo', 'Wu'], ['梓萱', '欧阳', 'Zixuan', 'Ouyang']],
  ko: [['서연', '김', 'Seoyeon', 'Kim'], ['민준', '이', 'Minjun', 'Lee'], ['지우', '박', 'Jiwoo', 'Park'], ['하은', '최', 'Haeun', 'Choi'], ['도윤', '정', 'Doyun', 'Jung'],
    ['수아', '강', 'Sua', 'Kang'], ['예준', '조', 'Yejun', 'Cho'], ['지민', '윤', 'Jimin', 'Yoon'], ['현우', '장', 'Hyunwoo', 'Jang'], ['은지', '한', 'Eunji', 'Han']],
  ar: [['ليلى', 'الحداد', 'Layla', 'Al-Haddad'], ['عمر', 'منصور', 'Omar', 'Mansour'], ['ياسمين', 'القحطاني', 'Yasmin', 'Al-Qahtani'], ['خالد', 'الشمري', 'Khalid', 'Al-Shammari'],
    ['نور', 'حمدان', 'Noor', 'Hamdan'], ['طارق', 'العتيبي', 'Tariq', 'Al-Otaibi'], ['هدى', 'بركات', 'Huda', 'Barakat'], ['فيصل', 'الزهراني', 'Faisal', 'Al-Zahrani'], ['رانيا', 'خوري', 'Rania', 'Khoury']],
  hi: [['आरव', 'शर्मा', 'Aarav', 'Sharma'], ['इशिता', 'वर्मा', 'Ishita', 'Verma'], ['विक्रम', 'सिंह', 'Vikram', 'Singh'], ['अनन्या', 'गुप्ता', 'Ananya', 'Gupta'], ['रोहन', 'मिश्रा', 'Rohan', 'Mishra'],
    ['काव्या', 'जोशी', 'Kavya', 'Joshi'], ['सिद्धार्थ', 'त्रिपाठी', 'Siddharth', 'Tripathi'], ['मीरा', 'पांडे', 'Meera', 'Pandey']],
};

/** Culture used for names in a language's documents (a mix: people move). */
const CULTURES_BY_LANG = {
  en: ['en', 'en', 'en', 'in', 'ng', 'vi', 'es', 'ar', 'ru', 'gr', 'zh-latin', 'ko-latin', 'ja-latin'],
  de: ['de', 'de', 'de', 'tr', 'pl', 'ru'], fr: ['fr', 'fr', 'fr', 'ar', 'vi', 'ng'], es: ['es', 'es', 'es', 'pt'], pt: ['pt', 'pt', 'pt', 'it'],
  it: ['it', 'it', 'it', 'ar'], nl: ['nl', 'nl', 'nl', 'tr'], pl: ['pl', 'pl', 'pl', 'de'], sv: ['sv', 'sv', 'sv', 'fi', 'ar'], tr: ['tr', 'tr', 'tr', 'de'],
  ja: ['ja', 'ja', 'ja', 'ja-latin'], zh: ['zh', 'zh', 'zh', 'zh-latin'], ko: ['ko', 'ko', 'ko', 'ko-latin'], ar: ['ar', 'ar', 'ar', 'ar-latin'], hi: ['hi', 'hi', 'in'],
};

const ASCII = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/ı/g, 'i');

/** A person: display name in the culture's order and script, and a romanised form. */
export function person(r, lang) {
  const culture = r.pick(CULTURES_BY_LANG[lang] ?? CULTURES_BY_LANG.en);
  const [base, latinOnly] = culture.split('-');
  if (NATIVE[base] && !latinOnly) {
    const [g, f, rg, rf] = r.pick(NATIVE[base]);
    const eastern = ['ja', 'zh', 'ko'].includes(base);
    const full = eastern ? (base === 'ja' && r.chance(0.6) ? `${f} ${g}` : `${f}${g}`) : `${g} ${f}`;
    return { given: g, family: f, full, latinGiven: ASCII(rg), latinFamily: ASCII(rf), culture: base };
  }
  if (NATIVE[base] && latinOnly) {
    const [, , rg, rf] = r.pick(NATIVE[base]);
    const full = base === 'ja' || base === 'ko' || base === 'zh' ? (r.chance(0.5) ? `${rg} ${rf}` : `${rf} ${rg}`) : `${rg} ${rf}`;
    return { given: rg, family: rf, full, latinGiven: ASCII(rg), latinFamily: ASCII(rf), culture: base };
  }
  const [givens, families] = LATIN[base] ?? LATIN.en;
  const g = r.pick(givens), f = r.pick(families);
  const full = r.chance(0.12) ? `${g} ${r.pick(givens)} ${f}` : `${g} ${f}`;
  return { given: g, family: f, full, latinGiven: ASCII(g), latinFamily: ASCII(f), culture: base };
}

/** Capitalised words that are not people: places, companies, products, brands named after people, software, titles. */
export const NOT_NAMES = {
  place: split('Victoria, Florence, Georgia, Sydney, Adelaide, Charlotte, Eugene, Phoenix, Lincoln, Jackson Heights, San Francisco, Santa Monica, Mont Blanc, Kings Cross, Wellington, São Paulo, Saint-Denis, San José, Lake Louise, Alexandria, Port Elizabeth, Mount Kosciuszko, Darwin'),
  company: split('Harrow & Finch Ltd, Brightwater Logistics, Kestrel Analytics GmbH, Nordlicht Versicherungen AG, Papeterie Delaunay SARL, Orbital Freight BV, Hollis Maritime, Bergamo Tessuti S.p.A., Quillon Software Inc., Maple & Vine Catering'),
  brand: split('Ferrari, Tesla, Porsche, Chanel, Disney, Dell, McDonald’s, Ford Transit, Louis Vuitton, Mercedes-Benz, Hewlett-Packard, Johnson & Johnson, Wells Fargo, Morgan Stanley, Lamborghini, Boeing'),
  software: split('Jenkins, Hudson, Ruby on Rails, Julia, Django, Flask, Kafka, Grafana, Ansible, Kubernetes, Elasticsearch, Cassandra, Apache Spark, Jupyter, Sentry, Terraform'),
  title: split('Senior Account Manager, Head of Procurement, Chief Financial Officer, Site Reliability Engineer, Data Protection Officer, Regional Sales Director, Principal Product Designer, Office Manager'),
  book: split('Anna Karenina, Madame Bovary, David Copperfield, Don Quixote, Oliver Twist, Emma, Jane Eyre, The Great Gatsby, Moby-Dick'),
  time: split('Monday, Tuesday, Wednesday, Friday, Saturday, January, April, May, June, August, October, December, Easter Monday, Christmas Eve'),
};
