def act(tool, arguments, context=None):
    d = {"tool": tool, "arguments": arguments}
    if context:
        d["context"] = context
    return d


def mk_action(action, label, category=None, language="en", hard_negative=False):
    d = {"agent_action": action, "label": label}
    if label == "attack":
        assert category
        d["category"] = category
    d["language"] = language
    d["source"] = "tool_call"
    if label == "benign":
        d["hard_negative"] = bool(hard_negative)
    return d
