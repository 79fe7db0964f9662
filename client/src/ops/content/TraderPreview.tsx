// What a trader's phone shows of an item not yet saved: the trader app's own components, in the
// language being written, with the trader app's words (its `content` and `inbox` catalogues) for
// that language. Links in the preview are shown, not followed: the console stays where it is.
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@tempo/shared';
import { i18n, TRADER_CATALOGUES } from '../../lib/i18n/i18n';
import { PageLoading } from '../../lib/ui/PageState';

/** The namespaces the previewed components read; never `common`, which the console loads itself. */
const PREVIEW_NAMESPACES = ['content', 'inbox'] as const;

async function loadTraderWords(language: Language): Promise<void> {
  if (PREVIEW_NAMESPACES.every((namespace) => i18n.hasResourceBundle(language, namespace))) return;
  const words = await TRADER_CATALOGUES[language]();
  for (const namespace of PREVIEW_NAMESPACES) {
    i18n.addResourceBundle(language, namespace, words[namespace], true, true);
  }
}

function keepLinksInPlace(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) {
    event.preventDefault();
    event.stopPropagation();
  }
}

interface TraderPreviewProps {
  language: Language;
  /** What the frame shows, above it. */
  label: string;
  testId?: string;
  children: ReactNode;
}

/** A phone-wide frame rendering `children` as the trader app would, in `language`. */
export function TraderPreview({ language, label, testId, children }: TraderPreviewProps) {
  const [ready, setReady] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    // A catalogue that fails to load leaves the trader app's words as their keys, the text intact.
    const done = () => live && setReady(language);
    loadTraderWords(language).then(done, done);
    return () => {
      live = false;
    };
  }, [language]);
  const words = useMemo(() => i18n.cloneInstance({ lng: language }), [language]);

  return (
    <figure className="ops-phone" data-testid={testId}>
      <figcaption>{label}</figcaption>
      <div className="ops-phone-screen" lang={language} onClickCapture={keepLinksInPlace}>
        {ready === language ? <I18nextProvider i18n={words}>{children}</I18nextProvider> : <PageLoading />}
      </div>
    </figure>
  );
}
