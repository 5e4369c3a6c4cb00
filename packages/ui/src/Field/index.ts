export { Field, type FieldBaseProps, type FieldProps } from './Field';
export { Adornment, BareInput, InputFrame, standaloneControl } from './Field.styles';
export { useField } from './useField';
