import { useSnapshot } from 'valtio';
import { toastState } from './toast';

/** Renders the current toast; mounted once at the root of the app. */
export function Toast() {
  const { message, key } = useSnapshot(toastState);
  if (message === null) return null;
  return (
    <div className="toast" role="status" aria-live="polite" data-testid="toast" key={key}>
      {message}
    </div>
  );
}
