import { MESSAGES } from '@spaceshare/shared/messages';
import { GIG_FORM_DEFAULTS, gigFormSchema } from '@spaceshare/shared/schemas/gig';
import { usePageMeta } from '@/lib/page-meta';
import { ListingFormPage, useListingForm } from '../components/listing-form';
import { useCreateGig } from './api/create-gig';
import { GigFields } from './gig-fields';

export default function AddGigPage() {
  usePageMeta('Add New Gig');
  const form = useListingForm({
    id: 'gig',
    defaults: GIG_FORM_DEFAULTS,
    schema: gigFormSchema,
    save: useCreateGig(),
    saved: 'Your gig is live!',
    failed: MESSAGES.failedCreateGig,
    home: '/mygigs',
    draft: { form: 'gig:new', noun: 'gig' },
  });

  return (
    <ListingFormPage
      form={form}
      title="Add New Gig"
      intro="Offer the spare luggage space on your next trip. Buyers see your route, space and price per kg."
      submitLabel="Create Gig"
      pendingLabel="Creating..."
    >
      <GigFields form={form} />
    </ListingFormPage>
  );
}
