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
review-best-here = यहाँ इंजन की पसंद: { $san }
review-copy-fen = FEN कॉपी करें
review-copy-pgn = PGN कॉपी करें
