import { CONTAINER_TYPES, LIMITS, TAX_CLEARANCE, TAX_CLEARANCE_LABELS } from '@spaceshare/shared/constants';
import { containerTotalValue, formatRMB } from '@spaceshare/shared/rules/price';
import { earliestDepartureDate, latestListingDate, type ContainerFormValues } from '@spaceshare/shared/schemas/container';
import { CountrySelect } from '@/components/ui/country-select';
import { Field, FieldRow, FormNote, FormSection, SpaceAndPriceSection, TitleAboutSection, type ListingForm } from '../components/listing-form';

/**
 * The container form's sections, the same on Add New Container and Edit Container (`postedAt`: see
 * GigFields; `keptDeparture`: the edited listing's departure, which may stay even once past, decision 2460).
 */
export function ContainerFields({ form, postedAt, keptDeparture }: { form: ListingForm<ContainerFormValues>; postedAt?: string; keptDeparture?: string }) {
  const { values, set, id, bind, aria, countryAria, isLocked } = form;
  const total = containerTotalValue(Number(values.availableSpaceCBM), Number(values.priceRMB));

  return (
    <>
      <TitleAboutSection
        form={form}
        legend="Listing"
        titlePlaceholder="e.g. 40ft Shenzhen to Tema"
        aboutPlaceholder="Route, handling, tracking, what cargo you accept…"
      />

      <FormSection legend="Container and cargo">
        <FieldRow>
          <Field htmlFor={id('containerType')} label="Container type">
            <select
              id={id('containerType')}
              {...aria('containerType')}
              disabled={isLocked('containerType')}
              className="select"
              value={values.containerType}
              onChange={(e) => set('containerType')(e.target.value as ContainerFormValues['containerType'])}
            >
              {CONTAINER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor={id('cargoType')} label="Cargo type">
            <input {...bind('cargoType')} className="input" maxLength={LIMITS.CARGO_TYPE_MAX} placeholder="e.g. General merchandise, boxed" />
          </Field>
        </FieldRow>
        <Field htmlFor={id('taxClearance')} label="Tax clearance">
          <select
            id={id('taxClearance')}
            {...aria('taxClearance')}
            disabled={isLocked('taxClearance')}
            className="select"
            value={values.taxClearance}
            onChange={(e) => set('taxClearance')(e.target.value as ContainerFormValues['taxClearance'])}
          >
            <option value="">Select…</option>
            {TAX_CLEARANCE.map((value) => (
              <option key={value} value={value}>
                {TAX_CLEARANCE_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
      </FormSection>

      <FormSection legend="Location and dates">
        <FieldRow>
          <Field htmlFor={id('locationCountry')} label="Location country">
            <CountrySelect id={id('locationCountry')} value={values.locationCountry} onChange={set('locationCountry')} {...countryAria('locationCountry')} />
          </Field>
          <Field htmlFor={id('locationCity')} label="Location city">
            <input {...bind('locationCity')} className="input" maxLength={LIMITS.CITY_MAX} placeholder="e.g. Shenzhen" autoComplete="off" />
          </Field>
          <Field htmlFor={id('departureDate')} label="Departure date">
            <input {...bind('departureDate')} className="input" type="date" min={earliestAllowed(keptDeparture)} max={latestListingDate()} />
          </Field>
          <Field htmlFor={id('arrivalDate')} label="Arrival date">
            <input {...bind('arrivalDate')} className="input" type="date" min={values.departureDate || undefined} max={latestListingDate()} />
          </Field>
        </FieldRow>
      </FormSection>

      <SpaceAndPriceSection form={form} space="availableSpaceCBM" unit="CBM" priceSuffix="¥" postedAt={postedAt} departureDate={values.departureDate}>
        {total > 0 && <FormNote>Total capacity value: {formatRMB(total)}</FormNote>}
      </SpaceAndPriceSection>
    </>
  );
}

/** The date picker's first day: today's earliest departure, or the kept one when it is earlier. */
function earliestAllowed(kept: string | undefined): string {
  const earliest = earliestDepartureDate();
  return kept && kept < earliest ? kept : earliest;
}
