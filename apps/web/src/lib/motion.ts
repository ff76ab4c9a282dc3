/**
 * 'smooth' unless the person asked for less motion (prefers-reduced-motion: reduce), for scripted
 * scrolling, which the global CSS rule cannot reach.
 */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

/** Whether animations driven by script (the home carousel) should jump instead of glide. */
export function prefersReducedMotion(): boolean {
  return scrollBehavior() === 'auto';
}
