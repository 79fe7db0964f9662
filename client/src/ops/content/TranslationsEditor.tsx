import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@tempo/shared';
import { LanguageSwitcher } from './LanguageSwitcher';
import { TextFields, type TextFieldSpec } from './TextFields';
import type { DraftsState } from './useDrafts';

interface TranslationsEditorProps<F extends string> {
  state: DraftsState<F>;
  /** The fields typed as text; a field not listed is edited by `extra` (an image). */
  fields: readonly TextFieldSpec<F>[];
  disabled: boolean;
  testId: string;
  /** More of the same language's fields, under the texts. */
  extra?: ReactNode;
}

/** The language switcher, then the texts of the language chosen, and a way to remove it. */
export function TranslationsEditor<F extends string>(props: TranslationsEditorProps<F>) {
  const { t } = useTranslation('ops');
  const { state } = props;
  return (
    <fieldset className="ops-translations" data-language={state.language}>
      <legend>{t('content.languages.title')}</legend>
      <LanguageSwitcher chosen={state.language} fillOf={state.fillOf} onChoose={state.choose} />
      <TextFields
        fields={props.fields}
        language={state.language}
        texts={state.drafts[state.language]}
        disabled={props.disabled}
        testId={props.testId}
        onChange={state.set}
      />
      {props.extra}
      {!props.disabled && state.fillOf(state.language) !== 'empty' && (
        <div className="ops-actions">
          <button
            type="button"
            className="button ops-button-danger-outline"
            onClick={state.clear}
            data-testid={`${props.testId}-clear-language`}
          >
            {t('content.languages.clear', { language: LANGUAGE_NAMES[state.language] })}
          </button>
        </div>
      )}
    </fieldset>
  );
}
