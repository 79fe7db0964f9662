import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { isCountLimit, type LimitView } from '@tempo/shared';
import { store } from '../../../app/store';
import { formatDateTime } from '../../../lib/formatDateTime';
import { toast } from '../../../lib/toast/toast';
import { TextField } from '../../../lib/ui/TextField';
import { BottomSheet } from '../../../lib/ui/BottomSheet';
import { saveLimit } from '../api';
import { limitOfInput, sanitizeLimitInput } from '../limitInput';

interface LimitEditorProps {
  limit: LimitView;
  onSaved: (limit: LimitView) => void;
  onClose: () => void;
}

/** A sheet to set, lower, raise or remove one limit; says whether the change applies now or in 24 hours. */
export function LimitEditor({ limit, onSaved, onClose }: LimitEditorProps) {
  const { t, i18n } = useTranslation('limits');
  const { currencySymbol } = useSnapshot(store);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const value = limitOfInput(limit.key, text);

  async function save(next: number | null) {
    setBusy(true);
    try {
      const result = await saveLimit(limit.key, next);
      onSaved(result.limit);
      const appliesAt = result.limit.pending?.appliesAt ?? null;
      toast(
        result.effective === 'now'
          ? t('savedNow')
          : t('savedLater', { date: formatDateTime(appliesAt, i18n.language) }),
      );
      onClose();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value !== null) void save(value);
  }

  return (
    <BottomSheet title={t(`keys.${limit.key}`)} onClose={onClose} testId="limit-editor">
      <form className="limit-editor" onSubmit={submit}>
        <TextField
          label={
            isCountLimit(limit.key)
              ? t('form.countLabel')
              : t('form.amountLabel', { currency: currencySymbol })
          }
          value={text}
          onChange={(raw) => setText(sanitizeLimitInput(limit.key, raw))}
          inputMode={isCountLimit(limit.key) ? 'numeric' : 'decimal'}
          hint={t('form.rule')}
          data-testid="limit-input"
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={busy || value === null}
          data-testid="limit-save"
        >
          {t('form.save')}
        </button>
        {limit.value !== null && (
          <button
            type="button"
            className="button button-secondary button-block"
            disabled={busy}
            data-testid="limit-remove"
            onClick={() => void save(null)}
          >
            {t('form.remove')}
          </button>
        )}
      </form>
    </BottomSheet>
  );
}
