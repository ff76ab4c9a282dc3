import { createContext, use, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ZodType, output } from 'zod';
import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { visibleLength } from '@spaceshare/shared/rules/clean-text';
import { expiresAt, hasDeparted } from '@spaceshare/shared/rules/expiry';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmLeave } from '@/lib/confirm-leave';
import { fieldAria } from '@/lib/field-aria';
import { formatDate } from '@/lib/format';
import { focusInput, useZodForm } from '@/lib/use-zod-form';
import { Button } from '@/components/ui/button';
import { DraftNote } from '@/components/draft-note';
import { sameValue } from '@/lib/form-drafts';
import { useFormDraft, type DraftNotice } from '@/lib/use-form-draft';
import styles from './listing-form.module.css';

/** Keys of the values an input can hold as typed text. */
type TextKey<V> = { [K in keyof V]: string extends V[K] ? K : never }[keyof V] & string;

type Options<V, S extends ZodType> = {
  /** Inputs get the id `${id}-${field}`, which is how focus finds the field an alert is about. */
  id: string;
  /** The form's first values: the empty form, or the listing being edited (`valuesFrom`). */
  defaults: Readonly<V>;
  /** Its key order is the spec's alert order (§5). */
  schema: S;
  /** Create or update: whatever the form sends goes through it. */
  save: UseMutationResult<unknown, Error, output<S>>;
  /** Toast once saved. */
  saved: string;
  /** Alert prefix when the server refuses, e.g. MESSAGES.failedCreateGig. */
  failed: string;
  /** Where Save and Cancel lead: the owner's list after creating, the listing after editing. */
  home: string;
  /**
   * Edit forms: a 409 means space was booked while the form was open and the user had changed it.
   * `reload` answers the listing's values now (its space, and the `spaceWas` to send next time); they
   * replace the form's before the alert, which points at `field`.
   */
  conflict?: { field: TextKey<V>; reload(): Promise<Partial<V>> };
  /**
   * Edit forms (decision 2107): every problem, the form's own or the server's refusal, is said once on
   * the page, tied to its field, with no alert() on top. The add forms keep the spec's alerts (§5, §8).
   */
  inline?: boolean;
  /**
   * Edit forms: the fields open bookings hold (the kind's `*_TERMS_FIELDS` while the server says they
   * are locked), and why. They are read-only, show the listing's values, and point at the reason.
   */
  locked?: { fields: readonly (keyof V & string)[]; reason: string };
  /** After the server refused a save (a booking may have locked the terms meanwhile). */
  refused?(): void;
  /**
   * Where what is typed is kept until it is saved (decision 2440): the form's name for this listing
   * (`gig:new`, `gig:<id>`), and an edit form's listing version (its `updatedAt`), which a draft must
   * match to be restored. Its noun ('gig') names the listing in the form's note.
   */
  draft?: { form: string; version?: string; noun: string };
};

