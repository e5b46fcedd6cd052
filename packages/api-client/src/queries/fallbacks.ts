import { logQueryError } from './policies';

/**
 * Spec §8: "In-person classes, prices, session list, single session, locations failing:
 * silently return an empty array or object". The failure is still logged (spec §8: query
 * errors are logged to the console), but the page gets an empty value instead of an error.
 */
export function orEmpty<
  Options extends { queryKey: readonly unknown[]; queryFn: (context: never) => unknown },
>(options: Options, empty: Awaited<ReturnType<Options['queryFn']>>): Options {
  const { queryFn, queryKey } = options;
  return {
    ...options,
    queryFn: (async (context: never) => {
      try {
        return await queryFn(context);
      } catch (error) {
        logQueryError(error, queryKey);
        return empty;
      }
    }) as Options['queryFn'],
  };
}
