import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /**
   * Unavailable for now (a request pending, the last page reached): announced as disabled and
   * ignores clicks, but keeps focus. The `disabled` attribute would drop a focused button's focus to
   * <body> (docs/decisions/1302).
   */
  inactive?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A <button> that stays focusable while it cannot be used. A click on an inactive submit button is
 * cancelled too, so Enter in a field of its form does not submit twice. A button that can be inactive
 * acts once per double-click: the second click (its `detail` counts 2) comes before React has drawn
 * the button busy, and would send the request again.
 */
export function Button({ inactive, onClick, type = 'button', ...rest }: Props) {
  const guarded = (e: MouseEvent<HTMLButtonElement>) => {
    if (inactive || (inactive !== undefined && e.detail > 1)) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return <button type={type} aria-disabled={inactive || undefined} onClick={guarded} {...rest} />;
}
