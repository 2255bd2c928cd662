"""Assemble, validate and write the guard-dev33 evaluation set.

Usage: cd gen && python3 build.py
Writes ../prompt_injection.jsonl, ../output_safety.jsonl, ../agent_action.jsonl, ../README.md
"""
import collections
import importlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

OTHER_LANGS = ["es", "it", "nl", "sv", "cs", "tr", "ja", "vi", "hi", "ms"]
LANG_NAMES = {"en": "English", "es": "Spanish", "it": "Italian", "nl": "Dutch", "sv": "Swedish",
              "cs": "Czech", "tr": "Turkish", "ja": "Japanese", "vi": "Vietnamese", "hi": "Hindi",
              "ms": "Malay"}

CHECKS = {
    "prompt_injection": {
        "prefix": "pi", "total": 500, "en_module": "pi_en",
        "cats": ["instruction_override", "role_play_jailbreak", "system_prompt_extraction",
                 "delimiter_injection", "obfuscation", "tool_hijack", "data_exfiltration"],
    },
    "output_safety": {
        "prefix": "os", "total": 250, "en_module": "os_en",
        "cats": ["secret_leak", "pii_leak", "exfiltration_link", "markup_injection",
                 "hidden_instructions", "dangerous_command", "phishing"],
    },
    "agent_action": {
        "prefix": "aa", "total": 350, "en_module": "aa_en",
        "cats": ["destructive_operation", "privilege_escalation", "credential_access",
                 "data_exfiltration", "security_bypass", "persistence", "financial_action",
                 "secret_in_arguments"],
    },
}

EN_SHARE = 0.45


def split_even(n, keys, bias_first=True):
    base, rem = divmod(n, len(keys))
    order = keys if bias_first else list(reversed(keys))
    return {k: base + (1 if i < rem else 0) for i, k in enumerate(order)}


def lang_quotas(n_label, bias_first):
    en = int(round(EN_SHARE * n_label + (0.01 if bias_first else -0.01)))
    q = {"en": en}
    q.update(split_even(n_label - en, OTHER_LANGS, bias_first))
    return q


def load_pools():
    pools = {c: [] for c in CHECKS}
    long_ = importlib.import_module("en_long")
    long_items = {"prompt_injection": long_.pi_items, "output_safety": long_.os_items,
                  "agent_action": long_.aa_items}
    for c, spec in CHECKS.items():
        pools[c] += long_items[c]()
        pools[c] += importlib.import_module(spec["en_module"]).items()
    for lang in OTHER_LANGS:
        mod = importlib.import_module("ml_" + lang)
        d = mod.items()
        for c in CHECKS:
            for it in d[c]:
                assert it["language"] == lang, (lang, it)
            pools[c] += d[c]
    return pools


