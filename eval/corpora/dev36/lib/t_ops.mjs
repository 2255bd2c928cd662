// Operational documents: herd records, shift rosters, maintenance tickets, instrument / SCADA logs, markdown tables.
import { lab, neg, soft } from './ctx.mjs';
import { nameL, firstL, emailL, phoneL, addrL, nidL, idL, bankL, anyId } from './person.mjs';
import { password, pwL, token, webhook } from './secrets.mjs';
import { phoneOf, personEmail } from './t_human.mjs';
import { dateNum, randDate, timestamp, dateIso } from './dates.mjs';

const hhmmss = (r) => `${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;

export function herdRecord(c) {
  const { r } = c; const O = c.person(), V = c.person();
  c.add(c.T('herd'), '\n', c.orgName(), ' — ', c.N.holding(), '\n\n');
  c.add(c.F('name'), c.colon, nameL(O), '\n', c.F('address'), c.colon, addrL(O.address[0]), '\n', c.F('mobile'), c.colon, phoneOf(c, O), '\n');
  if (r.chance(0.4)) c.add(c.F('email'), c.colon, personEmail(c, O), '\n');
  c.add('\n');
  const n = r.int(3, 9);
  c.add('| # | ID | ', c.F('date'), ' | kg | ℞ |\n|---|---|---|---|---|\n');
  for (let i = 1; i <= n; i++) c.add(`| ${i} | `, c.N.eartag(), ' | ', c.date(), ` | ${r.int(38, 760)} | ${r.pick(['Penicillin G 20 ml', 'Oxytetracyclin 10 ml', 'Meloxicam 15 ml', '—', 'BVD-Probe', 'Ivermectin 1%', 'Calcium i.v.'])} | \n`);
  c.add('\n');
  c.S('herd', { org: c.orgName(), date: c.date(), n: r.int(4, 180) }); c.add('\n');
  c.add(c.F('supervisor'), c.colon, nameL(V), r.chance(0.5) ? [', ', c.bizPhone()] : '', '\n');
  if (r.chance(0.3)) c.add(c.F('signature'), c.colon, nameL(O), '\n');
}

export function shiftRoster(c) {
  const { r } = c; const n = r.int(4, 9);
  const days = Array.from({ length: r.int(3, 6) }, () => dateNum(c.cc, randDate(r, 2025, 2025)));
  const md = r.chance(0.6);
  c.add(c.T('roster'), ' — ', c.orgName(), '\n\n');
  const head = [c.F('employee'), c.F('mobile'), ...days];
  if (md) c.add('| ', head.join(' | '), ' |\n|', head.map(() => '---').join('|'), '|\n'); else c.add(head.join('\t'), '\n');
  for (let i = 0; i < n; i++) {
    const P = c.person(); const cells = [nameL(P), r.chance(0.85) ? phoneOf(c, P) : '—', ...days.map(() => r.pick(['06-14', '14-22', '22-06', '—', 'U', 'K', '06-14']))];
    if (md) { c.add('| '); cells.forEach((x, j) => c.add(x, j < cells.length - 1 ? ' | ' : ' |\n')); } else cells.forEach((x, j) => c.add(x, j < cells.length - 1 ? '\t' : '\n'));
  }
  c.add('\n', c.F('supervisor'), c.colon, nameL(c.person()), '\n');
  if (r.chance(0.5)) { c.S('shift'); c.add('\n'); }
  if (r.chance(0.5)) { c.S('hotline', { hotline: c.N.hotline() }); c.add('\n'); }
}

export function maintenanceTicket(c) {
  const { r } = c; const P = c.person(), A = c.person();
  const id = `${r.pick(['MT', 'CMMS', 'WO', 'INC'])}-${r.int(1000, 99999)}`;
  c.add(`[${id}] `, c.T('ticket'), '\n');
  c.add('Reporter: ', nameL(P), ' <', c.workEmail(P), '>\n', 'Assignee: ', nameL(A), '\n', 'Created: ', c.ts(), '\n', 'Asset: ', r.pick(['Press line 3', 'Grain dryer 2', 'CIP skid B', 'Milking robot 4', 'Pelletiser', 'Packaging line 1']), ' (', c.N.part(), ', ', c.N.serial(), ')\n');
  c.add('PLC: ', c.privIp(), r.chance(0.5) ? ['  firmware ', c.N.version()] : '', '\n\n');
  c.S('maint', { n: r.int(1, 24) }); c.add('\n');
  const mode = r.pick(['pw', 'pw', 'clean', 'placeholder']);
  if (r.chance(0.15)) c.add('Alert webhook: ', webhook(r), '\n');
  if (mode === 'pw') { c.add(c.F('username'), c.colon, r.pick(['admin', 'service', 'engineer', 'Administrator']), '\n', c.F('password'), c.colon, pwL(password(r)), '\n'); }
  else if (mode === 'placeholder') c.add(c.F('password'), c.colon, c.N.placeholder(), '\n');
  if (r.chance(0.5)) { c.add('\n--- comment by ', nameL(A), ' (', c.ts(), ')\n'); c.S('callback', { phone: phoneOf(c, A) }); c.add('\n'); }
}

export function instrumentLog(c) {
  const { r } = c; const ops = [c.person(), c.person()]; const inst = r.pick(['Agilent 1290 HPLC', 'Thermo Orbitrap Exploris', 'Bruker NMR 600', 'NIR FOSS DS3', 'BD FACSymphony', 'Illumina NextSeq 2000']);
  const d = dateIso(randDate(r, 2025, 2025));
  c.add(`# ${inst} — run log `, c.N.serial(), '\n');
  const n = r.int(5, 12); const times = Array.from({ length: n }, () => hhmmss(r)).sort();
  for (let i = 0; i < n; i++) {
    const P = r.pick(ops); const t = `${d} ${times[i]}`; const x = r.float();
    c.add(neg(t, 'timestamp'), ' ');
    if (x < 0.25) c.add('[INFO] user "', nameL(P), '" logged in from ', c.privIp(), '\n');
    else if (x < 0.55) c.add('[INFO] sample ', c.N.sample(), ' queued by ', nameL(P), ', method ', r.pick(['AA_QUANT_v3', 'Mycotoxin-LC', 'Milk-FA', 'Soil-NPK']), '\n');
    else if (x < 0.63) c.add('[WARN] pressure ripple ', (r.float() * 3).toFixed(2), ' bar, column ', c.N.lot(), '\n');
    else if (x < 0.7) c.add('[INFO] reagent CAS ', c.N.cas(), ' lot ', c.N.lot(), ' opened\n');
    else if (x < 0.8) c.add('[INFO] export to LIMS ok, notify ', emailL(`${P.emailLocal}@${c.domain}`), '\n');
    else if (x < 0.88) c.add('[INFO] service login user=service pass=', pwL(password(r, 'pin')), '\n');
    else c.add('[INFO] firmware ', c.N.version(), ' checksum ', c.N.md5(), '\n');
  }
}

