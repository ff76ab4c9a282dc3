import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '@spaceshare/shared/messages';
import { SESSION_TIMEOUT_OPTIONS, type Settings } from '@spaceshare/shared/settings';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useToast } from '@/components/ui/toast';
import { useConfirmLeave } from '@/lib/confirm-leave';
import { useCurrentUser } from '@/lib/current-user';
import { usePageMeta } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { BlockedUsers } from './components/blocked-users';
import { ChangeEmail } from './components/change-email';
import { ChangePassword } from './components/change-password';
import { DeleteAccount } from './components/delete-account';
import { DeviceNotifications } from './components/device-notifications';
import { DownloadData } from './components/download-data';
import { SessionsList } from './components/sessions-list';
import { TabList, TabPanel, type TabDef } from './components/tabs';
import { useAccountSettings, useSaveAccountSettings } from './api/account-settings';
import { loadDraft, loadSettings, storeDraft, storeSettings } from './settings-storage';
import styles from './settings.module.css';

type TabId = 'notifications' | 'security' | 'delivery' | 'payment';
type BoolKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

const soon = (name: string) => (
  <>
    {name} <span className={styles.soon}>(Soon)</span>
  </>
);

const TABS: TabDef<TabId>[] = [
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'delivery', label: soon('Delivery') },
  { id: 'payment', label: soon('Payment') },
];

const NOTIFICATION_TOGGLES: Toggle[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'Messages, requests and orders by email (password and security emails always go).' },
  { key: 'pushNotifications', label: 'Push notifications', description: 'Messages, requests, orders and new gigs on routes you watch, on the phones and computers where you turn on notifications below.' },
  { key: 'smsNotifications', label: 'SMS notifications', description: 'Text messages for time-critical updates. Not available yet: nothing is sent.' },
  { key: 'orderUpdates', label: 'Order updates', description: 'Emails and device notifications when a request or order is answered, delivered or cancelled (the bell always shows them).' },
  { key: 'messageAlerts', label: 'Message alerts', description: 'A device notification at once, and an email when a message waits unread for a few minutes (the bell and the Messages badge always show it).' },
  { key: 'marketingEmails', label: 'Marketing emails', description: 'Tips, new routes and occasional offers.' },
];

const SECURITY_TOGGLES: Toggle[] = [
  { key: 'twoFactorAuth', label: 'Two-factor authentication', description: 'Ask for a one-time code when signing in on a new device. Not available yet.' },
  { key: 'loginAlerts', label: 'Login alerts', description: 'Tell me when my account signs in from a new browser.' },
];

