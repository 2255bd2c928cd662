// Everyday paperwork in local languages: prescriptions, lost-passport reports, rental
// applications, delivery chats and utility bills.

import { f, L, N, padEnd } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { COMPANIES, anyone, filler, fld, paragraphs, personOf } from './common.mjs';

const RX = { de: ['Rezept', 'Krankenkasse', 'Versichertennr.', 'Arzt'], fr: ['Ordonnance', 'Caisse', 'N° d’assuré', 'Médecin'], es: ['Receta médica', 'Aseguradora', 'N.º afiliación', 'Médico'], it: ['Ricetta medica', 'ASL', 'Codice assistito', 'Medico'], pt: ['Receituário', 'Convênio', 'Nº carteirinha', 'Médico'] };
export const prescription = {
  kind: 'prescription',
  make(r) {
    const lang = r.pick(Object.keys(RX)); const t = RX[lang];
    const p = personOf(r, lang), doc = personOf(r, lang);
    const body = f`${t[0]}                                        ${v.dateN(r, lang)}
${t[1]}: ${r.pick(['AOK Nordwest', 'CPAM du Rhône', 'Sanitas', 'ASL Roma 2', 'Unimed'])}   ${t[2]}: ${N('insurance_member_number', `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${r.digits(9)}`)}
${fld('name', lang)}: ${v.nameL(p)}   ${fld('dob', lang)}: ${v.dobL(r, p, 'num')}
${fld('address', lang)}: ${v.addrL(p)}
${['it', 'es', 'pt'].includes(lang) ? f`${fld('id', lang)}: ${v.nidL(p)}\n` : ''}
Rp.
  ${r.pick(['Ibuprofen 600 mg, N2, 1-0-1', 'Amoxicilline 1 g, 3x/j, 7 jours', 'Omeprazol 20 mg, 1 al día', 'Metformina 850 mg, 1-0-1', 'Losartana 50 mg, 1x ao dia'])}
  ${r.pick(['PZN ' + r.digits(8), 'CIP ' + r.digits(13), 'CN ' + r.digits(6)])}

${t[3]}: ${v.nameL(doc)} · ${v.phoneL(doc)}
${filler(r, lang, 1)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const LOST = {
  es: ['DENUNCIA POR EXTRAVÍO DE DOCUMENTACIÓN', 'comparece', 'manifiesta haber extraviado su pasaporte número', 'Comisaría Centro', 'El instructor'],
  it: ['DENUNCIA DI SMARRIMENTO', 'si è presentato/a', 'dichiara di aver smarrito il passaporto n.', 'Questura di Bologna', 'L’agente'],
  fr: ['DÉCLARATION DE PERTE', 'se présente', 'déclare avoir perdu son passeport n°', 'Commissariat du 11e', 'L’agent'],
  de: ['VERLUSTANZEIGE', 'erscheint', 'gibt an, den Reisepass Nr.', 'Polizeiinspektion Mitte', 'Der Sachbearbeiter'],
  tr: ['KAYIP BELGE TUTANAĞI', 'müracaat eden', 'pasaport numarası', 'Kadıköy Emniyet Müdürlüğü', 'Memur'],
  pt: ['BOLETIM DE OCORRÊNCIA — PERDA DE DOCUMENTO', 'comparece', 'declara ter perdido o passaporte nº', 'Delegacia Central', 'O escrivão'],
};
export const lost_passport_report = {
  kind: 'lost_passport_report',
  make(r) {
    const lang = r.pick(Object.keys(LOST)); const t = LOST[lang];
    const p = anyone(r), officer = personOf(r, lang);
    const body = f`${t[0]}
${t[3]} · Nr. ${N('report_number', `${r.int(2024, 2026)}/${r.digits(6)}`)} · ${v.dateN(r, lang)}

${t[1]}: ${v.nameL(p, 'latin')}, ${fld('born', lang)} ${v.dobL(r, p, 'num')}, ${fld('address', lang)}: ${v.addrL(p)}, ${fld('phone', lang)}: ${v.phoneL(p)}.
${r.chance(0.5) ? f`${fld('id', lang)}: ${v.nidL(p)}. ` : ''}${t[2]} ${v.passL(p.passport, p.passportCountry)} (${p.passportCountry}) ${lang === 'de' ? 'verloren zu haben' : ''}.
${paragraphs(r, lang, r.int(1, 2))}

${t[4]}: ${v.nameL(officer)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const APPLY = { nl: ['Inschrijving huurwoning', 'Netto maandinkomen', 'Werkgever'], de: ['Mieterselbstauskunft', 'Nettoeinkommen', 'Arbeitgeber'], sv: ['Intresseanmälan hyresrätt', 'Månadsinkomst netto', 'Arbetsgivare'], pl: ['Zgłoszenie najemcy', 'Dochód netto', 'Pracodawca'] };
export const rental_application = {
  kind: 'rental_application',
  make(r) {
    const lang = r.pick(Object.keys(APPLY)); const t = APPLY[lang];
    const p = personOf(r, lang), co = personOf(r, null);
    const body = f`${t[0]} — ${r.pick(['Woningnet', 'ImmoScout', 'Bostadsförmedlingen', 'Otodom'])} ref. ${N('listing_id', r.digits(9))}

${padEnd(fld('name', lang), 20)}${v.nameL(p)}
${padEnd(fld('dob', lang), 20)}${v.dobL(r, p)}
${padEnd(fld('address', lang), 20)}${v.addrL(p)}
${padEnd(fld('phone', lang), 20)}${v.phoneL(p)}
${padEnd(fld('email', lang), 20)}${v.emailL(p.email)}
${padEnd(fld('id', lang), 20)}${v.nidL(p)}
${padEnd(t[1], 20)}${r.int(1800, 6500)} EUR
${padEnd(t[2], 20)}${r.pick(COMPANIES).name}
${padEnd(fld('iban', lang), 20)}${v.ibanL(r, p.iban ? p.iban.slice(0, 2) : 'DE', true)}
${r.chance(0.5) ? f`${padEnd('Mitbewerber / co-applicant', 20)}${v.nameL(co)}, ${v.dobL(r, co)}\n` : ''}
${paragraphs(r, lang, 1)}
`;
    return { language: lang, locale: p.locale, body };
  },
};

const DELIVERY = { hi: ['डिलीवरी पार्टनर', 'मैं गेट पर हूँ', 'घर का पता', 'कॉल करूँ', 'Swiggy'], ar: ['مندوب التوصيل', 'أنا عند البوابة', 'العنوان', 'أتصل على', 'Talabat'], tr: ['Kurye', 'Kapıdayım', 'Adres', 'arayayım mı', 'Yemeksepeti'], pt: ['Entregador', 'Estou no portão', 'Endereço', 'posso ligar no', 'iFood'], ko: ['배달 기사', '문 앞에 도착했습니다', '주소', '전화드릴까요', '배달의민족'], es: ['Repartidor', 'Estoy en el portal', 'Dirección', '¿te llamo al', 'Glovo'] };
export const delivery_app_chat = {
  kind: 'delivery_app_chat',
  make(r) {
    const lang = r.pick(Object.keys(DELIVERY)); const t = DELIVERY[lang];
    const cust = personOf(r, lang), rider = personOf(r, lang);
    const body = f`${t[4]} · order ${v.orderN(r)}
[${t[0]}] ${v.nameL(rider, 'given', true)}: ${t[1]}
[${v.nameL(cust, 'given', true)}] ${t[2]}: ${v.addrL(cust)}
[${t[0]}] ${v.nameL(rider, 'given', true)}: ${t[3]} ${v.phoneL(cust)}?
[${v.nameL(cust, 'given', true)}] ${filler(r, lang, 1)}
[system] rider ${v.nameL(rider)} · vehicle ${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)} ${r.digits(4)} · OTP ${r.digits(4)}
`;
    return { language: lang, locale: cust.locale, body };
  },
};

const BILL = { ja: ['電気料金のお知らせ', 'お客さま番号', 'ご使用量', 'ご請求金額', '供給地点特定番号'], zh: ['电费缴费通知单', '户号', '用电量', '应缴金额', '电表号'], ko: ['전기요금 청구서', '고객번호', '사용량', '청구금액', '계량기 번호'], it: ['Bolletta luce', 'Codice cliente', 'Consumi', 'Totale da pagare', 'POD'], es: ['Factura de electricidad', 'N.º de contrato', 'Consumo', 'Total a pagar', 'CUPS'] };
export const utility_bill = {
  kind: 'utility_bill',
  make(r) {
    const lang = r.pick(Object.keys(BILL)); const t = BILL[lang];
    const p = personOf(r, lang);
    const body = f`${t[0]}  ${v.dateN(r, lang)}
${v.nameL(p)} ${lang === 'ja' ? '様' : lang === 'ko' ? '님' : ''}
${v.addrL(p, '\n')}

${t[1]}: ${N('customer_number', r.digits(r.pick([10, 12])))}    ${t[4]}: ${N('meter_id', lang === 'it' ? `IT001E${r.digits(8)}` : lang === 'es' ? `ES00${r.digits(16)}${r.chars('ABCDEFGHJKLMNPQRSTVWXYZ', 2)}` : r.digits(r.pick([12, 22])))}
${t[2]}: ${r.int(80, 900)} kWh    ${t[3]}: ${r.int(20, 400)}${lang === 'ja' || lang === 'ko' ? r.digits(2) : ',' + r.digits(2)}
${lang === 'it' || lang === 'es' ? f`${fld('id', lang)}: ${v.nidL(p)}\n` : ''}${lang === 'it' || lang === 'es' ? f`${fld('iban', lang)} (domiciliazione/domiciliación): ${v.ibanL(r, lang === 'it' ? 'IT' : 'ES', true)}\n` : ''}${paragraphs(r, lang, 1)}
`;
    return { language: lang, locale: p.locale, body };
  },
};
