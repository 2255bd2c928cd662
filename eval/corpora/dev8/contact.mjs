// Addresses, phone numbers, e-mail addresses and dates in national formats.
import { lab } from './doc.mjs';

const split = (s) => s.split(/\s*,\s*/);
const p2 = (n) => String(n).padStart(2, '0');

/** Countries whose documents each language writes about (first is the home country). */
export const COUNTRIES_BY_LANG = {
  en: ['US', 'GB', 'US', 'GB', 'IE', 'AU', 'CA', 'IN', 'ZA', 'SG', 'NG'], de: ['DE', 'DE', 'AT', 'CH'], fr: ['FR', 'FR', 'BE', 'CH'], es: ['ES', 'ES', 'MX', 'AR', 'CL'],
  pt: ['PT', 'BR', 'BR'], it: ['IT'], nl: ['NL', 'NL', 'BE'], pl: ['PL'], sv: ['SE', 'SE', 'FI', 'NO', 'DK'], ja: ['JP'], zh: ['CN', 'CN', 'TW', 'HK'], ko: ['KR'],
  ar: ['SA', 'AE', 'EG'], hi: ['IN'], tr: ['TR'],
};

const STREETS = {
  US: [split('Maple Avenue, Oak Ridge Drive, Willow Creek Lane, Sycamore Street, Harbor View Road, Elm Court, Cedar Hollow Way, Prospect Boulevard'), ['Springfield, IL 62704', 'Columbus, OH 43215', 'Tacoma, WA 98402', 'Austin, TX 78704', 'Albany, NY 12207', 'Boise, ID 83702', 'Madison, WI 53703', 'Raleigh, NC 27601']],
  GB: [split('Kingsley Road, Marlowe Close, Abbey Lane, Thornbury Crescent, Chapel Street, Greenbank Terrace, Alder Grove, Fenwick Way')],
  IE: [split('Church Road, Ballymore Avenue, Strand Street, Orchard Park')],
  AU: [split('Banksia Street, Wattle Grove, Beach Road, Jacaranda Avenue')],
  CA: [split('Rue Saint-Urbain, Maple Leaf Crescent, Bayview Avenue, Queen Street East')],
  DE: [split('Lindenstraße, Am Mühlbach, Goethestraße, Kirchweg, Hauptstraße, Bahnhofstraße, Eichendorffweg, Schillerplatz, Ostendstraße')],
  AT: [split('Mariahilfer Straße, Lerchenfelder Gürtel, Hauptplatz, Grabenweg')],
  CH: [split('Bahnhofstrasse, Seefeldstrasse, Rue du Rhône, Kirchgasse')],
  FR: [split('rue des Lilas, avenue Jean-Jaurès, boulevard Voltaire, impasse des Tilleuls, place du Marché, chemin des Vignes, rue de la République')],
  BE: [split('Rue de la Loi, Kerkstraat, Avenue Louise, Meir, Chaussée de Waterloo')],
  ES: [split('Calle Mayor, Avenida de la Constitución, Calle de Alcalá, Paseo de Gracia, Calle San Vicente, Plaza del Pilar')],
  MX: [split('Av. Insurgentes Sur, Calle Durango, Av. Revolución, Calle Hidalgo')],
  AR: [split('Av. Corrientes, Calle Florida, Av. Santa Fe, Calle Defensa')],
  CL: [split('Av. Providencia, Calle Huérfanos, Av. Apoquindo')],
  PT: [split('Rua Augusta, Avenida da Liberdade, Rua do Almada, Travessa do Carmo')],
  BR: [split('Rua das Flores, Avenida Paulista, Rua Oscar Freire, Rua XV de Novembro, Avenida Atlântica')],
  IT: [split('Via Roma, Via Giuseppe Garibaldi, Corso Vittorio Emanuele II, Via dei Mille, Viale Monza, Piazza Cavour')],
  NL: [split('Keizersgracht, Dorpsstraat, Laan van Meerdervoort, Kerkstraat, Oudegracht, Stationsweg')],
  PL: [split('ul. Długa, ul. Marszałkowska, al. Jerozolimskie, ul. Piotrkowska, ul. Floriańska, ul. Słowackiego')],
  SE: [split('Storgatan, Drottninggatan, Kungsgatan, Sveavägen, Järnvägsgatan')],
  FI: [split('Mannerheimintie, Hämeenkatu, Aleksanterinkatu')],
  NO: [split('Karl Johans gate, Storgata, Bygdøy allé')],
  DK: [split('Nørrebrogade, Vesterbrogade, Strandvejen')],
  TR: [split('Atatürk Cad., İstiklal Cad., Bağdat Cad., Cumhuriyet Mah. Gül Sok., Barbaros Bulvarı')],
  IN: [split('MG Road, Linking Road, Anna Salai, Park Street, Sector 18')],
  SG: [split('Orchard Road, Tampines Street 81, Jurong West Avenue 1')],
  ZA: [split('Long Street, Jan Smuts Avenue, Florida Road')],
  NG: [split('Adeola Odeku Street, Awolowo Road, Herbert Macaulay Way')],
};

