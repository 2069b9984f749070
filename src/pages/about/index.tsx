import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import About from './_components/About';
import { aboutIntro, aboutPageLabels } from '@site/src/data/about';

export default function AboutPage(): ReactNode {
  return (
    <Layout title={aboutIntro.heading} description={aboutPageLabels.description}>
      <main>
        <About />
      </main>
    </Layout>
  );
}
