import { useId } from 'react';
import { useToast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useExportData } from '../api/account-security';
import styles from '../settings.module.css';

/** Saves a file in the browser without leaving the page. */
function save(json: string, filename: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings › Security › Your data: a copy of everything SpaceShare keeps about the user (decision 1501). */
export function DownloadData() {
  const id = useId();
  const toast = useToast();
  const exportData = useExportData();

  function download() {
    exportData.mutateAsync().then(
      ({ json, filename }) => {
        save(json, filename);
        toast.success('Your data was downloaded.');
      },
      (err: unknown) => toast.error(errorMessage(err, 'Failed to download your data')),
    );
  }

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.blockTitle}>
        Your data
      </h2>
      <p className={styles.groupLede}>
        A copy of everything SpaceShare keeps about you: your profile, listings, requests, orders, reviews, messages, alerts, sessions
        and the devices that get your notifications, as one JSON file.
      </p>
      <Button type="button" className="btn btn-outline btn-sm" onClick={download} inactive={exportData.isPending}>
        {exportData.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
    </section>
  );
}
