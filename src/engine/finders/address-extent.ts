// `postal-address` extent: widens a street address a rule found to the whole address as people
// write it, so no part of it survives redaction. Rules find the street, the part with the
// strongest shape; the rest is written around it in as many ways as there are countries:
//
//   Flat B, 12/F, Kingsford Mansion, 88 Nathan Road, Tsim Sha Tsui, Kowloon      (units, building first)
//   Lindenstraße 144a, 1. OG, 50667 Köln          Rua das Flores, 39, apto 161 - Savassi, CEP 01310-100
//   (48058) 부산광역시 … 센텀중앙로 109, 104동 1719호   〒460-0008 愛知県名古屋市中区栄1-2-26 グランドハイツ226号室
//   172 Jan Smuts Avenue            Apt 5C
//   Cape Town                       2210 Lakeshore Blvd
//   8001                            Chicago, IL 60614
//
// After the street: unit and floor parts in many languages, postcodes in the national shapes,
// region codes, and place names joined by commas or dashes, then the lines under it that hold a
// postcode (a town line alone counts when a postcode line follows it). Before the street: unit,
// floor and building parts on its line, a postcode in brackets or after 〒, and a unit line above.
// Place names are taken only where the address plainly goes on or ends (a postcode follows, or the
// line, sentence, quote or field ends), so a person named after the address stays out of it.
// Each step reads a bounded stretch of text, so the cost per address is constant.

const UNIT_WORD =
  "(?:[Aa]pt|[Aa]pto|[Aa]partment|[Aa]ppt|[Aa]pp|[Aa]ppartement|[Uu]nit|[Ss]uite|[Ss]te|[Ff]lat|[Ff]l|[Ff]loor|[Ll]evel|[Rr]oom|[Ss]hop|[Pp]iso|[Aa]ndar|[ÉéEe]tage|[Ss]tock|[Ss]tiege|[Tt]op|[Tt]ür|[Ww]hg|[Ww]ohnung|[Bb]te|[Bb]oîte|[Bb]us|[Ii]nt|[Ii]nterno|[Ss]cala|[Ee]sc|[Ee]scalera|[Pp]uerta|[Pp]ta|[Dd]pto|[Dd]epto|[Dd]epartamento|[Bb]loco|[Bb]loque|[Bb]lk|[Bb]lock|[Ll]okal|[Ll]ok|m|[Kk]v|кв|[Dd]aire|[Kk]at|[Cc]asa|[Ss]ala|[Ll]oja|[Vv]illa|[Bb]ldg|[Bb]uilding|[Pp]lot|[Ll]ot|[Bb]ât|[Bb]âtiment|[Ee]scalier|[Ee]ingang|[Tt]orre|[Pp]ortal|lgh|[Ll]ägenhet|[Ll]eil|[Cc]onj|[Cc]onjunto)";
