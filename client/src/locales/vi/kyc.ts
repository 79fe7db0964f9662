// Vietnamese strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  form: {
    nationality: 'Quốc tịch',
    nationalityPlaceholder: 'Vui lòng chọn quốc tịch',
    name: 'Họ và tên',
    namePlaceholder: 'Vui lòng nhập họ và tên',
    nameHint: 'Họ tên đầy đủ, đúng như trên CCCD hoặc hộ chiếu',
    nameHintChina: 'Từ 2 đến 5 chữ Hán, đúng như trên thẻ căn cước',
    idNumber: 'Số giấy tờ',
    idNumberPlaceholder: 'Vui lòng nhập số CCCD/hộ chiếu',
    idNumberHint: 'Số CCCD hoặc hộ chiếu: từ 5 đến 30 chữ cái và chữ số',
    idNumberHintChina: '15 hoặc 18 chữ số; ký tự cuối có thể là X',
    submit: 'Gửi xét duyệt',
    submitting: 'Đang tải lên…',
    submitted: 'Đã gửi hồ sơ',
  },
  photos: {
    front: {
      label: 'Ảnh mặt trước giấy tờ',
      preview: 'Mặt trước giấy tờ của bạn',
      required: 'Vui lòng tải lên ảnh mặt trước giấy tờ',
    },
    back: {
      label: 'Ảnh mặt sau giấy tờ',
      preview: 'Mặt sau giấy tờ của bạn',
      required: 'Vui lòng tải lên ảnh mặt sau giấy tờ',
    },
    choose: 'Tải ảnh lên',
    change: 'Đổi ảnh',
    hint: 'Định dạng JPEG, PNG hoặc WebP, tối đa 5 MB. Chụp rõ đủ 4 góc và chữ không bị mờ.',
  },
  status: {
    none: {
      title: 'Xác minh danh tính',
      message:
        'Gửi họ tên, số giấy tờ và ảnh hai mặt giấy tờ tùy thân. Thông tin chỉ được dùng để xét duyệt.',
      pill: 'Chưa gửi',
    },
    pending: {
      title: 'Đang xác minh',
      message: 'Hồ sơ đã được gửi, vui lòng chờ xét duyệt',
      pill: 'Đang xét duyệt',
    },
    approved: {
      title: 'Xác minh thành công',
      message: 'Danh tính của bạn đã được xác minh.',
      pill: 'Đã duyệt',
    },
    rejected: {
      title: 'Xác minh chưa được duyệt',
      message: 'Vui lòng kiểm tra lại thông tin và gửi lại.',
      pill: 'Bị từ chối',
    },
    verifiedBadge: 'Đã xác minh',
    reason: 'Lý do:',
  },
  details: {
    status: 'Trạng thái',
    name: 'Họ và tên',
    idNumber: 'Số giấy tờ',
    nationality: 'Quốc tịch',
    submittedAt: 'Thời gian gửi',
    reviewedAt: 'Thời gian duyệt',
  },
};
