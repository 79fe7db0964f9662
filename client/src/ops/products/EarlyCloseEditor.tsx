import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type EarlyCloseTermsView } from '@tempo/shared';
import { ApiError, call } from '../../lib/apiClient';
import { confirm } from '../../lib/dialog/confirm';
import { toast } from '../../lib/toast/toast';
import { StatusPill } from '../queues/Facts';
import {
  BOUNDS,
  EARLY_CLOSE_FIELDS,
  draftOf,
  draftProblems,
  fieldOfServerError,
  termsChanged,
  termsOfDraft,
  type EarlyCloseDraft,
  type EarlyCloseField,
} from './earlyCloseDraft';
import { useEarlyCloseText } from './earlyCloseText';

/** The spread fields, in basis points, also read as the percentage of the payout they make. */
const PERCENT_FIGURES: Partial<
  Record<EarlyCloseField, `products.earlyClose.fields.${'spreadBaseBps' | 'spreadSlopeBps'}.figure`>
> = {
  spreadBaseBps: 'products.earlyClose.fields.spreadBaseBps.figure',
  spreadSlopeBps: 'products.earlyClose.fields.spreadSlopeBps.figure',
};

interface EarlyCloseEditorProps {
  symbol: string;
  /** The terms in force; null while early close is off. */
  terms: EarlyCloseTermsView | null;
  editable: boolean;
  /** Another setting of the product is being saved. */
  busy: boolean;
  /** After a save: the page reloads the catalogue, which brings the stored terms back here. */
  onSaved(): void;
}

/**
 * Whether traders may sell an open order of the product before its expiry, and on what terms
 * (orders SPEC E2, E4). A change reaches orders placed after it only, so the form says so, and the
 * confirmation spells out what changes.
 */
export function EarlyCloseEditor({ symbol, terms, editable, busy, onSaved }: EarlyCloseEditorProps) {
  const { t } = useTranslation('ops');
  const text = useEarlyCloseText();
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(terms));
  const [saving, setSaving] = useState(false);
  // The server's refusal, on the field it names, or on the form when it names none of them.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<EarlyCloseField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const problems = draftProblems(draft);
  const next = termsOfDraft(draft);
  const changed = next !== undefined && termsChanged(terms, next);

  const change = (update: Partial<EarlyCloseDraft>, field?: EarlyCloseField) => {
    setDraft({ ...draft, ...update });
    if (field) setFieldErrors({ ...fieldErrors, [field]: undefined });
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next === undefined || !changed || saving) return;
    const confirmed = await confirm({
      title: t('products.earlyClose.confirmTitle', { symbol }),
      message: text.change(terms, next),
      confirmText: t('products.earlyClose.confirmOk'),
      cancelText: t('queue.cancel'),
    });
    if (!confirmed) return;
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      // Quiet: the refusal is shown here, on its field, rather than in a toast.
      await call(routes.admin.updateProduct, { params: { symbol }, body: { earlyClose: next }, quiet: true });
      toast(t('products.saved'));
      onSaved();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof ApiError ? fieldOfServerError(error.field) : null;
      if (field) setFieldErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const input = (field: EarlyCloseField) => {
    const inputId = `${id}-${field}`;
    const { min, max } = BOUNDS[field];
    const typed = draft.values[field];
    const error =
      fieldErrors[field] ??
      (problems.includes(field)
        ? t('products.earlyClose.outOfRange', { min: text.number(min), max: text.number(max) })
        : null);
    const figure = problems.includes(field) ? undefined : PERCENT_FIGURES[field];
    const describedBy = [figure && 'percent', 'help', 'range', error && 'error']
      .filter(Boolean)
      .map((part) => `${inputId}-${part}`)
      .join(' ');
    return (
      <div key={field} className="ops-field" data-testid={`ops-early-close-field-${field}`}>
        <label htmlFor={inputId}>{t(`products.earlyClose.fields.${field}.label`)}</label>
        <input
          id={inputId}
          inputMode="numeric"
          value={typed}
          disabled={!editable}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change({ values: { ...draft.values, [field]: event.target.value } }, field)}
          data-testid={`ops-early-close-${field}`}
        />
        {figure && (
          <small id={`${inputId}-percent`} data-testid={`ops-early-close-${field}-percent`}>
            {t(figure, { percent: text.percent(Number(typed)) })}
          </small>
        )}
        <small id={`${inputId}-help`}>{t(`products.earlyClose.fields.${field}.help`)}</small>
        <small id={`${inputId}-range`}>
          {t('products.earlyClose.range', { min: text.value(field, min), max: text.value(field, max) })}
        </small>
        {error && (
          <small
            id={`${inputId}-error`}
            className="ops-field-error"
            role="alert"
            data-testid={`ops-early-close-${field}-error`}
          >
            {error}
          </small>
        )}
      </div>
    );
  };

  return (
    <form className="ops-early-close" onSubmit={(event) => void submit(event)} data-testid="ops-early-close">
      <div className="ops-early-close-head">
        <h3>{t('products.earlyClose.title')}</h3>
        {/* The terms in force, as the server last gave them. */}
        <span data-testid="ops-early-close-state">
          <StatusPill
            status={terms ? 'confirmed' : 'off'}
            label={terms ? t('products.earlyClose.isOn') : t('products.earlyClose.isOff')}
          />
        </span>
      </div>
      <p className="ops-muted" id={`${id}-explain`}>
        {t('products.earlyClose.explain')}
      </p>
      <label className="ops-check">
        <input
          type="checkbox"
          role="switch"
          checked={draft.on}
          disabled={!editable}
          aria-describedby={`${id}-explain`}
          onChange={(event) => change({ on: event.target.checked })}
          data-testid="ops-early-close-switch"
        />
        <span>{t('products.earlyClose.switch')}</span>
      </label>
      {draft.on && <div className="ops-early-close-grid">{EARLY_CLOSE_FIELDS.map(input)}</div>}
      <p className="ops-note" data-testid="ops-early-close-note">
        {t('products.earlyClose.newOrdersOnly')}
      </p>
      {formError && (
        <p className="ops-note ops-note-error" role="alert" data-testid="ops-early-close-error">
          {formError}
        </p>
      )}
      {editable && (
        <div className="ops-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || saving || !changed}
            data-testid="ops-early-close-save"
          >
            {saving ? t('products.earlyClose.saving') : t('products.save')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={saving || (!changed && next !== undefined)}
            onClick={() => {
              setDraft(draftOf(terms));
              setFieldErrors({});
              setFormError(null);
            }}
          >
            {t('products.earlyClose.undo')}
          </button>
        </div>
      )}
    </form>
  );
}
