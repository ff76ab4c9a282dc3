import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { GIG_FORM_DEFAULTS, GIG_TERMS_FIELDS, gigEditSchema, type Gig } from '@spaceshare/shared/schemas/gig';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { editStateQueryKey, useEditState } from '../api/get-edit-state';
import { EDIT_QUERY, EditGate } from '../components/listing-edit';
import { ListingFormPage, useListingForm, valuesFrom } from '../components/listing-form';
import { listingHref } from '../types';
import { getGig, gigQueryKey, gigQueryOptions } from './api/get-gig';
import { useUpdateGig } from './api/update-gig';
import { GigFields } from './gig-fields';

export default function EditGigPage() {
  usePageMeta(MESSAGES.editGig);
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const gig = useQuery({ ...gigQueryOptions(id), ...EDIT_QUERY });
  const editState = useEditState('gigs', id, !!user);
  return (
    <EditGate kind="gigs" title={MESSAGES.editGig} query={gig} editState={editState}>
      {(loaded, state) => <EditGigForm gig={loaded} termsLocked={state.termsLocked} />}
    </EditGate>
  );
}

/** The Add New Gig form filled with the gig; what it has no input for goes back as loaded. */
function EditGigForm({ gig, termsLocked }: { gig: Gig; termsLocked: boolean }) {
  const queryClient = useQueryClient();
  const form = useListingForm({
    id: 'gig',
    defaults: { ...valuesFrom(gig, GIG_FORM_DEFAULTS), spaceWas: gig.availableSpace },
    schema: gigEditSchema,
    save: useUpdateGig(gig._id),
    saved: MESSAGES.gigUpdated,
    failed: MESSAGES.failedUpdateGig,
    home: listingHref('gigs', gig._id),
    inline: true,
    draft: { form: `gig:${gig._id}`, version: gig.updatedAt, noun: 'gig' },
    // The terms open bookings hold are shown read-only up front (decision 2107); a booking made while
    // the form is open is refused on save, which asks again and locks them then.
    locked: termsLocked ? { fields: GIG_TERMS_FIELDS, reason: MESSAGES.gigTermsLocked } : undefined,
    refused: () => void queryClient.invalidateQueries({ queryKey: editStateQueryKey('gigs', gig._id) }),
    conflict: {
      field: 'availableSpace',
      reload: async () => {
        // A plain request rather than a refetch: a failed one must not turn the page into its error state.
        const now = await getGig(gig._id);
        queryClient.setQueryData(gigQueryKey(now._id), now);
        return { availableSpace: String(now.availableSpace), spaceWas: now.availableSpace };
      },
    },
  });

  return (
    <ListingFormPage
      form={form}
      title={MESSAGES.editGig}
      intro="Change what buyers see on this gig. While buyers have pending requests or open orders, its route and price stay as they are."
      submitLabel={MESSAGES.saveChanges}
      pendingLabel={MESSAGES.savingChanges}
    >
      <GigFields form={form} postedAt={gig.createdAt} />
    </ListingFormPage>
  );
}
