# The Learn page.

learn-title = Pelajari Maharajah
learn-intro = Pilih sebuah buah, lalu klik petak mana saja untuk menaruhnya di sana. Setiap petak yang dijangkaunya akan menyala. Tambahkan penghalang untuk melihat langkah mana yang meluncur (dan terhenti) dan mana yang melompat.
learn-piece = Buah
learn-board = Papan
learn-board-8 = 8×8 (Maharajah)
learn-board-10 = 10×10 (Mirodol)
learn-tool = Klik menaruh
learn-tool-piece = Buahnya
learn-tool-own = Penghalang kawan
learn-tool-enemy = Penghalang lawan
learn-clear = Hapus penghalang
learn-count = Menjangkau { $moves } petak{ $captures ->
    [0] .
   *[other] , dapat memakan { $captures } buah.
}
learn-about-maharajah = Maharaja melangkah sebagai ratu sekaligus sebagai kuda. Bernilai 13 poin, ia buah terkuat.
learn-about-archbishop = Uskup Agung melangkah sebagai gajah sekaligus sebagai kuda. Bernilai 6 poin.
learn-about-chancellor = Kanselir melangkah sebagai benteng sekaligus sebagai kuda. Bernilai 8 poin.
learn-about-archer = Pemanah (Mirodol) melompat tiga petak ke satu arah dan satu atau dua petak ke arah lain, melewati buah apa pun: 16 petak dari tengah papan.
learn-about-queen = Ratu meluncur sejauh apa pun sepanjang baris, lajur, dan diagonal.
learn-about-rook = Benteng meluncur sepanjang baris dan lajur.
learn-about-bishop = Gajah meluncur sepanjang diagonal.
learn-about-knight = Kuda melompat dua petak ke satu arah dan satu petak ke arah lain.
learn-about-king = Raja melangkah satu petak ke arah mana pun.
