// Lasting changes that send a business's traffic, mail or visitors somewhere, weighed against the owner's request and
// the business's own domains: a DNS record whose target the request never writes, a script from another site put
// into the website's pages, a webhook posting to another site. The owner names what they want pointed where; a
// target only the agent chose (often after a planted "partner note") is the move of a takeover.

import { parseUrl, findUrls, siteOf } from './net.js';
import { requestText } from './requested.js';
import { readTexts, choosingTexts } from './injected.js';

/** Context records describing the business the call works for (`business: { domain }`, `company: { website }`). */
const ORG_RECORDS = ['business', 'company', 'shop', 'store', 'organization', 'organisation', 'org', 'merchant', 'tenant', 'account'];
/** Their fields, and top-level keys, that name the business's own domain or site. */
const ORG_DOMAIN_KEY = /^(?:(?:org|business|company|shop|store|merchant)_?)?(?:domain|domains|website|site|site_url|homepage)$/;
/** DNS record types that point traffic or mail somewhere, or state how mail is authenticated. */
const DNS_TYPES = new Set(['a', 'aaaa', 'cname', 'mx', 'ns', 'txt', 'srv', 'caa', 'alias', 'ptr']);
/** Record types sending visitors of a name to an address or another host. */
const ROUTING_TYPES = new Set(['a', 'aaaa', 'cname', 'alias']);
/** Keys holding what a DNS record points to. */
const DNS_CONTENT_KEY = /^(?:content|value|data|target|rdata|records?|address|ip|host|points_to|exchange|mail_server)$/;
/** Words of a tool (or its namespace) that manages DNS. */
const DNS_TOOL_WORDS = new Set(['dns', 'zone', 'zones', 'registrar', 'nameserver', 'nameservers']);
/** Verbs that only read or remove a record (a removal is judged by the removal rules). */
const NON_WRITING_VERBS = new Set(['get', 'list', 'read', 'show', 'describe', 'lookup', 'query', 'resolve', 'check', 'verify', 'export', 'delete', 'remove', 'purge']);
/** Words of a tool that registers where events are posted. */
const HOOK_TOOL_WORDS = new Set(['webhook', 'webhooks', 'hook', 'hooks', 'subscription', 'subscriptions', 'callback', 'callbacks', 'integration', 'integrations']);
const CREATING_VERBS = new Set(['create', 'add', 'register', 'subscribe', 'set', 'update', 'upsert', 'put', 'new', 'enable', 'configure', 'connect']);
/** Words of a tool that publishes a website's pages, theme or settings. */
const WEB_CONTENT_WORDS = new Set(['site', 'sites', 'website', 'websites', 'theme', 'themes', 'page', 'pages', 'cms', 'footer', 'header', 'layout', 'template', 'templates', 'snippet', 'snippets', 'wix', 'shopify', 'wordpress', 'squarespace', 'webflow', 'blog', 'storefront']);
/** Keys of a URL events are posted to. */
const HOOK_URL_KEY = /^(?:url|uri|endpoint|endpoint_url|target|target_url|callback|callback_url|webhook|webhook_url|destination|address|notify_url|hook_url)$/;
/**
 * Where a page runs code: a script element, an event-handler attribute (`onerror="…"`, `onload='…'`) and a
 * `javascript:` URL. Any of them can load or send to another site.
 */
