import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../lib/ui/Icon';
import { goBack } from '../hashLocation';
import { PATHS } from '../paths';

interface NavBarProps {
  title: string;
  /** Shows the back button; it returns to the previous page, or to `parent` after a fresh deep link. */
  back?: boolean;
  parent?: string;
  /** Replaces the back button slot (the home page puts its logo there). */
  left?: ReactNode;
  right?: ReactNode;
}

/** The custom navigation bar at the top of every page. */
export function NavBar({ title, back = false, parent = PATHS.home, left, right }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <header className="nav-bar">
      <div className="nav-bar-side">
        {left ??
          (back && (
            <button
              type="button"
              className="nav-bar-back"
              aria-label={t('common.back')}
              data-testid="nav-back"
              onClick={() => goBack(parent)}
            >
              <Icon name="back" size={24} />
            </button>
          ))}
      </div>
      <h1 className="nav-bar-title" data-testid="page-title">
        {title}
      </h1>
      <div className="nav-bar-side nav-bar-side-end">{right}</div>
    </header>
  );
}
