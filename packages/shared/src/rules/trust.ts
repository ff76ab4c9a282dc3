// Trust facts (issue 12): the seller panel's words for numbers computed from data.

/** Fewer answered conversations than this in 90 days: 'New seller' rather than a median of one or two. */
export const RESPONSE_TIME_MIN_SAMPLES = 3;

/** 'within an hour', '4 hours', '2 days'; 'New seller' without enough data. */
export function responseTimeLabel(medianSeconds: number | null): string {
  if (medianSeconds === null) return 'New seller';
  const hours = Math.ceil(medianSeconds / 3600);
  if (hours <= 1) return 'within an hour';
  if (hours < 24) return `${hours} hours`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

/** Time since the last completed delivery: 'today', '1 day', '5 days', '2 months'; 'No deliveries yet'. */
export function lastDeliveryLabel(iso: string | null, now = Date.now()): string {
  if (!iso) return 'No deliveries yet';
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return 'today';
  if (days < 60) return days === 1 ? '1 day' : `${days} days`;
  const months = Math.floor(days / 30);
  if (months < 24) return `${months} months`;
  return `${Math.floor(days / 365)} years`;
}
