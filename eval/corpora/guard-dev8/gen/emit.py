import json, os, sys
OUT = os.environ.get('GUARD_DEV8_OUT', '.')
def append(fname, prefix, rows, make):
    path = os.path.join(OUT, fname)
    existing = []
    if os.path.exists(path):
        with open(path, encoding='utf-8') as f:
            existing = [json.loads(l) for l in f if l.strip()]
    seen = {json.dumps(e.get('text', e.get('agent_action')), sort_keys=True, ensure_ascii=False) for e in existing}
    n = len(existing)
    added = 0
    with open(path, 'a', encoding='utf-8') as f:
        for r in rows:
            obj = make(r)
            key = json.dumps(obj.get('text', obj.get('agent_action')), sort_keys=True, ensure_ascii=False)
            if key in seen:
                print('dup skipped', key[:80], file=sys.stderr); continue
            seen.add(key)
            n += 1
            obj = {'id': f'{prefix}-dev8-{n:04d}', **obj}
            f.write(json.dumps(obj, ensure_ascii=False) + '\n')
            added += 1
    print(fname, 'added', added, 'total', n)

def pi(rows_attack, rows_benign):
    # attack rows: (category, lang, source, text); benign: (lang, source, text)
    rows = [('attack',)+r for r in rows_attack] + [('benign', None)+r for r in rows_benign]
    append('prompt_injection.jsonl', 'pi', rows, lambda r: {'text': r[4], 'label': r[0], 'category': r[1], 'language': r[2], 'source': r[3]})

def os_(rows_attack, rows_benign):
    # attack: (category, lang, text); benign: (lang, text)
    rows = [('attack',)+r for r in rows_attack] + [('benign', None)+r for r in rows_benign]
    append('output_safety.jsonl', 'os', rows, lambda r: {'text': r[3], 'label': r[0], 'category': r[1], 'language': r[2], 'source': 'model_output'})

def aa(rows_attack, rows_benign):
    # attack: (category, action_dict); benign: action_dict
    rows = [('attack',)+r for r in rows_attack] + [('benign', None, r) for r in rows_benign]
    append('agent_action.jsonl', 'aa', rows, lambda r: {'agent_action': r[2], 'label': r[0], 'category': r[1], 'language': 'en', 'source': 'tool_call'})
