# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Tinjauan
review-first = Posisi pertama (Home)
review-prev = Langkah sebelumnya (←)
review-next = Langkah berikutnya (→)
review-last = Posisi terakhir (End)
review-start = Posisi awal
review-graph = Grafik evaluasi: klik sebuah titik untuk menuju langkah itu
review-analysing = Menganalisis… { $done } / { $total }
review-analysis-done = Analisis selesai
review-inaccuracy = Kurang tepat
review-mistake = Kesalahan
review-blunder = Blunder
review-better = Lebih baik { $san }
review-pass = Putaran tinjauan:
review-pass-choice = langkahnya: { $san }
review-pass-title = Dari putaran tinjauan atas seluruh permainan, pencarian singkat tiap posisi; garis mesin mencari posisi ini lebih lama dan bisa memilih langkah lain.
review-event-lan = Permainan Jaringan Lokal
review-event-online = Permainan online
review-copy-fen = Salin FEN
review-copy-pgn = Salin PGN

review-checking = Memeriksa langkah yang ditandai… { $done } / { $total }
review-accuracy = Akurasi
review-line-save = Simpan variasi
review-line-back = Kembali ke permainan
review-line-saved = Variasi disimpan di permainan.
review-line-already = Permainan sudah memuat variasi ini.
review-line-after-end = Variasi setelah langkah terakhir permainan tidak dapat disimpan: variasi menggantikan langkah yang dimainkan.
review-line-at = { $moves ->
   *[other] Variasi yang dijelajahi, { $moves } langkah: bukan bagian permainan
}
review-line-kept = Variasi yang Anda jelajahi tetap ada di daftar langkah: klik salah satu langkahnya untuk kembali ke sana.
review-line-explored = variasi yang dijelajahi
lines-title = Variasi mesin
lines-depth = Kedalaman { $depth }
lines-depth-done = Kedalaman { $depth }, pencarian selesai
lines-none = Tidak ada langkah di sini: permainan sudah berakhir.
lines-play = Mainkan langkah ini di papan
lines-eval-bar = Evaluasi
