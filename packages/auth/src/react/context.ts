import { createContext, useContext } from 'react';
import type { AuthRuntime } from './runtime';

export const AuthRuntimeContext = createContext<AuthRuntime | null>(null);

/** The provider's runtime; the hooks only work inside `<AuthProvider>`. */
export function useAuthRuntime(): AuthRuntime {
  const runtime = useContext(AuthRuntimeContext);
  if (!runtime) throw new Error('The auth hooks must be used inside <AuthProvider>.');
  return runtime;
}