const UNIT_VALUE = '[0-9]{1,5}[A-Za-z]?(?:[-/][0-9A-Z]{1,5})?|[A-Z](?![\\p{L}])';
/** A unit, floor or door: "apto 1128", "Flat B", "#09-306", "1. OG", "1º Esq.", "3e étage", "4. tv.", "12/F". */
const UNIT = [
  `${UNIT_WORD}\\.?[ ]?(?:No\\.?[ ]?)?(?:${UNIT_VALUE})`,
  '#[ ]?[0-9]{1,5}[A-Z]?(?:-[0-9]{1,5})?',
  "[0-9]{1,3}(?:\\.|º|°|ª|e|er|ème|st|nd|rd|th)?[ ]?(?:OG|EG|DG|UG|Stock|Etage|étage|piso|andar|[Ff]loor|Fl|Esq|Dto|Dt|izda|izq|dcha|dcho|drcha|ctro|tv|th|mf|sal|[A-Z](?![\\p{L}]))\\.?",
  '[0-9]{1,3}/F',
  // A floor or door glued to the number a rule stopped at: "1" + ". OG", "3" + "º B".
  "(?<=[0-9])(?:\\.?º|\\.|°|ª)[ ]?(?:OG|EG|DG|UG|Stock|Etage|étage|piso|andar|Esq|Dto|Frente|Fte|izda|izq|dcha|tv|th|mf|[A-Z](?![\\p{L}]))\\.?",
  // Dutch, Danish and French house-number suffixes: "95 hs", "12 bis", "4 st. tv".
  '(?<=[0-9][ ]?)(?:hs|huis|bg|bis|ter|st\\.?[ ]?(?:tv|th|mf))(?![\\p{L}])\\.?',
].join('|');
/** Postcodes in the national shapes, alone or before their town. */
const POSTCODE = [
  '[A-Z]{1,2}[0-9][0-9A-Z]?[ ]?[0-9][A-Z]{2}', // United Kingdom
  '[A-Z][0-9][0-9W][ ]?[0-9A-Z]{4}', // Ireland (Eircode)
  '[A-Z][0-9][A-Z][ ]?[0-9][A-Z][0-9]', // Canada
  '[0-9]{4}[ ]?[A-Z]{2}', // Netherlands
  '[A-Z][0-9]{4}[A-Z]{0,3}', // Argentina
  '(?:CEP:?[ ]?)?[0-9]{5}-[0-9]{3}', // Brazil
  '\\([0-9]{5,6}\\)', // Korea and others, in brackets
  '[0-9]{4}-[0-9]{3}', // Portugal
  '[0-9]{3}-[0-9]{4}', // Japan
  '[0-9]{2}-[0-9]{3}', // Poland
  '[0-9]{3}[ ][0-9]{2}', // Sweden, Czechia, Slovakia, Greece
  '(?:[A-Z]{1,2}-)?[0-9]{4,6}(?:-[0-9]{4})?', // most others
].join('|');
/** A word naming the postcode before it: "C.P. 44100" (Mexico), "CP 75001", "PLZ 10115", "PIN 560001", "ZIP 02139". */
const POSTCODE_WORD = '(?:C\\.[ ]?P\\.|CP|CEP|PLZ|PIN|ZIP|PSČ|T\\.K\\.)[:]?[ ]?';
/** Digits that go on ("9583 8766", "2024-05") are not a postcode. */
const NUMBER_END = '(?![\\p{Lu}\\p{Ll}\\p{N}]|[ .-]?[0-9])';
const PLACE_WORD = "\\p{Lu}[\\p{L}'’.-]{0,25}";
const PARTICLE = "d[aeo]s?|de[lr]?|la|le|les|di|du|van|von|der|den|am|an|im|sur|upon|on|of|y|e|al|el";
/** A town, district, region or country: "Tsim Sha Tsui", "Rio de Janeiro", "Kadıköy/İstanbul". */
const PLACE = `${PLACE_WORD}(?:[ /-](?:(?:${PARTICLE})[ ])?${PLACE_WORD}){0,3}`;
/** A town, region or country in a script without capitals: "日本", "대한민국", "المملكة العربية السعودية", "Москва" is cased. */
const UNCASED_PLACE = '[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Katakana}]{2,12}|\\p{Script=Arabic}{2,20}(?:[ ]\\p{Script=Arabic}{2,20}){0,3}|\\p{Script=Thai}{2,25}|\\p{Script=Devanagari}{2,25}';
/** Han, kana and Hangul parts: building and room, dong and ho, 邮编, floors. */
const CJK_PART = [
  '[\\p{Script=Katakana}\\p{Script=Han}ー]{0,12}[0-9]{1,5}号室',
  '[0-9]{1,4}(?:동|栋|棟|幢|號樓|号楼)[ ]?(?:[0-9]{1,5}(?:호|室|號))?',
  '[0-9]{1,5}(?:호|室)',
  '[0-9]{1,3}(?:樓|楼|층)(?:[A-Z]室)?',
  '\\(우\\)[ ]?[0-9]{5}',
  '(?:邮编|郵編|郵便番号)[:：]?[ ]?[0-9]{3}-?[0-9]{3,4}',
  '[（(](?:邮编|郵編|郵便番号)[:：]?[ ]?[0-9]{3}-?[0-9]{3,4}[）)]',
  '〒[0-9]{3}-[0-9]{4}',
].join('|');

