// Simplified Chinese strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: '国籍',
    nationalityPlaceholder: '请选择国籍',
    name: '姓名',
    namePlaceholder: '请输入姓名',
    nameHint: '请填写与证件或护照一致的完整姓名',
    nameHintChina: '2–5 个汉字，与身份证一致',
    idNumber: '证件号码',
    idNumberPlaceholder: '请输入证件号码',
    idNumberHint: '证件或护照号码：5–30 位字母或数字',
    idNumberHintChina: '15 或 18 位数字，最后一位可为 X',
    submit: '提交审核',
    submitting: '正在上传…',
    submitted: '资料已提交',
  },
  photos: {
    front: {
      label: '证件照片（正面）',
      preview: '证件正面',
      required: '请上传证件照片（正面）',
    },
    back: {
      label: '证件照片（反面）',
      preview: '证件反面',
      required: '请上传证件照片（反面）',
    },
    choose: '上传',
    change: '更换',
    hint: '支持 JPEG、PNG、WebP 格式，不超过 5 MB。请确保四角完整、字迹清晰。',
  },
  status: {
    none: {
      title: '实名认证',
      message: '请提交姓名、证件号码及证件正反面照片，资料仅用于审核。',
      pill: '未提交',
    },
    pending: {
      title: '认证审核中',
      message: '资料已提交，请耐心等待审核',
      pill: '审核中',
    },
    approved: {
      title: '认证成功',
      message: '您已完成实名认证。',
      pill: '已通过',
    },
    rejected: {
      title: '认证未通过',
      message: '请核对资料后重新提交。',
      pill: '已驳回',
    },
    verifiedBadge: '已认证',
    reason: '原因：',
  },
  details: {
    status: '状态',
    name: '姓名',
    idNumber: '证件号码',
    nationality: '国籍',
    submittedAt: '提交时间',
    reviewedAt: '审核时间',
  },
};
