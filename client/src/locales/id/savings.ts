// Indonesian strings of the savings screens.
import type { SavingsMessages } from '../en/savings';

export const savings: SavingsMessages = {
  overview: {
    total: 'Total tabungan ({{currency}})',
    yesterdayEarnings: 'Imbal hasil kemarin',
    totalEarnings: 'Total imbal hasil',
    dailyRate: 'Imbal hasil harian',
    annualRate: 'Imbal hasil tahunan',
    percent: '{{value}}%',
    confirmed: 'Unit terkonfirmasi',
    pending: 'Unit menunggu konfirmasi',
    transferable: 'Unit yang bisa ditransfer',
    transfersLeft: 'Sisa transfer hari ini',
    transfersLeftValue: '{{left}} dari {{perDay}}',
    moveIn: 'Transfer masuk',
    moveOut: 'Transfer keluar',
    details: 'Riwayat tabungan',
    rules: 'Ketentuan tabungan',
    inviteTitle: 'Buat dana menganggur Anda berkembang',
    inviteText:
      'Transfer dana masuk dan unit terkonfirmasi Anda mendapat imbal hasil {{daily}}% setiap hari, {{annual}}% per tahun. Transfer keluar kapan saja saat Anda membutuhkannya.',
    inviteAction: 'Transfer dana masuk',
    pendingTitle: 'Menunggu konfirmasi',
    confirmedOn: 'Dikonfirmasi {{day}}',
    lotMovedIn: 'Masuk {{time}}',
  },
  transfer: {
    sourceIn: 'Saldo tersedia',
    sourceOut: 'Unit yang bisa ditransfer',
    amountIn: 'Nominal transfer masuk',
    amountOut: 'Nominal transfer keluar',
    amountPlaceholder: 'Minimal {{min}}',
    all: 'Semua',
    minimum: 'Minimal per transfer',
    transfersLeft: 'Sisa transfer hari ini',
    transfersLeftValue: '{{left}} dari {{perDay}}',
    ruleIn:
      'Masuk sebelum pukul {{cutoff}} pada hari bursa: dikonfirmasi hari bursa berikutnya. Setelah itu, atau pada akhir pekan dan hari libur: mundur satu hari bursa.',
    ruleOut: 'Hanya unit terkonfirmasi yang bisa ditransfer keluar, dan langsung masuk ke saldo tersedia.',
    pendingNote: '{{amount}} masih menunggu konfirmasi dan belum bisa ditransfer keluar.',
    noTransfersLeft: 'Jatah transfer hari ini sudah habis. Silakan kembali besok.',
    rulesLink: 'Baca ketentuan tabungan',
    submitIn: 'Transfer masuk',
    submitOut: 'Transfer keluar',
    confirmTitleIn: 'Transfer dana ke tabungan?',
    confirmTitleOut: 'Transfer dana dari tabungan?',
    confirmMessageIn: '{{amount}} akan dipindahkan dari saldo tersedia ke tabungan.',
    confirmMessageOut: '{{amount}} akan dipindahkan dari tabungan ke saldo tersedia.',
    confirm: 'Konfirmasi',
    cancel: 'Batal',
    movedIn: 'Transfer masuk berhasil. {{amount}} akan dikonfirmasi pada {{day}}.',
    movedInNoDay: 'Transfer masuk berhasil. {{amount}} menunggu konfirmasi.',
    movedOut: 'Transfer keluar berhasil. {{amount}} sudah kembali ke saldo tersedia.',
    problem: {
      EMPTY: 'Masukkan nominal',
      BELOW_MIN: 'Minimal per transfer {{min}}',
      ABOVE_MAX: 'Maksimal per transfer {{max}}',
      NO_TRANSFERS_LEFT: 'Anda sudah memakai semua {{perDay}} transfer hari ini',
      INSUFFICIENT_BALANCE: 'Saldo tersedia tidak cukup: saldo Anda {{balance}}',
      NOT_TRANSFERABLE:
        'Saat ini hanya {{balance}} yang bisa ditransfer keluar: unit menunggu konfirmasi harus dikonfirmasi dulu',
    },
  },
  details: {
    filterLabel: 'Tampilkan',
    filters: {
      all: 'Semua',
      in: 'Masuk',
      out: 'Keluar',
      confirmed: 'Dikonfirmasi',
      earnings: 'Imbal hasil',
    },
    kinds: {
      in: 'Transfer masuk',
      out: 'Transfer keluar',
      confirmed: 'Unit dikonfirmasi',
      earnings: 'Imbal hasil',
    },
    days: {
      in: '{{day}}',
      out: '{{day}}',
      confirmed: 'Dikonfirmasi {{day}}',
      earnings: 'Untuk {{day}}',
    },
    empty: 'Belum ada riwayat tabungan',
    emptyFiltered: 'Belum ada riwayat jenis ini',
    moveIn: 'Transfer dana masuk',
  },
  rules: {
    intro:
      'Tabungan menyimpan dana yang belum Anda perlukan dan memberikan imbal hasil setiap hari. Begini cara kerjanya.',
    movingInTitle: 'Transfer masuk',
    movingIn:
      'Dana yang ditransfer masuk langsung keluar dari saldo tersedia dan menjadi unit menunggu konfirmasi.',
    dayT: 'Jika masuk sebelum pukul {{cutoff}} pada hari bursa, dana dihitung untuk hari itu. Jika masuk pukul {{cutoff}} atau setelahnya, atau pada hari yang bukan hari bursa, dana dihitung untuk hari bursa berikutnya. Hari itu kami sebut hari T.',
    confirmation:
      'Unit menunggu konfirmasi menjadi unit terkonfirmasi pada pukul {{cutoff}} di hari bursa pertama setelah hari T.',
    example:
      'Contoh: masuk sesaat sebelum pukul {{cutoff}} hari Senin, dikonfirmasi hari Selasa; masuk setelah pukul {{cutoff}} hari Jumat, dikonfirmasi hari Selasa berikutnya (jika tidak ada hari libur di antaranya).',
    tradingDaysTitle: 'Hari bursa',
    tradingDays:
      'Hari bursa adalah Senin sampai Jumat, kecuali hari libur yang diumumkan. Tidak ada konfirmasi pada akhir pekan dan hari libur: konfirmasi bergeser ke hari bursa berikutnya.',
    holidays: 'Hari libur mendatang:',
    noHolidays: 'Tidak ada hari libur dalam beberapa minggu ke depan.',
    earningsTitle: 'Imbal hasil',
    earnings:
      'Setiap hari pukul {{cutoff}}, imbal hasil hari sebelumnya dikreditkan atas unit terkonfirmasi Anda, termasuk akhir pekan dan hari libur. Unit menunggu konfirmasi belum mendapat imbal hasil.',
    compounding: 'Imbal hasil ditambahkan ke unit terkonfirmasi, sehingga sejak itu ikut menghasilkan.',
    rate: 'Imbal hasil harian saat ini {{daily}}%, atau {{annual}}% per tahun (365 kali imbal hasil harian). Tingkat imbal hasil dapat berubah: tingkat baru berlaku sejak tanggal efektifnya, tidak untuk hari yang sudah dibayarkan.',
    rounding:
      'Imbal hasil setiap hari dibulatkan ke bawah hingga dua angka desimal. Sisa pembulatan, selalu kurang dari 0,01 per hari, menjadi milik platform.',
    movingOutTitle: 'Transfer keluar',
    movingOut:
      'Hanya unit terkonfirmasi yang bisa ditransfer keluar dan langsung kembali ke saldo tersedia. Unit menunggu konfirmasi baru bisa ditransfer keluar setelah dikonfirmasi.',
    limitsTitle: 'Batas',
    limits:
      'Setiap transfer, masuk maupun keluar, minimal {{min}}. Anda dapat melakukan hingga {{count}} transfer per hari, masuk dan keluar digabung.',
    timeZone: 'Semua tanggal dan waktu mengikuti jam platform: {{zone}}.',
  },
};
