// Indonesian strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: 'Jenis transaksi',
  filters: {
    all: 'Semua',
    deposit: 'Deposit',
    withdrawal: 'Penarikan',
    order: 'Trading',
    adjustment: 'Penyesuaian',
    savings: 'Tabungan',
  },
  kinds: {
    deposit: 'Deposit',
    withdrawal_freeze: 'Pengajuan penarikan',
    withdrawal_payout: 'Penarikan dibayarkan',
    withdrawal_refund: 'Penarikan dikembalikan',
    order_stake: 'Nominal order',
    order_payout: 'Pembayaran order',
    order_refund: 'Pengembalian order',
    adjustment: 'Penyesuaian saldo',
    savings_in: 'Transfer masuk tabungan',
    savings_out: 'Transfer keluar tabungan',
    savings_earnings: 'Imbal hasil tabungan',
    other: 'Perubahan saldo',
  },
  buckets: {
    available: 'Tersedia',
    frozen: 'Dibekukan',
    savings: 'Tabungan',
    other: 'Saldo',
  },
  balanceAfter: 'Saldo {{amount}}',
  empty: 'Belum ada mutasi dana',
  emptyFiltered: 'Tidak ada transaksi jenis ini',
  depositNow: 'Deposit sekarang',
};
