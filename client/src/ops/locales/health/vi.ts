// Mục tình trạng hệ thống bằng tiếng Việt.
import type { Catalogue } from '../../../locales/catalogue';
import type { health as english } from './en';

export const health: Catalogue<typeof english> = {
  title: 'Tình trạng hệ thống',
  waiting: 'Đang chờ báo cáo đầu tiên…',
  stale: 'Không làm mới được: số liệu này từ lúc {{time}}',
  sockets: 'Kết nối socket',
  ticks: 'Tick mỗi giây',
  settled: 'Lệnh tất toán mỗi giây',
  lag: 'Độ trễ tất toán, p99',
  lagNone: 'Không có lệnh nào được tất toán trong vài giây qua',
  queueDepth: 'Tác vụ đang chờ trong {{queue}}',
  ms: '{{value}} ms',
  window: '{{minutes}} phút gần nhất',
  processes: {
    title: 'Tiến trình',
    id: 'Tiến trình',
    roles: 'Vai trò',
    sockets: 'Socket',
    ticks: 'Tick/giây',
    settled: 'Tất toán/giây',
    lag: 'Độ trễ p50 / p99',
    loop: 'Vòng lặp sự kiện p99',
    memory: 'Bộ nhớ',
    none: 'Không có tiến trình nào đang báo cáo',
  },
  queues: {
    title: 'Hàng đợi tác vụ',
    name: 'Hàng đợi',
    waiting: 'Đang chờ',
    active: 'Đang chạy',
    delayed: 'Hẹn giờ',
    failed: 'Thất bại',
    dashboard: 'Mở bảng điều khiển hàng đợi',
  },
};
