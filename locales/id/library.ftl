# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Permainan tersimpan Anda
library-recovered-corrupt = Berkas penyimpan permainan Anda rusak, jadi Maharajah membuat berkas baru yang kosong. Berkas lama disimpan, tidak dihapus: { $file }
library-recovered-foreign = Berkas tempat Maharajah menyimpan permainan Anda ternyata milik program lain, jadi Maharajah membuat berkas baru. Berkas itu dibiarkan apa adanya: { $file }
library-recovered-too-new = Permainan tersimpan Anda ditulis oleh versi Maharajah yang lebih baru. Versi ini membuat berkas baru; berkas yang lebih baru dibiarkan apa adanya: { $file }
library-memory-only = Permainan Anda saat ini tidak bisa disimpan di komputer ini ({ $detail }). Permainan di sesi ini tetap ada sampai Anda menutup aplikasi.
library-notice-detail = Rincian

## Home: resume

home-resume-title = Permainan belum selesai
home-resume-text = { $white } vs { $black } · { $variant } · { $moves ->
    [0] belum ada langkah
   *[other] { $moves } langkah dimainkan
}
home-resume-saved = Disimpan { $when }
home-resume-continue = Lanjutkan
home-resume-discard = Buang
home-resume-discard-confirm = Buang permainan ini? Permainan tetap ada di daftar tersimpan sebagai ditinggalkan, tetapi tidak bisa dilanjutkan lagi.
newgame-abandon-confirm = Permainan yang sedang berjalan belum selesai. Mulai permainan baru? Permainan yang belum selesai tetap ada di daftar tersimpan sebagai ditinggalkan.
newgame-abandon-yes = Mulai permainan baru
resume-abandon-confirm = Permainan yang sedang berjalan belum selesai. Lanjutkan permainan tersimpan sebagai gantinya? Permainan yang belum selesai tetap ada di daftar tersimpan sebagai ditinggalkan.
resume-abandon-yes = Lanjutkan permainan tersimpan
end-abandoned = ditinggalkan

## Saved games screen

library-title = Permainan tersimpan
library-search = Cari pemain, turnamen, tempat
library-opponent = Lawan
library-variant-any = Semua permainan
library-result-any = Semua hasil
library-result-white = Putih menang
library-result-black = Hitam menang
library-result-draw = Remis
library-result-unfinished = Belum selesai
library-date-any = Kapan saja
library-date-today = Hari ini
library-date-week = 7 hari terakhir
library-date-month = 30 hari terakhir
library-date-year = 12 bulan terakhir
library-col-date = Tanggal
library-col-game = Permainan
library-col-white = Putih
library-col-black = Hitam
library-col-result = Hasil
library-col-moves = Langkah
library-col-source = Sumber
library-select-all = Pilih semua di halaman ini
library-select-game = Pilih permainan ini
library-count = { $total ->
    [0] Tidak ada permainan
   *[other] { $total } permainan
}
library-range = { $from }–{ $to } dari { $total }
library-selected = { $count } dipilih
library-prev = Sebelumnya
library-next = Berikutnya
library-open = Buka
library-delete = Hapus
library-delete-confirm = { $count ->
    [one] Hapus permainan ini? Tindakan ini tidak bisa dibatalkan.
   *[other] Hapus { $count } permainan ini? Tindakan ini tidak bisa dibatalkan.
}
library-deleted = { $count } permainan dihapus.
library-import = Impor PGN…
library-paste = Tempel PGN…
library-export-selected = Ekspor yang dipilih…
library-export-all = Ekspor semua yang tampil…
library-empty = Belum ada permainan tersimpan. Setiap permainan Anda disimpan di sini selagi dimainkan.
library-empty-filtered = Tidak ada permainan yang cocok dengan filter ini.
library-in-progress = sedang berlangsung
library-engine = Mesin
library-source-offline = Perangkat ini
library-source-lan = Jaringan Lokal
library-source-online = Online
library-source-import = Diimpor
library-custom-start = awal kustom
library-loading = Memuat…

## File paths (import and export)

library-path-label = Berkas
library-path-placeholder = /home/anda/permainan.pgn
library-choose-file = Pilih berkas…
library-path-empty = Pilih berkas dulu.
library-path-is-folder = Itu folder; pilih sebuah berkas.
library-path-no-folder = Folder itu tidak ada.
library-path-missing = Tidak ada berkas di sana.

## Export

export-title = Ekspor ke PGN
export-what = { $count } permainan akan ditulis ke berkas PGN.
export-go = Ekspor
export-running = Menulis…
export-done = { $count } permainan diekspor ke { $file }.

## Import

