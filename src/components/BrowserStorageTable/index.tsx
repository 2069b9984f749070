import type { ReactNode } from 'react';
import { useContentIndex } from '@site/src/utils/useContentIndex';
import { browserStorage, storedKey } from '@site/src/data/browserStorage';

/** The cookies policy's list of what the site stores, from its one record, with the keys as the browser holds them. */
export default function BrowserStorageTable(): ReactNode {
  const { storageNamespace } = useContentIndex();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Storage</th>
          <th scope="col">Purpose</th>
          <th scope="col">How long</th>
          <th scope="col">Why no consent is needed</th>
        </tr>
      </thead>
      <tbody>
        {Object.values(browserStorage).map((entry) => (
          <tr key={entry.key}>
            <td>
              <code>{storedKey(entry, storageNamespace)}</code>
            </td>
            <td>{entry.storage}</td>
            <td>{entry.purpose}</td>
            <td>{entry.howLong}</td>
            <td>{entry.exception}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
