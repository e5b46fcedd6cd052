import { ContentPage, contentPageMetadata } from '@/app/content/ContentPage';

const PATH = '/';

export function generateMetadata() {
  return contentPageMetadata(PATH);
}

/** Home (spec §2): the `home` page of the content service; `/home` answers 308 here. */
export default function HomePage() {
  return <ContentPage path={PATH} />;
}
