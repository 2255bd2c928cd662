// Amounts and counts written with thousands separators ("612 345 678 EUR", "Population: 912.345.678")
// have the digit groups of a 3-3-3 phone number. Such a value is a quantity when a currency or a
// unit follows it, or a currency or an amount/quantity label precedes it on its line. Amounts
// outnumber phone numbers in that shape many times over (salaries, charges, payroll columns), so
// without a phone word before it on its line, an e-mail address earlier on its line (a contact
// record) or a line of its own under a line without digits (a signature), it is a quantity too.

/** 1-3 digits, then groups of exactly three joined by one repeated separator. */
const THOUSANDS = /^[1-9][0-9]{0,2}([ \u00a0\u202f.,'])[0-9]{3}(?:\1[0-9]{3})+$/;

const CURRENCY_SYMBOL = '€$£¥₹₽₺₩₪₫₴฿';
const CURRENCY_CODE =
  'eur|usd|gbp|chf|jpy|cny|rmb|inr|brl|mxn|pln|sek|nok|dkk|czk|huf|try|rub|zar|aud|cad|nzd|vnd|idr|krw|ngn|kes|fcfa|xof|xaf|cop|clp|ars|pen|uah|aed|sar|egp|thb|php|myr|sgd|hkd|twd|ils|ron|bgn';
const UNIT =
  // money words
  'euros?|dollars?|pesos?|reais|reals?|rupees?|yen|yuan|won|zł|zl|złotych|kr|kč|ft|lei|lira|' +
  // sizes and durations
  'bytes?|b|kb|mb|gb|tb|kib|mib|gib|ms|ns|µs|us|sec|secs|seconds?|' +
  // counts
  'rows?|records?|items?|entries|users?|visitors?|views?|downloads?|requests?|reqs?|events?|messages?|msgs?|tokens?|units?|pcs|pieces?|points?|pts|punkte|' +
  'votes?|followers?|subscribers?|copies|shares?|stück|sztuk|unidades|pièces|' +
  'inhabitants|people|persons|residents|habitants|habitantes|abitanti|einwohner|mieszkańców|' +
  // measures
  'km|kg|t|tons?|tonnes?|m2|m²|ha|kwh|mwh|l|litres?|liters?';
const AMOUNT_LABEL =
  'amount|total|subtotal|sum|cost|costs|price|balance|revenue|sales|turnover|budget|salary|income|profit|loss|population|quantity|qty|volume|' +
  'betrag|summe|gesamt|preis|kontostand|umsatz|montant|prix|solde|importe|precio|saldo|monto|valor|quantia|importo|prezzo|kwota|suma|cena|' +
  'bedrag|totaal|prijs|belopp|summa|tutar|fiyat|toplam|金额|金額|合計|총액|금액|المبلغ';

const UNIT_AFTER = new RegExp(`^[ \\u00a0\\u202f]?(?:[${CURRENCY_SYMBOL}%]|(?:${CURRENCY_CODE}|${UNIT})(?![\\p{L}\\p{N}]))`, 'iu');
const CURRENCY_BEFORE = new RegExp(`(?:[${CURRENCY_SYMBOL}]|(?<![\\p{L}])(?:${CURRENCY_CODE}))[ \\u00a0\\u202f]?$`, 'iu');
const LABEL_BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${AMOUNT_LABEL})[\\p{L}_]{0,12}["']?[ \\t]*[:=]?[ \\t]*["']?[ \\t]*$`, 'iu');

/**
 * Words that introduce a phone number, in the product's languages (stems): the call verbs in any
 * person (Spanish llame/llámeme/llámame, Polish dzwonić/dzwoni/zadzwoń), reach (bereikbaar, når mig).
 */
const PHONE_WORD =
  /(?:phone|tel[ée]?f|tel\b|tél|mobil|móvil|movil|cell|fax|handy|whatsapp|signal|sms|call|ring|reach|contact|kontakt|contato|contatto|contacto|ll[aá]m|lig(?:ar|ue|ou)|chiam|appel|joindre|bel(?:len)?\b|bereik|dzwo|dzwoń|n[åa]r? m[ie]g|nås|numer|nummer|número|numero|puhelin|soita|iletişim|ulaş|電話|携帯|連絡|전화|휴대|연락|电话|手机|联系|телефон|звон|هاتف|جوال|फ़ोन|फोन)/iu;
/** A form's column label for a phone number, on a line of labels (no digits) above the value. */
const PHONE_COLUMN = /(?<![\p{L}])(?:phone|telephone|telefon|telefone|teléfono|telefono|téléphone|tel|mobile|mobil|móvil|celular|cellulare|handy|電話|전화|电话|手机|телефон|هاتف)(?![\p{L}])/iu;
const EMAIL_BEFORE = /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+\.[\p{L}]{2,}/u;

/** Whether the digits at [start, end) are an amount or a count rather than a phone number. */
export function isQuantity(text: string, start: number, end: number): boolean {
  if (!THOUSANDS.test(text.slice(start, end))) return false;
  if (UNIT_AFTER.test(text.slice(end, end + 16))) return true;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(Math.max(lineStart, start - 40), start);
  if (CURRENCY_BEFORE.test(before) || LABEL_BEFORE.test(before)) return true;
  return !phoneEvidence(text, lineStart, start, end);
}

/**
 * A phone word or an e-mail address before the value on its line, a phone label on a line of
 * labels above it (a form's columns), or the value alone on a line under a line without digits.
 */
function phoneEvidence(text: string, lineStart: number, start: number, end: number): boolean {
  const line = text.slice(Math.max(lineStart, start - 80), start);
  if (PHONE_WORD.test(line) || EMAIL_BEFORE.test(line)) return true;
  if (lineStart === 0) return false;
  // A form's column label on the line above ("Telefone            E-mail").
  const previous = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  if (!/[0-9]/.test(previous) && PHONE_COLUMN.test(previous)) return true;
  const lineEnd = text.indexOf('\n', end);
  const alone = text.slice(lineStart, start).trim() === '' && text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() === '';
  return alone && previous.trim() !== '' && !/[0-9]/.test(previous);
}
