import { PasswordField, TextField, vars } from '@lense/ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import type { GuestPass } from './guestPass';
import type { JoinDetails } from './useGuestPass';

/** The longest name the API takes. */
export const GUEST_NAME_MAX = 60;

const SendingAs = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
  strong {
    color: ${vars.color.text};
  }
`;

/** Props of {@link GuestDetails}. */
export interface GuestDetailsProps {
  /** The guest's pass once joined: the fields give way to the name it was given. */
  pass: GuestPass | null;
  needsPassword: boolean;
  details: JoinDetails;
  onChange: (details: JoinDetails) => void;
  passwordError: string | null;
  passwordRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/**
 * Who is sending: before joining, an optional name and the link's password when it has one; after, the
 * name the photos go with (it cannot change without joining again).
 */
export function GuestDetails({
  pass,
  needsPassword,
  details,
  onChange,
  passwordError,
  passwordRef,
  disabled,
}: GuestDetailsProps) {
  if (pass) {
    return pass.name ? (
      <SendingAs>
        Sending as <strong>{pass.name}</strong>
      </SendingAs>
    ) : (
      <SendingAs>Sending without a name</SendingAs>
    );
  }
  return (
    <>
      <TextField
        label="Your name"
        hint="Optional. Shown with your photos."
        name="name"
        autoComplete="name"
        maxLength={GUEST_NAME_MAX}
        value={details.name}
        disabled={disabled}
        onChange={(event) => onChange({ ...details, name: event.target.value })}
      />
      {needsPassword ? (
        <PasswordField
          ref={passwordRef}
          label="Password"
          hint="The organiser shares it with the link."
          name="password"
          autoComplete="off"
          value={details.password}
          error={passwordError ?? undefined}
          disabled={disabled}
          onChange={(event) => onChange({ ...details, password: event.target.value })}
        />
      ) : null}
    </>
  );
}
