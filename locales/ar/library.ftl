# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = مبارياتك المحفوظة
library-recovered-corrupt = تلف الملف الذي يحفظ مبارياتك، فبدأ Maharajah ملفًا جديدًا فارغًا. احتُفظ بالملف القديم ولم يُحذف: { $file }
library-recovered-foreign = كان الملف الذي يحفظ فيه Maharajah مبارياتك تابعًا لبرنامج آخر، فبدأ Maharajah ملفًا جديدًا. وبقي ذلك الملف كما هو: { $file }
library-recovered-too-new = كتب مبارياتِك المحفوظة إصدارٌ أحدث من Maharajah. بدأ هذا الإصدار ملفًا جديدًا، وبقي الملف الأحدث كما هو: { $file }
library-memory-only = لا يمكن حفظ مبارياتك على هذا الحاسوب الآن ({ $detail }). تبقى مباريات هذه الجلسة محفوظة حتى تغلق التطبيق.
library-notice-detail = التفاصيل

## Home: resume

home-resume-title = مباراة لم تكتمل
home-resume-text = { $white } ضد { $black } · { $variant } · { $moves ->
    [0] لا نقلات بعد
    [zero] لا نقلات بعد
    [one] لُعبت نقلة واحدة
    [two] لُعبت نقلتان
    [few] لُعبت { $moves } نقلات
    [many] لُعبت { $moves } نقلة
   *[other] لُعبت { $moves } نقلة
}
home-resume-saved = حُفظت { $when }
home-resume-continue = متابعة
home-resume-discard = تجاهل
home-resume-discard-confirm = هل تتجاهل هذه المباراة؟ ستبقى في مبارياتك المحفوظة على أنها متروكة، لكن لن يمكن متابعتها بعد الآن.
newgame-abandon-confirm = المباراة الجارية لم تنتهِ بعد. هل تبدأ مباراة جديدة؟ ستبقى المباراة غير المنتهية في مبارياتك المحفوظة على أنها متروكة.
newgame-abandon-yes = ابدأ مباراة جديدة
resume-abandon-confirm = المباراة الجارية لم تنتهِ بعد. هل تتابع المباراة المحفوظة بدلًا منها؟ ستبقى المباراة غير المنتهية في مبارياتك المحفوظة على أنها متروكة.
resume-abandon-yes = تابع المباراة المحفوظة
end-abandoned = متروكة

## Saved games screen

library-title = المباريات المحفوظة
library-search = ابحث عن لاعبين أو بطولة أو مكان
library-opponent = الخصم
library-variant-any = كل المباريات
library-result-any = أي نتيجة
library-result-white = فاز الأبيض
library-result-black = فاز الأسود
library-result-draw = تعادل
library-result-unfinished = لم تكتمل
library-date-any = أي وقت
library-date-today = اليوم
library-date-week = آخر 7 أيام
library-date-month = آخر 30 يومًا
library-date-year = آخر 12 شهرًا
library-col-date = التاريخ
library-col-game = اللعبة
library-col-white = الأبيض
library-col-black = الأسود
library-col-result = النتيجة
library-col-moves = النقلات
library-col-source = المصدر
library-select-all = تحديد كل ما في هذه الصفحة
library-select-game = تحديد هذه المباراة
library-count = { $total ->
    [0] لا مباريات
    [zero] لا مباريات
    [one] مباراة واحدة
    [two] مباراتان
    [few] { $total } مباريات
    [many] { $total } مباراة
   *[other] { $total } مباراة
}
library-range = { $from } إلى { $to } من { $total }
library-selected = { $count ->
    [zero] لا شيء محدد
    [one] واحدة محددة
    [two] اثنتان محددتان
    [few] { $count } محددة
    [many] { $count } محددة
   *[other] { $count } محددة
}
library-prev = السابق
library-next = التالي
library-open = فتح
library-delete = حذف
library-delete-confirm = { $count ->
    [zero] لا شيء للحذف.
    [one] هل تحذف هذه المباراة؟ لا يمكن التراجع عن ذلك.
    [two] هل تحذف هاتين المباراتين؟ لا يمكن التراجع عن ذلك.
    [few] هل تحذف هذه المباريات الـ{ $count }؟ لا يمكن التراجع عن ذلك.
    [many] هل تحذف هذه الـ{ $count } مباراة؟ لا يمكن التراجع عن ذلك.
   *[other] هل تحذف هذه الـ{ $count } مباراة؟ لا يمكن التراجع عن ذلك.
}
library-deleted = { $count ->
    [zero] لم تُحذف أي مباراة.
    [one] حُذفت مباراة واحدة.
    [two] حُذفت مباراتان.
    [few] حُذفت { $count } مباريات.
    [many] حُذفت { $count } مباراة.
   *[other] حُذفت { $count } مباراة.
}
library-import = استيراد PGN…
library-paste = لصق PGN…
library-export-selected = تصدير المحدد…
library-export-all = تصدير كل المعروض…
library-empty = لا توجد مباريات محفوظة بعد. تُحفظ هنا كل مباراة تلعبها أثناء لعبها.
library-empty-filtered = لا توجد مباريات تطابق هذه المرشِّحات.
library-in-progress = جارية
library-engine = المحرك
library-source-offline = هذا الجهاز
library-source-lan = الشبكة المحلية
library-source-online = على الإنترنت
library-source-import = مستوردة
library-custom-start = بداية مخصصة
library-loading = جارٍ التحميل…

