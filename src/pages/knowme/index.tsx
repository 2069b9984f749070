import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import KnowMore from './_components/KnowMore';
import { knowMoreIntro, knowMorePageLabels } from '@site/src/data/knowme';

export default function KnowMorePage(): ReactNode {
  return (
    <Layout title={knowMoreIntro.heading} description={knowMorePageLabels.description}>
      <main>
        <KnowMore />
      </main>
    </Layout>
  );
}
