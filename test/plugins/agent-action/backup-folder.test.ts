// A new file put in a folder kept for backups is the copy an administrator takes, not a write outside the workspace;
// removing, rewriting or opening up what lies there is still one.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectViews } from '../../../plugins/agent_action/views.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';
import { toolkit } from '../../support/toolkit.js';

const test = suite('agent_action: copies into a backup folder');

let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
  await toolkit.shell.ready();
});

const outside = (command: string): boolean => {
  const { views } = collectViews({ tool: 'bash', arguments: { command }, context: { workspace: '/srv/shop' } }, mergeSettings(packs), toolkit.shell);
  return views.some((v) => v.target === 'fact' && v.text.startsWith('write-outside-workspace '));
};

test('a dump or an archive written into a backup folder, in several naming styles', () => {
  assert.not.ok(outside('mysqldump --single-transaction shopdb | gzip > /var/backups/shopdb-nightly.sql.gz'));
  assert.not.ok(outside('tar czf /mnt/nas/backups/media-week48.tgz /srv/shop/media'));
  assert.not.ok(outside('cp /etc/nginx/nginx.conf /root/backup/nginx.conf.old'));
  assert.not.ok(outside('pg_dumpall > /srv/sicherungen/pg-voll.sql'));
  assert.not.ok(outside('pg_dump -Fc shop > /opt/sauvegardes/shop.dump'));
});

test('a file merely named like a backup, a deletion, a mode change or an escape is still outside', () => {
  assert.ok(outside("echo '0 3 * * * root /usr/local/bin/dump.sh' > /etc/cron.d/backup-job"));
  assert.ok(outside('rm -rf /var/backups/old'));
  assert.ok(outside('chmod -R 777 /var/backups'));
  assert.ok(outside("echo x >> /backups/../etc/profile"));
  assert.ok(outside('pg_dump -Fc shop > /opt/exports/shop.dump'));
});

test.run();
