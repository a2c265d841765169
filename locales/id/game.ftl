# The game screen.

side-classic = Pihak klasik
side-variant = Pihak varian
side-classic-tip = Boleh berokade; berpromosi menjadi Ratu, Benteng, Gajah, atau Kuda; bidak melangkah dua petak hanya dari baris keduanya.
side-variant-tip = Tidak pernah berokade; berpromosi menjadi buah apa pun, termasuk Maharaja, Uskup Agung, dan Kanselir; setiap bidak boleh melangkah dua petak pada langkah pertamanya dari baris mana pun.

player-you = Anda
player-you-named = { $name } (Anda)
player-white = Putih
player-black = Hitam
player-engine = Mesin · tingkat { $level }

game-moves = Langkah
game-thinking = Mesin sedang berpikir…
game-your-move = Giliran Anda
game-to-move-white = Giliran Putih
game-to-move-black = Giliran Hitam
game-check = Sekak!
game-flip = Balik papan
game-resign = Menyerah
game-draw = Tawarkan remis
game-takeback = Tarik langkah
game-hint = Petunjuk
game-new = Permainan baru
game-rematch = Main lagi
game-rematch-accept = Terima main lagi
game-pause = Jeda
game-resume = Lanjutkan
game-abort = Batalkan permainan
game-home = Beranda
game-san-placeholder = Langkah (mis. Nf3)
game-san-label = Masukan langkah
game-san-go = Jalankan
game-illegal-click = { $from }–{ $to } bukan langkah yang sah di sini.
game-promote-title = Promosi menjadi
game-choice-title = Langkah yang mana?
game-choice-king-move = Langkah raja
game-choice-castle = Rokade
game-resign-confirm = Menyerah dalam permainan ini?
game-draw-offer-human = Lawan Anda menawarkan remis. Terima?
game-draw-declined = Mesin menolak remis.
game-draw-accepted = Mesin menerima remis.
game-hint-text = Petunjuk: { $san }
game-no-game = Tidak ada permainan yang berlangsung.

result-wins = { $winner } menang
result-draw = Remis
result-aborted = Permainan dibatalkan — tanpa hasil
game-over-title = Permainan selesai

end-checkmate = dengan sekakmat
end-stalemate = karena remis buntu
end-repetition = karena posisi terulang tiga kali
end-fifty-moves = karena aturan 50 langkah
end-insufficient-material = karena materi tidak cukup untuk mengemat
end-time = karena waktu habis
end-time-vs-insufficient-material = karena waktu habis, tetapi lawan tidak bisa mengemat
end-resignation = karena lawan menyerah
end-agreement = atas kesepakatan
end-no-first-move = waktu seorang pemain habis sebelum langkah pertamanya
end-aborted = dibatalkan sebelum benar-benar dimulai

# Moves and clocks read aloud (the live region).
announce-move = { $piece } { $color ->
    [white] Putih
   *[black] Hitam
} dari { $from } ke { $to }
announce-castle-short = { $color ->
    [white] Putih
   *[black] Hitam
} rokade pendek
announce-castle-long = { $color ->
    [white] Putih
   *[black] Hitam
} rokade panjang
announce-takes = memakan { $piece }
announce-promotes = menjadi { $piece }
announce-check = skak
announce-mate = skakmat
announce-clocks = Putih { $white }, Hitam { $black }
announce-separator = {", "}
announce-no-clock = Permainan ini tanpa jam.

# Stepping back through a game in progress.
game-back-to-game = Kembali ke permainan
game-browsing-start = Posisi awal. Permainan terus berjalan.
game-browsing = Setelah { $move } ({ $ply } dari { $total }). Permainan terus berjalan.

game-premove-set = Langkah awal { $from }–{ $to }: dimainkan begitu giliran Anda tiba. Esc membatalkan.
