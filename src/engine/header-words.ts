// Column headers of exports and dumps are often terse identifiers: cust_nm, dob_dt, ph1, addrLine1.
// Context words are written as people write them ("name", "date of birth", "phone"), so a header
// is also read split at its identifier boundaries, with the abbreviations such schemas use spelt
// out. Only the words a header adds count: the header itself is read as it is, too.

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

/** The header as written, then its words split and spelt out: "cust_nm" → "cust_nm cust name customer name". */
export function readableHeader(header: string): string {
  if (!/[_.\-/]|[a-z][A-Z]|[A-Za-z][0-9]/.test(header)) return header;
  const words = header.split(BOUNDARY).filter((w) => w !== '');
  const spelt = words.map((w) => ABBREVIATIONS[w.toLowerCase()] ?? w);
  return `${header} ${words.join(' ')} ${spelt.join(' ')}`;
}
