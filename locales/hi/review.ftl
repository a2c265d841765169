# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = समीक्षा
review-first = पहली स्थिति (Home)
review-prev = पिछली चाल (←)
review-next = अगली चाल (→)
review-last = आख़िरी स्थिति (End)
review-start = शुरुआती स्थिति
review-graph = मूल्यांकन ग्राफ़: किसी चाल पर जाने के लिए उसके बिंदु पर क्लिक करें
review-analysing = विश्लेषण हो रहा है… { $done } / { $total }
review-analysis-done = विश्लेषण पूरा हुआ
review-inaccuracy = अशुद्धि
review-mistake = ग़लती
review-blunder = भारी भूल
review-better = बेहतर था { $san }
review-pass = समीक्षा विश्लेषण:
review-pass-choice = उसकी चाल: { $san }
review-pass-title = पूरे खेल पर समीक्षा के विश्लेषण से, हर स्थिति की छोटी खोज; इंजन की लाइनें इस स्थिति को ज़्यादा देर खोजती हैं और दूसरी चाल चुन सकती हैं।
review-event-lan = लोकल नेटवर्क पर खेल
review-event-online = ऑनलाइन खेल
review-copy-fen = FEN कॉपी करें
review-copy-pgn = PGN कॉपी करें

review-checking = चिह्नित चालों की जाँच… { $done } / { $total }
review-accuracy = सटीकता
review-line-save = लाइन सहेजें
review-line-back = खेल पर लौटें
review-line-saved = लाइन खेल में सहेज ली गई।
review-line-already = खेल में यह लाइन पहले से है।
review-line-after-end = खेल की आख़िरी चाल के बाद की लाइन सहेजी नहीं जा सकती: वैरिएशन खेली गई किसी चाल का विकल्प होता है।
review-line-at = { $moves ->
    [one] खोजी गई लाइन, 1 चाल: खेल का हिस्सा नहीं
   *[other] खोजी गई लाइन, { $moves } चालें: खेल का हिस्सा नहीं
}
review-line-kept = आपकी खोजी गई लाइन चाल-सूची में रहती है: उस पर लौटने के लिए उसकी कोई चाल क्लिक करें।
review-line-explored = खोजी गई लाइन
lines-title = इंजन की लाइनें
lines-depth = गहराई { $depth }
lines-depth-done = गहराई { $depth }, खोज पूरी
lines-none = यहाँ कोई चाल नहीं: खेल समाप्त हो चुका है।
lines-play = यह चाल बोर्ड पर खेलें
lines-eval-bar = मूल्यांकन