const CITIES = {
  GB: [['Leeds', 'LS6 2AB'], ['Bristol', 'BS8 1TH'], ['Manchester', 'M14 5QL'], ['Norwich', 'NR2 3DU'], ['Glasgow', 'G12 8QQ'], ['Cardiff', 'CF24 4HQ']],
  IE: [['Dublin 8', 'D08 X2F1'], ['Cork', 'T12 KX80'], ['Galway', 'H91 E2K3']],
  AU: [['Fitzroy VIC', '3065'], ['Newtown NSW', '2042'], ['Fremantle WA', '6160']],
  CA: [['Montréal QC', 'H2T 2M1'], ['Toronto ON', 'M4M 1H5'], ['Halifax NS', 'B3H 1Y6']],
  DE: [['Berlin', '10115'], ['München', '80331'], ['Hamburg', '20095'], ['Köln', '50667'], ['Leipzig', '04109'], ['Freiburg im Breisgau', '79098'], ['Bremen', '28195']],
  AT: [['Wien', '1070'], ['Graz', '8010'], ['Linz', '4020']],
  CH: [['Zürich', '8001'], ['Genève', '1204'], ['Bern', '3011']],
  FR: [['Lyon', '69003'], ['Paris', '75011'], ['Nantes', '44000'], ['Toulouse', '31000'], ['Lille', '59000'], ['Bordeaux', '33000']],
  BE: [['Bruxelles', '1000'], ['Antwerpen', '2000'], ['Liège', '4000']],
  ES: [['Madrid', '28013'], ['Barcelona', '08007'], ['Valencia', '46002'], ['Sevilla', '41001'], ['Bilbao', '48001']],
  MX: [['Ciudad de México, CDMX', '06700'], ['Guadalajara, Jal.', '44100'], ['Monterrey, N.L.', '64000']],
  AR: [['Buenos Aires', 'C1043'], ['Córdoba', 'X5000'], ['Rosario', 'S2000']],
  CL: [['Santiago', '7500000'], ['Valparaíso', '2340000']],
  PT: [['Lisboa', '1100-053'], ['Porto', '4050-009'], ['Coimbra', '3000-150']],
  BR: [['São Paulo - SP', '01310-100'], ['Rio de Janeiro - RJ', '22021-001'], ['Curitiba - PR', '80020-310'], ['Belo Horizonte - MG', '30130-010']],
  IT: [['Milano MI', '20121'], ['Roma RM', '00184'], ['Torino TO', '10123'], ['Bologna BO', '40121'], ['Napoli NA', '80138']],
  NL: [['Amsterdam', '1015 CJ'], ['Utrecht', '3511 AB'], ['Den Haag', '2517 KK'], ['Groningen', '9711 LM']],
  PL: [['Warszawa', '00-238'], ['Kraków', '31-042'], ['Łódź', '90-102'], ['Wrocław', '50-077'], ['Gdańsk', '80-831']],
  SE: [['Stockholm', '114 51'], ['Göteborg', '411 06'], ['Malmö', '211 22'], ['Uppsala', '753 20']],
  FI: [['Helsinki', '00100'], ['Tampere', '33100']],
  NO: [['Oslo', '0154'], ['Bergen', '5003']],
  DK: [['København N', '2200'], ['Aarhus C', '8000']],
  TR: [['Kadıköy/İstanbul', '34710'], ['Çankaya/Ankara', '06690'], ['Konak/İzmir', '35250']],
  IN: [['Bengaluru, Karnataka', '560001'], ['Mumbai, Maharashtra', '400050'], ['Chennai, Tamil Nadu', '600002'], ['Kolkata, West Bengal', '700016']],
  SG: [['Singapore', '238858'], ['Singapore', '520081']],
  ZA: [['Cape Town', '8001'], ['Johannesburg', '2196'], ['Durban', '4001']],
  NG: [['Victoria Island, Lagos', '101241'], ['Ikeja, Lagos', '100271']],
};

