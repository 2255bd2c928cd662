// `phone-numbers`: telephone numbers in running text, without a nearby word such as "call".
// One linear pass collects runs of digits and in-number punctuation; each run is then checked by
// libphonenumber (the "max" metadata, which knows every region's number ranges):
//   - "+CC …" and "00CC …" numbers must be valid for the region their calling code names — every
//     region the library supports;
//   - numbers written nationally must be valid for one of params.regions AND be grouped the way
//     people write numbers there (the digit groups agree with the library's national format), so
//     a date, an amount or an order number that happens to be a valid number is not one.
// Context the library cannot judge is checked here: a value glued to letters (an id inside a log
// token), an identifier key before it (`order_id=`, `requestId:`), dates, times, dotted quads,
// amounts and counts written with thousands separators (phone-quantities.ts), and codes keyed in
// on a keypad (a conference PIN closed with "#"). Freephone,
// premium-rate, shared-cost and universal-access numbers are an organisation's lines, not a
// person's, and are left out (validators/phone-line-type.ts). So is a number in a range the
// regulator reserves for fiction and documentation (NANP 555-01xx, Ofcom's drama numbers, ACMA's
// fictitious numbers: validators/phone-fictional.ts), in whatever form it is written.

import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type NumberType, type PhoneNumber } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import type { Finder, FinderSpan, ScanMemo } from './finder.js';
import { isQuantity } from './phone-quantities.js';
import { DIGIT_WORD_VALUES } from '../../text/number-words.js';
import { isFictionalNumber, writtenAsFictional } from '../validators/phone-fictional.js';
import { endsInCountingFiller, isOrganisationType, isPlaceholderNumber } from '../validators/phone-line-type.js';
import { writtenAsPersonalId } from '../validators/phone-id-shapes.js';
import { escapeRegex, longestFirst } from '../../text/regex-source.js';
import { labelAbove, lineBefore } from '../label-above.js';
import { inItemNumberColumn } from './phone-table-header.js';

/** Regions tried for nationally written numbers when the rule names none. */
export const DEFAULT_REGIONS: readonly CountryCode[] = [
  'US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'IN', 'ZA', 'NG', 'DE', 'AT', 'CH', 'FR', 'BE', 'LU', 'NL', 'ES', 'MX', 'AR', 'CO', 'CL',
  'PE', 'IT', 'PT', 'BR', 'RU', 'UA', 'KZ', 'PL', 'SE', 'NO', 'DK', 'FI', 'TR', 'JP', 'KR', 'CN', 'TW', 'HK', 'SG', 'SA', 'AE',
  'EG', 'MA', 'IL', 'PK',
];

const MIN_DIGITS = 7;
/** Nationally written numbers shorter than this are local numbers, status codes and sizes. */
const MIN_NATIONAL_DIGITS = 8;
const MAX_DIGITS = 17;
/** Runs with more groups than this are tables of numbers, not a phone number. */
const MAX_GROUPS = 8;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

interface Group {
  start: number;
  end: number;
}

