# اللعب عبر الإنترنت من خلال خادم Maharajah: شاشة «عبر الإنترنت» وغرفها
# وإعدادات الخادم.

online-title = عبر الإنترنت
online-intro = العب مع أي شخص عبر خادم Maharajah: أنشئ غرفة وأعطِ رمزها لخصمك، أو انضم إلى غرفة برمزها، أو اختر غرفة مفتوحة.
online-server = الخادم
online-connecting = جارٍ الاتصال بالخادم…
online-connected = متصل
online-disconnected = غير متصل
online-reconnect = اتصل مجددًا
online-settings-link = إعدادات الخادم
online-create-title = أنشئ غرفة
online-colour = لونك
online-public = اعرض الغرفة للجميع
online-takebacks = اسمح بطلبات التراجع عن النقلة
online-create = أنشئ الغرفة
online-join-title = انضم برمز
online-code = رمز الغرفة
online-code-placeholder = ABCDE-FGHJK
online-join = انضم
online-code-empty = اكتب الرمز الذي أعطاك إياه خصمك.
online-code-typo = رمز الغرفة من 10 أحرف وأرقام (دون 0 و1 وI وO)، مثل ABCDE-FGHJK. تحقّق من الرمز وحاول مجددًا.
online-rooms-title = الغرف المفتوحة
online-rooms-empty = لا توجد غرفة مفتوحة الآن. أنشئ غرفة أو حدّث القائمة.
online-rooms-refresh = حدّث
online-waiting-title = غرفتك مفتوحة
online-waiting-text = أعطِ هذا الرمز لخصمك. تبدأ المباراة فور انضمامه.
online-copy-code = انسخ الرمز
online-code-copied = نُسخ الرمز.
online-expires = تُغلق الغرفة عند { $time } إذا لم ينضم أحد.
online-you-play-white = تلعب بالأبيض
online-you-play-black = تلعب بالأسود
online-cancel-room = أغلق الغرفة
online-room-cancelled = أُغلقت الغرفة.
online-opponent-joined = انضم { $name }.
online-connection-lost = انقطع الاتصال بالخادم. جارٍ إعادة الاتصال…
online-connection-restored = عاد الاتصال.
online-closed = انتهت المباراة عبر الإنترنت.
online-closed-error = انتهت المباراة عبر الإنترنت: { $reason }
online-save-failed = تعذّر حفظ المباراة: { $reason }

settings-online = اللعب عبر الإنترنت
settings-name = اسمك
settings-name-hint = يراه خصومك في مباريات الشبكة المحلية وعبر الإنترنت.
settings-server = عنوان الخادم
settings-server-hint = خادم Maharajah الذي تلعب من خلاله عبر الإنترنت، مثلًا ws://192.168.1.20:7878.
# Shown in a left-to-right field: the words are isolated as right-to-left (U+2067 … U+2069), the notation in them as left-to-right (U+2066 … U+2069).
settings-server-default = {"\u2067"}الافتراضي ({ $address }){"\u2069"}
settings-server-check = تحقّق واحفظ
settings-server-checking = جارٍ سؤال الخادم…
settings-server-ok = الخادم { $version } يجيب. حُفظ.
online-left = غادرت المباراة. الردهة مفتوحة.
