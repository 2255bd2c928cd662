"""Deterministic fake secrets (never real credentials)."""
import random, string
_r = random.Random(3131)
def rs(n, alphabet=string.ascii_letters + string.digits):
    return "".join(_r.choice(alphabet) for _ in range(n))
UP = string.ascii_uppercase + string.digits
AWS_ID = "AKIA" + rs(16, UP)
AWS_SECRET = rs(40, string.ascii_letters + string.digits + "/+")
GH = "ghp_" + rs(36)
OPENAI = "sk-proj-" + rs(48)
SLACK = "xoxb-" + rs(11, string.digits) + "-" + rs(12, string.digits) + "-" + rs(24)
STRIPE = "sk_live_" + rs(24)
GOOGLE = "AIza" + rs(35, string.ascii_letters + string.digits + "-_")
JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + rs(40) + "." + rs(43)
PGURL = "postgres://app_admin:" + rs(14) + "@db-prod-3.internal.example:5432/orders"
TG_BOT = rs(10, string.digits) + ":AA" + rs(33, string.ascii_letters + string.digits + "_-")
SSH_KEY = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACB" + rs(40) + "\n" + rs(64) + "\n-----END OPENSSH PRIVATE KEY-----"
SLACK_HOOK = "https://hooks.slack.com/services/T" + rs(8, UP) + "/B" + rs(8, UP) + "/" + rs(24)
