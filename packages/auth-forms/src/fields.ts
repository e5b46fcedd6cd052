/**
 * The parts the forms are made of, for an app's other account forms (the portal's password
 * recovery and reset): the document field bound to react-hook-form, the form alert, the heading
 * of a step that replaced a form, what a form says without its script (`NoScriptNote`,
 * `NATIVE_SUBMIT_MESSAGES`), the hook that keeps what was typed before hydration, and the forms'
 * CSS Module classes (`Title`, `Lead`, `Form`, …).
 */
export { DocumentInput } from './DocumentInput';
export { FormAlert } from './FormAlert';
export { Heading, type HeadingLevel } from './Heading';
export { StepHeading } from './StepHeading';
export {
  NATIVE_SUBMIT_MESSAGES,
  NOSCRIPT_NOTES,
  NoScriptNote,
  type AccountForm,
} from './nativeSubmit';
export { useTypedBeforeHydration, type AdoptValue } from './typedBeforeHydration';
export { default as formStyles } from './forms.module.css';
