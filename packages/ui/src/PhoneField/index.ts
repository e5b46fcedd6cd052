export {
  PhoneField,
  type PhoneCountryOption,
  type PhoneFieldProps,
  type PhoneValue,
} from './PhoneField';
export {
  callingCodeOf,
  digitsOnly,
  PHONE_MAX_LENGTH_FALLBACK,
  phoneMaxLength,
  phoneNumberFrom,
} from './phoneNumber';
