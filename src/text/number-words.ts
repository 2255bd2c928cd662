// The words people say for single digits, and for the '@' and '.' of an e-mail address, in the
// languages the service reads. A closed class per language: a speech-to-text transcript writes a
// card or phone number as "four one five …" and an address as "name at host dot com", and the
// revealed view (reveal.ts) reads them back as "415…" and "name@host.com". Words that are
// ambiguous with common prose ("a", "to") are left out; a run of digit words has to be long before
// it is read as a number at all.

/** Digit words by language, each list indexed by the digit's value (alternatives share the index). */
const DIGIT_WORDS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  en: [['zero', 'oh', 'nought'], ['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine']],
  de: [['null'], ['eins'], ['zwei', 'zwo'], ['drei'], ['vier'], ['fünf', 'fuenf'], ['sechs'], ['sieben'], ['acht'], ['neun']],
  fr: [['zéro', 'zero'], ['un', 'une'], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], ['neuf']],
  es: [['cero'], ['uno', 'una'], ['dos'], ['tres'], ['cuatro'], ['cinco'], ['seis'], ['siete'], ['ocho'], ['nueve']],
  it: [['zero'], ['uno', 'una'], ['due'], ['tre'], ['quattro'], ['cinque'], ['sei'], ['sette'], ['otto'], ['nove']],
  pt: [['zero'], ['um', 'uma'], ['dois', 'duas'], ['três', 'tres'], ['quatro'], ['cinco'], ['seis', 'meia'], ['sete'], ['oito'], ['nove']],
  nl: [['nul'], ['een', 'één'], ['twee'], ['drie'], ['vier'], ['vijf'], ['zes'], ['zeven'], ['acht'], ['negen']],
  sv: [['noll'], ['ett', 'en'], ['två'], ['tre'], ['fyra'], ['fem'], ['sex'], ['sju'], ['åtta'], ['nio']],
  fi: [['nolla'], ['yksi'], ['kaksi'], ['kolme'], ['neljä'], ['viisi'], ['kuusi'], ['seitsemän'], ['kahdeksan'], ['yhdeksän']],
  pl: [['zero'], ['jeden', 'jedna'], ['dwa', 'dwie'], ['trzy'], ['cztery'], ['pięć'], ['sześć'], ['siedem'], ['osiem'], ['dziewięć']],
  cs: [['nula'], ['jedna', 'jeden'], ['dva', 'dvě'], ['tři'], ['čtyři'], ['pět'], ['šest'], ['sedm'], ['osm'], ['devět']],
  ru: [['ноль', 'нуль'], ['один', 'одна'], ['два', 'две'], ['три'], ['четыре'], ['пять'], ['шесть'], ['семь'], ['восемь'], ['девять']],
  uk: [['нуль'], ['один', 'одна'], ['два', 'дві'], ['три'], ['чотири'], ["п'ять", 'пʼять'], ['шість'], ['сім'], ['вісім'], ["дев'ять", 'девʼять']],
  tr: [['sıfır'], ['bir'], ['iki'], ['üç'], ['dört'], ['beş'], ['altı'], ['yedi'], ['sekiz'], ['dokuz']],
  hi: [['शून्य'], ['एक'], ['दो'], ['तीन'], ['चार'], ['पांच', 'पाँच'], ['छह', 'छः'], ['सात'], ['आठ'], ['नौ']],
  ar: [['صفر'], ['واحد'], ['اثنان', 'اثنين'], ['ثلاثة'], ['أربعة', 'اربعة'], ['خمسة'], ['ستة'], ['سبعة'], ['ثمانية'], ['تسعة']],
  ko: [['공', '영'], ['일'], ['이'], ['삼'], ['사'], ['오'], ['육', '륙'], ['칠'], ['팔'], ['구']],
  ja: [['ゼロ', 'れい'], ['いち'], ['に'], ['さん'], ['よん'], ['ご'], ['ろく'], ['なな'], ['はち'], ['きゅう']],
};

/**
 * Han digits, read one character at a time and needing no space between them (Chinese and
 * Japanese write a number digit by digit: 〇九〇, 幺三八 for a spoken 1).
 */
