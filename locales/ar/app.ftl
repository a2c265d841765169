# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = العربية
app-tagline = الشطرنج وMaharajah وميرودول
nav-back = رجوع
nav-home = الرئيسية

home-title = العب
home-path-title = مسارك
home-path-intro = ابدأ بالشطرنج العادي ضد المحرك، وتعرّف على القطع المركّبة، وابنِ جيشك بنفسك، ثم العب مع أصدقائك على شبكتك المحلية وعبر الإنترنت.
home-step = الخطوة { $step }
home-classic = مباراة تقليدية جديدة
home-classic-desc = شطرنج عادي ضد المحرك أو ضد صديق.
home-learn = تعلَّم Maharajah
home-learn-desc = شاهد كيف يتحرك المهراجا ورئيس الأساقفة والمستشار.
home-custom = مباراة جديدة (Maharajah)
home-custom-desc = ابنِ الجيشين بـ39 نقطة لكل منهما، ثم العب.
home-mirodol = ميرودول 10×10
home-mirodol-desc = عشرة أعمدة وعشرة صفوف، والرامي الذي يقفز فوق القطع.
home-lan = مباراة على الشبكة المحلية
home-lan-desc = حاسوبان على شبكة واحدة، مع التشكيل السرّي.
home-online = على الإنترنت
home-online-desc = العب مع أي شخص عبر خادم Maharajah.
home-more = المزيد
home-saved = المباريات المحفوظة
home-saved-desc = راجع مبارياتك وصدّرها.
home-rules = القواعد
home-rules-desc = كل قواعد الألعاب الثلاث.
home-settings = الإعدادات
home-about = حول
home-resume = متابعة المباراة


color-white = الأبيض
color-black = الأسود
color-random = عشوائي

variant-chess = الشطرنج
variant-maharajah = Maharajah
variant-mirodol = ميرودول

piece-pawn = البيدق
piece-knight = الحصان
piece-bishop = الفيل
piece-rook = الرخ
piece-queen = الوزير
piece-king = الملك
piece-archbishop = رئيس الأساقفة
piece-chancellor = المستشار
piece-maharajah = المهراجا
piece-archer = الرامي

newgame-title = مباراة جديدة
newgame-variant = اللعبة
newgame-opponent = الخصم
newgame-vs-engine = المحرك
newgame-vs-human = لاعبان على هذا الجهاز
newgame-level = مستوى المحرك
newgame-level-value = المستوى { $level } من { $levels }
newgame-level-rated = المستوى { $level } من { $levels } · نحو { $rating }
newgame-level-note = التصنيفات تقريبية: قيست أمام مستويات Stockfish المعايَرة بإيقاع سريع.
newgame-your-color = لونك
newgame-time = ضبط الوقت
newgame-time-none = بلا ساعة
newgame-time-custom = مخصص
newgame-base = دقائق لكل طرف
newgame-increment = الزيادة بالثواني
newgame-start = ابدأ المباراة
newgame-cancel = إلغاء
newgame-fen = وضع البداية (FEN)
# Shown in a left-to-right field: the words are isolated as right-to-left (U+2067 … U+2069), the notation in them as left-to-right (U+2066 … U+2069).
newgame-fen-placeholder = {"\u2067"}اختياري: الصق {"\u2066"}FEN{"\u2069"} من تطبيق آخر{"\u2069"}
newgame-engine-chooses = دع المحرك يختار جيشه
newgame-engine-chooses-note = يظهر جيش المحرك عند بدء المباراة.
newgame-engine-army-chosen = اختار المحرك جيشه: { $pieces }.
fen-castling-dropped = أُسقطت حقوق تبييت لا يمكن أن تكون لهذا الوضع: { $letters }.

settings-title = الإعدادات
settings-language = اللغة
settings-language-system = لغة النظام ({ $language })
settings-theme = المظهر
settings-theme-system = حسب النظام
settings-theme-light = فاتح
settings-theme-dark = داكن
settings-board-theme = ألوان الرقعة
settings-board-wood = خشبي
settings-board-green = أخضر
settings-board-blue = أزرق
settings-board-grey = رمادي
settings-board-size = حجم الرقعة
settings-board-size-large = كبير
settings-board-size-medium = متوسط
settings-board-size-small = صغير
settings-pieces = شكل القطع
settings-pieces-standard = قياسي
settings-pieces-geometric = هندسي
settings-orientation = اتجاه الرقعة
settings-orientation-auto = لونك في الأسفل
settings-orientation-white = الأبيض في الأسفل
settings-orientation-black = الأسود في الأسفل
settings-sound = أصوات النقلات
settings-legal = إظهار النقلات المشروعة
settings-auto-queen = الترقية إلى وزير دون سؤال
settings-coordinates = إظهار الإحداثيات
settings-animation = سرعة الحركة
settings-animation-off = متوقفة
settings-animation-fast = سريعة
settings-animation-normal = عادية
settings-animation-slow = بطيئة
settings-saved = حُفظت الإعدادات.

about-title = حول
about-app-version = إصدار التطبيق
about-engine-version = إصدار المحرك
about-server-version = الخادم
about-server-not-connected = غير متصل
about-text = يلعب Maharajah الشطرنج التقليدي، ونوع Maharajah بجيوش مخصصة من 39 نقطة وقطع مركّبة، وشطرنج ميرودول 10×10. نواة قواعد واحدة تحكم كل نقلة في التطبيق والمحرك.
about-credits = أسماء الافتتاحيات: جدول chess-openings من lichess.org، ملك عام (CC0).

dialog-ok = حسنًا
dialog-cancel = إلغاء
dialog-yes = نعم
dialog-no = لا

# The board by keyboard and for screen readers.
board-role = رقعة
board-keys = الرقعة. تنقلك مفاتيح الأسهم بين المربعات؛ يلتقط Enter أو المسافة قطعة ويضعها؛ ويلغي Escape.
board-square-piece = { $square }، { $piece } { $color ->
    [white] للأبيض
   *[black] للأسود
}
board-square-empty = { $square }، فارغ
