# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = Bahasa Indonesia
app-tagline = Catur, Maharajah, dan Mirodol
nav-back = Kembali
nav-home = Beranda

home-title = Main
home-path-title = Jalur belajar Anda
home-path-intro = Mulailah dengan catur standar melawan mesin, kenali buah-buah gabungan, susun pasukan Anda sendiri, lalu bermainlah dengan teman di jaringan lokal dan online.
home-step = Langkah { $step }
home-classic = Permainan Klasik Baru
home-classic-desc = Catur standar melawan mesin atau teman.
home-learn = Pelajari Maharajah
home-learn-desc = Lihat cara Maharaja, Uskup Agung, dan Kanselir melangkah.
home-custom = Permainan Baru (Maharajah)
home-custom-desc = Susun kedua pasukan, masing-masing 39 poin, lalu bermain.
home-mirodol = Mirodol 10×10
home-mirodol-desc = Sepuluh lajur, sepuluh baris, dan Pemanah yang melompat.
home-lan = Permainan Jaringan Lokal
home-lan-desc = Dua laptop dalam satu jaringan, dengan susunan tersembunyi.
home-online = Online
home-online-desc = Bermain dengan siapa saja lewat server Maharajah.
home-more = Lainnya
home-saved = Permainan tersimpan
home-saved-desc = Tinjau dan ekspor permainan Anda.
home-rules = Aturan
home-rules-desc = Semua aturan ketiga permainan.
home-settings = Pengaturan
home-about = Tentang
home-resume = Lanjutkan permainan


color-white = Putih
color-black = Hitam
color-random = Acak

variant-chess = Catur
variant-maharajah = Maharajah
variant-mirodol = Mirodol

piece-pawn = Bidak
piece-knight = Kuda
piece-bishop = Gajah
piece-rook = Benteng
piece-queen = Ratu
piece-king = Raja
piece-archbishop = Uskup Agung
piece-chancellor = Kanselir
piece-maharajah = Maharaja
piece-archer = Pemanah

newgame-title = Permainan baru
newgame-variant = Permainan
newgame-opponent = Lawan
newgame-vs-engine = Mesin
newgame-vs-human = Dua pemain di perangkat ini
newgame-level = Tingkat mesin
newgame-level-value = Tingkat { $level } dari { $levels }
newgame-level-rated = Level { $level } dari { $levels } · sekitar { $rating }
newgame-level-note = Rating bersifat perkiraan: diukur melawan kekuatan Stockfish yang terkalibrasi dengan tempo cepat.
newgame-your-color = Anda bermain sebagai
newgame-time = Kontrol waktu
newgame-time-none = Tanpa jam
newgame-time-custom = Kustom
newgame-base = Menit per pihak
newgame-increment = Tambahan, detik
newgame-start = Mulai permainan
newgame-cancel = Batal
newgame-fen = Posisi awal (FEN)
newgame-fen-placeholder = Opsional: tempel FEN dari aplikasi lain
newgame-engine-chooses = Biarkan mesin memilih pasukannya
newgame-engine-chooses-note = Pasukan mesin ditampilkan saat permainan dimulai.
newgame-engine-army-chosen = Mesin memilih pasukannya: { $pieces }.
fen-castling-dropped = Hak rokade yang tidak mungkin dimiliki posisi ini dihapus: { $letters }.

settings-title = Pengaturan
settings-language = Bahasa
settings-language-system = Bahasa sistem ({ $language })
settings-theme = Tema
settings-theme-system = Ikuti sistem
settings-theme-light = Terang
settings-theme-dark = Gelap
settings-board-theme = Warna papan
settings-board-wood = Kayu
settings-board-green = Hijau
settings-board-blue = Biru
settings-board-grey = Abu-abu
settings-board-size = Ukuran papan
settings-board-size-large = Besar
settings-board-size-medium = Sedang
settings-board-size-small = Kecil
settings-pieces = Set buah catur
settings-pieces-standard = Standar
settings-pieces-geometric = Geometris
settings-orientation = Arah papan
settings-orientation-auto = Warna Anda di bawah
settings-orientation-white = Putih di bawah
settings-orientation-black = Hitam di bawah
settings-sound = Suara langkah
settings-legal = Tampilkan langkah sah
settings-auto-queen = Promosi ke menteri tanpa bertanya
settings-coordinates = Tampilkan koordinat
settings-animation = Kecepatan animasi
settings-animation-off = Mati
settings-animation-fast = Cepat
settings-animation-normal = Normal
settings-animation-slow = Lambat
settings-saved = Pengaturan disimpan.

about-title = Tentang
about-app-version = Versi aplikasi
about-engine-version = Versi mesin
about-server-version = Server
about-server-not-connected = tidak tersambung
about-text = Maharajah memainkan catur ortodoks, varian Maharajah dengan pasukan kustom 39 poin dan buah gabungan, serta catur Mirodol 10×10. Satu inti aturan yang sama memutuskan setiap langkah di aplikasi dan di mesin.
about-credits = Nama pembukaan: tabel chess-openings dari lichess.org, domain publik (CC0).

dialog-ok = OK
dialog-cancel = Batal
dialog-yes = Ya
dialog-no = Tidak

# The board by keyboard and for screen readers.
board-role = papan
board-keys = Papan. Tombol panah berpindah antarpetak; Enter atau Spasi mengangkat dan meletakkan bidak; Escape membatalkan.
board-square-piece = { $square }, { $piece } { $color ->
    [white] Putih
   *[black] Hitam
}
board-square-empty = { $square }, kosong
