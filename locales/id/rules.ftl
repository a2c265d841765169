# The Rules page. The UI shows sections rules-<n>-title with paragraphs rules-<n>-<m>.

rules-title = Aturan
rules-intro = Maharajah berisi tiga permainan. Semua yang tidak disebut di bawah ini mengikuti aturan catur biasa.

rules-1-title = Aturan catur tetap berlaku
rules-1-1 = Pemain melangkah bergiliran, Putih lebih dulu. Sekak, sekakmat, dan remis buntu bekerja seperti pada catur.
rules-1-2 = Permainan berakhir remis karena remis buntu, karena posisi yang sama terulang tiga kali, setelah lima puluh langkah tanpa memakan dan tanpa langkah bidak (keduanya diterapkan otomatis), bila tidak ada pihak yang mungkin lagi mengemat, atau atas kesepakatan. Pemain boleh menyerah kapan saja.
rules-1-3 = Dalam permainan berjam, pemain yang kehabisan waktu kalah — kecuali lawannya tidak lagi punya materi untuk mengemat; maka hasilnya remis.

rules-2-title = Buah-buah Maharajah
rules-2-1 = Tiga buah gabungan bergabung dengan buah-buah biasa. Pada langkah kudanya mereka melompat seperti kuda; langkah lainnya meluncur.
rules-2-2 = Maharaja (M) = ratu + kuda, 13 poin. Kanselir (C) = benteng + kuda, 8 poin. Uskup Agung (A) = gajah + kuda, 6 poin.
rules-2-3 = Harga buah-buah biasa: bidak 1, kuda 3, gajah 3, benteng 5, ratu 9. Raja gratis dan wajib ada.

rules-3-title = Menyusun pasukan
rules-3-1 = Setiap pihak membelanjakan tepat 39 poin — nilai pasukan ortodoks — untuk campuran buah apa pun. Raja selalu berdiri di e1 (Putih) atau e8 (Hitam).
rules-3-2 = Putih menempatkan buah di baris 1⁠–⁠4, Hitam di baris 8⁠–⁠5. Setiap pihak mengisi barisnya dari tepi papannya sendiri: baris yang lebih jauh baru boleh dipakai bila semua baris yang lebih dekat sudah penuh. Hanya baris terjauh yang dipakai boleh punya petak kosong. Bidak boleh berdiri di baris mana pun di separuh papannya.
rules-3-3 = Permainan hanya bisa dimulai bila kedua pihak membelanjakan tepat 39 poin, kedua susunan mematuhi aturan ini, tidak ada raja yang sedang disekak, dan Putih punya langkah sah. Aplikasi menyebutkan setiap alasan yang menghalangi permainan dimulai.
rules-3-4 = Jika kedua pasukan persis sama dengan pasukan ortodoks, permainannya adalah catur biasa.

rules-4-title = Pihak klasik dan pihak varian
rules-4-1 = Pihak yang pasukan awalnya memuat Maharaja, Kanselir, atau Uskup Agung adalah pihak varian; pihak lainnya adalah pihak klasik. Status ini ditetapkan di awal dan tidak pernah berubah.
rules-4-2 = Hanya pihak klasik yang boleh berokade, dengan raja di e1/e8 dan benteng yang memulai permainan di sudutnya, keduanya belum pernah melangkah, dengan syarat-syarat rokade yang biasa.
rules-4-3 = Promosi: pihak klasik berpromosi menjadi ratu, benteng, gajah, atau kuda; pihak varian juga boleh memilih Maharaja, Kanselir, atau Uskup Agung.
rules-4-4 = Bidak: bidak pihak varian boleh melangkah dua petak pada langkah pertamanya dari baris mana pun tempat ia memulai. Bidak pihak klasik melangkah dua petak hanya dari baris 2 (Putih) atau 7 (Hitam). Setiap langkah dua petak boleh dibalas dengan memakan en passant.

rules-5-title = Mirodol 10×10
rules-5-1 = Mirodol dimainkan di papan 10×10. Setiap pihak punya raja, ratu, dua benteng, dua gajah, dua kuda, dua Pemanah, dan sepuluh bidak. Baris 1 dari a sampai j: Pemanah, Benteng, Kuda, Gajah, Raja, Ratu, Gajah, Kuda, Benteng, Pemanah.
rules-5-2 = Pemanah melompat ke petak mana pun yang berjarak tiga petak ke satu arah dan satu atau dua petak ke arah lain, melewati buah-buah di antaranya.
rules-5-3 = Di separuh papannya sendiri, bidak boleh maju lurus ke depan sebanyak apa pun petak kosong, pada langkah mana pun; di separuh papan lawan ia maju satu petak. Setelah bidak maju dua petak atau lebih, bidak lawan yang menyerang salah satu petak yang dilewatinya boleh memakannya en passant tepat pada langkah berikutnya.
rules-5-4 = Rokade: raja bergerak sejauh berapa pun petak di baris pertama ke arah benteng yang belum melangkah, boleh melewati benteng itu, lalu benteng ditempatkan di samping raja pada sisi asal raja. Bidak yang mencapai baris terakhir berpromosi menjadi ratu, benteng, gajah, kuda, atau Pemanah.

rules-6-title = Notasi
rules-6-1 = Langkah ditulis dalam notasi aljabar standar dengan huruf buah internasional — K, Q, R, B, N — serta M, A, dan C untuk buah gabungan (di Mirodol, A adalah Pemanah); promosi ditulis seperti e8=M. Dengan cara ini pula Anda bisa mengetik langkah di layar permainan.
rules-7-title = Papan ketik
rules-7-1 = Setiap permainan dapat dimainkan tanpa tetikus. Tab dan Shift+Tab berpindah dari kontrol ke kontrol; papan adalah satu perhentian.
rules-7-2 = Di papan, tombol panah menggerakkan bingkai antarpetak sesuai papan yang tampak. Enter atau Spasi mengangkat bidak di bawah bingkai; tombol yang sama di petak yang sah meletakkannya, dan di bidak itu sendiri mengembalikannya. Escape juga mengembalikannya.
rules-7-3 = Pembaca layar menyebut petak berbingkai (“e4, Kuda Putih”) dan membacakan setiap langkah, termasuk langkah mesin dan lawan.
rules-7-4 = Dalam permainan, mengetik huruf atau angka memulai langkah di kotak langkah (e4, Nf3, O-O, a8=M); Enter memainkannya. Shift+F membalik papan; Shift+T membacakan kedua jam.
rules-7-5 = Saat promosi, tombol panah berpindah antarbidak dan Enter memilih. Di penyunting susunan, tombol palet memilih bidak dan Enter di papan meletakkannya.
rules-7-6 = Dalam ulasan, ← dan → menelusuri langkah, Home dan End ke awal dan akhir. Di permainan tersimpan, Tab mencapai setiap permainan dan Enter membukanya.
rules-7-7 = Escape menutup dialog atau kembali ke layar sebelumnya.
