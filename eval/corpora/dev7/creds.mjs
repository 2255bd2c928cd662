// Passwords in every syntax that carries them, and connection strings (the whole string is a
// connection_string label; an embedded password is also labelled as password).
import { L, N, Nest } from './doc.mjs';
import { password, urlPassword, PASSWORD_PLACEHOLDERS, vendorKey, genericSecret, SECRETISH_NAMES } from './secrets.mjs';
import { publicIPv4, privateIPv4 } from './contact.mjs';

const USERS = ['app_rw', 'svc_billing', 'admin', 'postgres', 'reporting', 'etl_user', 'root', 'deploy', 'k.meyer', 'jlaurent', 'sa'];
const HOSTS = ['db-prod-01.internal', 'pg.brightfield.io', 'mysql.eu-west-1.rds.amazonaws.com', 'cluster0.x7k2p.mongodb.net', 'redis-cache.kestrel-health.de', 'sql-fin.tidewater.co.uk', 'mq.hanseatic-freight.de'];
const host = (r) => r.pick(HOSTS);
/** A server in a connection string: a host name, or an IP address labelled as such (a private one soft). */
const hostPiece = (r) => (r.chance(0.7) ? r.pick(HOSTS) : r.chance(0.5) ? L('ip_address', 'ipv4', publicIPv4(r)) : L('ip_address', 'ipv4_private', privateIPv4(r), true));
const pwl = (r, v, type = 'password') => L('password', type, v);

/** A connection string with its password labelled inside. */
export function connString(r) {
  const u = r.pick(USERS), pw = urlPassword(r), H = hostPiece(r), db = r.pick(['orders', 'crm', 'analytics', 'payments', 'hr_core']);
  const kind = r.pick(['postgres', 'mysql', 'mongo', 'mongo_srv', 'redis', 'amqp', 'jdbc', 'adonet', 'odbc', 'sqlalchemy', 'mssql_url', 'azure_storage', 'kafka_sasl']);
  const P = pwl(r, pw);
  switch (kind) {
    case 'postgres': return Nest('connection_string', kind, [`${r.pick(['postgres', 'postgresql'])}://${u}:`, P, `@`, H, `:5432/${db}${r.chance(0.4) ? '?sslmode=require' : ''}`]);
    case 'mysql': return Nest('connection_string', kind, [`mysql://${u}:`, P, `@`, H, `:3306/${db}`]);
    case 'mongo': return Nest('connection_string', kind, [`mongodb://${u}:`, P, `@`, H, `:27017/${db}?authSource=admin`]);
    case 'mongo_srv': return Nest('connection_string', kind, [`mongodb+srv://${u}:`, P, `@`, H, `/${db}?retryWrites=true&w=majority`]);
    case 'redis': return Nest('connection_string', kind, [`${r.pick(['redis', 'rediss'])}://${r.chance(0.5) ? 'default' : ''}:`, P, `@`, H, `:6379/0`]);
    case 'amqp': return Nest('connection_string', kind, [`amqps://${u}:`, P, `@`, H, `:5671/${r.pick(['%2F', 'prod'])}`]);
    case 'jdbc': return Nest('connection_string', kind, [`jdbc:${r.pick(['postgresql', 'mysql'])}://`, H, `:${r.pick(['5432', '3306'])}/${db}?user=${u}&password=`, P, r.chance(0.5) ? '&ssl=true' : '']);
    case 'adonet': return Nest('connection_string', kind, [`Server=${r.chance(0.5) ? 'tcp:' : ''}`, H, `,1433;Database=${db};User Id=${u};Password=`, P, `;${r.chance(0.5) ? 'Encrypt=True;' : 'TrustServerCertificate=true;'}`]);
    case 'odbc': return Nest('connection_string', kind, [`Driver={ODBC Driver 18 for SQL Server};Server=`, H, `;Database=${db};Uid=${u};Pwd=`, P, ';']);
    case 'sqlalchemy': return Nest('connection_string', kind, [`${r.pick(['postgresql+psycopg2', 'mysql+pymysql', 'mssql+pyodbc', 'oracle+cx_oracle'])}://${u}:`, P, `@`, H, `/${db}`]);
    case 'mssql_url': return Nest('connection_string', kind, [`sqlserver://`, H, `:1433;database=${db};user=${u};password=`, P, ';']);
    case 'azure_storage': { const k = vendorKey(r, 'azure_storage_key'); return Nest('connection_string', kind, [`DefaultEndpointsProtocol=https;AccountName=${r.pick(['stbrightfieldprod', 'kestrelbackups', 'tidewaterlogs'])};AccountKey=`, L('api_key', 'azure_storage_key', k.value), ';EndpointSuffix=core.windows.net']); }
    case 'kafka_sasl': return Nest('connection_string', kind, [`org.apache.kafka.common.security.plain.PlainLoginModule required username="${u}" password="`, P, '";']);
  }
}
/** A connection string without credentials: a negative (nothing secret in it). */
export function connStringNoSecret(r) {
  return N('connection_string_no_credentials', r.pick([`postgres://${host(r)}:5432/${r.pick(['orders', 'crm'])}`, `redis://${host(r)}:6379/0`, `mongodb://localhost:27017/test`, `jdbc:h2:mem:testdb`, `Server=(localdb)\\MSSQLLocalDB;Database=Dev;Trusted_Connection=True;`]));
}

