import { useCallback, useEffect, useRef, useState } from "react";

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * State of an endless carousel drawn with CSS transforms. The track holds the slides followed by copies of
 * the first ones; after moving onto a copy it jumps back to the original without animation, so the loop is
 * seamless. Autoplay pauses while the pointer or focus is inside, when the visitor pauses it, and never
 * starts for visitors who prefer reduced motion.
 */
export function useLoopingCarousel({
  count,
  interval,
  speed,
}: {
  count: number;
  interval: number;
  speed: number;
}) {
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(true);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const positionRef = useRef(0);
  useEffect(() => {
    positionRef.current = position;
  }, [position]);

  const step = useCallback(
    (delta: 1 | -1) => {
      const current = positionRef.current;
      if (delta === -1 && current === 0) {
        // Backwards from the first slide: jump to its copy at the end, then move on the next frame.
        setAnimated(false);
        setPosition(count);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            setAnimated(true);
            setPosition(count - 1);
          }),
        );
        return;
      }
      setAnimated(true);
      setPosition(Math.min(current + delta, count));
    },
    [count],
  );

  // On the copy of the first slide: once the move has finished, jump back to the real one.
  useEffect(() => {
    if (position < count || !animated) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setPosition(0);
    }, speed + 20);
    return () => clearTimeout(timer);
  }, [position, count, speed, animated]);

  // Visitors who prefer reduced motion start paused; an explicit Play or Pause wins.
  const playing = choice ? choice === "play" : !reducedMotion;
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => step(1), interval);
    return () => clearTimeout(timer);
  }, [playing, held, count, interval, step, position]);

  return {
    /** Slide at the start of the view (may equal count: the copy of slide 0). */
    position,
    /** Index of the real slide shown first. */
    current: position % count,
    transition: animated ? `transform ${speed}ms ease-in-out` : "none",
    playing,
    next: () => step(1),
    previous: () => step(-1),
    togglePlay: () => setChoice(playing ? "pause" : "play"),
    /** Spread on the carousel's outer element: pointer or focus inside holds the autoplay. */
    holdHandlers: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
