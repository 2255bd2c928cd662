// Screens and statements: connection dialogs copied off a screenshot (database clients, SFTP,
// router, VPN, mail accounts, cluster secrets) and payslips whose PDF text runs two columns together.

const INTRO = {
  en: 'Screenshot attached, text below:', de: 'Screenshot anbei, Text unten:', fr: 'Capture ci-jointe, texte ci-dessous :', es: 'Adjunto captura, texto abajo:', pt: 'Segue a captura de ecrã:',
  it: 'In allegato lo screenshot, testo sotto:', nl: 'Screenshot bijgevoegd, tekst hieronder:', pl: 'Zrzut ekranu w załączniku, tekst poniżej:', sv: 'Skärmdump bifogad, text nedan:', ja: 'スクリーンショットの文字起こしです：',
  zh: '截图文字如下：', ko: '스크린샷 텍스트입니다:', ar: 'لقطة الشاشة مرفقة، النص أدناه:', hi: 'स्क्रीनशॉट का टेक्स्ट नीचे है:', tr: 'Ekran görüntüsü ekte, metin aşağıda:', ru: 'Скриншот во вложении, текст ниже:',
};
const dots = (r) => '●'.repeat(r.int(6, 14));

export function connectionDialog(d, c) {
  const { r, lang } = d;
  d.t(`${INTRO[lang]}\n\n`);
  const screens = r.shuffle([
    () => { const pw = c.pw(); d.t(`Connection settings — PostgreSQL\nMain  Driver properties  SSH  SSL\nHost: ${r.pick(['db-prod-02.internal', 'pg-reporting.local', '10.4.0.12'])}   Port: 5432\nDatabase: ${r.pick(['ledger', 'crm', 'orders'])}\nAuthentication: Database Native\nUsername: ${r.pick(['app_rw', 'report', 'postgres'])}\nPassword: `);
      if (r.chance(0.35)) d.n('masked', dots(r)); else d.v('password', pw.type, pw.value, pw.soft);
      d.t(`   [x] Save password\n[Test Connection]  [Finish]\n\n`); },
    () => { const pw = c.pw(), ip = c.ip(); d.t('Site Manager\nGeneral | Advanced | Transfer Settings\nProtocol: SFTP - SSH File Transfer Protocol\nHost: '); d.v('ip_address', ip.type, ip.value); d.t(`   Port: 22\nLogon Type: Normal\nUser: ${r.pick(['deploy', 'upload', 'ftpuser'])}\nPassword: `); d.v('password', pw.type, pw.value, pw.soft); d.t('\n\n'); },
    () => { const pw = c.pw(), ip = c.ip(); d.t(`Wi-Fi › Security\nSSID: ${r.pick(['FRITZ!Box 7590 QX', 'Vodafone-4E21', 'Livebox-8A3C', 'TP-Link_5G_77'])}\nEncryption: WPA2-PSK (AES)\nNetwork key: `); d.v('password', 'wifi_key', pw.value.replace(/ /g, r.pick(['-', ''])), pw.soft); d.t('\nInternet › Online monitor\nPublic IPv4: '); d.v('ip_address', ip.type, ip.value); d.t('\nDNS: automatic (provider)\n\n'); },
    () => { const pw = c.pw(), psk = r.alnum(r.int(24, 40)); const p = c.person(); const e = c.email(p); d.t('VPN › Add configuration\nType: IKEv2 / IPsec PSK\nServer: vpn.'); d.t(`${r.pick(['kraemer-logistik.de', 'fjordbank.se'])}\nAccount: `); d.v('email', e.type, e.value); d.t('\nPassword: '); d.v('password', pw.type, pw.value, pw.soft); d.t('\nPre-shared key: '); d.v('password', 'pre_shared_key', psk); d.t('\n\n'); },
    () => { const p = c.person(), e = c.email(p), pw = c.pw(); d.t('Account settings › Server settings\nAccount name: '); d.name(p); d.t('\nEmail address: '); d.v('email', e.type, e.value); d.t(`\nIncoming: imap.${e.value.split('@')[1]}  993  SSL/TLS\nUser name: `); d.v('email', e.type, e.value); d.t('\nPassword: '); d.v('password', pw.type, pw.value, pw.soft); d.t('\nOutgoing (SMTP): smtp.'); d.t(`${e.value.split('@')[1]}  587  STARTTLS\n\n`); },
    () => { const pw = c.pw(), k = c.apiKey(); d.t(`Secrets › ${r.pick(['billing-api', 'crm-worker', 'payments'])}\nNamespace: prod   Type: Opaque\nData  [ reveal ]\ndb-password: `); d.v('password', pw.type, pw.value.replace(/ /g, '_'), pw.soft); d.t(`\n${k.key.toLowerCase().replace(/_/g, '-')}: `); d.v('api_key', k.type, k.value); d.t('\nlast-rotated: '); c.negValue('not_dob'); d.t('\n\n'); },
  ]);
  for (const s of screens.slice(0, r.int(2, 3))) s();
  if (r.chance(0.5)) { d.t('Build '); c.negValue('not_wallet'); d.t('\n'); }
}

