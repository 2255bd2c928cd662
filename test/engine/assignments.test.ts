// The key/value view: every syntax pairs the right key with the exact value span, the view is
// computed once per text, and rules that read it through `assignment` need no operator regex.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { assignmentsOf } from '../../src/engine/assignments/view.js';
import { normaliseKey, rewriteKey, rewriteKeyByPatterns } from '../../src/engine/assignments/keys.js';
import { RuleMatcher } from '../../src/engine/matcher.js';
import { pack } from '../support/packs.js';
import { growth, MAX_GROWTH } from '../support/growth.js';

const test = suite('engine: key/value view');

/** The value written between ⟦ and ⟧ must be read under `key`; the markers are removed. */
function expectPair(marked: string, key: string, syntax?: string): void {
  const start = marked.indexOf('⟦');
  const end = marked.indexOf('⟧') - 1;
  const text = marked.replace('⟦', '').replace('⟧', '');
  const view = assignmentsOf(text);
  const hit = view.find((a) => a.valueStart === start && a.valueEnd === end);
  assert.ok(hit, `no assignment at [${start}, ${end}) in ${JSON.stringify(text)}: ${JSON.stringify(view.map((a) => [a.key, a.valueStart, a.valueEnd]))}`);
  assert.is(hit.key, key, JSON.stringify(text));
  if (syntax) assert.is(hit.syntax, syntax, JSON.stringify(text));
}

test('operators: =, :, :=, ?=, ::=, :::=, +=, .=, ||=, ??=, =>, <-, prose', () => {
  expectPair('DB_PASSWORD=⟦hunter2x⟧', 'db_password');
  expectPair('db_password: ⟦hunter2x⟧', 'db_password');
  expectPair('dbPassword := "⟦hunter 2x⟧"', 'db_password');
  expectPair('DB_PASSWORD ?= ⟦hunter2x⟧', 'db_password');
  expectPair('DB_PASSWORD ::= "⟦hunter2x⟧"', 'db_password');
  expectPair('DB_PASSWORD :::= ⟦hunter2x⟧', 'db_password');
  expectPair("$dbPassword .= '⟦hunter2x⟧';", 'db_password');
  expectPair('opts.db_password ||= "⟦hunter2x⟧"', 'opts_db_password');
  expectPair("'db_password' => '⟦hunter2x⟧',", 'db_password');
  expectPair('db_password <- "⟦hunter2x⟧"', 'db_password');
  expectPair('the password is `⟦hunter2x⟧`', 'password');
  expectPair('mijn wachtwoord is nu "⟦Velvet9!⟧"', 'wachtwoord');
  expectPair('mi contraseña ahora es “⟦Girasol9!⟧”', 'contraseña');
});

test('a configuration line owns a bare value holding =, while an inner environment name keeps its own', () => {
  expectPair('SMTP_PASSWORD=⟦brume=Kq72xLp⟧\n', 'smtp_password');
  expectPair('  ftp_pass: ⟦lo=RT5wq9Zk⟧\n', 'ftp_pass');
  expectPair('Environment="DB_PASSWORD=⟦lupa=WERT319qaz⟧"', 'db_password');
  expectPair('    PWD=⟦h=+Q7kZrbmwTj⟧', 'pwd');
  // The inner part is still read as an assignment of its own.
  expectPair('SMTP_PASSWORD=brume=⟦Kq72xLp⟧\n', 'brume');
  // `run: API_TOKEN=…` is a command's own assignment: the token is the inner key's value, not run's.
  const run = 'run: API_TOKEN=Zt6Wq1Pn0Rk3Vb8Mx2Ly npm test';
  expectPair(run.replace('Zt6Wq1Pn0Rk3Vb8Mx2Ly', '⟦Zt6Wq1Pn0Rk3Vb8Mx2Ly⟧'), 'api_token');
  assert.not.ok(assignmentsOf(run).some((a) => a.key === 'run' && run.slice(a.valueStart, a.valueEnd).includes('=')), run);
  // In running text a `key: a=b` is not a configuration line.
  const prose = 'the log said now: mode=Xq81 and stopped';
  assert.not.ok(assignmentsOf(prose).some((a) => a.key === 'now' && prose.slice(a.valueStart, a.valueEnd).includes('=')), prose);
});

