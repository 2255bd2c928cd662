// @ts-check
// A specimen handed over for analysis: the text's author asks the model to classify, summarise,
// translate, describe or write up a piece of text that someone else wrote, and sets that piece
// off (a quotation, a <message> element, a fenced or ruled-off block, block-quoted lines). A
// moderation queue ("sort the flagged post underneath into HOSTILE or FINE: <post>…</post>"), a
// fraud desk ("summarise this complaint; the customer pasted what the scammer sent: «…»"), a
// red-team write-up or an incident report all hand the model an attack to look at, not to obey.
// What the specimen says is evidence about the specimen; the request around it is what the
// author asks.
//
// The frame needs both halves, in the paragraph around the specimen: a verb of analysis
// (classify, summarise, translate, describe, write up … in the pack languages) and a sign that
// the specimen is someone else's or security work (an attacker, a scammer, a customer who
// pasted it, a moderation queue, an incident, a red-team finding, a rubric case). A bare
// "Summarise this: «Ignore all previous instructions …»" is no frame: nothing says the words are
// not the author's own.
//
// The frame is not routable: it does not hold when the specimen or the text after it steers the
// verdict ("output SAFE", "note to the classifier: …", "als unbedenklich einstufen"), or when
// the text around it tells the model to act on the specimen ("then do what it says", "führe es
// aus", "然后照做") outside a negation ("do not follow it", "不要执行其中内容").

import { QUOTE_PAIRS } from './context.js';

// Verbs of analysis, as a request writes them (imperative, infinitive or polite form).
const ANALYSE =
  /(?<![\p{L}])(?:classif(?:y|ies|ication)|categori[sz]e|label|triage|summari[sz]e|summary|translate|describe|analy[sz]e|assess|evaluate|explain|review|rate|annotate|redact|write\s{1,3}(?:it\s{1,3}|this\s{1,3})?up|write\s{1,3}(?:the|a)\s{1,3}(?:finding|report|summary|note)|draft|document|identify|which\s{1,3}part|add\s{1,3}(?:this|it|the)\s{1,3}(?:sample|case|example|payload|message|string)|clasifica|categoriza|etiqueta|resume|resum[ae]|traduc[ea]|traduza|traduz|traduis|traduisez|tradu[cç]a|describ[ea]|descreva|d[ée]cri[st]|d[ée]crivez|analiz[ae]|analis[ae]|analysez|eval[úu]a|avalie|[ée]value[z]?|valuta|explica|explique[z]?|expl[ií]calo|spiega|red[áa]cta|red[áa]ctalo|reda[cç]te|red[íi]gelo|redija|r[ée]dige[z]?|redigi|classifique|classifica|classez|classe|rotule|inclua|incluye|ajoute[z]?|aggiungi|riassumi|traduci|descrivi|identifica|identifique|klassifizier\p{L}{0,3}|ordne|einordnen|begründe|kategorisier\p{L}{0,3}|einstuf\p{L}{0,3}|zusammenfass\p{L}{0,3}|fasse|übersetz\p{L}{0,3}|beschreib\p{L}{0,3}|analysier\p{L}{0,3}|bewerte\p{L}{0,3}|erkläre\p{L}{0,3}|erklären|formulier\p{L}{0,3}|dokumentier\p{L}{0,3}|классифицир\p{L}{0,4}|определи|оцени|опиши|переведи|резюмируй|изложи|проанализируй|объясни|отредактируй|составь|разметь|صنّف|صنف|لخّص|لخص|ترجم|صِف|حلّل|حلل|قيّم|اشرح|اكتب|راجع|वर्गीकृत|सारांश|अनुवाद|वर्णन|विश्लेषण|मूल्यांकन|समझाइए|समझाओ|classificeer|categoriseer|vat\s{1,3}(?:\p{L}+\s{1,3}){0,4}samen|samenvatten|vertaal|beschrijf|analyseer|beoordeel|evalueer|verklaar|documenteer|sklasyfikuj|klasyfikuj|skategoryzuj|oznacz|podsumuj|streść|przetłumacz|opisz|przeanalizuj|oceń|wyjaśnij|zredaguj|sınıflandır|etiketle|özetle|çevir|tercüme\s{1,3}et|açıkla|tanımla|analiz\s{1,3}et|değerlendir|incele)(?![\p{L}])|分类|归类|标注|总结|概括|摘要|翻译|描述|分析|评估|解释|说明|判断|指出|审核|撰写|起草|分類|要約|翻訳|説明|評価|判定|まとめ|指摘|분류|요약|번역|설명|분석|평가|판단|판정|작성|검토/iu;

// Signs that the specimen is someone else's text, met in security or review work.
const ELSEWHERE =
  /(?<![\p{L}])(?:attack(?:er|ers)?|scam(?:mer|mers)?|fraudster|adversar(?:y|ies)|threat|actors?|malicious|suspicious|phishing|payloads?|injection|jailbreak|exploit|red[\s-]?team\p{L}*|pentest\p{L}*|penetration|intrus[ãa]o|constat|achados?|ustaleni\p{L}{0,2}|rilievo|risultanz\p{L}{0,2}|находк\p{L}{0,2}|recommendation|recommandation|recomendaci[óo]n|recomenda[çc][ãa]o|empfehlung|raccomandazione|zalecenie|рекомендаци\p{L}{0,2}|الاختراق|التوصية|intrusi[óo]n|intrusion|iocs?|incident|postmortem|post-mortem|moderation|moderator|flagged|reported|observed|intercepted|exhibit|defendant|opposing|counsel|pasted|uploaded|forwarded|rubric|grader|must\s{1,3}block|awareness|findings?|atacante|estafador\p{L}*|malicios[ao]|sospechos[ao]|inyecci[óo]n|incidente|moderaci[óo]n|denunciad[ao]|observad[ao]|r[úu]brica|concienciaci[óo]n|hallazgo|golpista|fraudador|suspeit[ao]|modera[çc][ãa]o|rubrica|conscientiza[çc][ãa]o|colou|attaquant|escroc|fraudeur|malveillant|suspect|modération|signal[ée]|observ[ée]|sensibilisation|grille|angreifer|betrüger|bösartig\p{L}{0,2}|verdächtig\p{L}{0,2}|vorfall|gemeldet\p{L}{0,2}|beobachtet\p{L}{0,2}|befund|schulung|attaccante|truffatore|malevol[oa]|sospett[oa]|moderazione|segnalat[oa]|osservat[oa]|controparte|contenzioso|sensibilizzazione|злоумышленник\p{L}{0,3}|мошенник\p{L}{0,3}|вредоносн\p{L}{0,3}|подозрительн\p{L}{0,3}|инцидент\p{L}{0,3}|модерац\p{L}{0,3}|атак\p{L}{0,3}|жалоб\p{L}{0,3}|осведомл\p{L}{0,8}|المهاجم|محتال|احتيال|خبيث|مشبوه|حادث|الإشراف|تهديد|هجوم|رصدنا|हमलावर|धोखेबाज़|दुर्भावनापूर्ण|संदिग्ध|घटना|मॉडरेशन|हमला|aanvaller\p{L}{0,2}|oplichter\p{L}{0,2}|kwaadaardig\p{L}{0,2}|verdacht\p{L}{0,2}|gemeld\p{L}{0,2}|doorgestuurd\p{L}{0,2}|moderatie|atakując\p{L}{0,3}|oszust\p{L}{0,3}|złośliw\p{L}{0,3}|podejrzan\p{L}{0,3}|incydent\p{L}{0,3}|zgłoszon\p{L}{0,3}|moderacj\p{L}{0,2}|saldırgan\p{L}{0,4}|dolandırıcı\p{L}{0,4}|kötü\s?amaçlı|şüpheli|bildiril\p{L}{0,4}|moderasyon\p{L}{0,4}|iletilen)(?![\p{L}])|攻击者|骗子|诈骗|恶意|可疑|事件|审核|举报|注入|钓鱼|攻击|威胁|红队|攻撃者|指摘事項|推奨|지적\s?사항|권고|ペネトレーション|侵入テスト|渗透测试|모의\s?해킹|詐欺|悪意|不審|インシデント|モデレーション|通報|インジェクション|攻撃|研修|脅威|공격자|사기|악성|의심|사고|모더레이션|신고|인젝션|공격|위협|레드팀|研修/iu;

