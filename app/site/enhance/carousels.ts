/**
 * The home page's endless carousels (ADR 006 "Carousels"): `[data-carousel]` holds a track (`[data-track]`)
 * of `data-count` slides followed by copies of the first ones; after moving onto a copy it jumps back to the
 * original without animation, so the loop is seamless. Autoplay pauses while the pointer or focus is inside,
 * when the visitor pauses it, and never starts for visitors who prefer reduced motion. The server renders the
 * first slide; without a script nothing moves (and the controls stay invisible).
 */
export function enhanceCarousels() {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) enhance(carousel);
}

function enhance(carousel: HTMLElement) {
  const track = carousel.querySelector<HTMLElement>("[data-track]")!;
  const count = Number(carousel.dataset.count);
  const interval = Number(carousel.dataset.interval);
  const speed = Number(carousel.dataset.speed);
  const axis = carousel.dataset.axis === "y" ? "Y" : "X";
  const unit = carousel.dataset.unit ?? "%";
  const size = Number(carousel.dataset.size ?? 100);
  const toggle = carousel.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const slides = Array.from(track.children) as HTMLElement[];
  const live = carousel.querySelector<HTMLElement>("[data-carousel-live]");
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

  let position = 0;
  let choice: "play" | "pause" | null = null;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let snapTimer: ReturnType<typeof setTimeout> | undefined;

  const playing = () => (choice ? choice === "play" : !reducedMotion.matches);
  const draw = (animated: boolean) => {
    if (count < 1) return;
    track.style.transition = animated ? `transform ${speed}ms ease-in-out` : "none";
    track.style.transform = `translate${axis}(-${position * size}${unit})`;
    const current = position % count;
    if (carousel.dataset.slides !== undefined) {
      slides.forEach((slide, index) => {
        const hidden = index >= count || index !== current;
        if (hidden) slide.setAttribute("aria-hidden", "true");
        else slide.removeAttribute("aria-hidden");
      });
    }
    if (live) {
      // The page's words for "Testimonial {current} of {count}" (in its language).
      live.textContent = (live.dataset.template ?? "{current} / {count}")
        .replace("{current}", String(current + 1))
        .replace("{count}", String(count));
      live.setAttribute("aria-live", playing() ? "off" : "polite");
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    if (!playing() || held || count < 2) return;
    timer = setTimeout(() => step(1), interval);
  };
  const step = (delta: 1 | -1) => {
    clearTimeout(snapTimer);
    if (delta === -1 && position === 0) {
      // Backwards from the first slide: jump to its copy at the end, then move on the next frame.
      position = count;
      draw(false);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          position = count - 1;
          draw(true);
          schedule();
        }),
      );
      return;
    }
    position = Math.min(position + delta, count);
    draw(true);
    if (position === count) {
      // On the copy of the first slide: once the move has finished, jump back to the real one.
      snapTimer = setTimeout(() => {
        position = 0;
        draw(false);
      }, speed + 20);
    }
    schedule();
  };
  const drawToggle = () => {
    if (!toggle) return;
    const on = playing();
    toggle.toggleAttribute("data-playing", on);
    const label = toggle.querySelector<HTMLElement>("[data-label]");
    if (label) label.textContent = (on ? label.dataset.pause : label.dataset.play) ?? "";
  };

  toggle?.addEventListener("click", () => {
    choice = playing() ? "pause" : "play";
    drawToggle();
    draw(false);
    schedule();
  });
  carousel.querySelector("[data-carousel-next]")?.addEventListener("click", () => step(1));
  carousel.querySelector("[data-carousel-previous]")?.addEventListener("click", () => step(-1));
  carousel.addEventListener("mouseenter", () => {
    held = true;
    schedule();
  });
  carousel.addEventListener("mouseleave", () => {
    held = false;
    schedule();
  });
  carousel.addEventListener("focusin", () => {
    held = true;
    schedule();
  });
  carousel.addEventListener("focusout", (event) => {
    if (carousel.contains(event.relatedTarget as Node | null)) return;
    held = false;
    schedule();
  });
  reducedMotion.addEventListener("change", () => {
    drawToggle();
    schedule();
  });

  carousel.toggleAttribute("data-ready", true);
  drawToggle();
  draw(false);
  schedule();
}
