import random, string, base64, json
rng = random.Random(20261128)
UP = string.ascii_uppercase; LO = string.ascii_lowercase; DG = string.digits
AN = UP + LO + DG
def r(n, alpha=AN): return "".join(rng.choice(alpha) for _ in range(n))
def aws_id(): return "AKIA" + r(16, UP + "234567")
def aws_secret(): return r(40, AN + "/+")
def gh(): return "ghp_" + r(36)
def gh_pat(): return "github_pat_" + r(22) + "_" + r(59)
def glpat(): return "glpat-" + r(20, AN + "-_")
def stripe(): return "sk_live_" + r(24)
def stripe_rk(): return "rk_live_" + r(24)
def slack_bot(): return f"xoxb-{r(11, DG)}-{r(13, DG)}-{r(24)}"
def slack_hook(): return f"https://hooks.slack.com/services/T{r(8, UP+DG)}/B{r(10, UP+DG)}/{r(24)}"
def openai(): return "sk-proj-" + r(48, AN + "-_")
def anthropic(): return "sk-ant-api03-" + r(93, AN + "-_") + "AA"
def google(): return "AIza" + r(35, AN + "-_")
def sendgrid(): return "SG." + r(22, AN + "-_") + "." + r(43, AN + "-_")
def twilio_sid(): return "AC" + r(32, "0123456789abcdef")
def twilio_tok(): return r(32, "0123456789abcdef")
def npm(): return "npm_" + r(36)
def pypi(): return "pypi-AgEIcHlwaS5vcmc" + r(50, AN + "-_")
def hex_(n): return r(n, "0123456789abcdef")
def b64url(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b64url(json.dumps(payload).encode())
    return f"{h}.{p}.{r(43, AN + '-_')}"
def pem_rsa():
    body = "\n".join(r(64, AN + "+/") for _ in range(8))
    return "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + r(48, AN + "+/") + "\n" + body + "\n-----END RSA PRIVATE KEY-----"
def pem_openssh():
    body = "\n".join(r(70, AN + "+/") for _ in range(5))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
def pw(n=16): return r(n, AN + "!#%^*")
def luhn_card(prefix, length=16):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(rng.randrange(10))
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    digits.append((10 - s % 10) % 10)
    return "".join(map(str, digits))
def grp(s, n=4, sep=" "): return sep.join(s[i:i+n] for i in range(0, len(s), n))
def iban_de():
    bban = "37040044" + r(10, DG)
    num = int(bban + "131400")  # D=13 E=14, '00'
    chk = 98 - num % 97
    return f"DE{chk:02d}{bban}"
def ssn():
    return f"{rng.randrange(100,665):03d}-{rng.randrange(10,99):02d}-{rng.randrange(1000,9999):04d}"
