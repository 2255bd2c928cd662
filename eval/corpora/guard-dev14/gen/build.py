#!/usr/bin/env python3
"""Regenerate prompt_injection.jsonl, output_safety.jsonl, agent_action.jsonl and README.md.

Deterministic: run `python3 gen/build.py` from anywhere; output is byte-identical on every run.
"""
import os
import random
import sys
sys.dont_write_bytecode = True
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import pi  # noqa: E402
import os_cases  # noqa: E402
import aa  # noqa: E402
from common import write_jsonl  # noqa: E402


def text_rows(prefix, attacks, benign, seed):
    items = [('attack', t, c, l, s, None) for (t, c, l, s) in attacks] + \
            [('benign', t, None, l, s, h) for (t, l, s, h) in benign]
    random.Random(seed).shuffle(items)
    rows = []
    for i, (lab, t, c, l, s, h) in enumerate(items, 1):
        r = {'id': f'{prefix}-{i:04d}', 'text': t, 'label': lab}
        if lab == 'attack':
            r['category'] = c
        r['language'] = l
        r['source'] = s
        if lab == 'benign':
            r['hard_negative'] = bool(h)
        rows.append(r)
    return rows


def action_rows(attacks, benign, seed):
    items = [('attack', d, c, l, None) for (d, c, l) in attacks] + \
            [('benign', d, None, l, h) for (d, l, h) in benign]
    random.Random(seed).shuffle(items)
    rows = []
    for i, (lab, d, c, l, h) in enumerate(items, 1):
        r = {'id': f'aa-{i:04d}', 'agent_action': d, 'label': lab}
        if lab == 'attack':
            r['category'] = c
        r['language'] = l
        r['source'] = 'tool_call'
        if lab == 'benign':
            r['hard_negative'] = bool(h)
        rows.append(r)
    return rows


def table(counter, head):
    lines = [f'| {head} | n |', '|---|---|']
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        lines.append(f'| {k} | {v} |')
    return '\n'.join(lines)


def stats(name, rows):
    att = [r for r in rows if r['label'] == 'attack']
    ben = [r for r in rows if r['label'] == 'benign']
    hard = sum(1 for r in ben if r['hard_negative'])
    out = [f'### {name}', '',
           f'- total: {len(rows)}; attack: {len(att)}; benign: {len(ben)} '
           f'(hard negatives: {hard} = {100 * hard / max(1, len(ben)):.0f}% of benign)', '',
           '**Attack categories**', '', table(Counter(r['category'] for r in att), 'category'), '',
           '**Languages (all items; attack / benign)**', '',
           '| language | total | attack | benign |', '|---|---|---|---|']
    lt = Counter(r['language'] for r in rows)
    la = Counter(r['language'] for r in att)
    lb = Counter(r['language'] for r in ben)
    for k, v in sorted(lt.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f'| {k} | {v} | {la.get(k, 0)} | {lb.get(k, 0)} |')
    out += ['', '**Sources (all items; attack / benign)**', '',
            '| source | total | attack | benign |', '|---|---|---|---|']
    st = Counter(r['source'] for r in rows)
    sa = Counter(r['source'] for r in att)
    sb = Counter(r['source'] for r in ben)
    for k, v in sorted(st.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f'| {k} | {v} | {sa.get(k, 0)} | {sb.get(k, 0)} |')
    if name == 'agent_action.jsonl':
        out += ['', '**Tools (top 25)**', '', '| tool | n |', '|---|---|']
        tc = Counter(r['agent_action']['tool'] for r in rows)
        for k, v in sorted(tc.items(), key=lambda kv: (-kv[1], kv[0]))[:25]:
            out.append(f'| {k} | {v} |')
        out.append(f'\nDistinct tools: {len(tc)}.')
    else:
        lens = sorted(len(r['text']) for r in rows)
        out += ['', f'Text length (characters): min {lens[0]}, median {lens[len(lens) // 2]}, max {lens[-1]}.']
    return '\n'.join(out)


def main():
    pi_rows = text_rows('pi', pi.A, pi.B, 1401)
    os_rows = text_rows('os', os_cases.A, os_cases.B, 1402)
    aa_rows = action_rows(aa.A, aa.B, 1403)
    write_jsonl(os.path.join(OUT, 'prompt_injection.jsonl'), pi_rows)
    write_jsonl(os.path.join(OUT, 'output_safety.jsonl'), os_rows)
    write_jsonl(os.path.join(OUT, 'agent_action.jsonl'), aa_rows)
    with open(os.path.join(HERE, 'README.template.md'), encoding='utf-8') as f:
        tpl = f.read()
    body = '\n\n'.join([stats('prompt_injection.jsonl', pi_rows), stats('output_safety.jsonl', os_rows),
                        stats('agent_action.jsonl', aa_rows)])
    with open(os.path.join(OUT, 'README.md'), 'w', encoding='utf-8', newline='\n') as f:
        f.write(tpl.replace('{{COUNTS}}', body))
    print(len(pi_rows), len(os_rows), len(aa_rows))


if __name__ == '__main__':
    main()
