// Fake people: names from many cultures, street addresses in national formats, phone numbers,
// e-mail addresses and birth dates written the way each language writes them.

const NAMES = {
  en: { m: ['James', 'Oliver', 'Ethan', 'Marcus', 'Daniel', 'Connor', 'Tyler', 'Graham', 'Nathan', 'Reggie'], f: ['Emily', 'Hannah', 'Chloe', 'Megan', 'Abigail', 'Lauren', 'Tamsin', 'Brooke', 'Rachel', 'Imogen'], family: ['Whitfield', 'Harrington', 'Okafor', 'Brennan', 'Caldwell', 'Pemberton', 'Fairbanks', 'Thornton', 'McAllister', 'Holloway', 'Ashworth', 'Delgado'] },
  de: { m: ['Jonas', 'Lukas', 'Matthias', 'Florian', 'Tobias', 'Henrik', 'Jürgen', 'Stefan'], f: ['Lena', 'Katrin', 'Sabine', 'Mareike', 'Annika', 'Jördis', 'Ute', 'Franziska'], family: ['Schäfer', 'Brandtner', 'Wilhelmi', 'Kötter', 'Rademacher', 'Obermeier', 'Lindqvist-Huber', 'Strobel', 'Hülsmann', 'Pfeiffer'] },
  fr: { m: ['Théo', 'Mathieu', 'Baptiste', 'Guillaume', 'Étienne', 'Julien', 'Rémi'], f: ['Camille', 'Élodie', 'Margaux', 'Solène', 'Inès', 'Aurélie', 'Clémence'], family: ['Lefebvre', 'Duval', 'Marchand', 'Giraud', 'Rousseau', 'Béranger', 'Fontaine', 'Lacroix', 'Perrin'] },
  es: { m: ['Javier', 'Alejandro', 'Sergio', 'Íñigo', 'Rodrigo', 'Mateo', 'Andrés'], f: ['Lucía', 'Carmen', 'Nerea', 'Marta', 'Ainhoa', 'Paula', 'Rocío'], family: ['García', 'Fernández', 'Ibáñez', 'Castellanos', 'Moreno', 'Villalobos', 'Quintero', 'Echeverría', 'Navarro'] },
  pt: { m: ['João', 'Thiago', 'Gonçalo', 'Rafael', 'Caio', 'Leandro'], f: ['Beatriz', 'Mariana', 'Letícia', 'Inês', 'Fernanda', 'Luana'], family: ['Azevedo', 'Carvalho', 'Figueiredo', 'Nogueira', 'Sampaio', 'Bittencourt', 'Magalhães', 'Rocha'] },
  it: { m: ['Lorenzo', 'Matteo', 'Giacomo', 'Riccardo', 'Federico', 'Davide'], f: ['Giulia', 'Chiara', 'Francesca', 'Martina', 'Alessia', 'Serena'], family: ['Bianchi', 'Esposito', 'Colombo', 'Ferraro', 'Galli', 'Mancini', 'Lombardi', 'Pellegrini', 'Caruso'] },
  nl: { m: ['Daan', 'Sven', 'Thijs', 'Ruben', 'Joost', 'Bram'], f: ['Fleur', 'Sanne', 'Lotte', 'Anouk', 'Marloes', 'Femke'], family: ['de Vries', 'van den Berg', 'Bakker', 'Jansen', 'Visser', 'van Dijk', 'Smit', 'de Groot', 'Mulder'] },
  pl: { m: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Grzegorz', 'Michał'], f: ['Agnieszka', 'Katarzyna', 'Magdalena', 'Zofia', 'Joanna', 'Małgorzata'], family: ['Kowalczyk', 'Wiśniewski', 'Zieliński', 'Szymański', 'Wójcik', 'Kamińska', 'Lewandowski', 'Dąbrowska'] },
  sv: { m: ['Erik', 'Oskar', 'Linus', 'Anders', 'Johan', 'Viktor'], f: ['Astrid', 'Linnea', 'Maja', 'Sofia', 'Elin', 'Ingrid'], family: ['Lindqvist', 'Johansson', 'Bergström', 'Nyström', 'Sjöberg', 'Lundgren', 'Åkesson', 'Holm'] },
  fi: { m: ['Mikko', 'Juha', 'Aleksi', 'Tuomas'], f: ['Aino', 'Noora', 'Satu', 'Johanna'], family: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Heikkinen', 'Laaksonen'] },
  ja: { m: ['Haruto', 'Takumi', 'Kenji', 'Ryota', 'Daiki'], f: ['Yui', 'Aoi', 'Sakura', 'Haruka', 'Misaki'], family: ['Takahashi', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Inoue', 'Matsumoto'], native: [['陽翔', '高橋'], ['結衣', '山本'], ['健二', '渡辺'], ['さくら', '中村'], ['拓海', '小林'], ['美咲', '井上']] },
  zh: { m: ['Wei', 'Jun', 'Hao', 'Zhiwei', 'Jiahao'], f: ['Xiaoling', 'Mei', 'Yuxin', 'Jing', 'Lihua'], family: ['Zhang', 'Wang', 'Liu', 'Chen', 'Huang', 'Zhou', 'Xu'], native: [['伟', '张'], ['秀英', '王'], ['志强', '刘'], ['静', '陈'], ['浩然', '黄'], ['丽华', '周']] },
  ko: { m: ['Minjun', 'Seojun', 'Jihoon', 'Dohyun'], f: ['Seoyeon', 'Jiwoo', 'Hayoon', 'Minji'], family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon'], native: [['민준', '김'], ['서연', '이'], ['지훈', '박'], ['하윤', '최'], ['도현', '정']] },
  ar: { m: ['Omar', 'Youssef', 'Khalid', 'Tariq', 'Hamza'], f: ['Layla', 'Fatima', 'Noura', 'Salma', 'Rania'], family: ['Al-Mansouri', 'Haddad', 'El-Sayed', 'Barakat', 'Nasser', 'Al-Qahtani', 'Khoury'], native: [['عمر', 'الحداد'], ['ليلى', 'المنصوري'], ['يوسف', 'بركات'], ['نورة', 'القحطاني'], ['خالد', 'ناصر']] },
  hi: { m: ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Siddharth'], f: ['Priya', 'Ananya', 'Kavya', 'Deepika', 'Meera'], family: ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Banerjee', 'Chatterjee', 'Nair', 'Deshmukh'], native: [['अर्जुन', 'शर्मा'], ['प्रिया', 'पटेल'], ['रोहन', 'अय्यर'], ['कव्या', 'रेड्डी']] },
  tr: { m: ['Emre', 'Mehmet', 'Burak', 'Can', 'Oğuz'], f: ['Elif', 'Zeynep', 'Ayşe', 'Defne', 'Büşra'], family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Öztürk', 'Aydın', 'Çelik', 'Arslan'] },
  mx: { m: ['Santiago', 'Emiliano', 'Diego', 'Alonso'], f: ['Ximena', 'Valeria', 'Renata', 'Guadalupe'], family: ['Hernández', 'Ramírez', 'Gutiérrez', 'Mendoza', 'Salazar', 'Cervantes', 'Ortega'] },
  ng: { m: ['Chinedu', 'Oluwaseun', 'Emeka', 'Tunde'], f: ['Ngozi', 'Adaeze', 'Funmilayo', 'Chiamaka'], family: ['Okonkwo', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Oyelaran'] },
};
export const NAME_CULTURES = Object.keys(NAMES);

/** A fake person: given, family, full (in the culture's order), native script when available. */
export function person(rng, culture = rng.pick(NAME_CULTURES)) {
  const c = NAMES[culture] ?? NAMES.en;
  const female = rng.chance(0.5);
  const given = rng.pick(female ? c.f : c.m);
  const family = rng.pick(c.family);
  const family2 = culture === 'es' || culture === 'mx' ? rng.pick(c.family) : '';
  let full = `${given} ${family}`;
  if (family2 && family2 !== family && rng.chance(0.5)) full += ` ${family2}`;
  if (['zh', 'ko'].includes(culture) && rng.chance(0.4)) full = `${family} ${given}`;
  let native = null;
  if (c.native) {
    const [g, f] = rng.pick(c.native);
    native = culture === 'ar' || culture === 'hi' ? `${g} ${f}` : culture === 'ja' ? `${f} ${g}` : `${f}${g}`;
  }
  const birth = birthDate(rng);
  return { culture, female, given, family, family2: family2 || family, full, native, birth };
}
export function birthDate(rng) {
  return new Date(Date.UTC(rng.int(1944, 2006), rng.int(0, 11), rng.int(1, 28)));
}

// ---------------------------------------------------------------- dates
const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
};
const p2 = (n) => String(n).padStart(2, '0');
/** A date written the way the language writes it (in words or in the local numeric order). */
export function formatDate(rng, d, lang) {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
  const words = MONTHS[lang];
  const numeric = {
    en: [`${m}/${day}/${y}`, `${p2(m)}/${p2(day)}/${y}`, `${y}-${p2(m)}-${p2(day)}`, `${p2(day)}/${p2(m)}/${y}`],
    de: [`${p2(day)}.${p2(m)}.${y}`, `${day}.${m}.${y}`],
    fr: [`${p2(day)}/${p2(m)}/${y}`],
    es: [`${p2(day)}/${p2(m)}/${y}`, `${day}-${m}-${y}`],
    pt: [`${p2(day)}/${p2(m)}/${y}`],
    it: [`${p2(day)}/${p2(m)}/${y}`, `${p2(day)}-${p2(m)}-${y}`],
    nl: [`${p2(day)}-${p2(m)}-${y}`],
    pl: [`${p2(day)}.${p2(m)}.${y}`],
    sv: [`${y}-${p2(m)}-${p2(day)}`],
    ja: [`${y}年${m}月${day}日`, `${y}/${p2(m)}/${p2(day)}`],
    zh: [`${y}年${m}月${day}日`, `${y}-${p2(m)}-${p2(day)}`],
    ko: [`${y}년 ${m}월 ${day}일`, `${y}.${p2(m)}.${p2(day)}`],
    ar: [`${p2(day)}/${p2(m)}/${y}`],
    hi: [`${p2(day)}-${p2(m)}-${y}`, `${p2(day)}/${p2(m)}/${y}`],
    tr: [`${p2(day)}.${p2(m)}.${y}`],
  }[lang] ?? [`${y}-${p2(m)}-${p2(day)}`];
  if (words && rng.chance(0.45)) {
    const w = words[m - 1];
    if (lang === 'en') return rng.pick([`${w} ${day}, ${y}`, `${day} ${w} ${y}`, `${day}${['th', 'st', 'nd', 'rd'][day % 10 > 3 || (day > 10 && day < 14) ? 0 : day % 10]} of ${w} ${y}`]);
    if (lang === 'de') return `${day}. ${w} ${y}`;
    if (lang === 'es' || lang === 'pt') return `${day} de ${w} de ${y}`;
    return `${day} ${w} ${y}`;
  }
  return rng.pick(numeric);
}
export const DOB_WORDS = {
  en: ['Date of birth', 'DOB', 'Born', 'D.O.B.', 'Birthdate'], de: ['Geburtsdatum', 'geb.', 'geboren am'], fr: ['Date de naissance', 'né(e) le', 'Né le'],
  es: ['Fecha de nacimiento', 'nacido el', 'F. nacimiento'], pt: ['Data de nascimento', 'nascido em', 'Nascimento'], it: ['Data di nascita', 'nato il', 'nata il'],
  nl: ['Geboortedatum', 'geboren op'], pl: ['Data urodzenia', 'urodzony'], sv: ['Födelsedatum', 'född'], ja: ['生年月日'], zh: ['出生日期'], ko: ['생년월일'],
  ar: ['تاريخ الميلاد'], hi: ['जन्म तिथि'], tr: ['Doğum tarihi'],
};

// ---------------------------------------------------------------- addresses
const STREETS = {
  US: ['Maple Avenue', 'Birchwood Drive', 'Lakeshore Blvd', 'W 34th Street', 'Pine Hollow Rd', 'Cedar Lane', 'Elm Street', 'Sunset Terrace'],
  GB: ['Kingsley Road', 'Abbey Lane', 'Victoria Crescent', 'Mill Street', 'Hawthorn Close', 'St Mary\'s Walk'],
  DE: ['Lindenstraße', 'Am Kirchberg', 'Goethestr.', 'Bahnhofstraße', 'Rosenweg', 'Schillerplatz', 'Hauptstraße'],
  FR: ['rue des Lilas', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue du Moulin', 'impasse des Cerisiers', 'allée des Tilleuls'],
  ES: ['Calle de Alcalá', 'Avenida de la Constitución', 'Calle Mayor', 'Paseo de Gracia', 'Calle del Olivo'],
  IT: ['Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via dei Mille', 'Piazza Cavour', 'Viale Trastevere'],
  NL: ['Prinsengracht', 'Kerkstraat', 'Lindenlaan', 'Molenweg', 'Stationsplein'],
  PL: ['ul. Marszałkowska', 'ul. Długa', 'ul. Kwiatowa', 'al. Jerozolimskie', 'ul. Ogrodowa'],
  SE: ['Storgatan', 'Drottninggatan', 'Björkvägen', 'Kungsgatan', 'Skolgatan'],
  BR: ['Rua das Palmeiras', 'Avenida Paulista', 'Rua XV de Novembro', 'Rua Augusta'],
  PT: ['Rua do Ouro', 'Avenida da Liberdade', 'Travessa do Carmo'],
  JP: ['丁目'],
  IN: ['MG Road', 'Nehru Nagar', 'Park Street', 'Linking Road'],
  TR: ['Atatürk Cad.', 'İstiklal Caddesi', 'Bağdat Cad.', 'Cumhuriyet Sok.'],
  CA: ['Rue Sainte-Catherine', 'Yonge Street', 'Bloor St W'],
  CN: ['世纪大道', '南京西路', '中山路', '建国路', '科技园南路'],
  KR: ['테헤란로', '세종대로', '해운대로', '올림픽로'],
  AE: ['Al Wasl Road', 'Sheikh Zayed Road', 'Al Khaleej Street', '2nd December Street'],
  AU: ['George Street', 'Collins St', 'Beach Road'],
};
const CITIES = {
  US: [['Springfield', 'IL', '627'], ['Austin', 'TX', '787'], ['Portland', 'OR', '972'], ['Columbus', 'OH', '432'], ['Raleigh', 'NC', '276'], ['Boise', 'ID', '837']],
  GB: [['Leeds', 'LS'], ['Bristol', 'BS'], ['Manchester', 'M'], ['Norwich', 'NR'], ['Cardiff', 'CF']],
  DE: ['Berlin', 'München', 'Köln', 'Leipzig', 'Freiburg im Breisgau', 'Hamburg'], FR: ['Lyon', 'Toulouse', 'Nantes', 'Lille', 'Bordeaux'],
  ES: ['Madrid', 'Sevilla', 'Valencia', 'Bilbao', 'Zaragoza'], IT: ['Torino', 'Bologna', 'Firenze', 'Napoli', 'Milano'], NL: ['Utrecht', 'Groningen', 'Eindhoven', 'Haarlem'],
  PL: ['Kraków', 'Wrocław', 'Gdańsk', 'Poznań'], SE: ['Uppsala', 'Göteborg', 'Malmö', 'Västerås'], BR: ['São Paulo', 'Curitiba', 'Belo Horizonte', 'Recife'],
  PT: ['Lisboa', 'Porto', 'Coimbra'], JP: ['東京都渋谷区', '大阪府大阪市北区', '京都府京都市左京区'], IN: ['Bengaluru', 'Pune', 'Kolkata', 'Mumbai'], TR: ['İstanbul', 'Ankara', 'İzmir'],
  CN: ['上海市浦东新区', '北京市朝阳区', '广州市天河区', '深圳市南山区', '杭州市西湖区'], KR: ['서울특별시 강남구', '부산광역시 해운대구', '서울특별시 마포구', '인천광역시 연수구'],
  AE: ['Dubai', 'Abu Dhabi', 'Sharjah'],
  CA: [['Montréal', 'QC', 'H2X'], ['Toronto', 'ON', 'M5V'], ['Vancouver', 'BC', 'V6B']], AU: [['Sydney', 'NSW', '2000'], ['Melbourne', 'VIC', '3000'], ['Brisbane', 'QLD', '4000']],
};
export const ADDRESS_COUNTRIES = Object.keys(STREETS);
/** A street address as lines (street line(s), city line); join with ', ' or '\n'. */
export function address(rng, country = rng.pick(ADDRESS_COUNTRIES)) {
  const n = rng.int(1, 240);
  const st = rng.pick(STREETS[country]);
  const city = rng.pick(CITIES[country]);
  const d = (k) => rng.digits(k);
  switch (country) {
    case 'US': return { country, lines: [`${rng.int(10, 9899)} ${st}${rng.chance(0.3) ? `, Apt ${rng.int(1, 40)}${rng.pick(['A', 'B', ''])}` : ''}`, `${city[0]}, ${city[1]} ${city[2]}${d(2)}`] };
    case 'GB': return { country, lines: [`${n} ${st}`, `${city[0]} ${city[1]}${rng.int(1, 20)} ${rng.int(1, 9)}${rng.chars(2, 'ABDEFGHJLNPQRSTUWXYZ')}`] };
    case 'DE': return { country, lines: [`${st} ${n}${rng.pick(['', '', 'a', 'b'])}`, `${d(5)} ${city}`] };
    case 'FR': return { country, lines: [`${n}${rng.pick(['', '', ' bis'])} ${st}`, `${d(5)} ${city}`] };
    case 'ES': return { country, lines: [`${st}, ${n}, ${rng.int(1, 8)}º ${rng.pick(['A', 'B', 'izq.', 'dcha.'])}`, `${d(5)} ${city}`] };
    case 'IT': return { country, lines: [`${st} ${n}`, `${d(5)} ${city} (${city.slice(0, 2).toUpperCase()})`] };
    case 'NL': return { country, lines: [`${st} ${n}`, `${rng.int(1000, 9999)} ${rng.chars(2, 'ABCEGHJKLMNPRTVWXZ')} ${city}`] };
    case 'PL': return { country, lines: [`${st} ${n}/${rng.int(1, 60)}`, `${d(2)}-${d(3)} ${city}`] };
    case 'SE': return { country, lines: [`${st} ${n}`, `${d(3)} ${d(2)} ${city}`] };
    case 'BR': return { country, lines: [`${st}, ${n}${rng.chance(0.4) ? ` - apto ${rng.int(11, 150)}` : ''}`, `${city} - SP, ${d(5)}-${d(3)}`] };
    case 'PT': return { country, lines: [`${st}, ${n}, ${rng.int(1, 5)}º ${rng.pick(['Esq.', 'Dto.'])}`, `${d(4)}-${d(3)} ${city}`] };
    case 'JP': return { country, lines: [`〒${d(3)}-${d(4)} ${city}${rng.int(1, 5)}丁目${rng.int(1, 30)}-${rng.int(1, 20)}`] };
    case 'IN': return { country, lines: [`Flat ${rng.int(101, 1204)}, ${rng.pick(['Lotus', 'Sai Krupa', 'Green Park', 'Shanti'])} Apartments, ${st}`, `${city} ${rng.int(1, 8)}${d(5)}`] };
    case 'TR': return { country, lines: [`${st} No:${n} D:${rng.int(1, 20)}`, `${d(5)} ${rng.pick(['Kadıköy', 'Çankaya', 'Konak', 'Beşiktaş'])}/${city}`] };
    case 'CN': return { country, lines: [`${city}${st}${n}号${rng.int(1, 12)}栋${rng.int(1, 30)}${String(rng.int(1, 8)).padStart(2, '0')}室`] };
    case 'KR': return { country, lines: [`${city} ${st} ${n}, ${rng.int(1, 20)}층 ${rng.int(101, 1505)}호`] };
    case 'AE': return { country, lines: [`${rng.pick(['Villa', 'Apartment', 'Office'])} ${rng.int(1, 90)}, ${st}`, `${rng.pick(['Al Barsha', 'Jumeirah 1', 'Al Nahda', 'Khalifa City'])}, ${city}`] };
    case 'CA': return { country, lines: [`${rng.int(10, 4999)} ${st}`, `${city[0]}, ${city[1]} ${city[2]} ${rng.int(1, 9)}${rng.chars(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(1, 9)}`] };
    case 'AU': return { country, lines: [`${rng.chance(0.3) ? `Unit ${rng.int(1, 30)}/` : ''}${n} ${st}`, `${city[0]} ${city[1]} ${city[2]}`] };
  }
  throw new Error(country);
}

// ---------------------------------------------------------------- phones
export function phone(rng, country = rng.pick(['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'PL', 'SE', 'BR', 'IN', 'JP', 'KR', 'TR', 'AU', 'MX', 'CN', 'AE'])) {
  const d = (k) => rng.digits(k);
  const N = () => rng.int(2, 9);
  const intl = rng.chance(0.5);
  const f = {
    US: () => rng.pick([`(${N()}${d(2)}) ${N()}${d(2)}-${d(4)}`, `+1 ${N()}${d(2)}-${N()}${d(2)}-${d(4)}`, `${N()}${d(2)}.${N()}${d(2)}.${d(4)}`, `+1${N()}${d(2)}${N()}${d(6)}`]),
    GB: () => (intl ? `+44 7${d(3)} ${d(6)}` : rng.pick([`07${d(3)} ${d(6)}`, `020 7${d(3)} ${d(4)}`])),
    DE: () => (intl ? `+49 ${rng.pick(['30', '89', '151', '170', '221'])} ${d(7)}` : rng.pick([`0${rng.pick(['30', '89', '40'])} ${d(3)} ${d(4)}`, `0171/${d(7)}`])),
    FR: () => (intl ? `+33 ${rng.int(1, 7)} ${d(2)} ${d(2)} ${d(2)} ${d(2)}` : `0${rng.pick([1, 6, 7])} ${d(2)} ${d(2)} ${d(2)} ${d(2)}`),
    ES: () => (intl ? `+34 6${d(2)} ${d(3)} ${d(3)}` : `9${d(2)} ${d(3)} ${d(3)}`),
    IT: () => (intl ? `+39 3${d(2)} ${d(3)} ${d(4)}` : `06 ${d(4)} ${d(4)}`),
    NL: () => (intl ? `+31 6 ${d(8)}` : `06-${d(8)}`),
    PL: () => (intl ? `+48 ${rng.int(5, 8)}${d(2)} ${d(3)} ${d(3)}` : `${rng.int(5, 8)}${d(2)}-${d(3)}-${d(3)}`),
    SE: () => (intl ? `+46 70 ${d(3)} ${d(2)} ${d(2)}` : `070-${d(3)} ${d(2)} ${d(2)}`),
    BR: () => (intl ? `+55 11 9${d(4)}-${d(4)}` : `(${rng.int(11, 99)}) 9${d(4)}-${d(4)}`),
    IN: () => (intl ? `+91 ${rng.int(6, 9)}${d(4)} ${d(5)}` : `${rng.int(6, 9)}${d(9)}`),
    JP: () => (intl ? `+81 90-${d(4)}-${d(4)}` : `0${rng.pick(['3', '6', '90', '80'])}-${d(4)}-${d(4)}`),
    KR: () => (intl ? `+82 10-${d(4)}-${d(4)}` : `010-${d(4)}-${d(4)}`),
    TR: () => (intl ? `+90 5${d(2)} ${d(3)} ${d(2)} ${d(2)}` : `0 (5${d(2)}) ${d(3)} ${d(2)} ${d(2)}`),
    AU: () => (intl ? `+61 4${d(2)} ${d(3)} ${d(3)}` : `04${d(2)} ${d(3)} ${d(3)}`),
    MX: () => `+52 ${rng.pick(['55', '33', '81'])} ${d(4)} ${d(4)}`,
    CN: () => (intl ? `+86 1${rng.int(3, 9)}${d(1)} ${d(4)} ${d(4)}` : `1${rng.int(3, 9)}${d(9)}`),
    AE: () => `+971 5${rng.int(0, 8)} ${d(3)} ${d(4)}`,
  }[country];
  return { value: f(), type: `phone_${country.toLowerCase()}` };
}

// ---------------------------------------------------------------- e-mail
const FREE_MAIL = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'web.de', 'gmx.de', 'orange.fr', 'libero.it', 'hotmail.es', 'uol.com.br', 'wp.pl', 'telia.se', 'yahoo.co.jp', 'qq.com', 'naver.com', 'proton.me', 'icloud.com', 'rediffmail.com', 'ziggo.nl'];
export const COMPANY_DOMAINS = ['northwind-logistics.io', 'brightfield.de', 'kestrel-health.com', 'lumenpay.eu', 'harborline.co', 'orchardsoft.fr', 'tidewater-insure.com', 'mosaic-retail.es', 'quillbank.nl', 'fjordtech.se', 'pinecrest-hr.com', 'atlasfreight.pl', 'sakura-denki.jp', 'zenith-clinic.in', 'anatolia-tekstil.com.tr'];
const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ø/g, 'o').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
export function email(rng, who, domain) {
  const g = ascii(who.given) || 'user', f = ascii(who.family) || 'contact';
  const local = rng.pick([`${g}.${f}`, `${g[0]}${f}`, `${g}_${f}${rng.int(1, 99)}`, `${f}.${g}`, `${g}${rng.int(70, 99)}`, `${g}.${f}+${rng.pick(['shop', 'news', 'work'])}`]);
  return { value: `${local}@${domain ?? rng.pick(rng.chance(0.5) ? FREE_MAIL : COMPANY_DOMAINS)}`, type: 'email' };
}
export const asciiName = ascii;

// ---------------------------------------------------------------- network
export function publicIpv4(rng) {
  for (;;) {
    const a = rng.int(1, 223);
    if ([10, 127, 0, 100, 169, 172, 192, 198, 203].includes(a)) continue;
    return { value: `${a}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, type: 'ipv4' };
  }
}
export function ipv6(rng) {
  const g = () => rng.chars(rng.int(1, 4), '0123456789abcdef').replace(/^0+(?=.)/, '');
  const prefix = rng.pick(['2a02', '2001:41d0', '2600:1f18', '2a01:4f8', '2406:da18']);
  const groups = prefix.split(':').length;
  const rest = Array.from({ length: 8 - groups }, g);
  let v = [prefix, ...rest].join(':');
  if (rng.chance(0.4)) v = [prefix, rest[0], '', rest[rest.length - 1]].join(':');
  return { value: v, type: 'ipv6' };
}
export function privateIpv4(rng) {
  return { value: rng.pick([`10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, `192.168.${rng.int(0, 255)}.${rng.int(1, 254)}`, `172.${rng.int(16, 31)}.${rng.int(0, 255)}.${rng.int(1, 254)}`]), type: 'ipv4_private' };
}
