// `address-blocks`: a street address ending in a town line of the English-speaking formats — the
// town, a state or province code and the postcode ("Sydney NSW 2000", "Austin, TX 78701-3907",
// "Vancouver BC  V6K 2G8"), or a town and a British postcode ("London SW1A 2AA") — written on one
// line after the street ("12 Banksia Cres, Sydney NSW 2000") or over several lines, as letters,
// forms and signatures lay it out:
//
//   Flat 4B
//   27 Kingfisher Way
//   Edinburgh EH3 2JB, United Kingdom
//
// The town line is the evidence and the street with its house number (a flat or unit line may
// come first) is the start: the whole block is one finding, so no line of it survives redaction.
// A finder rather than a pattern: the search starts from the town line (rare, cheap to find) and
// only then reads back at most two lines, so the cost stays linear in the text.

import type { Finder, FinderSpan } from './finder.js';

const TOWN = "\\p{Lu}[\\p{L}'’.-]{1,25}(?:[ ]\\p{Lu}[\\p{L}'’.-]{1,25}){0,2}";
const AU_STATES = 'NSW|VIC|QLD|WA|SA|TAS|ACT|NT';
const CA_PROVINCES = 'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT';
const US_ZIP = '[0-9]{5}(?:-[0-9]{4})?';
const CA_POSTCODE = '[A-Z][0-9][A-Z][ ]?[0-9][A-Z][0-9]';
const UK_POSTCODE = '[A-Z]{1,2}[0-9][0-9A-Z]?[ ][0-9][A-Z]{2}';
/** ", United Kingdom", ", USA" after the postcode. */
const COUNTRY = "(?:,?[ ]\\p{Lu}[\\p{L}.]{1,20}(?:[ ]\\p{Lu}[\\p{L}.]{1,20}){0,2})?";
/** Postcodes written after the town elsewhere: India's PIN ("Chennai 600082", "Lucknow - 226001"), Japan's ("Osaka 530-0001"), five digits ("Riyadh 12211", "Bangkok 10110"). */
const OTHER_POSTCODE = '(?:-[ ])?[1-9][0-9]{2}[ ]?[0-9]{3}|[0-9]{3}-[0-9]{4}|[0-9]{5}';
/** Words that name a document's number, not a town: "Invoice 12345", "Order 600082". */
const NOT_TOWN = '(?!(?:Invoice|Order|Total|Ticket|Case|Ref|Page|Room|Account|Acct|Policy|Claim|Batch|Item|Version|Build|Seat|Flight|Gate|Code|Pin|PIN|Zip|ZIP|Box)(?![\\p{L}]))';
/**
 * A town line's end: the town (a state after it), then a state or province code and its postcode,
 * a British postcode, or another country's postcode after the town. Letters of scripts without
 * capitals may touch it ("…OH 43248입니다"), and a field or tag may close it.
 */
