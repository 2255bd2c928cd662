// More everyday text: chat exports, web server logs, credential dotfiles, tracebacks, calendar
// invites, shipping labels, insurance claims, product catalogues, reviews and Terraform variables.
import { lab, neg, map, jsonStr } from './doc.mjs';
import { NOT_PHONE, NOT_BANK, NOT_EMAIL, NOT_WALLET, PLACEHOLDERS, NOT_SECRET } from './lookalikes.mjs';
import * as S from './secrets.mjs';

const amount = (c) => NOT_PHONE.amount(c.r);
const p2 = (n) => String(n).padStart(2, '0');

/** A messenger chat export: senders are names or bare phone numbers. */
export function messengerExport(c, d) {
  const { r, L } = c;
  const a = c.person(), b = c.person();
  const senders = [c.name(a), r.chance(0.5) ? c.name(b) : c.phone()];
  let day = r.int(1, 20), min = r.int(480, 1200);
  const stamp = () => { min += r.int(1, 90); if (min > 1400) { min = 480; day++; } return neg('not_dob.message_timestamp', `${p2(day)}/${p2(r.int(1, 12))}/${r.int(2024, 2026)}, ${p2(Math.floor(min / 60))}:${p2(min % 60)}`); };
  const who = (i) => senders[i % 2];
  d.f`${stamp()} - ${L.f.name === 'Full name' ? 'Messages and calls are end-to-end encrypted.' : c.filler(1)}\n`;
  d.f`${stamp()} - ${who(0)}: ${c.greet()} ${c.filler(1)}\n`;
  d.f`${stamp()} - ${who(1)}: ${L.s.cantLogin}\n`;
  d.f`${stamp()} - ${who(0)}: ${L.f.address}? ${L.f.dob}?\n`;
  d.f`${stamp()} - ${who(1)}: ${c.address()} / ${c.dob(b)}\n`;
  if (r.chance(0.5)) d.f`${stamp()} - ${who(1)}: ${L.f.iban} ${c.iban()}\n`;
  if (r.chance(0.5)) d.f`${stamp()} - ${who(0)}: wifi ${r.pick(['password', 'pw', 'Passwort', 'mot de passe', 'contraseña'])} ${S.password(r, 'wifi_password')}\n`;
  d.f`${stamp()} - ${who(0)}: ${r.pick(['ok 👍', 'call me at', 'new number:'])} ${c.phone()}\n`;
  if (r.chance(0.35)) d.f`${stamp()} - ${who(1)}: ${r.pick(['send it to my wallet', 'pay me in crypto:', 'my address'])} ${S.wallet(r)}\n`;
  d.f`${stamp()} - ${who(1)}: <Media omitted> ${neg('not_phone.media_id', `IMG-${r.int(2024, 2026)}${p2(r.int(1, 12))}${p2(r.int(1, 28))}-WA${r.digits(4)}`)}.jpg\n`;
  d.f`${stamp()} - ${who(0)}: ${r.pick(['see you at', 'meet at'])} ${c.notName('place')} ${r.pick(['station', 'mall', 'café'])}, ${neg('not_phone.time', `${r.int(8, 21)}:${r.pick(['00', '15', '30', '45'])}`)}\n`;
}

/** Web server access log (combined format): client addresses, query strings with tokens and e-mails. */
export function accessLog(c, d) {
  const { r } = c;
  for (let i = 0; i < r.int(8, 14); i++) {
    const p = c.person();
    const k = r.int(0, 6);
    const path = k === 0 ? ['/reset-password?email=', map(c.email(p, null), (v) => encodeURIComponent(v), '_urlencoded'), `&t=${r.hex(8)}`]
      : k === 1 ? ['/api/export?access_token=', S.oauthToken(r)]
      : k === 2 ? [`/static/app.${r.hex(8)}.js`]
      : k === 3 ? ['/v1/search?q=', map(lab('person_name', 'person_name', p.latinGiven + '+' + p.latinFamily), (v) => v), '&page=2']
      : k === 4 ? [`/orders/`, NOT_PHONE.order_no(r), '/invoice.pdf']
      : k === 5 ? ['/hooks/', neg('not_wallet.uuid', S.uuid(r))]
      : ['/health'];
    d.f`${S.ip(r)} - ${r.chance(0.2) ? NOT_EMAIL.shell_prompt(r).value.split('@')[0] : '-'} [${neg('not_phone.timestamp', `${p2(r.int(1, 28))}/${r.pick(['Jan', 'Apr', 'Jul', 'Oct'])}/2026:${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))} +0000`)}] "${r.pick(['GET', 'POST'])} ${path} HTTP/1.1" ${r.pick([200, 200, 302, 404, 500])} ${neg('not_phone.bytes', String(r.int(200, 999999)))} "-" "${r.pick(['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'curl/8.6.0', 'Go-http-client/2.0', 'kube-probe/1.29'])}"\n`;
  }
}

