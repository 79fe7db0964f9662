import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type AdminProductView, type Language } from '@tempo/shared';

interface NamesEditorProps {
  names: AdminProductView['names'];
  editable: boolean;
  busy: boolean;
  onSave(names: Partial<Record<Language, string>>): Promise<void>;
}

/**
 * The product's name in each language traders read it in (English is required; a language without
 * one shows the English name). Names are saved over the stored ones: an emptied field keeps its name.
 */
export function NamesEditor({ names, editable, busy, onSave }: NamesEditorProps) {
  const { t } = useTranslation('ops');
  const [draft, setDraft] = useState<Partial<Record<Language, string>>>(names);
  const written = Object.fromEntries(
    Object.entries(draft)
      .map(([language, name]) => [language, name?.trim() ?? ''])
      .filter(([, name]) => name !== ''),
  ) as Partial<Record<Language, string>>;
  return (
    <form
      className="ops-names"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(written);
      }}
    >
      <h3>{t('products.names')}</h3>
      <div className="ops-names-grid">
        {LANGUAGES.map((language) => (
          <label key={language} className="ops-field">
            <span>{LANGUAGE_NAMES[language]}</span>
            <input
              lang={language}
              value={draft[language] ?? ''}
              maxLength={60}
              disabled={!editable}
              onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {editable && (
        <div className="ops-actions">
          <button type="submit" className="button button-primary" disabled={busy || !written.en}>
            {t('products.save')}
          </button>
        </div>
      )}
    </form>
  );
}
