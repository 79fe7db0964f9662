import { HOME_NEWS_COUNT, contentIdParams, languageOf, routes } from '@tempo/shared';
import type { Request, Response, Router } from 'express';
import { actorOf } from '../audit';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/http/AppError';
import { TableRouter, mountRawRoute, mountRoute, type RouteGuards } from '../platform/http/mountRoute';
import { receivedFile } from '../platform/http/multipartFiles';
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

const languageOfRequest = (req: Request) => languageOf(req.get('lang'));
const pageOf = (query: { page: number; limit: number }) => ({
  offset: (query.page - 1) * query.limit,
  limit: query.limit,
});

/** Home, news and the text pages for everyone in their language; the ops editor of each, audited. */
export function contentRouter(ctx: AppContext, notify: ContentNotifier, guards: RouteGuards): Router {
  const router = new TableRouter(guards);
  const table = routes.content;

  mountRoute(router, table.home, async ({ req }) => {
    const language = languageOfRequest(req);
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
  mountRoute(router, table.newsList, async ({ req, query }) => {
    const language = languageOfRequest(req);
    // One more than the page holds says whether another page follows.
    const { offset, limit } = pageOf(query);
    const rows = await listNews(ctx.db, { offset, limit: limit + 1, publishedBy: new Date() });
    return {
      items: presentAll(rows.slice(0, limit), (row) => newsSummaryView(row, language)),
      nextPage: rows.length > limit ? query.page + 1 : null,
    };
  });
  mountRoute(router, table.news, async ({ req, params }) => {
    const row = await findNews(ctx.db, params.id, new Date());
    const view = row && newsView(row, languageOfRequest(req));
    if (!view) throw new AppError('NOT_FOUND');
    return view;
  });
  mountRoute(router, table.page, async ({ req, params }) => {
    const row = await findPage(ctx.db, params.slug);
    const view = row && pageView(row, languageOfRequest(req));
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
  mountRoute(router, table.createBanner, async ({ admin, req, body }) =>
    adminBannerView(await createBanner(ctx.db, actorOf(admin, req), body)),
  );
  mountRoute(router, table.updateBanner, async ({ admin, req, params, body }) =>
    adminBannerView(await updateBanner(ctx.db, actorOf(admin, req), params.id, body)),
  );
  mountRoute(router, table.deleteBanner, async ({ admin, req, params }) => {
    await deleteBanner(ctx.db, actorOf(admin, req), params.id);
    return { id: params.id };
  });
  mountRoute(router, table.uploadImage, async ({ admin, req }) => {
    const id = await uploadContentImage(ctx.db, actorOf(admin, req), receivedFile(req, 'image'));
    return { id, url: contentImageUrl(id) };
  });

  mountRoute(router, table.adminNews, async ({ query }) =>
    (await listNews(ctx.db, pageOf(query))).map(adminNewsView),
  );
  mountRoute(router, table.createNews, async ({ admin, req, body }) =>
    adminNewsView(await createNews(ctx.db, actorOf(admin, req), body)),
  );
  mountRoute(router, table.updateNews, async ({ admin, req, params, body }) =>
    adminNewsView(await updateNews(ctx.db, actorOf(admin, req), params.id, body)),
  );
  mountRoute(router, table.deleteNews, async ({ admin, req, params }) => {
    await deleteNews(ctx.db, actorOf(admin, req), params.id);
    return { id: params.id };
  });

  mountRoute(router, table.adminHighlights, async () =>
    (await listHighlights(ctx.db)).map(adminHighlightView),
  );
  mountRoute(router, table.createHighlight, async ({ admin, req, body }) =>
    adminHighlightView(await createHighlight(ctx.db, actorOf(admin, req), body)),
  );
  mountRoute(router, table.updateHighlight, async ({ admin, req, params, body }) =>
    adminHighlightView(await updateHighlight(ctx.db, actorOf(admin, req), params.id, body)),
  );
  mountRoute(router, table.deleteHighlight, async ({ admin, req, params }) => {
    await deleteHighlight(ctx.db, actorOf(admin, req), params.id);
    return { id: params.id };
  });

  mountRoute(router, table.adminPages, async () => (await listPages(ctx.db)).map(adminPageView));
  mountRoute(router, table.updatePage, async ({ admin, req, params, body }) =>
    adminPageView(await savePage(ctx.db, actorOf(admin, req), params.slug, body)),
  );

  mountRoute(router, table.adminBroadcasts, async ({ query }) =>
    (await listBroadcasts(ctx.db, pageOf(query))).map(adminBroadcastView),
  );
  mountRoute(router, table.broadcast, async ({ admin, req, body }) =>
    adminBroadcastView(await sendBroadcast(ctx.db, notify, actorOf(admin, req), body)),
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
