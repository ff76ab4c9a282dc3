import { MESSAGES } from '@spaceshare/shared/messages';
import { CONTAINER_FORM_DEFAULTS, containerFormSchema } from '@spaceshare/shared/schemas/container';
import { usePageMeta } from '@/lib/page-meta';
import { ListingFormPage, useListingForm } from '../components/listing-form';
import { useCreateContainer } from './api/create-container';
import { ContainerFields } from './container-fields';

export default function AddContainerPage() {
  usePageMeta('Add New Container');
  const form = useListingForm({
    id: 'container',
    defaults: CONTAINER_FORM_DEFAULTS,
    schema: containerFormSchema,
    save: useCreateContainer(),
    saved: 'Your container is listed!',
    failed: MESSAGES.failedCreateContainer,
    home: '/myContainers',
    draft: { form: 'container:new', noun: 'container' },
  });

  return (
    <ListingFormPage
      form={form}
      title="Add New Container"
      intro="List the spare cargo space in your container. Buyers see the type, dates, space and price per CBM."
      submitLabel="Create Container"
      pendingLabel="Creating..."
    >
      <ContainerFields form={form} />
    </ListingFormPage>
  );
}
