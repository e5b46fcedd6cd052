/** The hooks, one file each; re-exported here. */
export { isProMembership, useSession, type Session } from './useSession';
export { useSessionStatus, type SessionStatus } from './useSessionStatus';
export { useLogin, type Login, type LoginValues } from './useLogin';
export { useCodeStep, type CodeStep } from './useCodeStep';
export { useSignup, type Signup, type SignupOptions, type SignupValues } from './useSignup';
export { useLogout, type Logout } from './useLogout';
export { usePasswordRecovery, type PasswordRecovery } from './usePasswordRecovery';
export { useCampaignParticipation, type CampaignParticipation } from './useCampaignParticipation';
