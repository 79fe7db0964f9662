import { useTranslation } from 'react-i18next';
import type { HighlightIcon, HighlightView } from '@tempo/shared';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { Icon, type IconName } from '../../../lib/ui/Icon';

/** The line icon drawn for each icon name a highlight may carry. */
const HIGHLIGHT_ICON: Record<HighlightIcon, IconName> = {
  shield: 'shield',
  lightning: 'lightning',
  clock: 'clock',
  support: 'headset',
  chart: 'chart',
  wallet: 'wallet',
  lock: 'lock',
  globe: 'globe',
};

/** What sets the platform apart, as ops wrote it: an icon, a title and a line each. */
export function PlatformHighlights({ highlights }: { highlights: readonly HighlightView[] }) {
  const { t } = useTranslation('content');
  if (highlights.length === 0) {
    return (
      <div className="card">
        <EmptyState text={t('highlights.empty')} />
      </div>
    );
  }
  return (
    <ul className="highlight-grid" data-testid="highlights">
      {highlights.map((highlight) => (
        <li
          key={highlight.id}
          className="card highlight"
          lang={highlight.language}
          data-testid={`highlight-${highlight.id}`}
        >
          <span className={`highlight-icon highlight-icon-${highlight.icon}`}>
            <Icon name={HIGHLIGHT_ICON[highlight.icon]} size={22} />
          </span>
          <h3 className="highlight-title">{highlight.title}</h3>
          <p className="highlight-text">{highlight.text}</p>
        </li>
      ))}
    </ul>
  );
}
