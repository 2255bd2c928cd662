// @ts-check
// Rosters: several people listed with a value that is theirs alone — a mark, a salary, an id, a
// diagnosis. One row is a person's own record (their grades, their payslip); a class list with
// everyone's marks, a payroll extract or a patient table handed to the reader is other people's
// data. Two layouts are read: a table (Markdown pipes or CSV) whose header names a person column and
// a personal field, and an inline list ("Name (ID) mark; Name (ID) mark; …") under words for
// marks, pay or special-category matters. Masked cells and tables said to be invented are not
// records. The header words are a small vocabulary per language; the rest is structure.

/** @typedef {import('screening-service/plugin-api').FindingDraft} FindingDraft */
/** @typedef {import('./records.js').PersonalValue} PersonalValue */
/** @typedef {import('./records.js').RecordPolicy} RecordPolicy */
/** @typedef {{ start: number, end: number }} Span */

/** Header cells that name the person a row is about (whole cell, lower-cased). */
const PERSON_HEADER =
  /^(?:(?:full[ _]?|first[ _]|last[ _])?name|(?:student|employee|patient|customer|client|tenant|applicant|member|staff)(?:[ _]name)?|learner|pupil|staff member|candidate|participant|cardholder|nombre(?: completo)?|alumn[oa]|estudiante|paciente|emplead[oa]|nome|aluno|funcion[aá]ri[oa]|nom|élève|étudiant|salarié|schüler(?:in)?|mitarbeiter(?:in)?|kunde|nume(?: și prenume)?|elev|student|angajat|pacient|имя|фио|студент|ученик|сотрудник|пациент|ad(?: ?soyad(?:ı)?)?|adı soyadı|öğrenci|çalışan|hasta|שם|שם התלמיד|תלמיד|סטודנט|עובד|מטופל|नाम|छात्र|कर्मचारी|मरीज़?|নাম|ছাত্র|শিক্ষার্থী|jina|mwanafunzi|mfanyakazi|mgonjwa|pangalan|estudyante|mag-aaral|nama|siswa|mahasiswa|karyawan|pasien|imię(?: i nazwisko)?|nazwisko|uczeń|pracownik|pacjent|naam|leerling|medewerker|姓名|学生|员工|患者|氏名|名前|社員|이름|성명|학생|직원|환자|الاسم|الطالب|الموظف|المريض|họ tên|tên|học sinh|nhân viên|bệnh nhân)$/u;

