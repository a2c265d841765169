# Backend errors, by kind: error-<kind>.

error-no-game = कोई खेल नहीं चल रहा है।
error-game-over = खेल ख़त्म हो चुका है।
error-illegal-move = { $move } यहाँ वैध चाल नहीं है।
error-not-your-turn = अपनी बारी का इंतज़ार करें।
error-nothing-to-take-back = वापस लेने के लिए कोई चाल नहीं है।
error-no-engine = इस खेल में इंजन प्रतिद्वंद्वी नहीं है।
error-engine-no-move = इंजन को कोई चाल नहीं मिली।
error-bad-fen = यह स्थिति पढ़ी नहीं जा सकती: { $detail }
error-bad-request = ऐप ने ऐसा अनुरोध भेजा जिसे वह ख़ुद नहीं समझता ({ $detail })।
error-invalid-setup = { $count ->
    [one] सेनाएँ अभी खेल शुरू नहीं कर सकतीं: सूची में दिया गया कारण ठीक करें।
   *[other] सेनाएँ अभी खेल शुरू नहीं कर सकतीं: सूची में दिए गए { $count } कारण ठीक करें।
}
error-placement = यह मोहरा वहाँ नहीं रखा जा सकता।
error-storage = आपकी सेटिंग्स सहेजी नहीं जा सकीं: { $detail }
error-unknown = कुछ गड़बड़ हो गई।
