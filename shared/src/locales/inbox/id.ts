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
  new_device_sign_in: {
    title: 'Aktivitas masuk baru di akun Anda',
    body: 'Akun Anda baru saja dimasuki dari {{device}} pada {{time}} ({{ip}}). Bukan Anda? Segera ubah kata sandi masuk Anda dan keluarkan perangkat lain.',
  },
  second_factor_reset: {
    title: 'Faktor kedua Anda telah direset',
    body: 'Atas permintaan Anda, tim kami telah menonaktifkan aplikasi autentikator, menghapus passkey dan kode pemulihan Anda, serta mengeluarkan semua perangkat. Masuk dengan kata sandi Anda, lalu aktifkan lagi faktor kedua.',
  },
};
