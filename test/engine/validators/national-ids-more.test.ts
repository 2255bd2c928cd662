// National identifiers of the second set of countries: published vectors (python-stdnum doctests
// and the issuing authorities' specimens), generate→validate round trips, and the rate at which a
// single changed character is caught by the check digit.

import { test } from 'uvu';
import { testVectorCases, type VectorCase } from './helpers.js';

const CASES: readonly VectorCase[] = [
  // Egyptian national number: structure only (century digit, birth date, governorate of birth)
  {
    name: 'eg-nid',
    valid: ['28703150101234', '3 050621 21 0345 7', '29912318812348'],
    invalid: ['18703150101234', '28713150101234', '28702300101234', '28703150501234', '39912310101234', '2870315010123', '28703150100000'],
  },
  // stdnum pt/cc doctest, then made-up numbers: the final digit checks letters and digits alike
  {
    name: 'pt-cc',
    valid: ['00000000 0 ZZ4', '000000000ZZ4', '24681357 9 ZZ3', '30071245 8 ZY9', '13579246 8 zx3'],
    invalid: ['00000000 0 ZZ3', '24681357 9 ZZ4', '30071245 8 ZY0', '2468135 9 ZZ3', '24681357 9 Z3', '24681357-9-ZZ3'],
    flip: 0.8,
  },
  // https://www.sozialversicherung.at/ specimen
  { name: 'at-svnr', valid: ['1237 010180', '1237010180'], invalid: ['1238 010180', '0237 010180', '1237 320180'], flip: 0.8 },
  // stdnum ie/pps
  { name: 'ie-ppsn', valid: ['6433435F', '1234567TW', '6433435OA'], invalid: ['6433435E', '1234567', '6433435FZ'], flip: 0.8 },
  // stdnum ro/cnp
  { name: 'ro-cnp', valid: ['1630615123457'], invalid: ['1630615123458', '9630615123457', '1631315123457'], flip: 0.8 },
  // stdnum bg/egn
  { name: 'bg-egn', valid: ['7523169263', '8032056031'], invalid: ['7523169264', '7513169263'], flip: 0.8 },
  // stdnum cz/rc
  { name: 'cz-birth-number', valid: ['710319/2745', '7103192745'], invalid: ['710319/2746', '711319/2745'], flip: 0.8 },
  // stdnum hr/oib
  { name: 'hr-oib', valid: ['33392005961', 'HR33392005961'], invalid: ['33392005962', '3339200596'], flip: 0.8 },
  // stdnum ee/ik
  { name: 'ee-isikukood', valid: ['36805280109'], invalid: ['36805280108', '76805280109', '36813280109'], flip: 0.8 },
  // stdnum is_/kennitala (a company number: day + 40)
  { name: 'is-kennitala', valid: ['450401-3150', '120174-3399'], invalid: ['120174-3389', '120174-3391', '321374-3399'] },
  // stdnum ar/cuit
  { name: 'ar-cuit', valid: ['20-05536168-2', '20055361682'], invalid: ['20-05536168-3', '10-05536168-2'], flip: 0.8 },
  // stdnum th/pin
  { name: 'th-id', valid: ['3100600445635', '3-1006-00445-63-5'], invalid: ['3100600445636', '0100600445635'], flip: 0.8 },
  // the format's worked example
  { name: 'tw-id', valid: ['A123456789'], invalid: ['A123456788', 'A323456789', '1123456789'], flip: 0.8 },
  // the Immigration Department's format example
  { name: 'hk-hkid', valid: ['A123456(3)', 'A1234563'], invalid: ['A123456(4)', 'A12345(3)'], flip: 0.8 },
  // stdnum ru/snils
  { name: 'ru-snils', valid: ['112-233-445 95', '11223344595'], invalid: ['112-233-445 96', '001-001-998 00'], flip: 0.8 },
  // stdnum ru/inn
  { name: 'ru-inn', valid: ['123456789047', '1234567894'], invalid: ['123456789048', '1234567895', '12345678904'], flip: 0.8 },
  // stdnum si/emso
  { name: 'si-emso', valid: ['0101006500006'], invalid: ['0101006500007', '3213006500006'], flip: 0.8 },
  // the weighting rule (3, 7 alternating)
  { name: 'hu-taj', valid: ['123 456 788', '123456788'], invalid: ['123 456 789', '12345678'], flip: 0.8 },
  // stdnum gr/amka
  { name: 'gr-amka', valid: ['01013099997'], invalid: ['01013099999', '32013099997'], flip: 0.8 },
  // stdnum gr/vat
  { name: 'gr-afm', valid: ['094259216', '094 259 216'], invalid: ['094259217', '000000000', '12345678'], flip: 0.8 },
  // the check-digit weights Services Australia publishes for Medicare card numbers
  { name: 'au-medicare', valid: ['2123 45670 1', '2123456701', '21234567011'], invalid: ['2123 45671 1', '2123 45670 0', '7123 45670 1', '212345670'], flip: 0.7 },
  // stdnum nz/ird
  { name: 'nz-ird', valid: ['4909185-0', '49-091-850', '136410132'], invalid: ['136410133', '9125568'], flip: 0.7 },
  // stdnum my/nric
  { name: 'my-mykad', valid: ['770305-02-1234', '770305021234'], invalid: ['771305-02-1234', '770305-00-1234', '770305-17-1234'] },
  // the published structure (province 31 = Jakarta)
  { name: 'id-nik', valid: ['3171234501900001', '3171234101900001'], invalid: ['0171234501900001', '3171234501900000', '3171233201900001'] },
  // the specimen card of Erika Mustermann
  { name: 'de-id-card', valid: ['T220001293', 'L01X00T471'], invalid: ['T220001294', 'A220001293', 'TTTTTTTTT3'], flip: 0.7 },
  // stdnum de/vat
  { name: 'de-vat', valid: ['DE136695976', '136695976', 'DE 136 695 976'], invalid: ['DE136695978', 'DE036695976'], flip: 0.8 },
  // CMS "Understanding the MBI" example
  { name: 'us-mbi', valid: ['1EG4-TE5-MK73', '1EG4TE5MK73'], invalid: ['1EG4-TE5-MS73', '0EG4-TE5-MK73', '1EG4-TE5-MK7'] },
  // stdnum at/uid, be/vat, de/vat, dk/cvr, es/nif, fi/alv, fr/tva, it/iva, nl/btw, pl/nip, pt/nif, se/vat
  {
    name: 'eu-vat',
    valid: ['ATU13585627', 'BE0776091951', 'DE136695976', 'DK13585628', 'ESX2482300W', 'ESB58378431', 'FI20774740', 'FR40303265045', 'FR23334175221', 'IT00743110157', 'NL004495445B01', 'NL000099998B57', 'PL8567346215', 'PT501964843', 'SE556188840401', 'GB980780684'],
    invalid: ['FR40303265046', 'IT00743110158', 'NL004495446B01', 'PL8567346216', 'XX123456789', 'GB802311781'],
    flip: 0.6,
  },
  { name: 'pl-nip', valid: ['856-734-62-15', '8567346215', 'PL 856-734-62-15'], invalid: ['856-734-62-16', '85673462'], flip: 0.8 },
  // DVLA's example licence number
  { name: 'uk-driving-licence', valid: ['MORGA753116SM9IJ', 'MORGA 753116 SM9IJ'], invalid: ['MORGA763116SM9IJ', 'MORGA753326SM9IJ', 'M9RGA753116SM9IJ'] },
];

testVectorCases(CASES);

test.run();
