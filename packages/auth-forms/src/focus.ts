/**
 * The first field with an error, in the order the form shows them. react-hook-form would focus
 * the first field *registered*, and fields bound through child components (document, phone,
 * consents) register after the ones the form registers itself.
 */
export function firstErrorField<Name extends string>(
  errors: Partial<Record<string, unknown>>,
  order: readonly Name[],
): Name | undefined {
  return order.find((name) => errors[name] !== undefined);
}
