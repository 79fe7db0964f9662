// Thai strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  filter: 'ประเภทรายการ',
  filters: {
    all: 'ทั้งหมด',
    deposit: 'ฝากเงิน',
    withdrawal: 'ถอนเงิน',
    order: 'การเทรด',
    adjustment: 'ปรับปรุงยอด',
    savings: 'เงินออม',
  },
  kinds: {
    deposit: 'ฝากเงิน',
    withdrawal_freeze: 'คำขอถอนเงิน',
    withdrawal_payout: 'ถอนเงินสำเร็จ',
    withdrawal_refund: 'คืนเงินถอน',
    order_stake: 'เงินเทรด',
    order_payout: 'เงินรับจากการเทรด',
    order_refund: 'คืนเงินเทรด',
    adjustment: 'ปรับปรุงยอดเงิน',
    savings_in: 'โอนเข้าเงินออม',
    savings_out: 'โอนออกจากเงินออม',
    savings_earnings: 'ผลตอบแทนเงินออม',
    other: 'ยอดเงินเปลี่ยนแปลง',
  },
  buckets: {
    available: 'ใช้ได้',
    frozen: 'อายัด',
    savings: 'เงินออม',
    other: 'ยอดเงิน',
  },
  balanceAfter: 'คงเหลือ {{amount}}',
  empty: 'ยังไม่มีรายการเดินบัญชี',
  emptyFiltered: 'ไม่มีรายการประเภทนี้',
  depositNow: 'ฝากเงินเลย',
};
