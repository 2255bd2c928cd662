// Locale data: names, cities, address and phone formats per country.
// Phone numbers use fictional/drama ranges where one is published (US 555-01xx, UK 07700 900xxx /
// 020 7946 0xxx, FR 01 99 00 xx xx / 06 39 98 xx xx, SE 070-174 06 xx); elsewhere random digits in a valid-looking plan.

const sp = (s) => s.split('|');
// given names / surnames; for non-Latin scripts entries are "native=latin"
const N = {
  'en-US': { g: sp('Madison|Tyler|Brianna|Jordan|Kayla|Austin|Destiny|Hunter|Savannah|Caleb|Makayla|Logan|Jasmine|Dylan|Brooke|Garrett|Shelby|Trevor|Alexis|Cody'), f: sp('Whitfield|Kowalczyk|Brennan|Okafor|Delgado|Pruitt|Hargrove|Lindqvist|Castellano|Voss|McAllister|Thornbury|Quintero|Haldane|Rutledge|Abernathy|Sorensen|Pemberton|Yates|Calloway') },
  'en-GB': { g: sp('Harriet|Callum|Imogen|Rhys|Philippa|Declan|Gemma|Alistair|Niamh|Rory|Eleanor|Fraser|Bethany|Ewan|Lucinda|Gareth|Poppy|Angus|Tamsin|Hamish'), f: sp('Ashworth|Fairclough|Pennington|Blackwood|Gillespie|Hollis|Moorcroft|Tennant|Wetherby|Cartwright|Ainsworth|Bramley|Dunmore|Kershaw|Pritchard|Redfern|Slater|Thistlewood|Westbrook|Yardley') },
  'en-IN': { g: sp('Aarav|Priya|Vihaan|Ananya|Rohan|Kavya|Arjun|Ishita|Siddharth|Meera|Karthik|Divya|Nikhil|Pooja|Aditya|Sneha|Rahul|Lakshmi|Varun|Shreya'), f: sp('Raghunathan|Iyer|Kulkarni|Chatterjee|Deshpande|Menon|Bhattacharya|Nair|Venkatesan|Joshi|Malhotra|Subramaniam|Banerjee|Reddy|Gokhale|Pillai|Chaudhary|Krishnamurthy|Saxena|Mukherjee') },
  'de-DE': { g: sp('Lukas|Anja|Jörg|Katrin|Maximilian|Sabine|Torsten|Friederike|Björn|Ulrike|Henrik|Mareike|Dirk|Svenja|Matthias|Annika|Tobias|Birgit|Florian|Jana'), f: sp('Schäfer|Hoffmann|Brückner|Kowalski|Engelhardt|Lindemann|Vogt|Krämer|Hartmann|Wendler|Dietrich|Pfeiffer|Große|Sommerfeld|Kühne|Wagenknecht|Fuchs|Oberländer|Ritter|Zimmermann') },
  'de-CH': { g: sp('Reto|Corinne|Urs|Nadja|Beat|Seraina|Marco|Flurina|Jürg|Martina|Dario|Selina|Thomas|Livia|Patrick|Andrea|Fabian|Michèle|Severin|Bettina'), f: sp('Brunner|Gerber|Baumann|Zürcher|Wälti|Bachmann|Käser|Lüthi|Hunziker|Steiner|Frei|Schnyder|Gisler|Müri|Aebischer|Tschudi|Odermatt|Rüegg|Widmer|Bühler') },
  'fr-FR': { g: sp('Camille|Théo|Manon|Baptiste|Océane|Quentin|Élodie|Maxime|Clémence|Julien|Margaux|Romain|Pauline|Antoine|Chloé|Guillaume|Anaïs|Mathieu|Solène|Loïc'), f: sp('Lefèvre|Girard|Moreau|Rousseau|Fontaine|Chevalier|Garnier|Lemoine|Faure|Mercier|Dupuis|Barbier|Leclerc|Renaud|Gauthier|Perrin|Marchand|Bertrand|Roussel|Vasseur') },
  'fr-BE': { g: sp('Amélie|Cédric|Noémie|Benoît|Aurélie|Grégory|Justine|Thibault|Laetitia|Arnaud|Séverine|Olivier|Gaëlle|Jérôme|Mélanie|François|Sophie|Didier|Inès|Xavier'), f: sp('Dubois|Lambert|Peeters|Janssens|Dupont|Claes|Wouters|Goossens|Lejeune|Dethier|Collignon|Vandenberghe|Piron|Hermans|Mathieu|Delvaux|Renard|Jacobs|Maes|Pirard') },
  'es-ES': { g: sp('Lucía|Álvaro|Marta|Javier|Nerea|Íñigo|Carmen|Sergio|Alba|Rubén|Irene|Pablo|Rocío|Adrián|Ainhoa|Gonzalo|Paula|Borja|Elena|Unai'), f: sp('García Ortega|Fernández|López Ibáñez|Martínez|Sánchez Roldán|Gómez|Navarro|Domínguez|Ruiz Castaño|Herrero|Morales|Iglesias|Castillo|Ortega Vidal|Rubio|Gil|Serrano|Molina|Blanco|Vázquez') },
  'es-MX': { g: sp('Ximena|Diego|Fernanda|Emiliano|Guadalupe|Santiago|Valeria|Mateo|Itzel|Leonardo|Renata|Joaquín|Daniela|Rodrigo|Citlali|Alejandro|Mariana|Iker|Regina|Andrés'), f: sp('Hernández|González|Ramírez|Cervantes|Villanueva|Zamora|Espinoza|Cuevas|Ochoa|Mendoza|Aguilar|Guerrero|Salazar|Trejo|Ibarra|Rosales|Montoya|Padilla|Arellano|Nava') },
  'pt-BR': { g: sp('João|Ana Clara|Thiago|Beatriz|Gustavo|Larissa|Felipe|Juliana|Rafael|Camila|Bruno|Letícia|Lucas|Gabriela|Matheus|Isabela|Vinícius|Mariana|Caio|Fernanda'), f: sp('Silva|Santos|Oliveira|Souza|Pereira|Carvalho|Ribeiro|Almeida|Nascimento|Lima|Araújo|Fernandes|Gomes|Barbosa|Rocha|Dias|Teixeira|Moreira|Cavalcanti|Monteiro') },
  'it-IT': { g: sp('Giulia|Lorenzo|Chiara|Alessandro|Federica|Matteo|Francesca|Davide|Martina|Riccardo|Silvia|Stefano|Elisa|Andrea|Valentina|Simone|Sara|Gabriele|Ilaria|Niccolò'), f: sp('Rossi|Bianchi|Colombo|Ferrari|Esposito|Romano|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri') },
  'nl-NL': { g: sp('Sanne|Daan|Femke|Bram|Lotte|Thijs|Anouk|Joris|Eline|Sander|Marloes|Wouter|Ilse|Jeroen|Floor|Niels|Maaike|Ruben|Sietske|Gijs'), f: sp('de Vries|van Dijk|Jansen|Bakker|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|van der Linden') },
  'pl-PL': { g: sp('Agnieszka|Paweł|Katarzyna|Tomasz|Małgorzata|Krzysztof|Joanna|Michał|Zofia|Łukasz|Magdalena|Piotr|Aleksandra|Grzegorz|Natalia|Marcin|Ewa|Wojciech|Dorota|Bartłomiej'), f: sp('Nowak|Wiśniewski|Wójcik|Kamiński|Lewandowski|Zieliński|Szymański|Woźniak|Dąbrowski|Kozłowski|Jankowski|Mazur|Kwiatkowski|Krawczyk|Piotrowski|Grabowski|Pawlak|Michalski|Zając|Król') },
  'sv-SE': { g: sp('Astrid|Oskar|Elin|Viktor|Maja|Emil|Linnea|Axel|Ebba|Gustav|Sofia|Hugo|Saga|Filip|Ingrid|Nils|Klara|Anton|Frida|Erik'), f: sp('Lindqvist|Andersson|Johansson|Bergström|Nyström|Sjöberg|Lundgren|Håkansson|Ekström|Holmberg|Dahlgren|Forsberg|Sandberg|Wallin|Åberg|Engström|Lindholm|Björk|Nordin|Strand') },
  'tr-TR': { g: sp('Elif|Emre|Zeynep|Burak|Ayşe|Mehmet|Selin|Oğuz|Deniz|Çağla|Murat|Gizem|Kaan|Büşra|Serkan|İrem|Onur|Ebru|Tolga|Şeyma'), f: sp('Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Aslan|Çetin|Kara|Koç|Kurt|Özkan|Şimşek|Polat') },
  'ja-JP': { g: sp('翔太=Shota|陽菜=Hina|大輔=Daisuke|美咲=Misaki|健一=Kenichi|さくら=Sakura|拓也=Takuya|由美=Yumi|直樹=Naoki|彩=Aya|亮=Ryo|真由美=Mayumi|悠斗=Yuto|恵=Megumi|和也=Kazuya|千尋=Chihiro|誠=Makoto|奈々=Nana|浩二=Koji|結衣=Yui'), f: sp('佐藤=Sato|鈴木=Suzuki|高橋=Takahashi|田中=Tanaka|渡辺=Watanabe|伊藤=Ito|山本=Yamamoto|中村=Nakamura|小林=Kobayashi|加藤=Kato|吉田=Yoshida|山田=Yamada|松本=Matsumoto|井上=Inoue|木村=Kimura|清水=Shimizu|森=Mori|池田=Ikeda|橋本=Hashimoto|石川=Ishikawa') },
  'ko-KR': { g: sp('민준=Minjun|서연=Seoyeon|지훈=Jihoon|하은=Haeun|도윤=Doyun|지민=Jimin|현우=Hyunwoo|수빈=Subin|준호=Junho|예린=Yerin|성민=Sungmin|유진=Yujin|태현=Taehyun|다은=Daeun|승우=Seungwoo|소영=Soyoung|재원=Jaewon|혜진=Hyejin|동현=Donghyun|은지=Eunji'), f: sp('김=Kim|이=Lee|박=Park|최=Choi|정=Jung|강=Kang|조=Cho|윤=Yoon|장=Jang|임=Lim|한=Han|오=Oh|서=Seo|신=Shin|권=Kwon|황=Hwang|안=Ahn|송=Song|류=Ryu|홍=Hong') },
  'zh-CN': { g: sp('伟=Wei|芳=Fang|静怡=Jingyi|浩然=Haoran|子涵=Zihan|俊杰=Junjie|雨桐=Yutong|志强=Zhiqiang|欣怡=Xinyi|建国=Jianguo|梓萱=Zixuan|宇航=Yuhang|丽娟=Lijuan|明轩=Mingxuan|晓燕=Xiaoyan|博文=Bowen|思琪=Siqi|天佑=Tianyou|嘉怡=Jiayi|立新=Lixin'), f: sp('王=Wang|李=Li|张=Zhang|刘=Liu|陈=Chen|杨=Yang|黄=Huang|赵=Zhao|吴=Wu|周=Zhou|徐=Xu|孙=Sun|马=Ma|朱=Zhu|胡=Hu|郭=Guo|何=He|林=Lin|罗=Luo|高=Gao') },
  'ar-AE': { g: sp('محمد=Mohammed|فاطمة=Fatima|أحمد=Ahmed|مريم=Mariam|خالد=Khalid|نورة=Noura|سعيد=Saeed|عائشة=Aisha|راشد=Rashid|شيخة=Shaikha|عمر=Omar|هند=Hind|يوسف=Yousef|لطيفة=Latifa|حمدان=Hamdan|سارة=Sara|سلطان=Sultan|ريم=Reem|ماجد=Majid|دانة=Dana'), f: sp('المنصوري=Al Mansoori|الشامسي=Al Shamsi|الكعبي=Al Kaabi|الظاهري=Al Dhaheri|النعيمي=Al Nuaimi|المهيري=Al Muhairi|الحمادي=Al Hammadi|السويدي=Al Suwaidi|البلوشي=Al Balushi|الفلاسي=Al Falasi|المري=Al Marri|القاسمي=Al Qasimi|الكتبي=Al Ketbi|الرميثي=Al Romaithi|الزعابي=Al Zaabi|العامري=Al Ameri|المزروعي=Al Mazrouei|الطنيجي=Al Tunaiji|الهاشمي=Al Hashimi|البستكي=Al Bastaki') },
};

