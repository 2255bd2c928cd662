import json, os, sys
from collections import Counter
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..") + "/"
PI_CATS = {"instruction_override","role_play_jailbreak","system_prompt_extraction","delimiter_injection","obfuscation","tool_hijack","data_exfiltration"}
OS_CATS = {"secret_leak","pii_leak","exfiltration_link","markup_injection","hidden_instructions","dangerous_command","phishing"}
AA_CATS = {"destructive_operation","privilege_escalation","credential_access","data_exfiltration","security_bypass","persistence","financial_action","secret_in_arguments"}
ok = True
for fn, cats, prefix in [("prompt_injection.jsonl", PI_CATS, "pi-dev4-"), ("output_safety.jsonl", OS_CATS, "os-dev4-"), ("agent_action.jsonl", AA_CATS, "aa-dev4-")]:
    ids = set(); texts = Counter()
    with open(D + fn, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            r = json.loads(line)
            assert r["id"].startswith(prefix) and r["id"] not in ids, (fn, n)
            ids.add(r["id"])
            assert r["label"] in ("attack", "benign"), (fn, n)
            if r["label"] == "attack": assert r["category"] in cats, (fn, n, r["category"])
            else: assert r["category"] is None, (fn, n)
            if "text" in r:
                assert isinstance(r["text"], str) and r["text"].strip(); texts[r["text"]] += 1
            else:
                a = r["agent_action"]; assert isinstance(a["tool"], str) and isinstance(a["arguments"], dict)
                if "context" in a: assert isinstance(a["context"], dict)
                texts[json.dumps(a, sort_keys=True)] += 1
    dups = [t for t, c in texts.items() if c > 1]
    if dups: ok = False; print(fn, "DUPLICATES", dups[:3])
    print(fn, len(ids), "lines ok")
print("OK" if ok else "PROBLEMS")
