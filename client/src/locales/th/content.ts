// Thai strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: 'ประกาศ',
    goTo: 'แสดงแบนเนอร์ที่ {{index}} จาก {{count}}',
  },
  highlights: {
    empty: 'จุดเด่นของแพลตฟอร์มจะมาเร็ว ๆ นี้',
  },
  news: {
    title: 'ข่าวล่าสุด',
    more: 'ดูข่าวเพิ่มเติม',
    empty: 'ยังไม่มีข่าว',
    justNow: 'เมื่อสักครู่',
    published: 'เผยแพร่เมื่อ {{date}}',
    notFound: 'ข่าวนี้ไม่มีให้อ่านแล้ว',
    backHome: 'กลับหน้าแรก',
  },
  sectionFailed: 'โหลดส่วนนี้ไม่สำเร็จ',
  page: {
    empty: 'ยังไม่มีเนื้อหาเผยแพร่ในหน้านี้',
    updated: 'อัปเดตล่าสุด {{date}}',
  },
  legal: {
    privacy: 'นโยบายความเป็นส่วนตัว',
    privacyStatement: 'ประกาศความเป็นส่วนตัว',
  },
  risk: {
    link: 'การเปิดเผยความเสี่ยง',
    title: 'การเปิดเผยความเสี่ยง',
  },
  service: {
    contact: 'ติดต่อฝ่ายบริการลูกค้า',
    unavailable: 'บริการลูกค้าออนไลน์ยังไม่เปิดให้บริการ',
  },
};
