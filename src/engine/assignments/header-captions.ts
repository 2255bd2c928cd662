// Whether a table's first line is a header of column names. Exports name columns by identifiers
// (cust_nm, passport_no) or by the captions people print over them: "Account no.", "Numéro
// d'identité", "Cartão de Cidadão n.º", "رقم الحساب". A caption is a few words of letters and the
// punctuation captions carry (abbreviation points, apostrophes, "n.º", "#", slashes, brackets),
// never a value: no run of three digits, no symbol values carry, no sentence.

/** One column name: a letter or underscore first, then up to five words of letters, digits and caption punctuation. */
const CAPTION = /^[\p{L}_][\p{L}\p{M}\p{N}_.'’\/#ºª°()&-]{0,63}(?:[ \u00a0][\p{L}\p{M}\p{N}_.'’\/#ºª°()&-]{1,40}){0,4}$/u;
/** A run of three digits is part of a value (a year, a number), not of a column's name. */
const VALUE_DIGITS = /[0-9]{3}/;
const MAX_CAPTION = 64;

/** Whether `cell` (trimmed, its enclosing double quotes removed) reads as a column name. */
export function isColumnCaption(cell: string): boolean {
  return cell.length > 0 && cell.length <= MAX_CAPTION && CAPTION.test(cell) && !VALUE_DIGITS.test(cell);
}

/**
 * The column names of a header line split at `delimiter`, trimmed and unquoted, when there are
 * `min` to 32 of them and every one is a column name; otherwise undefined. Prose split at its
 * commas or semicolons is told apart by its spacing: a sentence puts a blank after each comma
 * ("Hello, I wrote to you, and again today"), an export writes its captions flush against the
 * delimiter ("acct,Nome,Cartão de Cidadão n.º"). So with a comma or semicolon, a caption of several
 * words counts only in a line without a blank beside a delimiter. At least one name is a single
 * word, too: a line of nothing but clauses is no header.
 */
export function headerCaptions(line: string, delimiter: string, min = 3): string[] | undefined {
  const names = line.split(delimiter).map((n) => n.trim().replace(/^"(.*)"$/s, '$1').trim());
  if (names.length < min || names.length > 32) return undefined;
  if (!names.every(isColumnCaption)) return undefined;
  const worded = names.filter((n) => /\s/.test(n)).length;
  if (worded === names.length) return undefined;
  if (worded > 0 && (delimiter === ',' || delimiter === ';') && spacedDelimiter(line, delimiter)) return undefined;
  return names;
}

/** Whether a blank stands right before or after one of the line's delimiters. */
function spacedDelimiter(line: string, delimiter: string): boolean {
  for (let i = line.indexOf(delimiter); i >= 0; i = line.indexOf(delimiter, i + 1)) {
    if (/[ \t\u00a0]/.test(line[i - 1] ?? '') || /[ \t\u00a0]/.test(line[i + 1] ?? '')) return true;
  }
  return false;
}
