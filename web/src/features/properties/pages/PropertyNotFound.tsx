import { Link } from 'react-router';
import { useResponseStatus } from '#web/lib/pageResponse';

/** The not-found page's words for a property that is not the user's to see. */
export function PropertyNotFound() {
  useResponseStatus(404);
  return (
    <>
      <h1>We can’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </>
  );
}
