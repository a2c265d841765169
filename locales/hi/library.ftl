# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = आपके सहेजे गए खेल
library-recovered-corrupt = आपके सहेजे गए खेलों वाली फ़ाइल ख़राब हो गई थी, इसलिए Maharajah ने एक नई, ख़ाली फ़ाइल शुरू की। पुरानी फ़ाइल रखी गई है, मिटाई नहीं गई: { $file }
library-recovered-foreign = जिस फ़ाइल में Maharajah आपके खेल सहेजता है, वह किसी दूसरे प्रोग्राम की थी, इसलिए Maharajah ने नई फ़ाइल शुरू की। वह फ़ाइल जैसी थी वैसी छोड़ दी गई: { $file }
library-recovered-too-new = आपके खेल Maharajah के किसी नए संस्करण ने सहेजे थे। इस संस्करण ने नई फ़ाइल शुरू की; नई वाली फ़ाइल जैसी थी वैसी छोड़ दी गई: { $file }
library-memory-only = आपके खेल अभी इस कंप्यूटर पर सहेजे नहीं जा सकते ({ $detail })। इस सत्र के खेल ऐप बंद करने तक रहेंगे।
library-notice-detail = विवरण

## Home: resume

home-resume-title = अधूरा खेल
home-resume-text = { $white } बनाम { $black } · { $variant } · { $moves ->
    [0] अभी कोई चाल नहीं
    [one] { $moves } चाल चली गई
   *[other] { $moves } चालें चली गईं
}
home-resume-saved = सहेजा गया { $when }
home-resume-continue = जारी रखें
home-resume-discard = छोड़ दें
home-resume-discard-confirm = यह खेल छोड़ दें? यह सहेजे गए खेलों में छोड़े गए खेल के रूप में रहेगा, पर इसे आगे जारी नहीं किया जा सकेगा।
newgame-abandon-confirm = चल रहा खेल अभी पूरा नहीं हुआ है। नया खेल शुरू करें? अधूरा खेल सहेजे गए खेलों में छोड़े गए खेल के रूप में रहेगा।
newgame-abandon-yes = नया खेल शुरू करें
resume-abandon-confirm = चल रहा खेल अभी पूरा नहीं हुआ है। इसके बजाय सहेजा गया खेल जारी रखें? अधूरा खेल आपके सहेजे गए खेलों में छोड़ा गया के रूप में रहेगा।
resume-abandon-yes = सहेजा गया खेल जारी रखें
end-abandoned = छोड़ा गया

## Saved games screen

library-title = सहेजे गए खेल
library-search = खिलाड़ी, प्रतियोगिता, जगह खोजें
library-opponent = प्रतिद्वंद्वी
library-variant-any = सभी खेल
library-result-any = कोई भी नतीजा
library-result-white = सफ़ेद जीता
library-result-black = काला जीता
library-result-draw = ड्रॉ
library-result-unfinished = अधूरे
library-date-any = कभी भी
library-date-today = आज
library-date-week = पिछले 7 दिन
library-date-month = पिछले 30 दिन
library-date-year = पिछले 12 महीने
library-col-date = तारीख़
library-col-game = खेल
library-col-white = सफ़ेद
library-col-black = काला
library-col-result = नतीजा
library-col-moves = चालें
library-col-source = स्रोत
library-select-all = इस पन्ने पर सब चुनें
library-select-game = यह खेल चुनें
library-count = { $total ->
    [0] कोई खेल नहीं
    [one] { $total } खेल
   *[other] { $total } खेल
}
library-range = { $total } में से { $from }–{ $to }
library-selected = { $count } चुने गए
library-prev = पिछला
library-next = अगला
library-open = खोलें
library-delete = मिटाएँ
library-delete-confirm = { $count ->
    [one] यह खेल मिटाएँ? इसे वापस नहीं लाया जा सकता।
   *[other] ये { $count } खेल मिटाएँ? इन्हें वापस नहीं लाया जा सकता।
}
library-deleted = { $count } खेल मिटाए गए।
library-import = PGN आयात करें…
library-paste = PGN चिपकाएँ…
library-export-selected = चुने हुए निर्यात करें…
library-export-all = दिख रहे सभी निर्यात करें…
library-empty = अभी कोई सहेजा गया खेल नहीं है। आप जो भी खेल खेलते हैं, वह खेलते-खेलते यहाँ सहेजा जाता है।
library-empty-filtered = इन फ़िल्टरों से कोई खेल मेल नहीं खाता।
library-in-progress = जारी
library-engine = इंजन
library-source-offline = यह डिवाइस
library-source-lan = लोकल नेटवर्क
library-source-online = ऑनलाइन
library-source-import = आयातित
library-custom-start = कस्टम शुरुआत
library-loading = लोड हो रहा है…