test('a value a logger cut short is read up to its truncation mark', () => {
  expectPair('GET /cb?state=x1&access_token=⟦q9XwT2mZr7LkP4vB8nHs⟧…[truncated 640 bytes]', 'access_token');
  expectPair('refresh_token=⟦Zt6Wq1Pn0Rk3Vb8Mx2Ly⟧...(truncated)', 'refresh_token');
  expectPair('session_token=⟦Hm4Rq7Tz2Wk9Np5Lc1Xb⟧…[+215 chars] next', 'session_token');
  // An ellipsis with no truncation mark stays part of the value (documentation elides keys that way).
  expectPair('api_key=⟦sk-live-abc…⟧ ok', 'api_key');
});

test('prose without quotes: a value mixing letters with digits or symbols, sentence punctuation dropped', () => {
  expectPair('Ya la restablecí, mi contraseña ahora es ⟦M@ng075!⟧. Gracias', 'contraseña');
  expectPair('Já redefini, minha senha agora é ⟦Falcon_444⟧.\n', 'senha');
  expectPair('my password is now ⟦harbor@13⟧, thanks', 'password');
  for (const text of ['the password is required for every account', 'the password is 12345678', 'the token is ok', 'the password is /etc/app/db.pass'])
    assert.not.ok(assignmentsOf(text).some((a) => a.key === 'password' || a.key === 'token'), text);
});

test('a password word then its value with no operator; multi-word and full-width keys', () => {
  expectPair('login as root with password ⟦Hunter2024!⟧ and then', 'password');
  expectPair('wifi password - ⟦Hunter2024!⟧', 'password');
  expectPair('Mot de passe : ⟦Soleil2024!⟧', 'mot_de_passe');
  expectPair('パスワード：⟦Sakura2024!⟧', 'パスワード');
  for (const text of ['the password policy requires 12 characters', 'password hash sha256:abcdef0123', 'reset your password here: https://x.example.com/reset'])
    assert.not.ok(assignmentsOf(text).some((a) => a.key === 'password'), text);
});

test('a password word in more languages linked to its value by a dash', () => {
  expectPair('Lösenord – ⟦Tranan#8841⟧', 'lösenord');
  expectPair('[00:31] Caller: Salasana — ⟦Kuikka_4432!⟧', 'salasana');
  expectPair('Adgangskode - ⟦Maage_7719⟧', 'adgangskode');
  expectPair('密码 — ⟦Huamei_7741⟧', '密码');
  expectPair('비밀번호 — ⟦Bada_2093!⟧', '비밀번호');
  for (const text of ['Wachtwoord — vergeten?', 'Lösenord – glömt?', 'Passord - endre!'])
    assert.not.ok(assignmentsOf(text).length > 0 && assignmentsOf(text).some((a) => /^(?:wachtwoord|lösenord|passord)$/.test(a.key)), text);
});

test('printed forms: a leader of dots between the field name and its value is the operator', () => {
  expectPair('Kennwort ..................... ⟦Tr0mpete!77⟧', 'kennwort');
  expectPair('Name ......... Ida\nLösenord ........ ⟦fjäril-Kaffe-19⟧\nOrt ..... Umeå', 'lösenord');
  expectPair('パスワード……… ⟦Kumo%2041x⟧', 'パスワード');
  expectPair('login_email.....⟦r.sato@mail.example⟧', 'login_email');
  for (const text of ['Loading... done', 'password... hmm, forgot it', 'Kennwort ...\n'])
    assert.not.ok(assignmentsOf(text).some((a) => a.key === 'password' || a.key === 'kennwort' || a.key === 'loading'), text);
});

test('XML: a CDATA section is the value of its element', () => {
  expectPair('<password><![CDATA[⟦x<7&Yq]z⟧]]></password>', 'password', 'xml-element');
  expectPair('<user>\n  <pin><![CDATA[⟦4471 a&b⟧]]></pin>\n</user>', 'pin', 'xml-element');
});

test('an auth scheme inside a quoted value: the credential after it is a value of its own', () => {
  expectPair('caflou_auth_token: "Bearer ⟦eyJhbGciOiJIUzI1NiJ9.e30.c2ln⟧"', 'caflou_auth_token');
  expectPair('bannerToken := "Bearer ⟦yvxpthLIcYpZweFp9O⟧"', 'banner_token');
  expectPair("headers['x'] = 'Token ⟦0a1b2c3d4e5f60718293⟧'", 'x');
});