/** What may follow a part on its line: a separator, then the part's kind is told by its group. */
const SEP = '(?:[ ]?[,،，、;][ ]?|[ ][-–·/][ ]|(?<=\\p{L})/(?=\\p{Lu})|[ ]?-[ ]?(?=[A-Z]{2}(?![\\p{L}]))|[ ]{1,2}|(?<=[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Katakana}0-9]))';
const partAfter = (sep: string): RegExp =>
  new RegExp(
  `(?<sep>${sep})(?:` +
    `(?<unit>(?:${UNIT})(?![\\p{L}\\p{N}]))` +
    `|(?<cjk>(?:${CJK_PART}))` +
    `|(?<postcode>(?:${POSTCODE_WORD})?(?:${POSTCODE})${NUMBER_END}(?:[ ](?![A-Z]{3}(?![\\p{L}]))(?:${PLACE}))?)` +
    `|(?<number>(?<=\\p{L}[ ])[0-9]{1,4}[A-Z]?(?![\\p{L}\\p{N}]|[.,:][0-9]))` +
    `|(?<region>(?:\\(?[A-Z]{1,3}\\)?|(?:[A-Z]\\.){2,3}|East|West|North|South)(?![\\p{L}\\p{N}]))` +
    `|(?<place>${PLACE}|${UNCASED_PLACE})(?![\\p{L}\\p{N}])` +
    ')',
  'uy',
);
const PART_AFTER = partAfter(SEP);
/** Where an address plainly ends: the line, a sentence, a quote, a bracket or a field. */
const ENDS_HERE = /[ \t]*(?:$|[\r\n\t\\。」』）】]|[ ]{2}|[.;!?»"'”’)\]<>|](?:\s|$|[,;)\]"'<])|[»"'”’)\]<>|]|,[ ]?(?:[0-9]{2}|\+|\(|\p{Ll})|[ ][-–·(/][ ]?)/uy;
/** The separator before a place must be a comma or dash with a space (or a full-width or Arabic comma): "Main St,John" is a CSV row, "Main St John" prose. */
const PLACE_SEP = /^(?:[ ]?[,،，、][ ]|[ ]?[，、،]|[ ][-–·/][ ]|\/)$/u;
/** ", 0113 950 6419" at the end of a span: a phone number, not a postcode. */
const TRAILING_PHONE = /,[ ]?(\+?[0-9][0-9 ()./-]{6,20}[0-9])$/u;
const GLUED = /(?:[-/][0-9]{1,6}[A-Za-z]?)+(?![\p{L}\p{N}])/uy;
/** A line break, also as a JSON string or an HTML page writes it ("\\n", "<br>"). */
const LINE_END = /[ \t]*,?[ \t]*(?:\r?\n|\\r\\n|\\n|<br[ ]?\/?>\r?\n?)/y;

interface Chain {
  /** End of the last part taken. */
  end: number;
  /** A postcode (or a country-sized place part) was among the parts taken. */
  postcode: boolean;
}

/** Reads the parts after `from` on one line; returns where the address ends on it. */
function partsAfter(text: string, from: number, limit: number, firstHasNoSeparator = false): Chain {
  let at = from;
  let end = from;
  let postcode = false;
  for (let n = 0; n < 8 && at < limit; n++) {
    PART_AFTER.lastIndex = at;
    // A line's first part has no separator before it.
    const m = firstHasNoSeparator && n === 0 ? partAtLineStart(text, at) : PART_AFTER.exec(text);
    if (!m || m.index + m[0].length > limit) break;
    const next = m.index + m[0].length;
    const g = m.groups ?? {};
    if (g['region'] !== undefined && (g['sep'] ?? '').trim() === '' && !/[\p{L}]/u.test(text[m.index - 1] ?? '')) break;
    if (g['number'] !== undefined && (g['sep'] ?? '') !== ' ') break;
    if (g['place'] !== undefined || g['region'] !== undefined || g['number'] !== undefined) {
      if (g['place'] !== undefined && !(n === 0 && firstHasNoSeparator) && !PLACE_SEP.test(g['sep'] ?? '')) break;
      // A place or region is kept when the address goes on after it (a postcode, a unit) or ends there.
      at = next;
      ENDS_HERE.lastIndex = next;
      if (ENDS_HERE.test(text)) end = next;
      continue;
    }
    if (g['postcode'] !== undefined || (g['cjk'] !== undefined && /邮编|郵編|郵便番号|〒|우\)/u.test(g['cjk']))) postcode = true;
    at = next;
    end = next;
  }
  return { end, postcode };
}

