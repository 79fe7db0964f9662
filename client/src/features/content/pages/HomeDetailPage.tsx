import { ScreenPlaceholder } from '../../../app/layout/ScreenPlaceholder';

/** The detail of a home page item (news, highlight). Its content arrives in a later issue. */
export function HomeDetailPage() {
  return <ScreenPlaceholder />;
}