test('declarations and literals in code: Go, Java, C#, Kotlin, Rust, Python, JS fallbacks', () => {
  expectPair('var githubToken string = "⟦gh0123456789⟧"', 'github_token');
  expectPair('private static final String API_KEY = "⟦k0123456789⟧";', 'api_key');
  expectPair('string apiKey = "⟦k0123456789⟧";', 'api_key');
  expectPair('val apiKey: String = "⟦k0123456789⟧"', 'api_key');
  expectPair('const API_KEY: &str = "⟦k0123456789⟧";', 'api_key');
  expectPair('api_key: str = "⟦k0123456789⟧"', 'api_key');
  expectPair("const pw = process.env.PW || '⟦k0123456789⟧';", 'pw');
  expectPair('System.setProperty("MAIL_PASSWORD", "⟦k0123456789⟧")', 'mail_password', 'call');
  expectPair("define( 'AUTH_KEY', '⟦k0 123 456 789⟧' );", 'auth_key', 'call');
  expectPair('public static final String DEFAULT_ACCOUNT_KEY\n        = "⟦qYaZm3m8+Z2aYAiS==⟧";', 'default_account_key');
  assert.not.ok(assignmentsOf('Title\n= subtitle').length, 'a line that starts with = at the margin is not a continuation');
});

test('a bare value holding = is one value unless what precedes = is a key name', () => {
  expectPair('PWD=⟦QiC7F=bu^zXqW-k5T⟧\nEncrypt=yes', 'pwd');
  expectPair('+ export POSTGRES_PASSWORD=⟦uwJ_=SFFTD078XGNO5MC⟧', 'postgres_password');
  expectPair('now: DB_PASSWORD=⟦hunter2x⟧', 'db_password');
  expectPair('for url: https://api.example.com/v2/export?api_key=⟦SK4331bb7f842ed9⟧', 'api_key');
});

test('C# verbatim and Python raw strings: the prefix is not the value, a backslash is kept', () => {
  expectPair('const string AdminPassword = @"⟦38c9I\\4Stf$31⟧";', 'admin_password');
  expectPair('string conn = @"⟦say ""hi"" x⟧";', 'conn');
  expectPair('DB_PASSWORD = r"⟦c:\\temp\\pw9⟧"', 'db_password');
  expectPair("db_password = R'⟦k0\\d+x9⟧'", 'db_password');
});

test('XML: elements (value on the next line), key/value attributes, named entries', () => {
  expectPair('<password>⟦p4ssw0rd⟧</password>', 'password', 'xml-element');
  expectPair('<jenkinsToken>\n    ⟦t0123456789⟧\n</jenkinsToken>', 'jenkins_token', 'xml-element');
  expectPair('<add key="ClearTextPassword" value="⟦p4ssw0rd⟧" />', 'clear_text_password', 'xml-attributes');
  expectPair('<entry key="jdbc.password">⟦p4ssw0rd⟧</entry>', 'jdbc_password', 'xml-element');
  expectPair('<connection user="app" password="⟦p4ssw0rd⟧" />', 'password');
});

test('XML: a generic holder element is named by its kind attribute; other elements keep their own name', () => {
  expectPair('<identifier type="SSN">⟦078-61-2231⟧</identifier>', 'identifier_ssn', 'xml-element');
  expectPair('<idDocument scheme="nl_bsn">⟦99887766⟧</idDocument>', 'id_document_nl_bsn', 'xml-element');
  expectPair('<document kind="Passport">⟦PX1122334⟧</document>', 'document_passport', 'xml-element');
  // The element's name already says what it holds.
  expectPair('<phone type="mobile">⟦+44 7700 900481⟧</phone>', 'phone', 'xml-element');
  expectPair('<birthDate type="gregorian">⟦1979-03-08⟧</birthDate>', 'birth_date', 'xml-element');
  // A name attribute still wins, and a kind that is no word is not read as a name.
  expectPair('<entry key="api.token" type="string">⟦t0123456789⟧</entry>', 'api_token', 'xml-element');
  expectPair('<value type="42">⟦abc123⟧</value>', 'value', 'xml-element');
});

