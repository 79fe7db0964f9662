import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, bannerBody, routes, type AdminBannerView, type BannerBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { BannerCarousel } from '../../features/home/components/BannerCarousel';
import { useMayCall } from '../access/mayCall';
import { contentProblem, useDraftsProblem } from './contentProblem';
import { DraftPreview } from './DraftPreview';
import { DeleteButton, SaveButton } from './EditorButtons';
import { EditorFrame } from './EditorFrame';
import { ImageField } from './ImageField';
import { fromLocalInput, toLocalInput } from './localTime';
import { LocalTimeField } from './LocalTimeField';
import { parseSortOrder } from './sortOrder';
import { SortOrderField } from './SortOrderField';
import { previewOf } from './translationDrafts';
import { TranslationsEditor } from './TranslationsEditor';
import { UrlField } from './UrlField';
import { useDrafts } from './useDrafts';
import { useItemEditing } from './useItemEditing';
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
  const editing = useItemEditing({ onSaved, onDeleted, onChanged });
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
    sortOrder: parseSortOrder(sortOrder),
    activeFrom: fromLocalInput(activeFrom),
    activeUntil: fromLocalInput(activeUntil),
    enabled,
  };
  const problem =
    draftsProblem(state.sendable) ?? contentProblem(bannerBody, body, (field) => labels[field] ?? field);

  const save = () =>
    editing.save(() =>
      banner
        ? call(routes.content.updateBanner, { params: { id: banner.id }, body })
        : call(routes.content.createBanner, { body }),
    );
  const remove = (stored: AdminBannerView) =>
    editing.remove(t('content.delete.banner', { title: titleOf(stored.translations) }), () =>
      call(routes.content.deleteBanner, { params: { id: stored.id } }),
    );

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
            <UrlField
              label={labels.link!}
              value={link}
              disabled={!mayWrite}
              hint={t('content.banners.linkHint')}
              testId="ops-banner-link"
              onChange={setLink}
            />
            <div className="ops-filters">
              <SortOrderField
                value={sortOrder}
                disabled={!mayWrite}
                testId="ops-banner-sort"
                onChange={setSortOrder}
              />
              <LocalTimeField
                label={labels.activeFrom!}
                value={activeFrom}
                disabled={!mayWrite}
                testId="ops-banner-from"
                onChange={setActiveFrom}
              />
              <LocalTimeField
                label={labels.activeUntil!}
                value={activeUntil}
                disabled={!mayWrite}
                testId="ops-banner-until"
                onChange={setActiveUntil}
              />
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
        <DraftPreview
          reader={state.language}
          shown={shown?.language ?? null}
          label={t('content.preview.label')}
          testId="ops-banner-preview"
        >
          {shown && shown.texts.imageUrl.trim() !== '' && (
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
          )}
        </DraftPreview>
      }
      actions={
        <>
          {mayWrite && (
            <SaveButton
              testId="ops-banner-save"
              busy={editing.busy}
              ready={problem === null}
              onClick={() => void save()}
            />
          )}
          {banner && mayCall(routes.content.deleteBanner) && (
            <DeleteButton
              testId="ops-banner-delete"
              busy={editing.busy}
              onClick={() => void remove(banner)}
            />
          )}
        </>
      }
    />
  );
}
