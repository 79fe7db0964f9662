import type { ReactNode } from 'react';
import type { Language } from '@tempo/shared';
import { PreviewFallback } from './PreviewFallback';
import { TraderPreview } from './TraderPreview';

interface DraftPreviewProps {
  /** The language being written: the reader the preview is for. */
  reader: Language;
  /** The language the preview falls back to for that reader; null when nothing is written. */
  shown: Language | null;
  label: string;
  testId: string;
  /** The trader app's rendering of the drafts; nothing while there is nothing to show. */
  children: ReactNode;
}

// Every editor of texts per language shows its item the same way: a note when the reader's
// language is not written (and which one a trader would see instead), then the phone frame.
/** The preview column of an editor of texts per language. */
export function DraftPreview({ reader, shown, label, testId, children }: DraftPreviewProps) {
  return (
    <>
      <PreviewFallback reader={reader} shown={shown} />
      {children ? (
        <TraderPreview language={reader} label={label} testId={testId}>
          {children}
        </TraderPreview>
      ) : null}
    </>
  );
}
