import { beforeEach, vi } from 'vitest';

/**
 * Counts how often Radix Dialog is evaluated, for tests that check a component loads it only
 * when first needed (issue #6). Call at the top of a test file: before each test the module
 * graph is reset (Radix Dialog not loaded), so the test must import the component under test
 * dynamically (`await import('./Header')`) after this runs.
 */
export function countRadixDialogLoads(): { readonly loads: number } {
  const radixDialog = { loads: 0 };
  beforeEach(() => {
    vi.resetModules();
    radixDialog.loads = 0;
    vi.doMock('@radix-ui/react-dialog', (importOriginal) => {
      radixDialog.loads += 1;
      return importOriginal();
    });
  });
  return radixDialog;
}
