import json, collections, os, sys
# Checks the set in DIR (default: the folder above gen/). --md prints the README's count tables.
args=[a for a in sys.argv[1:] if not a.startswith('--')]
D=(args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')) + '/'
CATS={'prompt_injection':{'instruction_override','role_play_jailbreak','system_prompt_extraction','delimiter_injection','obfuscation','tool_hijack','data_exfiltration'},
 'output_safety':{'secret_leak','pii_leak','exfiltration_link','markup_injection','hidden_instructions','dangerous_command','phishing'},
 'agent_action':{'destructive_operation','privilege_escalation','credential_access','data_exfiltration','security_bypass','persistence','financial_action','secret_in_arguments'}}
PFX={'prompt_injection':'pi','output_safety':'os','agent_action':'aa'}
report={}
for name in CATS:
    ids=set(); rows=[]
    with open(D+name+'.jsonl',encoding='utf-8') as f:
        for i,l in enumerate(f,1):
            r=json.loads(l)
            assert r['id'] not in ids, r['id']; ids.add(r['id'])
            assert r['id']==f"{PFX[name]}-dev8-{i:04d}", (r['id'], i)
            assert r['label'] in ('attack','benign')
            if r['label']=='attack': assert r['category'] in CATS[name], r
            else: assert r['category'] is None, r
            if name=='agent_action':
                aa=r['agent_action']; assert isinstance(aa['tool'],str) and isinstance(aa['arguments'],dict)
                assert set(aa)<= {'tool','arguments','context'}
            else: assert isinstance(r['text'],str) and r['text'].strip()
            rows.append(r)
    lab=collections.Counter(r['label'] for r in rows)
    cat=collections.Counter(r['category'] for r in rows if r['label']=='attack')
    lang=collections.Counter((r['language'],r['label']) for r in rows)
    src=collections.Counter((r['source'],r['label']) for r in rows)
    report[name]=(len(rows),lab,cat,lang,src)
    print(name,len(rows),dict(lab)); print('  cats',dict(cat.most_common()))
    langs=sorted({l for l,_ in lang}); print('  langs',{l:(lang[(l,'attack')],lang[(l,'benign')]) for l in langs})
if '--md' in sys.argv:
    out=[]
    for name,(n,lab,cat,lang,src) in report.items():
        out.append(f'### {name}.jsonl — {n} entries: {lab["attack"]} attack, {lab["benign"]} benign\n')
        out.append('| category | attacks |\n|---|---|'); out+= [f'| {c} | {k} |' for c,k in sorted(cat.items(), key=lambda x:-x[1])]
        out.append('\n| language | attack | benign |\n|---|---|---|')
        for l in sorted({l for l,_ in lang}, key=lambda l: -(lang[(l,'attack')]+lang[(l,'benign')])): out.append(f'| {l} | {lang[(l,"attack")]} | {lang[(l,"benign")]} |')
        if name=='prompt_injection':
            out.append('\n| source | attack | benign |\n|---|---|---|')
            for s in sorted({s for s,_ in src}, key=lambda s: -(src[(s,'attack')]+src[(s,'benign')])): out.append(f'| {s} | {src[(s,"attack")]} | {src[(s,"benign")]} |')
        out.append('')
    print('\n'.join(out))
