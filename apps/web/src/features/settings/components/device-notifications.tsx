import { useEffect, useRef, useState } from 'react';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { devicePushError, readDevicePush, refreshDevicePush, turnOffDevicePush, turnOnDevicePush, type DevicePushState } from '@/lib/push-device';
import styles from '../settings.module.css';

/** What the switch's description says in each state. */
function describe(state: DevicePushState | null, accountPushOn: boolean): string {
  if (!state) return 'Checking this browser...';
  switch (state.kind) {
    case 'unsupported':
      return state.reason === 'browser' ? 'Not supported by this browser.' : 'Not supported here.';
    case 'denied':
      return 'Blocked in this browser.';
    case 'off':
      return 'New messages, booking requests, order updates and gigs on routes you watch, on this phone or computer, even when SpaceShare is closed.';
    case 'on':
      return accountPushOn
        ? 'On: new messages, booking requests, order updates and gigs on routes you watch come to this device. Message alerts and Order updates above turn their kind off.'
        : 'On for this device, but Push notifications above is off: nothing is sent until you turn it on and save.';
  }
}

/** What to do about a switch that cannot be used, in full-contrast words below it (a disabled switch's own text is greyed). */
function help(state: DevicePushState | null): string {
  if (state?.kind === 'denied') {
    return "To allow them, open the site settings (the icon left of the address bar, or the browser's settings for this site), set Notifications to Allow, then come back here.";
  }
  if (state?.kind !== 'unsupported') return '';
  if (state.reason === 'ios') return 'On iPhone and iPad, add SpaceShare to your Home Screen (Share, then Add to Home Screen) and turn this on in the app.';
  if (state.reason === 'insecure') return 'Notifications need SpaceShare over a secure (https://) connection.';
  return 'Chrome, Edge, Firefox and Safari can show notifications from SpaceShare.';
}

/**
 * Settings › Notifications: "Notifications on this device" (decision 2330). It acts at once, not with
 * Save Changes: turning it on asks the browser for permission and subscribes this device.
 */
export function DeviceNotifications({ accountPushOn }: { accountPushOn: boolean }) {
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const turning = useRef(false);

  useEffect(() => {
    let live = true;
    readDevicePush().then(
      (read) => {
        if (!live) return;
        setState(read);
        // Quietly: a failure here changes nothing the person asked for.
        if (read.kind === 'on') refreshDevicePush().catch(() => undefined);
      },
      () => live && setState({ kind: 'unsupported', reason: 'browser' }),
    );
    // "Then come back here" (help below): notifications allowed or blocked in the site's settings, or
    // in another tab, show at once, not after a reload (decision 2521). Not while the switch is
    // turning: its own permission prompt changes the permission too.
    const reread = () => {
      if (turning.current || document.visibilityState === 'hidden') return;
      readDevicePush().then((read) => live && !turning.current && setState(read), () => undefined);
    };
    document.addEventListener('visibilitychange', reread);
    let permission: PermissionStatus | null = null;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        if (!live) return;
        permission = status;
        status.addEventListener('change', reread);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', reread);
      permission?.removeEventListener('change', reread);
    };
  }, []);

  async function change(on: boolean) {
    if (busy) return;
    turning.current = true;
    setBusy(true);
    setError('');
    try {
      setState(await (on ? turnOnDevicePush() : turnOffDevicePush()));
    } catch (err) {
      setError(devicePushError(err, on));
      setState(await readDevicePush().catch(() => state));
    } finally {
      turning.current = false;
      setBusy(false);
    }
  }

  const usable = state?.kind === 'on' || state?.kind === 'off';
  return (
    <section className={styles.block} aria-labelledby="device-notifications-title">
      <h2 id="device-notifications-title" className={styles.blockTitle}>
        This device
      </h2>
      <ToggleSwitch
        id="device-notifications"
        checked={state?.kind === 'on'}
        onChange={(on) => void change(on)}
        label="Notifications on this device"
        description={busy ? (state?.kind === 'on' ? 'Turning off...' : 'Turning on: your browser may ask you to allow notifications...') : describe(state, accountPushOn)}
        disabled={!usable}
        className={styles.row}
      />
      {help(state) && <p className={styles.groupLede}>{help(state)}</p>}
      <p className={styles.deviceError} role="alert">
        {error}
      </p>
    </section>
  );
}