## File paths (import and export)

library-path-label = الملف
library-path-placeholder = /home/you/games.pgn
library-choose-file = اختر ملفًا…
library-path-empty = اختر ملفًا أولًا.
library-path-is-folder = هذا مجلد؛ اختر ملفًا.
library-path-no-folder = هذا المجلد غير موجود.
library-path-missing = لا يوجد ملف هناك.

## Export

export-title = التصدير إلى PGN
export-what = { $count ->
    [zero] لن تُكتب أي مباراة في ملف PGN.
    [one] ستُكتب مباراة واحدة في ملف PGN.
    [two] ستُكتب مباراتان في ملف PGN.
    [few] ستُكتب { $count } مباريات في ملف PGN.
    [many] ستُكتب { $count } مباراة في ملف PGN.
   *[other] ستُكتب { $count } مباراة في ملف PGN.
}
export-go = تصدير
export-running = جارٍ الكتابة…
export-done = { $count ->
    [zero] لم تُصدَّر أي مباراة إلى { $file }.
    [one] صُدِّرت مباراة واحدة إلى { $file }.
    [two] صُدِّرت مباراتان إلى { $file }.
    [few] صُدِّرت { $count } مباريات إلى { $file }.
    [many] صُدِّرت { $count } مباراة إلى { $file }.
   *[other] صُدِّرت { $count } مباراة إلى { $file }.
}

## Import

paste-title = لصق PGN
paste-intro = الصق مباراة أو أكثر بصيغة PGN من موقع أو تطبيق آخر. تُفتح الأولى في المراجعة، وتُحفظ كلها في المباريات المحفوظة.
import-title = استيراد PGN
import-intro = تُقرأ المباريات واحدة تلو الأخرى: تُتخطّى المباراة التالفة ويُبلَّغ عنها، ولا توقف أبدًا بقية المباريات.
import-go = استيراد
import-running = جارٍ الاستيراد…
import-progress = استُورد { $imported } · تُخطّي { $skipped }
import-cancel = إلغاء الاستيراد
import-close = إغلاق
import-summary = { $imported ->
    [zero] لم تُستورد أي مباراة
    [one] استُوردت مباراة واحدة
    [two] استُوردت مباراتان
    [few] استُوردت { $imported } مباريات
    [many] استُوردت { $imported } مباراة
   *[other] استُوردت { $imported } مباراة
}، { $skipped ->
    [0] ولم تُتخطَّ أي مباراة.
    [one] وتُخطّيت مباراة واحدة.
    [two] وتُخطّيت مباراتان.
    [few] وتُخطّيت { $skipped } مباريات.
    [many] وتُخطّيت { $skipped } مباراة.
   *[other] وتُخطّيت { $skipped } مباراة.
}
import-summary-cancelled = أُلغي الاستيراد: { $imported ->
    [zero] لم تُستورد أي مباراة قبل إيقافه
    [one] استُوردت مباراة واحدة قبل إيقافه
    [two] استُوردت مباراتان قبل إيقافه
    [few] استُوردت { $imported } مباريات قبل إيقافه
    [many] استُوردت { $imported } مباراة قبل إيقافه
   *[other] استُوردت { $imported } مباراة قبل إيقافه
}، { $skipped ->
    [0] ولم تُتخطَّ أي مباراة.
    [one] وتُخطّيت مباراة واحدة.
    [two] وتُخطّيت مباراتان.
    [few] وتُخطّيت { $skipped } مباريات.
    [many] وتُخطّيت { $skipped } مباراة.
   *[other] وتُخطّيت { $skipped } مباراة.
}
import-skipped-title = المباريات المتخطّاة
import-skipped-more = { $count ->
    [one] …وواحدة أخرى.
    [two] …واثنتان أخريان.
    [few] …و{ $count } أخرى.
    [many] …و{ $count } أخرى.
   *[other] …و{ $count } أخرى.
}
import-skipped-game = المباراة { $index } (السطر { $line }): { $why }
import-why-syntax = النص ليس PGN صالحًا
import-why-no-game = لا توجد مباراة في هذا الجزء من الملف
import-why-unknown-variant = إنها نوع لا يلعبه Maharajah
import-why-missing-fen = لها بداية مخصصة لكن بلا وضع (FEN)
import-why-bad-fen = وضع بدايتها (FEN) غير صالح
import-why-illegal-move = إحدى نقلاتها غير مشروعة
import-why-illegal-variation = نقلة في أحد فروعها غير مشروعة
import-why-counter-overflow = عدّادات نقلاتها خارج النطاق
import-why-null-move = تحتوي على نقلة فارغة (تمرير للدور) لا يمكن إعادة لعبها
import-why-duplicate = المباراة نفسها (اللاعبون والحدث والتاريخ والنقلات) محفوظة من قبل
import-why-too-long = المباراة أطول بكثير من أن تكون مباراة حقيقية
import-why-refused = رفضتها قاعدة البيانات
import-why-other = تتعذّر قراءتها

