// Hard negatives: look-alikes that must not be reported. Each returns [lead text, value, kind].
import { vinCheck } from './checks.mjs';
import { NOT_NAMES } from './people.mjs';
import { base58plain } from './checks.mjs';

const p2 = (n) => String(n).padStart(2, '0');
export const NEG = {
  not_phone: (r) => r.pick([
    () => ['Order no. ', `${r.int(30, 99)}${r.digits(8)}`], () => ['tracking ', `1Z${r.upper(3)}${r.digits(3)}${r.digits(10)}`], () => ['ts=', `17${r.digits(8)}`],
    () => ['ISBN ', `978-${r.int(1, 4)}-${r.digits(3)}-${r.digits(5)}-${r.int(0, 9)}`], () => ['Total: ', `${r.int(1, 99)} ${r.digits(3)} ${r.digits(3)},${r.digits(2)}`], () => ['Part # ', `${r.digits(3)}-${r.digits(4)}-${r.digits(3)}`],
    () => ['S/N ', `${r.digits(4)} ${r.digits(4)} ${r.digits(3)}`], () => ['Kundennummer ', `${r.digits(10)}`], () => ['GTIN ', `0${r.digits(13)}`], () => ['cust_id=', r.digits(11)],
  ])(),
  not_wallet: (r) => r.pick([
    () => ['commit ', r.hex(40)], () => ['sha256: ', r.hex(64)], () => ['tx ', `0x${r.hex(64)}`], () => ['request_id=', `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`],
    () => ['image digest sha256:', r.hex(64)], () => ['ipfs://', `Qm${base58plain(r.bytes(32)).slice(0, 44)}`], () => ['txid ', r.hex(64)], () => ['etag "', r.hex(32)], () => ['session ', r.b64url(32)],
  ])(),
  not_dob: (r, dateFmt) => r.pick([
    () => ['Invoice date: ', dateFmt([r.int(2024, 2026), r.int(1, 12), r.int(1, 28)])], () => ['valid until ', dateFmt([r.int(2027, 2034), r.int(1, 12), r.int(1, 28)])],
    () => ['appointment on ', dateFmt([2026, r.int(1, 12), r.int(1, 28)])], () => ['issued ', dateFmt([r.int(2016, 2025), r.int(1, 12), r.int(1, 28)])], () => ['shipped ', dateFmt([2025, r.int(1, 12), r.int(1, 28)])],
    () => ['contract start ', dateFmt([r.int(2019, 2026), r.int(1, 12), 1])], () => ['last login ', `${r.int(2025, 2026)}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}`],
  ])(),
  not_name: (r) => { const [k, v] = r.pick(NOT_NAMES); return [r.pick(['', 're: ', 'see ', 'at ']), v, `not_name_${k}`]; },
  not_document: (r) => r.pick([
    () => ['Invoice ', `INV-${r.int(2023, 2026)}-${r.digits(5)}`, 'invoice_number'], () => ['Booking ref (PNR) ', r.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6), 'pnr'],
    () => ['e-ticket ', `${r.pick(['220', '057', '125', '176'])}-${r.digits(10)}`, 'ticket_number'], () => ['Case ', `${r.int(1, 9)} O ${r.int(100, 999)}/${r.int(20, 26)}`, 'case_number'],
    () => ['Policy ', `POL-${r.upper(2)}-${r.digits(8)}`, 'policy_number'], () => ['VFS application ref ', `${r.upper(3)}/${r.digits(6)}/${r.digits(2)}`, 'visa_application_ref'],
    () => ['plate ', r.pick([`B-${r.upper(2)} ${r.int(100, 9999)}`, `${r.upper(2)}${r.digits(2)} ${r.upper(3)}`, `${r.digits(2)}-${r.upper(3)}-${r.int(1, 9)}`]), 'vehicle_plate'],
    () => { const v = r.pick(['WVW', 'WBA', '1HG', 'JTD', 'VF1']) + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 5) + '0' + r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 2) + r.digits(6); const vin = v.slice(0, 8) + vinCheck(v) + v.slice(9); return ['VIN ', vin, 'vin']; },
    () => ['Ticket #', `${r.upper(3)}-${r.int(1000, 99999)}`, 'support_ticket'], () => ['Sendungsnr. ', r.digits(12), 'parcel_number'], () => ['Claim ', `CLM${r.digits(9)}`, 'claim_number'],
  ])(),
  placeholder: (r) => r.pick([
    () => ['e.g. ', '4111 1111 1111 1111', 'test_card'], () => ['example key ', 'AKIAIOSFODNN7EXAMPLE', 'documented_example'], () => ['API_KEY=', 'your-api-key-here', 'placeholder'],
    () => ['password: ', '<YOUR_PASSWORD>', 'placeholder'], () => ['DB_PASSWORD=', '${DB_PASSWORD}', 'placeholder'], () => ['SSN format ', '000-00-0000', 'placeholder'],
    () => ['sample IBAN ', 'DE89 3704 0044 0532 0130 00', 'documented_example'], () => ['contact ', 'user@example.com', 'placeholder'], () => ['token: ', 'xxxxxxxxxxxxxxxxxxxx', 'placeholder'],
    () => ['secret=', 'changeme-in-production', 'placeholder'], () => ['aws_secret_access_key = ', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'documented_example'],
    () => ['test card ', '5555 5555 5555 4444', 'test_card'], () => ['Stripe test key ', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'documented_example'], () => ['phone ', '+1 555 0100', 'placeholder'], () => ['jwt ', 'eyJhbGciOiJIUzI1NiJ9.<payload>.<signature>', 'placeholder'],
  ])(),
  masked: (r) => r.pick([
    () => ['card ending ', `****${r.digits(4)}`], () => ['SSN ', `XXX-XX-${r.digits(4)}`], () => ['IBAN ', `${r.pick(['DE', 'FR', 'NL'])}** **** **** **** **${r.digits(2)} ${r.digits(2)}`],
    () => ['tel. ', `+${r.int(30, 49)} *** *** ${r.digits(2)}`], () => ['mail ', `${r.lower(1)}****@${r.pick(['gmail.com', 'web.de', 'orange.fr'])}`], () => ['pw ', '••••••••'],
    () => ['card ', `${r.digits(4)} **** **** ${r.digits(4)}`], () => ['key ', `sk_live_****${r.alnum(4)}`], () => ['passport ', `*****${r.digits(4)}`], () => ['acct ', `xxxxxx${r.digits(4)}`],
  ])(),
};
export const NEG_KINDS = Object.keys(NEG);
/** The names forms print as a filling example, per language, with the word for "e.g.". */
const EXAMPLE_NAMES = {
  en: ['e.g.', ['John Doe', 'Jane Doe', 'John Q. Public', 'Joe Bloggs']], de: ['z. B.', ['Max Mustermann', 'Erika Mustermann']], fr: ['ex. :', ['Jean Dupont', 'Marie Dupont']],
  es: ['p. ej.', ['Juan Pérez', 'Fulano de Tal']], pt: ['ex.:', ['Fulano de Tal', 'João da Silva']], it: ['es.', ['Mario Rossi']], nl: ['bijv.', ['Jan Jansen', 'Piet Pietersen']],
  pl: ['np.', ['Jan Kowalski', 'Anna Nowak']], sv: ['t.ex.', ['Sven Svensson', 'Anna Andersson']], ja: ['例：', ['山田太郎', '山田花子']], zh: ['例：', ['张三', '李四']],
  ko: ['예:', ['홍길동']], ar: ['مثال:', ['فلان الفلاني']], hi: ['उदा.', ['राम कुमार']], tr: ['örn.', ['Ahmet Yılmaz']], ru: ['напр.', ['Иванов Иван Иванович']],
};
/** A filling hint such as "(z. B. Max Mustermann)": a documented example, not a person. */
export function writeExampleName(d) {
  const [eg, names] = EXAMPLE_NAMES[d.lang];
  d.t(` (${eg} `); d.n('placeholder:example_name', d.r.pick(names)); d.t(')');
}
/** A place or firm where a meeting happens: capitalised, not a person. */
export function writePlace(d) {
  const [k, v] = d.r.pick(NOT_NAMES.filter(([kind]) => ['place', 'company', 'street'].includes(kind)));
  d.n(`not_name:${k}`, v);
}
/** Writes one negative with its lead-in; `dateFmt` renders dates in the document's language. */
export function writeNeg(d, group, dateFmt, withLead = true) {
  const [lead, value, kind] = NEG[group](d.r, dateFmt);
  if (withLead) d.t(lead);
  d.n(kind ? `${group}:${kind.replace(/^not_name_/, '')}` : group, value);
  if (withLead && lead.endsWith('"')) d.t('"');
}
