// Indonesian messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const id: ErrorMessages = {
  NOT_LOGGED_IN: 'Silakan masuk terlebih dahulu',
  VALIDATION_FAILED: 'Beberapa data tidak valid',
  EMPTY_VALUE: 'Ada kolom yang masih kosong',
  PASSWORDS_MISMATCH: 'Kata sandi tidak cocok',
  TRANSACTION_PASSWORDS_MISMATCH: 'Kata sandi transaksi tidak cocok',
  INVALID_ACCOUNT: 'Akun harus terdiri dari 6–12 huruf, angka, atau garis bawah',
  INVALID_PHONE: 'Masukkan nomor ponsel yang valid beserta kode negaranya',
  INVALID_PASSWORD: 'Kata sandi harus 6–32 karakter',
  UNKNOWN_OPENING_CODE: 'Kode pembukaan akun tidak valid',
  ACCOUNT_TAKEN: 'Akun ini sudah terdaftar',
  WRONG_CREDENTIALS: 'Akun atau kata sandi salah',
  TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan gagal, silakan coba lagi nanti',
  WRONG_OLD_PASSWORD: 'Kata sandi lama salah. Sisa percobaan: {{remaining}}',
  SAME_PASSWORD: 'Kata sandi baru harus berbeda dari yang lama',
  WRONG_TRANSACTION_PASSWORD: 'Kata sandi transaksi salah. Sisa percobaan: {{remaining}}',
  MALFORMED_JSON: 'Permintaan tidak dapat dibaca',
  PAYLOAD_TOO_LARGE: 'Permintaan terlalu besar',
  NOT_FOUND: 'Tidak ditemukan',
  FORBIDDEN: 'Anda tidak memiliki izin untuk tindakan ini',
  INSUFFICIENT_BALANCE: 'Saldo tidak cukup',
  IDEMPOTENCY_KEY_REQUIRED: 'Permintaan memerlukan kunci idempotensi',
  IDEMPOTENCY_KEY_REUSED: 'Kunci permintaan ini sudah dipakai untuk permintaan lain',
  ACCOUNT_DISABLED: 'Akun ini dinonaktifkan, silakan hubungi layanan pelanggan',
  RATE_LIMITED: 'Terlalu banyak permintaan, mohon tunggu sebentar',
  INVALID_CHARACTERS: 'Teks berisi karakter yang tidak diizinkan',
  INVALID_DATE: 'Tanggal ini tidak ada',
  UNKNOWN_SYMBOL: 'Produk tidak dikenal',
  BAD_INTERVAL: 'Interval grafik tidak dikenal',
  LIMIT_TOO_LARGE: 'Minta 1 sampai 1000 lilin sekaligus',
  PRODUCT_EXISTS: 'Produk dengan kode ini sudah ada',
  TICK_RANGE_TOO_LONG: 'Minta data harga paling banyak satu jam sekaligus',
  MARKET_CLOSED: 'Pasar sedang tutup',
  UNDER_MAINTENANCE: 'Produk ini sedang dalam pemeliharaan',
  UNKNOWN_DURATION: 'Hitung mundur ini tidak tersedia untuk produk ini',
  AMOUNT_OUT_OF_RANGE: 'Nominal di luar batas yang diizinkan',
  TOO_MANY_OPEN_ORDERS: 'Posisi terbuka Anda terlalu banyak',
  FEED_UNAVAILABLE: 'Harga sedang tidak tersedia, silakan coba lagi',
  PRODUCT_IN_SANDBOX: 'Produk ini sedang menampilkan tayangan ulang: hanya order demo yang dapat dibuat',
  PRODUCT_NOT_IN_SANDBOX:
    'Pindahkan produk ke mode uji terlebih dahulu: tayangan ulang dan kiriman harga hanya diizinkan di sana',
  REAL_ORDERS_OPEN:
    'Produk ini masih memiliki order saldo riil yang terbuka; produk dapat masuk mode uji setelah semuanya ditutup',
  SANDBOX_ORDERS_OPEN:
    'Produk ini masih memiliki order demo yang terbuka; produk dapat keluar dari mode uji setelah semuanya ditutup',
  SANDBOX_FEED_ACTIVE:
    'Tayangan ulang masih mengirim harga ke produk ini; hentikan dan kembalikan ke sumber harga langsung terlebih dahulu',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Produk ini masih memiliki order saldo riil yang terbuka; sumber harganya dapat diganti setelah semuanya ditutup',
  FEED_URL_NOT_ALLOWED:
    'Aliran data bursa ini tidak diizinkan oleh platform; ajukan agar ditambahkan ke pengaturan platform',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    'Produk ini masih memiliki order saldo riil yang terbuka; pengaturan harganya dapat diubah setelah semuanya ditutup',
  SANDBOX_SOURCE_NOT_ALLOWED:
    'Sumber harga produk ini tidak boleh dipakai untuk saldo riil; ganti ke simulator atau aliran data bursa yang diizinkan sebelum keluar dari mode uji',
  SANDBOX_FEED_SWITCHING:
    'Produk ini masih beralih ke sumber harga langsungnya; coba lagi dalam beberapa detik',
  UNSUPPORTED_FILE_TYPE: 'Unggah gambar JPEG, PNG, atau WebP',
  FILE_TOO_LARGE: 'Gambar terlalu besar: maksimal 5 MB',
  EMPTY_FILE: 'Gambar kosong, silakan pilih gambar lain',
  PHOTO_REQUIRED: 'Unggah foto sisi depan dan belakang kartu identitas Anda',
  INVALID_NAME: 'Masukkan nama Anda persis seperti pada kartu identitas',
  INVALID_ID_NUMBER: 'Masukkan nomor identitas yang valid',
  VERIFICATION_PENDING: 'Dokumen Anda sudah terkirim, mohon tunggu peninjauan',
  ALREADY_VERIFIED: 'Verifikasi identitas Anda sudah selesai',
  VERIFICATION_ALREADY_REVIEWED: 'Verifikasi ini sudah ditinjau',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'Metode deposit ini sedang tidak tersedia, silakan pilih metode lain',
  DEPOSIT_ALREADY_REVIEWED: 'Deposit ini sudah ditinjau',
  PROOF_REQUIRED: 'Pilih gambar bukti pembayaran Anda',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Rekening penarikan Anda sudah ditautkan dan tidak dapat diubah di sini. Hubungi layanan pelanggan untuk mengubahnya',
  WITHDRAWAL_ACCOUNT_MISSING: 'Tautkan rekening penarikan terlebih dahulu',
  INVALID_WALLET_ADDRESS: 'Alamat ini tidak valid untuk jaringan yang dipilih. Periksa dan masukkan kembali',
  VERIFICATION_REQUIRED: 'Selesaikan verifikasi identitas sebelum menarik dana',
  WITHDRAWAL_CLOSED: 'Penarikan sedang tidak tersedia. Silakan coba lagi pada jam penarikan',
  WITHDRAWAL_DAILY_LIMIT: 'Anda telah mencapai batas jumlah penarikan hari ini',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'Penarikan ini sudah diproses',
  SAME_APPROVER: 'Persetujuan kedua harus diberikan oleh petugas lain',
  APPROVERS_LINKED:
    'Persetujuan kedua harus diberikan oleh petugas yang independen: dalam 30 hari terakhir, kedua akun tidak boleh saling membuat, mengaktifkan, atau mengatur ulang kata sandi maupun peran',
  SAVINGS_AMOUNT_TOO_SMALL: 'Nominal di bawah batas minimal satu kali transfer tabungan',
  SAVINGS_DAILY_LIMIT: 'Jatah transfer tabungan hari ini sudah habis',
  SAVINGS_NOT_TRANSFERABLE:
    'Hanya unit terkonfirmasi yang bisa ditransfer keluar; unit menunggu konfirmasi belum bisa ditransfer',
  SAVINGS_DAY_ROLLED: 'Tabungan untuk hari itu sudah diselesaikan dan tidak dapat diubah',
  SAVINGS_ROLL_NOT_DUE:
    'Tutup buku harian tabungan untuk hari itu belum bisa dijalankan: baru bisa mulai pukul 08.00 waktu platform pada hari tersebut',
  INVALID_USERNAME:
    'Nama pengguna harus terdiri dari 3–32 huruf, angka, titik, tanda hubung, atau garis bawah, dan diawali huruf',
  OPS_ACCOUNT_EXISTS: 'Akun petugas dengan nama pengguna ini sudah ada',
  OPS_ACCOUNT_SELF:
    'Anda tidak dapat mengubah akun petugas Anda sendiri di sini. Mintalah superadmin lain untuk melakukannya',
  LAST_SUPERADMIN: 'Ini superadmin aktif terakhir, sehingga tidak dapat dinonaktifkan atau diubah perannya',
  INVALID_RECORDING:
    'Berkas ini bukan rekaman harga yang bisa diputar ulang: harus CSV atau NDJSON berisi tick atau bar 1 menit',
  RECORDING_TOO_LARGE: 'Rekaman terlalu besar: maksimal 20 MB',
  LIMIT_DEPOSIT_DAY:
    'Deposit ini akan melampaui batas deposit harian Anda sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_DEPOSIT_WEEK:
    'Deposit ini akan melampaui batas deposit mingguan Anda sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_DEPOSIT_MONTH:
    'Deposit ini akan melampaui batas deposit bulanan Anda sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_LOSS_DAY:
    'Jika order ini kalah, kerugian Anda bisa melampaui batas kerugian harian sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_LOSS_WEEK:
    'Jika order ini kalah, kerugian Anda bisa melampaui batas kerugian mingguan sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_LOSS_MONTH:
    'Jika order ini kalah, kerugian Anda bisa melampaui batas kerugian bulanan sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_STAKE_DAY:
    'Order ini akan melampaui batas total nominal order harian Anda sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_STAKE_WEEK:
    'Order ini akan melampaui batas total nominal order mingguan Anda sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_STAKE_MONTH:
    'Order ini akan melampaui batas total nominal order bulanan Anda sebesar {{limit}}. Batas diatur ulang pada {{resetsAt}}.',
  LIMIT_ORDER_STAKE: 'Batas nominal untuk satu order Anda adalah {{limit}}.',
  LIMIT_OPEN_ORDERS: 'Anda telah mencapai batas {{limit}} posisi terbuka.',
  TAKING_A_BREAK: 'Anda sedang rehat dari trading uang asli dan deposit hingga {{until}}.',
  BREAK_TOO_SHORT:
    'Masa rehat hanya bisa diperpanjang, tidak bisa dipersingkat, dan pengecualian diri berlaku minimal enam bulan.',
  SECOND_FACTOR_REQUIRED: 'Konfirmasi dulu bahwa ini Anda dengan faktor kedua.',
  PASSWORD_CONFIRMATION_REQUIRED: 'Konfirmasi dulu bahwa ini Anda dengan kata sandi masuk.',
  WRONG_SECOND_FACTOR: 'Kode tidak benar. Sisa percobaan: {{remaining}}',
  LOGIN_TICKET_EXPIRED: 'Proses masuk ini terlalu lama. Silakan masuk lagi.',
  PASSKEY_REJECTED: 'Passkey ini tidak dapat diverifikasi. Silakan coba lagi.',
  TOTP_ALREADY_ON: 'Aplikasi autentikator sudah aktif.',
  TOTP_NOT_ENROLLING: 'Mulai lagi penambahan aplikasi autentikator dari awal.',
  NO_SECOND_FACTOR: 'Akun ini tidak memiliki faktor kedua.',
  WRONG_PASSWORD: 'Kata sandi salah. Sisa percobaan: {{remaining}}',
  EARLY_CLOSE_OFF: 'Order ini tidak dapat ditutup lebih awal.',
  SELL_WINDOW_CLOSED:
    'Order ini belum bisa ditutup lebih awal sekarang: terlalu cepat setelah dibuka atau terlalu dekat dengan waktu berakhirnya.',
  ORDER_NOT_OPEN: 'Order ini sudah ditutup.',
  PRICE_MOVED: 'Harga sudah berubah: order ini sekarang terjual {{price}}. Periksa lalu coba lagi.',
  CLIENT_TOO_OLD: 'Versi baru Tempo sudah tersedia. Silakan muat ulang halaman',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia, silakan coba lagi',
  INTERNAL: 'Terjadi kesalahan, silakan coba lagi',
};
