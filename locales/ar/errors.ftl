# Backend errors, by kind: error-<kind>.

error-no-game = لا توجد مباراة جارية.
error-game-over = انتهت المباراة.
error-illegal-move = النقلة { $move } غير مشروعة هنا.
error-unreadable-move = «{ $move }» ليست نقلة. اكتبها بالترميز الجبري، مثل e4 أو Nf3 أو exd5 أو O-O.
error-ambiguous-move = يمكن لأكثر من قطعة أن تلعب { $move }: أضف عمود القطعة التي تقصدها أو صفّها، مثل Nbd2.
error-promotion-not-allowed = لا يمكن ترقية هذا البيدق بالنقلة { $move }. الترقيات الممكنة: { $choices }.
error-not-your-turn = انتظر دورك.
error-nothing-to-take-back = لا توجد نقلة يمكن التراجع عنها.
error-no-engine = ليس في هذه المباراة خصم من المحرك.
error-engine-no-move = لم يجد المحرك أي نقلة.
error-fen-wrong-board-size = تعذّرت قراءة هذا الوضع: لا تُلعب { $variant } على رقعة { $files }×{ $files }.
error-fen-field-count = تعذّرت قراءة هذا الوضع: يتكوّن FEN من 2 إلى 8 حقول تفصل بينها مسافات، وهذا فيه { $found }.
error-fen-rank-count = تعذّرت قراءة هذا الوضع: تحتاج الرقعة إلى { $expected } صفوف تفصل بينها «/»، وهنا { $found }.
error-fen-rank-width = تعذّرت قراءة هذا الوضع: الصف { $rank } يصف { $found } مربعات بدلًا من { $expected }.
error-fen-bad-piece = تعذّرت قراءة هذا الوضع: «{ $piece }» في الصف { $rank } ليست قطعة في { $variant }.
error-fen-king-count = تعذّرت قراءة هذا الوضع: يجب أن يكون لدى { $color } ملك واحد بالضبط، لا { $count }.
error-fen-pawn-on-last-rank = تعذّرت قراءة هذا الوضع: البيدق في { $square } يقف على صف ترقيته.
error-fen-bad-side = تعذّرت قراءة هذا الوضع: يجب أن يكون الطرف صاحب الدور «w» أو «b»، لا «{ $found }».
error-fen-bad-castling = تعذّرت قراءة هذا الوضع: حرف التبييت «{ $letter }» لا يشير إلى رخّ لم يتحرك في صف الملك.
error-fen-castling-not-allowed = تعذّرت قراءة هذا الوضع: لا يجوز لـ{ $color } التبييت (يجوز فقط لطرف كلاسيكي ملكه في e1 أو e8 ورخّه في الزاوية).
error-fen-bad-en-passant = تعذّرت قراءة هذا الوضع: «{ $found }» ليس مربعًا عبره بيدق للتو.
error-fen-bad-number = تعذّرت قراءة هذا الوضع: يجب أن يكون { $field ->
    [halfmove] عدّاد أنصاف النقلات
   *[fullmove] رقم النقلة
} عددًا من 0 إلى 1000000، لا «{ $found }».
error-fen-bad-variant-sides = تعذّرت قراءة هذا الوضع: يجب أن تكون أطراف المتغير «-» أو «w» أو «b» أو «wb» (في Maharajah فقط)، لا «{ $found }».
error-fen-bad-unmoved-pawns = تعذّرت قراءة هذا الوضع: «{ $found }» ليست قائمة مربعات عليها بيادق.
error-fen-opponent-in-check = تعذّرت قراءة هذا الوضع: { $color } في حالة كش مع أنه ليس دوره، وهذا لا يحدث في أي مباراة.
error-bad-request = أرسل التطبيق طلبًا لا يفهمه ({ $detail }).
error-bad-arguments = أرسل التطبيق طلبًا تعذّر تنفيذه. إن تكرر ذلك فأبلغ عنه مع سجل التطبيق.
error-internal = حدث خطأ داخل التطبيق ({ $detail }). إن تكرر ذلك فأبلغ عنه مع سجل التطبيق.
error-invalid-setup = { $count ->
    [zero] لا يمكن للجيشين بدء المباراة بعد.
    [one] لا يمكن للجيشين بدء المباراة بعد: أصلح السبب المذكور في القائمة.
    [two] لا يمكن للجيشين بدء المباراة بعد: أصلح السببين المذكورين في القائمة.
    [few] لا يمكن للجيشين بدء المباراة بعد: أصلح { $count } أسباب مذكورة في القائمة.
    [many] لا يمكن للجيشين بدء المباراة بعد: أصلح { $count } سببًا مذكورًا في القائمة.
   *[other] لا يمكن للجيشين بدء المباراة بعد: أصلح { $count } سبب مذكور في القائمة.
}
error-placement = لا يمكن وضع هذه القطعة هناك.
error-storage = تعذّر حفظ إعداداتك: { $detail }
error-unknown = حدث خطأ ما.
error-bad-address = «{ $address }» ليس عنوانًا يمكن الانضمام إليه. اكتبه كما يظهر عند المضيف، مثل 192.168.1.20:47000.
error-lan = فشل اللعب على الشبكة المحلية.
error-lan-network = فشل الاتصال بالشبكة. تأكد من أن الجهازين على الشبكة نفسها.
error-lan-discovery = لا يمكن عرض المباريات الموجودة على هذه الشبكة هنا. انضم بكتابة عنوان المضيف.
error-lan-connection = فشل الاتصال بالجهاز الآخر.
error-lan-timeout = لم يردّ الجهاز الآخر في الوقت المحدد.
error-lan-full = في تلك المباراة لاعبان بالفعل.
error-lan-incompatible = على الجهاز الآخر إصدار من التطبيق لا يمكنه اللعب مع هذا الإصدار. حدّث التطبيق على الجهازين.
error-lan-refused = رفض المضيف الاتصال.
error-lan-declined = رُفضت الدعوة.
error-lan-protocol = أرسل الجهاز الآخر رسالة لا يستطيع هذا التطبيق قراءتها.
error-lan-cheated = أرسل الجهاز الآخر نقلة أو جيشًا يخالف القواعد. أُوقفت المباراة.
error-lan-desync = لم يعد الجهازان يعرضان المباراة نفسها. أُوقفت المباراة.
error-lan-bad-offer = لا يمكن لعب المباراة المعروضة بهذا التطبيق.
error-lan-invalid-army = جيشك يخالف قواعد بناء الجيش، لذا لم يُثبَّت.
error-lan-not-now = هذا غير ممكن الآن.
error-lan-closed = انتهت مباراة الشبكة المحلية.
error-lan-random = تعذّر على هذا الحاسوب توليد الأرقام العشوائية التي يحتاجها التشكيل السرّي.
error-online = فشل اللعب عبر الإنترنت.
error-online-bad-address = «{ $address }» ليس عنوان خادم. اكتبه هكذا: ws://192.168.1.20:7878 أو wss://play.example.org.
error-online-unreachable = تعذّر الوصول إلى الخادم. تحقّق من العنوان ومن شبكتك ثم حاول مجددًا.
error-online-not-a-server = هذا العنوان يجيب، لكنه ليس خادم Maharajah.
error-online-incompatible = يستخدم الخادم إصدارًا آخر من بروتوكول اللعبة. حدّث التطبيق.
error-online-timeout = لم يُجب الخادم في الوقت المحدد.
error-online-unknown-code = لا توجد غرفة مفتوحة بهذا الرمز. ربما انتهت مدتها أو شُغل المقعدان. تحقّق من الرمز مع خصمك.
error-online-rate-limited = محاولات كثيرة جدًا. انتظر بضع ثوانٍ ثم حاول مجددًا.
error-online-already-seated = لديك مقعد بالفعل في مباراة على هذا الخادم.
error-online-bad-settings = لا يقبل الخادم إعدادات المباراة هذه.
error-online-unavailable = الخادم يُغلق أو ممتلئ. حاول لاحقًا.
error-online-refused = رفض الخادم الاتصال.
error-online-protocol = أرسل الخادم رسالة لا يستطيع هذا التطبيق قراءتها.
error-online-not-now = هذا غير ممكن الآن.
error-online-invalid-army = جيشك يخالف قواعد الجيوش، لذلك لم يُثبَّت.
error-online-closed = انتهت المباراة عبر الإنترنت.
error-online-seat-lost = لم يعد الخادم يعرف مقعدك في هذه المباراة.
error-online-server-cheated = أرسل الخادم نقلة أو جيشًا يخالف القواعد. أُوقفت المباراة.
error-online-not-connected = لا يوجد اتصال بالخادم الآن. انتظر حتى يعود الاتصال.
error-online-gave-up = تعذّر الوصول إلى الخادم مجددًا. حاول لاحقًا.

error-paste-too-long = النص الملصوق أطول من { $max } ميبيبايت. احفظه في ملف ‎.pgn واستورد الملف بدلًا من ذلك.
error-remote-in-game = هناك مباراة جارية: استسلم أو ألغِها أولًا.
error-remote-not-now = هذا غير ممكن الآن.
error-army-locked = جيشك مقفل: لم يعد بالإمكان تغييره.
