# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = हिन्दी
app-tagline = शतरंज, Maharajah और मिरोडोल
nav-back = वापस
nav-home = होम

home-title = खेलें
home-path-title = आपकी राह
home-path-intro = इंजन के ख़िलाफ़ सामान्य शतरंज से शुरुआत करें, संयुक्त मोहरों को जानें, अपनी सेना ख़ुद बनाएँ, फिर अपने नेटवर्क पर और ऑनलाइन दोस्तों के साथ खेलें।
home-step = चरण { $step }
home-classic = नया क्लासिक खेल
home-classic-desc = इंजन या किसी दोस्त के ख़िलाफ़ सामान्य शतरंज।
home-learn = Maharajah सीखें
home-learn-desc = देखें कि महाराजा, आर्चबिशप और चांसलर कैसे चलते हैं।
home-custom = नया खेल (Maharajah)
home-custom-desc = दोनों सेनाएँ 39-39 अंकों से बनाएँ, फिर खेलें।
home-mirodol = मिरोडोल 10×10
home-mirodol-desc = दस स्तंभ, दस पंक्तियाँ और छलाँग लगाने वाला धनुर्धर।
home-lan = लोकल नेटवर्क पर खेल
home-lan-desc = एक ही नेटवर्क पर दो लैपटॉप, छिपे सेटअप के साथ।
home-online = ऑनलाइन
home-online-desc = Maharajah सर्वर के ज़रिए किसी से भी खेलें।
home-more = और भी
home-saved = सहेजे गए खेल
home-saved-desc = अपने खेल दोबारा देखें और निर्यात करें।
home-rules = नियम
home-rules-desc = तीनों खेलों के सारे नियम।
home-settings = सेटिंग्स
home-about = परिचय
home-resume = खेल जारी रखें


color-white = सफ़ेद
color-black = काला
color-random = कोई भी

variant-chess = शतरंज
variant-maharajah = Maharajah
variant-mirodol = मिरोडोल

piece-pawn = प्यादा
piece-knight = घोड़ा
piece-bishop = ऊँट
piece-rook = हाथी
piece-queen = वज़ीर
piece-king = राजा
piece-archbishop = आर्चबिशप
piece-chancellor = चांसलर
piece-maharajah = महाराजा
piece-archer = धनुर्धर

newgame-title = नया खेल
newgame-variant = खेल
newgame-opponent = प्रतिद्वंद्वी
newgame-vs-engine = इंजन
newgame-vs-human = इसी डिवाइस पर दो खिलाड़ी
newgame-level = इंजन का स्तर
newgame-level-value = { $levels } में से स्तर { $level }
newgame-level-rated = स्तर { $level } / { $levels } · लगभग { $rating }
newgame-level-note = रेटिंग अनुमानित हैं: तेज़ गति पर Stockfish की कैलिब्रेटेड क्षमताओं के विरुद्ध मापी गईं।
newgame-your-color = आपका रंग
newgame-time = समय नियंत्रण
newgame-time-none = बिना घड़ी
newgame-time-custom = अपना
newgame-base = हर पक्ष के लिए मिनट
newgame-increment = हर चाल पर बढ़त, सेकंड
newgame-start = खेल शुरू करें
newgame-cancel = रद्द करें
newgame-fen = आरंभिक स्थिति (FEN)
newgame-fen-placeholder = वैकल्पिक: किसी दूसरे ऐप से FEN चिपकाएँ
newgame-engine-chooses = इंजन को अपनी सेना चुनने दें
newgame-engine-chooses-note = इंजन की सेना खेल शुरू होने पर दिखाई जाएगी।
newgame-engine-army-chosen = इंजन ने अपनी सेना चुनी: { $pieces }।
fen-castling-dropped = कैसलिंग के वे अधिकार हटा दिए गए जो इस स्थिति में संभव नहीं: { $letters }।

settings-title = सेटिंग्स
settings-language = भाषा
settings-language-system = सिस्टम की भाषा ({ $language })
settings-theme = थीम
settings-theme-system = सिस्टम के अनुसार
settings-theme-light = हल्की
settings-theme-dark = गहरी
settings-board-theme = बोर्ड के रंग
settings-board-wood = लकड़ी
settings-board-green = हरा
settings-board-blue = नीला
settings-board-grey = धूसर
settings-board-size = बोर्ड का आकार
settings-board-size-large = बड़ा
settings-board-size-medium = मध्यम
settings-board-size-small = छोटा
settings-pieces = मोहरों का सेट
settings-pieces-standard = मानक
settings-pieces-geometric = ज्यामितीय
settings-orientation = बिसात की दिशा
settings-orientation-auto = आपका रंग नीचे
settings-orientation-white = सफ़ेद नीचे
settings-orientation-black = काला नीचे
settings-sound = चालों की आवाज़
settings-legal = वैध चालें दिखाएँ
settings-auto-queen = बिना पूछे रानी में प्रमोट करें
settings-coordinates = निर्देशांक दिखाएँ
settings-animation = एनिमेशन की गति
settings-animation-off = बंद
settings-animation-fast = तेज़
settings-animation-normal = सामान्य
settings-animation-slow = धीमी
settings-saved = सेटिंग्स सहेज ली गईं।

about-title = परिचय
about-app-version = ऐप संस्करण
about-engine-version = इंजन संस्करण
about-server-version = सर्वर
about-server-not-connected = कनेक्ट नहीं है
about-text = Maharajah पारंपरिक शतरंज, 39 अंकों की कस्टम सेनाओं और संयुक्त मोहरों वाला Maharajah वेरिएंट, और 10×10 का मिरोडोल शतरंज खेलता है। ऐप और इंजन में हर चाल का फ़ैसला नियमों का एक ही केंद्र करता है।
about-credits = ओपनिंग के नाम: lichess.org की chess-openings तालिका, सार्वजनिक डोमेन (CC0)।

dialog-ok = ठीक है
dialog-cancel = रद्द करें
dialog-yes = हाँ
dialog-no = नहीं

# The board by keyboard and for screen readers.
board-role = बोर्ड
board-keys = बोर्ड। तीर कुंजियाँ ख़ानों पर चलती हैं; Enter या Space मोहरा उठाता और रखता है; Escape रद्द करता है।
board-square-piece = { $square }, { $piece } ({ $color ->
    [white] सफ़ेद
   *[black] काला
})
board-square-empty = { $square }, ख़ाली
