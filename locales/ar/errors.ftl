# Backend errors, by kind: error-<kind>.

error-no-game = لا توجد مباراة جارية.
error-game-over = انتهت المباراة.
error-illegal-move = النقلة { $move } غير مشروعة هنا.
error-not-your-turn = انتظر دورك.
error-nothing-to-take-back = لا توجد نقلة يمكن التراجع عنها.
error-no-engine = ليس في هذه المباراة خصم من المحرك.
error-engine-no-move = لم يجد المحرك أي نقلة.
error-bad-fen = تعذّرت قراءة هذا الوضع: { $detail }
error-bad-request = أرسل التطبيق طلبًا لا يفهمه ({ $detail }).
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
