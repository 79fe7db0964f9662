// Thai strings of the inbox screens.
import type { InboxMessages } from '../en/inbox';

export const inbox: InboxMessages = {
  unreadLabel: 'ยังไม่อ่าน {{count}} รายการ',
  unread: 'ยังไม่อ่าน',
  justNow: 'เมื่อสักครู่',
  markAllRead: 'อ่านทั้งหมด',
  empty: 'ยังไม่มีข้อความ',
  reference: {
    deposit: 'ดูรายการฝากเงิน',
    withdrawal: 'ดูรายการถอนเงิน',
    verification: 'ดูการยืนยันตัวตน',
    sign_in: 'ดูประวัติการเข้าสู่ระบบ',
    second_factor_reset: 'การตั้งค่าความปลอดภัย',
  },
};
