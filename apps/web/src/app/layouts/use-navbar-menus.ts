import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While the folded menu is open, Tab and Shift+Tab cycle through its toggle and its links only: the
 * page behind the panel is out of reach until Escape (or the toggle) closes it.
 */
function trapTab(e: KeyboardEvent, toggle: HTMLElement | null, panel: HTMLElement | null) {
  // A toggle without boxes: the window is wide enough for the full bar, nothing is folded.
  if (e.key !== 'Tab' || !toggle || !panel || toggle.getClientRects().length === 0) return;
  const stops = [toggle, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? 0 : (at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length;
  e.preventDefault();
  stops[next]?.focus();
}

/**
 * Open state of the navbar's two menus (the folded links and the user menu): a new page closes
 * both, Escape closes both and returns focus to the button that opened them, a click outside
 * closes the one it is outside of, and the open folded menu keeps Tab inside it.
 */
export function useNavbarMenus(pathname: string) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLElement>(null);
  const userMenu = useRef<HTMLDivElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
    setUserOpen(false);
  }

  useEffect(() => {
    if (!menuOpen && !userOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (menuOpen) trapTab(e, menuButton.current, menuPanel.current);
      if (e.key !== 'Escape') return;
      const focusTarget = userOpen ? userButton.current : menuButton.current;
      setUserOpen(false);
      setMenuOpen(false);
      focusTarget?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (userOpen && userMenu.current && !userMenu.current.contains(target)) setUserOpen(false);
      if (menuOpen && header.current && !header.current.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, userOpen]);

  return {
    header,
    menu: {
      open: menuOpen,
      button: menuButton,
      panel: menuPanel,
      toggle() {
        setMenuOpen((o) => !o);
        setUserOpen(false);
      },
    },
    user: {
      open: userOpen,
      container: userMenu,
      button: userButton,
      toggle() {
        setUserOpen((o) => !o);
        setMenuOpen(false);
      },
      close: () => setUserOpen(false),
    },
  };
}

export type NavbarMenus = ReturnType<typeof useNavbarMenus>;
