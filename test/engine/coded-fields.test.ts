// The coded-field view: values an interchange record names by place or code (HL7 v2 field
// positions, X12 qualifiers and entity types, DICOM tags) are read under a key in words, with the
// exact value span, and nothing else in those records is.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignmentsOf } from '../../src/engine/assignments/view.js';
import { hasCodedRecord, scanCodedFields } from '../../src/engine/assignments/coded-fields.js';

const test = suite('engine: coded fields');

/** The coded assignments of a text as `key=value`. */
function coded(text: string): string[] {
  return assignmentsOf(text)
    .filter((a) => a.syntax === 'coded')
    .map((a) => `${a.key}=${text.slice(a.valueStart, a.valueEnd)}`);
}

test('HL7 v2: PID birth date, street component, home phone by field position', () => {
  const text = 'MSH|^~\\&|REG|WEST|||20310102||ADT^A04|Z1|P|2.5\rPID|1||K4410^^^W^MR||DUVALLE^CORIN||19930301|M|||Ulmenweg 9^^Jena^^07743^DEU||03641 220017|';
  assert.equal(coded(text), ['birth_date=19930301', 'street_address=Ulmenweg 9', 'home_phone=03641 220017']);
});

test('HL7 v2: segments flattened in a log with escaped carriage returns, and the insured in IN1', () => {
  const log = 'rx raw="MSH|^~\\\\&|A|B|||1||ADT^A08|9|P|2.3\\rPID|1||M1||ROOK^ANSA||19661204|F\\r"';
  assert.equal(coded(log), ['birth_date=19661204']);
  const in1 = 'IN1|1|PPO|991|ACME MUTUAL|||||||||20250101|||ROOK^ANSA|01|19661204|Ringstraße 4^^Graz^^8010^AUT';
  assert.equal(coded(in1), ['birth_date=19661204', 'street_address=Ringstraße 4']);
});

test('HL7 v2: dates of service, visit numbers and message times are never read', () => {
  assert.equal(coded('MSH|^~\\&|LAB|H|||19990101||ADT^A01|Q1|P|2.5\nPV1|1|I|W3^204^1||||||||||||||||V1234|||||||||||||||||||||||||20240312'), []);
  assert.equal(coded('grep: xPID|1||2||Penrose^Anna||19800101'), []);
});

test('X12: DMG D8 birth date, PER home phone, N3 only in a person loop', () => {
  const text = [
    'NM1*85*2*LAKESIDE CLINIC*****XX*1234567893~',
    'N3*400 COMMERCE PARK DR~',
    'PER*IC*FRONT DESK*TE*2185550100~',
    'NM1*IL*1*QUARRELL*BENEDIKT****MI*W88120~',
    'PER*IP**HP*6122198430*CP*6788240519~',
    'N3*88 WINTERBERRY CT*APT 4~',
    'N4*DULUTH*MN*55802~',
    'DMG*D8*19880530*M~',
    'DTP*472*D8*20240315~',
  ].join('\n');
  assert.equal(coded(text), ['home_phone=6122198430', 'cell_phone=6788240519', 'street_address=88 WINTERBERRY CT', 'street_address=APT 4', 'birth_date=19880530']);
});

test('X12: a telephone of the insured party is read, of an information contact not', () => {
  assert.equal(coded('PER*IP**TE*4043379215~'), ['phone=4043379215']);
  assert.equal(coded('PER*IC*CLAIMS*TE*4043379215~'), []);
});

test('DICOM dumps: tags name the patient data, bracketed or bare', () => {
  const text = [
    '(0008,0020) DA [20240315]                     #   8, 1 StudyDate',
    '(0010,0010) PN [Salvesen^Ingrid]              #  16, 1 PatientName',
    '(0010,0030) DA [19540817]                     #   8, 1 PatientBirthDate',
    '(0010,1040) LO Rua das Amendoeiras 211',
  ].join('\n');
  assert.equal(coded(text), ['patient_name=Salvesen^Ingrid', 'birth_date=19540817', 'street_address=Rua das Amendoeiras 211']);
});

test('DICOM: pydicom prints the description before the VR and quotes the value', () => {
  const text = "(0010, 0010) Patient's Name                      PN: 'Salvesen^Ingrid'\n(0010, 0030) Patient's Birth Date                DA: '19540817'\n(0008, 0020) Study Date                          DA: '20240315'";
  assert.equal(coded(text), ['patient_name=Salvesen^Ingrid', 'birth_date=19540817']);
});

test('DICOM: a pydicom dump of a study without patient tags still names its operators', () => {
  const text = "(0008, 1070) Operators' Name                    PN: 'Fujisaki^Mirei'\n(0008, 0060) Modality                          CS: 'MR'";
  assert.ok(hasCodedRecord(text));
  assert.equal(coded(text), ['operator_name=Fujisaki^Mirei']);
});

test('HL7 v2: a birth date with a time keeps only its date', () => {
  assert.equal(coded('PID|1||K1||ROOK^ANSA||196612040830|F'), ['birth_date=19661204']);
});

