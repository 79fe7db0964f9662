import { useTranslation } from 'react-i18next';
import { pickTranslation, routes, type AdminBannerView, type Language } from '@tempo/shared';
import { useMinuteClock } from '../../features/inbox/useMinuteClock';
import { call } from '../../lib/apiClient';
import { usePagedList } from '../../lib/usePagedList';
import { useMayCall } from '../access/mayCall';
import { PagedTable } from '../PagedTable';
import { formatWhen, StatusPill } from '../queues/Facts';
import { BannerEditor } from './BannerEditor';
import { bannerBodyOf, bannerState } from './bannerState';
import { LanguageTags } from './LanguageTags';
import { OrderButtons } from './OrderButtons';
import { nextSortOrder, reordered } from './sortOrder';
import { useContentAction } from './useContentAction';
import { useItemTitle } from './useItemTitle';
import { useOpenItem } from './useOpenItem';

const PILL_STATUS = { live: 'confirmed', scheduled: 'pending', ended: 'off', off: 'off' } as const;

/** Home's banners in their order, each switched on or off here, and the editor of one. */
export function BannersTab() {
  const { t, i18n } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const opened = useOpenItem<AdminBannerView>();
  const list = usePagedList<AdminBannerView, never>('banners', async () => ({
    items: await call(routes.content.adminBanners, { hideLoading: true, quiet: true }),
    next: null,
  }));
  const action = useContentAction(list.reload);
  const mayUpdate = mayCall(routes.content.updateBanner);
  const now = useMinuteClock();

  const update = (banner: AdminBannerView, change: Parameters<typeof bannerBodyOf>[1]) =>
    call(routes.content.updateBanner, { params: { id: banner.id }, body: bannerBodyOf(banner, change) });
  const move = (index: number, step: -1 | 1) =>
    void action.run(async () => {
      for (const { item, sortOrder } of reordered(list.items, index, step)) await update(item, { sortOrder });
    }, t('content.order.moved'));
  const switchOn = (banner: AdminBannerView, enabled: boolean) =>
    void action.run(
      () => update(banner, { enabled }),
      enabled ? t('content.banners.turnedOn') : t('content.banners.turnedOff'),
    );

  if (opened.item !== undefined) {
    return (
      <BannerEditor
        key={opened.key}
        banner={opened.item}
        newSortOrder={nextSortOrder(list.items)}
        onSaved={opened.saved}
        onDeleted={opened.close}
        onBack={opened.close}
        onChanged={list.reload}
      />
    );
  }
  return (
    <>
      <div className="ops-actions ops-content-toolbar">
        {mayCall(routes.content.createBanner) && (
          <button
            type="button"
            className="button button-primary"
            onClick={opened.openNew}
            data-testid="ops-banner-new"
          >
            {t('content.banners.new')}
          </button>
        )}
      </div>
      <PagedTable
        list={list}
        testId="ops-banner-list"
        columns={[
          t('content.order.label'),
          t('content.image.label'),
          t('content.columns.title'),
          t('content.columns.languages'),
          t('content.banners.shown'),
          t('content.columns.actions'),
        ]}
        rowKey={(banner) => banner.id}
        cells={(banner) => {
          const index = list.items.indexOf(banner);
          const state = bannerState(banner, now);
          const image = pickTranslation(banner.translations, i18n.language as Language)?.texts.imageUrl;
          return (
            <>
              <td>
                {mayUpdate ? (
                  <OrderButtons
                    index={index}
                    count={list.items.length}
                    disabled={action.busy}
                    onMove={(step) => move(index, step)}
                  />
                ) : (
                  banner.sortOrder
                )}
              </td>
              <td>{image && <img className="ops-image-thumb ops-image-thumb-small" src={image} alt="" />}</td>
              <td className="ops-cell-wrap">{titleOf(banner.translations)}</td>
              <td>
                <LanguageTags translations={banner.translations} />
              </td>
              <td>
                <StatusPill status={PILL_STATUS[state]} label={t(`content.banners.state.${state}`)} />
                {(banner.activeFrom !== null || banner.activeUntil !== null) && (
                  <span className="ops-cell-sub">
                    {formatWhen(banner.activeFrom)} – {formatWhen(banner.activeUntil)}
                  </span>
                )}
              </td>
              <td>
                <span className="ops-row-actions">
                  {mayUpdate && (
                    <label className="ops-check">
                      <input
                        type="checkbox"
                        checked={banner.enabled}
                        disabled={action.busy}
                        onChange={(event) => switchOn(banner, event.target.checked)}
                        data-testid="ops-banner-switch"
                      />
                      <span>{t('content.banners.enabled')}</span>
                    </label>
                  )}
                  <button
                    type="button"
                    className="button button-secondary ops-row-button"
                    onClick={() => opened.open(banner)}
                    data-testid="ops-banner-open"
                  >
                    {mayUpdate ? t('content.edit') : t('content.view')}
                  </button>
                </span>
              </td>
            </>
          );
        }}
      />
    </>
  );
}
