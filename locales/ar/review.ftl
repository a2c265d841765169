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
review-best-here = اختيار المحرك هنا: { $san }
review-copy-fen = نسخ FEN
review-copy-pgn = نسخ PGN
