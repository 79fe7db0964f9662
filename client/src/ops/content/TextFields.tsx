import { useTranslation } from 'react-i18next';
import type { Language } from '@tempo/shared';

export interface TextFieldSpec<F extends string> {
  name: F;
  label: string;
  /** Characters the server takes. */
  max: number;
  /** Several lines (a summary, a Markdown body), this many rows tall. */
  rows?: number;
  hint?: string;
}

interface TextFieldsProps<F extends string> {
  fields: readonly TextFieldSpec<F>[];
  language: Language;
  texts: Partial<Record<F, string>> | undefined;
  disabled: boolean;
  /** Prefix of each input's test id: `${testId}-${field}`. */
  testId: string;
  onChange(field: F, value: string): void;
}

/** The texts of one language of an item, each with how much of its length is used. */
export function TextFields<F extends string>(props: TextFieldsProps<F>) {
  const { t } = useTranslation('ops');
  return (
    <>
      {props.fields.map((field) => {
        const value = props.texts?.[field.name] ?? '';
        const common = {
          value,
          maxLength: field.max,
          disabled: props.disabled,
          lang: props.language,
          'data-testid': `${props.testId}-${field.name}`,
        };
        return (
          <label key={field.name} className="ops-field ops-field-wide">
            <span>{field.label}</span>
            {field.rows ? (
              <textarea
                {...common}
                rows={field.rows}
                onChange={(event) => props.onChange(field.name, event.target.value)}
              />
            ) : (
              <input {...common} onChange={(event) => props.onChange(field.name, event.target.value)} />
            )}
            <small>
              {field.hint && `${field.hint} · `}
              {t('content.length', { used: value.length, max: field.max })}
            </small>
          </label>
        );
      })}
    </>
  );
}
