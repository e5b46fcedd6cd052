import { area, type ContentKit } from './shared';

/** Mini-manuals: `/mini-manual/…`. */
export function miniManualHandlers({ document }: ContentKit) {
  return area({
    getMiniManual: (request) => document('mini-manual', (request.params as { id: number }).id),
  });
}
