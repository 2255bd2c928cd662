// Language-neutral hard negatives: look-alikes that a careful human would not redact.
import { ALNUM, LALNUM, UALNUM, HEX, B64, UPPER, LOWER, DIGITS } from './rng.mjs';
import { luhnDigit } from './checksum.mjs';

export const GLOBAL_COMPANIES = ['Google', 'Microsoft', 'Amazon', 'Apple', 'Spotify', 'Netflix', 'IKEA', 'Zalando', 'Booking.com', 'Airbnb', 'PayPal', 'Revolut', 'Uber', 'DHL', 'Samsung', 'Toyota', 'Nestlé', 'Unilever', 'Vodafone', 'Decathlon', 'Lufthansa', 'Ryanair', 'H&M', 'Adidas', 'Nike', 'LEGO', 'Philips', 'Lidl'];
export const DEVTOOLS = ['Kubernetes', 'Terraform', 'Node.js', 'Django', 'Spring Boot', 'Prisma', 'psycopg2', 'SQLAlchemy', 'Laravel', 'Ruby on Rails', 'Docker Compose', 'GitHub Actions', 'Next.js', 'FastAPI', 'Entity Framework', 'GitHub', 'GitLab', 'Cloudflare', 'Docker', 'Heroku', 'Vercel', 'Datadog', 'PostgreSQL', 'MongoDB', 'Redis'];
export const PRODUCTS = ['iPhone 15 Pro', 'Galaxy S24', 'PlayStation 5', 'Kindle Paperwhite', 'MacBook Air M3', 'ThinkPad X1 Carbon', 'Model 3', 'AirPods Pro', 'Pixel 9', 'Nintendo Switch', 'Dyson V15', 'Thermomix TM6', 'Visual Studio Code', 'Kubernetes', 'Terraform', 'Node.js', 'React Native', 'Excel', 'WhatsApp', 'Telegram', 'Windows 11', 'Ubuntu 24.04'];

