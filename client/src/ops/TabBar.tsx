import type { KeyboardEvent, ReactNode } from 'react';

/** One tab of a tab bar. */
export interface TabBarTab<Name extends string> {
  name: Name;
  label: string;
}

/**
 * A row of tabs over the open tab's panel, as a tab list should behave: the open tab alone in the
 * focus order, the arrow keys moving along the tabs. Several console screens show their content by
 * tab, so they share this rather than each wiring the roles and keys again.
 */
export function TabBar<Name extends string>({
  label,
  idPrefix,
  panelId,
  tabs,
  current,
  onChoose,
  children,
}: {
  /** The tab list's name for assistive technology. */
  label: string;
  /** Each tab's id and test id is this prefix, a dash and the tab's name. */
  idPrefix: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  tabs: readonly TabBarTab<Name>[];
  /** The open tab: one of `tabs`. */
  current: Name;
  onChoose(name: Name): void;
  /** The open tab's panel. */
  children: ReactNode;
}) {
  const index = tabs.findIndex((tab) => tab.name === current);
  // Arrow keys move along the tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChoose(next.name);
    document.getElementById(`${idPrefix}-${next.name}`)?.focus();
  };
  return (
    <>
      <div className="ops-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.name}
            id={`${idPrefix}-${tab.name}`}
            type="button"
            role="tab"
            className={tab.name === current ? 'ops-tab active' : 'ops-tab'}
            aria-selected={tab.name === current}
            aria-controls={panelId}
            tabIndex={tab.name === current ? 0 : -1}
            onClick={() => onChoose(tab.name)}
            data-testid={`${idPrefix}-${tab.name}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-${current}`} className="ops-tab-panel">
        {children}
      </div>
    </>
  );
}
