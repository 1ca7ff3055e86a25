import { useEffect, useState } from 'react';

/** The state of something an island loads after it mounts. */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after a save, for example). */
  reload: () => void;
}

/**
 * Runs a load after mount (never during server rendering, so the hydrated markup matches) and again when
 * `deps` change or `reload` is called; a result that arrives after unmount or a newer load is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list, checked at each call (eslint.config.js)
  }, [round, ...deps]);
  return { data: state.data, error: state.error, loading: state.loading, reload: () => setRound((r) => r + 1) };
}
