// Thai strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: 'สัญชาติ',
    nationalityPlaceholder: 'กรุณาเลือกสัญชาติ',
    name: 'ชื่อ-นามสกุล',
    namePlaceholder: 'กรุณากรอกชื่อ-นามสกุล',
    nameHint: 'ชื่อ-นามสกุลเต็มตรงตามบัตรประชาชนหรือหนังสือเดินทาง',
    nameHintChina: 'อักษรจีน 2–5 ตัว ตรงตามบัตรประชาชน',
    idNumber: 'เลขที่เอกสาร',
    idNumberPlaceholder: 'กรุณากรอกเลขที่เอกสาร',
    idNumberHint: 'เลขบัตรประชาชนหรือหนังสือเดินทาง: ตัวอักษรและตัวเลข 5–30 ตัว',
    idNumberHintChina: 'ตัวเลข 15 หรือ 18 หลัก หลักสุดท้ายอาจเป็น X',
    submit: 'ส่งตรวจสอบ',
    submitting: 'กำลังอัปโหลด…',
    submitted: 'ส่งเอกสารแล้ว',
  },
  photos: {
    front: {
      label: 'รูปบัตร (ด้านหน้า)',
      preview: 'บัตรของคุณด้านหน้า',
      required: 'กรุณาอัปโหลดรูปบัตร (ด้านหน้า)',
    },
    back: {
      label: 'รูปบัตร (ด้านหลัง)',
      preview: 'บัตรของคุณด้านหลัง',
      required: 'กรุณาอัปโหลดรูปบัตร (ด้านหลัง)',
    },
    choose: 'อัปโหลด',
    change: 'เปลี่ยนรูป',
    hint: 'JPEG, PNG หรือ WebP ขนาดไม่เกิน 5 MB ถ่ายให้เห็นครบทั้งสี่มุมและตัวอักษรคมชัด',
  },
  status: {
    none: {
      title: 'ยืนยันตัวตนของคุณ',
      message: 'ส่งชื่อ-นามสกุล เลขที่เอกสาร และรูปบัตรทั้งสองด้าน ข้อมูลของคุณจะใช้เพื่อการตรวจสอบเท่านั้น',
      pill: 'ยังไม่ได้ส่ง',
    },
    pending: {
      title: 'อยู่ระหว่างยืนยันตัวตน',
      message: 'ส่งเอกสารแล้ว กรุณารอการตรวจสอบ',
      pill: 'อยู่ระหว่างตรวจสอบ',
    },
    approved: {
      title: 'ยืนยันตัวตนสำเร็จ',
      message: 'ยืนยันตัวตนของคุณเรียบร้อยแล้ว',
      pill: 'อนุมัติแล้ว',
    },
    rejected: {
      title: 'ยืนยันตัวตนไม่ผ่าน',
      message: 'กรุณาตรวจสอบข้อมูลแล้วส่งใหม่อีกครั้ง',
      pill: 'ไม่ผ่าน',
    },
    verifiedBadge: 'ยืนยันตัวตนแล้ว',
    reason: 'เหตุผล:',
  },
  details: {
    status: 'สถานะ',
    name: 'ชื่อ-นามสกุล',
    idNumber: 'เลขที่เอกสาร',
    nationality: 'สัญชาติ',
    submittedAt: 'เวลาที่ส่ง',
    reviewedAt: 'เวลาที่ตรวจสอบ',
  },
};
