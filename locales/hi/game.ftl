# The game screen.

side-classic = क्लासिक पक्ष
side-variant = वेरिएंट पक्ष
side-classic-tip = कैसलिंग कर सकता है; प्यादे को वज़ीर, हाथी, ऊँट या घोड़े में बदलता है; प्यादे दो घर सिर्फ़ अपनी दूसरी पंक्ति से चलते हैं।
side-variant-tip = कभी कैसलिंग नहीं करता; प्यादे को किसी भी मोहरे में बदल सकता है, महाराजा, आर्चबिशप और चांसलर समेत; हर प्यादा अपनी पहली चाल में किसी भी पंक्ति से दो घर चल सकता है।

player-you = आप
player-you-named = { $name } (आप)
player-white = सफ़ेद
player-black = काला
player-engine = इंजन · स्तर { $level }

game-moves = चालें
game-thinking = इंजन सोच रहा है…
game-your-move = आपकी चाल
game-to-move-white = सफ़ेद की चाल
game-to-move-black = काले की चाल
game-check = शह!
game-flip = बिसात पलटें
game-resign = हार मानें
game-draw = ड्रॉ का प्रस्ताव
game-takeback = चाल वापस लें
game-hint = संकेत
game-new = नया खेल
game-rematch = दोबारा खेलें
game-rematch-accept = दोबारा खेलना स्वीकार करें
game-pause = रोकें
game-resume = जारी रखें
game-abort = खेल रद्द करें
game-home = होम
game-san-placeholder = चाल (जैसे Nf3)
game-san-label = चाल दर्ज करें
game-san-go = चलें
game-illegal-click = { $from }–{ $to } यहाँ वैध चाल नहीं है।
game-promote-title = प्यादा किसमें बदले
game-choice-title = कौन-सी चाल?
game-choice-king-move = राजा की चाल
game-choice-castle = कैसलिंग
game-resign-confirm = क्या आप यह खेल हार मानते हैं?
game-draw-offer-human = आपका प्रतिद्वंद्वी ड्रॉ का प्रस्ताव दे रहा है। स्वीकार करें?
game-draw-declined = इंजन ने ड्रॉ ठुकरा दिया।
game-draw-accepted = इंजन ने ड्रॉ मान लिया।
game-hint-text = संकेत: { $san }
game-no-game = कोई खेल नहीं चल रहा।

result-wins = { $winner } जीता
result-draw = ड्रॉ
result-aborted = खेल रद्द — कोई नतीजा नहीं
game-over-title = खेल ख़त्म

end-checkmate = शहमात से
end-stalemate = स्टेलमेट से
end-repetition = एक ही स्थिति तीन बार दोहराने से
end-fifty-moves = 50 चालों के नियम से
end-insufficient-material = मात के लायक़ मोहरे न होने से
end-time = समय ख़त्म होने पर
end-time-vs-insufficient-material = समय ख़त्म होने पर, पर प्रतिद्वंद्वी मात नहीं दे सकता
end-resignation = प्रतिद्वंद्वी के हार मानने पर
end-agreement = आपसी सहमति से
end-no-first-move = एक खिलाड़ी का समय उसकी पहली चाल से पहले ही ख़त्म हो गया
end-aborted = ठीक से शुरू होने से पहले ही रद्द किया गया

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] सफ़ेद
   *[black] काला
}: { $piece } { $from } से { $to }
announce-castle-short = { $color ->
    [white] सफ़ेद
   *[black] काला
}: छोटा कैसल
announce-castle-long = { $color ->
    [white] सफ़ेद
   *[black] काला
}: लंबा कैसल
announce-takes = { $piece } को मारा
announce-promotes = { $piece } बना
announce-check = शह
announce-mate = शह और मात
announce-clocks = सफ़ेद { $white }, काला { $black }
announce-separator = {", "}
announce-no-clock = इस खेल में घड़ी नहीं है।

# Stepping back through a game in progress.
game-back-to-game = खेल पर लौटें
game-browsing-start = आरंभिक स्थिति। खेल जारी है।
game-browsing = { $move } के बाद ({ $total } में से { $ply })। खेल जारी है।

game-premove-set = पूर्व-चाल { $from }–{ $to }: आपकी बारी आते ही खेली जाएगी। Esc रद्द करता है।
