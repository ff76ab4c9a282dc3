import type { Step } from '../destinations';

const PATHS: Record<Step['icon'], string> = {
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm9 16l-4-4',
  chat: 'M4 5h16v11H9l-5 4z M8 10h8M8 13h5',
  offer: 'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z',
  handover: 'M4 9h16v11H4z M4 9l2-4h12l2 4 M12 9v11 M9 13h6',
  track: 'M5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm14-10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M7 17h5a3 3 0 0 0 0-6h-2a3 3 0 0 1 0-6h7',
  review: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};

export function StepIcon({ name }: { name: Step['icon'] }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