/** Credential dotfiles people paste when asking why a tool cannot log in. */
export function dotfiles(c, d) {
  const { r } = c;
  d.f`${c.L.s.askFix}\n\n`;
  const files = r.sample(['netrc', 'npmrc', 'pypirc', 'gitcred', 'pgpass', 'docker', 'aws'], r.int(2, 4));
  for (const f of files) {
    if (f === 'netrc') d.f`~/.netrc\nmachine api.${c.org[1]} login ${c.email(c.person())} password ${S.password(r)}\nmachine ${neg('not_name.host', 'github.com')} login ${neg('not_secret.username', 'x-access-token')} password ${S.apiKey(r, 'github_pat')}\n\n`;
    if (f === 'npmrc') d.f`~/.npmrc\n${NOT_EMAIL.npm_scope(r).value.split('/')[0]}:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=${S.apiKey(r, 'npm_token')}\nalways-auth=true\n\n`;
    if (f === 'pypirc') d.f`~/.pypirc\n[pypi]\nusername = __token__\npassword = ${S.apiKey(r, 'pypi_token')}\n\n`;
    if (f === 'gitcred') d.f`~/.git-credentials\nhttps://${neg('not_secret.username', r.pick(['oauth2', 'x-token-auth', 'build-bot']))}:${S.apiKey(r, 'gitlab_pat')}@gitlab.${c.org[1]}\n\n`;
    if (f === 'pgpass') d.f`~/.pgpass\n${NOT_SECRET.private_ip(r)}:5432:orders:app:${S.password(r)}\n\n`;
    if (f === 'docker') d.f`~/.docker/config.json\n{"auths": {"https://index.docker.io/v1/": {"auth": "${lab('password', 'basic_auth_base64', Buffer.from(`builder:${S.passwordValue(r)}`).toString('base64'))}"}}}\n\n`;
    if (f === 'aws') d.f`~/.aws/credentials\n[default]\naws_access_key_id = ${S.apiKey(r, 'aws_access_key_id')}\naws_secret_access_key = ${S.apiKey(r, 'aws_secret_access_key')}\nregion = eu-central-1\n\n[docs-example]\naws_access_key_id = ${PLACEHOLDERS.aws_example()}\naws_secret_access_key = ${PLACEHOLDERS.aws_secret_example()}\n\n`;
  }
  d.f`Tool version ${NOT_PHONE.version(r)}, exit code ${neg('not_phone.error_code', String(r.int(1, 127)))}.\n`;
}

/** A Python traceback with local variables printed by the error reporter. */
export function traceback(c, d) {
  const { r } = c;
  const p = c.person();
  d.f`Traceback (most recent call last):\n  File "/srv/app/${r.pick(['billing', 'users', 'kyc'])}/views.py", line ${r.int(20, 900)}, in ${r.pick(['create_customer', 'charge', 'verify_identity'])}\n`;
  d.f`    resp = client.post(url, json=payload, timeout=${r.int(5, 30)})\nrequests.exceptions.HTTPError: 422 Client Error for url: https://api.${c.org[1]}/v2/customers\n\nLocals:\n`;
  d.f`  payload = {'name': '${c.name(p)}', 'email': '${c.email(p, null)}', 'dob': '${c.dob(p, 0)}', 'id_number': '${c.nationalId(p)}', 'phone': '${c.phone()}'}\n`;
  d.f`  url = 'https://api.${c.org[1]}/v2/customers'\n  headers = {'Authorization': 'Bearer ${r.chance(0.5) ? S.jwt(r) : S.oauthToken(r)}', 'X-Trace': '${NOT_WALLET.hex_blob(r)}'}\n`;
  d.f`  settings.DATABASES = {'default': {'PASSWORD': '${S.password(r)}', 'HOST': '${NOT_SECRET.private_ip(r)}', 'PORT': ${NOT_PHONE.port(r)}}}\n`;
  if (r.chance(0.6)) d.f`  CELERY_BROKER_URL = '${S.connectionString(r, 'broker')}'\n`;
  d.f`  attempt = ${r.int(1, 5)}\n  elapsed = ${NOT_PHONE.duration(r)}\n\nSentry event ${neg('not_wallet.hex_blob', r.hex(32))} · release ${NOT_WALLET.git_sha(r)}\n`;
}

