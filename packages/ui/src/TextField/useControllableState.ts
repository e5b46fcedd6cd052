'use client';

import { useCallback, useState } from 'react';

/**
 * State a consumer may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Shared by the field components of this package; not part of the public API.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined;
  defaultValue: T;
  onChange?: ((next: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
