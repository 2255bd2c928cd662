// Decoy kinds: only hard negatives, no labels.
import { N } from './prng.mjs';
const K = [];
const kind = (id, build, loc = 'all') => K.push({ id, build, loc, family: 'decoy', decoy: true });

kind('decoy_formulary_excerpt', (c) => {
  const { r, d } = c; d.ln(c.V.meds, ' — formulary ', c.version());
  for (let i = 0; i < r.int(4, 7); i++) d.ln(c.drug(), ' ', c.dose(), ' · NDC ', c.ndc(), ' · ', c.pzn(), ' · ', c.lot());
  d.ln(c.eponymProduct(), ' 1000 mL · ', c.lot());
});
kind('decoy_coding_audit', (c) => {
  const { r, d } = c; d.ln('encounter,icd10,cpt,snomed,claim');
  for (let i = 0; i < r.int(4, 7); i++) d.ln(c.enc(), ',', c.icdCode(), ',', c.cpt(), ',', c.snomed(), ',', c.claimNo());
});
kind('decoy_lab_qc_sheet', (c) => {
  const { r, d } = c; d.ln('QC run ', c.date('qc_date'), ' analyser ', c.serial());
  for (const x of r.sample(c.LABS, r.int(4, 6))) d.ln(x[0], ' ', c.loinc(), ' ', c.labVal(x), ' ref ', c.range(x), ' lot ', c.lot());
});
kind('decoy_env_example', (c) => {
  const { r, d } = c; d.ln('# .env.example - ', c.V.cfg);
  for (const k of r.sample(['STRIPE_SECRET_KEY', 'OPENAI_API_KEY', 'DB_PASSWORD', 'SENDGRID_API_KEY', 'SLACK_BOT_TOKEN', 'AWS_ACCESS_KEY_ID', 'TWILIO_AUTH_TOKEN'], 5)) d.ln(k, '=', c.placeholder());
  d.ln('BIND_ADDR=', c.docIp()); d.ln('SUPPORT_EMAIL=', c.exEmail()); d.ln('ADMIN_HASH=', c.hash()); d.ln('BUILD=', c.sha());
});
kind('decoy_clinic_directory', (c) => {
  const { r, d } = c; d.ln(c.V.T_reg, ' — info');
  for (let i = 0; i < r.int(3, 5); i++) d.ln(c.practice(c.clinician()), ' · ', c.hotline());
  d.ln(c.eponymPlace(), ' · ', c.hotline());
});
kind('decoy_device_recall', (c) => {
  const { r, d } = c; d.ln('FIELD SAFETY NOTICE ', N(`FSN-${r.digits(5)}`, 'notice_id'), ' — ', c.date('notice_date'));
  for (let i = 0; i < r.int(3, 6); i++) d.ln(c.serial(), ' · ', c.lot(), ' · firmware ', c.version());
  d.ln(c.hotline());
});
kind('decoy_payment_test_doc', (c) => {
  const { r, d } = c; d.ln('Sandbox checkout for the patient portal — use these test cards:');
  for (let i = 0; i < r.int(3, 5); i++) d.ln('  ', c.testCard(), '  any CVC, any future date');
  d.ln('Webhook signing secret: ', c.placeholder()); d.ln('Contact ', c.exEmail());
});
kind('decoy_deidentified_extract', (c) => {
  const { r, d } = c; d.ln('study_id,age_band,dx,admit,discharge,los');
  for (let i = 0; i < r.int(4, 7); i++) d.ln(N(`S${r.digits(5)}`, 'subject_id'), ',', r.pick(['40-49', '60-69', '70-79', '18-29']), ',', c.icdCode(), ',', c.date('admission_date'), ',', c.date('discharge_date'), ',', r.int(1, 20));
});
kind('decoy_eponym_teaching_note', (c) => {
  const { r, d } = c; d.ln('Teaching round — ', c.date('teaching_date'));
  for (let i = 0; i < r.int(3, 5); i++) d.ln('- ', c.eponym(), ': ', c.icdCode(), ', ', c.drug(), ' ', c.dose());
  d.ln('Venue: ', c.eponymPlace(), '. Bring ', c.eponymProduct(), '.');
});

kind('decoy_pharmacy_hotline_poster', (c) => {
  const { V, r, d } = c; d.ln(c.practice(c.clinician()), ' — ', V.T_rx);
  d.ln(V.phone, ': ', c.hotline(), ' · ', c.hotline()); d.ln('Out of hours: ', c.hotline());
  d.ln('Opening: ', c.date('reopening_date'), ' · ', c.eponymPlace()); d.ln('Web: https://', N(`www.${r.pick(['pharmacy', 'apotheke', 'farmacia', 'apteka'])}-${r.lower(5)}.example.com`, 'example_domain'));
});
kind('decoy_sample_manifest', (c) => {
  const { r, d } = c; d.ln('box,position,accession,specimen,collected,order');
  for (let i = 0; i < r.int(4, 8); i++) d.ln(N(`BX${r.digits(4)}`, 'box_id'), ',', `${r.pick('ABCDEFGH')}${r.int(1, 12)}`, ',', c.acc(), ',', r.pick(['EDTA', 'SST', 'urine', 'swab']), ',', c.date('collection_date'), ',', c.orderId());
});

export const DECOY_KINDS = K;