const PART_AT_LINE_START = partAfter('[ \\t]{0,8}');
function partAtLineStart(text: string, at: number): RegExpExecArray | null {
  PART_AT_LINE_START.lastIndex = at;
  return PART_AT_LINE_START.exec(text);
}

/**
 * A line that opens with a telephone or fax label ("Tel. 0800-8182", "Fax: +49 …", "電話 03-…"):
 * the number under an address is no part of it, though "0800-8182" has a ZIP+4 shape.
 */
const PHONE_LINE =
  /^[ \t]*(?:Tel|Tél|Tlf|Tfn|Telf|Telefon|Telefone|Téléphone|Teléfono|Telefono|Telefoon|Phone|Ph|Fon|Fax|Mob|Mobile|Mobil|Cell|Handy|Hotline|TEL|FAX|PHONE|電話|电话|전화|هاتف|फ़ोन|फोन)\.?[ \t]*[:：.]?[ \t]*[+(0-9]/u;

/** Whether only blanks (and a comma) lie between `at` and the end of its line. */
function restOfLineBlank(text: string, at: number): number | undefined {
  LINE_END.lastIndex = at;
  return LINE_END.test(text) ? LINE_END.lastIndex : undefined;
}

/**
 * The end of line `start`, read no further than `max` characters: a line break, or the end of the
 * field or markup the address is written in (a tag, a double quote, a tab, a pipe, a backslash of
 * an escaped line break), none of which an address holds.
 */
function lineEnd(text: string, start: number, max = 120): number {
  const limit = Math.min(text.length, start + max);
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 9 || c === 34 || c === 60 || c === 92 || c === 124) return i;
  }
  return limit;
}

/**
 * Country names in the languages the product supports, from the runtime's own locale data
 * (Intl.DisplayNames): a line holding only a country ends an address block. Built on first use:
 * looking up 676 region codes in 19 languages at module load lengthened every start.
 */
let countryNames: ReadonlySet<string> | undefined;
const knownCountryNames = (): ReadonlySet<string> => (countryNames ??= readCountryNames());

function readCountryNames(): ReadonlySet<string> {
  const names = new Set<string>();
  const A = 65;
  for (const lang of ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'nb', 'fi', 'tr', 'ru', 'ar', 'ja', 'zh', 'ko', 'hi']) {
    const display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (let i = 0; i < 26; i++)
      for (let j = 0; j < 26; j++) {
        const code = String.fromCharCode(A + i, A + j);
        const name = display.of(code);
        if (name) names.add(name.toLowerCase());
      }
  }
  for (const extra of ['usa', 'u.s.a.', 'uk', 'u.k.', 'uae']) names.add(extra);
  return names;
}

