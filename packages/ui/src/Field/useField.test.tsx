import { renderHook } from '@testing-library/react';
import { useField } from './useField';

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
    expect(result.current.inputId).toMatch(/^field/);
  });
});