export const LOCALES = {
  'en-US': { lang: 'en', cc: 'US', country: 'United States', cities: sp('Columbus|Sacramento|Raleigh|Tucson|Omaha|Spokane|Albany|Boise'), streets: sp('Maple Avenue|Cedar Lane|Lakeview Drive|Oak Street|Willow Court|Ridgecrest Road|Birchwood Blvd|Harbor Way') },
  'en-GB': { lang: 'en', cc: 'GB', country: 'United Kingdom', cities: sp('Leeds|Bristol|Norwich|York|Cardiff|Reading|Exeter|Sheffield'), streets: sp('Ashgrove Road|Victoria Terrace|Mill Lane|Kingsway|Church Street|Elmfield Avenue|Station Road|Thornhill Close') },
  'en-IN': { lang: 'en', cc: 'IN', country: 'India', cities: sp('Bengaluru|Pune|Chennai|Hyderabad|Kochi|Ahmedabad|Jaipur|Noida'), streets: sp('MG Road|Residency Road|Link Road|Nehru Nagar Main Road|Station Road|Brigade Road|Anna Salai|FC Road') },
  'de-DE': { lang: 'de', cc: 'DE', country: 'Deutschland', cities: sp('Leipzig|Bielefeld|Freiburg im Breisgau|Kassel|Regensburg|Münster|Potsdam|Würzburg'), streets: sp('Lindenstraße|Am Mühlbach|Goethestraße|Bahnhofstraße|Schillerweg|Kirchgasse|Rosenstraße|Hauptstraße') },
  'de-CH': { lang: 'de', cc: 'CH', country: 'Schweiz', cities: sp('Winterthur|Luzern|St. Gallen|Aarau|Thun|Zug|Chur|Baden'), streets: sp('Bahnhofstrasse|Seestrasse|Dorfstrasse|Kirchweg|Rosenbergstrasse|Alpenstrasse|Obere Gasse|Zürcherstrasse') },
  'fr-FR': { lang: 'fr', cc: 'FR', country: 'France', cities: sp('Nantes|Montpellier|Rennes|Grenoble|Dijon|Angers|Tours|Clermont-Ferrand'), streets: sp('rue des Lilas|avenue Jean Jaurès|boulevard Voltaire|rue de la République|impasse des Tilleuls|rue du Moulin|allée des Peupliers|place Gambetta') },
  'fr-BE': { lang: 'fr', cc: 'BE', country: 'Belgique', cities: sp('Namur|Liège|Charleroi|Mons|Wavre|Louvain-la-Neuve|Tournai|Arlon'), streets: sp('Rue de Fer|Avenue de la Toison d’Or|Rue des Wallons|Chaussée de Louvain|Rue Saint-Gilles|Boulevard d’Avroy|Rue du Marché|Avenue Albert Ier') },
  'es-ES': { lang: 'es', cc: 'ES', country: 'España', cities: sp('Zaragoza|Valladolid|Málaga|Bilbao|Alicante|Granada|Santander|Murcia'), streets: sp('Calle Mayor|Avenida de la Constitución|Calle del Pez|Paseo de la Castellana|Calle Alcalá|Ronda de Segovia|Calle San Vicente|Avenida Diagonal') },
  'es-MX': { lang: 'es', cc: 'MX', country: 'México', cities: sp('Guadalajara|Monterrey|Puebla|Querétaro|Mérida|León|Oaxaca|Morelia'), streets: sp('Av. Insurgentes Sur|Calle Hidalgo|Av. Juárez|Calle Morelos|Av. Revolución|Calle Zaragoza|Paseo de la Reforma|Calle Allende') },
  'pt-BR': { lang: 'pt', cc: 'BR', country: 'Brasil', cities: sp('Campinas|Curitiba|Recife|Belo Horizonte|Porto Alegre|Florianópolis|Goiânia|Salvador'), streets: sp('Rua das Acácias|Avenida Paulista|Rua Augusta|Rua XV de Novembro|Avenida Brasil|Rua dos Andradas|Rua Oscar Freire|Avenida Sete de Setembro') },
  'it-IT': { lang: 'it', cc: 'IT', country: 'Italia', cities: sp('Bologna|Torino|Verona|Padova|Bari|Trieste|Parma|Perugia'), streets: sp('Via Garibaldi|Corso Vittorio Emanuele II|Via Roma|Viale dei Mille|Via Mazzini|Piazza Cavour|Via dei Tigli|Via Nazionale') },
  'nl-NL': { lang: 'nl', cc: 'NL', country: 'Nederland', cities: sp('Utrecht|Eindhoven|Groningen|Haarlem|Leiden|Zwolle|Nijmegen|Delft'), streets: sp('Kerkstraat|Prinsengracht|Dorpsstraat|Molenweg|Stationsplein|Lindelaan|Oudegracht|Julianastraat') },
  'pl-PL': { lang: 'pl', cc: 'PL', country: 'Polska', cities: sp('Kraków|Wrocław|Poznań|Gdańsk|Łódź|Lublin|Katowice|Szczecin'), streets: sp('ul. Długa|ul. Marszałkowska|ul. Piotrkowska|ul. Kwiatowa|al. Jerozolimskie|ul. Słoneczna|ul. Mickiewicza|ul. Ogrodowa') },
  'sv-SE': { lang: 'sv', cc: 'SE', country: 'Sverige', cities: sp('Göteborg|Malmö|Uppsala|Västerås|Örebro|Linköping|Umeå|Lund'), streets: sp('Storgatan|Drottninggatan|Kungsgatan|Björkvägen|Sveavägen|Ringvägen|Skolgatan|Strandvägen') },
  'tr-TR': { lang: 'tr', cc: 'TR', country: 'Türkiye', cities: sp('İzmir|Bursa|Antalya|Eskişehir|Kayseri|Gaziantep|Trabzon|Konya'), streets: sp('Atatürk Cad.|Cumhuriyet Mah. Lale Sok.|İnönü Cad.|Bağdat Cad.|Gazi Bulvarı|Fevzi Paşa Cad.|Menekşe Sok.|Kazım Karabekir Cad.') },
  'ja-JP': { lang: 'ja', cc: 'JP', country: '日本', cities: sp('横浜市|大阪市|名古屋市|札幌市|福岡市|神戸市|京都市|仙台市'), streets: [] },
  'ko-KR': { lang: 'ko', cc: 'KR', country: '대한민국', cities: sp('서울특별시|부산광역시|인천광역시|대구광역시|대전광역시|광주광역시|수원시|성남시'), streets: sp('테헤란로|세종대로|해운대로|중앙로|판교역로|올림픽로|도산대로|을지로') },
  'zh-CN': { lang: 'zh', cc: 'CN', country: '中国', cities: sp('上海市|北京市|深圳市|杭州市|成都市|广州市|南京市|武汉市'), streets: sp('南京西路|建国路|深南大道|文三路|天府大道|中山路|长江路|人民路') },
  'ar-AE': { lang: 'ar', cc: 'AE', country: 'الإمارات', cities: sp('دبي|أبوظبي|الشارقة|عجمان|العين|رأس الخيمة'), streets: sp('شارع الوصل|شارع الشيخ زايد|شارع الجميرا|شارع الخليج|شارع المطار|شارع الاتحاد') },
};
export const LOCALE_IDS = Object.keys(LOCALES);
const LATIN_CITIES_AE = sp('Dubai|Abu Dhabi|Sharjah|Ajman|Al Ain|Ras Al Khaimah');
const LATIN_CITIES = { 'ja-JP': sp('Yokohama|Osaka|Nagoya|Sapporo|Fukuoka|Kobe|Kyoto|Sendai'), 'ko-KR': sp('Seoul|Busan|Incheon|Daegu|Daejeon|Gwangju|Suwon|Seongnam'), 'zh-CN': sp('Shanghai|Beijing|Shenzhen|Hangzhou|Chengdu|Guangzhou|Nanjing|Wuhan'), 'ar-AE': LATIN_CITIES_AE };
export function cityName(rng, loc, latin = false) { return latin && LATIN_CITIES[loc] ? rng.pick(LATIN_CITIES[loc]) : rng.pick(LOCALES[loc].cities); }
export function isNonLatin(loc) { return ['ja-JP', 'ko-KR', 'zh-CN', 'ar-AE'].includes(loc); }
export const ascii = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/[’']/g, '');

// ---------- person names ----------
export function personName(rng, loc, latin = false) {
  const d = N[loc];
  const g = rng.pick(d.g).split('='), f = rng.pick(d.f).split('=');
  const gN = g[0], fN = f[0], gL = g[1] || ascii(g[0]), fL = f[1] || ascii(f[0]);
  let full;
  if (['ja-JP', 'zh-CN', 'ko-KR'].includes(loc)) {
    if (latin) full = rng.chance(0.5) ? `${gL} ${fL}` : `${fL.toUpperCase()} ${gL}`;
    else full = loc === 'ja-JP' ? (rng.chance(0.6) ? `${fN} ${gN}` : `${fN}　${gN}`) : `${fN}${gN}`;
  } else if (loc === 'ar-AE') {
    full = latin ? `${gL} ${fL}` : `${gN} ${fN}`;
  } else {
    full = latin ? `${gL} ${fL}` : `${gN} ${fN}`;
  }
  return { full, given: latin ? gL : gN, family: latin ? fL : fN, givenL: gL, familyL: fL };
}

// ---------- phones ----------
const grp = (s, sizes, sep = ' ') => { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n; } return out.join(sep); };
export function phone(rng, loc) {
  const intl = rng.chance(0.45);
  const d = (n) => rng.digits(n);
  switch (loc) {
    case 'en-US': { const area = rng.pick(['212', '415', '312', '617', '206', '512', '303', '702']); const sub = '01' + d(2); return { value: intl ? rng.pick([`+1 ${area}-555-${sub}`, `+1 (${area}) 555-${sub}`, `+1${area}555${sub}`]) : rng.pick([`(${area}) 555-${sub}`, `${area}-555-${sub}`, `${area}.555.${sub}`]), type: 'us_phone', intl }; }
    case 'en-GB': { if (rng.chance(0.6)) { const s = '900' + d(3); return { value: intl ? rng.pick([`+44 7700 ${s}`, `+447700${s}`, `+44 (0)7700 ${s}`]) : rng.pick([`07700 ${s}`, `07700${s}`]), type: 'uk_mobile', intl }; } const s = '0' + d(3); return { value: intl ? `+44 20 7946 ${s}` : `020 7946 ${s}`, type: 'uk_landline', intl }; }
    case 'en-IN': { const s = rng.pick(['98', '99', '97', '91', '88', '70']) + d(8); return { value: intl ? rng.pick([`+91 ${grp(s, [5, 5])}`, `+91-${s}`, `+91${s}`]) : rng.pick([`0${grp(s, [5, 5])}`, grp(s, [5, 5]), s]), type: 'in_mobile', intl }; }
    case 'de-DE': { if (rng.chance(0.6)) { const p = rng.pick(['151', '160', '170', '171', '176', '157']); const s = d(rng.pick([7, 8])); return { value: intl ? rng.pick([`+49 ${p} ${s}`, `+49 (0)${p} ${s}`, `+49${p}${s}`]) : rng.pick([`0${p} ${s}`, `0${p}/${s}`, `0${p}-${s}`]), type: 'de_mobile', intl }; } const p = rng.pick(['30', '40', '89', '221', '341', '711']); const s = d(7); return { value: intl ? `+49 ${p} ${s}` : rng.pick([`0${p} ${s}`, `(0${p}) ${s}`, `0${p}/${s}`]), type: 'de_landline', intl }; }
    case 'de-CH': { const p = rng.pick(['79', '78', '76', '44', '31', '61']); const s = d(7); return { value: intl ? rng.pick([`+41 ${p} ${grp(s, [3, 2, 2])}`, `+41${p}${s}`, `0041 ${p} ${grp(s, [3, 2, 2])}`]) : `0${p} ${grp(s, [3, 2, 2])}`, type: +p > 70 ? 'ch_mobile' : 'ch_landline', intl }; }
    case 'fr-FR': { const mob = rng.chance(0.6); const s = (mob ? '63998' : '19900') + d(4); return { value: intl ? rng.pick([`+33 ${grp(s, [1, 2, 2, 2, 2])}`, `+33${s}`, `+33 (0)${grp(s, [1, 2, 2, 2, 2])}`]) : rng.pick([grp('0' + s, [2, 2, 2, 2, 2]), grp('0' + s, [2, 2, 2, 2, 2], '.'), '0' + s]), type: mob ? 'fr_mobile' : 'fr_landline', intl }; }
    case 'fr-BE': { const s = '4' + rng.pick(['70', '75', '77', '85', '95']) + d(6); return { value: intl ? rng.pick([`+32 ${grp(s, [3, 2, 2, 2])}`, `+32${s}`]) : rng.pick([`0${grp(s, [3, 2, 2, 2])}`, `0${s.slice(0, 3)}/${grp(s.slice(3), [2, 2, 2], '.')}`]), type: 'be_mobile', intl }; }
    case 'es-ES': { const s = rng.pick(['6', '7']) + d(8); return { value: intl ? rng.pick([`+34 ${grp(s, [3, 3, 3])}`, `+34${s}`, `0034 ${grp(s, [3, 2, 2, 2])}`]) : rng.pick([grp(s, [3, 3, 3]), grp(s, [3, 2, 2, 2]), s]), type: 'es_mobile', intl }; }
    case 'es-MX': { const a = rng.pick(['55', '33', '81']); const s = d(8); return { value: intl ? rng.pick([`+52 ${a} ${grp(s, [4, 4])}`, `+52 1 ${a} ${grp(s, [4, 4])}`, `+52${a}${s}`]) : rng.pick([`${a} ${grp(s, [4, 4])}`, `(${a}) ${grp(s, [4, 4], '-')}`]), type: 'mx_phone', intl }; }
    case 'pt-BR': { const a = rng.pick(['11', '21', '31', '41', '51', '61', '81']); const s = '9' + d(8); return { value: intl ? rng.pick([`+55 ${a} ${s.slice(0, 5)}-${s.slice(5)}`, `+55 (${a}) ${s.slice(0, 5)}-${s.slice(5)}`, `+55${a}${s}`]) : rng.pick([`(${a}) ${s.slice(0, 5)}-${s.slice(5)}`, `${a} ${s.slice(0, 5)}-${s.slice(5)}`]), type: 'br_mobile', intl }; }
    case 'it-IT': { const s = '3' + rng.pick(['33', '35', '39', '40', '47', '49']) + d(7); return { value: intl ? rng.pick([`+39 ${grp(s, [3, 3, 4])}`, `+39${s}`, `0039 ${s}`]) : rng.pick([grp(s, [3, 3, 4]), grp(s, [3, 7]), s]), type: 'it_mobile', intl }; }
    case 'nl-NL': { const s = '6' + d(8); return { value: intl ? rng.pick([`+31 6 ${s.slice(1)}`, `+31 (0)6 ${grp(s.slice(1), [2, 2, 2, 2])}`, `+31${s}`]) : rng.pick([`06-${s.slice(1)}`, `06 ${grp(s.slice(1), [2, 2, 2, 2])}`, `0${s}`]), type: 'nl_mobile', intl }; }
    case 'pl-PL': { const s = rng.pick(['5', '6', '7', '8']) + d(8); return { value: intl ? rng.pick([`+48 ${grp(s, [3, 3, 3])}`, `+48${s}`, `+48 ${grp(s, [3, 3, 3], '-')}`]) : rng.pick([grp(s, [3, 3, 3]), grp(s, [3, 3, 3], '-'), s]), type: 'pl_mobile', intl }; }
    case 'sv-SE': { const s = '7017406' + String(rng.int(5, 99)).padStart(2, '0'); return { value: intl ? rng.pick([`+46 70 ${grp(s.slice(2), [3, 2, 2])}`, `+46${s}`]) : rng.pick([`0${s.slice(0, 2)}-${grp(s.slice(2), [3, 2, 2])}`, `0${s.slice(0, 2)}-${s.slice(2)}`]), type: 'se_mobile', intl }; }
    case 'tr-TR': { const s = '5' + rng.pick(['32', '33', '42', '44', '05', '55']) + d(7); return { value: intl ? rng.pick([`+90 ${grp(s, [3, 3, 2, 2])}`, `+90${s}`, `+90 (${s.slice(0, 3)}) ${grp(s.slice(3), [3, 2, 2])}`]) : rng.pick([`0${grp(s, [3, 3, 2, 2])}`, `0 (${s.slice(0, 3)}) ${grp(s.slice(3), [3, 2, 2])}`, `0${s}`]), type: 'tr_mobile', intl }; }
    case 'ja-JP': { if (rng.chance(0.7)) { const p = rng.pick(['90', '80', '70']); const s = d(8); return { value: intl ? rng.pick([`+81 ${p}-${s.slice(0, 4)}-${s.slice(4)}`, `+81 ${p} ${s.slice(0, 4)} ${s.slice(4)}`]) : `0${p}-${s.slice(0, 4)}-${s.slice(4)}`, type: 'jp_mobile', intl }; } const p = rng.pick(['3', '6']); const s = d(8); return { value: intl ? `+81 ${p}-${s.slice(0, 4)}-${s.slice(4)}` : `0${p}-${s.slice(0, 4)}-${s.slice(4)}`, type: 'jp_landline', intl }; }
    case 'ko-KR': { const s = d(8); return { value: intl ? rng.pick([`+82 10-${s.slice(0, 4)}-${s.slice(4)}`, `+82 10 ${s.slice(0, 4)} ${s.slice(4)}`, `+8210${s}`]) : rng.pick([`010-${s.slice(0, 4)}-${s.slice(4)}`, `010 ${s.slice(0, 4)} ${s.slice(4)}`, `010${s}`]), type: 'kr_mobile', intl }; }
    case 'zh-CN': { const s = rng.pick(['138', '139', '186', '158', '177', '135']) + d(8); return { value: intl ? rng.pick([`+86 ${grp(s, [3, 4, 4])}`, `+86 ${s}`, `+86-${s}`]) : rng.pick([grp(s, [3, 4, 4]), grp(s, [3, 4, 4], '-'), s]), type: 'cn_mobile', intl }; }
    case 'ar-AE': { const s = rng.pick(['50', '52', '54', '55', '56', '58']) + d(7); return { value: intl ? rng.pick([`+971 ${grp(s, [2, 3, 4])}`, `+971${s}`, `00971 ${grp(s, [2, 3, 4])}`]) : rng.pick([`0${grp(s, [2, 3, 4])}`, `0${s}`, `0${s.slice(0, 2)}-${s.slice(2)}`]), type: 'ae_mobile', intl }; }
  }
  throw new Error('no phone for ' + loc);
}