export default function SettingsPage() {
  usePageMeta('Settings');
  const toast = useToast();
  // ?tab=security opens a section directly (the sign-in alert email links there).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>(() => TABS.find((t) => t.id === params.get('tab'))?.id ?? 'notifications');
  const { user } = useCurrentUser();
  // Drafts are per person: someone else signing in on this tab does not find them (nor save them).
  const draftOwner = user?._id ?? null;
  const [draft] = useState(() => loadDraft(draftOwner));
  const [settings, setSettings] = useState<Settings>(() => draft ?? loadSettings());
  const [edited, setEdited] = useState(draft !== null);
  const account = useAccountSettings(!!user);
  const saveToAccount = useSaveAccountSettings();
  const editable = tab === 'notifications' || tab === 'security';

  // The account's copy wins over this browser's until the user changes something here.
  const [synced, setSynced] = useState<Settings | undefined>(undefined);
  if (account.data && account.data !== synced && !edited) {
    setSynced(account.data);
    setSettings(account.data);
  }

  const change = (update: (s: Settings) => Settings) => {
    setEdited(true);
    setSettings(update);
  };

  // Unsaved changes are kept for this tab (decision 1801): Back, or a button that navigates, finds
  // them on return. A link or closing the tab asks first (decision 2110); leaving anyway drops them.
  useEffect(() => {
    storeDraft(draftOwner, edited ? settings : null);
  }, [draftOwner, edited, settings]);
  useConfirmLeave(edited ? MESSAGES.settingsLeaveUnsaved : null, { onLeave: () => storeDraft(draftOwner, null) });
  const toggle = (key: BoolKey) => (on: boolean) => change((s) => ({ ...s, [key]: on }));

  function save() {
    storeSettings(settings);
    console.info('Settings saved locally', settings);
    if (!user) {
      setEdited(false);
      toast.success('Settings saved on this device. Sign in to keep them on your account.');
      return;
    }
    saveToAccount.mutate(settings, {
      onSuccess: () => {
        setEdited(false);
        toast.success('Settings saved');
      },
      // Offline or signed out elsewhere: this browser keeps them and the account gets them next time.
      onError: () => toast.error('Settings saved on this device only. They will reach your account when you save again online.'),
    });
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Settings</h1>
          <p className={styles.subtitle}>
            Choose how SpaceShare keeps in touch and protects your account.{' '}
            {user ? (
              'Saved to your account and this device.'
            ) : (
              <>
                Saved on this device; <Link to="/login" state={{ from: '/settings' }}>sign in</Link> to keep them on your account.
              </>
            )}
          </p>
        </div>
        {editable && (
          <div className={styles.saveBar}>
            <p className={styles.unsaved} role="status">
              {edited ? MESSAGES.settingsUnsaved : ''}
            </p>
            <Button type="button" className="btn btn-primary" onClick={save} inactive={saveToAccount.isPending}>
              Save Changes
            </Button>
          </div>
        )}
      </header>

      <div className={`card ${styles.card}`}>
        <TabList<TabId> tabs={TABS} active={tab} onChange={setTab} label="Settings sections" idPrefix="settings" />

        <TabPanel id="notifications" idPrefix="settings" active={tab === 'notifications'}>
          <ToggleGroup title="Notifications" lede="Pick the updates you want to receive." toggles={NOTIFICATION_TOGGLES} settings={settings} onToggle={toggle} />
          {user && <DeviceNotifications accountPushOn={settings.pushNotifications} />}
        </TabPanel>

        <TabPanel id="security" idPrefix="settings" active={tab === 'security'}>
          <ToggleGroup title="Security" lede="Extra protection for your account." toggles={SECURITY_TOGGLES} settings={settings} onToggle={toggle} />
          <div className={`field ${styles.timeout}`}>
            <label htmlFor="session-timeout">Session timeout</label>
            <select
              id="session-timeout"
              className="select"
              value={settings.sessionTimeout}
              onChange={(e) => change((s) => ({ ...s, sessionTimeout: e.target.value as Settings['sessionTimeout'] }))}
              aria-describedby="session-timeout-hint"
            >
              {SESSION_TIMEOUT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <span id="session-timeout-hint" className="field-hint">
              Sign me out after this long without activity.
            </span>
          </div>
          {user && (
            <>
              <ChangeEmail />
              <ChangePassword />
              <SessionsList />
              <BlockedUsers />
              <DownloadData />
              <DeleteAccount />
            </>
          )}
        </TabPanel>

        <TabPanel id="delivery" idPrefix="settings" active={tab === 'delivery'}>
          <ComingSoon title="Delivery preferences" text="Default pickup addresses, preferred handover points and packaging preferences are on the way." />
        </TabPanel>

        <TabPanel id="payment" idPrefix="settings" active={tab === 'payment'}>
          <ComingSoon title="Payment methods" text="Saved cards, payout accounts for couriers and invoices will live here." />
        </TabPanel>
      </div>
    </div>
  );
}

type Toggle = { key: BoolKey; label: string; description: string };

function ToggleGroup({ title, lede, toggles, settings, onToggle }: { title: string; lede: string; toggles: Toggle[]; settings: Settings; onToggle: (key: BoolKey) => (checked: boolean) => void }) {
  return (
    <section aria-label={title}>
      <p className={styles.groupLede}>{lede}</p>
      <ul className={styles.rows}>
        {toggles.map((t) => (
          <li key={t.key}>
            <ToggleSwitch id={`setting-${t.key}`} checked={settings[t.key]} onChange={onToggle(t.key)} label={t.label} description={t.description} className={styles.row} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.soonPanel}>
      {/* An inline drawing rather than the ⏳ emoji, which shows as an empty box without an emoji font. */}
      <span className={styles.soonIcon} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 10 0V2M7 22v-4a5 5 0 0 1 10 0v4" />
        </svg>
      </span>
      <h2 className={styles.soonTitle}>Coming Soon</h2>
      <p className={styles.soonLead}>{title}</p>
      <p className={styles.soonText}>{text}</p>
    </div>
  );
}
