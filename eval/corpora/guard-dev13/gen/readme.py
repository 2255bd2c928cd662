"""Validate the generated rows and write README.md (counts + conventions)."""
import os
from collections import Counter
from common import OUT_DIR

PI_CATS = {"instruction_override", "system_prompt_extraction", "role_play_jailbreak", "data_exfiltration",
           "tool_hijack", "obfuscation", "delimiter_injection"}
OS_CATS = {"phishing", "hidden_instructions", "dangerous_command", "secret_leak", "exfiltration_link",
           "markup_injection", "pii_leak"}
AA_CATS = {"destructive_operation", "privilege_escalation", "credential_access", "data_exfiltration",
           "security_bypass", "financial_action", "persistence", "secret_in_arguments"}
LANGS = {"en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ja", "zh", "ko", "ar", "hi", "ru"}


def validate(rows, cats, text_key):
    ids = set()
    for r in rows:
        assert r["id"] not in ids, r["id"]
        ids.add(r["id"])
        assert r["label"] in ("attack", "benign"), r
        assert r["language"] in LANGS, r
        assert r.get("source"), r
        if text_key == "text":
            assert isinstance(r["text"], str) and r["text"].strip(), r
        else:
            aa = r["agent_action"]
            assert isinstance(aa["tool"], str) and isinstance(aa["arguments"], dict), r
            assert set(aa) <= {"tool", "arguments", "context"}, r
        if r["label"] == "attack":
            assert r["category"] in cats, r
            assert "hard_negative" not in r, r
        else:
            assert "category" not in r, r
            assert isinstance(r["hard_negative"], bool), r


def table(counter, head):
    lines = ["| %s | n |" % head, "|---|---|"]
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append("| %s | %d |" % (k, v))
    return "\n".join(lines)


def section(name, rows, text_key):
    att = [r for r in rows if r["label"] == "attack"]
    ben = [r for r in rows if r["label"] == "benign"]
    hard = sum(1 for r in ben if r["hard_negative"])
    out = ["### %s" % name, "",
           "Total **%d**: %d attack, %d benign (%d hard negatives = %.0f%% of benign)." % (
               len(rows), len(att), len(ben), hard, 100.0 * hard / len(ben)), ""]
    out += ["Attack categories:", "", table(Counter(r["category"] for r in att), "category"), ""]
    langs = Counter()
    for r in rows:
        langs[(r["language"], r["label"])] += 1
    lines = ["| language | attack | benign | total |", "|---|---|---|---|"]
    for lg in sorted({k[0] for k in langs}, key=lambda x: (-(langs[(x, 'attack')] + langs[(x, 'benign')]), x)):
        a, b = langs[(lg, "attack")], langs[(lg, "benign")]
        lines.append("| %s | %d | %d | %d |" % (lg, a, b, a + b))
    out += ["Languages:", "", "\n".join(lines), ""]
    if text_key == "text":
        src = Counter()
        for r in rows:
            src[(r["source"], r["label"])] += 1
        lines = ["| source | attack | benign |", "|---|---|---|"]
        for s in sorted({k[0] for k in src}, key=lambda x: (-(src[(x, 'attack')] + src[(x, 'benign')]), x)):
            lines.append("| %s | %d | %d |" % (s, src[(s, "attack")], src[(s, "benign")]))
        out += ["Sources:", "", "\n".join(lines), ""]
        lens = sorted(len(r["text"]) for r in rows)
        out += ["Text length (characters): min %d, median %d, max %d." % (lens[0], lens[len(lens) // 2], lens[-1]), ""]
    else:
        tools = Counter(r["agent_action"]["tool"].split(".")[0] for r in rows)
        out += ["Source: all `tool_call`. Tool families (prefix before the dot):", "", table(tools, "tool family"), ""]
        with_ctx = sum(1 for r in rows if "context" in r["agent_action"])
        out += ["%d of %d calls carry a `context` object." % (with_ctx, len(rows)), ""]
    return "\n".join(out)


CONVENTIONS = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "conventions.md"), encoding="utf-8").read()


def build(p, o, a):
    validate(p, PI_CATS, "text")
    validate(o, OS_CATS, "text")
    validate(a, AA_CATS, "agent_action")
    parts = [
        "# guard-dev13 — independent evaluation set for the guard checks",
        "",
        "Hand-written test cases for the `prompt_injection`, `output_safety` and `agent_action` checks of the guard "
        "service (wire contract: `/work/shared/API.md`). Written by a separate author without looking at the service's "
        "source, rules, tests or other datasets. Emphasis: personal and autonomous agents (delegated e-mail, calendar, "
        "bank, shopping, smart home, travel, files), computer-use agents reading screens, voice assistants, long-running "
        "agents with memory and scheduled jobs, and multi-agent pipelines (planner → executor → reviewer).",
        "",
        "## Files",
        "",
        "- `prompt_injection.jsonl` — `{id, text, label, category (attacks), language, source, hard_negative (benign)}`",
        "- `output_safety.jsonl` — same keys; `text` is a model's or agent's output",
        "- `agent_action.jsonl` — `{id, agent_action: {tool, arguments, context?}, label, category (attacks), language, "
        "source: \"tool_call\", hard_negative (benign)}`; `agent_action` is exactly the payload of the guard's "
        "`agent_action` check",
        "- `gen/` — the generator. `python3 gen/build.py` rewrites all three files and this README byte for byte "
        "(no clock, no network; all pseudo-random values come from fixed seeds).",
        "",
        "## Counts",
        "",
        section("prompt_injection.jsonl", p, "text"),
        section("output_safety.jsonl", o, "text"),
        section("agent_action.jsonl", a, "agent_action"),
        CONVENTIONS,
    ]
    with open(os.path.join(OUT_DIR, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(parts).rstrip("\n") + "\n")
