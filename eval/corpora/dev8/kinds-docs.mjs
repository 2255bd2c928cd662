// Documentation and templates: pages full of example values (placeholders, published test
// vectors, sample tokens) with only the author's own contact data real.
import { lab, neg } from './doc.mjs';
import { NOT_PHONE, NOT_BANK, NOT_EMAIL, NOT_WALLET, PLACEHOLDERS, NOT_SECRET } from './lookalikes.mjs';
import * as S from './secrets.mjs';

/** API reference page: request examples with sample keys, the jwt.io token, placeholder PEM. */
export function apiDocs(c, d) {
  const { r } = c;
  const author = c.person();
  d.f`## Authentication\n\nSend your key in the \`Authorization\` header. Keys look like \`${neg('placeholder.documented_key', r.pick(['sk_live_<24 characters>', 'qk_xxxxxxxxxxxxxxxxxxxxxxxx', 'YOUR_API_KEY']))}\`; test keys start with \`${neg('placeholder.documented_key', 'sk_test_')}\`.\n\n`;
  d.f`\`\`\`bash\ncurl https://api.${c.org[1]}/v1/customers \\\n  -H "Authorization: Bearer ${PLACEHOLDERS.jwt_example()}" \\\n  -d email=${NOT_EMAIL.placeholder_email(r)} \\\n  -d phone="${PLACEHOLDERS.phone_example(r)}"\n\`\`\`\n\n`;
  d.f`Example response:\n\n\`\`\`json\n{"id": "${neg('not_wallet.uuid', S.uuid(r))}", "name": "${PLACEHOLDERS.name_placeholder(r)}", "iban": "${PLACEHOLDERS.iban_example(r)}", "ssn": "${PLACEHOLDERS.ssn_example()}", "card": "${PLACEHOLDERS.card(r)}", "ip": "${PLACEHOLDERS.doc_ip(r)}"}\n\`\`\`\n\n`;
  d.f`To sign webhooks, load your key from the environment, never inline it:\n\n\`\`\`\n${PLACEHOLDERS.pem_placeholder()}\n\`\`\`\n\n`;
  d.f`AWS users: the SDK example uses ${PLACEHOLDERS.aws_example()} / ${PLACEHOLDERS.aws_secret_example()} — replace both. Rate limit: ${neg('not_phone.count', String(r.pick([600, 1000, 5000])))} requests per ${neg('not_phone.duration', '60 s')}. Current version ${NOT_PHONE.version(r)}.\n\n`;
  d.f`_Page owner: ${c.name(author)} (${c.email(author)}). Report security issues to ${c.roleEmail()}._\n`;
}

/** A blank form or onboarding template filled only with sample values, then one real submission. */
export function formTemplate(c, d) {
  const { r, L } = c;
  d.f`${r.pick(['HOW TO FILL IN THIS FORM', 'Template — do not send', 'Muster / Beispiel', 'Exemple à suivre'])}\n\n`;
  d.f`${L.f.name}: ${PLACEHOLDERS.name_placeholder(r)}\n${L.f.dob}: ${neg('placeholder.example_date', r.pick(['DD/MM/YYYY', 'YYYY-MM-DD', '01.01.1970', 'TT.MM.JJJJ', 'JJ/MM/AAAA']))}\n`;
  d.f`${L.f.nationalId}: ${neg('placeholder.example_id', r.pick(['123-45-6789', '000000000', 'XX999999X', '12345678Z', 'AB 12 34 56 C']))}\n${L.f.iban}: ${PLACEHOLDERS.iban_example(r)}\n`;
  d.f`${L.f.phone}: ${PLACEHOLDERS.phone_example(r)}\n${L.f.email}: ${NOT_EMAIL.placeholder_email(r)}\n${L.f.password}: ${neg('placeholder.password', r.pick(['********', '<choose a password>', 'min. 12 characters', '••••••••', 'P@ssw0rd (example only)']))}\n\n`;
  d.f`--- ${r.pick(['submitted version', 'filled in by the applicant', 'received'])} ---\n`;
  const p = c.person();
  d.f`${L.f.name}: ${c.name(p)}\n${L.f.dob}: ${c.dob(p)}\n${L.f.nationalId}: ${c.nationalId(p)}\n${L.f.iban}: ${c.iban()}\n${L.f.phone}: ${c.phone()}\n${L.f.email}: ${c.email(p, null)}\n`;
  if (r.chance(0.5)) d.f`${L.f.password}: ${S.password(r)}\n`;
  d.f`${L.f.address}: ${c.address()}\n`;
}
