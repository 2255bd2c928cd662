// Office text: e-mails with signatures, travel documents.
import { DocBuilder, L } from '../lib/doc.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { mrz } from '../lib/ids.mjs';

export function emailWithSignature(r) {
  const b = new DocBuilder();
  const x = persona(r, 'en'), y = persona(r, 'en');
  const dom = r.pick(['brightmoor-logistics.com', 'marlowe-insurance.com', 'atlasgrove.co.uk']);
  b.t('From: ').put(x.latinName).t(' <').put(x.workEmail(dom)).t('>\nTo: ').put(L('email', 'team_mailbox', `${r.pick(['billing', 'claims', 'payroll', 'accounts'])}@${dom}`)).t('\nMessage-ID: ').put(NEG.message_id(r)).t('\nSubject: Re: ').put(NEG.invoice_number(r)).t('\n\n');
  b.t('Hi ').put(y.given).t(',\n\nThe payment of ').put(NEG.amount(r)).t(' went to the wrong account. Please use ').put(x.iban).t(' (BIC ').put(NEG.swift_bic(r)).t(') instead. Reference ').put(NEG.payment_reference(r)).t('.\n\n');
  b.t('Best,\n').put(x.latinName).t('\n').t(r.pick(['Senior Accountant', 'Claims Handler', 'Office Manager'])).t('\nM: ').put(x.phone).t('\n').put(x.addressMultiline).t('\n');
  return { kind: 'email_signature', doc: b };
}

export function travelDocument(r) {
  const b = new DocBuilder();
  const lang = r.pick(['en', 'de', 'fr', 'es', 'ja', 'tr']);
  const x = persona(r, lang);
  const m = mrz(r, x.passport, x.p, x.birth);
  b.t(r.pick(['Booking confirmation ', 'PNR ', 'Reservation '])).put(NEG.order_number(r)).t('\nPassenger: ').put(x.latinName).t('\nPassport: ').put(x.passport).t(' · Date of birth: ').put(L('date_of_birth', 'dob', `${String(x.birth.d).padStart(2, '0')} ${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][x.birth.m - 1]} ${x.birth.y}`)).t('\nDeparture: ').put(NEG.other_date(r)).t(' ').put(NEG.place_name(r)).t('\n\nScanned MRZ:\n').t(m.line1).t('\n');
  b.put(L('passport', x.passport.type, m.num.replace(/<+$/, ''))).t(m.num.slice(m.num.replace(/<+$/, '').length)).t(m.tail).t('\n');
  return { kind: 'travel_document', doc: b };
}

export const OFFICE_KINDS = [[1.5, emailWithSignature], [1.2, travelDocument]];
