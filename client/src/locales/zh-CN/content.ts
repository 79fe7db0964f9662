// Simplified Chinese strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: '平台公告',
    goTo: '查看第 {{index}} 张，共 {{count}} 张',
  },
  highlights: {
    empty: '平台亮点即将上线',
  },
  news: {
    title: '最新资讯',
    more: '更多资讯',
    empty: '暂无资讯',
    justNow: '刚刚',
    published: '发布于 {{date}}',
    notFound: '该资讯已下线',
    backHome: '返回首页',
  },
  sectionFailed: '该栏目加载失败',
  page: {
    empty: '暂无内容',
    updated: '最后更新：{{date}}',
  },
  legal: {
    privacy: '隐私政策',
    privacyStatement: '隐私声明',
  },
  risk: {
    link: '风险披露',
    title: '风险披露声明',
  },
  service: {
    contact: '联系在线客服',
    unavailable: '在线客服暂未开通',
  },
};
