import { LIMITS } from '@spaceshare/shared/constants';
import { MESSAGES } from '@spaceshare/shared/messages';
import { GIG_FORM_DEFAULTS, gigFormSchema } from '@spaceshare/shared/schemas/gig';
import { CountrySelect } from '@/components/ui/country-select';
import { usePageMeta } from '@/lib/page-meta';
import { Field, FieldRow, FormSection, ListingFormPage, SpaceAndPriceSection, TitleAboutSection, useListingForm } from '../components/listing-form';
import { useCreateGig } from './api/create-gig';

export default function AddGigPage() {
  usePageMeta('Add New Gig');
  const form = useListingForm({
    id: 'gig',
    defaults: GIG_FORM_DEFAULTS,
    schema: gigFormSchema,
    create: useCreateGig(),
    created: 'Your gig is live!',
    failed: MESSAGES.failedCreateGig,
    home: '/mygigs',
  });
  const { values, set, id, bind, countryAria } = form;

  return (
    <ListingFormPage
      form={form}
      title="Add New Gig"
      intro="Offer the spare luggage space on your next trip. Buyers see your route, space and price per kg."
      submitLabel="Create Gig"
    >
      <TitleAboutSection
        form={form}
        legend="Your trip"
        titlePlaceholder="e.g. Guangzhou to Accra, 20 kg spare luggage"
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

      <SpaceAndPriceSection form={form} space="availableSpace" unit="kg" priceSuffix="¥/kg" />
    </ListingFormPage>
  );
}
