# The custom setup editor.

setup-title = التشكيل المخصص
setup-intro = أنفق 39 نقطة بالضبط على كل جيش. يملأ الأبيض الصفوف 1⁠–⁠4 صعودًا من الصف 1، والأسود الصفوف 8⁠–⁠5 نزولًا من الصف 8؛ ولا يجوز أن تبقى فراغات إلا في أبعد صف تستخدمه.
setup-palette = القطع
setup-side = الطرف
setup-points-left = { $points ->
    [zero] لم تبقَ أي نقطة
    [one] بقيت نقطة واحدة
    [two] بقيت نقطتان
    [few] بقيت { $points } نقاط
    [many] بقيت { $points } نقطة
   *[other] بقيت { $points } نقطة
}
setup-points-over = { $points ->
    [zero] لا تجاوز للميزانية
    [one] تجاوز الميزانية بنقطة واحدة
    [two] تجاوز الميزانية بنقطتين
    [few] تجاوز الميزانية بـ{ $points } نقاط
    [many] تجاوز الميزانية بـ{ $points } نقطة
   *[other] تجاوز الميزانية بـ{ $points } نقطة
}
setup-cost = { $cost ->
    [zero] بلا تكلفة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $cost } نقاط
    [many] { $cost } نقطة
   *[other] { $cost } نقطة
}
setup-random = جيش عشوائي
setup-mirror = انسخ إلى الطرف الآخر
setup-clear = مسح
setup-presets = تشكيلات جاهزة
setup-preset-load = تحميل
setup-start = ابدأ المباراة
setup-valid = الجيشان جاهزان.
setup-invalid = لا يمكن بدء المباراة بعد:
setup-eraser = إزالة
setup-hint = اختر قطعة، ثم انقر مربعًا مضيئًا أو إحدى قطعك لاستبدالها. إن لم تختر قطعة، فانقر قطعة على الرقعة لإزالتها، أو اسحبها إلى مكان آخر.
setup-other-side = على { $square } قطعة للطرف الآخر؛ لم يتغير شيء. لإزالتها اختر «إزالة»، ولتعديل ذلك الجيش بدّل الطرف.
setup-replaced = استُبدلت القطعة على { $square }.

preset-orthodox = التقليدي
preset-court = بلاط المهراجا
preset-cavalry = الفرسان المركّبون
preset-archbishops = رئيسا أساقفة
preset-chancellors = المستشارون في الزوايا

placement-off-board = المربع { $square } ليس على الرقعة.
placement-king-not-placeable = الملك ثابت في e1 / e8 وهو جزء من كل جيش.
placement-not-in-variant = { $kind } ليس من قطع Maharajah.
placement-king-square = { $square } هو مربع الملك.
placement-outside-half = يضع { $color } قطعه في نصفه من الرقعة فقط، و{ $square } خارجه.
placement-occupied = المربع { $square } مشغول؛ أزل تلك القطعة أولًا.
placement-fill-nearer-rank-first = املأ الصف { $rank } أولًا: لا يُستخدم صف أبعد إلا بعد امتلاء الصفوف الأقرب.
placement-over-budget = { $cost ->
    [zero] هذه القطعة مجانية
    [one] تكلفة هذه القطعة نقطة واحدة
    [two] تكلفة هذه القطعة نقطتان
    [few] تكلفة هذه القطعة { $cost } نقاط
    [many] تكلفة هذه القطعة { $cost } نقطة
   *[other] تكلفة هذه القطعة { $cost } نقطة
}، ولم يبقَ للإنفاق إلا { $left }.

start-error-budget-not-spent = أنفق { $color } { $spent } من 39 نقطة؛ ويجب إنفاق النقاط الـ39 كلها.
start-error-over-budget = أنفق { $color } { $spent } نقطة، أي أكثر من 39.
start-error-piece-outside-half = قطعة { $color } في { $square } خارج نصفه من الرقعة.
start-error-rank-not-filled = { $color }: في الصف { $rank } ما زال مربع فارغ ({ $square }) بينما الصف { $furthest } مستخدم.
start-error-king-missing = ليس لدى { $color } ملك.
start-error-king-misplaced = ملك { $color } في { $square }، لا في مربعه الثابت.
start-error-too-many-kings = { $count ->
    [zero] ليس لدى { $color } أي ملك.
    [one] لدى { $color } ملك واحد.
    [two] لدى { $color } ملكان.
    [few] لدى { $color } { $count } ملوك.
    [many] لدى { $color } { $count } ملكًا.
   *[other] لدى { $color } { $count } ملك.
}
start-error-piece-not-in-variant = قطعة { $color } في { $square } ({ $kind }) ليست من قطع Maharajah.
start-error-wrong-side-to-move = في المباراة المخصصة يبدأ الأبيض.
start-error-side-to-move-in-check = سيبدأ الأبيض، صاحب الدور، تحت الكش.
start-error-no-legal-move = لن تكون للأبيض، صاحب الدور، أي نقلة مشروعة.
start-error-opponent-in-check = سيبدأ الأسود تحت الكش، وهذا وضع غير مشروع.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = مستشار الجيش
advisor-assess = قيّم الجيش
advisor-suggest = اقترح
advisor-against-other = مقابل الجيش الآخر
advisor-expected-orthodox = النتيجة المتوقعة أمام الجيش التقليدي: ‏{ $score }٪ ({ $low }–{ $high }٪)
advisor-expected-other = النتيجة المتوقعة أمام الجيش الآخر: ‏{ $score }٪ ({ $low }–{ $high }٪)
advisor-working = جارٍ التفكير…
advisor-searching = جارٍ البحث… ‏{ $percent }٪
advisor-no-suggestion = لم يُعثر على جيش أفضل قريب.
advisor-no-reasons = لا شيء في هذا الجيش يستدعي الإصلاح.
advisor-apply = طبّق
advisor-applied = طُبّق الاقتراح. قيّم الجيش مرة أخرى لترى النتيجة الجديدة.
advisor-offline = يُحسب على هذا الجهاز؛ لا يُرسل شيء.
advisor-piece-on = { $piece } على { $square }
advisor-list-separator = { "، " }
advisor-and = { $first } و{ $last }
advisor-diff-move = انقل { $from } إلى { $to }: ‏+{ $gain }٪
advisor-diff-replace = استبدل { $removed } بـ { $added }: ‏+{ $gain }٪
advisor-diff-swap = بدّل { $first } و{ $second }: ‏+{ $gain }٪
advisor-reason-hanging-piece = يمكن أسر { $kind } على { $square } فورًا بواسطة { $attacker }.
advisor-reason-exposed-king = الملك مكشوف: { $openLines } من خطوطه الثلاثة إلى الأمام مفتوحة.
advisor-reason-weak-pawn-cover = حماية ضعيفة بالبيادق: { $pawns } بيادق على أعمدة الملك (d وe وf).
advisor-reason-immobile-pieces = { $count } قطع لا تستطيع الحركة في البداية.
advisor-reason-kind-rated-high = اللعب الذاتي يقدّر قطع { $kind } في هذا الجيش ({ $points } نقاط) تقديرًا عاليًا: نحو ‎+{ $elo } إيلو.
advisor-reason-kind-rated-low = اللعب الذاتي يقدّر قطع { $kind } في هذا الجيش ({ $points } نقاط) تقديرًا منخفضًا: نحو { $elo } إيلو.
