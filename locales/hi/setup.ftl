# The custom setup editor.

setup-title = कस्टम सेटअप
setup-intro = हर सेना पर ठीक 39 अंक ख़र्च करें। सफ़ेद पंक्ति 1 से ऊपर की ओर पंक्तियाँ 1⁠–⁠4 भरता है, काला पंक्ति 8 से नीचे की ओर पंक्तियाँ 8⁠–⁠5; ख़ाली घर सिर्फ़ आपकी सबसे आगे वाली पंक्ति में रह सकते हैं।
setup-palette = मोहरे
setup-side = पक्ष
setup-points-left = { $points } अंक बाक़ी
setup-points-over = बजट से { $points } अंक ज़्यादा
setup-cost = { $cost } अंक
setup-random = बेतरतीब सेना
setup-mirror = दूसरे पक्ष पर दर्पण-प्रति
setup-clear = साफ़ करें
setup-presets = तैयार सेनाएँ
setup-preset-load = लोड करें
setup-start = खेल शुरू करें
setup-valid = दोनों सेनाएँ तैयार हैं।
setup-invalid = खेल अभी शुरू नहीं हो सकता:
setup-eraser = हटाएँ
setup-hint = कोई मोहरा चुनें, फिर किसी चमकते घर पर, या उसे बदलने के लिए अपने किसी मोहरे पर क्लिक करें। कोई मोहरा न चुना हो, तो बिसात पर रखे मोहरे पर क्लिक करने से वह हट जाता है; उसे खींचकर कहीं और भी ले जा सकते हैं।
setup-other-side = { $square } पर दूसरे पक्ष का मोहरा है; कुछ नहीं बदला गया। उसे हटाने के लिए “हटाएँ” चुनें; उस सेना को बदलने के लिए पक्ष बदलें।
setup-replaced = { $square } पर रखा मोहरा बदल दिया गया।

preset-orthodox = पारंपरिक
preset-court = महाराजा का दरबार
preset-cavalry = संयुक्त घुड़सवार
preset-archbishops = जुड़वाँ आर्चबिशप
preset-chancellors = कोनों में चांसलर

placement-off-board = { $square } बिसात पर नहीं है।
placement-king-not-placeable = राजा e1 / e8 पर तय है और हर सेना के साथ आता है।
placement-not-in-variant = { $kind } Maharajah का मोहरा नहीं है।
placement-king-square = { $square } राजा का घर है।
placement-outside-half = { $color } मोहरे सिर्फ़ अपने आधे हिस्से में रखता है; { $square } उसके बाहर है।
placement-occupied = { $square } पर पहले से मोहरा है; पहले उसे हटाएँ।
placement-fill-nearer-rank-first = पहले पंक्ति { $rank } भरें: आगे की पंक्ति तभी इस्तेमाल हो सकती है जब पास वाली भर चुकी हों।
placement-over-budget = उस मोहरे का मूल्य { $cost } अंक है, और ख़र्च करने के लिए सिर्फ़ { $left } बचे हैं।

start-error-budget-not-spent = { $color }: 39 में से { $spent } अंक ख़र्च हुए हैं; सभी 39 ख़र्च करने होंगे।
start-error-over-budget = { $color }: { $spent } अंक ख़र्च हुए हैं, 39 से ज़्यादा।
start-error-piece-outside-half = { $color }: { $square } पर रखा मोहरा अपने आधे हिस्से से बाहर है।
start-error-rank-not-filled = { $color }: पंक्ति { $rank } में अभी एक ख़ाली घर ({ $square }) है, जबकि पंक्ति { $furthest } इस्तेमाल हो रही है।
start-error-king-missing = { $color }: राजा नहीं है।
start-error-king-misplaced = { $color }: राजा { $square } पर है, अपने तय घर पर नहीं।
start-error-too-many-kings = { $color }: { $count } राजा हैं।
start-error-piece-not-in-variant = { $color }: { $square } पर रखा { $kind } Maharajah का मोहरा नहीं है।
start-error-wrong-side-to-move = कस्टम खेल में पहली चाल सफ़ेद की होती है।
start-error-side-to-move-in-check = सफ़ेद, जिसकी चाल है, शह में शुरू करेगा।
start-error-no-legal-move = सफ़ेद की चाल है, पर उसके पास कोई वैध चाल नहीं होगी।
start-error-opponent-in-check = काला शह में शुरू करेगा, जो वैध स्थिति नहीं है।

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = सेना सलाहकार
advisor-assess = सेना का आकलन करें
advisor-suggest = सुझाव दें
advisor-against-other = दूसरी सेना के विरुद्ध
advisor-expected-orthodox = पारंपरिक सेना के विरुद्ध अपेक्षित स्कोर: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = दूसरी सेना के विरुद्ध अपेक्षित स्कोर: { $score } % ({ $low }–{ $high } %)
advisor-working = सोच रहा है…
advisor-searching = खोज जारी… { $percent } %
advisor-no-suggestion = पास में कोई बेहतर सेना नहीं मिली।
advisor-no-reasons = इस सेना में सुधारने लायक कुछ खास नहीं दिखता।
advisor-apply = लागू करें
advisor-applied = सुझाव लागू किया गया। नया स्कोर देखने के लिए फिर से आकलन करें।
advisor-offline = इसी डिवाइस पर गणना होती है; कुछ भी भेजा नहीं जाता।
advisor-piece-on = { $square } पर { $piece }
advisor-list-separator = { ", " }
advisor-and = { $first } और { $last }
advisor-diff-move = { $from } को { $to } पर ले जाएँ: +{ $gain } %
advisor-diff-replace = { $removed } की जगह { $added } रखें: +{ $gain } %
advisor-diff-swap = { $first } और { $second } की जगह बदलें: +{ $gain } %
advisor-reason-hanging-piece = { $square } पर { $kind } तुरंत मारा जा सकता है ({ $attacker } द्वारा)।
advisor-reason-exposed-king = राजा खुला है: आगे की उसकी तीन रेखाओं में से { $openLines } खुली हैं।
advisor-reason-weak-pawn-cover = कमज़ोर प्यादा कवच: राजा के स्तंभों (d, e, f) पर { $pawns } प्यादे।
advisor-reason-immobile-pieces = शुरुआत में { $count } मोहरे चल नहीं सकते।
advisor-reason-kind-rated-high = स्व-खेल इस सेना के { $kind } मोहरों ({ $points } अंक) को ऊँचा आँकता है: लगभग +{ $elo } Elo।
advisor-reason-kind-rated-low = स्व-खेल इस सेना के { $kind } मोहरों ({ $points } अंक) को नीचा आँकता है: लगभग { $elo } Elo।
