import random, string, base64, json
R = random.Random(8088)
def s(n, alphabet=string.ascii_letters+string.digits): return ''.join(R.choice(alphabet) for _ in range(n))
def aws_id(): return 'AKIA' + s(16, string.ascii_uppercase+'234567')
def aws_secret(): return s(40, string.ascii_letters+string.digits+'/+')
def ghp(): return 'ghp_' + s(36)
def gh_pat(): return 'github_pat_' + s(22) + '_' + s(59)
def stripe_live(): return 'sk_live_' + s(24)
def stripe_rk(): return 'rk_live_' + s(24)
def slack_bot(): return f'xoxb-{R.randint(10**10,10**11)}-{R.randint(10**11,10**12)}-' + s(24)
def slack_hook(): return f'https://hooks.slack.com/services/T{s(8,string.ascii_uppercase+string.digits)}/B{s(8,string.ascii_uppercase+string.digits)}/{s(24)}'
def openai(): return 'sk-proj-' + s(48, string.ascii_letters+string.digits+'_-')
def anthropic(): return 'sk-ant-api03-' + s(86, string.ascii_letters+string.digits+'_-') + 'AA'
def gcp_key(): return 'AIza' + s(35, string.ascii_letters+string.digits+'_-')
def sendgrid(): return 'SG.' + s(22, string.ascii_letters+string.digits+'_-') + '.' + s(43, string.ascii_letters+string.digits+'_-')
def twilio(): return 'SK' + s(32, '0123456789abcdef')
def npm(): return 'npm_' + s(36)
def gitlab(): return 'glpat-' + s(20, string.ascii_letters+string.digits+'_-')
def jwt():
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip('=')
    p = base64.urlsafe_b64encode(json.dumps({"sub":str(R.randint(1000,99999)),"role":"admin","iat":1717000000+R.randint(0,10**6)}).encode()).decode().rstrip('=')
    return f'{h}.{p}.{s(43, string.ascii_letters+string.digits+"_-")}'
def pw(): return s(6) + R.choice('!#$%&*') + s(7)
def pem():
    body = '\n'.join(s(64, string.ascii_letters+string.digits+'+/') for _ in range(6))
    return f'-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{body}\n-----END OPENSSH PRIVATE KEY-----'
def rsa_pem():
    body = '\n'.join(s(64, string.ascii_letters+string.digits+'+/') for _ in range(8))
    return f'-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA{s(48, string.ascii_letters+string.digits+"+/")}\n{body}\n-----END RSA PRIVATE KEY-----'
def azure_conn(): return f'DefaultEndpointsProtocol=https;AccountName=stprod{s(6,string.ascii_lowercase+string.digits)};AccountKey={s(86, string.ascii_letters+string.digits+"+/")}==;EndpointSuffix=core.windows.net'
def ssh_pub(): return 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + s(43, string.ascii_letters+string.digits+'+/')
def hexs(n): return s(n, '0123456789abcdef')
