// Name pools per culture. Non-Latin entries are "native|latin" pairs (latin = common passport transliteration).
// All combinations are random; no entry is meant to denote a real private person.
const C = {};
C.en = { order: 'GF', f: ['Olivia','Hannah','Chloe','Megan','Aisling','Siobhan','Grace','Lauren','Bethany','Niamh','Kayla','Morgan'], m: ['Liam','Connor','Ethan','Declan','Callum','Rhys','Nathan','Owen','Tyler','Brandon','Jamie','Ciaran'], fam: ['Whitfield','Doherty','Brennan','Ashworth','McAllister','Pritchard','Hollis','Carver','Radcliffe','Thornbury','Kowalczyk-Reid','Okafor-Lane','Fairbairn','Gallagher'] };
C.de = { order: 'GF', f: ['Lena','Johanna','Friederike','Annika','Svenja','Mareike','Greta','Wiebke','Ute','Jördis'], m: ['Jonas','Matthias','Lukas','Jörg','Henrik','Torsten','Malte','Björn','Florian','Kai-Uwe'], fam: ['Großmann','Lindemann','Schäfer','Köhler','Brückner','Wendt','Hoffmeister','Kühn','Vogt','Albrecht-Seidel','Ebersbach','Thiele'] };
C.fr = { order: 'GF', f: ['Camille','Élodie','Manon','Clémence','Amandine','Océane','Solène','Maëlle','Gaëlle','Inès'], m: ['Théo','Mathis','Julien','Baptiste','Grégoire','Loïc','Yannick','Aurélien','Benoît','Jean-Baptiste'], fam: ['Lefèvre','Moreau','Garnier','Rousseau','Fournier','Chevalier','Lemaire','Barbier','Dufresne','Brunet','Roux-Delmas','Perrin'] };
C.es = { order: 'GF', f: ['Lucía','Paula','Nerea','Ainhoa','Itziar','Rocío','Marta','Alba','Guadalupe','Ximena'], m: ['Álvaro','Iker','Sergio','Javier','Joaquín','Rubén','Unai','Íñigo','Emiliano','Santiago'], fam: ['García Ortega','Fernández','Ruiz Castillo','Navarro','Domínguez','Herrera Solís','Iglesias','Morales','Cuesta Peña','Villanueva','Zapata','Ochoa Ramírez'] };
C.pt = { order: 'GF', f: ['Beatriz','Inês','Mariana','Leonor','Thaís','Gabriela','Luana','Juliana','Letícia','Raquel'], m: ['João Pedro','Rodrigo','Tiago','Gonçalo','Matheus','Caio','Vinícius','Diogo','Henrique','Rafael'], fam: ['Santos Oliveira','Carvalho','Pereira','Fonseca','Almeida','Ribeiro','Gonçalves','Nogueira','Magalhães','Araújo','Teixeira','Barros Lima'] };
C.it = { order: 'GF', f: ['Giulia','Chiara','Francesca','Martina','Alessia','Federica','Ilaria','Sara','Beatrice','Noemi'], m: ['Lorenzo','Matteo','Giacomo','Davide','Niccolò','Riccardo','Tommaso','Stefano','Andrea','Gianluca'], fam: ['Bianchi','Esposito','Romano','Colombo','Ferraro','Galli','Mancini','Conti','De Luca','Marchetti','Fontana','Barbieri'] };
C.pl = { order: 'GF', f: ['Zofia','Agnieszka','Małgorzata','Katarzyna','Joanna','Magdalena','Weronika','Aleksandra','Justyna','Dorota'], m: ['Piotr','Krzysztof','Łukasz','Tomasz','Michał','Bartosz','Grzegorz','Paweł','Wojciech','Jakub'], fam: ['Wiśniewska','Zieliński','Wójcik','Kamińska','Lewandowski','Szymańska','Dąbrowski','Kozłowska','Jankowski','Mazur','Krawczyk','Piotrowska'] };
C.tr = { order: 'GF', f: ['Elif','Zeynep','Büşra','Merve','Gülşen','Ayşegül','Derya','Şeyma','Özge','Nur'], m: ['Emre','Mehmet Ali','Burak','Oğuz','Çağlar','Serkan','Hakan','Yiğit','Barış','Tolga'], fam: ['Yılmaz','Kaya','Demir','Çelik','Şahin','Yıldız','Aydın','Öztürk','Arslan','Doğan','Kılıç','Erdoğdu'] };
C.ru = { order: 'GF', f: ['Анастасия|Anastasia','Екатерина|Ekaterina','Ольга|Olga','Дарья|Daria','Ксения|Kseniia','Татьяна|Tatiana','Юлия|Iuliia','Светлана|Svetlana'], m: ['Дмитрий|Dmitrii','Алексей|Aleksei','Сергей|Sergei','Михаил|Mikhail','Андрей|Andrei','Никита|Nikita','Илья|Ilia','Константин|Konstantin'], fam: ['Смирнов|Smirnov','Кузнецов|Kuznetsov','Попов|Popov','Соколов|Sokolov','Лебедев|Lebedev','Новиков|Novikov','Морозов|Morozov','Волков|Volkov','Соловьёв|Solovev','Зайцев|Zaitsev'], femFam: (n) => n.replace(/(ов|ев|ёв)\|(.*)$/, '$1а|$2a') };
C.uk = { order: 'GF', f: ['Оксана|Oksana','Олена|Olena','Ірина|Iryna','Наталія|Nataliia','Софія|Sofiia','Анастасія|Anastasiia','Христина|Khrystyna','Вікторія|Viktoriia'], m: ['Олександр|Oleksandr','Андрій|Andrii','Богдан|Bohdan','Дмитро|Dmytro','Тарас|Taras','Юрій|Yurii','Василь|Vasyl','Максим|Maksym'], fam: ['Шевченко|Shevchenko','Коваленко|Kovalenko','Бондаренко|Bondarenko','Ткаченко|Tkachenko','Кравчук|Kravchuk','Мельник|Melnyk','Олійник|Oliinyk','Поліщук|Polishchuk','Гнатюк|Hnatiuk','Савчук|Savchuk'] };
C.ar = { order: 'GF', f: ['فاطمة|Fatima','مريم|Mariam','نور|Nour','ليلى|Layla','سلمى|Salma','رنا|Rana','هبة|Heba','ياسمين|Yasmine'], m: ['محمد|Mohamed','أحمد|Ahmed','يوسف|Youssef','عمر|Omar','خالد|Khaled','طارق|Tarek','كريم|Karim','حسام|Hossam'], fam: ['الحسيني|El-Husseini','منصور|Mansour','حداد|Haddad','العبدالله|Al-Abdallah','الشامي|El-Shami','عبد الرحمن|Abdelrahman','النجار|El-Naggar','القاسم|Al-Qasim','سعيد|Saeed','الخطيب|El-Khatib'] };
C.zh = { order: 'FG', f: ['秀英|Xiuying','丽娜|Lina','雨桐|Yutong','思琪|Siqi','晓燕|Xiaoyan','佳怡|Jiayi','梦瑶|Mengyao','婉清|Wanqing'], m: ['伟|Wei','浩然|Haoran','子轩|Zixuan','建国|Jianguo','志强|Zhiqiang','俊杰|Junjie','宇航|Yuhang','明辉|Minghui'], fam: ['王|Wang','李|Li','张|Zhang','刘|Liu','陈|Chen','杨|Yang','赵|Zhao','黄|Huang','周|Zhou','吴|Wu','欧阳|Ouyang','徐|Xu'] };
C.ja = { order: 'FG', f: ['陽菜|Hina','美咲|Misaki','結衣|Yui','さくら|Sakura','葵|Aoi','真由美|Mayumi','彩花|Ayaka','千尋|Chihiro'], m: ['健太|Kenta','翔太|Shota','大輔|Daisuke','拓海|Takumi','蓮|Ren','悠斗|Yuto','浩二|Koji','隆之|Takayuki'], fam: ['佐藤|Sato','鈴木|Suzuki','高橋|Takahashi','田中|Tanaka','伊藤|Ito','渡辺|Watanabe','中村|Nakamura','小林|Kobayashi','加藤|Kato','吉田|Yoshida','山口|Yamaguchi','松本|Matsumoto'] };
C.ko = { order: 'FG', f: ['지우|Jiwoo','서연|Seoyeon','민지|Minji','하은|Haeun','수빈|Subin','예린|Yerin','유나|Yuna','지현|Jihyun'], m: ['민준|Minjun','서준|Seojun','도윤|Doyun','현우|Hyunwoo','지훈|Jihoon','성민|Sungmin','준호|Junho','태양|Taeyang'], fam: ['김|Kim','이|Lee','박|Park','최|Choi','정|Jung','강|Kang','조|Cho','윤|Yoon','장|Jang','임|Lim','한|Han','오|Oh'], nospace: true };
C.hi = { order: 'GF', f: ['प्रिया|Priya','अनन्या|Ananya','कविता|Kavita','नेहा|Neha','दीपिका|Deepika','श्रेया|Shreya','पूजा|Pooja','मीनाक्षी|Meenakshi'], m: ['राहुल|Rahul','अमित|Amit','विक्रम|Vikram','अर्जुन|Arjun','सुरेश|Suresh','रोहन|Rohan','आदित्य|Aditya','करण|Karan'], fam: ['शर्मा|Sharma','वर्मा|Verma','गुप्ता|Gupta','अय्यर|Iyer','रेड्डी|Reddy','चौधरी|Chaudhary','मल्होत्रा|Malhotra','नायर|Nair','बनर्जी|Banerjee','कुलकर्णी|Kulkarni'] };
C.vi = { order: 'FG', f: ['Thị Thu Hà','Ngọc Ánh','Thị Hương','Phương Linh','Thùy Dung','Bảo Ngọc','Thanh Tâm','Mai Anh'], m: ['Văn Hùng','Minh Tuấn','Quốc Bảo','Đức Anh','Hoàng Nam','Thành Long','Gia Huy','Xuân Trường'], fam: ['Nguyễn','Trần','Lê','Phạm','Hoàng','Huỳnh','Phan','Vũ','Võ','Đặng','Bùi','Đỗ'] };
C.nl = { order: 'GF', f: ['Sanne','Femke','Lotte','Anouk','Marieke','Fleur'], m: ['Daan','Sem','Thijs','Joost','Bram','Pieter'], fam: ['de Vries','van den Berg','Jansen','Bakker','Visser','van Dijk','Smit','Meijer','de Boer','Mulder'] };
C.sv = { order: 'GF', f: ['Astrid','Linnéa','Ebba','Maja','Sigrid','Frida'], m: ['Oskar','Gustav','Axel','Elias','Nils','Hugo'], fam: ['Lindqvist','Johansson','Åberg','Sjöberg','Nyström','Bergström','Holmgren','Lundgren'] };
C.fil = { order: 'GF', f: ['Maricel','Rowena','Jocelyn','Kristine Joy','Liezl','Princess'], m: ['Jomar','Rodel','Jericho','Mark Anthony','Renato','Jayson'], fam: ['Dela Cruz','Bautista','Villanueva','Macaraeg','Santiago','Manalo','Pangilinan','Dimaculangan'] };
C.yo = { order: 'GF', f: ['Adaeze','Funmilayo','Chiamaka','Oluwaseun','Ngozi','Temitope'], m: ['Chukwuemeka','Babatunde','Oluwafemi','Ikechukwu','Adebayo','Emeka'], fam: ['Okonkwo','Adeyemi','Eze','Balogun','Nwosu','Ogunleye','Obi','Adebisi'] };
export const CULTURES = C;

