import { useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import { profileUpdateSchema, type User } from '@spaceshare/shared/schemas/user';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { chosenImageError, uploadImage } from '@/lib/upload-image';
import { focusField, useZodForm } from '@/lib/use-zod-form';
import { useUpdateUser } from '../api/update-user';

export type ProfileForm = { desc: string; country: string; phone: string; img: string; languages: string[] };
export type ProfileEditor = ReturnType<typeof useProfileEditor>;

const fromUser = (user: User): ProfileForm => ({ desc: user.desc ?? '', country: user.country ?? '', phone: user.phone ?? '', img: user.img ?? '', languages: user.languages ?? ['English'] });

/**
 * Edit mode of the own profile (spec §4): fields held locally until 'Save All Changes'; the avatar
 * uploads as soon as it is chosen and only its URL waits for the save.
 */
export function useProfileEditor(user: User) {
  const toast = useToast();
  const update = useUpdateUser(user._id);
  const initial = useMemo(() => fromUser(user), [user]);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ProfileForm>(initial);
  const { errors, check, setError, clearErrors } = useZodForm(profileUpdateSchema);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const dirty = editing && (Object.keys(initial) as (keyof ProfileForm)[]).some((k) => String(form[k]) !== String(initial[k]));

  // Leaving the page with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  function set<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setError(key);
  }

  function start() {
    setForm(initial);
    clearErrors();
    setPreview(null);
    setEditing(true);
  }

  function cancel() {
    setForm(initial);
    clearErrors();
    setPreview(null);
    setEditing(false);
  }

  async function chooseImage(file: File) {
    const problem = await chosenImageError(file);
    if (problem) {
      setError('img', problem);
      toast.error(problem);
      return;
    }
    setError('img');
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const url = await uploadImage(file);
      setForm((f) => ({ ...f, img: url }));
      toast.success(MESSAGES.imageUploaded);
    } catch (err) {
      setPreview(null);
      // The server's reason ('Please select an image file') when it gave one (decision 2312).
      toast.error(errorMessage(err, MESSAGES.imageUploadFailed, { serverOnly: true }));
    } finally {
      setUploading(false);
    }
  }

  function save() {
    if (uploading) return;
    const checked = check(form);
    if (!checked.ok) {
      toast.error(MESSAGES.fixErrors);
      focusFirstInvalid();
      return;
    }
    update.mutate(checked.data, {
      onSuccess: () => {
        setEditing(false);
        setPreview(null);
        toast.success(MESSAGES.profileUpdated);
      },
      onError: (err) => {
        setForm(initial);
        setPreview(null);
        toast.error(errorMessage(err, MESSAGES.profileUpdateFailed, { serverOnly: true }));
      },
    });
  }

  return { editing, form, errors, preview, uploading, saving: update.isPending, dirty, set, start, cancel, chooseImage, save };
}

/** After the errors render, takes the user to the first field in error (issue 13). */
function focusFirstInvalid() {
  requestAnimationFrame(() => focusField(document.querySelector<HTMLElement>('main [aria-invalid="true"]')));
}
