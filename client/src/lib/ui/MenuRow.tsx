import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconName } from './Icon';

interface MenuRowProps {
  icon: IconName;
  label: string;
  /** A route to open; without it the row is a button calling `onClick`, or a plain row holding `end`. */
  href?: string;
  onClick?: () => void;
  /** What sits at the end of the row instead of the chevron. */
  end?: ReactNode;
  testId?: string;
}

/** One row of a menu list: icon, label, chevron. */
export function MenuRow({ icon, label, href, onClick, end, testId }: MenuRowProps) {
  const content = (
    <>
      <span className="menu-row-icon">
        <Icon name={icon} size={20} />
      </span>
      <span className="menu-row-label">{label}</span>
      {end ?? <Icon name="chevron" size={18} className="menu-row-chevron" />}
    </>
  );
  if (href) {
    return (
      <Link href={href} className="menu-row" data-testid={testId}>
        {content}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" className="menu-row" onClick={onClick} data-testid={testId}>
        {content}
      </button>
    );
  }
  return (
    <div className="menu-row" data-testid={testId}>
      {content}
    </div>
  );
}
