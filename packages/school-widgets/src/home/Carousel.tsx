import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@school/ui';
import { CAROUSEL_INTERVAL_MS, nextSlide, previousSlide, slideLabel } from './logic';
import { usePublicFill, usePublicMessages } from '../shared/intl';

/** One slide of a Carousel. */
export interface CarouselSlide {
  /** Stable key. */
  key: string;
  /** The slide's content. */
  content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  /** The slides, in order. */
  slides: readonly CarouselSlide[];
  /** Time between slides, in ms (spec: 4 s). @default 4000 */
  intervalMs?: number;
  /** Start rotating on mount. @default true */
  autoPlay?: boolean;
}

/**
 * A rotating carousel after the WAI-ARIA APG pattern: Pause/Play and Previous/Next buttons, slides
 * named "n of m", rotation paused while the pointer is over it or focus is inside it, and the
 * live region silent while rotating so a screen reader is not interrupted every 4 s.
 */
export function Carousel({ label, slides, intervalMs = CAROUSEL_INTERVAL_MS, autoPlay = true }: CarouselProps) {
  const messages = usePublicMessages();
  const t = { messages, fill: usePublicFill() };
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(!autoPlay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const count = slides.length;
  const rotating = !userPaused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => nextSlide(i, count)), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const current = Math.min(index, Math.max(count - 1, 0));
  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Controls>
        <Button variant="secondary" size="sm" onClick={() => setUserPaused((p) => !p)} aria-controls={slidesId}>
          {userPaused ? messages.playSlides : messages.pauseSlides}
        </Button>
        <Button variant="secondary" size="sm" aria-controls={slidesId} onClick={() => setIndex(previousSlide(current, count))}>
          {messages.previousSlide}
        </Button>
        <Button variant="secondary" size="sm" aria-controls={slidesId} onClick={() => setIndex(nextSlide(current, count))}>
          {messages.nextSlide}
        </Button>
      </Controls>
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((slide, i) => (
          <Slide key={slide.key} role="group" aria-roledescription="slide" aria-label={slideLabel(t, i, count)} hidden={i !== current}>
            {slide.content}
          </Slide>
        ))}
      </div>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.md};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  justify-content: flex-end;
  order: 2;
`;

const Slide = styled.div`
  &[hidden] {
    display: none;
  }
`;
