// E-mails in every language with signatures, model answers that repeat what they were given, and
// company hotlines next to personal numbers.
import { DocBuilder, L } from '../lib/doc.mjs';
import { P } from '../lib/lang.mjs';
import { persona } from '../lib/persona.mjs';
import { NEG } from '../lib/negatives.mjs';
import { COMPANY_DOMAINS } from '../lib/names.mjs';

const BODY = {
  en: 'Please find attached the signed documents for {ref}. The amount of {amount} will be settled by {date}.',
  de: 'Anbei die unterschriebenen Unterlagen zu {ref}. Der Betrag von {amount} wird bis {date} beglichen.',
  fr: 'Veuillez trouver ci-joint les documents signés pour {ref}. Le montant de {amount} sera réglé avant le {date}.',
  es: 'Adjunto los documentos firmados de {ref}. El importe de {amount} se abonará antes del {date}.',
  pt: 'Segue em anexo a documentação assinada de {ref}. O valor de {amount} será pago até {date}.',
  it: 'In allegato i documenti firmati per {ref}. L\'importo di {amount} sarà saldato entro il {date}.',
  nl: 'In de bijlage de ondertekende stukken voor {ref}. Het bedrag van {amount} wordt vóór {date} voldaan.',
  pl: 'W załączniku podpisane dokumenty do {ref}. Kwota {amount} zostanie uregulowana do {date}.',
  sv: 'Bifogar de signerade handlingarna för {ref}. Beloppet {amount} betalas senast {date}.',
  ja: '{ref}の署名済み書類を添付します。{amount}は{date}までにお支払いします。',
  zh: '附件是{ref}的签字文件。{amount}将于{date}前支付。',
  ko: '{ref} 관련 서명 서류를 첨부합니다. {amount}은 {date}까지 지급됩니다.',
  ar: 'مرفق المستندات الموقعة الخاصة بـ {ref}. سيتم سداد مبلغ {amount} قبل {date}.',
  hi: '{ref} के हस्ताक्षरित दस्तावेज़ संलग्न हैं। {amount} की राशि {date} तक चुका दी जाएगी।',
  tr: '{ref} için imzalı belgeler ektedir. {amount} tutarı {date} tarihine kadar ödenecektir.',
};
const TITLE = { en: 'Head of Finance', de: 'Leiterin Buchhaltung', fr: 'Responsable comptable', es: 'Directora financiera', pt: 'Diretor financeiro', it: 'Responsabile amministrativo', nl: 'Hoofd financiën', pl: 'Główna księgowa', sv: 'Ekonomichef', ja: '経理部 部長', zh: '财务经理', ko: '재무팀장', ar: 'مدير المالية', hi: 'वित्त प्रबंधक', tr: 'Finans Müdürü' };

export function localEmail(r, lang) {
  const b = new DocBuilder();
  const x = persona(r, lang), y = persona(r, lang);
  const dom = r.pick(COMPANY_DOMAINS);
  b.t('From: ').put(x.name).t(' <').put(x.workEmail(dom)).t('>\nTo: ').put(y.email).t('\nCc: ').put(L('email', 'team_mailbox', `${r.pick(['billing', 'legal', 'accounts', 'contratos', 'buchhaltung', 'kundenservice'])}@${dom}`)).t('\n\n');
  b.f(P[lang].dear, { name: y.name }).t('\n\n');
  b.f(BODY[lang], { ref: NEG.contract_number(r), amount: NEG.amount(r), date: NEG.other_date(r) }).t('\n\n');
  b.t(P[lang].regards + '\n').put(x.name).t('\n' + TITLE[lang] + '\n');
  if (r.chance(0.7)) b.put(x.phone).t('\n');
  if (r.chance(0.5)) b.put(x.address).t('\n');
  if (r.chance(0.3)) b.t('www.' + dom + '\n');
  return { kind: 'email_local', doc: b };
}

const SUMMARY = {
  en: ['Summary: {name} ({email}) reports that order {order} has not arrived and asks for a refund to {iban}. They can be reached at {phone}.', 'I have removed nothing from the text you gave me; consider redacting it before sharing.'],
  de: ['Zusammenfassung: {name} ({email}) meldet, dass Bestellung {order} nicht angekommen ist, und bittet um Erstattung auf {iban}. Erreichbar unter {phone}.', 'Ich habe nichts aus dem Text entfernt; schwärze ihn vor dem Teilen.'],
  fr: ['Résumé : {name} ({email}) signale que la commande {order} n\'est pas arrivée et demande un remboursement sur {iban}. Joignable au {phone}.', 'Je n\'ai rien retiré du texte ; pense à le caviarder avant de le partager.'],
  es: ['Resumen: {name} ({email}) indica que el pedido {order} no ha llegado y pide el reembolso a {iban}. Teléfono: {phone}.', 'No he eliminado nada del texto; conviene anonimizarlo antes de compartirlo.'],
  ja: ['要約：{name}（{email}）より、注文{order}が届いていないため{iban}への返金を希望とのこと。連絡先は{phone}です。', '本文からは何も削除していません。共有前にマスキングしてください。'],
  pl: ['Podsumowanie: {name} ({email}) zgłasza, że zamówienie {order} nie dotarło, i prosi o zwrot na {iban}. Kontakt: {phone}.', 'Niczego nie usunąłem z tekstu; zanonimizuj go przed udostępnieniem.'],
  tr: ['Özet: {name} ({email}), {order} numaralı siparişin gelmediğini bildiriyor ve {iban} hesabına iade istiyor. Telefon: {phone}.', 'Metinden hiçbir şey çıkarmadım; paylaşmadan önce maskelemeyi düşünün.'],
};
export function modelSummary(r, lang0) {
  const lang = SUMMARY[lang0] ? lang0 : 'en';
  const b = new DocBuilder();
  const x = persona(r, lang);
  b.f(SUMMARY[lang][0], { name: x.name, email: x.email, order: NEG.order_number(r), iban: x.iban, phone: x.phone });
  if (r.chance(0.5)) b.t('\n\n' + SUMMARY[lang][1]);
  return { kind: 'model_answer_summary', lang, doc: b };
}

