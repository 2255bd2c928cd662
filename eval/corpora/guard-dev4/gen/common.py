import base64, random, json, codecs
R = random.Random(4404)
ZW = "\u200b"
def b64(s): return base64.b64encode(s.encode()).decode()
def rot13(s): return codecs.encode(s, "rot13")
def zw(s): return ZW.join(s)
def spaced(s): return " ".join(s)
HOMO = {"a":"а","e":"е","o":"о","p":"р","c":"с","x":"х","i":"і","y":"у"}
def homo(s): return "".join(HOMO.get(ch, ch) if R.random() < 0.6 else ch for ch in s)
def leet(s): return s.translate(str.maketrans({"a":"4","e":"3","i":"1","o":"0","s":"5","t":"7"}))
def rnd(alphabet, n): return "".join(R.choice(alphabet) for _ in range(n))
AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0234567"
HEX = "0123456789abcdef"
def aws_id(): return "AKIA" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
def aws_secret(): return rnd(AN + "+/", 40)
def ghp(): return "ghp_" + rnd(AN, 36)
def glpat(): return "glpat-" + rnd(AN + "-_", 20)
def slack_bot(): return "xoxb-" + rnd("0123456789", 12) + "-" + rnd("0123456789", 13) + "-" + rnd(AN, 24)
def stripe_live(): return "sk_live_" + rnd(AN, 24)
def google_key(): return "AIza" + rnd(AN + "-_", 35)
def openai_key(): return "sk-proj-" + rnd(AN + "-_", 48)
def anthropic_key(): return "sk-ant-api03-" + rnd(AN + "-_", 93) + "AA"
def sendgrid(): return "SG." + rnd(AN + "-_", 22) + "." + rnd(AN + "-_", 43)
def twilio_sid(): return "AC" + rnd(HEX, 32)
def npm_tok(): return "npm_" + rnd(AN, 36)
def hf_tok(): return "hf_" + rnd(AN, 34)
def tg_tok(): return rnd("123456789", 10) + ":" + "AA" + rnd(AN + "-_", 33)
def jwt():
    import base64, json as _j
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(_j.dumps({"sub": rnd("0123456789", 6), "role": "admin", "iat": 1764300000}).encode()).decode().rstrip("=")
    return h + "." + p + "." + rnd(AN + "-_", 43)
def b64blob(n): return rnd(AN + "+/", n)
def pem_rsa():
    lines = [rnd(AN + "+/", 64) for _ in range(6)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "MIIEpAIBAAKCAQEA" + rnd(AN + "+/", 48) + "\n" + "\n".join(lines) + "\n" + rnd(AN + "+/", 40) + "==\n-----END RSA PRIVATE KEY-----"
def pem_openssh():
    lines = [rnd(AN + "+/", 70) for _ in range(4)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
def pw(): return rnd(AN, 10) + R.choice("!#%&*") + rnd(AN, 5)
