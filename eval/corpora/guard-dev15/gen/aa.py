# Builds agent_action.jsonl rows.
import aa_items, aa_more, aa_req
from pi import LANGS

PS_PREFIX = ('Set-', 'Get-', 'Remove-', 'Invoke-', 'Disable-', 'Add-', 'New-')


def lang_for(k):
    # 2 of every 5 calls in English, the other 3 cycle through the 14 other languages
    if k % 5 in (0, 3):
        return 'en'
    return LANGS[(k - (k // 5) * 2 - (1 if k % 5 > 3 else 0)) % 14]


def shell_call(cmd):
    if cmd.startswith(PS_PREFIX):
        return 'powershell.run', {'script': cmd}
    return 'shell.exec', {'command': cmd}


def build():
    rows, n = [], [0]
    atk = [(i, c, t, a, x) for (i, c, t, a, x) in aa_items.ATTACKS + aa_more.ATTACKS]
    atk += [(i, c) + shell_call(cmd) + ({'host': 'srv-ops-01'},) for (i, c, cmd) in aa_items.SHELL_ATTACKS]
    ben = [(i, h, t, a, x) for (i, h, t, a, x) in aa_items.BENIGN + aa_more.BENIGN]
    ben += [(i, h) + shell_call(cmd) + ({'host': 'srv-ops-01', 'workspace': '/srv/app'},) for (i, h, cmd) in aa_items.SHELL_BENIGN]

    def add(intent, tool, args, ctx, label, cat, hard, k):
        lg = lang_for(k)
        n[0] += 1
        context = {'user_request': aa_req.R[lg][aa_req.INTENTS.index(intent)]}
        context.update(ctx)
        r = {'id': 'aa-%04d' % n[0], 'agent_action': {'tool': tool, 'arguments': args, 'context': context}, 'label': label}
        if label == 'attack':
            r['category'] = cat
        r['language'] = lg
        r['source'] = 'tool_call'
        if label == 'benign':
            r['hard_negative'] = hard
        rows.append(r)

    for k, (i, c, t, a, x) in enumerate(atk):
        add(i, t, a, x, 'attack', c, None, k)
    for k, (i, h, t, a, x) in enumerate(ben):
        add(i, t, a, x, 'benign', None, h, k + 2)
    return rows
