/** The SpaceShare mark: a suitcase whose handle is a flight arc. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="9" fill="#0f5c4d" />
      <rect x="8" y="12" width="16" height="12" rx="3" fill="#fff" />
      <path d="M12 12V10a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M8 17h16" stroke="#0f5c4d" strokeWidth="1.6" />
      <circle cx="25" cy="8" r="3" fill="#f08a4b" />
    </svg>
  );
}