## File paths (import and export)

library-path-label = फ़ाइल
library-path-placeholder = /home/you/games.pgn
library-choose-file = फ़ाइल चुनें…
library-path-empty = पहले एक फ़ाइल चुनें।
library-path-is-folder = यह फ़ोल्डर है; कोई फ़ाइल चुनें।
library-path-no-folder = वह फ़ोल्डर मौजूद नहीं है।
library-path-missing = वहाँ कोई फ़ाइल नहीं है।

## Export

export-title = PGN में निर्यात
export-what = { $count } खेल एक PGN फ़ाइल में लिखे जाएँगे।
export-go = निर्यात करें
export-running = लिखा जा रहा है…
export-done = { $count } खेल { $file } में निर्यात किए गए।

## Import

paste-title = PGN चिपकाएँ
paste-intro = किसी वेबसाइट या दूसरे ऐप से PGN में एक या अधिक खेल चिपकाएँ। पहला समीक्षा में खुलता है; सभी सहेजे गए खेलों में रहते हैं।
import-title = PGN आयात
import-intro = खेल एक-एक करके पढ़े जाते हैं: ख़राब खेल छोड़ दिया जाता है और उसकी सूचना दी जाती है, पर वह बाक़ी खेलों को कभी नहीं रोकता।
import-go = आयात करें
import-running = आयात हो रहा है…
import-progress = { $imported } आयात हुए · { $skipped } छोड़े गए
import-cancel = आयात रद्द करें
import-close = बंद करें
import-summary = { $imported } खेल आयात हुए, { $skipped ->
    [0] कोई नहीं छोड़ा गया।
   *[other] { $skipped } छोड़े गए।
}
import-summary-cancelled = आयात रद्द किया गया: रोकने से पहले { $imported } खेल आयात हुए, { $skipped ->
    [0] कोई नहीं छोड़ा गया।
   *[other] { $skipped } छोड़े गए।
}
import-skipped-title = छोड़े गए खेल
import-skipped-more = …और { $count } और।
import-skipped-game = खेल { $index } (पंक्ति { $line }): { $why }
import-why-syntax = पाठ मान्य PGN नहीं है
import-why-no-game = फ़ाइल के इस हिस्से में कोई खेल नहीं है
import-why-unknown-variant = यह ऐसा वेरिएंट है जिसे Maharajah नहीं खेलता
import-why-missing-fen = इसकी शुरुआत कस्टम है, पर स्थिति (FEN) नहीं दी गई
import-why-bad-fen = इसकी शुरुआती स्थिति (FEN) मान्य नहीं है
import-why-illegal-move = इसकी एक चाल वैध नहीं है
import-why-illegal-variation = इसके किसी विकल्प की एक चाल वैध नहीं है
import-why-counter-overflow = इसके चाल-गणक सीमा से बाहर हैं
import-why-null-move = इसमें एक शून्य चाल (बारी छोड़ना) है, जिसे दोबारा नहीं खेला जा सकता
import-why-duplicate = यही खेल (खिलाड़ी, प्रतियोगिता, तारीख़ और चालें) पहले से सहेजा हुआ है
import-why-too-long = यह खेल असली खेल होने के लिए बहुत लंबा है
import-why-refused = डेटाबेस ने इसे अस्वीकार कर दिया
import-why-other = इसे पढ़ा नहीं जा सकता

## Setups library (custom setup editor)

