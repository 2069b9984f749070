/** Unit tests render components as the browser has them after hydration. */
export default function useIsBrowser(): boolean {
  return true;
}
