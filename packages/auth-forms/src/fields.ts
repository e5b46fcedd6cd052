/**
 * The parts the forms are made of, for an app's other account forms (the portal's password
 * recovery and reset): the document field bound to react-hook-form, the form alert, the heading
 * of a step that replaced a form, and the forms' CSS Module classes (`Title`, `Lead`, `Form`, …).
 */
export { DocumentInput } from './DocumentInput';
export { FormAlert } from './FormAlert';
export { Heading, type HeadingLevel } from './Heading';
export { StepHeading } from './StepHeading';
export { default as formStyles } from './forms.module.css';
