import { ContentPage, contentPageMetadata } from '@/app/content/ContentPage';

const PATH = '/herramientas-para-tu-salud/calculadora-de-estatura';

export function generateMetadata() {
  return contentPageMetadata(PATH);
}

export default function Page() {
  return <ContentPage path={PATH} />;
}