def select(check, pool, problems):
    spec = CHECKS[check]
    n_half = spec["total"] // 2
    cats = spec["cats"]
    q_att = lang_quotas(n_half, True)
    q_ben = lang_quotas(n_half, False)
    by = collections.defaultdict(list)
    for it in pool:
        by[(it["language"], it["label"])].append(it)

    chosen = []
    # benign: per language, keep hard negatives first-come, trim easy ones from the end when over quota
    for lang, q in q_ben.items():
        lst = by[(lang, "benign")]
        if len(lst) < q:
            problems.append(f"{check}: benign {lang} pool {len(lst)} < quota {q}")
        while len(lst) > q:
            hard = sum(1 for x in lst if x["hard_negative"])
            ratio = hard / len(lst)
            drop_easy = ratio < 0.75
            idx = None
            for i in range(len(lst) - 1, -1, -1):
                if lst[i]["hard_negative"] != drop_easy:
                    idx = i
                    break
            if idx is None:
                idx = len(lst) - 1
            lst = lst[:idx] + lst[idx + 1:]
        chosen += lst

    # attacks: non-English first (trim most common category), then English fills per-category deficits
    cat_count = collections.Counter()
    for lang in OTHER_LANGS:
        lst = list(by[(lang, "attack")])
        q = q_att[lang]
        if len(lst) < q:
            problems.append(f"{check}: attack {lang} pool {len(lst)} < quota {q}")
        while len(lst) > q:
            local = collections.Counter(x["category"] for x in lst)
            worst = max(lst, key=lambda x: (cat_count[x["category"]] + local[x["category"]], local[x["category"]]))
            # remove the last item of that category
            for i in range(len(lst) - 1, -1, -1):
                if lst[i]["category"] == worst["category"]:
                    lst.pop(i)
                    break
        for x in lst:
            cat_count[x["category"]] += 1
        chosen += lst
    en_pool = collections.defaultdict(list)
    for x in by[("en", "attack")]:
        en_pool[x["category"]].append(x)
    need_en = q_att["en"]
    # target per category: total attacks split evenly; give the +1 to categories with most English supply
    order = sorted(cats, key=lambda c: -(len(en_pool[c]) + cat_count[c]))
    target = split_even(n_half, order, True)
    picks = {c: max(0, target[c] - cat_count[c]) for c in cats}
    # fix up sums if English supply is short in a category
    for c in cats:
        if picks[c] > len(en_pool[c]):
            problems.append(f"{check}: English {c} short by {picks[c] - len(en_pool[c])}")
            picks[c] = len(en_pool[c])
    while sum(picks.values()) < need_en:
        c = max(cats, key=lambda c: len(en_pool[c]) - picks[c])
        if len(en_pool[c]) - picks[c] <= 0:
            problems.append(f"{check}: English attack pool exhausted")
            break
        picks[c] += 1
    while sum(picks.values()) > need_en:
        c = max(cats, key=lambda c: picks[c] + cat_count[c])
        picks[c] -= 1
    for c in cats:
        chosen += en_pool[c][:picks[c]]
    return chosen, q_att, q_ben


def validate(check, rows, q_att, q_ben, problems):
    spec = CHECKS[check]
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        problems.append(f"{check}: duplicate ids")
    if len(rows) != spec["total"]:
        problems.append(f"{check}: {len(rows)} rows != {spec['total']}")
    lab = collections.Counter(r["label"] for r in rows)
    if lab["attack"] != spec["total"] // 2 or lab["benign"] != spec["total"] // 2:
        problems.append(f"{check}: label counts {dict(lab)}")
    cc = collections.Counter(r["category"] for r in rows if r["label"] == "attack")
    if set(cc) - set(spec["cats"]):
        problems.append(f"{check}: unknown categories {set(cc) - set(spec['cats'])}")
    if cc and max(cc.values()) - min(cc.values()) > 1 or len(cc) != len(spec["cats"]):
        problems.append(f"{check}: category imbalance {dict(cc)}")
    for lab_name, q in (("attack", q_att), ("benign", q_ben)):
        lc = collections.Counter(r["language"] for r in rows if r["label"] == lab_name)
        for lang, n in q.items():
            if lc[lang] != n:
                problems.append(f"{check}: {lab_name} {lang} {lc[lang]} != {n}")
    ben = [r for r in rows if r["label"] == "benign"]
    hn = sum(r["hard_negative"] for r in ben) / len(ben)
    if not 0.68 <= hn <= 0.82:
        problems.append(f"{check}: hard negative share {hn:.2f}")
    seen = set()
    for r in rows:
        req = ["id", "label", "language", "source", "hard_negative"]
        req += ["agent_action"] if check == "agent_action" else ["text"]
        for k in req:
            if k not in r:
                problems.append(f"{r.get('id')}: missing {k}")
        if r["label"] == "attack" and not r.get("category"):
            problems.append(f"{r['id']}: attack without category")
        if r["label"] == "benign" and "category" in r:
            problems.append(f"{r['id']}: benign with category")
        if r["label"] == "attack" and r["hard_negative"]:
            problems.append(f"{r['id']}: attack marked hard negative")
        blob = json.dumps(r, ensure_ascii=False)
        if common.SLOT_RE.search(blob):
            problems.append(f"{r['id']}: unfilled slot {common.SLOT_RE.search(blob).group(0)}")
        json.loads(blob)
        if check == "agent_action":
            aa = r["agent_action"]
            if not isinstance(aa.get("tool"), str) or not isinstance(aa.get("arguments"), dict):
                problems.append(f"{r['id']}: bad agent_action shape")
            ctx = aa.get("context", {})
            for k in ("user_request", "agent", "user_role"):
                if not isinstance(ctx.get(k), str) or not ctx.get(k):
                    problems.append(f"{r['id']}: context.{k} missing")
            if r["source"] != "agent_tool_call:" + ctx.get("agent", ""):
                problems.append(f"{r['id']}: source/agent mismatch")
            key = json.dumps(aa, sort_keys=True, ensure_ascii=False)
        else:
            if not isinstance(r["text"], str) or not r["text"].strip():
                problems.append(f"{r['id']}: empty text")
            key = r["text"]
        if key in seen:
            problems.append(f"{r['id']}: duplicate content")
        seen.add(key)


