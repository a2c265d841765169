# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = المراجعة
review-first = الوضع الأول (Home)
review-prev = النقلة السابقة (←)
review-next = النقلة التالية (→)
review-last = الوضع الأخير (End)
review-start = وضع البداية
review-graph = مخطط التقييم: انقر نقطة للانتقال إلى تلك النقلة
review-analysing = جارٍ التحليل… { $done } من { $total }
review-analysis-done = اكتمل التحليل
review-inaccuracy = عدم دقة
review-mistake = خطأ
review-blunder = خطأ فادح
review-better = الأفضل كان { $san }
review-pass = تحليل المراجعة:
review-pass-choice = نقلته: { $san }
review-pass-title = من تحليل المراجعة للمباراة كلها، وهو بحث قصير في كل وضع؛ وتبحث خطوط المحرك في هذا الوضع مدة أطول وقد تختار نقلة أخرى.
review-event-lan = مباراة على الشبكة المحلية
review-event-online = مباراة عبر الإنترنت
review-copy-fen = نسخ FEN
review-copy-pgn = نسخ PGN

review-checking = جارٍ التحقق من النقلات المعلَّمة… { $done } / { $total }
review-accuracy = الدقة
review-line-save = حفظ الفرع
review-line-back = العودة إلى المباراة
review-line-saved = حُفظ الفرع في المباراة.
review-line-already = المباراة تحتوي هذا الفرع بالفعل.
review-line-after-end = لا يمكن حفظ فرع بعد آخر نقلة في المباراة: الفرع يحلّ محلّ نقلة لُعبت.
review-line-at = { $moves ->
    [zero] فرع مستكشَف بلا نقلات: ليس من المباراة
    [one] فرع مستكشَف، نقلة واحدة: ليس من المباراة
    [two] فرع مستكشَف، نقلتان: ليس من المباراة
    [few] فرع مستكشَف، { $moves } نقلات: ليس من المباراة
   *[other] فرع مستكشَف، { $moves } نقلة: ليس من المباراة
}
review-line-kept = يبقى فرعك المستكشَف في قائمة النقلات: انقر إحدى نقلاته للعودة إليه.
review-line-explored = فرع مستكشَف
lines-title = خطوط المحرّك
lines-depth = العمق { $depth }
lines-depth-done = العمق { $depth }، اكتمل البحث
lines-none = لا نقلات هنا: انتهت المباراة.
lines-play = العب هذه النقلة على الرقعة
lines-eval-bar = التقييم
