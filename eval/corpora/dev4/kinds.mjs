// The document kinds, their weights and the languages each is written in.
import { proseKinds } from './kinds-prose.mjs';
import { dataKinds } from './kinds-data.mjs';
import { configKinds, moreSourceKinds } from './kinds-config.mjs';
import { moreKinds, walletKinds, keyKinds } from './kinds-more.mjs';
import { extraKinds, snippetKinds, dotfileKinds, docKinds, narrativeKinds, pdfKinds, llmKinds } from './kinds-extra.mjs';

const ALL = 'all';
const TECH = ['en', 'en', 'en', 'de', 'fr', 'es', 'pt', 'ja', 'zh'];
const EUROPEAN = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'sv', 'tr'];
const spec = {
  support_ticket: [3, ALL], email_thread: [3, ALL], chat_export: [3, ALL], meeting_notes: [2, ALL], crm_note: [2, ALL], hr_letter: [2, ALL],
  invoice: [2, ALL], shipping_label: [2, ALL], travel_booking: [4, ALL], passport_scan_mrz: [2, ALL], kyc_form: [6, ALL], medical_intake: [2, ALL],
  password_reset_email: [2, ALL], stackoverflow_question: [1, ['en']], sms_2fa: [1, EUROPEAN],
  csv_export: [2, ALL], sql_insert: [1, ALL], json_api_response: [2, ALL], log_jsonl: [2, TECH], logfmt: [1, TECH], syslog: [1, TECH], access_log: [1, TECH],
  stack_trace: [1, TECH], vcard: [1, ALL],
  dotenv: [2, TECH], k8s_secret: [1, TECH], helm_values: [1, TECH], docker_compose: [1, TECH], terraform: [1, TECH], ini_config: [1, TECH], toml_config: [1, TECH],
  java_properties: [1, TECH], ci_yaml: [1, TECH], python_source: [1, TECH], js_source: [1, TECH], go_source: [1, TECH], shell_history: [1, TECH], curl_command: [1, TECH],
  git_diff: [1, TECH], notebook: [1, TECH],
  crypto_payment_request: [4, ALL], exchange_support_ticket: [5, ALL], card_payment_form: [6, ALL], chargeback_email: [2, EUROPEAN], service_account_json: [2, ['en']],
  ssh_key_ticket: [4, TECH], oauth_token_response: [3, ['en']], http_request_dump: [2, ['en', 'en', 'de', 'ja']], visa_application: [2, ALL], hotel_registration: [3, ALL], boarding_pass: [1, ALL],
  passport_chat: [4, ALL], pdf_form_columns: [2, ALL], payroll_tsv: [4, EUROPEAN], password_manager_export: [1, TECH], git_log: [1, ['en']], address_change_letter: [2, EUROPEAN],
  github_issue: [1, ['en']], ldif_export: [1, TECH],
  donation_readme: [2, ['en']], withdrawals_csv: [4, TECH], tls_bundle: [5, TECH], payments_sql: [2, ALL], terminal_session: [2, ['en']], key_in_chat: [4, ['en', 'de', 'fr', 'es', 'ja', 'zh']],
  html_contact_page: [2, EUROPEAN], runbook_markdown: [2, ['en', 'en', 'de']], incident_report: [2, ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt']], delivery_route_notes: [2, ALL],
  rental_application: [2, ['en', 'de', 'fr', 'es', 'nl', 'it']], school_enrollment: [2, ALL], insurance_claim: [2, ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt']], xml_soap_request: [1, ['en', 'de', 'fr']],
  appsettings_json: [1, ['en']], php_config: [1, TECH], ansible_inventory: [1, ['en']], kubeconfig: [1, ['en']], slack_export_json: [2, ['en', 'de', 'fr', 'es']], booking_confirmation_mrz: [3, ALL], one_liner: [4, ALL], credential_dotfiles: [2, ['en']], api_docs_markdown: [1, ['en']], env_example: [1, ['en']], source_misc: [2, TECH], pdf_form_stacked: [2, ALL], tax_form: [2, ['en', 'de']], llm_prompt: [2, ['en', 'en', 'de', 'fr', 'es', 'pt', 'it', 'ja', 'zh']], llm_tool_call: [2, ['en', 'en', 'de', 'fr', 'es']], meeting_transcript: [2, ['en', 'en', 'de', 'fr', 'es']], newsletter: [2, EUROPEAN],
};
const makers = { ...proseKinds, ...dataKinds, ...configKinds, ...moreKinds, ...walletKinds, ...keyKinds, ...extraKinds, ...snippetKinds, ...dotfileKinds, ...docKinds, ...narrativeKinds, ...moreSourceKinds, ...pdfKinds, ...llmKinds };
for (const name of Object.keys(makers)) if (!spec[name]) throw new Error(`kind ${name} has no weight`);
export const kinds = Object.entries(spec).map(([name, [weight, languages]]) => {
  if (!makers[name]) throw new Error(`kind ${name} has no maker`);
  return { name, weight, languages, make: makers[name] };
});
