// More kinds: credential files, card disputes, OCR'd identity documents, directory configs and
// dependency reports.
import { lab, neg, map, jsonStr } from './doc.mjs';
import { NOT_PHONE, NOT_BANK, NOT_EMAIL, NOT_WALLET, PLACEHOLDERS, NOT_SECRET } from './lookalikes.mjs';
import * as S from './secrets.mjs';

const amount = (c) => NOT_PHONE.amount(c.r);

/** A cloud service-account key file or a keys payload, private key escaped inside JSON. */
export function credentialJson(c, d) {
  const { r } = c;
  const project = `${r.pick(['orders', 'analytics', 'billing', 'ml'])}-${r.pick(['prod', 'staging'])}-${r.int(100000, 999999)}`;
  if (r.chance(0.6)) {
    d.f`{\n  "type": "service_account",\n  "project_id": "${project}",\n  "private_key_id": "${neg('not_secret.key_id', r.hex(40))}",\n`;
    d.f`  "private_key": "${S.privateKey(r, 'escaped', 'pkcs8')}",\n`;
    d.f`  "client_email": "${neg('not_email.service_account', `${r.pick(['deployer', 'etl-runner', 'terraform'])}@${project}.iam.gserviceaccount.com`)}",\n  "client_id": "${neg('not_secret.client_id', r.digits(21))}",\n`;
    d.f`  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`;
  } else {
    d.f`{"keys": [\n  {"kid": "${neg('not_wallet.uuid', S.uuid(r))}", "alg": "RS256", "private": "${S.privateKey(r, r.pick(['escaped', 'single_line']), r.pick(['rsa', 'pkcs8']))}"},\n`;
    d.f`  {"kid": "${neg('not_wallet.uuid', S.uuid(r))}", "alg": "ES256", "private": "${S.privateKey(r, 'escaped', 'ec')}"}\n],\n "rotated_at": "${neg('not_dob.rotated_at', c.date(2025, 2026, 0))}",\n "owner": "${c.roleEmail()}"}\n`;
  }
  if (r.chance(0.5)) d.f`\n~/.config/${r.pick(['gcloud', 'azure', 'acme-cli'])}/token_cache.json:\n{"access_token": "${r.chance(0.5) ? S.jwt(r) : S.oauthToken(r)}", "token_type": "Bearer", "expires_in": ${neg('not_phone.duration', String(r.pick([3599, 3600, 86400])))}, "refresh_token": "${S.oauthToken(r)}", "scope": "openid email"}\n`;
  d.f`\n${c.L.s.askFix}\n`;
  if (r.chance(0.5)) d.f`Also tried with the SSH deploy key:\n${S.privateKey(r, r.pick(['pem', 'rewrapped', 'crlf']), r.pick(['openssh', 'openssh_rsa', 'rsa']))}\n`;
  if (r.chance(0.4)) d.f`and the release signing key (exported with gpg --armor):\n${S.privateKey(r, 'pem', 'pgp')}\n`;
}

/** A card dispute or payment problem, written by the cardholder. */
export function cardDispute(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.f`${L.hello}\n\n`;
  d.f`${r.pick(['I was charged twice for the same booking.', 'There is a payment on my statement that I do not recognise.', 'My card was declined although the limit is fine.'])} `;
  d.f`Card: ${c.card()} (exp ${neg('not_dob.card_expiry', S.cardExpiry(r))}), ${L.f.amount}: ${amount(c)} on ${c.otherDate('transaction_date', 2025, 2026)}, merchant ref ${NOT_BANK.reference(r)}.\n`;
  if (r.chance(0.5)) d.f`The second card I used, ${c.card()}, shows the same charge.\n`;
  d.f`${L.f.orderNo}: ${NOT_PHONE.order_no(r)}. ${c.filler(1)}\n`;
  d.f`Your FAQ says to test with ${PLACEHOLDERS.card(r)} — that is not my card, obviously.\n`;
  d.f`${L.f.name}: ${c.name(p)}\n${L.f.address}: ${c.address()}\n${L.f.phone}: ${c.phone()}\n`;
  if (r.chance(0.4)) d.f`${L.f.dob}: ${c.dob(p)}\n`;
  d.f`${L.regards}\n${c.name(p, 'given')}\n`;
}

