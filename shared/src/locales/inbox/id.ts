// Indonesian words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const id: InboxMessages = {
  deposit_confirmed: {
    title: 'Deposit berhasil',
    body: 'Deposit Anda sebesar {{amount}} telah masuk ke saldo Anda.',
  },
  deposit_rejected: {
    title: 'Deposit gagal',
    body: 'Deposit Anda sebesar {{amount}} tidak disetujui. Alasan: {{reason}}',
  },
  withdrawal_successful: {
    title: 'Penarikan berhasil',
    body: 'Penarikan Anda sebesar {{amount}} telah disetujui dan dikirim ke rekening penarikan Anda.',
  },
  withdrawal_failed: {
    title: 'Penarikan gagal',
    body: 'Penarikan Anda sebesar {{amount}} tidak disetujui dan dananya telah dikembalikan ke saldo Anda. Alasan: {{reason}}',
  },
  verification_approved: {
    title: 'Verifikasi disetujui',
    body: 'Verifikasi identitas Anda telah disetujui.',
  },
  verification_rejected: {
    title: 'Verifikasi tidak disetujui',
    body: 'Verifikasi identitas Anda tidak disetujui. Alasan: {{reason}}. Periksa kembali data Anda dan kirim ulang.',
  },
};
