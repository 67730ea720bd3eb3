import { Link } from 'react-router';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { useResponseStatus } from '../../lib/pageResponse';

export default function NotFoundPage() {
  useResponseStatus(404);
  return (
    <PageContainer
      title="Page not found"
      description="The page you asked for is not on Roofline. Find rates, guides and the home equity partnership from the home page."
      narrow
    >
      <h1>We can’t find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </PageContainer>
  );
}
