import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRng as createRngFor } from '../../../src/engine/examples/rng.js';
import { auTfn } from '../../../src/engine/validators/au-tfn.js';
import { beNationalNumber } from '../../../src/engine/validators/be-national-number.js';
import { brCnpj } from '../../../src/engine/validators/br-cnpj.js';
import { brCpf } from '../../../src/engine/validators/br-cpf.js';
import { caSin } from '../../../src/engine/validators/ca-sin.js';
import { chAhv } from '../../../src/engine/validators/ch-ahv.js';
import { clRut } from '../../../src/engine/validators/cl-rut.js';
import { cnResidentId } from '../../../src/engine/validators/cn-resident-id.js';
import { deSteuerId } from '../../../src/engine/validators/de-steuer-id.js';
import { dkCpr } from '../../../src/engine/validators/dk-cpr.js';
import { esDni } from '../../../src/engine/validators/es-dni.js';
import { esNie } from '../../../src/engine/validators/es-nie.js';
import { fiHetu } from '../../../src/engine/validators/fi-hetu.js';
import { frNir } from '../../../src/engine/validators/fr-nir.js';
import { ilId } from '../../../src/engine/validators/il-id.js';
import { inAadhaar } from '../../../src/engine/validators/in-aadhaar.js';
import { cfCheckChar, itCodiceFiscale } from '../../../src/engine/validators/it-codice-fiscale.js';
import { iso7064Mod11_10 } from '../../../src/engine/validators/checksum.js';
import { jpMyNumber } from '../../../src/engine/validators/jp-my-number.js';
import { krRrn } from '../../../src/engine/validators/kr-rrn.js';
import { vnCccd } from '../../../src/engine/validators/vn-cccd.js';
import { aeEid } from '../../../src/engine/validators/ae-eid.js';
import { mxCurp } from '../../../src/engine/validators/mx-curp.js';
import { nlBsn } from '../../../src/engine/validators/nl-bsn.js';
import { noFodselsnummer } from '../../../src/engine/validators/no-fodselsnummer.js';
import { plPesel } from '../../../src/engine/validators/pl-pesel.js';
import { ptNif } from '../../../src/engine/validators/pt-nif.js';
import { sePersonnummer } from '../../../src/engine/validators/se-personnummer.js';
import { sgNric } from '../../../src/engine/validators/sg-nric.js';
import { trTckn } from '../../../src/engine/validators/tr-tckn.js';
import { ukNino } from '../../../src/engine/validators/uk-nino.js';
import { usSsn } from '../../../src/engine/validators/us-ssn.js';
import type { Validator } from '../../../src/engine/validators/validator.js';
import { zaId } from '../../../src/engine/validators/za-id.js';
import { assertFlipDetection, assertRoundTrip, assertVectors } from './helpers.js';

// "stdnum <path>" = the doctest examples in python-stdnum,
// https://github.com/arthurdejong/python-stdnum/blob/master/stdnum/<path>.py
interface Case {
  readonly v: Validator;
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
  /** Minimum flip-detection rate; omitted for formats without a check digit. */
  readonly flip?: number;
  /** Shape every generated value must have (the format it appears in documents). */
  readonly shape?: RegExp;
}

