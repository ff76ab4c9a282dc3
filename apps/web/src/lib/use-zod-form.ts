import { useState } from 'react';
import type { ZodType, input, output } from 'zod';
import { MESSAGES } from '@spaceshare/shared/messages';
import { fieldErrors } from '@spaceshare/shared/schemas/fields';

type FieldOf<S extends ZodType> = keyof input<S> & string;

/** First message per field, for forms that show them under the inputs. */
export type FieldErrors<S extends ZodType> = Partial<Record<FieldOf<S>, string>>;

/**
 * The first issue in schema order. The shared schemas list their keys in the order the spec raises
 * its alerts, so this is the one message a single-alert form shows and the field it focuses.
 */
export type FormProblem<S extends ZodType> = { field: FieldOf<S> | null; message: string };

export type FormCheck<S extends ZodType> = { ok: true; data: output<S> } | { ok: false; problem: FormProblem<S> };

/**
 * The one way a form validates: against its shared schema, on submit, all fields at once. `check`
 * records every field's first message in `errors` and also returns the first problem, so a form can
 * show errors under its inputs, one alert, or both.
 */
export function useZodForm<S extends ZodType>(schema: S) {
  const [errors, setErrors] = useState<FieldErrors<S>>({});

  function check(values: unknown): FormCheck<S> {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    // An issue's first path segment is always one of the input's own keys.
    setErrors(fieldErrors(result.error) as FieldErrors<S>);
    const first = result.error.issues[0];
    const field = first?.path[0];
    return {
      ok: false,
      problem: { field: field === undefined ? null : (String(field) as FieldOf<S>), message: first?.message ?? MESSAGES.invalidField },
    };
  }

  /** Sets or (with no message) clears one field's error, e.g. a file refused before any submit. */
  function setError(field: FieldOf<S>, message?: string) {
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  }

  return { errors, check, setError, clearErrors: () => setErrors({}) };
}

/** Focuses and scrolls to the input of a field, found by its id. */
export function focusInput(id: string) {
  focusField(document.getElementById(id));
}

/**
 * Focuses an element by id after the next frame: for what an answer re-renders or moves (a request or
 * order card whose buttons went with the action), which would lose the focus if taken at once.
 */
export function focusAfterRender(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Focuses a field and brings it to the middle of the screen (clear of sticky bars). */
export function focusField(el: HTMLElement | null) {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center' });
}
