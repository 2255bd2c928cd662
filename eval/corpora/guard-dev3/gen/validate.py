import json, sys, os, collections
D = os.path.join(os.path.dirname(__file__), "..")
CATS = {
 "prompt_injection": {"instruction_override","role_play_jailbreak","system_prompt_extraction","delimiter_injection","obfuscation","tool_hijack","data_exfiltration"},
 "output_safety": {"secret_leak","pii_leak","exfiltration_link","markup_injection","hidden_instructions","dangerous_command","phishing"},
 "agent_action": {"destructive_operation","privilege_escalation","credential_access","data_exfiltration","security_bypass","persistence","financial_action","secret_in_arguments"},
}
ok = True
for name, cats in CATS.items():
    ids = set(); c = collections.Counter(); cat = collections.Counter(); lang = collections.Counter()
    with open(os.path.join(D, name + ".jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            r = json.loads(line)
            assert r["id"] not in ids, r["id"]; ids.add(r["id"])
            assert r["label"] in ("attack", "benign")
            if r["label"] == "attack": assert r["category"] in cats, (n, r["category"])
            else: assert r["category"] is None
            if name == "agent_action":
                a = r["agent_action"]; assert isinstance(a["tool"], str) and isinstance(a["arguments"], dict)
            else:
                assert isinstance(r["text"], str) and r["text"].strip()
            c[r["label"]] += 1; cat[r["category"]] += 1; lang[(r["label"], r["language"])] += 1
    print(name, len(ids), dict(c)); print("  ", dict(cat)); print("  ", dict(sorted(lang.items())))
