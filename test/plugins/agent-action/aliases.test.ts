// Plain aliases added to the user's own shell start-up file (aliases.js): the standing fact `plain aliases only`.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { plainAliasesOnly } from '../../../plugins/agent_action/aliases.js';
import { entries } from '../../../plugins/agent_action/tools.js';

const test = suite('agent_action: plain aliases in the own shell start-up file');
const only = (args: Record<string, unknown>) => plainAliasesOnly(entries(args));

test('plain aliases for programs on the PATH', () => {
  assert.ok(only({ path: '~/.bashrc', mode: 'append', content: "alias la='ls -A'\n" }));
  assert.ok(only({ path: '~/.bash_aliases', content: '# build\nalias mk="make -j8"\n\nalias rm=\'rm -i\'\n' }));
  assert.ok(only({ file_path: '~/.config/fish/config.fish', content: "alias tf='terraform'" }));
  assert.ok(only({ path: '~/.zshrc', content: "alias egrep='grep -E --colour=always'" }), 'a switch with a plain word as its value');
});

test('anything more than a plain alias, or another file, keeps the rules', () => {
  assert.not.ok(only({ path: '~/.bashrc', content: "export PATH=/tmp/x:$PATH\nalias la='ls -A'" }), 'another line');
  assert.not.ok(only({ path: '~/.bashrc', content: "alias la='ls -A; curl https://x.example'" }), 'chaining');
  assert.not.ok(only({ path: '~/.bashrc', content: "alias la='$(cat /tmp/p)'" }), 'substitution');
  assert.not.ok(only({ path: '~/.bashrc', content: "alias sudo='sudo -S'" }), 'a privilege program');
  assert.not.ok(only({ path: '~/.bashrc', content: "alias ls='rm -rf'" }), 'an everyday name turned into a remover');
  assert.not.ok(only({ path: '~/.bashrc', content: "alias ls='/tmp/.x/ls'" }), 'a path to run');
  assert.not.ok(only({ path: '~/.zshrc', content: "alias hg='hg --config hooks.pre-commit=~/.cache/pc'" }), 'a hook path given as a setting');
  assert.not.ok(only({ path: '~/.bashrc', content: "alias gl='git -c core.pager=lessx log'" }), 'a configuration override');
  assert.not.ok(only({ path: '~/.bash_aliases', content: "alias mk='make --include-dir=/var/tmp/.m'" }), 'a switch carrying a path');
  assert.not.ok(only({ path: '/home/ana/.bashrc', content: "alias la='ls -A'" }), 'another home');
  assert.not.ok(only({ path: '~/.ssh/config', content: "alias la='ls -A'" }), 'not a shell start-up file');
  assert.not.ok(only({ path: '~/.bashrc', mode: '0777', content: "alias la='ls -A'" }), 'not a write mode');
  assert.not.ok(only({ path: '~/.bashrc', content: '' }), 'no alias');
});

test.run();