const HOTLINE = {
  en: ['Our hotline {hotline} is closed on Sundays; your adviser {name} will call you back on {phone}.'],
  de: ['Unsere Hotline {hotline} ist sonntags nicht besetzt; Ihr Berater {name} ruft Sie unter {phone} zurück.'],
  fr: ['Notre service client {hotline} est fermé le dimanche ; votre conseillère {name} vous rappellera au {phone}.'],
  es: ['Nuestra línea {hotline} cierra los domingos; su gestor {name} le llamará al {phone}.'],
  it: ['Il nostro numero verde {hotline} è chiuso la domenica; il consulente {name} la richiamerà al {phone}.'],
  nl: ['Onze klantenservice {hotline} is zondag gesloten; uw adviseur {name} belt u terug op {phone}.'],
};
const HOTLINES = ['0800 123 4567', '1-800-555-0199', '0800 58 58 58', '900 100 200', '800 123 456', '0900-1234'];
export function hotlineNotice(r, lang0) {
  const lang = HOTLINE[lang0] ? lang0 : 'en';
  const b = new DocBuilder();
  const x = persona(r, lang);
  // A company's hotline reaches no one in particular: a judgement call, labelled soft.
  b.f(HOTLINE[lang][0], { hotline: L('phone', 'company_hotline', r.pick(HOTLINES), true), name: x.name, phone: x.phone });
  b.t(' Ref. ').put(NEG.ticket_number(r)).t(', ').put(NEG.timestamp(r));
  return { kind: 'chat_hotline', lang, doc: b };
}


const MASKED = {
  en: ['Your payment details on file', 'Card', 'Account', 'Bank code', 'For changes call us or reply to this message; we never ask for full numbers by e-mail.'],
  de: ['Ihre hinterlegten Zahlungsdaten', 'Karte', 'Konto', 'BIC', 'Für Änderungen antworten Sie bitte auf diese Nachricht; wir fragen nie per E-Mail nach vollständigen Nummern.'],
  fr: ['Vos coordonnées de paiement enregistrées', 'Carte', 'Compte', 'Code banque', 'Nous ne demandons jamais de numéro complet par courriel.'],
  es: ['Sus datos de pago guardados', 'Tarjeta', 'Cuenta', 'Código bancario', 'Nunca le pediremos números completos por correo.'],
};
/** masked card and account numbers and bank codes standing alone: none identifies a customer */
export function maskedDetails(r, lang0) {
  const lang = MASKED[lang0] ? lang0 : 'en';
  const T = MASKED[lang];
  const b = new DocBuilder();
  const x = persona(r, lang);
  b.f(P[lang].dear, { name: x.name }).t('\n\n' + T[0] + ':\n');
  const last4 = r.digits(4);
  b.t(`${T[1]}: `).n('masked_card', r.pick([`**** **** **** ${last4}`, `XXXX-XXXX-XXXX-${last4}`, `•••• ${last4}`, `${r.pick(['4', '5'])}${r.digits(5)}******${last4}`])).t('\n');
  b.t(`${T[2]}: `).n('masked_account', r.pick([`${r.pick(['DE', 'FR', 'ES', 'GB'])}${r.digits(2)} **** **** **** ${r.digits(4)}`, `****${r.digits(4)}`, `ending ${r.digits(3)}`])).t('\n');
  b.t(`${T[3]}: `).put(r.pick([() => NEG.sort_code(r), () => NEG.swift_bic(r), () => NEG.routing_number(r)])()).t('\n\n');
  b.t(T[4] + '\n').put(NEG.ticket_number(r)).t('\n');
  return { kind: 'masked_payment_details', lang, doc: b };
}


/** a reply with the earlier message quoted below it */
export function emailThread(r, lang0) {
  const lang = ['en', 'de', 'fr', 'es', 'nl'].includes(lang0) ? lang0 : 'en';
  const WROTE = { en: 'On {date}, {name} <{email}> wrote:', de: 'Am {date} schrieb {name} <{email}>:', fr: 'Le {date}, {name} <{email}> a écrit :', es: 'El {date}, {name} <{email}> escribió:', nl: 'Op {date} schreef {name} <{email}>:' };
  const b = new DocBuilder();
  const x = persona(r, lang), y = persona(r, lang);
  b.t(P[lang].thanks + ' ').t(r.pick(['Booked for next week.', 'Forwarding to the courier.', 'Noted, see below.'])).t('\n\n-- \n').put(y.name).t('\n\n');
  b.f(WROTE[lang], { date: NEG.other_date(r), name: x.name, email: x.email }).t('\n');
  b.t('> ').f(P[lang].live, { address: x.address }).t('\n> ').f(P[lang].reach, { phone: x.phone, email: x.workEmail() }).t('\n');
  if (r.chance(0.5)) b.t('> ').f(P[lang].order, { order: NEG.order_number(r) }).t('\n');
  b.t('> \n> ').t(P[lang].regards).t('\n> ').put(x.name).t('\n');
  return { kind: 'email_thread_quoted', lang, doc: b };
}
export const LETTER_KINDS = [[2.2, localEmail], [1.2, modelSummary], [0.8, hotlineNotice], [0.7, maskedDetails], [1.2, emailThread]];