/** A calendar invite: organiser and attendees, dial-in numbers, meeting ids. */
export function calendarInvite(c, d) {
  const { r } = c;
  const org = c.person();
  const day = `${r.int(2025, 2026)}${p2(r.int(1, 12))}${p2(r.int(1, 28))}`;
  d.f`BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:${neg('not_wallet.uuid', S.uuid(r))}\nDTSTART:${neg('not_dob.event_start', `${day}T${p2(r.int(7, 17))}0000Z`)}\nDTEND:${neg('not_dob.event_end', `${day}T${p2(r.int(17, 19))}0000Z`)}\n`;
  d.f`SUMMARY:${r.pick(['Interview', 'Contract review', 'Onboarding', 'Quarterly planning'])} with ${c.name(c.person())}\nORGANIZER;CN=${c.name(org)}:mailto:${c.email(org)}\n`;
  for (let i = 0; i < r.int(2, 4); i++) { const a = c.person(); d.f`ATTENDEE;CN=${c.name(a)};ROLE=REQ-PARTICIPANT:mailto:${c.email(a)}\n`; }
  d.f`ATTENDEE;CN=${neg('not_name.room', r.pick(['Room Everest', 'Board Room 4.02', 'Turing']))}:mailto:${neg('not_email.resource_mailbox', `room-${r.int(100, 999)}@resource.${c.org[1]}`)}\n`;
  d.f`LOCATION:${c.address()}\nDESCRIPTION:Join: https://meet.${c.org[1]}/j/${neg('not_phone.meeting_id', `${r.digits(3)} ${r.digits(4)} ${r.digits(4)}`)}\\nDial-in: ${lab('phone', 'phone_conference', c.phone().value, true)}\\nPasscode: ${neg('not_phone.pin', r.digits(6))}\n`;
  d.f`END:VEVENT\nEND:VCALENDAR\n`;
}

/** A shipping label or delivery note as text. */
export function shippingLabel(c, d) {
  const { r, L } = c;
  const to = c.person(), from = c.person();
  d.f`${r.pick(['DHL Paket', 'UPS Standard', 'Colissimo', 'SEUR 24', 'PostNord', 'ヤマト運輸', '顺丰速运', 'CJ대한통운', 'Yurtiçi Kargo'])}  ${NOT_PHONE.tracking_no(r)}\n`;
  d.f`${neg('not_phone.barcode', `(420)${r.digits(5)}(92)${r.digits(22)}`)}\n\nFROM: ${c.name(from)}, ${c.orgName()}\n${c.address(true)}\n\nTO:\n${c.name(to)}\n${c.address(true)}\n${L.f.phone}: ${c.phone()}\n\n`;
  d.f`Weight ${NOT_PHONE.measurement(r)} · Dims ${neg('not_phone.measurement', `${r.int(10, 80)}x${r.int(10, 60)}x${r.int(5, 40)} cm`)} · ${L.f.orderNo} ${NOT_PHONE.order_no(r)} · ${neg('not_phone.route_code', `${r.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 2)}-${r.digits(3)}-${r.digits(2)}`)}\n`;
  d.f`Contents: ${NOT_PHONE.sku(r)} ×${r.int(1, 4)}, value ${amount(c)} · HS code ${neg('not_phone.hs_code', `${r.digits(4)}.${r.digits(2)}.${r.digits(2)}`)}\n`;
}

/** An insurance claim: policy numbers and claim references are not accounts; the payout account is. */
export function insuranceClaim(c, d) {
  const { r, L } = c;
  const p = c.person();
  d.f`${r.pick(['CLAIM FORM', 'Schadenmeldung', 'Déclaration de sinistre', 'Parte de siniestro', 'Zgłoszenie szkody'])} — ${c.orgName(r.pick([['Nordlicht Versicherungen', 'nordlicht-vers.de'], ['Hollis Maritime', 'hollismaritime.com'], ['Lumen Health', 'lumenhealth.org']]))}\n`;
  d.f`${L.f.policyNo}: ${NOT_BANK.policy_no(r)}   Claim ref: ${neg('not_bank.claim_number', `CLM-${r.digits(4)}-${r.digits(6)}`)}\n\n`;
  d.f`${L.f.name}: ${c.name(p)}\n${L.f.dob}: ${c.dob(p)}\n${L.f.address}: ${c.address()}\n${L.f.phone}: ${c.phone()}\n${L.f.nationalId}: ${c.nationalId(p)}\n\n`;
  d.f`Date of incident: ${c.otherDate('incident_date', 2025, 2026)}, ${neg('not_phone.time', `${r.int(0, 23)}:${p2(r.int(0, 59))}`)}, near ${c.notName('place')}\nVehicle: ${neg('not_name.brand', r.pick(['Ferrari Roma', 'Tesla Model 3', 'Porsche Cayenne', 'Mercedes-Benz Sprinter', 'Ford Transit', 'Lamborghini Urus', 'Citroën C3', 'Škoda Octavia']))}, plate ${neg('not_phone.licence_plate', `${r.chars('ABCDEFGHKLMNPRSTUVWXYZ', 2)}-${r.chars('ABCDEFGHKLMNPRSTUVWXYZ', 2)} ${r.int(100, 9999)}`)}, VIN ${neg('not_phone.vin', r.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17))}\n`;
  d.f`Third party: ${c.name(c.person())}, insured with ${c.orgName()} (policy ${NOT_BANK.policy_no(r)})\nWitness: ${c.name(c.person())}, ${c.phone()}\n`;
  d.f`Estimated damage: ${amount(c)}. Please pay to: ${c.iban()} (${L.f.account} holder ${c.name(p)}).\nPolice report no. ${neg('not_phone.case_number', `${r.digits(4)}/${r.digits(6)}/${r.int(2025, 2026)}`)}\n`;
}

