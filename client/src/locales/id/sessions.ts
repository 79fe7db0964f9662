// Indonesian strings of the security screen.
import type { SessionsMessages } from '../en/sessions';

export const sessions: SessionsMessages = {
  intro:
    'Perangkat yang sedang masuk ke akun Anda dan setiap kali akun Anda dimasuki dalam {{days}} hari terakhir. Jika ada yang bukan Anda, keluarkan perangkat itu dan ubah kata sandi masuk Anda.',
  unknownDevice: 'Perangkat tidak dikenal',
  address: 'Alamat IP {{ip}}',
  devices: {
    title: 'Perangkat yang sedang masuk',
    thisDevice: 'Perangkat ini',
    since: 'Masuk pada {{time}}',
    logOut: 'Keluarkan',
    logOutLabel: 'Keluarkan {{device}}',
    noOthers: 'Tidak ada perangkat lain yang sedang masuk.',
    endOthers: 'Keluarkan semua perangkat lain',
    confirmTitle: 'Keluarkan semua perangkat lain?',
    confirmMessage:
      'Semua perangkat selain perangkat ini akan langsung keluar dan harus memasukkan kata sandi untuk masuk lagi.',
    confirm: 'Keluarkan',
    cancel: 'Batal',
    ended: 'Perangkat telah dikeluarkan',
    endedOthers: 'Perangkat yang dikeluarkan: {{count}}',
    loadFailed: 'Daftar perangkat tidak dapat dimuat',
  },
  history: {
    title: 'Riwayat masuk',
    period: '{{days}} hari terakhir, terbaru di atas',
    succeeded: 'Berhasil',
    failed: 'Gagal',
    methods: {
      password: 'Kata sandi',
      passkey: 'Kunci sandi',
    },
    withSecondFactor: '{{method}} + {{factor}}',
    secondFactors: {
      totp: 'aplikasi autentikator',
      passkey: 'passkey',
      'recovery-code': 'kode pemulihan',
    },
    empty: 'Tidak ada aktivitas masuk dalam {{days}} hari terakhir',
    loadFailed: 'Riwayat masuk tidak dapat dimuat',
  },
};
