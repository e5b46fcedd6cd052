/** The icons the apps draw themselves too: the pro crown (a pro action's «Pro» badge, issue #29). */
export { CrownIcon, type IconProps } from './icons';
