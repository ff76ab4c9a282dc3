// Kept apart from use-zod-form.ts: forms without a shared schema (sign-in) need no zod for this.

/**
 * Ties a field to the text of its error (docs/decisions/1302): aria-invalid while `errorId` is set,
 * and aria-describedby naming the error first, then the field's hints or counters.
 */
export function fieldAria(errorId: string | false | null | undefined, ...hintIds: (string | undefined)[]) {
  const ids = [errorId || undefined, ...hintIds].filter(Boolean);
  return { 'aria-invalid': errorId ? (true as const) : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
}