/** State, input binding and the alert-in-order submit flow of the gig and container forms, new or edited. */
export function useListingForm<V extends object, S extends ZodType>(options: Options<V, S>) {
  const { id: prefix, defaults, schema, save, saved, failed, home, conflict, inline = false, locked, refused, draft: draftOf } = options;
  const [values, setValues, draft] = useFormDraft(draftOf, defaults);
  const { check } = useZodForm(schema);
  // The alert's message stays on the page, under its field (aria-invalid, aria-describedby), or above
  // the form when it is about no field shown. `form`: the form's own check, which follows the values;
  // `server`: a refusal, which stays until the next submit.
  const [raised, setProblem] = useState<{ field: string | null; message: string; source: 'form' | 'server' } | null>(null);
  // A problem of the form's own follows the field as it is typed in (decision 2312): gone once the
  // field is valid, its current message while it is not. The next submit finds the next field's.
  const problem = useMemo(() => (raised?.source === 'form' && raised.field ? stillWrong(schema, values, raised) : raised), [schema, values, raised]);
  // Leaving with unsaved changes asks first (decisions 2110, 2312); once saved, the form leaves as told.
  // While a draft keeps them, a link of the site says so, and a reload or a closed tab is not asked
  // about: the form offers the draft again (decision 2441).
  const [done, setDone] = useState(false);
  const edited = !done && Object.keys(defaults).some((key) => !sameValue(values[key as keyof V], defaults[key as keyof V]));
  useConfirmLeave(edited ? (draft.kept ? MESSAGES.listingLeaveDraftKept : MESSAGES.listingLeaveUnsaved) : null, { unload: !draft.kept });
  const errorId = `${prefix}-error`;
  const lockedId = `${prefix}-locked`;
  const lockedFields: readonly string[] = locked?.fields ?? [];
  const isLocked = (key: string) => lockedFields.includes(key);
  // Once fields lock (a booking came in while the form was open), they show the listing's values
  // again: what was typed there could only be refused.
  const lockedKey = lockedFields.join(' ');
  useEffect(() => {
    if (!lockedKey) return;
    const keys = lockedKey.split(' ') as (keyof V)[];
    setValues((v) => ({ ...v, ...Object.fromEntries(keys.map((k) => [k, defaults[k]])) }));
    // `defaults` is the loaded listing; only a change of the locked fields calls for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lockedKey]);
  const navigate = useNavigate();
  const toast = useToast();

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const id = (key: keyof V & string) => `${prefix}-${key}`;
  /** aria-invalid and aria-describedby of a field: the error when it is about this field, then `hints`. */
  const aria = (key: keyof V & string, ...hints: string[]) =>
    fieldAria(problem?.field === key && errorId, ...hints, isLocked(key) ? lockedId : undefined);
  const bind = (key: TextKey<V>, ...hints: string[]) => ({
    ...aria(key, ...hints),
    readOnly: isLocked(key) || undefined,
    id: id(key),
    value: String(values[key] ?? ''),
    // TextKey guarantees a string is a valid value for this key.
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value as V[typeof key]),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    // One alert at a time, in the spec's order (§5).
    const checked = check(values);
    if (!checked.ok) {
      // Under its field when the form shows one for it (the gig's legacy fields have none).
      const input = checked.problem.field && `${prefix}-${checked.problem.field}`;
      const field = input && document.getElementById(input) ? checked.problem.field : null;
      flushSync(() => setProblem({ field, message: checked.problem.message, source: 'form' }));
      if (!inline) window.alert(checked.problem.message);
      if (input && field) focusInput(input);
      else if (inline) document.getElementById(errorId)?.focus();
      return;
    }
    setProblem(null);
    save.mutate(checked.data, {
      onSuccess: () => {
        draft.finish();
        flushSync(() => setDone(true));
        toast.success(saved);
        navigate(home);
      },
      onError: (err) => {
        if (conflict && err instanceof ApiError && err.status === 409) void onConflict(conflict, err);
        else {
          const message = errorMessage(err, 'Request failed');
          // The refusal stays on the page once the alert is closed (a price the open bookings hold).
          flushSync(() => setProblem({ field: null, message, source: 'server' }));
          if (inline) document.getElementById(errorId)?.focus();
          else window.alert(`${failed}${message}`);
          refused?.();
        }
      },
    });
  }

  async function onConflict({ field, reload }: NonNullable<typeof conflict>, err: ApiError) {
    const message = errorMessage(err, 'Request failed');
    // Without the listing as it is now, the alert still says why; the next save may meet it again.
    const fresh = await reload().catch(() => ({}));
    // Drawn before the alert, which blocks the page: the space left shows behind it.
    flushSync(() => {
      setValues((v) => ({ ...v, ...fresh }));
      setProblem({ field, message, source: 'server' });
    });
    if (!inline) window.alert(`${failed}${message}`);
    focusInput(id(field));
  }

  /** The CountrySelect's way of saying the same. */
  const countryAria = (key: keyof V & string) => {
    const a = aria(key);
    return { invalid: !!a['aria-invalid'], describedBy: a['aria-describedby'], readOnly: isLocked(key) || undefined };
  };

  return {
    values,
    set,
    id,
    bind,
    aria,
    countryAria,
    onSubmit,
    problem: problem?.message ?? null,
    problemInput: problem?.field ? id(problem.field as keyof V & string) : null,
    errorId,
    inline,
    isLocked,
    locked: locked && lockedFields.length > 0 ? { id: lockedId, reason: locked.reason } : null,
    pending: save.isPending,
    cancel: () => navigate(home),
    draft: draftOf ? { notice: draft.notice, noun: draftOf.noun, discard: draft.discard } : null,
  };
}

/** The first message about `field` in `values`, or null once the field is valid. */
function stillWrong<P extends { field: string | null; message: string }>(schema: ZodType, values: unknown, problem: P): P | null {
  const result = schema.safeParse(values);
  const issue = result.success ? undefined : result.error.issues.find((i) => String(i.path[0] ?? '') === problem.field);
  return issue ? { ...problem, message: issue.message } : null;
}

/** The input a problem is about and its message, for `Field` to show under that input. */
const FieldProblem = createContext<{ input: string | null; message: string | null; errorId: string; inline: boolean } | null>(null);

/** A form of useListingForm whose values are (at least) `V`: what a listing's field sections take. */
export type ListingForm<V extends object> = ReturnType<typeof useListingForm<V, ZodType>>;

type BindProps = ReturnType<typeof fieldAria> & { id: string; value: string; readOnly?: boolean; onChange(e: { target: { value: string } }): void };

/** What the shared fields need of a form; `K` are the keys they bind. */
type FormOf<K extends string> = {
  values: Partial<Record<K, unknown>>;
  bind(key: K, ...hints: string[]): BindProps;
  id(key: K): string;
};

/**
 * The form's values for a loaded listing: each field of `defaults` as the listing has it, numbers that
 * an input holds as text ('' in `defaults`) turned into that text. The fields the form has no input
 * for (a gig's legacy ones) come along as they are, so saving sends them back unchanged.
 */
export function valuesFrom<V extends object>(listing: Record<keyof V, unknown>, defaults: Readonly<V>): V {
  const values: V = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof V)[]) {
    const loaded = listing[key];
    if (loaded === undefined || loaded === null) continue;
    // The listing's own value for the key; only its type (number for text) is adapted.
    values[key] = (typeof defaults[key] === 'string' && typeof loaded === 'number' ? String(loaded) : loaded) as V[keyof V];
  }
  return values;
}

