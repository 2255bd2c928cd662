// A fictitious person with everything a document may mention about them, in one language's forms.
import { L } from './doc.mjs';
import { person, cultureFor, emailFor } from './names.mjs';
import { phone, countryFor, birthDate, fmtDate, address } from './contact.mjs';
import { nationalId, passport, iban, card, ID_NAMES } from './ids.mjs';

export function persona(r, lang) {
  const p = person(r, cultureFor(r, lang));
  const birth = birthDate(r);
  const id = nationalId(r, lang);
  const country = Object.entries(ID_NAMES).find(([c]) => id.type.startsWith(c + '_') || (c === 'us' && id.type === 'ssn') || (c === 'gb' && id.type === 'nino'));
  const nameInText = ['ja', 'zh', 'ko', 'ar', 'hi'].includes(lang) && p.culture === lang ? p.full : p.culture === lang || !['ja', 'zh', 'ko', 'ar', 'hi'].includes(p.culture) ? p.full : p.latinWestern;
  return {
    p,
    birth,
    name: L('person_name', `name_${p.culture}`, nameInText),
    latinName: L('person_name', `name_${p.culture}`, p.latinWestern),
    given: L('person_name', `given_name_${p.culture}`, p.culture === lang ? p.given : p.latinGiven, true),
    email: L('email', 'personal', emailFor(r, p)),
    workEmail: (domain) => L('email', 'work', emailFor(r, p, domain)),
    phone: localDigits(r, lang, phone(r, countryFor(r, lang))),
    dob: L('date_of_birth', 'dob', fmtDate(r, birth, lang)),
    address: address(r, lang),
    addressMultiline: address(r, lang, true),
    id,
    idName: country ? country[1] : 'ID',
    passport: passport(r, lang),
    iban: iban(r, lang),
    card: card(r),
  };
}

/** Arabic text sometimes writes numbers in Arabic-Indic digits, Hindi text in Devanagari ones */
function localDigits(r, lang, label) {
  const digits = { ar: '٠١٢٣٤٥٦٧٨٩', hi: '०१२३४५६७८९' }[lang];
  if (!digits || !r.chance(lang === 'ar' ? 0.3 : 0.15)) return label;
  return { ...label, type: `${label.type}_local_digits`, value: label.value.replace(/[0-9]/g, (d) => digits[Number(d)]) };
}
