# The custom setup editor.

setup-title = Susunan Kustom
setup-intro = Belanjakan tepat 39 poin untuk setiap pasukan. Putih mengisi baris 1⁠–⁠4 mulai dari baris 1 ke atas, Hitam baris 8⁠–⁠5 mulai dari baris 8 ke bawah; hanya baris terjauh yang Anda pakai boleh berlubang.
setup-palette = Buah
setup-side = Pihak
setup-points-left = sisa { $points } poin
setup-points-over = { $points } poin melebihi anggaran
setup-cost = { $cost } poin
setup-random = Pasukan acak
setup-mirror = Cerminkan ke pihak lain
setup-clear = Kosongkan
setup-presets = Pasukan siap pakai
setup-preset-load = Muat
setup-start = Mulai permainan
setup-valid = Kedua pasukan siap.
setup-invalid = Permainan belum bisa dimulai:
setup-eraser = Hapus
setup-hint = Pilih sebuah buah, lalu klik petak yang disorot, atau salah satu buah Anda untuk menggantinya. Tanpa buah terpilih, klik buah di papan untuk menghapusnya, atau seret ke tempat lain.
setup-other-side = Di { $square } ada buah milik pihak lain; tidak ada yang diubah. Untuk menghapusnya, pilih Hapus; untuk mengubah pasukan itu, ganti pihak.
setup-replaced = Buah di { $square } telah diganti.

preset-orthodox = Ortodoks
preset-court = Istana Maharaja
preset-cavalry = Kavaleri gabungan
preset-archbishops = Uskup Agung kembar
preset-chancellors = Kanselir di sudut

placement-off-board = { $square } tidak ada di papan.
placement-king-not-placeable = Raja tetap di e1 / e8 dan selalu ikut dalam setiap pasukan.
placement-not-in-variant = { $kind } bukan buah Maharajah.
placement-king-square = { $square } adalah petak raja.
placement-outside-half = { $color } hanya menempatkan buah di separuh papannya sendiri; { $square } berada di luarnya.
placement-occupied = { $square } sudah terisi; hapus dulu buah itu.
placement-fill-nearer-rank-first = Isi dulu baris { $rank }: baris yang lebih jauh baru boleh dipakai bila baris yang lebih dekat sudah penuh.
placement-over-budget = Buah itu berharga { $cost } poin, sedangkan sisanya tinggal { $left }.

start-error-budget-not-spent = { $color } baru membelanjakan { $spent } dari 39 poin; ke-39 poin harus terpakai semua.
start-error-over-budget = { $color } membelanjakan { $spent } poin, lebih dari 39.
start-error-piece-outside-half = Buah { $color } di { $square } berada di luar separuh papannya.
start-error-rank-not-filled = { $color }: baris { $rank } masih punya petak kosong ({ $square }) padahal baris { $furthest } sudah dipakai.
start-error-king-missing = { $color } tidak punya raja.
start-error-king-misplaced = Raja { $color } ada di { $square }, bukan di petaknya yang tetap.
start-error-too-many-kings = { $color } punya { $count } raja.
start-error-piece-not-in-variant = { $kind } { $color } di { $square } bukan buah Maharajah.
start-error-wrong-side-to-move = Dalam permainan kustom, Putih melangkah lebih dulu.
start-error-side-to-move-in-check = Putih, yang mendapat giliran, akan mulai dalam keadaan sekak.
start-error-no-legal-move = Putih, yang mendapat giliran, tidak akan punya langkah sah.
start-error-opponent-in-check = Hitam akan mulai dalam keadaan sekak, dan itu bukan posisi yang sah.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Penasihat pasukan
advisor-assess = Nilai pasukan
advisor-suggest = Sarankan
advisor-against-other = Melawan pasukan lain
advisor-expected-orthodox = Skor yang diharapkan melawan pasukan ortodoks: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Skor yang diharapkan melawan pasukan lain: { $score } % ({ $low }–{ $high } %)
advisor-working = Berpikir…
advisor-searching = Mencari… { $percent } %
advisor-no-suggestion = Tidak ada pasukan yang lebih baik di dekatnya.
advisor-no-reasons = Tidak ada yang menonjol untuk diperbaiki pada pasukan ini.
advisor-apply = Terapkan
advisor-applied = Saran diterapkan. Nilai lagi untuk melihat skor barunya.
advisor-offline = Dihitung di perangkat ini; tidak ada yang dikirim.
advisor-piece-on = { $piece } di { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } dan { $last }
advisor-diff-move = Pindahkan { $from } ke { $to }: +{ $gain } %
advisor-diff-replace = Ganti { $removed } dengan { $added }: +{ $gain } %
advisor-diff-swap = Tukar { $first } dan { $second }: +{ $gain } %
advisor-reason-hanging-piece = { $kind } di { $square } bisa langsung dimakan (oleh: { $attacker }).
advisor-reason-exposed-king = Raja terbuka: { $openLines } dari tiga jalurnya ke depan terbuka.
advisor-reason-weak-pawn-cover = Perlindungan pion lemah: { $pawns } pion di lajur raja (d, e, f).
advisor-reason-immobile-pieces = { $count } buah tidak bisa bergerak di awal.
advisor-reason-kind-rated-high = Permainan mandiri menilai tinggi buah { $kind } pasukan ini ({ $points } poin): sekitar +{ $elo } Elo.
advisor-reason-kind-rated-low = Permainan mandiri menilai rendah buah { $kind } pasukan ini ({ $points } poin): sekitar { $elo } Elo.