export const HAN_DIGITS: ReadonlyMap<string, string> = new Map([
  ['〇', '0'], ['零', '0'], ['一', '1'], ['幺', '1'], ['二', '2'], ['两', '2'], ['三', '3'], ['四', '4'],
  ['五', '5'], ['六', '6'], ['七', '7'], ['八', '8'], ['九', '9'],
]);

/** Words that repeat the digit word after them ("double seven" is 77). */
export const REPEAT_WORDS: ReadonlyMap<string, number> = new Map([
  ['double', 2], ['triple', 3],
]);

/** Words for the '+' before a country code. */
export const PLUS_WORDS: ReadonlySet<string> = new Set(['plus', 'più', 'mais', 'плюс', 'artı', 'प्लस', '플러스', 'プラス', '加']);

/** Every digit word, lower-cased, with its digit. */
export const DIGIT_WORD_VALUES: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const words of Object.values(DIGIT_WORDS)) {
    words.forEach((alternatives, digit) => {
      for (const w of alternatives) if (!out.has(w)) out.set(w, String(digit));
    });
  }
  return out;
})();

/**
 * The words said for '@' in an e-mail address (lower-case). Words that are also an ordinary
 * conjunction of their language are left out (French says "arobase", never "et", for '@').
 */
export const AT_WORDS: readonly string[] = [
  'at', 'at the rate', 'at the rate of', 'snabel-a', 'snabela', 'arroba', 'arobase', 'chiocciola', 'apenstaartje', 'apestaart',
  'ät', 'klammeraffe', 'собака', 'małpa', 'malpa', 'zavináč', 'zavinac', 'kukac', 'miukumauku', 'アット', 'アットマーク',
  '艾特', '골뱅이', '앳', 'एट', 'ऐट', 'آت',
];

/** The words said for '.' in an e-mail address or a domain (lower-case). */
export const DOT_WORDS: readonly string[] = [
  'dot', 'punkt', 'punto', 'point', 'ponto', 'punt', 'piste', 'tečka', 'tecka', 'kropka', 'точка', 'nokta', 'pont', 'prikk',
  'ドット', '点', '點', '닷', '점', 'डॉट', 'डाट', 'نقطة',
];

/** The words said for '_' inside an e-mail address (lower-case). */
export const UNDERSCORE_WORDS: readonly string[] = ['underscore', 'unterstrich', 'understreck', 'alaviiva', 'подчеркивание', 'подчёркивание'];

/**
 * Words said for '@' that are also an ordinary conjunction of another language (Turkish says "et"
 * for '@', French writes "et" for "and"): read only right after an e-mail cue, whatever the local part.
 */
export const CUE_ONLY_AT_WORDS: readonly string[] = ['et'];

/**
 * Words and phrases naming an e-mail address, or asking to write to one (lower-case), said right
 * before an address whose local part is a single word ("my email is kim at …").
 */
export const EMAIL_CUE_WORDS: readonly string[] = [
  'email', 'e-mail', 'mail', 'address', 'write to', 'write me at', 'reach me at', 'email me at', 'mail to',
  'adresse', 'schreiben sie an', 'schreib mir an', 'schreib an', 'courriel', 'écrivez à', 'écris à',
  'correo', 'dirección', 'escríbeme a', 'escribe a', 'endereço', 'escreva para', 'indirizzo', 'scrivi a', 'scrivimi a',
  'mejl', 'e-post', 'skriv till', 'sähköposti', 'adres', 'mail naar', 'napisz na', 'e-posta', 'e-postam', 'e-posta adresim', 'mailim',
  'почта', 'адрес', 'напишите на', 'напиши на', 'пишите на', 'ईमेल', 'البريد', 'الإيميل', 'إيميلي',
  '메일', '이메일', '메일 주소', 'メール', 'メアド', '邮箱', '郵件', '電郵',
];

/** The verb or particle that may stand between such a word and the address ("email is", "Mail ist", "メールは"). */
export const CUE_VERBS: readonly string[] = ['is', 'ist', 'es', 'est', 'é', 'è', 'är', 'er', 'jest', 'on', 'は', '은', '는'];
