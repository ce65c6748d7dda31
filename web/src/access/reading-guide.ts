/**
 * The reading guide: a horizontal band that follows the pointer, so the eye keeps its line. Only
 * pointer movement moves it (keyboard and touch readers have nothing to follow); it never takes a click.
 */
let band: HTMLDivElement | null = null;

function follow(event: PointerEvent): void {
  if (!band || event.pointerType === 'touch') return;
  band.style.transform = `translateY(${event.clientY}px)`;
  band.hidden = false;
}

export function startReadingGuide(): void {
  if (band) return;
  band = document.createElement('div');
  band.className = 'reading-guide';
  band.setAttribute('aria-hidden', 'true');
  band.hidden = true;
  document.body.appendChild(band);
  window.addEventListener('pointermove', follow, { passive: true });
}

export function stopReadingGuide(): void {
  window.removeEventListener('pointermove', follow);
  band?.remove();
  band = null;
}
