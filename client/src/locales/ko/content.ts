// Korean strings of the content screens.
import type { ContentMessages } from '../en/content';

export const content: ContentMessages = {
  banners: {
    label: '주요 소식',
    goTo: '배너 {{index}}/{{count}} 보기',
  },
  highlights: {
    empty: 'Tempo의 강점을 곧 소개해 드릴게요',
  },
  news: {
    title: '최신 소식',
    more: '소식 더 보기',
    empty: '아직 소식이 없어요',
    justNow: '방금',
    published: '게시: {{date}}',
    notFound: '더 이상 볼 수 없는 소식이에요',
    backHome: '홈으로 돌아가기',
  },
  sectionFailed: '이 영역을 불러오지 못했어요',
  page: {
    empty: '아직 게시된 내용이 없어요',
    updated: '최종 업데이트: {{date}}',
  },
  legal: {
    privacy: '개인정보 처리방침',
    privacyStatement: '개인정보 보호 안내',
  },
  risk: {
    link: '위험 고지',
    title: '위험 고지',
  },
  service: {
    contact: '고객센터에 문의하기',
    unavailable: '온라인 상담은 아직 이용할 수 없어요',
  },
};
