// Thai strings of the early close: an open order's sale price, "Close now" and its confirmation.
import type { EarlyCloseMessages } from '../en/earlyClose';

export const earlyClose: EarlyCloseMessages = {
  sellPrice: 'ราคาขาย',
  salePnl: 'กำไร/ขาดทุนหากปิด',
  closeNow: 'ปิดทันที',
  reasons: {
    SELL_WINDOW_CLOSED: 'ปิดไม่ได้ช่วงเพิ่งเปิดหรือใกล้หมดเวลา',
    FEED_UNAVAILABLE: 'ขณะนี้ไม่มีราคา',
  },
  confirm: {
    title: 'ปิดสถานะนี้ทันทีหรือไม่',
    price: 'ยอดที่ได้รับ',
    pnl: 'กำไร/ขาดทุน',
    note: 'ราคาเปลี่ยนแปลงตามตลาด หากราคาต่ำกว่าที่แสดงอยู่ขณะคุณยืนยัน ระบบจะไม่ปิดสถานะและจะแสดงราคาใหม่',
    waiting: 'กำลังรอราคา…',
    moved: 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่แล้วยืนยันอีกครั้ง',
    submit: 'ปิดที่ {{price}}',
    closing: 'กำลังปิดสถานะ…',
    keep: 'ถือต่อ',
  },
};
