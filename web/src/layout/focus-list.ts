/** Moves focus among `selector` matches inside `container` (arrow-key menus); wraps around. */
export function moveFocus(container: Element | null, selector: string, step: 1 | -1 | 'first' | 'last') {
  if (!container) return;
  const items = [...container.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (step === 'first') next = 0;
  else if (step === 'last') next = items.length - 1;
  else next = (at + step + items.length) % items.length;
  items[next]?.focus();
}
