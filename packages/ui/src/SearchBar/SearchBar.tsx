import { forwardRef, type InputHTMLAttributes, useRef } from 'react';
import { Button } from '../Button';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';
import { IconButton } from '../IconButton';
import { CloseIcon, SearchIcon } from '../internal/icons';
import { useControllableState } from '../internal/useControllableState';
import { ClearSlot, SearchForm, SearchGlyph, SearchRow } from './SearchBar.styles';

export interface SearchBarProps
  extends Partial<FieldBaseProps>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** Accessible label; hidden unless `hideLabel` is false. Default 'Search'. */
  label?: FieldBaseProps['label'];
  /** Placeholder, e.g. 'Enter event name'. */
  placeholder?: string;
  /** The search text (controlled). */
  value?: string;
  /** The initial search text (uncontrolled). */
  defaultValue?: string;
  /** Called on every edit. */
  onValueChange?: (value: string) => void;
  /** Called with the trimmed term on submit (Enter), and with '' when cleared. */
  onSearch?: (term: string) => void;
  /** Accessible label of the clear button. Default 'Clear search'. */
  clearLabel?: string;
  /**
   * Text of a visible submit button beside the input (e.g. 'Search'), for people who do not know to press
   * Enter. Without it, Enter alone submits.
   */
  submitLabel?: string;
}

/** A search input with an icon, submit on Enter (and on an optional button) and a clear button. */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  {
    label = 'Search',
    hideLabel = true,
    hint,
    error,
    id,
    className,
    value,
    defaultValue = '',
    onValueChange,
    onSearch,
    clearLabel = 'Clear search',
    submitLabel,
    disabled,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const field = useField({ id, hint, error, 'aria-describedby': describedBy });
  const input = useRef<HTMLInputElement | null>(null);
  const clear = () => {
    setText('');
    onSearch?.('');
    input.current?.focus();
  };
  const control = (
    <Field
      ui="SearchBar"
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      htmlFor={field.inputId}
      labelId={field.labelId}
      hintId={field.hintId}
      errorId={field.errorId}
    >
      <InputFrame>
        <SearchGlyph>
          <SearchIcon />
        </SearchGlyph>
        <BareInput
          ref={(node) => {
            input.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text !== '') {
              event.preventDefault();
              clear();
            }
          }}
          {...field.controlProps}
          {...rest}
        />
        <ClearSlot>
          {text !== '' && !disabled ? (
            <IconButton
              size="small"
              variant="subtle"
              aria-label={clearLabel}
              icon={<CloseIcon />}
              onClick={clear}
            />
          ) : null}
        </ClearSlot>
      </InputFrame>
    </Field>
  );
  return (
    <SearchForm
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(text.trim());
      }}
    >
      {submitLabel ? (
        <SearchRow>
          {control}
          <Button type="submit" variant="secondary" disabled={disabled}>
            {submitLabel}
          </Button>
        </SearchRow>
      ) : (
        control
      )}
    </SearchForm>
  );
});
