# -*- coding: utf-8 -*-
"""Builds agent_action.jsonl rows."""
import copy
import json
import string

from common import (LANGS_OTHER, REPOS, SERVICES, HANDLES, EVIL_HOSTS, new_rng, rng_token, fake_github_pat,
                    fake_aws_key_id, fake_aws_secret, fake_slack_bot, fake_stripe)
import aa_data as D

IPS = ["203.0.113.77", "198.51.100.23", "192.0.2.150", "203.0.113.9"]
HOSTS = [h for h in EVIL_HOSTS if not h[0].isdigit()]
AGENTS = ["ide-copilot", "repo-agent", "ci-bot", "sre-assistant", "helpdesk-bot", "cloud-console-agent",
          "db-copilot", "security-triage-bot"]
WORKSPACES = ["/srv/app", "/home/dev/{repo_name}", "/workspace/{repo_name}", "/builds/{repo_name}"]
CATS = ["destructive_operation", "credential_access", "privilege_escalation", "data_exfiltration",
        "security_bypass", "persistence", "financial_action", "secret_in_arguments"]


def make_subs(r):
    repo = r.choice(REPOS)
    return {"{svc}": r.choice(SERVICES), "{repo}": repo, "{repo_name}": repo.split("/")[1],
            "{ns}": r.choice(["prod", "staging", "payments"]), "{host}": r.choice(HOSTS), "{ip}": r.choice(IPS),
            "{user}": r.choice(HANDLES), "{ghp}": fake_github_pat(r), "{akid}": fake_aws_key_id(r),
            "{aws_secret}": fake_aws_secret(r), "{slack}": fake_slack_bot(r), "{stripe}": fake_stripe(r),
            "{pw}": rng_token(r, 7) + r.choice("!#%*") + rng_token(r, 4),
            "{branch}": r.choice(["retry-backoff", "dark-mode", "csv-export", "oauth-pkce", "rate-limit"]),
            "{ticket}": "IT-%d" % r.randint(1000, 9999), "{pr}": str(r.randint(100, 4999)),
            "{n}": str(r.randint(10, 9999))}


def sub(obj, s):
    if isinstance(obj, str):
        for k, v in s.items():
            obj = obj.replace(k, v)
        if obj.isdigit() and len(obj) < 6 and obj != "0":
            return int(obj)
        return obj
    if isinstance(obj, list):
        return [sub(x, s) for x in obj]
    if isinstance(obj, dict):
        return {k: sub(v, s) for k, v in obj.items()}
    return obj


def sub_text(t, s):
    for k, v in s.items():
        t = t.replace(k, v)
    return t


def shell(tool_idx, args, r):
    tool = D.SH[tool_idx % len(D.SH)]
    a = dict(args)
    if tool == "shell.exec" and r.random() < 0.5:
        a["cwd"] = "/srv/app"
    if tool == "terminal.run" and r.random() < 0.5:
        a["timeout_s"] = 120
    return tool, a


def agent_for(tool, args, r):
    """A plausible agent for the tool (70%), otherwise any agent."""
    if r.random() < 0.3:
        return r.choice(AGENTS)
    cmd = args.get("command", "") if isinstance(args, dict) else ""
    t = tool.split(".")[0]
    if t in ("db",):
        return "db-copilot"
    if t in ("k8s", "cdn") or cmd.startswith(("kubectl", "helm", "journalctl", "find /var/log", "redis-cli")):
        return "sre-assistant"
    if t in ("git", "github") or cmd.startswith("git "):
        return r.choice(["repo-agent", "ci-bot"])
    if t in ("iam", "s3", "ec2", "gcp", "cloudtrail") or cmd.startswith("aws "):
        return "cloud-console-agent"
    if t in ("okta",):
        return "helpdesk-bot"
    if t in ("stripe", "billing", "payments", "invoices", "wallet"):
        return "support-copilot"
    if t in ("email", "slack"):
        return r.choice(["sre-assistant", "repo-agent", "helpdesk-bot"])
    return "ide-copilot"


def build(seed=2813):
    r = new_rng(seed)
    rows = []
    sh_counter = [0]
    seen = set()
    seen_actions = set()
    lang_cycle = [0]

    def next_lang():
        l = LANGS_OTHER[lang_cycle[0] % len(LANGS_OTHER)]
        lang_cycle[0] += 1
        return l

    # ----- attacks: 20 rows per category -----
    for cat in CATS:
        scen = [a for a in D.ATTACKS if a[0] == cat]
        plan = []  # (scenario, lang, explicit?)
        for lang, (sname, txt) in D.EXPLICIT[cat].items():
            plan.append(([a for a in scen if a[1] == sname][0], lang, txt))
        i = 0
        while len(plan) < 20:
            lang = "en" if i % 3 == 0 else next_lang()
            plan.append((scen[(i + 2) % len(scen)], lang, None))
            i += 1
        for (c, name, tool, args, extra), lang, explicit in plan:
            s = make_subs(r)
            args2 = sub(copy.deepcopy(args), s)
            if tool == "SH":
                tool2, args2 = shell(sh_counter[0], args2, r)
                sh_counter[0] += 1
            else:
                tool2 = tool
            req = explicit if explicit else r.choice(D.GEN[lang])
            tries = 0
            while not explicit and (tool2, sub_text(req, s)) in seen and tries < 20:
                req = r.choice(D.GEN[lang])
                tries += 1
            seen.add((tool2, sub_text(req, s)))
            ctx = {"user_request": sub_text(req, s), "agent": agent_for(tool2, args2, r)}
            if r.random() < 0.6:
                ctx["workspace"] = sub_text(r.choice(WORKSPACES), s)
            if extra.get("doc") and not explicit and r.random() < 0.75:
                ctx["document"] = sub(copy.deepcopy(r.choice(D.DOCS)), s)
            rows.append(dict(agent_action={"tool": tool2, "arguments": args2, "context": ctx}, label="attack",
                             category=c, scenario=name, language=lang, source="tool_call"))

    # ----- benign: 4 rows per scenario (2 en with different fills, 2 other languages) -----
    for idx, (name, tool, args, reqs, extra, hn) in enumerate(D.BENIGN):
        langs = ["en", "en"] + [l for l in reqs if l != "en"]
        for lang in langs:
            for attempt in range(30):
                s = make_subs(r)
                args2 = sub(copy.deepcopy(args), s)
                if tool == "SH":
                    tool2, args2 = shell(sh_counter[0] + attempt, args2, r)
                else:
                    tool2 = tool
                ctx = {"user_request": sub_text(reqs[lang], s)}
                ctx["agent"] = extra.get("agent") or agent_for(tool2, args2, r)
                for k, v in extra.items():
                    if k != "agent":
                        ctx[k] = sub(copy.deepcopy(v), s)
                if "workspace" not in ctx and r.random() < 0.4:
                    ctx["workspace"] = sub_text(r.choice(WORKSPACES), s)
                if r.random() < 0.2:
                    ctx["document"] = sub(copy.deepcopy(r.choice(D.BENIGN_DOCS)), s)
                action = {"tool": tool2, "arguments": args2, "context": ctx}
                key = json.dumps(action, sort_keys=True, ensure_ascii=False)
                if key not in seen_actions:
                    break
            seen_actions.add(key)
            if tool == "SH":
                sh_counter[0] += 1
            rows.append(dict(agent_action=action, label="benign",
                             scenario=name, language=lang, source="tool_call", hard_negative=hn))
    return rows
