// Documents that carry other documents: a support ticket or e-mail with an attachment pasted
// inline, so a few values sit deep inside a long, mostly ordinary text.

import { f } from '../lib/core.mjs';
import * as v from '../lib/values.mjs';
import { COMPANIES, GREET, THANKS, anyone, langOf, paragraphs, personOf } from './common.mjs';
import { csv_export, log_jsonl, json_api_response, stack_trace, syslog } from './data.mjs';
import { dotenv, k8s_secret } from './config.mjs';
import { kyc_form_pdf, invoice_pdf, fixed_width_report } from './forms.mjs';
import { source_python, terminal_session } from './code.mjs';

const ATTACHABLE = [
  ['export.csv', csv_export], ['worker.log', log_jsonl], ['response.json', json_api_response], ['trace.txt', stack_trace], ['messages.log', syslog],
  ['.env', dotenv], ['secret.yaml', k8s_secret], ['scan.pdf.txt', kyc_form_pdf], ['invoice.pdf.txt', invoice_pdf], ['report.txt', fixed_width_report],
  ['sync.py', source_python], ['session.txt', terminal_session],
];

export const ticket_with_attachment = {
  kind: 'ticket_with_attachment',
  make(r) {
    const lang = langOf(r, [[3, 'en'], [1, 'de'], [1, 'fr'], [1, 'es'], [1, 'nl'], [1, 'pt'], [1, 'it'], [1, 'pl'], [1, 'sv']]);
    const p = personOf(r, lang), agent = anyone(r), c = r.pick(COMPANIES);
    const [file, kind] = r.pick(ATTACHABLE);
    const inner = kind.make(r.fork(7)).body;
    const body = f`Ticket #${r.int(100000, 999999)} · ${c.name} · ${v.dateN(r, 'en')}
Requester: ${v.nameL(p)} <${v.emailL(p.email)}>

${GREET[lang]},
${paragraphs(r, lang, r.int(1, 3))}
${r.pick(['The file is attached below.', 'Anbei die Datei.', 'Le fichier est joint ci-dessous.', 'Adjunto el archivo.', 'Zie bijlage.'])}

----- Attachment: ${file} (${r.int(2, 900)} KB, sha256 ${v.sha256N(r)}) -----
${inner}
----- end of attachment -----

${paragraphs(r, lang, r.int(1, 2))}
${THANKS[lang]}
${v.nameL(p)}

[internal] ${v.nameL(agent)}: ${r.pick(['attachment contains credentials — rotated, see change request', 'forwarded to engineering', 'customer data in attachment, do not forward outside the team'])} ${v.uuidN(r)}
`;
    return { language: lang, locale: p.locale, body };
  },
};
