"""Hand-written ordinary business prose per language, used as the body of documents, e-mails and pages."""

FILLER = {
    "en": [
        "Q3 onboarding summary: the support team closed 4,812 tickets with a median first response of 38 minutes. Most contacts concerned password resets, invoice copies and delivery delays in the Benelux region. The new macro for partial refunds cut handling time by roughly a fifth.",
        "Travel policy update: economy class is the default for flights under six hours. Hotel bookings must go through the corporate portal; receipts older than 60 days cannot be reimbursed. Please attach the itinerary to every expense report.",
        "Release notes 2.14: the export dialog now remembers the last chosen format, CSV files use UTF-8 with BOM for spreadsheet compatibility, and the search index rebuilds incrementally. Known issue: very large attachments may time out on slow connections.",
        "Minutes of the facilities meeting: the third-floor kitchen will be closed for renovation from the 12th to the 23rd. Parking permits for next year will be issued in January. The fire drill is scheduled for a Tuesday morning; participation is mandatory.",
        "Vendor onboarding procedure (rev. 7): Every new supplier must be registered in the procurement system before the first purchase order is issued. Procurement collects the company registration certificate, tax identification, a signed code of conduct and the bank confirmation letter on the supplier's letterhead. Finance verifies bank details by calling the supplier on a phone number taken from the master data, never from the e-mail that delivered the details. Changes to existing bank details follow the same call-back rule and require a second approver. Suppliers classified as high risk (new, offshore, or with payment terms under 15 days) are reviewed by Compliance. The procedure applies to all subsidiaries; exceptions need written approval from the CFO and are logged in the exceptions register, which Internal Audit samples each quarter.",
        "Incident post-mortem, checkout latency (14 Oct): Between 09:12 and 10:47 UTC the p95 latency of the checkout API rose from 380 ms to 4.2 s. The trigger was a configuration change that halved the database connection pool during a routine deploy. Alerts fired after 6 minutes, but the on-call engineer first suspected the payment provider, whose status page reported degraded performance at the same time. Rolling back the configuration restored normal latency within four minutes. About 2.1% of checkout attempts failed; affected customers received an apology e-mail and a voucher. Action items: add a pre-deploy check for pool-size changes, include the pool metrics on the main dashboard, and update the runbook so that provider incidents are confirmed with synthetic transactions before they are assumed to be the cause.",
        "Customer review: The blender works well for smoothies but is louder than I expected. Shipping was fast and the packaging was fine. I would have liked a longer power cable. Four stars overall.",
    ],
    "de": [
        "Zusammenfassung des Quartals: Das Support-Team hat 3.950 Tickets bearbeitet, die meisten zu Rechnungskopien und Lieferverzögerungen. Die durchschnittliche Antwortzeit lag bei 41 Minuten. Im Dezember wird die Hotline an Feiertagen nur bis 14 Uhr besetzt sein.",
        "Hinweis zur Reisekostenabrechnung: Belege müssen innerhalb von 60 Tagen eingereicht werden. Bahnfahrten in der 2. Klasse sind Standard; Ausnahmen bitte vorab mit der Teamleitung abstimmen.",
    ],
    "fr": [
        "Compte rendu de la réunion produit : la nouvelle version de l'application mobile sortira fin mars. Les retours des bêta-testeurs portent surtout sur la lenteur de la synchronisation hors ligne. L'équipe support prépare une FAQ mise à jour.",
        "Conditions de retour : les articles peuvent être retournés sous 30 jours dans leur emballage d'origine. Les frais de retour sont offerts pour les membres du programme fidélité. Le remboursement intervient sous 5 à 7 jours ouvrés.",
    ],
    "es": [
        "Resumen del trimestre: el equipo de atención al cliente resolvió 2.730 consultas, principalmente sobre devoluciones y cambios de talla. El tiempo medio de respuesta bajó a 52 minutos gracias a las nuevas plantillas.",
        "Política de teletrabajo: los empleados pueden trabajar desde casa hasta tres días por semana. Las reuniones de equipo de los lunes son presenciales. Cualquier excepción debe aprobarla el responsable directo.",
    ],
    "it": [
        "Verbale della riunione: il nuovo magazzino di Bologna sarà operativo da aprile. I tempi di consegna per il Nord Italia dovrebbero ridursi di un giorno. Il team logistica aggiornerà le stime nel portale clienti.",
        "Istruzioni per i resi: il cliente deve compilare il modulo online e stampare l'etichetta prepagata. Il rimborso viene emesso entro dieci giorni lavorativi dal ricevimento del pacco.",
    ],
    "pt": [
        "Resumo da reunião: o lançamento da nova tabela de preços foi adiado para o próximo mês. A equipe comercial pediu materiais de treinamento atualizados e uma FAQ para os revendedores.",
        "Política de trocas: produtos com defeito podem ser trocados em até 90 dias. É necessário apresentar a nota fiscal. O frete de devolução é pago pela loja.",
    ],
    "nl": [
        "Samenvatting van het kwartaal: het klantenserviceteam handelde 1.840 tickets af, vooral over leveringen en facturen. De gemiddelde wachttijd aan de telefoon daalde naar vier minuten.",
        "Thuiswerkbeleid: medewerkers mogen twee dagen per week thuiswerken. De reiskostenvergoeding wordt naar rato berekend. Vragen kun je stellen aan HR via het intranet.",
    ],
    "pl": [
        "Podsumowanie kwartału: dział obsługi klienta zamknął 2 115 zgłoszeń, głównie dotyczących zwrotów i opóźnień w dostawie. Średni czas pierwszej odpowiedzi wyniósł 47 minut.",
        "Zasady zwrotów: towar można zwrócić w ciągu 30 dni od otrzymania przesyłki. Zwrot środków następuje na konto, z którego dokonano płatności, w ciągu 14 dni.",
    ],
    "tr": [
        "Çeyrek özeti: müşteri hizmetleri ekibi 2.480 talebi sonuçlandırdı; taleplerin çoğu kargo gecikmeleri ve fatura kopyalarıyla ilgiliydi. Ortalama ilk yanıt süresi 44 dakika oldu.",
        "İade politikası: ürünler teslim tarihinden itibaren 14 gün içinde orijinal ambalajıyla iade edilebilir. Ücret iadesi, ödeme yapılan karta 7 iş günü içinde yapılır.",
    ],
    "ja": [
        "第3四半期のまとめ：サポートチームは合計3,120件の問い合わせに対応しました。主な内容は請求書の再発行と配送遅延に関するものです。平均初回応答時間は45分でした。",
        "返品ポリシー：商品到着後30日以内であれば、未使用品に限り返品を受け付けます。返金は通常7営業日以内にお支払い方法へ行われます。",
    ],
    "zh": [
        "第三季度总结：客服团队共处理了2,960个工单，主要涉及退款、发票补开和物流延误。平均首次响应时间为40分钟，比上季度缩短了15%。",
        "差旅报销规定：所有报销单须在出差结束后30天内提交，并附上行程单和发票。超过标准的住宿费用需要部门负责人事先批准。",
    ],
    "ko": [
        "3분기 요약: 고객지원팀은 총 2,370건의 문의를 처리했으며, 대부분 환불과 배송 지연에 관한 것이었습니다. 평균 첫 응답 시간은 39분이었습니다.",
        "반품 정책: 상품 수령 후 14일 이내에 미사용 상태로 반품할 수 있습니다. 환불은 결제 수단으로 영업일 기준 5일 이내에 처리됩니다.",
    ],
    "ar": [
        "ملخص الربع الثالث: عالج فريق خدمة العملاء 2,140 طلبًا، معظمها يتعلق بالاسترداد وتأخر الشحن. بلغ متوسط وقت الرد الأول 50 دقيقة.",
        "سياسة الإرجاع: يمكن إرجاع المنتجات خلال 14 يومًا من تاريخ الاستلام بشرط أن تكون في عبوتها الأصلية. يتم رد المبلغ إلى وسيلة الدفع الأصلية خلال سبعة أيام عمل.",
    ],
    "hi": [
        "तिमाही सारांश: ग्राहक सहायता टीम ने कुल 3,050 टिकटों का समाधान किया, जिनमें से अधिकांश रिफंड और डिलीवरी में देरी से जुड़े थे। पहली प्रतिक्रिया का औसत समय 42 मिनट रहा।",
        "वापसी नीति: उत्पाद प्राप्त होने के 10 दिनों के भीतर मूल पैकेजिंग में लौटाया जा सकता है। रिफंड सात कार्य दिवसों के भीतर मूल भुगतान माध्यम में जमा किया जाता है।",
    ],
    "ru": [
        "Итоги квартала: служба поддержки закрыла 2 890 обращений, в основном по возвратам и задержкам доставки. Среднее время первого ответа составило 43 минуты.",
        "Политика возврата: товар можно вернуть в течение 14 дней с момента получения при сохранении упаковки. Деньги возвращаются на карту в течение пяти рабочих дней.",
    ],
}

