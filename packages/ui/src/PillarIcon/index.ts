export {
  isPillarId,
  PILLAR_IDS,
  PillarIcon,
  type PillarIconProps,
  type PillarId,
  pillarName,
} from './PillarIcon';
