import { useCallback, useState } from 'react';

/**
 * A busy flag for a hook's calls that the machine does not track (password recovery, campaign
 * participation): `whileBusy(work)` counts `work` as running until it settles, so `busy` stays
 * true while any of them runs.
 */
export function useBusy(): [busy: boolean, whileBusy: <T>(work: () => Promise<T>) => Promise<T>] {
  const [running, setRunning] = useState(0);
  const whileBusy = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work();
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return [running > 0, whileBusy];
}
