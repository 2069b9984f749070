import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import MainService from './_components/MainService';
import { mainServiceCopy } from '@site/src/data/pageLabels';

export default function MainServicePage(): ReactNode {
  return (
    <Layout title={mainServiceCopy.title} description={mainServiceCopy.lead}>
      <main>
        <MainService />
      </main>
    </Layout>
  );
}
