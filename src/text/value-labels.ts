// Words naming a value that is written as one token or one run of digits (card number, IBAN,
// account number, token, key, password, ID number), in the pack languages. Readers that would
// otherwise take ordinary lists of numbers for a hidden value ask for one of these nearby.

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
