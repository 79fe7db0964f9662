// Korean strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: '국적',
    nationalityPlaceholder: '국적을 선택해 주세요',
    name: '이름',
    namePlaceholder: '이름을 입력해 주세요',
    nameHint: '신분증이나 여권에 적힌 그대로 전체 이름을 입력해 주세요',
    nameHintChina: '신분증과 같은 한자 2~5자',
    idNumber: '신분증 번호',
    idNumberPlaceholder: '신분증 번호를 입력해 주세요',
    idNumberHint: '신분증 또는 여권 번호: 영문·숫자 5~30자',
    idNumberHintChina: '숫자 15자리 또는 18자리 (마지막 자리는 X일 수 있어요)',
    submit: '심사 요청',
    submitting: '업로드 중…',
    submitted: '서류를 제출했어요',
  },
  photos: {
    front: {
      label: '신분증 사진 (앞면)',
      preview: '신분증 앞면',
      required: '신분증 앞면 사진을 올려 주세요',
    },
    back: {
      label: '신분증 사진 (뒷면)',
      preview: '신분증 뒷면',
      required: '신분증 뒷면 사진을 올려 주세요',
    },
    choose: '업로드',
    change: '변경',
    hint: 'JPEG, PNG, WebP, 최대 5 MB. 네 모서리가 모두 보이고 글자가 선명한지 확인해 주세요.',
  },
  status: {
    none: {
      title: '실명 인증',
      message: '이름, 신분증 번호, 신분증 앞뒷면 사진을 제출해 주세요. 제출한 정보는 심사에만 사용해요.',
      pill: '미제출',
    },
    pending: {
      title: '인증 심사 중',
      message: '서류를 제출했어요. 심사가 끝날 때까지 기다려 주세요',
      pill: '심사 중',
    },
    approved: {
      title: '인증 완료',
      message: '실명 인증이 완료되었어요.',
      pill: '승인',
    },
    rejected: {
      title: '인증이 승인되지 않았어요',
      message: '정보를 확인한 뒤 다시 제출해 주세요.',
      pill: '반려',
    },
    verifiedBadge: '인증 완료',
    reason: '사유:',
  },
  details: {
    status: '상태',
    name: '이름',
    idNumber: '신분증 번호',
    nationality: '국적',
    submittedAt: '제출 시간',
    reviewedAt: '심사 시간',
  },
};
