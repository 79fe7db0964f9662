// One change at a time from an editor: while it runs the buttons wait; once the server has taken
// it, a toast says so and the list is loaded again. A refusal is shown by the API client.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../lib/dialog/confirm';
import { toast } from '../../lib/toast/toast';

export interface ContentAction {
  busy: boolean;
  /** Runs `work`; its result once the server took it, null when it was refused or failed. */
  run<T>(work: () => Promise<T>, done: Done<T>): Promise<T | null>;
  /** Asks first, then runs `work` when the person confirms. */
  runConfirmed<T>(
    question: { title: string; message: string; confirmText: string },
    work: () => Promise<T>,
    done: Done<T>,
  ): Promise<T | null>;
}

/** The toast once the server took a change: fixed, or told by what it answered. */
type Done<T> = string | ((result: T) => string);

export function useContentAction(onChanged: () => void): ContentAction {
  const { t } = useTranslation('ops');
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>, done: Done<T>): Promise<T | null> {
    setBusy(true);
    try {
      const result = await work();
      toast(typeof done === 'string' ? done : done(result));
      onChanged();
      return result;
    } catch {
      // The API client has shown the server's reason; what was typed stays for another try.
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function runConfirmed<T>(
    question: { title: string; message: string; confirmText: string },
    work: () => Promise<T>,
    done: Done<T>,
  ): Promise<T | null> {
    const sure = await confirm({ ...question, cancelText: t('content.cancel') });
    return sure ? run(work, done) : null;
  }

  return { busy, run, runConfirmed };
}