const SCRIPT_TAG = /<script\b[^>]{0,400}>[\s\S]{0,4000}?(?:<\/script>|$)|\son[a-z]{3,20}\s*=\s*(?:"[^"]{0,4000}"|'[^']{0,4000}')|javascript:[^"<>]{0,4000}/gi;
/** Code that can run in a page, as a cheap gate before SCRIPT_TAG. */
const RUNS_CODE = /<script\b|\son[a-z]{3,20}\s*=|javascript:/i;
/** A script that reads what a visitor's browser holds (cookies, stored tokens, typed fields) sends it wherever it posts. */
const READS_VISITOR = /document\.cookie|localStorage|sessionStorage|\.value\b|new\s+FormData|indexedDB/;
/** An event handler whose only call opens a URL, goes to it, or initialises a widget, and that fetches or builds nothing. */
const OPENS_ONLY = /^\s*on[a-z]{3,20}\s*=\s*["']\s*(?:(?:window\.)?open\s*\(|(?:(?:window|document|top)\.)?location(?:\.href)?\s*=|(?:(?:window|document)\.)?location\.(?:assign|replace)\s*\(|[A-Z][\w$]{1,30}\.(?:init|show|open)\w{0,30}\s*\()(?![^"']*(?:fetch|XMLHttpRequest|sendBeacon|createElement|eval|atob|import\s*\(|Function|\.src\s*=|;\s*\S))/;
/** Elements that load another site's page, style or object into a page, and the URL they load. */
const EMBED_TAG = /<(?:iframe|frame|embed|object|link)\b[^>]{0,400}?\b(?:src|href|data)\s*=\s*["']?([^"'\s>]{1,2048})/gi;
const EMBEDS = /<(?:iframe|frame|embed|object|link)\b/i;
const SCRIPT_SRC = /\bsrc\s*=\s*["']?([^"'\s>]{1,2048})/i;

/** Labels of a host that name no one (`www`, `example`, `secure`): a request holding them names no host. */
const GENERIC_LABELS = new Set(['example', 'invalid', 'localhost', 'secure', 'static', 'assets', 'files', 'images', 'hooks', 'webhooks', 'mail', 'email', 'admin', 'portal', 'login', 'account', 'accounts', 'support', 'service', 'services', 'online', 'cloud', 'global']);

/** Lower case, without a trailing dot. @param {string} h */
const bare = (h) => h.toLowerCase().replace(/\.$/, '');

/**
 * The business's own sites, as the context states them: `org_domain`, and the domain, website or site of a record
 * describing the business (`business: { domain }`), as registrable domains.
 * @param {import('./context.js').ActionContext} context
 * @param {(host: string) => string | undefined} [registrable]
 * @returns {string[]}
 */
export function ownSites(context, registrable) {
  /** @type {string[]} */
  const out = [];
  const add = (/** @type {unknown} */ v) => {
    for (const raw of (Array.isArray(v) ? v : [v]).slice(0, 10)) {
      if (typeof raw !== 'string' || raw.length > 300) continue;
      const host = raw.includes('@') ? raw.split('@').pop() ?? '' : (parseUrl(raw)?.host ?? raw.trim());
      if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(host)) out.push(siteOf(bare(host), registrable));
    }
  };
  for (const { lower, value } of context.fields) {
    if (ORG_DOMAIN_KEY.test(lower)) add(value);
    if (ORG_RECORDS.includes(lower) && value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value).slice(0, 50)) if (ORG_DOMAIN_KEY.test(k.toLowerCase())) add(v);
  }
  return out;
}

/**
 * Whether the host is neither one of the business's own sites nor named by the user's request (the host whole, its
 * registrable domain, or a label of five letters or more of that domain written as a word). A call made without a request
 * names none of this (false).
 * @param {string} host @param {import('./context.js').ActionContext} context @param {readonly string[]} own
 * @param {(host: string) => string | undefined} [registrable]
 */
export function hostNotRequested(host, context, own, registrable) {
  const request = requestText(context, 2000);
  if (request === undefined || !host) return false;
  const h = bare(host);
  const site = siteOf(h, registrable);
  if (own.some((o) => h === o || h.endsWith(`.${o}`) || site === o) || request.includes(h) || request.includes(site)) return false;
  const said = new Set(request.split(/[^\p{L}\p{N}-]+/u));
  // Only the registrable domain's labels: whoever owns a domain names its subdomains after any word they like.
  // Without a suffix list, the last two labels stand for it.
  const domain = site === h && !/^[\d.]+$/.test(h) ? h.split('.').slice(-2).join('.') : site;
  const labels = domain.split('.').slice(0, -1).flatMap((l) => [l, ...l.split('-')]);
  return !labels.some((l) => l.length >= 5 && !GENERIC_LABELS.has(l) && said.has(l));
}

/**
 * The type of a DNS record the call writes that takes over the domain's mail, name service or main site, or who may
 * send mail as it (takesOver), when the user's request does not write out what it points to (the IP, host or text,
 * compared without spacing or case), or undefined.
 * @param {readonly string[]} toolWords  every word of the tool's name
 * @param {Record<string, unknown>} args @param {import('./context.js').ActionContext} context
 */
export function dnsRecordNotRequested(toolWords, args, context) {
  if (!toolWords.some((w) => DNS_TOOL_WORDS.has(w)) || toolWords.some((w) => NON_WRITING_VERBS.has(w))) return undefined;
  const request = requestText(context, 2000);
  if (request === undefined) return undefined;
  const records = Array.isArray(args['records']) ? args['records'].slice(0, 20) : [args];
  const plain = (/** @type {string} */ s) => s.toLowerCase().replace(/[\s"'`]+/g, '').replace(/\.$/, '');
  const said = plain(request);
  /** @type {string[] | undefined} */
  let readCache;
  const read = () => (readCache ??= choosingTexts(context).map(plain));
  for (const r of records) {
    if (!r || typeof r !== 'object') continue;
    const rec = /** @type {Record<string, unknown>} */ (r);
    const type = String(rec['type'] ?? rec['record_type'] ?? rec['rtype'] ?? '').toLowerCase();
    if (!DNS_TYPES.has(type)) continue;
    const contents = Object.entries(rec).filter(([k, v]) => DNS_CONTENT_KEY.test(k.toLowerCase()) && typeof v === 'string' && v.trim()).map(([, v]) => plain(String(v)));
    const unsaid = contents.filter((c) => c.length >= 3 && !said.includes(c));
    if (!unsaid.length) continue;
    // Any other name (`shop`, `pay`, `login`) is where customers go too: an address or alias only a text others wrote
    // supplies, of a site the request never names, is another's choice whatever the name.
    if (!takesOver(type, String(rec['name'] ?? rec['host'] ?? rec['record'] ?? '@'), contents, zoneOf(args, rec))) {
      if (ROUTING_TYPES.has(type) && unsaid.some((c) => hostNotRequested(c, context, []) && read().some((t) => t.includes(c)))) return type;
      continue;
    }
    // Owners name a service ("connect my domain to the shop builder"), and its setup supplies the host or IP: only a
    // target the owner wrote out and the call replaces, or one a text others wrote supplies, is another's choice.
    if (dictatesTarget(request) || unsaid.some((c) => read().some((t) => t.includes(c)))) return type;
  }
  return undefined;
}

/**
 * Whether the request writes out an address as a record's target, not as the old server being left ("moving off the
 * old server 198.51.100.4", "pindah dari 198.51.100.4"): the new target is then the service's setup, not dictated.
 * @param {string} request
 */
function dictatesTarget(request) {
  for (const m of request.matchAll(DICTATED_TARGET)) if (!LEAVING.test(request.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) return true;
  return false;
}

/** Words just before an address saying it is the one being left: from, off, old, current, previous, in several languages. */
const LEAVING = /\b(?:from|off|old|current|previous|existing|legacy|leaving|away from|replac(?:e|ing))\b|dari|lama|cũ|khỏi|kutoka|zamani|mula sa|luma|dating|قدیم|فعلی|از|পুরনো|পুরানো|থেকে|alt(?:en)?\b|ancien|antiguo|viejo/iu;

/** An address or host a request writes out as the target of a record (`203.0.113.7`, `2001:db8::1`, `mx.mailhost.test`). */
const DICTATED_TARGET = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?!\d|\.\d)|(?<![\p{L}\p{N}:])(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}(?![\p{L}\p{N}:])|(?<![\p{L}\p{N}:])[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*::/giu;

/** The zone a record belongs to. @param {Record<string, unknown>} args @param {Record<string, unknown>} rec */
const zoneOf = (args, rec) => String(rec['zone'] ?? args['zone'] ?? args['domain'] ?? rec['domain'] ?? '').toLowerCase().replace(/\.$/, '');

/**
 * Whether a record decides where the whole domain's mail, name service or main site goes, or who may send mail as it:
 * MX and NS records, address and alias records of the apex, `www` or every name (`*`), and SPF and DMARC texts. A
 * subdomain pointed at a service (`status` to a status page) or a verification token changes nothing of that.
 * @param {string} type @param {string} name @param {readonly string[]} contents as compared @param {string} zone
 */
function takesOver(type, name, contents, zone) {
  if (type === 'mx' || type === 'ns') return true;
  const label = name.trim().toLowerCase().replace(/\.$/, '');
  const apex = label === '' || label === '@' || label === '*' || label === zone || label === 'www' || label === `www.${zone}` || label === `*.${zone}`;
  if (type === 'txt') return contents.some((c) => /^v=(?:spf1|dmarc1)/.test(c)) || label === '_dmarc' || label.startsWith('_dmarc.');
  return apex;
}

/**
 * The hosts that code a website tool puts into the site's pages loads from or sends to (`<script src=…>`, a URL
 * inside a script, an event handler or a `javascript:` URL), each with whether that code reads the visitor's data or
 * hides in an attribute or URL (`readsVisitor`). A file written in a workspace is code under review, not a live page: only web-content tools count.
 * @param {readonly string[]} toolWords @param {readonly import('./tools.js').Entry[]} entries
 */
export function scriptHosts(toolWords, entries) {
  /** @type {Map<string, boolean>} */
  const out = new Map();
  if (!toolWords.some((w) => WEB_CONTENT_WORDS.has(w))) return [];
  for (const e of entries) {
    if (e.value.length > 100_000) continue;
    // A frame, stylesheet or embedded object loads another site into the page as a script does (it is weighed by
    // where its host came from; it reads nothing of the visitor by itself).
    if (EMBEDS.test(e.value))
      for (const m of e.value.matchAll(EMBED_TAG)) {
        const url = m[1] ?? '';
        const host = parseUrl(url.startsWith('//') ? `https:${url}` : url)?.host;
        if (host && !out.has(bare(host))) out.set(bare(host), false);
      }
    if (!RUNS_CODE.test(e.value)) continue;
    for (const m of e.value.matchAll(SCRIPT_TAG)) {
      const tag = m[0];
      const src = tag.startsWith('<') ? SCRIPT_SRC.exec(tag)?.[1] : undefined;
      // Code hidden in an attribute or a URL that reaches another site is no service's embed code.
      // A handler that only opens a link or a vendor's widget (`window.open('https://…')`, `Calendly.initPopupWidget`) is read like a link.
      const reads = READS_VISITOR.test(tag) || (!tag.startsWith('<') && !OPENS_ONLY.test(tag));
      for (const u of [...(src ? [src.startsWith('//') ? `https:${src}` : src] : []), ...findUrls(tag)]) {
        const host = parseUrl(u)?.host;
        if (host) out.set(bare(host), reads || out.get(bare(host)) === true);
      }
    }
  }
  return [...out].map(([host, readsVisitor]) => ({ host, readsVisitor }));
}

/**
 * Whether a text others wrote (a message, a note, a review, a document) names the host: the target came from there,
 * not from the owner or from the setup of a service the owner named.
 * @param {import('./context.js').ActionContext} context @param {string} host
 */
export function hostFromReadText(context, host) {
  const h = bare(host);
  return h.length >= 4 && readTexts(context).some((t) => spelledHosts(t.toLowerCase()).includes(h));
}

/** Kinds of customer-service app a business forwards its messages to, in several languages. */
const SERVICE_APP = /help\s?-?desk|service\s?desk|support\s+(?:desk|tool|app|system|platform|software|inbox)|ticket(?:ing)?\s+(?:system|tool|app|platform)|\bcrm\b|live\s?-?chat|omni-?channel|shared\s+inbox|customer\s+service\s+(?:app|tool|platform|software)|aplikasi\s+(?:cs|layanan pelanggan|tiket)|sistem\s+tiket|phần mềm\s+(?:chăm sóc khách hàng|hỗ trợ|cskh)|hệ thống\s+(?:hỗ trợ|ticket|cskh)|mfumo\s+wa\s+(?:huduma kwa wateja|tiketi)|sistema\s+ng\s+ticket|سیستم\s+(?:پشتیبانی|تیکت)|هلپ\s?دسک|হেল্পডেস্ক|সাপোর্ট\s+সিস্টেম/iu;

/** A host spelled out to pass filters (`cdn dot metrics dot test`, `cdn[.]metrics[.]test`, `cdn (dot) x`) as written plainly. @param {string} t lower-cased */
const spelledHosts = (t) => (/dot|\[\.\]|\(\.\)|titik|chấm|nukta|tuldok/.test(t) ? t.replace(/(?<=[a-z0-9])\s*(?:\[\.\]|\(\.\)|[[(]?\s*(?:dot|titik|chấm|nukta|tuldok)\s*[\])]?)\s*(?=[a-z0-9])/g, '.') : t);

/** Event names that subscribe to everything, or to every message customers send (`*`, `messages.*`, `conversation.created`). */
const MIRRORING_EVENT = /\*|^(?:all|any)$|(?:^|[._:/-])(?:messages?|conversations?|chats?|inbox)(?:$|[._:/-])/i;

/**
 * Whether a webhook subscribes to every event or to customers' messages: the subscription mirrors the business's
 * traffic rather than notifying of one kind of event. A request to connect the business's helpdesk, CRM or live-chat
 * app asks for exactly that mirror: the owner chose it (a host only a read text names is still weighed apart).
 * @param {readonly import('./tools.js').Entry[]} entries @param {import('./context.js').ActionContext} [context]
 */
export function hookMirrors(entries, context) {
  if (context && SERVICE_APP.test(requestText(context, 2000) ?? '')) return false;
  return entries.some((e) => /^(?:events?|topics?|event_types?|triggers?|subscriptions?)$/.test(String(e.path[0] ?? e.key).toLowerCase()) && e.value.length <= 200 && MIRRORING_EVENT.test(e.value));
}

/**
 * The hosts a tool that registers a webhook or event subscription will post to.
 * @param {readonly string[]} toolWords @param {readonly import('./tools.js').Entry[]} entries
 */
export function hookHosts(toolWords, entries) {
  if (!toolWords.some((w) => HOOK_TOOL_WORDS.has(w)) || !toolWords.some((w) => CREATING_VERBS.has(w))) return [];
  return entries
    .filter((e) => HOOK_URL_KEY.test(e.key.toLowerCase()) && e.value.length <= 2048)
    .map((e) => parseUrl(e.value)?.host)
    .filter((h) => typeof h === 'string' && h.length > 0)
    .map((h) => bare(String(h)));
}

/** Keys naming the mailbox a call sends its result to (`send_to`, `deliver_to`, `send_auth_code_to`, `email_report_to`). */
const SEND_TO_KEY = /^(?:send|deliver|delivery|email|mail|forward|notify|share)(?:_[a-z]+){0,3}_to$/;
const ADDRESS = /[^@\s<>"',;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/**
 * The addresses a tool that is no mail tool is told to send what it makes to (a new token, a transfer code, an export).
 * @param {readonly import('./tools.js').Entry[]} entries
 */
export function sendToAddresses(entries) {
  return entries
    .filter((e) => e.value.length <= 2048 && SEND_TO_KEY.test(String(e.path[e.path.length - 1] ?? e.key).replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()))
    .flatMap((e) => (e.value.match(ADDRESS) ?? []).map((a) => a.toLowerCase()));
}

/** A phone number (a `+` and seven digits or more, however grouped) or a mail address, as a body's field holds one. */
const CONTACT_VALUE = /^\+\d[\d\s().-]{6,20}\d$|^[^@\s]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/**
 * Whether a body holds the contacts of several people (two phone numbers or mail addresses or more): a list of
 * customers, not the one parcel, payment or invoice an integration call carries.
 * @param {readonly import('./tools.js').Entry[]} entries
 */
export function postsContactList(entries) {
  const seen = new Set();
  for (const e of entries) {
    if (!BODY_KEY.test(String(e.path[0] ?? '').toLowerCase()) || e.value.length > 80 || !CONTACT_VALUE.test(e.value.trim())) continue;
    seen.add(e.value.replace(/[\s().-]+/g, '').toLowerCase());
    if (seen.size >= 2) return true;
  }
  return false;
}

/**
 * A field of a person's record as an export selects it by name: contact, identity, birth, bank and health fields in
 * the languages records are kept in (`home_address`, `dni`, `iban`, `생년월일`, `fecha_nacimiento`).
 */
const PERSONAL_FIELD = /^(?:(?:full|first|last|given|family|middle)_?name|name|surname|phone|phone_?number|mobile|telephone|tel|e_?mail|email_?address|(?:home|postal|street|mailing)_?address|address|street|postcode|zip|dob|date_?of_?birth|birth_?date|birthday|ssn|national_?id|id_?number|passport(?:_?number)?|iban|account_?number|bank_?account|card_?number|health(?:_?(?:info|data|conditions?))?|medical(?:_?(?:history|notes))?|diagnosis|allergies|emergency_?contacts?|next_?of_?kin|dbs_?status|dni|nie|nif|cpf|curp|pesel|bsn|nino|nombre|apellidos?|telefono|teléfono|direccion|dirección|domicilio|correo|fecha_?(?:de_?)?nacimiento|nom|prénom|prenom|adresse|téléphone|telephone|date_?de_?naissance|vorname|nachname|telefon|anschrift|geburtsdatum|nome|cognome|indirizzo|endereço|endereco|data_?di_?nascita|data_?de_?nascimento|nazwisko|imię|imie|adres|data_?urodzenia|naam|geboortedatum|имя|фамилия|телефон|адрес|дата_?рождения|이름|전화번호|주소|생년월일|건강정보|氏名|電話番号|住所|生年月日|姓名|电话|地址|出生日期|الاسم|الهاتف|العنوان|تاريخ_?الميلاد)$/iu;

/**
 * Whether a body selects a person's record by its fields (three personal fields or more named as values: `fields:
 * ["name", "dni", "iban", "telefono"]`): an export of people's records asked of the receiving service, not the one
 * parcel or payment an integration call carries.
 * @param {readonly import('./tools.js').Entry[]} entries
 */
export function postsPersonalFields(entries) {
  const seen = new Set();
  for (const e of entries) {
    if (!BODY_KEY.test(String(e.path[0] ?? '').toLowerCase()) || e.value.length > 40) continue;
    const field = e.value.trim().toLowerCase().replace(/[\s-]+/g, '_');
    if (!PERSONAL_FIELD.test(field)) continue;
    seen.add(field);
    if (seen.size >= 3) return true;
  }
  return false;
}

/** Keys holding the body an HTTP call sends. */
const BODY_KEY = /^(?:json|body|data|payload|form|form_data|content)$/;

/**
 * The host an HTTP call writes a body to (POST, PUT or PATCH with a `json`, `body`, `data` or `payload` argument), or
 * undefined.
 * @param {Record<string, unknown>} args
 */
export function postedHost(args) {
  const method = String(args['method'] ?? args['http_method'] ?? '').toUpperCase();
  if (!['POST', 'PUT', 'PATCH'].includes(method)) return undefined;
  if (!Object.entries(args).some(([k, v]) => BODY_KEY.test(k.toLowerCase()) && v !== null && v !== '' && !(typeof v === 'object' && !Object.keys(v).length))) return undefined;
  const url = ['url', 'uri', 'endpoint', 'href'].map((k) => args[k]).find((v) => typeof v === 'string');
  return typeof url === 'string' ? parseUrl(url)?.host?.toLowerCase() : undefined;
}