/** A product catalogue excerpt: brands named after people, EANs, SKUs, sizes. */
export function productCatalogue(c, d) {
  const { r } = c;
  d.f`SKU        EAN              Product                              Price      Stock\n`;
  for (let i = 0; i < r.int(5, 9); i++) {
    d.f`${NOT_PHONE.sku(r)}  ${neg('not_phone.ean', r.digits(13))}  ${neg('not_name.brand', r.pick(['Ferrari', 'Porsche', 'Lamborghini', 'Chanel', 'Louis Vuitton', 'Disney', 'Dell', 'Tesla', 'Hewlett-Packard', 'Mercedes-Benz']))} ${r.pick(['charger 65W', 'tote bag', 'espresso cups (set of 4)', 'laptop sleeve 14"', 'scale model 1:43', 'travel adapter'])}  ${amount(c)}  ${neg('not_phone.count', String(r.int(0, 9999)))}\n`;
  }
  d.f`\nSupplier: ${c.orgName()} (${NOT_BANK.company_tax_id(r)}), buyer ${c.name(c.person())} — prices valid until ${c.otherDate('valid_until', 2025, 2027)}.\n`;
  d.f`Questions to ${c.roleEmail()}; do not use ${NOT_EMAIL.placeholder_email(r)} from the template.\n`;
}

/** A public review or forum post: names of people mixed with many capitalised non-names. */
export function reviewPost(c, d) {
  const { r, L } = c;
  const author = c.person(), staff = c.person();
  d.f`★★★★☆ ${r.pick(['Great stay, one problem', 'Helpful staff', 'Would not recommend the parking', 'Solid service'])} — posted by ${c.name(author, r.pick(['full', 'given']))} on ${c.otherDate('posted_date', 2024, 2026)}\n\n`;
  d.f`We stayed near ${c.notName('place')} in ${c.notName('time')}. ${c.name(staff, 'given')} at the front desk (ask for ${c.name(staff)}) sorted out our booking ${NOT_PHONE.order_no(r)}. `;
  d.f`The ${c.notName('brand')} charger in the room was broken and the ${c.notName('software')} app kept crashing. Read ${c.notName('book')} by the pool. ${c.filler(1)} `;
  d.f`Price was ${amount(c)} for ${r.int(2, 7)} nights. Our ${c.notName('company')} colleagues loved it.\n\n`;
  d.f`Reply from the owner: Thank you! ${r.pick(['Call us on', 'Our reservations line:'])} ${lab('phone', 'phone_company', c.phone().value, true)} or ${c.roleEmail()}.\n`;
}

/** Terraform variables and state excerpts: secrets next to identifiers that are not secret. */
export function terraformVars(c, d) {
  const { r } = c;
  d.f`# terraform.tfvars\nproject        = "${r.pick(['orders', 'kyc', 'data'])}-prod"\naws_account_id = "${neg('not_bank.cloud_account_id', r.digits(12))}"\nvpc_cidr       = "${neg('not_ip.private_cidr', `10.${r.int(0, 255)}.0.0/16`)}"\n`;
  d.f`db_password    = "${S.password(r)}"\ndatadog_api_key = "${S.apiKey(r, 'datadog_api_key')}"\ncloudflare_api_token = "${S.apiKey(r, 'cloudflare_api_token')}"\n`;
  if (r.chance(0.5)) d.f`cache_url      = "${S.connectionString(r)}"\n`;
  d.f`kms_key_arn    = "${neg('not_secret.arn', `arn:aws:kms:eu-west-1:${r.digits(12)}:key/${S.uuid(r)}`)}"\nalert_email    = "${c.roleEmail()}"\noncall_phone   = "${c.phone()}"\n`;
  d.f`allowed_admin_ips = ["${S.ip(r)}/32", "${S.ip(r)}/32", "${PLACEHOLDERS.doc_ip(r)}/32"]\n`;
  d.f`\n# state excerpt\n"instances": [{"attributes": {"id": "${neg('not_secret.resource_id', `i-${r.hex(17)}`)}", "private_ip": "${NOT_SECRET.private_ip(r)}", "public_ip": "${S.ip(r)}", "master_password": "${S.password(r)}"}}]\n`;
}