const CASES: readonly Case[] = [
  {
    // stdnum us/ssn; https://www.ssa.gov/history/ssn/misused.html (078-05-1120, 219-09-9999)
    v: usSsn,
    valid: ['536-90-4399', '536904399', '536 90 4399'],
    invalid: ['1112-23333', '666-00-0000', '078-05-1120', '219-09-9999', '000-12-3456', '900-12-3456', '123-00-4567', '123-45-0000', '536-90 4399'],
    shape: /^\d{3}-\d{2}-\d{4}$/,
  },
  {
    // https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110 — its own
    // example "QQ 12 34 56 A" deliberately uses the never-issued Q.
    v: ukNino,
    valid: ['AB 12 34 56 C', 'AB123456C', 'ab123456d'],
    invalid: ['QQ 12 34 56 A', 'GB123456A', 'NK123456A', 'ZZ123456A', 'AO123456A', 'DA123456A', 'AB123456E', 'AB12345C', 'AB1234567C'],
    shape: /^[A-Z]{2} \d\d \d\d \d\d [A-D]$/,
  },
  {
    // stdnum es/dni; 12345678Z is the worked example (12345678 mod 23 = 14 → Z) on
    // https://ordenacionjuego.es/gl/calculo-digito-control
    v: esDni, valid: ['54362315-K', '54362315K', '12345678Z'], invalid: ['54362315Z', '54362315', '5436231K'], flip: 1,
    shape: /^\d{8}[A-Z]$/,
  },
  {
    // stdnum es/nie
    v: esNie, valid: ['x-2482300w', 'X2482300W'], invalid: ['x-2482300a', 'X2482300', 'A2482300W'], flip: 1,
    shape: /^[XYZ]\d{7}[A-Z]$/,
  },
  {
    // stdnum nl/bsn
    v: nlBsn, valid: ['1112.22.333', '111222333'], invalid: ['1112.52.333', '1112223334', '000000000'], flip: 1,
  },
  {
    // stdnum in_/aadhaar
    v: inAadhaar,
    valid: ['234123412346', '2341 2341 2346'],
    invalid: ['234123412347', '123412341234', '643343121', '222222222222'],
    flip: 1,
    shape: /^[2-9]\d{3} \d{4} \d{4}$/,
  },
  {
    // stdnum br/cpf
    v: brCpf, valid: ['390.533.447-05', '39053344705'], invalid: ['231.002.999-00', '390.533.447=0', '111.111.111-11'], flip: 0.95,
    shape: /^\d{3}\.\d{3}\.\d{3}-\d{2}$/,
  },
  {
    // stdnum br/cnpj (incl. the alphanumeric form valid from July 2026)
    v: brCnpj,
    valid: ['16.727.230/0001-97', '16727230000197', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    invalid: ['16.727.230.0001-98', '16.727.230/0001=97', '00.000.000/0000-00'],
    flip: 0.95,
    shape: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
  },
  {
    // stdnum pl/pesel; https://en.wikipedia.org/wiki/PESEL (44051401358 → check digit 9)
    v: plPesel, valid: ['44051401359', '02211307589'], invalid: ['44051401358', '02381307589'], flip: 1,
  },
  {
    // stdnum se/personnummer; sv.wikipedia.org/wiki/Personnummer_i_Sverige (811228-9874)
    v: sePersonnummer,
    valid: ['880320-0016', '8803200016', '811228-9874', '811228+9874', '19811228-9874', '198112289874'],
    invalid: ['880320-0018', '881320-0016', '880320=0016'],
    flip: 1,
    shape: /^\d{6}-\d{4}$/,
  },
  {
    // stdnum ca/sin; https://en.wikipedia.org/wiki/Social_insurance_number (046 454 286 passes
    // Luhn but SINs starting with 0 are never issued)
    v: caSin, valid: ['123-456-782', '123 456 782'], invalid: ['999-999-999', '12345678Z', '823456785', '046 454 286'], flip: 1,
    shape: /^[1-79]\d{2} \d{3} \d{3}$/,
  },
  {
    // stdnum fr/nir (incl. Corsica 2A/2B)
    v: frNir,
    valid: ['2 95 10 99 126 111 93', '295109912611193', '253072B07300470', '253072A07300443'],
    invalid: ['295109912611199', '253072C07300443', '6546546546546703', '5 95 10 99 126 111 93'],
    flip: 1,
    shape: /^[12] \d\d \d\d (\d\d|2[AB]) \d{3} \d{3} \d\d$/,
  },
  {
    // stdnum it/codicefiscale
    v: itCodiceFiscale, valid: ['RCCMNL83S18D969H', 'rccmnl83s18d969h'], invalid: ['RCCMNL83S18D969', 'RCCMNL83S18D969A', 'RCCMNL83Z18D969H'], flip: 1,
    shape: /^[A-Z]{6}\d\d[A-Z]\d\d[A-Z]\d{3}[A-Z]$/,
  },
  {
    // stdnum de/idnr
    v: deSteuerId, valid: ['36 574 261 809', '36574261809'], invalid: ['36574261890', '36554266806', '06574261809'], flip: 1,
    shape: /^\d\d \d{3} \d{3} \d{3}$/,
  },
  {
    // stdnum au/tfn
    v: auTfn, valid: ['123 456 782', '123456782'], invalid: ['999 999 999', '123 456 781'], flip: 1,
    shape: /^\d{3} \d{3} \d{3}$/,
  },
  {
    // https://dvv.fi/en/personal-identity-code and stdnum fi/hetu
    v: fiHetu, valid: ['131052-308T', '131052a308t'], invalid: ['131052-308U', '310252-308Y', '131052G308T'], flip: 0.98, // A↔B…F are equivalent century signs
    shape: /^\d{6}[-A]\d{3}[0-9A-Y]$/,
  },
  {
    // stdnum dk/cpr (2110525629: born 2052, not yet)
    v: dkCpr, valid: ['211062-5629', '2110625629'], invalid: ['511062-5629', '2110525629', '211362-5629'],
    shape: /^\d{6}-\d{4}$/,
  },
  {
    // stdnum no/fodselsnummer
    v: noFodselsnummer, valid: ['151086 95088', '15108695088'], invalid: ['15108695077', '32108695088'], flip: 1,
  },
  {
    // stdnum be/nn (17… is a post-2000 birth)
    v: beNationalNumber, valid: ['85.07.30-033 28', '85073003328', '17 07 30 033 84'], invalid: ['12345678901', '85.07.30-033.29'], flip: 0.95,
    shape: /^\d\d\.\d\d\.\d\d-\d{3}\.\d\d$/,
  },
  {
    // stdnum pt/nif
    v: ptNif, valid: ['PT 501 964 843', '501964843'], invalid: ['PT 501 964 842', '001964843'], flip: 0.9,
  },
  {
    // stdnum cn/ric; https://en.wikipedia.org/wiki/Resident_Identity_Card (11010519491231002X)
    v: cnResidentId, valid: ['360426199101010071', '11010519491231002X', '11010519491231002x'], invalid: ['110105194912310021', '360426199113010071'], flip: 1,
  },
  {
    // stdnum kr/rrn
    v: krRrn, valid: ['971013-9019902'], invalid: ['971013-9019903', '971313-9019902'], flip: 0.85,
    shape: /^\d{6}-[1-4]\d{6}$/,
  },
  {
    // https://garden.melvinzhang.net/posts/nric_checksum (S1234567D); M series: GovTech FormSG
    // shared/utils/nric-validation.ts tests (M1234567K)
    v: sgNric, valid: ['S1234567D', 's1234567d', 'M1234567K'], invalid: ['S1234567A', 'M1234567N', 'X1234567D'], flip: 1,
  },
  {
    // stdnum za/idnr
    v: zaId, valid: ['7503305044089', '750330 5044 08 9'], invalid: ['8503305044089', '9125568', '7513305044089'], flip: 1,
  },
  {
    // stdnum tr/tckimlik
    v: trTckn, valid: ['17291716060'], invalid: ['17291716050', '1729171606', '07291716092'], flip: 1,
  },
  {
    // stdnum mx/curp; https://en.wikipedia.org/wiki/Unique_Population_Registry_Code (HEGG560427MVZRRL04)
    v: mxCurp, valid: ['BOXW310820HNERXN09', 'HEGG560427MVZRRL04'], invalid: ['BOXW310820HNERXN08', 'BOXW310820HZZRXN09', 'BOXW311320HNERXN09'], flip: 0.85,
  },
  {
    // stdnum cl/rut
    v: clRut, valid: ['76086428-5', '12.531.909-2', '125319092', '9.229.332-7'], invalid: ['12531909-3', '76086A28-5', '1253.19.092', '12.5319.09-2'], flip: 1,
    shape: /^\d{1,2}\.\d{3}\.\d{3}-[0-9K]$/,
  },
  {
    // stdnum il/idnr
    v: ilId, valid: ['3933742-3', '039337423'], invalid: ['3933742-2', '490154203237518'], flip: 1,
  },
  {
    // stdnum jp/in_
    v: jpMyNumber, valid: ['6214 9832 0257', '621498320257'], invalid: ['6214 9832 0258', '6214 9832 025X'], flip: 0.95, // remainders 0 and 1 share check digit 0
    shape: /^\d{4} \d{4} \d{4}$/,
  },
  {
    // stdnum ch/ssn
    v: chAhv, valid: ['7569217076985', '756.9217.0769.85'], invalid: ['756.9217.0769.84', '123.4567.8910.19'], flip: 1,
    shape: /^756\.\d{4}\.\d{4}\.\d{2}$/,
  },
];

for (const c of CASES) {
  test(`${c.v.name}: published valid and invalid vectors`, () => {
    assertVectors(c.v, c.valid, c.invalid);
  });
  test(`${c.v.name}: generate → validate for 200 seeds`, () => {
    const values = assertRoundTrip(c.v);
    if (c.shape) for (const value of values) assert.match(value, c.shape, `${c.v.name} generated ${value}`);
  });
  if (c.flip !== undefined) {
    const min = c.flip;
    test(`${c.v.name}: one substituted character is detected (>= ${min * 100}%)`, () => assertFlipDetection(c.v, min));
  }
}

test('national ids cover at least 15 countries', () => {
  const countries = new Set(CASES.map((c) => c.v.name.split('-')[0]));
  assert.ok(countries.size >= 15, [...countries].join(','));
});

test('it-codice-fiscale: omocodia (digits replaced by L M N P Q R S T U V)', () => {
  // RCCMNL83S18D969H with its last municipality digit 9 written as V (omocodia), check letter
  // recomputed over the substituted code as the Agenzia delle Entrate does.
  const body = 'RCCMNL83S18D96V';
  assert.ok(itCodiceFiscale.validate(body + cfCheckChar(body)));
  assert.not.ok(itCodiceFiscale.validate('RCCMNL83S18D96VH'));
});

test('de-steuer-id: a digit may occur three times, but not three in a row', () => {
  const ok = '6592997048'; // 9 three times, never three adjacent
  assert.ok(deSteuerId.validate(ok + String(iso7064Mod11_10(ok))));
  const bad = '1999234567'; // 9 three times in a row
  assert.not.ok(deSteuerId.validate(bad + String(iso7064Mod11_10(bad))));
});

test('kr-rrn: post-2020 numbers without check digit via params.checksum = false', () => {
  assert.ok(krRrn.validate('971013-9019903', { checksum: false }));
  assert.not.ok(krRrn.validate('971313-9019903', { checksum: false }));
});

test('kr-rrn: without the check digit the place-of-birth code is not required either (random since October 2020)', () => {
  assert.ok(krRrn.validate('660519-2988797', { checksum: false }));
  assert.not.ok(krRrn.validate('660519-2988797'), 'the default needs the place code and the check digit');
  assert.not.ok(krRrn.validate('661319-2988797', { checksum: false }), 'the birth date still holds');
});

test('vn-cccd: province code, sex/century digit and a birth year not in the future', () => {
  assert.ok(vnCccd.validate('079175873586'));
  assert.ok(vnCccd.validate('001 068 538699'));
  assert.ok(vnCccd.validate('079304784476'), 'born 2004');
  assert.not.ok(vnCccd.validate('099175873586'), 'no province 099');
  assert.not.ok(vnCccd.validate('079475873586'), 'century digit 4 is the 2100s');
  assert.not.ok(vnCccd.validate('079399784476'), 'born 2099');
  assert.not.ok(vnCccd.validate('07917587358'), 'eleven digits');
  assert.not.ok(vnCccd.validate('079000000000'), 'serial all zeros');
  assertRoundTrip(vnCccd);
});

test('ae-eid: 784, a birth year, a serial and a Luhn check digit', () => {
  assert.ok(aeEid.validate('784-1998-6687213-0'));
  assert.ok(aeEid.validate('784195897097655'));
  assert.not.ok(aeEid.validate('784-1998-6687213-1'), 'check digit');
  assert.not.ok(aeEid.validate('785-1998-6687213-0'), 'country code');
  assert.not.ok(aeEid.validate('784-2199-6687213-3'), 'birth year in the future');
  assertRoundTrip(aeEid);
});

test('separator params switch generated formats', () => {
  assert.match(usSsn.generate?.(createRngFor(1), { separator: '' }) ?? '', /^\d{9}$/);
  assert.match(ukNino.generate?.(createRngFor(1), { compact: true }) ?? '', /^[A-Z]{2}\d{6}[A-D]$/);
  assert.match(brCpf.generate?.(createRngFor(1), { compact: true }) ?? '', /^\d{11}$/);
  assert.match(sePersonnummer.generate?.(createRngFor(1), { long: true }) ?? '', /^(19|20)\d{6}-\d{4}$/);
});


test.run();
