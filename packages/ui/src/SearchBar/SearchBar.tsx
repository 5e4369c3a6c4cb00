import { forwardRef, type InputHTMLAttributes, useRef } from 'react';
import { Button } from '../Button';
import { BareInput, Field, type FieldBaseProps, InputFrame, useField } from '../Field';
import { IconButton } from '../IconButton';
import { CloseIcon, SearchIcon } from '../internal/icons';
import { useControllableState } from '../internal/useControllableState';
import { useComponentStrings } from '../locale/useComponentStrings';
import { englishSearchBarStrings } from './englishSearchBarStrings';
import { ClearSlot, SearchForm, SearchGlyph, SearchRow } from './SearchBar.styles';

/**
 * Props of {@link SearchBar}. `className` and `style` go to the root `form` (role search); every other
 * attribute and the ref go to the `input`.
 */
export interface SearchBarProps
  extends Partial<FieldBaseProps>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** Accessible label; hidden unless `hideLabel` is false. Default 'Search' (`searchBar.label`). */
  label?: FieldBaseProps['label'] | undefined;
  /** Placeholder, e.g. 'Enter event name'. */
  placeholder?: string | undefined;
  /** The search text (controlled). */
  value?: string | undefined;
  /** The initial search text (uncontrolled). */
  defaultValue?: string | undefined;
  /** Called on every edit. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Called with the trimmed term on submit (Enter), and with '' when cleared. */
  onSearch?: ((term: string) => void) | undefined;
  /** Accessible label of the clear button. Default 'Clear search' (`searchBar.clear`). */
  clearLabel?: string | undefined;
  /**
   * Text of a visible submit button beside the input (e.g. 'Search'), for people who do not know to press
   * Enter. Without it, Enter alone submits.
   */
  submitLabel?: string | undefined;
}

/** A search input with an icon, submit on Enter (and on an optional button) and a clear button. */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  {
    label,
    hideLabel = true,
    className,
    style,
    value,
    defaultValue = '',
    onValueChange,
    onSearch,
    clearLabel,
    submitLabel,
    disabled,
    ...props
  },
  ref,
) {
  const strings = useComponentStrings('searchBar', englishSearchBarStrings);
  const [text, setText] = useControllableState(value, defaultValue, onValueChange, 'SearchBar `value`');
  // `className` and `style` belong to the search form, not to the field inside it.
  const { fieldProps, controlProps, rest } = useField({
    ...props,
    label: label ?? strings.label,
    hideLabel,
    disabled,
    ui: 'SearchBar',
  });
  const input = useRef<HTMLInputElement | null>(null);
  const clear = () => {
    setText('');
    onSearch?.('');
    input.current?.focus();
  };
  const control = (
    <Field {...fieldProps}>
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
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text !== '') {
              event.preventDefault();
              clear();
            }
          }}
          {...controlProps}
          {...rest}
        />
        <ClearSlot>
          {text !== '' && !disabled ? (
            <IconButton
              size="small"
              variant="subtle"
              aria-label={clearLabel ?? strings.clear}
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
      style={style}
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
