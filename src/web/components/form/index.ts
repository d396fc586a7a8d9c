// The form pieces every area uses (storefront, partner portal, operator console).
export { ChoicesField, CheckboxField } from './choice-fields';
export {
  Field,
  Label,
  OptionalMark,
  useDescription,
  type ControlDescription,
  type FieldProps,
} from './field';
export { DialogButtons } from './dialog-buttons';
export { FormProblems, countErrors } from './form-problems';
export { NumberField } from './number-field';
export {
  refusalsByField,
  refusedFields,
  showRefusedFields,
  useFieldMessage,
  useDialogSubmit,
  useRefusalText,
  type RefusedAt,
} from './refusals';
export { Section } from './section';
export { SelectField } from './select-field';
export { TextareaField, TextField } from './text-field';
