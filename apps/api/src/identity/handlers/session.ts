import { toUser } from '../users';
import { area, type IdentityKit } from './shared';

/** The signed-in session: `/auth/session` and `/auth/logout` (bearer). */
export function sessionHandlers(ctx: IdentityKit) {
  return area({
    getSession: async (request) => {
      const { user, deviceId } = ctx.session(request);
      return { isAuthenticated: true, user: toUser(user, deviceId) };
    },

    logout: async (request, reply) => {
      await ctx.sessions.revoke(ctx.session(request).sessionId);
      return reply.code(204).send();
    },
  });
}
