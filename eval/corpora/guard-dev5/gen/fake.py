"""Deterministic fake secrets with realistic shapes (random, not real credentials)."""
import random, string, base64, json
def rng(seed): return random.Random(seed)
def _s(r, n, alpha=string.ascii_letters + string.digits): return "".join(r.choice(alpha) for _ in range(n))
def aws_id(seed): r = rng(seed); return "AKIA" + _s(r, 16, string.ascii_uppercase + "234567")
def aws_secret(seed): r = rng(seed); return _s(r, 40, string.ascii_letters + string.digits + "/+")
def ghp(seed): r = rng(seed); return "ghp_" + _s(r, 36)
def github_pat(seed): r = rng(seed); return "github_pat_11" + _s(r, 20, string.ascii_uppercase + string.digits) + "_" + _s(r, 59)
def stripe_live(seed): r = rng(seed); return "sk_live_51" + _s(r, 22) + _s(r, 70)
def slack_bot(seed): r = rng(seed); return "xoxb-" + _s(r, 12, string.digits) + "-" + _s(r, 13, string.digits) + "-" + _s(r, 24)
def slack_hook(seed): r = rng(seed); return "https://hooks.slack.com/services/T" + _s(r, 8, string.ascii_uppercase + string.digits) + "/B" + _s(r, 10, string.ascii_uppercase + string.digits) + "/" + _s(r, 24)
def google_key(seed): r = rng(seed); return "AIza" + _s(r, 35, string.ascii_letters + string.digits + "-_")
def openai_key(seed): r = rng(seed); return "sk-proj-" + _s(r, 48, string.ascii_letters + string.digits + "-_") + "T3BlbkFJ" + _s(r, 48, string.ascii_letters + string.digits + "-_")
def anthropic_key(seed): r = rng(seed); return "sk-ant-api03-" + _s(r, 93, string.ascii_letters + string.digits + "-_") + "AA"
def twilio_sid(seed): r = rng(seed); return "AC" + _s(r, 32, "0123456789abcdef")
def sendgrid(seed): r = rng(seed); return "SG." + _s(r, 22, string.ascii_letters + string.digits + "-_") + "." + _s(r, 43, string.ascii_letters + string.digits + "-_")
def npm_token(seed): r = rng(seed); return "npm_" + _s(r, 36)
def gitlab(seed): r = rng(seed); return "glpat-" + _s(r, 20, string.ascii_letters + string.digits + "-_")
def hexs(seed, n=32): r = rng(seed); return _s(r, n, "0123456789abcdef")
def password(seed): r = rng(seed); return _s(r, 6, string.ascii_letters) + _s(r, 2, "!#%&*") + _s(r, 6, string.ascii_letters + string.digits)
def jwt(seed):
    r = rng(seed)
    b = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return b({"alg": "HS256", "typ": "JWT"}) + "." + b({"sub": str(r.randint(10000, 99999)), "role": "admin", "iat": 1732000000 + r.randint(0, 9999999)}) + "." + _s(r, 43, string.ascii_letters + string.digits + "-_")
def pem_rsa(seed, lines=8):
    r = rng(seed)
    body = "\n".join(_s(r, 64, string.ascii_letters + string.digits + "+/") for _ in range(lines))
    return "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + _s(r, 48, string.ascii_letters + string.digits + "+/") + "\n" + body + "\n-----END RSA PRIVATE KEY-----"
def pem_openssh(seed, lines=5):
    r = rng(seed)
    body = "\n".join(_s(r, 70, string.ascii_letters + string.digits + "+/") for _ in range(lines))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
def ssh_pub(seed, comment="ops@build"):
    r = rng(seed); return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _s(r, 43, string.ascii_letters + string.digits + "+/") + " " + comment
def luhn_card(seed, prefix="4"):
    r = rng(seed); d = [int(c) for c in prefix] + [r.randint(0, 9) for _ in range(15 - len(prefix))]
    s = 0
    for i, x in enumerate(reversed(d)):
        y = x * 2 if i % 2 == 0 else x
        s += y - 9 if y > 9 else y
    d.append((10 - s % 10) % 10)
    n = "".join(map(str, d)); return " ".join(n[i:i+4] for i in range(0, 16, 4))
