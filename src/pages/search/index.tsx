import { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import SearchResults from './_components/SearchResults';
import { searchCopy } from '@site/src/data/search';

export default function SearchPage(): ReactNode {
  const [query, setQuery] = useState('');
  const title = searchCopy.resultsPageTitle(query);
  return (
    <Layout title={title} description={searchCopy.resultsPageDescription}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <PageHeader title={title} lead={searchCopy.resultsPageDescription} />
        <SearchResults onQuery={setQuery} />
      </main>
    </Layout>
  );
}
