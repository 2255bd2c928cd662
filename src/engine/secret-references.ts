// Values that name where a secret is kept instead of holding it: a secret manager's or vault's
// reference (`vault:secret/data/app#password`, `op://Team/db/password`, an AWS Secrets Manager
// ARN, a Google Secret Manager resource name, an Azure Key Vault reference), an environment
// variable named through a resolver prefix (`env:SMTP_PASS`), and the interpolation syntaxes
// of configuration tools (`%(db_pass)s`, `#{DbPassword}`, `__DB_PASSWORD__`, `@DB_PASSWORD@`).
// Configuration files carry them exactly where a literal password would go; the value read
// there is resolved at run time and reveals nothing.

/**
 * A store's prefix and a path of two lower-case parts or more (`vault:secret/app#pw`,
 * `file:/run/secrets/db_pass`): stores name their paths in lower case, and a mixed-case part
 * (`vault:Plum7/Xk4q`) is as likely a password that happens to start with the word.
 */
const STORE_PATH =
  /^(?:ref\+)?(?:vault|secret|secrets|ssm|awssm|secretsmanager|gcpsm|azkv|keyvault|bws|doppler|infisical|sops|file|k8s)(?::\/\/|:)\/?[a-z0-9_.@-]{1,128}(?:\/[a-z0-9_.@:-]{1,128}){1,12}(?:#[a-z0-9_.@-]{1,128})?$/;
/** A 1Password secret reference: vault, item, optional section, field (`op://Platform/billing-db/password`). */
const OP_REFERENCE = /^op:\/\/[\w.-]{1,128}(?:\/[\w.-]{1,128}){2,3}$/;
/** An environment or store variable through a resolver prefix (`env:DB_PASS`, `secrets:SMTP_KEY`). */
const RESOLVER_VARIABLE = /^(?:env|environment|envvar|secret|secrets|vault|ssm|var)(?::\/\/|:)[A-Z_][A-Z0-9_]{2,}$/;
/**
 * AWS Secrets Manager secrets by ARN (their name ends in the six characters the service appends)
 * and SSM parameters by their lower-case hierarchical name.
 */
const AWS_ARN = /^arn:aws[\w-]*:(?:secretsmanager:[\w-]*:\d{12}:secret:[\w/+=.@-]{1,256}-[A-Za-z0-9]{6}|ssm:[\w-]*:\d{12}:parameter(?:\/[a-z0-9_.-]{1,128}){1,15})$/;
/** Google Secret Manager resource names. */
const GCP_SECRET = /^projects\/[\w-]+\/secrets\/[\w-]+(?:\/versions\/(?:\d+|latest))?$/;
/** Azure App Service and Functions Key Vault references. */
const AZURE_REFERENCE = /^@Microsoft\.KeyVault\([^()]{3,300}\)$/;
/** Interpolation of configuration tools: Python's configparser, Ruby and token-replacement tasks, Maven/autoconf filters, ERB-less `%{…}`. */
const INTERPOLATION = [
  /^%\([\w.-]{1,64}\)[sdr]$/, // %(smtp_pass)s
  /^#\{[\w.-]{1,64}\}#?$/, // #{DbPassword}, #{DbPassword}#
  /^%\{[\w.:-]{1,64}\}$/, // %{env:DB_PASS}
  // Token replacement writes a variable's name, upper snake or dotted lower case; "@Summer2024@" is a password.
  /^__(?:[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,8}|[a-z][a-z0-9]{0,30}(?:[._][a-z0-9]{1,30}){1,8})__$/, // __DB_PASSWORD__
  /^@(?:[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){1,8}|[a-z][a-z0-9]{0,30}(?:[._-][a-z0-9]{1,30}){1,8})@$/, // @db.password@, @DB_PASSWORD@
  /^\$\{\{[^{}]{1,120}\}\}$/, // ${{ secrets.DB_PASSWORD }}
];

/** One layer of matching quotes around the value, as a noisy label's match may include them. */
function unquoted(value: string): string {
  const v = value.trim();
  const q = v[0];
  return v.length >= 2 && (q === '"' || q === "'" || q === '`') && v.endsWith(q) ? v.slice(1, -1).trim() : v;
}

/** Whether the value names a stored secret or a variable instead of holding a secret itself. */
export function isSecretReference(value: string): boolean {
  const v = unquoted(value);
  if (v.length < 4 || v.length > 400) return false;
  return STORE_PATH.test(v) || OP_REFERENCE.test(v) || RESOLVER_VARIABLE.test(v) || AWS_ARN.test(v) || GCP_SECRET.test(v) || AZURE_REFERENCE.test(v) || INTERPOLATION.some((re) => re.test(v));
}