paste-title = Tempel PGN
paste-intro = Tempel satu atau beberapa permainan dalam PGN dari situs web atau aplikasi lain. Yang pertama dibuka di ulasan; semuanya disimpan di permainan tersimpan.
import-title = Impor PGN
import-intro = Permainan dibaca satu per satu: permainan yang rusak dilewati dan dilaporkan, dan tidak pernah menghentikan yang lain.
import-go = Impor
import-running = Mengimpor…
import-progress = { $imported } diimpor · { $skipped } dilewati
import-cancel = Batalkan impor
import-close = Tutup
import-summary = { $imported } permainan diimpor, { $skipped ->
    [0] tidak ada yang dilewati.
   *[other] { $skipped } dilewati.
}
import-summary-cancelled = Impor dibatalkan: { $imported } permainan diimpor sebelum Anda menghentikannya, { $skipped ->
    [0] tidak ada yang dilewati.
   *[other] { $skipped } dilewati.
}
import-skipped-title = Permainan yang dilewati
import-skipped-more = …dan { $count } lagi.
import-skipped-game = Permainan { $index } (baris { $line }): { $why }
import-why-syntax = teksnya bukan PGN yang sah
import-why-no-game = tidak ada permainan di bagian berkas ini
import-why-unknown-variant = ini varian yang tidak dimainkan Maharajah
import-why-missing-fen = permainan ini punya awal kustom tetapi tanpa posisi (FEN)
import-why-bad-fen = posisi awalnya (FEN) tidak sah
import-why-illegal-move = salah satu langkahnya tidak sah
import-why-illegal-variation = sebuah langkah di salah satu variasinya tidak sah
import-why-counter-overflow = penghitung langkahnya di luar batas
import-why-null-move = berisi langkah nol (melewatkan giliran), yang tidak bisa diputar ulang
import-why-duplicate = permainan yang sama (pemain, acara, tanggal, dan langkah) sudah tersimpan
import-why-too-long = permainannya terlalu panjang untuk permainan sungguhan
import-why-refused = basis data menolaknya
import-why-other = permainan ini tidak bisa dibaca

## Setups library (custom setup editor)

setups-title = Susunan saya
setups-empty = Belum ada susunan tersimpan. Susun pasukan lalu simpan di sini.
setups-save = Simpan…
setups-paste = Tempel kode…
setups-save-title = Simpan susunan
setups-name = Nama
setups-name-placeholder = Pasukan saya
setups-which = Simpan
setups-side-white = Pasukan Putih
setups-side-black = Pasukan Hitam
setups-side-both = Kedua pasukan
setups-saved = Susunan disimpan.
setups-load-white = Muat ke Putih
setups-load-black = Muat ke Hitam
setups-load-both = Muat keduanya
setups-loaded = Susunan dimuat.
setups-copy-code = Salin kode
setups-code-copied = Kode susunan disalin.
setups-rename = Ganti nama
setups-rename-title = Ganti nama susunan
setups-duplicate = Gandakan
setups-copy-name = { $name } (salinan)
setups-delete = Hapus
setups-delete-confirm = Hapus susunan “{ $name }”?
setups-favourite = Favorit
setups-badge-white = Putih
setups-badge-black = Hitam
setups-badge-both = Keduanya
setups-code-title = Tempel kode susunan
setups-code-intro = Kode susunan adalah teks pendek yang bisa dikirim pemain lain kepada Anda; awalnya MJ1-. Muat ke pihak mana pun, atau simpan di susunan Anda.
setups-code-label = Kode susunan
setups-code-save = Simpan ke susunan saya
setups-code-name-default = Pasukan kiriman
setups-code-empty = Tempel kode susunan dulu.

## Copy to the clipboard

copy-done = Disalin.
copy-failed = Gagal menyalin; pilih teksnya dan salin sendiri.

## The store's errors, by kind

error-io = Sebuah berkas tidak bisa dibaca atau ditulis: { $detail }
error-corrupt = Berkas permainan tersimpan rusak: { $detail }
error-foreign = Berkas permainan tersimpan milik program lain.
error-too-new = Permainan tersimpan ditulis oleh versi Maharajah yang lebih baru.
error-busy = Permainan tersimpan sedang dipakai (apakah Maharajah terbuka dua kali?). Coba lagi.
error-read-only = Permainan tersimpan tidak bisa ditulis: { $detail }
error-cannot-open = Permainan tersimpan tidak bisa dibuka: { $detail }
error-disk-full = Disk penuh; tidak ada lagi yang bisa disimpan.
error-database = Permainan tersimpan tidak bisa dibaca atau ditulis: { $detail }
error-not-found = Item itu sudah tidak ada (mungkin sudah dihapus).
error-invalid = Itu tidak bisa disimpan: { $detail }
error-setting = Sebuah pengaturan tidak bisa disimpan: { $detail }
error-setup-code-malformed = Itu bukan kode susunan: periksa apakah Anda sudah menempelkan semuanya.
error-setup-code-version = Kode susunan itu berasal dari versi Maharajah yang lebih baru.
error-setup-code-checksum = Ada salah ketik di kode susunan itu: sebuah karakter salah atau hilang.
error-setup-code-invalid = Kode susunan itu berisi pasukan yang tidak bisa ditempatkan.
error-setup-code-unencodable = Susunan ini tidak bisa ditulis sebagai kode.
error-import-running = Impor sedang berjalan.
error-bad-path = { $detail }
error-setup-name = Beri susunan nama sepanjang 1 sampai { $max } karakter.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = Permainan ini tidak dapat disimpan. { $reason } Permainan tetap terbuka, dan setiap langkah mencoba lagi.
autosave-resumed = Penyimpanan berfungsi lagi: permainan telah disimpan.
