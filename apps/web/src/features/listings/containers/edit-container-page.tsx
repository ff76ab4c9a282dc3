import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { CONTAINER_FORM_DEFAULTS, CONTAINER_TERMS_FIELDS, containerEditFormSchema, type Container } from '@spaceshare/shared/schemas/container';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { containerQueryKey, containerQueryOptions, getContainer } from './api/get-container';
import { useUpdateContainer } from './api/update-container';
import { ContainerFields } from './container-fields';
import { editStateQueryKey, useEditState } from '../api/get-edit-state';
import { EDIT_QUERY, EditGate } from '../components/listing-edit';
import { ListingFormPage, useListingForm, valuesFrom } from '../components/listing-form';
import { listingHref } from '../types';

export default function EditContainerPage() {
  usePageMeta(MESSAGES.editContainer);
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const container = useQuery({ ...containerQueryOptions(id), ...EDIT_QUERY });
  const editState = useEditState('containers', id, !!user);
  return (
    <EditGate kind="containers" title={MESSAGES.editContainer} query={container} editState={editState}>
      {(loaded, state) => <EditContainerForm container={loaded} termsLocked={state.termsLocked} />}
    </EditGate>
  );
}

/** The Add New Container form filled with the container. */
function EditContainerForm({ container, termsLocked }: { container: Container; termsLocked: boolean }) {
  const queryClient = useQueryClient();
  // The stored departure may stay as it is, even gone; a new one may not be in the past (decision 2460).
  const schema = useMemo(() => containerEditFormSchema(container.departureDate), [container.departureDate]);
  const form = useListingForm({
    id: 'container',
    defaults: { ...valuesFrom(container, CONTAINER_FORM_DEFAULTS), spaceWas: container.availableSpaceCBM },
    schema,
    save: useUpdateContainer(container._id),
    saved: MESSAGES.containerUpdated,
    failed: MESSAGES.failedUpdateContainer,
    home: listingHref('containers', container._id),
    inline: true,
    draft: { form: `container:${container._id}`, version: container.updatedAt, noun: 'container' },
    // The terms open bookings hold are shown read-only up front (decision 2107); a booking made while
    // the form is open is refused on save, which asks again and locks them then.
    locked: termsLocked ? { fields: CONTAINER_TERMS_FIELDS, reason: MESSAGES.containerTermsLocked } : undefined,
    refused: () => void queryClient.invalidateQueries({ queryKey: editStateQueryKey('containers', container._id) }),
    conflict: {
      field: 'availableSpaceCBM',
      reload: async () => {
        // A plain request rather than a refetch: a failed one must not turn the page into its error state.
        const now = await getContainer(container._id);
        queryClient.setQueryData(containerQueryKey(now._id), now);
        return { availableSpaceCBM: String(now.availableSpaceCBM), spaceWas: now.availableSpaceCBM };
      },
    },
  });

  return (
    <ListingFormPage
      form={form}
      title={MESSAGES.editContainer}
      intro="Change what buyers see on this container. While buyers have pending requests or open orders, its location, type, tax clearance and price stay as they are; buyers are told of new dates or cargo type."
      submitLabel={MESSAGES.saveChanges}
      pendingLabel={MESSAGES.savingChanges}
    >
      <ContainerFields form={form} postedAt={container.createdAt} keptDeparture={container.departureDate} />
    </ListingFormPage>
  );
}