test('DICOM: any element of the Person Name representation is a person name', () => {
  assert.equal(coded('(0040,A123) PN [Dąbrowska^Halina]   #  18, 1 PersonName'), ['person_name=Dąbrowska^Halina']);
  assert.equal(coded('(0008,0080) LO [Lakeside Imaging]   #  16, 1 InstitutionName'), []);
});

test('EDIFACT: NAD names of passengers and crew, released apostrophes kept; other parties not', () => {
  const text = "NAD+FL+++VERHOEVEN:MAARTJE'\nNAD+FM+++O?'DONNELL:CIARAN+12 QUAY ROAD'\nNAD+BY+5412345000013::9++NORDVIK TRADING AS'";
  assert.equal(coded(text), ['passenger_name=VERHOEVEN:MAARTJE', "crew_member_name=O?'DONNELL:CIARAN"]);
});

test('SWIFT MT: the name line of the ordering customer and the beneficiary; option A is a bank code', () => {
  const text = ':50K:/DE02100100100006820101\nRAGNHILD OSTERBERG\nLINDENSTRASSE 14\n:59A:/FR76300060000112\nBNPAFRPPXXX\n:59F:/ES9121000418450200051332\n1/CARMEN VALDERRAMA\n2/CALLE MAYOR 5';
  assert.equal(coded(text), ['sender=RAGNHILD OSTERBERG', 'beneficiary=CARMEN VALDERRAMA']);
});

/** A fixed-width line from its columns. */
const columns = (...cells: Array<[string, number]>): string => cells.map(([v, w]) => v.padEnd(w)).join('');

test('NACHA: the individual name of an entry in a consumer batch, not in a corporate one', () => {
  const batch = (sec: string): string => columns(['5200', 4], ['NORTHGATE SUPPLY', 16], ['', 20], ['1234567890', 10], [sec, 3], ['PAYROLL', 10], ['310115310115', 12], ['', 3], ['106100010', 9], ['0000001', 7]);
  const entry = columns(['622061000104', 12], ['123456789', 17], ['0000125000', 10], ['EMP884120', 15], ['MARISOL QUINTANAR', 22], ['  0', 3], ['061000100000001', 15]);
  assert.is(batch('PPD').length, 94);
  assert.is(entry.length, 94);
  assert.equal(coded(`${batch('PPD')}\n${entry}`), ['individual_name=MARISOL QUINTANAR']);
  assert.equal(coded(`${batch('CCD')}\n${entry}`), []);
});

test('Bacs Standard 18: the destination account name, padding excluded', () => {
  const record = columns(['20304512345678099', 17], ['40502298765432', 14], ['', 4], ['00000125000', 11], ['NORTHGATE SUPPLY', 18], ['SALARY 0131', 18], ['R QUINTANAR', 18]);
  assert.is(record.length, 100);
  assert.equal(coded(`UHL1 31015999999    000000001 DAILY  001\n${record}\n`), ['account_holder=R QUINTANAR']);
});

test('Bacs Standard 18: a line of 100 digits is no record without the originator name column', () => {
  const digits = '7305118246099184207763551029384756601928374650019283746501928374650192837465019283746501928374650192';
  assert.is(digits.length, 100);
  assert.equal(coded(`modulus:\n${digits}\n`), []);
  const noName = columns(['20304512345678099', 17], ['40502298765432', 14], ['', 4], ['00000125000', 11], ['000000000000000000', 18], ['000000000000000000', 18], ['R QUINTANAR', 18]);
  assert.equal(coded(noName), []);
});

test('HL7 v2: a segment that never ends is read up to its maximum length only', () => {
  // One long line of repeated segments without a carriage return: each segment's end is sought
  // within the segment's maximum length, so every field list is read once.
  const unit = ' PID|1||4471||VANTERPOOL^ISKRA||19770415|F ';
  const text = unit.repeat(2000);
  let emitted = 0;
  scanCodedFields(text, () => emitted++);
  assert.ok(emitted > 0);
  assert.ok(emitted <= 2000);
});

test('the gate: only texts holding a coded record', () => {
  assert.ok(hasCodedRecord('PID|1||X'));
  assert.ok(hasCodedRecord('DMG*D8*19880530~'));
  assert.not.ok(hasCodedRecord('The PID of the process is 4411; tel 555.'));
});

test('HL7 v2: a stand-in birth date for "unknown" names no one\'s birthday', () => {
  assert.equal(coded('PID|1||Q77||SAMPLE^RECORD||19000101|U'), []);
  assert.equal(coded('PID|1||Q78||ORTIZ^LENA||00000000|F|||Calle Sol 4^^Lima'), ['street_address=Calle Sol 4']);
  assert.equal(coded('PID|1||Q79||HAAS^PIRKKO||18991231|F'), []);
  assert.equal(coded('PID|1||Q80||HAAS^PIRKKO||19860000|F'), []);
  assert.equal(coded('PID|1||Q81||HAAS^PIRKKO||19000102|F'), ['birth_date=19000102']);
});

test.run();
