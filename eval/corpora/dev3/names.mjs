// Invented-looking combinations of common given and family names per culture, streets and cities
// per country. Any pairing is drawn at run time; none is meant to name a real person.

export const CULTURES = {
  en: { given: ['Olivia', 'Marcus', 'Hannah', 'Trevor', 'Bethany', 'Declan', 'Megan', 'Curtis', 'Shauna', 'Wesley', 'Imogen', 'Grady', 'Noreen', 'Calvin', 'Priya'], family: ['Whitfield', 'Hargreaves', 'Donnelly', 'Pemberton', 'Castillo', 'McAllister', 'Ashworth', 'Kowalczyk', 'Brennan', 'Thornbury', 'Okafor', 'Lindqvist', 'Fairbanks', 'Osei', 'Prendergast'] },
  de: { given: ['Jannik', 'Friederike', 'Matthias', 'Annika', 'Torben', 'Svenja', 'Lukas', 'Hannelore', 'Jörg', 'Katrin', 'Uwe', 'Mareike'], family: ['Brückner', 'Hoffmeister', 'Kessler', 'Vogt', 'Schäfer', 'Lindemann', 'Oberländer', 'Wöhrle', 'Dietrich', 'Hartung', 'Mühlbauer', 'Krause'] },
  fr: { given: ['Amélie', 'Baptiste', 'Clémence', 'Thibault', 'Océane', 'Grégoire', 'Maëlle', 'Étienne', 'Solène', 'Quentin'], family: ['Lefebvre', 'Moreau', 'Garnier', 'Rousseau', 'Chevalier', 'Fontaine', 'Marchand', 'Dupuis', 'Lemaire', 'Perrin'] },
  es: { given: ['Lucía', 'Álvaro', 'Ximena', 'Iñigo', 'Rocío', 'Sergio', 'Nerea', 'Joaquín', 'Itziar', 'Rubén'], family: ['García Ortega', 'Méndez', 'Villalobos', 'Iglesias', 'Navarro', 'Etxeberria', 'Cifuentes', 'Salazar', 'Quintero', 'Bermúdez'] },
  pt: { given: ['João', 'Mariana', 'Thiago', 'Beatriz', 'Gonçalo', 'Luana', 'Rafael', 'Inês', 'Caio', 'Letícia'], family: ['Carvalho', 'Figueiredo', 'Sampaio', 'Nogueira', 'Albuquerque', 'Magalhães', 'Teixeira', 'Brandão', 'Moura', 'Peixoto'] },
  it: { given: ['Giulia', 'Lorenzo', 'Chiara', 'Matteo', 'Federica', 'Alessandro', 'Ilaria', 'Davide', 'Beatrice', 'Niccolò'], family: ['Bianchi', 'Esposito', 'Colombo', 'Ferraro', 'Marchetti', 'Santoro', 'Galli', 'Lombardi', 'Barbieri', 'De Luca'] },
  nl: { given: ['Sanne', 'Joris', 'Femke', 'Bram', 'Lotte', 'Thijs', 'Anouk', 'Sjoerd', 'Marieke', 'Wouter'], family: ['de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'van Dijk', 'Mulder', 'de Graaf', 'Hendriks', 'Kuipers'] },
  pl: { given: ['Zofia', 'Bartosz', 'Agnieszka', 'Krzysztof', 'Małgorzata', 'Paweł', 'Weronika', 'Grzegorz', 'Joanna', 'Łukasz'], family: ['Wiśniewski', 'Zieliński', 'Wójcik', 'Kamińska', 'Lewandowski', 'Szymańska', 'Dąbrowski', 'Kozłowska', 'Jankowski', 'Mazur'] },
  sv: { given: ['Elin', 'Oskar', 'Maja', 'Viktor', 'Linnea', 'Gustav', 'Ebba', 'Anton', 'Saga', 'Henrik'], family: ['Lindström', 'Bergqvist', 'Sjöberg', 'Holmgren', 'Nyström', 'Åkesson', 'Lundgren', 'Engström', 'Forsberg', 'Hedlund'] },
  tr: { given: ['Elif', 'Emre', 'Zeynep', 'Burak', 'Ayşe', 'Mehmet', 'Selin', 'Oğuz', 'Derya', 'Kerem'], family: ['Yılmaz', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan'] },
  ja: { given: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina', 'Kaito', 'Mio'], family: ['Takahashi', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Ishikawa', 'Fujita', 'Matsumoto'], native: [['陽翔', '結衣', '蒼太', '葵', '蓮', '美桜'], ['高橋', '渡辺', '山本', '中村', '小林', '石川']], familyFirst: true },
  zh: { given: ['Wei', 'Xiuying', 'Hao', 'Jing', 'Yutong', 'Zhiwei', 'Lina', 'Jun'], family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Zhao', 'Huang', 'Zhou'], native: [['伟', '秀英', '浩然', '静', '雨桐', '志伟'], ['王', '李', '张', '刘', '陈', '赵']], familyFirst: true },
  ko: { given: ['Minjun', 'Seoyeon', 'Jiho', 'Haeun', 'Dohyun', 'Sua'], family: ['Kim', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon'], native: [['민준', '서연', '지호', '하은', '도현', '수아'], ['김', '박', '최', '정', '강', '윤']], familyFirst: true },
  ar: { given: ['Omar', 'Layla', 'Yousef', 'Noor', 'Khalid', 'Mariam', 'Tariq', 'Huda'], family: ['Al-Masri', 'Haddad', 'Nasser', 'Al-Qahtani', 'Khoury', 'Mansour', 'Barakat', 'Al-Otaibi'], native: [['عمر', 'ليلى', 'يوسف', 'نور', 'خالد', 'مريم'], ['المصري', 'حداد', 'ناصر', 'القحطاني', 'خوري', 'منصور']] },
  hi: { given: ['Aarav', 'Ananya', 'Vikram', 'Kavya', 'Rohan', 'Ishita', 'Arjun', 'Meera'], family: ['Sharma', 'Iyer', 'Reddy', 'Chatterjee', 'Deshpande', 'Nair', 'Malhotra', 'Kulkarni'], native: [['आरव', 'अनन्या', 'विक्रम', 'काव्या', 'रोहन', 'मीरा'], ['शर्मा', 'अय्यर', 'रेड्डी', 'नायर', 'मल्होत्रा', 'कुलकर्णी']] },
  ng: { given: ['Chidinma', 'Oluwaseun', 'Emeka', 'Ngozi', 'Tunde', 'Adaeze'], family: ['Okonkwo', 'Adeyemi', 'Nwosu', 'Balogun', 'Eze', 'Afolabi'] },
  vi: { given: ['Minh Anh', 'Quang', 'Thu Trang', 'Duc'], family: ['Nguyen', 'Tran', 'Pham', 'Le'], familyFirst: false },
};

/** Places, products and tools that read like person names: hard negatives in prose. */
export const NAME_LOOKALIKES = [
  'Charlotte Douglas International', 'Victoria Station', 'Lincoln Center', 'St. Louis', 'Jack Daniel\u2019s', 'Tim Hortons', 'Mercedes-Benz',
  'Sydney Harbour Bridge', 'Jenkins', 'Santa Clara', 'San Jose', 'Morgan Stanley', 'Dr. Martens', 'Marie Curie Hospital', 'Florence',
  'George Washington Bridge', 'Alfred Nobel Allee', 'Ada Lovelace Building', 'Wells Fargo', 'Prince Albert Road', 'Georgia', 'Chelsea',
];

export const ADDRESS_PARTS = {
  us: { streets: ['Maple Avenue', 'Cedar Ridge Dr', 'W 34th St', 'Oak Hollow Lane', 'Pine Street', 'Lakeview Blvd', 'Sycamore Ct', 'Elm Terrace'], cities: [['Springfield', 'IL', '627'], ['Portland', 'OR', '972'], ['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Raleigh', 'NC', '276'], ['Madison', 'WI', '537']] },
  gb: { streets: ['Kingsley Road', 'Mill Lane', 'Victoria Crescent', 'Station Approach', 'Hawthorn Close', 'Queens Parade'], cities: [['Leeds', 'LS6'], ['Bristol', 'BS7'], ['Manchester', 'M14'], ['Glasgow', 'G12'], ['Norwich', 'NR2']] },
  de: { streets: ['Lindenstraße', 'Am Kirchberg', 'Goethestr.', 'Hauptstraße', 'Birkenweg', 'Schillerplatz'], cities: [['Berlin', '10'], ['Hamburg', '22'], ['München', '80'], ['Köln', '50'], ['Leipzig', '04']] },
  fr: { streets: ['rue des Lilas', 'avenue Jean Jaurès', 'boulevard Voltaire', 'impasse des Tilleuls', 'chemin du Moulin'], cities: [['Lyon', '6900'], ['Nantes', '4400'], ['Lille', '5900'], ['Toulouse', '3100'], ['Paris', '7501']] },
  es: { streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle de Alcalá', 'Paseo de Gracia', 'Calle San Vicente'], cities: [['Madrid', '280'], ['Barcelona', '080'], ['Valencia', '460'], ['Sevilla', '410'], ['Bilbao', '480']] },
  it: { streets: ['Via Roma', 'Corso Garibaldi', 'Via dei Mille', 'Piazza Cavour', 'Viale Monza'], cities: [['Milano', '201', 'MI'], ['Torino', '101', 'TO'], ['Bologna', '401', 'BO'], ['Napoli', '801', 'NA']] },
  nl: { streets: ['Keizersgracht', 'Dorpsstraat', 'Kerkweg', 'Molenstraat', 'Stationsplein'], cities: [['Amsterdam', '10'], ['Utrecht', '35'], ['Rotterdam', '30'], ['Groningen', '97']] },
  pl: { streets: ['ul. Kwiatowa', 'ul. Polna', 'al. Jerozolimskie', 'ul. Długa', 'ul. Słoneczna'], cities: [['Warszawa', '0'], ['Kraków', '3'], ['Gdańsk', '8'], ['Wrocław', '5']] },
  se: { streets: ['Storgatan', 'Kungsgatan', 'Drottninggatan', 'Björkvägen', 'Skolgatan'], cities: [['Stockholm', '11'], ['Göteborg', '41'], ['Malmö', '21'], ['Uppsala', '75']] },
  pt: { streets: ['Rua das Flores', 'Avenida Paulista', 'Rua Augusta', 'Travessa do Carmo', 'Rua XV de Novembro'], cities: [['São Paulo', 'SP'], ['Curitiba', 'PR'], ['Recife', 'PE'], ['Porto Alegre', 'RS']] },
  tr: { streets: ['Atatürk Cad.', 'Bağdat Cd.', 'Gül Sok.', 'Cumhuriyet Mah. İnönü Sk.'], cities: [['Kadıköy', 'İstanbul', '347'], ['Çankaya', 'Ankara', '066'], ['Konak', 'İzmir', '352']] },
  in: { streets: ['MG Road', 'Linking Road', '2nd Cross, Indiranagar', 'Anna Salai', 'Park Street'], cities: [['Bengaluru', '5600'], ['Mumbai', '4000'], ['Chennai', '6000'], ['Kolkata', '7000']] },
};
