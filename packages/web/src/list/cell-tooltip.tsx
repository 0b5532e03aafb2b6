import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './list-table.module.css';

/** Marks the element of a cell whose text may be cut with an ellipsis; its full text is the tooltip's. */
export const CELL_TEXT_ATTRIBUTE = 'data-cell-text';

/** How long the tooltip stays after the pointer leaves its cell, so the pointer can move onto it. */
export const TOOLTIP_HIDE_DELAY_MS = 150;

/** Gap between a cell and its tooltip, and between the tooltip and the window's edges. */
const GAP = 4;
const MARGIN = 8;

/** True when the text of `element` is cut (it is wider than the box that shows it). */
export function isTruncated(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth;
}

/** The cell text at `target`: the one it is in, or the one of the cell it is (or is a button of). */
function cellTextOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const selector = `[${CELL_TEXT_ATTRIBUTE}]`;
  return (
    target.closest<HTMLElement>(selector) ??
    target.closest('td, th')?.querySelector<HTMLElement>(selector) ??
    null
  );
}

interface Tip {
  anchor: HTMLElement;
  text: string;
  /** Where the cell was when the tooltip showed. */
  top: number;
  left: number;
}

/** True when `tip`'s cell is no longer where the tooltip showed it. */
function moved(tip: Tip): boolean {
  const box = tip.anchor.getBoundingClientRect();
  return box.top !== tip.top || box.left !== tip.left;
}

/** Handlers the table's frame takes: the tooltip follows pointer and focus over its cells. */
export interface CellTooltipFrameProps {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
}

/**
 * One tooltip for every cell of a table, by delegation: pointing at (or focusing inside) a cell whose text is
 * cut shows its full text below it. One floating element, however many cells: a page of 100 rows does not
 * carry a thousand tooltips. The text is also in the cell itself (the ellipsis only hides it from sight), so
 * screen readers read it whole; the tooltip is visual only. Escape, scrolling or leaving closes it.
 */
export function useCellTooltip(): { frameProps: CellTooltipFrameProps; tooltip: ReactNode } {
  const [tip, setTip] = useState<Tip | null>(null);
  const hideTimer = useRef<number | undefined>(undefined);

  const cancelHide = useCallback(() => window.clearTimeout(hideTimer.current), []);
  const hide = useCallback(() => {
    cancelHide();
    setTip(null);
  }, [cancelHide]);
  const hideSoon = useCallback(() => {
    cancelHide();
    hideTimer.current = window.setTimeout(() => setTip(null), TOOLTIP_HIDE_DELAY_MS);
  }, [cancelHide]);

  const showFor = useCallback(
    (target: EventTarget | null) => {
      const element = cellTextOf(target);
      if (!element) {
        hideSoon();
        return;
      }
      cancelHide();
      if (!isTruncated(element)) {
        setTip(null);
        return;
      }
      setTip((current) => {
        if (current?.anchor === element) return current;
        const box = element.getBoundingClientRect();
        return { anchor: element, text: element.textContent ?? '', top: box.top, left: box.left };
      });
    },
    [cancelHide, hideSoon],
  );

  useEffect(() => {
    if (!tip) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    // A scroll (the frame's or the page's) that moves the cell away from its tooltip closes it. A scroll
    // that moved nothing is let be: the browser delivers the scroll events of bringing a cell into view a
    // frame later, after the pointer has already shown the tooltip.
    const onScroll = () => {
      if (moved(tip)) hide();
    };
    window.addEventListener('scroll', onScroll, true);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [tip, hide]);

  useEffect(() => cancelHide, [cancelHide]);

  const frameProps: CellTooltipFrameProps = {
    onPointerOver: (event) => showFor(event.target),
    onPointerLeave: hideSoon,
    onFocus: (event) => showFor(event.target),
    onBlur: hide,
  };
  const tooltip =
    tip && tip.anchor.isConnected ? (
      <CellTooltip anchor={tip.anchor} text={tip.text} onPointerEnter={cancelHide} onPointerLeave={hide} />
    ) : null;
  return { frameProps, tooltip };
}

interface CellTooltipProps {
  anchor: HTMLElement;
  text: string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** The floating text: below its cell (above when the window ends), kept inside the window. */
function CellTooltip({ anchor, text, onPointerEnter, onPointerLeave }: CellTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const cell = anchor.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = element;
    const below = cell.bottom + GAP;
    const top = below + height + MARGIN > window.innerHeight ? cell.top - GAP - height : below;
    const left = Math.max(MARGIN, Math.min(cell.left, window.innerWidth - width - MARGIN));
    element.style.top = `${Math.max(MARGIN, top)}px`;
    element.style.left = `${left}px`;
    element.style.visibility = 'visible';
  }, [anchor, text]);

  // Straight into the body (not Mantine's Portal, which mounts a frame later): the layout effect above places
  // it before it is first painted.
  return createPortal(
    <div
      ref={ref}
      className={classes.tooltip}
      style={{ top: 0, left: 0, visibility: 'hidden' }}
      data-testid="cell-tooltip"
      // The cell holds the same text for assistive technology; this copy is for the eye only.
      aria-hidden="true"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {text}
    </div>,
    document.body,
  );
}
