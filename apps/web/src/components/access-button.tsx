import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { MouseEventHandler } from 'react';

interface AccessButtonProps extends ButtonProps {
  /** Whether the user holds the permission this action needs. */
  allowed: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  type?: 'button' | 'submit';
}

/**
 * A button that needs a permission: without it the button is disabled and its tooltip
 * says 'no access' (spec 01 section 6). The wrapper takes the hover a disabled button cannot.
 */
export function AccessButton({ allowed, disabled, children, ...props }: AccessButtonProps) {
  const button = (
    <Button {...props} disabled={!allowed || disabled}>
      {children}
    </Button>
  );
  if (allowed) return button;
  return (
    <Tooltip label={MESSAGES.noAccess}>
      <span style={{ display: 'inline-block' }}>{button}</span>
    </Tooltip>
  );
}
