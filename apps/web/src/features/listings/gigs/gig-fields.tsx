import { LIMITS } from '@spaceshare/shared/constants';
import type { GigFormValues } from '@spaceshare/shared/schemas/gig';
import { CountrySelect } from '@/components/ui/country-select';
import { Field, FieldRow, FormSection, SpaceAndPriceSection, TitleAboutSection, type ListingForm } from '../components/listing-form';

/**
 * The gig form's sections, the same on Add New Gig and Edit Gig: the trip, its route, space and price.
 * `postedAt` (editing): when the gig was posted, which its days count from.
 */
export function GigFields({ form, postedAt }: { form: ListingForm<GigFormValues>; postedAt?: string }) {
  const { values, set, id, bind, countryAria } = form;
  return (
    <>
      <TitleAboutSection
        form={form}
        legend="Your trip"
        titlePlaceholder="e.g. Guangzhou to Accra, 20 kg"
        aboutPlaceholder="Dates, what you accept, how packages are handed over…"
      />

      <FormSection legend="Route">
        <FieldRow>
          <Field htmlFor={id('departureCountry')} label="Departure country">
            <CountrySelect id={id('departureCountry')} value={values.departureCountry} onChange={set('departureCountry')} {...countryAria('departureCountry')} />
          </Field>
          <Field htmlFor={id('departureCity')} label="Departure city">
            <input {...bind('departureCity')} className="input" maxLength={LIMITS.CITY_MAX} placeholder="e.g. Guangzhou" autoComplete="off" />
          </Field>
          <Field htmlFor={id('destinationCountry')} label="Destination country">
            <CountrySelect id={id('destinationCountry')} value={values.destinationCountry} onChange={set('destinationCountry')} {...countryAria('destinationCountry')} />
          </Field>
          <Field htmlFor={id('destinationCity')} label="Destination city">
            <input {...bind('destinationCity')} className="input" maxLength={LIMITS.CITY_MAX} placeholder="e.g. Accra" autoComplete="off" />
          </Field>
        </FieldRow>
      </FormSection>

      <SpaceAndPriceSection form={form} space="availableSpace" unit="kg" priceSuffix="¥/kg" postedAt={postedAt} />
    </>
  );
}
