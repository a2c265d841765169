# The Learn page.

learn-title = تعلَّم Maharajah
learn-intro = اختر قطعة، ثم انقر أي مربع لتضعها فيه. سيضيء كل مربع تبلغه. أضف عوائق لترى أي النقلات تنزلق (وتتوقف) وأيها تقفز.
learn-piece = القطعة
learn-board = الرقعة
learn-board-8 = 8×8 (Maharajah)
learn-board-10 = 10×10 (ميرودول)
learn-tool = النقر يضع
learn-tool-piece = القطعة
learn-tool-own = عائقًا صديقًا
learn-tool-enemy = عائقًا للخصم
learn-clear = أزل العوائق
learn-count = { $moves ->
    [zero] لا تبلغ أي مربع
    [one] تبلغ مربعًا واحدًا
    [two] تبلغ مربعين
    [few] تبلغ { $moves } مربعات
    [many] تبلغ { $moves } مربعًا
   *[other] تبلغ { $moves } مربع
}{ $captures ->
    [0] .
    [one] ، وتستطيع أسر قطعة واحدة.
    [two] ، وتستطيع أسر قطعتين.
    [few] ، وتستطيع أسر { $captures } قطع.
    [many] ، وتستطيع أسر { $captures } قطعة.
   *[other] ، وتستطيع أسر { $captures } قطعة.
}
learn-about-maharajah = يتحرك المهراجا كالوزير وكالحصان معًا. قيمته 13 نقطة، وهو أقوى القطع.
learn-about-archbishop = يتحرك رئيس الأساقفة كالفيل وكالحصان معًا. قيمته 6 نقاط.
learn-about-chancellor = يتحرك المستشار كالرخ وكالحصان معًا. قيمته 8 نقاط.
learn-about-archer = يقفز الرامي (في ميرودول) ثلاثة مربعات في اتجاه ومربعًا أو مربعين في الاتجاه الآخر، متخطيًا أي قطعة: 16 مربعًا من وسط الرقعة.
learn-about-queen = ينزلق الوزير أي مسافة على الصفوف والأعمدة والأقطار.
learn-about-rook = ينزلق الرخ على الصفوف والأعمدة.
learn-about-bishop = ينزلق الفيل على الأقطار.
learn-about-knight = يقفز الحصان مربعين في اتجاه ومربعًا واحدًا في الاتجاه الآخر.
learn-about-king = يخطو الملك مربعًا واحدًا في أي اتجاه.
