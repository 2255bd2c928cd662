// Hard negatives: look-alikes that must NOT be reported. Each returns { neg: kind, value }.
import { LANG, PUBLIC_FIGURES, FICTIONAL, PLACEHOLDER_NAMES, ORG_AFTER_PERSON, STREETS_AFTER_PEOPLE } from './lang.mjs';
import { uuid } from './values.mjs';
import { luhnDigit } from './checks.mjs';
const NG = (neg, value) => ({ neg, value });
const p2 = (n) => String(n).padStart(2, '0');

const CASE = {
  GB: r => `${r.pick(['KB', 'CL', 'HQ'])}-${r.int(2019, 2025)}-${String(r.int(1, 9999)).padStart(6, '0')}`, US: r => `${r.int(1, 4)}:${r.int(19, 25)}-cv-${String(r.int(1, 9999)).padStart(5, '0')}`, IE: r => `${r.int(2019, 2025)}/${r.int(100, 9999)} P`, AU: r => `NSD${r.int(100, 2999)}/${r.int(2019, 2025)}`, IN: r => `W.P.(C) No. ${r.int(100, 19999)}/${r.int(2019, 2025)}`,
  DE: r => r.pick([`${r.int(1, 40)} O ${r.int(1, 999)}/${r.int(19, 25)}`, `${r.int(100, 999)} Js ${r.int(1000, 99999)}/${r.int(19, 25)}`, `${r.int(1, 30)} C ${r.int(10, 2999)}/${r.int(19, 25)}`]), AT: r => `${r.int(1, 60)} Cg ${r.int(1, 300)}/${r.int(19, 25)}${r.pick(['k', 'p', 'w'])}`, CH: r => `${r.pick(['CG', 'ZK', 'SB'])}${r.int(19, 25)}${r.digits(4)}`,
  FR: r => `RG n° ${r.int(19, 25)}/${r.digits(5)}`, BE: r => `${r.int(2019, 2025)}/AR/${r.int(100, 9999)}`, ES: r => `Procedimiento ordinario ${r.int(1, 2999)}/${r.int(2019, 2025)}`, MX: r => `Expediente ${r.int(100, 2999)}/${r.int(2019, 2025)}`,
  IT: r => `R.G. n. ${r.int(100, 29999)}/${r.int(2019, 2025)}`, NL: r => `C/${r.int(1, 19)}/${r.digits(6)} / HA ZA ${r.int(19, 25)}-${r.int(1, 999)}`, PL: r => `${r.pick(['I C', 'II K', 'IV P'])} ${r.int(1, 2999)}/${r.int(19, 25)}`,
  PT: r => `Proc. n.º ${r.int(100, 9999)}/${r.int(19, 25)}.${r.int(0, 9)}T8LSB`, BR: r => `${r.digits(7)}-${r.digits(2)}.${r.int(2019, 2025)}.8.26.${r.digits(4)}`, SE: r => `T ${r.int(100, 9999)}-${r.int(19, 25)}`, FI: r => `L ${r.int(19, 25)}/${r.int(1000, 99999)}`,
  GR: r => `ΓΑΚ ${r.int(1000, 99999)}/${r.int(2019, 2025)}`, JP: r => `令和${r.int(3, 7)}年(ワ)第${r.int(100, 9999)}号`, CN: r => `(${r.int(2019, 2025)})京0105民初${r.int(1000, 99999)}号`, KR: r => `${r.int(2019, 2025)}가단${r.int(10000, 999999)}`, TR: r => `${r.int(2019, 2025)}/${r.int(1, 999)} E.`, AE: r => `${r.int(2019, 2025)}/${r.int(100, 9999)} مدني`,
};
const PUBLIC_NUMS = { GB: ['101', '111', '0300 123 1212', '0800 555 111'], US: ['911', '311', '1-800-772-1213', '988'], IE: ['112', '1890 927 770'], AU: ['000', '131 444', '13 28 46'], IN: ['112', '1930', '1800-11-4000'], DE: ['110', '112', '116 117', '115', '116 016'], AT: ['133', '144', '0800 133 133'], CH: ['117', '144', '143'], FR: ['17', '3939', '3919', '116 006'], BE: ['101', '1771'], ES: ['091', '060', '016'], MX: ['911', '089'], IT: ['113', '112', '1522'], NL: ['0900-8844', '14 020', '112'], PL: ['997', '112', '22 560 16 00'], PT: ['112', '808 24 24 24'], BR: ['190', '156', '0800 729 0722'], SE: ['114 14', '112', '0771-567 567'], FI: ['112', '0295 419 600'], GR: ['100', '1555'], JP: ['110', '#9110', '0570-003-110'], CN: ['110', '12345', '12366'], KR: ['112', '182', '110'], TR: ['155', '170', '112'], AE: ['999', '901', '800 4888'] };
const PLATES = { GB: r => `${r.upper(2)}${p2(r.int(10, 73))} ${r.upper(3)}`, DE: r => `${r.pick(['B', 'HH', 'K', 'M', 'DO'])}-${r.upper(2)} ${r.int(1, 9999)}`, FR: r => `${r.upper(2)}-${r.digits(3)}-${r.upper(2)}`, ES: r => `${r.digits(4)} ${r.str('BCDFGHJKLMNPRSTVWXYZ', 3)}`, IT: r => `${r.upper(2)} ${r.digits(3)}${r.upper(2)}`, NL: r => `${r.upper(2)}-${r.digits(3)}-${r.upper(1)}`, PL: r => `W${r.upper(1)} ${r.digits(5)}`, SE: r => `${r.upper(3)} ${r.digits(2)}${r.upper(1)}` };