## Setups library (custom setup editor)

setups-title = تشكيلاتي
setups-empty = لا توجد تشكيلات محفوظة بعد. ابنِ جيشًا واحفظه هنا.
setups-save = حفظ…
setups-paste = لصق رمز…
setups-save-title = حفظ التشكيل
setups-name = الاسم
setups-name-placeholder = جيشي
setups-which = حفظ
setups-side-white = جيش الأبيض
setups-side-black = جيش الأسود
setups-side-both = الجيشان كلاهما
setups-saved = حُفظ التشكيل.
setups-load-white = تحميل للأبيض
setups-load-black = تحميل للأسود
setups-load-both = تحميل الاثنين
setups-loaded = حُمِّل التشكيل.
setups-copy-code = نسخ الرمز
setups-code-copied = نُسخ رمز التشكيل.
setups-rename = إعادة تسمية
setups-rename-title = إعادة تسمية التشكيل
setups-duplicate = تكرار
setups-copy-name = { $name } (نسخة)
setups-delete = حذف
setups-delete-confirm = هل تحذف التشكيل «{ $name }»؟
setups-favourite = مفضّل
setups-badge-white = الأبيض
setups-badge-black = الأسود
setups-badge-both = كلاهما
setups-code-title = الصق رمز تشكيل
setups-code-intro = رمز التشكيل نص قصير يمكن أن يرسله إليك لاعب آخر، ويبدأ بـ MJ1-. حمّله لأي طرف، أو احفظه في تشكيلاتك.
setups-code-label = رمز التشكيل
setups-code-save = حفظ في تشكيلاتي
setups-code-name-default = جيش مُرسَل
setups-code-empty = الصق رمز تشكيل أولًا.

## Copy to the clipboard

copy-done = نُسخ.
copy-failed = تعذّر النسخ؛ حدّد النص وانسخه بنفسك.

## The store's errors, by kind

error-io = تعذّرت قراءة ملف أو الكتابة فيه: { $detail }
error-corrupt = ملف المباريات المحفوظة تالف: { $detail }
error-foreign = ملف المباريات المحفوظة تابع لبرنامج آخر.
error-too-new = كتب المبارياتِ المحفوظة إصدارٌ أحدث من Maharajah.
error-busy = المباريات المحفوظة مشغولة (هل فُتح Maharajah مرتين؟). حاول مرة أخرى.
error-read-only = تتعذّر الكتابة في المباريات المحفوظة: { $detail }
error-cannot-open = يتعذّر فتح المباريات المحفوظة: { $detail }
error-disk-full = القرص ممتلئ؛ لا يمكن حفظ أي شيء آخر.
error-database = تعذّرت قراءة المباريات المحفوظة أو الكتابة فيها: { $detail }
error-not-found = هذا العنصر لم يعد موجودًا (ربما حُذف).
error-invalid = لا يمكن حفظ ذلك: { $detail }
error-setting = تعذّر حفظ أحد الإعدادات: { $detail }
error-setup-code-malformed = هذا ليس رمز تشكيل: تحقّق من أنك لصقته كاملًا.
error-setup-code-version = رمز التشكيل هذا من إصدار أحدث من Maharajah.
error-setup-code-checksum = في رمز التشكيل خطأ مطبعي: أحد الأحرف خاطئ أو ناقص.
error-setup-code-invalid = يحمل رمز التشكيل هذا جيشًا لا يمكن وضعه.
error-setup-code-unencodable = لا يمكن كتابة هذا التشكيل رمزًا.
error-import-running = هناك استيراد جارٍ بالفعل.
error-bad-path = { $detail }
error-setup-name = أعطِ التشكيل اسمًا من 1 إلى { $max } حرفًا.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = تعذّر حفظ هذه المباراة. { $reason } تبقى المباراة مفتوحة، وتُعاد محاولة الحفظ مع كل نقلة.
autosave-resumed = عاد الحفظ يعمل: المباراة محفوظة.
