// Given and family names by culture, written for this corpus. Combinations are drawn at random,
// so a full name here belongs to no one in particular.

export const names = {
  anglo: {
    given: ['Oliver', 'Harriet', 'Declan', 'Maisie', 'Thaddeus', 'Rosalind', 'Callum', 'Imogen', 'Brent', 'Wendy', 'Gareth', 'Tamsin', 'Dwayne', 'Shirley', 'Russell', 'Bethany', 'Clifford', 'Noreen', 'Austin', 'Gwen', 'Travis', 'Felicity', 'Malcolm', 'Kirsty'],
    family: ['Ashdown', 'Pemberton', 'Holloway', 'Treadwell', 'Kingsley', 'Marchbanks', 'Fairweather', 'Dunmore', 'Crowther', 'Ellery', 'Bramwell', 'Whitcombe', 'Hargreaves', 'Lockridge', 'Stanforth', 'Quinlan', 'Rowntree', 'Battersby', 'Cheswick', 'Mulgrew'],
  },
  german: {
    given: ['Jannik', 'Friederike', 'Malte', 'Henrike', 'Torsten', 'Wiebke', 'Lorenz', 'Annegret', 'Fabian', 'Sabine', 'Ruprecht', 'Ilka', 'Björn', 'Gesine', 'Ulf', 'Käthe'],
    family: ['Brandstätter', 'Oberholzer', 'Kirchhoff', 'Lindemann', 'Wendtland', 'Pfeiffer', 'Hollstein', 'Rübsamen', 'Ackermann', 'Sauerbrey', 'Dreßler', 'Mühlberg', 'Vogelsang', 'Heinemeyer'],
  },
  french: {
    given: ['Anaïs', 'Baptiste', 'Clémence', 'Gaëtan', 'Solène', 'Thibault', 'Maëlle', 'Étienne', 'Ludivine', 'Romain', 'Océane', 'Hervé', 'Ségolène', 'Quentin'],
    family: ['Lefebvre-Daumier', 'Marchetti', 'Roussel', 'Vasseur', 'Delacroix', 'Chabert', 'Poulain', 'Gaudin', 'Texier', 'Lemaire', 'Barbier', 'Carpentier', 'Méndez-Faure', 'Duvivier'],
  },
  spanish: {
    given: ['Ximena', 'Rodrigo', 'Inmaculada', 'Joaquín', 'Maite', 'Iker', 'Rocío', 'Gonzalo', 'Nerea', 'Esteban', 'Begoña', 'Alonso', 'Milagros', 'Fermín'],
    family: ['Echeverría', 'Quintanilla', 'Barrios Lozano', 'Zubizarreta', 'Villalobos', 'Arrieta', 'Castañeda', 'Olmedo Prieto', 'Santamaría', 'Benítez', 'Urrutia', 'Madariaga'],
  },
  portuguese: {
    given: ['Thiago', 'Luana', 'Gonçalo', 'Inês', 'Caio', 'Jéssica', 'Vinícius', 'Raíssa', 'Edson', 'Leonor', 'Wellington', 'Conceição'],
    family: ['Figueiredo', 'Albuquerque', 'Nogueira', 'Sampaio', 'Carvalhal', 'Magalhães', 'Teixeira da Mota', 'Bragança', 'Cavalcanti', 'Rebelo'],
  },
  italian: {
    given: ['Ludovica', 'Edoardo', 'Martina', 'Ruggero', 'Benedetta', 'Tommaso', 'Ginevra', 'Pasquale', 'Ilaria', 'Gianmarco', 'Ornella', 'Nicolò'],
    family: ['Bianchetti', 'Morandi', 'Di Stefano', 'Guerrieri', 'Lombardini', 'Pellegrino', 'Castellani', 'Fontanella', 'Zanetti', 'De Luca'],
  },
  dutch: {
    given: ['Sjoerd', 'Femke', 'Maarten', 'Anouk', 'Joost', 'Lieke', 'Thijs', 'Marloes', 'Wouter', 'Ilse', 'Gijs', 'Noor'],
    family: ['van der Heijden', 'Bakhuizen', 'de Wit', 'Verhoeven', 'Hoogendoorn', 'van Dalen', 'Kuipers', 'Oosterhuis', 'Brouwer', 'ten Brink'],
  },
  polish: {
    given: ['Bartłomiej', 'Zofia', 'Grzegorz', 'Małgorzata', 'Krzysztof', 'Agnieszka', 'Wojciech', 'Jadwiga', 'Łukasz', 'Ewelina'],
    family: ['Wiśniewski', 'Kaczmarczyk', 'Zielińska', 'Grabowski', 'Pawlak', 'Szymańska', 'Dąbrowski', 'Wróblewska', 'Kołodziej', 'Michalak'],
  },
  swedish: {
    given: ['Linnéa', 'Viggo', 'Ebba', 'Hampus', 'Saga', 'Ture', 'Ingrid', 'Sixten', 'Märta', 'Alvar'],
    family: ['Lindqvist', 'Bergström', 'Åkesson', 'Sjöberg', 'Holmgren', 'Wallin', 'Engdahl', 'Nordström', 'Lundgren'],
  },
  finnish: { given: ['Aino', 'Eero', 'Veera', 'Lauri', 'Iida', 'Onni'], family: ['Virtanen', 'Korhonen', 'Mäkelä', 'Heikkinen', 'Laaksonen', 'Salminen'] },
  turkish: {
    given: ['Emre', 'Zeynep', 'Burak', 'Elif', 'Kaan', 'Büşra', 'Oğuz', 'Şeyma', 'Tolga', 'Gülay', 'Serkan', 'İpek'],
    family: ['Yıldırım', 'Aydoğan', 'Karataş', 'Öztürk', 'Çelikkaya', 'Erdem', 'Şahin', 'Koçak', 'Demirtaş', 'Güneş'],
  },
  arabic: {
    given: ['Yousef', 'Layla', 'Tariq', 'Noura', 'Hamza', 'Rania', 'Khalid', 'Samira', 'Bilal', 'Dalia', 'Omar', 'Hind', 'Faisal', 'Ghada'],
    family: ['Al-Harbi', 'Haddad', 'El-Sayed', 'Al-Qahtani', 'Nasser', 'Bou Khalil', 'Al-Mansouri', 'Farouk', 'Saleh', 'Abdelrahman', 'Al-Shammari'],
    givenNative: ['يوسف', 'ليلى', 'طارق', 'نورة', 'حمزة', 'رانيا', 'خالد', 'سميرة'],
    familyNative: ['الحربي', 'حداد', 'السيد', 'القحطاني', 'ناصر', 'المنصوري', 'فاروق'],
  },
  indian: {
    given: ['Aarav', 'Priyanka', 'Siddharth', 'Kavya', 'Rohan', 'Ananya', 'Vikram', 'Meenakshi', 'Arjun', 'Lakshmi', 'Nikhil', 'Deepika', 'Harpreet', 'Sunil'],
    family: ['Raghunathan', 'Deshpande', 'Iyer', 'Chakraborty', 'Malhotra', 'Venkatesan', 'Banerjee', 'Kulkarni', 'Sandhu', 'Nair', 'Bhattacharya', 'Reddy'],
    givenNative: ['आरव', 'प्रियंका', 'सिद्धार्थ', 'काव्या', 'रोहन', 'अनन्या'],
    familyNative: ['देशपांडे', 'अय्यर', 'मल्होत्रा', 'कुलकर्णी', 'शर्मा', 'वर्मा'],
  },
  chinese: {
    given: ['Xiaoming', 'Jiahui', 'Zhiwei', 'Yuting', 'Haoran', 'Meiling', 'Jun', 'Xinyi', 'Guangping', 'Shuang'],
    family: ['Zhang', 'Liu', 'Chen', 'Huang', 'Zhou', 'Xu', 'Guo', 'Lin', 'Tang', 'Feng'],
    givenNative: ['晓明', '佳慧', '志伟', '雨婷', '浩然', '美玲', '俊', '欣怡'],
    familyNative: ['张', '刘', '陈', '黄', '周', '徐', '郭', '林'],
  },
  japanese: {
    given: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hinata', 'Kenji', 'Sakura', 'Takumi', 'Misaki'],
    family: ['Takahashi', 'Watanabe', 'Kobayashi', 'Yamamoto', 'Nakamura', 'Fujiwara', 'Inoue', 'Matsumoto', 'Hayashi', 'Kimura'],
    givenNative: ['陽翔', '結衣', '蒼太', '葵', '蓮', '陽菜', '健二', 'さくら'],
    familyNative: ['高橋', '渡辺', '小林', '山本', '中村', '藤原', '井上', '松本'],
  },
  korean: {
    given: ['Minjun', 'Seoyeon', 'Jihoon', 'Hayoon', 'Dohyun', 'Jiwoo', 'Eunji', 'Taeyang', 'Sunghee', 'Hyunwoo'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Jang', 'Lim', 'Han'],
    givenNative: ['민준', '서연', '지훈', '하윤', '도현', '지우', '은지'],
    familyNative: ['김', '이', '박', '최', '정', '강', '윤'],
  },
  african: {
    given: ['Chiamaka', 'Oluwaseun', 'Kwame', 'Amara', 'Tendai', 'Nomvula', 'Babajide', 'Wanjiru', 'Kofi', 'Thandiwe', 'Emeka', 'Zanele'],
    family: ['Okonkwo', 'Adeyemi', 'Mensah', 'Nwosu', 'Mutasa', 'Dlamini', 'Ogunleye', 'Kamau', 'Boateng', 'Achebe', 'Ndlovu'],
  },
  vietnamese: { given: ['Thi Lan', 'Van Duc', 'Minh Anh', 'Quoc Bao', 'Thanh Huong', 'Duc Minh'], family: ['Nguyen', 'Tran', 'Pham', 'Hoang', 'Vo', 'Dang'] },
  irish: { given: ['Siobhán', 'Cillian', 'Aoife', 'Ruairí', 'Niamh', 'Oisín', 'Gráinne', 'Tadhg'], family: ["O'Sullivan", 'Mac Giolla', 'Ní Bhriain', 'Fitzgerald', 'Ó Dónaill', 'McGuinness', 'Breathnach'] },
  slavic: { given: ['Dragan', 'Milica', 'Nikola', 'Jelena', 'Tomislav', 'Vesna', 'Bojan', 'Snežana'], family: ['Petrović', 'Kovačević', 'Jovanović', 'Marković', 'Horvat', 'Babić', 'Novak'] },
  persian: { given: ['Dariush', 'Shirin', 'Kourosh', 'Parisa', 'Behrouz', 'Laleh', 'Arash', 'Nasrin'], family: ['Tehrani', 'Moradi', 'Rahimzadeh', 'Karimi', 'Hosseinpour', 'Jafari', 'Ghorbani'] },
  filipino: { given: ['Maricel', 'Jun-Jun', 'Rowena', 'Jerome', 'Lovely', 'Ramil', 'Cherry Mae'], family: ['Dela Cruz', 'Bautista', 'Villanueva', 'Macaraeg', 'Dimaculangan', 'Santos'] },
  thai: { given: ['Somchai', 'Nattaya', 'Kittisak', 'Pimchanok', 'Anucha', 'Siriporn', 'Thanawat'], family: ['Srisuk', 'Wongsawat', 'Chaiyaporn', 'Sukprasert', 'Thongchai', 'Phromsiri'] },
  indonesian: { given: ['Budi', 'Siti', 'Agus', 'Dewi', 'Wahyu', 'Putri', 'Eko'], family: ['Santoso', 'Wijaya', 'Hidayat', 'Kusuma', 'Saputra', 'Nugroho'] },
};

/** Which cultures a locale's people come from (migration makes this a mix). */
export const culturesByLocale = {
  'en-US': ['anglo', 'anglo', 'spanish', 'chinese', 'indian', 'african', 'korean', 'vietnamese', 'persian', 'filipino'],
  'en-IE': ['anglo', 'irish', 'irish', 'polish'],
  'en-TH': ['thai'],
  'de-AT': ['german', 'german', 'turkish', 'slavic'],
  'de-CH': ['german', 'italian', 'french', 'slavic'],
  'fr-BE': ['french', 'arabic', 'african'],
  'nl-BE': ['dutch', 'turkish', 'arabic'],
  'en-GB': ['anglo', 'anglo', 'indian', 'african', 'polish', 'arabic', 'irish', 'persian'],
  'en-AU': ['anglo', 'chinese', 'vietnamese', 'indian', 'indonesian', 'filipino'],
  'en-CA': ['anglo', 'french', 'chinese', 'indian'],
  'en-IN': ['indian'],
  'en-SG': ['chinese', 'indian', 'anglo'],
  'en-NG': ['african'],
  'de-DE': ['german', 'german', 'turkish', 'polish', 'slavic', 'persian'],
  'fr-FR': ['french', 'french', 'arabic', 'african'],
  'es-ES': ['spanish', 'spanish', 'arabic'],
  'es-MX': ['spanish'],
  'es-CL': ['spanish'],
  'pt-BR': ['portuguese', 'portuguese', 'japanese', 'italian'],
  'pt-PT': ['portuguese'],
  'it-IT': ['italian', 'italian', 'arabic'],
  'nl-NL': ['dutch', 'dutch', 'turkish'],
  'pl-PL': ['polish'],
  'sv-SE': ['swedish', 'swedish', 'finnish', 'arabic'],
  'fi-FI': ['finnish'],
  'ja-JP': ['japanese'],
  'zh-CN': ['chinese'],
  'ko-KR': ['korean'],
  'ar-SA': ['arabic'],
  'ar-AE': ['arabic', 'indian'],
  'ar-EG': ['arabic'],
  'hi-IN': ['indian'],
  'tr-TR': ['turkish'],
};

export const localesByLanguage = {
  en: ['en-US', 'en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IN', 'en-SG', 'en-NG', 'en-IE', 'en-TH'],
  de: ['de-DE', 'de-DE', 'de-AT', 'de-CH'], fr: ['fr-FR', 'fr-FR', 'fr-BE'], es: ['es-ES', 'es-MX', 'es-CL'], pt: ['pt-BR', 'pt-PT'], it: ['it-IT'], nl: ['nl-NL', 'nl-NL', 'nl-BE'],
  pl: ['pl-PL'], sv: ['sv-SE', 'fi-FI'], ja: ['ja-JP'], zh: ['zh-CN'], ko: ['ko-KR'], ar: ['ar-SA', 'ar-AE', 'ar-EG'], hi: ['hi-IN'], tr: ['tr-TR'],
};

// Names of places, products and firms that read like a person's name: hard negatives.
export const personLikePlaces = ['Jackson Hole', 'Victoria Station', 'Santa Clara', 'Saint-Louis', 'Kingston upon Thames', 'Port Elizabeth', 'Adelaide Hills', 'Lake Louise', 'Charles de Gaulle', 'San José', 'Mount Isa', 'Alice Springs', 'Fort William', 'Santa Cruz de Tenerife', 'Jean Jaurès', 'Maria Pia Bridge', 'Sierra Nevada'];
export const personLikeNonPersons = [
  'Morgan Stanley', 'Jackson Hole', 'Ford Mustang', 'Victoria Station', 'Santa Clara', 'Alfa Romeo', 'Dr. Oetker', 'Tim Hortons',
  'Marks & Spencer', 'Johnson Controls', 'Lake Louise', 'Mercedes-Benz', 'Charles de Gaulle', 'Paul Bocuse Street Food', 'Ben & Jerry\'s',
  'Hugo Boss', 'Louis Vuitton', 'Jean Jaurès', 'Saint-Louis', 'Kingston upon Thames', 'Mount Elizabeth', 'Port Elizabeth', 'Adelaide Hills',
  'Sierra Nevada', 'Ray-Ban', 'Aston Martin', 'Maria Pia Bridge', 'Albert Heijn', 'Carl Zeiss',
];
