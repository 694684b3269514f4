import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { usePageContext } from '../../renderer/usePageContext.tsx';
import { NotFound } from '../NotFound.tsx';

/**
 * vike's error page: a URL no page answers (prerendered as /404.html, which the edge sends to browsers
 * with a 404), or a page that failed outside React's rendering (a hook of vike's threw).
 */
export default function Page() {
  const { is404 } = usePageContext();
  return is404 === false ? (
    <ErrorScreen onRetry={() => window.location.reload()} />
  ) : (
    <NotFound what="Page" />
  );
}