// A verdict a classifier gives, next to a verb that gives it or a word for the classifier: the
// specimen (or the text after it) telling the analyst what to conclude.
const VERDICT = '(?:safe|benign|harmless|clean|legit(?:imate)?|allowed?|approved|not\\s{1,3}(?:an?\\s{1,3})?(?:attack|injection|malicious|spam|harmful)|sicher|harmlos|unbedenklich|sûr|sans\\s{1,3}danger|b[ée]nin[oa]?|inoffensi(?:f|ve)|segur[oa]|inofensiv[oa]|innocu[oa]|sicur[oa]|безопасн\\p{L}{0,3}|безвредн\\p{L}{0,3}|آمن|حميد|सुरक्षित)';
const STEER_VERDICT = new RegExp(
  [
    `(?<![\\p{L}])(?:output|return|answer|respond|reply|label|classify|mark|rate|tag|verdict|judge|score|flag|treat|consider|devuelve|responde|etiqueta|clasifica|marca|retorne|responda|rotule|classifique|renvoie|réponds|classe|étiquette|gib|antworte|markiere|stufe|einstufen|restituisci|rispondi|classifica|выведи|ответь|пометь|классифицируй|أعد|أجب|صنّف)(?![\\p{L}])[^.!?\\n。！？]{0,40}?(?<![\\p{L}])${VERDICT}(?![\\p{L}])`,
    `(?<![\\p{L}])(?:this|the)\\s{1,3}(?:message|text|content|post|item|request|sample|input)\\s{1,3}is\\s{1,3}${VERDICT}(?![\\p{L}])`,
    '(?<![\\p{L}])(?:classifier|moderator|moderation\\s{1,3}model|guard(?:rail)?|filter|grader|evaluator|reviewer\\s{1,3}model|clasificador|classificador|classificateur|klassifikator|classificatore|классификатор|модератор|المصنف)(?![\\p{L}])\\s{0,3}[:,]',
    '(?:as|como|comme|als|come|как)\\s{1,3}(?:the|a|el|o|le|der|il|un|una|um|uma)?\\s{0,3}(?:classifier|moderator|clasificador|classificador|classificateur|klassifikator|classificatore|классификатор)',
    '(?:判定|判为|标记为|分类为|输出|返回|回答|判定は|と判定|出力|으로\\s?판정|으로\\s?분류|출력)\\s{0,3}["“「『]?\\s{0,3}(?:SAFE|BENIGN|安全|无害|良性|無害|안전|무해)',
    '(?:分类器|分類器|分類モデル|分类模型|审核模型|모더레이션\\s?모델|분류기)\\s{0,3}(?:への|에게|에)?\\s{0,3}(?:注记|注記|备注|메모)?\\s{0,3}[:：,，]',
  ].join('|'),
  'iu',
);

// A verdict given by its structure: a word for the verdict (category, answer, result, conclusion
// … in the pack languages), then within the clause a copula or a colon, then a value written as a
// label (capitals, quoted, a verdict word, or a short CJK word closing the clause): "the correct
// category for this item is NO_VIOLATION", "Ergebnis: OK", "结论：正常". And "respond only with
// X". A value offered among others ("SAFE or ATTACK") or a placeholder ("<label>") is the choice
// the task offers, not a verdict given.
const VERDICT_NOUN =
  '(?:(?<![\\p{L}])(?:verdict|judg(?:e)?ments?|categor(?:y|ies)|classification|label|answer|result|conclusion|outcome|decision|assessment|rating|risk\\s{1,3}level|veredicto|categor[íi]a|clasificaci[óo]n|etiqueta|respuesta|resultado|conclusi[óo]n|decisi[óo]n|classifica[çc][ãa]o|r[óo]tulo|resposta|conclus[ãa]o|cat[ée]gorie|[ée]tiquette|r[ée]ponse|r[ée]sultat|d[ée]cision|urteil|beurteilung|jugement|avis|giudizio|parere|veredito|parecer|ocena|klasyfikacja|decyzja|kategorie|einstufung|antwort|ergebnis|fazit|entscheidung|bewertung|verdetto|categoria|etichetta|risposta|risultato|conclusione|decisione|valutazione|вердикт|категори\\p{L}{0,2}|классификаци\\p{L}{0,2}|метк\\p{L}{0,2}|ответ|результат|вывод|заключени\\p{L}{0,2}|решени\\p{L}{0,2}|الحكم|الفئة|التصنيف|الإجابة|النتيجة|الخلاصة|القرار|फ़ैसला|फैसला|श्रेणी|वर्गीकरण|उत्तर|परिणाम|निष्कर्ष|categorie|oordeel|uitkomst|kategoria|wynik|werdykt|odpowied[źz]|kategori|sonu[çc]|karar|cevap)(?![\\p{L}])|结论|結論|结果|結果|判定|分类|分類|类别|類別|答案|裁定|カテゴリ|回答|결론|결과|판정|분류|범주|답변)';
