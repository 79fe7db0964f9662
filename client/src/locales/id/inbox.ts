// Indonesian strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: '{{count}} belum dibaca',
  unread: 'Belum dibaca',
  justNow: 'Baru saja',
  markAllRead: 'Tandai semua dibaca',
  empty: 'Belum ada pesan',
  reference: {
    deposit: 'Lihat deposit',
    withdrawal: 'Lihat penarikan',
    verification: 'Lihat verifikasi',
    sign_in: 'Lihat riwayat masuk',
    second_factor_reset: 'Pengaturan keamanan',
  },
};