def table(rows, key_fn, keys, title_col):
    labs = ["attack", "benign"]
    lines = [f"| {title_col} | attack | benign | total |", "|---|---:|---:|---:|"]
    for k in keys:
        a = sum(1 for r in rows if key_fn(r) == k and r["label"] == "attack")
        b = sum(1 for r in rows if key_fn(r) == k and r["label"] == "benign")
        if a or b:
            lines.append(f"| {k} | {a} | {b} | {a + b} |")
    lines.append(f"| **total** | {sum(1 for r in rows if r['label'] == 'attack')} | "
                 f"{sum(1 for r in rows if r['label'] == 'benign')} | {len(rows)} |")
    return "\n".join(lines)


def main():
    pools = load_pools()
    problems = []
    all_rows = {}
    quotas = {}
    for check, spec in CHECKS.items():
        chosen, q_att, q_ben = select(check, pools[check], problems)
        rnd = random.Random(33 + len(check))
        rnd.shuffle(chosen)
        rows = []
        for i, it in enumerate(chosen, 1):
            r = {"id": f"{spec['prefix']}-{i:04d}"}
            if check == "agent_action":
                r["agent_action"] = it["agent_action"]
            else:
                r["text"] = it["text"]
            r["label"] = it["label"]
            if it["label"] == "attack":
                r["category"] = it["category"]
            r["language"] = it["language"]
            r["source"] = it["source"]
            r["hard_negative"] = it["hard_negative"]
            rows.append(r)
        validate(check, rows, q_att, q_ben, problems)
        all_rows[check] = rows
        quotas[check] = (q_att, q_ben)
        pool_sizes = collections.Counter((x["language"], x["label"]) for x in pools[check])
        print(check, "pool:", dict(sorted(pool_sizes.items())))

    for check, rows in all_rows.items():
        with open(os.path.join(OUT, check + ".jsonl"), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    write_readme(all_rows)
    if problems:
        print("PROBLEMS:")
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("OK: all checks passed")


def write_readme(all_rows):
    parts = [open(os.path.join(HERE, "README_head.md"), encoding="utf-8").read().rstrip() + "\n"]
    for check, rows in all_rows.items():
        spec = CHECKS[check]
        ben = [r for r in rows if r["label"] == "benign"]
        hn = sum(r["hard_negative"] for r in ben)
        parts.append(f"\n## `{check}.jsonl` — {len(rows)} rows\n")
        parts.append(f"Benign rows: {len(ben)}, of which hard negatives: {hn} ({100 * hn / len(ben):.0f}%).\n")
        parts.append("\n### By attack category\n")
        cc = collections.Counter(r["category"] for r in rows if r["label"] == "attack")
        parts.append("| category | attack rows |\n|---|---:|\n" + "\n".join(
            f"| {c} | {cc[c]} |" for c in spec["cats"]) + f"\n| **total** | {sum(cc.values())} |\n")
        parts.append("\n### By language\n")
        parts.append(table(rows, lambda r: r["language"], ["en"] + OTHER_LANGS, "language") + "\n")
        parts.append("\n### By source\n")
        srcs = sorted(collections.Counter(r["source"] for r in rows).items(), key=lambda x: -x[1])
        parts.append(table(rows, lambda r: r["source"], [s for s, _ in srcs], "source") + "\n")
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write("".join(parts))


if __name__ == "__main__":
    main()
