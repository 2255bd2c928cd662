// `postcode-addresses`: a street address written on one line, "Marktgasse 8, 3011 Bern",
// "ul. Św. Barbary 14/3, 31-042 Kraków", "Av. Hidalgo 1180, Depto. 7B, Col. Centro,
// 64000 Monterrey" or "19/75 Thanon Ratchadaphisek, Khlong Toei, Bangkok 10110": a street with a
// house number (or a flat, plot or building number), parts such as a district after it, and a
// postcode next to its town, the parts joined by commas, middle dots, slashes or dashes. The
// postcode beside a town, after a house number on the same line, is the evidence, whatever the
// street type. District and region parts after the town belong to the address too.
// A finder rather than a pattern: the search starts from a postcode beside a town (rare, cheap to
// find) and only then reads the street back from it, instead of trying every capital letter of
// the text as the start of a street name. Street words that name a document reference instead
// ("Invoice 4821, 10115 Berlin") are the rule's allowlist.

import type { Finder, FinderSpan } from './finder.js';

const SEP = '(?:,|[ ]·|[ ]/|[ ]-)[ ]';
const TOWN = "\\p{Lu}[\\p{L}'’-]{1,25}(?:[ -](?:\\p{Lu}[\\p{L}'’-]{1,25}|im|am|de|del|la|sur|an|der)){0,3}";
/** A postcode in a national shape: 1234, 12345, D-12345, 12-345, 123 45, 1234 AB, 01310-100, 1100-048. */
const POSTCODE = '(?:[0-9]{4,5}-[0-9]{3}|(?:[A-Z]{1,2}-)?[0-9]{4,5}|[0-9]{2}-[0-9]{3}|[0-9]{3}[ ][0-9]{2}|[0-9]{4}[ ][A-Z]{2})';
/** An Irish Eircode after the town ("Dublin 8 D08 X2F1", "Galway H91 E2K3"): routing key, then four characters of its alphabet. */
const EIRCODE = '(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W)[ ]?[0-9AC-FHKNPRTV-Y]{4}';
/**
 * A separator, then a postcode and its town (a province code after it), a town and a 5- or 6-digit
 * postcode, a Brazilian town, state and CEP ("Belo Horizonte - MG, 30130-970"), or an Irish town and Eircode.
 */
const POSTCODE_TOWN = new RegExp(
  `${SEP}(?:${POSTCODE}[ ]${TOWN}(?:[ ][A-Z]{2}(?![\\p{L}\\p{N}]))?|${TOWN}[ ][0-9]{5,6}|${TOWN}[ ]-[ ][A-Z]{2},?[ ](?:CEP:?[ ])?[0-9]{5}-[0-9]{3}|${TOWN}(?:[ ][0-9]{1,2})?[ ]${EIRCODE})(?![\\p{L}\\p{N}])`,
  'gu',
);
/**
 * The street before the postcode, read back from it: a flat, plot or building number first
 * ("Building 2584, …", "19/75 Thanon …"), or capitalised street words (with particles, Roman
 * numerals and abbreviations such as "ul." or "Blvd.") joined by spaces up to the house number;
 * then unit markers ("int. 4", "Depto. 7B"), street and district names joined by commas, dots,
 * slashes or dashes. The street's own words hold no comma, so a name before it ("Linnea
 * Johansson, Drottninggatan 83, …") is not taken for the street.
 */
const WORD = "\\p{Lu}[\\p{L}'’.-]{0,25}|[IVX]{1,4}|d[aeiou]s?|de[lr]?|la|le|les|los|las|van|von|der|den|het|du|della|y|e";
const HOUSE_NUMBER = '[0-9]{1,5}(?:[/-][0-9]{1,4})?[A-Za-z]?';
/** A post office box in the national words: "Postfach 10 02 31", "Caixa Postal 5802", "Apartado 1234", "Postbus 2001", "PK 649", "Box 7042". */
const PO_BOX = '(?:Postfach|P\\.?[ ]?O\\.?[ ]Box|PO[ ]Box|Caixa[ ]Postal|Apartado(?:[ ]de[ ]Correos)?|Apdo\\.|Casilla(?:[ ]de[ ]Correo)?|Case[ ]postale|Casella[ ]postale|Bo[îi]te[ ]postale|BP|Postbus|Postboks|Box|PK|Skrytka[ ]pocztowa)[ ][0-9]{1,6}(?:[ ][0-9]{2}){0,2}';
const NUMBER_HEAD = `(?:Flat|Plot|House(?:[ ]No\\.)?|Building|Bldg\\.?|Apartment|Apt\\.?|Villa|Unit|Suite|Blk|Block|Office)[ ][0-9]{1,5}(?:-?[A-Z])?|${PO_BOX}|${HOUSE_NUMBER}(?=[ ]\\p{Lu})`;
const NAMED_HEAD = `(?:(?:ul|al|pl|os)\\.[ ])?\\p{Lu}[\\p{L}'’.-]{1,25}(?:[ ](?:${WORD})){0,6}[ ]${HOUSE_NUMBER}`;
const STREET_PARTS = `(?:(?:,[ ]|[ ]·[ ]|[ ]/[ ]|[ ]-[ ]|[ ])(?:${WORD}|${HOUSE_NUMBER}|[0-9]{1,2}(?:st|nd|rd|th)|int\\.|depto\\.|dpto\\.|apto\\.|bte|bus|m\\.)){0,10}$`;
const STREET = new RegExp(`(?<![\\p{L}\\p{N}.,/#-])(?:${NUMBER_HEAD}|${NAMED_HEAD})${STREET_PARTS}`, 'u');
/** Further parts after the town: regions and postcodes ("CDMX", "N.L.", "D02 X285"). */
const PART = "(?:[0-9A-Z]{0,4}[0-9][0-9A-Z]{0,4}|\\p{Lu}[\\p{L}'’.-]{0,25}|-[0-9]{3,4})(?![\\p{L}\\p{N}]|[-.][0-9])";
const MORE_PARTS = new RegExp(`(?:, ${PART}(?: (?:${PART}|d[aeo]|del|la|- [A-Z]{2}(?![\\p{L}\\p{N}]))){0,4}){1,3}`, 'uy');
/** Longest street read back from a postcode. */
const MAX_STREET = 90;

export const postcodeAddresses: Finder = {
  name: 'postcode-addresses',
  description: 'Street addresses written on one line: a street with a house, flat or building number, district parts, and a postcode beside its town, joined by commas, dots, slashes or dashes.',
  references: ['https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions'],
  prepare() {
    return (text) => {
      const out: FinderSpan[] = [];
      POSTCODE_TOWN.lastIndex = 0;
      // A street begins after the previous postcode and town: reading back no further than them
      // reads every character at most once, so a text made of postcode-like runs stays linear.
      let readFrom = 0;
      for (let m = POSTCODE_TOWN.exec(text); m !== null; m = POSTCODE_TOWN.exec(text)) {
        const from = Math.max(readFrom, m.index - MAX_STREET, text.lastIndexOf('\n', m.index) + 1);
        readFrom = m.index + m[0].length;
        const street = STREET.exec(text.slice(from, m.index));
        // The house number is the evidence the words before the postcode are a street.
        if (!street || !/[0-9]/.test(street[0])) continue;
        let end = m.index + m[0].length;
        MORE_PARTS.lastIndex = end;
        if (MORE_PARTS.test(text)) end = MORE_PARTS.lastIndex;
        out.push({ start: from + street.index, end });
      }
      return out;
    };
  },
};
