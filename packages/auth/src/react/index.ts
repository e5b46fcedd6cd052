/**
 * `@vivasalud/auth/react`: the machine bound to jotai atoms, and the hooks the pages use.
 *
 *   <AuthProvider navigate={router.push}>…</AuthProvider>
 *   const { user, isPro } = useSession();
 *   const { login, error } = useLogin();
 */
export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export {
  createAuthRuntime,
  seededAuthState,
  type AuthRuntime,
  type AuthRuntimeOptions,
  type InitialSession,
} from './runtime';
export {
  createPageSession,
  type PageSession,
  type PageSessionOptions,
  type PageSessionProviderProps,
} from './PageSession';
export {
  isProMembership,
  useCampaignParticipation,
  useCodeStep,
  useLogin,
  useLogout,
  usePasswordRecovery,
  useSession,
  useSessionStatus,
  useSignup,
  type CampaignParticipation,
  type CodeStep,
  type Login,
  type LoginValues,
  type Logout,
  type PasswordRecovery,
  type Session,
  type SessionStatus,
  type Signup,
  type SignupOptions,
  type SignupValues,
} from './hooks';
export type { AuthFormError, AuthResult } from './errors';
export { AUTH_MESSAGES, INTERNAL_MESSAGES } from './messages';
export type { AnalyticsEvent } from './analytics';
export type { PendingMfa, UserProfile } from '../machine';
