import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, bannerBody, routes, type AdminBannerView, type BannerBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { BannerCarousel } from '../../features/home/components/BannerCarousel';
import { useMayCall } from '../access/mayCall';
import { contentProblem, useDraftsProblem } from './contentProblem';
import { EditorFrame } from './EditorFrame';
import { ImageField } from './ImageField';
import { fromLocalInput, toLocalInput } from './localTime';
import { PreviewFallback } from './PreviewFallback';
import { TraderPreview } from './TraderPreview';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { useContentAction } from './useContentAction';
import { useDrafts } from './useDrafts';
import { useItemTitle } from './useItemTitle';
import '../../features/home/home.css';

const FIELDS = ['title', 'imageUrl'] as const;

interface BannerEditorProps {
  banner: AdminBannerView | null;
  /** Where a new banner goes: after the others. */
  newSortOrder: number;
  onSaved(banner: AdminBannerView): void;
  onDeleted(): void;
  onBack(): void;
  onChanged(): void;
}

/** A banner's image and caption per language, its link, place, active window and switch. */
export function BannerEditor({
  banner,
  newSortOrder,
  onSaved,
  onDeleted,
  onBack,
  onChanged,
}: BannerEditorProps) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const titleOf = useItemTitle();
  const action = useContentAction(onChanged);
  const draftsProblem = useDraftsProblem();
  const state = useDrafts(FIELDS, banner?.translations);
  const [link, setLink] = useState(banner?.link ?? '');
  const [sortOrder, setSortOrder] = useState(String(banner?.sortOrder ?? newSortOrder));
  const [activeFrom, setActiveFrom] = useState(toLocalInput(banner?.activeFrom));
  const [activeUntil, setActiveUntil] = useState(toLocalInput(banner?.activeUntil));
  const [enabled, setEnabled] = useState(banner?.enabled ?? true);
  const mayWrite = mayCall(banner ? routes.content.updateBanner : routes.content.createBanner);

  const labels: Record<string, string> = {
    title: t('content.banners.caption'),
    imageUrl: t('content.image.label'),
    link: t('content.banners.link'),
    sortOrder: t('content.order.label'),
    activeFrom: t('content.banners.activeFrom'),
    activeUntil: t('content.banners.activeUntil'),
  };
  const body: BannerBody = {
    translations: state.sendable.translations,
    link: link.trim() === '' ? null : link.trim(),
    sortOrder: sortOrder.trim() === '' ? Number.NaN : Number(sortOrder),
    activeFrom: fromLocalInput(activeFrom),
    activeUntil: fromLocalInput(activeUntil),
    enabled,
  };
  const problem =
    draftsProblem(state.sendable) ?? contentProblem(bannerBody, body, (field) => labels[field] ?? field);

  const save = async () => {
    const saved = await action.run(
      () =>
        banner
          ? call(routes.content.updateBanner, { params: { id: banner.id }, body })
          : call(routes.content.createBanner, { body }),
      t('content.saved'),
    );
    if (saved) onSaved(saved);
  };
  const remove = async () => {
    if (!banner) return;
    const done = await action.runConfirmed(
      {
        title: t('content.delete.title'),
        message: t('content.delete.banner', { title: titleOf(banner.translations) }),
        confirmText: t('content.delete.ok'),
      },
      () => call(routes.content.deleteBanner, { params: { id: banner.id } }),
      t('content.deleted'),
    );
    if (done) onDeleted();
  };

  const shown = previewOf(state.drafts, state.language, FIELDS);
  const others = Object.keys(state.drafts).length > 1;
  return (
    <EditorFrame
      title={banner ? t('content.banners.edit', { id: banner.id }) : t('content.banners.new')}
      testId="ops-banner-editor"
      onBack={onBack}
      problem={mayWrite ? problem : null}
      form={
        <>
          <TranslationsEditor
            state={state}
            disabled={!mayWrite}
            testId="ops-banner"
            fields={[
              {
                name: 'title',
                label: labels.title!,
                max: CONTENT_LIMITS.title,
                hint: t('content.banners.captionHint'),
              },
            ]}
            extra={
              <ImageField
                url={state.drafts[state.language]?.imageUrl ?? ''}
                disabled={!mayWrite}
                onChange={(url) => state.set('imageUrl', url)}
                onUseEverywhere={
                  others
                    ? () => state.setEverywhere('imageUrl', state.drafts[state.language]?.imageUrl ?? '')
                    : undefined
                }
              />
            }
          />
          <fieldset className="ops-translations">
            <legend>{t('content.banners.shown')}</legend>
            <label className="ops-field ops-field-wide">
              <span>{labels.link}</span>
              <input
                value={link}
                maxLength={CONTENT_LIMITS.url}
                disabled={!mayWrite}
                inputMode="url"
                onChange={(event) => setLink(event.target.value)}
                data-testid="ops-banner-link"
              />
              <small>{t('content.banners.linkHint')}</small>
            </label>
            <div className="ops-filters">
              <label className="ops-field">
                <span>{labels.sortOrder}</span>
                <input
                  inputMode="numeric"
                  value={sortOrder}
                  disabled={!mayWrite}
                  onChange={(event) => setSortOrder(event.target.value)}
                  data-testid="ops-banner-sort"
                />
              </label>
              <label className="ops-field">
                <span>{labels.activeFrom}</span>
                <input
                  type="datetime-local"
                  value={activeFrom}
                  disabled={!mayWrite}
                  onChange={(event) => setActiveFrom(event.target.value)}
                  data-testid="ops-banner-from"
                />
              </label>
              <label className="ops-field">
                <span>{labels.activeUntil}</span>
                <input
                  type="datetime-local"
                  value={activeUntil}
                  disabled={!mayWrite}
                  onChange={(event) => setActiveUntil(event.target.value)}
                  data-testid="ops-banner-until"
                />
              </label>
              <label className="ops-check">
                <input
                  type="checkbox"
                  checked={enabled}
                  disabled={!mayWrite}
                  onChange={(event) => setEnabled(event.target.checked)}
                  data-testid="ops-banner-enabled"
                />
                <span>{t('content.banners.enabled')}</span>
              </label>
            </div>
            <small className="ops-muted">{t('content.banners.windowHint')}</small>
          </fieldset>
        </>
      }
      preview={
        <>
          <PreviewFallback reader={state.language} shown={shown?.language ?? null} />
          {shown && shown.texts.imageUrl.trim() !== '' && (
            <TraderPreview
              language={state.language}
              label={t('content.preview.label')}
              testId="ops-banner-preview"
            >
              <BannerCarousel
                banners={[
                  {
                    id: banner?.id ?? 0,
                    title: shown.texts.title,
                    imageUrl: shown.texts.imageUrl,
                    link: body.link,
                    language: shown.language,
                  },
                ]}
              />
            </TraderPreview>
          )}
        </>
      }
      actions={
        <>
          {mayWrite && (
            <button
              type="button"
              className="button button-primary"
              disabled={action.busy || problem !== null}
              onClick={() => void save()}
              data-testid="ops-banner-save"
            >
              {t('content.save')}
            </button>
          )}
          {banner && mayCall(routes.content.deleteBanner) && (
            <button
              type="button"
              className="button ops-button-danger-outline"
              disabled={action.busy}
              onClick={() => void remove()}
              data-testid="ops-banner-delete"
            >
              {t('content.delete.button')}
            </button>
          )}
        </>
      }
    />
  );
}