test('CSV: a header of field names names the cells of the rows below it', () => {
  const csv = 'member_ref,given_name,birth_date,tax_code\nm-1,Ilse,1984-02-29,⟦QX-5512-7⟧\n';
  expectPair(csv, 'tax_code', 'column');
  expectPair('ref,address,national_id\r\n7,"Dock Lane 4, Harbourside",⟦A-88120-4⟧\r\n', 'national_id', 'column');
  expectPair('ref,address,national_id\n7,"Dock Lane 4, Harbourside",A-88120-4\n'.replace('"Dock', '"⟦Dock').replace('side"', 'side⟧"'), 'address', 'column');
  // An empty cell keeps the columns in place; a row of another width ends the table.
  expectPair('a_ref,b_note,c_dob\nx1,,⟦1990-01-02⟧\n', 'c_dob', 'column');
  const ended = assignmentsOf('a_ref,b_note,c_dob\nx1,y2\nz1,z2,1990-01-02\n');
  assert.not.ok(ended.some((a) => a.key === 'c_dob'));
  // Prose with commas is no header.
  assert.not.ok(assignmentsOf('Thanks, Ana, for the notes\none, two, 1990-01-02\n').some((a) => a.syntax === 'column'));
});

test('keys in scripts with vowel signs keep their words whole', () => {
  expectPair('{"জন্ম_তারিখ": "⟦1990-01-02⟧"}', 'জন্ম_তারিখ');
  expectPair('जन्म तिथि: ⟦02/01/1990⟧', 'तिथि');
  assert.is(normaliseKey('राष्ट्रीय पहचान संख्या'), 'राष्ट्रीय_पहचान_संख्या');
  assert.is(normaliseKey('วันเกิด'), 'วันเกิด');
});

test('JSON: a typed number is named by its type', () => {
  expectPair('{"card": {"kind":"CNIC","number":"⟦42101-5550123-7⟧"}}', 'cnic_number', 'name-value');
  expectPair('{"kind":"IRD number","no":"⟦049-091-850⟧"}', 'ird_number', 'name-value');
  expectPair('{"kind": "id_card", "no": "⟦X4471902⟧"}', 'id_card_no', 'name-value');
  expectPair('{"scheme": "Số CCCD", "value": "⟦001099012345⟧"}', 'số_cccd_value', 'name-value');
  // The words before the type still say it is one, for rules that read the scope.
  const typed = assignmentsOf('{"kind": "id_card", "no": "X4471902"}').find((a) => a.key === 'id_card_no');
  assert.is(typed?.scope, 'kind_id_card_no');
  // A type that is no word, or a number under another key, is read as before.
  expectPair('{"type": "7", "number": "⟦4471902⟧"}', 'number');
  expectPair('{"type": "mobile", "label": "⟦home line⟧"}', 'label');
});

test('JSON and YAML at any depth, name/value records, INI sections, HCL blocks', () => {
  const nested = '{"services": {"billing": {"api_key": "⟦k0123456789⟧"}}}';
  expectPair(nested, 'api_key');
  expectPair('db:\n  prod:\n    password: |\n      ⟦p4 ss w0rd⟧\n', 'password');
  expectPair('- name: DB_PASSWORD\n  value: "⟦p4ssw0rd⟧"', 'db_password', 'name-value');
  expectPair('{"name": "x-api-key", "value": "⟦k0123456789⟧"}', 'x_api_key', 'name-value');
  expectPair('variable "db_password" {\n  type    = string\n  default = "⟦p4ssw0rd⟧"\n}', 'db_password_default');
  const yaml = 'mistral:\n  api_key: k0123456789';
  assert.ok(assignmentsOf(yaml).some((a) => a.key === 'api_key' && a.scope === 'mistral_api_key'));
  const ini = '[mysql]\npassword = zz9zz9';
  assert.ok(assignmentsOf(ini).some((a) => a.key === 'password' && a.scope === 'mysql_password'));
  expectPair('{"config.ini": "GH_TOKEN=⟦gh0123456789⟧\\nDEBUG=true"}', 'gh_token');
});

