// Japanese strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: '国籍',
    nationalityPlaceholder: '国籍を選択してください',
    name: '氏名',
    namePlaceholder: '氏名を入力してください',
    nameHint: '本人確認書類またはパスポートに記載のとおり、フルネームで入力してください',
    nameHintChina: '漢字2〜5文字（身分証の記載どおり）',
    idNumber: '証明書番号',
    idNumberPlaceholder: '証明書番号を入力してください',
    idNumberHint: '本人確認書類またはパスポートの番号（英数字5〜30文字）',
    idNumberHintChina: '15桁または18桁の数字（末尾は X の場合があります）',
    submit: '審査を申請',
    submitting: 'アップロード中…',
    submitted: '書類を提出しました',
  },
  photos: {
    front: {
      label: '本人確認書類（表面）',
      preview: '本人確認書類の表面',
      required: '本人確認書類（表面）の写真をアップロードしてください',
    },
    back: {
      label: '本人確認書類（裏面）',
      preview: '本人確認書類の裏面',
      required: '本人確認書類（裏面）の写真をアップロードしてください',
    },
    choose: 'アップロード',
    change: '変更',
    hint: 'JPEG・PNG・WebP、5 MB まで。四隅がすべて写り、文字がはっきり読めることを確認してください。',
  },
  status: {
    none: {
      title: '本人確認',
      message:
        '氏名、証明書番号、本人確認書類の表裏の写真を提出してください。ご提出の情報は審査にのみ使用します。',
      pill: '未提出',
    },
    pending: {
      title: '審査中',
      message: '書類を提出しました。審査完了までお待ちください',
      pill: '審査中',
    },
    approved: {
      title: '本人確認完了',
      message: '本人確認が完了しました。',
      pill: '承認済み',
    },
    rejected: {
      title: '本人確認が承認されませんでした',
      message: '内容をご確認のうえ、再度提出してください。',
      pill: '否認',
    },
    verifiedBadge: '確認済み',
    reason: '理由：',
  },
  details: {
    status: 'ステータス',
    name: '氏名',
    idNumber: '証明書番号',
    nationality: '国籍',
    submittedAt: '提出日時',
    reviewedAt: '審査日時',
  },
};
