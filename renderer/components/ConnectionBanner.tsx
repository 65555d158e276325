/** Shown while browser mode's link to the host is down: what happened and that we are retrying. */
import type { LinkStatus } from '../reconnect.ts';

export function ConnectionBanner({ link }: { link: LinkStatus }) {
  if (link.state === 'open') return null;
  const secs = (link.retryInMs / 1000).toFixed(link.retryInMs < 1000 ? 2 : 1);
  return (
    <div className="error banner link-banner" role="alert" data-link="reconnecting">
      Host connection lost — reconnecting (attempt {link.attempt}, next try in {secs} s). No reload needed; if `arena web` restarted
      with a new token, open the URL it printed.
    </div>
  );
}
