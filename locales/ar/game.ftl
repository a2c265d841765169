# The game screen.

side-classic = طرف تقليدي
side-variant = طرف موسّع
side-classic-tip = يبيّت؛ ويرقّي إلى وزير أو رخ أو فيل أو حصان؛ ولا يتقدم بيدقه مربعين إلا من صفه الثاني.
side-variant-tip = لا يبيّت أبدًا؛ ويرقّي إلى أي قطعة، ومنها المهراجا ورئيس الأساقفة والمستشار؛ ويستطيع كل بيدق أن يتقدم مربعين في نقلته الأولى من أي صف.

player-you = أنت
player-you-named = { $name } (أنت)
player-white = الأبيض
player-black = الأسود
player-engine = المحرك · المستوى { $level }

game-moves = النقلات
game-thinking = المحرك يفكر…
game-your-move = دورك
game-to-move-white = دور الأبيض
game-to-move-black = دور الأسود
game-check = كش!
game-flip = اقلب الرقعة
game-resign = استسلام
game-draw = اعرض التعادل
game-takeback = تراجع عن النقلة
game-hint = تلميح
game-new = مباراة جديدة
game-rematch = مباراة ثأرية
game-rematch-accept = اقبل المباراة الثأرية
game-pause = إيقاف مؤقت
game-resume = استئناف
game-abort = إلغاء المباراة
game-home = الرئيسية
# Shown in a left-to-right field: the words are isolated as right-to-left (U+2067 … U+2069), the notation in them as left-to-right (U+2066 … U+2069).
game-san-placeholder = {"\u2067"}نقلة (مثل {"\u2066"}Nf3{"\u2069"}){"\u2069"}
game-san-label = إدخال النقلة
game-san-go = العب
game-illegal-click = { $from }–{ $to } ليست نقلة قانونية هنا.
game-promote-title = رقِّ إلى
game-choice-title = أيّ نقلة؟
game-choice-king-move = نقلة الملك
game-choice-castle = تبييت
game-resign-confirm = هل تستسلم في هذه المباراة؟
game-draw-offer-human = خصمك يعرض التعادل. هل تقبل؟
game-draw-declined = المحرك يرفض التعادل.
game-draw-accepted = المحرك يقبل التعادل.
game-hint-text = تلميح: { $san }
game-no-game = لا توجد مباراة جارية.

result-wins = فاز { $winner }
result-draw = تعادل
result-aborted = أُلغيت المباراة — بلا نتيجة
game-over-title = انتهت المباراة

end-checkmate = بكش مات
end-stalemate = بالجمود
end-repetition = بتكرار الوضع ثلاث مرات
end-fifty-moves = بقاعدة الخمسين نقلة
end-insufficient-material = لعدم كفاية العتاد للمات
end-time = بالوقت
end-time-vs-insufficient-material = بالوقت، لكن الخصم لا يستطيع المات
end-resignation = باستسلام الخصم
end-agreement = بالاتفاق
end-no-first-move = نفد وقت أحد اللاعبين قبل نقلته الأولى
end-aborted = أُلغيت قبل أن تبدأ فعليًا

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] الأبيض
   *[black] الأسود
}: { $piece } من { $from } إلى { $to }
announce-castle-short = { $color ->
    [white] الأبيض
   *[black] الأسود
}: تبييت قصير
announce-castle-long = { $color ->
    [white] الأبيض
   *[black] الأسود
}: تبييت طويل
announce-takes = يأخذ { $piece }
announce-promotes = يصير { $piece }
announce-check = كش
announce-mate = كش مات
announce-clocks = الأبيض { $white }، الأسود { $black }
announce-separator = {"، "}
announce-no-clock = لا ساعة في هذه المباراة.

# Stepping back through a game in progress.
game-back-to-game = العودة إلى المباراة
game-browsing-start = وضع البداية. المباراة مستمرة.
game-browsing = بعد { $move } ({ $ply } من { $total }). المباراة مستمرة.

game-premove-set = نقلة مسبقة { $from }–{ $to }: تُلعب حالما يأتي دورك. Esc للإلغاء.
