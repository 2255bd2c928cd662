// @ts-check
// URLs and hosts as rules read them: the WHATWG URL parser normalises IPv4 in decimal, hex and
// octal forms (http://2852039166/ is 169.254.169.254), IPv4-mapped IPv6 is unwrapped, wildcard
// DNS names that embed an address (169-254-169-254.nip.io) yield that address too. Decides
// whether a host is local and whether it is on an allowlist.

const MAX_URLS = 200;

/**
 * @param {string} raw
 * @returns {{ url: string, host: string, scheme: string } | undefined}
 */
export function parseUrl(raw) {
  let text = String(raw).trim().replace(/[),.;'"\]>]+$/, '');
  if (!text || text.length > 8192) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    // curl and httpie accept host/path without a scheme; `:3000/x` is localhost.
    if (/^:\d/.test(text)) text = `http://localhost${text}`;
    else if (/^(?:[a-z0-9-]{1,63}\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]|$)|^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?(?:[/?#]|$)|^localhost(?::\d{1,5})?(?:[/?#]|$)/i.test(text)) text = `http://${text}`;
    else return undefined;
  }
  let u;
  try {
    u = new URL(text);
  } catch {
    return undefined;
  }
  const host = normalizeHost(u.hostname);
  if (!host) return undefined;
  const scheme = u.protocol.replace(/:$/, '').toLowerCase();
  const port = u.port ? `:${u.port}` : '';
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return { url: `${scheme}://${hostPart}${port}${u.pathname}${u.search}`, host, scheme };
}

/**
 * Lower-case host without brackets or trailing dot; IPv4 forms normalised; ::ffff:a.b.c.d unwrapped.
 * @param {string} raw
 * @returns {string | undefined}
 */
export function normalizeHost(raw) {
  let h = String(raw).trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (!h || h.length > 253) return undefined;
  if (h.includes(':')) {
    const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(h) ?? /^::(\d{1,3}(?:\.\d{1,3}){3})$/.exec(h);
    if (mapped) return mapped[1];
    const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
    if (hex) {
      const a = parseInt(hex[1] ?? '0', 16);
      const b = parseInt(hex[2] ?? '0', 16);
      return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
    }
    return compressIpv6(h);
  }
  if (/^[0-9a-fx.]+$/.test(h)) {
    try {
      h = new URL(`http://${h}/`).hostname;
    } catch {
      return undefined;
    }
  }
  if (!/^[a-z0-9_.*-]+$/.test(h)) return undefined;
  return h;
}

/** fd00:ec2:0:0:0:0:0:254 → fd00:ec2::254 (the URL parser's canonical form). */
function compressIpv6(/** @type {string} */ h) {
  try {
    return new URL(`http://[${h}]/`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return h;
  }
}

/** Addresses embedded in wildcard-DNS names (nip.io, sslip.io, xip.io, …). */
export function embeddedAddress(/** @type {string} */ host) {
  const m = /^(?:.*?[.-])?(\d{1,3}[.-]\d{1,3}[.-]\d{1,3}[.-]\d{1,3}|[0-9a-f]{8})\.(?:nip\.io|sslip\.io|xip\.io|nip\.direct|traefik\.me|localtest\.me|lvh\.me)$/.exec(host);
  if (!m) return undefined;
  const core = m[1] ?? '';
  if (/^[0-9a-f]{8}$/.test(core)) return normalizeHost(`0x${core}`);
  return normalizeHost(core.replace(/-/g, '.'));
}

/** Hosts that reach the agent's own machine or, when trusted, the private network. */
export function isLocalHost(/** @type {string} */ host, /** @type {boolean} */ trustPrivate) {
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '::' || host === '0.0.0.0' || /^127\./.test(host)) return true;
  if (host === 'host.docker.internal' || host === 'host.containers.internal') return true;
  if (!trustPrivate) return false;
  if (/^10\.|^192\.168\.|^172\.(?:1[6-9]|2\d|3[01])\./.test(host)) return true;
  // Names under the suffixes reserved or conventional for private networks (not cloud metadata services).
  if (/\.(?:internal|intranet|corp|lan|local|localdomain|home\.arpa|private)$/.test(host) && !/^metadata\b|^instance-data\b/.test(host)) return true;
  // fc00::/7 unique local addresses, except the cloud metadata ones.
  return /^f[cd][0-9a-f]{0,2}:/.test(host) && !/^fd00:ec2::/.test(host);
}

/**
 * Whether a host matches an allowlist entry: `example.com` (itself and subdomains), `*.example.com`
 * (subdomains only), an address, or a URL whose host is one of these.
 * @param {string} host
 * @param {readonly string[]} list
 */
export function hostAllowed(host, list) {
  for (const raw of list) {
    let entry = String(raw).trim().toLowerCase();
    if (!entry) continue;
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(entry)) entry = parseUrl(entry)?.host ?? entry;
    if (entry === '*') return true;
    if (entry.startsWith('*.')) {
      if (host.endsWith(entry.slice(1))) return true;
      continue;
    }
    entry = entry.replace(/^\./, '');
    if (host === entry || host.endsWith(`.${entry}`)) return true;
  }
  return false;
}

/** Every scheme URL in a text (bounded). */
export function findUrls(/** @type {string} */ text) {
  /** @type {string[]} */
  const out = [];
  for (const m of text.matchAll(/\b(?:https?|ftps?|wss?|gopher|dict|ldap|tftp|sftp|scp|smb|file):\/\/[^\s"'<>`\\{}|^]{1,4096}/gi)) {
    out.push(m[0]);
    if (out.length >= MAX_URLS) break;
  }
  return out;
}

/** `user@host:path`, `host:path` (scp/rsync remote specs; not URLs or drive letters). */
export function remoteSpec(/** @type {string} */ arg) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(arg) && !/^(?:rsync|scp|sftp):\/\//i.test(arg)) return undefined;
  const url = /^(?:rsync|scp|sftp):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?(\/.*)?$/i.exec(arg);
  if (url) return { host: normalizeHost(url[1] ?? '') ?? '', path: url[2] ?? '' };
  const m = /^(?:[^@/\s:]+@)?(\[[0-9a-f:]+\]|[A-Za-z0-9_.-]{2,253}):(.*)$/.exec(arg);
  if (!m || /^[A-Za-z]$/.test(m[1] ?? '')) return undefined;
  const host = normalizeHost(m[1] ?? '');
  return host ? { host, path: m[2] ?? '' } : undefined;
}

/**
 * The site of a host: its registrable domain by the Public Suffix List, private suffixes included, so that
 * `shop.example.co.uk` is `example.co.uk` and two pages on one hosting suffix (`one.github.io`, `two.github.io`) are
 * two sites. Where no list is at hand or the host has no registrable domain (an address), the host itself.
 * Two hosts of one site are one party's.
 * @param {string} host  a normalised host name
 * @param {((host: string) => string | undefined) | undefined} registrable  the host's Public Suffix List lookup
 */
export function siteOf(host, registrable) {
  const h = host.toLowerCase().replace(/\.$/, '');
  return registrable?.(h) ?? h;
}
