// Traditional Chinese (Taiwan) strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: '國籍',
    nationalityPlaceholder: '請選擇國籍',
    name: '姓名',
    namePlaceholder: '請輸入姓名',
    nameHint: '請填寫與證件或護照相符的完整姓名',
    nameHintChina: '2至5個漢字，與身分證相符',
    idNumber: '證件號碼',
    idNumberPlaceholder: '請輸入證件號碼',
    idNumberHint: '證件或護照號碼：5至30個英文字母或數字',
    idNumberHintChina: '15或18位數字，最後一位可為 X',
    submit: '送出審核',
    submitting: '上傳中…',
    submitted: '資料已送出',
  },
  photos: {
    front: {
      label: '證件照片（正面）',
      preview: '證件正面',
      required: '請上傳證件照片（正面）',
    },
    back: {
      label: '證件照片（反面）',
      preview: '證件反面',
      required: '請上傳證件照片（反面）',
    },
    choose: '上傳',
    change: '更換',
    hint: '支援 JPEG、PNG、WebP，檔案不超過 5 MB。請確認四個角完整入鏡、文字清晰。',
  },
  status: {
    none: {
      title: '身分驗證',
      message: '請提交姓名、證件號碼及證件正反面照片，資料僅用於審核。',
      pill: '未提交',
    },
    pending: {
      title: '驗證審核中',
      message: '資料已送出，請耐心等候審核',
      pill: '審核中',
    },
    approved: {
      title: '驗證成功',
      message: '您已完成身分驗證。',
      pill: '已通過',
    },
    rejected: {
      title: '驗證未通過',
      message: '請核對資料後重新提交。',
      pill: '已退回',
    },
    verifiedBadge: '已驗證',
    reason: '原因：',
  },
  details: {
    status: '狀態',
    name: '姓名',
    idNumber: '證件號碼',
    nationality: '國籍',
    submittedAt: '提交時間',
    reviewedAt: '審核時間',
  },
};
