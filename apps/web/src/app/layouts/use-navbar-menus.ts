import { useEffect, useRef, useState } from 'react';

/**
 * Open state of the navbar's two menus (the folded links and the user menu): a new page closes
 * both, Escape closes both and returns focus to the button that opened them, a click outside
 * closes the one it is outside of.
 */
export function useNavbarMenus(pathname: string) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
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