export function scadaLog(c) {
  const { r } = c; const ops = [c.person(), c.person(), c.person()];
  const n = r.int(6, 14); const fmt = r.pick(['wincc', 'syslog', 'json']); const clean = r.chance(0.25);
  const t0 = Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(0, 20)); let tt = t0;
  for (let i = 0; i < n; i++) {
    const P = r.pick(ops); tt += r.int(2000, 900000); const ts = new Date(tt).toISOString(); let x = r.float(); if (clean) x = r.chance(0.5) ? 0.6 + r.float() * 0.1 : 0.88 + r.float() * 0.12;
    const msg = () => {
      if (x < 0.3) c.add('Operator login: ', nameL(P), ' station ', c.privIp());
      else if (x < 0.45) c.add('Remote session from ', c.ip4(), ' user ', r.pick(['vendor_support', 'integrator', 'remote01']));
      else if (x < 0.6) c.add('Alarm ', `A${r.int(1000, 9999)}`, ' ack by ', nameL(P));
      else if (x < 0.7) c.add('Tag ', c.N.nodeid(), ' value=', (r.float() * 100).toFixed(1));
      else if (x < 0.78) c.add('Config change: OPC UA user opcuser password set to ', pwL(password(r, 'random', true)));
      else if (x < 0.88) c.add('Shift handover to ', nameL(P), ', callback ', phoneOf(c, P));
      else c.add('Firmware ', c.N.version(), ' on ', c.N.part(), ' MAC ', c.N.mac());
    };
    if (fmt === 'wincc') { c.add(neg(ts, 'timestamp'), ';', r.pick(['INFO', 'ALARM', 'AUDIT']), ';'); msg(); c.add('\n'); }
    else if (fmt === 'syslog') { c.add('<', String(r.int(128, 190)), '>1 ', neg(ts, 'timestamp'), ' hmi-', r.int(1, 9), ' wincc - - - '); msg(); c.add('\n'); }
    else { c.add('{"ts":"', neg(ts, 'timestamp'), '","lvl":"', r.pick(['info', 'warn', 'audit']), '","msg":"'); c.d.mode(null, 'json', msg); c.add('"}\n'); }
  }
}

export function markdownTable(c) {
  const { r } = c; const kind = r.pick(['oncall', 'participants', 'suppliers', 'contacts']);
  c.add('## ', kind === 'oncall' ? 'On-call / ' + c.T('roster') : kind === 'participants' ? c.T('consent') : kind === 'suppliers' ? c.T('onboarding') : c.F('emergency'), '\n\n');
  const n = r.int(3, 7);
  if (kind === 'suppliers') {
    c.add('| ', ['Org', c.F('name'), c.F('email'), c.F('phone')].join(' | '), ' |\n|---|---|---|---|\n');
    for (let i = 0; i < n; i++) { const P = c.person(); c.add('| ', c.orgName(), ' | ', nameL(P), ' | ', c.workEmail(P), ' | ', c.bizPhone(), ' |\n'); }
  } else if (kind === 'participants') {
    c.add('| ID | ', [c.F('name'), c.F('dob'), c.F('mobile')].join(' | '), ' |\n|---|---|---|---|\n');
    for (let i = 0; i < n; i++) { const P = c.person(); c.add('| ', c.N.sample(), ' | ', nameL(P), ' | ', c.dob(P, 'num'), ' | ', phoneOf(c, P), ' |\n'); }
  } else {
    c.add('| ', [c.F('name'), c.F('mobile'), c.F('email'), 'Slack'].join(' | '), ' |\n|---|---|---|---|\n');
    for (let i = 0; i < n; i++) { const P = c.person(); c.add('| ', nameL(P), ' | ', phoneOf(c, P), ' | ', c.workEmail(P), ' | @', P.emailLocal.replace('.', ''), ' |\n'); }
  }
  if (r.chance(0.5)) { c.add('\n> '); c.S('hotline', { hotline: c.N.hotline() }); c.add('\n'); }
  if (r.chance(0.3)) c.add('\nWebhook for alerts: ', c.N.placeholder('webhook'), '\n');
}
