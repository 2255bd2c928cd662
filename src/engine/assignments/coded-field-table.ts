// The published field lists the coded-field resolver reads (coded-fields.ts): which place or code
// in a record holds which personal value, and the key in words it is given. Only fields whose
// meaning the standard fixes are listed; control numbers, service dates and amounts never are.

export interface Hl7Field {
  /** The key the value is emitted under (rules compare it as any written key). */
  readonly key: string;
  /** The component (1-based, `^`-separated) that holds the value. */
  readonly component: number;
}

const f = (key: string, component = 1): Hl7Field => ({ key, component });

/**
 * HL7 v2.x segment fields (v2.3–v2.8 share these positions): PID-7 birth date, PID-11 address
 * (XAD, component 1 the street), PID-13/14 home and work phone (XTN, component 1 the number as
 * written); the same for next of kin (NK1), guarantor (GT1) and the insured (IN1).
 * https://hl7-definition.caristix.com/v2/HL7v2.5/Segments/PID
 */
export const HL7_FIELDS: ReadonlyMap<string, ReadonlyMap<number, Hl7Field>> = new Map([
  ['PID', new Map([[7, f('birth_date')], [11, f('street_address')], [13, f('home_phone')], [14, f('work_phone')]])],
  ['NK1', new Map([[4, f('street_address')], [5, f('home_phone')], [6, f('work_phone')], [16, f('birth_date')]])],
  ['GT1', new Map([[5, f('street_address')], [6, f('home_phone')], [7, f('work_phone')], [8, f('birth_date')]])],
  ['IN1', new Map([[18, f('birth_date')], [19, f('street_address')]])],
]);

/**
 * ASC X12 segments whose first element qualifies the second: DMG-01 "D8" (a CCYYMMDD date) makes
 * DMG-02 the person's birth date (834, 837, 270/271).
 */
export const X12_QUALIFIED: ReadonlyMap<string, { readonly key: string; readonly qualifiers: ReadonlySet<string> }> = new Map([
  ['DMG', { key: 'birth_date', qualifiers: new Set(['D8']) }],
]);

/**
 * X12 PER communication number qualifiers (PER-03/05/07): HP home, CP cellular, TE telephone,
 * WP work. Home and mobile lines are a person's whatever the contact; the others only under a
 * person's contact function (X12_PERSONAL_CONTACTS), not a submitter's or a payer's desk.
 */
export const X12_PHONE_QUALIFIERS: ReadonlyMap<string, { readonly key: string; readonly personal: boolean }> = new Map([
  ['HP', { key: 'home_phone', personal: true }],
  ['CP', { key: 'cell_phone', personal: true }],
  ['TE', { key: 'phone', personal: false }],
  ['WP', { key: 'work_phone', personal: false }],
]);

/** PER-01 contact function codes naming the member or insured person themselves. */
export const X12_PERSONAL_CONTACTS: ReadonlySet<string> = new Set(['IP']);

/** NM1-02 entity type qualifier for a person (2 is a non-person entity). */
export const X12_PERSON_ENTITY = '1';

/**
 * DICOM data elements (PS3.6) that hold a person's data: patient name, birth date, address and
 * telephone numbers, other and birth names, and the physicians and operators named by a study.
 * https://dicom.nema.org/medical/dicom/current/output/chtml/part06/chapter_6.html
 */
export const DICOM_TAGS: ReadonlyMap<string, string> = new Map([
  ['0010,0010', 'patient_name'],
  ['0010,0030', 'birth_date'],
  ['0010,1001', 'other_patient_names'],
  ['0010,1005', 'patient_birth_name'],
  ['0010,1040', 'street_address'],
  ['0010,1060', 'mother_birth_name'],
  ['0010,2154', 'home_phone'],
  ['0008,0090', 'referring_physician_name'],
  ['0008,1050', 'performing_physician_name'],
  ['0008,1060', 'reading_physician_name'],
  ['0008,1070', 'operator_name'],
  ['0032,1032', 'requesting_physician_name'],
]);

/**
 * UN/EDIFACT NAD party qualifiers (code list 3035) whose party is a person: in passenger and crew
 * lists (PAXLST) FL is a passenger, FM a crew member. Other parties (buyer, supplier, carrier) are
 * organisations as often as not and are left alone.
 * https://service.unece.org/trade/untdid/d20b/tred/tred3035.htm
 */
export const EDIFACT_PERSON_PARTIES: ReadonlyMap<string, string> = new Map([
  ['FL', 'passenger_name'],
  ['FM', 'crew_member_name'],
]);