test('headers, cookies, URL user-info and query parameters, flags, shell and log lines', () => {
  expectPair('Authorization: GenieKey ⟦k0123456789⟧', 'authorization_genie_key', 'header');
  expectPair('curl -H "X-Api-Key: ⟦k0123456789⟧" https://api.acme.io', 'x_api_key');
  expectPair('Cookie: theme=dark; session_id=⟦s0123456789⟧; lang=en', 'session_id');
  expectPair('postgres://app:⟦p4ss@w0rd⟧@db.internal:5432/app', 'password', 'url-userinfo');
  expectPair('https://api.acme.io/v1?page=2&api_key=⟦k0123456789⟧&x=1', 'api_key');
  expectPair('mysql --password ⟦p4ssw0rd⟧ --user=root', 'password', 'flag');
  expectPair('vault login --token=⟦t0123456789⟧', 'token', 'flag');
  // The exec form of a command: the flag and its value are two strings of one array (read as a call's arguments).
  expectPair('command: ["mysqld", "--password", "⟦p4ssw0rd⟧"]', 'password');
  expectPair("args: ['--api-key', '⟦k0123456789⟧', '--verbose']", 'api_key');
  expectPair('ENV DB_PASSWORD ⟦p4ssw0rd⟧', 'db_password', 'shell');
  expectPair('export DB_PASSWORD=⟦p4ssw0rd⟧', 'db_password');
  // A Makefile recipe or a YAML block line that is itself an assignment is not the value of the key above it.
  expectPair("deploy:\n\tPGPASSWORD='⟦p4ss?w0rd=⟧' psql -h db01 -U deploy", 'pgpassword');
  expectPair('script:\n    DB_PASSWORD=⟦p4ssw0rd⟧ ./migrate.sh', 'db_password');
  expectPair('[DEBUG] Using API_KEY=⟦k0123456789⟧ for request', 'api_key');
});

test('expressions are not values: calls, subscripts, an empty value', () => {
  for (const text of ['password = getpass.getpass()', 'password = os.environ["DB_PASSWORD"]', 'password =', 'password: |'])
    assert.not.ok(
      assignmentsOf(text).some((a) => a.key === 'password'),
      text,
    );
});

test('a bare value with symbols keeps the parentheses and brackets inside it; a name before one is still a call', () => {
  const value = (text: string): string | undefined => {
    const a = assignmentsOf(text).find((x) => x.key === 'secret_key');
    return a && text.slice(a.valueStart, a.valueEnd);
  };
  assert.is(value('SECRET_KEY: r2!!p9(w3q)18^m4_tz+v(d8'), 'r2!!p9(w3q)18^m4_tz+v(d8');
  assert.is(value('SECRET_KEY: a!b[c]d'), 'a!b[c]d');
  assert.is(value('settings(SECRET_KEY=a!b)'), 'a!b', 'a closing parenthesis it did not open ends it');
  assert.is(value('SECRET_KEY = env("X")'), undefined, 'env( is a call');
  assert.is(value('SECRET_KEY = settings.keys[0]'), undefined, 'a subscript of a name');
});

test('keys are normalised once for every spelling', () => {
  for (const k of ['DB_PASSWORD', 'dbPassword', 'db-password', 'db.password', '$dbPassword', 'DbPassword']) assert.is(normaliseKey(k), 'db_password', k);
});

test('the one-pass rewrite of ASCII keys equals the rewrite by patterns', () => {
  const units = ['a', 'b', 'z', 'A', 'B', 'Z', '0', '9', '_', '-', '.', ' ', '$', '@', ':', '%', '/', '"', 'Db', 'HTTP', 'é', 'Ω'];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...units), { maxLength: 24 }), (parts) => {
      const raw = parts.join('');
      assert.is(rewriteKey(raw), rewriteKeyByPatterns(raw), JSON.stringify(raw));
    }),
    { numRuns: 3000 },
  );
  for (const raw of ['HTTPServerURL', 'getHTTPResponseCode', '$$dbPassword', 'aBcD', 'ABCdEFgh', '__x__', '2026-11-03T12:00:00Z INFO request ', 'X']) assert.is(rewriteKey(raw), rewriteKeyByPatterns(raw), raw);
});

test('offsets are exact: every value span holds the value as written, on random documents', () => {
  const keys = ['password', 'API_KEY', 'authToken', 'x-secret'];
  const ops = ['=', ': ', ' := ', ' ?= ', ' => ', ' <- '];
  const vals = ['v4lue', '"quoted value"', "'single'", '`back`', 'a;b'];
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...ops), fc.constantFrom(...vals), fc.constantFrom('\n', ' ', '; ')), { maxLength: 12 }), (parts) => {
      const text = parts.map(([k, o, v, sep]) => `${k}${o}${v}${sep}`).join('');
      for (const a of assignmentsOf(text)) {
        assert.ok(a.valueStart < a.valueEnd && a.valueEnd <= text.length);
        const value = text.slice(a.valueStart, a.valueEnd);
        assert.ok(!/^["'`]|["'`]$/.test(value) || value.length === 1, `quotes inside ${JSON.stringify(value)}`);
      }
    }),
    { numRuns: 300 },
  );
});

