import { HOME_NEWS_COUNT, contentIdParams, languageOf, routes } from '@tempo/shared';
import type { Response, Router } from 'express';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/AppError';
import { TableRouter, mountRawRoute, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { parseInput } from '../platform/http/validate';
import { listActiveBanners, listBanners } from './bannersRepo';
import { listBroadcasts } from './broadcastsRepo';
import { createBanner, deleteBanner, updateBanner } from './commands/saveBanner';
import { createHighlight, deleteHighlight, updateHighlight } from './commands/saveHighlight';
import { createNews, deleteNews, updateNews } from './commands/saveNews';
import { savePage } from './commands/savePage';
import { sendBroadcast } from './commands/sendBroadcast';
import { uploadContentImage } from './commands/uploadContentImage';
import { contentImageUrl, findContentImage } from './contentImagesRepo';
import type { ContentNotifier } from './ContentNotifier';
import { listHighlights } from './highlightsRepo';
import { findNews, listNews } from './newsRepo';
import { findPage, listPages } from './pagesRepo';
import {
  adminBannerView,
  adminBroadcastView,
  adminHighlightView,
  adminNewsView,
  adminPageView,
  bannerView,
  highlightView,
  newsSummaryView,
  newsView,
  pageView,
  presentAll,
} from './presenters';

const pageOf = (query: { page: number; limit: number }) => ({
  offset: (query.page - 1) * query.limit,
  limit: query.limit,
});

/** Home, news and the text pages for everyone in their language; the ops editor of each, audited. */
export function contentRouter(ctx: AppContext, notify: ContentNotifier, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.content;

  mountRoute(router, table.home, async ({ origin }) => {
    const language = languageOf(origin.language);
    const now = new Date();
    const [banners, highlights, news] = await Promise.all([
      listActiveBanners(ctx.db, now),
      listHighlights(ctx.db),
      listNews(ctx.db, { offset: 0, limit: HOME_NEWS_COUNT, publishedBy: now }),
    ]);
    return {
      banners: presentAll(banners, (row) => bannerView(row, language)),
      highlights: presentAll(highlights, (row) => highlightView(row, language)),
      news: presentAll(news, (row) => newsSummaryView(row, language)),
    };
  });
  mountRoute(router, table.newsList, async ({ origin, query }) => {
    const language = languageOf(origin.language);
    // One more than the page holds says whether another page follows.
    const { offset, limit } = pageOf(query);
    const rows = await listNews(ctx.db, { offset, limit: limit + 1, publishedBy: new Date() });
    return {
      items: presentAll(rows.slice(0, limit), (row) => newsSummaryView(row, language)),
      nextPage: rows.length > limit ? query.page + 1 : null,
    };
  });
  mountRoute(router, table.news, async ({ origin, params }) => {
    const row = await findNews(ctx.db, params.id, new Date());
    const view = row && newsView(row, languageOf(origin.language));
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  });
  mountRoute(router, table.page, async ({ origin, params }) => {
    const row = await findPage(ctx.db, params.slug);
    const view = row && pageView(row, languageOf(origin.language));
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  });
  mountRawRoute(router, table.image, [
    async (req, res) => {
      const image = await findContentImage(ctx.db, parseInput(contentIdParams, req.params).id);
      if (!image) throw new AppError('NOT_FOUND');
      sendPublicImage(res, image.contentType, image.bytes);
    },
  ]);

  mountRoute(router, table.adminBanners, async () => (await listBanners(ctx.db)).map(adminBannerView));
  mountRoute(router, table.createBanner, async ({ actor, body }) =>
    adminBannerView(await createBanner(ctx.db, actor, body)),
  );
  mountRoute(router, table.updateBanner, async ({ actor, params, body }) =>
    adminBannerView(await updateBanner(ctx.db, actor, params.id, body)),
  );
  mountRoute(router, table.deleteBanner, async ({ actor, params }) => {
    await deleteBanner(ctx.db, actor, params.id);
    return { id: params.id };
  });
  mountRoute(router, table.uploadImage, async ({ actor, files }) => {
    const id = await uploadContentImage(ctx.db, actor, files.image);
    return { id, url: contentImageUrl(id) };
  });

  mountRoute(router, table.adminNews, async ({ query }) =>
    (await listNews(ctx.db, pageOf(query))).map(adminNewsView),
  );
  mountRoute(router, table.createNews, async ({ actor, body }) =>
    adminNewsView(await createNews(ctx.db, actor, body)),
  );
  mountRoute(router, table.updateNews, async ({ actor, params, body }) =>
    adminNewsView(await updateNews(ctx.db, actor, params.id, body)),
  );
  mountRoute(router, table.deleteNews, async ({ actor, params }) => {
    await deleteNews(ctx.db, actor, params.id);
    return { id: params.id };
  });

  mountRoute(router, table.adminHighlights, async () =>
    (await listHighlights(ctx.db)).map(adminHighlightView),
  );
  mountRoute(router, table.createHighlight, async ({ actor, body }) =>
    adminHighlightView(await createHighlight(ctx.db, actor, body)),
  );
  mountRoute(router, table.updateHighlight, async ({ actor, params, body }) =>
    adminHighlightView(await updateHighlight(ctx.db, actor, params.id, body)),
  );
  mountRoute(router, table.deleteHighlight, async ({ actor, params }) => {
    await deleteHighlight(ctx.db, actor, params.id);
    return { id: params.id };
  });

  mountRoute(router, table.adminPages, async () => (await listPages(ctx.db)).map(adminPageView));
  mountRoute(router, table.updatePage, async ({ actor, params, body }) =>
    adminPageView(await savePage(ctx.db, actor, params.slug, body)),
  );

  mountRoute(router, table.adminBroadcasts, async ({ query }) =>
    (await listBroadcasts(ctx.db, pageOf(query))).map(adminBroadcastView),
  );
  mountRoute(router, table.broadcast, async ({ actor, body }) =>
    adminBroadcastView(await sendBroadcast(ctx.db, notify, actor, body)),
  );

  return router.express;
}

/**
 * A banner image: public and cacheable (an id's bytes never change), never run as anything but an
 * image.
 */
function sendPublicImage(res: Response, contentType: string, bytes: Buffer): void {
  res.setHeader('content-type', contentType);
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  res.setHeader('content-disposition', 'inline');
  res.setHeader('content-security-policy', "default-src 'none'; sandbox");
  res.setHeader('x-content-type-options', 'nosniff');
  res.end(bytes);
}
