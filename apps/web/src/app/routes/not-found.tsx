import { NotFound } from '@web/components/errors/not-found.tsx';

export default function NotFoundPage() {
  return <NotFound />;
}
