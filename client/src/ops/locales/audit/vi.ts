// Mục nhật ký thao tác bằng tiếng Việt.
import type { Catalogue } from '../../../locales/catalogue';
import type { audit as english } from './en';

export const audit: Catalogue<typeof english> = {
  title: 'Nhật ký thao tác',
  who: 'Người thực hiện',
  action: 'Thao tác',
  actionHint: 'Chính xác, hoặc tiền tố kết thúc bằng dấu chấm: withdrawal.',
  target: 'Đối tượng',
  from: 'Từ',
  to: 'Đến',
  when: 'Thời gian',
  details: 'Chi tiết',
};