const JP_AREAS = [['150-0001', '東京都渋谷区神宮前'], ['530-0001', '大阪府大阪市北区梅田'], ['460-0008', '愛知県名古屋市中区栄'], ['060-0042', '北海道札幌市中央区大通西'], ['810-0001', '福岡県福岡市中央区天神']];
const CN_AREAS = [['100022', '北京市朝阳区建国路'], ['200040', '上海市静安区南京西路'], ['518057', '广东省深圳市南山区科技园南路'], ['610041', '四川省成都市武侯区人民南路'], ['310012', '浙江省杭州市西湖区文三路']];
const TW_AREAS = [['106', '台北市大安區忠孝東路四段'], ['403', '台中市西區公益路']];
const HK_AREAS = ['香港九龍旺角彌敦道', '香港灣仔軒尼詩道', 'Flat B, 12/F, Kingsford Mansion, 88 Nathan Road, Tsim Sha Tsui, Kowloon'];
const KR_AREAS = [['06236', '서울특별시 강남구 테헤란로'], ['04524', '서울특별시 중구 세종대로'], ['48058', '부산광역시 해운대구 센텀중앙로'], ['13529', '경기도 성남시 분당구 판교역로']];
const SA_AREAS = ['طريق الملك فهد، حي العليا، الرياض', 'شارع التحلية، حي الروضة، جدة', 'شارع الأمير سلطان، حي الخبر الشمالية، الخبر'];
const AE_AREAS = ['Villa 14, Street 23, Al Barsha 2, Dubai', 'Flat 1204, Marina Heights Tower, Dubai Marina, Dubai', 'شقة 305، بناية النخيل، شارع الشيخ زايد، أبوظبي'];
const EG_AREAS = ['15 شارع التحرير، الدقي، الجيزة', '22 Sharia Mohamed Mazhar, Zamalek, Cairo 11211', '8 شارع فؤاد، محطة الرمل، الإسكندرية'];

