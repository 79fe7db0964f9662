// Indonesian strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: 'Kewarganegaraan',
    nationalityPlaceholder: 'Pilih kewarganegaraan Anda',
    name: 'Nama lengkap',
    namePlaceholder: 'Masukkan nama lengkap Anda',
    nameHint: 'Nama lengkap persis seperti tertera di KTP atau paspor',
    nameHintChina: '2–5 aksara Tionghoa, sesuai kartu identitas',
    idNumber: 'Nomor identitas',
    idNumberPlaceholder: 'Masukkan nomor identitas Anda',
    idNumberHint: 'Nomor KTP atau paspor: 5–30 huruf dan angka',
    idNumberHintChina: '15 atau 18 digit; digit terakhir boleh X',
    submit: 'Kirim untuk ditinjau',
    submitting: 'Mengunggah…',
    submitted: 'Dokumen terkirim',
  },
  photos: {
    front: {
      label: 'Foto identitas (depan)',
      preview: 'Sisi depan identitas Anda',
      required: 'Unggah foto identitas (depan)',
    },
    back: {
      label: 'Foto identitas (belakang)',
      preview: 'Sisi belakang identitas Anda',
      required: 'Unggah foto identitas (belakang)',
    },
    choose: 'Unggah',
    change: 'Ganti',
    hint: 'JPEG, PNG, atau WebP, maksimal 5 MB. Pastikan keempat sudut terlihat dan tulisan terbaca jelas.',
  },
  status: {
    none: {
      title: 'Verifikasi identitas Anda',
      message:
        'Kirim nama, nomor identitas, dan foto kedua sisi kartu identitas Anda. Data Anda hanya digunakan untuk peninjauan.',
      pill: 'Belum dikirim',
    },
    pending: {
      title: 'Sedang diverifikasi',
      message: 'Dokumen terkirim, mohon tunggu peninjauan',
      pill: 'Sedang ditinjau',
    },
    approved: {
      title: 'Verifikasi berhasil',
      message: 'Identitas Anda telah terverifikasi.',
      pill: 'Disetujui',
    },
    rejected: {
      title: 'Verifikasi tidak disetujui',
      message: 'Periksa kembali data Anda dan kirim ulang.',
      pill: 'Ditolak',
    },
    verifiedBadge: 'Terverifikasi',
    reason: 'Alasan:',
  },
  details: {
    status: 'Status',
    name: 'Nama lengkap',
    idNumber: 'Nomor identitas',
    nationality: 'Kewarganegaraan',
    submittedAt: 'Dikirim',
    reviewedAt: 'Ditinjau',
  },
};
