import { ContentPage, contentPageMetadata } from '@/app/content/ContentPage';

const PATH = '/programas-bienestar/citas';

export function generateMetadata() {
  return contentPageMetadata(PATH);
}

export default function Page() {
  return <ContentPage path={PATH} />;
}