/** A street address of a country, on one line or several (label spans the whole address). */
export function address(r, cc, multiline = false) {
  const sep = multiline ? '\n' : ', ';
  const n = r.int(1, 180);
  const street = () => r.pick((STREETS[cc] ?? STREETS.US)[0]);
  const city = () => r.pick(CITIES[cc] ?? CITIES.GB);
  let v;
  switch (cc) {
    case 'US': case 'CA': {
      if (cc === 'CA' && r.chance(0.5)) { const [c, pc] = city(); v = `${n} ${street()}${r.chance(0.4) ? `, Unit ${r.int(1, 40)}` : ''}${sep}${c} ${pc}`; break; }
      const cityLine = r.pick(STREETS.US[1]).trim();
      v = `${r.int(10, 9899)} ${street()}${r.chance(0.4) ? r.pick([` Apt ${r.int(1, 30)}${r.pick(['A', 'B', 'C'])}`, `, Suite ${r.int(100, 900)}`, ` #${r.int(2, 40)}`]) : ''}${sep}${cityLine}`;
      break;
    }
    case 'GB': case 'IE': { const [c, pc] = city(); v = `${r.chance(0.3) ? `Flat ${r.int(1, 12)}, ` : ''}${n} ${street()}${sep}${c}${multiline ? '\n' : ' '}${pc}`; break; }
    case 'AU': { const [c, pc] = city(); v = `${r.chance(0.3) ? `Unit ${r.int(1, 20)}/` : ''}${n} ${street()}${sep}${c} ${pc}`; break; }
    case 'DE': case 'AT': case 'CH': { const [c, pc] = city(); v = `${street()} ${n}${r.chance(0.15) ? r.pick(['a', 'b']) : ''}${r.chance(0.2) ? `${sep}${r.int(1, 4)}. OG` : ''}${sep}${cc === 'CH' && r.chance(0.3) ? 'CH-' : ''}${pc} ${c}`; break; }
    case 'FR': case 'BE': {
      const [c, pc] = city();
      v = cc === 'FR' ? `${r.chance(0.2) ? `Bât. ${r.pick(['A', 'B'])}, ` : ''}${n}${r.chance(0.1) ? ' bis' : ''} ${street()}${sep}${pc} ${c.toUpperCase() === c || r.chance(0.5) ? c : c.toUpperCase()}` : `${street()} ${n}${r.chance(0.3) ? ` bte ${r.int(1, 12)}` : ''}${sep}${pc} ${c}`;
      break;
    }
    case 'ES': { const [c, pc] = city(); v = `${street()}, ${n}${r.chance(0.6) ? `, ${r.int(1, 9)}º ${r.pick(['A', 'B', 'C', 'izda.', 'dcha.'])}` : ''}${sep}${pc} ${c}`; break; }
    case 'MX': { const [c, pc] = city(); v = `${street()} ${n}${r.chance(0.5) ? ` Int. ${r.int(1, 30)}` : ''}, Col. ${r.pick(['Roma Norte', 'Del Valle', 'Centro', 'Condesa'])}${sep}C.P. ${pc}, ${c}`; break; }
    case 'AR': case 'CL': { const [c, pc] = city(); v = `${street()} ${r.int(100, 3999)}${r.chance(0.5) ? `, Piso ${r.int(1, 12)} Dto. ${r.pick(['A', 'B', 'C'])}` : ''}${sep}${pc} ${c}`; break; }
    case 'PT': { const [c, pc] = city(); v = `${street()}, ${n}${r.chance(0.5) ? `, ${r.int(1, 8)}º ${r.pick(['Esq.', 'Dto.'])}` : ''}${sep}${pc} ${c}`; break; }
    case 'BR': { const [c, pc] = city(); v = `${street()}, ${n}${r.chance(0.5) ? `, apto ${r.int(11, 1504)}` : ''} - ${r.pick(['Jardim Paulista', 'Copacabana', 'Centro', 'Savassi', 'Pinheiros'])}${sep}${c}${multiline ? '\n' : ', '}CEP ${pc}`; break; }
    case 'IT': { const [c, pc] = city(); v = `${street()}, ${n}${r.chance(0.2) ? `/${r.pick(['A', 'B'])}` : ''}${sep}${pc} ${c}`; break; }
    case 'NL': { const [c, pc] = city(); v = `${street()} ${n}${r.chance(0.3) ? r.pick(['-2', ' hs', 'A', '-III']) : ''}${sep}${pc} ${c}`; break; }
    case 'PL': { const [c, pc] = city(); v = `${street()} ${n}${r.chance(0.6) ? `/${r.int(1, 80)}` : ''}${sep}${pc} ${c}`; break; }
    case 'SE': case 'FI': case 'NO': case 'DK': { const [c, pc] = city(); v = `${street()} ${n}${r.chance(0.3) ? ` ${r.pick(['A', 'B', 'lgh 1102', '3 tv.'])}` : ''}${sep}${pc} ${c}`; break; }
    case 'TR': { const [c, pc] = city(); v = `${street()} No:${n}${r.chance(0.6) ? ` D:${r.int(1, 20)}` : ''}${sep}${pc} ${c}`; break; }
    case 'IN': { const [c, pc] = city(); v = `${r.chance(0.6) ? `Flat ${r.int(101, 1204)}, ${r.pick(['Sai Residency', 'Green Park Apartments', 'Lotus Heights', 'Shanti Niketan'])}, ` : `${n}, `}${street()}${sep}${c} ${pc}`; break; }
    case 'SG': { const [c, pc] = city(); v = `Blk ${r.int(100, 999)} ${street()}, #${p2(r.int(2, 20))}-${r.int(10, 350)}${sep}${c} ${pc}`; break; }
    case 'ZA': case 'NG': { const [c, pc] = city(); v = `${n} ${street()}${sep}${c}${multiline ? '\n' : ', '}${pc}`; break; }
    case 'JP': { const [pc, a] = r.pick(JP_AREAS); v = `〒${pc} ${a}${r.int(1, 6)}-${r.int(1, 20)}-${r.int(1, 30)}${r.chance(0.5) ? ` ${r.pick(['メゾン桜', 'グランドハイツ', 'パークサイド'])}${r.int(101, 905)}号室` : ''}`; break; }
    case 'CN': { const [pc, a] = r.pick(CN_AREAS); v = `${a}${r.int(1, 300)}号${r.chance(0.6) ? `${r.int(1, 30)}栋${r.int(101, 2805)}室` : ''}${r.chance(0.5) ? `，邮编${pc}` : ''}`; break; }
    case 'TW': { const [pc, a] = r.pick(TW_AREAS); v = `${pc}${a}${r.int(1, 300)}號${r.int(2, 15)}樓`; break; }
    case 'HK': { v = r.pick(HK_AREAS); if (!v.startsWith('Flat')) v += `${r.int(1, 600)}號${r.int(2, 30)}樓${r.pick(['A', 'B', 'C'])}室`; break; }
    case 'KR': { const [pc, a] = r.pick(KR_AREAS); v = `${r.chance(0.5) ? `(${pc}) ` : ''}${a} ${r.int(1, 400)}${r.chance(0.6) ? `, ${r.int(101, 120)}동 ${r.int(101, 2505)}호` : ''}`; break; }
    case 'SA': v = r.chance(0.6) ? `${r.int(1000, 9999)} ${r.pick(SA_AREAS)} ${r.int(11000, 14999)}` : `Building ${r.int(1000, 9999)}, ${r.pick(['King Fahd Road, Al Olaya', 'Tahlia Street, Al Rawdah', 'Prince Sultan Street, Al Khobar'])}, ${r.pick(['Riyadh', 'Jeddah', 'Al Khobar'])} ${r.int(11000, 34999)}`; break;
    case 'AE': v = r.pick(AE_AREAS); break;
    case 'EG': v = r.pick(EG_AREAS); break;
    default: return address(r, 'GB', multiline);
  }
  return lab('address', `address_${cc.toLowerCase()}`, v);
}

