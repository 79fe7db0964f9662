// Vietnamese strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: 'Thông báo nổi bật',
    goTo: 'Xem thông báo {{index}}/{{count}}',
  },
  highlights: {
    empty: 'Điểm nổi bật sẽ sớm được cập nhật',
  },
  news: {
    title: 'Tin tức mới nhất',
    more: 'Xem thêm tin tức',
    empty: 'Chưa có tin tức nào',
    justNow: 'Vừa xong',
    published: 'Đăng lúc {{date}}',
    notFound: 'Tin này không còn tồn tại',
    backHome: 'Về trang chủ',
  },
  sectionFailed: 'Không tải được mục này',
  page: {
    empty: 'Nội dung chưa được đăng',
    updated: 'Cập nhật lần cuối: {{date}}',
  },
  legal: {
    privacy: 'Chính sách bảo mật',
    privacyStatement: 'Tuyên bố quyền riêng tư',
  },
  risk: {
    link: 'Công bố rủi ro',
    title: 'Công bố rủi ro',
  },
  service: {
    contact: 'Liên hệ chăm sóc khách hàng',
    unavailable: 'Chăm sóc khách hàng trực tuyến hiện chưa khả dụng',
  },
};
