import { NotFound } from '../../components/errors/not-found.tsx';

export default function NotFoundPage() {
  return <NotFound />;
}
