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
/** A town line's end: the town, then a state or province code and its postcode, or a British postcode. */
const TOWN_LINE = new RegExp(
  `(?<![\\p{L}\\p{N}])${TOWN},?[ ]{1,2}(?:(?:${AU_STATES})[ ]{1,2}[0-9]{4}|[A-Z]{2}[ ]{1,2}${US_ZIP}|(?:${CA_PROVINCES})[ ]{1,2}${CA_POSTCODE}|${UK_POSTCODE})${COUNTRY}(?![\\p{L}\\p{N}])[ \\t]*(?=$|[.;]?[ \\t]|\\n|[.;]$)`,
  'gmu',
);
const HOUSE_NUMBER = '[0-9]{1,5}[A-Za-z]?(?:[-/][0-9]{1,5}[A-Za-z]?)?';
const UNIT = "(?:Flat|Apartment|Apt\\.?|Unit|Suite|Ste\\.?|Floor|Level|Room|PO[ ]Box|P\\.O\\.[ ]Box)[ ][0-9A-Z]{1,6}";
/** A street with its house number: "27 Kingfisher Way", "Unit 16, 164 Banksia Cres", "1202-35 Rue Sainte-Catherine", "PO Box 7472". */
const STREET = `(?:${UNIT},?[ ])?(?:${HOUSE_NUMBER}[ ]\\p{Lu}[\\p{L}'’.-]{1,25}(?:[ ](?:\\p{Lu}[\\p{L}'’.-]{0,25}|de|du|la|des|of|the)){0,5}|${UNIT})`;
/** The street on the town line, before it: "12 Banksia Cres, " (a label such as "Address: " may precede it). */
const STREET_BEFORE = new RegExp(`(?<![\\p{L}\\p{N}.-])${STREET},?[ ]$`, 'u');
/** A line that holds a street, after a label or alone ("Address: 27 Kingfisher Way"). */
const STREET_LINE = new RegExp(`^[ \\t]*(?:\\p{L}[\\p{L} ]{0,30}:[ \\t]*)?(${STREET}),?[ \\t]*$`, 'u');
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

export const addressBlocks: Finder = {
  name: 'address-blocks',
  description:
    'Street addresses ending in a town line with a state or province code and postcode (US, Canada, Australia) or a British postcode, on one line after the street or over several lines with the street (and a flat or unit line) above.',
  references: ['https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions', 'https://pe.usps.com/text/pub28/28c2_001.htm'],
  prepare() {
    return (text) => {
      const out: FinderSpan[] = [];
      TOWN_LINE.lastIndex = 0;
      for (let m = TOWN_LINE.exec(text); m !== null; m = TOWN_LINE.exec(text)) {
        const end = m.index + m[0].trimEnd().length;
        // Only the 90 characters before the town line are read, so a long line costs each match 90.
        const windowStart = streetWindowStart(text, m.index, 90);
        const street = STREET_BEFORE.exec(text.slice(windowStart, m.index));
        if (street) {
          out.push({ start: windowStart + street.index, end });
          continue;
        }
        // The town line alone on its line: the street must be the line above.
        const own = opensLaterLine(text, m.index);
        if (!own) continue;
        const above = lineAt(text, own.lineStart - 1);
        const streetLine = STREET_LINE.exec(above.text);
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
