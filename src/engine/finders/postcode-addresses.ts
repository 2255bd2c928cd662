// `postcode-addresses`: a street address written on one line the European way, "Marktgasse 8,
// 3011 Bern" or "ul. Św. Barbary 14/3, 31-042 Kraków": a street name and house number, a comma,
// a postcode in a national shape and the town. The postcode and town right after a house number
// are the evidence, whatever the street type, so the street name needs no street-type word.
// District, region and postcode parts after further commas belong to the address too. A finder
// rather than a pattern: the search starts from the postcode (", 3011 Bern" is rare and cheap to
// find) and only then reads the street back from it, instead of trying every capital letter of
// the text as the start of a street name.
// Street words that name a document reference instead ("Invoice 4821, 10115 Berlin") are the
// rule's allowlist.

import type { Finder, FinderSpan } from './finder.js';

/** A comma, a postcode (1234, 12345, D-12345, 12-345, 123 45, 1234 AB) and a town of up to three words, a region code after it. */
const POSTCODE_TOWN =
  /, (?:(?:[A-Z]{1,2}-)?[0-9]{4,5}|[0-9]{2}-[0-9]{3}|[0-9]{3} [0-9]{2}|[0-9]{4} [A-Z]{2}) \p{Lu}[\p{L}'’-]{1,25}(?:[ -]\p{Lu}[\p{L}'’-]{1,25}){0,2}(?: [A-Z]{2}(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/gu;
/**
 * The street before the comma, read back from it: capitalised words (with particles, Roman
 * numerals and abbreviations such as "ul." or "Św."), then a house number with a flat after a
 * slash, a letter or "bte 2".
 */
const STREET =
  /(?<![\p{L}\p{N}.,/#-])(?:(?:ul|al|pl|os)\. )?\p{Lu}[\p{L}'’.-]{1,25}(?: (?:\p{Lu}[\p{L}'’.-]{0,25}|[IVX]{1,4}|d[aeiou]s?|de[lr]?|la|le|les|van|von|der|den|het|du|della|y|e)){0,5} [0-9]{1,4}[A-Za-z]?(?:[/-][0-9]{1,4}[A-Za-z]?)?(?: (?:[A-Z]|bte [0-9]{1,4}|bus [0-9]{1,4}))?$/u;
/** Further parts after commas: districts, regions, postcodes ("Wuse II", "Dublin 2", "D02 X285", "Salvador - BA"). */
const PART = "(?:[0-9A-Z]{0,4}[0-9][0-9A-Z]{0,4}|\\p{Lu}[\\p{L}'’.-]{0,25}|-[0-9]{3,4})(?![\\p{L}\\p{N}])";
const MORE_PARTS = new RegExp(`(?:, ${PART}(?: (?:${PART}|d[aeo]|del|la|- [A-Z]{2}(?![\\p{L}\\p{N}]))){0,4}){1,3}`, 'uy');
/** Longest street read back from a postcode. */
const MAX_STREET = 90;

export const postcodeAddresses: Finder = {
  name: 'postcode-addresses',
  description: 'Street addresses written on one line: street name and house number, a comma, a postcode in a national shape and the town (European formats), with the district and region parts that follow.',
  references: ['https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions'],
  prepare() {
    return (text) => {
      const out: FinderSpan[] = [];
      POSTCODE_TOWN.lastIndex = 0;
      for (let m = POSTCODE_TOWN.exec(text); m !== null; m = POSTCODE_TOWN.exec(text)) {
        const from = Math.max(0, m.index - MAX_STREET, text.lastIndexOf('\n', m.index) + 1);
        const street = STREET.exec(text.slice(from, m.index));
        if (!street) continue;
        let end = m.index + m[0].length;
        MORE_PARTS.lastIndex = end;
        if (MORE_PARTS.test(text)) end = MORE_PARTS.lastIndex;
        out.push({ start: from + street.index, end });
      }
      return out;
    };
  },
};
