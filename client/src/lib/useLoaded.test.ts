import { describe, expect, it, vi } from 'vitest';
import { createLoader } from './useLoaded';

/** A request answered by hand. */
interface Pending<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A loader and a fake server for it: every load is a request that stays open until answered. */
function setup<T>() {
  const requests: Pending<T>[] = [];
  const load = vi.fn(() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    requests.push({ promise, resolve, reject });
    return promise;
  });
  /** The `n`th request sent, counting from 0; failing the test if it was never sent. */
  function request(n: number): Pending<T> {
    const sent = requests[n];
    if (!sent) throw new Error(`request ${n} was never sent`);
    return sent;
  }
  return { loader: createLoader<T>(), load, request };
}

/**
 * Waits until the loader has handled the answer to `request`: its handlers were attached before
 * the test's, so they have run once the test's own turn comes.
 */
async function answered<T>(request: Pending<T>): Promise<void> {
  await request.promise.then(
    () => undefined,
    () => undefined,
  );
}

describe('createLoader', () => {
  it('shows loading, then the data once the load answers', async () => {
    const { loader, load, request } = setup<string[]>();
    expect(loader.state).toEqual({ status: 'loading' });
    expect(load).not.toHaveBeenCalled();

    loader.refresh(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.state).toEqual({ status: 'loading' });
    request(0).resolve(['a', 'b']);

    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'ready', data: ['a', 'b'] }));
  });

  it('shows a failure; a reload shows loading again and then the data', async () => {
    const { loader, load, request } = setup<number>();
    loader.refresh(load);
    request(0).reject(new Error('offline'));
    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'failed' }));

    loader.reload(load);
    expect(loader.state).toEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(2);
    request(1).resolve(7);

    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'ready', data: 7 }));
  });

  it('keeps the data on screen while a refresh loads, and when it fails', async () => {
    const { loader, load, request } = setup<number>();
    loader.refresh(load);
    request(0).resolve(1);
    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'ready', data: 1 }));

    loader.refresh(load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.state).toEqual({ status: 'ready', data: 1 });
    request(1).reject(new Error('offline'));
    await answered(request(1));
    expect(loader.state).toEqual({ status: 'ready', data: 1 });

    loader.refresh(load);
    request(2).resolve(2);
    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'ready', data: 2 }));
  });

  it('ignores answers arriving after it stopped (the screen is gone)', async () => {
    const { loader, load, request } = setup<number>();
    const changes = vi.fn();
    loader.subscribe(changes);
    loader.refresh(load);
    loader.stop();

    request(0).resolve(1);
    await answered(request(0));
    expect(loader.state).toEqual({ status: 'loading' });
    expect(changes).not.toHaveBeenCalled();
  });

  it('ignores a failure arriving after it stopped', async () => {
    const { loader, load, request } = setup<number>();
    loader.refresh(load);
    loader.stop();

    request(0).reject(new Error('offline'));
    await answered(request(0));
    expect(loader.state).toEqual({ status: 'loading' });
  });

  it('never lets an older answer overwrite the answer to a newer reload', async () => {
    const { loader, load, request } = setup<string>();
    loader.refresh(load);
    loader.reload(load);

    request(1).resolve('newer');
    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'ready', data: 'newer' }));
    request(0).resolve('older');
    await answered(request(0));
    expect(loader.state).toEqual({ status: 'ready', data: 'newer' });
  });

  it('waits for the newer request when the older one answers first', async () => {
    const { loader, load, request } = setup<string>();
    loader.refresh(load);
    loader.reload(load);

    request(0).resolve('older');
    await answered(request(0));
    expect(loader.state).toEqual({ status: 'loading' });
    request(1).reject(new Error('offline'));
    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'failed' }));
  });

  it('changes ready data in place with update and set, and leaves loading alone', async () => {
    const { loader, load, request } = setup<number[]>();
    loader.update((data) => [...data, 9]);
    expect(loader.state).toEqual({ status: 'loading' });

    loader.refresh(load);
    request(0).resolve([1, 2, 3]);
    await vi.waitFor(() => expect(loader.state).toEqual({ status: 'ready', data: [1, 2, 3] }));
    loader.update((data) => data.filter((n) => n !== 2));
    expect(loader.state).toEqual({ status: 'ready', data: [1, 3] });
    loader.set([5]);
    expect(loader.state).toEqual({ status: 'ready', data: [5] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers of every change until they unsubscribe', async () => {
    const { loader, load, request } = setup<number>();
    const changes = vi.fn();
    const unsubscribe = loader.subscribe(changes);

    loader.refresh(load);
    request(0).resolve(1);
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    loader.reload(load);
    expect(changes).toHaveBeenCalledTimes(2);

    unsubscribe();
    loader.set(3);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
