import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `px` (the nav bar turns sticky past 160 px). */
export function useStickyPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
