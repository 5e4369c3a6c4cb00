import { render, renderHook, screen } from '@testing-library/react';
import { ThemeProvider } from '../theme';
import { Field } from './Field';
import { useField } from './useField';

/** An app's own control, wired the way the docs show. */
function TillNumber() {
  const field = useField({ label: 'Till number', hint: 'Five to eight digits.', error: 'Too short' });
  return (
    <Field {...field.fieldProps}>
      <input {...field.controlProps} {...field.rest} defaultValue="12" />
    </Field>
  );
}

describe('useField', () => {
  it('derives ids from the given id and joins descriptions in order', () => {
    const { result } = renderHook(() =>
      useField({ id: 'email', hint: 'We never share it.', error: 'Required', 'aria-describedby': 'extra' }),
    );
    expect(result.current.controlProps).toEqual({
      id: 'email',
      'aria-describedby': 'extra email-hint email-error',
      'aria-invalid': true,
    });
    expect(result.current.labelId).toBe('email-label');
  });

  it('leaves the control undescribed and valid without hint or error', () => {
    const { result } = renderHook(() => useField({}));
    expect(result.current.controlProps['aria-describedby']).toBeUndefined();
    expect(result.current.controlProps['aria-invalid']).toBeUndefined();
    expect(result.current.id).toMatch(/^field/);
  });

  it('gives the wrapper its label, messages, ids and root props, and leaves the rest for the control', () => {
    const { result } = renderHook(() =>
      useField({
        id: 'till',
        ui: 'TillField',
        label: 'Till number',
        hint: 'Five to eight digits.',
        error: 'Not a till number',
        className: 'wide',
        name: 'till_number',
        inputMode: 'numeric' as const,
      }),
    );
    expect(result.current.fieldProps).toEqual({
      ui: 'TillField',
      label: 'Till number',
      hint: 'Five to eight digits.',
      error: 'Not a till number',
      htmlFor: 'till',
      labelId: 'till-label',
      hintId: 'till-hint',
      errorId: 'till-error',
      className: 'wide',
    });
    expect(result.current.rest).toEqual({ name: 'till_number', inputMode: 'numeric' });
  });

  it('marks a native control required and disabled with its own attributes', () => {
    const { result } = renderHook(() => useField({ id: 'code', required: true, disabled: true }));
    expect(result.current.controlProps).toMatchObject({ required: true, disabled: true });
    expect(result.current.controlProps).not.toHaveProperty('aria-required');
  });

  it('names a group by its label and marks it with ARIA, as it has no label `for` it', () => {
    const { result } = renderHook(() =>
      useField({ id: 'mode', kind: 'group', hint: 'Pick one.', required: true, disabled: true }),
    );
    expect(result.current.fieldProps.htmlFor).toBeUndefined();
    expect(result.current.controlProps).toEqual({
      id: 'mode',
      'aria-labelledby': 'mode-label',
      'aria-describedby': 'mode-hint',
      'aria-required': true,
      'aria-disabled': true,
    });
  });

  it("wires an app's own control to its label, hint and error", () => {
    render(
      <ThemeProvider>
        <TillNumber />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Till number' });
    expect(input).toHaveAccessibleDescription('Five to eight digits. Too short');
    expect(input).toBeInvalid();
  });
});