const nat = (s) => s.split('|')[0];
const lat = (s) => (s.includes('|') ? s.split('|')[1] : s);
export const ASCII = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/ı/g, 'i').replace(/ß/g, 'ss').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/ø/g, 'o');

// Make a person of a culture: returns native and latin forms of given/family names.
export function makePerson(r, cult) {
  const c = C[cult];
  const sex = r.chance(0.5) ? 'F' : 'M';
  const g = r.pick(sex === 'F' ? c.f : c.m);
  let f = r.pick(c.fam);
  if (sex === 'F' && c.femFam) f = c.femFam(f);
  if (cult === 'pl' && sex === 'M') f = f.replace(/ska$/, 'ski').replace(/cka$/, 'cki');
  if (cult === 'pl' && sex === 'F') f = f.replace(/ski$/, 'ska').replace(/cki$/, 'cka');
  const p = { culture: cult, sex, givenN: nat(g), familyN: nat(f), givenL: lat(g), familyL: lat(f) };
  p.hasScript = g.includes('|');
  const sp = c.nospace ? '' : ' ';
  p.nativeFull = c.order === 'FG' ? p.familyN + sp + p.givenN : p.givenN + ' ' + p.familyN;
  p.latinFull = c.order === 'FG' && cult === 'vi' ? p.familyL + ' ' + p.givenL : p.givenL + ' ' + p.familyL;
  p.passportStyle = `${ASCII(p.familyL).toUpperCase()}, ${ASCII(p.givenL)}`;
  return p;
}
// A rendering of the person's name as a non-specialist writes it
export function nameForms(r, p, { native = true } = {}) {
  const forms = [[p.latinFull, 3], [p.passportStyle, 1], [`${ASCII(p.familyL).toUpperCase()} ${p.givenL}`, 1]];
  if (p.hasScript || ['vi', 'zh', 'ja', 'ko'].includes(p.culture)) { if (native) forms.push([p.nativeFull, 5]); }
  else forms.push([p.latinFull, 3]);
  return r.weighted(forms);
}
