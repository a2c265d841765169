# Backend errors, by kind: error-<kind>.

error-no-game = कोई खेल नहीं चल रहा है।
error-game-over = खेल ख़त्म हो चुका है।
error-illegal-move = { $move } यहाँ वैध चाल नहीं है।
error-unreadable-move = "{ $move }" कोई चाल नहीं है। इसे बीजगणितीय संकेतन में लिखें, जैसे e4, Nf3, exd5 या O-O।
error-ambiguous-move = कई मोहरे { $move } चल सकते हैं: जिस मोहरे से चलना है उसकी फ़ाइल या रैंक जोड़ें, जैसे Nbd2।
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
error-bad-address = “{ $address }” ऐसा पता नहीं है जिससे जुड़ा जा सके। इसे वैसे ही लिखें जैसे होस्ट दिखाता है, उदाहरण के लिए 192.168.1.20:47000।
error-lan = लोकल नेटवर्क पर खेल विफल रहा।
error-lan-network = नेटवर्क कनेक्शन विफल रहा। जाँचें कि दोनों डिवाइस एक ही नेटवर्क पर हैं।
error-lan-discovery = इस नेटवर्क के खेल यहाँ सूचीबद्ध नहीं किए जा सकते। होस्ट का पता लिखकर जुड़ें।
error-lan-connection = दूसरे डिवाइस से कनेक्शन विफल रहा।
error-lan-timeout = दूसरे डिवाइस ने समय पर जवाब नहीं दिया।
error-lan-full = उस खेल में पहले से दो खिलाड़ी हैं।
error-lan-incompatible = दूसरे डिवाइस पर ऐप का ऐसा संस्करण है जो इसके साथ नहीं खेल सकता। दोनों डिवाइस पर ऐप अपडेट करें।
error-lan-refused = होस्ट ने कनेक्शन ठुकरा दिया।
error-lan-declined = निमंत्रण ठुकरा दिया गया।
error-lan-protocol = दूसरे डिवाइस ने ऐसा संदेश भेजा जिसे यह ऐप पढ़ नहीं सकता।
error-lan-cheated = दूसरे डिवाइस ने नियम तोड़ने वाली चाल या सेना भेजी। खेल रोक दिया गया।
error-lan-desync = दोनों डिवाइस अब एक ही खेल नहीं दिखा रहे। खेल रोक दिया गया।
error-lan-bad-offer = प्रस्तावित खेल इस ऐप में नहीं खेला जा सकता।
error-lan-invalid-army = आपकी सेना सेना बनाने के नियम तोड़ती है, इसलिए उसे लॉक नहीं किया गया।
error-lan-not-now = अभी यह संभव नहीं है।
error-lan-closed = लोकल नेटवर्क पर खेल ख़त्म हो गया है।
error-lan-random = यह कंप्यूटर छिपे सेटअप के लिए ज़रूरी यादृच्छिक संख्याएँ नहीं बना सका।
error-online = ऑनलाइन खेल विफल रहा।
error-online-bad-address = "{ $address }" सर्वर का पता नहीं है। इसे ws://192.168.1.20:7878 या wss://play.example.org की तरह लिखें।
error-online-unreachable = सर्वर तक पहुँचा नहीं जा सका। पता और अपना नेटवर्क जाँचें, फिर कोशिश करें।
error-online-not-a-server = यह पता जवाब देता है, लेकिन यह Maharajah सर्वर नहीं है।
error-online-incompatible = सर्वर खेल के प्रोटोकॉल का दूसरा संस्करण इस्तेमाल करता है। ऐप अपडेट करें।
error-online-timeout = सर्वर ने समय पर जवाब नहीं दिया।
error-online-unknown-code = इस कोड का कोई खुला कमरा नहीं है। हो सकता है उसकी समय-सीमा ख़त्म हो गई हो या दोनों सीटें भर गई हों। अपने प्रतिद्वंद्वी से कोड जाँचें।
error-online-rate-limited = बहुत ज़्यादा कोशिशें। कुछ सेकंड रुककर फिर कोशिश करें।
error-online-already-seated = इस सर्वर पर किसी खेल में आपकी सीट पहले से है।
error-online-bad-settings = सर्वर ये खेल सेटिंग्स स्वीकार नहीं करता।
error-online-unavailable = सर्वर बंद हो रहा है या भरा हुआ है। बाद में कोशिश करें।
error-online-refused = सर्वर ने कनेक्शन अस्वीकार कर दिया।
error-online-protocol = सर्वर ने ऐसा संदेश भेजा जिसे यह ऐप पढ़ नहीं सकता।
error-online-not-now = यह अभी संभव नहीं है।
error-online-invalid-army = आपकी सेना सेना के नियम तोड़ती है, इसलिए लॉक नहीं की गई।
error-online-closed = ऑनलाइन खेल ख़त्म हो गया है।
error-online-seat-lost = सर्वर अब इस खेल में आपकी सीट नहीं पहचानता।
error-online-server-cheated = सर्वर ने ऐसी चाल या सेना भेजी जो नियम तोड़ती है। खेल रोक दिया गया।
error-online-not-connected = अभी सर्वर से संपर्क नहीं है। संपर्क लौटने तक रुकें।
error-online-gave-up = सर्वर तक फिर से नहीं पहुँचा जा सका। बाद में कोशिश करें।
