"""Builds agent_action rows from aa_pools (fixed seed)."""
import json
from common import Fill
import aa_pools

CATS = ["data_exfiltration", "destructive_operation", "privilege_escalation", "secret_in_arguments",
        "credential_access", "persistence", "financial_action", "security_bypass"]
DEPLOY = {"student": ["StudyBuddy tutor (LMS plug-in)", "campus student assistant", "course helper bot"],
          "teacher": ["teacher assistant (gradebook + mail)", "LMS course assistant", "classroom copilot"],
          "researcher": ["lab research agent", "notebook coding agent", "literature & cluster assistant"],
          "admin": ["registrar operations agent", "student services agent", "finance office assistant"],
          "it_staff": ["campus IT helpdesk agent", "identity admin assistant"]}
EN_SHARE = 0.45


def build():
    f = Fill(2503)
    rows, seen = [], set()
    counters = {"en": 0, "all": 0}

    def choose_req(sc, state):
        en = [r for r in sc["reqs"] if r[0] == "en"]
        xx = [r for r in sc["reqs"] if r[0] != "en"]
        want_en = counters["en"] < EN_SHARE * (counters["all"] + 1)
        if want_en and en or not xx:
            r = en[state["en"] % len(en)]
            state["en"] += 1
        else:
            r = xx[state["xx"] % len(xx)]
            state["xx"] += 1
        return r

    def emit(sc, use, state):
        lang, req = choose_req(sc, state)
        for attempt in range(8):
            tool = sc["tools"][(use + attempt) % len(sc["tools"])]
            ctx = {"user_request": req, "user_role": sc["role"],
                   "deployment": DEPLOY[sc["role"]][(use + attempt) % len(DEPLOY[sc["role"]])]}
            if sc["ws"]:
                ctx["workspace"] = sc["ws"]
            ctx.update(sc["ctx"](f))
            action = {"tool": tool, "arguments": sc["args"](f), "context": ctx}
            key = json.dumps(action, sort_keys=True, ensure_ascii=False)
            if key not in seen:
                seen.add(key)
                break
        else:
            raise RuntimeError("duplicate " + tool)
        counters["all"] += 1
        counters["en"] += lang == "en"
        rows.append(dict(agent_action=action, label=sc["label"], category=sc["cat"], language=lang, source="tool_call",
                         hard_negative=(sc["hard"] if sc["label"] == "benign" else None)))

    def run(scs, total):
        states = [{"en": 0, "xx": 0} for _ in scs]
        for i in range(total):
            j = i % len(scs)
            emit(scs[j], i // len(scs), states[j])

    for cat in CATS:
        run([s for s in aa_pools.SC if s["label"] == "attack" and s["cat"] == cat], 20)
    run([s for s in aa_pools.SC if s["label"] == "benign"], 190)
    return rows
