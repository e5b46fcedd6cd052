export {
  NativeSelect,
  Select,
  type NativeSelectProps,
  type SelectOption,
  type SelectProps,
} from './Select';