test('rules read the view: key, notKey, scope, value and syntaxes filter; exact value spans', () => {
  const m = new RuleMatcher([
    pack([
      { id: 'pw', category: 'password', keywords: ['pass'], assignment: { key: 'pass(?:word)?$', notKey: '(?:^|_)file(?:_|$)', value: '[^\\s]{6,}' }, allowlist: { placeholders: false } },
      { id: 'vendor', category: 'api_key', keywords: ['acme'], assignment: { scope: '(?:^|_)acme', key: 'key$', value: '[a-f0-9]{32}' }, allowlist: { placeholders: false } },
      { id: 'flags-only', category: 'auth_token', keywords: ['token'], assignment: { key: '^token$', syntaxes: ['flag'] }, allowlist: { placeholders: false } },
    ]),
  ]);
  const text = 'DB_PASSWORD ?= s3cr3tpw\nPASSWORD_FILE=/run/secrets/pw\nacme:\n  api_key: 0123456789abcdef0123456789abcdef\nother_key: 0123456789abcdef0123456789abcdef\ntoken=abc\ncli --token tok123';
  const found = m.scan(text).map((x) => [x.ruleId, text.slice(x.start, x.end)]);
  assert.equal(found, [
    ['t/pw', 's3cr3tpw'],
    ['t/vendor', '0123456789abcdef0123456789abcdef'],
    ['t/flags-only', 'tok123'],
  ]);
});

test('a configuration line keeps its whole value: brackets, commas, semicolons and a leading = inside passwords', () => {
  expectPair('spring.datasource.password=⟦Sonne-2023}⟧\nspring.mail.username=app', 'spring_datasource_password');
  expectPair('-  password: ⟦Pw.uR5)-tc+}]~Qq⟧\n+  password: ********', 'password');
  expectPair('DB_PASSWORD=⟦Lago,2029(⟧', 'db_password');
  expectPair('PGPASSWORD=⟦f8-:uG]Fu$1K3<f-o@n<⟧', 'pgpassword');
  expectPair('ADMIN_PASSWORD=⟦=TniLjU%XU%xIB0k=?54⟧\nNODE_ENV=production', 'admin_password');
  expectPair('      - MONGO_PASSWORD=⟦=W-tGV^r6+mc%VH⟧', 'mongo_password');
  expectPair('SMTP_PASSWORD=⟦sakura-soleil1169=-⟧', 'smtp_password');
  // A trailing comma or semicolon ends a statement; a comment after a blank is not part of the value.
  expectPair('  password: ⟦process.env.DB_PASS⟧,', 'password');
  expectPair('db_password = ⟦Kx8]mPq2⟧ # rotated monthly', 'db_password');
  // Inside code and inline lists the separators still end the value; `==` there is a comparison.
  expectPair('connect({ user: app, password: ⟦Kx8mPq2⟧ }, retry)', 'password');
  const comparison = assignmentsOf('if (password==input) { grant(); }');
  assert.not.ok(comparison.some((a) => a.key === 'password'), 'a comparison is not an assignment');
});

test('a quoted value right after a password word, and a flag value holding a semicolon', () => {
  expectPair('VPN: Şifre `⟦1LLuQ9;a6AL⟧`', 'şifre');
  expectPair('Jenkins: password "⟦m/PS+SKWhBfU⟧"', 'password');
  expectPair("CREATE USER report_ro WITH PASSWORD '⟦Falcon1910*⟧';", 'password');
  expectPair('mysql -u admin --password=⟦Uw2xMrPH;MVJ1⟧ orders', 'password', 'flag');
  expectPair('deploy --password=⟦Uw2xMrPH⟧; echo done', 'password', 'flag');
  expectPair('wifi password -> ⟦Tundra58(⟧', 'password');
  expectPair('my ledger backup pw is ⟦Walnut)1995⟧ ok', 'pw');
  // A passphrase filling the rest of a label line is read as well as its first word; a sentence is not.
  expectPair('wifi password: ⟦Tundra meadow 58⟧', 'password');
  expectPair('password: ⟦correct horse battery 7⟧ # rotated', 'password');
  const sentence = assignmentsOf('Password: will send separately');
  assert.not.ok(sentence.some((a) => a.valueEnd - a.valueStart > 'will'.length), 'a sentence without digits or symbols is not a passphrase');
});

