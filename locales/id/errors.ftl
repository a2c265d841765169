# Backend errors, by kind: error-<kind>.

error-no-game = Tidak ada permainan yang sedang berlangsung.
error-game-over = Permainan sudah selesai.
error-illegal-move = { $move } bukan langkah yang sah di sini.
error-not-your-turn = Tunggu giliran Anda.
error-nothing-to-take-back = Tidak ada langkah yang bisa ditarik kembali.
error-no-engine = Permainan ini tidak melawan mesin.
error-engine-no-move = Mesin tidak menemukan langkah.
error-bad-fen = Posisi itu tidak dapat dibaca: { $detail }
error-bad-request = Aplikasi mengirim permintaan yang tidak dipahaminya ({ $detail }).
error-invalid-setup = Pasukan belum bisa memulai permainan: perbaiki { $count } alasan yang tercantum.
error-placement = Buah itu tidak boleh ditempatkan di sana.
error-storage = Pengaturan Anda tidak dapat disimpan: { $detail }
error-unknown = Terjadi kesalahan.
