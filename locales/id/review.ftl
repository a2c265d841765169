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
review-best-here = pilihan mesin di sini: { $san }
review-copy-fen = Salin FEN
review-copy-pgn = Salin PGN
