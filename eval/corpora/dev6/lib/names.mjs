// Given and family names by culture, combined at random: the pairs are invented, not people.
// Each culture writes the name in its own order and script; `latin` gives a romanised form.

export const CULTURES = {
  en: { given: ['Olivia', 'Liam', 'Harriet', 'Declan', 'Maisie', 'Rowan', 'Imogen', 'Callum', 'Tessa', 'Gareth', 'Brianna', 'Wesley', 'Delia', 'Jonah', 'Keira', 'Malcolm'], family: ['Ashworth', 'Pemberton', 'Whitlock', 'Garside', 'Hollins', 'McCready', 'Thistlewood', 'Brennan', 'Okafor', 'Caldwell', 'Fairbairn', 'Langridge', 'Merriweather', 'Sandoval', 'Trevithick'] },
  de: { given: ['Jannik', 'Frieda', 'Mathis', 'Henrike', 'Till', 'Wiebke', 'Ole', 'Ludmila', 'Korbinian', 'Annegret', 'Malte', 'Svenja'], family: ['Bräuninger', 'Kötter', 'Wiesenthal', 'Scholtissek', 'Hagedorn', 'Lindemeyer', 'Oberländer', 'Pfisterer', 'Rademacher', 'Zimmerling', 'Großkopf'] },
  fr: { given: ['Maëlle', 'Baptiste', 'Solène', 'Gaspard', 'Anaïs', 'Timothée', 'Clémence', 'Aurélien', 'Inès', 'Quentin'], family: ['Lefebvre-Marchal', 'Dumoulin', 'Ferrandier', 'Gauthereau', 'Rocheteau', 'Vasseur', 'Brissac', 'Chevallier', 'Delaunay'] },
  es: { given: ['Ximena', 'Iker', 'Lucía', 'Gonzalo', 'Itziar', 'Rodrigo', 'Nerea', 'Álvaro', 'Paloma', 'Joaquín'], family: ['García Olmedo', 'Etxeberria', 'Villanueva', 'Quintanilla', 'Barrientos', 'Ocaña', 'Robledo', 'Castañeda'] },
  pt: { given: ['João Pedro', 'Leonor', 'Thiago', 'Beatriz', 'Rafaela', 'Caetano', 'Iara', 'Vinícius'], family: ['Magalhães', 'Albuquerque', 'Figueiredo', 'Nogueira', 'Sampaio', 'Carvalhal', 'Teixeira da Costa'] },
  it: { given: ['Ludovica', 'Matteo', 'Ginevra', 'Pierluigi', 'Arianna', 'Tommaso', 'Benedetta', 'Edoardo'], family: ['Bianchetti', 'Lombardini', 'Russomanno', 'Caputo', 'De Santis', 'Ferraresi', 'Galliano', 'Marchionni'] },
  nl: { given: ['Sanne', 'Joost', 'Femke', 'Thijs', 'Lotte', 'Bram', 'Anouk', 'Wouter'], family: ['van der Heijden', 'Bakker', 'de Groot', 'Verhoeven', 'Kuipers', 'van Dijk', 'Timmermans', 'Hoekstra'] },
  pl: { given: ['Zofia', 'Mikołaj', 'Agnieszka', 'Bartosz', 'Małgorzata', 'Wojciech', 'Kinga', 'Przemysław'], family: ['Wiśniewska', 'Kowalczyk', 'Grabowski', 'Zielińska', 'Szymański', 'Wróbel', 'Dąbrowska', 'Jankowski'] },
  sv: { given: ['Elsa', 'Hugo', 'Saga', 'Viggo', 'Linnea', 'Oskar', 'Ebba', 'Algot'], family: ['Lindqvist', 'Bergström', 'Sjöberg', 'Holmgren', 'Åkesson', 'Nyström', 'Engdahl'] },
  tr: { given: ['Elif', 'Emre', 'Zeynep', 'Burak', 'Ayşegül', 'Oğuzhan', 'Defne', 'Kaan'], family: ['Yıldırım', 'Kaplan', 'Aydoğan', 'Öztürk', 'Çelik', 'Karaca', 'Şahin', 'Erdoğdu'] },
  ja: { given: ['陽菜', '蓮', '結衣', '湊', '美咲', '大翔', '葵', '悠真'], family: ['佐々木', '高橋', '小野寺', '藤原', '松本', '石川', '森田', '長谷川'], givenLatin: ['Hina', 'Ren', 'Yui', 'Minato', 'Misaki', 'Hiroto', 'Aoi', 'Yuma'], familyLatin: ['Sasaki', 'Takahashi', 'Onodera', 'Fujiwara', 'Matsumoto', 'Ishikawa', 'Morita', 'Hasegawa'], familyFirst: true, sep: '' },
  zh: { given: ['子涵', '浩然', '欣怡', '宇轩', '梓萱', '俊杰', '雨桐', '志强'], family: ['王', '李', '张', '刘', '陈', '杨', '赵', '欧阳'], givenLatin: ['Zihan', 'Haoran', 'Xinyi', 'Yuxuan', 'Zixuan', 'Junjie', 'Yutong', 'Zhiqiang'], familyLatin: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Ouyang'], familyFirst: true, sep: '' },
  ko: { given: ['서연', '민준', '지우', '도윤', '하은', '시우', '수아', '예준'], family: ['김', '이', '박', '최', '정', '강', '조', '윤'], givenLatin: ['Seo-yeon', 'Min-jun', 'Ji-woo', 'Do-yun', 'Ha-eun', 'Si-woo', 'Su-ah', 'Ye-jun'], familyLatin: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon'], familyFirst: true, sep: '' },
  ar: { given: ['ليلى', 'يوسف', 'مريم', 'عمر', 'نور', 'خالد', 'سلمى', 'طارق'], family: ['الحربي', 'الزهراني', 'حداد', 'العتيبي', 'منصور', 'الشمري', 'قاسم'], givenLatin: ['Layla', 'Youssef', 'Maryam', 'Omar', 'Nour', 'Khaled', 'Salma', 'Tarek'], familyLatin: ['Al-Harbi', 'Al-Zahrani', 'Haddad', 'Al-Otaibi', 'Mansour', 'Al-Shammari', 'Kassem'], sep: ' ' },
  hi: { given: ['अनन्या', 'आरव', 'प्रिया', 'विवान', 'दीपिका', 'अर्जुन', 'कविता', 'रोहन'], family: ['शर्मा', 'वर्मा', 'अय्यर', 'चौधरी', 'नायर', 'गुप्ता', 'कुलकर्णी'], givenLatin: ['Ananya', 'Aarav', 'Priya', 'Vivaan', 'Deepika', 'Arjun', 'Kavita', 'Rohan'], familyLatin: ['Sharma', 'Verma', 'Iyer', 'Chaudhary', 'Nair', 'Gupta', 'Kulkarni'], sep: ' ' },
  yo: { given: ['Adebayo', 'Chiamaka', 'Olumide', 'Ngozi', 'Tunde', 'Ifeoma'], family: ['Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Olatunji'] },
  vi: { given: ['Minh Anh', 'Quang Huy', 'Thu Trang', 'Đức Thắng'], family: ['Nguyễn', 'Trần', 'Phạm', 'Lê', 'Hoàng'], familyFirst: true },
  ru: { given: ['Anastasia', 'Dmitri', 'Yekaterina', 'Nikolai', 'Svetlana'], family: ['Vorontsova', 'Lebedev', 'Kuznetsova', 'Sokolov', 'Belyaev'] },
};

/** the culture a language's names are drawn from, with some mixing (teams are international) */
export function cultureFor(r, lang) {
  if (r.chance(0.3)) return r.pick(Object.keys(CULTURES));
  return CULTURES[lang] ? lang : 'en';
}

/** {given, family, full, latinGiven, latinFamily, latinFull} */
export function person(r, culture) {
  const c = CULTURES[culture];
  const gi = r.int(0, c.given.length - 1);
  const fi = r.int(0, c.family.length - 1);
  const given = c.given[gi], family = c.family[fi];
  const sep = c.sep ?? ' ';
  const full = c.familyFirst ? family + sep + given : given + sep + family;
  const latinGiven = c.givenLatin ? c.givenLatin[gi] : given;
  const latinFamily = c.familyLatin ? c.familyLatin[fi] : family;
  const latinFull = c.givenLatin ? (culture === 'ar' || culture === 'hi' ? `${latinGiven} ${latinFamily}` : `${latinFamily} ${latinGiven}`) : full;
  return { culture, given, family, full, latinGiven, latinFamily, latinFull, latinWestern: `${latinGiven} ${latinFamily}` };
}

const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ł/g, 'l').replace(/ı/g, 'i').replace(/đ/gi, 'd').replace(/[^A-Za-z0-9]/g, '').toLowerCase();

export const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'web.de', 'gmx.net', 'orange.fr', 'libero.it', 'telefonica.net', 'uol.com.br', 'ziggo.nl', 'wp.pl', 'telia.se', 'yandex.com', 'qq.com', '163.com', 'naver.com', 'yahoo.co.jp', 'hotmail.com', 'protonmail.com', 'icloud.com', 'rediffmail.com'];
export const COMPANY_DOMAINS = ['brightmoor-logistics.com', 'kestrelpay.io', 'holmvik-bygg.se', 'lumenfield.de', 'corvane.fr', 'atlasgrove.co.uk', 'taiyo-seiki.co.jp', 'quintaverde.pt', 'nordhaven-health.nl', 'zephyrlabs.dev', 'marlowe-insurance.com', 'ferrovia-tech.it', 'sunpeak-travel.es', 'hanbit-soft.co.kr', 'mizan-capital.ae', 'vistara-retail.in', 'ozgur-yazilim.com.tr', 'wisla-energia.pl', 'tiangong-cloud.cn'];

export function emailFor(r, p, domain) {
  const g = ascii(p.latinGiven), f = ascii(p.latinFamily);
  const local = r.pick([`${g}.${f}`, `${g[0]}${f}`, `${g}_${f}${r.int(1, 99)}`, `${f}.${g[0]}`, `${g}${r.int(70, 99)}`, `${g}-${f}`, `${f}${g[0]}${r.int(1, 9)}`]);
  return `${local}@${domain ?? r.pick(r.chance(0.5) ? MAIL_DOMAINS : COMPANY_DOMAINS)}`;
}
export const TEAM_MAILBOXES = ['billing', 'payroll', 'hr-team', 'support', 'security', 'accounts', 'sales.emea', 'onboarding', 'dpo', 'claims'];
