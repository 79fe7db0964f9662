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
import { ContentList, OpenItemButton, TitleCells } from './ContentList';
import { wholeList } from './listLoaders';
import { OrderCell } from './OrderButtons';
import { nextSortOrder } from './sortOrder';
import { useContentAction } from './useContentAction';
import { useOpenItem } from './useOpenItem';
import { useReorder } from './useReorder';

const PILL_STATUS = { live: 'confirmed', scheduled: 'pending', ended: 'off', off: 'off' } as const;
const loadBanners = wholeList(() => call(routes.content.adminBanners, { hideLoading: true, quiet: true }));

/** Home's banners in their order, each switched on or off here, and the editor of one. */
export function BannersTab() {
  const { t, i18n } = useTranslation('ops');
  const mayCall = useMayCall();
  const opened = useOpenItem<AdminBannerView>();
  const list = usePagedList<AdminBannerView, never>('banners', loadBanners);
  const action = useContentAction(list.reload);
  const mayUpdate = mayCall(routes.content.updateBanner);
  const now = useMinuteClock();

  const update = (banner: AdminBannerView, change: Parameters<typeof bannerBodyOf>[1]) =>
    call(routes.content.updateBanner, { params: { id: banner.id }, body: bannerBodyOf(banner, change) });
  const move = useReorder(list.items, action, (banner, sortOrder) => update(banner, { sortOrder }));
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
    <ContentList
      mayCreate={mayCall(routes.content.createBanner)}
      newLabel={t('content.banners.new')}
      newTestId="ops-banner-new"
      onNew={opened.openNew}
    >
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
              <OrderCell
                movable={mayUpdate}
                sortOrder={banner.sortOrder}
                index={index}
                count={list.items.length}
                disabled={action.busy}
                onMove={(step) => move(index, step)}
              />
              <td>{image && <img className="ops-image-thumb ops-image-thumb-small" src={image} alt="" />}</td>
              <TitleCells translations={banner.translations} />
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
                  <OpenItemButton
                    mayEdit={mayUpdate}
                    testId="ops-banner-open"
                    onOpen={() => opened.open(banner)}
                  />
                </span>
              </td>
            </>
          );
        }}
      />
    </ContentList>
  );
}
