import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './carousel.module.css';

type CarouselProps = {
  /** Names the carousel region and its arrow buttons ("Previous destinations"). */
  label: string;
  heading: ReactNode;
  headingId: string;
  slides: ReactNode[];
  /** CSS class that sets the slide width per breakpoint (flex-basis via media queries). */
  slideClassName?: string;
  loop?: boolean;
};

/** A swipeable card row (embla) with labelled prev/next arrows; no autoplay; the arrows jump under reduced motion. */
export function Carousel({ label, heading, headingId, slides, slideClassName, loop = false }: CarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: 'start', containScroll: loop ? false : 'trimSnaps', skipSnaps: false });
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby={headingId}>
      <div className={styles.head}>
        {heading}
        <div className={styles.controls}>
          <Button type="button" className={styles.arrow} aria-label={`Previous ${label}`} inactive={!canPrev} onClick={() => embla?.scrollPrev(prefersReducedMotion())}>
            <Chevron dir="left" />
          </Button>
          <Button type="button" className={styles.arrow} aria-label={`Next ${label}`} inactive={!canNext} onClick={() => embla?.scrollNext(prefersReducedMotion())}>
            <Chevron dir="right" />
          </Button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div key={i} className={`${styles.slide} ${slideClassName ?? ''}`} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d={dir === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
