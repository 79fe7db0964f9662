import type { HomeContentView } from '@tempo/shared';
import { fetchHomeContent } from '../content/api';
import { useContent, type ContentResource } from '../content/useContent';

/** Home's banners, highlights and latest news, in the reader's language; public, so logged out too. */
export function useHomeContent(): ContentResource<HomeContentView> {
  return useContent('home', fetchHomeContent);
}
