// Indonesian strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: 'Pengumuman',
    goTo: 'Tampilkan banner {{index}} dari {{count}}',
  },
  highlights: {
    empty: 'Keunggulan platform akan segera hadir',
  },
  news: {
    title: 'Berita terbaru',
    more: 'Berita lainnya',
    empty: 'Belum ada berita',
    justNow: 'Baru saja',
    published: 'Dipublikasikan {{date}}',
    notFound: 'Berita ini sudah tidak tersedia',
    backHome: 'Kembali ke Beranda',
  },
  sectionFailed: 'Bagian ini gagal dimuat',
  page: {
    empty: 'Belum ada konten yang dipublikasikan di sini',
    updated: 'Terakhir diperbarui {{date}}',
  },
  legal: {
    privacy: 'Kebijakan privasi',
    privacyStatement: 'Pernyataan privasi',
  },
  risk: {
    link: 'Pengungkapan risiko',
    title: 'Pengungkapan risiko',
  },
  service: {
    contact: 'Hubungi layanan pelanggan',
    unavailable: 'Layanan pelanggan online belum tersedia',
  },
};
