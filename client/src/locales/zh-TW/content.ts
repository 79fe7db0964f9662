// Traditional Chinese (Taiwan) strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: '最新公告',
    goTo: '查看第 {{index}} 張橫幅，共 {{count}} 張',
  },
  highlights: {
    empty: '平台特色即將推出',
  },
  news: {
    title: '最新消息',
    more: '更多消息',
    empty: '目前尚無消息',
    justNow: '剛剛',
    published: '發布時間：{{date}}',
    notFound: '此則消息已不存在',
    backHome: '返回首頁',
  },
  sectionFailed: '此區塊載入失敗',
  page: {
    empty: '此頁面尚未發布內容',
    updated: '最後更新：{{date}}',
  },
  legal: {
    privacy: '隱私權政策',
    privacyStatement: '隱私權聲明',
  },
  risk: {
    link: '風險揭露聲明',
    title: '風險揭露聲明',
  },
  service: {
    contact: '聯繫客服',
    unavailable: '線上客服暫未開放',
  },
};