/** Phone numbers: international and national formats of a country. */
export function phone(r, cc) {
  // Subscriber groups do not start with 0 or 1 (trunk and service prefixes).
  const d = (n) => String(r.int(2, 9)) + r.digits(n - 1);
  const mob = (pre) => `${pre}${d(1)}`;
  const F = {
    US: () => { const a = r.pick(['212', '415', '312', '617', '206', '503', '737', '646', '919', '608']); const x = `${r.int(2, 9)}${d(2)}`; const y = d(4); return r.pick([`(${a}) ${x}-${y}`, `+1 ${a} ${x} ${y}`, `${a}-${x}-${y}`, `${a}.${x}.${y}`, `+1-${a}-${x}-${y}`, `1 (${a}) ${x}-${y}`]); },
    CA: () => { const a = r.pick(['416', '514', '604', '902', '613']); return r.pick([`(${a}) ${r.int(2, 9)}${d(2)}-${d(4)}`, `+1 ${a}-${r.int(2, 9)}${d(2)}-${d(4)}`]); },
    GB: () => r.pick([`+44 7${d(3)} ${d(6)}`, `07${d(3)} ${d(6)}`, `+44 (0)20 7${d(3)} ${d(4)}`, `0161 ${d(3)} ${d(4)}`, `+447${d(9)}`, `0113 ${d(3)} ${d(4)}`]),
    IE: () => r.pick([`+353 8${r.pick(['3', '5', '6', '7'])} ${d(3)} ${d(4)}`, `08${r.pick(['5', '7'])} ${d(3)} ${d(4)}`, `(01) ${d(3)} ${d(4)}`]),
    AU: () => r.pick([`+61 4${d(2)} ${d(3)} ${d(3)}`, `04${d(2)} ${d(3)} ${d(3)}`, `(02) ${d(4)} ${d(4)}`]),
    DE: () => r.pick([`+49 1${r.pick(['51', '52', '60', '70', '71', '76'])} ${d(8)}`, `01${r.pick(['57', '62', '72', '75'])} ${d(7)}`, `+49 30 ${d(8)}`, `030/${d(7)}`, `089 ${d(3)} ${d(3)} ${d(2)}`, `+49 (0)40 ${d(7)}`, `0221-${d(6)}`]),
    AT: () => r.pick([`+43 664 ${d(7)}`, `0676 ${d(3)} ${d(4)}`, `+43 1 ${d(7)}`]),
    CH: () => r.pick([`+41 79 ${d(3)} ${d(2)} ${d(2)}`, `078 ${d(3)} ${d(2)} ${d(2)}`, `+41 44 ${d(3)} ${d(2)} ${d(2)}`]),
    FR: () => { const g = () => `${d(2)}`; const m = r.pick(['6', '7']); return r.pick([`+33 ${m} ${g()} ${g()} ${g()} ${g()}`, `0${m} ${g()} ${g()} ${g()} ${g()}`, `01.${g()}.${g()}.${g()}.${g()}`, `+33 (0)4 ${g()} ${g()} ${g()} ${g()}`, `0${m}${d(8)}`]); },
    BE: () => r.pick([`+32 4${r.pick(['70', '75', '85', '96'])} ${d(2)} ${d(2)} ${d(2)}`, `04${r.pick(['70', '78'])}/${d(2)}.${d(2)}.${d(2)}`, `+32 2 ${d(3)} ${d(2)} ${d(2)}`]),
    ES: () => r.pick([`+34 6${d(2)} ${d(3)} ${d(3)}`, `6${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `91 ${d(3)} ${d(2)} ${d(2)}`, `+34 93 ${d(3)} ${d(4)}`]),
    MX: () => r.pick([`+52 55 ${d(4)} ${d(4)}`, `+52 1 33 ${d(4)} ${d(4)}`, `(81) ${d(4)}-${d(4)}`]),
    AR: () => r.pick([`+54 9 11 ${d(4)}-${d(4)}`, `011 ${d(4)}-${d(4)}`, `+54 351 ${d(3)}-${d(4)}`]),
    CL: () => r.pick([`+56 9 ${d(4)} ${d(4)}`, `+56 2 ${d(4)} ${d(4)}`]),
    PT: () => r.pick([`+351 9${r.pick(['1', '2', '3', '6'])}${d(1)} ${d(3)} ${d(3)}`, `9${r.pick(['1', '3'])}${d(1)} ${d(3)} ${d(3)}`, `21 ${d(3)} ${d(4)}`]),
    BR: () => r.pick([`+55 11 9${d(4)}-${d(4)}`, `(21) 9${d(4)}-${d(4)}`, `+55 (31) 9${d(4)}-${d(4)}`, `(41) 3${d(3)}-${d(4)}`, `+5511 9${d(8)}`]),
    IT: () => r.pick([`+39 3${d(2)} ${d(3)} ${d(4)}`, `3${d(2)} ${d(7)}`, `06 ${d(4)} ${d(4)}`, `+39 02 ${d(8)}`]),
    NL: () => r.pick([`+31 6 ${d(8)}`, `06-${d(8)}`, `020 ${d(3)} ${d(4)}`, `+31 (0)30 ${d(3)} ${d(2)} ${d(2)}`, `06 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`]),
    PL: () => r.pick([`+48 ${r.pick(['5', '6', '7', '8'])}${d(2)} ${d(3)} ${d(3)}`, `${r.pick(['5', '6', '7'])}${d(2)}-${d(3)}-${d(3)}`, `22 ${d(3)} ${d(2)} ${d(2)}`, `(12) ${d(3)} ${d(2)} ${d(2)}`]),
    SE: () => r.pick([`+46 7${r.pick(['0', '2', '3', '6'])} ${d(3)} ${d(2)} ${d(2)}`, `07${r.pick(['0', '3'])}-${d(3)} ${d(2)} ${d(2)}`, `08-${d(3)} ${d(3)} ${d(2)}`]),
    FI: () => r.pick([`+358 40 ${d(3)} ${d(4)}`, `050 ${d(3)} ${d(4)}`]),
    NO: () => r.pick([`+47 ${r.pick(['4', '9'])}${d(2)} ${d(2)} ${d(3)}`, `${r.pick(['4', '9'])}${d(2)} ${d(2)} ${d(3)}`]),
    DK: () => r.pick([`+45 ${d(2)} ${d(2)} ${d(2)} ${d(2)}`, `${r.int(2, 9)}${d(1)} ${d(2)} ${d(2)} ${d(2)}`]),
    TR: () => r.pick([`+90 5${r.int(30, 59)} ${d(3)} ${d(2)} ${d(2)}`, `0 (5${r.int(30, 59)}) ${d(3)} ${d(2)} ${d(2)}`, `05${r.int(30, 59)} ${d(3)} ${d(4)}`, `0212 ${d(3)} ${d(2)} ${d(2)}`]),
    IN: () => r.pick([`+91 ${r.int(6, 9)}${d(4)} ${d(5)}`, `+91-${r.int(6, 9)}${d(9)}`, `0${r.int(6, 9)}${d(4)} ${d(5)}`, `080-${d(4)}-${d(4)}`, `${r.int(6, 9)}${d(9)}`]),
    SG: () => r.pick([`+65 ${r.pick(['8', '9'])}${d(3)} ${d(4)}`, `${r.pick(['8', '9'])}${d(3)} ${d(4)}`]),
    ZA: () => r.pick([`+27 8${r.int(1, 4)} ${d(3)} ${d(4)}`, `08${r.int(1, 4)} ${d(3)} ${d(4)}`, `021 ${d(3)} ${d(4)}`]),
    NG: () => r.pick([`+234 80${r.int(2, 9)} ${d(3)} ${d(4)}`, `080${r.int(2, 9)} ${d(3)} ${d(4)}`]),
    JP: () => r.pick([`090-${d(4)}-${d(4)}`, `080-${d(4)}-${d(4)}`, `+81 90-${d(4)}-${d(4)}`, `03-${d(4)}-${d(4)}`, `06-${d(4)}-${d(4)}`, `+81 3 ${d(4)} ${d(4)}`, `（090）${d(4)}-${d(4)}`]),
    CN: () => r.pick([`1${r.pick(['38', '39', '58', '86', '35', '77'])}${d(8)}`, `+86 1${r.pick(['38', '59', '88'])} ${d(4)} ${d(4)}`, `010-${d(8)}`, `021-${d(8)}`, `+86-1${r.pick(['36', '52'])}-${d(4)}-${d(4)}`]),
    TW: () => r.pick([`09${d(2)}-${d(3)}-${d(3)}`, `+886 9${d(2)} ${d(3)} ${d(3)}`, `(02) ${d(4)}-${d(4)}`]),
    HK: () => r.pick([`+852 ${r.pick(['5', '6', '9'])}${d(3)} ${d(4)}`, `${r.pick(['6', '9'])}${d(3)} ${d(4)}`]),
    KR: () => r.pick([`010-${d(4)}-${d(4)}`, `+82 10-${d(4)}-${d(4)}`, `02-${d(3)}-${d(4)}`, `+82 2 ${d(4)} ${d(4)}`, `010 ${d(4)} ${d(4)}`]),
    SA: () => r.pick([`+966 5${r.int(0, 9)} ${d(3)} ${d(4)}`, `05${r.int(0, 9)} ${d(3)} ${d(4)}`, `+966 11 ${d(3)} ${d(4)}`]),
    AE: () => r.pick([`+971 5${r.pick(['0', '2', '5', '6'])} ${d(3)} ${d(4)}`, `05${r.pick(['0', '5'])}-${d(3)}-${d(4)}`, `+971 4 ${d(3)} ${d(4)}`]),
    EG: () => r.pick([`+20 10 ${d(4)} ${d(4)}`, `01${r.pick(['0', '1', '2', '5'])}${d(8)}`, `+20 2 ${d(4)} ${d(4)}`]),
  };
  const v = (F[cc] ?? F.GB)();
  return lab('phone', `phone_${cc.toLowerCase()}`, v);
}

const FREEMAIL = { en: ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hotmail.co.uk'], de: ['gmx.de', 'web.de', 't-online.de', 'posteo.de'], fr: ['orange.fr', 'free.fr', 'laposte.net'],
  es: ['hotmail.es', 'yahoo.es', 'gmail.com'], pt: ['sapo.pt', 'uol.com.br', 'bol.com.br'], it: ['libero.it', 'virgilio.it', 'tiscali.it'], nl: ['ziggo.nl', 'kpnmail.nl', 'hotmail.nl'],
  pl: ['wp.pl', 'onet.pl', 'o2.pl', 'interia.pl'], sv: ['telia.com', 'bredband.net', 'gmail.com'], ja: ['yahoo.co.jp', 'docomo.ne.jp', 'ezweb.ne.jp'], zh: ['qq.com', '163.com', '126.com', 'sina.com'],
  ko: ['naver.com', 'daum.net', 'kakao.com'], ar: ['gmail.com', 'hotmail.com', 'outlook.sa'], hi: ['rediffmail.com', 'gmail.com', 'yahoo.co.in'], tr: ['hotmail.com.tr', 'yandex.com.tr', 'gmail.com'] };

/** Invented organisations: name and domain. */
export const ORGS = [
  ['Harrow & Finch', 'harrowfinch.co.uk'], ['Brightwater Logistics', 'brightwater-logistics.com'], ['Kestrel Analytics', 'kestrel-analytics.de'], ['Nordlicht Versicherungen', 'nordlicht-vers.de'],
  ['Papeterie Delaunay', 'papeterie-delaunay.fr'], ['Orbital Freight', 'orbitalfreight.nl'], ['Hollis Maritime', 'hollismaritime.com'], ['Bergamo Tessuti', 'bergamotessuti.it'],
  ['Quillon Software', 'quillon.io'], ['Maple & Vine Catering', 'maplevine.ca'], ['Solvanger Energi', 'solvanger.se'], ['Tecelagem Aurora', 'tecelagemaurora.com.br'], ['Kuzey Tekstil', 'kuzeytekstil.com.tr'],
  ['Wisła Meble', 'wislameble.pl'], ['Sakura Denki', 'sakura-denki.co.jp'], ['Hanbit Systems', 'hanbit-sys.co.kr'], ['Jinhua Trading', 'jinhua-trading.cn'], ['Al Noor Medical', 'alnoormedical.sa'],
  ['Ganga Fintech', 'gangafin.in'], ['Clinica San Rafael', 'clinicasanrafael.es'], ['Vandermeer Bouw', 'vandermeerbouw.nl'], ['Lumen Health', 'lumenhealth.org'], ['Copperleaf Payments', 'copperleafpay.com'],
];

/** A person's mailbox (personal or work). */
export function email(r, p, lang, org) {
  const g = p.latinGiven.toLowerCase().replace(/[^a-z]/g, ''), f = p.latinFamily.toLowerCase().replace(/[^a-z]/g, '');
  const local = r.pick([`${g}.${f}`, `${g[0]}.${f}`, `${f}${g[0]}`, `${g}_${f}${r.int(1, 99)}`, `${g}${f}`, `${g}.${f}${r.int(70, 99)}`, `${f}.${g}`, `${g}-${f}`]);
  const domain = org && r.chance(0.6) ? org[1] : r.pick(FREEMAIL[lang] ?? FREEMAIL.en);
  const v = `${local}@${domain}`;
  return lab('email', 'email_person', r.chance(0.06) ? v.replace(/^./, (c) => c.toUpperCase()) : v);
}

/** Shared mailbox of a company (support@, billing@): labelled, it is contact data of the organisation. */
export function roleEmail(r, org) {
  return lab('email', 'email_role', `${r.pick(['support', 'billing', 'hr', 'privacy', 'info', 'accounts', 'kontakt', 'service', 'careers', 'dpo', 'facturation', 'atendimento'])}@${org[1]}`);
}

const MONTHS = {
  en: split('January, February, March, April, May, June, July, August, September, October, November, December'),
  de: split('Januar, Februar, März, April, Mai, Juni, Juli, August, September, Oktober, November, Dezember'),
  fr: split('janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre, novembre, décembre'),
  es: split('enero, febrero, marzo, abril, mayo, junio, julio, agosto, septiembre, octubre, noviembre, diciembre'),
  pt: split('janeiro, fevereiro, março, abril, maio, junho, julho, agosto, setembro, outubro, novembro, dezembro'),
  it: split('gennaio, febbraio, marzo, aprile, maggio, giugno, luglio, agosto, settembre, ottobre, novembre, dicembre'),
  nl: split('januari, februari, maart, april, mei, juni, juli, augustus, september, oktober, november, december'),
  pl: split('stycznia, lutego, marca, kwietnia, maja, czerwca, lipca, sierpnia, września, października, listopada, grudnia'),
  sv: split('januari, februari, mars, april, maj, juni, juli, augusti, september, oktober, november, december'),
  tr: split('Ocak, Şubat, Mart, Nisan, Mayıs, Haziran, Temmuz, Ağustos, Eylül, Ekim, Kasım, Aralık'),
};

/** A calendar date {y, m, d}. */
export function dateIn(r, y0, y1) {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, m === 2 ? 28 : [4, 6, 9, 11].includes(m) ? 30 : 31);
  return { y, m, d };
}

/** Formats a date as a language writes it (several styles each). */
export function fmtDate(r, dt, lang, style) {
  const { y, m, d } = dt;
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const mon = MONTHS[lang] ?? MONTHS.en;
  const s = style ?? r.int(0, 3);
  if (s === 0) return iso;
  switch (lang) {
    case 'en': return [null, `${p2(m)}/${p2(d)}/${y}`, `${d} ${mon[m - 1]} ${y}`, `${mon[m - 1]} ${d}, ${y}`][s];
    case 'de': case 'pl': case 'tr': case 'fi': return [null, `${p2(d)}.${p2(m)}.${y}`, lang === 'de' ? `${d}. ${mon[m - 1]} ${y}` : `${d} ${mon[m - 1]} ${y}`, `${d}.${m}.${y}`][s];
    case 'fr': case 'es': case 'pt': case 'it': return [null, `${p2(d)}/${p2(m)}/${y}`, lang === 'es' || lang === 'pt' ? `${d} de ${mon[m - 1]} de ${y}` : `${d} ${mon[m - 1]} ${y}`, `${p2(d)}-${p2(m)}-${y}`][s];
    case 'nl': return [null, `${p2(d)}-${p2(m)}-${y}`, `${d} ${mon[m - 1]} ${y}`, `${p2(d)}/${p2(m)}/${y}`][s];
    case 'sv': return [null, `${y}${p2(m)}${p2(d)}`, `${d} ${mon[m - 1]} ${y}`, `${y}-${p2(m)}-${p2(d)}`][s];
    case 'ja': return [null, `${y}年${m}月${d}日`, `${y}/${p2(m)}/${p2(d)}`, `${y}.${m}.${d}`][s];
    case 'zh': return [null, `${y}年${m}月${d}日`, `${y}/${m}/${d}`, `${y}.${p2(m)}.${p2(d)}`][s];
    case 'ko': return [null, `${y}년 ${m}월 ${d}일`, `${y}.${p2(m)}.${p2(d)}`, `${y}. ${m}. ${d}.`][s];
    case 'ar': return [null, `${p2(d)}/${p2(m)}/${y}`, `${d}-${m}-${y}`, `${y}/${p2(m)}/${p2(d)}`][s];
    case 'hi': return [null, `${p2(d)}/${p2(m)}/${y}`, `${p2(d)}-${p2(m)}-${y}`, `${d} ${MONTHS.en[m - 1]} ${y}`][s];
    default: return iso;
  }
}

/** A birth date: a person's, and written as one. */
export function dobOf(r, lang) { return dateIn(r, 1942, 2006); }
export const dobLabel = (r, dt, lang, style) => lab('date_of_birth', 'dob', fmtDate(r, dt, lang, style));