const PAYSLIP = { en: 'PAYSLIP', de: 'Entgeltabrechnung', fr: 'BULLETIN DE PAIE', es: 'NÓMINA', pt: 'RECIBO DE VENCIMENTO', it: 'BUSTA PAGA', nl: 'LOONSTROOK', pl: 'PASEK WYPŁATY', sv: 'LÖNEBESKED', ja: '給与明細書', zh: '工资单', ko: '급여명세서', ar: 'قسيمة الراتب', hi: 'वेतन पर्ची', tr: 'MAAŞ BORDROSU', ru: 'РАСЧЁТНЫЙ ЛИСТОК' };
// cost centre, tax class, personnel no., entry date, gross, net, paid to, page
const PS = {
  en: ['Cost centre', 'Tax code', 'Employee no.', 'Start date', 'Gross pay', 'Net pay', 'Paid to', 'Page'],
  de: ['Kostenstelle', 'Steuerklasse', 'Personalnr.', 'Eintritt', 'Brutto', 'Netto', 'Auszahlung an', 'Seite'],
  fr: ['Centre de coût', 'Taux PAS', 'Matricule', 'Entrée', 'Salaire brut', 'Net à payer', 'Virement sur', 'Page'],
  es: ['Centro de coste', 'IRPF', 'Nº empleado', 'Antigüedad', 'Total devengado', 'Líquido a percibir', 'Abono en', 'Página'],
  pt: ['Centro de custo', 'Escalão IRS', 'Nº funcionário', 'Admissão', 'Total ilíquido', 'Total líquido', 'Transferência para', 'Página'],
  it: ['Centro di costo', 'Aliquota', 'Matricola', 'Assunzione', 'Lordo', 'Netto in busta', 'Accredito su', 'Pagina'],
  nl: ['Kostenplaats', 'Loonheffing', 'Personeelsnr.', 'In dienst', 'Bruto', 'Netto', 'Overgemaakt naar', 'Pagina'],
  pl: ['MPK', 'Próg', 'Nr ewid.', 'Zatrudniony od', 'Brutto', 'Netto', 'Przelew na', 'Strona'],
  sv: ['Kostnadsställe', 'Skattetabell', 'Anst.nr', 'Anställd från', 'Bruttolön', 'Nettolön', 'Utbetalas till', 'Sida'],
  ja: ['部門', '扶養', '社員番号', '入社日', '総支給額', '差引支給額', '振込先', 'ページ'],
  zh: ['成本中心', '税率', '工号', '入职日期', '应发工资', '实发工资', '发放至', '页'],
  ko: ['부서', '부양가족', '사번', '입사일', '지급총액', '실수령액', '입금 계좌', '페이지'],
  ar: ['مركز التكلفة', 'الفئة', 'الرقم الوظيفي', 'تاريخ التعيين', 'إجمالي الراتب', 'صافي الراتب', 'يحول إلى', 'صفحة'],
  hi: ['लागत केंद्र', 'कर स्लैब', 'कर्मचारी सं.', 'नियुक्ति तिथि', 'सकल वेतन', 'शुद्ध वेतन', 'भुगतान खाता', 'पृष्ठ'],
  tr: ['Masraf yeri', 'Vergi dilimi', 'Sicil no', 'İşe giriş', 'Brüt', 'Net', 'Ödeme hesabı', 'Sayfa'],
  ru: ['МВЗ', 'Ставка НДФЛ', 'Таб. №', 'Дата приёма', 'Начислено', 'К выплате', 'Перечислено на', 'Стр.'],
};
const EMPLOYER = ['Kraemer Logistik GmbH', 'Atelier Vautrin SARL', 'Nordvik Shipping AS', 'Tanaka Seiko K.K.', 'Mercado Verde S.A.', 'Baywater Clinic Pty Ltd'];

/** PDF text of a payslip: the employee column and the employer column run into one line. */
export function pdfPayslip(d, c) {
  const { r, lang } = d;
  const p = c.person(), b = c.birth(), id = c.nid(0.15), a = c.addr();
  const gap = () => ' '.repeat(r.int(1, 14));
  d.t(`${PAYSLIP[lang]} ${r.int(1, 12)}/${r.pick([2025, 2026])}${gap()}${r.pick(EMPLOYER)}\n`);
  const w = PS[lang];
  d.t(`${c.lab('name')} `); d.name(p); d.t(`${gap()}${w[0]} ${r.int(100, 999)}\n`);
  d.t(`${c.lab('address')} `); d.addr(a, ', '); d.t(`${gap()}${w[1]} ${r.int(1, 6)}\n`);
  d.t(`${c.lab('dob')} `); d.dob(b); d.t(`${gap()}${id.label} `); d.v('national_id', id.type, id.value); d.t('\n');
  d.t(`${w[2]} `); d.n('not_phone:personnel_number', r.digits(r.int(5, 8))); d.t(`${gap()}${w[3]} `); c.negValue('not_dob'); d.t('\n\n');
  d.t(`${w[4]}${gap()}${r.int(2, 9)}.${r.digits(3)},${r.digits(2)}    ${w[5]}${gap()}${r.int(1, 6)}.${r.digits(3)},${r.digits(2)}\n`);
  d.t(`${w[6]} `); c.bankField(' '); d.t('\n');
  d.t(`\n${w[7]} 1/1${gap()}`); c.neg('not_document'); d.t('\n');
}
