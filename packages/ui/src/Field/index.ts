export { Field, type FieldBaseProps, type FieldProps } from './Field';
export { Adornment, BareInput, InputFrame, standaloneControl } from './Field.styles';
export {
  type FieldControlProps,
  type FieldGroupProps,
  type FieldWiring,
  type UseFieldOptions,
  useField,
} from './useField';
