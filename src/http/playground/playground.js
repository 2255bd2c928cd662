// Playground: runs POST /api/v1/guard with explain and redaction on, and shows the result. Plain
// browser JavaScript served by the service itself: no build step, no dependencies, no external
// requests. Submitted text is only ever inserted as text nodes, never as markup.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const KEY_STORE = 'screening.playground.key';
  const DEFAULT_CHECKS = ['pii_secrets', 'prompt_injection'];

  /** Colour families; anything else is shown in the neutral colour. */
  const GROUPS = {
    secret: ['api_key', 'auth_token', 'private_key', 'password', 'connection_string', 'webhook_url', 'secret_in_arguments', 'credential_access'],
    contact: ['email', 'phone_number', 'street_address', 'person_name', 'ip_address', 'mac_address', 'date_of_birth'],
    financial: ['credit_card', 'iban', 'bank_account', 'crypto_wallet', 'tax_id', 'financial_action'],
    identity: ['national_id', 'passport_number', 'driver_license'],
    injection: ['instruction_override', 'role_play_jailbreak', 'system_prompt_extraction', 'delimiter_injection', 'tool_hijack', 'obfuscation', 'hidden_instructions', 'markup_injection'],
    action: ['destructive_operation', 'dangerous_command', 'privilege_escalation', 'security_bypass', 'persistence', 'remote_code_execution', 'policy_violation'],
    network: ['data_exfiltration', 'exfiltration_link', 'external_communication'],
  };
  const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([g, cats]) => cats.map((c) => [c, g])));
  const groupOf = (category) => GROUP_OF.get(category) || 'other';
  const REASON_ORDER = ['test_value', 'placeholder', 'validator_failed', 'allowlist', 'stopword', 'length_or_entropy', 'context_required', 'table_only', 'organisation', 'below_score_floor', 'overlap'];
  const SEVERITY = { low: 1, medium: 2, high: 3, critical: 4 };

  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') node.className = v;
      else node.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat()) if (c !== undefined && c !== null) node.append(c instanceof Node ? c : String(c));
    return node;
  };

  // ---- API key: this tab only ------------------------------------------------------------
  const keyInput = $('key');
  try {
    keyInput.value = sessionStorage.getItem(KEY_STORE) || '';
  } catch {
    /* storage disabled: the key lives in the field only */
  }
  keyInput.addEventListener('change', () => {
    try {
      if (keyInput.value) sessionStorage.setItem(KEY_STORE, keyInput.value.trim());
      else sessionStorage.removeItem(KEY_STORE);
    } catch {
      /* ignore */
    }
    loadChecks();
  });
  $('forget').addEventListener('click', () => {
    keyInput.value = '';
    try {
      sessionStorage.removeItem(KEY_STORE);
    } catch {
      /* ignore */
    }
    setStatus('Key forgotten.');
    keyInput.focus();
  });

  // ---- checks: the built-in four until the service lists its own --------------------------
  async function loadChecks() {
    const key = keyInput.value.trim();
    if (!key) return;
    try {
      const r = await fetch('/api/v1/checks', { headers: { authorization: `Bearer ${key}` } });
      if (!r.ok) return;
      const body = await r.json();
      const selected = new Set(selectedChecks());
      const list = $('check-list');
      list.replaceChildren(
        ...body.checks.map((c) =>
          el('label', { title: c.description }, el('input', { type: 'checkbox', name: 'check', value: c.name, checked: selected.has(c.name) || (selected.size === 0 && DEFAULT_CHECKS.includes(c.name)), 'data-input': c.input }), ` ${c.name}`),
        ),
      );
      syncActionField();
    } catch {
      /* offline or not reachable: keep the defaults */
    }
  }
  const selectedChecks = () => [...document.querySelectorAll('input[name=check]:checked')].map((i) => i.value);
  const needsAction = () => [...document.querySelectorAll('input[name=check]:checked')].some((i) => (i.dataset.input || (i.value === 'agent_action' ? 'agent_action' : 'text')) === 'agent_action');
  function syncActionField() {
    const on = needsAction();
    $('action-editor').hidden = !on;
    $('action-off').hidden = on;
  }
  $('check-list').addEventListener('change', syncActionField);
  syncActionField();

  // ---- run ---------------------------------------------------------------------------------
  const setStatus = (msg, bad = false) => {
    const s = $('status');
    s.textContent = msg;
    s.classList.toggle('bad', bad);
  };

  function parseObject(id, label, optional) {
    const raw = $(id).value.trim();
    if (!raw && optional) return undefined;
    let value;
    try {
      value = JSON.parse(raw || 'null');
    } catch (e) {
      throw new Error(`${label}: not valid JSON (${e.message})`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${label}: must be a JSON object`);
    return value;
  }


  async function run(event) {
    if (event) event.preventDefault();
    const key = keyInput.value.trim();
    const checks = selectedChecks();
    const text = $('text').value;
    $('action-error').hidden = true;
    if (!key) return fail('Enter an API key first.', keyInput);
    if (checks.length === 0) return fail('Select at least one check.');
    const body = { checks, explain: true };
    const wantsText = checks.some((c) => c !== 'agent_action');
    if (wantsText) body.text = text;
    if (checks.includes('pii_secrets')) body.redact = true;
    if (needsAction()) {
      try {
        const action = { tool: $('tool').value.trim(), arguments: parseObject('arguments', 'Arguments', false) };
        const context = parseObject('action-context', 'Context', true);
        if (context) action.context = context;
        if (!action.tool) throw new Error('Tool: enter the tool name');
        body.agent_action = action;
      } catch (e) {
        const err = $('action-error');
        err.textContent = e.message;
        err.hidden = false;
        return fail('Fix the tool call first.');
      }
    }
    const button = $('run');
    button.disabled = true;
    setStatus('Running…');
    try {
      const r = await fetch('/api/v1/guard', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const json = await r.json().catch(() => null);
      if (!r.ok) {
        const e = json && json.error;
        const details = e && Array.isArray(e.details) ? e.details.map((d) => `${d.path} ${d.message}`).join('; ') : '';
        return fail(`${r.status}: ${(e && e.message) || r.statusText}${details ? ` (${details})` : ''}`);
      }
      render(json, wantsText ? text : '', checks.includes('pii_secrets'));
      // On a phone the result is below the form: bring it into view.
      if (!window.matchMedia('(min-width: 960px)').matches) $('result-title').scrollIntoView({ block: 'start' });
      setStatus(`Done in ${json.processing_time_ms} ms · ${json.usage_units} usage unit${json.usage_units === 1 ? '' : 's'} · detector ${json.detector_version}`);
    } catch (e) {
      fail(`The service could not be reached (${e.message}).`);
    } finally {
      button.disabled = false;
    }
  }

  function fail(message, focus) {
    setStatus(message, true);
    if (focus) focus.focus();
  }

  $('form').addEventListener('submit', run);
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run(e);
  });

  // ---- rendering ---------------------------------------------------------------------------
  /** Every span of the text that a check reported, or that pii_secrets considered and dropped. */
  function collectSpans(result, text) {
    const spans = [];
    for (const check of result.checks) {
      check.findings.forEach((f, i) => {
        // A finding about the whole text (a classifier's judgement) is listed with its check, not highlighted.
        if (f.utf16_start === undefined || (f.utf16_start === 0 && f.utf16_end >= text.length)) return;
        spans.push({ kind: 'finding', check: check.check, start: f.utf16_start, end: f.utf16_end, finding: f, index: i });
      });
      for (const s of (check.explanation && check.explanation.suppressed) || []) {
        if (s.utf16_start === undefined) continue;
        spans.push({ kind: 'suppressed', check: check.check, start: s.utf16_start, end: s.utf16_end, suppressed: s });
      }
    }
    return spans;
  }

  /** Splits the text at every span edge; consecutive pieces with the same covering spans merge. */
  function segments(text, spans) {
    const edges = new Set([0, text.length]);
    for (const s of spans) {
      edges.add(Math.max(0, Math.min(text.length, s.start)));
      edges.add(Math.max(0, Math.min(text.length, s.end)));
    }
    const points = [...edges].sort((a, b) => a - b);
    const out = [];
    for (let i = 0; i + 1 < points.length; i++) {
      const a = points[i];
      const b = points[i + 1];
      const cover = spans.filter((s) => s.start <= a && s.end >= b);
      const prev = out[out.length - 1];
      if (prev && sameCover(prev.cover, cover)) prev.end = b;
      else out.push({ start: a, end: b, cover });
    }
    return out;
  }
  const sameCover = (x, y) => x.length === y.length && x.every((s) => y.includes(s));

  function render(result, text, redacting) {
    const decision = $('decision');
    decision.textContent = result.decision;
    decision.dataset.decision = result.decision;

    const spans = collectSpans(result, text);
    const view = $('highlighted');
    view.replaceChildren();
    let markNo = 0;
    for (const seg of segments(text, spans)) {
      const piece = text.slice(seg.start, seg.end);
      const findings = seg.cover.filter((s) => s.kind === 'finding');
      if (seg.cover.length === 0) {
        view.append(piece);
        continue;
      }
      const top = findings.slice().sort((a, b) => (SEVERITY[b.finding.severity] || 0) - (SEVERITY[a.finding.severity] || 0))[0];
      // Several rules may drop the same text: name the most telling reason (a known test value before a lost overlap).
      const dropped = seg.cover.filter((c) => c.kind === 'suppressed').sort((a, b) => REASON_ORDER.indexOf(a.suppressed.reason) - REASON_ORDER.indexOf(b.suppressed.reason))[0];
      const label = top ? `${top.finding.category} (${top.check}), ${top.finding.severity}` : `dropped candidate: ${dropped?.suppressed.reason}`;
      const mark = el(
        'mark',
        {
          class: top ? undefined : 'suppressed',
          'data-category': top ? top.finding.category : undefined,
          'data-group': top ? groupOf(top.finding.category) : undefined,
          'data-suppressed': top ? undefined : dropped?.suppressed.reason,
          tabindex: 0,
          role: 'button',
          'aria-pressed': 'false',
          'aria-label': `${label}. Show the explanation.`,
          title: label,
          'data-seg': markNo++,
        },
        piece,
      );
      mark.addEventListener('click', () => select(mark, seg, result));
      mark.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          select(mark, seg, result);
        }
      });
      view.append(mark);
    }

    const red = $('redacted');
    red.replaceChildren();
    if (!redacting) red.append(el('span', { class: 'help' }, 'Redaction needs the pii_secrets check.'));
    else if (typeof result.redacted_text === 'string') {
      // Show placeholders apart from the text around them.
      for (const part of result.redacted_text.split(/(\[[A-Z0-9_]+(?:_\d+)?\])/)) if (part) red.append(/^\[[A-Z0-9_]+(?:_\d+)?\]$/.test(part) ? el('span', { class: 'placeholder' }, part) : part);
    }

    renderChecks(result);
    renderLegend(spans);
    $('explain-body').replaceChildren(el('p', { class: 'help' }, spans.length ? 'Select a highlight to see why it was reported or dropped.' : 'Nothing was highlighted in the text.'));
  }

  function renderChecks(result) {
    const box = $('check-results');
    box.replaceChildren(
      ...result.checks.map((c) => {
        const ex = c.explanation;
        const card = el(
          'article',
          { class: 'check-card', 'data-verdict': c.verdict, 'data-check': c.check },
          el('header', {}, el('h4', {}, c.check), el('span', { class: `verdict ${c.verdict}` }, `${c.verdict} · risk ${c.risk}`)),
          c.reasons.length ? el('ul', {}, c.reasons.map((r) => el('li', {}, r))) : el('p', { class: 'help' }, 'No reasons: nothing found.'),
        );
        if (ex) {
          const details = el('details', {}, el('summary', {}, `How it decided (${ex.signals.length} signal${ex.signals.length === 1 ? '' : 's'}, ${ex.suppressed_total} dropped candidate${ex.suppressed_total === 1 ? '' : 's'})`));
          if (ex.signals.length) details.append(el('h5', {}, 'Signals'), signalsTable(ex.signals));
          if (ex.steps.length) details.append(el('h5', {}, 'Scoring'), stepsTable(ex.steps));
          if (ex.suppressed.length) details.append(el('h5', {}, 'Dropped candidates'), suppressedList(ex.suppressed));
          card.append(details);
        }
        return card;
      }),
    );
  }

  function renderLegend(spans) {
    const cats = [...new Set(spans.filter((s) => s.kind === 'finding').map((s) => s.finding.category))].sort();
    $('legend').replaceChildren(...cats.map((c) => el('mark', { 'data-group': groupOf(c), 'aria-hidden': 'true' }, c.replace(/_/g, ' '))));
  }

  const num = (n) => (typeof n === 'number' ? (Math.round(n * 100) / 100).toString() : '');
  const signed = (n) => (typeof n === 'number' ? (n >= 0 ? `+${num(n)}` : num(n)) : '');

  function stepsTable(steps) {
    return el(
      'table',
      { class: 'steps' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Step'), el('th', { scope: 'col' }, 'Detail'), el('th', { scope: 'col' }, 'Effect'), el('th', { scope: 'col' }, 'Score'))),
      el(
        'tbody',
        {},
        steps.map((s) =>
          el('tr', {}, el('td', {}, s.step), el('td', {}, s.detail), el('td', { class: 'num' }, s.delta !== undefined ? signed(s.delta) : s.factor !== undefined ? `×${num(s.factor)}` : ''), el('td', { class: 'num' }, num(s.score))),
        ),
      ),
    );
  }

  function signalsTable(signals) {
    return el(
      'table',
      { class: 'steps' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Signal'), el('th', { scope: 'col' }, 'Detail'), el('th', { scope: 'col' }, 'Weight'), el('th', { scope: 'col' }, 'Counted'))),
      el('tbody', {}, signals.map((s) => el('tr', {}, el('td', {}, s.name), el('td', {}, s.detail, s.masked ? ` · ${s.masked}` : ''), el('td', { class: 'num' }, num(s.weight)), el('td', {}, s.counted ? 'yes' : 'no')))),
    );
  }

  function suppressedList(list) {
    return el(
      'ul',
      {},
      list.map((s) => el('li', {}, el('span', { class: 'tag reason' }, s.reason.replace(/_/g, ' ')), ` ${s.rule_id}`, s.pack_version ? ` v${s.pack_version}` : '', ` — ${s.detail}`, s.masked ? ` · ${s.masked}` : '')),
    );
  }

  function select(mark, seg, result) {
    for (const m of document.querySelectorAll('#highlighted mark[aria-pressed=true]')) m.setAttribute('aria-pressed', 'false');
    mark.setAttribute('aria-pressed', 'true');
    const body = $('explain-body');
    body.replaceChildren();
    const findings = seg.cover.filter((s) => s.kind === 'finding');
    for (const s of findings) {
      const f = s.finding;
      const ex = f.explanation;
      body.append(
        el('h4', {}, `${f.reason}`),
        el(
          'dl',
          { class: 'kv' },
          el('dt', {}, 'Check'), el('dd', {}, s.check),
          el('dt', {}, 'Category'), el('dd', {}, f.category + (f.type ? ` / ${f.type}` : '')),
          el('dt', {}, 'Rule'), el('dd', {}, f.rule_id || '—', ex && ex.pack_version ? ` (pack ${ex.pack_id} v${ex.pack_version})` : ''),
          el('dt', {}, 'Confidence'), el('dd', {}, `${f.confidence}${ex ? ` (score ${num(ex.score)}, base ${num(ex.base_confidence)})` : ''}`),
          el('dt', {}, 'Severity'), el('dd', {}, f.severity),
          el('dt', {}, 'Value'), el('dd', {}, f.masked || '—', f.placeholder ? ` → ${f.placeholder}` : ''),
          f.encoding ? [el('dt', {}, 'Encoding'), el('dd', {}, f.encoding)] : null,
        ),
      );
      if (ex && ex.steps.length) body.append(stepsTable(ex.steps));
    }
    // Dropped candidates over this stretch of text, from every check.
    const a = seg.start;
    const b = seg.end;
    const dropped = [];
    for (const c of result.checks) for (const s of (c.explanation && c.explanation.suppressed) || []) if (s.utf16_start !== undefined && s.utf16_start < b && a < s.utf16_end) dropped.push(s);
    if (dropped.length) body.append(el('h4', {}, `Dropped candidates here (${dropped.length})`), suppressedList(dropped));
    const signals = [];
    for (const c of result.checks) for (const s of (c.explanation && c.explanation.signals) || []) if (s.utf16_start !== undefined && s.utf16_start < b && a < s.utf16_end) signals.push(s);
    if (signals.length) body.append(el('h4', {}, 'Signals weighed here'), signalsTable(signals));
    $('explain').scrollIntoView({ block: 'nearest' });
  }
})();
