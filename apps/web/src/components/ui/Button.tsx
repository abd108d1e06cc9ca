import type { ButtonHTMLAttributes, Ref } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'inverse';
  ref?: Ref<HTMLButtonElement>;
};

/** A native button with the portal's look (no extra script: it stays in the first chunk). */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: Props) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