export function makeNeg(r, loc) {
  const L = LANG[loc.lang]; const c = loc.country;
  const ticket = () => r.pick([`INC${r.digits(7)}`, `#${r.int(10000, 999999)}`, `SR-${r.digits(6)}`, `Ticket ${r.digits(8)}`, `REQ${r.digits(7)}`]);
  return {
    case_number: () => NG('case_number', (CASE[c] || CASE.DE)(r)),
    ecli: () => NG('case_number', `ECLI:${c === 'GB' ? 'EU' : c}:${r.pick(['BGH', 'RBAMS', 'CASS', 'TS', 'HR'])}:${r.int(2019, 2025)}:${r.upper(2)}${r.digits(4)}`),
    ticket_number: () => NG('ticket_number', ticket()),
    tracking_number: () => NG('tracking_number', r.pick([`1Z${r.upper(3)}${r.digits(3)}${r.digits(10)}`, (() => { const d = r.digits(8); const w = [8, 6, 4, 2, 3, 5, 9, 7]; let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * w[i]; let k = 11 - (s % 11); k = k === 10 ? 0 : k === 11 ? 5 : k; return `${r.pick(['RR', 'RX', 'EE', 'CP'])}${d}${k}${r.pick(['DE', 'FR', 'GB', 'ES', 'IT', 'NL', 'PL'])}`; })(), `JJD${r.digits(18)}`, `00340${r.digits(15)}`])),
    invoice_number: () => NG('invoice_number', r.pick([`RE-${r.int(2023, 2025)}-${r.digits(5)}`, `INV-${r.digits(7)}`, `F${r.int(2023, 2025)}/${r.digits(4)}`, `Rg.-Nr. ${r.digits(8)}`])),
    policy_number: () => NG('policy_number', r.pick([`POL-${r.digits(2)}-${r.digits(7)}`, `${r.upper(2)}${r.digits(9)}`, `VS-${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`])),
    order_number: () => NG('order_number', r.pick([`${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, `ORD${r.digits(9)}`, `Bestell-Nr. ${r.digits(10)}`])),
    part_number: () => NG('part_number', r.pick([`PN ${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`, `${r.upper(3)}-${r.digits(5)}-${r.upper(1)}`, `Art.-Nr. ${r.digits(6)}`])),
    customer_number: () => NG('customer_number', r.pick([`KD-${r.digits(8)}`, `Kundennr. ${r.digits(10)}`, `Client ID ${r.digits(9)}`, `Mitgliedsnr. ${r.digits(7)}`])),
    amount: () => NG('amount', r.pick([`${loc.ccy} ${r.int(10, 9999)},${p2(r.int(0, 99))}`, `${r.int(1, 99)}.${r.digits(3)},${p2(r.int(0, 99))} ${loc.ccy}`, `${loc.ccy}${r.int(1, 99)},${r.digits(3)}.${p2(r.int(0, 99))}`])),
    non_birth_date: () => { const y = r.int(2023, 2025), m = r.int(1, 12), d = r.int(1, 28); const s = loc.dob[0]; const v = s === 'mdy_slash' ? `${m}/${d}/${y}` : s === 'cjk' || s === 'jp_era' ? (loc.lang === 'ko' ? `${y}년 ${m}월 ${d}일` : `${y}年${m}月${d}日`) : s === 'iso' || s === 'ymd_dot' ? `${y}-${p2(m)}-${p2(d)}` : s.startsWith('dmy_slash') ? `${p2(d)}/${p2(m)}/${y}` : s === 'dmy_dash' ? `${p2(d)}-${p2(m)}-${y}` : `${p2(d)}.${p2(m)}.${y}`; return NG('non_birth_date', v); },
    version_string: () => NG('version_string', r.pick([`v${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 20)}`, `${r.int(1, 12)}.${r.int(0, 9)}.${r.int(0, 30)}.${r.int(100, 9999)}`, `${r.int(2, 5)}.${r.int(0, 9)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`, `build ${r.int(2023, 2025)}.${r.int(1, 12)}.${r.int(1, 28)}`])),
    sha256: () => NG('hash', r.hex(64)), git_sha: () => NG('hash', r.hex(40)), md5: () => NG('hash', r.hex(32)),
    uuid: () => NG('uuid', uuid(r)),
    masked_card: () => NG('masked_value', r.pick([`**** **** **** ${r.digits(4)}`, `XXXX-XXXX-XXXX-${r.digits(4)}`, `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`])),
    masked_iban: () => NG('masked_value', r.pick([`DE** **** **** **** **${r.digits(2)} ${r.digits(2)}`, `${loc.ibanCC || 'FR'}${r.digits(2)} XXXX XXXX XXXX ${r.digits(4)}`, `****${r.digits(4)}`])),
    masked_id: () => NG('masked_value', r.pick([`***-**-${r.digits(4)}`, `XXXXXX-${r.digits(4)}`, `[REDACTED]`, `█████████`, `${r.digits(2)}••••••${r.digits(2)}`])),
    masked_secret: () => NG('masked_value', r.pick([`sk_live_****************${r.alnum(4)}`, `ghp_************************************`, `AKIA************`, `********`, `xoxb-***`])),
    placeholder_secret: () => NG('placeholder', r.pick(['<YOUR_API_KEY>', 'changeme', 'your-password-here', '${DB_PASSWORD}', '{{ secrets.EFILING_TOKEN }}', '$(cat /run/secrets/db_pw)', 'xxxxxxxxxxxxxxxx', 'REPLACE_ME', '<redacted>', '%SMTP_PASSWORD%', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', 'vault:secret/data/efiling#password'])),
    example_key: () => NG('documented_example', r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR76 3000 6000 0112 3456 7890 189', '4111 1111 1111 1111', '5555 5555 5555 4444', '123-45-6789', 'xoxb-not-a-real-token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'user@example.com', '0x0000000000000000000000000000000000000000'])),
    public_service_number: () => NG('public_service_number', r.pick(PUBLIC_NUMS[c] || PUBLIC_NUMS.DE)),
    documentation_ip: () => NG('documentation_ip', r.pick([`192.0.2.${r.int(1, 254)}`, `198.51.100.${r.int(1, 254)}`, `203.0.113.${r.int(1, 254)}`, `2001:db8::${r.hex(r.int(1, 4))}`, `2001:db8:${r.hex(4)}::${r.int(1, 99)}`])),
    loopback_ip: () => NG('loopback_ip', r.pick(['127.0.0.1', '0.0.0.0', '::1', 'localhost:8080'])),
    credentialless_conn: () => NG('credentialless_connection_string', r.pick([`postgres://db-efiling-prod.justiz.internal:5432/efiling`, `redis://redis-session.portal.internal:6379/0`, `jdbc:postgresql://pg01.registry.lan:5432/casefiles`, `amqp://rabbitmq.mq.agency.local:5672/%2F`, `mongodb://mongo-dms-0.dms.svc.cluster.local:27017/dms`])),
    plate: () => NG('vehicle_plate', (PLATES[c] || PLATES.DE)(r)),
    legal_reference: () => NG('legal_reference', r.pick({ de: ['§ 823 Abs. 1 BGB', '§ 24 StVG', 'Art. 15 DSGVO', '§ 263 StGB', '§ 14 Abs. 2 SGB II'], fr: ['article 1240 du Code civil', 'art. L. 121-3 du Code de la route'], en: ['s.172 Road Traffic Act 1988', 'section 45 Data Protection Act 2018', '28 U.S.C. § 1332'], es: ['art. 1902 CC', 'art. 77 LOPD'], it: ['art. 2043 c.c.', 'art. 142 C.d.S.'], nl: ['art. 6:162 BW', 'art. 5 WVW 1994'], pl: ['art. 415 k.c.', 'art. 92 k.w.'] }[loc.lang] || ['Art. 15 GDPR', 'Art. 6(1)(e) GDPR'])),
    bic: () => NG('bic', r.pick(['COBADEFFXXX', 'BNPAFRPPXXX', 'INGBNL2A', 'BSCHESMM', 'UNCRITMM', 'PKOPPLPW', 'NWBKGB2L', 'SWEDSEESXXX', 'DEUTDEFF500', 'ETHNGRAA'])),
    organization: () => NG('organization', r.pick(L.neg.org)), place: () => NG('place', r.pick(L.neg.place)), job_title: () => NG('job_title', r.pick(L.neg.job)),
    code_name: () => NG('code_name', r.pick(L.neg.code)), product: () => NG('product', r.pick(L.neg.product)),
    month_weekday: () => NG('month_weekday', r.chance(0.5) ? r.pick(L.months) : r.pick(L.weekdays)),
    grammar_capitalised: () => NG('grammar_capitalised', r.pick(L.neg.noun || L.neg.job)),
    public_figure: () => NG('public_figure', r.pick(PUBLIC_FIGURES)), fictional_character: () => NG('fictional_character', r.pick(FICTIONAL)),
    placeholder_name: () => NG('placeholder_name', r.pick(PLACEHOLDER_NAMES[loc.lang] || PLACEHOLDER_NAMES.en)),
    org_named_after_person: () => NG('org_named_after_person', r.pick(ORG_AFTER_PERSON)), street_named_after_person: () => NG('street_named_after_person', r.pick(STREETS_AFTER_PEOPLE)),
    imei: () => { const b = r.pick(['35', '86', '01']) + r.digits(12); return NG('device_identifier', b + luhnDigit(b)); },
  };
}
