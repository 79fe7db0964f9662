// Indonesian strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: 'Harga jual',
  salePnl: 'Laba/rugi jika ditutup',
  closeNow: 'Tutup sekarang',
  reasons: {
    SELL_WINDOW_CLOSED: 'Tidak bisa di awal atau menjelang akhir',
    FEED_UNAVAILABLE: 'Harga terkini belum tersedia',
  },
  confirm: {
    title: 'Tutup posisi ini sekarang?',
    price: 'Anda terima',
    pnl: 'Laba/rugi',
    note: 'Harga bergerak mengikuti pasar. Jika harga turun di bawah yang ditampilkan saat Anda konfirmasi, posisi tidak ditutup dan harga baru akan ditampilkan.',
    waiting: 'Menunggu harga…',
    moved: 'Harga sudah berubah. Periksa harga baru lalu konfirmasi lagi.',
    submit: 'Tutup seharga {{price}}',
    closing: 'Menutup posisi…',
    keep: 'Tetap buka',
  },
};
