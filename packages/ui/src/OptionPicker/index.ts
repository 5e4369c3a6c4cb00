export { OptionPicker, type OptionPickerProps, type PickerOption } from './OptionPicker';
