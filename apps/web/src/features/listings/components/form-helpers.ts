type SafeParser = {
  safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
};

/** The field of the first problem (the one the spec's alert is about), so focus can move there. */
export function firstProblemField(schema: SafeParser, values: unknown): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const key = result.error?.issues[0]?.path[0];
  return key === undefined ? null : String(key);
}

/** Focuses and scrolls to the input whose id is `${prefix}-${field}`. */
export function focusField(prefix: string, field: string | null) {
  if (!field) return;
  const el = document.getElementById(`${prefix}-${field}`);
  if (el) {
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  }
}
