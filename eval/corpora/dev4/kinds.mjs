// The document kinds, their weights and the languages each is written in.
import { messageKinds } from './kinds-messages.mjs';
import { formKinds } from './kinds-forms.mjs';
import { exportKinds } from './kinds-exports.mjs';
import { logKinds } from './kinds-logs.mjs';
import { configKinds } from './kinds-config.mjs';
import { codeKinds } from './kinds-code.mjs';

const ALL = 'all';
const TECH = ['en', 'en', 'en', 'de', 'fr', 'es', 'pt', 'ja', 'zh'];
const EUROPEAN = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr'];
const spec = {
  // weight (documents per share), languages
  // Messages (kinds-messages.mjs)
  support_ticket: [3, ALL], email_thread: [3, ALL], chat_export: [3, ALL], meeting_notes: [2, ALL], crm_note: [2, ALL],
  password_reset_email: [2, ALL], sms_2fa: [1, EUROPEAN], stackoverflow_question: [1, ['en']], chargeback_email: [2, EUROPEAN],
  passport_chat: [5, ALL], address_change_letter: [2, EUROPEAN], github_issue: [1, ['en']],
  key_in_chat: [4, ['en', 'de', 'fr', 'es', 'ja', 'zh']], ssh_key_ticket: [4, TECH], exchange_support_ticket: [5, ALL],
  incident_report: [2, ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt']], meeting_transcript: [2, ['en', 'en', 'de', 'fr', 'es']],
  newsletter: [2, EUROPEAN], llm_prompt: [2, ['en', 'en', 'de', 'fr', 'es', 'pt', 'it', 'ja', 'zh']], one_liner: [4, ALL],
  // Forms and paperwork (kinds-forms.mjs)
  hr_letter: [2, ALL], invoice: [2, ALL], shipping_label: [2, ALL], delivery_route_notes: [2, ALL], travel_booking: [4, ALL],
  passport_scan_mrz: [2, ALL], booking_confirmation_mrz: [3, ALL], boarding_pass: [1, ALL], hotel_registration: [3, ALL],
  visa_application: [2, ALL], kyc_form: [6, ALL], medical_intake: [2, ALL], pdf_form_columns: [2, ALL],
  pdf_form_stacked: [2, ALL], tax_form: [2, ['en', 'de']], rental_application: [2, ['en', 'de', 'fr', 'es', 'nl', 'it']],
  school_enrollment: [2, ALL], insurance_claim: [2, ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt']], card_payment_form: [6, ALL],
  crypto_payment_request: [4, ALL],
  // Exports and wire formats (kinds-exports.mjs)
  csv_export: [2, ALL], payroll_tsv: [4, EUROPEAN], withdrawals_csv: [5, TECH], password_manager_export: [1, TECH],
  sql_insert: [1, ALL], payments_sql: [2, ALL], json_api_response: [2, ALL], oauth_token_response: [4, ['en']],
  http_request_dump: [2, ['en', 'en', 'de', 'ja']], llm_tool_call: [2, ['en', 'en', 'de', 'fr', 'es']],
  slack_export_json: [2, ['en', 'de', 'fr', 'es']], xml_soap_request: [1, ['en', 'de', 'fr']], vcard: [1, ALL],
  ldif_export: [1, TECH], html_contact_page: [2, EUROPEAN], donation_readme: [2, ['en']],
  // Logs and terminals (kinds-logs.mjs)
  log_jsonl: [3, TECH], logfmt: [1, TECH], syslog: [1, TECH], access_log: [1, TECH], stack_trace: [1, TECH],
  git_log: [1, ['en']], shell_history: [1, TECH], terminal_session: [3, ['en']],
  // Configuration (kinds-config.mjs)
  dotenv: [3, TECH], env_example: [1, ['en']], k8s_secret: [1, TECH], helm_values: [1, TECH], kubeconfig: [1, ['en']],
  docker_compose: [1, TECH], terraform: [1, TECH], ansible_inventory: [1, ['en']], ini_config: [1, TECH], toml_config: [1, TECH],
  java_properties: [1, TECH], appsettings_json: [1, ['en']], php_config: [1, TECH], ci_yaml: [1, TECH],
  credential_dotfiles: [2, ['en']], service_account_json: [2, ['en']], tls_bundle: [5, TECH],
  // Code and developer documents (kinds-code.mjs)
  python_source: [1, TECH], js_source: [1, TECH], go_source: [2, TECH], source_misc: [2, TECH], notebook: [1, TECH],
  git_diff: [1, TECH], curl_command: [1, TECH], runbook_markdown: [2, ['en', 'en', 'de']], api_docs_markdown: [1, ['en']],
};
// Kinds whose own words are English (or none: configs, code, logs, exports) whatever the locale
// of the people and values in them; their documents report language "en".
const ENGLISH_TEXT = new Set([
  'stackoverflow_question', 'github_issue', 'payroll_tsv', 'withdrawals_csv', 'password_manager_export',
  'sql_insert', 'payments_sql', 'json_api_response', 'oauth_token_response', 'http_request_dump', 'xml_soap_request',
  'vcard', 'ldif_export', 'donation_readme', 'log_jsonl', 'logfmt', 'syslog', 'access_log', 'stack_trace', 'git_log',
  'shell_history', 'terminal_session', 'dotenv', 'env_example', 'k8s_secret', 'helm_values', 'kubeconfig',
  'docker_compose', 'terraform', 'ansible_inventory', 'ini_config', 'toml_config', 'java_properties',
  'appsettings_json', 'php_config', 'ci_yaml', 'credential_dotfiles', 'service_account_json', 'tls_bundle',
  'python_source', 'js_source', 'go_source', 'notebook', 'git_diff', 'curl_command', 'runbook_markdown',
  'api_docs_markdown',
]);
const makers = { ...messageKinds, ...formKinds, ...exportKinds, ...logKinds, ...configKinds, ...codeKinds };
for (const name of Object.keys(makers)) if (!spec[name]) throw new Error(`kind ${name} has no weight`);
export const kinds = Object.entries(spec).map(([name, [weight, languages]]) => {
  if (!makers[name]) throw new Error(`kind ${name} has no maker`);
  return { name, weight, languages, englishText: ENGLISH_TEXT.has(name), make: makers[name] };
});