/** Page, header, sections and the Cancel / submit footer of an add or edit form. */
export function ListingFormPage({
  form,
  title,
  intro,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: {
    onSubmit(e: FormEvent): void;
    pending: boolean;
    cancel(): void;
    problem: string | null;
    problemInput: string | null;
    errorId: string;
    inline: boolean;
    locked: { id: string; reason: string } | null;
    draft: { notice: DraftNotice; noun: string; discard(): void } | null;
  };
  title: string;
  intro: string;
  submitLabel: string;
  /** The submit button's words while saving: 'Creating...', 'Saving...'. */
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={`container page ${styles.page}`}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        {/* A problem about no field shown (a refusal of the server) above the fields; one about a field
            under it (Field). On the add forms already said by the alert (spec §5), so not a live region
            there; on the edit forms it is the only telling, so it is announced. */}
        {form.problem && !form.problemInput && (
          <p id={form.errorId} className="form-error" role={form.inline ? 'alert' : undefined} tabIndex={-1}>
            {form.problem}
          </p>
        )}
        {form.draft && <DraftNote notice={form.draft.notice} noun={form.draft.noun} done="saved" onDiscard={form.draft.discard} />}
        {form.locked && (
          <p id={form.locked.id} className={styles.locked}>
            {form.locked.reason}
          </p>
        )}
        <FieldProblem value={{ input: form.problemInput, message: form.problem, errorId: form.errorId, inline: form.inline }}>{children}</FieldProblem>
        <div className={styles.footer}>
          <button type="button" className="btn btn-outline" onClick={form.cancel}>
            Cancel
          </button>
          <Button type="submit" className="btn btn-primary" inactive={form.pending}>
            {form.pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Fields side by side: two columns (one below 560 px), or as many 160 px columns as fit. */
export function FieldRow({ three, children }: { three?: boolean; children: ReactNode }) {
  return <div className={three ? styles.row3 : styles.row}>{children}</div>;
}

/** A label, its input, and the form's problem when it is about this input (its aria-describedby names it). */
export function Field({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  const problem = use(FieldProblem);
  return (
    <div className="field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {problem?.input === htmlFor && problem.message && (
        <p id={problem.errorId} className="field-error" role={problem.inline ? 'alert' : undefined}>
          {problem.message}
        </p>
      )}
    </div>
  );
}

/** Title and About with their character counters. */
export function TitleAboutSection({
  form,
  legend,
  titlePlaceholder,
  aboutPlaceholder,
}: {
  form: FormOf<'title' | 'about'>;
  legend: string;
  titlePlaceholder: string;
  aboutPlaceholder: string;
}) {
  const titleCount = `${form.id('title')}-count`;
  const aboutCount = `${form.id('about')}-count`;
  return (
    <FormSection legend={legend}>
      <Field htmlFor={form.id('title')} label="Title">
        <input {...form.bind('title', titleCount)} className="input" maxLength={LIMITS.TITLE_MAX} placeholder={titlePlaceholder} />
        <span id={titleCount} className={styles.counter}>
          {visibleLength(String(form.values.title).trim())}/{LIMITS.TITLE_MAX} (at least {LIMITS.TITLE_MIN})
        </span>
      </Field>
      <Field htmlFor={form.id('about')} label="About">
        <textarea {...form.bind('about', aboutCount)} className="textarea" maxLength={LIMITS.ABOUT_MAX} placeholder={aboutPlaceholder} />
        <span id={aboutCount} className={styles.counter}>
          {visibleLength(String(form.values.about).trim())} characters (at least {LIMITS.ABOUT_MIN})
        </span>
      </Field>
    </FormSection>
  );
}

/**
 * Available space, price per unit and expiry days, each a number input with its unit after it.
 * `children` go under the row (the container's total value).
 */
export function SpaceAndPriceSection<S extends string>({
  form,
  space,
  unit,
  priceSuffix,
  postedAt,
  departureDate,
  children,
}: {
  form: FormOf<S | 'priceRMB' | 'expirationDays'>;
  /** The space field: 'availableSpace' (kg) or 'availableSpaceCBM'. */
  space: S;
  unit: string;
  priceSuffix: string;
  /** Edit forms: when the listing was posted, which the days count from (not from today). */
  postedAt?: string;
  /** A container's departure as typed: it ends the listing when it comes before the days (decision 2460). */
  departureDate?: string;
  children?: ReactNode;
}) {
  const endsId = `${form.id('expirationDays')}-ends`;
  return (
    <FormSection legend="Space and price">
      <FieldRow three>
        <NumberField form={form} name={space} label={`Available space (${unit})`} suffix={unit} decimal />
        <NumberField form={form} name="priceRMB" label={`Price per ${unit} (¥ RMB)`} suffix={priceSuffix} />
        <NumberField
          form={form}
          name="expirationDays"
          label="Listing expires after (days)"
          suffix="days"
          hints={postedAt ? [endsId] : []}
        />
      </FieldRow>
      {postedAt && <ExpiryNote id={endsId} postedAt={postedAt} days={Number(form.values.expirationDays)} departureDate={departureDate} />}
      {children}
    </FormSection>
  );
}

function NumberField<K extends string>({
  form,
  name,
  label,
  suffix,
  decimal,
  hints = [],
}: {
  form: FormOf<K>;
  name: K;
  label: string;
  suffix: string;
  /** Space takes halves; prices and days are whole (the keyboard a phone shows). */
  decimal?: boolean;
  /** Ids of lines that describe the input. */
  hints?: string[];
}) {
  return (
    <Field htmlFor={form.id(name)} label={label}>
      <div className={styles.suffixed}>
        {/* Text, not type=number: Chromium drops a comma it takes for a thousands separator ('7,5' → 75);
            the shared rule reads '7,5' as 7.5 and refuses '1,000' (decision 2312). */}
        <input {...form.bind(name, ...hints)} className="input" type="text" inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" />
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
      </div>
    </Field>
  );
}

/**
 * On an edit form, when the listing ends with the days typed: they count from posting, as when it was
 * created, so a courier adding a week to a listing posted a month ago types 37 rather than 7.
 */
function ExpiryNote({ id, postedAt, days, departureDate }: { id: string; postedAt: string; days: number; departureDate?: string }) {
  // A container that has sailed is closed whatever its days (decisions 2460, 2520): no more days to ask for.
  if (hasDeparted(departureDate)) {
    return (
      <p id={id} className={styles.note}>
        Days count from the day it was posted, {formatDate(postedAt)}. It departed on {formatDate(departureDate)}: it takes no more bookings,
        whatever the days.
      </p>
    );
  }
  const ends = days > 0 ? expiresAt(postedAt, days, departureDate) : null;
  const past = ends !== null && ends.getTime() <= Date.now();
  return (
    <p id={id} className={styles.note}>
      Days count from the day it was posted, {formatDate(postedAt)}
      {ends && (
        <>
          : it {past ? 'ended' : 'ends'} on {formatDate(ends.toISOString())}
        </>
      )}
      .{past && ' Choose more days to open it again.'}
    </p>
  );
}

/** A line under a section, e.g. the container's total capacity value. */
export function FormNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.total} aria-live="polite">
      {children}
    </p>
  );
}
