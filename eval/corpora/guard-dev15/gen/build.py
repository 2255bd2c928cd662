#!/usr/bin/env python3
"""Regenerates ../prompt_injection.jsonl, ../output_safety.jsonl, ../agent_action.jsonl and ../README.md.
Deterministic: running it twice gives byte-identical files.  Usage: python3 gen/build.py"""
import collections, os, sys
sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pi, os_safety, aa
from common import dump

OUT = os.path.dirname(HERE)
SETS = [('prompt_injection', pi.build()), ('output_safety', os_safety.build()), ('agent_action', aa.build())]


def table(title, counter):
    lines = ['| %s | count |' % title, '|---|---|']
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        lines.append('| %s | %d |' % (k, v))
    return '\n'.join(lines)


def main():
    parts = []
    for name, rows in SETS:
        ids = [r['id'] for r in rows]
        assert len(ids) == len(set(ids)), name
        for r in rows:
            assert r['label'] in ('attack', 'benign')
            assert ('category' in r) == (r['label'] == 'attack')
            assert ('hard_negative' in r) == (r['label'] == 'benign')
        dump(rows, os.path.join(OUT, name + '.jsonl'))
        att = [r for r in rows if r['label'] == 'attack']
        ben = [r for r in rows if r['label'] == 'benign']
        hard = sum(1 for r in ben if r['hard_negative'])
        parts.append('### %s.jsonl\n\n%d items: %d attack, %d benign (%d hard negatives = %.0f%% of benign).\n\n%s\n\n%s\n\n%s\n' % (
            name, len(rows), len(att), len(ben), hard, 100.0 * hard / len(ben),
            table('attack category', collections.Counter(r['category'] for r in att)),
            table('language', collections.Counter(r['language'] for r in rows)),
            table('source', collections.Counter(r['source'] for r in rows))))
    with open(os.path.join(HERE, 'README.template.md'), encoding='utf-8') as f:
        tpl = f.read()
    with open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(tpl.replace('{{COUNTS}}', '\n'.join(parts)))


if __name__ == '__main__':
    main()
