// Saving and deleting one item of a list (a banner, a highlight, a news item): the same toasts,
// the same question before a delete, and the list told, so the editors differ only in their routes.
import { useTranslation } from 'react-i18next';
import { useContentAction } from './useContentAction';

interface ItemEditingProps<T> {
  /** The editor now edits what the server stored. */
  onSaved(item: T): void;
  onDeleted(): void;
  /** Loads the list again. */
  onChanged(): void;
}

export interface ItemEditing<T> {
  busy: boolean;
  /** Runs the create or update call; once taken, says so and hands the stored item on. */
  save(work: () => Promise<T>): Promise<void>;
  /** Asks "delete `message`?", then runs the delete call; once taken, says so and closes. */
  remove(message: string, work: () => Promise<unknown>): Promise<void>;
}

export function useItemEditing<T>({ onSaved, onDeleted, onChanged }: ItemEditingProps<T>): ItemEditing<T> {
  const { t } = useTranslation('ops');
  const action = useContentAction(onChanged);
  return {
    busy: action.busy,
    save: async (work) => {
      const saved = await action.run(work, t('content.saved'));
      if (saved) onSaved(saved);
    },
    remove: async (message, work) => {
      const done = await action.runConfirmed(
        { title: t('content.delete.title'), message, confirmText: t('content.delete.ok') },
        work,
        t('content.deleted'),
      );
      if (done) onDeleted();
    },
  };
}