const TOWN_LINE = new RegExp(
  `(?<![\\p{Lu}\\p{Ll}\\p{N}])${NOT_TOWN}${TOWN}(?:,[ ]${TOWN})?,?[ ]{1,2}(?:(?:${AU_STATES})[ ]{1,2}[0-9]{4}|[A-Z]{2}[ ]{1,2}${US_ZIP}|(?:${CA_PROVINCES})[ ]{1,2}${CA_POSTCODE}|${UK_POSTCODE}|${OTHER_POSTCODE})${COUNTRY}(?![\\p{Lu}\\p{Ll}\\p{N}]|[-/][0-9])[ \\t]*(?=$|[.;]?[ \\t]|\\n|[.;]$|[<"'|\\\\。\\p{Lo}])`,
  'gmu',
);
const HOUSE_NUMBER = '[0-9]{1,5}[A-Za-z]?(?:[-/][0-9]{1,5}[A-Za-z]?){0,2}';
const UNIT = "(?:Flat|Apartment|Apt\\.?|Unit|Suite|Ste\\.?|Floor|Level|Room|Plot|Villa|House(?:[ ]No\\.?)?|H\\.[ ]?No\\.?|Door[ ]No\\.?|No\\.|(?:GPO[ ]|PO[ ]|P\\.[ ]?O\\.[ ]|Post[ ]Office[ ])Box|Locked[ ]Bag|Private[ ]Bag|Caixa[ ]Postal|Apartado|Casilla|Postbus|Postboks)[ ][0-9A-Z]{1,6}(?:-[0-9]{1,4})?";
/** A unit after the street: "1924 Old Mill Rd, # 7C", "88 Elm St Apt 4". */
const UNIT_AFTER = "(?:,?[ ](?:#|Apt\\.?|Unit|Suite|Ste\\.?)[ ]?[0-9A-Z]{1,6})?";
/** District parts after the street on its line: ", Gandhi Colony, Sector 21", ", 4th Cross, Indiranagar". */
const PLACE_PARTS = "(?:,[ ](?:\\p{Lu}[\\p{L}'’.-]{0,25}|[0-9]{1,3}(?:st|nd|rd|th))(?:[ ](?:\\p{Lu}[\\p{L}'’.-]{0,25}|[0-9]{1,3}(?:st|nd|rd|th)?)){0,3}){0,3}";
/** A street with its house number: "27 Kingfisher Way", "Unit 16, 164 Banksia Cres", "1202-35 Rue Sainte-Catherine", "PO Box 7472". */
/** A day and month ("9 October 2031") is a date, not a house number and street. */
const NOT_MONTH = '(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Januar|Februar|März|Juni|Juli|Oktober|Dezember|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto)[\\p{L}]*(?![\\p{L}]))';
const STREET = `(?:${UNIT}(?:,?[ ]|/))?(?:${HOUSE_NUMBER}[ ]${NOT_MONTH}\\p{Lu}[\\p{L}'’.-]{1,25}(?:[ ](?:\\p{Lu}[\\p{L}'’.-]{0,25}|de|du|la|des|of|the|[0-9]{1,4}(?![\\p{L}\\p{N}]))){0,5}${UNIT_AFTER}|${UNIT})`;
/** The street on the town line, before it: "12 Banksia Cres, " (a label such as "Address: " may precede it). */
const STREET_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}.-])${STREET}${PLACE_PARTS},?[ ]$`, 'u');
/** A line that holds a street, after a label or alone ("Address: 27 Kingfisher Way"). */
const STREET_LINE = new RegExp(`^[ \\t]*(?:\\p{L}[\\p{L} ]{0,30}:[ \\t]*|<[^<>\\n]{0,30}>|["'])?(${STREET}${PLACE_PARTS}),?[ \\t]*$`, 'u');
/** A line ending in a street led by a flat, plot or house number after words of prose ("   currently at H.No. 244, Shanti Nagar, MG Road"). */
const STREET_ENDS_LINE = new RegExp(`(?<=[ \\t])((?=${UNIT})${STREET}${PLACE_PARTS}),?[ \\t]*$`, 'u');
/** A district line between the street and the town line: "4th Cross, Indiranagar", "Nehru Nagar Main Road". */
const PLACE_LINE = new RegExp(`^[ \\t]*(?:\\p{Lu}[\\p{L}'’.-]{0,25}|[0-9]{1,3}(?:st|nd|rd|th))(?:[ ](?:\\p{Lu}[\\p{L}'’.-]{0,25}|[0-9]{1,3})){0,4}${PLACE_PARTS},?[ \\t]*$`, 'u');
const UNIT_LINE = new RegExp(`^[ \\t]*(${UNIT}),?[ \\t]*$`, 'u');

function lineAt(text: string, end: number): { start: number; text: string } {
  const start = text.lastIndexOf('\n', end - 1) + 1;
  return { start, text: text.slice(start, end) };
}

/** Where the street may start before a town line at `at`: the line's start, or `reach` characters back on a longer line. */
function streetWindowStart(text: string, at: number, reach: number): number {
  const from = Math.max(0, at - reach);
  for (let i = at - 1; i >= from; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return from;
}

/** Whether only blanks stand between the line's start and `at` (and the line is not the text's first). */
function opensLaterLine(text: string, at: number): { lineStart: number } | undefined {
  let i = at - 1;
  while (i >= 0 && text.charCodeAt(i) !== 10 && /\s/.test(text[i]!)) i--;
  return i >= 0 && text.charCodeAt(i) === 10 ? { lineStart: i + 1 } : undefined;
}

/**
 * Where the street before a town line starts, on the same line. Without commas ("i live at 151
 * Ironbark Parade Newtown NSW 2042", as speech is transcribed) the town's first words may be the
 * street's last: the street is then read back from each of them.
 */
function streetBefore(text: string, windowStart: number, townAt: number, townLine: string): number | undefined {
  const street = STREET_BEFORE.exec(text.slice(windowStart, townAt));
  if (street) return windowStart + street.index;
  for (let cut = townLine.indexOf(' '), words = 0; cut > 0 && words < 2; cut = townLine.indexOf(' ', cut + 1), words++) {
    // A town must remain before the state code or postcode.
    if (!/^\p{Lu}[\p{L}'’.-]{1,25},?[ ]/u.test(townLine.slice(cut + 1))) break;
    const inner = STREET_BEFORE.exec(text.slice(windowStart, townAt + cut + 1));
    if (inner && /[0-9]/.test(inner[0])) return windowStart + inner.index;
  }
  return undefined;
}

export const addressBlocks: Finder = {
  name: 'address-blocks',
  description:
    'Street addresses ending in a town line with a state or province code and postcode (US, Canada, Australia), a British postcode, or a postcode after the town (India, Japan, five digits), on one line after the street or over several lines with the street (a flat or unit line, a district line) above.',
  references: ['https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions', 'https://pe.usps.com/text/pub28/28c2_001.htm'],
  prepare() {
    return (text) => {
      const out: FinderSpan[] = [];
      TOWN_LINE.lastIndex = 0;
      for (let m = TOWN_LINE.exec(text); m !== null; m = TOWN_LINE.exec(text)) {
        const end = m.index + m[0].trimEnd().length;
        // Only the 90 characters before the town line are read, so a long line costs each match 90.
        const windowStart = streetWindowStart(text, m.index, 90);
        const street = streetBefore(text, windowStart, m.index, m[0]);
        if (street !== undefined) {
          out.push({ start: street, end });
          continue;
        }
        // The town line alone on its line: the street must be the line above, or the line above a district line.
        const own = opensLaterLine(text, m.index);
        if (!own) continue;
        let above = lineAt(text, own.lineStart - 1);
        let streetLine = STREET_LINE.exec(above.text);
        if (!streetLine && above.start > 0 && PLACE_LINE.test(above.text)) {
          above = lineAt(text, above.start - 1);
          streetLine = STREET_LINE.exec(above.text);
        }
        if (!streetLine && above.text.length <= 120) streetLine = STREET_ENDS_LINE.exec(above.text);
        if (!streetLine || !/[0-9]/.test(streetLine[1]!)) continue;
        let start = above.start + above.text.indexOf(streetLine[1]!);
        if (above.start > 0) {
          const unitLine = lineAt(text, above.start - 1);
          const unit = UNIT_LINE.exec(unitLine.text);
          if (unit) start = unitLine.start + unitLine.text.indexOf(unit[1]!);
        }
        out.push({ start, end });
      }
      return out;
    };
  },
};