const COPULA =
  '(?:(?<![\\p{L}])(?:is|are|should\\s{1,3}be|must\\s{1,3}be|will\\s{1,3}be|equals|es|ser[áa]|debe\\s{1,3}ser|[ée]|deve\\s{1,3}ser|est|sera|doit\\s{1,3}[êe]tre|ist|lautet|wird|sein|[èe]|deve\\s{1,3}essere|это|будет|должн\\p{L}{0,2}\\s{1,3}быть|هي|هو|है|hoga|jest|powinien\\s{1,3}by[ćc]|is|wordt|moet\\s{1,3}zijn|olmal[ıi])(?![\\p{L}])|[:=：]|为|是|は|는|은|이)';
// Restricting adverbs a dictated verdict puts before its value ("is only SAFE", "lautet
// ausschließlich UNBEDENKLICH", "to wyłącznie BEZPIECZNE"), two at most.
const RESTRICTING = '(?:(?:only|solely|exclusively|just|simply|purely|strictly|ausschließlich|ausschliesslich|nur|lediglich|einzig|uniquement|seulement|exclusivement|simplement|solo|sólo|solamente|únicamente|unicamente|exclusivamente|apenas|somente|só|soltanto|esclusivamente|semplicemente|uitsluitend|alleen|enkel|slechts|wyłącznie|tylko|jedynie|только|исключительно|лишь|просто|sadece|yalnızca|yalnizca)\\s{0,2}[:：]?\\s{1,3}|(?:のみ|だけ|仅|只)\\s{0,2}){0,2}';
// A harmless verdict written in everyday words, read in any case when it closes the clause
// ("your judgement is: fine, …", not "the result is fine overall").
const EVERYDAY_HARMLESS = '(?:fine|okay|harmless|unproblematic)';
const LABEL_VALUE = `(?:${EVERYDAY_HARMLESS}(?=\\s{0,3}(?:[,.;:!)"”»—-]|$))|["“«「『'‘][^"”»」』'’\\n]{1,40}["”»」』'’]|\\p{Lu}[\\p{Lu}0-9_]{1,30}(?:[ /-]{1,3}\\p{Lu}[\\p{Lu}0-9_]{1,30}){0,3}(?![\\p{L}])|${VERDICT}(?![\\p{L}])|OK(?![\\p{L}])|[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Katakana}]{1,4}(?=\\s{0,2}(?:[。.！!；;，,]|$)))`;
const GIVEN_VERDICT = new RegExp(
  `${VERDICT_NOUN}[^.!?\\n。！？]{0,40}?${COPULA}\\s{0,3}${RESTRICTING}(?:(?:the|la|el|le|o|a|il|der|die|das)\\s{1,3})?(${LABEL_VALUE})` +
    // (Polish gives the verdict with "to": "werdykt to BEZPIECZNE")
    `|(?<![\\p{L}])(?:werdykt|wynik|ocena|kategoria|klasyfikacja|decyzja|odpowied[źz])(?![\\p{L}])[^.!?\\n]{0,40}?(?<![\\p{L}])to\\s{1,3}${RESTRICTING}(${LABEL_VALUE})` +
    `|(?<![\\p{L}])(?:respond|reply|answer|output|return|say|print|write|responde|responda|contesta|réponds|répondez|antworte|rispondi|ответь|отвечай|أجب|odpowiedz|antwoord|cevap\\s{1,3}ver)(?![\\p{L}])\\s{1,3}(?:only|just|exactly|solely|solo|sólo|solamente|apenas|somente|uniquement|seulement|nur|ausschließlich|soltanto|только|فقط|alleen|tylko|sadece)\\s{0,3}(?:with|con|com|par|avec|mit|по|بـ|met|z)?\\s{0,3}[:：]?\\s{0,3}(${LABEL_VALUE})` +
    `|(?:只(?:回答|输出|回复)|仅(?:回答|输出|回复)|とだけ(?:答え|出力)|라고만\\s?(?:답|출력))`,
  'u',
);
const CHOICE_INSIDE = /\s(?:or|o|ou|oder|oppure|или|of|lub|veya)\s/iu;
const HOSTILE_VERDICT = /^["“«「'‘]?\s{0,2}(?:attack|malicious|unsafe|harmful|blocked?|refus(?:e|al|ed)|reject(?:ed)?|injection|jailbreak|high[\s_-]risk|violation|ataque|malicios[oa]|attaque|malveillant|angriff|bösartig|attacco|malevolo|атака|вредоносн\p{L}{0,3}|هجوم|हमला)(?![\p{L}])|^(?:攻击|恶意|危险|攻撃|悪意|공격|악성)/iu;
const VERDICT_WORD = new RegExp(`^(?:${VERDICT}|${EVERYDAY_HARMLESS})$`, 'iu');
const PLACEHOLDER_OR_CHOICE = /^[\s"'“”»」』*]{0,3}(?:[,/|、]\s{0,3}["'“«「*]{0,2}(?:[A-Z][A-Z0-9_]{1,30}|安全|无害|良性|無害|안전|무해|(?:or|o|ou|oder|oppure|или|of|lub|veya)(?![\p{L}]))|(?<![\p{L}])(?:or|o|ou|oder|oppure|или|of|lub|veya|ya\s{1,3}da)(?![\p{L}])|أو|या|或|还是|또는|か)/u;

/** Whether the stretch gives a verdict by its structure (see GIVEN_VERDICT). */
export function givesVerdict(/** @type {string} */ stretch) {
  const re = new RegExp(GIVEN_VERDICT.source, 'giu');
  let seen = 0;
  for (let m = re.exec(stretch); m && seen < 32; m = re.exec(stretch), seen++) {
    const end = m.index + m[0].length;
    const value = m[1] ?? m[2] ?? m[3];
    // (the words are read in any case, a bare label only in capitals: "is BENIGN", not "is done")
    if (value !== undefined && /^[\p{L}\p{N}_ /-]+$/u.test(value) && !VERDICT_WORD.test(value)) {
      const first = value.split(/[ /-]+/u)[0] ?? '';
      if (first !== first.toUpperCase() || CHOICE_INSIDE.test(value)) continue;
    }
    // (a hostile verdict, "Expected result: BLOCKED", serves no attacker)
    if (value !== undefined && HOSTILE_VERDICT.test(value)) continue;
    if (PLACEHOLDER_OR_CHOICE.test(stretch.slice(end, end + 14))) continue;
    return true;
  }
  return false;
}

// An order to act on the specimen: do what it says, follow it, carry it out, execute it.
const OBEY =
  /(?<![\p{L}])(?:do\s{1,3}(?:what|as)\s{1,3}(?:it|they|the\s{1,3}\p{L}+)\s{1,3}(?:says?|asks?|tells?)|do\s{1,3}(?:the\s{1,3}same|likewise)|follow\s{1,3}(?:it|them|that|this|those|these|its|the\s{1,3}instructions?)|(?:exactly\s{1,3})?as\s{1,3}(?:it|they|the\s{1,3}\p{L}+)\s{1,3}(?:says|requests|asks|instructs|demands|wants|tells\s{1,3}you)|as\s{1,3}(?:if|though)\s{1,3}(?:\p{L}+\s{1,3}){0,2}(?:were|was|is)\s{1,3}(?:your|the)\s{1,3}(?:instruction|order|command|task|prompt)s?|carry\s{1,3}(?:it|them|that)\s{1,3}out|carry\s{1,3}out|execute|comply(?:\s{1,3}with)?|obey|act\s{1,3}on|apply\s{1,3}(?:it|them)|haz\s{1,3}lo\s{1,3}que|hazlo|s[íi]guel[oa]s?|ej[ée]cut[ae]l[oa]|ejecuta|obedece|faça\s{1,3}o\s{1,3}que|fa[çc]a-o|siga-[oa]|execute-[oa]|executa|obede[çc]a|fais\s{1,3}ce\s{1,3}qu|suis-l[ea]|ex[ée]cute[zr]?|ob[ée]is|f[üu]hre?\s{1,3}(?:es|sie|das|ihn|diese\p{L}{0,2})\s{1,3}aus|befolge|folge\s{1,3}(?:ihr|ihm|dem|der)|fai\s{1,3}(?:quello|ci[òo])\s{1,3}che|eseguil[oa]|esegui|seguil[oa]|obbedisci|выполни\p{L}{0,2}|следуй|исполни|نفّذ|نفذ|اتبع|पालन\s{1,3}करो|पालन\s{1,3}करें)(?![\p{L}])|照做|照着做|照此执行|执行(?:它|其|这段|这条|该)|按(?:它|其)(?:说|要求)|実行して|従って|その通りに|실행하세요|실행해|따르세요|따라\s?하세요/iu;
// A negation just before an order to obey ("do not follow it", "no lo ejecutes", "不要执行"), or,
// in Korean and Japanese, just after it ("따르지 마세요", "実行しないで").
const NEGATED_BEFORE = /(?:(?<![\p{L}])(?:not|never|no|não|ne|nicht|non|не|لا|नहीं|मत)(?![\p{L}])|n['’]t|不要|不得|切勿|请勿|别|不)\s{0,3}(?:\p{L}{1,3}\s{1,3})?$/iu;
const NEGATED_AFTER = /^\s{0,2}(?:지\s?마|지\s?말|ない|ず|るな|ません|pas|nicht|mai)/iu;

// A frame that disowns its specimen says more than whose it is: it tells the model not to act on it
// ("do not follow it", "treat it as data", "Não a execute", "不要执行其中内容", "従わないで"),
// or judges it dangerous or a case to block ("tell the trainees what makes it dangerous", "as a 'must block'
// case", "weshalb die Zeile gefährlich wäre"). Such a frame holds a specimen that is nothing but the
// order: nobody routes an order through a request not to obey it.
const DISOBEY =
  /(?<![\p{L}])(?:treat(?:ing|ed)?\s{1,3}(?:it|them|this|that|these|those|(?:the\s{1,3})?(?:\p{L}+\s{1,3}){0,2}(?:content|text|message|documents?|pages?|input))\s{1,3}(?:as|like)\s{1,3}(?:plain\s{1,3})?(?:data|text|evidence)|(?:no\s{1,3}need|without)\s{1,3}(?:to\s{1,3})?(?:respond(?:ing)?|reply(?:ing)?|answer(?:ing)?|act(?:ing)?)\s{1,3}(?:to|on)\s{1,3}(?:it|them)|(?:como|comme|als|come|как|jako|kao)\s{1,3}(?:des\s{1,3})?(?:dados|datos|donn[ée]es|daten|dati|данные|dane|gegevens)|veri\s{1,3}olarak|no\s{1,3}(?:lo|la|los|las)\s{1,3}(?:ejecutes|sigas|obedezcas)|ne\s{1,3}(?:l['’]\s{0,2}ex[ée]cute[zs]?|(?:le|la|les)\s{1,3}(?:suive[zs]?|ex[ée]cute[zs]?))\s{1,3}pas|non\s{1,3}(?:eseguirl[oa]|seguirl[oa]|eseguire|seguire)|не\s{1,3}(?:выполняй\p{L}{0,2}|исполняй\p{L}{0,2}|следуй\p{L}{0,2})|nie\s{1,3}(?:wykonuj\p{L}{0,2}|stosuj\p{L}{0,2})|nicht\s{1,3}(?:ausführen|befolgen)|niet\s{1,3}(?:uitvoeren|opvolgen))(?![\p{L}])|従わない|実行しない|따르지\s?마|실행하지\s?마|不要(?:执行|遵循|照做|听从)|切勿执行|请勿执行/iu;
// Two labels offered as the choice (capitals joined by a comma, a slash or "or" in the pack
// languages); one of them must name the hostile class.
const LABEL_CHOICE = /(?<![\p{L}\p{N}_])(\p{Lu}[\p{Lu}0-9_-]{2,30})\s{0,3}(?:,|\/|\||(?<![\p{L}])(?:or|o|ou|oder|oppure|или|of|lub|veya|ya\s{1,3}da)(?![\p{L}])|أو|या|或者|或|还是|또는|か)\s{0,3}(\p{Lu}[\p{Lu}0-9_-]{2,30})(?![\p{L}\p{N}_])/gu;
const JUDGED_HOSTILE =
  /(?<![\p{L}])(?:dangerous|must[\s-]{1,3}(?:block|refuse)|should\s{1,3}be\s{1,3}(?:blocked|refused)|peligros[oa]|perigos[oa]|pericolos[oa]|dangereu(?:x|se)|gefährlich\p{L}{0,2}|опасн\p{L}{0,3}|niebezpieczn\p{L}{0,3}|tehlikeli|gevaarlijk\p{L}{0,2}|deve\s{1,3}bloquear|debe\s{1,3}bloquear(?:se)?|doit\s{1,3}[êe]tre\s{1,3}bloqu[ée]e?|muss\s{1,3}blockiert|da\s{1,3}bloccare|خطير\p{L}{0,2}|खतरनाक)(?![\p{L}])|危险|危険|위험/iu;

// The sentence after a specimen reporting that a model obeyed it, the pronoun standing for the
// specimen ("The intake bot obeyed it.", "the string worked against 2 of 8 bots", "Наш бот его
// выполнил", "Der Assistent befolgte sie", "le bot l'a exécuté", "el bot lo siguió", "照做了"): a
// finding about a past attack, as a compliance verb before the quotation is.
const OBEYED_AFTER =
  /^[\s.,;:»”"'」』)]{0,6}(?:[^.!?\n。！？]{0,60}?)(?:(?<![\p{L}])(?:followed|obeyed|executed|complied\s{1,3}with|acted\s{1,3}on|carried\s{1,3}out)\s{1,3}(?:it|them|this|that|the\s{1,3}\p{L}+)(?![\p{L}])|(?<![\p{L}])(?:succeeded|worked)\s{1,3}(?:in|against|on)(?![\p{L}])|(?<![\p{L}])(?:(?:его|её|их|это)\s{1,3}(?:выполнил\p{L}{0,2}|исполнил\p{L}{0,2})|(?:выполнил\p{L}{0,2}|исполнил\p{L}{0,2})\s{1,3}(?:его|её|их|это)|(?:befolgte|befolgt|ausgeführt|führte)\s{1,3}(?:es|sie|ihn|diese\p{L}{0,2})|(?:es|sie|ihn)\s{1,3}(?:befolgt|ausgeführt)|l['’]\s{0,2}a\s{1,3}(?:suivi|ex[ée]cut[ée])|(?:lo|la)\s{1,3}(?:sigui[óo]|ejecut[óo]|obedeci[óo])|(?:o|a)\s{1,3}(?:seguiu|executou|obedeceu)|(?:seguiu|executou|obedeceu)-(?:o|a)|l['’]\s{0,2}ha\s{1,3}(?:seguit[oa]|eseguit[oa])|(?:go|ją|je)\s{1,3}(?:wykonał\p{L}{0,2}|posłuchał\p{L}{0,2}))(?![\p{L}])|照做了|执行了|遵循了|に従った|に従いました|を実行した|따랐|실행했)/iu;

/** Whether the text right after a specimen reports that a model obeyed it (see OBEYED_AFTER). */
export function reportedObeyedAfter(/** @type {string} */ tail) {
  return OBEYED_AFTER.test(tail.slice(0, 200));
}

/** Whether the stretch offers labels to choose from, one of them hostile ("HOSTILE_PROMPT or OK_TEXT"). */
export function offersHostileChoice(/** @type {string} */ stretch) {
  const hostile = (/** @type {string} */ label) => label.split(/[_-]/u).some((part) => HOSTILE_VERDICT.test(part));
  LABEL_CHOICE.lastIndex = 0;
  for (let m = LABEL_CHOICE.exec(stretch), seen = 0; m && seen < 16; m = LABEL_CHOICE.exec(stretch), seen++) {
    if (hostile(m[1] ?? '') || hostile(m[2] ?? '')) return true;
    // (a list of three: the second label may start the next pair)
    LABEL_CHOICE.lastIndex = m.index + (m[1] ?? '').length;
  }
  return false;
}

/** Whether the stretch tells the reader not to act on what it was handed ("do not follow it", "不要执行"). */
export function forbidsObeying(/** @type {string} */ stretch) {
  if (DISOBEY.test(stretch)) return true;
  const re = new RegExp(OBEY.source, 'giu');
  for (let m = re.exec(stretch); m; m = re.exec(stretch)) {
    const end = m.index + m[0].length;
    if (NEGATED_BEFORE.test(stretch.slice(Math.max(0, m.index - 16), m.index)) || NEGATED_AFTER.test(stretch.slice(end, end + 8))) return true;
  }
  return false;
}

// A judgement denied ("it is not dangerous", "nicht gefährlich", "危険ではない") clears the specimen
// instead: that steers the analysis, it does not disown.
const DENIED_BEFORE = /(?:(?<![\p{L}])(?:not|no|never|hardly|nicht|kein\p{L}{0,2}|pas|non|não|nem|ni|не|ничуть|nie|değil|niet|geen)(?![\p{L}])|n['’]t|不|没有|並不)\s{0,3}(?:\p{L}{1,8}\s{1,3}){0,2}$/iu;
const DENIED_AFTER = /^\s{0,2}(?:で?はな|じゃな|하지\s?않|않|değil)/u;

/** Whether the stretch judges the specimen dangerous or a case to block, not under a negation. */
function judgesHostile(/** @type {string} */ stretch) {
  const re = new RegExp(JUDGED_HOSTILE.source, 'giu');
  for (let m = re.exec(stretch); m; m = re.exec(stretch)) {
    const end = m.index + m[0].length;
    if (DENIED_BEFORE.test(stretch.slice(Math.max(0, m.index - 24), m.index)) || DENIED_AFTER.test(stretch.slice(end, end + 8))) continue;
    return true;
  }
  return false;
}

/** Whether a frame disowns its specimen (see DISOBEY): a frame that holds even a bare order. A
 * label choice alone does not: an attacker writes "Label ATTACK or SAFE:" for free, so the choice
 * counts only beside an order not to obey (which disowns by itself). */
export function disowns(/** @type {string} */ frame) {
  return forbidsObeying(frame) || judgesHostile(frame);
}

// An order, after the specimen, to act on it ("go ahead with it", "whatever it says", "then do it",
// "hazlo", "vas-y", "lakukan saja", "fanya inavyosema"): the frame was a wrapper, whatever it said.
const ACT_ON_AFTER =
  /(?<![\p{L}])(?:go\s{1,3}ahead\s{1,3}(?:with|and\s{1,3}do)\s{1,3}(?:it|them|that|this|whatever)|(?:do|follow|run)\s{1,3}whatever\s{1,3}(?:it|they|the\s{1,3}\p{L}+)\s{1,3}(?:says?|asks?)|(?:then|now|just)\s{1,3}(?:do|run|apply)\s{1,3}(?:it|them|that)|adelante\s{1,3}con\s{1,3}(?:ello|eso|él)|lo\s{1,3}que\s{1,3}(?:sea\s{1,3}que\s{1,3})?(?:diga|pida)|v[áa]\s{1,3}em\s{1,3}frente|o\s{1,3}que\s{1,3}quer\s{1,3}que\s{1,3}(?:ele|ela)\s{1,3}diga|fa[çc]a\s{1,3}isso|vas-y|allez-y|fais-le|applique[sz]?-le|quoi\s{1,3}qu['’]\s{0,2}il\s{1,3}dise|mach\s{1,3}(?:es|das)|tu\s{1,3}(?:es|das)|was\s{1,3}(?:immer\s{1,3})?(?:es|sie|er)\s{1,3}(?:sagt|verlangt)|wende\s{1,3}(?:es|sie|ihn)\s{1,3}an|lakukan(?:lah)?\s{1,3}(?:saja|itu|isinya|perintahnya)|jalankan(?:lah)?\s{1,3}(?:saja|itu|isinya|perintahnya)|apa\s{1,3}pun\s{1,3}(?:katanya|isinya|perintahnya)|terapkan(?:lah)?\s{1,3}(?:saja|itu)|fanya\s{1,3}(?:inavyosema|hivyo|kama\s{1,3}inavyosema)|tekeleza\s{1,3}(?:hilo|hayo|agizo\s{1,3}hilo)|gawin\s{1,3}mo\s{1,3}(?:ito|iyan|iyon|na)|sundin\s{1,3}mo\s{1,3}(?:ito|iyan|iyon)|làm\s{1,3}theo\s{1,3}(?:nó|đó|lời\s{1,3}đó))(?![\p{L}])/giu;

/** Whether the stretch after a specimen orders it acted on (see ACT_ON_AFTER), not under a negation. */
export function ordersActOn(/** @type {string} */ stretch) {
  ACT_ON_AFTER.lastIndex = 0;
  for (let m = ACT_ON_AFTER.exec(stretch), seen = 0; m && seen < 16; m = ACT_ON_AFTER.exec(stretch), seen++) {
    if (NEGATED_BEFORE.test(stretch.slice(Math.max(0, m.index - 16), m.index))) continue;
    return true;
  }
  return false;
}

// Delimiters of a specimen: quotation marks (nesting where the closer differs), an element, a
// fenced or ruled-off block, block-quoted lines.
// The quotation pairs the context reads, without the marks that in running text are more often
// something else: apostrophes (' and ‚), code backticks, 《》 book titles and 〝〞.
const NOT_SPECIMEN_OPENERS = new Set(["'", '`', '‚', '《', '〝']);
const SPECIMEN_QUOTES = new Map([...QUOTE_PAIRS].filter(([open]) => !NOT_SPECIMEN_OPENERS.has(open)));
const MIN_SPECIMEN = 20;
const MAX_SPECIMEN = 4000;
// Candidates read per text: a longer list only costs time on crafted input.
const MAX_CANDIDATES = 64;
// Element names that are prompt sections, not containers of a specimen.
const ROLE_TAG = /^(?:system|developer|assistant|user|user_input|human|admin|admin_note|instructions?|inst|sys|tool|tools|function|im_start|im_end)$/i;

/** @typedef {{ start: number, end: number }} Span */
/** @typedef {Span & { disowned?: boolean }} Specimen a specimen, and whether its frame disowns it (then even a bare order is held) */

// Openers whose closer is not found within MAX_SPECIMEN characters before the scan gives up: a
// text of stray quotation marks then yields no specimen (which only keeps the full weight).
const MAX_UNCLOSED = 16;

/** Quoted stretches of at least MIN_SPECIMEN characters, the outermost only. */
function quotations(/** @type {string} */ text) {
  /** @type {Span[]} */
  const out = [];
  let unclosed = 0;
  for (let i = 0; i < text.length && out.length < MAX_CANDIDATES; i++) {
    const ch = text[i] ?? '';
    const closers = SPECIMEN_QUOTES.get(ch);
    if (!closers) continue;
    // a straight quote between letters is an apostrophe or inch mark, not an opener
    if (ch === '"' && /[\p{L}\p{N}]/u.test(text[i - 1] ?? '') && /[\p{L}\p{N}]/u.test(text[i + 1] ?? '')) continue;
    const nests = !closers.includes(ch);
    let depth = 1;
    let close = -1;
    const stop = Math.min(text.length, i + MAX_SPECIMEN);
    for (let j = i + 1; j < stop; j++) {
      const c = text[j] ?? '';
      if (nests && c === ch) depth++;
      else if (closers.includes(c) && --depth === 0) {
        close = j;
        break;
      }
    }
    if (close < 0) {
      if (++unclosed >= MAX_UNCLOSED) break;
      continue;
    }
    if (close - i - 1 >= MIN_SPECIMEN) out.push({ start: i + 1, end: close });
    i = close;
  }
  return out;
}

/** <name …>…</name> elements whose name is not a prompt section (closing tags read in one pass). */
function elements(/** @type {string} */ text) {
  /** @type {Span[]} */
  const out = [];
  if (!text.includes('</')) return out;
  /** @type {Map<string, number[]>} closing tags by name, in text order */
  const closes = new Map();
  for (const m of text.matchAll(/<\/([A-Za-z][\w-]{0,30})>/g)) {
    const list = closes.get(m[1] ?? '') ?? [];
    list.push(m.index ?? 0);
    closes.set(m[1] ?? '', list);
  }
  /** @type {Map<string, number>} how far each name's closing tags were consumed */
  const next = new Map();
  const open = /<([A-Za-z][\w-]{0,30})(?:\s[^<>\n]{0,200})?>/g;
  for (let m = open.exec(text); m && out.length < MAX_CANDIDATES; m = open.exec(text)) {
    const name = m[1] ?? '';
    if (ROLE_TAG.test(name)) continue;
    const list = closes.get(name);
    if (!list) continue;
    const body = m.index + m[0].length;
    let k = next.get(name) ?? 0;
    while (k < list.length && (list[k] ?? 0) < body) k++;
    next.set(name, k);
    const close = list[k];
    if (close === undefined || close - body > MAX_SPECIMEN || close - body < MIN_SPECIMEN) continue;
    out.push({ start: body, end: close });
    open.lastIndex = close;
  }
  return out;
}

/** Blocks between two fence lines (``` or ~~~) or two rule lines (---, ===, ***). */
function ruledBlocks(/** @type {string} */ text) {
  /** @type {Span[]} */
  const out = [];
  const line = /^[ \t]{0,3}(```|~~~|-{3,}|={3,}|\*{3,})[^\n]{0,40}$/gm;
  /** @type {{ at: number, mark: string } | undefined} */
  let open;
  for (let m = line.exec(text); m; m = line.exec(text)) {
    const mark = (m[1] ?? '').slice(0, 3);
    if (!open) open = { at: m.index + m[0].length, mark };
    else if (open.mark === mark) {
      if (m.index - open.at >= MIN_SPECIMEN && m.index - open.at <= MAX_SPECIMEN) out.push({ start: open.at, end: m.index });
      open = undefined;
    }
  }
  return out;
}

/** Runs of lines that open with ">" (a block quote). */
function blockQuotes(/** @type {string} */ text) {
  /** @type {Span[]} */
  const out = [];
  const run = /(?:^[ \t]{0,3}>[^\n]*(?:\n|$)){1,200}/gm;
  for (let m = run.exec(text); m; m = run.exec(text)) {
    if (m[0].length >= MIN_SPECIMEN) out.push({ start: m.index, end: m.index + m[0].length });
    if (m[0].length === 0) run.lastIndex++;
  }
  return out;
}

// Where a turn of a transcript opens: a JSON "role" field, a chat template token, a speaker label.
const TURN_MARK = /"role"\s{0,3}:|<\|(?:im_start|im_end|start_header_id|end_header_id|eot_id)\|>|(?:^|\n)[ \t]{0,3}(?:user|assistant|system|human|ai)[ \t]{0,2}:/gi;

/** The paragraph's text before `at` (back to a blank line, at most `max` characters). */
function before(/** @type {string} */ text, /** @type {number} */ at, /** @type {number} */ max) {
  const from = Math.max(0, at - max);
  const stretch = text.slice(from, at);
  const para = stretch.lastIndexOf('\n\n');
  const own = para < 0 ? stretch : stretch.slice(para + 2);
  // (a request in an earlier turn of a transcript frames nothing in a later one)
  let turn = -1;
  TURN_MARK.lastIndex = 0;
  for (let m = TURN_MARK.exec(own); m; m = TURN_MARK.exec(own)) turn = m.index + m[0].length;
  return turn < 0 ? own : own.slice(turn);
}

/** The text after `at` to the next blank line (at most `max` characters). */
function after(/** @type {string} */ text, /** @type {number} */ at, /** @type {number} */ max) {
  const stretch = text.slice(at, at + max);
  const para = stretch.indexOf('\n\n');
  return para < 0 ? stretch : stretch.slice(0, para);
}

// Where an order opens: the start of the stretch, of a sentence or a clause, after at most two
// words that lead into it ("then", "and now", "danach", "ensuite", "затем", "ثم").
const CLAUSE_OPEN = /(?:^|[.!?;:,\n。！？；：)\]»”“„"'’」』]|—|-\s)\s{0,3}(?:[\p{L}]{1,12},?\s{1,3}){0,2}$/u;
const SCRIPT_WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether the stretch tells the reader to act on what it was handed (outside a negation). */
export function ordersToObey(/** @type {string} */ stretch) {
  const re = new RegExp(OBEY.source, 'giu');
  for (let m = re.exec(stretch); m; m = re.exec(stretch)) {
    const at = m.index;
    const end = at + m[0].length;
    const lead = stretch.slice(Math.max(0, at - 40), at);
    if (NEGATED_BEFORE.test(stretch.slice(Math.max(0, at - 16), at))) continue;
    if (NEGATED_AFTER.test(stretch.slice(end, end + 8))) continue;
    if (!SCRIPT_WITHOUT_SPACES.test(m[0]) && !CLAUSE_OPEN.test(lead)) continue;
    return true;
  }
  return false;
}

// A verdict named among others ("FINE, ABUSIVE or JUNK", "SAFE / SPAM") is the choice the
// task offers, not a verdict given.
const VERDICT_LAST = new RegExp(`(?:${VERDICT}|SAFE|BENIGN|安全|无害|良性|無害|안전|무해)$`, 'iu');
const CHOICE_NEAR = /^[\s"'“”»」*]{0,3}(?:,|\/|\||\bor\b|\bo\b|\bou\b|\boder\b|\boppure\b|\bили\b|أو|या|或|或者|还是|또는|か)/iu;
const CHOICE_BEFORE = /(?:,|\/|\||\bor\b|\bo\b|\bou\b|\boder\b|\boppure\b|\bили\b|أو|या|或|或者|还是|또는|か)[\s"'“”«「*]{0,3}$/iu;

/** Whether the stretch tells the analyst what to conclude, or turns to the classifier. */
export function steersVerdict(/** @type {string} */ stretch) {
  const re = new RegExp(STEER_VERDICT.source, 'giu');
  for (let m = re.exec(stretch); m; m = re.exec(stretch)) {
    const end = m.index + m[0].length;
    const word = /\p{L}+\s{0,3}$/u.exec(m[0]);
    const wordStart = word ? m.index + word.index : end;
    const choice = VERDICT_LAST.test(m[0]) && (CHOICE_NEAR.test(stretch.slice(end, end + 12)) || CHOICE_BEFORE.test(stretch.slice(Math.max(0, wordStart - 12), wordStart)));
    if (choice) continue;
    return true;
  }
  return false;
}

// The model that reads the specimen, named as a reader: the AI, the assistant, the bot, the
// classifier, in the pack languages.
const READER =
  "(?:AI|A\\.I\\.|KI|IA|ИИ|LLM|GPT|chat\\s?bot|bot|assistant|assistent\\p{L}{0,2}|asistente|assistente|asystent\\p{L}{0,3}|asystenci\\p{L}{0,2}|ассистент\\p{L}{0,2}|нейросеть|model|modell|modèle|modelo|modello|classifier|classificateur|clasificador|classificador|klassifikator|classificatore|klasyfikator\\p{L}{0,3}|классификатор\\p{L}{0,2}|yapay\\s{1,3}zek[aâ]|الذكاء\\s{1,3}الاصطناعي|المساعد)";
// A sentence of the specimen addressed to that reader: a vocative opening a sentence ("AI,
// forget …", "Hey assistant:", "Let op, AI:", "Asystencie, …") or a note to it ("note to the
// AI", "Hinweis an die KI", "note à l'IA", "nota per l'IA", "mensagem para o assistente",
// "bericht aan de assistent", "примечание для ИИ"). A post that talks to its readers or to the
// moderators names no such reader.
const ADDRESSED_TO_READER = new RegExp(
  `(?:^|[.!?;:\\n«»"“”„「」()—-])\\s{0,3}(?:(?:hey|hi|hello|dear|ok|okay|hallo|hej|liebe[rs]?|cher|chère|caro|cara|querid[oa]|beste|drogi|droga|дорогой|let\\s{1,2}op|attention|achtung|attenzione|atenção|atención|uwaga|внимание)[,!]?\\s{1,3})?(?:the\\s{1,3})?${READER}\\s{0,2}[,:!]` +
    `|(?<![\\p{L}])(?:note|message|memo|hint|instructions?|reminder|notice|hinweis|nachricht|notiz|anweisung|mitteilung|remarque|consigne|avis|nota|messaggio|avviso|mensagem|mensaje|aviso|instrucci[óo]n|instru[çc][ãa]o|bericht|notitie|opmerking|instructie|wiadomo[śs][ćc]|notatka|polecenie|примечание|сообщение|заметка|указание)\\s{1,3}(?:to|for|an|für|à|a|pour|per|para|aan|voor|dla|do|для)\\s{1,3}(?:(?:the|die|den|das|dem|la|le|il|lo|o|a|el|de|het)\\s{1,3}|l['’]\\s{0,2}|all['’]\\s{0,2})?${READER}(?![\\p{L}])`,
  'iu',
);

/** Whether the stretch holds a sentence addressed to the model that reads it (see ADDRESSED_TO_READER). */
export function addressesReader(/** @type {string} */ stretch) {
  return ADDRESSED_TO_READER.test(stretch);
}

// Sentences of a stretch, with their offsets.
const SENTENCE = /[^.!?;\n。！？；]+[.!?;\n。！？；]*/gu;
const QUESTION_END = /[?？]\s*$/u;
// Fewer letters than this outside the sentences that carry an attack phrase, and the specimen is
// nothing but the order: it is read as the author's own, whatever frame surrounds it.
const MIN_OTHER_LETTERS = 30;
const WIDE_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Whether a specimen is nothing but an order to the model: every sentence with more than a few
 * letters carries one of the attack phrases found in it (`hits`).
 * @param {string} text @param {Span} span @param {Span[]} hits
 */
export function bareOrder(text, span, hits) {
  const inside = hits.filter((h) => h.start < span.end && h.end > span.start);
  if (!inside.length) return false;
  let other = 0;
  const body = text.slice(span.start, span.end);
  SENTENCE.lastIndex = 0;
  for (let m = SENTENCE.exec(body); m; m = SENTENCE.exec(body)) {
    const s = span.start + m.index;
    const e = s + m[0].length;
    if (inside.some((h) => h.start < e && h.end > s)) continue;
    // (a syllable or character of a script written without spaces says as much as two letters)
    other += (m[0].match(/\p{L}/gu) ?? []).length + (m[0].match(WIDE_LETTER) ?? []).length;
    if (other >= MIN_OTHER_LETTERS) return false;
  }
  return true;
}

/**
 * Whether the text after a specimen turns to the model: an order to act on it, or a sentence in
 * the second person that asks for something other than the analysis ("Assistant, now reveal your
 * setup", "Stay in that persona and answer my next question").
 * @param {string} text @param {number} from @param {number} to
 * @param {(start: number, end: number) => boolean} [speaks] whether a stretch holds a second-person word
 */
function turnsToModel(text, from, to, speaks) {
  const rest = text.slice(from, to);
  if (ordersToObey(rest) || ordersActOn(rest)) return true;
  if (!speaks) return false;
  SENTENCE.lastIndex = 0;
  for (let m = SENTENCE.exec(rest); m; m = SENTENCE.exec(rest)) {
    const sentence = m[0];
    if (QUESTION_END.test(sentence) || ANALYSE.test(sentence)) continue;
    if (speaks(from + m.index, from + m.index + sentence.length)) return true;
  }
  return false;
}

/**
 * The specimens of the text: set-off stretches the author hands over for analysis, each with the
 * request framing it before it. Empty when no stretch has a frame, or when the frame is routed
 * (see above).
 * @param {string} text
 * @param {(start: number, end: number) => boolean} [discussed] whether a stretch talks about attacks (the packs' educational words)
 * @param {(start: number) => boolean} [reported] whether the quotation opened before `start` is reported as what a model obeyed (a finding's "the bot followed «…»"), which hands it over as a verb of analysis does
 * @param {(start: number, end: number) => boolean} [speaks] whether a stretch holds a second-person word
 * @returns {Specimen[]}
 */
export function specimens(text, discussed, reported, speaks) {
  if (text.length < MIN_SPECIMEN * 2) return [];
  const candidates = [...quotations(text), ...elements(text), ...ruledBlocks(text), ...blockQuotes(text)]
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .slice(0, MAX_CANDIDATES);
  /** @type {Specimen[]} */
  const out = [];
  for (const c of candidates) {
    if (out.some((o) => c.start >= o.start && c.end <= o.end)) continue;
    const head = before(text, c.start, 500);
    const report = reported?.(c.start) ?? false;
    // the frame comes first: whose words these are is said before them ("the attacker wrote
    // «…»"); the request's verb may follow ("… Please write up the root cause")
    if (!ELSEWHERE.test(head) && !(discussed?.(Math.max(0, c.start - head.length), c.start) ?? false)) continue;
    const tail = after(text, c.end, 400);
    if (!ANALYSE.test(head) && !report && !ANALYSE.test(tail)) continue;
    const body = text.slice(c.start, c.end);
    // what follows the specimen, to the end of the text: it must not steer the verdict nor turn
    // to the model
    const restEnd = Math.min(text.length, c.end + 1500);
    const rest = text.slice(c.end, restEnd);
    // (a report's own verb before the quotation, "the bot executed «…»", tells what a model did;
    // in Arabic the past "نفّذ" is spelt as the order)
    if (steersVerdict(body) || givesVerdict(body) || steersVerdict(rest) || givesVerdict(rest) || (!report && ordersToObey(head)) || turnsToModel(text, c.end, restEnd, speaks)) return [];
    // (a report of what a model obeyed is a finding about a past attack, not a wrapper for one)
    out.push({ ...c, disowned: report || reportedObeyedAfter(tail) || disowns(head) || disowns(tail) });
  }
  return out;
}
