// Japanese strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: 'ピックアップ',
    goTo: 'バナー {{index}}/{{count}} を表示',
  },
  highlights: {
    empty: '特長は近日公開予定です',
  },
  news: {
    title: '最新ニュース',
    more: 'ニュースをもっと見る',
    empty: 'ニュースはまだありません',
    justNow: 'たった今',
    published: '公開：{{date}}',
    notFound: 'このニュースは現在ご覧いただけません',
    backHome: 'ホームに戻る',
  },
  sectionFailed: 'このセクションを読み込めませんでした',
  page: {
    empty: 'まだ掲載されている内容はありません',
    updated: '最終更新：{{date}}',
  },
  legal: {
    privacy: 'プライバシーポリシー',
    privacyStatement: 'プライバシーに関する声明',
  },
  risk: {
    link: 'リスク説明書',
    title: 'リスク説明書',
  },
  service: {
    contact: 'カスタマーサポートに問い合わせる',
    unavailable: 'オンラインサポートは現在ご利用いただけません',
  },
};
