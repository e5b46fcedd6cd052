/** The icons the apps draw themselves too: the pro crown (a pro action's «Pro» badge, issue #29). */
export { CrownIcon } from './crown';
export { type IconProps } from './Icon';
