import { toUser } from '../users';
import { area, type IdentityKit } from './shared';

/** The signed-in session: `/auth/session` and `/auth/logout` (bearer; ends the session's family). */
export function sessionHandlers(ctx: IdentityKit) {
  return area({
    getSession: async (request) => {
      const { user, deviceId } = ctx.session(request);
      return { isAuthenticated: true, user: toUser(user, deviceId) };
    },

    // The whole family: the sign-in and the sessions its tickets opened on our other sites.
    logout: async (request, reply) => {
      await ctx.sessions.revokeFamily(ctx.session(request).familyId);
      return reply.code(204).send();
    },
  });
}