test('one long line of assignments is read in linear time (no key searches back to its line start)', () => {
  const line = (size: number): string => 'twilio=the `TWI'.repeat(Math.ceil(size / 15)).slice(0, size);
  assert.ok(assignmentsOf(line(4096)).length > 100);
  const ratio = growth((size) => void assignmentsOf(line(size)), 65_536);
  assert.ok(ratio < MAX_GROWTH, `8× the line cost ${ratio.toFixed(1)}×`);
});

test('both sides of a change record are read under the field the record names', () => {
  expectPair('{"changes":{"tax_no":{"from":"⟦AB1234⟧","to":"CD5678"}}}', 'tax_no');
  expectPair('{"changes":{"tax_no":{"from":"AB1234","to":"⟦CD5678⟧"}}}', 'tax_no');
  expectPair('{\\"diff\\":{\\"homePhone\\":{\\"old\\":\\"1\\",\\"new\\":\\"⟦2⟧\\"}}}', 'home_phone');
  expectPair('audit:\n  licenceNo: {\n    "oldValue": "X1",\n    "newValue": "⟦Y2⟧"\n  }\n', 'licence_no');
  expectPair('{"before":"⟦abc⟧","after":"def"}', 'before');
  // Without its partner in the same object a "from" or "to" is its own key (mail headers, ranges).
  expectPair('{"mail":{"from":"⟦a@b.example⟧","subject":"sent to you"}}', 'from');
  expectPair('{"mail":{"from":"a@b.example","cc":"c@d.example"},"to":"⟦e@f.example⟧"}', 'to');
  // A range or a filter bounds a field with from/to or before/after: outside a record of changes they stay themselves.
  expectPair('{"filters":{"birth_date":{"from":"⟦1980-01-01⟧","to":"1989-12-31"}}}', 'from');
  expectPair('{"date_of_birth":{"before":"2006-01-01","after":"⟦1950-01-01⟧"}}', 'after');
  expectPair('{"updated_fields":{"birth_date":{"from":"⟦1980-01-01⟧","to":"1981-01-01"}}}', 'birth_date');
});

test('key/value store commands: the value is keyed by the last segment of its key, or by the hash field', () => {
  expectPair('1700000000.5 [0 10.0.0.1:5000] "SET" "acct:17:nickname" "⟦zebra⟧"', 'nickname', 'call');
  expectPair('1700000000.5 [0 10.0.0.1:5000] "SETEX" "sess:9:token" "600" "⟦abc123⟧"', 'token', 'call');
  expectPair('1700000000.5 [0 10.0.0.1:5000] "HSET" "acct:17" "homeCity" "⟦Oslo⟧"', 'home_city', 'call');
});

test('server and shell settings: Apache SetEnv, nginx set $name, PowerShell scoped variables', () => {
  expectPair('<VirtualHost *:80>\n    SetEnv HOLDER_TAX_ID "⟦7731⟧"\n</VirtualHost>', 'holder_tax_id', 'shell');
  expectPair('server {\n    set $holder_dob "⟦1970-01-31⟧";\n}', 'holder_dob', 'shell');
  expectPair('server {\n    set $realm ⟦intranet⟧;\n}', 'realm', 'shell');
  expectPair('$env:DB_PASSWORD = "⟦p4ssw0rd⟧"', 'db_password');
  expectPair("$script:ApiToken = '⟦t0123456789⟧'", 'api_token');
  // A name after a colon that is not a scope stays a typed declaration.
  expectPair('let token: String = "⟦t0123456789⟧"', 'token');
});

test('a property list pairs each <key> with the value element after it', () => {
  const plist = '<dict>\n  <key>HolderPassportNo</key>\n  <string>⟦XK4471902⟧</string>\n  <key>Enabled</key>\n  <true/>\n  <key>Retries</key>\n  <integer>⟦3⟧</integer>\n</dict>';
  expectPair(plist, 'holder_passport_no', 'xml-element');
  expectPair(plist.replace('⟦XK4471902⟧', 'XK4471902').replace('⟦3⟧', '3').replace('<integer>3', '<integer>⟦3⟧'), 'retries', 'xml-element');
  // Outside a property list an element names its own value.
  expectPair('<config><string>⟦plain⟧</string></config>', 'string', 'xml-element');
});

test('a builder or setter call with one string argument is keyed by its method (the method syntax)', () => {
  expectPair('Guest.builder().name("Ola").dateOfBirth("⟦1970-01-31⟧").build()', 'date_of_birth', 'method');
  expectPair("client.setPassword('⟦p4ssw0rd⟧');", 'set_password', 'method');
  // Two arguments are a call pair or a message, not a method's value.
  assert.not.ok(assignmentsOf('map.put("dob", "1970-01-31")').some((a) => a.key === 'put'));
});