const WORDISH = /[\p{L}\p{N}_#@$€£¥%&*\\]/u;
/** Scripts written without spaces: a number may touch their letters ("携帯は090-…です"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
// Day and month parts in calendar range: "04.44.95.70.83" (a French number written with dots) is no date.
const DATE_AT_START = /^(?:\d{4}[-./](?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])[-./](?:0?[1-9]|[12]\d|3[01])[-./]\d{2,4})(?!\d)/;
const DATE_AT_END = /(?:^|[^\d])(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./](?:19|20)\d{2})$/;
/** A year, a slash, then a serial: a file or case reference ("2024/089536"); slashed phone numbers start with their 0 or area code. */
const YEAR_SLASH = /^(?:19|20)[0-9]{2}\/[0-9]/;
/** A serial, a slash, then a year: a contract, case or file number ("5999/2026", "Az. 123/2024", "17-4402/2023"). */
const SLASH_YEAR = /^[0-9]{1,7}(?:[-.][0-9]{1,7})?\/(?:19|20)[0-9]{2}$/;
/** A date written with spaces or with dots and spaces, day first, month first (US order) or year first: "03 10 2033", "07 23 1981", "15. 09. 2023" (Czech, Slovak, Croatian, Slovenian), "2025. 12. 02." (Hungarian, Korean) */
const SPACED_DATE = /^(?:(?:0?[1-9]|[12][0-9]|3[01])(?:\. ?| )(?:0?[1-9]|1[0-2])(?:\. ?| )(?:19|20)[0-9]{2}\.?|(?:0?[1-9]|1[0-2]) (?:0?[1-9]|[12][0-9]|3[01]) (?:19|20)[0-9]{2}|(?:19|20)[0-9]{2}\. ?(?:0?[1-9]|1[0-2])\. ?(?:0?[1-9]|[12][0-9]|3[01])\.?)$/;
/** Two digits, a hyphen, seven digits: a US employer number; regions writing 2-7 numbers (Israel's 03-1234567) show the trunk 0. */
const EIN_SHAPE = /^[1-9][0-9]-[0-9]{7}$/;
/** The Belgian way of writing a national number: area or mobile prefix, a slash, pairs or a triple joined by dots. */
const SLASH_DOTTED = /^0[1-9][0-9]{0,2}\/[0-9]{2,3}(?:\.[0-9]{2}){2,3}$/;
/** An identifier key right before the value: `order_id=`, `requestId: `, `"trace.id": "`. */
const ID_KEY = /(?:^|[^\p{L}\p{N}_.\-])([\p{L}\p{N}_.\-]*?(?:[_.\-]|[a-z](?=[A-Z]))?(?:(?:id|Id|ID)(?:[_.\-]?(?:number|Number|NUMBER|no|No|nr|Nr))?|uuid|guid|no|nr|num|seq|ts|timestamp|pid|uid|gid|port|hash|sku|ref|count|size|bytes|version|build))[ \t]*["']?[ \t]*[:=#][ \t]*["']?[ \t]*$/u;
/**
 * A code keyed in on a telephone keypad, not a number dialled: a conference PIN, a meeting id or a
 * passcode, labelled so or closed with the "#" that ends keypad entry ("PIN 482 913 057#").
 */
const KEYPAD_LABEL = /(?:\b(?:pin|pin[ -]?code|passcode|pass code|access code|participant code|conference id|meeting id|kenncode|zugangscode|konferenz-?id|code d'acc[eè]s|c[oó]digo de acceso|c[oó]digo de acesso|codice di accesso|toegangscode|kod dost[eę]pu)|暗証番号|会议号|회의 ?ID)[ \t]*[:#=]?[ \t]*$/iu;
const KEYPAD_END = /^#/;
/**
 * The word for a ticket, case, claim or issue right before the value names what it is: a
 * support ticket ("Zgłoszenie 7203 6619"), an insurance claim ("Sinistre 4417/208836"), an issue
 * a commit closes ("fix 0729 5514: …"), in the languages the other labels cover. Words that as
 * often introduce a number to call back (request, Anfrage, demande, ref, dossier) are not among
 * them, and a number written with its international prefix is a phone number whatever precedes it.
 */
const TICKET_LABEL = new RegExp(
  '(?:^|[^\\p{L}\\p{N}_]|\\\\[nrt])(?:ticket|case|incident|issue|claim|fix(?:es|ed)?|close[sd]?|resolve[sd]?|' +
    'vorgang(?:snummer)?|st[oö]rung|schaden(?:fall|snummer|nummer)?|sinistre|r[ée]clamation|incidencia|solicitud|siniestro|reclamaci[oó]n|' +
    'chamado|sinistro|richiesta|pratica|segnalazione|melding|zaak|schade|[äa]rende|zg[łl]oszeni[ea]|sprawa|szkoda|talep|ba[şs]vuru|' +
    'caso|p[řr][íi]pad|tapaus|केस|заявка|обращение|工单|案件|問い合わせ|티켓|문의|접수번호)' +
    '(?:[ \\t]*(?:no\\.?|nr\\.?|n[°º]\\.?|number|num[eé]ro|id|#|号|番号|번호))?[ \\t]*[:#]?[ \\t]*$',
  'iu',
);
/**
 * A reference code in capitals between the label and the digits ("Case SR 4410-2875", "Dossier
 * REQ 5521-0937", "工单号 SR 6631-2048") makes the whole a reference of a ticketing or case system.
 * With the code, the words that alone may introduce a number to call back (request, dossier,
 * protocol, reference) name a file too. The code is read case-sensitively; the label is not.
 * A label may follow a line break written out in a JSON string (a backslash and an n before "Ticket").
 */
const REFERENCE_CODE = /(?:^|[^\p{L}\p{N}_])[A-Z]{1,5}[ \t]?[-#]?[ \t]?$/u;
const FILE_LABEL = new RegExp(
  '(?:^|[^\\p{L}\\p{N}_]|\\\\[nrt])(?:request|dossier|protocol(?:o|lo)?|ref(?:erence|erencia|erentie|erenz)?|riferimento|demande|anfrage|aktenzeichen|expediente|processo)' +
    '(?:[ \\t]*(?:no\\.?|nr\\.?|n[°º]\\.?|number|num[eé]ro|id|#))?[ \\t]*[:#]?[ \\t]*$',
  'iu',
);
/**
 * A label naming a tax or registration number, which people's phone numbers are never filed
 * under, in the product's languages: "Steuernummer", "St.-Nr.", "Tax ID", "NIP", "ИНН", "DIČ".
 */
const TAX_LABEL = new RegExp(
  '(?:^|[^\\p{L}\\p{N}_]|\\\\[nrt])(?:steuer-?(?:nummer|nr\\.?|id)|st\\.-?nr\\.?|abgabenkontonummer|ust-?id(?:nr)?\\.?|tax[ _-]?(?:id|number|no\\.?|reference)|taxid|utr|vat(?: number| no\\.?)?|' +
    "num[ée]ro fiscal|n° fiscal|nif|partita iva|codice fiscale|btw-?nummer|rsin|nip|identyfikacji podatkowej|di[čc]|i[čc]o|инн|ипн|рнокпп|" +
    'cpf|cnpj|rfc|cuit|tfn|abn)(?:[ \\t]*(?:no\\.?|nr\\.?|n[°º]\\.?|number|#))?[ \\t]*[:#=]?[ \\t]*["\']?[ \\t]*$',
  'iu',
);
/** The numero sign right before the value: a document's number ("Reg. №: …", "№ 41-2087/2024"). */
const NUMERO_SIGN = /№[ \t]*[:.]?[ \t]*$/u;
const PHONE_WORD_BEFORE = /(?:tel|phone|фон|тел|téléph|telef|móvil|mobil|handy)/iu;
/**
 * A label closed by the abbreviation for "number" ("Register entry no.", "Certificate no.:",
 * "Dossier n°", "Akte Nr.", "Nro.") numbers a document, an entry or a file. Such a label is a phone
 * number's only when it names the line itself ("Tel. no.", "Mobile no.", "Contact no.", "Handy-Nr.").
 */
const NUMBER_ABBREVIATION = /(?<![\p{L}])(?:(?:no|nro|núm|num)(?:\.[ \t]*[:#]?|[ \t]*[:#])|(?:nr|n[°º])\.?[ \t]*[:#]?)[ \t]*$/iu;
// National short forms count too: tlf (da/no), tfn (sv), puh (fi), cel/celular (es/pt), cep (tr), kom./komórka (pl), portable (fr).
const PHONE_LINE_WORD =
  /(?:tel|phone|fon|фон|тел|telef|m[oó]vil|mobil|handy|cell|fax|contact|kontakt|contacto|contatto|whats ?app|signal|\bph\b|\bmob\b|\bgsm\b|callback|call-back|r[üu]ckruf|emergency|notfall|urgence|emergencia|portable|kom[oó]rk|(?<![\p{L}])(?:tlf|tfn|puh(?:elin)?|cel(?:ular)?|cep|kom)(?![\p{L}]))/iu;

function referenceCodeLabel(line: string): boolean {
  const code = REFERENCE_CODE.exec(line);
  if (!code) return false;
  // The label ends where the code begins (after the separator the code pattern consumed).
  const rest = line.slice(0, code.index + (/^[A-Z]/.test(code[0]) ? 0 : 1));
  return TICKET_LABEL.test(rest) || FILE_LABEL.test(rest);
}
/** The end of a request line in an access log, before the status code. */
const ACCESS_LOG_STATUS = /HTTP\/[0-9](?:\.[0-9])?"[ \t]*$/;
/** Words that give a number to a person rather than to a desk or a company. */
const PERSONAL_CUE = /(?:\b(?:mobile|mobil|cell|cellphone|handy|portable|m[oó]vil|celular|cellulare|whats ?app|signal|telegram|private|privat|emergency contact|notfallkontakt|contacto de emergencia|next of kin|reach me|call me|text me|my (?:phone|number|mobile|cell)|mein(?:e)? (?:handy|nummer)|mon (?:portable|num[ée]ro)|mi (?:m[oó]vil|n[uú]mero))\b|携帯|手机|휴대폰)[^\n]{0,40}$/i;
/** Words naming an organisation's service line, in the product's languages. */
const SERVICE_LINE_WORDS = [
  'hotline', 'help ?line', 'help ?desk', 'customer (?:service|care|support)', 'support line', 'info ?line',
  'call cent(?:re|er)', 'contact cent(?:re|er)', 'switchboard',
  'kundenservice', 'kundendienst', 'service-?hotline', 'servicenummer', 'service client', 'atenci[oó]n al cliente', 'servicio al cliente',
  'l[ií]nea de atenci[oó]n', 'central de atendimento', 'servizio clienti', 'assistenza clienti', 'numero verde', 'klantenservice',
  'kundeservice', 'kundservice', 'kundtj[aä]nst', 'asiakaspalvelu', 'obs[lł]uga klienta', 'infolinia', 'm[uü][sş]teri hizmetleri', '[cç]a[gğ]r[iı] merkezi',
  '客服(?:电话|電話|热线|熱線)?', '服[务務](?:热线|熱線|电话|電話)', '(?:お)?問い合わせ(?:先|窓口)?', 'カスタマー(?:サポート|センター)', '고객(?:센터|상담)', '콜센터',
  'خدمة العملاء', 'الرقم الموحد', 'الخط الساخن', 'ग्राहक सेवा', 'कस्टमर (?:केयर|सर्विस)',
].join('|');
/**
 * A label naming an organisation's service line, alone in its field right before the number:
 * "Hotline: …", "Customer service: …", "Kundenservice …", "客服电话：…", "HELPDESK_PHONE=…".
 * Bare words such as "info", "help", "service" or "support" are not enough: a person's number is
 * written under them too ("Info: <mobile>"). The label is the whole field (it opens the line or follows a field separator),
 * so "contact info: …" or "my support number is …" are not read as one. A company's published
 * line is no data subject's contact, as the phone keys of records say (phone-assignment's notKey).
 */
const SERVICE_LINE_LABEL = new RegExp(
  `(?:^|[|;·•\\t]|[ ]{2}|[.!][ ])[ \\t]*(?:${SERVICE_LINE_WORDS})[ \\t]*[:：=][ \\t]*$|(?:^|[^A-Za-z0-9_])[A-Z0-9_]*(?:SUPPORT|HELPDESK|HOTLINE|CUSTOMER_CARE)_(?:PHONE|TEL|NUMBER|LINE)[ \\t]*[=:][ \\t]*["']?$`,
  'iu',
);
/**
 * A record's key naming the service line, quoted or not, in escaped JSON too ("support_phone": "…",
 * helpdeskTel: …, customer_service.number: …). It decides only for a number in a freephone or
 * universal-access range written as its plan writes it: a mobile under such a key may be the
 * on-call person's own.
 */
const SERVICE_LINE_KEY = /(?:^|[^A-Za-z0-9_])[A-Za-z0-9_]*(?:support|helpdesk|hotline|customer_?care|customer_?service)[_.-]?(?:phone|tel|number|line)\\?["']?[ \t]*[=:][ \t]*\\?["']?$/i;
/**
 * A sentence that names a company's service line and gives its number in brackets right after
 * the company ("Kundtjänst hos Nordbahn (0771-…) svarade aldrig", "il servizio clienti di Rete
 * Verde (199 …)", "Acme müşteri hizmetleri (0850 …)"): the number is that line, as a label would
 * say. The words between stay in the clause (no digits, no sentence end, at most 40 characters).
 */
const SERVICE_LINE_MENTION = new RegExp(`(?:^|[^\\p{L}\\p{N}_])(?:${SERVICE_LINE_WORDS})(?![\\p{L}\\p{M}])[^\\n\\d.!?;:|()]{0,40}\\([ \\t]*$`, 'iu');
/** The line before a number names an organisation's service line and gives it to no one. */
const servedByOrganisation = (line: string): boolean => SERVICE_LINE_LABEL.test(line) || (SERVICE_LINE_MENTION.test(line) && !PERSONAL_CUE.test(line));
/** A row or record that already gave a mailbox ("| Ana Lima | ana@… | +81 …"): the number is that contact's. */
const CONTACT_ROW = /[A-Za-z0-9._%+-]@[A-Za-z0-9-]+\.[A-Za-z.]{2,}[ \t]*[|,;\t][ \t]*$/;
const PHONE_KEY = /(?:phone|tel|mobile|mobil|cell|fax|handy|msisdn|whatsapp|contact|telefon|tél)/i;
/**
 * A postal code with its extension (US ZIP+4 "78714-8088", Brazilian CEP "05507-825") after the
 * state or province code that ends an address line ("Austin, TX ", "São Paulo - SP, ").
 */
const POSTCODE_SHAPE = /^[0-9]{5}-[0-9]{3,4}$/;
const REGION_CODE_BEFORE = /(?:^|[\s,(-])\p{Lu}{2}[ \t]?[,]?[ \t]{1,2}$/u;

/** Group boundaries counted from the end of the digit string, e.g. "(415) 555-0132" → {4, 7}. */
function boundariesFromEnd(groupSizes: readonly number[]): Set<number> {
  const out = new Set<number>();
  let acc = 0;
  for (let i = groupSizes.length - 1; i > 0; i--) {
    acc += groupSizes[i]!;
    out.add(acc);
  }
  return out;
}

const digitGroups = (s: string): number[] => (s.match(/\d+/g) ?? []).map((g) => g.length);

function subset(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * Whether the written grouping is the region's national format: the same groups, or the same
 * first group (the area or mobile prefix) with the rest split finer or unsplit. A shifted grouping
 * ("078-05-1120" for "07805 1120") is another kind of number.
 */
function groupingFits(written: string, formatted: string, digits: number): boolean {
  const wg = digitGroups(written);
  const fg = digitGroups(formatted);
  const w = boundariesFromEnd(wg);
  if (w.size === 0) return false;
  const f = new Set([...boundariesFromEnd(fg)].filter((b) => b < digits));
  if (w.size === f.size && subset(w, f)) return true;
  // The first written group ends where the formatted first group ends (counted from the end),
  // the rest split finer or written as one group: "030 1234 5678" for "030 12345678", "347 1234567" for "347 123 4567".
  const firstEnd = digits - wg[0]!;
  return f.size > 0 && f.has(firstEnd) && (subset(f, w) || w.size === 1);
}

/**
 * A mobile number written with the operator's block as its first group and the subscriber's
 * digits after it, where the plan's own format reaches one or more digits further: Germans write
 * "0151 2345 6789" or "0151 23456789" for what the plan prints as "01512 3456789" (the German
 * 015x blocks are four digits to the people who dial them, five in the plan's format). The first
 * group holds the trunk prefix and at least three more digits and is a start of the printed first group.
 */
const OPERATOR_BLOCK_FIRST: ReadonlySet<CountryCode> = new Set(['DE']);
function operatorBlockFirst(written: string, formatted: string): boolean {
  const wg = digitGroups(written);
  const fg = digitGroups(formatted);
  return wg.length >= 2 && fg.length >= 2 && wg[0]! >= 4 && wg[0]! < fg[0]!;
}

/**
 * Regions whose national numbers are always written with their trunk prefix (the 0 of "030 …",
 * "020 7946 …", "03-1234-…"); elsewhere it is often left out ("98765 43210" in India, "(11) 9…"
 * in Brazil, "912 345-67-89" in Russia).
 */
const TRUNK_WRITTEN: ReadonlySet<CountryCode> = new Set(['GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'SE', 'FI', 'AU', 'NZ', 'JP', 'KR', 'TW', 'ZA', 'IL']);

/** Closed nine-digit plans whose mobile numbers people also write as three groups of three ("611 198 027"). */
const THREE_BY_THREE: ReadonlySet<CountryCode> = new Set(['ES', 'PL', 'PT']);

/**
 * Regions whose mobile numbers people write as three, two and three digits ("959 02 242" in
 * Norway), where the plan's own format prints every eight-digit number in pairs: fixed lines keep
 * the pairs ("22 34 56 78"), so only a mobile reading is taken in this grouping.
 */
const MOBILE_THREE_TWO_THREE: ReadonlySet<CountryCode> = new Set(['NO']);

/** Regions of the North American plan, where the trunk prefix 1 is written or left out. */
const NANP_REGIONS: ReadonlySet<CountryCode> = new Set(['US', 'CA']);

/**
 * A national number is written with the digits the region's national format shows, trunk prefix
 * included where people always write it ("030 1234567" in Germany; "(415) 555-0132" with or
 * without the NANP 1), and grouped the way the region groups them. A postcode such as
 * "34696-095" is a valid German number only without the 0 no German leaves out.
 */
function writtenAsFormatted(region: CountryCode, written: string, writtenDigits: string, formatted: string, digits: number, mobile: () => boolean): boolean {
  const shown = formatted.replace(/\D+/g, '');
  // "0 (532) 418 27 63": the trunk prefix written as a group of its own before the bracketed area code
  const trunkZero = /^0[ \u00a0]?(?=\()/.exec(written);
  if (trunkZero !== null && writtenDigits === shown && /^0[ \u00a0]?[0-9]/.test(formatted))
    return groupingFits(written.slice(trunkZero[0].length), formatted.replace(/^0[ \u00a0]?/, ''), digits - 1);
  if (writtenDigits === shown || (!TRUNK_WRITTEN.has(region) && shown.endsWith(writtenDigits)))
    return (
      groupingFits(written, formatted, digits) ||
      (mobile() && THREE_BY_THREE.has(region) && /^[0-9]{3}([ -])[0-9]{3}\1[0-9]{3}$/.test(written)) ||
      (mobile() && MOBILE_THREE_TWO_THREE.has(region) && writtenDigits === shown && /^[0-9]{3} [0-9]{2} [0-9]{3}$/.test(written)) ||
      (mobile() && OPERATOR_BLOCK_FIRST.has(region) && writtenDigits === shown && operatorBlockFirst(written, formatted))
    );
  // 1-800-555-0199: the NANP trunk prefix written as a group of its own
  const trunkOne = /^1[ \u00a0\-.]?(?=[(0-9])/.exec(written);
  return NANP_REGIONS.has(region) && trunkOne !== null && writtenDigits === `1${shown}` && groupingFits(written.slice(trunkOne[0].length), formatted, digits - 1);
}

/**
 * A cheap screen per region from the same metadata: the national significant number's length and
 * pattern, tried with and without the trunk prefix. Only a region that passes is parsed (a parse
 * costs tens of microseconds; most candidates fit two or three regions of the list).
 */
interface Screen {
  region: CountryCode;
  lengths: ReadonlySet<number>;
  trunk: string | undefined;
  pattern: RegExp;
  /** Regions with their own trunk-prefix rules are always parsed. */
  always: boolean;
}

function screenOf(region: CountryCode): Screen {
  const entry = (metadata as unknown as { countries: Record<string, unknown[]> }).countries[region] ?? [];
  const lengths = Array.isArray(entry[3]) ? (entry[3] as number[]) : [];
  const pattern = typeof entry[2] === 'string' ? new RegExp(`^(?:${entry[2]})$`) : /^\d+$/;
  const trunk = typeof entry[5] === 'string' ? entry[5] : undefined;
  return { region, lengths: new Set(lengths), trunk, pattern, always: lengths.length === 0 || Boolean(entry[7]) };
}

function passesScreen(digits: string, s: Screen): boolean {
  if (s.always) return true;
  const fits = (nsn: string): boolean => s.lengths.has(nsn.length) && s.pattern.test(nsn);
  return fits(digits) || (s.trunk !== undefined && digits.startsWith(s.trunk) && fits(digits.slice(s.trunk.length)));
}

/**
 * A number is a person's, an organisation's line (freephone, premium rate, …), a service line by
 * the way it is written (exactly as the plan that reserves it prints it) or no number.
 */
type Verdict = 'person' | 'organisation' | 'service' | false;
/** Ranges whose written form alone makes a number that organisation's line. */
const FORMAT_DECIDES: ReadonlySet<NumberType> = new Set<NumberType>(['TOLL_FREE', 'UAN']);
/** A record's phone field right before the value (a quoted JSON key `"phone": "`, escaped or not, an XML element `<mobile>`): the number is the record's. */
const PHONE_KEYS = '[\\w.-]*(?:phone|tel|mobile|mobil|cell|handy|telefon|téléphone|telefone|telefono|teléfono|telefoon)[\\w.-]*';
const PHONE_FIELD = new RegExp(`(?:["']${PHONE_KEYS}\\\\?["'][ \\t]*:[ \\t]*(?:\\\\?["'])?|<${PHONE_KEYS}>)$`, 'i');

/**
 * The number's type (fixed line, mobile, toll free, …), undefined when it is not valid. With the
 * "max" metadata every region has its type patterns, and `isValid()` is then exactly "has a type"
 * (it computes the type itself): one call answers both questions, where `isValid()` followed by
 * `getType()` matched the number against its region's patterns twice.
 */
const validType = (n: PhoneNumber | undefined): NumberType | undefined => n?.getType();

function validNumber(value: string, regions: readonly Screen[]): Verdict {
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (isDigit(value.charCodeAt(i))) digits++;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS) return false;
  if (DATE_AT_START.test(value) || DATE_AT_END.test(value) || endsInCountingFiller(value)) return false;
  // dots mixed with other separators: versions, addresses; but not Belgium's "0478/12.34.56", "02/512.34.56"
  if (/\d\.\d+\.\d/.test(value) && /[^\d.]/.test(value.replace(/^\+/, '')) && !SLASH_DOTTED.test(value)) return false;
  if (/^\+?[\d.]+$/.test(value) && /(?:^|\.)\d(?:\.|$)/.test(value)) return false; // dotted with one-digit parts: a version
  if (/(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![.\d])/.test(value) || /^\d+[.,]\d+$/.test(value)) return false; // dotted quads, versions, decimals
  if (YEAR_SLASH.test(value) || SLASH_YEAR.test(value) || SPACED_DATE.test(value) || EIN_SHAPE.test(value)) return false;
  if (!value.startsWith('+') && !value.startsWith('00') && writtenAsPersonalId(value)) return false;
  const international = value.startsWith('+') ? value : value.startsWith('00') ? `+${value.slice(2)}` : undefined;
  if (international !== undefined) {
    const n = parsePhoneNumberFromString(international);
    const type = validType(n);
    return type === undefined || isPlaceholderNumber(n) || isFictionalNumber(n) ? false : isOrganisationType(type) ? 'organisation' : 'person';
  }
  if (digitGroups(value).length < 2) return false; // one bare run: left to the rules that need a label
  if (digits < MIN_NATIONAL_DIGITS) return false; // a local number without its area code
  if (writtenAsFictional(value)) return false; // reserved for fiction by its own plan, whichever regions are tried
  const all = value.replace(/\D+/g, '');
  const readings: Array<{ n: PhoneNumber; type: NumberType; exact: boolean }> = [];
  for (const screen of regions) {
    if (!passesScreen(all, screen)) continue;
    const region = screen.region;
    const n = parsePhoneNumberFromString(value, region);
    // A reading in a range the region reserves for fiction is no one's number there.
    if (n?.country !== region || isFictionalNumber(n)) continue;
    const type = validType(n);
    if (type === undefined) continue;
    const formatted = n.formatNational();
    if (writtenAsFormatted(region, value, all, formatted, digits, () => type === 'MOBILE')) readings.push({ n, type, exact: formatted === value });
  }
  // A number written character for character as the regions that reserve it for freephone or
  // universal-access lines print it ("0570-123-456" in Japan, "078 12 34 56" in Belgium) is that
  // organisation's line: a region that only agrees on the digit groups is a weaker reading of the
  // same digits. (Shared-cost and premium ranges alone are left to the reading below: plans
  // reassign them.) A shared-cost or premium reading written just as exactly in another region
  // does not make it a person's: "0300 123 7379" is a British universal-access line printed the
  // British way, and Brazil's shared-cost reading of the same characters is an organisation's line
  // too; only Pakistan's mobile reading ("0300 1237379") would be a person's, and it is not
  // written that way.
  const exact = readings.filter((r) => r.exact);
  if (exact.some((r) => FORMAT_DECIDES.has(r.type)) && exact.every((r) => isOrganisationType(r.type) && !isPlaceholderNumber(r.n))) return 'service';
  let first: Verdict | undefined;
  for (const { n, type } of readings) {
    // The first region that reads the number decides (the list is in order of preference),
    // except that an organisation's line there may be a person's mobile elsewhere ("0808 …"
    // is freephone in the UK, a mobile in Nigeria).
    if (isPlaceholderNumber(n)) return false;
    if (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') return 'person';
    first ??= isOrganisationType(type) ? 'organisation' : 'person';
    if (first === 'person') return first;
  }
  return first ?? false;
}

/**
 * Elements of a reservation record (Amadeus, Sabre and Galileo print them alike) whose digits are
 * not a traveller's line: the departure and arrival times after an air segment's status code and
 * seat count ("LH 441 Y 12MAR 2 FRAJFK HK2  1015 1250"), and the ticket number of a fare element
 * ("FA PAX 220-1234567890/ETLH"). The segment test reads the line from its start, so a phone
 * number later on a line that merely mentions a status code is still read.
 */
const GDS_SEGMENT_TIMES = /(?:^|[ \t])[A-Z0-9]{2}[ \t]{0,2}[0-9]{1,4}[A-Z]?[ \t]+[A-Z][ \t]+[0-9]{2}[A-Z]{3}(?:[0-9]{2})?[ \t]+(?:[1-7][ \t]+)?[A-Z]{6}[ \t]+(?:HK|KK|KL|TK|HL|HN|RR|UC|UN|UU|HX|GK|SS|NN|DK|TN|HS|KX)[0-9]{1,2}[ \t]{1,4}(?:[0-9]{4}[ \t]{1,4})?$/;
const GDS_FARE_ELEMENT = /(?:^|[ \t])FA[ \t]+(?:PAX|INF)[ \t]+$/;
/**
 * A contact element of a reservation record whose type code says it is the agency's line
 * ("AP PAR 01 42 12 34 56 - AZUR VOYAGES - A"; the letter after the last dash is the kind of line:
 * A agency, B business, H home, M mobile) or an APA element: the travel agency's published number.
 */
const GDS_AGENCY_CONTACT_BEFORE = /(?:^|[ \t])(?:[0-9]{1,3}[ \t.]+)?AP(?:A)?[ \t]+(?:[A-Z]{3}[ \t]+)?$/;
const GDS_APA_ELEMENT = /(?:^|[ \t])(?:[0-9]{1,3}[ \t.]+)?APA[ \t]+(?:[A-Z]{3}[ \t]+)?$/;
const GDS_AGENCY_CONTACT_AFTER = /^[^\n]{0,60}?[ \t]-[ \t]?A[ \t]*(?:\r?\n|$)/;
function gdsAgencyContact(text: string, end: number, line: string): boolean {
  if (!GDS_AGENCY_CONTACT_BEFORE.test(line)) return false;
  return GDS_APA_ELEMENT.test(line) || GDS_AGENCY_CONTACT_AFTER.test(text.slice(end, end + 80));
}

/** The number is written with its international prefix: "+49 171 …", "(+33) 6 …", "0049 171 …". */
function internationalPrefix(text: string, start: number): boolean {
  if (text[start] === '+') return true;
  if (/\+[ \t]?$|\(\+$/.test(text.slice(Math.max(0, start - 2), start))) return true;
  return text.startsWith('00', start) && text.charCodeAt(start + 2) !== 48;
}

function plausibleAt(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? '';
  const after = text[end] ?? '';
  if (before && WORDISH.test(before) && !UNSPACED.test(before)) return false;
  if (after && /[\p{L}\p{N}_%]/u.test(after) && !UNSPACED.test(after)) return false;
  // A time or a decimal continues the run: 12:30, 3,14, 1.5e3
  if ((after === ':' || after === ',') && isDigit(text.charCodeAt(end + 1))) return false;
  if (KEYPAD_END.test(text.slice(end, end + 48))) return false;
  if ((before === ':' || before === ',' || before === '.') && isDigit(text.charCodeAt(start - 2))) return false;
  if ((before === '-' || before === '/') && /[\p{L}\p{N}_]/u.test(text[start - 2] ?? '')) return false; // req-4155550132, Chrome/125…
  const line = lineBefore(text, start, 48);
  if (ACCESS_LOG_STATUS.test(line)) return false; // '"GET / HTTP/1.1" 200 5123': status and size
  if (GDS_SEGMENT_TIMES.test(lineBefore(text, start, 96)) || GDS_FARE_ELEMENT.test(line) || gdsAgencyContact(text, end, line)) return false;
  if (POSTCODE_SHAPE.test(text.slice(start, end)) && REGION_CODE_BEFORE.test(line)) return false;
  if (/〒[ ]?$/u.test(line)) return false; // the Japanese postal mark: a postcode follows
  if (KEYPAD_LABEL.test(line)) return false;
  if (!internationalPrefix(text, start) && (TICKET_LABEL.test(line) || referenceCodeLabel(line) || TAX_LABEL.test(line))) return false;
  if (!internationalPrefix(text, start) && NUMERO_SIGN.test(line) && !PHONE_WORD_BEFORE.test(line)) return false;
  if (!internationalPrefix(text, start) && NUMBER_ABBREVIATION.test(line) && !PHONE_LINE_WORD.test(line)) return false;
  const above = labelAbove(text, start);
  if (above && !internationalPrefix(text, start) && (TAX_LABEL.test(above) || TICKET_LABEL.test(above))) return false;
  // "+++090/3318/45235+++": a Belgian structured payment reference between its plus or star fences
  if (/(?:\+\+|\*\*\*)$/.test(text.slice(Math.max(0, start - 3), start)) || /^\+?(?:\+\+|\*\*\*)/.test(text.slice(end, end + 3))) return false;
  const key = ID_KEY.exec(line);
  if (key && !PHONE_KEY.test(key[1]!)) return false;
  if (line.includes('|') || line.includes('\t') || line.includes(',') || line.includes(';')) {
    if (!internationalPrefix(text, start) && inItemNumberColumn(text, start, end)) return false;
  }
  return !isQuantity(text, start, end);
}

interface Run {
  lead: number;
  groups: Group[];
}

/**
 * Runs of digits joined by at most three in-number separators. Each iteration of the repetition
 * consumes a digit and the separator class holds none, so the scan is linear; only runs with
 * enough digits are split into groups (most digit runs in a text are short).
 */
const RUN = /[0-9](?:[ \u00a0\-./()]{0,3}[0-9])*/g;

function numericRuns(text: string): Run[] {
  const runs: Run[] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    const run = m[0];
    if (run.length < MIN_DIGITS) continue;
    const groups: Group[] = [];
    let groupStart = -1;
    for (let i = 0; i <= run.length; i++) {
      const digit = i < run.length && isDigit(run.charCodeAt(i));
      if (digit && groupStart < 0) groupStart = i;
      else if (!digit && groupStart >= 0) {
        groups.push({ start: m.index + groupStart, end: m.index + i });
        groupStart = -1;
      }
    }
    runs.push({ lead: leadOf(text, m.index), groups });
  }
  return runs;
}

/** Where a number starting with the digit at i begins: a "+", "(" or "+(" before it belongs to it. */
function leadOf(text: string, i: number): number {
  const p = text[i - 1];
  const pp = text[i - 2];
  let lead = p === '+' || p === '(' ? i - 1 : p === ' ' && pp === '(' ? i - 2 : i;
  if (text[lead - 1] === '+' && text[lead] === '(') lead--;
  return lead;
}

/** "086 314 3922 (4 parcels)": a bracket opened before the last group and not closed at its end begins prose. */
function withoutOpenBracketTail(text: string, groups: Group[]): Group[] {
  if (groups.length < 2) return groups;
  const last = groups[groups.length - 1]!;
  const gap = text.slice(groups[groups.length - 2]!.end, last.start);
  return gap.includes('(') && !gap.includes(')') && text[last.end] !== ')' ? groups.slice(0, -1) : groups;
}

/** Separators between two numbers rather than inside one: " / ", " - ", two spaces. */
const wideGap = (gap: string): boolean => gap.length >= 2 && gap !== ') ' && gap !== ' (' && gap !== ')-' && gap !== '.-';

/**
 * Japanese and Chinese input methods often type a number in full-width forms ("０９０－１２３４－５６７８",
 * "＋８１ ３－…"). Each full-width digit, plus, hyphen, bracket and the ideographic space is one
 * UTF-16 unit, as is its ASCII twin: the text is read with the twins in their place, so every
 * offset found stays an offset of the original text. (The engine has already read the digits of
 * every script as ASCII digits; the signs and spaces around them are this finder's.)
 */
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0B\uFF0D\uFF08\uFF09\u3000]/g;
const ANY_FULL_WIDTH = /[\uFF10-\uFF19\uFF0B\uFF0D\uFF08\uFF09\u3000]/;
const asciiTwin = (c: string): string => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0));
const withAsciiForms = (text: string): string => (ANY_FULL_WIDTH.test(text) ? text.replace(FULL_WIDTH, asciiTwin) : text);

/**
 * validNumber for one list of regions, remembered: a value written several times (a signature in
 * every message of a thread) is parsed once, and so is a number read again in the text's revealed
 * and unformatted views, which the engine scans as texts of their own. Kept for one scan only (the
 * keys are pieces of the submitted text).
 */
function verdictMemo(regions: readonly Screen[]): (value: string) => Verdict {
  const seen = new Map<string, Verdict>();
  return (value) => {
    let ok = seen.get(value);
    if (ok === undefined) seen.set(value, (ok = validNumber(value, regions)));
    return ok;
  };
}

function findIn(original: string, memoValid: (value: string) => Verdict): FinderSpan[] {
  const text = withAsciiForms(original);
  const out: FinderSpan[] = [];
  // An organisation's line is reported only where the text gives it to a person ("my mobile",
  // "emergency contact"): then it is that person's, whatever the range says.
  const accepted = (start: number, end: number): boolean => {
    const verdict = memoValid(text.slice(start, end));
    if (verdict === false) return false;
    const line = lineBefore(text, start, 96);
    if (verdict === 'person') return !servedByOrganisation(line);
    return PERSONAL_CUE.test(line) || CONTACT_ROW.test(line) || (verdict === 'service' && PHONE_FIELD.test(line) && !SERVICE_LINE_KEY.test(line));
  };
  for (const run of numericRuns(text)) {
    const { lead } = run;
    const groups = withoutOpenBracketTail(text, run.groups);
    if (groups.length > MAX_GROUPS) continue;
    let digits = 0;
    for (const g of groups) digits += g.end - g.start;
    if (digits < MIN_DIGITS) continue;
    // The whole run; else its parts between wide gaps ("030 1234567 / 0171 2345678"): a part
    // cut out of a longer grouped number (a card, a tracking number) is never tried.
    const parts: Group[][] = [[]];
    groups.forEach((g, k) => {
      if (k > 0 && wideGap(text.slice(groups[k - 1]!.end, g.start))) parts.push([]);
      parts[parts.length - 1]!.push(g);
    });
    for (const [k, part] of (parts.length > 1 ? [groups, ...parts] : [groups]).entries()) {
      const start = part === groups || part[0] === groups[0] ? lead : part[0]!.start;
      const end = part[part.length - 1]!.end;
      const cut = text[start] === '(' && !text.slice(start, end).includes(')') ? start + 1 : start;
      if (plausibleAt(text, cut, end) && accepted(cut, end)) {
        out.push({ start: cut, end });
        if (k === 0) break;
      }
    }
  }
  return out;
}

/** How far before a number its own label and the digit groups after that label may reach. */
const OWN_LABEL_REACH = 200;

/**
 * A label that is the number's own: it stands right before the number with only separators
 * between ("Kartennummer: 4532 …", "| Nr karty | 4716 2231 | 9087 5512 |"), or before earlier
 * digit groups of the same value (a card number's later groups, masked groups, groups wrapped onto
 * the next line by a split table cell or a scan, digits a transcript spells out as words). A label word
 * elsewhere in the sentence ("to block your card call …") names nothing about the number.
 */
function ownLabelPattern(labels: readonly string[]): RegExp {
  const alternatives = [...labels]
    .map((l) => escapeRegex(l.toLowerCase().trim()).replace(/\s+/g, '[ \\t]+'))
    .sort((a, b) => b.length - a.length)
    .join('|');
  const groupWords = `(?:${longestFirst(DIGIT_WORD_VALUES.keys())})`;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}])[ \\t]*[.:：#№=|\\-–—]*[ \\t]*(?:(?:[0-9*•xX]{2,}(?![0-9*•xX])|${groupWords}(?![\\p{L}]))[ \\t]*[,|/\\-]?[ \\t]*(?:\\r?\\n[ \\t]*)?){0,24}$`,
    'iu',
  );
}

export const phoneNumbers: Finder = {
  name: 'phone-numbers',
  description:
    'Phone numbers in running text: "+CC"/"00CC" numbers valid for any region libphonenumber supports; nationally written numbers valid for one of params.regions and grouped as that region writes them; ids, dates, times and log tokens skipped, and so are numbers in ranges reserved for fiction and documentation (NANP 555-0100 to 555-0199, Ofcom drama numbers, ACMA fictitious numbers). With params.notAfterLabels, a number whose own label is one of those (right before it, or before earlier digit groups of the same value) is not reported.',
  references: ['https://github.com/google/libphonenumber', 'https://gitlab.com/catamphetamine/libphonenumber-js', 'https://www.itu.int/rec/T-REC-E.164/'],
  prepare(params) {
    const wanted = params?.['regions'];
    if (wanted !== undefined && !(Array.isArray(wanted) && wanted.every((r) => typeof r === 'string')))
      throw new Error('params.regions must be a list of region codes');
    const regions = ((wanted as string[] | undefined) ?? DEFAULT_REGIONS).map((r) => r.toUpperCase());
    const unknown = regions.filter((r) => !isSupportedCountry(r));
    if (unknown.length) throw new Error(`params.regions: unsupported region(s) ${unknown.join(', ')}`);
    const screens = (regions as CountryCode[]).map(screenOf);
    const labels = params?.['notAfterLabels'];
    if (labels !== undefined && !(Array.isArray(labels) && labels.every((l) => typeof l === 'string' && l.trim() !== '')))
      throw new Error('params.notAfterLabels must be a list of non-empty labels');
    const ownLabel = labels === undefined || labels.length === 0 ? undefined : ownLabelPattern(labels as string[]);
    // This rule's verdicts, shared by the texts of one scan and dropped with it.
    const owner = {};
    const verdicts = (memo: ScanMemo | undefined) => (memo ? memo.of(owner, () => verdictMemo(screens)) : verdictMemo(screens));
    if (ownLabel === undefined) return (text, memo) => findIn(text, verdicts(memo));
    return (text, memo) => findIn(text, verdicts(memo)).filter((span) => !ownLabel.test(text.slice(Math.max(0, span.start - OWN_LABEL_REACH), span.start)));
  },
};