/** Whether the last comma-separated part of `line` names a country: "Abu Dhabi, UAE". */
function endsInCountry(line: string): boolean {
  const comma = line.lastIndexOf(',');
  return comma > 0 && knownCountryNames().has(line.slice(comma + 1).trim().replace(/[.]$/, '').toLowerCase());
}

/** The end of a country line at `at` (the line holding nothing else), or undefined. */
function countryLine(text: string, at: number): number | undefined {
  const next = restOfLineBlank(text, at);
  if (next === undefined) return undefined;
  const stop = lineEnd(text, next, 40);
  const name = text.slice(next, stop).trim().replace(/[.,]$/, '');
  return knownCountryNames().has(name.toLowerCase()) ? next + text.slice(next, stop).trimEnd().length : undefined;
}

/** The lines under the address that continue it: a postcode line, a town line above one, a country line under them. */
function linesBelow(text: string, end: number, postcodeTaken: boolean): number {
  for (let lines = 0; lines < 3; lines++) {
    const next = restOfLineBlank(text, end);
    if (next === undefined) return end;
    if (postcodeTaken) {
      const country = countryLine(text, end);
      if (country !== undefined) return country;
    }
    if (PHONE_LINE.test(text.slice(next, next + 40))) return end;
    const stop = lineEnd(text, next);
    const line = partsAfter(text, next, stop, true);
    if (!lineDone(text, line.end, stop, line.postcode)) return end;
    if (line.postcode) {
      end = line.end;
      postcodeTaken = true;
      continue;
    }
    // A town line ending in a country ("Dubai, UAE", "Mirdif, Dubai, United Arab Emirates") ends the address.
    if (lineDone(text, line.end, stop) && endsInCountry(text.slice(next, line.end))) return line.end;
    // A town alone on its line belongs to the address when a postcode line follows it.
    const after = restOfLineBlank(text, line.end);
    if (after === undefined || PHONE_LINE.test(text.slice(after, after + 40))) return end;
    const afterStop = lineEnd(text, after);
    const below = partsAfter(text, after, afterStop, true);
    if (!lineDone(text, line.end, stop) || !below.postcode || !lineDone(text, below.end, afterStop, true)) return end;
    end = below.end;
    postcodeTaken = true;
    lines++;
  }
  return end;
}

