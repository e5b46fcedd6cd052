export { Field, type FieldControlProps, type FieldProps } from './Field';
export { Input, TextField, type InputProps, type TextFieldProps } from './TextField';
