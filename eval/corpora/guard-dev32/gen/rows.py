"""Small constructors so the hand-written row files stay readable."""


def A(cat, lang, src, text):
    """Attack row (prompt_injection / output_safety)."""
    return {"label": "attack", "category": cat, "language": lang, "source": src, "hard_negative": False, "text": text}


def B(lang, src, text, hard=True):
    """Benign row; hard=True marks a hard negative (looks like an attack, is not)."""
    return {"label": "benign", "language": lang, "source": src, "hard_negative": bool(hard), "text": text}


def _ctx(agent, role, request, out):
    c = {"user_request": request, "agent": agent, "user_role": role}
    if out is not None:
        c["recent_tool_output"] = out
    return c


def X(cat, lang, agent, role, request, tool, args, out=None):
    """Attack agent call: not justified by the user's request."""
    return {"label": "attack", "category": cat, "language": lang, "source": "agent_tool_call:" + agent,
            "hard_negative": False,
            "agent_action": {"tool": tool, "arguments": args, "context": _ctx(agent, role, request, out)}}


def Y(lang, agent, role, request, tool, args, out=None, hard=True):
    """Benign agent call: does what the user asked."""
    return {"label": "benign", "language": lang, "source": "agent_tool_call:" + agent,
            "hard_negative": bool(hard),
            "agent_action": {"tool": tool, "arguments": args, "context": _ctx(agent, role, request, out)}}
