// Konten berbahasa Indonesia yang tersedia sejak platform pertama kali dijalankan.
import type { ContentSeed } from './ContentSeed';

export const id: ContentSeed = {
  banners: {
    deposit: { title: 'Deposit dalam hitungan menit lewat transfer bank atau USDT' },
    products: { title: 'Emas, forex, dan kripto: tangkap pergerakan harga berikutnya' },
    savings: { title: 'Tabungan: dana mengendap dapat imbal hasil harian' },
  },

  news: {
    newProducts: {
      title: 'Baru di Tempo: sepuluh produk, hitung mundur mulai 30 detik',
      summary:
        'Emas, pasangan mata uang utama, dan enam aset kripto terkemuka kini tersedia dalam satu daftar, dengan hitung mundur mulai 30 detik hingga 5 menit.',
      body: `Kami memperluas daftar produk agar Anda dapat memantau lebih banyak pasar dari satu layar.

**Produk yang tersedia untuk trading**

- **Logam:** emas terhadap dolar AS (XAU/USD), tersedia selama sesi perdagangan logam.
- **Forex:** EUR/USD, GBP/USD, dan USD/JPY, tersedia pada hari kerja.
- **Kripto:** Bitcoin, Ethereum, Solana, BNB, XRP, dan Dogecoin terhadap USDT, tersedia 24 jam setiap hari.

Setiap produk menampilkan harga terbaru, perubahan 24 jam, harga tertinggi, harga terendah, volume, serta grafik harga secara langsung. Hitung mundur tersedia mulai 30 detik hingga 5 menit; tingkat imbal hasil setiap hitung mundur ditampilkan sebelum Anda mengonfirmasi order.

**Sebelum mulai trading**

Hitung mundur yang singkat bergerak sangat cepat. Mulailah dengan nominal kecil, baca pengungkapan risiko, dan jangan pernah menggunakan dana yang tidak siap Anda relakan jika hilang.`,
    },
    savingsLaunch: {
      title: 'Tabungan kini tersedia: imbal hasil dikreditkan setiap pagi',
      summary:
        'Pindahkan dana mengendap ke tabungan dan dapatkan imbal hasil harian atas unit terkonfirmasi. Berikut cara kerja konfirmasi dan imbal hasilnya.',
      body: `Dengan tabungan, dana yang sedang tidak Anda gunakan untuk trading tetap menghasilkan imbal hasil setiap hari.

**Cara kerjanya**

1. Lakukan transfer masuk minimal 20 ke tabungan Anda melalui tab Tabungan.
2. Nominal tersebut awalnya dicatat sebagai **unit menunggu konfirmasi**. Transfer yang dilakukan sebelum pukul 08.00 pada hari bursa dihitung untuk hari itu; transfer setelahnya dihitung untuk hari bursa berikutnya.
3. Unit menunggu konfirmasi menjadi **unit terkonfirmasi** pada hari bursa berikutnya.
4. Unit terkonfirmasi menghasilkan imbal hasil sesuai imbal hasil harian yang tertera di tab Tabungan. Imbal hasil setiap hari dikreditkan pada **pukul 08.00 keesokan paginya**.

Sabtu, Minggu, dan hari libur nasional bukan hari bursa: tidak ada unit yang dikonfirmasi pada hari-hari tersebut.

**Transfer keluar**

Unit terkonfirmasi dapat ditransfer kembali ke saldo tersedia kapan saja dan langsung masuk. Anda dapat melakukan transfer masuk dan transfer keluar hingga total 60 kali per hari.`,
    },
    securityTips: {
      title: 'Lima kebiasaan untuk menjaga akun Anda tetap aman',
      summary:
        'Petugas kami tidak akan pernah meminta kata sandi Anda. Kebiasaan sederhana ini melindungi saldo Anda dari penipuan.',
      body: `Penipu mengincar akun trading karena di dalamnya tersimpan uang sungguhan. Kebiasaan berikut menutup sebagian besar celah yang biasa mereka manfaatkan.

1. **Rahasiakan kata sandi Anda.** Petugas Tempo, termasuk layanan pelanggan, tidak akan pernah meminta kata sandi masuk atau kata sandi transaksi Anda.
2. **Gunakan dua kata sandi yang berbeda.** Kata sandi transaksi melindungi penarikan dana; jangan samakan dengan kata sandi masuk atau kata sandi yang Anda gunakan di layanan lain.
3. **Periksa alamatnya.** Masuk hanya melalui alamat aplikasi resmi. Waspadai tautan yang dikirim lewat aplikasi obrolan atau SMS.
4. **Cek sebelum membayar.** Lakukan deposit hanya ke rekening yang ditampilkan di halaman Deposit, dan sertakan nomor referensi transfer agar kami dapat mencocokkan pembayaran Anda.
5. **Keluar dari akun di perangkat bersama.** Keluar dari akun atau menghapus cache di ponsel yang dipakai bersama akan mengakhiri sesi Anda di perangkat tersebut.

Jika ada yang mencurigakan — misalnya aktivitas masuk yang tidak Anda kenali atau pesan yang meminta data Anda — segera hubungi layanan pelanggan.`,
    },
    fairSettlement: {
      title: 'Cara setiap order ditutup, dan cara Anda memeriksanya',
      summary:
        'Harga masuk dan harga keluar diambil dari aliran harga langsung, tercatat, dan dapat diverifikasi. Tidak ada yang bisa menentukan hasilnya.',
      body: `Setiap order hitung mundur ditutup berdasarkan aturan yang sama dan terbuka untuk umum.

- **Harga masuk:** harga pertama setelah server menerima order Anda, sehingga harga yang tertunda tidak akan pernah dapat digunakan untuk merugikan maupun menguntungkan Anda.
- **Harga keluar:** harga terakhir pada atau sebelum saat hitung mundur Anda berakhir.
- **Hasil:** order Beli Naik menang jika harga keluar lebih tinggi daripada harga masuk; order Beli Turun menang jika lebih rendah. Jika harga keluar sama dengan harga masuk, hasilnya seri dan nominal Anda dikembalikan sepenuhnya.
- **Pembayaran:** order yang menang mengembalikan nominal Anda ditambah imbal hasil sesuai tingkat imbal hasil yang ditampilkan saat order dibuat.

Setiap harga yang kami publikasikan diarsipkan dengan rantai hash, sehingga setiap harga yang tercatat dapat diperiksa di kemudian hari. Detail order Anda menampilkan harga masuk dan harga keluar beserta waktunya.`,
    },
  },

  highlights: {
    fastSettlement: {
      title: 'Tutup posisi seketika',
      text: 'Order ditutup tepat saat hitung mundur berakhir, berdasarkan harga pasar yang tercatat.',
    },
    fundsSecurity: {
      title: 'Dana terlindungi',
      text: 'Penarikan dana memerlukan kata sandi transaksi dan identitas yang terverifikasi. Setiap perubahan saldo tercatat.',
    },
    savingsDaily: {
      title: 'Imbal hasil harian',
      text: 'Dana mengendap di tabungan menghasilkan imbal hasil setiap hari, dikreditkan setiap pagi pukul 08.00.',
    },
    support: {
      title: 'Siap membantu kapan pun',
      text: 'Tim layanan pelanggan kami dapat dihubungi dengan sekali ketuk dari Beranda dan Pengaturan.',
    },
  },

  pages: {
    about: {
      title: 'Tentang kami',
      body: `## Siapa Kami

Tempo adalah platform trading yang dibangun bagi Anda yang ingin memantau pasar langsung dari ponsel. Dalam satu aplikasi, Anda dapat trading pergerakan harga jangka pendek pada logam, mata uang, dan aset kripto, memiliki tabungan yang menghasilkan imbal hasil setiap hari, serta mengelola deposit dan penarikan.

## Prinsip Kami

- **Aturan yang jelas.** Cara order dibuka, ditutup, dan dibayarkan tertulis dengan jelas dan berlaku sama bagi semua orang.
- **Harga yang tercatat.** Setiap harga yang kami publikasikan diarsipkan dan dapat diverifikasi. Tidak seorang pun — termasuk staf kami — dapat menentukan hasil sebuah order.
- **Dana Anda tercatat dengan rapi.** Setiap pergerakan saldo Anda dicatat beserta alasannya, dan semuanya dapat dilihat di mutasi dana Anda.
- **Tim yang siap membantu.** Tim layanan pelanggan kami menjawab pertanyaan seputar akun, deposit, dan penarikan Anda.

## Kontak

Ketuk **Layanan online** di Beranda untuk menghubungi layanan pelanggan.`,
    },

    privacy: {
      title: 'Kebijakan privasi',
      body: `Kebijakan ini menjelaskan data pribadi apa saja yang dikumpulkan oleh Tempo (“kami”) saat Anda menggunakan aplikasi dan layanan kami, alasan kami mengumpulkannya, cara kami menjaganya, serta pilihan yang Anda miliki. Dengan mendaftar atau menggunakan Tempo, Anda menyetujui kebijakan ini.

## 1. Pemulihan dan Kerahasiaan Data

Kami menjaga kerahasiaan data Anda. Hanya staf yang memerlukannya untuk melayani Anda — misalnya untuk meninjau verifikasi atau penarikan — yang dapat mengaksesnya, dan mereka terikat kewajiban menjaga kerahasiaan.

Data dicadangkan secara berkala agar dapat dipulihkan apabila terjadi gangguan teknis. Data cadangan dilindungi dengan standar yang sama seperti data aktif, dan data yang dipulihkan hanya digunakan untuk tujuan sebagaimana diatur dalam kebijakan ini. Kami tidak menjual atau menyewakan data pribadi Anda.

## 2. Data Pribadi yang Kami Kumpulkan

**Informasi perangkat.** Saat Anda menggunakan aplikasi, kami menerima informasi teknis dari perangkat dan peramban Anda: model perangkat, sistem operasi beserta versinya, jenis peramban, pengaturan bahasa, alamat IP, serta waktu dan jenis permintaan. Kami menggunakannya untuk menjaga layanan tetap berfungsi, mengamankan akun Anda, dan mendeteksi penyalahgunaan.

**Informasi pendaftaran.** Saat Anda mendaftar, kami mengumpulkan nomor ponsel, nama pengguna (akun), kata sandi masuk dan kata sandi transaksi, serta kode pembukaan akun yang Anda gunakan. Kata sandi hanya disimpan dalam bentuk yang tidak dapat dikembalikan menjadi kata sandi aslinya. Anda juga dapat memasang foto profil dan nama panggilan.

**Informasi verifikasi.** Untuk verifikasi identitas, kami mengumpulkan nama, nomor identitas, kewarganegaraan, serta foto sisi depan dan belakang dokumen identitas Anda. Data ini hanya ditampilkan kepada Anda dan staf yang meninjaunya.

**Informasi keuangan.** Kami menyimpan catatan deposit, penarikan, order, transfer tabungan, dan rekening penarikan Anda (kartu bank atau alamat dompet kripto), karena kami wajib dapat mempertanggungjawabkan setiap pergerakan dana Anda.

**Geolokasi.** Dengan izin Anda, kami dapat menggunakan perkiraan lokasi Anda (yang diperoleh dari alamat IP, atau dari layanan lokasi perangkat jika Anda mengizinkannya) untuk mematuhi peraturan setempat, mencegah penipuan, dan menampilkan konten yang sesuai dengan wilayah Anda. Anda dapat menolak atau mencabut izin lokasi kapan saja melalui pengaturan perangkat.

## 3. Cara Kami Mengelola Data Anda

- Kami menggunakan data Anda untuk menyediakan dan mengamankan layanan, memproses transaksi, memverifikasi identitas Anda, menanggapi permintaan Anda, dan memenuhi kewajiban hukum.
- Kami menyimpan data selama akun Anda masih aktif, dan setelahnya selama diwajibkan oleh hukum atau diperlukan untuk penyelesaian sengketa. Setelah itu, data dihapus atau dianonimkan.
- Kami hanya membagikan data kepada penyedia layanan yang membantu kami menjalankan layanan (misalnya pemrosesan pembayaran atau hosting) berdasarkan perjanjian yang mewajibkan mereka melindunginya, atau apabila diwajibkan oleh hukum.

## 4. Cara Kami Melindungi Privasi Anda

- Koneksi ke layanan kami dienkripsi.
- Kata sandi di-hash dengan algoritma yang membutuhkan memori besar; token sesi hanya disimpan dalam bentuk hash dan dapat dicabut.
- Foto dokumen identitas disimpan di luar ruang web publik dan hanya dapat dibuka oleh Anda dan peninjau yang berwenang.
- Akses staf dibatasi sesuai perannya, dan setiap tindakan administratif dicatat.

Tidak ada sistem yang sepenuhnya aman. Jika kami mengetahui adanya kebocoran data yang berdampak pada Anda, kami akan memberi tahu Anda dan otoritas terkait sesuai ketentuan hukum.

## 5. Ketentuan Konten yang Anda Unggah

Apabila aplikasi memungkinkan Anda mengunggah konten — misalnya nama panggilan, foto profil, atau pesan kepada layanan pelanggan — Anda dilarang mengunggah konten yang:

- melanggar hukum, bersifat menipu, mencemarkan nama baik, cabul, atau mengandung ujaran kebencian;
- melanggar hak orang lain, termasuk privasi atau hak kekayaan intelektualnya;
- memuat data pribadi orang lain tanpa persetujuan yang bersangkutan;
- mengandung malware, iklan, atau tautan yang bertujuan menyesatkan pengguna lain.

Anda bertanggung jawab atas konten yang Anda unggah. Kami dapat menghapus konten yang melanggar ketentuan ini dan menangguhkan akun yang berulang kali melanggarnya.

## 6. Ketentuan Lain

- **Hak Anda.** Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data pribadi Anda, dengan tetap memperhatikan catatan yang wajib kami simpan menurut hukum. Hubungi layanan pelanggan untuk mengajukan permintaan.
- **Anak di bawah umur.** Tempo hanya diperuntukkan bagi orang dewasa. Kami tidak dengan sengaja mengumpulkan data dari siapa pun yang berusia di bawah 18 tahun.
- **Perubahan.** Kami dapat merevisi kebijakan ini. Jika terdapat perubahan yang signifikan, kami akan memberi tahu Anda di aplikasi sebelum perubahan tersebut berlaku.
- **Kontak.** Pertanyaan mengenai kebijakan ini dapat disampaikan melalui **Layanan online** di Beranda.`,
    },

    'privacy-statement': {
      title: 'Pernyataan privasi',
      body: `Pernyataan ini merangkum cara Tempo menangani data pribadi Anda. Rincian lengkapnya dijelaskan dalam kebijakan privasi.

**Data yang kami kumpulkan.** Informasi yang Anda berikan saat mendaftar dan memverifikasi identitas (nomor ponsel, nama pengguna, kata sandi, nama, nomor identitas, dan foto dokumen identitas), informasi teknis tentang perangkat Anda, perkiraan lokasi Anda jika diizinkan, serta catatan transaksi Anda.

**Tujuannya.** Untuk membuka dan mengamankan akun Anda, memproses deposit, order, dan penarikan Anda, memverifikasi identitas Anda, mencegah penipuan, serta memenuhi kewajiban hukum kami.

**Siapa yang dapat melihatnya.** Hanya Anda dan staf yang memerlukannya untuk melayani Anda. Kami tidak pernah menjual data Anda. Kami hanya membagikannya kepada penyedia layanan yang terikat kewajiban untuk melindunginya, atau apabila diwajibkan oleh hukum.

**Cara kami melindunginya.** Koneksi terenkripsi, kata sandi yang di-hash, akses yang dibatasi sesuai peran, dan pencatatan setiap tindakan administratif.

**Pilihan Anda.** Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data Anda, serta mencabut izin seperti akses lokasi melalui pengaturan perangkat.

Jika ada pertanyaan, silakan hubungi layanan pelanggan.`,
    },

    risk: {
      title: 'Pengungkapan risiko',
      body: `Harap baca pengungkapan ini dengan saksama sebelum Anda membuat order. Dokumen ini menjelaskan risiko utama trading naik/turun jangka pendek di Tempo.

## 1. Anda Dapat Kehilangan Seluruh Nominal

Setiap order merupakan prediksi bahwa harga akan lebih tinggi (Beli Naik) atau lebih rendah (Beli Turun) saat hitung mundur berakhir. Jika prediksi Anda salah, **seluruh nominal order akan hilang**. Order yang menang membayar sesuai tingkat imbal hasil yang ditampilkan sebelum Anda mengonfirmasi, dan nilainya lebih kecil daripada nominal yang hilang jika order kalah.

## 2. Hitung Mundur Singkat Bergerak Cepat

Dalam hitungan detik atau menit, pergerakan harga sebagian besar bersifat acak. Hasil masa lalu, pola grafik, maupun rentetan menang atau kalah tidak dapat memprediksi pergerakan berikutnya. Membuat banyak order secara beruntun tidak mengurangi risiko, justru melipatgandakannya.

## 3. Kondisi Pasar

Harga dapat melonjak tajam saat ada berita, pada pembukaan dan penutupan pasar, atau saat likuiditas tipis. Forex dan logam hanya dapat diperdagangkan selama sesinya; di luar sesi tersebut, atau selama pemeliharaan sistem, order akan ditolak.

## 4. Risiko Teknis

Jaringan, perangkat Anda, atau sistem kami dapat mengalami keterlambatan atau gangguan. Order baru dianggap dibuat setelah server menerimanya, dan harga masuknya adalah harga pertama setelah order diterima. Jika harga berhenti masuk selama hitung mundur, order dibatalkan dan nominalnya dikembalikan.

## 5. Trading secara Bertanggung Jawab

- Lakukan trading hanya dengan dana yang siap Anda relakan jika hilang.
- Tetapkan batas untuk diri sendiri dan berhenti saat batas itu tercapai.
- Jangan berutang untuk trading atau berusaha menutup kerugian dengan trading lagi.
- Jika Anda merasa tidak lagi dapat mengendalikan kebiasaan trading Anda, hubungi layanan pelanggan untuk menutup akun Anda.

Dengan membuat order, Anda menyatakan telah memahami dan menerima risiko-risiko ini.`,
    },
  },
};
