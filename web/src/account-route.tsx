/** The account page's route: its code (the page and the chart) is a chunk of its own, loaded when visited. */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export function AccountRoute({ name }: { name: string }) {
  const [Page, setPage] = useState<FunctionComponent<{ name: string }> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    import('./account-page').then(
      (m) => setPage(() => m.AccountPage),
      (e) => setError(String(e)),
    );
  }, []);
  if (error) return <main class="error">The account page did not load: {error}</main>;
  return Page ? <Page name={name} /> : <main aria-busy="true">Loading {name}…</main>;
}