// ---------- street addresses ----------
const JP_PREF = sp('東京都世田谷区|東京都渋谷区|大阪府大阪市北区|神奈川県横浜市中区|愛知県名古屋市中区|福岡県福岡市中央区|京都府京都市左京区|北海道札幌市中央区');
const JP_AREA = sp('桜丘町|本町|栄|天神|北野|中央|若葉台|緑ヶ丘');
const KR_GU = sp('강남구|마포구|서초구|송파구|해운대구|분당구|유성구|수성구');
const CN_DIST = sp('静安区|朝阳区|南山区|西湖区|武侯区|天河区|鼓楼区|江汉区');
const AE_AREA = sp('Al Barsha 2|Jumeirah 1|Al Nahda|Mirdif|Al Reem Island|Khalifa City A|Al Majaz 3|Dubai Marina');
const AE_AREA_AR = sp('البرشاء 2|جميرا 1|النهدة|مردف|جزيرة الريم|مدينة خليفة أ|المجاز 3|دبي مارينا');
export function streetAddress(rng, loc, latin = false) {
  const L = LOCALES[loc]; const st = L.streets.length ? rng.pick(L.streets) : ''; const c = cityName(rng, loc, latin); const n = rng.int(1, 180);
  switch (loc) {
    case 'en-US': { const states = sp('OH|CA|NC|AZ|NE|WA|NY|ID'); return rng.pick([`${rng.int(100, 9899)} ${st}, ${c}, ${rng.pick(states)} ${rng.digits(5)}`, `${rng.int(100, 9899)} ${st}, Apt ${rng.int(1, 40)}${rng.pick(['A', 'B', 'C'])}, ${c}, ${rng.pick(states)} ${rng.digits(5)}`, `${rng.int(100, 9899)} ${st}`]); }
    case 'en-GB': { const pc = `${rng.upper(rng.int(1, 2))}${rng.int(1, 20)} ${rng.int(1, 9)}${rng.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}`; return rng.pick([`${n} ${st}, ${c} ${pc}`, `Flat ${rng.int(1, 12)}, ${n} ${st}, ${c}, ${pc}`, `${n} ${st}`]); }
    case 'en-IN': return rng.pick([`Flat ${rng.int(1, 12)}0${rng.int(1, 8)}, ${rng.pick(['Prestige', 'Sobha', 'Lodha', 'Brigade'])} ${rng.pick(['Lakeside', 'Heights', 'Residency', 'Enclave'])}, ${st}, ${c} - ${rng.int(1, 8)}${rng.digits(5)}`, `#${rng.int(1, 999)}, ${rng.int(1, 20)}th Cross, ${st}, ${c} ${rng.int(1, 8)}${rng.digits(5)}`]);
    case 'de-DE': return rng.pick([`${st} ${n}, ${rng.digitsNZ(5)} ${c}`, `${st} ${n}${rng.pick(['', 'a', 'b'])}, D-${rng.digitsNZ(5)} ${c}`, `${st} ${n}`]);
    case 'de-CH': return rng.pick([`${st} ${n}, ${rng.int(1000, 9658)} ${c}`, `${st} ${n}, CH-${rng.int(1000, 9658)} ${c}`]);
    case 'fr-FR': return rng.pick([`${n}, ${st}, ${rng.digitsNZ(5)} ${c}`, `${n} ${st}, ${rng.digitsNZ(5)} ${c}`, `${n} bis ${st}, ${rng.digitsNZ(5)} ${c}`]);
    case 'fr-BE': return rng.pick([`${st} ${n}, ${rng.int(1000, 9992)} ${c}`, `${st} ${n} bte ${rng.int(1, 12)}, B-${rng.int(1000, 9992)} ${c}`]);
    case 'es-ES': return rng.pick([`${st}, ${n}, ${rng.int(1, 9)}º ${rng.pick(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}, ${rng.pick(['0', '1', '2', '3', '4', '5'])}${rng.digits(4)} ${c}`, `${st} ${n}, ${rng.pick(['0', '1', '2', '3', '4'])}${rng.digits(4)} ${c}`]);
    case 'es-MX': return rng.pick([`${st} ${n}, Col. ${rng.pick(['Centro', 'Roma Norte', 'Del Valle', 'Chapultepec', 'Americana'])}, C.P. ${rng.digitsNZ(5)}, ${c}`, `${st} ${n} Int. ${rng.int(1, 30)}, Col. ${rng.pick(['Centro', 'Lomas', 'Providencia'])}, ${rng.digitsNZ(5)} ${c}`]);
    case 'pt-BR': return rng.pick([`${st}, ${n * 7}, apto ${rng.int(11, 184)} - ${rng.pick(['Centro', 'Jardins', 'Boa Viagem', 'Savassi', 'Moinhos de Vento'])}, ${c} - ${rng.pick(['SP', 'PR', 'PE', 'MG', 'RS', 'SC'])}, ${rng.digitsNZ(5)}-${rng.digits(3)}`, `${st}, ${n * 3} - ${c}/${rng.pick(['SP', 'PR', 'MG'])} - CEP ${rng.digitsNZ(5)}-${rng.digits(3)}`]);
    case 'it-IT': return rng.pick([`${st} ${n}, ${rng.digitsNZ(5)} ${c} (${rng.pick(['BO', 'TO', 'VR', 'PD', 'BA', 'TS', 'PR', 'PG'])})`, `${st}, ${n}/${rng.pick(['A', 'B', 'C'])} - ${rng.digitsNZ(5)} ${c}`]);
    case 'nl-NL': return rng.pick([`${st} ${n}, ${rng.int(1000, 9999)} ${rng.chars('ABCDEGHJKLMNPRSTVWXZ', 2)} ${c}`, `${st} ${n}-${rng.pick(['A', 'B', 'hs', '2'])}, ${rng.int(1000, 9999)}${rng.chars('ABCDEGHJKLMNPRSTVWXZ', 2)} ${c}`]);
    case 'pl-PL': return rng.pick([`${st} ${n}/${rng.int(1, 80)}, ${rng.digits(2)}-${rng.digits(3)} ${c}`, `${st} ${n} m. ${rng.int(1, 80)}, ${rng.digits(2)}-${rng.digits(3)} ${c}`]);
    case 'sv-SE': return rng.pick([`${st} ${n}, ${rng.digitsNZ(3)} ${rng.digits(2)} ${c}`, `${st} ${n} lgh ${rng.int(1001, 1404)}, ${rng.digitsNZ(3)} ${rng.digits(2)} ${c}`]);
    case 'tr-TR': return rng.pick([`${st} No: ${n} D: ${rng.int(1, 24)}, ${rng.digitsNZ(2)}${rng.digits(3)} ${rng.pick(['Karşıyaka', 'Nilüfer', 'Muratpaşa', 'Tepebaşı', 'Kadıköy'])}/${c}`, `${st} No:${n}/${rng.int(1, 24)} ${rng.pick(['Kadıköy', 'Çankaya', 'Konak'])} ${c}`]);
    case 'ja-JP': return latin ? `${rng.int(1, 5)}-${rng.int(1, 30)}-${rng.int(1, 20)} ${rng.pick(['Sakuragaoka-cho', 'Honcho', 'Sakae', 'Tenjin', 'Kitano'])}, ${rng.pick(['Shibuya-ku, Tokyo', 'Naka-ku, Yokohama', 'Kita-ku, Osaka', 'Chuo-ku, Fukuoka'])} ${rng.digits(3)}-${rng.digits(4)}` : rng.pick([`〒${rng.digits(3)}-${rng.digits(4)} ${rng.pick(JP_PREF)}${rng.pick(JP_AREA)}${rng.int(1, 5)}丁目${rng.int(1, 30)}-${rng.int(1, 20)}`, `${rng.pick(JP_PREF)}${rng.pick(JP_AREA)}${rng.int(1, 5)}-${rng.int(1, 30)}-${rng.int(1, 20)} ${rng.pick(['グランドメゾン', 'パークハイツ', 'コーポ', 'ライオンズマンション'])}${rng.int(1, 12)}0${rng.int(1, 9)}号室`]);
    case 'ko-KR': return latin ? `${rng.int(1, 500)}, ${rng.pick(['Teheran-ro', 'Sejong-daero', 'Haeundae-ro', 'Pangyoyeok-ro'])}, ${rng.pick(['Gangnam-gu', 'Jung-gu', 'Bundang-gu'])}, ${rng.pick(['Seoul', 'Busan', 'Seongnam'])} ${rng.digits(5)}` : `${c} ${rng.pick(KR_GU)} ${st} ${rng.int(1, 500)}, ${rng.int(101, 120)}동 ${rng.int(1, 25)}0${rng.int(1, 4)}호 (${rng.digits(5)})`;
    case 'zh-CN': return latin ? `Room ${rng.int(1, 30)}0${rng.int(1, 9)}, No. ${rng.int(1, 999)} ${rng.pick(['Nanjing West Road', 'Jianguo Road', 'Shennan Avenue', 'Wensan Road'])}, ${rng.pick(['Jing\'an District, Shanghai', 'Chaoyang District, Beijing', 'Nanshan District, Shenzhen'])} ${rng.digits(6)}` : `${c}${rng.pick(CN_DIST)}${st}${rng.int(1, 999)}号${rng.int(1, 12)}栋${rng.int(1, 30)}0${rng.int(1, 9)}室`;
    case 'ar-AE': return latin ? rng.pick([`Villa ${rng.int(1, 90)}, Street ${rng.int(1, 40)}, ${rng.pick(AE_AREA)}, ${c}`, `Apartment ${rng.int(1, 30)}0${rng.int(1, 9)}, ${rng.pick(['Marina Heights', 'Al Noor Tower', 'Palm Residence'])}, ${rng.pick(AE_AREA)}, ${c}`]) : `فيلا ${rng.int(1, 90)}، شارع ${rng.int(1, 40)}، ${rng.pick(AE_AREA_AR)}، ${c}`;
  }
  throw new Error('no address for ' + loc);
}