const uuid = (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
function isbn13(r) { const p = r.pick(['978', '979']) + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +p[i] * (i % 2 ? 3 : 1); const c = (10 - (s % 10)) % 10; const x = p + c; return `${x.slice(0, 3)}-${x.slice(3, 4)}-${x.slice(4, 8)}-${x.slice(8, 12)}-${x.slice(12)}`; }
function maskDigits(s, keepStart, keepEnd, ch = '*') { const total = s.replace(/\D/g, '').length; let k = 0; return s.replace(/\d/g, (d) => { k++; return k <= keepStart || k > total - keepEnd ? d : ch; }); }

// kind names for each generator (negatives[].kind)
export const KIND = {
  order: 'order_number', tracking: 'tracking_number', invoice: 'invoice_number', case: 'case_number', ticket: 'ticket_id', version: 'version_string', version4: 'version_string',
  git_sha: 'hash', sha256: 'hash', md5: 'hash', uuid: 'uuid', ph_email: 'placeholder', role_email: 'public_contact', masked_card: 'masked_value', masked_iban: 'masked_value', masked_email: 'masked_value',
  masked_key: 'masked_value', masked_ssn: 'masked_value', doc_key: 'documentation_example', doc_card: 'documentation_example', doc_iban: 'documentation_example', doc_ip: 'documentation_example', doc_jwt: 'documentation_example',
  pubkey: 'public_key', cert: 'public_key', ph_conn: 'placeholder', ph_pw: 'placeholder', ph_key: 'placeholder', env_ref: 'placeholder', isbn: 'isbn', vat: 'company_id', bic: 'bank_identifier', measure: 'measurement', area: 'measurement',
  emergency: 'emergency_number', percent: 'number', flight: 'flight_number', local_host: 'hostname', url: 'public_url', file_path: 'file_path', build: 'build_number', port_host: 'hostname', room: 'number', license_plate_fake: 'number',
  date_iso: 'non_birth_date', timestamp: 'timestamp', gtin: 'product_code', serial: 'serial_number', sku: 'product_code', claim: 'reference_number', dns_ip: 'public_service_ip',
};

export const GENERIC = {
  order: (r) => r.pick([() => `${r.digits(3)}-${r.digits(7)}-${r.digits(7)}`, () => `#${r.nzdigits(r.int(5, 8))}`, () => `ORD-${r.int(2024, 2026)}-${r.digits(6)}`, () => `${r.str(2, UPPER)}${r.digits(9)}`, () => `A${r.str(2, UPPER)}${r.digits(7)}`])(),
  tracking: (r) => r.pick([() => `1Z${r.str(6, UALNUM.slice(0, 36))}${r.digits(10)}`, () => `JJD${r.digits(18)}`, () => `00${r.digits(18)}`, () => `${r.str(2, UPPER)}${r.digits(9)}${r.pick(['DE', 'FR', 'CN', 'GB', 'NL', 'ES'])}`, () => `9400 1${r.digits(3)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(2)}`])(),
  invoice: (r) => r.pick([() => `INV-${r.int(2024, 2026)}-${r.digits(4)}`, () => `RE-${r.digits(6)}`, () => `F${r.int(2024, 2026)}/${r.digits(5)}`, () => `${r.int(2024, 2026)}${r.digits(6)}`, () => `FA-${r.digits(3)}-${r.digits(5)}`])(),
  case: (r) => r.pick([() => `${r.int(1, 9)}:${r.int(24, 26)}-cv-${r.digits(5)}`, () => `${r.int(1, 40)} O ${r.int(10, 999)}/${r.int(24, 26)}`, () => `RG ${r.int(24, 26)}/${r.digits(5)}`, () => `${r.int(2024, 2026)}-${r.str(2, UPPER)}-${r.digits(6)}`, () => `C-${r.digits(3)}/${r.int(24, 26)}`, () => `CASE-${r.digits(7)}`])(),
  ticket: (r) => `${r.pick(['JIRA', 'OPS', 'SEC', 'INC', 'SUP', 'PLAT', 'WEB', 'HR'])}-${r.int(10, 99999)}`,
  version: (r) => r.pick([() => `v${r.int(0, 12)}.${r.int(0, 40)}.${r.int(0, 30)}`, () => `${r.int(1, 22)}.${r.int(0, 20)}.${r.int(0, 15)}`, () => `${r.int(1, 5)}.${r.int(0, 9)}.${r.int(0, 9)}-rc.${r.int(1, 5)}`, () => `1.${r.int(6, 8)}.0_${r.int(100, 400)}`])(),
  version4: (r) => `${r.int(1, 20)}.${r.int(0, 9)}.${r.int(1000, 26000)}.${r.int(1, 3000)}`,
  git_sha: (r) => (r.chance(0.5) ? r.hex(7) : r.hex(40)),
  sha256: (r) => (r.chance(0.3) ? 'sha256:' : '') + r.hex(64),
  md5: (r) => r.hex(32),
  uuid,
  ph_email: (r) => r.pick(['name@example.com', 'user@example.org', 'your.name@company.com', 'john.doe@example.com', 'test@test.com', 'foo@bar.com', 'max.mustermann@example.de', 'jean.dupont@exemple.fr', '<your-email>', 'someone@example.net']),
  role_email: (r) => `${r.pick(['support', 'info', 'noreply', 'privacy', 'help', 'kontakt', 'service', 'press', 'careers', 'abuse'])}@${r.pick(['zalando.de', 'ikea.com', 'booking.com', 'github.com', 'spotify.com', 'decathlon.fr', 'airbnb.com', 'lufthansa.com', 'bol.com', 'allegro.pl'])}`,
  masked_card: (r) => r.pick([() => `**** **** **** ${r.digits(4)}`, () => `XXXX-XXXX-XXXX-${r.digits(4)}`, () => `${r.pick(['4', '5'])}${r.digits(5)}******${r.digits(4)}`, () => `•••• ${r.digits(4)}`, () => `ending in ${r.digits(4)}`])(),
  masked_iban: (r) => `${r.pick(['DE', 'FR', 'NL', 'ES', 'IT'])}${r.digits(2)} **** **** **** ${r.digits(2)}${r.pick(['', '**'])}`,
  masked_email: (r) => `${r.pick([...LOWER])}***${r.pick([...LOWER])}@${r.pick(['gmail.com', 'outlook.com', 'web.de', 'yahoo.fr', 'naver.com'])}`,
  masked_key: (r) => r.pick([() => `sk-...${r.str(4, ALNUM)}`, () => `ghp_${'*'.repeat(32)}${r.str(4, ALNUM)}`, () => `AKIA************${r.str(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`, () => `xoxb-****-****-${r.str(4, ALNUM)}`, () => `sk_live_...${r.str(4, ALNUM)}`, () => `${r.str(4, ALNUM)}••••••••••••${r.str(4, ALNUM)}`])(),
  masked_ssn: (r) => r.pick([() => `XXX-XX-${r.digits(4)}`, () => `***-**-${r.digits(4)}`, () => `${r.digits(6)}-*******`, () => `*******${r.digits(4)}`])(),
  doc_key: (r) => r.pick(['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'xoxb-not-a-real-token', 'AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'sk-ant-api03-XXXXXXXX', 'sk-proj-XXXXXXXXXXXXXXXXXXXX', 'SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyy', 'pk_test_TYooMQauvdEDq54NiTphI7jx']),
  doc_card: (r) => r.pick(['4242 4242 4242 4242', '4111 1111 1111 1111', '5555 5555 5555 4444', '4000 0000 0000 0002', '378282246310005', '4000 0566 5566 5556']),
  doc_iban: (r) => r.pick(['DE89 3704 0044 0532 0130 00', 'GB82 WEST 1234 5698 7654 32', 'FR14 2004 1010 0505 0001 3M02 606', 'NL91 ABNA 0417 1643 00', 'DE02 1203 0000 0000 2020 51']),
  doc_ip: (r) => r.pick([() => `192.0.2.${r.int(1, 254)}`, () => `198.51.100.${r.int(1, 254)}`, () => `203.0.113.${r.int(1, 254)}`, () => `2001:db8::${r.hex(r.int(1, 4))}`, () => '127.0.0.1', () => '0.0.0.0', () => '255.255.255.0'])(),
  dns_ip: (r) => r.pick(['8.8.8.8', '1.1.1.1', '9.9.9.9', '8.8.4.4', '1.0.0.1']),
  doc_jwt: (r) => 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  pubkey: (r) => r.pick([() => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.str(43, B64)} ${r.pick(['deploy', 'ci', 'laptop', 'build'])}-key`, () => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.str(120, B64)}== ${r.pick(['deploy', 'backup'])}`, () => `-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${r.str(52, B64)}\n${r.str(36, B64)}==\n-----END PUBLIC KEY-----`, () => `age1${r.str(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}`])(),
  cert: (r) => `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE${r.str(44, B64)}\n${r.str(64, B64)}\n${r.str(40, B64)}=\n-----END CERTIFICATE-----`,
  ph_conn: (r) => r.pick(['postgres://user:password@localhost:5432/mydb', 'mongodb://localhost:27017/test', 'redis://localhost:6379/0', 'mysql://root:<password>@127.0.0.1:3306/app', 'postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}/app', 'amqp://guest:guest@localhost:5672/', 'Server=localhost;Database=dev;Trusted_Connection=True;']),
  ph_pw: (r) => r.pick(['<password>', '********', 'YOUR_PASSWORD', 'changeme', '${DB_PASSWORD}', 'hunter2', 'xxxxxxxx', '[REDACTED]', '•••••••••']),
  ph_key: (r) => r.pick(['YOUR_API_KEY', '<your-token-here>', 'sk-...', '$OPENAI_API_KEY', 'process.env.STRIPE_SECRET_KEY', '${{ secrets.NPM_TOKEN }}', 'os.environ["AWS_SECRET_ACCESS_KEY"]', 'REPLACE_ME', 'xxxx-xxxx-xxxx-xxxx']),
  env_ref: (r) => r.pick(['$DATABASE_URL', '${GITHUB_TOKEN}', '%API_KEY%', 'env.SLACK_BOT_TOKEN', '{{ vault "secret/db" }}']),
  isbn: isbn13,
  vat: (r) => r.pick([() => `DE${r.nzdigits(9)}`, () => `FR${r.digits(2)}${r.nzdigits(9)}`, () => `ATU${r.digits(8)}`, () => `NL${r.digits(9)}B01`, () => `IT${r.digits(11)}`, () => `ESB${r.digits(8)}`, () => `PL${r.digits(10)}`, () => `SE${r.digits(10)}01`, () => `HRB ${r.int(1000, 250000)}`, () => `SIREN ${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`])(),
  bic: (r) => r.pick(['DEUTDEFF', 'COBADEFFXXX', 'BNPAFRPP', 'INGBNL2A', 'CAIXESBBXXX', 'UNCRITMM', 'BARCGB22', 'NDEASESS', 'TGBATRIS', 'BOFAUS3N', 'MUFGJPJT', 'ICBKCNBJ', 'KOEXKRSE', 'BFTVVNVX', 'NCBKSAJE', 'SBININBB']),
  area: (r) => `${r.int(18, 140)} m²`,
  measure: (r) => r.pick([() => `${r.int(1, 30)},${r.int(1, 9)} km`, () => `${r.int(30, 180)} m²`, () => `${r.int(150, 200)} cm`, () => `${r.int(2, 120)} kg`, () => `${r.int(1, 12)}.${r.int(0, 9)} GB`, () => `${r.int(100, 999)} ms`, () => `${r.int(18, 39)}.${r.int(0, 9)} °C`, () => `${r.int(1, 5)} mg`, () => `${r.int(60, 140)}/${r.int(40, 95)} mmHg`])(),
  emergency: (r) => r.pick(['112', '911', '110', '999', '119', '17', '15']),
  percent: (r) => `${r.int(1, 99)}${r.pick(['', ',5', '.5'])} %`,
  flight: (r) => `${r.pick(['LH', 'AF', 'IB', 'AZ', 'TP', 'KL', 'LO', 'SK', 'TK', 'JL', 'CA', 'KE', 'VN', 'SV', 'EK', 'AI', 'BA', 'UA'])} ${r.int(10, 2999)}`,
  local_host: (r) => r.pick(['localhost:3000', 'api.internal', 'staging.example.com', 'db.local', 'host.docker.internal', '127.0.0.1:8080']),
  url: (r) => r.pick(['https://github.com/nodejs/node/issues', 'https://stackoverflow.com/questions/tagged/postgresql', 'https://docs.python.org/3/library/ssl.html', 'https://www.wikipedia.org', 'https://status.cloud.google.com', 'https://en.wikipedia.org/wiki/Luhn_algorithm']),
  file_path: (r) => r.pick(['~/.ssh/id_ed25519', '/etc/nginx/nginx.conf', 'C:\\Users\\Public\\Documents', 'config/settings.yaml', '.env.example', '/var/log/syslog', 'src/main/resources/application.yml']),
  build: (r) => `build #${r.int(100, 99999)}`,
  port_host: (r) => `${r.pick(['web', 'api', 'worker', 'db'])}-${r.int(1, 12)}:${r.pick([80, 443, 8080, 5432, 6379, 9200])}`,
  room: (r) => `${r.pick(['B', 'A', 'C'])}${r.int(1, 4)}.${r.digits(2)}`,
  date_iso: (r) => `${r.int(2024, 2027)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
  timestamp: (r) => `${r.int(2025, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}Z`,
  gtin: (r) => { const p = r.pick(['400', '300', '500', '800', '840', '880', '450', '690']) + r.digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +p[i] * (i % 2 ? 3 : 1); return p + ((10 - (s % 10)) % 10); },
  serial: (r) => `S/N ${r.str(3, UPPER)}${r.digits(7)}`,
  sku: (r) => `SKU ${r.str(3, UPPER)}-${r.digits(5)}`,
  claim: (r) => `CLM-${r.int(2025, 2026)}-${r.digits(6)}`,
};
export { maskDigits, uuid };