const spaced = (v) => [...v].join(' ');
/** Text from an OCR'd identity card or passport page: spaced letters, broken lines, stray marks. */
export function ocrScan(c, d) {
  const { r, L } = c;
  const p = c.person();
  const ocr = (l) => (r.chance(0.35) ? map(l, spaced, '_ocr_spaced') : l);
  d.f`[scan page 1/2 — ${r.pick(['passport data page', 'identity card front', 'residence permit'])}] ${neg('not_phone.scan_id', `IMG_${r.digits(4)}`)}.jpg\n\n`;
  d.f`${r.pick(['PASSPORT / PASSEPORT', 'IDENTITY CARD', 'REISEPASS', 'PASAPORTE', '旅券 PASSPORT'])}   Type P   ${neg('not_name.country', r.pick(['DEU', 'FRA', 'ESP', 'JPN', 'BRA', 'POL']))}\n`;
  d.f`${L.f.passport} / No. ${ocr(c.passport())}\n`;
  d.f`${r.pick(['Surname / Nom', 'Name', '姓 Surname'])}\n${ocr(lab('person_name', 'family_name', p.latinFamily.toUpperCase(), true))}\n${r.pick(['Given names / Prénoms', 'Vornamen', '名 Given name'])}\n${ocr(lab('person_name', 'given_name', p.latinGiven.toUpperCase(), true))}\n`;
  d.f`${L.f.dob} ${ocr(c.dob(p, r.pick([0, 2])))}   ${L.f.placeOfBirth} ${c.city()}\n`;
  d.f`${L.f.issued} ${ocr(c.otherDate('issue_date', 2016, 2025))}   ${L.f.expires} ${c.otherDate('expiry_date', 2026, 2035)}\n`;
  d.f`${L.f.nationalId}: ${ocr(c.nationalId(p))}\n`;
  d.f`|||  ~~  ${neg('not_phone.ocr_noise', `${r.digits(3)} ${r.digits(2)}`)}  ·\n\n[scan page 2/2 — proof of address]\n`;
  d.f`${c.orgName()} · ${L.f.customerNo} ${NOT_BANK.customer_no(r)}\n${c.name(p)}\n${c.address(true)}\n${L.f.amount} ${amount(c)} · ${c.otherDate('invoice_date', 2025, 2026)}\n`;
}

/** Directory and SSO configuration: LDAP DNs with people, Kerberos principals, bind passwords. */
export function directoryConfig(c, d) {
  const { r } = c;
  const p = c.person(), q = c.person();
  const dc = c.org[1].split('.')[0].replace(/[^a-z]/g, '');
  d.f`# sssd.conf / ldap settings\n[domain/${dc}.local]\nldap_uri = ldaps://ldap.${c.org[1]}:${neg('not_phone.port', '636')}\n`;
  d.f`ldap_default_bind_dn = cn=svc-sssd,ou=Services,dc=${dc},dc=local\nldap_default_authtok = ${S.password(r)}\nkrb5_realm = ${neg('not_name.realm', dc.toUpperCase() + '.LOCAL')}\n\n`;
  d.f`# group owners\ndn: cn=${c.name(p, 'latin')},ou=People,dc=${dc},dc=local\nmail: ${c.email(p)}\ntelephoneNumber: ${c.phone()}\nuserPrincipalName: ${NOT_EMAIL.kerberos_principal(r)}\n\n`;
  d.f`dn: cn=${c.name(q, 'latin')},ou=People,dc=${dc},dc=local\nmail: ${c.email(q)}\nmanager: cn=${c.name(p, 'latin')},ou=People,dc=${dc},dc=local\n\n`;
  d.f`# keytab entries\n${NOT_EMAIL.kerberos_principal(r)} kvno ${r.int(2, 9)}\n${NOT_EMAIL.kerberos_principal(r)} kvno ${r.int(2, 9)}\n`;
  d.f`\n# SAML\nidp_cert_fingerprint = ${NOT_SECRET.key_fingerprint(r)}\nsp_signing_key = ${S.privateKey(r, 'single_line', r.pick(['rsa', 'pkcs8']))}\n`;
}

/** A dependency or security report listing packages, maintainers and advisories. */
export function packageReport(c, d) {
  const { r } = c;
  d.f`# ${r.pick(['npm audit report', 'Dependency review', 'SBOM excerpt'])} — ${neg('not_dob.report_date', c.date(2025, 2026, 0))}\n\n`;
  for (let i = 0; i < r.int(3, 5); i++) {
    const p = c.person();
    d.f`${NOT_EMAIL.package_version(r)}  (via ${NOT_EMAIL.npm_scope(r)})\n  severity: ${r.pick(['low', 'moderate', 'high'])}  advisory ${neg('not_phone.advisory_id', `GHSA-${r.chars('23456789cfghjmpqrvwx', 4)}-${r.chars('23456789cfghjmpqrvwx', 4)}-${r.chars('23456789cfghjmpqrvwx', 4)}`)}\n  integrity ${NOT_SECRET.sha_digest(r)}\n`;
    d.f`  maintainer: ${c.name(p, 'latin')} <${c.email(p, null)}>\n\n`;
  }
  d.f`Security contact for this repo: ${c.roleEmail()} (PGP ${neg('not_secret.fingerprint', r.hex(40).toUpperCase().match(/.{4}/g).join(' '))}).\n`;
  d.f`Retina assets unchanged: ${NOT_EMAIL.css_at(r)}, ${NOT_EMAIL.css_at(r)}.\n`;
}