/** The line holds nothing after `at` but blanks, or (`prose`) the sentence around the address goes on. */
const lineDone = (text: string, at: number, stop: number, prose = false): boolean =>
  at > 0 && (/^[ \t,.]*$/.test(text.slice(at, stop)) || (prose && /^[,.;:)»"'”’][ \t]/u.test(text.slice(at, stop))));

/** Words that end a house or building's name: "Kingsford Mansion", "Rose Cottage", "Lake View Apartments". */
const BUILDING_WORD =
  'Mansions?|House|Court|Towers?|Building|Bldg|Centre|Center|Plaza|Heights|Residency|Residences|Apartments|Apts|Gardens|Villas|Estate|Complex|Chambers|Lodge|Hall|Niketan|Niwas|Enclave|Arcade|Cottages?|Farm|Farmhouse|Barn|Mill|Manor|Grange|Rectory|Vicarage|Croft|Bungalow|Stables|Annexe?|Wing';
/** A house or building named instead of (or before) its number: "The Old Rectory", "Rose Cottage", "Haus Sonnenblick". */
const BUILDING_NAME = `(?:The|Villa|Haus|Casa|Quinta|Maison|Residenza|Residencial|Edificio|Edifício|Condominio|Condomínio)[ ]${PLACE_WORD}(?:[ ]${PLACE_WORD}){0,3}|${PLACE_WORD}(?:[ ]${PLACE_WORD}){0,3}[ ](?:${BUILDING_WORD})`;
/** A flat, house or plot number that leads an address: "Flat 4B", "No. 83", "H.No. 14-52", "Door No 7", "12/F". */
const UNIT_LEAD = `(?:${UNIT_WORD})\\.?[ ]?(?:No\\.?[ ]?)?(?:${UNIT_VALUE})|(?:H\\.[ ]?No|House[ ]No|Door[ ]No|Plot[ ]No|No|Nr|Nº)\\.?[ ]?[0-9]{1,5}[A-Z]?(?:[-/][0-9]{1,5}[A-Z]?)?(?![\\p{L}\\p{N}])|[0-9]{1,3}/F`;
/** A floor and side before the street: "3. OG links", "2º Dto", "5th Floor", "4e étage gauche". */
const FLOOR_LEAD =
  "[0-9]{1,3}(?:\\.|º|°|ª|e|er|ème|st|nd|rd|th)?[ ]?(?:OG|EG|DG|UG|Stock|Etage|étage|piso|andar|[Ff]loor)(?:[ ](?:links|rechts|Mitte|li|re|gauche|droite|izq(?:uierda)?|izda|dcha|derecha|esq(?:uerdo)?|dto|dir(?:eito)?|left|right|rear|front))?\\.?";

/** Unit, floor, building and postcode parts before the street on its line, right to left. */
const PART_BEFORE = new RegExp(
  '(?:' +
    [
      `(?<![\\p{L}\\p{N}])(?:${UNIT_LEAD}|${FLOOR_LEAD})[ ]?[,،][ ]?`,
      `(?<![\\p{L}\\p{N}])(?:${BUILDING_NAME})[ ]?,[ ]?`,
      `(?<![\\p{L}\\p{N}])(?:Blk|Block|Unit|Flat|Apt|House|Villa|Lot|Plot|No\\.|Nr\\.|#)[ ]?`,
      '(?:شقة|الشقة|الطابق|طابق|فيلا|مكتب)[ ]?[0-9]{1,5}[ ]?[،,][ ]?',
      '(?:بناية|مبنى|عمارة|برج)[ ]\\p{Script=Arabic}{2,20}(?:[ ]\\p{Script=Arabic}{2,20}){0,2}[ ]?[،,][ ]?',
      '\\([0-9]{5,6}\\)[ ]?',
      '〒[0-9]{3}-[0-9]{4}(?:[ ]?[,、·][ ]?|[ 　])?',
    ].join('|') +
    ')$',
  'u',
);
/**
 * A unit, house or building line above the street: "Apt 5C", "Flat 4B,", "The Old Rectory",
 * "Flat 1033, Green Park", "〒060-0001" (after a label or a field's opening quote).
 */
const LINE_ABOVE = new RegExp(
  `(?:^|[:：][ \\t]*|["'>|\\t][ \\t]*)(?<part>(?:〒[0-9]{3}-[0-9]{4}|(?:${UNIT_LEAD}|${FLOOR_LEAD}|${BUILDING_NAME})(?:[ ]?,[ ]?(?:${UNIT_LEAD}|${FLOOR_LEAD}|${BUILDING_NAME}|${PLACE})){0,2}))[ \\t]*,?[ \\t]*$`,
  'u',
);

/** "50, Sector 18, …", "10, Linking Road": a house number before its comma, when the match starts with the street's name. */
const NUMBER_BEFORE = /(?<![\p{L}\p{N}.,/-])[0-9]{1,4}[A-Z]?,[ ]$/u;

/** Where the line holding `at` starts (after a line break, an escaped "\\n" or a "<br>"), read no further back than `max`; `broken` when a break was found. */
function lineStartBefore(text: string, at: number, max = 160): { start: number; broken: boolean; breakAt: number } {
  const limit = Math.max(0, at - max);
  for (let i = at - 1; i >= limit; i--) {
    const c = text.charCodeAt(i);
    if (c === 10) return { start: i + 1, broken: true, breakAt: i > 0 && text.charCodeAt(i - 1) === 13 ? i - 1 : i };
    if (c === 110 /* n */ && text.charCodeAt(i - 1) === 92) return { start: i + 1, broken: true, breakAt: i - 1 };
    if (c === 62 /* > */ && /<br[ ]?\/?>$/i.test(text.slice(Math.max(0, i - 5), i + 1))) return { start: i + 1, broken: true, breakAt: text.lastIndexOf('<', i) };
  }
  return { start: limit, broken: false, breakAt: -1 };
}

function partsBefore(text: string, start: number): number {
  if (/\p{Lu}/u.test(text[start] ?? '')) {
    const m = NUMBER_BEFORE.exec(text.slice(Math.max(0, start - 8), start));
    if (m) start -= m[0].length;
  }
  for (let n = 0; n < 4; n++) {
    const from = Math.max(start - 60, lineStartBefore(text, start, 60).start);
    const m = PART_BEFORE.exec(text.slice(from, start));
    if (!m) break;
    start = from + m.index;
  }
  // The street opens its line and unit, house or building lines stand above it (two at most).
  for (let lines = 0; lines < 2; lines++) {
    const line = lineStartBefore(text, start);
    if (!line.broken || !/^[ \t]*$/.test(text.slice(line.start, start)) || line.breakAt <= 0) break;
    const above = lineStartBefore(text, line.breakAt, 80);
    if (!above.broken && above.start > 0) break;
    const m = LINE_ABOVE.exec(text.slice(above.start, line.breakAt));
    if (!m?.groups?.['part']) break;
    start = above.start + text.slice(above.start, line.breakAt).lastIndexOf(m.groups['part']);
  }
  return start;
}

/**
 * Legal forms that end an organisation's name ("Auenfeld Datentechnik GmbH", "Duinrand Transport
 * B.V.", "Yıldızsoft Yazılım Ltd. Şti.", "北斗損害保険株式会社") and the words that open one
 * ("株式会社みなと運輸", "주식회사 …", "شركة …", "Công ty …", "ООО …").
 */
const LEGAL_FORM_AFTER =
  "GmbH|gGmbH|AG|KG|KGaA|OHG|UG|e\\.[ ]?V\\.|Inc\\.?|LLC|L\\.L\\.C\\.|LLP|Ltd\\.?|Limited|PLC|plc|Corp\\.?|Corporation|Co\\.|S\\.A\\.?|SA|S\\.L\\.U?|SL|SLU|S\\.A\\.S\\.?|SAS|SASU|SARL|S\\.à[ ]r\\.l\\.|EURL|S\\.p\\.A\\.|SpA|S\\.r\\.l\\.|Srl|S\\.n\\.c\\.|B\\.V\\.|BV|N\\.V\\.|NV|AB|\\(publ\\)|A/S|ASA|ApS|Oy|Oyj|sp\\.[ ]z[ ]o\\.o\\.|Sp\\.[ ]z[ ]o\\.o\\.|S\\.A\\.|Ltda\\.?|EIRELI|A\\.Ş\\.|Şti\\.|Pty\\.?[ ]Ltd\\.?|Pvt\\.?[ ]Ltd\\.?|प्रा\\.[ ]लि\\.|लिमिटेड|ذ\\.م\\.م|TNHH|JSC";
/** Nouns that end the name of an insurer, savings bank, clinic, hospital, university or hotel (not "Bank": a surname too) ("Talwiese Versicherung", "Cobble & Wren Insurance"). */
const ORGANISATION_NOUN =
  'Insurance|Assurances?|Versicherung(?:en)?|Verzekering(?:en)?|Seguros?|Assicurazioni|Försäkring(?:ar)?|Forsikring|Sigorta|Ubezpieczenia|Sparkasse|Clinic|Klinik(?:um)?|Clinique|Cl[ií]nica|Hospital|Krankenhaus|H[oô]pital|Ospedale|Ziekenhuis|University|Universit[äy]t?|Université|Universidad|Università|Hotel|Hôtel|Group|Holdings?';
/** The same in scripts that write no space before them ("北斗損害保険株式会社", "云帆科技有限公司"). */
const LEGAL_FORM_GLUED = '株式会社|有限会社|合同会社|有限公司|股份有限公司|\\(주\\)|㈜|\\(株\\)';
const LEGAL_FORM_BEFORE = '株式会社|有限会社|合同会社|주식회사|\\(주\\)|㈜|شركة|مؤسسة|Công[ ]ty|ООО|АО|ПАО|ЗАО';
/**
 * A word of an organisation's name: capitalised or a number ("Cobble", "3M"), "&", a short particle
 * ("i", "de", "und"), or a word of a script without capitals ("شركة", "北斗損害保険"). A sentence
 * ("The quote came on paper headed …") has longer lower-case words and is no name.
 */
const NAME_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}\\p{N}.'’&-]{0,30}|[0-9][\\p{L}\\p{N}.-]{0,10}|&|\\p{Ll}{1,3}|[^\\p{Script=Latin}\\s,;\"|—–·:：]{1,40})";
/**
 * A line that holds only an organisation's name before the address ("Acme GmbH — Rosenplatz 23,
 * 04277 Leipzig", "北斗損害保険株式会社 — 〒812-0011 …"): a letterhead or footer, the
 * organisation's own public address, which names no person.
 */
const ORGANISATION_BEFORE = new RegExp(
  `^[ \\t]*(?:(?:${NAME_WORD}[ ]){1,7}(?:${LEGAL_FORM_AFTER}|${ORGANISATION_NOUN})|(?:${NAME_WORD}[ ]){0,6}[^\\p{Script=Latin}\\s,;"|—–·:：]{0,40}?(?:${LEGAL_FORM_GLUED})|(?:${LEGAL_FORM_BEFORE})(?:[ ]?${NAME_WORD}){1,7})[ \\t]*(?:[—–|·][ \\t]*|[ ]-[ ]|,[ ]?)$`,
  'u',
);

/** Whether the address starting at `start` follows, on its line, nothing but an organisation's name. */
export function followsOrganisationName(text: string, start: number): boolean {
  const line = lineStartBefore(text, start, 90);
  if (!line.broken && line.start > 0) return false;
  return ORGANISATION_BEFORE.test(text.slice(line.start, start));
}

/** Span extents a rule names with `"extent"`: how far around the match the reported span reaches; undefined drops the match. */
export const SPAN_EXTENTS: ReadonlyMap<string, (text: string, start: number, end: number) => { start: number; end: number } | undefined> = new Map([
  ['postal-address', (text: string, start: number, end: number) => {
    const span = postalAddressExtent(text, start, end);
    return followsOrganisationName(text, span.start) ? undefined : span;
  }],
]);

/** The whole address around the street found at [start, end). */
export function postalAddressExtent(text: string, start: number, end: number): { start: number; end: number } {
  // A rule may stop inside a unit number ("#09-306" taken as far as "#09").
  // A rule may stop inside a number ("#09-306" taken as far as "#09", "40060-550" or "58/4/4" cut after
  // the first group): the groups glued to it belong to it.
  GLUED.lastIndex = end;
  if (/[0-9]$/.test(text.slice(Math.max(start, end - 1), end)) && GLUED.test(text)) end = GLUED.lastIndex;
  // A rule's list of parts may have run on into a phone number after the address: it is not part of it.
  const phone = TRAILING_PHONE.exec(text.slice(Math.max(start, end - 24), end));
  if (phone && (phone[1]!.match(/[0-9]/g) ?? []).length >= 7 && !/^[0-9]{5}-[0-9]{3,4}$/.test(phone[1]!)) end -= phone[0].length;
  const stop = lineEnd(text, end, 160);
  const onLine = partsAfter(text, end, stop);
  return { start: partsBefore(text, start), end: linesBelow(text, onLine.end, onLine.postcode || /[0-9]{4}/.test(text.slice(start, end))) };
}
