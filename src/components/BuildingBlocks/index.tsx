import type { ReactNode } from 'react';
import { fitGridAttributes } from '@site/src/components/FitGrid/columns';
import { buildingBlocks } from '@site/src/data/iqSuite';
import { buildingBlockDetails } from '@site/src/data/iqSuiteDetails';
import { handheldScreens } from '@site/src/data/iqSuiteScreens';
import Handheld from '@site/src/components/Handheld';

/**
 * The IQ Suite's building blocks as the Rugged Apps AI page's numbered cards, from the record the home page shares,
 * each with its app drawn on a handheld.
 */
export default function BuildingBlocks(): ReactNode {
  return (
    <ol {...fitGridAttributes(buildingBlocks.length, 3)}>
      {buildingBlocks.map(({ title, lead }) => (
        <li key={title}>
          <Handheld screen={handheldScreens[title]} />
          <strong>{title}</strong> {lead} {buildingBlockDetails[title]}
        </li>
      ))}
    </ol>
  );
}
