import { LANG_A, F_KEYS, T_KEYS, S_KEYS } from './lang_a.mjs';
import { LANG_B } from './lang_b.mjs';
// extra field labels: card number, crypto wallet address
const EXTRA = {
  en: ['Card number', 'Wallet address'], de: ['Kartennummer', 'Wallet-Adresse'], fr: ['Numéro de carte', 'Adresse du portefeuille'], es: ['Número de tarjeta', 'Dirección del monedero'],
  pt: ['Número do cartão', 'Endereço da carteira'], it: ['Numero carta', 'Indirizzo wallet'], nl: ['Kaartnummer', 'Walletadres'], pl: ['Numer karty', 'Adres portfela'],
  sv: ['Kortnummer', 'Plånboksadress'], nb: ['Kortnummer', 'Lommebokadresse'], da: ['Kortnummer', 'Wallet-adresse'], fi: ['Kortin numero', 'Lompakon osoite'],
  cs: ['Číslo karty', 'Adresa peněženky'], ro: ['Număr card', 'Adresa portofelului'], hu: ['Kártyaszám', 'Tárcacím'], tr: ['Kart numarası', 'Cüzdan adresi'],
  vi: ['Số thẻ', 'Địa chỉ ví'], id: ['Nomor kartu', 'Alamat dompet'], el: ['Αριθμός κάρτας', 'Διεύθυνση πορτοφολιού'], ru: ['Номер карты', 'Адрес кошелька'],
  uk: ['Номер картки', 'Адреса гаманця'], ar: ['رقم البطاقة', 'عنوان المحفظة'], he: ['מספר כרטיס', 'כתובת ארנק'], hi: ['कार्ड नंबर', 'वॉलेट पता'],
  th: ['หมายเลขบัตร', 'ที่อยู่กระเป๋าเงินคริปโต'], zh: ['卡号', '钱包地址'], ja: ['カード番号', 'ウォレットアドレス'], ko: ['카드 번호', '지갑 주소'],
};
export const LANG = {};
for (const [k, v] of Object.entries({ ...LANG_A, ...LANG_B })) {
  const F = {}, T = {}, S = {};
  v.F.split('|').forEach((x, i) => (F[F_KEYS[i]] = x));
  v.T.split('|').forEach((x, i) => (T[T_KEYS[i]] = x));
  v.S.split('\n').forEach((x, i) => (S[S_KEYS[i]] = x));
  [F.card, F.wallet] = EXTRA[k];
  LANG[k] = { F, T, S, M: v.M.split(' ') };
}