test('an SQL dump names each VALUES cell by its column; a settings table pairs name and value cells', () => {
  const dump = "INSERT INTO guests (full_name, born_on, city) VALUES\n  ('Ola Berg', '1969-08-14', 'Oslo'),\n  ('Kari Lund', '1971-12-01', 'Bergen');";
  expectPair(dump.replace("'1971-12-01'", "'⟦1971-12-01⟧'"), 'born_on', 'column');
  expectPair(dump.replace("'Oslo'", "'⟦Oslo⟧'"), 'city', 'column');
  expectPair("INSERT INTO app_prefs (name, value) VALUES ('holder_dob', '⟦1969-08-14⟧');", 'holder_dob', 'call');
  // Rows that no INSERT statement opens are not read as columns.
  assert.not.ok(assignmentsOf("('Ola Berg', '1969-08-14')").some((a) => a.key === 'born_on'));
});

test('a tab-separated table names its cells by the header above them, escaped inside JSON strings or plain', () => {
  const notebook = '   "text": [\n    "holder\\tborn_on\\tpassport_no\\n",\n    "Ola Berg\\t1970-01-31\\t⟦XK4471902⟧\\n"\n   ]';
  expectPair(notebook, 'passport_no', 'column');
  expectPair('holder\tborn_on\nOla Berg\t⟦1970-01-31⟧\n', 'born_on', 'column');
  // A row with another number of cells, or a header of prose, names nothing.
  assert.not.ok(assignmentsOf('holder\tborn_on\nOla Berg\t1970-01-31\tOslo\n').some((a) => a.syntax === 'column'));
  assert.not.ok(assignmentsOf('Ola Berg\tborn in 1970\nKari Lund\t1970-01-31\n').some((a) => a.syntax === 'column'));
});

test('a Markdown table names its cells by the header above its separator line', () => {
  const table = '| holder | Date of birth | city |\n|---|:---:|---|\n| Ola Berg | 06/04/1977 | Oslo |\n';
  expectPair(table.replace('06/04/1977', '⟦06/04/1977⟧'), 'date_of_birth', 'column');
  // Without the separator line, or with another number of cells, a row is not read as a table's.
  assert.not.ok(assignmentsOf('| holder | born_on |\n| Ola Berg | 06/04/1977 |\n').some((a) => a.syntax === 'column'));
  assert.not.ok(assignmentsOf('| holder | born_on |\n|---|---|\n| Ola Berg | 06/04/1977 | Oslo |\n').some((a) => a.syntax === 'column'));
});

test('a two-column CSV under a key,value header names each second cell by the first', () => {
  const csv = 'key,value\ndsn,"env(\\"DSN\\")"\nholder_dob,"1970-01-31"\nsmtp_host,mail.acme.test\n\nid,city\n7,Oslo\n';
  expectPair(csv.replace('1970-01-31', '⟦1970-01-31⟧'), 'holder_dob', 'column');
  expectPair(csv.replace('mail.acme.test', '⟦mail.acme.test⟧'), 'smtp_host', 'column');
  // Rows under another header are not pairs.
  assert.not.ok(assignmentsOf(csv).some((a) => a.key === 'id' || a.key === '7'));
});

test('a table cell is read only by a rule that lists the column syntax', () => {
  const m = new RuleMatcher([
    pack([
      { id: 'any-syntax', category: 'bank_account', keywords: ['acct'], assignment: { key: '^acct$', value: '[0-9]{8,}' }, allowlist: { placeholders: false } },
      { id: 'columns-too', category: 'national_id', keywords: ['acct'], assignment: { key: '^acct$', value: '[0-9]{8,}', syntaxes: ['operator', 'column'] }, allowlist: { placeholders: false } },
    ]),
  ]);
  const text = '| acct | city |\n|---|---|\n| 12345678 | Oslo |\n\nacct = 87654321\n';
  const found = m.scan(text, { keepOverlaps: true }).map((x) => [x.ruleId, text.slice(x.start, x.end)]);
  assert.equal(found, [
    ['t/columns-too', '12345678'],
    ['t/any-syntax', '87654321'],
    ['t/columns-too', '87654321'],
  ]);
});

test.run();