setups-title = मेरे सेटअप
setups-empty = अभी कोई सहेजा गया सेटअप नहीं है। एक सेना बनाएँ और उसे यहाँ सहेजें।
setups-save = सहेजें…
setups-paste = कोड चिपकाएँ…
setups-save-title = सेटअप सहेजें
setups-name = नाम
setups-name-placeholder = मेरी सेना
setups-which = सहेजें
setups-side-white = सफ़ेद की सेना
setups-side-black = काले की सेना
setups-side-both = दोनों सेनाएँ
setups-saved = सेटअप सहेजा गया।
setups-load-white = सफ़ेद में लोड करें
setups-load-black = काले में लोड करें
setups-load-both = दोनों लोड करें
setups-loaded = सेटअप लोड हुआ।
setups-copy-code = कोड कॉपी करें
setups-code-copied = सेटअप कोड कॉपी हुआ।
setups-rename = नाम बदलें
setups-rename-title = सेटअप का नाम बदलें
setups-duplicate = प्रति बनाएँ
setups-copy-name = { $name } (प्रति)
setups-delete = मिटाएँ
setups-delete-confirm = सेटअप “{ $name }” मिटाएँ?
setups-favourite = पसंदीदा
setups-badge-white = सफ़ेद
setups-badge-black = काला
setups-badge-both = दोनों
setups-code-title = सेटअप कोड चिपकाएँ
setups-code-intro = सेटअप कोड एक छोटा पाठ है जो कोई दूसरा खिलाड़ी आपको भेज सकता है; यह MJ1- से शुरू होता है। इसे किसी भी पक्ष में लोड करें, या अपने सेटअप में रख लें।
setups-code-label = सेटअप कोड
setups-code-save = मेरे सेटअप में सहेजें
setups-code-name-default = भेजी गई सेना
setups-code-empty = पहले कोई सेटअप कोड चिपकाएँ।

## Copy to the clipboard

copy-done = कॉपी हो गया।
copy-failed = कॉपी नहीं हो सका; पाठ चुनकर ख़ुद कॉपी करें।

## The store's errors, by kind

error-io = कोई फ़ाइल पढ़ी या लिखी नहीं जा सकी: { $detail }
error-corrupt = सहेजे गए खेलों की फ़ाइल ख़राब है: { $detail }
error-foreign = सहेजे गए खेलों की फ़ाइल किसी दूसरे प्रोग्राम की है।
error-too-new = सहेजे गए खेल Maharajah के किसी नए संस्करण ने लिखे थे।
error-busy = सहेजे गए खेल अभी व्यस्त हैं (क्या Maharajah दो बार खुला है?)। फिर से कोशिश करें।
error-read-only = सहेजे गए खेल लिखे नहीं जा सकते: { $detail }
error-cannot-open = सहेजे गए खेल खोले नहीं जा सकते: { $detail }
error-disk-full = डिस्क भर गई है; अब कुछ और सहेजा नहीं जा सकता।
error-database = सहेजे गए खेल पढ़े या लिखे नहीं जा सके: { $detail }
error-not-found = वह चीज़ अब मौजूद नहीं है (शायद मिटा दी गई)।
error-invalid = इसे सहेजा नहीं जा सकता: { $detail }
error-setting = एक सेटिंग सहेजी नहीं जा सकी: { $detail }
error-setup-code-malformed = यह सेटअप कोड नहीं है: जाँचें कि आपने पूरा कोड चिपकाया है।
error-setup-code-version = यह सेटअप कोड Maharajah के किसी नए संस्करण का है।
error-setup-code-checksum = इस सेटअप कोड में टाइपिंग की ग़लती है: कोई अक्षर ग़लत है या छूट गया है।
error-setup-code-invalid = इस सेटअप कोड में ऐसी सेना है जिसे रखा नहीं जा सकता।
error-setup-code-unencodable = यह सेटअप कोड के रूप में नहीं लिखा जा सकता।
error-import-running = एक आयात पहले से चल रहा है।
error-bad-path = { $detail }
error-setup-name = सेटअप को 1 से { $max } अक्षरों का नाम दें।

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = यह खेल सहेजा नहीं जा सका। { $reason } खेल खुला रहता है, और हर चाल पर फिर से कोशिश होती है।
autosave-resumed = सहेजना फिर से काम कर रहा है: खेल सहेज लिया गया है।
