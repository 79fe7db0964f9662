// Thai words of the inbox messages.
import type { InboxMessages } from '../catalogueTypes';

export const th: InboxMessages = {
  deposit_confirmed: {
    title: 'ฝากเงินสำเร็จ',
    body: 'ยอดฝาก {{amount}} ของคุณเข้าบัญชีเรียบร้อยแล้ว',
  },
  deposit_rejected: {
    title: 'ฝากเงินไม่สำเร็จ',
    body: 'รายการฝากเงิน {{amount}} ของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}}',
  },
  withdrawal_successful: {
    title: 'ถอนเงินสำเร็จ',
    body: 'รายการถอนเงิน {{amount}} ของคุณได้รับการอนุมัติและโอนเข้าบัญชีถอนเงินของคุณแล้ว',
  },
  withdrawal_failed: {
    title: 'ถอนเงินไม่สำเร็จ',
    body: 'รายการถอนเงิน {{amount}} ของคุณไม่ได้รับการอนุมัติ และได้คืนเงินเข้ายอดเงินของคุณแล้ว เหตุผล: {{reason}}',
  },
  verification_approved: {
    title: 'ยืนยันตัวตนสำเร็จ',
    body: 'การยืนยันตัวตนของคุณได้รับการอนุมัติแล้ว',
  },
  verification_rejected: {
    title: 'ยืนยันตัวตนไม่ผ่าน',
    body: 'การยืนยันตัวตนของคุณไม่ได้รับการอนุมัติ เหตุผล: {{reason}} กรุณาตรวจสอบข้อมูลแล้วส่งใหม่อีกครั้ง',
  },
};