/** One line that assigns a password, in one of many syntaxes. Returns pieces (no newline). */
export function passwordLine(r) {
  const pw = password(r);
  const safe = urlPassword(r);
  const u = r.pick(USERS);
  const P = (v = pw) => pwl(r, v);
  const noDq = !pw.includes('"') && !pw.includes('\\');
  const noSq = !pw.includes("'");
  const plainOk = !/[\s"'#;]/.test(pw);
  const forms = [
    () => [`${r.pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'MYSQL_ROOT_PASSWORD', 'SMTP_PASS', 'REDIS_PASSWORD', 'ADMIN_PWD'])}=`, P(safe)],
    () => noSq && [`export PGPASSWORD='`, P(), `'`],
    () => noDq && [`${r.pick(['password', 'passwd', 'pass', 'db_password'])}: "`, P(), '"'],
    () => plainOk && [`  ${r.pick(['password', 'pwd', 'smtp_password'])}: `, P()],
    () => [`${r.pick(['password', 'Password', 'passwd'])} = `, P(safe)],
    () => [`spring.datasource.password=`, P(safe)],
    () => noDq && [`${r.pick(['"password"', '"pass"', '"adminPassword"', '"pwd"'])}: "`, P(), '"'],
    () => [`<password>`, P(safe), '</password>'],
    () => noDq && [`<add key="${r.pick(['SmtpPassword', 'DbPassword', 'ServicePassword'])}" value="`, P(), '" />'],
    () => [`mysql -u ${u} -p`, P(safe), ` -h ${host(r)} ${r.pick(['orders', 'crm'])}`],
    () => noSq && [`mysqldump --user=${u} --password='`, P(), `' --all-databases > dump.sql`],
    () => [`sshpass -p `, P(safe), ` ssh `, N('ssh_target', `${u}@${host(r)}`)],
    () => [`curl -u ${u}:`, P(safe), ` https://${r.pick(['api', 'jenkins', 'nexus'])}.brightfield.io/`],
    () => [`docker login ${r.pick(['registry.gitlab.com', 'ghcr.io', 'harbor.internal'])} -u ${u} -p `, P(safe)],
    () => [`${r.pick(['./deploy.sh', 'ansible-playbook site.yml', 'psql-wrapper'])} --password `, P(safe)],
    () => [`--db-password=`, P(safe)],
    () => noDq && [`$secure = ConvertTo-SecureString "`, P(), '" -AsPlainText -Force'],
    () => [`net use \\\\fileserver\\finance /user:CORP\\${u} `, P(safe)],
    () => noSq && [`conn = connect(host="${host(r)}", user="${u}", password='`, P(), `')`],
    () => noSq && [`const client = new Client({ user: '${u}', password: '`, P(), `' });`],
    () => [`https://${u}:`, P(safe), `@${r.pick(['ftp.hanseatic-freight.de', 'dav.fjordlab.se', 'nexus.polder-it.nl'])}/upload/`],
    () => [`wget --user=${u} --password=`, P(safe), ` https://files.tidewater.co.uk/export.zip`],
    () => noDq && [`[client]\nuser = ${u}\npassword = "`, P(), '"'],
    () => plainOk && [`ftp_pass ${r.pick([':', '=', ''])} `, P()],
    () => [`.withCredentials("${u}", "`, P(safe), '")'],
    () => [`PASSWORD = os.getenv("DB_PASSWORD", "`, P(safe), '")'],
    () => [`smtp_auth_password: `, P(safe)],
    () => [`vncpasswd -f <<< `, P(safe)],
    () => [`az login -u `, L('email', 'account_upn', `${u}@corp.onmicrosoft.com`, true), ` -p `, P(safe)],
    () => [`ldapsearch -x -D "cn=${u},dc=corp,dc=local" -w `, P(safe), ` -b "dc=corp,dc=local"`],
    () => [`redis-cli -h ${host(r)} -a `, P(safe), ' --no-auth-warning'],
    () => [`PGPASSWORD=`, P(safe), ` psql -h ${host(r)} -U ${u} ${r.pick(['orders', 'crm'])}`],
    () => noSq && [`psql "host=${host(r)} port=5432 dbname=${r.pick(['orders', 'crm'])} user=${u} password='`, P(), `'"`],
    () => [`cmdkey /generic:${host(r)} /user:${u} /pass:`, P(safe)],
    () => [`openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:`, P(safe)],
    () => [`keytool -importcert -keystore truststore.jks -storepass `, P(safe), ' -file ca.crt'],
    () => [`zip -P `, P(safe), ' payroll-2026.zip payroll.xlsx'],
    () => [`7z a -p`, P(safe), ' backup.7z ./exports'],
    () => [`smbclient //fileserver/finance -U ${u}%`, P(safe)],
    () => [`mount -t cifs //nas/share /mnt/share -o username=${u},password=`, P(safe)],
    () => noSq && [`define('DB_PASSWORD', '`, P(), `');`],
    () => noSq && [`        'PASSWORD': '`, P(), `',`],
    () => plainOk && [`ansible_password: `, P()],
    () => plainOk && [`ansible_become_pass=`, P()],
    () => [`      - POSTGRES_PASSWORD=`, P(safe)],
    () => [`rclone config create backup ftp host ${host(r)} user ${u} pass `, P(safe)],
    () => [`mongosh "mongodb://${host(r)}:27017" -u ${u} -p `, P(safe), ' --authenticationDatabase admin'],
    () => [`git clone https://${u}:`, P(safe), `@${r.pick(['git.internal.io', 'bitbucket.org', 'gitea.fjordlab.se'])}/team/app.git`],
  ];
  for (;;) { const f = r.pick(forms)(); if (f) return f; }
}
/** A line that looks like a password assignment but holds a placeholder, a reference or a hash. */
export function passwordNegativeLine(r) {
  return r.pick([
    () => [`DB_PASSWORD=`, N('placeholder', r.pick(PASSWORD_PLACEHOLDERS))],
    () => [`password: `, N('placeholder', r.pick(PASSWORD_PLACEHOLDERS))],
    () => [`password_hash: `, N('password_hash', `$2b$12$${r.b64(53).replace(/[+]/g, '.')}`)],
    () => [`"password_min_length": `, N('config_number', String(r.int(8, 16)))],
    () => [`password_reset_url: `, N('url', `https://id.brightfield.io/reset?ticket=${r.alnum(8)}`)],
    () => [`PASSWORD_FILE=`, N('file_path', '/run/secrets/db_password')],
    () => [`mysql -u root -p `, N('prompt_flag', '(prompts for password)')],
    () => [`--password-stdin < `, N('file_path', '~/.docker/token.txt')],
  ])();
}

/** A line assigning an api key or a generic secret, in some config syntax. */
export function apiKeyLine(r) {
  const generic = r.chance(0.25);
  const k = generic ? { type: 'generic_secret', value: genericSecret(r), varName: r.pick(SECRETISH_NAMES) } : vendorKey(r);
  const K = L('api_key', k.type, k.value);
  const tag = r.pick(['apiKey', 'ApiSecret', 'token']);
  const envName = k.varName.replace(/[^A-Za-z0-9_]/g, '_').toUpperCase();
  return r.pick([
    () => [`${k.varName}=`, K],
    () => [`export ${envName}="`, K, '"'],
    () => [`${k.varName.toLowerCase().replace(/[^a-z0-9_]/g, '_')}: `, K],
    () => [`"${k.varName}": "`, K, '"'],
    () => [`${k.varName} = '`, K, `'`],
    () => [`-H "${r.pick(['X-API-Key', 'Api-Key', 'x-api-key'])}: `, K, '"'],
    () => [`<${tag}>`, K, `</${tag}>`],
    () => [`${envName}: \${{ secrets.${envName} }}  # was `, K],
    () => [`set ${envName}=`, K],
    () => [`$env:${envName} = "`, K, '"'],
  ])();
}

/** A connection string whose text holds none of the given characters (to sit inside quotes). */
export function connStringWithout(r, chars) {
  for (;;) {
    const c = connString(r);
    const flat = c.pieces.map((p) => (typeof p === 'string' ? p : p.value)).join('');
    if (![...chars].some((ch) => flat.includes(ch))) return c;
  }
}

/** A YAML mapping entry holding a password: plain, double-quoted, single-quoted or a block scalar. */
export function yamlPasswordLine(r, indent = '') {
  const key = r.pick(['password', 'pass', 'db_password', 'adminPassword', 'bind_password', 'smtp_pass']);
  const pw = password(r);
  const plainOk = /^[A-Za-z0-9][^:#'"{}\[\],&*!|>%@`]*$/.test(pw) && !/\s$/.test(pw) && !/: /.test(pw);
  if (plainOk && r.chance(0.5)) return [`${indent}${key}: `, L('password', 'yaml', pw)];
  const dqOk = !/["\\]/.test(pw), sqOk = !pw.includes("'");
  const form = r.pick([dqOk && 'dq', sqOk && 'sq', 'block'].filter(Boolean));
  if (form === 'dq') return [`${indent}${key}: "`, L('password', 'yaml', pw), '"'];
  if (form === 'sq') return [`${indent}${key}: '`, L('password', 'yaml', pw), "'"];
  return [`${indent}${key}: >-\n${indent}  `, L('password', 'yaml', pw)];
}
/** An XML element or attribute holding a password. */
export function xmlPasswordLine(r, indent = '') {
  let pw; do { pw = password(r); } while (/[&<"]/.test(pw)); // kept free of XML escapes so the label is the secret itself
  return r.pick([
    () => [`${indent}<add key="${r.pick(['SmtpPassword', 'DbPassword', 'LdapBindPassword'])}" value="`, L('password', 'xml', pw), '" />'],
    () => [`${indent}<password>`, L('password', 'xml', pw), '</password>'],
    () => [`${indent}<property name="${r.pick(['hibernate.connection.password', 'javax.net.ssl.keyStorePassword', 'mail.password'])}" value="`, L('password', 'xml', pw), '"/>'],
    () => [`${indent}<server><id>nexus</id><username>deploy</username><password>`, L('password', 'xml', pw), '</password></server>'],
  ])();
}
