export { CodeInput, type CodeInputProps } from './CodeInput';
export { editCode, normalizeCode, type CodeAction, type CodeEdit } from './codeEditing';
