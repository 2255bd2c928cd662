// Words naming a value, in the pack languages, for the readers that would otherwise take ordinary
// figures for a value: the revealed view's readers ask for a value's name near a run of digits
// (hasValueLabelNear); the unformatted view joins cells or column lines only under a label that
// ends in one (VALUE_LABEL, COLUMN_LABEL), so `Card payments` heads figures, `Card number` a value.

const VALUE_NAME =
  /(?<![\p{L}\p{N}])(?:card|cc|pan|cvv|karte|kartennummer|kreditkarte|carte|tarjeta|cart[aã]o|carta|kaart|iban|account|acct|konto|kontonummer|compte|cuenta|conto|rekening|token|api[\s_-]?key|access[\s_-]?key|secret|password|passwort|mot de passe|contrase[ñn]a|senha|passport|reisepass|passeport|pasaporte|passaporto|ssn|social security|national id|id number|personalausweis|ausweis|tax id|steuer-?id|nif|dni|bsn|pesel|personnummer|codice fiscale|national insurance|cpf|ausweisnummer|passnummer|reisepassnummer|паспорт\p{L}*|снилс|инн|هوية|الهوية|جواز|بطاقة|حساب|身份证|护照|卡号|マイナンバー|パスポート|旅券|여권|주민등록번호|카드번호|계좌|비밀번호|银行卡|账号|帳號|口座|カード|密码|パスワード|карт[аы]|счёт|счет|пароль)(?![\p{L}\p{N}])/iu;

/** How far before a value its label may stand, on the value's line or the one above. */
const LOOKBACK = 80;

/** Whether a word naming a value stands on the line of [start, end) or just before it. */
export function hasValueLabelNear(text: string, start: number, end: number): boolean {
  const lineEnd = text.indexOf('\n', end);
  const from = Math.max(0, start - LOOKBACK);
  return VALUE_NAME.test(text.slice(from, lineEnd < 0 ? text.length : lineEnd));
}

/**
 * A label naming the value itself, in the languages of the packs: `Card number`, `IBAN`, `Token`,
 * `Kontonummer`, `Date of birth`. It must end the label (`Card number:`, `IBAN (EUR)` too), so a
 * category word before a business noun (`Card payments`, `Mobile sales`, `Account balance`) is a
 * row of figures, not a value.
 */
const VALUE_NAMES = [
  'card (?:number|no|nr|num)', 'credit card', 'cc(?: number| no)?', 'pan', 'kartennummer', 'kreditkarte(?:nnummer)?',
  'num[ée]ro de (?:la )?carte', 'n° de carte', 'n[úu]mero de (?:la )?tarjeta', 'n[úu]mero do cart[ãa]o', 'numero (?:di |della )?carta', 'kaartnummer',
  'iban', 'bic', 'swift(?: code)?', 'account (?:number|no|nr|num)', 'acct (?:number|no)', 'kontonummer', 'konto-?nr',
  'num[ée]ro de compte', 'n[úu]mero de (?:la )?cuenta', 'numero (?:di )?conto', 'rekeningnummer',
  'token', 'api[ _-]?key', 'access[ _-]?key', 'secret(?:[ _-]?key)?', 'private[ _-]?key', 'ssh[ _-]?key',
  'password', 'passwort', 'kennwort', 'mot de passe', 'contrase[ñn]a', 'senha', 'wachtwoord',
  'passport(?: number| no)?', 'reisepass(?:nummer)?', 'passeport', 'pasaporte', 'passaporto', 'paspoort',
  'ssn', 'social security number', 'national id(?: number)?', 'id number', 'personalausweis(?:nummer)?', 'ausweisnummer',
  'tax id', 'steuer-?id', 'steuernummer', 'nif', 'dni', 'bsn', 'pesel', 'personnummer', 'fødselsnummer', 'henkilötunnus',
  'codice fiscale', 'national insurance number', 'ni number', 'sozialversicherungsnummer', 'cpf',
  'connection string', 'dsn', 'database url', 'jdbc url',
  'e-?mail(?: address)?', 'correo(?: electr[óo]nico)?', 'courriel',
  'phone (?:number|no|nr)', 'telephone number', 'tel\\.? ?(?:no|nr)', 'telefonnummer', 'mobile (?:number|no)', 'handynummer',
  'num[ée]ro de t[ée]l[ée]phone', 'n[úu]mero de tel[ée]fono', 'n[úu]mero de telefone', 'numero di telefono', 'telefoonnummer',
  'ip address', 'ip-adresse', 'adresse ip', 'direcci[óo]n ip',
  'date of birth', 'dob', 'birth ?date', 'geburtsdatum', 'date de naissance', 'fecha de nacimiento', 'data de nascimento',
  'data di nascita', 'geboortedatum', '(?:wallet|bitcoin|btc|eth|ethereum) address', 'wallet',
  // A bare noun names the value when it is the whole label (`| Phone | … |`), not before another noun.
  'card', 'karte', 'carte', 'tarjeta', 'carta', 'cart[ãa]o', 'kaart', 'account', 'konto', 'compte', 'cuenta', 'conto', 'rekening',
  'phone', 'telephone', 'tel', 'telefon', 't[ée]l[ée]phone', 'tel[ée]fono', 'telefone', 'mobile', 'handy', 'm[óo]vil',
  'ip(?:[ -]?(?:address|adress|adresse|adres|adresi|osoite|indirizzo))?', 'indirizzo ip', 'endere[çc]o ip', 'عنوان ip',
].join('|');
export const VALUE_LABEL = new RegExp(`(?:^|[^\\p{L}])(?:${VALUE_NAMES})\\.?\\s*(?:\\([^()]{0,20}\\))?\\s*[:#]?\\s*$`, 'iu');
/**
 * A column line that starts with a value's label, then the value's first token. Secrets may be
 * plain words; any other value's first token has a figure or sign (`Card transactions 4114` is a
 * heading, `Card 4114` a value).
 */
export const COLUMN_LABEL = new RegExp(`^(?:${VALUE_NAMES})\\.?\\s*[:#]?\\s+(\\S+)`, 'iu');
export const SECRET_LABEL = /^(?:token|api[ _-]?key|access[ _-]?key|secret|private|ssh|password|passwort|kennwort|mot de passe|contrase|senha|wachtwoord)/iu;
