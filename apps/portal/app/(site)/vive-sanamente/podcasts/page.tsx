import { ContentPage, contentPageMetadata } from '@/app/content/ContentPage';

const PATH = '/vive-sanamente/podcasts';

export function generateMetadata() {
  return contentPageMetadata(PATH);
}

export default function Page() {
  return <ContentPage path={PATH} />;
}
