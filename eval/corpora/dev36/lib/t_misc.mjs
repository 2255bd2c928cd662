// Documents that carry only hard negatives (no labels): notices and changelogs.
import { neg } from './ctx.mjs';

export function notice(c) {
  const { r } = c;
  c.add(c.orgName(), '\n\n');
  c.S('meeting', { date: c.date(), org: c.orgName() }); c.add('\n');
  if (r.chance(0.7)) { c.S('figure', { figure: c.N.figure() }); c.add('\n'); }
  c.S('delivery', { order: c.N.order(), date: c.date() }); c.add('\n');
  if (r.chance(0.6)) { c.S('hotline', { hotline: c.N.hotline() }); c.add('\n'); }
  if (r.chance(0.4)) c.add(c.N.grant(), ' · ', c.N.doi(), '\n');
  if (r.chance(0.5)) c.add('NPK 15-15-15 · EAN ', c.N.ean(), ' · CAS ', c.N.cas(), '\n');
  if (r.chance(0.4)) c.add('IBAN: ', c.N.bad_iban(), '\n');
}

export function changelog(c) {
  const { r } = c;
  c.add('# Changelog\n\n## ', c.N.version(), ' — ', neg(`2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, 'date'), '\n\n');
  c.add('- Fix MQTT reconnect loop (', c.N.short_sha(), ')\n- Bump OPC UA SDK to ', c.N.version(), '\n- Docs: use `', c.N.aws_example_id(), '` / `', c.N.aws_example_secret(), '` in examples, never real keys\n');
  c.add('- Config template now reads `', c.N.placeholder(r.pick(['password', 'api_key', 'url', 'token'])), '` from the environment\n- Test card `', c.N.bad_card(), '` is rejected by the Luhn check\n');
  if (r.chance(0.5)) c.add('- Example recipient `', c.N.example_email(), '`, example IP `', c.N.doc_ip(), '`\n');
  c.add('\nArtifacts: ', c.N.digest(), '\nChecksums: ', c.N.sha256(), '\nBuild: ', c.N.guid(), '\n');
}
