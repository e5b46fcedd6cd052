export {
  FilterChips,
  type FilterChipOption,
  type FilterChipsMultipleProps,
  type FilterChipsProps,
  type FilterChipsSingleProps,
} from './FilterChips';
