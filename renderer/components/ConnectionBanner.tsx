/** Shown while browser mode's link to the host is down: what happened, and that we retry or why we stopped. */
import type { LinkStatus } from '../reconnect.ts';

export function ConnectionBanner({ link }: { link: LinkStatus }) {
  if (link.state === 'open') return null;
  if (link.state === 'refused')
    return (
      <div className="error banner link-banner" role="alert" data-link="refused">
        The host restarted with a new token and refuses this page. Open the address <code>arena web</code> printed when it restarted
        (it ends in <code>?token=…</code>); this page will not reconnect by itself.
      </div>
    );
  const secs = (link.retryInMs / 1000).toFixed(link.retryInMs < 1000 ? 2 : 1);
  return (
    <div className="error banner link-banner" role="alert" data-link="reconnecting">
      Host connection lost — reconnecting (attempt {link.attempt}, next try in {secs} s). No reload needed.
    </div>
  );
}
