import { useState, type ReactNode } from 'react';
import type { RouteDefinition } from '@tempo/shared';
import { useMayCall } from '../access/mayCall';

/** One action of a panel: the button that opens its form. */
export interface PanelAction<Name extends string> {
  name: Name;
  /** The route the action calls: when the role may not call it, the button is not shown. */
  route: RouteDefinition;
  label: string;
  /** Outlined in red while closed: the action takes something away (a login). */
  danger?: boolean;
}

/** What the open form is given: cancel closes it; done closes it and passes its message on. */
export interface OpenFormProps {
  onCancel(): void;
  onDone(message: string): void;
}

/**
 * The actions on one trader (users) or one ops account (accounts) work the same way, so they share
 * this panel: a button per action the role may call, one form open at a time, closed once done.
 */
export function ActionPanel<Name extends string>({
  label,
  actions,
  testIdPrefix,
  onDone,
  form,
}: {
  /** The panel's name for assistive technology. */
  label: string;
  actions: readonly PanelAction<Name>[];
  /** Each button's test id is this prefix, a dash and the action's name. */
  testIdPrefix: string;
  onDone(message: string): void;
  /** The form of the open action, with a key that starts it afresh when what it acts on changes. */
  form(name: Name, props: OpenFormProps): ReactNode;
}) {
  const mayCall = useMayCall();
  const [open, setOpen] = useState<Name | null>(null);
  const allowed = actions.filter((action) => mayCall(action.route));
  if (allowed.length === 0) return null;
  const shown = open !== null && allowed.some((action) => action.name === open) ? open : null;
  return (
    <section className="ops-user-actions" aria-label={label}>
      <div className="ops-actions">
        {allowed.map(({ name, label: actionLabel, danger }) => (
          <button
            key={name}
            type="button"
            className={
              name === open
                ? 'button button-primary'
                : danger
                  ? 'button ops-button-danger-outline'
                  : 'button button-secondary'
            }
            aria-expanded={name === open}
            onClick={() => setOpen(name === open ? null : name)}
            data-testid={`${testIdPrefix}-${name}`}
          >
            {actionLabel}
          </button>
        ))}
      </div>
      {shown !== null &&
        form(shown, {
          onCancel: () => setOpen(null),
          onDone: (message) => {
            setOpen(null);
            onDone(message);
          },
        })}
    </section>
  );
}
