// Labels of the "Policy details" panel that every policy shows under its title.
export const policyDetailsLabels = {
  heading: 'Policy details',
  owner: 'Owner',
  version: 'Version',
  lastReviewed: 'Last reviewed',
  nextReview: 'Next review',
  currentAt: 'Current version at',
} as const;
