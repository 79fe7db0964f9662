// Indonesian strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    'Jaga trading uang asli dan deposit Anda dalam batas yang Anda pilih. Batas yang lebih rendah langsung berlaku. Batas yang lebih tinggi, atau menghapus batas, berlaku 24 jam kemudian dan bisa Anda batalkan sebelum itu. Order demo tidak dibatasi.',
  groups: {
    deposit: 'Deposit',
    loss: 'Kerugian bersih',
    stake: 'Total nominal order',
    order: 'Order',
  },
  keys: {
    depositDay: 'Deposit per hari',
    depositWeek: 'Deposit per minggu',
    depositMonth: 'Deposit per bulan',
    lossDay: 'Kerugian bersih per hari',
    lossWeek: 'Kerugian bersih per minggu',
    lossMonth: 'Kerugian bersih per bulan',
    stakeDay: 'Nominal order per hari',
    stakeWeek: 'Nominal order per minggu',
    stakeMonth: 'Nominal order per bulan',
    orderStake: 'Nominal maksimal per order',
    openOrders: 'Posisi terbuka sekaligus',
  },
  none: 'Tanpa batas',
  edit: 'Ubah',
  pending: 'Menjadi {{value}} pada {{date}}',
  pendingRemoval: 'Dihapus pada {{date}}',
  cancelPending: 'Batalkan perubahan',
  pendingCancelled: 'Perubahan dibatalkan',
  savedNow: 'Batas disimpan dan langsung berlaku.',
  savedLater: 'Disimpan. Perubahan berlaku pada {{date}}.',
  form: {
    amountLabel: 'Batas baru ({{currency}})',
    countLabel: 'Maksimal posisi terbuka',
    rule: 'Lebih rendah: langsung berlaku. Lebih tinggi atau dihapus: berlaku 24 jam lagi.',
    save: 'Simpan',
    remove: 'Hapus batas',
  },
  realityCheck: {
    settingTitle: 'Pengingat sesi',
    settingIntro:
      'Pengingat selama sesi Anda tentang berapa lama Anda sudah masuk dan berapa yang Anda menangkan atau kalahkan pada order uang asli.',
    every: 'Ingatkan setiap',
    off: 'Mati',
    minutes_one: '{{count}} menit',
    minutes_other: '{{count}} menit',
    title: 'Pengingat sesi',
    duration: 'Anda sudah masuk selama {{hours}} jam {{minutes}} menit.',
    result: 'Hasil order uang asli di sesi ini: {{profit}} ({{count}} selesai).',
    continue: 'Lanjutkan',
    logOut: 'Keluar',
  },
  break: {
    title: 'Ambil rehat',
    intro:
      'Hentikan sementara trading uang asli dan deposit. Rehat langsung dimulai dan mengeluarkan Anda dari semua perangkat. Tidak ada yang bisa mengakhirinya lebih awal, baik Anda maupun staf kami. Anda tetap bisa masuk untuk menarik saldo atau memindahkan dana keluar dari tabungan.',
    timeout: 'Rehat sejenak',
    exclusion: 'Pengecualian diri',
    periods: {
      '24h': '24 jam',
      '7d': '7 hari',
      '6w': '6 minggu',
      '6m': '6 bulan',
      '1y': '1 tahun',
      '5y': '5 tahun',
    },
    current: {
      timeout: 'Rehat hingga {{date}}',
      exclusion: 'Pengecualian diri hingga {{date}}',
    },
    currentNote:
      'Trading uang asli dan deposit tetap tertutup sampai saat itu. Anda masih bisa memperpanjang rehat.',
    confirmTitle: 'Ambil rehat {{period}}?',
    confirmMessage:
      'Hingga {{date}} Anda tidak bisa trading dengan uang asli atau deposit, dan tidak ada yang bisa mengakhiri rehat lebih awal. Anda akan dikeluarkan dari semua perangkat sekarang.',
    confirm: 'Mulai rehat',
    cancel: 'Nanti saja',
  },
};
