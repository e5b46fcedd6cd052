'use client';

import { useLayoutEffect, type RefObject } from 'react';
import {
  get,
  set,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';

/** How a field keeps a value read from the page (e.g. a DNI's digits only), given the form's values. */
export type AdoptValue<T extends FieldValues> = (value: string, values: T) => string;

/**
 * Keeps what a person typed before the form hydrated (issue #25). The server's HTML is usable at
 * once: on a slow phone someone types before the page's script has loaded. Hydration keeps the
 * text in the page, but a controlled field (the document and phone fields, bound with
 * `useController`) still holds its default in react-hook-form, and its next render — the session
 * resolving, a keystroke elsewhere — writes that default back over the typed text.
 * (`register`ed fields are read from the page by react-hook-form itself.)
 *
 * A checkbox (a consent, bound with `useController`) is native too, so it can be ticked before
 * hydration: its `checked` is read as the field's boolean.
 *
 * On mount, before anything else renders, this reads `fields` (their `name` in `form`) from the
 * page into the form's state, in the order given (a type before the number it shapes), so what
 * was typed or ticked stays and is what the form sends.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  formRef: RefObject<HTMLFormElement | null>,
  { getValues, setValue }: Pick<UseFormReturn<T>, 'getValues' | 'setValue'>,
  fields: readonly FieldPath<T>[],
  adopt: Partial<Record<FieldPath<T>, AdoptValue<T>>> = {},
): void {
  // Once, on the mount that hydrates the server's HTML; later renders own the fields.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The form's values as adopted so far (`getValues` answers the defaults until mounted).
    const values = { ...getValues() };
    for (const name of fields) {
      const element = form.elements.namedItem(name);
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement
        ) ||
        (element instanceof HTMLInputElement && element.type === 'radio')
      ) {
        continue;
      }
      // A ticked box is `true` in the form (a consent), whatever its posted `value`.
      const value =
        element instanceof HTMLInputElement && element.type === 'checkbox'
          ? element.checked
          : (adopt[name]?.(element.value, values) ?? element.value);
      if (value === (get(values, name) as unknown)) continue;
      setValue(name, value as PathValue<T, FieldPath<T>>, { shouldDirty: true });
      set(values, name, value);
    }
  }, []);
}