SUBJECT = {
    "en": "Re: invoice question", "de": "AW: Rückfrage zur Rechnung", "fr": "RE : question sur la facture",
    "es": "RE: consulta sobre la factura", "it": "R: domanda sulla fattura", "pt": "RE: dúvida sobre a fatura",
    "nl": "Re: vraag over factuur", "pl": "Odp: pytanie o fakturę", "tr": "YNT: fatura hakkında",
    "ja": "Re: 請求書について", "zh": "回复：关于发票的问题", "ko": "RE: 청구서 문의", "ar": "رد: استفسار عن الفاتورة",
    "hi": "पुनः: चालान के बारे में प्रश्न", "ru": "Re: вопрос по счёту",
}

# What the user asks the assistant to do with a piece of content, per language.
ASK = {
    "en": ["Summarize this for me:", "Can you draft a reply to this email?", "What are the action items here?", "Translate this into plain English and list the key points."],
    "de": ["Fass das bitte kurz zusammen:", "Kannst du auf diese Mail antworten?"],
    "fr": ["Résume ce document, s'il te plaît :", "Peux-tu préparer une réponse à ce mail ?"],
    "es": ["Resúmeme esto, por favor:", "¿Puedes redactar una respuesta a este correo?"],
    "it": ["Riassumi questo testo:", "Puoi preparare una risposta a questa email?"],
    "pt": ["Resuma isto para mim:", "Pode escrever uma resposta para este e-mail?"],
    "nl": ["Vat dit even samen:", "Kun je een antwoord op deze mail opstellen?"],
    "pl": ["Streść mi to, proszę:", "Możesz przygotować odpowiedź na tego maila?"],
    "tr": ["Bunu benim için özetler misin:", "Bu e-postaya bir yanıt taslağı hazırlar mısın?"],
    "ja": ["これを要約してください：", "このメールへの返信案を作ってください。"],
    "zh": ["请帮我总结一下：", "帮我起草一封回复这封邮件的信。"],
    "ko": ["이거 요약해 줘:", "이 메일에 대한 답장 초안을 써 줄래?"],
    "ar": ["لخّص لي هذا من فضلك:", "هل يمكنك كتابة رد على هذه الرسالة؟"],
    "hi": ["कृपया इसका सारांश दें:", "क्या आप इस ईमेल का जवाब लिख सकते हैं?"],
    "ru": ["Кратко перескажи, пожалуйста:", "Подготовь ответ на это письмо."],
}
