// Column headers of exports and dumps are often terse identifiers: cust_nm, dob_dt, ph1, addrLine1.
// Context words are written as people write them ("name", "date of birth", "phone"), so a header
// is also read split at its identifier boundaries, with the abbreviations such schemas use spelt
// out. The header itself is read as it is, too.

/** Abbreviations of column names in database schemas, CRM and ERP exports. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  nm: 'name',
  nme: 'name',
  fnm: 'first name',
  lnm: 'last name',
  fname: 'first name',
  lname: 'last name',
  gname: 'given name',
  sname: 'surname',
  dt: 'date',
  dte: 'date',
  bdate: 'birth date',
  bdt: 'birth date',
  bday: 'birthday',
  dob: 'date of birth',
  ph: 'phone',
  phn: 'phone',
  phon: 'phone',
  mob: 'mobile',
  addr: 'address',
  adr: 'address',
  cust: 'customer',
  usr: 'user',
  emp: 'employee',
  acct: 'account',
  eml: 'email',
  pp: 'passport',
  ppt: 'passport',
};

const BOUNDARY = /[_.\-\s/]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/;
/** Trailing words that qualify a column without changing what it holds: ph1, dob_dt, email_str. */
const QUALIFIER = /^(?:[0-9]{1,2}|dt|dte|val|value|str|txt|raw|iso|utc)$/i;

/**
 * The header as written, then spelt out. A trailing qualifier (a number, dt, val, …) is dropped and
 * abbreviations are spelt out; the words are joined as the header joined them ("cust_nm" →
 * "customer_name"), so a compound keeps meaning what it means ("passport_expiry" is no passport
 * column, "product_nm" no person's name). A header that is one word once qualifiers are dropped
 * is also read as that word in full ("dob_dt" → "date of birth", "ph1" → "phone").
 */
export function readableHeader(header: string): string {
  let readable = read.get(header);
  if (readable === undefined) {
    if (read.size >= MAX_REMEMBERED) read.clear();
    read.set(header, (readable = spellOut(header)));
  }
  return readable;
}

/** Headers are few and asked about once per match in their column: each is spelt out once. */
const read = new Map<string, string>();
const MAX_REMEMBERED = 4_096;

function spellOut(header: string): string {
  if (!/[_.\-/]|[a-z][A-Z]|[A-Za-z][0-9]/.test(header) && ABBREVIATIONS[header.toLowerCase()] === undefined) return header;
  const words = header.split(BOUNDARY).filter((w) => w !== '');
  while (words.length > 1 && QUALIFIER.test(words[words.length - 1]!)) words.pop();
  const spelt = words.map((w) => ABBREVIATIONS[w.toLowerCase()] ?? w);
  const joined = spelt.join('_');
  // A header offering alternatives ("iban_or_account", "email_or_phone") holds either: each
  // alternative is read as a column name of its own too.
  const alternatives = spelt.length > 2 && spelt.some((w, i) => i > 0 && i < spelt.length - 1 && /^or$/i.test(w)) ? alternativesOf(spelt) : '';
  if (spelt.length > 1) return `${header} ${joined.replaceAll(' ', '_')}${alternatives}`;
  return joined.includes(' ') ? `${header} ${joined} ${joined.replaceAll(' ', '_')}` : `${header} ${joined}`;
}

/** " a_b c" for the words ["a", "b", "or", "c"]: the alternatives a header joins with "or". */
function alternativesOf(words: readonly string[]): string {
  const out: string[] = [];
  let part: string[] = [];
  for (const w of [...words, 'or']) {
    if (/^or$/i.test(w)) {
      if (part.length) out.push(part.join('_').replaceAll(' ', '_'));
      part = [];
    } else part.push(w);
  }
  return out.length > 1 ? ` ${out.join(' ')}` : '';
}