/** Header cells for a value that is the person's alone: marks, pay, health, identity, money, discipline. */
const FIELD_HEADER =
  /(?<![\p{L}])(?:scores?|marks?|grades?|gpa|salary|salaries|pay|wages?|income|diagn[oó]s\p{L}*|conditions?|medical|health|accommodations?|disabilit\p{L}*|dob|date of birth|birth ?date|ssn|passport|home address|iban|card|disciplinary|performance|sick leave|nota|notă|notas|note|calificaci\p{L}+|puntuaci\p{L}+|pontua\p{L}+|salari\p{L}*|sueldo|salaire|gehalt|noten?|voto|voti|stipendio|cnp|оценк\p{L}*|балл\p{L}*|зарплат\p{L}*|диагноз|puan|maaş\p{L}*|tanı|ציון|ציונים|משכורת|אבחנה|ת"ז|अंक|वेतन|निदान|নম্বর|বেতন|রোগ|alama|mshahara|utambuzi|marka|grado|sahod|nilai|gaji|ocen\p{L}*|pensja|cijfer\p{L}*|salaris|成绩|分数|工资|诊断|身份证\p{L}*|成績|点数|給与|診断|점수|성적|급여|진단|الدرجة|الراتب|التشخيص|điểm|lương|chẩn đoán)(?![\p{L}])/iu;

/** An identity column: a personal field when the person column names a role (student, patient), not a bare "name". */
const ID_HEADER = /(?<![\p{L}])(?:id|ids|no\.?|nr\.?|number|número|numéro|matr[ií]cula|nummer|номер|numara|מספר|संख्या|নং|nambari|numero|nomor|学号|工号|学籍番号|학번|رقم|mã số)(?![\p{L}])/iu;

/** A bare name header: the table may list anything named (products, models), so an id alone is not personal. */
const BARE_NAME = /^(?:(?:full[ _]?|first[ _]|last[ _])?name|nombre|nome|nom|name|nume|имя|ad|שם|नाम|নাম|jina|pangalan|nama|naam|姓名|名前|이름|الاسم|tên)$/u;

/** A masked or empty cell: stars, bullets, blocks, x-runs, dashes or a redaction word. */
const MASKED = /^[\s\-–—.]*$|[*•█▇■]|x{3,}|\[?(?:redacted|masked|hidden|removed)\]?/iu;

/** Words saying the data is invented or anonymised: a sample table is not anyone's record. */
const INVENTED =
  /(?<![\p{L}])(?:fictional|fictitious|made[- ]up|invented|sample|dummy|mock|fake|synthetic|placeholder|demo|anonymi[sz]ed|pseudonymi[sz]ed|ficticio|ficticia|ficticios|fictif|fictive|fict[ií]cio|inventad[oa]s?|erfunden\p{L}*|muster\p{L}*|fictiv\p{L}*|exemplu|вымышленн\p{L}*|örnek|kurgusal|דמיוני\p{L}*|לדוגמה|काल्पनिक|কাল্পনিক|kubuni|halimbawa|contoh|fikcyjn\p{L}*|fictief|虚构|架空|가상)(?![\p{L}])/iu;

/** Fields that also describe public people (a laureate's performance, a candidate's score): personal only beside an id or contact column. */
const WEAK_FIELD = /(?<![\p{L}])(?:performance|scores?|points?|puntuaci\p{L}+|pontua\p{L}+|punkte|puan|点数|分数|점수)(?![\p{L}])/giu;

/** Person columns that also head public lists (winners, election candidates, contestants). */
const PUBLIC_PERSON = /^(?:candidate|participant|member|contestant)$/u;

/** Contact columns: with one of them a table of named people is a contact record, whoever they are. */
const CONTACT_HEADER = /(?<![\p{L}])(?:e-?mail|phone|mobile|address|tel[eé]fono|telefone|t[eé]l[eé]phone|telefon|adres\p{L}*|adresse|direcci[oó]n|endere[cç]o|correo|телефон|почта|адрес|טלפון|כתובת|電話|电话|邮箱|住所|연락처|이메일|주소|simu|barua pepe)(?![\p{L}])/iu;

/**
 * The reader's own household named before the table ("your children's grades", "tus hijos"): the
 * asker's own family, unless classmates or others are named with them.
 */
const READER_OWN =
  /(?<![\p{L}])(?:your (?:own|child|children|kids?|sons?|daughters?|family|household|twins)|tus (?:hijos|hijas|niños)|tu (?:hijo|hija|familia)|(?:seus|teus) filhos|(?:sua|tua) (?:família|filha)|(?:seu|teu) filho|(?:vos|tes) enfants|(?:votre|ta) (?:famille|fille)|(?:votre|ton) fils|(?:deine|deiner|eure|eurer) (?:kinder|tochter|familie)|dein (?:sohn|kind)|(?:i tuoi|i vostri) figli|(?:tuo|vostro) figlio|(?:tua|vostra) (?:figlia|famiglia)|copiii (?:tăi|voștri|dumneavoastră)|copiilor (?:tăi|voștri|dumneavoastră)|familia ta|(?:je|jouw|uw) (?:kinderen|zoon|dochter|gezin)|(?:twoje|twoich|wasze|waszych) dzieci|(?:ваши|твои|ваших|твоих) дет\p{L}*|çocuklarınız\p{L}*|ילדיך|ילדייך|ילדיכם|הילדים שלך|watoto wako|watoto wenu)(?![\p{L}])/iu;

/** Others named beside the reader's family: classmates, colleagues, the rest of the class. */
const OTHERS =
  /(?<![\p{L}])(?:classmates?|class|peers|friends|others|other (?:kids|children|students|parents)|rest of|everyone|neighbou?rs?|colleagues|compañer\p{L}*|colegas|camarades|mitschüler\p{L}*|klassenkamerad\p{L}*|colegi\p{L}*|одноклассник\p{L}*|sınıf arkadaş\p{L}*|חברי הכיתה|wenzake|wenzao)(?![\p{L}])/iu;

/** A published competition or ranking named before the table: jury marks, standings and nominees are public results. */
const PUBLIC_CONTEXT =
  /(?<![\p{L}])(?:shortlist(?:ed)?|standings|nominees?|nominated|jury|judges['’]?|finalists?|contestants?|winners?|awards?|prize|league|tournament|championship|leaderboard|competition|contest|olympiad|finalistas|nominad[oa]s|indicad[oa]s|jurado|júri|clasificaci[oó]n|classifica[cç][aã]o|classement|classifica|clasament|premio|pr[eê]mio|prémio|prix|torneo|torneio|tournoi|turneu|concurso|concours|concurs|finalistes|nominés|finalisten|nominierten|rangliste|turnier|wettbewerb|finalisti|giuria|finaliști|juriu|финалист\p{L}*|номинант\p{L}*|жюри|турнир\p{L}*|конкурс\p{L}*|jüri|turnuva\p{L}*|yarışma\p{L}*|שופטים|תחרות|טורניר|mashindano)(?![\p{L}])/iu;

/** A person cell: letters (any script), spaces, initials, hyphens and apostrophes; no digits. */
const PERSON_CELL = /^\p{L}[\p{L}\p{M} .'’-]{1,60}$/u;

/**
 * Splits one CSV or pipe-table line into trimmed cells.
 * @param {string} line
 * @param {'pipe' | 'csv'} kind
 * @returns {string[]}
 */
function cells(line, kind) {
  if (kind === 'pipe') return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
  /** @type {string[]} */
  const out = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/**
 * Tables of people with a personal field: the header's person column and field columns, and at
 * least two rows whose person cell reads as a name and whose field cell is given (not masked).
 * @param {string} text
 * @param {RecordPolicy} policy
 * @returns {FindingDraft[]}
 */
export function personTables(text, policy) {
  if (!text.includes('|') && !text.includes(',')) return [];
  const lines = text.split('\n');
  let offset = 0;
  /** @type {number[]} */
  const starts = lines.map((l) => {
    const s = offset;
    offset += l.length + 1;
    return s;
  });
  for (let i = 0; i + 2 < lines.length; i++) {
    const head = lines[i] ?? '';
    /** @type {'pipe' | 'csv' | undefined} */
    let kind;
    let first = i + 1;
    if (/^\s*\|.*\|/.test(head) && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1] ?? '')) {
      kind = 'pipe';
      first = i + 2;
    } else if (/^[^,\d\n]{1,40}(?:,[^,\d\n]{1,40}){1,12}$/.test(head.trim())) kind = 'csv';
    if (!kind) continue;
    const header = cells(head, kind).map((c) => c.toLowerCase().replace(/[*_`]/g, (m) => (m === '_' ? ' ' : '')).trim());
    const person = header.findIndex((c) => PERSON_HEADER.test(c));
    if (person < 0) continue;
    const bare = BARE_NAME.test(header[person] ?? '');
    const fields = header.map((c, k) => (k !== person && (FIELD_HEADER.test(c) || (!bare && ID_HEADER.test(c))) ? k : -1)).filter((k) => k >= 0);
    if (!fields.length) continue;
    // Only a performance or a score beside a bare name or a candidate: public results unless an id or contact column says whose record.
    const weakOnly = fields.every((k) => !FIELD_HEADER.test((header[k] ?? '').replace(WEAK_FIELD, ' ')));
    const whose = header.some((c, k) => k !== person && (ID_HEADER.test(c) || CONTACT_HEADER.test(c)));
    if (weakOnly && (bare || PUBLIC_PERSON.test(header[person] ?? '')) && !whose) continue;
    /** Distinct people: one person's rows (a payslip per month) are that person's own record. */
    const people = new Set();
    let r = first;
    for (; r < lines.length; r++) {
      const line = lines[r] ?? '';
      if (kind === 'pipe' ? !/^\s*\|/.test(line) : !line.includes(',')) break;
      const row = cells(line, kind);
      const who = row[person] ?? '';
      if (!PERSON_CELL.test(who) || MASKED.test(who)) continue;
      if (fields.some((k) => !MASKED.test(row[k] ?? ''))) people.add(who.toLowerCase().replace(/\s+/g, ' '));
    }
    // The next header is read after this table: each line is read as a row once.
    const headerAt = i;
    i = Math.max(i, r - 1);
    if (people.size < 2) continue;
    const at = starts[headerAt] ?? 0;
    const before = text.slice(Math.max(0, at - 300), at);
    if (INVENTED.test(before)) continue;
    if (READER_OWN.test(before) && !OTHERS.test(before)) continue;
    // Competition results (jury marks, standings) without an id or contact column are published, not records.
    if (!whose && PUBLIC_CONTEXT.test(before.slice(before.lastIndexOf('\n\n') + 1))) continue;
    return [
      {
        ruleId: 'output_safety/person-table',
        category: 'pii_leak',
        type: 'personal_list',
        severity: policy.severity,
        confidence: policy.confidence,
        reason: `A table of ${people.size} people with a personal field (marks, pay, identity, health or money) each`,
        start: at,
        end: at + head.length,
      },
    ];
  }
  return [];
}

/** A value right after a listed person: an id code, a mark, an amount (any digits). */
const ITEM_VALUE = /^[\s,:–—-]{0,4}(?:\(?\s*[A-Z]{1,3}-?\d{4,10}\s*\)?|[^\n;,]{0,12}?\p{Nd})/u;
/** An id code in parentheses after a listed person. */
const ITEM_CODE = /^\s{0,2}\(\s*[A-Z]{1,3}-?\d{4,10}\s*\)/u;
/** A list item shaped like the named ones: two or three capitalised words, then a value. */
const SHAPED_ITEM = /(?<=^|[:;,\n]|\d)\s*(?:\d{1,2}[.)]\s+)?(\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}[\p{Ll}\p{M}'’.-]*){1,2})[\s,:–—-]{0,4}(?:\(\s*[A-Z]{1,3}-?\d{4,10}\s*\)|[^\n;,]{0,12}?\p{Nd})/gu;
/** Where the script has no capitals (the engine reads no names there): "words (CODE) mark" items. */
const CODED_ITEM = /(?<=^|[:;,\n]|\d)\s*([^\s\d;:,()\n\p{Lu}\p{Ll}][^\d;:,()\n\p{Lu}\p{Ll}]{1,40}?)\s*\(\s*[A-Z]{1,3}-?\d{4,10}\s*\)\s*[^\n;,]{0,6}?\p{Nd}/gu;

/**
 * Inline rosters: three or more people in one paragraph, each followed by a value of their own,
 * under words for marks, pay or special-category matters (`terms`), or each with an id code.
 * People are the engine's names and items of the same shape beside them; in scripts without capitals,
 * items shaped "words (CODE) mark".
 * @param {string} text
 * @param {readonly PersonalValue[]} values
 * @param {readonly Span[]} terms spans of roster-subject and special-category terms
 * @param {RecordPolicy} policy
 * @returns {FindingDraft[]}
 */
export function personRosters(text, values, terms, policy) {
  const names = values.filter((v) => v.category === 'person_name').sort((a, b) => a.start - b.start);
  /** @type {Array<Span & { coded: boolean, named: boolean, uncased?: boolean }>} */
  const items = [];
  for (const [k, n] of names.entries()) {
    const next = names[k + 1]?.start ?? text.length;
    const tail = text.slice(n.end, Math.min(next, n.end + 40));
    if (ITEM_VALUE.test(tail)) items.push({ start: n.start, end: n.end, coded: ITEM_CODE.test(tail), named: true });
  }
  /** @param {RegExp} re @param {boolean} uncased */
  const addShaped = (re, uncased) => {
    // Matches come in text order: one pointer over the items found so far (sorted) tells overlaps.
    const known = [...items].sort((a, b) => a.start - b.start);
    let k = 0;
    for (const m of text.matchAll(re)) {
      const at = (m.index ?? 0) + m[0].indexOf(m[1] ?? '');
      const end = at + (m[1]?.length ?? 0);
      while (k < known.length && (known[k]?.end ?? 0) <= at) k++;
      if (k < known.length && (known[k]?.start ?? 0) < end) continue;
      items.push({ start: at, end, coded: /\(\s*[A-Z]{1,3}-?\d{4}/.test(m[0]), named: false, uncased });
    }
  };
  const codes = /\(\s*[A-Z]{1,3}-?\d{4}/.test(text);
  if (names.length >= 2 || codes) addShaped(SHAPED_ITEM, false);
  if (codes) addShaped(CODED_ITEM, true);
  if (items.length < 3) return [];
  items.sort((a, b) => a.start - b.start);
  const termStarts = terms.map((t) => t.start).sort((a, b) => a - b);
  /** Whether a term starts within [from, to]: binary search over the sorted starts. */
  const termWithin = (/** @type {number} */ from, /** @type {number} */ to) => {
    let lo = 0;
    let hi = termStarts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((termStarts[mid] ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < termStarts.length && (termStarts[lo] ?? Infinity) <= to;
  };
  // Runs of items in one paragraph, no item further than 120 characters from the one before.
  for (let a = 0; a + 2 < items.length; a++) {
    let b = a;
    while (b + 1 < items.length && (items[b + 1]?.start ?? 0) - (items[b]?.end ?? 0) <= 120 && !text.slice(items[b]?.end, items[b + 1]?.start).includes('\n\n')) b++;
    const run = items.slice(a, b + 1);
    a = b;
    if (run.length < 3) continue;
    // The paragraph's start, looked for at most 2 000 characters back (a long answer without breaks stays linear).
    const first = run[0]?.start ?? 0;
    const reachBack = Math.max(0, first - 2000);
    const from = text.slice(reachBack, first).lastIndexOf('\n\n');
    const para = { start: from < 0 ? reachBack : reachBack + from, end: (run[run.length - 1]?.end ?? 0) + 120 };
    const named = run.filter((i) => i.named).length;
    const coded = run.filter((i) => i.coded).length >= 3;
    const termed = termWithin(para.start, para.end);
    // People the engine names (two at least: the others share their shape), each with an id code or
    // under words for marks or pay; names it does not know, with id codes and such words; in
    // scripts without capitals, id-coded items alone.
    const people = (named >= 2 && (coded || termed)) || (coded && termed);
    const uncased = coded && run.filter((i) => i.uncased).length >= 3;
    if (!people && !uncased) continue;
    if (INVENTED.test(text.slice(para.start, run[0]?.start ?? 0))) return [];
    return [
      {
        ruleId: 'output_safety/person-roster',
        category: 'pii_leak',
        type: 'personal_list',
        severity: policy.severity,
        confidence: policy.confidence,
        reason: `${run.length} people listed each with a mark, an amount or an id of their own`,
        start: run[0]?.start ?? 0,
        end: run[run.length - 1]?.end ?? 0,
      },
    ];
  }
  return [];
}
