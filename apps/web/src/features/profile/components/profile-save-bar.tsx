import { useLayoutEffect, useRef } from 'react';
import { MESSAGES } from '@spaceshare/shared/messages';
import { Button } from '@/components/ui/button';
import type { ProfileEditor } from './use-profile-editor';
import styles from '../profile.module.css';

/** Fixed at the bottom while editing: unsaved-changes note, Cancel and Save All Changes. */
export function ProfileSaveBar({ editor }: { editor: ProfileEditor }) {
  const bar = useRef<HTMLDivElement>(null);
  useBottomBarHeight(bar);
  return (
    <div ref={bar} className={styles.saveBar} role="region" aria-label="Profile changes">
      <div className={`container ${styles.saveBarInner}`}>
        <p className={styles.saveText}>{editor.dirty ? MESSAGES.unsavedChanges : 'Editing your profile'}</p>
        <div className={styles.saveActions}>
          <Button type="button" className="btn btn-outline" onClick={editor.cancel} inactive={editor.saving}>
            Cancel
          </Button>
          <Button type="button" className="btn btn-primary" onClick={editor.save} inactive={editor.saving || editor.uploading}>
            {editor.saving ? MESSAGES.saving : editor.uploading ? MESSAGES.uploadingImage : 'Save All Changes'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Publishes the bar's height as `--bottom-bar-height` on the page while it is shown: toasts rise
 * above it instead of covering Cancel and Save, and keyboard focus and scrolling to a field stop
 * above it (scroll padding), whatever its height on this screen (issue 13).
 */
function useBottomBarHeight(bar: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--bottom-bar-height', `${el.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-bar-height');
    };
  }, [bar]);
}
