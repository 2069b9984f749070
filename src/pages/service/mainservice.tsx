import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import MainService from '@site/src/components/MainService';
import { mainServiceCopy } from '@site/src/data/pageLabels';

export default function MainServicePage(): ReactNode {
  return (
    <Layout title={mainServiceCopy.title} description={mainServiceCopy.lead}>
      <MainService />
    </Layout>
  );
}
