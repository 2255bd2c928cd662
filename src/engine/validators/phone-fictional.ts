// Numbers a telephone regulator reserves for films, television, books and documentation: they are
// never assigned to a subscriber, so a text that quotes one names no one. Like the documentation
// example keys the secret rules ignore, such a number is not reported as a phone number, whatever
// way it is written (+1 / +44 / +61, national with its trunk prefix, spaced, dotted, bracketed):
// the test is on the calling code and the national significant number of the parsed number.
//
// Sources (the regulators' published lists):
//   - NANP: 555-0100 to 555-0199 with any area code, reserved for fictional use
//     (NANPA, "555 NXX line numbers", https://www.nationalnanpa.com/number_resource_info/555_numbers.html).
//   - UK: Ofcom, "Telephone numbers for drama purposes"
//     (https://www.ofcom.org.uk/phones-telecoms-and-internet/information-for-industry/numbering/numbers-for-drama): 1,000 numbers in
//     each of fifteen city areas, the 01632 area that exists nowhere, and mobile (07700 900),
//     freephone (08081 570), premium-rate (0909 8790) and UK-wide (03069 990) blocks.
//   - Australia: ACMA, "Phone numbers for use in TV shows, films and creative works"
//     (https://www.acma.gov.au/phone-numbers-use-tv-shows-films-and-creative-works): the 5550 and
//     7010 blocks of the four geographic areas, thirty listed mobile numbers and the listed
//     freephone and local-rate numbers.

/** The part of a parsed number this test reads (a libphonenumber `PhoneNumber` has both). */
export interface NumberParts {
  readonly countryCallingCode: string;
  readonly nationalNumber: string;
}

interface FictionalRange {
  /** Country calling code, without "+". */
  readonly callingCode: string;
  /** The national significant number (no trunk prefix) of every number in the range. */
  readonly nsn: RegExp;
  /** The range as the regulator publishes it. */
  readonly published: string;
}

/** The thirty mobile numbers ACMA lists, national significant number without the trunk 0. */
const AU_MOBILES = [
  '491570006', '491570156', '491570157', '491570158', '491570159', '491570110', '491570313', '491570737', '491571266', '491571491',
  '491571804', '491572549', '491572665', '491572983', '491573770', '491573087', '491574118', '491574632', '491575254', '491575789',
  '491576398', '491576801', '491577426', '491577644', '491578957', '491578148', '491578888', '491579212', '491579760', '491579455',
];

export const FICTIONAL_RANGES: readonly FictionalRange[] = [
  // NANP (US, Canada and the other +1 countries): NXX-555-0100 … NXX-555-0199.
  { callingCode: '1', nsn: /^[2-9][0-9]{2}55501[0-9]{2}$/, published: 'NPA 555-0100 to 555-0199' },
  // UK geographic: 0113/0114/0115/0116/0117/0118/0121/0131/0141/0151/0161 496 0xxx.
  { callingCode: '44', nsn: /^1(?:1[3-8]|[2-6]1)4960[0-9]{3}$/, published: '01xx 496 0000 to 01xx 496 0999 (eleven city areas)' },
  { callingCode: '44', nsn: /^1914980[0-9]{3}$/, published: '0191 498 0000 to 0191 498 0999' },
  { callingCode: '44', nsn: /^2079460[0-9]{3}$/, published: '020 7946 0000 to 020 7946 0999' },
  { callingCode: '44', nsn: /^2896496[0-9]{3}$/, published: '028 9649 6000 to 028 9649 6999' },
  { callingCode: '44', nsn: /^2920180[0-9]{3}$/, published: '029 2018 0000 to 029 2018 0999' },
  { callingCode: '44', nsn: /^1632960[0-9]{3}$/, published: '01632 960000 to 01632 960999' },
  { callingCode: '44', nsn: /^7700900[0-9]{3}$/, published: '07700 900000 to 07700 900999' },
  { callingCode: '44', nsn: /^8081570[0-9]{3}$/, published: '08081 570000 to 08081 570999' },
  { callingCode: '44', nsn: /^9098790[0-9]{3}$/, published: '0909 8790000 to 0909 8790999' },
  { callingCode: '44', nsn: /^3069990[0-9]{3}$/, published: '03069 990000 to 03069 990999' },
  // Australia geographic: 02, 03, 07 and 08 areas, 5550 xxxx and 7010 xxxx.
  { callingCode: '61', nsn: /^[2378](?:5550|7010)[0-9]{4}$/, published: '0[2378] 5550 xxxx and 0[2378] 7010 xxxx' },
  { callingCode: '61', nsn: new RegExp(`^(?:${AU_MOBILES.join('|')})$`), published: 'the listed 0491 57x xxx mobile numbers' },
  { callingCode: '61', nsn: /^(?:1800160401|1[38]0097570[7-9]|1[38]0097571[01])$/, published: '1800 160 401, 1800 975 707 to 711, 1300 975 707 to 711' },
];

/** Whether the number is in a range its regulator reserves for fiction and documentation. */
export function isFictionalNumber(n: NumberParts | undefined): boolean {
  if (n === undefined) return false;
  const { countryCallingCode, nationalNumber } = n;
  for (const range of FICTIONAL_RANGES) if (range.callingCode === countryCallingCode && range.nsn.test(nationalNumber)) return true;
  return false;
}

/** The plans that publish fictional ranges, with the prefix their numbers are written with nationally. */
const PLANS: ReadonlyArray<{ readonly callingCode: string; readonly trunk: string }> = [
  { callingCode: '1', trunk: '1' },
  { callingCode: '44', trunk: '0' },
  { callingCode: '61', trunk: '0' },
];

/**
 * A number written without "+" or "00" that is a fictional number of its own plan, whichever
 * regions a rule reads it in: a UK or Australian one written with its trunk 0 ("020 7946 0xxx",
 * "(02) 5550 xxxx") or after its calling code ("447700900xxx"), a NANP one grouped 3-3-4 as the plan writes it, its 1 apart or absent
 * ("(212) 555-01xx", "1-312-555-01xx"), or as one run of digits. Grouped otherwise ("98555 01234",
 * an Indian mobile) the digits are another plan's number.
 */
export function writtenAsFictional(value: string): boolean {
  const groups = value.match(/[0-9]+/g);
  if (groups === null) return false;
  const digits = groups.join('');
  for (const { callingCode, trunk } of PLANS) {
    if (trunk === '0') {
      // With its trunk 0, or after its calling code without the "+" (an MSISDN: "447700900xxx").
      if (digits.startsWith('0') && isFictionalNumber({ countryCallingCode: callingCode, nationalNumber: digits.slice(1) })) return true;
      if (digits.startsWith(callingCode) && isFictionalNumber({ countryCallingCode: callingCode, nationalNumber: digits.slice(callingCode.length) })) return true;
      continue;
    }
    const nationalNumber = digits.startsWith(trunk) ? digits.slice(trunk.length) : digits;
    if (!isFictionalNumber({ countryCallingCode: callingCode, nationalNumber })) continue;
    const g = groups.length > 1 && groups[0] === '1' ? groups.slice(1) : groups;
    if (g.length === 1) return true;
    if (g.length === 3 && g[0]!.length === 3 && g[1]!.length === 3 && g[2]!.length === 4) return true;
  }
  return false;
}
